"""Expected entity changes of a scenario: what Entity F1 compares the world diff with.

These models are the ``expected_changes`` part of a scenario file (YAML or JSON) and
are stored verbatim in the Entity F1 evidence. Example (YAML)::

    expected_changes:
      ignore_columns: [messages.read_at]
      allowed_tables: [call_log]
      changes:
        - op: create
          table: reminders
          fields: {title: "Pay the plumber", due_at: "2025-06-14T09:00"}
          similarity: {due_at: {method: datetime, tolerance_seconds: 300}}
        - op: update
          table: contacts
          match: {first_name: Dana, last_name: Lee}
          fields: {company: Acme Corp}
        - op: delete
          table: alarms
          match: {label: Gym}
          count: 2

A column similarity is written either as its method name (``rouge_l``) or as an object
with the method's options (``{method: rouge_l, threshold: 0.6}``). See
``docs/sandbox/entity-f1.md`` for the full definition.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, model_validator

__all__ = [
    "BOOKKEEPING_COLUMNS",
    "EPISODE_START",
    "ColumnSimilarity",
    "ContainsSimilarity",
    "DatetimeAfterSimilarity",
    "DatetimeSimilarity",
    "EntityExpectations",
    "ExactSimilarity",
    "ExpectedChange",
    "IgnoreSimilarity",
    "ListSimilarity",
    "NumericSimilarity",
    "Op",
    "RougeLSimilarity",
    "SimilarityMethod",
]

Op = Literal["create", "update", "delete"]
"""Kind of entity change; scored separately (a create never matches an update)."""

SimilarityMethod = Literal[
    "exact", "numeric", "list", "datetime", "rouge_l", "contains", "datetime_after", "ignore"
]

EPISODE_START = "episode_start"
"""Value of a `datetime_after` field meaning "the episode's start" (also: ``null``)."""

BOOKKEEPING_COLUMNS: tuple[str, ...] = ("created_at", "updated_at", "modified_at")
"""Columns that record when a row was written, not what it says. Ignored by default
(`EntityExpectations.ignore_bookkeeping`): never scored, and an update that changes only
these columns is not a change."""


class _Similarity(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ExactSimilarity(_Similarity):
    """Exact match (1 or 0) after normalisation.

    Strings are compared after Unicode NFC normalisation and stripping surrounding
    whitespace; numbers (and numeric strings) compare numerically up to float noise
    (relative 1e-9); lists and objects compare element-wise (lists in order).

    Attributes:
        case_sensitive: Whether string case matters (set False for e.g. emails).
    """

    method: Literal["exact"] = "exact"
    case_sensitive: bool = True


class NumericSimilarity(_Similarity):
    """1 if two numbers are within tolerance, else 0.

    The allowed difference is ``max(tolerance, relative_tolerance * |expected|)``, never
    less than float noise (relative 1e-9). Non-numeric values fall back to `exact`.

    Attributes:
        tolerance: Allowed absolute difference.
        relative_tolerance: Allowed difference relative to the expected value.
    """

    method: Literal["numeric"] = "numeric"
    tolerance: float = Field(0.0, ge=0.0, allow_inf_nan=False)
    relative_tolerance: float = Field(0.0, ge=0.0, allow_inf_nan=False)


class ListSimilarity(_Similarity):
    """1 if two lists hold the same elements in any order (as multisets), else 0.

    Elements are normalised as for `exact`. A JSON-encoded list in a string is decoded;
    a scalar counts as a one-element list.

    Attributes:
        case_sensitive: Whether string case matters.
    """

    method: Literal["list"] = "list"
    case_sensitive: bool = True


class DatetimeSimilarity(_Similarity):
    """1 if two timestamps denote the same time, else 0.

    Values are ISO-8601 strings (or ``datetime`` / ``date`` objects). Two aware values
    compare as instants; if one is naive, the aware one is compared by its wall-clock
    time (naive spec times mean device-local time, and the world stores datetimes in
    the device timezone). If either is a bare date, only the dates are compared.
    Unparseable values fall back to `exact`.

    Attributes:
        tolerance_seconds: Allowed absolute difference; None (default) means "equal to
            the minute" (both truncated to the minute must be equal).
    """

    method: Literal["datetime"] = "datetime"
    tolerance_seconds: float | None = Field(None, ge=0.0, allow_inf_nan=False)


class RougeLSimilarity(_Similarity):
    """ROUGE-L F-measure between two free texts (token LCS, case-insensitive).

    Attributes:
        threshold: None (default) scores the continuous F-measure in [0, 1]; a number
            turns it into 1 when the F-measure is at least ``threshold``, else 0.
    """

    method: Literal["rouge_l"] = "rouge_l"
    threshold: float | None = Field(None, ge=0.0, le=1.0)


class ContainsSimilarity(_Similarity):
    """1 if the actual text contains the expected text as a substring, else 0.

    For checks such as "the message mentions the booking code": the field's value is the
    required substring. Both sides are NFC-normalised; the comparison ignores case
    unless ``case_sensitive`` is set. An empty required substring is always contained;
    a null actual value contains nothing (``None`` expected matches only ``None``).

    Attributes:
        case_sensitive: Whether case matters (default: it does not).
    """

    method: Literal["contains"] = "contains"
    case_sensitive: bool = False


class DatetimeAfterSimilarity(_Similarity):
    """1 if the actual timestamp is later than a bound, else 0 (``updated_at`` checks).

    The field's value is the bound: ``episode_start`` (or ``null``) means the episode's
    start, the instant the world's frozen clock shows for the whole episode, so a row
    written during the episode carries exactly that time and passes (at or after the
    start), while a row last written before the episode fails. Any other value is an
    explicit ISO-8601 bound the actual timestamp must be strictly later than. Naive
    values are compared by wall-clock time as in `datetime`; an unparseable or null
    actual value fails.
    """

    method: Literal["datetime_after"] = "datetime_after"


class IgnoreSimilarity(_Similarity):
    """The column is not scored (dropped from the mean)."""

    method: Literal["ignore"] = "ignore"


def _is_bound(value: Any) -> bool:
    """Whether ``value`` is a valid `DatetimeAfterSimilarity` bound."""
    if value is None or value == EPISODE_START:
        return True
    if not isinstance(value, str):
        return False
    try:
        datetime.fromisoformat(value.strip())
    except ValueError:
        return False
    return True


def _method_shorthand(value: Any) -> Any:
    """Accept ``"rouge_l"`` for ``{"method": "rouge_l"}``."""
    if isinstance(value, str):
        return {"method": value}
    return value


ColumnSimilarity = Annotated[
    ExactSimilarity
    | NumericSimilarity
    | ListSimilarity
    | DatetimeSimilarity
    | RougeLSimilarity
    | ContainsSimilarity
    | DatetimeAfterSimilarity
    | IgnoreSimilarity,
    Field(discriminator="method"),
    BeforeValidator(_method_shorthand),
]
"""How one column is compared; written as a method name or an object with options."""


class ExpectedChange(BaseModel):
    """One expected entity change (or ``count`` identical ones).

    Attributes:
        op: ``create``, ``update`` or ``delete``.
        table: Table the change happens in.
        match: Identifying fields. A candidate row must agree on every one of them (each
            compared with the column's similarity, requiring a perfect score; ``ignore``
            and ``rouge_l`` columns are compared with `exact` here). Compared against
            the row *before* an update, the deleted row, or the created row. Empty
            means any row of the table with this operation is a candidate. E.g.
            ``{"id": "ct_0003"}`` or natural keys ``{"first_name": "Dana"}``.
        fields: Expected column values: the new row's values (create), the values after
            the update (update), or the deleted row's values (delete, usually empty).
            A candidate's score is the mean similarity over these columns (ignored
            columns excluded); 1.0 when none is scored.
        similarity: Per-column similarity overrides for this change, by column name.
        count: How many rows this spec stands for (e.g. "delete the 3 gym alarms").
        note: Free-form comment for scenario authors; not used in scoring.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    op: Op
    table: str = Field(min_length=1)
    match: dict[str, Any] = Field(default_factory=dict)
    fields: dict[str, Any] = Field(default_factory=dict)
    similarity: dict[str, ColumnSimilarity] = Field(default_factory=dict)
    count: int = Field(1, ge=1)
    note: str = ""

    @model_validator(mode="after")
    def _check(self) -> ExpectedChange:
        if self.op == "update" and not self.fields:
            raise ValueError("an update spec needs `fields` (the expected new values)")
        for column, method in self.similarity.items():
            value = self.fields.get(column, self.match.get(column))
            if isinstance(method, DatetimeAfterSimilarity) and not _is_bound(value):
                raise ValueError(
                    f"fields.{column}: a datetime_after value is `episode_start`, null or an "
                    f"ISO-8601 timestamp, not {value!r}"
                )
        return self


class EntityExpectations(BaseModel):
    """All expected entity changes of a scenario and the global scoring options.

    Attributes:
        changes: The expected changes; their position is the ``spec_index`` used in the
            evidence.
        ignore_tables: Tables whose changes are never looked at (not scored, never a
            guardrail violation). A spec may not name one.
        ignore_columns: Columns never scored and not counted as changes: ``"column"``
            (any table) or ``"table.column"``. An update that changes only ignored
            columns is not a change. A spec's own ``similarity`` entry for a column
            overrides this.
        allowed_tables: Tables that may change freely (e.g. logs): never a guardrail
            violation, and their changes that match no spec are tolerated (not counted
            in precision). Specs may still name them; matches there score as usual.
        ignore_bookkeeping: Treat `BOOKKEEPING_COLUMNS` (``created_at``, ``updated_at``,
            ``modified_at``) as if listed in ``ignore_columns``.
        similarity: Global per-column similarity overrides, keyed ``"table.column"`` or
            ``"column"``; a spec's own ``similarity`` takes precedence.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    changes: list[ExpectedChange] = Field(default_factory=list)
    ignore_tables: list[str] = Field(default_factory=list)
    ignore_columns: list[str] = Field(default_factory=list)
    allowed_tables: list[str] = Field(default_factory=list)
    ignore_bookkeeping: bool = True
    similarity: dict[str, ColumnSimilarity] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _check(self) -> EntityExpectations:
        ignored = set(self.ignore_tables)
        for i, change in enumerate(self.changes):
            if change.table in ignored:
                raise ValueError(
                    f"changes[{i}] names table {change.table!r}, which is in ignore_tables"
                )
        return self

    def spec_tables(self) -> list[str]:
        """Tables named by at least one spec, in order of first mention."""
        return list(dict.fromkeys(c.table for c in self.changes))

    def is_ignored_column(self, table: str, column: str) -> bool:
        """Whether ``table.column`` is globally ignored (bookkeeping included)."""
        if self.ignore_bookkeeping and column in BOOKKEEPING_COLUMNS:
            return True
        return column in self.ignore_columns or f"{table}.{column}" in self.ignore_columns
