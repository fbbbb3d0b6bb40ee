"""Reasoning controls (--reasoning / --thinking-budget) on every adapter, over HTTP."""

from __future__ import annotations

from typing import Any

import pytest

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import (
    GenerateConfig,
    Message,
    ReasoningLevel,
    TextPart,
    ToolResult,
    ToolSpec,
    Usage,
)
from mmtoolbench.models.anthropic_messages import THINKING_KEY
from mmtoolbench.models.base import Model, aclose_model
from mmtoolbench.models.cache import canonical_request, canonical_request_hash
from mmtoolbench.models.factory import ModelOptions, build_model
from mmtoolbench.models.pricing import ModelPrice, PriceTable
from mmtoolbench.models.reasoning import LEVEL_BUDGETS, ReasoningDefaultsModel
from mmtoolbench.models.scripted import ScriptedModel
from tests.fake_provider.fixtures import TEST_API_KEY, fake_provider_fixture  # noqa: F401
from tests.fake_provider.server import FakeProviderServer, ScriptedReply, ScriptedToolCall

ENV = {
    "OPENAI_API_KEY": TEST_API_KEY,
    "ANTHROPIC_API_KEY": TEST_API_KEY,
    "GEMINI_API_KEY": TEST_API_KEY,
    "GOOGLE_API_KEY": TEST_API_KEY,
}
LOOKUP = ToolSpec(
    name="lookup",
    description="Look a word up.",
    parameters={"properties": {"word": {"type": "string"}}, "required": ["word"]},
)


def _model(
    server: FakeProviderServer,
    model_string: str,
    reasoning: ReasoningLevel | None = None,
    budget: int | None = None,
) -> Model:
    base_url = server.openai_base_url if model_string.startswith("openai") else server.base_url
    options = ModelOptions(
        base_url=base_url,
        cache_enabled=False,
        reasoning=reasoning,
        thinking_budget=budget,
        retry={"max_attempts": 1},
    )
    return build_model(model_string, options, env=ENV)


async def _body(server: FakeProviderServer, model: Model, reply: ScriptedReply) -> dict[str, Any]:
    server.enqueue(reply)
    try:
        await model.generate([Message.user("Think, then answer.")])
    finally:
        await aclose_model(model)
    body: dict[str, Any] = server.last_request.json
    return body


async def test_openai_high_sends_reasoning_effort_without_sampling(
    fake_provider: FakeProviderServer,
) -> None:
    model = _model(fake_provider, "openai/o-test", "high")
    fake_provider.enqueue(ScriptedReply(text="4", output_tokens=90, reasoning_tokens=80))
    response = await model.generate([Message.user("2+2?")])
    await aclose_model(model)
    body = fake_provider.last_request.json
    assert body["reasoning_effort"] == "high"
    assert "temperature" not in body and "top_p" not in body
    assert "chat_template_kwargs" not in body
    assert response.usage.reasoning_tokens == 80
    assert response.usage.output_tokens == 90


async def test_openai_without_reasoning_sends_nothing_new(
    fake_provider: FakeProviderServer,
) -> None:
    body = await _body(fake_provider, _model(fake_provider, "openai/gpt-test"), ScriptedReply())
    assert "reasoning_effort" not in body
    assert body["temperature"] == 0.0


@pytest.mark.parametrize(
    ("level", "budget", "effort", "kwargs"),
    [
        ("high", None, "high", {"enable_thinking": True}),
        ("none", None, None, {"enable_thinking": False}),
        (None, 3000, None, {"enable_thinking": True, "thinking_budget": 3000}),
        ("low", 0, "low", {"enable_thinking": False}),
    ],
)
async def test_openai_compatible_uses_effort_and_chat_template_kwargs(
    fake_provider: FakeProviderServer,
    level: ReasoningLevel | None,
    budget: int | None,
    effort: str | None,
    kwargs: dict[str, Any],
) -> None:
    model = _model(fake_provider, "openai-compatible/qwen3-test", level, budget)
    body = await _body(fake_provider, model, ScriptedReply(reasoning="hmm", reasoning_tokens=5))
    assert body.get("reasoning_effort") == effort
    assert body["chat_template_kwargs"] == kwargs
    assert "temperature" in body  # local servers keep their sampling parameters


async def test_anthropic_high_enables_thinking_and_raises_max_tokens(
    fake_provider: FakeProviderServer,
) -> None:
    body = await _body(
        fake_provider, _model(fake_provider, "anthropic/claude-test", "high"), ScriptedReply()
    )
    budget = LEVEL_BUDGETS["high"]
    assert body["thinking"] == {"type": "enabled", "budget_tokens": budget}
    assert body["max_tokens"] == GenerateConfig().max_tokens + budget
    assert "temperature" not in body


async def test_anthropic_none_disables_thinking(fake_provider: FakeProviderServer) -> None:
    body = await _body(
        fake_provider, _model(fake_provider, "anthropic/claude-test", "none"), ScriptedReply()
    )
    assert body["thinking"] == {"type": "disabled"}
    assert body["max_tokens"] == GenerateConfig().max_tokens


async def test_anthropic_thinking_blocks_travel_back_before_tool_use(
    fake_provider: FakeProviderServer,
) -> None:
    """The signed thinking block of a tool-calling reply is replayed first, unchanged."""
    model = _model(fake_provider, "anthropic/claude-test", budget=2000)
    fake_provider.enqueue(
        ScriptedReply(
            reasoning="The user wants a definition.",
            reasoning_signature="sig-123",
            tool_calls=(ScriptedToolCall("lookup", {"word": "ok"}, id="toolu_1"),),
        ),
        ScriptedReply(text="It means fine."),
    )
    conversation = [Message.user("What does ok mean?")]
    first = await model.generate(conversation, [LOOKUP])
    assert first.tool_calls[0].provider_data is not None
    assert THINKING_KEY in first.tool_calls[0].provider_data
    conversation.append(first.to_message())
    conversation.append(
        Message.tool(
            [ToolResult(call_id="toolu_1", name="lookup", content=[TextPart(text="fine")])]
        )
    )
    await model.generate(conversation, [LOOKUP])
    await aclose_model(model)

    sent = fake_provider.last_request.json
    assert sent["thinking"] == {"type": "enabled", "budget_tokens": 2000}
    assistant = sent["messages"][1]
    assert assistant["role"] == "assistant"
    assert assistant["content"][0] == {
        "type": "thinking",
        "thinking": "The user wants a definition.",
        "signature": "sig-123",
    }
    assert assistant["content"][1]["type"] == "tool_use"


@pytest.mark.parametrize(
    ("model_id", "level", "budget", "expected"),
    [
        ("gemini-2.5-flash", "high", None, {"thinking_budget": LEVEL_BUDGETS["high"]}),
        ("gemini-2.5-flash", "none", None, {"thinking_budget": 0}),
        ("gemini-3-pro-preview", "high", None, {"thinking_level": "HIGH"}),
        ("gemini-3-flash", "low", None, {"thinking_level": "LOW"}),
        ("gemini-3-pro-preview", "high", 5000, {"thinking_budget": 5000}),
    ],
)
async def test_gemini_thinking_config(
    fake_provider: FakeProviderServer,
    model_id: str,
    level: ReasoningLevel | None,
    budget: int | None,
    expected: dict[str, Any],
) -> None:
    model = _model(fake_provider, f"google/{model_id}", level, budget)
    fake_provider.enqueue(
        ScriptedReply(text="ok", output_tokens=50, reasoning="thinking...", reasoning_tokens=40)
    )
    response = await model.generate([Message.user("hi")])
    await aclose_model(model)
    body = fake_provider.last_request.json
    # google-genai writes the fields of thinkingConfig in snake case; the API takes both.
    assert body["generationConfig"]["thinkingConfig"] == expected
    assert response.text == "ok"  # the thought part is not the answer
    assert response.usage.reasoning_tokens == 40
    assert response.usage.output_tokens == 50


@pytest.mark.parametrize(
    ("model_string", "level", "budget", "message"),
    [
        ("openai/gpt-test", "high", 4000, "no thinking-budget field"),
        ("anthropic/claude-test", None, 500, "at least 1024"),
        ("google/gemini-2.5-flash", "none", 2000, "contradicts"),
    ],
)
def test_unsupported_reasoning_options_are_config_errors(
    model_string: str, level: ReasoningLevel | None, budget: int, message: str
) -> None:
    options = ModelOptions(base_url="http://127.0.0.1:9", reasoning=level, thinking_budget=budget)
    with pytest.raises(ConfigError, match=message):
        build_model(model_string, options, env=ENV)


async def test_request_config_wins_over_run_defaults() -> None:
    seen: list[GenerateConfig] = []

    def script(messages: Any, tools: Any, config: GenerateConfig) -> str:
        seen.append(config)
        return "ok"

    inner = ScriptedModel("scripted/x", script)
    model = ReasoningDefaultsModel(inner, reasoning="high", thinking_budget=None)
    await model.generate([Message.user("a")])
    await model.generate([Message.user("a")], config=GenerateConfig(reasoning="low"))
    assert [c.reasoning for c in seen] == ["high", "low"]


def test_cache_key_unchanged_without_reasoning_and_changed_with_it() -> None:
    messages = [Message.user("hello")]
    plain = canonical_request("m", messages, None, GenerateConfig())
    assert "reasoning" not in plain["config"] and "thinking_budget" not in plain["config"]
    base = canonical_request_hash("m", messages, None, GenerateConfig())
    high = canonical_request_hash("m", messages, None, GenerateConfig(reasoning="high"))
    budget = canonical_request_hash("m", messages, None, GenerateConfig(thinking_budget=1024))
    assert len({base, high, budget}) == 3


def test_reasoning_tokens_priced_separately_when_a_price_is_given() -> None:
    usage = Usage(input_tokens=1_000_000, output_tokens=1_000_000, reasoning_tokens=400_000)
    assert ModelPrice(1.0, 10.0).cost(usage) == pytest.approx(11.0)
    assert ModelPrice(1.0, 10.0, reasoning=5.0).cost(usage) == pytest.approx(1.0 + 6.0 + 2.0)
    table = PriceTable({"m": ModelPrice(1.0, 10.0, reasoning=5.0)})
    assert table.lookup("m") is not None
    total = Usage(reasoning_tokens=3) + Usage(reasoning_tokens=4)
    assert total.reasoning_tokens == 7
