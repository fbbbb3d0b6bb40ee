"""Executors decide where samples run: local asyncio (default), or Ray as an extra.

The runner hands an executor the pending units (one per sample and repeat), a
`UnitWorker` that can run a unit in this process, and an ``on_result`` callback. The
executor runs the units (here, or elsewhere) and calls ``on_result`` in the driver, on the
driver's event loop, for each finished unit: the driver alone writes the run store.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from mmtoolbench.store.records import SampleRecorder
from mmtoolbench.store.run_store import SampleOutcome

if TYPE_CHECKING:
    from mmtoolbench.runner.run import RunConfig
    from mmtoolbench.runner.suite import SampleSpec

Unit = tuple["SampleSpec", int]
"""One unit of work: a sample and a repeat index."""

UnitResult = tuple[SampleOutcome, SampleRecorder]
"""What a unit produces: its outcome and everything it recorded."""


class UnitWorker(Protocol):
    """Runs one unit in the current process (the runner's local worker)."""

    config: RunConfig
    """The run's configuration, from which a remote executor builds its own workers."""

    async def run_unit(self, sample: SampleSpec, repeat: int) -> UnitResult:
        """Run one repeat of one sample; never raises for a failing sample."""
        ...


class Executor(Protocol):
    """Runs units with at most ``max_concurrency`` in flight.

    Attributes:
        needs_local_models: Whether the driver must build the run's models (False when
            units run elsewhere and build their models there).
    """

    needs_local_models: bool

    async def run(
        self,
        units: Sequence[Unit],
        worker: UnitWorker,
        on_result: Callable[[Unit, UnitResult], None],
        max_concurrency: int,
    ) -> None:
        """Run every unit, calling ``on_result`` in this process as each one finishes.

        Returns when all are done; raises ``asyncio.CancelledError`` if cancelled (units
        whose ``on_result`` ran are kept by the caller, the others are not).
        """
        ...


class LocalExecutor:
    """A fixed pool of asyncio workers pulling from a queue in this process."""

    needs_local_models = True

    async def run(
        self,
        units: Sequence[Unit],
        worker: UnitWorker,
        on_result: Callable[[Unit, UnitResult], None],
        max_concurrency: int,
    ) -> None:
        """Run every unit here; ``worker.run_unit`` records errors, it does not raise."""
        queue: asyncio.Queue[Unit] = asyncio.Queue()
        for unit in units:
            queue.put_nowait(unit)

        async def loop() -> None:
            while True:
                try:
                    unit = queue.get_nowait()
                except asyncio.QueueEmpty:
                    return
                on_result(unit, await worker.run_unit(*unit))

        n = max(1, min(max_concurrency, len(units)))
        tasks = [asyncio.create_task(loop()) for _ in range(n)]
        try:
            await asyncio.gather(*tasks)
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
