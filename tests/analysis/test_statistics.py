"""Tests of mmtoolbench.stats.

Published numbers come from the MM-ToolSandBox paper (Appendix B Tables 5-6, Appendix C
Table 8, Appendix D Table 10; seed text at /work/shared/seeds/mm-toolsandbox.txt).
"""

from __future__ import annotations

import math
from itertools import combinations

import numpy as np
import pytest
from scipy import stats

from mmtoolbench.stats import (
    BootstrapCI,
    Confusion,
    bootstrap_ci,
    cohen_kappa,
    confusion,
    fleiss_kappa,
    format_p,
    labels_from_counts,
    mean_pairwise_agreement,
    mean_pairwise_cohen_kappa,
    paired_bootstrap_ci,
    pearson,
    rank,
    raw_agreement,
    spearman,
)

# --------------------------------------------------------------------------------------
# Paper reproduction: Appendix B (judge vs. human majority)
# --------------------------------------------------------------------------------------

# Table 6, agent judge (Claude 4.5 Sonnet) vs. human majority, n = 100:
#                judge=pass judge=fail total
#   human=pass        32        12      44
#   human=fail         2        54      56
# Truth is the human majority, so tp=32, fn=12, fp=2, tn=54.
AGENT_JUDGE = Confusion.from_counts(tp=32, fp=2, tn=54, fn=12)

# Table 6, user judge vs. human (single annotator):
#   human=pass        73        17      90
#   human=fail         6         4      10
USER_JUDGE = Confusion.from_counts(tp=73, fp=6, tn=4, fn=17)


def test_table6_agent_judge_reproduces_table5_sonnet_row() -> None:
    truth, judge = AGENT_JUDGE.to_labels()
    assert len(truth) == 100
    assert sum(truth) == 44  # human-majority pass rate 0.44
    assert raw_agreement(truth, judge) == pytest.approx(0.86)
    assert round(cohen_kappa(truth, judge), 3) == 0.709
    c = confusion(truth, judge)
    assert c == AGENT_JUDGE
    assert round(c.accuracy, 3) == 0.86
    assert round(c.cohen_kappa, 3) == 0.709
    assert round(c.fpr, 3) == 0.036  # 2 / 56
    assert round(c.fnr, 3) == 0.273  # 12 / 44
    assert c.predicted_pass_rate == pytest.approx(0.34)
    assert c.truth_pass_rate == pytest.approx(0.44)
    assert (c.fp, c.negatives) == (2, 56)  # "passes only 2 of the 56 human-negative"


def test_table6_user_judge_reproduces_text() -> None:
    truth, judge = USER_JUDGE.to_labels()
    assert raw_agreement(truth, judge) == pytest.approx(0.77)  # "raw agreement (77%)"
    assert round(cohen_kappa(truth, judge), 3) == 0.142  # "low kappa (0.142)"
    assert round(USER_JUDGE.cohen_kappa, 3) == 0.142


# Table 5: judge, raw, kappa, FPR, FNR, pass rate. Only the Sonnet row has a published
# confusion matrix; for the others we derive the counts from FPR (over the 56
# human-negatives) and FNR (over the 44 human-positives), check the derivation is unique,
# and then check the remaining three columns follow.
TABLE5 = [
    ("Claude 4.5 Sonnet", 0.86, 0.709, 0.036, 0.273, 0.34),
    ("Qwen 3.5-397B-A17B", 0.87, 0.741, 0.179, 0.068, 0.51),
    ("Gemini 3.0 Flash", 0.84, 0.677, 0.161, 0.159, 0.46),
    ("GPT-5.4 (thinking)", 0.80, 0.578, 0.036, 0.409, 0.28),
]


@pytest.mark.parametrize(("judge", "raw", "kappa", "fpr", "fnr", "pass_rate"), TABLE5)
def test_table5_rows_are_consistent(
    judge: str, raw: float, kappa: float, fpr: float, fnr: float, pass_rate: float
) -> None:
    negatives, positives = 56, 44
    fps = [k for k in range(negatives + 1) if round(k / negatives, 3) == fpr]
    fns = [k for k in range(positives + 1) if round(k / positives, 3) == fnr]
    assert len(fps) == 1 and len(fns) == 1, judge
    fp, fn = fps[0], fns[0]
    c = Confusion.from_counts(tp=positives - fn, fp=fp, tn=negatives - fp, fn=fn)
    truth, predicted = labels_from_counts(c.tp, c.fp, c.tn, c.fn)
    assert round(raw_agreement(truth, predicted), 2) == raw
    assert round(cohen_kappa(truth, predicted), 3) == kappa
    assert round(c.predicted_pass_rate, 2) == pass_rate
    assert round(c.fpr, 3) == fpr and round(c.fnr, 3) == fnr


# --------------------------------------------------------------------------------------
# Paper reproduction: correlations (Tables 8 and 10)
# --------------------------------------------------------------------------------------

# Table 8, Agent SR (%) of 10 agents under three judges (same row order).
TABLE8_SONNET = [11.6, 19.0, 34.9, 26.0, 35.3, 19.0, 41.5, 41.5, 33.7, 48.8]
TABLE8_GEMINI = [15.1, 20.5, 39.5, 27.1, 39.6, 24.2, 50.4, 46.4, 36.8, 53.5]
TABLE8_QWEN = [21.3, 26.4, 47.3, 36.1, 44.5, 24.2, 51.1, 47.2, 36.8, 58.5]


def test_table8_pairwise_spearman() -> None:
    # The Sonnet column has ties (19.0 x2, 41.5 x2), so this also exercises average ranks.
    # Sonnet vs Qwen is the rho = 0.951 quoted in Appendix B.3.
    assert round(spearman(TABLE8_SONNET, TABLE8_QWEN).rho, 3) == 0.951
    columns = [TABLE8_SONNET, TABLE8_GEMINI, TABLE8_QWEN]
    rhos = [spearman(a, b).rho for a, b in combinations(columns, 2)]
    # "pairwise Spearman rho = 0.95-0.99": S-G 0.994, S-Q 0.951, G-Q 0.952.
    assert round(min(rhos), 2) == 0.95
    assert round(max(rhos), 2) == 0.99


def test_table10_generator_ablation_correlations() -> None:
    # Agent SR of Sonnet, GPT-5.4, Qwen 397B, Opus on Gemini- vs GPT-5.4-generated sets.
    gemini_generated = [0.35, 0.39, 0.37, 0.52]
    gpt_generated = [0.26, 0.31, 0.36, 0.43]
    rho = spearman(gemini_generated, gpt_generated)
    r = pearson(gemini_generated, gpt_generated)
    assert round(rho.rho, 2) == 0.80
    assert round(r.r, 2) == 0.87
    assert rho.n == r.n == 4
    assert rho.p_value is not None and 0.0 < rho.p_value <= 1.0 and 0.0 < r.p_value <= 1.0


def test_spearman_p_value_is_undefined_below_four_pairs() -> None:
    """Three perfectly ranked points: scipy's t approximation says p = 0, which is wrong."""
    three = spearman([1.0, 2.0, 3.0], [10.0, 20.0, 30.0])
    assert three.rho == 1.0 and three.p_value is None
    assert format_p(three.p_value) == "undefined (n < 4)"
    four = spearman([1.0, 2.0, 3.0, 4.0], [10.0, 20.0, 40.0, 30.0])
    assert four.p_value is not None and format_p(four.p_value) == f"{four.p_value:.3g}"


# --------------------------------------------------------------------------------------
# Agreement: textbook and hand-computed cases
# --------------------------------------------------------------------------------------

# Fleiss (1971) example as worked on Wikipedia: 10 items, 14 raters, 5 categories,
# kappa = 0.210 (P_bar = 0.378, P_e = 0.213).
FLEISS_WIKIPEDIA = [
    [0, 0, 0, 0, 14],
    [0, 2, 6, 4, 2],
    [0, 0, 3, 5, 6],
    [0, 3, 9, 2, 0],
    [2, 2, 8, 1, 1],
    [7, 7, 0, 0, 0],
    [3, 2, 6, 3, 0],
    [2, 5, 3, 2, 2],
    [6, 5, 2, 1, 0],
    [0, 2, 2, 3, 7],
]


def test_fleiss_kappa_textbook_count_matrix() -> None:
    assert round(fleiss_kappa(FLEISS_WIKIPEDIA, counts=True), 3) == 0.210
    assert round(fleiss_kappa(np.array(FLEISS_WIKIPEDIA), counts=True), 3) == 0.210


def test_fleiss_kappa_label_layout_matches_count_layout() -> None:
    categories = ["a", "b", "c", "d", "e"]
    items = [
        [cat for cat, k in zip(categories, row, strict=True) for _ in range(k)]
        for row in FLEISS_WIKIPEDIA
    ]
    assert fleiss_kappa(items) == pytest.approx(fleiss_kappa(FLEISS_WIKIPEDIA, counts=True))


def test_fleiss_kappa_two_raters_is_scotts_pi() -> None:
    # Two raters over 50 items: 20 yes/yes, 5 yes/no, 10 no/yes, 15 no/no.
    # Pooled p(yes) = 55/100, so P_e = 0.55^2 + 0.45^2 = 0.505 and p_o = 0.7.
    items = [[1, 1]] * 20 + [[1, 0]] * 5 + [[0, 1]] * 10 + [[0, 0]] * 15
    assert fleiss_kappa(items) == pytest.approx((0.7 - 0.505) / (1 - 0.505))


def test_fleiss_kappa_degenerate_single_category() -> None:
    assert fleiss_kappa([[True, True, True]] * 5) == 1.0
    assert fleiss_kappa([[0, 3]] * 4, counts=True) == 1.0


def test_cohen_kappa_hand_computed_binary() -> None:
    # Same 50-item table: p_o = 0.7, rater A yes 25/50, rater B yes 30/50,
    # p_e = 0.5 * 0.6 + 0.5 * 0.4 = 0.5, kappa = 0.2 / 0.5 = 0.4.
    a = ["yes"] * 20 + ["yes"] * 5 + ["no"] * 10 + ["no"] * 15
    b = ["yes"] * 20 + ["no"] * 5 + ["yes"] * 10 + ["no"] * 15
    assert raw_agreement(a, b) == pytest.approx(0.7)
    assert cohen_kappa(a, b) == pytest.approx(0.4)
    assert cohen_kappa(b, a) == pytest.approx(0.4)


def test_cohen_kappa_hand_computed_three_categories() -> None:
    # p_o = 3/4; marginals a: x2 y1 z1, b: x1 y2 z1; p_e = (2 + 2 + 1) / 16 = 5/16;
    # kappa = (12/16 - 5/16) / (11/16) = 7/11.
    a = ["x", "x", "y", "z"]
    b = ["x", "y", "y", "z"]
    assert cohen_kappa(a, b) == pytest.approx(7 / 11)


def test_cohen_kappa_extremes_and_degenerate() -> None:
    assert cohen_kappa([True, False, True], [True, False, True]) == 1.0
    assert cohen_kappa([True, False], [False, True]) == pytest.approx(-1.0)
    # Expected agreement is 1: defined as 1.0.
    assert cohen_kappa([True] * 4, [True] * 4) == 1.0
    assert cohen_kappa(np.array([1, 1, 0]), np.array([1, 1, 0])) == 1.0


def test_mean_pairwise_statistics() -> None:
    r1 = [1, 1, 0, 0, 1, 0, 1, 1]
    r2 = [1, 0, 0, 0, 1, 0, 1, 1]
    r3 = [1, 1, 0, 1, 1, 0, 0, 1]
    raters = [r1, r2, r3]
    expected_kappa = np.mean([cohen_kappa(r1, r2), cohen_kappa(r1, r3), cohen_kappa(r2, r3)])
    expected_raw = np.mean([raw_agreement(r1, r2), raw_agreement(r1, r3), raw_agreement(r2, r3)])
    assert mean_pairwise_cohen_kappa(raters) == pytest.approx(expected_kappa)
    assert mean_pairwise_agreement(raters) == pytest.approx(expected_raw)


# --------------------------------------------------------------------------------------
# Confusion
# --------------------------------------------------------------------------------------


def test_confusion_round_trip_and_accepted_label_types() -> None:
    truth, predicted = labels_from_counts(3, 1, 4, 2)
    assert confusion(truth, predicted) == Confusion(tp=3, fp=1, tn=4, fn=2)
    as_ints = [int(v) for v in truth], [int(v) for v in predicted]
    assert confusion(*as_ints) == Confusion(tp=3, fp=1, tn=4, fn=2)
    assert confusion(np.array(truth), np.array(predicted)) == Confusion(3, 1, 4, 2)


def test_confusion_rates() -> None:
    c = Confusion.from_counts(tp=6, fp=2, tn=8, fn=4)
    assert c.n == 20
    assert c.accuracy == pytest.approx(0.7)
    assert c.fpr == pytest.approx(0.2)
    assert c.fnr == pytest.approx(0.4)
    assert c.recall == pytest.approx(0.6)
    assert c.specificity == pytest.approx(0.8)
    assert c.precision == pytest.approx(0.75)
    assert c.f1 == pytest.approx(2 * 0.75 * 0.6 / (0.75 + 0.6))
    assert c.truth_pass_rate == pytest.approx(0.5)
    assert c.predicted_pass_rate == pytest.approx(0.4)


def test_confusion_zero_denominators_are_nan() -> None:
    c = Confusion.from_counts(tp=3, fp=0, tn=0, fn=1)
    assert math.isnan(c.fpr) and math.isnan(c.specificity)
    assert c.fnr == pytest.approx(0.25)
    empty = Confusion.from_counts(0, 0, 0, 0)
    assert math.isnan(empty.accuracy) and math.isnan(empty.cohen_kappa)


def test_confusion_validation() -> None:
    with pytest.raises(ValueError, match="fp must be non-negative"):
        Confusion.from_counts(tp=1, fp=-1, tn=0, fn=0)
    with pytest.raises(ValueError, match="tp must be an integer"):
        Confusion.from_counts(tp=1.5, fp=0, tn=0, fn=0)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match=r"truth\[1\] is not a binary label"):
        confusion([True, "pass"], [True, False])
    with pytest.raises(ValueError, match=r"predicted\[0\] is not a binary label"):
        confusion([True], [2])
    with pytest.raises(ValueError, match="same length"):
        confusion([True, False], [True])


# --------------------------------------------------------------------------------------
# Correlation
# --------------------------------------------------------------------------------------


def test_spearman_with_ties_uses_average_ranks() -> None:
    x = [1.0, 2.0, 2.0, 3.0, 5.0, 5.0, 4.0]
    y = [2.0, 1.0, 4.0, 4.0, 6.0, 7.0, 3.0]
    expected = stats.pearsonr(stats.rankdata(x), stats.rankdata(y)).statistic
    assert spearman(x, y).rho == pytest.approx(expected)
    assert spearman(x, y).rho == pytest.approx(spearman(y, x).rho)


def test_pearson_known_value() -> None:
    assert pearson([1, 2, 3, 4], [2, 4, 6, 8]).r == pytest.approx(1.0)
    assert pearson([1, 2, 3], [3, 2, 1]).r == pytest.approx(-1.0)


@pytest.mark.parametrize("fn", [spearman, pearson])
def test_correlation_errors(fn: object) -> None:
    assert callable(fn)
    with pytest.raises(ValueError, match="x is constant"):
        fn([1.0, 1.0, 1.0], [1.0, 2.0, 3.0])
    with pytest.raises(ValueError, match="y is constant"):
        fn([1.0, 2.0, 3.0], [0.5, 0.5, 0.5])
    with pytest.raises(ValueError, match="same length"):
        fn([1.0, 2.0, 3.0], [1.0, 2.0])
    with pytest.raises(ValueError, match="at least 3"):
        fn([1.0, 2.0], [2.0, 1.0])
    with pytest.raises(ValueError, match=r"y\[1\] is not finite"):
        fn([1.0, 2.0, 3.0], [1.0, math.nan, 3.0])


# --------------------------------------------------------------------------------------
# Bootstrap
# --------------------------------------------------------------------------------------


def test_bootstrap_is_deterministic_given_seed() -> None:
    values = np.random.default_rng(123).normal(size=40)
    first = bootstrap_ci(values, seed=7)
    assert bootstrap_ci(values, seed=7) == first
    assert bootstrap_ci(values, seed=8) != first
    point, low, high = first
    assert isinstance(first, BootstrapCI)
    assert point == pytest.approx(float(np.mean(values)))
    assert low < point < high


def test_bootstrap_fast_mean_path_matches_generic_path() -> None:
    values = np.random.default_rng(9).normal(size=30)
    fast = bootstrap_ci(values, n_resamples=500, seed=3)
    generic = bootstrap_ci(values, lambda v: float(np.mean(v)), n_resamples=500, seed=3)
    assert fast.low == pytest.approx(generic.low)
    assert fast.high == pytest.approx(generic.high)


def test_bootstrap_success_rate_matches_normal_approximation() -> None:
    successes = [True] * 44 + [False] * 56
    point, low, high = bootstrap_ci(successes, n_resamples=4000)
    half_width = 1.96 * math.sqrt(0.44 * 0.56 / 100)
    assert point == pytest.approx(0.44)
    assert low == pytest.approx(0.44 - half_width, abs=0.02)
    assert high == pytest.approx(0.44 + half_width, abs=0.02)


def test_bootstrap_coverage_sanity() -> None:
    data_rng = np.random.default_rng(2024)
    n_datasets, true_mean = 200, 1.0
    covered = 0
    for i in range(n_datasets):
        sample = data_rng.normal(loc=true_mean, scale=2.0, size=60)
        ci = bootstrap_ci(sample, n_resamples=400, seed=i)
        covered += ci.low <= true_mean <= ci.high
    assert 0.88 <= covered / n_datasets <= 0.99


def test_bootstrap_confidence_widens_interval() -> None:
    values = np.random.default_rng(5).normal(size=50)
    narrow = bootstrap_ci(values, confidence=0.5)
    wide = bootstrap_ci(values, confidence=0.99)
    assert wide.low < narrow.low < narrow.high < wide.high


def test_bootstrap_rows_of_rater_matrix() -> None:
    truth, judge = AGENT_JUDGE.to_labels()
    matrix = np.column_stack([truth, judge])
    ci = bootstrap_ci(matrix, lambda m: cohen_kappa(m[:, 0], m[:, 1]), n_resamples=300, seed=1)
    assert ci.point == pytest.approx(cohen_kappa(truth, judge))
    assert ci.low < ci.point < ci.high


def test_paired_bootstrap_difference_of_success_rates() -> None:
    a = [True] * 60 + [False] * 40
    b = [True] * 45 + [False] * 55
    ci = paired_bootstrap_ci(a, b, n_resamples=1000)
    assert ci.point == pytest.approx(0.15)
    assert ci.low < 0.15 < ci.high
    assert paired_bootstrap_ci(a, b, n_resamples=1000) == ci
    with pytest.raises(ValueError, match="same length"):
        paired_bootstrap_ci(a, b[:-1])


def test_bootstrap_errors() -> None:
    with pytest.raises(ValueError, match="non-empty"):
        bootstrap_ci([])
    with pytest.raises(ValueError, match="confidence"):
        bootstrap_ci([1.0, 2.0], confidence=1.0)
    with pytest.raises(ValueError, match="n_resamples"):
        bootstrap_ci([1.0, 2.0], n_resamples=0)
    with pytest.raises(ValueError, match="original data"):
        bootstrap_ci([1.0, 2.0], lambda v: math.nan)
    # FPR of a judge is undefined on resamples that contain no truth-negative.
    truth, judge = Confusion.from_counts(tp=5, fp=1, tn=0, fn=0).to_labels()
    with pytest.raises(ValueError, match="not finite on"):
        bootstrap_ci(
            np.column_stack([truth, judge]),
            lambda m: confusion(m[:, 0].astype(bool), m[:, 1].astype(bool)).fpr,
            n_resamples=200,
        )


# --------------------------------------------------------------------------------------
# Ranking and input validation
# --------------------------------------------------------------------------------------


def test_rank() -> None:
    scores = [0.5, 0.9, 0.9, 0.1]
    assert rank(scores) == [3.0, 1.0, 1.0, 4.0]
    assert rank(scores, descending=False) == [2.0, 3.0, 3.0, 1.0]
    assert rank(scores, method="average") == [3.0, 1.5, 1.5, 4.0]
    assert rank(scores, method="dense") == [2.0, 1.0, 1.0, 3.0]
    with pytest.raises(ValueError, match="non-empty"):
        rank([])
    with pytest.raises(ValueError, match="not finite"):
        rank([1.0, math.nan])


def test_agreement_input_errors() -> None:
    with pytest.raises(ValueError, match=r"same length \(got 3 and 2\)"):
        raw_agreement([1, 0, 1], [1, 0])
    with pytest.raises(ValueError, match="non-empty"):
        cohen_kappa([], [])
    with pytest.raises(ValueError, match="not a single string"):
        cohen_kappa("abc", "abd")
    with pytest.raises(ValueError, match="NaN"):
        cohen_kappa([1.0, math.nan], [1.0, 1.0])
    with pytest.raises(ValueError, match="one-dimensional"):
        raw_agreement(np.zeros((2, 2)), np.zeros((2, 2)))
    with pytest.raises(ValueError, match="at least two raters"):
        mean_pairwise_cohen_kappa([[1, 0, 1]])


def test_fleiss_input_errors() -> None:
    with pytest.raises(ValueError, match="at least one item"):
        fleiss_kappa([])
    with pytest.raises(ValueError, match="same number of ratings"):
        fleiss_kappa([[1, 0, 1], [1, 0]])
    with pytest.raises(ValueError, match="same number of ratings"):
        fleiss_kappa([[1, 2], [0, 2]], counts=True)
    with pytest.raises(ValueError, match="at least 2 ratings"):
        fleiss_kappa([["a"], ["b"]])
    with pytest.raises(ValueError, match="negative"):
        fleiss_kappa([[3, -1], [1, 1]], counts=True)
    with pytest.raises(ValueError, match="integer counts"):
        fleiss_kappa([[True, False], [False, True]], counts=True)
    with pytest.raises(ValueError, match="2-D"):
        fleiss_kappa([1, 2, 3], counts=True)  # type: ignore[list-item]
