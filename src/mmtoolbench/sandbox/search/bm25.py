"""BM25 with numpy only: per-term postings with precomputed scores, summed over fields."""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence

import numpy as np


class FieldedBM25:
    """BM25 (Lucene variant) over several weighted fields of the same documents.

    For each term the weighted scores of every field are added once, at build time,
    into a posting (document indices and scores, a slice of two flat arrays); scoring a
    query is then one scatter-add per query term.

    Args:
        fields: ``(weight, tokens per document)`` for each field; every field lists
            the same documents in the same order.
        k1: Term-frequency saturation.
        b: Length normalisation.
    """

    def __init__(
        self, fields: Sequence[tuple[float, Sequence[Sequence[str]]]], *, k1: float, b: float
    ) -> None:
        n = len(fields[0][1]) if fields else 0
        self.n_docs = n
        acc: dict[str, dict[int, float]] = {}
        for weight, corpus in fields:
            if weight == 0 or not corpus:
                continue
            if len(corpus) != n:
                raise ValueError("every field must list the same documents")
            lengths = [len(doc) for doc in corpus]
            avg = (sum(lengths) / n) or 1.0
            counts = [Counter(doc) for doc in corpus]
            df: Counter[str] = Counter()
            for c in counts:
                df.update(c.keys())
            idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}
            for i, c in enumerate(counts):
                norm = k1 * (1 - b + b * lengths[i] / avg)
                for term, tf in c.items():
                    score = weight * idf[term] * tf / (tf + norm)
                    posting = acc.setdefault(term, {})
                    posting[i] = posting.get(i, 0.0) + score
        # postings in one pair of flat arrays (term -> slice): a handful of arrays
        # pickle and load much faster than two small arrays per term
        self._slices: dict[str, tuple[int, int]] = {}
        docs: list[int] = []
        weights: list[float] = []
        for term, posting in acc.items():
            self._slices[term] = (len(docs), len(docs) + len(posting))
            docs.extend(posting.keys())
            weights.extend(posting.values())
        self._docs = np.array(docs, dtype=np.int64)
        self._scores = np.array(weights, dtype=np.float64)

    def __contains__(self, term: object) -> bool:
        return term in self._slices

    def scores(self, terms: Mapping[str, float]) -> np.ndarray:
        """Sum over the weighted query terms of their BM25 scores, one per document."""
        total = np.zeros(self.n_docs, dtype=np.float64)
        for term, weight in terms.items():
            span = self._slices.get(term)
            if span is not None:
                start, end = span
                total[self._docs[start:end]] += weight * self._scores[start:end]
        return total
