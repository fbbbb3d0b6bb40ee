"""Issue 15 finding 8: text from models and agent code never drives the operator's terminal."""

from __future__ import annotations

import json
import logging
from pathlib import Path

import pytest
import typer
from typer.testing import CliRunner

from mmtoolbench.cli.app import app
from mmtoolbench.cli.common import user_errors
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.core.terminal import (
    UNSAFE_CHARACTERS,
    install_safe_log_handler,
    terminal_safe,
    terminal_safe_json,
)

ATTACKS = {
    "clipboard write (OSC 52)": "\x1b]52;c;cm0gLXJmIH4=\x07",
    "window title": "\x1b]0;pwned\x07",
    "clear screen": "\x1b[2J\x1b[H",
    "carriage return overwrite": "safe\rEVIL",
    "backspace": "abc\x08\x08\x08xyz",
    "C1 CSI": "\x9b31m",
    "bidi override": "access\u202edenied",
}


@pytest.mark.parametrize("name", list(ATTACKS))
def test_control_sequences_are_shown_not_sent(name: str) -> None:
    shown = terminal_safe(ATTACKS[name])
    assert not UNSAFE_CHARACTERS.search(shown)
    assert shown == (
        ATTACKS[name]
        .replace("\x1b", "\\x1b")
        .replace("\x07", "\\x07")
        .replace("\r", "\\x0d")
        .replace("\x08", "\\x08")
        .replace("\x9b", "\\x9b")
        .replace("\u202e", "\\u202e")
    )


def test_ordinary_text_is_unchanged() -> None:
    text = "Résumé: 2 × 3 = 6\n\ttab, 日本語, emoji 🎉, [bold]not markup[/]"
    assert terminal_safe(text) == text


def test_json_stays_the_same_value() -> None:
    value = {"answer": "ok \x9b2J \u202e \x1b[0m", "n": 1}
    document = json.dumps(value, ensure_ascii=False)
    shown = terminal_safe_json(document)
    assert not UNSAFE_CHARACTERS.search(shown)
    assert json.loads(shown) == value


def test_sandbox_exec_output_is_escaped(tmp_path: Path) -> None:
    code = tmp_path / "cell.py"
    code.write_text("print('before' + " + repr("".join(ATTACKS.values())) + " + 'after')\n")
    result = CliRunner().invoke(app, ["sandbox", "exec", str(code)])
    assert result.exit_code == 0, result.output
    assert not UNSAFE_CHARACTERS.search(result.stdout)
    assert "\\x1b]52;c;cm0gLXJmIH4=\\x07" in result.stdout  # visible, nothing lost
    assert "access\\u202edenied" in result.stdout
    assert "before" in result.stdout and "after" in result.stdout


def test_atp_check_output_is_escaped(tmp_path: Path) -> None:
    answer = tmp_path / "answer.md"
    answer.write_text("Plan \x9b2J and \u202eevil\n\nMore text.\n")
    result = CliRunner().invoke(app, ["atp", "check", str(answer)])
    assert not UNSAFE_CHARACTERS.search(result.stdout)
    report = json.loads(result.stdout)
    assert report["segments"][0]["text"] == "Plan \x9b2J and \u202eevil\n\nMore text.\n"


def test_error_messages_are_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(typer.Exit), user_errors():
        raise ConfigError("provider said: \x1b]0;pwned\x07 [bold]hi[/]")
    err = capsys.readouterr().err
    assert "\x1b]0;" not in err and "\x07" not in err
    assert "\\x1b]0;pwned\\x07 [bold]hi[/]" in err


def test_log_lines_are_escaped(capsys: pytest.CaptureFixture[str]) -> None:
    """Warnings quoting model text (a crashing tool's exception) reach stderr escaped."""
    install_safe_log_handler()
    install_safe_log_handler()  # once only
    logger = logging.getLogger("mmtoolbench.sandbox.episode")
    logger.warning("tool crashed: %s", "\x1b]52;c;cm0gLXJm\x07")
    err = capsys.readouterr().err
    assert err == "tool crashed: \\x1b]52;c;cm0gLXJm\\x07\n"
