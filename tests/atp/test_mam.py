"""Tests of the MAM judge (Precision Inspector, Recall Inspector, Chief Judge)."""

from __future__ import annotations

import asyncio
import io
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped]
import pytest
from PIL import Image
from pydantic import ValidationError

from mmtoolbench.atp.judge import (
    JudgeError,
    JudgeImage,
    MAMJudge,
    MAMVerdict,
    export_json_schemas,
    extract_json_object,
    judge_sample,
)
from mmtoolbench.atp.judge.mam import (
    CHIEF_JUDGE,
    PRECISION_INSPECTOR,
    RECALL_INSPECTOR,
    JSONExtractionError,
)
from mmtoolbench.atp.judge.schemas import TIER_RANGES, ChiefReport, Tier, tier_for_score
from mmtoolbench.atp.parse import parse_answer
from mmtoolbench.atp.schema import ATPSample
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import (
    GenerateConfig,
    ImagePart,
    Message,
    ModelResponse,
    TextPart,
    ToolSpec,
)
from mmtoolbench.models.scripted import ScriptedModel

# --------------------------------------------------------------------------- fixtures

ANSWER = """To descale the machine, first empty the water tank and fill it with descaling solution.

<tool>{"tool_name": "Reference", "description": "Removing the water tank", "params": {"img_index": 0}}</tool>

Then start the descaling cycle by holding both cup buttons for five seconds.

<tool>{"tool_name": "Diffusion", "description": "Buttons", "params": {"prompt": "a finger on a button"}}</tool>

Finally, rinse the tank twice. The descaling light on the front panel should turn off.
"""

TEXT_ONLY_ANSWER = """Hold both cup buttons for five seconds, as shown in the diagram.

Then rinse the tank twice."""

QUERY = "How do I descale my espresso machine?"

PRECISION_MARK = "PRECISION-SUMMARY-7f3a"
RECALL_MARK = "RECALL-SUMMARY-c21d"
CHIEF_MARK = "CHIEF-JUSTIFICATION-9be0"

ROLE_TITLES = {
    "# Role: Precision Inspector": PRECISION_INSPECTOR,
    "# Role: Recall Inspector": RECALL_INSPECTOR,
    "# Role: Chief Judge": CHIEF_JUDGE,
}


def criterion(score: int) -> dict[str, Any]:
    return {"reason": f"scored {score} because of the quoted params", "score": score}


def assessment(
    index: int, *, gate: bool = True, scores: Sequence[int] | None = (2, 2, 2, 2)
) -> dict[str, Any]:
    item: dict[str, Any] = {
        "call_index": index,
        "gate": {
            "visual_necessity": {"reason": "the image shows the tank", "passed": True},
            "tool_boundary": {"reason": "tool fits", "passed": gate},
        },
    }
    if scores is None:
        item["scores"] = None
    else:
        names = ("semantic_placement", "structural_coherence", "parameter_accuracy")
        item["scores"] = {
            name: criterion(s) for name, s in zip((*names, "output_format"), scores, strict=True)
        }
    return item


def precision_json(calls: list[dict[str, Any]] | None = None) -> str:
    if calls is None:
        calls = [assessment(0), assessment(1, scores=(2, 2, 1, 2))]
    return json.dumps({"calls": calls, "summary": PRECISION_MARK})


def recall_json(missed: int = 1) -> str:
    opportunity = {
        "location": "The descaling light on the front panel should turn off.",
        "criterion": "ungrounded_description",
        "suggested_tool": "Search",
        "reason": "the user cannot locate the light from text alone",
    }
    return json.dumps({"missed_opportunities": [opportunity] * missed, "summary": RECALL_MARK})


def chief_json(tier: str = "Good but Flawed", score: float = 68) -> str:
    return json.dumps({"justification": CHIEF_MARK, "tier": tier, "score": score})


@dataclass
class Request:
    agent: str
    messages: list[Message]
    config: GenerateConfig


@dataclass
class JudgeDouble:
    """A judge model that replies from per-agent queues and records every request.

    Each reply is a text or a ``ModelResponse``. ``events`` logs ``start:<agent>`` and
    ``end:<agent>``; ``generate`` yields to the event loop in between, so concurrent
    requests interleave.
    """

    replies: dict[str, list[str | ModelResponse]]
    name: str = "double/judge"
    requests: list[Request] = field(default_factory=list)
    events: list[str] = field(default_factory=list)

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        title = messages[0].text.splitlines()[0]
        agent = ROLE_TITLES[title]
        self.events.append(f"start:{agent}")
        self.requests.append(Request(agent, list(messages), config or GenerateConfig()))
        await asyncio.sleep(0)
        await asyncio.sleep(0)
        queue = self.replies[agent]
        assert queue, f"no reply left for {agent}"
        reply = queue.pop(0)
        self.events.append(f"end:{agent}")
        if isinstance(reply, ModelResponse):
            return reply
        return ModelResponse(text=reply, model=self.name, finish_reason="stop")

    def of(self, agent: str) -> list[Request]:
        return [r for r in self.requests if r.agent == agent]


def double(
    precision: Sequence[str | ModelResponse] = (),
    recall: Sequence[str | ModelResponse] = (),
    chief: Sequence[str | ModelResponse] = (),
) -> JudgeDouble:
    return JudgeDouble(
        {
            PRECISION_INSPECTOR: list(precision) or [precision_json()],
            RECALL_INSPECTOR: list(recall) or [recall_json()],
            CHIEF_JUDGE: list(chief) or [chief_json()],
        }
    )


def png(color: str = "red", size: tuple[int, int] = (4, 4)) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", size, color).save(buf, format="PNG")
    return buf.getvalue()


def images(n: int) -> list[JudgeImage]:
    colors = ["red", "green", "blue", "white", "black"]
    return [
        JudgeImage(
            caption=f"caption-{i}: espresso machine part {i}",
            image=ImagePart(image_id=f"img_{i}", data=png(colors[i % len(colors)])),
        )
        for i in range(n)
    ]


def user_text(request: Request) -> str:
    return request.messages[1].text


def image_parts(request: Request) -> list[ImagePart]:
    return [p for m in request.messages for p in m.content if isinstance(p, ImagePart)]


# --------------------------------------------------------------------------- happy path


async def test_happy_path_three_calls_concurrent_inspectors_then_chief() -> None:
    model = double()
    verdict = await MAMJudge(model).judge(QUERY, ANSWER, images(1))

    assert [r.agent for r in model.requests].count(CHIEF_JUDGE) == 1
    assert len(model.requests) == 3
    # Both inspectors start before either finishes; the chief starts after both finished.
    assert set(model.events[:2]) == {f"start:{PRECISION_INSPECTOR}", f"start:{RECALL_INSPECTOR}"}
    assert model.events[-2:] == [f"start:{CHIEF_JUDGE}", f"end:{CHIEF_JUDGE}"]
    for request in model.requests:
        assert request.config.json_output is True
        assert request.config.temperature == 0
        assert [m.role for m in request.messages] == ["system", "user"]

    chief_prompt = user_text(model.of(CHIEF_JUDGE)[0])
    assert PRECISION_MARK in chief_prompt
    assert RECALL_MARK in chief_prompt
    assert "2 tool call(s), 1 successful" in chief_prompt
    assert "1 missed opportunity" in chief_prompt

    precision_prompt = user_text(model.of(PRECISION_INSPECTOR)[0])
    assert "## call_index 0 (tool_name: Reference)" in precision_prompt
    assert "## call_index 1 (tool_name: Diffusion)" in precision_prompt
    assert '"prompt": "a finger on a button"' in precision_prompt
    assert "Then start the descaling cycle" in precision_prompt  # text around the tag
    assert QUERY in precision_prompt and ANSWER.strip() in precision_prompt

    assert verdict.judge_model == "double/judge"
    assert verdict.final_score == 68
    assert verdict.tier is Tier.GOOD_BUT_FLAWED
    assert verdict.chief.justification == CHIEF_MARK
    assert verdict.n_calls == 2
    assert verdict.n_successful == 1
    assert verdict.success_rate == 0.5
    assert verdict.missed_images == 1
    assert verdict.tool_calls == {"Diffusion": 1, "Reference": 1}
    assert verdict.tool_successes == {"Diffusion": 0, "Reference": 1}
    assert [c.successful for c in verdict.precision.calls] == [True, False]
    assert [(r.agent, r.attempts) for r in verdict.runs] == [
        (PRECISION_INSPECTOR, 1),
        (RECALL_INSPECTOR, 1),
        (CHIEF_JUDGE, 1),
    ]


async def test_success_requires_gate_and_all_scores_two() -> None:
    calls = [
        assessment(0),
        assessment(1, gate=False, scores=None),
        assessment(2, scores=(2, 2, 2, 1)),
        assessment(3, gate=False, scores=(2, 2, 2, 2)),  # scores given but the gate failed
    ]
    answer = "\n\n".join(
        f'Step {i}.\n\n<tool>{{"tool_name": "Search", "description": "d", '
        f'"params": {{"query": "q{i}"}}}}</tool>'
        for i in range(4)
    )
    verdict = await MAMJudge(double(precision=[precision_json(calls)])).judge(QUERY, answer)
    assert [c.successful for c in verdict.precision.calls] == [True, False, False, False]
    assert verdict.success_rate == 0.25
    assert verdict.tool_successes == {"Search": 1}


async def test_verdict_round_trips_and_checks_call_coverage() -> None:
    verdict = await MAMJudge(double()).judge(QUERY, ANSWER, images(1))
    again = MAMVerdict.model_validate_json(verdict.model_dump_json())
    assert again == verdict
    dumped = verdict.model_dump(mode="json")
    assert dumped["success_rate"] == 0.5 and dumped["missed_images"] == 1
    dumped["calls"] = dumped["calls"][:1]
    with pytest.raises(ValidationError, match="precision report assesses calls"):
        MAMVerdict.model_validate(dumped)


# --------------------------------------------------------------------------- repairs


async def test_malformed_json_is_repaired() -> None:
    bad = "Sure! Here is the report: {calls: [call 0 is fine]} -- hope it helps"
    model = double(precision=[bad, precision_json()])
    verdict = await MAMJudge(model).judge(QUERY, ANSWER, images(1))

    first, second = model.of(PRECISION_INSPECTOR)
    assert len(first.messages) == 2
    assert [m.role for m in second.messages] == ["system", "user", "assistant", "user"]
    assert second.messages[2].text == bad
    repair = second.messages[3].text
    assert "invalid JSON" in repair
    assert "Answer again with valid JSON only" in repair
    assert verdict.runs[0].attempts == 2
    assert verdict.runs[0].raw_outputs == [bad, precision_json()]
    assert verdict.n_successful == 1


async def test_truncated_json_is_repaired() -> None:
    full = precision_json()
    truncated = ModelResponse(text=full[: len(full) // 2], finish_reason="length")
    model = double(precision=[truncated, full])
    verdict = await MAMJudge(model).judge(QUERY, ANSWER, images(1))

    repair = model.of(PRECISION_INSPECTOR)[1].messages[-1].text
    assert "truncated" in repair
    assert "output token limit" in repair
    assert verdict.runs[0].attempts == 2


async def test_fenced_json_with_trailing_text_needs_no_repair() -> None:
    fenced = f"```json\n{chief_json()}\n```\nLet me know if you need more."
    model = double(chief=[fenced])
    verdict = await MAMJudge(model).judge(QUERY, ANSWER, images(1))
    assert len(model.of(CHIEF_JUDGE)) == 1
    assert verdict.final_score == 68


def _precision_with(**changes: Any) -> str:
    calls = [assessment(0), assessment(1)]
    for key, value in changes.items():
        calls[0][key] = value
    return precision_json(calls)


OFF_SCHEMA = [
    pytest.param(
        PRECISION_INSPECTOR,
        precision_json([assessment(0, scores=(2, 3, 2, 2)), assessment(1)]),
        "calls.0.scores.structural_coherence.score: Input should be 0, 1 or 2",
        id="precision-score-3",
    ),
    pytest.param(
        PRECISION_INSPECTOR,
        json.dumps({"calls": [{"call_index": 0}, assessment(1)], "summary": "x"}),
        "calls.0.gate: Field required",
        id="precision-missing-gate",
    ),
    pytest.param(
        PRECISION_INSPECTOR,
        json.dumps({"calls": [assessment(0), assessment(1)]}),
        "summary: Field required",
        id="precision-missing-summary",
    ),
    pytest.param(
        PRECISION_INSPECTOR,
        precision_json([assessment(0)]),
        "no assessment for call_index [1]",
        id="precision-missing-call",
    ),
    pytest.param(
        PRECISION_INSPECTOR,
        precision_json([assessment(0), assessment(1), assessment(2)]),
        "assessments for call_index [2], which are not calls",
        id="precision-extra-call",
    ),
    pytest.param(
        PRECISION_INSPECTOR,
        precision_json([assessment(0), assessment(0)]),
        "duplicate assessments for call_index [0]",
        id="precision-duplicate-call",
    ),
    pytest.param(
        PRECISION_INSPECTOR,
        _precision_with(scores=None),
        "'scores' with all four criteria is required",
        id="precision-gate-passed-without-scores",
    ),
    pytest.param(
        RECALL_INSPECTOR,
        json.dumps(
            {
                "missed_opportunities": [
                    {"criterion": "ungrounded_description", "suggested_tool": "Search"}
                ],
                "summary": "x",
            }
        ),
        "missed_opportunities.0.location: Field required",
        id="recall-missing-fields",
    ),
    pytest.param(
        RECALL_INSPECTOR,
        json.dumps(
            {
                "missed_opportunities": [
                    {
                        "location": "x",
                        "criterion": "ungrounded_description",
                        "suggested_tool": "Camera",
                        "reason": "y",
                    }
                ],
                "summary": "x",
            }
        ),
        "missed_opportunities.0.suggested_tool",
        id="recall-unknown-tool",
    ),
    pytest.param(
        CHIEF_JUDGE,
        chief_json("Excellent", 65),
        "score 65 lies outside the range of tier 'Excellent' (80-100)",
        id="chief-score-outside-tier",
    ),
    pytest.param(
        CHIEF_JUDGE,
        chief_json("Excellent", 120),
        "score: Input should be less than or equal to 100",
        id="chief-score-over-100",
    ),
    pytest.param(
        CHIEF_JUDGE,
        json.dumps({"tier": "Mediocre", "score": 50}),
        "justification: Field required",
        id="chief-missing-justification",
    ),
]


@pytest.mark.parametrize(("agent", "bad", "expected"), OFF_SCHEMA)
async def test_off_schema_reply_is_repaired(agent: str, bad: str, expected: str) -> None:
    good = {
        PRECISION_INSPECTOR: precision_json(),
        RECALL_INSPECTOR: recall_json(),
        CHIEF_JUDGE: chief_json(),
    }[agent]
    model = double(**{agent.split("_")[0]: [bad, good]})
    verdict = await MAMJudge(model).judge(QUERY, ANSWER, images(1))

    attempts = model.of(agent)
    assert len(attempts) == 2
    assert attempts[1].messages[-2].text == bad
    assert expected in attempts[1].messages[-1].text
    run = next(r for r in verdict.runs if r.agent == agent)
    assert run.attempts == 2 and run.raw_outputs == [bad, good]
    assert verdict.final_score == 68


async def test_persistently_malformed_raises_judge_error_with_raw_outputs() -> None:
    bad = ["not json", '{"calls": [', '{"calls": [], "summary": "none"}']
    model = double(precision=bad)
    with pytest.raises(JudgeError) as info:
        await MAMJudge(model, retries=2).judge(QUERY, ANSWER, images(1))

    error = info.value
    assert error.agent == PRECISION_INSPECTOR
    assert error.raw_outputs == bad
    assert len(error.errors) == 3
    assert "no JSON object" in error.errors[0]
    assert "truncated" in error.errors[1]
    assert "no assessment for call_index [0, 1]" in error.errors[2]
    assert "precision_inspector gave no valid report after 3 attempt(s)" in str(error)
    assert not model.of(CHIEF_JUDGE)  # the chief is never asked


async def test_retries_zero_fails_on_first_bad_reply() -> None:
    model = double(chief=["{}"])
    with pytest.raises(JudgeError) as info:
        await MAMJudge(model, retries=0).judge(QUERY, ANSWER, images(1))
    assert info.value.agent == CHIEF_JUDGE
    assert info.value.raw_outputs == ["{}"]


def test_invalid_limits_are_rejected() -> None:
    with pytest.raises(ConfigError):
        MAMJudge(double(), retries=-1)
    with pytest.raises(ConfigError):
        MAMJudge(double(), max_images=-1)


# --------------------------------------------------------------------------- zero calls


async def test_answer_without_tool_calls_skips_precision_inspector() -> None:
    model = double(recall=[recall_json(missed=2)], chief=[chief_json("Mediocre", 45)])
    verdict = await MAMJudge(model).judge(QUERY, TEXT_ONLY_ANSWER, images(1))

    assert [r.agent for r in model.requests] == [RECALL_INSPECTOR, CHIEF_JUDGE]
    assert "The answer makes no tool calls at all." in user_text(model.of(RECALL_INSPECTOR)[0])
    chief_prompt = user_text(model.of(CHIEF_JUDGE)[0])
    assert "nothing for the Precision Inspector to inspect" in chief_prompt
    assert RECALL_MARK in chief_prompt
    assert verdict.precision.calls == []
    assert verdict.n_calls == 0
    assert verdict.n_successful == 0
    assert verdict.success_rate is None
    assert verdict.missed_images == 2
    assert verdict.tool_calls == {} and verdict.tool_successes == {}
    assert [r.agent for r in verdict.runs] == [RECALL_INSPECTOR, CHIEF_JUDGE]


# --------------------------------------------------------------------------- images


async def test_images_attached_to_every_request_capped_by_max_images() -> None:
    context = [*images(3), JudgeImage(caption="caption-3: known by caption only")]
    model = double()
    await MAMJudge(model, max_images=2).judge(QUERY, ANSWER, context)

    assert len(model.requests) == 3
    for request in model.requests:
        attached = image_parts(request)
        assert [p.image_id for p in attached] == ["img_0", "img_1"]
        assert all(p.data for p in attached)
        text = user_text(request)
        assert "[img_index 0] caption-0" in text
        assert "[img_index 2] caption-2: espresso machine part 2 [not attached]" in text
        assert "[img_index 3] caption-3: known by caption only [not attached]" in text
        assert "4 context image(s), img_index 0 to 3" in text
        # Each image follows its caption.
        content = request.messages[1].content
        first = next(i for i, p in enumerate(content) if isinstance(p, ImagePart))
        previous = content[first - 1]
        assert isinstance(previous, TextPart) and previous.text.startswith("[img_index 0]")


async def test_max_images_zero_attaches_nothing() -> None:
    model = double()
    await MAMJudge(model, max_images=0).judge(QUERY, ANSWER, images(2))
    assert all(image_parts(r) == [] for r in model.requests)
    assert "0 of them are attached" in user_text(model.requests[0])


async def test_repair_turn_keeps_images() -> None:
    model = double(recall=["oops", recall_json()])
    await MAMJudge(model, max_images=1).judge(QUERY, ANSWER, images(2))
    retry = model.of(RECALL_INSPECTOR)[1]
    assert [p.image_id for p in image_parts(retry)] == ["img_0"]


# --------------------------------------------------------------------------- calls


async def test_uses_callers_call_numbering() -> None:
    @dataclass
    class Call:
        index: int
        tool_name: str | None
        params: dict[str, Any]
        raw: str

    calls = [
        Call(1, "Reference", {"img_index": 0}, '{"tool_name": "Reference"}'),
        Call(2, None, {}, "{broken"),
    ]
    wrong = precision_json([assessment(0), assessment(1)])
    right = precision_json([assessment(2, gate=False, scores=None), assessment(1)])
    model = double(precision=[wrong, right])
    verdict = await MAMJudge(model).judge(QUERY, ANSWER, images(1), calls=calls)

    prompt = user_text(model.of(PRECISION_INSPECTOR)[0])
    assert "## call_index 1 (tool_name: Reference)" in prompt
    assert "## call_index 2 (tool_name: unreadable)" in prompt
    assert "<tool>{broken</tool>" in prompt
    assert "no assessment for call_index [2]" in model.of(PRECISION_INSPECTOR)[1].messages[-1].text
    assert [c.call_index for c in verdict.precision.calls] == [1, 2]
    assert verdict.tool_calls == {"Reference": 1, "unknown": 1}
    assert verdict.tool_successes == {"Reference": 1, "unknown": 0}


async def test_parser_numbering_and_notes_match_parse_answer() -> None:
    answer = ANSWER.replace('"img_index": 0', '"img_index": 5')
    parsed = parse_answer(answer, num_images=1)
    model = double()
    verdict = await MAMJudge(model).judge(QUERY, answer, images(1))

    assert [c.index for c in verdict.calls] == [c.index for c in parsed.calls] == [0, 1]
    span = parsed.calls[0].span
    tag = verdict.calls[0].tag(answer)
    assert tag == answer[span.start : span.end]
    assert tag.startswith("<tool>") and tag.endswith("</tool>")
    prompt = user_text(model.of(PRECISION_INSPECTOR)[0])
    assert "img_index_out_of_range" in prompt
    assert "Parser notes: none" in prompt  # the second call is clean


# --------------------------------------------------------------------------- JSON extraction


@pytest.mark.parametrize(
    "text",
    [
        '{"a": 1}',
        '```json\n{"a": 1}\n```',
        'Here you go:\n```\n{"a": 1}\n```\nAnything else?',
        '{"a": 1} trailing words {"b": 2}',
        'I weighed {both options} carefully. {"a": 1}',
        'Note: "}" is tricky.\n{"a": 1}',
    ],
)
def test_extract_json_object_finds_first_object(text: str) -> None:
    assert extract_json_object(text) == {"a": 1}


def test_extract_json_object_keeps_braces_in_strings_and_nesting() -> None:
    text = 'prefix {"a": "x } y", "b": {"c": [1, {"d": 2}]}} suffix'
    assert extract_json_object(text) == {"a": "x } y", "b": {"c": [1, {"d": 2}]}}


def test_extract_json_object_does_not_return_a_nested_object_of_a_broken_one() -> None:
    with pytest.raises(JSONExtractionError, match="invalid JSON") as info:
        extract_json_object('{"calls": [{"call_index": 0},], "summary": x}')
    assert not info.value.truncated


def test_extract_json_object_reports_truncation_and_absence() -> None:
    with pytest.raises(JSONExtractionError) as info:
        extract_json_object('{"calls": [{"call_index": 0}, {"call_')
    assert info.value.truncated
    with pytest.raises(JSONExtractionError, match="no JSON object"):
        extract_json_object("I cannot judge this.")


# --------------------------------------------------------------------------- schemas


def test_exported_schemas_are_valid_and_accept_good_reports() -> None:
    schemas = export_json_schemas()
    assert set(schemas) == {PRECISION_INSPECTOR, RECALL_INSPECTOR, CHIEF_JUDGE}
    for schema in schemas.values():
        jsonschema.Draft202012Validator.check_schema(schema)
    jsonschema.validate(json.loads(precision_json()), schemas[PRECISION_INSPECTOR])
    jsonschema.validate(json.loads(recall_json()), schemas[RECALL_INSPECTOR])
    jsonschema.validate(json.loads(chief_json()), schemas[CHIEF_JUDGE])
    with pytest.raises(jsonschema.ValidationError):
        bad = json.loads(precision_json([assessment(0, scores=(3, 2, 2, 2))]))
        jsonschema.validate(bad, schemas[PRECISION_INSPECTOR])


def test_prompts_embed_schema_toolkit_and_tier_ranges() -> None:
    judge = MAMJudge(double())
    for agent in (PRECISION_INSPECTOR, RECALL_INSPECTOR, CHIEF_JUDGE):
        prompt = judge.system_prompt(agent)
        assert "{{" not in prompt
        assert "**Code** - params `diagram_type`" in prompt
        assert '"required"' in prompt
    chief = judge.system_prompt(CHIEF_JUDGE)
    for tier, (low, high) in TIER_RANGES.items():
        assert f"**{tier.value} ({low}-{high})**" in chief
    recall = judge.system_prompt(RECALL_INSPECTOR)
    for name in ("explicit_visual_reference", "ungrounded_description", "implicit_generation"):
        assert name in recall


def test_chief_tier_boundaries_are_inclusive_and_case_insensitive() -> None:
    report = ChiefReport.model_validate(
        {"justification": "j", "tier": "good but flawed", "score": 80}
    )
    assert report.tier is Tier.GOOD_BUT_FLAWED
    assert ChiefReport(justification="j", tier=Tier.EXCELLENT, score=80).score == 80
    assert tier_for_score(80) is Tier.EXCELLENT
    assert tier_for_score(0) is Tier.FATAL
    with pytest.raises(ValidationError):
        ChiefReport(justification="j", tier=Tier.FATAL, score=20.5)


def test_boolean_scores_are_rejected() -> None:
    from mmtoolbench.atp.judge.schemas import CriterionScore

    with pytest.raises(ValidationError, match="not a boolean"):
        CriterionScore.model_validate({"reason": "r", "score": True})


# --------------------------------------------------------------------------- samples


async def test_judge_sample_loads_images_from_the_dataset(tmp_path: Path) -> None:
    (tmp_path / "images").mkdir()
    (tmp_path / "images" / "tank.png").write_bytes(png("blue", (6, 3)))
    (tmp_path / "images" / "panel.png").write_bytes(png("green", (3, 6)))
    sample = ATPSample.model_validate(
        {
            "id": "manual-001",
            "category": "Manual",
            "intent": "step-by-step-procedure",
            "type": "VQA",
            "query": QUERY,
            "images": [
                {"index": 0, "path": "images/tank.png", "caption": "the tank", "source": "doc"},
                {"index": 1, "path": "images/panel.png", "caption": "the panel", "source": "doc"},
            ],
            "ground_truth": ANSWER,
            "ground_truth_tools": ["Reference", "Diffusion"],
        }
    )
    dataset = tmp_path / "samples.jsonl"
    model = double()
    verdict = await judge_sample(model, sample, ANSWER, dataset_path=dataset, max_images=1)

    assert verdict.final_score == 68
    for request in model.requests:
        (attached,) = image_parts(request)
        assert attached.media_type == "image/png"
        assert attached.data == (tmp_path / "images" / "tank.png").read_bytes()
        assert "[img_index 1] the panel [not attached]" in user_text(request)

    captions_only = double()
    await judge_sample(captions_only, sample, ANSWER)
    assert all(image_parts(r) == [] for r in captions_only.requests)
    assert "[img_index 0] the tank [not attached]" in user_text(captions_only.requests[0])


async def test_works_with_scripted_model() -> None:
    def script(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
    ) -> str:
        assert config.json_output
        agent = ROLE_TITLES[messages[0].text.splitlines()[0]]
        return {
            PRECISION_INSPECTOR: precision_json(),
            RECALL_INSPECTOR: recall_json(0),
            CHIEF_JUDGE: chief_json("Excellent", 85),
        }[agent]

    model = ScriptedModel("scripted/mam", script)
    verdict = await MAMJudge(model).judge(QUERY, ANSWER, images(1))
    assert model.calls == 3
    assert verdict.judge_model == "scripted/mam"
    assert verdict.final_score == 85 and verdict.missed_images == 0
    assert all(run.usage.input_tokens > 0 for run in verdict.runs)
