"""AnthropicModel against the fake Messages server."""

from __future__ import annotations

import base64
from collections.abc import AsyncIterator
from typing import Any

import pytest

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import (
    GenerateConfig,
    Message,
    TextPart,
    ToolCall,
    ToolResult,
    ToolSpec,
)
from mmtoolbench.models.anthropic_messages import JSON_INSTRUCTION, AnthropicModel
from mmtoolbench.models.base import Model
from tests.fake_provider.fixtures import (  # noqa: F401
    TEST_API_KEY,
    fake_provider_fixture,
    png_image,
)
from tests.fake_provider.server import FakeProviderServer, ScriptedReply, ScriptedToolCall

CROP = ToolSpec(
    name="crop",
    description="Crop an image.",
    parameters={"properties": {"image_id": {"type": "string"}}, "required": ["image_id"]},
)


@pytest.fixture
async def model(fake_provider: FakeProviderServer) -> AsyncIterator[AnthropicModel]:
    m = AnthropicModel("claude-test", api_key=TEST_API_KEY, base_url=fake_provider.base_url)
    yield m
    await m.aclose()


def _body(server: FakeProviderServer) -> dict[str, Any]:
    body: dict[str, Any] = server.last_request.json
    return body


async def test_plain_text_usage_and_request(
    model: AnthropicModel, fake_provider: FakeProviderServer
) -> None:
    assert isinstance(model, Model) and model.name == "anthropic/claude-test"
    fake_provider.enqueue(
        ScriptedReply(text="Hello.", input_tokens=50, output_tokens=4, cache_read_tokens=30)
    )
    resp = await model.generate(
        [Message.system("Be brief."), Message.system("Be kind."), Message.user("Hi")]
    )

    assert resp.text == "Hello."
    assert resp.finish_reason == "end_turn"
    assert resp.model == "claude-test"
    # input_tokens counts every prompt token, cached ones included.
    assert (resp.usage.input_tokens, resp.usage.output_tokens) == (50, 4)
    assert resp.usage.cache_read_tokens == 30
    assert resp.raw is not None and resp.raw["type"] == "message"
    assert resp.latency_s > 0

    request = fake_provider.last_request
    assert request.path == "/v1/messages"
    body = request.json
    assert body["system"] == "Be brief.\n\nBe kind."
    assert body["messages"] == [{"role": "user", "content": [{"type": "text", "text": "Hi"}]}]
    assert body["max_tokens"] == 2048
    assert "temperature" not in body  # the SDK exposes no sampling parameters
    auth = request.headers.get("x-api-key") or request.headers.get("authorization", "")
    assert TEST_API_KEY in auth
    assert TEST_API_KEY not in request.text


async def test_image_input_is_a_base64_block(
    model: AnthropicModel, fake_provider: FakeProviderServer
) -> None:
    image = png_image("img_0")
    fake_provider.enqueue(ScriptedReply(text="Red."))
    await model.generate([Message.user("Color?", images=[image])])

    block = _body(fake_provider)["messages"][0]["content"][0]
    assert block["type"] == "image"
    assert block["source"]["type"] == "base64"
    assert block["source"]["media_type"] == "image/png"
    assert image.data is not None and base64.b64decode(block["source"]["data"]) == image.data


async def test_tool_call_parsed_and_tools_sent(
    model: AnthropicModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(
        ScriptedReply(
            text="Let me crop.",
            tool_calls=(ScriptedToolCall("crop", {"image_id": "img_0"}, id="toolu_1"),),
        )
    )
    resp = await model.generate(
        [Message.user("crop")], tools=[CROP], config=GenerateConfig(tool_choice="required")
    )
    assert resp.finish_reason == "tool_use"
    assert resp.text == "Let me crop."
    assert resp.tool_calls == [ToolCall(id="toolu_1", name="crop", arguments={"image_id": "img_0"})]

    body = _body(fake_provider)
    assert body["tools"] == [
        {
            "name": "crop",
            "description": "Crop an image.",
            "input_schema": {
                "type": "object",
                "properties": {"image_id": {"type": "string"}},
                "required": ["image_id"],
            },
        }
    ]
    assert body["tool_choice"] == {"type": "any"}


async def test_multi_turn_tool_results_with_images_are_native(
    model: AnthropicModel, fake_provider: FakeProviderServer
) -> None:
    cropped = png_image("img_1", (0, 0, 255))
    fake_provider.enqueue(
        ScriptedReply(
            tool_calls=(
                ScriptedToolCall("crop", {"image_id": "img_0"}, id="toolu_a"),
                ScriptedToolCall("crop", {"image_id": "img_9"}, id="toolu_b"),
            )
        ),
        ScriptedReply(text="Blue."),
    )
    history = [Message.system("sys"), Message.user("crop", images=[png_image("img_0")])]
    first = await model.generate(history, tools=[CROP])
    history += [
        first.to_message(),
        Message.tool(
            [
                ToolResult(
                    call_id="toolu_a", name="crop", content=[TextPart(text="done"), cropped]
                ),
                ToolResult(
                    call_id="toolu_b",
                    name="crop",
                    content=[TextPart(text="no such image")],
                    is_error=True,
                ),
            ]
        ),
        Message.user("What color is it?"),  # merged into the same user turn
    ]
    second = await model.generate(history, tools=[CROP])
    assert second.text == "Blue."

    messages = _body(fake_provider)["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant", "user"]
    assistant = messages[1]["content"]
    assert [b["type"] for b in assistant] == ["tool_use", "tool_use"]
    assert assistant[0] == {
        "type": "tool_use",
        "id": "toolu_a",
        "name": "crop",
        "input": {"image_id": "img_0"},
    }
    ok, err, question = messages[2]["content"]
    assert ok["type"] == "tool_result" and ok["tool_use_id"] == "toolu_a"
    assert ok["is_error"] is False
    assert ok["content"][0] == {"type": "text", "text": "done"}
    image_block = ok["content"][1]
    assert image_block["type"] == "image"
    assert cropped.data is not None
    assert base64.b64decode(image_block["source"]["data"]) == cropped.data
    assert err["tool_use_id"] == "toolu_b" and err["is_error"] is True
    assert question == {"type": "text", "text": "What color is it?"}


async def test_malformed_tool_input_becomes_parse_error(
    model: AnthropicModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(
        ScriptedReply(tool_calls=(ScriptedToolCall("crop", '{"image_id": ', id="toolu_x"),)),
        ScriptedReply(text="ok"),
    )
    resp = await model.generate([Message.user("go")], tools=[CROP])
    (call,) = resp.tool_calls
    assert call.id == "toolu_x" and call.arguments == {}
    assert call.raw_arguments == '{"image_id": '
    assert call.parse_error is not None

    history = [
        Message.user("go"),
        resp.to_message(),
        Message.tool([ToolResult(call_id="toolu_x", name="crop", is_error=True)]),
    ]
    await model.generate(history, tools=[CROP])
    replayed = _body(fake_provider)["messages"][1]["content"][0]
    assert replayed["input"] == {}  # the API needs an object


async def test_empty_content_is_an_empty_answer(
    model: AnthropicModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(ScriptedReply())
    resp = await model.generate([Message.user("...")])
    assert resp.text == "" and resp.tool_calls == []


async def test_options_json_and_sampling(fake_provider: FakeProviderServer) -> None:
    model = AnthropicModel(
        "claude-test",
        api_key=TEST_API_KEY,
        base_url=fake_provider.base_url,
        send_sampling_params=True,
    )
    try:
        fake_provider.enqueue(ScriptedReply(text="{}"))
        await model.generate(
            [Message.user("json")],
            config=GenerateConfig(temperature=0.3, top_p=0.8, stop=("STOP",), json_output=True),
        )
        body = _body(fake_provider)
        assert body["system"] == JSON_INSTRUCTION
        assert body["temperature"] == 0.3 and body["top_p"] == 0.8
        assert body["stop_sequences"] == ["STOP"]
    finally:
        await model.aclose()


async def test_empty_messages_are_dropped(
    model: AnthropicModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(ScriptedReply(text="ok"))
    await model.generate(
        [Message.user("a"), Message.assistant(""), Message.user("  "), Message.user("b")]
    )
    assert _body(fake_provider)["messages"] == [
        {"role": "user", "content": [{"type": "text", "text": "a"}, {"type": "text", "text": "b"}]}
    ]


def test_missing_key_is_a_config_error(monkeypatch: Any) -> None:
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    with pytest.raises(ConfigError, match="ANTHROPIC_API_KEY"):
        AnthropicModel("claude-test")
