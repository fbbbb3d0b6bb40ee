"""``make demo``: run the built-in benchmarks offline and print what came out.

Everything here is offline and deterministic: the ATP oracle (ground-truth plans)
and a text-only scripted baseline, scored by the rule and ground-truth metrics;
one ground-truth plan executed into an HTML document (labelled offline stand-ins
for the generative tools); and the whole bundled sandbox suite with a scripted user,
solved by the oracle agent and by the oracle that misreads one image value per scenario
(`mmtoolbench.sandbox.perturb.MisreadingOracleAgent`), scored by Entity F1 with a
breakdown per design axis (flow, challenge, arrival, images, rounds...).
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table

from mmtoolbench.cli.atp_cmd import print_atp_summary
from mmtoolbench.runner.run import RunConfig, RunSummary, start_run
from mmtoolbench.store.run_store import RunStore

console = Console()


async def _run(config: RunConfig, run_dir: Path, label: str | None = None) -> RunSummary:
    console.rule(f"[bold]{config.suite}[/] · {label or config.models.get('agent')}")
    summary = await start_run(config, run_dir, progress=True, console=console)
    console.print(
        f"{run_dir}: {summary.done} done, {summary.failed} failed in {summary.wall_s:.1f}s"
    )
    return summary


def _summary(run_dir: Path) -> dict[str, object] | None:
    with RunStore.open(run_dir) as store:
        value = store.run_metrics().get("summary")
    return value if isinstance(value, dict) else None


async def demo(root: Path) -> None:
    """Run every demo step into ``root``."""
    from mmtoolbench.atp.dataset import bundled_dataset_path, load_samples
    from mmtoolbench.atp.execute.backends import ExecutionConfig
    from mmtoolbench.atp.execute.run import execute_sample

    for model in ("oracle", "scripted/echo"):
        run_dir = root / f"atp-{model.replace('/', '-')}"
        config = RunConfig(suite="atp", models={"agent": model}, cache=False)
        await _run(config, run_dir)
        stats = _summary(run_dir)
        if stats:
            print_atp_summary(stats, console)

    console.rule("[bold]atp[/] · plan execution")
    path = bundled_dataset_path()
    sample = next(s for s in load_samples(path) if len(s.ground_truth_tools) >= 2)
    # Offline on purpose: no image or search service is contacted from the demo.
    doc = await execute_sample(sample, path, None, ExecutionConfig.from_env(env={}))
    html = root / f"atp-executed-{sample.id}.html"
    html.write_text(doc.to_html(title=f"ATP {sample.id} (ground truth)"), encoding="utf-8")
    console.print(f"executed {sample.id}: {doc.summary()} -> {html}")

    await sandbox_demo(root)


async def sandbox_demo(root: Path) -> None:
    """The whole bundled sandbox suite: the oracle, then the oracle that misreads one
    image value per scenario (an imperfect offline agent), with per-axis breakdowns."""
    from mmtoolbench.sandbox.evaluate.metrics import evaluate_run

    evaluations = {}
    for label, options in (("oracle", {}), ("oracle, one misread value", {"misread": True})):
        run_dir = root / ("sandbox-oracle" if not options else "sandbox-oracle-misread")
        config = RunConfig(
            suite="sandbox",
            suite_options=options,
            models={"agent": "oracle", "user": "scripted"},
            cache=False,
        )
        summary = await _run(config, run_dir, label)
        if summary.failed:
            raise SystemExit(f"{summary.failed} sandbox sample(s) failed; see {run_dir}/run.log")
        with RunStore.open(run_dir) as store:
            evaluations[label] = evaluate_run(store)
    oracle = evaluations["oracle"]
    if oracle.entity_f1 is None or oracle.entity_f1.value < 1.0:
        raise SystemExit("the oracle does not reach Entity F1 = 1 on every sandbox scenario")
    print_sandbox_comparison(evaluations)


def _f1(estimate: Any) -> str:
    return "-" if estimate is None else f"{estimate.value:.3f}"


def print_sandbox_comparison(evaluations: dict[str, Any]) -> None:
    """Overall Entity F1 and every breakdown, one column per run."""
    labels = list(evaluations)
    overall = Table("", "scenarios", *labels, title="sandbox: Entity F1", title_justify="left")
    first = evaluations[labels[0]]
    overall.add_row("all", str(first.n_done), *(_f1(evaluations[k].entity_f1) for k in labels))
    console.print(overall)
    for dim, groups in first.breakdowns.items():
        table = Table(dim, "n", *labels, title=f"Entity F1 by {dim}", title_justify="left")
        for group in groups:
            row = [group.group, str(group.n)]
            for k in labels:
                match = next(
                    (g for g in evaluations[k].breakdowns.get(dim, []) if g.group == group.group),
                    None,
                )
                row.append(_f1(match.entity_f1 if match else None))
            table.add_row(*row)
        console.print(table)


def main() -> None:
    """Entry point of ``python -m mmtoolbench.demo``."""
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    root = Path("runs") / f"demo-{stamp}"
    root.mkdir(parents=True, exist_ok=True)
    asyncio.run(demo(root))
    console.rule("done")
    console.print(f"all runs are in [bold]{root}[/]; browse them with `mmtb runs list {root}`")


if __name__ == "__main__":
    main()
