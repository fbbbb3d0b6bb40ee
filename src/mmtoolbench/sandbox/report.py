"""The sandbox run report (``mmtb report`` on a sandbox run): this suite's `SuiteReporter`.

The numbers come from `mmtoolbench.sandbox.evaluate.metrics.evaluate_run` (recomputed from
the run store, never from a model call): headline metrics with bootstrap 95% CIs, agent and
user criteria pass rates, the failure taxonomy, tool discovery, steps / tokens / cost,
results without user-failed scenarios, judge spread over repeats, every breakdown (arrival
pattern, image count, challenge type, flow type, image category, domain) and a
per-trajectory table, rendered with the shared primitives of `mmtoolbench.reporting`.
Number cells carry ``data-metric`` ids (``overall.agent_sr``,
``arrival_pattern.upfront.agent_sr``, ``sample.<key>.entity_f1``...).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from markupsafe import Markup
from matplotlib.figure import Figure

from mmtoolbench.reporting import (
    fmt,
    img,
    isolation_note,
    md_table,
    meta_rows,
    note,
    page,
    png_data_url,
    render_template,
    table,
    td,
    text_td,
)
from mmtoolbench.runner.suite import ReportOptions, RunReport
from mmtoolbench.sandbox.evaluate.analyses import F1Disagreement, f1_sr_disagreement
from mmtoolbench.sandbox.evaluate.judges import AGENT_CRITERIA, AGENT_JUDGE, USER_CRITERIA
from mmtoolbench.sandbox.evaluate.metrics import (
    FAILURE_CATEGORIES,
    FAILURE_LABELS,
    Estimate,
    GroupMetrics,
    RunEvaluation,
    evaluate_run,
)
from mmtoolbench.sandbox.evaluate.rejudge import JudgeSpread, judge_spread
from mmtoolbench.store.run_store import RunInfo, RunStore

__all__ = ["DIMENSION_TITLES", "render_sandbox_report", "report_run"]

DIMENSION_TITLES: Mapping[str, str] = {
    "arrival_pattern": "Image arrival pattern",
    "image_count": "Number of images",
    "challenge_type": "Challenge type",
    "flow_type": "Information flow type",
    "image_category": "Image category",
    "domain": "Domain",
}


_FIGURE_DIMENSIONS = (
    "arrival_pattern",
    "image_count",
    "challenge_type",
    "flow_type",
    "image_category",
)


_PASS_COLOR = "#2b8a3e"


_FAIL_COLOR = "#c92a2a"


_SR_COLOR = "#1c7ed6"


_F1_COLOR = "#f59f00"


def _ci(est: Estimate | None) -> str:
    if est is None:
        return "-"
    return f"[{fmt(est.low)}, {fmt(est.high)}]"


def _value(est: Estimate | None) -> float | None:
    return None if est is None else est.value


def _err(est: Estimate | None) -> tuple[float, float]:
    if est is None:
        return 0.0, 0.0
    return max(0.0, est.value - est.low), max(0.0, est.high - est.value)


def _err_bars(ests: Sequence[Estimate | None]) -> list[list[float]]:
    """Asymmetric error bars ``[[below...], [above...]]`` for matplotlib."""
    pairs = [_err(e) for e in ests]
    return [[p[0] for p in pairs], [p[1] for p in pairs]]


def _groups_figure(title: str, groups: Sequence[GroupMetrics]) -> str:
    fig = Figure(figsize=(max(4.5, 1.1 * len(groups) + 2), 3.2))
    ax = fig.add_subplot()
    xs = list(range(len(groups)))
    width = 0.38
    sr = [_value(g.agent_sr) or 0.0 for g in groups]
    f1 = [_value(g.entity_f1) or 0.0 for g in groups]
    sr_err = _err_bars([g.agent_sr for g in groups])
    f1_err = _err_bars([g.entity_f1 for g in groups])
    ax.bar(
        [x - width / 2 for x in xs],
        sr,
        width,
        yerr=sr_err,
        capsize=3,
        color=_SR_COLOR,
        label="Agent SR",
    )
    ax.bar(
        [x + width / 2 for x in xs],
        f1,
        width,
        yerr=f1_err,
        capsize=3,
        color=_F1_COLOR,
        label="Entity F1",
    )
    ax.set_xticks(xs, [f"{g.group}\n(n={g.n})" for g in groups], fontsize=8)
    ax.set_ylim(0, 1.2)
    ax.set_title(title, fontsize=10)
    ax.legend(fontsize=8, loc="upper center", ncol=2)
    ax.grid(axis="y", alpha=0.3)
    return png_data_url(fig)


def _taxonomy_figure(ev: RunEvaluation) -> str:
    cats = [c for c in FAILURE_CATEGORIES if c != "other" or ev.taxonomy.counts.get(c)]
    fig = Figure(figsize=(6, 2.6))
    ax = fig.add_subplot()
    counts = [ev.taxonomy.counts.get(c, 0) for c in cats]
    ax.barh([FAILURE_LABELS[c] for c in cats], counts, color=_FAIL_COLOR)
    for i, c in enumerate(counts):
        ax.text(c, i, f" {c}", va="center", fontsize=8)
    ax.invert_yaxis()
    ax.set_xlabel("failed trajectories")
    ax.set_title(f"Failure root causes ({ev.taxonomy.n_failures} failures)", fontsize=10)
    return png_data_url(fig)


def _discovery_figure(ev: RunEvaluation) -> str:
    d = ev.discovery
    fig = Figure(figsize=(4.5, 2.8))
    ax = fig.add_subplot()
    names = ["surfaced recall", "invoked recall"]
    ests = [d.surfaced_recall, d.invoked_recall]
    values = [_value(e) or 0.0 for e in ests]
    errs = _err_bars(ests)
    ax.bar(names, values, yerr=errs, capsize=3, color=[_SR_COLOR, _F1_COLOR])
    ax.set_ylim(0, 1.05)
    ax.set_title("Tool discovery vs expected tools", fontsize=10)
    ax.grid(axis="y", alpha=0.3)
    return png_data_url(fig)


def _steps_tokens_figure(ev: RunEvaluation) -> str:
    samples = [s for s in ev.samples if s.status == "done"]
    fig = Figure(figsize=(9, 3))
    ax1, ax2 = fig.subplots(1, 2)
    colors = [
        _PASS_COLOR if s.agent_passed else (_FAIL_COLOR if s.agent_passed is False else "#868e96")
        for s in samples
    ]
    xs = list(range(len(samples)))
    ax1.bar(xs, [s.steps or 0 for s in samples], color=colors)
    ax1.set_title("Steps per trajectory (green pass, red fail)", fontsize=9)
    ax1.set_xticks(xs, [s.sample_id for s in samples], rotation=60, ha="right", fontsize=6)
    ax2.bar(xs, [s.agent_tokens for s in samples], color=colors)
    ax2.set_title("Agent tokens per trajectory", fontsize=9)
    ax1.set_ylim(bottom=0)
    ax2.set_ylim(bottom=0)
    ax2.set_xticks(xs, [s.sample_id for s in samples], rotation=60, ha="right", fontsize=6)
    return png_data_url(fig)


def _headline(ev: RunEvaluation) -> tuple[list[tuple[str, str, Any, str, str]], str]:
    e = ev.efficiency
    rows: list[tuple[str, str, Any, str, str]] = [
        ("Agent SR", "overall.agent_sr", _value(ev.agent_sr), "rate", _ci(ev.agent_sr)),
        (
            f"Entity F1 ({ev.entity_f1_variant}, counted)",
            "overall.entity_f1",
            _value(ev.entity_f1),
            "rate",
            _ci(ev.entity_f1),
        ),
        (
            "Entity F1, paper variant",
            "overall.entity_f1_paper",
            _value(ev.entity_f1_paper),
            "rate",
            _ci(ev.entity_f1_paper),
        ),
        (
            "Entity F1, reference variant",
            "overall.entity_f1_reference",
            _value(ev.entity_f1_reference),
            "rate",
            _ci(ev.entity_f1_reference),
        ),
        ("User SR", "overall.user_sr", _value(ev.user_sr), "rate", _ci(ev.user_sr)),
        ("UI SR", "overall.ui_sr", _value(ev.ui_sr), "rate", _ci(ev.ui_sr)),
        ("Trajectories (done)", "overall.n_done", ev.n_done, "int", ""),
        ("Judged (agent judge)", "overall.n_judged", ev.n_judged, "int", ""),
        ("Judge errors", "overall.n_judge_errors", ev.n_judge_errors, "int", ""),
        ("Failed runs (excluded)", "overall.n_errors", ev.n_errors, "int", ""),
        ("Avg. steps (agent + user)", "overall.avg_steps", e.avg_steps, "num", ""),
        ("Avg. agent steps", "overall.avg_agent_steps", e.avg_agent_steps, "num", ""),
        ("Agent tokens / scenario", "overall.avg_agent_tokens", e.avg_agent_tokens, "num", ""),
        (
            "Agent tokens / success",
            "overall.agent_tokens_per_success",
            e.agent_tokens_per_success,
            "num",
            "",
        ),
        (
            "Agent tokens (passing)",
            "overall.avg_agent_tokens_pass",
            e.avg_agent_tokens_pass,
            "num",
            "",
        ),
        (
            "Agent tokens (failing)",
            "overall.avg_agent_tokens_fail",
            e.avg_agent_tokens_fail,
            "num",
            "",
        ),
        ("Agent cost / scenario (USD)", "overall.avg_cost_usd", e.avg_cost_usd, "cost", ""),
        (
            "Agent cost / success (USD)",
            "overall.cost_per_success_usd",
            e.cost_per_success_usd,
            "cost",
            "",
        ),
        ("Total agent cost (USD)", "overall.total_cost_usd", e.total_cost_usd, "cost", ""),
        (
            "Tokens, all roles",
            "overall.total_tokens_all_roles",
            e.total_tokens_all_roles,
            "int",
            "",
        ),
    ]
    html_table = table(
        ["metric", "value", "95% CI"],
        [[text_td(n), td(v, m, k), text_td(ci, left=False)] for n, m, v, k, ci in rows],
    )
    return rows, html_table


def _criteria_table(rates: Mapping[str, float], names: Sequence[str], prefix: str) -> str:
    rows = [[text_td(n), td(rates.get(n), f"{prefix}.{n}")] for n in names if n in rates]
    return table(["criterion", "pass rate"], rows) if rows else note("Not judged.")


def _group_rows(dim: str, groups: Sequence[GroupMetrics]) -> list[list[str]]:
    out = []
    for g in groups:
        p = f"{dim}.{g.group}"
        out.append(
            [
                text_td(g.group),
                td(g.n, f"{p}.n", "int"),
                td(g.n_judged, f"{p}.n_judged", "int"),
                td(_value(g.agent_sr), f"{p}.agent_sr"),
                text_td(_ci(g.agent_sr), left=False),
                td(_value(g.entity_f1), f"{p}.entity_f1"),
                td(_value(g.user_sr), f"{p}.user_sr"),
                td(g.avg_steps, f"{p}.avg_steps", "num"),
            ]
        )
    return out


_EMPTY = text_td("", left=False)

_GROUP_HEADERS = ["group", "n", "judged", "Agent SR", "95% CI", "Entity F1", "User SR", "avg steps"]


def _spread_for(store: RunStore, ev: RunEvaluation) -> JudgeSpread | None:
    model = ev.judge_models.get(AGENT_JUDGE)
    if model is None:
        return None
    result = judge_spread(store, model, judge=AGENT_JUDGE)
    if result is None or len(result.repeats) < 2:
        return None
    return result


def _spread_table(sp: JudgeSpread) -> str:
    rows = []
    for r in sp.per_repeat:
        rows.append(
            [
                text_td(f"repeat {r.repeat}"),
                td(r.n, f"judge_spread.{r.repeat}.n", "int"),
                td(r.pass_rate, f"judge_spread.{r.repeat}.agent_sr", "pct"),
            ]
        )
    assert sp.spread is not None
    rows.append([text_td("mean"), _EMPTY, td(sp.spread.mean, "judge_spread.mean", "pct")])
    rows.append([text_td("SD"), _EMPTY, td(sp.spread.sd, "judge_spread.sd", "pct")])
    rows.append(
        [
            text_td("range"),
            _EMPTY,
            td(sp.spread.range, "judge_spread.range", "pct"),
        ]
    )
    return table(["judge run", "n", "Agent SR (%)"], rows)


def _disagreement_rows(d: F1Disagreement) -> list[list[str]]:
    """The appendix D.2 2x2 (rows: Entity F1 = 1 / < 1; columns: judge pass / fail)."""
    return [
        [
            text_td("Entity F1 = 1"),
            td(d.f1_full_pass, "disagreement.f1_full_pass", "int"),
            td(d.f1_full_fail, "disagreement.f1_full_fail", "int"),
            text_td(", ".join(d.examples_full_fail) or "-", "disagreement.examples_full_fail"),
        ],
        [
            text_td("Entity F1 < 1"),
            td(d.f1_partial_pass, "disagreement.f1_partial_pass", "int"),
            td(d.f1_partial_fail, "disagreement.f1_partial_fail", "int"),
            text_td(
                ", ".join(d.examples_partial_pass) or "-", "disagreement.examples_partial_pass"
            ),
        ],
    ]


def render_sandbox_report(
    ev: RunEvaluation,
    info: RunInfo,
    spread_info: JudgeSpread | None = None,
    user_simulator: str | None = None,
) -> RunReport:
    """The HTML report and Markdown summary of a sandbox run.

    The page is the template ``sandbox/templates/report.html.j2`` (Jinja2, autoescape on);
    the tables and figures it places are built by `mmtoolbench.reporting`.

    Args:
        ev: The run's evaluation.
        info: The run's information.
        spread_info: Agent-judge spread over repeats, if any.
        user_simulator: Which user simulator ran (the run summary's ``user_simulator``).
    """
    disagreement = f1_sr_disagreement(ev.samples)
    title = f"mmtoolbench report: {info.run_id}"
    judge = ev.judge_models.get(AGENT_JUDGE) or "not judged"
    extra = {
        "user simulator": user_simulator or ev.user or "-",
        "agent judge model (counted)": judge,
        "judge repeat": ev.judge_repeat,
        "judge models available": "; ".join(
            f"{k}: {', '.join(v)}" for k, v in ev.available_judge_models.items()
        )
        or "-",
    }
    rows, headline = _headline(ev)
    tax_rows = [
        [
            text_td(FAILURE_LABELS[c]),
            td(ev.taxonomy.counts.get(c, 0), f"taxonomy.{c}.count", "int"),
            td(ev.taxonomy.shares.get(c), f"taxonomy.{c}.share"),
        ]
        for c in FAILURE_CATEGORIES
    ]
    d = ev.discovery
    discovery = table(
        ["metric", "value", "95% CI"],
        [
            [
                text_td("surfaced recall"),
                td(_value(d.surfaced_recall), "discovery.surfaced_recall"),
                text_td(_ci(d.surfaced_recall), left=False),
            ],
            [
                text_td("invoked recall"),
                td(_value(d.invoked_recall), "discovery.invoked_recall"),
                text_td(_ci(d.invoked_recall), left=False),
            ],
            [
                text_td("median rank of surfaced expected tools"),
                td(d.median_surfaced_rank, "discovery.median_surfaced_rank", "num"),
                _EMPTY,
            ],
            [
                text_td("expected tools surfaced in top 5"),
                td(d.surfaced_top5, "discovery.surfaced_top5"),
                _EMPTY,
            ],
            [
                text_td("search calls / scenario"),
                td(d.avg_search_calls, "discovery.avg_search_calls", "num"),
                _EMPTY,
            ],
            [
                text_td("trajectories with expected tools"),
                td(d.n_expected, "discovery.n_expected", "int"),
                _EMPTY,
            ],
        ],
    )
    c1 = ev.user_failed_removed
    user_failed_removed = table(
        ["N retained", "removed", "Agent SR", "95% CI", "Entity F1"],
        [
            [
                td(c1.n_retained, "user_failed_removed.n_retained", "int"),
                td(c1.n_removed, "user_failed_removed.n_removed", "int"),
                td(_value(c1.agent_sr), "user_failed_removed.agent_sr"),
                text_td(_ci(c1.agent_sr), left=False),
                td(_value(c1.entity_f1), "user_failed_removed.entity_f1"),
            ]
        ],
    )
    spread = spread_info if spread_info is not None and spread_info.spread is not None else None
    rollout = None
    if ev.rollout_spread is not None:
        rs = ev.rollout_spread
        rollout = table(
            ["rollout", "Agent SR"],
            [
                [text_td(lab), td(v, f"rollout_spread.{lab}")]
                for lab, v in zip(rs.labels, rs.values, strict=True)
            ]
            + [[text_td("SD"), td(rs.sd, "rollout_spread.sd")]],
        )
    breakdowns = [
        {
            "title": DIMENSION_TITLES.get(dim, dim).lower(),
            "table": Markup(table(_GROUP_HEADERS, _group_rows(dim, groups))),
            "figure": (
                Markup(img(_groups_figure(f"By {DIMENSION_TITLES[dim].lower()}", groups), dim))
                if dim in _FIGURE_DIMENSIONS and groups
                else None
            ),
        }
        for dim, groups in ev.breakdowns.items()
    ]
    other = "reference" if ev.entity_f1_variant == "paper" else "paper"
    sample_rows = []
    for s in ev.samples:
        p = f"sample.{s.key}"
        failed = ", ".join(n for n, ok in s.agent_criteria.items() if not ok) or "-"
        sample_rows.append(
            [
                text_td(s.key),
                text_td(s.status),
                text_td(s.arrival_pattern or "-"),
                td(s.image_count, f"{p}.image_count", "int"),
                text_td(s.challenge_type or "-"),
                text_td(s.flow_type or "-"),
                td(s.entity_f1, f"{p}.entity_f1"),
                td(
                    s.entity_f1_paper if other == "paper" else s.entity_f1_reference,
                    f"{p}.entity_f1_{other}",
                ),
                td(s.agent_passed, f"{p}.agent_passed"),
                text_td(failed, f"{p}.failed_criteria"),
                text_td(s.failure_category or "-", f"{p}.failure_category"),
                td(s.user_passed, f"{p}.user_passed"),
                td(s.steps, f"{p}.steps", "int"),
                td(s.agent_tokens, f"{p}.agent_tokens", "int"),
                text_td(s.end_reason or "-"),
            ]
        )
    trajectories = table(
        [
            "sample",
            "status",
            "arrival",
            "images",
            "challenge",
            "flow",
            f"Entity F1 ({ev.entity_f1_variant})",
            f"Entity F1 ({other})",
            "agent",
            "failed criteria",
            "root cause",
            "user",
            "steps",
            "agent tokens",
            "end",
        ],
        sample_rows,
    )
    body = render_template(
        "mmtoolbench.sandbox",
        "report.html.j2",
        fmt=fmt,
        title=title,
        meta=Markup(meta_rows(info, extra)),
        headline=Markup(headline),
        entity_f1_variant=ev.entity_f1_variant,
        agent_criteria=Markup(_criteria_table(ev.criteria_pass_rates, AGENT_CRITERIA, "criteria")),
        user_criteria=Markup(
            _criteria_table(ev.user_criteria_pass_rates, USER_CRITERIA, "user_criteria")
        ),
        n_failures=ev.taxonomy.n_failures,
        taxonomy=Markup(table(["root cause", "count", "share of failures"], tax_rows)),
        taxonomy_figure=Markup(img(_taxonomy_figure(ev), "failure taxonomy")),
        discovery=Markup(discovery),
        discovery_figure=Markup(img(_discovery_figure(ev), "discovery recall")),
        d=disagreement,
        disagreement_table=Markup(
            table(
                ["", "judge pass", "judge fail", "off-diagonal examples"],
                _disagreement_rows(disagreement),
            )
        ),
        user_failed_removed=Markup(user_failed_removed),
        spread=spread,
        spread_table=Markup(_spread_table(spread)) if spread is not None else None,
        rollout=Markup(rollout) if rollout is not None else None,
        steps_figure=(
            Markup(img(_steps_tokens_figure(ev), "steps and tokens")) if ev.samples else None
        ),
        breakdowns=breakdowns,
        trajectories=Markup(trajectories),
    )
    markdown = _sandbox_markdown(ev, info, rows, spread_info, user_simulator, disagreement)
    return RunReport(page(title, [body]), markdown)


def _sandbox_markdown(
    ev: RunEvaluation,
    info: RunInfo,
    headline: Sequence[tuple[str, str, Any, str, str]],
    spread_info: JudgeSpread | None,
    user_simulator: str | None,
    disagreement: F1Disagreement,
) -> str:
    models = info.config.get("models", {})
    d = disagreement
    lines = [
        f"# mmtoolbench report: {info.run_id}",
        "",
        f"- suite: {info.suite}",
        *([f"- interpreter isolation: **{isolation_note(info)}**"] if isolation_note(info) else []),
        f"- models: {', '.join(f'{k}: {v}' for k, v in models.items()) or '-'}",
        f"- user simulator: {user_simulator or ev.user or '-'}",
        f"- agent judge model (counted): {ev.judge_models.get(AGENT_JUDGE) or 'not judged'}"
        f" (repeat {ev.judge_repeat})",
        "",
        "## Headline metrics",
        "",
        md_table(
            ["metric", "value", "95% CI"], [[n, fmt(v, k), ci or ""] for n, _, v, k, ci in headline]
        ),
        "",
        "## Failure taxonomy",
        "",
        md_table(
            ["root cause", "count", "share"],
            [
                [
                    FAILURE_LABELS[c],
                    str(ev.taxonomy.counts.get(c, 0)),
                    fmt(ev.taxonomy.shares.get(c)),
                ]
                for c in FAILURE_CATEGORIES
            ],
        ),
        "",
        "## Tool discovery",
        "",
        md_table(
            [
                "surfaced recall",
                "invoked recall",
                "median surfaced rank",
                "surfaced in top 5",
                "search calls / scenario",
            ],
            [
                [
                    fmt(_value(ev.discovery.surfaced_recall)),
                    fmt(_value(ev.discovery.invoked_recall)),
                    fmt(ev.discovery.median_surfaced_rank, "num"),
                    fmt(ev.discovery.surfaced_top5),
                    fmt(ev.discovery.avg_search_calls, "num"),
                ]
            ],
        ),
        "",
        "## Entity F1 vs Agent SR (appendix D.2)",
        "",
        md_table(
            ["", "judge pass", "judge fail", "off-diagonal examples"],
            [
                [
                    "Entity F1 = 1",
                    str(d.f1_full_pass),
                    str(d.f1_full_fail),
                    ", ".join(d.examples_full_fail) or "-",
                ],
                [
                    "Entity F1 < 1",
                    str(d.f1_partial_pass),
                    str(d.f1_partial_fail),
                    ", ".join(d.examples_partial_pass) or "-",
                ],
            ],
        ),
        "",
        f"Agreement {fmt(d.agreement)} over {d.n}; Entity F1 >= 0.8 failing Agent SR: "
        f"{fmt(d.high_f1_fail_share)} of {d.n_high_f1}.",
        "",
        "## Without user-failed scenarios",
        "",
        md_table(
            ["N retained", "removed", "Agent SR", "Entity F1"],
            [
                [
                    str(ev.user_failed_removed.n_retained),
                    str(ev.user_failed_removed.n_removed),
                    fmt(_value(ev.user_failed_removed.agent_sr)),
                    fmt(_value(ev.user_failed_removed.entity_f1)),
                ]
            ],
        ),
    ]
    if spread_info is not None and spread_info.spread is not None:
        sp = spread_info.spread
        lines += [
            "",
            "## Judge run-to-run spread",
            "",
            md_table(
                [*(f"repeat {r.repeat}" for r in spread_info.per_repeat), "mean", "SD", "range"],
                [
                    [
                        *(fmt(r.pass_rate, "pct") for r in spread_info.per_repeat),
                        fmt(sp.mean, "pct"),
                        fmt(sp.sd, "pct"),
                        fmt(sp.range, "pct"),
                    ]
                ],
            ),
        ]
    for dim, groups in ev.breakdowns.items():
        lines += [
            "",
            f"## By {DIMENSION_TITLES.get(dim, dim).lower()}",
            "",
            md_table(
                [
                    "group",
                    "n",
                    "Agent SR",
                    "95% CI",
                    f"Entity F1 ({ev.entity_f1_variant})",
                    "User SR",
                ],
                [
                    [
                        g.group,
                        str(g.n),
                        fmt(_value(g.agent_sr)),
                        _ci(g.agent_sr),
                        fmt(_value(g.entity_f1)),
                        fmt(_value(g.user_sr)),
                    ]
                    for g in groups
                ],
            ),
        ]
    lines += [
        "",
        f"## Entity F1 by variant (counted: {ev.entity_f1_variant})",
        "",
        md_table(
            ["sample", "paper", "reference", "difference"],
            [
                [
                    s.key,
                    fmt(s.entity_f1_paper),
                    fmt(s.entity_f1_reference),
                    f"{s.entity_f1_reference - s.entity_f1_paper:+.3f}"
                    if s.entity_f1_paper is not None and s.entity_f1_reference is not None
                    else "-",
                ]
                for s in ev.samples
            ],
        ),
    ]
    return "\n".join(lines) + "\n"


def report_run(store: RunStore, options: ReportOptions) -> RunReport:
    """The report of a stored sandbox run.

    Args:
        store: The run.
        options: ``judge_model`` / ``repeat``: the agent-judge verdicts counted;
            ``entity_f1``: the Entity F1 variant counted (default: the run's
            ``entity_f1`` suite option, else ``paper``).
    """
    info = store.info()
    suite_options = info.config.get("suite_options") or {}
    variant = options.entity_f1 or str(suite_options.get("entity_f1") or "paper")
    ev = evaluate_run(
        store, judge_model=options.judge_model, repeat=options.repeat, entity_f1=variant
    )
    summary = store.run_metrics().get("summary") or {}
    user_simulator = summary.get("user_simulator") if isinstance(summary, Mapping) else None
    return render_sandbox_report(
        ev, info, _spread_for(store, ev), str(user_simulator) if user_simulator else None
    )
