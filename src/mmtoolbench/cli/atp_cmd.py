"""``mmtb run atp`` and ``mmtb atp …``: ATP-Bench from the command line."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.table import Table

from mmtoolbench.atp.options import ATPOptions, SubsetName
from mmtoolbench.cli.common import split_ids, user_errors
from mmtoolbench.cli.run_cmd import (
    BaseUrlOpt,
    CacheOpt,
    ConcOpt,
    ExecutorChoice,
    ExecutorOpt,
    IdsOpt,
    LimitOpt,
    ModelConcOpt,
    OpenAITransportOpt,
    OutputOpt,
    ProgressOpt,
    RayAddressOpt,
    ReasoningOpt,
    RepeatsOpt,
    ResumeOpt,
    SeedOpt,
    SuiteOpts,
    ThinkingBudgetOpt,
    UnsafeInterpreterOpt,
    execute,
)
from mmtoolbench.cli.suite_flags import suite_flags
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.terminal import terminal_safe, terminal_safe_json
from mmtoolbench.models.base import DEFAULT_MODEL_CONCURRENCY
from mmtoolbench.runner.run import DEFAULT_MAX_CONCURRENCY
from mmtoolbench.runner.suite import CommandConsole, SuiteAnalyses
from mmtoolbench.store.run_store import RunStore

atp_app = typer.Typer(help="ATP-Bench tools: check answers, report runs, execute plans.")
console = Console()


def _fmt(value: Any, pct: bool = False) -> str:
    if value is None:
        return "–"
    if isinstance(value, float):
        return f"{value * 100:.1f}" if pct else f"{value:.2f}"
    return str(value)


def print_atp_summary(summary: dict[str, Any], out: Console = console) -> None:
    """Print the plan metrics (and MAM metrics, if judged) of a run, per category."""
    plan = summary["plan"]
    table = Table(title="ATP plan metrics (ground truth and format)")
    for col in ("category", "n", "valid %", "calls/answer", "tool-set P", "R", "F1"):
        table.add_column(col, justify="right" if col != "category" else "left")

    def row(name: str, m: dict[str, Any]) -> None:
        ts = m["tool_sets"]["macro"] or {}
        table.add_row(
            name,
            str(m["n_answers"]),
            _fmt(m["validity"]["answer_validity_rate"], pct=True),
            _fmt(m["call_counts"]["mean"]),
            _fmt(ts.get("precision"), pct=True),
            _fmt(ts.get("recall"), pct=True),
            _fmt(ts.get("f1"), pct=True),
        )

    for category, metrics in plan["per_category"].items():
        row(category, metrics)
    row("overall", plan)
    out.print(table)
    adoption = ", ".join(f"{k} {_fmt(v, pct=True)}%" for k, v in plan["adoption"].items())
    out.print(f"tool adoption: {adoption}")
    mam = summary.get("mam")
    if mam:
        t2 = Table(title="MAM judge")
        for col in ("category", "n", "FS", "SR %", "MI"):
            t2.add_column(col, justify="right" if col != "category" else "left")
        for name, m in [*mam["per_category"].items(), ("overall", mam["overall"])]:
            t2.add_row(
                name,
                str(m["n_samples"]),
                _fmt(m["final_score"]),
                _fmt(m["success_rate"], pct=True),
                _fmt(m["missed_images"]),
            )
        out.print(t2)


SubsetOpt = Annotated[
    SubsetName,
    typer.Option(
        help="Samples to use: all, or ablation (the paper's §6 set: 100 per category, "
        "stratified by intent, smallest ids first).",
        case_sensitive=False,
    ),
]
DatasetOpt = Annotated[Path | None, typer.Option(help="ATP JSONL dataset (default: bundled).")]


def print_subset_stats(samples: list[Any], title: str, out: Console = console) -> None:
    """Print counts per category and intent, VQA share, multi-call share and tool use."""
    from mmtoolbench.atp.subsets import subset_stats

    stats = subset_stats(samples)
    table = Table(title=title)
    for col in ("category", "intent", "samples", "VQA", "tools (samples using each)"):
        table.add_column(col, justify="right" if col in {"samples", "VQA"} else "left")
    for category, count in stats.per_category.items():
        tools = ", ".join(f"{k} {v}" for k, v in stats.tools_per_category[category].items())
        table.add_row(category, "", str(count), str(stats.vqa_per_category[category]), tools)
        for (cat, intent), n in stats.per_intent.items():
            if cat == category:
                table.add_row("", intent, str(n), "", "")
    table.add_row("total", "", str(stats.total), str(sum(stats.vqa_per_category.values())), "")
    out.print(table)
    share = stats.multi_call / stats.total if stats.total else 0.0
    out.print(
        f"{stats.total} samples; ground truths with 2+ tool calls: {stats.multi_call} "
        f"({share * 100:.1f}%)",
        highlight=False,
    )


def _dry_run(options: ATPOptions, model: str, limit: int | None, ids: list[str] | None) -> None:
    """Print what a run would do (the selected samples), without running anything."""
    from mmtoolbench.atp.suite import build_suite
    from mmtoolbench.runner.run import RunConfig, select_samples

    with user_errors():
        suite = build_suite(options)
        config = RunConfig(suite="atp", models={"agent": model}, limit=limit, ids=ids)
        specs = select_samples(list(suite.samples()), config)
    print_subset_stats(
        list(suite.samples_by_id.values()),
        f"ATP subset {options.subset!r} (dry run: nothing is run)",
    )
    extra = [f"--limit {limit}"] if limit is not None else []
    extra += ["--ids"] if ids else []
    after = f" after {' and '.join(extra)}" if extra else ""
    console.print(
        f"would run {len(specs)} of {len(suite.samples_by_id)} samples{after}", highlight=False
    )


@suite_flags(ATPOptions, "atp")
def run_atp_cmd(
    model: Annotated[
        str, typer.Option("--model", "-m", help="Model under test, or oracle.")
    ] = "oracle",
    judge_model: Annotated[
        str | None, typer.Option(help="MAM judge model (omit: no judge).")
    ] = None,
    dry_run: Annotated[
        bool,
        typer.Option(
            "--dry-run", help="Print the selected samples per category and intent; run nothing."
        ),
    ] = False,
    base_url: BaseUrlOpt = None,
    openai_transport: OpenAITransportOpt = None,
    reasoning: ReasoningOpt = None,
    thinking_budget: ThinkingBudgetOpt = None,
    set_: SuiteOpts = None,
    output: OutputOpt = None,
    limit: LimitOpt = None,
    ids: IdsOpt = None,
    repeats: RepeatsOpt = 1,
    seed: SeedOpt = 0,
    resume: ResumeOpt = None,
    max_concurrency: ConcOpt = DEFAULT_MAX_CONCURRENCY,
    model_concurrency: ModelConcOpt = DEFAULT_MODEL_CONCURRENCY,
    cache: CacheOpt = True,
    progress: ProgressOpt = True,
    executor: ExecutorOpt = ExecutorChoice.local,
    ray_address: RayAddressOpt = None,
    *,
    options: ATPOptions,
) -> None:
    """Run ATP-Bench: answer every query, check the plans, optionally judge with MAM.

    Every suite option is a flag below or a ``--set KEY=VALUE`` key (``max_tokens``,
    ``judge_max_images``); both are validated by one typed model.
    """
    models = {"agent": model}
    if judge_model:
        models["judge"] = judge_model
    if dry_run:
        _dry_run(options, model, limit, split_ids(ids))
        return
    summary = execute(
        suite="atp",
        suite_options=options,
        models=models,
        base_urls={"agent": base_url} if base_url else {},
        output=output,
        limit=limit,
        ids=split_ids(ids),
        repeats=repeats,
        seed=seed,
        resume=resume,
        max_concurrency=max_concurrency,
        model_concurrency=model_concurrency,
        cache=cache,
        progress=progress,
        openai_transport=openai_transport,
        reasoning=reasoning,
        thinking_budget=thinking_budget,
        executor=executor,
        ray_address=ray_address,
    )
    with RunStore.open(summary.run_dir) as store:
        stats = store.run_metrics().get("summary")
    if stats:
        print_atp_summary(stats)


@atp_app.command("stats")
def stats_cmd(dataset: DatasetOpt = None, subset: SubsetOpt = "all") -> None:
    """Count a dataset's (or subset's) samples per category, intent and ground-truth tool."""
    from mmtoolbench.atp.dataset import bundled_dataset_path, load_samples
    from mmtoolbench.atp.subsets import select_subset

    with user_errors():
        path = dataset or bundled_dataset_path()
        try:
            samples = load_samples(path)
        except (OSError, ValueError) as exc:
            raise ConfigError(f"cannot load ATP dataset {path}: {exc}") from exc
        selected = select_subset(samples, subset)
    print_subset_stats(selected, f"ATP subset {subset!r} of {path.name}")


@atp_app.command("check")
def check_cmd(
    answer: Annotated[Path, typer.Argument(help="Markdown answer with <tool> tags.")],
    images: Annotated[
        int | None, typer.Option(help="Number of context images (checks img_index).")
    ] = None,
) -> None:
    """Print the parsed plan and every rule violation as JSON (exit 1 if invalid)."""
    from mmtoolbench.atp.rules import check_answer_file

    if not answer.is_file():
        console.print(f"[bold red]error:[/] no such file: {answer}")
        raise typer.Exit(2)
    report = check_answer_file(answer, images)
    typer.echo(terminal_safe_json(json.dumps(report, indent=2, ensure_ascii=False)))
    if not report.get("valid", False):
        raise typer.Exit(1)


@atp_app.command("report")
def report_cmd(
    run_dir: Annotated[Path, typer.Argument(help="An ATP run directory.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON instead of tables.")] = False,
    output: Annotated[
        Path | None,
        typer.Option(
            "--output",
            "-o",
            help="Also write the HTML report (as `mmtb report`: tables, Figure 3 call counts, "
            "Figure 5 per-tool SR; PNGs in <name>_figures/) and its Markdown summary.",
        ),
    ] = None,
) -> None:
    """Recompute and print a run's ATP metrics from its stored answers and verdicts."""
    from mmtoolbench.analysis.report import build_report
    from mmtoolbench.atp.suite import build_suite, summarize_run

    with user_errors(), RunStore.open(run_dir) as store:
        info = store.info()
        if info.suite != "atp":
            raise ConfigError(f"{run_dir} is a {info.suite!r} run, not an atp run")
        suite = build_suite(info.config.get("suite_options", {}))
        summary = summarize_run(store, suite.samples_by_id)
        store.set_run_metric("summary", summary)
    if as_json:
        typer.echo(json.dumps(summary, indent=2))
    else:
        print_atp_summary(summary)
    if output is not None:
        with user_errors():
            files = build_report(run_dir, output)
        typer.echo(
            f"report: {files.html} ({len(files.figures)} figures in "
            f"{output.stem}_figures/), summary: {files.markdown}",
            err=True,
        )


@atp_app.command("execute")
def execute_cmd(
    sample_id: Annotated[str, typer.Argument(help="Sample id in the dataset.")],
    answer: Annotated[
        Path | None, typer.Option(help="Answer markdown to execute (default: the ground truth).")
    ] = None,
    run: Annotated[Path | None, typer.Option(help="Take the answer from this ATP run.")] = None,
    dataset: Annotated[
        Path | None, typer.Option(help="ATP JSONL dataset (default: bundled).")
    ] = None,
    output: Annotated[Path, typer.Option("--output", "-o", help="HTML file to write.")] = Path(
        "executed.html"
    ),
    unsafe_interpreter: UnsafeInterpreterOpt = False,
) -> None:
    """Execute a plan into one self-contained interleaved HTML document.

    Diffusion and Edit use an OpenAI-compatible images API when MMTB_IMAGES_BASE_URL is
    set, Search uses SerpAPI when SERPAPI_API_KEY is set; otherwise clearly labelled
    offline stand-ins (and a local image corpus for Search) are used.
    """
    from mmtoolbench.atp.dataset import bundled_dataset_path, load_samples
    from mmtoolbench.atp.execute.backends import ExecutionConfig
    from mmtoolbench.atp.execute.run import execute_sample

    with user_errors():
        path = dataset or bundled_dataset_path()
        samples = {s.id: s for s in load_samples(path)}
        if sample_id not in samples:
            raise ConfigError(f"no sample {sample_id!r} in {path}")
        text: str | None = None
        if answer is not None:
            text = answer.read_text(encoding="utf-8")
        elif run is not None:
            with RunStore.open(run) as store:
                rows = [r for r in store.samples("done") if r.sample_id == sample_id]
            if not rows or not isinstance(rows[0].output, dict):
                raise ConfigError(f"{run} has no finished answer for {sample_id!r}")
            text = str(rows[0].output["answer"])
        config = ExecutionConfig.from_env()
        if unsafe_interpreter:
            config = config.model_copy(update={"code_unsafe_interpreter": True})
            console.print(
                "[bold red]UNSAFE INTERPRETER[/]: Code scripts may run without the kernel "
                "isolation layers (audit hook only)"
            )
        doc = asyncio.run(execute_sample(samples[sample_id], path, text, config))
    output.write_text(doc.to_html(title=f"ATP {sample_id}"), encoding="utf-8")
    for step in doc.steps:
        label = " (offline stand-in)" if step.stand_in else ""
        detail = step.error or ""
        console.print(
            f"call {step.call_index}: {step.tool_name} -> {step.status} [{step.backend}]{label} {detail}",
            highlight=False,
        )
    console.print(json.dumps(doc.summary()), highlight=False)
    console.print(f"wrote [bold]{output}[/]")


@atp_app.command("compare")
def compare_cmd(
    runs: Annotated[list[Path], typer.Argument(help="ATP run directories.")],
    output: Annotated[
        Path | None,
        typer.Option("--output", "-o", help="Write the comparison (.json: JSON, else markdown)."),
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print JSON instead of markdown.")
    ] = False,
) -> None:
    """Compare runs: metrics table, F1-vs-FS rank correlation, inter-judge correlation."""
    from mmtoolbench.atp.commands import ATPCompareRequest

    request = ATPCompareRequest(
        run_dirs=runs,
        output=output if output is not None else Path("leaderboard.md"),
        as_json=as_json,
        write=output is not None,
        announce=False,
    )
    with user_errors():
        _atp_analyses().compare(request, _command_console())


@atp_app.command("human-eval")
def human_eval_cmd(
    labels: Annotated[
        Path,
        typer.Argument(
            help="Labels CSV: run, sample_id, inappropriate_images, human_missed_images, "
            "human_final_score."
        ),
    ],
    runs: Annotated[list[Path], typer.Argument(help="ATP runs, one per model.")],
    judge_model: Annotated[
        str | None, typer.Option(help="MAM judge model (if a run has several).")
    ] = None,
    output: Annotated[
        Path | None, typer.Option("--output", "-o", help="Also write Markdown (and JSON).")
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print JSON instead of markdown.")
    ] = False,
) -> None:
    """End-to-end human evaluation (Table 9): #Inappr., MI, FS per model vs MAM."""
    from mmtoolbench.atp.agreement import end_to_end_evaluation

    with user_errors():
        report = end_to_end_evaluation(labels, runs, judge_model=judge_model)
    if output is not None:
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_text(report.to_markdown(), encoding="utf-8")
        output.with_suffix(".json").write_text(report.to_json(), encoding="utf-8")
    typer.echo(
        terminal_safe_json(report.to_json()) if as_json else terminal_safe(report.to_markdown())
    )


@atp_app.command("agreement")
def agreement_cmd(
    labels: Annotated[Path, typer.Argument(help="Human labels CSV (sample_id, *_rating, ...).")],
    run: Annotated[Path, typer.Argument(help="The ATP run whose MAM verdicts were rated.")],
    judge_model: Annotated[
        str | None, typer.Option(help="Judge model (if the run has several).")
    ] = None,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print JSON instead of markdown.")
    ] = False,
) -> None:
    """Human agreement with each MAM agent, and human vs MAM scores."""
    from mmtoolbench.atp.commands import ATPAgreementRequest

    request = ATPAgreementRequest(
        labels_file=labels, run_dir=run, judge_model=judge_model, as_json=as_json
    )
    with user_errors():
        _atp_analyses().agreement(request, _command_console())


def _atp_analyses() -> SuiteAnalyses:
    """ATP's analyses, found as ``mmtb compare`` / ``mmtb agreement`` find them: the
    ``mmtb atp`` aliases share their code path."""
    from mmtoolbench.runner.suites import resolve_analyses

    return resolve_analyses("atp")


def _command_console() -> CommandConsole:
    return CommandConsole(
        out=console, err=Console(stderr=True, soft_wrap=True, highlight=False), echo=typer.echo
    )


def register(app: typer.Typer, run_app: typer.Typer) -> None:
    """Add ``mmtb run atp`` and ``mmtb atp …`` to the CLI."""
    run_app.command("atp")(run_atp_cmd)
    app.add_typer(atp_app, name="atp")
