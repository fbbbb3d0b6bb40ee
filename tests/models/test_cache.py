"""Tests of canonical_request_hash, ResponseCache and CachedModel."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from collections.abc import Sequence
from pathlib import Path

import pytest

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
from mmtoolbench.models.cache import (
    RAW_CACHE_KEY,
    CachedModel,
    ResponseCache,
    canonical_request_hash,
    canonical_request_of_record,
    hash_canonical_request,
    should_cache,
)
from mmtoolbench.store.serialize import message_to_json, request_to_json, to_stored_json

PNG_A = b"\x89PNG fake image A"
PNG_B = b"\x89PNG fake image B"
TOOL = ToolSpec(
    name="search",
    description="Search products.",
    parameters={"type": "object", "properties": {"q": {"type": "string"}}, "required": ["q"]},
)


def _messages(image: bytes = PNG_A) -> list[Message]:
    return [
        Message.system("You are helpful."),
        Message.user("What is this?", images=[ImagePart(image_id="img_0", data=image)]),
    ]


class CountingModel:
    def __init__(self, name: str = "openai/gpt-4o") -> None:
        self.name = name
        self.calls = 0

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        self.calls += 1
        return ModelResponse(
            text=f"answer {self.calls}",
            tool_calls=[ToolCall(id="call_x", name="search", arguments={"q": "cat"})],
            usage=Usage(input_tokens=100, output_tokens=20, cost_usd=0.0125),
            model="gpt-4o-2024-08-06",
            latency_s=1.5,
            raw={"id": "chatcmpl-1"},
        )


# --- keys -------------------------------------------------------------------------------


def test_hash_is_stable_and_hex() -> None:
    key = canonical_request_hash("openai/gpt-4o", _messages(), [TOOL], GenerateConfig())
    assert key == canonical_request_hash("openai/gpt-4o", _messages(), [TOOL], GenerateConfig())
    assert len(key) == 64
    int(key, 16)


def _rich_request() -> tuple[list[Message], list[ToolSpec]]:
    image = ImagePart(image_id="img_0", data=b"\x89PNG fake bytes")
    messages = [
        Message.system("You are terse."),
        Message.user("What is in img_0?", images=[image]),
        Message(
            role="assistant",
            content=[TextPart(text="Let me look.")],
            tool_calls=[
                ToolCall(
                    id="call_1", name="crop", arguments={"image_id": "img_0", "box": [0, 0, 5, 5]}
                )
            ],
        ),
        Message(
            role="tool",
            tool_results=[
                ToolResult(
                    call_id="call_1",
                    name="crop",
                    content=[TextPart(text="cropped"), ImagePart(image_id="img_1", data=b"other")],
                )
            ],
        ),
    ]
    tools = [
        ToolSpec(
            name="crop",
            description="Crop an image.",
            parameters={"type": "object", "properties": {"image_id": {"type": "string"}}},
        )
    ]
    return messages, tools


def test_hash_value_is_pinned() -> None:
    """Cache files and recorded runs stay valid: the key of a fixed request never drifts.

    If this fails on purpose, bump CACHE_KEY_VERSION.
    """
    messages, tools = _rich_request()
    config = GenerateConfig(temperature=0.3, seed=7, timeout_s=12)
    assert canonical_request_hash("openai/gpt-test", messages, tools, config) == (
        "6e83388808261888a2faeda67778af6af781a5039f7e3011c25e25c0a16d867b"
    )
    assert canonical_request_hash("openai/gpt-test", messages, None, None) == (
        "803139223562da2d6e65ee7de00afcefda8088d33a0009257f35ebec26012c82"
    )


def test_hash_recomputed_from_the_stored_request_matches() -> None:
    messages, tools = _rich_request()
    config = GenerateConfig(temperature=0.5, max_tokens=99)
    stored = json.loads(to_stored_json(request_to_json(messages, tools, config)))
    recomputed = hash_canonical_request(canonical_request_of_record("m", stored))
    assert recomputed == canonical_request_hash("m", messages, tools, config)


def test_hash_ignores_timeout_use_cache_timestamps_and_routing() -> None:
    base = canonical_request_hash("m", _messages(), [TOOL], GenerateConfig())
    other = _messages()
    for message in other:
        message.timestamp = 0.0
        message.sender = "user_sim"
        message.visible_to = ["agent"]
    assert canonical_request_hash("m", other, [TOOL], GenerateConfig()) == base
    assert canonical_request_hash("m", _messages(), [TOOL], GenerateConfig(timeout_s=5.0)) == base
    assert canonical_request_hash("m", _messages(), [TOOL], GenerateConfig(use_cache=True)) == base
    assert canonical_request_hash("m", _messages(), [TOOL], None) == base


def test_hash_uses_image_hash_not_bytes() -> None:
    with_bytes = _messages()
    sha = with_bytes[1].images[0].sha256
    without_bytes = [
        Message.system("You are helpful."),
        Message.user("What is this?", images=[ImagePart(image_id="img_0", sha256=sha)]),
    ]
    assert canonical_request_hash("m", with_bytes, None, None) == canonical_request_hash(
        "m", without_bytes, None, None
    )


@pytest.mark.parametrize(
    "change",
    [
        "model",
        "image",
        "text",
        "no_tools",
        "tool_schema",
        "tool_order",
        "temperature",
        "max_tokens",
        "seed",
        "tool_choice",
        "json_output",
        "stop",
    ],
)
def test_hash_changes_with_what_affects_output(change: str) -> None:
    tool2 = ToolSpec(name="buy", description="Buy.")
    model, messages, tools, config = "m", _messages(), [TOOL, tool2], GenerateConfig()
    base = canonical_request_hash(model, messages, tools, config)
    if change == "model":
        model = "m2"
    elif change == "image":
        messages = _messages(PNG_B)
    elif change == "text":
        messages = [*messages[:1], Message.user("What is that?", images=messages[1].images)]
    elif change == "no_tools":
        tools = []
    elif change == "tool_schema":
        tools = [
            TOOL.model_copy(update={"parameters": {"type": "object", "properties": {}}}),
            tool2,
        ]
    elif change == "tool_order":
        tools = [tool2, TOOL]
    else:
        value = {
            "temperature": 0.7,
            "max_tokens": 10,
            "seed": 1,
            "tool_choice": "required",
            "json_output": True,
            "stop": ("END",),
        }[change]
        config = GenerateConfig(**{change: value})
    assert canonical_request_hash(model, messages, tools, config) != base


def test_hash_covers_tool_calls_and_results() -> None:
    call = ToolCall(id="call_0", name="search", arguments={"q": "cat"})
    result = ToolResult(call_id="call_0", name="search", content=[TextPart(text="3 hits")])
    conversation = [*_messages(), Message.assistant("", [call]), Message.tool([result])]
    base = canonical_request_hash("m", conversation, [TOOL], None)

    other_args = call.model_copy(update={"arguments": {"q": "dog"}})
    changed = [*_messages(), Message.assistant("", [other_args]), Message.tool([result])]
    assert canonical_request_hash("m", changed, [TOOL], None) != base

    other_result = result.model_copy(update={"content": [TextPart(text="0 hits")]})
    changed = [*_messages(), Message.assistant("", [call]), Message.tool([other_result])]
    assert canonical_request_hash("m", changed, [TOOL], None) != base

    image_result = result.model_copy(update={"content": [ImagePart(image_id="img_1", data=PNG_A)]})
    image_result_b = result.model_copy(
        update={"content": [ImagePart(image_id="img_1", data=PNG_B)]}
    )
    with_a = [*_messages(), Message.assistant("", [call]), Message.tool([image_result])]
    with_b = [*_messages(), Message.assistant("", [call]), Message.tool([image_result_b])]
    assert canonical_request_hash("m", with_a, None, None) != canonical_request_hash(
        "m", with_b, None, None
    )


def test_provider_data_is_stored_and_hashed_only_when_set() -> None:
    plain = ToolCall(id="call_0", name="search", arguments={"q": "cat"})
    signed = plain.model_copy(update={"provider_data": {"google.thought_signature": "c2ln"}})
    stored_plain = message_to_json(Message.assistant("", [plain]))["tool_calls"][0]
    stored_signed = message_to_json(Message.assistant("", [signed]))["tool_calls"][0]
    assert "provider_data" not in stored_plain  # the stored form (and hash) of old calls
    assert stored_signed == {**stored_plain, "provider_data": {"google.thought_signature": "c2ln"}}
    assert ToolCall.model_validate(stored_signed) == signed

    def key(call: ToolCall) -> str:
        return canonical_request_hash(
            "m", [*_messages(), Message.assistant("", [call])], None, None
        )

    assert key(plain.model_copy(update={"provider_data": {}})) == key(plain)
    assert key(signed) != key(plain)


def test_should_cache_defaults() -> None:
    assert should_cache(None)
    assert should_cache(GenerateConfig(temperature=0.0))
    assert not should_cache(GenerateConfig(temperature=0.7))
    assert should_cache(GenerateConfig(temperature=0.7, use_cache=True))
    assert not should_cache(GenerateConfig(temperature=0.0, use_cache=False))


# --- ResponseCache --------------------------------------------------------------------


async def test_response_cache_roundtrip_and_wal(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "cache.sqlite"
    async with ResponseCache(path) as cache:
        assert await cache.get("k") is None
        response = ModelResponse(text="hi", usage=Usage(input_tokens=3), raw={"big": "blob"})
        await cache.put("k", "m", response)
        stored = await cache.get("k")
        assert stored is not None
        assert stored.text == "hi"
        assert stored.usage.input_tokens == 3
        assert stored.raw is None
        assert await cache.count() == 1
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    finally:
        conn.close()


async def test_response_cache_persists_across_instances(tmp_path: Path) -> None:
    path = tmp_path / "cache.sqlite"
    async with ResponseCache(path) as cache:
        await cache.put("k", "m", ModelResponse(text="persisted"))
    async with ResponseCache(path) as cache:
        stored = await cache.get("k")
    assert stored is not None
    assert stored.text == "persisted"


async def test_response_cache_keeps_provider_data_of_tool_calls(tmp_path: Path) -> None:
    call = ToolCall(
        id="call_0", name="search", provider_data={"google.thought_signature": "c2lnLTE="}
    )
    async with ResponseCache(tmp_path / "cache.sqlite") as cache:
        await cache.put("k", "m", ModelResponse(tool_calls=[call]))
        stored = await cache.get("k")
    assert stored is not None
    assert stored.tool_calls == [call]


async def test_response_cache_concurrent_use(tmp_path: Path) -> None:
    async with ResponseCache(tmp_path / "cache.sqlite") as cache:
        await asyncio.gather(
            *(cache.put(f"k{i}", "m", ModelResponse(text=str(i))) for i in range(50))
        )
        got = await asyncio.gather(*(cache.get(f"k{i}") for i in range(50)))
        assert [r.text if r else None for r in got] == [str(i) for i in range(50)]
        assert await cache.count() == 50


async def test_closed_cache_raises(tmp_path: Path) -> None:
    cache = ResponseCache(tmp_path / "cache.sqlite")
    cache.close()
    cache.close()  # idempotent
    with pytest.raises(RuntimeError, match="closed"):
        await cache.get("k")


# --- CachedModel ----------------------------------------------------------------------


async def test_cached_model_miss_then_hit(tmp_path: Path) -> None:
    inner = CountingModel()
    async with ResponseCache(tmp_path / "c.sqlite") as cache:
        model = CachedModel(inner, cache)
        assert model.name == "openai/gpt-4o"
        first = await model.generate(_messages(), [TOOL])
        assert not first.cached
        assert first.usage.cost_usd == 0.0125
        assert first.raw == {"id": "chatcmpl-1"}

        second = await model.generate(_messages(), [TOOL])
        assert inner.calls == 1
        assert second.cached
        assert second.text == first.text
        assert second.tool_calls == first.tool_calls
        assert second.usage.cost_usd == 0.0
        assert second.usage.input_tokens == 100
        assert second.usage.output_tokens == 20
        assert second.latency_s == 0.0
        assert second.raw is not None
        record = second.raw[RAW_CACHE_KEY]
        assert record["key"] == model.request_hash(_messages(), [TOOL])
        assert record["original_cost_usd"] == 0.0125
        assert record["original_latency_s"] == 1.5


async def test_cached_model_keys_differ_for_images_and_tools(tmp_path: Path) -> None:
    inner = CountingModel()
    async with ResponseCache(tmp_path / "c.sqlite") as cache:
        model = CachedModel(inner, cache)
        await model.generate(_messages(PNG_A), [TOOL])
        await model.generate(_messages(PNG_B), [TOOL])
        await model.generate(_messages(PNG_A), None)
        assert inner.calls == 3
        # Only the timeout differs: a hit.
        hit = await model.generate(_messages(PNG_A), [TOOL], GenerateConfig(timeout_s=1.0))
        assert hit.cached
        assert inner.calls == 3


async def test_cached_model_skips_cache_at_positive_temperature(tmp_path: Path) -> None:
    inner = CountingModel()
    async with ResponseCache(tmp_path / "c.sqlite") as cache:
        model = CachedModel(inner, cache)
        hot = GenerateConfig(temperature=0.8)
        a = await model.generate(_messages(), None, hot)
        b = await model.generate(_messages(), None, hot)
        assert inner.calls == 2
        assert not a.cached and not b.cached
        assert await cache.count() == 0

        forced = GenerateConfig(temperature=0.8, use_cache=True)
        await model.generate(_messages(), None, forced)
        assert (await model.generate(_messages(), None, forced)).cached
        assert inner.calls == 3


async def test_cached_model_use_cache_false_at_zero_temperature(tmp_path: Path) -> None:
    inner = CountingModel()
    async with ResponseCache(tmp_path / "c.sqlite") as cache:
        model = CachedModel(inner, cache)
        off = GenerateConfig(use_cache=False)
        await model.generate(_messages(), None, off)
        await model.generate(_messages(), None, off)
        assert inner.calls == 2
        assert await cache.count() == 0


async def test_cached_model_key_name_separates_backends(tmp_path: Path) -> None:
    async with ResponseCache(tmp_path / "c.sqlite") as cache:
        inner_a, inner_b = (
            CountingModel("openai-compatible/x"),
            CountingModel("openai-compatible/x"),
        )
        a = CachedModel(inner_a, cache, key_name="openai-compatible/x@http://a")
        b = CachedModel(inner_b, cache, key_name="openai-compatible/x@http://b")
        await a.generate(_messages())
        await b.generate(_messages())
        assert (inner_a.calls, inner_b.calls) == (1, 1)
        assert (await a.generate(_messages())).cached


async def test_cached_model_does_not_store_errors(tmp_path: Path) -> None:
    class Failing:
        name = "m"

        async def generate(
            self,
            messages: Sequence[Message],
            tools: Sequence[ToolSpec] | None = None,
            config: GenerateConfig | None = None,
        ) -> ModelResponse:
            raise RuntimeError("boom")

    async with ResponseCache(tmp_path / "c.sqlite") as cache:
        with pytest.raises(RuntimeError):
            await CachedModel(Failing(), cache).generate(_messages())
        assert await cache.count() == 0
