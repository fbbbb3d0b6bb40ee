"""The ``ui`` domain: screens as world state, user input resolved into UI events, docs."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import ToolRegistry
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry
from mmtoolbench.sandbox.tool_output import ToolOutput
from mmtoolbench.sandbox.ui.domain import pending_events
from mmtoolbench.sandbox.ui.protocol import catalog_id
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world

FIXTURES = Path(__file__).parent / "fixtures" / "a2ui_v0_8"


def pick_screen() -> list[dict[str, Any]]:
    """A v0.9 choice screen: two option buttons, a note field, a checkbox."""
    comps: list[dict[str, Any]] = [
        {
            "id": "root",
            "component": "Column",
            "children": ["title", "opt-a", "opt-b", "note", "ok"],
        },
        {"id": "title", "component": "Text", "text": {"path": "/title"}, "variant": "h2"},
        {"id": "opt-a-label", "component": "Text", "text": "Hotel Alba - $120"},
        {
            "id": "opt-a",
            "component": "Button",
            "child": "opt-a-label",
            "action": {"event": {"name": "choose", "context": {"hotel": "alba"}}},
        },
        {"id": "opt-b-label", "component": "Text", "text": "Hotel Bruma - $95"},
        {
            "id": "opt-b",
            "component": "Button",
            "child": "opt-b-label",
            "action": {"event": {"name": "choose", "context": {"hotel": "bruma"}}},
        },
        {"id": "note", "component": "TextField", "label": "Note", "value": {"path": "/note"}},
        {"id": "ok", "component": "CheckBox", "label": "Breakfast", "value": {"path": "/bf"}},
    ]
    return [
        {
            "version": "v0.9",
            "createSurface": {"surfaceId": "pick", "catalogId": catalog_id("v0.9")},
        },
        {"version": "v0.9", "updateComponents": {"surfaceId": "pick", "components": comps}},
        {
            "version": "v0.9",
            "updateDataModel": {
                "surfaceId": "pick",
                "value": {"title": "Pick a hotel", "note": "", "bf": False},
            },
        },
    ]


@pytest.fixture(scope="module")
def tools() -> ToolRegistry:
    return build_tool_registry(["ui"])


@pytest.fixture
def world() -> Iterator[World]:
    w = build_seeded_world(["ui"])
    yield w
    w.close()


async def _call(tools: ToolRegistry, ctx: WorldContext, name: str, **args: Any) -> Any:
    return await tools.get(name).ainvoke(ctx, args)


async def test_render_show_interact_round_trip(tools: ToolRegistry, world: World) -> None:
    agent = WorldContext(world)
    user = agent.as_role("user")
    before = world.snapshot()
    out = await _call(tools, agent, "render_ui_screen", messages=pick_screen(), title="Hotels")
    assert isinstance(out, ToolOutput) and out.images == (out.value["image_id"],)
    kinds = {e["id"]: e["kind"] for e in out.value["elements"]}
    assert kinds == {"opt-a": "button", "opt-b": "button", "note": "text_field", "ok": "checkbox"}
    assert "Pick a hotel" in out.value["texts"]
    with pytest.raises(ToolError, match="no screen is shown"):
        await _call(tools, user, "ui_user_interact", action="click", element="opt-a")
    await _call(tools, agent, "show_ui_to_user", message="Tap one")
    typed = await _call(
        tools, user, "ui_user_interact", action="type", element="Note", value="quiet"
    )
    assert typed.value["data_changes"] == {"/note": "quiet"}
    toggled = await _call(tools, user, "ui_user_interact", action="toggle", element="ok")
    assert toggled.value["data_changes"] == {"/bf": True}
    clicked = await _call(
        tools, user, "ui_user_interact", action="click", element="Hotel Bruma - $95"
    )
    assert clicked.value["element"] == {
        "id": "opt-b",
        "kind": "button",
        "label": "Hotel Bruma - $95",
    }
    assert clicked.value["action"] == {"name": "choose", "context": {"hotel": "bruma"}}
    events = pending_events(world)
    assert [e["input"] for e in events] == ["type", "toggle", "click"]
    assert pending_events(world) == []
    diff = world.diff_since(before)
    screens = diff.tables["ui_screens"].created
    (screen,) = screens.values()
    assert screen["data_model"] == {"title": "Pick a hotel", "note": "quiet", "bf": True}
    assert len(diff.tables["ui_interactions"].created) == 3


async def test_invalid_screen_changes_nothing(tools: ToolRegistry, world: World) -> None:
    ctx = WorldContext(world)
    cases = []
    bad = pick_screen()
    bad[1]["updateComponents"]["components"][0]["children"].append("ghost")
    cases.append((bad, "non-existent component 'ghost'"))
    bad = pick_screen()
    bad[1]["updateComponents"]["components"][1]["component"] = "Carousel"
    cases.append((bad, "component 'title'"))
    bad = pick_screen()
    bad[1]["updateComponents"]["components"][1]["text"] = {"path": "/titel"}
    cases.append((bad, "'/titel' is not in the screen's data model"))
    bad = pick_screen()
    for m in bad:
        m["version"] = "v1.7"
    cases.append((bad, "unsupported protocol version 'v1.7'"))
    for screen, message in cases:
        snap = world.snapshot()
        n_images = len(world.images)
        with pytest.raises(ToolError, match="invalid A2UI screen") as info:
            await _call(tools, ctx, "render_ui_screen", messages=screen)
        assert message in str(info.value)
        assert world.diff_since(snap).is_empty and len(world.images) == n_images


async def test_v08_screen_and_wrong_inputs(tools: ToolRegistry, world: World) -> None:
    agent = WorldContext(world)
    user = agent.as_role("user")
    screen = json.loads((FIXTURES / "basic" / "09_login-form.json").read_text())
    await _call(tools, agent, "render_ui_screen", messages=screen)
    await _call(tools, agent, "show_ui_to_user")
    with pytest.raises(ToolError, match="cannot type 'login-btn': it is a button; use click"):
        await _call(tools, user, "ui_user_interact", action="type", element="login-btn", value="x")
    with pytest.raises(ToolError, match=r"no element 'Logout'.*login-btn"):
        await _call(tools, user, "ui_user_interact", action="click", element="Logout")
    out = await _call(tools, user, "ui_user_interact", action="click", element="Sign in")
    assert out.value["action"]["name"] == "login"


def test_user_tool_is_user_only(tools: ToolRegistry) -> None:
    assert tools.get("ui_user_interact").visibility == frozenset({"user"})
    assert "user" not in tools.get("render_ui_screen").visibility


def test_docs_tools(tools: ToolRegistry, world: World) -> None:
    ctx = WorldContext(world)
    guide = tools.get("ui_get_quick_start").invoke(ctx, {})
    assert guide["catalog_id"] == catalog_id("v0.9") and "Button" in guide["components"]
    assert guide["example"]["messages"]
    cats = tools.get("ui_explore_capabilities").invoke(ctx, {})["categories"]
    assert {c["category"] for c in cats} >= {"components", "examples", "messages"}
    names = [i["name"] for i in tools.get("ui_list_items").invoke(ctx, {"category": "components"})]
    assert "ChoicePicker" in names and "Button" in names
    detail = tools.get("ui_get_item_details").invoke(
        ctx, {"category": "components", "name": "button"}
    )
    assert "action" in detail["detail"]["required"]
    v08 = tools.get("ui_get_item_details").invoke(
        ctx, {"category": "components", "name": "MultipleChoice", "protocol": "v0.8"}
    )
    assert v08["name"] == "MultipleChoice"
    with pytest.raises(ToolError, match="no components item 'Carousel'"):
        tools.get("ui_get_item_details").invoke(ctx, {"category": "components", "name": "Carousel"})
    hits = tools.get("ui_search_docs").invoke(ctx, {"query": "select one of several options"})
    assert any(h["name"] == "ChoicePicker" for h in hits)


def test_screen_copy_is_not_mutated(tools: ToolRegistry, world: World) -> None:
    screen = pick_screen()
    frozen = copy.deepcopy(screen)
    import asyncio

    asyncio.run(_call(tools, WorldContext(world), "render_ui_screen", messages=screen))
    assert screen == frozen


@pytest.mark.parametrize(
    ("query", "expected"),
    [
        ("show the options as a screen with buttons the user can tap", "render_ui_screen"),
        ("display the rendered screen to the user", "show_ui_to_user"),
        ("guide for building interactive UI screens", "ui_get_quick_start"),
        ("schema of the button component of the UI", "ui_get_item_details"),
        ("search the UI documentation for a dropdown", "ui_search_docs"),
    ],
)
def test_search_tools_finds_ui_tools(query: str, expected: str) -> None:
    from mmtoolbench.sandbox.discovery import ToolIndex
    from mmtoolbench.sandbox.toolsets import build_toolset

    index = ToolIndex(build_toolset("full"))
    assert expected in [h.name for h in index.search(query, limit=5)]


def form_screen() -> list[dict[str, Any]]:
    """A v0.9 form: text, number and date fields, two checkboxes, a slider, a
    multiple-selection picker and a Submit button whose action carries all of them."""
    comps: list[dict[str, Any]] = [
        {
            "id": "root",
            "component": "Column",
            "children": ["payee", "amount", "due", "at", "mon", "wed", "qty", "tags", "go"],
        },
        {
            "id": "at",
            "component": "DateTimeInput",
            "label": "Visit",
            "enableDate": True,
            "enableTime": True,
            "value": {"path": "/at"},
        },
        {"id": "payee", "component": "TextField", "label": "Payee", "value": {"path": "/payee"}},
        {
            "id": "amount",
            "component": "TextField",
            "label": "Amount",
            "variant": "number",
            "value": {"path": "/amount"},
        },
        {
            "id": "due",
            "component": "DateTimeInput",
            "label": "Due date",
            "enableDate": True,
            "value": {"path": "/due"},
        },
        {"id": "mon", "component": "CheckBox", "label": "Monday", "value": {"path": "/d/mon"}},
        {"id": "wed", "component": "CheckBox", "label": "Wednesday", "value": {"path": "/d/wed"}},
        {"id": "qty", "component": "Slider", "label": "Copies", "max": 10, "value": {"path": "/n"}},
        {
            "id": "tags",
            "component": "ChoicePicker",
            "label": "Tags",
            "variant": "multipleSelection",
            "options": [{"label": x, "value": x.lower()} for x in ("Home", "Work", "Kids")],
            "value": {"path": "/tags"},
        },
        {"id": "go-label", "component": "Text", "text": "Submit"},
        {
            "id": "go",
            "component": "Button",
            "child": "go-label",
            "action": {
                "event": {
                    "name": "submit",
                    "context": {k: {"path": f"/{k}"} for k in ("payee", "amount", "due", "at", "d")}
                    | {"n": {"path": "/n"}, "tags": {"path": "/tags"}},
                }
            },
        },
    ]
    value = {"payee": "", "amount": "", "due": "", "at": "", "d": {"mon": False}, "n": 1}
    return [
        {"version": "v0.9", "createSurface": {"surfaceId": "f", "catalogId": catalog_id("v0.9")}},
        {"version": "v0.9", "updateComponents": {"surfaceId": "f", "components": comps}},
        {"version": "v0.9", "updateDataModel": {"surfaceId": "f", "value": {**value, "tags": []}}},
    ]


async def test_form_inputs_reach_the_agent(tools: ToolRegistry, world: World) -> None:
    """Typing into text, number and date fields, several checkboxes and several options of
    one picker, a slider value: one click carries them all."""
    agent = WorldContext(world)
    user = agent.as_role("user")
    await _call(tools, agent, "render_ui_screen", messages=form_screen())
    await _call(tools, agent, "show_ui_to_user")
    steps = [
        ("type", "Payee", "City Water"),
        ("type", "Amount", "84.20"),
        ("type", "Due date", "2025-07-03"),
        ("type", "Visit", "2025-06-17T15:40"),
        ("toggle", "Monday", None),
        ("toggle", "Wednesday", None),
        ("set", "Copies", "4"),
        ("select", "Tags", "Home"),
        ("select", "Tags", "Kids"),
    ]
    for action, element, value in steps:
        await _call(tools, user, "ui_user_interact", action=action, element=element, value=value)
    with pytest.raises(ToolError, match=r"date field: it takes a date as YYYY-MM-DD, not '7/3/25'"):
        await _call(tools, user, "ui_user_interact", action="type", element="Due", value="7/3/25")
    with pytest.raises(ToolError, match=r"takes a date and time as YYYY-MM-DDTHH:MM, not 'soon'"):
        await _call(tools, user, "ui_user_interact", action="type", element="Visit", value="soon")
    out = await _call(tools, user, "ui_user_interact", action="click", element="Submit")
    assert out.value["action"]["context"] == {
        "payee": "City Water",
        "amount": "84.20",
        "due": "2025-07-03",
        "at": "2025-06-17T15:40:00",
        "d": {"mon": True, "wed": True},
        "n": 4,
        "tags": ["home", "kids"],
    }
    assert len(world.select("ui_interactions")) == 10  # the refused inputs changed nothing
