"""World snapshots and the diff between two of them.

A `Snapshot` is an immutable copy of every row of every table, as stored (raw SQLite
values), keyed by primary key. Taking one reads each table once; diffing compares raw
tuples first and decodes only rows that differ, so snapshot + diff of a seeded world
takes about a millisecond.

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

PrimaryKey = str | int
RawRow = tuple[Any, ...]


@dataclass(frozen=True)
class Snapshot:
    """The rows of a world at one moment.

    Attributes:
        schemas: Table declarations, by table name (world order).
        rows: Per table, raw stored rows keyed by primary key, in insertion order.
        image_ids: Ids of the images the episode's image store held.
        id_counters: State of `World.new_id`, so `World.restore` resumes numbering.
    """

    schemas: Mapping[str, Table]
    rows: Mapping[str, Mapping[PrimaryKey, RawRow]]
    image_ids: tuple[str, ...] = ()
    id_counters: Mapping[str, int] = field(default_factory=dict)

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
