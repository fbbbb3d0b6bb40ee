"""``make demo``: run the built-in benchmarks offline and print what came out.

Everything here is offline and deterministic: the ATP oracle (ground-truth plans)
and a text-only scripted baseline, scored by the rule and ground-truth metrics;
one ground-truth plan executed into an HTML document (labelled offline stand-ins
for the generative tools); and the sandbox example scenarios solved by the oracle
agent with a scripted user, scored by Entity F1.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime
from pathlib import Path

from rich.console import Console

from mmtoolbench.cli.atp_cmd import print_atp_summary
from mmtoolbench.runner.run import RunConfig, RunSummary, start_run
from mmtoolbench.store.run_store import RunStore

console = Console()


async def _run(config: RunConfig, run_dir: Path) -> RunSummary:
    console.rule(f"[bold]{config.suite}[/] · {config.models.get('agent')}")
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

    from mmtoolbench.sandbox.suite import build_suite as _sandbox_suite  # noqa: F401

    sandbox_dir = root / "sandbox-oracle"
    config = RunConfig(suite="sandbox", models={"agent": "oracle", "user": "scripted"}, cache=False)
    summary = await _run(config, sandbox_dir)
    with RunStore.open(sandbox_dir) as store:
        for row in store.samples():
            f1 = row.metrics.get("entity_f1")
            console.print(f"  {row.sample_id}: {row.status}, Entity F1 = {f1}", highlight=False)
    if summary.failed:
        raise SystemExit(f"{summary.failed} sandbox sample(s) failed; see {sandbox_dir}/run.log")


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
