"""Benchmark: A2UI screens rendered by the official Lit renderer in headless Chromium.

Starts the browser once (as a worker does), renders each of the A2UI specification's
v0.8 examples (the test fixtures) once cold, then renders + screenshots them and a v0.9
choice screen ``--repeats`` times each, warm, and prints p50 / p90 per screen kind, the start-up cost,
the validation cost (official SDK + binding checks) and the memory of the browser:
JS heap per open page and resident memory of the Chromium processes per open page.
Target: render + screenshot p50 <= 150 ms warm.

Usage::

    .venv/bin/python benchmarks/ui_render.py [--repeats 20]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time
from pathlib import Path

from mmtoolbench.sandbox.ui.browser import UiBrowser
from mmtoolbench.sandbox.ui.protocol import load_screen_file, validate_screen

TARGET_MS = 150.0
FIXTURES = Path(__file__).resolve().parents[1] / "tests" / "sandbox" / "fixtures" / "a2ui_v0_8"


def _v09_screen() -> list[dict[str, object]]:
    from mmtoolbench.sandbox.ui.protocol import catalog_id

    comps: list[dict[str, object]] = [
        {"id": "root", "component": "Column", "children": ["h", "a", "b", "c"]},
        {"id": "h", "component": "Text", "text": "Pick one", "variant": "h2"},
    ]
    for key in ("a", "b", "c"):
        comps += [
            {"id": f"{key}-l", "component": "Text", "text": f"Option {key.upper()} - $1{key}"},
            {
                "id": key,
                "component": "Button",
                "child": f"{key}-l",
                "action": {"event": {"name": "choose", "context": {"option": key}}},
            },
        ]
    return [
        {"version": "v0.9", "createSurface": {"surfaceId": "b", "catalogId": catalog_id("v0.9")}},
        {"version": "v0.9", "updateComponents": {"surfaceId": "b", "components": comps}},
    ]


def _rss_mib(pid_root: int) -> float:
    """Resident memory (MiB) of the Chromium processes (children of this process)."""
    total = 0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as fh:
                fields = fh.read().rsplit(")", 1)[1].split()
            with open(f"/proc/{entry}/cmdline", "rb") as fh:
                cmd = fh.read()
        except OSError:
            continue
        if b"chromium" not in cmd:
            continue
        ppid = int(fields[1])
        if ppid == pid_root or _descends(int(entry), pid_root):
            total += int(fields[21]) * os.sysconf("SC_PAGE_SIZE")
    return total / 2**20


def _descends(pid: int, root: int) -> bool:
    for _ in range(10):
        try:
            with open(f"/proc/{pid}/stat") as fh:
                pid = int(fh.read().rsplit(")", 1)[1].split()[1])
        except OSError:
            return False
        if pid == root:
            return True
        if pid <= 1:
            return False
    return False


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--repeats", type=int, default=20)
    args = parser.parse_args()

    screens = {p.stem: load_screen_file(p) for p in sorted(FIXTURES.glob("*/[0-9]*.json"))}
    t0 = time.perf_counter()
    for screen in screens.values():
        validate_screen(screen)
    validate_ms = (time.perf_counter() - t0) * 1000 / len(screens)

    browser = UiBrowser(max_pages=1)
    t0 = time.perf_counter()
    browser.start()
    start_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    browser.render_sync(screens["13_coffee-order"], "v0.8")
    browser.render_sync(_v09_screen(), "v0.9")
    first_s = time.perf_counter() - t0

    cold: list[float] = []
    for screen in screens.values():  # first render of each screen: fonts, images, JIT
        t = time.perf_counter()
        browser.render_sync(screen, "v0.8")
        cold.append((time.perf_counter() - t) * 1000)
    timings: dict[str, list[float]] = {"v0.8 spec examples (35)": [], "v0.9 choice screen": []}
    for _ in range(max(1, args.repeats // 5)):
        for screen in screens.values():
            t = time.perf_counter()
            browser.render_sync(screen, "v0.8")
            timings["v0.8 spec examples (35)"].append((time.perf_counter() - t) * 1000)
    for _ in range(args.repeats):
        t = time.perf_counter()
        browser.render_sync(_v09_screen(), "v0.9")
        timings["v0.9 choice screen"].append((time.perf_counter() - t) * 1000)

    heap = asyncio.run(browser.page_memory())
    rss = _rss_mib(os.getpid())
    pages = browser.open_pages()
    browser.close()

    print(f"{'what':<28} {'n':>5} {'p50 ms':>8} {'p90 ms':>8} {'mean ms':>8}")
    for name, values in timings.items():
        print(
            f"{name:<28} {len(values):>5} {_pct(values, 0.5):>8.1f} {_pct(values, 0.9):>8.1f} "
            f"{statistics.fmean(values):>8.1f}"
        )
    print(f"browser start: {start_s:.2f} s; first render per protocol (page load): {first_s:.2f} s")
    print(
        f"first render of each v0.8 example (cold): p50 {_pct(cold, 0.5):.1f} ms, "
        f"max {max(cold):.1f} ms"
    )
    print(f"validation (SDK + bindings): {validate_ms:.1f} ms per screen")
    print(
        f"memory: JS heap per page {heap}; Chromium RSS {rss:.0f} MiB with {pages} open "
        f"pages ({rss / max(pages, 1):.0f} MiB per page, browser processes included)"
    )
    worst = max(_pct(v, 0.5) for v in timings.values())
    verdict = "PASS" if worst <= TARGET_MS else "FAIL"
    print(
        f"target: render + screenshot p50 <= {TARGET_MS:.0f} ms warm -> {verdict} ({worst:.1f} ms)"
    )


if __name__ == "__main__":
    main()
