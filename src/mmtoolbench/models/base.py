"""The one model interface every agent, user simulator and judge uses."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, ToolSpec


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
