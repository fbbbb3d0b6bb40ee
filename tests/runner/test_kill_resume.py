"""A run killed with SIGKILL midway resumes to exactly the uninterrupted result."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mmtoolbench.store.run_store import RunStore

ROOT = Path(__file__).resolve().parents[2]
N = 30


def mmtb(*args: str) -> list[str]:
    return [sys.executable, "-m", "mmtoolbench", *args]


def run_args(out: Path) -> list[str]:
    return mmtb(
        "run",
        "suite",
        "tests.runner.toy_suite:build_suite",
        "--model",
        "scripted/echo",
        "--set",
        f"n={N}",
        "--set",
        "delay=0.05",
        "--set",
        "calls=3",
        "--max-concurrency",
        "3",
        "--output",
        str(out),
        "--no-progress",
        "--no-cache",
    )


def done_count(db: Path) -> int:
    try:
        conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True, timeout=5)
        try:
            return int(conn.execute("SELECT COUNT(*) FROM samples").fetchone()[0])
        finally:
            conn.close()
    except sqlite3.Error:
        return 0


def snapshot(run_dir: Path) -> dict[str, tuple[object, ...]]:
    with RunStore.open(run_dir) as store:
        return {
            row.key: (row.status, row.metrics, row.model_calls, len(store.messages(row.key)))
            for row in store.samples()
        }


@pytest.mark.slow
def test_sigkill_then_resume_matches_uninterrupted_run(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    full = tmp_path / "full"
    subprocess.run(run_args(full), cwd=ROOT, env=env, check=True, capture_output=True, timeout=120)

    killed = tmp_path / "killed"
    proc = subprocess.Popen(
        run_args(killed), cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    deadline = time.monotonic() + 60
    while done_count(killed / "run.sqlite") < 8 and time.monotonic() < deadline:
        time.sleep(0.02)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    partial = done_count(killed / "run.sqlite")
    assert 8 <= partial < N, "the kill must land midway"

    resumed = subprocess.run(
        mmtb("run", "resume", str(killed), "--no-progress"),
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert resumed.returncode == 0, resumed.stderr
    assert f"{N - partial} done, 0 failed, {partial} already done" in " ".join(
        resumed.stderr.split()
    )

    expected = snapshot(full)
    got = snapshot(killed)
    assert len(got) == N  # exactly once each (keys are unique)
    assert got == expected
    with RunStore.open(killed) as store:
        assert store.info().status == "finished"
        assert all(r.attempts == 1 for r in store.samples())
