"""Tests of RetryingModel, RetryPolicy and ConcurrencyLimitedModel."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Sequence

import pytest

from mmtoolbench.core.errors import ProviderError
from mmtoolbench.core.messages import GenerateConfig, Message, ModelResponse, ToolSpec
from mmtoolbench.models.base import Model
from mmtoolbench.models.limits import ConcurrencyLimitedModel
from mmtoolbench.models.retry import (
    RAW_RETRY_KEY,
    RetriesExhaustedError,
    RetryEvent,
    RetryingModel,
    RetryPolicy,
    attempts_of,
)


class FlakyModel:
    """Raises the queued errors in order, then answers."""

    def __init__(self, errors: Sequence[ProviderError], name: str = "fake/flaky") -> None:
        self.name = name
        self._errors = list(errors)
        self.calls = 0

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        self.calls += 1
        if self._errors:
            raise self._errors.pop(0)
        return ModelResponse(text="ok", raw={"provider": "data"})


class FakeSleep:
    def __init__(self) -> None:
        self.delays: list[float] = []

    async def __call__(self, delay: float) -> None:
        self.delays.append(delay)


class FixedRandom(random.Random):
    """``uniform(a, b)`` returns ``a + fraction * (b - a)``."""

    def __init__(self, fraction: float) -> None:
        super().__init__(0)
        self.fraction = fraction

    def uniform(self, a: float, b: float) -> float:
        return a + self.fraction * (b - a)


MESSAGES = [Message.user("hi")]


def _retrying(
    inner: Model, policy: RetryPolicy, sleep: FakeSleep, fraction: float = 0.5
) -> RetryingModel:
    return RetryingModel(inner, policy, sleep=sleep, rng=FixedRandom(fraction))


async def test_success_first_try_records_one_attempt() -> None:
    sleep = FakeSleep()
    model = _retrying(FlakyModel([]), RetryPolicy(), sleep)
    response = await model.generate(MESSAGES)
    assert response.text == "ok"
    assert attempts_of(response) == 1
    assert response.raw is not None
    assert response.raw["provider"] == "data"
    assert sleep.delays == []


async def test_5xx_then_success() -> None:
    inner = FlakyModel(
        [
            ProviderError("server error", retryable=True, status=500),
            ProviderError("bad gateway", retryable=True, status=502),
        ]
    )
    sleep = FakeSleep()
    policy = RetryPolicy(max_attempts=5, base_delay=1.0, multiplier=2.0, max_delay=30.0)
    model = _retrying(inner, policy, sleep, fraction=0.5)
    response = await model.generate(MESSAGES)
    assert response.text == "ok"
    assert inner.calls == 3
    assert attempts_of(response) == 3
    # Full jitter with fraction 0.5 of ceilings 1 and 2.
    assert sleep.delays == pytest.approx([0.5, 1.0])
    assert response.raw is not None
    assert response.raw[RAW_RETRY_KEY]["delays_s"] == pytest.approx([0.5, 1.0])


async def test_429_retry_after_is_honoured() -> None:
    inner = FlakyModel([ProviderError("rate limited", retryable=True, status=429, retry_after=7.0)])
    sleep = FakeSleep()
    model = _retrying(inner, RetryPolicy(base_delay=1.0, max_delay=60.0), sleep, fraction=1.0)
    response = await model.generate(MESSAGES)
    assert response.text == "ok"
    assert sleep.delays == [7.0]


async def test_retry_after_is_capped_at_max_delay() -> None:
    inner = FlakyModel([ProviderError("quota", retryable=True, status=429, retry_after=3600.0)])
    sleep = FakeSleep()
    model = _retrying(inner, RetryPolicy(max_delay=20.0), sleep)
    await model.generate(MESSAGES)
    assert sleep.delays == [20.0]


async def test_jitter_larger_than_retry_after_is_kept() -> None:
    inner = FlakyModel([ProviderError("slow down", retryable=True, status=429, retry_after=0.1)])
    sleep = FakeSleep()
    model = _retrying(inner, RetryPolicy(base_delay=4.0), sleep, fraction=0.5)
    await model.generate(MESSAGES)
    assert sleep.delays == [2.0]


async def test_non_retryable_raises_at_once() -> None:
    error = ProviderError("bad request", retryable=False, status=400)
    inner = FlakyModel([error])
    sleep = FakeSleep()
    model = _retrying(inner, RetryPolicy(max_attempts=5), sleep)
    with pytest.raises(ProviderError) as info:
        await model.generate(MESSAGES)
    assert info.value is error
    assert inner.calls == 1
    assert sleep.delays == []


async def test_other_exceptions_are_not_retried() -> None:
    class Broken:
        name = "fake/broken"
        calls = 0

        async def generate(
            self,
            messages: Sequence[Message],
            tools: Sequence[ToolSpec] | None = None,
            config: GenerateConfig | None = None,
        ) -> ModelResponse:
            self.calls += 1
            raise KeyError("bug")

    inner = Broken()
    model = _retrying(inner, RetryPolicy(), FakeSleep())
    with pytest.raises(KeyError):
        await model.generate(MESSAGES)
    assert inner.calls == 1


async def test_attempts_exhausted_message() -> None:
    errors = [ProviderError(f"overloaded #{i}", retryable=True, status=529) for i in range(10)]
    inner = FlakyModel(errors)
    sleep = FakeSleep()
    model = _retrying(inner, RetryPolicy(max_attempts=4), sleep)
    with pytest.raises(RetriesExhaustedError) as info:
        await model.generate(MESSAGES)
    assert inner.calls == 4
    assert len(sleep.delays) == 3
    assert info.value.attempts == 4
    assert "4 attempts" in str(info.value)
    assert "overloaded #3" in str(info.value)
    assert info.value.status == 529
    assert info.value.__cause__ is errors[3]
    assert isinstance(info.value, ProviderError)


async def test_single_attempt_policy_does_not_retry() -> None:
    inner = FlakyModel([ProviderError("timeout", retryable=True)])
    model = _retrying(inner, RetryPolicy(max_attempts=1), FakeSleep())
    with pytest.raises(RetriesExhaustedError, match="1 attempt;"):
        await model.generate(MESSAGES)
    assert inner.calls == 1


async def test_on_retry_callback_receives_events() -> None:
    events: list[RetryEvent] = []
    inner = FlakyModel([ProviderError("conn reset", retryable=True)])
    model = RetryingModel(
        inner,
        RetryPolicy(max_attempts=3),
        sleep=FakeSleep(),
        rng=FixedRandom(0.0),
        on_retry=events.append,
    )
    await model.generate(MESSAGES)
    assert len(events) == 1
    assert events[0].attempt == 1
    assert events[0].max_attempts == 3
    assert events[0].model == "fake/flaky"
    assert str(events[0].error) == "conn reset"


async def test_inner_response_is_not_mutated() -> None:
    shared = ModelResponse(text="shared", raw={"a": 1})

    class Fixed:
        name = "fake/fixed"

        async def generate(
            self,
            messages: Sequence[Message],
            tools: Sequence[ToolSpec] | None = None,
            config: GenerateConfig | None = None,
        ) -> ModelResponse:
            return shared

    response = await _retrying(Fixed(), RetryPolicy(), FakeSleep()).generate(MESSAGES)
    assert attempts_of(response) == 1
    assert shared.raw == {"a": 1}


@pytest.mark.parametrize("seed", range(20))
def test_full_jitter_bounds(seed: int) -> None:
    policy = RetryPolicy(base_delay=0.5, multiplier=2.0, max_delay=10.0)
    rng = random.Random(seed)
    for retry in range(1, 12):
        ceiling = min(10.0, 0.5 * 2 ** (retry - 1))
        assert policy.backoff_ceiling(retry) == pytest.approx(ceiling)
        for _ in range(50):
            delay = policy.delay(retry, None, rng)
            assert 0.0 <= delay <= ceiling
            with_after = policy.delay(retry, 3.0, rng)
            assert 3.0 <= with_after <= max(ceiling, 3.0)


def test_jitter_is_spread_out() -> None:
    policy = RetryPolicy(base_delay=8.0, max_delay=8.0)
    rng = random.Random(1)
    delays = [policy.delay(1, None, rng) for _ in range(500)]
    assert min(delays) < 1.0
    assert max(delays) > 7.0


def test_backoff_ceiling_huge_retry_does_not_overflow() -> None:
    assert RetryPolicy(max_delay=5.0).backoff_ceiling(10_000) == 5.0


@pytest.mark.parametrize(
    "kwargs",
    [{"max_attempts": 0}, {"base_delay": -1.0}, {"max_delay": -1.0}, {"multiplier": 0.5}],
)
def test_policy_validation(kwargs: dict[str, float]) -> None:
    with pytest.raises(ValueError):
        RetryPolicy(**kwargs)  # type: ignore[arg-type]


# --- concurrency limit (limits.py) ----------------------------------------------------


class SlowModel:
    """Counts how many calls are in flight at once."""

    def __init__(self) -> None:
        self.name = "fake/slow"
        self.in_flight = 0
        self.max_in_flight = 0
        self.release = asyncio.Event()

    async def generate(
        self,
        messages: Sequence[Message],
        tools: Sequence[ToolSpec] | None = None,
        config: GenerateConfig | None = None,
    ) -> ModelResponse:
        self.in_flight += 1
        self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            for _ in range(5):
                await asyncio.sleep(0)
            return ModelResponse(text="done")
        finally:
            self.in_flight -= 1


async def test_concurrency_limit_limits_in_flight_calls() -> None:
    inner = SlowModel()
    model = ConcurrencyLimitedModel(inner, 3)
    results = await asyncio.gather(*(model.generate(MESSAGES) for _ in range(20)))
    assert [r.text for r in results] == ["done"] * 20
    assert inner.max_in_flight == 3
    assert model.in_flight == 0


async def test_concurrency_limit_of_one_serialises() -> None:
    inner = SlowModel()
    model = ConcurrencyLimitedModel(inner, 1)
    await asyncio.gather(*(model.generate(MESSAGES) for _ in range(5)))
    assert inner.max_in_flight == 1


async def test_concurrency_limits_are_per_instance() -> None:
    inner = SlowModel()
    a = ConcurrencyLimitedModel(inner, 2)
    b = ConcurrencyLimitedModel(inner, 2)
    await asyncio.gather(*(m.generate(MESSAGES) for m in (a, b) for _ in range(6)))
    assert inner.max_in_flight == 4


async def test_concurrency_slot_released_on_error() -> None:
    inner = FlakyModel([ProviderError("boom")] * 3)
    model = ConcurrencyLimitedModel(inner, 1)
    for _ in range(3):
        with pytest.raises(ProviderError):
            await model.generate(MESSAGES)
    assert (await model.generate(MESSAGES)).text == "ok"
    assert model.in_flight == 0


def test_concurrency_limit_validation() -> None:
    with pytest.raises(ValueError):
        ConcurrencyLimitedModel(SlowModel(), 0)
