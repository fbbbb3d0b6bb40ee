"""Grouping rules: which full tools each coarse tool of a toolset variant merges.

Groups are derived from tool metadata only, so a new domain is covered without
editing this module:

- ``domain``: the tool's `Tool.domain`;
- ``object``: the table the tool is about, found by matching the words of its name
  (``add_contact_phone`` -> ``contact_phones``) against the tables it writes (write
  tools) or reads (read tools) in its own domain (`tool_object`);
- ``access``: ``read`` when the tool writes no table, else ``write``;
- ``family``: ``read``, ``create``, ``update`` or ``delete``, from the verb (first
  word of the name, `VERB_FAMILIES`) of a write tool;
- ``chunk``: a group still too big is cut into balanced runs in registration order.

A `GroupingRule` partitions the tools by its ``base`` levels, then splits any group
larger than ``max_size`` by the next of its ``split`` levels, recursively. Groups
smaller than ``min_size`` stay as the original tools. Tools with different
visibilities are never merged, so a coarse tool is visible to exactly the roles of
its actions. The rules work on one domain at a time: the toolset of a subset of
domains is the restriction of the toolset of every domain.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

from mmtoolbench.core.tools import Tool
from mmtoolbench.sandbox.world.schema import Table

Level = Literal["domain", "object", "access", "family", "chunk"]
Family = Literal["read", "create", "update", "delete"]

#: Verbs (first word of a tool name) of write tools that create or remove things;
#: every other write verb counts as ``update``.
# fmt: off
VERB_FAMILIES: Mapping[str, Family] = MappingProxyType(
    {
        **dict.fromkeys(
            (
                "add", "create", "new", "send", "schedule", "place", "save", "forward",
                "reply", "book", "import", "upload", "duplicate", "copy", "post", "invite",
                "request", "make", "log", "share", "call", "buy", "order", "checkout",
                "purchase", "record", "capture", "take", "download", "compose", "draft",
                "insert", "append", "clone", "submit", "register", "subscribe", "generate",
                "pay", "transfer", "split", "settle", "enroll", "attach", "join", "reserve",
            ),
            "create",
        ),
        **dict.fromkeys(
            (
                "delete", "remove", "clear", "cancel", "unsend", "empty", "discard", "erase",
                "purge", "trash", "decline", "reject", "unsubscribe", "leave", "dismiss",
                "detach", "revoke", "drop", "void", "refund", "return", "withdraw",
                "uninstall", "unenroll",
            ),
            "delete",
        ),
    }
)
# fmt: on
"""Toggles (pin/unpin, mute/unmute, block/unblock...) are updates, so both halves of
a pair land in the same group."""


@dataclass(frozen=True)
class GroupingRule:
    """How one toolset variant groups the full tools.

    Attributes:
        base: Levels every group is keyed by (after visibility).
        split: Levels used, in order, to split a group larger than ``max_size``.
        max_size: Largest group kept whole (a bigger one is split further).
        min_size: Smallest group merged into a coarse tool; smaller groups stay as
            the original tools.
    """

    base: tuple[Level, ...]
    split: tuple[Level, ...]
    max_size: int
    min_size: int = 2


#: The grouping rule of each coarse variant. Tuned so that, over the full registry
#: (~500 tools in 16+ domains), medium has ~0.54x, compact ~0.32x the full count and
#: mini ~30 mega-tools, as in the paper (511 / 276 / 165 / 30).
RULES: Mapping[str, GroupingRule] = MappingProxyType(
    {
        "medium": GroupingRule(base=("domain", "object", "family"), split=("chunk",), max_size=3),
        "compact": GroupingRule(
            base=("domain", "object", "access"), split=("family", "chunk"), max_size=7
        ),
        "mini": GroupingRule(base=("domain",), split=("access", "chunk"), max_size=35),
    }
)

GENERAL_OBJECT = "general"


def singular(word: str) -> str:
    """Crude English singular of one lower-case word (``batteries`` -> ``battery``)."""
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("sses", "shes", "ches", "xes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _words(name: str) -> list[str]:
    return [singular(w) for w in name.lower().split("_") if w]


def tool_object(t: Tool, tables: Mapping[str, Table]) -> str:
    """The table a tool is about, or `GENERAL_OBJECT` for a tool that touches none.

    Candidates are the tables of the tool's own domain that it writes (for a write
    tool) or reads; failing those, every table it reads or writes. The candidate
    sharing the most words with the tool name wins (fewer extra words break ties,
    then the order of ``writes`` / ``reads``); with no shared word, the first one.

    Args:
        t: The tool.
        tables: Every known table by name.
    """
    name_words = set(_words(t.name)[1:]) or set(_words(t.name))
    own = [n for n in t.writes if n in tables and tables[n].domain == t.domain]
    if not own:
        own = [n for n in t.reads if n in tables and tables[n].domain == t.domain]
    candidates = own or [n for n in dict.fromkeys((*t.writes, *t.reads)) if n in tables]
    if not candidates:
        return GENERAL_OBJECT
    best, best_score = candidates[0], 0.0
    for rank, table in enumerate(candidates):
        words = _words(table)
        entity_words = set(_words(tables[table].entity.replace(" ", "_")))
        shared = len(name_words & set(words))
        score = shared + 0.5 * len(name_words & entity_words - set(words))
        score -= 0.01 * (len(words) - shared) + 0.0001 * rank
        if score > best_score:
            best, best_score = table, score
    return best


def tool_access(t: Tool) -> Literal["read", "write"]:
    """``read`` when the tool writes no table, else ``write``."""
    return "write" if t.writes else "read"


def tool_family(t: Tool) -> Family:
    """``read`` for read tools; ``create`` / ``update`` / ``delete`` for write tools."""
    if not t.writes:
        return "read"
    return VERB_FAMILIES.get(t.name.split("_", 1)[0], "update")


@dataclass(frozen=True)
class ToolGroup:
    """Full tools merged into one coarse tool.

    Attributes:
        key: The level values that define the group, e.g.
            ``(("domain", "phone"), ("object", "voicemails"), ("access", "read"))``.
        tools: The merged tools, in registration order.
    """

    key: tuple[tuple[str, str], ...]
    tools: tuple[Tool, ...]

    def value(self, level: str) -> str | None:
        """The group's value for a level, or None if it is not keyed by it."""
        return next((v for k, v in self.key if k == level), None)

    @property
    def domain(self) -> str:
        """The domain of every tool in the group."""
        return self.tools[0].domain


def _level_values(tables: Mapping[str, Table]) -> Mapping[str, Callable[[Tool], str]]:
    return {
        "domain": lambda t: t.domain,
        "object": lambda t: tool_object(t, tables),
        "access": tool_access,
        "family": tool_family,
    }


def _chunks(tools: Sequence[Tool], max_size: int) -> list[list[Tool]]:
    n = math.ceil(len(tools) / max_size)
    size, extra = divmod(len(tools), n)
    out, start = [], 0
    for i in range(n):
        end = start + size + (1 if i < extra else 0)
        out.append(list(tools[start:end]))
        start = end
    return out


def group_tools(
    tools: Iterable[Tool], rule: GroupingRule, tables: Mapping[str, Table]
) -> list[ToolGroup]:
    """Partition tools into groups according to a rule.

    Args:
        tools: Full tools, in registration order.
        rule: The variant's rule.
        tables: Every known table by name (for the ``object`` level).

    Returns:
        Groups in the registration order of their first tool; every tool is in
        exactly one group (groups of one tool included).
    """
    values = _level_values(tables)
    items_in_order = list(tools)
    position = {id(t): i for i, t in enumerate(items_in_order)}

    def partition(
        items: Sequence[Tool], levels: Sequence[Level], prefix: tuple[tuple[str, str], ...]
    ) -> dict[tuple[tuple[str, str], ...], list[Tool]]:
        out: dict[tuple[tuple[str, str], ...], list[Tool]] = {}
        for t in items:
            key = prefix + tuple((lv, values[lv](t)) for lv in levels)
            out.setdefault(key, []).append(t)
        return out

    def refine(
        key: tuple[tuple[str, str], ...], items: list[Tool], split: Sequence[Level]
    ) -> list[ToolGroup]:
        if len(items) <= rule.max_size or not split:
            return [ToolGroup(key, tuple(items))]
        level, rest = split[0], split[1:]
        if level == "chunk":
            return [
                ToolGroup((*key, ("chunk", str(i + 1))), tuple(part))
                for i, part in enumerate(_chunks(items, rule.max_size))
            ]
        parts = partition(items, (level,), key)
        if len(parts) == 1:
            return refine(key, items, rest)
        return [g for k, part in parts.items() for g in refine(k, part, rest)]

    by_visibility: dict[frozenset[str], list[Tool]] = {}
    for t in items_in_order:
        by_visibility.setdefault(t.visibility, []).append(t)
    groups: list[ToolGroup] = []
    for visibility, members in by_visibility.items():
        vis = (("visibility", ",".join(sorted(visibility))),)
        for key, items in partition(members, rule.base, vis).items():
            groups.extend(refine(key, items, rule.split))
    return sorted(groups, key=lambda g: position[id(g.tools[0])])
