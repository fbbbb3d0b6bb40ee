"""What generation prompts show of the sandbox: domains, tools and table schemas.

`SandboxCatalog` is built once per pipeline (building the 500-tool registry takes a
moment) and answers "which domains and tools exist" for the stage validators, and renders
the tool catalogue (stage 1), tool signatures (stages 3-5) and table schemas (stage 5).
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from mmtoolbench.core.tools import ToolRegistry
from mmtoolbench.sandbox.discovery import python_signature, summary_line
from mmtoolbench.sandbox.domains import (
    all_domain_modules,
    build_tool_registry,
    domain_name,
    tables_for,
)
from mmtoolbench.sandbox.scenario import BOOKKEEPING_FILL

__all__ = ["EXCLUDED_DOMAINS", "SandboxCatalog", "close_matches"]

EXCLUDED_DOMAINS: frozenset[str] = frozenset({"ui"})
"""Domains generation never targets (UI mode has its own scenarios)."""


def close_matches(name: str, names: Iterable[str]) -> str:
    """``; did you mean a, b?`` for names close to ``name`` (empty if none)."""
    found = difflib.get_close_matches(name, list(names), n=3, cutoff=0.6)
    return f"; did you mean {', '.join(found)}?" if found else ""


@dataclass
class SandboxCatalog:
    """The sandbox's domains, tools and tables, for prompts and validators."""

    registry: ToolRegistry = field(default_factory=lambda: build_tool_registry(None))

    @property
    def domains(self) -> list[str]:
        """Domains generation may use, in order."""
        names = [domain_name(m) for m in all_domain_modules()]
        return [n for n in names if n not in EXCLUDED_DOMAINS]

    def domain_tools(self, domain: str) -> list[str]:
        """Agent-visible tool names of one domain."""
        return [t.name for t in self.registry if t.domain == domain and "agent" in t.visibility]

    def tool_names(self, domains: Iterable[str] | None = None) -> set[str]:
        """Agent-visible tools of ``domains`` (all when None)."""
        wanted = set(domains) if domains is not None else None
        return {
            t.name
            for t in self.registry
            if "agent" in t.visibility and (wanted is None or t.domain in wanted)
        }

    def tool_problems(self, tools: Sequence[str], where: str) -> list[str]:
        """``where[i]: unknown tool 'x'; did you mean ...`` for each unknown tool."""
        known = self.tool_names()
        return [
            f"{where}[{i}]: unknown tool {name!r}{close_matches(name, known)}"
            for i, name in enumerate(tools)
            if name not in known
        ]

    def domain_problems(self, domains: Sequence[str], where: str) -> list[str]:
        """``where[i]: unknown domain 'x'`` for each unknown domain."""
        known = self.domains
        return [
            f"{where}[{i}]: unknown domain {name!r}{close_matches(name, known)}; "
            f"domains: {', '.join(known)}"
            for i, name in enumerate(domains)
            if name not in known
        ]

    def tool_domains(self, tools: Iterable[str]) -> list[str]:
        """The domains of known tools, in catalogue order."""
        found = {self.registry.get(t).domain for t in tools if t in self.registry}
        return [d for d in self.domains if d in found]

    def catalogue_text(self) -> str:
        """Every domain with its description and tool names (stage 1's catalogue)."""
        lines = []
        modules = {domain_name(m): m for m in all_domain_modules()}
        for name in self.domains:
            doc = (modules[name].__doc__ or "").strip().splitlines()
            lines.append(f"### {name}: {doc[0] if doc else ''}")
            lines.append(", ".join(sorted(self.domain_tools(name))))
        return "\n".join(lines)

    def tools_text(self, tools: Iterable[str]) -> str:
        """Signatures and one-line descriptions of ``tools`` (unknown ones skipped)."""
        out = []
        for name in dict.fromkeys(tools):
            if name in self.registry:
                t = self.registry.get(name)
                out.append(f"- {python_signature(t)}: {summary_line(t)}")
        return "\n".join(out)

    def tables_text(self, domains: Iterable[str]) -> str:
        """The world tables of ``domains``: columns, types, keys, references, choices."""
        lines = []
        for table in tables_for(list(domains)):
            if table.name == "owner":
                continue
            lines.append(
                f"### {table.name}" + (f": {table.description}" if table.description else "")
            )
            for c in table.columns:
                bits: list[str] = [c.type]
                if c.primary_key:
                    bits.append(
                        "primary key" + (f", prefix {table.id_prefix}_" if table.id_prefix else "")
                    )
                if c.name in BOOKKEEPING_FILL and c.type == "DATETIME":
                    bits.append("filled automatically when omitted")
                elif c.not_null and not c.primary_key and c.default is None:
                    bits.append("required")
                if c.references:
                    bits.append(f"-> {c.references}")
                if c.choices:
                    bits.append("one of " + "|".join(c.choices))
                desc = f" - {c.description}" if c.description else ""
                lines.append(f"- {c.name} ({', '.join(bits)}){desc}")
        return "\n".join(lines)
