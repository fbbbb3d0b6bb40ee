"""Judge prompt templates: ``{{NAME}}`` placeholders, the quoted-data rule, compact schemas."""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping
from importlib import resources
from typing import Any

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.judging.quoting import UNTRUSTED_DATA_RULE

__all__ = ["RULE_PLACEHOLDER", "compact_schema", "load_prompt", "prompt_sha256", "render_prompt"]

RULE_PLACEHOLDER = "UNTRUSTED_DATA_RULE"
_PLACEHOLDER = re.compile(r"\{\{([A-Z_]+)\}\}")


def render_prompt(template: str, values: Mapping[str, str], name: str) -> str:
    """Fill ``{{NAME}}`` placeholders; every judge prompt must state the quoted-data rule.

    ``{{UNTRUSTED_DATA_RULE}}`` is always available (`UNTRUSTED_DATA_RULE`) and required.

    Args:
        template: The prompt text.
        values: Placeholder values (without the rule).
        name: The prompt's name, for error messages.

    Raises:
        ConfigError: If the template uses an unknown placeholder or lacks the rule.
    """
    filled = {**values, RULE_PLACEHOLDER: UNTRUSTED_DATA_RULE}
    used = set(_PLACEHOLDER.findall(template))
    missing = used - set(filled)
    if missing:
        raise ConfigError(f"prompt {name} uses unknown placeholders {sorted(missing)}")
    if RULE_PLACEHOLDER not in used:
        raise ConfigError(
            f"prompt {name} must state the quoted-data rule ({{{{{RULE_PLACEHOLDER}}}}})"
        )
    return _PLACEHOLDER.sub(lambda match: filled[match.group(1)], template)


def load_prompt(package: str, filename: str, values: Mapping[str, str]) -> str:
    """Read a prompt file shipped in ``package``'s ``prompts/`` folder and render it.

    Args:
        package: Dotted package holding a ``prompts`` folder.
        filename: File name in that folder.
        values: Placeholder values.

    Raises:
        ConfigError: See `render_prompt`.
    """
    template = resources.files(package).joinpath("prompts", filename).read_text(encoding="utf-8")
    return render_prompt(template, values, filename)


def prompt_sha256(text: str) -> str:
    """Hash of a rendered prompt (identifies the rubric version in stored verdicts)."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def compact_schema(node: Any, *, names: bool = False) -> Any:
    """Drop titles and model docstrings from a JSON Schema (field descriptions stay).

    Args:
        node: A JSON Schema (or part of one).
        names: True for mappings whose keys are property or definition names.
    """
    if isinstance(node, dict):
        out: dict[str, Any] = {}
        for key, value in node.items():
            if not names and (key == "title" or (key == "description" and "properties" in node)):
                continue
            out[key] = compact_schema(value, names=not names and key in ("properties", "$defs"))
        return out
    if isinstance(node, list):
        return [compact_schema(item) for item in node]
    return node
