"""Anthropic Messages adapter (``anthropic/<model>``).

Wire format (``anthropic.AsyncAnthropic().messages.create``):

* System messages are joined into the top-level ``system`` string.
* Images are ``{"type": "image", "source": {"type": "base64", "media_type", "data"}}``.
* Assistant tool calls are ``tool_use`` blocks (``id``, ``name``, ``input``); a call whose
  arguments were malformed is replayed with ``input: {}`` (the API needs an object).
* Tool results are ``tool_result`` blocks (``tool_use_id``, ``content`` of text and image
  blocks - Anthropic takes images in tool results natively - and ``is_error``), grouped
  into one ``user`` message and placed before any other block of that message.
* Consecutive messages of the same role are merged into one; empty messages are dropped.
* ``tool_choice``: ``auto`` -> ``{"type": "auto"}``, ``required`` -> ``{"type": "any"}``,
  ``none`` -> ``{"type": "none"}``.
* ``json_output`` has no schema-free switch in the Messages API, so it appends an
  instruction to answer with one JSON object to the system prompt. ``seed`` is not
  supported and ignored. The SDK offers no sampling parameters; with
  ``send_sampling_params=True`` ``temperature``/``top_p`` are sent in the body anyway
  (for models that still accept them).

Reasoning (``GenerateConfig.reasoning`` / ``thinking_budget``): extended thinking,
``thinking: {"type": "enabled", "budget_tokens": N}`` with ``max_tokens`` raised by N
(the budget counts against it) and no sampling parameters (thinking requires the
defaults), or ``{"type": "disabled"}`` for ``none`` / a budget of 0. The ``thinking`` and
``redacted_thinking`` blocks of a reply that calls tools must be sent back unchanged
before those ``tool_use`` blocks; they travel on the first ToolCall's ``provider_data``
under ``"anthropic.thinking"`` (JSON text), so they are stored, cached and replayed with
the conversation.

Usage: ``input_tokens`` counts every prompt token (uncached + cache reads + cache
writes), like OpenAI's ``prompt_tokens``; ``cache_read_tokens`` is the cache-read part.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Mapping, Sequence
from typing import Any

import anthropic
from anthropic.types import Message as AnthropicMessage

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import (
    GenerateConfig,
    ImagePart,
    Message,
    ModelResponse,
    TextPart,
    ToolCall,
    ToolResult,
    ToolSpec,
    Usage,
)
from mmtoolbench.models.errors_mapping import (
    call_provider,
    finish_response,
    malformed,
    parse_tool_arguments,
    request_timeout,
)
from mmtoolbench.models.reasoning import check_reasoning_support, thinking_budget_for

__all__ = ["AnthropicModel", "to_anthropic_messages", "to_anthropic_tools"]

_PROVIDER = "anthropic"
JSON_INSTRUCTION = "Respond with a single JSON object and nothing else."
_TOOL_CHOICE: Mapping[str, dict[str, str]] = {
    "auto": {"type": "auto"},
    "required": {"type": "any"},
    "none": {"type": "none"},
}


def _image_block(image: ImagePart) -> dict[str, Any]:
    return {
        "type": "image",
        "source": {"type": "base64", "media_type": image.media_type, "data": image.base64_data()},
    }


def _content_blocks(parts: Sequence[TextPart | ImagePart]) -> list[dict[str, Any]]:
    blocks: list[dict[str, Any]] = []
    for part in parts:
        if isinstance(part, TextPart):
            if part.text.strip():  # the API rejects empty / whitespace-only text blocks
                blocks.append({"type": "text", "text": part.text})
        else:
            blocks.append(_image_block(part))
    return blocks


def _tool_result_block(result: ToolResult) -> dict[str, Any]:
    block: dict[str, Any] = {
        "type": "tool_result",
        "tool_use_id": result.call_id,
        "is_error": result.is_error,
    }
    content = _content_blocks(result.content)
    if content:
        block["content"] = content
    return block


THINKING_KEY = "anthropic.thinking"
"""Key of ``ToolCall.provider_data`` holding the reply's thinking blocks (JSON text)."""


def _thinking_blocks(calls: Sequence[ToolCall]) -> list[dict[str, Any]]:
    """The thinking blocks carried by a reply's first tool call, to send back first."""
    if not calls or not calls[0].provider_data:
        return []
    text = calls[0].provider_data.get(THINKING_KEY)
    if not text:
        return []
    try:
        blocks = json.loads(text)
    except json.JSONDecodeError:
        return []
    if not isinstance(blocks, list):
        return []
    return [
        dict(b)
        for b in blocks
        if isinstance(b, Mapping) and b.get("type") in ("thinking", "redacted_thinking")
    ]


def _tool_use_block(call: ToolCall) -> dict[str, Any]:
    return {
        "type": "tool_use",
        "id": call.id,
        "name": call.name,
        "input": {} if call.parse_error is not None else call.arguments,
    }


def to_anthropic_messages(
    messages: Sequence[Message],
) -> tuple[str | None, list[dict[str, Any]]]:
    """Convert provider-neutral messages to the Messages API's ``system`` and ``messages``.

    Args:
        messages: The conversation.

    Returns:
        ``(system, messages)``: the joined system prompt (``None`` when there is none) and
        the alternating user/assistant messages as plain dicts.
    """
    system_parts: list[str] = []
    turns: list[dict[str, Any]] = []
    for msg in messages:
        if msg.role == "system":
            if msg.text.strip():
                system_parts.append(msg.text)
            continue
        if msg.role == "assistant":
            role = "assistant"
            blocks = _thinking_blocks(msg.tool_calls)
            blocks.extend(b for b in _content_blocks(msg.content) if b["type"] == "text")
            blocks.extend(_tool_use_block(call) for call in msg.tool_calls)
        else:
            role = "user"
            blocks = [_tool_result_block(r) for r in msg.tool_results]
            blocks.extend(_content_blocks(msg.content))
        if not blocks:
            continue
        if turns and turns[-1]["role"] == role:
            merged: list[dict[str, Any]] = turns[-1]["content"] + blocks
            if role == "user":  # tool_result blocks must lead the user message
                merged.sort(key=lambda b: 0 if b["type"] == "tool_result" else 1)
            turns[-1]["content"] = merged
        else:
            turns.append({"role": role, "content": blocks})
    system = "\n\n".join(system_parts) if system_parts else None
    return system, turns


def to_anthropic_tools(tools: Sequence[ToolSpec]) -> list[dict[str, Any]]:
    """Convert tool specs to Messages API ``tools`` (``input_schema`` is an object schema)."""
    out: list[dict[str, Any]] = []
    for tool in tools:
        schema = dict(tool.parameters) if tool.parameters else {}
        schema.setdefault("type", "object")
        out.append({"name": tool.name, "description": tool.description, "input_schema": schema})
    return out


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def parse_message(body: Mapping[str, Any], *, model_id: str) -> ModelResponse:
    """Turn a Messages API response body into a ModelResponse (without latency/raw).

    Args:
        body: The decoded response.
        model_id: Fallback for the ``model`` field.

    Returns:
        The response; text blocks are concatenated; thinking blocks go to the first
        tool call's ``provider_data`` (they are only needed to continue a tool-use turn);
        other block kinds are left out.

    Raises:
        MalformedResponseError: When the body has no ``content`` list.
    """
    content = body.get("content")
    if not isinstance(content, list):
        raise malformed(_PROVIDER, "the response has no content list")
    texts: list[str] = []
    calls: list[ToolCall] = []
    thinking: list[dict[str, Any]] = []
    for block in content:
        if not isinstance(block, Mapping):
            raise malformed(_PROVIDER, "a content block is not an object")
        kind = block.get("type")
        if kind in ("thinking", "redacted_thinking"):
            thinking.append(dict(block))
        elif kind == "text":
            texts.append(str(block.get("text") or ""))
        elif kind == "tool_use":
            arguments, raw_arguments, error = parse_tool_arguments(block.get("input"))
            calls.append(
                ToolCall(
                    id=str(block.get("id") or f"toolu_{len(calls)}"),
                    name=str(block.get("name") or ""),
                    arguments=arguments,
                    raw_arguments=raw_arguments,
                    parse_error=error,
                )
            )
    if thinking and calls:
        calls[0] = calls[0].model_copy(
            update={"provider_data": {THINKING_KEY: json.dumps(thinking, ensure_ascii=False)}}
        )
    usage = Usage()
    usage_body = body.get("usage")
    if isinstance(usage_body, Mapping):
        cache_read = _int(usage_body.get("cache_read_input_tokens"))
        cache_write = _int(usage_body.get("cache_creation_input_tokens"))
        usage = Usage(
            input_tokens=_int(usage_body.get("input_tokens")) + cache_read + cache_write,
            output_tokens=_int(usage_body.get("output_tokens")),
            cache_read_tokens=cache_read,
        )
    stop = body.get("stop_reason")
    model = body.get("model")
    return ModelResponse(
        text="".join(texts),
        tool_calls=calls,
        usage=usage,
        model=model if isinstance(model, str) and model else model_id,
        finish_reason=stop if isinstance(stop, str) else None,
    )


class AnthropicModel:
    """A model served through the Anthropic Messages API.

    Attributes:
        name: The model string (``anthropic/claude-sonnet-4-5``...).
        model_id: The model id sent to the API.
    """

    def __init__(
        self,
        model_id: str,
        *,
        name: str | None = None,
        api_key: str | None = None,
        base_url: str | None = None,
        api_key_env: str = "ANTHROPIC_API_KEY",
        send_sampling_params: bool = False,
        max_retries_sdk: int = 0,
        timeout: float | None = None,
        default_headers: Mapping[str, str] | None = None,
    ) -> None:
        """Create the adapter and its SDK client.

        Args:
            model_id: Model id sent to the API.
            name: Model string; defaults to ``anthropic/<model_id>``.
            api_key: API key; read from ``api_key_env`` when ``None``.
            base_url: API base URL; the SDK default (or ``ANTHROPIC_BASE_URL``) when
                ``None``.
            api_key_env: Environment variable holding the key.
            send_sampling_params: Send ``temperature``/``top_p`` in the request body.
            max_retries_sdk: SDK-level retries; keep 0, retries are done by a wrapper.
            timeout: Default request timeout in seconds; a ``timeout_s`` set explicitly
                in the GenerateConfig of a call wins.
            default_headers: Extra headers sent with every request.

        Raises:
            ConfigError: When no API key is available.
        """
        self.model_id = model_id
        self.name = name or f"anthropic/{model_id}"
        self._send_sampling = send_sampling_params
        self._timeout_s = timeout
        key = api_key or os.environ.get(api_key_env) or None
        if key is None:
            raise ConfigError(f"no API key for {self.name}: set {api_key_env}")
        self._secrets: tuple[str, ...] = (key,)
        self._client = anthropic.AsyncAnthropic(
            api_key=key,
            base_url=base_url,
            max_retries=max_retries_sdk,
            timeout=timeout if timeout is not None else GenerateConfig().timeout_s,
            default_headers=dict(default_headers) if default_headers else None,
        )

    def __repr__(self) -> str:
        return f"AnthropicModel(name={self.name!r}, model_id={self.model_id!r})"

    async def aclose(self) -> None:
        """Close the underlying HTTP client."""
        await self._client.close()

    def build_request(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None,
        config: GenerateConfig,
    ) -> dict[str, Any]:
        """The keyword arguments of ``messages.create`` (without ``timeout``).

        Args:
            messages: The conversation.
            tools: Tools offered to the model.
            config: Sampling options.

        Returns:
            The request parameters.
        """
        system, turns = to_anthropic_messages(messages)
        if config.json_output:
            system = f"{system}\n\n{JSON_INSTRUCTION}" if system else JSON_INSTRUCTION
        request: dict[str, Any] = {
            "model": self.model_id,
            "max_tokens": config.max_tokens,
            "messages": turns,
        }
        budget = thinking_budget_for(config)
        if budget is not None:
            check_reasoning_support(_PROVIDER, config.reasoning, config.thinking_budget)
            if budget > 0:
                request["thinking"] = {"type": "enabled", "budget_tokens": budget}
                request["max_tokens"] = config.max_tokens + budget
            else:
                request["thinking"] = {"type": "disabled"}
        thinking_on = budget is not None and budget > 0
        if system:
            request["system"] = system
        if config.stop:
            request["stop_sequences"] = list(config.stop)
        if tools:
            request["tools"] = to_anthropic_tools(tools)
            request["tool_choice"] = dict(_TOOL_CHOICE[config.tool_choice])
        if self._send_sampling and not thinking_on:
            extra: dict[str, Any] = {"temperature": config.temperature}
            if config.top_p is not None:
                extra["top_p"] = config.top_p
            request["extra_body"] = extra
        return request

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        """Answer ``messages`` through the Messages API.

        Args:
            messages: The conversation so far.
            tools: Tools the model may call.
            config: Sampling options; defaults to ``GenerateConfig()``.

        Returns:
            The response with usage, latency and the raw body.

        Raises:
            ProviderError: When the call fails (``MalformedResponseError`` for bodies
                that cannot be understood).
        """
        config = config or GenerateConfig()
        request = self.build_request(messages, tools, config)
        timeout = request_timeout(config, self._timeout_s)
        started = time.perf_counter()
        message: object = await call_provider(
            lambda: self._client.messages.create(**request, timeout=timeout),
            provider=_PROVIDER,
            secrets=self._secrets,
            timeout_s=timeout,
        )
        latency = time.perf_counter() - started
        if not isinstance(message, AnthropicMessage):
            raise malformed(_PROVIDER, f"expected a JSON message, got {type(message).__name__}")
        body = message.to_dict(warnings=False)
        response = parse_message(body, model_id=self.model_id)
        return finish_response(response, latency_s=latency, raw=body, secrets=self._secrets)
