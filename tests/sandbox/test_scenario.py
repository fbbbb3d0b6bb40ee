"""Sandbox scenario files: schema, loader, validator, placeholders, built-in examples."""

from __future__ import annotations

import copy
import json
import shutil
from pathlib import Path
from typing import Any

import jsonschema  # type: ignore[import-untyped]
import pytest
import yaml

from mmtoolbench.sandbox.scenario import (
    ARRIVAL_PATTERNS,
    CHALLENGE_TYPES,
    LoadedScenario,
    Round,
    Scenario,
    ScenarioError,
    _StringDateLoader,
    arrival_pattern_of,
    build_scenario_world,
    builtin_scenarios_dir,
    export_json_schema,
    find_scenario_files,
    load_scenario,
    load_scenarios,
    oracle_step_count,
    placeholders_in,
    resolve_placeholders,
    validate_scenario_file,
)

REPO = Path(__file__).resolve().parents[2]
BUILTIN = builtin_scenarios_dir()
IMAGES = BUILTIN.parent / "images"


def _builtin_files() -> list[Path]:
    return find_scenario_files([BUILTIN])


def _data(name: str) -> dict[str, Any]:
    loaded = yaml.load((BUILTIN / f"{name}.yaml").read_text(), Loader=_StringDateLoader)
    assert isinstance(loaded, dict)
    return loaded


def _write(tmp_path: Path, data: Any, name: str = "s.yaml") -> Path:
    """Write a scenario next to an ``images`` dir so ``../images/x.png`` paths resolve."""
    scenarios = tmp_path / "scenarios"
    scenarios.mkdir(exist_ok=True)
    if not (tmp_path / "images").exists():
        shutil.copytree(IMAGES, tmp_path / "images")
    path = scenarios / name
    if name.endswith(".json"):
        path.write_text(json.dumps(data))
    else:
        path.write_text(yaml.safe_dump(data, sort_keys=False, allow_unicode=True))
    return path


def _problems(path: Path) -> list[str]:
    _, problems = validate_scenario_file(path)
    return [f"{p.path}: {p.message}" for p in problems]


# --------------------------------------------------------------------------- built-ins


def test_builtin_scenarios_are_valid_and_cover_every_dimension() -> None:
    files = _builtin_files()
    assert len(files) >= 6
    loaded = load_scenarios([BUILTIN])
    assert [s.path for s in loaded] == files
    scenarios = [s.scenario for s in loaded]
    assert {s.arrival_pattern for s in scenarios} == set(ARRIVAL_PATTERNS)
    assert {s.challenge.type for s in scenarios} == set(CHALLENGE_TYPES)
    assert len({s.flow_type for s in scenarios}) >= 5
    assert len({img.category for s in scenarios for img in s.images}) >= 3
    for s in scenarios:
        assert 1 <= len(s.rounds) <= 5
        assert s.expected_tools and s.oracle_solution
        assert arrival_pattern_of(s.rounds) == s.arrival_pattern
        assert oracle_step_count(s) <= 100


def test_builtin_scenarios_conform_to_the_exported_json_schema() -> None:
    stored = json.loads((REPO / "schemas" / "sandbox_scenario.schema.json").read_text())
    assert stored == export_json_schema(), "regenerate schemas/sandbox_scenario.schema.json"
    validator = jsonschema.Draft202012Validator(stored)
    for file in _builtin_files():
        data = yaml.load(file.read_text(), Loader=_StringDateLoader)
        errors = [e.message for e in validator.iter_errors(data)]
        assert errors == [], f"{file.name}: {errors}"


def test_builtin_images_are_reproducible(tmp_path: Path) -> None:
    """The example scenarios' images are redrawn byte for byte by their script."""
    import subprocess
    import sys

    script = REPO / "scripts" / "sandbox_content" / "examples.py"
    subprocess.run([sys.executable, str(script), "--out", str(tmp_path)], check=True)
    used = [
        (f.parent / img["path"]).resolve()
        for f in sorted(BUILTIN.glob("*.yaml"))  # the worked examples drawn by examples.py
        for img in yaml.safe_load(f.read_text())["images"]
    ]
    assert used
    for path in used:
        fresh = tmp_path / path.parent.name / path.name
        assert fresh.read_bytes() == path.read_bytes(), f"regenerate {path.parent.name}/{path.name}"
        sidecar = path.with_suffix(".json")
        assert fresh.with_suffix(".json").read_text() == sidecar.read_text()


def test_world_of_a_scenario_loads_entities_and_fills_bookkeeping() -> None:
    loaded = load_scenario(BUILTIN / "spam_cleanup.yaml")
    world = build_scenario_world(loaded.scenario)
    assert world.count("messages") == 3
    assert world.get("contacts", "ct_0201")["created_at"] == "2025-06-12T09:30:00-07:00"
    assert world.owner.first_name == "Jordan"
    assert "calendar_events" not in world.tables
    world.close()
    everything = build_scenario_world(loaded.scenario, all_domains=True)
    assert everything.has_table("calendar_events")
    everything.close()


def test_seeded_base_world(tmp_path: Path) -> None:
    data = _data("plumber_note")
    data["world"] = {"base": "seeded", "seed": 0}
    data["initial_entities"] = {}
    path = _write(tmp_path, data)
    scenario, problems = validate_scenario_file(path)
    assert problems == [] and scenario is not None
    world = build_scenario_world(scenario)
    assert world.count("contacts") > 10 and world.count("reminders") > 0
    world.close()


def test_json_files_are_accepted(tmp_path: Path) -> None:
    path = _write(tmp_path, _data("conference_cards"), "cards.json")
    assert _problems(path) == []


# --------------------------------------------------------------------------- problems


def test_shape_problems_have_field_paths(tmp_path: Path) -> None:
    data = _data("conference_cards")
    data["colour"] = "blue"
    data["rounds"][0]["images"] = "card_priya"
    data["flow_type"] = "sideways"
    del data["completion_criteria"]
    path = _write(tmp_path, data)
    scenario, problems = validate_scenario_file(path)
    assert scenario is None
    lines = [str(p) for p in problems]
    assert f"{path}: colour: unknown field" in lines
    assert any(line.startswith(f"{path}: rounds[0].images: ") for line in lines)
    assert any(line.startswith(f"{path}: flow_type: Input should be") for line in lines)
    assert f"{path}: completion_criteria: Field required" in lines


def test_naive_reference_time_is_refused(tmp_path: Path) -> None:
    data = _data("plumber_note")
    data["reference_time"] = "2025-06-13T09:30:00"
    problems = _problems(_write(tmp_path, data))
    assert any(p.startswith("reference_time: ") and "UTC offset" in p for p in problems)


def test_yaml_and_json_syntax_errors(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("id: x\nrounds: [\n")
    assert [p.path for p in validate_scenario_file(bad)[1]] == ["(file)"]
    assert "invalid YAML at line" in validate_scenario_file(bad)[1][0].message
    bad_json = tmp_path / "bad.json"
    bad_json.write_text("{")
    assert "invalid JSON at line 1" in validate_scenario_file(bad_json)[1][0].message
    listed = tmp_path / "list.yaml"
    listed.write_text("- 1\n- 2\n")
    assert "expected a mapping" in validate_scenario_file(listed)[1][0].message


def test_meaning_problems_have_field_paths(tmp_path: Path) -> None:
    data = _data("spam_cleanup")
    data["domains"].append("telepathy")
    data["images"][0]["path"] = "../images/nope.png"
    data["rounds"][1]["images"] = ["spam_text", "ghost"]
    data["initial_entities"]["contacts"][0]["nick"] = "x"
    data["initial_entities"]["messages"][0]["thread_id"] = "thr_9999"
    data["expected_changes"]["changes"][0]["fields"] = {"numbr": "+1"}
    data["expected_tools"].append("teleport")
    path = _write(tmp_path, data)
    problems = _problems(path)
    assert any(p.startswith("domains[3]: unknown domain 'telepathy'") for p in problems)
    assert any(p.startswith("images[0].path: file not found") for p in problems)
    assert "rounds[1].images[1]: unknown image 'ghost'" in problems
    # the world cannot be built with an unknown domain: fix it and look again
    data["domains"].pop()
    problems = _problems(_write(tmp_path, data))
    assert any(p.startswith("initial_entities.contacts[0].nick: unknown column") for p in problems)
    assert any(
        p.startswith("initial_entities.messages[0].thread_id: 'thr_9999' does not match")
        for p in problems
    )
    assert (
        "expected_changes.changes[0].fields: table 'blocked_numbers' has no column 'numbr'"
        in problems
    )
    assert any(p.startswith("expected_tools[3]: unknown tool 'teleport'") for p in problems)


def test_image_delivery_and_arrival_pattern_problems(tmp_path: Path) -> None:
    data = _data("dinner_split_requests")
    data["rounds"][1]["images"] = ["receipt_bar", "chat_sam"]
    data["arrival_pattern"] = "late"
    problems = _problems(_write(tmp_path, data))
    assert "rounds[1].images[1]: image 'chat_sam' is already sent in round 1" in problems
    assert any(
        p.startswith("arrival_pattern: declared 'late' but the rounds send [2, 2] images")
        for p in problems
    )
    data = _data("dinner_split_requests")
    data["rounds"][1]["images"] = []
    data["arrival_pattern"] = "upfront"
    problems = _problems(_write(tmp_path, data))
    assert "images[2]: image 'receipt_bar' is never sent in any round" in problems


def test_challenge_consistency(tmp_path: Path) -> None:
    data = _data("spam_cleanup")
    data["challenge"] = {"type": "none"}
    problems = _problems(_write(tmp_path, data))
    assert any(
        p.startswith("expected_changes.changes: a scenario without challenge") for p in problems
    )
    data = _data("conference_cards")
    data["challenge"] = {"type": "state_mutation"}
    problems = _problems(_write(tmp_path, data))
    assert any("must expect at least one update or delete" in p for p in problems)
    data = _data("plumber_note")
    data["challenge"] = {"type": "error_correction", "round": 7, "details": "x"}
    problems = _problems(_write(tmp_path, data))
    assert "challenge.round: round 7 does not exist (the scenario has 2)" in problems
    assert any(p.startswith("challenge: an error_correction challenge needs") for p in problems)
    data = _data("bbq_plans_changed")
    data["challenge"] = {"type": "goal_change"}
    problems = _problems(_write(tmp_path, data))
    assert any(p.startswith("challenge.round: a goal_change challenge") for p in problems)
    assert any(p.startswith("challenge.details: ") for p in problems)


def test_oracle_problems(tmp_path: Path) -> None:
    data = _data("conference_cards")
    steps = data["oracle_solution"][0]["steps"]
    steps[0]["tool"] = "create_contactt"
    steps[1]["arguments"]["phone_number"] = 5
    steps[1]["arguments"]["shoe_size"] = 44
    steps.append({"tool": "send_message", "code": "print(1)"})
    steps.append({"code": "import os\nos.system('x')"})
    steps.append({"code": "def broken(:\n  pass"})
    second = data["oracle_solution"][1]["steps"][0]
    second["arguments"]["contact_ids"] = ["{{priya.id}}", "{{nobody.id}}", "{{image:ghost}}"]
    data["oracle_solution"].append({"round": 2, "reply": "again"})
    problems = _problems(_write(tmp_path, data))
    assert any(
        p.startswith("oracle_solution[0].steps[0].tool: unknown tool 'create_contactt'")
        and "did you mean create_contact" in p
        for p in problems
    )
    assert (
        "oracle_solution[0].steps[1].arguments.phone_number: Input should be a valid string"
        in problems
    )
    assert any(
        p.startswith(
            "oracle_solution[0].steps[1].arguments.shoe_size: `create_contact` has no argument"
        )
        for p in problems
    )
    assert "oracle_solution[0].steps[3]: a step has exactly one of `tool` or `code`" in problems
    assert any(
        p.startswith("oracle_solution[0].steps[4].code: line 1:") and "os" in p for p in problems
    )
    assert any(p.startswith("oracle_solution[0].steps[5].code: syntax error") for p in problems)
    assert any(
        p.startswith("oracle_solution[1].steps[0]: {{nobody.id}}: no earlier step")
        for p in problems
    )
    assert any("{{image:ghost}}: unknown image 'ghost'" in p for p in problems)
    assert any(
        p.startswith("oracle_solution[2].round: round 2 already has a solution") for p in problems
    )


def test_oracle_may_not_use_an_image_before_it_is_sent(tmp_path: Path) -> None:
    data = _data("dinner_split_requests")
    data["oracle_solution"][0]["steps"][1]["arguments"]["note"] = "see {{image:receipt_bar}}"
    problems = _problems(_write(tmp_path, data))
    assert any(
        "{{image:receipt_bar}}: image 'receipt_bar' is only sent in round 2" in p for p in problems
    )
    data = _data("dinner_split_requests")
    del data["oracle_solution"][1]
    problems = _problems(_write(tmp_path, data))
    assert "oracle_solution: no reference solution for round(s) 2" in problems


def test_step_limit_must_fit_the_oracle(tmp_path: Path) -> None:
    data = _data("dana_new_job")
    data["limits"] = {"max_steps": 5}
    problems = _problems(_write(tmp_path, data))
    assert "limits.max_steps: the reference solution needs 13 steps but the limit is 5" in problems


def test_load_scenarios_is_all_or_nothing(tmp_path: Path) -> None:
    good = _write(tmp_path, _data("plumber_note"), "good.yaml")
    bad_data = _data("plumber_note")
    bad_data["id"] = "other"
    bad_data["rounds"][0]["images"] = ["landlord_note"]
    _write(tmp_path, bad_data, "bad.yaml")
    with pytest.raises(ScenarioError) as info:
        load_scenarios([good.parent])
    assert all(p.file.endswith("bad.yaml") for p in info.value.problems)
    assert "scenario problem" in str(info.value)
    (good.parent / "bad.yaml").unlink()
    _write(tmp_path, _data("plumber_note"), "dup.yaml")
    with pytest.raises(ScenarioError, match="duplicate scenario id"):
        load_scenarios([good.parent])
    with pytest.raises(Exception, match="no such scenario file"):
        find_scenario_files([tmp_path / "missing"])


def test_suite_refuses_to_start_with_a_bad_file(tmp_path: Path) -> None:
    from mmtoolbench.sandbox.suite import build_suite

    data = _data("plumber_note")
    data["expected_tools"] = ["nope"]
    path = _write(tmp_path, data)
    with pytest.raises(ScenarioError, match="expected_tools"):
        build_suite({"scenarios": str(path)})
    with pytest.raises(Exception, match="unknown option"):
        build_suite({"scenarios": str(path), "colour": 1})


# --------------------------------------------------------------------------- helpers


@pytest.mark.parametrize(
    ("counts", "pattern"),
    [
        ([3, 0], "upfront"),
        ([0, 2], "late"),
        ([0, 0, 1, 2], "late"),
        ([0, 1, 1], "late"),
        ([1, 1], "progressive"),
        ([1, 0, 2], "progressive"),
        ([0, 1, 0, 1], "progressive"),
        ([2, 1], "mixed"),
        ([3, 0, 1], "mixed"),
        ([0, 1, 0, 0], None),
        ([0, 0], None),
    ],
)
def test_arrival_pattern_of(counts: list[int], pattern: str | None) -> None:
    rounds = [
        Round(query="q", images=[f"i{r}_{k}" for k in range(c)]) for r, c in enumerate(counts)
    ]
    assert arrival_pattern_of(rounds) == pattern


def test_placeholders() -> None:
    value = {
        "a": "{{contact.id}}",
        "b": ["x {{image:card}} y", "{{rows[1].n}}"],
        "c": 3,
    }
    assert placeholders_in(value) == ["contact.id", "image:card", "rows[1].n"]
    resolved = resolve_placeholders(
        value, {"card": "img_4"}, {"contact": {"id": "ct_9"}, "rows": [{"n": 1}, {"n": 2}]}
    )
    assert resolved == {"a": "ct_9", "b": ["x img_4 y", 2], "c": 3}
    with pytest.raises(KeyError, match="not been sent"):
        resolve_placeholders("{{image:other}}", {}, {})
    with pytest.raises(KeyError, match="no earlier step"):
        resolve_placeholders("{{x.id}}", {}, {})
    with pytest.raises(KeyError, match="has no"):
        resolve_placeholders("{{x.nope}}", {}, {"x": {"id": 1}})


def test_metadata_and_loaded_scenario() -> None:
    loaded = load_scenario(BUILTIN / "dinner_split_requests.yaml")
    assert isinstance(loaded, LoadedScenario)
    meta = loaded.scenario.metadata()
    assert meta["arrival_pattern"] == "mixed" and meta["image_count"] == 3
    assert meta["image_categories"] == ["docs_charts_tables", "ui"]
    assert loaded.image_bytes("receipt_bar")[:8] == b"\x89PNG\r\n\x1a\n"
    scenario = Scenario.model_validate(copy.deepcopy(loaded.scenario.model_dump()))
    assert scenario == loaded.scenario
