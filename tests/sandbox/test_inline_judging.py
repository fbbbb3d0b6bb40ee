"""`mmtb run sandbox --judge-model M`: judges run after each episode, SR lands in the summary."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from mmtoolbench.core.messages import GenerateConfig, Message, ToolSpec
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.sandbox.evaluate.judges import JUDGE_CRITERIA
from mmtoolbench.store.run_store import RunStore


def judge(
    messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig | None
) -> str:
    """Passes every agent criterion; fails the user's first criterion."""
    system = messages[0].text.lower()
    name = "user" if "user judge" in system else "agent"
    criteria = list(JUDGE_CRITERIA[f"{name}_judge"])
    body = {
        "criteria": {
            c: {"analysis": "checked", "pass": not (name == "user" and i == 0), "evidence": "#1"}
            for i, c in enumerate(criteria)
        },
        "overall": "fail" if name == "user" else "pass",
        "reasoning": "scripted",
    }
    return json.dumps(body)


async def test_inline_judges_and_run_summary(tmp_path: Path) -> None:
    config = RunConfig(
        suite="sandbox",
        models={"agent": "oracle", "judge": "scripted/judge"},
        ids=["conference_cards", "plumber_note"],
        cache=False,
    )
    model = ScriptedModel("scripted/judge", judge)
    summary = await start_run(config, tmp_path / "r", progress=False, models={"judge": model})
    assert (summary.done, summary.failed) == (2, 0)
    with RunStore.open(tmp_path / "r") as store:
        verdicts = store.verdicts()
        rows = store.samples()
        stats = store.run_metrics()["summary"]
    assert {v["judge_model"] for v in verdicts} == {"scripted/judge"}
    assert len(verdicts) == 4  # agent + user judge per scenario
    assert all(r.metrics["entity_f1"] == 1.0 for r in rows)
    for row in rows:
        assert row.metrics["agent_judge_pass"] is True
        assert row.metrics["user_judge_pass"] is False
    assert json.loads(json.dumps(stats)) == stats
    assert stats["agent_sr"]["value"] == 1.0 and stats["agent_sr"]["n"] == 2
    assert stats["user_sr"]["value"] == 0.0
