"""Output schemas of the three MAM agents (paper §4.3) and their exported JSON Schemas.

Each agent answers with one JSON object that is validated against a pydantic model:

* :class:`PrecisionReport` (Precision Inspector): one :class:`CallAssessment` per tool call,
  with a stage-1 gate (visual-critical necessity and tool-boundary compliance, pass/fail
  with a reason) and, for calls that pass it, stage-2 scores (0-2) on semantic placement,
  structural coherence, parameter accuracy and output format.
* :class:`RecallReport` (Recall Inspector): the missed tool-use opportunities, each with a
  quoted location, the omission criterion it meets, a suggested tool and a reason.
* :class:`ChiefReport` (Chief Judge): a justification, one of the five anchored tiers and a
  0-100 score that must lie inside that tier's range.

A call is *successful* (Success Rate, paper §5.2) iff it passes both gate checks and scores
2 on all four stage-2 criteria; see :attr:`CallAssessment.successful`.

Models ignore unknown keys (a judge adding an extra field is harmless) but are otherwise
strict. :class:`PrecisionReport` checks, when validated with the context
``{"call_indices": [...]}``, that it assesses exactly those calls.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from enum import StrEnum
from types import MappingProxyType
from typing import Any, Literal, Self

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationInfo,
    computed_field,
    field_validator,
    model_validator,
)

from mmtoolbench.atp.schema import ToolName

__all__ = [
    "AGENT_SCHEMAS",
    "CALL_INDICES_CONTEXT",
    "TIER_RANGES",
    "CallAssessment",
    "CheckResult",
    "ChiefReport",
    "CriterionScore",
    "GateAssessment",
    "MissedOpportunity",
    "OmissionCriterion",
    "PrecisionReport",
    "QualityScores",
    "RecallReport",
    "Tier",
    "export_json_schemas",
    "tier_for_score",
]

CALL_INDICES_CONTEXT = "call_indices"
"""Validation-context key holding the call indices a :class:`PrecisionReport` must cover."""

_REPORT_CONFIG = ConfigDict(extra="ignore")


def _match_case_insensitive(value: Any, options: Sequence[str]) -> Any:
    """Map ``value`` to the option it equals ignoring case and outer whitespace."""
    if isinstance(value, str):
        key = " ".join(value.split()).lower()
        for option in options:
            if option.lower() == key:
                return option
    return value


# --------------------------------------------------------------------------- precision


class CheckResult(BaseModel):
    """A pass/fail check of the stage-1 gate.

    Attributes:
        reason: Why the call passes or fails the check (written before the decision).
        passed: Whether the call passes.
    """

    model_config = _REPORT_CONFIG

    reason: str = Field(min_length=1, description="Concrete reason for the decision.")
    passed: bool = Field(description="Whether the call passes this check.")


class GateAssessment(BaseModel):
    """Stage 1: the prerequisites a call must meet before its quality is scored.

    Attributes:
        visual_necessity: The image gives clear added value over text at this point.
        tool_boundary: The chosen tool is technically able, and the right tool, to produce
            the intended image.
    """

    model_config = _REPORT_CONFIG

    visual_necessity: CheckResult = Field(
        description="Visual-critical necessity: the image adds clear value over text here."
    )
    tool_boundary: CheckResult = Field(
        description="Tool-boundary compliance: the tool matches its technical capabilities."
    )

    @property
    def passed(self) -> bool:
        """Whether both checks pass."""
        return self.visual_necessity.passed and self.tool_boundary.passed


class CriterionScore(BaseModel):
    """One stage-2 criterion: 0 = failure, 1 = partial, 2 = full satisfaction.

    Attributes:
        reason: Why this score (written before the score).
        score: 0, 1 or 2.
    """

    model_config = _REPORT_CONFIG

    reason: str = Field(min_length=1, description="Concrete reason for the score.")
    score: Literal[0, 1, 2] = Field(
        description="0 = failure, 1 = partial satisfaction, 2 = full satisfaction."
    )

    @field_validator("score", mode="before")
    @classmethod
    def _no_bool(cls, value: Any) -> Any:
        if isinstance(value, bool):
            raise ValueError("score must be the integer 0, 1 or 2, not a boolean")
        return value


class QualityScores(BaseModel):
    """Stage 2: the four quality criteria of a call that passed the gate.

    Attributes:
        semantic_placement: The image matches the meaning of the text it follows.
        structural_coherence: The tag fits the markdown structure and reading flow.
        parameter_accuracy: The parameters would produce the intended image.
        output_format: The tag is syntactically correct and executable.
    """

    model_config = _REPORT_CONFIG

    semantic_placement: CriterionScore
    structural_coherence: CriterionScore
    parameter_accuracy: CriterionScore
    output_format: CriterionScore

    def all_full(self) -> bool:
        """Whether every criterion scores 2."""
        return all(
            criterion.score == 2
            for criterion in (
                self.semantic_placement,
                self.structural_coherence,
                self.parameter_accuracy,
                self.output_format,
            )
        )


class CallAssessment(BaseModel):
    """The Precision Inspector's verdict on one tool call.

    Attributes:
        call_index: Index of the call, as given in the request.
        gate: Stage-1 checks.
        scores: Stage-2 scores; required when the gate passes, ignored (normally ``null``)
            when it fails.
    """

    model_config = _REPORT_CONFIG

    call_index: int = Field(description="The call_index of the call, as listed in the request.")
    gate: GateAssessment
    scores: QualityScores | None = Field(
        default=None,
        description="Stage-2 scores; required if both gate checks pass, otherwise null.",
    )

    @model_validator(mode="after")
    def _scores_when_gate_passes(self) -> Self:
        if self.gate.passed and self.scores is None:
            raise ValueError(
                f"call {self.call_index} passes the gate (both checks passed), so 'scores' "
                "with all four criteria is required"
            )
        return self

    @computed_field  # type: ignore[prop-decorator]
    @property
    def successful(self) -> bool:
        """Success per paper §5.2: gate passed and every stage-2 criterion scores 2."""
        return self.gate.passed and self.scores is not None and self.scores.all_full()


class PrecisionReport(BaseModel):
    """The Precision Inspector's report: one assessment per tool call, sorted by index.

    Attributes:
        calls: One assessment per call of the answer.
        summary: Overall remarks on tool-call precision.
    """

    model_config = _REPORT_CONFIG

    calls: list[CallAssessment] = Field(
        description="Exactly one assessment per tool call listed in the request."
    )
    summary: str = Field(description="Short overall assessment of tool-call precision.")

    @model_validator(mode="after")
    def _cover_calls(self, info: ValidationInfo) -> Self:
        indices = [call.call_index for call in self.calls]
        duplicates = sorted({i for i in indices if indices.count(i) > 1})
        problems: list[str] = []
        if duplicates:
            problems.append(f"duplicate assessments for call_index {duplicates}")
        context = info.context if isinstance(info.context, Mapping) else {}
        expected = context.get(CALL_INDICES_CONTEXT)
        if expected is not None:
            wanted = set(expected)
            missing = sorted(wanted - set(indices))
            extra = sorted(set(indices) - wanted)
            if missing:
                problems.append(f"no assessment for call_index {missing}")
            if extra:
                problems.append(f"assessments for call_index {extra}, which are not calls")
            if problems:
                problems.append(
                    f"the answer has {len(wanted)} tool calls with call_index "
                    f"{sorted(wanted)}; give exactly one assessment for each"
                )
        if problems:
            raise ValueError("; ".join(problems))
        self.calls.sort(key=lambda call: call.call_index)
        return self

    def by_index(self) -> dict[int, CallAssessment]:
        """The assessments keyed by call index."""
        return {call.call_index: call for call in self.calls}


# --------------------------------------------------------------------------- recall


class OmissionCriterion(StrEnum):
    """Why a text-only passage should have had a tool call (paper §4.3, Recall Inspector)."""

    EXPLICIT_VISUAL_REFERENCE = "explicit_visual_reference"
    """The text explicitly refers to a visual that the answer does not provide."""
    UNGROUNDED_DESCRIPTION = "ungrounded_description"
    """A long description of a complex procedure, a context image or a real-world entity
    lacks Reference or Search grounding."""
    IMPLICIT_GENERATION_NEED = "implicit_generation_need"
    """An implicit need for creative generation (Diffusion), image modification (Edit) or
    plotting (Code) is met with text only."""


class MissedOpportunity(BaseModel):
    """One missed tool-use opportunity (one missing image).

    Attributes:
        location: Verbatim quote of the passage after which the image should appear.
        criterion: The omission criterion met.
        suggested_tool: The tool that should have been called.
        reason: Why an image is needed there and why this tool.
    """

    model_config = _REPORT_CONFIG

    location: str = Field(
        min_length=1,
        description="Verbatim quote (one or two sentences) of the passage after which the "
        "missing image belongs.",
    )
    criterion: OmissionCriterion
    suggested_tool: ToolName
    reason: str = Field(min_length=1, description="Why an image is needed and why this tool.")

    @field_validator("suggested_tool", mode="before")
    @classmethod
    def _tool_case(cls, value: Any) -> Any:
        return _match_case_insensitive(value, [tool.value for tool in ToolName])

    @field_validator("criterion", mode="before")
    @classmethod
    def _criterion_case(cls, value: Any) -> Any:
        return _match_case_insensitive(value, [c.value for c in OmissionCriterion])


class RecallReport(BaseModel):
    """The Recall Inspector's report.

    Attributes:
        missed_opportunities: Every missed tool-use opportunity; empty when none.
        summary: Overall remarks on coverage of visual needs.
    """

    model_config = _REPORT_CONFIG

    missed_opportunities: list[MissedOpportunity] = Field(
        description="One entry per missing image; an empty list if nothing is missing."
    )
    summary: str = Field(description="Short overall assessment of missed visual needs.")


# --------------------------------------------------------------------------- chief


class Tier(StrEnum):
    """The five anchored performance tiers of the Chief Judge."""

    EXCELLENT = "Excellent"
    GOOD_BUT_FLAWED = "Good but Flawed"
    MEDIOCRE = "Mediocre"
    POOR = "Poor"
    FATAL = "Fatal"


TIER_RANGES: Mapping[Tier, tuple[int, int]] = MappingProxyType(
    {
        Tier.EXCELLENT: (80, 100),
        Tier.GOOD_BUT_FLAWED: (60, 80),
        Tier.MEDIOCRE: (40, 60),
        Tier.POOR: (20, 40),
        Tier.FATAL: (0, 20),
    }
)
"""Inclusive score range of each tier; neighbouring tiers share their boundary score."""


def tier_for_score(score: float) -> Tier:
    """Return the highest tier whose range contains ``score``.

    Args:
        score: A score in ``[0, 100]``.

    Raises:
        ValueError: If the score is outside ``[0, 100]``.
    """
    for tier, (low, high) in TIER_RANGES.items():
        if low <= score <= high:
            return tier
    raise ValueError(f"score {score} is outside [0, 100]")


class ChiefReport(BaseModel):
    """The Chief Judge's holistic verdict.

    Attributes:
        justification: How the precision and recall findings lead to the tier and score.
        tier: The performance tier.
        score: Final Score, 0-100, inside the tier's range (boundaries inclusive).
    """

    model_config = _REPORT_CONFIG

    justification: str = Field(
        min_length=1,
        description="How the precision and recall findings determine the tier and score.",
    )
    tier: Tier
    score: float = Field(ge=0, le=100, description="0-100, inside the chosen tier's range.")

    @field_validator("tier", mode="before")
    @classmethod
    def _tier_case(cls, value: Any) -> Any:
        return _match_case_insensitive(value, [tier.value for tier in Tier])

    @model_validator(mode="after")
    def _score_in_tier(self) -> Self:
        low, high = TIER_RANGES[self.tier]
        if not low <= self.score <= high:
            raise ValueError(
                f"score {self.score:g} lies outside the range of tier {self.tier.value!r} "
                f"({low}-{high}); choose the tier that matches the score, or a score inside "
                "the tier"
            )
        return self


# --------------------------------------------------------------------------- export

AGENT_SCHEMAS: Mapping[str, type[BaseModel]] = MappingProxyType(
    {
        "precision_inspector": PrecisionReport,
        "recall_inspector": RecallReport,
        "chief_judge": ChiefReport,
    }
)
"""The output model of each agent, keyed by agent name."""


def export_json_schemas() -> dict[str, dict[str, Any]]:
    """Return the JSON Schema (draft 2020-12) of each agent's output.

    Returns:
        ``{"precision_inspector": ..., "recall_inspector": ..., "chief_judge": ...}``;
        these are the schemas shown to the agents in their prompts.
    """
    out: dict[str, dict[str, Any]] = {}
    for agent, model in AGENT_SCHEMAS.items():
        schema = model.model_json_schema(mode="validation")
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        out[agent] = schema
    return out
