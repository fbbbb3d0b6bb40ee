"""Tests of model-string parsing and build_model."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import types
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from mmtoolbench.core.errors import ConfigError, ProviderError
from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, ToolSpec
from mmtoolbench.models.base import Model
from mmtoolbench.models.cache import CachedModel, ResponseCache
from mmtoolbench.models.factory import ModelOptions, build_model, parse_model_string
from mmtoolbench.models.limits import ConcurrencyLimitedModel
from mmtoolbench.models.pricing import CostTrackingModel, ModelPrice, PriceTable
from mmtoolbench.models.retry import RetryingModel, RetryPolicy
from mmtoolbench.models.scripted import ScriptedModel

SECRET = "sk-test-SECRET-value-123456"
KEY_VARS = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GOOGLE_API_KEY", "GEMINI_API_KEY")


def _adapter_available(module: str) -> bool:
    return importlib.util.find_spec(f"mmtoolbench.models.{module}") is not None


needs_openai = pytest.mark.skipif(
    not _adapter_available("openai_chat"), reason="OpenAI adapter not available yet"
)
needs_anthropic = pytest.mark.skipif(
    not _adapter_available("anthropic_messages"), reason="Anthropic adapter not available yet"
)
needs_google = pytest.mark.skipif(
    not _adapter_available("google_genai"), reason="Google adapter not available yet"
)


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in (*KEY_VARS, "OPENAI_COMPATIBLE_API_KEY", "MMTB_PRICES", "MY_KEY"):
        monkeypatch.delenv(var, raising=False)


def _layers(model: Any) -> list[type]:
    out: list[type] = []
    while True:
        out.append(type(model))
        inner = getattr(model, "inner", None)
        if inner is None:
            return out
        model = inner


def _innermost(model: Any) -> Any:
    while getattr(model, "inner", None) is not None:
        model = model.inner
    return model


# --- parsing ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("string", "expected"),
    [
        ("openai/gpt-4o", ("openai", "gpt-4o")),
        ("openai-compatible/Qwen/Qwen2.5-VL-7B", ("openai-compatible", "Qwen/Qwen2.5-VL-7B")),
        ("anthropic/claude-sonnet-4-5", ("anthropic", "claude-sonnet-4-5")),
        ("google/gemini-2.5-flash", ("google", "gemini-2.5-flash")),
        (" scripted/echo ", ("scripted", "echo")),
    ],
)
def test_parse_model_string(string: str, expected: tuple[str, str]) -> None:
    assert parse_model_string(string) == expected


@pytest.mark.parametrize("string", ["gpt-4o", "azure/gpt-4o", "foo/bar", ""])
def test_unknown_prefix_lists_valid_prefixes(string: str) -> None:
    with pytest.raises(ConfigError) as info:
        build_model(string)
    message = str(info.value)
    for prefix in ("openai/", "openai-compatible/", "anthropic/", "google/", "scripted/"):
        assert prefix in message


@pytest.mark.parametrize("string", ["oracle", "oracle/x", "replay/runs/abc"])
def test_suite_specific_prefixes(string: str) -> None:
    with pytest.raises(ConfigError, match="suite-specific"):
        build_model(string)


def test_empty_model_id() -> None:
    with pytest.raises(ConfigError, match="names no model"):
        build_model("openai/")


# --- scripted ---------------------------------------------------------------------------


async def test_scripted_builtin_stack_without_cache(tmp_path: Path) -> None:
    options = ModelOptions(cache_path=tmp_path / "cache.sqlite")
    model = build_model("scripted/echo", options)
    assert isinstance(model, Model)
    assert model.name == "scripted/echo"
    assert _layers(model) == [
        ConcurrencyLimitedModel,
        CostTrackingModel,
        RetryingModel,
        ScriptedModel,
    ]
    response = await model.generate([Message.user("ping")])
    assert response.text == "ping"
    assert response.usage.cost_usd == 0.0
    assert not (tmp_path / "cache.sqlite").exists()


async def test_scripted_user_scripts_and_exhaustion() -> None:
    model = build_model("scripted/two", scripts={"two": ["one", "two"]})
    assert (await model.generate([Message.user("a")])).text == "one"
    assert (await model.generate([Message.user("a")])).text == "two"
    with pytest.raises(ProviderError, match="no response left after 2 calls"):
        await model.generate([Message.user("a")])


def test_unknown_script() -> None:
    with pytest.raises(ConfigError, match="unknown script 'nope'"):
        build_model("scripted/nope")


def test_no_concurrency_limit() -> None:
    model = build_model("scripted/echo", ModelOptions(max_concurrency=None))
    assert ConcurrencyLimitedModel not in _layers(model)


def test_retry_policy_is_passed_down() -> None:
    policy = RetryPolicy(max_attempts=2, base_delay=0.0)
    model = build_model("scripted/echo", ModelOptions(retry=policy))
    retrying = model
    while not isinstance(retrying, RetryingModel):
        retrying = retrying.inner  # type: ignore[attr-defined]
    assert retrying.policy == policy


# --- options ----------------------------------------------------------------------------


def test_model_options_validation() -> None:
    opts = ModelOptions.model_validate({"retry": {"max_attempts": 3}, "max_concurrency": 2})
    assert opts.retry == RetryPolicy(max_attempts=3)
    with pytest.raises(ValidationError):
        ModelOptions.model_validate({"max_concurrency": 0})
    with pytest.raises(ValidationError):
        ModelOptions.model_validate({"retry": {"max_attempts": 0}})
    with pytest.raises(ValidationError):
        ModelOptions.model_validate({"api_key": "sk-no"})


async def test_price_override_from_options_and_env(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Scripted models are always free, so check the table the wrapper got.
    override = tmp_path / "prices.json"
    override.write_text(json.dumps({"models": {"my-model": {"input": 1.0, "output": 2.0}}}))

    def table_of(model: Any) -> PriceTable:
        while not isinstance(model, CostTrackingModel):
            model = model.inner
        return model.prices

    from_options = build_model("scripted/echo", ModelOptions(prices_path=override))
    assert table_of(from_options).lookup("my-model") == ModelPrice(1.0, 2.0)

    monkeypatch.setenv("MMTB_PRICES", str(override))
    from_env = build_model("scripted/echo")
    assert table_of(from_env).lookup("my-model") == ModelPrice(1.0, 2.0)

    shared = PriceTable({"x": ModelPrice(1.0, 1.0)})
    assert table_of(build_model("scripted/echo", prices=shared)) is shared

    monkeypatch.setenv("MMTB_PRICES", str(tmp_path / "missing.json"))
    with pytest.raises(ConfigError, match="cannot read price file"):
        build_model("scripted/echo")


# --- API keys ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("string", "variable"),
    [
        ("openai/gpt-4o", "OPENAI_API_KEY"),
        ("anthropic/claude-sonnet-4-5", "ANTHROPIC_API_KEY"),
        ("google/gemini-2.5-flash", "GOOGLE_API_KEY or GEMINI_API_KEY"),
    ],
)
def test_missing_api_key_names_variable(string: str, variable: str) -> None:
    with pytest.raises(ConfigError) as info:
        build_model(string)
    assert variable in str(info.value)


def test_missing_custom_key_env_names_it_and_not_other_values(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    with pytest.raises(ConfigError) as info:
        build_model("openai/gpt-4o", ModelOptions(api_key_env="MY_KEY"))
    assert "MY_KEY" in str(info.value)
    assert SECRET not in str(info.value)
    assert SECRET not in repr(info.value)


def test_openai_compatible_requires_base_url(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    with pytest.raises(ConfigError, match="base_url") as info:
        build_model("openai-compatible/llava")
    assert SECRET not in str(info.value)


def test_empty_key_counts_as_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", "")
    with pytest.raises(ConfigError, match="ANTHROPIC_API_KEY"):
        build_model("anthropic/claude-sonnet-4-5")


# --- adapter construction, with fake adapter modules ------------------------------------

ADAPTERS = {
    "openai": ("openai_chat", "OpenAIChatModel"),
    "openai-compatible": ("openai_chat", "OpenAIChatModel"),
    "anthropic": ("anthropic_messages", "AnthropicModel"),
    "google": ("google_genai", "GoogleGenAIModel"),
}


class FakeAdapter:
    """Records its constructor arguments (the key only as a flag, like a real adapter)."""

    created: list[dict[str, Any]]

    def __init__(self, model_id: str, **kwargs: Any) -> None:
        self.model_id = model_id
        self.name = str(kwargs["name"])
        self.kwargs = kwargs
        self.created.append({"model_id": model_id, **kwargs})

    def __repr__(self) -> str:
        return f"FakeAdapter({self.name!r})"

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        return ModelResponse(text="fake")


@pytest.fixture
def fake_adapters(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    created: list[dict[str, Any]] = []
    for module_name, class_name in set(ADAPTERS.values()):
        module = types.ModuleType(f"mmtoolbench.models.{module_name}")
        cls = type(class_name, (FakeAdapter,), {"created": created})
        setattr(module, class_name, cls)
        monkeypatch.setitem(sys.modules, module.__name__, module)
    return created


@pytest.mark.parametrize(
    ("string", "variable", "model_id"),
    [
        ("openai/gpt-4o", "OPENAI_API_KEY", "gpt-4o"),
        ("anthropic/claude-sonnet-4-5", "ANTHROPIC_API_KEY", "claude-sonnet-4-5"),
        ("google/gemini-2.5-flash", "GOOGLE_API_KEY", "gemini-2.5-flash"),
        ("google/gemini-2.5-flash", "GEMINI_API_KEY", "gemini-2.5-flash"),
    ],
)
async def test_adapter_receives_key_name_and_options(
    fake_adapters: list[dict[str, Any]],
    monkeypatch: pytest.MonkeyPatch,
    string: str,
    variable: str,
    model_id: str,
) -> None:
    monkeypatch.setenv(variable, SECRET)
    model = build_model(string, ModelOptions(timeout_s=12.0, base_url="http://proxy/v1"))
    assert len(fake_adapters) == 1
    created = fake_adapters[0]
    assert created["model_id"] == model_id
    assert created["name"] == string
    assert created["api_key"] == SECRET
    assert created["timeout"] == 12.0
    assert created["base_url"] == "http://proxy/v1"
    assert type(_innermost(model)).__name__ == ADAPTERS[string.split("/")[0]][1]
    assert (await model.generate([Message.user("hi")])).text == "fake"
    _assert_no_secret(model)


def test_api_key_env_override(
    fake_adapters: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-default-key-should-not-be-used")
    monkeypatch.setenv("MY_KEY", SECRET)
    build_model("openai/gpt-4o", ModelOptions(api_key_env="MY_KEY"))
    assert fake_adapters[0]["api_key"] == SECRET
    assert fake_adapters[0]["compatible"] is False


def test_openai_compatible_never_gets_openai_key(
    fake_adapters: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    options = ModelOptions(base_url="http://localhost:8000/v1")
    build_model("openai-compatible/llava", options)
    assert fake_adapters[-1]["api_key"] == "EMPTY"
    assert fake_adapters[-1]["compatible"] is True
    assert fake_adapters[-1]["model_id"] == "llava"

    monkeypatch.setenv("OPENAI_COMPATIBLE_API_KEY", "sk-compatible-key")
    build_model("openai-compatible/llava", options)
    assert fake_adapters[-1]["api_key"] == "sk-compatible-key"

    with pytest.raises(ConfigError, match="MY_KEY"):
        build_model("openai-compatible/llava", options.model_copy(update={"api_key_env": "MY_KEY"}))


def test_env_argument_instead_of_os_environ(fake_adapters: list[dict[str, Any]]) -> None:
    build_model("anthropic/claude-haiku-4-5", env={"ANTHROPIC_API_KEY": SECRET})
    assert fake_adapters[0]["api_key"] == SECRET
    assert fake_adapters[0]["timeout"] is None
    assert fake_adapters[0]["base_url"] is None


# --- real adapters (construction only; no network) ----------------------------------------


def _assert_no_secret(model: Model) -> None:
    layer: Any = model
    while layer is not None:
        assert SECRET not in repr(layer)
        assert SECRET not in str(layer)
        layer = getattr(layer, "inner", None)


@needs_openai
async def test_openai_stack_and_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    options = ModelOptions(cache_path=tmp_path / "cache.sqlite", max_concurrency=4)
    model = build_model("openai/gpt-4o", options)
    assert model.name == "openai/gpt-4o"
    layers = _layers(model)
    assert layers[:4] == [CachedModel, ConcurrencyLimitedModel, CostTrackingModel, RetryingModel]
    assert type(_innermost(model)).__name__ == "OpenAIChatModel"
    assert isinstance(model, CachedModel)
    assert model.key_name == "openai/gpt-4o"
    _assert_no_secret(model)
    model.cache.close()


@needs_openai
def test_openai_compatible_with_base_url(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    options = ModelOptions(base_url="http://localhost:8000/v1")
    model = build_model("openai-compatible/Qwen/Qwen2.5-VL-7B", options)
    assert model.name == "openai-compatible/Qwen/Qwen2.5-VL-7B"
    assert type(_innermost(model)).__name__ == "OpenAIChatModel"
    _assert_no_secret(model)


@needs_openai
@pytest.mark.parametrize(
    ("string", "transport", "expected"),
    [
        ("openai/gpt-4o", None, "sdk"),
        ("openai-compatible/llava", None, "direct"),
        ("openai/gpt-4o", "direct", "direct"),
        ("openai-compatible/llava", "sdk", "sdk"),
    ],
)
def test_openai_transport_option(
    monkeypatch: pytest.MonkeyPatch, string: str, transport: Any, expected: str
) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", SECRET)
    options = ModelOptions(base_url="http://localhost:8000/v1", openai_transport=transport)
    adapter: Any = _innermost(build_model(string, options))
    assert adapter.transport == expected


def test_openai_adapter_does_not_import_the_other_sdks() -> None:
    """Importing all three SDKs costs seconds; a run with one provider loads only that one."""
    code = (
        "import sys, mmtoolbench.models.openai_chat, mmtoolbench.runner.run;"
        "print(sorted(m for m in ('anthropic', 'google.genai') if m in sys.modules))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert out.stdout.strip() == "[]"


@needs_openai
async def test_shared_cache_and_key_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MY_KEY", SECRET)
    async with ResponseCache(tmp_path / "c.sqlite") as cache:
        options = ModelOptions(base_url="http://host:1/v1", api_key_env="MY_KEY")
        model = build_model("openai-compatible/m", options, cache=cache)
        assert isinstance(model, CachedModel)
        assert model.cache is cache
        assert model.key_name == "openai-compatible/m@http://host:1/v1"
        _assert_no_secret(model)
        disabled = build_model(
            "openai-compatible/m", options.model_copy(update={"cache_enabled": False}), cache=cache
        )
        assert not isinstance(disabled, CachedModel)


@needs_anthropic
def test_anthropic_stack(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ANTHROPIC_API_KEY", SECRET)
    model = build_model("anthropic/claude-sonnet-4-5", ModelOptions(timeout_s=30.0))
    assert type(_innermost(model)).__name__ == "AnthropicModel"
    assert model.name == "anthropic/claude-sonnet-4-5"
    _assert_no_secret(model)


@needs_google
@pytest.mark.parametrize("variable", ["GOOGLE_API_KEY", "GEMINI_API_KEY"])
def test_google_stack(monkeypatch: pytest.MonkeyPatch, variable: str) -> None:
    monkeypatch.setenv(variable, SECRET)
    model = build_model("google/gemini-2.5-flash")
    assert type(_innermost(model)).__name__ == "GoogleGenAIModel"
    _assert_no_secret(model)


async def test_cache_hit_bypasses_concurrency_and_retry(tmp_path: Path) -> None:
    """The factory's order, rebuilt with a fake adapter: hits never reach the inner layers."""
    calls = {"n": 0}

    def fn(messages: Any, tools: Any, config: GenerateConfig) -> str:
        calls["n"] += 1
        return "answer"

    async with ResponseCache(tmp_path / "c.sqlite") as cache:
        base = ScriptedModel("fake/model", fn)
        limited = ConcurrencyLimitedModel(
            CostTrackingModel(RetryingModel(base, RetryPolicy()), PriceTable()), 1
        )
        model = CachedModel(limited, cache)
        await model.generate([Message.user("q")])
        hits = [await model.generate([Message.user("q")]) for _ in range(3)]
        assert calls["n"] == 1
        assert all(h.cached for h in hits)
        assert limited.in_flight == 0
