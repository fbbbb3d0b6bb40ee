"""A fake provider whose replies are computed from each request (not queued in order).

`ComputingProvider` is the fake provider server of ``tests/fake_provider`` with its
reply queue replaced by a function of the request: the OpenAI wire body is turned back
into messages (images decoded from their data URLs) and handed to a scripted "brain".
Requests may therefore arrive in any order and concurrently.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Sequence
from typing import Any

from mmtoolbench.core.messages import (
    GenerateConfig,
    ImagePart,
    Message,
    TextPart,
    ToolCall,
    ToolSpec,
)
from tests.fake_provider.server import (
    FakeProviderServer,
    RecordedRequest,
    ScriptedReply,
    ScriptedToolCall,
)

Brain = Callable[[Sequence[Message], Sequence[ToolSpec] | None, GenerateConfig], Any]
RawBrain = Callable[[dict[str, Any]], Any]
"""A brain reading the raw OpenAI request body."""


def wire_messages(body: dict[str, Any]) -> list[Message]:
    """OpenAI Chat Completions messages back into `Message` objects."""
    out: list[Message] = []
    for m in body["messages"]:
        content = m.get("content")
        parts: list[TextPart | ImagePart] = []
        if isinstance(content, str):
            parts.append(TextPart(text=content))
        elif isinstance(content, list):
            for p in content:
                if p.get("type") == "text":
                    parts.append(TextPart(text=p["text"]))
                elif p.get("type") == "image_url":
                    url = p["image_url"]["url"]
                    head, _, data = url.partition(",")
                    media = head.removeprefix("data:").split(";")[0]
                    parts.append(
                        ImagePart(
                            image_id=f"wire_{len(parts)}",
                            media_type=media,
                            data=base64.b64decode(data),
                        )
                    )
        role = m["role"] if m["role"] in ("system", "user", "assistant", "tool") else "user"
        calls = [
            ToolCall(id=c["id"], name=c["function"]["name"], arguments={})
            for c in m.get("tool_calls") or []
        ]
        if role == "tool":
            out.append(Message(role="user", content=parts or [TextPart(text="")]))
        else:
            out.append(Message(role=role, content=parts, tool_calls=calls))
    return out


class ComputingProvider(FakeProviderServer):
    """Answers each request with ``brain(messages, tools, config)``.

    The brain returns a text or a dict ``{"text": ..., "tool_calls": [{"name", "arguments"}]}``.
    """

    def __init__(self, brain: Brain | None = None, raw: RawBrain | None = None) -> None:
        super().__init__()
        self.brain = brain
        self.raw = raw

    def _record(self, request: RecordedRequest) -> ScriptedReply | None:
        with self._lock:
            self._requests.append(request)
        body = request.json
        if self.raw is not None:
            return _reply(self.raw(body), request)
        assert self.brain is not None
        tools = [
            ToolSpec(name=t["function"]["name"], description="", parameters={})
            for t in body.get("tools") or []
        ]
        return _reply(self.brain(wire_messages(body), tools or None, GenerateConfig()), request)


def _reply(reply: Any, request: RecordedRequest) -> ScriptedReply:
    if isinstance(reply, str):
        return ScriptedReply(text=reply, input_tokens=len(request.body) // 4)
    return ScriptedReply(
        text=reply.get("text", ""),
        tool_calls=tuple(
            ScriptedToolCall(name=c["name"], arguments=c["arguments"])
            for c in reply.get("tool_calls", [])
        ),
        input_tokens=len(request.body) // 4,
    )
