"""Find the JSON object in a model reply (code fences and surrounding prose tolerated)."""

from __future__ import annotations

import json
from typing import Any

__all__ = ["JSONExtractionError", "extract_json_object"]


class JSONExtractionError(ValueError):
    """No JSON object could be extracted from a reply.

    Attributes:
        truncated: Whether the reply seems cut off inside a JSON object.
    """

    def __init__(self, message: str, *, truncated: bool = False) -> None:
        super().__init__(message)
        self.truncated = truncated


def _balanced_end(text: str, start: int) -> int | None:
    """Index just past the ``}`` closing the object opened at ``start``, if any."""
    depth = 0
    in_string = False
    escaped = False
    for pos in range(start, len(text)):
        char = text[pos]
        if in_string:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char in "{[":
            depth += 1
        elif char in "}]":
            depth -= 1
            if depth == 0:
                return pos + 1
    return None


def extract_json_object(text: str) -> dict[str, Any]:
    """Extract the first JSON object from a model reply.

    Tolerates code fences and text before or after the object. Candidates are balanced
    ``{...}`` spans (strings and escapes respected), tried left to right; braces inside a
    rejected candidate are not tried on their own, so a nested object is never mistaken
    for the reply.

    Args:
        text: The reply.

    Returns:
        The decoded object.

    Raises:
        JSONExtractionError: If there is no object, an object is cut off (``truncated``),
            or no candidate is valid JSON.
    """
    first_error: str | None = None
    pos = text.find("{")
    if pos == -1:
        raise JSONExtractionError("the reply contains no JSON object")
    while pos != -1:
        end = _balanced_end(text, pos)
        if end is None:
            raise JSONExtractionError(
                f"the JSON object starting at character {pos} is never closed: the reply "
                "seems truncated",
                truncated=True,
            )
        try:
            value = json.loads(text[pos:end])
        except json.JSONDecodeError as exc:
            if first_error is None:
                first_error = f"invalid JSON at character {pos + exc.pos}: {exc.msg}"
        else:
            if isinstance(value, dict):
                return value
        pos = text.find("{", end)
    raise JSONExtractionError(first_error or "the reply contains no JSON object")
