"""OpenAI Chat Completions adapter (``openai/<model>`` and ``openai-compatible/<model>``).

Wire format (``openai.AsyncOpenAI().chat.completions.create``):

* System messages become ``role: "system"`` messages.
* User images are ``{"type": "image_url", "image_url": {"url": "data:<mime>;base64,..."}}``
  parts; text-only user messages are sent as a plain string.
* Assistant tool calls are ``tool_calls=[{"id", "type": "function", "function": {"name",
  "arguments": "<json>"}}]``. Tools are offered as ``tools=[{"type": "function",
  "function": {"name", "description", "parameters"}}]``.
* Each tool result is one ``role: "tool"`` message with its ``tool_call_id``. Chat
  Completions tool messages cannot carry images, so images returned by tools are sent in
  **one ``user`` message right after the tool messages** of that turn: for every result
  with images, a text part ``Images returned by tool call <id> (<tool name>): <image
  ids>`` followed by its images. The tool message itself says that its images follow.
  Error results (``is_error``) get an ``Error: `` prefix, since the format has no flag.

``openai-compatible`` servers (vLLM, SGLang, Ollama...) get ``max_tokens`` instead of
``max_completion_tokens``, an API key from ``OPENAI_COMPATIBLE_API_KEY`` or the dummy
``"EMPTY"``, and ``"{}"`` instead of the raw text for tool calls whose arguments were
malformed (several servers decode the arguments of past calls and reject bad JSON).

Reasoning (``GenerateConfig.reasoning`` / ``thinking_budget``): ``openai/`` sends
``reasoning_effort`` and leaves out ``temperature``/``top_p``; ``openai-compatible/``
sends ``reasoning_effort`` and ``chat_template_kwargs`` (``enable_thinking``,
``thinking_budget``), which vLLM and SGLang hand to the chat template. Reasoning tokens
come from ``usage.completion_tokens_details.reasoning_tokens``; a server's
``reasoning_content`` stays in the raw body and is never sent back.

Transport: ``openai/`` models go through the official SDK (``AsyncOpenAI``, with its
aiohttp transport). ``openai-compatible/`` models go by default through
:class:`~mmtoolbench.models.openai_http.DirectChatClient`, a plain aiohttp POST of the
same body, because the SDK's request machinery costs several times more CPU per call
than the request itself (see that module); ``transport="sdk"`` switches back.

SDK retries are off (``max_retries=0``); failures surface as ProviderError via
:mod:`mmtoolbench.models.errors_mapping`.
"""

from __future__ import annotations

import importlib.util
import json
import os
import time
from collections.abc import Mapping, Sequence
from typing import Any

import openai

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
from mmtoolbench.models.base import OpenAITransport
from mmtoolbench.models.errors_mapping import (
    call_provider,
    finish_response,
    malformed,
    parse_tool_arguments,
    request_timeout,
)
from mmtoolbench.models.openai_http import DEFAULT_OPENAI_BASE_URL, DirectChatClient
from mmtoolbench.models.reasoning import check_reasoning_support, thinking_budget_for

__all__ = ["OpenAIChatModel", "to_chat_messages", "to_chat_tools"]

_PROVIDER = "openai"
_COMPATIBLE_DUMMY_KEY = "EMPTY"


def _image_part(image: ImagePart) -> dict[str, Any]:
    return {"type": "image_url", "image_url": {"url": image.data_url()}}


def _user_content(parts: Sequence[TextPart | ImagePart]) -> str | list[dict[str, Any]]:
    if all(isinstance(p, TextPart) for p in parts):
        return "\n".join(p.text for p in parts if isinstance(p, TextPart))
    out: list[dict[str, Any]] = []
    for part in parts:
        if isinstance(part, TextPart):
            out.append({"type": "text", "text": part.text})
        else:
            out.append(_image_part(part))
    return out


def _tool_message_text(result: ToolResult) -> str:
    text = result.text
    images = result.images
    if images:
        ids = ", ".join(img.image_id for img in images)
        note = f"[{len(images)} image(s) returned: {ids}; attached in the next user message]"
        text = f"{text}\n{note}" if text else note
    if not text:
        text = "(no output)"
    if result.is_error and not text.lower().startswith("error"):
        text = f"Error: {text}"
    return text


def _tool_messages(results: Sequence[ToolResult]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [
        {"role": "tool", "tool_call_id": r.call_id, "content": _tool_message_text(r)}
        for r in results
    ]
    image_parts: list[dict[str, Any]] = []
    for result in results:
        images = result.images
        if not images:
            continue
        ids = ", ".join(img.image_id for img in images)
        label = f"Images returned by tool call {result.call_id} ({result.name}): {ids}"
        image_parts.append({"type": "text", "text": label})
        image_parts.extend(_image_part(img) for img in images)
    if image_parts:
        out.append({"role": "user", "content": image_parts})
    return out


def _assistant_message(msg: Message, *, compatible: bool) -> dict[str, Any]:
    entry: dict[str, Any] = {"role": "assistant", "content": msg.text or None}
    if msg.tool_calls:
        calls = []
        for call in msg.tool_calls:
            if call.parse_error is not None:
                arguments = "{}" if compatible else (call.raw_arguments or "{}")
            else:
                arguments = _json_dumps(call.arguments)
            calls.append(
                {
                    "id": call.id,
                    "type": "function",
                    "function": {"name": call.name, "arguments": arguments},
                }
            )
        entry["tool_calls"] = calls
    return entry


def _json_dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def to_chat_messages(
    messages: Sequence[Message], *, compatible: bool = False
) -> list[dict[str, Any]]:
    """Convert provider-neutral messages to Chat Completions ``messages``.

    Args:
        messages: The conversation.
        compatible: Target an OpenAI-compatible server (see the module docstring).

    Returns:
        The ``messages`` array, as plain dicts.
    """
    out: list[dict[str, Any]] = []
    for msg in messages:
        if msg.role == "system":
            out.append({"role": "system", "content": msg.text})
            continue
        if msg.role == "assistant":
            out.append(_assistant_message(msg, compatible=compatible))
            continue
        # "user" and "tool": tool results first (they answer the previous assistant turn),
        # then any content as a user message.
        if msg.tool_results:
            out.extend(_tool_messages(msg.tool_results))
        if msg.content or (msg.role == "user" and not msg.tool_results):
            out.append({"role": "user", "content": _user_content(msg.content)})
    return out


def to_chat_tools(tools: Sequence[ToolSpec]) -> list[dict[str, Any]]:
    """Convert tool specs to Chat Completions ``tools``."""
    return [
        {
            "type": "function",
            "function": {
                "name": t.name,
                "description": t.description,
                "parameters": t.parameters or {"type": "object", "properties": {}},
            },
        }
        for t in tools
    ]


def _count_tool_calls(messages: Sequence[Message]) -> int:
    return sum(len(m.tool_calls) for m in messages)


def _message_text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):  # some compatible servers answer with parts
        return "".join(
            str(p.get("text", ""))
            for p in content
            if isinstance(p, Mapping) and p.get("type") == "text"
        )
    return ""


def _int(value: Any) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def parse_chat_completion(
    body: Mapping[str, Any], *, model_id: str, first_call_index: int = 0
) -> ModelResponse:
    """Turn a Chat Completions response body into a ModelResponse (without latency/raw).

    Args:
        body: The decoded response.
        model_id: Fallback for the ``model`` field.
        first_call_index: Number used for the first synthesized tool-call id
            (``call_<n>``), for servers that omit ids.

    Returns:
        The response.

    Raises:
        MalformedResponseError: When the body has no choices or no message.
    """
    choices = body.get("choices")
    if not isinstance(choices, list) or not choices:
        raise malformed(_PROVIDER, "the response has no choices")
    choice = choices[0]
    message = choice.get("message") if isinstance(choice, Mapping) else None
    if not isinstance(message, Mapping):
        raise malformed(_PROVIDER, "the first choice has no message")
    text = _message_text(message.get("content"))
    if not text and isinstance(message.get("refusal"), str):
        text = message["refusal"]

    calls: list[ToolCall] = []
    raw_calls = message.get("tool_calls") or []
    if not isinstance(raw_calls, list):
        raise malformed(_PROVIDER, "tool_calls is not a list")
    for i, raw in enumerate(raw_calls):
        if not isinstance(raw, Mapping):
            raise malformed(_PROVIDER, "a tool call is not an object")
        function = raw.get("function")
        if not isinstance(function, Mapping):
            continue  # custom (non-function) tool calls are not ours
        arguments, raw_arguments, error = parse_tool_arguments(function.get("arguments"))
        call_id = raw.get("id")
        calls.append(
            ToolCall(
                id=call_id
                if isinstance(call_id, str) and call_id
                else f"call_{first_call_index + i}",
                name=str(function.get("name") or ""),
                arguments=arguments,
                raw_arguments=raw_arguments,
                parse_error=error,
            )
        )

    usage_body = body.get("usage")
    usage = Usage()
    if isinstance(usage_body, Mapping):
        details = usage_body.get("prompt_tokens_details")
        cached = details.get("cached_tokens") if isinstance(details, Mapping) else None
        out_details = usage_body.get("completion_tokens_details")
        reasoning = (
            out_details.get("reasoning_tokens") if isinstance(out_details, Mapping) else None
        )
        usage = Usage(
            input_tokens=_int(usage_body.get("prompt_tokens")),
            output_tokens=_int(usage_body.get("completion_tokens")),
            cache_read_tokens=_int(cached),
            reasoning_tokens=_int(reasoning),
        )
    finish = choice.get("finish_reason")
    model = body.get("model")
    return ModelResponse(
        text=text,
        tool_calls=calls,
        usage=usage,
        model=model if isinstance(model, str) and model else model_id,
        finish_reason=finish if isinstance(finish, str) else None,
    )


def _aiohttp_client(timeout: float) -> openai.DefaultAioHttpClient | None:
    """The SDK's aiohttp transport (``openai[aiohttp]``), when aiohttp is installed.

    It costs about a third less CPU per request than the default httpx transport
    (benchmarks/runner_overhead.py); without aiohttp the SDK default is used.
    """
    if importlib.util.find_spec("aiohttp") is None:
        return None
    return openai.DefaultAioHttpClient(timeout=timeout)


class OpenAIChatModel:
    """A model served through the OpenAI Chat Completions API.

    Attributes:
        name: The model string (``openai/gpt-4o``, ``openai-compatible/qwen2.5-vl``...).
        model_id: The model id sent to the API.
        compatible: Whether the server is an OpenAI-compatible one.
    """

    def __init__(
        self,
        model_id: str,
        *,
        name: str | None = None,
        api_key: str | None = None,
        base_url: str | None = None,
        api_key_env: str | None = None,
        compatible: bool | None = None,
        send_sampling_params: bool = True,
        max_retries_sdk: int = 0,
        timeout: float | None = None,
        default_headers: Mapping[str, str] | None = None,
        transport: OpenAITransport | None = None,
    ) -> None:
        """Create the adapter and its HTTP client.

        Args:
            model_id: Model id sent to the API (``gpt-4o``).
            name: Model string; defaults to ``openai/<model_id>`` (or
                ``openai-compatible/<model_id>``).
            api_key: API key; read from ``api_key_env`` when ``None``.
            base_url: API base URL (``http://localhost:8000/v1``); the SDK default (or
                ``OPENAI_BASE_URL``) when ``None``.
            api_key_env: Environment variable holding the key; defaults to
                ``OPENAI_API_KEY`` (``OPENAI_COMPATIBLE_API_KEY`` when ``compatible``).
            compatible: Target an OpenAI-compatible server: ``max_tokens`` instead of
                ``max_completion_tokens``, a dummy key ``"EMPTY"`` when none is set.
                ``None``: true when ``name`` starts with ``openai-compatible/``.
            send_sampling_params: Send ``temperature``/``top_p`` (turn off for models
                that reject them, such as reasoning models).
            max_retries_sdk: SDK-level retries; keep 0, retries are done by a wrapper.
            timeout: Default request timeout in seconds; a ``timeout_s`` set explicitly
                in the GenerateConfig of a call wins.
            default_headers: Extra headers sent with every request.
            transport: ``"sdk"`` (the official SDK client) or ``"direct"`` (a lean
                aiohttp client sending the same body). ``None``: direct for
                OpenAI-compatible servers, the SDK for the OpenAI API.

        Raises:
            ConfigError: When no API key is available for the OpenAI API.
        """
        if compatible is None:
            compatible = (name or "").startswith("openai-compatible/")
        self.model_id = model_id
        self.compatible = compatible
        self.name = name or f"{'openai-compatible' if compatible else 'openai'}/{model_id}"
        self._send_sampling = send_sampling_params
        self._timeout_s = timeout
        env = api_key_env or ("OPENAI_COMPATIBLE_API_KEY" if compatible else "OPENAI_API_KEY")
        key = api_key or os.environ.get(env) or None
        if key is None:
            if not compatible:
                raise ConfigError(f"no API key for {self.name}: set {env}")
            key = _COMPATIBLE_DUMMY_KEY
        self._secrets: tuple[str, ...] = (key,)
        self.transport: OpenAITransport = transport or ("direct" if compatible else "sdk")
        self._client: openai.AsyncOpenAI | None = None
        self._direct: DirectChatClient | None = None
        if self.transport == "direct":
            self._direct = DirectChatClient(
                base_url or os.environ.get("OPENAI_BASE_URL") or DEFAULT_OPENAI_BASE_URL,
                key,
                provider=_PROVIDER,
                default_headers=default_headers,
            )
        else:
            client_timeout = timeout if timeout is not None else GenerateConfig().timeout_s
            self._client = openai.AsyncOpenAI(
                api_key=key,
                base_url=base_url,
                max_retries=max_retries_sdk,
                timeout=client_timeout,
                default_headers=dict(default_headers) if default_headers else None,
                http_client=_aiohttp_client(client_timeout),
            )

    def __repr__(self) -> str:
        return (
            f"OpenAIChatModel(name={self.name!r}, model_id={self.model_id!r}, "
            f"transport={self.transport!r})"
        )

    async def aclose(self) -> None:
        """Close the underlying HTTP client."""
        if self._client is not None:
            await self._client.close()
        if self._direct is not None:
            await self._direct.aclose()

    async def _send(self, request: dict[str, Any], timeout: float) -> object:
        if self._direct is not None:
            return await self._direct.post(request, timeout=timeout)
        assert self._client is not None
        # The request is already in wire format, so it goes through the SDK's client
        # (auth, base URL, error types) without `chat.completions.create`'s recursive
        # TypedDict transform and model parsing, which cost several ms per call on
        # long conversations (see benchmarks/runner_overhead.py).
        return await self._client.post(
            "/chat/completions", cast_to=object, body=request, options={"timeout": timeout}
        )

    def build_request(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None,
        config: GenerateConfig,
    ) -> dict[str, Any]:
        """The keyword arguments of ``chat.completions.create`` (without ``timeout``).

        Args:
            messages: The conversation.
            tools: Tools offered to the model.
            config: Sampling options.

        Returns:
            The request parameters.
        """
        request: dict[str, Any] = {
            "model": self.model_id,
            "messages": to_chat_messages(messages, compatible=self.compatible),
        }
        reasoning_on_openai = not self.compatible and config.reasoning is not None
        if self._send_sampling and not reasoning_on_openai:
            request["temperature"] = config.temperature
            if config.top_p is not None:
                request["top_p"] = config.top_p
        request["max_tokens" if self.compatible else "max_completion_tokens"] = config.max_tokens
        self._add_reasoning(request, config)
        if config.seed is not None:
            request["seed"] = config.seed
        if config.stop:
            request["stop"] = list(config.stop)
        if config.json_output:
            request["response_format"] = {"type": "json_object"}
        if tools:
            request["tools"] = to_chat_tools(tools)
            request["tool_choice"] = config.tool_choice
        return request

    def _add_reasoning(self, request: dict[str, Any], config: GenerateConfig) -> None:
        """Put the config's reasoning options into ``request`` (see models.reasoning)."""
        if not self.compatible:
            if config.thinking_budget is not None:
                check_reasoning_support("openai", config.reasoning, config.thinking_budget)
            if config.reasoning is not None:
                request["reasoning_effort"] = config.reasoning
            return
        budget = thinking_budget_for(config)
        if budget is None:
            return
        kwargs: dict[str, Any] = {"enable_thinking": budget > 0}
        if config.thinking_budget is not None and budget > 0:
            kwargs["thinking_budget"] = budget
        if config.reasoning not in (None, "none"):
            request["reasoning_effort"] = config.reasoning
        request["chat_template_kwargs"] = kwargs

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        """Answer ``messages`` through Chat Completions.

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
        completion: object = await call_provider(
            lambda: self._send(request, timeout),
            provider=_PROVIDER,
            secrets=self._secrets,
            timeout_s=timeout,
        )
        latency = time.perf_counter() - started
        if not isinstance(completion, dict):
            raise malformed(
                _PROVIDER, f"expected a JSON chat completion, got {type(completion).__name__}"
            )
        body = completion
        response = parse_chat_completion(
            body, model_id=self.model_id, first_call_index=_count_tool_calls(messages)
        )
        return finish_response(response, latency_s=latency, raw=body, secrets=self._secrets)
