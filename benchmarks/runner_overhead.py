"""Runner overhead: 200 samples x 10 sequential model calls at 200 ms, concurrency 64.

The fake provider runs in a separate process so that this process's CPU time is
the runner's own (suite, recording, store commits, OpenAI SDK + HTTP client).

    .venv/bin/python benchmarks/runner_overhead.py [--samples 200] [--calls 10]

Targets: wall <= 1.15 x ideal (ideal = samples x calls x latency / concurrency),
runner CPU <= 2 ms per model call.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing as mp
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from mmtoolbench.runner.run import RunConfig, start_run  # noqa: E402
from tests.fake_provider.server import FakeProviderServer, ScriptedReply  # noqa: E402


def serve(n_replies: int, latency: float, port_q: mp.Queue[int], stop: mp.Event) -> None:  # type: ignore[type-arg]
    server = FakeProviderServer().start()
    server.enqueue(*[ScriptedReply(text="ok", latency_s=latency) for _ in range(n_replies)])
    port_q.put(server.port)
    stop.wait()
    server.stop()


async def bench(samples: int, calls: int, latency: float, concurrency: int, base_url: str) -> tuple[float, float, int]:
    config = RunConfig(
        suite="tests.runner.toy_suite:build_suite",
        suite_options={"n": samples, "calls": calls},
        models={"agent": "openai-compatible/fake"},
        base_urls={"agent": base_url},
        max_concurrency=concurrency,
        model_concurrency=concurrency,
        cache=False,
    )
    with tempfile.TemporaryDirectory() as tmp:
        cpu0, wall0 = time.process_time(), time.perf_counter()
        summary = await start_run(config, Path(tmp) / "run", progress=False)
        wall, cpu = time.perf_counter() - wall0, time.process_time() - cpu0
    return wall, cpu, summary.done


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--calls", type=int, default=10)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--concurrency", type=int, default=64)
    args = parser.parse_args()
    total_calls = args.samples * args.calls
    ctx = mp.get_context("spawn")
    port_q: mp.Queue[int] = ctx.Queue()  # type: ignore[assignment]
    stop = ctx.Event()
    proc = ctx.Process(target=serve, args=(total_calls + 10, args.latency, port_q, stop))
    proc.start()
    try:
        port = port_q.get(timeout=30)
        wall, cpu, done = asyncio.run(
            bench(args.samples, args.calls, args.latency, args.concurrency, f"http://127.0.0.1:{port}/v1")
        )
    finally:
        stop.set()
        proc.join(10)
    ideal = total_calls * args.latency / args.concurrency
    cpu_ms = cpu / total_calls * 1000
    rows = [
        ("samples done", f"{done}/{args.samples}", ""),
        ("model calls", f"{total_calls}", ""),
        ("ideal wall (s)", f"{ideal:.2f}", ""),
        ("wall (s)", f"{wall:.2f}", f"{wall / ideal:.3f} x ideal (target <= 1.15)"),
        ("runner CPU per call (ms)", f"{cpu_ms:.3f}", "target <= 2.0"),
    ]
    width = max(len(r[0]) for r in rows)
    print(f"{'metric':<{width}}  {'value':>10}  note")
    for name, value, note in rows:
        print(f"{name:<{width}}  {value:>10}  {note}")


if __name__ == "__main__":
    main()
