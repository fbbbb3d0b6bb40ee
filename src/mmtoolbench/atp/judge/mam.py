"""MAM: the Multi-Agent MLLM-as-a-Judge of ATP-Bench (paper §4.3).

:class:`MAMJudge` grades one interleaved tool plan with three separate model calls:

1. the **Precision Inspector** assesses every tool call (gate, then 0-2 scores);
2. the **Recall Inspector** lists missed tool-use opportunities;
3. the **Chief Judge** reads both reports and gives a 0-100 score in one of five tiers.

The two inspectors run concurrently; the Chief Judge runs after both. Each agent is a
reply schema (:mod:`mmtoolbench.atp.judge.schemas`) plus a prompt (``prompts/*.md``) on
top of the shared engine :func:`mmtoolbench.judging.structured_generate`: every request
asks for JSON (``GenerateConfig(json_output=True, temperature=0)``) and attaches the
context images (at most ``max_images``); a reply is accepted when a JSON object can be
extracted from it and validates against the agent's schema, otherwise a repair turn lists
the exact problems, up to ``retries`` times, and then :class:`JudgeError` is raised with
every raw reply. The query, the answer, its tag excerpts, parser notes and the inspectors'
reports reach the agents only inside nonce-tagged data blocks
(:class:`mmtoolbench.judging.Quoter`) that every prompt declares to be data.

Tool calls are numbered as :func:`mmtoolbench.atp.parse.parse_answer` numbers them (call
``i`` is the ``i``-th ``<tool>`` tag outside code, 0-based) unless the caller passes its
own calls. An answer without tool calls skips the Precision Inspector (its report is empty
and the success rate is ``None``).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any, Protocol, Self, TypeVar

from pydantic import BaseModel, ConfigDict, Field, computed_field, model_validator

from mmtoolbench.atp.dataset import resolve_image_path
from mmtoolbench.atp.judge.schemas import (
    CALL_INDICES_CONTEXT,
    ChiefReport,
    PrecisionReport,
    RecallReport,
    Tier,
    export_json_schemas,
)
from mmtoolbench.atp.parse import parse_answer
from mmtoolbench.atp.rules import TOOL_PARAMS
from mmtoolbench.atp.schema import ATPSample
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.images import sniff_image
from mmtoolbench.core.messages import (
    ContentPart,
    GenerateConfig,
    ImagePart,
    Message,
    TextPart,
    Usage,
)
from mmtoolbench.judging import (
    JSONExtractionError,
    JudgeError,
    Quoter,
    compact_schema,
    extract_json_object,
    load_prompt,
    structured_generate,
)
from mmtoolbench.models.base import Model

__all__ = [
    "CHIEF_JUDGE",
    "DEFAULT_MAX_IMAGES",
    "DEFAULT_MAX_TOKENS",
    "DEFAULT_RETRIES",
    "PRECISION_INSPECTOR",
    "RECALL_INSPECTOR",
    "TOOL_BOUNDARIES",
    "AgentRun",
    "JSONExtractionError",
    "JudgeCall",
    "JudgeError",
    "JudgeImage",
    "MAMJudge",
    "MAMVerdict",
    "ToolCallLike",
    "extract_json_object",
    "judge_sample",
    "load_judge_images",
    "to_judge_calls",
]

PRECISION_INSPECTOR = "precision_inspector"
RECALL_INSPECTOR = "recall_inspector"
CHIEF_JUDGE = "chief_judge"

DEFAULT_MAX_IMAGES = 8
DEFAULT_RETRIES = 2
DEFAULT_MAX_TOKENS = 8192

TOOL_BOUNDARIES: Mapping[str, str] = MappingProxyType(
    {
        "Reference": (
            "cites a provided context image by its index. For multi-step procedures, complex "
            "diagrams and context-dependent examples that a context image already shows. "
            "Each context image is cited at most once."
        ),
        "Diffusion": (
            "synthesizes a new image from a semantically detailed prompt. For creative "
            "concepts, design drafts, abstract visuals and fashion demonstrations when no "
            "suitable reference exists. Not for specific real-world entities (Search) or "
            "precise data (Code)."
        ),
        "Search": (
            "retrieves a real-world image with a web image search. For real-world entities: "
            "landmarks, artworks, notable figures, events, maps, specific products; grounds "
            "the answer in factual, up-to-date imagery."
        ),
        "Code": (
            "renders a programmatic visualization. For data-driven charts, mathematical plots "
            "and blueprint-style diagrams (floor plans, schematics); needs the diagram type "
            "and the data."
        ),
        "Edit": (
            "modifies a provided context image with an edit prompt. For highlighting, "
            "annotations and labels, renovation mock-ups and style previews of the user's "
            "own images."
        ),
    }
)
"""Capability boundary of each tool (paper §3 and §4.2), shown to every agent."""

_PROMPT_FILES: Mapping[str, str] = MappingProxyType(
    {
        PRECISION_INSPECTOR: "precision_inspector.md",
        RECALL_INSPECTOR: "recall_inspector.md",
        CHIEF_JUDGE: "chief_judge.md",
    }
)
_KIND_TEXT = MappingProxyType({"int": "integer", "str": "string", "object|str": "object or string"})
_CONTEXT_BEFORE = 400
_CONTEXT_AFTER = 200

_Report = TypeVar("_Report", bound=BaseModel)


# --------------------------------------------------------------------------- inputs


class JudgeImage(BaseModel):
    """A context image as the judge sees it; its ``img_index`` is its position in the list.

    Attributes:
        caption: What the image shows (always given to the agents as text).
        image: The image itself; attached to the requests when it carries bytes.
    """

    model_config = ConfigDict(frozen=True)

    caption: str = ""
    image: ImagePart | None = None


class ToolCallLike(Protocol):
    """What the judge needs of a parsed tool call (e.g. ``atp.parse.ParsedToolCall``).

    Optional extras read when present: ``span`` (with ``start``/``end``) and ``violations``
    (with ``code``/``message``), shown to the Precision Inspector as parser notes.
    """

    @property
    def index(self) -> int:
        """Position among the answer's calls."""
        ...

    @property
    def tool_name(self) -> str | None:
        """The tool name as written, ``None`` if unreadable."""
        ...

    @property
    def params(self) -> Mapping[str, Any]:
        """The decoded ``params`` object (empty if unreadable)."""
        ...

    @property
    def raw(self) -> str:
        """The tag body as written."""
        ...


class JudgeCall(BaseModel):
    """One tool call of the judged answer.

    Attributes:
        index: Call index used in the precision report.
        tool_name: Tool name as written, ``None`` if unreadable.
        params: Decoded parameters (empty if unreadable).
        raw: The tag body as written.
        start: Offset of the tag in the answer, if known.
        end: Offset just past the tag, if known.
        notes: Parser findings on the call (violations), shown to the Precision Inspector.
    """

    index: int
    tool_name: str | None = None
    params: dict[str, Any] = Field(default_factory=dict)
    raw: str = ""
    start: int | None = None
    end: int | None = None
    notes: list[str] = Field(default_factory=list)

    def tag(self, answer: str) -> str:
        """The call's full tag text: the answer slice at its span, or a rebuilt tag."""
        if self.start is not None and self.end is not None:
            return answer[self.start : self.end]
        return f"<tool>{self.raw}</tool>"


def _span_of(call: object) -> tuple[int | None, int | None]:
    span = getattr(call, "span", None)
    start, end = getattr(span, "start", None), getattr(span, "end", None)
    if isinstance(start, int) and isinstance(end, int):
        return start, end
    return None, None


def _notes_of(call: object) -> list[str]:
    notes: list[str] = []
    for violation in getattr(call, "violations", ()) or ():
        code = getattr(violation, "code", None)
        message = getattr(violation, "message", str(violation))
        notes.append(f"{code}: {message}" if code is not None else str(message))
    return notes


def to_judge_calls(
    answer: str, calls: Sequence[ToolCallLike] | None = None, *, num_images: int | None = None
) -> list[JudgeCall]:
    """Number the tool calls of an answer for the judge.

    Args:
        answer: The answer markdown.
        calls: Calls parsed by the caller; when ``None``, the answer is parsed with
            :func:`mmtoolbench.atp.parse.parse_answer`.
        num_images: Number of context images (used only when parsing here).

    Returns:
        One :class:`JudgeCall` per call, in the given order.

    Raises:
        ValueError: If two calls share an index.
    """
    source: Sequence[ToolCallLike] = (
        parse_answer(answer, num_images=num_images).calls if calls is None else calls
    )
    out: list[JudgeCall] = []
    for call in source:
        start, end = _span_of(call)
        out.append(
            JudgeCall(
                index=call.index,
                tool_name=call.tool_name,
                params=dict(call.params or {}),
                raw=call.raw,
                start=start,
                end=end,
                notes=_notes_of(call),
            )
        )
    indices = [call.index for call in out]
    if len(set(indices)) != len(indices):
        raise ValueError(f"tool calls must have distinct indices, got {indices}")
    return out


# --------------------------------------------------------------------------- verdict


class AgentRun(BaseModel):
    """What one agent was asked and answered.

    Attributes:
        agent: Agent name.
        attempts: Number of model calls (1 + repair turns).
        raw_outputs: Every reply, in order; the last one was accepted.
        rejections: Why each rejected reply was rejected (one entry per rejected reply).
        usage: Token usage summed over the attempts.
    """

    agent: str
    attempts: int
    raw_outputs: list[str]
    rejections: list[str] = Field(default_factory=list)
    usage: Usage = Field(default_factory=Usage)


class MAMVerdict(BaseModel):
    """The MAM verdict on one answer, with the per-sample numbers of paper §5.2.

    Attributes:
        judge_model: Name of the model that played the three agents.
        calls: The answer's tool calls, as numbered for the judge.
        precision: Precision Inspector report (empty, not consulted, if there are no calls).
        recall: Recall Inspector report.
        chief: Chief Judge report.
        runs: One record per agent consulted: precision (if consulted), recall, chief.
    """

    judge_model: str
    calls: list[JudgeCall]
    precision: PrecisionReport
    recall: RecallReport
    chief: ChiefReport
    runs: list[AgentRun] = Field(default_factory=list)

    @model_validator(mode="after")
    def _precision_matches_calls(self) -> Self:
        assessed = sorted(call.call_index for call in self.precision.calls)
        expected = sorted(call.index for call in self.calls)
        if assessed != expected:
            raise ValueError(
                f"precision report assesses calls {assessed} but the answer has calls {expected}"
            )
        return self

    @computed_field  # type: ignore[prop-decorator]
    @property
    def final_score(self) -> float:
        """Final Score (FS): the Chief Judge's 0-100 score."""
        return self.chief.score

    @computed_field  # type: ignore[prop-decorator]
    @property
    def tier(self) -> Tier:
        """The Chief Judge's tier."""
        return self.chief.tier

    @computed_field  # type: ignore[prop-decorator]
    @property
    def n_calls(self) -> int:
        """Number of tool calls in the answer."""
        return len(self.calls)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def n_successful(self) -> int:
        """Number of successful calls (gate passed and all four scores 2)."""
        return sum(1 for call in self.precision.calls if call.successful)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def success_rate(self) -> float | None:
        """Success Rate (SR) as a fraction in ``[0, 1]``; ``None`` when there are no calls."""
        return self.n_successful / self.n_calls if self.calls else None

    @computed_field  # type: ignore[prop-decorator]
    @property
    def missed_images(self) -> int:
        """Missed Images (MI): the number of missed opportunities the Recall Inspector found."""
        return len(self.recall.missed_opportunities)

    @computed_field  # type: ignore[prop-decorator]
    @property
    def tool_calls(self) -> dict[str, int]:
        """Calls per tool name (as written; ``"unknown"`` when unreadable)."""
        counts: dict[str, int] = {}
        for call in self.calls:
            name = call.tool_name or "unknown"
            counts[name] = counts.get(name, 0) + 1
        return dict(sorted(counts.items()))

    @computed_field  # type: ignore[prop-decorator]
    @property
    def tool_successes(self) -> dict[str, int]:
        """Successful calls per tool name (same keys as :attr:`tool_calls`)."""
        assessed = self.precision.by_index()
        counts = dict.fromkeys(self.tool_calls, 0)
        for call in self.calls:
            if assessed[call.index].successful:
                counts[call.tool_name or "unknown"] += 1
        return counts


# --------------------------------------------------------------------------- prompts


def _render_toolkit() -> str:
    lines: list[str] = []
    for tool, specs in TOOL_PARAMS.items():
        params = ", ".join(
            f"`{spec.name}` ({_KIND_TEXT.get(spec.kind, spec.kind)}: {spec.description})"
            for spec in specs
        )
        lines.append(f"- **{tool}** - params {params} - {TOOL_BOUNDARIES[tool]}")
    return "\n".join(lines)


def _load_system_prompts() -> dict[str, str]:
    schemas = export_json_schemas()
    toolkit = _render_toolkit()
    prompts: dict[str, str] = {}
    for agent, filename in _PROMPT_FILES.items():
        schema = compact_schema(schemas[agent])
        schema.pop("$schema", None)
        values = {"TOOLKIT": toolkit, "OUTPUT_SCHEMA": json.dumps(schema, indent=2)}
        prompts[agent] = load_prompt("mmtoolbench.atp.judge", filename, values)
    return prompts


def _excerpt_before(answer: str, start: int) -> str:
    text = answer[max(0, start - _CONTEXT_BEFORE) : start]
    return ("..." if start > _CONTEXT_BEFORE else "") + text


def _excerpt_after(answer: str, end: int) -> str:
    text = answer[end : end + _CONTEXT_AFTER]
    return text + ("..." if end + _CONTEXT_AFTER < len(answer) else "")


def _call_list(calls: Sequence[JudgeCall], q: Quoter) -> str:
    return ", ".join(
        f"{call.index} ({q.name(call.tool_name) if call.tool_name else 'unreadable tool name'})"
        for call in calls
    )


# --------------------------------------------------------------------------- judge


class MAMJudge:
    """The three-agent judge; one instance can judge many answers concurrently.

    Attributes:
        model: The model that plays all three agents.
        max_images: At most this many context images are attached to each request (the
            first ones with bytes, in index order); all captions are always listed.
        retries: Repair turns allowed per agent after an unacceptable reply.
        max_tokens: Output token limit of each request.
    """

    def __init__(
        self,
        model: Model,
        *,
        max_images: int = DEFAULT_MAX_IMAGES,
        retries: int = DEFAULT_RETRIES,
        max_tokens: int = DEFAULT_MAX_TOKENS,
    ) -> None:
        """Create the judge.

        Args:
            model: The judge model.
            max_images: Images attached per request (``>= 0``).
            retries: Repair turns per agent (``>= 0``).
            max_tokens: Output token limit per request (``>= 1``).

        Raises:
            ConfigError: If a limit is out of range.
        """
        if max_images < 0:
            raise ConfigError(f"max_images must be >= 0, got {max_images}")
        if retries < 0:
            raise ConfigError(f"retries must be >= 0, got {retries}")
        if max_tokens < 1:
            raise ConfigError(f"max_tokens must be >= 1, got {max_tokens}")
        self.model = model
        self.max_images = max_images
        self.retries = retries
        self.max_tokens = max_tokens
        self._config = GenerateConfig(json_output=True, temperature=0.0, max_tokens=max_tokens)
        self._prompts = _load_system_prompts()

    def system_prompt(self, agent: str) -> str:
        """The rendered system prompt of an agent.

        Args:
            agent: ``precision_inspector``, ``recall_inspector`` or ``chief_judge``.

        Raises:
            KeyError: For an unknown agent.
        """
        return self._prompts[agent]

    async def judge(
        self,
        query: str,
        answer: str,
        images: Sequence[JudgeImage] = (),
        *,
        calls: Sequence[ToolCallLike] | None = None,
    ) -> MAMVerdict:
        """Judge one answer.

        Args:
            query: The user's query.
            answer: The model's interleaved markdown answer.
            images: The query's context images; ``images[i]`` has ``img_index`` ``i``.
            calls: The answer's parsed tool calls; parsed here when ``None``.

        Returns:
            The verdict.

        Raises:
            JudgeError: If an agent gives no acceptable report within ``retries`` repairs.
            ProviderError: If the judge model fails.
        """
        judge_calls = to_judge_calls(answer, calls, num_images=len(images))
        q = Quoter.for_material([query, answer, *(image.caption for image in images)])
        context = self._context_parts(query, answer, images, q)
        recall_request = self._consult(
            RECALL_INSPECTOR,
            [*context, TextPart(text="\n" + self._recall_task(judge_calls, q))],
            RecallReport,
        )
        runs: list[AgentRun] = []
        if judge_calls:
            precision_request = self._consult(
                PRECISION_INSPECTOR,
                [*context, TextPart(text="\n" + self._precision_task(answer, judge_calls, q))],
                PrecisionReport,
                {CALL_INDICES_CONTEXT: [call.index for call in judge_calls]},
            )
            precision_result, recall_result = await asyncio.gather(
                precision_request, recall_request, return_exceptions=True
            )
            if isinstance(precision_result, BaseException):
                raise precision_result
            if isinstance(recall_result, BaseException):
                raise recall_result
            precision, precision_run = precision_result
            recall, recall_run = recall_result
            runs += [precision_run, recall_run]
        else:
            precision = PrecisionReport(
                calls=[],
                summary="The answer has no tool calls; the Precision Inspector was not consulted.",
            )
            recall, recall_run = await recall_request
            runs.append(recall_run)
        chief_task = self._chief_task(judge_calls, precision, recall, q)
        chief, chief_run = await self._consult(
            CHIEF_JUDGE, [*context, TextPart(text="\n" + chief_task)], ChiefReport
        )
        runs.append(chief_run)
        return MAMVerdict(
            judge_model=self.model.name,
            calls=judge_calls,
            precision=precision,
            recall=recall,
            chief=chief,
            runs=runs,
        )

    # -- requests -------------------------------------------------------------------

    async def _consult(
        self,
        agent: str,
        content: list[ContentPart],
        schema: type[_Report],
        context: Mapping[str, Any] | None = None,
    ) -> tuple[_Report, AgentRun]:
        messages = [Message.system(self._prompts[agent]), Message(role="user", content=content)]
        result = await structured_generate(
            self.model,
            messages,
            schema,
            self.retries,
            config=self._config,
            context=context,
            name=agent,
        )
        run = AgentRun(
            agent=agent,
            attempts=len(result.attempts),
            raw_outputs=result.raw_outputs,
            rejections=result.rejections,
            usage=result.usage,
        )
        return result.value, run

    def _context_parts(
        self, query: str, answer: str, images: Sequence[JudgeImage], q: Quoter
    ) -> list[ContentPart]:
        """The shared start of every request: nonce line, query, context images, answer."""
        attach = [i for i, image in enumerate(images) if image.image is not None]
        attach = attach[: self.max_images]
        parts: list[ContentPart] = [
            TextPart(
                text=f"{q.preamble()}\n\n# User query\n\n{q.block(query, 'user query')}\n\n"
                "# Context images\n"
            )
        ]
        if not images:
            parts.append(
                TextPart(
                    text="The query has no context images, so `Reference` and `Edit` have "
                    "nothing to cite (any img_index is invalid)."
                )
            )
        else:
            note = (
                f"The query has {len(images)} context image(s), img_index 0 to "
                f"{len(images) - 1}; `Reference` and `Edit` cite them by img_index. "
                f"{len(attach)} of them are attached, each right after its caption; the "
                "others are known by their caption only."
            )
            parts.append(TextPart(text=note))
            for index, image in enumerate(images):
                caption = image.caption or "(no caption)"
                attached = index in attach
                suffix = "" if attached else " [not attached]"
                parts.append(TextPart(text=f"[img_index {index}] {caption}{suffix}"))
                if attached and image.image is not None:
                    parts.append(image.image)
        quoted = q.block(answer, "answer under evaluation")
        parts.append(TextPart(text=f"\n# Answer under evaluation\n\n{quoted}"))
        return parts

    @staticmethod
    def _precision_task(answer: str, calls: Sequence[JudgeCall], q: Quoter) -> str:
        blocks = [
            "# Tool calls to inspect\n\n"
            f"The answer has {len(calls)} tool call(s), numbered by call_index in order of "
            f"appearance: {_call_list(calls, q)}. Give exactly one assessment for each of them."
        ]
        for call in calls:
            name = q.name(call.tool_name) if call.tool_name else "unreadable"
            lines = [
                f"## call_index {call.index} (tool_name: {name})",
                "",
                "Tag as written:",
                q.block(call.tag(answer), "tag excerpt of the answer"),
            ]
            if call.start is not None and call.end is not None:
                lines += [
                    "Text just before the tag:",
                    q.block(_excerpt_before(answer, call.start), "excerpt of the answer"),
                    "Text just after the tag:",
                    q.block(_excerpt_after(answer, call.end), "excerpt of the answer"),
                ]
            notes = q.inline("; ".join(call.notes), "parser notes") if call.notes else "none"
            lines.append(f"Parser notes: {notes}")
            blocks.append("\n".join(lines))
        return "\n\n".join(blocks)

    @staticmethod
    def _recall_task(calls: Sequence[JudgeCall], q: Quoter) -> str:
        made = (
            f"The answer makes {len(calls)} tool call(s): {_call_list(calls, q)}."
            if calls
            else "The answer makes no tool calls at all."
        )
        return (
            f"# Task\n\n{made} Find every missed tool-use opportunity in the answer, following "
            "the omission criteria in your instructions."
        )

    @staticmethod
    def _chief_task(
        calls: Sequence[JudgeCall],
        precision: PrecisionReport,
        recall: RecallReport,
        q: Quoter,
    ) -> str:
        if calls:
            successful = sum(1 for call in precision.calls if call.successful)
            precision_text = (
                f"{len(calls)} tool call(s), {successful} successful.\n\n"
                f"{q.block(precision.model_dump_json(indent=2), 'precision inspector report')}"
            )
        else:
            precision_text = (
                "The answer has no tool calls, so there was nothing for the Precision "
                "Inspector to inspect."
            )
        missed = len(recall.missed_opportunities)
        return (
            f"# Precision Inspector report\n\n{precision_text}\n\n"
            f"# Recall Inspector report\n\n{missed} missed opportunity(ies).\n\n"
            f"{q.block(recall.model_dump_json(indent=2), 'recall inspector report')}\n\n"
            "# Task\n\nGive your tier, score and justification for this answer."
        )


# --------------------------------------------------------------------------- samples


def load_judge_images(
    sample: ATPSample, dataset_path: Path | None = None, *, max_images: int | None = None
) -> list[JudgeImage]:
    """The context images of a sample, with their captions.

    Args:
        sample: The sample.
        dataset_path: The dataset file the sample came from; without it the images are
            known by caption only.
        max_images: Read the bytes of at most this many images (the first ones).

    Returns:
        One :class:`JudgeImage` per context image, in index order.

    Raises:
        OSError: If an image file cannot be read.
        ValueError: If an image file is not a readable PNG/JPEG/GIF/WEBP image.
    """
    out: list[JudgeImage] = []
    for image in sample.images:
        part: ImagePart | None = None
        load = max_images is None or image.index < max_images
        if dataset_path is not None and load:
            data = resolve_image_path(sample, image.index, dataset_path).read_bytes()
            media_type, _, _ = sniff_image(data)
            part = ImagePart(image_id=f"img_{image.index}", media_type=media_type, data=data)
        out.append(JudgeImage(caption=image.caption, image=part))
    return out


async def judge_sample(
    model: Model,
    sample: ATPSample,
    answer: str,
    *,
    dataset_path: Path | None = None,
    calls: Sequence[ToolCallLike] | None = None,
    max_images: int = DEFAULT_MAX_IMAGES,
    retries: int = DEFAULT_RETRIES,
) -> MAMVerdict:
    """Judge a model's answer to an ATP-Bench sample (builds a :class:`MAMJudge`).

    Args:
        model: The judge model.
        sample: The sample answered.
        answer: The model's interleaved markdown answer.
        dataset_path: The sample's dataset file, to load and attach its images.
        calls: The answer's parsed tool calls; parsed here when ``None``.
        max_images: Images attached per request.
        retries: Repair turns per agent.

    Returns:
        The verdict.

    Raises:
        JudgeError: If an agent gives no acceptable report.
        OSError: If an image file cannot be read.
    """
    images = await asyncio.to_thread(load_judge_images, sample, dataset_path, max_images=max_images)
    judge = MAMJudge(model, max_images=max_images, retries=retries)
    return await judge.judge(sample.query, answer, images, calls=calls)
