"""Runs for the viewer tests: made quickly with the oracle and scripted models.

* ``sandbox-oracle``: the oracle solves ``plumber_note`` (a passing sample with images,
  a world diff and a full Entity F1 matching), judged by a scripted judge.
* ``sandbox-scripted``: on ``conference_cards`` a scripted agent replies with text only,
  and that text contains ``<script>alert(1)</script>`` (a failing sample: Entity F1 0,
  the agent judge fails it); on ``plumber_note`` the agent raises (a sample in error).
* ``atp-scripted``: ATP answers by a scripted agent (one with a tool call and a
  ``<script>`` tag in its text, one broken plan) judged by a scripted MAM judge.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path

from mmtoolbench.core.messages import GenerateConfig, Message, ToolSpec
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.sandbox.evaluate.judges import JUDGE_CRITERIA
from mmtoolbench.sandbox.scenario import builtin_scenarios_dir

SCRIPT = "<script>alert(1)</script>"
SANDBOX_PASS = "plumber_note"
SANDBOX_FAIL = "conference_cards"
ATP_GOOD = (
    f"Descale the kettle monthly. {SCRIPT}\n\n"
    '<tool>{"tool_name": "Search", "description": "kettle", '
    '"params": {"query": "electric kettle limescale"}}</tool>\n\nRinse twice.'
)
ATP_BROKEN = "Here it is <tool>{'tool_name': 'Serch', 'params': {}}</tool> mid sentence."


def sandbox_judge(
    messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig | None
) -> str:
    """Fails an agent that left the world unchanged; passes the rest."""
    system = messages[0].text.lower()
    name = "user" if "user judge" in system else "agent"
    request = "\n".join(m.text for m in messages[1:])
    failed = SCRIPT in request or "&lt;script" in request
    criteria = list(JUDGE_CRITERIA[f"{name}_judge"])
    body = {
        "criteria": {
            c: {
                "analysis": f"checked {c}",
                "pass": not (failed and i == 0),
                "evidence": "no world change" if failed and i == 0 else "diff row 1",
            }
            for i, c in enumerate(criteria)
        },
        "overall": "fail" if failed else "pass",
        "reasoning": "scripted judge",
    }
    return json.dumps(body)


def sandbox_agent(
    messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig | None
) -> str:
    """Answers with text only (nothing is done); fails outright on the plumber scenario."""
    if any("plumber" in m.text.lower() for m in messages if m.role == "user"):
        raise RuntimeError("scripted agent crashed on purpose")
    return f"I looked at your photo. {SCRIPT} I will not do anything."


def mam_judge(
    messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig | None
) -> str:
    """A scripted MAM judge: every call successful, one missed image."""
    system = messages[0].text
    user = "\n".join(m.text for m in messages[1:])
    if "# Role: Precision Inspector" in system:
        indices = sorted({int(i) for i in re.findall(r"## call_index (\d+)", user)})
        ok = {"reason": "fine", "score": 2}
        keys = ("semantic_placement", "structural_coherence", "parameter_accuracy", "output_format")
        calls = [
            {
                "call_index": i,
                "gate": {
                    "visual_necessity": {"reason": "needs a picture", "passed": True},
                    "tool_boundary": {"reason": "right tool", "passed": True},
                },
                "scores": {k: ok for k in keys},
            }
            for i in indices
        ]
        return json.dumps({"calls": calls, "summary": "ok"})
    if "# Role: Recall Inspector" in system:
        miss = {
            "location": "Rinse twice.",
            "criterion": "ungrounded_description",
            "suggested_tool": "Reference",
            "reason": "show the rinse step",
        }
        return json.dumps({"missed_opportunities": [miss], "summary": "one gap"})
    return json.dumps({"justification": "solid", "tier": "Good but Flawed", "score": 70})


def scenario_files() -> list[str]:
    """The two scenario files (loading only these keeps the runs fast)."""
    root = builtin_scenarios_dir()
    return [str(root / f"{name}.yaml") for name in (SANDBOX_PASS, SANDBOX_FAIL)]


async def make_sandbox_run(run_dir: Path) -> Path:
    """Judged sandbox samples: the oracle's pass and a scripted agent's failure."""
    judge = ScriptedModel("scripted/judge", sandbox_judge)
    oracle = RunConfig(
        suite="sandbox",
        suite_options={"scenarios": scenario_files()},
        models={"agent": "oracle", "judge": "scripted/judge"},
        ids=[SANDBOX_PASS],
        cache=False,
    )
    await start_run(oracle, run_dir / "sandbox-oracle", progress=False, models={"judge": judge})
    agent = ScriptedModel("scripted/agent", sandbox_agent)
    failing = RunConfig(
        suite="sandbox",
        suite_options={"mode": "tool-use", "scenarios": scenario_files()},
        models={"agent": "scripted/agent", "judge": "scripted/judge"},
        ids=[SANDBOX_FAIL, SANDBOX_PASS],
        cache=False,
    )
    await start_run(
        failing,
        run_dir / "sandbox-scripted",
        progress=False,
        models={"agent": agent, "judge": judge},
    )
    return run_dir


async def make_atp_run(run_dir: Path) -> Path:
    """Three judged ATP answers by a scripted agent."""
    answers = iter([ATP_GOOD, ATP_BROKEN, "Plain text only."])
    agent = ScriptedModel("scripted/answers", lambda m, t, c: next(answers))
    judge = ScriptedModel("scripted/judge", mam_judge)
    config = RunConfig(
        suite="atp",
        models={"agent": "scripted/answers", "judge": "scripted/judge"},
        limit=3,
        max_concurrency=1,
        cache=False,
    )
    await start_run(
        config, run_dir / "atp-scripted", progress=False, models={"agent": agent, "judge": judge}
    )
    return run_dir


async def make_runs(root: Path) -> Path:
    """Every run the viewer tests browse, under ``root``."""
    await make_sandbox_run(root)
    await make_atp_run(root)
    return root


if __name__ == "__main__":
    import asyncio
    import sys

    asyncio.run(make_runs(Path(sys.argv[1])))
