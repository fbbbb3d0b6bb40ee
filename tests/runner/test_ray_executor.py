"""`--executor ray` on a local Ray instance started by this module (issue 13 item 3).

One Ray instance (2 CPUs) serves every test here: the same runs give the same results as
the local executor (a toy suite and two sandbox scenarios with the oracle agent),
``--max-concurrency`` and the per-model limit hold across workers, and a driver killed
mid-run resumes with every sample exactly once and no finished sample run again.
"""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.runner.executor import LocalExecutor
from mmtoolbench.runner.run import RunConfig, resume_run, start_run
from mmtoolbench.store.run_store import RunStore

ray = pytest.importorskip(
    "ray", reason="Ray is not installed (pip install 'mmtoolbench[ray]'); Ray tests skipped"
)
from mmtoolbench.runner.ray_executor import RayExecutor  # noqa: E402

pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("ray")]  # one Ray instance

ROOT = Path(__file__).resolve().parents[2]
TOY = "tests.runner.toy_suite:build_suite"
SCENARIOS = ROOT / "src" / "mmtoolbench" / "data" / "sandbox" / "scenarios"


@pytest.fixture(scope="module")
def ray_address() -> Iterator[str]:
    """One local Ray instance for the module (its startup takes seconds on 2 cores)."""
    if ray.is_initialized():
        ray.shutdown()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        yield str(ray.get_runtime_context().gcs_address)
    finally:
        ray.shutdown()


def _toy(**options: Any) -> dict[str, Any]:
    return {"suite": TOY, "suite_options": options, "cache": False}


def _untimed(value: Any) -> Any:
    """``value`` without its wall-clock timings (keys ending in ``_s``)."""
    if isinstance(value, dict):
        return {k: _untimed(v) for k, v in value.items() if not k.endswith("_s")}
    if isinstance(value, list):
        return [_untimed(v) for v in value]
    return value


def _snapshot(run_dir: Path) -> dict[str, tuple[Any, ...]]:
    """What must not depend on the executor: status, output and metrics (without wall
    times), the recorded conversation and model calls of every sample."""
    with RunStore.open(run_dir) as store:
        return {
            row.key: (
                row.status,
                row.error,
                row.seed,
                json.dumps(_untimed(row.output), sort_keys=True),
                json.dumps(_untimed(row.metrics), sort_keys=True),
                row.model_calls,
                [(m["role"], m.get("content")) for m in store.messages(row.key)],
                [(c["role"], c["request_hash"]) for c in store.model_calls(row.key)],
            )
            for row in store.samples()
        }


def _run(config: RunConfig, run_dir: Path, executor: Any) -> Any:
    return asyncio.run(start_run(config, run_dir, executor=executor, progress=False))


def _max_overlap(intervals: list[tuple[float, float]]) -> int:
    """Most intervals open at one instant (an end at t comes before a start at t)."""
    events = sorted([(a, 1) for a, _ in intervals] + [(b, -1) for _, b in intervals])
    best = now = 0
    for _, step in events:
        now += step
        best = max(best, now)
    return best


def test_ray_runs_give_the_local_results(ray_address: str, tmp_path: Path) -> None:
    toy = RunConfig(models={"agent": "scripted/echo"}, max_concurrency=4, **_toy(n=6, calls=2))
    _run(toy, tmp_path / "toy-local", LocalExecutor())
    summary = _run(toy.model_copy(update={"executor": "ray"}), tmp_path / "toy-ray", None)
    assert (summary.done, summary.failed) == (6, 0)
    local, remote = _snapshot(tmp_path / "toy-local"), _snapshot(tmp_path / "toy-ray")
    assert len(local) == 6 and remote == local
    with RunStore.open(tmp_path / "toy-ray") as store:
        assert store.info().config["executor"] == "ray"
        assert store.info().status == "finished"

    sandbox = RunConfig(
        suite="sandbox",
        suite_options={
            "scenarios": [
                str(SCENARIOS / "plumber_note.yaml"),
                str(SCENARIOS / "spam_cleanup.yaml"),
            ]
        },
        models={"agent": "oracle"},
        cache=False,
    )
    _run(sandbox, tmp_path / "sb-local", LocalExecutor())
    _run(sandbox, tmp_path / "sb-ray", RayExecutor(workers=1))  # one suite load
    local, remote = _snapshot(tmp_path / "sb-local"), _snapshot(tmp_path / "sb-ray")
    assert sorted(local) == ["plumber_note#0", "spam_cleanup#0"]
    assert remote == local
    assert all(json.loads(v[4])["entity_f1"] == 1.0 for v in remote.values())
    with RunStore.open(tmp_path / "sb-ray") as store:
        assert "summary" in store.run_metrics()


def test_max_concurrency_and_model_limits_hold_across_workers(
    ray_address: str, tmp_path: Path
) -> None:
    # Two workers; at most 3 samples in flight over both, and at most 2 calls to the model
    # in flight in both together (each worker alone could have had 2, which would make 4).
    config = RunConfig(
        models={"agent": "scripted/latency-150ms"},
        max_concurrency=3,
        model_concurrency=2,
        **_toy(n=9, calls=2),
    )
    executor = RayExecutor(workers=2)
    _run(config, tmp_path / "limits", executor)
    calls: list[tuple[float, float]] = []
    with RunStore.open(tmp_path / "limits") as store:
        rows = store.samples()
        for row in rows:
            assert row.status == "done", row.error
            for message in store.messages(row.key):
                if message["role"] == "assistant":
                    reply = json.loads(message["content"][0]["text"])
                    calls.append((reply["started"], reply["finished"]))
    assert len(rows) == 9 and len(calls) == 18
    assert _max_overlap([(r.started_at, r.finished_at) for r in rows]) == 3
    assert _max_overlap(calls) == 2
    assert executor.slot_stats["scripted/latency-150ms"] == {
        "limit": 2,
        "in_flight": 0,
        "peak": 2,
    }


def test_a_worker_that_cannot_start_is_a_clear_error(ray_address: str, tmp_path: Path) -> None:
    # Models are built in the workers only (their environment holds the keys), so a bad
    # model is refused there; the driver reports why instead of failing every sample.
    config = RunConfig(models={"agent": "openai-compatible/m"}, **_toy(n=2))
    with pytest.raises(ConfigError, match=r"a Ray worker could not start: .*need a base_url"):
        _run(config, tmp_path / "bad", RayExecutor(workers=1))
    with RunStore.open(tmp_path / "bad") as store:
        assert store.samples() == []


def _done_count(db: Path) -> int:
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
        try:
            return int(conn.execute("SELECT COUNT(*) FROM samples").fetchone()[0])
        finally:
            conn.close()
    except sqlite3.Error:
        return 0


def test_killed_driver_resumes_every_sample_exactly_once(ray_address: str, tmp_path: Path) -> None:
    out = tmp_path / "killed"
    n = 10
    args = [
        sys.executable, "-m", "mmtoolbench", "run", "suite", TOY,
        "--model", "scripted/echo", "--set", f"n={n}", "--set", "delay=0.25",
        "--set", "calls=2", "--max-concurrency", "2", "--executor", "ray",
        "--ray-address", ray_address, "-o", str(out), "--no-progress", "--no-cache",
    ]  # fmt: skip
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    proc = subprocess.Popen(
        args, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE
    )
    try:
        deadline = time.monotonic() + 90
        while _done_count(out / "run.sqlite") < 3 and time.monotonic() < deadline:
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else ""
            time.sleep(0.05)
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)
    with RunStore.open(out) as store:
        before = {r.key: (r.started_at, r.finished_at, r.output) for r in store.samples()}
        assert store.info().status == "running"  # what SIGKILL leaves behind
    assert 3 <= len(before) < n

    summary = asyncio.run(resume_run(out, progress=False))  # the stored executor: ray
    assert summary.skipped == len(before)
    assert summary.done == n - len(before) and summary.failed == 0
    with RunStore.open(out) as store:
        rows = store.samples()
        assert store.info().status == "finished"
        assert sorted(r.key for r in rows) == [f"s{i:03d}#0" for i in range(n)]
        assert all(r.status == "done" and r.attempts == 1 for r in rows)
        for row in rows:
            assert row.model_calls == 2  # nothing recorded twice
            assert len(store.model_calls(row.key)) == 2
            if row.key in before:  # finished before the kill: kept, not run again
                assert (row.started_at, row.finished_at, row.output) == before[row.key]


@pytest.mark.timeout(120)  # a leaked slot would hang the run
def test_a_dead_worker_loses_nothing_and_frees_its_model_slot(
    ray_address: str, tmp_path: Path
) -> None:
    # s001's first attempt kills its worker process while its model call holds the only
    # slot (model_concurrency=1): the worker restarts, frees that slot (else the run would
    # hang), the unit runs again and every sample is committed once.
    config = RunConfig(
        suite="tests.runner.crashing_suite:build_suite",
        suite_options={"n": 4, "calls": 1, "exit_ids": ["s001"], "flag_dir": str(tmp_path)},
        models={"agent": "scripted/latency-300ms"},
        max_concurrency=2,
        model_concurrency=1,
        cache=False,
    )
    summary = _run(config, tmp_path / "run", RayExecutor(workers=2))
    assert (tmp_path / "s001.died").exists()
    assert (summary.done, summary.failed) == (4, 0)
    with RunStore.open(tmp_path / "run") as store:
        rows = store.samples()
        assert [r.key for r in rows] == [f"s{i:03d}#0" for i in range(4)]
        assert all(r.status == "done" and r.attempts == 1 and r.model_calls == 1 for r in rows)
