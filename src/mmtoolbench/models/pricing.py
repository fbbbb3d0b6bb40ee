"""Model prices and the wrapper that fills in ``Usage.cost_usd``.

Prices are USD per million tokens, for input, output and cache-read (cached input)
tokens. The built-in table (``mmtoolbench/data/prices.json``) holds public list prices
as of writing; pass an override file to ``load_prices`` to correct or extend it. The
command line reads the override path from the environment variable named by
``PRICES_ENV_VAR`` (``MMTB_PRICES``). An override file has the same shape as the
built-in one::

    {"models": {"my-model": {"input": 1.0, "output": 2.0, "cache_read": 0.1,
                             "reasoning": 2.0}}}

and its entries replace built-in entries with the same key.

Lookup is case-insensitive. The model string is tried as is, then with its leading
``provider/`` segments stripped one at a time (``openai/gpt-4o`` -> ``gpt-4o``). For each
candidate the longest table key that is a prefix of it, ending at a non-alphanumeric
character or at the end, wins: ``claude-sonnet-4-5-20250929`` is priced as
``claude-sonnet-4-5``, ``gpt-4o-mini`` as ``gpt-4o-mini`` (not ``gpt-4o``), and the key
``gpt-4`` would not match ``gpt-4o``.

Token convention: ``Usage.input_tokens`` counts every prompt token, the
``cache_read_tokens`` among them included (as OpenAI and Google report them). Cost is
``(input - cache_read) * input_price + cache_read * cache_read_price + (output -
reasoning) * output_price + reasoning * reasoning_price``, divided by one million;
``output_tokens`` includes the ``reasoning_tokens`` a provider reports, and the optional
``reasoning`` price defaults to the output price.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, ToolSpec, Usage
from mmtoolbench.models.base import Model

PRICES_ENV_VAR = "MMTB_PRICES"
"""Environment variable holding the path of a price override file (read by callers)."""

FREE_MODEL_PREFIXES: tuple[str, ...] = ("scripted/", "oracle/", "replay/")
"""Model strings starting with one of these (or equal to ``oracle``) cost nothing."""

_TOKENS_PER_UNIT = 1_000_000


@dataclass(frozen=True)
class ModelPrice:
    """Prices of one model in USD per million tokens.

    Attributes:
        input: Price of uncached input tokens.
        output: Price of output tokens (reasoning tokens included unless ``reasoning``
            is set).
        cache_read: Price of input tokens read from the provider's prompt cache;
            ``None`` means the same as ``input``.
        reasoning: Price of the reasoning (thinking) part of the output tokens, for
            providers that bill it differently; ``None`` means the same as ``output``.
    """

    input: float
    output: float
    cache_read: float | None = None
    reasoning: float | None = None

    def cost(self, usage: Usage) -> float:
        """The cost in USD of ``usage`` at these prices.

        Args:
            usage: Token counts (``input_tokens`` includes ``cache_read_tokens``,
                ``output_tokens`` includes ``reasoning_tokens``).

        Returns:
            The cost in USD.
        """
        cache_read = max(usage.cache_read_tokens, 0)
        uncached = max(usage.input_tokens - cache_read, 0)
        cache_price = self.input if self.cache_read is None else self.cache_read
        output = max(usage.output_tokens, 0)
        reasoning = min(max(usage.reasoning_tokens, 0), output)
        reasoning_price = self.output if self.reasoning is None else self.reasoning
        total = (
            uncached * self.input
            + cache_read * cache_price
            + (output - reasoning) * self.output
            + reasoning * reasoning_price
        )
        return total / _TOKENS_PER_UNIT


def is_free_model(model: str) -> bool:
    """Whether ``model`` is a scripted, oracle or replay model, which costs nothing.

    Args:
        model: A model string.
    """
    lowered = model.lower()
    return lowered == "oracle" or lowered.startswith(FREE_MODEL_PREFIXES)


def _candidates(model: str) -> list[str]:
    """The model string, then with leading ``segment/`` prefixes stripped one by one."""
    current = model.strip().lower()
    out = [current]
    while "/" in current:
        current = current.split("/", 1)[1]
        if current:
            out.append(current)
    return out


def _is_prefix_at_boundary(key: str, name: str) -> bool:
    if not name.startswith(key):
        return False
    return len(name) == len(key) or not name[len(key)].isalnum()


@dataclass(frozen=True)
class PriceTable:
    """Prices by model key. Build it with ``load_prices``.

    Attributes:
        prices: Prices by lower-cased model key (treat as read-only).
    """

    prices: Mapping[str, ModelPrice] = field(default_factory=dict)
    _found: dict[str, ModelPrice | None] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )

    def lookup(self, model: str) -> ModelPrice | None:
        """The price of ``model``, or ``None`` if the table does not know it.

        Args:
            model: A model string, with or without provider prefix
                (``anthropic/claude-sonnet-4-5-20250929``).
        """
        if model not in self._found:  # the table is read-only, so answers are remembered
            self._found[model] = self._search(model)
        return self._found[model]

    def _search(self, model: str) -> ModelPrice | None:
        for candidate in _candidates(model):
            best: str | None = None
            for key in self.prices:
                if _is_prefix_at_boundary(key, candidate) and (
                    best is None or len(key) > len(best)
                ):
                    best = key
            if best is not None:
                return self.prices[best]
        return None

    def cost(self, model: str, usage: Usage) -> float | None:
        """The cost in USD of ``usage`` for ``model``.

        Args:
            model: A model string.
            usage: Token counts.

        Returns:
            ``0.0`` for scripted/oracle/replay models, ``None`` when the model is not
            priced, else the cost.
        """
        if is_free_model(model):
            return 0.0
        price = self.lookup(model)
        return None if price is None else price.cost(usage)

    def merged(self, override: Mapping[str, ModelPrice]) -> PriceTable:
        """A new table with ``override`` entries replacing entries with the same key.

        Args:
            override: Prices by model key.
        """
        merged = dict(self.prices)
        merged.update({key.strip().lower(): value for key, value in override.items()})
        return PriceTable(merged)


class _PriceEntry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    input: float = Field(ge=0)
    output: float = Field(ge=0)
    cache_read: float | None = Field(default=None, ge=0)
    reasoning: float | None = Field(default=None, ge=0)


class _PriceFile(BaseModel):
    model_config = ConfigDict(extra="ignore")
    models: dict[str, _PriceEntry]


def _parse_prices(text: str, source: str) -> dict[str, ModelPrice]:
    try:
        data: Any = json.loads(text)
        parsed = _PriceFile.model_validate(data)
    except (json.JSONDecodeError, ValidationError) as exc:
        raise ConfigError(f"invalid price file {source}: {exc}") from exc
    return {
        key.strip().lower(): ModelPrice(e.input, e.output, e.cache_read, e.reasoning)
        for key, e in parsed.models.items()
    }


def default_prices() -> PriceTable:
    """The built-in price table (list prices as of writing)."""
    text = resources.files("mmtoolbench").joinpath("data", "prices.json").read_text("utf-8")
    return PriceTable(_parse_prices(text, "mmtoolbench/data/prices.json"))


def load_prices(override: Path | None = None) -> PriceTable:
    """Load the built-in price table, with ``override`` entries replacing built-in ones.

    Args:
        override: Path of a JSON price file (``{"models": {key: {"input": ...,
            "output": ..., "cache_read": ...}}}``). Callers typically take it from the
            ``MMTB_PRICES`` environment variable when no path is given explicitly.

    Returns:
        The price table.

    Raises:
        ConfigError: If the override file cannot be read or is malformed.
    """
    table = default_prices()
    if override is None:
        return table
    try:
        text = Path(override).read_text("utf-8")
    except OSError as exc:
        raise ConfigError(f"cannot read price file {override}: {exc}") from exc
    return table.merged(_parse_prices(text, str(override)))


class CostTrackingModel:
    """Wrap a model so every response's ``usage.cost_usd`` is filled in.

    The cost comes from the price table, looked up by the model's name and, failing
    that, by the model id the provider reported in ``response.model``. A cost the
    inner model already set (a provider-reported cost) is kept when the table does not
    know the model. Scripted, oracle and replay models cost ``0.0``; unknown models
    ``None``.

    Attributes:
        name: The inner model's name.
        inner: The wrapped model.
        prices: The price table.
    """

    def __init__(self, inner: Model, prices: PriceTable) -> None:
        """Create the wrapper.

        Args:
            inner: The model to call.
            prices: The price table.
        """
        self.inner = inner
        self.name = inner.name
        self.prices = prices

    def __repr__(self) -> str:
        return f"CostTrackingModel({self.inner!r})"

    def cost_of(self, response: ModelResponse) -> float | None:
        """The cost in USD of ``response``, or ``None`` when it cannot be priced.

        Args:
            response: A response of the inner model.
        """
        cost = self.prices.cost(self.name, response.usage)
        if cost is None and response.model:
            cost = self.prices.cost(response.model, response.usage)
        if cost is None:
            cost = response.usage.cost_usd
        return cost

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        """Call the inner model and fill in the cost of its response.

        Args:
            messages: The conversation so far.
            tools: Tools the model may call.
            config: Sampling options.

        Returns:
            The response with ``usage.cost_usd`` set (``None`` if unpriced).
        """
        response = await self.inner.generate(messages, tools, config)
        usage = response.usage.model_copy(update={"cost_usd": self.cost_of(response)})
        return response.model_copy(update={"usage": usage})
