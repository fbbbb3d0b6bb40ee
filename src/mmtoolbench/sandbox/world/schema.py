"""Declarative table schemas and value conversion between Python and SQLite.

Every domain declares its tables as data::

    TABLES = (
        Table(
            name="contacts",
            domain="contacts",
            entity="contact",
            id_prefix="ct",
            description="People in the address book.",
            columns=(
                Column("id", "TEXT", primary_key=True),
                Column("first_name", "TEXT", not_null=True),
                Column("is_favorite", "BOOLEAN", not_null=True, default=False),
                Column("birthday", "DATE"),
            ),
        ),
    )

`Table.ddl` renders real SQLite constraints (PRIMARY KEY, NOT NULL, FOREIGN KEY with
ON DELETE, UNIQUE, CHECK for booleans / choices / JSON / dates). Column types and how
they are stored:

============  ==================  =========================================
type          stored in SQLite    Python value in rows
============  ==================  =========================================
TEXT          TEXT                ``str``
INTEGER       INTEGER             ``int``
REAL          REAL                ``float``
BOOLEAN       INTEGER 0/1         ``bool``
DATE          TEXT ``YYYY-MM-DD`` ``str``
DATETIME      TEXT ISO-8601       ``str`` in the device timezone
JSON          TEXT (JSON)         ``list`` / ``dict`` / scalar
============  ==================  =========================================

Writers may pass ``date`` / ``datetime`` objects for DATE / DATETIME columns; they are
normalised (datetimes to the clock's timezone) so that equal instants store equal text.
"""

from __future__ import annotations

import json
import math
import re
import sqlite3
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from datetime import date, datetime, tzinfo
from functools import cached_property
from typing import Any, Literal, get_args

from pydantic import TypeAdapter, ValidationError

ColumnType = Literal["TEXT", "INTEGER", "REAL", "BOOLEAN", "DATE", "DATETIME", "JSON"]
OnDelete = Literal["NO ACTION", "RESTRICT", "CASCADE", "SET NULL"]

COLUMN_TYPES: tuple[str, ...] = get_args(ColumnType)
_ON_DELETE: tuple[str, ...] = get_args(OnDelete)
_IDENT = re.compile(r"^[a-z][a-z0-9_]*$")
_DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_STORAGE = {
    "TEXT": "TEXT",
    "INTEGER": "INTEGER",
    "REAL": "REAL",
    "BOOLEAN": "INTEGER",
    "DATE": "TEXT",
    "DATETIME": "TEXT",
    "JSON": "TEXT",
}
#: STRICT tables (SQLite >= 3.37) make SQLite itself reject values of the wrong type.
STRICT_TABLES = sqlite3.sqlite_version_info >= (3, 37, 0)


#: Converts a Python value to what SQLite stores (`Column.encode`): ``(value, tz)``.
Encoder = Callable[[Any, "tzinfo | None"], Any]


class ColumnValueError(ValueError):
    """A value does not fit a column (wrong type, not in ``choices``, null in NOT NULL)."""


def _quote(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _sql_literal(value: Any) -> str:
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return "1" if value else "0"
    if isinstance(value, (int, float)):
        return repr(value)
    text = str(value).replace("'", "''")
    return f"'{text}'"


@dataclass(frozen=True)
class Column:
    """One column of a table.

    Attributes:
        name: Column name (lower snake case).
        type: Logical type; see the module docstring for storage.
        primary_key: Whether this is the table's primary key (exactly one per table;
            TEXT or INTEGER). An INTEGER primary key is assigned by SQLite when omitted.
        not_null: Whether NULL is rejected.
        references: Foreign key target as ``"table.column"``, or None.
        default: Default used when an insert omits the column (a Python value; JSON
            defaults are given as Python values too, e.g. ``()`` for an empty list).
        description: What the column holds (used in docs and generation prompts).
        on_delete: What happens to this row when the referenced row is deleted.
        choices: Allowed values of a TEXT column (enforced with a CHECK), or empty.
        unique: Whether values must be unique across rows (NULLs excepted).
        json_type: What a JSON column holds, as a type pydantic validates (e.g.
            ``list[str]``, a ``typing_extensions.TypedDict``); rows loaded from scenario files are checked
            against it, so a wrong shape is a clear load error rather than a tool crash.
            None: a list when the default is a list, an object when it is a dict,
            anything otherwise.
    """

    name: str
    type: ColumnType
    primary_key: bool = False
    not_null: bool = False
    references: str | None = None
    default: Any = None
    description: str = ""
    on_delete: OnDelete = "NO ACTION"
    choices: tuple[str, ...] = ()
    unique: bool = False
    json_type: Any = None

    def __post_init__(self) -> None:
        if not _IDENT.match(self.name):
            raise ValueError(f"column name {self.name!r} must be lower snake case")
        if self.type not in COLUMN_TYPES:
            raise ValueError(f"column {self.name!r}: type must be one of {COLUMN_TYPES}")
        if self.primary_key and self.type not in ("TEXT", "INTEGER"):
            raise ValueError(f"column {self.name!r}: primary keys must be TEXT or INTEGER")
        if self.references is not None:
            parts = self.references.split(".")
            if len(parts) != 2 or not all(_IDENT.match(p) for p in parts):
                raise ValueError(
                    f"column {self.name!r}: references must look like 'table.column', "
                    f"got {self.references!r}"
                )
        if self.on_delete not in _ON_DELETE:
            raise ValueError(f"column {self.name!r}: on_delete must be one of {_ON_DELETE}")
        if self.on_delete == "SET NULL" and self.not_null:
            raise ValueError(f"column {self.name!r}: ON DELETE SET NULL needs a nullable column")
        if self.choices and self.type != "TEXT":
            raise ValueError(f"column {self.name!r}: choices are only for TEXT columns")
        if self.json_type is not None and self.type != "JSON":
            raise ValueError(f"column {self.name!r}: json_type is only for JSON columns")
        if self.default is not None:
            try:
                self.encode(self.default, None)
            except ColumnValueError as exc:
                raise ValueError(f"column {self.name!r}: bad default: {exc}") from None

    @property
    def ref_table(self) -> str | None:
        """Table this column references, if any."""
        return None if self.references is None else self.references.split(".")[0]

    @property
    def ref_column(self) -> str | None:
        """Column this column references, if any."""
        return None if self.references is None else self.references.split(".")[1]

    @property
    def storage_type(self) -> str:
        """SQLite storage type of the column."""
        return _STORAGE[self.type]

    def ddl(self) -> str:
        """The column definition inside ``CREATE TABLE``."""
        q = _quote(self.name)
        parts = [q, self.storage_type]
        if self.primary_key:
            parts.append("PRIMARY KEY")
        if self.not_null or (self.primary_key and self.type == "TEXT"):
            parts.append("NOT NULL")
        if self.unique and not self.primary_key:
            parts.append("UNIQUE")
        if self.default is not None:
            parts.append(f"DEFAULT {self.default_sql()}")
        check = self._check(q)
        if check:
            parts.append(f"CHECK ({q} IS NULL OR {check})")
        if self.references is not None:
            parts.append(
                f"REFERENCES {_quote(self.ref_table or '')}({_quote(self.ref_column or '')})"
            )
            if self.on_delete != "NO ACTION":
                parts.append(f"ON DELETE {self.on_delete}")
        return " ".join(parts)

    @property
    def json_shape(self) -> Any:
        """The type a JSON column's values must have (see ``json_type``), or None."""
        if self.type != "JSON":
            return None
        if self.json_type is not None:
            return self.json_type
        if isinstance(self.default, (list, tuple)):
            return list[Any]
        if isinstance(self.default, dict):
            return dict[str, Any]
        return None

    @cached_property
    def encoder(self) -> Encoder:
        """`encode` as a function, taking the value of the column's usual Python type
        straight through (a string for TEXT, an int for INTEGER, a bool for BOOLEAN, a
        datetime of the device timezone for DATETIME) and every other value to
        `encode`: the same results, for less work per write."""
        slow = self.encode
        kind = self.type
        if kind == "TEXT" and not self.choices:
            return lambda value, tz: value if type(value) is str else slow(value, tz)
        if kind == "TEXT":
            choices = frozenset(self.choices)
            return lambda value, tz: (
                value if type(value) is str and value in choices else slow(value, tz)
            )
        if kind == "INTEGER":
            return lambda value, tz: value if type(value) is int else slow(value, tz)
        if kind == "BOOLEAN":
            return lambda value, tz: (
                1 if value is True else 0 if value is False else slow(value, tz)
            )
        if kind == "DATETIME":
            # Already in the device timezone: `encode` leaves it as it is, and the
            # default ISO form equals its choice of "seconds" or "microseconds".
            return lambda value, tz: (
                value.isoformat()
                if type(value) is datetime and tz is not None and value.tzinfo is tz
                else slow(value, tz)
            )
        return slow

    @cached_property
    def _json_adapter(self) -> TypeAdapter[Any] | None:
        shape = self.json_shape
        return None if shape is None else TypeAdapter(shape)

    def check_json_shape(self, value: Any) -> None:
        """Check a JSON column's value against `json_shape` (None always passes).

        Raises:
            ColumnValueError: Naming the first place the value has the wrong shape.
        """
        adapter = self._json_adapter
        if adapter is None or value is None:
            return
        try:
            adapter.validate_python(value, strict=True)
        except ValidationError as exc:
            err = exc.errors()[0]
            where = "".join(f"[{p!r}]" for p in err["loc"])
            raise ColumnValueError(
                f"must be {_shape_name(self.json_shape)}; "
                f"{'at ' + where + ': ' if where else ''}{err['msg'].lower()}, "
                f"got {_short_repr(err['input'])}"
            ) from None

    def default_sql(self) -> str:
        """The SQL literal of the column's DEFAULT (``NULL`` when it has none)."""
        return _sql_literal(None if self.default is None else self.encode(self.default, None))

    def _check(self, q: str) -> str:
        if self.type == "BOOLEAN":
            return f"{q} IN (0, 1)"
        if self.type == "JSON":
            return f"json_valid({q})"
        if self.type == "DATE":
            return (
                f"{q} GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND date({q}) IS NOT NULL"
            )
        if self.type == "DATETIME":
            return f"datetime({q}) IS NOT NULL"
        if self.choices:
            return f"{q} IN ({', '.join(_sql_literal(c) for c in self.choices)})"
        return ""

    def encode(self, value: Any, tz: tzinfo | None) -> Any:
        """Convert a Python value to what SQLite stores for this column.

        Args:
            value: The value to store (None for NULL).
            tz: Device timezone DATETIMEs are normalised to (None keeps their offset;
                naive datetimes then stay naive).

        Raises:
            ColumnValueError: If the value does not fit the column.
        """
        if value is None:
            if self.not_null:
                raise ColumnValueError("must not be null")
            return None
        kind = self.type
        if kind == "TEXT":
            if not isinstance(value, str):
                raise ColumnValueError(_wrong("text (a string)", value))
            if self.choices and value not in self.choices:
                raise ColumnValueError(
                    f"must be one of {', '.join(map(repr, self.choices))}, got {value!r}"
                )
            return value
        if kind == "INTEGER":
            if isinstance(value, bool) or not isinstance(value, int):
                raise ColumnValueError(_wrong("an integer", value))
            return value
        if kind == "REAL":
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                raise ColumnValueError(_wrong("a number", value))
            if not math.isfinite(value):
                raise ColumnValueError(f"must be a finite number, got {value!r}")
            return float(value)
        if kind == "BOOLEAN":
            if isinstance(value, bool):
                return int(value)
            if isinstance(value, int) and value in (0, 1):
                return value
            raise ColumnValueError(_wrong("a boolean (true/false)", value))
        if kind == "DATE":
            if isinstance(value, datetime):
                raise ColumnValueError(_wrong("a date 'YYYY-MM-DD' (not a datetime)", value))
            if isinstance(value, date):
                return value.isoformat()
            if isinstance(value, str) and _DATE_RE.match(value):
                try:
                    return date.fromisoformat(value).isoformat()
                except ValueError:
                    pass
            raise ColumnValueError(_wrong("a date 'YYYY-MM-DD'", value))
        if kind == "DATETIME":
            return _encode_datetime(value, tz)
        # JSON
        try:
            return json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise ColumnValueError(f"must be JSON-serialisable: {exc}") from None

    def decode(self, raw: Any) -> Any:
        """Convert a stored SQLite value back to the Python value rows carry."""
        if raw is None:
            return None
        convert = _DECODERS.get(self.type)
        return raw if convert is None else convert(raw)


#: Conversions of stored non-null values, by column type (`Column.decode`); every
#: other type's values are stored as they are read.
_DECODERS: dict[str, Callable[[Any], Any]] = {"BOOLEAN": bool, "JSON": json.loads, "REAL": float}


def _short_repr(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _wrong(expected: str, value: Any) -> str:
    return f"expected {expected}, got {type(value).__name__} {_short_repr(value)}"


def _shape_name(shape: Any) -> str:
    """How an error message names a `Column.json_shape`."""
    origin = getattr(shape, "__origin__", None)
    if origin is list:
        return "a list (JSON array)"
    if origin is dict or (isinstance(shape, type) and issubclass(shape, dict)):  # TypedDict
        keys = sorted(getattr(shape, "__annotations__", {}))
        return "an object (JSON)" + (f" with keys {', '.join(keys)}" if keys else "")
    return f"of type {getattr(shape, '__name__', shape)}"


def _encode_datetime(value: Any, tz: tzinfo | None) -> str:
    if isinstance(value, str):
        try:
            parsed = datetime.fromisoformat(value.strip())
        except ValueError:
            raise ColumnValueError(
                _wrong("an ISO-8601 datetime like '2025-06-13T09:30:00-07:00'", value)
            ) from None
    elif isinstance(value, datetime):
        parsed = value
    else:
        raise ColumnValueError(_wrong("an ISO-8601 datetime", value))
    if tz is not None:
        if parsed.tzinfo is None or parsed.utcoffset() is None:
            parsed = parsed.replace(tzinfo=tz)
        else:
            parsed = parsed.astimezone(tz)
    return parsed.isoformat(timespec="microseconds" if parsed.microsecond else "seconds")


@dataclass(frozen=True)
class KeyIndex:
    """An index on a Python-computed key of some columns (e.g. a case-folded name).

    The world registers ``fn`` as a deterministic SQL function and indexes
    ``fn(columns...)``, so `World.select_by_key` finds rows by key without reading
    the table (the key is computed once per write).

    Attributes:
        name: Key name, unique in the table (``folded_name``).
        columns: Columns passed to ``fn``, in order.
        fn: Pure function of the stored (raw) column values returning TEXT, INTEGER
            or None.
        where: An SQL condition on the table's columns: only the rows meeting it are
            in the index (a partial index: smaller, and ``fn`` is not run when other
            rows are written). ``fn`` must return None for every row outside it, and
            queries must use `sql_term` for SQLite to use the index.
    """

    name: str
    columns: tuple[str, ...]
    fn: Callable[..., Any] = field(compare=False)
    where: str | None = None

    def sql_function(self, table: str) -> str:
        """Name of the SQL function computing the key."""
        return f"key_{table}_{self.name}"

    def expression(self, table: str) -> str:
        """The indexed SQL expression."""
        return f"{self.sql_function(table)}({', '.join(_quote(c) for c in self.columns)})"

    def sql_term(self, table: str, test: str) -> str:
        """An SQL condition on the key that SQLite answers with the index.

        Args:
            table: The table's name.
            test: The condition, with ``{key}`` for the key, e.g. ``"{key} = ?"``.

        Returns:
            ``test`` on the key's expression, preceded by the index's ``where``
            condition when it has one (SQLite uses a partial index only for queries
            that repeat its condition).
        """
        term = test.format(key=self.expression(table))
        return term if self.where is None else f"({self.where}) AND {term}"


@dataclass(frozen=True)
class Table:
    """A table of the world, owned by one domain.

    Attributes:
        name: Table name, unique across all domains (prefix it with the domain when
            the plain noun could clash, e.g. ``phone_favorites``).
        domain: Owning domain (``contacts``...); ``core`` for world tables.
        columns: Columns in order; exactly one is the primary key.
        description: What a row is (used in docs and generation prompts).
        entity: Human noun for one row, used in errors ("no contact with id ...");
            defaults to the table name without its trailing "s".
        id_prefix: Prefix of generated ids (``ct`` gives ``ct_0001``); None when the
            primary key is not generated by `World.new_id`.
        unique_together: Column groups that must be unique together.
        lookup_hint: Appended to not-found errors, to tell the model how to find valid
            ids (e.g. "use search_contacts to find contact ids").
        indexes: Column groups to index, for the queries tools run (``("due_date",)``,
            ``("list_id", "position")``). Foreign-key columns are indexed without being
            listed; primary keys and UNIQUE columns have SQLite's own indexes.
        key_indexes: Indexes on Python-computed keys (see `KeyIndex`).
        search_columns: TEXT columns of a full-text index (SQLite FTS5, trigram
            tokenizer: case-insensitive substring search) used by ``select(...,
            contains=words)``.
    """

    name: str
    domain: str
    columns: tuple[Column, ...]
    description: str = ""
    entity: str = ""
    id_prefix: str | None = None
    unique_together: tuple[tuple[str, ...], ...] = ()
    lookup_hint: str = ""
    indexes: tuple[tuple[str, ...], ...] = ()
    key_indexes: tuple[KeyIndex, ...] = ()
    search_columns: tuple[str, ...] = ()
    _by_name: dict[str, Column] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        if not _IDENT.match(self.name):
            raise ValueError(f"table name {self.name!r} must be lower snake case")
        by_name: dict[str, Column] = {}
        for col in self.columns:
            if col.name in by_name:
                raise ValueError(f"table {self.name!r}: duplicate column {col.name!r}")
            by_name[col.name] = col
        pks = [c for c in self.columns if c.primary_key]
        if len(pks) != 1:
            raise ValueError(f"table {self.name!r} needs exactly one primary key column")
        for group in self.unique_together:
            unknown = [c for c in group if c not in by_name]
            if unknown or not group:
                raise ValueError(f"table {self.name!r}: bad unique_together {group!r}")
        for group in (*self.indexes, *(k.columns for k in self.key_indexes)):
            unknown = [c for c in group if c not in by_name]
            if unknown or not group:
                raise ValueError(f"table {self.name!r}: bad index {group!r}")
        for col_name in self.search_columns:
            if col_name not in by_name or by_name[col_name].type not in ("TEXT", "JSON"):
                raise ValueError(
                    f"table {self.name!r}: search column {col_name!r} is not TEXT or JSON"
                )
        if self.id_prefix is not None:
            if not re.match(r"^[a-z][a-z0-9]*$", self.id_prefix):
                raise ValueError(f"table {self.name!r}: id_prefix must be lowercase alphanumerics")
            if pks[0].type != "TEXT":
                raise ValueError(f"table {self.name!r}: id_prefix needs a TEXT primary key")
        object.__setattr__(self, "_by_name", by_name)
        if not self.entity:
            noun = self.name[:-1] if self.name.endswith("s") else self.name
            object.__setattr__(self, "entity", noun.replace("_", " "))

    # Cached: the world asks for these on every read and write.
    @cached_property
    def pk(self) -> Column:
        """The primary key column."""
        return next(c for c in self.columns if c.primary_key)

    @cached_property
    def pk_index(self) -> int:
        """Position of the primary key among the columns."""
        return next(i for i, c in enumerate(self.columns) if c.primary_key)

    @cached_property
    def column_names(self) -> tuple[str, ...]:
        """Column names in order."""
        return tuple(c.name for c in self.columns)

    @cached_property
    def decoders(self) -> tuple[tuple[str, Callable[[Any], Any]], ...]:
        """``(column name, convert)`` for the columns whose stored value is not the
        row value (BOOLEAN, JSON, REAL): `Column.decode` of a non-null value is
        ``convert(value)`` for these and the value itself for every other column."""
        return tuple((c.name, _DECODERS[c.type]) for c in self.columns if c.type in _DECODERS)

    @cached_property
    def encoders(self) -> Mapping[str, Encoder]:
        """`Column.encoder` of every column, by name."""
        return {c.name: c.encoder for c in self.columns}

    @cached_property
    def select_list(self) -> str:
        """The quoted column names, comma-separated (``"id", "name", ...``)."""
        return ", ".join(_quote(c) for c in self.column_names)

    @property
    def column_map(self) -> Mapping[str, Column]:
        """The columns by name (do not change it)."""
        return self._by_name

    def has_column(self, name: str) -> bool:
        """Whether the table has a column called ``name``."""
        return name in self._by_name

    def column(self, name: str) -> Column:
        """The column called ``name``.

        Raises:
            KeyError: If there is none (the message lists the columns).
        """
        try:
            return self._by_name[name]
        except KeyError:
            raise KeyError(
                f"table {self.name!r} has no column {name!r}; columns: {', '.join(self._by_name)}"
            ) from None

    def foreign_keys(self) -> Iterator[Column]:
        """Columns that reference another table."""
        return (c for c in self.columns if c.references is not None)

    def ddl(self) -> str:
        """``CREATE TABLE`` statement with all constraints."""
        lines = [c.ddl() for c in self.columns]
        lines += [f"UNIQUE ({', '.join(_quote(c) for c in g)})" for g in self.unique_together]
        body = ",\n  ".join(lines)
        strict = " STRICT" if STRICT_TABLES else ""
        return f"CREATE TABLE {_quote(self.name)} (\n  {body}\n){strict}"

    def index_groups(self) -> list[tuple[str, ...]]:
        """Column groups indexed besides the primary key and UNIQUE constraints:
        each foreign-key column, then the declared `indexes` (duplicates dropped)."""
        covered: set[tuple[str, ...]] = {
            (c.name,) for c in self.columns if c.primary_key or c.unique
        }
        covered |= {g[:1] for g in self.unique_together}
        groups: list[tuple[str, ...]] = []
        for group in [(c.name,) for c in self.foreign_keys()] + list(self.indexes):
            if group in groups or (len(group) == 1 and group in covered):
                continue
            groups.append(group)
        return groups

    def index_ddl(self) -> list[str]:
        """``CREATE INDEX`` statements for `index_groups` and `key_indexes` (the key
        functions must be registered first)."""
        out = [
            f"CREATE INDEX {_quote('ix_' + self.name + '__' + '__'.join(g))} "
            f"ON {_quote(self.name)} ({', '.join(_quote(c) for c in g)})"
            for g in self.index_groups()
        ]
        out += [
            f"CREATE INDEX {_quote('kx_' + self.name + '__' + k.name)} "
            f"ON {_quote(self.name)} ({k.expression(self.name)})"
            + ("" if k.where is None else f" WHERE {k.where}")
            for k in self.key_indexes
        ]
        return out

    @property
    def search_table(self) -> str:
        """Name of the full-text index table (when `search_columns` is set)."""
        return f"{self.name}__search"

    def search_ddl(self) -> list[str]:
        """The FTS5 table over `search_columns` (external content: the table's rows).

        No trigger keeps it in sync: `World` notes the rows each write touches and
        updates the index just before a query reads it (`World.flush_search_indexes`).
        """
        if not self.search_columns:
            return []
        fts = _quote(self.search_table)
        cols = ", ".join(_quote(c) for c in self.search_columns)
        return [
            f"CREATE VIRTUAL TABLE {fts} USING fts5({cols}, content={_sql_literal(self.name)}, "
            "content_rowid='rowid', tokenize='trigram')"
        ]

    def describe(self) -> str:
        """A compact, human/LLM-readable description of the table and its columns."""
        head = f"{self.name} ({self.domain}): {self.description}".rstrip(": ")
        lines = [head]
        for c in self.columns:
            flags: list[str] = [c.type]
            if c.primary_key:
                flags.append(
                    "primary key" + (f", ids like {self.id_prefix}_0001" if self.id_prefix else "")
                )
            if c.not_null and not c.primary_key:
                flags.append("required")
            if c.references:
                flags.append(f"-> {c.references}")
            if c.choices:
                flags.append("one of " + "/".join(c.choices))
            if c.unique:
                flags.append("unique")
            if c.default is not None:
                flags.append(f"default {c.default!r}")
            desc = f": {c.description}" if c.description else ""
            lines.append(f"  - {c.name} ({', '.join(flags)}){desc}")
        return "\n".join(lines)
