"""Row-level copy-on-write versions of a world, for snapshots and diffs in O(changes).

The world's SQLite database always holds the current rows. Triggers on every table
report each row a write touches (cascades included) to the world, which keeps, for
the most recent snapshot, the *before image* of every row touched since: its value
at that snapshot (``None`` when the row did not exist). That is a `Version`'s delta.

Taking a snapshot freezes the current delta and starts a new, empty one; the frozen
version points to the newer one. So a row's value at a version is the first before
image found walking from that version to the newest, or else the live row:

    value(v, key) = v.delta[key] if key in v.delta else value(v.newer, key)
    value(newest, key) = newest.delta[key] if key in newest.delta else live(key)

Nothing is copied when a snapshot is taken, and the rows that changed between two
versions are the keys of the deltas between them, so a diff reads only those.
Reading a whole table of an old version (`TableView` iteration) reads the live table
and applies the deltas, once per view.

Each entry is ``(rowid, raw_row)``: the rowid keeps rows in insertion order.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, Protocol

PrimaryKey = str | int
RawRow = tuple[Any, ...]
Entry = tuple[int, RawRow]
Delta = dict[str, dict[PrimaryKey, Entry | None]]


class LiveRows(Protocol):
    """Where the current rows are read (the world)."""

    def live_row(self, table: str, pk: PrimaryKey) -> Entry | None:
        """The current ``(rowid, raw)`` of one row, or None if it does not exist."""
        ...

    def live_table(self, table: str) -> dict[PrimaryKey, Entry]:
        """Every current row of ``table`` in rowid order."""
        ...


class Version:
    """One snapshot point of a world (see the module docstring).

    Attributes:
        delta: Before images (values at this version) of the rows changed since,
            by table; frozen once a newer version exists.
        newer: The next version, or None for the newest.
        source: The world whose live rows follow the newest version.
    """

    __slots__ = ("__weakref__", "delta", "newer", "source")

    def __init__(self, source: LiveRows) -> None:
        self.delta: Delta = {}
        self.newer: Version | None = None
        self.source = source

    def entry(self, table: str, pk: PrimaryKey) -> Entry | None:
        """The ``(rowid, raw)`` of a row at this version, or None if it did not exist."""
        v: Version | None = self
        while v is not None:
            d = v.delta.get(table)
            if d is not None and pk in d:
                return d[pk]
            v = v.newer
        return self.source.live_row(table, pk)

    def table_entries(self, table: str) -> dict[PrimaryKey, Entry]:
        """Every row of ``table`` at this version, in rowid order."""
        rows = self.source.live_table(table)
        first: dict[PrimaryKey, Entry | None] = {}
        v: Version | None = self
        while v is not None:
            d = v.delta.get(table)
            if d:
                for pk, entry in d.items():
                    first.setdefault(pk, entry)
            v = v.newer
        if not first:
            return rows
        for pk, entry in first.items():
            if entry is None:
                rows.pop(pk, None)
            else:
                rows[pk] = entry
        return dict(sorted(rows.items(), key=lambda item: item[1][0]))


def changed_between(before: Version, after: Version) -> dict[str, set[PrimaryKey]] | None:
    """Keys of the rows that may differ between two versions, by table.

    Returns:
        The keys (a superset of the changed rows: a row written back to its old value
        or a rolled-back write is listed too), or None when ``after`` is not a later
        version of the same world than ``before``.
    """
    keys: dict[str, set[PrimaryKey]] = {}
    v: Version | None = before
    while v is not after:
        if v is None:
            return None
        for table, d in v.delta.items():
            if d:
                keys.setdefault(table, set()).update(d)
        v = v.newer
    return keys


class TableView(Mapping[PrimaryKey, RawRow]):
    """The rows of one table at one version: a read-only ``{pk: raw_row}`` mapping.

    Single-row lookups walk the versions; iteration and ``len`` read the whole table
    once and keep it.
    """

    __slots__ = ("_rows", "_table", "_version")

    def __init__(self, version: Version, table: str) -> None:
        self._version = version
        self._table = table
        self._rows: dict[PrimaryKey, RawRow] | None = None

    def _all(self) -> dict[PrimaryKey, RawRow]:
        if self._rows is None:
            entries = self._version.table_entries(self._table)
            self._rows = {pk: raw for pk, (_, raw) in entries.items()}
        return self._rows

    def entry(self, pk: PrimaryKey) -> Entry | None:
        """``(rowid, raw)`` of one row, or None."""
        return self._version.entry(self._table, pk)

    def __getitem__(self, pk: PrimaryKey) -> RawRow:
        if self._rows is not None:
            return self._rows[pk]
        entry = self._version.entry(self._table, pk)
        if entry is None:
            raise KeyError(pk)
        return entry[1]

    def __contains__(self, pk: object) -> bool:
        if self._rows is not None:
            return pk in self._rows
        if not isinstance(pk, (str, int)):
            return False
        return self._version.entry(self._table, pk) is not None

    def __iter__(self) -> Iterator[PrimaryKey]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())

    def __repr__(self) -> str:
        return f"TableView({self._table!r}, {dict(self._all())!r})"
