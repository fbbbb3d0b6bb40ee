"""Direct checks of the issue-15 isolation fixes (the corpus checks them as attacks).

- the worker sees only the allowed packages; its own modules come over the pipe,
  not from the evaluator's package directory (finding 1);
- a cell's CPU time spans its threads, and nothing runs between cells: the worker
  is stopped (finding 4).
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import pytest

import mmtoolbench
from mmtoolbench.isolation import InterpreterSession, IsolationOptions
from mmtoolbench.isolation.pythonpath import sandbox_python
from mmtoolbench.isolation.session import proc_cpu_seconds
from mmtoolbench.isolation.static_check import DEFAULT_ALLOWED_MODULES
from tests.security.harness import kernel_sandbox_available

PACKAGE = Path(mmtoolbench.__file__).resolve().parent
needs_root = pytest.mark.skipif(
    not kernel_sandbox_available(),
    reason="the full sandbox needs root or user namespaces on Linux",
)
BARE = IsolationOptions(static_check=False, restricted_builtins=False)


def _state(pid: int) -> str:
    return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]


def test_sandbox_python_lists_only_allowed_packages() -> None:
    python = sandbox_python(DEFAULT_ALLOWED_MODULES)
    names = {os.path.basename(e) for e in python.entries}
    assert {"numpy", "matplotlib", "PIL"} <= names
    assert not [e for e in python.entries if "mmtoolbench" in e]
    assert not {"pip", "pydantic", "yaml", "openai", "anthropic"} & names
    assert str(PACKAGE) in python.masked
    for entry in python.entries:
        assert os.path.dirname(entry) in python.site_dirs


@needs_root
async def test_worker_sees_only_allowed_packages_and_no_package_dir() -> None:
    async with InterpreterSession(isolation=BARE) as session:
        result = await session.run_cell(
            "import os, sys, numpy\n"
            "site = os.path.dirname(os.path.dirname(numpy.__file__))\n"
            "print(sorted(os.listdir(site)))\n"
            "print(sorted({str(getattr(m, '__file__', '')) for m in list(sys.modules.values())}))\n"
            "print(sys.modules['mmtoolbench'].__path__)"
        )
    assert result.error is None, result.render()
    listing, files, path = result.stdout.splitlines()
    allowed = sorted(os.path.basename(e) for e in sandbox_python(DEFAULT_ALLOWED_MODULES).entries)
    assert listing == str(allowed)
    assert str(PACKAGE) not in files and "<sandbox>/mmtoolbench/isolation/worker.py" in files
    assert path == "[]"


@needs_root
async def test_cpu_time_spans_threads() -> None:
    async with InterpreterSession(isolation=BARE) as session:
        result = await session.run_cell(
            "import threading, time\n"
            "def burn():\n"
            "    t0 = time.thread_time()\n"
            "    while time.thread_time() - t0 < 0.3:\n"
            "        pass\n"
            "threads = [threading.Thread(target=burn) for _ in range(2)]\n"
            "for t in threads:\n    t.start()\n"
            "for t in threads:\n    t.join()"
        )
        assert result.error is None, result.render()
        assert result.cpu_s is not None and result.cpu_s >= 0.55, result.cpu_s


@needs_root
async def test_signal_handlers_do_not_run_between_cells() -> None:
    """An interval timer whose handler burns CPU: the worker is stopped between
    cells (without the handler, an idle worker is left blocked in its read)."""
    async with InterpreterSession(isolation=BARE) as session:
        pid = session.pid
        assert pid is not None
        idle = await session.run_cell("x = 1")
        assert idle.error is None and _state(pid) in ("S", "D")
        result = await session.run_cell(
            "import signal, time\n"
            "def handler(*args):\n"
            "    t0 = time.thread_time()\n"
            "    while time.thread_time() - t0 < 0.005:\n"
            "        pass\n"
            "signal.signal(signal.SIGALRM, handler)\n"
            "signal.setitimer(signal.ITIMER_REAL, 0.01, 0.01)"
        )
        assert result.error is None, result.render()
        deadline = time.monotonic() + 2
        while (state := _state(pid)) != "T" and time.monotonic() < deadline:
            time.sleep(0.01)  # SIGSTOP lands when the worker is next scheduled
        assert state == "T"
        before = proc_cpu_seconds(pid)
        time.sleep(0.5)
        assert proc_cpu_seconds(pid) == before
        again = await session.run_cell("print(1 + 1)")
        assert again.stdout == "2\n" and not again.restarted
