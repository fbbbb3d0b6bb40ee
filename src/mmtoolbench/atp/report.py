"""The ATP run report (``mmtb report`` on an ATP run): this suite's `SuiteReporter`.

It shows the run metric ``summary`` (plan metrics and MAM aggregates, overall and per
category) as tables, with the per-category columns below.
"""

from __future__ import annotations

from mmtoolbench.reporting import render_summary_report
from mmtoolbench.runner.suite import ReportOptions, RunReport
from mmtoolbench.store.run_store import RunStore

__all__ = ["CATEGORY_COLUMNS", "report_run"]

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
        options: Not used (ATP's summary is fixed when the run ends).
    """
    summary = store.run_metrics().get("summary") or {}
    return render_summary_report(summary, store.info(), store.counts(), CATEGORY_COLUMNS)
