"""The world of one episode: an in-memory SQLite database plus clock, owner and images.

Tools never write SQL to change the world; they use the typed helpers of `World`
(`World.insert`, `World.update`, `World.delete`, `World.get`, `World.select`...),
which validate and convert values (see `mmtoolbench.sandbox.world.schema`) and give
errors that name the table, column and id. Reads may use `World.query` for joins and
aggregates.

Errors:

- `ToolError` (from `World.get`, `World.update`, `World.delete`) when the id a model
  gave does not exist: the model can read it and correct itself.
- `WorldError` / `WorldIntegrityError` when code misuses the world (unknown column,
  wrong value type, constraint violation). Escaping a tool, that is a bug in the tool:
  tools validate their input and raise a `ToolError` before writing.
- `WorldLoadError` from `load_entities`, listing every problem of the initial data.
"""

from __future__ import annotations

import difflib
import json
import re
import sqlite3
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, TypeVar, cast

from mmtoolbench.core.errors import MMTBError, ToolError
from mmtoolbench.core.images import ImageStore
from mmtoolbench.sandbox.world.clock import FrozenClock
from mmtoolbench.sandbox.world.diff import PrimaryKey, Snapshot, WorldDiff, diff
from mmtoolbench.sandbox.world.schema import Column, ColumnValueError, Table
from mmtoolbench.sandbox.world.sql import in_values
from mmtoolbench.sandbox.world.versions import Entry, TableView, Version

Row = dict[str, Any]
_T = TypeVar("_T")

OWNER_ID = "owner"


class WorldError(MMTBError):
    """Code misused the world API (unknown table or column, wrong value type...)."""


class WorldIntegrityError(WorldError):
    """A write broke a constraint (foreign key, unique, not null)."""


@dataclass(frozen=True)
class LoadProblem:
    """One problem found while loading initial entities.

    Attributes:
        table: Table the data named.
        index: Position of the row in that table's list (None for table-level problems).
        column: Column concerned (None for row- or table-level problems).
        message: What is wrong.
    """

    table: str
    index: int | None
    column: str | None
    message: str

    def __str__(self) -> str:
        where = self.table
        if self.index is not None:
            where += f"[{self.index}]"
        if self.column is not None:
            where += f".{self.column}"
        return f"{where}: {self.message}"


class WorldLoadError(WorldError):
    """Initial entities could not be loaded; nothing was loaded.

    Attributes:
        problems: Every problem found, in data order.
    """

    def __init__(self, problems: Sequence[LoadProblem]) -> None:
        self.problems = tuple(problems)
        lines = "\n".join(f"  - {p}" for p in self.problems)
        n = len(self.problems)
        super().__init__(f"{n} problem{'s' if n != 1 else ''} loading entities:\n{lines}")


@dataclass(frozen=True)
class Owner:
    """The device owner: the person whose phone the agent operates.

    Stored as the single row (id ``"owner"``) of the core ``owner`` table, so that
    changes to it show up in world diffs; `World.owner` reads it back as this class.

    Attributes:
        first_name: Given name.
        last_name: Family name.
        phone: Mobile number in E.164 form (``+14155550100``).
        email: Primary email address.
        birthday: ``YYYY-MM-DD`` or None.
        address: Home address on one line, or None.
        id: Always ``"owner"``.
    """

    first_name: str
    last_name: str
    phone: str
    email: str
    birthday: str | None = None
    address: str | None = None
    id: str = OWNER_ID

    @property
    def name(self) -> str:
        """Full name."""
        return f"{self.first_name} {self.last_name}".strip()

    def to_row(self) -> Row:
        """The owner as a row of the ``owner`` table."""
        return {
            "id": self.id,
            "first_name": self.first_name,
            "last_name": self.last_name,
            "phone": self.phone,
            "email": self.email,
            "birthday": self.birthday,
            "address": self.address,
        }

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> Owner:
        """Build from a row of the ``owner`` table."""
        return cls(
            first_name=row["first_name"],
            last_name=row["last_name"],
            phone=row["phone"],
            email=row["email"],
            birthday=row["birthday"],
            address=row["address"],
            id=row["id"],
        )


OWNER_TABLE = Table(
    name="owner",
    domain="core",
    entity="device owner",
    description="The device owner, the person whose phone this is (a single row, id 'owner').",
    columns=(
        Column("id", "TEXT", primary_key=True, description="Always 'owner'."),
        Column("first_name", "TEXT", not_null=True),
        Column("last_name", "TEXT", not_null=True, default=""),
        Column("phone", "TEXT", not_null=True, description="Mobile number, E.164."),
        Column("email", "TEXT", not_null=True),
        Column("birthday", "DATE"),
        Column("address", "TEXT", description="Home address on one line."),
    ),
)

#: Tables every world has, whatever its domains.
CORE_TABLES: tuple[Table, ...] = (OWNER_TABLE,)

#: What `World.new_id` accepts as a prefix (a table's ``id_prefix`` is checked on declaration).
_ID_PREFIX = re.compile(r"[a-z][a-z0-9]*")
_ORDER_TERM = re.compile(r"^\s*([a-z][a-z0-9_]*)(?:\s+(asc|desc))?\s*$", re.IGNORECASE)


_READ_ACTIONS = frozenset(
    {sqlite3.SQLITE_SELECT, sqlite3.SQLITE_READ, sqlite3.SQLITE_FUNCTION, sqlite3.SQLITE_RECURSIVE}
)


def _read_only(action: int, arg1: str | None, *rest: object) -> int:
    if action in _READ_ACTIONS:
        return sqlite3.SQLITE_OK
    # Table-valued functions (json_each...) register themselves in sqlite_master; real
    # writes to it stay impossible (writable_schema is off and PRAGMA is denied).
    if action == sqlite3.SQLITE_UPDATE and arg1 == "sqlite_master":
        return sqlite3.SQLITE_OK
    # Full-text (FTS5) queries read this pragma to see whether their cache is current.
    if action == sqlite3.SQLITE_PRAGMA and arg1 == "data_version" and (not rest or rest[0] is None):
        return sqlite3.SQLITE_OK
    return sqlite3.SQLITE_DENY


class _Guard:
    """The connection's authorizer: everything is allowed except while `World.query`
    runs (``reading``), when only reads are. Installed once: setting an authorizer
    expires every prepared statement, so toggling it per query re-prepared the
    statement cache on every call (~0.8 ms each)."""

    __slots__ = ("reading",)

    def __init__(self) -> None:
        self.reading = False

    def authorize(self, action: int, arg1: str | None, *rest: object) -> int:
        return _read_only(action, arg1, *rest) if self.reading else sqlite3.SQLITE_OK


#: First keyword of a statement `World.query` runs. Statements are authorized when
#: prepared, and a cached one is not prepared again: so `query` also refuses any text
#: the write helpers could have prepared (they never start with these).
_QUERY_START = re.compile(
    r"\s*(?:--[^\n]*\n\s*|/\*.*?\*/\s*)*(?:SELECT|WITH|VALUES)\b", re.I | re.S
)


#: Every full-text index table is named ``<table>__search`` (`Table.search_table`).
_SEARCH_TABLE_SUFFIX = "__search"


def _q(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


@dataclass(frozen=True)
class _ForeignKey:
    table: str
    column: str
    parent: str
    parent_column: str


@dataclass(frozen=True)
class _Tracked:
    """What the change-tracking triggers of one table need to know."""

    ncols: int
    pk_index: int
    prefix: str | None
    id_number: re.Pattern[str] | None
    #: Positions of the full-text indexed columns (None: the table has no index).
    search: tuple[int, ...] | None
    #: Whether the primary key is the rowid (an INTEGER key).
    rowid_pk: bool


_TOUCH_FUNCTION = "mmtb_touch"


class _Statements:
    """The SQL text of one table's single-row statements, built once per world (and,
    for inserts and updates, once per set of columns): tools run them on every call."""

    __slots__ = ("by_pk", "defaults", "delete", "exists", "insert", "update")

    def __init__(self, table: Table) -> None:
        name, pk = _q(table.name), _q(table.pk.name)
        self.by_pk = f"SELECT {table.select_list} FROM {name} WHERE {pk} = ?"
        self.exists = f"SELECT 1 FROM {name} WHERE {pk} = ?"
        self.delete = f"DELETE FROM {name} WHERE {pk} = ?"
        self.insert: dict[tuple[str, ...], str] = {}
        self.update: dict[tuple[str, ...], str] = {}
        #: Stored value of each column with a DEFAULT (read from SQLite on first use).
        self.defaults: dict[str, Any] | None = None

    def insert_sql(self, table: Table, cols: tuple[str, ...]) -> str:
        sql = self.insert.get(cols)
        if sql is None:
            sql = self.insert[cols] = (
                f"INSERT INTO {_q(table.name)} ({', '.join(_q(c) for c in cols)}) "
                f"VALUES ({', '.join('?' for _ in cols)})"
            )
        return sql

    def update_sql(self, table: Table, cols: tuple[str, ...]) -> str:
        sql = self.update.get(cols)
        if sql is None:
            sets = ", ".join(f"{_q(c)} = ?" for c in cols)
            sql = self.update[cols] = (
                f"UPDATE {_q(table.name)} SET {sets} WHERE {_q(table.pk.name)} = ?"
            )
        return sql


class _Discard(dict[Any, Any]):
    """A delta that keeps nothing (before any snapshot holds the head version)."""

    def __setitem__(self, key: Any, value: Any) -> None:
        pass


_DISCARD = _Discard()
_ABSENT = object()  # no value (in the undo log of id counters)
_INSERTED, _UPDATED, _DELETED = 0, 1, 2


def _trigger_ddl(table: Table) -> list[str]:
    """Temp triggers reporting every row an UPDATE or DELETE touches (cascades
    included). Inserts have no trigger: every INSERT the world runs reports its rows
    itself (`World._note_inserted`), which spares each insert SQLite's trigger program
    and a call back into Python, the largest part of a cold insert's cost."""
    q = _q(table.name)
    name = table.name.replace('"', "")
    lit = "'" + table.name.replace("'", "''") + "'"
    old = ", ".join(f"OLD.{_q(c)}" for c in table.column_names)
    pk = _q(table.pk.name)
    call = f"SELECT {_TOUCH_FUNCTION}({lit}"
    return [
        f'CREATE TEMP TRIGGER "mmtb_upd_{name}" AFTER UPDATE ON main.{q} '
        f"BEGIN {call}, {_UPDATED}, OLD.rowid, {old}, NEW.{pk}); END",
        f'CREATE TEMP TRIGGER "mmtb_del_{name}" AFTER DELETE ON main.{q} '
        f"BEGIN {call}, {_DELETED}, OLD.rowid, {old}); END",
    ]


class World:
    """The state of one episode.

    Holds one in-memory SQLite database with every table of the world's domains (plus
    the core ``owner`` table), the frozen clock, the image store and the device owner.
    Not thread-safe: one tool call at a time.

    Args:
        tables: Tables of the world's domains, in domain order.
        clock: The episode's frozen clock (its timezone is the device's).
        owner: The device owner.
        images: The episode's image store (a new empty one by default).

    Raises:
        WorldError: If the tables are inconsistent (duplicate names or id prefixes,
            a foreign key to a table or column that is not in the world or not unique).
    """

    def __init__(
        self,
        tables: Iterable[Table],
        *,
        clock: FrozenClock,
        owner: Owner,
        images: ImageStore | None = None,
    ) -> None:
        self.clock = clock
        self.images = images if images is not None else ImageStore()
        by_name: dict[str, Table] = {}
        for t in (*CORE_TABLES, *tables):
            if t.name in by_name:
                if by_name[t.name] is t or by_name[t.name] == t:
                    continue
                raise WorldError(f"two different tables are called {t.name!r}")
            by_name[t.name] = t
        self._tables = by_name
        self._prefixes: dict[str, Table] = {}
        for t in by_name.values():
            if t.id_prefix is None:
                continue
            other = self._prefixes.get(t.id_prefix)
            if other is not None:
                raise WorldError(
                    f"tables {other.name!r} and {t.name!r} both use id prefix {t.id_prefix!r}"
                )
            self._prefixes[t.id_prefix] = t
        self._fks: dict[str, list[_ForeignKey]] = {name: [] for name in by_name}
        self._referrers: dict[str, list[_ForeignKey]] = {name: [] for name in by_name}
        for t in by_name.values():
            for col in t.foreign_keys():
                self._check_reference(t, col)
                fk = _ForeignKey(t.name, col.name, col.ref_table or "", col.ref_column or "")
                self._fks[t.name].append(fk)
                self._referrers[fk.parent].append(fk)
        self._counters: dict[str, int] = {}
        #: Undo log of `_counters` and `_floors`: (which, prefix, old value or _ABSENT).
        self._id_undo: list[tuple[dict[str, Any], str, Any]] = []
        self._depth = 0
        #: Rows read back into Python by `get`, `select` and `query` (a cost counter:
        #: tests check that tools read O(result) rows, not whole tables).
        self.rows_read = 0
        self._conn = sqlite3.connect(
            ":memory:", isolation_level=None, check_same_thread=False, cached_statements=1024
        )
        self._conn.execute("PRAGMA foreign_keys = ON")
        self._guard = _Guard()
        self._conn.set_authorizer(self._guard.authorize)
        # Change tracking: every touched row is reported to `_touch` (by triggers for
        # updates and deletes, cascades included; by the code that runs each INSERT,
        # `_note_inserted`), which keeps the rows' values as of the last snapshot in
        # `_head`.
        self._head = Version(self)
        # Whether a snapshot holds `_head`: until one does, nobody can read its before
        # images, so they are not kept (loading or seeding a big world costs nothing).
        self._head_shared = False
        self._touches: list[tuple[str, PrimaryKey]] = []
        # Highest number of the ``<prefix>_<n>`` ids in each prefixed table (None:
        # unknown, read from the table on next use); kept up to date by `_touch`.
        self._floors: dict[str, int | None] = {}
        self._tracked: dict[str, _Tracked] = {}
        # Writes per table (never decreases; a rollback counts as a write), and values
        # derived from tables, valid while those counts do not change (`derived`).
        self._writes: dict[str, int] = {}
        self._derived: dict[str, tuple[tuple[int, ...], Any]] = {}
        # Full-text indexes are brought up to date lazily, just before a query that may
        # read them (`flush_search_indexes`): a write pays only for noting the row. Per
        # table, rowid -> the indexed column values the index holds for that row (None:
        # the index has no entry for it), for every row written since the last flush.
        self._search_dirty: dict[str, dict[int, tuple[Any, ...] | None]] = {}
        self._frames: list[_Transaction] = []  # open transactions, outermost first
        self._conn.create_function(_TOUCH_FUNCTION, -1, self._touch)
        self._statements: dict[str, _Statements] = {}
        # ORDER BY clauses by (table, terms): parsed and checked once.
        self._order_clauses: dict[tuple[str, tuple[str, ...]], str] = {}
        for t in by_name.values():
            self._statements[t.name] = _Statements(t)
            self._conn.execute(t.ddl())
            for key in t.key_indexes:
                self._conn.create_function(
                    key.sql_function(t.name), len(key.columns), key.fn, deterministic=True
                )
            for statement in (*t.index_ddl(), *t.search_ddl()):
                self._conn.execute(statement)
            for trigger in _trigger_ddl(t):
                self._conn.execute(trigger)
            number = None
            if t.id_prefix is not None:
                number = re.compile(rf"{re.escape(t.id_prefix)}_([0-9]+)")
                self._floors[t.id_prefix] = 0
            search = (
                tuple(t.column_names.index(c) for c in t.search_columns)
                if t.search_columns
                else None
            )
            self._tracked[t.name] = _Tracked(
                len(t.columns), t.pk_index, t.id_prefix, number, search, t.pk.type == "INTEGER"
            )
        # SQLite's fkid (in foreign_key_check) -> our foreign key, per table.
        self._fk_ids: dict[str, dict[int, _ForeignKey]] = {}
        for t in by_name.values():
            ids: dict[int, _ForeignKey] = {}
            for fk_row in self._conn.execute(f"PRAGMA foreign_key_list({_q(t.name)})"):
                fk_id, from_col = fk_row[0], fk_row[3]
                ids[fk_id] = next(f for f in self._fks[t.name] if f.column == from_col)
            self._fk_ids[t.name] = ids
        self.insert("owner", owner.to_row())

    # ------------------------------------------------------------------ change tracking

    def _touch(self, table: str, kind: int, rowid: int, *values: Any) -> None:
        """Called for every row a statement touches: by the triggers with the old values
        (and new key) of an updated or deleted row, and with the key of an inserted row."""
        tracked = self._tracked[table]
        self._writes[table] = self._writes.get(table, 0) + 1
        if tracked.search is not None:
            # The first write since the last flush tells what the index holds.
            dirty = self._search_dirty.get(table)
            if dirty is None:
                dirty = self._search_dirty[table] = {}
            if rowid not in dirty:
                dirty[rowid] = (
                    None if kind == _INSERTED else tuple(values[i] for i in tracked.search)
                )
            if kind == _UPDATED and tracked.rowid_pk:  # a changed INTEGER key moves the rowid
                new_rowid = values[tracked.ncols]
                if new_rowid not in dirty:
                    dirty[new_rowid] = None
        delta = self._head.delta.get(table) if self._head_shared else _DISCARD
        if delta is None:
            delta = self._head.delta[table] = {}
        if kind == _INSERTED:
            pk = values[0]
            if pk not in delta:
                delta[pk] = None
            self._touches.append((table, pk))
            if tracked.prefix is not None:
                self._id_added(tracked, pk)
            return
        raw = values[: tracked.ncols]
        pk = raw[tracked.pk_index]
        if pk not in delta:
            delta[pk] = (rowid, raw)
        self._touches.append((table, pk))
        new_pk = values[tracked.ncols] if kind == _UPDATED else pk
        if (kind == _DELETED or new_pk != pk) and tracked.prefix is not None:
            self._id_removed(tracked, pk)
        if new_pk != pk:
            if new_pk not in delta:
                delta[new_pk] = None
            self._touches.append((table, new_pk))
            if tracked.prefix is not None:
                self._id_added(tracked, new_pk)

    def _note_inserted(self, table: str, after_rowid: int | None) -> None:
        """Report the rows of ``table`` whose rowid exceeds ``after_rowid`` (every row
        for None) as inserted: after a bulk INSERT, since SQLite gives a new row a rowid
        above every existing one unless it is given its INTEGER key."""
        pk = _q(self._tables[table].pk.name)
        where, params = ("", ()) if after_rowid is None else (" WHERE rowid > ?", (after_rowid,))
        for rowid, key in self._conn.execute(
            f"SELECT rowid, {pk} FROM {_q(table)}{where} ORDER BY rowid", params
        ):
            self._touch(table, _INSERTED, rowid, key)

    def _max_rowid(self, table: str) -> int:
        """The largest rowid of ``table`` (0 when it is empty)."""
        (found,) = self._conn.execute(f"SELECT COALESCE(MAX(rowid), 0) FROM {_q(table)}").fetchone()
        return int(found)

    def _id_number(self, tracked: _Tracked, pk: Any) -> int | None:
        if not isinstance(pk, str) or tracked.id_number is None:
            return None
        match = tracked.id_number.match(pk)
        return None if match is None else int(match.group(1))

    def _id_added(self, tracked: _Tracked, pk: Any) -> None:
        assert tracked.prefix is not None
        floor = self._floors.get(tracked.prefix)
        n = self._id_number(tracked, pk)
        if floor is not None and n is not None and n > floor:
            self._set_id_state(self._floors, tracked.prefix, n)

    def _id_removed(self, tracked: _Tracked, pk: Any) -> None:
        assert tracked.prefix is not None
        floor = self._floors.get(tracked.prefix)
        n = self._id_number(tracked, pk)
        # The floor only matters while it exceeds the counter; forget it (read it
        # again on next use) when the row holding it goes.
        if floor is not None and n == floor and n > self._counters.get(tracked.prefix, 0):
            self._set_id_state(self._floors, tracked.prefix, None)

    def _set_id_state(self, state: dict[str, Any], prefix: str, value: Any) -> None:
        """Set (or, with ``_ABSENT``, remove) a counter or floor of `new_id`, noting the
        old value in the undo log (rolled back with a transaction or a failed write)."""
        self._id_undo.append((state, prefix, state.get(prefix, _ABSENT)))
        if value is _ABSENT:
            state.pop(prefix, None)
        else:
            state[prefix] = value

    def _undo_ids(self, mark: int) -> None:
        """Put the counters and floors back as they were at undo-log position ``mark``."""
        undo = self._id_undo
        while len(undo) > mark:
            state, prefix, old = undo.pop()
            if old is _ABSENT:
                state.pop(prefix, None)
            else:
                state[prefix] = old

    def _execute(self, sql: str, params: Sequence[Any]) -> sqlite3.Cursor:
        """Run one write statement; if it fails, SQLite undoes it, and so do we."""
        mark, id_mark = len(self._touches), len(self._id_undo)
        try:
            cur = self._conn.execute(sql, params)
        except sqlite3.Error:
            del self._touches[mark:]
            self._undo_ids(id_mark)
            raise
        if not self._depth:  # outside a transaction nothing can undo it
            self._id_undo.clear()
        return cur

    def flush_search_indexes(self) -> None:
        """Bring every full-text index up to date with its table.

        Writes only note which rows changed; the queries that read a full-text index
        (`select`/`count` with ``contains``, `matching`, `query` on a ``*__search``
        table) call this first, so they always see every write. Loading and seeding
        call it at the end, so an episode starts with compact, current indexes.
        """
        if not self._search_dirty:
            return
        self._keep_search_state()
        # All of it or nothing: a failure leaves the indexes and the record as they were.
        self._conn.execute("SAVEPOINT mmtb_search_flush")
        try:
            for table, rows in self._search_dirty.items():
                if rows:
                    self._sync_search_rows(self._tables[table], rows)
        except BaseException:
            self._conn.execute("ROLLBACK TO mmtb_search_flush")
            self._conn.execute("RELEASE mmtb_search_flush")
            raise
        self._conn.execute("RELEASE mmtb_search_flush")
        self._search_dirty = {}

    def _sync_search_rows(self, schema: Table, rows: Mapping[int, tuple[Any, ...] | None]) -> None:
        fts, t = _q(schema.search_table), _q(schema.name)
        cols = ", ".join(_q(c) for c in schema.search_columns)
        olds = [(rowid, *old) for rowid, old in rows.items() if old is not None]
        if olds:
            marks = ", ".join("?" for _ in schema.search_columns)
            self._conn.executemany(
                f"INSERT INTO {fts}({fts}, rowid, {cols}) VALUES ('delete', ?, {marks})", olds
            )
        if len(rows) == 1:
            where, params = "rowid = ?", [next(iter(rows))]
        else:
            where, params = "rowid IN (SELECT value FROM json_each(?))", [json.dumps(list(rows))]
        self._conn.execute(
            f"INSERT INTO {fts}(rowid, {cols}) SELECT rowid, {cols} FROM {t} WHERE {where}",
            params,
        )

    def rebuild_search_index(self, table: str) -> None:
        """Rebuild ``table``'s full-text index from its rows (after a bulk load that
        bypassed the write helpers), then merge its segments."""
        schema = self.table(table)
        if not schema.search_columns:
            return
        self._keep_search_state()
        fts = _q(schema.search_table)
        self._conn.execute(f"INSERT INTO {fts}({fts}) VALUES ('rebuild')")
        self._search_dirty.pop(table, None)
        self._conn.execute(f"INSERT INTO {fts}({fts}) VALUES ('optimize')")

    def _keep_search_state(self) -> None:
        """Before the index is written: each open transaction that has not yet kept
        the record of unindexed rows keeps it, to put back if it rolls back (the
        index writes are undone with it)."""
        for frame in self._frames:
            if frame.search_dirty is None:
                frame.search_dirty = {t: dict(rows) for t, rows in self._search_dirty.items()}

    def derived(self, key: str, tables: Sequence[str], build: Callable[[], _T]) -> _T:
        """A value computed from ``tables`` (e.g. a search index), built with ``build``
        and reused until one of the tables is written (or a write to it is rolled back).

        Args:
            key: Name of the value (unique per kind of value).
            tables: Tables the value is computed from.
            build: Computes it; must read only ``tables``.
        """
        stamp = self.write_stamp(tables)
        hit = self._derived.get(key)
        if hit is not None and hit[0] == stamp:
            return cast(_T, hit[1])
        value = build()
        self._derived[key] = (stamp, value)
        return value

    def write_stamp(self, tables: Sequence[str]) -> tuple[int, ...]:
        """How many writes each of ``tables`` has had so far (for `keep_derived`)."""
        return tuple(self._writes.get(t, 0) for t in tables)

    def keep_derived(self, key: str, tables: Sequence[str], since: tuple[int, ...]) -> None:
        """Declare that the writes to ``tables`` since ``since`` (a `write_stamp`) left the
        value `derived` keeps under ``key`` unchanged, so it stays valid (e.g. a tool
        inserted a row the value ignores). Nothing happens unless the value was valid
        at ``since``; a rollback still discards it.

        Args:
            key: The value's name, as given to `derived`.
            tables: The tables it is computed from, as given to `derived`.
            since: `write_stamp` of ``tables`` taken when the value was known valid.
        """
        hit = self._derived.get(key)
        if hit is not None and hit[0] == since:
            self._derived[key] = (self.write_stamp(tables), hit[1])

    def touch_mark(self) -> int:
        """A position in the log of touched rows (see `touched_since`)."""
        return len(self._touches)

    def touched_since(self, mark: int) -> list[tuple[str, PrimaryKey]]:
        """``(table, primary key)`` of every row written since ``mark``, cascades
        included, in write order (a row appears once per write). Rolled-back writes
        are not listed."""
        return list(self._touches[mark:])

    def live_row(self, table: str, pk: PrimaryKey) -> Entry | None:
        """The current ``(rowid, raw row)`` of one row (for snapshots), or None."""
        schema = self._tables[table]
        cols = schema.select_list
        found = self._conn.execute(
            f"SELECT rowid, {cols} FROM {_q(table)} WHERE {_q(schema.pk.name)} = ?", (pk,)
        ).fetchone()
        return None if found is None else (found[0], tuple(found[1:]))

    def live_table(self, table: str) -> dict[PrimaryKey, Entry]:
        """Every current row of ``table`` as ``{pk: (rowid, raw row)}``, in rowid order."""
        schema = self._tables[table]
        cols = schema.select_list
        i = schema.pk_index + 1
        cur = self._conn.execute(f"SELECT rowid, {cols} FROM {_q(table)} ORDER BY rowid")
        return {r[i]: (r[0], tuple(r[1:])) for r in cur}

    def _before_rollback(self, mark: int) -> None:
        """Keep snapshots right when a rollback undoes writes made before one of them.

        A row touched since ``mark`` but not since the last snapshot was snapshotted
        with its uncommitted value: record that value before SQLite reverts it.
        """
        delta = self._head.delta
        for table in {table for table, _ in self._touches[mark:]}:
            self._writes[table] = self._writes.get(table, 0) + 1  # rows change back
        for table, pk in self._touches[mark:] if self._head_shared else ():
            d = delta.get(table)
            if d is None:
                d = delta[table] = {}
            if pk not in d:
                d[pk] = self.live_row(table, pk)
        del self._touches[mark:]

    def _check_reference(self, table: Table, col: Column) -> None:
        parent = self._tables.get(col.ref_table or "")
        where = f"{table.name}.{col.name} references {col.references}"
        if parent is None:
            raise WorldError(
                f"{where}, but table {col.ref_table!r} is not in this world "
                "(is its domain included?)"
            )
        if not parent.has_column(col.ref_column or ""):
            raise WorldError(f"{where}, but {col.ref_table!r} has no such column")
        target = parent.column(col.ref_column or "")
        unique_groups = {g for g in parent.unique_together if len(g) == 1}
        if not (target.primary_key or target.unique or (target.name,) in unique_groups):
            raise WorldError(f"{where}, which is neither a primary key nor unique")

    # ------------------------------------------------------------------ schema

    @property
    def tables(self) -> Mapping[str, Table]:
        """Every table of the world, by name, in creation order (read-only)."""
        return MappingProxyType(self._tables)

    @property
    def domains(self) -> list[str]:
        """Domains present, in order (``core`` first)."""
        return list(dict.fromkeys(t.domain for t in self._tables.values()))

    def has_table(self, name: str) -> bool:
        """Whether the world has a table called ``name`` (its domain is loaded)."""
        return name in self._tables

    def table(self, name: str) -> Table:
        """The table called ``name``.

        Raises:
            WorldError: If there is none.
        """
        try:
            return self._tables[name]
        except KeyError:
            close = difflib.get_close_matches(name, self._tables, n=3)
            hint = f"; did you mean {', '.join(close)}?" if close else ""
            raise WorldError(f"the world has no table {name!r}{hint}") from None

    def ddl(self) -> str:
        """The ``CREATE TABLE`` statements of the world."""
        return ";\n\n".join(t.ddl() for t in self._tables.values()) + ";"

    def describe(self) -> str:
        """Human/LLM-readable description of every table."""
        return "\n\n".join(t.describe() for t in self._tables.values())

    def references_to(self, table: str) -> list[tuple[str, str]]:
        """Columns that reference ``table``, as ``(child_table, column)`` pairs.

        Lets a tool re-point references generically, e.g. when merging two rows.
        """
        self.table(table)
        return [(fk.table, fk.column) for fk in self._referrers[table]]

    @property
    def owner(self) -> Owner:
        """The device owner, as currently stored."""
        return Owner.from_row(self.get("owner", OWNER_ID))

    # ------------------------------------------------------------------ ids

    def new_id(self, prefix: str) -> str:
        """A fresh id ``<prefix>_<n>`` with at least 4 digits (``msg_0042``).

        Numbering is per prefix and deterministic given the same sequence of calls.
        When a table declares ``id_prefix=prefix``, the number also exceeds every id of
        that form already in the table (e.g. loaded by a scenario), so ids never clash
        and are never reused after a delete.

        Args:
            prefix: Lowercase alphanumeric prefix, usually a table's ``id_prefix``.
        """
        table = self._prefixes.get(prefix)
        if table is None and _ID_PREFIX.fullmatch(prefix) is None:
            raise WorldError(f"id prefix must be lowercase alphanumerics, got {prefix!r}")
        floor = self._floors.get(prefix, 0)
        if floor is None and table is not None:
            pk = _q(table.pk.name)
            start = len(prefix) + 2
            (floor,) = self._conn.execute(
                f"SELECT COALESCE(MAX(CAST(substr({pk}, {start}) AS INTEGER)), 0) "
                f"FROM {_q(table.name)} WHERE {pk} GLOB ?",
                (f"{prefix}_[0-9]*",),
            ).fetchone()
            self._set_id_state(self._floors, prefix, int(floor))
        n = max(self._counters.get(prefix, 0), int(floor or 0)) + 1
        self._set_id_state(self._counters, prefix, n)
        return f"{prefix}_{n:04d}"

    # ------------------------------------------------------------------ reads

    def get(self, table: str, pk: PrimaryKey) -> Row:
        """The row of ``table`` whose primary key is ``pk``.

        Raises:
            ToolError: ``no <entity> with id <pk>`` (plus the table's lookup hint).
        """
        row = self.get_or_none(table, pk)
        if row is None:
            schema = self._tables[table]
            hint = f" ({schema.lookup_hint})" if schema.lookup_hint else ""
            raise ToolError(f"no {schema.entity} with id {pk!r}{hint}")
        return row

    def get_or_none(self, table: str, pk: PrimaryKey) -> Row | None:
        """The row whose primary key is ``pk``, or None."""
        schema = self.table(table)
        raw = self._conn.execute(self._statements[table].by_pk, (pk,)).fetchone()
        if raw is None:
            return None
        self.rows_read += 1
        return self._decode(schema, raw)

    def exists(self, table: str, pk: PrimaryKey) -> bool:
        """Whether ``table`` has a row with primary key ``pk``."""
        self.table(table)
        return self._conn.execute(self._statements[table].exists, (pk,)).fetchone() is not None

    def select(
        self,
        table: str,
        where: Mapping[str, Any] | None = None,
        *,
        order_by: str | Sequence[str] | None = None,
        limit: int | None = None,
        offset: int = 0,
        contains: Sequence[str] | None = None,
    ) -> list[Row]:
        """Rows of ``table`` matching equality filters.

        Args:
            table: Table name.
            where: ``{column: value}``, all must hold. None matches NULL; a list,
                tuple or set (on a non-JSON column) matches any of its values.
            order_by: ``"sent_at DESC"`` or a list of such terms; insertion order by
                default, and always as the final tie-breaker.
            limit: Maximum number of rows.
            offset: Rows to skip.
            contains: Words that must each occur (case-insensitive, as a substring) in
                at least one of the table's ``search_columns``, found with its
                full-text index. Words shorter than 3 characters do not narrow the
                search, so callers keep their own exact test and use this to narrow
                the candidates.

        Returns:
            Decoded rows.
        """
        schema = self.table(table)
        clause, params = self._where(schema, where)
        clause, params = self._contains(schema, clause, params, contains)
        sql = f"SELECT {schema.select_list} FROM {_q(table)}{clause}"
        sql += self._order_by(schema, order_by)
        if limit is not None or offset:
            sql += " LIMIT ? OFFSET ?"
            params += [-1 if limit is None else limit, offset]
        rows = [self._decode(schema, r) for r in self._conn.execute(sql, params)]
        self.rows_read += len(rows)
        return rows

    def count(
        self,
        table: str,
        where: Mapping[str, Any] | None = None,
        *,
        contains: Sequence[str] | None = None,
    ) -> int:
        """Number of rows of ``table`` matching ``where`` and ``contains`` (see `select`)."""
        schema = self.table(table)
        clause, params = self._where(schema, where)
        clause, params = self._contains(schema, clause, params, contains)
        (n,) = self._conn.execute(f"SELECT COUNT(*) FROM {_q(table)}{clause}", params).fetchone()
        return int(n)

    def scan(
        self,
        table: str,
        where: Mapping[str, Any] | None = None,
        *,
        order_by: str | Sequence[str] | None = None,
        contains: Sequence[str] | None = None,
        batch: int = 16,
    ) -> Iterator[Row]:
        """The rows `select` would return, read a batch at a time as the caller
        iterates: a tool that stops after ``limit`` matches reads only what it needs.
        Do not write to ``table`` while iterating."""
        offset = 0
        while True:
            rows = self.select(
                table, where, order_by=order_by, limit=batch, offset=offset, contains=contains
            )
            yield from rows
            if len(rows) < batch:
                return
            offset += batch
            batch = min(batch * 2, 1024)

    def select_by_key(
        self,
        table: str,
        key: str,
        value: Any,
        where: Mapping[str, Any] | None = None,
        *,
        order_by: str | Sequence[str] | None = None,
        limit: int | None = None,
    ) -> list[Row]:
        """Rows whose `KeyIndex` ``key`` equals ``value`` (and matching ``where``),
        found with the key's index.

        Raises:
            WorldError: If the table declares no such key.
        """
        schema = self.table(table)
        found = next((k for k in schema.key_indexes if k.name == key), None)
        if found is None:
            raise WorldError(f"table {table!r} has no key index {key!r}")
        clause, params = self._where(schema, where)
        term = found.sql_term(table, "{key} = ?")
        clause = f"{clause} AND {term}" if clause else f" WHERE {term}"
        sql = f"SELECT {schema.select_list} FROM {_q(table)}{clause}"
        sql += self._order_by(schema, order_by)
        all_params = [*params, value]
        if limit is not None:
            sql += " LIMIT ?"
            all_params.append(limit)
        rows = [self._decode(schema, r) for r in self._conn.execute(sql, all_params)]
        self.rows_read += len(rows)
        return rows

    def select_by_key_containing(
        self,
        table: str,
        key: str,
        text: str,
        where: Mapping[str, Any] | None = None,
        *,
        order_by: str | Sequence[str] | None = None,
        limit: int | None = None,
        narrow: bool = False,
    ) -> list[Row]:
        """Rows whose `KeyIndex` ``key`` contains ``text`` (a substring of the computed
        key, so the key's own folding applies: pass ``text`` folded the same way), and
        matching ``where``. The test runs in the database: only matching rows are read
        back. With ``narrow`` (for keys that only lower-case search columns, as the
        full-text index does) and 3 or more characters, the full-text index narrows
        the candidates first.

        Raises:
            WorldError: If the table declares no such key.
        """
        schema = self.table(table)
        found = next((k for k in schema.key_indexes if k.name == key), None)
        if found is None:
            raise WorldError(f"table {table!r} has no key index {key!r}")
        clause, params = self._where(schema, where)
        if narrow and len(text) >= 3:
            clause, params = self._contains(schema, clause, params, [text])
        term = found.sql_term(table, "instr({key}, ?) > 0")
        clause = f"{clause} AND {term}" if clause else f" WHERE {term}"
        sql = f"SELECT {schema.select_list} FROM {_q(table)}{clause}"
        sql += self._order_by(schema, order_by)
        all_params = [*params, text]
        if limit is not None:
            sql += " LIMIT ?"
            all_params.append(limit)
        rows = [self._decode(schema, r) for r in self._conn.execute(sql, all_params)]
        self.rows_read += len(rows)
        return rows

    def _contains(
        self, schema: Table, clause: str, params: list[Any], words: Sequence[str] | None
    ) -> tuple[str, list[Any]]:
        usable = [w for w in words or () if len(w) >= 3]
        if not usable:
            return clause, params
        if not schema.search_columns:
            raise WorldError(f"table {schema.name!r} has no search_columns to search")
        self.flush_search_indexes()
        fts = _q(schema.search_table)
        match = " AND ".join('"' + w.replace('"', '""') + '"' for w in usable)
        term = f"rowid IN (SELECT rowid FROM {fts} WHERE {fts} MATCH ?)"
        clause = f"{clause} AND {term}" if clause else f" WHERE {term}"
        return clause, [*params, match]

    def matching(self, table: str, word: str, column: str | None = None) -> set[Any]:
        """Values of ``column`` (the primary key by default) of the rows of ``table``
        whose ``search_columns`` contain ``word`` (case-insensitive substring), found
        with the full-text index.

        Raises:
            WorldError: If ``word`` is shorter than 3 characters (the index cannot
                narrow on it) or the table has no search columns.
        """
        schema = self.table(table)
        if len(word) < 3:
            raise WorldError(f"full-text search needs at least 3 characters, got {word!r}")
        if not schema.search_columns:
            raise WorldError(f"table {table!r} has no search_columns to search")
        col = _q(column or schema.pk.name)
        fts = _q(schema.search_table)
        self.flush_search_indexes()
        rows = self._conn.execute(
            f"SELECT {col} FROM {_q(table)} WHERE rowid IN "
            f"(SELECT rowid FROM {fts} WHERE {fts} MATCH ?)",
            ('"' + word.replace('"', '""') + '"',),
        ).fetchall()
        self.rows_read += len(rows)
        return {r[0] for r in rows}

    def max_value(self, table: str, column: str, where: Mapping[str, Any] | None = None) -> Any:
        """The largest ``column`` value among rows matching ``where`` (see `select`),
        decoded, or None when no row matches. Runs in the database (use an index on
        the filter and column for large tables)."""
        schema = self.table(table)
        if not schema.has_column(column):
            raise WorldError(f"table {table!r} has no column {column!r}")
        clause, params = self._where(schema, where)
        (value,) = self._conn.execute(
            f"SELECT MAX({_q(column)}) FROM {_q(table)}{clause}", params
        ).fetchone()
        return schema.column(column).decode(value)

    def exists_where(self, table: str, where: Mapping[str, Any] | None = None) -> bool:
        """Whether any row of ``table`` matches ``where`` (see `select`)."""
        schema = self.table(table)
        clause, params = self._where(schema, where)
        found = self._conn.execute(f"SELECT 1 FROM {_q(table)}{clause} LIMIT 1", params)
        return found.fetchone() is not None

    def query(
        self, sql: str, params: Sequence[Any] | Mapping[str, Any] = (), *, table: str | None = None
    ) -> list[Row]:
        """Run a read-only SQL query and return rows as dicts.

        Values come back as stored (BOOLEAN as 0/1, JSON as text) unless ``table`` is
        given: then result columns named like a column of that table are decoded.
        Pass dates and datetimes as ISO text.

        Args:
            sql: A SELECT statement with ``?`` or ``:name`` placeholders.
            params: Placeholder values.
            table: Table whose column types decode the result.

        Raises:
            WorldError: If the statement is not a read-only query.
        """
        schema = self.table(table) if table is not None else None
        if _QUERY_START.match(sql) is None:
            raise WorldError("query() is read-only; use insert/update/delete to change the world")
        if self._search_dirty and _SEARCH_TABLE_SUFFIX in sql:
            self.flush_search_indexes()
        self._guard.reading = True
        try:
            cur = self._conn.execute(sql, params)
            if cur.description is None:
                raise WorldError("query() is for SELECT statements; use the write helpers")
            raw_rows = cur.fetchall()
        except sqlite3.DatabaseError as exc:
            if "not authorized" in str(exc):
                raise WorldError(
                    "query() is read-only; use insert/update/delete to change the world"
                ) from None
            raise WorldError(f"query failed: {exc}") from None
        finally:
            self._guard.reading = False
        self.rows_read += len(raw_rows)
        names = [d[0] for d in cur.description]
        decoders = (
            [(n, convert) for n, convert in schema.decoders if n in names]
            if schema is not None
            else []
        )
        rows = []
        for raw in raw_rows:
            row = dict(zip(names, raw, strict=True))
            for name, convert in decoders:
                value = row[name]
                if value is not None:
                    row[name] = convert(value)
            rows.append(row)
        return rows

    # ------------------------------------------------------------------ writes

    def insert(self, table: str, row: Mapping[str, Any]) -> Row:
        """Insert a row and return it as stored (with defaults and generated id).

        A missing primary key is generated with `new_id` when the table declares an
        ``id_prefix`` (INTEGER keys are assigned by SQLite).

        Raises:
            WorldError: Unknown column or a value of the wrong type.
            WorldIntegrityError: A constraint failed (the message names it).
        """
        schema = self.table(table)
        values = dict(row)
        pk = schema.pk.name
        id_mark = len(self._id_undo)
        if values.get(pk) is None and schema.id_prefix is not None:
            values[pk] = self.new_id(schema.id_prefix)
        statements = self._statements[table]
        try:
            encoded = self._encode(schema, values)
            sql = statements.insert_sql(schema, tuple(encoded))
            try:
                cur = self._execute(sql, list(encoded.values()))
            except sqlite3.IntegrityError as exc:
                raise WorldIntegrityError(self._explain(schema, encoded, exc)) from None
        except WorldError:
            self._undo_ids(id_mark)  # a failed insert uses no id
            raise
        # The row as stored, without reading it back: the given values as encoded
        # (SQLite stores them unchanged: STRICT types, or the affinity of the
        # encoded type), the DDL default of the other columns, the rowid of an
        # INTEGER key it assigned. No trigger or cascade changes an inserted row.
        defaults = statements.defaults
        if defaults is None:
            defaults = statements.defaults = self._stored_defaults(schema)
        raw = [
            encoded[name] if name in encoded else defaults.get(name) for name in schema.column_names
        ]
        rowid = cur.lastrowid
        assert rowid is not None
        if raw[schema.pk_index] is None:
            raw[schema.pk_index] = rowid
        self._touch(table, _INSERTED, rowid, raw[schema.pk_index])
        if not self._depth:  # as `_execute`: outside a transaction nothing can undo it
            self._id_undo.clear()
        return self._decode(schema, raw)

    def _stored_defaults(self, schema: Table) -> dict[str, Any]:
        """What SQLite stores for each column with a DEFAULT when an insert omits it:
        the DDL's default literal, evaluated by SQLite."""
        cols = [c for c in schema.columns if c.default is not None]
        if not cols:
            return {}
        values = self._conn.execute("SELECT " + ", ".join(c.default_sql() for c in cols)).fetchone()
        return {c.name: v for c, v in zip(cols, values, strict=True)}

    def update(self, table: str, pk: PrimaryKey, changes: Mapping[str, Any]) -> Row:
        """Change some columns of one row and return the updated row.

        Raises:
            ToolError: If there is no such row.
            WorldError: Unknown column, wrong value type, or an attempt to change the
                primary key.
            WorldIntegrityError: A constraint failed.
        """
        schema = self.table(table)
        current = self.get(table, pk)
        key = schema.pk.name
        if key in changes and changes[key] != current[key]:
            raise WorldError(f"cannot change the primary key of {table} {pk!r}")
        encoded = self._encode(schema, {c: v for c, v in changes.items() if c != key})
        if not encoded:
            return current
        sql = self._statements[table].update_sql(schema, tuple(encoded))
        try:
            self._execute(sql, [*encoded.values(), pk])
        except sqlite3.IntegrityError as exc:
            raise WorldIntegrityError(self._explain(schema, encoded, exc)) from None
        # The row as stored, without reading it back: SQLite stores the encoded values
        # unchanged, and nothing else changes the row (no trigger writes it, foreign
        # keys have no ON UPDATE action, the primary key stays).
        for name, value in encoded.items():
            current[name] = schema.column(name).decode(value)
        return current

    def update_where(
        self, table: str, where: Mapping[str, Any] | None, changes: Mapping[str, Any]
    ) -> int:
        """Apply ``changes`` to every row matching ``where`` (see `select`).

        Returns:
            The number of rows updated.
        """
        schema = self.table(table)
        if schema.pk.name in changes:
            raise WorldError(f"cannot change primary keys of {table} in bulk")
        encoded = self._encode(schema, changes)
        if not encoded:
            return 0
        clause, params = self._where(schema, where)
        sets = ", ".join(f"{_q(c)} = ?" for c in encoded)
        try:
            cur = self._execute(
                f"UPDATE {_q(table)} SET {sets}{clause}", [*encoded.values(), *params]
            )
        except sqlite3.IntegrityError as exc:
            raise WorldIntegrityError(self._explain(schema, encoded, exc)) from None
        return cur.rowcount

    def delete(self, table: str, pk: PrimaryKey) -> Row:
        """Delete one row (foreign keys may cascade) and return it as it was.

        Raises:
            ToolError: If there is no such row.
            WorldIntegrityError: If other rows still reference it (no ON DELETE action).
        """
        row = self.get(table, pk)
        schema = self._tables[table]
        try:
            self._execute(self._statements[table].delete, (pk,))
        except sqlite3.IntegrityError:
            raise WorldIntegrityError(self._explain_delete(schema, row)) from None
        return row

    def delete_where(
        self,
        table: str,
        where: Mapping[str, Any] | None,
        *,
        sql: str | None = None,
        sql_params: Sequence[Any] = (),
    ) -> int:
        """Delete every row matching ``where`` (see `select`) and, when given, the SQL
        condition ``sql`` on the table's columns (``?`` placeholders filled from
        ``sql_params``, e.g. ``"substr(started_at, 1, 10) < ?"``); returns how many.
        Nothing is read back."""
        schema = self.table(table)
        clause, params = self._where(schema, where)
        if sql is not None:
            clause = f"{clause} AND ({sql})" if clause else f" WHERE ({sql})"
            params = [*params, *sql_params]
        try:
            cur = self._execute(f"DELETE FROM {_q(table)}{clause}", params)
        except sqlite3.IntegrityError as exc:
            raise WorldIntegrityError(f"cannot delete from {table}: {exc}") from None
        return cur.rowcount

    def transaction(self) -> AbstractContextManager[None]:
        """All writes inside happen, or none (on any exception). Nestable.

        The environment should run each tool call inside one, so a tool that fails
        half-way leaves no partial change; tools with several writes may also use it.
        Id numbering (`new_id`) is rolled back too.
        """
        return _Transaction(self)

    def _rollback(self, name: str, mark: int, id_mark: int) -> None:
        self._before_rollback(mark)
        self._conn.execute(f"ROLLBACK TO {name}")
        self._conn.execute(f"RELEASE {name}")
        # Id numbering too; the tables are back as they were, so are their floors.
        self._undo_ids(id_mark)

    # ------------------------------------------------------------------ loading

    def load_entities(self, data: Mapping[str, Sequence[Mapping[str, Any]]]) -> dict[str, int]:
        """Insert initial entities; see `load_entities`."""
        problems: list[LoadProblem] = []
        planned: list[tuple[Table, int, dict[str, Any]]] = []
        for table_name, rows in data.items():
            schema = self._tables.get(table_name)
            if schema is None:
                close = difflib.get_close_matches(table_name, self._tables, n=1)
                hint = f"did you mean {close[0]!r}? " if close else ""
                problems.append(
                    LoadProblem(
                        table_name,
                        None,
                        None,
                        f"unknown table; {hint}tables: {', '.join(self._tables)}",
                    )
                )
                continue
            if isinstance(rows, (str, bytes)) or not isinstance(rows, Sequence):
                problems.append(LoadProblem(table_name, None, None, "must be a list of rows"))
                continue
            planned.extend(self._check_rows(schema, rows, problems))

        counts = {name: 0 for name in data if name in self._tables}
        try:
            with self.transaction():
                self._conn.execute("PRAGMA defer_foreign_keys = ON")
                origin: dict[tuple[str, int], int] = {}
                values_of: dict[tuple[str, int], dict[str, Any]] = {}
                for schema, index, encoded in planned:
                    pk = schema.pk.name
                    if encoded.get(pk) is None and schema.id_prefix is not None:
                        encoded[pk] = self.new_id(schema.id_prefix)
                    cols = list(encoded)
                    sql = (
                        f"INSERT INTO {_q(schema.name)} ({', '.join(_q(c) for c in cols)}) "
                        f"VALUES ({', '.join('?' for _ in cols)})"
                    )
                    try:
                        cur = self._conn.execute(sql, list(encoded.values()))
                    except sqlite3.IntegrityError as exc:
                        problems.append(self._constraint_problem(schema, index, exc))
                        continue
                    assert cur.lastrowid is not None
                    key = encoded.get(pk)
                    self._touch(
                        schema.name,
                        _INSERTED,
                        cur.lastrowid,
                        cur.lastrowid if key is None else key,
                    )
                    origin[(schema.name, cur.lastrowid)] = index
                    values_of[(schema.name, index)] = encoded
                    counts[schema.name] += 1
                for tbl, rowid, parent, fk_id in self._conn.execute("PRAGMA foreign_key_check"):
                    fk = self._fk_ids[tbl][fk_id]
                    found_index = origin.get((tbl, rowid))
                    value = (
                        values_of.get((tbl, found_index), {}).get(fk.column)
                        if found_index is not None
                        else None
                    )
                    problems.append(
                        LoadProblem(
                            tbl,
                            found_index,
                            fk.column,
                            f"{value!r} does not match any {parent}.{fk.parent_column}",
                        )
                    )
                if problems:
                    raise WorldLoadError(_sorted_problems(problems, list(data)))
        except WorldIntegrityError as exc:  # should not happen: checked above
            raise WorldLoadError([LoadProblem("*", None, None, str(exc))]) from None
        self.flush_search_indexes()
        return counts

    def _check_rows(
        self, schema: Table, rows: Sequence[Mapping[str, Any]], problems: list[LoadProblem]
    ) -> list[tuple[Table, int, dict[str, Any]]]:
        planned: list[tuple[Table, int, dict[str, Any]]] = []
        pk = schema.pk
        seen: dict[Any, int] = {}
        for index, row in enumerate(rows):
            if not isinstance(row, Mapping):
                problems.append(
                    LoadProblem(
                        schema.name,
                        index,
                        None,
                        f"a row must be an object of column values, got {type(row).__name__}",
                    )
                )
                continue
            ok = True
            encoded: dict[str, Any] = {}
            for col_name, value in row.items():
                if not schema.has_column(str(col_name)):
                    close = difflib.get_close_matches(str(col_name), schema.column_names, n=1)
                    hint = f"did you mean {close[0]!r}? " if close else ""
                    problems.append(
                        LoadProblem(
                            schema.name,
                            index,
                            str(col_name),
                            f"unknown column; {hint}columns: {', '.join(schema.column_names)}",
                        )
                    )
                    ok = False
                    continue
                try:
                    column = schema.column(col_name)
                    encoded[col_name] = column.encode(value, self.clock.tz)
                    column.check_json_shape(value)
                except ColumnValueError as exc:
                    problems.append(LoadProblem(schema.name, index, col_name, str(exc)))
                    ok = False
            for col in schema.columns:
                generated = col.primary_key and (col.type == "INTEGER" or schema.id_prefix)
                if col.not_null and col.default is None and not generated and col.name not in row:
                    problems.append(
                        LoadProblem(schema.name, index, col.name, "missing required value")
                    )
                    ok = False
            key = encoded.get(pk.name)
            if key is not None:
                if key in seen:
                    problems.append(
                        LoadProblem(
                            schema.name,
                            index,
                            pk.name,
                            f"duplicate primary key {key!r} (also in row {seen[key]})",
                        )
                    )
                    ok = False
                elif self.exists(schema.name, key):
                    problems.append(
                        LoadProblem(
                            schema.name,
                            index,
                            pk.name,
                            f"primary key {key!r} already exists in the world",
                        )
                    )
                    ok = False
                else:
                    seen[key] = index
            if ok:
                planned.append((schema, index, encoded))
        return planned

    def _constraint_problem(
        self, schema: Table, index: int, exc: sqlite3.IntegrityError
    ) -> LoadProblem:
        text = str(exc)
        match = re.search(r"constraint failed: (.+)$", text)
        column: str | None = None
        if match:
            cols = [c.strip().split(".")[-1] for c in match.group(1).split(",")]
            if len(cols) == 1 and schema.has_column(cols[0]):
                column = cols[0]
        return LoadProblem(schema.name, index, column, text)

    # ------------------------------------------------------------------ state

    def snapshot(self) -> Snapshot:
        """The rows of every table now, without copying them.

        Costs O(rows written since the previous snapshot): the world keeps the old
        values of the rows it writes (row-level copy on write, see
        `mmtoolbench.sandbox.world.versions`). Reading a snapshot's rows later needs
        the world to be open.
        """
        head = self._head
        if any(head.delta.values()):
            new = Version(self)
            head.newer = new
            self._head = head = new
        self._head_shared = True
        return Snapshot(
            schemas=MappingProxyType(self._tables),
            rows=MappingProxyType({name: TableView(head, name) for name in self._tables}),
            image_ids=tuple(self.images.ids()),
            id_counters=MappingProxyType(dict(self._counters)),
            version=head,
        )

    def diff_since(self, before: Snapshot) -> WorldDiff:
        """Changes from ``before`` to now (O(rows written since, for a snapshot of this
        world))."""
        return diff(before, self.snapshot())

    def restore(self, snapshot: Snapshot) -> None:
        """Put every table back as it was in ``snapshot`` (images are not removed).

        Raises:
            WorldError: If the snapshot is of a world with other tables.
        """
        if list(snapshot.schemas) != list(self._tables):
            raise WorldError("snapshot was taken from a world with different tables")
        contents = {name: list(snapshot.rows[name].values()) for name in self._tables}
        with self.transaction():
            self._conn.execute("PRAGMA defer_foreign_keys = ON")
            for name in reversed(self._tables):
                self._conn.execute(f"DELETE FROM {_q(name)}")
            for name, schema in self._tables.items():
                cols = schema.column_names
                self._conn.executemany(
                    f"INSERT INTO {_q(name)} ({', '.join(_q(c) for c in cols)}) "
                    f"VALUES ({', '.join('?' for _ in cols)})",
                    contents[name],
                )
                self._note_inserted(name, None)  # the table was emptied: every row is new
            for name in self._tables:
                self.rebuild_search_index(name)
        for prefix in sorted({*self._counters, *snapshot.id_counters}):
            value = snapshot.id_counters.get(prefix, _ABSENT)
            self._set_id_state(self._counters, prefix, value)
        for prefix in self._floors:
            self._set_id_state(self._floors, prefix, None)

    def integrity_check(self) -> list[str]:
        """Problems in the database: dangling foreign keys and corruption.

        NOT NULL, UNIQUE, CHECK and (immediate) foreign keys are enforced on every
        write; this catches what raw SQL or deferred checks could leave behind.

        Returns:
            One readable line per problem; empty when all is well.
        """
        problems: list[str] = []
        for tbl, rowid, parent, fk_id in self._conn.execute("PRAGMA foreign_key_check").fetchall():
            fk = self._fk_ids[tbl][fk_id]
            schema = self._tables[tbl]
            found = self._conn.execute(
                f"SELECT {_q(schema.pk.name)}, {_q(fk.column)} FROM {_q(tbl)} WHERE rowid = ?",
                (rowid,),
            ).fetchone()
            key, value = found if found is not None else (rowid, None)
            problems.append(
                f"{tbl} {key!r}: {fk.column}={value!r} references a missing "
                f"{parent}.{fk.parent_column}"
            )
        self.flush_search_indexes()
        for (line,) in self._conn.execute("PRAGMA integrity_check").fetchall():
            if line != "ok":
                problems.append(str(line))
        return problems

    def close(self) -> None:
        """Release the database."""
        self._conn.close()

    def __enter__(self) -> World:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ------------------------------------------------------------------ internals

    def _decode(self, schema: Table, raw: Sequence[Any]) -> Row:
        """A stored row as the row tools see (`Column.decode` of every column)."""
        row = dict(zip(schema.column_names, raw, strict=True))
        for name, convert in schema.decoders:
            value = row[name]
            if value is not None:
                row[name] = convert(value)
        return row

    def _encode(self, schema: Table, values: Mapping[str, Any]) -> dict[str, Any]:
        out: dict[str, Any] = {}
        encoders = schema.encoders
        tz = self.clock.tz
        for name, value in values.items():
            encode = encoders.get(name)
            if encode is None:
                raise WorldError(
                    f"table {schema.name!r} has no column {name!r}; "
                    f"columns: {', '.join(schema.column_names)}"
                )
            try:
                out[name] = encode(value, tz)
            except ColumnValueError as exc:
                raise WorldError(f"{schema.name}.{name}: {exc}") from None
        return out

    def _where(self, schema: Table, where: Mapping[str, Any] | None) -> tuple[str, list[Any]]:
        if not where:
            return "", []
        terms: list[str] = []
        params: list[Any] = []
        columns = schema.column_map
        for name, value in where.items():
            col = columns.get(name)
            if col is None:
                raise WorldError(f"table {schema.name!r} has no column {name!r}")
            q = _q(name)
            if value is None:
                terms.append(f"{q} IS NULL")
            elif isinstance(value, (list, tuple, set, frozenset)) and col.type != "JSON":
                items = sorted(value, key=repr) if isinstance(value, (set, frozenset)) else value
                if not items:
                    terms.append("0")
                    continue
                term, values = in_values(q, [self._encode_filter(schema, col, v) for v in items])
                terms.append(term)
                params.extend(values)
            else:
                terms.append(f"{q} = ?")
                params.append(self._encode_filter(schema, col, value))
        return " WHERE " + " AND ".join(terms), params

    def _encode_filter(self, schema: Table, col: Column, value: Any) -> Any:
        try:
            return col.encode(value, self.clock.tz)
        except ColumnValueError as exc:
            raise WorldError(f"filter on {schema.name}.{col.name}: {exc}") from None

    def _order_by(self, schema: Table, order_by: str | Sequence[str] | None) -> str:
        terms = (order_by,) if isinstance(order_by, str) else tuple(order_by or ())
        clause = self._order_clauses.get((schema.name, terms))
        if clause is None:
            clause = self._order_clauses[(schema.name, terms)] = self._order_clause(schema, terms)
        return clause

    def _order_clause(self, schema: Table, terms: tuple[str, ...]) -> str:
        parts: list[str] = []
        for term in terms:
            for piece in term.split(","):
                m = _ORDER_TERM.match(piece)
                if m is None or not schema.has_column(m.group(1)):
                    raise WorldError(f"bad order_by term {piece!r} for table {schema.name!r}")
                parts.append(f"{_q(m.group(1))} {(m.group(2) or 'ASC').upper()}")
        parts.append("rowid ASC")
        return " ORDER BY " + ", ".join(parts)

    def _explain(self, schema: Table, values: Mapping[str, Any], exc: sqlite3.Error) -> str:
        text = str(exc)
        if "FOREIGN KEY" in text:
            for fk in self._fks[schema.name]:
                value = values.get(fk.column)
                if value is None:
                    continue
                found = self._conn.execute(
                    f"SELECT 1 FROM {_q(fk.parent)} WHERE {_q(fk.parent_column)} = ?", (value,)
                ).fetchone()
                if found is None:
                    return (
                        f"{schema.name}.{fk.column}={value!r} does not match any "
                        f"{fk.parent}.{fk.parent_column}"
                    )
        return f"{schema.name}: {text}"

    def _explain_delete(self, schema: Table, row: Row) -> str:
        key = row[schema.pk.name]
        users = []
        for fk in self._referrers[schema.name]:
            child = self._tables[fk.table].column(fk.column)
            if child.on_delete in ("CASCADE", "SET NULL"):
                continue
            (n,) = self._conn.execute(
                f"SELECT COUNT(*) FROM {_q(fk.table)} WHERE {_q(fk.column)} = ?",
                (row[fk.parent_column],),
            ).fetchone()
            if n:
                users.append(f"{n} row(s) of {fk.table}.{fk.column}")
        detail = ", ".join(users) or "other rows"
        return f"cannot delete {schema.entity} {key!r}: still referenced by {detail}"


class _Transaction(AbstractContextManager[None]):
    """`World.transaction`: a savepoint, released on success, rolled back (rows, id
    numbering, id floors) on any exception."""

    __slots__ = ("_id_mark", "_mark", "_name", "_world", "search_dirty")

    def __init__(self, world: World) -> None:
        self._world = world
        #: The world's record of unindexed rows when the full-text indexes were first
        #: written inside this transaction (None: they were not).
        self.search_dirty: dict[str, dict[int, tuple[Any, ...] | None]] | None = None

    def __enter__(self) -> None:
        world = self._world
        self._name = name = f"sp_{world._depth}"
        self._id_mark = len(world._id_undo)
        self._mark = len(world._touches)
        self.search_dirty = None
        world._conn.execute(f"SAVEPOINT {name}")
        world._depth += 1
        world._frames.append(self)

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        world = self._world
        world._depth -= 1
        world._frames.pop()
        if exc_type is not None:
            self._rollback()
            return
        try:
            world._conn.execute(f"RELEASE {self._name}")
        except sqlite3.IntegrityError as error:  # deferred foreign keys at commit
            self._rollback()
            raise WorldIntegrityError(f"transaction rolled back: {error}") from None
        if not world._depth:  # committed: nothing can undo it now
            world._id_undo.clear()

    def _rollback(self) -> None:
        world = self._world
        world._rollback(self._name, self._mark, self._id_mark)
        if self.search_dirty is not None:  # the index writes since then are undone too
            world._search_dirty = self.search_dirty


def _sorted_problems(problems: list[LoadProblem], order: list[str]) -> list[LoadProblem]:
    rank = {name: i for i, name in enumerate(order)}
    return sorted(
        problems,
        key=lambda p: (rank.get(p.table, len(rank)), -1 if p.index is None else p.index),
    )


def load_entities(world: World, data: Mapping[str, Sequence[Mapping[str, Any]]]) -> dict[str, int]:
    """Load a scenario's initial entities into ``world``, all or nothing.

    Rows may come in any order (foreign keys are checked once everything is in).
    Primary keys may be omitted for tables with an ``id_prefix`` (generated) or an
    INTEGER key. Values follow the column types (see `mmtoolbench.sandbox.world.schema`).

    Args:
        world: The world to fill.
        data: ``{table: [row, ...]}`` where a row is ``{column: value}``.

    Returns:
        Number of rows loaded per table.

    Raises:
        WorldLoadError: Listing every problem (unknown table or column, wrong type,
            missing required value, duplicate primary key, dangling foreign key,
            unique violation) as ``table[index].column: message``; nothing is loaded.
    """
    return world.load_entities(data)
