"""Change tracking (issue 16): snapshots and diffs by primary key give exactly what the
full-table snapshot and diff gave (`world_oracle`), and Entity F1 scores are identical,
on every bundled scenario's episode and on fuzz episodes of every domain."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from mmtoolbench.core.errors import ToolError
from mmtoolbench.sandbox import episode as episode_module
from mmtoolbench.sandbox.agents import OracleAgent
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry
from mmtoolbench.sandbox.episode import EpisodeSettings, run_episode
from mmtoolbench.sandbox.evaluate import entity_f1 as entity_f1_module
from mmtoolbench.sandbox.evaluate.entity_f1 import score_entities
from mmtoolbench.sandbox.scenario import builtin_scenarios_dir, load_scenarios
from mmtoolbench.sandbox.user import ScriptedUser
from mmtoolbench.sandbox.world.bulk import pad_table
from mmtoolbench.sandbox.world.diff import Snapshot, WorldDiff
from mmtoolbench.sandbox.world.seed import build_seeded_world
from mmtoolbench.sandbox.world.state import World, load_entities
from tests.sandbox.domain_fuzz import id_pool, random_args
from tests.sandbox.world_oracle import oracle_diff, oracle_snapshot

SCENARIOS = load_scenarios([builtin_scenarios_dir()])
REGISTRY = build_tool_registry(None)
DOMAINS = REGISTRY.domains()


def _same(new: WorldDiff, old: WorldDiff) -> None:
    assert new.model_dump() == old.model_dump()
    # same order of tables and of rows inside each table
    assert list(new.tables) == list(old.tables)
    for name, t in new.tables.items():
        o = old.tables[name]
        assert list(t.created) == list(o.created)
        assert list(t.updated) == list(o.updated)
        assert list(t.deleted) == list(o.deleted)


def _same_scores(new: WorldDiff, old: WorldDiff, world: World) -> None:
    for loaded in SCENARIOS:
        expected = loaded.scenario.expected_changes
        try:
            a = score_entities(new, expected, world.tables)
        except Exception as exc:
            with pytest.raises(type(exc)):
                score_entities(old, expected, world.tables)
            continue
        assert a.model_dump() == score_entities(old, expected, world.tables).model_dump()


@pytest.fixture
def oracle_episodes(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[tuple[Any, ...]]]:
    """Record, for every episode, the new diff and the oracle's diff of the same world."""
    first: dict[int, Snapshot] = {}
    seen: list[tuple[Any, ...]] = []
    real_snapshot = World.snapshot

    def snapshot(self: World) -> Snapshot:
        first.setdefault(id(self), oracle_snapshot(self))
        return real_snapshot(self)

    real_score = entity_f1_module.score_entities

    def score(diff: WorldDiff, expectations: Any, schemas: Any, **kw: Any) -> Any:
        world = worlds[-1]  # episodes run one after the other
        old = oracle_diff(first[id(world)], oracle_snapshot(world))
        seen.append((diff, old, expectations, schemas))
        return real_score(diff, expectations, schemas, **kw)

    worlds: list[World] = []
    real_build = episode_module.build_scenario_world

    def build(*args: Any, **kw: Any) -> World:
        w = real_build(*args, **kw)
        worlds.append(w)
        return w

    monkeypatch.setattr(World, "snapshot", snapshot)
    # run_episode imports score_entities from entity_f1 when the episode ends.
    monkeypatch.setattr(entity_f1_module, "score_entities", score)
    monkeypatch.setattr(episode_module, "build_scenario_world", build)
    yield seen


@pytest.mark.slow
@pytest.mark.parametrize("index", range(len(SCENARIOS)), ids=[s.scenario.id for s in SCENARIOS])
async def test_bundled_scenarios_score_identically(
    index: int, oracle_episodes: list[tuple[Any, ...]]
) -> None:
    loaded = SCENARIOS[index]
    await run_episode(
        loaded,
        agent=OracleAgent(loaded.scenario),
        user=ScriptedUser(loaded.scenario),
        settings=EpisodeSettings(mode="tool-use", discovery=False),
    )
    assert len(oracle_episodes) == 1
    for new, old, expected, schemas in oracle_episodes:
        _same(new, old)
        a = score_entities(new, expected, schemas)
        b = score_entities(old, expected, schemas)
        assert a.model_dump() == b.model_dump()


@pytest.mark.slow
@pytest.mark.parametrize("domain", DOMAINS)
def test_fuzz_episode_diffs_and_scores_match_the_full_table_oracle(domain: str) -> None:
    """Random calls to every tool of a domain (some failing and rolled back, some with a
    snapshot taken inside the transaction): every intermediate diff and the episode's
    diff equal the oracle's; Entity F1 against every bundled scenario is identical."""
    world = build_seeded_world()
    ctx = WorldContext(world)
    pool = id_pool(world, domain)
    rng = random.Random(f"versions:{domain}")
    start, start_oracle = world.snapshot(), oracle_snapshot(world)
    step, step_oracle = start, start_oracle
    tools = [t for t in REGISTRY if t.domain == domain]
    for round_ in range(6):
        for t in tools:
            args = random_args(rng, t, pool, {})
            inner: tuple[Snapshot, Snapshot] | None = None
            try:
                with world.transaction():
                    t.invoke(ctx, args)
                    if rng.random() < 0.2:  # a snapshot of uncommitted rows
                        inner = (world.snapshot(), oracle_snapshot(world))
                    if rng.random() < 0.1:
                        raise ToolError("roll back on purpose")
            except ToolError:
                pass
            if inner is not None:
                _same(world.diff_since(inner[0]), oracle_diff(inner[1], oracle_snapshot(world)))
        now_oracle = oracle_snapshot(world)
        _same(world.diff_since(step), oracle_diff(step_oracle, now_oracle))
        step, step_oracle = world.snapshot(), now_oracle
        assert round_ >= 0
    new = world.diff_since(start)
    old = oracle_diff(start_oracle, oracle_snapshot(world))
    _same(new, old)
    _same_scores(new, old, world)
    # a snapshot's rows read later are still its rows
    assert dict(start.rows["owner"]) == dict(start_oracle.rows["owner"])
    world.close()


def test_restore_brings_back_every_row() -> None:
    world = build_seeded_world(["contacts", "calendar"])
    base, base_oracle = world.snapshot(), oracle_snapshot(world)
    world.delete("calendars", world.select("calendars", limit=1)[0]["id"])
    world.insert("contacts", _contact("New"))
    world.restore(base)
    assert oracle_diff(base_oracle, oracle_snapshot(world)).is_empty
    assert world.diff_since(base).is_empty
    world.close()


def test_every_insert_path_reports_its_rows() -> None:
    """Inserts have no trigger: `insert`, `load_entities`, `pad_table` and `restore`
    each report the rows they add, and the diff equals the full-table oracle's."""
    world = build_seeded_world(["contacts", "calendar"])
    base, base_oracle = world.snapshot(), oracle_snapshot(world)

    def check() -> None:
        _same(world.diff_since(base), oracle_diff(base_oracle, oracle_snapshot(world)))

    world.insert("contacts", _contact("Inserted"))
    world.insert("contact_phones", {"contact_id": "ct_0001", "number": "+14155550999"})
    check()
    load_entities(
        world,
        {
            "contacts": [_contact("Loaded", id="ct_0700"), _contact("Loaded too")],
            "contact_phones": [{"contact_id": "ct_0700", "number": "+14155550998"}],
        },
    )
    check()
    assert pad_table(world, "contact_phones", 40) == 40
    assert pad_table(world, "contacts", 25) == 25
    check()
    grown, grown_oracle = world.snapshot(), oracle_snapshot(world)
    world.restore(base)
    check()
    assert world.diff_since(base).is_empty
    now, now_oracle = world.snapshot(), oracle_snapshot(world)
    world.restore(grown)  # rows untouched since `now` come back: they are creations
    _same(world.diff_since(now), oracle_diff(now_oracle, grown_oracle))
    _same(world.diff_since(base), oracle_diff(base_oracle, grown_oracle))
    # the full-text index and the id numbering saw every row
    loaded = {r["id"] for r in world.select("contacts", {"first_name": "Loaded too"})}
    assert loaded and loaded <= world.matching("contacts", "loaded")
    assert world.matching("contact_phones", "4155550998", "contact_id") == {"ct_0700"}
    numbers = [r["id"].split("_")[1] for r in world.select("contacts")]
    highest = max(int(n) for n in numbers if n.isdigit())
    assert int(world.insert("contacts", _contact("Next"))["id"].split("_")[1]) > highest
    world.close()


def test_touched_rows_include_cascades() -> None:
    world = build_seeded_world(["contacts", "calendar"])
    calendar = world.select("calendars", limit=1)[0]["id"]
    events = {r["id"] for r in world.select("calendar_events", {"calendar_id": calendar})}
    mark = world.touch_mark()
    world.delete("calendars", calendar)
    touched = world.touched_since(mark)
    assert ("calendars", calendar) in touched
    assert events <= {pk for table, pk in touched if table == "calendar_events"}
    with pytest.raises(RuntimeError), world.transaction():
        world.insert("contacts", _contact("Gone"))
        raise RuntimeError
    assert world.touched_since(mark) == touched  # rolled-back writes are not listed
    world.close()


def test_new_ids_follow_the_rows_in_the_table() -> None:
    world = build_seeded_world(["contacts"])
    oracle_next = _next_by_scan(world, "ct")
    assert world.insert("contacts", _contact("A"))["id"] == oracle_next
    world.insert("contacts", _contact("Explicit", id="ct_0900"))
    assert world.insert("contacts", _contact("B"))["id"] == "ct_0901"
    world.delete("contacts", "ct_0901")
    world.delete("contacts", "ct_0900")
    # the counter (901) still wins: ids are never reused
    assert world.insert("contacts", _contact("C"))["id"] == "ct_0902"
    with pytest.raises(RuntimeError), world.transaction():
        world.insert("contacts", _contact("Rolled back", id="ct_5000"))
        raise RuntimeError
    assert world.insert("contacts", _contact("D"))["id"] == "ct_0903"
    world.close()


def _contact(name: str, **extra: Any) -> dict[str, Any]:
    stamp = "2025-06-13T09:00:00-07:00"
    return {"first_name": name, "created_at": stamp, "updated_at": stamp, **extra}


def _next_by_scan(world: World, prefix: str) -> str:
    ids = [r["id"] for r in world.select("contacts")]
    numbers = [int(i.split("_")[1]) for i in ids if i.startswith(prefix + "_")]
    return f"{prefix}_{max(numbers) + 1:04d}"


def test_id_undo_log_stays_empty_outside_transactions() -> None:
    """Writes outside a transaction cannot be undone: they leave no undo entries."""
    world = build_seeded_world(["contacts"])
    for i in range(50):
        world.insert("contacts", _contact(f"Free {i}"))
    assert world._id_undo == []
    world.close()
