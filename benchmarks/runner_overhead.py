"""Runner overhead: 200 samples x 10 sequential model calls at 200 ms, 64 calls in flight.

Two measurements:

* **runner**: the model is an in-process scripted model that sleeps 200 ms per call,
  so the CPU time is the runner's own (scheduling, recording, SQLite commits).
* **full stack**: the model is ``openai-compatible/…`` through the official OpenAI SDK
  to the fake provider server, which runs in a separate process (its CPU time is
  reported separately).

All samples are admitted at once (``max_concurrency = samples``) and the per-model
limit is 64, so the ideal wall time is samples x calls x latency / 64.

    .venv/bin/python benchmarks/runner_overhead.py [--samples 200] [--calls 10]

Targets: wall <= 1.15 x ideal, runner CPU <= 2 ms per model call.
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing as mp
import resource
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.fake_provider.server import FakeProviderServer, ScriptedReply  # noqa: E402

from mmtoolbench.core.messages import GenerateConfig, Message, ToolSpec  # noqa: E402
from mmtoolbench.models.base import Model  # noqa: E402
from mmtoolbench.models.limits import ConcurrencyLimitedModel  # noqa: E402
from mmtoolbench.models.scripted import ScriptedModel  # noqa: E402
from mmtoolbench.runner.run import RunConfig, start_run  # noqa: E402

SUITE = "tests.runner.toy_suite:build_suite"


def serve(n_replies: int, latency: float, queue: Any, stop: Any) -> None:
    """Run the fake provider in this (separate) process until ``stop`` is set."""
    server = FakeProviderServer().start()
    server.enqueue(*[ScriptedReply(text="ok", latency_s=latency) for _ in range(n_replies)])
    queue.put(server.port)
    stop.wait()
    server.stop()
    usage = resource.getrusage(resource.RUSAGE_SELF)
    queue.put(usage.ru_utime + usage.ru_stime)


async def run_once(
    args: argparse.Namespace, models: dict[str, Model] | None, base_url: str | None
) -> tuple[float, float, int]:
    config = RunConfig(
        suite=SUITE,
        suite_options={"n": args.samples, "calls": args.calls},
        models={"agent": "openai-compatible/fake" if base_url else "scripted/sleep"},
        base_urls={"agent": base_url} if base_url else {},
        max_concurrency=args.samples,
        model_concurrency=args.concurrency,
        cache=False,
    )
    with tempfile.TemporaryDirectory() as tmp:
        cpu0, wall0 = time.process_time(), time.perf_counter()
        summary = await start_run(config, Path(tmp) / "run", progress=False, models=models)
        return time.perf_counter() - wall0, time.process_time() - cpu0, summary.done


def runner_only(args: argparse.Namespace) -> tuple[float, float, int]:
    async def sleepy(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig | None
    ) -> str:
        await asyncio.sleep(args.latency)
        return "ok"

    model = ConcurrencyLimitedModel(ScriptedModel("scripted/sleep", sleepy), args.concurrency)
    return asyncio.run(run_once(args, {"agent": model}, None))


def full_stack(args: argparse.Namespace) -> tuple[float, float, int, float]:
    ctx = mp.get_context("spawn")
    queue = ctx.Queue()
    stop = ctx.Event()
    total = args.samples * args.calls
    proc = ctx.Process(target=serve, args=(total + 10, args.latency, queue, stop))
    proc.start()
    try:
        port = queue.get(timeout=60)
        wall, cpu, done = asyncio.run(run_once(args, None, f"http://127.0.0.1:{port}/v1"))
    finally:
        stop.set()
        server_cpu = float(queue.get(timeout=60))
        proc.join(10)
    return wall, cpu, done, server_cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--calls", type=int, default=10)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--concurrency", type=int, default=64)
    args = parser.parse_args()
    total = args.samples * args.calls
    ideal = total * args.latency / args.concurrency

    w1, c1, d1 = runner_only(args)
    w2, c2, d2, server_cpu = full_stack(args)
    print(
        f"{args.samples} samples x {args.calls} calls, {args.latency * 1000:.0f} ms latency, "
        f"{args.concurrency} in flight; ideal wall {ideal:.2f} s"
    )
    print(f"{'path':<34} {'done':>8} {'wall s':>8} {'x ideal':>8} {'CPU ms/call':>12}")
    print(
        f"{'runner (in-process model)':<34} {d1:>8} {w1:>8.2f} {w1 / ideal:>8.3f} "
        f"{c1 / total * 1000:>12.3f}"
    )
    print(
        f"{'full stack (OpenAI SDK + HTTP)':<34} {d2:>8} {w2:>8.2f} {w2 / ideal:>8.3f} "
        f"{c2 / total * 1000:>12.3f}"
    )
    print(
        f"{'  fake server (other process)':<34} {'':>8} {'':>8} {'':>8} "
        f"{server_cpu / total * 1000:>12.3f}"
    )
    print("targets: wall <= 1.15 x ideal, runner CPU <= 2 ms per call")


if __name__ == "__main__":
    main()
