"""CLI: ``mmtb judge``, ``mmtb report``, ``mmtb compare``, ``mmtb agreement``."""

from __future__ import annotations

import asyncio
import json
import re
import shutil
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from mmtoolbench.cli import app, eval_cmd
from mmtoolbench.core.messages import GenerateConfig, Message, TextPart, ToolSpec
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.sandbox.evaluate.judges import JUDGE_CRITERIA
from mmtoolbench.store.run_store import RunInfo, RunStore

runner = CliRunner()
IDS = ["plumber_note", "detergent_compare", "spam_cleanup"]


def _flat(text: str) -> str:
    return " ".join(text.split())


def judge_script(
    messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
) -> str:
    judge = "agent_judge" if "Agent Judge" in messages[0].text else "user_judge"
    request = "\n".join(p.text for p in messages[1].content if isinstance(p, TextPart))
    match = re.search(r"^- id: (\S+)$", request, re.MULTILINE)
    assert match is not None
    fail = {"spam_cleanup": ["no_side_effects"]}.get(match.group(1), []) if judge[0] == "a" else []
    if config.seed == 1 and match.group(1) == "plumber_note" and judge == "agent_judge":
        fail = ["information_accuracy"]
    criteria = {
        c: {"analysis": "a", "pass": c not in fail, "evidence": "e"} for c in JUDGE_CRITERIA[judge]
    }
    return json.dumps(
        {"criteria": criteria, "overall": "fail" if fail else "pass", "reasoning": "r"}
    )


@pytest.fixture(scope="module")
def base_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("eval_cli")
    config = RunConfig(
        suite="sandbox",
        suite_options={"mode": "tool-use", "discovery": False},
        models={"agent": "oracle"},
        ids=IDS,
        cache=False,
    )
    asyncio.run(start_run(config, root / "run", progress=False))
    return root / "run"


@pytest.fixture()
def run_dir(base_run: Path, tmp_path: Path) -> Path:
    target = tmp_path / "run"
    shutil.copytree(base_run, target)
    return target


@pytest.fixture()
def scripted_judge(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    built: list[str] = []

    def build(model_string: str, **kwargs: Any) -> ScriptedModel:
        built.append(model_string)
        return ScriptedModel(model_string, judge_script)

    monkeypatch.setattr(eval_cmd, "build_judge_model", build)
    return built


def _verdicts(run_dir: Path) -> list[dict[str, Any]]:
    with RunStore.open(run_dir) as store:
        return store.verdicts()


def test_judge_with_repeats_reports_the_spread(run_dir: Path, scripted_judge: list[str]) -> None:
    result = runner.invoke(
        app, ["judge", str(run_dir), "--judge-model", "scripted/judge", "--repeats", "2"]
    )
    assert result.exit_code == 0, result.output
    out = _flat(result.output)
    assert "3 trajectories, 12 verdicts added, 0 judge errors, 0 already judged" in out
    assert "agent_judge pass rate (%) by judge repeat" in out
    assert "66.67" in out and "33.33" in out  # repeat 0: 2/3, repeat 1: 1/3
    verdicts = _verdicts(run_dir)
    assert {(v["judge"], v["verdict"]["repeat"]) for v in verdicts} == {
        ("agent_judge", 0),
        ("agent_judge", 1),
        ("user_judge", 0),
        ("user_judge", 1),
    }
    assert {v["judge_model"] for v in verdicts} == {"scripted/judge"}
    with RunStore.open(run_dir) as store:
        spread = store.run_metrics()["judge_spread"]["scripted/judge"]["agent_judge"]
    assert [r["pass_rate"] for r in spread["per_repeat"]] == pytest.approx([2 / 3, 1 / 3])
    # resumable: nothing left to judge
    again = runner.invoke(
        app, ["judge", str(run_dir), "--judge-model", "scripted/judge", "--repeats", "2"]
    )
    assert again.exit_code == 0 and "0 verdicts added" in _flat(again.output)
    assert "12 already judged" in _flat(again.output)
    assert len(_verdicts(run_dir)) == 12
    forced = runner.invoke(
        app,
        ["judge", str(run_dir), "-j", "scripted/judge", "--judges", "agent", "--force"],
    )
    assert forced.exit_code == 0 and "3 verdicts added" in _flat(forced.output)
    assert len(_verdicts(run_dir)) == 15


def test_judge_selected_samples_and_judges(run_dir: Path, scripted_judge: list[str]) -> None:
    result = runner.invoke(
        app,
        [
            "judge",
            str(run_dir),
            "-j",
            "scripted/judge",
            "--judges",
            "user",
            "--ids",
            "plumber_note#0",
        ],
    )
    assert result.exit_code == 0, result.output
    assert [(v["sample_key"], v["judge"]) for v in _verdicts(run_dir)] == [
        ("plumber_note#0", "user_judge")
    ]
    bad = runner.invoke(app, ["judge", str(run_dir), "-j", "scripted/judge", "--ids", "nope#0"])
    assert bad.exit_code == 2 and "no finished sample nope#0" in _flat(bad.output)


def test_judge_failures_are_stored_and_reported(run_dir: Path) -> None:
    # the real builder: the built-in scripted/json judge answers "{}" (off-schema)
    result = runner.invoke(
        app,
        ["judge", str(run_dir), "-j", "scripted/json", "--retries", "1", "--no-cache"],
    )
    assert result.exit_code == 0, result.output
    out = _flat(result.output)
    assert "0 verdicts added, 6 judge errors" in out
    assert "stored as errors" in out
    verdicts = _verdicts(run_dir)
    assert len(verdicts) == 6 and all(v["verdict"]["error"] for v in verdicts)
    assert all(len(v["verdict"]["raw_outputs"]) == 2 for v in verdicts)
    assert all(v["verdict"]["usage"]["input_tokens"] > 0 for v in verdicts)


def test_judge_refuses_bad_input(run_dir: Path, tmp_path: Path, scripted_judge: list[str]) -> None:
    bad = runner.invoke(app, ["judge", str(run_dir), "-j", "scripted/judge", "--judges", "boss"])
    assert bad.exit_code == 2 and "unknown judge 'boss'" in _flat(bad.output)
    info = RunInfo(run_id="toy", suite="toy", package_version="0")
    RunStore.create(tmp_path / "toy", info).close()
    toy = runner.invoke(app, ["judge", str(tmp_path / "toy"), "-j", "scripted/judge"])
    assert toy.exit_code == 2 and "is a toy run, not sandbox" in _flat(toy.output)
    # ATP runs are judged with MAM (tests/atp/test_atp_rejudge.py); an empty one has nothing
    RunStore.create(tmp_path / "atp", info.model_copy(update={"suite": "atp"})).close()
    atp = runner.invoke(app, ["judge", str(tmp_path / "atp"), "-j", "scripted/judge"])
    assert atp.exit_code == 0 and "0 answers, 0 MAM verdicts added" in _flat(atp.output)
    missing = runner.invoke(app, ["judge", str(tmp_path / "nothing"), "-j", "scripted/judge"])
    assert missing.exit_code == 2 and "not a run directory" in _flat(missing.output)
    no_model = runner.invoke(app, ["judge", str(run_dir)])
    assert no_model.exit_code != 0


def test_report_command(run_dir: Path, tmp_path: Path, scripted_judge: list[str]) -> None:
    runner.invoke(app, ["judge", str(run_dir), "-j", "scripted/judge"])
    result = runner.invoke(app, ["report", str(run_dir)])
    assert result.exit_code == 0, result.output
    assert (run_dir / "report.html").is_file() and (run_dir / "report.md").is_file()
    html = (run_dir / "report.html").read_text()
    assert 'data-metric="overall.agent_sr">0.667<' in html
    custom = runner.invoke(app, ["report", str(run_dir), "-o", str(tmp_path / "r" / "x.html")])
    assert custom.exit_code == 0 and (tmp_path / "r" / "x.md").is_file()
    bad = runner.invoke(app, ["report", str(tmp_path / "nothing")])
    assert bad.exit_code == 2 and "not a run directory" in _flat(bad.output)


def test_compare_command(run_dir: Path, tmp_path: Path, scripted_judge: list[str]) -> None:
    other = tmp_path / "other"
    shutil.copytree(run_dir, other)
    runner.invoke(app, ["judge", str(run_dir), "-j", "scripted/judge"])
    runner.invoke(app, ["judge", str(other), "-j", "scripted/judge", "--judges", "agent"])
    runner.invoke(app, ["judge", str(other), "-j", "scripted/judge2", "--judges", "agent"])
    board = tmp_path / "board.md"
    result = runner.invoke(app, ["compare", str(run_dir), str(other), "-o", str(board)])
    assert result.exit_code == 0, result.output
    out = _flat(result.output)
    assert "Leaderboard" in out and "0.667" in out
    assert "written:" in out and board.is_file() and board.with_suffix(".json").is_file()
    data = json.loads(board.with_suffix(".json").read_text())
    assert [r["rank"] for r in data["rows"]] == [1, 1]
    assert data["correlation"]["judges"] == ["scripted/judge", "scripted/judge2"]
    bad = runner.invoke(app, ["compare", str(tmp_path / "nothing")])
    assert bad.exit_code == 2


def test_agreement_command(run_dir: Path, tmp_path: Path, scripted_judge: list[str]) -> None:
    runner.invoke(app, ["judge", str(run_dir), "-j", "scripted/judge"])
    labels = tmp_path / "labels.csv"
    labels.write_text(
        "sample_id,pass,user\nplumber_note,pass,pass\ndetergent_compare,fail,pass\n"
        "spam_cleanup,fail,pass\nghost,pass,\n"
    )
    out_md = tmp_path / "agreement.md"
    result = runner.invoke(app, ["agreement", str(labels), str(run_dir), "-o", str(out_md)])
    assert result.exit_code == 0, result.output
    out = _flat(result.output)
    assert "1 labelled item(s) not in the run: ghost#0" in out
    assert "scripted/judge" in out and "0.667" in out  # 2 of 3 agree
    assert "1/1/1/0" in out  # tp/fp/tn/fn: detergent_compare is a false positive
    assert out_md.is_file() and out_md.with_suffix(".json").is_file()
    bad = tmp_path / "bad.csv"
    bad.write_text("sample_id,pass\nplumber_note,perhaps\n")
    wrong = runner.invoke(app, ["agreement", str(bad), str(run_dir)])
    assert wrong.exit_code == 2 and "'perhaps' is not a label" in _flat(wrong.output)


def test_custom_suite_provides_its_own_analyses(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """judge/compare/agreement hand a ``module:factory`` suite's runs to the ``analyses``
    next to its factory; the CLI knows no suite."""
    import tests.runner.toy_suite as toy

    from mmtoolbench.runner.suite import (
        AgreementRequest,
        CommandConsole,
        CompareRequest,
        JudgeRequest,
    )

    suite = "tests.runner.toy_suite:build_suite"
    for name in ("a", "b"):
        info = RunInfo(run_id=name, suite=suite, package_version="0")
        RunStore.create(tmp_path / name, info).close()
    a, b = str(tmp_path / "a"), str(tmp_path / "b")
    no = runner.invoke(app, ["compare", a, b])
    assert no.exit_code == 2
    assert "is a tests.runner.toy_suite:build_suite run, not sandbox or atp" in _flat(no.output)
    seen: list[Any] = []

    class ToyAnalyses:
        def judge(self, request: JudgeRequest, console: CommandConsole) -> None:
            seen.append(request)
            console.out.print(f"toy judged with {request.build_judge(2).name}")

        def compare(self, request: CompareRequest, console: CommandConsole) -> None:
            seen.append(request)
            console.echo(f"toy board of {len(request.run_dirs)}")

        def agreement(self, request: AgreementRequest, console: CommandConsole) -> None:
            from mmtoolbench.core.errors import ConfigError

            raise ConfigError(f"no labels in {request.labels_file.name}")

    monkeypatch.setattr(toy, "analyses", ToyAnalyses, raising=False)
    board = runner.invoke(app, ["compare", a, b, "--order", "b,a", "-o", str(tmp_path / "x.md")])
    assert board.exit_code == 0 and "toy board of 2" in board.output
    assert seen[-1].order == ["b", "a"] and seen[-1].output == tmp_path / "x.md"
    judged = runner.invoke(app, ["judge", a, "-j", "scripted/echo", "--ids", "s#0,t#0"])
    assert judged.exit_code == 0 and "toy judged with scripted/echo" in judged.output
    assert seen[-1].ids == ["s#0", "t#0"] and seen[-1].judge_model == "scripted/echo"
    bad = runner.invoke(app, ["agreement", str(tmp_path / "labels.csv"), a])
    assert bad.exit_code == 2 and "no labels in labels.csv" in _flat(bad.output)
