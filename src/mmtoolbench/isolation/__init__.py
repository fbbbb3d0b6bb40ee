"""Sandboxed Python interpreter for model-written code (code-exec mode).

Three layers (see ``docs/sandbox/interpreter.md``): a static check in the parent
(`static_check`), a confined worker process (``worker.py`` + ``limits.py``: private
root, namespaces, rlimits, dropped privileges, seccomp, audit hook) and execution
limits (wall-clock timeout, output cap, tool-call cap) enforced by the parent
(`session`). Tool calls from inside go over a framed pipe (`protocol`) to the parent,
which owns the world.

Note: the worker process receives the compiled ``worker``, ``limits``, ``protocol``
and ``static_check`` modules over its pipe and never runs this ``__init__`` (see the
bootstrap in ``session.py``), so those modules must only use the standard library.
``pythonpath`` (parent side) decides which packages the worker sees.
"""

from mmtoolbench.isolation.session import (
    CellError,
    CellResult,
    InterpreterLimits,
    InterpreterSession,
    InterpreterStartError,
    IsolationOptions,
    SandboxWarning,
    ToolCallRecord,
    ToolOutcome,
    exec_file,
    registry_runner,
)
from mmtoolbench.isolation.static_check import (
    StaticPolicy,
    Violation,
    check_code,
    format_violations,
)

__all__ = [
    "CellError",
    "CellResult",
    "InterpreterLimits",
    "InterpreterSession",
    "InterpreterStartError",
    "IsolationOptions",
    "SandboxWarning",
    "StaticPolicy",
    "ToolCallRecord",
    "ToolOutcome",
    "Violation",
    "check_code",
    "exec_file",
    "format_violations",
    "registry_runner",
]
