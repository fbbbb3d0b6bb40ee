"""Sandbox commands: ``mmtb validate``, ``mmtb sandbox exec`` and ``mmtb run sandbox``.

* ``mmtb validate PATH...`` checks scenario files (directories are searched) and prints
  every problem as ``file: field path: message``; ``--oracle`` also replays each
  scenario's reference solution with the scripted user and reports anything short of
  Entity F1 = 1. Exit code 1 when a problem was found.
* ``mmtb sandbox exec FILE.py [--scenario S]`` runs a Python file in exactly the
  interpreter an agent gets (every layer of isolation), with the sandbox tools as
  functions, against the scenario's world (or the built-in seed world), and prints the
  output or the error.
* ``mmtb run sandbox`` runs the sandbox suite (see `mmtoolbench.sandbox.suite`).

`register` adds them to the application.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Annotated, get_args

import typer
from rich.console import Console

from mmtoolbench.cli.common import split_ids, user_errors
from mmtoolbench.cli.run_cmd import (
    BaseUrlOpt,
    CacheOpt,
    ConcOpt,
    ExecutorChoice,
    ExecutorOpt,
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
from mmtoolbench.core.terminal import terminal_safe
from mmtoolbench.models.base import DEFAULT_MODEL_CONCURRENCY
from mmtoolbench.runner.run import DEFAULT_MAX_CONCURRENCY
from mmtoolbench.sandbox.options import Mode, SandboxOptions, ToolsetName

__all__ = ["exec_cmd", "register", "run_sandbox_cmd", "validate_cmd"]

out = Console(soft_wrap=True, highlight=False)
err = Console(stderr=True, soft_wrap=True, highlight=False)


MODES: tuple[str, ...] = get_args(Mode)


# --------------------------------------------------------------------------- validate


async def _oracle_problems(path: Path, modes: list[str]) -> list[str]:
    """Replay the reference solution of one (valid) scenario in each mode."""
    from mmtoolbench.sandbox.agents import OracleAgent
    from mmtoolbench.sandbox.episode import EpisodeSettings, run_episode
    from mmtoolbench.sandbox.scenario import load_scenario
    from mmtoolbench.sandbox.user import ScriptedUser

    loaded = load_scenario(path)
    problems: list[str] = []
    for mode in modes:
        agent = OracleAgent(loaded.scenario)
        result = await run_episode(
            loaded,
            agent=agent,
            user=ScriptedUser(loaded.scenario),
            settings=EpisodeSettings(
                mode="code-exec" if mode == "code-exec" else "tool-use", discovery=False
            ),
        )
        problems.extend(f"oracle ({mode}): {failure}" for failure in result.oracle_failures)
        if result.end_reason != "user_ended":
            problems.append(f"oracle ({mode}): the episode ended by {result.end_reason}")
        score = result.entity
        if score.f1 < 1.0:
            details: list[str] = []
            details.extend(
                f"unmatched {u.table} {u.op} (spec {u.spec_index}): {u.reason}"
                for u in score.unmatched_expected
            )
            details.extend(f"unexpected {a.table} {a.op} {a.pk}" for a in score.unexpected_actual)
            details.extend(
                f"guardrail: {v.table} changed (created {v.created}, updated {v.updated}, "
                f"deleted {v.deleted})"
                for v in score.guardrail_violations
            )
            details.extend(
                f"{m.table} {m.op} {m.actual_pk}: "
                + ", ".join(
                    f"{c.column} expected {c.expected!r} got {c.actual!r}"
                    for c in m.columns
                    if c.score is not None and c.score < 1.0
                )
                for m in score.matches
                if m.score < 1.0
            )
            problems.append(f"oracle ({mode}): Entity F1 {score.f1:.3f} < 1: " + "; ".join(details))
    return problems


def validate_cmd(
    paths: Annotated[
        list[Path], typer.Argument(help="Scenario files or directories (searched recursively).")
    ],
    oracle: Annotated[
        bool,
        typer.Option(
            "--oracle/--no-oracle",
            help="Also replay each reference solution (scripted user) and require Entity F1 = 1.",
        ),
    ] = False,
    mode: Annotated[
        list[str] | None,
        typer.Option("--mode", help="Modes for --oracle: tool-use, code-exec (default: both)."),
    ] = None,
    oracle_check: Annotated[
        str,
        typer.Option(
            "--oracle-check",
            help="replay: the reference solution, Entity F1 = 1 (default); llm: an agent given "
            "the ground truth plays it, Entity F1 >= 0.9 and agent judge pass (needs --model).",
        ),
    ] = "replay",
    oracle_model: Annotated[
        str | None, typer.Option("--model", help="--oracle-check llm: the oracle's model.")
    ] = None,
    judge_model: Annotated[
        str | None,
        typer.Option(
            "--judge-model", help="--oracle-check llm: the agent judge (default --model)."
        ),
    ] = None,
    oracle_base_url: Annotated[
        str | None, typer.Option("--base-url", help="--oracle-check llm: openai-compatible URL.")
    ] = None,
    oracle_run_dir: Annotated[
        Path | None,
        typer.Option("--oracle-run-dir", help="--oracle-check llm: where episodes are recorded."),
    ] = None,
) -> None:
    """Check sandbox scenario files; print each problem as `file: field path: message`."""
    from mmtoolbench.sandbox.scenario import find_scenario_files, validate_scenario_file

    with user_errors():
        files = find_scenario_files(paths)
    if not files:
        err.print("[red]error:[/] no scenario files (.yaml, .yml, .json) found")
        raise typer.Exit(2)
    modes = [m.lower() for m in mode] if mode else list(MODES)
    unknown = sorted(set(modes) - set(MODES))
    if unknown:
        raise typer.BadParameter(
            f"unknown mode(s) {', '.join(unknown)}; modes: {', '.join(MODES)}", param_hint="--mode"
        )
    if oracle_check not in ("replay", "llm"):
        raise typer.BadParameter("replay or llm", param_hint="--oracle-check")
    oracle = oracle or oracle_check == "llm"
    deferred: list[Path] = []  # valid files for the LLM oracle, checked together below
    n_problems = 0
    seen: dict[str, Path] = {}
    for file in files:
        scenario, problems = validate_scenario_file(file)
        lines = [str(p) for p in problems]
        if scenario is not None:
            if scenario.id in seen:
                lines.append(f"{file}: id: duplicate scenario id (also in {seen[scenario.id]})")
            seen.setdefault(scenario.id, file)
        if scenario is not None and not problems and oracle_check == "llm" and not lines:
            deferred.append(file)
            continue
        if scenario is not None and not problems and oracle:
            lines.extend(f"{file}: {p}" for p in asyncio.run(_oracle_problems(file, modes)))
        for line in lines:
            out.print(line, markup=False)
        if not lines and scenario is not None:
            out.print(f"ok  {file} ({scenario.id})", markup=False)
        n_problems += len(lines)
    if deferred:
        from mmtoolbench.cli.generate import print_llm_oracle

        n_problems += print_llm_oracle(
            deferred,
            mode=modes[0] if len(modes) == 1 else "tool-use",  # one --mode: the oracle's
            model=oracle_model,
            judge_model=judge_model,
            base_url=oracle_base_url,
            run_dir=oracle_run_dir,
        )
    summary = f"{len(files)} file(s), {n_problems} problem(s)"
    if oracle_check == "llm":
        summary += " (oracle check: llm, Entity F1 >= 0.9 and agent judge pass)"
    elif oracle:
        summary += " (oracle check: replay, Entity F1 = 1 in every mode)"
    if n_problems:
        err.print(f"[red]{summary}[/]")
        raise typer.Exit(1)
    err.print(f"[green]{summary}[/]")


# --------------------------------------------------------------------------- exec


def _resolve_scenario(value: str) -> Path:
    path = Path(value)
    if path.is_file():
        return path
    from mmtoolbench.sandbox.scenario import builtin_scenarios_dir

    for suffix in (".yaml", ".yml", ".json"):
        candidate = builtin_scenarios_dir() / f"{value}{suffix}"
        if candidate.is_file():
            return candidate
    raise ConfigError(f"no scenario file {value!r} (and no built-in scenario with that id)")


async def _exec(
    file: Path, scenario: str | None, toolset: str, timeout: float | None, unsafe: bool = False
) -> int:
    from mmtoolbench.isolation import InterpreterLimits, IsolationOptions, exec_file
    from mmtoolbench.sandbox.context import WorldContext
    from mmtoolbench.sandbox.scenario import build_scenario_world, load_scenario
    from mmtoolbench.sandbox.toolsets import build_toolset
    from mmtoolbench.sandbox.world.seed import build_seeded_world

    if scenario is not None:
        loaded = load_scenario(_resolve_scenario(scenario))
        world = build_scenario_world(loaded.scenario, all_domains=True)
        for img in loaded.scenario.images:
            stored = world.images.add(loaded.image_bytes(img.id), source=f"scenario:{img.id}")
            err.print(f"image {img.id} -> {stored.image_id}", markup=False)
    else:
        world = build_seeded_world()
    before = world.snapshot()
    tools = build_toolset(toolset, None)
    limits = InterpreterLimits(timeout_s=timeout) if timeout else None
    isolation = IsolationOptions(unsafe=True) if unsafe else None
    result = await exec_file(file, tools, WorldContext(world), limits=limits, isolation=isolation)
    out.print(terminal_safe(result.render()), markup=False, highlight=False)
    changes = world.diff_since(before)
    err.print(f"world changes:\n{changes.summary()}", markup=False)
    world.close()
    return 0 if result.ok else 1


def exec_cmd(
    file: Annotated[Path, typer.Argument(help="Python file to run.", exists=True, dir_okay=False)],
    scenario: Annotated[
        str | None,
        typer.Option(help="Scenario file or built-in scenario id whose world to use."),
    ] = None,
    toolset: Annotated[
        ToolsetName, typer.Option(help="Toolset variant.", case_sensitive=False)
    ] = "full",
    timeout: Annotated[
        float | None, typer.Option(help="Wall-clock limit in seconds (default 10).")
    ] = None,
    unsafe_interpreter: UnsafeInterpreterOpt = False,
) -> None:
    """Run FILE.py in exactly the interpreter an agent gets; print output or the error."""
    with user_errors():
        code = asyncio.run(_exec(file, scenario, toolset, timeout, unsafe_interpreter))
    raise typer.Exit(code)


# --------------------------------------------------------------------------- run


@suite_flags(SandboxOptions, "sandbox")
def run_sandbox_cmd(
    agent: Annotated[
        str, typer.Option("--agent", "-m", help="Model under test, or `oracle`.")
    ] = "oracle",
    ids: Annotated[
        list[str] | None, typer.Option(help="Scenario ids (comma-separated or repeated).")
    ] = None,
    user_model: Annotated[
        str, typer.Option(help="User simulator model, or `scripted`.")
    ] = "scripted",
    judge_model: Annotated[
        str | None,
        typer.Option(help="Judge model: agent and user judges run after each episode."),
    ] = None,
    base_url: BaseUrlOpt = None,
    openai_transport: OpenAITransportOpt = None,
    reasoning: ReasoningOpt = None,
    thinking_budget: ThinkingBudgetOpt = None,
    user_base_url: Annotated[
        str | None, typer.Option(help="Base URL for the user simulator model.")
    ] = None,
    set_: SuiteOpts = None,
    output: OutputOpt = None,
    limit: LimitOpt = None,
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
    *,
    options: SandboxOptions,
) -> None:
    """Run sandbox scenarios: one episode each, scored by Entity F1.

    Every option of the suite is a flag below or a ``--set KEY=VALUE`` key (see
    ``docs/sandbox/scenarios.md``); both are validated by one typed model.
    """
    if "user" not in options.model_fields_set:
        user = "scripted" if user_model == "scripted" else "llm"
        options = options.model_copy(update={"user": user})
    models = {"agent": agent}
    if user_model != "scripted":
        models["user"] = user_model
    elif resume is None and is_real_model(agent):
        err.print(
            "[yellow]note[/]: the user is the scripted simulator (it replays each scenario's "
            "rounds). The paper's protocol uses an LLM user: pass --user-model MODEL. Which "
            "user ran is recorded in the run summary."
        )
    if judge_model:
        models["judge"] = judge_model
    base_urls = {}
    if base_url:
        base_urls["agent"] = base_url
    if user_base_url:
        base_urls["user"] = user_base_url
    execute(
        suite="sandbox",
        suite_options=options,
        models=models,
        base_urls=base_urls,
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


def is_real_model(model_string: str) -> bool:
    """Whether ``model_string`` names a provider model (not ``oracle``, ``scripted/…`` or
    ``replay/…``)."""
    return model_string != "oracle" and not model_string.startswith(("scripted/", "replay/"))


def register(app: typer.Typer, run_app: typer.Typer) -> None:
    """Add ``validate``, ``sandbox exec`` and ``run sandbox`` to the application.

    Args:
        app: The ``mmtb`` application.
        run_app: Its ``run`` sub-application.
    """
    app.command("validate")(validate_cmd)
    sandbox_app = typer.Typer(
        help="Sandbox utilities: run code in the agent's interpreter.", no_args_is_help=True
    )
    sandbox_app.command("exec")(exec_cmd)
    app.add_typer(sandbox_app, name="sandbox")
    run_app.command("sandbox")(run_sandbox_cmd)
