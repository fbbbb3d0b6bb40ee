"""Refresh the committed OCR cache of the bundled sandbox images.

Runs Tesseract (`mmtoolbench.sandbox.legibility.run_ocr`) on every image under
``data/sandbox/images/<scenario>/`` whose sidecar lists decisive strings and whose hash
has no cache entry, drops entries of images that no longer exist, writes
``data/sandbox/ocr_cache.jsonl`` and prints every decisive string OCR does not find (redraw
those images). The legibility test re-runs OCR on new images and a sample of cached ones.

Usage::

    python scripts/sandbox_content/ocr_cache.py            # add missing entries, prune
    python scripts/sandbox_content/ocr_cache.py --jobs 2   # parallel Tesseract processes
"""

from __future__ import annotations

import argparse
import fcntl
import json
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from mmtoolbench.sandbox.legibility import (
    MIN_PARTIAL_RATIO,
    OCR_CACHE,
    OcrEntry,
    found,
    image_sha256,
    load_cache,
    run_ocr,
    write_cache,
)

IMAGES = OCR_CACHE.parent / "images"


def _wanted() -> dict[str, tuple[Path, list[str]]]:
    """Images with decisive strings, by hash: (path, decisive strings)."""
    wanted: dict[str, tuple[Path, list[str]]] = {}
    for sidecar in sorted(IMAGES.glob("*/*.json")):
        truth = json.loads(sidecar.read_text(encoding="utf-8"))
        if not truth.get("decisive"):
            continue
        image = next(
            (p for p in sidecar.parent.glob(sidecar.stem + ".*") if p.suffix != ".json"), None
        )
        if image is None:
            print(f"{sidecar}: no image next to it", file=sys.stderr)
            continue
        wanted[image_sha256(image)] = (image, list(truth["decisive"]))
    return wanted


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jobs", type=int, default=2, help="parallel Tesseract runs")
    args = parser.parse_args()
    cache = load_cache()
    wanted = _wanted()
    todo = [(sha, path) for sha, (path, _) in wanted.items() if sha not in cache]
    print(f"{len(wanted)} images with decisive text, {len(todo)} to OCR")

    def ocr(item: tuple[str, Path]) -> OcrEntry:
        sha, path = item
        return OcrEntry(sha, path.relative_to(IMAGES).as_posix(), run_ocr(path))

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        fresh = list(pool.map(ocr, todo))
    # Several writers may refresh the cache at once (one per content author): re-read it
    # under an exclusive lock and merge, so no one's entries are lost.
    with open(Path(tempfile.gettempdir()) / "mmtb-ocr-cache.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        cache = load_cache()
        for entry in fresh:
            cache[entry.sha256] = entry
        wanted.update(_wanted())
        kept = {sha: e for sha, e in cache.items() if sha in wanted}
        write_cache(kept)
    bad = 0
    for sha, (path, decisive) in sorted(wanted.items(), key=lambda kv: kv[1][0]):
        if sha not in kept:
            print(f"NOT YET OCR'D {path.relative_to(IMAGES)} (added while this run worked)")
            continue
        for s in decisive:
            score = found(s, kept[sha].text)
            if score < MIN_PARTIAL_RATIO:
                bad += 1
                print(f"ILLEGIBLE {path.relative_to(IMAGES)}: {s!r} (partial ratio {score:.0f})")
    print(f"cache: {len(kept)} entries ({len(cache) - len(kept)} pruned); {bad} illegible strings")
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
