"""Stage 2's grouping of images, offline: perceptual hash plus text TF-IDF and embeddings.

The seed groups the images of one domain into clusters of 3-6 by CLIP embedding
similarity. Offline (no embedding model here), an image's vector is

* a 64-bit difference hash (dHash: the image in grey at 9x8 pixels, one bit per pair of
  horizontal neighbours, "is the left one brighter"), which makes near-duplicates and
  same-layout images (two receipts, two screenshots of one app) similar, and
* its text (the caption given with the image plus the stage-1 description and visible
  text) as a TF-IDF vector, which matches shared words, and as a sentence embedding (the
  bundled static MiniLM table of tool search, `mmtoolbench.sandbox.search.embedding`),
  which matches meaning ("coffee shop receipt" and "cafe bill"), so images about the same
  things (one trip, one event, one shop) are similar,

and the similarity of two images is ``0.7 * text + 0.3 * (1 - hamming / 64)`` with
``text = 0.5 * cosine(tfidf) + 0.5 * max(0, cosine(embedding))`` (TF-IDF alone when no
embedder is given).

Clustering within a group of ``n`` images: ``k = ceil(n / 6)`` clusters (fewer if
they would hold under 3), seeded by farthest-point selection, then each image joins the
most similar seed whose cluster has room (``ceil(n / k)``), most confident images first.
Groups under 3 images are pooled across domains and clustered together; what still
cannot form a cluster of 3 is left out (reported).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
from numpy.typing import NDArray
from PIL import Image

__all__ = [
    "HASH_WEIGHT",
    "ClusterInput",
    "cluster_groups",
    "dhash",
    "similarity_matrix",
    "tfidf_vectors",
]

HASH_WEIGHT = 0.3
"""Weight of the perceptual-hash similarity (the rest is text TF-IDF)."""

MIN_SIZE = 3
MAX_SIZE = 6
_WORD = re.compile(r"[a-z0-9]{2,}")


def dhash(path: Path, size: int = 8) -> int:
    """The 64-bit difference hash of an image file.

    Args:
        path: An image file Pillow can read.
        size: Rows of the hash (bits = size * size).
    """
    with Image.open(path) as img:
        grey = img.convert("L").resize((size + 1, size), Image.Resampling.LANCZOS)
        pixels = np.asarray(grey, dtype=np.int16)
    bits = (pixels[:, 1:] > pixels[:, :-1]).flatten()
    value = 0
    for bit in bits:
        value = (value << 1) | int(bit)
    return value


def tfidf_vectors(texts: Sequence[str]) -> NDArray[np.float64]:
    """L2-normalised TF-IDF vectors (smooth idf, sublinear tf) of ``texts``."""
    docs = [Counter(_WORD.findall(t.lower())) for t in texts]
    vocab = sorted({w for d in docs for w in d})
    index = {w: i for i, w in enumerate(vocab)}
    n = len(docs)
    df = Counter(w for d in docs for w in d)
    idf = np.array([math.log((1 + n) / (1 + df[w])) + 1.0 for w in vocab])
    out = np.zeros((n, len(vocab)))
    for row, doc in enumerate(docs):
        for word, count in doc.items():
            out[row, index[word]] = (1.0 + math.log(count)) * idf[index[word]]
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    result: NDArray[np.float64] = out / norms
    return result


Embed = Callable[[list[str]], NDArray[np.floating[Any]]]
"""Sentence embeddings of texts (one L2-normalised row per text)."""


def similarity_matrix(
    texts: Sequence[str], hashes: Sequence[int], embed: Embed | None = None
) -> NDArray[np.float64]:
    """Pairwise similarity in [0, 1]: text (TF-IDF, and embeddings when given) and dHash."""
    vectors = tfidf_vectors(texts)
    text_sim = vectors @ vectors.T if vectors.size else np.zeros((len(texts), len(texts)))
    if embed is not None and texts:
        emb = np.asarray(embed(list(texts)), dtype=np.float64)
        text_sim = 0.5 * text_sim + 0.5 * np.clip(emb @ emb.T, 0.0, 1.0)
    n = len(hashes)
    hash_sim = np.zeros((n, n))
    for i in range(n):
        for j in range(n):
            hash_sim[i, j] = 1.0 - bin(hashes[i] ^ hashes[j]).count("1") / 64.0
    result: NDArray[np.float64] = (1 - HASH_WEIGHT) * text_sim + HASH_WEIGHT * hash_sim
    return result


@dataclass(frozen=True)
class ClusterInput:
    """One actionable image as clustering sees it.

    Attributes:
        id: The image's id.
        group: Its domain group (its most relevant domain).
        text: Caption, description and visible text.
        hash: Its dHash.
    """

    id: str
    group: str
    text: str
    hash: int


def _cluster(items: Sequence[ClusterInput], embed: Embed | None) -> list[list[str]]:
    n = len(items)
    if n < MIN_SIZE:
        return []
    k = math.ceil(n / MAX_SIZE)
    while k > 1 and n / k < MIN_SIZE:
        k -= 1
    sim = similarity_matrix([i.text for i in items], [i.hash for i in items], embed)
    seeds = [0]
    while len(seeds) < k:
        closest = sim[:, seeds].max(axis=1)
        closest[seeds] = np.inf
        seeds.append(int(np.argmin(closest)))
    capacity = math.ceil(n / k)
    members: dict[int, list[int]] = {s: [s] for s in seeds}
    rest = [i for i in range(n) if i not in members]
    rest.sort(key=lambda i: (-float(sim[i, seeds].max()), i))
    for i in rest:
        for s in sorted(seeds, key=lambda s: (-float(sim[i, s]), s)):
            if len(members[s]) < capacity:
                members[s].append(i)
                break
    return [sorted(items[i].id for i in members[s]) for s in seeds]


def cluster_groups(
    items: Sequence[ClusterInput], embed: Embed | None = None
) -> tuple[list[list[str]], list[str]]:
    """Clusters of 3-6 images within domain groups; small groups are pooled.

    Args:
        items: The actionable images (any order; output is deterministic).
        embed: Sentence embeddings of the images' texts (None: TF-IDF only).

    Returns:
        The clusters (sorted image ids each) and the images left out.
    """
    by_group: dict[str, list[ClusterInput]] = {}
    for item in sorted(items, key=lambda i: i.id):
        by_group.setdefault(item.group, []).append(item)
    clusters: list[list[str]] = []
    pooled: list[ClusterInput] = []
    for group in sorted(by_group):
        members = by_group[group]
        if len(members) < MIN_SIZE:
            pooled.extend(members)
        else:
            clusters.extend(_cluster(members, embed))
    clusters.extend(_cluster(pooled, embed))
    placed = {i for c in clusters for i in c}
    left = sorted(i.id for i in items if i.id not in placed)
    return clusters, left
