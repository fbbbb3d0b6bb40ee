"""Side-by-side timings against Apple's ToolSandbox (optional; ``python
benchmarks/compare_toolsandbox.py --checkout PATH``).

ToolSandbox (https://github.com/apple/ToolSandbox) is not a dependency and none of its
code is in this repository. The script installs a local checkout of it into its own
temporary virtualenv (``python -m venv``; the checkout is pip-installed with
``--no-deps`` plus the few packages its tool modules import, pinned as in its
``pyproject.toml``; ``--full-deps`` installs everything it declares, several GB),
runs the measurements there in a child process, and deletes the virtualenv
(``--keep-venv DIR`` keeps and reuses one).

Getting a checkout::

    git clone https://github.com/apple/ToolSandbox /tmp/ToolSandbox
    python benchmarks/compare_toolsandbox.py --checkout /tmp/ToolSandbox

The same operations on both sides, at the tool layer (a call of the tool function
with validated arguments; for mmtoolbench inside a world transaction, as an episode
runs it), with the contact / reminder table holding 1k, 10k and 100k rows:

- write: ToolSandbox ``add_contact`` / ``add_reminder`` vs ``create_contact`` /
  ``create_reminder``;
- search: ``search_contacts(name=...)`` / ``search_reminder(content=...)`` vs
  ``search_contacts(query=...)`` / ``search_reminders(query=...)``;
- state capture: ToolSandbox copies its execution context (``copy.deepcopy``, what it
  does to keep a state per message) vs ``snapshot()`` + one write + ``diff_since``.

It prints medians and the ratio (ToolSandbox time / mmtoolbench time). The whole-
episode path (`EpisodeEnvironment.call_tool`) is measured by ``world_ops.py``.
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import venv
from collections.abc import Callable
from pathlib import Path
from typing import Any

#: Packages ToolSandbox's tool modules import, pinned as in its pyproject.toml.
MIN_DEPS = [
    "ccy==1.3.1",
    "decorator==5.1.1",
    "dill==0.3.8",
    "geopy==2.4.1",
    "holidays==0.51",
    "jsonschema==4.19.2",
    "networkx==3.2.1",
    "numpy==1.26.4",
    "phonenumbers==8.13.39",
    "pint==0.23",
    "polars==0.20.31",
    "pydantic==2.7.4",
    "pyyaml==6.0.1",
    "rapidfuzz==3.9.3",
    "requests==2.32.3",
    "StrEnum==0.4.15",
    "typing_extensions==4.12.2",
]

CHILD = r"""
import copy, json, statistics, sys, time, uuid
from tool_sandbox.common.execution_context import DatabaseNamespace, ExecutionContext, new_context
from tool_sandbox.tools.contact import add_contact, search_contacts
from tool_sandbox.tools.reminder import add_reminder, search_reminder

sizes, reps = json.loads(sys.argv[1]), int(sys.argv[2])

def med(fn, n):
    out = []
    for i in range(n):
        t0 = time.perf_counter(); fn(i); out.append(time.perf_counter() - t0)
    return statistics.median(out)

results = {}
for size in sizes:
    ctx = ExecutionContext()
    ctx.add_to_database(DatabaseNamespace.CONTACT, [
        {"person_id": str(uuid.uuid4()), "name": "Jordan Ellis", "phone_number": "+14155550100",
         "relationship": "self", "is_self": True}] + [
        {"person_id": str(uuid.uuid4()), "name": f"Person {i:06d}", "phone_number": f"+1415{i:07d}",
         "relationship": "friend", "is_self": False} for i in range(size)])
    ctx.add_to_database(DatabaseNamespace.REMINDER, [
        {"reminder_id": str(uuid.uuid4()), "content": f"Task {i:06d}", "creation_timestamp": 1.7e9,
         "reminder_timestamp": 1.8e9, "latitude": None, "longitude": None} for i in range(size)])
    with new_context(ctx):
        n = reps if size <= 10_000 else max(3, reps // 10)
        r = {}
        r["write_contact"] = med(lambda i: add_contact(name=f"New Person {size}-{i}", phone_number=f"+1650{i:07d}"), n)
        r["search_contact"] = med(lambda i: search_contacts(name="Person 000042"), n)
        r["write_reminder"] = med(lambda i: add_reminder(content=f"Buy milk {i}", reminder_timestamp=1.9e9), n)
        r["search_reminder"] = med(lambda i: search_reminder(content="Task 000042"), n)
        r["state_capture"] = med(lambda i: copy.deepcopy(ctx), max(3, n // 2))
    results[str(size)] = r
print(json.dumps(results))
"""


def _median(fn: Callable[[int], Any], n: int) -> float:
    out = []
    for i in range(n):
        t0 = time.perf_counter()
        fn(i)
        out.append(time.perf_counter() - t0)
    return statistics.median(out)


def measure_mmtoolbench(sizes: list[int], reps: int) -> dict[str, dict[str, float]]:
    """The same operations on an mmtoolbench world (tool layer, in a transaction)."""
    from mmtoolbench.sandbox.context import WorldContext
    from mmtoolbench.sandbox.domains import build_tool_registry
    from mmtoolbench.sandbox.world.bulk import pad_table
    from mmtoolbench.sandbox.world.seed import build_seeded_world

    registry = build_tool_registry(["contacts", "reminders"])
    results: dict[str, dict[str, float]] = {}
    for size in sizes:
        world = build_seeded_world(["contacts", "reminders"])
        pad_table(world, "contacts", max(size - world.count("contacts"), 0))
        pad_table(world, "reminders", max(size - world.count("reminders"), 0))
        ctx = WorldContext(world)

        def call(name: str, args: dict[str, Any]) -> None:
            with world.transaction():  # noqa: B023 - used within the iteration
                registry.get(name).invoke(ctx, args)  # noqa: B023

        n = reps if size <= 10_000 else max(3, reps // 10)
        r: dict[str, float] = {}
        r["write_contact"] = _median(
            lambda i: call(
                "create_contact",
                {"first_name": f"New{size}x{i}", "phone_number": f"+1650{i:07d}"},  # noqa: B023
            ),
            n,
        )
        r["search_contact"] = _median(lambda i: call("search_contacts", {"query": "Maya"}), n)
        r["write_reminder"] = _median(
            lambda i: call("create_reminder", {"title": f"Buy milk {i}"}), n
        )
        r["search_reminder"] = _median(lambda i: call("search_reminders", {"query": "milk"}), n)

        def capture(i: int) -> None:
            before = world.snapshot()  # noqa: B023
            call("create_reminder", {"title": f"Capture {i}"})
            world.diff_since(before)  # noqa: B023

        r["state_capture"] = _median(capture, max(3, n // 2))
        results[str(size)] = r
        world.close()
    return results


def measure_toolsandbox(
    checkout: Path, sizes: list[int], reps: int, venv_dir: Path | None, full_deps: bool
) -> dict[str, dict[str, float]]:
    """Install ToolSandbox into a virtualenv and run `CHILD` there."""
    temp = None
    if venv_dir is None:
        temp = tempfile.mkdtemp(prefix="toolsandbox-venv-")
        venv_dir = Path(temp)
    try:
        python = venv_dir / "bin" / "python"
        if not python.exists():
            print(f"creating a virtualenv in {venv_dir} and installing {checkout} ...")
            venv.EnvBuilder(with_pip=True).create(venv_dir)
            pip = [str(python), "-m", "pip", "install", "--quiet"]
            if full_deps:
                subprocess.run([*pip, str(checkout)], check=True)
            else:
                subprocess.run([*pip, *MIN_DEPS], check=True)
                subprocess.run([*pip, "--no-deps", str(checkout)], check=True)
        out = subprocess.run(
            [str(python), "-c", CHILD, json.dumps(sizes), str(reps)],
            check=True,
            capture_output=True,
            text=True,
        )
        result: dict[str, dict[str, float]] = json.loads(out.stdout.strip().splitlines()[-1])
        return result
    finally:
        if temp is not None:
            shutil.rmtree(temp, ignore_errors=True)


def _fmt(seconds: float) -> str:
    if seconds >= 1e-3:
        return f"{seconds * 1e3:9.2f} ms"
    return f"{seconds * 1e6:9.0f} us"


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--checkout", type=Path, required=True, help="ToolSandbox checkout.")
    parser.add_argument("--sizes", type=int, nargs="*", default=[1_000, 10_000, 100_000])
    parser.add_argument("--reps", type=int, default=30, help="Calls per measurement.")
    parser.add_argument("--keep-venv", type=Path, default=None, help="Reuse/keep this venv.")
    parser.add_argument("--full-deps", action="store_true", help="Install all its deps.")
    args = parser.parse_args()
    if not (args.checkout / "tool_sandbox").is_dir():
        sys.exit(f"{args.checkout} is not a ToolSandbox checkout (no tool_sandbox/ package)")
    ours = measure_mmtoolbench(args.sizes, args.reps)
    theirs = measure_toolsandbox(
        args.checkout.resolve(), args.sizes, args.reps, args.keep_venv, args.full_deps
    )
    print(f"\n{'operation':<18} {'rows':>7} {'mmtoolbench':>12} {'ToolSandbox':>12} {'ratio':>8}")
    for size in args.sizes:
        for op in ("write_contact", "search_contact", "write_reminder", "search_reminder"):
            a, b = ours[str(size)][op], theirs[str(size)][op]
            print(f"{op:<18} {size:>7} {_fmt(a)} {_fmt(b)} {b / a:7.0f}x")
        a, b = ours[str(size)]["state_capture"], theirs[str(size)]["state_capture"]
        print(f"{'state capture':<18} {size:>7} {_fmt(a)} {_fmt(b)} {b / a:7.0f}x")
    print(
        "\nstate capture: mmtoolbench snapshot + one write + diff; ToolSandbox deepcopy of "
        "its execution context. ratio = ToolSandbox / mmtoolbench."
    )


if __name__ == "__main__":
    main()
