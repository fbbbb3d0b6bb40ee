"""The ``sandbox`` suite: one sample per scenario, one episode per sample.

Options (``mmtb run sandbox`` flags, or ``--set KEY=VALUE`` with ``mmtb run suite``):

=====================  ==============================================================
option                 meaning
=====================  ==============================================================
``scenarios``          scenario file(s) or directories (default: the built-in examples)
``ui``                 true: default to the UI-mode scenarios (``data/sandbox/ui_scenarios``)
``mode``               ``code-exec`` (default, as in the seed) or ``tool-use``
``toolset``            ``full`` (default), ``medium``, ``compact``, ``mini``
``discovery``          start from ``search_tools`` (default true); false: the scenario's
                       tool set
``working_set_size``   capacity of the discovery working set (default 100)
``max_steps``          agent + user steps (default: the scenario's, else 100)
``wall_time``          seconds per episode (default: the scenario's, else 600)
``user``               ``auto`` (default: the LLM simulator when a ``user`` model is
                       configured, else scripted), ``scripted`` or ``llm``
``max_tokens``         completion tokens per agent / user call (default 4096)
``misread``            the ``oracle`` agent misreads one image value per scenario
                       (default false; ``make demo``'s imperfect baseline)
``entity_f1``          Entity F1 variant counted as the sample's ``entity_f1`` and in
                       the run summary: ``paper`` (default) or ``reference`` (the
                       published evaluator's behaviour); both are always stored
``max_tool_calls_per_reply``  tool calls executed per agent reply (default 32); the
                       rest of the reply's calls fail with an error the model reads
``max_argument_chars`` JSON size of one tool call's arguments (default 100000); a larger
                       call fails without running, its arguments are not stored
``max_tool_result_chars``  JSON size of one tool result (default 500000); a larger
                       result fails the call and undoes its changes
=====================  ==============================================================

Models: the ``agent`` role is the model under test, or ``oracle`` (the reference
solution replayed; with the option ``misread`` the oracle reads one image value wrong
per scenario, `mmtoolbench.sandbox.perturb.MisreadingOracleAgent`, an imperfect offline
baseline); the ``user`` role is the user simulator's model.

Every scenario is loaded and validated when the suite is built: a bad file stops the
run before anything starts. Each sample's output (`EpisodeResult.output`) holds the
world diff, Entity F1 with its evidence, steps, end reason, the scenario's design
dimensions and full spec, and the tools surfaced and invoked; the recorder holds the
whole conversation (channel ``main``), every tool call and every image, so judges can
run from the run store alone.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.isolation import IsolationOptions
from mmtoolbench.runner.options import validate_options
from mmtoolbench.runner.suite import SampleContext, SampleResult, SampleSpec
from mmtoolbench.sandbox.agents import (
    Agent,
    CodeExecAgent,
    OracleAgent,
    ToolUseAgent,
    build_agent_prompt,
)
from mmtoolbench.sandbox.episode import (
    EpisodeSettings,
    ToolCatalog,
    run_episode,
    scenario_tool_names,
)
from mmtoolbench.sandbox.options import SandboxOptions
from mmtoolbench.sandbox.scenario import (
    DEFAULT_MAX_STEPS,
    DEFAULT_WALL_TIME_S,
    LoadedScenario,
    builtin_scenarios_dir,
    builtin_ui_scenarios_dir,
    load_scenarios,
)
from mmtoolbench.sandbox.user import LLMUser, ScriptedUser, UserSimulator
from mmtoolbench.store.run_store import RunStore

__all__ = ["SandboxOptions", "SandboxSuite", "build_suite", "parse_options"]

ORACLE = "oracle"


def parse_options(options: Mapping[str, Any] | SandboxOptions) -> SandboxOptions:
    """Validate suite options.

    Raises:
        ConfigError: Naming every bad or unknown option.
    """
    return validate_options(SandboxOptions, options, "sandbox")


@dataclass
class SandboxSuite:
    """Runs sandbox scenarios as episodes.

    Attributes:
        options: The suite options.
        scenarios: The validated scenarios, in file order.
    """

    options: SandboxOptions
    scenarios: list[LoadedScenario]
    name: str = "sandbox"
    roles: Sequence[str] = ("agent", "user")
    _catalogs: dict[tuple[str, tuple[str, ...] | None], ToolCatalog] = field(
        default_factory=dict, repr=False
    )

    def catalog(self, settings: EpisodeSettings, loaded: LoadedScenario) -> ToolCatalog:
        """The tools for an episode, built once per (toolset, domains) and reused."""
        domains = None if settings.all_domains else tuple(loaded.scenario.domains)
        key = (settings.toolset, domains)
        if key not in self._catalogs:
            self._catalogs[key] = ToolCatalog(settings.toolset, domains)
        return self._catalogs[key]

    def samples(self) -> Sequence[SampleSpec]:
        """One sample per scenario, keyed by scenario id."""
        return [SampleSpec(id=s.id, payload=s) for s in self.scenarios]

    def settings_for(self, loaded: LoadedScenario) -> EpisodeSettings:
        """Episode settings: explicit options, else the scenario's limits, else defaults."""
        limits = loaded.scenario.limits
        return EpisodeSettings(
            mode=self.options.mode,
            toolset=self.options.toolset,
            discovery=self.options.discovery,
            working_set_size=self.options.working_set_size,
            max_steps=self.options.max_steps or limits.max_steps or DEFAULT_MAX_STEPS,
            wall_time_s=self.options.wall_time or limits.wall_time_s or DEFAULT_WALL_TIME_S,
            max_tool_calls_per_reply=self.options.max_tool_calls_per_reply,
            max_argument_chars=self.options.max_argument_chars,
            max_tool_result_chars=self.options.max_tool_result_chars,
        )

    def _loaded(self, sample: SampleSpec) -> LoadedScenario:
        if isinstance(sample.payload, LoadedScenario):
            return sample.payload
        for loaded in self.scenarios:
            if loaded.id == sample.id:
                return loaded
        raise ConfigError(f"no scenario {sample.id!r} in this suite")

    def build_agent(
        self, loaded: LoadedScenario, settings: EpisodeSettings, ctx: SampleContext
    ) -> tuple[Agent, str | None]:
        """The agent of one episode and its system prompt (None for the oracle)."""
        if ctx.model_strings.get("agent", ORACLE) == ORACLE:
            if self.options.misread:
                from mmtoolbench.sandbox.perturb import MisreadingOracleAgent

                return MisreadingOracleAgent.for_scenario(loaded, seed=ctx.seed), None
            return OracleAgent(loaded.scenario), None
        from mmtoolbench.sandbox.domains import domain_names

        scenario = loaded.scenario
        tools = []
        if not settings.discovery:
            catalog = self.catalog(settings, loaded)
            names = scenario_tool_names(catalog.toolset, catalog.full, scenario)
            tools = [catalog.toolset.get(n) for n in names]
        prompt = build_agent_prompt(
            scenario,
            mode=settings.mode,
            discovery=settings.discovery,
            tools=tools,
            apps=domain_names() if settings.all_domains else scenario.domains,
        )
        model = ctx.model("agent")
        config = ctx.generate_config(max_tokens=self.options.max_tokens)
        if settings.mode == "tool-use":
            return ToolUseAgent(model, prompt, config), prompt
        return CodeExecAgent(model, prompt, config), prompt

    def build_user(self, loaded: LoadedScenario, ctx: SampleContext) -> UserSimulator:
        """The user simulator of one episode."""
        choice = self.options.user
        if choice == "auto":
            choice = "llm" if "user" in ctx.models else "scripted"
        if choice == "scripted":
            return ScriptedUser(loaded.scenario)
        config = ctx.generate_config(max_tokens=self.options.max_tokens)
        return LLMUser(ctx.model("user"), loaded, config)

    async def run_sample(self, sample: SampleSpec, ctx: SampleContext) -> SampleResult:
        """Run one scenario's episode and score it."""
        loaded = self._loaded(sample)
        settings = self.settings_for(loaded)
        if ctx.unsafe_interpreter:
            settings = dataclasses.replace(settings, isolation=IsolationOptions(unsafe=True))
        agent, prompt = self.build_agent(loaded, settings, ctx)
        user = self.build_user(loaded, ctx)
        result = await run_episode(
            loaded,
            agent=agent,
            user=user,
            settings=settings,
            recorder=ctx.recorder,
            agent_prompt=prompt,
            catalog=self.catalog(settings, loaded),
        )
        output = result.output()
        output["scenario_file"] = str(loaded.path)
        metrics = result.metrics()
        self._add_reference_f1(output, metrics)
        if "judge" in ctx.models:
            from mmtoolbench.sandbox.evaluate.judges import Trajectory, judge_sample

            trajectory = Trajectory.from_recorder(
                ctx.recorder, output, sample_id=sample.id, repeat=ctx.repeat
            )
            verdicts = await judge_sample(trajectory, ctx.model("judge"), recorder=ctx.recorder)
            for name, verdict in verdicts.items():
                metrics[f"{name}_pass"] = verdict.passed
        return SampleResult(output=output, metrics=metrics)

    def _add_reference_f1(self, output: dict[str, Any], metrics: dict[str, Any]) -> None:
        """Store the reference Entity F1 next to the paper one; count the chosen one."""
        from mmtoolbench.sandbox.evaluate.entity_f1_runs import reference_for_output

        reference = reference_for_output(output)
        output["entity_f1_reference"] = reference.model_dump(mode="json")
        output["entity_f1_variant"] = self.options.entity_f1
        metrics["entity_f1_paper"] = metrics.get("entity_f1")
        metrics["entity_f1_reference"] = reference.f1
        if self.options.entity_f1 == "reference":
            metrics["entity_f1"] = reference.f1

    def summarize(self, store: RunStore) -> dict[str, Any]:
        """Run-level metrics (Agent SR with CI, Entity F1, breakdowns...) from the store."""
        from mmtoolbench.sandbox.evaluate.metrics import evaluate_run

        evaluation = evaluate_run(store, entity_f1=self.options.entity_f1)
        summary: dict[str, Any] = evaluation.model_dump(mode="json", exclude={"samples"})
        summary["user_simulator"] = self.user_simulator(store.info().config.get("models", {}))
        return summary

    def user_simulator(self, models: Mapping[str, str]) -> str:
        """Which user simulator a run with these role models uses, for summaries/reports.

        Args:
            models: Model strings by role, as in the run config.

        Returns:
            ``llm (<model>)`` or ``scripted (replays each scenario's rounds)``.
        """
        choice = self.options.user
        if choice == "auto":
            choice = "llm" if "user" in models else "scripted"
        if choice == "llm":
            return f"llm ({models.get('user', '?')})"
        return "scripted (replays each scenario's rounds)"


def build_suite(options: Mapping[str, Any]) -> SandboxSuite:
    """Build the sandbox suite (the runner's ``sandbox`` factory).

    Args:
        options: Suite options (see the module docstring).

    Raises:
        ConfigError: For bad options; `ScenarioError` listing every problem of every
            scenario file (nothing runs).
    """
    parsed = parse_options(options)
    default = builtin_ui_scenarios_dir() if parsed.ui else builtin_scenarios_dir()
    paths = parsed.scenarios or (str(default),)
    return SandboxSuite(parsed, load_scenarios(paths))
