"""In-memory record of one sample, committed to the run store in one transaction.

Everything a sample produces (messages, tool calls, images, model calls, verdicts)
is buffered here while it runs, so a sample is either fully stored or not at all.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from mmtoolbench.core.images import StoredImage
from mmtoolbench.core.messages import ImagePart, Message, Usage


@dataclass(frozen=True)
class ToolCallRecord:
    """One executed tool call."""

    call_id: str
    caller: str
    name: str
    arguments: dict[str, Any]
    result: Any
    is_error: bool
    started_at: float
    duration_s: float


@dataclass(frozen=True)
class ModelCallRecord:
    """One model call: the request (by hash and content), response or error, cost.

    Request and response are kept as the JSON text that will be stored
    (``store.serialize.to_stored_json``): a long episode re-sends its whole
    conversation on every call, and text is one object where the decoded form would be
    thousands for the garbage collector to scan until the sample commits.
    """

    role: str
    model: str
    request_hash: str
    request_json: str
    response_json: str | None
    started_at: float
    latency_s: float
    usage: Usage
    cached: bool
    error: str | None


@dataclass(frozen=True)
class VerdictRecord:
    """A judge's verdict on a sample."""

    judge: str
    judge_model: str
    verdict: dict[str, Any]
    created_at: float


@dataclass
class SampleRecorder:
    """Collects what one sample produces until it is committed."""

    messages: list[tuple[str, Message]] = field(default_factory=list)
    tool_calls: list[ToolCallRecord] = field(default_factory=list)
    model_calls: list[ModelCallRecord] = field(default_factory=list)
    verdicts: list[VerdictRecord] = field(default_factory=list)
    image_bytes: dict[str, tuple[str, bytes]] = field(default_factory=dict)
    image_ids: dict[str, tuple[str, str]] = field(default_factory=dict)
    tool_lists: dict[str, str] = field(default_factory=dict)

    def add_image(self, image: StoredImage | ImagePart, source: str = "") -> None:
        """Remember an image (bytes once per hash, id -> hash mapping per sample)."""
        if image.data is None:
            return
        self.image_bytes.setdefault(image.sha256, (image.media_type, image.data))
        self.image_ids.setdefault(image.image_id, (image.sha256, source))

    def add_message(self, message: Message, channel: str = "main") -> None:
        """Record a message and the images it carries."""
        self.messages.append((channel, message))
        for part in message.images:
            self.add_image(part)
        for result in message.tool_results:
            for part in result.images:
                self.add_image(part)

    def add_tool_call(self, record: ToolCallRecord) -> None:
        """Record an executed tool call."""
        self.tool_calls.append(record)

    def add_model_call(self, record: ModelCallRecord) -> None:
        """Record a model call."""
        self.model_calls.append(record)

    def add_tool_list(self, sha256: str, tools_json: str) -> None:
        """Remember a tool list that stored requests refer to by hash (kept once)."""
        self.tool_lists.setdefault(sha256, tools_json)

    def add_verdict(self, judge: str, judge_model: str, verdict: dict[str, Any]) -> None:
        """Record a judge verdict."""
        self.verdicts.append(VerdictRecord(judge, judge_model, verdict, time.time()))

    @property
    def usage(self) -> Usage:
        """Total usage over the recorded model calls."""
        total = Usage()
        for call in self.model_calls:
            total = total + call.usage
        return total
