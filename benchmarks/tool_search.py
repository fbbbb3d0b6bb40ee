"""Tool retrieval quality and speed (``python benchmarks/tool_search.py``).

Ranks every labelled need of ``mmtoolbench/data/sandbox/tool_retrieval.jsonl`` (splits
``dev``, ``test``, ``holdout``, ``dev2``), of the first blind split
``tool_retrieval_blind.jsonl`` (``blind1``: scored once, tuning data since) and, with
``--sealed``, of the sealed blind split ``tool_retrieval_blind2.jsonl`` (``blind2``) over
the full toolset with three rankers side by side:

- ``hybrid``: the default `ToolIndex` (BM25 over tool text and natural requests + static
  MiniLM embeddings + app-mention bonus);
- ``legacy``: the first ranker (BM25 + synonyms), ``ToolIndex(ranker="legacy")``;
- ``keyword``: `KeywordScorer`, the seed paper's simple keyword matching.

Prints recall@1/5/10 and MRR per split and ranker, the same per domain (tuning needs,
and sealed needs apart), the in-process search latency (p50/p95 over all needs) and the
target verdicts: recall@5 >= 0.90 on every split (sealed included) and search p50 <= 2 ms
for ``hybrid``. A need counts as found at k when one of its acceptable tools ranks in the
top k.

Options: ``--sealed`` also scores the sealed splits (`SEALED_SPLITS`; left out by
default: run it once, when tuning is over); ``--toolset`` ranks over a coarse variant
(expected tools mapped to the coarse tools holding them); ``--misses`` lists the needs
``hybrid`` misses in its top 5 (sealed needs are only counted, never printed: nobody
tuning the ranker reads them).
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import statistics
import time
from collections.abc import Callable, Sequence

from mmtoolbench.sandbox.discovery import (
    SEALED_SPLITS,
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

SPLITS = ("dev", "test", "holdout", "dev2", "blind1", "blind2")
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
    parser.add_argument("--misses", action="store_true", help="List unsealed top-5 misses.")
    parser.add_argument(
        "--sealed",
        action="store_true",
        help=f"Also score the sealed splits ({', '.join(sorted(SEALED_SPLITS))}): once, at the end.",
    )
    args = parser.parse_args()

    registry = build_toolset(args.toolset)
    cases = [
        c
        for c in load_retrieval_set(include_blind=True)
        if args.sealed or c.split not in SEALED_SPLITS
    ]
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
    if not args.sealed:
        print(f"(sealed splits left out: {', '.join(sorted(SEALED_SPLITS))}; --sealed scores them)")
    elif not SEALED_SPLITS & set(splits):
        print("(no sealed split: src/mmtoolbench/data/sandbox/tool_retrieval_blind2.jsonl absent)")
    print()
    print("| ranker | split | n | recall@1 | recall@5 | recall@10 | MRR |")
    print("|---|---|---|---|---|---|---|")
    scores: dict[tuple[str, str], RetrievalScores] = {}
    for split in [*splits, "all"]:
        part = usable if split == "all" else [c for c in usable if c.split == split]
        for name, ranker in rankers.items():
            scores[(name, split)] = evaluate_ranker(ranker, part)
            print(_row(name, split, len(part), scores[(name, split)]))

    for sealed in (False, True):
        part = [c for c in usable if (c.split in SEALED_SPLITS) == sealed]
        if part:
            _domain_table(rankers, part, "sealed" if sealed else "unsealed")

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
        print("\nunsealed needs not in the hybrid top 5:")
        for c in usable:
            if c.split in SEALED_SPLITS:
                continue
            top = list(rank_names(hybrid, c.query))[:5]
            if not set(top) & set(c.tools):
                _print_miss(c, top)
        n_sealed = sum(
            1
            for c in usable
            if c.split in SEALED_SPLITS
            and not set(list(rank_names(hybrid, c.query))[:5]) & set(c.tools)
        )
        if args.sealed:
            print(f"sealed needs not in the hybrid top 5: {n_sealed} (not listed)")


def _domain_table(
    rankers: dict[str, NameRanker], cases: Sequence[RetrievalCase], label: str
) -> None:
    names = list(rankers)
    print(
        f"\nper domain, {label} needs: recall@1 / recall@5 / recall@10 / MRR for "
        + ", ".join(names)
    )
    print("| domain | n | " + " | ".join(f"{n} r@1 | r@5 | r@10 | MRR" for n in names) + " |")
    print("|---|---|" + "---|---|---|---|" * len(names))
    for domain in sorted({c.domain for c in cases}):
        sub = [c for c in cases if c.domain == domain]
        cells = [domain, str(len(sub))]
        for ranker in rankers.values():
            s = evaluate_ranker(ranker, sub)
            cells += [f"{s.recall[k]:.2f}" for k in (1, 5, 10)] + [f"{s.mrr:.2f}"]
        print("| " + " | ".join(cells) + " |")


def _print_miss(case: RetrievalCase, top: list[str]) -> None:
    print(
        f"  {case.id} ({case.split}): {case.query!r}\n    want {list(case.tools)}\n    got  {top}"
    )


if __name__ == "__main__":
    main()
