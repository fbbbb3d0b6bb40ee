"""Evaluation commands: ``mmtb judge``, ``mmtb report``, ``mmtb compare``, ``mmtb agreement``.

* ``mmtb judge RUN --judge-model M [--repeats k]`` re-judges the stored trajectories of a
  sandbox run (no agent is re-run) and prints the run-to-run spread of Agent SR over the
  repeats (`mmtoolbench.sandbox.evaluate.rejudge`); on an ATP run it judges the stored
  answers with MAM (`mmtoolbench.atp.judge.rejudge`).
* ``mmtb report RUN [--output FILE]`` writes a self-contained HTML report and a Markdown
  summary next to it (`mmtoolbench.analysis.report`).
* ``mmtb compare RUN...`` prints and writes a leaderboard and the Spearman correlation
  between judges: sandbox runs through `mmtoolbench.sandbox.evaluate.compare`, ATP runs
  through `mmtoolbench.atp.compare` (the same as ``mmtb atp compare``).
* ``mmtb agreement LABELS.csv RUN`` compares human labels with the run's judge verdicts:
  `mmtoolbench.sandbox.evaluate.agreement` or `mmtoolbench.atp.agreement` (the same as
  ``mmtb atp agreement``), by the run's suite.

`register` adds them to the application.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from mmtoolbench.cli.common import split_ids, user_errors
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.terminal import terminal_safe
from mmtoolbench.models.base import Model

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


def _f(value: float | None, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _suite_of(run_dirs: list[Path]) -> str:
    """The suite of the runs (``sandbox``, ``atp``...); they must all be of one suite.

    Raises:
        ConfigError: If the runs belong to different suites.
        RunStoreError: If a directory is not a run.
    """
    from mmtoolbench.store.run_store import RunStore

    suites: dict[str, list[str]] = {}
    for run_dir in run_dirs:
        with RunStore.open(run_dir) as store:
            suites.setdefault(store.info().suite, []).append(str(run_dir))
    if len(suites) > 1:
        listed = "; ".join(f"{s}: {', '.join(d)}" for s, d in suites.items())
        raise ConfigError(f"the runs belong to different suites ({listed}); compare one suite")
    return next(iter(suites), "sandbox")


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
    from mmtoolbench.models.base import aclose_model
    from mmtoolbench.sandbox.evaluate.judges import JudgeOptions
    from mmtoolbench.sandbox.evaluate.rejudge import RejudgeSummary, rejudge_run
    from mmtoolbench.store.run_store import RunStore

    with user_errors():
        suite = _suite_of([run_dir])
        if suite == "atp" and (repeats != 1 or judges):
            raise ConfigError("ATP runs have one judge (MAM) and no judge repeats")
    if suite == "atp":
        _judge_atp(
            run_dir, judge_model, force, ids, max_images, retries, concurrency, base_url, cache
        )
        return

    async def go() -> RejudgeSummary:
        model = build_judge_model(
            judge_model, base_url=base_url, concurrency=concurrency * 2, cache=cache
        )
        try:
            with RunStore.open(run_dir) as store:
                if store.info().suite != "sandbox":
                    raise ConfigError(f"{run_dir} is a {store.info().suite} run, not sandbox")
                return await rejudge_run(
                    store,
                    model,
                    judges=split_ids(judges),
                    repeats=repeats,
                    force=force,
                    options=JudgeOptions(
                        max_images=12 if max_images is None else max_images,
                        retries=retries,
                        max_tokens=max_tokens,
                        temperature=temperature,
                    ),
                    concurrency=concurrency,
                    keys=split_ids(ids),
                    on_sample=lambda key: err.print(f"judged {key}", markup=False),
                )
        finally:
            await aclose_model(model)

    with user_errors():
        summary = asyncio.run(go())
    out.print(
        f"{summary.run_dir}: {summary.samples} trajectories, {summary.judged} verdicts added, "
        f"{summary.errors} judge errors, {summary.skipped} already judged"
        + (f", {summary.not_applicable} not applicable" if summary.not_applicable else "")
        + f" ({summary.usage.input_tokens} input / {summary.usage.output_tokens} output tokens)"
    )
    for name, sp in summary.spreads.items():
        table = Table(title=f"{name} pass rate (%) by judge repeat, {sp.judge_model}")
        for r in sp.per_repeat:
            table.add_column(f"run {r.repeat + 1}", justify="right")
        for col in ("mean", "SD", "range", "n", "Fleiss kappa"):
            table.add_column(col, justify="right")
        s = sp.spread
        table.add_row(
            *(f"{r.pass_rate * 100:.2f}" for r in sp.per_repeat),
            _f(s.mean * 100 if s else None, 2),
            _f(s.sd * 100 if s else None, 2),
            _f(s.range * 100 if s else None, 2),
            str(sp.n_common),
            _f(sp.fleiss_kappa),
        )
        out.print(table)
    if summary.errors:
        err.print(
            f"[yellow]{summary.errors} judgment(s) failed[/]; they are stored as errors and "
            "the next `mmtb judge` with the same model retries them"
        )


def _judge_atp(
    run_dir: Path,
    judge_model: str,
    force: bool,
    ids: list[str] | None,
    max_images: int | None,
    retries: int,
    concurrency: int,
    base_url: str | None,
    cache: bool,
) -> None:
    """``mmtb judge`` on an ATP run: MAM over the stored answers."""
    from mmtoolbench.atp.judge.rejudge import ATPRejudgeSummary, rejudge_atp_run
    from mmtoolbench.models.base import aclose_model
    from mmtoolbench.store.run_store import RunStore

    async def go() -> ATPRejudgeSummary:
        model = build_judge_model(
            judge_model, base_url=base_url, concurrency=concurrency * 3, cache=cache
        )
        try:
            with RunStore.open(run_dir) as store:
                return await rejudge_atp_run(
                    store,
                    model,
                    force=force,
                    concurrency=concurrency,
                    keys=split_ids(ids),
                    max_images=max_images,
                    retries=retries,
                    on_sample=lambda key: err.print(f"judged {key}", markup=False),
                )
        finally:
            await aclose_model(model)

    with user_errors():
        summary = asyncio.run(go())
    for problem in summary.problems:
        err.print(f"judge error {terminal_safe(problem)}", markup=False, highlight=False)
    out.print(
        f"{summary.run_dir}: {summary.samples} answers, {summary.judged} MAM verdicts added, "
        f"{summary.errors} judge errors, {summary.skipped} already judged "
        f"({summary.usage.input_tokens} input / {summary.usage.output_tokens} output tokens); "
        f"see `mmtb report {run_dir} --judge-model {judge_model}`"
    )


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
    from mmtoolbench.sandbox.evaluate.compare import compare_runs, write_comparison

    with user_errors():
        suite = _suite_of(run_dirs)
        if suite == "atp":
            from mmtoolbench.atp.compare import compare_atp_runs
            from mmtoolbench.atp.compare import write_comparison as write_atp_comparison

            atp_comparison = compare_atp_runs(run_dirs)
            write_atp_comparison(atp_comparison, output)
            typer.echo(atp_comparison.to_markdown())
            out.print(f"written: {output}")
            return
        comparison = compare_runs(
            run_dirs, judge_model=judge_model, repeat=repeat, order=split_ids(order) or ()
        )
        md_path, json_path = write_comparison(comparison, output)
    table = Table(title="Leaderboard (sandbox)")
    ui = any(r.ui_sr is not None for r in comparison.rows)
    cols = ["#", "run", "agent", "judge", "n", "Agent SR [95% CI]", "F1"]
    cols += ["UI SR"] if ui else []
    for col in (*cols, "steps", "tokens"):
        table.add_column(col, justify="left" if col in ("run", "agent", "judge") else "right")
    for r in comparison.rows:
        sr = r.agent_sr
        cells = [
            str(r.rank),
            terminal_safe(r.label),
            terminal_safe(r.agent or "-"),
            terminal_safe(r.judge_model or "-"),
            str(r.n),
            f"{sr.value:.3f} [{sr.low:.3f}, {sr.high:.3f}]" if sr else "-",
            _f(r.entity_f1.value if r.entity_f1 else None),
        ]
        cells += [_f(r.ui_sr.value if r.ui_sr else None)] if ui else []
        table.add_row(*cells, _f(r.avg_steps, 1), _f(r.avg_agent_tokens, 0))
    out.print(table)
    corr = comparison.correlation
    if len(corr.judges) >= 2:
        t2 = Table(title="Agent SR rank correlation between judges")
        for col in ("judge A", "judge B", "n", "Spearman rho", "p-value"):
            t2.add_column(col)
        for p in corr.pairs:
            t2.add_row(
                p.judge_a,
                p.judge_b,
                str(p.n),
                _f(p.rho) if p.rho is not None else f"- ({p.note})",
                _f(p.p_value, 4),
            )
        out.print(t2)
    else:
        out.print("one judge model only: no judge correlation")
    cor = comparison.analyses.sr_user
    if cor.r is None:
        out.print(f"Agent SR vs User SR: no Pearson r ({cor.note})")
    else:
        ci = f"[{_f(cor.low)}, {_f(cor.high)}]" if cor.low is not None else f"- ({cor.note})"
        boot = (
            f"[{_f(cor.boot_low)}, {_f(cor.boot_high)}]"
            if cor.boot_low is not None
            else f"- ({cor.boot_scenarios} shared scenarios)"
        )
        out.print(
            f"Agent SR vs User SR over {cor.n} runs: Pearson r = {_f(cor.r)}, "
            f"p = {_f(cor.p_value, 4)}, 95% CI (Fisher z) {ci}, bootstrap over shared "
            f"scenarios {boot}"
        )
    html_path = md_path.with_suffix(".html")
    out.print(f"written: {md_path}, {json_path}, {html_path} (figures in {md_path.stem}_figures/)")


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
    from mmtoolbench.sandbox.evaluate.agreement import agreement, read_labels, write_report
    from mmtoolbench.store.run_store import RunStore

    with user_errors():
        if _suite_of([run_dir]) == "atp":
            from mmtoolbench.atp.agreement import human_agreement

            atp_report = human_agreement(labels_file, run_dir, judge_model=judge_model)
            if output is not None:
                json_out = output.with_suffix(".json")
                output.write_text(atp_report.to_markdown(), encoding="utf-8")
                json_out.write_text(atp_report.to_json(), encoding="utf-8")
            typer.echo(atp_report.to_markdown())
            if output is not None:
                out.print(f"written: {output}, {json_out}")
            return
        labels = read_labels(labels_file)
        with RunStore.open(run_dir) as store:
            report = agreement(labels, store, repeat=repeat)
        written = write_report(report, output) if output is not None else None
    if report.unmatched:
        shown = ", ".join(report.unmatched[:5]) + (" ..." if len(report.unmatched) > 5 else "")
        err.print(f"[yellow]{len(report.unmatched)} labelled item(s) not in the run[/]: {shown}")
    for t in report.targets:
        human = next((j.human_pass_rate for j in t.judges if j.n), None)
        table = Table(
            title=f"{t.target} ({t.judge}), n={t.n_labelled}, human pass rate {_f(human)}"
        )
        width = max((len(j.judge_model) for j in t.judges), default=5)
        table.add_column("Judge", min_width=width)
        for col in ("n", "Raw", "kappa", "FPR", "FNR", "Pass", "TP/FP/TN/FN"):
            table.add_column(col, justify="right", no_wrap=True)
        for j in t.judges:
            table.add_row(
                j.judge_model,
                str(j.n),
                _f(j.raw_agreement),
                _f(j.cohen_kappa),
                _f(j.fpr),
                _f(j.fnr),
                _f(j.judge_pass_rate),
                f"{j.tp}/{j.fp}/{j.tn}/{j.fn}",
            )
        out.print(table)
        if t.annotators is not None:
            a = t.annotators
            out.print(
                f"annotators {', '.join(a.annotators)} ({a.n_items} items): mean pairwise raw "
                f"{_f(a.mean_pairwise_raw)}, mean pairwise kappa {_f(a.mean_pairwise_kappa)}, "
                f"Fleiss' kappa {_f(a.fleiss_kappa)}"
            )
        if not t.judges:
            out.print(f"no {t.judge} verdicts in the run")
    if written is not None:
        out.print(f"written: {written[0]}, {written[1]}")


def register(app: typer.Typer) -> None:
    """Add ``judge``, ``report``, ``compare`` and ``agreement`` to the application.

    Args:
        app: The ``mmtb`` application.
    """
    app.command("judge")(judge_cmd)
    app.command("report")(report_cmd)
    app.command("compare")(compare_cmd)
    app.command("agreement")(agreement_cmd)
