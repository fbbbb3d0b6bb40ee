"""``mmtb ui validate`` and ``mmtb ui render``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PIL import Image
from typer.testing import CliRunner

from mmtoolbench.cli.app import app
from mmtoolbench.sandbox.ui import browser as browser_mod

runner = CliRunner()
FIXTURES = Path(__file__).parents[1] / "sandbox" / "fixtures" / "a2ui_v0_8"


def test_validate_prints_each_problem(tmp_path: Path) -> None:
    screen = json.loads((FIXTURES / "basic" / "05_product-card.json").read_text())
    comps = screen[0]["surfaceUpdate"]["components"]
    comps[1]["component"]["Column"]["children"]["explicitList"].append("ghost")
    comps[4]["component"]["Text"]["text"] = {"path": "/nmae"}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(screen))
    good = FIXTURES / "minimal" / "1_simple_text.json"
    result = runner.invoke(app, ["ui", "validate", str(good), str(bad)])
    assert result.exit_code == 1
    assert "valid" in result.output and "(v0.8)" in result.output
    out = " ".join(result.output.split())
    assert "2 problem(s)" in out
    assert "non-existent component 'ghost'" in out
    assert "'/nmae' is not in the screen's data model" in out


def test_validate_not_json(tmp_path: Path) -> None:
    bad = tmp_path / "x.json"
    bad.write_text("[{")
    result = runner.invoke(app, ["ui", "validate", str(bad)])
    assert result.exit_code == 1
    assert "is not valid JSON" in " ".join(result.output.split())


def test_render_writes_png_and_lists_elements(tmp_path: Path) -> None:
    out = tmp_path / "screen.png"
    result = runner.invoke(
        app,
        ["ui", "render", str(FIXTURES / "basic" / "09_login-form.json"), "-o", str(out), "--json"],
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    kinds = {e["id"]: e["kind"] for e in data["elements"]}
    assert kinds == {
        "email-field": "text_field",
        "password-field": "text_field",
        "login-btn": "button",
        "signup-link": "button",
    }
    with Image.open(out) as img:
        assert img.size == tuple(data["size"])


def test_render_without_bundle_names_the_make_command(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(browser_mod, "RENDERER_DIR", tmp_path)
    result = runner.invoke(app, ["ui", "render", str(FIXTURES / "minimal" / "1_simple_text.json")])
    assert result.exit_code == 2
    assert "make ui-renderer" in " ".join(result.output.split())
