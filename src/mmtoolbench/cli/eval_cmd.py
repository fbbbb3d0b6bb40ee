"""Evaluation commands: ``mmtb judge``, ``mmtb report``, ``mmtb compare``, ``mmtb agreement``.

The commands work on runs of any suite and know none: ``report`` calls
`mmtoolbench.analysis.report` (which finds the suite's reporter); ``judge``, ``compare`` and
``agreement`` parse their flags into a request (`mmtoolbench.runner.suite.JudgeRequest`...)
and hand it to the run's suite (`mmtoolbench.runner.suites.resolve_analyses`):

* ``mmtb judge RUN --judge-model M [--repeats k]`` re-judges the stored samples (no agent
  is re-run): sandbox trajectories with the agent/user/UI judges and the run-to-run spread
  over repeats (`mmtoolbench.sandbox.commands`), ATP answers with MAM
  (`mmtoolbench.atp.commands`).
* ``mmtb report RUN [--output FILE]`` writes a self-contained HTML report and a Markdown
  summary next to it (`mmtoolbench.analysis.report`).
* ``mmtb compare RUN...`` prints and writes the suite's leaderboard (sandbox: with the
  Spearman correlation between judges and the cross-model analyses; ATP: the same as
  ``mmtb atp compare``).
* ``mmtb agreement LABELS.csv RUN`` compares human labels with the run's judge verdicts
  (ATP: the same as ``mmtb atp agreement``).

`register` adds them to the application.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from mmtoolbench.cli.common import split_ids, user_errors
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.models.base import Model
from mmtoolbench.runner.suite import (
    AgreementRequest,
    CommandConsole,
    CompareRequest,
    JudgeRequest,
    SuiteAnalyses,
)

__all__ = [
    "agreement_cmd",
    "build_judge_model",
    "compare_cmd",
    "judge_cmd",
    "register",
    "report_cmd",
]

out = Console(soft_wrap=True, highlight=False)
err = Console(stderr=True, soft_wrap=True, highlight=False)


def _console() -> CommandConsole:
    return CommandConsole(out=out, err=err, echo=typer.echo)


def _analyses_of(run_dirs: list[Path]) -> SuiteAnalyses:
    """The judge/compare/agreement implementations of the runs' suite (one suite for all).

    Raises:
        ConfigError: If the runs belong to different suites, or their suite has none.
        RunStoreError: If a directory is not a run.
    """
    from mmtoolbench.runner.suites import BUILTIN_ANALYSES, resolve_analyses
    from mmtoolbench.store.run_store import RunStore

    suites: dict[str, list[str]] = {}
    for run_dir in run_dirs:
        with RunStore.open(run_dir) as store:
            suites.setdefault(store.info().suite, []).append(str(run_dir))
    if len(suites) > 1:
        listed = "; ".join(f"{s}: {', '.join(d)}" for s, d in suites.items())
        raise ConfigError(f"the runs belong to different suites ({listed}); compare one suite")
    if not suites:
        raise ConfigError("no run directory given")
    (suite, dirs), *_ = suites.items()
    try:
        return resolve_analyses(suite)
    except ConfigError as exc:
        if suite in BUILTIN_ANALYSES:
            raise
        builtin = " or ".join(BUILTIN_ANALYSES)
        raise ConfigError(f"{', '.join(dirs)} is a {suite} run, not {builtin}: {exc}") from None


def build_judge_model(
    model_string: str, *, base_url: str | None, concurrency: int, cache: bool
) -> Model:
    """Build the judge model (with retries, cost tracking, concurrency limit and cache).

    Raises:
        ConfigError: For an unknown model string or a missing API key.
    """
    from mmtoolbench.models.cache import ResponseCache
    from mmtoolbench.models.factory import ModelOptions, build_model
    from mmtoolbench.runner.run import default_cache_path

    response_cache = None
    if cache:
        path = default_cache_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        response_cache = ResponseCache(path)
    options = ModelOptions(base_url=base_url, max_concurrency=concurrency, cache_enabled=cache)
    return build_model(model_string, options, cache=response_cache)


# --------------------------------------------------------------------------- judge


def judge_cmd(
    run_dir: Annotated[Path, typer.Argument(help="Run directory (sandbox or ATP).")],
    judge_model: Annotated[str, typer.Option("--judge-model", "-j", help="Judge model.")],
    repeats: Annotated[
        int, typer.Option(min=1, help="Ensure judge repeats 0..k-1 (appendix C.3).")
    ] = 1,
    judges: Annotated[
        list[str] | None,
        typer.Option(help="Judges: agent, user, ui (comma-separated or repeated; default all)."),
    ] = None,
    force: Annotated[
        bool, typer.Option("--force", help="Judge again where a verdict already exists.")
    ] = False,
    ids: Annotated[
        list[str] | None, typer.Option(help="Sample keys <id>#<repeat> (default: all).")
    ] = None,
    max_images: Annotated[
        int | None,
        typer.Option(
            min=0, help="Images attached per request (default: sandbox 12, ATP the run's)."
        ),
    ] = None,
    retries: Annotated[int, typer.Option(min=0, help="Repair turns on bad output.")] = 2,
    max_tokens: Annotated[int, typer.Option(min=16, help="Output tokens per request.")] = 4096,
    temperature: Annotated[float, typer.Option(min=0.0, max=2.0, help="Temperature.")] = 0.0,
    concurrency: Annotated[int, typer.Option(min=1, help="Trajectories judged at once.")] = 4,
    base_url: Annotated[
        str | None, typer.Option(help="Base URL for an openai-compatible judge.")
    ] = None,
    cache: Annotated[
        bool, typer.Option("--cache/--no-cache", help="Use the response cache.")
    ] = True,
) -> None:
    """Re-judge a run's stored trajectories (no agent re-run) and report the spread."""

    def build(max_concurrency: int) -> Model:
        return build_judge_model(
            judge_model, base_url=base_url, concurrency=max_concurrency, cache=cache
        )

    request = JudgeRequest(
        run_dir=run_dir,
        judge_model=judge_model,
        build_judge=build,
        repeats=repeats,
        judges=split_ids(judges),
        force=force,
        ids=split_ids(ids),
        max_images=max_images,
        retries=retries,
        max_tokens=max_tokens,
        temperature=temperature,
        concurrency=concurrency,
    )
    with user_errors():
        _analyses_of([run_dir]).judge(request, _console())


# --------------------------------------------------------------------------- report


def report_cmd(
    run_dir: Annotated[Path, typer.Argument(help="Run directory.")],
    output: Annotated[
        Path | None,
        typer.Option("--output", "-o", help="HTML file (default RUN/report.html)."),
    ] = None,
    judge_model: Annotated[
        str | None, typer.Option(help="Sandbox: the judge model whose verdicts count.")
    ] = None,
    repeat: Annotated[int, typer.Option(min=0, help="Sandbox: the judge repeat counted.")] = 0,
    entity_f1: Annotated[
        str | None,
        typer.Option(
            "--entity-f1",
            help="Sandbox: Entity F1 variant counted, paper or reference (default: the "
            "run's, else paper); both are shown side by side.",
        ),
    ] = None,
) -> None:
    """Write an HTML report (figures embedded) and a Markdown summary next to it."""
    from mmtoolbench.analysis.report import build_report

    if entity_f1 not in (None, "paper", "reference"):
        raise typer.BadParameter("must be paper or reference", param_hint="--entity-f1")
    with user_errors():
        files = build_report(
            run_dir, output, judge_model=judge_model, repeat=repeat, entity_f1=entity_f1
        )
    out.print(f"report: {files.html}\nsummary: {files.markdown}")
    if files.figures:
        out.print(f"figures: {len(files.figures)} PNG files in {files.figures[0].parent}")


# --------------------------------------------------------------------------- compare


def compare_cmd(
    run_dirs: Annotated[
        list[Path], typer.Argument(help="Run directories (all sandbox or all ATP).")
    ],
    output: Annotated[
        Path,
        typer.Option(
            "--output",
            "-o",
            help="Markdown leaderboard (sandbox: JSON next to it; ATP: .json writes JSON).",
        ),
    ] = Path("leaderboard.md"),
    judge_model: Annotated[
        str | None, typer.Option(help="The judge model counted on the leaderboard.")
    ] = None,
    repeat: Annotated[int, typer.Option(min=0, help="The judge repeat counted.")] = 0,
    order: Annotated[
        list[str] | None,
        typer.Option(
            help="Sandbox: run labels or agent models in the order of the cross-model failure "
            "taxonomy (Figure 7; comma-separated or repeated; default: by the parameter count "
            "in the agent's name, else the order given)."
        ),
    ] = None,
) -> None:
    """Print and write a leaderboard, with the rank correlation between judges and the
    cross-model analyses (sandbox: an HTML page with Figures 5-7 next to the Markdown)."""
    request = CompareRequest(
        run_dirs=run_dirs,
        output=output,
        judge_model=judge_model,
        repeat=repeat,
        order=split_ids(order) or (),
    )
    with user_errors():
        _analyses_of(run_dirs).compare(request, _console())


# --------------------------------------------------------------------------- agreement


def agreement_cmd(
    labels_file: Annotated[Path, typer.Argument(help="Human labels CSV.")],
    run_dir: Annotated[Path, typer.Argument(help="Run directory (sandbox or ATP).")],
    repeat: Annotated[int, typer.Option(min=0, help="Sandbox: the judge repeat compared.")] = 0,
    judge_model: Annotated[
        str | None, typer.Option(help="ATP: the MAM judge model (if the run has several).")
    ] = None,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Also write Markdown (and JSON).")
    ] = None,
) -> None:
    """Compare human labels with the run's judge verdicts (Table 5 layout)."""
    request = AgreementRequest(
        labels_file=labels_file,
        run_dir=run_dir,
        repeat=repeat,
        judge_model=judge_model,
        output=output,
    )
    with user_errors():
        _analyses_of([run_dir]).agreement(request, _console())


def register(app: typer.Typer) -> None:
    """Add ``judge``, ``report``, ``compare`` and ``agreement`` to the application.

    Args:
        app: The ``mmtb`` application.
    """
    app.command("judge")(judge_cmd)
    app.command("report")(report_cmd)
    app.command("compare")(compare_cmd)
    app.command("agreement")(agreement_cmd)
