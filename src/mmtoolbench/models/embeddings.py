"""Embedding models through the provider layer (the OpenAI ``/embeddings`` wire format).

Model strings, as for chat models:

* ``openai/<model>`` (e.g. ``openai/text-embedding-3-small``): ``https://api.openai.com/v1``;
  key from ``OPENAI_API_KEY``.
* ``openai-compatible/<model>``: any server speaking the same API (vLLM, Ollama,
  Text Embeddings Inference...); needs ``base_url``; key as for chat models
  (``OPENAI_COMPATIBLE_API_KEY`` when set, never ``OPENAI_API_KEY``).

Request: ``POST {base_url}/embeddings`` with ``{"model", "input": [texts],
"encoding_format": "float"}``; answer ``{"data": [{"index", "embedding"}], "usage":
{"prompt_tokens", "total_tokens"}}``. Inputs are sent in batches; rows come back
L2-normalised in input order. Failures are `ProviderError`s (status, retryability,
``Retry-After``) with the key scrubbed from every message; retryable ones are retried
with the same policy as chat models. Keys come only from the environment.
"""

from __future__ import annotations

import asyncio
import os
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import httpx
import numpy as np
from numpy.typing import NDArray

from mmtoolbench.core.errors import ConfigError, ProviderError
from mmtoolbench.models.errors_mapping import http_status_error, malformed
from mmtoolbench.models.factory import ModelOptions, _api_key, parse_model_string
from mmtoolbench.models.retry import RetryPolicy

__all__ = ["EmbeddingModel", "OpenAIEmbeddings", "build_embedding_model"]

OPENAI_BASE_URL = "https://api.openai.com/v1"
BATCH_SIZE = 128
"""Texts per request (well under every provider's input-count limit)."""


@dataclass
class OpenAIEmbeddings:
    """Text embeddings over the OpenAI ``/embeddings`` API.

    Attributes:
        name: The model string (``openai/text-embedding-3-small``).
        model_id: The provider's model name.
        base_url: API base (``.../v1``).
        api_key: The key (from the environment; never logged).
        timeout_s: Seconds per request.
        retry: Retry policy for retryable failures.
        prompt_tokens: Input tokens reported so far (for cost accounting).
    """

    name: str
    model_id: str
    base_url: str
    api_key: str | None
    timeout_s: float = 60.0
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    prompt_tokens: int = 0
    _client: httpx.AsyncClient | None = field(default=None, repr=False)
    _rng: random.Random = field(default_factory=random.Random, repr=False)

    async def embed(self, texts: Sequence[str]) -> NDArray[np.float64]:
        """One L2-normalised row per text, in input order.

        Raises:
            ProviderError: The provider failed (after retries for retryable failures).
        """
        rows: list[NDArray[np.float64]] = []
        for start in range(0, len(texts), BATCH_SIZE):
            rows.append(await self._with_retries(list(texts[start : start + BATCH_SIZE])))
        if not rows:
            return np.zeros((0, 0))
        out = np.vstack(rows)
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        result: NDArray[np.float64] = out / np.where(norms == 0, 1.0, norms)
        return result

    async def aclose(self) -> None:
        """Close the HTTP client."""
        if self._client is not None:
            await self._client.aclose()
            self._client = None

    async def _with_retries(self, batch: list[str]) -> NDArray[np.float64]:
        attempt = 1
        while True:
            try:
                return await self._request(batch)
            except ProviderError as exc:
                if not exc.retryable or attempt >= self.retry.max_attempts:
                    raise
                await asyncio.sleep(self.retry.delay(attempt, exc.retry_after, self._rng))
                attempt += 1

    async def _request(self, batch: list[str]) -> NDArray[np.float64]:
        if self._client is None:
            self._client = httpx.AsyncClient(timeout=self.timeout_s)
        headers = {"Content-Type": "application/json"}
        if self.api_key:
            headers["Authorization"] = f"Bearer {self.api_key}"
        body = {"model": self.model_id, "input": batch, "encoding_format": "float"}
        secrets = [self.api_key]
        try:
            response = await self._client.post(
                self.base_url.rstrip("/") + "/embeddings", json=body, headers=headers
            )
        except httpx.TimeoutException:
            raise ProviderError(
                f"{self.name}: embeddings request timed out", retryable=True
            ) from None
        except httpx.HTTPError as exc:
            raise ProviderError(
                f"{self.name}: embeddings request failed: {type(exc).__name__}", retryable=True
            ) from None
        try:
            payload: Any = response.json()
        except ValueError:
            payload = response.text
        if response.status_code >= 400:
            raise http_status_error(
                self.name, response.status_code, payload, response.headers, "error", secrets
            )
        return self._parse(payload, len(batch), secrets)

    def _parse(self, payload: Any, n: int, secrets: Sequence[str | None]) -> NDArray[np.float64]:
        data = payload.get("data") if isinstance(payload, Mapping) else None
        if not isinstance(data, list) or len(data) != n:
            got = len(data) if isinstance(data, list) else "no"
            raise malformed(self.name, f"expected {n} embeddings, got {got}", secrets=secrets)
        by_index: dict[int, list[float]] = {}
        for item in data:
            index = item.get("index") if isinstance(item, Mapping) else None
            vector = item.get("embedding") if isinstance(item, Mapping) else None
            if not isinstance(index, int) or not isinstance(vector, list) or not vector:
                raise malformed(self.name, "an embedding without index or vector", secrets=secrets)
            by_index[index] = vector
        if sorted(by_index) != list(range(n)):
            raise malformed(self.name, "embedding indices do not cover the inputs", secrets=secrets)
        try:
            matrix = np.asarray([by_index[i] for i in range(n)], dtype=np.float64)
        except ValueError:
            raise malformed(self.name, "embeddings of different lengths", secrets=secrets) from None
        usage = payload.get("usage") if isinstance(payload, Mapping) else None
        if isinstance(usage, Mapping) and isinstance(usage.get("prompt_tokens"), int):
            self.prompt_tokens += usage["prompt_tokens"]
        return matrix


EmbeddingModel = OpenAIEmbeddings
"""The embedding model type (one wire format today)."""


def build_embedding_model(
    model_string: str,
    *,
    base_url: str | None = None,
    env: Mapping[str, str] | None = None,
    timeout_s: float = 60.0,
) -> OpenAIEmbeddings:
    """An embedding model from a model string (see the module docstring).

    Raises:
        ConfigError: An unsupported provider, a missing base URL or a missing key (naming
            the environment variable, never its value).
    """
    prefix, model_id = parse_model_string(model_string)
    if prefix not in ("openai", "openai-compatible"):
        raise ConfigError(
            f"embedding model {model_string!r}: only openai/… and openai-compatible/… "
            "embedding models are supported"
        )
    if prefix == "openai-compatible" and not base_url:
        raise ConfigError(f"embedding model {model_string!r} needs a base URL")
    environ = env if env is not None else os.environ
    key = _api_key(model_string, prefix, ModelOptions(base_url=base_url), environ)
    return OpenAIEmbeddings(
        name=model_string,
        model_id=model_id,
        base_url=base_url or OPENAI_BASE_URL,
        api_key=key,
        timeout_s=timeout_s,
    )
