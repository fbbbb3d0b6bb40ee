"""Running attacks from `attacks.py` and checking that they were blocked."""

from __future__ import annotations

import asyncio
import functools
import json
import os
import secrets
import shutil
import subprocess
import warnings
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from mmtoolbench.core.messages import ToolSpec
from mmtoolbench.isolation import (
    CellResult,
    InterpreterLimits,
    InterpreterSession,
    IsolationOptions,
    SandboxWarning,
    ToolOutcome,
)
from tests.security.attacks import Attack, Mode

PROJECT = Path(__file__).resolve().parents[2]
#: Keys that only the answer key contains (scenario files: expected changes and the
#: oracle solution); no attack may ever print them.
ORACLE_MARKERS = ("oracle_solution:", "expected_changes:")


@functools.lru_cache(maxsize=1)
def kernel_sandbox_available() -> bool:
    """Whether this process can build the full sandbox: root, or unprivileged user
    namespaces (Linux)."""
    if not os.path.exists("/proc/self/ns/pid"):
        return False
    if os.geteuid() == 0:
        return True
    unshare = shutil.which("unshare")
    if unshare is None:
        return False
    probe = subprocess.run(
        [unshare, "--user", "--pid", "--mount", "--net", "--fork", "true"],
        capture_output=True,
        timeout=30,
        check=False,
    )
    return probe.returncode == 0


def oracle_file() -> Path:
    """A scenario file with an oracle solution, in the *installed* package (the
    editable checkout's source tree, or site-packages after a wheel install)."""
    import mmtoolbench

    scenarios = Path(mmtoolbench.__file__).resolve().parent / "data" / "sandbox" / "scenarios"
    for path in sorted(scenarios.glob("*.yaml")):
        if "oracle_solution:" in path.read_text(encoding="utf-8"):
            return path
    raise FileNotFoundError(f"no scenario with an oracle solution in {scenarios}")


LIMITS = InterpreterLimits(timeout_s=2.0, max_tool_calls_per_cell=50, max_output_chars=20_000)

ISOLATION: dict[Mode, IsolationOptions] = {
    "agent": IsolationOptions(require_full_isolation=True),
    "bare": IsolationOptions(static_check=False, restricted_builtins=False),
    "kernel": IsolationOptions(static_check=False, restricted_builtins=False, audit_hook=False),
}

TOOL_SPECS = [
    ToolSpec(
        name="echo",
        description="Return the argument.",
        parameters={
            "type": "object",
            "properties": {"x": {"description": "Any value."}},
            "required": ["x"],
        },
    ),
    ToolSpec(name="hidden", description="Never in the active set.", parameters={"type": "object"}),
]


@dataclass
class Listener:
    """A server on 127.0.0.1 that only counts connections."""

    port: int = 0
    connections: int = 0

    async def start(self) -> asyncio.Server:
        async def handle(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            self.connections += 1
            writer.close()

        server = await asyncio.start_server(handle, "127.0.0.1", 0)
        self.port = server.sockets[0].getsockname()[1]
        return server


@dataclass
class AttackEnv:
    """Secrets, canaries and a listening server the attacks go after."""

    secret: str
    canary: Path
    canary_text: str
    token: str
    listener: Listener
    calls: Counter[str] = field(default_factory=Counter)

    @property
    def run_dir(self) -> Path:
        return self.canary.parent

    def render(self, code: str) -> str:
        oracle = oracle_file()
        package = oracle.parents[3]
        return (
            code.replace("<ORACLE_REL>", str(oracle.relative_to(package)))
            .replace("<ORACLE>", str(oracle))
            .replace("<PKG>", str(package))
            .replace("<PROJECT>", str(PROJECT))
            .replace("<CANARY>", str(self.canary))
            .replace("<RUNDIR>", str(self.run_dir))
            .replace("<TOKEN>", self.token)
            .replace("<PORT>", str(self.listener.port))
            .replace("<PPID>", str(os.getpid()))
        )

    async def run_tool(self, name: str, arguments: dict[str, Any]) -> ToolOutcome:
        self.calls[name] += 1
        return ToolOutcome(value=arguments.get("x"))

    def is_allowed(self, name: str) -> bool:
        return name != "hidden"

    def forbidden_paths(self) -> list[Path]:
        return [
            PROJECT / f"pwned_{self.token}.txt",
            Path(f"/tmp/pwned_{self.token}"),
            self.run_dir / f"pwned_{self.token}.npy",
            Path(f"/usr/pwned_{self.token}"),
        ]


def new_session(env: AttackEnv, mode: Mode) -> InterpreterSession:
    return InterpreterSession(
        tools=TOOL_SPECS,
        run_tool=env.run_tool,
        is_allowed=env.is_allowed,
        limits=LIMITS,
        isolation=ISOLATION[mode],
    )


async def start_session(session: InterpreterSession) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SandboxWarning)
        await session.start()


def check_expected(attack: Attack, result: CellResult) -> None:
    """Assert the attack failed the way the corpus says it must."""
    where = f"[{attack.mode}] {attack.id}"
    if attack.expect == "error":
        assert result.error is not None, f"{where}: no error\n{result.render()}"
        assert result.error.message.strip() or result.error.traceback.strip(), (
            f"{where}: empty error"
        )
        if attack.error_types:
            assert result.error.type in attack.error_types, (
                f"{where}: error {result.error.type} not in {attack.error_types}\n{result.render()}"
            )
    elif attack.expect == "timeout":
        assert result.timed_out and result.restarted, f"{where}: no timeout\n{result.render()}"
    elif attack.expect == "truncated":
        assert result.output_truncated, f"{where}: output not truncated"
        assert len(result.stdout) <= LIMITS.max_output_chars + 200, f"{where}: output over the cap"


def check_contained(
    attack: Attack, result: CellResult, after: CellResult, env: AttackEnv, echo_before: int
) -> None:
    """Assert the attack leaked nothing (API key, canary, answer key), changed nothing
    outside the sandbox, reached no server or forbidden tool, and the next cell works."""
    where = f"[{attack.mode}] {attack.id}"
    if attack.expect in ("contained", "truncated"):
        assert len(result.stderr) <= LIMITS.max_output_chars + 200, f"{where}: stderr over the cap"
    texts = [
        result.render(),
        result.stdout,
        result.stderr,
        json.dumps([c.model_dump(mode="json") for c in result.tool_calls]),
        after.render(),
    ]
    for text in texts:
        assert env.secret not in text, f"{where}: the API key leaked"
        assert env.canary_text not in text, f"{where}: the canary file leaked"
        for marker in ORACLE_MARKERS:
            assert marker not in text, f"{where}: the answer key leaked ({marker})"
    assert env.canary.read_text() == env.canary_text, f"{where}: the canary file changed"
    for path in env.forbidden_paths():
        assert not path.exists(), f"{where}: {path} was created"
    assert env.listener.connections == 0, f"{where}: the loopback server was reached"
    assert env.calls["hidden"] == 0, f"{where}: a tool outside the active set ran"
    assert env.calls["echo"] - echo_before <= LIMITS.max_tool_calls_per_cell, (
        f"{where}: more tool calls ran than the per-cell limit"
    )
    assert after.error is None and after.stdout == "2\n", (
        f"{where}: the next cell did not work\n{after.render()}"
    )


def check_outcome(
    attack: Attack, result: CellResult, after: CellResult, env: AttackEnv, echo_before: int
) -> str:
    """Assert the attack failed as expected and left no trace; returns a one-line verdict."""
    check_contained(attack, result, after, env, echo_before)
    check_expected(attack, result)
    how = result.error.type if result.error else attack.expect
    return f"[{attack.mode}] {attack.id}: blocked ({how})"


async def run_cells(
    session: InterpreterSession, attack: Attack, env: AttackEnv
) -> tuple[CellResult, CellResult, int]:
    """Run an attack and the follow-up cell; returns both results and the echo count."""
    echo_before = env.calls["echo"]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", SandboxWarning)
        result = await session.run_cell(env.render(attack.code))
        after = await session.run_cell("print(1+1)")
    return result, after, echo_before


async def run_attack(session: InterpreterSession, attack: Attack, env: AttackEnv) -> str:
    """Run one attack and the follow-up cell in ``session``; check; return the verdict."""
    result, after, echo_before = await run_cells(session, attack, env)
    return check_outcome(attack, result, after, env, echo_before)


def make_env(tmp_path: Path, listener: Listener) -> AttackEnv:
    """Canary file in a run directory, a fresh token, and the parent's fake API key."""
    token = secrets.token_hex(6)
    run_dir = tmp_path / "run"
    run_dir.mkdir(parents=True, exist_ok=True)
    canary = run_dir / "secret.txt"
    text = f"CANARY-{token}"
    canary.write_text(text)
    return AttackEnv(
        secret=os.environ["OPENAI_API_KEY"],
        canary=canary,
        canary_text=text,
        token=token,
        listener=listener,
    )
