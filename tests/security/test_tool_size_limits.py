"""Issue 15 finding 9: tool argument and result sizes and tool calls per reply are capped
with errors the model reads, and the run store stays small."""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from mmtoolbench.core.messages import GenerateConfig, Message, ToolSpec
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.runner.recording import RecordingModel
from mmtoolbench.sandbox.agents import CodeExecAgent, ToolUseAgent
from mmtoolbench.sandbox.episode import EpisodeResult, EpisodeSettings, run_episode
from mmtoolbench.sandbox.scenario import builtin_scenarios_dir, load_scenario
from mmtoolbench.sandbox.suite import parse_options
from mmtoolbench.sandbox.user import ScriptedUser
from mmtoolbench.store.records import SampleRecorder
from mmtoolbench.store.run_store import RunInfo, RunStore, SampleOutcome

HUGE = "x" * 5_000_000
GOOD = {"title": "Call the plumber", "due_date": "2025-06-17", "due_time": "09:00"}


async def _episode(agent: Any, recorder: SampleRecorder, **settings: Any) -> EpisodeResult:
    loaded = load_scenario(builtin_scenarios_dir() / "plumber_note.yaml")
    return await run_episode(
        loaded,
        agent=agent,
        user=ScriptedUser(loaded.scenario),
        settings=EpisodeSettings(discovery=False, max_steps=8, **settings),
        recorder=recorder,
    )


def _once(first: str) -> Any:
    """A script answering ``first`` once, then plain text."""
    calls: list[int] = []

    def script(messages: Sequence[Message], tools: Any, config: GenerateConfig) -> Any:
        calls.append(1)
        return first if len(calls) == 1 else "done"

    return script


def _store_size(tmp_path: Path, recorder: SampleRecorder, result: EpisodeResult) -> int:
    run_dir = tmp_path / "run"
    store = RunStore.create(run_dir, RunInfo(run_id="r", suite="sandbox", package_version="t"))
    now = time.time()
    outcome = SampleOutcome("plumber_note", 0, 0, "done", now, now, result.output())
    store.commit_sample(outcome, recorder)
    store.close()
    return sum(p.stat().st_size for p in run_dir.iterdir())


async def test_oversized_argument_is_refused_and_not_stored(tmp_path: Path) -> None:
    requests: list[int] = []

    def script(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, c: GenerateConfig
    ) -> Any:
        requests.append(max(len(m.model_dump_json()) for m in messages if m.role != "user"))
        if len(requests) == 1:
            calls = [{"id": "big", "name": "create_reminder", "arguments": {**GOOD, "notes": HUGE}}]
            return {"tool_calls": calls}
        return "Sorry, that was too long."

    recorder = SampleRecorder()
    model = RecordingModel(ScriptedModel("scripted/huge", script), recorder, "agent")
    result = await _episode(ToolUseAgent(model, "prompt"), recorder, mode="tool-use")
    [record] = [t for t in recorder.tool_calls if t.caller == "agent"]
    assert record.is_error
    message = str(record.result)
    assert message.startswith("the arguments of `create_reminder` are 5,000,")
    assert "over the limit of 100,000 per call; the call was not executed" in message
    assert record.arguments == {
        "omitted": "5,000,089 characters of arguments, over the 100,000 limit"
    }
    # The model reads the error, the world is unchanged, later requests stay small.
    seen = [m for m in result.transcript if m.tool_results and m.recipient == "agent"]
    assert seen and "over the limit of 100,000" in seen[0].tool_results[0].text
    assert result.diff.is_empty
    assert max(requests) < 50_000  # the model's own calls are not carried back at 5 MB
    assert result.tools.argument_errors == 1
    # Stored once, as the model's recorded response; not in later requests, the tool-call
    # row or the transcript (it was 4 copies and more before the cap).
    assert _store_size(tmp_path, recorder, result) < 6_000_000


async def test_oversized_argument_from_code_is_refused(tmp_path: Path) -> None:
    code = (
        "try:\n"
        "    create_reminder(title='x' * 200_000)\n"
        "except Exception as exc:\n"
        "    print(exc)\n"
        "create_reminder(title='Call the plumber', due_date='2025-06-17', due_time='09:00')\n"
    )
    recorder = SampleRecorder()
    model = ScriptedModel("scripted/code", _once(f"```python\n{code}```"))
    result = await _episode(CodeExecAgent(model, "prompt"), recorder, mode="code-exec")
    calls = [t for t in recorder.tool_calls if t.caller == "agent"]
    assert [c.is_error for c in calls] == [True, False]
    assert calls[0].arguments == {
        "omitted": "200,013 characters of arguments, over the 100,000 limit"
    }
    output = next(m for m in result.transcript if "execution_result" in m.text).text
    assert "the arguments of `create_reminder` are 200,013 characters" in output
    assert len(result.diff.table("reminders").created) == 1  # the good call still ran
    assert _store_size(tmp_path, recorder, result) < 1_000_000


async def test_oversized_result_is_undone() -> None:
    code = "print(create_reminder(title='Call the plumber', notes='n' * 1500))\n"
    recorder = SampleRecorder()
    model = ScriptedModel("scripted/code", _once(f"```python\n{code}```"))
    result = await _episode(
        CodeExecAgent(model, "prompt"), recorder, mode="code-exec", max_tool_result_chars=1000
    )
    [call] = [t for t in recorder.tool_calls if t.caller == "agent"]
    assert call.is_error
    assert "over the limit of 1,000; the call was undone (nothing changed)" in str(call.result)
    assert result.diff.is_empty


async def test_tool_calls_per_reply_are_capped() -> None:
    def script(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, c: GenerateConfig
    ) -> Any:
        if len(messages) == 2:
            return {
                "tool_calls": [
                    {"id": f"c{i}", "name": "list_reminders", "arguments": {}} for i in range(5)
                ]
            }
        return "done"

    recorder = SampleRecorder()
    agent = ToolUseAgent(ScriptedModel("scripted/many", script), "prompt")
    result = await _episode(agent, recorder, mode="tool-use", max_tool_calls_per_reply=3)
    [answer] = [m for m in result.transcript if m.tool_results and m.recipient == "agent"]
    errors = [r.is_error for r in answer.tool_results]
    assert errors == [False, False, False, True, True]
    assert answer.tool_results[3].text == (
        "not run: at most 3 tool calls are executed per reply and this reply made 5; "
        "make the remaining calls in your next reply"
    )
    assert len([t for t in recorder.tool_calls if t.caller == "agent"]) == 5


def test_limits_are_suite_options() -> None:
    options = parse_options({"max_tool_calls_per_reply": 4, "max_argument_chars": 5000})
    assert options.max_tool_calls_per_reply == 4 and options.max_argument_chars == 5000
    assert parse_options({}).max_tool_calls_per_reply == 32


async def test_reused_call_id_after_an_oversized_call_runs() -> None:
    """Providers may reuse call ids across replies: only the oversized call is refused."""
    replies: list[int] = []

    def script(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, c: GenerateConfig
    ) -> Any:
        replies.append(1)
        if len(replies) == 1:
            return {
                "tool_calls": [
                    {"id": "c1", "name": "create_reminder", "arguments": {**GOOD, "notes": HUGE}}
                ]
            }
        if len(replies) == 2:
            return {"tool_calls": [{"id": "c1", "name": "create_reminder", "arguments": GOOD}]}
        return "done"

    recorder = SampleRecorder()
    agent = ToolUseAgent(ScriptedModel("scripted/reuse", script), "prompt")
    result = await _episode(agent, recorder, mode="tool-use")
    calls = [(t.call_id, t.is_error) for t in recorder.tool_calls if t.caller == "agent"]
    assert calls == [("c1", True), ("c1", False)]
    assert len(result.diff.table("reminders").created) == 1
