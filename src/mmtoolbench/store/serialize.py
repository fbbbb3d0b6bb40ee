"""JSON forms of messages and requests as stored: images by reference, never inline."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mmtoolbench.core.messages import (
    GenerateConfig,
    ImagePart,
    Message,
    TextPart,
    ToolResult,
    ToolSpec,
)


def part_to_json(part: TextPart | ImagePart) -> dict[str, Any]:
    """A content part as stored: image bytes replaced by their hash."""
    if isinstance(part, ImagePart):
        return {
            "type": "image",
            "image_id": part.image_id,
            "media_type": part.media_type,
            "sha256": part.sha256,
        }
    return {"type": "text", "text": part.text}


def result_to_json(result: ToolResult) -> dict[str, Any]:
    """A tool result as stored."""
    return {
        "call_id": result.call_id,
        "name": result.name,
        "is_error": result.is_error,
        "content": [part_to_json(p) for p in result.content],
    }


def message_to_json(message: Message) -> dict[str, Any]:
    """A message as stored (no image bytes)."""
    return {
        "role": message.role,
        "sender": message.sender,
        "recipient": message.recipient,
        "visible_to": message.visible_to,
        "content": [part_to_json(p) for p in message.content],
        "tool_calls": [c.model_dump(mode="json") for c in message.tool_calls],
        "tool_results": [result_to_json(r) for r in message.tool_results],
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
