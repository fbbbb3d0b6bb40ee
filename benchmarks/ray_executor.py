"""Ray executor overhead: the same run on the local executor and on Ray, equal concurrency.

A toy suite (``tests/runner/toy_suite.py``) of ``--samples`` samples; each makes
``--calls`` sequential calls to ``scripted/latency-<N>ms``, a scripted model that waits
``--latency-ms`` per call (a simulated provider latency; nothing is sent anywhere). Both
executors run with ``max_concurrency = --concurrency`` and a per-model limit as large, so
the ideal wall time is ``ceil(samples / concurrency) x calls x latency``.

A sample holds one of the ``concurrency`` slots for its own duration plus whatever the
executor adds (dispatch, result transfer, commit), so

    slot time per sample = steady wall x concurrency / samples

and the Ray **overhead per sample** is the difference of the two slot times. *Steady
wall* runs from the first sample's start to the last sample's end (both stamped where the
sample ran), which leaves out Ray's start-up: starting the local Ray instance
(``ray.init``) and the worker actors (a Python process each, importing the suite and
building its models) are printed on their own rows.

    .venv/bin/python benchmarks/ray_executor.py [--samples 100] [--concurrency 8]
        [--calls 2] [--latency-ms 200] [--workers 2]

Target: Ray overhead <= 20 ms per sample (steady state).
"""

from __future__ import annotations

import argparse
import asyncio
import math
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mmtoolbench.runner.executor import Executor, LocalExecutor  # noqa: E402
from mmtoolbench.runner.run import RunConfig, RunSummary, start_run  # noqa: E402
from mmtoolbench.store.run_store import RunStore  # noqa: E402

SUITE = "tests.runner.toy_suite:build_suite"
TARGET_MS = 20.0


def run_once(config: RunConfig, run_dir: Path, executor: Executor) -> tuple[RunSummary, float, int]:
    """Run ``config``; return the summary, the steady wall time and the samples done."""
    summary = asyncio.run(start_run(config, run_dir, executor=executor, progress=False))
    with RunStore.open(run_dir) as store:
        rows = store.samples()
    done = sum(r.status == "done" for r in rows)
    steady = max(r.finished_at for r in rows) - min(r.started_at for r in rows)
    return summary, steady, done


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=100)
    parser.add_argument("--concurrency", type=int, default=8)
    parser.add_argument("--calls", type=int, default=2)
    parser.add_argument("--latency-ms", type=int, default=200)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()

    import ray

    from mmtoolbench.runner.ray_executor import RayExecutor

    config = RunConfig(
        suite=SUITE,
        suite_options={"n": args.samples, "calls": args.calls},
        models={"agent": f"scripted/latency-{args.latency_ms}ms"},
        max_concurrency=args.concurrency,
        model_concurrency=args.concurrency,
        cache=False,
    )
    n, c = args.samples, args.concurrency
    ideal = math.ceil(n / c) * args.calls * args.latency_ms / 1000
    sample_s = args.calls * args.latency_ms / 1000

    with tempfile.TemporaryDirectory(prefix="mmtb-ray-bench-") as tmp:
        local, local_steady, local_done = run_once(config, Path(tmp) / "local", LocalExecutor())

        t0 = time.perf_counter()
        ray.init(num_cpus=args.workers, include_dashboard=False, log_to_driver=False)
        init_s = time.perf_counter() - t0
        try:
            remote, ray_steady, ray_done = run_once(
                config.model_copy(update={"executor": "ray"}),
                Path(tmp) / "ray",
                RayExecutor(workers=args.workers),
            )
        finally:
            ray.shutdown()

    slot_local = local_steady * c / n
    slot_ray = ray_steady * c / n
    overhead_ms = (slot_ray - slot_local) * 1000
    print(
        f"{n} samples x {args.calls} calls x {args.latency_ms} ms, concurrency {c}, "
        f"{args.workers} Ray workers; ideal wall {ideal:.2f} s, sample duration "
        f"{sample_s * 1000:.0f} ms"
    )
    print()
    print(
        "| executor | done | run wall (s) | steady wall (s) | x ideal | slot time / sample (ms) |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for name, summary, steady, done, slot in (
        ("local", local, local_steady, local_done, slot_local),
        ("ray", remote, ray_steady, ray_done, slot_ray),
    ):
        print(
            f"| {name} | {done} | {summary.wall_s:.2f} | {steady:.2f} | {steady / ideal:.3f} | "
            f"{slot * 1000:.1f} |"
        )
    print()
    print("| one-off Ray cost | s |")
    print("| --- | ---: |")
    print(f"| ray.init (local instance, {args.workers} CPUs) | {init_s:.2f} |")
    print(
        f"| worker start-up + teardown (run wall - steady wall) | {remote.wall_s - ray_steady:.2f} |"
    )
    print()
    verdict = "PASS" if overhead_ms <= TARGET_MS and ray_done == n else "FAIL"
    print(
        f"Ray overhead per sample (steady state): {overhead_ms:.1f} ms "
        f"(target <= {TARGET_MS:.0f} ms): {verdict}"
    )


if __name__ == "__main__":
    main()
