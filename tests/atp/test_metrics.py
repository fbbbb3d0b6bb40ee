"""Tests of mmtoolbench.atp.metrics with hand-computed expectations."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mmtoolbench.atp.metrics import (
    TOOL_ORDER,
    AnswerRecord,
    JudgeOutcome,
    SetScores,
    aggregate_mam,
    call_count_distribution,
    format_validity,
    judge_outcome,
    plan_metrics,
    records_from_samples,
    set_scores,
    tool_adoption_rates,
    tool_set_report,
)
from mmtoolbench.atp.parse import ParsedAnswer, parse_answer
from mmtoolbench.atp.schema import ATPCategory, ATPSample, ToolName
from mmtoolbench.atp.taxonomy import intent_slugs


def tag(tool: str, params: dict[str, Any]) -> str:
    body = {"tool_name": tool, "description": "d", "params": params}
    return f"<tool>{json.dumps(body)}</tool>"


REF0 = tag("Reference", {"img_index": 0})
SEARCH = tag("Search", {"query": "q"})
SEARCH_SQ = "<tool>{'tool_name': 'Search', 'description': 'd', 'params': {'query': 'q2'}}</tool>"
PAINTER = tag("Painter", {"prompt": "p"})
DIFF = tag("Diffusion", {"prompt": "p"})
EDIT0 = tag("Edit", {"img_index": 0, "prompt": "p"})


def answer(*calls: str, num_images: int | None = None) -> ParsedAnswer:
    text = "\n\n".join(["Intro.", *calls, "Outro."])
    return parse_answer(text, num_images=num_images)


# A1 (Recipe): uses {Reference, Search}, GT {Reference, Diffusion}: P = R = F1 = 1/2.
# A2 (Recipe): no calls, GT {Search}: P = R = F1 = 0.
# A3 (Travel): Search (valid), Search (recovered JSON), Painter (unknown): uses {Search};
#     GT {Search}: 1, 1, 1.
# A4 (Travel): no calls, GT {}: 1, 1, 1.
# A5 (no category): Diffusion (valid), Edit (index 0 with no images: invalid): uses
#     {Diffusion, Edit}; GT {Diffusion, Code}: 1/2, 1/2, 1/2.
A1 = answer(REF0, SEARCH, num_images=1)
A2 = answer(num_images=1)
A3 = answer(SEARCH, SEARCH_SQ, PAINTER, num_images=0)
A4 = answer(num_images=0)
A5 = answer(DIFF, EDIT0, num_images=0)
ANSWERS = [A1, A2, A3, A4, A5]
RECORDS = [
    AnswerRecord(A1, frozenset({"Reference", "Diffusion"}), ATPCategory.RECIPE, "a1"),
    AnswerRecord(A2, frozenset({ToolName.SEARCH}), "Recipe", "a2"),
    AnswerRecord(A3, frozenset({"Search"}), "Travel", "a3"),
    AnswerRecord(A4, frozenset(), "Travel", "a4"),
    AnswerRecord(A5, frozenset({"Diffusion", "Code"}), None, "a5"),
]


def approx(scores: SetScores | None, p: float, r: float, f1: float) -> bool:
    assert scores is not None
    return (scores.precision, scores.recall, scores.f1) == pytest.approx((p, r, f1))


def test_fixture_is_what_the_comments_say() -> None:
    assert [len(a.calls) for a in ANSWERS] == [2, 0, 3, 0, 2]
    assert [[c.valid for c in a.calls] for a in ANSWERS] == [
        [True, True],
        [],
        [True, False, False],
        [],
        [True, False],
    ]
    assert A3.calls[1].lenient_valid and not A3.calls[2].lenient_valid
    assert A5.calls[1].violations[0].code.value == "img_index_out_of_range"


# --------------------------------------------------------------------------- set P/R/F1


@pytest.mark.parametrize(
    ("predicted", "truth", "expected"),
    [
        (set(), set(), (1.0, 1.0, 1.0)),
        (set(), {"Search"}, (0.0, 0.0, 0.0)),
        ({"Search"}, set(), (0.0, 0.0, 0.0)),
        ({"Search"}, {"Search"}, (1.0, 1.0, 1.0)),
        ({"Search", "Code"}, {"Search"}, (0.5, 1.0, 2 / 3)),
        ({"Search"}, {"Search", "Edit", "Code"}, (1.0, 1 / 3, 0.5)),
        ({"Diffusion"}, {"Search"}, (0.0, 0.0, 0.0)),
        (["Search", "Search"], ["Search"], (1.0, 1.0, 1.0)),
    ],
)
def test_set_scores(
    predicted: set[str], truth: set[str], expected: tuple[float, float, float]
) -> None:
    assert approx(set_scores(predicted, truth), *expected)


def test_tool_set_report() -> None:
    report = tool_set_report(RECORDS)
    assert report.n_samples == 5
    assert [s.f1 for s in report.per_sample] == pytest.approx([0.5, 0.0, 1.0, 1.0, 0.5])
    # macro: (0.5 + 0 + 1 + 1 + 0.5) / 5 = 0.6 for P, R and F1.
    assert approx(report.macro, 0.6, 0.6, 0.6)
    # micro: TP = 1 + 0 + 1 + 0 + 1 = 3, FP = 1 + 0 + 0 + 0 + 1 = 2, FN = 1 + 1 + 0 + 0 + 1 = 3.
    assert approx(report.micro, 3 / 5, 3 / 6, 2 * 0.6 * 0.5 / 1.1)
    assert list(report.per_category) == ["Recipe", "Travel"]
    assert approx(report.per_category["Recipe"], 0.25, 0.25, 0.25)
    assert approx(report.per_category["Travel"], 1.0, 1.0, 1.0)
    assert approx(report.category_macro, 0.625, 0.625, 0.625)


def test_tool_set_report_valid_only() -> None:
    # A5 then uses only {Diffusion} against {Diffusion, Code}: P = 1, R = 1/2, F1 = 2/3.
    report = tool_set_report(RECORDS, valid_only=True)
    assert approx(report.per_sample[4], 1.0, 0.5, 2 / 3)


def test_tool_set_report_empty() -> None:
    report = tool_set_report([])
    assert report.n_samples == 0
    assert report.macro is None and report.micro is None and report.category_macro is None
    assert report.per_category == {}


# --------------------------------------------------------------------------- plan statistics


def test_call_count_distribution() -> None:
    dist = call_count_distribution(ANSWERS)
    assert dist.n_answers == 5
    assert dist.counts == {0: 2, 1: 0, 2: 2, 3: 1}
    assert dist.mean == pytest.approx(7 / 5)
    assert dist.shares() == pytest.approx({0: 0.4, 1: 0.0, 2: 0.4, 3: 0.2})
    assert dist.binned(top=2) == {"0": 2, "1": 0, "2+": 3}
    valid = call_count_distribution(ANSWERS, valid_only=True)
    assert valid.counts == {0: 2, 1: 2, 2: 1}
    empty = call_count_distribution([])
    assert (empty.n_answers, empty.counts, empty.mean) == (0, {}, None)
    assert empty.binned(top=1) == {"0": 0, "1+": 0}


def test_tool_adoption_rates() -> None:
    assert tool_adoption_rates(ANSWERS) == pytest.approx(
        {"Reference": 0.2, "Diffusion": 0.2, "Search": 0.4, "Code": 0.0, "Edit": 0.2}
    )
    assert tool_adoption_rates(ANSWERS, valid_only=True)["Edit"] == 0.0
    assert tool_adoption_rates([]) == dict.fromkeys(TOOL_ORDER)


def test_format_validity() -> None:
    report = format_validity(ANSWERS)
    assert (report.n_answers, report.n_calls, report.n_valid_calls) == (5, 7, 4)
    assert report.call_validity_rate == pytest.approx(4 / 7)
    assert report.lenient_call_validity_rate == pytest.approx(5 / 7)
    assert report.answer_validity_rate == pytest.approx(3 / 5)
    assert report.per_tool_calls == {
        "Reference": 1,
        "Diffusion": 1,
        "Search": 3,
        "Code": 0,
        "Edit": 1,
    }
    assert report.per_tool == pytest.approx(
        {"Reference": 1.0, "Diffusion": 1.0, "Search": 2 / 3, "Code": None, "Edit": 0.0}
    )
    assert report.unknown_tool_calls == 1
    assert report.violation_counts == {
        "img_index_out_of_range": 1,
        "recovered_json": 1,
        "unknown_tool": 1,
    }
    empty = format_validity([])
    assert empty.call_validity_rate is None and empty.answer_validity_rate is None


def test_plan_metrics_overall_and_per_category() -> None:
    metrics = plan_metrics(RECORDS)
    assert metrics.n_answers == 5
    assert metrics.call_counts.counts == {0: 2, 1: 0, 2: 2, 3: 1}
    assert metrics.validity.n_calls == 7
    assert list(metrics.per_category) == ["Recipe", "Travel"]
    recipe = metrics.per_category["Recipe"]
    assert recipe.n_answers == 2
    assert recipe.adoption == pytest.approx(
        {"Reference": 0.5, "Diffusion": 0.0, "Search": 0.5, "Code": 0.0, "Edit": 0.0}
    )
    assert approx(recipe.tool_sets.macro, 0.25, 0.25, 0.25)
    assert recipe.per_category == {}
    travel = metrics.per_category["Travel"]
    assert travel.validity.call_validity_rate == pytest.approx(1 / 3)
    dumped = metrics.to_dict()
    assert json.loads(json.dumps(dumped))["per_category"]["Travel"]["n_answers"] == 2


def test_records_from_samples() -> None:
    ground_truth = f"Step one.\n\n{REF0}\n\nThe place.\n\n{SEARCH}\n"
    sample = ATPSample(
        id="recipe-1",
        category=ATPCategory.RECIPE,
        intent=intent_slugs(ATPCategory.RECIPE)[0],
        type="VQA",
        query="How do I fold dumplings?",
        images=[{"index": 0, "path": "a.png", "caption": "wrapper", "source": "user-upload"}],
        ground_truth=ground_truth,
        ground_truth_tools=[ToolName.SEARCH, ToolName.REFERENCE],
    )
    records = records_from_samples([sample], [A1])
    assert records[0].ground_truth_tools == {"Reference", "Search"}
    assert records[0].category == "Recipe"
    assert records[0].sample_id == "recipe-1"
    assert approx(tool_set_report(records).macro, 1.0, 1.0, 1.0)
    with pytest.raises(ValueError, match="1 samples but 2 answers"):
        records_from_samples([sample], [A1, A2])


# --------------------------------------------------------------------------- MAM


OUTCOMES = [
    JudgeOutcome(80, 0, (True, False), ("Reference", "Search"), "Recipe"),
    JudgeOutcome(40, 2, (), (), ATPCategory.RECIPE),
    JudgeOutcome(90, 1, (True, True, False), ("Search", "Search", None), "Travel"),
    JudgeOutcome(70, 1, (True,)),
]


def test_aggregate_mam_overall() -> None:
    overall = aggregate_mam(OUTCOMES).overall
    assert overall.n_samples == 4
    assert overall.final_score == pytest.approx((80 + 40 + 90 + 70) / 4)
    assert overall.missed_images == pytest.approx((0 + 2 + 1 + 1) / 4)
    # SR pools calls: (1 + 0 + 2 + 1) successful of (2 + 0 + 3 + 1) calls.
    assert (overall.n_calls, overall.n_successful_calls) == (6, 4)
    assert overall.success_rate == pytest.approx(4 / 6)
    # Per tool, only calls with a known tool count: Reference 1/1, Search 2/3.
    assert overall.per_tool_success_rate == pytest.approx(
        {"Reference": 1.0, "Diffusion": None, "Search": 2 / 3, "Code": None, "Edit": None}
    )
    assert overall.per_tool_calls == {
        "Reference": 1,
        "Diffusion": 0,
        "Search": 3,
        "Code": 0,
        "Edit": 0,
    }


def test_aggregate_mam_per_category() -> None:
    report = aggregate_mam(OUTCOMES)
    assert list(report.per_category) == ["Recipe", "Travel"]
    recipe = report.per_category["Recipe"]
    assert (recipe.final_score, recipe.missed_images, recipe.success_rate) == pytest.approx(
        (60.0, 1.0, 0.5)
    )
    travel = report.per_category["Travel"]
    assert (travel.final_score, travel.missed_images, travel.success_rate) == pytest.approx(
        (90.0, 1.0, 2 / 3)
    )
    assert json.loads(json.dumps(report.to_dict()))["overall"]["n_calls"] == 6


def test_aggregate_mam_empty() -> None:
    overall = aggregate_mam([]).overall
    assert overall.n_samples == 0
    assert overall.final_score is None and overall.success_rate is None
    assert overall.missed_images is None


def test_judge_outcome_from_parsed_answer() -> None:
    outcome = judge_outcome(
        A3, final_score=55, missed_images=1, call_success=[True, False, False], category="Travel"
    )
    assert outcome.call_tools == ("Search", "Search", None)
    assert aggregate_mam([outcome]).overall.per_tool_success_rate["Search"] == 0.5
    with pytest.raises(ValueError, match="3 calls"):
        judge_outcome(A3, final_score=55, missed_images=1, call_success=[True])


@pytest.mark.parametrize(
    "kwargs",
    [
        {"final_score": 101, "missed_images": 0},
        {"final_score": -1, "missed_images": 0},
        {"final_score": float("nan"), "missed_images": 0},
        {"final_score": 50, "missed_images": -1},
        {
            "final_score": 50,
            "missed_images": 0,
            "call_success": (True,),
            "call_tools": ("Search", "Code"),
        },
    ],
)
def test_judge_outcome_validation(kwargs: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        JudgeOutcome(**kwargs)


def test_judge_outcome_without_tools_is_allowed() -> None:
    outcome = JudgeOutcome(50, 0, [True, False], [])  # type: ignore[arg-type]
    assert outcome.call_success == (True, False)
    assert aggregate_mam([outcome]).overall.per_tool_calls["Search"] == 0


def test_oracle_answers_score_perfectly_on_bundled_samples() -> None:
    from mmtoolbench.atp.dataset import DatasetError, load_bundled_samples

    try:
        samples = load_bundled_samples()
    except DatasetError as exc:  # pragma: no cover - data is added by the dataset owner
        pytest.skip(f"bundled dataset not available: {exc}")
    answers = [parse_answer(s.ground_truth, num_images=len(s.images)) for s in samples]
    metrics = plan_metrics(records_from_samples(samples, answers))
    assert approx(metrics.tool_sets.macro, 1.0, 1.0, 1.0)
    assert approx(metrics.tool_sets.category_macro, 1.0, 1.0, 1.0)
    assert metrics.validity.answer_validity_rate == 1.0
    assert set(metrics.per_category) <= {c.value for c in ATPCategory}
