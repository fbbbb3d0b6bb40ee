"""Parent side of the sandboxed interpreter: `InterpreterSession`.

A session owns one worker process at a time (see ``worker.py``); variables persist
across cells while the worker lives. The parent owns the world: tool calls made by
user code arrive over the channel, are checked against the caller's *active set at
call time* (``is_allowed``), run with the caller's ``run_tool`` callback, and the
JSON result (or the `ToolError` message) goes back to the worker.

Every frame from the worker is validated (`protocol.parse_worker_message`), frames
are size-capped and counted per cell, and any violation ends the cell with a clear
error and restarts the worker. A timed-out, crashed or killed worker is restarted
too, and the `CellResult` says so (``restarted=True``): the agent must be told its
variables are gone.

Example::

    async with InterpreterSession(tools=registry.specs(), run_tool=runner) as session:
        result = await session.run_cell("x = 21 * 2\\nprint(x)")
        print(result.render())
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import importlib.util
import json
import logging
import marshal
import os
import secrets
import shutil
import signal
import sys
import tempfile
import time
import warnings
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from mmtoolbench.core.errors import MMTBError, ToolError
from mmtoolbench.core.messages import ToolSpec
from mmtoolbench.core.tools import ToolRegistry, describe_schema, to_jsonable
from mmtoolbench.isolation import protocol
from mmtoolbench.isolation import static_check as checks
from mmtoolbench.isolation.pythonpath import (
    SandboxPython,
    private_cache_dir,
    read_private,
    sandbox_python,
    write_private,
)
from mmtoolbench.sandbox.tool_output import split_tool_output

logger = logging.getLogger(__name__)

#: The worker's modules (standard library only), in import order. The parent sends
#: their compiled code over the pipe; the worker never imports anything from the
#: evaluator's package directory.
_WORKER_MODULES = ("protocol", "static_check", "limits", "worker")
_FONT_DIRS = ("/usr/share/fonts",)
_SECRET_MARKERS = ("KEY", "TOKEN", "SECRET", "PASSWORD", "PASSWD", "CREDENTIAL", "AUTH", "COOKIE")
_LAYERS = ("network", "filesystem", "seccomp", "audit_hook")


class InterpreterStartError(MMTBError):
    """The worker process could not be started or could not confine itself."""


class SandboxWarning(UserWarning):
    """A confinement layer is unavailable on this machine."""


class InterpreterLimits(BaseModel):
    """Limits of one interpreter session.

    Attributes:
        timeout_s: Wall-clock limit per cell. Time spent inside tools (in the parent)
            does not count. On expiry the worker is killed and restarted.
        memory_mb: Address-space limit of the worker (RLIMIT_AS).
        cpu_s: CPU-time limit over one worker's lifetime (RLIMIT_CPU).
        max_output_chars: Cap of stdout and of stderr per cell; the rest is dropped
            with a note.
        max_file_mb: Largest file user code may write (RLIMIT_FSIZE).
        max_disk_mb: Size of the working directory's tmpfs.
        max_open_files: RLIMIT_NOFILE.
        max_processes: RLIMIT_NPROC of the sandbox user (threads count; new
            processes are refused by seccomp anyway).
        max_tool_calls_per_cell: Tool calls executed per cell; further calls fail.
        start_timeout_s: How long the worker may take to start.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    timeout_s: float = Field(10.0, gt=0)
    memory_mb: int = Field(512, ge=128)
    cpu_s: int = Field(300, ge=1)
    max_output_chars: int = Field(20_000, ge=100)
    max_file_mb: int = Field(16, ge=1)
    max_disk_mb: int = Field(64, ge=1)
    max_open_files: int = Field(64, ge=16, le=1024)
    max_processes: int = Field(32, ge=1)
    max_tool_calls_per_cell: int = Field(200, ge=1)
    start_timeout_s: float = Field(30.0, gt=0)

    @property
    def max_frame_bytes(self) -> int:
        """Largest frame accepted from the worker."""
        return 24 * self.max_output_chars + (1 << 20)

    @property
    def max_frames_per_cell(self) -> int:
        """Frames after which a cell counts as flooding the channel."""
        return 2 * self.max_tool_calls_per_cell + 16


class IsolationOptions(BaseModel):
    """How the worker is confined.

    The defaults are what agents get. Turning a layer off exists to test the other
    layers alone (defense in depth); never do it for real runs.

    Attributes:
        unsafe: Run agent code even when the kernel layers (private root, PID and
            network namespaces, seccomp) are unavailable, confined by the audit hook
            only (``mmtb run --unsafe-interpreter``; recorded in the run and printed
            in every report). Without it such a session refuses to start.
        require_full_isolation: Fail to start when any layer is unavailable
            (default: start with a `SandboxWarning` naming the missing layer).
        static_check: Layer 1, the AST check in the parent.
        restricted_builtins: The user namespace's restricted builtins (no
            ``eval``/``exec``..., guarded ``__import__`` and ``getattr``).
        audit_hook: The worker's audit hook.
        namespaces: Network/mount/IPC/UTS namespaces and the private root.
        seccomp: The seccomp filter.
        uid: User the worker runs as when the evaluator is root (default: a random,
            unused uid per worker, so workers cannot signal each other and
            RLIMIT_NPROC is per worker).
        preload: Modules imported before user code (pays their import time once,
            at start-up, outside the audit hook).
        allowed_modules: Modules user code may import.
        denied_modules: Submodules of allowed packages that stay forbidden.
        base_dir: Where the per-worker host directories are created.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    unsafe: bool = False
    require_full_isolation: bool = False
    static_check: bool = True
    restricted_builtins: bool = True
    audit_hook: bool = True
    namespaces: bool = True
    seccomp: bool = True
    uid: int | None = Field(None, ge=1)
    preload: tuple[str, ...] = ("numpy",)
    allowed_modules: frozenset[str] = checks.DEFAULT_ALLOWED_MODULES
    denied_modules: frozenset[str] = checks.DEFAULT_DENIED_MODULES
    base_dir: Path | None = None


class CellError(BaseModel):
    """Why a cell failed.

    Attributes:
        type: Exception type (``NameError``...), or ``SandboxViolation``,
            ``TimeoutError``, ``InterpreterRestarted``.
        message: What happened, phrased for the model.
        line: Line of the cell where it happened, when known.
        traceback: User-code frames only.
    """

    type: str
    message: str
    line: int | None = None
    traceback: str = ""


class ToolCallRecord(BaseModel):
    """One tool call made from inside a cell."""

    name: str
    arguments: dict[str, Any]
    ok: bool
    result: Any = None
    error: str | None = None
    internal_error: bool = False
    duration_s: float = 0.0


class CellResult(BaseModel):
    """Outcome of `InterpreterSession.run_cell`.

    Attributes:
        stdout: Captured standard output (capped).
        stderr: Captured standard error and raw process output (capped).
        error: Why the cell failed, or None.
        timed_out: The cell hit the wall-clock limit.
        restarted: The worker crashed or was killed and was restarted: every
            variable from previous cells is gone.
        output_truncated: Output exceeded the cap and was cut.
        tool_calls: Tool calls made by the cell, in order.
        duration_s: Wall-clock time of the call.
        cpu_s: CPU time the worker used during the cell, over all its threads
            (measured by the kernel; None when unavailable).
    """

    stdout: str = ""
    stderr: str = ""
    error: CellError | None = None
    timed_out: bool = False
    restarted: bool = False
    output_truncated: bool = False
    tool_calls: list[ToolCallRecord] = Field(default_factory=list)
    duration_s: float = 0.0
    cpu_s: float | None = None

    @property
    def ok(self) -> bool:
        """Whether the cell ran to completion without an exception."""
        return self.error is None

    def render(self) -> str:
        """The text an agent reads about this cell."""
        parts: list[str] = []
        if self.stdout:
            parts.append(self.stdout.rstrip("\n"))
        if self.stderr:
            parts.append("[stderr]\n" + self.stderr.rstrip("\n"))
        if self.error is not None:
            if self.error.traceback:
                parts.append(self.error.traceback.rstrip("\n"))
            else:
                where = f" (line {self.error.line})" if self.error.line else ""
                parts.append(f"{self.error.type}{where}: {self.error.message}")
        if self.restarted and "restarted" not in (self.error.message if self.error else ""):
            parts.append(
                "[The interpreter was restarted: all variables, imports and files from "
                "previous cells are gone.]"
            )
        return "\n".join(parts) if parts else "(no output)"


@dataclass(frozen=True)
class ToolOutcome:
    """What the caller's ``run_tool`` returns.

    Attributes:
        value: JSON-compatible result handed to user code.
        error: When set, user code gets ``ToolError(error)`` instead.
    """

    value: Any = None
    error: str | None = None


RunTool = Callable[[str, dict[str, Any]], Awaitable[ToolOutcome]]
IsAllowed = Callable[[str], bool]


class _ProtocolViolation(Exception):
    pass


class _WorkerDied(Exception):
    pass


class _CellTimeout(Exception):
    pass


@dataclass
class _Worker:
    proc: asyncio.subprocess.Process
    host_dir: Path
    pid: int = 0
    host_pid: int = 0  # the process running user code, as the parent sees it
    read_fd: int = -1
    base_threads: int = 1
    base_caught: int | None = None  # signal handlers of the idle worker at start
    caught: int | None = None  # ... when the last cell ended
    cpu_s: float | None = None  # CPU time of the worker when the last cell ended
    frozen: bool = False
    layers: dict[str, str] = field(default_factory=dict)
    warnings: list[str] = field(default_factory=list)
    raw: bytearray = field(default_factory=bytearray)
    raw_dropped: int = 0
    drain_task: asyncio.Task[None] | None = None


@dataclass
class _CellState:
    number: int
    nonce: str = field(default_factory=lambda: secrets.token_hex(8))
    frames: int = 0
    calls_executed: int = 0
    records: list[ToolCallRecord] = field(default_factory=list)


def tool_stub_docs(specs: Iterable[ToolSpec]) -> list[dict[str, Any]]:
    """Stub descriptions sent to the worker: name, parameter order and docstring."""
    stubs: list[dict[str, Any]] = []
    for spec in specs:
        props: dict[str, Any] = spec.parameters.get("properties", {}) or {}
        required = set(spec.parameters.get("required", []) or [])
        params = list(props)
        sig = ", ".join(p if p in required else f"{p}=..." for p in params)
        lines = [f"{spec.name}({sig})", "", spec.description.strip()]
        if params:
            lines += ["", "Args:"]
            for p in params:
                schema = props[p] if isinstance(props[p], dict) else {}
                desc = str(schema.get("description", "")).strip()
                opt = "" if p in required else ", optional"
                lines.append(f"    {p} ({describe_schema(schema)}{opt}): {desc}".rstrip(": "))
        stubs.append({"name": spec.name, "params": params, "doc": "\n".join(lines)})
    return stubs


def build_worker_env(workdir: str) -> dict[str, str]:
    """The worker's environment, built from scratch (nothing inherited).

    Raises:
        InterpreterStartError: If a variable name looks like it holds a secret.
    """
    env = {
        "PATH": "/usr/bin:/bin",
        "HOME": workdir,
        "TMPDIR": workdir,
        "LANG": "C.UTF-8",
        "LC_ALL": "C.UTF-8",
        "MPLBACKEND": "Agg",
        "MPLCONFIGDIR": f"{workdir}/.config/matplotlib",
        "OPENBLAS_NUM_THREADS": "1",
        "OMP_NUM_THREADS": "1",
        "MKL_NUM_THREADS": "1",
        "NUMEXPR_NUM_THREADS": "1",
    }
    assert_no_secrets(env)
    return env


def assert_no_secrets(env: dict[str, str]) -> None:
    """Refuse environments with secret-looking names or any value of the parent's
    secret-looking variables.

    Raises:
        InterpreterStartError: When the check fails.
    """
    secret_values = {
        v for k, v in os.environ.items() if any(m in k.upper() for m in _SECRET_MARKERS) and v
    }
    for key, value in env.items():
        if any(m in key.upper() for m in _SECRET_MARKERS):
            raise InterpreterStartError(f"refusing to pass {key!r} to the sandbox")
        if value in secret_values:
            raise InterpreterStartError(f"refusing to pass a secret value in {key!r}")


def _matplotlib_seed(python: SandboxPython) -> dict[str, str]:
    """The parent's matplotlib font cache, copied into the sandbox so that the first
    ``import matplotlib.pyplot`` does not rebuild it (~0.5 s). Fonts outside the
    sandbox's Python and the system font directories are dropped from the listing."""
    candidates = []
    if os.environ.get("MPLCONFIGDIR"):
        candidates.append(Path(os.environ["MPLCONFIGDIR"]))
    cache = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    candidates.append(Path(cache) / "matplotlib")
    for directory in candidates:
        with contextlib.suppress(OSError):
            found = sorted(directory.glob("fontlist-v*.json"))
            if found:
                path = found[-1]
                roots = (*python.read_roots, *_FONT_DIRS)
                text = _filtered_fontlist(str(path), path.stat().st_mtime_ns, roots)
                if text is not None:
                    return {f".config/matplotlib/{path.name}": text}
    return {}


@functools.lru_cache(maxsize=4)
def _filtered_fontlist(path: str, mtime_ns: int, roots: tuple[str, ...]) -> str | None:
    try:
        with open(path, encoding="utf-8") as fh:
            data = json.load(fh)
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict):
        return None

    def visible(entry: Any) -> bool:
        fname = entry.get("fname") if isinstance(entry, dict) else None
        if not isinstance(fname, str):
            return False
        if not os.path.isabs(fname):
            return ".." not in fname.split("/")  # inside matplotlib's own mpl-data
        full = os.path.normpath(fname)
        return any(full == r or full.startswith(r.rstrip("/") + "/") for r in roots)

    for key in ("ttflist", "afmlist"):
        if isinstance(data.get(key), list):
            data[key] = [e for e in data[key] if visible(e)]
    return json.dumps(data)


#: Started as ``python -I -S -B -c _BOOTSTRAP``: reads the marshalled worker modules
#: from the pipe (a 8-byte length, then the data), installs them under their package
#: names without touching the file system, and runs the worker.
_BOOTSTRAP = """\
import marshal, os, sys, types
def _read(n):
    data = bytearray()
    while len(data) < n:
        chunk = os.read(0, n - len(data))
        if not chunk:
            os._exit(0)
        data += chunk
    return bytes(data)
_mods = marshal.loads(_read(int.from_bytes(_read(8), "big")))
for _p in ("mmtoolbench", "mmtoolbench.isolation"):
    _m = types.ModuleType(_p)
    _m.__path__ = []
    sys.modules[_p] = _m
for _n, _code in _mods:
    _m = types.ModuleType(_n)
    _m.__file__ = "<sandbox>/" + _n.replace(".", "/") + ".py"
    sys.modules[_n] = _m
    setattr(sys.modules["mmtoolbench.isolation"], _n.rpartition(".")[2], _m)
    exec(_code, _m.__dict__)
del _read, _mods, _p, _m, _n, _code
sys.modules["mmtoolbench.isolation.worker"].main()
"""


@functools.lru_cache(maxsize=1)
def worker_code() -> bytes:
    """The worker modules' code objects, marshalled and framed for `_BOOTSTRAP`.

    Compiled once per process, or loaded from a private on-disk cache keyed by the
    sources' hash (see `pythonpath.private_cache_dir`), so a fresh process does not pay
    ~50 ms of compilation. Code objects are named ``<sandbox>/...``: no host path of
    the package reaches the worker.
    """
    sources: list[tuple[str, str, bytes]] = []
    digest = hashlib.sha256(importlib.util.MAGIC_NUMBER)
    for name in _WORKER_MODULES:
        full = f"{__package__}.{name}"
        spec = importlib.util.find_spec(full)
        if spec is None or spec.origin is None or not spec.origin.endswith(".py"):
            raise InterpreterStartError(f"cannot find the source of {full}")
        data = Path(spec.origin).read_bytes()
        digest.update(full.encode() + b"\0" + data)
        sources.append((full, "<sandbox>/" + full.replace(".", "/") + ".py", data))
    cache = private_cache_dir()
    path = cache / f"worker-{digest.hexdigest()[:32]}.bin" if cache else None
    if path is not None:
        cached = read_private(path)
        if cached is not None:
            return cached
    items = [
        (full, compile(data, filename, "exec", dont_inherit=True))
        for full, filename, data in sources
    ]
    blob = marshal.dumps(items)
    framed = len(blob).to_bytes(8, "big") + blob
    if path is not None:
        write_private(path, framed, prefix="worker-")
    return framed


def _read_proc(path: str) -> str | None:
    try:
        fd = os.open(path, os.O_RDONLY)
    except OSError:
        return None
    try:
        return os.read(fd, 4096).decode("ascii", "replace")
    except OSError:
        return None
    finally:
        os.close(fd)


_CLK_TCK = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100


@dataclass(frozen=True)
class ProcStatus:
    """What the kernel says about a process (``/proc/PID/stat``, one read).

    Attributes:
        threads: Number of threads.
        caught: Mask of the signals it has handlers for.
        cpu_s: User + system CPU time over all its threads, living and exited.
    """

    threads: int
    caught: int
    cpu_s: float


def proc_status(pid: int) -> ProcStatus | None:
    """Threads, caught signals and CPU time of process ``pid``, or None."""
    text = _read_proc(f"/proc/{pid}/stat")
    if text is None:
        return None
    try:
        fields = text[text.rindex(")") + 2 :].split()
        return ProcStatus(
            threads=int(fields[17]),
            caught=int(fields[31]),
            cpu_s=(int(fields[11]) + int(fields[12])) / _CLK_TCK,
        )
    except (ValueError, IndexError):
        return None


def proc_threads(pid: int) -> int | None:
    """Number of threads of process ``pid`` (from ``/proc``), or None."""
    status = proc_status(pid)
    return status.threads if status else None


def proc_cpu_seconds(pid: int) -> float | None:
    """User + system CPU time of process ``pid`` over all its threads, or None."""
    status = proc_status(pid)
    return status.cpu_s if status else None


#: Number of the ``read`` system call on machines where it is known.
_READ_SYSCALL = {"x86_64": 0, "aarch64": 63, "riscv64": 63}.get(os.uname().machine)


def blocked_reading(pid: int, fd: int) -> bool | None:
    """Whether the main thread of ``pid`` is blocked in ``read(fd)``; None when the
    kernel does not say (no ``/proc/PID/syscall`` access, unknown architecture)."""
    if _READ_SYSCALL is None:
        return None
    text = _read_proc(f"/proc/{pid}/syscall")
    if text is None:
        return None
    parts = text.split()
    if len(parts) < 2 or parts[0] == "running":
        return False
    try:
        return int(parts[0]) == _READ_SYSCALL and int(parts[1], 16) == fd
    except ValueError:
        return False


def _host_pid(host_dir: Path, fallback: int) -> int:
    """Pid of the process running user code: the PID-namespace child recorded by the
    worker's supervisor, or the worker itself when there is no PID namespace."""
    text = _read_proc(str(host_dir / "worker.pid"))
    if text and text.strip().isdigit():
        return int(text.strip())
    return fallback


def _kernel_isolated(layers: dict[str, str]) -> bool:
    """Whether the kernel layers that hold without the audit hook are all active:
    private root (mount namespace), network and PID namespaces, seccomp."""
    return layers.get("filesystem", "").startswith("private root") and not layers.get(
        "seccomp", "NOT"
    ).startswith("NOT")


def unsafe_refusal(warnings: Iterable[str]) -> str:
    """The message of a session refused because strong isolation is unavailable."""
    why = "; ".join(warnings) or "kernel isolation layers are unavailable"
    return (
        "refusing to run agent code: strong isolation is unavailable on this machine "
        f"({why}). Without a private root, PID/network namespaces and seccomp, only the "
        "audit hook would stand between agent code and the answer key. Run as root, or "
        "enable unprivileged user namespaces (sysctl user.max_user_namespaces > 0, "
        "kernel.unprivileged_userns_clone=1, and no AppArmor restriction), or pass "
        "--unsafe-interpreter to run anyway (recorded in the run and printed in every "
        "report)."
    )


def _describe_exit(returncode: int | None, limits: InterpreterLimits) -> str:
    if returncode is None:
        return "stopped responding"
    if returncode >= 0:
        return f"exited with status {returncode}"
    sig = -returncode
    hints = {
        int(signal.SIGKILL): "was killed (SIGKILL): out of memory or CPU time",
        int(signal.SIGXCPU): f"exceeded its CPU-time limit ({limits.cpu_s} s)",
        int(signal.SIGSEGV): "crashed (segmentation fault)",
        int(signal.SIGABRT): "aborted",
        int(signal.SIGSYS): "was killed for a forbidden system call",
        int(signal.SIGALRM): "was terminated by an alarm signal (SIGALRM)",
    }
    if sig in hints:
        return hints[sig]
    try:
        name = signal.Signals(sig).name
    except ValueError:
        name = f"signal {sig}"
    return f"was terminated by {name}"


def _restart_note() -> str:
    return (
        "The interpreter was restarted: all variables, imports and files from previous "
        "cells are gone."
    )


class InterpreterSession:
    """A persistent, sandboxed Python interpreter for model-written code.

    Args:
        tools: Tools exposed as functions inside the interpreter (their docs are the
            stubs' docstrings). A call to a tool outside this list, or one that
            ``is_allowed`` rejects at call time, fails with ``ToolError``.
        run_tool: ``async (name, arguments) -> ToolOutcome`` executing a tool in the
            parent. It may raise `ToolError` instead of returning an error outcome.
        is_allowed: Whether a tool is in the agent's active set right now.
        limits: Time, memory, output and tool-call limits.
        isolation: Confinement options (defaults: every layer).
    """

    def __init__(
        self,
        *,
        tools: Iterable[ToolSpec] = (),
        run_tool: RunTool | None = None,
        is_allowed: IsAllowed | None = None,
        limits: InterpreterLimits | None = None,
        isolation: IsolationOptions | None = None,
    ) -> None:
        self._specs = list(tools)
        self._known = {s.name for s in self._specs}
        self._run_tool = run_tool
        self._is_allowed = is_allowed
        self.limits = limits or InterpreterLimits()
        self.isolation = isolation or IsolationOptions()
        self._policy = checks.StaticPolicy(
            allowed_modules=self.isolation.allowed_modules,
            denied_modules=self.isolation.denied_modules,
        )
        self._stubs = tool_stub_docs(self._specs)
        self._worker: _Worker | None = None
        self._lock = asyncio.Lock()
        self._cells = 0
        self._closed = False
        self._interrupted = False
        self.restarts = 0

    # lifecycle -------------------------------------------------------------
    async def start(self) -> None:
        """Start the worker (idempotent)."""
        async with self._lock:
            if self._closed:
                raise RuntimeError("the interpreter session is closed")
            if self._worker is None:
                self._worker = await self._spawn()

    async def close(self) -> None:
        """Stop the worker and delete its directories."""
        async with self._lock:
            self._closed = True
            if self._worker is not None:
                await self._stop(self._worker, graceful=True)
                self._worker = None

    async def __aenter__(self) -> InterpreterSession:
        await self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    @property
    def layers(self) -> dict[str, str]:
        """Status of each confinement layer of the current worker."""
        return dict(self._worker.layers) if self._worker else {}

    @property
    def warnings(self) -> list[str]:
        """Layers that are unavailable on this machine (empty when fully isolated)."""
        return list(self._worker.warnings) if self._worker else []

    @property
    def pid(self) -> int | None:
        """Pid (as this process sees it) of the process running user code."""
        return self._worker.host_pid if self._worker else None

    # cells -------------------------------------------------------------------
    async def run_cell(self, code: str) -> CellResult:
        """Run one cell of model-written code.

        Args:
            code: Python source.

        Returns:
            Output, error, timeout/restart flags and the tool calls made.

        Raises:
            InterpreterStartError: When a worker cannot be (re)started.
        """
        started = time.perf_counter()
        async with self._lock:
            if self._closed:
                raise RuntimeError("the interpreter session is closed")
            if self._worker is None:
                self._worker = await self._spawn()
            rejected = self._static_check(code)
            if rejected is not None:
                rejected.duration_s = time.perf_counter() - started
                return rejected
            restarted_before = False
            if self._interrupted:
                # The previous run_cell was cancelled mid-cell: the worker's state is
                # unknown, start afresh and tell the agent.
                await self._restart(self._worker)
                self._interrupted = False
                restarted_before = True
            assert self._worker is not None
            self._cells += 1
            try:
                result = await self._run(self._worker, _CellState(self._cells), code)
            except asyncio.CancelledError:
                self._interrupted = True
                raise
            if restarted_before:
                result.restarted = True
            result.duration_s = time.perf_counter() - started
            return result

    def _static_check(self, code: str) -> CellResult | None:
        if not self.isolation.static_check:
            return None
        try:
            violations = checks.check_code(code, self._policy)
        except SyntaxError as exc:
            text = (exc.text or "").rstrip("\n")
            pointer = ""
            if text and exc.offset:
                pointer = "\n    " + text + "\n    " + " " * max(exc.offset - 1, 0) + "^"
            message = f"{exc.msg}"
            return CellResult(
                error=CellError(
                    type=type(exc).__name__,
                    message=message,
                    line=exc.lineno,
                    traceback=f'  File "<cell>", line {exc.lineno}{pointer}\n'
                    f"{type(exc).__name__}: {message}",
                )
            )
        if violations:
            return CellResult(
                error=CellError(
                    type="SandboxViolation",
                    message=checks.format_violations(violations),
                    line=violations[0].line,
                )
            )
        return None

    async def _run(self, worker: _Worker, cell: _CellState, code: str) -> CellResult:
        worker.raw.clear()
        worker.raw_dropped = 0
        self._thaw(worker)
        cpu_before = worker.cpu_s  # nothing ran since the last cell ended
        try:
            await self._send(
                worker, {"op": "exec", "cell": cell.number, "nonce": cell.nonce, "code": code}
            )
            done, budget = await self._cell_loop(worker, cell)
            if not await self._wait_idle(worker, budget):
                raise _CellTimeout(
                    "; code of the cell was still running after the cell returned "
                    "(threads, or code that faked the end of the cell)"
                )
            self._freeze(worker)
        except _CellTimeout as exc:
            await self._restart(worker)
            return CellResult(
                error=CellError(
                    type="TimeoutError",
                    message=f"the cell ran longer than {self.limits.timeout_s:g} s "
                    f"(wall clock, until all of its threads end{exc}) and was stopped. "
                    f"{_restart_note()}",
                ),
                timed_out=True,
                restarted=True,
                tool_calls=cell.records,
            )
        except _WorkerDied as exc:
            if worker.drain_task is not None:  # collect what the dying process printed
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(asyncio.shield(worker.drain_task), timeout=0.5)
            raw = self._take_raw(worker)
            await self._restart(worker)
            return CellResult(
                stderr=raw,
                error=CellError(
                    type="InterpreterRestarted",
                    message=f"the interpreter process {exc}. {_restart_note()}",
                ),
                restarted=True,
                tool_calls=cell.records,
            )
        except _ProtocolViolation as exc:
            await self._restart(worker)
            return CellResult(
                error=CellError(
                    type="SandboxViolation",
                    message=f"{exc}. The cell was stopped. {_restart_note()}",
                ),
                restarted=True,
                tool_calls=cell.records,
            )
        stdout, stderr = done.stdout, done.stderr
        truncated = bool(done.stdout_dropped or done.stderr_dropped)
        if done.stdout_dropped:
            stdout += f"\n... [output truncated: {done.stdout_dropped} more characters not shown]"
        await asyncio.sleep(0)
        raw = self._take_raw(worker)
        if raw:
            stderr = (stderr + ("\n" if stderr and not stderr.endswith("\n") else "") + raw)[
                : self.limits.max_output_chars
            ]
        if done.stderr_dropped:
            stderr += f"\n... [output truncated: {done.stderr_dropped} more characters not shown]"
        error = None
        if done.error is not None:
            error = CellError(
                type=done.error.type,
                message=done.error.message,
                line=done.error.line,
                traceback=done.error.traceback,
            )
        cpu_after = worker.cpu_s  # read when the worker was found idle
        return CellResult(
            stdout=stdout,
            stderr=stderr,
            error=error,
            output_truncated=truncated,
            tool_calls=cell.records,
            cpu_s=(
                round(cpu_after - cpu_before, 3)
                if cpu_after is not None and cpu_before is not None
                else None
            ),
        )

    def _idle(self, worker: _Worker) -> bool:
        status = proc_status(worker.host_pid)
        worker.caught = status.caught if status else None
        worker.cpu_s = status.cpu_s if status else None
        if status is not None and status.threads > worker.base_threads:
            return False
        return blocked_reading(worker.host_pid, worker.read_fd) is not False

    async def _wait_idle(self, worker: _Worker, budget: float) -> bool:
        """Wait (within the cell's remaining wall-clock budget) until the worker is back
        in its loop: no thread besides its own, and the main thread blocked reading
        the channel. A ``done`` frame alone proves nothing: user code can forge it."""
        deadline = time.monotonic() + max(budget, 0.0)
        delay = 0.0002
        while not self._idle(worker):
            if time.monotonic() >= deadline:
                return False
            await asyncio.sleep(delay)
            delay = min(delay * 2, 0.02)
        return True

    def _freeze(self, worker: _Worker) -> None:
        """Stop the worker (SIGSTOP) until the next cell, so nothing runs between cells.

        An idle worker (one thread, blocked reading the channel) can only run code
        again through a signal handler; when its handlers are still those it started
        with, there is nothing to stop and the two signals are saved."""
        if worker.caught is not None and worker.caught == worker.base_caught:
            return
        if worker.host_pid and not worker.frozen:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(worker.host_pid, signal.SIGSTOP)
                worker.frozen = True

    def _thaw(self, worker: _Worker) -> None:
        if worker.host_pid and worker.frozen:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(worker.host_pid, signal.SIGCONT)
            worker.frozen = False

    async def _cell_loop(
        self, worker: _Worker, cell: _CellState
    ) -> tuple[protocol.DoneMessage, float]:
        budget = self.limits.timeout_s
        while True:
            t0 = time.monotonic()
            try:
                message = await asyncio.wait_for(self._read(worker), timeout=max(budget, 0.001))
            except TimeoutError:
                raise _CellTimeout("") from None
            budget -= time.monotonic() - t0
            cell.frames += 1
            if cell.frames > self.limits.max_frames_per_cell:
                raise _ProtocolViolation(
                    f"the cell flooded the tool channel (more than "
                    f"{self.limits.max_frames_per_cell} messages)"
                )
            if isinstance(message, protocol.DoneMessage):
                if message.cell < cell.number:
                    continue  # the real end of an earlier cell whose end was forged
                if message.cell != cell.number:
                    raise _ProtocolViolation("the tool channel received a result for another cell")
                if not secrets.compare_digest(message.nonce.encode(), cell.nonce.encode()):
                    continue  # forged by user code, which cannot know the nonce
                return message, budget
            if isinstance(message, protocol.CallMessage):
                await self._handle_call(worker, cell, message)
                continue
            raise _ProtocolViolation(
                f"the tool channel received an unexpected `{type(message).__name__}` message"
            )

    async def _handle_call(
        self, worker: _Worker, cell: _CellState, call: protocol.CallMessage
    ) -> None:
        t0 = time.perf_counter()
        ok, value, error, internal = False, None, None, False
        limit = self.limits.max_tool_calls_per_cell
        if cell.calls_executed >= limit:
            error = f"tool-call limit reached: at most {limit} tool calls per cell; the call was not executed"
        elif call.name not in self._known:
            error = f"unknown tool `{call.name}`"
        else:
            allowed = False
            try:
                allowed = self._is_allowed(call.name) if self._is_allowed else True
            except Exception:
                logger.exception("is_allowed(%r) raised", call.name)
            if not allowed:
                error = (
                    f"tool `{call.name}` is not in your active tool set; "
                    "find and load it with search_tools first"
                )
            elif self._run_tool is None:
                error = "no tools can be called in this interpreter"
            else:
                cell.calls_executed += 1
                try:
                    outcome = await self._run_tool(call.name, dict(call.args))
                    if outcome.error is not None:
                        error = str(outcome.error)
                    else:
                        ok, value = True, outcome.value
                except ToolError as exc:
                    error = str(exc)
                except Exception as exc:
                    logger.exception("tool %r raised an unexpected exception", call.name)
                    error = f"internal error in tool `{call.name}`: {type(exc).__name__}: {exc}"
                    internal = True
        duration = time.perf_counter() - t0
        reply: dict[str, Any]
        if ok:
            reply = {"op": "result", "id": call.id, "ok": True, "value": value}
            try:
                frame = protocol.encode_frame(reply)
            except (TypeError, ValueError):
                value = to_jsonable(value)
                reply["value"] = value
                try:
                    frame = protocol.encode_frame(reply)
                except (TypeError, ValueError) as exc:
                    ok, value, error = (
                        False,
                        None,
                        f"the result of `{call.name}` cannot be sent: {exc}",
                    )
        if not ok:
            reply = {"op": "result", "id": call.id, "ok": False, "error": error}
            frame = protocol.encode_frame(reply)
        cell.records.append(
            ToolCallRecord(
                name=call.name,
                arguments=dict(call.args),
                ok=ok,
                result=value if ok else None,
                error=None if ok else error,
                internal_error=internal,
                duration_s=duration,
            )
        )
        await self._write(worker, frame)

    # worker I/O ----------------------------------------------------------------
    async def _read(self, worker: _Worker) -> protocol.WorkerMessage:
        stdout = worker.proc.stdout
        assert stdout is not None
        try:
            header = await stdout.readexactly(protocol.HEADER.size)
            (size,) = protocol.HEADER.unpack(header)
            if size > self.limits.max_frame_bytes:
                raise _ProtocolViolation(
                    f"the tool channel received an oversized message ({size} bytes)"
                )
            body = await stdout.readexactly(size)
        except (asyncio.IncompleteReadError, ConnectionError) as exc:
            raise _WorkerDied(await self._exit_reason(worker)) from exc
        try:
            return protocol.parse_worker_message(
                protocol.decode_body(body), max_text=self.limits.max_output_chars
            )
        except protocol.ProtocolError as exc:
            raise _ProtocolViolation(
                f"the tool channel received an invalid message: {exc}"
            ) from None

    async def _send(self, worker: _Worker, message: dict[str, Any]) -> None:
        await self._write(worker, protocol.encode_frame(message))

    async def _write(self, worker: _Worker, frame: bytes) -> None:
        stdin = worker.proc.stdin
        assert stdin is not None
        try:
            stdin.write(frame)
            await stdin.drain()
        except (ConnectionError, RuntimeError) as exc:
            raise _WorkerDied(await self._exit_reason(worker)) from exc

    async def _exit_reason(self, worker: _Worker) -> str:
        try:
            code = await asyncio.wait_for(worker.proc.wait(), timeout=2.0)
        except TimeoutError:
            worker.proc.kill()
            code = None
        return _describe_exit(code, self.limits)

    def _take_raw(self, worker: _Worker) -> str:
        text = worker.raw.decode("utf-8", "replace")
        if worker.raw_dropped:
            text += f"\n... [{worker.raw_dropped} more bytes of raw output not shown]"
        worker.raw.clear()
        worker.raw_dropped = 0
        return text

    async def _drain_raw(self, worker: _Worker) -> None:
        stream = worker.proc.stderr
        assert stream is not None
        cap = self.limits.max_output_chars
        while True:
            chunk = await stream.read(65536)
            if not chunk:
                return
            room = cap - len(worker.raw)
            if room > 0:
                worker.raw += chunk[:room]
            worker.raw_dropped += max(0, len(chunk) - max(room, 0))

    # spawning ---------------------------------------------------------------------
    async def _spawn(self) -> _Worker:
        iso = self.isolation
        lim = self.limits
        is_root = os.geteuid() == 0
        uid = iso.uid if iso.uid is not None else 1_000_000_000 + secrets.randbelow(1_000_000_000)
        gid = uid
        base = str(iso.base_dir) if iso.base_dir else None
        # The pid in the name lets `runner.hygiene.clean_stale_interpreter_dirs` remove
        # the directories of killed evaluators (a SIGKILL skips every cleanup).
        host_dir = Path(tempfile.mkdtemp(prefix=f"mmtb-interp-{os.getpid()}-", dir=base))
        root_dir = host_dir / "root"
        work_dir = host_dir / "work"
        root_dir.mkdir(mode=0o755)
        work_dir.mkdir(mode=0o700)
        if is_root:
            os.chown(work_dir, uid, gid)
            # Without namespaces the sandbox user must reach work/ by absolute path.
            host_dir.chmod(0o711)
        inside = "/sandbox" if iso.namespaces else str(work_dir)
        env = build_worker_env(inside)
        python = sandbox_python(iso.allowed_modules)
        try:
            code = worker_code()
            proc = await self._launch(sys.executable, _BOOTSTRAP, env, host_dir)
        except OSError as exc:
            shutil.rmtree(host_dir, ignore_errors=True)
            raise InterpreterStartError(f"cannot start the interpreter worker: {exc}") from exc
        worker = _Worker(proc=proc, host_dir=host_dir)
        worker.drain_task = asyncio.create_task(self._drain_raw(worker))
        init = {
            "op": "init",
            "limits": {
                "memory_bytes": lim.memory_mb * 1024 * 1024,
                "cpu_seconds": lim.cpu_s,
                "file_bytes": lim.max_file_mb * 1024 * 1024,
                "disk_bytes": lim.max_disk_mb * 1024 * 1024,
                "open_files": lim.max_open_files,
                "processes": lim.max_processes,
                "max_output_chars": lim.max_output_chars,
                "max_frame_bytes": lim.max_frame_bytes,
            },
            "uid": uid,
            "gid": gid,
            "root_dir": str(root_dir),
            "host_workdir": str(work_dir),
            "python": {
                "stdlib_dirs": list(python.stdlib_dirs),
                "site_dirs": list(python.site_dirs),
                "entries": list(python.entries),
                "masked": list(python.masked),
                "read_roots": python.read_roots,
            },
            "preload": list(iso.preload),
            "seed_files": _matplotlib_seed(python),
            "allowed_modules": sorted(iso.allowed_modules),
            "denied_modules": sorted(iso.denied_modules),
            "tools": self._stubs,
            "namespaces": iso.namespaces,
            "seccomp": iso.seccomp,
            "audit_hook": iso.audit_hook,
            "restricted_builtins": iso.restricted_builtins,
            "unsafe": iso.unsafe,
        }
        try:
            await self._write(worker, code)
            await self._send(worker, init)
            message = await asyncio.wait_for(self._read(worker), timeout=lim.start_timeout_s)
        except (TimeoutError, _WorkerDied, _ProtocolViolation) as exc:
            raw = self._take_raw(worker)
            await self._stop(worker, graceful=False)
            raise InterpreterStartError(
                f"the interpreter worker did not start: {exc or type(exc).__name__}"
                + (f"\n{raw}" if raw else "")
            ) from None
        if isinstance(message, protocol.FatalMessage):
            await self._stop(worker, graceful=False)
            prefix = "strong isolation unavailable: "
            if message.error.startswith(prefix):
                raise InterpreterStartError(
                    unsafe_refusal(message.error[len(prefix) :].split("; "))
                )
            raise InterpreterStartError(
                f"the interpreter worker could not confine itself: {message.error}"
            )
        if not isinstance(message, protocol.ReadyMessage):
            await self._stop(worker, graceful=False)
            raise InterpreterStartError("the interpreter worker sent an unexpected first message")
        worker.pid = message.pid
        worker.read_fd = message.read_fd
        worker.layers = message.layers
        worker.warnings = message.warnings
        worker.host_pid = _host_pid(host_dir, proc.pid)
        status = proc_status(worker.host_pid)
        worker.base_threads = status.threads if status else 1
        worker.base_caught = status.caught if status else None
        worker.cpu_s = status.cpu_s if status else None
        if not _kernel_isolated(message.layers) and not iso.unsafe:
            await self._stop(worker, graceful=False)
            raise InterpreterStartError(unsafe_refusal(message.warnings))
        if message.warnings:
            text = "; ".join(message.warnings)
            if iso.require_full_isolation:
                await self._stop(worker, graceful=False)
                raise InterpreterStartError(f"interpreter isolation is incomplete: {text}")
            logger.warning("interpreter sandbox degraded: %s", text)
            warnings.warn(f"interpreter sandbox degraded: {text}", SandboxWarning, stacklevel=3)
        worker.raw.clear()
        return worker

    @staticmethod
    async def _launch(
        python: str, bootstrap: str, env: dict[str, str], host_dir: Path
    ) -> asyncio.subprocess.Process:
        return await asyncio.create_subprocess_exec(
            python,
            "-I",
            "-S",
            "-B",
            "-c",
            bootstrap,
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE,
            env=env,
            cwd=str(host_dir),
            start_new_session=True,
            close_fds=True,
        )

    async def _restart(self, worker: _Worker) -> None:
        await self._stop(worker, graceful=False)
        self._worker = None
        self.restarts += 1
        self._worker = await self._spawn()

    async def _stop(self, worker: _Worker, *, graceful: bool) -> None:
        proc = worker.proc
        if graceful:
            self._thaw(worker)
        if proc.returncode is None:
            if graceful and proc.stdin is not None:
                with contextlib.suppress(Exception):
                    proc.stdin.close()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(proc.wait(), timeout=1.0)
            if proc.returncode is None:
                if worker.host_pid and worker.host_pid != proc.pid:
                    # The process running user code first, then its supervisor (the
                    # parent-death signal would follow anyway; while the supervisor
                    # lives it has not exited after reaping, so the pid is its child's).
                    with contextlib.suppress(ProcessLookupError, PermissionError):
                        os.kill(worker.host_pid, signal.SIGKILL)
                with contextlib.suppress(ProcessLookupError):
                    proc.kill()
                await proc.wait()
        if proc.stdin is not None:
            with contextlib.suppress(Exception):
                proc.stdin.close()
        if worker.drain_task is not None:
            worker.drain_task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await worker.drain_task
        await asyncio.to_thread(shutil.rmtree, worker.host_dir, True)


def registry_runner(registry: ToolRegistry, ctx: Any) -> RunTool:
    """A ``run_tool`` callback executing tools of ``registry`` with context ``ctx``.

    Args:
        registry: Tools to execute.
        ctx: Episode context passed to tools that take one.

    Returns:
        The callback; `ToolError` becomes an error outcome.
    """

    async def run_tool(name: str, arguments: dict[str, Any]) -> ToolOutcome:
        try:
            value = await registry.get(name).ainvoke(ctx, arguments)
        except ToolError as exc:
            return ToolOutcome(error=str(exc))
        # Images a tool wants shown cannot reach the file's output; their ids stay in
        # the value (tools report the ids they produce).
        plain, _ = split_tool_output(value)
        return ToolOutcome(value=plain)

    return run_tool


async def exec_file(
    path: Path,
    tools: ToolRegistry | None = None,
    ctx: Any | None = None,
    *,
    limits: InterpreterLimits | None = None,
    isolation: IsolationOptions | None = None,
) -> CellResult:
    """Run a Python file in exactly the interpreter an agent gets (one cell).

    Args:
        path: The file.
        tools: Tools callable from the file (all of them are allowed).
        ctx: Context passed to tools.
        limits: Limits (defaults as for agents).
        isolation: Isolation options (defaults as for agents).

    Returns:
        The cell's result.
    """
    code = Path(path).read_text(encoding="utf-8")
    registry = tools if tools is not None else ToolRegistry()
    session = InterpreterSession(
        tools=registry.specs(),
        run_tool=registry_runner(registry, ctx),
        is_allowed=registry.__contains__,
        limits=limits,
        isolation=isolation,
    )
    async with session:
        return await session.run_cell(code)
