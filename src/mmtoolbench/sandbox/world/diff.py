"""World snapshots and the diff between two of them.

A `Snapshot` is an immutable view of every row of every table, as stored (raw SQLite
values), keyed by primary key. A snapshot taken by `World.snapshot` copies nothing: it
is a `mmtoolbench.sandbox.world.versions.Version` of the world (row-level copy on
write), and `diff` between two snapshots of one world reads only the rows written in
between, so snapshot + diff costs O(changed rows) whatever the size of the tables.
Snapshots of different worlds (or built by hand) are compared table by table.

`WorldDiff` is a pydantic model (JSON-storable): per table, the rows created, updated
(before, after and the changed columns) and deleted, keyed by primary key (as a
string: JSON object keys are strings; the row itself keeps the typed key).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from mmtoolbench.sandbox.world.schema import Table
from mmtoolbench.sandbox.world.versions import PrimaryKey, RawRow, Version, changed_between

__all__ = ["PrimaryKey", "RawRow", "RowUpdate", "Snapshot", "TableDiff", "WorldDiff", "diff"]


@dataclass(frozen=True)
class Snapshot:
    """The rows of a world at one moment.

    Attributes:
        schemas: Table declarations, by table name (world order).
        rows: Per table, raw stored rows keyed by primary key, in insertion order.
        image_ids: Ids of the images the episode's image store held.
        id_counters: State of `World.new_id`, so `World.restore` resumes numbering.
        version: The world version the rows are read from (None for a snapshot built
            from plain mappings); lets `diff` read only the rows changed in between.
            Reading rows of a version needs its world to be open.
    """

    schemas: Mapping[str, Table]
    rows: Mapping[str, Mapping[PrimaryKey, RawRow]]
    image_ids: tuple[str, ...] = ()
    id_counters: Mapping[str, int] = field(default_factory=dict)
    version: Version | None = field(default=None, compare=False, repr=False)

    def table_rows(self, table: str) -> dict[PrimaryKey, dict[str, Any]]:
        """Decoded rows of one table, keyed by primary key.

        Raises:
            KeyError: If the snapshot has no such table.
        """
        schema = self.schemas[table]
        return {pk: decode_row(schema, raw) for pk, raw in self.rows[table].items()}

    def count(self, table: str | None = None) -> int:
        """Number of rows in ``table``, or in all tables."""
        if table is not None:
            return len(self.rows[table])
        return sum(len(r) for r in self.rows.values())


def decode_row(schema: Table, raw: RawRow) -> dict[str, Any]:
    """Turn a raw stored row into a ``{column: python value}`` dict."""
    return {c.name: c.decode(v) for c, v in zip(schema.columns, raw, strict=True)}


class RowUpdate(BaseModel):
    """One updated row: the full row before and after, and which columns changed."""

    model_config = ConfigDict(frozen=True)

    before: dict[str, Any]
    after: dict[str, Any]
    changed_columns: list[str]


class TableDiff(BaseModel):
    """Changes to one table, each keyed by primary key (as a string)."""

    model_config = ConfigDict(frozen=True)

    created: dict[str, dict[str, Any]] = Field(default_factory=dict)
    updated: dict[str, RowUpdate] = Field(default_factory=dict)
    deleted: dict[str, dict[str, Any]] = Field(default_factory=dict)

    @property
    def is_empty(self) -> bool:
        """Whether nothing changed."""
        return not (self.created or self.updated or self.deleted)

    def counts(self) -> tuple[int, int, int]:
        """``(created, updated, deleted)`` row counts."""
        return len(self.created), len(self.updated), len(self.deleted)


class WorldDiff(BaseModel):
    """Everything that changed between two snapshots.

    Attributes:
        tables: Per changed table (world order), its `TableDiff`; unchanged tables
            are absent.
        new_images: Ids of images added to the image store in between.
    """

    model_config = ConfigDict(frozen=True)

    tables: dict[str, TableDiff] = Field(default_factory=dict)
    new_images: list[str] = Field(default_factory=list)

    @property
    def is_empty(self) -> bool:
        """Whether no row changed (new images do not count)."""
        return not self.tables

    def table(self, name: str) -> TableDiff:
        """Changes to one table (empty if it did not change)."""
        return self.tables.get(name) or TableDiff()

    def changed_tables(self) -> list[str]:
        """Names of the tables with at least one change."""
        return list(self.tables)

    def summary(self) -> str:
        """One line per changed table: ``contacts: +1 ~2 -0``."""
        if not self.tables:
            return "no changes"
        lines = []
        for name, t in self.tables.items():
            c, u, d = t.counts()
            lines.append(f"{name}: +{c} ~{u} -{d}")
        return "\n".join(lines)


def diff(before: Snapshot, after: Snapshot) -> WorldDiff:
    """Rows created, updated and deleted between two snapshots of the same world.

    Tables present in only one snapshot count as empty in the other. When ``after``
    is a later version of the world ``before`` was taken from, only the rows written
    in between are read; otherwise every table is compared.

    Args:
        before: The earlier snapshot.
        after: The later snapshot.

    Returns:
        The changes, tables in world order, rows in insertion order.
    """
    keys = None
    if before.version is not None and after.version is not None:
        keys = changed_between(before.version, after.version)
    tables = _full_diff(before, after) if keys is None else _keyed_diff(before, after, keys)
    seen = set(before.image_ids)
    new_images = [i for i in after.image_ids if i not in seen]
    return WorldDiff(tables=tables, new_images=new_images)


def _table_diff(
    schema: Table,
    created: list[RawRow],
    deleted: list[RawRow],
    pairs: list[tuple[PrimaryKey, RawRow, RawRow]],
) -> TableDiff:
    pk_index = next(i for i, c in enumerate(schema.columns) if c.primary_key)
    updated: dict[str, RowUpdate] = {}
    for pk, old, row in pairs:
        before_row = decode_row(schema, old)
        after_row = decode_row(schema, row)
        changed = [c for c in after_row if before_row[c] != after_row[c]]
        if changed:
            updated[str(pk)] = RowUpdate(
                before=before_row, after=after_row, changed_columns=changed
            )
    return TableDiff(
        created={str(row[pk_index]): decode_row(schema, row) for row in created},
        updated=updated,
        deleted={str(row[pk_index]): decode_row(schema, row) for row in deleted},
    )


def _keyed_diff(
    before: Snapshot, after: Snapshot, keys: Mapping[str, set[PrimaryKey]]
) -> dict[str, TableDiff]:
    """Compare only ``keys`` (rows written between two versions of one world)."""
    assert before.version is not None and after.version is not None
    tables: dict[str, TableDiff] = {}
    names = list(after.schemas) + [n for n in before.schemas if n not in after.schemas]
    for name in names:
        pks = keys.get(name)
        if not pks:
            continue
        schema = after.schemas.get(name) or before.schemas[name]
        created: list[tuple[int, RawRow]] = []
        deleted: list[tuple[int, RawRow]] = []
        pairs: list[tuple[int, PrimaryKey, RawRow, RawRow]] = []
        for pk in pks:
            b = before.version.entry(name, pk)
            a = after.version.entry(name, pk)
            if a is None:
                if b is not None:
                    deleted.append(b)
            elif b is None:
                created.append(a)
            elif a[1] != b[1]:
                pairs.append((a[0], pk, b[1], a[1]))
        if not (created or deleted or pairs):
            continue
        created.sort(key=lambda e: e[0])
        deleted.sort(key=lambda e: e[0])
        pairs.sort(key=lambda p: p[0])
        table_diff = _table_diff(
            schema,
            [row for _, row in created],
            [row for _, row in deleted],
            [(pk, old, new) for _, pk, old, new in pairs],
        )
        if not table_diff.is_empty:
            tables[name] = table_diff
    return tables


def _full_diff(before: Snapshot, after: Snapshot) -> dict[str, TableDiff]:
    """Compare every table of two snapshots."""
    names = list(after.schemas) + [n for n in before.schemas if n not in after.schemas]
    empty: Mapping[PrimaryKey, RawRow] = {}
    tables: dict[str, TableDiff] = {}
    for name in names:
        b = before.rows.get(name, empty)
        a = after.rows.get(name, empty)
        if b is a or b == a:
            continue
        schema = after.schemas.get(name) or before.schemas[name]
        pairs = []
        for pk, row in a.items():
            old = b.get(pk)
            if old is not None and old != row:
                pairs.append((pk, old, row))
        table_diff = _table_diff(
            schema,
            [row for pk, row in a.items() if pk not in b],
            [row for pk, row in b.items() if pk not in a],
            pairs,
        )
        if not table_diff.is_empty:
            tables[name] = table_diff
    return tables
