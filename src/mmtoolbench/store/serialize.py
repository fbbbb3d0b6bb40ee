"""JSON forms of messages and requests as stored: images by reference, never inline."""

from __future__ import annotations

import json
from collections.abc import Sequence
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
