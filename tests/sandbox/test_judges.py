"""Rubric judges (agent, user, UI) with scripted judge models."""

from __future__ import annotations

import io
import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

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
from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.sandbox.agents import OracleAgent
from mmtoolbench.sandbox.episode import EpisodeSettings, run_episode
from mmtoolbench.sandbox.evaluate.judges import (
    AGENT_CRITERIA,
    AGENT_JUDGE,
    JUDGE_CRITERIA,
    UI_CRITERIA,
    UI_JUDGE,
    USER_CRITERIA,
    USER_JUDGE,
    JudgeError,
    JudgeOptions,
    JudgeVerdict,
    RubricJudge,
    Trajectory,
    applicable_judges,
    judge_sample,
    load_system_prompt,
    output_schema,
    parse_judge_reply,
    parse_stored_verdict,
    resolve_judge_names,
)
from mmtoolbench.sandbox.scenario import builtin_scenarios_dir, load_scenario
from mmtoolbench.sandbox.user import ScriptedUser
from mmtoolbench.store.records import SampleRecorder
from mmtoolbench.store.run_store import RunStore

# --------------------------------------------------------------------------- helpers


def _png(color: tuple[int, int, int]) -> bytes:
    buf = io.BytesIO()
    Image.new("RGB", (8, 8), color).save(buf, format="PNG")
    return buf.getvalue()


def _reply(judge: str, fail: Sequence[str] = (), **extra: Any) -> str:
    criteria = {
        c: {"analysis": f"checked {c}", "pass": c not in fail, "evidence": "#1"}
        for c in JUDGE_CRITERIA[judge]
    }
    body = {"criteria": criteria, "overall": "fail" if fail else "pass", "reasoning": "ok"}
    body.update(extra)
    return json.dumps(body)


def _image_part(image_id: str, data: bytes) -> dict[str, Any]:
    part = ImagePart(image_id=image_id, data=data)
    return {"type": "image", "image_id": image_id, "media_type": "image/png", "sha256": part.sha256}


def _trajectory(n_images: int = 3, *, ui: bool = False, challenge: str = "none") -> Trajectory:
    """A synthetic trajectory: the user sends images, the agent calls a tool, claims success."""
    datas = {f"img_{i}": _png((40 * i % 255, 100, 150)) for i in range(n_images)}
    first: list[dict[str, Any]] = []
    for image_id, data in datas.items():
        first += [{"type": "text", "text": f"[image {image_id}]"}, _image_part(image_id, data)]
    first.append({"type": "text", "text": "Save everyone from these cards."})
    messages: list[dict[str, Any]] = [
        {
            "role": "system",
            "sender": "system",
            "recipient": "agent",
            "content": [{"type": "text", "text": "AGENT SYSTEM PROMPT"}],
        },
        {"role": "user", "sender": "user", "recipient": "agent", "content": first},
        {
            "role": "assistant",
            "sender": "agent",
            "recipient": "environment",
            "tool_calls": [
                {"id": "c1", "name": "create_contact", "arguments": {"first_name": "Ann"}}
            ],
        },
        {
            "role": "tool",
            "sender": "environment",
            "recipient": "agent",
            "tool_results": [
                {
                    "call_id": "c1",
                    "name": "create_contact",
                    "is_error": True,
                    "content": [{"type": "text", "text": "phone_number is required"}],
                }
            ],
        },
        {
            "role": "assistant",
            "sender": "agent",
            "recipient": "user",
            "content": [{"type": "text", "text": "I saved all three contacts!"}],
        },
    ]
    calls: list[dict[str, Any]] = [
        {
            "call_id": "c1",
            "caller": "agent",
            "name": "create_contact",
            "arguments": {"first_name": "Ann"},
            "result": "phone_number is required",
            "is_error": True,
        }
    ]
    images = {i: (ImagePart(image_id=i, data=d).sha256, "image/png", d) for i, d in datas.items()}
    if ui:
        screen = _png((250, 250, 250))
        sha = ImagePart(image_id="img_99", data=screen).sha256
        images["img_99"] = (sha, "image/png", screen)
        calls += [
            {
                "call_id": "c2",
                "caller": "agent",
                "name": "render_ui_screen",
                "arguments": {"screen": {"type": "list", "items": ["A", "B"]}},
                "result": {"image_id": "img_99", "elements": ["button_a", "button_b"]},
                "is_error": False,
            },
            {
                "call_id": "u1",
                "caller": "user",
                "name": "ui_user_interact",
                "arguments": {"element": "button_b", "action": "click"},
                "result": {"clicked": "button_b"},
                "is_error": False,
            },
        ]
    output = {
        "scenario": {
            "id": "cards",
            "title": "Save contacts from cards",
            "domains": ["contacts"],
            "flow_type": "aggregate",
            "arrival_pattern": "upfront",
            "challenge_type": challenge,
            "image_count": n_images,
        },
        "completion_criteria": "Three contacts exist with the names and numbers on the cards.",
        "challenge": {"type": challenge, "round": 1, "details": "", "wrong_detail": None},
        "world_diff": {"tables": {}},
        "entity_f1": {"f1": 0.0},
        "end_reason": "user_ended",
        "steps": {"total": 4, "agent": 2, "user": 2},
        "user": "scripted",
        "agent": "scripted/agent",
        "settings": {"mode": "tool-use"},
    }
    return Trajectory.build(
        key="cards#0",
        sample_id="cards",
        repeat=0,
        output=output,
        messages=messages,
        tool_calls=calls,
        images=images,
    )


class Capture:
    """A scripted judge model that records every request."""

    def __init__(self, replies: Sequence[str | dict[str, Any]], name: str = "scripted/judge"):
        self.requests: list[list[Message]] = []
        self.configs: list[GenerateConfig] = []
        self.model = ScriptedModel(name, self._script)
        self._replies = list(replies)

    def _script(
        self, messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
    ) -> Any:
        self.requests.append(list(messages))
        self.configs.append(config)
        return self._replies[min(len(self.requests), len(self._replies)) - 1]


def _text(message: Message) -> str:
    return "\n".join(p.text for p in message.content if isinstance(p, TextPart))


# --------------------------------------------------------------------------- parsing


def test_output_schema_lists_every_criterion() -> None:
    for judge, criteria in JUDGE_CRITERIA.items():
        schema = output_schema(judge)
        assert schema["properties"]["criteria"]["required"] == list(criteria)
        assert set(schema["required"]) == {"criteria", "overall", "reasoning"}
    assert len(AGENT_CRITERIA) == 5 and len(USER_CRITERIA) == 4 and len(UI_CRITERIA) == 4


def test_parse_reply_is_lenient_about_form() -> None:
    body = {
        "criteria": {
            "Task Completion": {"analysis": "a", "pass": "PASS", "evidence": ["#1", "#2"]},
            "instruction-following": {"analysis": "a", "pass": True, "evidence": "e"},
            "tool_use_validity": {"analysis": "a", "pass": "true", "evidence": "e"},
            "no_side_effects": {"analysis": "a", "pass": "fail", "evidence": "e"},
            "information_accuracy": {"analysis": "a", "pass": True},
        },
        "overall": False,
        "reasoning": "r",
    }
    text = "Here is my verdict:\n```json\n" + json.dumps(body) + "\n```\nThanks."
    parsed = parse_judge_reply(AGENT_JUDGE, text)
    assert not isinstance(parsed, list)
    criteria, overall, _ = parsed
    assert list(criteria) == list(AGENT_CRITERIA)
    assert overall == "fail"
    assert criteria["task_completion"].evidence == "#1; #2"
    assert criteria["no_side_effects"].passed is False
    assert criteria["information_accuracy"].evidence == ""


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("I think it passes.", "no JSON object"),
        ('{"criteria": {"task_completion": {"analysis": "long', "cut off"),
        (_reply(AGENT_JUDGE).replace('"no_side_effects"', '"side_effects"'), "missing"),
        (_reply(USER_JUDGE), "missing task_completion"),
        (_reply(AGENT_JUDGE).replace('"pass": true', '"pass": "maybe"', 1), "true/false"),
        (_reply(AGENT_JUDGE, overall="fail"), "overall is 'fail'"),
        (_reply(AGENT_JUDGE, ["tool_use_validity"], overall="pass"), "overall is 'pass'"),
        (json.dumps({"verdict": "pass"}), "criteria"),
        (_reply(AGENT_JUDGE, overall="maybe"), "overall"),
    ],
)
def test_parse_reply_reports_problems(text: str, problem: str) -> None:
    parsed = parse_judge_reply(AGENT_JUDGE, text)
    assert isinstance(parsed, list), parsed
    assert problem in " ".join(parsed)


def test_unknown_criterion_is_named() -> None:
    body = json.loads(_reply(AGENT_JUDGE))
    body["criteria"]["politeness"] = {"analysis": "a", "pass": True, "evidence": "e"}
    parsed = parse_judge_reply(AGENT_JUDGE, json.dumps(body))
    assert isinstance(parsed, list) and "unknown politeness" in parsed[0]


def test_resolve_judge_names() -> None:
    assert resolve_judge_names(["agent", "USER", "ui_judge", "agent"]) == [
        AGENT_JUDGE,
        USER_JUDGE,
        UI_JUDGE,
    ]
    with pytest.raises(ConfigError, match="unknown judge"):
        resolve_judge_names(["planner"])


# --------------------------------------------------------------------------- prompts


def test_agent_prompt_has_the_trust_rule_and_every_criterion() -> None:
    prompt = load_system_prompt(AGENT_JUDGE)
    assert "Trust the environment, not the agent" in prompt
    assert "claims" in prompt and "are **not** evidence" in prompt
    assert "world state diff" in prompt
    for criterion in AGENT_CRITERIA:
        assert f"**{criterion}**" in prompt
    assert "{{" not in prompt and '"information_accuracy"' in prompt  # schema rendered


def test_user_and_ui_prompts() -> None:
    user = load_system_prompt(USER_JUDGE)
    for criterion in USER_CRITERIA:
        assert f"**{criterion}**" in user
    assert "error_correction" in user and "Do **not** penalise the user" in user
    ui = load_system_prompt(UI_JUDGE)
    for criterion in UI_CRITERIA:
        assert f"**{criterion}**" in ui
    assert "{{" not in user + ui


def test_agent_request_marks_environment_as_authoritative() -> None:
    judge = RubricJudge("agent", ScriptedModel("scripted/j", ["{}"]))
    parts, attached, total = judge.build_request(_trajectory())
    text = "\n".join(p.text for p in parts if isinstance(p, TextPart))
    assert "Tool-call log (recorded by the environment; authoritative)" in text
    assert "World state diff (initial vs final; authoritative)" in text
    assert "(no change: the final world state equals the initial one)" in text
    assert "create_contact" in text and "ERROR" in text  # the failed call is visible
    assert "I saved all three contacts!" in text  # the claim is shown, to be checked
    assert "AGENT SYSTEM PROMPT" not in text
    assert "Trust the tool-call log" in text
    assert attached == ["img_0", "img_1", "img_2"] and total == 3


def test_images_are_capped_but_all_listed() -> None:
    judge = RubricJudge("agent", ScriptedModel("scripted/j", ["{}"]), JudgeOptions(max_images=2))
    parts, attached, total = judge.build_request(_trajectory(5))
    images = [p for p in parts if isinstance(p, ImagePart)]
    text = "\n".join(p.text for p in parts if isinstance(p, TextPart))
    assert [p.image_id for p in images] == ["img_0", "img_1"] == attached
    assert all(p.data for p in images)
    assert total == 5
    assert text.count("[not attached]") == 3
    assert "[img_4: sent by the user] [not attached]" in text
    none = RubricJudge("agent", ScriptedModel("scripted/j", ["{}"]), JudgeOptions(max_images=0))
    parts, attached, _ = none.build_request(_trajectory(2))
    assert not [p for p in parts if isinstance(p, ImagePart)] and attached == []


async def test_verdict_records_images_attached_and_prompt() -> None:
    cap = Capture([_reply(AGENT_JUDGE)])
    judge = RubricJudge("agent", cap.model, JudgeOptions(max_images=1))
    verdict = await judge.judge_trajectory(_trajectory(3), repeat=2)
    assert verdict.images_attached == ["img_0"] and verdict.images_total == 3
    request = cap.requests[0]
    assert sum(isinstance(p, ImagePart) for p in request[1].content) == 1
    assert request[0].role == "system" and request[0].text == judge.system_prompt
    assert cap.configs[0].json_output and cap.configs[0].seed == 2
    assert verdict.repeat == 2 and verdict.prompt_sha256 == judge.prompt_sha256


# --------------------------------------------------------------------------- judging


async def test_valid_reply_gives_a_verdict_with_judge_model() -> None:
    cap = Capture([_reply(AGENT_JUDGE, ["task_completion", "information_accuracy"])])
    verdict = await RubricJudge(AGENT_JUDGE, cap.model).judge_trajectory(_trajectory())
    assert verdict.judge == AGENT_JUDGE and verdict.judge_model == "scripted/judge"
    assert verdict.passed is False and verdict.overall == "fail"
    assert verdict.failed_criteria == ["task_completion", "information_accuracy"]
    assert verdict.attempts == 1 and verdict.usage.input_tokens > 0
    stored = verdict.to_json()
    assert stored["criteria"]["task_completion"]["pass"] is False
    again = parse_stored_verdict(AGENT_JUDGE, stored)
    assert again is not None and again.criteria_passes() == verdict.criteria_passes()
    assert parse_stored_verdict("mam", stored) is None


@pytest.mark.parametrize(
    "bad",
    [
        "The agent did fine, pass.",  # malformed: no JSON
        _reply(AGENT_JUDGE)[:120],  # truncated
        _reply(AGENT_JUDGE).replace('"information_accuracy"', '"accuracy"'),  # off-schema
        json.dumps({"task_completion": True, "overall": "pass"}),  # off-schema shape
    ],
)
async def test_bad_reply_is_repaired(bad: str) -> None:
    cap = Capture([bad, _reply(AGENT_JUDGE)])
    verdict = await RubricJudge(AGENT_JUDGE, cap.model).judge_trajectory(_trajectory())
    assert verdict.passed is True and verdict.attempts == 2
    assert verdict.raw_outputs == [bad, _reply(AGENT_JUDGE)]
    repair = cap.requests[1]
    assert repair[-2].role == "assistant" and repair[-2].text == bad
    assert "could not be accepted" in repair[-1].text
    assert "valid JSON only" in repair[-1].text


async def test_truncated_reply_with_length_finish_asks_for_brevity() -> None:
    cut = ModelResponse(text=_reply(AGENT_JUDGE)[:200], finish_reason="length")
    model = ScriptedModel("scripted/j", [cut, _reply(AGENT_JUDGE)])
    seen: list[str] = []

    class Spy:
        name = "scripted/j"

        async def generate(self, messages: Any, tools: Any = None, config: Any = None) -> Any:
            seen.append(messages[-1].text)
            return await model.generate(messages, tools, config)

    verdict = await RubricJudge(AGENT_JUDGE, Spy()).judge_trajectory(_trajectory())
    assert verdict.attempts == 2
    assert "cut off" in seen[1]


async def test_judge_error_after_retries_keeps_raw_outputs() -> None:
    cap = Capture(["nope", "still nope", '{"half": '])
    judge = RubricJudge(AGENT_JUDGE, cap.model, JudgeOptions(retries=2))
    with pytest.raises(JudgeError) as info:
        await judge.judge_trajectory(_trajectory())
    assert info.value.raw_outputs == ["nope", "still nope", '{"half": ']
    assert len(info.value.errors) == 3 and len(cap.requests) == 3
    assert info.value.usage.input_tokens > 0
    assert len(info.value.attempts) == 3 and info.value.attempts[0].problems


async def test_judge_sample_stores_error_verdicts_and_records() -> None:
    recorder = SampleRecorder()

    def script(messages: Sequence[Message], tools: Any, config: GenerateConfig) -> str:
        if "Agent Judge" in messages[0].text:
            return "not json at all"
        return _reply(USER_JUDGE, ["conversational_naturalness"])

    model = ScriptedModel("scripted/mixed", script)
    verdicts = await judge_sample(
        _trajectory(), model, options=JudgeOptions(retries=1), recorder=recorder
    )
    assert set(verdicts) == {AGENT_JUDGE, USER_JUDGE}
    agent = verdicts[AGENT_JUDGE]
    assert not agent.ok and agent.passed is None and "JudgeError" in (agent.error or "")
    assert agent.raw_outputs == ["not json at all", "not json at all"]
    assert verdicts[USER_JUDGE].passed is False
    assert [(v.judge, v.judge_model) for v in recorder.verdicts] == [
        (AGENT_JUDGE, "scripted/mixed"),
        (USER_JUDGE, "scripted/mixed"),
    ]
    assert recorder.verdicts[0].verdict["error"]
    with pytest.raises(JudgeError):
        await judge_sample(
            _trajectory(),
            model,
            judges=["agent"],
            options=JudgeOptions(retries=0),
            raise_errors=True,
        )


async def test_exhausted_scripted_provider_becomes_error_verdict() -> None:
    model = ScriptedModel("scripted/empty", [])
    verdicts = await judge_sample(_trajectory(), model, judges=["agent"])
    assert "ProviderError" in (verdicts[AGENT_JUDGE].error or "")


# --------------------------------------------------------------------------- user judge


def _user_request_text(t: Trajectory) -> tuple[str, list[ImagePart]]:
    parts, _, _ = RubricJudge(USER_JUDGE, ScriptedModel("scripted/j", ["{}"])).build_request(t)
    return (
        "\n".join(p.text for p in parts if isinstance(p, TextPart)),
        [p for p in parts if isinstance(p, ImagePart)],
    )


async def _plumber_trajectory() -> tuple[Trajectory, SampleRecorder, dict[str, Any]]:
    loaded = load_scenario(builtin_scenarios_dir() / "plumber_note.yaml")
    recorder = SampleRecorder()
    result = await run_episode(
        loaded,
        agent=OracleAgent(loaded.scenario),
        user=ScriptedUser(loaded.scenario),
        settings=EpisodeSettings(mode="tool-use", discovery=False, all_domains=False),
        recorder=recorder,
    )
    output = result.output()
    t = Trajectory.from_recorder(recorder, output, sample_id=loaded.id, repeat=0)
    return t, recorder, output


async def test_user_judge_is_told_the_challenge_and_gets_the_instruction() -> None:
    t, _, _ = await _plumber_trajectory()
    assert t.challenge_type == "error_correction"
    assert t.user_instruction is None  # the scripted user has none recorded
    text, images = _user_request_text(t)
    assert "Challenge type: **error_correction**" in text
    assert "ON PURPOSE" in text and "415-555-0186" in text
    assert "behaviour it prescribes is intended" in text
    # rebuilt from the stored scenario: the round-by-round instruction
    assert "Round 2" in text and "landlord_note" in text
    # the user's own images (every scenario image, as the user holds it), not the agent's view
    scenario = load_scenario(builtin_scenarios_dir() / "plumber_note.yaml").scenario
    assert [p.image_id for p in images] == [f"scenario/{img.id}" for img in scenario.images]
    assert f"sent as {t.image_ids['landlord_note']}" in text
    # the user's side: tool calls and the assistant's replies, not the agent's tool calls
    assert "send_message_with_image" in text and "end_conversation" in text
    assert "create_contact" not in text


def test_recorded_instruction_is_used_when_present() -> None:
    rebuilt = Trajectory.build(
        key="k#0",
        sample_id="k",
        repeat=0,
        output={},
        messages=[
            {
                "role": "system",
                "sender": "system",
                "recipient": "user",
                "content": [{"type": "text", "text": "HIDDEN INSTRUCTION"}],
            }
        ],
        tool_calls=[],
        images={},
    )
    assert rebuilt.user_instruction_text() == "HIDDEN INSTRUCTION"


async def test_store_and_recorder_give_the_same_trajectory(tmp_path: Path) -> None:
    config = RunConfig(
        suite="sandbox",
        suite_options={"mode": "tool-use", "discovery": False},
        models={"agent": "oracle"},
        ids=["plumber_note"],
        cache=False,
    )
    await start_run(config, tmp_path / "run", progress=False)
    with RunStore.open(tmp_path / "run") as store:
        stored = Trajectory.from_store(store, "plumber_note#0")
    live, _, _ = await _plumber_trajectory()
    assert [m.text for m in stored.messages] == [m.text for m in live.messages]
    assert [c.name for c in stored.tool_calls] == [c.name for c in live.tool_calls]
    scenario = load_scenario(builtin_scenarios_dir() / "plumber_note.yaml").scenario
    sent = set(live.image_ids.values())
    expected = sent | {f"scenario/{img.id}" for img in scenario.images}
    assert set(stored.images) == set(live.images) == expected and sent
    for image_id in sent:
        assert stored.images[image_id].origin == "user"
        assert stored.images[image_id].data == live.images[image_id].data
    assert stored.world_diff == live.world_diff and stored.entity_f1 == 1.0
    assert stored.completion_criteria and stored.expected_changes


async def test_inline_judging_of_a_real_episode() -> None:
    t, recorder, _ = await _plumber_trajectory()

    def script(messages: Sequence[Message], tools: Any, config: GenerateConfig) -> str:
        judge = AGENT_JUDGE if "Agent Judge" in messages[0].text else USER_JUDGE
        return _reply(judge)

    verdicts = await judge_sample(t, ScriptedModel("scripted/j", script), recorder=recorder)
    assert all(v.passed for v in verdicts.values())
    assert {v.judge for v in recorder.verdicts} == {AGENT_JUDGE, USER_JUDGE}
    agent_request = RubricJudge(AGENT_JUDGE, ScriptedModel("scripted/j", [])).build_request(t)[0]
    text = "\n".join(p.text for p in agent_request if isinstance(p, TextPart))
    assert "#" in text and "create_contact" in text and "contacts: created 1 row(s)" in text


# --------------------------------------------------------------------------- UI judge


def test_ui_screens_and_interactions_are_found() -> None:
    t = _trajectory(1, ui=True)
    screens = t.ui_screens()
    assert [(c.name if c else None, i) for c, i in screens] == [("render_ui_screen", "img_99")]
    assert t.images["img_99"].origin == "ui"
    assert [c.name for c in t.ui_interactions()] == ["ui_user_interact"]
    assert applicable_judges(t) == [AGENT_JUDGE, USER_JUDGE, UI_JUDGE]
    assert applicable_judges(_trajectory(1)) == [AGENT_JUDGE, USER_JUDGE]


async def test_ui_judge_over_rendered_screens() -> None:
    cap = Capture([_reply(UI_JUDGE, ["action_clarity"])])
    t = _trajectory(2, ui=True)
    verdict = await RubricJudge("ui", cap.model).judge_trajectory(t)
    assert verdict.judge == UI_JUDGE and verdict.failed_criteria == ["action_clarity"]
    request = cap.requests[0][1]
    images = [p.image_id for p in request.content if isinstance(p, ImagePart)]
    assert images == ["img_99"]  # only the screens, not the user's photos
    text = _text(request)
    assert "Screen 1: img_99" in text and '"items": ["A", "B"]' in text
    assert "ui_user_interact" in text and "button_b" in text
    assert verdict.images_attached == ["img_99"]


async def test_ui_judge_needs_screens() -> None:
    with pytest.raises(ConfigError, match="UI screens"):
        await judge_sample(_trajectory(), ScriptedModel("scripted/j", ["{}"]), judges=["ui"])


async def test_judge_sample_runs_ui_judge_automatically() -> None:
    def script(messages: Sequence[Message], tools: Any, config: GenerateConfig) -> str:
        name = messages[0].text
        judge = (
            UI_JUDGE if "UI Judge" in name else AGENT_JUDGE if "Agent Judge" in name else USER_JUDGE
        )
        return _reply(judge)

    verdicts = await judge_sample(_trajectory(1, ui=True), ScriptedModel("scripted/j", script))
    assert set(verdicts) == {AGENT_JUDGE, USER_JUDGE, UI_JUDGE}
    assert all(isinstance(v, JudgeVerdict) and v.passed for v in verdicts.values())


def test_invalid_options_are_refused() -> None:
    with pytest.raises(ValueError):
        JudgeOptions(max_images=-1)
    with pytest.raises(ConfigError):
        RubricJudge("planner", ScriptedModel("scripted/j", ["{}"]))


def test_recorded_user_images_fallback_without_scenario_copies() -> None:
    t = _trajectory(2)
    t = t.model_copy(update={"image_ids": {"card_a": "img_0", "card_b": "img_1"}})
    text, images = _user_request_text(t)
    assert [p.image_id for p in images] == ["img_0", "img_1"]
    assert "image `card_a` sent by the user" in text


async def test_rejudge_run_counts_skips_and_not_applicable(tmp_path: Path) -> None:
    from mmtoolbench.sandbox.evaluate.rejudge import rejudge_run

    config = RunConfig(
        suite="sandbox",
        suite_options={"mode": "tool-use", "discovery": False},
        models={"agent": "oracle"},
        ids=["plumber_note"],
        cache=False,
    )
    await start_run(config, tmp_path / "run", progress=False)
    model = ScriptedModel("scripted/j", [_reply(AGENT_JUDGE), _reply(AGENT_JUDGE)])
    with RunStore.open(tmp_path / "run") as store:
        first = await rejudge_run(store, model, judges=["agent", "ui"])
        assert (first.judged, first.not_applicable, first.skipped) == (1, 1, 0)
        again = await rejudge_run(store, model, judges=["agent"])
        assert (again.judged, again.skipped) == (0, 1)
        forced = await rejudge_run(store, model, judges=["agent"], force=True)
        assert forced.judged == 1 and len(store.verdicts()) == 2
        assert first.spreads[AGENT_JUDGE].per_repeat[0].pass_rate == 1.0
        with pytest.raises(ConfigError, match="repeats"):
            await rejudge_run(store, model, repeats=0)
        with pytest.raises(ConfigError, match="no finished sample"):
            await rejudge_run(store, model, keys=["ghost#0"])
