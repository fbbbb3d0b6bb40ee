"""Tool retrieval quality (``python benchmarks/tool_search.py``).

Ranks every labelled need of ``mmtoolbench/data/sandbox/tool_retrieval.jsonl`` over
the full toolset with `ToolIndex` (BM25 + name field + stemming + synonyms) and with
`KeywordScorer`, the seed paper's simple keyword matching, and prints recall@1/5/10
and MRR for both (target: recall@5 >= 0.85 for `ToolIndex`). A need counts as found
at k when one of its acceptable tools ranks in the top k.

Options: ``--toolset`` to rank over a coarse variant instead (expected tools are
mapped to the coarse tools holding them), ``--misses`` to list what was not found.
"""

from __future__ import annotations

import argparse
import dataclasses
import time
from collections import Counter

from mmtoolbench.sandbox.discovery import (
    KeywordScorer,
    RetrievalCase,
    RetrievalScores,
    ToolIndex,
    evaluate_ranker,
    load_retrieval_set,
    rank_names,
)
from mmtoolbench.sandbox.toolsets import TOOLSET_NAMES, build_toolset, route_call


def _row(label: str, s: RetrievalScores) -> str:
    r = s.recall
    return f"{label:<28} {r[1]:>9.3f} {r[5]:>9.3f} {r[10]:>10.3f} {s.mrr:>7.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--toolset", default="full", choices=TOOLSET_NAMES)
    parser.add_argument("--misses", action="store_true", help="List needs not in the top 5.")
    args = parser.parse_args()

    registry = build_toolset(args.toolset)
    cases = load_retrieval_set()
    known = set(build_toolset("full").names())
    usable = [c for c in cases if any(t in known for t in c.tools)]
    if args.toolset != "full":
        mapped = []
        for c in usable:
            hosts = tuple(
                dict.fromkeys(route_call(registry, t, {})[0] for t in c.tools if t in known)
            )
            mapped.append(dataclasses.replace(c, tools=hosts))
        usable = mapped
    t0 = time.perf_counter()
    index = ToolIndex(registry)
    build_ms = (time.perf_counter() - t0) * 1000
    baseline = KeywordScorer(registry)

    domains = Counter(c.domain for c in usable)
    print(
        f"toolset {args.toolset}: {len(registry)} tools in {len(registry.domains())} domains; "
        f"{len(usable)} labelled needs over {len(domains)} domains "
        f"({len(cases) - len(usable)} skipped: tools not registered); index built in "
        f"{build_ms:.0f} ms"
    )
    print(f"{'ranker':<28} {'recall@1':>9} {'recall@5':>9} {'recall@10':>10} {'MRR':>7}")
    ours = evaluate_ranker(index, usable)
    base = evaluate_ranker(baseline, usable)
    for split in ("dev", "test", "holdout"):
        part = [c for c in usable if c.split == split]
        if part:
            print(_row(f"ToolIndex, {split} (n={len(part)})", evaluate_ranker(index, part)))
            print(_row(f"KeywordScorer, {split} (n={len(part)})", evaluate_ranker(baseline, part)))
    print(_row(f"ToolIndex, all (n={len(usable)})", ours))
    print(_row(f"KeywordScorer, all (n={len(usable)})", base))
    target = "met" if ours.recall[5] >= 0.85 else "NOT met"
    print(f"target recall@5 >= 0.85 (all needs): {target}")
    print("\nper domain (ToolIndex recall@5 / baseline recall@5):")
    for domain in sorted(domains):
        sub = [c for c in usable if c.domain == domain]
        a = evaluate_ranker(index, sub).recall[5]
        b = evaluate_ranker(baseline, sub).recall[5]
        print(f"  {domain:<12} n={len(sub):<3} {a:.2f} / {b:.2f}")
    if args.misses:
        print("\nneeds not in the ToolIndex top 5:")
        for c in usable:
            top = list(rank_names(index, c.query))[:5]
            if not set(top) & set(c.tools):
                _print_miss(c, top)


def _print_miss(case: RetrievalCase, top: list[str]) -> None:
    print(
        f"  {case.id} ({case.split}): {case.query!r}\n    want {list(case.tools)}\n    got  {top}"
    )


if __name__ == "__main__":
    main()
