"""A generation run: stage units committed to a run store, resumable, cached.

A generation run is an ordinary run directory (``run.sqlite``, see docs/run-store.md)
whose suite is ``generate-sandbox`` or ``generate-atp``. Each unit of work of a stage (one
image in stage 1, one cluster in stage 2...) is one sample, keyed ``<stage>/<unit>``,
committed atomically when it finishes with:

* every model call (the full prompt with images by hash, the raw reply, usage), role =
  the stage name, through `RecordingModel`;
* a verdict per structured request (judge = the stage): the accepted value, every attempt
  with its raw text and the problems that rejected it, and the prompt's hash;
* the unit's output (what later stages read) and metrics (attempts, repairs, accepted).

Re-running the same command on the same run directory resumes: a unit already ``done``
is read back from the store and its stage's model is not called again; failed units run
again. ``mmtb runs export RUN`` prints every record.
"""

from __future__ import annotations

import asyncio
import time
import traceback
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel

from mmtoolbench import __version__
from mmtoolbench.core.errors import ConfigError, MMTBError
from mmtoolbench.core.messages import Message, Usage
from mmtoolbench.judging import JudgeError, StructuredResult, prompt_sha256
from mmtoolbench.models.base import Model
from mmtoolbench.runner.hygiene import RunLock
from mmtoolbench.runner.recording import RecordingModel
from mmtoolbench.runner.run import git_sha
from mmtoolbench.store.records import SampleRecorder
from mmtoolbench.store.run_store import RunInfo, RunStore, SampleOutcome, sample_key

__all__ = ["GenerationRun", "UnitContext", "UnitResult", "keep_ok", "open_generation_run"]

T = TypeVar("T", bound=BaseModel)


@dataclass
class UnitContext:
    """What one stage unit gets: its stage's model (recording) and its recorder."""

    stage: str
    unit: str
    recorder: SampleRecorder
    model: Model
    model_string: str

    def record(
        self,
        result: StructuredResult[Any],
        messages: Sequence[Message],
        *,
        request: str = "",
    ) -> None:
        """Store one structured request's value, attempts and prompt hash as a verdict."""
        prompt = "\n\n".join(m.text for m in messages)
        self.recorder.add_verdict(
            self.stage + (f":{request}" if request else ""),
            self.model_string,
            {
                "value": result.value.model_dump(mode="json", by_alias=True),
                "attempts": [a.model_dump(mode="json") for a in result.attempts],
                "repairs": len(result.attempts) - 1,
                "prompt_sha256": prompt_sha256(prompt),
            },
        )

    def record_failure(self, exc: JudgeError, messages: Sequence[Message]) -> None:
        """Store a stage request that got no acceptable reply (every attempt and problem)."""
        prompt = "\n\n".join(m.text for m in messages)
        self.recorder.add_verdict(
            self.stage,
            self.model_string,
            {
                "value": None,
                "error": str(exc),
                "attempts": [a.model_dump(mode="json") for a in exc.attempts],
                "repairs": max(0, len(exc.attempts) - 1),
                "prompt_sha256": prompt_sha256(prompt),
            },
        )

    async def ask(
        self,
        messages: list[Message],
        schema: type[Any],
        *,
        retries: int,
        context: Mapping[str, Any] | None = None,
        check: Any = None,
    ) -> Any:
        """One structured request of this unit (`checked_generate`), recorded either way.

        Raises:
            StageFailed: No acceptable reply within ``retries`` repairs (recorded first).
        """
        from mmtoolbench.generation.engine import checked_generate

        try:
            result = await checked_generate(
                self.model,
                messages,
                schema,
                retries=retries,
                check=check,
                context=context,
                name=self.stage,
            )
        except JudgeError as exc:
            self.record_failure(exc, messages)
            raise
        self.record(result, messages)
        return result.value

    def record_offline(self, method: str, value: Any) -> None:
        """Store the result of a step computed without a model (clustering, sampling)."""
        self.recorder.add_verdict(self.stage, method, {"value": value, "attempts": []})


@dataclass(frozen=True)
class UnitResult:
    """A unit's stored outcome: ``output`` when done, ``error`` when it failed."""

    unit_id: str
    output: Any
    error: str | None
    reused: bool

    @property
    def ok(self) -> bool:
        """Whether the unit finished."""
        return self.error is None


def keep_ok(results: Sequence[UnitResult], failures: dict[str, str]) -> list[Any]:
    """The outputs of the finished units; each failed unit's error goes into ``failures``."""
    for r in results:
        if not r.ok:
            failures[r.unit_id] = r.error or "failed"
    return [r.output for r in results if r.ok]


@dataclass
class GenerationRun:
    """Runs stage units into one run store.

    Attributes:
        store: The run store.
        models: Model per stage (already wrapped: cache, retries, limits).
        model_strings: Model string per stage (recorded with every call).
        concurrency: Units run at once within a stage.
    """

    store: RunStore
    models: Mapping[str, Model]
    model_strings: Mapping[str, str]
    concurrency: int = 4
    calls: dict[str, int] = field(default_factory=dict)
    _done: dict[str, Any] = field(default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        for row in self.store.samples(status="done"):
            self._done[row.sample_id] = row.output

    def done_output(self, unit_id: str) -> Any | None:
        """The stored output of a finished unit, or None."""
        return self._done.get(unit_id)

    def model_for(self, stage: str) -> tuple[Model, str]:
        """The model and model string of ``stage``.

        Raises:
            ConfigError: If none is configured for it.
        """
        try:
            return self.models[stage], self.model_strings[stage]
        except KeyError:
            raise ConfigError(f"no model configured for stage {stage!r}") from None

    async def run_units(
        self,
        stage: str,
        units: Sequence[tuple[str, Any]],
        fn: Callable[[UnitContext, Any], Awaitable[Any]],
        *,
        offline: bool = False,
    ) -> list[UnitResult]:
        """Run ``fn(ctx, payload)`` for each ``(unit, payload)`` not done yet, in parallel.

        Args:
            stage: The stage name (the role of its model calls; the key prefix).
            units: Unit names (unique within the stage) and their inputs.
            fn: Computes a unit's JSON-able output; `MMTBError` marks the unit failed
                (stored with its message), any other exception is a bug and propagates
                after the finished units are committed.
            offline: The stage calls no model (clustering, sampling).

        Returns:
            One result per unit, in order.
        """
        semaphore = asyncio.Semaphore(self.concurrency)

        async def one(unit: str, payload: Any) -> UnitResult:
            unit_id = f"{stage}/{unit}"
            if unit_id in self._done:
                return UnitResult(unit_id, self._done[unit_id], None, reused=True)
            async with semaphore:
                return await self._run_one(stage, unit_id, unit, payload, fn, offline)

        return list(await asyncio.gather(*(one(u, p) for u, p in units)))

    async def _run_one(
        self,
        stage: str,
        unit_id: str,
        unit: str,
        payload: Any,
        fn: Callable[[UnitContext, Any], Awaitable[Any]],
        offline: bool,
    ) -> UnitResult:
        recorder = SampleRecorder()
        if offline:
            model: Model = _NoModel(stage)
            model_string = "offline"
        else:
            inner, model_string = self.model_for(stage)
            model = RecordingModel(inner, recorder, stage)
        ctx = UnitContext(stage, unit, recorder, model, model_string)
        started = time.time()
        error: str | None = None
        output: Any = None
        try:
            output = await fn(ctx, payload)
        except MMTBError as exc:
            error = f"{type(exc).__name__}: {exc}"
        except BaseException as exc:
            if isinstance(exc, Exception):
                error = "".join(traceback.format_exception(exc, limit=6))
                self._commit(unit_id, started, recorder, None, error)
            raise
        finally:
            self.calls[stage] = self.calls.get(stage, 0) + len(recorder.model_calls)
        self._commit(unit_id, started, recorder, output, error)
        if error is None:
            self._done[unit_id] = output
        return UnitResult(unit_id, output, error, reused=False)

    def _commit(
        self,
        unit_id: str,
        started: float,
        recorder: SampleRecorder,
        output: Any,
        error: str | None,
    ) -> None:
        attempts = sum(_count(v.verdict.get("attempts")) for v in recorder.verdicts)
        repairs = sum(int(v.verdict.get("repairs", 0) or 0) for v in recorder.verdicts)
        outcome = SampleOutcome(
            sample_id=unit_id,
            repeat=0,
            seed=0,
            status="done" if error is None else "error",
            started_at=started,
            finished_at=time.time(),
            output=output,
            metrics={
                "stage": unit_id.split("/", 1)[0],
                "attempts": attempts,
                "repairs": repairs,
            },
            error=error,
        )
        self.store.commit_sample(outcome, recorder)

    def stage_usage(self) -> dict[str, dict[str, float]]:
        """Tokens, cost and model calls per stage, from the store."""
        out: dict[str, dict[str, float]] = {}
        for row in self.store.samples():
            stage = row.sample_id.split("/", 1)[0]
            entry = out.setdefault(
                stage,
                {"units": 0, "model_calls": 0, "input_tokens": 0, "output_tokens": 0, "cost": 0},
            )
            entry["units"] += 1
            entry["model_calls"] += row.model_calls
            entry["input_tokens"] += row.input_tokens
            entry["output_tokens"] += row.output_tokens
            entry["cost"] += row.cost_usd or 0.0
        return out


def _count(attempts: Any) -> int:
    """Attempts of a stored verdict: a list of attempts, or a count (sandbox judges)."""
    if isinstance(attempts, list):
        return len(attempts)
    return attempts if isinstance(attempts, int) else 0


class _NoModel:
    """The model of an offline stage: calling it is a bug."""

    def __init__(self, stage: str) -> None:
        self.name = "offline"
        self._stage = stage

    async def generate(self, *args: Any, **kwargs: Any) -> Any:
        raise RuntimeError(f"stage {self._stage} is offline and calls no model")


def open_generation_run(
    run_dir: Path, suite: str, config: Mapping[str, Any], *, resume_keys: Sequence[str] = ()
) -> tuple[RunStore, RunLock, bool]:
    """Create ``run_dir`` as a generation run, or reopen it to resume.

    Args:
        run_dir: The run directory.
        suite: ``generate-sandbox`` or ``generate-atp``.
        config: The run's configuration (stored; never secrets).
        resume_keys: Config keys that must match the stored run to resume it.

    Returns:
        The store, the held run lock and whether the run was resumed.

    Raises:
        ConfigError: The directory holds another kind of run, or one with other inputs.
        RunBusyError: Another live process is running it.
    """
    resumed = (run_dir / "run.sqlite").exists()
    if resumed:
        store = RunStore.open(run_dir)
        info = store.info()
        if info.suite != suite:
            store.close()
            raise ConfigError(f"{run_dir} holds a {info.suite!r} run, not a {suite!r} run")
        for key in resume_keys:
            if info.config.get(key) != config.get(key):
                store.close()
                raise ConfigError(
                    f"{run_dir} was generated with {key}={info.config.get(key)!r}, not "
                    f"{config.get(key)!r}; use a new --run-dir"
                )
    else:
        info = RunInfo(
            run_id=run_dir.name,
            suite=suite,
            config=dict(config),
            package_version=__version__,
            git_sha=git_sha(),
            seed=int(config.get("seed", 0)),
        )
        store = RunStore.create(run_dir, info)
    lock = RunLock(run_dir)
    try:
        lock.acquire()
    except BaseException:
        store.close()
        raise
    store.set_status("running")
    return store, lock, resumed


def total_usage(results: Sequence[StructuredResult[Any]]) -> Usage:
    """Summed usage of several structured requests."""
    total = Usage()
    for r in results:
        total = total + r.usage
    return total


def unit_key(unit_id: str) -> str:
    """The store key of a unit (one repeat)."""
    return sample_key(unit_id, 0)
