"""Benchmark: one deterministic Code plot rendered by the ATP plan executor.

Renders the same bar chart (deterministic path: spec -> generated matplotlib script ->
sandboxed interpreter -> PNG) ``--repeats`` times and prints the minimum and median
wall-clock seconds per plot. The interpreter's cold start (worker spawn, confinement and
matplotlib import) is reported separately; the target is <= 0.5 s per plot.

Usage::

    .venv/bin/python benchmarks/atp_execute.py [--repeats 10]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import time

from mmtoolbench.atp.execute.backends import StepRequest
from mmtoolbench.atp.execute.code import CodeBackend, InterpreterScriptRunner, ScriptRunner
from mmtoolbench.atp.schema import ToolName

TARGET_S = 0.5
REQUEST = StepRequest(
    call_index=0,
    tool=ToolName.CODE,
    description="Average calories per serving of common breakfast foods",
    params={
        "diagram_type": "bar chart",
        "data": {
            "labels": ["Oatmeal", "Pancakes", "Bagel", "Omelette", "Yogurt"],
            "values": [150, 350, 280, 220, 120],
            "ylabel": "kcal",
        },
    },
)


async def bench(runner: ScriptRunner, repeats: int) -> tuple[float, list[float], int]:
    """Time one cold and ``repeats`` warm plots.

    Args:
        runner: The script runner.
        repeats: Number of timed plots.

    Returns:
        Cold-start seconds, warm seconds per plot, PNG size.
    """
    backend = CodeBackend(runner=runner)
    try:
        began = time.perf_counter()
        first = await backend.run(REQUEST)
        cold = time.perf_counter() - began
        times: list[float] = []
        for _ in range(repeats):
            began = time.perf_counter()
            output = await backend.run(REQUEST)
            times.append(time.perf_counter() - began)
            assert output.data == first.data, "deterministic path must give identical PNGs"
    finally:
        await backend.aclose()
    return cold, times, len(first.data)


async def main(repeats: int) -> int:
    """Run the benchmark and print a table.

    Args:
        repeats: Number of timed plots.

    Returns:
        Process exit code (0 when the median meets the target).
    """
    print(f"ATP Code backend: deterministic bar chart, {repeats} warm runs")
    print(f"{'runner':<14}{'cold start':>12}{'min':>9}{'median':>9}{'max':>9}{'PNG bytes':>11}")
    runner = InterpreterScriptRunner(timeout_s=60)
    cold, times, size = await bench(runner, repeats)
    median = statistics.median(times)
    failed = median > TARGET_S
    print(
        f"{runner.name:<14}{cold:>11.3f}s{min(times):>8.3f}s{median:>8.3f}s"
        f"{max(times):>8.3f}s{size:>11}"
    )
    print(f"target: median <= {TARGET_S} s per plot -> {'NOT met' if failed else 'met'}")
    return 1 if failed else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--repeats", type=int, default=10, help="timed plots (default 10)")
    args = parser.parse_args()
    raise SystemExit(asyncio.run(main(args.repeats)))
