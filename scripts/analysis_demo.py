"""Three offline sandbox runs whose numbers differ, then ``mmtb report`` and ``mmtb compare``.

Shows the cross-model analyses of issue 14 item 2 without API keys: the agents are the
oracle (once reading one image value wrong per scenario, ``misread``) and the judges are
scripted, deterministic and of different strictness (a criterion fails when a hash of
sample id, criterion and salt falls under the judge's rate), so Agent SR, User SR, the
failure taxonomy and the Entity F1 / Agent SR 2x2 differ between the runs. One run uses
tool-use mode and one the compact toolset, so Figures 6b and 6c have two settings.

    python scripts/analysis_demo.py OUT_DIR [--limit N]

Writes OUT_DIR/<run>/report.html (+ figures) for each run and OUT_DIR/compare.md /
.html / .json with the figures in OUT_DIR/compare_figures/.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import re
import subprocess
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, TextPart, ToolSpec
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.sandbox.evaluate.judges import JUDGE_CRITERIA
from mmtoolbench.sandbox.scenario import builtin_scenarios_dir

USAGE = {"input_tokens": 1000, "output_tokens": 100}

RUNS: tuple[tuple[str, dict[str, object], int, str], ...] = (
    # (run name, suite options, 1-in-N criterion failure rate of the judge, salt)
    ("oracle-lenient-judge", {"mode": "code-exec"}, 17, "a"),
    ("oracle-tool-use-strict-judge", {"mode": "tool-use"}, 6, "b"),
    (
        "oracle-misread-compact",
        {"mode": "code-exec", "toolset": "compact", "misread": True},
        9,
        "c",
    ),
)


def _h(text: str) -> int:
    return int(hashlib.sha256(text.encode()).hexdigest(), 16)


def make_judge(rate: int, salt: str) -> Callable[..., ModelResponse]:
    """A scripted agent/user judge failing each criterion with probability ~1/rate."""

    def judge(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
    ) -> ModelResponse:
        system = messages[0].text
        name = "agent_judge" if "Agent Judge" in system else "user_judge"
        if "UI Judge" in system:
            name = "ui_judge"
        request = "\n".join(p.text for p in messages[1].content if isinstance(p, TextPart))
        match = re.search(r"^- id: (\S+)$", request, re.MULTILINE)
        sample = match.group(1) if match else "?"
        criteria = JUDGE_CRITERIA[name]
        fail = [c for c in criteria if _h(salt + sample + c) % rate == 0]
        body = {
            "criteria": {
                c: {"analysis": "a", "pass": c not in fail, "evidence": "e"} for c in criteria
            },
            "overall": "fail" if fail else "pass",
            "reasoning": "r",
        }
        return ModelResponse(text=json.dumps(body), usage=USAGE)

    return judge


def demo_scenarios(n: int) -> list[str]:
    """The first ``n`` bundled scenario files: the top-level ones, then the time group."""
    root = builtin_scenarios_dir()
    files = sorted(root.glob("*.yaml")) + sorted((root / "time").glob("*.yaml"))
    return [str(f) for f in files[:n]]


async def make_runs(out: Path, limit: int) -> list[Path]:
    """Run the three configurations into ``out`` (``limit`` scenarios each)."""
    dirs = []
    scenarios = demo_scenarios(limit)
    for name, options, rate, salt in RUNS:
        run_dir = out / name
        judge = ScriptedModel(f"scripted/judge-1in{rate}", make_judge(rate, salt))
        config = RunConfig(
            suite="sandbox",
            suite_options={**options, "scenarios": scenarios},
            models={"agent": "oracle", "judge": judge.name},
            cache=False,
            max_concurrency=2,
        )
        await start_run(config, run_dir, progress=False, models={"judge": judge})
        dirs.append(run_dir)
    return dirs


def main(argv: Sequence[str]) -> int:
    """Make the runs, then write each report and the comparison."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--limit", type=int, default=24)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    dirs = asyncio.run(make_runs(args.out, args.limit))
    cli = [sys.executable, "-m", "mmtoolbench"]
    for run_dir in dirs:
        subprocess.run([*cli, "report", str(run_dir)], check=True)
    order = ",".join(name for name, *_ in RUNS)
    compare = [*cli, "compare", *map(str, dirs), "-o", str(args.out / "compare.md")]
    subprocess.run([*compare, "--order", order], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
