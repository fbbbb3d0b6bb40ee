"""The built search index on disk, so ``mmtb tools search`` answers without importing
the 17 tool modules or re-embedding every tool's requests.

The cache file holds the `HybridRanker` of one toolset variant (its `ToolDoc`s and
embedded requests included), keyed by a hash of everything the index is built from:
the sources of the tools, toolsets and search code, the natural requests, the embedding
table, the package version and the Python version. Any change gives a new key, and
the stale file is removed when the new one is written. It lives in
``$MMTB_CACHE_DIR`` or ``$XDG_CACHE_HOME/mmtoolbench`` (``~/.cache/mmtoolbench``).
A cache that cannot be read or written is rebuilt or skipped, never an error.
"""

from __future__ import annotations

import hashlib
import logging
import os
import pickle
import sys
import tempfile
from collections.abc import Callable, Iterator
from importlib import resources
from pathlib import Path

from mmtoolbench import __version__
from mmtoolbench.sandbox.search.hybrid import HybridRanker

logger = logging.getLogger(__name__)

#: Package paths (relative to ``mmtoolbench``) whose files define the indexed catalogue.
CATALOGUE_SOURCES = (
    "core",
    "sandbox/domains",
    "sandbox/ui/domain.py",  # the ui domain's tools (its package also holds the renderer)
    "sandbox/toolsets",
    "sandbox/search",
    "sandbox/discovery.py",
    "data/sandbox/tool_expansions",
    "data/sandbox/tool_embeddings",
)

_PREFIX = "tool-index-"


def cache_dir() -> Path:
    """Where cached indexes live (``$MMTB_CACHE_DIR``, else the user cache dir)."""
    explicit = os.environ.get("MMTB_CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "mmtoolbench"


def _files(root: Path, rel: str) -> Iterator[Path]:
    path = root / rel
    if path.is_file():
        yield path
    elif path.is_dir():
        for p in sorted(path.rglob("*")):
            if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc":
                yield p


def catalogue_hash(toolset: str) -> str:
    """A hash of the sources the ``toolset`` index is built from (16 hex digits)."""
    root = Path(str(resources.files("mmtoolbench")))
    h = hashlib.blake2b(digest_size=8)
    h.update(f"{__version__}|{sys.version_info[:2]}|{toolset}".encode())
    for rel in CATALOGUE_SOURCES:
        for p in _files(root, rel):
            h.update(str(p.relative_to(root)).encode())
            h.update(p.read_bytes())
    return h.hexdigest()


def cached_ranker(
    toolset: str, build: Callable[[], HybridRanker], *, directory: Path | None = None
) -> HybridRanker:
    """The ranker of ``toolset``, from the cache when its key matches, else built with
    ``build`` and saved.

    Args:
        toolset: Toolset variant name (part of the key).
        build: Builds the ranker on a cache miss.
        directory: Cache directory (default `cache_dir`).
    """
    folder = directory or cache_dir()
    key = catalogue_hash(toolset)
    path = folder / f"{_PREFIX}{toolset}-{key}.pickle"
    try:
        with path.open("rb") as fh:
            ranker = pickle.load(fh)
        if isinstance(ranker, HybridRanker):
            return ranker
    except FileNotFoundError:
        pass
    except Exception as exc:  # a corrupt or incompatible file: rebuild it
        logger.warning("ignoring unreadable search cache %s: %s", path, exc)
    ranker = build()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=".pickle")
        try:
            with os.fdopen(fd, "wb") as fh:
                pickle.dump(ranker, fh, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
        finally:
            Path(tmp).unlink(missing_ok=True)
        for stale in folder.glob(f"{_PREFIX}{toolset}-*.pickle"):
            if stale != path:
                stale.unlink(missing_ok=True)
    except OSError as exc:
        logger.warning("cannot write search cache in %s: %s", folder, exc)
    return ranker
