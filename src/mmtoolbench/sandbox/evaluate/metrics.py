"""Derived metrics of a sandbox run, recomputed from the run store (seed §4.3, §6, C, D).

`evaluate_run` reads every stored sample and the judges' verdicts and computes:

* **Agent SR**: share of judged trajectories whose agent verdict passes (all five
  criteria). **User SR** and **UI SR** likewise for the user and UI judges.
* **Entity F1**: mean of the per-trajectory Entity F1 stored with each sample.
* **Efficiency**: average steps (agent and user together, as the seed counts them) and
  agent steps; the agent model's tokens and cost per scenario and per success (total over
  all trajectories divided by the number of agent passes, appendix D.6), and average
  tokens of passing and failing trajectories.
* **Failure taxonomy** (§6.4) from the pattern of failed criteria, see `classify_failure`.
* **Discovery** (appendix D.3): mean surfaced and invoked recall of the expected tools and
  search calls per scenario.
* **Breakdowns** by arrival pattern, number of images, challenge type, flow type, image
  category and domain (a scenario counts in every category and domain it has, as in
  Table 12).
* **User-failed removal** (appendix C.1): Agent SR and Entity F1 over the trajectories
  whose user verdict did not fail.
* **Rollout spread** (appendix C.3) when the run has several rollouts per scenario.

Rates and means carry percentile bootstrap 95% confidence intervals over trajectories
(`mmtoolbench.stats.bootstrap_ci`, fixed seed). Samples whose run failed
(status ``error``) are counted but excluded; trajectories without a valid verdict are
excluded from that judge's rate.

Which verdicts count: for each judge, one judge model (``judge_model`` if given, else the
run's configured judge model if it judged this run, else the model with the most
verdicts) and one judge repeat (``repeat``, default 0); for a sample judged several times
with the same model and repeat, the latest verdict wins.
"""

from __future__ import annotations

import sqlite3
import statistics as pystats
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, get_args

from pydantic import BaseModel, Field

from mmtoolbench.sandbox.evaluate.judges import (
    AGENT_CRITERIA,
    AGENT_JUDGE,
    UI_JUDGE,
    USER_JUDGE,
    JudgeVerdict,
    parse_stored_verdict,
)
from mmtoolbench.sandbox.scenario import (
    ARRIVAL_PATTERNS,
    CHALLENGE_TYPES,
    FLOW_TYPES,
    IMAGE_CATEGORIES,
)
from mmtoolbench.stats import bootstrap_ci
from mmtoolbench.store.run_store import DB_NAME, RunStore

__all__ = [
    "BREAKDOWN_DIMENSIONS",
    "FAILURE_CATEGORIES",
    "FAILURE_LABELS",
    "DiscoveryMetrics",
    "EfficiencyMetrics",
    "Estimate",
    "FilteredMetrics",
    "GroupMetrics",
    "RoleUsage",
    "RunEvaluation",
    "SampleEval",
    "Spread",
    "StoredVerdict",
    "TaxonomyMetrics",
    "breakdown",
    "classify_failure",
    "default_judge_model",
    "estimate",
    "evaluate_run",
    "evaluate_samples",
    "load_sample_evals",
    "select_verdicts",
    "spread",
    "stored_verdicts",
    "taxonomy",
    "usage_by_role",
]

FailureCategory = Literal[
    "factual_error", "task_failure", "incomplete_execution", "uncontrolled_behavior", "other"
]
FAILURE_CATEGORIES: tuple[str, ...] = get_args(FailureCategory)
FAILURE_LABELS: Mapping[str, str] = {
    "factual_error": "Factual error",
    "task_failure": "Task failure",
    "incomplete_execution": "Incomplete execution",
    "uncontrolled_behavior": "Uncontrolled behavior",
    "other": "Other (tool-use validity only)",
}

BREAKDOWN_DIMENSIONS: tuple[str, ...] = (
    "arrival_pattern",
    "image_count",
    "challenge_type",
    "flow_type",
    "image_category",
    "domain",
)
_ORDERS: Mapping[str, tuple[str, ...]] = {
    "arrival_pattern": ARRIVAL_PATTERNS,
    "challenge_type": CHALLENGE_TYPES,
    "flow_type": FLOW_TYPES,
    "image_category": IMAGE_CATEGORIES,
}


# --------------------------------------------------------------------------- taxonomy


def classify_failure(criteria: Mapping[str, bool]) -> str | None:
    """The root cause of a failed agent verdict (seed §6.4), from its criteria pattern.

    Rules, first match wins (a missing criterion counts as passed):

    1. **task_failure**: task completion fails (the primary action did not happen).
    2. **factual_error**: task completion passes, information accuracy fails (the right
       workflow on wrongly perceived information).
    3. **incomplete_execution**: task completion and information accuracy pass,
       instruction following fails (a requirement missed, e.g. one of N items).
    4. **uncontrolled_behavior**: the three above pass and no side effects fails
       (unintended actions beyond the task; with tool-use validity failing too).
    5. **other**: only tool-use validity fails (the seed's four categories do not
       cover this pattern; reported separately rather than forced into one).

    Args:
        criteria: ``criterion -> passed`` of an agent verdict.

    Returns:
        The category, or None when every criterion passes.
    """
    ok = {name: bool(criteria.get(name, True)) for name in AGENT_CRITERIA}
    if all(ok.values()):
        return None
    if not ok["task_completion"]:
        return "task_failure"
    if not ok["information_accuracy"]:
        return "factual_error"
    if not ok["instruction_following"]:
        return "incomplete_execution"
    if not ok["no_side_effects"]:
        return "uncontrolled_behavior"
    return "other"


# --------------------------------------------------------------------------- estimates


class Estimate(BaseModel):
    """A mean or rate with its percentile bootstrap confidence interval.

    Attributes:
        value: The point estimate.
        low: Lower bound of the interval.
        high: Upper bound of the interval.
        n: Number of values.
    """

    value: float
    low: float
    high: float
    n: int


def estimate(
    values: Sequence[float] | Sequence[bool],
    *,
    n_resamples: int = 2000,
    confidence: float = 0.95,
    seed: int = 0,
) -> Estimate | None:
    """Mean of ``values`` with a bootstrap CI (None for no values).

    Args:
        values: Numbers, or booleans for a rate.
        n_resamples: Bootstrap resamples.
        confidence: Confidence level.
        seed: Bootstrap seed.
    """
    if not values:
        return None
    data = [float(v) for v in values]
    ci = bootstrap_ci(data, n_resamples=n_resamples, confidence=confidence, seed=seed)
    return Estimate(value=ci.point, low=ci.low, high=ci.high, n=len(data))


class Spread(BaseModel):
    """Spread of a metric over repeated runs (seed Table 9).

    Attributes:
        values: The metric of each run, in order.
        labels: Label of each run (repeat index).
        mean: Mean over runs.
        sd: Sample standard deviation (ddof 1); 0 for one run.
        range: Max minus min.
    """

    values: list[float]
    labels: list[str]
    mean: float
    sd: float
    range: float


def spread(values: Sequence[float], labels: Sequence[str] | None = None) -> Spread:
    """Mean, sample standard deviation and range of repeated measurements.

    Args:
        values: One value per run (at least one).
        labels: One label per run (default ``0``, ``1``...).

    Raises:
        ValueError: If ``values`` is empty or labels do not match.
    """
    if not values:
        raise ValueError("spread needs at least one value")
    names = [str(i) for i in range(len(values))] if labels is None else list(labels)
    if len(names) != len(values):
        raise ValueError("one label per value")
    data = [float(v) for v in values]
    sd = pystats.stdev(data) if len(data) > 1 else 0.0
    return Spread(
        values=data, labels=names, mean=pystats.fmean(data), sd=sd, range=max(data) - min(data)
    )


# --------------------------------------------------------------------------- verdicts


@dataclass(frozen=True)
class StoredVerdict:
    """A sandbox judge verdict as stored.

    Attributes:
        key: Sample key.
        judge: Judge name.
        judge_model: Judge model string.
        verdict: The parsed verdict.
        created_at: When it was stored.
        order: Storage order.
    """

    key: str
    judge: str
    judge_model: str
    verdict: JudgeVerdict
    created_at: float
    order: int


def stored_verdicts(store: RunStore) -> list[StoredVerdict]:
    """Every sandbox-judge verdict of a run, in storage order (others are skipped)."""
    out: list[StoredVerdict] = []
    for i, row in enumerate(store.verdicts()):
        parsed = parse_stored_verdict(str(row["judge"]), row["verdict"])
        if parsed is not None:
            out.append(
                StoredVerdict(
                    key=str(row["sample_key"]),
                    judge=str(row["judge"]),
                    judge_model=str(row["judge_model"]),
                    verdict=parsed,
                    created_at=float(row["created_at"] or 0.0),
                    order=i,
                )
            )
    return out


def default_judge_model(
    verdicts: Iterable[StoredVerdict], judge: str = AGENT_JUDGE, preferred: str | None = None
) -> str | None:
    """The judge model whose verdicts count when none is chosen.

    ``preferred`` (the run's configured judge model) if it judged, else the model with the
    most valid verdicts of ``judge`` (ties: the one that judged first).
    """
    counts: Counter[str] = Counter()
    first: dict[str, int] = {}
    for v in verdicts:
        if v.judge == judge and v.verdict.ok:
            counts[v.judge_model] += 1
            first.setdefault(v.judge_model, v.order)
    if not counts:
        return None
    if preferred is not None and preferred in counts:
        return preferred
    return min(counts, key=lambda m: (-counts[m], first[m]))


def select_verdicts(
    verdicts: Iterable[StoredVerdict],
    judge: str,
    judge_model: str | None,
    repeat: int = 0,
    *,
    include_errors: bool = False,
) -> dict[str, JudgeVerdict]:
    """The verdict of ``judge`` that counts for each sample (latest wins).

    Args:
        verdicts: Stored verdicts.
        judge: Judge name.
        judge_model: Judge model (None: any).
        repeat: Judge repeat index.
        include_errors: Keep error verdicts (a later valid verdict still wins).
    """
    out: dict[str, JudgeVerdict] = {}
    for v in sorted(verdicts, key=lambda x: x.order):
        if v.judge != judge or v.verdict.repeat != repeat:
            continue
        if judge_model is not None and v.judge_model != judge_model:
            continue
        keep_error = include_errors and not (v.key in out and out[v.key].ok)
        if v.verdict.ok or keep_error:
            out[v.key] = v.verdict
    return out


# --------------------------------------------------------------------------- usage


class RoleUsage(BaseModel):
    """Model usage of one role in one sample.

    Attributes:
        calls: Model calls.
        input_tokens: Prompt tokens.
        output_tokens: Completion tokens.
        cost_usd: Cost, None if any call's cost is unknown.
    """

    calls: int = 0
    input_tokens: int = 0
    output_tokens: int = 0
    cost_usd: float | None = 0.0

    @property
    def tokens(self) -> int:
        """Input plus output tokens."""
        return self.input_tokens + self.output_tokens


def usage_by_role(store: RunStore) -> dict[str, dict[str, RoleUsage]]:
    """Model usage per sample key and role (``agent``, ``user``, ``judge``...).

    Aggregated in SQL over a read-only connection, so request and response bodies are
    never loaded.
    """
    sql = (
        "SELECT sample_key, role, COUNT(*) AS n, COALESCE(SUM(input_tokens), 0) AS i,"
        " COALESCE(SUM(output_tokens), 0) AS o, SUM(cost_usd) AS c,"
        " SUM(CASE WHEN cost_usd IS NULL THEN 1 ELSE 0 END) AS unknown"
        " FROM model_calls GROUP BY sample_key, role"
    )
    out: dict[str, dict[str, RoleUsage]] = {}
    db = (store.run_dir / DB_NAME).resolve()
    try:
        conn = sqlite3.connect(f"{db.as_uri()}?mode=ro", uri=True)
        try:
            rows = conn.execute(sql).fetchall()
        finally:
            conn.close()
    except sqlite3.Error:  # e.g. a read-only directory without the WAL index
        rows = []
        calls = store.model_calls()
        grouped: dict[tuple[str, str], list[dict[str, Any]]] = {}
        for c in calls:
            grouped.setdefault((c["sample_key"], c["role"]), []).append(c)
        for (key, role), items in grouped.items():
            unknown = sum(1 for c in items if c["cost_usd"] is None)
            cost = sum(float(c["cost_usd"] or 0.0) for c in items)
            rows.append(
                (
                    key,
                    role,
                    len(items),
                    sum(int(c["input_tokens"]) for c in items),
                    sum(int(c["output_tokens"]) for c in items),
                    cost,
                    unknown,
                )
            )
    for key, role, n, i, o, c, unknown in rows:
        out.setdefault(str(key), {})[str(role)] = RoleUsage(
            calls=int(n),
            input_tokens=int(i),
            output_tokens=int(o),
            cost_usd=None if unknown else float(c or 0.0),
        )
    return out


# --------------------------------------------------------------------------- samples


class SampleEval(BaseModel):
    """Everything metrics need of one stored trajectory.

    Attributes:
        key: Sample key.
        sample_id: Scenario id.
        repeat: Rollout repeat.
        status: ``done`` or ``error`` (the run failed; excluded from metrics).
        arrival_pattern: Image arrival pattern.
        image_count: Number of scenario images.
        challenge_type: Challenge type.
        flow_type: Information flow type.
        image_categories: Categories of the scenario's images.
        domains: The scenario's domains.
        entity_f1: Entity F1 of the variant the evaluation counts.
        entity_f1_paper: Entity F1, ``paper`` variant (the stored number).
        entity_f1_reference: Entity F1, ``reference`` variant (the published
            evaluator's behaviour; stored or recomputed from the stored sample).
        agent_passed: Agent verdict (None: not judged).
        agent_criteria: Agent criteria results.
        failure_category: Root cause when the agent failed.
        agent_judge_error: The agent judge failed on this sample.
        user_passed: User verdict (None: not judged).
        user_criteria: User criteria results.
        ui_passed: UI verdict (None: not judged or not UI mode).
        end_reason: Why the episode ended.
        steps: Agent and user steps.
        agent_steps: Agent steps.
        agent_input_tokens: Agent model prompt tokens.
        agent_output_tokens: Agent model completion tokens.
        agent_cost_usd: Agent model cost (None: unknown).
        all_tokens: Tokens of every role (agent, user, judge).
        surfaced_recall: Share of expected tools surfaced by discovery (None: no
            discovery or no expected tools).
        invoked_recall: Share of expected tools called (None: no expected tools).
        search_calls: ``search_tools`` calls.
        surfaced_ranks: Per expected tool, the best rank at which ``search_tools``
            returned it (None: never surfaced); empty without discovery.
    """

    key: str
    sample_id: str
    repeat: int = 0
    status: str = "done"
    arrival_pattern: str | None = None
    image_count: int | None = None
    challenge_type: str | None = None
    flow_type: str | None = None
    image_categories: list[str] = Field(default_factory=list)
    domains: list[str] = Field(default_factory=list)
    entity_f1: float | None = None
    entity_f1_paper: float | None = None
    entity_f1_reference: float | None = None
    agent_passed: bool | None = None
    agent_criteria: dict[str, bool] = Field(default_factory=dict)
    failure_category: str | None = None
    agent_judge_error: bool = False
    user_passed: bool | None = None
    user_criteria: dict[str, bool] = Field(default_factory=dict)
    ui_passed: bool | None = None
    end_reason: str | None = None
    steps: int | None = None
    agent_steps: int | None = None
    agent_input_tokens: int = 0
    agent_output_tokens: int = 0
    agent_cost_usd: float | None = 0.0
    all_tokens: int = 0
    surfaced_recall: float | None = None
    invoked_recall: float | None = None
    search_calls: int | None = None
    surfaced_ranks: dict[str, int | None] = Field(default_factory=dict)

    @property
    def agent_tokens(self) -> int:
        """Agent prompt plus completion tokens."""
        return self.agent_input_tokens + self.agent_output_tokens

    def dimension(self, name: str) -> list[str]:
        """The sample's value(s) of a breakdown dimension (none if unknown)."""
        if name == "image_category":
            return list(self.image_categories)
        if name == "domain":
            return list(self.domains)
        value = {
            "arrival_pattern": self.arrival_pattern,
            "image_count": self.image_count,
            "challenge_type": self.challenge_type,
            "flow_type": self.flow_type,
        }.get(name)
        return [] if value is None else [str(value)]


def _recall(expected: Sequence[str], found: Sequence[str] | None) -> float | None:
    if not expected or found is None:
        return None
    want = set(expected)
    return len(want & set(found)) / len(want)


def _discovery(output: Mapping[str, Any]) -> tuple[float | None, float | None, int | None]:
    tools = output.get("tools")
    if not isinstance(tools, Mapping):
        return None, None, None
    expected = [str(t) for t in tools.get("expected") or []]
    settings = output.get("settings")
    discovery = bool(settings.get("discovery")) if isinstance(settings, Mapping) else True
    if "invoked_full" in tools:
        invoked = _recall(expected, tools.get("invoked_full") or [])
        surfaced = _recall(expected, tools.get("surfaced_full") or []) if discovery else None
    else:
        invoked = tools.get("invoked_recall")
        surfaced = tools.get("surfaced_recall")
    search = tools.get("search_calls")
    return surfaced, invoked, int(search) if isinstance(search, int) else None


def _surfaced_ranks(output: Mapping[str, Any]) -> dict[str, int | None]:
    tools = output.get("tools")
    settings = output.get("settings")
    if not isinstance(tools, Mapping) or not isinstance(tools.get("surfaced_rank"), Mapping):
        return {}
    if isinstance(settings, Mapping) and not settings.get("discovery", True):
        return {}
    ranks = tools["surfaced_rank"]
    return {
        str(t): (int(ranks[t]) if isinstance(ranks.get(t), int) else None)
        for t in tools.get("expected") or []
    }


def load_sample_evals(
    store: RunStore,
    *,
    verdicts: Sequence[StoredVerdict] | None = None,
    judge_models: Mapping[str, str | None] | None = None,
    repeat: int = 0,
    entity_f1: str = "paper",
) -> list[SampleEval]:
    """One `SampleEval` per stored sample.

    Args:
        store: The run store.
        verdicts: The run's verdicts (read from the store when None).
        judge_models: Judge model per judge name (default: `default_judge_model`).
        repeat: Judge repeat index.
        entity_f1: The Entity F1 variant ``entity_f1`` holds (``paper`` or
            ``reference``); both are always loaded.
    """
    from mmtoolbench.sandbox.evaluate.entity_f1_runs import entity_f1_for_output

    all_verdicts = stored_verdicts(store) if verdicts is None else list(verdicts)
    preferred = store.info().config.get("models", {}).get("judge")
    models = dict(judge_models or {})
    for judge in (AGENT_JUDGE, USER_JUDGE, UI_JUDGE):
        if models.get(judge) is None:
            models[judge] = default_judge_model(all_verdicts, judge, preferred)
    chosen = {
        judge: select_verdicts(all_verdicts, judge, models[judge], repeat, include_errors=True)
        for judge in (AGENT_JUDGE, USER_JUDGE, UI_JUDGE)
    }
    usage = usage_by_role(store)
    out: list[SampleEval] = []
    for row in store.samples():
        output = row.output if isinstance(row.output, Mapping) else {}
        meta = output.get("scenario") if isinstance(output.get("scenario"), Mapping) else {}
        assert isinstance(meta, Mapping)
        entity = output.get("entity_f1")
        f1 = entity.get("f1") if isinstance(entity, Mapping) else row.metrics.get("entity_f1")
        f1_paper = float(f1) if isinstance(f1, int | float) else None
        f1_reference = entity_f1_for_output(output, "reference") if row.status == "done" else None
        steps = output.get("steps") if isinstance(output.get("steps"), Mapping) else {}
        assert isinstance(steps, Mapping)
        agent = chosen[AGENT_JUDGE].get(row.key)
        user = chosen[USER_JUDGE].get(row.key)
        ui = chosen[UI_JUDGE].get(row.key)
        agent_usage = usage.get(row.key, {}).get("agent", RoleUsage())
        surfaced, invoked, search = _discovery(output)
        agent_ok = agent is not None and agent.ok
        out.append(
            SampleEval(
                key=row.key,
                sample_id=row.sample_id,
                repeat=row.repeat,
                status=row.status,
                arrival_pattern=meta.get("arrival_pattern"),
                image_count=meta.get("image_count"),
                challenge_type=meta.get("challenge_type"),
                flow_type=meta.get("flow_type"),
                image_categories=list(meta.get("image_categories") or []),
                domains=list(meta.get("domains") or []),
                entity_f1=f1_reference if entity_f1 == "reference" else f1_paper,
                entity_f1_paper=f1_paper,
                entity_f1_reference=f1_reference,
                agent_passed=agent.passed if agent_ok and agent is not None else None,
                agent_criteria=agent.criteria_passes() if agent_ok and agent is not None else {},
                failure_category=(
                    classify_failure(agent.criteria_passes())
                    if agent_ok and agent is not None
                    else None
                ),
                agent_judge_error=agent is not None and not agent.ok,
                user_passed=user.passed if user is not None and user.ok else None,
                user_criteria=user.criteria_passes() if user is not None and user.ok else {},
                ui_passed=ui.passed if ui is not None and ui.ok else None,
                end_reason=output.get("end_reason"),
                steps=steps.get("total", row.metrics.get("steps")),
                agent_steps=steps.get("agent", row.metrics.get("agent_steps")),
                agent_input_tokens=agent_usage.input_tokens,
                agent_output_tokens=agent_usage.output_tokens,
                agent_cost_usd=agent_usage.cost_usd,
                all_tokens=sum(u.tokens for u in usage.get(row.key, {}).values()),
                surfaced_ranks=_surfaced_ranks(output),
                surfaced_recall=surfaced,
                invoked_recall=invoked,
                search_calls=search,
            )
        )
    return out


# --------------------------------------------------------------------------- aggregates


class GroupMetrics(BaseModel):
    """Metrics of one group of a breakdown.

    Attributes:
        group: The group's value (``upfront``, ``3``...).
        n: Trajectories in the group.
        n_judged: Trajectories with an agent verdict.
        agent_sr: Agent SR.
        entity_f1: Mean Entity F1.
        user_sr: User SR.
        avg_steps: Mean steps.
    """

    group: str
    n: int
    n_judged: int
    agent_sr: Estimate | None = None
    entity_f1: Estimate | None = None
    user_sr: Estimate | None = None
    avg_steps: float | None = None


class TaxonomyMetrics(BaseModel):
    """Failure root causes (seed Table 3).

    Attributes:
        n_failures: Failed agent verdicts.
        counts: Failures per category (every category listed).
        shares: Share of the failures per category (empty without failures).
    """

    n_failures: int
    counts: dict[str, int]
    shares: dict[str, float]


class DiscoveryMetrics(BaseModel):
    """Tool discovery (seed Table 11).

    Attributes:
        n_expected: Trajectories whose scenario lists expected tools.
        surfaced_recall: Mean surfaced recall (discovery runs only).
        invoked_recall: Mean invoked recall.
        median_surfaced_rank: Median best rank at which expected tools were surfaced
            (over expected tools that were surfaced, all trajectories).
        surfaced_top5: Share of expected tools surfaced at rank 5 or better (over all
            expected tools of discovery runs; never surfaced counts as not).
        avg_search_calls: Mean ``search_tools`` calls per trajectory.
        pass_rate: Agent SR, repeated for reference.
    """

    n_expected: int
    surfaced_recall: Estimate | None = None
    invoked_recall: Estimate | None = None
    median_surfaced_rank: float | None = None
    surfaced_top5: float | None = None
    avg_search_calls: float | None = None
    pass_rate: float | None = None


class EfficiencyMetrics(BaseModel):
    """Steps, tokens and cost (seed Table 2, appendix D.6).

    Attributes:
        avg_steps: Mean steps (agent and user).
        avg_agent_steps: Mean agent steps.
        total_agent_tokens: Agent tokens over all trajectories.
        avg_agent_tokens: Agent tokens per trajectory.
        agent_tokens_per_success: Total agent tokens / agent passes (None: no pass).
        avg_agent_tokens_pass: Mean agent tokens of passing trajectories.
        avg_agent_tokens_fail: Mean agent tokens of failing trajectories.
        total_cost_usd: Agent cost over all trajectories (None: unknown).
        avg_cost_usd: Agent cost per trajectory.
        cost_per_success_usd: Total agent cost / agent passes.
        total_tokens_all_roles: Tokens of every role (agent, user, judge).
    """

    avg_steps: float | None = None
    avg_agent_steps: float | None = None
    total_agent_tokens: int = 0
    avg_agent_tokens: float | None = None
    agent_tokens_per_success: float | None = None
    avg_agent_tokens_pass: float | None = None
    avg_agent_tokens_fail: float | None = None
    total_cost_usd: float | None = None
    avg_cost_usd: float | None = None
    cost_per_success_usd: float | None = None
    total_tokens_all_roles: int = 0


class FilteredMetrics(BaseModel):
    """Results without the trajectories whose user simulator failed (appendix C.1).

    Attributes:
        n_retained: Trajectories kept (user passed or not judged).
        n_removed: Trajectories whose user verdict failed.
        agent_sr: Agent SR over the kept trajectories.
        entity_f1: Mean Entity F1 over the kept trajectories.
    """

    n_retained: int
    n_removed: int
    agent_sr: Estimate | None = None
    entity_f1: Estimate | None = None


class RunEvaluation(BaseModel):
    """Every derived metric of a sandbox run.

    Attributes:
        run_id: Run id.
        suite: Suite name.
        agent: Agent model string.
        user: User model string (``scripted`` when none).
        judge_models: The judge model whose verdicts count, per judge.
        judge_repeat: The judge repeat whose verdicts count.
        available_judge_models: Judge models with verdicts in the run, per judge.
        n_samples: Stored trajectories.
        n_done: Trajectories that ran to the end.
        n_errors: Samples whose run failed (excluded).
        n_judged: Trajectories with a valid agent verdict.
        n_judge_errors: Trajectories whose agent judge failed.
        agent_sr: Agent SR.
        entity_f1: Mean Entity F1 of the counted variant (``entity_f1_variant``); the
            breakdowns use the same variant.
        entity_f1_variant: ``paper`` or ``reference``.
        entity_f1_paper: Mean Entity F1, ``paper`` variant.
        entity_f1_reference: Mean Entity F1, ``reference`` variant.
        user_sr: User SR.
        ui_sr: UI SR.
        criteria_pass_rates: Pass rate of each agent criterion.
        user_criteria_pass_rates: Pass rate of each user criterion.
        efficiency: Steps, tokens and cost.
        taxonomy: Failure root causes.
        discovery: Tool discovery.
        breakdowns: Groups per dimension.
        user_failed_removed: Results without user-failed trajectories.
        rollout_spread: Agent SR per rollout repeat (runs with several repeats).
        samples: Per-trajectory values.
    """

    run_id: str = ""
    suite: str = "sandbox"
    agent: str | None = None
    user: str | None = None
    judge_models: dict[str, str | None] = Field(default_factory=dict)
    judge_repeat: int = 0
    available_judge_models: dict[str, list[str]] = Field(default_factory=dict)
    n_samples: int = 0
    n_done: int = 0
    n_errors: int = 0
    n_judged: int = 0
    n_judge_errors: int = 0
    agent_sr: Estimate | None = None
    entity_f1: Estimate | None = None
    entity_f1_variant: str = "paper"
    entity_f1_paper: Estimate | None = None
    entity_f1_reference: Estimate | None = None
    user_sr: Estimate | None = None
    ui_sr: Estimate | None = None
    criteria_pass_rates: dict[str, float] = Field(default_factory=dict)
    user_criteria_pass_rates: dict[str, float] = Field(default_factory=dict)
    efficiency: EfficiencyMetrics = Field(default_factory=EfficiencyMetrics)
    taxonomy: TaxonomyMetrics = Field(
        default_factory=lambda: TaxonomyMetrics(n_failures=0, counts={}, shares={})
    )
    discovery: DiscoveryMetrics = Field(default_factory=lambda: DiscoveryMetrics(n_expected=0))
    breakdowns: dict[str, list[GroupMetrics]] = Field(default_factory=dict)
    user_failed_removed: FilteredMetrics = Field(
        default_factory=lambda: FilteredMetrics(n_retained=0, n_removed=0)
    )
    rollout_spread: Spread | None = None
    samples: list[SampleEval] = Field(default_factory=list)


def _mean(values: Iterable[float | int | None]) -> float | None:
    data = [float(v) for v in values if v is not None]
    return pystats.fmean(data) if data else None


def _median(values: Sequence[int]) -> float | None:
    return float(pystats.median(values)) if values else None


def taxonomy(samples: Iterable[SampleEval]) -> TaxonomyMetrics:
    """Failure root causes over the failed agent verdicts of ``samples``."""
    cats = [s.failure_category for s in samples if s.agent_passed is False]
    counts = {c: 0 for c in FAILURE_CATEGORIES}
    for c in cats:
        if c is not None:
            counts[c] += 1
    n = len(cats)
    shares = {c: counts[c] / n for c in FAILURE_CATEGORIES} if n else {}
    return TaxonomyMetrics(n_failures=n, counts=counts, shares=shares)


def _criteria_rates(items: Sequence[Mapping[str, bool]]) -> dict[str, float]:
    names: list[str] = []
    for item in items:
        names.extend(n for n in item if n not in names)
    return {n: sum(1 for i in items if i.get(n)) / sum(1 for i in items if n in i) for n in names}


def _sort_groups(dimension: str, groups: Iterable[str]) -> list[str]:
    order = _ORDERS.get(dimension, ())

    def key(g: str) -> tuple[int, float, str]:
        if g in order:
            return (0, float(order.index(g)), g)
        if dimension == "image_count" and g.isdigit():
            return (0, float(g), g)
        return (1, 0.0, g)

    return sorted(groups, key=key)


def breakdown(
    samples: Sequence[SampleEval],
    dimension: str,
    est: Callable[[Sequence[float] | Sequence[bool]], Estimate | None] = estimate,
) -> list[GroupMetrics]:
    """Metrics per group of one dimension (`BREAKDOWN_DIMENSIONS`).

    Multi-valued dimensions (image category, domain) count a trajectory in each of its
    groups.

    Raises:
        ValueError: For an unknown dimension.
    """
    if dimension not in BREAKDOWN_DIMENSIONS:
        raise ValueError(f"unknown dimension {dimension!r}; known: {BREAKDOWN_DIMENSIONS}")
    members: dict[str, list[SampleEval]] = {}
    for s in samples:
        for g in dict.fromkeys(s.dimension(dimension)):
            members.setdefault(g, []).append(s)
    out = []
    for g in _sort_groups(dimension, members):
        group = members[g]
        judged = [s.agent_passed for s in group if s.agent_passed is not None]
        out.append(
            GroupMetrics(
                group=g,
                n=len(group),
                n_judged=len(judged),
                agent_sr=est(judged),
                entity_f1=est([s.entity_f1 for s in group if s.entity_f1 is not None]),
                user_sr=est([s.user_passed for s in group if s.user_passed is not None]),
                avg_steps=_mean(s.steps for s in group),
            )
        )
    return out


def _efficiency(samples: Sequence[SampleEval]) -> EfficiencyMetrics:
    n = len(samples)
    if not n:
        return EfficiencyMetrics()
    total_tokens = sum(s.agent_tokens for s in samples)
    passes = sum(1 for s in samples if s.agent_passed)
    costs = [s.agent_cost_usd for s in samples]
    total_cost = None if any(c is None for c in costs) else sum(c or 0.0 for c in costs)
    return EfficiencyMetrics(
        avg_steps=_mean(s.steps for s in samples),
        avg_agent_steps=_mean(s.agent_steps for s in samples),
        total_agent_tokens=total_tokens,
        avg_agent_tokens=total_tokens / n,
        agent_tokens_per_success=total_tokens / passes if passes else None,
        avg_agent_tokens_pass=_mean(s.agent_tokens for s in samples if s.agent_passed is True),
        avg_agent_tokens_fail=_mean(s.agent_tokens for s in samples if s.agent_passed is False),
        total_cost_usd=total_cost,
        avg_cost_usd=None if total_cost is None else total_cost / n,
        cost_per_success_usd=None if total_cost is None or not passes else total_cost / passes,
        total_tokens_all_roles=sum(s.all_tokens for s in samples),
    )


def evaluate_samples(
    samples: Sequence[SampleEval],
    *,
    n_resamples: int = 2000,
    confidence: float = 0.95,
    seed: int = 0,
) -> RunEvaluation:
    """Aggregate per-trajectory values into a `RunEvaluation` (without run metadata).

    Args:
        samples: Per-trajectory values (samples with status ``error`` are excluded).
        n_resamples: Bootstrap resamples.
        confidence: Confidence level.
        seed: Bootstrap seed.
    """

    def est(values: Sequence[float] | Sequence[bool]) -> Estimate | None:
        return estimate(values, n_resamples=n_resamples, confidence=confidence, seed=seed)

    done = [s for s in samples if s.status == "done"]
    judged = [s for s in done if s.agent_passed is not None]
    agent = [bool(s.agent_passed) for s in judged]
    kept = [s for s in done if s.user_passed is not False]
    kept_judged = [bool(s.agent_passed) for s in kept if s.agent_passed is not None]
    with_expected = [s for s in done if s.invoked_recall is not None]
    repeats = sorted({s.repeat for s in judged})
    rollout: Spread | None = None
    if len(repeats) > 1:
        rates = []
        for r in repeats:
            vals = [bool(s.agent_passed) for s in judged if s.repeat == r]
            rates.append(sum(vals) / len(vals))
        rollout = spread(rates, [str(r) for r in repeats])
    return RunEvaluation(
        n_samples=len(samples),
        n_done=len(done),
        n_errors=len(samples) - len(done),
        n_judged=len(judged),
        n_judge_errors=sum(1 for s in done if s.agent_judge_error),
        agent_sr=est(agent),
        entity_f1=est([s.entity_f1 for s in done if s.entity_f1 is not None]),
        entity_f1_paper=est([s.entity_f1_paper for s in done if s.entity_f1_paper is not None]),
        entity_f1_reference=est(
            [s.entity_f1_reference for s in done if s.entity_f1_reference is not None]
        ),
        user_sr=est([bool(s.user_passed) for s in done if s.user_passed is not None]),
        ui_sr=est([bool(s.ui_passed) for s in done if s.ui_passed is not None]),
        criteria_pass_rates=_criteria_rates([s.agent_criteria for s in judged]),
        user_criteria_pass_rates=_criteria_rates(
            [s.user_criteria for s in done if s.user_passed is not None]
        ),
        efficiency=_efficiency(done),
        taxonomy=taxonomy(done),
        discovery=DiscoveryMetrics(
            n_expected=len(with_expected),
            surfaced_recall=est([s.surfaced_recall for s in done if s.surfaced_recall is not None]),
            invoked_recall=est(
                [s.invoked_recall for s in with_expected if s.invoked_recall is not None]
            ),
            median_surfaced_rank=_median(
                [r for s in done for r in s.surfaced_ranks.values() if r is not None]
            ),
            surfaced_top5=_mean(
                float(r is not None and r <= 5) for s in done for r in s.surfaced_ranks.values()
            ),
            avg_search_calls=_mean(s.search_calls for s in done),
            pass_rate=sum(agent) / len(agent) if agent else None,
        ),
        breakdowns={d: breakdown(done, d, est) for d in BREAKDOWN_DIMENSIONS},
        user_failed_removed=FilteredMetrics(
            n_retained=len(kept),
            n_removed=len(done) - len(kept),
            agent_sr=est(kept_judged),
            entity_f1=est([s.entity_f1 for s in kept if s.entity_f1 is not None]),
        ),
        rollout_spread=rollout,
        samples=list(samples),
    )


def evaluate_run(
    store: RunStore,
    *,
    judge_model: str | None = None,
    user_judge_model: str | None = None,
    repeat: int = 0,
    n_resamples: int = 2000,
    confidence: float = 0.95,
    seed: int = 0,
    entity_f1: str = "paper",
) -> RunEvaluation:
    """Every derived metric of a stored sandbox run.

    Args:
        store: The run store.
        judge_model: The agent (and UI) judge model whose verdicts count (default: see the
            module docstring).
        user_judge_model: The user judge model (default: ``judge_model`` if it judged
            users, else the default).
        repeat: Judge repeat index whose verdicts count.
        n_resamples: Bootstrap resamples.
        confidence: Confidence level.
        seed: Bootstrap seed.
        entity_f1: The Entity F1 variant counted in ``entity_f1`` and the breakdowns
            (``paper`` or ``reference``; both are reported).
    """
    info = store.info()
    verdicts = stored_verdicts(store)
    preferred = info.config.get("models", {}).get("judge")
    models: dict[str, str | None] = {}
    for judge, explicit in (
        (AGENT_JUDGE, judge_model),
        (UI_JUDGE, judge_model),
        (USER_JUDGE, user_judge_model or judge_model),
    ):
        has = {v.judge_model for v in verdicts if v.judge == judge and v.verdict.ok}
        if explicit is not None and (explicit in has or judge == AGENT_JUDGE):
            models[judge] = explicit
        else:
            models[judge] = default_judge_model(verdicts, judge, preferred)
    samples = load_sample_evals(
        store, verdicts=verdicts, judge_models=models, repeat=repeat, entity_f1=entity_f1
    )
    result = evaluate_samples(samples, n_resamples=n_resamples, confidence=confidence, seed=seed)
    available: dict[str, list[str]] = {}
    for v in verdicts:
        if v.verdict.ok and v.judge_model not in available.setdefault(v.judge, []):
            available[v.judge].append(v.judge_model)
    config_models = info.config.get("models", {})
    return result.model_copy(
        update={
            "run_id": info.run_id,
            "suite": info.suite,
            "agent": config_models.get("agent"),
            "user": config_models.get("user", "scripted"),
            "judge_models": models,
            "judge_repeat": repeat,
            "available_judge_models": available,
            "entity_f1_variant": entity_f1,
        }
    )
