"""OpenAIChatModel against the fake Chat Completions server."""

from __future__ import annotations

import asyncio
import base64
import json
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
from mmtoolbench.models.base import Model
from mmtoolbench.models.openai_chat import OpenAIChatModel, parse_chat_completion
from mmtoolbench.models.openai_http import proxy_for
from tests.fake_provider.fixtures import (  # noqa: F401
    TEST_API_KEY,
    fake_provider_fixture,
    png_image,
)
from tests.fake_provider.server import FakeProviderServer, ScriptedReply, ScriptedToolCall

CROP = ToolSpec(
    name="crop",
    description="Crop an image.",
    parameters={
        "type": "object",
        "properties": {"image_id": {"type": "string"}, "box": {"type": "array"}},
        "required": ["image_id"],
    },
)


@pytest.fixture(params=["sdk", "direct"])
async def model(
    request: pytest.FixtureRequest, fake_provider: FakeProviderServer
) -> AsyncIterator[OpenAIChatModel]:
    """The adapter through both transports: every wire-format test runs on each."""
    m = OpenAIChatModel(
        "gpt-test",
        name="openai/gpt-test",
        api_key=TEST_API_KEY,
        base_url=fake_provider.openai_base_url,
        transport=request.param,
    )
    yield m
    await m.aclose()


def _body(server: FakeProviderServer, index: int = -1) -> dict[str, Any]:
    body: dict[str, Any] = server.requests[index].json
    return body


async def test_is_a_model(model: OpenAIChatModel) -> None:
    assert isinstance(model, Model)
    assert model.name == "openai/gpt-test"
    assert not model.compatible


async def test_plain_text_usage_and_request(
    model: OpenAIChatModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(
        ScriptedReply(text="Hello there.", input_tokens=40, output_tokens=9, cache_read_tokens=16)
    )
    resp = await model.generate([Message.system("Be brief."), Message.user("Hi")])

    assert resp.text == "Hello there."
    assert resp.tool_calls == []
    assert resp.finish_reason == "stop"
    assert resp.model == "gpt-test"
    assert (resp.usage.input_tokens, resp.usage.output_tokens) == (40, 9)
    assert resp.usage.cache_read_tokens == 16
    assert resp.latency_s > 0
    assert resp.raw is not None and resp.raw["object"] == "chat.completion"

    request = fake_provider.last_request
    assert request.path == "/v1/chat/completions"
    body = request.json
    assert body["model"] == "gpt-test"
    assert body["messages"] == [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "Hi"},
    ]
    assert body["max_completion_tokens"] == 2048
    assert "max_tokens" not in body
    assert body["temperature"] == 0.0
    assert "tools" not in body and "tool_choice" not in body
    assert request.headers["authorization"] == f"Bearer {TEST_API_KEY}"
    if model.transport == "sdk":  # the SDK announces its (disabled) retries
        assert request.headers["x-stainless-retry-count"] == "0"
    assert TEST_API_KEY not in request.text


async def test_image_input_is_a_data_url(
    model: OpenAIChatModel, fake_provider: FakeProviderServer
) -> None:
    image = png_image("img_0")
    fake_provider.enqueue(ScriptedReply(text="A red square."))
    await model.generate([Message.user("What is this?", images=[image])])

    content = _body(fake_provider)["messages"][0]["content"]
    assert content[0]["type"] == "image_url"
    url = content[0]["image_url"]["url"]
    prefix = "data:image/png;base64,"
    assert url.startswith(prefix)
    assert image.data is not None and base64.b64decode(url[len(prefix) :]) == image.data
    assert content[1] == {"type": "text", "text": "What is this?"}


async def test_tool_call_parsed_and_tools_sent(
    model: OpenAIChatModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(
        ScriptedReply(
            text="Cropping.",
            tool_calls=(
                ScriptedToolCall("crop", {"image_id": "img_0", "box": [1, 2]}, id="call_abc"),
            ),
        )
    )
    resp = await model.generate([Message.user("crop it")], tools=[CROP])

    assert resp.finish_reason == "tool_calls"
    assert resp.text == "Cropping."
    assert resp.tool_calls == [
        ToolCall(id="call_abc", name="crop", arguments={"image_id": "img_0", "box": [1, 2]})
    ]
    body = _body(fake_provider)
    assert body["tools"] == [
        {
            "type": "function",
            "function": {
                "name": "crop",
                "description": "Crop an image.",
                "parameters": CROP.parameters,
            },
        }
    ]
    assert body["tool_choice"] == "auto"


async def test_multi_turn_tool_result_with_image(
    model: OpenAIChatModel, fake_provider: FakeProviderServer
) -> None:
    source, cropped = png_image("img_0"), png_image("img_1", (0, 0, 255))
    fake_provider.enqueue(
        ScriptedReply(
            tool_calls=(
                ScriptedToolCall("crop", {"image_id": "img_0"}, id="call_1"),
                ScriptedToolCall("crop", {"image_id": "img_9"}, id="call_2"),
            )
        ),
        ScriptedReply(text="The crop shows blue."),
    )
    history = [Message.user("crop it", images=[source])]
    first = await model.generate(history, tools=[CROP])
    history.append(first.to_message())
    history.append(
        Message.tool(
            [
                ToolResult(
                    call_id="call_1",
                    name="crop",
                    content=[TextPart(text="Cropped to img_1."), cropped],
                ),
                ToolResult(
                    call_id="call_2",
                    name="crop",
                    content=[TextPart(text="unknown image img_9")],
                    is_error=True,
                ),
            ]
        )
    )
    second = await model.generate(history, tools=[CROP])
    assert second.text == "The crop shows blue."

    messages = _body(fake_provider)["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant", "tool", "tool", "user"]
    assistant = messages[1]
    assert assistant["content"] is None
    assert [c["id"] for c in assistant["tool_calls"]] == ["call_1", "call_2"]
    assert json.loads(assistant["tool_calls"][0]["function"]["arguments"]) == {"image_id": "img_0"}

    tool_ok, tool_err, follow_up = messages[2], messages[3], messages[4]
    assert tool_ok["tool_call_id"] == "call_1"
    assert tool_ok["content"].startswith("Cropped to img_1.")
    assert "img_1" in tool_ok["content"] and "next user message" in tool_ok["content"]
    assert tool_err == {
        "role": "tool",
        "tool_call_id": "call_2",
        "content": "Error: unknown image img_9",
    }
    # Chat Completions tool messages carry no images: they follow in a user message.
    label, image_part = follow_up["content"]
    assert label["type"] == "text" and "call_1" in label["text"] and "img_1" in label["text"]
    assert cropped.data is not None
    assert image_part["image_url"]["url"] == cropped.data_url()


async def test_malformed_tool_arguments_become_parse_errors(
    model: OpenAIChatModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(
        ScriptedReply(
            tool_calls=(
                ScriptedToolCall("crop", '{"image_id": "img_0",', id="c1"),
                ScriptedToolCall("crop", "[1, 2]", id="c2"),
                ScriptedToolCall("crop", "", id="c3"),
            )
        ),
        ScriptedReply(text="ok"),
    )
    resp = await model.generate([Message.user("go")], tools=[CROP])

    bad_json, not_object, empty = resp.tool_calls
    assert bad_json.arguments == {} and bad_json.raw_arguments == '{"image_id": "img_0",'
    assert bad_json.parse_error is not None and "not valid JSON" in bad_json.parse_error
    assert not_object.parse_error is not None and "JSON object" in not_object.parse_error
    assert not_object.raw_arguments == "[1, 2]"
    assert empty.arguments == {} and empty.parse_error is None

    # Replayed as sent, so the model sees its own mistake.
    history = [
        Message.user("go"),
        resp.to_message(),
        Message.tool([ToolResult(call_id="c1", name="crop", content=[TextPart(text="bad args")])]),
    ]
    await model.generate(history, tools=[CROP])
    replayed = _body(fake_provider)["messages"][1]["tool_calls"][0]["function"]["arguments"]
    assert replayed == '{"image_id": "img_0",'


async def test_generation_options(
    model: OpenAIChatModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(ScriptedReply(text="{}"))
    config = GenerateConfig(
        temperature=0.7,
        max_tokens=99,
        top_p=0.9,
        seed=7,
        stop=("END",),
        tool_choice="required",
        json_output=True,
    )
    await model.generate([Message.user("json please")], tools=[CROP], config=config)
    body = _body(fake_provider)
    assert body["temperature"] == 0.7
    assert body["top_p"] == 0.9
    assert body["seed"] == 7
    assert body["stop"] == ["END"]
    assert body["max_completion_tokens"] == 99
    assert body["tool_choice"] == "required"
    assert body["response_format"] == {"type": "json_object"}


async def test_openai_compatible_flavor(
    fake_provider: FakeProviderServer, monkeypatch: Any
) -> None:
    monkeypatch.delenv("OPENAI_COMPATIBLE_API_KEY", raising=False)
    model = OpenAIChatModel(
        "qwen-vl",
        name="openai-compatible/qwen-vl",
        base_url=fake_provider.openai_base_url,
        send_sampling_params=False,
    )
    try:
        assert model.compatible
        fake_provider.enqueue(
            ScriptedReply(tool_calls=(ScriptedToolCall("crop", "{oops", id="c1"),)),
            ScriptedReply(text="fine"),
        )
        first = await model.generate([Message.user("hi")], tools=[CROP])
        body = _body(fake_provider)
        assert body["max_tokens"] == 2048 and "max_completion_tokens" not in body
        assert "temperature" not in body
        assert fake_provider.last_request.headers["authorization"] == "Bearer EMPTY"

        history = [
            Message.user("hi"),
            first.to_message(),
            Message.tool([ToolResult(call_id="c1", name="crop", is_error=True)]),
        ]
        await model.generate(history, tools=[CROP])
        call = _body(fake_provider)["messages"][1]["tool_calls"][0]
        assert call["function"]["arguments"] == "{}"  # servers decode past arguments
    finally:
        await model.aclose()


def test_default_transport_follows_the_flavor() -> None:
    official = OpenAIChatModel("gpt-test", api_key=TEST_API_KEY)
    compatible = OpenAIChatModel("qwen", name="openai-compatible/qwen", base_url="http://h/v1")
    forced = OpenAIChatModel(
        "qwen", name="openai-compatible/qwen", base_url="http://h/v1", transport="sdk"
    )
    assert (official.transport, compatible.transport, forced.transport) == (
        "sdk",
        "direct",
        "sdk",
    )
    assert "transport='direct'" in repr(compatible)


@pytest.mark.parametrize("transport", ["sdk", "direct"])
async def test_both_transports_send_the_same_request(
    transport: str, fake_provider: FakeProviderServer
) -> None:
    model = OpenAIChatModel(
        "gpt-test",
        api_key=TEST_API_KEY,
        base_url=fake_provider.openai_base_url + "/",  # a trailing slash is tolerated
        transport=transport,  # type: ignore[arg-type]
        default_headers={"X-Team": "vision"},
    )
    try:
        fake_provider.enqueue(ScriptedReply(text="ok"))
        await model.generate(
            [Message.user("où est img_0 ?", images=[png_image("img_0")])], tools=[CROP]
        )
    finally:
        await model.aclose()
    request = fake_provider.last_request
    assert request.path == "/v1/chat/completions"
    assert request.headers["authorization"] == f"Bearer {TEST_API_KEY}"
    assert request.headers["x-team"] == "vision"
    assert request.headers["content-type"].startswith("application/json")
    body = request.json
    assert body["messages"][0]["content"][1] == {"type": "text", "text": "où est img_0 ?"}
    assert body["tools"][0]["function"]["name"] == "crop"


async def test_direct_transport_reopens_its_session_in_a_new_event_loop(
    fake_provider: FakeProviderServer,
) -> None:
    model = OpenAIChatModel(
        "gpt-test", api_key=TEST_API_KEY, base_url=fake_provider.openai_base_url, transport="direct"
    )
    fake_provider.enqueue(ScriptedReply(text="one"), ScriptedReply(text="two"))

    def call_in_fresh_loop() -> str:
        async def go() -> str:
            return (await model.generate([Message.user("hi")])).text

        return asyncio.run(go())

    # Each asyncio.run is a new loop; a session bound to the old one must not be reused.
    texts = await asyncio.to_thread(lambda: [call_in_fresh_loop(), call_in_fresh_loop()])
    assert texts == ["one", "two"]
    await model.aclose()


def test_missing_openai_key_is_a_config_error(monkeypatch: Any) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    with pytest.raises(ConfigError, match="OPENAI_API_KEY"):
        OpenAIChatModel("gpt-test")


def test_key_from_environment(monkeypatch: Any) -> None:
    monkeypatch.setenv("MY_KEY_VAR", TEST_API_KEY)
    model = OpenAIChatModel("gpt-test", api_key_env="MY_KEY_VAR", base_url="http://127.0.0.1:9/v1")
    assert TEST_API_KEY not in repr(model)


def test_missing_ids_are_synthesized_from_the_conversation() -> None:
    body = {
        "choices": [
            {
                "message": {
                    "role": "assistant",
                    "content": None,
                    "tool_calls": [
                        {"type": "function", "function": {"name": "a", "arguments": "{}"}},
                        {"type": "function", "function": {"name": "b", "arguments": {"x": 1}}},
                    ],
                },
                "finish_reason": "tool_calls",
            }
        ]
    }
    resp = parse_chat_completion(body, model_id="m", first_call_index=3)
    assert [c.id for c in resp.tool_calls] == ["call_3", "call_4"]
    assert resp.tool_calls[1].arguments == {"x": 1}
    assert resp.model == "m" and resp.usage.total_tokens == 0


def test_direct_transport_resolves_the_proxy_from_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for name in ("HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY", "http_proxy", "https_proxy", "no_proxy"):
        monkeypatch.delenv(name, raising=False)
    assert proxy_for("https://openrouter.ai/api/v1/chat/completions") is None
    monkeypatch.setenv("HTTPS_PROXY", "http://proxy.internal:3128")
    monkeypatch.setenv("NO_PROXY", "localhost,127.0.0.1")
    assert proxy_for("https://openrouter.ai/api/v1/chat/completions") == (
        "http://proxy.internal:3128"
    )
    assert proxy_for("http://127.0.0.1:8000/v1/chat/completions") is None
