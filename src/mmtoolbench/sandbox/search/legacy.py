"""The first BM25 ranker (issue 13), kept as the ``legacy`` variant for benchmarks.

BM25 (``bm25s``) over three fields of each tool (name + domain words, first paragraph,
whole document), stemming, domain vocabulary, query expansion with `QUERY_SYNONYMS`, and
a name-coverage bonus. `mmtoolbench.sandbox.search.hybrid` replaced it as the default;
``benchmarks/tool_search.py`` reports both side by side.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import numpy as np

from mmtoolbench.sandbox.search.docs import ToolDoc
from mmtoolbench.sandbox.search.text import (
    _QUESTION_EXPANSION,
    _QUESTION_KEY,
    _QUESTION_WORDS,
    DOMAIN_TERMS,
    QUERY_SYNONYMS,
    STOPWORDS,
    all_words,
    stem,
    tokens,
)

if TYPE_CHECKING:
    import bm25s


@dataclass(frozen=True)
class RankerWeights:
    """Knobs of `LegacyRanker` scoring.

    Attributes:
        name_field: Weight of the name + domain BM25.
        summary_field: Weight of the first-paragraph BM25.
        doc_field: Weight of the whole-document BM25.
        name_coverage: Bonus for the share of the tool name's words the query
            contains (``delete voicemail`` covers all of ``delete_voicemail`` but only
            two thirds of ``empty_deleted_voicemails``).
        expansion: Weight of a query-expansion word relative to the user's own words.
        k1: BM25 term-frequency saturation.
        b: BM25 length normalisation.
    """

    name_field: float = 1.0
    summary_field: float = 1.0
    doc_field: float = 1.0
    name_coverage: float = 4.0
    expansion: float = 0.5
    k1: float = 1.2
    b: float = 0.75


class LegacyRanker:
    """The first ranker: BM25 over name, first paragraph and document, plus synonyms.

    Each tool is indexed as three fields: its name words with its domain (and
    `DOMAIN_TERMS`), the first paragraph of its description, and the whole document.
    A query is tokenised the same way, expanded with `QUERY_SYNONYMS`, and scored as the
    weighted sum of per-word BM25 scores over the three fields, plus a bonus for the
    share of the tool name's words it contains. It ignores the natural requests
    (`ToolDoc.requests`).

    Args:
        docs: The tools to search.
        weights: Scoring knobs.
    """

    def __init__(self, docs: Sequence[ToolDoc], *, weights: RankerWeights | None = None) -> None:
        import bm25s  # scipy-heavy: imported only when the legacy ranker is used

        self._bm25s = bm25s
        self._docs = list(docs)
        self.weights = weights or RankerWeights()
        self._synonyms = synonym_table()
        memo: dict[str, str] = {}
        fields = [
            (
                self.weights.name_field,
                [
                    tokens(f"{d.name} {d.domain} {DOMAIN_TERMS.get(d.domain, '')}", memo)
                    for d in docs
                ],
            ),
            (self.weights.summary_field, [tokens(d.first_paragraph, memo) for d in docs]),
            (self.weights.doc_field, [tokens(d.document, memo) for d in docs]),
        ]
        self._fields = [(w, self._bm25(corpus)) for w, corpus in fields if w > 0]
        postings: dict[str, list[int]] = {}
        for i, d in enumerate(self._docs):
            for w in set(tokens(d.name, memo)):
                postings.setdefault(w, []).append(i)
        self._name_postings = {w: np.array(ix, dtype=np.int64) for w, ix in postings.items()}
        self._name_sizes = np.array(
            [max(len(set(tokens(d.name, memo))), 1) for d in self._docs], dtype=np.float64
        )
        self._vocab = {w for _, corpus in fields for doc in corpus for w in doc}

    def _bm25(self, corpus: list[list[str]]) -> bm25s.BM25:
        index = self._bm25s.BM25(k1=self.weights.k1, b=self.weights.b)
        if corpus:
            index.index([doc or ["_"] for doc in corpus], show_progress=False)
        return index

    def query_terms(self, query: str) -> dict[str, float]:
        """The weighted index terms of a query (user words 1.0, expansions less).

        Expansions come from `QUERY_SYNONYMS`, matched on stems, for single words and
        for pairs of consecutive words (stopwords included: "look up", "get back").
        A question ("what...", "any...", "do I have...") also looks for list / get /
        search tools.
        """
        return expand_query(query, self._synonyms, self.weights.expansion)

    def scores(self, query: str) -> np.ndarray:
        """The score of every tool for ``query``, in order."""
        total = np.zeros(len(self._docs), dtype=np.float64)
        if not self._docs:
            return total
        terms = self.query_terms(query)
        for term, weight in terms.items():
            if term not in self._vocab:
                continue
            for field_weight, index in self._fields:
                total += (weight * field_weight) * index.get_scores([term])
        if self.weights.name_coverage and terms:
            coverage = np.zeros(len(self._docs), dtype=np.float64)
            for term, weight in terms.items():
                ix = self._name_postings.get(term)
                if ix is not None:
                    coverage[ix] += weight
            total += self.weights.name_coverage * (coverage / self._name_sizes) * (total > 0)
        return total

    def rank(self, query: str) -> list[tuple[str, float]]:
        """Every tool with a positive score, best first (ties in order)."""
        scores = self.scores(query)
        positive = np.flatnonzero(scores > 0)
        order = positive[np.argsort(-scores[positive], kind="stable")]
        return [(self._docs[i].name, float(scores[i])) for i in order]


def synonym_table() -> dict[str, list[str]]:
    """`QUERY_SYNONYMS` keyed by stems (``"look up"`` -> ``"look up"``), values tokenised,
    plus the question key."""
    table = {" ".join(stem(w) for w in k.split()): tokens(v) for k, v in QUERY_SYNONYMS.items()}
    table[_QUESTION_KEY] = tokens(_QUESTION_EXPANSION)
    return table


def expand_query(
    query: str, synonyms: Mapping[str, Sequence[str]], expansion: float
) -> dict[str, float]:
    """The weighted index terms of a query: its own stems (1.0) and their synonyms."""
    raw = all_words(query)
    every = [stem(w) for w in raw]
    content = [st for w, st in zip(raw, every, strict=True) if w not in STOPWORDS]
    terms = dict.fromkeys(content, 1.0)
    keys = [*content, *(f"{a} {b}" for a, b in itertools.pairwise(every))]
    if raw and raw[0] in _QUESTION_WORDS:
        keys.append(_QUESTION_KEY)
    for key in keys:
        for term in synonyms.get(key, ()):
            terms.setdefault(term, expansion)
    return terms
