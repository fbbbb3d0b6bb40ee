"""Benchmark: parse and rule-check generated ATP answers.

Generates ``--n`` answers (default 10,000) from a fixed seed: markdown paragraphs, lists
and headings with 0-6 tool tags each, about a third of the tags malformed (broken or
sloppy JSON, unknown tools, missing or mistyped parameters, out-of-range or reused image
indices, unclosed/nested tags, tags in code, mid-sentence tags, figure phrases). Then it
times :func:`mmtoolbench.atp.parse.parse_answer` (which runs every rule check) over all of
them and prints a table. Target: at most 5 s in total for 10,000 answers.

Then it checks hostile answers of ``--hostile-mb`` (default 10) MB each, as ``mmtb atp
check`` does (`check_answer_file` and the JSON dump): hundreds of thousands of well-formed,
broken or unclosed ``<tool>`` tags, and plain prose. Targets per answer: at most 1 s and
100 MB (tracemalloc peak). It also runs ``mmtb atp check`` on each file in a child process
and reports its wall time and peak RSS (the CLI's start-up, about 1 s of imports, is
included there and not part of the target).

Run: ``.venv/bin/python benchmarks/atp_parse.py [--n 10000] [--seed 0] [--repeat 3]
[--hostile-mb 10]``
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections import Counter
from pathlib import Path
from typing import Any

from mmtoolbench.atp.parse import parse_answer
from mmtoolbench.atp.rules import check_answer_file

TARGET_SECONDS = 5.0
HOSTILE_SECONDS = 1.0
HOSTILE_MB = 100.0

PARAGRAPHS = [
    "Preheat the oven to 200 °C and line a tray with baking paper.",
    "The Colosseum could hold between 50,000 and 80,000 spectators.",
    "Paint the walls a warm off-white to make the room feel larger, and swap the heavy "
    "curtains for sheer linen panels hung just below the ceiling.",
    "Validation loss rises after epoch 12 while training loss keeps falling, a classic "
    "sign of overfitting; add dropout or stop early.",
    "Fold the wrapper into a half-moon and press out the air before pleating the edge.",
    "A slim sofa on visible legs shows more floor and makes the space read as bigger.",
    "The Eiffel Tower is repainted every seven years with about 60 tonnes of paint.",
]
STRUCTURE = ["## Step {n}", "{n}. {p}", "- {p}", "> {p}", "{p}"]
FIGURE = ["As shown below, ", "See the image: ", "Here is an image of it. ", ""]


def _call(rng: random.Random, num_images: int) -> dict[str, Any]:
    tool = rng.choice(["Reference", "Diffusion", "Search", "Code", "Edit"])
    index = rng.randrange(max(num_images, 1))
    options: dict[str, dict[str, Any]] = {
        "Reference": {"img_index": index},
        "Diffusion": {"prompt": "A cozy reading nook by a window, watercolor, soft light"},
        "Search": {"query": "Eiffel Tower in the rain"},
        "Code": {
            "diagram_type": "line chart",
            "data": {"x": [1, 2, 3, 4], "y": [0.9, 0.7, 0.6, 0.65], "x_label": "epoch"},
        },
        "Edit": {"img_index": index, "prompt": "Highlight the loose bracket with a red circle"},
    }
    params = options[tool]
    return {"tool_name": tool, "description": "Image supporting the paragraph", "params": params}


def _tag(rng: random.Random, num_images: int) -> tuple[str, str]:
    """Return (tag text, kind) with kind ``ok`` or the kind of malformation."""
    call = _call(rng, num_images)
    if rng.random() >= 0.33:
        return f"<tool>{json.dumps(call)}</tool>", "ok"
    kind = rng.choice(
        [
            "single_quotes",
            "trailing_comma",
            "missing_brace",
            "broken_json",
            "unknown_tool",
            "missing_param",
            "wrong_type",
            "out_of_range",
            "unclosed",
            "nested",
            "fenced",
            "inline_code",
            "mid_sentence",
            "extra_param",
        ]
    )
    body = json.dumps(call)
    if kind == "single_quotes":
        body = body.replace('"', "'")
    elif kind == "trailing_comma":
        body = body[:-1] + ",}"
    elif kind == "missing_brace":
        body = body[:-1]
    elif kind == "broken_json":
        body = body.replace(", ", " ", 1)
    elif kind == "unknown_tool":
        body = json.dumps({**call, "tool_name": rng.choice(["image_search", "DALL-E", "plot"])})
    elif kind == "missing_param":
        body = json.dumps({**call, "params": {}})
    elif kind == "wrong_type":
        body = json.dumps({**call, "params": {"img_index": "two", "prompt": 3}})
    elif kind == "out_of_range":
        body = json.dumps({**call, "tool_name": "Reference", "params": {"img_index": 9}})
    elif kind == "extra_param":
        body = json.dumps({**call, "params": {**call["params"], "size": "large"}})
    if kind == "unclosed":
        return f"<tool>{body}", kind
    if kind == "nested":
        return f'<tool>{body[:-1]}, "x": "<tool>{{}}</tool>"}}</tool>', kind
    if kind == "fenced":
        return f"```\n<tool>{body}</tool>\n```", kind
    if kind == "inline_code":
        return f"`<tool>{body}</tool>`", kind
    if kind == "mid_sentence":
        return f"which <tool>{body}</tool> continues here.", kind
    return f"<tool>{body}</tool>", kind


def generate(n: int, seed: int) -> tuple[list[tuple[str, int]], Counter[str]]:
    """Generate ``n`` answers and the count of tag kinds used."""
    rng = random.Random(seed)
    answers: list[tuple[str, int]] = []
    kinds: Counter[str] = Counter()
    for _ in range(n):
        num_images = rng.randrange(0, 5)
        parts: list[str] = [rng.choice(FIGURE) + rng.choice(PARAGRAPHS)]
        n_tags = rng.randrange(0, 7)
        for step in range(1, n_tags + 1):
            template = rng.choice(STRUCTURE)
            parts.append(template.format(n=step, p=rng.choice(PARAGRAPHS)))
            tag, kind = _tag(rng, num_images)
            kinds[kind] += 1
            parts.append(tag)
        parts.append(rng.choice(PARAGRAPHS))
        answers.append(("\n\n".join(parts), num_images))
    return answers, kinds


def hostile_answers(size: int) -> dict[str, str]:
    """Answers of about ``size`` characters built to make a checker work hard."""
    call = json.dumps({"tool_name": "Search", "description": "d", "params": {"query": "q"}})
    units = {
        "well-formed tags": f"<tool>{call}</tool>\n",
        "broken tags": "<tool>{'tool_name': 'Search', 'params': {'query': 'q',}</tool>\n",
        "unclosed tags": "<tool>{\n",
        "prose, no tags": "As shown below, the oven (see figure) is hot. " * 3 + "\n\n",
    }
    return {name: unit * (size // len(unit)) for name, unit in units.items()}


def _cli_run(path: Path) -> tuple[float, float]:
    """Wall seconds and peak RSS (MB) of ``mmtb atp check PATH`` in a child process."""
    start = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "mmtoolbench", "atp", "check", str(path)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    _, _, usage = os.wait4(proc.pid, 0)
    proc.returncode = 0
    return time.perf_counter() - start, usage.ru_maxrss / 1024


def run_hostile(megabytes: float) -> bool:
    """Check hostile answers; print a table; return whether every target is met."""
    ok = True
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in hostile_answers(int(megabytes * 1_000_000)).items():
            path = Path(tmp) / "answer.md"
            path.write_text(text, encoding="utf-8")
            tags = text.count("<tool>")
            del text
            start = time.perf_counter()
            report = check_answer_file(path, None)
            out = json.dumps(report, indent=2, ensure_ascii=False)
            seconds = time.perf_counter() - start
            codes = sorted(report["summary"]["by_code"])
            del report, out
            tracemalloc.start()  # a second pass: tracing slows allocation-heavy code down
            report = check_answer_file(path, None)
            out = json.dumps(report, indent=2, ensure_ascii=False)
            peak = tracemalloc.get_traced_memory()[1] / 2**20
            tracemalloc.stop()
            del report, out
            cli_s, cli_mb = _cli_run(path)
            met = seconds <= HOSTILE_SECONDS and peak <= HOSTILE_MB
            ok = ok and met
            rows.append((name, tags, seconds, peak, cli_s, cli_mb, met, codes))
    print()
    print(f"Hostile answers ({megabytes:g} MB each): check_answer_file + JSON dump")
    header = f"{'answer':<18} {'tags':>8} {'check s':>8} {'peak MB':>8} {'CLI s':>6} {'CLI RSS':>8}"
    print(header + "  target")
    print("-" * (len(header) + 8))
    for name, tags, seconds, peak, cli_s, cli_mb, met, codes in rows:
        print(
            f"{name:<18} {tags:>8,} {seconds:>8.3f} {peak:>8.1f} {cli_s:>6.2f} {cli_mb:>7.0f}M"
            f"  {'PASS' if met else 'FAIL'} ({', '.join(c for c in codes if 'answer' in c or 'many' in c)})"
        )
    print(
        f"target: <= {HOSTILE_SECONDS:g} s and <= {HOSTILE_MB:g} MB per answer "
        f"-> {'PASS' if ok else 'FAIL'}"
    )
    return ok


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print a table; exit 1 if over the time target."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--n", type=int, default=10_000, help="answers to generate")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeat", type=int, default=3, help="timed passes (best is kept)")
    parser.add_argument("--hostile-mb", type=float, default=10.0, help="hostile answer size")
    args = parser.parse_args(argv)

    answers, kinds = generate(args.n, args.seed)
    chars = sum(len(text) for text, _ in answers)
    timings: list[float] = []
    calls = violations = errors = valid_answers = 0
    for _ in range(max(args.repeat, 1)):
        start = time.perf_counter()
        parsed = [parse_answer(text, num_images=k) for text, k in answers]
        timings.append(time.perf_counter() - start)
        calls = sum(len(p.calls) for p in parsed)
        every = [v for p in parsed for v in p.all_violations]
        violations = len(every)
        errors = sum(1 for v in every if v.is_error)
        valid_answers = sum(1 for p in parsed if p.valid)

    best = min(timings)
    n = len(answers)
    rows = [
        ("answers", f"{n:,}"),
        ("characters", f"{chars:,}"),
        ("tags generated", f"{sum(kinds.values()):,} ({kinds['ok']:,} well-formed)"),
        ("calls parsed", f"{calls:,}"),
        ("violations", f"{violations:,} ({errors:,} errors)"),
        ("valid answers", f"{valid_answers:,}"),
        ("passes", f"{len(timings)}"),
        ("total seconds (best)", f"{best:.3f}"),
        ("total seconds (median)", f"{statistics.median(timings):.3f}"),
        ("per answer (best)", f"{best / n * 1e6:.1f} µs"),
        ("target", f"<= {TARGET_SECONDS:.1f} s -> {'PASS' if best <= TARGET_SECONDS else 'FAIL'}"),
    ]
    width = max(len(label) for label, _ in rows)
    print("ATP parse + rule check benchmark")
    print("-" * (width + 30))
    for label, value in rows:
        print(f"{label:<{width}}  {value}")
    hostile_ok = run_hostile(args.hostile_mb) if args.hostile_mb > 0 else True
    return 0 if best <= TARGET_SECONDS and hostile_ok else 1


if __name__ == "__main__":
    sys.exit(main())
