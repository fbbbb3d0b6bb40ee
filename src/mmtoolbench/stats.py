"""Statistics shared by the benchmark's analyses.

Covers agreement between raters (raw agreement, Cohen's and Fleiss' kappa), binary
confusion counts of a judge against a reference (FPR, FNR, pass rates), rank and linear
correlation (via `scipy.stats`), percentile bootstrap confidence intervals, and ranking
for leaderboards.

Conventions used throughout:

* Invalid input (length mismatch, empty input, NaN, constant input to a correlation...)
  raises `ValueError` with a message naming the problem.
* Labels may be any hashable values (bools, strings, ints); they are compared with `==`.
  Float NaN is rejected as a label because it is not equal to itself.
* A rate whose denominator is zero (e.g. the FPR when there are no truth-negatives) is
  `math.nan` rather than an error, so a `Confusion` can always be built and printed.
* Kappa is undefined when the expected (chance) agreement is 1, which happens only when
  every rating falls in one single category. We then return 1.0 if the observed
  agreement is also 1 (it always is in that situation) and 0.0 otherwise.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Any, Literal, NamedTuple, TypeAlias

import numpy as np
from numpy.typing import NDArray
from scipy import stats

Labels: TypeAlias = Sequence[Hashable] | NDArray[Any]
"""A one-dimensional sequence of hashable labels (a list, tuple or 1-D array)."""

Numbers: TypeAlias = Sequence[float] | NDArray[Any]
"""A one-dimensional sequence of real numbers (bools and ints are accepted)."""

Alternative: TypeAlias = Literal["two-sided", "less", "greater"]
RankMethod: TypeAlias = Literal["average", "min", "max", "dense", "ordinal"]

__all__ = [
    "BootstrapCI",
    "Confusion",
    "PearsonResult",
    "SpearmanResult",
    "bootstrap_ci",
    "cohen_kappa",
    "confusion",
    "fleiss_kappa",
    "labels_from_counts",
    "mean",
    "mean_difference",
    "mean_pairwise_agreement",
    "mean_pairwise_cohen_kappa",
    "paired_bootstrap_ci",
    "pearson",
    "rank",
    "raw_agreement",
    "spearman",
]


# --------------------------------------------------------------------------------------
# Input validation helpers
# --------------------------------------------------------------------------------------


def _as_list(values: Labels, name: str) -> list[Any]:
    """Return `values` as a plain list, rejecting strings and non 1-D arrays."""
    if isinstance(values, str | bytes):
        raise ValueError(f"{name} must be a sequence of labels, not a single string")
    if isinstance(values, np.ndarray):
        if values.ndim != 1:
            raise ValueError(f"{name} must be one-dimensional (got shape {values.shape})")
        return list(values.tolist())
    return list(values)


def _check_no_nan_labels(values: list[Any], name: str) -> None:
    for i, v in enumerate(values):
        if isinstance(v, float) and math.isnan(v):
            raise ValueError(f"{name}[{i}] is NaN, which is not a valid label")


def _label_pair(
    a: Labels, b: Labels, names: tuple[str, str] = ("a", "b")
) -> tuple[list[Any], list[Any]]:
    """Validate two paired label sequences and return them as lists."""
    la, lb = _as_list(a, names[0]), _as_list(b, names[1])
    if len(la) != len(lb):
        raise ValueError(
            f"{names[0]} and {names[1]} must have the same length (got {len(la)} and {len(lb)})"
        )
    if not la:
        raise ValueError(f"{names[0]} and {names[1]} must be non-empty")
    _check_no_nan_labels(la, names[0])
    _check_no_nan_labels(lb, names[1])
    return la, lb


def _as_float_array(values: Numbers, name: str) -> NDArray[np.float64]:
    """Convert a 1-D numeric sequence to a finite float64 array."""
    if isinstance(values, str | bytes):
        raise ValueError(f"{name} must be a sequence of numbers, not a string")
    try:
        arr = np.asarray(values, dtype=np.float64)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"{name} must contain only real numbers: {exc}") from exc
    if arr.ndim != 1:
        raise ValueError(f"{name} must be one-dimensional (got shape {arr.shape})")
    if not np.all(np.isfinite(arr)):
        bad = int(np.flatnonzero(~np.isfinite(arr))[0])
        raise ValueError(f"{name}[{bad}] is not finite ({arr[bad]!r})")
    return arr


def _as_bool(value: Any, name: str, index: int) -> bool:
    """Interpret a binary label: a bool (Python or numpy) or the integer 0 or 1."""
    if isinstance(value, bool | np.bool_):
        return bool(value)
    if isinstance(value, int | np.integer) and value in (0, 1):
        return bool(value)
    raise ValueError(f"{name}[{index}] is not a binary label (bool, 0 or 1): {value!r}")


def _ratio(num: int, den: int) -> float:
    return num / den if den else math.nan


# --------------------------------------------------------------------------------------
# Agreement
# --------------------------------------------------------------------------------------


def raw_agreement(a: Labels, b: Labels) -> float:
    """Fraction of items on which two raters give the same label.

    Args:
        a: Labels of the first rater, one per item.
        b: Labels of the second rater, same items in the same order.

    Returns:
        The observed agreement, in [0, 1].

    Raises:
        ValueError: If the sequences differ in length, are empty, or contain NaN.
    """
    la, lb = _label_pair(a, b)
    return sum(1 for x, y in zip(la, lb, strict=True) if x == y) / len(la)


def _contingency(a: list[Any], b: list[Any]) -> NDArray[np.int64]:
    """Square k x k table of label pairs over the union of both raters' categories."""
    index = {label: i for i, label in enumerate(dict.fromkeys([*a, *b]))}
    table = np.zeros((len(index), len(index)), dtype=np.int64)
    for x, y in zip(a, b, strict=True):
        table[index[x], index[y]] += 1
    return table


def _kappa_from_table(table: NDArray[np.int64]) -> float:
    """Cohen's kappa of a square contingency table, in exact integer arithmetic.

    kappa = (p_o - p_e) / (1 - p_e) = (n * trace - sum_k row_k * col_k) / (n^2 - sum_k ...).
    """
    n = int(table.sum())
    agree = int(np.trace(table))
    rows = [int(v) for v in table.sum(axis=1)]
    cols = [int(v) for v in table.sum(axis=0)]
    chance = sum(r * c for r, c in zip(rows, cols, strict=True))
    if chance == n * n:  # expected agreement is 1: kappa is 0/0
        return 1.0 if agree == n else 0.0
    return (n * agree - chance) / (n * n - chance)


def cohen_kappa(a: Labels, b: Labels) -> float:
    """Cohen's kappa between two raters labelling the same items.

    kappa = (p_o - p_e) / (1 - p_e), where p_o is the raw agreement and p_e the agreement
    expected by chance from each rater's marginal label frequencies. Categories are the
    union of both raters' labels, so labels need not be boolean.

    Degenerate case: when p_e = 1 (both raters used one and the same single label for
    every item) kappa is 0/0; we define it as 1.0 if p_o = 1 (always the case then) and
    0.0 otherwise.

    Args:
        a: Labels of the first rater, one per item.
        b: Labels of the second rater, same items in the same order.

    Returns:
        Cohen's kappa, in [-1, 1].

    Raises:
        ValueError: If the sequences differ in length, are empty, or contain NaN.
    """
    la, lb = _label_pair(a, b)
    return _kappa_from_table(_contingency(la, lb))


def _counts_from_ratings(ratings: Sequence[Labels] | NDArray[Any]) -> NDArray[np.int64]:
    items = [_as_list(item, f"ratings[{i}]") for i, item in enumerate(ratings)]
    if not items:
        raise ValueError("ratings must contain at least one item")
    n_raters = len(items[0])
    for i, item in enumerate(items):
        if len(item) != n_raters:
            raise ValueError(
                f"every item must have the same number of ratings "
                f"(ratings[0] has {n_raters}, ratings[{i}] has {len(item)})"
            )
        _check_no_nan_labels(item, f"ratings[{i}]")
    index = {label: j for j, label in enumerate(dict.fromkeys(x for it in items for x in it))}
    counts = np.zeros((len(items), len(index)), dtype=np.int64)
    for i, item in enumerate(items):
        for label in item:
            counts[i, index[label]] += 1
    return counts


def _validate_count_matrix(matrix: Any) -> NDArray[np.int64]:
    arr = np.asarray(matrix)
    if arr.ndim != 2 or arr.shape[0] == 0 or arr.shape[1] == 0:
        raise ValueError(
            f"a count matrix must be 2-D with at least one item and one category "
            f"(got shape {arr.shape})"
        )
    if arr.dtype.kind == "b" or arr.dtype.kind not in "iuf":
        raise ValueError(f"a count matrix must hold integer counts (got dtype {arr.dtype})")
    if arr.dtype.kind == "f" and not (np.all(np.isfinite(arr)) and np.all(arr == np.round(arr))):
        raise ValueError("a count matrix must hold whole numbers")
    counts = arr.astype(np.int64)
    if np.any(counts < 0):
        raise ValueError("a count matrix must not contain negative counts")
    return counts


def fleiss_kappa(ratings: Sequence[Labels] | NDArray[Any], *, counts: bool = False) -> float:
    """Fleiss' kappa for a fixed number of raters per item.

    Two input layouts are accepted, selected explicitly by `counts` (a list of lists of
    small ints is otherwise ambiguous):

    * `counts=False` (default): `ratings[i]` is the list of labels item `i` received, one
      per rater, e.g. `[[True, True, False], [False, False, False], ...]`. Every item must
      have the same number of ratings n >= 2; which rater gave which label is irrelevant.
      Note this is item-major, whereas `mean_pairwise_cohen_kappa` takes rater-major
      input (`raters[r][i]`).
    * `counts=True`: an items x categories matrix where entry (i, j) is how many raters
      put item i in category j (Fleiss 1971's layout). Every row must sum to the same
      n >= 2.

    Degenerate case: if every rating falls in one category the chance agreement P_e is 1
    and kappa is 0/0; we then return 1.0 (observed agreement is necessarily 1 as well).

    Args:
        ratings: Per-item label lists, or a count matrix when `counts` is True.
        counts: Whether `ratings` is a count matrix.

    Returns:
        Fleiss' kappa (at most 1; its minimum depends on the number of raters).

    Raises:
        ValueError: If there are no items, items have different numbers of ratings, fewer
            than two ratings per item, or a count matrix is not made of non-negative
            whole numbers.
    """
    matrix = _validate_count_matrix(ratings) if counts else _counts_from_ratings(ratings)
    row_totals = matrix.sum(axis=1)
    n_raters = int(row_totals[0])
    if np.any(row_totals != n_raters):
        raise ValueError(
            f"every item must have the same number of ratings (row totals: {row_totals.tolist()})"
        )
    if n_raters < 2:
        raise ValueError(f"Fleiss' kappa needs at least 2 ratings per item (got {n_raters})")
    category_totals = matrix.sum(axis=0)
    if np.count_nonzero(category_totals) == 1:  # P_e == 1
        return 1.0
    p_category = category_totals / category_totals.sum()
    p_expected = float(np.sum(p_category**2))
    p_items = (np.sum(matrix.astype(np.float64) ** 2, axis=1) - n_raters) / (
        n_raters * (n_raters - 1)
    )
    p_observed = float(np.mean(p_items))
    return (p_observed - p_expected) / (1.0 - p_expected)


def _pairwise(raters: Sequence[Labels], metric: Callable[[Labels, Labels], float]) -> float:
    if isinstance(raters, str | bytes) or len(raters) < 2:
        raise ValueError("need at least two raters (a sequence of label sequences)")
    return float(np.mean([metric(a, b) for a, b in combinations(raters, 2)]))


def mean_pairwise_cohen_kappa(raters: Sequence[Labels]) -> float:
    """Mean of Cohen's kappa over all unordered pairs of raters.

    Args:
        raters: Rater-major labels: `raters[r][i]` is rater r's label for item i. All
            raters must label the same items in the same order.

    Returns:
        The unweighted mean of the k*(k-1)/2 pairwise kappas.

    Raises:
        ValueError: If there are fewer than two raters or any pair fails `cohen_kappa`'s
            validation.
    """
    return _pairwise(raters, cohen_kappa)


def mean_pairwise_agreement(raters: Sequence[Labels]) -> float:
    """Mean raw agreement over all unordered pairs of raters.

    Args:
        raters: Rater-major labels, as for `mean_pairwise_cohen_kappa`.

    Returns:
        The unweighted mean of the pairwise raw agreements.

    Raises:
        ValueError: If there are fewer than two raters or any pair fails validation.
    """
    return _pairwise(raters, raw_agreement)


# --------------------------------------------------------------------------------------
# Binary confusion
# --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Confusion:
    """Binary confusion counts of a prediction (e.g. a judge) against a reference truth.

    "Positive" means pass / True. Rates whose denominator is zero are `math.nan`.

    Attributes:
        tp: Truth positive, predicted positive.
        fp: Truth negative, predicted positive.
        tn: Truth negative, predicted negative.
        fn: Truth positive, predicted negative.
    """

    tp: int
    fp: int
    tn: int
    fn: int

    def __post_init__(self) -> None:
        for name in ("tp", "fp", "tn", "fn"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int | np.integer):
                raise ValueError(f"{name} must be an integer count (got {value!r})")
            if value < 0:
                raise ValueError(f"{name} must be non-negative (got {value})")
            object.__setattr__(self, name, int(value))

    @classmethod
    def from_counts(cls, tp: int, fp: int, tn: int, fn: int) -> Confusion:
        """Build a confusion from its four counts.

        Args:
            tp: Truth positive, predicted positive.
            fp: Truth negative, predicted positive.
            tn: Truth negative, predicted negative.
            fn: Truth positive, predicted negative.

        Returns:
            The corresponding `Confusion`.

        Raises:
            ValueError: If a count is negative or not an integer.
        """
        return cls(tp=tp, fp=fp, tn=tn, fn=fn)

    @property
    def n(self) -> int:
        """Total number of items."""
        return self.tp + self.fp + self.tn + self.fn

    @property
    def positives(self) -> int:
        """Number of truth-positive items (tp + fn)."""
        return self.tp + self.fn

    @property
    def negatives(self) -> int:
        """Number of truth-negative items (fp + tn)."""
        return self.fp + self.tn

    @property
    def accuracy(self) -> float:
        """Fraction of items where prediction equals truth (= raw agreement)."""
        return _ratio(self.tp + self.tn, self.n)

    @property
    def fpr(self) -> float:
        """False-positive rate among truth-negatives: fp / (fp + tn)."""
        return _ratio(self.fp, self.fp + self.tn)

    @property
    def fnr(self) -> float:
        """False-negative rate among truth-positives: fn / (fn + tp)."""
        return _ratio(self.fn, self.fn + self.tp)

    @property
    def recall(self) -> float:
        """True-positive rate (sensitivity): tp / (tp + fn) = 1 - FNR."""
        return _ratio(self.tp, self.tp + self.fn)

    @property
    def specificity(self) -> float:
        """True-negative rate: tn / (tn + fp) = 1 - FPR."""
        return _ratio(self.tn, self.tn + self.fp)

    @property
    def precision(self) -> float:
        """Fraction of predicted positives that are truth-positive: tp / (tp + fp)."""
        return _ratio(self.tp, self.tp + self.fp)

    @property
    def f1(self) -> float:
        """Harmonic mean of precision and recall: 2tp / (2tp + fp + fn)."""
        return _ratio(2 * self.tp, 2 * self.tp + self.fp + self.fn)

    @property
    def truth_pass_rate(self) -> float:
        """Fraction of items that are truth-positive: (tp + fn) / n."""
        return _ratio(self.positives, self.n)

    @property
    def predicted_pass_rate(self) -> float:
        """Fraction of items predicted positive: (tp + fp) / n."""
        return _ratio(self.tp + self.fp, self.n)

    @property
    def cohen_kappa(self) -> float:
        """Cohen's kappa between truth and prediction (NaN when n is 0).

        Same definition and degenerate-case convention as the module-level `cohen_kappa`.
        """
        if self.n == 0:
            return math.nan
        return _kappa_from_table(np.array([[self.tp, self.fn], [self.fp, self.tn]]))

    def to_labels(self) -> tuple[list[bool], list[bool]]:
        """Expand the counts into paired label lists; see `labels_from_counts`.

        Returns:
            `(truth, predicted)` lists of length n.
        """
        truth = [True] * self.tp + [False] * self.fp + [False] * self.tn + [True] * self.fn
        predicted = [True] * self.tp + [True] * self.fp + [False] * self.tn + [False] * self.fn
        return truth, predicted


def confusion(truth: Labels, predicted: Labels) -> Confusion:
    """Count a binary prediction against a binary truth.

    Args:
        truth: Reference labels (e.g. the human-majority verdict), True meaning pass.
            Each label must be a bool (Python or numpy) or the integer 0 or 1.
        predicted: Predicted labels (e.g. the judge verdict) for the same items.

    Returns:
        The `Confusion` counts.

    Raises:
        ValueError: If the sequences differ in length, are empty, or hold a non-binary
            label.
    """
    lt, lp = _label_pair(truth, predicted, ("truth", "predicted"))
    bt = [_as_bool(v, "truth", i) for i, v in enumerate(lt)]
    bp = [_as_bool(v, "predicted", i) for i, v in enumerate(lp)]
    tp = sum(1 for t, p in zip(bt, bp, strict=True) if t and p)
    fp = sum(1 for t, p in zip(bt, bp, strict=True) if not t and p)
    fn = sum(1 for t, p in zip(bt, bp, strict=True) if t and not p)
    return Confusion(tp=tp, fp=fp, tn=len(bt) - tp - fp - fn, fn=fn)


def labels_from_counts(tp: int, fp: int, tn: int, fn: int) -> tuple[list[bool], list[bool]]:
    """Expand confusion counts into paired `(truth, predicted)` label lists.

    The items come in the order tp, fp, tn, fn, so `confusion(*labels_from_counts(...))`
    round-trips. Useful to reproduce published statistics from a confusion matrix.

    Args:
        tp: Truth positive, predicted positive.
        fp: Truth negative, predicted positive.
        tn: Truth negative, predicted negative.
        fn: Truth positive, predicted negative.

    Returns:
        `(truth, predicted)` lists of length tp + fp + tn + fn.

    Raises:
        ValueError: If a count is negative or not an integer.
    """
    return Confusion.from_counts(tp, fp, tn, fn).to_labels()


# --------------------------------------------------------------------------------------
# Correlation
# --------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SpearmanResult:
    """Spearman rank correlation.

    Attributes:
        rho: Spearman's rho (ties get average ranks).
        p_value: p-value of the test rho = 0 (t-distribution approximation, as scipy);
            ``None`` (undefined) below :data:`SPEARMAN_MIN_N_FOR_P` pairs, where that
            approximation has one degree of freedom or none and a perfect rank agreement
            of three points would claim p = 0.
        n: Number of paired observations.
    """

    rho: float
    p_value: float | None
    n: int


@dataclass(frozen=True, slots=True)
class PearsonResult:
    """Pearson linear correlation.

    Attributes:
        r: Pearson's r.
        p_value: p-value of the test r = 0 (exact, as scipy).
        n: Number of paired observations.
    """

    r: float
    p_value: float
    n: int


def _correlation_inputs(x: Numbers, y: Numbers) -> tuple[NDArray[np.float64], NDArray[np.float64]]:
    ax, ay = _as_float_array(x, "x"), _as_float_array(y, "y")
    if ax.shape != ay.shape:
        raise ValueError(f"x and y must have the same length (got {ax.size} and {ay.size})")
    if ax.size < 3:
        raise ValueError(f"correlation needs at least 3 paired observations (got {ax.size})")
    for name, arr in (("x", ax), ("y", ay)):
        if np.all(arr == arr[0]):
            raise ValueError(f"{name} is constant, so the correlation is undefined")
    return ax, ay


SPEARMAN_MIN_N_FOR_P = 4
"""Fewest pairs for which :func:`spearman` reports a p-value."""


def spearman(x: Numbers, y: Numbers, *, alternative: Alternative = "two-sided") -> SpearmanResult:
    """Spearman rank correlation between two paired samples (`scipy.stats.spearmanr`).

    Ties are handled by average ranks.

    Args:
        x: First sample.
        y: Second sample, paired with `x`.
        alternative: Alternative hypothesis of the test.

    Returns:
        The `SpearmanResult`.

    Raises:
        ValueError: If lengths differ, there are fewer than 3 pairs, a value is not
            finite, or either sample is constant (rho would be NaN).
    """
    ax, ay = _correlation_inputs(x, y)
    res = stats.spearmanr(ax, ay, alternative=alternative)
    rho = float(res.statistic)
    if math.isnan(rho):
        raise ValueError("Spearman correlation is undefined for these inputs")
    p = float(res.pvalue) if ax.size >= SPEARMAN_MIN_N_FOR_P else None
    return SpearmanResult(rho=rho, p_value=p, n=int(ax.size))


def pearson(x: Numbers, y: Numbers, *, alternative: Alternative = "two-sided") -> PearsonResult:
    """Pearson correlation between two paired samples (`scipy.stats.pearsonr`).

    Args:
        x: First sample.
        y: Second sample, paired with `x`.
        alternative: Alternative hypothesis of the test.

    Returns:
        The `PearsonResult`.

    Raises:
        ValueError: If lengths differ, there are fewer than 3 pairs, a value is not
            finite, or either sample is constant (r would be NaN).
    """
    ax, ay = _correlation_inputs(x, y)
    res = stats.pearsonr(ax, ay, alternative=alternative)
    r, p = float(res.statistic), float(res.pvalue)
    if math.isnan(r):
        raise ValueError("Pearson correlation is undefined for these inputs")
    return PearsonResult(r=r, p_value=p, n=int(ax.size))


def format_p(p_value: float | None) -> str:
    """A p-value for a report: three significant digits, or ``undefined (n < 4)``."""
    if p_value is None:
        return f"undefined (n < {SPEARMAN_MIN_N_FOR_P})"
    return f"{p_value:.3g}"


# --------------------------------------------------------------------------------------
# Bootstrap
# --------------------------------------------------------------------------------------


_BOOTSTRAP_BLOCK_ELEMENTS = 1 << 20
"""Upper bound on the number of resampled indices drawn at once by `bootstrap_ci`."""


class BootstrapCI(NamedTuple):
    """A point estimate with a percentile bootstrap confidence interval.

    A NamedTuple (immutable) rather than a dataclass so that it unpacks as
    `point, low, high = bootstrap_ci(...)` and also exposes `.point`, `.low`, `.high`.
    """

    point: float
    low: float
    high: float


def mean(values: NDArray[Any]) -> float:
    """Arithmetic mean of all entries; the default bootstrap statistic.

    Args:
        values: Array of numbers (booleans are counted as 0/1, giving a success rate).

    Returns:
        The mean as a Python float.
    """
    return float(np.mean(values))


def mean_difference(a: NDArray[Any], b: NDArray[Any]) -> float:
    """Difference of means `mean(a) - mean(b)`; the default paired bootstrap statistic.

    Args:
        a: First sample.
        b: Second sample.

    Returns:
        The difference of the two means.
    """
    return float(np.mean(a)) - float(np.mean(b))


def bootstrap_ci(
    values: Sequence[Any] | NDArray[Any],
    statistic: Callable[[NDArray[Any]], float] = mean,
    *,
    n_resamples: int = 2000,
    confidence: float = 0.95,
    seed: int | np.random.Generator = 0,
) -> BootstrapCI:
    """Percentile bootstrap confidence interval of a statistic.

    Items (rows, for 2-D input) are resampled with replacement `n_resamples` times using
    `numpy.random.default_rng(seed)`, so the result is deterministic for an integer seed.
    The interval is given by the (1 - confidence)/2 and (1 + confidence)/2 quantiles of
    the bootstrap distribution; the point estimate is the statistic on the original data.

    Boolean values are converted to 0.0/1.0 so the default `mean` gives a success rate.
    A 2-D array of shape (n_items, k) is resampled by row, which keeps paired columns
    together: e.g. an (items x raters) label matrix with
    `statistic=lambda m: mean_pairwise_cohen_kappa(list(m.T))`.

    Args:
        values: 1-D values, or a 2-D array whose rows are the resampling units.
        statistic: Function of a resampled array (same layout as `values`) to a float.
        n_resamples: Number of bootstrap resamples (>= 1).
        confidence: Confidence level, strictly between 0 and 1.
        seed: Seed (or Generator) for `numpy.random.default_rng`.

    Returns:
        `BootstrapCI(point, low, high)`.

    Raises:
        ValueError: If `values` is empty or not 1-D/2-D, the parameters are out of range,
            or the statistic is not finite on the data or on some resample (e.g. an FPR
            on a resample without negatives).
    """
    if isinstance(values, str | bytes):
        raise ValueError("values must be a sequence, not a string")
    arr = np.asarray(values)
    if arr.dtype == np.bool_:
        arr = arr.astype(np.float64)
    if arr.ndim not in (1, 2):
        raise ValueError(f"values must be 1-D or 2-D (got shape {arr.shape})")
    n = arr.shape[0]
    if n == 0:
        raise ValueError("values must be non-empty")
    if isinstance(n_resamples, bool) or not isinstance(n_resamples, int) or n_resamples < 1:
        raise ValueError(f"n_resamples must be a positive integer (got {n_resamples!r})")
    if not 0.0 < confidence < 1.0:
        raise ValueError(f"confidence must be strictly between 0 and 1 (got {confidence!r})")

    point = float(statistic(arr))
    if not math.isfinite(point):
        raise ValueError(f"the statistic is not finite on the original data ({point})")
    rng = np.random.default_rng(seed)
    boot = np.empty(n_resamples, dtype=np.float64)
    # Draw indices in blocks of rows (block size depends only on n, so results depend only
    # on the seed); the default statistic on 1-D data is vectorised over the block.
    block = max(1, min(n_resamples, _BOOTSTRAP_BLOCK_ELEMENTS // n))
    vectorised_mean = statistic is mean and arr.ndim == 1
    for start in range(0, n_resamples, block):
        stop = min(start + block, n_resamples)
        indices = rng.integers(0, n, size=(stop - start, n))
        if vectorised_mean:
            boot[start:stop] = arr[indices].mean(axis=1)
        else:
            for i, row in enumerate(indices, start=start):
                boot[i] = statistic(arr[row])
    bad = int(np.count_nonzero(~np.isfinite(boot)))
    if bad:
        raise ValueError(f"the statistic was not finite on {bad} of {n_resamples} resamples")
    alpha = 1.0 - confidence
    low, high = np.quantile(boot, [alpha / 2.0, 1.0 - alpha / 2.0])
    return BootstrapCI(point=point, low=float(low), high=float(high))


def paired_bootstrap_ci(
    a: Numbers,
    b: Numbers,
    statistic: Callable[[NDArray[np.float64], NDArray[np.float64]], float] = mean_difference,
    *,
    n_resamples: int = 2000,
    confidence: float = 0.95,
    seed: int | np.random.Generator = 0,
) -> BootstrapCI:
    """Percentile bootstrap CI of a statistic of two paired samples.

    Items are resampled jointly (item i of `a` stays with item i of `b`), e.g. the
    per-scenario success of two models on the same scenarios. Booleans count as 0/1, so
    the default statistic is the difference of success rates `mean(a) - mean(b)`.

    Args:
        a: First sample, one value per item.
        b: Second sample, paired with `a`.
        statistic: Function of the resampled `(a, b)` arrays to a float.
        n_resamples: Number of bootstrap resamples (>= 1).
        confidence: Confidence level, strictly between 0 and 1.
        seed: Seed (or Generator) for `numpy.random.default_rng`.

    Returns:
        `BootstrapCI(point, low, high)`.

    Raises:
        ValueError: If the samples differ in length, are empty or not finite, or as for
            `bootstrap_ci`.
    """
    aa, ab = _as_float_array(a, "a"), _as_float_array(b, "b")
    if aa.shape != ab.shape:
        raise ValueError(f"a and b must have the same length (got {aa.size} and {ab.size})")
    return bootstrap_ci(
        np.column_stack([aa, ab]),
        lambda m: statistic(m[:, 0], m[:, 1]),
        n_resamples=n_resamples,
        confidence=confidence,
        seed=seed,
    )


# --------------------------------------------------------------------------------------
# Ranking
# --------------------------------------------------------------------------------------


def rank(values: Numbers, descending: bool = True, *, method: RankMethod = "min") -> list[float]:
    """Rank values for a leaderboard (`scipy.stats.rankdata`), 1 being first.

    Args:
        values: Scores, one per entry.
        descending: If True (default) the highest score gets rank 1.
        method: How ties are ranked, as in `scipy.stats.rankdata`. The default "min"
            gives competition ranking (1, 2, 2, 4); "average" gives the ranks used by
            Spearman's rho.

    Returns:
        One rank per value, in the input order.

    Raises:
        ValueError: If `values` is empty or contains a non-finite number.
    """
    arr = _as_float_array(values, "values")
    if arr.size == 0:
        raise ValueError("values must be non-empty")
    ranks = stats.rankdata(-arr if descending else arr, method=method)
    return [float(r) for r in ranks]
