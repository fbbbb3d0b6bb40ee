"""The ATP run report (``mmtb report`` on an ATP run): this suite's `SuiteReporter`.

It shows the run metric ``summary`` (plan metrics and MAM aggregates, overall and per
category) as tables, with the per-category columns below, and two figures of the paper:
the distribution of tool calls per answer (Figure 3) and the success rate per tool
(Figure 5, MAM verdicts; with the number of calls of each tool). With a judge model, the
summary is recomputed from the stored answers and that judge model's MAM verdicts only
(e.g. after ``mmtb judge RUN -j MODEL`` added a second judge's verdicts).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from markupsafe import Markup
from matplotlib.figure import Figure

from mmtoolbench.atp.metrics import TOOL_ORDER
from mmtoolbench.atp.suite import build_suite, summarize_run
from mmtoolbench.reporting import img, png_data_url, render_summary_report, render_template
from mmtoolbench.runner.suite import ReportOptions, RunReport
from mmtoolbench.store.run_store import RunStore

__all__ = [
    "CATEGORY_COLUMNS",
    "call_count_figure",
    "call_count_shares",
    "per_tool_figure",
    "report_run",
]

TOP_BIN = 8
"""Call counts from this number up share one bar in Figure 3."""

CATEGORY_COLUMNS: tuple[str, ...] = (
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
"""Per-category metrics shown, in order (those present)."""


def report_run(store: RunStore, options: ReportOptions) -> RunReport:
    """The report of a stored ATP run (its ``summary`` run metric).

    Args:
        store: The run.
        options: ``judge_model``: count only this judge model's MAM verdicts (the
            summary is recomputed; needs the run's dataset); default: the stored summary.

    Raises:
        ConfigError: If the run's dataset does not load (only with a judge model).
    """
    info = store.info()
    if options.judge_model is None:
        summary = store.run_metrics().get("summary") or {}
    else:
        suite = build_suite(info.config.get("suite_options") or {})
        summary = summarize_run(store, suite.samples_by_id, judge_model=options.judge_model)
    report = render_summary_report(summary, info, store.counts(), CATEGORY_COLUMNS)
    figures = [
        f
        for f in (
            call_count_figure(summary.get("plan") or {}),
            per_tool_figure((summary.get("mam") or {}).get("overall") or {}),
        )
        if f is not None
    ]
    if not figures:
        return report
    block = render_template(
        "mmtoolbench.atp", "report_figures.html.j2", figures=[Markup(f) for f in figures]
    )
    return RunReport(report.html.replace("</body>", block + "</body>", 1), report.markdown)


def call_count_shares(plan: Mapping[str, Any], top: int = TOP_BIN) -> dict[str, float]:
    """Share of answers per number of tool calls (``"0"`` ... ``"top+"``; Figure 3).

    Args:
        plan: The summary's ``plan`` section (``call_counts.counts``: calls -> answers;
            keys may be strings after a JSON round trip).
        top: First merged bin.
    """
    counts = {
        int(k): int(v) for k, v in ((plan.get("call_counts") or {}).get("counts") or {}).items()
    }
    total = sum(counts.values())
    if not total:
        return {}
    bins = {str(k): 0 for k in range(top)}
    bins[f"{top}+"] = 0
    for calls, answers in counts.items():
        bins[str(calls) if calls < top else f"{top}+"] += answers
    return {k: v / total for k, v in bins.items()}


def call_count_figure(plan: Mapping[str, Any]) -> str | None:
    """Figure 3 (one run): the distribution of tool calls per answer, as an ``<img>``."""
    shares = call_count_shares(plan)
    if not shares:
        return None
    fig = Figure(figsize=(6.0, 3.0))
    ax = fig.add_subplot()
    labels = list(shares)
    ax.bar(labels, [shares[k] for k in labels], color="#1c7ed6")
    mean = (plan.get("call_counts") or {}).get("mean")
    n = (plan.get("call_counts") or {}).get("n_answers")
    ax.set_xlabel("tool calls per answer", fontsize=9)
    ax.set_ylabel("share of answers", fontsize=9)
    ax.set_ylim(0, 1)
    mean_text = f", mean {mean:.2f}" if isinstance(mean, int | float) else ""
    ax.set_title(f"Figure 3: tool call number distribution (n = {n}{mean_text})", fontsize=10)
    ax.grid(axis="y", alpha=0.3)
    return img(png_data_url(fig), "Figure 3: tool call number distribution")


def per_tool_figure(mam: Mapping[str, Any]) -> str | None:
    """Figure 5 (one run): MAM success rate per tool, with each tool's call count."""
    rates = mam.get("per_tool_success_rate") or {}
    calls = mam.get("per_tool_calls") or {}
    if not any(calls.get(t) for t in TOOL_ORDER):
        return None
    fig = Figure(figsize=(6.0, 3.0))
    ax = fig.add_subplot()
    values = [rates.get(t) or 0.0 for t in TOOL_ORDER]
    ax.bar(list(TOOL_ORDER), values, color="#2b8a3e")
    for i, t in enumerate(TOOL_ORDER):
        text = "no calls" if not calls.get(t) else f"{values[i]:.2f}\n({calls[t]} calls)"
        ax.text(i, values[i] + 0.02, text, ha="center", va="bottom", fontsize=7)
    ax.set_ylim(0, 1.25)
    ax.set_ylabel("success rate", fontsize=9)
    ax.set_title("Figure 5: tool success rate per tool (MAM)", fontsize=10)
    ax.grid(axis="y", alpha=0.3)
    return img(png_data_url(fig), "Figure 5: tool success rate per tool")
