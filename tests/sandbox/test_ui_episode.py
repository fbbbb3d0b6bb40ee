"""UI mode in an episode: the LLM user sees the shown screen (screenshot + elements) and
clicks through ui_user_interact; the oracle acts on the UI event; screenshots are stored."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from mmtoolbench.core.messages import GenerateConfig, ImagePart, Message, TextPart, ToolSpec
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.sandbox.agents import OracleAgent
from mmtoolbench.sandbox.episode import EpisodeSettings, run_episode
from mmtoolbench.sandbox.scenario import builtin_ui_scenarios_dir, load_scenario
from mmtoolbench.sandbox.ui.events import PREFIX
from mmtoolbench.sandbox.user import LLMUser
from mmtoolbench.store.records import SampleRecorder

SCENARIO = builtin_ui_scenarios_dir() / "ui_detergent_pick.yaml"


def _screens_seen(messages: Sequence[Message]) -> list[list[dict[str, Any]]]:
    """Element lists of the screens put in front of the user, in order."""
    out = []
    for m in messages:
        texts = [p.text for p in m.content if isinstance(p, TextPart)]
        images = [p for p in m.content if isinstance(p, ImagePart)]
        for t in texts:
            if t.startswith("Elements you can act on with ui_user_interact: "):
                assert images, "a screen comes with its screenshot"
                out.append(json.loads(t.split(": ", 1)[1]))
    return out


def _user_policy(log: list[str]) -> Any:
    """Reads the screens like a person would: picks by its private criterion."""

    def script(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
    ) -> Any:
        assert tools is not None and "ui_user_interact" in {t.name for t in tools}
        screens = _screens_seen(messages)
        clicks = sum(1 for m in messages for c in m.tool_calls if c.name == "ui_user_interact")
        sends = sum(
            1 for m in messages for c in m.tool_calls if c.name == "send_message_with_image"
        )
        if sends == 0:
            images = ["tag_brightwash", "tag_cleanco", "tag_sunfresh"]
            call = {"image_ids": images, "message": "which one? let me pick on a screen"}
            return {"tool_calls": [{"name": "send_message_with_image", "arguments": call}]}
        if len(screens) > clicks:
            # round 1: cheapest per load; round 2: best rated
            key = "Per load" if clicks == 0 else "Rating"
            buttons = [e for e in screens[-1] if e["kind"] == "button"]
            assert len(buttons) == 3
            log.append(f"saw {[b['label'] for b in buttons]}")
            wanted = {0: "Choose CleanCo Free & Clear", 1: "Choose BrightWash Ultra"}[clicks]
            log.append(f"{key} -> {wanted}")
            call = {"action": "click", "element": wanted}
            return {"tool_calls": [{"name": "ui_user_interact", "arguments": call}]}
        if sends == 1 and clicks == 1:
            call = {"image_ids": [], "message": "hm, let me choose differently, show me again"}
            return {"tool_calls": [{"name": "send_message_with_image", "arguments": call}]}
        return {"tool_calls": [{"name": "end_conversation", "arguments": {}}]}

    return script


async def test_llm_user_sees_screens_and_clicks() -> None:
    loaded = load_scenario(SCENARIO)
    log: list[str] = []
    user = LLMUser(ScriptedModel("scripted/user", _user_policy(log)), loaded, GenerateConfig())
    assert "ui_user_interact" in user.instruction()
    recorder = SampleRecorder()
    result = await run_episode(
        loaded,
        agent=OracleAgent(loaded.scenario),
        user=user,
        settings=EpisodeSettings(mode="tool-use", discovery=False),
        recorder=recorder,
    )
    assert result.end_reason == "user_ended", result.oracle_failures
    assert result.entity.f1 == 1.0
    assert len([x for x in log if x.startswith("saw")]) == 2
    agent_inputs = [
        p.text
        for m in result.transcript
        if m.sender == "user" and m.recipient == "agent"
        for p in m.content
        if isinstance(p, TextPart)
    ]
    events = [t for t in agent_inputs if t.startswith(PREFIX)]
    assert len(events) == 2 and '"option": "CleanCo Free & Clear"' in events[0]
    calls = [c.name for c in recorder.tool_calls]
    assert calls.count("render_ui_screen") == 2 and calls.count("ui_user_interact") == 2
    # One screenshot per render (the two screens may be pixel-identical, and the image
    # store keeps identical images once, so count results, not distinct ids).
    screenshots = [
        c.result["image_id"] for c in recorder.tool_calls if c.name == "render_ui_screen"
    ]
    assert len(screenshots) == 2 and set(screenshots) <= set(recorder.image_ids)


async def test_ui_judge_receives_the_screenshots() -> None:
    from mmtoolbench.sandbox.evaluate.judges import (
        UI_JUDGE,
        RubricJudge,
        Trajectory,
        applicable_judges,
    )
    from mmtoolbench.sandbox.user import ScriptedUser

    loaded = load_scenario(SCENARIO)
    recorder = SampleRecorder()
    result = await run_episode(
        loaded,
        agent=OracleAgent(loaded.scenario),
        user=ScriptedUser(loaded.scenario),
        settings=EpisodeSettings(mode="tool-use", discovery=False),
        recorder=recorder,
    )
    assert result.entity.f1 == 1.0
    t = Trajectory.from_recorder(recorder, result.output(), sample_id=loaded.scenario.id)
    screens = [image_id for _, image_id in t.ui_screens()]
    assert len(screens) == 2 and len(t.ui_interactions()) == 2
    assert UI_JUDGE in applicable_judges(t)
    judge = RubricJudge(UI_JUDGE, ScriptedModel("scripted/judge", []))
    parts, image_ids, _ = judge.build_request(t)
    assert set(screens) <= set(image_ids)
    assert sum(isinstance(p, ImagePart) for p in parts) >= 2


async def test_scripted_user_says_when_the_screen_lacks_its_choice() -> None:
    from mmtoolbench.sandbox.scenario import LoadedScenario
    from mmtoolbench.sandbox.user import ScriptedUser

    loaded = load_scenario(SCENARIO)
    s = loaded.scenario
    first = s.rounds[0]
    step = first.ui_actions[0].model_copy(update={"element": "Choose Nothing Like It"})
    moved = first.model_copy(update={"ui_actions": [step]})
    user_view = s.model_copy(update={"rounds": [moved, *s.rounds[1:]]})
    result = await run_episode(
        LoadedScenario(user_view, loaded.path),
        agent=OracleAgent(s),
        user=ScriptedUser(user_view),
        settings=EpisodeSettings(mode="tool-use", discovery=False),
    )
    assert result.end_reason == "user_ended"
    said = [
        p.text
        for m in result.transcript
        if m.sender == "user" and m.recipient == "agent"
        for p in m.content
        if isinstance(p, TextPart)
    ]
    assert any(t.startswith("I can't do that on your screen") for t in said)
    assert result.entity.f1 < 1.0
