"""Comparing sandbox runs: leaderboard and judge rank correlation (``mmtb compare``).

`compare_runs` evaluates each run (`mmtoolbench.sandbox.evaluate.metrics.evaluate_run`)
and ranks them by Agent SR (competition ranking, ties share a rank) with its bootstrap
95% CI, Entity F1, steps, agent tokens and cost.

It also measures how much the ranking depends on the judge (seed appendix C.2, Table 8):
every agent-judge model with verdicts in the compared runs gives one Agent SR per row,
and each pair of judges gets Spearman's rho (with p-value) over the rows both judged.
A row is an agent: when each agent appears once per judge, runs of the same agent judged
by different judges in separate run directories line up on one row; otherwise each run
is its own row (e.g. every run re-judged with ``mmtb judge`` by several judge models).
Rho needs at least three rows and non-constant rates; otherwise the pair carries a note.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel, Field

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.sandbox.evaluate.analyses import (
    CorrelationCI,
    F1Disagreement,
    correlation_with_ci,
    f1_sr_disagreement,
    order_rows,
    scenario_bootstrap_ci,
)
from mmtoolbench.sandbox.evaluate.judges import AGENT_JUDGE
from mmtoolbench.sandbox.evaluate.metrics import (
    FAILURE_CATEGORIES,
    FAILURE_LABELS,
    Estimate,
    GroupMetrics,
    RunEvaluation,
    TaxonomyMetrics,
    evaluate_run,
    select_verdicts,
    stored_verdicts,
)
from mmtoolbench.stats import rank, spearman
from mmtoolbench.store.run_store import RunStore

__all__ = [
    "FIGURE_DIMENSIONS",
    "Comparison",
    "CrossRunAnalyses",
    "JudgeCorrelation",
    "JudgePair",
    "LeaderboardRow",
    "RunAnalysis",
    "analyses_markdown",
    "compare_runs",
    "cross_run_analyses",
    "judge_correlation",
    "render_markdown",
    "write_comparison",
]


class LeaderboardRow(BaseModel):
    """One run on the leaderboard.

    Attributes:
        rank: Rank by Agent SR (1 is best; unjudged runs last).
        label: Run label (run id; the path when ids collide).
        run_dir: The run directory.
        agent: Agent model string.
        judge_model: The agent-judge model counted.
        n: Finished trajectories.
        n_judged: Trajectories with an agent verdict.
        agent_sr: Agent SR with its CI.
        entity_f1: Mean Entity F1 with its CI.
        user_sr: User SR.
        ui_sr: UI SR (UI-mode runs judged by the UI judge; None otherwise).
        avg_steps: Mean steps.
        avg_agent_tokens: Agent tokens per trajectory.
        agent_tokens_per_success: Agent tokens per agent pass.
        avg_cost_usd: Agent cost per trajectory.
        total_cost_usd: Agent cost in total.
    """

    rank: int = 0
    label: str
    run_dir: str
    agent: str | None = None
    judge_model: str | None = None
    n: int = 0
    n_judged: int = 0
    agent_sr: Estimate | None = None
    entity_f1: Estimate | None = None
    user_sr: Estimate | None = None
    ui_sr: Estimate | None = None
    avg_steps: float | None = None
    avg_agent_tokens: float | None = None
    agent_tokens_per_success: float | None = None
    avg_cost_usd: float | None = None
    total_cost_usd: float | None = None


class JudgePair(BaseModel):
    """Rank correlation of Agent SR between two judges.

    Attributes:
        judge_a: First judge model.
        judge_b: Second judge model.
        n: Rows judged by both.
        rho: Spearman's rho (None when undefined).
        p_value: Its p-value.
        note: Why rho is missing, if it is.
    """

    judge_a: str
    judge_b: str
    n: int
    rho: float | None = None
    p_value: float | None = None
    note: str | None = None


class JudgeCorrelation(BaseModel):
    """Agent SR per row and judge, and the pairwise rank correlations.

    Attributes:
        row_kind: ``agent`` or ``run`` (what a row is).
        judges: Judge models, in order.
        table: ``row -> judge model -> Agent SR``.
        pairs: One entry per pair of judges.
    """

    row_kind: str = "agent"
    judges: list[str] = Field(default_factory=list)
    table: dict[str, dict[str, float]] = Field(default_factory=dict)
    pairs: list[JudgePair] = Field(default_factory=list)


FIGURE_DIMENSIONS: tuple[str, ...] = (
    "arrival_pattern",
    "image_count",
    "challenge_type",
    "flow_type",
)
"""The breakdowns of seed Figure 5 (a)-(d), compared across runs."""


class RunAnalysis(BaseModel):
    """What the cross-run figures need of one run.

    Attributes:
        label: Run label (as on the leaderboard).
        agent: Agent model string.
        mode: Execution mode (``code-exec`` / ``tool-use``).
        toolset: Toolset variant (``full``...).
        agent_sr: Agent SR.
        user_sr: User SR.
        taxonomy: Failure root causes.
        breakdowns: Seed Figure 5 groups per dimension.
        disagreement: Entity F1 vs Agent SR 2x2 (appendix D.2).
    """

    label: str
    agent: str | None = None
    mode: str | None = None
    toolset: str | None = None
    agent_sr: Estimate | None = None
    user_sr: Estimate | None = None
    taxonomy: TaxonomyMetrics
    breakdowns: dict[str, list[GroupMetrics]] = Field(default_factory=dict)
    disagreement: F1Disagreement = Field(default_factory=F1Disagreement)


class CrossRunAnalyses(BaseModel):
    """The seed's cross-model analyses of a set of runs.

    Attributes:
        runs: One entry per run, in the taxonomy order (``order_by``).
        order_by: ``given`` (``--order``), ``size`` (parameter count in the agent's
            name) or ``input`` (the order the runs were given).
        sr_user: Pearson r of Agent SR vs User SR over the runs with both (Figure 6a),
            with its Fisher-z 95% CI (4+ runs) and a bootstrap CI over shared scenarios.
    """

    runs: list[RunAnalysis] = Field(default_factory=list)
    order_by: str = "input"
    sr_user: CorrelationCI = Field(default_factory=lambda: CorrelationCI(n=0))


class Comparison(BaseModel):
    """A leaderboard and the judge correlation of a set of runs.

    Attributes:
        rows: Leaderboard rows, best first.
        correlation: Judge rank correlation.
        analyses: Cross-run analyses (Figures 5-7, appendix D.2).
    """

    rows: list[LeaderboardRow]
    correlation: JudgeCorrelation
    analyses: CrossRunAnalyses = Field(default_factory=CrossRunAnalyses)


def _passes(ev: RunEvaluation, attr: str) -> dict[str, bool]:
    """``sample key -> verdict`` of the finished, judged trajectories of a run."""
    out = {}
    for s in ev.samples:
        value = getattr(s, attr)
        if s.status == "done" and value is not None:
            out[s.key] = bool(value)
    return out


def cross_run_analyses(
    runs: Sequence[tuple[str, RunEvaluation, dict[str, object]]], order: Sequence[str] = ()
) -> CrossRunAnalyses:
    """Cross-run analyses of evaluated runs.

    Args:
        runs: ``(label, evaluation, suite options)`` per run, in input order.
        order: Labels or agent model strings in the wanted taxonomy order (default: by
            model size when every agent name carries one, else input order).
    """
    items = [
        RunAnalysis(
            label=label,
            agent=ev.agent,
            mode=str(options.get("mode") or "code-exec"),
            toolset=str(options.get("toolset") or "full"),
            agent_sr=ev.agent_sr,
            user_sr=ev.user_sr,
            taxonomy=ev.taxonomy,
            breakdowns={d: ev.breakdowns.get(d, []) for d in FIGURE_DIMENSIONS},
            disagreement=f1_sr_disagreement(ev.samples),
        )
        for label, ev, options in runs
    ]
    ordered, how = order_rows(items, lambda r: (r.label, r.agent), lambda r: r.agent, order)
    both = [r for r in items if r.agent_sr is not None and r.user_sr is not None]
    sr_user = correlation_with_ci(
        [r.agent_sr.value for r in both if r.agent_sr is not None],
        [r.user_sr.value for r in both if r.user_sr is not None],
    )
    with_both = [ev for _, ev, _ in runs if ev.agent_sr is not None and ev.user_sr is not None]
    sr_user = scenario_bootstrap_ci(
        sr_user,
        [_passes(ev, "agent_passed") for ev in with_both],
        [_passes(ev, "user_passed") for ev in with_both],
    )
    return CrossRunAnalyses(runs=ordered, order_by=how, sr_user=sr_user)


def _labels(run_dirs: Sequence[Path], ids: Sequence[str]) -> list[str]:
    return [str(d) if ids.count(i) > 1 else i for d, i in zip(run_dirs, ids, strict=True)]


def compare_runs(
    run_dirs: Sequence[Path],
    *,
    judge_model: str | None = None,
    repeat: int = 0,
    order: Sequence[str] = (),
) -> Comparison:
    """Leaderboard and judge correlation of sandbox runs.

    Args:
        run_dirs: Run directories (sandbox runs).
        judge_model: The agent-judge model counted on the leaderboard (default: each
            run's default, see `evaluate_run`).
        repeat: Judge repeat counted.
        order: Run labels or agent model strings in the order of the cross-model failure
            taxonomy (seed Figure 7); default: by model size, else input order.

    Raises:
        ConfigError: If no run is given or a run is not a sandbox run.
        RunStoreError: If a directory is not a run.
    """
    if not run_dirs:
        raise ConfigError("compare needs at least one run directory")
    rows: list[LeaderboardRow] = []
    rates: list[tuple[str, str | None, str, float]] = []  # label, agent, judge, SR
    ids: list[str] = []
    evaluations = []
    suite_options: list[dict[str, object]] = []
    for run_dir in run_dirs:
        with RunStore.open(run_dir) as store:
            info = store.info()
            if info.suite != "sandbox":
                raise ConfigError(f"{run_dir} is a {info.suite} run; compare takes sandbox runs")
            ev = evaluate_run(store, judge_model=judge_model, repeat=repeat)
            verdicts = stored_verdicts(store)
        done = [s.key for s in ev.samples if s.status == "done"]
        per_judge: dict[str, float] = {}
        for model in ev.available_judge_models.get(AGENT_JUDGE, []):
            chosen = select_verdicts(verdicts, AGENT_JUDGE, model, repeat)
            values = [bool(chosen[k].passed) for k in done if k in chosen]
            if values:
                per_judge[model] = sum(values) / len(values)
        ids.append(info.run_id)
        evaluations.append((run_dir, ev, per_judge))
        suite_options.append(dict(info.config.get("suite_options") or {}))
    labels = _labels(run_dirs, ids)
    for label, (run_dir, ev, per_judge) in zip(labels, evaluations, strict=True):
        e = ev.efficiency
        rows.append(
            LeaderboardRow(
                label=label,
                run_dir=str(run_dir),
                agent=ev.agent,
                judge_model=ev.judge_models.get(AGENT_JUDGE),
                n=ev.n_done,
                n_judged=ev.n_judged,
                agent_sr=ev.agent_sr,
                entity_f1=ev.entity_f1,
                user_sr=ev.user_sr,
                ui_sr=ev.ui_sr,
                avg_steps=e.avg_steps,
                avg_agent_tokens=e.avg_agent_tokens,
                agent_tokens_per_success=e.agent_tokens_per_success,
                avg_cost_usd=e.avg_cost_usd,
                total_cost_usd=e.total_cost_usd,
            )
        )
        for model, sr in per_judge.items():
            rates.append((label, ev.agent, model, sr))
    scores = [r.agent_sr.value if r.agent_sr is not None else -1.0 for r in rows]
    for r, k in zip(rows, rank(scores), strict=True):
        r.rank = int(k)
    rows.sort(key=lambda r: (r.rank, r.label))
    analyses = cross_run_analyses(
        [
            (lab, ev, opts)
            for lab, (_, ev, _), opts in zip(labels, evaluations, suite_options, strict=True)
        ],
        order,
    )
    return Comparison(rows=rows, correlation=judge_correlation(rates), analyses=analyses)


def judge_correlation(rates: Sequence[tuple[str, str | None, str, float]]) -> JudgeCorrelation:
    """Agent SR per row and judge, and Spearman's rho for every pair of judges.

    Args:
        rates: ``(run label, agent, judge model, Agent SR)`` per run and judge.
    """
    judges = sorted({j for _, _, j, _ in rates})
    by_agent: dict[tuple[str, str], int] = {}
    for _, agent, judge, _ in rates:
        key = (agent or "?", judge)
        by_agent[key] = by_agent.get(key, 0) + 1
    use_agent = all(n == 1 for n in by_agent.values()) and all(
        a is not None for _, a, _, _ in rates
    )
    table: dict[str, dict[str, float]] = {}
    for label, agent, judge, sr in rates:
        row = (agent or label) if use_agent else label
        table.setdefault(row, {})[judge] = sr
    pairs: list[JudgePair] = []
    for i, a in enumerate(judges):
        for b in judges[i + 1 :]:
            common = [r for r in table if a in table[r] and b in table[r]]
            pair = JudgePair(judge_a=a, judge_b=b, n=len(common))
            xs = [table[r][a] for r in common]
            ys = [table[r][b] for r in common]
            try:
                result = spearman(xs, ys)
            except ValueError as exc:
                pair.note = str(exc)
            else:
                pair.rho, pair.p_value = result.rho, result.p_value
            pairs.append(pair)
    return JudgeCorrelation(
        row_kind="agent" if use_agent else "run", judges=judges, table=table, pairs=pairs
    )


def _f(value: float | None, digits: int = 3) -> str:
    return "-" if value is None else f"{value:.{digits}f}"


def _est(e: Estimate | None) -> str:
    return "-" if e is None else f"{e.value:.3f} [{e.low:.3f}, {e.high:.3f}]"


def render_markdown(comparison: Comparison) -> str:
    """The leaderboard and judge correlation as Markdown (a UI SR column when any run
    has UI-judge verdicts)."""
    ui = any(r.ui_sr is not None for r in comparison.rows)
    lines = [
        "# Leaderboard",
        "",
        "| rank | run | agent | judge | n | Agent SR [95% CI] | Entity F1 | User SR |"
        + (" UI SR [95% CI] |" if ui else "")
        + " steps | agent tokens | tokens / success | cost / scenario (USD) |",
        "|---|---|---|---|---|---|---|---|" + ("---|" if ui else "") + "---|---|---|---|",
    ]
    for r in comparison.rows:
        lines.append(
            f"| {r.rank} | {r.label} | {r.agent or '-'} | {r.judge_model or '-'} | {r.n} | "
            f"{_est(r.agent_sr)} | {_f(r.entity_f1.value if r.entity_f1 else None)} | "
            f"{_f(r.user_sr.value if r.user_sr else None)} | "
            + (f"{_est(r.ui_sr)} | " if ui else "")
            + f"{_f(r.avg_steps, 1)} | "
            f"{_f(r.avg_agent_tokens, 1)} | {_f(r.agent_tokens_per_success, 1)} | "
            f"{_f(r.avg_cost_usd, 4)} |"
        )
    corr = comparison.correlation
    lines += ["", "# Agent SR by judge", ""]
    if len(corr.judges) < 2:
        lines.append(
            "Only one judge model judged these runs; nothing to correlate "
            "(re-judge with `mmtb judge RUN --judge-model M`)."
        )
    else:
        lines.append(f"| {corr.row_kind} | " + " | ".join(corr.judges) + " |")
        lines.append("|---|" + "---|" * len(corr.judges))
        for row, values in corr.table.items():
            lines.append(f"| {row} | " + " | ".join(_f(values.get(j)) for j in corr.judges) + " |")
        lines += ["", "| judge A | judge B | n | Spearman rho | p-value |", "|---|---|---|---|---|"]
        for p in corr.pairs:
            rho = _f(p.rho) if p.rho is not None else f"- ({p.note})"
            lines.append(f"| {p.judge_a} | {p.judge_b} | {p.n} | {rho} | {_f(p.p_value, 4)} |")
    lines += analyses_markdown(comparison.analyses)
    return "\n".join(lines) + "\n"


def analyses_markdown(analyses: CrossRunAnalyses) -> list[str]:
    """The cross-run analyses as Markdown lines (Figure 6a, Figure 7, appendix D.2)."""
    c = analyses.sr_user
    lines = ["", "# Agent SR vs User SR (Figure 6a)", ""]
    lines += ["| run | agent | Agent SR | User SR |", "|---|---|---|---|"]
    for r in analyses.runs:
        lines.append(
            f"| {r.label} | {r.agent or '-'} | {_f(r.agent_sr.value if r.agent_sr else None)} | "
            f"{_f(r.user_sr.value if r.user_sr else None)} |"
        )
    if c.r is None:
        lines += ["", f"Pearson r: not available ({c.note})."]
    else:
        ci = (
            f"[{c.low:.3f}, {c.high:.3f}]"
            if c.low is not None and c.high is not None
            else f"not available ({c.note})"
        )
        boot = (
            f"[{c.boot_low:.3f}, {c.boot_high:.3f}] ({c.boot_valid} of {c.boot_resamples} "
            f"resamples of {c.boot_scenarios} shared scenarios defined r)"
            if c.boot_low is not None and c.boot_high is not None
            else f"not available ({c.boot_scenarios} shared scenarios)"
        )
        lines += [
            "",
            f"Pearson r = {c.r:.3f} over {c.n} runs, p = {_f(c.p_value, 4)}; "
            f"{round(c.confidence * 100)}% CI (Fisher z) {ci}; scenario-bootstrap CI {boot}.",
        ]
    order = {"given": "the given order", "size": "model size", "input": "input order"}
    lines += [
        "",
        f"# Failure taxonomy across models (Figure 7; ordered by {order[analyses.order_by]})",
        "",
        "| run | agent | failures | "
        + " | ".join(FAILURE_LABELS[k] for k in FAILURE_CATEGORIES)
        + " |",
        "|---|---|---|" + "---|" * len(FAILURE_CATEGORIES),
    ]
    for r in analyses.runs:
        t = r.taxonomy
        cells = [
            f"{t.counts.get(k, 0)} ({t.shares[k] * 100:.1f}%)" if k in t.shares else "0"
            for k in FAILURE_CATEGORIES
        ]
        lines.append(
            f"| {r.label} | {r.agent or '-'} | {t.n_failures} | " + " | ".join(cells) + " |"
        )
    lines += [
        "",
        "# Entity F1 vs Agent SR (appendix D.2)",
        "",
        "| run | n | F1=1 pass | F1=1 fail | F1<1 pass | F1<1 fail | agreement |"
        " F1>=0.8 failing SR | F1=1 but fail (e.g.) | F1<1 but pass (e.g.) |",
        "|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in analyses.runs:
        d = r.disagreement
        high = (
            "-" if d.high_f1_fail_share is None else f"{d.high_f1_fail_share:.3f} of {d.n_high_f1}"
        )
        lines.append(
            f"| {r.label} | {d.n} | {d.f1_full_pass} | {d.f1_full_fail} | {d.f1_partial_pass} | "
            f"{d.f1_partial_fail} | {_f(d.agreement)} | {high} | "
            f"{', '.join(d.examples_full_fail) or '-'} | {', '.join(d.examples_partial_pass) or '-'} |"
        )
    return lines


def write_comparison(comparison: Comparison, output: Path) -> tuple[Path, Path]:
    """Write the Markdown leaderboard to ``output`` and its JSON next to it (``.json``).

    The HTML page with the cross-model figures goes next to it too (``.html``, figures
    embedded), and each figure as a PNG file in ``<name>_figures/``.

    Returns:
        ``(markdown path, json path)``.
    """
    from mmtoolbench.sandbox.compare_report import render_comparison_html

    output.parent.mkdir(parents=True, exist_ok=True)
    page_html, figures = render_comparison_html(comparison)
    output.with_suffix(".html").write_text(page_html, encoding="utf-8")
    folder = output.with_name(f"{output.stem}_figures")
    if folder.is_dir():
        for old in folder.glob("*.png"):
            old.unlink()
    if figures:
        folder.mkdir(exist_ok=True)
        for name, png in figures:
            (folder / name).write_bytes(png)
    output.write_text(render_markdown(comparison), encoding="utf-8")
    json_path = output.with_suffix(".json")
    json_path.write_text(
        json.dumps(comparison.model_dump(mode="json"), indent=2) + "\n", encoding="utf-8"
    )
    return output, json_path
