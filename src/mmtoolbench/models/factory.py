"""Build a ready-to-use model from a model string such as ``openai/gpt-4o``.

Model strings:

* ``openai/<model>``: OpenAI Chat Completions; key from ``OPENAI_API_KEY``.
* ``openai-compatible/<model>``: any server speaking the OpenAI Chat Completions API
  (vLLM, Ollama, OpenRouter...); needs ``base_url``. It sends the key from the
  variable named by ``api_key_env`` when given (which must then be set), else from
  ``OPENAI_COMPATIBLE_API_KEY`` when set, else a placeholder (``EMPTY``); never
  ``OPENAI_API_KEY``, so an OpenAI key is not sent to a third-party server.
* ``anthropic/<model>``: Anthropic Messages; key from ``ANTHROPIC_API_KEY``.
* ``google/<model>``: Google Gen AI (Gemini); key from ``GOOGLE_API_KEY`` or
  ``GEMINI_API_KEY``.
* ``scripted/<name>``: a ``ScriptedModel`` running a named script (see
  ``mmtoolbench.models.scripted``).

``oracle`` and ``replay/...`` are suite-specific and built by the suite runners.

Wrapper stack, outermost first::

    CachedModel -> ConcurrencyLimitedModel -> CostTrackingModel -> RetryingModel -> adapter

* The cache is outermost, so a hit neither waits for nor takes a concurrency slot, is
  never retried, and is not re-priced (a hit costs 0; the stored response carries the
  cost of the original call).
* The concurrency limit sits outside the retries: a call keeps its slot while it
  backs off, so at most ``max_concurrency`` requests are ever outstanding at the
  provider and a burst of 429s slows everyone down instead of letting queued calls
  take the freed slots.
* Cost tracking sits outside the retries and prices the usage of the attempt that
  succeeded (failed attempts return no usage).

Scripted models get the same stack minus the cache: a sequence script must advance on
every call, even for identical requests.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import ReasoningLevel
from mmtoolbench.models.base import DEFAULT_MODEL_CONCURRENCY, Model, OpenAITransport
from mmtoolbench.models.cache import CachedModel, ResponseCache
from mmtoolbench.models.limits import ConcurrencyLimitedModel
from mmtoolbench.models.pricing import PRICES_ENV_VAR, CostTrackingModel, PriceTable, load_prices
from mmtoolbench.models.reasoning import ReasoningDefaultsModel, check_reasoning_support
from mmtoolbench.models.retry import RetryEvent, RetryingModel, RetryPolicy
from mmtoolbench.models.scripted import Script, ScriptedModel, resolve_script

PROVIDER_PREFIXES: tuple[str, ...] = (
    "openai",
    "openai-compatible",
    "anthropic",
    "google",
    "scripted",
)
"""Prefixes ``build_model`` understands."""

SUITE_SPECIFIC_PREFIXES: tuple[str, ...] = ("oracle", "replay")
"""Prefixes built by the suite runners, not by ``build_model``."""

DEFAULT_API_KEY_ENVS: Mapping[str, tuple[str, ...]] = {
    "openai": ("OPENAI_API_KEY",),
    "openai-compatible": ("OPENAI_COMPATIBLE_API_KEY",),
    "anthropic": ("ANTHROPIC_API_KEY",),
    "google": ("GOOGLE_API_KEY", "GEMINI_API_KEY"),
}
"""Environment variables tried, in order, for each provider's API key."""

OPENAI_COMPATIBLE_PLACEHOLDER_KEY = "EMPTY"
"""Key sent to OpenAI-compatible servers when no key is configured (vLLM's convention)."""


class ModelOptions(BaseModel):
    """How to build and wrap a model.

    Attributes:
        base_url: API base URL (required for ``openai-compatible``; optional otherwise).
        api_key_env: Name of the environment variable holding the API key, instead of
            the provider default. Never the key itself.
        timeout_s: Client timeout in seconds; the adapter default when ``None``.
        max_concurrency: Maximum concurrent calls to this model; ``None`` for no limit.
        retry: Retry policy for transient provider errors.
        cache_enabled: Whether to use the response cache (when one is configured).
        cache_path: SQLite file of the response cache; no cache when ``None`` and no
            cache object is passed to ``build_model``.
        prices_path: Price override file; falls back to ``$MMTB_PRICES``.
        openai_transport: How ``openai``/``openai-compatible`` requests are sent:
            ``"sdk"`` (the official SDK client) or ``"direct"`` (a lean aiohttp POST of
            the same wire body); ``None``: direct for ``openai-compatible``, the SDK for
            ``openai``. Other providers always use their SDK.
        reasoning: Reasoning level put on every request that sets none (``--reasoning``;
            see :mod:`mmtoolbench.models.reasoning`); ``None``: the provider's default.
        thinking_budget: Thinking budget in tokens put on every request that sets none
            (``--thinking-budget``).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    base_url: str | None = None
    api_key_env: str | None = None
    timeout_s: float | None = Field(default=None, gt=0)
    max_concurrency: int | None = Field(default=DEFAULT_MODEL_CONCURRENCY, ge=1)
    retry: RetryPolicy = Field(default_factory=RetryPolicy)
    cache_enabled: bool = True
    cache_path: Path | None = None
    prices_path: Path | None = None
    openai_transport: OpenAITransport | None = None
    reasoning: ReasoningLevel | None = None
    thinking_budget: int | None = Field(default=None, ge=0)


def parse_model_string(model_string: str) -> tuple[str, str]:
    """Split ``provider/model`` into its prefix and the rest.

    Args:
        model_string: E.g. ``openai/gpt-4o`` or ``openai-compatible/Qwen/Qwen2.5-VL-7B``.

    Returns:
        ``(prefix, model_id)``; ``model_id`` may itself contain slashes.

    Raises:
        ConfigError: If the prefix is unknown or suite-specific, or the id is empty.
    """
    prefix, _, model_id = model_string.strip().partition("/")
    if prefix in SUITE_SPECIFIC_PREFIXES:
        raise ConfigError(
            f"model {model_string!r}: {prefix!r} models are suite-specific; they are built "
            "by the suite runner (e.g. `--agent oracle` / `--agent replay/<run>`), "
            "not by build_model"
        )
    if prefix not in PROVIDER_PREFIXES:
        valid = ", ".join(f"{p}/<model>" for p in PROVIDER_PREFIXES)
        raise ConfigError(f"unknown model string {model_string!r}; expected one of: {valid}")
    if not model_id:
        raise ConfigError(f"model string {model_string!r} names no model after {prefix}/")
    return prefix, model_id


def _api_key(
    model_string: str, prefix: str, options: ModelOptions, env: Mapping[str, str]
) -> str | None:
    """The API key from the environment; raises naming the variable, never the value."""
    if options.api_key_env is not None:
        names: tuple[str, ...] = (options.api_key_env,)
    else:
        names = DEFAULT_API_KEY_ENVS[prefix]
    for name in names:
        value = env.get(name)
        if value:
            return value
    if prefix == "openai-compatible" and options.api_key_env is None:
        return OPENAI_COMPATIBLE_PLACEHOLDER_KEY
    wanted = " or ".join(names)
    raise ConfigError(
        f"no API key for {model_string}: set the environment variable {wanted}"
        + ("" if options.api_key_env else " (or choose another with api_key_env)")
    )


def _build_adapter(
    prefix: str, model_id: str, model_string: str, api_key: str | None, options: ModelOptions
) -> Model:
    # Imported lazily: the provider SDKs are heavy and only one is needed per model.
    if prefix in ("openai", "openai-compatible"):
        from mmtoolbench.models.openai_chat import OpenAIChatModel

        return OpenAIChatModel(
            model_id,
            name=model_string,
            api_key=api_key,
            base_url=options.base_url,
            compatible=prefix == "openai-compatible",
            timeout=options.timeout_s,
            transport=options.openai_transport,
        )
    if prefix == "anthropic":
        from mmtoolbench.models.anthropic_messages import AnthropicModel

        return AnthropicModel(
            model_id,
            name=model_string,
            api_key=api_key,
            base_url=options.base_url,
            timeout=options.timeout_s,
        )
    if prefix == "google":
        from mmtoolbench.models.google_genai import GoogleGenAIModel

        return GoogleGenAIModel(
            model_id,
            name=model_string,
            api_key=api_key,
            base_url=options.base_url,
            timeout=options.timeout_s,
        )
    raise ConfigError(f"no adapter for {prefix}/")  # unreachable: prefixes are checked


def build_model(
    model_string: str,
    options: ModelOptions | None = None,
    *,
    scripts: Mapping[str, Script] | None = None,
    cache: ResponseCache | None = None,
    prices: PriceTable | None = None,
    env: Mapping[str, str] | None = None,
    on_retry: Callable[[RetryEvent], None] | None = None,
    limiter: Callable[[Model, int], Model] | None = None,
) -> Model:
    """Build the model named by ``model_string``, wrapped for retries, cost, limits, cache.

    Args:
        model_string: ``openai/<m>``, ``openai-compatible/<m>``, ``anthropic/<m>``,
            ``google/<m>`` or ``scripted/<name>``.
        options: Connection, retry, concurrency, cache and price options.
        scripts: Named scripts for ``scripted/<name>``, looked up before the built-ins.
        cache: A response cache to share between models; when ``None`` and
            ``options.cache_path`` is set, one is opened for this model.
        prices: A price table to share; loaded from ``options.prices_path`` or
            ``$MMTB_PRICES`` (on top of the built-in one) when ``None``.
        env: Environment to read API keys and ``MMTB_PRICES`` from; ``os.environ`` by
            default.
        on_retry: Called on every retry (for logging).
        limiter: Wraps the model in its concurrency limit of ``options.max_concurrency``
            calls, at the limit's place in the stack (default: `ConcurrencyLimitedModel`,
            a limit of this process; the Ray executor shares one across its workers).

    Returns:
        The wrapped model; its ``name`` is ``model_string``.

    Raises:
        ConfigError: Unknown or suite-specific prefix, missing ``base_url`` for
            ``openai-compatible``, missing API key (the message names the variable),
            unknown script, or a bad price file.
    """
    opts = options if options is not None else ModelOptions()
    environ: Mapping[str, str] = env if env is not None else os.environ
    model_string = model_string.strip()
    prefix, model_id = parse_model_string(model_string)

    if prices is None:
        override = opts.prices_path
        if override is None and environ.get(PRICES_ENV_VAR):
            override = Path(environ[PRICES_ENV_VAR])
        prices = load_prices(override)

    check_reasoning_support(prefix, opts.reasoning, opts.thinking_budget)
    model: Model
    if prefix == "scripted":
        model = ScriptedModel(model_string, resolve_script(model_id, scripts))
    else:
        if prefix == "openai-compatible" and not opts.base_url:
            raise ConfigError(
                f"{model_string}: openai-compatible models need a base_url "
                "(e.g. http://localhost:8000/v1)"
            )
        api_key = _api_key(model_string, prefix, opts, environ)
        model = _build_adapter(prefix, model_id, model_string, api_key, opts)

    model = RetryingModel(model, opts.retry, on_retry=on_retry)
    model = CostTrackingModel(model, prices)
    if opts.max_concurrency is not None:
        model = (limiter or ConcurrencyLimitedModel)(model, opts.max_concurrency)
    if prefix != "scripted" and opts.cache_enabled:
        if cache is None and opts.cache_path is not None:
            cache = ResponseCache(opts.cache_path)
        if cache is not None:
            key_name = model_string if opts.base_url is None else f"{model_string}@{opts.base_url}"
            model = CachedModel(model, cache, key_name=key_name)
    if opts.reasoning is not None or opts.thinking_budget is not None:
        # Outermost, so the options are in the config the cache keys and runs record.
        model = ReasoningDefaultsModel(
            model, reasoning=opts.reasoning, thinking_budget=opts.thinking_budget
        )
    return model
