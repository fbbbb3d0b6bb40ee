"""Sandbox analyses of the seed's figures that need more than one number per run.

* `f1_sr_disagreement` (appendix D.2): the 2x2 of Entity F1 = 1 / < 1 against the agent
  judge's pass / fail, with example sample keys in the two off-diagonal cells (F1 = 1 yet
  judged fail; F1 < 1 yet judged pass), plus the share of high-F1 (>= 0.8) trajectories
  that fail Agent SR, as the appendix reports it.
* `correlation_with_ci` (Figure 6a): Pearson r between two per-model rates with its
  Fisher-z 95% CI and p-value (`mmtoolbench.stats.pearson`); `scenario_bootstrap_ci` adds
  a percentile bootstrap CI that resamples the scenarios the runs share (it exists with
  three runs, where Fisher z has no degrees of freedom).
* `model_size` / `order_rows` (Figure 7): rows ordered by the parameter count read from
  the model name (``qwen3.5-27b`` -> 27e9), or by a user-given order.

Everything is computed from `SampleEval` values (the run store), never from a model call.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping, Sequence
from typing import TypeVar

import numpy as np
from pydantic import BaseModel, Field
from scipy.stats import norm

from mmtoolbench.sandbox.evaluate.metrics import SampleEval
from mmtoolbench.stats import pearson

__all__ = [
    "CorrelationCI",
    "F1Disagreement",
    "correlation_with_ci",
    "f1_sr_disagreement",
    "model_size",
    "order_rows",
    "scenario_bootstrap_ci",
]

HIGH_F1 = 0.8
"""The Entity F1 threshold of appendix D.2's "high-F1" trajectories."""
_EXACT = 1.0 - 1e-9


class F1Disagreement(BaseModel):
    """Entity F1 against the agent judge (appendix D.2).

    Attributes:
        n: Trajectories with both an Entity F1 and an agent verdict.
        f1_full_pass: F1 = 1 and judged pass (agreement).
        f1_full_fail: F1 = 1 but judged fail (the judge catches what the final state hides).
        f1_partial_pass: F1 < 1 but judged pass (the judge forgives a state difference).
        f1_partial_fail: F1 < 1 and judged fail (agreement).
        examples_full_fail: Up to ``examples`` sample keys of the F1 = 1 / fail cell.
        examples_partial_pass: Up to ``examples`` sample keys of the F1 < 1 / pass cell.
        n_high_f1: Trajectories with F1 >= 0.8.
        high_f1_fail_share: Share of them that fail Agent SR (None without any).
        agreement: Share of trajectories on the diagonal (None when n = 0).
    """

    n: int = 0
    f1_full_pass: int = 0
    f1_full_fail: int = 0
    f1_partial_pass: int = 0
    f1_partial_fail: int = 0
    examples_full_fail: list[str] = Field(default_factory=list)
    examples_partial_pass: list[str] = Field(default_factory=list)
    n_high_f1: int = 0
    high_f1_fail_share: float | None = None
    agreement: float | None = None


def f1_sr_disagreement(samples: Sequence[SampleEval], examples: int = 3) -> F1Disagreement:
    """The 2x2 of Entity F1 = 1 / < 1 against the agent verdict, with examples.

    Only finished trajectories with an Entity F1 and an agent verdict count. Examples are
    the first sample keys of each off-diagonal cell in sorted key order.

    Args:
        samples: The run's trajectories (`RunEvaluation.samples`).
        examples: How many example keys per off-diagonal cell.
    """
    rows = sorted(
        (
            s
            for s in samples
            if s.status == "done" and s.entity_f1 is not None and s.agent_passed is not None
        ),
        key=lambda s: s.key,
    )
    out = F1Disagreement(n=len(rows))
    high_fail = 0
    for s in rows:
        assert s.entity_f1 is not None
        full = s.entity_f1 >= _EXACT
        if full and s.agent_passed:
            out.f1_full_pass += 1
        elif full:
            out.f1_full_fail += 1
            if len(out.examples_full_fail) < examples:
                out.examples_full_fail.append(s.key)
        elif s.agent_passed:
            out.f1_partial_pass += 1
            if len(out.examples_partial_pass) < examples:
                out.examples_partial_pass.append(s.key)
        else:
            out.f1_partial_fail += 1
        if s.entity_f1 >= HIGH_F1:
            out.n_high_f1 += 1
            high_fail += not s.agent_passed
    if out.n_high_f1:
        out.high_f1_fail_share = high_fail / out.n_high_f1
    if out.n:
        out.agreement = (out.f1_full_pass + out.f1_partial_fail) / out.n
    return out


class CorrelationCI(BaseModel):
    """Pearson r of two paired per-model values with a Fisher-z confidence interval.

    Attributes:
        n: Pairs.
        r: Pearson's r (None when undefined).
        low: Lower bound of the CI (None below 4 pairs or when r is undefined).
        high: Upper bound.
        p_value: Two-sided p-value of r = 0.
        confidence: Confidence level of the intervals.
        note: Why r or its CI is missing.
        boot_low: Lower bound of the scenario-bootstrap CI (`scenario_bootstrap_ci`).
        boot_high: Upper bound of it.
        boot_scenarios: Scenarios shared by the runs (the resampling units).
        boot_valid: Resamples on which r was defined (of ``boot_resamples``).
        boot_resamples: Resamples drawn.
    """

    n: int
    r: float | None = None
    low: float | None = None
    high: float | None = None
    p_value: float | None = None
    confidence: float = 0.95
    note: str | None = None
    boot_low: float | None = None
    boot_high: float | None = None
    boot_scenarios: int = 0
    boot_valid: int = 0
    boot_resamples: int = 0


def correlation_with_ci(
    x: Sequence[float], y: Sequence[float], confidence: float = 0.95
) -> CorrelationCI:
    """Pearson r with its Fisher-z CI: ``tanh(atanh(r) +- z_(1+c)/2 / sqrt(n - 3))``.

    Args:
        x: First values (e.g. Agent SR per model).
        y: Second values, paired (e.g. User SR per model).
        confidence: Confidence level of the interval.
    """
    out = CorrelationCI(n=len(x), confidence=confidence)
    try:
        result = pearson(x, y)
    except ValueError as exc:
        out.note = str(exc)
        return out
    out.r, out.p_value = result.r, result.p_value
    if result.n < 4:
        out.note = "the Fisher-z CI needs at least 4 pairs"
        return out
    r = max(-1.0, min(1.0, result.r))
    if abs(r) >= 1.0:
        out.low = out.high = r
        return out
    half = float(norm.ppf((1 + confidence) / 2)) / math.sqrt(result.n - 3)
    z = math.atanh(r)
    out.low, out.high = math.tanh(z - half), math.tanh(z + half)
    return out


def scenario_bootstrap_ci(
    result: CorrelationCI,
    x_by_key: Sequence[Mapping[str, bool]],
    y_by_key: Sequence[Mapping[str, bool]],
    *,
    n_resamples: int = 2000,
    seed: int = 0,
) -> CorrelationCI:
    """Add a percentile bootstrap CI of r over the scenarios every run has both values of.

    Each resample draws the shared scenario keys with replacement (the same draw for every
    run, so runs stay paired), recomputes each run's two rates on it, and Pearson r across
    the runs; resamples where r is undefined (a constant rate) are left out and counted.

    Args:
        result: The correlation to complete (a copy is returned).
        x_by_key: Per run, ``sample key -> passed`` of the first rate (Agent SR).
        y_by_key: Per run, ``sample key -> passed`` of the second rate (User SR).
        n_resamples: Resamples.
        seed: Seed of `numpy.random.default_rng`.
    """
    out = result.model_copy()
    if len(x_by_key) < 3 or len(x_by_key) != len(y_by_key):
        return out
    keys = sorted(set.intersection(*(set(m) for m in [*x_by_key, *y_by_key])))
    out.boot_scenarios, out.boot_resamples = len(keys), n_resamples
    if len(keys) < 2:
        return out
    xs = np.array([[float(m[k]) for k in keys] for m in x_by_key])  # runs x scenarios
    ys = np.array([[float(m[k]) for k in keys] for m in y_by_key])
    rng = np.random.default_rng(seed)
    draws = rng.integers(0, len(keys), size=(n_resamples, len(keys)))
    ax = xs[:, draws].mean(axis=2)  # runs x resamples
    ay = ys[:, draws].mean(axis=2)
    dx, dy = ax - ax.mean(axis=0), ay - ay.mean(axis=0)
    den = np.sqrt((dx**2).sum(axis=0) * (dy**2).sum(axis=0))
    ok = den > 1e-12
    r = (dx * dy).sum(axis=0)[ok] / den[ok]
    out.boot_valid = int(ok.sum())
    if out.boot_valid:
        alpha = 1 - out.confidence
        low, high = np.quantile(np.clip(r, -1, 1), [alpha / 2, 1 - alpha / 2])
        out.boot_low, out.boot_high = float(low), float(high)
    return out


_SIZE = re.compile(r"(?<![a-z0-9.])(\d+(?:\.\d+)?)\s*([bm])(?![a-z])", re.IGNORECASE)


def model_size(name: str | None) -> float | None:
    """The parameter count written in a model name (``qwen3.5-27b`` -> 27e9), if any.

    The first ``<number>b`` / ``<number>m`` token counts (total parameters come first in
    names such as ``397B-A17B``).
    """
    if not name:
        return None
    match = _SIZE.search(name.rsplit("/", 1)[-1])
    if match is None:
        return None
    scale = 1e9 if match.group(2).lower() == "b" else 1e6
    return float(match.group(1)) * scale


T = TypeVar("T")


def order_rows(
    rows: Sequence[T],
    keys: Callable[[T], Sequence[str | None]],
    agent: Callable[[T], str | None],
    order: Sequence[str] = (),
) -> tuple[list[T], str]:
    """Rows in a user-given order, else by model size, else as given.

    Args:
        rows: The rows (runs).
        keys: Names a row answers to in ``order`` (its label, its agent...).
        agent: The row's agent model string (for the size).
        order: Names in the wanted order; rows not named follow in their given order.

    Returns:
        ``(rows, how)``: ``how`` is ``given``, ``size`` or ``input``.
    """
    if order:
        position = {name: i for i, name in enumerate(order)}

        def rank(row: T) -> int:
            found = [position[k] for k in keys(row) if k is not None and k in position]
            return min(found) if found else len(order)

        indexed = sorted(enumerate(rows), key=lambda p: (rank(p[1]), p[0]))
        return [r for _, r in indexed], "given"
    sizes = [model_size(agent(r)) for r in rows]
    if rows and all(s is not None for s in sizes):
        indexed = sorted(enumerate(rows), key=lambda p: (sizes[p[0]] or 0.0, p[0]))
        return [r for _, r in indexed], "size"
    return list(rows), "input"
