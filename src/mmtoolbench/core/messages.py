"""Messages exchanged with models: text and image parts, tool calls and tool results.

These are the provider-neutral types every adapter translates to and from its own
wire format. Image parts carry their bytes so adapters need no side channel; the
run store keeps the bytes once per sha256 and stores references.
"""

from __future__ import annotations

import base64
import hashlib
import time
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_serializer, field_validator

Role = Literal["system", "user", "assistant", "tool"]

ReasoningLevel = Literal["none", "low", "medium", "high"]
"""How much a model should think before answering (``--reasoning``); each adapter maps it
to its provider's documented field (see ``docs/models.md``, "Reasoning")."""


class TextPart(BaseModel):
    """A span of text."""

    model_config = ConfigDict(frozen=True)
    type: Literal["text"] = "text"
    text: str


class ImagePart(BaseModel):
    """An image, identified by its per-episode id (``img_0``...) and content hash.

    ``data`` holds the encoded bytes (PNG/JPEG/...). It serialises as base64; the
    run store strips it and keeps the bytes once per ``sha256``.
    """

    model_config = ConfigDict(frozen=True)
    type: Literal["image"] = "image"
    image_id: str
    media_type: str = "image/png"
    sha256: str = ""
    data: bytes | None = Field(default=None, repr=False)

    @field_validator("data", mode="before")
    @classmethod
    def _decode_base64(cls, value: Any) -> Any:
        if isinstance(value, str):
            return base64.b64decode(value)
        return value

    @field_serializer("data")
    def _encode_base64(self, value: bytes | None) -> str | None:
        return None if value is None else base64.b64encode(value).decode("ascii")

    def model_post_init(self, context: Any, /) -> None:
        if not self.sha256 and self.data is not None:
            object.__setattr__(self, "sha256", hashlib.sha256(self.data).hexdigest())

    def base64_data(self) -> str:
        """Return the image bytes as base64 text.

        Raises:
            ValueError: If the part carries no bytes.
        """
        if self.data is None:
            raise ValueError(f"image {self.image_id} has no bytes attached")
        return base64.b64encode(self.data).decode("ascii")

    def data_url(self) -> str:
        """Return a ``data:`` URL of the image, as OpenAI-style APIs accept."""
        return f"data:{self.media_type};base64,{self.base64_data()}"


ContentPart = Annotated[TextPart | ImagePart, Field(discriminator="type")]


class ToolCall(BaseModel):
    """A model's request to call a tool.

    ``arguments`` is the parsed JSON object. When the model produced arguments that
    are not a JSON object, ``arguments`` is empty, ``raw_arguments`` keeps what it
    sent and ``parse_error`` says what was wrong, so the error can go back to it.

    ``provider_data`` is opaque data of the provider that produced the call and that
    must travel back with it when the conversation is sent again, e.g. Gemini's
    thought signature under ``"google.thought_signature"`` (base64 text). Keys are
    namespaced by provider; other providers ignore them. It is part of the stored
    message (and so of the request hash) only when set.

    Attributes:
        id: Call id, used to match the tool result.
        name: Tool name.
        arguments: Parsed arguments (empty when they could not be parsed).
        raw_arguments: The arguments as sent, when they could not be parsed.
        parse_error: What was wrong with the arguments, if anything.
        provider_data: Opaque provider data that must be sent back with the call.
    """

    id: str
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    raw_arguments: str | None = None
    parse_error: str | None = None
    provider_data: dict[str, str] | None = None


class ToolResult(BaseModel):
    """The result of one tool call, sent back to the model."""

    call_id: str
    name: str
    content: list[ContentPart] = Field(default_factory=list)
    is_error: bool = False

    @property
    def text(self) -> str:
        """All text parts joined by newlines."""
        return "\n".join(p.text for p in self.content if isinstance(p, TextPart))

    @property
    def images(self) -> list[ImagePart]:
        """The image parts of the result."""
        return [p for p in self.content if isinstance(p, ImagePart)]


class Usage(BaseModel):
    """Token usage of one model call (or a sum of several).

    ``output_tokens`` counts every generated token, thinking included, as providers bill
    them; ``reasoning_tokens`` is the thinking part of it where the provider reports one
    (OpenAI ``completion_tokens_details.reasoning_tokens``, Gemini
    ``thoughtsTokenCount``; Anthropic reports none, so it stays 0 there).
    """

    input_tokens: int = 0
    output_tokens: int = 0
    cache_read_tokens: int = 0
    reasoning_tokens: int = 0
    cost_usd: float | None = None

    def __add__(self, other: Usage) -> Usage:
        cost: float | None
        if self.cost_usd is None and other.cost_usd is None:
            cost = None
        else:
            cost = (self.cost_usd or 0.0) + (other.cost_usd or 0.0)
        return Usage(
            input_tokens=self.input_tokens + other.input_tokens,
            output_tokens=self.output_tokens + other.output_tokens,
            cache_read_tokens=self.cache_read_tokens + other.cache_read_tokens,
            reasoning_tokens=self.reasoning_tokens + other.reasoning_tokens,
            cost_usd=cost,
        )

    @property
    def total_tokens(self) -> int:
        """Input plus output tokens."""
        return self.input_tokens + self.output_tokens


class Message(BaseModel):
    """One message of a conversation.

    ``role`` is what the model sees. ``sender``, ``recipient`` and ``visible_to``
    are used by multi-party episodes (system / user / agent / environment) for
    routing and are ignored by model adapters.
    """

    role: Role
    content: list[ContentPart] = Field(default_factory=list)
    tool_calls: list[ToolCall] = Field(default_factory=list)
    tool_results: list[ToolResult] = Field(default_factory=list)
    sender: str | None = None
    recipient: str | None = None
    visible_to: list[str] | None = None
    usage: Usage | None = None
    timestamp: float = Field(default_factory=time.time)

    @classmethod
    def system(cls, text: str) -> Message:
        """Build a system message."""
        return cls(role="system", content=[TextPart(text=text)])

    @classmethod
    def user(cls, text: str = "", images: list[ImagePart] | None = None) -> Message:
        """Build a user message with optional images (images come before the text)."""
        parts: list[TextPart | ImagePart] = list(images or [])
        if text:
            parts.append(TextPart(text=text))
        return cls(role="user", content=parts)

    @classmethod
    def assistant(cls, text: str = "", tool_calls: list[ToolCall] | None = None) -> Message:
        """Build an assistant message."""
        return cls(
            role="assistant",
            content=[TextPart(text=text)] if text else [],
            tool_calls=list(tool_calls or []),
        )

    @classmethod
    def tool(cls, results: list[ToolResult]) -> Message:
        """Build a message carrying tool results."""
        return cls(role="tool", tool_results=list(results))

    @property
    def text(self) -> str:
        """All text parts joined by newlines."""
        return "\n".join(p.text for p in self.content if isinstance(p, TextPart))

    @property
    def images(self) -> list[ImagePart]:
        """The image parts of the message (not counting those in tool results)."""
        return [p for p in self.content if isinstance(p, ImagePart)]


class ToolSpec(BaseModel):
    """What a model is told about a tool: name, description and JSON schema."""

    name: str
    description: str
    parameters: dict[str, Any] = Field(default_factory=lambda: {"type": "object", "properties": {}})


class GenerateConfig(BaseModel):
    """Sampling and request options for one ``generate`` call."""

    model_config = ConfigDict(frozen=True)
    temperature: float = 0.0
    max_tokens: int = 2048
    top_p: float | None = None
    seed: int | None = None
    stop: tuple[str, ...] = ()
    tool_choice: Literal["auto", "required", "none"] = "auto"
    json_output: bool = False
    timeout_s: float = 120.0
    use_cache: bool | None = None  # None: cache when temperature == 0
    reasoning: ReasoningLevel | None = None  # None: the provider's default
    thinking_budget: int | None = Field(default=None, ge=0)  # tokens; None: from `reasoning`


class ModelResponse(BaseModel):
    """What a model returned."""

    text: str = ""
    tool_calls: list[ToolCall] = Field(default_factory=list)
    usage: Usage = Field(default_factory=Usage)
    model: str = ""
    finish_reason: str | None = None
    latency_s: float = 0.0
    raw: dict[str, Any] | None = None
    cached: bool = False

    def to_message(self) -> Message:
        """The assistant message to append to the conversation."""
        msg = Message.assistant(self.text, self.tool_calls)
        msg.usage = self.usage
        return msg


def part_ref(part: TextPart | ImagePart) -> dict[str, Any]:
    """A content part as JSON with images by reference (id, media type, sha256), never
    by bytes: the form stored in runs and hashed into cache keys."""
    if isinstance(part, ImagePart):
        return {
            "type": "image",
            "image_id": part.image_id,
            "media_type": part.media_type,
            "sha256": part.sha256,
        }
    return {"type": "text", "text": part.text}


def tool_result_ref(result: ToolResult) -> dict[str, Any]:
    """A tool result as JSON with its images by reference (see `part_ref`)."""
    return {
        "call_id": result.call_id,
        "name": result.name,
        "is_error": result.is_error,
        "content": [part_ref(p) for p in result.content],
    }
