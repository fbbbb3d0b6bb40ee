"""``mmtb generate compare``: the generator ablation's quantities (seed appendix D.1, Table 10).

For two sandbox generation runs (typically the same Stage-3 outlines regenerated with
another model, ``--from-outlines``):

* the **funnel**, recomputed from each run store: outlines, scenarios written (stage 4),
  entity staging that never became schema-conformant within the repair budget (stage 5;
  the seed's "failed to produce schema-conformant entities"), critic rejections, kept;
  plus the repair rounds stage 5 needed and the tokens per kept scenario;
* with evaluation runs of agents on each generated set (``mmtb run sandbox`` on the
  written files), **Agent SR per agent model** under each generator and the rank (Spearman
  rho) and linear (Pearson r) agreement of the two columns.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel

from mmtoolbench.core.errors import ConfigError
from mmtoolbench.stats import pearson, spearman
from mmtoolbench.store.run_store import RunStore

__all__ = ["GeneratorComparison", "GeneratorFunnel", "compare_generators", "generator_funnel"]


class GeneratorFunnel(BaseModel):
    """One generation run's funnel (Table 10's "Funnel" paragraph).

    Attributes:
        run: The run directory.
        generator: The stage-4/5 model string(s).
        outlines: Stage-3 outlines the run started from.
        scenarios: Scenarios written by stage 4.
        entities_ok: Schema-conformant entity staging (stage 5 accepted).
        entities_failed: Stage-5 units that failed (no conformant reply within budget).
        entity_repairs: Repair rounds stage 5 needed in all.
        critic_passed: Scenarios the stage-6 critic passed.
        critic_rejected: Scenarios it rejected.
        kept: Scenarios kept after downsampling.
        oracle_passed: Kept scenarios the LLM oracle solved (None: the check did not run).
        tokens_per_kept: Input + output tokens of stages 4-6 per kept scenario.
    """

    run: str
    generator: str
    outlines: int
    scenarios: int
    entities_ok: int
    entities_failed: int
    entity_repairs: int
    critic_passed: int
    critic_rejected: int
    kept: int
    oracle_passed: int | None = None
    tokens_per_kept: float | None


class GeneratorComparison(BaseModel):
    """Both funnels and, with evaluation runs, Agent SR per agent and generator."""

    funnels: list[GeneratorFunnel]
    agent_sr: dict[str, list[float | None]]
    spearman_rho: float | None = None
    pearson_r: float | None = None


def generator_funnel(run_dir: Path) -> GeneratorFunnel:
    """The funnel of one sandbox generation run, from its store.

    Raises:
        ConfigError: Not a sandbox generation run.
    """
    with RunStore.open(run_dir) as store:
        info = store.info()
        if info.suite != "generate-sandbox":
            raise ConfigError(f"{run_dir} is a {info.suite!r} run, not a sandbox generation run")
        rows = store.samples()
        models = info.config.get("models", {})
        from_outlines = info.config.get("from_outlines")
        if from_outlines:
            with RunStore.open(Path(from_outlines)) as source:
                outlines = sum(
                    1 for r in source.samples("done") if r.sample_id.startswith("outline/")
                )
        else:
            outlines = sum(
                1 for r in rows if r.sample_id.startswith("outline/") and r.status == "done"
            )

    def stage(name: str, status: str | None = None) -> list[Any]:
        return [
            r
            for r in rows
            if r.sample_id.startswith(f"{name}/") and (status is None or r.status == status)
        ]

    critic = stage("critic", "done")
    passed = sum(1 for r in critic if r.output and r.output.get("passed"))
    (down,) = stage("downsample", "done") or [None]
    kept = len(down.output["kept"]) if down is not None else 0
    late = [r for s in ("scenario", "entities", "critic") for r in stage(s)]
    tokens = sum(r.input_tokens + r.output_tokens for r in late)
    generator = " / ".join(
        dict.fromkeys([models.get("scenario", "?"), models.get("entities", "?")])
    )
    return GeneratorFunnel(
        run=str(run_dir),
        generator=generator,
        outlines=outlines,
        scenarios=len(stage("scenario", "done")),
        entities_ok=len(stage("entities", "done")),
        entities_failed=len(stage("entities", "error")),
        entity_repairs=sum(int(r.metrics.get("repairs", 0)) for r in stage("entities")),
        critic_passed=passed,
        critic_rejected=len(critic) - passed,
        kept=kept,
        oracle_passed=(
            sum(1 for r in stage("oracle", "done") if r.output and r.output.get("passed"))
            if stage("oracle")
            else None
        ),
        tokens_per_kept=tokens / kept if kept else None,
    )


def _agent_sr(run_dirs: Sequence[Path]) -> dict[str, float | None]:
    """Agent SR per agent model of sandbox evaluation runs (their stored summary)."""
    out: dict[str, float | None] = {}
    for run_dir in run_dirs:
        with RunStore.open(run_dir) as store:
            info = store.info()
            if info.suite != "sandbox":
                raise ConfigError(f"{run_dir} is a {info.suite!r} run, not a sandbox evaluation")
            agent = str(info.config.get("models", {}).get("agent", run_dir.name))
            summary = store.run_metrics().get("summary") or {}
        estimate = summary.get("agent_sr")
        out[agent] = float(estimate["value"]) if isinstance(estimate, dict) else None
    return out


def compare_generators(
    run_a: Path,
    run_b: Path,
    *,
    evals_a: Sequence[Path] = (),
    evals_b: Sequence[Path] = (),
) -> GeneratorComparison:
    """Table 10's quantities for two generation runs (and their evaluation runs)."""
    funnels = [generator_funnel(run_a), generator_funnel(run_b)]
    sr_a, sr_b = _agent_sr(evals_a), _agent_sr(evals_b)
    agents = sorted(set(sr_a) | set(sr_b))
    table = {a: [sr_a.get(a), sr_b.get(a)] for a in agents}
    pairs = [(x, y) for x, y in table.values() if x is not None and y is not None]
    rho = r = None
    if len(pairs) >= 3:
        xs, ys = [p[0] for p in pairs], [p[1] for p in pairs]
        rho = spearman(xs, ys).rho
        r = pearson(xs, ys).r
    return GeneratorComparison(funnels=funnels, agent_sr=table, spearman_rho=rho, pearson_r=r)
