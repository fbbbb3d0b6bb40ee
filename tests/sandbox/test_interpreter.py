"""Tests of the sandboxed interpreter: static check, protocol, seccomp program and
`InterpreterSession` end to end (the attack corpus lives in ``tests/security``)."""

from __future__ import annotations

import asyncio
import json
import os
import struct
from pathlib import Path
from typing import Any

import pytest

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.messages import ToolSpec
from mmtoolbench.core.tools import ToolRegistry, tool
from mmtoolbench.isolation import (
    CellResult,
    InterpreterLimits,
    InterpreterSession,
    InterpreterStartError,
    IsolationOptions,
    ToolOutcome,
    check_code,
    exec_file,
    format_violations,
    protocol,
)
from mmtoolbench.isolation import limits as kernel
from mmtoolbench.isolation.session import assert_no_secrets, build_worker_env

FULL_SANDBOX = os.geteuid() == 0 and os.path.exists("/proc/self/ns/net")
needs_root = pytest.mark.skipif(not FULL_SANDBOX, reason="the full sandbox needs root on Linux")
FAST = InterpreterLimits(timeout_s=3.0)


# ---------------------------------------------------------------- static check


@pytest.mark.parametrize(
    "code",
    [
        "import math, json, re, statistics\nprint(math.sqrt(2))",
        "import numpy as np\nfrom collections import Counter\nCounter([1, 1])",
        "import matplotlib.pyplot as plt",
        "from datetime import datetime, timedelta",
        "from __future__ import annotations",
        "class A:\n    def __init__(self):\n        self._x = 1\n        super().__init__()\n"
        "    def __repr__(self):\n        return f'A({self._x})'",
        "if __name__ == '__main__':\n    print('main')",
        "x = {'a': 1}\nprint(getattr(x, 'keys')())",
        "import re\np = re.compile('a+')",
    ],
)
def test_static_check_allows_ordinary_code(code: str) -> None:
    assert check_code(code) == []


@pytest.mark.parametrize(
    ("code", "line", "fragment"),
    [
        ("x = 1\nimport os", 2, "`import os` is not allowed"),
        ("from subprocess import run", 1, "module `subprocess` is not available"),
        ("import numpy.ctypeslib", 1, "not available"),
        ("y = 2\n\nz = ().__class__", 3, "`__class__`"),
        ("eval('1')", 1, "`eval` is not available"),
        ("getattr(f, '__globals__')", 1, "__globals__"),
        ("def g():\n    yield\ng().gi_frame", 3, "gi_frame"),
        ("import random\nrandom._inst", 2, "private attribute `_inst`"),
        ("import warnings\nwarnings.sys", 2, "`sys`"),
        ("print('{0.__class__}'.format(1))", 1, "__class__"),
        ("__builtins__", 1, "`__builtins__`"),
        ("from . import x", 1, "relative imports"),
    ],
)
def test_static_check_rejects_with_line_and_reason(code: str, line: int, fragment: str) -> None:
    violations = check_code(code)
    assert violations, code
    assert violations[0].line == line
    text = format_violations(violations)
    assert fragment in text
    assert text.startswith("The code was not run")


def test_static_check_raises_syntax_error() -> None:
    with pytest.raises(SyntaxError):
        check_code("def f(:\n    pass")


# ------------------------------------------------------------------- protocol


def _done(**overrides: Any) -> dict[str, Any]:
    msg: dict[str, Any] = {
        "op": "done",
        "cell": 1,
        "nonce": "ab",
        "stdout": "",
        "stderr": "",
        "stdout_dropped": 0,
        "stderr_dropped": 0,
        "error": None,
    }
    msg.update(overrides)
    return msg


def test_protocol_round_trip_and_validation() -> None:
    frame = protocol.encode_frame({"op": "call", "id": 1, "name": "echo", "args": {"x": [1, "é"]}})
    (size,) = struct.unpack(">I", frame[:4])
    msg = protocol.decode_body(frame[4 : 4 + size])
    parsed = protocol.parse_worker_message(msg, max_text=100)
    assert parsed == protocol.CallMessage(id=1, name="echo", args={"x": [1, "é"]})
    assert isinstance(protocol.parse_worker_message(_done(), max_text=100), protocol.DoneMessage)


@pytest.mark.parametrize(
    "msg",
    [
        {"op": "call", "id": 1, "name": "echo"},
        {"op": "call", "id": 0, "name": "echo", "args": {}},
        {"op": "call", "id": 1, "name": "echo", "args": []},
        {"op": "call", "id": True, "name": "echo", "args": {}},
        {"op": "call", "id": 1, "name": "echo", "args": {}, "extra": 1},
        {"op": "launch_missiles"},
        _done(stdout="x" * 101),
        _done(error={"type": "E"}),
        _done(cell="1"),
    ],
)
def test_protocol_rejects_malformed_frames(msg: dict[str, Any]) -> None:
    with pytest.raises(protocol.ProtocolError):
        protocol.parse_worker_message(msg, max_text=100)


@pytest.mark.parametrize("body", [b"\xff\xfe", b"[1, 2]", b'{"op": 3}', b"{" * 10])
def test_protocol_rejects_garbage(body: bytes) -> None:
    with pytest.raises(protocol.ProtocolError):
        protocol.decode_body(body)


# ------------------------------------------------------------ seccomp program


def _run_bpf(prog: list[tuple[int, int, int, int]], nr: int, arg0: int = 0, arch: int = 0) -> int:
    data = {0: nr, 4: arch or kernel.AUDIT_ARCH_X86_64, 16: arg0}
    acc, pc = 0, 0
    while True:
        code, jt, jf, k = prog[pc]
        if code == 0x20:
            acc, pc = data[k], pc + 1
        elif code == 0x15:
            pc += 1 + (jt if acc == k else jf)
        elif code == 0x35:
            pc += 1 + (jt if acc >= k else jf)
        elif code == 0x45:
            pc += 1 + (jt if acc & k else jf)
        elif code == 0x05:
            pc += 1 + k
        elif code == 0x06:
            return k
        else:  # pragma: no cover
            raise AssertionError(f"unknown opcode {code:#x}")


def test_seccomp_program_semantics() -> None:
    prog = kernel.seccomp_program(own_pid=4242)
    eperm = kernel.SECCOMP_RET_ERRNO | 1
    allow = kernel.SECCOMP_RET_ALLOW
    assert len(prog) < 4096
    for name, nr in kernel.DENIED_SYSCALLS_X86_64.items():
        assert _run_bpf(prog, nr) == eperm, name
    for nr in (0, 1, 2, 3, 9, 12, 202, 217, 228, 257, 262, 318):  # read, write, open, mmap...
        assert _run_bpf(prog, nr) == allow, nr
    assert _run_bpf(prog, 56, arg0=0x3D0F00) == allow  # clone for a thread (CLONE_THREAD)
    assert _run_bpf(prog, 56, arg0=0x11) == eperm  # fork-style clone
    assert _run_bpf(prog, 435) == kernel.SECCOMP_RET_ERRNO | 38  # clone3 -> ENOSYS
    for nr in (62, 234, 129, 297):  # kill, tgkill, rt_sigqueueinfo, rt_tgsigqueueinfo
        assert _run_bpf(prog, nr, arg0=4242) == allow
        assert _run_bpf(prog, nr, arg0=1) == eperm
    assert _run_bpf(prog, 0, arch=0x40000003) == kernel.SECCOMP_RET_KILL_PROCESS  # i386
    assert _run_bpf(prog, 0x40000000 + 1) == kernel.SECCOMP_RET_KILL_PROCESS  # x32


# ---------------------------------------------------------------- environment


def test_worker_env_is_built_from_scratch(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-abc")
    monkeypatch.setenv("HOME_TOKEN_X", "/sandbox")  # a secret whose value looks harmless
    env = build_worker_env("/work")
    assert "OPENAI_API_KEY" not in env
    assert not any(m in k for k in env for m in ("KEY", "TOKEN", "SECRET"))
    with pytest.raises(InterpreterStartError):
        assert_no_secrets({"MY_API_KEY": "x"})
    with pytest.raises(InterpreterStartError):
        build_worker_env("/sandbox")  # HOME would carry HOME_TOKEN_X's value


# -------------------------------------------------------------------- session

ECHO = ToolSpec(
    name="echo",
    description="Return the arguments.",
    parameters={
        "type": "object",
        "properties": {
            "x": {"type": "integer", "description": "A number."},
            "label": {"type": "string", "description": "A label."},
        },
        "required": ["x"],
    },
)
SEARCH = ToolSpec(
    name="search_tools",
    description="Find tools by query.",
    parameters={
        "type": "object",
        "properties": {"query": {"type": "string", "description": "What to look for."}},
        "required": ["query"],
    },
)
LATE = ToolSpec(name="late_tool", description="Only active after a search.", parameters={})


class World:
    """A tiny stand-in for the world: an active set and a log of executed calls."""

    def __init__(self) -> None:
        self.active = {"echo", "search_tools"}
        self.calls: list[tuple[str, dict[str, Any]]] = []

    def is_allowed(self, name: str) -> bool:
        return name in self.active

    async def run_tool(self, name: str, arguments: dict[str, Any]) -> ToolOutcome:
        self.calls.append((name, arguments))
        if name == "search_tools":
            self.active.add("late_tool")
            return ToolOutcome(value=[{"name": "late_tool", "description": LATE.description}])
        if name == "echo":
            if arguments.get("x") == -1:
                raise ToolError("x must not be -1")
            if arguments.get("x") == -2:
                raise RuntimeError("bug in the tool")
            if arguments.get("x") == -3:
                return ToolOutcome(value={1, 2})  # not JSON: converted
            return ToolOutcome(value=arguments)
        return ToolOutcome(value="late ok")


def _session(world: World, **kwargs: Any) -> InterpreterSession:
    return InterpreterSession(
        tools=[ECHO, SEARCH, LATE],
        run_tool=world.run_tool,
        is_allowed=world.is_allowed,
        limits=kwargs.pop("limits", FAST),
        **kwargs,
    )


@needs_root
async def test_session_basics_and_persistence() -> None:
    async with _session(World()) as s:
        assert s.warnings == []
        for layer in ("network", "filesystem", "seccomp", "audit_hook", "rlimits", "user"):
            assert "NOT" not in s.layers[layer], s.layers
        r = await s.run_cell("x = 21\nprint('hello')")
        assert r.ok and r.stdout == "hello\n" and not r.restarted
        r = await s.run_cell("x * 2")  # the last expression is displayed
        assert r.stdout == "42\n"
        r = await s.run_cell("import numpy as np\nnp.arange(4).sum()")
        assert r.stdout.strip() in ("6", "np.int64(6)")
        r = await s.run_cell("def f(a):\n    return 1 / a\n\nf(0)")
        assert r.error is not None and r.error.type == "ZeroDivisionError"
        assert r.error.line == 2
        assert 'File "<cell 4>", line 2, in f' in r.error.traceback
        assert "worker.py" not in r.error.traceback
        r = await s.run_cell("print(x)")
        assert r.stdout == "21\n"


@needs_root
async def test_syntax_error_and_static_violation_do_not_reach_worker() -> None:
    async with _session(World()) as s:
        pid = s.pid
        r = await s.run_cell("x = (1,\nprint(x)")
        assert r.error is not None and r.error.type == "SyntaxError" and r.error.line
        r = await s.run_cell("import os\nos.listdir('/')")
        assert r.error is not None and r.error.type == "SandboxViolation" and r.error.line == 1
        assert "Available modules" in r.error.message
        assert s.pid == pid


@needs_root
async def test_tools_are_plain_functions() -> None:
    world = World()
    async with _session(world) as s:
        r = await s.run_cell("r = echo(3, label='a')\nprint(r['x'], r['label'])")
        assert r.stdout == "3 a\n"
        assert [c.name for c in r.tool_calls] == ["echo"]
        assert r.tool_calls[0].ok and r.tool_calls[0].arguments == {"x": 3, "label": "a"}
        r = await s.run_cell("print(call_tool('echo', x=5)['x'], tools.echo(x=6)['x'])")
        assert r.stdout == "5 6\n"
        r = await s.run_cell("help(echo)")
        assert "echo(x, label=...)" in r.stdout and "A number." in r.stdout
        r = await s.run_cell("echo(1, 2, 3)")
        assert r.error is not None and r.error.type == "TypeError"
        r = await s.run_cell(
            "try:\n    echo(x=-1)\nexcept ToolError as e:\n    print('caught:', e)"
        )
        assert r.stdout == "caught: x must not be -1\n"
        r = await s.run_cell("echo(x=-2)")
        assert r.error is not None and r.error.type == "ToolError"
        assert "internal error" in r.error.message and r.tool_calls[0].internal_error
        r = await s.run_cell("sorted(echo(x=-3))")
        assert r.stdout == "[1, 2]\n"
        r = await s.run_cell("import numpy as np\necho(x=np.int64(7))['x']")
        assert r.stdout == "7\n"


@needs_root
async def test_active_set_is_checked_at_call_time() -> None:
    world = World()
    async with _session(world) as s:
        r = await s.run_cell("late_tool()")
        assert r.error is not None and r.error.type == "ToolError"
        assert "search_tools" in r.error.message
        assert ("late_tool", {}) not in world.calls
        r = await s.run_cell(
            "docs = search_tools('late')\nprint(docs[0]['name'])\nprint(late_tool())"
        )
        assert r.stdout == "late_tool\nlate ok\n"
        world.active.discard("late_tool")
        r = await s.run_cell("late_tool()")
        assert r.error is not None and "not in your active tool set" in r.error.message


@needs_root
async def test_tool_call_limit_per_cell() -> None:
    world = World()
    limits = InterpreterLimits(timeout_s=5.0, max_tool_calls_per_cell=5)
    async with _session(world, limits=limits) as s:
        r = await s.run_cell("for i in range(100):\n    echo(x=i)")
        assert r.error is not None and "tool-call limit" in r.error.message
        assert len(world.calls) == 5
        r = await s.run_cell("for i in range(5):\n    echo(x=i)")
        assert r.ok and len(world.calls) == 10


@needs_root
async def test_timeout_restarts_and_says_variables_are_gone() -> None:
    limits = InterpreterLimits(timeout_s=1.0)
    async with _session(World(), limits=limits) as s:
        await s.run_cell("x = 1")
        pid = s.pid
        r = await s.run_cell("while True:\n    pass")
        assert r.timed_out and r.restarted and r.error is not None
        assert "variables" in r.error.message and "restarted" in r.render()
        assert s.pid != pid and s.restarts == 1
        r = await s.run_cell("x")
        assert r.error is not None and r.error.type == "NameError"
        r = await s.run_cell("print(1 + 1)")
        assert r.stdout == "2\n"


@needs_root
async def test_time_inside_tools_does_not_count() -> None:
    async def slow_tool(name: str, arguments: dict[str, Any]) -> ToolOutcome:
        await asyncio.sleep(0.6)
        return ToolOutcome(value=1)

    limits = InterpreterLimits(timeout_s=1.0)
    async with InterpreterSession(tools=[ECHO], run_tool=slow_tool, limits=limits) as s:
        r = await s.run_cell("print(sum(echo(x=i) for i in range(3)))")
        assert r.ok and r.stdout == "3\n" and r.duration_s > 1.5


@needs_root
async def test_output_cap() -> None:
    limits = InterpreterLimits(max_output_chars=1000)
    async with _session(World(), limits=limits) as s:
        r = await s.run_cell("print('x' * 5000)\nprint('done')")
        assert r.output_truncated and r.ok
        assert len(r.stdout) < 1100 and "output truncated: 4006 more characters" in r.stdout


@needs_root
async def test_files_stay_in_the_private_workdir(tmp_path: Path) -> None:
    async with _session(World()) as a, _session(World()) as b:
        r = await a.run_cell("open('note.txt', 'w').write('hi')\nprint(open('note.txt').read())")
        assert r.stdout == "hi\n"
        r = await b.run_cell("open('note.txt').read()")
        assert r.error is not None and r.error.type == "FileNotFoundError"
        r = await a.run_cell(
            "import matplotlib.pyplot as plt\nplt.plot([1, 2, 3])\nplt.savefig('plot.png')\n"
            "print(open('plot.png', 'rb').read()[:4])"
        )
        assert r.stdout == "b'\\x89PNG'\n", r.render()


@needs_root
async def test_crash_is_reported_and_recovered() -> None:
    async with _session(World(), isolation=IsolationOptions(static_check=False)) as s:
        r = await s.run_cell(
            "import numpy as np\n"
            "np.lib.stride_tricks.as_strided(np.zeros(1), shape=(10**9,), strides=(10**6,)).sum()"
        )
        assert r.restarted and r.error is not None and r.error.type == "InterpreterRestarted"
        assert "segmentation fault" in r.error.message
        assert (await s.run_cell("print(1 + 1)")).stdout == "2\n"


@needs_root
async def test_exec_file_runs_with_registry_tools(tmp_path: Path) -> None:
    @tool
    def add(ctx: dict[str, int], a: int, b: int = 1) -> int:
        """Add two numbers and the context's offset.

        Args:
            a: First number.
            b: Second number.
        """
        return a + b + ctx["offset"]

    @tool
    def refuse(ctx: dict[str, int]) -> None:
        """Always fail."""
        raise ToolError("refused")

    script = tmp_path / "script.py"
    script.write_text(
        "print(add(1, b=2))\ntry:\n    refuse()\nexcept ToolError as e:\n    print(e)\n"
    )
    result = await exec_file(script, ToolRegistry([add, refuse]), {"offset": 10})
    assert isinstance(result, CellResult)
    assert result.stdout == "13\nrefused\n" and result.ok
    assert [c.name for c in result.tool_calls] == ["add", "refuse"]
    bad = tmp_path / "bad.py"
    bad.write_text("import socket\n")
    result = await exec_file(bad, None, None)
    assert result.error is not None and result.error.type == "SandboxViolation"


@needs_root
async def test_closed_session_refuses_cells() -> None:
    s = _session(World())
    await s.start()
    await s.close()
    with pytest.raises(RuntimeError):
        await s.run_cell("1")


@needs_root
async def test_concurrent_sessions_are_independent() -> None:
    sessions = [_session(World()) for _ in range(3)]
    await asyncio.gather(*(s.start() for s in sessions))
    try:
        results = await asyncio.gather(
            *(s.run_cell(f"v = {i}\nprint(v * 10)") for i, s in enumerate(sessions))
        )
        assert [r.stdout for r in results] == ["0\n", "10\n", "20\n"]
        assert len({s.pid for s in sessions}) == 3
    finally:
        await asyncio.gather(*(s.close() for s in sessions))


def test_cell_result_render_mentions_restart() -> None:
    r = CellResult(stdout="a\n", restarted=True)
    assert "variables" in r.render()
    assert json.loads(r.model_dump_json())["restarted"] is True


@needs_root
async def test_cancelled_cell_gives_a_fresh_worker() -> None:
    async with _session(World()) as s:
        await s.run_cell("x = 1")
        task = asyncio.create_task(s.run_cell("import time\ntime.sleep(3)"))
        await asyncio.sleep(0.3)
        task.cancel()
        with pytest.raises(asyncio.CancelledError):
            await task
        r = await s.run_cell("print('ok')")
        assert r.stdout == "ok\n" and r.restarted and "variables" in r.render()
        r = await s.run_cell("x")
        assert r.error is not None and r.error.type == "NameError"
