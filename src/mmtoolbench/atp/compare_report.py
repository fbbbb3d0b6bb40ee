"""The HTML page of an ATP comparison, with the paper's per-model figures.

* Figure 3: share of answers per number of tool calls, one bar per run (8+ calls merged);
* Figure 5: MAM success rate per tool, one bar per (run, judge) row with verdicts.

Drawn on matplotlib's Agg canvas with fixed sizes (same comparison, same bytes);
`mmtoolbench.atp.compare.write_comparison` writes the page and the PNG files.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from markupsafe import Markup
from matplotlib.figure import Figure

from mmtoolbench.atp.compare import ATPComparison
from mmtoolbench.atp.metrics import TOOL_ORDER
from mmtoolbench.atp.report import TOP_BIN, call_count_shares
from mmtoolbench.reporting import data_url, img, page, png_bytes, render_template

__all__ = ["render_comparison_html"]

_PALETTE = ("#1c7ed6", "#f59f00", "#2b8a3e", "#c92a2a", "#7048e8", "#0ca678", "#e8590c")


def _bars(
    title: str, groups: Sequence[str], series: Sequence[tuple[str, Sequence[float]]], ylabel: str
) -> bytes:
    fig = Figure(figsize=(max(6.0, 0.35 * len(groups) * max(1, len(series)) + 2.5), 3.4))
    ax = fig.add_subplot()
    width = 0.8 / max(1, len(series))
    for i, (name, values) in enumerate(series):
        xs = [g + (i - (len(series) - 1) / 2) * width for g in range(len(groups))]
        ax.bar(xs, list(values), width, label=name, color=_PALETTE[i % len(_PALETTE)])
    ax.set_xticks(range(len(groups)), list(groups), fontsize=8)
    ax.set_ylim(0, 1.1)
    ax.set_ylabel(ylabel, fontsize=9)
    ax.set_title(title, fontsize=10)
    ax.grid(axis="y", alpha=0.3)
    ax.legend(fontsize=7, loc="upper right", ncol=min(3, len(series)))
    return png_bytes(fig)


def render_comparison_html(comparison: ATPComparison) -> tuple[str, list[tuple[str, bytes]]]:
    """The comparison page (markdown tables as text, figures embedded) and its figures.

    The page is the template ``atp/templates/compare.html.j2`` (Jinja2, autoescape on).

    Returns:
        ``(html, [(file name, png bytes), ...])``.
    """
    figures: list[tuple[str, bytes]] = []
    shown: list[dict[str, Any]] = []
    by_run: dict[str, dict[str, float]] = {}
    for r in comparison.rows:
        if r.run_id not in by_run:
            by_run[r.run_id] = call_count_shares({"call_counts": {"counts": r.call_counts}})
    if any(by_run.values()):
        groups = [str(k) for k in range(TOP_BIN)] + [f"{TOP_BIN}+"]
        series = [(run, [s.get(g, 0.0) for g in groups]) for run, s in by_run.items()]
        png = _bars("Figure 3: tool call number distribution", groups, series, "share of answers")
        figures.append(("fig3_call_counts.png", png))
        shown.append(
            {"title": "Figure 3", "image": Markup(img(data_url(png), "Figure 3: call counts"))}
        )
    judged = [r for r in comparison.rows if any(r.per_tool_calls.values())]
    if judged:
        series = [
            (r.label, [r.per_tool_success_rate.get(t) or 0.0 for t in TOOL_ORDER]) for r in judged
        ]
        png = _bars(
            "Figure 5: tool success rate per tool (MAM)", TOOL_ORDER, series, "success rate"
        )
        figures.append(("fig5_per_tool_success_rate.png", png))
        image = Markup(img(data_url(png), "Figure 5: per-tool success rate"))
        shown.append({"title": "Figure 5", "image": image})
    body = render_template(
        "mmtoolbench.atp", "compare.html.j2", markdown=comparison.to_markdown(), figures=shown
    )
    return page("ATP run comparison", [body]), figures
