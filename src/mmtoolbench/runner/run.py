"""Running a suite into a run directory, resumably.

Every (sample, repeat) pair is a unit of work. Units run concurrently on an
executor; each commits atomically when it finishes, so a run killed at any moment
can be resumed: committed samples are kept, the rest run again.
"""

from __future__ import annotations

import asyncio
import hashlib
import logging
import os
import subprocess
import time
import traceback
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from rich.console import Console

from mmtoolbench import __version__
from mmtoolbench.core.errors import ConfigError, MMTBError
from mmtoolbench.core.messages import ReasoningLevel
from mmtoolbench.models.base import (
    DEFAULT_MODEL_CONCURRENCY,
    Model,
    OpenAITransport,
    aclose_model,
)
from mmtoolbench.runner.executor import Executor, LocalExecutor, Unit, UnitResult
from mmtoolbench.runner.hygiene import RunLock, clean_stale_interpreter_dirs
from mmtoolbench.runner.progress import RunProgress
from mmtoolbench.runner.recording import RecordingModel
from mmtoolbench.runner.suite import SampleContext, SampleSpec, Suite
from mmtoolbench.runner.suites import resolve_suite
from mmtoolbench.store.records import SampleRecorder
from mmtoolbench.store.run_store import RunInfo, RunStore, SampleOutcome, sample_key

SUITE_RESOLVED_MODELS = frozenset({"oracle", "none", "scripted"})
"""Model strings a suite resolves itself (``scripted`` alone: the scripted user)."""


DEFAULT_MAX_CONCURRENCY = 8
"""Samples in flight at once unless configured."""


ExecutorName = Literal["local", "ray"]
"""The executors a run can name (``--executor``)."""


class RunConfig(BaseModel):
    """Everything that defines a run; stored in the run directory, never secrets.

    Unknown keys are refused (`load_run_config` names them and the accepted ones), so a
    misspelled or hand-edited key never silently falls back to a default.
    """

    model_config = ConfigDict(extra="forbid")

    suite: str
    suite_options: dict[str, Any] = Field(default_factory=dict)
    """The suite's options in their stored JSON form (`mmtoolbench.runner.options.stored`);
    the suite validates them into its typed options model."""
    models: dict[str, str] = Field(default_factory=dict)
    base_urls: dict[str, str] = Field(default_factory=dict)
    seed: int = 0
    limit: int | None = None
    ids: list[str] | None = None
    repeats: int = Field(default=1, ge=1)
    max_concurrency: int = Field(default=DEFAULT_MAX_CONCURRENCY, ge=1)
    model_concurrency: int = Field(default=DEFAULT_MODEL_CONCURRENCY, ge=1)
    cache: bool = True
    cache_path: str | None = None
    openai_transport: OpenAITransport | None = None
    reasoning: ReasoningLevel | None = None
    thinking_budget: int | None = Field(default=None, ge=0)
    unsafe_interpreter: bool = False
    """Agent code ran without the kernel isolation layers (``--unsafe-interpreter``):
    allowed only when asked for, and printed in every report."""
    executor: ExecutorName = "local"
    """Where samples run: ``local`` (asyncio in this process) or ``ray`` (Ray workers;
    needs the ``mmtoolbench[ray]`` extra). A resumed run may choose another."""
    ray_address: str | None = None
    """The Ray cluster of ``executor="ray"`` (``auto``, ``HOST:PORT`` or
    ``ray://HOST:10001``); None starts a local Ray instance."""


def load_run_config(data: Mapping[str, Any], source: str = "run config") -> RunConfig:
    """Validate a stored or hand-written run configuration.

    Args:
        data: The configuration (e.g. the ``config`` of a run's ``run.json``).
        source: Where it came from, for the message.

    Raises:
        ConfigError: Naming every unknown key with the accepted ones, and every bad value
            with its key.
    """
    try:
        return RunConfig.model_validate(dict(data))
    except ValidationError as exc:
        accepted = ", ".join(RunConfig.model_fields)
        problems = []
        for e in exc.errors(include_url=False):
            key = ".".join(str(p) for p in e["loc"]) or "config"
            if e["type"] == "extra_forbidden":
                problems.append(f"unknown key {key!r} (accepted keys: {accepted})")
            else:
                problems.append(f"{key}: {e['msg']}")
        raise ConfigError(f"invalid {source}: " + "; ".join(problems)) from None


REASONING_ROLE = "agent"
"""The role (the model under test) that ``RunConfig.reasoning``/``thinking_budget`` apply
to; users and judges keep their providers' defaults."""


@dataclass(frozen=True)
class RunSummary:
    """What a finished (or interrupted) run reports."""

    run_dir: Path
    total: int
    done: int
    failed: int
    skipped: int
    interrupted: bool
    wall_s: float


def derive_seed(run_seed: int, sample_id: str, repeat: int) -> int:
    """A stable 31-bit seed for one repeat of one sample."""
    digest = hashlib.sha256(f"{run_seed}:{sample_id}:{repeat}".encode()).digest()
    return int.from_bytes(digest[:4], "big") & 0x7FFFFFFF


def default_run_dir(config: RunConfig, root: Path = Path("runs")) -> Path:
    """``runs/<suite>-<model>-<timestamp>``."""
    model = next(iter(config.models.values()), "none")
    slug = "".join(c if c.isalnum() or c in "-._" else "-" for c in model)
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    suite = "".join(c if c.isalnum() or c in "-._" else "-" for c in config.suite)
    return root / f"{suite}-{slug}-{stamp}"


def git_sha(start: Path | None = None) -> str | None:
    """The git commit of the working tree, when there is one."""
    try:
        out = subprocess.run(
            ["git", "rev-parse", "HEAD"],
            cwd=start or Path(__file__).resolve().parent,
            capture_output=True,
            text=True,
            timeout=5,
            check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return None
    sha = out.stdout.strip()
    return sha if out.returncode == 0 and sha else None


def select_samples(samples: list[SampleSpec], config: RunConfig) -> list[SampleSpec]:
    """Apply ``--ids`` and ``--limit``.

    Raises:
        ConfigError: If an id in ``--ids`` is not in the suite.
    """
    if config.ids:
        by_id = {s.id: s for s in samples}
        missing = [i for i in config.ids if i not in by_id]
        if missing:
            raise ConfigError(f"unknown sample ids: {', '.join(missing)}")
        samples = [by_id[i] for i in config.ids]
    if config.limit is not None:
        samples = samples[: config.limit]
    return samples


def default_cache_path(env: Mapping[str, str] | None = None) -> Path:
    """``$MMTB_CACHE_DIR/responses.sqlite`` or ``~/.cache/mmtoolbench/responses.sqlite``."""
    environ = env if env is not None else os.environ
    root = environ.get("MMTB_CACHE_DIR") or str(Path.home() / ".cache" / "mmtoolbench")
    return Path(root) / "responses.sqlite"


def limit_key(model_string: str, base_url: str | None) -> str:
    """The name of one model instance of a run, which its roles share with its
    concurrency limit: the model string, and ``@base_url`` when one is set."""
    return model_string if base_url is None else f"{model_string}@{base_url}"


def build_models(
    config: RunConfig, *, limiter: Callable[[Model, int, str], Model] | None = None
) -> dict[str, Model]:
    """One model instance per distinct (model string, base URL); shared by roles.

    ``replay/<RUN_DIR>`` models answer from a recorded run; ``oracle`` and ``none``
    are left to the suite.

    Args:
        config: The run configuration.
        limiter: Wraps each model in its concurrency limit, given the model, the limit
            and its `model_key` as text (default: a limit local to this process); the Ray
            executor passes one limit shared by all its workers.
    """
    from mmtoolbench.models.cache import ResponseCache
    from mmtoolbench.models.factory import ModelOptions, build_model, parse_model_string
    from mmtoolbench.models.reasoning import check_reasoning_support
    from mmtoolbench.models.replay import ReplayModel

    cache: ResponseCache | None = None
    if config.cache:
        path = Path(config.cache_path) if config.cache_path else default_cache_path()
        path.parent.mkdir(parents=True, exist_ok=True)
        cache = ResponseCache(path)
    instances: dict[tuple[str, str | None], Model] = {}
    by_role: dict[str, Model] = {}
    for role, model_string in config.models.items():
        if model_string in SUITE_RESOLVED_MODELS:
            continue
        base_url = config.base_urls.get(role)
        if role == REASONING_ROLE and not model_string.startswith("replay/"):
            check_reasoning_support(
                parse_model_string(model_string)[0], config.reasoning, config.thinking_budget
            )
        key = (model_string, base_url)
        if key not in instances:
            if model_string.startswith("replay/"):
                instances[key] = ReplayModel(Path(model_string.removeprefix("replay/")))
            else:
                options = ModelOptions(
                    base_url=base_url,
                    max_concurrency=config.model_concurrency,
                    cache_enabled=config.cache,
                    openai_transport=config.openai_transport,
                )
                wrap = (
                    None
                    if limiter is None
                    else _bound_limiter(limiter, limit_key(model_string, base_url))
                )
                instances[key] = build_model(model_string, options, cache=cache, limiter=wrap)
        by_role[role] = instances[key]
    return by_role


def _bound_limiter(
    limiter: Callable[[Model, int, str], Model], key: str
) -> Callable[[Model, int], Model]:
    def wrap(inner: Model, limit: int) -> Model:
        return limiter(inner, limit, key)

    return wrap


def make_executor(config: RunConfig) -> Executor:
    """The executor ``config`` names (``executor`` and ``ray_address``).

    Raises:
        ConfigError: ``ray`` without the ``mmtoolbench[ray]`` extra installed.
    """
    if config.executor == "ray":
        from mmtoolbench.runner.ray_executor import RayExecutor

        executor = RayExecutor(address=config.ray_address)
        executor.connect()  # an unreachable cluster is refused before the run starts
        return executor
    return LocalExecutor()


class SampleWorker:
    """Runs units of one run where it is built: the driver, or a remote worker.

    Args:
        config: The run configuration.
        suite: The run's suite.
        models: Models by role (not yet recording).
        logger: Where sample errors are logged.
    """

    def __init__(
        self,
        config: RunConfig,
        suite: Suite,
        models: Mapping[str, Model],
        logger: logging.Logger,
    ) -> None:
        self.config = config
        self.suite = suite
        self.models = models
        self.log = logger

    async def run_unit(self, sample: SampleSpec, repeat: int) -> UnitResult:
        """Run one repeat of one sample; a failing sample becomes an ``error`` outcome."""
        recorder = SampleRecorder()
        seed = derive_seed(self.config.seed, sample.id, repeat)
        ctx = SampleContext(
            sample_id=sample.id,
            repeat=repeat,
            seed=seed,
            recorder=recorder,
            models={
                r: self._with_run_options(r, RecordingModel(m, recorder, r))
                for r, m in self.models.items()
            },
            model_strings=dict(self.config.models),
            options=dict(self.config.suite_options),
            unsafe_interpreter=self.config.unsafe_interpreter,
        )
        started = time.time()
        try:
            result = await self.suite.run_sample(sample, ctx)
        except asyncio.CancelledError:
            raise
        except MMTBError as exc:
            self.log.warning("sample %s#%d failed: %s", sample.id, repeat, exc)
            return self._failed(sample, repeat, seed, started, f"{type(exc).__name__}: {exc}"), (
                recorder
            )
        except Exception as exc:  # a bug in a suite or tool: record it, keep the run going
            tb = "".join(traceback.format_exception(exc, limit=8))
            self.log.error("sample %s#%d crashed:\n%s", sample.id, repeat, tb)
            return self._failed(sample, repeat, seed, started, tb), recorder
        outcome = SampleOutcome(
            sample_id=sample.id,
            repeat=repeat,
            seed=seed,
            status="done",
            started_at=started,
            finished_at=time.time(),
            output=result.output,
            metrics=dict(result.metrics),
        )
        return outcome, recorder

    def _with_run_options(self, role: str, model: Model) -> Model:
        """Put the run's reasoning options on the model under test, outside the recorder,
        so that the stored request configs (and cache keys) carry them."""
        if role != REASONING_ROLE or (
            self.config.reasoning is None and self.config.thinking_budget is None
        ):
            return model
        from mmtoolbench.models.reasoning import ReasoningDefaultsModel

        return ReasoningDefaultsModel(
            model, reasoning=self.config.reasoning, thinking_budget=self.config.thinking_budget
        )

    @staticmethod
    def _failed(
        sample: SampleSpec, repeat: int, seed: int, started: float, error: str
    ) -> SampleOutcome:
        return SampleOutcome(
            sample_id=sample.id,
            repeat=repeat,
            seed=seed,
            status="error",
            started_at=started,
            finished_at=time.time(),
            error=error,
        )


class Runner:
    """Runs one suite into one run store."""

    def __init__(
        self,
        config: RunConfig,
        store: RunStore,
        suite: Suite,
        models: Mapping[str, Model],
        *,
        executor: Executor | None = None,
        progress: bool = True,
        console: Console | None = None,
        logger: logging.Logger | None = None,
    ) -> None:
        self.config = config
        self.store = store
        self.suite = suite
        self.models = models
        self.executor = executor or LocalExecutor()
        self.progress = progress
        self.console = console or Console(stderr=True)
        self.log = logger or logging.getLogger("mmtoolbench.run")
        self.worker = SampleWorker(config, suite, models, self.log)

    def pending(self) -> tuple[list[tuple[SampleSpec, int]], int]:
        """Units still to run, and how many were already done."""
        samples = select_samples(list(self.suite.samples()), self.config)
        done = self.store.completed_keys()
        units = [
            (s, r)
            for s in samples
            for r in range(self.config.repeats)
            if sample_key(s.id, r) not in done
        ]
        total = len(samples) * self.config.repeats
        return units, total - len(units)

    async def run(self) -> RunSummary:
        """Run every pending unit; record errors per sample; survive cancellation."""
        units, skipped = self.pending()
        t0 = time.perf_counter()
        counts = {"done": 0, "failed": 0}
        self.store.set_status("running")
        title = f"{self.suite.name} · {next(iter(self.config.models.values()), '')}"
        interrupted = False
        with RunProgress(
            title, len(units), enabled=self.progress, console=self.console
        ) as progress:

            def on_result(unit: Unit, result: UnitResult) -> None:
                outcome, recorder = result
                self.store.commit_sample(outcome, recorder)
                failed = outcome.status != "done"
                counts["failed" if failed else "done"] += 1
                usage = recorder.usage
                progress.advance(
                    failed=failed, tokens=usage.total_tokens, cost=usage.cost_usd or 0.0
                )

            try:
                await self.executor.run(units, self.worker, on_result, self.config.max_concurrency)
            except (asyncio.CancelledError, KeyboardInterrupt):
                interrupted = True
        remaining = len(units) - counts["done"] - counts["failed"]
        status = "interrupted" if interrupted or remaining else "finished"
        self.store.set_status(status)
        if not interrupted:
            self._summarize()
        summary = RunSummary(
            run_dir=self.store.run_dir,
            total=len(units) + skipped,
            done=counts["done"],
            failed=counts["failed"],
            skipped=skipped,
            interrupted=interrupted,
            wall_s=time.perf_counter() - t0,
        )
        self.log.info("run %s: %s", status, summary)
        return summary

    def _summarize(self) -> None:
        """Store the suite's run-level metrics (``summary``), if it computes any."""
        summarize = getattr(self.suite, "summarize", None)
        if not callable(summarize):
            return
        try:
            self.store.set_run_metric("summary", summarize(self.store))
        except Exception as exc:  # a metric bug must not lose the run; it is logged
            self.log.error("computing the run summary failed: %r", exc)


def _file_logger(run_dir: Path) -> logging.Logger:
    logger = logging.getLogger(f"mmtoolbench.run.{run_dir.resolve()}")
    logger.setLevel(logging.INFO)
    logger.propagate = False
    if not logger.handlers:
        handler = logging.FileHandler(run_dir / "run.log", encoding="utf-8")
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
        logger.addHandler(handler)
    return logger


def _close_logger(logger: logging.Logger) -> None:
    for handler in list(logger.handlers):
        handler.close()
        logger.removeHandler(handler)


async def start_run(
    config: RunConfig,
    run_dir: Path,
    *,
    executor: Executor | None = None,
    progress: bool = True,
    models: Mapping[str, Model] | None = None,
    console: Console | None = None,
    on_start: Callable[[Path], None] | None = None,
) -> RunSummary:
    """Create ``run_dir`` and run ``config`` into it.

    Args:
        config: The run configuration.
        run_dir: New run directory.
        executor: Where samples run (by default the one ``config.executor`` names).
        progress: Show a progress bar.
        models: Prebuilt models by role (tests); built from ``config.models`` otherwise
            (in the driver unless the executor builds them where units run).
        console: Console for the progress bar.
        on_start: Called with the run directory once the run really starts (the suite,
            models and store are ready and the run's lock is held), not for a refused run.

    Raises:
        ConfigError: The configuration is refused (nothing is started).
        RunStoreError: ``run_dir`` already holds a run.
    """
    suite = resolve_suite(config.suite, config.suite_options)
    select_samples(list(suite.samples()), config)  # unknown --ids: refused before anything
    executor = executor or make_executor(config)
    built = _driver_models(config, executor, models)
    info = RunInfo(
        run_id=run_dir.name,
        suite=config.suite,
        config=config.model_dump(mode="json"),
        package_version=__version__,
        git_sha=git_sha(),
        seed=config.seed,
    )
    try:
        store = RunStore.create(run_dir, info)
    except BaseException:
        if models is None:
            await _close_models(built)
        raise
    logger = _file_logger(run_dir)
    try:
        runner = Runner(
            config,
            store,
            suite,
            built,
            executor=executor,
            progress=progress,
            console=console,
            logger=logger,
        )
        with RunLock(run_dir):
            _starting(run_dir, logger, on_start)
            return await runner.run()
    finally:
        if models is None:
            await _close_models(built)
        store.close()
        _close_logger(logger)


def _starting(
    run_dir: Path, logger: logging.Logger, on_start: Callable[[Path], None] | None
) -> None:
    """What every run does as it starts: remove what killed evaluators left behind."""
    removed = clean_stale_interpreter_dirs()
    if removed:
        logger.info("removed %d stale interpreter directories of dead processes", len(removed))
    if on_start is not None:
        on_start(run_dir)


def _driver_models(
    config: RunConfig, executor: Executor, models: Mapping[str, Model] | None
) -> dict[str, Model]:
    """The models the driver runs units with (none when they run elsewhere).

    Raises:
        ConfigError: Prebuilt models with an executor that builds its own elsewhere.
    """
    if models is not None:
        if not executor.needs_local_models:
            raise ConfigError(
                "prebuilt model objects cannot be sent to remote workers; name the models "
                "in the run config (e.g. scripted/<name>) so each worker builds them"
            )
        return dict(models)
    return build_models(config) if executor.needs_local_models else {}


async def _close_models(models: Mapping[str, Model]) -> None:
    for model in {id(m): m for m in models.values()}.values():
        await aclose_model(model)


async def resume_run(
    run_dir: Path,
    *,
    executor: Executor | None = None,
    progress: bool = True,
    models: Mapping[str, Model] | None = None,
    max_concurrency: int | None = None,
    executor_name: ExecutorName | None = None,
    ray_address: str | None = None,
    console: Console | None = None,
    on_start: Callable[[Path], None] | None = None,
) -> RunSummary:
    """Continue a run: samples already done are kept, the others run (again).

    Args:
        run_dir: The run directory.
        executor: Where samples run (by default the one the run's config names).
        progress: Show a progress bar.
        models: Prebuilt models by role (tests).
        max_concurrency: Override the stored concurrency.
        executor_name: Override the stored executor (``local`` or ``ray``).
        ray_address: Override the stored Ray address.
        console: Console for the progress bar.
        on_start: Called with the run directory once the run really starts.

    Raises:
        RunBusyError: Another live process is running it.
        RunStoreError: ``run_dir`` holds no run.
    """
    store = RunStore.open(run_dir)
    lock = RunLock(run_dir)
    try:
        lock.acquire()
    except BaseException:
        store.close()
        raise
    logger = _file_logger(run_dir)
    try:
        config = load_run_config(store.info().config, f"run config of {run_dir}")
        overrides: dict[str, Any] = {}
        if max_concurrency is not None:
            overrides["max_concurrency"] = max_concurrency
        if executor_name is not None:
            overrides["executor"] = executor_name
        if ray_address is not None:
            overrides["ray_address"] = ray_address
        config = config.model_copy(update=overrides)
        suite = resolve_suite(config.suite, config.suite_options)
        executor = executor or make_executor(config)
        built = _driver_models(config, executor, models)
        runner = Runner(
            config,
            store,
            suite,
            built,
            executor=executor,
            progress=progress,
            console=console,
            logger=logger,
        )
        try:
            _starting(run_dir, logger, on_start)
            return await runner.run()
        finally:
            if models is None:
                await _close_models(built)
    finally:
        lock.release()
        store.close()
        _close_logger(logger)
