"""Runner overhead: 200 samples x 10 sequential model calls at 200 ms, 64 calls in flight.

Rows (each the median of ``--repeats`` runs):

* **HTTP floor**: no runner at all, just an aiohttp client posting the same number of
  requests to the fake server with 64 in flight. What the machine and the fake server
  cost by themselves; nothing the runner does can beat it.
* **runner (in-process model)**: the model is an in-process scripted model that sleeps
  200 ms per call, so the CPU time is the runner's own (scheduling, recording, SQLite
  commits).
* **full stack, direct transport**: ``openai-compatible/…`` as a user runs it (its
  default transport: the adapter's lean aiohttp client) to the fake provider server,
  which runs in a separate process. **The targets apply to this row.**
* **full stack, SDK transport**: the same through the official OpenAI SDK client
  (``--openai-transport sdk``), for comparison.

All samples are admitted at once (``max_concurrency = samples``) and the per-model
limit is 64, so the ideal wall time is samples x calls x latency / 64 (6.25 s). Because
calls take 200 ms each and 2000 = 31.25 x 64, even perfect packing needs 32 rounds
(1.024 x ideal).

The provider SDK is imported before timing; its one-off import cost (per process, not
per call) is printed on its own line.

    .venv/bin/python benchmarks/runner_overhead.py [--samples 200] [--calls 10] [--repeats 3]

Targets: wall <= 1.15 x ideal, runner CPU <= 2 ms per call.
"""

from __future__ import annotations

import argparse
import asyncio
import importlib
import json
import multiprocessing as mp
import resource
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.fake_provider.server import FakeProviderServer, ScriptedReply  # noqa: E402

from mmtoolbench.core.messages import GenerateConfig, Message, ToolSpec  # noqa: E402
from mmtoolbench.models.base import Model, OpenAITransport  # noqa: E402
from mmtoolbench.models.limits import ConcurrencyLimitedModel  # noqa: E402
from mmtoolbench.models.scripted import ScriptedModel  # noqa: E402
from mmtoolbench.runner.run import RunConfig, start_run  # noqa: E402

SUITE = "tests.runner.toy_suite:build_suite"
WALL_TARGET = 1.15
CPU_TARGET_MS = 2.0


@dataclass(frozen=True)
class Measurement:
    """One timed run: wall seconds, CPU seconds of this process, samples done."""

    wall: float
    cpu: float
    done: int
    server_cpu: float | None = None


def serve(n_replies: int, latency: float, queue: Any, stop: Any) -> None:
    """Run the fake provider in this (separate) process until ``stop`` is set."""
    server = FakeProviderServer().start()
    server.enqueue(*[ScriptedReply(text="ok", latency_s=latency) for _ in range(n_replies)])
    queue.put(server.port)
    stop.wait()
    server.stop()
    usage = resource.getrusage(resource.RUSAGE_SELF)
    queue.put(usage.ru_utime + usage.ru_stime)


def with_fake_server(
    args: argparse.Namespace, measure: Callable[[str], tuple[float, float, int]]
) -> Measurement:
    """Start the fake server in another process, run ``measure(base_url)``, stop it."""
    ctx = mp.get_context("spawn")
    queue = ctx.Queue()
    stop = ctx.Event()
    total = args.samples * args.calls
    proc = ctx.Process(target=serve, args=(total + 10, args.latency, queue, stop))
    proc.start()
    try:
        port = queue.get(timeout=60)
        wall, cpu, done = measure(f"http://127.0.0.1:{port}/v1")
    finally:
        stop.set()
        server_cpu = float(queue.get(timeout=60))
        proc.join(10)
    return Measurement(wall, cpu, done, server_cpu)


async def run_once(
    args: argparse.Namespace,
    models: dict[str, Model] | None,
    base_url: str | None,
    transport: OpenAITransport | None = None,
) -> tuple[float, float, int]:
    config = RunConfig(
        suite=SUITE,
        suite_options={"n": args.samples, "calls": args.calls},
        models={"agent": "openai-compatible/fake" if base_url else "scripted/sleep"},
        base_urls={"agent": base_url} if base_url else {},
        max_concurrency=args.samples,
        model_concurrency=args.concurrency,
        cache=False,
        openai_transport=transport,
    )
    with tempfile.TemporaryDirectory() as tmp:
        cpu0, wall0 = time.process_time(), time.perf_counter()
        summary = await start_run(config, Path(tmp) / "run", progress=False, models=models)
        return time.perf_counter() - wall0, time.process_time() - cpu0, summary.done


def runner_only(args: argparse.Namespace) -> Measurement:
    async def sleepy(
        messages: Sequence[Message], tools: Sequence[ToolSpec] | None, config: GenerateConfig | None
    ) -> str:
        await asyncio.sleep(args.latency)
        return "ok"

    model = ConcurrencyLimitedModel(ScriptedModel("scripted/sleep", sleepy), args.concurrency)
    return Measurement(*asyncio.run(run_once(args, {"agent": model}, None)))


def full_stack(args: argparse.Namespace, transport: OpenAITransport) -> Measurement:
    return with_fake_server(
        args, lambda url: asyncio.run(run_once(args, None, url, transport=transport))
    )


def http_floor(args: argparse.Namespace) -> Measurement:
    """Bare aiohttp posts to the fake server, ``concurrency`` in flight, no runner."""
    import aiohttp

    total = args.samples * args.calls
    body = json.dumps({"model": "fake", "messages": [{"role": "user", "content": "hi"}]})

    async def go(base_url: str) -> tuple[float, float, int]:
        gate = asyncio.Semaphore(args.concurrency)
        connector = aiohttp.TCPConnector(limit=0)
        async with aiohttp.ClientSession(connector=connector) as session:

            async def one() -> None:
                async with gate, session.post(f"{base_url}/chat/completions", data=body) as r:
                    await r.read()

            cpu0, wall0 = time.process_time(), time.perf_counter()
            await asyncio.gather(*(one() for _ in range(total)))
            return time.perf_counter() - wall0, time.process_time() - cpu0, args.samples

    return with_fake_server(args, lambda url: asyncio.run(go(url)))


def median(runs: list[Measurement]) -> Measurement:
    """The run with the median wall time (its CPU figures belong to the same run)."""
    return sorted(runs, key=lambda m: m.wall)[len(runs) // 2]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--calls", type=int, default=10)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--concurrency", type=int, default=64)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    total = args.samples * args.calls
    ideal = total * args.latency / args.concurrency

    t0, c0 = time.perf_counter(), time.process_time()
    importlib.import_module("mmtoolbench.models.openai_chat")
    import_wall, import_cpu = time.perf_counter() - t0, time.process_time() - c0

    rows: list[tuple[str, Callable[[], Measurement], bool]] = [
        ("HTTP floor (aiohttp, no runner)", lambda: http_floor(args), False),
        ("runner (in-process model)", lambda: runner_only(args), False),
        ("full stack, direct transport", lambda: full_stack(args, "direct"), True),
        ("full stack, SDK transport", lambda: full_stack(args, "sdk"), False),
    ]
    print(
        f"{args.samples} samples x {args.calls} calls, {args.latency * 1000:.0f} ms latency, "
        f"{args.concurrency} in flight; ideal wall {ideal:.2f} s; median of {args.repeats} runs"
    )
    header = f"{'path':<34} {'done':>5} {'wall s':>7} {'x ideal':>8} {'CPU ms/call':>12}"
    print(f"{header} {'server ms/call':>15} {'target':>7}")
    for name, measure, targeted in rows:
        m = median([measure() for _ in range(args.repeats)])
        ratio = m.wall / ideal
        cpu_ms = m.cpu / total * 1000
        server = "" if m.server_cpu is None else f"{m.server_cpu / total * 1000:.3f}"
        verdict = ""
        if targeted:
            verdict = "met" if ratio <= WALL_TARGET and cpu_ms <= CPU_TARGET_MS else "MISSED"
        print(
            f"{name:<34} {m.done:>5} {m.wall:>7.2f} {ratio:>8.3f} {cpu_ms:>12.3f} "
            f"{server:>15} {verdict:>7}"
        )
    print(
        f"one-off SDK import before timing: {import_wall:.2f} s wall, {import_cpu:.2f} s CPU "
        "(once per process)"
    )
    print(f"targets: wall <= {WALL_TARGET} x ideal, runner CPU <= {CPU_TARGET_MS:g} ms per call")


if __name__ == "__main__":
    main()
