"""One place that turns provider SDK failures into :class:`ProviderError`.

Every adapter awaits its SDK call through :func:`call_provider` (which uses
:func:`map_provider_exception`), so the rest of the code only ever sees :class:`~mmtoolbench.core.errors.ProviderError` (or its subclass
:class:`~mmtoolbench.core.errors.MalformedResponseError`) with:

* ``retryable`` - true for 408/409/425/429, every 5xx, timeouts, connection failures and
  unparseable bodies (a glitch that a retry usually cures); false for other 4xx and for
  OpenAI's ``insufficient_quota`` 429.
* ``status`` - the HTTP status, when there was an answer.
* ``retry_after`` - seconds, from ``retry-after-ms``, ``Retry-After`` (seconds or an
  HTTP date) or, for Gemini, the ``google.rpc.RetryInfo`` ``retryDelay`` of the body.

SDK retries must be disabled by the adapters (``max_retries=0`` / one attempt): retries
are done by a wrapper elsewhere, which reads these attributes.

Secrets (API keys) are scrubbed from every message built here with
:func:`~mmtoolbench.core.redaction.redact_text`, and
:func:`~mmtoolbench.core.redaction.redact_obj` does the same for raw response records. Known SDK exceptions are
replaced outside the ``except`` block, so no SDK message that might quote a key is
chained to ours (neither ``__cause__`` nor ``__context__``).

:func:`parse_tool_arguments` also lives here: it is the other half of "what to do with
provider output that does not parse" - malformed tool arguments never raise.
"""

from __future__ import annotations

import asyncio
import email.utils
import json
import re
import sys
import time
from collections.abc import Awaitable, Callable, Iterable, Mapping
from typing import Any, TypeVar

import pydantic

from mmtoolbench.core.errors import MalformedResponseError, ProviderError
from mmtoolbench.core.messages import GenerateConfig, ModelResponse
from mmtoolbench.core.redaction import redact_obj, redact_text

T = TypeVar("T")

_MAX_DETAIL_CHARS = 500
_RETRYABLE_4XX = frozenset({408, 409, 425, 429})
_TRANSPORT_ROOTS = frozenset({"httpx", "httpx2", "httpcore", "httpcore2", "aiohttp", "h11"})
_TIMEOUT_NAMES = frozenset({"TimeoutException", "ServerTimeoutError", "TimeoutError"})
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)s\s*$")


# ---------------------------------------------------------------------------------------
# Retry hints
# ---------------------------------------------------------------------------------------


def _header(headers: Any, name: str) -> str | None:
    if headers is None:
        return None
    getter = getattr(headers, "get", None)
    if getter is None:
        return None
    value = getter(name)
    if value is None and isinstance(headers, Mapping):
        # Plain dicts are case-sensitive; provider headers are not.
        for key, item in headers.items():
            if isinstance(key, str) and key.lower() == name:
                value = item
                break
    return None if value is None else str(value)


def parse_retry_after(headers: Any, *, now: float | None = None) -> float | None:
    """Read how long a server asked us to wait, in seconds (model providers and ATP's
    image services alike).

    ``retry-after-ms`` (OpenAI, Anthropic) wins over ``Retry-After``, which may hold
    seconds or an HTTP date (RFC 9110).

    Args:
        headers: Response headers (any mapping with a ``get``; names are matched without
            regard to case).
        now: Current Unix time, for HTTP dates; defaults to ``time.time()``.

    Returns:
        Seconds to wait (never negative), or ``None`` when no usable header was sent.
    """
    millis = _header(headers, "retry-after-ms")
    if millis is not None:
        try:
            value = float(millis)
        except ValueError:
            value = float("nan")
        if value == value and value >= 0:  # not NaN
            return value / 1000.0
    raw = _header(headers, "retry-after")
    if raw is None:
        return None
    raw = raw.strip()
    try:
        seconds = float(raw)
    except ValueError:
        pass
    else:
        return max(0.0, seconds) if seconds == seconds else None
    try:
        when = email.utils.parsedate_to_datetime(raw)
    except (TypeError, ValueError, IndexError):
        return None
    current = time.time() if now is None else now
    return max(0.0, when.timestamp() - current)


def parse_google_retry_delay(body: Any) -> float | None:
    """Read ``retryDelay`` (``"17s"``) from a Google error body's ``RetryInfo`` detail.

    Args:
        body: The decoded error body (``{"error": {"details": [...]}}``) or its
            ``error`` member.

    Returns:
        Seconds, or ``None`` when there is no such detail.
    """
    if not isinstance(body, Mapping):
        return None
    error = body.get("error", body)
    details = error.get("details") if isinstance(error, Mapping) else None
    if not isinstance(details, list):
        return None
    for detail in details:
        if not isinstance(detail, Mapping):
            continue
        if not str(detail.get("@type", "")).endswith("google.rpc.RetryInfo"):
            continue
        delay = detail.get("retryDelay")
        if isinstance(delay, str):
            match = _DURATION.match(delay)
            if match:
                return float(match.group(1))
        elif isinstance(delay, Mapping):  # {"seconds": 3, "nanos": 0}
            try:
                return float(delay.get("seconds", 0)) + float(delay.get("nanos", 0)) / 1e9
            except (TypeError, ValueError):
                return None
    return None


def is_retryable_status(status: int) -> bool:
    """Whether an HTTP status is worth retrying (408, 409, 425, 429 and 5xx)."""
    return status in _RETRYABLE_4XX or status >= 500


# ---------------------------------------------------------------------------------------
# Mapping
# ---------------------------------------------------------------------------------------


def _short(text: str, secrets: Iterable[str | None]) -> str:
    text = redact_text(" ".join(text.split()), secrets)
    if len(text) > _MAX_DETAIL_CHARS:
        text = text[:_MAX_DETAIL_CHARS] + "..."
    return text


def _body_error(body: Any) -> tuple[str | None, str | None]:
    """Message and code/type of an error body shaped like ``{"error": {...}}``."""
    if not isinstance(body, Mapping):
        return (body if isinstance(body, str) and body else None), None
    error = body.get("error", body)
    if not isinstance(error, Mapping):
        return (str(error) if error else None), None
    message = error.get("message")
    code = error.get("code") or error.get("type") or error.get("status")
    return (
        str(message) if message is not None else None,
        str(code) if code is not None else None,
    )


def malformed(
    provider: str,
    detail: str,
    *,
    secrets: Iterable[str | None] = (),
    retryable: bool = True,
    status: int | None = None,
) -> MalformedResponseError:
    """Build a :class:`MalformedResponseError` for a body that could not be understood.

    Args:
        provider: Provider label used in the message (``openai``...).
        detail: What was wrong.
        secrets: Values to scrub from the message.
        retryable: Whether a retry may help (default: yes, bodies are rarely bad twice).
        status: HTTP status of the answer, if known.

    Returns:
        The error, ready to raise.
    """
    return MalformedResponseError(
        f"{provider}: malformed response: {_short(detail, secrets)}",
        retryable=retryable,
        status=status,
    )


def http_status_error(
    provider: str,
    status: int,
    body: Any,
    headers: Any,
    fallback: str,
    secrets: Iterable[str | None],
) -> ProviderError:
    """Build the ProviderError for an HTTP answer with an error status.

    Args:
        provider: Provider label used in the message.
        status: The HTTP status.
        body: The decoded error body (``{"error": {"message", "code"}}`` or text).
        headers: Response headers (read for ``Retry-After``).
        fallback: Message used when the body carries none.
        secrets: Values to scrub from the message.

    Returns:
        The error, retryable for 408/409/425/429 and 5xx (not for OpenAI's
        ``insufficient_quota``), with ``retry_after`` when the provider sent one.
    """
    message, code = _body_error(body)
    retryable = is_retryable_status(status)
    if status == 429 and code == "insufficient_quota":
        retryable = False  # OpenAI: billing problem, not a rate limit
    retry_after = parse_retry_after(headers)
    if retry_after is None:
        retry_after = parse_google_retry_delay(body)
    kind = f" {code}" if code else ""
    text = message or fallback
    return ProviderError(
        f"{provider}: HTTP {status}{kind}: {_short(text, secrets)}",
        retryable=retryable,
        status=status,
        retry_after=retry_after,
    )


def _transport_kind(exc: BaseException) -> str | None:
    """``"timeout"``/``"connection"`` for HTTP-stack exceptions, found by class name.

    The SDKs use httpx or its fork httpx2 (and google-genai may use aiohttp); matching
    on the defining package avoids importing each of them.
    """
    if isinstance(exc, TimeoutError):
        return "timeout"
    for cls in type(exc).__mro__:
        root = cls.__module__.split(".", 1)[0]
        if root in _TRANSPORT_ROOTS:
            if any(c.__name__ in _TIMEOUT_NAMES for c in type(exc).__mro__):
                return "timeout"
            return "connection"
    if isinstance(exc, ConnectionError):
        return "connection"
    return None


def _connection_error_in_chain(exc: BaseException) -> ConnectionError | None:
    """The OS-level connection failure (refused, reset...) behind ``exc``, if any."""
    seen: set[int] = set()
    current: BaseException | None = exc
    while current is not None and id(current) not in seen:
        seen.add(id(current))
        if isinstance(current, ConnectionError):
            return current
        current = current.__cause__ or current.__context__
    return None


def is_known_provider_exception(exc: BaseException) -> bool:
    """Whether ``exc`` is a failure of the provider or the network, not a bug of ours.

    Known failures are the SDKs' own exceptions, timeouts, HTTP-stack errors, and bodies
    that do not decode or validate.
    """
    known = (
        *_sdk_classes("openai", "OpenAIError"),
        *_sdk_classes("anthropic", "AnthropicError"),
        *_sdk_classes("google.genai.errors", "APIError", "UnknownApiResponseError"),
        pydantic.ValidationError,
        json.JSONDecodeError,
        TimeoutError,
    )
    return isinstance(exc, known) or _transport_kind(exc) is not None


def _sdk_classes(module: str, *names: str) -> tuple[type[BaseException], ...]:
    """Exception classes of a provider SDK, or ``()`` when that SDK was never imported.

    An exception of an SDK that is not loaded cannot exist, so the mapping never imports
    an SDK itself: importing all three costs seconds of start-up for runs that use one.
    """
    loaded = sys.modules.get(module)
    if loaded is None:
        return ()
    return tuple(getattr(loaded, name) for name in names)


GUARD_GRACE_S = 2.0
"""How long past its own timeout an SDK call may run before :func:`call_provider` stops it."""


def request_timeout(config: GenerateConfig, default_s: float | None) -> float:
    """The timeout of one call, in seconds.

    Args:
        config: The call's config; its ``timeout_s`` wins when it was set explicitly.
        default_s: The adapter's default timeout, if it has one.

    Returns:
        ``config.timeout_s`` if set explicitly, else ``default_s``, else the config default.
    """
    if "timeout_s" in config.model_fields_set or default_s is None:
        return config.timeout_s
    return default_s


def finish_response(
    response: ModelResponse, *, latency_s: float, raw: Any, secrets: Iterable[str | None]
) -> ModelResponse:
    """Fill in latency and the raw body of a parsed response, scrubbing secrets.

    Args:
        response: The response parsed from the provider's answer.
        latency_s: Wall time of the call.
        raw: The decoded answer, kept as ``response.raw``.
        secrets: API keys to scrub from the model name, the text and the raw body.

    Returns:
        ``response``, updated in place.
    """
    secrets = list(secrets)
    response.latency_s = latency_s
    response.model = redact_text(response.model, secrets)
    response.text = redact_text(response.text, secrets)
    response.raw = redact_obj(raw, secrets)
    return response


async def call_provider(
    call: Callable[[], Awaitable[T]],
    *,
    provider: str,
    secrets: Iterable[str | None],
    timeout_s: float,
) -> T:
    """Await an SDK call, turning every failure into a ProviderError.

    Known failures (:func:`is_known_provider_exception`) are raised outside the
    ``except`` block, so neither ``__cause__`` nor ``__context__`` keeps the SDK
    exception (whose message may quote a response body). Unknown exceptions are chained
    with ``from`` so their traceback stays available.

    Args:
        call: Makes the SDK call (a zero-argument coroutine function).
        provider: Provider label for messages.
        secrets: API keys to scrub from messages.
        timeout_s: The timeout the SDK was given; ``GUARD_GRACE_S`` after it the call
            is cancelled and a retryable timeout is raised (a guard over the SDK's own
            timeout).

    Returns:
        What the call returned.

    Raises:
        ProviderError: For any failure.
    """
    secrets = list(secrets)
    error: ProviderError
    try:
        async with asyncio.timeout(timeout_s + GUARD_GRACE_S):
            return await call()
    except ProviderError:
        raise
    except Exception as exc:
        if not is_known_provider_exception(exc):
            raise map_provider_exception(exc, provider=provider, secrets=secrets) from exc
        error = map_provider_exception(exc, provider=provider, secrets=secrets)
    raise error


def map_provider_exception(
    exc: BaseException, *, provider: str, secrets: Iterable[str | None] = ()
) -> ProviderError:
    """Translate an exception raised while calling a provider into a ProviderError.

    Args:
        exc: What the SDK (or the HTTP stack under it) raised.
        provider: Provider label for the message (``openai``, ``anthropic``, ``google``).
        secrets: API keys to scrub from the message.

    Returns:
        The ProviderError to raise instead (``exc`` itself if it already is one).
        Unknown exceptions become a non-retryable ProviderError naming their type.
    """
    secrets = list(secrets)
    if isinstance(exc, ProviderError):
        return exc

    # --- HTTP errors with a status --------------------------------------------------
    if isinstance(
        exc, _sdk_classes("openai", "APIStatusError") + _sdk_classes("anthropic", "APIStatusError")
    ):
        status_exc: Any = exc
        return http_status_error(
            provider,
            status_exc.status_code,
            status_exc.body,
            status_exc.response.headers,
            status_exc.message,
            secrets,
        )
    if isinstance(exc, _sdk_classes("google.genai.errors", "APIError")):
        google_exc: Any = exc
        response = getattr(google_exc, "response", None)
        headers = getattr(response, "headers", None)
        status = google_exc.code if isinstance(google_exc.code, int) else 0
        return http_status_error(
            provider,
            status,
            google_exc.details,
            headers,
            google_exc.message or google_exc.status or "error",
            secrets,
        )

    # --- bodies the SDK could not validate --------------------------------------------
    validation = _sdk_classes("openai", "APIResponseValidationError") + _sdk_classes(
        "anthropic", "APIResponseValidationError"
    )
    if isinstance(exc, validation):
        validation_exc: Any = exc
        return malformed(
            provider, validation_exc.message, secrets=secrets, status=validation_exc.status_code
        )
    if isinstance(exc, pydantic.ValidationError):
        return malformed(
            provider,
            f"body does not match the schema ({exc.error_count()} errors)",
            secrets=secrets,
        )
    if isinstance(exc, json.JSONDecodeError):
        return malformed(provider, f"body is not valid JSON ({exc.msg})", secrets=secrets)
    if isinstance(exc, _sdk_classes("google.genai.errors", "UnknownApiResponseError")):
        return malformed(provider, str(exc), secrets=secrets)

    # --- timeouts and connection failures ---------------------------------------------
    if isinstance(
        exc,
        _sdk_classes("openai", "APITimeoutError") + _sdk_classes("anthropic", "APITimeoutError"),
    ):
        refused = _connection_error_in_chain(exc)
        if refused is None:
            return ProviderError(f"{provider}: request timed out", retryable=True)
        # The SDKs' aiohttp transport reports a refused connection as a connect timeout.
        return ProviderError(
            f"{provider}: connection error ({type(refused).__name__}: "
            f"{_short(str(refused), secrets)})",
            retryable=True,
        )
    if isinstance(
        exc,
        _sdk_classes("openai", "APIConnectionError")
        + _sdk_classes("anthropic", "APIConnectionError"),
    ):
        cause = exc.__cause__
        detail = f" ({type(cause).__name__}: {_short(str(cause), secrets)})" if cause else ""
        return ProviderError(f"{provider}: connection error{detail}", retryable=True)
    kind = _transport_kind(exc)
    if kind == "timeout":
        return ProviderError(f"{provider}: request timed out", retryable=True)
    if kind == "connection":
        return ProviderError(
            f"{provider}: connection error ({type(exc).__name__}: {_short(str(exc), secrets)})",
            retryable=True,
        )

    # --- anything else ------------------------------------------------------------------
    return ProviderError(
        f"{provider}: unexpected {type(exc).__name__}: {_short(str(exc), secrets)}",
        retryable=False,
    )


# ---------------------------------------------------------------------------------------
# Malformed tool arguments
# ---------------------------------------------------------------------------------------


def parse_tool_arguments(raw: object) -> tuple[dict[str, Any], str | None, str | None]:
    """Parse tool-call arguments as a model produced them; never raises.

    Args:
        raw: A JSON string (OpenAI), an already-decoded value (Anthropic, Gemini) or
            ``None``.

    Returns:
        ``(arguments, raw_arguments, parse_error)``: the arguments object when they
        form one (``None`` or blank text count as ``{}``); otherwise ``{}``, the text the
        model sent and what was wrong with it - ready for
        :class:`~mmtoolbench.core.messages.ToolCall`.
    """
    if raw is None:
        return {}, None, None
    if isinstance(raw, Mapping):
        return {str(k): v for k, v in raw.items()}, None, None
    if isinstance(raw, str):
        if not raw.strip():
            return {}, None, None
        try:
            value = json.loads(raw)
        except json.JSONDecodeError as exc:
            return (
                {},
                raw,
                f"arguments are not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno})",
            )
        if isinstance(value, dict):
            return value, None, None
        return {}, raw, f"arguments must be a JSON object, got {type(value).__name__}"
    try:
        text = json.dumps(raw)
    except (TypeError, ValueError):
        text = repr(raw)
    return {}, text, f"arguments must be a JSON object, got {type(raw).__name__}"
