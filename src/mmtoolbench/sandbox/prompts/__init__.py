"""Prompts of sandbox episodes (package data, one file per role).

* ``agent_system.md``: the one agent system prompt, shared by every model. Sections
  are marked ``<!-- section: NAME -->``: ``common`` always, then ``tool-use`` or
  ``code-exec`` for the execution mode. Placeholders: ``{{owner_name}}``,
  ``{{owner_first_name}}``, ``{{apps}}``, ``{{now}}``, ``{{tools}}``.
* ``user_simulator.md``: the user simulator's hidden instruction. Placeholders:
  ``{{user_name}}``, ``{{persona}}``, ``{{style}}``, ``{{now}}``, ``{{rounds}}``,
  ``{{images}}``, ``{{challenge}}``.

`render` fills placeholders and refuses to leave any unfilled, so a renamed
placeholder fails loudly instead of reaching a model.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from importlib import resources
from typing import Final

__all__ = ["PROMPT_NAMES", "load_prompt", "prompt_section", "render"]

PROMPT_NAMES: Final[tuple[str, ...]] = ("agent_system", "user_simulator")
"""Names accepted by `load_prompt` (file names without ``.md``)."""

_SECTION = re.compile(r"^<!-- section: ([a-z-]+) -->[ \t]*$", re.MULTILINE)
_PLACEHOLDER = re.compile(r"\{\{([a-z_]+)\}\}")


def load_prompt(name: str) -> str:
    """Read one prompt file.

    Args:
        name: One of `PROMPT_NAMES` (a trailing ``.md`` is accepted).

    Raises:
        ValueError: If ``name`` is not a known prompt.
    """
    stem = name.removesuffix(".md")
    if stem not in PROMPT_NAMES:
        raise ValueError(f"unknown prompt {name!r}; expected one of: {', '.join(PROMPT_NAMES)}")
    return resources.files(__name__).joinpath(f"{stem}.md").read_text(encoding="utf-8")


def prompt_section(name: str, section: str) -> str:
    """One ``<!-- section: NAME -->`` part of a prompt file (without the marker).

    Raises:
        ValueError: If the file has no such section.
    """
    parts = _SECTION.split(load_prompt(name))
    sections = {parts[i]: parts[i + 1] for i in range(1, len(parts) - 1, 2)}
    if section not in sections:
        raise ValueError(f"prompt {name!r} has no section {section!r}; has: {', '.join(sections)}")
    return sections[section].strip("\n")


def render(template: str, values: Mapping[str, str]) -> str:
    """Fill ``{{name}}`` placeholders.

    Raises:
        ValueError: If a placeholder has no value.
    """
    missing = sorted({m.group(1) for m in _PLACEHOLDER.finditer(template)} - set(values))
    if missing:
        raise ValueError(f"no value for prompt placeholder(s): {', '.join(missing)}")
    return _PLACEHOLDER.sub(lambda m: values[m.group(1)], template)
