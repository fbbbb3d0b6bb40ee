"""``mmtb generate``: grow the benchmarks with the seeds' generation pipelines.

* ``mmtb generate sandbox IMAGES_DIR --model M [--stage-model STAGE=M ...] --out DIR
  [--run-dir RUN]``: the six-stage scenario pipeline (seed §5). Re-running with the same
  ``--run-dir`` resumes it without repeating finished units. ``--from-outlines RUN``
  regenerates stages 4-6 from another run's Stage-3 outlines (seed appendix D.1).
* ``mmtb generate atp SOURCES --model M --out FILE``: ATP's query and ground-truth
  pipelines (atp-bench §4.1-4.2).
* ``mmtb generate compare RUN_A RUN_B``: the Table-10 quantities of two generation runs.

See docs/generation.md.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console
from rich.table import Table

from mmtoolbench.cli.common import user_errors
from mmtoolbench.core.terminal import terminal_safe

__all__ = ["generate_app"]

generate_app = typer.Typer(
    help="Generate scenarios and ATP samples with the seeds' LLM pipelines.",
    no_args_is_help=True,
)
out = Console(soft_wrap=True, highlight=False)
err = Console(stderr=True, soft_wrap=True, highlight=False)

ModelOpt = Annotated[str, typer.Option("--model", "-m", help="Model of every stage.")]
StageModelOpt = Annotated[
    list[str] | None,
    typer.Option("--stage-model", help="STAGE=MODEL: another model for one stage (repeatable)."),
]
RunDirOpt = Annotated[
    Path | None,
    typer.Option("--run-dir", help="Run directory (an existing one is resumed)."),
]
BaseUrlOpt = Annotated[
    str | None, typer.Option("--base-url", help="Base URL for openai-compatible/… models.")
]
CacheOpt = Annotated[bool, typer.Option("--cache/--no-cache", help="Use the response cache.")]


def _default_run_dir(kind: str, model: str) -> Path:
    slug = "".join(c if c.isalnum() or c in "-._" else "-" for c in model)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    return Path("runs") / f"generate-{kind}-{slug}-{stamp}"


@generate_app.command("sandbox")
def sandbox_cmd(
    images_dir: Annotated[
        Path | None, typer.Argument(help="Folder of images (captions.json or IMAGE.txt optional).")
    ] = None,
    model: ModelOpt = "",
    stage_model: StageModelOpt = None,
    out_dir: Annotated[
        Path, typer.Option("--out", help="Where scenario files are written.")
    ] = Path("generated"),
    run_dir: RunDirOpt = None,
    from_outlines: Annotated[
        Path | None,
        typer.Option(
            "--from-outlines", help="Reuse this run's Stage-3 outlines (stages 4-6 only)."
        ),
    ] = None,
    max_scenarios: Annotated[
        int | None, typer.Option("--max-scenarios", help="Keep at most N (balanced downsampling).")
    ] = None,
    suite: Annotated[
        list[Path] | None,
        typer.Option(
            "--suite", help="Scenario files whose counts steer sampling (default: bundled)."
        ),
    ] = None,
    stop_after: Annotated[
        str | None, typer.Option("--stop-after", help="Stop after this stage (e.g. outline).")
    ] = None,
    oracle_check: Annotated[
        str,
        typer.Option(
            "--oracle-check",
            help="none, or llm: the LLM-oracle solvability check on the written files.",
        ),
    ] = "none",
    oracle_model: Annotated[
        str | None,
        typer.Option("--oracle-model", help="--oracle-check llm: oracle (default --model)."),
    ] = None,
    judge_model: Annotated[
        str | None,
        typer.Option("--judge-model", help="--oracle-check llm: agent judge (default --model)."),
    ] = None,
    retries: Annotated[int, typer.Option(help="Repair turns of stages 1-4 and 6.")] = 3,
    entity_retries: Annotated[int, typer.Option(help="Repair rounds of stage 5.")] = 3,
    concurrency: Annotated[int, typer.Option(help="Units run at once per stage.")] = 4,
    seed: Annotated[int, typer.Option(help="Seed of the sampling.")] = 0,
    base_url: BaseUrlOpt = None,
    embedding_model: Annotated[
        str | None,
        typer.Option(
            "--embedding-model",
            help="Stage 2 text embeddings from a provider model (openai/…, "
            "openai-compatible/…) instead of the bundled static MiniLM table.",
        ),
    ] = None,
    embedding_base_url: Annotated[
        str | None,
        typer.Option(help="Base URL of an openai-compatible embedding model (default --base-url)."),
    ] = None,
    cache: CacheOpt = True,
) -> None:
    """Generate sandbox scenarios from images (seed §5's six stages)."""
    from mmtoolbench.core.errors import ConfigError
    from mmtoolbench.generation.models import (
        build_stage_models,
        close_models,
        stage_model_strings,
    )
    from mmtoolbench.generation.sandbox_pipeline import (
        MODEL_STAGES,
        SandboxGenerationOptions,
        generate_sandbox,
    )

    with user_errors():
        if not model:
            raise ConfigError("--model is required")
        if images_dir is None and from_outlines is None:
            raise ConfigError("give IMAGES_DIR or --from-outlines RUN")
        strings = stage_model_strings(model, stage_model or [], MODEL_STAGES)
        if oracle_check not in ("none", "llm"):
            raise ConfigError(f"--oracle-check must be none or llm, got {oracle_check!r}")
        if oracle_check == "llm":
            strings["oracle"] = oracle_model or model
            strings["judge"] = judge_model or model
        options = SandboxGenerationOptions(
            images_dir=str(images_dir.resolve()) if images_dir else None,
            out_dir=str(out_dir.resolve()),
            models=strings,
            seed=seed,
            max_scenarios=max_scenarios,
            retries=retries,
            entity_retries=entity_retries,
            concurrency=concurrency,
            suite=[str(p) for p in suite or []],
            stop_after=stop_after,
            from_outlines=str(from_outlines.resolve()) if from_outlines else None,
            oracle_check="llm" if oracle_check == "llm" else "none",
            embedding_model=embedding_model,
            embedding_base_url=embedding_base_url or base_url,
        )
        target = run_dir or _default_run_dir("sandbox", model)
        models = build_stage_models(strings, base_url=base_url, cache=cache)

        async def go() -> object:
            try:
                return await generate_sandbox(options, target, models=models)
            finally:
                await close_models(models)

        summary = asyncio.run(go())
    from mmtoolbench.generation.sandbox_pipeline import GenerationSummary

    assert isinstance(summary, GenerationSummary)
    err.print(f"run directory: {summary.run_dir}" + (" (resumed)" if summary.resumed else ""))
    table = Table("stage", "count", title="funnel")
    for key, value in summary.funnel.items():
        table.add_row(key, str(value))
    out.print(table)
    for unit, problem in summary.failures.items():
        out.print(f"failed {unit}: {terminal_safe(problem)}", markup=False)
    for file in summary.files:
        out.print(f"wrote {file}", markup=False)
    for problem in summary.problems:
        out.print(terminal_safe(problem), markup=False)
    for name, reasons in summary.oracle_failed.items():
        out.print(f"oracle (llm) failed {name}: {terminal_safe('; '.join(reasons))}", markup=False)
    if summary.problems or (summary.failures and not summary.files):
        raise typer.Exit(1)  # a written file is invalid, or units failed and nothing came out


@generate_app.command("atp")
def atp_cmd(
    sources_dir: Annotated[
        Path, typer.Argument(help="Folder of source documents (.md/.txt) and image folders.")
    ],
    category: Annotated[str, typer.Option("--category", help="ATP category of the queries.")],
    model: ModelOpt = "",
    stage_model: StageModelOpt = None,
    out_file: Annotated[Path, typer.Option("--out", help="Dataset file (JSONL) to write.")] = Path(
        "generated/atp_samples.jsonl"
    ),
    run_dir: RunDirOpt = None,
    queries_per_source: Annotated[int, typer.Option(help="Queries drafted per source.")] = 2,
    retries: Annotated[int, typer.Option(help="Repair turns per stage.")] = 3,
    concurrency: Annotated[int, typer.Option(help="Units run at once per stage.")] = 4,
    id_prefix: Annotated[str, typer.Option(help="Prefix of the sample ids.")] = "gen",
    base_url: BaseUrlOpt = None,
    cache: CacheOpt = True,
) -> None:
    """Generate ATP samples: two-stage queries, three-stage ground truth (atp-bench §4)."""
    from mmtoolbench.atp.taxonomy import ATPCategory
    from mmtoolbench.core.errors import ConfigError
    from mmtoolbench.generation.atp_pipeline import (
        ATP_MODEL_STAGES,
        ATPGenerationOptions,
        ATPGenerationSummary,
        generate_atp,
    )
    from mmtoolbench.generation.models import (
        build_stage_models,
        close_models,
        stage_model_strings,
    )

    with user_errors():
        if not model:
            raise ConfigError("--model is required")
        valid = [c.value for c in ATPCategory]
        if category not in valid:
            raise ConfigError(f"unknown category {category!r}; categories: {', '.join(valid)}")
        strings = stage_model_strings(model, stage_model or [], ATP_MODEL_STAGES)
        options = ATPGenerationOptions(
            sources_dir=str(sources_dir.resolve()),
            category=ATPCategory(category),
            out=str(out_file.resolve()),
            models=strings,
            queries_per_source=queries_per_source,
            retries=retries,
            concurrency=concurrency,
            id_prefix=id_prefix,
        )
        target = run_dir or _default_run_dir("atp", model)
        models = build_stage_models(strings, base_url=base_url, cache=cache)

        async def go() -> ATPGenerationSummary:
            try:
                return await generate_atp(options, target, models=models)
            finally:
                await close_models(models)

        summary = asyncio.run(go())
    err.print(f"run directory: {summary.run_dir}" + (" (resumed)" if summary.resumed else ""))
    table = Table("stage", "count", title="funnel")
    for key, value in summary.funnel.items():
        table.add_row(key, str(value))
    out.print(table)
    for unit, problem in summary.failures.items():
        out.print(f"failed {unit}: {terminal_safe(problem)}", markup=False)
    out.print(f"wrote {len(summary.samples)} sample(s) to {out_file}", markup=False)


def _count_text(value: float | None) -> str:
    return "-" if value is None else f"{value:.0f}"


@generate_app.command("compare")
def compare_cmd(
    run_a: Annotated[Path, typer.Argument(help="A sandbox generation run.")],
    run_b: Annotated[Path, typer.Argument(help="Another (e.g. --from-outlines of RUN_A).")],
    eval_a: Annotated[
        list[Path] | None,
        typer.Option("--eval-a", help="Sandbox evaluation run on RUN_A's scenarios (repeatable)."),
    ] = None,
    eval_b: Annotated[
        list[Path] | None,
        typer.Option("--eval-b", help="Sandbox evaluation run on RUN_B's scenarios (repeatable)."),
    ] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Print the generator ablation's quantities (seed appendix D.1, Table 10)."""
    from mmtoolbench.generation.compare import compare_generators

    with user_errors():
        result = compare_generators(run_a, run_b, evals_a=eval_a or [], evals_b=eval_b or [])
    if as_json:
        out.print(result.model_dump_json(indent=2), markup=False)
        return
    a, b = result.funnels
    table = Table("", "A", "B", title="generator funnel (Table 10, D.1)")
    table.add_row("generator", a.generator, b.generator)
    for key in (
        "outlines",
        "scenarios",
        "entities_ok",
        "entities_failed",
        "entity_repairs",
        "critic_passed",
        "critic_rejected",
        "kept",
        "oracle_passed",
        "tokens_per_kept",
    ):
        va, vb = getattr(a, key), getattr(b, key)
        table.add_row(key, _count_text(va), _count_text(vb))
    out.print(table)
    if result.agent_sr:
        sr = Table("agent", "SR on A", "SR on B", title="Agent SR by generator")
        for agent, (x, y) in result.agent_sr.items():
            sr.add_row(agent, "-" if x is None else f"{x:.2f}", "-" if y is None else f"{y:.2f}")
        out.print(sr)
        if result.spearman_rho is not None and result.pearson_r is not None:
            out.print(
                f"Spearman rho = {result.spearman_rho:.2f}, Pearson r = {result.pearson_r:.2f}"
            )
        else:
            out.print("rank agreement needs at least 3 agents evaluated on both sets")


def llm_oracle_problems(
    files: list[Path],
    *,
    model: str,
    judge_model: str | None,
    base_url: str | None,
    cache: bool,
    mode: str,
    run_dir: Path | None,
) -> tuple[dict[Path, list[str]], dict[Path, str], Path]:
    """``mmtb validate --oracle-check llm``: the LLM-oracle check of valid scenario files.

    Returns:
        Problems per file, a one-line result per file (``oracle llm: F1 0.95, judge
        pass``) and the run directory of the recorded episodes.
    """
    from mmtoolbench.generation.models import build_stage_models, close_models
    from mmtoolbench.generation.oracle import OracleCheck, llm_oracle_check_files

    strings = {"oracle": model, "judge": judge_model or model}
    target = run_dir or _default_run_dir("oracle-check", model).with_name(
        _default_run_dir("oracle-check", model).name.replace("generate-", "")
    )
    models = build_stage_models(strings, base_url=base_url, cache=cache)

    async def go() -> dict[Path, OracleCheck | str]:
        try:
            return await llm_oracle_check_files(
                files, models=models, model_strings=strings, run_dir=target, mode=mode
            )
        finally:
            await close_models(models)

    results = asyncio.run(go())
    problems: dict[Path, list[str]] = {}
    lines: dict[Path, str] = {}
    for file, check in results.items():
        if isinstance(check, str):
            problems[file] = [f"oracle (llm): the check failed: {check}"]
            lines[file] = "oracle llm: error"
            continue
        problems[file] = list(check.problems)
        verdict = {True: "pass", False: "fail", None: "no verdict"}[check.judge_passed]
        lines[file] = f"oracle llm: Entity F1 {check.entity_f1:.3f}, agent judge {verdict}"
    return problems, lines, target


def print_llm_oracle(
    files: list[Path],
    *,
    mode: str = "tool-use",
    model: str | None,
    judge_model: str | None,
    base_url: str | None,
    run_dir: Path | None,
) -> int:
    """``mmtb validate --oracle-check llm``: run the check, print each file's result.

    Returns:
        The number of problems printed.

    Raises:
        typer.Exit: 2 without ``--model`` or on a refused run directory.
    """
    from mmtoolbench.core.errors import ConfigError

    with user_errors():
        if not model:
            raise ConfigError("--oracle-check llm needs the oracle's model (--model)")
        problems, lines, target = llm_oracle_problems(
            files,
            model=model,
            judge_model=judge_model,
            base_url=base_url,
            cache=True,
            mode=mode,
            run_dir=run_dir,
        )
    count = 0
    for file in files:
        for problem in problems[file]:
            out.print(f"{file}: {terminal_safe(problem)}", markup=False)
            count += 1
        if not problems[file]:
            out.print(f"ok  {file} ({lines[file]})", markup=False)
    err.print(f"oracle episodes recorded in {target}")
    return count
