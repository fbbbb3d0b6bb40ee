"""Grow a world's tables with synthetic rows, for scale tests and benchmarks.

`pad_table` adds ``n`` rows to a table in one ``executemany``. Each new row copies a
random existing row of the table (its choices, numbers, booleans, JSON and foreign
keys stay valid) and changes what a tool could match on:

- text is rewritten letter by letter with rare letters (q, x, z, j, v, k, w, y) and
  long digit runs (phone numbers) get random digits, so searches for the seed's names
  and words do not match the padding;
- nullable JSON columns (a recurrence rule...) are left empty;
- dates and datetimes move 28 years back (weekdays and leap days are kept), so
  "today" and "upcoming" queries do not match either;
- foreign keys point to random parent rows (padding ones too), except in UNIQUE
  groups, where the template's parent is kept;
- the primary key is ``<prefix>_pad<n>`` (``pad_<n>`` without an id prefix), which
  `World.new_id` ignores, or assigned by SQLite for INTEGER keys.

Rows that would break a UNIQUE constraint are skipped (``INSERT OR IGNORE``).
"""

from __future__ import annotations

import json
import random
import re
import string
from typing import Any

from mmtoolbench.sandbox.world.schema import Column, Table
from mmtoolbench.sandbox.world.state import World

_LOWER = string.ascii_lowercase
_UPPER = string.ascii_uppercase
_LONG_DIGITS = re.compile(r"\d{5,}")
_YEAR = re.compile(r"^(\d{4})-")
_SHIFT_YEARS = 28


#: Letters padding text is written with: rare in words and names, so that searches
#: for real words find the seed's rows, not thousands of padding rows.
_PAD_LETTERS = "qxzjvkwy"


def _tables(rng: random.Random, n: int = 256) -> list[dict[int, int]]:
    """``n`` random letter mappings into `_PAD_LETTERS` (as `str.translate` tables)."""
    out = []
    for _ in range(n):
        lower = "".join(rng.choice(_PAD_LETTERS) for _ in _LOWER)
        upper = lower.upper()
        out.append(str.maketrans(_LOWER + _UPPER, lower + upper))
    return out


def _scramble(text: str, rng: random.Random, tables: list[dict[int, int]]) -> str:
    scrambled = text.translate(tables[rng.randrange(len(tables))])
    if _LONG_DIGITS.search(scrambled) is None:
        return scrambled
    return _LONG_DIGITS.sub(
        lambda m: m.group(0)[:2] + "".join(rng.choice(string.digits) for _ in m.group(0)[2:]),
        scrambled,
    )


def _shift_year(text: str) -> str:
    match = _YEAR.match(text)
    if match is None:
        return text
    year = max(int(match.group(1)) - _SHIFT_YEARS, 1)
    return f"{year:04d}-" + text[5:]


def _scramble_json(value: Any, rng: random.Random, tables: list[dict[int, int]]) -> Any:
    if isinstance(value, str):
        return _scramble(value, rng, tables)
    if isinstance(value, list):
        return [_scramble_json(v, rng, tables) for v in value]
    if isinstance(value, dict):
        return {k: _scramble_json(v, rng, tables) for k, v in value.items()}
    return value


def _pad_value(
    col: Column, raw: Any, rng: random.Random, tables: list[dict[int, int]], searchable: bool
) -> Any:
    if raw is None or col.references is not None or col.choices:
        return raw
    if col.type == "JSON" and not col.not_null:
        return None  # e.g. no recurrence rule: padding rows are plain ones
    if col.type == "JSON" and searchable and isinstance(raw, str):
        # searchable JSON (tags, feature lists): its text must not match real words
        return json.dumps(
            _scramble_json(json.loads(raw), rng, tables), ensure_ascii=False, separators=(",", ":")
        )
    if col.type in ("DATE", "DATETIME") and isinstance(raw, str):
        return _shift_year(raw)
    if col.type == "TEXT" and isinstance(raw, str):
        return _scramble(raw, rng, tables)
    return raw


def _default_row(schema: Table) -> list[Any]:
    return [c.encode(c.default, None) if c.default is not None else None for c in schema.columns]


def pad_table(world: World, table: str, n: int, *, seed: int = 0) -> int:
    """Add ``n`` synthetic rows to ``table`` (see the module docstring).

    Args:
        world: The world to grow.
        table: Table name.
        n: Rows to add.
        seed: Randomness seed (same seed, same rows).

    Returns:
        The number of rows actually added (fewer when UNIQUE constraints collide).
    """
    schema = world.table(table)
    cols = schema.column_names
    quoted = ", ".join(f'"{c}"' for c in cols)
    templates = [
        tuple(r.values())
        for r in world.query(f'SELECT {quoted} FROM "{table}" ORDER BY rowid LIMIT 200')
    ]
    if not templates:
        templates = [tuple(_default_row(schema))]
    rng = random.Random(f"pad:{seed}:{table}")
    tables = _tables(rng)
    unique = [
        j
        for j, c in enumerate(schema.columns)
        if (c.unique or any(c.name in g for g in schema.unique_together))
        and c.type == "TEXT"
        and c.references is None
        and not c.choices
        and not c.primary_key
    ]
    # Columns whose values stay the template's: those of UNIQUE groups that have no
    # varied text column (their other values keep the group unique).
    varied = {schema.columns[j].name for j in unique}
    unique_names = {c for g in schema.unique_together if not varied.intersection(g) for c in g}
    # A few scrambled variants of each template, then cheap per-row changes.
    variants = [
        [
            _pad_value(c, v, rng, tables, c.name in schema.search_columns)
            for c, v in zip(schema.columns, template, strict=True)
        ]
        for template in templates
        for _ in range(max(1, min(32, n // max(len(templates), 1))))
    ]
    # UNIQUE groups without a text column to vary: give each row its own number.
    numbered = [
        next(j for j, c in reversed(list(enumerate(schema.columns))) if c.name in group)
        for group in schema.unique_together
        if not any(j in unique for j, c in enumerate(schema.columns) if c.name in group)
        and schema.column(group[-1]).type == "INTEGER"
    ]
    pk_index = schema.pk_index
    integer_pk = schema.pk.type == "INTEGER"
    prefix = f"{schema.id_prefix}_pad" if schema.id_prefix else "pad_"
    # Foreign keys point to random parent rows (padding ones included), so that no
    # seed row gets thousands of children.
    parents: dict[int, list[Any]] = {}
    for j, c in enumerate(schema.columns):
        if c.references is None or c.ref_table == table or c.name in unique_names:
            continue
        keys = [
            r["k"]
            for r in world.query(
                f'SELECT "{c.ref_column}" AS k FROM "{c.ref_table}" ORDER BY rowid'
            )
        ]
        if keys:  # drawn with the seeded rng: the same seed pads the same way
            parents[j] = rng.sample(keys, min(len(keys), 5000))
    rows: list[list[Any]] = []
    for i in range(n):
        row = list(variants[rng.randrange(len(variants))])
        for j, keys in parents.items():
            if row[j] is not None:
                row[j] = keys[rng.randrange(len(keys))]
        row[pk_index] = None if integer_pk else f"{prefix}{seed}_{i}"
        for j in unique:
            if isinstance(row[j], str):
                row[j] = f"{row[j]} {seed}.{i}"
        for j in numbered:
            row[j] = 1_000_000 + i
        rows.append(row)
    before = world.count(table)
    placeholders = ", ".join("?" for _ in cols)
    conn = world._conn
    # A bulk load is much faster with the indexes built once afterwards (one sort instead
    # of a B-tree insert per row, and one pass of each key function) than kept up to date row by row.
    indexes = schema.index_ddl()
    index_names = [ddl.split(" ON ", 1)[0].removeprefix("CREATE INDEX ") for ddl in indexes]
    with world.transaction():
        last_rowid = world._max_rowid(table)
        for name in index_names:
            conn.execute(f"DROP INDEX IF EXISTS {name}")
        conn.executemany(
            f'INSERT OR IGNORE INTO "{table}" ({quoted}) VALUES ({placeholders})', rows
        )
        world._note_inserted(table, last_rowid)
        for ddl in indexes:
            conn.execute(ddl)
        # One pass of the tokenizer over the whole table, then the segments merged.
        world.rebuild_search_index(table)
    return world.count(table) - before
