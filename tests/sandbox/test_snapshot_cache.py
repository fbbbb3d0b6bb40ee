"""Snapshots by change tracking never hide a change (compared with full reads)."""

from __future__ import annotations

import random

import pytest

from mmtoolbench.core.errors import ToolError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry
from mmtoolbench.sandbox.world.diff import Snapshot
from mmtoolbench.sandbox.world.seed import build_seeded_world
from mmtoolbench.sandbox.world.state import World
from tests.sandbox.world_oracle import oracle_snapshot


def full_read(world: World) -> Snapshot:
    return oracle_snapshot(world)  # a copy of every table, read now


def same(a: Snapshot, b: Snapshot) -> bool:
    return {k: dict(v) for k, v in a.rows.items()} == {k: dict(v) for k, v in b.rows.items()}


@pytest.fixture(scope="module")
def world() -> World:
    return build_seeded_world(["contacts", "calendar", "messages"])


def test_cascading_delete_reaches_child_tables(world: World) -> None:
    before = world.snapshot()
    calendar = world.select("calendars", limit=1)[0]["id"]
    events_before = world.count("calendar_events", {"calendar_id": calendar})
    assert events_before > 0
    world.delete("calendars", calendar)  # ON DELETE CASCADE into calendar_events
    diff = world.diff_since(before)
    assert len(diff.tables["calendar_events"].deleted) >= events_before
    assert same(world.snapshot(), full_read(world))


def test_rollback_after_a_snapshot_inside_the_transaction(world: World) -> None:
    world.snapshot()
    with pytest.raises(RuntimeError), world.transaction():
        world.update("owner", "owner", {"first_name": "Inside"})
        world.snapshot()  # caches the uncommitted row
        raise RuntimeError("roll back")
    assert world.owner.first_name != "Inside"
    assert same(world.snapshot(), full_read(world))


def test_restore_and_load_entities_invalidate(world: World) -> None:
    base = world.snapshot()
    world.update("owner", "owner", {"first_name": "Changed"})
    world.snapshot()
    world.restore(base)
    assert same(world.snapshot(), base)


def test_random_tool_calls_keep_cached_snapshots_exact() -> None:
    world = build_seeded_world(["contacts", "calendar", "messages", "phone"])
    ctx = WorldContext(world)
    tools = [
        t for t in build_tool_registry(["contacts", "calendar", "messages", "phone"]) if t.writes
    ]
    rng = random.Random(7)
    for _ in range(300):
        tool = rng.choice(tools)
        args: dict[str, object] = {}
        for name, prop in tool.parameters.get("properties", {}).items():
            if prop.get("type") == "string" and name.endswith("id"):
                table = tool.writes[0]
                rows = world.select(table, limit=5)
                if rows:
                    args[name] = rng.choice(rows)[world.table(table).pk.name]
        try:
            with world.transaction():
                tool.invoke(ctx, args)
        except ToolError:
            pass
        if rng.random() < 0.5:
            world.snapshot()
    assert same(world.snapshot(), full_read(world))
