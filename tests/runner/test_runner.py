"""The runner: concurrency, per-sample error isolation, resume, selection, seeds."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.runner.run import RunConfig, derive_seed, resume_run, start_run
from mmtoolbench.runner.suites import resolve_suite
from mmtoolbench.store.run_store import RunStore

TOY = "tests.runner.toy_suite:build_suite"


def config(**kw: Any) -> RunConfig:
    base: dict[str, Any] = {
        "suite": TOY,
        "models": {"agent": "scripted/echo"},
        "cache": False,
        "max_concurrency": 4,
    }
    base.update(kw)
    return RunConfig(**base)


def metrics(run_dir: Path) -> dict[str, Any]:
    with RunStore.open(run_dir) as store:
        return {row.key: row.metrics for row in store.samples() if row.status == "done"}


async def test_run_records_everything(tmp_path: Path) -> None:
    summary = await start_run(
        config(suite_options={"n": 5, "calls": 3}), tmp_path / "r", progress=False
    )
    assert (summary.done, summary.failed, summary.total, summary.interrupted) == (5, 0, 5, False)
    with RunStore.open(tmp_path / "r") as store:
        info = store.info()
        assert info.status == "finished" and info.suite == TOY
        assert info.config["models"] == {"agent": "scripted/echo"}
        rows = store.samples()
        assert [r.sample_id for r in rows] == [f"s{i:03d}" for i in range(5)]
        assert all(r.model_calls == 3 and r.input_tokens > 0 for r in rows)
        calls = store.model_calls("s002#0")
        assert [c["role"] for c in calls] == ["agent"] * 3
        assert calls[0]["response"]["text"] == "sample 2 turn 0"
        assert calls[0]["request"]["config"]["seed"] == derive_seed(0, "s002", 0)
        assert len(store.messages("s002#0")) == 6
    assert (tmp_path / "r" / "run.log").is_file()


async def test_one_failing_sample_does_not_stop_the_run(tmp_path: Path) -> None:
    opts = {"n": 6, "fail_ids": ["s001"], "crash_ids": ["s004"]}
    summary = await start_run(config(suite_options=opts), tmp_path / "r", progress=False)
    assert (summary.done, summary.failed) == (4, 2)
    with RunStore.open(tmp_path / "r") as store:
        errors = {r.sample_id: r.error for r in store.samples("error")}
    assert errors["s001"] == "ToolError: sample s001 is configured to fail"
    assert "RuntimeError: simulated bug" in (errors["s004"] or "")
    assert "Traceback" in (errors["s004"] or "")


async def test_resume_reruns_only_what_is_missing_or_failed(tmp_path: Path) -> None:
    flag = tmp_path / "flag"
    flag.write_text("x")
    opts = {"n": 4, "fail_while_exists": str(flag)}
    first = await start_run(config(suite_options=opts), tmp_path / "r", progress=False)
    assert (first.done, first.failed) == (0, 4)
    flag.unlink()
    second = await resume_run(tmp_path / "r", progress=False)
    assert (second.done, second.failed, second.skipped) == (4, 0, 0)
    third = await resume_run(tmp_path / "r", progress=False)
    assert (third.done, third.skipped) == (0, 4)
    with RunStore.open(tmp_path / "r") as store:
        rows = store.samples()
        assert len(rows) == 4 and {r.attempts for r in rows} == {2}
        assert store.info().status == "finished"


async def test_selection_repeats_and_seeds(tmp_path: Path) -> None:
    cfg = config(suite_options={"n": 10}, ids=["s007", "s002", "s005"], limit=2, repeats=3, seed=11)
    summary = await start_run(cfg, tmp_path / "r", progress=False)
    assert summary.done == 6
    with RunStore.open(tmp_path / "r") as store:
        keys = sorted(r.key for r in store.samples())
        seeds = {r.key: r.seed for r in store.samples()}
    assert keys == [f"{s}#{r}" for s in ("s002", "s007") for r in range(3)]
    assert seeds["s002#1"] == derive_seed(11, "s002", 1) != derive_seed(11, "s002", 0)


async def test_unknown_ids_and_suites_are_clear_errors(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="unknown sample ids: nope"):
        await start_run(config(ids=["nope"]), tmp_path / "r", progress=False)
    with pytest.raises(ConfigError, match="unknown suite 'nope'; built-in suites: atp, sandbox"):
        resolve_suite("nope", {})
    with pytest.raises(ConfigError, match="cannot load suite"):
        resolve_suite("no_such_module:x", {})


async def test_replay_reproduces_a_run_without_calling_models(tmp_path: Path) -> None:
    await start_run(config(suite_options={"n": 3}, seed=5), tmp_path / "orig", progress=False)
    replay_cfg = config(
        suite_options={"n": 3}, seed=5, models={"agent": f"replay/{tmp_path / 'orig'}"}
    )
    summary = await start_run(replay_cfg, tmp_path / "replay", progress=False)
    assert summary.done == 3
    assert metrics(tmp_path / "replay") == metrics(tmp_path / "orig")
    other_seed = config(
        suite_options={"n": 3}, seed=6, models={"agent": f"replay/{tmp_path / 'orig'}"}
    )
    bad = await start_run(other_seed, tmp_path / "bad", progress=False)
    assert bad.failed == 3
    with RunStore.open(tmp_path / "bad") as store:
        assert "this request was never made in the recorded run" in (store.samples()[0].error or "")


async def test_export_is_complete_jsonl(tmp_path: Path) -> None:
    await start_run(config(suite_options={"n": 2}), tmp_path / "r", progress=False)
    with RunStore.open(tmp_path / "r") as store:
        lines = [json.dumps(x) for x in store.export_jsonl()]
    assert len(lines) == 2
    record = json.loads(lines[0])
    assert {"messages", "model_calls", "metrics", "run"} <= set(record)
