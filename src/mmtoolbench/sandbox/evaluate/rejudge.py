"""Re-judging stored sandbox trajectories and judge run-to-run spread (seed appendix C.3).

`rejudge_run` (``mmtb judge RUN --judge-model M [--repeats k]``) grades every finished
trajectory of a run again, from the run store alone (`Trajectory.from_sample_row`): no
agent or user model is called. Each verdict is added to the store with its judge model
and a **repeat index** ``0 .. k-1`` (stored in the verdict JSON). Re-judging is
resumable: a (sample, judge, model, repeat) that already has a valid verdict is skipped
unless ``force`` is set, and a judge failure is stored as an error verdict that the next
invocation retries. Repeat ``r`` sends the request with seed ``r``, so repeats are
distinct requests and never all answered from one cached response.

`judge_spread` reports the spread of Agent SR (or any judge's pass rate) over the
repeats on identical trajectories, as in Table 9: the rate of each repeat, their mean,
sample standard deviation and range, plus Fleiss' kappa of the verdicts across repeats.
Rates are computed over the trajectories judged validly in every repeat, so repeats are
compared on the same items.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from pydantic import BaseModel, Field

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import Usage
from mmtoolbench.models.base import Model
from mmtoolbench.sandbox.evaluate.judges import (
    AGENT_JUDGE,
    UI_JUDGE,
    JudgeOptions,
    JudgeVerdict,
    Trajectory,
    applicable_judges,
    judge_sample,
    resolve_judge_names,
)
from mmtoolbench.sandbox.evaluate.metrics import (
    Spread,
    StoredVerdict,
    select_verdicts,
    spread,
    stored_verdicts,
)
from mmtoolbench.stats import fleiss_kappa
from mmtoolbench.store.run_store import RunStore, SampleRow

__all__ = [
    "JUDGE_SPREAD_METRIC",
    "JudgeSpread",
    "RejudgeSummary",
    "RepeatRate",
    "judge_spread",
    "rejudge_run",
]

JUDGE_SPREAD_METRIC = "judge_spread"
"""Run metric holding the latest spread per judge model and judge."""


class RepeatRate(BaseModel):
    """One judge repeat's pass rate.

    Attributes:
        repeat: Repeat index.
        n: Trajectories counted.
        passes: Passing verdicts among them.
        pass_rate: ``passes / n``.
    """

    repeat: int
    n: int
    passes: int
    pass_rate: float


class JudgeSpread(BaseModel):
    """Run-to-run spread of one judge over repeated judgments (seed Table 9).

    Attributes:
        judge: Judge name.
        judge_model: Judge model.
        repeats: The repeats compared.
        n_common: Trajectories with a valid verdict in every repeat (the rates' items).
        per_repeat: Pass rate of each repeat.
        spread: Mean, sample SD and range of the pass rates (fractions).
        fleiss_kappa: Agreement of the verdicts across repeats (None: fewer than two
            repeats or no common trajectory).
        unanimous_share: Share of common trajectories judged the same in every repeat.
    """

    judge: str
    judge_model: str
    repeats: list[int]
    n_common: int
    per_repeat: list[RepeatRate]
    spread: Spread | None = None
    fleiss_kappa: float | None = None
    unanimous_share: float | None = None


def judge_spread(
    store_or_verdicts: RunStore | Sequence[StoredVerdict],
    judge_model: str,
    *,
    judge: str = AGENT_JUDGE,
    repeats: Sequence[int] | None = None,
) -> JudgeSpread | None:
    """The spread of a judge's pass rate over its repeats on the same trajectories.

    Args:
        store_or_verdicts: The run store, or its verdicts.
        judge_model: The judge model.
        judge: The judge (``agent_judge`` by default: Agent SR).
        repeats: Repeats to compare (default: every repeat with a valid verdict).

    Returns:
        The spread, or None if the model has no valid verdict of this judge.
    """
    verdicts = (
        stored_verdicts(store_or_verdicts)
        if isinstance(store_or_verdicts, RunStore)
        else list(store_or_verdicts)
    )
    mine = [v for v in verdicts if v.judge == judge and v.judge_model == judge_model]
    found = sorted({v.verdict.repeat for v in mine if v.verdict.ok})
    chosen = sorted(set(repeats)) if repeats is not None else found
    if not chosen or not found:
        return None
    by_repeat = {r: select_verdicts(mine, judge, judge_model, r) for r in chosen}
    common = set.intersection(*(set(v) for v in by_repeat.values())) if by_repeat else set()
    keys = sorted(common)
    rates: list[RepeatRate] = []
    for r in chosen:
        items = keys if keys else sorted(by_repeat[r])
        passes = sum(1 for k in items if by_repeat[r][k].passed)
        rates.append(
            RepeatRate(
                repeat=r,
                n=len(items),
                passes=passes,
                pass_rate=passes / len(items) if items else 0.0,
            )
        )
    counted = [x for x in rates if x.n]
    result = JudgeSpread(
        judge=judge,
        judge_model=judge_model,
        repeats=chosen,
        n_common=len(keys),
        per_repeat=rates,
        spread=(
            spread([x.pass_rate for x in counted], [str(x.repeat) for x in counted])
            if counted
            else None
        ),
    )
    if len(chosen) >= 2 and keys:
        ratings = [[bool(by_repeat[r][k].passed) for r in chosen] for k in keys]
        result.fleiss_kappa = fleiss_kappa(ratings)
        result.unanimous_share = sum(1 for row in ratings if len(set(row)) == 1) / len(keys)
    return result


class RejudgeSummary(BaseModel):
    """What a re-judging pass did.

    Attributes:
        run_dir: The run directory.
        judge_model: The judge model.
        judges: Judges requested (None: every applicable judge).
        repeats: Repeats ``0 .. repeats-1`` ensured.
        samples: Finished trajectories considered.
        judged: Verdicts added (valid ones).
        errors: Error verdicts added (the judge failed; retried next time).
        skipped: (sample, judge, repeat) already judged, skipped.
        not_applicable: (sample, judge) pairs skipped because the judge does not apply
            (the UI judge on a trajectory without screens).
        usage: Judge token usage of this pass.
        spreads: Spread per judge over the repeats (when ``repeats`` > 1 or several
            repeats are stored).
    """

    run_dir: str
    judge_model: str
    judges: list[str] | None = None
    repeats: int = 1
    samples: int = 0
    judged: int = 0
    errors: int = 0
    skipped: int = 0
    not_applicable: int = 0
    usage: Usage = Field(default_factory=Usage)
    spreads: dict[str, JudgeSpread] = Field(default_factory=dict)


async def rejudge_run(
    store: RunStore,
    model: Model,
    *,
    judges: Sequence[str] | None = None,
    repeats: int = 1,
    force: bool = False,
    options: JudgeOptions | None = None,
    concurrency: int = 4,
    keys: Sequence[str] | None = None,
    on_sample: Callable[[str], None] | None = None,
) -> RejudgeSummary:
    """Judge every finished trajectory of a run with ``model``, ``repeats`` times.

    Args:
        store: The run store (verdicts are added to it).
        model: The judge model (its ``name`` is recorded with every verdict).
        judges: Judge names (``agent``, ``user``, ``ui``); default: every judge that
            applies to each trajectory.
        repeats: Ensure repeats ``0 .. repeats-1`` exist for each judge.
        force: Judge again even where a valid verdict exists (the new one wins).
        options: Judge request options.
        concurrency: Trajectories judged at once.
        keys: Only these sample keys (default: every finished sample).
        on_sample: Called with each sample key when it is done (progress).

    Returns:
        What was done, with the spread over repeats per judge.

    Raises:
        ConfigError: For an unknown judge name, ``repeats`` < 1, ``concurrency`` < 1 or
            an unknown sample key.
        ProviderError: Never for judge failures (stored as error verdicts).
    """
    if repeats < 1:
        raise ConfigError(f"repeats must be >= 1, got {repeats}")
    if concurrency < 1:
        raise ConfigError(f"concurrency must be >= 1, got {concurrency}")
    wanted = resolve_judge_names(judges) if judges is not None else None
    rows = store.samples("done")
    if keys is not None:
        known = {r.key for r in rows}
        missing = [k for k in keys if k not in known]
        if missing:
            raise ConfigError(f"no finished sample {', '.join(missing)} in {store.run_dir}")
        rows = [r for r in rows if r.key in set(keys)]
    existing = stored_verdicts(store)
    done_before: set[tuple[str, str, int]] = set()
    for v in existing:
        if v.judge_model == model.name and v.verdict.ok:
            done_before.add((v.key, v.judge, v.verdict.repeat))
    summary = RejudgeSummary(
        run_dir=str(store.run_dir),
        judge_model=model.name,
        judges=wanted,
        repeats=repeats,
        samples=len(rows),
    )
    semaphore = asyncio.Semaphore(concurrency)

    async def one(row: SampleRow) -> None:
        async with semaphore:
            trajectory: Trajectory | None = None
            for r in range(repeats):
                todo: list[str] = []
                if trajectory is None:  # read in the loop: the store's connection is shared
                    trajectory = Trajectory.from_sample_row(
                        store, row.key, row.sample_id, row.repeat, row.output
                    )
                applicable = applicable_judges(trajectory)
                for name in wanted if wanted is not None else applicable:
                    if name == UI_JUDGE and not trajectory.ui_screens():
                        if r == 0:
                            summary.not_applicable += 1
                        continue
                    if not force and (row.key, name, r) in done_before:
                        summary.skipped += 1
                        continue
                    todo.append(name)
                if not todo:
                    continue
                verdicts = await judge_sample(
                    trajectory, model, judges=todo, options=options, repeat=r
                )
                _store_verdicts(store, row.key, verdicts.values(), summary)
        if on_sample is not None:
            on_sample(row.key)

    await asyncio.gather(*(one(row) for row in rows))
    verdicts = stored_verdicts(store)
    for name in wanted or sorted({v.judge for v in verdicts if v.judge_model == model.name}):
        result = judge_spread(verdicts, model.name, judge=name, repeats=list(range(repeats)))
        if result is not None:
            summary.spreads[name] = result
    if summary.spreads:
        metric: dict[str, Any] = dict(store.run_metrics().get(JUDGE_SPREAD_METRIC) or {})
        metric[model.name] = {k: v.model_dump(mode="json") for k, v in summary.spreads.items()}
        store.set_run_metric(JUDGE_SPREAD_METRIC, metric)
    return summary


def _store_verdicts(
    store: RunStore, key: str, verdicts: Iterable[JudgeVerdict], summary: RejudgeSummary
) -> None:
    for verdict in verdicts:
        store.add_verdict(key, verdict.judge, verdict.judge_model, verdict.to_json())
        summary.usage = summary.usage + verdict.usage
        if verdict.ok:
            summary.judged += 1
        else:
            summary.errors += 1
