"""The LLM-oracle solvability check of seed §5.1 (``mmtb validate --oracle-check llm``).

An agent whose system prompt is augmented with the scenario's ground truth (the expected
entity changes, the completion criteria and the expected tools) plays the scenario
against the scripted user, in tool-use mode with the scenario's tools; then the Agent
Judge grades the trajectory. The scenario passes only when the oracle reaches Entity F1
>= 0.9 **and** the judge passes it. With a strong model this is an upper bound on
solvability unconfounded by model capability; a failure points at an ill-specified or
unsolvable scenario (or a weak oracle model).

The deterministic check (``--oracle``, the reference solution replayed, Entity F1 = 1
required) stays the default; reports say which check was used. Every episode is recorded
in a run store (suite ``oracle-check``, one sample per scenario: the conversation, tool
calls, model calls and the judge's verdict) for human review.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import yaml
from pydantic import BaseModel, Field

from mmtoolbench.core.messages import GenerateConfig
from mmtoolbench.generation.record import GenerationRun, UnitContext, open_generation_run
from mmtoolbench.models.base import Model
from mmtoolbench.sandbox.agents import CodeExecAgent, ToolUseAgent, build_agent_prompt
from mmtoolbench.sandbox.episode import (
    EpisodeSettings,
    ToolCatalog,
    run_episode,
    scenario_tool_names,
)
from mmtoolbench.sandbox.scenario import DEFAULT_MAX_STEPS, LoadedScenario, Scenario, load_scenario
from mmtoolbench.sandbox.user import ScriptedUser

__all__ = [
    "ENTITY_F1_THRESHOLD",
    "OracleCheck",
    "ground_truth_section",
    "llm_oracle_check",
    "llm_oracle_check_files",
]

ENTITY_F1_THRESHOLD = 0.9
"""Entity F1 the oracle must reach (seed §5.1)."""


class OracleCheck(BaseModel):
    """The outcome of the LLM-oracle check of one scenario.

    Attributes:
        scenario_id: The scenario.
        check: Always ``llm`` (the replay check reports through ``mmtb validate``).
        passed: Entity F1 >= 0.9 and the agent judge passed.
        entity_f1: The oracle's Entity F1.
        judge_passed: The agent judge's verdict (None if it failed to answer).
        failed_criteria: Criteria the judge failed.
        end_reason: How the episode ended.
        steps: Steps taken.
        problems: Why the scenario failed, one line each.
    """

    scenario_id: str
    check: str = "llm"
    passed: bool
    entity_f1: float
    judge_passed: bool | None
    failed_criteria: list[str] = Field(default_factory=list)
    end_reason: str
    steps: int
    problems: list[str] = Field(default_factory=list)


def ground_truth_section(scenario: Scenario) -> str:
    """The ground truth the oracle's system prompt is augmented with."""
    changes = yaml.safe_dump(
        scenario.expected_changes.model_dump(mode="json", exclude_defaults=True),
        sort_keys=False,
        allow_unicode=True,
    )
    return (
        "## Ground truth (oracle solvability check)\n\n"
        "You are the oracle of a solvability check: you are given what a correct solution "
        "achieves. Follow the user's requests, read the images, and make exactly these "
        "changes to the phone's data, using the tools.\n\n"
        f"### Expected entity changes\n\n{changes}\n"
        f"### Completion criteria\n\n{scenario.completion_criteria}\n\n"
        f"### Expected tools\n\n{', '.join(scenario.expected_tools) or '(any)'}"
    )


async def llm_oracle_check(
    loaded: LoadedScenario,
    ctx: UnitContext,
    judge_model: Model,
    *,
    mode: str = "tool-use",
    max_tokens: int = 4096,
) -> OracleCheck:
    """Play one scenario with the ground-truth oracle and judge it.

    Args:
        loaded: A validated scenario.
        ctx: The unit's context (its model is the oracle agent, recording).
        judge_model: The agent judge's model (recorded into the same unit).
        mode: ``tool-use`` or ``code-exec``.
        max_tokens: Completion tokens per oracle call.
    """
    from mmtoolbench.runner.recording import RecordingModel
    from mmtoolbench.sandbox.evaluate.judges import AGENT_JUDGE, Trajectory, judge_sample

    scenario = loaded.scenario
    settings = EpisodeSettings(
        mode="code-exec" if mode == "code-exec" else "tool-use",
        discovery=False,
        max_steps=max(scenario.limits.max_steps or DEFAULT_MAX_STEPS, DEFAULT_MAX_STEPS),
    )
    catalog = ToolCatalog(settings.toolset, None)  # every domain's tables, as the suite runs
    names = scenario_tool_names(catalog.toolset, catalog.full, scenario)
    prompt = (
        build_agent_prompt(
            scenario,
            mode=settings.mode,
            discovery=False,
            tools=[catalog.toolset.get(n) for n in names],
            apps=scenario.domains,
        )
        + "\n\n"
        + ground_truth_section(scenario)
    )
    config = GenerateConfig(max_tokens=max_tokens, temperature=0.0)
    agent: ToolUseAgent | CodeExecAgent
    if settings.mode == "tool-use":
        agent = ToolUseAgent(ctx.model, prompt, config)
    else:
        agent = CodeExecAgent(ctx.model, prompt, config)
    result = await run_episode(
        loaded,
        agent=agent,
        user=ScriptedUser(scenario),
        settings=settings,
        recorder=ctx.recorder,
        agent_prompt=prompt,
        catalog=catalog,
    )
    output = result.output()
    trajectory = Trajectory.from_recorder(ctx.recorder, output, sample_id=scenario.id)
    verdicts = await judge_sample(
        trajectory,
        RecordingModel(judge_model, ctx.recorder, "judge"),
        judges=[AGENT_JUDGE],
        recorder=ctx.recorder,
    )
    verdict = verdicts[AGENT_JUDGE]
    f1 = result.entity.f1
    problems: list[str] = []
    if f1 < ENTITY_F1_THRESHOLD:
        problems.append(f"oracle (llm): Entity F1 {f1:.3f} < {ENTITY_F1_THRESHOLD}")
    if verdict.error:
        problems.append(f"oracle (llm): the agent judge gave no verdict: {verdict.error}")
    elif not verdict.passed:
        problems.append(
            "oracle (llm): the agent judge failed it on "
            + (", ".join(verdict.failed_criteria) or "overall")
            + (f": {verdict.reasoning}" if verdict.reasoning else "")
        )
    return OracleCheck(
        scenario_id=scenario.id,
        passed=not problems,
        entity_f1=f1,
        judge_passed=verdict.passed,
        failed_criteria=verdict.failed_criteria,
        end_reason=result.end_reason,
        steps=result.total_steps,
        problems=problems,
    )


async def llm_oracle_check_files(
    files: Sequence[Path],
    *,
    models: Mapping[str, Model],
    model_strings: Mapping[str, str],
    run_dir: Path,
    mode: str = "tool-use",
    concurrency: int = 2,
) -> dict[Path, OracleCheck | str]:
    """Run the LLM-oracle check on valid scenario files, recorded in ``run_dir``.

    Args:
        files: Scenario files that passed validation.
        models: ``oracle`` and ``judge`` models.
        model_strings: Their model strings (recorded).
        run_dir: Run directory of the episodes (re-running the same one skips scenarios
            already checked).
        mode: The oracle's execution mode.
        concurrency: Scenarios checked at once.

    Returns:
        The check of each file, or the error that stopped it (a provider failure).
    """
    config = {"models": dict(model_strings), "mode": mode, "files": [str(f) for f in files]}
    store, lock, _ = open_generation_run(run_dir, "oracle-check", config)
    try:
        run = GenerationRun(store, models, model_strings, concurrency=concurrency)
        judge = models["judge"]

        async def one(ctx: UnitContext, file: Path) -> dict[str, Any]:
            check = await llm_oracle_check(load_scenario(file), ctx, judge, mode=mode)
            return check.model_dump(mode="json")

        results = await run.run_units(
            "oracle", [(f"{i:04d}-{f.stem}", f) for i, f in enumerate(files)], one
        )
        store.set_status("finished")
    finally:
        lock.release()
        store.close()
    out: dict[Path, OracleCheck | str] = {}
    for file, r in zip(files, results, strict=True):
        out[file] = OracleCheck.model_validate(r.output) if r.ok else str(r.error)
    return out
