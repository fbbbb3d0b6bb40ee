"""Per-model concurrency limit."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, ToolSpec
from mmtoolbench.models.base import Model


class ConcurrencyLimitedModel:
    """Wrap a model so at most ``limit`` calls to it run at the same time.

    The semaphore belongs to this instance: two wrappers around the same provider do
    not share a limit. Build one wrapper per model and share it between the episodes
    that should share the limit.

    Attributes:
        name: The inner model's name.
        inner: The wrapped model.
        limit: Maximum number of concurrent ``generate`` calls.
    """

    def __init__(self, inner: Model, limit: int) -> None:
        """Create the wrapper.

        Args:
            inner: The model to call.
            limit: Maximum number of concurrent calls (>= 1).

        Raises:
            ValueError: If ``limit`` is less than 1.
        """
        if limit < 1:
            raise ValueError(f"concurrency limit must be >= 1, got {limit}")
        self.inner = inner
        self.name = inner.name
        self.limit = limit
        self._semaphore = asyncio.Semaphore(limit)
        self._in_flight = 0

    def __repr__(self) -> str:
        return f"ConcurrencyLimitedModel({self.inner!r}, limit={self.limit})"

    @property
    def in_flight(self) -> int:
        """Number of calls currently holding a slot."""
        return self._in_flight

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        """Wait for a free slot, then call the inner model.

        Args:
            messages: The conversation so far.
            tools: Tools the model may call.
            config: Sampling options.

        Returns:
            The inner model's response.
        """
        async with self._semaphore:
            self._in_flight += 1
            try:
                return await self.inner.generate(messages, tools, config)
            finally:
                self._in_flight -= 1
