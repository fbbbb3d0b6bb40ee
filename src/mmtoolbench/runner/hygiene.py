"""Run hygiene: which runs are really running, and what killed evaluators left behind.

A run killed with ``kill -9`` (or by the OOM killer, or a lost machine) runs no cleanup:
its store still says ``running`` and its interpreter workers' host directories
(``/tmp/mmtb-interp-<pid>-*``) stay on disk. Two mechanisms make that harmless:

* `RunLock`: the process running a run holds an exclusive ``flock`` on
  ``<run_dir>/runner.lock`` (which also records its pid and start time). The kernel
  drops the lock when the process dies, however it dies, so `run_is_active` tells a live
  run from a killed one, ``mmtb runs list`` shows a killed run as ``interrupted``, and a
  second process cannot run the same run directory at the same time.
* `clean_stale_interpreter_dirs`: at the start of every run, interpreter directories
  whose evaluator pid is no longer alive are removed.
"""

from __future__ import annotations

import errno
import fcntl
import json
import os
import re
import shutil
import tempfile
import time
from pathlib import Path
from types import TracebackType
from typing import IO, Any, Final

from mmtoolbench.core.errors import ConfigError

__all__ = [
    "LOCK_NAME",
    "RunBusyError",
    "RunLock",
    "clean_stale_interpreter_dirs",
    "effective_status",
    "pid_alive",
    "run_is_active",
]

LOCK_NAME: Final = "runner.lock"
"""The lock file in a run directory, held by the process running the run."""

_INTERP_DIR: Final = re.compile(r"^mmtb-interp-(\d+)-")


class RunBusyError(ConfigError):
    """Another live process is running this run directory."""


def pid_alive(pid: int) -> bool:
    """Whether a process with ``pid`` exists (a zombie counts as alive).

    Args:
        pid: Process id.
    """
    if pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # exists, owned by someone else
        return True
    return True


class RunLock:
    """The exclusive lock of the process running a run (see the module docstring).

    Use as a context manager around the run; the lock is released on exit, and by the
    kernel when the process dies.

    Args:
        run_dir: The run directory (must exist).
    """

    def __init__(self, run_dir: Path) -> None:
        self.path = Path(run_dir) / LOCK_NAME
        self._file: IO[str] | None = None

    def acquire(self) -> None:
        """Take the lock and record this process in the file.

        Raises:
            RunBusyError: If another process holds it (names its pid and start time).
        """
        handle = self.path.open("a+", encoding="utf-8")
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            handle.close()
            if exc.errno not in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                raise
            holder = _describe_holder(self.path)
            raise RunBusyError(
                f"{self.path.parent} is being run by another process{holder}; wait for it "
                "to finish or stop it before resuming"
            ) from None
        handle.seek(0)
        handle.truncate()
        handle.write(json.dumps({"pid": os.getpid(), "started_at": time.time()}) + "\n")
        handle.flush()
        self._file = handle

    def release(self) -> None:
        """Release the lock (the file stays, with the last holder's record)."""
        if self._file is not None:
            fcntl.flock(self._file.fileno(), fcntl.LOCK_UN)
            self._file.close()
            self._file = None

    def __enter__(self) -> RunLock:
        self.acquire()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.release()


def _describe_holder(path: Path) -> str:
    try:
        record: Any = json.loads(path.read_text(encoding="utf-8") or "{}")
        pid, started = int(record["pid"]), float(record["started_at"])
    except (OSError, ValueError, KeyError, TypeError):
        return ""
    since = time.strftime("%Y-%m-%d %H:%M:%S", time.localtime(started))
    return f" (pid {pid}, since {since})"


def run_is_active(run_dir: Path) -> bool:
    """Whether a live process holds ``run_dir``'s `RunLock` right now.

    Args:
        run_dir: A run directory.
    """
    path = Path(run_dir) / LOCK_NAME
    try:
        handle = path.open("r", encoding="utf-8")
    except OSError:
        return False
    with handle:
        try:
            fcntl.flock(handle.fileno(), fcntl.LOCK_SH | fcntl.LOCK_NB)
        except OSError:
            return True
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
        return False


def effective_status(run_dir: Path, stored: str) -> str:
    """The status to show: a run stored as ``running`` that no live process holds was
    killed, so it is ``interrupted`` (``mmtb run resume`` continues it).

    Args:
        run_dir: The run directory.
        stored: The status in its store.
    """
    if stored == "running" and not run_is_active(run_dir):
        return "interrupted"
    return stored


def clean_stale_interpreter_dirs(base: Path | None = None) -> list[Path]:
    """Remove interpreter host directories (``mmtb-interp-<pid>-*``) left by evaluator
    processes that no longer exist.

    Directories of live processes (including this one) are kept, as are names without a
    pid. A pid reused by an unrelated process keeps its directory until that process
    ends too (never a live worker's directory removed). Pids are only comparable
    within one pid namespace: containers that share a temporary directory but not a
    pid namespace should each set their own ``IsolationOptions.base_dir``.

    Args:
        base: Where the directories are (default: the system temporary directory, as
            for `mmtoolbench.isolation.IsolationOptions.base_dir` = None).

    Returns:
        The directories removed.
    """
    root = Path(base) if base is not None else Path(tempfile.gettempdir())
    removed: list[Path] = []
    try:
        entries = list(os.scandir(root))
    except OSError:
        return removed
    for entry in entries:
        match = _INTERP_DIR.match(entry.name)
        if match is None or not entry.is_dir(follow_symlinks=False):
            continue
        if pid_alive(int(match.group(1))):
            continue
        shutil.rmtree(entry.path, ignore_errors=True)
        if not os.path.lexists(entry.path):
            removed.append(Path(entry.path))
    return removed
