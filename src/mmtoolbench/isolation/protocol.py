"""Framed JSON messages between the evaluator (parent) and the interpreter worker.

A frame is a 4-byte big-endian length followed by that many bytes of UTF-8 JSON
holding one object with an ``op`` field. The worker imports this module too, so it
only uses the standard library.

Parent to worker:

- ``init``: the worker's configuration (sent once, before any user code runs).
- ``exec``: ``{"op": "exec", "cell": n, "nonce": str, "code": str}``; the nonce is
  random per cell and echoed in ``done``, so user code cannot forge the end of a
  later cell.
- ``result``: answer to a tool call, ``{"op": "result", "id": k, "ok": bool,
  "value": any, "error": str}``.

Worker to parent:

- ``ready``: ``{"op": "ready", "pid": int, "read_fd": int, "layers": {name: status},
  "warnings": [str]}`` (``read_fd``: the descriptor the worker reads frames from;
  the parent checks the worker is blocked reading it when a cell ends).
- ``fatal``: ``{"op": "fatal", "error": str}``; the worker could not start.
- ``call``: ``{"op": "call", "id": k, "name": str, "args": {...}}``.
- ``done``: ``{"op": "done", "cell": n, "nonce": str, "stdout": str, "stderr": str,
  "stdout_dropped": int, "stderr_dropped": int, "error": null | {...}}``.

The worker is untrusted (it runs model-written code), so the parent validates every
frame it reads with the ``parse_*`` functions below: exact key sets, types and
bounds. Anything else is a `ProtocolError`, which the session treats as a violation:
the cell ends with a clear error and the worker is restarted.
"""

from __future__ import annotations

import json
import os
import struct
from dataclasses import dataclass
from typing import Any

HEADER = struct.Struct(">I")
#: Hard upper bound of any frame, whatever the limits say.
ABSOLUTE_MAX_FRAME_BYTES = 64 * 1024 * 1024


class ProtocolError(Exception):
    """A frame is malformed, too large or unexpected."""


def encode_frame(message: dict[str, Any]) -> bytes:
    """Serialize one message as a frame.

    Args:
        message: A JSON-compatible dict with an ``op`` key.

    Returns:
        Header and body.

    Raises:
        TypeError: When the message is not JSON-serializable.
        ValueError: When it exceeds `ABSOLUTE_MAX_FRAME_BYTES`.
    """
    body = json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    if len(body) > ABSOLUTE_MAX_FRAME_BYTES:
        raise ValueError(f"frame of {len(body)} bytes exceeds the protocol limit")
    return HEADER.pack(len(body)) + body


def decode_body(body: bytes) -> dict[str, Any]:
    """Parse a frame body into a dict.

    Raises:
        ProtocolError: When the body is not a UTF-8 JSON object with a string ``op``.
    """
    try:
        value = json.loads(body.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise ProtocolError(f"frame is not valid UTF-8 JSON ({exc.__class__.__name__})") from None
    if not isinstance(value, dict) or not isinstance(value.get("op"), str):
        raise ProtocolError("frame is not a JSON object with a string `op`")
    return value


# ---------------------------------------------------------------------------
# Blocking I/O on raw file descriptors (worker side)
# ---------------------------------------------------------------------------


def read_exact(fd: int, size: int) -> bytes:
    """Read exactly ``size`` bytes from a blocking fd.

    Raises:
        EOFError: When the other end closed the pipe first.
    """
    chunks: list[bytes] = []
    remaining = size
    while remaining:
        chunk = os.read(fd, min(remaining, 1 << 20))
        if not chunk:
            raise EOFError("channel closed")
        chunks.append(chunk)
        remaining -= len(chunk)
    return b"".join(chunks)


def write_all(fd: int, data: bytes) -> None:
    """Write all of ``data`` to a blocking fd."""
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def read_frame_fd(fd: int, max_bytes: int = ABSOLUTE_MAX_FRAME_BYTES) -> dict[str, Any]:
    """Read one frame from a blocking fd.

    Raises:
        EOFError: When the channel is closed.
        ProtocolError: When the frame is malformed or too large.
    """
    (size,) = HEADER.unpack(read_exact(fd, HEADER.size))
    if size > max_bytes:
        raise ProtocolError(f"frame of {size} bytes exceeds the limit of {max_bytes}")
    return decode_body(read_exact(fd, size))


# ---------------------------------------------------------------------------
# Parent-side validation of worker messages
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class ReadyMessage:
    """The worker finished setting up its sandbox."""

    pid: int
    read_fd: int
    layers: dict[str, str]
    warnings: list[str]


@dataclass(frozen=True)
class FatalMessage:
    """The worker could not set up its sandbox."""

    error: str


@dataclass(frozen=True)
class CallMessage:
    """User code called a tool."""

    id: int
    name: str
    args: dict[str, Any]


@dataclass(frozen=True)
class ErrorInfo:
    """An exception that ended a cell."""

    type: str
    message: str
    line: int | None
    traceback: str


@dataclass(frozen=True)
class DoneMessage:
    """A cell finished (normally or with an exception)."""

    cell: int
    nonce: str
    stdout: str
    stderr: str
    stdout_dropped: int
    stderr_dropped: int
    error: ErrorInfo | None


WorkerMessage = ReadyMessage | FatalMessage | CallMessage | DoneMessage

_MAX_NAME = 200
_MAX_TEXT = 10_000


def _require_keys(msg: dict[str, Any], keys: set[str]) -> None:
    if set(msg) != keys:
        missing = sorted(keys - set(msg))
        extra = sorted(set(msg) - keys)
        raise ProtocolError(f"`{msg['op']}` frame has missing keys {missing} / extra keys {extra}")


def _int(value: Any, what: str, lo: int = 0, hi: int = 2**53) -> int:
    if type(value) is not int or not lo <= value <= hi:
        raise ProtocolError(f"{what} must be an integer in [{lo}, {hi}]")
    return value


def _str(value: Any, what: str, max_len: int) -> str:
    if type(value) is not str or len(value) > max_len:
        raise ProtocolError(f"{what} must be a string of at most {max_len} characters")
    return value


def parse_worker_message(msg: dict[str, Any], *, max_text: int) -> WorkerMessage:
    """Validate a decoded frame from the (untrusted) worker.

    Args:
        msg: Output of `decode_body`.
        max_text: Largest stdout/stderr string accepted in a ``done`` frame.

    Returns:
        The typed message.

    Raises:
        ProtocolError: On any deviation from the schema.
    """
    op = msg["op"]
    if op == "call":
        _require_keys(msg, {"op", "id", "name", "args"})
        args = msg["args"]
        if not isinstance(args, dict):
            raise ProtocolError("tool-call `args` must be a JSON object")
        return CallMessage(
            id=_int(msg["id"], "call id", 1),
            name=_str(msg["name"], "tool name", _MAX_NAME),
            args=args,
        )
    if op == "done":
        _require_keys(
            msg,
            {
                "op",
                "cell",
                "nonce",
                "stdout",
                "stderr",
                "stdout_dropped",
                "stderr_dropped",
                "error",
            },
        )
        error = msg["error"]
        info: ErrorInfo | None = None
        if error is not None:
            if not isinstance(error, dict) or set(error) != {
                "type",
                "message",
                "line",
                "traceback",
            }:
                raise ProtocolError("`done.error` has the wrong shape")
            line = error["line"]
            info = ErrorInfo(
                type=_str(error["type"], "error type", _MAX_NAME),
                message=_str(error["message"], "error message", max_text),
                line=None if line is None else _int(line, "error line", 0),
                traceback=_str(error["traceback"], "traceback", max_text),
            )
        return DoneMessage(
            cell=_int(msg["cell"], "cell number", 1),
            nonce=_str(msg["nonce"], "nonce", 64),
            stdout=_str(msg["stdout"], "stdout", max_text),
            stderr=_str(msg["stderr"], "stderr", max_text),
            stdout_dropped=_int(msg["stdout_dropped"], "stdout_dropped"),
            stderr_dropped=_int(msg["stderr_dropped"], "stderr_dropped"),
            error=info,
        )
    if op == "ready":
        _require_keys(msg, {"op", "pid", "read_fd", "layers", "warnings"})
        layers = msg["layers"]
        warnings = msg["warnings"]
        if not isinstance(layers, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in layers.items()
        ):
            raise ProtocolError("`ready.layers` must map strings to strings")
        if not isinstance(warnings, list) or not all(isinstance(w, str) for w in warnings):
            raise ProtocolError("`ready.warnings` must be a list of strings")
        return ReadyMessage(
            pid=_int(msg["pid"], "pid", 1),
            read_fd=_int(msg["read_fd"], "read_fd", 0, 1 << 20),
            layers=layers,
            warnings=warnings,
        )
    if op == "fatal":
        _require_keys(msg, {"op", "error"})
        return FatalMessage(error=_str(msg["error"], "fatal error", _MAX_TEXT))
    raise ProtocolError(f"unknown frame op {op[:40]!r}")
