"""A UI-mode run judged inline: UI SR reaches the run summary, `mmtb report` and `mmtb compare`.

The oracle agent builds real A2UI screens (rendered in Chromium); a scripted judge model
answers every rubric. Its UI verdict depends on the scenario, so UI SR is a real mean
(1 of 2), not a constant.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from mmtoolbench.analysis.report import build_report
from mmtoolbench.core.messages import GenerateConfig, ImagePart, Message, ToolSpec
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.sandbox.evaluate.compare import compare_runs, render_markdown
from mmtoolbench.sandbox.evaluate.judges import JUDGE_CRITERIA
from mmtoolbench.store.run_store import RunStore

pytestmark = pytest.mark.slow

PASSING = "ui_bike_lock"
FAILING = "ui_cake_order"


def judge(
    messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig | None
) -> str:
    """Agent and user judges pass; the UI judge fails the cake-order screens only.

    The UI judge must have been shown the screenshots (image parts in its request).
    """
    system = messages[0].text.lower()
    name = "ui" if "ui judge" in system else "user" if "user judge" in system else "agent"
    request = " ".join(m.text for m in messages)
    passed = not (name == "ui" and "cake" in request.lower())
    if name == "ui":
        assert any(isinstance(p, ImagePart) for m in messages for p in m.content)
    body = {
        "criteria": {
            c: {"analysis": "checked", "pass": passed, "evidence": "#1"}
            for c in JUDGE_CRITERIA[f"{name}_judge"]
        },
        "overall": "pass" if passed else "fail",
        "reasoning": "scripted",
    }
    return json.dumps(body)


async def test_ui_sr_in_summary_report_and_compare(tmp_path: Path) -> None:
    config = RunConfig(
        suite="sandbox",
        suite_options={"ui": True},
        models={"agent": "oracle", "judge": "scripted/judge"},
        ids=[PASSING, FAILING],
        cache=False,
    )
    model = ScriptedModel("scripted/judge", judge)
    run = tmp_path / "ui-run"
    summary = await start_run(config, run, progress=False, models={"judge": model})
    assert (summary.done, summary.failed) == (2, 0)
    with RunStore.open(run) as store:
        verdicts = store.verdicts()
        stats = store.run_metrics()["summary"]
    assert sorted(v["judge"] for v in verdicts).count("ui_judge") == 2
    assert stats["ui_sr"]["value"] == 0.5 and stats["ui_sr"]["n"] == 2

    files = build_report(run)
    summary_md = files.markdown.read_text(encoding="utf-8")
    assert "UI SR" in summary_md and "0.500" in summary_md

    comparison = compare_runs([run])
    (row,) = comparison.rows
    assert row.ui_sr is not None and row.ui_sr.value == 0.5
    assert "UI SR [95% CI]" in render_markdown(comparison)
