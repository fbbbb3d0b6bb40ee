"""Derived sandbox metrics: taxonomy, breakdowns, user-failed removal, discovery, CIs."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

from mmtoolbench.core.messages import Usage
from mmtoolbench.sandbox.evaluate.judges import (
    AGENT_CRITERIA,
    AGENT_JUDGE,
    JUDGE_CRITERIA,
    UI_JUDGE,
    USER_JUDGE,
    CriterionVerdict,
    JudgeVerdict,
)
from mmtoolbench.sandbox.evaluate.metrics import (
    FAILURE_CATEGORIES,
    SampleEval,
    StoredVerdict,
    breakdown,
    classify_failure,
    default_judge_model,
    estimate,
    evaluate_run,
    evaluate_samples,
    select_verdicts,
    spread,
    stored_verdicts,
    taxonomy,
    usage_by_role,
)
from mmtoolbench.sandbox.evaluate.rejudge import judge_spread
from mmtoolbench.stats import bootstrap_ci, fleiss_kappa
from mmtoolbench.store.records import ModelCallRecord, SampleRecorder
from mmtoolbench.store.run_store import RunInfo, RunStore, SampleOutcome

# --------------------------------------------------------------------------- helpers


def _verdict(
    judge: str = AGENT_JUDGE,
    fail: tuple[str, ...] = (),
    *,
    model: str = "judge/a",
    repeat: int = 0,
    error: str | None = None,
) -> JudgeVerdict:
    if error is not None:
        return JudgeVerdict(judge=judge, judge_model=model, repeat=repeat, error=error)
    criteria = {
        c: CriterionVerdict(analysis="a", passed=c not in fail, evidence="e")
        for c in JUDGE_CRITERIA[judge]
    }
    return JudgeVerdict(
        judge=judge,
        judge_model=model,
        repeat=repeat,
        criteria=criteria,
        overall="fail" if fail else "pass",
        passed=not fail,
        failed_criteria=list(fail),
    )


def _output(
    sid: str,
    *,
    arrival: str = "upfront",
    images: int = 2,
    challenge: str = "none",
    flow: str = "aggregate",
    categories: tuple[str, ...] = ("ui",),
    domains: tuple[str, ...] = ("contacts",),
    f1: float = 1.0,
    steps: int = 10,
    agent_steps: int = 6,
    expected: tuple[str, ...] = ("a", "b"),
    surfaced: tuple[str, ...] = ("a", "b"),
    invoked: tuple[str, ...] = ("a",),
    discovery: bool = True,
    search_calls: int = 2,
) -> dict[str, Any]:
    return {
        "scenario": {
            "id": sid,
            "arrival_pattern": arrival,
            "image_count": images,
            "challenge_type": challenge,
            "flow_type": flow,
            "image_categories": list(categories),
            "domains": list(domains),
        },
        "settings": {"discovery": discovery},
        "entity_f1": {"f1": f1},
        "steps": {"total": steps, "agent": agent_steps, "user": steps - agent_steps},
        "end_reason": "user_ended",
        "tools": {
            "expected": list(expected),
            "surfaced_full": list(surfaced),
            "invoked_full": list(invoked),
            "search_calls": search_calls,
            "surfaced_rank": {"a": 3},
        },
    }


def _call(role: str, i: int, o: int, cost: float | None = 0.0) -> ModelCallRecord:
    return ModelCallRecord(
        role=role,
        model=f"x/{role}",
        request_hash="h",
        request_json="{}",
        response_json="{}",
        started_at=0.0,
        latency_s=0.0,
        usage=Usage(input_tokens=i, output_tokens=o, cost_usd=cost),
        cached=False,
        error=None,
    )


def _store(
    tmp_path: Path,
    samples: list[tuple[str, dict[str, Any] | None, list[ModelCallRecord]]],
    *,
    judge: str | None = None,
    repeats: int = 1,
) -> RunStore:
    models = {"agent": "x/agent"}
    if judge:
        models["judge"] = judge
    store = RunStore.create(
        tmp_path / "run",
        RunInfo(
            run_id="run",
            suite="sandbox",
            config={"models": models, "repeats": repeats},
            package_version="0",
        ),
    )
    for key, output, calls in samples:
        sid, _, rep = key.partition("#")
        recorder = SampleRecorder()
        for c in calls:
            recorder.add_model_call(c)
        store.commit_sample(
            SampleOutcome(
                sample_id=sid,
                repeat=int(rep or 0),
                seed=0,
                status="done" if output is not None else "error",
                started_at=time.time(),
                finished_at=time.time(),
                output=output,
                error=None if output is not None else "ProviderError: boom",
            ),
            recorder,
        )
    return store


def _add(store: RunStore, key: str, verdict: JudgeVerdict) -> None:
    store.add_verdict(key, verdict.judge, verdict.judge_model, verdict.to_json())


# --------------------------------------------------------------------------- taxonomy


@pytest.mark.parametrize(
    ("failed", "category"),
    [
        ((), None),
        (("information_accuracy",), "factual_error"),
        (("information_accuracy", "instruction_following"), "factual_error"),
        (("information_accuracy", "tool_use_validity", "no_side_effects"), "factual_error"),
        (("task_completion",), "task_failure"),
        (("task_completion", "information_accuracy"), "task_failure"),
        (tuple(AGENT_CRITERIA), "task_failure"),
        (("instruction_following",), "incomplete_execution"),
        (("instruction_following", "no_side_effects"), "incomplete_execution"),
        (("no_side_effects",), "uncontrolled_behavior"),
        (("no_side_effects", "tool_use_validity"), "uncontrolled_behavior"),
        (("tool_use_validity",), "other"),
    ],
)
def test_failure_taxonomy_from_criteria_pattern(failed: tuple[str, ...], category: str) -> None:
    criteria = {c: c not in failed for c in AGENT_CRITERIA}
    assert classify_failure(criteria) == category


def test_taxonomy_counts_and_shares() -> None:
    cats = ["factual_error"] * 3 + ["task_failure"] * 2 + ["uncontrolled_behavior"]
    samples = [
        SampleEval(key=f"s{i}#0", sample_id=f"s{i}", agent_passed=False, failure_category=c)
        for i, c in enumerate(cats)
    ]
    samples.append(SampleEval(key="ok#0", sample_id="ok", agent_passed=True))
    samples.append(SampleEval(key="nj#0", sample_id="nj"))  # not judged
    t = taxonomy(samples)
    assert t.n_failures == 6
    assert t.counts == {
        "factual_error": 3,
        "task_failure": 2,
        "incomplete_execution": 0,
        "uncontrolled_behavior": 1,
        "other": 0,
    }
    assert t.shares["factual_error"] == 0.5 and sum(t.shares.values()) == pytest.approx(1.0)
    assert list(t.counts) == list(FAILURE_CATEGORIES)
    assert taxonomy([]).shares == {}


# --------------------------------------------------------------------------- statistics


def test_estimate_is_the_bootstrap_mean_ci() -> None:
    values = [True, False, True, True, False, True, True, False]
    e = estimate(values)
    assert e is not None
    ci = bootstrap_ci([float(v) for v in values], seed=0)
    assert (e.value, e.low, e.high, e.n) == (ci.point, ci.low, ci.high, 8)
    assert e.low <= e.value <= e.high
    assert estimate([]) is None
    constant = estimate([True] * 5)
    assert constant is not None and constant.low == constant.high == 1.0


def test_spread_reproduces_table9() -> None:
    gpt = spread([41.51, 43.40, 42.64])
    assert round(gpt.mean, 2) == 42.52
    assert round(gpt.sd, 2) == 0.95
    assert round(gpt.range, 2) == 1.89
    kimi = spread([41.50, 40.38, 41.89])
    assert (round(kimi.mean, 2), round(kimi.range, 2)) == (41.26, 1.51)
    # 0.784 from the published (rounded) runs; the paper prints 0.79
    assert kimi.sd == pytest.approx(0.79, abs=0.01)
    assert spread([0.5]).sd == 0.0
    with pytest.raises(ValueError):
        spread([])


# --------------------------------------------------------------------------- breakdowns


def _eval(sid: str, passed: bool | None, **kw: Any) -> SampleEval:
    return SampleEval(key=f"{sid}#0", sample_id=sid, agent_passed=passed, **kw)


def test_breakdown_orders_groups_and_counts_multi_valued_dimensions() -> None:
    samples = [
        _eval(
            "a",
            True,
            arrival_pattern="late",
            image_count=10,
            image_categories=["ui"],
            domains=["contacts", "calendar"],
            entity_f1=1.0,
            steps=4,
        ),
        _eval(
            "b",
            False,
            arrival_pattern="upfront",
            image_count=3,
            image_categories=["ui", "natural_less_text"],
            domains=["contacts"],
            entity_f1=0.5,
            steps=8,
        ),
        _eval(
            "c",
            None,
            arrival_pattern="upfront",
            image_count=3,
            image_categories=[],
            domains=["notes"],
            entity_f1=0.0,
            steps=6,
        ),
    ]
    arrival = breakdown(samples, "arrival_pattern")
    assert [g.group for g in arrival] == ["upfront", "late"]  # seed order, present only
    upfront = arrival[0]
    assert (upfront.n, upfront.n_judged) == (2, 1)
    assert upfront.agent_sr is not None and upfront.agent_sr.value == 0.0
    assert upfront.entity_f1 is not None and upfront.entity_f1.value == 0.25
    assert upfront.avg_steps == 7.0
    counts = breakdown(samples, "image_count")
    assert [g.group for g in counts] == ["3", "10"]  # numeric order
    cats = {g.group: g for g in breakdown(samples, "image_category")}
    assert cats["ui"].n == 2 and cats["natural_less_text"].n == 1
    assert [g.group for g in breakdown(samples, "image_category")] == ["natural_less_text", "ui"]
    domains = {g.group: g.n for g in breakdown(samples, "domain")}
    assert domains == {"calendar": 1, "contacts": 2, "notes": 1}
    with pytest.raises(ValueError, match="unknown dimension"):
        breakdown(samples, "colour")


def test_user_failed_removal_and_discovery_and_efficiency() -> None:
    samples = [
        _eval(
            "a",
            True,
            user_passed=True,
            entity_f1=1.0,
            invoked_recall=1.0,
            surfaced_recall=1.0,
            search_calls=2,
            agent_input_tokens=100,
            agent_output_tokens=20,
            steps=10,
        ),
        _eval(
            "b",
            False,
            user_passed=False,
            entity_f1=0.2,
            invoked_recall=0.5,
            surfaced_recall=0.5,
            search_calls=4,
            agent_input_tokens=300,
            agent_output_tokens=80,
            steps=20,
        ),
        _eval(
            "c",
            False,
            user_passed=None,
            entity_f1=0.6,
            invoked_recall=0.0,
            surfaced_recall=None,
            search_calls=0,
            agent_input_tokens=50,
            agent_output_tokens=50,
            steps=30,
        ),
        SampleEval(key="d#0", sample_id="d", status="error"),
    ]
    ev = evaluate_samples(samples)
    assert (ev.n_samples, ev.n_done, ev.n_errors, ev.n_judged) == (4, 3, 1, 3)
    assert ev.agent_sr is not None and ev.agent_sr.value == pytest.approx(1 / 3)
    assert ev.user_sr is not None and ev.user_sr.value == 0.5 and ev.user_sr.n == 2
    c1 = ev.user_failed_removed
    assert (c1.n_retained, c1.n_removed) == (2, 1)
    assert c1.agent_sr is not None and c1.agent_sr.value == 0.5
    assert c1.entity_f1 is not None and c1.entity_f1.value == pytest.approx(0.8)
    d = ev.discovery
    assert d.n_expected == 3
    assert d.invoked_recall is not None and d.invoked_recall.value == 0.5
    assert d.surfaced_recall is not None and d.surfaced_recall.value == 0.75
    assert d.avg_search_calls == 2.0 and d.pass_rate == pytest.approx(1 / 3)
    e = ev.efficiency
    assert e.total_agent_tokens == 600 and e.avg_agent_tokens == 200
    assert e.agent_tokens_per_success == 600  # one pass
    assert e.avg_agent_tokens_pass == 120 and e.avg_agent_tokens_fail == 240
    assert e.avg_steps == 20


# --------------------------------------------------------------------------- verdicts


def _sv(key: str, verdict: JudgeVerdict, order: int) -> StoredVerdict:
    return StoredVerdict(key, verdict.judge, verdict.judge_model, verdict, 0.0, order)


def test_select_verdicts_latest_valid_wins_per_model_and_repeat() -> None:
    vs = [
        _sv("a#0", _verdict(fail=("task_completion",)), 0),
        _sv("a#0", _verdict(), 1),  # later: wins
        _sv("a#0", _verdict(error="JudgeError: x"), 2),  # error never beats a valid one
        _sv("b#0", _verdict(error="JudgeError: x"), 3),
        _sv("a#0", _verdict(model="judge/b", fail=("no_side_effects",)), 4),
        _sv("a#0", _verdict(repeat=1, fail=("no_side_effects",)), 5),
    ]
    chosen = select_verdicts(vs, AGENT_JUDGE, "judge/a")
    assert set(chosen) == {"a#0"} and chosen["a#0"].passed is True
    with_errors = select_verdicts(vs, AGENT_JUDGE, "judge/a", include_errors=True)
    assert with_errors["a#0"].passed is True and with_errors["b#0"].error
    assert select_verdicts(vs, AGENT_JUDGE, "judge/b")["a#0"].passed is False
    assert select_verdicts(vs, AGENT_JUDGE, "judge/a", 1)["a#0"].passed is False
    assert default_judge_model(vs) == "judge/a"  # most valid verdicts
    assert default_judge_model(vs, preferred="judge/b") == "judge/b"
    assert default_judge_model(vs, preferred="judge/zzz") == "judge/a"
    assert default_judge_model(vs, USER_JUDGE) is None


# --------------------------------------------------------------------------- from a store


def _synthetic_run(tmp_path: Path) -> RunStore:
    store = _store(
        tmp_path,
        [
            (
                "s1#0",
                _output("s1", arrival="upfront", f1=1.0, steps=10),
                [
                    _call("agent", 100, 10, 0.01),
                    _call("user", 7, 3, 0.0),
                    _call("judge", 50, 50, 0.1),
                ],
            ),
            (
                "s2#0",
                _output(
                    "s2",
                    arrival="late",
                    images=3,
                    challenge="goal_change",
                    f1=0.5,
                    steps=20,
                    discovery=False,
                ),
                [_call("agent", 200, 20, 0.02), _call("agent", 300, 30, None)],
            ),
            (
                "s3#0",
                _output(
                    "s3",
                    arrival="late",
                    images=3,
                    categories=("ui", "docs_charts_tables"),
                    f1=0.0,
                    steps=30,
                    expected=(),
                ),
                [_call("agent", 50, 5, 0.005)],
            ),
            ("s4#0", None, [_call("agent", 10, 1)]),
        ],
        judge="judge/a",
    )
    _add(store, "s1#0", _verdict())
    _add(store, "s2#0", _verdict(fail=("information_accuracy",)))
    _add(store, "s3#0", _verdict(fail=("task_completion",)))
    _add(store, "s3#0", _verdict(model="judge/b"))
    _add(store, "s1#0", _verdict(USER_JUDGE))
    _add(store, "s2#0", _verdict(USER_JUDGE, ("request_fidelity",)))
    _add(store, "s1#0", _verdict(UI_JUDGE, ("action_clarity",)))
    store.add_verdict("s1#0", "mam", "judge/a", {"chief": {"score": 90}})  # other suite: skipped
    return store


def test_usage_by_role_aggregates_in_sql(tmp_path: Path) -> None:
    store = _synthetic_run(tmp_path)
    usage = usage_by_role(store)
    assert usage["s1#0"]["agent"].tokens == 110 and usage["s1#0"]["agent"].cost_usd == 0.01
    assert usage["s1#0"]["judge"].calls == 1
    assert usage["s2#0"]["agent"].input_tokens == 500
    assert usage["s2#0"]["agent"].cost_usd is None  # one call of unknown cost
    store.close()


def test_evaluate_run_from_store(tmp_path: Path) -> None:
    store = _synthetic_run(tmp_path)
    assert len(stored_verdicts(store)) == 7
    ev = evaluate_run(store)
    assert ev.judge_models[AGENT_JUDGE] == "judge/a"
    assert ev.available_judge_models[AGENT_JUDGE] == ["judge/a", "judge/b"]
    assert (ev.n_done, ev.n_errors, ev.n_judged) == (3, 1, 3)
    assert ev.agent_sr is not None and ev.agent_sr.value == pytest.approx(1 / 3)
    assert ev.entity_f1 is not None and ev.entity_f1.value == 0.5
    assert ev.user_sr is not None and ev.user_sr.value == 0.5
    assert ev.ui_sr is not None and ev.ui_sr.value == 0.0
    assert ev.criteria_pass_rates["task_completion"] == pytest.approx(2 / 3)
    assert ev.taxonomy.counts["factual_error"] == 1 and ev.taxonomy.counts["task_failure"] == 1
    s = {x.key: x for x in ev.samples}
    assert s["s1#0"].agent_tokens == 110 and s["s1#0"].all_tokens == 110 + 10 + 100
    assert s["s2#0"].surfaced_recall is None  # discovery off
    assert s["s2#0"].invoked_recall == 0.5 and s["s3#0"].invoked_recall is None
    assert s["s1#0"].surfaced_ranks == {"a": 3, "b": None}  # b never surfaced
    assert s["s2#0"].surfaced_ranks == {}  # discovery off
    assert ev.discovery.median_surfaced_rank == 3 and ev.discovery.surfaced_top5 == 0.5
    assert s["s4#0"].status == "error"
    e = ev.efficiency
    assert e.total_agent_tokens == 110 + 550 + 55
    assert e.agent_tokens_per_success == 715  # one success
    assert e.total_cost_usd is None  # s2 has a call of unknown cost
    # by challenge type and arrival pattern
    late = next(g for g in ev.breakdowns["arrival_pattern"] if g.group == "late")
    assert late.n == 2 and late.agent_sr is not None and late.agent_sr.value == 0.0
    # C.1: s2's user failed
    assert ev.user_failed_removed.n_retained == 2
    assert ev.user_failed_removed.agent_sr is not None
    assert ev.user_failed_removed.agent_sr.value == 0.5
    # another judge model
    ev_b = evaluate_run(store, judge_model="judge/b")
    assert ev_b.n_judged == 1 and ev_b.agent_sr is not None and ev_b.agent_sr.value == 1.0
    assert ev_b.judge_models[USER_JUDGE] == "judge/a"  # judge/b never judged users
    store.close()


def test_rollout_spread_with_several_repeats(tmp_path: Path) -> None:
    store = _store(
        tmp_path,
        [(f"s{i}#{r}", _output(f"s{i}"), []) for i in range(4) for r in range(2)],
        repeats=2,
    )
    for i in range(4):
        _add(store, f"s{i}#0", _verdict(fail=() if i < 3 else ("task_completion",)))
        _add(store, f"s{i}#1", _verdict(fail=() if i < 1 else ("task_completion",)))
    ev = evaluate_run(store)
    assert ev.rollout_spread is not None
    assert ev.rollout_spread.values == [0.75, 0.25] and ev.rollout_spread.labels == ["0", "1"]
    store.close()


def test_judge_spread_over_repeats(tmp_path: Path) -> None:
    store = _store(tmp_path, [(f"s{i}#0", _output(f"s{i}"), []) for i in range(4)])
    plan = {
        0: [True, True, False, False],
        1: [True, False, False, False],
        2: [True, True, True, False],
    }
    for r, passes in plan.items():
        for i, ok in enumerate(passes):
            _add(store, f"s{i}#0", _verdict(fail=() if ok else ("task_completion",), repeat=r))
    _add(store, "s3#0", _verdict(error="JudgeError: x", repeat=2))  # ignored
    sp = judge_spread(store, "judge/a")
    assert sp is not None
    assert sp.repeats == [0, 1, 2] and sp.n_common == 4
    assert [r.pass_rate for r in sp.per_repeat] == [0.5, 0.25, 0.75]
    assert sp.spread is not None and sp.spread.sd == pytest.approx(0.25)
    ratings = [[plan[r][i] for r in range(3)] for i in range(4)]
    assert sp.fleiss_kappa == pytest.approx(fleiss_kappa(ratings))
    assert sp.unanimous_share == 0.5
    assert judge_spread(store, "judge/none") is None
    store.close()
