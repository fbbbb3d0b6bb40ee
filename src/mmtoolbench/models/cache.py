"""SQLite response cache and the caching model wrapper.

A request is identified by ``canonical_request_hash``: the sha256 of a canonical JSON
rendering of everything that can change what the model answers: the model name, the
messages (roles, texts, images by content hash, tool calls and tool results), the tool
specs in order, and the generation config minus fields that cannot change the answer
(``timeout_s``, ``use_cache``). Message routing fields (``sender``, ``recipient``,
``visible_to``), ``usage`` and ``timestamp`` are left out, as adapters ignore them.

``ResponseCache`` is one SQLite file in WAL mode. All access to its connection goes
through a per-instance ``asyncio.Lock`` and runs in a worker thread, one short
transaction per call, so concurrent tasks of one event loop can share it without
blocking the loop; other processes can use the same file at the same time.
"""

from __future__ import annotations

import asyncio
import hashlib
import json
import sqlite3
import threading
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import TracebackType
from typing import Any

from mmtoolbench.core.messages import (
    GenerateConfig,
    Message,
    ModelResponse,
    ToolSpec,
)
from mmtoolbench.models.base import Model
from mmtoolbench.store.serialize import request_to_json

CACHE_KEY_VERSION = 1
"""Bumped whenever the canonical request form changes, so old entries stop matching."""

RAW_CACHE_KEY = "mmtb_cache"
"""Key of ``ModelResponse.raw`` under which ``CachedModel`` describes a cache hit."""

_CONFIG_FIELDS_IGNORED = frozenset({"timeout_s", "use_cache"})
# Fields added after requests were first hashed: left out while unset, so that the
# hashes of earlier requests (and the cached responses and runs keyed by them) hold.
_CONFIG_FIELDS_OMITTED_WHEN_UNSET = frozenset({"reasoning", "thinking_budget"})

_SCHEMA = """
CREATE TABLE IF NOT EXISTS responses (
    key TEXT PRIMARY KEY,
    model TEXT NOT NULL,
    response TEXT NOT NULL,
    created_at REAL NOT NULL
)
"""


_CANONICAL_MESSAGE_KEYS = ("role", "content", "tool_calls", "tool_results")


def canonical_request_of_record(model_name: str, request: Mapping[str, Any]) -> dict[str, Any]:
    """The canonical form of a request stored in a run (``store.serialize.request_to_json``).

    This is the one definition of the canonical request: :func:`canonical_request`
    goes through the stored form too, so a hash recomputed from a run store always
    equals the one computed at call time.

    Args:
        model_name: Name of the model (include anything that selects a different
            backend, e.g. the base URL of an OpenAI-compatible server).
        request: The stored request (``messages``, ``tools``, ``config``).

    Returns:
        A dict of plain JSON values.
    """
    return {
        "v": CACHE_KEY_VERSION,
        "model": model_name,
        "messages": [{k: m[k] for k in _CANONICAL_MESSAGE_KEYS} for m in request["messages"]],
        "tools": [
            {"name": t["name"], "description": t["description"], "parameters": t["parameters"]}
            for t in request["tools"]
        ],
        "config": {
            k: v
            for k, v in request["config"].items()
            if k not in _CONFIG_FIELDS_IGNORED
            and not (v is None and k in _CONFIG_FIELDS_OMITTED_WHEN_UNSET)
        },
    }


def canonical_request(
    model_name: str,
    messages: Sequence[Message],
    tools: Sequence[ToolSpec] | None,
    config: GenerateConfig | None,
) -> dict[str, Any]:
    """The canonical, JSON-ready form of a request that ``canonical_request_hash`` hashes.

    Args:
        model_name: Name of the model (include anything that selects a different
            backend, e.g. the base URL of an OpenAI-compatible server).
        messages: The conversation.
        tools: Tools offered (order matters: the model sees them in order).
        config: Generation config; ``None`` means ``GenerateConfig()``.

    Returns:
        A dict of plain JSON values.
    """
    return canonical_request_of_record(model_name, request_to_json(messages, tools, config))


def hash_canonical_request(canonical: Mapping[str, Any]) -> str:
    """The sha256 (hex) of a canonical request (:func:`canonical_request_of_record`)."""
    text = json.dumps(canonical, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def canonical_request_hash(
    model_name: str,
    messages: Sequence[Message],
    tools: Sequence[ToolSpec] | None,
    config: GenerateConfig | None,
) -> str:
    """The sha256 (hex) identifying a request, used as cache key and recorded in runs.

    Args:
        model_name: Name of the model.
        messages: The conversation.
        tools: Tools offered.
        config: Generation config; ``None`` means ``GenerateConfig()``.

    Returns:
        64 hex characters. Equal for requests that differ only in ``timeout_s``,
        ``use_cache``, message timestamps/routing or image bytes with equal hashes.
    """
    return hash_canonical_request(canonical_request(model_name, messages, tools, config))


def should_cache(config: GenerateConfig | None) -> bool:
    """Whether a request with ``config`` may be served from / stored in the cache.

    Args:
        config: Generation config; ``None`` means ``GenerateConfig()``.

    Returns:
        ``config.use_cache`` when set, else whether the temperature is 0.
    """
    cfg = config if config is not None else GenerateConfig()
    if cfg.use_cache is not None:
        return cfg.use_cache
    return cfg.temperature == 0


class ResponseCache:
    """Model responses by request hash, in one SQLite file (WAL mode).

    Responses are stored without their ``raw`` field. Use ``async with`` or call
    ``close()`` when done.

    Attributes:
        path: The SQLite file.
    """

    def __init__(self, path: Path | str, *, busy_timeout_s: float = 30.0) -> None:
        """Open (creating if needed) the cache file.

        Args:
            path: The SQLite file; parent directories are created.
            busy_timeout_s: How long a write waits for another process's lock.
        """
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = asyncio.Lock()
        # Guards the connection itself: a cancelled task releases ``_lock`` while its
        # worker thread may still be running.
        self._thread_lock = threading.Lock()
        self._conn: sqlite3.Connection | None = sqlite3.connect(
            self.path,
            timeout=busy_timeout_s,
            isolation_level=None,  # autocommit: every statement is a short transaction
            check_same_thread=False,  # used from worker threads, serialised by the locks
        )
        self._conn.execute("PRAGMA journal_mode=WAL")
        self._conn.execute("PRAGMA synchronous=NORMAL")
        self._conn.execute(_SCHEMA)

    def __repr__(self) -> str:
        return f"ResponseCache({str(self.path)!r})"

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            raise RuntimeError(f"response cache {self.path} is closed")
        return self._conn

    def _get_sync(self, key: str) -> ModelResponse | None:
        with self._thread_lock:
            row = (
                self._connection()
                .execute("SELECT response FROM responses WHERE key = ?", (key,))
                .fetchone()
            )
        if row is None:
            return None
        return ModelResponse.model_validate_json(row[0])

    def _put_sync(self, key: str, model: str, payload: str) -> None:
        with self._thread_lock:
            # Autocommit: the single statement is its own (short) transaction.
            self._connection().execute(
                "INSERT OR REPLACE INTO responses (key, model, response, created_at) "
                "VALUES (?, ?, ?, ?)",
                (key, model, payload, time.time()),
            )

    def _count_sync(self) -> int:
        with self._thread_lock:
            row = self._connection().execute("SELECT COUNT(*) FROM responses").fetchone()
        return int(row[0])

    async def get(self, key: str) -> ModelResponse | None:
        """The stored response for ``key``, or ``None``.

        Args:
            key: A ``canonical_request_hash``.
        """
        async with self._lock:
            return await asyncio.to_thread(self._get_sync, key)

    async def put(self, key: str, model: str, response: ModelResponse) -> None:
        """Store ``response`` under ``key`` (replacing any previous one).

        Args:
            key: A ``canonical_request_hash``.
            model: Name of the model, kept for inspection.
            response: The response; its ``raw`` field is not stored.
        """
        payload = response.model_dump_json(exclude={"raw"})
        async with self._lock:
            await asyncio.to_thread(self._put_sync, key, model, payload)

    async def count(self) -> int:
        """Number of stored responses."""
        async with self._lock:
            return await asyncio.to_thread(self._count_sync)

    def close(self) -> None:
        """Close the connection. Further use raises ``RuntimeError``."""
        with self._thread_lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    async def __aenter__(self) -> ResponseCache:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


class CachedModel:
    """Wrap a model so identical cacheable requests are answered from a ``ResponseCache``.

    A request is cacheable when ``config.use_cache`` is true, or is ``None`` and the
    temperature is 0. Hits come back with ``cached=True``, ``usage.cost_usd == 0.0``
    and ``latency_s == 0.0`` (nothing was spent); token counts are those of the
    original response, so per-episode token metrics do not depend on the cache. The
    original cost and latency are in ``raw["mmtb_cache"]``. Misses are stored after
    the inner model answers; errors are never stored.

    Attributes:
        name: The inner model's name.
        inner: The wrapped model.
        cache: The response store.
        key_name: Model name used in cache keys.
    """

    def __init__(self, inner: Model, cache: ResponseCache, *, key_name: str | None = None) -> None:
        """Create the wrapper.

        Args:
            inner: The model to call on a miss.
            cache: Where responses are kept.
            key_name: Model name used in the cache key; defaults to ``inner.name``. Set
                it when the name alone does not identify the backend (e.g. add the
                base URL of an OpenAI-compatible server).
        """
        self.inner = inner
        self.name = inner.name
        self.cache = cache
        self.key_name = key_name if key_name is not None else inner.name

    def __repr__(self) -> str:
        return f"CachedModel({self.inner!r}, {self.cache!r})"

    def request_hash(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> str:
        """The cache key of a request to this model.

        Args:
            messages: The conversation.
            tools: Tools offered.
            config: Generation config.
        """
        return canonical_request_hash(self.key_name, messages, tools, config)

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        """Answer from the cache when possible, else call the inner model and store.

        Args:
            messages: The conversation so far.
            tools: Tools the model may call.
            config: Sampling options.

        Returns:
            The cached or fresh response.
        """
        if not should_cache(config):
            return await self.inner.generate(messages, tools, config)
        key = self.request_hash(messages, tools, config)
        hit = await self.cache.get(key)
        if hit is not None:
            return hit.model_copy(
                update={
                    "cached": True,
                    "latency_s": 0.0,
                    "usage": hit.usage.model_copy(update={"cost_usd": 0.0}),
                    "raw": {
                        RAW_CACHE_KEY: {
                            "key": key,
                            "original_cost_usd": hit.usage.cost_usd,
                            "original_latency_s": hit.latency_s,
                        }
                    },
                }
            )
        response = await self.inner.generate(messages, tools, config)
        await self.cache.put(key, self.key_name, response)
        return response
