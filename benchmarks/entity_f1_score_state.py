"""Benchmark: Entity F1 of stand-alone cases (``mmtb score-state`` on a JSONL file).

Generates ``--cases`` random before/after/expectation cases (two tables of 20 rows, a
few creates, updates and deletes, some of them wrong, some unexpected), scores each
with both variants in process, then runs ``mmtb score-state --variant both --json`` on
the same cases as a JSONL file (the command a reviewer runs). Prints milliseconds per
case and variant and the agreement between the variants; the target is <= 5 ms per case
and variant, so that thousands of cases take seconds.

Usage::

    .venv/bin/python benchmarks/entity_f1_score_state.py [--cases 2000] [--seed 0]
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from mmtoolbench.sandbox.evaluate.entity_f1_cases import StateCase, score_case

TARGET_MS = 5.0
WORDS = ["buy", "milk", "call", "mom", "pay", "rent", "book", "dentist", "gym", "trip"]


def make_case(rng: random.Random) -> dict[str, Any]:
    """One random case: a reminders table that changes, and a contacts table."""
    initial = [
        {
            "id": f"r{i}",
            "title": " ".join(rng.sample(WORDS, 2)),
            "due": f"2025-06-{rng.randint(10, 28)}T{rng.randint(8, 18):02d}:00:00",
            "done": rng.random() < 0.3,
            "priority": rng.randint(0, 3),
        }
        for i in range(20)
    ]
    final = [dict(r) for r in initial]
    changes: list[dict[str, Any]] = []
    for row in rng.sample(final, 3):  # updates, one in four done wrong
        new_title = " ".join(rng.sample(WORDS, 3))
        changes.append(
            {
                "op": "update",
                "table": "reminders",
                "match": {"id": row["id"]},
                "fields": {"title": new_title},
            }
        )
        row["title"] = new_title if rng.random() < 0.75 else new_title.split()[0]
    for j in range(rng.randint(0, 3)):  # creates
        row = {
            "id": f"n{j}",
            "title": " ".join(rng.sample(WORDS, 2)),
            "due": "2025-07-01T09:00:00",
            "done": False,
            "priority": 1,
        }
        changes.append(
            {
                "op": "create",
                "table": "reminders",
                "fields": {k: v for k, v in row.items() if k != "id"},
            }
        )
        final.append(row)
    gone = rng.choice([r for r in final if r["id"].startswith("r")])
    changes.append({"op": "delete", "table": "reminders", "match": {"id": gone["id"]}})
    if rng.random() < 0.8:
        final.remove(gone)
    contacts = [
        {"id": f"c{i}", "name": rng.choice(WORDS), "phone": str(rng.randint(1000, 9999))}
        for i in range(20)
    ]
    after = [dict(c) for c in contacts]
    if rng.random() < 0.1:
        after[0]["phone"] = "0000"
    rng.shuffle(final)
    return {
        "tables": {
            "reminders": {"key": "id", "initial": initial, "final": final},
            "contacts": {"key": "id", "initial": contacts, "final": after},
        },
        "expected_changes": changes,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cases", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    raw = [make_case(rng) for _ in range(args.cases)]
    cases = [StateCase.model_validate(c) for c in raw]
    rows = []
    scores: dict[str, list[float]] = {}
    for variant in ("paper", "reference"):
        t0 = time.perf_counter()
        scores[variant] = [score_case(c, variant).f1 for c in cases]  # type: ignore[arg-type]
        rows.append((f"in process, {variant}", (time.perf_counter() - t0) * 1000 / len(cases)))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "cases.jsonl"
        path.write_text("\n".join(json.dumps(c) for c in raw) + "\n")
        mmtb = Path(sys.executable).with_name("mmtb")
        t0 = time.perf_counter()
        proc = subprocess.run(
            [str(mmtb), "score-state", str(path), "--variant", "both", "--json"],
            capture_output=True,
            text=True,
            check=True,
        )
        elapsed = time.perf_counter() - t0
        lines = proc.stdout.splitlines()
        assert len(lines) == 2 * len(cases), (len(lines), proc.stderr[-500:])
        rows.append(("mmtb score-state --json (both)", elapsed * 1000 / len(lines)))
    agree = sum(
        abs(a - b) <= 1e-6 for a, b in zip(scores["paper"], scores["reference"], strict=True)
    )
    print(f"{len(cases)} cases, seed {args.seed}")
    print(f"{'what':<34} {'ms / case+variant':>18} {'target':>8} verdict")
    for name, ms in rows:
        verdict = "ok" if ms <= TARGET_MS else "SLOW"
        print(f"{name:<34} {ms:>18.2f} {TARGET_MS:>8.1f} {verdict}")
    mean_p = sum(scores["paper"]) / len(cases)
    mean_r = sum(scores["reference"]) / len(cases)
    print(
        f"mean F1: paper {mean_p:.3f}, reference {mean_r:.3f}; variants agree within 1e-6 on {agree / len(cases):.1%}"
    )
    return 0 if all(ms <= TARGET_MS for _, ms in rows) else 1


if __name__ == "__main__":
    raise SystemExit(main())
