"""Tool descriptions and JSON schemas of every domain tool, cached on disk.

Tools build their description and schema on first use (`mmtoolbench.core.tools`); an
episode that starts the code interpreter needs all 673 of them at once (one stub per
tool), which takes a second or more. The cache file holds ``{tool: [description,
parameters]}`` for every domain tool, keyed by a hash of the package's Python sources,
the pydantic version and the Python version, so any change to a tool, a type it uses
or the schema code gives a new key (the stale file is removed). Argument models are
still built on first use. It lives next to the search index cache
(`mmtoolbench.sandbox.search.cache.cache_dir`). A cache that cannot be read or written
is rebuilt or skipped, never an error.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sys
import tempfile
from collections.abc import Iterable
from importlib import resources
from pathlib import Path

import pydantic

from mmtoolbench import __version__
from mmtoolbench.core.tools import Tool, prime_schema

logger = logging.getLogger(__name__)

_PREFIX = "tool-schemas-"


def sources_hash() -> str:
    """A hash of every Python source of the package (16 hex digits)."""
    root = Path(str(resources.files("mmtoolbench")))
    h = hashlib.blake2b(digest_size=8)
    h.update(f"{__version__}|{sys.version_info[:2]}|{pydantic.VERSION}".encode())
    for p in sorted(root.rglob("*.py")):
        h.update(str(p.relative_to(root)).encode())
        h.update(p.read_bytes())
    return h.hexdigest()


def prime_from_cache(
    tools: Iterable[Tool], all_tools: Iterable[Tool], *, directory: Path | None = None
) -> None:
    """Give ``tools`` their description and schema from the cache, writing the cache
    (from ``all_tools``, the whole catalogue) when it is missing or stale.

    Args:
        tools: The tools to prime.
        all_tools: Every domain tool (what the cache file holds).
        directory: Cache directory (default: the package's cache directory).
    """
    from mmtoolbench.sandbox.search.cache import cache_dir

    folder = directory or cache_dir()
    path = folder / f"{_PREFIX}{sources_hash()}.json"
    cached: dict[str, list[object]] | None = None
    try:
        cached = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        pass
    except Exception as exc:  # a corrupt file: rebuild it
        logger.warning("ignoring unreadable tool schema cache %s: %s", path, exc)
    if not isinstance(cached, dict):
        cached = {t.name: [t.description, t.parameters] for t in all_tools}
        _write(folder, path, cached)
    for t in tools:
        entry = cached.get(t.name)
        if isinstance(entry, list) and len(entry) == 2:
            description, parameters = entry
            if isinstance(description, str) and isinstance(parameters, dict):
                prime_schema(t, description, parameters)


def _write(folder: Path, path: Path, data: dict[str, list[object]]) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".tool-schemas-")
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh)
        os.replace(tmp, path)
        for old in folder.glob(f"{_PREFIX}*.json"):
            if old != path:
                old.unlink(missing_ok=True)
    except OSError as exc:
        logger.warning("could not write the tool schema cache in %s: %s", folder, exc)
