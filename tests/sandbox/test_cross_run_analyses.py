"""Issue 14 item 2: Entity F1 vs Agent SR (D.2), Agent SR vs User SR (Figure 6a), the
failure taxonomy across models (Figure 7) and the comparison / report figures.

Every expected number is worked out by hand in the comments.
"""

from __future__ import annotations

import math
import time
from collections.abc import Sequence
from pathlib import Path

import pytest

from mmtoolbench.analysis.report import build_report
from mmtoolbench.sandbox.evaluate.analyses import (
    CorrelationCI,
    correlation_with_ci,
    f1_sr_disagreement,
    model_size,
    order_rows,
    scenario_bootstrap_ci,
)
from mmtoolbench.sandbox.evaluate.compare import compare_runs, render_markdown, write_comparison
from mmtoolbench.sandbox.evaluate.judges import (
    AGENT_JUDGE,
    JUDGE_CRITERIA,
    USER_JUDGE,
    CriterionVerdict,
    JudgeVerdict,
)
from mmtoolbench.sandbox.evaluate.metrics import SampleEval
from mmtoolbench.store.records import SampleRecorder
from mmtoolbench.store.run_store import RunInfo, RunStore, SampleOutcome

# ----------------------------------------------------------------------------- D.2


def _s(key: str, f1: float | None, passed: bool | None, status: str = "done") -> SampleEval:
    return SampleEval(
        key=f"{key}#0", sample_id=key, status=status, entity_f1=f1, agent_passed=passed
    )


def test_f1_sr_disagreement_by_hand() -> None:
    samples = [
        _s("a", 1.0, True),  # F1 = 1, pass
        _s("b", 1.0, False),  # F1 = 1, fail (off-diagonal)
        _s("c", 0.9, True),  # F1 < 1, pass (off-diagonal)
        _s("d", 0.5, False),  # F1 < 1, fail
        _s("e", 1.0, False),  # F1 = 1, fail (off-diagonal)
        _s("f", 0.85, False),  # F1 < 1, fail
        _s("g", 1.0, None),  # not judged: left out
        _s("h", 1.0, True, status="error"),  # failed run: left out
    ]
    d = f1_sr_disagreement(samples, examples=1)
    assert (d.n, d.f1_full_pass, d.f1_full_fail, d.f1_partial_pass, d.f1_partial_fail) == (
        6,
        1,
        2,
        1,
        2,
    )
    assert d.examples_full_fail == ["b#0"]  # one example asked; first in key order
    assert d.examples_partial_pass == ["c#0"]
    assert d.agreement == pytest.approx(3 / 6)  # a, d, f on the diagonal
    # F1 >= 0.8: a, b, c, e, f (5); failing: b, e, f (3)
    assert d.n_high_f1 == 5 and d.high_f1_fail_share == pytest.approx(3 / 5)
    assert f1_sr_disagreement(samples).examples_full_fail == ["b#0", "e#0"]


# ----------------------------------------------------------------------------- 6a


def test_pearson_with_fisher_z_ci_by_hand() -> None:
    # dx = -.2 -.1 0 .1 .2, dy = -.1 -.2 .1 0 .2: sum dxdy = .08, sxx = syy = .1 -> r = .8
    c = correlation_with_ci([0.1, 0.2, 0.3, 0.4, 0.5], [0.2, 0.1, 0.4, 0.3, 0.5])
    assert c.r == pytest.approx(0.8)
    half = 1.959963984540054 / math.sqrt(5 - 3)
    assert c.low == pytest.approx(math.tanh(math.atanh(0.8) - half))  # -0.2796
    assert c.high == pytest.approx(math.tanh(math.atanh(0.8) + half))  # 0.9862
    assert c.low == pytest.approx(-0.2796, abs=1e-4) and c.high == pytest.approx(0.9862, abs=1e-4)
    assert c.p_value is not None and 0.1 < c.p_value < 0.11  # t = .8*sqrt(3)/.6 = 2.309, df 3


def test_correlation_undefined_cases_say_why() -> None:
    three = correlation_with_ci([0.1, 0.5, 0.9], [0.2, 0.4, 0.9])
    assert three.r is not None and three.low is None and "at least 4 pairs" in (three.note or "")
    flat = correlation_with_ci([0.5, 0.5, 0.5, 0.5], [0.1, 0.2, 0.3, 0.4])
    assert flat.r is None and "constant" in (flat.note or "")
    perfect = correlation_with_ci([0.1, 0.2, 0.3, 0.4], [0.2, 0.4, 0.6, 0.8])
    assert perfect.r == pytest.approx(1.0) and perfect.low == perfect.high == pytest.approx(1.0)


def test_scenario_bootstrap_ci() -> None:
    # every run's user verdict equals its agent verdict: wherever r is defined it is 1
    runs = [
        {"s1": True, "s2": True, "s3": True, "s4": False},
        {"s1": True, "s2": False, "s3": False, "s4": False},
        {"s1": False, "s2": False, "s3": True, "s4": False, "only_here": True},
    ]
    c = scenario_bootstrap_ci(CorrelationCI(n=3, r=1.0), runs, runs, n_resamples=500)
    assert c.boot_scenarios == 4  # "only_here" is not shared
    assert c.boot_resamples == 500 and 0 < c.boot_valid <= 500
    assert c.boot_low == pytest.approx(1.0) and c.boot_high == pytest.approx(1.0)
    again = scenario_bootstrap_ci(CorrelationCI(n=3, r=1.0), runs, runs, n_resamples=500)
    assert again == c  # seeded
    two = scenario_bootstrap_ci(CorrelationCI(n=2), runs[:2], runs[:2])
    assert two.boot_low is None and two.boot_resamples == 0


# ----------------------------------------------------------------------------- 7 order


@pytest.mark.parametrize(
    ("name", "size"),
    [
        ("openai-compatible/Qwen3.5-397B-A17B", 397e9),
        ("qwen/qwen3.5-27b", 27e9),
        ("meta/llama-3.2-11b-vision", 11e9),
        ("qwen2.5-vl-72b-instruct", 72e9),
        ("google/gemma-270m", 270e6),
        ("openai/gpt-5.4", None),
        ("anthropic/claude-opus-4.5", None),
        (None, None),
    ],
)
def test_model_size(name: str | None, size: float | None) -> None:
    assert model_size(name) == size


def test_order_rows() -> None:
    rows = [("r1", "q/qwen-27b"), ("r2", "q/qwen-4b"), ("r3", "q/qwen-397b-a17b")]

    def keys(r: tuple[str, str]) -> Sequence[str]:
        return r

    def agent(r: tuple[str, str]) -> str:
        return r[1]

    by_size, how = order_rows(rows, keys, agent)
    assert how == "size" and [r[0] for r in by_size] == ["r2", "r1", "r3"]
    given, how = order_rows(rows, keys, agent, ["r3", "q/qwen-4b"])
    assert how == "given" and [r[0] for r in given] == ["r3", "r2", "r1"]  # r1 unnamed: last
    mixed = [("x", "openai/gpt-5"), *rows]
    same, how = order_rows(mixed, keys, agent)
    assert how == "input" and same == mixed


# ----------------------------------------------------------------------------- runs


def _verdict(judge: str, model: str, fail: Sequence[str]) -> JudgeVerdict:
    criteria = {
        c: CriterionVerdict(analysis="a", passed=c not in fail, evidence="e")
        for c in JUDGE_CRITERIA[judge]
    }
    return JudgeVerdict(
        judge=judge,
        judge_model=model,
        criteria=criteria,
        overall="fail" if fail else "pass",
        passed=not fail,
        failed_criteria=list(fail),
    )


# per sample: (Entity F1, failed agent criteria, user passed)
Plan = Sequence[tuple[float, Sequence[str], bool]]


def _run(path: Path, agent: str, plan: Plan, mode: str = "code-exec") -> Path:
    info = RunInfo(
        run_id=path.name,
        suite="sandbox",
        config={"models": {"agent": agent}, "suite_options": {"mode": mode}},
        package_version="0",
    )
    with RunStore.create(path, info) as store:
        for i, (f1, fail, user_ok) in enumerate(plan):
            sid = f"s{i}"
            output = {
                "scenario": {
                    "id": sid,
                    "arrival_pattern": "upfront" if i % 2 else "late",
                    "image_count": 1 + i % 3,
                    "challenge_type": "none",
                    "flow_type": "lookup_chain",
                },
                "entity_f1": {"f1": f1},
                "steps": {"total": 10, "agent": 6, "user": 4},
                "tools": {"expected": [], "invoked_full": [], "surfaced_full": []},
            }
            now = time.time()
            store.commit_sample(
                SampleOutcome(
                    sample_id=sid,
                    repeat=0,
                    seed=0,
                    status="done",
                    started_at=now,
                    finished_at=now,
                    output=output,
                ),
                SampleRecorder(),
            )
            store.add_verdict(
                f"{sid}#0", AGENT_JUDGE, "judge/x", _verdict(AGENT_JUDGE, "judge/x", fail).to_json()
            )
            user_fail = [] if user_ok else [JUDGE_CRITERIA[USER_JUDGE][0]]
            store.add_verdict(
                f"{sid}#0",
                USER_JUDGE,
                "judge/x",
                _verdict(USER_JUDGE, "judge/x", user_fail).to_json(),
            )
    return path


TC, IA, IF = "task_completion", "information_accuracy", "instruction_following"


@pytest.fixture(scope="module")
def three_runs(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    root = tmp_path_factory.mktemp("runs")
    return [
        # big: SR 3/4, user 4/4; one factual error with F1 = 1
        _run(
            root / "big",
            "q/qwen-397b",
            [(1.0, [], True), (1.0, [IA], True), (1.0, [], True), (0.9, [], True)],
        ),
        # small: SR 1/4, user 2/4; failures: task, task, incomplete
        _run(
            root / "small",
            "q/qwen-4b",
            [(0.2, [TC], False), (0.5, [TC, IA], True), (1.0, [IF], False), (1.0, [], True)],
            mode="tool-use",
        ),
        # mid: SR 2/4, user 3/4; failures: factual, incomplete
        _run(
            root / "mid",
            "q/qwen-27b",
            [(1.0, [], True), (0.5, [IA], False), (0.8, [IF], True), (1.0, [], True)],
        ),
    ]


def test_compare_cross_run_analyses(three_runs: list[Path], tmp_path: Path) -> None:
    c = compare_runs(three_runs)
    a = c.analyses
    # Figure 7 ordered by model size: 4b, 27b, 397b
    assert a.order_by == "size" and [r.label for r in a.runs] == ["small", "mid", "big"]
    small, mid, big = a.runs
    assert small.taxonomy.counts["task_failure"] == 2
    assert small.taxonomy.counts["incomplete_execution"] == 1
    assert small.taxonomy.shares["task_failure"] == pytest.approx(2 / 3)
    assert mid.taxonomy.counts["factual_error"] == 1 and big.taxonomy.n_failures == 1
    assert small.mode == "tool-use" and big.mode == "code-exec"
    # Agent SR (.25, .5, .75) vs User SR (.5, .75, 1): exactly linear -> r = 1
    assert a.sr_user.n == 3 and a.sr_user.r == pytest.approx(1.0)
    assert a.sr_user.low is None  # Fisher z needs 4 runs
    assert a.sr_user.boot_scenarios == 4 and a.sr_user.boot_low is not None
    # D.2 for big: F1=1 pass 2, F1=1 fail 1 (s1), F1<1 pass 1 (s3)
    d = big.disagreement
    assert (d.f1_full_pass, d.f1_full_fail, d.f1_partial_pass, d.f1_partial_fail) == (2, 1, 1, 0)
    assert d.examples_full_fail == ["s1#0"] and d.examples_partial_pass == ["s3#0"]
    given = compare_runs(three_runs, order=["big", "q/qwen-4b"]).analyses
    assert given.order_by == "given" and [r.label for r in given.runs] == ["big", "small", "mid"]

    md_text = render_markdown(c)
    assert "| small | q/qwen-4b | 3 | 0 (0.0%) | 2 (66.7%) | 1 (33.3%) |" in md_text
    assert "| big | 4 | 2 | 1 | 1 | 0 | 0.500 |" in md_text and "s1#0" in md_text
    assert "Pearson r = 1.000 over 3 runs" in md_text
    md, _ = write_comparison(c, tmp_path / "board.md")
    html = md.with_suffix(".html").read_text()
    assert 'data-metric="sr_user.r">1.000<' in html
    assert 'data-metric="taxonomy.small.task_failure.share">0.667<' in html
    assert 'data-metric="disagreement.big.f1_full_fail">1<' in html
    figures = sorted(p.name for p in (tmp_path / "board_figures").glob("*.png"))
    assert figures == [
        "fig5_arrival_pattern.png",
        "fig5_challenge_type.png",
        "fig5_flow_type.png",
        "fig5_image_count.png",
        "fig6a_agent_sr_vs_user_sr.png",
        "fig6b_execution_mode.png",
        "fig6c_toolset.png",
        "fig7_failure_taxonomy.png",
    ]
    assert html.count('<img src="data:image/png;base64,') == 8
    first = (tmp_path / "board_figures" / "fig7_failure_taxonomy.png").read_bytes()
    write_comparison(c, tmp_path / "board.md")
    assert (tmp_path / "board_figures" / "fig7_failure_taxonomy.png").read_bytes() == first


def test_run_report_shows_the_d2_table_and_writes_its_figures(
    three_runs: list[Path], tmp_path: Path
) -> None:
    files = build_report(three_runs[0], tmp_path / "r" / "report.html")
    html = files.html.read_text()
    assert 'data-metric="disagreement.f1_full_fail">1<' in html
    assert 'data-metric="disagreement.f1_partial_pass">1<' in html
    assert 'data-metric="disagreement.agreement">0.500<' in html  # (2 + 0) / 4
    assert "## Entity F1 vs Agent SR (appendix D.2)" in files.markdown.read_text()
    assert files.figures and all(p.parent.name == "report_figures" for p in files.figures)
    assert len(files.figures) == html.count('<img src="data:image/png;base64,')
    assert files.figures[0].read_bytes().startswith(b"\x89PNG")


def test_compare_page_and_report_escape_run_text(three_runs: list[Path], tmp_path: Path) -> None:
    """Agent names and run ids are text from the run: the pages show them, never run them."""
    evil = "q/<script>alert(1)</script>-4b"
    bad = _run(tmp_path / "<b>run", evil, [(1.0, [], True), (0.5, [TC], False)])
    md, _ = write_comparison(compare_runs([three_runs[0], bad]), tmp_path / "board.md")
    html = md.with_suffix(".html").read_text()
    assert "<script>" not in html and "<b>" not in html
    assert "q/&lt;script&gt;alert(1)&lt;/script&gt;-4b" in html
    assert "&lt;b&gt;run" in html
    report = build_report(bad, tmp_path / "r" / "report.html").html.read_text()
    assert "<script>" not in report and "<b>" not in report
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in report and "&lt;b&gt;run" in report
