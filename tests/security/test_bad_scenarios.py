"""Issue 15 finding 9: hostile scenario files give a per-file error; the rest is still
validated."""

from __future__ import annotations

from pathlib import Path

import yaml
from typer.testing import CliRunner

from mmtoolbench.cli.app import app
from mmtoolbench.sandbox.scenario import builtin_scenarios_dir, parse_scenario_file

DEEP = 5000


def test_validate_reports_each_bad_file_and_checks_the_rest(tmp_path: Path) -> None:
    (tmp_path / "a_deep.yaml").write_text("id: deep\ntags: " + "[" * DEEP + "]" * DEEP + "\n")
    (tmp_path / "b_deep.json").write_text(
        '{"id": "deep_json", "tags": ' + "[" * 100_000 + "]" * 100_000 + "}"
    )
    (tmp_path / "c_nested.yaml").write_text(
        "id: nested\ntags: " + "{a: " * 200 + "1" + "}" * 200 + "\n"
    )
    good = builtin_scenarios_dir() / "plumber_note.yaml"
    result = CliRunner().invoke(app, ["validate", str(tmp_path), str(good)])
    assert result.exit_code == 1
    assert "Traceback" not in result.output and "RecursionError" not in result.output
    lines = result.stdout.splitlines()
    for name in ("a_deep.yaml", "b_deep.json", "c_nested.yaml"):
        assert (
            f"{tmp_path / name}: (file): lists and mappings nested deeper than 64 levels" in lines
        )
    assert f"ok  {good} (plumber_note)" in lines  # validated after the bad files
    assert "4 file(s), 3 problem(s)" in result.stderr


def test_reference_time_must_be_a_date_time(tmp_path: Path) -> None:
    data = yaml.safe_load((builtin_scenarios_dir() / "plumber_note.yaml").read_text())
    for bad in (12, 1.5, True):
        data["reference_time"] = bad
        path = tmp_path / "s.yaml"
        path.write_text(yaml.safe_dump(data))
        scenario, problems = parse_scenario_file(path)
        assert scenario is None
        [problem] = problems
        assert problem.path == "reference_time"
        assert (
            "reference_time must be an ISO 8601 date and time with a UTC offset" in problem.message
        )
        assert f"(got {type(bad).__name__} {bad!r})" in problem.message
    data["reference_time"] = "2025-06-13T09:30:00-07:00"
    path.write_text(yaml.safe_dump(data))
    scenario, problems = parse_scenario_file(path)
    assert scenario is not None and problems == []
    assert scenario.reference_time.isoformat() == "2025-06-13T09:30:00-07:00"
