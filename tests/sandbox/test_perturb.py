"""Perturbed oracles: misreadings found through image ground truth, the misreading agent."""

from __future__ import annotations

from mmtoolbench.sandbox.agents import OracleAgent
from mmtoolbench.sandbox.episode import EpisodeSettings, run_episode
from mmtoolbench.sandbox.perturb import (
    MisreadingOracleAgent,
    all_written_dates,
    doing_nothing,
    misreadings,
    with_extra_write,
    without_last_write,
    written_date,
)
from mmtoolbench.sandbox.scenario import builtin_scenarios_dir, load_scenario
from mmtoolbench.sandbox.suite import build_suite
from mmtoolbench.sandbox.user import ScriptedUser

BUILTIN = builtin_scenarios_dir()


def test_dates_are_read_in_the_usual_forms() -> None:
    assert written_date("Jun 14 2025") == (2025, 6, 14)
    assert written_date("14 JUN 2025") == (2025, 6, 14)
    assert written_date("Saturday June 21, 4 pm") == (None, 6, 21)
    assert written_date("06/14/2025") == (2025, 6, 14)
    assert written_date("Room 3") is None
    assert all_written_dates("from 2025-06-22T15:00 to Jun 23") == {(2025, 6, 22), (None, 6, 23)}


def test_misreadings_follow_the_decisive_strings() -> None:
    loaded = load_scenario(BUILTIN / "plumber_note.yaml")
    found = {(m.path, m.original, m.misread) for m in misreadings(loaded)}
    # the note's number, written differently in the oracle's argument, is found by its digits
    assert (("phone_number",), "415-555-0168", "415-555-0169") in found
    assert (("last_name",), "Alvarez", "Alvareza") not in found
    names = {m.original for m in misreadings(loaded)}
    assert "Bayside Plumbing" in names


def test_misreading_agent_is_deterministic_and_scores_below_one() -> None:
    loaded = load_scenario(BUILTIN / "dinner_split_requests.yaml")
    a = MisreadingOracleAgent.for_scenario(loaded, seed=3)
    b = MisreadingOracleAgent.for_scenario(loaded, seed=3)
    assert a.misreading is not None and a.misreading == b.misreading
    assert a.name == "oracle/misread" and isinstance(a, OracleAgent)


async def test_perturbed_solutions_lose_points() -> None:
    loaded = load_scenario(BUILTIN / "conference_cards.yaml")

    async def f1(scenario: object, agent: OracleAgent | None = None) -> float:
        result = await run_episode(
            loaded,
            agent=agent or OracleAgent(scenario),  # type: ignore[arg-type]
            user=ScriptedUser(loaded.scenario),
            settings=EpisodeSettings(mode="tool-use", discovery=False),
        )
        return result.entity.f1

    assert await f1(loaded.scenario) == 1.0
    assert await f1(doing_nothing(loaded.scenario)) == 0.0
    # the repeated create_contact_group is refused (same name): the fallback write counts
    assert await f1(with_extra_write(loaded.scenario, fallback=True)) < 1.0
    assert await f1(without_last_write(loaded.scenario)) < 1.0
    agent = MisreadingOracleAgent.for_scenario(loaded, seed=0)
    assert await f1(None, agent) < 1.0


def test_suite_option_misread_builds_the_misreading_agent() -> None:
    suite = build_suite({"scenarios": [str(BUILTIN / "plumber_note.yaml")], "misread": True})
    assert suite.options.misread
    plain = build_suite({"scenarios": [str(BUILTIN / "plumber_note.yaml")]})
    assert not plain.options.misread


def test_dates_written_day_first_are_read() -> None:
    from mmtoolbench.sandbox.perturb import all_written_dates, written_date

    assert written_date("14/06/2025") == (2025, 6, 14)
    assert written_date("06/14/2025") == (2025, 6, 14)
    assert written_date("Fällig am 14.06.2025") == (2025, 6, 14)
    assert all_written_dates("03/04/2025") == {(2025, 3, 4), (2025, 4, 3)}


def test_amounts_with_a_decimal_comma_count_as_written() -> None:
    from mmtoolbench.sandbox.validity import _forms

    assert {"1.234,56", "1234,56"} <= _forms(123456, "amount_cents")
    assert "48,20" in _forms(48.2)


def test_digit_runs_do_not_run_across_lines() -> None:
    from mmtoolbench.sandbox.validity import _written

    written = _written("call 415-555-0168\n09:30 delivered")
    assert "#digits:4155550168" in written
    assert not any(w.startswith("#digits:") and w.endswith("0930") for w in written)
