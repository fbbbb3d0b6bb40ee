"""Full-text indexes kept up to date lazily: every search sees every write.

`World` does not update a table's FTS5 index on each write; it notes the written rows
and brings the index up to date just before a query reads it. These tests run random
sequences of writes (cascades, bulk updates, key changes, nested transactions that
roll back, snapshot restores) with searches in between, compare every search with a
brute-force substring test over the rows, and ask FTS5 to check the index against its
table (an index written with wrong values fails the check).
"""

from __future__ import annotations

import sqlite3
from datetime import datetime, timedelta, timezone
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mmtoolbench.sandbox.world import Column, FrozenClock, Owner, Table, World
from mmtoolbench.sandbox.world.bulk import pad_table
from mmtoolbench.sandbox.world.seed import build_seeded_world

REF = datetime(2025, 6, 13, 9, 30, tzinfo=timezone(timedelta(hours=-7)))
OWNER = Owner("Ada", "Lovelace", "+14155550100", "ada@example.com")

NOTES = Table(
    name="notes",
    domain="t",
    id_prefix="nt",
    search_columns=("title", "body"),
    columns=(
        Column("id", "TEXT", primary_key=True),
        Column("title", "TEXT", not_null=True),
        Column("body", "TEXT", not_null=True, default=""),
    ),
)
COMMENTS = Table(
    name="comments",
    domain="t",
    search_columns=("text",),
    columns=(
        Column("id", "INTEGER", primary_key=True),
        Column("note_id", "TEXT", not_null=True, references="notes.id", on_delete="CASCADE"),
        Column("text", "TEXT", not_null=True),
    ),
)
WORDS = ("apple", "banana", "cherry", "apricot", "grape", "melon")


class _Boom(Exception):
    """Raised inside a transaction to roll it back."""


def _world() -> World:
    return World([NOTES, COMMENTS], clock=FrozenClock(REF), owner=OWNER)


def _check_search(world: World, word: str) -> None:
    # A raw query on an index first (nothing else has brought the indexes up to date).
    found = world.query(
        "SELECT id FROM comments WHERE rowid IN "
        "(SELECT rowid FROM comments__search WHERE comments__search MATCH ?)",
        (f'"{word}"',),
    )
    expected_comments = {r["id"] for r in world.select("comments") if word in r["text"].lower()}
    assert {r["id"] for r in found} == expected_comments
    expected_notes = {
        r["id"]
        for r in world.select("notes")
        if word in r["title"].lower() or word in r["body"].lower()
    }
    assert world.matching("notes", word) == expected_notes
    assert {r["id"] for r in world.select("notes", contains=[word])} == expected_notes
    assert world.count("notes", contains=[word]) == len(expected_notes)


def _check_index(world: World) -> None:
    """FTS5's own check of each index against its table's rows."""
    world.flush_search_indexes()
    for fts in ("notes__search", "comments__search"):
        world._conn.execute(f"INSERT INTO {fts}({fts}, rank) VALUES ('integrity-check', 1)")


_text = st.lists(st.sampled_from(WORDS), min_size=1, max_size=3).map(" ".join)
_op = st.one_of(
    st.tuples(st.just("insert"), _text, _text),
    st.tuples(st.just("update"), st.integers(0, 20), _text),
    st.tuples(st.just("delete"), st.integers(0, 20)),
    st.tuples(st.just("comment"), st.integers(0, 20), _text),
    st.tuples(st.just("edit_comment"), st.integers(0, 20), _text),
    st.tuples(st.just("move_comment"), st.integers(0, 20), st.integers(100, 140)),
    st.tuples(st.just("bulk"), st.sampled_from(WORDS), _text),
    st.tuples(st.just("search"), st.sampled_from(WORDS)),
    st.tuples(st.just("begin"), st.booleans()),
    st.tuples(
        st.just("end"),
    ),
    st.tuples(
        st.just("snapshot"),
    ),
    st.tuples(
        st.just("restore"),
    ),
)


def _apply(world: World, ops: list[tuple[Any, ...]]) -> None:
    snapshots = []
    # Open transactions as (context manager, roll back at the end?).
    stack: list[tuple[Any, bool]] = []

    def pick(table: str, i: int) -> Any:
        rows = world.select(table)
        return rows[i % len(rows)]["id"] if rows else None

    for op in ops:
        kind = op[0]
        if kind == "insert":
            world.insert("notes", {"title": op[1], "body": op[2]})
        elif kind == "update" and (pk := pick("notes", op[1])) is not None:
            world.update("notes", pk, {"body": op[2]})
        elif kind == "delete" and (pk := pick("notes", op[1])) is not None:
            world.delete("notes", pk)  # cascades to its comments
        elif kind == "comment" and (pk := pick("notes", op[1])) is not None:
            world.insert("comments", {"note_id": pk, "text": op[2]})
        elif kind == "edit_comment" and (pk := pick("comments", op[1])) is not None:
            world.update("comments", pk, {"text": op[2]})
        elif kind == "move_comment" and (pk := pick("comments", op[1])) is not None:
            if not world.exists("comments", op[2]):  # a new INTEGER key: a new rowid
                world._conn.execute("UPDATE comments SET id = ? WHERE id = ?", (op[2], pk))
        elif kind == "bulk":
            world.update_where("notes", {"title": op[1]}, {"title": op[2]})
            world.delete_where("comments", None, sql="text = ?", sql_params=(op[1],))
        elif kind == "search":
            _check_search(world, op[1])
        elif kind == "begin":
            tx = world.transaction()
            tx.__enter__()
            stack.append((tx, op[1]))
        elif kind == "end" and stack:
            tx, roll_back = stack.pop()
            if roll_back:
                tx.__exit__(_Boom, _Boom(), None)
            else:
                tx.__exit__(None, None, None)
        elif kind == "snapshot":
            snapshots.append(world.snapshot())
        elif kind == "restore" and snapshots and not stack:
            world.restore(snapshots[-1])
    while stack:
        tx, roll_back = stack.pop()
        tx.__exit__(*((_Boom, _Boom(), None) if roll_back else (None, None, None)))


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_op, min_size=1, max_size=40))
def test_searches_see_every_write_and_the_index_stays_consistent(
    ops: list[tuple[Any, ...]],
) -> None:
    world = _world()
    _apply(world, ops)
    for word in WORDS:
        _check_search(world, word)
    _check_index(world)


def test_a_rolled_back_search_inside_a_transaction_leaves_the_index_right() -> None:
    world = _world()
    kept = world.insert("notes", {"title": "apple pie"})
    with pytest.raises(_Boom), world.transaction():
        world.update("notes", kept["id"], {"title": "cherry tart"})
        world.insert("notes", {"title": "banana bread"})
        assert len(world.matching("notes", "cherry")) == 1  # the index is written here
        raise _Boom
    # SQLite undid the index writes with the rows; the world must know the index is
    # back to "apple pie" and no "banana bread".
    assert world.matching("notes", "apple") == {kept["id"]}
    assert world.matching("notes", "cherry") == set()
    assert world.matching("notes", "banana") == set()
    world.update("notes", kept["id"], {"title": "grape jam"})
    assert world.matching("notes", "grape") == {kept["id"]}
    assert world.matching("notes", "apple") == set()
    _check_index(world)


def test_an_index_written_with_wrong_values_fails_the_check() -> None:
    """The consistency check used above can fail."""
    world = _world()
    row = world.insert("notes", {"title": "apple pie"})
    world.flush_search_indexes()
    rowid = world._conn.execute("SELECT rowid FROM notes WHERE id = ?", (row["id"],)).fetchone()
    world._conn.execute(
        "INSERT INTO notes__search(notes__search, rowid, title, body) "
        "VALUES ('delete', ?, 'melon', '')",
        rowid,
    )
    with pytest.raises(sqlite3.DatabaseError):
        _check_index(world)


def test_writes_do_not_touch_the_index_until_a_search() -> None:
    world = _world()
    world.insert("notes", {"title": "apple pie"})
    world.flush_search_indexes()
    segments = world._conn.execute("SELECT COUNT(*) FROM notes__search_data").fetchone()
    for i in range(20):
        world.insert("notes", {"title": f"cherry {i}"})
    assert world._conn.execute("SELECT COUNT(*) FROM notes__search_data").fetchone() == segments
    assert len(world.matching("notes", "cherry")) == 20


def test_seeded_and_padded_worlds_have_consistent_indexes() -> None:
    world = build_seeded_world(["notes", "reminders"])
    pad_table(world, "notes", 500)
    with world.transaction():
        note = world.select("notes", limit=1)[0]
        world.update("notes", note["id"], {"title": "Zanzibar trip"})
    assert note["id"] in world.matching("notes", "zanzibar")
    world.flush_search_indexes()
    for table in ("notes", "reminders"):
        fts = world.table(table).search_table
        world._conn.execute(f"INSERT INTO {fts}({fts}, rank) VALUES ('integrity-check', 1)")


def test_a_failed_flush_changes_nothing_and_the_next_one_succeeds() -> None:
    world = _world()
    kept = world.insert("notes", {"title": "apple pie"})
    world.flush_search_indexes()
    world.update("notes", kept["id"], {"title": "cherry tart"})  # the index must drop "apple"
    world.insert("notes", {"title": "banana bread"})
    world.insert("comments", {"note_id": kept["id"], "text": "grape"})
    calls = 0
    sync = world._sync_search_rows

    def failing(schema: Table, rows: Any) -> None:
        nonlocal calls
        calls += 1
        if calls == 2:  # the first table's index is written, then the second fails
            raise MemoryError("simulated")
        sync(schema, rows)

    world._sync_search_rows = failing  # type: ignore[method-assign]
    with pytest.raises(MemoryError):
        world.flush_search_indexes()
    del world._sync_search_rows
    assert world.matching("notes", "cherry") == {kept["id"]}
    assert world.matching("notes", "apple") == set()
    assert len(world.matching("notes", "banana")) == 1
    _check_search(world, "grape")
    _check_index(world)
