"""Benchmark of the sandboxed interpreter (``python benchmarks/interpreter.py``).

Prints a table:

- cold start: ``InterpreterSession.start()`` plus a first trivial cell (target 300 ms);
- cold start in a fresh process: the same, measured inside a new Python process that
  has just imported ``mmtoolbench.isolation`` (per-process work included: the worker
  code and the package plan come from the private cache, see
  ``docs/sandbox/interpreter.md``);
- warm trivial cell: ``run_cell("x = 1")`` on a running worker (target 20 ms);
- tool call round trip: measured inside a cell calling a trivial tool 1000 times,
  per call (target 1 ms);
- oracle-like episode: 10 cells of one tool call each, as an oracle agent replaying a
  reference solution in code mode would run them, end to end, excluding the cold
  start (target 100 ms).

Every layer of the sandbox is active (as for agents); the script says so.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import subprocess
import sys
import time
from typing import Any

from mmtoolbench.core.messages import ToolSpec
from mmtoolbench.isolation import (
    InterpreterLimits,
    InterpreterSession,
    ToolOutcome,
)

NOOP = ToolSpec(
    name="lookup",
    description="Look a key up in a small table.",
    parameters={
        "type": "object",
        "properties": {"key": {"type": "integer", "description": "Key."}},
        "required": ["key"],
    },
)
TABLE = {i: {"id": i, "name": f"item {i}", "price": i * 1.5} for i in range(100)}


async def run_tool(name: str, arguments: dict[str, Any]) -> ToolOutcome:
    return ToolOutcome(value=TABLE.get(int(arguments.get("key", 0))))


def _session() -> InterpreterSession:
    return InterpreterSession(
        tools=[NOOP],
        run_tool=run_tool,
        is_allowed=lambda name: True,
        limits=InterpreterLimits(max_tool_calls_per_cell=2000, timeout_s=60),
    )


async def cold_start(runs: int) -> tuple[list[float], dict[str, str]]:
    times: list[float] = []
    layers: dict[str, str] = {}
    for _ in range(runs):
        t0 = time.perf_counter()
        session = _session()
        await session.start()
        result = await session.run_cell("x = 1")
        times.append(time.perf_counter() - t0)
        assert result.ok, result.render()
        layers = session.layers
        await session.close()
    return times, layers


_FRESH = """\
import asyncio, time
from mmtoolbench.isolation import InterpreterSession
async def main():
    t0 = time.perf_counter()
    session = InterpreterSession()
    await session.start()
    await session.run_cell("x = 1")
    print(time.perf_counter() - t0)
    await session.close()
asyncio.run(main())
"""


def fresh_process_cold_start(runs: int) -> list[float]:
    """Start + first cell inside new Python processes (after their imports)."""
    times = []
    for _ in range(runs):
        out = subprocess.run(
            [sys.executable, "-c", _FRESH], capture_output=True, text=True, check=True
        )
        times.append(float(out.stdout.strip().splitlines()[-1]))
    return times


async def warm(session: InterpreterSession, runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        result = await session.run_cell("x = 1")
        times.append(time.perf_counter() - t0)
        assert result.ok
    return times


async def tool_round_trip(session: InterpreterSession, calls: int) -> float:
    code = (
        "import time\n"
        "t0 = time.perf_counter()\n"
        f"for i in range({calls}):\n"
        "    lookup(key=i % 100)\n"
        f"print((time.perf_counter() - t0) / {calls})"
    )
    result = await session.run_cell(code)
    assert result.ok, result.render()
    return float(result.stdout.strip())


async def episode(session: InterpreterSession, steps: int = 10) -> float:
    t0 = time.perf_counter()
    for step in range(steps):
        result = await session.run_cell(
            f"item = lookup(key={step})\nprint(item['name'], item['price'])"
        )
        assert result.ok and len(result.tool_calls) == 1, result.render()
    return time.perf_counter() - t0


def _row(name: str, value_s: float, target_s: float, detail: str) -> str:
    ok = "ok" if value_s <= target_s else "OVER"
    return f"| {name:<36} | {value_s * 1000:>10.3f} ms | {target_s * 1000:>8.0f} ms | {ok:<4} | {detail}"


async def main(runs: int) -> None:
    cold, layers = await cold_start(runs)
    fresh = fresh_process_cold_start(max(3, runs // 2))
    async with _session() as session:
        await session.run_cell("import time")
        warm_times = await warm(session, max(50, runs * 20))
        per_call = statistics.median([await tool_round_trip(session, 1000) for _ in range(3)])
        episodes = [await episode(session) for _ in range(max(3, runs))]
    print("interpreter sandbox layers:")
    for name, status in layers.items():
        print(f"  {name:<11} {status}")
    print()
    print(f"| {'metric':<36} | {'measured':>13} | {'target':>11} | {'':<4} | detail")
    print(f"|{'-' * 38}|{'-' * 15}|{'-' * 13}|{'-' * 6}|{'-' * 30}")
    print(
        _row(
            "cold start (start + first cell)",
            statistics.median(cold),
            0.300,
            f"median of {len(cold)}, max {max(cold) * 1000:.0f} ms",
        )
    )
    print(
        _row(
            "cold start in a fresh process",
            statistics.median(fresh),
            0.300,
            f"median of {len(fresh)}, max {max(fresh) * 1000:.0f} ms",
        )
    )
    print(
        _row(
            "warm trivial cell",
            statistics.median(warm_times),
            0.020,
            f"median of {len(warm_times)}, p90 {sorted(warm_times)[int(len(warm_times) * 0.9)] * 1000:.2f} ms",
        )
    )
    print(
        _row(
            "tool call round trip (per call)",
            per_call,
            0.001,
            "1000 calls inside one cell, median of 3",
        )
    )
    print(
        _row(
            "oracle-like episode (10 tool calls)",
            statistics.median(episodes),
            0.100,
            f"10 cells x 1 call, median of {len(episodes)}",
        )
    )


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="cold starts to measure")
    args = parser.parse_args()
    asyncio.run(main(args.runs))
