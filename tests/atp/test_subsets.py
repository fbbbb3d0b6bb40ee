"""ATP subsets (``--subset all|ablation``), the dry run and the whole-dataset judge pass."""

from __future__ import annotations

import re
import time
from collections import Counter
from pathlib import Path

import pytest
from tests.atp.test_atp_suite import judge_reply
from typer.testing import CliRunner

from mmtoolbench.atp.dataset import load_bundled_samples
from mmtoolbench.atp.schema import ATPCategory, ATPSample
from mmtoolbench.atp.subsets import (
    ABLATION_PER_CATEGORY,
    SUBSETS,
    intent_quotas,
    select_subset,
    subset_stats,
)
from mmtoolbench.atp.suite import ATPOptions, build_suite
from mmtoolbench.cli import app
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.models.scripted import ScriptedModel
from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.store.run_store import RunStore

runner = CliRunner()


@pytest.fixture(scope="module")
def bundled() -> list[ATPSample]:
    return load_bundled_samples()


def clones(template: ATPSample, category: str, plan: dict[str, int]) -> list[ATPSample]:
    """``plan[intent]`` copies of ``template`` per intent, ids interleaved across intents."""
    out: list[ATPSample] = []
    for intent, n in plan.items():
        for k in range(n):
            sid = f"x-{category.lower()}-{k:03d}-{intent}"
            out.append(
                template.model_copy(
                    update={"id": sid, "category": ATPCategory(category), "intent": intent}
                )
            )
    return out


def test_intent_quotas_share_evenly_and_redistribute() -> None:
    assert intent_quotas({"a": 50, "b": 50, "c": 50}, 100) == {"a": 34, "b": 33, "c": 33}
    assert intent_quotas({"a": 10, "b": 80, "c": 80}, 100) == {"a": 10, "b": 45, "c": 45}
    assert intent_quotas({"a": 10, "b": 20, "c": 30}, 100) == {"a": 10, "b": 20, "c": 30}
    assert intent_quotas({"a": 60, "b": 60}, 100) == {"a": 50, "b": 50}
    assert intent_quotas({"a": 0, "b": 5}, 100) == {"a": 0, "b": 5}
    assert intent_quotas({}, 100) == {}


def test_ablation_is_stratified_by_intent_and_takes_smallest_ids(
    bundled: list[ATPSample],
) -> None:
    manual = clones(
        bundled[0],
        "Manual",
        {"step-by-step-procedure": 60, "part-identification": 20, "troubleshooting": 70},
    )
    fashion = clones(bundled[0], "Fashion", {"outfit-recommendation": 30, "style-preview": 20})
    samples = list(reversed(manual)) + fashion  # dataset order is not id order
    chosen = select_subset(samples, "ablation")
    per_intent = Counter((s.category.value, s.intent) for s in chosen)
    assert per_intent == {
        ("Manual", "step-by-step-procedure"): 41,  # 34 + 7 of part-identification's 14
        ("Manual", "part-identification"): 20,
        ("Manual", "troubleshooting"): 39,  # 33 + 6
        ("Fashion", "outfit-recommendation"): 30,
        ("Fashion", "style-preview"): 20,
    }
    ids = {s.id for s in chosen}
    assert "x-manual-038-troubleshooting" in ids and "x-manual-039-troubleshooting" not in ids
    # dataset order is kept
    positions = [samples.index(s) for s in chosen]
    assert positions == sorted(positions)
    # deterministic, and independent of the dataset's order
    again = select_subset(list(reversed(samples)), "ablation")
    assert {s.id for s in again} == ids
    assert select_subset(samples, "all") == samples


def test_ablation_on_the_bundled_set(bundled: list[ATPSample]) -> None:
    chosen = select_subset(bundled, "ablation")
    totals = Counter(s.category.value for s in bundled)
    picked = Counter(s.category.value for s in chosen)
    for category, n in totals.items():
        assert picked[category] == min(n, ABLATION_PER_CATEGORY), category
    stats = subset_stats(chosen)
    assert stats.total == len(chosen) == sum(picked.values())
    assert sum(stats.per_intent.values()) == stats.total


def test_unknown_subset_names_the_accepted_ones() -> None:
    assert SUBSETS == ("all", "ablation")
    with pytest.raises(ConfigError, match=r"subset: Input should be 'all' or 'ablation'"):
        ATPOptions.parse({"subset": "ablaton"})
    with pytest.raises(ConfigError, match="accepted: all, ablation"):
        select_subset([], "first100")
    assert len(build_suite({"subset": "ablation"}).samples()) == len(
        select_subset(load_bundled_samples(), "ablation")
    )
    cli = runner.invoke(app, ["run", "atp", "--subset", "ablaton", "--dry-run"])
    assert cli.exit_code == 2
    assert "'ablaton' is not one of 'all', 'ablation'" in re.sub(r"[\s│]+", " ", cli.output)
    via_set = runner.invoke(
        app, ["run", "suite", "atp", "--set", "subset=ablaton", "--limit", "0", "--no-progress"]
    )
    assert via_set.exit_code == 2
    assert "subset: Input should be 'all' or 'ablation'" in via_set.output


def test_dry_run_prints_the_subset_per_category_and_runs_nothing(
    bundled: list[ATPSample], tmp_path: Path
) -> None:
    out = tmp_path / "run"
    result = runner.invoke(
        app,
        ["run", "atp", "--subset", "ablation", "--limit", "0", "--dry-run", "-o", str(out)],
        env={"COLUMNS": "200"},
    )
    assert result.exit_code == 0, result.output
    assert not out.exists()
    expected = Counter(s.category.value for s in select_subset(bundled, "ablation"))
    for category, n in expected.items():
        assert re.search(rf"│ {category}\s+│\s+│\s+{n} │", result.output), category
    total = sum(expected.values())
    assert f"would run 0 of {total} samples after --limit 0" in result.output
    stats = runner.invoke(app, ["atp", "stats", "--subset", "all"], env={"COLUMNS": "200"})
    assert stats.exit_code == 0
    assert f"{len(bundled)} samples; ground truths with 2+ tool calls" in stats.output


async def test_mam_judge_runs_on_every_bundled_sample(
    bundled: list[ATPSample], tmp_path: Path
) -> None:
    """The oracle's answers (the ground truths) through the whole suite with a scripted judge."""
    judge = ScriptedModel("scripted/judge", judge_reply)
    config = RunConfig(
        suite="atp",
        models={"agent": "oracle", "judge": "scripted/judge"},
        cache=False,
        max_concurrency=32,
    )
    start = time.perf_counter()
    summary = await start_run(config, tmp_path / "r", progress=False, models={"judge": judge})
    assert (summary.done, summary.failed) == (len(bundled), 0)
    with RunStore.open(tmp_path / "r") as store:
        verdicts = store.verdicts()
        rows = store.samples()
    assert len(verdicts) == len(bundled)
    assert all("judge_error" not in r.output for r in rows)
    assert all(r.metrics["valid"] and r.metrics["tool_set_f1"] == 1.0 for r in rows)
    assert all(r.metrics["success_rate"] == 1.0 for r in rows)
    assert time.perf_counter() - start < 240
