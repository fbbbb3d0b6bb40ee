"""Every injected fault maps to the right ProviderError, for every adapter; keys never leak."""

from __future__ import annotations

import email.utils
import json
import socket
import time
from collections.abc import AsyncIterator
from types import SimpleNamespace
from typing import Any

import httpx2
import openai
import pytest

from mmtoolbench.core.errors import MalformedResponseError, ProviderError
from mmtoolbench.core.messages import GenerateConfig, Message
from mmtoolbench.core.redaction import REDACTED, redact_obj, redact_text
from mmtoolbench.models.anthropic_messages import AnthropicModel
from mmtoolbench.models.errors_mapping import (
    map_provider_exception,
    parse_google_retry_delay,
    parse_retry_after,
    parse_tool_arguments,
)
from mmtoolbench.models.google_genai import GoogleGenAIModel
from mmtoolbench.models.openai_chat import OpenAIChatModel
from tests.fake_provider.fixtures import TEST_API_KEY, fake_provider_fixture  # noqa: F401
from tests.fake_provider.server import FakeProviderServer, Fault, ScriptedReply

AnyModel = OpenAIChatModel | AnthropicModel | GoogleGenAIModel
PROVIDERS = ("openai", "openai-direct", "anthropic", "google")
HI = [Message.user("hi")]


def make_model(provider: str, server: FakeProviderServer) -> AnyModel:
    if provider == "openai":
        return OpenAIChatModel("gpt-test", api_key=TEST_API_KEY, base_url=server.openai_base_url)
    if provider == "openai-direct":  # what openai-compatible/ models use by default
        return OpenAIChatModel(
            "gpt-test",
            api_key=TEST_API_KEY,
            base_url=server.openai_base_url,
            transport="direct",
        )
    if provider == "anthropic":
        return AnthropicModel("claude-test", api_key=TEST_API_KEY, base_url=server.base_url)
    return GoogleGenAIModel("gemini-test", api_key=TEST_API_KEY, base_url=server.base_url)


@pytest.fixture(params=PROVIDERS)
async def model(
    request: pytest.FixtureRequest, fake_provider: FakeProviderServer
) -> AsyncIterator[AnyModel]:
    m = make_model(request.param, fake_provider)
    yield m
    await m.aclose()


async def _fail(
    model: AnyModel, server: FakeProviderServer, fault: Fault, config: GenerateConfig | None = None
) -> ProviderError:
    server.enqueue(ScriptedReply(text="unused", fault=fault))
    with pytest.raises(ProviderError) as info:
        await model.generate(HI, config=config)
    assert len(server.requests) == 1, "SDK retries must be disabled"
    return info.value


# ---------------------------------------------------------------------------------------
# Faults over HTTP
# ---------------------------------------------------------------------------------------


async def test_rate_limit_with_retry_after_seconds(
    model: AnyModel, fake_provider: FakeProviderServer
) -> None:
    error = await _fail(model, fake_provider, Fault.rate_limited("3"))
    assert not isinstance(error, MalformedResponseError)
    assert error.retryable and error.status == 429
    assert error.retry_after == 3.0
    assert "429" in str(error)


async def test_rate_limit_with_retry_after_ms(
    model: AnyModel, fake_provider: FakeProviderServer
) -> None:
    error = await _fail(model, fake_provider, Fault.rate_limited("9", retry_after_ms="1500"))
    assert error.retryable and error.status == 429
    assert error.retry_after == 1.5


async def test_rate_limit_with_retry_after_http_date(
    model: AnyModel, fake_provider: FakeProviderServer
) -> None:
    when = email.utils.formatdate(time.time() + 30, usegmt=True)
    error = await _fail(model, fake_provider, Fault.rate_limited(when))
    assert error.retryable and error.retry_after is not None
    assert 20 < error.retry_after <= 31


async def test_rate_limit_without_hint(model: AnyModel, fake_provider: FakeProviderServer) -> None:
    error = await _fail(model, fake_provider, Fault.rate_limited(None))
    assert error.retryable and error.status == 429 and error.retry_after is None


async def test_gemini_retry_info_in_body(fake_provider: FakeProviderServer) -> None:
    model = make_model("google", fake_provider)
    try:
        error = await _fail(model, fake_provider, Fault.rate_limited(None, retry_delay="7s"))
    finally:
        await model.aclose()
    assert error.retryable and error.status == 429 and error.retry_after == 7.0


@pytest.mark.parametrize("status", [500, 502, 503, 529])
async def test_server_errors_are_retryable(
    model: AnyModel, fake_provider: FakeProviderServer, status: int
) -> None:
    error = await _fail(model, fake_provider, Fault.http_error(status, "backend exploded"))
    assert not isinstance(error, MalformedResponseError)
    assert error.retryable and error.status == status
    assert "backend exploded" in str(error)


@pytest.mark.parametrize("status", [400, 401, 403, 404, 418])
async def test_client_errors_are_not_retryable(
    model: AnyModel, fake_provider: FakeProviderServer, status: int
) -> None:
    error = await _fail(model, fake_provider, Fault.http_error(status, "you did it wrong"))
    assert not error.retryable and error.status == status
    assert "you did it wrong" in str(error)


async def test_hang_past_timeout_is_a_retryable_timeout(
    model: AnyModel, fake_provider: FakeProviderServer
) -> None:
    started = time.perf_counter()
    error = await _fail(model, fake_provider, Fault.hang(30), config=GenerateConfig(timeout_s=0.5))
    assert time.perf_counter() - started < 5
    assert error.retryable and error.status is None
    assert "timed out" in str(error)


async def test_malformed_json_body(model: AnyModel, fake_provider: FakeProviderServer) -> None:
    error = await _fail(model, fake_provider, Fault.malformed_json())
    assert isinstance(error, MalformedResponseError)
    assert error.retryable


async def test_empty_choices_or_candidates(
    model: AnyModel, fake_provider: FakeProviderServer
) -> None:
    error = await _fail(model, fake_provider, Fault.empty())
    assert isinstance(error, MalformedResponseError)
    assert error.retryable


async def test_truncated_body_is_a_retryable_connection_error(
    model: AnyModel, fake_provider: FakeProviderServer
) -> None:
    error = await _fail(model, fake_provider, Fault.truncated())
    assert error.retryable and error.status is None


async def test_injected_latency_is_measured(
    model: AnyModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(ScriptedReply(text="slow answer", latency_s=0.3))
    resp = await model.generate(HI)
    assert resp.text == "slow answer"
    assert resp.latency_s >= 0.3


async def test_the_model_recovers_after_a_fault(
    model: AnyModel, fake_provider: FakeProviderServer
) -> None:
    fake_provider.enqueue(
        ScriptedReply(fault=Fault.http_error(503)),
        ScriptedReply(fault=Fault.truncated()),
        ScriptedReply(text="fine now"),
    )
    for _ in range(2):
        with pytest.raises(ProviderError):
            await model.generate(HI)
    assert (await model.generate(HI)).text == "fine now"


# ---------------------------------------------------------------------------------------
# API keys never leak
# ---------------------------------------------------------------------------------------


def _exception_texts(error: BaseException) -> list[str]:
    texts: list[str] = []
    seen: set[int] = set()
    current: BaseException | None = error
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        texts += [str(current), repr(current), *(str(a) for a in current.args)]
        current = current.__cause__ or current.__context__
    return texts


async def test_api_key_never_in_exception_messages(
    model: AnyModel, fake_provider: FakeProviderServer
) -> None:
    error = await _fail(model, fake_provider, Fault.http_error(401, "denied", echo_api_key=True))
    # The fake server really did quote the key back...
    assert TEST_API_KEY in fake_provider.requests[0].headers.get(
        "authorization", ""
    ) + fake_provider.requests[0].headers.get("x-goog-api-key", "")
    # ...and the error carries it nowhere.
    assert not error.retryable and error.status == 401
    assert REDACTED in str(error)
    for text in _exception_texts(error):
        assert TEST_API_KEY not in text


async def test_api_key_never_in_raw_record_or_repr(
    model: AnyModel, fake_provider: FakeProviderServer
) -> None:
    echo = f"echo-{TEST_API_KEY}"
    extra: dict[str, Any] = {
        "openai": {"system_fingerprint": echo, "model": echo},
        "anthropic": {"model": echo, "id": echo},
        "google": {"modelVersion": echo, "responseId": echo},
    }[model.name.split("/")[0]]
    fake_provider.enqueue(ScriptedReply(text=f"the key is {TEST_API_KEY}", extra=extra))
    resp = await model.generate(HI)

    assert resp.raw is not None
    dumped = json.dumps(resp.model_dump(mode="json"))
    assert TEST_API_KEY not in dumped
    assert REDACTED in json.dumps(resp.raw)
    assert TEST_API_KEY not in repr(model) and TEST_API_KEY not in str(model)
    # The key travelled in a header only, never in the body or the URL.
    request = fake_provider.last_request
    assert TEST_API_KEY not in request.text and TEST_API_KEY not in request.path


# ---------------------------------------------------------------------------------------
# Mapping helpers
# ---------------------------------------------------------------------------------------


def test_parse_retry_after_variants() -> None:
    assert parse_retry_after({"Retry-After": "12"}) == 12.0
    assert parse_retry_after({"retry-after": "0.5"}) == 0.5
    assert parse_retry_after({"Retry-After": "-4"}) == 0.0
    assert parse_retry_after({"retry-after-ms": "250", "retry-after": "9"}) == 0.25
    assert parse_retry_after({"retry-after-ms": "junk", "retry-after": "9"}) == 9.0
    assert parse_retry_after({"Retry-After": "soon"}) is None
    assert parse_retry_after({}) is None
    assert parse_retry_after(None) is None
    now = 1_800_000_000.0
    future = email.utils.formatdate(now + 42, usegmt=True)
    past = email.utils.formatdate(now - 42, usegmt=True)
    assert parse_retry_after({"Retry-After": future}, now=now) == pytest.approx(42, abs=1)
    assert parse_retry_after({"Retry-After": past}, now=now) == 0.0
    assert parse_retry_after(httpx2.Headers({"RETRY-AFTER": "5"})) == 5.0


def test_parse_google_retry_delay() -> None:
    detail = {"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "2.5s"}
    assert parse_google_retry_delay({"error": {"details": [detail]}}) == 2.5
    assert parse_google_retry_delay({"details": [{"@type": "x"}, detail]}) == 2.5
    assert parse_google_retry_delay({"error": {"details": "nope"}}) is None
    assert parse_google_retry_delay("text") is None


def _openai_status_error(status: int, body: Any, headers: dict[str, str] | None = None) -> Any:
    request = httpx2.Request("POST", "http://fake/v1/chat/completions")
    response = httpx2.Response(status, headers=headers or {}, request=request)
    cls = openai.RateLimitError if status == 429 else openai.InternalServerError
    return cls(f"Error code: {status}", response=response, body=body)


def test_insufficient_quota_is_not_retryable() -> None:
    quota = {"error": {"message": "You exceeded your quota", "code": "insufficient_quota"}}
    error = map_provider_exception(_openai_status_error(429, quota), provider="openai")
    assert error.status == 429 and not error.retryable
    limited = {"error": {"message": "slow down", "code": "rate_limit_exceeded"}}
    error = map_provider_exception(
        _openai_status_error(429, limited, {"retry-after": "4"}), provider="openai"
    )
    assert error.retryable and error.retry_after == 4.0


def test_unknown_exceptions_become_non_retryable_provider_errors() -> None:
    error = map_provider_exception(
        RuntimeError(f"boom {TEST_API_KEY}"), provider="x", secrets=[TEST_API_KEY]
    )
    assert type(error) is ProviderError and not error.retryable
    assert "RuntimeError" in str(error) and TEST_API_KEY not in str(error)
    assert map_provider_exception(TimeoutError(), provider="x").retryable
    assert map_provider_exception(ConnectionResetError(), provider="x").retryable
    assert map_provider_exception(httpx2.ConnectError("refused"), provider="x").retryable


def test_redaction() -> None:
    assert redact_text(f"a {TEST_API_KEY} b", [TEST_API_KEY, None]) == f"a {REDACTED} b"
    assert redact_text("EMPTY stays", ["EMPTY"]) == "EMPTY stays"  # too short to be a secret
    nested = {"k": [TEST_API_KEY, {"x": f"-{TEST_API_KEY}-"}], TEST_API_KEY: 1}
    assert TEST_API_KEY not in json.dumps(redact_obj(nested, [TEST_API_KEY]))


def test_parse_tool_arguments() -> None:
    assert parse_tool_arguments('{"a": 1}') == ({"a": 1}, None, None)
    assert parse_tool_arguments({"a": 1}) == ({"a": 1}, None, None)
    assert parse_tool_arguments(None) == ({}, None, None)
    assert parse_tool_arguments("  ") == ({}, None, None)
    args, raw, error = parse_tool_arguments('{"a": ')
    assert args == {} and raw == '{"a": ' and error is not None and "not valid JSON" in error
    args, raw, error = parse_tool_arguments('"text"')
    assert args == {} and raw == '"text"' and error is not None and "str" in error
    args, raw, error = parse_tool_arguments([1, 2])
    assert args == {} and raw == "[1, 2]" and error is not None and "list" in error


@pytest.mark.parametrize("provider", PROVIDERS)
async def test_connection_refused_is_a_retryable_connection_error(provider: str) -> None:
    with socket.socket() as sock:  # a port that was free a moment ago: nobody listens
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    closed = SimpleNamespace(
        base_url=f"http://127.0.0.1:{port}", openai_base_url=f"http://127.0.0.1:{port}/v1"
    )
    model = make_model(provider, closed)  # type: ignore[arg-type]
    try:
        with pytest.raises(ProviderError) as info:
            await model.generate(HI, config=GenerateConfig(timeout_s=5))
    finally:
        await model.aclose()
    assert info.value.retryable and info.value.status is None
    assert TEST_API_KEY not in str(info.value)
    assert "connection error" in str(info.value)
