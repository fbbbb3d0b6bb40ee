"""The ATP suite end to end: oracle, model answers, MAM judging, CLI commands."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from mmtoolbench.atp.suite import ATPOptions, build_suite, summarize_run
from mmtoolbench.cli import app
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import GenerateConfig, Message, ToolSpec
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.store.run_store import RunStore

runner = CliRunner()
GOOD = 'Descale the kettle monthly.\n\n<tool>{"tool_name": "Search", "description": "kettle", "params": {"query": "electric kettle limescale"}}</tool>\n\nRinse twice.'
BROKEN = "Here it is <tool>{'tool_name': 'Serch', 'params': {}}</tool> mid sentence."


def judge_reply(
    messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig | None
) -> str:
    """A scripted MAM judge: valid reports, every call successful, one missed image."""
    system = messages[0].text
    user = "\n".join(m.text for m in messages[1:])
    if "# Role: Precision Inspector" in system:
        indices = sorted({int(i) for i in re.findall(r"## call_index (\d+)", user)})
        ok = {"reason": "fine", "score": 2}
        calls = [
            {
                "call_index": i,
                "gate": {
                    "visual_necessity": {"reason": "r", "passed": True},
                    "tool_boundary": {"reason": "r", "passed": True},
                },
                "scores": {
                    k: ok
                    for k in (
                        "semantic_placement",
                        "structural_coherence",
                        "parameter_accuracy",
                        "output_format",
                    )
                },
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


def config(**kw: Any) -> RunConfig:
    base: dict[str, Any] = {
        "suite": "atp",
        "models": {"agent": "oracle"},
        "cache": False,
        "limit": 12,
    }
    base.update(kw)
    return RunConfig(**base)


async def test_oracle_is_perfect_on_ground_truth_metrics(tmp_path: Path) -> None:
    summary = await start_run(config(), tmp_path / "r", progress=False)
    assert (summary.done, summary.failed) == (12, 0)
    with RunStore.open(tmp_path / "r") as store:
        stats = store.run_metrics()["summary"]
        rows = store.samples()
    plan = stats["plan"]
    assert plan["n_answers"] == 12
    assert plan["tool_sets"]["macro"]["f1"] == 1.0
    assert plan["validity"]["answer_validity_rate"] == 1.0
    assert all(r.metrics["tool_set_f1"] == 1.0 and r.metrics["valid"] for r in rows)
    assert "mam" not in stats


async def test_model_answers_are_checked_and_judged(tmp_path: Path) -> None:
    answers = iter([GOOD, BROKEN, "Plain text only."])
    agent = ScriptedModel("scripted/answers", lambda m, t, c: next(answers))
    judge = ScriptedModel("scripted/judge", judge_reply)
    cfg = config(
        models={"agent": "scripted/answers", "judge": "scripted/judge"}, limit=3, max_concurrency=1
    )
    summary = await start_run(
        cfg, tmp_path / "r", progress=False, models={"agent": agent, "judge": judge}
    )
    assert summary.done == 3
    with RunStore.open(tmp_path / "r") as store:
        rows = store.samples()
        verdicts = store.verdicts()
        stats = store.run_metrics()["summary"]
        first_msgs = store.messages(rows[0].key)
        judge_calls = [c for c in store.model_calls(rows[0].key) if c["role"] == "judge"]
    by_answer = {r.output["answer"]: r for r in rows}
    good, broken, plain = by_answer[GOOD], by_answer[BROKEN], by_answer["Plain text only."]
    assert good.metrics["valid"] and good.metrics["n_valid_calls"] == 1
    assert not broken.metrics["valid"] and broken.metrics["n_valid_calls"] == 0
    codes = {v["code"] for c in broken.output["plan"]["calls"] for v in c["violations"]}
    assert {"recovered_json", "unknown_tool", "mid_sentence"} <= codes
    assert plain.metrics["n_calls"] == 0
    assert good.metrics["final_score"] == 70 and good.metrics["missed_images"] == 1
    assert good.metrics["success_rate"] == 1.0 and plain.metrics["success_rate"] is None
    assert len(verdicts) == 3 and {v["judge_model"] for v in verdicts} == {"scripted/judge"}
    assert [m["role"] for m in first_msgs] == ["system", "user", "assistant"]
    assert len(judge_calls) >= 2
    assert stats["mam"]["overall"]["final_score"] == 70
    # recomputable from the store alone
    with RunStore.open(tmp_path / "r") as store:
        suite = build_suite({})
        assert json.loads(json.dumps(summarize_run(store, suite.samples_by_id))) == stats


async def test_judge_that_never_answers_properly_keeps_the_answer(tmp_path: Path) -> None:
    agent = ScriptedModel("scripted/answers", lambda m, t, c: GOOD)
    judge = ScriptedModel("scripted/judge", lambda m, t, c: "I refuse to output JSON")
    cfg = config(models={"agent": "scripted/answers", "judge": "scripted/judge"}, limit=1)
    summary = await start_run(
        cfg, tmp_path / "r", progress=False, models={"agent": agent, "judge": judge}
    )
    assert summary.done == 1
    with RunStore.open(tmp_path / "r") as store:
        [row] = store.samples()
    assert row.output["answer"] == GOOD
    assert "judge_error" in row.output and "final_score" not in row.metrics


def test_options_are_validated() -> None:
    with pytest.raises(ConfigError, match=r"shot: unknown option \(accepted options: dataset"):
        ATPOptions.parse({"shot": 1})
    with pytest.raises(ConfigError, match="shots: Input should be less than or equal to 3"):
        ATPOptions.parse({"shots": 5})
    with pytest.raises(ConfigError, match="boundary: Input should be 'original'"):
        ATPOptions.parse({"boundary": "sideways"})
    with pytest.raises(ConfigError, match="cannot load ATP dataset"):
        build_suite({"dataset": "/nonexistent/atp.jsonl"})


def test_cli_run_check_report_execute(tmp_path: Path) -> None:
    out = tmp_path / "run"
    result = runner.invoke(
        app,
        [
            "run",
            "atp",
            "--model",
            "oracle",
            "--limit",
            "4",
            "-o",
            str(out),
            "--no-progress",
            "--no-cache",
        ],
        env={"COLUMNS": "200"},
    )
    assert result.exit_code == 0, result.output
    assert "ATP plan metrics" in result.output and "overall" in result.output
    report = runner.invoke(app, ["atp", "report", str(out), "--json"])
    assert report.exit_code == 0
    assert json.loads(report.output)["plan"]["n_answers"] == 4

    answer = tmp_path / "answer.md"
    answer.write_text(BROKEN)
    checked = runner.invoke(app, ["atp", "check", str(answer), "--images", "0"])
    assert checked.exit_code == 1
    parsed = json.loads(checked.output)
    assert parsed["valid"] is False
    assert runner.invoke(app, ["atp", "check", str(tmp_path / "missing.md")]).exit_code == 2

    with RunStore.open(out) as store:
        sample_id = store.samples()[0].sample_id
    html = tmp_path / "doc.html"
    executed = runner.invoke(
        app,
        ["atp", "execute", sample_id, "--run", str(out), "-o", str(html)],
        env={"MMTB_IMAGES_BASE_URL": "", "SERPAPI_API_KEY": ""},
    )
    assert executed.exit_code == 0, executed.output
    text = html.read_text()
    assert text.startswith("<!DOCTYPE html>") or "<html" in text
    assert "http://" not in text.split("<body", 1)[-1].replace("http://www.w3.org", "")
    sandbox_run = runner.invoke(app, ["atp", "report", str(tmp_path / "nope")])
    assert sandbox_run.exit_code == 2
