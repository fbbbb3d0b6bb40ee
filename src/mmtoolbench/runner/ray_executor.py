"""Running units on Ray workers (``--executor ray``; the ``mmtoolbench[ray]`` extra).

Layout of one run on Ray:

* **Workers** are Ray actors (``_UnitActor``), ``min(max_concurrency, units, cluster
  CPUs)`` of them, one CPU each. Each builds the suite and the models itself from the run
  configuration (plain JSON; it never holds a secret): API keys come from the worker's own
  environment, the response cache is the worker's ``cache_path`` (default
  ``~/.cache/mmtoolbench`` on its node). A unit travels as ``(sample id, repeat)`` and
  comes back as its ``(SampleOutcome, SampleRecorder)``.
* **The driver** (this process) keeps at most ``max_concurrency`` units in flight across
  all workers, gives each unit to the least busy worker and commits every result to the
  run store itself, one at a time: the store has a single writer, exactly as with the local
  executor, so resume works the same way (a unit is either committed whole or runs again).
* **Per-model limits are global**: one ``_ModelSlots`` actor per model (model string and
  base URL) holds a semaphore of ``model_concurrency`` slots that every worker's calls to
  that model acquire, at the place of the local `ConcurrencyLimitedModel` in the model
  stack (inside the response cache, outside retries). The limit therefore means the same
  as locally: requests in flight at the provider, whatever the number of workers. Each
  slot costs two small actor calls (about a millisecond) per model call.
* **Failures**: a worker that dies is restarted (``max_restarts``) and its in-flight units
  are retried on it (``max_task_retries``); the new incarnation first frees the model
  slots the dead one held. A unit that still cannot finish is recorded as failed (resume
  retries it). A killed driver takes its workers with it (they belong to its Ray job);
  committed samples are safe in the store and ``mmtb run resume`` runs the rest.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket
import time
import uuid
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import Any

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, ToolSpec
from mmtoolbench.models.base import Model
from mmtoolbench.runner.executor import Unit, UnitResult, UnitWorker
from mmtoolbench.store.records import SampleRecorder
from mmtoolbench.store.run_store import SampleOutcome

__all__ = ["RayExecutor", "import_ray"]

RAY_EXTRA_HINT = "pip install 'mmtoolbench[ray]'"
WORKER_RESTARTS = 3
"""How often a dead worker is restarted in one run."""
UNIT_RETRIES = 2
"""How often a unit whose worker died is retried (on the restarted worker)."""
CLOSE_TIMEOUT_S = 10.0


def import_ray() -> ModuleType:
    """Import Ray, or explain how to install it.

    Raises:
        ConfigError: Ray is not installed (names the ``mmtoolbench[ray]`` extra).
    """
    try:
        import ray
    except ImportError as exc:
        raise ConfigError(
            f"--executor ray needs Ray, which is not installed ({exc}); install the "
            f"optional extra: {RAY_EXTRA_HINT}"
        ) from None
    return ray


def limit_keys(models: Mapping[str, str], base_urls: Mapping[str, str]) -> list[str]:
    """The per-model limit keys of a run (as `mmtoolbench.runner.run.build_models`
    names them), one per model it builds."""
    from mmtoolbench.runner.run import SUITE_RESOLVED_MODELS, limit_key

    keys = {
        limit_key(model, base_urls.get(role))
        for role, model in models.items()
        if model not in SUITE_RESOLVED_MODELS and not model.startswith("replay/")
    }
    return sorted(keys)


class _ModelSlots:
    """A model's concurrency slots, shared by every worker of a run (an async actor).

    A slot is held by a ticket chosen by the caller, for a worker incarnation (a worker
    restarted by Ray is a new incarnation of the same owner). Slots are granted first come,
    first served, and never more than ``limit`` at once: ``held`` is the only count.
    ``release(ticket)`` frees a granted slot or withdraws a waiting request; a release that
    arrives before its acquire (Ray does not order an async actor's calls) marks the ticket
    so that its acquire is refused at once.
    """

    def __init__(self, limit: int) -> None:
        self._limit = limit
        self._held: dict[str, tuple[str, str]] = {}
        self._waiting: dict[str, tuple[str, str, asyncio.Future[bool]]] = {}
        self._abandoned: set[str] = set()
        self._peak = 0

    def _grant_waiting(self) -> None:
        while self._waiting and len(self._held) < self._limit:
            ticket = next(iter(self._waiting))
            owner, incarnation, future = self._waiting.pop(ticket)
            if future.done():  # its caller was cancelled
                continue
            self._take(ticket, owner, incarnation)
            future.set_result(True)

    def _take(self, ticket: str, owner: str, incarnation: str) -> None:
        self._held[ticket] = (owner, incarnation)
        if len(self._held) > self._limit:  # pragma: no cover - the invariant of this class
            raise AssertionError(f"{len(self._held)} slots held with a limit of {self._limit}")
        self._peak = max(self._peak, len(self._held))

    async def acquire(self, owner: str, incarnation: str, ticket: str) -> bool:
        """Wait for a slot; False when the ticket was released before it was granted."""
        if ticket in self._abandoned:
            self._abandoned.discard(ticket)
            return False
        if not self._waiting and len(self._held) < self._limit:
            self._take(ticket, owner, incarnation)
            return True
        future: asyncio.Future[bool] = asyncio.get_running_loop().create_future()
        self._waiting[ticket] = (owner, incarnation, future)
        try:
            return await future
        except asyncio.CancelledError:
            self._waiting.pop(ticket, None)
            if self._held.pop(ticket, None) is not None:
                self._grant_waiting()
            raise

    async def release(self, ticket: str) -> None:
        """Free the ticket's slot, or withdraw its request."""
        if self._held.pop(ticket, None) is not None:
            self._grant_waiting()
        elif ticket in self._waiting:
            _owner, _incarnation, future = self._waiting.pop(ticket)
            if not future.done():
                future.set_result(False)
        else:
            self._abandoned.add(ticket)

    async def release_owner(self, owner: str, incarnation: str) -> int:
        """Free the slots of ``owner``'s earlier incarnations (a worker Ray restarted)."""
        stale = [t for t, (o, inc) in self._held.items() if o == owner and inc != incarnation]
        for ticket in stale:
            del self._held[ticket]
        for ticket, (o, inc, future) in list(self._waiting.items()):
            if o == owner and inc != incarnation:
                del self._waiting[ticket]
                if not future.done():
                    future.set_result(False)
        self._grant_waiting()
        return len(stale)

    async def stats(self) -> dict[str, int]:
        """``limit``, slots ``in_flight`` now and the ``peak`` held at once."""
        return {"limit": self._limit, "in_flight": len(self._held), "peak": self._peak}


class RayLimitedModel:
    """Calls ``inner`` only while holding a slot of a shared `_ModelSlots` actor.

    Attributes:
        name: The inner model's name.
        inner: The wrapped model.
        limit: The shared limit (for display; the actor enforces it).
    """

    def __init__(
        self, inner: Model, slots: Any, owner: str, limit: int, incarnation: str = ""
    ) -> None:
        self.inner = inner
        self.name = inner.name
        self.limit = limit
        self._slots = slots
        self._owner = owner
        self._incarnation = incarnation

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        """Wait for a slot of the shared limit, call the inner model, free the slot."""
        ticket = uuid.uuid4().hex
        try:
            granted = await self._slots.acquire.remote(self._owner, self._incarnation, ticket)
            if not granted:
                # Only a release of this very ticket (or of this worker's incarnation)
                # refuses it; never call the model without a slot.
                raise RuntimeError(f"{self.name}: the shared concurrency slot was withdrawn")
            response = await self.inner.generate(messages, tools, config)
        except BaseException:
            # Not awaited (the call may be cancelled); a release that overtakes its
            # acquire is handled by the slots actor.
            self._slots.release.remote(ticket)
            raise
        # Awaited (one small actor call): when a unit returns, its slots are free, so the
        # driver's counts after a run are exact.
        await self._slots.release.remote(ticket)
        return response

    async def aclose(self) -> None:
        """Close the inner model."""
        from mmtoolbench.models.base import aclose_model

        await aclose_model(self.inner)


class _UnitActor:
    """A Ray worker: builds the suite and models from the config, runs units (async actor).

    Args:
        config: The run configuration as JSON (`RunConfig.model_dump`).
        owner: This worker's name; the model slots it holds are freed when it restarts.
        slot_names: The names of the run's `_ModelSlots` actors by limit key (names, not
            handles: a worker's constructor arguments must stay inline for its restarts).
    """

    def __init__(self, config: dict[str, Any], owner: str, slot_names: dict[str, str]) -> None:
        import ray

        from mmtoolbench.runner.run import SampleWorker, build_models, load_run_config
        from mmtoolbench.runner.suites import resolve_suite

        slots = {key: ray.get_actor(name) for key, name in slot_names.items()}
        # A restarted worker frees the slots its dead incarnation held. Only earlier
        # incarnations' slots are freed, so the order in which the actor handles this and
        # this incarnation's first acquire does not matter.
        incarnation = uuid.uuid4().hex
        for handle in slots.values():
            handle.release_owner.remote(owner, incarnation)
        self.error: str | None = None
        self.worker: SampleWorker | None = None
        try:
            run_config = load_run_config(config, "run config sent to a Ray worker")
            suite = resolve_suite(run_config.suite, run_config.suite_options)

            def limiter(inner: Model, limit: int, key: str) -> Model:
                if key not in slots:
                    raise ConfigError(f"the driver made no concurrency limit for {key}")
                return RayLimitedModel(inner, slots[key], owner, limit, incarnation)

            models = build_models(run_config, limiter=limiter)
        except Exception as exc:  # reported by ready(): a clear message, not a traceback
            self.error = f"{type(exc).__name__}: {exc}"
            return
        self.samples = {s.id: s for s in suite.samples()}
        self.models = models
        self.worker = SampleWorker(
            run_config, suite, models, logging.getLogger("mmtoolbench.run.ray_worker")
        )

    async def ready(self) -> str | None:
        """None when the worker is ready, else why it could not start."""
        return self.error

    async def run_unit(self, sample_id: str, repeat: int) -> UnitResult:
        """Run one unit of the run."""
        if self.worker is None:
            raise ConfigError(self.error or "worker not started")
        return await self.worker.run_unit(self.samples[sample_id], repeat)

    async def close(self) -> None:
        """Close the models (HTTP sessions)."""
        from mmtoolbench.models.base import aclose_model

        if self.worker is not None:
            for model in {id(m): m for m in self.models.values()}.values():
                await aclose_model(model)


class RayExecutor:
    """Runs units on Ray workers; the driver alone writes the run store.

    Args:
        address: Ray cluster address (``auto``, ``HOST:PORT``, ``ray://HOST:10001``);
            None starts a local Ray instance for the run (unless Ray is already
            initialised in this process, which is then used as is).
        workers: Number of worker actors; default ``min(max_concurrency, units, CPUs
            of the cluster)``.
        worker_cpus: CPUs each worker reserves.
    """

    needs_local_models = False

    def __init__(
        self, address: str | None = None, *, workers: int | None = None, worker_cpus: float = 1.0
    ) -> None:
        if workers is not None and workers < 1:
            raise ConfigError(f"Ray workers must be >= 1, got {workers}")
        self.address = address
        self.workers = workers
        self.worker_cpus = worker_cpus
        self.ray = import_ray()
        self.slot_stats: dict[str, dict[str, int]] = {}
        """After a run: each model limit's ``limit`` and ``peak`` slots held at once."""
        self._started_ray = False

    def connect(self) -> None:
        """Join the cluster at ``address`` (or start a local instance) unless Ray is
        already initialised in this process. Called before a run creates anything.

        Raises:
            ConfigError: The cluster cannot be reached (the message names the address).
        """
        ray = self.ray
        if ray.is_initialized():
            return
        if self.address:
            _check_reachable(self.address)
        try:
            ray.init(
                address=self.address,
                include_dashboard=False,
                log_to_driver=False,
                logging_level=logging.WARNING,
            )
        except (ConnectionError, ValueError, RuntimeError) as exc:
            where = f"the Ray cluster at {self.address}" if self.address else "a local Ray instance"
            raise ConfigError(
                f"cannot start or reach {where}: {type(exc).__name__}: {exc} (start a cluster "
                "with `ray start --head` and pass --ray-address, or omit --ray-address to "
                "start a local instance; see docs/ray.md)"
            ) from None
        self._started_ray = True

    async def run(
        self,
        units: Sequence[Unit],
        worker: UnitWorker,
        on_result: Callable[[Unit, UnitResult], None],
        max_concurrency: int,
    ) -> None:
        """Run every unit on the workers, committing through ``on_result`` here."""
        ray = self.ray
        self.connect()
        actors: list[Any] = []
        slots: dict[str, Any] = {}
        try:
            if not units:
                return
            config = worker.config
            slot_actor = ray.remote(num_cpus=0, max_concurrency=100_000)(_ModelSlots)
            run_tag = uuid.uuid4().hex[:12]
            slot_names = {
                key: f"mmtb-slots-{run_tag}-{i}"
                for i, key in enumerate(limit_keys(config.models, config.base_urls))
            }
            slots = {
                key: slot_actor.options(name=name).remote(config.model_concurrency)
                for key, name in slot_names.items()
            }
            n = self._worker_count(max_concurrency, len(units))
            unit_actor = ray.remote(
                num_cpus=self.worker_cpus,
                max_restarts=WORKER_RESTARTS,
                max_task_retries=UNIT_RETRIES,
                max_concurrency=max(max_concurrency, 1) + 8,
            )(_UnitActor)
            config_json = config.model_dump(mode="json")
            actors = [unit_actor.remote(config_json, f"w{i}", slot_names) for i in range(n)]
            for problem in await asyncio.gather(*(_await(a.ready.remote()) for a in actors)):
                if problem:
                    raise ConfigError(f"a Ray worker could not start: {problem}")
            await self._schedule(units, actors, on_result, max_concurrency, config.seed)
            self.slot_stats = {key: await _await(s.stats.remote()) for key, s in slots.items()}
        finally:
            await self._teardown(actors, slots)
            if self._started_ray:
                ray.shutdown()
                self._started_ray = False

    def _worker_count(self, max_concurrency: int, units: int) -> int:
        if self.workers is not None:
            wanted = self.workers
        else:
            cpus = float(self.ray.cluster_resources().get("CPU", 1.0))
            wanted = max(1, int(cpus // max(self.worker_cpus, 1e-9)))
        return max(1, min(wanted, max_concurrency, units))

    async def _schedule(
        self,
        units: Sequence[Unit],
        actors: list[Any],
        on_result: Callable[[Unit, UnitResult], None],
        max_concurrency: int,
        run_seed: int,
    ) -> None:
        pending: deque[Unit] = deque(units)
        load = [0] * len(actors)
        in_flight: dict[asyncio.Future[Any], tuple[Unit, int, Any]] = {}
        try:
            while pending or in_flight:
                while pending and len(in_flight) < max_concurrency:
                    unit = pending.popleft()
                    index = min(range(len(actors)), key=load.__getitem__)
                    ref = actors[index].run_unit.remote(unit[0].id, unit[1])
                    in_flight[asyncio.wrap_future(ref.future())] = (unit, index, ref)
                    load[index] += 1
                done, _ = await asyncio.wait(in_flight, return_when=asyncio.FIRST_COMPLETED)
                for future in done:
                    unit, index, _ref = in_flight.pop(future)
                    load[index] -= 1
                    on_result(unit, _result(unit, future, run_seed))
        except BaseException:
            for future, (_unit, _index, ref) in in_flight.items():
                future.cancel()  # nobody will read its result
                with contextlib.suppress(Exception):
                    self.ray.cancel(ref)
            raise

    async def _teardown(self, actors: list[Any], slots: Mapping[str, Any]) -> None:
        ray = self.ray
        if actors:
            closing = [_await(a.close.remote()) for a in actors]
            with contextlib.suppress(TimeoutError, asyncio.CancelledError):
                await asyncio.wait_for(
                    asyncio.gather(*closing, return_exceptions=True), CLOSE_TIMEOUT_S
                )
        for handle in [*actors, *slots.values()]:
            with contextlib.suppress(Exception):  # already gone
                ray.kill(handle, no_restart=True)


def _result(unit: Unit, future: asyncio.Future[Any], run_seed: int) -> UnitResult:
    """The unit's result, or a failed outcome when its worker was lost for good."""
    try:
        result: UnitResult = future.result()
        return result
    except Exception as exc:  # the worker died past its restarts, or Ray failed the task
        from mmtoolbench.runner.run import derive_seed

        sample, repeat = unit
        now = time.time()
        text = str(exc).strip()
        first_line = text.splitlines()[0] if text else ""
        outcome = SampleOutcome(
            sample_id=sample.id,
            repeat=repeat,
            seed=derive_seed(run_seed, sample.id, repeat),
            status="error",
            started_at=now,
            finished_at=now,
            error=f"Ray worker lost: {type(exc).__name__}: {first_line}",
        )
        return outcome, SampleRecorder()


REACH_TIMEOUT_S = 5.0


def _check_reachable(address: str) -> None:
    """Fail fast on a ``HOST:PORT`` (or ``ray://HOST:PORT``) nobody listens on: Ray
    itself retries an unreachable address for minutes.

    Raises:
        ConfigError: Nothing answers at the address.
    """
    target = address.removeprefix("ray://")
    host, sep, port = target.rpartition(":")
    if not sep or not port.isdigit() or not host:
        return  # "auto" and other forms Ray resolves itself
    try:
        with socket.create_connection((host.strip("[]"), int(port)), REACH_TIMEOUT_S):
            pass
    except OSError as exc:
        raise ConfigError(
            f"no Ray cluster answers at {address} ({exc.strerror or exc}); start one with "
            "`ray start --head` and pass its address (see docs/ray.md)"
        ) from None


async def _await(ref: Any) -> Any:
    return await asyncio.wrap_future(ref.future())
