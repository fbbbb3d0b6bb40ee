"""Executors decide where samples run: local asyncio now, Ray as an extra."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from typing import Protocol, TypeVar

T = TypeVar("T")


class Executor(Protocol):
    """Runs ``worker`` over ``items`` with at most ``max_concurrency`` in flight."""

    async def run(
        self,
        items: Sequence[T],
        worker: Callable[[T], Awaitable[None]],
        max_concurrency: int,
    ) -> None:
        """Run every item; return when all are done (or raise if cancelled)."""
        ...


class LocalExecutor:
    """A fixed pool of asyncio workers pulling from a queue in this process."""

    async def run(
        self,
        items: Sequence[T],
        worker: Callable[[T], Awaitable[None]],
        max_concurrency: int,
    ) -> None:
        """Run every item; the worker must not raise (the runner records errors)."""
        queue: asyncio.Queue[T] = asyncio.Queue()
        for item in items:
            queue.put_nowait(item)

        async def loop() -> None:
            while True:
                try:
                    item = queue.get_nowait()
                except asyncio.QueueEmpty:
                    return
                await worker(item)

        n = max(1, min(max_concurrency, len(items)))
        tasks = [asyncio.create_task(loop()) for _ in range(n)]
        try:
            await asyncio.gather(*tasks)
        finally:
            for task in tasks:
                task.cancel()
            await asyncio.gather(*tasks, return_exceptions=True)
