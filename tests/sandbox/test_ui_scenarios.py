"""Validity of every UI-mode scenario (``data/sandbox/ui_scenarios``), through the real
A2UI renderer: structure, the oracle at Entity F1 = 1 in both modes, doing nothing
scores 0, the choice is private (only the click carries it), and a different click
lowers the score. The main suite's checks (`test_suite_validity.py`) do not see these
files; they live in their own directory.
"""

from __future__ import annotations

import asyncio
from functools import cache
from pathlib import Path

import pytest

from mmtoolbench.sandbox.scenario import (
    LoadedScenario,
    UiStep,
    builtin_ui_scenarios_dir,
    find_scenario_files,
    load_scenario,
    validate_scenario_file,
)
from mmtoolbench.sandbox.validity import (
    _episode,
    do_nothing_problems,
    oracle_problems,
    structure_problems,
)

FILES = find_scenario_files([builtin_ui_scenarios_dir()])
IDS = [f.stem for f in FILES]
scenario_files = pytest.mark.parametrize("path", FILES, ids=IDS)


@cache
def _loaded(path: Path) -> LoadedScenario:
    return load_scenario(path)


@cache
def _catalog() -> object:
    from mmtoolbench.sandbox.episode import ToolCatalog

    return ToolCatalog("full", None)


def test_ui_scenarios_exist_and_are_named() -> None:
    assert FILES, "no UI scenario"
    for path in FILES:
        assert path.stem.startswith("ui_"), path
        assert "ui" in _loaded(path).scenario.domains


@scenario_files
def test_structure(path: Path) -> None:
    scenario, problems = validate_scenario_file(path)
    assert scenario is not None and problems == []
    assert structure_problems(_loaded(path)) == []


@scenario_files
def test_choice_is_private(path: Path) -> None:
    """Every round's decision is a click on the screen, never stated in the query."""
    s = _loaded(path).scenario
    for number, rnd in enumerate(s.rounds, start=1):
        assert rnd.ui_actions, f"round {number} has no UI action"
        assert rnd.user_notes.strip(), f"round {number} has no private criterion"
        assert rnd.ui_actions[-1].action == "click", f"round {number} ends without a click"
        for step in rnd.ui_actions:
            said = (step.value if step.action in ("type", "select") else step.element) or ""
            target = said.removeprefix("Choose ").lower()
            assert target not in rnd.query.lower(), f"round {number} states its choice"
        solution = s.oracle_round(number)
        assert solution is not None and solution.after_ui_reply
        assert [st.tool for st in solution.steps][:2] == ["render_ui_screen", "show_ui_to_user"]


def _decisive(steps: list[UiStep]) -> tuple[int, str]:
    """Index and key (``value`` of a select, else ``element`` of the last click) of the
    step that carries a round's choice."""
    for i, step in enumerate(steps):
        if step.action == "select":
            return i, "value"
    return len(steps) - 1, "element"


def _another_click(loaded: LoadedScenario) -> LoadedScenario:
    """The scenario with the last round's choice moved to another round's option."""
    s = loaded.scenario
    last = s.rounds[-1]
    index, key = _decisive(list(last.ui_actions))
    chosen = getattr(last.ui_actions[index], key)
    others = []
    for r in s.rounds:
        i, k = _decisive(list(r.ui_actions))
        if getattr(r.ui_actions[i], k) != chosen:
            others.append(getattr(r.ui_actions[i], k))
    assert others, "every round picks the same option"
    moved_step = last.ui_actions[index].model_copy(update={key: others[0]})
    steps = [*last.ui_actions[:index], moved_step, *last.ui_actions[index + 1 :]]
    moved = last.model_copy(update={"ui_actions": steps})
    return LoadedScenario(s.model_copy(update={"rounds": [*s.rounds[:-1], moved]}), loaded.path)


async def _checks(loaded: LoadedScenario, catalog: object) -> dict[str, list[str]]:
    async def another_click() -> list[str]:
        moved = await _episode(_another_click(loaded), loaded.scenario, "tool-use", catalog)
        return [] if moved.entity.f1 < 1.0 else ["clicking another option still scores F1 = 1"]

    out: dict[str, list[str]] = {}
    for name, check in (
        ("oracle", lambda: oracle_problems(loaded, catalog)),
        ("do_nothing", lambda: do_nothing_problems(loaded, catalog)),
        ("another_click", another_click),
    ):
        try:  # a crash is a problem of that check (and the batch result is still cached)
            out[name] = await check()
        except Exception as exc:
            out[name] = [f"{type(exc).__name__}: {exc}"]
    return out


@cache
def _results() -> dict[Path, dict[str, list[str]]]:
    """Episode checks of every UI scenario, 4 at a time (they wait on the browser and the
    interpreter, so they overlap)."""

    async def run() -> dict[Path, dict[str, list[str]]]:
        gate = asyncio.Semaphore(4)

        async def one(path: Path) -> tuple[Path, dict[str, list[str]]]:
            async with gate:
                return path, await _checks(_loaded(path), _catalog())

        return dict(await asyncio.gather(*(one(p) for p in FILES)))

    return asyncio.run(run())


@pytest.mark.slow
@scenario_files
def test_oracle_reaches_f1_one_in_both_modes(path: Path) -> None:
    assert _results()[path]["oracle"] == []


@pytest.mark.slow
@scenario_files
def test_doing_nothing_scores_zero(path: Path) -> None:
    assert _results()[path]["do_nothing"] == []


@pytest.mark.slow
@scenario_files
def test_another_click_scores_below_one(path: Path) -> None:
    """The user clicking another option (the oracle unchanged) must lower Entity F1."""
    assert _results()[path]["another_click"] == []
