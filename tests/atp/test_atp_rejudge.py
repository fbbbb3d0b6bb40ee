"""`mmtb judge` on an ATP run: MAM over the stored answers, then `mmtb report --judge-model`."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from tests.atp.test_atp_suite import judge_reply
from typer.testing import CliRunner

from mmtoolbench.atp.judge.rejudge import rejudge_atp_run
from mmtoolbench.cli import app, eval_cmd
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.store.run_store import RunStore

runner = CliRunner()
LIMIT = 3


@pytest.fixture(scope="module")
def unjudged(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("atp-rejudge") / "run"
    config = RunConfig(suite="atp", models={"agent": "oracle"}, cache=False, limit=LIMIT)
    asyncio.run(start_run(config, path, progress=False))
    return path


def _copy(run: Path, tmp_path: Path) -> Path:
    import shutil

    target = tmp_path / "run"
    shutil.copytree(run, target)
    return target


async def test_rejudge_adds_verdicts_skips_and_counts_errors(
    unjudged: Path, tmp_path: Path
) -> None:
    run = _copy(unjudged, tmp_path)
    judge = ScriptedModel("scripted/judge", judge_reply)
    with RunStore.open(run) as store:
        first = await rejudge_atp_run(store, judge)
        assert (first.samples, first.judged, first.errors, first.skipped) == (LIMIT, LIMIT, 0, 0)
        assert first.usage.input_tokens > 0
        verdicts = store.verdicts()
        assert {(v["judge"], v["judge_model"]) for v in verdicts} == {("mam", "scripted/judge")}
        assert all(v["verdict"]["chief"]["score"] == 70 for v in verdicts)
        again = await rejudge_atp_run(store, judge)
        assert (again.judged, again.skipped) == (0, LIMIT)
        broken = ScriptedModel("scripted/broken", lambda m, t, c: "no JSON here")
        failed = await rejudge_atp_run(store, broken, retries=0, keys=[verdicts[0]["sample_key"]])
        assert (failed.judged, failed.errors) == (0, 1) and "no JSON" in failed.problems[0]
        assert len(store.verdicts()) == LIMIT
        with pytest.raises(ConfigError, match="no finished sample"):
            await rejudge_atp_run(store, judge, keys=["ghost#0"])


def test_cli_judge_then_report_counts_that_judge(
    unjudged: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run = _copy(unjudged, tmp_path)

    def build(model_string: str, **kwargs: Any) -> ScriptedModel:
        return ScriptedModel(model_string, judge_reply)

    monkeypatch.setattr(eval_cmd, "build_judge_model", build)
    result = runner.invoke(app, ["judge", str(run), "-j", "scripted/judge", "--no-cache"])
    assert result.exit_code == 0, result.output
    assert f"{LIMIT} answers, {LIMIT} MAM verdicts added, 0 judge errors" in result.output
    refused = runner.invoke(app, ["judge", str(run), "-j", "scripted/judge", "--repeats", "2"])
    assert refused.exit_code != 0 and "no judge repeats" in " ".join(refused.output.split())
    report = runner.invoke(app, ["report", str(run), "--judge-model", "scripted/judge"])
    assert report.exit_code == 0, report.output
    markdown = (run / "report.md").read_text()
    assert "## mam" in markdown and "| final_score | 70.000 |" in markdown
    plain = runner.invoke(app, ["report", str(run)])  # the stored summary: no MAM
    assert plain.exit_code == 0 and "## mam" not in (run / "report.md").read_text()
