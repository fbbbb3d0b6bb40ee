"""ATP-Bench metrics (paper §5.2): plan statistics, tool-set P/R/F1 and MAM aggregation.

All functions are pure and return frozen dataclasses with a ``to_dict()`` for JSON.

Conventions:

* Rates are fractions in ``[0, 1]`` (multiply by 100 for the paper's percentages); a rate
  whose denominator is zero is ``None``. Final Scores stay on the judge's 0-100 scale.
* A call *uses* a tool when its ``tool_name`` is one of the five tools, whether or not the
  call is valid (the paper counts invocations). Pass ``valid_only=True`` to count only
  strictly valid calls. Calls with an unknown or undecodable tool name count as calls
  (call-count distribution, validity) but use no tool.
* Tool-set precision / recall / F1 compare, per sample, the set of tools the answer uses
  with the ground-truth tool set. A ratio whose denominator is zero is 1 when both sets
  are empty and 0 otherwise: both empty gives P = R = F1 = 1; an empty prediction against
  a non-empty ground truth gives P = R = F1 = 0 (abstaining is not rewarded with perfect
  precision); a non-empty prediction against an empty ground truth gives P = R = F1 = 0.
  F1 is the harmonic mean of P and R (0 when both are 0). *Macro* averages are means of
  the per-sample scores (overall and within each category); ``category_macro`` is the
  unweighted mean of the per-category averages; *micro* scores pool true positives, false
  positives and false negatives over samples.
* MAM metrics: Final Score (FS) and Missed Images (MI) are means over samples; the
  Success Rate (SR) is successful calls / all judged calls, pooled over samples (samples
  without calls contribute nothing), overall, per category and per tool.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

from mmtoolbench.atp.parse import ParsedAnswer
from mmtoolbench.atp.schema import ATPCategory, ATPSample, ToolName

__all__ = [
    "TOOL_ORDER",
    "AnswerRecord",
    "CallCountDistribution",
    "JudgeOutcome",
    "MAMReport",
    "MAMSummary",
    "PlanMetrics",
    "SetScores",
    "ToolSetReport",
    "ValidityReport",
    "aggregate_mam",
    "call_count_distribution",
    "format_validity",
    "judge_outcome",
    "plan_metrics",
    "records_from_samples",
    "set_scores",
    "tool_adoption_rates",
    "tool_set_report",
]

TOOL_ORDER: tuple[str, ...] = tuple(tool.value for tool in ToolName)
"""The five tools in the paper's order (keys of every per-tool mapping)."""

_CATEGORY_ORDER: tuple[str, ...] = tuple(category.value for category in ATPCategory)


def _rate(numerator: int, denominator: int) -> float | None:
    return numerator / denominator if denominator else None


def _mean(values: Sequence[float]) -> float | None:
    return math.fsum(values) / len(values) if values else None


def _category_key(category: str | None) -> str | None:
    return None if category is None else str(category)


def _ordered_categories(keys: Iterable[str]) -> list[str]:
    present = set(keys)
    known = [c for c in _CATEGORY_ORDER if c in present]
    return known + sorted(present - set(known))


class _JsonMixin:
    __slots__ = ()

    def to_dict(self) -> dict[str, Any]:
        """Return the result as a JSON-able dict."""
        result: dict[str, Any] = asdict(self)  # type: ignore[call-overload]
        return result


# --------------------------------------------------------------------------- inputs


@dataclass(frozen=True, slots=True)
class AnswerRecord:
    """One parsed answer with what it is compared against.

    Attributes:
        parsed: The parsed answer.
        ground_truth_tools: Tools used by the ground-truth answer.
        category: The sample's category (``ATPCategory`` or plain string), if known.
        sample_id: The sample id, if known.
    """

    parsed: ParsedAnswer
    ground_truth_tools: frozenset[str]
    category: str | None = None
    sample_id: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(
            self, "ground_truth_tools", frozenset(str(t) for t in self.ground_truth_tools)
        )
        object.__setattr__(self, "category", _category_key(self.category))


def records_from_samples(
    samples: Sequence[ATPSample], answers: Sequence[ParsedAnswer]
) -> list[AnswerRecord]:
    """Pair samples with the parsed answers to them.

    Args:
        samples: The samples.
        answers: One parsed answer per sample, in the same order.

    Returns:
        Records carrying each sample's ground-truth tools, category and id.

    Raises:
        ValueError: If the two sequences differ in length.
    """
    if len(samples) != len(answers):
        raise ValueError(f"got {len(samples)} samples but {len(answers)} answers")
    return [
        AnswerRecord(
            parsed=answer,
            ground_truth_tools=frozenset(t.value for t in sample.ground_truth_tools),
            category=sample.category.value,
            sample_id=sample.id,
        )
        for sample, answer in zip(samples, answers, strict=True)
    ]


# --------------------------------------------------------------------------- set P/R/F1


@dataclass(frozen=True, slots=True)
class SetScores(_JsonMixin):
    """Precision, recall and F1 of a predicted tool set (or an average of them)."""

    precision: float
    recall: float
    f1: float


def _ratio(numerator: int, denominator: int, *, both_empty: bool) -> float:
    if denominator:
        return numerator / denominator
    return 1.0 if both_empty else 0.0


def _f1(precision: float, recall: float) -> float:
    total = precision + recall
    return 2 * precision * recall / total if total else 0.0


def _scores_from_counts(tp: int, fp: int, fn: int) -> SetScores:
    both_empty = tp + fp + fn == 0
    precision = _ratio(tp, tp + fp, both_empty=both_empty)
    recall = _ratio(tp, tp + fn, both_empty=both_empty)
    return SetScores(precision, recall, _f1(precision, recall))


def set_scores(predicted: Iterable[str], truth: Iterable[str]) -> SetScores:
    """Precision, recall and F1 of one predicted tool set against the ground truth.

    Args:
        predicted: Tools the answer uses (duplicates ignored).
        truth: Ground-truth tools (duplicates ignored).

    Returns:
        The scores, with the edge cases of the module docstring (both empty -> 1, 1, 1;
        exactly one empty -> 0, 0, 0).
    """
    pred = {str(t) for t in predicted}
    gold = {str(t) for t in truth}
    tp = len(pred & gold)
    return _scores_from_counts(tp, len(pred - gold), len(gold - pred))


def _mean_scores(scores: Sequence[SetScores]) -> SetScores | None:
    if not scores:
        return None
    return SetScores(
        precision=math.fsum(s.precision for s in scores) / len(scores),
        recall=math.fsum(s.recall for s in scores) / len(scores),
        f1=math.fsum(s.f1 for s in scores) / len(scores),
    )


@dataclass(frozen=True, slots=True)
class ToolSetReport(_JsonMixin):
    """Tool-set precision / recall / F1 against the ground truth.

    Attributes:
        n_samples: Number of samples.
        macro: Mean of the per-sample scores (``None`` without samples).
        micro: Scores from TP / FP / FN pooled over samples (``None`` without samples).
        per_category: Mean of the per-sample scores within each category.
        category_macro: Unweighted mean of the ``per_category`` scores (``None`` if no
            sample has a category).
        per_sample: The per-sample scores, in input order.
    """

    n_samples: int
    macro: SetScores | None
    micro: SetScores | None
    per_category: Mapping[str, SetScores]
    category_macro: SetScores | None
    per_sample: tuple[SetScores, ...] = field(repr=False)


def tool_set_report(records: Sequence[AnswerRecord], *, valid_only: bool = False) -> ToolSetReport:
    """Compare the tool sets of answers with their ground-truth tool sets.

    Args:
        records: The answers with ground truth.
        valid_only: Only count strictly valid calls as using a tool.

    Returns:
        Macro, micro and per-category scores.
    """
    per_sample: list[SetScores] = []
    tp = fp = fn = 0
    by_category: dict[str, list[SetScores]] = {}
    for record in records:
        pred = record.parsed.tool_set(valid_only=valid_only)
        gold = record.ground_truth_tools
        scores = set_scores(pred, gold)
        per_sample.append(scores)
        tp += len(pred & gold)
        fp += len(pred - gold)
        fn += len(gold - pred)
        if record.category is not None:
            by_category.setdefault(record.category, []).append(scores)
    per_category: dict[str, SetScores] = {}
    for category in _ordered_categories(by_category):
        mean = _mean_scores(by_category[category])
        if mean is not None:
            per_category[category] = mean
    return ToolSetReport(
        n_samples=len(per_sample),
        macro=_mean_scores(per_sample),
        micro=_scores_from_counts(tp, fp, fn) if per_sample else None,
        per_category=per_category,
        category_macro=_mean_scores(list(per_category.values())),
        per_sample=tuple(per_sample),
    )


# --------------------------------------------------------------------------- plan statistics


@dataclass(frozen=True, slots=True)
class CallCountDistribution(_JsonMixin):
    """How many answers have 0, 1, 2, ... tool calls (paper Figure 3).

    Attributes:
        n_answers: Number of answers.
        counts: Number of calls -> number of answers, for every count from 0 to the
            maximum observed (missing counts are 0).
        mean: Mean number of calls per answer (``None`` without answers).
    """

    n_answers: int
    counts: Mapping[int, int]
    mean: float | None

    def shares(self) -> dict[int, float]:
        """Return number of calls -> share of answers."""
        if not self.n_answers:
            return {}
        return {k: v / self.n_answers for k, v in self.counts.items()}

    def binned(self, top: int = 6) -> dict[str, int]:
        """Return counts with everything from ``top`` calls up merged into ``"top+"``.

        Args:
            top: First merged bin.

        Returns:
            Labels ``"0"`` ... ``"top-1"`` and ``"top+"`` -> number of answers.
        """
        out = {str(k): 0 for k in range(top)}
        out[f"{top}+"] = 0
        for calls, answers in self.counts.items():
            key = str(calls) if calls < top else f"{top}+"
            out[key] += answers
        return out


def _call_count(answer: ParsedAnswer, valid_only: bool) -> int:
    return sum(1 for call in answer.calls if call.valid or not valid_only)


def call_count_distribution(
    answers: Sequence[ParsedAnswer], *, valid_only: bool = False
) -> CallCountDistribution:
    """Distribution of the number of tool calls per answer.

    Args:
        answers: The parsed answers.
        valid_only: Only count strictly valid calls.

    Returns:
        The distribution.
    """
    numbers = [_call_count(answer, valid_only) for answer in answers]
    counts = dict.fromkeys(range(max(numbers, default=-1) + 1), 0)
    for number in numbers:
        counts[number] += 1
    return CallCountDistribution(
        n_answers=len(numbers),
        counts=counts,
        mean=_mean([float(n) for n in numbers]),
    )


def tool_adoption_rates(
    answers: Sequence[ParsedAnswer], *, valid_only: bool = False
) -> dict[str, float | None]:
    """Tool adoption rate: share of answers that use each tool at least once.

    Args:
        answers: The parsed answers.
        valid_only: Only count strictly valid calls.

    Returns:
        Tool name -> rate, for the five tools (``None`` without answers).
    """
    used = [answer.tool_set(valid_only=valid_only) for answer in answers]
    return {tool: _rate(sum(1 for s in used if tool in s), len(used)) for tool in TOOL_ORDER}


@dataclass(frozen=True, slots=True)
class ValidityReport(_JsonMixin):
    """Format validity of tool calls (definitions in :mod:`mmtoolbench.atp.rules`).

    Attributes:
        n_answers: Number of answers.
        n_calls: Number of calls, including calls with unknown or undecodable tools.
        n_valid_calls: Strictly valid calls.
        call_validity_rate: ``n_valid_calls / n_calls`` -- the strict format validity rate.
        lenient_call_validity_rate: Share of calls that are valid if ``recovered_json`` is
            tolerated.
        answer_validity_rate: Share of answers without any error-level violation
            (answers without calls count as valid).
        per_tool: Tool -> share of that tool's calls that are strictly valid.
        per_tool_calls: Tool -> number of calls.
        unknown_tool_calls: Calls whose tool name is missing, unknown or undecodable.
        violation_counts: Violation code -> occurrences (calls and documents).
    """

    n_answers: int
    n_calls: int
    n_valid_calls: int
    call_validity_rate: float | None
    lenient_call_validity_rate: float | None
    answer_validity_rate: float | None
    per_tool: Mapping[str, float | None]
    per_tool_calls: Mapping[str, int]
    unknown_tool_calls: int
    violation_counts: Mapping[str, int]


def format_validity(answers: Sequence[ParsedAnswer]) -> ValidityReport:
    """Strict (and lenient) format validity, overall and per tool.

    Args:
        answers: The parsed answers.

    Returns:
        The validity report.
    """
    n_calls = n_valid = n_lenient = unknown = 0
    tool_calls = dict.fromkeys(TOOL_ORDER, 0)
    tool_valid = dict.fromkeys(TOOL_ORDER, 0)
    violations: dict[str, int] = {}
    for answer in answers:
        for violation in answer.all_violations:
            violations[violation.code.value] = violations.get(violation.code.value, 0) + 1
        for call in answer.calls:
            n_calls += 1
            n_valid += call.valid
            n_lenient += call.lenient_valid
            tool = call.known_tool
            if tool is None:
                unknown += 1
                continue
            tool_calls[tool] += 1
            tool_valid[tool] += call.valid
    return ValidityReport(
        n_answers=len(answers),
        n_calls=n_calls,
        n_valid_calls=n_valid,
        call_validity_rate=_rate(n_valid, n_calls),
        lenient_call_validity_rate=_rate(n_lenient, n_calls),
        answer_validity_rate=_rate(sum(1 for a in answers if a.valid), len(answers)),
        per_tool={tool: _rate(tool_valid[tool], tool_calls[tool]) for tool in TOOL_ORDER},
        per_tool_calls=tool_calls,
        unknown_tool_calls=unknown,
        violation_counts=dict(sorted(violations.items())),
    )


@dataclass(frozen=True, slots=True)
class PlanMetrics(_JsonMixin):
    """Every ground-truth-based and format metric of a set of answers.

    Attributes:
        n_answers: Number of answers.
        call_counts: Call-count distribution.
        adoption: Tool adoption rates.
        validity: Format validity.
        tool_sets: Tool-set P/R/F1 against the ground truth.
        per_category: The same metrics within each category (their own ``per_category``
            is empty).
    """

    n_answers: int
    call_counts: CallCountDistribution
    adoption: Mapping[str, float | None]
    validity: ValidityReport
    tool_sets: ToolSetReport
    per_category: Mapping[str, PlanMetrics] = field(default_factory=dict)


def _plan_metrics(records: Sequence[AnswerRecord], valid_only: bool) -> PlanMetrics:
    answers = [record.parsed for record in records]
    return PlanMetrics(
        n_answers=len(answers),
        call_counts=call_count_distribution(answers, valid_only=valid_only),
        adoption=tool_adoption_rates(answers, valid_only=valid_only),
        validity=format_validity(answers),
        tool_sets=tool_set_report(records, valid_only=valid_only),
    )


def plan_metrics(records: Sequence[AnswerRecord], *, valid_only: bool = False) -> PlanMetrics:
    """Compute every plan metric overall and per category.

    Args:
        records: The answers with ground truth and categories.
        valid_only: Only count strictly valid calls for call counts, adoption and tool
            sets (validity always looks at every call).

    Returns:
        The metrics.
    """
    groups: dict[str, list[AnswerRecord]] = {}
    for record in records:
        if record.category is not None:
            groups.setdefault(record.category, []).append(record)
    overall = _plan_metrics(records, valid_only)
    return PlanMetrics(
        n_answers=overall.n_answers,
        call_counts=overall.call_counts,
        adoption=overall.adoption,
        validity=overall.validity,
        tool_sets=overall.tool_sets,
        per_category={
            category: _plan_metrics(groups[category], valid_only)
            for category in _ordered_categories(groups)
        },
    )


# --------------------------------------------------------------------------- MAM


@dataclass(frozen=True, slots=True)
class JudgeOutcome:
    """The MAM judges' verdict on one answer, as plain numbers.

    Attributes:
        final_score: Chief Judge score, 0-100.
        missed_images: Missed tool-use opportunities found by the Recall Inspector (>= 0).
        call_success: Per call, whether the Precision Inspector judged it successful
            (necessary, appropriate, well placed, right tool, parameters and format).
        call_tools: Per call, its tool name (``None`` if unknown); empty if unknown, in
            which case the answer does not contribute to per-tool success rates.
        category: The sample's category, if known.

    Raises:
        ValueError: On a score outside 0-100, a negative or non-finite missed-image count,
            or ``call_tools`` of a different length than ``call_success``.
    """

    final_score: float
    missed_images: float
    call_success: tuple[bool, ...] = ()
    call_tools: tuple[str | None, ...] = ()
    category: str | None = None

    def __post_init__(self) -> None:
        object.__setattr__(self, "call_success", tuple(bool(s) for s in self.call_success))
        object.__setattr__(
            self, "call_tools", tuple(None if t is None else str(t) for t in self.call_tools)
        )
        object.__setattr__(self, "category", _category_key(self.category))
        if not (math.isfinite(self.final_score) and 0 <= self.final_score <= 100):
            raise ValueError(f"final_score must be within 0-100, got {self.final_score}")
        if not (math.isfinite(self.missed_images) and self.missed_images >= 0):
            raise ValueError(f"missed_images must be >= 0, got {self.missed_images}")
        if self.call_tools and len(self.call_tools) != len(self.call_success):
            raise ValueError(
                f"call_tools has {len(self.call_tools)} entries but call_success has "
                f"{len(self.call_success)}"
            )


def judge_outcome(
    parsed: ParsedAnswer,
    *,
    final_score: float,
    missed_images: float,
    call_success: Sequence[bool],
    category: str | None = None,
) -> JudgeOutcome:
    """Build a :class:`JudgeOutcome` taking the call tools from a parsed answer.

    Args:
        parsed: The judged answer.
        final_score: Chief Judge score, 0-100.
        missed_images: Recall Inspector's missed-image count.
        call_success: Per call of ``parsed``, whether it was judged successful.
        category: The sample's category.

    Returns:
        The outcome.

    Raises:
        ValueError: If ``call_success`` does not have one entry per call.
    """
    if len(call_success) != len(parsed.calls):
        raise ValueError(
            f"call_success has {len(call_success)} entries but the answer has "
            f"{len(parsed.calls)} calls"
        )
    return JudgeOutcome(
        final_score=final_score,
        missed_images=missed_images,
        call_success=tuple(call_success),
        call_tools=tuple(call.known_tool for call in parsed.calls),
        category=category,
    )


@dataclass(frozen=True, slots=True)
class MAMSummary(_JsonMixin):
    """Aggregated MAM metrics of a group of answers.

    Attributes:
        n_samples: Number of answers.
        n_calls: Number of judged calls.
        n_successful_calls: Calls judged successful.
        final_score: Mean Final Score (0-100).
        success_rate: Successful calls / all calls (pooled).
        missed_images: Mean Missed Images per answer.
        per_tool_success_rate: Tool -> successful / all calls of that tool.
        per_tool_calls: Tool -> number of calls with a known tool.
    """

    n_samples: int
    n_calls: int
    n_successful_calls: int
    final_score: float | None
    success_rate: float | None
    missed_images: float | None
    per_tool_success_rate: Mapping[str, float | None]
    per_tool_calls: Mapping[str, int]


def _summarize(outcomes: Sequence[JudgeOutcome]) -> MAMSummary:
    n_calls = sum(len(o.call_success) for o in outcomes)
    n_ok = sum(sum(o.call_success) for o in outcomes)
    tool_calls = dict.fromkeys(TOOL_ORDER, 0)
    tool_ok = dict.fromkeys(TOOL_ORDER, 0)
    for outcome in outcomes:
        for tool, success in zip(outcome.call_tools, outcome.call_success, strict=False):
            if tool in tool_calls:
                tool_calls[tool] += 1
                tool_ok[tool] += success
    return MAMSummary(
        n_samples=len(outcomes),
        n_calls=n_calls,
        n_successful_calls=n_ok,
        final_score=_mean([o.final_score for o in outcomes]),
        success_rate=_rate(n_ok, n_calls),
        missed_images=_mean([o.missed_images for o in outcomes]),
        per_tool_success_rate={t: _rate(tool_ok[t], tool_calls[t]) for t in TOOL_ORDER},
        per_tool_calls=tool_calls,
    )


@dataclass(frozen=True, slots=True)
class MAMReport(_JsonMixin):
    """MAM metrics overall and per category.

    Attributes:
        overall: Metrics over every answer.
        per_category: Metrics within each category (answers without category skipped).
    """

    overall: MAMSummary
    per_category: Mapping[str, MAMSummary]


def aggregate_mam(outcomes: Sequence[JudgeOutcome]) -> MAMReport:
    """Aggregate per-answer judge outputs into FS, SR, MI and per-tool SR.

    Args:
        outcomes: One outcome per answer.

    Returns:
        The report.
    """
    groups: dict[str, list[JudgeOutcome]] = {}
    for outcome in outcomes:
        if outcome.category is not None:
            groups.setdefault(outcome.category, []).append(outcome)
    return MAMReport(
        overall=_summarize(outcomes),
        per_category={c: _summarize(groups[c]) for c in _ordered_categories(groups)},
    )
