"""Tests of ScriptedModel and the built-in scripts."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

import pytest

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
from mmtoolbench.models.base import Model
from mmtoolbench.models.scripted import (
    ScriptedModel,
    builtin_scripts,
    estimate_tokens,
    minimal_value,
    resolve_script,
)

USER = [Message.user("hello there")]


async def test_sequence_of_mixed_replies() -> None:
    model = ScriptedModel(
        "scripted/test",
        [
            "plain text",
            {"text": "looking", "tool_calls": [{"name": "search", "arguments": {"q": "cat"}}]},
            ModelResponse(text="done", finish_reason="stop"),
        ],
    )
    assert isinstance(model, Model)
    first = await model.generate(USER)
    assert first.text == "plain text"
    assert first.tool_calls == []
    assert first.finish_reason == "stop"
    assert first.model == "scripted/test"

    second = await model.generate(USER)
    assert second.text == "looking"
    assert second.tool_calls == [ToolCall(id="call_0", name="search", arguments={"q": "cat"})]
    assert second.finish_reason == "tool_calls"

    third = await model.generate(USER)
    assert third.text == "done"
    assert model.calls == 3


async def test_exhausted_script_error() -> None:
    model = ScriptedModel("scripted/short", ["a", "b"])
    await model.generate(USER)
    await model.generate(USER)
    with pytest.raises(ProviderError) as info:
        await model.generate(USER)
    assert not info.value.retryable
    assert str(info.value) == "scripted model scripted/short has no response left after 2 calls"


async def test_empty_script_fails_on_first_call() -> None:
    with pytest.raises(ProviderError, match="after 0 calls"):
        await ScriptedModel("scripted/none", []).generate(USER)


async def test_tool_call_ids_count_calls_already_in_conversation() -> None:
    reply = {"tool_calls": [{"name": "a"}, {"name": "b", "id": "mine"}, {"name": "c"}]}
    model = ScriptedModel("scripted/ids", [reply, reply])
    first = await model.generate(USER)
    assert [c.id for c in first.tool_calls] == ["call_0", "mine", "call_2"]

    conversation = [
        *USER,
        first.to_message(),
        Message.tool(
            [
                ToolResult(call_id=c.id, name=c.name, content=[TextPart(text="ok")])
                for c in first.tool_calls
            ]
        ),
    ]
    second = await model.generate(conversation)
    assert [c.id for c in second.tool_calls] == ["call_3", "mine", "call_5"]


async def test_usage_is_estimated_deterministically_and_free() -> None:
    image = ImagePart(image_id="img_0", data=b"img")
    messages = [Message.user("x" * 40, images=[image])]
    model = ScriptedModel("scripted/u", ["y" * 9, "y" * 9])
    a = await model.generate(messages)
    b = await model.generate(messages)
    assert a.usage == b.usage
    assert a.usage.input_tokens == 10 + 85
    assert a.usage.output_tokens == 3
    assert a.usage.cost_usd == 0.0


async def test_explicit_usage_is_kept() -> None:
    model = ScriptedModel(
        "scripted/u", [ModelResponse(text="x", usage=Usage(input_tokens=7, output_tokens=2))]
    )
    response = await model.generate(USER)
    assert (response.usage.input_tokens, response.usage.output_tokens) == (7, 2)
    assert response.usage.cost_usd == 0.0


def test_estimate_tokens() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("abcd") == 1
    assert estimate_tokens("abcde") == 2


async def test_sync_and_async_function_scripts() -> None:
    seen: list[tuple[int, int, float]] = []

    def sync_fn(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
    ) -> str:
        seen.append((len(messages), len(tools or []), config.temperature))
        return f"turn {len(messages)}"

    async def async_fn(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
    ) -> dict[str, Any]:
        return {"tool_calls": [{"name": "t", "arguments": {"n": len(messages)}}]}

    tools = [ToolSpec(name="t", description="T.")]
    sync_model = ScriptedModel("scripted/sync", sync_fn)
    response = await sync_model.generate(USER, tools, GenerateConfig(temperature=0.3))
    assert response.text == "turn 1"
    assert seen == [(1, 1, 0.3)]
    assert (await sync_model.generate(USER)).text == "turn 1"  # functions never run out

    async_model = ScriptedModel("scripted/async", async_fn)
    response = await async_model.generate(USER)
    assert response.tool_calls == [ToolCall(id="call_0", name="t", arguments={"n": 1})]


async def test_function_returning_garbage_is_config_error() -> None:
    def bad(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig
    ) -> Any:
        return 42

    with pytest.raises(ConfigError, match="expected ModelResponse, str or dict"):
        await ScriptedModel("scripted/bad", bad).generate(USER)


@pytest.mark.parametrize(
    "script",
    ["a string", {"text": "a dict"}, [{"txt": "typo"}], [{"tool_calls": [{"arguments": {}}]}], [3]],
)
def test_malformed_scripts_are_rejected_eagerly(script: Any) -> None:
    with pytest.raises(ConfigError):
        ScriptedModel("scripted/bad", script)


async def test_script_objects_are_not_mutated() -> None:
    original = ModelResponse(tool_calls=[ToolCall(id="", name="t")])
    model = ScriptedModel("scripted/m", [original])
    response = await model.generate(USER)
    assert response.tool_calls[0].id == "call_0"
    assert original.tool_calls[0].id == ""
    assert original.model == ""


# --- built-ins ------------------------------------------------------------------------


async def test_builtin_echo() -> None:
    model = ScriptedModel("scripted/echo", resolve_script("echo"))
    conversation = [Message.user("first"), Message.assistant("reply"), Message.user("second")]
    assert (await model.generate(conversation)).text == "second"
    assert (await model.generate([Message.system("sys")])).text == ""


async def test_builtin_json() -> None:
    model = ScriptedModel("scripted/json", resolve_script("json"))
    assert (await model.generate(USER, None, GenerateConfig(json_output=True))).text == "{}"


async def test_builtin_first_tool_calls_then_reports() -> None:
    tool = ToolSpec(
        name="add_to_cart",
        description="Add.",
        parameters={
            "type": "object",
            "properties": {
                "product_id": {"type": "string"},
                "quantity": {"type": "integer", "minimum": 1, "default": 1},
                "gift": {"type": "boolean"},
                "size": {"$ref": "#/$defs/Size"},
                "note": {"anyOf": [{"type": "null"}, {"type": "string", "minLength": 2}]},
            },
            "required": ["product_id", "quantity", "size", "note"],
            "$defs": {"Size": {"enum": ["S", "M", "L"]}},
        },
    )
    model = ScriptedModel("scripted/first-tool", resolve_script("first-tool"))
    first = await model.generate(USER, [tool, ToolSpec(name="other", description="O.")])
    assert first.tool_calls == [
        ToolCall(
            id="call_0",
            name="add_to_cart",
            arguments={"product_id": "", "quantity": 1, "size": "S", "note": "xx"},
        )
    ]
    conversation = [
        *USER,
        first.to_message(),
        Message.tool(
            [ToolResult(call_id="call_0", name="add_to_cart", content=[TextPart(text="added")])]
        ),
    ]
    second = await model.generate(conversation, [tool])
    assert second.tool_calls == []
    assert second.text == "Done. add_to_cart returned: added"
    # without tools it echoes
    assert (await model.generate(USER)).text == "hello there"


def test_minimal_value_numbers_and_arrays() -> None:
    assert minimal_value({"type": "integer", "minimum": 3}) == 3
    assert minimal_value({"type": "integer", "minimum": -3}) == 0
    assert minimal_value({"type": "integer", "exclusiveMinimum": 0}) == 1
    assert minimal_value({"type": "number", "maximum": -2.5}) == -2.5
    assert minimal_value({"type": "array", "items": {"type": "string"}, "minItems": 2}) == ["", ""]
    assert minimal_value({"type": ["null", "boolean"]}) is False
    assert minimal_value({"type": "object", "properties": {"a": {"type": "string"}}}) == {}
    assert minimal_value({"const": 5}) == 5


def test_minimal_value_survives_recursive_refs() -> None:
    schema = {
        "$ref": "#/$defs/Node",
        "$defs": {
            "Node": {
                "type": "object",
                "properties": {"child": {"$ref": "#/$defs/Node"}},
                "required": ["child"],
            }
        },
    }
    value = minimal_value(schema)
    assert isinstance(value, dict)


def test_resolve_script() -> None:
    assert set(builtin_scripts()) == {"echo", "json", "first-tool"}
    mine = ["custom"]
    assert resolve_script("mine", {"mine": mine}) is mine
    # user scripts shadow built-ins
    assert resolve_script("echo", {"echo": mine}) is mine
    with pytest.raises(ConfigError, match=r"unknown script 'nope'.*echo, first-tool, json, mine"):
        resolve_script("nope", {"mine": mine})
    # builtin_scripts returns a fresh dict every time
    builtin_scripts()["echo"] = mine
    assert resolve_script("echo") is not mine


async def test_latency_script_waits_and_reports_when_it_ran() -> None:
    model = ScriptedModel("scripted/latency-50ms", resolve_script("latency-50ms"))
    response = await model.generate([Message.user("hi")])
    reply = json.loads(response.text)
    assert reply["echo"] == "hi"
    assert 0.045 <= reply["finished"] - reply["started"] < 1.0
    with pytest.raises(ConfigError, match=r"known: echo, first-tool, json, latency-<N>ms"):
        resolve_script("latency-fast")
