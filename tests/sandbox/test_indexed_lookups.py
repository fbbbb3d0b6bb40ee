"""Indexed rewrites answer exactly as the Python loops they replaced (issue 16)."""

from __future__ import annotations

import random
from datetime import datetime, timedelta

from mmtoolbench.sandbox.domains import alarms
from mmtoolbench.sandbox.world.seed import build_world
from mmtoolbench.sandbox.world.state import World


def _loop_first_ring(world: World, now: datetime) -> tuple[datetime, str] | None:
    """The old get_next_alarm loop: every alarm that is on, earliest ring wins."""
    best: tuple[datetime, str] | None = None
    for alarm in world.select("alarms", {"is_enabled": True}, order_by="time"):
        ring = alarms._next_ring(now, alarm)
        if ring is not None and (best is None or ring < best[0]):
            best = (ring, alarm["id"])
    return best


def test_first_ring_matches_the_loop_over_all_alarms() -> None:
    rng = random.Random(16)
    for _ in range(200):
        world = build_world(["alarms"])
        now = world.clock.now() + timedelta(
            minutes=rng.randint(0, 3000), seconds=rng.choice([0, 0, 17])
        )
        for _ in range(rng.randint(0, 8)):
            hhmm = f"{rng.randint(0, 23):02d}:{rng.choice([0, 15, 30]):02d}"
            skip = now.date() + timedelta(days=rng.randint(0, 8))
            world.insert(
                "alarms",
                {
                    # bad and non-padded times read as _hm reads them
                    "time": rng.choice(
                        [hhmm, hhmm, f"{now.hour:02d}:{now.minute:02d}", "7:30", "x"]
                    ),
                    "repeat_days": rng.sample(alarms.WEEKDAYS, rng.randint(0, 3)),
                    "is_enabled": rng.random() < 0.8,
                    "skipped_date": skip if rng.random() < 0.4 else None,
                    "created_at": now,
                },
            )
        found = alarms._first_ring(world, now)
        assert (None if found is None else (found[0], found[1]["id"])) == _loop_first_ring(
            world, now
        )
        world.close()
