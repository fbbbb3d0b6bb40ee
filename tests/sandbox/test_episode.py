"""Sandbox episodes: the role loop, visibility, limits, the user channel, the oracle."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as hst

from mmtoolbench.core.errors import ProviderError, ToolError
from mmtoolbench.core.images import ImageStore
from mmtoolbench.core.messages import GenerateConfig, ImagePart, Message, TextPart, ToolSpec
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.sandbox.agents import (
    CodeExecAgent,
    OracleAgent,
    ToolUseAgent,
    build_agent_prompt,
    first_python_block,
)
from mmtoolbench.sandbox.episode import (
    EpisodeResult,
    EpisodeSettings,
    ToolCatalog,
    run_episode,
)
from mmtoolbench.sandbox.scenario import (
    LoadedScenario,
    Scenario,
    builtin_scenarios_dir,
    load_scenario,
    load_scenarios,
)
from mmtoolbench.sandbox.user import (
    LLMUser,
    ScriptedUser,
    UserChannel,
    UserSimulator,
    build_user_instruction,
)
from mmtoolbench.store.records import SampleRecorder
from mmtoolbench.store.run_store import RunStore

BUILTIN = builtin_scenarios_dir()
# The worked examples at the top of the scenario directory; every scenario of the suite is
# replayed in both modes by tests/sandbox/test_suite_validity.py.
SCENARIO_IDS = [s.id for s in load_scenarios(sorted(BUILTIN.glob("*.yaml")))]
Script = Callable[[Sequence[Message], Sequence[ToolSpec] | None, GenerateConfig], Any]


def _loaded(name: str) -> LoadedScenario:
    return load_scenario(BUILTIN / f"{name}.yaml")


async def _run(
    loaded: LoadedScenario,
    agent: Any,
    user: UserSimulator | None = None,
    recorder: SampleRecorder | None = None,
    agent_prompt: str | None = None,
    **settings: Any,
) -> EpisodeResult:
    return await run_episode(
        loaded,
        agent=agent,
        user=user or ScriptedUser(loaded.scenario),
        settings=EpisodeSettings(**settings),
        recorder=recorder,
        agent_prompt=agent_prompt,
    )


def _last(messages: Sequence[Message]) -> Message:
    return messages[-1]


# --------------------------------------------------------------------------- oracle


@pytest.mark.parametrize("mode", ["tool-use", "code-exec"])
@pytest.mark.parametrize("name", SCENARIO_IDS)
async def test_oracle_solves_every_builtin_scenario(name: str, mode: str) -> None:
    loaded = _loaded(name)
    recorder = SampleRecorder()
    result = await _run(loaded, OracleAgent(loaded.scenario), recorder=recorder, mode=mode)
    assert result.oracle_failures == []
    assert result.end_reason == "user_ended"
    assert result.entity.f1 == 1.0, result.entity.model_dump_json(indent=1)
    assert result.undelivered_images == []
    assert result.rounds_reached == len(loaded.scenario.rounds)
    assert result.tools.errors == 0
    assert result.discovery is False
    if mode == "code-exec":
        assert result.tools.code_cells >= sum(len(r.steps) for r in loaded.scenario.oracle_solution)
    # every sent image is recorded under its runtime id and its scenario id
    for scenario_id, runtime_id in result.image_ids.items():
        assert recorder.image_ids[runtime_id][0] == recorder.image_ids[f"scenario/{scenario_id}"][0]


@pytest.mark.parametrize("toolset", ["medium", "compact", "mini"])
async def test_oracle_is_translated_to_coarse_toolsets(toolset: str) -> None:
    loaded = _loaded("dana_new_job")
    for mode in ("tool-use", "code-exec"):
        result = await _run(loaded, OracleAgent(loaded.scenario), mode=mode, toolset=toolset)
        assert result.entity.f1 == 1.0
        assert result.oracle_failures == []
        assert set(loaded.scenario.expected_tools) <= set(result.tools.invoked_full)
        if toolset == "mini":
            assert set(result.tools.invoked) <= {"contacts_app", "calendar_app"}


async def test_oracle_reports_unexpected_tool_errors() -> None:
    loaded = _loaded("plumber_note")
    data = loaded.scenario.model_dump()
    data["oracle_solution"][0]["steps"][0]["arguments"]["due_date"] = "2025-02-30"
    broken = LoadedScenario(Scenario.model_validate(data), loaded.path)
    result = await _run(broken, OracleAgent(broken.scenario), mode="tool-use")
    assert result.oracle_failures == [
        "round 1 step 1 (create_reminder): expected success; got: invalid arguments for "
        "`create_reminder`: `due_date` must be a string in date format or null, got '2025-02-30'"
    ]
    assert result.entity.f1 < 1.0


# --------------------------------------------------------------------------- user channel


def _channel(scenario: Scenario) -> UserChannel:
    return UserChannel(scenario, ImageStore(), lambda _id: _png_bytes(_id))


def _png_bytes(seed: str) -> bytes:
    import io

    from PIL import Image

    buf = io.BytesIO()
    Image.new("RGB", (2, 2), (len(seed) * 7 % 255, 10, 10)).save(buf, format="PNG")
    return buf.getvalue()


def _scenario_with_rounds(counts: list[list[str]]) -> Scenario:
    base = _loaded("dinner_split_requests").scenario.model_dump()
    base["images"] = [{"id": i, "path": "x.png", "category": "ui"} for r in counts for i in r]
    base["rounds"] = [{"query": f"round {k + 1}", "images": r} for k, r in enumerate(counts)]
    return Scenario.model_validate(base)


def test_channel_enforces_rounds_and_images() -> None:
    scenario = _scenario_with_rounds([["a", "b"], [], ["c"], ["d"]])
    ch = _channel(scenario)
    with pytest.raises(ToolError, match="unknown image id 'zz'; your images are: a, b, c, d"):
        ch.send(["zz"], "hi")
    with pytest.raises(ToolError, match="too early for 'c'"):
        ch.send(["c"], "hi")
    with pytest.raises(ToolError, match="one round per message"):
        ch.send(["a", "c"], "hi")
    with pytest.raises(ToolError, match="empty"):
        ch.send([], "  ")
    assert ch.send(["a"], "first")["images"] == {"a": "img_0"}
    assert ch.allowed_images() == ["b"]
    with pytest.raises(ToolError, match="already sent"):
        ch.send(["a"], "again")
    with pytest.raises(ToolError, match="first send the images of the current round: b"):
        ch.send(["c"], "next")
    ch.send(["b"], "second")
    assert ch.current_round == 1
    # round 2 has no image: round 3's image needs one more message first
    with pytest.raises(ToolError, match="belong to round 3 and the conversation is in round 1"):
        ch.send(["c"], "third")
    ch.send([], "round two")
    assert ch.current_round == 2
    ch.send(["c"], "round three")
    assert ch.current_round == 3 and ch.round == 3
    assert ch.undelivered() == ["d"]
    assert [m.round for m in ch.take_outbox()] == [1, 1, 2, 3]
    assert ch.end()["undelivered_images"] == ["d"]
    with pytest.raises(ToolError, match="ended"):
        ch.send(["d"], "late")


async def test_channel_records_user_tool_calls_and_reports_bad_ones() -> None:
    from mmtoolbench.core.messages import ToolCall

    scenario = _scenario_with_rounds([["a"], ["b"]])
    records: list[Any] = []
    ch = UserChannel(scenario, ImageStore(), _png_bytes, on_tool_call=records.append)
    bad = await ch.execute(ToolCall(id="1", name="send_message_with_image", arguments={}))
    assert bad.is_error and "missing required argument `image_ids`" in bad.text
    malformed = await ch.execute(
        ToolCall(id="2", name="end_conversation", raw_arguments="{", parse_error="bad JSON")
    )
    assert malformed.is_error and "not valid JSON" in malformed.text
    unknown = await ch.execute(ToolCall(id="3", name="send_email", arguments={}))
    assert unknown.is_error and "unknown tool `send_email`" in unknown.text
    ok = await ch.execute(
        ToolCall(
            id="4", name="send_message_with_image", arguments={"image_ids": ["a"], "message": "hi"}
        )
    )
    assert not ok.is_error and json.loads(ok.text)["images"] == {"a": "img_0"}
    assert [r.is_error for r in records] == [True, True, True, False]
    assert ch.errors == 3


def test_user_instruction_covers_rounds_images_and_challenge() -> None:
    text = build_user_instruction(_loaded("plumber_note").scenario)
    assert "Jordan Ellis" in text
    assert "Round 2" in text and "landlord_note" in text
    assert "415-555-0186" in text and "415-555-0168" in text
    assert "end_conversation" in text and "{{" not in text
    goal = build_user_instruction(_loaded("bbq_plans_changed").scenario)
    assert "Change of plan" in goal and "Sunday June 22" in goal


def test_agent_prompt_is_shared_and_mode_specific() -> None:
    scenario = _loaded("plumber_note").scenario
    code = build_agent_prompt(scenario, mode="code-exec", discovery=True, apps=["contacts"])
    tools = build_agent_prompt(scenario, mode="tool-use", discovery=True, apps=["contacts"])
    assert "```python" in code and "<execution_result>" in code and "search_tools(query" in code
    assert "execute_code" in tools and "function-calling" in tools
    common = code.split("## Acting")[0]
    assert tools.startswith(common)
    assert "Friday 13 June 2025, 09:30 (UTC-07:00)" in code
    catalog = ToolCatalog("full", ["reminders"])
    listed = build_agent_prompt(
        scenario, mode="code-exec", discovery=False, tools=[catalog.toolset.get("create_reminder")]
    )
    assert "- create_reminder(" in listed and "due_date: str | None = None" in listed


def test_first_python_block() -> None:
    assert first_python_block("say\n```python\nx = 1\n```\n```python\ny\n```") == "x = 1\n"
    assert first_python_block("```py\nprint(2)") == "print(2)"
    assert first_python_block("no code here, ```bash\nls\n```") is None


# --------------------------------------------------------------------------- model agents


def _plumber_agent_script(calls: list[list[Message]]) -> Script:
    """A tool-use policy solving ``plumber_note`` (and recording every request)."""

    def script(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
    ) -> Any:
        calls.append(list(messages))
        last = _last(messages)
        if last.tool_results:
            return "Done."
        if "Tuesday" in last.text:
            args = {"title": "Call the plumber", "due_date": "2025-06-17", "due_time": "09:00"}
            return {"tool_calls": [{"name": "create_reminder", "arguments": args}]}
        args = {
            "first_name": "Mike",
            "last_name": "Alvarez",
            "company": "Bayside Plumbing",
            "phone_number": "415-555-0168",
        }
        return {"tool_calls": [{"name": "create_contact", "arguments": args}]}

    return script


def _plumber_user_script(attempts: list[str]) -> Script:
    """An LLM-user policy: tries round 2's image too early, then plays both rounds."""

    def script(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
    ) -> Any:
        sent = sum(len(m.tool_calls) for m in messages if m.role == "assistant")
        assert tools is not None and {t.name for t in tools} == {
            "send_message_with_image",
            "end_conversation",
        }
        if sent == 0:
            attempts.append("early")
            call = {"image_ids": ["landlord_note"], "message": "here's the note"}
        elif sent == 1:
            attempts.append("round1")
            call = {"image_ids": [], "message": "Remind me to call the plumber Tuesday at 9am"}
        elif sent == 2:
            attempts.append("round2")
            call = {"image_ids": ["landlord_note"], "message": "save him, it's 415-555-0186"}
        else:
            return {"tool_calls": [{"name": "end_conversation", "arguments": {}}]}
        return {"tool_calls": [{"name": "send_message_with_image", "arguments": call}]}

    return script


async def test_llm_user_and_tool_use_agent_with_per_role_visibility() -> None:
    loaded = _loaded("plumber_note")
    agent_requests: list[list[Message]] = []
    attempts: list[str] = []
    agent_model = ScriptedModel("scripted/agent", _plumber_agent_script(agent_requests))
    user_model = ScriptedModel("scripted/user", _plumber_user_script(attempts))
    user = LLMUser(user_model, loaded, GenerateConfig())
    prompt = build_agent_prompt(loaded.scenario, mode="tool-use", discovery=False)
    recorder = SampleRecorder()
    result = await _run(
        loaded,
        ToolUseAgent(agent_model, prompt),
        user=user,
        recorder=recorder,
        agent_prompt=prompt,
        mode="tool-use",
        discovery=False,
    )
    assert result.end_reason == "user_ended"
    assert result.entity.f1 == 1.0
    assert attempts == ["early", "round1", "round2"]
    assert result.user_tool_errors == 1
    # the refused early image went back to the simulator as a tool error
    refused = [m for m in user.messages if m.tool_results and m.tool_results[0].is_error]
    assert "too early" in refused[0].tool_results[0].text
    # the agent never sees the hidden instruction nor the user's tool calls
    instruction = user.instruction()
    for request in agent_requests:
        dumped = json.dumps([m.model_dump(mode="json", exclude={"timestamp"}) for m in request])
        assert "role-playing" not in dumped and instruction[:80] not in dumped
        assert "send_message_with_image" not in dumped and "landlord_note" not in dumped
    # ...but sees the image (as img_0) from round 2 on
    images = [p for request in agent_requests for m in request for p in m.images]
    assert {img.image_id for img in images} == {"img_0"}
    # the user simulator never sees the agent's tool calls
    assert all(not m.tool_calls or m.role == "assistant" for m in user.messages)
    user_dump = json.dumps([m.model_dump(mode="json") for m in user.messages])
    assert "create_contact" not in user_dump and "create_reminder" not in user_dump
    # visibility labels of the recorded transcript
    senders = {(m.sender, m.recipient): m.visible_to for _, m in recorder.messages}
    assert senders[("system", "agent")] == ["agent"]
    assert senders[("system", "user")] == ["user"]
    assert senders[("user", "agent")] == ["user", "agent"]
    assert senders[("agent", "user")] == ["agent", "user"]
    assert senders[("agent", "environment")] == ["agent"]
    assert senders[("environment", "agent")] == ["agent"]
    assert senders[("user", "environment")] == ["user"]
    assert senders[("environment", "user")] == ["user"]
    assert all(channel == "main" for channel, _ in recorder.messages)
    callers = [(r.caller, r.name, r.is_error) for r in recorder.tool_calls]
    assert ("user", "send_message_with_image", True) in callers
    assert ("agent", "create_contact", False) in callers
    assert ("user", "end_conversation", False) in callers


async def test_runaway_agent_ends_at_the_step_limit() -> None:
    loaded = _loaded("plumber_note")

    def loop(messages: Sequence[Message], tools: Any, config: GenerateConfig) -> Any:
        return {"tool_calls": [{"name": "list_reminders", "arguments": {}}]}

    agent = ToolUseAgent(ScriptedModel("scripted/loop", loop), "prompt")
    result = await _run(loaded, agent, mode="tool-use", discovery=False, max_steps=12)
    assert result.end_reason == "max_steps"
    assert result.total_steps == 12
    assert result.steps == {"agent": 11, "user": 1}
    assert result.tools.calls == 11
    assert result.metrics()["hit_step_limit"] is True
    assert result.entity.f1 == 0.0  # nothing was done


async def test_wall_clock_limit_ends_the_episode() -> None:
    loaded = _loaded("plumber_note")

    async def slow(messages: Sequence[Message], tools: Any, config: GenerateConfig) -> Any:
        await asyncio.sleep(10)
        return "never"

    agent = ToolUseAgent(ScriptedModel("scripted/slow", slow), "prompt")
    result = await _run(loaded, agent, mode="tool-use", discovery=False, wall_time_s=0.3)
    assert result.end_reason == "wall_time"
    assert result.wall_s < 3


async def test_provider_failures_propagate() -> None:
    loaded = _loaded("plumber_note")
    agent = CodeExecAgent(ScriptedModel("scripted/short", ["```python\nprint(1)\n```"]), "p")
    with pytest.raises(ProviderError, match="no response left"):
        await _run(loaded, agent, mode="code-exec", discovery=False)


async def test_discovery_in_tool_use_mode() -> None:
    loaded = _loaded("plumber_note")
    offered: list[list[str]] = []

    def script(messages: Sequence[Message], tools: Any, config: GenerateConfig) -> Any:
        offered.append([t.name for t in tools or []])
        last = _last(messages)
        step = len(offered)
        if not last.tool_results and "Tuesday" in last.text:
            return {"tool_calls": [{"name": "create_reminder", "arguments": {"title": "x"}}]}
        if last.tool_results and "search_tools first" in last.tool_results[0].text:
            return {
                "tool_calls": [
                    {"name": "search_tools", "arguments": {"query": "create a reminder"}}
                ]
            }
        if last.tool_results and last.tool_results[0].name == "search_tools":
            args = {"title": "Call the plumber", "due_date": "2025-06-17", "due_time": "09:00"}
            return {"tool_calls": [{"name": "create_reminder", "arguments": args}]}
        del step
        return "ok"

    agent = ToolUseAgent(ScriptedModel("scripted/disc", script), "prompt")
    result = await _run(loaded, agent, mode="tool-use", discovery=True)
    assert offered[0] == ["search_tools", "execute_code"]
    assert "create_reminder" in offered[2]
    assert result.tools.unavailable_calls == 1
    assert result.tools.search_calls == 1
    assert "create_reminder" in result.tools.surfaced
    rank = result.tools.surfaced_rank["create_reminder"]  # best rank over all searches
    assert rank == result.tools.surfaced.index("create_reminder") + 1 <= 5
    assert result.tools.invoked == ["create_reminder"]
    surfaced, invoked = result.discovery_recall()
    assert surfaced == 0.5 and invoked == 0.5  # create_contact was never needed here
    assert result.tools.initial == []


async def test_code_exec_agent_with_discovery_and_errors() -> None:
    loaded = _loaded("plumber_note")
    cells = [
        "```python\nimport os\nos.listdir('/')\n```",
        "```python\ncreate_reminder(title='x')\n```",
        "```python\nhits = search_tools(query='create a reminder')\n"
        "print([h['name'] for h in hits['results']][:3])\n"
        "print('signature' in hits['results'][0])\n```",
        "```python\nr = create_reminder(title='Call the plumber', due_date='2025-06-17', "
        "due_time='09:00')\nprint(r['id'])\n```",
        "```python\ncreate_reminder(title=5)\n```",
        "Reminder set for Tuesday 9am.",
    ]
    seen: list[str] = []

    def script(messages: Sequence[Message], tools: Any, config: GenerateConfig) -> Any:
        assert tools is None
        seen.append(_last(messages).text)
        return cells[len(seen) - 1] if len(seen) <= len(cells) else "bye"

    agent = CodeExecAgent(ScriptedModel("scripted/code", script), "prompt")
    result = await _run(loaded, agent, mode="code-exec", discovery=True, max_steps=9)
    results = [s for s in seen if s.startswith("<execution_result>")]
    assert all(r.rstrip().endswith("</execution_result>") for r in results)
    assert "import of `os` is not allowed" in results[0] or "os" in results[0]
    assert "not in your active tool set" in results[1]
    assert "'create_reminder'" in results[2] and "True" in results[2]
    assert "rem_0001" in results[3]
    assert "ToolError" in results[4] and "title" in results[4]
    assert result.tools.code_cells == 5 and result.tools.code_errors == 3
    assert result.tools.unavailable_calls == 1 and result.tools.argument_errors == 1
    assert result.tools.invoked_ok == ["create_reminder"]
    assert result.end_reason == "max_steps"  # round 2 answered with more text: limit reached


# --------------------------------------------------------------------------- through the runner


async def test_suite_records_everything_judges_need(tmp_path: Path) -> None:
    config = RunConfig(
        suite="sandbox",
        suite_options={"mode": "tool-use", "discovery": False},
        models={"agent": "oracle"},
        ids=["dinner_split_requests"],
        cache=False,
    )
    summary = await start_run(config, tmp_path / "run", progress=False)
    assert summary.done == 1 and summary.failed == 0
    store = RunStore.open(tmp_path / "run")
    [sample] = store.samples()
    output = sample.output
    assert output["end_reason"] == "user_ended"
    assert output["entity_f1"]["f1"] == 1.0 and output["entity_f1"]["matches"]
    assert output["world_diff"]["tables"]["payment_requests"]["created"]
    assert output["scenario"]["arrival_pattern"] == "mixed"
    assert output["scenario"]["challenge_type"] == "none"
    assert output["scenario"]["image_categories"] == ["docs_charts_tables", "ui"]
    assert output["scenario_spec"]["completion_criteria"]
    assert output["tools"]["expected"] == ["search_payment_users", "request_payment"]
    assert output["tools"]["invoked_recall"] == 0.5
    assert output["steps"]["total"] == sample.metrics["steps"] == 8
    assert output["image_ids"] == {
        "receipt_dinner": "img_0",
        "chat_sam": "img_1",
        "receipt_bar": "img_2",
    }
    messages = store.messages(sample.key)
    assert {m["channel"] for m in messages} == {"main"}
    first_user = next(m for m in messages if m["sender"] == "user" and m["recipient"] == "agent")
    assert [p.get("image_id") for p in first_user["content"] if p["type"] == "image"] == [
        "img_0",
        "img_1",
    ]
    calls = store.tool_calls(sample.key)
    assert [c["name"] for c in calls if c["caller"] == "agent"] == [
        "execute_code",
        "request_payment",
        "request_payment",
    ]
    assert set(store.image_ids(sample.key)) >= {"img_0", "img_1", "img_2", "scenario/receipt_bar"}
    store.close()


@pytest.mark.parametrize("mode", ["tool-use", "code-exec"])
async def test_images_returned_by_tools_reach_the_agent(mode: str) -> None:
    loaded = _loaded("conference_cards")
    seen: list[Message] = []
    crop = {"image_id": "img_0", "x1": 50, "y1": 50, "x2": 450, "y2": 300}

    def tool_use(messages: Sequence[Message], tools: Any, config: GenerateConfig) -> Any:
        last = _last(messages)
        seen.append(last)
        if last.images and not last.tool_results:
            return {
                "tool_calls": [{"name": "search_tools", "arguments": {"query": "crop an image"}}]
            }
        if last.tool_results and last.tool_results[0].name == "search_tools":
            return {"tool_calls": [{"name": "crop_image", "arguments": crop}]}
        return "done"

    def code(messages: Sequence[Message], tools: Any, config: GenerateConfig) -> Any:
        last = _last(messages)
        seen.append(last)
        if last.images and "[image img_0]" in last.text:
            return (
                "```python\nsearch_tools(query='crop an image')\n"
                f"print(crop_image(**{crop!r}))\n```"
            )
        return "done"

    agent: Any
    if mode == "tool-use":
        agent = ToolUseAgent(ScriptedModel("scripted/crop", tool_use), "prompt")
    else:
        agent = CodeExecAgent(ScriptedModel("scripted/crop", code), "prompt")
    recorder = SampleRecorder()
    result = await _run(loaded, agent, recorder=recorder, mode=mode, max_steps=6)
    assert result.tools.invoked_ok == ["crop_image"]
    shown = [m for m in seen if m.tool_results or m.text.startswith("<execution_result>")]
    parts: list[TextPart | ImagePart] = []
    for m in shown:
        parts.extend(p for r in m.tool_results for p in r.content)
        parts.extend(m.content)
    images = [p for p in parts if isinstance(p, ImagePart)]
    assert [img.image_id for img in images] == ["img_3"]
    assert images[0].data  # bytes travel to the model
    assert any(getattr(p, "text", "") == "[image img_3]" for p in parts)
    assert "img_3" in recorder.image_ids
    assert result.diff.new_images == ["img_0", "img_1", "img_2", "img_3"]


@given(
    hst.dictionaries(
        hst.text(max_size=8),
        hst.one_of(
            hst.text(max_size=40),
            hst.integers(min_value=-(10**20), max_value=10**20),
            hst.floats(),
            hst.booleans(),
            hst.none(),
            hst.lists(hst.integers(), max_size=3),
        ),
        max_size=6,
    ),
    hst.integers(min_value=0, max_value=400),
)
def test_arguments_surely_within_the_limit_are(arguments: dict[str, Any], limit: int) -> None:
    """The quick size bound never lets oversized arguments through unmeasured."""
    from mmtoolbench.sandbox.episode import _json_size, _surely_within

    if _surely_within(arguments, limit):
        assert _json_size(arguments) <= limit
    if (
        limit >= 400
        and len(arguments) <= 1
        and not any(
            isinstance(v, list) or (isinstance(v, int) and abs(v) >= 10**18)
            for v in arguments.values()
        )
    ):
        assert _surely_within(arguments, 400 + 6 * 48 + 30)  # small flat arguments skip measuring
