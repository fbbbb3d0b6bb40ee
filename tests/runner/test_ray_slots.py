"""The shared model slots of the Ray executor, driven directly (no Ray needed).

Ray does not order an async actor's calls, so these tests deliver the calls in the orders
a loaded cluster can: a restarted worker's clean-up after its first acquire, a release
before its acquire, a caller cancelled while it waits.
"""

from __future__ import annotations

import asyncio

import pytest

from mmtoolbench.runner.ray_executor import _ModelSlots


def _run(coro):  # type: ignore[no-untyped-def]
    return asyncio.run(coro)


def test_never_more_than_the_limit_and_first_come_first_served() -> None:
    async def main() -> tuple[list[str], dict[str, int]]:
        slots = _ModelSlots(2)
        order: list[str] = []

        async def call(name: str) -> None:
            assert await slots.acquire("w0", "i0", name)
            order.append(name)
            held = (await slots.stats())["in_flight"]
            assert held <= 2
            await asyncio.sleep(0.01)
            await slots.release(name)

        await asyncio.gather(*(call(f"t{i}") for i in range(7)))
        return order, await slots.stats()

    order, stats = _run(main())
    assert order == [f"t{i}" for i in range(7)]
    assert stats == {"limit": 2, "in_flight": 0, "peak": 2}


def test_a_workers_clean_up_never_frees_its_own_incarnations_slots() -> None:
    # The bug behind issue 13's overlap: a worker's start-up clean-up of its owner's slots
    # reached the actor after the worker's first acquire and freed a slot still in use.
    async def main() -> dict[str, int]:
        slots = _ModelSlots(1)
        assert await slots.acquire("w0", "new", "a")
        assert await slots.release_owner("w0", "new") == 0
        waiter = asyncio.ensure_future(slots.acquire("w1", "x", "b"))
        await asyncio.sleep(0.01)
        assert not waiter.done()  # "a" still holds the only slot
        await slots.release("a")
        assert await waiter
        return await slots.stats()

    assert _run(main()) == {"limit": 1, "in_flight": 1, "peak": 1}


def test_a_restarted_worker_frees_what_its_dead_incarnation_held() -> None:
    async def main() -> None:
        slots = _ModelSlots(1)
        assert await slots.acquire("w0", "old", "a")
        stuck = asyncio.ensure_future(slots.acquire("w0", "old", "b"))
        other = asyncio.ensure_future(slots.acquire("w1", "x", "c"))
        await asyncio.sleep(0.01)
        assert await slots.release_owner("w0", "new") == 1
        assert await stuck is False  # the dead incarnation's waiting request is dropped
        assert await other is True
        assert (await slots.stats())["in_flight"] == 1

    _run(main())


def test_a_release_that_overtakes_its_acquire_refuses_the_acquire() -> None:
    async def main() -> None:
        slots = _ModelSlots(1)
        await slots.release("early")
        assert await slots.acquire("w0", "i", "early") is False
        assert await slots.acquire("w0", "i", "next") is True  # nothing leaked

    _run(main())


def test_withdrawn_and_cancelled_requests_hand_the_slot_on() -> None:
    async def main() -> dict[str, int]:
        slots = _ModelSlots(1)
        assert await slots.acquire("w0", "i", "a")
        withdrawn = asyncio.ensure_future(slots.acquire("w0", "i", "b"))
        cancelled = asyncio.ensure_future(slots.acquire("w0", "i", "c"))
        last = asyncio.ensure_future(slots.acquire("w0", "i", "d"))
        await asyncio.sleep(0.01)
        await slots.release("b")
        assert await withdrawn is False
        cancelled.cancel()
        with pytest.raises(asyncio.CancelledError):
            await cancelled
        await slots.release("a")
        assert await last is True
        return await slots.stats()

    assert _run(main()) == {"limit": 1, "in_flight": 1, "peak": 1}
