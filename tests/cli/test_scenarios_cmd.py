"""CLI: ``mmtb scenarios list | show | stats``."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from mmtoolbench.cli import app, scenarios_cmd
from mmtoolbench.cli.scenarios_cmd import ScenarioRow, coverage_problems
from mmtoolbench.sandbox.scenario import (
    FLOW_TYPES,
    builtin_scenarios_dir,
    find_scenario_files,
    parse_scenario_file,
)

runner = CliRunner()
BUILTIN = builtin_scenarios_dir()
FILES = find_scenario_files([BUILTIN])


def _listing(*args: str) -> list[dict[str, object]]:
    result = runner.invoke(app, ["scenarios", "list", "--format", "json", *args])
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert isinstance(data, list)
    return data


def test_list_json_has_every_bundled_scenario_with_its_axes() -> None:
    data = _listing()
    assert len(data) == len(FILES)
    for item in data:
        for key in (
            "id",
            "flow_type",
            "challenge",
            "arrival_pattern",
            "domains",
            "images",
            "rounds",
        ):
            assert key in item
        assert isinstance(item["images"], int) and isinstance(item["domains"], list)


def test_list_filters_by_every_axis() -> None:
    everything = _listing()
    for flag, key in (
        ("--flow", "flow_type"),
        ("--challenge", "challenge"),
        ("--arrival", "arrival_pattern"),
    ):
        value = str(everything[0][key])
        picked = _listing(flag, value)
        assert picked and all(p[key] == value for p in picked)
        assert len(picked) == sum(1 for e in everything if e[key] == value)
    domain = str(everything[0]["domains"][0])  # type: ignore[index]
    picked = _listing("--domain", domain)
    assert picked and all(domain in p["domains"] for p in picked)  # type: ignore[operator]
    category = str(everything[0]["image_categories"][0])  # type: ignore[index]
    picked = _listing("--category", category)
    assert picked and all(category in p["image_categories"] for p in picked)  # type: ignore[operator]


def test_list_table_and_bad_filter_value() -> None:
    result = runner.invoke(app, ["scenarios", "list", "--flow", "compare"])
    assert result.exit_code == 0, result.output
    assert "compare" in result.stdout
    result = runner.invoke(app, ["scenarios", "list", "--flow", "comparison"])
    assert result.exit_code == 2
    assert "not one of" in result.output and "lookup_chain" in result.output


def test_show_prints_rounds_images_and_expectations() -> None:
    first = _listing()[0]
    result = runner.invoke(app, ["scenarios", "show", str(first["id"])])
    assert result.exit_code == 0, result.output
    out = result.stdout
    for part in ("round 1", "user:", "oracle:", "images", "expected changes", "completion:"):
        assert part in out
    assert str(first["id"]) in out


def test_show_unknown_id_suggests_close_ones() -> None:
    first = str(_listing()[0]["id"])
    result = runner.invoke(app, ["scenarios", "show", first[:-1] + "z"])
    assert result.exit_code == 2
    assert "no scenario" in result.output and "did you mean" in result.output


def test_stats_prints_every_axis() -> None:
    result = runner.invoke(app, ["scenarios", "stats"])
    assert result.exit_code == 0, result.output
    out = result.stdout
    for word in (*FLOW_TYPES, "goal_change", "progressive", "natural_less_text", "multi-app"):
        assert word in out
    assert "images per scenario" in out and "rounds per scenario" in out
    assert f"{len(FILES)} scenarios" in out


def test_stats_check_lists_cells_below_thresholds(tmp_path: Path) -> None:
    for file in FILES[:2]:
        shutil.copy(file, tmp_path / file.name)
    result = runner.invoke(app, ["scenarios", "stats", "--check", "--path", str(tmp_path)])
    assert result.exit_code == 1
    assert "below threshold: scenarios: 2 < 260" in result.stdout
    assert "below threshold: flow lookup_chain" in result.stdout


def test_bad_file_is_reported(tmp_path: Path) -> None:
    (tmp_path / "bad.yaml").write_text("id: x\ntitle: [unclosed\n")
    result = runner.invoke(app, ["scenarios", "list", "--path", str(tmp_path)])
    assert result.exit_code == 2
    assert "bad.yaml" in result.output


def test_coverage_problems_pass_when_thresholds_are_met(monkeypatch: pytest.MonkeyPatch) -> None:
    scenario, problems = parse_scenario_file(FILES[0])
    assert scenario is not None and not problems
    images = [scenario.images[0].model_copy(update={"id": f"i{k}"}) for k in range(3)]
    fine = scenario.model_copy(update={"images": images, "rounds": scenario.rounds[:1] * 2})
    row = ScenarioRow(fine, FILES[0])
    monkeypatch.setattr(scenarios_cmd, "THRESHOLDS", {k: 0 for k in scenarios_cmd.THRESHOLDS})
    assert coverage_problems([row], fine.domains) == []
    short = ScenarioRow(fine.model_copy(update={"images": images[:1]}), FILES[0])
    assert any("1 images (want 3-6)" in p for p in coverage_problems([short], fine.domains))


def test_show_prints_authored_text_inert(tmp_path: Path) -> None:
    """Scenario files may come from anyone: control sequences and markup are shown as text."""
    source = (BUILTIN / "plumber_note.yaml").read_text(encoding="utf-8")
    title = next(line for line in source.splitlines() if line.startswith("title:"))
    evil = 'title: "Leak \\e[2J\\e]0;owned\\a [bold red]markup[/]"'
    (tmp_path / "plumber_note.yaml").write_text(source.replace(title, evil), encoding="utf-8")
    result = runner.invoke(app, ["scenarios", "show", "plumber_note", "--path", str(tmp_path)])
    assert result.exit_code == 0, result.output
    assert "\x1b" not in result.output and "\a" not in result.output
    assert "Leak \\x1b[2J\\x1b]0;owned\\x07 [bold red]markup[/]" in result.output
