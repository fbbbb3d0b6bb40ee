"""UI documentation for the agent, built from the official A2UI packages.

Nothing here is hand-copied prose about A2UI: every item comes from the SDK
(``a2ui-agent-sdk``: the catalog's component and function schemas, the protocol's
message and common-type schemas, with their descriptions) or from the official example
screens that ``@a2ui/web_core`` ships (copied next to the renderer bundle at build
time). The only text written here describes mmtoolbench's own UI tools.

Categories: ``components``, ``functions``, ``messages``, ``common_types``,
``examples`` and ``tools``. Each item has a one-line summary, a schema (or the example
JSON) and searchable text.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from mmtoolbench.sandbox.ui.protocol import (
    DEFAULT_PROTOCOL,
    ProtocolName,
    catalog,
    catalog_id,
)

CATEGORIES: dict[str, str] = {
    "components": "UI components of the catalog (layout, display, input), with their schema",
    "functions": "Catalog functions usable in bindings and checks (formatting, validation)",
    "messages": "Protocol messages a screen is made of (create surface, components, data)",
    "common_types": "Shared value types: bindings, dynamic values, child lists, actions",
    "examples": "Complete example screens from the official A2UI packages",
    "tools": "The UI tools of this environment and how a screen round-trips to the user",
}

TOOL_NOTES: dict[str, str] = {
    "render_ui_screen": "Validate and render a screen (a JSON list of A2UI messages) into an "
    "image; returns the screen id, the screenshot and its interactive elements. An invalid "
    "screen returns every problem (message, component, field) and changes nothing.",
    "show_ui_to_user": "Show a rendered screen (the latest by default) to the user, with an "
    "optional message. The user sees the screenshot and its elements and can click/type.",
    "ui_user_interact": "User side only: click, type, select, toggle or set an element of the "
    "screen shown, by element id or label. The result reaches you as a UI event: the button "
    "(its action name and resolved context), field values and data-model paths changed.",
    "ui_get_quick_start": "This guide.",
    "ui_explore_capabilities": "List the documentation categories.",
    "ui_list_items": "List the items of one category with a one-line summary.",
    "ui_get_item_details": "Schema, documentation or example JSON of one item.",
    "ui_search_docs": "Search all UI documentation and examples.",
}


@dataclass(frozen=True)
class DocItem:
    """One documentation item."""

    category: str
    name: str
    summary: str
    detail: Any

    def text(self) -> str:
        """Searchable text: name, summary and the detail's JSON."""
        return f"{self.name} {self.summary} {json.dumps(self.detail, ensure_ascii=False)}"


def _first_sentence(text: str) -> str:
    text = " ".join(str(text or "").split())
    m = re.match(r"(.+?[.!?])(\s|$)", text)
    return (m.group(1) if m else text)[:240]


def _prune(schema: Any, depth: int = 0) -> Any:
    """A schema without ``$defs``/titles noise, for reading."""
    if isinstance(schema, Mapping):
        out = {}
        for k, v in schema.items():
            if (k in ("$defs", "title", "$schema", "$id") and depth > 0) or k == "$defs":
                continue
            out[k] = _prune(v, depth + 1)
        return out
    if isinstance(schema, list):
        return [_prune(v, depth + 1) for v in schema]
    return schema


_COMMON_PROPS = frozenset({"id", "component", "weight", "accessibility", "checks"})


def _component_items(protocol: ProtocolName) -> list[DocItem]:
    cat = catalog(protocol)
    items = []
    for name in cat.components:
        schema = cat.resolved_component_schema(name)
        desc = str(schema.get("description") or "")
        props = schema.get("properties") or {}
        if not desc:  # v0.8 schemas describe their properties, not the component
            desc = "; ".join(
                f"{k}: {_first_sentence(v.get('description', ''))}"
                for k, v in props.items()
                if isinstance(v, Mapping) and v.get("description") and k not in _COMMON_PROPS
            )
        required = [r for r in schema.get("required") or [] if r not in ("id", "component")]
        summary = _first_sentence(desc) or f"{name} component"
        if required:
            summary = f"{summary} Required: {', '.join(required)}."
        detail = {
            "component": name,
            "catalog": catalog_id(protocol),
            "protocol": protocol,
            "description": desc,
            "required": required,
            "properties": _prune(props),
            "uses_types": sorted((schema.get("$defs") or {}).keys()),
        }
        items.append(DocItem("components", name, summary, detail))
    return items


def _function_items(protocol: ProtocolName) -> list[DocItem]:
    cat = catalog(protocol)
    items = []
    for name in getattr(cat, "functions", {}) or {}:
        fn = cat.functions[name]
        schema: Any = cat.resolved_function_schema(name)
        if hasattr(schema, "model_json_schema"):
            schema = schema.model_json_schema()
        desc = str(getattr(fn, "description", "") or (schema or {}).get("description") or "")
        detail = {"function": name, "description": desc, "args": _prune(schema)}
        items.append(DocItem("functions", name, _first_sentence(desc) or name, detail))
    return items


def _message_items(protocol: ProtocolName) -> list[DocItem]:
    from a2ui.utils import load_agent_to_renderer_schema

    version = "0.9" if protocol == "v0.9" else "0.8"
    schema = load_agent_to_renderer_schema(version)
    items = []
    if protocol == "v0.9":
        for def_name, body in (schema.get("$defs") or {}).items():
            props = body.get("properties") or {}
            key = next((k for k in props if k != "version"), def_name)
            desc = str((props.get(key) or {}).get("description") or body.get("description") or "")
            items.append(DocItem("messages", key, _first_sentence(desc), _prune(body)))
    else:
        for key, body in (schema.get("properties") or {}).items():
            desc = str(body.get("description") or "")
            items.append(DocItem("messages", key, _first_sentence(desc), _prune(body)))
    return items


def _common_type_items(protocol: ProtocolName) -> list[DocItem]:
    from a2ui.utils import load_common_types_schema

    if protocol != "v0.9":
        return []
    schema = load_common_types_schema("0.9")
    items = []
    for name, body in (schema.get("$defs") or {}).items():
        desc = str(body.get("description") or "") if isinstance(body, Mapping) else ""
        items.append(DocItem("common_types", name, _first_sentence(desc) or name, _prune(body)))
    return items


def _example_items(protocol: ProtocolName) -> list[DocItem]:
    from mmtoolbench.sandbox.ui.browser import RendererMissing, bundle_dir

    if protocol != "v0.9":
        return []
    try:
        folder = bundle_dir() / "examples" / "v0_9"
    except RendererMissing:
        return []
    items = []
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        name = path.stem
        summary = str(data.get("description") or data.get("name") or name)
        messages = data.get("messages", data)
        items.append(DocItem("examples", name, _first_sentence(summary), messages))
    return items


def _tool_items() -> list[DocItem]:
    return [
        DocItem("tools", name, note, {"tool": name, "notes": note})
        for name, note in TOOL_NOTES.items()
    ]


@functools.cache
def doc_items(protocol: ProtocolName = DEFAULT_PROTOCOL) -> tuple[DocItem, ...]:
    """Every documentation item for ``protocol``."""
    return (
        *_component_items(protocol),
        *_function_items(protocol),
        *_message_items(protocol),
        *_common_type_items(protocol),
        *_example_items(protocol),
        *_tool_items(),
    )


def find_item(
    category: str, name: str, protocol: ProtocolName = DEFAULT_PROTOCOL
) -> DocItem | None:
    """The item ``name`` of ``category`` (case-insensitive), or None."""
    for item in doc_items(protocol):
        if item.category == category and item.name.lower() == name.strip().lower():
            return item
    return None


def search(query: str, limit: int = 8, protocol: ProtocolName = DEFAULT_PROTOCOL) -> list[DocItem]:
    """Items ranked by BM25 over their names, summaries and schemas."""
    import bm25s

    items = doc_items(protocol)
    retriever = _index(protocol)
    tokens = bm25s.tokenize([query], stopwords="en", show_progress=False)
    if not tokens.vocab:
        return []
    k = min(limit, len(items))
    results, scores = retriever.retrieve(tokens, k=k, show_progress=False)
    out = []
    for idx, score in zip(results[0], scores[0], strict=True):
        if float(score) > 0:
            out.append(items[int(idx)])
    return out


@functools.cache
def _index(protocol: ProtocolName) -> Any:
    import bm25s

    corpus = [f"{i.category} {i.name} {i.name} {i.text()}" for i in doc_items(protocol)]
    retriever = bm25s.BM25()
    retriever.index(
        bm25s.tokenize(corpus, stopwords="en", show_progress=False), show_progress=False
    )
    return retriever


def quick_start(protocol: ProtocolName = DEFAULT_PROTOCOL) -> dict[str, Any]:
    """The quick-start guide: protocol, catalog, message and component lists, one example."""
    messages = [i for i in doc_items(protocol) if i.category == "messages"]
    comps = [i for i in doc_items(protocol) if i.category == "components"]
    examples = [i for i in doc_items(protocol) if i.category == "examples"]
    example = next((e for e in examples if "interactive-button" in e.name), None) or (
        examples[0] if examples else None
    )
    other: ProtocolName = "v0.8" if protocol == "v0.9" else "v0.9"
    return {
        "protocol": protocol,
        "catalog_id": catalog_id(protocol),
        "also_accepted": f"{other} screens (catalog {catalog_id(other)})",
        "screen": "A screen is a JSON list of A2UI messages for one surface. "
        + (
            'Every v0.9 message states "version": "v0.9"; start with createSurface '
            "(surfaceId, catalogId), then updateComponents (a component with id 'root' and "
            "its descendants) and updateDataModel for bound values."
            if protocol == "v0.9"
            else "v0.8 messages have no version: surfaceUpdate (components), "
            "dataModelUpdate (values), then beginRendering (surfaceId, root)."
        ),
        "messages": {i.name: i.summary for i in messages},
        "components": {i.name: i.summary for i in comps},
        "round_trip": [
            TOOL_NOTES["render_ui_screen"],
            TOOL_NOTES["show_ui_to_user"],
            TOOL_NOTES["ui_user_interact"],
        ],
        "example": {"name": example.name, "messages": example.detail} if example else None,
        "more": "ui_explore_capabilities, ui_list_items, ui_get_item_details, ui_search_docs",
    }
