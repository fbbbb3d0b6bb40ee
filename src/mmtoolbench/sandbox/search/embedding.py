"""Static sentence embeddings with numpy only: a WordPiece tokenizer and a token table.

The table (``data/sandbox/tool_embeddings/minilm_static.npz``) was distilled once from
all-MiniLM-L6-v2 with ``model2vec`` (``scripts/distill_tool_embeddings.py``): every
token of the model's vocabulary was run through the transformer, the outputs reduced
with PCA and weighted by token frequency (SIF). A text's embedding is the mean of its
tokens' vectors, L2-normalised. No model is downloaded or run at run time.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path

import numpy as np

EMBEDDINGS_FILE = "data/sandbox/tool_embeddings/minilm_static.npz"


class EmbeddingFileError(ValueError):
    """The static-embedding file is missing or malformed."""


def _is_punctuation(ch: str) -> bool:
    cp = ord(ch)
    if 33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126:
        return True
    return unicodedata.category(ch).startswith("P")


def basic_split(text: str) -> list[str]:
    """BERT's basic tokenisation (uncased): lower-case, strip accents, drop control
    characters, split on whitespace and around every punctuation character."""
    text = unicodedata.normalize("NFD", text.lower())
    out: list[str] = []
    current: list[str] = []
    for ch in text:
        cat = unicodedata.category(ch)
        if cat == "Mn":
            continue
        if ch.isspace():
            if current:
                out.append("".join(current))
                current = []
        elif _is_punctuation(ch):
            if current:
                out.append("".join(current))
                current = []
            out.append(ch)
        elif cat.startswith("C") or ord(ch) == 0xFFFD:
            continue
        else:
            current.append(ch)
    if current:
        out.append("".join(current))
    return out


@dataclass
class WordPiece:
    """Greedy longest-match-first WordPiece over a vocabulary (``##`` marks a word's
    continuation); a word with no segmentation gives no tokens.

    Args:
        vocab: Token -> row of the embedding table.
        max_chars: Longer words give no tokens.
    """

    vocab: dict[str, int]
    max_chars: int = 100
    _memo: dict[str, tuple[int, ...]] = field(default_factory=dict, repr=False)

    def word_ids(self, word: str) -> tuple[int, ...]:
        """Token ids of one pre-split word."""
        hit = self._memo.get(word)
        if hit is not None:
            return hit
        ids: list[int] = []
        if len(word) <= self.max_chars:
            start = 0
            while start < len(word):
                end = len(word)
                found = None
                while start < end:
                    piece = word[start:end] if start == 0 else "##" + word[start:end]
                    found = self.vocab.get(piece)
                    if found is not None:
                        break
                    end -= 1
                if found is None:
                    ids = []
                    break
                ids.append(found)
                start = end
        result = tuple(ids)
        if len(self._memo) < 100_000:
            self._memo[word] = result
        return result

    def ids(self, text: str) -> list[int]:
        """Token ids of a text (no special tokens)."""
        return [i for w in basic_split(text) for i in self.word_ids(w)]


class StaticEmbedder:
    """Mean-of-token-vectors sentence embeddings (L2-normalised).

    Args:
        tokens: The vocabulary, in table order.
        vectors: One row per token (int8 as stored, or float).
        scales: Per-row scale of int8 rows (None: rows are used as they are).
    """

    def __init__(
        self, tokens: list[str], vectors: np.ndarray, scales: np.ndarray | None = None
    ) -> None:
        if vectors.ndim != 2 or vectors.shape[0] != len(tokens):
            raise EmbeddingFileError(
                f"embedding table has shape {vectors.shape} for {len(tokens)} tokens"
            )
        if scales is not None and scales.shape != (len(tokens),):
            raise EmbeddingFileError(f"{scales.shape} scales for {len(tokens)} tokens")
        self.tokenizer = WordPiece({t: i for i, t in enumerate(tokens)})
        # int8 rows with a scale each (as stored) or float32 rows (scale 1)
        self.vectors = np.ascontiguousarray(vectors)
        self.scales = (
            np.ones(len(tokens), dtype=np.float32)
            if scales is None
            else np.asarray(scales, dtype=np.float32)
        )

    def knows(self, word: str) -> bool:
        """Whether a lower-case word is a whole token of the vocabulary."""
        return word in self.tokenizer.vocab

    @property
    def dim(self) -> int:
        """Embedding width."""
        return int(self.vectors.shape[1])

    def embed(self, text: str) -> np.ndarray:
        """The embedding of one text (zeros when no token is known)."""
        ids = self.tokenizer.ids(text)
        if not ids:
            return np.zeros(self.dim, dtype=np.float32)
        v: np.ndarray = (self.vectors[ids].astype(np.float32) * self.scales[ids, None]).mean(axis=0)
        norm = float(np.linalg.norm(v))
        return v / norm if norm > 0 else v

    def embed_weighted(self, parts: list[tuple[str, float]]) -> np.ndarray:
        """The embedding of a text given in weighted parts: the weighted mean of all
        parts' token vectors, L2-normalised (zeros when no token is known)."""
        if len(parts) == 1:
            return self.embed(parts[0][0])
        ids: list[int] = []
        weights: list[float] = []
        for text, weight in parts:
            part = self.tokenizer.ids(text)
            ids += part
            weights += [weight] * len(part)
        if not ids:
            return np.zeros(self.dim, dtype=np.float32)
        rows = self.vectors[ids].astype(np.float32) * self.scales[ids, None]
        v: np.ndarray = np.einsum("ij,i->j", rows, np.asarray(weights, dtype=np.float32))
        norm = float(np.linalg.norm(v))
        return v / norm if norm > 0 else v

    def embed_many(self, texts: list[str]) -> np.ndarray:
        """Embeddings of several texts, one row each."""
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            out[i] = self.embed(text)
        return out

    @classmethod
    def load(cls, path: str | Path | None = None) -> StaticEmbedder:
        """Load a table saved by `save` (default: the bundled all-MiniLM-L6-v2 one).

        Raises:
            EmbeddingFileError: If the file is missing or malformed.
        """
        try:
            if path is None:
                ref = resources.files("mmtoolbench").joinpath(*EMBEDDINGS_FILE.split("/"))
                with ref.open("rb") as fh:
                    data = dict(np.load(fh, allow_pickle=False))
            else:
                with np.load(path, allow_pickle=False) as npz:
                    data = dict(npz)
        except (OSError, ValueError) as exc:
            raise EmbeddingFileError(f"cannot read static embeddings: {exc}") from exc
        missing = {"tokens", "vectors", "scales"} - set(data)
        if missing:
            raise EmbeddingFileError(f"static embeddings lack {sorted(missing)}")
        tokens = bytes(data["tokens"]).decode("utf-8").split("\n")
        return cls(tokens, data["vectors"], data["scales"])

    @staticmethod
    def save(path: str | Path, tokens: list[str], vectors: np.ndarray) -> None:
        """Save a token table, int8-quantised per row (scale = max |value| / 127)."""
        vectors = np.asarray(vectors, dtype=np.float32)
        scales = np.abs(vectors).max(axis=1) / 127.0
        scales[scales == 0] = 1.0
        quantised = np.round(vectors / scales[:, None]).astype(np.int8)
        np.savez_compressed(
            path,
            tokens=np.frombuffer("\n".join(tokens).encode("utf-8"), dtype=np.uint8),
            vectors=quantised,
            scales=scales.astype(np.float32),
        )
