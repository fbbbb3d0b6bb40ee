"""Coarse tools: several full tools behind one ``action`` parameter.

A `CoarseTool` merges a group of full tools. The model picks one with ``action``
(the merged tool's own name, e.g. ``"add_contact_phone"``) and passes that action's
parameters **flat, next to** ``action``::

    contact_phones_write(action="add_contact_phone", contact_id="ct_0005",
                         phone_number="+14155550123", label="work")

Flat parameters were chosen over a nested ``arguments`` object: models fill flat
schemas more reliably (each parameter keeps its own type and description in the
schema), and a call translates mechanically from the full toolset by adding one key.
The schema is the union of the actions' parameters (a name used with different
types becomes an ``anyOf``); only ``action`` is required by the schema, and the
description lists every action with its signature, so the model knows which
parameters go with which action.

Validation is delegated to the chosen action's own `Tool.validate`, so errors stay
exactly as precise as in the full toolset, prefixed with the coarse tool and action.
Two forgiving rules: ``null`` for a parameter the chosen action does not take is
ignored (some providers send every property), and a nested ``arguments`` object is
unwrapped. The call then runs the action's implementation: the same backend, the
same state change as in the full toolset.
"""

from __future__ import annotations

import difflib
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from pydantic import BaseModel, ConfigDict

from mmtoolbench.core.errors import ToolArgumentError
from mmtoolbench.core.tools import Tool

ACTION_KEY = "action"
NESTED_KEY = "arguments"
_MAX_DESCRIPTION_VARIANTS = 3
_MAX_NAMES_PER_VARIANT = 3


class CoarseArguments(BaseModel):
    """Shape of every coarse call: an ``action`` plus that action's own arguments.

    `CoarseTool.validate` does not use it (the chosen action's own model validates
    its arguments); it is the ``args_model`` of every coarse tool, for callers that
    introspect one. The exact JSON schema is `Tool.parameters`.
    """

    model_config = ConfigDict(extra="allow", frozen=True)

    action: str


@dataclass(frozen=True)
class CoarseTool(Tool):
    """A tool of a coarse toolset variant: one ``action`` per merged full tool.

    Attributes:
        actions: The merged full tools by name (the valid ``action`` values).
        variant: The toolset variant it belongs to (``medium``, ``compact``, ``mini``).
        group: The grouping levels that define it, e.g. ``(("domain", "phone"),)``.
    """

    actions: Mapping[str, Tool] = field(default_factory=dict, repr=False)
    variant: str = ""
    group: tuple[tuple[str, str], ...] = ()

    def action_tool(self, action: Any) -> Tool:
        """The full tool an ``action`` value selects.

        Accepts the exact name, or the name with different case or surrounding
        spaces.

        Raises:
            ToolArgumentError: For anything else, listing the valid actions.
        """
        if isinstance(action, str):
            found = self.actions.get(action) or self.actions.get(action.strip().lower())
            if found is not None:
                return found
        valid = ", ".join(f'"{a}"' for a in self.actions)
        close = (
            difflib.get_close_matches(action, list(self.actions), n=2, cutoff=0.6)
            if isinstance(action, str)
            else []
        )
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        raise ToolArgumentError(
            f"`{ACTION_KEY}` of `{self.name}` must be one of {valid}; got "
            f"{json.dumps(action) if _jsonable(action) else repr(action)}{hint}"
        )

    def validate(self, arguments: Mapping[str, Any]) -> dict[str, Any]:
        """Check ``action`` and validate the rest with that action's own tool.

        Returns:
            ``{"action": <full tool name>, "arguments": <its validated kwargs>}``, what
            the dispatcher (``fn``) takes.

        Raises:
            ToolArgumentError: One message naming the coarse tool, the action and
                every problem with its arguments.
        """
        if not isinstance(arguments, Mapping):
            raise ToolArgumentError(
                f"arguments of `{self.name}` must be a JSON object, got {type(arguments).__name__}"
            )
        args = dict(arguments)
        if ACTION_KEY not in args:
            valid = ", ".join(f'"{a}"' for a in self.actions)
            raise ToolArgumentError(
                f"missing required argument `{ACTION_KEY}` of `{self.name}` (one of {valid})"
            )
        target = self.action_tool(args.pop(ACTION_KEY))
        own = target.parameters.get("properties", {})
        nested = args.get(NESTED_KEY)
        if set(args) == {NESTED_KEY} and isinstance(nested, Mapping) and NESTED_KEY not in own:
            args = dict(nested)
        args = {k: v for k, v in args.items() if v is not None or k in own}
        try:
            kwargs = target.validate(args)
        except ToolArgumentError as exc:
            message = str(exc)
            prefix = f"invalid arguments for `{target.name}`: "
            detail = message[len(prefix) :] if message.startswith(prefix) else message
            raise ToolArgumentError(
                f"invalid arguments for `{self.name}` action `{target.name}`: {detail}"
            ) from None
        return {ACTION_KEY: target.name, NESTED_KEY: kwargs}

    def underlying_call(self, arguments: Mapping[str, Any]) -> tuple[str, dict[str, Any]]:
        """The full-toolset call a coarse call stands for, without validating it.

        Args:
            arguments: Arguments of a call to this tool (must name a valid action).

        Returns:
            ``(full tool name, its arguments)``.
        """
        args = dict(arguments)
        target = self.action_tool(args.pop(ACTION_KEY, None))
        own = target.parameters.get("properties", {})
        return target.name, {k: v for k, v in args.items() if v is not None or k in own}


def _jsonable(value: Any) -> bool:
    try:
        json.dumps(value)
    except (TypeError, ValueError):
        return False
    return True


def first_paragraph(text: str) -> str:
    """The first paragraph of a description, on one line.

    A docstring summary that wraps onto the next line is parsed as a one-line
    summary plus a body starting mid-sentence; such a continuation is joined back.
    """
    paragraphs = [" ".join(p.split()) for p in text.strip().split("\n\n") if p.strip()]
    if not paragraphs:
        return ""
    out = paragraphs[0]
    for para in paragraphs[1:]:
        if out.endswith((".", "!", "?", ":", ")")) or para.startswith("Returns:"):
            break
        out = f"{out} {para}"
    return out


def signature(t: Tool) -> str:
    """A Python-style signature of a tool, e.g. ``send_message(recipient, body, image_ids=null)``.

    Required parameters come bare, optional ones with their JSON default.
    """
    props: Mapping[str, Any] = t.parameters.get("properties", {})
    required = set(t.parameters.get("required", ()))
    parts = []
    for pname, pschema in props.items():
        if pname in required:
            parts.append(pname)
        else:
            default = pschema.get("default") if isinstance(pschema, Mapping) else None
            parts.append(f"{pname}={json.dumps(default)}")
    return f"{t.name}({', '.join(parts)})"


def _shape(schema: Mapping[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in schema.items() if k not in ("description", "default")}


def _variants(shape: Mapping[str, Any]) -> list[dict[str, Any]]:
    if set(shape) == {"anyOf"}:
        return [dict(s) for s in shape["anyOf"]]
    return [dict(shape)]


def _simplify(variants: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Merge variants of the same JSON type: enums are united, other keywords kept
    only where every variant agrees (the schema guides the model; the action's own
    validation stays exact)."""
    by_type: dict[str, list[dict[str, Any]]] = {}
    for v in variants:
        by_type.setdefault(json.dumps(v.get("type"), sort_keys=True), []).append(v)
    out: list[dict[str, Any]] = []
    for same in by_type.values():
        if len(same) == 1:
            out.append(same[0])
            continue
        common = {k: val for k, val in same[0].items() if all(o.get(k) == val for o in same)}
        if all("enum" in v for v in same):
            common["enum"] = list(dict.fromkeys(e for v in same for e in v["enum"]))
        out.append(common)
    return out


def _names(names: Sequence[str]) -> str:
    if len(names) <= _MAX_NAMES_PER_VARIANT:
        return ", ".join(names)
    shown = ", ".join(names[:_MAX_NAMES_PER_VARIANT])
    return f"{shown} and {len(names) - _MAX_NAMES_PER_VARIANT} more"


def merge_parameters(actions: Sequence[Tool]) -> dict[str, dict[str, Any]]:
    """The union of the actions' parameter schemas, by parameter name.

    A parameter used with one shape (schema without description/default) keeps it;
    different shapes become an ``anyOf``. A default is kept when every action
    using the parameter has the same one. Different descriptions are joined, each
    introduced by the actions it applies to.

    Args:
        actions: The merged tools.
    """
    uses: dict[str, list[tuple[Tool, Mapping[str, Any]]]] = {}
    for t in actions:
        for pname, pschema in t.parameters.get("properties", {}).items():
            uses.setdefault(pname, []).append((t, pschema))
    merged: dict[str, dict[str, Any]] = {}
    for pname, users in uses.items():
        variants: list[dict[str, Any]] = []
        for _, pschema in users:
            for v in _variants(_shape(pschema)):
                if v not in variants:
                    variants.append(v)
        variants = _simplify(variants)
        prop: dict[str, Any] = dict(variants[0]) if len(variants) == 1 else {"anyOf": variants}
        defaults = [json.dumps(s["default"]) for _, s in users if "default" in s]
        if len(defaults) == len(users) and len(set(defaults)) == 1:
            prop["default"] = users[0][1]["default"]
        by_text: dict[str, list[str]] = {}
        for t, pschema in users:
            text = str(pschema.get("description", "")).strip()
            if text:
                by_text.setdefault(text, []).append(t.name)
        if len(by_text) == 1:
            prop["description"] = next(iter(by_text))
        elif by_text:
            ranked = sorted(by_text.items(), key=lambda kv: -len(kv[1]))
            parts = [f"{_names(n)}: {text}" for text, n in ranked[:_MAX_DESCRIPTION_VARIANTS]]
            if len(ranked) > _MAX_DESCRIPTION_VARIANTS:
                parts.append("other actions: see the action list")
            prop["description"] = " | ".join(parts)
        merged[pname] = prop
    return merged


def _title(text: str) -> str:
    return text.replace("_", " ").capitalize()


def coarse_description(summary: str, actions: Sequence[Tool]) -> str:
    """The description the model reads for a coarse tool.

    Args:
        summary: First line (what the group is about).
        actions: The merged tools.
    """
    lines = [
        summary,
        "",
        f"Set `{ACTION_KEY}` to one of the actions below and pass that action's parameters "
        f"as top-level arguments next to `{ACTION_KEY}`; leave out the parameters of other "
        "actions. Each action behaves exactly like the tool of the same name: same "
        "rules, same result, same errors.",
        "",
        "Actions (parameters without `=` are required):",
    ]
    lines += [f"- {signature(t)}: {first_paragraph(t.description)}" for t in actions]
    return "\n".join(lines)


def make_coarse_tool(
    name: str,
    summary: str,
    actions: Sequence[Tool],
    *,
    variant: str,
    group: tuple[tuple[str, str], ...] = (),
    tags: Sequence[str] = (),
) -> CoarseTool:
    """Build a coarse tool that dispatches to ``actions``.

    Args:
        name: Name of the coarse tool.
        summary: First line of its description.
        actions: The full tools it merges (at least one; none may take a parameter
            named ``action``).
        variant: Toolset variant name.
        group: The grouping levels that define it.
        tags: Extra tags (``coarse`` and the variant are always added).

    Raises:
        ValueError: For no actions, duplicate names or an ``action`` parameter.
    """
    if not actions:
        raise ValueError(f"coarse tool {name!r} needs at least one action")
    table: dict[str, Tool] = {}
    for t in actions:
        if t.name in table:
            raise ValueError(f"coarse tool {name!r}: duplicate action {t.name!r}")
        if ACTION_KEY in t.parameters.get("properties", {}):
            raise ValueError(f"coarse tool {name!r}: {t.name!r} has an `{ACTION_KEY}` parameter")
        table[t.name] = t
    frozen_actions: Mapping[str, Tool] = MappingProxyType(table)

    def dispatch(ctx: Any, action: str, arguments: dict[str, Any]) -> Any:
        target = frozen_actions[action]
        return target.fn(ctx, **arguments) if target.takes_context else target.fn(**arguments)

    params = merge_parameters(actions)
    action_schema = {
        "type": "string",
        "enum": list(table),
        "description": "Which action to run (see the list of actions in the description).",
    }
    schema: dict[str, Any] = {
        "type": "object",
        "properties": {ACTION_KEY: action_schema, **params},
        "required": [ACTION_KEY],
        "additionalProperties": False,
    }
    visibility = frozenset().union(*(t.visibility for t in actions))
    return CoarseTool(
        name=name,
        fn=dispatch,
        description=coarse_description(summary, actions),
        domain=actions[0].domain,
        visibility=visibility,
        reads=tuple(dict.fromkeys(r for t in actions for r in t.reads)),
        writes=tuple(dict.fromkeys(w for t in actions for w in t.writes)),
        parameters=schema,
        args_model=CoarseArguments,
        takes_context=True,
        tags=tuple(dict.fromkeys(("coarse", variant, *tags))),
        actions=frozen_actions,
        variant=variant,
        group=group,
    )
