"""Scripted models: deterministic, offline stand-ins for real models.

A script is either a sequence of replies, used one per call, or a function of the
request. A reply is a ``ModelResponse``, a plain string (a text reply) or a dict
shorthand::

    {"text": "Let me look.", "tool_calls": [{"name": "search", "arguments": {"q": "cat"}}]}

Tool calls without an id get ``call_<n>``, where ``n`` counts the tool calls already in
the conversation (0-based), so ids are unique within a conversation and depend only on
the request. Usage is estimated at about four characters per token (85 tokens per
image) when the reply does not carry its own, and the cost is always 0.

``scripted/<name>`` model strings resolve through an explicit mapping of named scripts
(``resolve_script``) on top of a few built-ins (``builtin_scripts``):

* ``echo``: replies with the text of the last user message.
* ``json``: replies ``{}``.
* ``first-tool``: calls the first offered tool with schema-minimal arguments; once a
  tool result comes back (or when no tools are offered), replies with text.
* ``latency-<N>ms``: waits N milliseconds (a simulated provider latency), then replies
  with the JSON ``{"echo": <last user text>, "started": <t0>, "finished": <t1>}`` (wall
  clock seconds), so tests and benchmarks can see how many calls were in flight at once.
"""

from __future__ import annotations

import asyncio
import inspect
import json
import math
import re
import time
from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any, TypeAlias

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from mmtoolbench.core.errors import ConfigError, ProviderError
from mmtoolbench.core.messages import (
    GenerateConfig,
    ImagePart,
    Message,
    ModelResponse,
    TextPart,
    ToolCall,
    ToolSpec,
    Usage,
)

ScriptReply: TypeAlias = ModelResponse | str | Mapping[str, Any]
"""One reply of a script: a response, a text reply, or the dict shorthand."""

ScriptFn: TypeAlias = Callable[
    [Sequence[Message], Sequence[ToolSpec] | None, GenerateConfig],
    ScriptReply | Awaitable[ScriptReply],
]
"""A script computed from the request ``(messages, tools, config)``; may be async."""

Script: TypeAlias = Sequence[ScriptReply] | ScriptFn
"""A sequence of replies (one per call) or a function of the request."""

CHARS_PER_TOKEN = 4
IMAGE_TOKENS = 85
_SCHEMA_MAX_DEPTH = 12


class _ToolCallShorthand(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)
    id: str | None = None


class _ReplyShorthand(BaseModel):
    model_config = ConfigDict(extra="forbid")
    text: str = ""
    tool_calls: list[_ToolCallShorthand] = Field(default_factory=list)
    finish_reason: str | None = None


def _to_response(reply: object, where: str) -> ModelResponse:
    """Normalise one script reply; tool calls lacking an id get ``id == ""``."""
    if isinstance(reply, ModelResponse):
        return reply
    if isinstance(reply, str):
        return ModelResponse(text=reply)
    if isinstance(reply, Mapping):
        try:
            short = _ReplyShorthand.model_validate(dict(reply))
        except ValidationError as exc:
            raise ConfigError(f"invalid scripted reply {where}: {exc}") from exc
        return ModelResponse(
            text=short.text,
            tool_calls=[
                ToolCall(id=c.id or "", name=c.name, arguments=c.arguments)
                for c in short.tool_calls
            ],
            finish_reason=short.finish_reason,
        )
    raise ConfigError(
        f"invalid scripted reply {where}: expected ModelResponse, str or dict, "
        f"got {type(reply).__name__}"
    )


def estimate_tokens(text: str) -> int:
    """A deterministic token estimate: one token per four characters, rounded up.

    Args:
        text: Any text.
    """
    return math.ceil(len(text) / CHARS_PER_TOKEN)


def _estimate_input_tokens(messages: Sequence[Message], tools: Sequence[ToolSpec] | None) -> int:
    chars = 0
    images = 0
    for message in messages:
        for part in message.content:
            if isinstance(part, TextPart):
                chars += len(part.text)
            elif isinstance(part, ImagePart):
                images += 1
        for call in message.tool_calls:
            chars += len(call.name) + len(json.dumps(call.arguments, sort_keys=True))
        for result in message.tool_results:
            chars += len(result.text)
            images += len(result.images)
    for spec in tools or ():
        chars += len(spec.model_dump_json())
    return math.ceil(chars / CHARS_PER_TOKEN) + images * IMAGE_TOKENS


def _estimate_output_tokens(response: ModelResponse) -> int:
    chars = len(response.text)
    for call in response.tool_calls:
        chars += len(call.name) + len(json.dumps(call.arguments, sort_keys=True))
    return math.ceil(chars / CHARS_PER_TOKEN)


def _count_tool_calls(messages: Sequence[Message]) -> int:
    return sum(len(m.tool_calls) for m in messages)


class ScriptedModel:
    """A model that answers from a script. Cost is always 0.

    A sequence script is consumed one reply per call; this state belongs to the
    instance, so use one instance per conversation. Function scripts are called with
    each request.

    Attributes:
        name: The model string (``scripted/<name>``).
    """

    def __init__(self, name: str, script: Script) -> None:
        """Create the model.

        Args:
            name: The model string.
            script: Replies, one per call, or a function ``(messages, tools, config)``
                returning a reply (sync or async).

        Raises:
            ConfigError: If the script or one of its replies is malformed.
        """
        self.name = name
        self._fn: ScriptFn | None = None
        self._replies: tuple[ModelResponse, ...] = ()
        if isinstance(script, str | bytes | Mapping | ModelResponse):
            raise ConfigError(
                f"script of {name} must be a sequence of replies or a function, "
                f"got a single {type(script).__name__}"
            )
        if callable(script):
            self._fn = script
        elif isinstance(script, Sequence):
            self._replies = tuple(
                _to_response(reply, f"#{i} of {name}") for i, reply in enumerate(script)
            )
        else:
            raise ConfigError(f"script of {name} must be a sequence or a function")
        self._calls = 0

    def __repr__(self) -> str:
        kind = "function" if self._fn is not None else f"{len(self._replies)} replies"
        return f"ScriptedModel({self.name!r}, {kind})"

    @property
    def calls(self) -> int:
        """How many times ``generate`` has been called."""
        return self._calls

    async def _next_reply(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None,
        config: GenerateConfig,
    ) -> ModelResponse:
        if self._fn is not None:
            result = self._fn(messages, tools, config)
            if inspect.isawaitable(result):
                result = await result
            return _to_response(result, f"returned by the script of {self.name}")
        if self._calls >= len(self._replies):
            raise ProviderError(
                f"scripted model {self.name} has no response left after {self._calls} calls",
                retryable=False,
            )
        return self._replies[self._calls]

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        """Return the next scripted reply.

        Args:
            messages: The conversation so far.
            tools: Tools the model may call.
            config: Sampling options (passed to function scripts).

        Returns:
            The reply, with tool call ids, usage and model name filled in.

        Raises:
            ProviderError: (not retryable) When a sequence script is exhausted.
            ConfigError: When a function script returns something that is not a reply.
        """
        cfg = config if config is not None else GenerateConfig()
        response = await self._next_reply(messages, tools, cfg)
        self._calls += 1
        next_id = _count_tool_calls(messages)
        calls: list[ToolCall] = []
        for call in response.tool_calls:
            if call.id:
                calls.append(call)
            else:
                calls.append(call.model_copy(update={"id": f"call_{next_id}"}))
            next_id += 1
        usage = response.usage
        if usage.input_tokens == 0 and usage.output_tokens == 0:
            usage = Usage(
                input_tokens=_estimate_input_tokens(messages, tools),
                output_tokens=_estimate_output_tokens(response),
            )
        usage = usage.model_copy(update={"cost_usd": 0.0})
        finish = response.finish_reason or ("tool_calls" if calls else "stop")
        return response.model_copy(
            update={
                "tool_calls": calls,
                "usage": usage,
                "model": response.model or self.name,
                "finish_reason": finish,
            }
        )


# --- built-in scripts -------------------------------------------------------------


def _last_user_text(messages: Sequence[Message]) -> str:
    for message in reversed(messages):
        if message.role == "user" and message.text:
            return message.text
    return ""


def echo_script(
    messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
) -> ScriptReply:
    """Reply with the text of the last user message (``scripted/echo``).

    Args:
        messages: The conversation.
        tools: Ignored.
        config: Ignored.
    """
    return _last_user_text(messages)


def json_script(
    messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
) -> ScriptReply:
    """Reply ``{}`` (``scripted/json``).

    Args:
        messages: Ignored.
        tools: Ignored.
        config: Ignored.
    """
    return "{}"


def _resolve_ref(ref: str, root: Mapping[str, Any]) -> Mapping[str, Any]:
    if not ref.startswith("#/"):
        return {}
    node: Any = root
    for token in ref[2:].split("/"):
        token = token.replace("~1", "/").replace("~0", "~")
        if not isinstance(node, Mapping) or token not in node:
            return {}
        node = node[token]
    return node if isinstance(node, Mapping) else {}


def minimal_value(schema: Mapping[str, Any], root: Mapping[str, Any] | None = None) -> Any:
    """The simplest value satisfying the basic constraints of a JSON schema.

    Uses ``default``, ``const`` or the first ``enum`` value when present; otherwise
    empty/zero values of the schema's type that honour minimum lengths, sizes and
    bounds. Objects get their required properties only. Local ``$ref``s are followed.

    Args:
        schema: A JSON schema (subset).
        root: The document ``$ref``s point into; defaults to ``schema``.

    Returns:
        A JSON value.
    """
    return _minimal(schema, root if root is not None else schema, 0)


def _minimal(schema: Mapping[str, Any], root: Mapping[str, Any], depth: int) -> Any:
    if depth > _SCHEMA_MAX_DEPTH:
        return None
    if "$ref" in schema:
        return _minimal(_resolve_ref(str(schema["$ref"]), root), root, depth + 1)
    if "default" in schema:
        return schema["default"]
    if "const" in schema:
        return schema["const"]
    enum = schema.get("enum")
    if isinstance(enum, list) and enum:
        return enum[0]
    for key in ("anyOf", "oneOf", "allOf"):
        options = schema.get(key)
        if isinstance(options, list) and options:
            non_null = [o for o in options if isinstance(o, Mapping) and o.get("type") != "null"]
            chosen = non_null[0] if non_null else options[0]
            return _minimal(chosen, root, depth + 1)
    kind = schema.get("type")
    if isinstance(kind, list):
        non_null_types = [k for k in kind if k != "null"]
        kind = non_null_types[0] if non_null_types else "null"
    if kind == "string":
        return "x" * int(schema.get("minLength", 0))
    if kind in ("integer", "number"):
        value: float = 0
        if isinstance(schema.get("minimum"), int | float):
            value = max(value, schema["minimum"])
        if isinstance(schema.get("exclusiveMinimum"), int | float):
            value = max(value, schema["exclusiveMinimum"] + 1)
        if isinstance(schema.get("maximum"), int | float):
            value = min(value, schema["maximum"])
        if isinstance(schema.get("exclusiveMaximum"), int | float):
            value = min(value, schema["exclusiveMaximum"] - 1)
        return math.ceil(value) if kind == "integer" else value
    if kind == "boolean":
        return False
    if kind == "array":
        items = schema.get("items")
        count = int(schema.get("minItems", 0))
        item_schema = items if isinstance(items, Mapping) else {}
        return [_minimal(item_schema, root, depth + 1) for _ in range(count)]
    if kind == "object" or "properties" in schema:
        properties = schema.get("properties", {})
        required = schema.get("required", [])
        return {
            name: _minimal(properties.get(name, {}), root, depth + 1)
            for name in required
            if isinstance(name, str)
        }
    if kind == "null":
        return None
    return None


def first_tool_script(
    messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
) -> ScriptReply:
    """Call the first offered tool once, then report its result (``scripted/first-tool``).

    When tools are offered and the last message does not carry tool results, calls
    ``tools[0]`` with schema-minimal arguments. Otherwise replies with text: the
    result of the last tool call, or an echo of the last user message.

    Args:
        messages: The conversation.
        tools: Tools offered.
        config: Ignored.
    """
    last = messages[-1] if messages else None
    if last is not None and last.tool_results:
        summary = "; ".join(
            f"{r.name} {'failed' if r.is_error else 'returned'}: {r.text}"
            for r in last.tool_results
        )
        return f"Done. {summary}"
    if tools:
        spec = tools[0]
        arguments = minimal_value(spec.parameters)
        return {
            "tool_calls": [
                {"name": spec.name, "arguments": arguments if isinstance(arguments, dict) else {}}
            ]
        }
    return _last_user_text(messages)


_LATENCY_SCRIPT = re.compile(r"^latency-(\d{1,6})ms$")


def latency_script(milliseconds: int) -> ScriptFn:
    """A script that waits ``milliseconds`` and reports when it ran (``latency-<N>ms``).

    Args:
        milliseconds: The simulated latency of every call.

    Returns:
        An async script replying ``{"echo": ..., "started": t0, "finished": t1}``.
    """

    async def script(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
    ) -> ScriptReply:
        started = time.time()
        await asyncio.sleep(milliseconds / 1000)
        reply = {"echo": _last_user_text(messages), "started": started, "finished": time.time()}
        return json.dumps(reply)

    return script


def builtin_scripts() -> dict[str, Script]:
    """The built-in named scripts (a new dict each call).

    Returns:
        ``{"echo": ..., "json": ..., "first-tool": ...}``.
    """
    return {"echo": echo_script, "json": json_script, "first-tool": first_tool_script}


def resolve_script(name: str, scripts: Mapping[str, Script] | None = None) -> Script:
    """Find the script called ``name``: in ``scripts`` first, then among the built-ins.

    Args:
        name: Script name (the part after ``scripted/``).
        scripts: Caller-provided named scripts.

    Returns:
        The script.

    Raises:
        ConfigError: If no script has that name; the message lists the known names.
    """
    if scripts is not None and name in scripts:
        return scripts[name]
    builtins = builtin_scripts()
    if name in builtins:
        return builtins[name]
    latency = _LATENCY_SCRIPT.match(name)
    if latency:
        return latency_script(int(latency.group(1)))
    known = [*sorted({*builtins, *(scripts or {})}), "latency-<N>ms"]
    raise ConfigError(f"unknown script {name!r} for scripted/<name>; known: {', '.join(known)}")
