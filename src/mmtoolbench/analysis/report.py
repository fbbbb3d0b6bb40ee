"""Run reports: one self-contained HTML file plus a Markdown summary (``mmtb report``).

This layer knows no suite: the run's suite renders its own report through its
`mmtoolbench.runner.suite.SuiteReporter` (found with
`mmtoolbench.runner.suites.resolve_reporter`: `mmtoolbench.sandbox.report.report_run`,
`mmtoolbench.atp.report.report_run`, or ``report_run`` next to a custom suite's factory);
a suite without one gets `mmtoolbench.reporting.render_generic_report` (run information,
sample counts, every stored run metric). Every number cell in the HTML carries a
``data-metric`` attribute so the report can be checked mechanically against the run store.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from mmtoolbench.reporting import embedded_figures, render_generic_report
from mmtoolbench.runner.suite import ReportOptions
from mmtoolbench.runner.suites import resolve_reporter
from mmtoolbench.store.run_store import RunStore

__all__ = ["ReportFiles", "build_report", "write_figures"]


@dataclass(frozen=True)
class ReportFiles:
    """The files a report wrote.

    Attributes:
        html: The self-contained HTML report.
        markdown: The Markdown summary next to it.
        figures: The report's figures as PNG files, in ``<report>_figures/`` next to it.
    """

    html: Path
    markdown: Path
    figures: tuple[Path, ...] = ()


def build_report(
    run_dir: Path,
    output: Path | None = None,
    *,
    judge_model: str | None = None,
    repeat: int = 0,
    entity_f1: str | None = None,
) -> ReportFiles:
    """Write the report of a run.

    Args:
        run_dir: The run directory.
        output: The HTML file (default ``RUN_DIR/report.html``); the Markdown summary is
            written next to it with the suffix ``.md``, its figures as PNG files in
            ``<name>_figures/``.
        judge_model: The judge model whose verdicts count (suites that have judges).
        repeat: The judge repeat whose verdicts count.
        entity_f1: Sandbox: the Entity F1 variant counted in the headline and the
            breakdowns (``paper`` or ``reference``; default: the run's ``entity_f1``
            option, else ``paper``); both are shown side by side.

    Raises:
        RunStoreError: If ``run_dir`` is not a run.
    """
    html_path = output if output is not None else run_dir / "report.html"
    md_path = html_path.with_suffix(".md")
    options = ReportOptions(judge_model=judge_model, repeat=repeat, entity_f1=entity_f1)
    with RunStore.open(run_dir) as store:
        info = store.info()
        reporter = resolve_reporter(info.suite)
        if reporter is not None:
            report = reporter(store, options)
        else:
            report = render_generic_report(info, store.counts(), store.run_metrics())
    html_path.parent.mkdir(parents=True, exist_ok=True)
    html_path.write_text(report.html, encoding="utf-8")
    md_path.write_text(report.markdown, encoding="utf-8")
    return ReportFiles(
        html=html_path, markdown=md_path, figures=write_figures(report.html, html_path)
    )


def write_figures(page_html: str, html_path: Path) -> tuple[Path, ...]:
    """Write the PNG figures embedded in a page to ``<page stem>_figures/`` next to it.

    Figures of an earlier report in that directory are replaced.
    """
    folder = html_path.with_name(f"{html_path.stem}_figures")
    figures = embedded_figures(page_html)
    if folder.is_dir():
        for old in folder.glob("*.png"):
            old.unlink()
    if not figures:
        return ()
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, png in figures:
        path = folder / name
        path.write_bytes(png)
        paths.append(path)
    return tuple(paths)
