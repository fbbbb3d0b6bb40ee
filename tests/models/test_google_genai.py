"""GoogleGenAIModel against the fake Gemini server, and the schema conversion."""

from __future__ import annotations

import base64
from collections.abc import AsyncIterator
from pathlib import Path
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
from mmtoolbench.models.cache import CachedModel, ResponseCache
from mmtoolbench.models.google_genai import (
    SIGNATURE_KEY,
    GoogleGenAIModel,
    _malformed_call,
    signature_of,
    to_gemini_contents,
    to_gemini_schema,
)
from mmtoolbench.store.serialize import message_to_json
from tests.fake_provider.fixtures import (  # noqa: F401
    TEST_API_KEY,
    fake_provider_fixture,
    png_image,
)
from tests.fake_provider.server import FakeProviderServer, Fault, ScriptedReply, ScriptedToolCall

SENTINEL = "skip_thought_signature_validator"
SIGNATURE = "c2lnLTE="  # base64 of b"sig-1"
CROP = ToolSpec(
    name="crop",
    description="Crop an image.",
    parameters={
        "type": "object",
        "properties": {
            "image_id": {"type": "string", "default": "img_0"},
            "box": {"type": "array", "items": {"type": "integer"}, "minItems": 4},
        },
        "required": ["image_id", "missing"],
        "additionalProperties": False,
    },
)


@pytest.fixture
async def model(fake_provider: FakeProviderServer) -> AsyncIterator[GoogleGenAIModel]:
    m = GoogleGenAIModel("gemini-test", api_key=TEST_API_KEY, base_url=fake_provider.base_url)
    yield m
    await m.aclose()


def _body(server: FakeProviderServer) -> dict[str, Any]:
    body: dict[str, Any] = server.last_request.json
    return body


async def test_plain_text_usage_and_request(
    model: GoogleGenAIModel, fake_provider: FakeProviderServer
) -> None:
    assert isinstance(model, Model) and model.name == "google/gemini-test"
    fake_provider.enqueue(
        ScriptedReply(text="Hi!", input_tokens=30, output_tokens=3, cache_read_tokens=12)
    )
    resp = await model.generate(
        [Message.system("Be brief."), Message.user("Hello")],
        config=GenerateConfig(temperature=0.2, max_tokens=77, top_p=0.5, seed=3, stop=("X",)),
    )
    assert resp.text == "Hi!"
    assert resp.finish_reason == "STOP"
    assert resp.model == "gemini-test"
    assert (resp.usage.input_tokens, resp.usage.output_tokens) == (30, 3)
    assert resp.usage.cache_read_tokens == 12
    assert resp.raw is not None and resp.raw["response_id"].startswith("resp-fake")
    assert "sdk_http_response" not in resp.raw

    request = fake_provider.last_request
    assert request.path == "/v1beta/models/gemini-test:generateContent"
    body = request.json
    assert body["systemInstruction"]["parts"] == [{"text": "Be brief."}]
    assert body["contents"] == [{"role": "user", "parts": [{"text": "Hello"}]}]
    generation = body["generationConfig"]
    assert generation["temperature"] == 0.2
    assert generation["maxOutputTokens"] == 77
    assert generation["topP"] == 0.5
    assert generation["seed"] == 3
    assert generation["stopSequences"] == ["X"]
    assert request.headers["x-goog-api-key"] == TEST_API_KEY
    assert TEST_API_KEY not in request.text and TEST_API_KEY not in request.path


async def test_image_input_is_inline_data(
    model: GoogleGenAIModel, fake_provider: FakeProviderServer
) -> None:
    image = png_image("img_0")
    fake_provider.enqueue(ScriptedReply(text="Red."))
    await model.generate([Message.user("Color?", images=[image])])

    parts = _body(fake_provider)["contents"][0]["parts"]
    inline = parts[0]["inlineData"]
    assert inline.get("mimeType", inline.get("mime_type")) == "image/png"
    assert image.data is not None and base64.b64decode(inline["data"]) == image.data
    assert parts[1] == {"text": "Color?"}


async def test_tool_call_parsed_and_declarations_cleaned(
    model: GoogleGenAIModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(
        ScriptedReply(
            tool_calls=(
                ScriptedToolCall("crop", {"image_id": "img_0"}),
                ScriptedToolCall("crop", {"image_id": "img_1"}, id="gem-id-7"),
            )
        )
    )
    resp = await model.generate(
        [Message.user("crop")], tools=[CROP], config=GenerateConfig(tool_choice="required")
    )
    assert resp.tool_calls == [
        ToolCall(id="call_0", name="crop", arguments={"image_id": "img_0"}),
        ToolCall(id="gem-id-7", name="crop", arguments={"image_id": "img_1"}),
    ]
    body = _body(fake_provider)
    (declaration,) = body["tools"][0]["functionDeclarations"]
    assert declaration["name"] == "crop" and declaration["description"] == "Crop an image."
    parameters = declaration["parameters"]
    box = parameters["properties"]["box"]
    # The SDK sends field names as snake_case (proto JSON accepts either spelling).
    assert box.pop("minItems", None) == 4 or box.pop("min_items", None) == 4
    assert parameters == {
        "type": "OBJECT",
        "properties": {
            "image_id": {"type": "STRING"},
            "box": {"type": "ARRAY", "items": {"type": "INTEGER"}},
        },
        "required": ["image_id"],
    }
    assert body["toolConfig"]["functionCallingConfig"]["mode"] == "ANY"


async def test_multi_turn_function_response_with_image(
    model: GoogleGenAIModel, fake_provider: FakeProviderServer
) -> None:
    cropped = png_image("img_1", (0, 0, 255))
    fake_provider.enqueue(
        ScriptedReply(
            text="Cropping.",
            tool_calls=(
                ScriptedToolCall("crop", {"image_id": "img_0"}),
                ScriptedToolCall("crop", {"image_id": "img_9"}, id="gem-2"),
            ),
            thought_signature=SIGNATURE,
        ),
        ScriptedReply(text="Blue."),
    )
    history = [Message.user("crop", images=[png_image("img_0")])]
    first = await model.generate(history, tools=[CROP])
    history += [
        first.to_message(),
        Message.tool(
            [
                ToolResult(call_id="call_0", name="crop", content=[TextPart(text="done"), cropped]),
                ToolResult(
                    call_id="gem-2",
                    name="crop",
                    content=[TextPart(text="no such image")],
                    is_error=True,
                ),
            ]
        ),
    ]
    assert [c.provider_data for c in first.tool_calls] == [{SIGNATURE_KEY: SIGNATURE}] * 2
    second = await model.generate(history, tools=[CROP])
    assert second.text == "Blue."

    contents = _body(fake_provider)["contents"]
    assert [c["role"] for c in contents] == ["user", "model", "user"]
    model_parts = contents[1]["parts"]
    assert model_parts[0] == {"text": "Cropping."}
    first_call, second_call = model_parts[1], model_parts[2]
    # Synthesized ids are not sent back; ids Gemini issued are.
    assert first_call["functionCall"] == {"name": "crop", "args": {"image_id": "img_0"}}
    assert second_call["functionCall"]["id"] == "gem-2"
    # The thought signatures Gemini sent are echoed.
    assert first_call["thoughtSignature"] == SIGNATURE
    assert second_call["thoughtSignature"] == SIGNATURE

    ok, err, label, image = contents[2]["parts"]
    assert ok["functionResponse"]["name"] == "crop"
    assert "id" not in ok["functionResponse"]
    assert ok["functionResponse"]["response"]["output"].startswith("done")
    assert err["functionResponse"]["id"] == "gem-2"
    assert err["functionResponse"]["response"] == {"error": "no such image"}
    assert "call_0" in label["text"] and "img_1" in label["text"]
    assert cropped.data is not None
    assert base64.b64decode(image["inlineData"]["data"]) == cropped.data


async def test_signature_travels_on_the_tool_call_to_another_adapter(
    fake_provider: FakeProviderServer,
) -> None:
    """A resumed or replayed conversation keeps its signatures: they live on the calls."""
    fake_provider.enqueue(
        ScriptedReply(
            tool_calls=(ScriptedToolCall("crop", {"image_id": "img_0"}, id="gem-1"),),
            thought_signature=SIGNATURE,
        ),
        ScriptedReply(text="Done."),
    )
    history = [Message.user("crop")]
    first_model = GoogleGenAIModel(
        "gemini-test", api_key=TEST_API_KEY, base_url=fake_provider.base_url
    )
    try:
        first = await first_model.generate(history, tools=[CROP])
    finally:
        await first_model.aclose()
    (call,) = first.tool_calls
    assert call.provider_data == {SIGNATURE_KEY: SIGNATURE}
    # As if read back by another process: through JSON, into a new adapter instance.
    restored = Message.model_validate_json(first.to_message().model_dump_json())
    assert message_to_json(restored)["tool_calls"][0]["provider_data"] == call.provider_data
    history += [
        restored,
        Message.tool([ToolResult(call_id="gem-1", name="crop", content=[TextPart(text="ok")])]),
    ]
    second_model = GoogleGenAIModel(
        "gemini-test", api_key=TEST_API_KEY, base_url=fake_provider.base_url
    )
    try:
        await second_model.generate(history, tools=[CROP])
    finally:
        await second_model.aclose()
    (call_part,) = _body(fake_provider)["contents"][1]["parts"]
    assert call_part["functionCall"]["id"] == "gem-1"
    assert call_part["thoughtSignature"] == SIGNATURE


async def test_cached_response_keeps_its_signature_for_a_new_adapter(
    fake_provider: FakeProviderServer, tmp_path: Path
) -> None:
    fake_provider.enqueue(
        ScriptedReply(
            tool_calls=(ScriptedToolCall("crop", {"image_id": "img_0"}),),
            thought_signature=SIGNATURE,
        ),
        ScriptedReply(text="Done."),
    )
    history = [Message.user("crop")]
    async with ResponseCache(tmp_path / "cache.sqlite") as cache:
        for _ in range(2):  # a miss, then a hit served to a fresh adapter
            adapter = GoogleGenAIModel(
                "gemini-test", api_key=TEST_API_KEY, base_url=fake_provider.base_url
            )
            try:
                response = await CachedModel(adapter, cache).generate(history, tools=[CROP])
            finally:
                await adapter.aclose()
    assert response.cached and len(fake_provider.requests) == 1
    assert response.tool_calls[0].provider_data == {SIGNATURE_KEY: SIGNATURE}

    history += [
        response.to_message(),
        Message.tool([ToolResult(call_id="call_0", name="crop", content=[TextPart(text="ok")])]),
    ]
    adapter = GoogleGenAIModel("gemini-test", api_key=TEST_API_KEY, base_url=fake_provider.base_url)
    try:
        await adapter.generate(history, tools=[CROP])
    finally:
        await adapter.aclose()
    (call_part,) = _body(fake_provider)["contents"][1]["parts"]
    assert call_part["thoughtSignature"] == SIGNATURE


async def test_unknown_calls_get_the_placeholder_signature(
    model: GoogleGenAIModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(ScriptedReply(text="ok"))
    history = [
        Message.user("go"),
        Message.assistant(
            tool_calls=[
                ToolCall(id="call_0", name="crop", arguments={"a": 1}),
                ToolCall(id="call_1", name="crop", arguments={"a": 2}),
            ]
        ),
        Message.tool(
            [
                ToolResult(call_id="call_0", name="crop", content=[TextPart(text="r")]),
                ToolResult(call_id="call_1", name="crop", content=[TextPart(text="s")]),
            ]
        ),
    ]
    await model.generate(history, tools=[CROP])
    call_parts = _body(fake_provider)["contents"][1]["parts"]
    assert [p["thoughtSignature"] for p in call_parts] == [SENTINEL, SENTINEL]


def _signed(call_id: str, signature: str | None) -> ToolCall:
    data = {SIGNATURE_KEY: signature} if signature is not None else None
    return ToolCall(id=call_id, name="crop", arguments={}, provider_data=data)


def _call_signatures(calls: list[ToolCall]) -> list[bytes | None]:
    _, contents = to_gemini_contents([Message.user("go"), Message.assistant(tool_calls=calls)])
    return [part.thought_signature for part in contents[1].parts or []]


def test_only_signed_calls_carry_a_signature_when_any_is_signed() -> None:
    # Gemini signs the first function call of a step only; the others go unsigned.
    calls = [_signed("call_0", SIGNATURE), _signed("call_1", None)]
    assert _call_signatures(calls) == [b"sig-1", None]


def test_signatures_decode_from_either_base64_alphabet() -> None:
    raw = b"\xfb\xff\xbf-signature"
    standard = base64.b64encode(raw).decode()
    assert "+" in standard or "/" in standard
    assert signature_of(_signed("a", standard)) == raw
    assert signature_of(_signed("a", base64.urlsafe_b64encode(raw).decode())) == raw
    assert signature_of(_signed("a", None)) is None
    assert signature_of(ToolCall(id="a", name="crop", provider_data={"other.key": "x"})) is None


def test_undecodable_signatures_fall_back_to_the_placeholder() -> None:
    placeholder = base64.urlsafe_b64decode(SENTINEL)
    assert signature_of(_signed("a", "not base64!")) is None
    assert _call_signatures([_signed("call_0", "not base64!")]) == [placeholder]


async def test_synthesized_ids_count_calls_across_the_conversation(
    model: GoogleGenAIModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(ScriptedReply(tool_calls=(ScriptedToolCall("crop", {"image_id": "x"}),)))
    history = [
        Message.user("go"),
        Message.assistant(tool_calls=[ToolCall(id="call_0", name="crop", arguments={})]),
        Message.tool([ToolResult(call_id="call_0", name="crop")]),
    ]
    resp = await model.generate(history, tools=[CROP])
    assert [c.id for c in resp.tool_calls] == ["call_1"]


async def test_malformed_function_call_becomes_parse_error(
    model: GoogleGenAIModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(
        ScriptedReply(tool_calls=(ScriptedToolCall("crop", "image_id=img_0, box=[1,"),)),
        ScriptedReply(text="Sorry, retrying."),
    )
    resp = await model.generate([Message.user("go")], tools=[CROP])
    assert resp.finish_reason == "MALFORMED_FUNCTION_CALL"
    (call,) = resp.tool_calls
    assert call.id == "call_0" and call.arguments == {}
    assert call.parse_error is not None and "MALFORMED_FUNCTION_CALL" in call.parse_error
    # google-genai drops finishMessage for the Developer API, so the name may be unknown.
    assert call.name in ("", "crop")

    history = [
        Message.user("go"),
        resp.to_message(),
        Message.tool(
            [
                ToolResult(
                    call_id="call_0",
                    name=call.name,
                    content=[TextPart(text="bad call")],
                    is_error=True,
                )
            ]
        ),
    ]
    await model.generate(history, tools=[CROP])
    contents = _body(fake_provider)["contents"]
    assert [c["role"] for c in contents] == ["user", "model", "user"]
    # Never replayed as function_call / function_response parts.
    assert contents[1]["parts"] == [
        {"text": "[malformed function call" + (" to crop]" if call.name else "]")}
    ]
    (result,) = contents[2]["parts"]
    assert "call_0" in result["text"] and "Error: bad call" in result["text"]


def test_malformed_call_name_from_finish_message() -> None:
    call = _malformed_call(
        "Malformed function call: print(default_api.crop(image_id=img_0, box=[1,))", "call_4"
    )
    assert call.id == "call_4" and call.name == "crop"
    assert call.raw_arguments == "print(default_api.crop(image_id=img_0, box=[1,))"
    assert _malformed_call("Malformed function call: zoom(level=", "call_0").name == "zoom"
    assert _malformed_call(None, "call_0").name == ""


async def test_blocked_prompt_is_an_empty_answer(
    model: GoogleGenAIModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(ScriptedReply(fault=Fault.empty(blocked_reason="SAFETY")))
    resp = await model.generate([Message.user("...")])
    assert resp.text == "" and resp.tool_calls == []
    assert resp.finish_reason == "blocked:SAFETY"


async def test_json_output_sets_the_mime_type(
    model: GoogleGenAIModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(ScriptedReply(text="{}"))
    await model.generate([Message.user("json")], config=GenerateConfig(json_output=True))
    assert _body(fake_provider)["generationConfig"]["responseMimeType"] == "application/json"


def test_missing_key_is_a_config_error(monkeypatch: Any) -> None:
    monkeypatch.delenv("GOOGLE_API_KEY", raising=False)
    monkeypatch.delenv("GEMINI_API_KEY", raising=False)
    with pytest.raises(ConfigError, match="GOOGLE_API_KEY or GEMINI_API_KEY"):
        GoogleGenAIModel("gemini-test")


def test_schema_conversion_handles_refs_nullables_and_enums() -> None:
    schema = {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "$defs": {
            "Box": {
                "type": "object",
                "properties": {"x": {"type": "integer", "exclusiveMinimum": 0}},
                "required": ["x"],
                "additionalProperties": False,
            }
        },
        "properties": {
            "box": {"$ref": "#/$defs/Box", "description": "Crop box."},
            "label": {"type": ["string", "null"], "format": "uri", "examples": ["a"]},
            "mode": {"enum": ["fast", "slow"], "default": "fast"},
            "level": {"enum": [1, 2, 3], "description": "Zoom."},
            "kind": {"const": "crop"},
            "maybe": {"anyOf": [{"type": "number"}, {"type": "null"}]},
            "either": {"oneOf": [{"type": "string"}, {"type": "integer", "format": "int64"}]},
            "tags": {"type": "array", "items": {"type": "string", "format": "date-time"}},
        },
        "required": ["box"],
    }
    assert to_gemini_schema(schema) == {
        "type": "OBJECT",
        "properties": {
            "box": {
                "type": "OBJECT",
                "description": "Crop box.",
                "properties": {"x": {"type": "INTEGER"}},
                "required": ["x"],
            },
            "label": {"type": "STRING", "nullable": True},
            "mode": {"type": "STRING", "enum": ["fast", "slow"]},
            "level": {"description": "Zoom. Allowed values: 1, 2, 3."},
            "kind": {"type": "STRING", "enum": ["crop"]},
            "maybe": {"type": "NUMBER", "nullable": True},
            "either": {"any_of": [{"type": "STRING"}, {"type": "INTEGER", "format": "int64"}]},
            "tags": {"type": "ARRAY", "items": {"type": "STRING", "format": "date-time"}},
        },
        "required": ["box"],
    }


def test_recursive_refs_terminate() -> None:
    schema = {
        "type": "object",
        "definitions": {
            "Node": {"type": "object", "properties": {"child": {"$ref": "#/definitions/Node"}}}
        },
        "properties": {"root": {"$ref": "#/definitions/Node"}},
    }
    converted = to_gemini_schema(schema)
    assert converted["properties"]["root"]["type"] == "OBJECT"


async def test_tool_without_parameters_omits_them(
    model: GoogleGenAIModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(ScriptedReply(text="ok"))
    noop = ToolSpec(name="noop", description="Does nothing.")
    await model.generate([Message.user("go")], tools=[noop])
    (declaration,) = _body(fake_provider)["tools"][0]["functionDeclarations"]
    assert declaration == {"name": "noop", "description": "Does nothing."}
