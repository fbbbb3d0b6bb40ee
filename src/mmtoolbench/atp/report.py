"""The ATP run report (``mmtb report`` on an ATP run): this suite's `SuiteReporter`.

It shows the run metric ``summary`` (plan metrics and MAM aggregates, overall and per
category) as tables, with the per-category columns below. With a judge model, the summary
is recomputed from the stored answers and that judge model's MAM verdicts only (e.g. after
``mmtb judge RUN -j MODEL`` added a second judge's verdicts).
"""

from __future__ import annotations

from mmtoolbench.atp.suite import build_suite, summarize_run
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
    return render_summary_report(summary, info, store.counts(), CATEGORY_COLUMNS)
