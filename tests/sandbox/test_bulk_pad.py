"""`pad_table`: synthetic rows for scale tests, the same for the same seed."""

from __future__ import annotations

from mmtoolbench.sandbox.world.bulk import pad_table
from mmtoolbench.sandbox.world.seed import build_seeded_world


def _padded_rows(seed: int) -> list[dict[str, object]]:
    world = build_seeded_world(["reminders"])
    added = pad_table(world, "reminders", 400, seed=seed)
    assert added == 400
    assert world.integrity_check() == []  # foreign keys point to real parents
    return world.query("SELECT * FROM reminders ORDER BY rowid")


def test_the_same_seed_pads_the_same_rows_and_another_seed_does_not() -> None:
    first = _padded_rows(0)
    assert _padded_rows(0) == first
    assert _padded_rows(1) != first
