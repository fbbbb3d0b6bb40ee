"""Weak isolation is refused unless asked for, and then recorded and printed (issue 15).

Without the kernel layers (no mount/PID/network namespaces: an unprivileged user
on a kernel without user namespaces; simulated here with ``namespaces=False``) a
session refuses to start with a message naming ``--unsafe-interpreter``. With the
flag the run config records it and every report prints it.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from typer.testing import CliRunner

from mmtoolbench.cli import app
from mmtoolbench.isolation import InterpreterSession, InterpreterStartError, IsolationOptions
from mmtoolbench.store.run_store import RunStore

runner = CliRunner()
SCENARIO = (
    Path(__file__).resolve().parents[2] / "src/mmtoolbench/data/sandbox/scenarios/plumber_note.yaml"
)
needs_linux = pytest.mark.skipif(
    not os.path.exists("/proc/self/ns/net"), reason="the sandbox needs Linux"
)


@needs_linux
async def test_no_kernel_isolation_is_refused_without_the_flag() -> None:
    session = InterpreterSession(isolation=IsolationOptions(namespaces=False))
    with pytest.raises(InterpreterStartError) as info:
        await session.start()
    await session.close()
    message = " ".join(str(info.value).split())
    assert "refusing to run agent code: strong isolation is unavailable" in message
    assert "--unsafe-interpreter" in message
    assert "namespaces disabled by configuration" in message


def _python_unreachable_for_other_users() -> bool:
    import sysconfig

    from mmtoolbench.isolation.limits import unreadable_for_others

    return bool(unreadable_for_others([sysconfig.get_paths()["stdlib"]]))


@needs_linux
@pytest.mark.skipif(
    os.geteuid() == 0 and _python_unreachable_for_other_users(),
    reason="as root without namespaces the worker cannot drop root: this Python is not "
    "reachable for other users (test_deployments runs this case as an unprivileged user)",
)
async def test_the_flag_runs_confined_by_the_audit_hook() -> None:
    options = IsolationOptions(namespaces=False, unsafe=True)
    with pytest.warns(UserWarning, match="degraded"):
        session = InterpreterSession(isolation=options)
        await session.start()
    try:
        assert session.layers["filesystem"].startswith("host filesystem")
        result = await session.run_cell("print(open('/etc/passwd').read())")
        assert result.error is not None and result.error.type == "PermissionError"
    finally:
        await session.close()


@needs_linux
def test_flag_is_recorded_and_printed_in_every_report(tmp_path: Path) -> None:
    out = tmp_path / "run"
    result = runner.invoke(
        app,
        [
            "run", "sandbox", "--agent", "oracle", "--scenarios", str(SCENARIO),
            "--unsafe-interpreter", "-o", str(out), "--no-progress", "--no-cache",
        ],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    assert "UNSAFE INTERPRETER" in result.output
    with RunStore.open(out) as store:
        assert store.info().config["unsafe_interpreter"] is True
    result = runner.invoke(app, ["report", str(out)])
    assert result.exit_code == 0, result.output
    for name in ("report.md", "report.html"):
        text = (out / name).read_text()
        assert "UNSAFE: --unsafe-interpreter was given" in text, name

    plain = tmp_path / "plain"
    result = runner.invoke(
        app,
        [
            "run", "sandbox", "--agent", "oracle", "--scenarios", str(SCENARIO),
            "-o", str(plain), "--no-progress", "--no-cache",
        ],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    with RunStore.open(plain) as store:
        assert store.info().config["unsafe_interpreter"] is False
    assert runner.invoke(app, ["report", str(plain)]).exit_code == 0
    assert "UNSAFE" not in (plain / "report.md").read_text()


@pytest.mark.parametrize(
    "command",
    [["run", "sandbox"], ["run", "suite"], ["sandbox", "exec"], ["atp", "execute"]],
)
def test_every_command_that_runs_agent_code_has_the_flag(command: list[str]) -> None:
    result = runner.invoke(app, [*command, "--help"], env={"COLUMNS": "240"})
    assert result.exit_code == 0, result.output
    assert "--unsafe-interpreter" in result.output


def test_atp_code_runner_gets_the_flag() -> None:
    from mmtoolbench.atp.execute.backends import ExecutionConfig
    from mmtoolbench.atp.execute.code import make_script_runner

    assert ExecutionConfig().code_unsafe_interpreter is False
    runner_ = make_script_runner(ExecutionConfig(code_unsafe_interpreter=True))
    assert getattr(runner_, "_unsafe", None) is True
