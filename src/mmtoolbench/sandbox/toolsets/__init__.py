"""Toolset variants: the same backend tools exposed at four granularities.

=========  ==========================================================  ==============
variant    what the model gets                                         paper (511)
=========  ==========================================================  ==============
full       every domain tool                                           511
medium     each (domain, table, read|write) group, split by verb       276
           family and cut into pairs; singletons stay as they are
compact    one tool per (domain, table, read|write) group of <= 5      165
           actions (bigger groups split by verb family / cut)
mini       one mega-tool per domain (read / write halves for domains   30
           with more than 40 tools)
=========  ==========================================================  ==============

Every coarse tool (`CoarseTool`) dispatches to the full tools it merges, through their
own validation, so the same intent produces the same state change in every variant.
The groups come from tool metadata (see `grouping`), so new domains are covered
automatically. See ``docs/sandbox/toolsets.md``.

Usage::

    tools = build_toolset("compact", ["messages", "phone"])
    name, args = route_call(tools, "send_message", {"recipient": "ct_0005", "body": "hi"})
    tools.get(name).invoke(ctx, args)   # same effect as the full tool
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, get_args

from mmtoolbench.core.errors import UnknownToolError
from mmtoolbench.core.tools import Tool, ToolRegistry
from mmtoolbench.sandbox.domains import build_tool_registry, tables_for
from mmtoolbench.sandbox.options import ToolsetName
from mmtoolbench.sandbox.toolsets.coarse import ACTION_KEY, CoarseTool, make_coarse_tool
from mmtoolbench.sandbox.toolsets.grouping import (
    GENERAL_OBJECT,
    RULES,
    GroupingRule,
    ToolGroup,
    group_tools,
)
from mmtoolbench.sandbox.world.schema import Table

TOOLSET_NAMES: tuple[str, ...] = get_args(ToolsetName)

__all__ = [
    "TOOLSET_NAMES",
    "CoarseTool",
    "GroupingRule",
    "ToolsetName",
    "build_toolset",
    "coarsen",
    "route_call",
    "underlying_call",
]

_SUMMARY_ACTIONS = 6
_FAMILY_WORDS = {
    "read": "look up",
    "create": "create / add / send",
    "update": "change",
    "delete": "delete / remove",
}


def build_toolset(name: ToolsetName | str, domains: Sequence[str] | None = None) -> ToolRegistry:
    """The tools of a toolset variant.

    Args:
        name: ``full``, ``medium``, ``compact`` or ``mini``.
        domains: Domain names (plus the domains they require); None means all.

    Returns:
        A new registry. ``full`` holds the domain tools themselves; the other
        variants hold `CoarseTool` objects plus the full tools left ungrouped.

    Raises:
        ValueError: For an unknown variant.
        KeyError: For an unknown domain.
    """
    if name not in TOOLSET_NAMES:
        raise ValueError(f"unknown toolset {name!r}; toolsets: {', '.join(TOOLSET_NAMES)}")
    full = build_tool_registry(domains)
    if name == "full":
        return full
    tables = {t.name: t for t in tables_for(domains)}
    return coarsen(full, name, tables)


def coarsen(full: ToolRegistry, variant: str, tables: Mapping[str, Table]) -> ToolRegistry:
    """Group a registry of full tools into a coarse variant.

    Args:
        full: The full tools.
        variant: ``medium``, ``compact`` or ``mini`` (a key of `grouping.RULES`).
        tables: Every table of the tools' domains by name.
    """
    rule = RULES[variant]
    mergeable = [t for t in full if ACTION_KEY not in t.parameters.get("properties", {})]
    groups = group_tools(mergeable, rule, tables)
    taken = set(full.names())
    position = {t.name: i for i, t in enumerate(full)}
    merged = {t.name for t in mergeable}
    entries: list[tuple[int, Tool]] = [(position[t.name], t) for t in full if t.name not in merged]
    for group in groups:
        if len(group.tools) < rule.min_size:
            entries.extend((position[t.name], t) for t in group.tools)
            continue
        tool_name = _unique(_group_name(group, tables), taken)
        taken.add(tool_name)
        coarse = make_coarse_tool(
            tool_name,
            _group_summary(group, tables),
            group.tools,
            variant=variant,
            group=tuple((k, v) for k, v in group.key if k != "visibility"),
            tags=("mega",) if variant == "mini" else (),
        )
        entries.append((position[group.tools[0].name], coarse))
    return ToolRegistry(t for _, t in sorted(entries, key=lambda e: e[0]))


def _unique(name: str, taken: set[str]) -> str:
    if name not in taken:
        return name
    i = 2
    while f"{name}_{i}" in taken:
        i += 1
    return f"{name}_{i}"


def _group_name(group: ToolGroup, tables: Mapping[str, Table]) -> str:
    domain = group.domain
    obj = group.value("object")
    if obj is None:
        base = f"{domain}_app"
    elif obj == GENERAL_OBJECT:
        base = f"{domain}_tools"
    elif obj in tables and tables[obj].domain != domain:
        base = f"{domain}_{obj}"
    else:
        base = obj
    parts = [base]
    family = group.value("family")
    access = group.value("access")
    if family is not None:
        parts.append(family)
    elif access is not None:
        parts.append(access)
    chunk = group.value("chunk")
    if chunk is not None:
        parts.append(chunk)
    return "_".join(parts)


def _plural(entity: str) -> str:
    if entity.endswith("y") and not entity.endswith(("ay", "ey", "oy", "uy")):
        return entity[:-1] + "ies"
    if entity.endswith(("s", "x", "ch", "sh")):
        return entity + "es"
    return entity + "s"


def _group_summary(group: ToolGroup, tables: Mapping[str, Table]) -> str:
    app = group.domain.replace("_", " ").capitalize()
    obj = group.value("object")
    if obj is None:
        what = f"{app} app: all {group.domain.replace('_', ' ')} operations"
    elif obj == GENERAL_OBJECT:
        what = f"{app}: {group.domain.replace('_', ' ')} tools"
    else:
        table = tables.get(obj)
        noun = _plural(table.entity) if table is not None and table.entity else obj
        what = f"{app} app, {noun.replace('_', ' ')}"
    family = group.value("family")
    access = group.value("access")
    if family is not None:
        what += f" ({_FAMILY_WORDS.get(family, family)})"
    elif access is not None:
        what += " (look up, read-only)" if access == "read" else " (changes)"
    chunk = group.value("chunk")
    if chunk is not None:
        what += f", part {chunk}"
    names = [t.name for t in group.tools]
    shown = ", ".join(names[:_SUMMARY_ACTIONS])
    more = f" and {len(names) - _SUMMARY_ACTIONS} more" if len(names) > _SUMMARY_ACTIONS else ""
    return f"{what}: {shown}{more}."


def _action_index(toolset: ToolRegistry) -> dict[str, Tool]:
    index: dict[str, Tool] = {}
    for t in toolset:
        if isinstance(t, CoarseTool):
            for action in t.actions:
                index.setdefault(action, t)
        else:
            index.setdefault(t.name, t)
    return index


def route_call(
    toolset: ToolRegistry, name: str, arguments: Mapping[str, Any]
) -> tuple[str, dict[str, Any]]:
    """Translate a call of a full tool into the equivalent call in ``toolset``.

    Args:
        toolset: A toolset variant.
        name: Name of a full tool.
        arguments: Its arguments.

    Returns:
        ``(tool name in toolset, arguments)``: the same call when the tool is there
        as itself, else the coarse tool holding it with ``action`` added.

    Raises:
        UnknownToolError: If no tool of ``toolset`` provides ``name``.
    """
    host = _action_index(toolset).get(name)
    if host is None:
        raise UnknownToolError(f"no tool of this toolset provides `{name}`")
    if isinstance(host, CoarseTool):
        return host.name, {ACTION_KEY: name, **arguments}
    return host.name, dict(arguments)


def underlying_call(
    toolset: ToolRegistry, name: str, arguments: Mapping[str, Any]
) -> tuple[str, dict[str, Any]]:
    """The full-tool call a call in ``toolset`` stands for (inverse of `route_call`).

    Args:
        toolset: A toolset variant.
        name: Name of a tool of ``toolset``.
        arguments: Its arguments.

    Raises:
        UnknownToolError: For an unknown tool name.
        ToolArgumentError: For a coarse call without a valid ``action``.
    """
    t = toolset.get(name)
    if isinstance(t, CoarseTool):
        return t.underlying_call(arguments)
    return t.name, dict(arguments)
