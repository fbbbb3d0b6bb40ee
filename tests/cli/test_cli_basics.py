"""The mmtb command line: version, run, runs list/export, clear errors."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from mmtoolbench import __version__
from mmtoolbench.cli import app

runner = CliRunner()
TOY = "tests.runner.toy_suite:build_suite"


def test_version() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.output.strip() == f"mmtoolbench {__version__}"


def test_run_list_export(tmp_path: Path) -> None:
    out = tmp_path / "runs" / "toy1"
    result = runner.invoke(
        app,
        [
            "run",
            "suite",
            TOY,
            "--model",
            "scripted/echo",
            "--set",
            "n=3",
            "-o",
            str(out),
            "--no-progress",
            "--no-cache",
        ],
    )
    assert result.exit_code == 0, result.output
    assert "3 done, 0 failed" in " ".join(result.output.split())
    listed = runner.invoke(app, ["runs", "list", str(tmp_path / "runs")], env={"COLUMNS": "200"})
    assert listed.exit_code == 0
    assert "toy1" in listed.output and "finished" in listed.output
    exported = runner.invoke(app, ["runs", "export", str(out), "--format", "jsonl"])
    assert exported.exit_code == 0
    records = [json.loads(line) for line in exported.output.splitlines()]
    assert [r["sample_id"] for r in records] == ["s000", "s001", "s002"]
    target = tmp_path / "export.jsonl"
    runner.invoke(app, ["runs", "export", str(out), "-o", str(target)])
    assert len(target.read_text().splitlines()) == 3


def test_errors_are_one_clear_line(tmp_path: Path) -> None:
    bad_model = runner.invoke(
        app,
        ["run", "suite", TOY, "--model", "nosuch/x", "-o", str(tmp_path / "a"), "--no-progress"],
    )
    assert bad_model.exit_code == 2
    assert "error: unknown model string 'nosuch/x'" in " ".join(bad_model.output.split())
    assert "Traceback" not in bad_model.output
    missing = runner.invoke(app, ["runs", "export", str(tmp_path / "nothing")])
    assert missing.exit_code == 2
    assert "is not a run directory" in " ".join(missing.output.split())
    bad_fmt = runner.invoke(app, ["runs", "export", str(tmp_path), "--format", "csv"])
    assert bad_fmt.exit_code == 2
    no_key = runner.invoke(
        app,
        [
            "run",
            "suite",
            TOY,
            "--model",
            "anthropic/claude-x",
            "-o",
            str(tmp_path / "b"),
            "--no-progress",
        ],
        env={"ANTHROPIC_API_KEY": ""},
    )
    assert no_key.exit_code == 2
    assert "set the environment variable ANTHROPIC_API_KEY" in " ".join(no_key.output.split())
    resume_missing = runner.invoke(app, ["run", "resume", str(tmp_path / "zzz"), "--no-progress"])
    assert resume_missing.exit_code == 2
    assert "is not a run directory" in " ".join(resume_missing.output.split())


def test_existing_output_dir_is_not_overwritten(tmp_path: Path) -> None:
    out = tmp_path / "r"
    args = [
        "run",
        "suite",
        TOY,
        "--model",
        "scripted/echo",
        "--set",
        "n=1",
        "-o",
        str(out),
        "--no-progress",
        "--no-cache",
    ]
    assert runner.invoke(app, args).exit_code == 0
    again = runner.invoke(app, args)
    assert again.exit_code == 2
    assert "already holds a run; use --resume" in " ".join(again.output.split())


def test_models_check_against_the_fake_provider() -> None:
    from tests.fake_provider.server import FakeProviderServer, ScriptedReply, ScriptedToolCall

    with FakeProviderServer() as server:
        server.enqueue(
            ScriptedReply(text="ready"),
            ScriptedReply(tool_calls=(ScriptedToolCall("get_weather", {"city": "Paris"}),)),
        )
        result = runner.invoke(
            app,
            ["models", "check", "openai-compatible/fake", "--base-url", server.openai_base_url],
            env={"COLUMNS": "200"},
        )
        assert result.exit_code == 0, result.output
        assert "text: 'ready'" in result.output
        assert 'tool call: get_weather({"city": "Paris"})' in result.output
        body = server.requests[1].json
        assert body["tools"][0]["function"]["name"] == "get_weather"
        server.enqueue(ScriptedReply(text="ready"), ScriptedReply(text="no tools for me"))
        lazy = runner.invoke(
            app, ["models", "check", "openai-compatible/fake", "--base-url", server.openai_base_url]
        )
        assert lazy.exit_code == 1
        assert "did not call the tool" in lazy.output


def test_openai_transport_flag_reaches_the_adapter_and_the_run_config(tmp_path: Path) -> None:
    from tests.fake_provider.server import FakeProviderServer, ScriptedReply

    from mmtoolbench.store.run_store import RunStore

    with FakeProviderServer() as server:
        server.enqueue(*[ScriptedReply(text="hi")] * 2)
        out = tmp_path / "run"
        result = runner.invoke(
            app,
            [
                "run", "suite", TOY,
                "--model", "openai-compatible/fake",
                "--base-url", server.openai_base_url,
                "--openai-transport", "sdk",
                "--set", "n=1", "--set", "calls=2",
                "-o", str(out), "--no-progress", "--no-cache",
            ],
        )  # fmt: skip
        assert result.exit_code == 0, result.output
        # The SDK client announces itself; the direct client does not.
        assert all("x-stainless-retry-count" in r.headers for r in server.requests)
    with RunStore.open(out) as store:
        assert store.info().config["openai_transport"] == "sdk"

    bad = runner.invoke(app, ["run", "suite", TOY, "--openai-transport", "curl"])
    assert bad.exit_code == 2
    assert "curl" in bad.output


def test_reasoning_flags_reach_the_wire_the_stored_requests_and_the_run_config(
    tmp_path: Path,
) -> None:
    from tests.fake_provider.server import FakeProviderServer, ScriptedReply

    from mmtoolbench.store.run_store import RunStore

    with FakeProviderServer() as server:
        server.enqueue(*[ScriptedReply(text="hi", reasoning_tokens=3)] * 2)
        out = tmp_path / "run"
        result = runner.invoke(
            app,
            [
                "run", "suite", TOY,
                "--model", "openai-compatible/fake",
                "--base-url", server.openai_base_url,
                "--reasoning", "high", "--thinking-budget", "4096",
                "--set", "n=1", "--set", "calls=2",
                "-o", str(out), "--no-progress", "--no-cache",
            ],
        )  # fmt: skip
        assert result.exit_code == 0, result.output
        for request in server.requests:
            assert request.json["reasoning_effort"] == "high"
            assert request.json["chat_template_kwargs"] == {
                "enable_thinking": True,
                "thinking_budget": 4096,
            }
    with RunStore.open(out) as store:
        config = store.info().config
        assert (config["reasoning"], config["thinking_budget"]) == ("high", 4096)
        calls = store.model_calls()
        assert len(calls) == 2
        for call in calls:
            assert call["request"]["config"]["reasoning"] == "high"
            assert call["response"]["usage"]["reasoning_tokens"] == 3

    bad = runner.invoke(
        app,
        [
            "run",
            "suite",
            TOY,
            "--model",
            "openai/gpt-x",
            "--thinking-budget",
            "100",
            "--no-progress",
        ],
    )
    assert bad.exit_code != 0
    assert "thinking-budget" in bad.output
    unknown = runner.invoke(app, ["run", "suite", TOY, "--reasoning", "extreme"])
    assert unknown.exit_code == 2
    assert "extreme" in unknown.output
