"""Reply schemas of the sandbox generation stages (seed §5), one per model stage.

Each schema validates what the model may get wrong in shape; validators that need to know
the sandbox (domains, tools, the cluster's images, the assigned design cell) read it from
the pydantic validation ``context``, so a wrong reply is repaired with the exact problem.
What only the world can tell (rows that do not load, a column that does not exist, a
reference to a missing id) is checked after validation (`mmtoolbench.generation.engine`).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationInfo, field_validator, model_validator

from mmtoolbench.judging import rubric_schema
from mmtoolbench.sandbox.evaluate.spec import EntityExpectations
from mmtoolbench.sandbox.scenario import (
    ARRIVAL_PATTERNS,
    FLOW_TYPES,
    ArrivalPattern,
    FlowType,
    ImageCategory,
    OracleRound,
    Round,
    arrival_pattern_of,
)

__all__ = [
    "CRITIC_CRITERIA",
    "ChallengeDraft",
    "CriticReply",
    "EntityStaging",
    "ImageAssociation",
    "Outline",
    "OutlineRound",
    "RoundDraft",
    "ScenarioDraft",
    "Viability",
]

CRITIC_CRITERIA: tuple[str, ...] = (
    "multimodal_necessity",
    "visual_realism",
    "self_containment",
    "conversation_step_integrity",
    "goal_flexibility",
    "visual_grounding_accuracy",
    "scenario_plausibility",
)
"""The seven quality criteria of the Stage-6 critic (seed §5)."""


class _Reply(BaseModel):
    model_config = ConfigDict(extra="forbid")


def _ctx(info: ValidationInfo, key: str) -> Any:
    return (info.context or {}).get(key)


def _unknown(values: list[str], known: Any, what: str) -> list[str]:
    if not known:
        return []
    return [f"unknown {what} {v!r}" for v in values if v not in known]


class ImageAssociation(_Reply):
    """Stage 1: does the image motivate tool use, and with which domains and tools.

    Attributes:
        actionable: The image holds content a phone assistant must read to act (a
            receipt to split, a flyer's date to put in the calendar...), and the task
            could not be done without it.
        category: Visual character of the image.
        description: What the image shows, concretely (for the user simulator and judges).
        visible_text: The decisive text readable in the image, verbatim ("" if none).
        domains: App domains the image motivates, most relevant first.
        tools: Tools of those domains an assistant would call with what it reads.
        reason: Why (or why not) the image is actionable.
    """

    actionable: bool
    category: ImageCategory
    description: str = Field(min_length=10)
    visible_text: str = ""
    domains: list[str] = Field(default_factory=list)
    tools: list[str] = Field(default_factory=list)
    reason: str = ""

    @field_validator("domains")
    @classmethod
    def _known_domains(cls, value: list[str], info: ValidationInfo) -> list[str]:
        problems = _unknown(value, _ctx(info, "domains"), "domain")
        if problems:
            raise ValueError(
                "; ".join(problems) + f" (domains: {', '.join(_ctx(info, 'domains'))})"
            )
        return value

    @field_validator("tools")
    @classmethod
    def _known_tools(cls, value: list[str], info: ValidationInfo) -> list[str]:
        problems = _unknown(value, _ctx(info, "tools"), "tool")
        if problems:
            raise ValueError("; ".join(problems) + " (use tool names from the catalogue)")
        return value

    @model_validator(mode="after")
    def _actionable_has_tools(self) -> ImageAssociation:
        if self.actionable and (not self.domains or not self.tools):
            raise ValueError("an actionable image needs at least one domain and one tool")
        return self


Score = Literal[0, 1, 2, 3]


class Viability(_Reply):
    """Stage 2: how naturally a cluster supports each flow type and arrival pattern.

    Attributes:
        flow_types: Score 0-3 (impossible, forced, natural, ideal) per flow type.
        arrival_patterns: Score 0-3 per image arrival pattern.
        rationale: A short justification.
    """

    flow_types: dict[FlowType, Score]
    arrival_patterns: dict[ArrivalPattern, Score]
    rationale: str = ""

    @field_validator("flow_types")
    @classmethod
    def _every_flow(cls, value: dict[str, int]) -> dict[str, int]:
        missing = [f for f in FLOW_TYPES if f not in value]
        if missing:
            raise ValueError(f"score every flow type; missing {', '.join(missing)}")
        return value

    @field_validator("arrival_patterns")
    @classmethod
    def _every_arrival(cls, value: dict[str, int]) -> dict[str, int]:
        missing = [a for a in ARRIVAL_PATTERNS if a not in value]
        if missing:
            raise ValueError(f"score every arrival pattern; missing {', '.join(missing)}")
        return value


class OutlineRound(_Reply):
    """One round of an outline.

    Attributes:
        purpose: What the user wants in this round.
        images: Ids of the cluster's images sent with this round.
    """

    purpose: str = Field(min_length=3)
    images: list[str] = Field(default_factory=list)


def _rounds_problems(
    rounds: list[list[str]], info: ValidationInfo, where: str = "rounds"
) -> list[str]:
    """Images of the rounds against the cluster's images and the assigned arrival pattern."""
    problems: list[str] = []
    images = _ctx(info, "images")
    if images is not None:
        sent: list[str] = [i for r in rounds for i in r]
        for i, r in enumerate(rounds):
            for image in r:
                if image not in images:
                    problems.append(
                        f"{where}[{i}].images: unknown image {image!r} (images: {', '.join(images)})"
                    )
        for image in images:
            n = sent.count(image)
            if n != 1:
                problems.append(f"image {image!r} is sent {n} times; send each image exactly once")
    arrival = _ctx(info, "arrival_pattern")
    if arrival is not None and not problems:
        actual = arrival_pattern_of([Round(query="q", images=r) for r in rounds])
        if actual != arrival:
            counts = [len(r) for r in rounds]
            problems.append(
                f"the rounds send {counts} images, which is {actual or 'no pattern'!r}, but the "
                f"arrival pattern must be {arrival!r} ({ARRIVAL_RULES[arrival]})"
            )
    return problems


ARRIVAL_RULES: dict[str, str] = {
    "upfront": "every image in round 1",
    "progressive": "images over two or more rounds, at most one in round 1",
    "late": "no image in round 1, all images in the second half of the rounds",
    "mixed": "two or more images in round 1 and more images in a later round",
}


class Outline(_Reply):
    """Stage 3: the structure of a scenario before it is written out.

    Attributes:
        title: One-line summary.
        domains: App domains the scenario uses.
        rounds: The user rounds (2-5), with the images each sends.
        required_tools: Tools a solution calls.
        challenge_round: Round (1-based) of the goal change or wrong detail, if any.
        challenge_idea: What the challenge is (empty for ``none``).
    """

    title: str = Field(min_length=3)
    domains: list[str] = Field(min_length=1)
    rounds: list[OutlineRound] = Field(min_length=2, max_length=5)
    required_tools: list[str] = Field(min_length=1)
    challenge_round: int | None = Field(None, ge=1)
    challenge_idea: str = ""

    @field_validator("domains")
    @classmethod
    def _known_domains(cls, value: list[str], info: ValidationInfo) -> list[str]:
        problems = _unknown(value, _ctx(info, "domains"), "domain")
        if problems:
            raise ValueError("; ".join(problems))
        return value

    @field_validator("required_tools")
    @classmethod
    def _known_tools(cls, value: list[str], info: ValidationInfo) -> list[str]:
        problems = _unknown(value, _ctx(info, "tools"), "tool")
        if problems:
            raise ValueError("; ".join(problems))
        return value

    @model_validator(mode="after")
    def _structure(self, info: ValidationInfo) -> Outline:
        problems = _rounds_problems([r.images for r in self.rounds], info)
        challenge = _ctx(info, "challenge_type")
        if challenge in ("goal_change", "error_correction"):
            if self.challenge_round is None or self.challenge_round > len(self.rounds):
                problems.append(
                    f"a {challenge} challenge needs challenge_round between 1 and {len(self.rounds)}"
                )
            if not self.challenge_idea.strip():
                problems.append(f"describe the {challenge} in challenge_idea")
        if problems:
            raise ValueError("; ".join(problems))
        return self


class RoundDraft(_Reply):
    """One round of a written scenario.

    Attributes:
        query: What the user writes, with deictic references to the images ("this
            receipt", "the second flyer").
        images: Image ids sent with this round (as in the outline).
        transition: When the user moves on to the next round.
        user_notes: Hidden guidance for the user simulator (what to answer if asked).
    """

    query: str = Field(min_length=3)
    images: list[str] = Field(default_factory=list)
    transition: str = "after the assistant has answered this request"
    user_notes: str = ""


class ChallengeDraft(_Reply):
    """The challenge as written.

    Attributes:
        details: What happens, for the user simulator and judges.
        wrong_detail: ``error_correction``: what the user states wrongly.
        correct_detail: ``error_correction``: what the image actually shows.
    """

    details: str = ""
    wrong_detail: str | None = None
    correct_detail: str | None = None


class ScenarioDraft(_Reply):
    """Stage 4: the full multi-turn scenario.

    Attributes:
        id: Short id, lower case with underscores (``gym_flyer_signup``).
        title: One-line summary.
        description: What the scenario tests.
        persona_description: The user's situation (job, relations) as it matters here.
        style: How the user writes.
        rounds: The rounds, with the outline's images.
        challenge: The challenge's details.
        completion_criteria: The goal with every reference resolved to concrete values
            (names, numbers, dates read from the images).
        entity_requirements: Data that must already be on the phone for the scenario to
            make sense (existing contacts, events, threads...).
        expected_tools: Tools a solution calls.
    """

    id: str = Field(pattern=r"^[a-z0-9][a-z0-9_]*$", max_length=60)
    title: str = Field(min_length=3)
    description: str = ""
    persona_description: str = ""
    style: str = "casual and brief, like texting a capable assistant"
    rounds: list[RoundDraft] = Field(min_length=2, max_length=5)
    challenge: ChallengeDraft = Field(default_factory=ChallengeDraft)
    completion_criteria: str = Field(min_length=10)
    entity_requirements: list[str] = Field(default_factory=list)
    expected_tools: list[str] = Field(min_length=1)

    @field_validator("expected_tools")
    @classmethod
    def _known_tools(cls, value: list[str], info: ValidationInfo) -> list[str]:
        problems = _unknown(value, _ctx(info, "tools"), "tool")
        if problems:
            raise ValueError("; ".join(problems))
        return value

    @model_validator(mode="after")
    def _matches_outline(self, info: ValidationInfo) -> ScenarioDraft:
        problems = []
        outline = _ctx(info, "outline_rounds")
        if outline is not None:
            got = [r.images for r in self.rounds]
            if [sorted(r) for r in got] != [sorted(r) for r in outline]:
                problems.append(
                    f"the rounds must send the outline's images round by round: {outline} "
                    f"(got {got})"
                )
        challenge = _ctx(info, "challenge_type")
        if challenge == "error_correction" and not (
            self.challenge.wrong_detail and self.challenge.correct_detail
        ):
            problems.append("an error_correction challenge needs wrong_detail and correct_detail")
        if challenge in ("goal_change", "error_correction") and not self.challenge.details.strip():
            problems.append(f"describe the {challenge} in challenge.details")
        if problems:
            raise ValueError("; ".join(problems))
        return self


class EntityStaging(_Reply):
    """Stage 5: the world before the episode, the expected changes and a solution.

    Attributes:
        initial_entities: Rows loaded before the episode, per table.
        expected_changes: The changes a successful episode makes (Entity F1 scores them).
        oracle_solution: A reference solution, round by round (tool calls with
            placeholders ``{{image:<id>}}`` and ``{{<save_as>.<key>}}``).
    """

    initial_entities: dict[str, list[dict[str, Any]]] = Field(default_factory=dict)
    expected_changes: EntityExpectations
    oracle_solution: list[OracleRound] = Field(min_length=1)

    @model_validator(mode="after")
    def _expects_something(self) -> EntityStaging:
        if not self.expected_changes.changes:
            raise ValueError("expected_changes.changes: expect at least one change of the world")
        return self


CriticReply = rubric_schema("ScenarioCriticReply", CRITIC_CRITERIA)
"""Stage 6: the critic's pass/fail per quality criterion."""
