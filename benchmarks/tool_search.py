"""Tool retrieval quality and speed (``python benchmarks/tool_search.py``).

Ranks every labelled need of ``mmtoolbench/data/sandbox/tool_retrieval.jsonl`` (splits
``dev``, ``test``, ``holdout``, ``dev2``) and, when present, of the blind split
``tool_retrieval_blind.jsonl`` over the full toolset with three rankers side by side:

- ``hybrid``: the default `ToolIndex` (BM25 over tool text and natural requests + static
  MiniLM embeddings + app-mention bonus);
- ``legacy``: the first ranker (BM25 + synonyms), ``ToolIndex(ranker="legacy")``;
- ``keyword``: `KeywordScorer`, the seed paper's simple keyword matching.

Prints recall@1/5/10 and MRR per split and ranker, recall@5 per domain, the in-process
search latency (p50/p95 over all needs) and the target verdicts: recall@5 >= 0.90 on
every split (blind included) and search p50 <= 2 ms for ``hybrid``. A need counts as
found at k when one of its acceptable tools ranks in the top k.

Options: ``--skip-blind`` leaves the blind split out (what to run while tuning);
``--toolset`` ranks over a coarse variant (expected tools mapped to the coarse
tools holding them); ``--misses`` lists the non-blind needs ``hybrid`` misses in its top
5 (blind needs are only counted, never printed: nobody tuning the ranker reads them).
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import statistics
import time
from collections.abc import Callable, Sequence

from mmtoolbench.sandbox.discovery import (
    KeywordScorer,
    NameRanker,
    RetrievalCase,
    RetrievalScores,
    ToolIndex,
    evaluate_ranker,
    load_retrieval_set,
    rank_names,
)
from mmtoolbench.sandbox.toolsets import TOOLSET_NAMES, build_toolset, route_call

SPLITS = ("dev", "test", "holdout", "dev2", "blind")
TARGET_RECALL5 = 0.90
TARGET_P50_MS = 2.0


def _row(ranker: str, split: str, n: int, s: RetrievalScores) -> str:
    r = s.recall
    return f"| {ranker} | {split} | {n} | {r[1]:.3f} | {r[5]:.3f} | {r[10]:.3f} | {s.mrr:.3f} |"


def _latency(fn: Callable[[str], object], queries: Sequence[str]) -> tuple[float, float]:
    times = []
    for q in queries:
        t0 = time.perf_counter()
        fn(q)
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    return statistics.median(times), times[int(0.95 * (len(times) - 1))]


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--toolset", default="full", choices=TOOLSET_NAMES)
    parser.add_argument("--misses", action="store_true", help="List non-blind top-5 misses.")
    parser.add_argument(
        "--skip-blind", action="store_true", help="Leave the blind split out (while tuning)."
    )
    args = parser.parse_args()

    registry = build_toolset(args.toolset)
    cases = load_retrieval_set(include_blind=not args.skip_blind)
    known = set(build_toolset("full").names())
    usable = [c for c in cases if any(t in known for t in c.tools)]
    if args.toolset != "full":
        usable = [
            dataclasses.replace(
                c,
                tools=tuple(
                    dict.fromkeys(route_call(registry, t, {})[0] for t in c.tools if t in known)
                ),
            )
            for c in usable
        ]
    rankers: dict[str, NameRanker] = {}
    build_ms: dict[str, float] = {}
    for name, make in (
        ("hybrid", lambda: ToolIndex(registry)),
        ("legacy", lambda: ToolIndex(registry, ranker="legacy")),
        ("keyword", lambda: KeywordScorer(registry)),
    ):
        t0 = time.perf_counter()
        rankers[name] = make()
        build_ms[name] = (time.perf_counter() - t0) * 1000

    splits = [s for s in SPLITS if any(c.split == s for c in usable)]
    splits += sorted({c.split for c in usable} - set(splits))
    print(
        f"toolset {args.toolset}: {len(registry)} tools in {len(registry.domains())} domains; "
        f"{len(usable)} labelled needs ({len(cases) - len(usable)} skipped: tools not "
        f"registered); splits: "
        + ", ".join(f"{s} {sum(c.split == s for c in usable)}" for s in splits)
    )
    if args.skip_blind:
        print("(blind split left out: --skip-blind)")
    elif "blind" not in splits:
        print("(no blind split: src/mmtoolbench/data/sandbox/tool_retrieval_blind.jsonl absent)")
    print()
    print("| ranker | split | n | recall@1 | recall@5 | recall@10 | MRR |")
    print("|---|---|---|---|---|---|---|")
    scores: dict[tuple[str, str], RetrievalScores] = {}
    for split in [*splits, "all"]:
        part = usable if split == "all" else [c for c in usable if c.split == split]
        for name, ranker in rankers.items():
            scores[(name, split)] = evaluate_ranker(ranker, part)
            print(_row(name, split, len(part), scores[(name, split)]))

    print("\nrecall@5 per domain (hybrid / legacy / keyword), non-blind and blind needs:")
    print("| domain | n | hybrid | legacy | keyword | blind n | hybrid | legacy | keyword |")
    print("|---|---|---|---|---|---|---|---|---|")
    for domain in sorted({c.domain for c in usable}):
        cells = []
        for blind in (False, True):
            sub = [c for c in usable if c.domain == domain and (c.split == "blind") == blind]
            cells.append(str(len(sub)))
            for ranker in rankers.values():
                cells.append(f"{evaluate_ranker(ranker, sub).recall[5]:.2f}" if sub else "-")
        print(f"| {domain} | " + " | ".join(cells) + " |")

    queries = [c.query for c in usable]
    print("\n| ranker | index build ms | search p50 ms | search p95 ms |")
    print("|---|---|---|---|")
    p50s = {}
    for name, ranker in rankers.items():
        search: Callable[[str], object] = ranker.rank
        if isinstance(ranker, ToolIndex):
            search = functools.partial(ranker.search, limit=5)  # what search_tools runs
        p50, p95 = _latency(search, queries)
        p50s[name] = p50
        print(f"| {name} | {build_ms[name]:.0f} | {p50:.2f} | {p95:.2f} |")

    print()
    for split in splits:
        r5 = scores[("hybrid", split)].recall[5]
        verdict = "met" if r5 >= TARGET_RECALL5 else "NOT met"
        print(f"target recall@5 >= {TARGET_RECALL5:.2f} on {split}: {r5:.3f} {verdict}")
    verdict = "met" if p50s["hybrid"] <= TARGET_P50_MS else "NOT met"
    print(f"target search p50 <= {TARGET_P50_MS:.0f} ms: {p50s['hybrid']:.2f} ms {verdict}")

    if args.misses:
        hybrid = rankers["hybrid"]
        print("\nnon-blind needs not in the hybrid top 5:")
        for c in usable:
            if c.split == "blind":
                continue
            top = list(rank_names(hybrid, c.query))[:5]
            if not set(top) & set(c.tools):
                _print_miss(c, top)
        n_blind = sum(
            1
            for c in usable
            if c.split == "blind" and not set(list(rank_names(hybrid, c.query))[:5]) & set(c.tools)
        )
        print(f"blind needs not in the hybrid top 5: {n_blind} (not listed)")


def _print_miss(case: RetrievalCase, top: list[str]) -> None:
    print(
        f"  {case.id} ({case.split}): {case.query!r}\n    want {list(case.tools)}\n    got  {top}"
    )


if __name__ == "__main__":
    main()
