"""Run reports: one self-contained HTML file plus a Markdown summary (``mmtb report``).

For a **sandbox** run the numbers come from
`mmtoolbench.sandbox.evaluate.metrics.evaluate_run` (recomputed from the run store, never
from a model call): headline metrics with bootstrap 95% CIs, agent and user criteria pass
rates, the failure taxonomy, tool discovery, steps / tokens / cost, results without
user-failed scenarios, judge spread over repeats, every breakdown (arrival pattern, image
count, challenge type, flow type, image category, domain) and a per-trajectory table.
Figures are drawn with matplotlib's Agg canvas (no pyplot, no global backend switch) and
embedded as PNG ``data:`` URLs, so the HTML file has no external reference.

For an **atp** run the report shows the run metric ``summary`` (plan metrics and MAM
aggregates, overall and per category) as tables. Other suites get their run information,
sample counts and any stored run metrics.

Every number cell in the HTML carries a ``data-metric`` attribute (``overall.agent_sr``,
``arrival_pattern.upfront.agent_sr``, ``sample.<key>.entity_f1``...) so the report can be
checked mechanically against the run store.
"""

from __future__ import annotations

import base64
import html
import io
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

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

__all__ = [
    "DIMENSION_TITLES",
    "ReportFiles",
    "build_report",
    "fmt",
    "render_atp_report",
    "render_generic_report",
    "render_sandbox_report",
]

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

_CSS = """
body{font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;margin:2em auto;
max-width:1200px;color:#212529;padding:0 1em}
h1{font-size:1.6em}h2{font-size:1.25em;margin-top:2em;border-bottom:1px solid #dee2e6}
table{border-collapse:collapse;margin:.6em 0 1em 0;font-size:.9em}
th,td{border:1px solid #dee2e6;padding:.25em .6em;text-align:right}
th{background:#f1f3f5}td.l,th.l{text-align:left}
.pass{color:#2b8a3e;font-weight:600}.fail{color:#c92a2a;font-weight:600}
.note{color:#495057;font-size:.9em}img{max-width:100%;margin:.5em 0}
.meta td{text-align:left}
"""


@dataclass(frozen=True)
class ReportFiles:
    """The files a report wrote.

    Attributes:
        html: The self-contained HTML report.
        markdown: The Markdown summary next to it.
    """

    html: Path
    markdown: Path


# --------------------------------------------------------------------------- formatting


def fmt(value: Any, kind: str = "rate") -> str:
    """Format a number as the report shows it.

    Args:
        value: The value (None and NaN are shown as ``-``).
        kind: ``rate`` (3 decimals), ``num`` (1 decimal), ``int``, ``cost`` (4 decimals),
            ``pct`` (a fraction as a percentage with 1 decimal) or ``text``.
    """
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    if isinstance(value, bool):
        return "pass" if value else "fail"
    if kind == "text" or not isinstance(value, int | float):
        return str(value)
    if kind == "int":
        return str(round(value))
    if kind == "num":
        return f"{value:.1f}"
    if kind == "cost":
        return f"{value:.4f}"
    if kind == "pct":
        return f"{value * 100:.1f}"
    return f"{value:.3f}"


def _e(text: Any) -> str:
    return html.escape(str(text), quote=True)


def _td(value: Any, metric: str | None = None, kind: str = "rate", left: bool = False) -> str:
    attrs = ""
    if metric is not None:
        attrs += f' data-metric="{_e(metric)}"'
    if left:
        attrs += ' class="l"'
    text = fmt(value, kind)
    text = f'<span class="{text}">{text}</span>' if isinstance(value, bool) else _e(text)
    return f"<td{attrs}>{text}</td>"


def _table(headers: Sequence[str], rows: Iterable[Sequence[str]]) -> str:
    head = "".join(
        f'<th class="{"l" if i == 0 else ""}">{_e(h)}</th>' for i, h in enumerate(headers)
    )
    body = "".join(f"<tr>{''.join(r)}</tr>" for r in rows)
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"


def _ci(est: Estimate | None) -> str:
    if est is None:
        return "-"
    return f"[{fmt(est.low)}, {fmt(est.high)}]"


def _md_table(headers: Sequence[str], rows: Iterable[Sequence[str]]) -> str:
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    lines.extend("| " + " | ".join(r) + " |" for r in rows)
    return "\n".join(lines)


def _value(est: Estimate | None) -> float | None:
    return None if est is None else est.value


# --------------------------------------------------------------------------- figures


def _png(fig: Figure) -> str:
    FigureCanvasAgg(fig)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100, bbox_inches="tight", metadata={"Software": None})
    return "data:image/png;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def _img(data_url: str, alt: str) -> str:
    return f'<img src="{data_url}" alt="{_e(alt)}">'


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
    return _png(fig)


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
    return _png(fig)


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
    return _png(fig)


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
    return _png(fig)


# --------------------------------------------------------------------------- sandbox


def _meta_rows(info: RunInfo, extra: Mapping[str, Any]) -> str:
    models = info.config.get("models", {})
    rows = [
        ("run", info.run_id),
        ("suite", info.suite),
        ("models", ", ".join(f"{k}: {v}" for k, v in models.items()) or "-"),
        ("status", info.status),
        ("package version", info.package_version),
        ("git sha", info.git_sha or "-"),
        *extra.items(),
    ]
    body = "".join(
        f'<tr><th class="l">{_e(k)}</th><td class="l">{_e(v)}</td></tr>' for k, v in rows
    )
    return f'<table class="meta">{body}</table>'


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
    table = _table(
        ["metric", "value", "95% CI"],
        [
            [f'<td class="l">{_e(n)}</td>', _td(v, m, k), f"<td>{_e(ci)}</td>"]
            for n, m, v, k, ci in rows
        ],
    )
    return rows, table


def _criteria_table(rates: Mapping[str, float], names: Sequence[str], prefix: str) -> str:
    rows = [
        [f'<td class="l">{_e(n)}</td>', _td(rates.get(n), f"{prefix}.{n}")]
        for n in names
        if n in rates
    ]
    return _table(["criterion", "pass rate"], rows) if rows else '<p class="note">Not judged.</p>'


def _group_rows(dim: str, groups: Sequence[GroupMetrics]) -> list[list[str]]:
    out = []
    for g in groups:
        p = f"{dim}.{g.group}"
        out.append(
            [
                f'<td class="l">{_e(g.group)}</td>',
                _td(g.n, f"{p}.n", "int"),
                _td(g.n_judged, f"{p}.n_judged", "int"),
                _td(_value(g.agent_sr), f"{p}.agent_sr"),
                f"<td>{_e(_ci(g.agent_sr))}</td>",
                _td(_value(g.entity_f1), f"{p}.entity_f1"),
                _td(_value(g.user_sr), f"{p}.user_sr"),
                _td(g.avg_steps, f"{p}.avg_steps", "num"),
            ]
        )
    return out


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
                f'<td class="l">repeat {r.repeat}</td>',
                _td(r.n, f"judge_spread.{r.repeat}.n", "int"),
                _td(r.pass_rate, f"judge_spread.{r.repeat}.agent_sr", "pct"),
            ]
        )
    assert sp.spread is not None
    rows.append(
        ['<td class="l">mean</td>', "<td></td>", _td(sp.spread.mean, "judge_spread.mean", "pct")]
    )
    rows.append(['<td class="l">SD</td>', "<td></td>", _td(sp.spread.sd, "judge_spread.sd", "pct")])
    rows.append(
        [
            '<td class="l">range</td>',
            "<td></td>",
            _td(sp.spread.range, "judge_spread.range", "pct"),
        ]
    )
    return _table(["judge run", "n", "Agent SR (%)"], rows)


def render_sandbox_report(
    ev: RunEvaluation, info: RunInfo, spread_info: JudgeSpread | None = None
) -> tuple[str, str]:
    """The HTML report and Markdown summary of a sandbox run.

    Args:
        ev: The run's evaluation.
        info: The run's information.
        spread_info: Agent-judge spread over repeats, if any.

    Returns:
        ``(html, markdown)``.
    """
    title = f"mmtoolbench report: {info.run_id}"
    judge = ev.judge_models.get(AGENT_JUDGE) or "not judged"
    extra = {
        "agent judge model (counted)": judge,
        "judge repeat": ev.judge_repeat,
        "judge models available": "; ".join(
            f"{k}: {', '.join(v)}" for k, v in ev.available_judge_models.items()
        )
        or "-",
    }
    parts = [f"<h1>{_e(title)}</h1>", _meta_rows(info, extra)]
    rows, headline = _headline(ev)
    parts += ["<h2>Headline metrics</h2>", headline]
    parts.append(
        '<p class="note">Agent SR: share of judged trajectories passing all five agent-judge '
        "criteria. Entity F1: mean over trajectories; the paper variant follows appendix A.2, "
        "the reference variant reproduces the published evaluator (docs/sandbox/entity-f1.md); "
        f"breakdowns use the {_e(ev.entity_f1_variant)} variant. Tokens and cost are the agent model's; "
        "per success = total / agent passes. CIs: percentile bootstrap (2000 resamples).</p>"
    )
    parts += [
        "<h2>Agent criteria</h2>",
        _criteria_table(ev.criteria_pass_rates, AGENT_CRITERIA, "criteria"),
        "<h2>User criteria</h2>",
        _criteria_table(ev.user_criteria_pass_rates, USER_CRITERIA, "user_criteria"),
    ]
    tax_rows = []
    for c in FAILURE_CATEGORIES:
        tax_rows.append(
            [
                f'<td class="l">{_e(FAILURE_LABELS[c])}</td>',
                _td(ev.taxonomy.counts.get(c, 0), f"taxonomy.{c}.count", "int"),
                _td(ev.taxonomy.shares.get(c), f"taxonomy.{c}.share"),
            ]
        )
    parts += [
        "<h2>Failure taxonomy</h2>",
        f'<p>Failures: <span data-metric="taxonomy.n_failures">{ev.taxonomy.n_failures}</span></p>',
        _table(["root cause", "count", "share of failures"], tax_rows),
        _img(_taxonomy_figure(ev), "failure taxonomy"),
    ]
    d = ev.discovery
    parts += [
        "<h2>Tool discovery</h2>",
        _table(
            ["metric", "value", "95% CI"],
            [
                [
                    '<td class="l">surfaced recall</td>',
                    _td(_value(d.surfaced_recall), "discovery.surfaced_recall"),
                    f"<td>{_e(_ci(d.surfaced_recall))}</td>",
                ],
                [
                    '<td class="l">invoked recall</td>',
                    _td(_value(d.invoked_recall), "discovery.invoked_recall"),
                    f"<td>{_e(_ci(d.invoked_recall))}</td>",
                ],
                [
                    '<td class="l">search calls / scenario</td>',
                    _td(d.avg_search_calls, "discovery.avg_search_calls", "num"),
                    "<td></td>",
                ],
                [
                    '<td class="l">trajectories with expected tools</td>',
                    _td(d.n_expected, "discovery.n_expected", "int"),
                    "<td></td>",
                ],
            ],
        ),
        _img(_discovery_figure(ev), "discovery recall"),
    ]
    c1 = ev.user_failed_removed
    parts += [
        "<h2>Without user-failed scenarios (appendix C.1)</h2>",
        _table(
            ["N retained", "removed", "Agent SR", "95% CI", "Entity F1"],
            [
                [
                    _td(c1.n_retained, "user_failed_removed.n_retained", "int"),
                    _td(c1.n_removed, "user_failed_removed.n_removed", "int"),
                    _td(_value(c1.agent_sr), "user_failed_removed.agent_sr"),
                    f"<td>{_e(_ci(c1.agent_sr))}</td>",
                    _td(_value(c1.entity_f1), "user_failed_removed.entity_f1"),
                ]
            ],
        ),
    ]
    if spread_info is not None and spread_info.spread is not None:
        parts += [
            "<h2>Judge run-to-run spread (appendix C.3)</h2>",
            f'<p class="note">{_e(spread_info.judge_model)} over {spread_info.n_common} '
            f"trajectories judged in every repeat; Fleiss' kappa across repeats "
            f"{_e(fmt(spread_info.fleiss_kappa))}.</p>",
            _spread_table(spread_info),
        ]
    if ev.rollout_spread is not None:
        rs = ev.rollout_spread
        parts += [
            "<h2>Rollout spread (appendix C.3)</h2>",
            _table(
                ["rollout", "Agent SR"],
                [
                    [f'<td class="l">{_e(lab)}</td>', _td(v, f"rollout_spread.{lab}")]
                    for lab, v in zip(rs.labels, rs.values, strict=True)
                ]
                + [['<td class="l">SD</td>', _td(rs.sd, "rollout_spread.sd")]],
            ),
        ]
    parts.append("<h2>Steps and tokens</h2>")
    if ev.samples:
        parts.append(_img(_steps_tokens_figure(ev), "steps and tokens"))
    for dim, groups in ev.breakdowns.items():
        parts.append(f"<h2>By {_e(DIMENSION_TITLES.get(dim, dim).lower())}</h2>")
        parts.append(_table(_GROUP_HEADERS, _group_rows(dim, groups)))
        if dim in _FIGURE_DIMENSIONS and groups:
            parts.append(_img(_groups_figure(f"By {DIMENSION_TITLES[dim].lower()}", groups), dim))
    other = "reference" if ev.entity_f1_variant == "paper" else "paper"
    sample_rows = []
    for s in ev.samples:
        p = f"sample.{s.key}"
        sample_rows.append(
            [
                f'<td class="l">{_e(s.key)}</td>',
                f'<td class="l">{_e(s.status)}</td>',
                f'<td class="l">{_e(s.arrival_pattern or "-")}</td>',
                _td(s.image_count, f"{p}.image_count", "int"),
                f'<td class="l">{_e(s.challenge_type or "-")}</td>',
                f'<td class="l">{_e(s.flow_type or "-")}</td>',
                _td(s.entity_f1, f"{p}.entity_f1"),
                _td(
                    s.entity_f1_paper if other == "paper" else s.entity_f1_reference,
                    f"{p}.entity_f1_{other}",
                ),
                _td(s.agent_passed, f"{p}.agent_passed"),
                f'<td class="l" data-metric="{_e(p)}.failed_criteria">{_e(", ".join(n for n, ok in s.agent_criteria.items() if not ok) or "-")}</td>',
                f'<td class="l" data-metric="{_e(p)}.failure_category">{_e(s.failure_category or "-")}</td>',
                _td(s.user_passed, f"{p}.user_passed"),
                _td(s.steps, f"{p}.steps", "int"),
                _td(s.agent_tokens, f"{p}.agent_tokens", "int"),
                f'<td class="l">{_e(s.end_reason or "-")}</td>',
            ]
        )
    parts += [
        "<h2>Trajectories</h2>",
        _table(
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
        ),
    ]
    return _page(title, parts), _sandbox_markdown(ev, info, rows, spread_info)


def _sandbox_markdown(
    ev: RunEvaluation,
    info: RunInfo,
    headline: Sequence[tuple[str, str, Any, str, str]],
    spread_info: JudgeSpread | None,
) -> str:
    models = info.config.get("models", {})
    lines = [
        f"# mmtoolbench report: {info.run_id}",
        "",
        f"- suite: {info.suite}",
        f"- models: {', '.join(f'{k}: {v}' for k, v in models.items()) or '-'}",
        f"- agent judge model (counted): {ev.judge_models.get(AGENT_JUDGE) or 'not judged'}"
        f" (repeat {ev.judge_repeat})",
        "",
        "## Headline metrics",
        "",
        _md_table(
            ["metric", "value", "95% CI"], [[n, fmt(v, k), ci or ""] for n, _, v, k, ci in headline]
        ),
        "",
        "## Failure taxonomy",
        "",
        _md_table(
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
        _md_table(
            ["surfaced recall", "invoked recall", "search calls / scenario"],
            [
                [
                    fmt(_value(ev.discovery.surfaced_recall)),
                    fmt(_value(ev.discovery.invoked_recall)),
                    fmt(ev.discovery.avg_search_calls, "num"),
                ]
            ],
        ),
        "",
        "## Without user-failed scenarios",
        "",
        _md_table(
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
            _md_table(
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
            _md_table(
                ["group", "n", "Agent SR", "95% CI", "Entity F1", "User SR"],
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
    return "\n".join(lines) + "\n"


# --------------------------------------------------------------------------- atp / other


def _flatten(
    value: Mapping[str, Any], prefix: str = "", skip: Iterable[str] = ()
) -> dict[str, Any]:
    out: dict[str, Any] = {}
    skipped = set(skip)
    for k, v in value.items():
        if k in skipped:
            continue
        name = f"{prefix}{k}"
        if isinstance(v, Mapping):
            out.update(_flatten(v, name + ".", ("per_category", "per_sample")))
        elif isinstance(v, list):
            continue
        else:
            out[name] = v
    return out


_ATP_COLUMNS = (
    "n_answers",
    "n_samples",
    "validity.answer_validity_rate",
    "validity.call_validity_rate",
    "call_counts.mean",
    "tool_sets.macro.precision",
    "tool_sets.macro.recall",
    "tool_sets.macro.f1",
    "final_score",
    "success_rate",
    "missed_images",
)


def _section_tables(name: str, section: Mapping[str, Any]) -> tuple[list[str], list[str]]:
    """HTML and Markdown tables of one summary section (``plan``, ``mam``...)."""
    html_parts = [f"<h2>{_e(name)}</h2>"]
    md_parts = [f"## {name}", ""]
    base = section.get("overall") if isinstance(section.get("overall"), Mapping) else section
    assert isinstance(base, Mapping)
    flat = _flatten(base, skip=("per_category", "per_sample"))
    html_parts.append(
        _table(
            ["metric", "value"],
            [[f'<td class="l">{_e(k)}</td>', _td(v, f"{name}.{k}")] for k, v in flat.items()],
        )
    )
    md_parts += [_md_table(["metric", "value"], [[k, fmt(v)] for k, v in flat.items()]), ""]
    per_cat = section.get("per_category")
    if isinstance(per_cat, Mapping) and per_cat:
        flats = {c: _flatten(v) for c, v in per_cat.items() if isinstance(v, Mapping)}
        keys: list[str] = []
        for f in flats.values():
            keys.extend(k for k in f if k not in keys)
        cols = [k for k in _ATP_COLUMNS if k in keys] or keys[:8]
        html_parts.append(
            _table(
                ["category", *cols],
                [
                    [
                        f'<td class="l">{_e(c)}</td>',
                        *(_td(f.get(k), f"{name}.{c}.{k}") for k in cols),
                    ]
                    for c, f in flats.items()
                ],
            )
        )
        md_parts += [
            _md_table(
                ["category", *cols], [[c, *(fmt(f.get(k)) for k in cols)] for c, f in flats.items()]
            ),
            "",
        ]
    return html_parts, md_parts


def _page(title: str, parts: Sequence[str]) -> str:
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{_e(title)}</title><style>{_CSS}</style></head><body>\n"
        + "\n".join(parts)
        + "\n</body></html>\n"
    )


def render_atp_report(
    summary: Mapping[str, Any], info: RunInfo, counts: Mapping[str, int]
) -> tuple[str, str]:
    """The HTML report and Markdown summary of an ATP run (its ``summary`` run metric).

    Returns:
        ``(html, markdown)``.
    """
    title = f"mmtoolbench report: {info.run_id}"
    parts = [f"<h1>{_e(title)}</h1>", _meta_rows(info, {"samples": _counts_text(counts)})]
    md = [f"# {title}", "", f"- suite: {info.suite}", f"- samples: {_counts_text(counts)}", ""]
    if not summary:
        parts.append('<p class="note">The run has no summary metric.</p>')
        md.append("The run has no summary metric.")
    for name, section in summary.items():
        if isinstance(section, Mapping):
            h, m = _section_tables(str(name), section)
            parts += h
            md += m
    return _page(title, parts), "\n".join(md) + "\n"


def _counts_text(counts: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {s}" for s, n in sorted(counts.items())) or "none"


def render_generic_report(
    info: RunInfo, counts: Mapping[str, int], metrics: Mapping[str, Any]
) -> tuple[str, str]:
    """A minimal report for other suites: run information, counts, run metrics.

    Returns:
        ``(html, markdown)``.
    """
    title = f"mmtoolbench report: {info.run_id}"
    flat = _flatten(metrics)
    parts = [
        f"<h1>{_e(title)}</h1>",
        _meta_rows(info, {"samples": _counts_text(counts)}),
        "<h2>Run metrics</h2>",
        _table(
            ["metric", "value"],
            [[f'<td class="l">{_e(k)}</td>', _td(v, k)] for k, v in flat.items()],
        ),
    ]
    md = [f"# {title}", "", f"- suite: {info.suite}", f"- samples: {_counts_text(counts)}", ""]
    md.append(_md_table(["metric", "value"], [[k, fmt(v)] for k, v in flat.items()]))
    return _page(title, parts), "\n".join(md) + "\n"


# --------------------------------------------------------------------------- entry


def build_report(
    run_dir: Path,
    output: Path | None = None,
    *,
    judge_model: str | None = None,
    repeat: int = 0,
    entity_f1: str = "paper",
) -> ReportFiles:
    """Write the report of a run.

    Args:
        run_dir: The run directory.
        output: The HTML file (default ``RUN_DIR/report.html``); the Markdown summary is
            written next to it with the suffix ``.md``.
        judge_model: Sandbox: the judge model whose verdicts count.
        repeat: Sandbox: the judge repeat whose verdicts count.
        entity_f1: Sandbox: the Entity F1 variant counted in the headline and the
            breakdowns (``paper`` or ``reference``); both are shown side by side.

    Raises:
        RunStoreError: If ``run_dir`` is not a run.
    """
    html_path = output if output is not None else run_dir / "report.html"
    md_path = html_path.with_suffix(".md")
    with RunStore.open(run_dir) as store:
        info = store.info()
        if info.suite == "sandbox":
            ev = evaluate_run(store, judge_model=judge_model, repeat=repeat, entity_f1=entity_f1)
            page, md = render_sandbox_report(ev, info, _spread_for(store, ev))
        elif info.suite == "atp":
            summary = store.run_metrics().get("summary") or {}
            page, md = render_atp_report(summary, info, store.counts())
        else:
            page, md = render_generic_report(info, store.counts(), store.run_metrics())
    html_path.parent.mkdir(parents=True, exist_ok=True)
    html_path.write_text(page, encoding="utf-8")
    md_path.write_text(md, encoding="utf-8")
    return ReportFiles(html=html_path, markdown=md_path)
