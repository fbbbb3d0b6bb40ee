"""OCR legibility of scenario images: Tesseract output, its cache, and fuzzy matching.

The legibility check of the bundled suite requires Tesseract (Debian ``tesseract-ocr``,
through ``pytesseract``) to find every decisive string of an image's ground truth: the
rapidfuzz partial ratio of the string against the OCR text, both normalised (case folded,
whitespace collapsed), must be at least `MIN_PARTIAL_RATIO`.

OCR is slow (about a second per image), so its output is committed as a cache keyed by
the image's SHA-256 (``data/sandbox/ocr_cache.jsonl``, refreshed by
``scripts/sandbox_content/ocr_cache.py``); tests re-run OCR live on every image without a
matching entry and on a random sample of cached ones, and fail when a live result
disagrees with its entry (`agrees`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageOps
from rapidfuzz import fuzz

__all__ = [
    "MIN_PARTIAL_RATIO",
    "OCR_CACHE",
    "OcrEntry",
    "agrees",
    "found",
    "image_sha256",
    "load_cache",
    "normalise",
    "run_ocr",
    "write_cache",
]

MIN_PARTIAL_RATIO = 90.0
"""Smallest partial ratio (0-100) at which a decisive string counts as read."""

OCR_CACHE = Path(__file__).resolve().parents[1] / "data" / "sandbox" / "ocr_cache.jsonl"
"""The committed OCR cache of the bundled images."""

OCR_CONFIGS = ("--oem 1 --psm 3", "--oem 1 --psm 11")
"""Tesseract passes whose outputs are joined: automatic page layout (documents, screens) and
sparse text (text anywhere on a photo)."""


@dataclass(frozen=True)
class OcrEntry:
    """One cached OCR result.

    Attributes:
        sha256: Hash of the image file's bytes.
        path: The image (relative to the images directory), for humans.
        text: Tesseract's output.
    """

    sha256: str
    path: str
    text: str


def normalise(text: str) -> str:
    """Case-folded text with runs of whitespace collapsed to one space."""
    return " ".join(text.split()).casefold()


def image_sha256(path: Path) -> str:
    """SHA-256 of the file's bytes."""
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run_ocr(path: Path) -> str:
    """Tesseract's text of an image (greyscale; one pass per `OCR_CONFIGS`, joined).

    Raises:
        RuntimeError: If Tesseract is not installed (with how to install it).
    """
    import pytesseract

    with Image.open(path) as img:
        grey = ImageOps.grayscale(img.convert("RGB"))
    try:
        texts = [
            str(pytesseract.image_to_string(grey, lang="eng", config=config))
            for config in OCR_CONFIGS
        ]
    except pytesseract.TesseractNotFoundError:
        raise RuntimeError(
            "tesseract is not installed: apt-get install tesseract-ocr (make install does it)"
        ) from None
    return "\n".join(t.strip() for t in texts)


def found(decisive: str, ocr_text: str) -> float:
    """Partial ratio (0-100) of ``decisive`` within ``ocr_text``, both normalised."""
    needle, hay = normalise(decisive), normalise(ocr_text)
    if not needle:
        return 100.0
    if needle in hay:
        return 100.0
    return float(fuzz.partial_ratio(needle, hay))


def agrees(live: str, cached: str, decisive: Iterable[str] = ()) -> bool:
    """Whether a live OCR result agrees with its cache entry: the same normalised text up
    to a ratio of 97, and the same verdict for every decisive string."""
    if fuzz.ratio(normalise(live), normalise(cached)) < 97:
        return False
    return all(
        (found(s, live) >= MIN_PARTIAL_RATIO) == (found(s, cached) >= MIN_PARTIAL_RATIO)
        for s in decisive
    )


def load_cache(path: Path = OCR_CACHE) -> dict[str, OcrEntry]:
    """The cache by image hash (empty if the file does not exist)."""
    entries: dict[str, OcrEntry] = {}
    if not path.exists():
        return entries
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            raw = json.loads(line)
            entry = OcrEntry(sha256=raw["sha256"], path=raw["path"], text=raw["text"])
        except (json.JSONDecodeError, KeyError, TypeError) as exc:
            raise ValueError(f"{path}:{n}: bad OCR cache entry: {exc}") from None
        entries[entry.sha256] = entry
    return entries


def write_cache(entries: Mapping[str, OcrEntry], path: Path = OCR_CACHE) -> None:
    """Write the cache, sorted by image path (stable diffs)."""
    lines = [
        json.dumps({"sha256": e.sha256, "path": e.path, "text": e.text}, ensure_ascii=False)
        for e in sorted(entries.values(), key=lambda e: (e.path, e.sha256))
    ]
    path.write_text("\n".join(lines) + ("\n" if lines else ""), encoding="utf-8")
