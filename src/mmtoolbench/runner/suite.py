"""The suite interface: what the runner needs from a benchmark."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol, runtime_checkable

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import GenerateConfig
from mmtoolbench.models.base import Model
from mmtoolbench.store.records import SampleRecorder
from mmtoolbench.store.run_store import RunStore


@dataclass(frozen=True)
class SampleSpec:
    """One benchmark item.

    Attributes:
        id: Stable id, unique within the suite.
        payload: Suite-specific data (a scenario, an ATP sample...).
    """

    id: str
    payload: Any = None


@dataclass(frozen=True)
class SampleResult:
    """What a suite returns for one sample.

    Attributes:
        output: JSON-able output (final answer, world diff...).
        metrics: Per-sample metrics (numbers, booleans or None).
    """

    output: Any = None
    metrics: Mapping[str, Any] = field(default_factory=dict)


@dataclass
class SampleContext:
    """Everything one sample run gets, passed explicitly.

    Attributes:
        sample_id: Id of the sample.
        repeat: Repeat index (0-based).
        seed: Seed derived from the run seed, sample id and repeat.
        recorder: Buffer for messages, tool calls, images and verdicts.
        models: Models by role (``agent``, ``user``, ``judge``...), already recording.
        model_strings: The model string of every configured role, including ones the
            suite resolves itself (``oracle``).
        options: Suite options from the run configuration.
        unsafe_interpreter: Agent code may run without the kernel isolation layers
            (``--unsafe-interpreter``; see ``docs/sandbox/interpreter.md``).
    """

    sample_id: str
    repeat: int
    seed: int
    recorder: SampleRecorder
    models: Mapping[str, Model]
    model_strings: Mapping[str, str]
    options: Mapping[str, Any] = field(default_factory=dict)
    unsafe_interpreter: bool = False

    def model(self, role: str) -> Model:
        """The model playing ``role``.

        Raises:
            ConfigError: If no model was configured for that role.
        """
        try:
            return self.models[role]
        except KeyError:
            configured = ", ".join(sorted(self.models)) or "none"
            raise ConfigError(
                f"this run has no model for role {role!r} (configured: {configured})"
            ) from None

    def generate_config(self, **overrides: Any) -> GenerateConfig:
        """A generation config carrying this sample's seed."""
        return GenerateConfig(seed=self.seed, **overrides)


@runtime_checkable
class Suite(Protocol):
    """A benchmark the runner can run.

    Attributes:
        name: Suite name stored with the run (``atp``, ``sandbox``).
        roles: Model roles the suite uses; the first is the one under test.
    """

    name: str
    roles: Sequence[str]

    def samples(self) -> Sequence[SampleSpec]:
        """All samples of the suite, in a stable order."""
        ...

    async def run_sample(self, sample: SampleSpec, ctx: SampleContext) -> SampleResult:
        """Run one sample, recording everything into ``ctx.recorder``."""
        ...


# A suite may also define ``summarize(store: RunStore) -> dict``: run-level metrics
# computed from the stored samples after a run; the runner stores the result as the
# run metric ``summary``. Its module may define ``report_run`` (`SuiteReporter`).


class RunReport(NamedTuple):
    """A run's report: one self-contained HTML page and a Markdown summary."""

    html: str
    markdown: str


@dataclass(frozen=True)
class ReportOptions:
    """What ``mmtb report`` asks of a suite's report; each suite uses what applies.

    Attributes:
        judge_model: The judge model whose verdicts count (None: the suite's default).
        repeat: The judge repeat whose verdicts count.
        entity_f1: The Entity F1 variant counted (sandbox; None: the run's option).
    """

    judge_model: str | None = None
    repeat: int = 0
    entity_f1: str | None = None


class SuiteReporter(Protocol):
    """Renders the report of a stored run of one suite (the suite's ``report_run``).

    A suite module (the one holding its factory, or the one named in
    `mmtoolbench.runner.suites.BUILTIN_REPORTERS`) may define
    ``report_run(store, options) -> RunReport``; the report layer finds it with
    `mmtoolbench.runner.suites.resolve_reporter` and only writes the files, so it knows
    no suite. Suites without one get a generic report of their run metrics.
    """

    def __call__(self, store: RunStore, options: ReportOptions) -> RunReport:
        """The report of ``store``'s run."""
        ...
