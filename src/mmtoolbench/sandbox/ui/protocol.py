"""The A2UI protocol as the official Python SDK (``a2ui-agent-sdk``) defines it.

A *screen* is a list of A2UI server-to-client messages for one surface. Two protocol
versions are accepted:

* **v0.8** (what the A2UI reference implementation speaks): ``surfaceUpdate``,
  ``dataModelUpdate``, ``beginRendering``, ``deleteSurface``; messages carry no
  ``version``. Components come from the v0.8 **standard catalog**
  (``https://a2ui.org/specification/v0_8/standard_catalog_definition.json``, which the
  SDK calls its v0.8 basic catalog).
* **v0.9** (current): ``createSurface``, ``updateComponents``, ``updateDataModel``,
  ``deleteSurface``; every message states ``"version": "v0.9"``. Components come from
  the v0.9 **basic catalog** (``https://a2ui.org/specification/v0_9/catalogs/basic/
  catalog.json``).

The agent is offered the **v0.9 basic catalog** by default (the documentation tools
describe it); v0.8 screens are accepted too, checked against the v0.8 standard catalog.

`validate_screen` runs the SDK's `validate_payload` (schema of every message and
component, catalog membership, dangling child ids, reachability from the root, the
version rule) and adds the checks a renderer needs that the SDK leaves out: every data
binding must be a well-formed JSON Pointer, and a display-only binding outside a list
template must point at a value the screen's data model defines. Each problem names the
message, the component and the field.
"""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

ProtocolName = Literal["v0.8", "v0.9"]
PROTOCOLS: tuple[ProtocolName, ...] = ("v0.8", "v0.9")
#: The protocol version whose catalog the UI tools offer to the agent.
DEFAULT_PROTOCOL: ProtocolName = "v0.9"

_V08_TYPES = ("surfaceUpdate", "dataModelUpdate", "beginRendering", "deleteSurface")
_V09_TYPES = ("createSurface", "updateComponents", "updateDataModel", "deleteSurface")
MAX_MESSAGES = 50
MAX_COMPONENTS = 400

# Component properties that only display a bound value (an input's binding may point at a
# value the user creates by typing, so those are not required to exist).
_DISPLAY_FIELDS = {
    "Text": ("text",),
    "Image": ("url",),
    "Icon": ("name",),
    "Video": ("url",),
    "AudioPlayer": ("url", "description"),
}
_POINTER = re.compile(r"^(/([^~/]|~[01])*)*$")
_RELATIVE = re.compile(r"^([^~/]|~[01])+(/([^~/]|~[01])*)*$")


@dataclass(frozen=True)
class UiProblem:
    """One reason a screen is invalid.

    Attributes:
        message: Index of the message in the screen (None: the screen as a whole).
        component: Id of the component at fault, if any.
        field: Dotted path of the field at fault, e.g. ``children.explicitList[2]``.
        text: What is wrong, for a model or a person to read.
    """

    text: str
    message: int | None = None
    component: str | None = None
    field: str | None = None

    def describe(self) -> str:
        """One line naming where the problem is and what it is."""
        where = []
        if self.message is not None:
            where.append(f"message {self.message}")
        if self.component:
            where.append(f"component {self.component!r}")
        if self.field:
            where.append(f"field {self.field!r}")
        return (", ".join(where) + ": " if where else "") + self.text


class UiScreenError(Exception):
    """A screen that fails validation; ``problems`` lists every problem found."""

    def __init__(self, problems: Sequence[UiProblem]) -> None:
        self.problems = list(problems)
        lines = [p.describe() for p in self.problems]
        super().__init__(
            "invalid A2UI screen (nothing was rendered or changed):\n- " + "\n- ".join(lines)
        )


def load_screen_file(path: Path) -> list[dict[str, Any]]:
    """Messages of an A2UI file: a JSON list of messages or ``{"messages": [...]}``.

    Raises:
        UiScreenError: If the file is not JSON or has no message list.
    """
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise UiScreenError([UiProblem(f"cannot read {path}: {exc}")]) from exc
    except json.JSONDecodeError as exc:
        raise UiScreenError([UiProblem(f"{path} is not valid JSON: {exc}")]) from exc
    return coerce_messages(data)


def coerce_messages(data: Any) -> list[dict[str, Any]]:
    """The message list of a screen given as a list, a wrapper object or a JSON string.

    Raises:
        UiScreenError: If ``data`` holds no list of JSON objects.
    """
    if isinstance(data, str):
        try:
            data = json.loads(data)
        except json.JSONDecodeError as exc:
            raise UiScreenError([UiProblem(f"the screen is not valid JSON: {exc}")]) from exc
    if isinstance(data, Mapping) and isinstance(data.get("messages"), list):
        data = data["messages"]
    elif isinstance(data, Mapping):
        data = [data]
    if not isinstance(data, list) or not data:
        raise UiScreenError([UiProblem("a screen is a non-empty JSON list of A2UI messages")])
    if len(data) > MAX_MESSAGES:
        raise UiScreenError([UiProblem(f"a screen has at most {MAX_MESSAGES} messages")])
    bad = [i for i, m in enumerate(data) if not isinstance(m, Mapping)]
    if bad:
        raise UiScreenError([UiProblem("is not a JSON object", message=i) for i in bad])
    return [dict(m) for m in data]


def detect_protocol(messages: Sequence[Mapping[str, Any]]) -> ProtocolName:
    """The protocol a screen speaks: v0.9 if any message states a version, else v0.8.

    Raises:
        UiScreenError: For a version other than v0.9 / v0.9.1, or a mix of versions.
    """
    stated = {m.get("version") for m in messages if "version" in m}
    if not stated:
        return "v0.8"
    unknown = stated - {"v0.9", "v0.9.1"}
    if unknown:
        version = sorted(map(str, unknown))[0]
        index = next(i for i, m in enumerate(messages) if str(m.get("version")) == version)
        raise UiScreenError(
            [
                UiProblem(
                    f"unsupported protocol version {version!r}: use 'v0.9' (every message "
                    "states it) or v0.8 (no 'version' key at all)",
                    message=index,
                    field="version",
                )
            ]
        )
    return "v0.9"


@functools.cache
def catalog(protocol: ProtocolName) -> Any:
    """The SDK's catalog for ``protocol`` (v0.8 standard catalog, v0.9 basic catalog)."""
    from a2ui.core.basic_catalog import BasicCatalog

    return BasicCatalog(protocol)


MINIMAL_V08_CATALOG = Path(__file__).resolve().parent / "catalogs" / "v0_8_minimal_catalog.json"
MINIMAL_V08_CATALOG_ID = "https://a2ui.org/specification/v0_8/catalogs/minimal/minimal_catalog.json"


@functools.cache
def extra_catalogs(protocol: ProtocolName) -> tuple[Any, ...]:
    """Further catalogs a screen of ``protocol`` may name (v0.8: the spec's minimal one)."""
    if protocol != "v0.8":
        return ()
    from a2ui.processor.catalog_providers import FileSystemCatalogProvider

    provider = FileSystemCatalogProvider(
        str(MINIMAL_V08_CATALOG), protocol_version="0.8", catalog_id=MINIMAL_V08_CATALOG_ID
    )
    return (provider.load(),)


def catalog_id(protocol: ProtocolName) -> str:
    """The catalog id a screen of ``protocol`` uses."""
    return str(catalog(protocol).catalog_id)


def component_names(protocol: ProtocolName) -> list[str]:
    """Names of the catalog's components, sorted."""
    return sorted(str(name) for name in catalog(protocol).components)


def validate_screen(
    messages: Sequence[Mapping[str, Any]], more_catalogs: Sequence[Any] = ()
) -> ProtocolName:
    """Check a screen with the official SDK plus the data-binding checks.

    Args:
        messages: The screen's messages.
        more_catalogs: More SDK catalogs of the same protocol (the v0.8 minimal catalog
            of the specification's examples is always available).

    Returns:
        The protocol the screen speaks.

    Raises:
        UiScreenError: With every problem found (the SDK stops at its first).
    """
    from a2ui.core import A2uiError
    from a2ui.utils import validate_payload

    screen: list[dict[str, Any]] = [dict(m) for m in messages]
    protocol = detect_protocol(screen)
    problems: list[UiProblem] = []
    shape = list(_shape_problems(screen, protocol))
    if shape:
        raise UiScreenError(shape)
    try:
        validate_payload([catalog(protocol), *extra_catalogs(protocol), *more_catalogs], screen)
    except A2uiError as exc:
        problems.extend(_sdk_problems(exc, screen))
    problems.extend(_binding_problems(screen, protocol))
    if problems:
        raise UiScreenError(_dedupe(problems))
    return protocol


def _dedupe(problems: list[UiProblem]) -> list[UiProblem]:
    seen: set[str] = set()
    out = []
    for p in problems:
        key = p.describe()
        if key not in seen:
            seen.add(key)
            out.append(p)
    return out


def _kind(message: Mapping[str, Any], protocol: ProtocolName) -> str | None:
    names = _V08_TYPES if protocol == "v0.8" else _V09_TYPES
    found = [k for k in names if k in message]
    return found[0] if len(found) == 1 else None


def _shape_problems(messages: list[dict[str, Any]], protocol: ProtocolName) -> Iterator[UiProblem]:
    names = _V08_TYPES if protocol == "v0.8" else _V09_TYPES
    other = _V09_TYPES if protocol == "v0.8" else _V08_TYPES
    creates = False
    count = 0
    for i, m in enumerate(messages):
        kinds = [k for k in names if k in m]
        if len(kinds) != 1:
            wrong = [k for k in other if k in m and k not in names]
            rule = (
                'v0.9 messages state "version": "v0.9"'
                if protocol == "v0.8"
                else "v0.8 messages have no version"
            )
            hint = f"; {', '.join(wrong)} belongs to the other protocol ({rule})" if wrong else ""
            yield UiProblem(
                f"a {protocol} message holds exactly one of {', '.join(names)}{hint}", message=i
            )
            continue
        kind = kinds[0]
        creates = creates or kind in ("beginRendering", "createSurface")
        body = m[kind]
        if isinstance(body, Mapping) and isinstance(body.get("components"), list):
            count += len(body["components"])
    if not creates:
        starter = "beginRendering" if protocol == "v0.8" else "createSurface"
        yield UiProblem(f"the screen never starts a surface: add a {starter} message")
    if count > MAX_COMPONENTS:
        yield UiProblem(f"a screen has at most {MAX_COMPONENTS} components (it has {count})")


_COMPONENT_IN_TEXT = re.compile(r"[Cc]omponent '([^']+)'")
_PATH_COMPONENT = re.compile(r"^components\.([^.]+)\.?(.*)$")


def _sdk_problems(exc: Exception, messages: list[dict[str, Any]]) -> list[UiProblem]:
    details = list(getattr(exc, "details", None) or [])
    text = str(exc)
    if not details:
        component = None
        field = None
        m = re.search(r"Component '([^']+)' references non-existent component '([^']+)'", text)
        if m:
            component = m.group(1)
            f = re.search(r"in field '([^']+)'", text)
            field = f.group(1) if f else None
        return [
            UiProblem(
                text, message=_message_of(messages, component), component=component, field=field
            )
        ]
    out = []
    for d in details:
        path = str(getattr(d, "path", "") or "")
        m = _PATH_COMPONENT.match(path)
        component = m.group(1) if m else None
        field = (m.group(2) or None) if m else (path or None)
        out.append(
            UiProblem(
                str(getattr(d, "message", "")),
                message=_message_of(messages, component),
                component=component,
                field=field,
            )
        )
    return out


def _message_of(messages: list[dict[str, Any]], component: str | None) -> int | None:
    if component is None:
        return None
    for i, m in enumerate(messages):
        for body in m.values():
            if isinstance(body, Mapping):
                for c in body.get("components") or []:
                    if isinstance(c, Mapping) and c.get("id") == component:
                        return i
    return None


# ------------------------------------------------------------------ components and data


@dataclass(frozen=True)
class ComponentView:
    """A component of a screen, protocol-neutral: id, type and properties."""

    id: str
    type: str
    props: Mapping[str, Any]
    message: int


def components(messages: Sequence[Mapping[str, Any]]) -> list[ComponentView]:
    """Every component a screen defines, in message order (later definitions win)."""
    found: dict[str, ComponentView] = {}
    for i, m in enumerate(messages):
        for key in ("surfaceUpdate", "updateComponents"):
            body = m.get(key)
            if not isinstance(body, Mapping):
                continue
            for c in body.get("components") or []:
                if not isinstance(c, Mapping) or not isinstance(c.get("id"), str):
                    continue
                comp = c.get("component")
                if isinstance(comp, Mapping) and len(comp) == 1:  # v0.8: {"Text": {...}}
                    ((ctype, props),) = comp.items()
                    found[c["id"]] = ComponentView(c["id"], str(ctype), dict(props or {}), i)
                elif isinstance(comp, str):  # v0.9: {"component": "Text", ...}
                    props = {k: v for k, v in c.items() if k not in ("id", "component")}
                    found[c["id"]] = ComponentView(c["id"], comp, props, i)
    return list(found.values())


def _v08_value(entry: Mapping[str, Any]) -> Any:
    text = entry.get("valueString")
    if isinstance(text, str) and text.strip()[:1] + text.strip()[-1:] in ("{}", "[]"):
        try:  # the v0.8 processor parses JSON-looking strings the same way
            return json.loads(text)
        except json.JSONDecodeError:
            return text
    for key in ("valueString", "valueNumber", "valueBoolean"):
        if key in entry:
            return entry[key]
    if "valueMap" in entry:
        return {e.get("key"): _v08_value(e) for e in entry["valueMap"] if isinstance(e, Mapping)}
    return None


def _set_path(model: dict[str, Any], path: str, value: Any) -> None:
    parts = [p.replace("~1", "/").replace("~0", "~") for p in path.strip("/").split("/") if p]
    if not parts:
        if isinstance(value, Mapping):
            model.clear()
            model.update(value)
        return
    node: Any = model
    for p in parts[:-1]:
        if isinstance(node, list) and p.isdigit() and int(p) < len(node):
            node = node[int(p)]
            continue
        if not isinstance(node, dict):
            return
        node = node.setdefault(p, {})
    if isinstance(node, dict):
        node[parts[-1]] = value
    elif isinstance(node, list) and parts[-1].isdigit() and int(parts[-1]) < len(node):
        node[int(parts[-1])] = value


def initial_data_model(messages: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The data model the screen's own data messages build (before any user input)."""
    model: dict[str, Any] = {}
    for m in messages:
        if isinstance(m.get("dataModelUpdate"), Mapping):
            body = m["dataModelUpdate"]
            contents = {
                str(e.get("key")): _v08_value(e)
                for e in body.get("contents") or []
                if isinstance(e, Mapping)
            }
            path = str(body.get("path") or "/")
            if path in ("", "/"):
                model.update(contents)
            else:
                _set_path(model, path, contents)
        elif isinstance(m.get("updateDataModel"), Mapping):
            body = m["updateDataModel"]
            _set_path(model, str(body.get("path") or "/"), body.get("value"))
    return model


def lookup(model: Mapping[str, Any], path: str) -> tuple[bool, Any]:
    """``(found, value)`` of a JSON Pointer in a data model."""
    node: Any = model
    for raw in [p for p in path.strip("/").split("/") if p]:
        part = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(node, Mapping) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            return False, None
    return True, node


def _bindings(value: Any, field: str) -> Iterator[tuple[str, str]]:
    """``(field, path)`` of every data binding under a property value."""
    if isinstance(value, Mapping):
        if isinstance(value.get("path"), str) and (
            len(value) == 1
            or set(value)
            <= {"path", "literalString", "literalNumber", "literalBoolean", "literalArray"}
        ):
            yield field, value["path"]
            return
        for k, v in value.items():
            if k in ("call", "functionCall", "args"):
                continue
            yield from _bindings(v, f"{field}.{k}" if field else str(k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from _bindings(v, f"{field}[{i}]")


def _template_children(comps: Sequence[ComponentView]) -> set[str]:
    """Ids of components rendered inside a list template (their paths are relative)."""
    by_id = {c.id: c for c in comps}
    roots: list[str] = []
    for c in comps:
        children = c.props.get("children")
        if isinstance(children, Mapping) and isinstance(children.get("template"), Mapping):
            t = children["template"]
            cid = t.get("componentId")
            if isinstance(cid, str):
                roots.append(cid)
    inside: set[str] = set()
    while roots:
        cid = roots.pop()
        if cid in inside or cid not in by_id:
            continue
        inside.add(cid)
        props = by_id[cid].props
        for key in ("child", "contentChild", "entryPointChild"):
            if isinstance(props.get(key), str):
                roots.append(props[key])
        ch = props.get("children")
        if isinstance(ch, Mapping):
            roots.extend(x for x in ch.get("explicitList") or [] if isinstance(x, str))
        elif isinstance(ch, list):
            roots.extend(x for x in ch if isinstance(x, str))
        for tab in props.get("tabItems") or props.get("tabs") or []:
            if isinstance(tab, Mapping) and isinstance(tab.get("child"), str):
                roots.append(tab["child"])
    return inside


def _binding_problems(
    messages: list[dict[str, Any]], protocol: ProtocolName
) -> Iterator[UiProblem]:
    comps = components(messages)
    model = initial_data_model(messages)
    templated = _template_children(comps)
    for c in comps:
        for field, path in _bindings(c.props, ""):
            if path.startswith("/"):
                if not _POINTER.match(path):
                    yield UiProblem(
                        f"data path {path!r} is not a JSON Pointer ('/a/b', '~1' for '/')",
                        message=c.message,
                        component=c.id,
                        field=field,
                    )
                    continue
                display = field.split(".")[0] in _DISPLAY_FIELDS.get(c.type, ())
                if display and c.id not in templated and not lookup(model, path)[0]:
                    yield UiProblem(
                        f"data path {path!r} is not in the screen's data model; add it with "
                        f"{'dataModelUpdate' if protocol == 'v0.8' else 'updateDataModel'} or "
                        "use a literal",
                        message=c.message,
                        component=c.id,
                        field=field,
                    )
            elif not _RELATIVE.match(path) or " " in path:
                yield UiProblem(
                    f"data path {path!r} is malformed: an absolute path starts with '/' "
                    "('/items/0/name'); a relative one (inside a list template) names a key",
                    message=c.message,
                    component=c.id,
                    field=field,
                )
