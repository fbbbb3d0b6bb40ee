"""The interpreter worker: the child process in which model-written code runs.

Started by `mmtoolbench.isolation.session.InterpreterSession` as ``python -I -S -B
-c <bootstrap>``; the parent sends this module's compiled code (with ``limits``,
``protocol`` and ``static_check``) over the pipe, so nothing is imported from the
evaluator's package directory. File descriptors on entry: 0 is the channel from the
parent, 1 the channel to the parent, 2 a pipe for raw process output.

Start-up (trusted, before any user code):

1. Move the channel to two private, high-numbered descriptors; point 0 at
   ``/dev/null`` and 1 and 2 at the raw-output pipe, so nothing user code writes to
   its standard streams can be read as a frame.
2. Read the ``init`` frame.
3. New PID namespace (and, without root, a user namespace), then fork: the child,
   PID 1 of the namespace, runs user code; the original process supervises it.
   The child enters new mount, network, IPC and UTS namespaces and ``pivot_root``s
   into a private root: read-only system directories and standard library, only the
   allowed packages of each site directory, a few devices, and a size-capped
   ``noexec`` tmpfs working directory (``/sandbox``). Without namespaces the worker
   refuses to go on unless the session allowed weak isolation (``unsafe``).
4. Pre-import modules (``numpy``), resource limits, then drop root to the session's
   uid/gid (or every capability in a user namespace), then ``PR_SET_NO_NEW_PRIVS``
   and the seccomp filter (``limits.py``).
5. Install an audit hook (it cannot be removed from Python) that denies process
   creation, sockets, ctypes, signals to other processes, sub-interpreters, code
   object construction, native code and unpickling outside an allowlist, and file
   access outside the working directory and the allowed library paths.
6. Report ``ready`` with the status of every layer.

Then serve ``exec`` frames: run the cell in a persistent namespace whose builtins
are restricted (no ``eval``/``exec``/``compile``/``globals``..., a guarded
``__import__`` and ``getattr``), with tools as plain functions that call the parent
over the channel.

Only the standard library is imported here (plus the modules it preloads).
"""

from __future__ import annotations

import ast
import builtins
import contextlib
import fcntl
import importlib
import io
import json
import keyword
import linecache
import os
import pathlib
import resource
import secrets
import signal
import sys
import traceback
from collections.abc import Callable, Iterable
from typing import Any, NoReturn

from mmtoolbench.isolation import limits as kernel
from mmtoolbench.isolation import protocol, static_check

WORKDIR = "/sandbox"

#: Modules whose mere loading gives an unaudited escape hatch; the audit hook refuses
#: to load them after start-up, whoever asks.
RUNTIME_DENIED_IMPORTS: frozenset[str] = frozenset(
    {
        "ctypes",
        "_ctypes",
        "_xxsubinterpreters",
        "_xxinterpchannels",
        "_testcapi",
        "_testinternalcapi",
        "_testbuffer",
        "_testmultiphase",
        "_testimportmultiple",
        "_testclinic",
        "faulthandler",
        "fcntl",
        "mmap",
        "pty",
        "readline",
        "resource",
        "termios",
        "tty",
        "_multiprocessing",
        "multiprocessing",
        # POSIX shared memory on the host's /dev/shm; SQLite creating files anywhere
        # and loading extensions
        "_posixshmem",
        "_sqlite3",
        "sqlite3",
        "_tkinter",
    }
)

#: Prefix of the ``fatal`` error sent when the kernel layers are unavailable and the
#: session did not opt into weak isolation (``IsolationOptions.unsafe``).
STRONG_ISOLATION_UNAVAILABLE = "strong isolation unavailable: "

#: Read-only paths user code may read besides the library directories.
EXTRA_READ_PATHS: tuple[str, ...] = (
    "/usr/share/fonts",
    "/usr/share/zoneinfo",
    "/usr/share/matplotlib",
    "/etc/localtime",
    "/dev/null",
    "/dev/zero",
    "/dev/urandom",
    "/dev/random",
)


class ToolError(Exception):
    """A tool call failed; the message says why (shown to user code)."""


# ---------------------------------------------------------------------------
# channel
# ---------------------------------------------------------------------------


class Channel:
    """The worker's end of the framed pipe pair, on private descriptors."""

    def __init__(self, read_fd: int, write_fd: int) -> None:
        self._read_fd = read_fd
        self._write_fd = write_fd

    @property
    def read_fd(self) -> int:
        """Descriptor the worker reads frames from (idle = blocked reading it)."""
        return self._read_fd

    def send(self, message: dict[str, Any]) -> None:
        """Send one frame."""
        protocol.write_all(self._write_fd, protocol.encode_frame(message))

    def send_raw(self, frame: bytes) -> None:
        """Send an already encoded frame."""
        protocol.write_all(self._write_fd, frame)

    def recv(self) -> dict[str, Any]:
        """Receive one frame; exits the process when the parent is gone."""
        try:
            return protocol.read_frame_fd(self._read_fd)
        except (EOFError, OSError):
            os._exit(0)
        except protocol.ProtocolError as exc:
            _die(f"bad frame from parent: {exc}")


def _die(message: str) -> NoReturn:
    try:
        os.write(2, f"interpreter worker: {message}\n".encode())
    finally:
        os._exit(3)


def _move_fd_high(fd: int, floor: int) -> int:
    """Duplicate ``fd`` to a random descriptor >= ``floor`` and close the original.

    ``floor`` is above any RLIMIT_NOFILE the sandbox sets (at most 1024), so user
    code can neither allocate nor ``dup2`` onto the result.
    """
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = floor + 1024
    if soft < wanted and (hard == resource.RLIM_INFINITY or hard > soft):
        new_soft = wanted if hard == resource.RLIM_INFINITY else min(hard, wanted)
        resource.setrlimit(resource.RLIMIT_NOFILE, (new_soft, hard))
        soft = new_soft
    span = min(soft, wanted) - floor - 8
    target = floor + secrets.randbelow(span) if span > 0 else 3
    new_fd = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, target)
    os.close(fd)
    return new_fd


def _setup_descriptors(floor: int) -> Channel:
    read_fd = _move_fd_high(0, floor)
    write_fd = _move_fd_high(1, floor)
    os.dup2(2, 1)
    null = os.open("/dev/null", os.O_RDONLY)
    if null != 0:
        os.dup2(null, 0)
        os.close(null)
    return Channel(read_fd, write_fd)


# ---------------------------------------------------------------------------
# audit hook
# ---------------------------------------------------------------------------

_DENY_PREFIXES = (
    "socket.",
    "ctypes.",
    "shutil.",
    "os.exec",
    "os.spawn",
    "os.posix_spawn",
    "syslog.",
    "fcntl.",
    "winreg.",
    "msvcrt.",
)
_DENY_EXACT = {
    "subprocess.Popen": "starting processes is not allowed",
    "os.system": "starting processes is not allowed",
    "os.fork": "starting processes is not allowed",
    "os.forkpty": "starting processes is not allowed",
    "os.startfile": "starting processes is not allowed",
    "pty.spawn": "starting processes is not allowed",
    "webbrowser.open": "starting processes is not allowed",
    "os.kill": "sending signals is not allowed",
    "os.killpg": "sending signals is not allowed",
    "signal.pthread_kill": "sending signals is not allowed",
    "resource.setrlimit": "changing resource limits is not allowed",
    "resource.prlimit": "changing resource limits is not allowed",
    "sys._current_frames": "inspecting interpreter frames is not allowed",
    "sys._current_exceptions": "inspecting interpreter frames is not allowed",
    "sys.settrace": "tracing is not allowed",
    "sys.setprofile": "profiling hooks are not allowed",
    "gc.get_objects": "walking the garbage collector is not allowed",
    "gc.get_referrers": "walking the garbage collector is not allowed",
    "gc.get_referents": "walking the garbage collector is not allowed",
    "code.__new__": "constructing code objects is not allowed",
    "cpython.PyInterpreterState_New": "sub-interpreters are not allowed",
    "cpython.PyInterpreterState_Clear": "sub-interpreters are not allowed",
    "builtins.input": "there is no interactive input",
    "builtins.breakpoint": "the debugger is not available",
    "os.symlink": "creating links is not allowed",
    "os.link": "creating links is not allowed",
    "os.chown": "changing file owners is not allowed",
    "os.lchown": "changing file owners is not allowed",
    "os.chflags": "changing file flags is not allowed",
    "os.lchflags": "changing file flags is not allowed",
    "urllib.Request": "network access is not allowed",
    "http.client.connect": "network access is not allowed",
    "ftplib.connect": "network access is not allowed",
    "smtplib.connect": "network access is not allowed",
    "poplib.connect": "network access is not allowed",
    "imaplib.open": "network access is not allowed",
    "nntplib.connect": "network access is not allowed",
    "telnetlib.Telnet.open": "network access is not allowed",
    "os.mknod": "creating device nodes and FIFOs is not allowed",
    "os.mkfifo": "creating device nodes and FIFOs is not allowed",
    "sqlite3.connect": "SQLite databases are not available",
    "sqlite3.enable_load_extension": "loading SQLite extensions is not allowed",
    "sqlite3.load_extension": "loading SQLite extensions is not allowed",
    "_posixshmem.shm_open": "shared memory is not available",
    "_posixshmem.shm_unlink": "shared memory is not available",
}
#: Classes that unpickling (``numpy.load(allow_pickle=True)``) may look up: plain data
#: and numpy arrays, never functions that reach the interpreter or the system.
_PICKLE_CLASSES = frozenset(
    {
        ("numpy", "ndarray"),
        ("numpy", "dtype"),
        ("numpy.core.multiarray", "_reconstruct"),
        ("numpy.core.multiarray", "scalar"),
        ("numpy._core.multiarray", "_reconstruct"),
        ("numpy._core.multiarray", "scalar"),
        ("numpy.core.numeric", "_frombuffer"),
        ("numpy._core.numeric", "_frombuffer"),
        ("builtins", "set"),
        ("builtins", "frozenset"),
        ("builtins", "complex"),
        ("builtins", "bytearray"),
        ("builtins", "slice"),
        ("builtins", "range"),
        ("collections", "OrderedDict"),
        ("collections", "deque"),
        ("datetime", "datetime"),
        ("datetime", "date"),
        ("datetime", "time"),
        ("datetime", "timedelta"),
        ("datetime", "timezone"),
        ("decimal", "Decimal"),
        ("fractions", "Fraction"),
    }
)
_WRITE_PATH_EVENTS = {
    "os.mkdir": (0,),
    "os.rmdir": (0,),
    "os.remove": (0,),
    "os.truncate": (0,),
    "os.chmod": (0,),
    "os.utime": (0,),
    "os.rename": (0, 1),
    "os.setxattr": (0,),
    "os.removexattr": (0,),
    "tempfile.mkstemp": (0,),
    "tempfile.mkdtemp": (0,),
}
_READ_PATH_EVENTS = {
    "os.listdir": (0,),
    "os.scandir": (0,),
    "os.chdir": (0,),
    "os.getxattr": (0,),
    "os.listxattr": (0,),
}


def make_audit_hook(
    read_roots: Iterable[str],
    write_roots: Iterable[str],
    denied_imports: Iterable[str],
    *,
    list_only: Iterable[str] = (),
    hidden: Iterable[str] = (),
) -> Callable[[str, tuple[Any, ...]], None]:
    """Build the worker's audit hook.

    The hook only uses objects bound in this closure (no module globals, no names
    looked up in mutable modules at call time), and nothing keeps a reference to it
    once installed, so user code can neither find it nor patch what it calls.

    Args:
        read_roots: Directories and files that may be opened for reading.
        write_roots: Directories in which files may be created and written.
        denied_imports: Top-level module names that may not be loaded.
        list_only: Directories that may be listed (the import system scans them) but
            whose other contents are not readable unless under ``read_roots``.
        hidden: Directories inside ``read_roots`` that stay unreadable.

    Extension modules may only be loaded from ``read_roots`` outside the writable
    directories, and unpickling may only look up plain data classes.

    Returns:
        The hook, for `sys.addaudithook`.
    """
    reads = tuple(
        sorted({_norm_static(p) for p in read_roots} | {_norm_static(p) for p in write_roots})
    )
    writes = tuple(sorted({_norm_static(p) for p in write_roots}))
    listable = frozenset(_norm_static(p) for p in list_only)
    masked = tuple(sorted({_norm_static(p) for p in hidden}))
    pickle_ok = _PICKLE_CLASSES
    no_import = frozenset(denied_imports)
    deny_prefixes = _DENY_PREFIXES
    deny_exact = dict(_DENY_EXACT)
    write_events = dict(_WRITE_PATH_EVENTS)
    read_events = dict(_READ_PATH_EVENTS)
    getcwd = os.getcwd
    fspath = os.fspath
    path_types = (pathlib.PurePosixPath, pathlib.PosixPath)
    write_flags = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND
    _isinstance, _type, _str, _bytes, _int, _len = isinstance, type, str, bytes, int, len
    _perm, _imp = PermissionError, ImportError

    def text_of(path: Any) -> str:
        if _type(path) is _str:
            return path  # type: ignore[no-any-return]
        if _type(path) is _bytes:
            return path.decode("utf-8", "surrogateescape")  # type: ignore[no-any-return]
        if _type(path) in path_types:
            text = fspath(path)
            if _type(text) is _str:
                return text  # type: ignore[no-any-return]
        raise _perm("sandbox: file paths must be plain strings")

    def normalize(text: str) -> str:
        if not text.startswith("/"):
            text = getcwd() + "/" + text
        parts: list[str] = []
        for part in text.split("/"):
            if part in ("", "."):
                continue
            if part == "..":
                if parts:
                    parts.pop()
                continue
            parts.append(part)
        return "/" + "/".join(parts)

    def inside(path: str, roots: tuple[str, ...]) -> bool:
        # A plain loop: builtins such as any() are looked up at call time and user
        # code that escaped layer 1 could have replaced them.
        for root in roots:  # noqa: SIM110
            if path == root or path.startswith(root + "/") or root == "/":
                return True
        return False

    def check_path(path: Any, write: bool, what: str) -> None:
        if path is None:
            path = "."
        if _isinstance(path, _int):
            if write:
                raise _perm(f"sandbox: {what} on a file descriptor is not allowed")
            return
        full = normalize(text_of(path))
        if masked and inside(full, masked) and not inside(full, writes):
            raise _perm(f"sandbox: {what} {full!r} is not allowed: not accessible")
        if not write and what != "opening" and full in listable:
            return
        if write and not inside(full, writes):
            raise _perm(
                f"sandbox: {what} {full!r} is not allowed: only files inside the working "
                f"directory {writes[0] if writes else ''} can be written"
            )
        if not write and not inside(full, reads):
            raise _perm(
                f"sandbox: {what} {full!r} is not allowed: files outside the working "
                "directory are not accessible"
            )

    def hook(event: str, args: tuple[Any, ...]) -> None:
        if event == "open":
            path = args[0]
            if _isinstance(path, _int):
                raise _perm("sandbox: opening file descriptors is not allowed; open files by name")
            flags = args[2] if _len(args) > 2 and _isinstance(args[2], _int) else 0
            mode = args[1] if _len(args) > 1 and _isinstance(args[1], _str) else ""
            write = (flags & write_flags) != 0 or (
                "w" in mode or "a" in mode or "x" in mode or "+" in mode
            )
            check_path(path, write, "opening")
            return
        if event == "import":
            name = args[0]
            if _isinstance(name, _str) and name.partition(".")[0] in no_import:
                raise _imp(f"sandbox: module {name!r} is not available")
            origin = args[1] if _len(args) > 1 else None
            if origin is not None:  # an extension module loaded from a file
                full = normalize(text_of(origin))
                if inside(full, writes) or not inside(full, reads) or inside(full, masked):
                    raise _imp(f"sandbox: loading native code from {full!r} is not allowed")
            return
        if event == "pickle.find_class":
            if _len(args) < 2 or (args[0], args[1]) not in pickle_ok:
                raise _perm(
                    "sandbox: unpickling may only create plain data and numpy arrays "
                    f"(refused {args[0]!s:.80}.{args[1] if _len(args) > 1 else ''!s:.80})"
                )
            return
        reason = deny_exact.get(event)
        if reason is not None:
            raise _perm(f"sandbox: {reason} ({event})")
        if event.startswith(deny_prefixes):
            if event.startswith("socket."):
                raise _perm(f"sandbox: network access is not allowed ({event})")
            if event.startswith("ctypes."):
                raise _perm(f"sandbox: ctypes is not allowed ({event})")
            if event.startswith(("os.exec", "os.spawn", "os.posix_spawn")):
                raise _perm(f"sandbox: starting processes is not allowed ({event})")
            raise _perm(f"sandbox: {event} is not allowed")
        if event == "object.__setattr__" and _len(args) > 1 and args[1] == "__code__":
            raise _perm("sandbox: replacing code objects is not allowed")
        positions = write_events.get(event)
        if positions is not None:
            for i in positions:
                if i < _len(args):
                    check_path(args[i], True, event)
            return
        positions = read_events.get(event)
        if positions is not None:
            for i in positions:
                if i < _len(args):
                    check_path(args[i], False, event)
            return

    return hook


def _norm_static(path: str) -> str:
    return os.path.normpath(os.path.abspath(path))


# ---------------------------------------------------------------------------
# user namespace
# ---------------------------------------------------------------------------


class CappedWriter(io.TextIOBase):
    """A text stream that keeps at most ``cap`` characters and counts the rest."""

    def __init__(self, cap: int) -> None:
        super().__init__()
        self._parts: list[str] = []
        self._size = 0
        self._cap = cap
        self.dropped = 0

    def writable(self) -> bool:
        return True

    def write(self, text: str) -> int:
        if not isinstance(text, str):
            raise TypeError(f"write() argument must be str, not {type(text).__name__}")
        room = self._cap - self._size
        if room >= len(text):
            self._parts.append(text)
            self._size += len(text)
        else:
            if room > 0:
                self._parts.append(text[:room])
                self._size += room
            self.dropped += len(text) - max(room, 0)
        return len(text)

    def getvalue(self) -> str:
        return "".join(self._parts)


def _jsonable(value: Any) -> Any:
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=repr)
    tolist = getattr(value, "tolist", None)
    if callable(tolist):  # numpy scalars and arrays
        return tolist()
    raise TypeError(f"values of type {type(value).__name__} cannot be sent to a tool")


def build_builtins(
    policy: static_check.StaticPolicy, help_fn: Callable[..., None]
) -> dict[str, Any]:
    """The restricted builtins of the user namespace.

    ``eval``/``exec``/``compile``/``globals``/``locals``/``vars``/``breakpoint``/
    ``input`` are removed; ``__import__`` enforces the module allowlist;
    ``getattr``/``setattr``/``delattr``/``hasattr`` refuse dunder, private and frame
    attribute names built at run time; ``help`` prints tool documentation.
    """
    real_import = builtins.__import__
    real_getattr, real_setattr, real_delattr = getattr, setattr, delattr

    def guarded_import(
        name: str,
        globals: dict[str, Any] | None = None,
        locals: dict[str, Any] | None = None,
        fromlist: Any = None,
        level: int = 0,
    ) -> Any:
        if type(fromlist) is list and not fromlist and level == 0:
            # PyImport_Import() from C code running on behalf of user code
            # (``datetime.strptime`` importing ``_strptime``, numpy's lazy imports):
            # not a user import; the audit hook still applies.
            return real_import(name, globals, locals, fromlist, 0)
        if level != 0:
            raise ImportError("sandbox: relative imports are not available")
        problem = policy.module_problem(name)
        if problem is None:
            for item in fromlist or ():
                sub = f"{name}.{item}"
                if str(item).startswith("_") and item != "*":
                    problem = f"importing private name `{item}` from `{name}` is not allowed"
                elif sub in policy.denied_modules:
                    problem = f"module `{sub}` is not available in the sandbox"
        if problem:
            raise ImportError(f"sandbox: {problem}")
        return real_import(name, globals, locals, fromlist, 0)

    def check(name: Any) -> None:
        if isinstance(name, str):
            problem = static_check.private_attribute_problem(name)
            if problem:
                raise AttributeError(f"sandbox: {problem}")

    def safe_getattr(obj: Any, name: str, *default: Any) -> Any:
        check(name)
        return real_getattr(obj, name, *default)

    def safe_hasattr(obj: Any, name: str) -> bool:
        check(name)
        return hasattr(obj, name)

    def safe_setattr(obj: Any, name: str, value: Any) -> None:
        check(name)
        real_setattr(obj, name, value)

    def safe_delattr(obj: Any, name: str) -> None:
        check(name)
        real_delattr(obj, name)

    safe = {
        k: v
        for k, v in vars(builtins).items()
        if k not in static_check.DENIED_BUILTINS
        and k not in ("exit", "quit", "copyright", "credits", "license")
    }
    safe.update(
        __import__=guarded_import,
        getattr=safe_getattr,
        hasattr=safe_hasattr,
        setattr=safe_setattr,
        delattr=safe_delattr,
        help=help_fn,
    )
    return safe


def make_tool_function(
    name: str, params: list[str], doc: str, invoke: Callable[[str, dict[str, Any]], Any]
) -> Callable[..., Any]:
    """A plain Python function that calls tool ``name`` through the parent."""
    names = tuple(params)

    def tool_function(*args: Any, **kwargs: Any) -> Any:
        if len(args) > len(names):
            raise TypeError(
                f"{name}() takes {len(names)} positional arguments but {len(args)} were given"
            )
        arguments = dict(zip(names, args, strict=False))
        for key in kwargs:
            if key in arguments:
                raise TypeError(f"{name}() got multiple values for argument {key!r}")
        arguments.update(kwargs)
        return invoke(name, arguments)

    tool_function.__name__ = name
    tool_function.__qualname__ = name
    tool_function.__module__ = "tools"
    tool_function.__doc__ = doc
    return tool_function


class ToolNamespace:
    """``tools.<name>(...)``: every tool, also those whose names clash with builtins."""

    def __init__(self, functions: dict[str, Callable[..., Any]]) -> None:
        self._functions = functions

    def __getattr__(self, name: str) -> Callable[..., Any]:
        try:
            return self._functions[name]
        except KeyError:
            raise AttributeError(f"there is no tool named {name!r}") from None

    def __dir__(self) -> list[str]:
        return sorted(self._functions)

    def __repr__(self) -> str:
        return f"<{len(self._functions)} tools: use help(tools.<name>) for documentation>"


class Interpreter:
    """The persistent user namespace and the cell runner."""

    def __init__(
        self,
        channel: Channel,
        *,
        policy: static_check.StaticPolicy,
        tools: list[dict[str, Any]],
        max_output_chars: int,
        max_frame_bytes: int,
        memory_mb: int,
        restricted_builtins: bool = True,
    ) -> None:
        self._channel = channel
        self._max_output = max_output_chars
        self._max_frame = max_frame_bytes
        self._memory_mb = memory_mb
        self._call_id = 0
        self._cell_file = "<cell>"
        functions: dict[str, Callable[..., Any]] = {}
        for spec in tools:
            functions[spec["name"]] = make_tool_function(
                spec["name"], list(spec.get("params", [])), spec.get("doc", ""), self.call_tool
            )
        self._functions = functions
        self._builtins_snapshot = dict(vars(builtins))
        namespace: dict[str, Any] = {
            "__name__": "__main__",
            "__doc__": None,
            "__builtins__": (
                build_builtins(policy, self.help)
                if restricted_builtins
                else {**vars(builtins), "help": self.help}
            ),
        }
        reserved = set(namespace["__builtins__"])
        for name, fn in functions.items():
            if name.isidentifier() and not keyword.iskeyword(name) and name not in reserved:
                namespace[name] = fn
        namespace["tools"] = ToolNamespace(functions)
        namespace["call_tool"] = self.call_tool_by_name
        namespace["ToolError"] = ToolError
        self.namespace = namespace

    # tools ---------------------------------------------------------------
    def call_tool(self, name: str, arguments: dict[str, Any]) -> Any:
        """Send a tool call to the parent and wait for its result."""
        self._call_id += 1
        call_id = self._call_id
        message = {"op": "call", "id": call_id, "name": name, "args": arguments}
        try:
            body = json.dumps(
                message, ensure_ascii=False, separators=(",", ":"), default=_jsonable
            ).encode("utf-8")
        except (TypeError, ValueError) as exc:
            raise TypeError(f"arguments of {name}() must be JSON-compatible: {exc}") from None
        if len(body) > self._max_frame:
            raise ValueError(
                f"arguments of {name}() are too large ({len(body)} bytes; limit {self._max_frame})"
            )
        self._channel.send_raw(protocol.HEADER.pack(len(body)) + body)
        reply = self._channel.recv()
        if reply.get("op") != "result" or reply.get("id") != call_id:
            _die("unexpected reply to a tool call")
        if reply.get("ok") is True:
            return reply.get("value")
        raise ToolError(str(reply.get("error", "the tool failed")))

    def call_tool_by_name(self, name: str, /, **arguments: Any) -> Any:
        """``call_tool("name", arg=...)``: call a tool by its name."""
        if not isinstance(name, str):
            raise TypeError("call_tool() needs the tool name as a string")
        return self.call_tool(name, arguments)

    def help(self, obj: Any = None) -> None:
        """Print the documentation of a tool (or of any object)."""
        if obj is None:
            names = ", ".join(sorted(self._functions)) or "(none)"
            print(f"Tools available as functions: {names}\nUse help(tool_name) for details.")
            return
        doc = getattr(obj, "__doc__", None)
        name = getattr(obj, "__name__", type(obj).__name__)
        print(f"{name}:\n{doc}" if doc else f"{name}: no documentation")

    # cells ----------------------------------------------------------------
    def run_cell(self, cell: int, code: str, nonce: str = "") -> dict[str, Any]:
        """Run one cell and return the ``done`` frame."""
        filename = f"<cell {cell}>"
        self._cell_file = filename
        linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)
        out = CappedWriter(self._max_output)
        err = CappedWriter(self._max_output)
        saved = sys.stdout, sys.stderr
        sys.stdout, sys.stderr = out, err
        error: dict[str, Any] | None = None
        try:
            tree = ast.parse(code, filename=filename, mode="exec")
            last: ast.Expr | None = None
            if tree.body and isinstance(tree.body[-1], ast.Expr):
                last = tree.body[-1]
                tree.body.pop()
            exec(compile(tree, filename, "exec"), self.namespace)
            if last is not None:
                expr = ast.Expression(last.value)
                value = eval(compile(expr, filename, "eval"), self.namespace)
                if value is not None:
                    print(repr(value))
        except BaseException as exc:  # user code may raise anything, SystemExit included
            sys.stdout, sys.stderr = saved
            self._restore_builtins()
            error = self._describe(exc, filename)
            exc.__traceback__ = None
        finally:
            sys.stdout, sys.stderr = saved
            self._restore_builtins()
        return {
            "op": "done",
            "cell": cell,
            "nonce": nonce,
            "stdout": out.getvalue(),
            "stderr": err.getvalue(),
            "stdout_dropped": out.dropped,
            "stderr_dropped": err.dropped,
            "error": error,
        }

    def _restore_builtins(self) -> None:
        """Undo changes user code made to the real ``builtins`` module (reachable
        only through an escape), so the worker's own code keeps working."""
        current = vars(builtins)
        snapshot = self._builtins_snapshot
        if len(current) != len(snapshot):
            for key in [k for k in current if k not in snapshot]:
                del current[key]
        for key, value in snapshot.items():
            if current.get(key) is not value:
                current[key] = value

    def _describe(self, exc: BaseException, filename: str) -> dict[str, Any]:
        limit = self._max_output
        try:
            kind = type(exc).__name__
            try:
                message = str(exc)
            except Exception:
                message = "<the exception could not be printed>"
            if isinstance(exc, MemoryError):
                message = (
                    f"the interpreter ran out of memory (limit {self._memory_mb} MB); "
                    "use smaller data or free large variables with `del`"
                )
            elif isinstance(exc, SystemExit):
                message = "exit() / SystemExit ends nothing here; the interpreter keeps running"
            line: int | None = None
            frames = [
                fs
                for fs in traceback.extract_tb(exc.__traceback__)
                if fs.filename.startswith("<cell ")
            ]
            for fs in frames:
                if fs.filename == filename:
                    line = fs.lineno
            if isinstance(exc, SyntaxError) and exc.filename == filename:
                line = exc.lineno
            text = "Traceback (most recent call last):\n" if frames else ""
            text += "".join(traceback.format_list(frames))
            text += f"{kind}: {message}" if message else kind
            return {
                "type": kind[:200],
                "message": message[:limit],
                "line": line,
                "traceback": text[-limit:],
            }
        except MemoryError:
            return {
                "type": "MemoryError",
                "message": "the interpreter ran out of memory",
                "line": None,
                "traceback": "MemoryError",
            }


# ---------------------------------------------------------------------------
# start-up
# ---------------------------------------------------------------------------


def _fork_into_pid_namespace() -> None:
    """Fork the process that runs user code; it is PID 1 of the new PID namespace
    (``unshare(CLONE_NEWPID)`` affects children only). The original process becomes
    a supervisor that holds no descriptor of the channel, records the child's host
    pid in ``worker.pid`` (in its current directory, the session's host directory,
    so the parent can account CPU, count threads and freeze the child between
    cells), waits for it and exits with its status (dying of the same signal). Only
    the child returns."""
    ready_r, ready_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(ready_w)
        kernel.set_parent_death_signal(signal.SIGKILL)
        if os.read(ready_r, 1) != b"1":  # the supervisor died before we were adopted
            os._exit(0)
        os.close(ready_r)
        return
    os.close(ready_r)
    try:
        fd = os.open("worker.pid", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        os.write(fd, str(pid).encode())
        os.close(fd)
        os.write(ready_w, b"1")
    except OSError:
        os._exit(71)
    os.closerange(0, 1 << 16)
    while True:
        try:
            _, status = os.waitpid(pid, 0)
            break
        except ChildProcessError:
            os._exit(70)
        except InterruptedError:
            continue
    if os.WIFSIGNALED(status):
        sig = os.WTERMSIG(status)
        with contextlib.suppress(OSError, ValueError):
            signal.signal(sig, signal.SIG_DFL)
        os.kill(os.getpid(), sig)
        os._exit(128 + sig)
    os._exit(os.waitstatus_to_exitcode(status) & 0xFF)


def _enter_namespaces(is_root: bool) -> str:
    """New PID (and, without root, user) namespace, fork, then new mount, network,
    IPC and UTS namespaces. Returns a description for ``layers``.

    Raises:
        OSError: When the kernel refuses (no privileges, user namespaces disabled).
    """
    if is_root:
        kernel.unshare(kernel.CLONE_NEWPID)
    else:
        kernel.enter_user_and_pid_namespace()
    _fork_into_pid_namespace()
    kernel.unshare(
        kernel.CLONE_NEWNS | kernel.CLONE_NEWNET | kernel.CLONE_NEWIPC | kernel.CLONE_NEWUTS
    )
    kernel.set_hostname("sandbox")
    kind = "" if is_root else "user + "
    return f"new {kind}PID, mount, network, IPC and UTS namespaces (no interfaces up)"


def _refuse_weak_isolation(isolated: bool, init: dict[str, Any], warnings: list[str]) -> None:
    """Without the private root only the audit hook would stand between agent code and
    the host's files: refuse, unless the session opted in (``unsafe``)."""
    if not isolated and not init.get("unsafe", False):
        raise kernel.ConfinementError(1, STRONG_ISOLATION_UNAVAILABLE + "; ".join(warnings))


def _setup(init: dict[str, Any]) -> tuple[dict[str, str], list[str]]:
    """Apply every confinement layer; returns (layers, warnings)."""
    layers: dict[str, str] = {}
    warnings: list[str] = []
    lim = init["limits"]
    py = init["python"]
    sys.dont_write_bytecode = True
    os.umask(0o077)
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # oversized writes fail with EFBIG
    # The supervisor (or the worker itself) dies with the evaluator.
    parent_pid = os.getppid()
    kernel.set_parent_death_signal(signal.SIGKILL)
    if os.getppid() != parent_pid:
        os._exit(0)

    seed_files: dict[str, bytes] = {}
    for rel, text in init.get("seed_files", {}).items():
        if isinstance(rel, str) and isinstance(text, str):
            seed_files[rel] = text.encode("utf-8")

    is_root = os.geteuid() == 0
    in_namespaces = False
    if init["namespaces"]:
        try:
            layers["namespaces"] = _enter_namespaces(is_root)
            in_namespaces = True
            layers["network"] = "new network namespace (no interfaces up)"
        except OSError as exc:
            why = "user namespaces unavailable" if not is_root else "namespaces unavailable"
            warnings.append(
                f"{why} ({exc}): no private root, no PID namespace; network is blocked "
                "only by seccomp and the audit hook"
            )
    else:
        warnings.append("namespaces disabled by configuration")
    _refuse_weak_isolation(in_namespaces, init, warnings)
    layers.setdefault("network", "NOT ISOLATED at the kernel level")

    stdlib_dirs = [p for p in py["stdlib_dirs"] if os.path.isdir(p)]
    site_dirs = [p for p in py["site_dirs"] if os.path.isdir(p)]
    mount_ns = False
    if in_namespaces:
        plan = kernel.plan_root(
            stdlib_dirs,
            WORKDIR,
            site_dirs=site_dirs,
            site_entries=py["entries"],
            masked=py["masked"],
        )
        try:
            kernel.build_root(
                init["root_dir"],
                plan,
                uid=init["uid"] if is_root else os.getuid(),
                gid=init["gid"] if is_root else os.getgid(),
                disk_bytes=lim["disk_bytes"],
                seed_files=seed_files,
            )
            mount_ns = True
        except OSError as exc:
            if not os.path.isdir(init["host_workdir"]):
                raise  # failed after pivot_root: no way back to a known state
            warnings.append(f"cannot build the private root ({exc})")
            _refuse_weak_isolation(False, init, warnings)
    if mount_ns:
        workdir = WORKDIR
        layers["filesystem"] = (
            f"private root (pivot_root): read-only system and standard library, "
            f"{len(plan.site_entries)} allowed package entries, {len(plan.masked_dirs)} "
            f"package dirs hidden, noexec tmpfs {WORKDIR} of "
            f"{lim['disk_bytes'] // (1024 * 1024)} MB"
        )
    else:
        workdir = init["host_workdir"]
        os.chdir(workdir)
        for key in ("HOME", "TMPDIR"):
            os.environ[key] = workdir
        os.environ["MPLCONFIGDIR"] = os.path.join(workdir, ".config", "matplotlib")
        for rel, data in seed_files.items():
            target = os.path.join(workdir, rel)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as fh:
                fh.write(data)
        layers["filesystem"] = "host filesystem, confined by the audit hook only"
        warnings.append("no mount namespace: file access is confined by the audit hook only")
    sys.path[:] = [*stdlib_dirs, *site_dirs]
    importlib.invalidate_caches()

    for name in init.get("preload", []):
        try:
            importlib.import_module(name)
        except Exception as exc:
            warnings.append(f"could not preload {name}: {exc}")

    kernel.apply_rlimits(
        kernel.ResourceLimits(
            memory_bytes=lim["memory_bytes"],
            cpu_seconds=lim["cpu_seconds"],
            file_bytes=lim["file_bytes"],
            open_files=lim["open_files"],
            processes=lim["processes"],
        )
    )
    layers["rlimits"] = (
        f"AS {lim['memory_bytes'] // (1024 * 1024)} MB, CPU {lim['cpu_seconds']} s, "
        f"FSIZE {lim['file_bytes'] // (1024 * 1024)} MB, NOFILE {lim['open_files']}, "
        f"NPROC {lim['processes']}, CORE 0"
    )

    if is_root:
        if not mount_ns:
            blocked = kernel.unreadable_for_others(stdlib_dirs + site_dirs)
            if blocked:
                raise kernel.ConfinementError(
                    1,
                    "cannot drop root without a private root filesystem: the sandbox user "
                    f"could not import from {', '.join(blocked)}",
                )
        kernel.drop_privileges(init["uid"], init["gid"])
        layers["user"] = f"dropped root to uid {init['uid']} gid {init['gid']}"
    elif in_namespaces:
        kernel.drop_capabilities()
        layers["user"] = f"unprivileged uid {os.getuid()}, all capabilities dropped"
    else:
        layers["user"] = f"unprivileged uid {os.getuid()}"
    # Credential changes clear the parent-death signal: set it again.
    kernel.set_parent_death_signal(signal.SIGKILL)

    kernel.set_no_new_privs()
    if init["seccomp"]:
        reason = kernel.seccomp_supported()
        if reason:
            warnings.append(f"seccomp unavailable: {reason}")
        else:
            try:
                count = kernel.install_seccomp(os.getpid())
                layers["seccomp"] = (
                    f"{count}-instruction BPF filter (no sockets, fork, exec, ptrace, "
                    "memfd, SysV IPC, mknod...)"
                )
            except OSError as exc:
                warnings.append(f"seccomp unavailable: {exc}")
    else:
        warnings.append("seccomp disabled by configuration")
    layers.setdefault("seccomp", "NOT ACTIVE")

    for name in list(sys.modules):
        if name.partition(".")[0] in RUNTIME_DENIED_IMPORTS:
            del sys.modules[name]
    importlib.invalidate_caches()

    if init["audit_hook"]:
        read_roots = [*py["read_roots"], *EXTRA_READ_PATHS]
        sys.addaudithook(
            make_audit_hook(
                read_roots,
                [workdir],
                RUNTIME_DENIED_IMPORTS,
                list_only=site_dirs,
                hidden=py["masked"],
            )
        )
        layers["audit_hook"] = (
            "active (processes, sockets, ctypes, signals, native code and files outside "
            "the allowed paths)"
        )
    else:
        warnings.append("audit hook disabled by configuration")
        layers["audit_hook"] = "NOT ACTIVE"
    layers["workdir"] = workdir
    return layers, warnings


def main() -> None:
    """Entry point of the worker process."""
    channel = _setup_descriptors(floor=1040)
    init = channel.recv()
    if init.get("op") != "init":
        _die("expected an init frame")
    try:
        layers, warnings = _setup(init)
        lim = init["limits"]
        interpreter = Interpreter(
            channel,
            policy=static_check.StaticPolicy(
                allowed_modules=frozenset(init["allowed_modules"]),
                denied_modules=frozenset(init["denied_modules"]),
            ),
            tools=init.get("tools", []),
            max_output_chars=lim["max_output_chars"],
            max_frame_bytes=lim["max_frame_bytes"],
            memory_mb=lim["memory_bytes"] // (1024 * 1024),
            restricted_builtins=bool(init.get("restricted_builtins", True)),
        )
    except BaseException as exc:
        text = f"{type(exc).__name__}: {exc}"
        if isinstance(exc, OSError) and str(exc.strerror).startswith(STRONG_ISOLATION_UNAVAILABLE):
            text = str(exc.strerror)
        channel.send({"op": "fatal", "error": text[:5000]})
        os._exit(70)
    channel.send(
        {
            "op": "ready",
            "pid": os.getpid(),
            "read_fd": channel.read_fd,
            "layers": layers,
            "warnings": warnings,
        }
    )
    del init
    while True:
        message = channel.recv()
        op = message.get("op")
        if op == "exec":
            done = interpreter.run_cell(
                int(message["cell"]), str(message["code"]), str(message.get("nonce", ""))
            )
            channel.send(done)
        elif op == "result":
            continue  # reply to a call forged by user code on the raw channel: drop it
        elif op == "shutdown":
            os._exit(0)
        else:
            _die(f"unexpected frame {op!r}")


if __name__ == "__main__":
    main()
