"""How a UI event (the user's input on a shown screen) is written into the agent's input.

The environment forwards each `ui_interactions` row to the agent as one text line,
``[UI event] {json}``, in the next message the agent receives (with whatever the user
wrote). `parse_events` reads them back (the oracle uses it; judges read the text).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

PREFIX = "[UI event] "


def format_event(event: Mapping[str, Any]) -> str:
    """The line that carries ``event`` to the agent."""
    return PREFIX + json.dumps(dict(event), ensure_ascii=False, sort_keys=True)


def parse_events(texts: Iterable[str]) -> list[dict[str, Any]]:
    """Every UI event in ``texts`` (lines that start with the prefix), in order."""
    out: list[dict[str, Any]] = []
    for text in texts:
        for line in text.splitlines():
            if line.startswith(PREFIX):
                try:
                    value = json.loads(line[len(PREFIX) :])
                except json.JSONDecodeError:
                    continue
                if isinstance(value, dict):
                    out.append(value)
    return out
