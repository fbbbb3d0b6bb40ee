"""Choosing the executor: stored in the run config, overridable on resume, and a clear
message when the Ray extra is missing (no Ray needed for these tests)."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from mmtoolbench.cli.app import app
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.runner.executor import LocalExecutor
from mmtoolbench.runner.run import RunConfig, load_run_config, make_executor, start_run
from mmtoolbench.store.run_store import RunStore

TOY = "tests.runner.toy_suite:build_suite"


def test_missing_ray_names_the_extra(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray -> ImportError
    with pytest.raises(ConfigError, match=r"needs Ray.*pip install 'mmtoolbench\[ray\]'"):
        make_executor(RunConfig(suite=TOY, executor="ray"))
    out = tmp_path / "run"
    result = CliRunner().invoke(
        app,
        ["run", "suite", TOY, "--model", "scripted/echo", "--executor", "ray", "-o", str(out)],
    )
    assert result.exit_code == 2
    assert "pip install 'mmtoolbench[ray]'" in " ".join(result.output.split())
    assert not out.exists()  # refused before anything was created


def test_executor_is_stored_and_resume_can_override(tmp_path: Path) -> None:
    assert isinstance(make_executor(RunConfig(suite=TOY)), LocalExecutor)
    old = load_run_config({"suite": TOY})  # runs made before the option: local
    assert (old.executor, old.ray_address) == ("local", None)
    out = tmp_path / "run"
    args = ["run", "suite", TOY, "--model", "scripted/echo", "--set", "n=2", "-o", str(out)]
    runner = CliRunner()
    assert runner.invoke(app, [*args, "--no-progress", "--no-cache"]).exit_code == 0
    with RunStore.open(out) as store:
        assert store.info().config["executor"] == "local"
    bad = runner.invoke(app, ["run", "resume", str(out), "--executor", "spark"])
    assert bad.exit_code == 2 and "spark" in bad.output


def test_unreachable_ray_cluster_is_refused_fast(tmp_path: Path) -> None:
    pytest.importorskip("ray", reason="Ray is not installed (pip install 'mmtoolbench[ray]')")
    import socket

    with socket.socket() as probe:  # a port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    out = tmp_path / "run"
    address = f"127.0.0.1:{port}"
    args = ["run", "suite", TOY, "--executor", "ray", "--ray-address", address, "-o", str(out)]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 2
    assert f"no Ray cluster answers at {address}" in " ".join(result.output.split())
    assert not out.exists()


def test_prebuilt_models_are_refused_by_a_remote_executor(tmp_path: Path) -> None:
    class Remote(LocalExecutor):
        needs_local_models = False

    model = ScriptedModel("scripted/x", ["hi"])
    with pytest.raises(ConfigError, match="prebuilt model objects cannot be sent"):
        asyncio.run(
            start_run(
                RunConfig(suite=TOY), tmp_path / "r", executor=Remote(), models={"agent": model}
            )
        )
    assert not (tmp_path / "r").exists()
