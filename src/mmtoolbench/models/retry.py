"""Retrying wrapper: exponential backoff with full jitter for transient provider failures.

``RetryingModel`` retries a call when the inner model raises a ``ProviderError`` whose
``retryable`` flag is set (adapters set it for 429, 5xx, timeouts and connection errors).
Any other error, including a non-retryable ``ProviderError``, propagates at once.

The wait before retry ``n`` (``n`` = 1 for the first retry) is drawn uniformly from
``[0, min(max_delay, base_delay * multiplier ** (n - 1))]`` ("full jitter"). When the
provider says how long to wait (``retry_after``), the wait is never shorter than that,
but it is always capped at ``max_delay``.

The number of attempts a successful call took is recorded in the returned response's
``raw["mmtb_retry"]`` (a fresh dict; nothing shared is mutated), and every retry is
reported to the optional ``on_retry`` callback.

The retries themselves are driven by tenacity. The first attempt is made directly, not
through it: a tenacity controller costs about 70-90 us per call even when nothing fails,
which is a fifth of the whole per-call budget of the lean OpenAI-compatible path
(``benchmarks/runner_overhead.py``), so tenacity is only set up once a call has failed.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from tenacity import AsyncRetrying, RetryCallState, retry_if_exception, stop_after_attempt

from mmtoolbench.core.errors import ProviderError
from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, ToolSpec
from mmtoolbench.models.base import Model

RAW_RETRY_KEY = "mmtb_retry"
"""Key of ``ModelResponse.raw`` under which ``RetryingModel`` records attempts and waits."""

SleepFn = Callable[[float], Awaitable[None]]
"""An async sleep, ``asyncio.sleep`` by default; tests inject a fake."""


@dataclass(frozen=True)
class RetryPolicy:
    """How many times to try a call and how long to wait in between.

    Attributes:
        max_attempts: Total attempts, the first one included (1 disables retrying).
        base_delay: Upper bound, in seconds, of the jittered wait before the first retry.
        multiplier: Factor by which the upper bound grows with each retry.
        max_delay: Cap, in seconds, on any single wait (``retry_after`` included).
    """

    max_attempts: int = 6
    base_delay: float = 1.0
    multiplier: float = 2.0
    max_delay: float = 60.0

    def __post_init__(self) -> None:
        if self.max_attempts < 1:
            raise ValueError(f"max_attempts must be >= 1, got {self.max_attempts}")
        if self.base_delay < 0 or self.max_delay < 0:
            raise ValueError("base_delay and max_delay must be >= 0")
        if self.multiplier < 1:
            raise ValueError(f"multiplier must be >= 1, got {self.multiplier}")

    def backoff_ceiling(self, retry: int) -> float:
        """The upper bound of the jittered wait before retry number ``retry`` (1-based).

        Args:
            retry: 1 for the wait after the first failed attempt, 2 after the second...

        Returns:
            ``min(max_delay, base_delay * multiplier ** (retry - 1))``.
        """
        exponent = max(retry - 1, 0)
        # Avoid float overflow for absurd attempt counts.
        if exponent > 64:
            return self.max_delay
        return min(self.max_delay, self.base_delay * self.multiplier**exponent)

    def delay(self, retry: int, retry_after: float | None, rng: random.Random) -> float:
        """The wait before retry number ``retry``.

        Args:
            retry: 1-based retry number.
            retry_after: Seconds the provider asked to wait, if it said.
            rng: Random source for the jitter.

        Returns:
            A full-jitter draw, raised to ``retry_after`` if that is larger, capped at
            ``max_delay``.
        """
        wait = rng.uniform(0.0, self.backoff_ceiling(retry))
        if retry_after is not None and retry_after > wait:
            wait = retry_after
        return min(max(wait, 0.0), self.max_delay)


@dataclass(frozen=True)
class RetryEvent:
    """One failed attempt that will be retried, as reported to ``on_retry``.

    Attributes:
        model: Name of the model being called.
        attempt: The attempt that failed (1-based).
        max_attempts: Attempts allowed by the policy.
        delay: Seconds that will be waited before the next attempt.
        error: The error the attempt raised.
    """

    model: str
    attempt: int
    max_attempts: int
    delay: float
    error: ProviderError


class RetriesExhaustedError(ProviderError):
    """Every attempt allowed by the retry policy failed with a retryable error.

    ``retryable``, ``status`` and ``retry_after`` are copied from the last error, which
    is also the ``__cause__``.

    Attributes:
        attempts: How many attempts were made.
        last_error: The error of the last attempt.
    """

    def __init__(self, model: str, attempts: int, last_error: ProviderError) -> None:
        noun = "attempt" if attempts == 1 else "attempts"
        super().__init__(
            f"{model}: giving up after {attempts} {noun}; last error: {last_error}",
            retryable=last_error.retryable,
            status=last_error.status,
            retry_after=last_error.retry_after,
        )
        self.attempts = attempts
        self.last_error = last_error


class RetryingModel:
    """Wrap a model so transient ``ProviderError``s are retried with backoff.

    Attributes:
        name: The inner model's name.
        inner: The wrapped model.
        policy: Attempts and delays.
    """

    def __init__(
        self,
        inner: Model,
        policy: RetryPolicy,
        *,
        sleep: SleepFn | None = None,
        rng: random.Random | None = None,
        on_retry: Callable[[RetryEvent], None] | None = None,
    ) -> None:
        """Create the wrapper.

        Args:
            inner: The model to call.
            policy: Attempts and delays.
            sleep: Async sleep function; ``asyncio.sleep`` by default.
            rng: Random source for the jitter; a fresh ``random.Random()`` by default.
            on_retry: Called before each wait with what failed and how long the wait is.
        """
        self.inner = inner
        self.name = inner.name
        self.policy = policy
        self._sleep: SleepFn = sleep if sleep is not None else asyncio.sleep
        self._rng = rng if rng is not None else random.Random()
        self._on_retry = on_retry

    def __repr__(self) -> str:
        return f"RetryingModel({self.inner!r}, {self.policy!r})"

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        """Call the inner model, retrying retryable failures.

        Args:
            messages: The conversation so far.
            tools: Tools the model may call.
            config: Sampling options.

        Returns:
            The first successful response, with ``raw["mmtb_retry"]`` set to
            ``{"attempts": n, "delays_s": [...]}``.

        Raises:
            ProviderError: At once when the error is not retryable.
            RetriesExhaustedError: When every allowed attempt failed; its message says
                how many attempts were made.
        """
        try:
            response = await self.inner.generate(messages, tools, config)
        except ProviderError as exc:
            if not exc.retryable:
                raise
            return await self._retry(exc, messages, tools, config)
        return _with_record(response, 1, [])

    async def _retry(
        self,
        first_error: ProviderError,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None,
        config: GenerateConfig | None,
    ) -> ModelResponse:
        """The attempts after a failed first one (tenacity replays ``first_error`` as
        attempt 1, so its counting, waits and stop rule cover every attempt)."""
        delays: list[float] = []
        pending: list[ProviderError] = [first_error]
        attempts = 0

        async def attempt() -> ModelResponse:
            nonlocal attempts
            attempts += 1
            if pending:
                raise pending.pop()
            return await self.inner.generate(messages, tools, config)

        def wait(state: RetryCallState) -> float:
            if state.attempt_number >= self.policy.max_attempts:
                return 0.0  # no retry follows: draw no jitter (tenacity asks before stopping)
            error = _error_of(state)
            return self.policy.delay(state.attempt_number, error.retry_after, self._rng)

        def before_sleep(state: RetryCallState) -> None:
            delay = state.upcoming_sleep
            delays.append(delay)
            if self._on_retry is not None:
                self._on_retry(
                    RetryEvent(
                        model=self.name,
                        attempt=state.attempt_number,
                        max_attempts=self.policy.max_attempts,
                        delay=delay,
                        error=_error_of(state),
                    )
                )

        retrying = AsyncRetrying(
            stop=stop_after_attempt(self.policy.max_attempts),
            retry=retry_if_exception(lambda e: isinstance(e, ProviderError) and e.retryable),
            wait=wait,
            before_sleep=before_sleep,
            sleep=self._sleep,
            reraise=True,
        )
        try:
            response: ModelResponse = await retrying(attempt)
        except ProviderError as exc:
            if not exc.retryable:
                raise
            raise RetriesExhaustedError(self.name, attempts, exc) from exc
        return _with_record(response, attempts, delays)


def _error_of(state: RetryCallState) -> ProviderError:
    outcome = state.outcome
    error = outcome.exception() if outcome is not None else None
    assert isinstance(error, ProviderError)  # the retry predicate only retries these
    return error


def _with_record(response: ModelResponse, attempts: int, delays: list[float]) -> ModelResponse:
    raw: dict[str, Any] = dict(response.raw or {})
    raw[RAW_RETRY_KEY] = {"attempts": attempts, "delays_s": delays}
    return response.model_copy(update={"raw": raw})


def attempts_of(response: ModelResponse) -> int | None:
    """How many attempts ``RetryingModel`` needed for ``response``, if it recorded it.

    Args:
        response: A response returned by (a stack containing) ``RetryingModel``.

    Returns:
        The attempt count, or ``None`` when the response carries no retry record.
    """
    record = (response.raw or {}).get(RAW_RETRY_KEY)
    if isinstance(record, dict):
        attempts = record.get("attempts")
        if isinstance(attempts, int):
            return attempts
    return None
