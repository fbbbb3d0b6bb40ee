"""Issue 15 finding 3: every tool call that changed the world is in the trace, even when
the episode's wall-time limit stops the cell that made it."""

from __future__ import annotations

import json
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from mmtoolbench.core.messages import GenerateConfig, Message, ToolSpec
from mmtoolbench.isolation import InterpreterLimits
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.sandbox.agents import CodeExecAgent, ToolUseAgent
from mmtoolbench.sandbox.episode import EpisodeSettings, run_episode
from mmtoolbench.sandbox.scenario import builtin_scenarios_dir, load_scenario
from mmtoolbench.sandbox.user import ScriptedUser
from mmtoolbench.store.records import SampleRecorder
from mmtoolbench.store.run_store import RunInfo, RunStore, SampleOutcome

CODE = (
    "create_reminder(title='Call the plumber', due_date='2025-06-17', due_time='09:00')\n"
    "while True:\n"
    "    pass\n"
)
WALL_S = 4.0


async def _episode(agent: Any, mode: str) -> tuple[Any, SampleRecorder]:
    loaded = load_scenario(builtin_scenarios_dir() / "plumber_note.yaml")
    recorder = SampleRecorder()
    settings = EpisodeSettings(
        mode=mode,  # type: ignore[arg-type]
        discovery=False,
        wall_time_s=WALL_S,
        interpreter_limits=InterpreterLimits(timeout_s=60),
    )
    result = await run_episode(
        loaded,
        agent=agent,
        user=ScriptedUser(loaded.scenario),
        settings=settings,
        recorder=recorder,
    )
    return result, recorder


def _check(result: Any, recorder: SampleRecorder) -> str:
    """The world change is scored and traced; returns the transcript's last message text."""
    assert result.end_reason == "wall_time"
    assert result.metrics()["hit_wall_time"] is True
    assert len(result.diff.table("reminders").created) == 1  # the change is scored...
    names = [t.name for t in recorder.tool_calls]
    assert "create_reminder" in names  # ...and traced
    record = next(t for t in recorder.tool_calls if t.name == "create_reminder")
    assert record.arguments["title"] == "Call the plumber"
    assert not record.is_error
    assert result.tools.calls >= 1
    last = result.transcript[-1]
    assert last.sender == "environment" and last.recipient == "agent"
    text = last.text + "".join(r.text for r in last.tool_results)
    assert "wall-time limit" in text
    assert "create_reminder" in text
    return text


async def test_cell_stopped_by_wall_time_keeps_its_tool_calls_code_exec(tmp_path: Path) -> None:
    model = ScriptedModel("scripted/loop", [f"```python\n{CODE}```"])
    result, recorder = await _episode(CodeExecAgent(model, "prompt"), "code-exec")
    _check(result, recorder)
    # What the run store keeps (and judges read) has the call too.
    store = RunStore.create(
        tmp_path / "run", RunInfo(run_id="r", suite="sandbox", package_version="t")
    )
    now = time.time()
    store.commit_sample(
        SampleOutcome("plumber_note", 0, 0, "done", now, now, result.output()), recorder
    )
    key = "plumber_note#0"
    stored = [(c["name"], c["caller"]) for c in store.tool_calls(key)]
    assert ("create_reminder", "agent") in stored
    assert any("wall-time limit" in json.dumps(m["content"]) for m in store.messages(key))
    store.close()
    ids = [t.call_id for t in recorder.tool_calls if t.caller == "agent"]
    assert ids == ["cell_0.0"]


async def test_cell_stopped_by_wall_time_keeps_its_tool_calls_tool_use() -> None:
    def script(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, c: GenerateConfig
    ) -> Any:
        return {"tool_calls": [{"id": "c1", "name": "execute_code", "arguments": {"code": CODE}}]}

    model = ScriptedModel("scripted/loop", script)
    result, recorder = await _episode(ToolUseAgent(model, "prompt"), "tool-use")
    _check(result, recorder)
    by_name = {t.name: t for t in recorder.tool_calls}
    assert by_name["create_reminder"].call_id == "c1.0"
    assert by_name["execute_code"].is_error
    assert "wall-time limit" in str(by_name["execute_code"].result)
    last = result.transcript[-1]
    assert [r.call_id for r in last.tool_results] == ["c1"]


async def test_finished_cell_keeps_call_order_with_interpreter_refusals() -> None:
    """Calls recorded as they run are replaced by the interpreter's full list, in order."""
    code = (
        "try:\n"
        "    create_reminder(title='x')\n"
        "except Exception as exc:\n"
        "    print('refused:', exc)\n"
        "search_tools(query='create a reminder')\n"
        "create_reminder(title='Call the plumber', due_date='2025-06-17', due_time='09:00')\n"
    )
    model = ScriptedModel("scripted/order", [f"```python\n{code}```", "done"])
    loaded = load_scenario(builtin_scenarios_dir() / "plumber_note.yaml")
    recorder = SampleRecorder()
    result = await run_episode(
        loaded,
        agent=CodeExecAgent(model, "prompt"),
        user=ScriptedUser(loaded.scenario),
        settings=EpisodeSettings(mode="code-exec", discovery=True, max_steps=4),
        recorder=recorder,
    )
    agent_calls = [
        (t.call_id, t.name, t.is_error) for t in recorder.tool_calls if t.caller == "agent"
    ]
    assert agent_calls == [
        ("cell_0.0", "create_reminder", True),
        ("cell_0.1", "search_tools", False),
        ("cell_0.2", "create_reminder", False),
    ]
    assert result.tools.calls == 3
    assert len(result.diff.table("reminders").created) == 1
