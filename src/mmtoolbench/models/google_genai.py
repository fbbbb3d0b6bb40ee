"""Google Gemini adapter (``google/<model>``) using the ``google-genai`` SDK.

Wire format (``genai.Client(...).aio.models.generate_content``):

* System messages are joined into ``system_instruction``.
* User images are inline ``inline_data`` parts (``Part.from_bytes``).
* Assistant turns are ``role: "model"`` contents with text and ``function_call`` parts.
* Tool results are ``function_response`` parts (``response: {"output": text}``, or
  ``{"error": text}`` for error results) in a ``role: "user"`` content - the convention
  of the SDK's own automatic function calling. Images returned by tools follow the
  function responses **in the same content**: a text part ``Images returned by tool
  call <id> (<tool name>): <image ids>`` and the ``inline_data`` parts.
* Consecutive contents of the same role are merged.
* Tools are ``function_declarations`` whose ``parameters`` are converted by
  :func:`to_gemini_schema` to the OpenAPI subset Gemini accepts.
* ``tool_choice``: ``auto``/``required``/``none`` -> function-calling mode
  ``AUTO``/``ANY``/``NONE``; ``json_output`` -> ``response_mime_type="application/json"``.

Function-call ids: Gemini may omit them. Missing ids are synthesized as ``call_<n>``,
``n`` counting the tool calls of the whole conversation, so they are stable and unique
within an episode. Ids of that form are not sent back to the API (it never issued them).

Thought signatures: Gemini 3 rejects a replayed function call without the
``thought_signature`` it came with. A function-call part's signature is kept on its
ToolCall as ``provider_data["google.thought_signature"]`` (base64 text), so it lives in
the conversation itself (run store, response cache, replays, other adapter instances),
and is sent back with the call. Gemini signs only the first function call of a step;
when no call of an assistant message carries a signature (hand-built histories, or
ones from another provider), every call gets Google's documented
``skip_thought_signature_validator`` placeholder.

A ``MALFORMED_FUNCTION_CALL`` finish (Gemini's form of malformed tool arguments) becomes
a ToolCall with ``parse_error`` set, so the error can go back to the model. Its name is
read from ``finish_message`` when the SDK passes it on (google-genai drops it for the
Gemini Developer API, so the name may be empty). Calls with ``parse_error`` are replayed
as a model text part and their results as a user text part, never as
``function_call``/``function_response`` parts, which need a declared name. A prompt
blocked by safety filters (no candidates, ``prompt_feedback.block_reason``) is an empty
answer with ``finish_reason="blocked:<reason>"``; no candidates without a reason is a
MalformedResponseError.

Reasoning (``GenerateConfig.reasoning`` / ``thinking_budget``): ``thinking_config``. An
explicit budget is ``thinking_budget`` (0 turns thinking off where the model allows).
A level is ``thinking_level`` for Gemini 3 models (``none`` -> ``MINIMAL``, ``low`` ->
``LOW``, ``medium`` -> ``MEDIUM``, ``high`` -> ``HIGH``; Gemini 3 Pro documents only low
and high, and the API says so for the others) and the level's budget for earlier models
(see ``models.reasoning.LEVEL_BUDGETS``). The two fields are never sent together.

Usage: ``input_tokens`` is ``prompt_token_count`` (+ tool-use prompt tokens),
``output_tokens`` is candidates + thoughts tokens, ``reasoning_tokens`` is
``thoughts_token_count``, ``cache_read_tokens`` is ``cached_content_token_count``.
"""

from __future__ import annotations

import base64
import binascii
import json
import os
import re
import time
from collections.abc import Mapping, Sequence
from enum import Enum
from typing import Any

from google import genai
from google.genai import types

from mmtoolbench.core.errors import ConfigError, ProviderError
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
from mmtoolbench.models.reasoning import LEVEL_BUDGETS

__all__ = [
    "SIGNATURE_KEY",
    "GoogleGenAIModel",
    "signature_data",
    "signature_of",
    "to_gemini_contents",
    "to_gemini_schema",
    "to_gemini_tools",
]

_PROVIDER = "google"
DEFAULT_API_KEY_ENVS: tuple[str, ...] = ("GOOGLE_API_KEY", "GEMINI_API_KEY")
SKIP_SIGNATURE = base64.urlsafe_b64decode("skip_thought_signature_validator")
"""Bytes whose base64 form is Google's documented placeholder signature."""
_THINKING_LEVELS: Mapping[str, types.ThinkingLevel] = {
    "none": types.ThinkingLevel.MINIMAL,
    "low": types.ThinkingLevel.LOW,
    "medium": types.ThinkingLevel.MEDIUM,
    "high": types.ThinkingLevel.HIGH,
}

SIGNATURE_KEY = "google.thought_signature"
"""Key of ``ToolCall.provider_data`` holding a Gemini thought signature (base64 text)."""
_SYNTHETIC_ID = re.compile(r"^call_\d+$")
_MALFORMED_NAMES = (
    re.compile(r"default_api\.([A-Za-z_][\w\-]*)\s*\("),
    re.compile(r"^(?!print\b)([A-Za-z_][\w\-]*)\s*\("),
)
_TOOL_MODES = {
    "auto": types.FunctionCallingConfigMode.AUTO,
    "required": types.FunctionCallingConfigMode.ANY,
    "none": types.FunctionCallingConfigMode.NONE,
}

# ---------------------------------------------------------------------------------------
# JSON schema -> Gemini schema subset
# ---------------------------------------------------------------------------------------

_SCALAR_KEYS = {
    "description": "description",
    "title": "title",
    "pattern": "pattern",
    "minimum": "minimum",
    "maximum": "maximum",
    "minItems": "min_items",
    "maxItems": "max_items",
    "minLength": "min_length",
    "maxLength": "max_length",
    "minProperties": "min_properties",
    "maxProperties": "max_properties",
    "nullable": "nullable",
}
_TYPES = {"string", "number", "integer", "boolean", "array", "object"}
_FORMATS = {
    "STRING": {"enum", "date-time"},
    "NUMBER": {"float", "double"},
    "INTEGER": {"int32", "int64"},
}
_MAX_DEPTH = 24


def _resolve_ref(ref: str, defs: Mapping[str, Any]) -> Mapping[str, Any] | None:
    for prefix in ("#/$defs/", "#/definitions/"):
        if ref.startswith(prefix):
            found = defs.get(ref[len(prefix) :])
            return found if isinstance(found, Mapping) else None
    return None


def _merge(into: dict[str, Any], other: Mapping[str, Any]) -> None:
    for key, value in other.items():
        if key == "properties" and isinstance(into.get(key), dict):
            into[key] = {**into[key], **value}
        elif key == "required" and isinstance(into.get(key), list):
            into[key] = list(dict.fromkeys([*into[key], *value]))
        elif key == "description" and key in into:
            continue  # the outer description wins
        else:
            into[key] = value


def _convert(schema: Any, defs: Mapping[str, Any], depth: int) -> dict[str, Any]:
    if not isinstance(schema, Mapping) or depth > _MAX_DEPTH:
        return {}
    out: dict[str, Any] = {}
    if isinstance(schema.get("$ref"), str):
        target = _resolve_ref(schema["$ref"], defs)
        if target is not None:
            out = _convert(target, defs, depth + 1)
    for member in schema.get("allOf") or []:
        _merge(out, _convert(member, defs, depth + 1))

    for key, target_key in _SCALAR_KEYS.items():
        if key in schema and schema[key] is not None:
            out[target_key] = schema[key]

    raw_type = schema.get("type")
    type_names = [raw_type] if isinstance(raw_type, str) else list(raw_type or [])
    if "null" in type_names:
        out["nullable"] = True
    type_names = [t for t in type_names if t in _TYPES]
    if len(type_names) == 1:
        out["type"] = type_names[0].upper()
    elif len(type_names) > 1:
        out["any_of"] = [{"type": t.upper()} for t in type_names]

    variants = schema.get("anyOf") or schema.get("oneOf")
    if isinstance(variants, list):
        converted = []
        for variant in variants:
            if isinstance(variant, Mapping) and variant.get("type") == "null":
                out["nullable"] = True
                continue
            converted.append(_convert(variant, defs, depth + 1))
        if len(converted) == 1:
            _merge(out, converted[0])
        elif converted:
            out["any_of"] = converted

    if "const" in schema:
        values: list[Any] = [schema["const"]]
    else:
        values = list(schema.get("enum") or [])
    if values:
        if all(isinstance(v, str) for v in values):
            out["enum"] = values
            out.setdefault("type", "STRING")
        else:  # Gemini enums are strings only: say it in words instead
            allowed = ", ".join(json.dumps(v) for v in values)
            note = f"Allowed values: {allowed}."
            out["description"] = f"{out['description']} {note}" if "description" in out else note

    properties = schema.get("properties")
    if isinstance(properties, Mapping) and properties:
        out["properties"] = {
            str(name): _convert(sub, defs, depth + 1) for name, sub in properties.items()
        }
        out.setdefault("type", "OBJECT")
    required = schema.get("required")
    if isinstance(required, list) and "properties" in out:
        kept = [r for r in required if r in out["properties"]]
        if kept:
            out["required"] = kept
        else:
            out.pop("required", None)

    items = schema.get("items")
    if isinstance(items, list):
        items = items[0] if items else None
    if isinstance(items, Mapping):
        out["items"] = _convert(items, defs, depth + 1)
        out.setdefault("type", "ARRAY")

    fmt = schema.get("format")
    if isinstance(fmt, str) and fmt in _FORMATS.get(str(out.get("type")), set()):
        out["format"] = fmt
    return out


def to_gemini_schema(schema: Mapping[str, Any]) -> dict[str, Any]:
    """Convert a JSON schema to the OpenAPI subset Gemini's ``Schema`` accepts.

    Local ``$ref``s (``#/$defs/...``, ``#/definitions/...``) and ``allOf`` are inlined,
    ``type: [..., "null"]`` and ``anyOf``/``oneOf`` with a null member become
    ``nullable``, ``const`` and string enums become ``enum`` (non-string enums are
    described in words), ``required`` keeps only declared properties, and formats
    Gemini rejects are dropped, as are ``additionalProperties``, ``default``,
    ``examples``, ``$schema`` and every other keyword outside the subset.

    Args:
        schema: A JSON schema.

    Returns:
        A dict with ``google.genai.types.Schema`` field names (``any_of``,
        ``min_items``...) and upper-case types.
    """
    defs: dict[str, Any] = {}
    for key in ("definitions", "$defs"):
        found = schema.get(key)
        if isinstance(found, Mapping):
            defs.update(found)
    return _convert(schema, defs, 0)


def to_gemini_tools(tools: Sequence[ToolSpec]) -> list[types.Tool]:
    """Convert tool specs to one Gemini ``Tool`` of function declarations."""
    declarations = []
    for tool in tools:
        cleaned = to_gemini_schema(tool.parameters or {})
        parameters = (
            types.Schema.model_validate(cleaned) if cleaned.get("properties") else None
        )  # Gemini rejects OBJECT parameters without properties: omit them instead
        declarations.append(
            types.FunctionDeclaration(
                name=tool.name, description=tool.description, parameters=parameters
            )
        )
    return [types.Tool(function_declarations=declarations)]


# ---------------------------------------------------------------------------------------
# Messages -> contents
# ---------------------------------------------------------------------------------------


def _image(image: ImagePart) -> types.Part:
    if image.data is None:
        raise ValueError(f"image {image.image_id} has no bytes attached")
    return types.Part.from_bytes(data=image.data, mime_type=image.media_type)


def _parts(content: Sequence[TextPart | ImagePart]) -> list[types.Part]:
    parts: list[types.Part] = []
    for part in content:
        if isinstance(part, TextPart):
            if part.text:
                parts.append(types.Part(text=part.text))
        else:
            parts.append(_image(part))
    return parts


def _wire_id(call_id: str) -> str | None:
    return None if _SYNTHETIC_ID.match(call_id) else call_id


def _function_response(result: ToolResult) -> types.Part:
    text = result.text
    images = result.images
    if images:
        ids = ", ".join(img.image_id for img in images)
        note = f"[{len(images)} image(s) returned: {ids}; they follow this function response]"
        text = f"{text}\n{note}" if text else note
    payload = {"error": text or "error"} if result.is_error else {"output": text}
    return types.Part(
        function_response=types.FunctionResponse(
            id=_wire_id(result.call_id), name=result.name, response=payload
        )
    )


def _tool_result_parts(
    results: Sequence[ToolResult], malformed_ids: frozenset[str] = frozenset()
) -> list[types.Part]:
    parts = [_function_response(r) for r in results if r.call_id not in malformed_ids]
    for result in results:
        if result.call_id in malformed_ids:
            outcome = f"Error: {result.text}" if result.is_error else result.text
            parts.append(
                types.Part(
                    text=f"Result of malformed function call {result.call_id} "
                    f"({result.name or 'unknown tool'}): {outcome or '(no output)'}"
                )
            )
        images = result.images
        if not images:
            continue
        ids = ", ".join(img.image_id for img in images)
        parts.append(
            types.Part(text=f"Images returned by tool call {result.call_id} ({result.name}): {ids}")
        )
        parts.extend(_image(img) for img in images)
    return parts


def _malformed_text(call: ToolCall) -> str:
    target = f" to {call.name}" if call.name else ""
    detail = f": {call.raw_arguments}" if call.raw_arguments else ""
    return f"[malformed function call{target}{detail}]"


def signature_data(signature: bytes) -> dict[str, str]:
    """The ``ToolCall.provider_data`` carrying a Gemini thought signature.

    Args:
        signature: The signature bytes of a function-call part.

    Returns:
        ``{"google.thought_signature": <base64 text>}``.
    """
    return {SIGNATURE_KEY: base64.b64encode(signature).decode("ascii")}


def signature_of(call: ToolCall) -> bytes | None:
    """The Gemini thought signature a tool call carries in ``provider_data``.

    Both base64 alphabets (standard and URL-safe) are accepted.

    Args:
        call: A tool call.

    Returns:
        The signature bytes, or ``None`` when the call has none or it is not base64.
    """
    text = (call.provider_data or {}).get(SIGNATURE_KEY)
    if not text:
        return None
    try:
        return base64.b64decode(text.replace("-", "+").replace("_", "/"), validate=True)
    except (binascii.Error, ValueError):
        return None


def _assistant_parts(msg: Message) -> list[types.Part]:
    parts = [p for p in _parts(msg.content) if p.text is not None]
    # Calls that could not be parsed are shown as text: a function_call part needs a
    # declared name and object arguments, which they may lack.
    parts.extend(
        types.Part(text=_malformed_text(c)) for c in msg.tool_calls if c.parse_error is not None
    )
    calls = [c for c in msg.tool_calls if c.parse_error is None]
    signatures = [signature_of(call) for call in calls]
    any_known = any(sig is not None for sig in signatures)
    for call, known in zip(calls, signatures, strict=True):
        signature = known if any_known else SKIP_SIGNATURE
        parts.append(
            types.Part(
                function_call=types.FunctionCall(
                    id=_wire_id(call.id), name=call.name, args=call.arguments
                ),
                thought_signature=signature,
            )
        )
    return parts


def to_gemini_contents(messages: Sequence[Message]) -> tuple[str | None, list[types.Content]]:
    """Convert provider-neutral messages to Gemini ``system_instruction`` and ``contents``.

    Function calls are sent with the thought signature of their ``provider_data``
    (the placeholder when no call of their message has one).

    Args:
        messages: The conversation.

    Returns:
        ``(system_instruction, contents)``.
    """
    malformed_ids = frozenset(
        c.id for m in messages if m.role == "assistant" for c in m.tool_calls if c.parse_error
    )
    system_parts: list[str] = []
    contents: list[types.Content] = []
    for msg in messages:
        if msg.role == "system":
            if msg.text:
                system_parts.append(msg.text)
            continue
        if msg.role == "assistant":
            role = "model"
            parts = _assistant_parts(msg)
        else:
            role = "user"
            parts = _tool_result_parts(msg.tool_results, malformed_ids) + _parts(msg.content)
        if not parts:
            continue
        if contents and contents[-1].role == role:
            contents[-1].parts = [*(contents[-1].parts or []), *parts]
        else:
            contents.append(types.Content(role=role, parts=parts))
    return ("\n\n".join(system_parts) if system_parts else None), contents


# ---------------------------------------------------------------------------------------
# Response parsing
# ---------------------------------------------------------------------------------------


def _enum_text(value: Any) -> str | None:
    if value is None:
        return None
    if isinstance(value, Enum):
        return str(value.value)
    return str(value)


def _malformed_call(message: str | None, call_id: str) -> ToolCall:
    text = (message or "").strip()
    code = text.split(":", 1)[1].strip() if text.lower().startswith("malformed") else text
    matches = (pattern.search(code) for pattern in _MALFORMED_NAMES)
    match = next((m for m in matches if m is not None), None)
    return ToolCall(
        id=call_id,
        name=match.group(1) if match else "",
        arguments={},
        raw_arguments=code or None,
        parse_error="the model produced a malformed function call (MALFORMED_FUNCTION_CALL)",
    )


def _usage(meta: types.GenerateContentResponseUsageMetadata | None) -> Usage:
    if meta is None:
        return Usage()
    return Usage(
        input_tokens=(meta.prompt_token_count or 0) + (meta.tool_use_prompt_token_count or 0),
        output_tokens=(meta.candidates_token_count or 0) + (meta.thoughts_token_count or 0),
        cache_read_tokens=meta.cached_content_token_count or 0,
        reasoning_tokens=meta.thoughts_token_count or 0,
    )


def _provider_data(part: types.Part) -> dict[str, str] | None:
    return signature_data(part.thought_signature) if part.thought_signature else None


def parse_response(
    response: types.GenerateContentResponse,
    *,
    model_id: str,
    first_call_index: int = 0,
) -> ModelResponse:
    """Turn a Gemini response into a ModelResponse (without latency/raw).

    The thought signature of a function-call part goes to its ToolCall's
    ``provider_data`` (see :func:`signature_data`).

    Args:
        response: The SDK response.
        model_id: Fallback for the ``model`` field.
        first_call_index: Number of the first synthesized ``call_<n>`` id.

    Returns:
        The response.

    Raises:
        MalformedResponseError: When there are no candidates and no block reason.
    """
    usage = _usage(response.usage_metadata)
    model = response.model_version or model_id
    candidates = response.candidates or []
    if not candidates:
        feedback = response.prompt_feedback
        reason = _enum_text(feedback.block_reason) if feedback is not None else None
        if reason:
            return ModelResponse(
                text="", usage=usage, model=model, finish_reason=f"blocked:{reason}"
            )
        raise malformed(_PROVIDER, "the response has no candidates")
    candidate = candidates[0]
    parts = (candidate.content.parts if candidate.content else None) or []
    texts: list[str] = []
    calls: list[ToolCall] = []
    for part in parts:
        if part.text and not part.thought:
            texts.append(part.text)
        function_call = part.function_call
        if function_call is None:
            continue
        arguments, raw_arguments, error = parse_tool_arguments(function_call.args)
        call = ToolCall(
            id=function_call.id or f"call_{first_call_index + len(calls)}",
            name=function_call.name or "",
            arguments=arguments,
            raw_arguments=raw_arguments,
            parse_error=error,
            provider_data=_provider_data(part),
        )
        calls.append(call)
    finish = _enum_text(candidate.finish_reason)
    if finish == "MALFORMED_FUNCTION_CALL" and not calls:
        calls.append(_malformed_call(candidate.finish_message, f"call_{first_call_index}"))
    return ModelResponse(
        text="".join(texts),
        tool_calls=calls,
        usage=usage,
        model=model,
        finish_reason=finish,
    )


# ---------------------------------------------------------------------------------------
# The adapter
# ---------------------------------------------------------------------------------------


class GoogleGenAIModel:
    """A Gemini model served through the Gemini Developer API.

    Attributes:
        name: The model string (``google/gemini-2.5-flash``...).
        model_id: The model id sent to the API.
    """

    def __init__(
        self,
        model_id: str,
        *,
        name: str | None = None,
        api_key: str | None = None,
        base_url: str | None = None,
        api_key_env: str | None = None,
        api_version: str | None = "v1beta",
        send_sampling_params: bool = True,
        max_retries_sdk: int = 0,
        timeout: float | None = None,
        default_headers: Mapping[str, str] | None = None,
    ) -> None:
        """Create the adapter and its SDK client.

        Args:
            model_id: Model id sent to the API (``gemini-2.5-flash``).
            name: Model string; defaults to ``google/<model_id>``.
            api_key: API key; read from the environment when ``None``.
            base_url: API base URL; the SDK default when ``None``.
            api_key_env: Environment variable holding the key; ``GOOGLE_API_KEY`` then
                ``GEMINI_API_KEY`` when ``None``.
            api_version: API version in the path; the SDK default when ``None``.
            send_sampling_params: Send ``temperature``/``top_p``.
            max_retries_sdk: SDK-level retries; keep 0, retries are done by a wrapper.
            timeout: Default request timeout in seconds; a ``timeout_s`` set explicitly
                in the GenerateConfig of a call wins.
            default_headers: Extra headers sent with every request.

        Raises:
            ConfigError: When no API key is available.
        """
        self.model_id = model_id
        self.name = name or f"google/{model_id}"
        self._send_sampling = send_sampling_params
        self._timeout_s = timeout
        self._attempts = 1 + max(0, max_retries_sdk)
        envs = (api_key_env,) if api_key_env else DEFAULT_API_KEY_ENVS
        key = api_key or next((os.environ[e] for e in envs if os.environ.get(e)), None)
        if key is None:
            raise ConfigError(f"no API key for {self.name}: set {' or '.join(envs)}")
        self._secrets: tuple[str, ...] = (key,)
        default_timeout = timeout if timeout is not None else GenerateConfig().timeout_s
        self._client = genai.Client(
            api_key=key,
            vertexai=False,
            http_options=types.HttpOptions(
                base_url=base_url,
                api_version=api_version,
                timeout=int(default_timeout * 1000),
                headers=dict(default_headers) if default_headers else None,
                retry_options=types.HttpRetryOptions(attempts=self._attempts),
            ),
        )

    def __repr__(self) -> str:
        return f"GoogleGenAIModel(name={self.name!r}, model_id={self.model_id!r})"

    async def aclose(self) -> None:
        """Close the underlying HTTP client."""
        await self._client.aio.aclose()

    def _thinking_config(self, config: GenerateConfig) -> types.ThinkingConfig | None:
        """The ``thinking_config`` for the config's reasoning options (module docstring)."""
        if config.thinking_budget is not None:
            return types.ThinkingConfig(thinking_budget=config.thinking_budget)
        if config.reasoning is None:
            return None
        if self.model_id.removeprefix("models/").startswith("gemini-3"):
            return types.ThinkingConfig(thinking_level=_THINKING_LEVELS[config.reasoning])
        return types.ThinkingConfig(thinking_budget=LEVEL_BUDGETS[config.reasoning])

    def build_request(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None,
        config: GenerateConfig,
    ) -> tuple[list[types.Content], types.GenerateContentConfig]:
        """The ``contents`` and ``config`` of ``generate_content``.

        Args:
            messages: The conversation.
            tools: Tools offered to the model.
            config: Sampling options.

        Returns:
            ``(contents, generate_content_config)``.
        """
        system, contents = to_gemini_contents(messages)
        timeout = request_timeout(config, self._timeout_s)
        options: dict[str, Any] = {
            "system_instruction": system,
            "max_output_tokens": config.max_tokens,
            "seed": config.seed,
            "stop_sequences": list(config.stop) or None,
            "response_mime_type": "application/json" if config.json_output else None,
            "automatic_function_calling": types.AutomaticFunctionCallingConfig(disable=True),
            "automatic_continuation": False,
            "http_options": types.HttpOptions(
                timeout=int(timeout * 1000),
                retry_options=types.HttpRetryOptions(attempts=self._attempts),
            ),
        }
        if self._send_sampling:
            options["temperature"] = config.temperature
            options["top_p"] = config.top_p
        thinking = self._thinking_config(config)
        if thinking is not None:
            options["thinking_config"] = thinking
        if tools:
            options["tools"] = to_gemini_tools(tools)
            options["tool_config"] = types.ToolConfig(
                function_calling_config=types.FunctionCallingConfig(
                    mode=_TOOL_MODES[config.tool_choice]
                )
            )
        return contents, types.GenerateContentConfig(**options)

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        """Answer ``messages`` through ``generate_content``.

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
        contents, request_config = self.build_request(messages, tools, config)
        wire_contents: list[types.ContentUnion] = [*contents]
        timeout = request_timeout(config, self._timeout_s)
        started = time.perf_counter()
        result: object = await call_provider(
            lambda: self._client.aio.models.generate_content(
                model=self.model_id, contents=wire_contents, config=request_config
            ),
            provider=_PROVIDER,
            secrets=self._secrets,
            timeout_s=timeout,
        )
        latency = time.perf_counter() - started
        if not isinstance(result, types.GenerateContentResponse):
            raise malformed(_PROVIDER, f"unexpected result type {type(result).__name__}")
        try:
            response = parse_response(
                result,
                model_id=self.model_id,
                first_call_index=sum(len(m.tool_calls) for m in messages),
            )
        except ProviderError:
            raise
        except (TypeError, ValueError, AttributeError) as exc:
            raise malformed(
                _PROVIDER, f"{type(exc).__name__}: {exc}", secrets=self._secrets
            ) from None
        raw = result.model_dump(
            mode="json",
            exclude_none=True,
            exclude={"sdk_http_response", "automatic_function_calling_history", "parsed"},
        )
        return finish_response(response, latency_s=latency, raw=raw, secrets=self._secrets)
