"""Named subsets of an ATP dataset: ``all`` and the paper's ``ablation`` set.

The paper's ablations (atp-bench.txt §6) run on "800 queries, with 100 queries from each
category". :func:`select_subset` picks that set deterministically from any dataset:

* ``all``: every sample, in dataset order.
* ``ablation``: up to :data:`ABLATION_PER_CATEGORY` samples per category, stratified by
  intent. Within a category the 100 places are shared out as evenly as possible among the
  category's intents (taxonomy order breaks ties: with 3 intents the first gets 34, the
  others 33); an intent with fewer samples than its share gives its unused places to the
  others, again evenly. Each intent then contributes its samples with the *smallest ids*
  (ids compared as strings). A category with at most 100 samples is taken whole. The
  selected samples keep their dataset order.

The rule depends only on ids, categories and intents, so the ablation set is stable when
samples are appended with new ids, as long as the earlier intents already fill their
quotas.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import get_args

from mmtoolbench.atp.options import SubsetName
from mmtoolbench.atp.schema import ATPSample
from mmtoolbench.atp.taxonomy import ATPCategory, intent_slugs
from mmtoolbench.core.errors import ConfigError

SUBSETS: tuple[str, ...] = get_args(SubsetName)
"""Accepted subset names."""

ABLATION_PER_CATEGORY = 100
"""Samples per category in the ``ablation`` subset (paper §6)."""


def check_subset_name(name: str) -> str:
    """Return ``name`` if it is a known subset.

    Raises:
        ConfigError: Naming the bad value and the accepted ones.
    """
    if name not in SUBSETS:
        raise ConfigError(f"unknown ATP subset {name!r}; accepted: {', '.join(SUBSETS)}")
    return name


def intent_quotas(available: Mapping[str, int], total: int) -> dict[str, int]:
    """Share ``total`` places among intents as evenly as their sample counts allow.

    Args:
        available: Samples per intent, in tie-break order (taxonomy order).
        total: Places to fill.

    Returns:
        Places per intent; their sum is ``min(total, sum(available.values()))``.
    """
    quotas = dict.fromkeys(available, 0)
    left = min(total, sum(available.values()))
    while left > 0:
        open_ = [k for k in available if quotas[k] < available[k]]
        share, extra = divmod(left, len(open_))
        for rank, key in enumerate(open_):
            want = share + (1 if rank < extra else 0)
            give = min(want, available[key] - quotas[key])
            quotas[key] += give
            left -= give
    return quotas


def select_subset(
    samples: Sequence[ATPSample], name: str, *, per_category: int = ABLATION_PER_CATEGORY
) -> list[ATPSample]:
    """The samples of subset ``name``, in dataset order.

    Args:
        samples: The whole dataset.
        name: ``all`` or ``ablation``.
        per_category: Places per category of the ``ablation`` subset.

    Raises:
        ConfigError: On an unknown subset name.
    """
    check_subset_name(name)
    if name == "all":
        return list(samples)
    by_intent: dict[tuple[ATPCategory, str], list[ATPSample]] = defaultdict(list)
    for sample in samples:
        by_intent[(sample.category, sample.intent)].append(sample)
    chosen: set[str] = set()
    for category in ATPCategory:
        order = [s for s in intent_slugs(category) if (category, s) in by_intent]
        quotas = intent_quotas({s: len(by_intent[(category, s)]) for s in order}, per_category)
        for slug in order:
            ids = sorted(s.id for s in by_intent[(category, slug)])
            chosen.update(ids[: quotas[slug]])
    return [s for s in samples if s.id in chosen]


@dataclass(frozen=True)
class SubsetStats:
    """Counts of a sample set, for listings and dry runs."""

    total: int
    per_category: dict[str, int]
    vqa_per_category: dict[str, int]
    per_intent: dict[tuple[str, str], int]
    multi_call: int
    """Samples whose ground truth has 2 or more tool calls."""
    tools_per_category: dict[str, dict[str, int]]
    """Per category, how many samples use each tool in their ground truth."""


def subset_stats(samples: Iterable[ATPSample]) -> SubsetStats:
    """Count samples per category, intent and ground-truth tool."""
    rows = list(samples)
    per_category = Counter(s.category.value for s in rows)
    vqa = Counter(s.category.value for s in rows if s.type.value == "VQA")
    per_intent = Counter((s.category.value, s.intent) for s in rows)
    multi = sum(1 for s in rows if s.ground_truth.count("<tool>") >= 2)
    tools: dict[str, Counter[str]] = defaultdict(Counter)
    for s in rows:
        tools[s.category.value].update(t.value for t in s.ground_truth_tools)
    order = [c.value for c in ATPCategory]
    return SubsetStats(
        total=len(rows),
        per_category={c: per_category[c] for c in order if per_category[c]},
        vqa_per_category={c: vqa[c] for c in order if per_category[c]},
        per_intent={
            (c.value, slug): per_intent[(c.value, slug)]
            for c in ATPCategory
            for slug in intent_slugs(c)
            if per_intent[(c.value, slug)]
        },
        multi_call=multi,
        tools_per_category={c: dict(sorted(tools[c].items())) for c in order if c in tools},
    )
