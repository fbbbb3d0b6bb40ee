"""What Python installation the interpreter worker sees (parent side).

Agent code needs the standard library and the allowed third-party packages
(numpy, matplotlib, PIL and what they import), nothing else. In particular it must
never see the evaluator's own package (``mmtoolbench`` ships scenarios with expected
changes and oracle solutions, judge prompts and ATP ground truths), other installed
packages, run directories or caches.

`sandbox_python` computes, from the parent's installation:

- ``stdlib_dirs``: the standard library and ``lib-dynload`` (bound read-only whole);
- ``site_dirs``: the site directories holding the allowed packages. Inside the
  sandbox each is an empty read-only directory into which only the allowed
  entries are bound, so listing it shows nothing else;
- ``entries``: the allowed top-level entries of those site directories (package
  directories, ``.libs`` directories, single-file modules; not the metadata
  directories) of the allowed distributions and their installed requirements;
- ``masked``: every other Python package directory of the host (all
  ``site-packages``/``dist-packages`` directories, including the one nested in the
  standard library, and the evaluator's package directory). Those that lie inside a
  directory bound into the sandbox (``/usr``, the standard library) are covered with
  an empty read-only tmpfs.

The result is cached per process (it only depends on the installation).
"""

from __future__ import annotations

import contextlib
import functools
import glob
import hashlib
import importlib.metadata as metadata
import importlib.util
import json
import os
import re
import sys
import sysconfig
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

_REQUIREMENT_NAME = re.compile(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)")
#: Host directories where Python packages commonly live, besides the parent's own.
_SYSTEM_SITE_GLOBS = (
    "/usr/lib/python3*/site-packages",
    "/usr/lib/python3*/dist-packages",
    "/usr/lib64/python3*/site-packages",
    "/usr/local/lib/python3*/site-packages",
    "/usr/local/lib/python3*/dist-packages",
    "/usr/local/lib64/python3*/site-packages",
    "/usr/share/python3*",
)


@dataclass(frozen=True)
class SandboxPython:
    """The part of the Python installation visible inside the sandbox.

    Attributes:
        stdlib_dirs: Standard library directories (bound read-only whole).
        site_dirs: Site directories that hold allowed packages (private inside).
        entries: Allowed top-level entries (absolute host paths) in ``site_dirs``.
        masked: Host Python package directories hidden from the sandbox.
    """

    stdlib_dirs: tuple[str, ...]
    site_dirs: tuple[str, ...]
    entries: tuple[str, ...]
    masked: tuple[str, ...]

    @property
    def sys_path(self) -> list[str]:
        """The worker's ``sys.path``."""
        return [*self.stdlib_dirs, *self.site_dirs]

    @property
    def read_roots(self) -> list[str]:
        """Paths whose contents may be read (the audit hook's allowlist)."""
        return [*self.stdlib_dirs, *self.entries]


def _norm(path: str | os.PathLike[str]) -> str:
    return os.path.normpath(os.path.realpath(os.fspath(path)))


def _third_party(names: Iterable[str]) -> list[str]:
    tops = sorted({n.partition(".")[0] for n in names})
    return [n for n in tops if n not in sys.stdlib_module_names and n != "__future__"]


def _record_tops(dist: metadata.Distribution) -> set[str] | None:
    """First path components of the files a distribution installed (from RECORD)."""
    text = dist.read_text("RECORD")
    if text is None:
        return None
    tops: set[str] = set()
    for line in text.splitlines():
        path = line.split(",", 1)[0].strip('"')
        top = path.split("/", 1)[0]
        if top and top not in ("..", "__pycache__") and not os.path.isabs(path):
            if top.endswith((".dist-info", ".egg-info", ".data")):
                continue  # metadata: not imported, one bind mount less per package
            tops.add(top)
    return tops


def _find_dist(module: str, location: str) -> metadata.Distribution | None:
    """The installed distribution that provides top-level module ``module``."""
    try:
        dist = metadata.distribution(module)
        if {module, f"{module}.py"} & (_record_tops(dist) or set()):
            return dist
    except metadata.PackageNotFoundError:
        pass
    for info in sorted(glob.glob(os.path.join(location, "*.dist-info"))):
        top = os.path.join(info, "top_level.txt")
        record = os.path.join(info, "RECORD")
        try:
            if os.path.isfile(top):
                with open(top, encoding="utf-8") as fh:
                    if module in fh.read().split():
                        return metadata.PathDistribution(Path(info))
                continue
            with open(record, encoding="utf-8") as fh:
                text = "\n" + fh.read()
        except OSError:
            continue
        if f"\n{module}/" in text or f"\n{module}.py," in text:
            return metadata.PathDistribution(Path(info))
    return None


def _requirements(dist: metadata.Distribution) -> list[str]:
    """Names of a distribution's unconditional requirements (``Requires-Dist``)."""
    names: list[str] = []
    text = dist.read_text("METADATA") or dist.read_text("PKG-INFO") or ""
    for line in text.splitlines():
        if not line:
            break  # end of the headers (folded header lines start with spaces)
        if not line.startswith("Requires-Dist:"):
            continue
        name_part, _, marker = line[len("Requires-Dist:") :].partition(";")
        if "extra" in marker:
            continue
        match = _REQUIREMENT_NAME.match(name_part)
        if match:
            names.append(match.group(1))
    return names


def _dist_entries(dist: metadata.Distribution) -> tuple[str, list[str]] | None:
    """(site dir, top-level entries) of a distribution, or None without a file list."""
    tops = _record_tops(dist)
    if not tops:
        return None
    site = _norm(str(dist.locate_file("")))
    entries = [
        os.path.join(site, t) for t in sorted(tops) if os.path.lexists(os.path.join(site, t))
    ]
    return site, entries


def _module_entries(module: str) -> tuple[str, list[str]] | None:
    """Fallback without metadata: the module's own directory (or file) and ``.libs``."""
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        return None
    if spec is None or spec.origin is None:
        return None
    if spec.submodule_search_locations:
        path = _norm(next(iter(spec.submodule_search_locations)))
    else:
        path = _norm(spec.origin)
    site = os.path.dirname(path)
    entries = [path]
    libs = os.path.join(site, f"{module}.libs")
    if os.path.isdir(libs):
        entries.append(libs)
    return site, entries


def _host_package_dirs() -> list[str]:
    """Every Python package directory of the host we know of."""
    found: list[str] = []
    paths = sysconfig.get_paths()
    base = sysconfig.get_paths(vars={"base": sys.base_prefix, "platbase": sys.base_exec_prefix})
    candidates = [paths["purelib"], paths["platlib"], base["purelib"], base["platlib"]]
    candidates += [p for p in sys.path if p.endswith(("site-packages", "dist-packages"))]
    candidates += [os.path.join(paths["stdlib"], "site-packages")]
    for pattern in _SYSTEM_SITE_GLOBS:
        candidates += glob.glob(pattern)
    package = Path(__file__).resolve().parents[1]  # the evaluator's own package
    candidates.append(str(package))
    for c in candidates:
        if c and os.path.isdir(c):
            n = _norm(c)
            if n not in found:
                found.append(n)
    return found


def private_cache_dir() -> Path | None:
    """``~/.cache/mmtoolbench/interpreter`` (or under ``$XDG_CACHE_HOME``), used only
    when owned by the current user and not writable by others: what is cached there
    decides what the worker runs and sees before its sandbox is up. Sandboxed code
    can neither see nor write it."""
    cache = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    path = Path(cache) / "mmtoolbench" / "interpreter"
    try:
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
        st = path.stat()
    except OSError:
        return None
    if st.st_uid != os.geteuid() or st.st_mode & 0o022:
        return None
    return path


def read_private(path: Path) -> bytes | None:
    """Contents of a cache file we own and nobody else can write, or None."""
    try:
        st = path.stat()
        if st.st_uid != os.geteuid() or st.st_mode & 0o022:
            return None
        return path.read_bytes()
    except OSError:
        return None


_STALE_S = 7 * 24 * 3600


def write_private(path: Path, data: bytes, *, prefix: str) -> None:
    """Write a cache file atomically (mode 0600); drop ``prefix*`` files unused for a
    week (other installations sharing the cache keep theirs)."""
    with contextlib.suppress(OSError):
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
        os.replace(tmp, path)
        now = time.time()
        for old in path.parent.glob(f"{prefix}*"):
            if old != path and now - old.stat().st_atime > _STALE_S:
                old.unlink(missing_ok=True)


def _installation_key(allowed_modules: frozenset[str]) -> str:
    """Changes whenever the installation might expose different packages: the
    interpreter, the allowed modules, the host's package directories and every
    import directory's modification time (installing, upgrading or removing a
    package changes its site directory)."""
    parts = [sys.executable, sys.prefix, sys.base_prefix, sys.version, __file__]
    parts += sorted(allowed_modules)
    for pattern in _SYSTEM_SITE_GLOBS:  # package directories that may appear later
        parts += sorted(glob.glob(pattern))
    for entry in sys.path:
        if entry.endswith(("site-packages", "dist-packages")):  # not '' or the project
            with contextlib.suppress(OSError):
                parts.append(f"{entry}:{os.stat(entry).st_mtime_ns}")
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()[:32]


@functools.lru_cache(maxsize=8)
def sandbox_python(allowed_modules: frozenset[str]) -> SandboxPython:
    """Compute what the sandbox sees of this Python installation.

    Args:
        allowed_modules: Modules agent code may import; the third-party ones (and
            their installed requirements) are made visible.

    Returns:
        The plan (cached per process, and on disk per installation state).
    """
    cache = private_cache_dir()
    path = cache / f"python-{_installation_key(allowed_modules)}.json" if cache else None
    if path is not None:
        raw = read_private(path)
        if raw is not None:
            with contextlib.suppress(ValueError, TypeError, KeyError):
                data = json.loads(raw)
                return SandboxPython(**{k: tuple(data[k]) for k in _FIELDS})
    plan = _compute(allowed_modules)
    if path is not None:
        data = {k: list(getattr(plan, k)) for k in _FIELDS}
        write_private(path, json.dumps(data).encode(), prefix="python-")
    return plan


_FIELDS = ("stdlib_dirs", "site_dirs", "entries", "masked")


def _compute(allowed_modules: frozenset[str]) -> SandboxPython:
    paths = sysconfig.get_paths()
    stdlib = _norm(paths["stdlib"])
    stdlib_dirs = [stdlib]
    for entry in sys.path:
        if entry.endswith("lib-dynload") and os.path.isdir(entry):
            d = _norm(entry)
            if d not in stdlib_dirs:
                stdlib_dirs.append(d)
    site_dirs: list[str] = []
    entries: list[str] = []
    done: set[str] = set()
    todo = list(_third_party(allowed_modules))
    modules = set(todo)
    while todo:
        name = todo.pop(0)
        key = name.lower().replace("-", "_").replace(".", "_")
        if key in done:
            continue
        done.add(key)
        dist: metadata.Distribution | None = None
        if name in modules:
            spec = None
            try:
                spec = importlib.util.find_spec(name)
            except (ImportError, ValueError):
                spec = None
            if spec is None or spec.origin is None:
                continue  # not installed: nothing to expose
            origin_dir = (
                next(iter(spec.submodule_search_locations))
                if spec.submodule_search_locations
                else spec.origin
            )
            dist = _find_dist(name, os.path.dirname(_norm(origin_dir)))
            found = _dist_entries(dist) if dist is not None else None
            if found is None:
                found = _module_entries(name)
        else:
            try:
                dist = metadata.distribution(name)
            except metadata.PackageNotFoundError:
                continue
            found = _dist_entries(dist)
        if found is None:
            continue
        site, items = found
        if site not in site_dirs:
            site_dirs.append(site)
        for item in items:
            if item not in entries:
                entries.append(item)
        if dist is not None:
            todo += _requirements(dist)
    masked = [d for d in _host_package_dirs() if d not in site_dirs]
    return SandboxPython(
        stdlib_dirs=tuple(stdlib_dirs),
        site_dirs=tuple(site_dirs),
        entries=tuple(entries),
        masked=tuple(masked),
    )
