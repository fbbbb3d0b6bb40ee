"""``mmtb run``: run a suite, or resume a run."""

from __future__ import annotations

import asyncio
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape

from mmtoolbench.cli.common import parse_options, split_ids, user_errors
from mmtoolbench.models.base import DEFAULT_MODEL_CONCURRENCY
from mmtoolbench.runner.options import SuiteOptions, stored
from mmtoolbench.runner.run import (
    DEFAULT_MAX_CONCURRENCY,
    RunConfig,
    RunSummary,
    default_run_dir,
    resume_run,
    start_run,
)

EXIT_STATUS_HELP = (
    "Exit status: 0 when the run ended with at least one sample done (failed samples are "
    "stored with their errors and reported; `mmtb run resume` retries them); 1 when every "
    "sample it ran failed; 2 for bad input or a refused run (nothing started); 130 when "
    "interrupted."
)
run_app = typer.Typer(
    help="Run a benchmark suite (or resume an interrupted run).\n\n" + EXIT_STATUS_HELP
)
console = Console(stderr=True, soft_wrap=True)

OutputOpt = Annotated[
    Path | None,
    typer.Option("--output", "-o", help="Run directory (default runs/<suite>-<model>-<time>)."),
]
LimitOpt = Annotated[int | None, typer.Option(help="Run only the first N samples.")]
IdsOpt = Annotated[list[str] | None, typer.Option(help="Sample ids (comma-separated or repeated).")]
RepeatsOpt = Annotated[int, typer.Option(min=1, help="Run every sample this many times.")]
SeedOpt = Annotated[int, typer.Option(help="Run seed; reaches the models where supported.")]
ResumeOpt = Annotated[
    Path | None, typer.Option(help="Resume this run directory instead of starting a new run.")
]
ConcOpt = Annotated[int, typer.Option(min=1, help="Samples in flight at once.")]
UnsafeInterpreterOpt = Annotated[
    bool,
    typer.Option(
        "--unsafe-interpreter",
        help="Run agent code even where strong isolation (user/PID/mount/network "
        "namespaces, seccomp) is unavailable, confined by the audit hook only. Recorded "
        "in the run and printed in every report; see docs/sandbox/interpreter.md.",
    ),
]
ModelConcOpt = Annotated[int, typer.Option(min=1, help="Requests in flight per model.")]
CacheOpt = Annotated[bool, typer.Option("--cache/--no-cache", help="Use the response cache.")]
ProgressOpt = Annotated[bool, typer.Option("--progress/--no-progress", help="Show progress.")]
SuiteOpts = Annotated[
    list[str] | None, typer.Option("--set", help="Suite option KEY=VALUE (repeatable).")
]
BaseUrlOpt = Annotated[
    str | None, typer.Option(help="Base URL for openai-compatible/… models (vLLM, SGLang, Ollama).")
]


class ExecutorChoice(StrEnum):
    """Choices of ``--executor``."""

    local = "local"
    ray = "ray"


ExecutorOpt = Annotated[
    ExecutorChoice,
    typer.Option(
        help="Where samples run: 'local' (this process) or 'ray' (Ray workers; needs "
        "the ray extra: pip install 'mmtoolbench\\[ray]'; see docs/ray.md).",
    ),
]
RayAddressOpt = Annotated[
    str | None,
    typer.Option(
        help="Ray cluster for --executor ray: 'auto', HOST:PORT or ray://HOST:10001 "
        "(default: start a local Ray instance).",
    ),
]
ResumeRayAddressOpt = Annotated[
    str | None,
    typer.Option("--ray-address", help="Ray cluster to continue on (default: the run's)."),
]
ResumeExecutorOpt = Annotated[
    ExecutorChoice | None,
    typer.Option(
        "--executor",
        help="Run the rest on another executor ('local' or 'ray'; default: the run's).",
    ),
]


class OpenAITransportChoice(StrEnum):
    """Choices of ``--openai-transport``."""

    sdk = "sdk"
    direct = "direct"


OpenAITransportOpt = Annotated[
    OpenAITransportChoice | None,
    typer.Option(
        help="How openai/… and openai-compatible/… requests are sent: 'sdk' (official SDK) "
        "or 'direct' (lean aiohttp client). Default: direct for openai-compatible, sdk "
        "for openai.",
    ),
]


class ReasoningChoice(StrEnum):
    """Choices of ``--reasoning``."""

    none = "none"
    low = "low"
    medium = "medium"
    high = "high"


ReasoningOpt = Annotated[
    ReasoningChoice | None,
    typer.Option(
        help="How much the model under test thinks: none, low, medium, high (mapped to each "
        "provider's field: OpenAI reasoning_effort, Anthropic extended thinking, Gemini "
        "thinking config, vLLM/SGLang chat_template_kwargs). Default: the provider's.",
    ),
]
ThinkingBudgetOpt = Annotated[
    int | None,
    typer.Option(
        min=0,
        help="Thinking tokens for the model under test (Anthropic, Gemini, vLLM/SGLang "
        "templates; 0 turns thinking off). OpenAI models take --reasoning only.",
    ),
]


def execute(
    *,
    suite: str,
    suite_options: SuiteOptions | dict[str, Any],
    models: dict[str, str],
    base_urls: dict[str, str],
    output: Path | None,
    limit: int | None,
    ids: list[str] | None,
    repeats: int,
    seed: int,
    resume: Path | None,
    max_concurrency: int,
    model_concurrency: int,
    cache: bool,
    progress: bool,
    openai_transport: OpenAITransportChoice | None = None,
    reasoning: ReasoningChoice | None = None,
    thinking_budget: int | None = None,
    unsafe_interpreter: bool = False,
    executor: ExecutorChoice | None = None,
    ray_address: str | None = None,
) -> RunSummary:
    """Start or resume a run and print its summary (shared by every ``run`` command).

    ``executor``/``ray_address`` override the stored ones on resume (None: keep them).
    """
    with user_errors():
        try:
            if resume is not None:
                summary = asyncio.run(
                    resume_run(
                        resume,
                        progress=progress,
                        max_concurrency=max_concurrency,
                        executor_name=executor.value if executor else None,
                        ray_address=ray_address,
                        on_start=_announce,
                    )
                )
            else:
                config = RunConfig(
                    suite=suite,
                    suite_options=stored(suite_options),
                    models=models,
                    base_urls=base_urls,
                    seed=seed,
                    limit=limit,
                    ids=ids,
                    repeats=repeats,
                    max_concurrency=max_concurrency,
                    model_concurrency=model_concurrency,
                    cache=cache,
                    openai_transport=openai_transport.value if openai_transport else None,
                    reasoning=reasoning.value if reasoning else None,
                    thinking_budget=thinking_budget,
                    unsafe_interpreter=unsafe_interpreter,
                    executor=(executor or ExecutorChoice.local).value,
                    ray_address=ray_address,
                )
                if unsafe_interpreter:
                    console.print(
                        "[bold red]UNSAFE INTERPRETER[/]: agent code may run without the "
                        "kernel isolation layers (audit hook only); recorded in the run"
                    )
                run_dir = output or default_run_dir(config)
                summary = asyncio.run(
                    start_run(config, run_dir, progress=progress, on_start=_announce)
                )
        except KeyboardInterrupt:
            where = resume or output or "the run directory"
            console.print(
                f"[yellow]interrupted[/]: finished samples are saved; continue with "
                f"`mmtb run resume {where}`"
            )
            raise typer.Exit(130) from None
    print_summary(summary)
    if summary.interrupted:  # the runner caught Ctrl-C (or a cancel) and saved its work
        console.print(
            f"[yellow]interrupted[/]: finished samples are saved; continue with "
            f"`mmtb run resume {escape(str(summary.run_dir))}`"
        )
        raise typer.Exit(130)
    if summary.failed and not summary.done:
        console.print(
            f"[bold red]every sample failed[/] ({summary.failed}); see the errors with "
            f"`mmtb runs export {summary.run_dir}` or in {summary.run_dir / 'run.log'}",
            highlight=False,
        )
        raise typer.Exit(1)
    return summary


def _announce(run_dir: Path) -> None:
    """Say where the run goes, once it has really started (never for a refused run)."""
    console.print(f"run directory: [bold]{escape(str(run_dir))}[/]")


def print_summary(summary: RunSummary) -> None:
    """Print one line per run outcome."""
    console.print(
        f"[bold]{summary.run_dir}[/]: {summary.done} done, {summary.failed} failed, "
        f"{summary.skipped} already done, {summary.total} total in {summary.wall_s:.1f}s"
    )
    if summary.failed:
        console.print(
            f"[yellow]{summary.failed} sample(s) failed[/]; errors are stored in the run; "
            f"`mmtb run resume {summary.run_dir}` retries them"
        )


@run_app.command("suite")
def run_suite_cmd(
    suite: Annotated[str, typer.Argument(help="Built-in suite name or module:factory.")],
    model: Annotated[str, typer.Option("--model", "-m", help="Model under test.")] = "oracle",
    judge_model: Annotated[str | None, typer.Option(help="Judge model.")] = None,
    user_model: Annotated[str | None, typer.Option(help="User simulator model.")] = None,
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
    unsafe_interpreter: UnsafeInterpreterOpt = False,
    executor: ExecutorOpt = ExecutorChoice.local,
    ray_address: RayAddressOpt = None,
) -> None:
    """Run any suite by name (including your own ``package.module:factory``)."""
    models = {"agent": model}
    if judge_model:
        models["judge"] = judge_model
    if user_model:
        models["user"] = user_model
    execute(
        suite=suite,
        suite_options=parse_options(set_ or []),
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
        unsafe_interpreter=unsafe_interpreter,
        executor=executor,
        ray_address=ray_address,
    )


@run_app.command("resume")
def resume_cmd(
    run_dir: Annotated[Path, typer.Argument(help="Run directory to continue.")],
    max_concurrency: ConcOpt = DEFAULT_MAX_CONCURRENCY,
    progress: ProgressOpt = True,
    executor: ResumeExecutorOpt = None,
    ray_address: ResumeRayAddressOpt = None,
) -> None:
    """Finish an interrupted run: done samples are kept, the rest (and failures) rerun."""
    execute(
        suite="",
        suite_options={},
        models={},
        base_urls={},
        output=None,
        limit=None,
        ids=None,
        repeats=1,
        seed=0,
        resume=run_dir,
        max_concurrency=max_concurrency,
        model_concurrency=1,
        cache=True,
        progress=progress,
        executor=executor,
        ray_address=ray_address,
    )
