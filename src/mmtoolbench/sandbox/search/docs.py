"""What the rankers index about each tool: `ToolDoc`, built from a registry, and the
hand-written natural requests per tool (document expansion, ``data/sandbox/tool_expansions``).

A `ToolDoc` holds only plain data (no callables), so an index built from it can be cached
on disk and loaded without importing the tool modules (`mmtoolbench.sandbox.search.cache`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib import resources
from typing import TYPE_CHECKING, Any

from mmtoolbench.sandbox.search.text import DOMAIN_TERMS

if TYPE_CHECKING:
    from mmtoolbench.core.tools import Tool

EXPANSIONS_DIR = "data/sandbox/tool_expansions"

_IDENTIFIER = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")


class ExpansionError(ValueError):
    """A tool-expansion file has a line that is not ``tool_name: request | request``."""


@dataclass(frozen=True)
class ToolDoc:
    """The searchable text of one tool.

    Attributes:
        name: Tool name.
        domain: Its domain.
        summary: One line saying what it does (what ``search_tools`` shows).
        first_paragraph: First paragraph of the description, mentions of other tools
            removed.
        document: Name, domain, domain vocabulary, whole description, parameter names
            and descriptions (mentions of other tools removed).
        requests: Natural requests a user or agent would make for it (document
            expansion); for a coarse tool, those of every action it holds.
    """

    name: str
    domain: str
    summary: str
    first_paragraph: str
    document: str
    requests: tuple[str, ...] = ()


def summary_text(description: str, limit: int = 160) -> str:
    """The first sentence-ish line of a description, at most ``limit`` characters."""
    first = " ".join(description.strip().split("\n\n", 1)[0].split())
    return first if len(first) <= limit else first[: limit - 1].rstrip() + "…"


def parse_expansions(text: str, source: str = "<text>") -> dict[str, tuple[str, ...]]:
    """Parse one expansion file: ``tool_name: request | request | ...`` per line.

    Blank lines and lines starting with ``#`` are skipped.

    Raises:
        ExpansionError: For a line without a tool name, without requests, or naming a
            tool twice (the message gives the file and line number).
    """
    out: dict[str, tuple[str, ...]] = {}
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        name, sep, rest = line.partition(":")
        name = name.strip()
        requests = tuple(r.strip() for r in rest.split("|") if r.strip())
        if not sep or not re.fullmatch(r"[a-z][a-z0-9_]*", name) or not requests:
            raise ExpansionError(
                f"{source}:{lineno}: expected 'tool_name: request | request | ...', got {raw!r}"
            )
        if name in out:
            raise ExpansionError(f"{source}:{lineno}: tool `{name}` is listed twice")
        out[name] = requests
    return out


def load_expansions() -> dict[str, tuple[str, ...]]:
    """The bundled natural requests of every tool (all ``tool_expansions/*.txt`` files)."""
    folder = resources.files("mmtoolbench").joinpath(*EXPANSIONS_DIR.split("/"))
    out: dict[str, tuple[str, ...]] = {}
    for entry in sorted(folder.iterdir(), key=lambda p: p.name):
        if entry.name.endswith(".txt"):
            for name, requests in parse_expansions(entry.read_text(), entry.name).items():
                if name in out:
                    raise ExpansionError(f"{entry.name}: tool `{name}` is listed in two files")
                out[name] = requests
    return out


def _strip_mentions(text: str, own: str, names: set[str]) -> str:
    return _IDENTIFIER.sub(
        lambda m: " " if m.group(0) in names and m.group(0) != own else m.group(0), text
    )


def tool_doc(
    t: Tool, names: set[str], expansions: Mapping[str, tuple[str, ...]] | None = None
) -> ToolDoc:
    """The `ToolDoc` of one tool.

    Args:
        t: The tool.
        names: Names of every tool of its registry (mentions of them are removed).
        expansions: Natural requests per full tool name; a coarse tool (with
            ``actions``) gets those of its actions.
    """
    expansions = expansions or {}
    description = t.description
    parts = [t.name, t.domain, DOMAIN_TERMS.get(t.domain, ""), description]
    props: Mapping[str, Any] = t.parameters.get("properties", {})
    for pname, pschema in props.items():
        parts.append(pname)
        if isinstance(pschema, Mapping):
            parts.append(str(pschema.get("description", "")))
    actions: Iterable[str] = getattr(t, "actions", None) or (t.name,)
    requests = tuple(r for a in actions for r in expansions.get(a, ()))
    return ToolDoc(
        name=t.name,
        domain=t.domain,
        summary=summary_text(description),
        first_paragraph=_strip_mentions(description.strip().split("\n\n", 1)[0], t.name, names),
        document=_strip_mentions("\n".join(parts), t.name, names),
        requests=requests,
    )


def tool_docs(
    tools: Iterable[Tool], expansions: Mapping[str, tuple[str, ...]] | None = None
) -> list[ToolDoc]:
    """The `ToolDoc` of every tool, in order (expansions default to the bundled ones)."""
    tools = list(tools)
    names = {t.name for t in tools}
    expansions = load_expansions() if expansions is None else expansions
    return [tool_doc(t, names, expansions) for t in tools]
