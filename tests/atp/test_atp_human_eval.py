"""End-to-end human evaluation (paper Table 9) and the ATP report's figures (issue 14 item 3).

The runs are those of ``test_atp_compare``: four scripted agents judged by a scripted MAM
whose Final Score is 90 (ground truth), 70 (edit), 50 (code) and 30 (search).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from scipy import stats
from tests.atp.test_atp_compare import labels_csv, runs  # noqa: F401 (fixture)
from typer.testing import CliRunner

from mmtoolbench.analysis.report import build_report
from mmtoolbench.atp.agreement import end_to_end_evaluation
from mmtoolbench.atp.report import call_count_shares
from mmtoolbench.cli import app
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.store.run_store import RunStore

cli = CliRunner()
HEADER = "run,sample_id,inappropriate_images,human_missed_images,human_final_score,annotator"
MODELS = ("A-truth", "A-edit", "A-code", "A-search")


def _mam_mi(run: Path, judge: str = "scripted/judge-a") -> float:
    with RunStore.open(run) as store:
        values = [
            float(v["verdict"]["missed_images"])
            for v in store.verdicts()
            if v["judge"] == "mam" and v["judge_model"] == judge
        ]
    return sum(values) / len(values)


def _labels(tmp_path: Path, runs: dict[str, Path]) -> Path:  # noqa: F811
    rows = [
        # truth: FS (5 + 4) / 2 = 4.5 on {0}, 5 on {1} -> 4.75; MI 0, 0; #Inappr. 0
        "A-truth,{0},0,0,5,ann1",
        "A-truth,{0},0,0,4,ann2",
        "A-truth,{1},0,0,5,ann1",
        # edit: FS 4; MI 1; #Inappr. 1 + 2 = 3
        "A-edit,{0},1,1,4,ann1",
        "A-edit,{2},2,1,4,ann1",
        # code: FS (3 + 3) / 2 = 3; MI 2; #Inappr. 0 + 1 = 1
        "A-code,{0},0,2,3,ann1",
        "A-code,{1},1,2,3,ann1",
        # search: FS (1 + 2) / 2 = 1.5; MI 4; #Inappr. 0 (nothing was generated)
        "A-search,{3},0,4,1,ann1",
        "A-search,{2},0,4,2,ann1",
    ]
    return labels_csv(tmp_path / "e2e.csv", runs["A-truth"], rows, HEADER)


def test_table9_by_hand(runs: dict[str, Path], tmp_path: Path) -> None:  # noqa: F811
    dirs = [runs[m] for m in MODELS]
    report = end_to_end_evaluation(_labels(tmp_path, runs), dirs, judge_model="scripted/judge-a")
    rows = {r.run_id: r for r in report.rows}
    assert [r.run_id for r in report.rows] == list(MODELS)
    truth, edit, code, search = (rows[m] for m in MODELS)
    assert (truth.n_samples, truth.inappropriate_images, truth.human_final_score) == (2, 0, 4.75)
    assert (edit.n_samples, edit.inappropriate_images, edit.human_missed_images) == (2, 3, 1.0)
    assert (code.inappropriate_images, code.human_final_score) == (1, 3.0)
    assert (search.inappropriate_images, search.human_final_score) == (0, 1.5)
    assert [rows[m].mam_final_score for m in MODELS] == [90, 70, 50, 30]
    assert edit.agent == "scripted/edit" and report.judge_model == "scripted/judge-a"
    # model level: human FS 4.75 > 4 > 3 > 1.5 and MAM FS 90 > 70 > 50 > 30 -> rho = 1
    fs = report.final_score
    assert fs.n == 4 and fs.coefficient == pytest.approx(1.0) and fs.p_value is not None
    # MI: human 0, 1, 2, 4 against MAM's per-run means (from the stored verdicts)
    mam_mi = [_mam_mi(runs[m]) for m in MODELS]
    assert [rows[m].mam_missed_images for m in MODELS] == pytest.approx(mam_mi)
    mi = report.missed_images
    if len(set(mam_mi)) > 1:
        expected = stats.spearmanr([0, 1, 2, 4], mam_mi).statistic
        assert mi.coefficient == pytest.approx(expected)
    else:
        assert mi.coefficient is None and "constant" in (mi.reason or "")
    md = report.to_markdown()
    assert "| scripted/edit | A-edit | 2 | 3 | 1.00 | 4.00 | 70.00 |" in md
    assert "Spearman rho = 1.0000" in md and "n = 4 models" in md


def test_table9_refuses_bad_input(runs: dict[str, Path], tmp_path: Path) -> None:  # noqa: F811
    labels = _labels(tmp_path, runs)
    with pytest.raises(ConfigError, match="unknown run 'A-search'"):
        end_to_end_evaluation(labels, [runs[m] for m in MODELS[:3]], judge_model="scripted/judge-a")
    with pytest.raises(ConfigError, match="several judge models"):
        end_to_end_evaluation(labels, [runs[m] for m in MODELS])  # A-search holds A and B
    with pytest.raises(ConfigError, match="has no MAM verdicts"):
        end_to_end_evaluation(labels, [runs["none"]])
    no_run = labels_csv(
        tmp_path / "n.csv",
        runs["A-truth"],
        ["{0},1,5"],
        "sample_id,inappropriate_images,human_final_score",
    )
    with pytest.raises(ConfigError, match="each row names its run"):
        end_to_end_evaluation(no_run, [runs["A-truth"], runs["A-edit"]])
    one = end_to_end_evaluation(no_run, [runs["A-truth"]])  # one run: no run column needed
    assert one.rows[0].inappropriate_images == 1
    assert one.final_score.coefficient is None and "at least 3 models" in (
        one.final_score.reason or ""
    )
    bad = labels_csv(
        tmp_path / "b.csv", runs["A-truth"], ["{0},1.5"], "sample_id,inappropriate_images"
    )
    with pytest.raises(ConfigError, match="inappropriate_images must be a whole number"):
        end_to_end_evaluation(bad, [runs["A-truth"]])


def test_cli_human_eval(runs: dict[str, Path], tmp_path: Path) -> None:  # noqa: F811
    labels = _labels(tmp_path, runs)
    args = ["atp", "human-eval", str(labels), *(str(runs[m]) for m in MODELS)]
    result = cli.invoke(
        app, [*args, "--judge-model", "scripted/judge-a", "-o", str(tmp_path / "t9.md")]
    )
    assert result.exit_code == 0, result.output
    assert "#Inappr." in result.output and (tmp_path / "t9.json").exists()
    bad = cli.invoke(app, args)
    assert bad.exit_code == 2 and "several judge models" in bad.output


def test_atp_report_figures(runs: dict[str, Path], tmp_path: Path) -> None:  # noqa: F811
    # Figure 3 shares: 2 answers with 0 calls, 1 with 1, 1 with 3 (of 4)
    plan = {"call_counts": {"counts": {"0": 2, "1": 1, "2": 0, "3": 1}, "n_answers": 4}}
    shares = call_count_shares(plan, top=3)
    assert shares == {"0": 0.5, "1": 0.25, "2": 0.0, "3+": 0.25}
    assert call_count_shares({}) == {}
    files = build_report(runs["A-edit"], tmp_path / "atp.html")
    names = [p.name for p in files.figures]
    assert names == [
        "01_figure_3_tool_call_number_distribution.png",
        "02_figure_5_tool_success_rate_per_tool.png",
    ]
    html = files.html.read_text()
    assert len(re.findall(r'<img src="data:image/png;base64,', html)) == 2
    again = build_report(runs["A-edit"], tmp_path / "atp.html")
    assert again.figures[0].read_bytes() == files.figures[0].read_bytes()  # deterministic
    result = cli.invoke(app, ["atp", "report", str(runs["A-edit"]), "-o", str(tmp_path / "x.html")])
    assert result.exit_code == 0, result.output
    assert len(list((tmp_path / "x_figures").glob("*.png"))) == 2


def test_atp_compare_figures(runs: dict[str, Path], tmp_path: Path) -> None:  # noqa: F811
    from mmtoolbench.atp.compare import compare_atp_runs, write_comparison

    comparison = compare_atp_runs([runs["A-edit"], runs["A-code"]])
    edit = comparison.rows[0]
    # every answer of the edit agent makes exactly one Edit call (4 answers)
    assert edit.call_counts == {"0": 0, "1": 4}
    assert edit.per_tool_calls["Edit"] == 4 and edit.per_tool_calls["Code"] == 0
    write_comparison(comparison, tmp_path / "cmp.md")
    assert (tmp_path / "cmp.html").read_text().count("data:image/png;base64,") == 2
    names = sorted(p.name for p in (tmp_path / "cmp_figures").glob("*.png"))
    assert names == ["fig3_call_counts.png", "fig5_per_tool_success_rate.png"]
    write_comparison(comparison, tmp_path / "cmp.json")
    assert (tmp_path / "cmp.json").is_file()
