"""Toolset variants: counts, dispatch to the real tools, and equivalence of effects."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from mmtoolbench.core.errors import ToolArgumentError, ToolError, UnknownToolError
from mmtoolbench.core.tools import Tool, ToolRegistry
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, domain_names, tables_for
from mmtoolbench.sandbox.toolsets import (
    TOOLSET_NAMES,
    CoarseTool,
    build_toolset,
    route_call,
    underlying_call,
)
from mmtoolbench.sandbox.toolsets.grouping import (
    GENERAL_OBJECT,
    RULES,
    VERB_FAMILIES,
    group_tools,
    singular,
    tool_family,
    tool_object,
)
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world

FULL = build_tool_registry()
TOOLSETS = {name: build_toolset(name) for name in TOOLSET_NAMES}
TABLES = {t.name: t for t in tables_for()}
N_DOMAINS = len(FULL.domains())


def _hosted(registry: ToolRegistry) -> list[Tool]:
    """The full tools a variant provides, standalone or as actions."""
    out: list[Tool] = []
    for t in registry:
        out.extend(t.actions.values() if isinstance(t, CoarseTool) else [t])
    return out


# ----------------------------------------------------------------------------- counts


def test_full_is_the_domain_registry() -> None:
    assert TOOLSETS["full"].names() == FULL.names()
    assert set(TOOLSETS["full"].domains()) == set(domain_names())


def test_counts_shrink_with_granularity() -> None:
    n = {name: len(reg) for name, reg in TOOLSETS.items()}
    assert n["full"] > n["medium"] > n["compact"] > n["mini"]
    # Paper ratios with 511 tools: medium 0.54, compact 0.32, mini 30 (~2 per domain).
    assert 0.40 <= n["medium"] / n["full"] <= 0.70, n
    assert 0.22 <= n["compact"] / n["full"] <= 0.45, n
    assert N_DOMAINS <= n["mini"] <= 2 * N_DOMAINS + 2, n


def test_counts_at_full_scale() -> None:
    if len(FULL) < 450:
        pytest.skip(f"full registry has {len(FULL)} tools; the paper-scale check needs ~500")
    n = {name: len(reg) for name, reg in TOOLSETS.items()}
    assert 0.47 <= n["medium"] / n["full"] <= 0.61, n
    assert 0.27 <= n["compact"] / n["full"] <= 0.37, n
    assert 20 <= n["mini"] <= 40, n


@pytest.mark.parametrize("name", TOOLSET_NAMES)
def test_every_full_tool_is_provided_exactly_once(name: str) -> None:
    hosted = _hosted(TOOLSETS[name])
    assert sorted(t.name for t in hosted) == sorted(FULL.names())
    for t in hosted:
        assert t is FULL.get(t.name), "coarse tools must dispatch to the very same tools"


@pytest.mark.parametrize("name", ["medium", "compact", "mini"])
def test_coarse_tools_are_well_formed(name: str) -> None:
    for t in TOOLSETS[name]:
        if not isinstance(t, CoarseTool):
            continue
        actions = list(t.actions.values())
        assert len(actions) >= RULES[name].min_size
        assert len({a.domain for a in actions}) == 1 and t.domain == actions[0].domain
        assert len({a.visibility for a in actions}) == 1 and t.visibility == actions[0].visibility
        assert t.parameters["properties"]["action"]["enum"] == list(t.actions)
        assert t.parameters["required"] == ["action"]
        assert t.variant == name and "coarse" in t.tags
        for a in actions:
            assert f"- {a.name}(" in t.description
            assert set(a.parameters["properties"]) <= set(t.parameters["properties"])
            assert set(a.writes) <= set(t.writes)


def test_domain_subset_is_a_restriction() -> None:
    subset = build_toolset("compact", ["phone"])  # + contacts, which phone requires
    assert set(subset.domains()) == {"phone", "contacts"}
    whole = {t.name: t for t in TOOLSETS["compact"] if t.domain in {"phone", "contacts"}}
    assert subset.names() == list(whole)


def test_unknown_variant_and_domain() -> None:
    with pytest.raises(ValueError, match="unknown toolset 'huge'"):
        build_toolset("huge")
    with pytest.raises(KeyError, match="nosuch"):
        build_toolset("mini", ["nosuch"])


# ----------------------------------------------------------------------------- grouping


def test_grouping_metadata() -> None:
    assert singular("batteries") == "battery" and singular("addresses") == "address"
    assert singular("status") == "status" and singular("calls") == "call"
    assert tool_object(FULL.get("add_contact_phone"), TABLES) == "contact_phones"
    assert tool_object(FULL.get("list_voicemails"), TABLES) == "voicemails"
    assert tool_object(FULL.get("set_call_forwarding"), TABLES) == "phone_settings"
    assert tool_family(FULL.get("list_voicemails")) == "read"
    assert tool_family(FULL.get("delete_voicemail")) == "delete"
    assert tool_family(FULL.get("send_message")) == "create"
    assert tool_family(FULL.get("pin_message_thread")) == "update"
    assert VERB_FAMILIES["unsend"] == "delete"


def test_grouping_covers_new_domains_automatically() -> None:
    """A made-up domain with no table and unknown verbs is still grouped."""
    from mmtoolbench.core.tools import tool

    def make(name: str) -> Tool:
        def fn(x: int = 1) -> int:
            """Do something.

            Args:
                x: A number.
            """
            return x

        return tool(name=name, domain="gadgets")(fn)

    tools = [make(f"frobnicate_gadget_{i}") for i in range(7)]
    groups = group_tools(tools, RULES["compact"], TABLES)
    assert all(g.value("object") == GENERAL_OBJECT for g in groups)
    assert sorted(t.name for g in groups for t in g.tools) == sorted(t.name for t in tools)
    assert max(len(g.tools) for g in groups) <= RULES["compact"].max_size


# ----------------------------------------------------------------------------- dispatch


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world()


@pytest.fixture
def ctx(seeded: World) -> Any:
    snap = seeded.snapshot()
    yield WorldContext(seeded)
    seeded.restore(snap)


def _coarse_host(name: str, variant: str = "mini") -> CoarseTool:
    host = TOOLSETS[variant].get(route_call(TOOLSETS[variant], name, {})[0])
    assert isinstance(host, CoarseTool)
    return host


def test_coarse_call_returns_what_the_full_tool_returns(ctx: WorldContext) -> None:
    direct = FULL.get("list_voicemails").invoke(ctx, {"unheard_only": True})
    host = _coarse_host("list_voicemails")
    via = host.invoke(ctx, {"action": "list_voicemails", "unheard_only": True})
    assert via == direct and via


def test_coarse_validation_errors_are_precise(ctx: WorldContext) -> None:
    host = _coarse_host("get_voicemail")
    vm = _first(ctx.world, "voicemails", {})
    with pytest.raises(ToolArgumentError, match=r"missing required argument `action`"):
        host.invoke(ctx, {"voicemail_id": vm})
    with pytest.raises(ToolArgumentError, match=r"did you mean 'get_voicemail'"):
        host.invoke(ctx, {"action": "get_voicemial", "voicemail_id": vm})
    with pytest.raises(
        ToolArgumentError,
        match=rf"invalid arguments for `{host.name}` action `get_voicemail`: "
        r"missing required argument `voicemail_id`",
    ):
        host.invoke(ctx, {"action": "get_voicemail"})
    with pytest.raises(ToolArgumentError, match=r"unknown argument `limit`.*`voicemail_id`"):
        host.invoke(ctx, {"action": "get_voicemail", "voicemail_id": vm, "limit": 3})
    with pytest.raises(ToolError, match="no voicemail with id 'vm_0999'"):
        host.invoke(ctx, {"action": "get_voicemail", "voicemail_id": "vm_0999"})
    with pytest.raises(ToolArgumentError, match="must be a JSON object"):
        host.invoke(ctx, ["get_voicemail"])  # type: ignore[arg-type]


def test_coarse_forgiving_inputs(ctx: WorldContext) -> None:
    host = _coarse_host("get_voicemail")
    vm = _first(ctx.world, "voicemails", {})
    expected = FULL.get("get_voicemail").invoke(ctx, {"voicemail_id": vm})
    # nulls for other actions' parameters (as some providers send) are ignored
    assert (
        host.invoke(ctx, {"action": "get_voicemail", "voicemail_id": vm, "limit": None}) == expected
    )
    # a nested `arguments` object is unwrapped; action names are trimmed
    nested = {"action": " get_voicemail ", "arguments": {"voicemail_id": vm}}
    assert host.invoke(ctx, nested) == expected


def test_route_and_underlying_call_round_trip() -> None:
    args = {"recipient": "ct_0005", "body": "hi"}
    for name, registry in TOOLSETS.items():
        tool_name, routed = route_call(registry, "send_message", args)
        assert underlying_call(registry, tool_name, routed) == ("send_message", args)
        if name != "full":
            assert routed["action"] == "send_message" and tool_name != "send_message"
    with pytest.raises(UnknownToolError):
        route_call(TOOLSETS["mini"], "no_such_tool", {})


# ----------------------------------------------------------------------------- equivalence

Call = tuple[str, dict[str, Any]]


def _first(world: World, table: str, where: dict[str, Any] | None = None) -> str:
    rows = world.select(table, where, limit=1)
    assert rows, f"seed has no {table} row matching {where}"
    return str(rows[0][world.table(table).pk.name])


def _unread_thread(w: World) -> str:
    return str(w.select("messages", {"direction": "incoming", "is_read": False})[0]["thread_id"])


#: Intents across domains, as full-tool calls computed from the seeded world.
INTENTS: dict[str, Callable[[World], list[Call]]] = {
    "create contact": lambda w: [
        (
            "create_contact",
            {
                "first_name": "Marisol",
                "last_name": "Quintero",
                "phone_number": "+14155550188",
                "company": "Quintero Tile",
            },
        ),
    ],
    "favorite a contact": lambda w: [
        ("add_contact_to_favorites", {"contact_id": _first(w, "contacts", {"is_favorite": False})}),
    ],
    "new group with members": lambda w: [
        ("create_contact_group", {"name": "Neighbors"}),
        (
            "add_contact_to_group",
            {"contact_id": "ct_0005", "group_id": f"grp_{w.count('contact_groups') + 1:04d}"},
        ),
    ],
    "text a contact": lambda w: [
        ("send_message", {"recipient": "ct_0005", "body": "Running 10 minutes late"}),
    ],
    "read and pin a thread": lambda w: [
        ("mark_message_thread_read", {"thread_id": _unread_thread(w)}),
        ("pin_message_thread", {"thread_id": _first(w, "message_threads", {"is_pinned": False})}),
    ],
    "video call": lambda w: [("place_call", {"recipient": "ct_0005", "kind": "video"})],
    "block a number": lambda w: [("block_number", {"phone_number": "+12095550177"})],
    "delete voicemail": lambda w: [
        ("delete_voicemail", {"voicemail_id": _first(w, "voicemails", {})}),
    ],
    "complete a reminder": lambda w: [
        ("complete_reminder", {"reminder_id": _first(w, "reminders", {"is_completed": False})}),
    ],
    "reminder list": lambda w: [("create_reminder_list", {"name": "Camping", "color": "green"})],
    "calendar": lambda w: [
        ("create_calendar", {"name": "Garden club", "color": "green"}),
        (
            "add_calendar_event_alert",
            {"event_id": _first(w, "calendar_events"), "minutes_before": 45},
        ),
    ],
    "pay someone": lambda w: [
        ("send_payment", {"recipient": "@sam-okafor", "amount": 12.5, "note": "Ramen"}),
    ],
    "alarm": lambda w: [
        ("create_alarm", {"time": "06:15", "label": "Gym"}),
        ("disable_alarm", {"alarm_id": _first(w, "alarms", {"is_enabled": True})}),
    ],
    "todo": lambda w: [
        ("create_todo_label", {"name": "garden"}),
        ("complete_todo_task", {"task_id": _first(w, "todo_tasks", {"is_completed": False})}),
    ],
}


def _available(calls: list[Call]) -> bool:
    return all(name in FULL for name, _ in calls)


@pytest.fixture(scope="module")
def fresh_worlds() -> dict[str, tuple[World, Any]]:
    """One freshly seeded world per variant, with its pristine snapshot."""
    out = {}
    for variant in TOOLSET_NAMES:
        world = build_seeded_world()
        out[variant] = (world, world.snapshot())
    return out


def _run_intent(
    variant: str, intent: Callable[[World], list[Call]], worlds: dict[str, tuple[World, Any]]
) -> tuple[Any, list[Any]]:
    world, pristine = worlds[variant]
    world.restore(pristine)
    ctx = WorldContext(world)
    registry = TOOLSETS[variant]
    before = world.snapshot()
    results = []
    for name, args in intent(world):
        tool_name, routed = route_call(registry, name, args)
        if variant != "full" and TOOLSETS["full"].get(name) is not registry.get(tool_name):
            assert tool_name != name
        with world.transaction():
            results.append(registry.get(tool_name).invoke(ctx, routed))
    diff = world.diff_since(before)
    assert world.integrity_check() == []
    return diff.model_dump(mode="json"), results


def test_enough_intents_across_domains(fresh_worlds: dict[str, tuple[World, Any]]) -> None:
    world, pristine = fresh_worlds["full"]
    world.restore(pristine)
    runnable = [k for k, f in INTENTS.items() if _available(f(world))]
    assert len(runnable) >= 12, runnable


@pytest.mark.parametrize("intent_name", list(INTENTS))
def test_same_intent_same_world_diff_in_every_variant(
    intent_name: str, fresh_worlds: dict[str, tuple[World, Any]]
) -> None:
    intent = INTENTS[intent_name]
    world, pristine = fresh_worlds["full"]
    world.restore(pristine)
    if not _available(intent(world)):
        pytest.skip("domain not registered")
    reference = _run_intent("full", intent, fresh_worlds)
    assert reference[0]["tables"], "the intent must change the world"
    for variant in ("medium", "compact", "mini"):
        assert _run_intent(variant, intent, fresh_worlds) == reference, variant
