"""Suite flags derived from the typed options models (issue 17 item 5)."""

from __future__ import annotations

from typing import Any

import pytest
from typer.testing import CliRunner

from mmtoolbench.atp.options import ATPOptions
from mmtoolbench.cli import atp_cmd, sandbox_cmd
from mmtoolbench.cli.app import app
from mmtoolbench.models.factory import ModelOptions
from mmtoolbench.runner.options import FLAG_KEY, stored
from mmtoolbench.runner.run import RunConfig
from mmtoolbench.sandbox.options import SandboxOptions

runner = CliRunner()


def _flags(model: type[Any]) -> list[str]:
    return [
        "--" + name.replace("_", "-")
        for name, info in model.model_fields.items()
        if isinstance(info.json_schema_extra, dict) and info.json_schema_extra.get(FLAG_KEY)
    ]


@pytest.fixture
def captured(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """Replace `execute` in both run commands; record what it was given."""
    seen: dict[str, Any] = {}

    def fake_execute(**kwargs: Any) -> Any:
        seen.update(kwargs)
        raise SystemExit(0)

    monkeypatch.setattr(sandbox_cmd, "execute", fake_execute)
    monkeypatch.setattr(atp_cmd, "execute", fake_execute)
    return seen


@pytest.mark.parametrize(("command", "model"), [("sandbox", SandboxOptions), ("atp", ATPOptions)])
def test_every_flagged_option_is_a_flag_and_every_key_is_listed(
    command: str, model: type[Any]
) -> None:
    result = runner.invoke(app, ["run", command, "--help"], env={"COLUMNS": "300"})
    assert result.exit_code == 0
    flags = _flags(model)
    assert flags, "the model marks no flags"
    for flag in flags:
        assert flag in result.output, flag
    for key in model.model_fields:  # --set lists every key of the model
        assert key in result.output, key


def test_defaults_come_from_the_model(captured: dict[str, Any]) -> None:
    result = runner.invoke(app, ["run", "sandbox"])
    assert result.exit_code == 0, result.output
    options = captured["suite_options"]
    assert isinstance(options, SandboxOptions)
    assert options == SandboxOptions(user="scripted")
    config = RunConfig(suite="sandbox", suite_options=stored(options))
    assert SandboxOptions.model_validate(config.suite_options) == options


def test_flags_and_set_keys_fill_the_same_typed_object(captured: dict[str, Any]) -> None:
    args = ["run", "sandbox", "--mode", "tool-use", "--no-discovery", "--set", "max_tokens=900"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    options = captured["suite_options"]
    assert (options.mode, options.discovery, options.max_tokens) == ("tool-use", False, 900)
    result = runner.invoke(app, ["run", "atp", "--shots", "2", "--set", "judge_max_images=3"])
    assert result.exit_code == 0, result.output
    atp = captured["suite_options"]
    assert isinstance(atp, ATPOptions) and (atp.shots, atp.judge_max_images) == (2, 3)


def test_one_option_given_twice_is_a_usage_error(captured: dict[str, Any]) -> None:
    result = runner.invoke(app, ["run", "sandbox", "--mode", "tool-use", "--set", "mode=code-exec"])
    assert result.exit_code == 2
    assert "option given both as a flag and with --set: --mode and --set mode=" in result.output
    assert not captured


def test_bad_values_name_the_key(captured: dict[str, Any]) -> None:
    result = runner.invoke(app, ["run", "sandbox", "--set", "working_set_size=0"])
    assert result.exit_code == 2
    text = " ".join(result.output.split())
    assert "working_set_size: Input should be greater than or equal to 1" in text
    result = runner.invoke(app, ["run", "atp", "--shots", "7"])
    assert result.exit_code == 2
    assert "shots: Input should be less than or equal to 3" in " ".join(result.output.split())
    assert not captured


def test_concurrency_defaults_agree_everywhere() -> None:
    result = runner.invoke(app, ["run", "sandbox", "--help"], env={"COLUMNS": "300"})
    config = RunConfig(suite="x")
    assert ModelOptions().max_concurrency == config.model_concurrency
    text = " ".join(result.output.split())
    assert f"in flight per model. [default: {config.model_concurrency}]" in text
    assert f"Samples in flight at once. [default: {config.max_concurrency}]" in text
