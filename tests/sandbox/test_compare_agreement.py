"""Leaderboard and judge correlation (``compare``); human-label agreement (``agreement``)."""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path

import pytest

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.sandbox.evaluate.agreement import (
    agreement,
    parse_labels,
    read_labels,
    render_markdown,
    write_report,
)
from mmtoolbench.sandbox.evaluate.compare import (
    compare_runs,
    judge_correlation,
    write_comparison,
)
from mmtoolbench.sandbox.evaluate.compare import render_markdown as render_leaderboard
from mmtoolbench.sandbox.evaluate.judges import (
    AGENT_JUDGE,
    JUDGE_CRITERIA,
    USER_JUDGE,
    CriterionVerdict,
    JudgeVerdict,
)
from mmtoolbench.stats import (
    fleiss_kappa,
    mean_pairwise_agreement,
    mean_pairwise_cohen_kappa,
    spearman,
)
from mmtoolbench.store.records import SampleRecorder
from mmtoolbench.store.run_store import RunInfo, RunStore, SampleOutcome

# --------------------------------------------------------------------------- helpers


def _verdict(judge: str, passed: bool, model: str, fail: Sequence[str] = ()) -> JudgeVerdict:
    failing = list(fail) or ([] if passed else [JUDGE_CRITERIA[judge][0]])
    criteria = {
        c: CriterionVerdict(analysis="a", passed=c not in failing, evidence="e")
        for c in JUDGE_CRITERIA[judge]
    }
    return JudgeVerdict(
        judge=judge,
        judge_model=model,
        criteria=criteria,
        overall="pass" if not failing else "fail",
        passed=not failing,
        failed_criteria=failing,
    )


def _run(
    path: Path,
    agent: str,
    n: int,
    *,
    judges: dict[str, Sequence[bool]] | None = None,
    user_judges: dict[str, Sequence[bool]] | None = None,
    suite: str = "sandbox",
    f1: float = 0.5,
) -> Path:
    info = RunInfo(
        run_id=path.name, suite=suite, config={"models": {"agent": agent}}, package_version="0"
    )
    with RunStore.create(path, info) as store:
        for i in range(n):
            output = {
                "scenario": {"id": f"s{i:03d}", "arrival_pattern": "upfront", "image_count": 2},
                "entity_f1": {"f1": f1},
                "steps": {"total": 10, "agent": 6, "user": 4},
                "tools": {"expected": [], "invoked_full": [], "surfaced_full": []},
            }
            store.commit_sample(
                SampleOutcome(
                    sample_id=f"s{i:03d}",
                    repeat=0,
                    seed=0,
                    status="done",
                    started_at=time.time(),
                    finished_at=time.time(),
                    output=output,
                ),
                SampleRecorder(),
            )
        for judge, table in ((AGENT_JUDGE, judges or {}), (USER_JUDGE, user_judges or {})):
            for model, passes in table.items():
                for i, ok in enumerate(passes):
                    v = _verdict(judge, ok, model)
                    store.add_verdict(f"s{i:03d}#0", judge, model, v.to_json())
    return path


def _flags(pattern: Sequence[tuple[bool, int]]) -> list[bool]:
    return [value for value, count in pattern for _ in range(count)]


# --------------------------------------------------------------------------- agreement

# Table 6: human majority vs the Sonnet judge (tp 32, fn 12, fp 2, tn 54), 100 items.
HUMAN = _flags([(True, 44), (False, 56)])
SONNET = _flags([(True, 32), (False, 12), (True, 2), (False, 54)])
# Table 5, Qwen row: FPR 0.179 (10 of 56), FNR 0.068 (3 of 44).
QWEN = _flags([(True, 41), (False, 3), (True, 10), (False, 46)])
# Table 6, user judge vs human: tp 73, fn 17, fp 6, tn 4.
USER_HUMAN = _flags([(True, 90), (False, 10)])
USER_JUDGE_LABELS = _flags([(True, 73), (False, 17), (True, 6), (False, 4)])


@pytest.fixture()
def agreement_run(tmp_path: Path) -> Path:
    return _run(
        tmp_path / "run",
        "anthropic/claude-opus",
        100,
        judges={"anthropic/claude-sonnet-4.5": SONNET, "openai-compatible/qwen": QWEN},
        user_judges={"anthropic/claude-sonnet-4.5": USER_JUDGE_LABELS},
    )


def _labels_csv(path: Path) -> Path:
    # three annotators whose majority is HUMAN; annotator 3 dissents on 10 items
    third = [not h if i % 10 == 0 else h for i, h in enumerate(HUMAN)]
    lines = ["sample_id,pass_1,pass_2,pass_3,user,task_completion"]
    for i in range(100):
        row = [
            f"s{i:03d}",
            "pass" if HUMAN[i] else "fail",
            "1" if HUMAN[i] else "0",
            "yes" if third[i] else "no",
            "true" if USER_HUMAN[i] else "false",
            ("pass" if HUMAN[i] else "fail") if i < 50 else "",
        ]
        lines.append(",".join(row))
    lines.append("not_in_run,pass,pass,pass,,")
    path.write_text("\n".join(lines) + "\n")
    return path


def test_agreement_reproduces_tables_5_and_6(agreement_run: Path, tmp_path: Path) -> None:
    labels = read_labels(_labels_csv(tmp_path / "labels.csv"))
    with RunStore.open(agreement_run) as store:
        report = agreement(labels, store)
    assert report.n_items == 101 and report.unmatched == ["not_in_run#0"]
    targets = {t.target: t for t in report.targets}
    assert list(targets) == ["agent", "user", "task_completion"]
    agent = targets["agent"]
    assert agent.judge == AGENT_JUDGE and agent.n_labelled == 100
    sonnet, qwen = agent.judges
    assert sonnet.judge_model == "anthropic/claude-sonnet-4.5" and sonnet.n == 100
    assert (sonnet.tp, sonnet.fn, sonnet.fp, sonnet.tn) == (32, 12, 2, 54)
    assert round(sonnet.raw_agreement or 0, 2) == 0.86
    assert round(sonnet.cohen_kappa or 0, 3) == 0.709
    assert round(sonnet.fpr or 0, 3) == 0.036
    assert round(sonnet.fnr or 0, 3) == 0.273
    assert round(sonnet.judge_pass_rate or 0, 2) == 0.34
    assert round(sonnet.human_pass_rate or 0, 2) == 0.44
    assert (round(qwen.raw_agreement or 0, 2), round(qwen.cohen_kappa or 0, 3)) == (0.87, 0.741)
    assert (round(qwen.fpr or 0, 3), round(qwen.fnr or 0, 3)) == (0.179, 0.068)
    assert round(qwen.judge_pass_rate or 0, 2) == 0.51
    user = targets["user"].judges[0]
    assert targets["user"].judge == USER_JUDGE
    assert (round(user.raw_agreement or 0, 2), round(user.cohen_kappa or 0, 3)) == (0.77, 0.142)
    # the criterion column: 50 labelled items, compared with the judges' task_completion
    tc = targets["task_completion"]
    assert tc.n_labelled == 50 and tc.judges[0].n == 50
    # inter-annotator agreement (appendix B.2)
    third = [not h if i % 10 == 0 else h for i, h in enumerate(HUMAN)]
    raters = [HUMAN, HUMAN, third]
    ann = agent.annotators
    assert ann is not None and ann.annotators == ["1", "2", "3"] and ann.n_items == 100
    assert ann.mean_pairwise_raw == pytest.approx(mean_pairwise_agreement(raters))
    assert ann.mean_pairwise_kappa == pytest.approx(mean_pairwise_cohen_kappa(raters))
    assert ann.fleiss_kappa == pytest.approx(
        fleiss_kappa([list(r) for r in zip(*raters, strict=True)])
    )
    md, js = write_report(report, tmp_path / "agreement.md")
    text = md.read_text()
    assert "| anthropic/claude-sonnet-4.5 | 100 | 0.860 | 0.709 | 0.036 | 0.273 | 0.340 |" in text
    assert "| human=pass | 32 | 12 | 44 |" in text and js.exists()
    assert render_markdown(report) == text


def test_labels_for_another_judge_repeat_and_keys(agreement_run: Path) -> None:
    labels = parse_labels("key,Overall\ns000#0,pass\ns044#0,fail\n")
    assert labels.targets == {"agent": {"": {"s000#0": True, "s044#0": False}}}
    with RunStore.open(agreement_run) as store:
        report = agreement(labels, store, repeat=1)  # nothing judged in repeat 1
    assert all(j.n == 0 and j.raw_agreement is None for j in report.targets[0].judges)


def test_majority_ties_count_as_fail() -> None:
    labels = parse_labels("sample_id,pass@ann,pass@bob\na,pass,fail\nb,pass,pass\nc,,fail\n")
    assert labels.reference("agent") == {"a#0": False, "b#0": True, "c#0": False}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("id_missing,pass\na,pass\n", "no sample_id column"),
        ("sample_id,comment\na,nice\n", "no label column"),
        ("sample_id,pass\na,maybe\n", "'maybe' is not a label"),
        ("sample_id,pass\na,pass\na,fail\n", "labelled twice"),
        ("sample_id,repeat,pass\na,x,pass\n", "is not an integer"),
    ],
)
def test_bad_label_files(text: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_labels(text)


def test_missing_labels_file(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read labels file"):
        read_labels(tmp_path / "nope.csv")


# --------------------------------------------------------------------------- compare


def test_table8_rank_correlation() -> None:
    # Agent SR (%) of ten agents under three judges (seed Table 8)
    table8 = {
        "qwen-4b": (11.6, 15.1, 21.3),
        "qwen-9b": (19.0, 20.5, 26.4),
        "qwen-27b": (34.9, 39.5, 47.3),
        "qwen-35b": (26.0, 27.1, 36.1),
        "qwen-397b": (35.3, 39.6, 44.5),
        "glm": (19.0, 24.2, 24.2),
        "kimi": (41.5, 50.4, 51.1),
        "gpt": (41.5, 46.4, 47.2),
        "sonnet": (33.7, 36.8, 36.8),
        "opus": (48.8, 53.5, 58.5),
    }
    rates = [
        (agent, agent, judge, value / 100)
        for agent, values in table8.items()
        for judge, value in zip(("sonnet", "gemini", "qwen"), values, strict=True)
    ]
    corr = judge_correlation(rates)
    assert corr.row_kind == "agent" and corr.judges == ["gemini", "qwen", "sonnet"]
    rhos = {(p.judge_a, p.judge_b): p.rho for p in corr.pairs}
    assert all(p.n == 10 for p in corr.pairs)
    # "pairwise Spearman rho = 0.95-0.99"; Qwen vs Sonnet is the 0.951 of appendix B.3
    assert round(rhos[("qwen", "sonnet")] or 0, 3) == 0.951
    assert all(0.95 <= round(r or 0, 2) <= 0.99 for r in rhos.values())


def test_leaderboard_and_judge_correlation(tmp_path: Path) -> None:
    # four agents, each run judged by two judge models
    plans = {
        "agent/a": ([True] * 8 + [False] * 2, [True] * 7 + [False] * 3),
        "agent/b": ([True] * 5 + [False] * 5, [True] * 6 + [False] * 4),
        "agent/c": ([True] * 2 + [False] * 8, [True] * 1 + [False] * 9),
        "agent/d": ([True] * 5 + [False] * 5, [True] * 3 + [False] * 7),
    }
    dirs = [
        _run(tmp_path / name.split("/")[1], name, 10, judges={"judge/x": x, "judge/y": y})
        for name, (x, y) in plans.items()
    ]
    comparison = compare_runs(dirs, judge_model="judge/x")
    ranks = [(r.label, r.rank) for r in comparison.rows]
    assert ranks == [("a", 1), ("b", 2), ("d", 2), ("c", 4)]  # ties share a rank
    top = comparison.rows[0]
    assert top.agent == "agent/a" and top.judge_model == "judge/x" and top.n == 10
    assert top.agent_sr is not None and top.agent_sr.value == 0.8
    assert top.agent_sr.low <= 0.8 <= top.agent_sr.high
    assert top.entity_f1 is not None and top.entity_f1.value == 0.5
    corr = comparison.correlation
    assert corr.judges == ["judge/x", "judge/y"] and corr.row_kind == "agent"
    xs = [sum(x) / 10 for x, _ in plans.values()]
    ys = [sum(y) / 10 for _, y in plans.values()]
    [pair] = corr.pairs
    expected = spearman(xs, ys)
    assert pair.n == 4 and pair.rho == pytest.approx(expected.rho)
    assert pair.p_value == pytest.approx(expected.p_value)
    md, js = write_comparison(comparison, tmp_path / "board" / "leaderboard.md")
    text = md.read_text()
    assert "| 1 | a | agent/a | judge/x | 10 | 0.800 [" in text
    assert "| judge/x | judge/y | 4 |" in text and js.exists()
    assert render_leaderboard(comparison) == text


def test_same_agent_judged_by_different_judges_in_separate_runs(tmp_path: Path) -> None:
    dirs = []
    for agent, x, y in (("agent/a", 9, 8), ("agent/b", 5, 6), ("agent/c", 2, 1)):
        short = agent.split("/")[1]
        passes_x = [True] * x + [False] * (10 - x)
        passes_y = [True] * y + [False] * (10 - y)
        dirs.append(_run(tmp_path / f"{short}-x", agent, 10, judges={"judge/x": passes_x}))
        dirs.append(_run(tmp_path / f"{short}-y", agent, 10, judges={"judge/y": passes_y}))
    corr = compare_runs(dirs).correlation
    assert corr.row_kind == "agent"
    assert corr.table["agent/a"] == {"judge/x": 0.9, "judge/y": 0.8}
    assert corr.pairs[0].rho == pytest.approx(1.0)


def test_correlation_needs_three_rows(tmp_path: Path) -> None:
    dirs = [
        _run(tmp_path / "a", "agent/a", 4, judges={"j/x": [True] * 4, "j/y": [True] * 3 + [False]}),
        _run(tmp_path / "b", "agent/b", 4, judges={"j/x": [False] * 4, "j/y": [False] * 4}),
    ]
    comparison = compare_runs(dirs)
    [pair] = comparison.correlation.pairs
    assert pair.rho is None and "at least 3" in (pair.note or "")
    assert "at least 3" in render_leaderboard(comparison)


def test_compare_refuses_other_suites_and_nothing(tmp_path: Path) -> None:
    atp = _run(tmp_path / "atp", "oracle", 1, suite="atp")
    with pytest.raises(ConfigError, match="atp run"):
        compare_runs([atp])
    with pytest.raises(ConfigError, match="at least one"):
        compare_runs([])


def test_unjudged_runs_rank_last(tmp_path: Path) -> None:
    judged = _run(tmp_path / "j", "agent/j", 3, judges={"j/x": [False, False, True]})
    unjudged = _run(tmp_path / "u", "agent/u", 3)
    rows = compare_runs([unjudged, judged]).rows
    assert [(r.label, r.agent_sr is None) for r in rows] == [("j", False), ("u", True)]
    assert "Only one judge model" in render_leaderboard(compare_runs([judged]))
