"""Re-judging a stored ATP run with MAM (``mmtb judge RUN`` on an ATP run).

The answers are read back from the run store and re-parsed (the same numbering as during
the run), the context images are loaded from the run's dataset, and each answer is judged
by `MAMJudge`; verdicts are added to the store under the judge model's name (earlier ones
are kept). Answers already judged by the same judge model are skipped unless ``force``.
A judge that gives no acceptable report leaves no verdict (it is counted and retried on
the next pass). `mmtoolbench.atp.report.report_run` with ``judge_model`` reports one judge
model's verdicts.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence

from pydantic import BaseModel, Field

from mmtoolbench.atp.judge.mam import DEFAULT_RETRIES, MAMJudge, load_judge_images
from mmtoolbench.atp.parse import parse_answer
from mmtoolbench.atp.suite import JUDGE, build_suite
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.messages import Usage
from mmtoolbench.judging import JudgeError
from mmtoolbench.models.base import Model
from mmtoolbench.store.run_store import RunStore, SampleRow

__all__ = ["ATPRejudgeSummary", "rejudge_atp_run"]


class ATPRejudgeSummary(BaseModel):
    """What a re-judging pass over an ATP run did.

    Attributes:
        run_dir: The run directory.
        judge_model: The judge model.
        samples: Finished answers considered.
        judged: Verdicts added.
        errors: Answers the judge gave no acceptable report for (no verdict stored).
        skipped: Answers already judged by this judge model.
        usage: Judge token usage of this pass.
        problems: ``key: error`` for each judge error.
    """

    run_dir: str
    judge_model: str
    samples: int = 0
    judged: int = 0
    errors: int = 0
    skipped: int = 0
    usage: Usage = Field(default_factory=Usage)
    problems: list[str] = Field(default_factory=list)


async def rejudge_atp_run(
    store: RunStore,
    model: Model,
    *,
    force: bool = False,
    concurrency: int = 4,
    keys: Sequence[str] | None = None,
    max_images: int | None = None,
    retries: int = DEFAULT_RETRIES,
    on_sample: Callable[[str], None] | None = None,
) -> ATPRejudgeSummary:
    """Judge every finished answer of an ATP run with MAM.

    Args:
        store: The run store (verdicts are added to it).
        model: The judge model (its ``name`` is recorded with every verdict).
        force: Judge again where this judge model already has a verdict.
        concurrency: Answers judged at once.
        keys: Only these sample keys (default: every finished sample).
        max_images: Context images attached per request (default: the run's
            ``judge_max_images`` option).
        retries: Repair turns per MAM agent.
        on_sample: Called with each sample key when it is done (progress).

    Raises:
        ConfigError: If the run is not an ATP run, its dataset does not load, a key is
            unknown, a sample is missing from the dataset, or ``concurrency`` < 1.
        ProviderError: If the judge model fails (verdicts stored so far are kept).
    """
    info = store.info()
    if info.suite != "atp":
        raise ConfigError(f"{store.run_dir} is a {info.suite} run, not an atp run")
    if concurrency < 1:
        raise ConfigError(f"concurrency must be >= 1, got {concurrency}")
    suite = build_suite(info.config.get("suite_options") or {})
    rows = store.samples("done")
    if keys is not None:
        known = {r.key for r in rows}
        missing = [k for k in keys if k not in known]
        if missing:
            raise ConfigError(f"no finished sample {', '.join(missing)} in {store.run_dir}")
        rows = [r for r in rows if r.key in set(keys)]
    absent = sorted({r.sample_id for r in rows} - set(suite.samples_by_id))
    if absent:
        raise ConfigError(
            f"samples not in the run's dataset {suite.options.dataset_path}: {absent}"
        )
    done_before = {
        v["sample_key"]
        for v in store.verdicts()
        if v["judge"] == JUDGE and v["judge_model"] == model.name
    }
    limit = suite.options.judge_max_images if max_images is None else max_images
    judge = MAMJudge(model, max_images=limit, retries=retries)
    summary = ATPRejudgeSummary(
        run_dir=str(store.run_dir), judge_model=model.name, samples=len(rows)
    )
    semaphore = asyncio.Semaphore(concurrency)

    async def one(row: SampleRow) -> None:
        if row.key in done_before and not force:
            summary.skipped += 1
            return
        sample = suite.samples_by_id[row.sample_id]
        output = row.output if isinstance(row.output, dict) else {}
        answer = str(output.get("answer", ""))
        async with semaphore:
            calls = parse_answer(answer, num_images=len(sample.images)).calls
            images = await asyncio.to_thread(
                load_judge_images, sample, suite.options.dataset_path, max_images=limit
            )
            try:
                verdict = await judge.judge(sample.query, answer, images, calls=calls)
            except JudgeError as exc:
                summary.errors += 1
                summary.usage = summary.usage + exc.usage
                summary.problems.append(f"{row.key}: {exc}")
            else:
                store.add_verdict(row.key, JUDGE, model.name, verdict.model_dump(mode="json"))
                summary.judged += 1
                for run in verdict.runs:
                    summary.usage = summary.usage + run.usage
        if on_sample is not None:
            on_sample(row.key)

    await asyncio.gather(*(one(row) for row in rows))
    return summary
