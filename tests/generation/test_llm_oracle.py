"""The LLM-oracle solvability check (seed §5.1) against the fake provider over HTTP.

The fake "oracle model" reads the requests the real adapter sends: it finds the ground
truth in its system prompt (as a real oracle would), works out the round from the user
messages and the runtime image ids from the ``[image img_N]`` markers, and calls the
tools one step at a time, resolving ``save_as`` placeholders from the tool results it got
back. The fake judge passes what it is shown.
"""

from __future__ import annotations

import contextlib
import json
import re
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from mmtoolbench.cli.app import app
from mmtoolbench.generation.models import build_stage_models, close_models
from mmtoolbench.generation.oracle import llm_oracle_check_files
from mmtoolbench.sandbox.evaluate.judges import AGENT_CRITERIA
from mmtoolbench.sandbox.scenario import (
    Scenario,
    builtin_scenarios_dir,
    find_scenario_files,
    load_scenario,
    resolve_placeholders,
)
from tests.generation.wire import ComputingProvider

N_SCENARIOS = 3


def _simple_scenarios(limit: int = N_SCENARIOS, every: int = 1) -> list[Path]:
    """Bundled scenarios whose reference solution is tool calls only (no code cells):
    the first ``limit``, taking every ``every``-th."""
    picked = []
    for file in find_scenario_files([builtin_scenarios_dir()])[::every]:
        scenario = load_scenario(file).scenario
        steps = [s for r in scenario.oracle_solution for s in [*r.steps, *r.after_ui]]
        if all(s.tool for s in steps) and not any(r.ui_actions for r in scenario.rounds):
            picked.append(file)
        if len(picked) == limit:
            break
    return picked


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    return "\n".join(p.get("text", "") for p in content or [] if p.get("type") == "text")


class OracleBrain:
    """Plays a scenario from the ground truth, one tool call per request."""

    def __init__(self, scenarios: dict[str, Scenario], lazy: bool = False) -> None:
        self.scenarios = scenarios
        self.lazy = lazy
        self.ground_truth_seen = 0

    def __call__(self, body: dict[str, Any]) -> Any:
        messages = body["messages"]
        system = _text(messages[0]["content"])
        if body["model"] == "fake-judge":
            return json.dumps(
                {
                    "criteria": {c: {"analysis": "ok", "pass": True} for c in AGENT_CRITERIA},
                    "overall": "pass",
                    "reasoning": "the diff matches the criteria",
                }
            )
        assert "## Ground truth (oracle solvability check)" in system
        self.ground_truth_seen += 1
        scenario = next(
            s for s in self.scenarios.values() if s.completion_criteria.strip() in system
        )
        # a user message right after tool results carries their images: not a new turn
        user_turns = [
            i
            for i, m in enumerate(messages)
            if m["role"] == "user" and messages[i - 1]["role"] != "tool"
        ]
        number = len(user_turns)
        runtime = re.findall(
            r"\[image (img_\d+)\]", "\n".join(_text(messages[i]["content"]) for i in user_turns)
        )
        order = [i for r in scenario.rounds for i in r.images]
        images = dict(zip(order, runtime, strict=False))
        oracle = scenario.oracle_round(number)
        steps = [] if self.lazy or oracle is None else oracle.steps
        after = messages[user_turns[-1] + 1 :]
        done = sum(1 for m in after if m["role"] == "tool")
        if done < len(steps):
            saved: dict[str, Any] = {}
            results = [m for m in messages if m["role"] == "tool"]
            step = steps[done]
            # results of earlier steps of every round, in order, for save_as placeholders
            flat = [
                s
                for k in range(1, number + 1)
                for s in (scenario.oracle_round(k).steps if scenario.oracle_round(k) else [])
            ]
            for k, result in enumerate(results):
                if k < len(flat) and flat[k].save_as:
                    with contextlib.suppress(json.JSONDecodeError):  # JSON, then image markers
                        text = _text(result["content"]).strip()
                        saved[flat[k].save_as] = json.JSONDecoder().raw_decode(text)[0]
            arguments = resolve_placeholders(step.arguments, images, saved)
            return {"tool_calls": [{"name": step.tool, "arguments": arguments}]}
        return oracle.reply if oracle else "Done."


def _check(tmp_path: Path, lazy: bool, files: list[Path] | None = None) -> dict[Path, Any]:
    import asyncio

    files = files or _simple_scenarios()
    brain = OracleBrain({str(f): load_scenario(f).scenario for f in files}, lazy=lazy)
    server = ComputingProvider(raw=brain).start()
    try:
        strings = {
            "oracle": "openai-compatible/fake-oracle",
            "judge": "openai-compatible/fake-judge",
        }
        models = build_stage_models(strings, base_url=server.openai_base_url, cache=False)

        async def go() -> dict[Path, Any]:
            try:
                return await llm_oracle_check_files(
                    files, models=models, model_strings=strings, run_dir=tmp_path / "run"
                )
            finally:
                await close_models(models)

        results = asyncio.run(go())
    finally:
        server.stop()
    assert brain.ground_truth_seen > 0
    return results


def test_llm_oracle_passes_bundled_scenarios(tmp_path: Path) -> None:
    results = _check(tmp_path, lazy=False)
    assert len(results) == N_SCENARIOS
    for file, check in results.items():
        assert not isinstance(check, str), check
        assert check.passed, (file, check.problems)
        assert check.entity_f1 >= 0.9 and check.judge_passed


@pytest.mark.slow
def test_llm_oracle_across_the_bundled_suite(tmp_path: Path) -> None:
    """Every sixth bundled scenario (each group represented), over HTTP."""
    files = _simple_scenarios(limit=1000, every=6)
    assert len(files) >= 25
    results = _check(tmp_path, lazy=False, files=files)
    failed = {f.name: c for f, c in results.items() if isinstance(c, str) or not c.passed}
    assert failed == {}


def test_llm_oracle_fails_an_oracle_that_does_nothing(tmp_path: Path) -> None:
    results = _check(tmp_path, lazy=True)
    for check in results.values():
        assert not isinstance(check, str), check
        assert not check.passed
        assert any("Entity F1 0.000 < 0.9" in p for p in check.problems)


def test_validate_reports_which_oracle_check_ran(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("MMTB_CACHE_DIR", str(tmp_path / "cache"))
    files = _simple_scenarios()[:2]
    brain = OracleBrain({str(f): load_scenario(f).scenario for f in files})
    server = ComputingProvider(raw=brain).start()
    try:
        result = CliRunner().invoke(
            app,
            [
                "validate", *map(str, files), "--oracle-check", "llm",
                "--model", "openai-compatible/fake-oracle",
                "--judge-model", "openai-compatible/fake-judge",
                "--base-url", server.openai_base_url,
                "--oracle-run-dir", str(tmp_path / "oracle-run"),
            ],
        )  # fmt: skip
    finally:
        server.stop()
    assert result.exit_code == 0, result.output
    assert result.output.count("oracle llm: Entity F1 1.000, agent judge pass") == 2
    assert "(oracle check: llm, Entity F1 >= 0.9 and agent judge pass)" in result.output
    assert (tmp_path / "oracle-run" / "run.sqlite").is_file()

    refused = CliRunner().invoke(app, ["validate", str(files[0]), "--oracle-check", "llm"])
    assert refused.exit_code == 2
    assert "needs the oracle's model (--model)" in refused.output
