"""``mmtb generate sandbox`` end to end with a scripted generator model (no network)."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from mmtoolbench.cli.app import app
from mmtoolbench.generation.sandbox_pipeline import (
    MODEL_STAGES,
    SandboxGenerationOptions,
    generate_sandbox,
)
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.store.run_store import RunStore
from tests.generation.brain import Faults, SandboxBrain, write_images

runner = CliRunner()


def _options(tmp_path: Path, **extra: object) -> SandboxGenerationOptions:
    (tmp_path / "suite").mkdir(exist_ok=True)
    return SandboxGenerationOptions(
        images_dir=str(write_images(tmp_path / "images")),
        out_dir=str(tmp_path / "out"),
        models=dict.fromkeys(MODEL_STAGES, "scripted/brain"),
        suite=[str(tmp_path / "suite")],
        **extra,  # type: ignore[arg-type]
    )


def _models(brain: SandboxBrain) -> dict[str, ScriptedModel]:
    model = ScriptedModel("scripted/brain", brain)
    return dict.fromkeys(MODEL_STAGES, model)


def test_scripted_generation_writes_a_scenario_the_oracle_replay_accepts(tmp_path: Path) -> None:
    brain = SandboxBrain(
        Faults(bad_json=True, unknown_tool=True, schema=True, missing_id=True, wrong_solution=True)
    )
    summary = asyncio.run(
        generate_sandbox(_options(tmp_path), tmp_path / "run", models=_models(brain))
    )
    assert summary.failures == {}
    assert summary.problems == []
    assert summary.funnel["actionable"] == 3
    assert summary.funnel["kept"] == summary.funnel["written"] == 1
    (file,) = summary.files
    assert file.parent == tmp_path / "out" / "scenarios"
    result = runner.invoke(app, ["validate", str(file), "--oracle"])
    assert result.exit_code == 0, result.output
    assert "0 problem(s)" in result.output
    assert "oracle check: replay, Entity F1 = 1 in every mode" in " ".join(result.output.split())

    # every stage's records are in the run store, with the repairs that fixed each fault
    with RunStore.open(tmp_path / "run") as store:
        rows = {r.sample_id: r for r in store.samples()}
        stages = {key.split("/")[0] for key in rows}
        assert stages == {
            "associate", "cluster", "viability", "outline",
            "scenario", "entities", "critic", "downsample",
        }  # fmt: skip
        verdicts = {v["judge"]: v["verdict"] for v in store.verdicts(rows["entities/c001"].key)}
        staged = verdicts["entities"]
        assert staged["repairs"] == 2
        first_problems = staged["attempts"][0]["problems"]
        assert any("reml_9999" in p and "initial_entities.reminders" in p for p in first_problems)
        (replayed,) = staged["attempts"][1]["problems"]  # rows load; the solution misses
        assert "oracle_solution replayed against expected_changes" in replayed
        assert "< 1:" in replayed and "due_time expected '08:15' got '11:00'" in replayed
        calls = store.model_calls(rows["entities/c001"].key)
        assert len(calls) == 3 and calls[0]["role"] == "entities"
        assert rows["associate/car_service"].metrics["repairs"] == 2  # bad JSON, unknown tool
        assert store.run_metrics()["summary"]["funnel"]["written"] == 1
    exported = runner.invoke(app, ["runs", "export", str(tmp_path / "run")])
    assert exported.exit_code == 0
    records = [json.loads(line) for line in exported.output.splitlines()]
    assert {r["sample_id"] for r in records} >= {"outline/c001", "entities/c001"}


def test_stage_outputs_that_stay_wrong_are_reported_with_the_exact_problem(
    tmp_path: Path,
) -> None:
    brain = SandboxBrain(Faults(always_missing_id=True))
    options = _options(tmp_path, entity_retries=1)
    summary = asyncio.run(generate_sandbox(options, tmp_path / "run", models=_models(brain)))
    assert summary.files == []
    assert summary.funnel["entities_failed"] == 1
    problem = summary.failures["entities/c001"]
    assert "after 2 attempt(s)" in problem
    assert "initial_entities.reminders[0]" in problem and "reml_9999" in problem
    assert brain.asked.count("5") == 2


def test_interrupted_generation_resumes_without_repeating_finished_stages(
    tmp_path: Path,
) -> None:
    class Interrupted(Exception):
        pass

    def crash(*args: object) -> str:
        raise Interrupted("killed during stage 4")

    first = SandboxBrain()
    models = _models(first)
    models["scenario"] = ScriptedModel("scripted/brain", crash)
    options = _options(tmp_path)
    with pytest.raises(Interrupted):
        asyncio.run(generate_sandbox(options, tmp_path / "run", models=models))
    assert sorted(set(first.asked)) == ["1", "2", "3"]
    with RunStore.open(tmp_path / "run") as store:
        assert store.info().status == "interrupted"
        done = {r.sample_id.split("/")[0] for r in store.samples(status="done")}
        assert done == {"associate", "cluster", "viability", "outline"}

    second = SandboxBrain()
    summary = asyncio.run(generate_sandbox(options, tmp_path / "run", models=_models(second)))
    assert summary.resumed
    assert sorted(set(second.asked)) == ["4", "5", "6"]  # stages 1-3 not called again
    assert summary.calls.get("associate", 0) == summary.calls.get("outline", 0) == 0
    assert len(summary.files) == 1


def test_resume_refuses_a_run_of_other_inputs(tmp_path: Path) -> None:
    options = _options(tmp_path, stop_after="associate")
    asyncio.run(generate_sandbox(options, tmp_path / "run", models=_models(SandboxBrain())))
    other = options.model_copy(update={"seed": 7})
    with pytest.raises(Exception, match="seed=0, not 7"):
        asyncio.run(generate_sandbox(other, tmp_path / "run", models=_models(SandboxBrain())))


def test_cli_generates_with_a_scripted_model(tmp_path: Path) -> None:
    images = write_images(tmp_path / "images")
    result = runner.invoke(
        app,
        [
            "generate", "sandbox", str(images), "--model", "scripted/echo",
            "--out", str(tmp_path / "out"), "--run-dir", str(tmp_path / "run"),
            "--stop-after", "associate", "--suite", str(tmp_path), "--no-cache",
        ],
    )  # fmt: skip
    # the echo script does not answer in JSON: each image is reported with its problem
    assert result.exit_code == 1, result.output
    assert "failed associate/car_service" in result.output
    assert "no JSON object" in result.output or "JSON" in result.output


def test_from_outlines_regenerates_stages_4_to_6_and_compare_prints_table_10(
    tmp_path: Path,
) -> None:
    first = SandboxBrain()
    options = _options(tmp_path)
    asyncio.run(generate_sandbox(options, tmp_path / "run_a", models=_models(first)))

    second = SandboxBrain(Faults(always_missing_id=True))
    again = options.model_copy(
        update={
            "images_dir": None,
            "from_outlines": str(tmp_path / "run_a"),
            "out_dir": str(tmp_path / "out_b"),
            "entity_retries": 1,
            "models": {
                **options.models,
                "scenario": "scripted/other",
                "entities": "scripted/other",
            },
        }
    )
    summary = asyncio.run(generate_sandbox(again, tmp_path / "run_b", models=_models(second)))
    assert set(second.asked) == {"4", "5"}  # same outlines: stages 1-3 are not run
    assert summary.funnel["outlines"] == 1 and summary.funnel["entities_failed"] == 1

    result = runner.invoke(
        app, ["generate", "compare", str(tmp_path / "run_a"), str(tmp_path / "run_b")]
    )
    assert result.exit_code == 0, result.output
    lines = {
        line.split("│")[1].strip(): line
        for line in result.output.splitlines()
        if line.count("│") == 4
    }
    assert "scripted/other" in lines["generator"]
    cells = {key: [c.strip() for c in line.split("│")[2:4]] for key, line in lines.items()}
    assert cells["entities_failed"] == ["0", "1"]
    assert cells["kept"] == ["1", "0"]
    assert cells["outlines"] == ["1", "1"]


def test_compare_ranks_agents_across_generators(tmp_path: Path) -> None:
    from mmtoolbench.generation.compare import compare_generators
    from mmtoolbench.store.run_store import RunInfo

    asyncio.run(
        generate_sandbox(_options(tmp_path), tmp_path / "gen", models=_models(SandboxBrain()))
    )
    table10 = {
        "sonnet": (0.35, 0.26),
        "gpt": (0.39, 0.31),
        "qwen": (0.37, 0.36),
        "opus": (0.52, 0.43),
    }
    evals: dict[str, list[Path]] = {"a": [], "b": []}
    for agent, (sr_a, sr_b) in table10.items():
        for side, sr in (("a", sr_a), ("b", sr_b)):
            run = tmp_path / f"eval-{side}-{agent}"
            info = RunInfo(
                run_id=run.name,
                suite="sandbox",
                config={"models": {"agent": agent}},
                package_version="0",
            )
            with RunStore.create(run, info) as store:
                store.set_run_metric(
                    "summary", {"agent_sr": {"value": sr, "low": 0, "high": 1, "n": 100}}
                )
            evals[side].append(run)
    result = compare_generators(
        tmp_path / "gen", tmp_path / "gen", evals_a=evals["a"], evals_b=evals["b"]
    )
    assert result.agent_sr["opus"] == [0.52, 0.43]
    assert result.spearman_rho == pytest.approx(0.8)  # the seed's Table 10: rho = 0.80
    assert result.pearson_r == pytest.approx(0.87, abs=0.01)  # and r = 0.87
