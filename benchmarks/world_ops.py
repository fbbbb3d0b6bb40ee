"""Sandbox world operations (``python benchmarks/world_ops.py``).

Prints medians (and p90) over many repetitions, against the seeded world of every
registered domain:

- tool dispatch: ``Tool.invoke`` of a simple write tool (``set_voicemail_greeting``)
  inside ``world.transaction()``, its result converted with ``to_jsonable`` and
  recorded as a JSON trace line: argument validation + SQLite write + trace
  (target <= 200 us); the same through the ``mini`` mega-tool, and argument
  validation alone, to show where the time goes;
- snapshot + diff of the whole seeded world after one change, as an episode does
  (initial snapshot, final ``diff_since``: two snapshots and a diff; target
  <= 10 ms), and its parts;
- ``search_tools`` latency over the full toolset (p50 target <= 2 ms), and the
  one-off cost of building the index.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable

from mmtoolbench.core.tools import to_jsonable
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.discovery import ToolDiscovery, ToolIndex, make_search_tools_tool
from mmtoolbench.sandbox.toolsets import build_toolset, route_call
from mmtoolbench.sandbox.world.seed import build_seeded_world

QUERIES = [
    "send a text message",
    "who called me this morning",
    "put two of these in my basket",
    "delete the voicemail from the dentist",
    "create a calendar event for lunch on friday",
    "remind me to buy milk",
    "crop the photo",
    "pay Sam back for dinner",
    "set an alarm for 6am",
    "add a task to my todo list",
]


def _measure(fn: Callable[[int], object], n: int) -> list[float]:
    for i in range(min(50, n)):  # warm-up
        fn(i)
    out = []
    for i in range(n):
        t0 = time.perf_counter()
        fn(i)
        out.append(time.perf_counter() - t0)
    return out


def _row(label: str, samples: list[float], unit: str, target: float | None = None) -> str:
    scale = {"us": 1e6, "ms": 1e3}[unit]
    med = statistics.median(samples) * scale
    p90 = statistics.quantiles(samples, n=10)[-1] * scale
    verdict = ""
    if target is not None:
        verdict = f"  target <= {target:g} {unit}: {'met' if med <= target else 'NOT met'}"
    return f"{label:<44} median {med:8.1f} {unit}   p90 {p90:8.1f} {unit}{verdict}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-n", type=int, default=2000, help="Repetitions per measurement.")
    args = parser.parse_args()
    n = args.n

    t0 = time.perf_counter()
    world = build_seeded_world()
    seed_ms = (time.perf_counter() - t0) * 1000
    rows = sum(world.count(t) for t in world.tables)
    full = build_toolset("full")
    mini = build_toolset("mini")
    ctx = WorldContext(world)
    print(
        f"seeded world: {len(world.domains)} domains, {len(world.tables)} tables, {rows} rows "
        f"(built in {seed_ms:.0f} ms); full toolset {len(full)} tools"
    )

    trace: list[str] = []
    greet = full.get("set_voicemail_greeting")

    def dispatch(i: int) -> None:
        with world.transaction():
            result = greet.invoke(ctx, {"greeting": f"Hi, it's Jordan ({i})"})
        trace.append(json.dumps({"tool": greet.name, "result": to_jsonable(result)}))

    mega_name, _ = route_call(mini, greet.name, {})
    mega = mini.get(mega_name)

    def dispatch_mega(i: int) -> None:
        with world.transaction():
            result = mega.invoke(ctx, {"action": greet.name, "greeting": f"Hi, it's Jordan ({i})"})
        trace.append(json.dumps({"tool": mega.name, "result": to_jsonable(result)}))

    print(_row("tool dispatch (validate+write+trace)", _measure(dispatch, n), "us", 200))
    print(_row(f"  same via mini `{mega.name}`", _measure(dispatch_mega, n), "us"))
    print(
        _row(
            "  argument validation alone",
            _measure(lambda i: greet.validate({"greeting": f"x{i}"}), n),
            "us",
        )
    )

    def snap_diff(i: int) -> None:
        before = world.snapshot()
        greet.invoke(ctx, {"greeting": f"changed {i}"})
        diff = world.diff_since(before)
        assert not diff.is_empty

    reps = max(n // 10, 50)
    print(_row("snapshot + diff of the seeded world", _measure(snap_diff, reps), "ms", 10))
    base = world.snapshot()
    print(_row("  snapshot() alone", _measure(lambda i: world.snapshot(), reps), "ms"))

    def cold(i: int) -> None:
        world.restore(base)  # rewrites every table: the next snapshot copies them all
        t0 = time.perf_counter()
        world.snapshot()
        cold_times.append(time.perf_counter() - t0)

    cold_times: list[float] = []
    for i in range(20):
        cold(i)
    cold_times.sort()
    print(
        f"{'  first snapshot (full copy, once/episode)':<44} median "
        f"{cold_times[len(cold_times) // 2] * 1000:>8.1f} ms"
    )
    print(
        _row(
            "  diff_since() (= snapshot + diff)",
            _measure(lambda i: world.diff_since(base), reps),
            "ms",
        )
    )

    t0 = time.perf_counter()
    index = ToolIndex(full)
    build_ms = (time.perf_counter() - t0) * 1000
    discovery = ToolDiscovery(index, working_set_size=100)
    search = make_search_tools_tool(discovery)
    code_search = make_search_tools_tool(discovery, full_docs=True)
    print(
        _row(
            "search_tools (tool-use mode)",
            _measure(lambda i: search.invoke(None, {"query": QUERIES[i % len(QUERIES)]}), n),
            "ms",
            2,
        )
    )
    print(
        _row(
            "search_tools (code-exec mode, full docs)",
            _measure(lambda i: code_search.invoke(None, {"query": QUERIES[i % len(QUERIES)]}), n),
            "ms",
        )
    )
    print(f"{'ToolIndex build (one-off per registry)':<44} {build_ms:8.1f} ms")


if __name__ == "__main__":
    main()
