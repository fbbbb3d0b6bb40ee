"""Ctrl-C during `mmtb run`: finished samples are kept, the user is told how to resume,
and the exit status is 130."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from mmtoolbench.store.run_store import RunStore

pytestmark = pytest.mark.slow


def test_sigint_exits_130_and_says_how_to_resume(tmp_path: Path) -> None:
    run_dir = tmp_path / "run"
    command = [
        sys.executable,
        "-c",
        "from mmtoolbench.cli import main; main()",
        "run",
        "atp",
        "--model",
        "scripted/latency-1500ms",
        "--limit",
        "6",
        "--max-concurrency",
        "1",
        "--no-progress",
        "--no-cache",
        "-o",
        str(run_dir),
    ]
    env = {**os.environ, "COLUMNS": "200"}
    # Test runners (xdist workers) may ignore SIGINT, and a child inherits that: give the
    # run the default disposition, as in a terminal.
    proc = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:  # wait until the first sample is stored
        if (run_dir / "run.sqlite").exists():
            with RunStore.open(run_dir) as store:
                if store.samples():
                    break
        time.sleep(0.2)
    proc.send_signal(signal.SIGINT)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, out + err
    text = " ".join((out + err).split())
    assert "interrupted: finished samples are saved; continue with `mmtb run resume" in text
    with RunStore.open(run_dir) as store:
        done = [s for s in store.samples() if s.status == "done"]
    assert 1 <= len(done) < 6
