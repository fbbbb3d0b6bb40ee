"""Issue 15 finding 10: run hygiene. Killed runs show as interrupted and can be resumed,
interpreter directories of killed evaluators are removed at the next run start, a run
where every sample failed exits non-zero, and a refused run never announces a directory."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from typer.testing import CliRunner

from mmtoolbench.cli.app import app
from mmtoolbench.runner.hygiene import (
    RunBusyError,
    RunLock,
    clean_stale_interpreter_dirs,
    effective_status,
    run_is_active,
)
from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.store.run_store import RunStore

ROOT = Path(__file__).resolve().parents[2]
TOY = "tests.runner.toy_suite:build_suite"
runner = CliRunner()


def _run(out: Path, *options: str) -> list[str]:
    sets = [arg for option in options for arg in ("--set", option)]
    tail = ["-o", str(out), "--no-progress", "--no-cache"]
    return ["run", "suite", TOY, "--model", "scripted/echo", *sets, *tail]


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


# --------------------------------------------------------------------------- exit status


def test_every_sample_failed_exits_nonzero_and_keeps_the_errors(tmp_path: Path) -> None:
    out = tmp_path / "failed"
    result = runner.invoke(app, _run(out, "n=2", 'fail_ids=["s000","s001"]'))
    assert result.exit_code == 1, result.output
    text = " ".join(result.output.split())
    assert "0 done, 2 failed" in text
    assert f"every sample failed (2); see the errors with `mmtb runs export {out}`" in text
    with RunStore.open(out) as store:
        rows = store.samples()
        assert [r.status for r in rows] == ["error", "error"]
        assert "configured to fail" in (rows[0].error or "")


def test_partly_failed_run_exits_zero(tmp_path: Path) -> None:
    result = runner.invoke(app, _run(tmp_path / "part", "n=2", 'fail_ids=["s000"]'))
    assert result.exit_code == 0, result.output
    assert "1 done, 1 failed" in " ".join(result.output.split())


def test_exit_status_is_in_the_help() -> None:
    result = runner.invoke(app, ["run", "--help"], env={"COLUMNS": "200"})
    assert "1 when every sample it ran failed" in " ".join(result.output.split())


# --------------------------------------------------------------------------- refused runs


def test_refused_runs_announce_no_directory(tmp_path: Path) -> None:
    out = tmp_path / "r"
    first = runner.invoke(app, _run(out, "n=1"))
    assert first.exit_code == 0 and f"run directory: {out}" in first.output
    again = runner.invoke(app, _run(out, "n=1"))
    assert again.exit_code == 2
    assert "already holds a run" in " ".join(again.output.split())
    assert "run directory:" not in again.output
    bad_ids = runner.invoke(app, [*_run(tmp_path / "ids", "n=1"), "--ids", "nope"])
    assert bad_ids.exit_code == 2 and "unknown sample ids: nope" in bad_ids.output
    assert "run directory:" not in bad_ids.output
    assert not (tmp_path / "ids").exists()  # nothing half-created
    with RunStore.open(out) as store:  # the existing run is untouched
        assert [r.status for r in store.samples()] == ["done"]


# --------------------------------------------------------------------------- killed runs


def test_killed_run_is_listed_as_interrupted_and_resumes(tmp_path: Path) -> None:
    out = tmp_path / "runs" / "killed"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    args = _run(out, "n=3", "delay=0.3", "calls=2")
    proc = subprocess.Popen(
        [sys.executable, "-m", "mmtoolbench", *args],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while not run_is_active(out) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert run_is_active(out)
        listed = runner.invoke(app, ["runs", "list", str(out.parent)], env={"COLUMNS": "200"})
        assert "running" in listed.output
        # A second process cannot run the same directory meanwhile.
        busy = runner.invoke(app, ["run", "resume", str(out), "--no-progress"])
        assert busy.exit_code == 2
        # rich wraps long paths anywhere (even inside a word): compare without whitespace
        message = "".join(busy.output.split())
        expected = f"{out} is being run by another process (pid {proc.pid}, since"
        assert "".join(expected.split()) in message
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=10)
    with RunStore.open(out) as store:
        assert store.info().status == "running"  # what a SIGKILL leaves behind
    assert effective_status(out, "running") == "interrupted"
    listed = runner.invoke(app, ["runs", "list", str(out.parent)], env={"COLUMNS": "200"})
    # the folder holds this one run (its table row may wrap with a long tmp path)
    assert "interrupted" in listed.output and "running" not in listed.output
    resumed = runner.invoke(app, ["run", "resume", str(out), "--no-progress"])
    assert resumed.exit_code == 0, resumed.output
    with RunStore.open(out) as store:
        assert store.info().status == "finished"
        assert [r.status for r in store.samples()] == ["done"] * 3


def test_run_lock_is_exclusive(tmp_path: Path) -> None:
    with RunLock(tmp_path):
        assert run_is_active(tmp_path)
        with pytest.raises(RunBusyError, match="being run by another process"):
            RunLock(tmp_path).acquire()
    assert not run_is_active(tmp_path)


# --------------------------------------------------------------------------- stale dirs


def test_only_dirs_of_dead_processes_are_removed(tmp_path: Path) -> None:
    dead = tmp_path / f"mmtb-interp-{_dead_pid()}-abc"
    live = tmp_path / f"mmtb-interp-{os.getpid()}-def"
    legacy = tmp_path / "mmtb-interp-xyz"
    other = tmp_path / "something-else"
    for path in (dead, live, legacy, other):
        (path / "work").mkdir(parents=True)
        (path / "work" / "file.txt").write_text("x")
    assert clean_stale_interpreter_dirs(tmp_path) == [dead]
    assert not dead.exists()
    assert live.exists() and legacy.exists() and other.exists()


SESSION = """
import asyncio, sys
from pathlib import Path
from mmtoolbench.isolation import InterpreterSession, IsolationOptions

async def main() -> None:
    session = InterpreterSession(isolation=IsolationOptions(base_dir=Path(sys.argv[1])))
    await session.start()
    print("ready", flush=True)
    await asyncio.sleep(60)

asyncio.run(main())
"""


def test_sigkilled_evaluator_leaves_a_dir_the_next_run_removes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    base = tmp_path / "tmp"
    base.mkdir()
    proc = subprocess.Popen(
        [sys.executable, "-c", SESSION, str(base)], stdout=subprocess.PIPE, text=True
    )
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "ready"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    [leaked] = list(base.glob("mmtb-interp-*"))  # a SIGKILL runs no cleanup
    assert leaked.name.startswith(f"mmtb-interp-{proc.pid}-")
    monkeypatch.setattr(tempfile, "tempdir", str(base))
    config = RunConfig(suite=TOY, suite_options={"n": 1}, models={"agent": "scripted/echo"})
    announced: list[Path] = []
    summary = asyncio.run(
        start_run(config, tmp_path / "run", progress=False, on_start=announced.append)
    )
    assert summary.done == 1 and announced == [tmp_path / "run"]
    assert not leaked.exists()
