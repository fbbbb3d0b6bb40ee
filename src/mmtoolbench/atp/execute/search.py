"""Search backends: SerpAPI Google Images, or a ranked local image corpus.

* :class:`SerpApiSearchBackend` (when ``SERPAPI_API_KEY`` is set): ``GET
  {base}/search.json?engine=google_images&q=<query>&api_key=<key>``, then downloads the
  first usable image among the top results (``original``, then ``thumbnail``). Only
  ``http``/``https`` URLs returned by the API are fetched, with a size cap, and the bytes
  must decode as an image. The key travels in the query string as SerpAPI requires, so
  error messages never include the request URL and are redacted anyway.
* :class:`LocalCorpusSearchBackend` (otherwise): ranks a local image corpus -- by default
  the bundled ATP-Bench images -- by caption and file metadata (file name, folder, source,
  PNG text chunks) with BM25 (``bm25s``), falling back to fuzzy token matching
  (``rapidfuzz``) when no word matches. The result is labelled a *local-corpus result* and
  marked ``stand_in=True``; when nothing in the corpus is relevant, a labelled stand-in card
  is returned instead.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
from PIL import Image
from rapidfuzz import fuzz, process

from mmtoolbench.atp.dataset import DatasetError, bundled_dataset_path, load_samples
from mmtoolbench.atp.execute.backends import (
    BackendOutput,
    ExecutionConfig,
    ServiceError,
    StepError,
    StepRequest,
)
from mmtoolbench.atp.execute.images_api import RetrySettings, download_image, send_with_retries
from mmtoolbench.atp.execute.offline import OfflineSearchBackend
from mmtoolbench.core.redaction import redact_text

__all__ = [
    "IMAGE_SUFFIXES",
    "CorpusImage",
    "CorpusMatch",
    "LocalCorpusSearchBackend",
    "LocalImageCorpus",
    "SerpApiSearchBackend",
    "tokenize",
]

IMAGE_SUFFIXES: frozenset[str] = frozenset({".png", ".jpg", ".jpeg", ".gif", ".webp"})
"""File suffixes indexed by the local corpus."""

_WORD = re.compile(r"[0-9a-z]+")
_STOPWORDS = frozenset(
    (
        *("a", "an", "and", "are", "as", "at", "be", "by", "for", "from", "in", "into"),
        *("is", "it", "its", "of", "on", "or", "the", "this", "to", "with"),
        *("image", "images", "photo", "picture", "png", "jpg", "jpeg"),
    )
)
_MIN_FUZZY = 75.0


def tokenize(text: str) -> list[str]:
    """Split text into lowercase word tokens, dropping stop words; plurals are folded.

    Args:
        text: Any text (underscores and dashes separate words).

    Returns:
        The tokens, in order.
    """
    tokens: list[str] = []
    for word in _WORD.findall(text.lower().replace("_", " ")):
        if word in _STOPWORDS:
            continue
        if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
            word = word[:-1]
        tokens.append(word)
    return tokens


@dataclass(frozen=True)
class CorpusImage:
    """One image of the local corpus.

    Attributes:
        path: The image file.
        caption: What it depicts (empty when unknown).
        source: Where it comes from (``document``, ``user-upload``...).
        metadata: Other searchable text (sample category and intent, PNG text chunks).
    """

    path: Path
    caption: str = ""
    source: str = ""
    metadata: tuple[str, ...] = ()

    def search_text(self) -> str:
        """The text the image is ranked by: caption, file name, folder, source, metadata."""
        parts = [self.caption, self.path.stem, self.path.parent.name, self.source, *self.metadata]
        return " ".join(p for p in parts if p)


@dataclass(frozen=True)
class CorpusMatch:
    """A ranked corpus image.

    Attributes:
        image: The image.
        score: BM25 score, or fuzzy similarity (0-100) when ``method == "fuzzy"``.
        method: ``bm25`` or ``fuzzy``.
    """

    image: CorpusImage
    score: float
    method: str


def _png_text(path: Path) -> tuple[str, ...]:
    try:
        with Image.open(path) as image:
            info = image.info
    except Exception:  # Pillow raises many exception types; metadata is optional
        return ()
    return tuple(
        value[:300]
        for key, value in sorted(info.items())
        if isinstance(key, str) and isinstance(value, str) and value.strip()
    )


class LocalImageCorpus:
    """An immutable set of captioned images, searchable by text."""

    def __init__(self, images: Iterable[CorpusImage]) -> None:
        """Create the corpus.

        Args:
            images: The images; duplicates (same resolved path) are merged.
        """
        merged: dict[Path, CorpusImage] = {}
        for image in images:
            key = image.path.resolve()
            previous = merged.get(key)
            if previous is None:
                merged[key] = image
            else:
                captions = [c for c in (previous.caption, image.caption) if c]
                merged[key] = CorpusImage(
                    path=previous.path,
                    caption=" / ".join(dict.fromkeys(captions)),
                    source=previous.source or image.source,
                    metadata=tuple(dict.fromkeys((*previous.metadata, *image.metadata))),
                )
        self.images: tuple[CorpusImage, ...] = tuple(
            sorted(merged.values(), key=lambda item: str(item.path))
        )
        self._tokens = [tokenize(item.search_text()) for item in self.images]
        self._retriever: Any = None

    def __len__(self) -> int:
        return len(self.images)

    @classmethod
    def from_dataset(cls, dataset_path: Path, *, include_unlisted: bool = True) -> LocalImageCorpus:
        """Build the corpus from an ATP dataset file and its images.

        Args:
            dataset_path: The ``.jsonl`` dataset; its samples give captions, sources,
                categories and intents.
            include_unlisted: Also index image files next to the dataset that no sample
                lists (searchable by file metadata only).

        Returns:
            The corpus (empty if the dataset cannot be read and no images are found).
        """
        dataset_path = Path(dataset_path)
        images: list[CorpusImage] = []
        try:
            samples = load_samples(dataset_path, check_images=False)
        except DatasetError:
            samples = []
        for sample in samples:
            for context in sample.images:
                path = dataset_path.parent / context.path
                if path.is_file():
                    images.append(
                        CorpusImage(
                            path=path,
                            caption=context.caption,
                            source=context.source,
                            metadata=(sample.category.value, sample.intent.replace("-", " ")),
                        )
                    )
        if include_unlisted:
            images.extend(cls._scan(dataset_path.parent).images)
        return cls(images)

    @classmethod
    def from_directory(cls, directory: Path) -> LocalImageCorpus:
        """Index every image under ``directory`` (captions from any ATP ``*.jsonl`` in it).

        Args:
            directory: The corpus directory.

        Returns:
            The corpus.
        """
        directory = Path(directory)
        images: list[CorpusImage] = list(cls._scan(directory).images)
        for dataset in sorted(directory.glob("*.jsonl")):
            images.extend(cls.from_dataset(dataset, include_unlisted=False).images)
        return cls(images)

    @classmethod
    def _scan(cls, directory: Path) -> LocalImageCorpus:
        if not directory.is_dir():
            return cls(())
        files = sorted(
            path
            for path in directory.rglob("*")
            if path.suffix.lower() in IMAGE_SUFFIXES and path.is_file()
        )
        return cls(CorpusImage(path=path, metadata=_png_text(path)) for path in files)

    @classmethod
    def bundled(cls) -> LocalImageCorpus:
        """The bundled ATP-Bench images with their captions (empty if none are installed)."""
        return cls.from_dataset(bundled_dataset_path())

    def _bm25(self) -> Any:
        if self._retriever is None:
            import bm25s

            retriever = bm25s.BM25()
            retriever.index([tokens or ["\u2205"] for tokens in self._tokens], show_progress=False)
            self._retriever = retriever
        return self._retriever

    def search(self, query: str, *, k: int = 5) -> list[CorpusMatch]:
        """Rank the corpus for a query.

        BM25 over caption and metadata tokens; when no query word occurs in the corpus,
        fuzzy matching: the mean, over query words, of the best edit similarity to a word
        of the image's text (matches below 75/100 are dropped, so typos still match but
        unrelated queries return nothing).
        Ties are broken by path, so results are deterministic.

        Args:
            query: The search query.
            k: How many matches to return at most.

        Returns:
            The best matches, best first (empty when nothing is relevant).
        """
        if not self.images or k < 1:
            return []
        query_tokens = tokenize(query)
        if query_tokens:
            scores = [float(s) for s in self._bm25().get_scores(query_tokens)]
            if max(scores) > 0:
                order = sorted(range(len(scores)), key=lambda i: (-scores[i], i))
                return [
                    CorpusMatch(self.images[i], scores[i], "bm25")
                    for i in order[:k]
                    if scores[i] > 0
                ]
        words = query_tokens or tokenize(query.replace("-", " "))
        if not words:
            return []
        similarities = [self._fuzzy(words, tokens) for tokens in self._tokens]
        order = sorted(range(len(similarities)), key=lambda i: (-similarities[i], i))
        return [
            CorpusMatch(self.images[i], similarities[i], "fuzzy")
            for i in order[:k]
            if similarities[i] >= _MIN_FUZZY
        ]

    @staticmethod
    def _fuzzy(words: list[str], tokens: list[str]) -> float:
        """Mean over query words of the best edit similarity (0-100) to a document word."""
        if not tokens:
            return 0.0
        total = 0.0
        for word in words:
            best = process.extractOne(word, tokens, scorer=fuzz.ratio)
            total += float(best[1]) if best is not None else 0.0
        return total / len(words)


class LocalCorpusSearchBackend:
    """Search stand-in: the best-matching image of a local corpus.

    Attributes:
        name: ``local-corpus``.
    """

    name = "local-corpus"

    def __init__(self, corpus: LocalImageCorpus) -> None:
        """Create the backend.

        Args:
            corpus: The images to search.
        """
        self._corpus = corpus
        self._fallback = OfflineSearchBackend()

    @classmethod
    def from_config(cls, config: ExecutionConfig) -> LocalCorpusSearchBackend:
        """Use ``config.search_corpus_dir``, or the bundled images when it is unset.

        Args:
            config: The configuration.
        """
        if config.search_corpus_dir is not None:
            return cls(LocalImageCorpus.from_directory(config.search_corpus_dir))
        return cls(LocalImageCorpus.bundled())

    async def run(self, request: StepRequest) -> BackendOutput:
        """Return the corpus image that best matches ``params.query``.

        Args:
            request: The Search call.

        Returns:
            The image (``stand_in=True``, labelled as a local-corpus result), or a labelled
            stand-in card when nothing in the corpus matches.

        Raises:
            StepError: Missing query or unreadable corpus file.
        """
        query = request.params.get("query")
        if not isinstance(query, str) or not query.strip():
            raise StepError("Search: params.query must be a non-empty string")
        matches = await asyncio.to_thread(self._corpus.search, query, k=1)
        if not matches:
            output = await self._fallback.run(request)
            return BackendOutput(
                data=output.data,
                backend=self.name,
                stand_in=True,
                notes=(
                    f"local-corpus result: no image among {len(self._corpus)} matches the query",
                    *output.notes,
                ),
            )
        best = matches[0]
        try:
            data = await asyncio.to_thread(best.image.path.read_bytes)
        except OSError as exc:
            raise StepError(
                f"Search: cannot read corpus image {best.image.path.name}: {exc.strerror}"
            ) from None
        label = f"local-corpus result (not a web search): {best.image.path.name}"
        if best.image.caption:
            label += f" — {best.image.caption}"
        return BackendOutput(
            data=data,
            backend=self.name,
            stand_in=True,
            notes=(label, f"{best.method} score {best.score:.2f}"),
            artifacts={"corpus_path": str(best.image.path), "query": query},
        )

    async def aclose(self) -> None:
        """Nothing to release."""


class SerpApiSearchBackend:
    """Google Images search through a SerpAPI-compatible endpoint.

    Attributes:
        name: ``serpapi:google_images``.
    """

    name = "serpapi:google_images"

    def __init__(
        self,
        *,
        api_key: str,
        base_url: str = "https://serpapi.com",
        max_candidates: int = 5,
        timeout_s: float = 60.0,
        max_bytes: int = 20 * 1024 * 1024,
        retry: RetrySettings | None = None,
        client: httpx.AsyncClient | None = None,
    ) -> None:
        """Create the backend.

        Args:
            api_key: The SerpAPI key.
            base_url: Base URL; ``/search.json`` is appended.
            max_candidates: How many top results to try.
            timeout_s: Timeout of one request.
            max_bytes: Largest accepted image.
            retry: Retry settings of the search request.
            client: An HTTP client to use (not closed by :meth:`aclose`).
        """
        self._key = api_key
        self._base = base_url.rstrip("/")
        self._max_candidates = max_candidates
        self._timeout = timeout_s
        self._max_bytes = max_bytes
        self._retry = retry or RetrySettings(timeout_s=timeout_s)
        self._own_client = client is None
        self._client = client if client is not None else httpx.AsyncClient(timeout=timeout_s)
        self._closed = False

    @classmethod
    def from_config(cls, config: ExecutionConfig) -> SerpApiSearchBackend:
        """Build the backend from the configuration.

        Args:
            config: The configuration; ``serpapi_api_key`` must be set.

        Raises:
            StepError: If no key is configured.
        """
        if config.serpapi_api_key is None:
            raise StepError("no search service configured (set SERPAPI_API_KEY)")
        return cls(
            api_key=config.serpapi_api_key.get_secret_value(),
            base_url=config.search_base_url,
            max_candidates=config.search_max_candidates,
            timeout_s=config.http_timeout_s,
            max_bytes=config.max_download_bytes,
            retry=RetrySettings(
                max_attempts=config.max_attempts,
                base_delay_s=config.retry_base_delay_s,
                max_delay_s=config.retry_max_delay_s,
                timeout_s=config.http_timeout_s,
            ),
        )

    async def _results(self, query: str) -> list[Mapping[str, Any]]:
        url = f"{self._base}/search.json"
        params = {"engine": "google_images", "q": query, "api_key": self._key}

        async def send() -> httpx.Response:
            return await self._client.get(url, params=params, timeout=self._timeout)

        response = await send_with_retries(
            send, endpoint="search API GET /search.json", policy=self._retry, secrets=[self._key]
        )
        try:
            payload = response.json()
        except ValueError:
            raise ServiceError("search API returned a body that is not JSON") from None
        if not isinstance(payload, dict):
            raise ServiceError("search API returned JSON that is not an object")
        results = payload.get("images_results")
        if not isinstance(results, list) or not results:
            error = payload.get("error")
            detail = f": {redact_text(str(error), [self._key])[:300]}" if error else ""
            raise ServiceError(f"search API returned no image results for the query{detail}")
        return [item for item in results if isinstance(item, Mapping)]

    async def run(self, request: StepRequest) -> BackendOutput:
        """Search for ``params.query`` and download the top usable image.

        Args:
            request: The Search call.

        Returns:
            The downloaded image with its title, page and image URL as notes.

        Raises:
            StepError: Missing query.
            ServiceError: Search failed or no top result could be downloaded.
        """
        query = request.params.get("query")
        if not isinstance(query, str) or not query.strip():
            raise StepError("Search: params.query must be a non-empty string")
        results = await self._results(query)
        failures: list[str] = []
        for rank, item in enumerate(results[: self._max_candidates], start=1):
            for key in ("original", "thumbnail"):
                url = item.get(key)
                if not isinstance(url, str) or not url:
                    continue
                if httpx.URL(url).scheme not in ("http", "https"):
                    failures.append(f"result {rank} {key}: not an http(s) URL")
                    continue
                try:
                    data = await download_image(
                        self._client,
                        url,
                        max_bytes=self._max_bytes,
                        timeout_s=self._timeout,
                        what=f"result {rank} {key}",
                    )
                except ServiceError as exc:
                    failures.append(redact_text(str(exc), [self._key]))
                    continue
                title = str(item.get("title") or "")
                page = str(item.get("link") or "")
                source = str(item.get("source") or "")
                notes = [f"web search result #{rank}" + (f": {title}" if title else "")]
                if source or page:
                    notes.append(f"source: {source or page}")
                notes.append(f"image URL: {url}")
                return BackendOutput(
                    data=data,
                    backend=self.name,
                    notes=tuple(notes),
                    artifacts={
                        "query": query,
                        "image_url": url,
                        "page_url": page,
                        "title": title,
                        "rank": str(rank),
                    },
                )
        detail = "; ".join(failures[:5]) or "results had no image URLs"
        raise ServiceError(
            f"search API: no usable image among the top {min(len(results), self._max_candidates)} "
            f"results ({detail})"
        )

    async def aclose(self) -> None:
        """Close the HTTP client if this object created it (idempotent)."""
        if self._closed:
            return
        self._closed = True
        if self._own_client:
            await self._client.aclose()
