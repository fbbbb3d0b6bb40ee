"""Column similarities for Entity F1 (seed appendix A.2) and their defaults.

A.2: "Column similarity is determined by data type: exact match for identifiers and
numeric fields, ROUGE-L for free-text content (titles, descriptions, message bodies),
and datetime verification for timestamps." Every function here is pure and returns a
score in ``[0, 1]``; `column_similarity` dispatches on a `ColumnSimilarity` spec.

Defaults (`default_similarity`), when neither the spec nor the expectations say
otherwise:

=====================  ==========================================================
column                 similarity
=====================  ==========================================================
primary key            ``ignore`` if generated at runtime (the table has an
                       ``id_prefix`` or an INTEGER key), else ``exact``
DATE, DATETIME         ``datetime`` (equal to the minute)
INTEGER, REAL          ``numeric`` (equal up to float noise)
BOOLEAN                ``exact``
JSON                   ``list`` when the expected value is a list, else ``exact``
TEXT, identifier       ``exact`` (see `text_kind`)
TEXT, free text        ``rouge_l`` (continuous)
=====================  ==========================================================

Bookkeeping columns (``created_at`` ...) and ``ignore_columns`` are ignored one level
up, in `resolve_similarity`.
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from collections import Counter
from collections.abc import Hashable
from datetime import UTC, date, datetime
from typing import Any, Literal

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
    RougeLSimilarity,
)
from mmtoolbench.sandbox.world.schema import Column, Table

__all__ = [
    "FREE_TEXT_WORDS",
    "IDENTIFIER_NAMES",
    "IDENTIFIER_SUFFIXES",
    "TextKind",
    "column_similarity",
    "contains_similarity",
    "datetime_after_similarity",
    "datetime_similarity",
    "default_similarity",
    "exact_similarity",
    "identity_similarity",
    "list_similarity",
    "numeric_similarity",
    "resolve_similarity",
    "rouge_l",
    "rouge_l_similarity",
    "text_kind",
]

TextKind = Literal["identifier", "free_text"]

IDENTIFIER_NAMES: frozenset[str] = frozenset(
    {
        "id",
        "uuid",
        "email",
        "phone",
        "number",
        "status",
        "state",
        "type",
        "kind",
        "category",
        "currency",
        "country",
        "url",
        "username",
        "handle",
        "code",
        "sku",
    }
)
"""TEXT column names treated as identifiers (exact match)."""

IDENTIFIER_SUFFIXES: tuple[str, ...] = (
    "_id",
    "_ids",
    "_key",
    "_code",
    "_uuid",
    "_email",
    "_phone",
    "_number",
    "_url",
    "_status",
    "_type",
)
"""TEXT column name endings treated as identifiers (exact match)."""

FREE_TEXT_WORDS: frozenset[str] = frozenset(
    {
        "body",
        "notes",
        "note",
        "description",
        "title",
        "content",
        "text",
        "subject",
        "message",
        "caption",
        "comment",
        "comments",
        "summary",
        "bio",
        "memo",
        "details",
        "instructions",
        "review",
        "reason",
        "transcript",
    }
)
"""A TEXT column whose name is, or ends with ``_`` + , one of these is free text
(ROUGE-L), unless it is an identifier by the rules above."""

_FREE_TEXT_DESCRIPTION = re.compile(r"free[- ]?(form|text)", re.IGNORECASE)
_ISO_DATETIME = re.compile(
    r"^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$"
)
_DATE_ONLY = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_TOKEN = re.compile(r"\w+")
_FLOAT_NOISE = 1e-9


# --------------------------------------------------------------------------- exact


def _canon(value: Any, case_sensitive: bool) -> Hashable:
    """A hashable normal form: equal normal forms mean `exact` equality."""
    if value is None:
        return None
    if isinstance(value, bool):
        return ("bool", value)
    if isinstance(value, int):
        return ("num", str(value))
    if isinstance(value, float):
        if math.isfinite(value) and value.is_integer() and abs(value) < 2**53:
            return ("num", str(int(value)))
        return ("num", f"{value:.12g}")
    if isinstance(value, str):
        text = unicodedata.normalize("NFC", value).strip()
        return ("str", text if case_sensitive else text.casefold())
    if isinstance(value, datetime | date):
        return ("str", value.isoformat())
    if isinstance(value, list | tuple):
        return ("list", tuple(_canon(v, case_sensitive) for v in value))
    if isinstance(value, dict):
        items = sorted((str(k), _canon(v, case_sensitive)) for k, v in value.items())
        return ("dict", tuple(items))
    return ("other", repr(value))


def _as_number(value: Any) -> float | None:
    """The value as a finite float, or None (booleans are not numbers here)."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, int | float):
        number = float(value)
    elif isinstance(value, str):
        try:
            number = float(value.strip())
        except ValueError:
            return None
    else:
        return None
    return number if math.isfinite(number) else None


def _numbers_close(a: float, b: float) -> bool:
    return math.isclose(a, b, rel_tol=_FLOAT_NOISE, abs_tol=1e-12)


def exact_similarity(expected: Any, actual: Any, *, case_sensitive: bool = True) -> float:
    """1.0 if the two values are equal after normalisation, else 0.0.

    Strings: NFC-normalised and stripped (and case-folded if not ``case_sensitive``).
    Numbers: equal up to float noise; a numeric string equals the number it spells when
    compared with a number. Booleans equal only booleans (and the integers 0/1). Lists
    compare in order, objects by key. ``None`` equals only ``None``.

    Args:
        expected: The spec's value.
        actual: The world's value.
        case_sensitive: Whether string case matters.
    """
    if expected is None or actual is None:
        return 1.0 if expected is None and actual is None else 0.0
    if isinstance(expected, bool) or isinstance(actual, bool):
        if isinstance(expected, int) and isinstance(actual, int):  # bool is an int
            return 1.0 if int(expected) == int(actual) else 0.0
        return 0.0
    if isinstance(expected, int) and isinstance(actual, int):
        return 1.0 if expected == actual else 0.0
    a, b = _as_number(expected), _as_number(actual)
    numeric_types = (int, float)
    if (isinstance(expected, numeric_types) or isinstance(actual, numeric_types)) and (
        a is not None and b is not None
    ):
        return 1.0 if _numbers_close(a, b) else 0.0
    return 1.0 if _canon(expected, case_sensitive) == _canon(actual, case_sensitive) else 0.0


# --------------------------------------------------------------------------- numeric


def numeric_similarity(
    expected: Any, actual: Any, *, tolerance: float = 0.0, relative_tolerance: float = 0.0
) -> float:
    """1.0 if ``|actual - expected| <= max(tolerance, relative_tolerance * |expected|)``.

    Float noise (relative 1e-9) is always tolerated. Values that are not numbers (or
    numeric strings) fall back to `exact_similarity`.

    Args:
        expected: The spec's value.
        actual: The world's value.
        tolerance: Allowed absolute difference.
        relative_tolerance: Allowed difference relative to ``|expected|``.
    """
    a, b = _as_number(expected), _as_number(actual)
    if a is None or b is None:
        return exact_similarity(expected, actual)
    allowed = max(tolerance, relative_tolerance * abs(a))
    if isinstance(expected, int) and isinstance(actual, int):  # exact, no float noise
        return 1.0 if abs(expected - actual) <= allowed else 0.0
    return 1.0 if abs(a - b) <= allowed or _numbers_close(a, b) else 0.0


# --------------------------------------------------------------------------- list


def _as_list(value: Any) -> list[Any] | None:
    if value is None:
        return None
    if isinstance(value, list | tuple | set | frozenset):
        return list(value)
    if isinstance(value, str):
        stripped = value.strip()
        if stripped.startswith("["):
            try:
                decoded = json.loads(stripped)
            except ValueError:
                return [value]
            if isinstance(decoded, list):
                return decoded
    return [value]


def list_similarity(expected: Any, actual: Any, *, case_sensitive: bool = True) -> float:
    """1.0 if both hold the same elements in any order (multiset equality), else 0.0.

    Elements are normalised as in `exact_similarity` (numbers by value: ``1`` equals
    ``1.0``). A JSON list inside a string is decoded; a scalar is a one-element list;
    ``None`` equals only ``None``.

    Args:
        expected: The spec's value.
        actual: The world's value.
        case_sensitive: Whether string case matters.
    """
    left, right = _as_list(expected), _as_list(actual)
    if left is None or right is None:
        return 1.0 if left is None and right is None else 0.0
    if len(left) != len(right):
        return 0.0
    count_left = Counter(_canon(v, case_sensitive) for v in left)
    count_right = Counter(_canon(v, case_sensitive) for v in right)
    return 1.0 if count_left == count_right else 0.0


# --------------------------------------------------------------------------- datetime


def _as_temporal(value: Any) -> datetime | date | None:
    if isinstance(value, datetime | date):
        return value
    if not isinstance(value, str):
        return None
    text = value.strip()
    try:
        if _DATE_ONLY.match(text):
            return date.fromisoformat(text)
        return datetime.fromisoformat(text)
    except ValueError:
        return None


def datetime_similarity(
    expected: Any, actual: Any, *, tolerance_seconds: float | None = None
) -> float:
    """1.0 if two timestamps denote the same time, else 0.0.

    Both aware: compared as instants. One naive: the aware one is compared by its own
    wall-clock time (spec times without offset mean device-local time). Either a bare
    date (``YYYY-MM-DD``): only the calendar dates are compared. With
    ``tolerance_seconds=None`` the times must be equal to the minute (seconds and
    fractions truncated); otherwise ``|difference| <= tolerance_seconds``. Values that
    do not parse fall back to `exact_similarity`.

    Args:
        expected: The spec's value (ISO-8601 string, ``datetime`` or ``date``).
        actual: The world's value.
        tolerance_seconds: Allowed difference, or None for "same minute".
    """
    if expected is None or actual is None:
        return 1.0 if expected is None and actual is None else 0.0
    a, b = _as_temporal(expected), _as_temporal(actual)
    if a is None or b is None:
        return exact_similarity(expected, actual)
    if not isinstance(a, datetime) or not isinstance(b, datetime):
        day_a = a.date() if isinstance(a, datetime) else a
        day_b = b.date() if isinstance(b, datetime) else b
        return 1.0 if day_a == day_b else 0.0
    if (a.tzinfo is None) != (b.tzinfo is None):
        a, b = a.replace(tzinfo=None), b.replace(tzinfo=None)
    elif a.tzinfo is not None:
        a, b = a.astimezone(UTC), b.astimezone(UTC)
    if tolerance_seconds is None:
        same = a.replace(second=0, microsecond=0) == b.replace(second=0, microsecond=0)
        return 1.0 if same else 0.0
    return 1.0 if abs((a - b).total_seconds()) <= tolerance_seconds else 0.0


def datetime_after_similarity(
    bound: Any, actual: Any, *, episode_start: str | datetime | None = None
) -> float:
    """1.0 if ``actual`` is later than ``bound``, else 0.0 (`DatetimeAfterSimilarity`).

    ``bound`` is ``episode_start`` (or None): the actual timestamp must be at or after
    ``episode_start`` (the world's clock is frozen at the episode start, so a write
    during the episode carries exactly that instant). Any other bound is explicit and
    the actual timestamp must be strictly later. Two aware values compare as instants;
    if one is naive both compare by wall-clock time (as in `datetime_similarity`).
    An unparseable or missing actual value, or a missing episode start, gives 0.0.

    Args:
        bound: The spec's value: ``episode_start``, None, or an ISO-8601 timestamp.
        actual: The world's value.
        episode_start: The episode's start (ISO-8601 or ``datetime``).
    """
    inclusive = bound is None or bound == EPISODE_START
    limit = _as_temporal(episode_start if inclusive else bound)
    value = _as_temporal(actual)
    if limit is None or value is None:
        return 0.0
    a = limit if isinstance(limit, datetime) else datetime.combine(limit, datetime.min.time())
    b = value if isinstance(value, datetime) else datetime.combine(value, datetime.min.time())
    if (a.tzinfo is None) != (b.tzinfo is None):
        a, b = a.replace(tzinfo=None), b.replace(tzinfo=None)
    if inclusive:
        return 1.0 if b >= a else 0.0
    return 1.0 if b > a else 0.0


# --------------------------------------------------------------------------- contains


def contains_similarity(expected: Any, actual: Any, *, case_sensitive: bool = False) -> float:
    """1.0 if the text ``actual`` contains ``expected`` as a substring, else 0.0.

    Both are NFC-normalised (and case-folded unless ``case_sensitive``); non-strings are
    compared by their JSON text. An empty ``expected`` is contained in any text; ``None``
    expected matches only ``None``, and a ``None`` actual contains nothing.

    Args:
        expected: The required substring.
        actual: The world's value.
        case_sensitive: Whether case matters.
    """
    if expected is None or actual is None:
        return 1.0 if expected is None and actual is None else 0.0

    def norm(value: Any) -> str:
        text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
        text = unicodedata.normalize("NFC", text)
        return text if case_sensitive else text.casefold()

    return 1.0 if norm(expected) in norm(actual) else 0.0


# --------------------------------------------------------------------------- ROUGE-L


def _tokens(value: Any) -> list[str]:
    text = value if isinstance(value, str) else json.dumps(value, ensure_ascii=False)
    return _TOKEN.findall(unicodedata.normalize("NFC", text).casefold())


def rouge_l(expected: Any, actual: Any) -> float:
    """ROUGE-L F-measure (beta = 1) of ``actual`` against ``expected``.

    Tokens are maximal runs of Unicode word characters after case folding (the
    ``rouge-score`` tokenizer without stemming, but Unicode-aware). With ``L`` the
    length of the longest common token subsequence, precision is ``L / len(actual)``,
    recall ``L / len(expected)`` and the score their harmonic mean. Two texts without
    tokens score 1.0; exactly one without tokens scores 0.0. Non-strings are compared
    by their JSON text.

    Args:
        expected: The reference text.
        actual: The candidate text.
    """
    ref, cand = _tokens(expected), _tokens(actual)
    if not ref or not cand:
        return 1.0 if not ref and not cand else 0.0
    lcs = LCSseq.similarity(ref, cand)
    if lcs == 0:
        return 0.0
    precision, recall = lcs / len(cand), lcs / len(ref)
    return min(1.0, 2 * precision * recall / (precision + recall))


def rouge_l_similarity(expected: Any, actual: Any, *, threshold: float | None = None) -> float:
    """`rouge_l`, or 1/0 against ``threshold`` when one is given.

    ``None`` equals only ``None``.

    Args:
        expected: The reference text.
        actual: The candidate text.
        threshold: None for the continuous score, else the pass mark.
    """
    if expected is None or actual is None:
        return 1.0 if expected is None and actual is None else 0.0
    score = rouge_l(expected, actual)
    if threshold is None:
        return score
    return 1.0 if score >= threshold else 0.0


# --------------------------------------------------------------------------- dispatch


def column_similarity(
    method: ColumnSimilarity,
    expected: Any,
    actual: Any,
    *,
    episode_start: str | datetime | None = None,
) -> float | None:
    """Score one column with ``method``.

    Args:
        method: The similarity spec.
        expected: The spec's value.
        actual: The world's value.
        episode_start: The episode's start, for `DatetimeAfterSimilarity`.

    Returns:
        A score in ``[0, 1]``, or None for `IgnoreSimilarity` (not scored).
    """
    if isinstance(method, IgnoreSimilarity):
        return None
    if isinstance(method, ExactSimilarity):
        return exact_similarity(expected, actual, case_sensitive=method.case_sensitive)
    if isinstance(method, NumericSimilarity):
        return numeric_similarity(
            expected,
            actual,
            tolerance=method.tolerance,
            relative_tolerance=method.relative_tolerance,
        )
    if isinstance(method, ListSimilarity):
        return list_similarity(expected, actual, case_sensitive=method.case_sensitive)
    if isinstance(method, DatetimeSimilarity):
        return datetime_similarity(expected, actual, tolerance_seconds=method.tolerance_seconds)
    if isinstance(method, ContainsSimilarity):
        return contains_similarity(expected, actual, case_sensitive=method.case_sensitive)
    if isinstance(method, DatetimeAfterSimilarity):
        return datetime_after_similarity(expected, actual, episode_start=episode_start)
    return rouge_l_similarity(expected, actual, threshold=method.threshold)


def identity_similarity(method: ColumnSimilarity) -> ColumnSimilarity:
    """The similarity used for an identifying (``match``) field: ``method`` itself,
    except that ``ignore`` and ``rouge_l`` become `exact` (identification is strict).
    """
    if isinstance(method, IgnoreSimilarity | RougeLSimilarity):
        return ExactSimilarity()
    return method


# --------------------------------------------------------------------------- defaults


def text_kind(name: str, column: Column | None = None) -> TextKind:
    """Whether a TEXT column holds an identifier (exact) or free text (ROUGE-L).

    Rules, first hit wins:

    1. Primary keys, foreign keys (``references``) and enums (``choices``) are
       identifiers.
    2. Names in `IDENTIFIER_NAMES` or ending in one of `IDENTIFIER_SUFFIXES` (``*_id``,
       ``email``, ``phone``, ``status``, ...) are identifiers.
    3. Names in `FREE_TEXT_WORDS`, or whose last ``_``-separated word is one (``body``,
       ``notes``, ``event_title``, ...), are free text.
    4. A column whose description says "free-form" / "free text" is free text.
    5. Anything else (names, addresses, labels, ...) is an identifier.

    Args:
        name: Column name.
        column: Its schema declaration, if known.
    """
    if column is not None and (column.primary_key or column.references or column.choices):
        return "identifier"
    if name in IDENTIFIER_NAMES or name.endswith(IDENTIFIER_SUFFIXES):
        return "identifier"
    if name in FREE_TEXT_WORDS or name.rsplit("_", 1)[-1] in FREE_TEXT_WORDS:
        return "free_text"
    if column is not None and _FREE_TEXT_DESCRIPTION.search(column.description):
        return "free_text"
    return "identifier"


def _text_default(name: str, column: Column | None) -> ColumnSimilarity:
    if text_kind(name, column) == "free_text":
        return RougeLSimilarity()
    return ExactSimilarity()


def default_similarity(
    name: str, expected: Any = None, table: Table | None = None
) -> ColumnSimilarity:
    """The similarity a column gets when nothing overrides it (see the module table).

    When the table or column is unknown, the method is inferred from the expected
    value: booleans exact, numbers numeric, lists list, ISO timestamps datetime,
    strings by `text_kind`, anything else exact.

    Args:
        name: Column name.
        expected: The spec's value for the column (decides JSON list vs exact).
        table: The table's schema, if known.
    """
    column = table.column(name) if table is not None and table.has_column(name) else None
    if column is None:
        if isinstance(expected, bool) or expected is None or isinstance(expected, dict):
            return ExactSimilarity()
        if isinstance(expected, int | float):
            return NumericSimilarity()
        if isinstance(expected, list | tuple):
            return ListSimilarity()
        if isinstance(expected, str) and _ISO_DATETIME.match(expected.strip()):
            return DatetimeSimilarity()
        return _text_default(name, None)
    assert table is not None  # column is only known with its table
    if column.primary_key:
        generated = table.id_prefix is not None or column.type == "INTEGER"
        return IgnoreSimilarity() if generated else ExactSimilarity()
    kind = column.type
    if kind in ("DATE", "DATETIME"):
        return DatetimeSimilarity()
    if kind in ("INTEGER", "REAL"):
        return NumericSimilarity()
    if kind == "BOOLEAN":
        return ExactSimilarity()
    if kind == "JSON":
        return ListSimilarity() if isinstance(expected, list | tuple) else ExactSimilarity()
    return _text_default(name, column)


def resolve_similarity(
    expectations: EntityExpectations,
    change: ExpectedChange,
    column: str,
    table: Table | None = None,
) -> ColumnSimilarity:
    """The similarity for one column of one spec, by precedence.

    1. The spec's own ``similarity[column]``.
    2. The expectations' ``similarity["table.column"]``, then ``similarity["column"]``.
    3. ``ignore`` if the column is globally ignored (``ignore_columns``, bookkeeping).
    4. `default_similarity`.

    Args:
        expectations: All expectations (global overrides and ignores).
        change: The spec.
        column: Column name.
        table: The table's schema, if known.
    """
    if column in change.similarity:
        return change.similarity[column]
    qualified = f"{change.table}.{column}"
    if qualified in expectations.similarity:
        return expectations.similarity[qualified]
    if column in expectations.similarity:
        return expectations.similarity[column]
    if expectations.is_ignored_column(change.table, column):
        return IgnoreSimilarity()
    expected = change.fields.get(column, change.match.get(column))
    return default_similarity(column, expected, table)
