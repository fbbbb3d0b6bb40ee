"""Tests of the price table and CostTrackingModel."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import pytest

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, ToolSpec, Usage
from mmtoolbench.models.pricing import (
    CostTrackingModel,
    ModelPrice,
    PriceTable,
    default_prices,
    is_free_model,
    load_prices,
)


class UsageModel:
    def __init__(
        self, name: str, usage: Usage, reported_model: str = "", raw: dict[str, str] | None = None
    ) -> None:
        self.name = name
        self.usage = usage
        self.reported_model = reported_model

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        return ModelResponse(text="x", usage=self.usage, model=self.reported_model)


def test_builtin_table_has_common_models() -> None:
    table = default_prices()
    for model in [
        "gpt-4o",
        "gpt-4o-mini",
        "gpt-4.1",
        "gpt-5",
        "o3",
        "claude-sonnet-4-5",
        "claude-opus-4-5",
        "claude-haiku-4-5",
        "gemini-2.5-pro",
        "gemini-2.5-flash",
        "gemini-3-pro-preview",
        "gemini-3-flash-preview",
    ]:
        price = table.lookup(model)
        assert price is not None, model
        assert price.input > 0 and price.output > price.input


def test_lookup_strips_provider_prefix_and_uses_longest_prefix() -> None:
    table = PriceTable(
        {
            "gpt-4o": ModelPrice(2.5, 10.0, 1.25),
            "gpt-4o-mini": ModelPrice(0.15, 0.6),
            "claude-opus-4": ModelPrice(15.0, 75.0),
            "claude-opus-4-5": ModelPrice(5.0, 25.0),
        }
    )
    assert table.lookup("openai/gpt-4o") == ModelPrice(2.5, 10.0, 1.25)
    assert table.lookup("openai/gpt-4o-2024-08-06") == ModelPrice(2.5, 10.0, 1.25)
    assert table.lookup("openai/gpt-4o-mini-2024-07-18") == ModelPrice(0.15, 0.6)
    assert table.lookup("anthropic/claude-opus-4-5-20251101") == ModelPrice(5.0, 25.0)
    assert table.lookup("anthropic/claude-opus-4-20250514") == ModelPrice(15.0, 75.0)
    assert table.lookup("OPENAI/GPT-4O") == ModelPrice(2.5, 10.0, 1.25)
    assert table.lookup("openai-compatible/openrouter/gpt-4o") == ModelPrice(2.5, 10.0, 1.25)
    assert table.lookup("openai/gpt-4") is None
    assert table.lookup("anthropic/claude-unknown") is None


def test_prefix_must_end_at_a_boundary() -> None:
    table = PriceTable({"gpt-4": ModelPrice(30.0, 60.0), "o3": ModelPrice(2.0, 8.0)})
    assert table.lookup("gpt-4o") is None
    assert table.lookup("gpt-4-turbo") == ModelPrice(30.0, 60.0)
    assert table.lookup("o3x") is None
    assert table.lookup("o3-2025-04-16") == ModelPrice(2.0, 8.0)


def test_full_model_string_key_wins_over_stripped() -> None:
    table = PriceTable(
        {"openai-compatible/my-model": ModelPrice(1.0, 1.0), "my-model": ModelPrice(9.0, 9.0)}
    )
    assert table.lookup("openai-compatible/my-model") == ModelPrice(1.0, 1.0)
    assert table.lookup("other/my-model") == ModelPrice(9.0, 9.0)


def test_cost_math() -> None:
    price = ModelPrice(input=2.5, output=10.0, cache_read=1.25)
    usage = Usage(input_tokens=1_000_000, output_tokens=100_000, cache_read_tokens=400_000)
    # 600k uncached * 2.5 + 400k cached * 1.25 + 100k out * 10 (per 1M)
    assert price.cost(usage) == pytest.approx(1.5 + 0.5 + 1.0)
    assert ModelPrice(3.0, 15.0).cost(Usage(input_tokens=1000, output_tokens=500)) == (
        pytest.approx(0.003 + 0.0075)
    )
    # cache_read defaults to the input price
    no_cache_price = ModelPrice(1.0, 2.0)
    assert no_cache_price.cost(Usage(input_tokens=10, cache_read_tokens=10)) == pytest.approx(
        10 / 1_000_000
    )
    assert price.cost(Usage()) == 0.0


def test_free_models() -> None:
    table = default_prices()
    usage = Usage(input_tokens=10_000, output_tokens=10_000)
    assert is_free_model("scripted/echo")
    assert is_free_model("oracle")
    assert is_free_model("replay/run1")
    assert not is_free_model("openai/gpt-4o")
    assert table.cost("scripted/echo", usage) == 0.0
    assert table.cost("oracle", usage) == 0.0
    assert table.cost("openai-compatible/some-local-model", usage) is None


def test_override_file_replaces_and_extends(tmp_path: Path) -> None:
    override = tmp_path / "prices.json"
    override.write_text(
        json.dumps(
            {
                "models": {
                    "gpt-4o": {"input": 1.0, "output": 2.0},
                    "Local-Llava": {"input": 0.0, "output": 0.0},
                }
            }
        )
    )
    table = load_prices(override)
    assert table.lookup("openai/gpt-4o") == ModelPrice(1.0, 2.0, None)
    assert table.lookup("openai-compatible/local-llava-13b") == ModelPrice(0.0, 0.0)
    # untouched built-ins remain
    assert table.lookup("anthropic/claude-sonnet-4-5") == default_prices().lookup(
        "claude-sonnet-4-5"
    )
    assert load_prices(None) == default_prices()


@pytest.mark.parametrize(
    "content",
    [
        "not json",
        json.dumps({"gpt-4o": {"input": 1, "output": 2}}),
        json.dumps({"models": {"x": {"input": -1, "output": 2}}}),
        json.dumps({"models": {"x": {"input": 1}}}),
        json.dumps({"models": {"x": {"input": 1, "output": 1, "typo": 3}}}),
    ],
)
def test_bad_override_file_is_config_error(tmp_path: Path, content: str) -> None:
    override = tmp_path / "prices.json"
    override.write_text(content)
    with pytest.raises(ConfigError, match="invalid price file"):
        load_prices(override)


def test_missing_override_file_is_config_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="cannot read price file"):
        load_prices(tmp_path / "missing.json")


async def test_cost_tracking_model_fills_cost() -> None:
    usage = Usage(input_tokens=2000, output_tokens=1000)
    model = CostTrackingModel(UsageModel("openai/gpt-4o", usage), default_prices())
    assert model.name == "openai/gpt-4o"
    response = await model.generate([Message.user("hi")])
    expected = default_prices().lookup("gpt-4o")
    assert expected is not None
    assert response.usage.cost_usd == pytest.approx(expected.cost(usage))
    assert response.usage.input_tokens == 2000


async def test_cost_tracking_unknown_model_is_none_and_keeps_provider_cost() -> None:
    table = default_prices()
    unpriced = CostTrackingModel(UsageModel("openai-compatible/x", Usage(input_tokens=5)), table)
    assert (await unpriced.generate([Message.user("hi")])).usage.cost_usd is None

    reported = Usage(input_tokens=5, cost_usd=0.42)
    provider_priced = CostTrackingModel(UsageModel("openai-compatible/x", reported), table)
    assert (await provider_priced.generate([Message.user("hi")])).usage.cost_usd == 0.42


async def test_cost_tracking_falls_back_to_reported_model() -> None:
    usage = Usage(input_tokens=1_000_000)
    inner = UsageModel("openai-compatible/alias", usage, reported_model="gpt-4o-2024-08-06")
    response = await CostTrackingModel(inner, default_prices()).generate([Message.user("hi")])
    assert response.usage.cost_usd == pytest.approx(2.5)


async def test_cost_tracking_scripted_costs_zero() -> None:
    inner = UsageModel("scripted/echo", Usage(input_tokens=100, output_tokens=100))
    response = await CostTrackingModel(inner, default_prices()).generate([Message.user("hi")])
    assert response.usage.cost_usd == 0.0
