"""The one model interface every agent, user simulator and judge uses."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, Protocol, runtime_checkable

from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, ToolSpec

OpenAITransport = Literal["sdk", "direct"]
"""How ``openai/`` and ``openai-compatible/`` requests are sent: the official SDK client,
or a direct aiohttp POST of the same wire body (``models.openai_http``)."""

DEFAULT_MODEL_CONCURRENCY = 16
"""Requests in flight per model unless configured (runs, judges and generation alike)."""


@runtime_checkable
class Model(Protocol):
    """Anything that can answer a conversation.

    Attributes:
        name: The model string it was built from (``openai/gpt-4o``...).
    """

    name: str

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        """Answer ``messages``, optionally calling one or more of ``tools``.

        Args:
            messages: The conversation so far (system message first, if any).
            tools: Tools the model may call.
            config: Sampling options; defaults to ``GenerateConfig()``.

        Returns:
            The response, with usage and latency filled in.

        Raises:
            ProviderError: When the provider fails (``retryable`` tells whether a retry
                may help).
        """
        ...


async def aclose_model(model: object) -> None:
    """Close the HTTP clients behind ``model`` and every wrapper it is built from.

    Wrappers expose the model they wrap as ``inner``; adapters have ``aclose()``.
    """
    seen: set[int] = set()
    current: object | None = model
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        close = getattr(current, "aclose", None)
        if callable(close):
            result = close()
            if hasattr(result, "__await__"):
                await result
        current = getattr(current, "inner", None)
