"""Reasoning ("thinking") controls: one option, mapped per provider.

``--reasoning none|low|medium|high`` and ``--thinking-budget TOKENS`` travel as
``GenerateConfig.reasoning`` / ``GenerateConfig.thinking_budget``; each adapter turns them
into its provider's documented wire fields (see ``docs/models.md``, "Reasoning"):

========================  ==============================================================
provider                  wire fields
========================  ==============================================================
``openai/``               ``reasoning_effort`` (``none``/``low``/``medium``/``high``);
                          ``temperature``/``top_p`` are left out (reasoning models reject
                          them); no budget field exists, so a budget is a config error
``openai-compatible/``    ``reasoning_effort`` (low/medium/high) and
                          ``chat_template_kwargs: {"enable_thinking": bool,
                          "thinking_budget": N}`` (vLLM and SGLang pass them to the
                          model's chat template, e.g. Qwen3)
``anthropic/``            ``thinking: {"type": "enabled", "budget_tokens": N}`` (or
                          ``{"type": "disabled"}``), ``max_tokens`` raised by N, no
                          sampling parameters; thinking blocks are sent back with the tool
                          calls they preceded
``google/``               ``thinkingConfig.thinkingBudget`` (Gemini 2.x; 0 disables) or
                          ``thinkingConfig.thinkingLevel`` (Gemini 3)
========================  ==============================================================

A run applies its reasoning options to the model under test through
:class:`ReasoningDefaultsModel`, the outermost wrapper, so the options are part of every
request's config and hence of its cache key and stored record.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import (
    GenerateConfig,
    Message,
    ModelResponse,
    ReasoningLevel,
    ToolSpec,
)
from mmtoolbench.models.base import Model

__all__ = [
    "ANTHROPIC_MIN_BUDGET",
    "LEVEL_BUDGETS",
    "ReasoningDefaultsModel",
    "check_reasoning_support",
    "thinking_budget_for",
]

LEVEL_BUDGETS: Mapping[ReasoningLevel, int] = {
    "none": 0,
    "low": 2048,
    "medium": 8192,
    "high": 24576,
}
"""Thinking tokens a level stands for on providers that take a budget (Anthropic, Gemini
2.x, chat templates): 24,576 is Gemini 2.5 Flash's maximum."""

ANTHROPIC_MIN_BUDGET = 1024
"""The smallest ``budget_tokens`` Anthropic's extended thinking accepts."""


def thinking_budget_for(config: GenerateConfig) -> int | None:
    """The thinking budget a config asks for: the explicit budget, else its level's.

    Args:
        config: The request's config.

    Returns:
        Tokens (0 means no thinking), or ``None`` when the config asks for nothing.
    """
    if config.thinking_budget is not None:
        return config.thinking_budget
    if config.reasoning is not None:
        return LEVEL_BUDGETS[config.reasoning]
    return None


def check_reasoning_support(
    prefix: str, reasoning: ReasoningLevel | None, thinking_budget: int | None
) -> None:
    """Refuse reasoning options a provider has no wire field for, before any request.

    Args:
        prefix: Provider prefix of the model string (``openai``, ``anthropic``...).
        reasoning: The requested level.
        thinking_budget: The requested budget in tokens.

    Raises:
        ConfigError: Naming the option and what the provider accepts instead.
    """
    if thinking_budget is None:
        return
    if prefix == "openai":
        raise ConfigError(
            "openai/ models take --reasoning none|low|medium|high (reasoning_effort); the "
            "OpenAI API has no thinking-budget field, so --thinking-budget cannot be honoured"
        )
    if prefix == "anthropic" and 0 < thinking_budget < ANTHROPIC_MIN_BUDGET:
        raise ConfigError(
            f"anthropic/ extended thinking needs --thinking-budget of at least "
            f"{ANTHROPIC_MIN_BUDGET} tokens (or 0 to turn thinking off), got {thinking_budget}"
        )
    if reasoning == "none" and thinking_budget > 0:
        raise ConfigError(
            f"--reasoning none contradicts --thinking-budget {thinking_budget}; drop one"
        )


class ReasoningDefaultsModel:
    """Fills a run's reasoning options into every request that does not set its own.

    Attributes:
        name: The wrapped model's name.
        inner: The wrapped model.
        reasoning: Level applied when a request's config has none.
        thinking_budget: Budget applied when a request's config has none.
    """

    def __init__(
        self,
        inner: Model,
        *,
        reasoning: ReasoningLevel | None = None,
        thinking_budget: int | None = None,
    ) -> None:
        """Wrap ``inner``.

        Args:
            inner: The model to wrap.
            reasoning: Default level.
            thinking_budget: Default budget in tokens.
        """
        self.inner = inner
        self.name = inner.name
        self.reasoning = reasoning
        self.thinking_budget = thinking_budget

    def __repr__(self) -> str:
        return (
            f"ReasoningDefaultsModel({self.inner!r}, reasoning={self.reasoning!r}, "
            f"thinking_budget={self.thinking_budget!r})"
        )

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        """Answer ``messages`` with the default reasoning options filled in.

        Args:
            messages: The conversation so far.
            tools: Tools the model may call.
            config: Sampling options; its own reasoning fields win over the defaults.

        Returns:
            The inner model's response.
        """
        cfg = config or GenerateConfig()
        updates: dict[str, object] = {}
        if cfg.reasoning is None and self.reasoning is not None:
            updates["reasoning"] = self.reasoning
        if cfg.thinking_budget is None and self.thinking_budget is not None:
            updates["thinking_budget"] = self.thinking_budget
        if updates:
            cfg = cfg.model_copy(update=updates)
        return await self.inner.generate(messages, tools, cfg)
