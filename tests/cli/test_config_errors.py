"""Configuration errors are loud (issue 14 item 5): each names the key and the accepted ones.

Covers an unknown suite option and an invalid enum value on both suites (``run sandbox``,
``run atp`` and ``run suite``), and a stored run config with an unknown key or a bad value
(read by ``mmtb run resume``).
"""

from __future__ import annotations

import json
import re
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from mmtoolbench.cli import app
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.runner.run import load_run_config

runner = CliRunner()
TOY = "tests.runner.toy_suite:build_suite"


def _one_line(text: str) -> str:
    return re.sub(r"\s+", " ", text)


def _run(args: list[str], tmp_path: Path) -> tuple[int, str]:
    result = runner.invoke(
        app, ["run", *args, "-o", str(tmp_path / "r"), "--no-progress", "--no-cache"]
    )
    return result.exit_code, _one_line(result.output)


@pytest.mark.parametrize(
    "args",
    [
        ["sandbox", "--agent", "oracle", "--set", "modee=tool-use"],
        ["suite", "sandbox", "--model", "agent=oracle", "--set", "modee=tool-use"],
    ],
)
def test_unknown_sandbox_option_names_the_key_and_the_accepted_ones(
    args: list[str], tmp_path: Path
) -> None:
    code, out = _run(args, tmp_path)
    assert code == 2
    assert "modee: unknown option" in out
    assert "accepted options: scenarios," in out
    assert "mode, toolset" in out and "entity_f1" in out
    assert not (tmp_path / "r").exists()


def test_invalid_sandbox_enum_names_the_key_and_the_values(tmp_path: Path) -> None:
    code, out = _run(
        ["suite", "sandbox", "--model", "agent=oracle", "--set", "mode=bogus"], tmp_path
    )
    assert code == 2
    assert "mode: Input should be 'tool-use' or 'code-exec'" in out


def test_unknown_atp_option_names_the_key_and_the_accepted_ones(tmp_path: Path) -> None:
    code, out = _run(["suite", "atp", "--model", "agent=oracle", "--set", "shotz=2"], tmp_path)
    assert code == 2
    assert "shotz: unknown option (accepted options: dataset, subset, shots, boundary" in out


def test_invalid_atp_enum_names_the_key_and_the_values(tmp_path: Path) -> None:
    code, out = _run(["suite", "atp", "--model", "agent=oracle", "--set", "boundary=x"], tmp_path)
    assert code == 2
    assert "boundary: Input should be 'original', 'search-enhanced' or 'diffusion-enhanced'" in out


def test_run_config_with_an_unknown_key_is_refused() -> None:
    with pytest.raises(ConfigError) as info:
        load_run_config({"suite": "sandbox", "max_concurency": 3, "reasoning": "extreme"})
    msg = str(info.value)
    assert "unknown key 'max_concurency'" in msg
    assert "accepted keys: suite, suite_options, models," in msg and "max_concurrency" in msg
    assert "reasoning: Input should be" in msg
    assert load_run_config({"suite": "sandbox", "repeats": 2}).repeats == 2


def test_resume_refuses_a_stored_config_with_an_unknown_key(tmp_path: Path) -> None:
    out = tmp_path / "toy"
    first = runner.invoke(
        app,
        [
            "run",
            "suite",
            TOY,
            "--model",
            "scripted/echo",
            "--set",
            "n=2",
            "-o",
            str(out),
            "--no-progress",
            "--no-cache",
        ],
    )
    assert first.exit_code == 0, first.output
    with sqlite3.connect(out / "run.sqlite") as conn:
        config = json.loads(conn.execute("SELECT config_json FROM run").fetchone()[0])
        config["max_concurency"] = 3
        conn.execute("UPDATE run SET config_json = ?", (json.dumps(config),))
    result = runner.invoke(app, ["run", "resume", str(out), "--no-progress"])
    assert result.exit_code == 2
    text = _one_line(result.output)
    assert "unknown key 'max_concurency' (accepted keys: suite," in text
