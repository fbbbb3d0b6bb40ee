"""Record every metric of offline runs of both suites, and compare two recordings.

For refactors that must not change a number (issue 17): record a snapshot before and after
and compare them. The runs use only offline models: the oracle agent, the scripted user and
deterministic scripted judges (sandbox agent/user judges and MAM) whose verdicts depend on
the sample id and on the request's structure, never on its wording, and whose token usage
is fixed, so a prompt edit changes no number while a change in what is judged or how it is
scored does.

    python scripts/metrics_snapshot.py record OUT_DIR    # sandbox (code-exec, tool-use), atp
    python scripts/metrics_snapshot.py compare BEFORE AFTER

A snapshot holds, per run: the run metrics and per-sample metrics, the stored verdicts (raw
replies, usage, prompt hashes and rejection reasons left out), the sandbox evaluation
(`evaluate_run`), the ``mmtb report`` Markdown summary and ``mmtb atp report --json``.
`compare` ignores wall-clock fields and exits 1 on any other difference.
"""

from __future__ import annotations

import asyncio
import difflib
import hashlib
import json
import re
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from mmtoolbench.atp.judge.schemas import tier_for_score
from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, TextPart, ToolSpec
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.sandbox.evaluate.judges import JUDGE_CRITERIA
from mmtoolbench.sandbox.evaluate.metrics import evaluate_run
from mmtoolbench.store.run_store import RunStore

USAGE = {"input_tokens": 1000, "output_tokens": 100}
IGNORED = {"started_at", "finished_at", "created_at", "run_id", "run_dir", "wall_s"}
IGNORED |= {"duration_s", "latency_s", "elapsed_s", "wall_time_s"}
VERDICT_NOISE = ("prompt_sha256", "raw_outputs", "usage", "runs", "attempts", "rejections")


def _h(text: str) -> int:
    return int(hashlib.sha256(text.encode()).hexdigest(), 16)


def sandbox_judge(
    messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
) -> ModelResponse:
    """Fails criteria by a hash of (sample id, criterion, repeat); malformed first replies."""
    judge = "agent_judge" if "Agent Judge" in messages[0].text else "user_judge"
    if "UI Judge" in messages[0].text:
        judge = "ui_judge"
    request = "\n".join(p.text for p in messages[1].content if isinstance(p, TextPart))
    match = re.search(r"^- id: (\S+)$", request, re.MULTILINE)
    sample = match.group(1) if match else "?"
    if len(messages) == 2 and _h(sample + judge) % 3 == 0:
        return ModelResponse(text="not json {", usage=USAGE)  # exercises the repair turn
    criteria = JUDGE_CRITERIA[judge]
    fail = [c for c in criteria if _h(sample + c + str(config.seed)) % 9 == 0]
    body = {
        "criteria": {
            c: {"analysis": "a", "pass": c not in fail, "evidence": "e"} for c in criteria
        },
        "overall": "fail" if fail else "pass",
        "reasoning": "r",
    }
    return ModelResponse(text=json.dumps(body), usage=USAGE)


def atp_judge(
    messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
) -> ModelResponse:
    """MAM reports derived from the call indices and counts the request states."""
    system, user = messages[0].text, "\n".join(m.text for m in messages[1:])
    if "# Role: Precision Inspector" in system:
        calls = []
        for i in sorted({int(i) for i in re.findall(r"## call_index (\d+)", user)}):
            gate = i % 5 != 4
            score = {"reason": "r", "score": 2 if i % 3 else 1}
            names = ("semantic_placement", "structural_coherence", "parameter_accuracy")
            calls.append(
                {
                    "call_index": i,
                    "gate": {
                        "visual_necessity": {"reason": "r", "passed": True},
                        "tool_boundary": {"reason": "r", "passed": gate},
                    },
                    "scores": {k: score for k in (*names, "output_format")} if gate else None,
                }
            )
        return ModelResponse(text=json.dumps({"calls": calls, "summary": "s"}), usage=USAGE)
    made = re.search(r"makes (\d+) tool call", user)
    if "# Role: Recall Inspector" in system:
        miss = {
            "location": "x",
            "criterion": "ungrounded_description",
            "suggested_tool": "Reference",
            "reason": "r",
        }
        n = int(made.group(1)) % 3 if made else 0
        body = {"missed_opportunities": [miss] * n, "summary": "s"}
        return ModelResponse(text=json.dumps(body), usage=USAGE)
    good = re.search(r"(\d+) tool call\(s\), (\d+) successful", user)
    score = 20 + (10 * int(good.group(2)) if good else 0) % 80
    tier = tier_for_score(score)
    body = {"justification": "j", "tier": getattr(tier, "value", tier), "score": score}
    return ModelResponse(text=json.dumps(body), usage=USAGE)


def _clean(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _clean(v) for k, v in value.items() if k not in IGNORED}
    if isinstance(value, list):
        return [_clean(v) for v in value]
    return value


def _dump(path: Path, value: Any) -> None:
    path.write_text(json.dumps(_clean(value), indent=1, sort_keys=True, default=str))


async def _runs(out: Path) -> dict[str, Path]:
    runs: dict[str, Path] = {}
    judge = ScriptedModel("scripted/judge", sandbox_judge)
    for mode in ("code-exec", "tool-use"):
        config = RunConfig(
            suite="sandbox",
            suite_options={"mode": mode},
            models={"agent": "oracle", "judge": "scripted/judge"},
            cache=False,
            max_concurrency=2,
        )
        runs[f"sandbox-{mode}"] = out / f"sandbox-{mode}"
        await start_run(config, runs[f"sandbox-{mode}"], progress=False, models={"judge": judge})
    config = RunConfig(
        suite="atp",
        models={"agent": "oracle", "judge": "scripted/judge"},
        cache=False,
        max_concurrency=4,
    )
    runs["atp"] = out / "atp"
    mam = ScriptedModel("scripted/judge", atp_judge)
    await start_run(config, runs["atp"], progress=False, models={"judge": mam})
    return runs


def record(out: Path) -> None:
    """Run both suites offline into ``out`` and write the snapshot files next to the runs."""
    out.mkdir(parents=True, exist_ok=True)
    runs = asyncio.run(_runs(out))
    for name, run in runs.items():
        with RunStore.open(run) as store:
            samples = {s.key: s.metrics for s in store.samples()}
            _dump(out / f"{name}.metrics.json", {"run": store.run_metrics(), "samples": samples})
            verdicts = []
            for v in store.verdicts():
                verdict = {k: x for k, x in v["verdict"].items() if k not in VERDICT_NOISE}
                verdicts.append({"key": v["sample_key"], "judge": v["judge"], "verdict": verdict})
            verdicts.sort(key=lambda v: (v["key"], v["judge"]))
            _dump(out / f"{name}.verdicts.json", verdicts)
            if name.startswith("sandbox"):
                _dump(out / f"{name}.evaluate.json", evaluate_run(store).model_dump(mode="json"))
        html = out / f"{name}.report.html"
        cli = [sys.executable, "-m", "mmtoolbench"]
        subprocess.run([*cli, "report", str(run), "-o", str(html)], check=True, capture_output=True)
    atp = subprocess.run(
        [*cli, "atp", "report", str(runs["atp"]), "--json"],
        check=True,
        capture_output=True,
        text=True,
    )
    (out / "atp.atp_report.json").write_text(atp.stdout)
    print(f"snapshot written to {out}")


def compare(before: Path, after: Path) -> int:
    """Print every difference between two snapshots; 1 if there is any, else 0."""
    different = 0
    for old in sorted([*before.glob("*.json"), *before.glob("*.md")]):
        new = after / old.name
        if not new.exists():
            print(f"MISSING {old.name}")
            different += 1
            continue
        if old.suffix == ".json":
            a = json.dumps(_clean(json.loads(old.read_text())), indent=1, sort_keys=True)
            b = json.dumps(_clean(json.loads(new.read_text())), indent=1, sort_keys=True)
        else:
            drop = r"(?m)^- (run|git sha|package version|status):.*$|/\S+"
            a, b = re.sub(drop, "", old.read_text()), re.sub(drop, "", new.read_text())
        if a == b:
            print(f"SAME {old.name}")
            continue
        different += 1
        print(f"DIFF {old.name}")
        diff = difflib.unified_diff(a.splitlines(), b.splitlines(), lineterm="", n=1)
        print("\n".join(list(diff)[:60]))
    return 1 if different else 0


def main(argv: Sequence[str]) -> int:
    """Command line: ``record OUT`` or ``compare BEFORE AFTER``."""
    if len(argv) == 2 and argv[0] == "record":
        record(Path(argv[1]))
        return 0
    if len(argv) == 3 and argv[0] == "compare":
        return compare(Path(argv[1]), Path(argv[2]))
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
