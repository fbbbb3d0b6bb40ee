"""Entity F1, ``reference`` variant: the published evaluator's numbers, reimplemented.

The MM-ToolSandBox authors' evaluator (``Liquid4All/ml-mmtoolsandbox``,
``common/entity_diff_evaluator.py`` and ``common/evaluation.py``, run with polars 1.31)
produced the paper's Table 2 but differs from the words of appendix A.2 in several
places (issue 19). This module reproduces its *behaviour* on mmtoolbench's expectation
format, written from its documented rules (no code of it is used); the default
``paper`` variant is `mmtoolbench.sandbox.evaluate.entity_f1`. The rules, with a worked
example of every difference, are in ``docs/sandbox/entity-f1.md``; in short:

* Specs are grouped by (table, operation). Per group precision and recall; the overall
  precision and recall are the **means over groups**; F1 their harmonic mean; 0 when
  the guardrail fails.
* create: the actual rows are the final table's rows whose id is not in the initial
  table (by the first of the evaluator's known id columns, `ID_COLUMNS`; a table
  without one is compared on whole rows, so an edited row counts as new). Rows are
  matched to the expected ones (``match`` + ``fields``) by Hungarian matching on the
  mean similarity of the non-ignored columns; P = sum / actual, R = sum / expected.
* delete: the same on the initial rows missing from the final table, against the
  spec's identifying fields only.
* update: each spec looks its row up in the **final** table by its identifying fields
  and scores ``fields`` plus the identifying fields, whether or not the row changed;
  the group's precision equals its recall, the mean over specs.
* guardrail: every table no spec names (other than ``ignore_tables`` and
  ``allowed_tables``) must be identical, row order included.
* nulls are filled per column type (text ``""``, numbers 0, booleans false, lists
  ``[]``) except in all-null columns; values are compared as the evaluator's polars
  expressions do; ROUGE-L uses its whitespace tokenizer (which keeps empty tokens);
  datetimes compare by naive wall-clock time to the second.
* Where the evaluator crashes (ROUGE-L on a null, ``contains`` on a non-text column),
  the column scores 0 and a warning is recorded.

The inputs the evaluator needs (new and removed rows of each spec table, the final rows
each update spec looks up, the changed unnamed tables) are a `ReferenceInputs`; it is
built from full before/after tables (`inputs_from_tables`) or from a world diff plus
the looked-up rows (`inputs_from_diff`), and stored in the `ReferenceScore`, so
`recompute_reference` re-scores a stored run without its world.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, Literal

import numpy as np
from pydantic import BaseModel, ConfigDict, Field
from rapidfuzz.distance import LCSseq

from mmtoolbench.sandbox.evaluate.spec import (
    EPISODE_START,
    ColumnSimilarity,
    ContainsSimilarity,
    DatetimeAfterSimilarity,
    DatetimeSimilarity,
    EntityExpectations,
    ExactSimilarity,
    ExpectedChange,
    IgnoreSimilarity,
    ListSimilarity,
    NumericSimilarity,
    Op,
    RougeLSimilarity,
)
from mmtoolbench.sandbox.world.diff import WorldDiff
from mmtoolbench.sandbox.world.schema import Table

__all__ = [
    "AUTO_GENERATED_COLUMNS",
    "BOOKKEEPING_TIMESTAMP_COLUMNS",
    "ID_COLUMNS",
    "RUNTIME_ID_COLUMNS",
    "ReferenceColumn",
    "ReferenceGroup",
    "ReferenceInputs",
    "ReferenceMatch",
    "ReferenceScore",
    "ReferenceTable",
    "infer_dtype",
    "inputs_from_diff",
    "inputs_from_tables",
    "lookup_rows",
    "recompute_reference",
    "reference_rouge_l",
    "row_selected",
    "score_reference",
]

Dtype = Literal["null", "bool", "int", "float", "str", "list", "struct", "object"]
RefMethod = Literal["exact", "close", "rouge_l", "naive_datetime", "after", "contains", "ignore"]

ID_COLUMNS: tuple[str, ...] = (
    "id",
    "note_id",
    "reminder_id",
    "calendar_event_id",
    "calendar_id",
    "person_id",
    "song_id",
    "playlist_id",
    "email_id",
    "thread_id",
    "order_id",
    "product_id",
    "transaction_id",
    "expense_id",
    "task_id",
    "file_id",
    "directory_id",
    "contact_id",
    "alarm_id",
)
"""Columns the evaluator recognises as ids, in the order it tries them; a create or
delete is found by the first one a table has, otherwise by comparing whole rows."""

BOOKKEEPING_TIMESTAMP_COLUMNS: frozenset[str] = frozenset(
    {
        "updated_at",
        "created_at",
        "modified_at",
        "deleted_at",
        "last_logged_in",
        "last_updated_at",
        "last_modified_at",
        "added_at",
        "liked_at",
        "joined_at",
        "expected_delivery_at",
        "delivered_at",
        "initiated_at",
        "downloaded_at",
        "approved_at",
        "denied_at",
        "creation_datetime",
    }
)
"""Timestamps the backend sets: ignored for creates and deletes; for an update that
lists one without an explicit similarity, it must be strictly later than the value."""

AUTO_GENERATED_COLUMNS: frozenset[str] = BOOKKEEPING_TIMESTAMP_COLUMNS | {
    "relationships",
    "compressed_data",
    "file_compressed_data",
    "invitation_code",
    "debtor_ids",
    "participant_ids",
    "invite_code",
    "queue_song_ids",
    "label",
    "deleted",
}
"""Columns always ignored in creates and deletes, whatever the spec says."""

RUNTIME_ID_COLUMNS: frozenset[str] = frozenset(
    {"reminder_id", "calendar_event_id", "calendar_id", "person_id", "note_id", "message_id"}
)
"""Ids assigned at run time: always ignored in creates and deletes."""

_TEXT_COLUMNS = frozenset({"content", "title", "description", "name", "body", "text", "subject"})
_IGNORED_BY_NAME = frozenset({"tags", "data"})
_NON_WORD = re.compile(r"\W+")
_SPACES = re.compile(r"\s+")


class _Crash(Exception):
    """Where the published evaluator raises."""


# --------------------------------------------------------------------------- evidence


class _Model(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class ReferenceTable(_Model):
    """What the evaluator sees of one table named by a spec.

    Attributes:
        key: The table's key column (labels rows in the evidence).
        columns: Columns of the final table, in order.
        dtypes: Column types of the final table (decide null filling and comparison).
        initial_columns: Columns of the initial table.
        initial_dtypes: Column types of the initial table.
        new_rows: Final rows missing from the initial table (create candidates).
        removed_rows: Initial rows missing from the final table (delete candidates).
        lookups: Per update spec (by ``spec_index`` as a string), the final rows its
            identifying fields select.
        datetime_columns: Columns a world schema declares DATE / DATETIME; when the
            scenario does not configure one, it is compared as the published scenarios
            configure user-facing datetimes (naive wall-clock equality).
    """

    key: str | None = None
    columns: list[str] = Field(default_factory=list)
    dtypes: dict[str, Dtype] = Field(default_factory=dict)
    initial_columns: list[str] = Field(default_factory=list)
    initial_dtypes: dict[str, Dtype] = Field(default_factory=dict)
    new_rows: list[dict[str, Any]] = Field(default_factory=list)
    removed_rows: list[dict[str, Any]] = Field(default_factory=list)
    lookups: dict[str, list[dict[str, Any]]] = Field(default_factory=dict)
    datetime_columns: list[str] = Field(default_factory=list)


class ReferenceInputs(_Model):
    """Everything the reference variant scores; enough to recompute it offline.

    Attributes:
        source: ``tables`` (built from full before/after tables) or ``diff`` (from a
            world diff plus looked-up rows).
        tables: Per spec table, its `ReferenceTable`.
        changed_tables: Tables no spec names whose content or row order changed
            (``ignore_tables`` and ``allowed_tables`` excluded): guardrail failures.
        episode_start: The episode's start (bound of ``datetime_after: episode_start``).
        expectations: The expectations scored against.
        notes: How the inputs were approximated, if they were.
    """

    source: Literal["tables", "diff"] = "tables"
    tables: dict[str, ReferenceTable] = Field(default_factory=dict)
    changed_tables: list[str] = Field(default_factory=list)
    episode_start: str | None = None
    expectations: EntityExpectations = Field(default_factory=EntityExpectations)
    notes: list[str] = Field(default_factory=list)


class ReferenceColumn(_Model):
    """One column of a matched pair.

    Attributes:
        column: Column name.
        method: The evaluator's similarity (``exact``, ``rouge_l``, ``naive_datetime``,
            ``after``, ``contains``, ``close``, ``ignore``).
        expected: The expected value (after null filling).
        actual: The row's value (after null filling).
        score: The similarity (None: the evaluator's expression gave null, counted 0).
        ignored: Whether the column is left out of the mean.
    """

    column: str
    method: RefMethod
    expected: Any
    actual: Any
    score: float | None
    ignored: bool = False


class ReferenceMatch(_Model):
    """An expected row matched to an actual one.

    Attributes:
        spec_index: Position of the spec in ``expectations.changes``.
        slot: Which of the spec's ``count`` rows.
        actual: Index of the actual row among the group's candidates.
        actual_key: The actual row's key value, if known.
        score: Mean of the non-ignored column scores (1.0 if all are ignored).
        columns: Per-column evidence.
    """

    spec_index: int
    slot: int
    actual: int
    actual_key: Any = None
    score: float
    columns: list[ReferenceColumn] = Field(default_factory=list)


class ReferenceGroup(_Model):
    """One (table, operation) group as the evaluator scores it.

    Attributes:
        table: Table.
        op: Operation.
        precision: Group precision (updates: equal to recall).
        recall: Group recall.
        n_expected: Expected rows.
        n_actual: Actual candidate rows (updates: the number of specs).
        per_entity_scores: Score per expected row (0 if unmatched), spec order.
        expected: ``(spec_index, slot)`` of each expected row.
        actual_keys: Key of each candidate row (create / delete).
        similarity: Pair scores (mean of non-ignored columns), expected x actual.
        matches: The matched pairs.
        note: Why a group scored 0 without matching, if it did.
    """

    table: str
    op: Op
    precision: float
    recall: float
    n_expected: int
    n_actual: int
    per_entity_scores: list[float] = Field(default_factory=list)
    expected: list[tuple[int, int]] = Field(default_factory=list)
    actual_keys: list[Any] = Field(default_factory=list)
    similarity: list[list[float | None]] = Field(default_factory=list)
    matches: list[ReferenceMatch] = Field(default_factory=list)
    note: str = ""


class ReferenceScore(_Model):
    """Entity F1 as the published evaluator computes it, with its evidence.

    Attributes:
        metric: Always ``entity_f1``.
        variant: Always ``reference``.
        precision: Mean of the group precisions (1.0 without groups).
        recall: Mean of the group recalls (1.0 without groups).
        f1: Harmonic mean; 0 when the guardrail fails.
        guardrail_pass: Whether every unnamed table is unchanged.
        guardrail_failures: One message per changed unnamed table.
        groups: Per (table, operation) group, in order of first mention.
        warnings: Where the evaluator would have crashed, and what was scored instead.
        inputs: What was scored (for `recompute_reference`).
    """

    metric: Literal["entity_f1"] = "entity_f1"
    variant: Literal["reference"] = "reference"
    precision: float
    recall: float
    f1: float
    guardrail_pass: bool
    guardrail_failures: list[str] = Field(default_factory=list)
    groups: list[ReferenceGroup] = Field(default_factory=list)
    warnings: list[str] = Field(default_factory=list)
    inputs: ReferenceInputs = Field(default_factory=ReferenceInputs)


# --------------------------------------------------------------------------- values


def infer_dtype(values: Sequence[Any]) -> Dtype:
    """The column type polars infers for ``values`` (as the evaluator's frames have).

    All null: ``null``; booleans: ``bool``; integers (and booleans): ``int``; numbers
    with a float: ``float``; strings, also mixed with numbers or booleans (which become
    their text): ``str``; lists: ``list``; objects: ``struct``; any other mix (which
    polars refuses to build): ``object``.
    """
    kinds: set[str] = set()
    for v in values:
        if v is None:
            continue
        if isinstance(v, bool):
            kinds.add("bool")
        elif isinstance(v, int):
            kinds.add("int")
        elif isinstance(v, float):
            kinds.add("float")
        elif isinstance(v, str):
            kinds.add("str")
        elif isinstance(v, list | tuple):
            kinds.add("list")
        elif isinstance(v, dict):
            kinds.add("struct")
        else:
            kinds.add("object")
    if not kinds:
        return "null"
    if len(kinds) == 1:
        kind = next(iter(kinds))
        return kind  # type: ignore[return-value]
    if kinds <= {"bool", "int", "float"}:
        return "float" if "float" in kinds else "int"
    if kinds <= {"bool", "int", "float", "str"}:
        return "str"
    return "object"


def _frame_columns(rows: Sequence[Mapping[str, Any]]) -> list[str]:
    return list(dict.fromkeys(c for row in rows for c in row))


def _frame_dtypes(rows: Sequence[Mapping[str, Any]], columns: Sequence[str]) -> dict[str, Dtype]:
    return {c: infer_dtype([row.get(c) for row in rows]) for c in columns}


_FILL: dict[str, Any] = {"int": 0, "float": 0.0, "bool": False, "str": ""}


def _coerce(value: Any, dtype: Dtype) -> Any:
    """A value as its column holds it (numbers widened, scalars in a text column as text)."""
    if value is None:
        return None
    if dtype == "float" and isinstance(value, int | float):
        return float(value)
    if dtype == "int" and isinstance(value, bool):
        return int(value)
    if dtype == "str" and not isinstance(value, str):
        return _as_text(value)
    return value


def _fill(value: Any, dtype: Dtype) -> Any:
    """Null filling by column type (text "", numbers 0, booleans false, lists [])."""
    if value is not None:
        return _coerce(value, dtype)
    if dtype == "list":
        return []
    return _FILL.get(dtype)


def _fill_rows(
    rows: Sequence[Mapping[str, Any]], columns: Sequence[str], dtypes: Mapping[str, Dtype]
) -> list[dict[str, Any]]:
    return [{c: _fill(row.get(c), dtypes.get(c, "null")) for c in columns} for row in rows]


def _frame_rows(rows: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Rows as a frame built from them holds them (no null filling)."""
    columns = _frame_columns(rows)
    dtypes = _frame_dtypes(rows, columns)
    return [{c: _coerce(row.get(c), dtypes[c]) for c in columns} for row in rows]


def _as_text(value: Any) -> str | None:
    """A value cast to text the way polars casts a column to String (null stays null)."""
    if value is None:
        return None
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer() and math.isfinite(value):
        return f"{value:.1f}"
    if isinstance(value, list | dict):
        raise _Crash(f"cannot cast a {type(value).__name__} to text")
    return str(value)


def _normalise_iso(text: str) -> str:
    normalized = text.strip()
    if normalized.endswith("Z"):
        normalized = normalized[:-1] + "+00:00"
    if len(normalized) > 10 and normalized[10] == " ":
        normalized = normalized[:10] + "T" + normalized[11:]
    return normalized


def _epoch(text: Any, default: float | None = None) -> float | None:
    """Epoch seconds of an ISO-8601 text; naive values are taken as UTC."""
    if not isinstance(text, str) or not text:
        return default
    try:
        dt = datetime.fromisoformat(_normalise_iso(text))
    except (ValueError, TypeError):
        return default
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt.timestamp()


def _naive(text: Any) -> str | None:
    """Wall-clock time of an ISO-8601 text, offset and fraction dropped."""
    if not isinstance(text, str) or not text:
        return None
    try:
        dt = datetime.fromisoformat(_normalise_iso(text))
    except (ValueError, TypeError):
        return None
    return dt.replace(tzinfo=None, microsecond=0).isoformat()


def _f32(value: float) -> float:
    """Scores travel as 32-bit floats in the evaluator."""
    return float(np.float32(value))


def _tokens(text: str) -> list[str]:
    """The evaluator's ROUGE tokenizer: lower-case, non-word runs to a space, split on
    whitespace (so leading / trailing punctuation leaves an empty token)."""
    return _SPACES.split(_NON_WORD.sub(" ", text.lower()))


def reference_rouge_l(target: Any, prediction: Any) -> float:
    """ROUGE-L F-measure as the evaluator computes it (`rouge_score` with its tokenizer).

    Raises:
        _Crash: If either side is not text (the evaluator raises).
    """
    if not isinstance(target, str) or not isinstance(prediction, str):
        raise _Crash("ROUGE-L on a value that is not text (null)")
    ref, cand = _tokens(target), _tokens(prediction)
    lcs = LCSseq.similarity(ref, cand)
    if not ref or not cand or lcs == 0:
        return 0.0
    p, r = lcs / len(cand), lcs / len(ref)
    return 2 * p * r / (p + r)


# --------------------------------------------------------------------------- similarities


@dataclass(frozen=True)
class _Method:
    name: RefMethod
    case_sensitive: bool = True
    tolerance: float = 0.0
    relative_tolerance: float = 0.0
    threshold: float | None = None
    tolerance_seconds: float | None = None


_IGNORE = _Method("ignore")
_EXACT = _Method("exact")
_ROUGE = _Method("rouge_l")
_AFTER = _Method("after")


def _translate(method: ColumnSimilarity) -> _Method:
    """mmtoolbench's similarity -> the evaluator's (options it lacks are honoured)."""
    if isinstance(method, IgnoreSimilarity):
        return _IGNORE
    if isinstance(method, ExactSimilarity | ListSimilarity):
        return _Method("exact", case_sensitive=method.case_sensitive)
    if isinstance(method, NumericSimilarity):
        if method.tolerance or method.relative_tolerance:
            return _Method(
                "close", tolerance=method.tolerance, relative_tolerance=method.relative_tolerance
            )
        return _EXACT
    if isinstance(method, DatetimeSimilarity):
        return _Method("naive_datetime", tolerance_seconds=method.tolerance_seconds)
    if isinstance(method, RougeLSimilarity):
        return _Method("rouge_l", threshold=method.threshold)
    if isinstance(method, ContainsSimilarity):
        return _Method("contains", case_sensitive=method.case_sensitive)
    assert isinstance(method, DatetimeAfterSimilarity)
    return _AFTER


def _default_method(column: str, value: Any, datetimes: Sequence[str] = ()) -> _Method:
    """The evaluator's default for a column the spec does not configure."""
    if value is None or value == "" or value == []:
        return _IGNORE
    if column in RUNTIME_ID_COLUMNS or column in AUTO_GENERATED_COLUMNS:
        return _IGNORE
    if column in datetimes:
        return _Method("naive_datetime")
    if column in _TEXT_COLUMNS:
        return _ROUGE
    if column in _IGNORED_BY_NAME:
        return _IGNORE
    return _EXACT


def _per_row(first: float | None, n: int) -> list[float | None]:
    """A literal result: a one-row frame, padded with nulls when stacked with others."""
    return [first] + [None] * (n - 1) if n else []


def _eq(value: Any, actual: Any, dtype: Dtype) -> float | None:
    if actual is None:
        return None
    if dtype == "str":  # a non-text value raises; the fallback compares with str(value)
        return 1.0 if actual == (value if isinstance(value, str) else str(value)) else 0.0
    if dtype in ("int", "float", "bool"):
        if isinstance(value, int | float):
            return 1.0 if actual == value else 0.0
        return 1.0 if _as_text(actual) == str(value) else 0.0
    return 1.0 if actual == value else 0.0


def _exact(
    value: Any, actuals: Sequence[Any], dtype: Dtype, case_sensitive: bool
) -> list[float | None]:
    if value is None:
        return [1.0 if a is None else 0.0 for a in actuals]
    if dtype == "list":
        try:
            want = str(sorted(value) if isinstance(value, list) else [value])
            return [1.0 if str(sorted(a)) == want else 0.0 for a in actuals]
        except TypeError as exc:
            raise _Crash(f"cannot sort list values: {exc}") from None
    if isinstance(value, list) and dtype == "str":
        want_list = sorted(value, key=str)
        out: list[float | None] = []
        for a in actuals:
            try:
                got = json.loads(a) if isinstance(a, str) else a
            except ValueError:
                out.append(0.0)
                continue
            got = got if isinstance(got, list) else [got]
            out.append(1.0 if sorted(got, key=str) == want_list else 0.0)
        return out
    if isinstance(value, str):
        expected_epoch = _epoch(value)
        if expected_epoch is not None:
            target = int(expected_epoch)
            scores: list[float | None] = []
            for a in actuals:
                text = _as_text(a)
                if text is None:
                    scores.append(None)
                    continue
                scores.append(1.0 if int(_epoch(text, -1.0) or -1) == target else 0.0)
            return scores
    if not case_sensitive and isinstance(value, str):
        low = value.casefold()
        return [None if a is None else (1.0 if str(a).casefold() == low else 0.0) for a in actuals]
    return [_eq(value, a, dtype) for a in actuals]


def _column_scores(
    method: _Method, value: Any, actuals: Sequence[Any], dtype: Dtype
) -> list[float | None]:
    """One expected value against every candidate's value of a column."""
    n = len(actuals)
    name = method.name
    if name == "ignore":
        return [1.0] * n
    if name == "exact":
        return _exact(value, actuals, dtype, method.case_sensitive)
    if name == "close":
        if not isinstance(value, int | float) or isinstance(value, bool):
            return _exact(value, actuals, dtype, True)
        allowed = max(method.tolerance, method.relative_tolerance * abs(value))
        return [
            None
            if a is None
            else (1.0 if isinstance(a, int | float) and abs(a - value) <= allowed else 0.0)
            for a in actuals
        ]
    if name == "rouge_l":
        out: list[float | None] = []
        for a in actuals:
            score = reference_rouge_l(value, a)
            if method.threshold is not None:
                score = 1.0 if score >= method.threshold else 0.0
            out.append(score)
        return out
    if name == "naive_datetime":
        if value is None:
            return [1.0 if a is None else 0.0 for a in actuals]
        want = _naive(str(value))
        if want is None:
            return _per_row(0.0, n)
        res: list[float | None] = []
        for a in actuals:
            text = _as_text(a)
            if text is None:
                res.append(None)
                continue
            got = _naive(text)
            if method.tolerance_seconds is not None and got is not None:
                delta = abs(
                    (datetime.fromisoformat(got) - datetime.fromisoformat(want)).total_seconds()
                )
                res.append(1.0 if delta <= method.tolerance_seconds else 0.0)
            else:
                res.append(1.0 if got == want else 0.0)
        return res
    if name == "after":
        if value is None:
            return _per_row(1.0, n)
        bound = _epoch(str(value))
        if bound is None:
            return _per_row(0.0, n)
        limit = int(bound)
        after: list[float | None] = []
        for a in actuals:
            text = _as_text(a)
            after.append(
                None if text is None else (1.0 if int(_epoch(text, 0.0) or 0) > limit else 0.0)
            )
        return after
    assert name == "contains"
    if dtype != "str":
        raise _Crash(f"contains on a {dtype} column")
    if method.case_sensitive:
        if not isinstance(value, str):
            raise _Crash("contains with a value that is not text")
        needle = value
        return [None if a is None else (1.0 if needle in a else 0.0) for a in actuals]
    needle = str(value).lower()
    return [None if a is None else (1.0 if needle in a.lower() else 0.0) for a in actuals]


# --------------------------------------------------------------------------- matching


@dataclass
class _MatchResult:
    precision: float
    recall: float
    per_expected: list[float]
    similarity: list[list[float | None]]
    matches: list[tuple[int, int, float, list[ReferenceColumn]]]
    note: str = ""


def _match(
    actual_rows: Sequence[Mapping[str, Any]],
    actual_columns: Sequence[str],
    actual_dtypes: Mapping[str, Dtype],
    expected_rows: Sequence[Mapping[str, Any]],
    methods: Sequence[Mapping[str, _Method]],
    where: str,
    warnings: list[str],
) -> _MatchResult:
    """The evaluator's row matching of expected rows against candidate rows."""
    n_exp, n_act = len(expected_rows), len(actual_rows)
    if n_exp == 0:
        return _MatchResult(1.0 if n_act == 0 else 0.0, 1.0, [], [], [])
    zeros = [0.0] * n_exp
    if n_act == 0:
        return _MatchResult(0.0, 0.0, zeros, [], [], "no candidate rows")
    exp_columns = _frame_columns(expected_rows)
    known = set().union(*(m.keys() for m in methods))
    common = [c for c in exp_columns if c in actual_columns and c in known]
    if not common:
        return _MatchResult(0.0, 0.0, zeros, [], [], "no column in common")
    exp_dtypes = _frame_dtypes(expected_rows, exp_columns)
    expected = _fill_rows(expected_rows, exp_columns, exp_dtypes)
    actual = _fill_rows(actual_rows, actual_columns, actual_dtypes)
    cost = np.zeros((n_exp, n_act), dtype=float)
    pair_cols: list[list[list[ReferenceColumn]]] = []
    scored: list[list[str]] = []
    for i, row in enumerate(expected):
        row_methods = {c: methods[i].get(c, _IGNORE) for c in common}
        non_ignored = [c for c in common if row_methods[c].name != "ignore"]
        per_col: dict[str, list[float | None]] = {}
        for c in common:
            values = [a[c] for a in actual]
            try:
                raw = _column_scores(row_methods[c], row[c], values, actual_dtypes.get(c, "null"))
            except _Crash as exc:
                warnings.append(
                    f"{where}: column {c!r} of expected row {i}: the published evaluator "
                    f"crashes here ({exc}); scored 0"
                )
                raw = [0.0] * n_act
            per_col[c] = [None if s is None else _f32(s) for s in raw]
        cols_by_actual: list[list[ReferenceColumn]] = []
        for j in range(n_act):
            cols_by_actual.append(
                [
                    ReferenceColumn(
                        column=c,
                        method=row_methods[c].name,
                        expected=row[c],
                        actual=actual[j][c],
                        score=per_col[c][j],
                        ignored=row_methods[c].name == "ignore",
                    )
                    for c in common
                ]
            )
            if non_ignored:
                present = [s for c in non_ignored if (s := per_col[c][j]) is not None]
                cost[i, j] = -(math.fsum(present) / len(present)) if present else math.nan
        pair_cols.append(cols_by_actual)
        scored.append(non_ignored)

    def pair_score(i: int, j: int) -> float:
        cols = scored[i]
        if not cols:
            return 1.0
        by_name = {x.column: x.score for x in pair_cols[i][j]}
        return math.fsum(by_name[c] or 0.0 for c in cols) / len(cols)

    similarity: list[list[float | None]] = [
        [pair_score(i, j) for j in range(n_act)] for i in range(n_exp)
    ]
    if np.isnan(cost).any():
        return _MatchResult(0.0, 0.0, zeros, similarity, [], "a pair had only null similarities")
    from scipy.optimize import linear_sum_assignment  # heavy: imported on first match

    rows, cols = linear_sum_assignment(cost)
    matches = [
        (int(i), int(j), pair_score(int(i), int(j)), pair_cols[i][j])
        for i, j in zip(rows, cols, strict=True)
    ]
    per_expected = list(zeros)
    for i, _, score, _ in matches:
        per_expected[i] = score
    total = math.fsum(per_expected)
    return _MatchResult(
        min(total / n_act, 1.0), min(total / n_exp, 1.0), per_expected, similarity, matches
    )


# --------------------------------------------------------------------------- specs


def _explicit(
    expectations: EntityExpectations, change: ExpectedChange, columns: Sequence[str]
) -> dict[str, _Method]:
    """The similarities the scenario states for ``columns`` of one spec."""
    out: dict[str, _Method] = {}
    for c in columns:
        if c in change.similarity:
            out[c] = _translate(change.similarity[c])
        elif f"{change.table}.{c}" in expectations.similarity:
            out[c] = _translate(expectations.similarity[f"{change.table}.{c}"])
        elif c in expectations.similarity:
            out[c] = _translate(expectations.similarity[c])
        elif (
            c in expectations.ignore_columns or f"{change.table}.{c}" in expectations.ignore_columns
        ):
            out[c] = _IGNORE
    return out


def _force_ignore(methods: dict[str, _Method]) -> dict[str, _Method]:
    return {
        c: (_IGNORE if c in RUNTIME_ID_COLUMNS or c in AUTO_GENERATED_COLUMNS else m)
        for c, m in methods.items()
    }


def _bound(value: Any, episode_start: str | None) -> Any:
    return episode_start if value is None or value == EPISODE_START else value


def _resolve_after(
    data: dict[str, Any], methods: Mapping[str, _Method], episode_start: str | None
) -> dict[str, Any]:
    """``datetime_after`` values: ``episode_start`` / null become the episode start."""
    return {
        c: (_bound(v, episode_start) if methods.get(c) == _AFTER else v) for c, v in data.items()
    }


def _label(row: Mapping[str, Any], key: str | None) -> Any:
    return row.get(key) if key is not None else None


def _group_result(
    table: str,
    op: Op,
    result: _MatchResult,
    slots: list[tuple[int, int]],
    keys: list[Any],
) -> ReferenceGroup:
    return ReferenceGroup(
        table=table,
        op=op,
        precision=result.precision,
        recall=result.recall,
        n_expected=len(slots),
        n_actual=len(keys),
        per_entity_scores=result.per_expected,
        expected=slots,
        actual_keys=keys,
        similarity=result.similarity,
        matches=[
            ReferenceMatch(
                spec_index=slots[i][0],
                slot=slots[i][1],
                actual=j,
                actual_key=keys[j] if j < len(keys) else None,
                score=score,
                columns=cols,
            )
            for i, j, score, cols in result.matches
        ],
        note=result.note,
    )


def _score_create(
    table: str,
    specs: list[tuple[int, ExpectedChange]],
    state: ReferenceTable,
    inputs: ReferenceInputs,
    warnings: list[str],
) -> ReferenceGroup:
    exp = inputs.expectations
    rows: list[dict[str, Any]] = []
    methods: list[dict[str, _Method]] = []
    slots: list[tuple[int, int]] = []
    for index, change in specs:
        data = {**change.match, **change.fields}
        for k in range(change.count):
            rows.append(data)
            slots.append((index, k))
    columns = _frame_columns(rows)
    for _index, change in specs:
        data = {**change.match, **change.fields}
        own = _force_ignore(_explicit(exp, change, list(data)))
        for c in columns:
            if c not in own:
                own[c] = _default_method(c, data.get(c), state.datetime_columns)
        for _ in range(change.count):
            methods.append(own)
    rows = [_resolve_after(r, m, inputs.episode_start) for r, m in zip(rows, methods, strict=True)]
    result = _match(
        state.new_rows, state.columns, state.dtypes, rows, methods, f"{table} create", warnings
    )
    return _group_result(
        table, "create", result, slots, [_label(r, state.key) for r in state.new_rows]
    )


def _score_delete(
    table: str,
    specs: list[tuple[int, ExpectedChange]],
    state: ReferenceTable,
    inputs: ReferenceInputs,
    warnings: list[str],
) -> ReferenceGroup:
    exp = inputs.expectations
    rows: list[dict[str, Any]] = []
    slots: list[tuple[int, int]] = []
    merged: dict[str, _Method] = {}
    for index, change in specs:
        merged.update(_explicit(exp, change, [*change.match, *change.fields]))
        if not change.match:
            continue
        for k in range(change.count):
            rows.append(dict(change.match))
            slots.append((index, k))
    merged = _force_ignore(merged)
    for c in _frame_columns(rows):
        merged.setdefault(c, _EXACT)
    result = _match(
        state.removed_rows,
        state.initial_columns,
        state.initial_dtypes,
        rows,
        [merged] * len(rows),
        f"{table} delete",
        warnings,
    )
    return _group_result(
        table, "delete", result, slots, [_label(r, state.key) for r in state.removed_rows]
    )


def _score_update(
    table: str,
    specs: list[tuple[int, ExpectedChange]],
    state: ReferenceTable,
    inputs: ReferenceInputs,
    warnings: list[str],
) -> ReferenceGroup:
    exp = inputs.expectations
    scores: list[float] = []
    slots: list[tuple[int, int]] = []
    matches: list[ReferenceMatch] = []
    notes: list[str] = []
    for index, change in specs:
        for k in range(change.count):
            slots.append((index, k))
            if not change.match or any(c not in state.columns for c in change.match):
                scores.append(0.0)
                notes.append(f"spec {index}: no identifying column in the table")
                continue
            found = state.lookups.get(str(index), [])
            if not found:
                scores.append(0.0)
                notes.append(f"spec {index}: no final row with {change.match}")
                continue
            data = {**change.fields, **change.match}
            explicit = _explicit(exp, change, list(data))
            methods = dict(explicit)
            for c, v in data.items():
                methods.setdefault(c, _default_method(c, v, state.datetime_columns))
            for c in data:
                if c in BOOKKEEPING_TIMESTAMP_COLUMNS and c not in change.similarity:
                    methods[c] = _AFTER
            data = _resolve_after(data, methods, inputs.episode_start)
            result = _match(
                found,
                state.columns,
                state.dtypes,
                [data],
                [methods],
                f"{table} update (spec {index})",
                warnings,
            )
            scores.append(result.recall)
            for _, j, score, cols in result.matches:
                matches.append(
                    ReferenceMatch(
                        spec_index=index,
                        slot=k,
                        actual=j,
                        actual_key=_label(found[j], state.key),
                        score=score,
                        columns=cols,
                    )
                )
    mean = math.fsum(scores) / len(scores) if scores else 0.0
    return ReferenceGroup(
        table=table,
        op="update",
        precision=mean,
        recall=mean,
        n_expected=len(slots),
        n_actual=len(slots),
        per_entity_scores=scores,
        expected=slots,
        matches=matches,
        note="; ".join(notes),
    )


def score_reference(inputs: ReferenceInputs) -> ReferenceScore:
    """Entity F1 as the published evaluator computes it, from its inputs.

    Args:
        inputs: From `inputs_from_tables` or `inputs_from_diff` (or stored evidence).

    Returns:
        The score, its per-group evidence and any crash warnings.
    """
    exp = inputs.expectations
    order: dict[tuple[str, Op], list[tuple[int, ExpectedChange]]] = {}
    for i, change in enumerate(exp.changes):
        order.setdefault((change.table, change.op), []).append((i, change))
    warnings: list[str] = []
    groups: list[ReferenceGroup] = []
    for (table, op), specs in order.items():
        state = inputs.tables.get(table, ReferenceTable())
        if op == "create":
            groups.append(_score_create(table, specs, state, inputs, warnings))
        elif op == "delete":
            groups.append(_score_delete(table, specs, state, inputs, warnings))
        else:
            groups.append(_score_update(table, specs, state, inputs, warnings))
    if groups:
        precision = math.fsum(g.precision for g in groups) / len(groups)
        recall = math.fsum(g.recall for g in groups) / len(groups)
    else:
        precision = recall = 1.0
    failures = [
        f"guardrail failed for {t}: table changed unexpectedly" for t in inputs.changed_tables
    ]
    f1 = 2 * precision * recall / (precision + recall) if precision + recall > 0 else 0.0
    return ReferenceScore(
        precision=precision,
        recall=recall,
        f1=0.0 if failures else f1,
        guardrail_pass=not failures,
        guardrail_failures=failures,
        groups=groups,
        warnings=warnings,
        inputs=inputs,
    )


def recompute_reference(
    evidence: ReferenceScore | str | bytes | Mapping[str, Any],
) -> ReferenceScore:
    """Recompute a stored `ReferenceScore` from its stored inputs (no world needed)."""
    if isinstance(evidence, ReferenceScore):
        stored = evidence
    elif isinstance(evidence, str | bytes):
        stored = ReferenceScore.model_validate_json(evidence)
    else:
        stored = ReferenceScore.model_validate(evidence)
    return score_reference(stored.inputs)


# --------------------------------------------------------------------------- inputs


def _id_column(columns: Sequence[str], other: Sequence[str]) -> str | None:
    return next((c for c in ID_COLUMNS if c in columns and c in other), None)


def _rows_equal(a: Mapping[str, Any], b: Mapping[str, Any], columns: Sequence[str]) -> bool:
    """Whole-row join equality: nulls never join."""
    return all(a.get(c) is not None and a.get(c) == b.get(c) for c in columns)


def _anti_join(
    left: list[dict[str, Any]],
    left_cols: list[str],
    right: list[dict[str, Any]],
    right_cols: list[str],
) -> list[dict[str, Any]]:
    """Rows of ``left`` not in ``right``: by the first known id column, else whole rows."""
    if not left or not right:
        return left
    common = [c for c in left_cols if c in right_cols]
    if not common:
        return left
    id_col = _id_column(left_cols, right_cols)
    if id_col is not None:
        seen = {_as_text(r.get(id_col)) for r in right}
        return [r for r in left if _as_text(r.get(id_col)) not in seen]
    return [r for r in left if not any(_rows_equal(r, o, common) for o in right)]


def _frames_equal(a: list[dict[str, Any]], b: list[dict[str, Any]]) -> bool:
    """Order-sensitive frame equality (column names, rows in order; values compare
    across numeric types, nulls equal)."""
    ca, cb = _frame_columns(a), _frame_columns(b)
    if ca != cb or len(a) != len(b):
        return False
    fa, fb = _frame_rows(a), _frame_rows(b)
    return all(ra.get(c) == rb.get(c) for ra, rb in zip(fa, fb, strict=True) for c in ca)


def row_selected(row: Mapping[str, Any], where: Mapping[str, Any]) -> bool:
    """Whether ``row`` has every ``where`` value, as the evaluator's equality filter.

    Text never equals a number (the evaluator's filter raises there; nothing is
    selected, so the update spec scores 0); nulls select nothing.
    """
    for c, v in where.items():
        got = row.get(c)
        if got is None or v is None:
            return False
        if isinstance(got, str) != isinstance(v, str) or got != v:
            return False
    return True


def lookup_rows(
    expectations: EntityExpectations,
    select: Callable[[str, Mapping[str, Any]], list[dict[str, Any]]],
) -> dict[str, dict[str, list[dict[str, Any]]]]:
    """The final rows each update spec's identifying fields select, per table.

    Args:
        expectations: The expectations.
        select: ``select(table, where)`` returning matching final rows (e.g.
            ``World.select``); an error selects nothing.

    Returns:
        ``{table: {str(spec_index): rows}}``.
    """
    out: dict[str, dict[str, list[dict[str, Any]]]] = {}
    for i, change in enumerate(expectations.changes):
        if change.op != "update" or not change.match:
            continue
        try:
            rows = [dict(r) for r in select(change.table, dict(change.match))]
        except Exception:
            rows = []
        out.setdefault(change.table, {})[str(i)] = rows
    return out


def inputs_from_tables(
    tables: Mapping[
        str, tuple[str | None, Sequence[Mapping[str, Any]], Sequence[Mapping[str, Any]]]
    ],
    expectations: EntityExpectations,
    *,
    episode_start: str | None = None,
) -> ReferenceInputs:
    """The evaluator's inputs from full before / after tables.

    Args:
        tables: ``{name: (key column, initial rows, final rows)}``.
        expectations: The expectations.
        episode_start: The episode's start (ISO-8601), if any.
    """
    named = set(expectations.spec_tables())
    excluded = set(expectations.ignore_tables) | set(expectations.allowed_tables)
    states: dict[str, ReferenceTable] = {}
    changed: list[str] = []
    for name, (key, initial_raw, final_raw) in tables.items():
        initial = [dict(r) for r in initial_raw]
        final = [dict(r) for r in final_raw]
        if name not in named:
            if name not in excluded and not _frames_equal(initial, final):
                changed.append(name)
            continue
        fcols, icols = _frame_columns(final), _frame_columns(initial)
        fdt, idt = _frame_dtypes(final, fcols), _frame_dtypes(initial, icols)
        ffill, ifill = _fill_rows(final, fcols, fdt), _fill_rows(initial, icols, idt)
        lookups: dict[str, list[dict[str, Any]]] = {}
        for i, change in enumerate(expectations.changes):
            if change.table == name and change.op == "update" and change.match:
                lookups[str(i)] = [r for r in ffill if row_selected(r, change.match)]
        states[name] = ReferenceTable(
            key=key,
            columns=fcols,
            dtypes=fdt,
            initial_columns=icols,
            initial_dtypes=idt,
            new_rows=_anti_join(ffill, fcols, ifill, icols),
            removed_rows=_anti_join(ifill, icols, ffill, fcols),
            lookups=lookups,
        )
    return ReferenceInputs(
        source="tables",
        tables=states,
        changed_tables=changed,
        episode_start=episode_start,
        expectations=expectations,
    )


_SCHEMA_DTYPES: dict[str, Dtype] = {
    "TEXT": "str",
    "DATE": "str",
    "DATETIME": "str",
    "INTEGER": "int",
    "REAL": "float",
    "BOOLEAN": "bool",
}


def inputs_from_diff(
    diff: WorldDiff,
    expectations: EntityExpectations,
    lookups: Mapping[str, Mapping[str, Sequence[Mapping[str, Any]]]],
    schemas: Mapping[str, Table] | None = None,
    *,
    episode_start: str | None = None,
) -> ReferenceInputs:
    """The evaluator's inputs from a world diff and the rows update specs look up.

    Creates and deletes come from the diff (by primary key when the table has a
    recognised id column, else created + updated rows as new and deleted + pre-update
    rows as removed); update specs use ``lookups`` (see `lookup_rows`); a changed table
    no spec names fails the guardrail. Column types come from ``schemas`` when given.

    Args:
        diff: The world diff.
        expectations: The expectations.
        lookups: ``{table: {str(spec_index): final rows}}`` from `lookup_rows`.
        schemas: Table schemas (``World.tables``).
        episode_start: The episode's start (ISO-8601).
    """
    named = expectations.spec_tables()
    excluded = set(expectations.ignore_tables) | set(expectations.allowed_tables)
    notes: list[str] = []
    states: dict[str, ReferenceTable] = {}
    for name in named:
        td = diff.table(name)
        schema = schemas.get(name) if schemas is not None else None
        sample = [
            *td.created.values(),
            *td.deleted.values(),
            *(u.after for u in td.updated.values()),
            *(r for rows in lookups.get(name, {}).values() for r in rows),
        ]
        columns = list(schema.column_names) if schema is not None else _frame_columns(sample)
        if schema is not None:
            dtypes: dict[str, Dtype] = {}
            for col in schema.columns:
                dtypes[col.name] = _SCHEMA_DTYPES.get(col.type) or infer_dtype(
                    [r.get(col.name) for r in sample]
                )
                if dtypes[col.name] == "null" and col.type == "JSON":
                    dtypes[col.name] = "list"
            key: str | None = schema.pk.name
        else:
            dtypes = _frame_dtypes(sample, columns)
            key = None
        if _id_column(columns, columns) is not None:
            new = list(td.created.values())
            removed = list(td.deleted.values())
        else:
            new = [*td.created.values(), *(u.after for u in td.updated.values())]
            removed = [*td.deleted.values(), *(u.before for u in td.updated.values())]
            if td.updated:
                notes.append(
                    f"{name}: no recognised id column, so updated rows count as new and removed"
                )
        states[name] = ReferenceTable(
            key=key,
            columns=columns,
            dtypes=dtypes,
            initial_columns=columns,
            initial_dtypes=dtypes,
            new_rows=_fill_rows(new, columns, dtypes),
            removed_rows=_fill_rows(removed, columns, dtypes),
            lookups={
                k: _fill_rows(list(rows), columns, dtypes)
                for k, rows in lookups.get(name, {}).items()
            },
            datetime_columns=[
                c.name
                for c in (schema.columns if schema is not None else ())
                if c.type in ("DATE", "DATETIME")
            ],
        )
    changed = [t for t in diff.changed_tables() if t not in set(named) and t not in excluded]
    return ReferenceInputs(
        source="diff",
        tables=states,
        changed_tables=changed,
        episode_start=episode_start,
        expectations=expectations,
        notes=notes,
    )
