"""Comparing ATP runs (F1 vs FS, inter-judge) and human agreement with MAM."""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest
from scipy import stats
from tests.atp.test_atp_suite import GOOD, judge_reply
from typer.testing import CliRunner

from mmtoolbench.atp.agreement import human_agreement, read_labels
from mmtoolbench.atp.compare import compare_atp_runs, write_comparison
from mmtoolbench.atp.suite import build_suite
from mmtoolbench.cli import app
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import GenerateConfig, Message, ToolSpec
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.store.run_store import RunInfo, RunStore

runner = CliRunner()
LIMIT = 4  # first samples: Edit / Code+Edit / Code+Edit / Edit
EDIT = (
    "Marker-E. Look here.\n\n"
    '<tool>{"tool_name": "Edit", "description": "mark it", '
    '"params": {"img_index": 0, "prompt": "highlight the key region"}}</tool>\n\nDone.'
)
CODE = (
    "Marker-C. The numbers:\n\n"
    '<tool>{"tool_name": "Code", "description": "bars", "params": {"diagram_type": "bar", '
    '"data": {"x": ["a", "b"], "series": {"v": [1, 2]}, "title": "t"}}}</tool>\n\nDone.'
)
SEARCH = "Marker-S. " + GOOD
# macro tool-set F1 over the 4 samples: ground truth 1, Edit 5/6, Code 1/3, Search 0
AGENTS = ("truth", "edit", "code", "search")
JUDGE_A = {"G": 90, "E": 70, "C": 50, "S": 30}  # agrees with F1
JUDGE_B = {"G": 90, "E": 50, "C": 70, "S": 30}  # swaps edit and code


def tier(score: float) -> str:
    for name, low in (("Excellent", 80), ("Good but Flawed", 60), ("Mediocre", 40)):
        if score >= low:
            return name
    return "Poor" if score >= 20 else "Fatal"


def scripted_judge(scores: dict[str, int]) -> Callable[..., str]:
    """The suite's scripted judge, with a Final Score keyed by the answer's marker."""

    def reply(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, cfg: GenerateConfig | None
    ) -> str:
        system = messages[0].text
        if "# Role: Precision Inspector" in system or "# Role: Recall Inspector" in system:
            return judge_reply(messages, tools, cfg)
        user = "\n".join(m.text for m in messages[1:])
        mark = next((k for k in ("E", "C", "S") if f"Marker-{k}" in user), "G")
        score = scores[mark]
        return json.dumps({"justification": "j", "tier": tier(score), "score": score})

    return reply


def agent_for(kind: str) -> ScriptedModel:
    truths = {s.query: s.ground_truth for s in build_suite({}).samples_by_id.values()}
    fixed = {"edit": EDIT, "code": CODE, "search": SEARCH}

    def answer(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, cfg: GenerateConfig | None
    ) -> str:
        if kind in fixed:
            return fixed[kind]
        user = messages[-1].text
        return next(t for q, t in truths.items() if q in user)

    return ScriptedModel(f"scripted/{kind}", answer)


async def make_run(path: Path, kind: str, judge: str | None, scores: dict[str, int]) -> Path:
    models: dict[str, Any] = {"agent": agent_for(kind)}
    names = {"agent": f"scripted/{kind}"}
    if judge is not None:
        models["judge"] = ScriptedModel(judge, scripted_judge(scores))
        names["judge"] = judge
    cfg = RunConfig(suite="atp", models=names, cache=False, limit=LIMIT, max_concurrency=4)
    summary = await start_run(cfg, path, progress=False, models=models)
    assert summary.done == LIMIT
    return path


@pytest.fixture(scope="module")
def runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """Judge A runs of all four agents; judge B runs of three, plus B verdicts in one A run."""
    import asyncio

    root = tmp_path_factory.mktemp("atp-runs")

    async def build() -> dict[str, Path]:
        out = {}
        for kind in AGENTS:
            out[f"A-{kind}"] = await make_run(root / f"A-{kind}", kind, "scripted/judge-a", JUDGE_A)
        for kind in AGENTS[:3]:
            out[f"B-{kind}"] = await make_run(root / f"B-{kind}", kind, "scripted/judge-b", JUDGE_B)
        out["none"] = await make_run(root / "none", "edit", None, {})
        return out

    out = asyncio.run(build())
    # re-judge the search run with judge B inside the same run directory
    with RunStore.open(out["A-search"]) as store:
        for v in store.verdicts():
            verdict = dict(v["verdict"], judge_model="scripted/judge-b")
            verdict["chief"] = {"justification": "b", "tier": "Poor", "score": JUDGE_B["S"]}
            store.add_verdict(v["sample_key"], "mam", "scripted/judge-b", verdict)
    return out


def test_f1_vs_final_score_ranking(runs: dict[str, Path]) -> None:
    cmp = compare_atp_runs([runs[f"A-{k}"] for k in AGENTS])
    assert [r.agent for r in cmp.rows if r.judge_model == "scripted/judge-a"] == [
        f"scripted/{k}" for k in AGENTS
    ]
    by_agent = {(r.agent, r.judge_model): r for r in cmp.rows}
    truth = by_agent[("scripted/truth", "scripted/judge-a")]
    assert truth.f1 == 1.0 and truth.final_score == 90 and truth.n == truth.n_judged == LIMIT
    assert by_agent[("scripted/edit", "scripted/judge-a")].f1 == pytest.approx(5 / 6)
    assert by_agent[("scripted/code", "scripted/judge-a")].f1 == pytest.approx(1 / 3)
    assert by_agent[("scripted/search", "scripted/judge-a")].f1 == 0
    assert by_agent[("scripted/search", "scripted/judge-a")].missed_images == 1
    assert by_agent[("scripted/search", "scripted/judge-a")].success_rate == 1.0

    rankings = {rc.judge_model: rc for rc in cmp.f1_vs_fs}
    a = rankings["scripted/judge-a"]
    expected = stats.spearmanr(a.f1, a.final_score)
    assert a.correlation.coefficient == pytest.approx(expected.statistic) == pytest.approx(1.0)
    assert a.correlation.p_value == pytest.approx(expected.pvalue)
    # the search run also holds judge-B verdicts: one judge-B row, too few for a ranking
    b = rankings["scripted/judge-b"]
    assert not b.correlation.available and "at least 3" in (b.correlation.reason or "")

    b_cmp = compare_atp_runs([runs[f"B-{k}"] for k in AGENTS[:3]] + [runs["A-search"]])
    rc = next(r for r in b_cmp.f1_vs_fs if r.judge_model == "scripted/judge-b")
    f1 = [r.f1 for r in b_cmp.rows if r.judge_model == "scripted/judge-b"]
    fs = [r.final_score for r in b_cmp.rows if r.judge_model == "scripted/judge-b"]
    assert rc.f1 == f1 and rc.final_score == fs
    assert rc.correlation.coefficient == pytest.approx(stats.spearmanr(f1, fs).statistic)
    assert rc.correlation.coefficient == pytest.approx(0.8)


def test_not_enough_runs(runs: dict[str, Path]) -> None:
    cmp = compare_atp_runs([runs["A-truth"], runs["A-edit"]])
    [rc] = cmp.f1_vs_fs
    assert rc.correlation.coefficient is None
    assert rc.correlation.reason == "needs at least 3 runs judged by this judge, got 2"
    assert "not available (needs at least 3" in cmp.to_markdown()
    no_judge = compare_atp_runs([runs["none"]])
    assert no_judge.f1_vs_fs[0].correlation.reason == "no run has MAM verdicts"
    assert no_judge.rows[0].final_score is None and no_judge.rows[0].judge_model is None
    assert no_judge.inter_judge.reason == "needs at least 2 judge models, got 0"
    with pytest.raises(ConfigError, match="both hold agent 'scripted/truth'"):
        compare_atp_runs([runs["A-truth"], runs["A-truth"]])


def test_inter_judge_correlation(runs: dict[str, Path], tmp_path: Path) -> None:
    dirs = [runs[f"A-{k}"] for k in AGENTS] + [runs[f"B-{k}"] for k in AGENTS[:3]]
    cmp = compare_atp_runs(dirs)
    ij = cmp.inter_judge
    assert ij.judges == ["scripted/judge-a", "scripted/judge-b"]
    assert ij.final_scores["scripted/search"] == {
        "scripted/judge-a": 30.0,
        "scripted/judge-b": 30.0,
    }
    [pair] = ij.pairs
    assert pair.agents == [f"scripted/{k}" for k in AGENTS]
    a = [ij.final_scores[g]["scripted/judge-a"] for g in pair.agents]
    b = [ij.final_scores[g]["scripted/judge-b"] for g in pair.agents]
    assert a == [90, 70, 50, 30] and b == [90, 50, 70, 30]
    assert pair.correlation.coefficient == pytest.approx(stats.spearmanr(a, b).statistic)
    assert ij.rho("scripted/judge-b", "scripted/judge-a") == pytest.approx(0.8)
    md = cmp.to_markdown()
    assert "| scripted/judge-a | 1.000 | 0.800 |" in md
    write_comparison(cmp, tmp_path / "cmp.json")
    loaded = json.loads((tmp_path / "cmp.json").read_text())
    assert loaded["inter_judge"]["pairs"][0]["correlation"]["n"] == 4


def labels_csv(path: Path, run: Path, rows: list[str], header: str) -> Path:
    with RunStore.open(run) as store:
        ids = [r.sample_id for r in sorted(store.samples(), key=lambda r: r.sample_id)]
    text = header + "\n" + "\n".join(r.format(*ids) for r in rows) + "\n"
    path.write_text(text)
    return path


def test_human_agreement(runs: dict[str, Path], tmp_path: Path) -> None:
    run = runs["B-truth"]
    csv_path = labels_csv(
        tmp_path / "labels.csv",
        run,
        [
            "{0},2,2,2,95,1,ann1",
            "{0},1,2,,85,0,ann2",
            "{1},2,1,2,80,1,ann1",
            "{2},0,2,1,70,2,ann1",
            "{3},2,1,2,60,3,ann1",
        ],
        "sample_id,precision_rating,recall_rating,chief_rating,human_final_score,"
        "human_missed_images,annotator",
    )
    report = human_agreement(csv_path, run)
    assert report.judge_model == "scripted/judge-b" and report.n_rows == 5
    assert report.n_samples == 4
    rates = {a.agent: a for a in report.agents}
    assert rates["precision"].agreement_rate == pytest.approx(100 * 7 / 10)
    assert rates["precision"].distribution == {"0": 1, "1": 1, "2": 3}
    assert rates["recall"].agreement_rate == pytest.approx(80.0)
    assert rates["chief"].n == 4 and rates["chief"].agreement_rate == pytest.approx(87.5)
    fs = report.final_score
    assert fs is not None and fs.n == 4
    # the judge gives 90 to every ground-truth answer: constant, so no correlation
    assert fs.spearman.coefficient is None and "constant" in (fs.spearman.reason or "")
    assert fs.mean_abs_diff == pytest.approx((0 + 10 + 20 + 30) / 4)
    mi = report.missed_images
    assert mi is not None and mi.spearman.coefficient is None  # judge MI is always 1
    assert "| precision | 5 | 70.00 | 1 | 1 | 3 |" in report.to_markdown()


def test_judge_choice_and_score_correlation(runs: dict[str, Path], tmp_path: Path) -> None:
    run = shutil.copytree(runs["A-search"], tmp_path / "run")  # verdicts of judges A and B
    csv_path = labels_csv(tmp_path / "l.csv", run, ["{0},2", "{1},1"], "sample_id,chief_rating")
    with pytest.raises(ConfigError, match="several judge models"):
        human_agreement(csv_path, run)
    report = human_agreement(csv_path, run, judge_model="scripted/judge-a")
    assert report.agents[0].agreement_rate == 75.0 and report.final_score is None
    with pytest.raises(ConfigError, match="no verdicts of judge 'nope'"):
        human_agreement(csv_path, run, judge_model="nope")

    # a third judge whose Final Score varies over the samples
    judge_c = {}
    with RunStore.open(run) as store:
        rows = sorted(store.samples(), key=lambda r: r.sample_id)
        first = {v["sample_key"]: v["verdict"] for v in store.verdicts()}
        for row, score in zip(rows, (20, 45, 65, 85), strict=True):
            verdict = dict(first[row.key], judge_model="scripted/judge-c")
            verdict["chief"] = {"justification": "c", "tier": tier(score), "score": score}
            store.add_verdict(row.key, "mam", "scripted/judge-c", verdict)
            judge_c[row.sample_id] = score
    human = (25, 70, 40, 90)
    scored = labels_csv(
        tmp_path / "s.csv",
        run,
        [f"{{{i}}},{h}" for i, h in enumerate(human)],
        "sample_id,human_final_score",
    )
    fs = human_agreement(scored, run, judge_model="scripted/judge-c").final_score
    assert fs is not None and fs.n == 4
    mam = [judge_c[r.sample_id] for r in rows]
    assert fs.spearman.coefficient == pytest.approx(stats.spearmanr(human, mam).statistic)
    assert fs.spearman.coefficient == pytest.approx(0.8)
    assert fs.pearson.coefficient == pytest.approx(stats.pearsonr(human, mam).statistic)
    assert fs.pearson.p_value == pytest.approx(stats.pearsonr(human, mam).pvalue)


def test_label_errors(runs: dict[str, Path], tmp_path: Path) -> None:
    bad = tmp_path / "bad.csv"
    bad.write_text("sample_id,chief_rating,human_final_score\nx,3,\ny,1.5,\nz,2,120\nw,two,\n")
    with pytest.raises(ConfigError) as err:
        read_labels(bad)
    lines = str(err.value).splitlines()
    assert lines == [
        f"{bad}:2: chief_rating must be between 0 and 2, got '3'",
        f"{bad}:3: chief_rating must be 0, 1 or 2, got '1.5'",
        f"{bad}:4: human_final_score must be between 0 and 100, got '120'",
        f"{bad}:5: chief_rating must be a number, got 'two'",
    ]
    unknown = tmp_path / "unknown.csv"
    unknown.write_text("sample_id,chief_rating\natp-academic-001,2\nno-such-id,1\n")
    with pytest.raises(ConfigError, match=r"unknown\.csv:3: unknown sample id 'no-such-id'"):
        human_agreement(unknown, runs["B-truth"])
    with pytest.raises(ConfigError, match="has no MAM verdicts"):
        human_agreement(unknown, runs["none"])
    header = tmp_path / "header.csv"
    header.write_text("id,chief_rating\n")
    with pytest.raises(ConfigError, match=r"header\.csv:1: no sample_id column"):
        read_labels(header)
    nolabel = tmp_path / "nolabel.csv"
    nolabel.write_text("sample_id,notes\n")
    with pytest.raises(ConfigError, match="no label column"):
        read_labels(nolabel)


def test_cli_compare_and_agreement(runs: dict[str, Path], tmp_path: Path) -> None:
    out = tmp_path / "cmp.md"
    dirs = [str(runs[f"A-{k}"]) for k in AGENTS]
    result = runner.invoke(app, ["atp", "compare", *dirs, "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "Ground truth based evaluation" in result.output
    assert "judge scripted/judge-a: rho = 1.000" in out.read_text()
    as_json = runner.invoke(app, ["atp", "compare", *dirs, "--json"])
    assert json.loads(as_json.output)["f1_vs_fs"][0]["correlation"]["coefficient"] == 1.0
    missing = runner.invoke(app, ["atp", "compare", str(tmp_path / "nope")])
    assert missing.exit_code == 2

    labels = tmp_path / "labels.csv"
    labels.write_text("sample_id,chief_rating\natp-academic-001,2\natp-academic-002,1\n")
    agreed = runner.invoke(app, ["atp", "agreement", str(labels), str(runs["A-truth"]), "--json"])
    assert agreed.exit_code == 0, agreed.output
    assert json.loads(agreed.output)["agents"][0]["agreement_rate"] == 75.0
    labels.write_text("sample_id,chief_rating\natp-academic-001,5\n")
    bad = runner.invoke(app, ["atp", "agreement", str(labels), str(runs["A-truth"])])
    assert bad.exit_code == 2


def test_suite_agnostic_compare_and_agreement(runs: dict[str, Path], tmp_path: Path) -> None:
    """`mmtb compare` / `mmtb agreement` dispatch on the runs' suite (issue 17 item 3)."""
    dirs = [str(runs[f"A-{k}"]) for k in AGENTS]
    out = tmp_path / "cmp.md"
    result = runner.invoke(app, ["compare", *dirs, "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert out.read_text() == compare_atp_runs([Path(d) for d in dirs]).to_markdown()
    assert "judge scripted/judge-a: rho = 1.000" in out.read_text()
    labels = tmp_path / "labels.csv"
    labels.write_text("sample_id,chief_rating\natp-academic-001,2\natp-academic-002,1\n")
    md = tmp_path / "agree.md"
    agreed = runner.invoke(app, ["agreement", str(labels), str(runs["A-truth"]), "-o", str(md)])
    assert agreed.exit_code == 0, agreed.output
    assert json.loads(md.with_suffix(".json").read_text())["agents"][0]["agreement_rate"] == 75.0
    sandbox = tmp_path / "sandbox-run"
    info = RunInfo(run_id="s", suite="sandbox", config={}, package_version="0")
    RunStore.create(sandbox, info).close()
    mixed = runner.invoke(app, ["compare", dirs[0], str(sandbox)])
    assert mixed.exit_code != 0 and "different suites" in " ".join(mixed.output.split())


def test_compare_page_escapes_model_names(runs: dict[str, Path], tmp_path: Path) -> None:
    """Agent names reach the comparison page as text: escaped, never markup."""
    import asyncio

    evil = "scripted/<script>alert(1)</script>"
    models: dict[str, Any] = {"agent": ScriptedModel(evil, lambda *_: EDIT)}
    cfg = RunConfig(suite="atp", models={"agent": evil}, cache=False, limit=2)
    asyncio.run(start_run(cfg, tmp_path / "evil", progress=False, models=models))
    out = tmp_path / "cmp.md"
    write_comparison(compare_atp_runs([runs["A-truth"], tmp_path / "evil"]), out)
    html = out.with_suffix(".html").read_text()
    assert evil in out.read_text()  # the Markdown keeps the name as written
    assert "<script>" not in html
    assert "scripted/&lt;script&gt;alert(1)&lt;/script&gt;" in html
