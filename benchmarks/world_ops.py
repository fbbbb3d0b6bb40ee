"""Sandbox world operations as an episode feels them (``python benchmarks/world_ops.py``).

Every tool call goes through the episode path: ``EpisodeEnvironment.call_tool`` (argument
validation, the call inside a world transaction, the JSON result text, the tool-call
record in the run-store recorder and the transcript message), on a seeded world of all
17 domains with the full toolset (673 tools). Prints medians and target verdicts:

1. **Per domain, fresh and late**: a representative write tool and read tool of each
   domain: the write's median over calls 1-20 of an episode and over calls 281-300, in
   3 episodes (target: write <= 200 us fresh, late <= 1.2x fresh), and the read's
   median. In both
   phases each write is followed by the read, as an agent interleaves them: a call
   then runs with the CPU caches holding other work (as after a model call), which
   costs it more than calls back to back. The reads look for seed data the writes do
   not add to, so the read is the same in both phases and the ratio compares the
   writes alone.
2. **Per domain, at scale**: the domain's main table grown to 1k / 10k / 100k rows
   (`mmtoolbench.sandbox.world.bulk.pad_table`): write and read medians (target at
   100k: write <= 200 us, read <= 1 ms) and snapshot + one write + diff (target at
   100k: <= 1 ms).
3. **Start-up**: ``import mmtoolbench.sandbox.episode`` in a fresh interpreter (target
   <= 300 ms) and the sandboxed interpreter's cold start in a real episode (673 tool
   stubs, start + first trivial cell, target <= 150 ms).

Options: ``--sizes 1000 10000`` to skip 100k, ``--domains contacts reminders`` to
select domains, ``--skip-startup``. ``benchmarks/compare_toolsandbox.py`` runs the
same operations against ToolSandbox.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.messages import Message, ToolCall
from mmtoolbench.sandbox.agents import _from_environment
from mmtoolbench.sandbox.episode import (
    EpisodeEnvironment,
    EpisodeSettings,
    StepBudget,
    ToolCatalog,
    Transcript,
)
from mmtoolbench.sandbox.scenario import builtin_scenarios_dir, load_scenario
from mmtoolbench.sandbox.user import UserChannel
from mmtoolbench.sandbox.world.bulk import pad_table
from mmtoolbench.sandbox.world.seed import build_seeded_world
from mmtoolbench.sandbox.world.state import World
from mmtoolbench.store.records import SampleRecorder

Args = Callable[[int], dict[str, Any]]


@dataclass(frozen=True)
class Op:
    """A domain's representative write and read tool, and the table that grows."""

    domain: str
    table: str
    write: str
    write_args: Args
    read: str
    read_args: dict[str, Any]
    extra_tables: tuple[str, ...] = field(default=())


OPS: list[Op] = [
    Op(
        "contacts",
        "contacts",
        "create_contact",
        lambda i: {"first_name": f"Pat{i}", "last_name": "Lee", "phone_number": f"+1415777{i:04d}"},
        "search_contacts",
        {"query": "Sam"},
        ("contact_phones",),
    ),
    Op(
        "messages",
        "messages",
        "send_message",
        lambda i: {"recipient": "+14155550142", "body": f"On my way ({i})"},
        "search_messages",
        {"query": "dinner"},
    ),
    Op(
        "phone",
        "call_log",
        "place_call",
        lambda i: {"recipient": f"+1415888{i:04d}"},
        "list_recent_calls",
        {"limit": 10},
    ),
    Op(
        "reminders",
        "reminders",
        "create_reminder",
        lambda i: {"title": f"Buy milk {i}"},
        "search_reminders",
        {"query": "passport"},
    ),
    Op(
        "calendar",
        "calendar_events",
        "create_calendar_event",
        lambda i: {
            "title": f"Lunch {i}",
            "start": f"2025-07-{1 + i % 28:02d}T{8 + i // 28 % 10:02d}:00:00",
        },
        "search_calendar_events",
        {"query": "dentist"},
    ),
    Op(
        "email",
        "emails",
        "send_email",
        lambda i: {"to": ["sam.rivera@gmail.com"], "subject": f"Hello {i}", "body": "Hi Sam"},
        "search_emails",
        {"query": "invoice"},
    ),
    Op(
        "vision",
        "shown_images",
        "show_image_to_user",
        lambda i: {"image_id": "IMG"},
        "get_image_size",
        {"image_id": "IMG"},
    ),
    Op(
        "web",
        "web_pages",
        "bookmark_webpage",
        lambda i: {"url": f"https://example.com/page/{i}", "title": f"Page {i}"},
        "search_web",
        {"query": "weather"},
        ("web_bookmarks",),
    ),
    Op(
        "payments",
        "payment_transactions",
        "send_payment",
        lambda i: {"recipient": "PAYUSER", "amount": 1.0, "note": f"coffee {i}"},
        "list_payment_transactions",
        {"limit": 10},
    ),
    Op(
        "alarms",
        "alarms",
        "update_alarm",
        lambda i: {"alarm_id": "alm_0001", "label": f"Wake up {i}"},
        "search_world_clock_cities",
        {"query": "Paris"},
    ),
    Op(
        "todo",
        "todo_tasks",
        "create_todo_task",
        lambda i: {"content": f"Write report {i}"},
        "search_todo_tasks",
        {"query": "dentist"},
    ),
    Op(
        "notes",
        "notes",
        "create_note",
        lambda i: {"title": f"Idea {i}", "body": "Something to remember"},
        "search_notes",
        {"query": "recipe"},
    ),
    Op(
        "music",
        "music_tracks",
        "create_music_playlist",
        lambda i: {"name": f"Mix {i}"},
        "search_music_catalog",
        {"query": "love"},
        ("music_playlists",),
    ),
    Op(
        "files",
        "drive_files",
        "create_text_file",
        lambda i: {"name": f"note-{i}.txt", "content": "hello"},
        "search_files",
        {"query": "budget"},
    ),
    Op(
        "expenses",
        "expenses",
        "add_expense",
        lambda i: {"description": f"Dinner {i}", "amount": 12.5, "split_with": ["me", "ep_0002"]},
        "list_expenses",
        {"query": "groceries", "limit": 10},
    ),
    Op(
        "settings",
        "bluetooth_devices",
        "set_wifi_enabled",
        lambda i: {"enabled": i % 2 == 1},
        "get_battery_status",
        {},
    ),
    Op(
        "shopping",
        "shop_products",
        "add_to_cart",
        lambda i: {"product_id": f"PRODUCT{i}"},
        "search_products",
        {"query": "headphones", "limit": 10},
        ("shop_cart_items",),
    ),
]

_CATALOG: ToolCatalog | None = None


def _catalog() -> ToolCatalog:
    global _CATALOG
    if _CATALOG is None:
        _CATALOG = ToolCatalog("full", None)
    return _CATALOG


class Episode:
    """An episode environment around ``world``, as `run_episode` builds it."""

    def __init__(self, world: World, mode: str = "tool-use") -> None:
        loaded = load_scenario(builtin_scenarios_dir() / "dana_new_job.yaml")
        settings = EpisodeSettings(mode=mode, discovery=False, all_domains=True)  # type: ignore[arg-type]
        self.recorder = SampleRecorder()
        self.transcript = Transcript(self.recorder)
        channel = UserChannel(loaded.scenario, world.images, lambda _id: b"")
        self.world = world
        self.env = EpisodeEnvironment(
            loaded,
            world,
            settings,
            self.recorder,
            channel,
            StepBudget(10**9),
            self.transcript,
            _catalog(),
            oracle=True,
        )
        self.loop = asyncio.new_event_loop()
        self.n = 0

    def call(self, name: str, arguments: dict[str, Any]) -> tuple[float, bool, str]:
        """One call; returns (seconds, ok, result text)."""
        self.n += 1
        call = ToolCall(id=f"call_{self.n}", name=name, arguments=arguments)
        elapsed, execution = self.loop.run_until_complete(self._timed(call))
        text = execution.result.content[0].text if execution.result.content else ""  # type: ignore[union-attr]
        return elapsed, execution.ok, text

    async def _timed(self, call: ToolCall) -> tuple[float, Any]:
        """The call as an agent's loop awaits it (timed inside the running loop, so the
        benchmark's own ``run_until_complete`` per call is not counted)."""
        t0 = time.perf_counter()
        execution = await self.env.call_tool(call)
        self.env.record(_from_environment(Message.tool([execution.result])))
        return time.perf_counter() - t0, execution

    def close(self) -> None:
        self.loop.run_until_complete(self.env.close())
        self.loop.close()


def _resolve(op: Op, world: World, args: dict[str, Any]) -> dict[str, Any]:
    """Fill placeholders with ids of the seed world."""
    out = dict(args)
    for key, value in args.items():
        if value == "IMG":
            out[key] = world.images.ids()[0]
        elif value == "PAYUSER":
            out[key] = world.select("payment_users", limit=1, offset=0)[0]["handle"]
        elif isinstance(value, str) and value.startswith("PRODUCT"):
            # Products with stock for 3 adds each, cycled: 300 calls never run out. The
            # list is read once per world (outside the timed calls: at 100k products
            # the query scans the table).
            ids = world.derived(
                "benchmark:products in stock",
                ("shop_products", "shop_product_variants"),
                lambda: [
                    r["id"]
                    for r in world.query(
                        "SELECT id FROM shop_products WHERE stock_quantity >= 3 AND id NOT IN "
                        "(SELECT product_id FROM shop_product_variants) ORDER BY rowid"
                    )
                ],
            )
            out[key] = ids[int(value.removeprefix("PRODUCT")) % len(ids)]
    return out


def _us(seconds: float) -> str:
    if seconds >= 0.1:
        return f"{seconds * 1000:8.0f} ms"
    if seconds >= 0.001:
        return f"{seconds * 1000:8.2f} ms"
    return f"{seconds * 1e6:8.0f} us"


def _verdict(ok: bool) -> str:
    return "met" if ok else "NOT met"


def _median(samples: list[float]) -> float:
    return statistics.median(samples) if samples else float("nan")


def _timed_calls(
    ep: Episode, op: Op, world: World, count: int, budget_s: float, start: int
) -> tuple[list[float], list[float], str]:
    writes: list[float] = []
    reads: list[float] = []
    error = ""
    t_end = time.perf_counter() + budget_s
    for i in range(count):
        dt, ok, text = ep.call(op.write, _resolve(op, world, op.write_args(start + i)))
        writes.append(dt)
        if not ok and not error:
            error = f"{op.write}: {text[:100]}"
        dt, ok, text = ep.call(op.read, _resolve(op, world, op.read_args))
        reads.append(dt)
        if not ok and not error:
            error = f"{op.read}: {text[:100]}"
        if time.perf_counter() > t_end and i >= 2:
            break
    return writes, reads, error


#: Episodes of table 1 per domain (its medians are over the calls of all of them).
EPISODES = 3


def fresh_and_late(ops: list[Op], results: dict[str, Any]) -> None:
    """Table 1: write fresh (calls 1-20) and late (281-300) over `EPISODES` episodes, and
    the read between them."""
    print("\n1. Episode path, seeded world: write calls 1-20 vs 281-300 of an episode")
    print(
        f"{'domain':<10} {'write tool':<24} {'fresh':>11} {'late':>11} {'ratio':>6}"
        f"  {'read tool':<27} {'read':>11}  verdict"
    )
    fresh_all: list[float] = []
    ratios: list[float] = []
    for op in ops:
        early: list[float] = []
        late_calls: list[float] = []
        reads: list[float] = []
        error = ""
        for _ in range(EPISODES):
            world = build_seeded_world()
            ep = Episode(world)
            writes: list[float] = []
            for i in range(300):
                dt, ok, text = ep.call(op.write, _resolve(op, world, op.write_args(i)))
                writes.append(dt)
                if not ok and not error:
                    error = f"{op.write}: {text[:100]}"
                if i < 20 or i >= 280:  # the same read between writes in both phases
                    dt, ok, text = ep.call(op.read, _resolve(op, world, op.read_args))
                    reads.append(dt)
                    if not ok and not error:
                        error = f"{op.read}: {text[:100]}"
            ep.close()
            world.close()
            early += writes[:20]
            late_calls += writes[280:300]
        fresh, late = _median(early), _median(late_calls)
        ratio = late / fresh
        fresh_all.append(fresh)
        ratios.append(ratio)
        ok = fresh <= 200e-6 and ratio <= 1.2
        print(
            f"{op.domain:<10} {op.write:<24} {_us(fresh)} {_us(late)} {ratio:6.2f}"
            f"  {op.read:<27} {_us(_median(reads))}  {_verdict(ok)}"
            + (f"  [error: {error}]" if error else "")
        )
    results["write_fresh"] = _median(fresh_all)
    results["late_ratio"] = max(ratios)
    print(
        f"median fresh write {_us(results['write_fresh'])} (target <= 200 us: "
        f"{_verdict(results['write_fresh'] <= 200e-6)}); worst late/fresh ratio "
        f"{results['late_ratio']:.2f} (target <= 1.2: {_verdict(results['late_ratio'] <= 1.2)})"
    )


def at_scale(ops: list[Op], sizes: list[int], results: dict[str, Any], budget_s: float) -> None:
    """Table 2: write, read and snapshot + diff with the main table grown."""
    print("\n2. Episode path with the domain's main table grown (rows in that table)")
    print(
        f"{'domain':<10} {'table':<22} {'rows':>7} {'write':>11} {'read':>11} "
        f"{'snap+diff':>11}  verdict (at 100k: write <= 200 us, read <= 1 ms, snap+diff <= 1 ms)"
    )
    worst: dict[int, dict[str, float]] = {}
    for op in ops:
        for size in sizes:
            world = build_seeded_world()
            for table in (op.table, *op.extra_tables):
                pad_table(world, table, max(size - world.count(table), 0))
            rows = world.count(op.table)
            ep = Episode(world)
            world.snapshot()
            writes, reads, error = _timed_calls(ep, op, world, 20, budget_s, 0)
            snaps: list[float] = []
            base_i = len(writes)
            for k in range(min(len(writes), 10)):
                arguments = _resolve(op, world, op.write_args(base_i + k))
                t0 = time.perf_counter()
                before = world.snapshot()
                try:
                    with world.transaction():
                        ep.env.full.get(op.write).invoke(ep.env.ctx, arguments)
                except ToolError as exc:
                    error = error or f"{op.write}: {exc}"
                changes = world.diff_since(before)
                snaps.append(time.perf_counter() - t0)
                if changes.is_empty and not error:
                    error = "snapshot+diff saw no change"
                if sum(snaps) > budget_s:
                    break
            ep.close()
            world.close()
            w, r, s = _median(writes), _median(reads), _median(snaps)
            cell = worst.setdefault(size, {"write": 0.0, "read": 0.0, "snap": 0.0})
            cell["write"], cell["read"], cell["snap"] = (
                max(cell["write"], w),
                max(cell["read"], r),
                max(cell["snap"], s),
            )
            verdict = ""
            if size >= 100_000:
                verdict = _verdict(w <= 200e-6 and r <= 1e-3 and s <= 1e-3)
            print(
                f"{op.domain:<10} {op.table:<22} {rows:>7} {_us(w)} {_us(r)} {_us(s)}  {verdict}"
                + (f"  [error: {error}]" if error else "")
            )
    results["scale"] = worst
    for size, cell in worst.items():
        print(
            f"worst at {size:>6} rows: write {_us(cell['write'])}, read {_us(cell['read'])}, "
            f"snapshot+diff {_us(cell['snap'])}"
        )


def startup(results: dict[str, Any], runs: int) -> None:
    """Table 3: episode import and interpreter cold start."""
    print("\n3. Start-up")
    imports: list[float] = []
    code = (
        "import time; t=time.perf_counter(); import mmtoolbench.sandbox.episode; "
        "print(time.perf_counter()-t)"
    )
    # As an installed package runs: with compiled bytecode (kept in a temporary
    # directory, whatever PYTHONDONTWRITEBYTECODE says), after one warm-up import.
    with tempfile.TemporaryDirectory(prefix="mmtb-pycache-") as pycache:
        env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
        env["PYTHONPYCACHEPREFIX"] = pycache
        for i in range(runs + 1):
            out = subprocess.run(
                [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
            )
            if i:
                imports.append(float(out.stdout.strip().splitlines()[-1]))
    imp = _median(imports)
    results["import"] = imp
    print(
        f"{'import mmtoolbench.sandbox.episode':<48} {_us(imp)}  target <= 300 ms: "
        f"{_verdict(imp <= 0.3)}"
    )
    colds: list[float] = []
    for _ in range(runs):
        world = build_seeded_world()
        ep = Episode(world, mode="code-exec")
        t0 = time.perf_counter()
        execution = ep.loop.run_until_complete(ep.env.run_code("x = 1", "cell_1"))
        colds.append(time.perf_counter() - t0)
        assert execution.ok, execution.output
        ep.close()
        world.close()
    cold = _median(colds)
    results["cold"] = cold
    n_tools = len(_catalog().toolset)
    print(
        f"{f'interpreter cold start, real episode ({n_tools} tools)':<48} {_us(cold)}  "
        f"target <= 150 ms: {_verdict(cold <= 0.15)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="*", default=[1_000, 10_000, 100_000])
    parser.add_argument("--domains", nargs="*", default=None)
    parser.add_argument("--budget", type=float, default=3.0, help="Seconds per scale cell.")
    parser.add_argument("--runs", type=int, default=5, help="Start-up repetitions.")
    parser.add_argument("--skip-startup", action="store_true")
    parser.add_argument("--skip-late", action="store_true")
    args = parser.parse_args()
    ops = [op for op in OPS if args.domains is None or op.domain in args.domains]
    results: dict[str, Any] = {}
    t0 = time.perf_counter()
    _catalog()
    print(
        f"toolset: {len(_catalog().toolset)} tools (catalog built in "
        f"{(time.perf_counter() - t0) * 1000:.0f} ms)"
    )
    if not args.skip_late:
        fresh_and_late(ops, results)
    if args.sizes:
        at_scale(ops, args.sizes, results, args.budget)
    if not args.skip_startup:
        startup(results, args.runs)


if __name__ == "__main__":
    main()
