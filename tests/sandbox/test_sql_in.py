"""`in_values`: IN conditions whose SQL text does not grow with the list."""

from __future__ import annotations

import sqlite3

import pytest
from hypothesis import given
from hypothesis import strategies as st

from mmtoolbench.sandbox.world import in_values
from mmtoolbench.sandbox.world.seed import build_seeded_world

_VALUES = st.one_of(
    st.text(max_size=12),
    st.integers(min_value=-(2**62), max_value=2**62),
    st.floats(allow_nan=False, allow_infinity=False),
)


def test_the_sql_text_is_the_same_for_every_length() -> None:
    texts = {in_values("t.id", list(range(n)))[0] for n in range(1, 60)}
    assert texts == {"t.id IN (SELECT value FROM json_each(?))"}
    assert in_values("t.id", []) == ("0", [])


@given(st.lists(_VALUES, max_size=20), st.lists(_VALUES, max_size=20))
def test_matches_exactly_the_values_given(stored: list[object], wanted: list[object]) -> None:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE t (v ANY) STRICT")
    conn.executemany("INSERT INTO t VALUES (?)", [(v,) for v in stored])
    cond, params = in_values("v", wanted)
    got = [r[0] for r in conn.execute(f"SELECT v FROM t WHERE {cond} ORDER BY rowid", params)]
    # SQLite's equality: numbers by value (1 = 1.0), text never equal to a number.
    expected = [
        v
        for v in stored
        if any(v == w and isinstance(v, str) == isinstance(w, str) for w in wanted)
    ]
    assert got == expected


def test_values_json_cannot_hold_are_refused() -> None:
    with pytest.raises(TypeError):
        in_values("v", [b"bytes"])
    with pytest.raises(ValueError):
        in_values("v", [float("nan")])


def test_world_select_with_lists_of_any_length() -> None:
    world = build_seeded_world()
    ids = [r["id"] for r in world.select("contacts")]
    assert len(ids) > 10
    for n in (0, 1, 2, 7, len(ids)):
        wanted = ids[::-1][:n]
        rows = world.select("contacts", {"id": wanted})
        assert [r["id"] for r in rows] == [i for i in ids if i in wanted]  # rowid order
        assert world.count("contacts", {"id": set(wanted)}) == n


def test_text_with_a_nul_character_matches_only_itself() -> None:
    """SQLite's JSON functions cut text at NUL: such lists are bound value by value."""
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE TABLE t (v TEXT) STRICT")
    conn.executemany("INSERT INTO t VALUES (?)", [("",), ("a",), ("a\x00b",)])
    cond, params = in_values("v", ["a\x00b", "zzz"])
    assert [r[0] for r in conn.execute(f"SELECT v FROM t WHERE {cond}", params)] == ["a\x00b"]
