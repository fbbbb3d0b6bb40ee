"""The ``ui`` domain: the UI state server of UI mode (seed §4.2, Figure 3, Table 13).

Screens are world state. `render_ui_screen` validates a screen (a JSON list of A2UI
messages) with the official SDK, renders it with the official Lit renderer in headless
Chromium and stores it as a ``ui_screens`` row: its messages, its data model, its
interactive elements (component id, kind, label, value, bounding box) and the id of its
screenshot in the episode's image store. `show_ui_to_user` marks a screen as the one on
the user's display. The user acts on it with `ui_user_interact` (click, type, select,
toggle, set; by element id or label): the action is replayed with the real mouse and
keyboard on the rendered screen (after the screen's earlier interactions), and what it
did is stored as a ``ui_interactions`` row (the element, the action the surface emitted
with its resolved context, the data-model paths that changed, a new screenshot). The
episode forwards every new interaction to the agent as a UI event.

An invalid screen returns every problem (message, component, field) as a `ToolError`
and changes nothing. The five documentation tools read `mmtoolbench.sandbox.ui.docs`,
which is built from the SDK's catalog and schemas and the official example screens.

UI scenarios put ``ui_screens`` and ``ui_interactions`` in ``ignore_tables`` (or
``allowed_tables``): their expected changes are those of the underlying task.
"""

from __future__ import annotations

import base64
import random
import re
from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Literal

from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.images import ImageStore
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.tool_output import ToolOutput
from mmtoolbench.sandbox.ui import docs
from mmtoolbench.sandbox.ui.protocol import (
    DEFAULT_PROTOCOL,
    ProtocolName,
    UiScreenError,
    coerce_messages,
    validate_screen,
)
from mmtoolbench.sandbox.world.schema import Column, Table
from mmtoolbench.sandbox.world.state import Row, World

DOMAIN = "ui"
REQUIRES: tuple[str, ...] = ()

ActionKind = Literal["click", "type", "select", "toggle", "set"]
Category = Literal["components", "functions", "messages", "common_types", "examples", "tools"]
_KINDS_FOR: dict[str, tuple[str, ...]] = {
    "click": ("button", "checkbox", "tabs", "modal", "choice"),
    "toggle": ("checkbox",),
    "type": ("text_field", "datetime"),
    "select": ("choice",),
    "set": ("slider", "datetime", "text_field"),
}
_IMAGE_ID = re.compile(r"^img_\d+$")

TABLES: tuple[Table, ...] = (
    Table(
        name="ui_screens",
        domain=DOMAIN,
        entity="UI screen",
        id_prefix="scr",
        lookup_hint="render_ui_screen returns screen ids",
        description="A2UI screens the agent rendered, with what is on them and whether "
        "the user was shown them.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Screen id, e.g. scr_0001."),
            Column("title", "TEXT", not_null=True, default="", description="Agent's title."),
            Column("protocol", "TEXT", not_null=True, choices=("v0.8", "v0.9")),
            Column("surface_id", "TEXT", not_null=True),
            Column("messages", "JSON", not_null=True, description="The A2UI messages."),
            Column(
                "data_model",
                "JSON",
                not_null=True,
                default={},
                description="Data model now (after the user's input on the screen).",
            ),
            Column(
                "elements",
                "JSON",
                not_null=True,
                default=(),
                description="Interactive elements: id, kind, label, value, bbox [x,y,w,h].",
            ),
            Column("image_id", "TEXT", not_null=True, description="Screenshot as rendered."),
            Column("width", "INTEGER", not_null=True, default=0),
            Column("height", "INTEGER", not_null=True, default=0),
            Column(
                "status",
                "TEXT",
                not_null=True,
                default="rendered",
                choices=("rendered", "shown", "replaced"),
                description="rendered (not shown), shown (on the user's display), replaced.",
            ),
            Column("message", "TEXT", not_null=True, default="", description="Text shown with it."),
            Column("rendered_at", "DATETIME", not_null=True),
            Column("shown_at", "DATETIME"),
        ),
    ),
    Table(
        name="ui_interactions",
        domain=DOMAIN,
        entity="UI interaction",
        id_prefix="uia",
        lookup_hint="ui_user_interact returns interaction ids",
        description="What the user did on a shown screen, resolved into structured data.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Interaction id, e.g. uia_0001."),
            Column(
                "screen_id",
                "TEXT",
                not_null=True,
                references="ui_screens.id",
                on_delete="CASCADE",
            ),
            Column(
                "kind", "TEXT", not_null=True, choices=("click", "type", "select", "toggle", "set")
            ),
            Column("element_id", "TEXT", not_null=True),
            Column("occurrence", "INTEGER", not_null=True, default=0),
            Column("element_kind", "TEXT", not_null=True, default=""),
            Column("label", "TEXT", not_null=True, default=""),
            Column("value", "TEXT", description="Text typed, option selected or value set."),
            Column("action_name", "TEXT", description="Action the surface emitted, if any."),
            Column("action_context", "JSON", not_null=True, default={}),
            Column(
                "changes",
                "JSON",
                not_null=True,
                default={},
                description="Data-model paths the input changed, with their new values.",
            ),
            Column("image_id", "TEXT", description="Screenshot after the input."),
            Column("delivered", "BOOLEAN", not_null=True, default=False),
            Column("at", "DATETIME", not_null=True),
        ),
    ),
)


def seed(world: World, rng: random.Random) -> None:
    """No seed rows: no screen exists before the conversation starts."""
    del world, rng


# ----------------------------------------------------------------------------- helpers


def _embed_images(value: Any, images: ImageStore) -> Any:
    """A copy of a screen where episode image ids (``img_3``) become data URLs."""
    if isinstance(value, Mapping):
        return {k: _embed_images(v, images) for k, v in value.items()}
    if isinstance(value, list):
        return [_embed_images(v, images) for v in value]
    if isinstance(value, str) and _IMAGE_ID.match(value) and value in images:
        stored = images.get(value)
        data = base64.b64encode(stored.data).decode("ascii")
        return f"data:{stored.media_type};base64,{data}"
    return value


def _element_view(e: Mapping[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {"id": e["id"], "kind": e.get("kind"), "label": e.get("label") or ""}
    if e.get("value") not in (None, ""):
        out["value"] = e["value"]
    if e.get("options"):
        out["options"] = e["options"]
    out["bbox"] = e.get("bbox")
    occurrence = e.get("occurrence", 0)
    if occurrence:
        out["occurrence"] = occurrence
    return out


def _interactive(elements: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    seen: dict[str, int] = {}
    out = []
    for e in elements:
        if not e.get("kind") or not e.get("visible", True):
            continue
        n = seen.get(e["id"], 0)
        seen[e["id"]] = n + 1
        view = _element_view({**e, "occurrence": n})
        out.append(view)
    return out


def _texts(elements: Sequence[Mapping[str, Any]], limit: int = 60) -> list[str]:
    """Visible texts of a screen, in document order (for a model that cannot see it)."""
    out: list[str] = []
    for e in elements:
        if e.get("type") == "Text" and e.get("label"):
            out.append(str(e["label"])[:200])
    return out[:limit]


def _screen(ctx: WorldContext, screen_id: str) -> Row:
    return ctx.world.get("ui_screens", screen_id.strip())


def _current_screen(world: World) -> Row | None:
    rows = world.select("ui_screens", {"status": "shown"}, order_by="shown_at")
    return rows[-1] if rows else None


def _changes(before: Any, after: Any, path: str = "") -> dict[str, Any]:
    """JSON-Pointer paths whose values differ between two data models."""
    if isinstance(before, Mapping) and isinstance(after, Mapping):
        out: dict[str, Any] = {}
        for key in sorted(set(before) | set(after), key=str):
            sub = f"{path}/{str(key).replace('~', '~0').replace('/', '~1')}"
            if key not in after:
                out[sub] = None
            elif key not in before:
                out[sub] = after[key]
            else:
                out.update(_changes(before[key], after[key], sub))
        return out
    return {} if before == after else {path or "/": after}


def screen_summary(row: Mapping[str, Any]) -> dict[str, Any]:
    """What a model reads about a stored screen."""
    return {
        "screen_id": row["id"],
        "title": row["title"],
        "status": row["status"],
        "image_id": row["image_id"],
        "size": [row["width"], row["height"]],
        "elements": list(row["elements"]),
    }


def interaction_event(row: Mapping[str, Any]) -> dict[str, Any]:
    """The structured UI event an interaction becomes for the agent."""
    event: dict[str, Any] = {
        "event": "ui_interaction",
        "interaction_id": row["id"],
        "screen_id": row["screen_id"],
        "input": row["kind"],
        "element": {"id": row["element_id"], "kind": row["element_kind"], "label": row["label"]},
    }
    if row["occurrence"]:
        event["element"]["occurrence"] = row["occurrence"]
    if row["value"] is not None:
        event["value"] = row["value"]
    if row["action_name"]:
        event["action"] = {"name": row["action_name"], "context": dict(row["action_context"])}
    event["data_changes"] = dict(row["changes"])
    return event


def pending_events(world: World) -> list[dict[str, Any]]:
    """Interactions the agent has not been told about yet, oldest first; marks them told."""
    if "ui_interactions" not in world.tables:
        return []
    rows = world.select("ui_interactions", {"delivered": False}, order_by="at")
    for row in rows:
        world.update("ui_interactions", row["id"], {"delivered": True})
    return [interaction_event(r) for r in rows]


def _resolve_element(screen: Row, element: str, occurrence: int | None) -> dict[str, Any]:
    elements: list[dict[str, Any]] = [dict(e) for e in screen["elements"]]
    wanted = element.strip()
    by_id = [e for e in elements if e["id"] == wanted]
    if not by_id:
        low = wanted.lower()
        by_id = [e for e in elements if str(e.get("label") or "").strip().lower() == low]
        if not by_id:
            by_id = [e for e in elements if low and low in str(e.get("label") or "").lower()]
    if not by_id:
        listing = "; ".join(f"{e['id']} ({e['kind']}: {e.get('label')!r})" for e in elements[:40])
        raise ToolError(
            f"no element {element!r} on screen {screen['id']}; its elements: {listing or 'none'}"
        )
    if occurrence is not None:
        chosen = [e for e in by_id if e.get("occurrence", 0) == occurrence]
        if not chosen:
            raise ToolError(f"element {element!r} has no occurrence {occurrence}")
        return chosen[0]
    if len(by_id) > 1:
        listing = "; ".join(
            f"{e['id']} occurrence {e.get('occurrence', 0)} ({e.get('label')!r})" for e in by_id
        )
        raise ToolError(
            f"{element!r} matches {len(by_id)} elements: {listing}; give the element id "
            "(and occurrence)"
        )
    return by_id[0]


# ----------------------------------------------------------------------------- tools

ScreenMessages = Annotated[
    list[dict[str, Any]],
    Field(
        min_length=1,
        max_length=50,
        description="The screen: A2UI messages for one surface, e.g. createSurface, "
        "updateComponents, updateDataModel (v0.9).",
    ),
]


@tool(domain=DOMAIN, reads=("ui_screens",), writes=("ui_screens",))
async def render_ui_screen(
    ctx: WorldContext,
    messages: ScreenMessages,
    title: Annotated[str, Field(max_length=200)] = "",
) -> ToolOutput:
    """Render a declarative A2UI screen (a JSON list of messages) into a UI image.

    The screen is validated with the official A2UI SDK and rendered by the official
    renderer; an invalid screen returns every problem (message, component, field) and
    nothing is stored. Use images the user sent by their id as an Image url ("img_2").
    Show the result to the user with show_ui_to_user. See ui_get_quick_start.

    Args:
        messages: The A2UI messages (v0.9: createSurface, updateComponents with a
            'root' component, updateDataModel; v0.8 also accepted).
        title: Short name of the screen, e.g. "Pick a hotel".

    Returns:
        screen_id, image_id of the screenshot (attached), size, and the interactive
        elements (id, kind, label, value/options, bbox) and texts on the screen.
    """
    from mmtoolbench.sandbox.ui.browser import RendererMissing, RenderFailed, shared_browser

    try:
        screen = coerce_messages(list(messages))
        protocol: ProtocolName = validate_screen(screen)
    except UiScreenError as exc:
        raise ToolError(str(exc)) from None
    try:
        result = await shared_browser().render(_embed_images(screen, ctx.images), protocol)
    except (RenderFailed, RendererMissing) as exc:
        raise ToolError(f"the screen could not be rendered (nothing was stored): {exc}") from None
    stored = ctx.images.add(result.png, source="ui:render_ui_screen")
    elements = _interactive(result.elements)
    row = ctx.world.insert(
        "ui_screens",
        {
            "title": title.strip(),
            "protocol": protocol,
            "surface_id": result.surface_id,
            "messages": screen,
            "data_model": result.data_model,
            "elements": elements,
            "image_id": stored.image_id,
            "width": result.width,
            "height": result.height,
            "status": "rendered",
            "rendered_at": ctx.clock.now(),
        },
    )
    value = screen_summary(row)
    value["texts"] = _texts(result.elements)
    if not elements:
        value["note"] = "the screen has no interactive element: the user can only look at it"
    return ToolOutput(value=value, images=[stored.image_id])


@tool(domain=DOMAIN, reads=("ui_screens",), writes=("ui_screens",))
def show_ui_to_user(
    ctx: WorldContext,
    screen_id: Annotated[str | None, Field(max_length=40)] = None,
    message: Annotated[str, Field(max_length=2000)] = "",
) -> dict[str, Any]:
    """Show the most recently rendered UI screen (or the one given) to the user.

    The user sees the screenshot and its interactive elements and can click, type or
    select on it; what they do comes back to you as a UI event.

    Args:
        screen_id: Screen to show, e.g. "scr_0002"; default the latest rendered one.
        message: Text shown with the screen, e.g. "Tap the hotel you prefer".
    """
    world = ctx.world
    if screen_id:
        row = _screen(ctx, screen_id)
    else:
        rows = world.select("ui_screens", order_by="rendered_at")
        if not rows:
            raise ToolError("no screen has been rendered yet: call render_ui_screen first")
        row = max(rows, key=lambda r: str(r["id"]))
    for other in world.select("ui_screens", {"status": "shown"}):
        if other["id"] != row["id"]:
            world.update("ui_screens", other["id"], {"status": "replaced"})
    updated = world.update(
        "ui_screens",
        row["id"],
        {"status": "shown", "shown_at": ctx.clock.now(), "message": message.strip()},
    )
    return {"screen_id": updated["id"], "shown": True, "message": updated["message"]}


@tool(
    domain=DOMAIN,
    reads=("ui_screens", "ui_interactions"),
    writes=("ui_screens", "ui_interactions"),
    visibility=("user",),
)
async def ui_user_interact(
    ctx: WorldContext,
    action: ActionKind,
    element: Annotated[str, Field(min_length=1, max_length=200)],
    value: Annotated[str | None, Field(max_length=2000)] = None,
    occurrence: Annotated[int | None, Field(ge=0, le=200)] = None,
) -> ToolOutput:
    """Click a button or interact with an element on the UI the assistant showed you.

    Args:
        action: "click" a button, "type" text into a field, "select" an option of a
            choice, "toggle" a checkbox, "set" a slider or date value.
        element: The element's id ("confirm-btn") or its visible label ("Confirm").
        value: Text to type, option label to select, or value to set.
        occurrence: Which one, when a list repeats the same element (0 = first).
    """
    from mmtoolbench.sandbox.ui.browser import (
        RendererMissing,
        RenderFailed,
        UiAction,
        shared_browser,
    )

    if ctx.role != "user":
        raise ToolError("ui_user_interact is the user's tool: wait for the user's UI event")
    world = ctx.world
    screen = _current_screen(world)
    if screen is None:
        raise ToolError("no screen is shown to you: the assistant has not shown a UI yet")
    target = _resolve_element(screen, element, occurrence)
    kind = str(target.get("kind"))
    if kind not in _KINDS_FOR[action]:
        fits = [a for a, kinds in _KINDS_FOR.items() if kind in kinds]
        raise ToolError(
            f"cannot {action} {target['id']!r}: it is a {kind}; use {' or '.join(fits) or 'nothing'}"
        )
    if action in ("type", "select", "set") and value is None:
        raise ToolError(f"{action} needs a value")
    if action == "select" and target.get("options") and value not in target["options"]:
        raise ToolError(f"{target['id']!r} has no option {value!r}; options: {target['options']}")
    earlier = world.select("ui_interactions", {"screen_id": screen["id"]}, order_by="at")
    replay = [UiAction(r["kind"], r["element_id"], r["occurrence"], r["value"]) for r in earlier]
    step = UiAction(action, target["id"], int(target.get("occurrence", 0)), value)
    try:
        result = await shared_browser().render(
            _embed_images(list(screen["messages"]), ctx.images),
            screen["protocol"],
            [*replay, step],
        )
    except (RenderFailed, RendererMissing) as exc:
        raise ToolError(f"the input could not be performed: {exc}") from None
    done = result.steps[-1]
    stored = ctx.images.add(result.png, source="ui:ui_user_interact")
    emitted = done.emitted[-1] if done.emitted else None
    changes = _changes(screen["data_model"], done.data_model)
    row = world.insert(
        "ui_interactions",
        {
            "screen_id": screen["id"],
            "kind": action,
            "element_id": target["id"],
            "occurrence": int(target.get("occurrence", 0)),
            "element_kind": kind,
            "label": str(target.get("label") or ""),
            "value": value,
            "action_name": emitted.get("name") if emitted else None,
            "action_context": dict(emitted.get("context") or {}) if emitted else {},
            "changes": changes,
            "image_id": stored.image_id,
            "delivered": False,
            "at": ctx.clock.now(),
        },
    )
    world.update(
        "ui_screens",
        screen["id"],
        {"data_model": done.data_model, "elements": _interactive(result.elements)},
    )
    event = interaction_event(row)
    event["screenshot"] = stored.image_id
    return ToolOutput(value=event, images=[stored.image_id])


@tool(domain=DOMAIN)
def ui_get_quick_start() -> dict[str, Any]:
    """Get a complete guide for rendering UI screens: the A2UI protocol version and
    catalog offered, its messages and components, a complete example screen and how a
    screen round-trips to the user."""
    return docs.quick_start(DEFAULT_PROTOCOL)


@tool(domain=DOMAIN)
def ui_explore_capabilities() -> dict[str, Any]:
    """List the categories of UI documentation available (components, functions,
    messages, common types, examples, tools), with how many items each has."""
    counts: dict[str, int] = {}
    for item in docs.doc_items(DEFAULT_PROTOCOL):
        counts[item.category] = counts.get(item.category, 0) + 1
    return {
        "protocol": DEFAULT_PROTOCOL,
        "categories": [
            {"category": c, "about": about, "items": counts.get(c, 0)}
            for c, about in docs.CATEGORIES.items()
        ],
    }


@tool(domain=DOMAIN)
def ui_list_items(category: Category) -> list[dict[str, str]]:
    """List the items in a UI documentation category, with a one-line summary each.

    Args:
        category: One of components, functions, messages, common_types, examples, tools.
    """
    return [
        {"name": i.name, "summary": i.summary}
        for i in docs.doc_items(DEFAULT_PROTOCOL)
        if i.category == category
    ]


@tool(domain=DOMAIN)
def ui_get_item_details(
    category: Category,
    name: Annotated[str, Field(min_length=1, max_length=100)],
    protocol: Literal["v0.9", "v0.8"] = "v0.9",
) -> dict[str, Any]:
    """Get the schema, documentation or example JSON for a UI item.

    Args:
        category: The item's category (see ui_explore_capabilities).
        name: The item's name, e.g. "Button", "updateComponents", "05_product-card".
        protocol: Protocol version of the documentation ("v0.9" is the one offered).
    """
    item = docs.find_item(category, name, protocol)
    if item is None:
        names = [i.name for i in docs.doc_items(protocol) if i.category == category]
        raise ToolError(
            f"no {category} item {name!r} (protocol {protocol}); items: {', '.join(names)}"
        )
    return {
        "category": item.category,
        "name": item.name,
        "summary": item.summary,
        "detail": item.detail,
    }


@tool(domain=DOMAIN)
def ui_search_docs(
    query: Annotated[str, Field(min_length=1, max_length=300)],
    limit: Annotated[int, Field(ge=1, le=20)] = 6,
) -> list[dict[str, str]]:
    """Search across all UI documentation and examples.

    Args:
        query: What you look for, e.g. "button that sends the selected option".
        limit: Most results to return.
    """
    return [
        {"category": i.category, "name": i.name, "summary": i.summary}
        for i in docs.search(query, limit, DEFAULT_PROTOCOL)
    ]


__all__ = [
    "DOMAIN",
    "TABLES",
    "interaction_event",
    "pending_events",
    "render_ui_screen",
    "screen_summary",
    "seed",
    "show_ui_to_user",
    "ui_explore_capabilities",
    "ui_get_item_details",
    "ui_get_quick_start",
    "ui_list_items",
    "ui_search_docs",
    "ui_user_interact",
]
