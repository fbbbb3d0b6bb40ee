"""JSON forms of messages and requests as stored: images by reference, never inline."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping, Sequence
from typing import Any

from mmtoolbench.core.messages import (
    GenerateConfig,
    Message,
    ToolCall,
    ToolSpec,
    part_ref,
    tool_result_ref,
)


def tool_call_to_json(call: ToolCall) -> dict[str, Any]:
    """A tool call as stored.

    ``provider_data`` is left out when unset or empty, so calls without it keep the
    stored form (and request hashes) they had before the field existed.
    """
    return call.model_dump(mode="json", exclude=None if call.provider_data else {"provider_data"})


def message_to_json(message: Message) -> dict[str, Any]:
    """A message as stored (no image bytes)."""
    return {
        "role": message.role,
        "sender": message.sender,
        "recipient": message.recipient,
        "visible_to": message.visible_to,
        "content": [part_ref(p) for p in message.content],
        "tool_calls": [tool_call_to_json(c) for c in message.tool_calls],
        "tool_results": [tool_result_ref(r) for r in message.tool_results],
        "usage": message.usage.model_dump(mode="json") if message.usage else None,
        "timestamp": message.timestamp,
    }


def request_to_json(
    messages: Sequence[Message],
    tools: Sequence[ToolSpec] | None,
    config: GenerateConfig | None,
) -> dict[str, Any]:
    """A model request as stored."""
    return {
        "messages": [message_to_json(m) for m in messages],
        "tools": [t.model_dump(mode="json") for t in tools or ()],
        "config": (config or GenerateConfig()).model_dump(mode="json"),
    }


def to_stored_json(value: Any) -> str:
    """The JSON text stored in the run database for ``value`` (keys sorted, UTF-8 kept)."""
    return json.dumps(value, ensure_ascii=False, sort_keys=True, default=str)


TOOLS_REF_KEY = "tools_sha256"
"""Key that replaces ``tools`` in a stored request (the list is in ``tool_lists``)."""


def split_tools(request: Mapping[str, Any]) -> tuple[dict[str, Any], tuple[str, str] | None]:
    """Take the tool list out of a request (:func:`request_to_json`) for storage.

    A sandbox agent offers the same few hundred tool specs (hundreds of KB of JSON) on
    every call; the run store keeps each distinct list once and requests point at it.

    Args:
        request: A request as built by :func:`request_to_json`.

    Returns:
        ``(request with "tools_sha256" instead of "tools", (sha256, tools JSON))``, or
        the request unchanged and ``None`` when it offers no tools.
    """
    tools = request.get("tools")
    if not tools:
        return dict(request), None
    text = to_stored_json(tools)
    digest = hashlib.sha256(text.encode("utf-8")).hexdigest()
    stored = {k: v for k, v in request.items() if k != "tools"}
    stored[TOOLS_REF_KEY] = digest
    return stored, (digest, text)
