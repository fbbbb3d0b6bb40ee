"""The world snapshot and diff as they were before change tracking (issue 16), kept as
a test oracle: a snapshot reads every table in full, the diff compares whole tables.

`oracle_snapshot` + `oracle_diff` must give exactly what `World.snapshot` +
`World.diff_since` give (same rows, same order), see ``test_world_versions.py``.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from mmtoolbench.sandbox.world.diff import RowUpdate, Snapshot, TableDiff, WorldDiff, decode_row
from mmtoolbench.sandbox.world.state import World

PrimaryKey = str | int
RawRow = tuple[Any, ...]


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def oracle_snapshot(world: World) -> Snapshot:
    """Copy every row of every table (the pre-issue-16 `World.snapshot`)."""
    rows: dict[str, Mapping[PrimaryKey, RawRow]] = {}
    for name, schema in world.tables.items():
        cols = ", ".join(_q(c) for c in schema.column_names)
        i = schema.pk_index
        cur = world._conn.execute(f"SELECT {cols} FROM {_q(name)} ORDER BY rowid")
        rows[name] = MappingProxyType({r[i]: tuple(r) for r in cur})
    return Snapshot(
        schemas=MappingProxyType(dict(world.tables)),
        rows=MappingProxyType(rows),
        image_ids=tuple(world.images.ids()),
        id_counters=MappingProxyType(dict(world._counters)),
    )


def oracle_diff(before: Snapshot, after: Snapshot) -> WorldDiff:
    """Rows created, updated and deleted between two snapshots of the same world.

    Tables present in only one snapshot count as empty in the other.

    Args:
        before: The earlier snapshot.
        after: The later snapshot.

    Returns:
        The changes, tables in world order, rows in insertion order.
    """
    names = list(after.schemas) + [n for n in before.schemas if n not in after.schemas]
    empty: Mapping[PrimaryKey, RawRow] = {}
    tables: dict[str, TableDiff] = {}
    for name in names:
        b = before.rows.get(name, empty)
        a = after.rows.get(name, empty)
        if b is a or b == a:
            continue
        schema = after.schemas.get(name) or before.schemas[name]
        created = {str(pk): decode_row(schema, row) for pk, row in a.items() if pk not in b}
        deleted = {str(pk): decode_row(schema, row) for pk, row in b.items() if pk not in a}
        updated: dict[str, RowUpdate] = {}
        for pk, row in a.items():
            old = b.get(pk)
            if old is None or old == row:
                continue
            before_row = decode_row(schema, old)
            after_row = decode_row(schema, row)
            changed = [c for c in after_row if before_row[c] != after_row[c]]
            if changed:
                updated[str(pk)] = RowUpdate(
                    before=before_row, after=after_row, changed_columns=changed
                )
        table_diff = TableDiff(created=created, updated=updated, deleted=deleted)
        if not table_diff.is_empty:
            tables[name] = table_diff
    seen = set(before.image_ids)
    new_images = [i for i in after.image_ids if i not in seen]
    return WorldDiff(tables=tables, new_images=new_images)
