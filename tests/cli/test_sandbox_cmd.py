"""CLI: ``mmtb validate``, ``mmtb sandbox exec`` and ``mmtb run sandbox``."""

from __future__ import annotations

import shutil
from pathlib import Path

import yaml
from typer.testing import CliRunner

from mmtoolbench.cli import app
from mmtoolbench.sandbox.scenario import (
    _StringDateLoader,
    builtin_scenarios_dir,
    find_scenario_files,
)
from mmtoolbench.store.run_store import RunStore

runner = CliRunner()
BUILTIN = builtin_scenarios_dir()


def _flat(text: str) -> str:
    return " ".join(text.split())


def _bad_scenario(tmp_path: Path) -> Path:
    shutil.copytree(BUILTIN.parent / "images", tmp_path / "images")
    (tmp_path / "scenarios").mkdir()
    data = yaml.load((BUILTIN / "plumber_note.yaml").read_text(), Loader=_StringDateLoader)
    data["rounds"][1]["images"] = ["landlord_notes"]
    data["initial_entities"]["reminder_lists"][0]["colour"] = "red"
    data["oracle_solution"][0]["steps"][0]["tool"] = "create_remindr"
    path = tmp_path / "scenarios" / "bad.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    return path


def test_validate_builtin_scenarios() -> None:
    result = runner.invoke(app, ["validate", str(BUILTIN)])
    assert result.exit_code == 0, result.output
    assert result.output.count("ok  ") == len(find_scenario_files([BUILTIN]))
    assert "0 problem(s)" in result.output


def test_validate_with_oracle() -> None:
    files = [str(BUILTIN / "plumber_note.yaml"), str(BUILTIN / "detergent_compare.yaml")]
    result = runner.invoke(app, ["validate", *files, "--oracle"])
    assert result.exit_code == 0, result.output
    assert "Entity F1 = 1 in every mode" in _flat(result.output)


def test_validate_reports_file_path_message(tmp_path: Path) -> None:
    path = _bad_scenario(tmp_path)
    result = runner.invoke(app, ["validate", str(path)])
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert (
        f"{path}: rounds[1].images[0]: unknown image 'landlord_notes'; did you mean landlord_note?"
        in lines
    )
    assert f"{path}: images[0]: image 'landlord_note' is never sent in any round" in lines
    assert any(
        line.startswith(f"{path}: initial_entities.reminder_lists[0].colour: unknown column")
        for line in lines
    )
    assert any(
        line.startswith(f"{path}: oracle_solution[0].steps[0].tool: unknown tool 'create_remindr'")
        for line in lines
    )
    assert "problem(s)" in result.output and "Traceback" not in result.output


def test_validate_missing_path(tmp_path: Path) -> None:
    result = runner.invoke(app, ["validate", str(tmp_path / "nope.yaml")])
    assert result.exit_code == 2
    assert "no such scenario file" in _flat(result.output)


def test_sandbox_exec_runs_a_file_in_the_agent_interpreter(tmp_path: Path) -> None:
    script = tmp_path / "solve.py"
    script.write_text(
        "r = create_reminder(title='Call the plumber', due_date='2025-06-17', due_time='09:00')\n"
        "print(r['id'], r['list_name'])\n"
        "print(len(list_reminder_lists()))\n"
    )
    result = runner.invoke(app, ["sandbox", "exec", str(script), "--scenario", "plumber_note"])
    assert result.exit_code == 0, result.output
    assert "rem_0001 Reminders" in result.output
    assert "image landlord_note -> img_0" in result.output
    assert "reminders: +1 ~0 -0" in result.output
    bad = tmp_path / "bad.py"
    bad.write_text("import socket\nsocket.socket()\n")
    denied = runner.invoke(app, ["sandbox", "exec", str(bad)])
    assert denied.exit_code == 1
    assert "socket" in denied.output and "not" in denied.output
    failing = tmp_path / "fail.py"
    failing.write_text("send_message(recipient='nobody', body='hi')\n")
    tool_error = runner.invoke(app, ["sandbox", "exec", str(failing)])
    assert tool_error.exit_code == 1 and "ToolError" in tool_error.output


def test_run_sandbox_with_the_oracle(tmp_path: Path) -> None:
    out = tmp_path / "runs" / "oracle"
    result = runner.invoke(
        app,
        [
            "run",
            "sandbox",
            "--agent",
            "oracle",
            "--user-model",
            "scripted",
            "--ids",
            "plumber_note,spam_cleanup",
            "--mode",
            "tool-use",
            "--toolset",
            "compact",
            "--no-discovery",
            "-o",
            str(out),
            "--no-progress",
            "--no-cache",
        ],
    )
    assert result.exit_code == 0, result.output
    assert "2 done, 0 failed" in _flat(result.output)
    store = RunStore.open(out)
    samples = store.samples()
    assert {s.sample_id for s in samples} == {"plumber_note", "spam_cleanup"}
    assert all(s.metrics["entity_f1"] == 1.0 for s in samples)
    assert all(s.output["settings"]["toolset"] == "compact" for s in samples)
    config = store.info().config
    assert config["models"] == {"agent": "oracle"}
    assert config["suite_options"]["user"] == "scripted"
    summary = store.run_metrics()["summary"]
    assert summary["user_simulator"].startswith("scripted")
    store.close()
    assert "note" not in result.output  # the oracle needs no LLM user


def test_run_sandbox_says_when_a_real_agent_gets_the_scripted_user(tmp_path: Path) -> None:
    from tests.fake_provider.server import FakeProviderServer, ScriptedReply

    out = tmp_path / "run"
    with FakeProviderServer() as server:
        server.enqueue(*[ScriptedReply(text="Done.")] * 40)
        result = runner.invoke(
            app,
            [
                "run", "sandbox", "--agent", "openai-compatible/fake",
                "--base-url", server.openai_base_url, "--ids", "plumber_note",
                "--mode", "tool-use", "--no-discovery", "--toolset", "compact",
                "-o", str(out), "--no-progress", "--no-cache",
            ],
        )  # fmt: skip
    text = _flat(result.output)
    assert "the user is the scripted simulator" in text and "--user-model" in text
    with RunStore.open(out) as store:
        assert store.run_metrics()["summary"]["user_simulator"].startswith("scripted")


def test_run_sandbox_refuses_bad_scenarios_before_running(tmp_path: Path) -> None:
    path = _bad_scenario(tmp_path)
    out = tmp_path / "runs" / "bad"
    result = runner.invoke(
        app, ["run", "sandbox", "--scenarios", str(path), "-o", str(out), "--no-progress"]
    )
    assert result.exit_code == 2
    assert "scenario problems" in _flat(result.output)
    assert "unknown image 'landlord_notes'" in _flat(result.output)
    assert not out.exists()
