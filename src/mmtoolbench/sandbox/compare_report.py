"""The HTML page of ``mmtb compare`` on sandbox runs, with the seed's cross-model figures.

Figures (matplotlib Agg canvas, fixed sizes, so the same comparison gives the same bytes):

* Figure 5 (a)-(d): Agent SR with 95% CIs per arrival pattern, image count, challenge
  type and information-flow type, one bar per run;
* Figure 6 (a): Agent SR vs User SR per run, with Pearson r and its Fisher-z CI;
  (b): Agent SR per agent and execution mode; (c): Agent SR per agent and toolset;
* Figure 7: failure root causes per run (shares of the run's failures), in the order of
  the comparison (``--order``, model size, or input);
* appendix D.2: the Entity F1 vs Agent SR 2x2 per run, as a table with example ids.

`render_comparison_html` returns the page and the figures as PNG bytes, which
`mmtoolbench.sandbox.evaluate.compare.write_comparison` writes next to the page.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from markupsafe import Markup
from matplotlib.figure import Figure

from mmtoolbench.reporting import (
    data_url,
    fmt,
    img,
    page,
    png_bytes,
    render_template,
    table,
    td,
    text_td,
)
from mmtoolbench.sandbox.evaluate.compare import FIGURE_DIMENSIONS, Comparison, RunAnalysis
from mmtoolbench.sandbox.evaluate.metrics import FAILURE_CATEGORIES, FAILURE_LABELS, Estimate

__all__ = ["render_comparison_html"]

_TITLES = {
    "arrival_pattern": "Figure 5a: Agent SR by image arrival pattern",
    "image_count": "Figure 5b: Agent SR by number of images",
    "challenge_type": "Figure 5c: Agent SR by challenge type",
    "flow_type": "Figure 5d: Agent SR by information-flow type",
}
_PALETTE = ("#1c7ed6", "#f59f00", "#2b8a3e", "#c92a2a", "#7048e8", "#0ca678", "#e8590c")
_TAXONOMY_COLORS = {
    "factual_error": "#1c7ed6",
    "task_failure": "#c92a2a",
    "incomplete_execution": "#f59f00",
    "uncontrolled_behavior": "#7048e8",
    "other": "#868e96",
}


def _err(e: Estimate | None) -> tuple[float, float]:
    if e is None:
        return 0.0, 0.0
    return max(0.0, e.value - e.low), max(0.0, e.high - e.value)


def _grouped_bars(
    title: str,
    groups: Sequence[str],
    series: Sequence[tuple[str, Sequence[Estimate | None]]],
    ylabel: str = "Agent SR",
) -> bytes:
    """Bars per group, one per series, with asymmetric CI error bars."""
    fig = Figure(figsize=(max(5.0, 0.9 * len(groups) * max(1, len(series)) ** 0.5 + 2.5), 3.4))
    ax = fig.add_subplot()
    width = 0.8 / max(1, len(series))
    for i, (name, ests) in enumerate(series):
        xs = [g + (i - (len(series) - 1) / 2) * width for g in range(len(groups))]
        values = [e.value if e is not None else 0.0 for e in ests]
        errs = [[_err(e)[0] for e in ests], [_err(e)[1] for e in ests]]
        ax.bar(xs, values, width, yerr=errs, capsize=2, label=name, color=_PALETTE[i % 7])
    ax.set_xticks(range(len(groups)), list(groups), fontsize=8)
    ax.set_ylim(0, 1.15)
    ax.set_ylabel(ylabel, fontsize=9)
    ax.set_title(title, fontsize=10)
    ax.grid(axis="y", alpha=0.3)
    ax.legend(fontsize=7, loc="upper right", ncol=min(3, len(series)))
    return png_bytes(fig)


def _dimension_figure(dim: str, runs: Sequence[RunAnalysis]) -> bytes | None:
    groups: list[str] = []
    for r in runs:
        groups.extend(g.group for g in r.breakdowns.get(dim, []) if g.group not in groups)
    if not groups:
        return None
    series = []
    for r in runs:
        by = {g.group: g.agent_sr for g in r.breakdowns.get(dim, [])}
        series.append((r.label, [by.get(g) for g in groups]))
    return _grouped_bars(_TITLES[dim], groups, series)


def _scatter(c: Comparison) -> bytes | None:
    points = [
        (r.label, r.agent_sr.value, r.user_sr.value)
        for r in c.analyses.runs
        if r.agent_sr is not None and r.user_sr is not None
    ]
    if not points:
        return None
    fig = Figure(figsize=(5.0, 4.0))
    ax = fig.add_subplot()
    xs, ys = [p[1] for p in points], [p[2] for p in points]
    ax.scatter(xs, ys, color=_PALETTE[0], zorder=3)
    for label, x, y in points:
        ax.annotate(label, (x, y), fontsize=7, xytext=(4, 3), textcoords="offset points")
    cor = c.analyses.sr_user
    title = "Figure 6a: Agent SR vs User SR"
    if cor.r is not None:
        mean_x, mean_y = sum(xs) / len(xs), sum(ys) / len(ys)
        sxx = sum((x - mean_x) ** 2 for x in xs)
        slope = sum((x - mean_x) * (y - mean_y) for x, y in zip(xs, ys, strict=True)) / sxx
        lo, hi = min(xs), max(xs)
        line_x = [lo, hi]
        ax.plot(line_x, [mean_y + slope * (x - mean_x) for x in line_x], color="#868e96", lw=1)
        ci = "" if cor.low is None else f", Fisher-z CI [{cor.low:.2f}, {cor.high:.2f}]"
        if cor.boot_low is not None and cor.boot_high is not None:
            ci += f"\nbootstrap 95% CI [{cor.boot_low:.2f}, {cor.boot_high:.2f}]"
        title += f"\nPearson r = {cor.r:.3f}{ci} (n = {cor.n})"
    ax.set_xlim(-0.02, 1.02)
    ax.set_ylim(-0.02, 1.02)
    ax.set_xlabel("Agent SR", fontsize=9)
    ax.set_ylabel("User SR", fontsize=9)
    ax.set_title(title, fontsize=10)
    ax.grid(alpha=0.3)
    return png_bytes(fig)


def _by_setting(c: Comparison, attr: str, title: str) -> bytes | None:
    """Agent SR per agent (x) and setting (series): Figure 6b (mode) / 6c (toolset)."""
    runs = [r for r in c.analyses.runs if r.agent_sr is not None]
    if not runs:
        return None
    agents: list[str] = []
    settings: list[str] = []
    table_: dict[tuple[str, str], Estimate | None] = {}
    for r in runs:
        agent, setting = r.agent or r.label, str(getattr(r, attr))
        if agent not in agents:
            agents.append(agent)
        if setting not in settings:
            settings.append(setting)
        table_.setdefault((agent, setting), r.agent_sr)
    series = [(s, [table_.get((a, s)) for a in agents]) for s in settings]
    return _grouped_bars(title, agents, series)


def _taxonomy_figure(c: Comparison) -> bytes | None:
    runs = c.analyses.runs
    if not any(r.taxonomy.n_failures for r in runs):
        return None
    cats = [
        k for k in FAILURE_CATEGORIES if k != "other" or any(r.taxonomy.counts.get(k) for r in runs)
    ]
    fig = Figure(figsize=(7.0, 0.55 * len(runs) + 1.6))
    ax = fig.add_subplot()
    labels = [f"{r.label} ({r.taxonomy.n_failures})" for r in runs]
    left = [0.0] * len(runs)
    for k in cats:
        shares = [r.taxonomy.shares.get(k, 0.0) for r in runs]
        ax.barh(labels, shares, left=left, color=_TAXONOMY_COLORS[k], label=FAILURE_LABELS[k])
        for i, (x0, w) in enumerate(zip(left, shares, strict=True)):
            if w >= 0.08:
                ax.text(x0 + w / 2, i, f"{w * 100:.0f}%", ha="center", va="center", fontsize=7)
        left = [a + b for a, b in zip(left, shares, strict=True)]
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_xlabel("share of the run's failures", fontsize=9)
    order = {"given": "given order", "size": "model size", "input": "input order"}
    ax.set_title(
        f"Figure 7: failure root causes across models ({order[c.analyses.order_by]})", fontsize=10
    )
    ax.legend(fontsize=7, loc="upper center", bbox_to_anchor=(0.5, -0.18), ncol=len(cats))
    return png_bytes(fig)


def _disagreement_table(c: Comparison) -> str:
    rows = []
    for r in c.analyses.runs:
        d, p = r.disagreement, f"disagreement.{r.label}"
        rows.append(
            [
                text_td(r.label),
                td(d.n, f"{p}.n", "int"),
                td(d.f1_full_pass, f"{p}.f1_full_pass", "int"),
                td(d.f1_full_fail, f"{p}.f1_full_fail", "int"),
                td(d.f1_partial_pass, f"{p}.f1_partial_pass", "int"),
                td(d.f1_partial_fail, f"{p}.f1_partial_fail", "int"),
                td(d.agreement, f"{p}.agreement"),
                td(d.high_f1_fail_share, f"{p}.high_f1_fail_share"),
                text_td(", ".join(d.examples_full_fail) or "-"),
                text_td(", ".join(d.examples_partial_pass) or "-"),
            ]
        )
    return table(
        [
            "run",
            "n",
            "F1=1, pass",
            "F1=1, fail",
            "F1<1, pass",
            "F1<1, fail",
            "agreement",
            "F1>=0.8 failing SR",
            "F1=1 but fail (e.g.)",
            "F1<1 but pass (e.g.)",
        ],
        rows,
    )


def render_comparison_html(comparison: Comparison) -> tuple[str, list[tuple[str, bytes]]]:
    """The comparison page (leaderboard, analyses, embedded figures) and its figures.

    The page is the template ``sandbox/templates/compare.html.j2`` (Jinja2, autoescape on).

    Returns:
        ``(html, [(file name, png bytes), ...])``.
    """
    figures: list[tuple[str, bytes]] = []
    leaderboard = table(
        ["rank", "run", "agent", "judge", "n", "Agent SR", "Entity F1", "User SR", "steps"],
        [
            [
                td(r.rank, f"rank.{r.label}", "int"),
                text_td(r.label),
                text_td(r.agent or "-"),
                text_td(r.judge_model or "-"),
                td(r.n, f"{r.label}.n", "int"),
                td(r.agent_sr.value if r.agent_sr else None, f"{r.label}.agent_sr"),
                td(r.entity_f1.value if r.entity_f1 else None, f"{r.label}.entity_f1"),
                td(r.user_sr.value if r.user_sr else None, f"{r.label}.user_sr"),
                td(r.avg_steps, f"{r.label}.avg_steps", "num"),
            ]
            for r in comparison.rows
        ],
    )

    def add(name: str, png: bytes | None, alt: str) -> dict[str, Any]:
        if png is None:
            return {"alt": alt, "image": None}
        figures.append((f"{name}.png", png))
        return {"alt": alt, "image": Markup(img(data_url(png), alt))}

    sr_user_figure = add(
        "fig6a_agent_sr_vs_user_sr", _scatter(comparison), "Figure 6a: Agent SR vs User SR"
    )
    dimension_figures = [
        add(f"fig5_{dim}", _dimension_figure(dim, comparison.analyses.runs), _TITLES[dim])
        for dim in FIGURE_DIMENSIONS
    ]
    interface_figures = [
        add(
            "fig6b_execution_mode",
            _by_setting(comparison, "mode", "Figure 6b: Agent SR by execution mode"),
            "Figure 6b: Agent SR by execution mode",
        ),
        add(
            "fig6c_toolset",
            _by_setting(comparison, "toolset", "Figure 6c: Agent SR by toolset"),
            "Figure 6c: Agent SR by toolset",
        ),
    ]
    tax_rows = []
    for r in comparison.analyses.runs:
        t = r.taxonomy
        tax_rows.append(
            [
                text_td(r.label),
                td(t.n_failures, f"taxonomy.{r.label}.n_failures", "int"),
                *(td(t.shares.get(k), f"taxonomy.{r.label}.{k}.share") for k in FAILURE_CATEGORIES),
            ]
        )
    taxonomy = table(
        ["run", "failures", *(FAILURE_LABELS[k] for k in FAILURE_CATEGORIES)], tax_rows
    )
    taxonomy_figure = add(
        "fig7_failure_taxonomy", _taxonomy_figure(comparison), "Figure 7: failure taxonomy"
    )
    body = render_template(
        "mmtoolbench.sandbox",
        "compare.html.j2",
        fmt=fmt,
        leaderboard=Markup(leaderboard),
        cor=comparison.analyses.sr_user,
        sr_user_figure=sr_user_figure,
        dimension_figures=dimension_figures,
        interface_figures=interface_figures,
        taxonomy=Markup(taxonomy),
        taxonomy_figure=taxonomy_figure,
        disagreement=Markup(_disagreement_table(comparison)),
    )
    return page("mmtoolbench comparison", [body]), figures
