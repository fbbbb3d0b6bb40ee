"""Validity of every UI-mode scenario (``data/sandbox/ui_scenarios``), through the real
A2UI renderer: structure, the oracle at Entity F1 = 1 in both modes, doing nothing
scores 0, what the user enters is private (only the screen carries it), a wrong input on
the screen lowers the score, and the set keeps its variety of interaction patterns
(forms, multi-select, multi-screen rounds, sliders/dropdowns, corrections). The main
suite's checks (`test_suite_validity.py`) do not see these files; they live in their own
directory."""

from __future__ import annotations

import asyncio
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from datetime import date, timedelta
from functools import cache
from pathlib import Path

import pytest

from mmtoolbench.sandbox.scenario import (
    LoadedScenario,
    UiStep,
    builtin_ui_scenarios_dir,
    check_scenario,
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
#: UI scenarios: 1-6 images (a receipt alone can carry a form), 1-5 rounds
UI_IMAGES = (1, 6)
UI_ROUNDS = (1, 5)
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
    assert structure_problems(_loaded(path), images=UI_IMAGES, rounds=UI_ROUNDS) == []


def _is_choice(steps: list[UiStep], step: UiStep) -> bool:
    """Whether a click picks an option: ``Choose <option>``, or a click that opens the
    round's next screen (``View <option>`` on a list)."""
    return step.element.startswith("Choose ") or any(o.screen > step.screen for o in steps)


@scenario_files
def test_choice_is_private(path: Path) -> None:
    """Every round's decision is made on the screen: no value the user types, selects or
    sets and no option they click is stated in the query."""
    s = _loaded(path).scenario
    for number, rnd in enumerate(s.rounds, start=1):
        assert rnd.ui_actions, f"round {number} has no UI action"
        assert rnd.user_notes.strip(), f"round {number} has no private criterion"
        assert rnd.ui_actions[-1].action == "click", f"round {number} ends without a click"
        for step in rnd.ui_actions:
            if step.action in ("type", "select", "set"):
                said = step.value or ""
            elif step.action == "click" and _is_choice(rnd.ui_actions, step):
                said = step.element.split(" ", 1)[-1]  # "Choose X", "View X" -> "X"
            else:
                continue
            stated = re.search(rf"(?<!\w){re.escape(said.lower())}(?!\w)", rnd.query.lower())
            assert not said or stated is None, f"round {number} states {said!r}"
        solution = s.oracle_round(number)
        assert solution is not None and solution.after_ui_reply
        assert [st.tool for st in solution.steps][:2] == ["render_ui_screen", "show_ui_to_user"]


_DATE = re.compile(r"^\d{4}-\d{2}-\d{2}$")
_TIME = re.compile(r"^(\d{1,2}):(\d{2})$")
_NUMBER = re.compile(r"^-?\d+(\.\d+)?$")


def _mutated(value: str) -> str:
    """A plausible but different value of the same kind (date, time, number or text)."""
    if _DATE.match(value):
        return (date.fromisoformat(value) + timedelta(days=1)).isoformat()
    if _DATE.match(value[:10]) and value[10:11] == "T":
        return (date.fromisoformat(value[:10]) + timedelta(days=1)).isoformat() + value[10:]
    if m := _TIME.match(value):
        return f"{(int(m.group(1)) + 1) % 24:02d}:{m.group(2)}"
    if m := _NUMBER.match(value):
        decimals = len(m.group(1)) - 1 if m.group(1) else 0
        return f"{float(value) + 1:.{decimals}f}"
    return value + " extra"


def _wrong_steps(loaded: LoadedScenario) -> list[UiStep]:
    """The last round's UI plan with its first changeable input changed: a toggle left
    out, one of several selections of a picker left out, a typed or set value changed,
    or another round's option selected or clicked instead (same screen of the round)."""
    s = loaded.scenario
    steps = list(s.rounds[-1].ui_actions)
    selects = Counter(st.element for st in steps if st.action == "select")
    for i, st in enumerate(steps):
        if st.action == "toggle" or (st.action == "select" and selects[st.element] > 1):
            return steps[:i] + steps[i + 1 :]
        if st.action in ("type", "set") and st.value:
            return [
                *steps[:i],
                st.model_copy(update={"value": _mutated(st.value)}),
                *steps[i + 1 :],
            ]
        key = {"select": "value", "click": "element"}.get(st.action)
        if key is None:
            continue
        others = [
            getattr(o, key)
            for r in s.rounds
            for o in r.ui_actions
            if o.action == st.action
            and o.screen == st.screen
            and getattr(o, key) != getattr(st, key)
        ]
        if others:
            return [*steps[:i], st.model_copy(update={key: others[0]}), *steps[i + 1 :]]
    raise AssertionError("no decisive input to change: every round makes the same inputs")


def _wrong_input(loaded: LoadedScenario) -> LoadedScenario:
    """The scenario with the last round's decisive input changed (see `_wrong_steps`)."""
    s = loaded.scenario
    moved = s.rounds[-1].model_copy(update={"ui_actions": _wrong_steps(loaded)})
    return LoadedScenario(s.model_copy(update={"rounds": [*s.rounds[:-1], moved]}), loaded.path)


async def _checks(loaded: LoadedScenario, catalog: object) -> dict[str, list[str]]:
    async def wrong_input() -> list[str]:
        moved = await _episode(_wrong_input(loaded), loaded.scenario, "tool-use", catalog)
        return [] if moved.entity.f1 < 1.0 else ["a wrong input on the screen still scores F1 = 1"]

    out: dict[str, list[str]] = {}
    for name, check in (
        ("oracle", lambda: oracle_problems(loaded, catalog)),
        ("do_nothing", lambda: do_nothing_problems(loaded, catalog)),
        ("wrong_input", wrong_input),
    ):
        try:  # a crash is a problem of that check (and the batch result is still cached)
            out[name] = await check()
        except Exception as exc:
            out[name] = [f"{type(exc).__name__}: {exc}"]
    return out


_RESULTS: dict[Path, dict[str, list[str]]] = {}


@pytest.fixture(scope="session")
def results(request: pytest.FixtureRequest) -> dict[Path, dict[str, list[str]]]:
    """Episode checks of the UI scenarios this session selected (``-k`` picks a few),
    4 at a time (they wait on the browser and the interpreter, so they overlap)."""
    here = Path(__file__).resolve()
    wanted = [
        item.callspec.params["path"]
        for item in request.session.items
        if Path(str(item.path)).resolve() == here
        and hasattr(item, "callspec")
        and "path" in item.callspec.params
    ]
    todo = sorted({p for p in wanted if p not in _RESULTS})

    async def run() -> None:
        gate = asyncio.Semaphore(4)

        async def one(path: Path) -> None:
            async with gate:
                _RESULTS[path] = await _checks(_loaded(path), _catalog())

        await asyncio.gather(*(one(p) for p in todo))

    if todo:
        asyncio.run(run())
    return _RESULTS


@pytest.mark.slow
@scenario_files
def test_oracle_reaches_f1_one_in_both_modes(
    path: Path, results: dict[Path, dict[str, list[str]]]
) -> None:
    assert results[path]["oracle"] == []


@pytest.mark.slow
@scenario_files
def test_doing_nothing_scores_zero(path: Path, results: dict[Path, dict[str, list[str]]]) -> None:
    assert results[path]["do_nothing"] == []


@pytest.mark.slow
@scenario_files
def test_a_wrong_input_scores_below_one(
    path: Path, results: dict[Path, dict[str, list[str]]]
) -> None:
    """The user making another choice or typing another value (the oracle unchanged)
    must lower Entity F1."""
    assert results[path]["wrong_input"] == []


# --------------------------------------------------------------------------- variety

PATTERNS = ("choose", "form", "multi_select", "multi_step", "slider_number_select", "correction")


def interaction_patterns(loaded: LoadedScenario) -> set[str]:
    """The interaction patterns a UI scenario exercises, derived from its UI plan:

    * ``choose``: a round decided by one click or one single selection among options;
    * ``form``: a round that types values into two or more fields before submitting;
    * ``multi_select``: a round that toggles several checkboxes or selects several
      options of one multiple-selection picker;
    * ``multi_step``: a round acted on over two or more screens (list -> details ->
      confirm: the agent renders the next screen in response to the first input);
    * ``slider_number_select``: a slider or number value set, or a dropdown selection;
    * ``correction``: a later round that only changes a value filled in earlier (on the
      confirmation screen) and saves it.
    """
    out: set[str] = set()
    filled: dict[str, str] = {}
    for number, rnd in enumerate(loaded.scenario.rounds, start=1):
        steps = rnd.ui_actions
        typed = {st.element for st in steps if st.action == "type"}
        selects = Counter(st.element for st in steps if st.action == "select")
        toggles = [st for st in steps if st.action == "toggle"]
        clicks = [st for st in steps if st.action == "click"]
        if len(typed) >= 2:
            out.add("form")
        if len(toggles) >= 2 or any(n >= 2 for n in selects.values()):
            out.add("multi_select")
        if len({st.screen for st in steps}) >= 2:
            out.add("multi_step")
        if any(st.action == "set" for st in steps) or any(n == 1 for n in selects.values()):
            out.add("slider_number_select")
        single = list(selects.values()) == [1]
        if any(c.element.startswith("Choose ") for c in clicks) or (
            single and not typed and not toggles and not any(st.action == "set" for st in steps)
        ):
            out.add("choose")
        changed = [
            st
            for st in steps
            if st.action in ("type", "set")
            and st.element in filled
            and filled[st.element] != st.value
        ]
        decided = any(c.element.startswith("Choose ") for c in clicks) or toggles or selects
        if number > 1 and changed and not decided:
            out.add("correction")
        for st in steps:
            if st.action in ("type", "set", "select") and st.value is not None:
                filled[st.element] = st.value
    return out


def test_interaction_patterns_are_varied() -> None:
    """Every interaction pattern is exercised by at least 4 UI scenarios, the set spans
    several backend domains, option counts and image counts (so variety cannot silently
    regress)."""
    counts: Counter[str] = Counter()
    domains: Counter[str] = Counter()
    image_counts: set[int] = set()
    for path in FILES:
        loaded = _loaded(path)
        found = interaction_patterns(loaded)
        assert found, f"{path.stem}: no recognised interaction pattern"
        counts.update(found)
        domains.update(d for d in loaded.scenario.domains if d != "ui")
        image_counts.add(len(loaded.scenario.images))
    assert len(FILES) >= 50
    short = {p: counts[p] for p in PATTERNS if counts[p] < 4}
    assert not short, f"patterns with fewer than 4 scenarios: {short} (all: {dict(counts)})"
    assert len(domains) >= 8, dict(domains)
    assert {1, 2, 3, 4} <= image_counts, sorted(image_counts)


def test_pattern_classifier_tells_patterns_apart() -> None:
    """The classifier on hand-made plans (so the variety test can fail)."""
    s = _loaded(FILES[0]).scenario

    def with_plans(*plans: Sequence[Mapping[str, object]]) -> LoadedScenario:
        rounds = [
            s.rounds[0].model_copy(update={"ui_actions": [UiStep.model_validate(x) for x in p]})
            for p in plans
        ]
        return LoadedScenario(s.model_copy(update={"rounds": rounds}), FILES[0])

    click: Mapping[str, object] = {"action": "click", "element": "Save"}
    assert interaction_patterns(with_plans([{"action": "click", "element": "Choose A"}])) == {
        "choose"
    }
    form: list[Mapping[str, object]] = [
        {"action": "type", "element": "Amount", "value": "12.50"},
        {"action": "type", "element": "Date", "value": "2025-06-01"},
        click,
    ]
    fix: list[Mapping[str, object]] = [
        {"action": "type", "element": "Amount", "value": "14.50"},
        click,
    ]
    assert interaction_patterns(with_plans(form, fix)) == {"form", "correction"}
    toggles: list[Mapping[str, object]] = [
        {"action": "toggle", "element": "Mon"},
        {"action": "toggle", "element": "Wed"},
    ]
    assert interaction_patterns(with_plans([*toggles, click])) == {"multi_select"}
    steps: list[Mapping[str, object]] = [
        {"action": "click", "element": "View A"},
        {"action": "set", "element": "Quantity", "value": "3", "screen": 2},
        {"action": "click", "element": "Confirm", "screen": 2},
    ]
    assert interaction_patterns(with_plans(steps)) == {"multi_step", "slider_number_select"}


def test_multi_screen_plans_are_checked() -> None:
    """A round's UI steps name its screens 1, 2... without a gap, and ``more_ui`` stages
    need the round's ``after_ui``: a scenario breaking either is refused, precisely."""
    path = builtin_ui_scenarios_dir() / "ui_flow_dentist.yaml"
    s = _loaded(path).scenario
    assert check_scenario(s, base_dir=path.parent) == []
    first = s.rounds[0]
    gap = [st.model_copy(update={"screen": 3}) if st.screen == 2 else st for st in first.ui_actions]
    broken = s.model_copy(
        update={"rounds": [first.model_copy(update={"ui_actions": gap}), *s.rounds[1:]]}
    )
    problems = [str(p) for p in check_scenario(broken, base_dir=path.parent)]
    assert problems == [
        "<scenario>: rounds[0].ui_actions: the steps' screens must be 1, 2, ... without a gap "
        "(got [1, 3])"
    ]
    oracle = s.oracle_solution[0].model_copy(update={"after_ui": [], "after_ui_reply": None})
    broken = s.model_copy(update={"oracle_solution": [oracle, *s.oracle_solution[1:]]})
    problems = [str(p) for p in check_scenario(broken, base_dir=path.parent)]
    assert (
        "<scenario>: oracle_solution[0].more_ui: more_ui needs after_ui and after_ui_reply"
        in problems
    )
