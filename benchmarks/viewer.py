"""Benchmark: first paint of ``mmtb view`` on a 1,000-sample run.

Builds a 1,000-sample sandbox run through the store API: one real oracle episode
(``plumber_note``: its messages, tool calls, images, world diff and Entity F1 evidence)
is the template, replicated with varied scenario axes, metrics, verdicts, a 2 % share of
failed samples, a pool of 30 distinct images (3 per sample) and four stored model calls
per sample (~10 KB requests each), so the database is the size of a real run. Then it
serves the viewer on 127.0.0.1 (uvicorn, in this process) and loads pages in Debian's
Chromium with Playwright, ``--repeats`` times each (a fresh page every time):

* the runs list (``/``),
* the sample list of the run (``/runs/<run>/``, first page of 50),
* a sample's trajectory page (opening a sample).

It reports first contentful paint (``performance.getEntriesByType('paint')``), time to
first byte and DOMContentLoaded, median and worst, and a verdict against the targets:
first paint <= 500 ms for both lists and <= 1,000 ms to open a sample.

Usage::

    .venv/bin/python benchmarks/viewer.py [--samples 1000] [--repeats 7] [--keep DIR]
"""

from __future__ import annotations

import argparse
import asyncio
import io
import json
import random
import shutil
import socket
import statistics
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

from PIL import Image

from mmtoolbench import __version__
from mmtoolbench.core.messages import ImagePart, Message, Usage
from mmtoolbench.runner.run import RunConfig, start_run
from mmtoolbench.sandbox.scenario import builtin_scenarios_dir
from mmtoolbench.store.records import ModelCallRecord, SampleRecorder, ToolCallRecord
from mmtoolbench.store.run_store import RunInfo, RunStore, SampleOutcome

TARGETS_MS = {"runs list": 500.0, "sample list": 500.0, "open a sample": 1000.0}
CHALLENGES = ["none", "error_correction", "missing_info", "ambiguity", "implicit_intent"]
ARRIVALS = ["early", "late", "spread"]
FLOWS = ["transfer", "validate", "aggregate"]
CHROMIUM = "/usr/bin/chromium"


def template(work: Path) -> dict[str, Any]:
    """One real oracle episode, read back from its store."""
    config = RunConfig(
        suite="sandbox",
        suite_options={"scenarios": [str(builtin_scenarios_dir() / "plumber_note.yaml")]},
        models={"agent": "oracle"},
        ids=["plumber_note"],
        cache=False,
    )
    asyncio.run(start_run(config, work / "template", progress=False))
    with RunStore.open(work / "template") as store:
        row = store.samples()[0]
        images = {sha: store.image_bytes(sha) for sha in store.image_ids(row.key).values()}
        return {
            "output": row.output,
            "metrics": row.metrics,
            "messages": store.messages(row.key),
            "tool_calls": store.tool_calls(row.key),
            "images": images,
        }


def image_pool(base: dict[str, tuple[str, bytes]], n: int, rng: random.Random) -> list[bytes]:
    """``n`` distinct PNGs: the template's photos with a small random tint."""
    sources = [data for _, data in base.values()]
    out = []
    for i in range(n):
        img = Image.open(io.BytesIO(sources[i % len(sources)])).convert("RGB")
        tint = Image.new("RGB", img.size, (rng.randrange(256), rng.randrange(256), 0))
        buf = io.BytesIO()
        Image.blend(img, tint, 0.08).save(buf, format="PNG")
        out.append(buf.getvalue())
    return out


def build_run(run_dir: Path, n: int, tpl: dict[str, Any], seed: int = 0) -> float:
    """Write an ``n``-sample sandbox run through `RunStore`; returns seconds taken."""
    rng = random.Random(seed)
    pool = image_pool(tpl["images"], 30, rng)
    ids = [f"scn_{i:04d}" for i in range(n)]
    info = RunInfo(
        run_id="viewer-bench",
        suite="sandbox",
        config={
            "suite": "sandbox",
            "models": {"agent": "openai/gpt-bench", "judge": "openai/judge"},
            "ids": ids,
            "repeats": 1,
            "suite_options": {"mode": "code-exec"},
        },
        package_version=__version__,
        status="finished",
    )
    started = time.perf_counter()
    store = RunStore.create(run_dir, info)
    request = json.dumps({"messages": [{"role": "user", "content": "x" * 10_000}]})
    with store:
        for i, sample_id in enumerate(ids):
            rec = SampleRecorder()
            picks = rng.sample(range(len(pool)), 3)
            for m in tpl["messages"]:
                fields = {k: v for k, v in m.items() if k not in ("seq", "channel")}
                message = Message.model_validate(fields)
                content = []
                for part in message.content:
                    if isinstance(part, ImagePart):
                        data = pool[picks[int(part.image_id.removeprefix("img_")) % 3]]
                        part = ImagePart(image_id=part.image_id, data=data)
                    content.append(part)
                rec.add_message(message.model_copy(update={"content": content}))
            for t in tpl["tool_calls"]:
                rec.add_tool_call(
                    ToolCallRecord(
                        t["call_id"],
                        t["caller"],
                        t["name"],
                        t["arguments"],
                        t["result"],
                        bool(t["is_error"]),
                        t["started_at"],
                        t["duration_s"],
                    )
                )
            for k in range(4):
                rec.add_model_call(
                    ModelCallRecord(
                        "agent",
                        "openai/gpt-bench",
                        f"{i}-{k}",
                        request,
                        '{"text": "ok"}',
                        time.time(),
                        1.2,
                        Usage(input_tokens=2500, output_tokens=120, cost_usd=0.004),
                        False,
                        None,
                    )
                )
            passed = rng.random() < 0.55
            for judge, criteria in (
                (
                    "agent_judge",
                    ["task_completion", "information_accuracy", "instruction_following"],
                ),
                ("user_judge", ["request_fidelity", "conversational_naturalness"]),
            ):
                rec.add_verdict(
                    judge,
                    "openai/judge",
                    {
                        "judge": judge,
                        "judge_model": "openai/judge",
                        "passed": passed,
                        "overall": "pass" if passed else "fail",
                        "reasoning": "bench",
                        "criteria": {
                            c: {
                                "analysis": "a" * 200,
                                "pass": passed or j > 0,
                                "evidence": "e" * 100,
                            }
                            for j, c in enumerate(criteria)
                        },
                    },
                )
            output = json.loads(json.dumps(tpl["output"]))
            output["scenario"].update(
                id=sample_id,
                challenge_type=rng.choice(CHALLENGES),
                arrival_pattern=rng.choice(ARRIVALS),
                flow_type=rng.choice(FLOWS),
                image_count=rng.randint(1, 5),
            )
            metrics = dict(
                tpl["metrics"],
                entity_f1=round(rng.random(), 3),
                steps=rng.randint(4, 40),
                agent_judge_pass=passed,
            )
            failed = rng.random() < 0.02
            now = time.time()
            store.commit_sample(
                SampleOutcome(
                    sample_id,
                    0,
                    i,
                    "error" if failed else "done",
                    now - 30,
                    now,
                    output=None if failed else output,
                    metrics={} if failed else metrics,
                    error="Traceback (most recent call last):\n  ...\nRuntimeError: provider 503"
                    if failed
                    else None,
                ),
                rec,
            )
    return time.perf_counter() - started


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


PAINT_JS = """() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const fcp = performance.getEntriesByType('paint').find(e => e.name === 'first-contentful-paint');
  return {fcp: fcp ? fcp.startTime : null, ttfb: nav.responseStart - nav.startTime,
          dcl: nav.domContentLoadedEventEnd - nav.startTime, bytes: nav.transferSize};
}"""


def measure(url: str, pages: dict[str, str], repeats: int) -> dict[str, list[dict[str, float]]]:
    from playwright.sync_api import sync_playwright

    results: dict[str, list[dict[str, float]]] = {name: [] for name in pages}
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"]
        )
        context = browser.new_context(viewport={"width": 1400, "height": 1000})
        for _ in range(repeats):
            for name, path in pages.items():
                page = context.new_page()
                page.goto(url + path, wait_until="load")
                page.wait_for_function(
                    "() => performance.getEntriesByType('paint').some(e => e.name === 'first-contentful-paint')"
                )
                results[name].append(page.evaluate(PAINT_JS))
                page.close()
        browser.close()
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--samples", type=int, default=1000)
    parser.add_argument("--repeats", type=int, default=7)
    parser.add_argument("--keep", type=Path, help="build the run here and keep it")
    parser.add_argument(
        "--settle",
        type=float,
        default=2.0,
        help="seconds between server start and the first load (a user opening a browser; "
        "the viewer warms its caches meanwhile); 0 measures a truly cold first load",
    )
    args = parser.parse_args()

    import uvicorn

    from mmtoolbench.viewer.app import create_app

    work = Path(tempfile.mkdtemp(prefix="mmtb-viewer-bench-"))
    root = args.keep or work / "runs"
    try:
        tpl = template(work)
        build_s = build_run(root / "bench-run", args.samples, tpl)
        size_mb = (root / "bench-run" / "run.sqlite").stat().st_size / 1e6
        print(f"built a {args.samples}-sample run in {build_s:.1f} s ({size_mb:.0f} MB run.sqlite)")
        port = free_port()
        server = uvicorn.Server(
            uvicorn.Config(
                create_app(root), host="127.0.0.1", port=port, log_level="warning", access_log=False
            )
        )
        thread = threading.Thread(target=server.run, daemon=True)
        thread.start()
        while not server.started:
            time.sleep(0.05)
        time.sleep(args.settle)
        sample = f"scn_{args.samples // 2:04d}"
        pages = {
            "runs list": "/",
            "sample list": "/runs/bench-run/",
            "open a sample": f"/runs/bench-run/samples/{sample}/0",
        }
        try:
            results = measure(f"http://127.0.0.1:{port}", pages, args.repeats)
        finally:
            server.should_exit = True
            thread.join(timeout=10)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    header = (
        f"{'page':<15} {'FCP cold':>9} {'FCP med':>9} {'FCP max':>9} {'TTFB cold':>10}"
        f" {'TTFB med':>9} {'DCL med':>9} {'KB':>5} {'target':>8}  verdict"
    )
    print(
        f"\nviewer on a {args.samples}-sample run, {args.repeats} loads per page"
        f" (Chromium, 127.0.0.1; cold = the first load, {args.settle:g} s after the server started)"
    )
    print(header)
    print("-" * len(header))
    ok_all = True
    for name, rows in results.items():
        fcp = [r["fcp"] for r in rows]
        med = statistics.median(fcp)
        ok = med <= TARGETS_MS[name]
        ok_all &= ok
        print(
            f"{name:<15} {fcp[0]:>7.0f}ms {med:>7.0f}ms {max(fcp):>7.0f}ms"
            f" {rows[0]['ttfb']:>8.0f}ms {statistics.median(r['ttfb'] for r in rows):>7.0f}ms"
            f" {statistics.median(r['dcl'] for r in rows):>7.0f}ms {rows[0]['bytes'] / 1024:>5.0f}"
            f" {TARGETS_MS[name]:>6.0f}ms  {'PASS' if ok else 'FAIL'}"
        )
    print(f"\nverdict: {'PASS' if ok_all else 'FAIL'} (median first contentful paint vs target)")


if __name__ == "__main__":
    main()
