"""The suite interface: what the runner needs from a benchmark."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple, Protocol, runtime_checkable

from rich.console import Console

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


# --------------------------------------------------------------------------- analyses


@dataclass(frozen=True)
class CommandConsole:
    """Where a suite's analysis command prints (the CLI passes its consoles).

    Attributes:
        out: Results (tables, summaries).
        err: Progress and warnings.
        echo: Plain text to standard output, unchanged (e.g. a Markdown table).
    """

    out: Console
    err: Console
    echo: Callable[[str], None]


@dataclass(frozen=True)
class JudgeRequest:
    """``mmtb judge``: judge a run's stored samples again (no agent re-run).

    Attributes:
        run_dir: The run.
        judge_model: The judge model string (as shown to the user).
        build_judge: Builds the judge model for a number of concurrent requests.
        repeats: Ensure judge repeats ``0..repeats-1``.
        judges: Which judges (None: the suite's default).
        force: Judge again where a verdict exists.
        ids: Sample keys (None: all).
        max_images: Images attached per request (None: the suite's default).
        retries: Repair turns on bad output.
        max_tokens: Output tokens per request.
        temperature: Sampling temperature.
        concurrency: Samples judged at once.
    """

    run_dir: Path
    judge_model: str
    build_judge: Callable[[int], Model]
    repeats: int = 1
    judges: Sequence[str] | None = None
    force: bool = False
    ids: Sequence[str] | None = None
    max_images: int | None = None
    retries: int = 2
    max_tokens: int = 4096
    temperature: float = 0.0
    concurrency: int = 4


@dataclass(frozen=True)
class CompareRequest:
    """``mmtb compare``: a leaderboard (and the suite's cross-run analyses) of runs.

    Attributes:
        run_dirs: The runs (all of this suite).
        output: The Markdown leaderboard to write (other files next to it).
        judge_model: The judge model counted (None: the suite's default).
        repeat: The judge repeat counted.
        order: Run labels or agent models in the order of cross-model figures.
    """

    run_dirs: Sequence[Path]
    output: Path
    judge_model: str | None = None
    repeat: int = 0
    order: Sequence[str] = ()


@dataclass(frozen=True)
class AgreementRequest:
    """``mmtb agreement``: human labels against the run's judge verdicts.

    Attributes:
        labels_file: The human labels (CSV).
        run_dir: The run.
        repeat: The judge repeat compared.
        judge_model: The judge model compared (None: the run's only one).
        output: Also write the report here (Markdown, JSON next to it).
    """

    labels_file: Path
    run_dir: Path
    repeat: int = 0
    judge_model: str | None = None
    output: Path | None = None


@runtime_checkable
class SuiteAnalyses(Protocol):
    """A suite's implementations of ``mmtb judge``, ``compare`` and ``agreement``.

    The CLI parses the flags into a request, finds the run's suite and calls its analyses
    (`mmtoolbench.runner.suites.resolve_analyses`), so it knows no suite. Built-in suites
    are listed in `mmtoolbench.runner.suites.BUILTIN_ANALYSES`; a ``package.module:factory``
    suite may define ``analyses`` (a callable returning a `SuiteAnalyses`) next to its
    factory. Each method prints through ``console`` and raises `ConfigError` (or another
    `MMTBError`) for bad input, which the CLI turns into a one-line message and exit 2.
    """

    def judge(self, request: JudgeRequest, console: CommandConsole) -> None:
        """Judge the run's stored samples again and print what was added."""
        ...

    def compare(self, request: CompareRequest, console: CommandConsole) -> None:
        """Print and write the leaderboard of the runs."""
        ...

    def agreement(self, request: AgreementRequest, console: CommandConsole) -> None:
        """Print (and optionally write) the agreement of human labels with the judges."""
        ...
