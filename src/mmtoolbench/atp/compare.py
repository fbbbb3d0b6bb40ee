"""Compare ATP runs: ground-truth vs MAM rankings and inter-judge agreement.

Paper §5.3 validates the MAM judge by the Spearman correlation between the models'
tool-set F1 ranking and their Final Score ranking; §6 ("Impact of Judge Model",
Table 8b) reports Spearman correlations between judge models' Final Scores over the
same agents. `compare_atp_runs` computes both from stored runs, recomputing every
number with `summarize_run`.

A row of the comparison is one (run, judge model) pair: a run judged by several judge
models (re-judged with ``RunStore.add_verdict``) gives one row per judge model, a run
without verdicts gives one row without MAM numbers. The *agent* of a row is its agent
model string, plus ``shots`` / ``boundary`` when they are not the defaults.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from mmtoolbench.atp.suite import JUDGE, build_suite, summarize_run
from mmtoolbench.core.errors import ConfigError
from mmtoolbench.stats import format_p, pearson, spearman
from mmtoolbench.store.run_store import RunStore

MIN_POINTS = 3
"""Fewest paired values a correlation is computed on."""


class Correlation(BaseModel):
    """A correlation coefficient, or why it is not available.

    Attributes:
        coefficient: Spearman's rho or Pearson's r; ``None`` when not available.
        p_value: Two-sided p-value of the test coefficient = 0.
        n: Number of paired values.
        reason: Why the coefficient is not available (``None`` when it is).
    """

    coefficient: float | None = None
    p_value: float | None = None
    n: int = 0
    reason: str | None = None

    @property
    def available(self) -> bool:
        """Whether the coefficient was computed."""
        return self.coefficient is not None


def correlate(
    x: Sequence[float], y: Sequence[float], *, method: str = "spearman", what: str = "values"
) -> Correlation:
    """Spearman or Pearson correlation, reporting (not raising) when it is undefined.

    Args:
        x: First sample.
        y: Second sample, paired with `x`.
        method: ``spearman`` or ``pearson``.
        what: What the pairs are, for the reason message (e.g. ``judged runs``).

    Returns:
        The correlation, or one with `reason` set.
    """
    n = len(x)
    if n < MIN_POINTS:
        return Correlation(n=n, reason=f"needs at least {MIN_POINTS} {what}, got {n}")
    try:
        if method == "spearman":
            s = spearman(x, y)
            return Correlation(coefficient=s.rho, p_value=s.p_value, n=n)
        p = pearson(x, y)
        return Correlation(coefficient=p.r, p_value=p.p_value, n=n)
    except ValueError as exc:
        return Correlation(n=n, reason=str(exc))


class RunRow(BaseModel):
    """One (run, judge model) pair with its metrics.

    Attributes:
        run_dir: The run directory.
        run_id: The run id.
        agent: Agent key: agent model string plus non-default shots / boundary.
        judge_model: Judge model of the MAM verdicts (``None``: no verdicts).
        label: ``agent`` or ``agent | judge``.
        n: Answers (finished samples).
        n_judged: Answers with a verdict of this judge model.
        final_score: FS, mean over judged answers (0-100).
        success_rate: SR as a fraction.
        missed_images: MI, mean per judged answer.
        precision: Tool-set precision, macro (fraction).
        recall: Tool-set recall, macro.
        f1: Tool-set F1, macro.
        validity: Fraction of answers without rule violations.
        call_counts: Number of tool calls -> answers (Figure 3; keys as strings).
        per_tool_success_rate: Tool -> MAM success rate of its calls (Figure 5).
        per_tool_calls: Tool -> judged calls of that tool.
    """

    run_dir: str
    run_id: str
    agent: str
    judge_model: str | None
    label: str
    n: int
    n_judged: int = 0
    final_score: float | None = None
    success_rate: float | None = None
    missed_images: float | None = None
    precision: float | None = None
    recall: float | None = None
    f1: float | None = None
    validity: float | None = None
    call_counts: dict[str, int] = Field(default_factory=dict)
    per_tool_success_rate: dict[str, float | None] = Field(default_factory=dict)
    per_tool_calls: dict[str, int] = Field(default_factory=dict)


class RankingCorrelation(BaseModel):
    """Spearman between the F1 ranking and the FS ranking of the rows of one judge.

    Attributes:
        judge_model: The judge (``None`` when no run has verdicts).
        labels: Rows used, in table order.
        f1: Their tool-set F1.
        final_score: Their FS.
        correlation: Spearman rho and p.
    """

    judge_model: str | None
    labels: list[str] = Field(default_factory=list)
    f1: list[float] = Field(default_factory=list)
    final_score: list[float] = Field(default_factory=list)
    correlation: Correlation


class JudgePair(BaseModel):
    """Spearman between two judges' FS over the agents both judged.

    Attributes:
        judge_a: First judge model.
        judge_b: Second judge model.
        agents: Agents judged by both.
        correlation: Spearman rho and p.
    """

    judge_a: str
    judge_b: str
    agents: list[str]
    correlation: Correlation


class InterJudge(BaseModel):
    """Inter-judge rank correlations (paper Table 8b).

    Attributes:
        judges: Judge models, in order of appearance.
        agents: Agents, in order of appearance.
        final_scores: FS by agent, then by judge.
        pairs: One entry per pair of judges.
        reason: Why there are no pairs (fewer than two judges).
    """

    judges: list[str] = Field(default_factory=list)
    agents: list[str] = Field(default_factory=list)
    final_scores: dict[str, dict[str, float]] = Field(default_factory=dict)
    pairs: list[JudgePair] = Field(default_factory=list)
    reason: str | None = None

    def rho(self, a: str, b: str) -> float | None:
        """Spearman rho between judges `a` and `b` (1.0 on the diagonal)."""
        if a == b:
            return 1.0
        for pair in self.pairs:
            if {pair.judge_a, pair.judge_b} == {a, b}:
                return pair.correlation.coefficient
        return None


class ATPComparison(BaseModel):
    """Several ATP runs side by side.

    Attributes:
        rows: One row per (run, judge model).
        f1_vs_fs: F1-vs-FS ranking correlation, one per judge model.
        inter_judge: Inter-judge correlations.
    """

    rows: list[RunRow]
    f1_vs_fs: list[RankingCorrelation]
    inter_judge: InterJudge

    def to_json(self) -> str:
        """The comparison as indented JSON."""
        return json.dumps(self.model_dump(mode="json"), indent=2)

    def to_markdown(self) -> str:
        """The comparison as markdown tables."""
        lines = [
            "# ATP run comparison",
            "",
            "| run | agent | judge | n | judged | FS | SR % | MI | P % | R % | F1 % | valid % |",
            "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        for r in self.rows:
            lines.append(
                f"| {r.run_id} | {r.agent} | {r.judge_model or '–'} | {r.n} | {r.n_judged} "
                f"| {_num(r.final_score)} | {_pct(r.success_rate)} | {_num(r.missed_images)} "
                f"| {_pct(r.precision)} | {_pct(r.recall)} | {_pct(r.f1)} | {_pct(r.validity)} |"
            )
        lines += ["", "## Ground truth based evaluation (F1 ranking vs FS ranking)", ""]
        for rc in self.f1_vs_fs:
            judge = rc.judge_model or "no judge"
            lines.append(f"- judge {judge}: {_corr(rc.correlation, 'rho')}")
        ij = self.inter_judge
        lines += ["", "## Inter-judge rank correlation (Spearman of FS over agents)", ""]
        if ij.reason:
            lines.append(f"not available: {ij.reason}")
        else:
            lines.append("| judge | " + " | ".join(ij.judges) + " |")
            lines.append("|---|" + "---:|" * len(ij.judges))
            for a in ij.judges:
                cells = [_num(ij.rho(a, b), 3) for b in ij.judges]
                lines.append(f"| {a} | " + " | ".join(cells) + " |")
            lines.append("")
            for pair in ij.pairs:
                lines.append(
                    f"- {pair.judge_a} vs {pair.judge_b}: {_corr(pair.correlation, 'rho')}"
                )
            lines += ["", "| agent | " + " | ".join(ij.judges) + " |"]
            lines.append("|---|" + "---:|" * len(ij.judges))
            for agent in ij.agents:
                scores = ij.final_scores.get(agent, {})
                cells = [_num(scores.get(j)) for j in ij.judges]
                lines.append(f"| {agent} | " + " | ".join(cells) + " |")
        return "\n".join(lines) + "\n"


def _num(value: float | None, digits: int = 2) -> str:
    return "–" if value is None else f"{value:.{digits}f}"


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{value * 100:.1f}"


def _corr(c: Correlation, name: str) -> str:
    if c.coefficient is None:
        return f"not available ({c.reason})"
    return f"{name} = {c.coefficient:.3f} (p = {format_p(c.p_value)}, n = {c.n})"


def write_comparison(comparison: ATPComparison, path: Path) -> None:
    """Write the comparison: JSON if `path` ends in ``.json``, else markdown.

    With markdown, an HTML page with Figure 3 (tool calls per answer) and Figure 5 (per-tool
    success rate) across the runs goes next to it (``.html``), and the figures as PNG files
    in ``<name>_figures/``.
    """
    text = comparison.to_json() if path.suffix == ".json" else comparison.to_markdown()
    path.write_text(text, encoding="utf-8")
    if path.suffix == ".json":
        return
    from mmtoolbench.atp.compare_report import render_comparison_html

    page_html, figures = render_comparison_html(comparison)
    path.with_suffix(".html").write_text(page_html, encoding="utf-8")
    folder = path.with_name(f"{path.stem}_figures")
    if folder.is_dir():
        for old in folder.glob("*.png"):
            old.unlink()
    if figures:
        folder.mkdir(exist_ok=True)
        for name, png in figures:
            (folder / name).write_bytes(png)


def _agent_key(config: dict[str, Any]) -> str:
    models = config.get("models", {})
    model = str(models.get("agent", "?"))
    options = config.get("suite_options", {}) or {}
    extras = []
    if int(options.get("shots", 0) or 0):
        extras.append(f"shots={options['shots']}")
    if options.get("boundary", "original") != "original":
        extras.append(f"boundary={options['boundary']}")
    return f"{model} [{', '.join(extras)}]" if extras else model


def _run_rows(run_dir: Path) -> list[RunRow]:
    with RunStore.open(run_dir) as store:
        info = store.info()
        if info.suite != "atp":
            raise ConfigError(f"{run_dir} is a {info.suite!r} run, not an atp run")
        suite = build_suite(info.config.get("suite_options", {}))
        judges = list(
            dict.fromkeys(v["judge_model"] for v in store.verdicts() if v["judge"] == JUDGE)
        )
        summaries = {j: summarize_run(store, suite.samples_by_id, judge_model=j) for j in judges}
        if not summaries:
            summaries = {None: summarize_run(store, suite.samples_by_id)}
    agent = _agent_key(info.config)
    rows = []
    for judge, summary in summaries.items():
        plan = summary["plan"]
        macro = plan["tool_sets"]["macro"] or {}
        mam = summary.get("mam", {}).get("overall", {})
        rows.append(
            RunRow(
                run_dir=str(run_dir),
                run_id=info.run_id,
                agent=agent,
                judge_model=judge,
                label=f"{agent} | {judge}" if judge else agent,
                n=plan["n_answers"],
                n_judged=mam.get("n_samples", 0),
                final_score=mam.get("final_score"),
                success_rate=mam.get("success_rate"),
                missed_images=mam.get("missed_images"),
                precision=macro.get("precision"),
                recall=macro.get("recall"),
                f1=macro.get("f1"),
                validity=plan["validity"]["answer_validity_rate"],
                call_counts={
                    str(k): int(v)
                    for k, v in (plan.get("call_counts") or {}).get("counts", {}).items()
                },
                per_tool_success_rate=dict(mam.get("per_tool_success_rate") or {}),
                per_tool_calls={k: int(v) for k, v in (mam.get("per_tool_calls") or {}).items()},
            )
        )
    return rows


def _ranking(rows: list[RunRow]) -> list[RankingCorrelation]:
    judged = [r for r in rows if r.judge_model is not None and r.final_score is not None]
    if not judged:
        return [
            RankingCorrelation(
                judge_model=None,
                correlation=Correlation(reason="no run has MAM verdicts"),
            )
        ]
    out = []
    for judge in dict.fromkeys(r.judge_model for r in judged):
        group = [r for r in judged if r.judge_model == judge and r.f1 is not None]
        f1 = [float(r.f1) for r in group if r.f1 is not None]
        fs = [float(r.final_score) for r in group if r.final_score is not None]
        out.append(
            RankingCorrelation(
                judge_model=judge,
                labels=[r.label for r in group],
                f1=f1,
                final_score=fs,
                correlation=correlate(f1, fs, what="runs judged by this judge"),
            )
        )
    return out


def _inter_judge(rows: list[RunRow]) -> InterJudge:
    scores: dict[str, dict[str, float]] = {}
    for r in rows:
        if r.judge_model is not None and r.final_score is not None:
            scores.setdefault(r.agent, {})[r.judge_model] = r.final_score
    judges = list(dict.fromkeys(j for by_judge in scores.values() for j in by_judge))
    ij = InterJudge(judges=judges, agents=list(scores), final_scores=scores)
    if len(judges) < 2:
        ij.reason = f"needs at least 2 judge models, got {len(judges)}"
        return ij
    for i, a in enumerate(judges):
        for b in judges[i + 1 :]:
            agents = [g for g, s in scores.items() if a in s and b in s]
            corr = correlate(
                [scores[g][a] for g in agents],
                [scores[g][b] for g in agents],
                what="agents judged by both",
            )
            ij.pairs.append(JudgePair(judge_a=a, judge_b=b, agents=agents, correlation=corr))
    return ij


def compare_atp_runs(run_dirs: Sequence[Path]) -> ATPComparison:
    """Compare ATP runs (paper §5.3 and §6, Table 8b).

    Args:
        run_dirs: ATP run directories.

    Returns:
        The comparison.

    Raises:
        ConfigError: On no runs, a non-ATP run, or two rows with the same agent and judge.
        RunStoreError: On a directory that is not a run.
    """
    if not run_dirs:
        raise ConfigError("compare needs at least one run directory")
    rows: list[RunRow] = []
    seen: dict[tuple[str, str | None], str] = {}
    for run_dir in run_dirs:
        for row in _run_rows(Path(run_dir)):
            key = (row.agent, row.judge_model)
            if key in seen:
                raise ConfigError(
                    f"{seen[key]} and {row.run_dir} both hold agent {row.agent!r} judged by "
                    f"{row.judge_model or 'no judge'}; compare them separately"
                )
            seen[key] = row.run_dir
            rows.append(row)
    return ATPComparison(rows=rows, f1_vs_fs=_ranking(rows), inter_judge=_inter_judge(rows))
