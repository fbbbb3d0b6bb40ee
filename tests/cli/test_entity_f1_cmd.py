"""CLI: ``mmtb score-state``, ``mmtb rescore`` and both Entity F1 variants in runs and
reports (issue 19)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from mmtoolbench.cli.app import app
from mmtoolbench.store.run_store import RunStore

runner = CliRunner()
CASES = Path(__file__).resolve().parents[2] / "docs" / "sandbox" / "entity-f1-cases"


def _flat(text: str) -> str:
    return " ".join(text.split())


def test_score_state_explains_one_case() -> None:
    result = runner.invoke(
        app, ["score-state", str(CASES / "01-averaging.json"), "--variant", "both"]
    )
    assert result.exit_code == 0, result.output
    text = _flat(result.output)
    assert "Entity F1 (paper) = 0.8571 (precision 1.0000, recall 0.7500)" in text
    assert "Entity F1 (reference) = 0.5000 (precision 0.5000, recall 0.5000)" in text
    assert "unmatched: spec 3/0 (reminders delete)" in text
    assert "guardrail: pass" in text
    assert "match: spec 0/0 -> reminders create 2: 1.000" in text


def test_score_state_json_lines_for_many_cases(tmp_path: Path) -> None:
    lines = [json.dumps(json.loads(p.read_text())) for p in sorted(CASES.glob("*.json"))]
    f = tmp_path / "cases.jsonl"
    f.write_text("\n".join(lines * 3) + "\n")
    result = runner.invoke(app, ["score-state", str(f), "--variant", "both", "--json"])
    assert result.exit_code == 0, result.output
    out = [json.loads(line) for line in result.output.splitlines()]
    assert len(out) == 2 * 3 * len(lines)
    by = {(r["name"], r["variant"]): r for r in out}
    assert by[("06-unnamed-table-reordered", "reference")]["guardrail"] == {
        "pass": False,
        "failures": ["alarms"],
    }
    assert by[("06-unnamed-table-reordered", "paper")]["f1"] == 1.0
    assert by[("09b-null-rouge", "reference")]["warnings"]
    assert out[0]["case"] == "cases.jsonl:1"


def test_score_state_bad_input_is_a_clear_error(tmp_path: Path) -> None:
    f = tmp_path / "bad.json"
    f.write_text(json.dumps({"tables": {}, "expected_changes": [{"op": "create", "table": "x"}]}))
    result = runner.invoke(app, ["score-state", str(f)])
    assert result.exit_code == 2
    assert "table 'x' is not in tables" in _flat(result.output)
    result = runner.invoke(app, ["score-state", str(tmp_path / "missing.json")])
    assert result.exit_code == 2 and "cannot read" in _flat(result.output)


def test_run_report_and_rescore_show_both_variants(tmp_path: Path) -> None:
    out = tmp_path / "run"
    result = runner.invoke(
        app,
        [
            "run", "sandbox", "--agent", "oracle", "--ids", "conference_cards,plumber_note",
            "--mode", "tool-use", "--toolset", "compact", "--no-discovery",
            "--entity-f1", "reference", "-o", str(out), "--no-progress", "--no-cache",
        ],
    )  # fmt: skip
    assert result.exit_code == 0, result.output
    with RunStore.open(out) as store:
        samples = {s.sample_id: s for s in store.samples()}
        summary = store.run_metrics()["summary"]
    cards = samples["conference_cards"]
    # the membership spec names no column: the published evaluator scores that group 0
    assert cards.metrics["entity_f1_paper"] == 1.0
    assert cards.metrics["entity_f1_reference"] == pytest.approx(0.8)
    assert cards.metrics["entity_f1"] == cards.metrics["entity_f1_reference"]
    assert cards.output["entity_f1_variant"] == "reference"
    assert summary["entity_f1_variant"] == "reference"
    assert summary["entity_f1_paper"]["value"] == 1.0
    assert summary["entity_f1_reference"]["value"] == pytest.approx(0.9)

    result = runner.invoke(app, ["report", str(out), "--entity-f1", "paper"])
    assert result.exit_code == 0, result.output
    md = (out / "report.md").read_text()
    assert "| Entity F1 (paper, counted) | 1.000 |" in md
    assert "| Entity F1, reference variant | 0.900 |" in md
    assert "| conference_cards#0 | 1.000 | 0.800 | -0.200 |" in md
    html = (out / "report.html").read_text()
    assert 'data-metric="sample.conference_cards#0.entity_f1_reference"' in html

    result = runner.invoke(app, ["rescore", str(out), "--json"])
    assert result.exit_code == 0, result.output
    rows = {r["sample"]: r for r in map(json.loads, result.output.splitlines())}
    for row in rows.values():
        for variant in ("paper", "reference"):
            assert row[variant]["stored"] == row[variant]["recomputed"]
    assert rows["conference_cards#0"]["reference"]["recomputed"] == pytest.approx(0.8)
