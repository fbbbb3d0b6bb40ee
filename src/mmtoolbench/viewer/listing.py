"""Runs and sample lists: discovery, light queries, filters, sorting, pages.

Lists read only small columns (status, timing, ``metrics_json``, a few ``json_extract``
values of the output, verdict flags), never whole trajectories, so the list of a
1,000-sample run is one query and a page of HTML.
"""

from __future__ import annotations

import json
import math
import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from mmtoolbench.runner.hygiene import effective_status
from mmtoolbench.store.run_store import DB_NAME, RunStoreError
from mmtoolbench.viewer.store_access import ReadOnlyRun, open_run
from mmtoolbench.viewer.suites import SuiteView, dig, suite_view

DEFAULT_PER_PAGE = 50
MAX_PER_PAGE = 500

# --------------------------------------------------------------------------- runs


def discover_runs(root: Path) -> dict[str, Path]:
    """Run directories the viewer serves: ``root`` itself if it is a run, and every
    direct subdirectory that is one, by directory name.

    Names are the only way a URL reaches a run, so no path from a request is ever
    joined to the file system.
    """
    found: dict[str, Path] = {}
    if not root.is_dir():
        return found
    if (root / DB_NAME).is_file():
        found[root.resolve().name or "run"] = root
    for child in sorted(p for p in root.iterdir() if p.is_dir()):
        if (child / DB_NAME).is_file():
            found.setdefault(child.name, child)
    return found


class PlannedTotals:
    """How many units a run plans (samples x repeats), computed once per configuration.

    The store records finished samples only; the plan comes from the run's config:
    ``--ids`` (exact), else the suite's sample count (sandbox: its scenario files,
    counted without loading them; ATP: its dataset), capped by ``--limit``.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._counts: dict[str, int | None] = {}

    def total(self, suite: str, config: Mapping[str, Any]) -> int | None:
        """The planned number of units, or None when it cannot be known cheaply."""
        repeats = config.get("repeats") or 1
        ids = config.get("ids")
        limit = config.get("limit")
        if isinstance(ids, list) and ids:
            n: int | None = len(ids)
        else:
            n = self._suite_size(suite, dict(config.get("suite_options") or {}))
        if isinstance(limit, int):
            n = limit if n is None else min(n, limit)
        return None if n is None else n * int(repeats)

    def _suite_size(self, suite: str, options: dict[str, Any]) -> int | None:
        key = json.dumps([suite, options], sort_keys=True, default=str)
        with self._lock:
            if key in self._counts:
                return self._counts[key]
        n = _count_suite(suite, options)
        with self._lock:
            self._counts[key] = n
        return n


def _count_suite(suite: str, options: dict[str, Any]) -> int | None:
    try:
        if suite == "sandbox":
            from mmtoolbench.sandbox.scenario import (
                builtin_scenarios_dir,
                builtin_ui_scenarios_dir,
                find_scenario_files,
            )

            default = builtin_ui_scenarios_dir() if options.get("ui") else builtin_scenarios_dir()
            paths = options.get("scenarios") or [str(default)]
            if isinstance(paths, str):
                paths = [paths]
            return len(find_scenario_files(paths))
        if suite == "atp":
            from mmtoolbench.atp.suite import build_suite

            return len(build_suite(options).samples())
    except Exception:  # a plan we cannot count is shown as unknown, never an error page
        return None
    return None


@dataclass
class RunEntry:
    """One row of the runs list.

    Attributes:
        name: The run's name (directory name; its URL).
        path: The run directory.
        suite: Suite name.
        run_id: The store's run id.
        models: Model string per role.
        status: ``running``, ``interrupted`` (stored running, no live process) or
            ``finished``.
        created_at: Start time (epoch seconds).
        updated_at: Last commit (epoch seconds).
        done: Finished samples.
        failed: Samples that ended in an error.
        total: Planned units (None: unknown).
        headline: ``(label, value)`` numbers (live means and the stored summary).
        cost_usd: Cost so far.
        tokens: Tokens so far.
        problem: Why the run could not be read (other fields empty).
        stored_status: The status in the store (``status`` is what to show).
    """

    name: str
    path: Path
    suite: str = ""
    run_id: str = ""
    models: dict[str, str] = field(default_factory=dict)
    status: str = ""
    created_at: float = 0.0
    updated_at: float = 0.0
    done: int = 0
    failed: int = 0
    total: int | None = None
    headline: list[tuple[str, float | None]] = field(default_factory=list)
    cost_usd: float = 0.0
    tokens: int = 0
    problem: str | None = None
    stored_status: str = ""

    @property
    def progress(self) -> float | None:
        """Share of planned units stored (done or failed)."""
        if not self.total:
            return None
        return min(1.0, (self.done + self.failed) / self.total)

    def sort_value(self, key: str) -> Any:
        """The value a runs-list column sorts by."""
        if key.startswith("h:"):
            label = key[2:]
            value = next((v for lab, v in self.headline if lab == label), None)
            return -math.inf if value is None else value
        return {
            "name": self.name,
            "suite": self.suite,
            "status": self.status,
            "created": self.created_at,
            "done": self.done,
            "cost": self.cost_usd,
            "progress": self.progress if self.progress is not None else -1.0,
        }.get(key, self.created_at)


def _headline(run: ReadOnlyRun, view: SuiteView) -> list[tuple[str, float | None]]:
    out: list[tuple[str, float | None]] = []
    if view.summary_headline:
        summary = run.store.run_metrics().get("summary")
        for label, path in view.summary_headline:
            value = dig(summary, path)
            out.append((label, float(value) if isinstance(value, int | float) else None))
    for label, metric in view.headline:
        row = run.conn.execute(
            "SELECT AVG(json_extract(metrics_json, ?)) AS v FROM samples WHERE status = 'done'",
            (f'$."{metric}"',),
        ).fetchone()
        out.append((label, row["v"]))
    return out


class RunEntryCache:
    """Rows of the runs list, recomputed only for runs that changed.

    A row's numbers are aggregates over every sample (counts, totals, headline means);
    the signature (`SampleCache.signature`) tells cheaply whether anything was written
    since. The shown status is always recomputed (a run's process may have died).
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._entries: dict[str, tuple[tuple[Any, ...], RunEntry]] = {}

    def entry(self, name: str, path: Path, totals: PlannedTotals) -> RunEntry:
        """The run's row (a broken run becomes a row with a problem)."""
        key = str(path.resolve())
        try:
            with open_run(name, path) as run:
                sig = SampleCache.signature(run)
                with self._lock:
                    hit = self._entries.get(key)
                if hit is not None and hit[0] == sig and hit[1].name == name:
                    cached = hit[1]
                else:
                    cached = _read_entry(name, path, run, totals)
                    with self._lock:
                        self._entries[key] = (sig, cached)
        except (RunStoreError, ValueError, KeyError, sqlite3.DatabaseError) as exc:
            return RunEntry(name=name, path=path, problem=str(exc))
        return replace(cached, status=effective_status(path, cached.stored_status))


def _read_entry(name: str, path: Path, run: ReadOnlyRun, totals: PlannedTotals) -> RunEntry:
    info = run.store.info()
    counts = run.store.counts()
    sums = run.store.totals()
    headline = _headline(run, suite_view(info.suite))
    models = info.config.get("models") or {}
    return RunEntry(
        name=name,
        path=path,
        suite=info.suite,
        run_id=info.run_id,
        models={str(k): str(v) for k, v in models.items()},
        status=info.status,
        stored_status=info.status,
        created_at=info.created_at,
        updated_at=info.updated_at,
        done=counts.get("done", 0),
        failed=counts.get("error", 0),
        total=totals.total(info.suite, info.config),
        headline=headline,
        cost_usd=float(sums["cost_usd"] or 0.0),
        tokens=int(sums["input_tokens"] + sums["output_tokens"]),
    )


def run_entry(name: str, path: Path, totals: PlannedTotals) -> RunEntry:
    """Read one run's row of the runs list, uncached."""
    return RunEntryCache().entry(name, path, totals)


def filter_runs(
    entries: Sequence[RunEntry],
    *,
    q: str = "",
    suite: str = "",
    status: str = "",
    sort: str = "created",
    desc: bool = True,
) -> list[RunEntry]:
    """Filter (name/model/run id substring, suite, status) and sort the runs list."""
    needle = q.strip().lower()
    kept = [
        e
        for e in entries
        if (not suite or e.suite == suite)
        and (not status or e.status == status)
        and (
            not needle
            or needle in e.name.lower()
            or needle in e.run_id.lower()
            or any(needle in m.lower() for m in e.models.values())
        )
    ]
    return sorted(kept, key=lambda e: (e.sort_value(sort), e.name), reverse=desc)


# --------------------------------------------------------------------------- samples


@dataclass
class SampleItem:
    """One row of a sample list.

    Attributes:
        key: Store key ``<id>#<repeat>``.
        sample_id: Sample id.
        repeat: Repeat index.
        status: ``done`` or ``error``.
        duration_s: Wall time.
        attempts: Tries.
        error: The error's last line (a traceback's exception), if any.
        error_text: The whole error (searched by the error filter).
        cost_usd: Cost (None: unknown).
        tokens: Input + output tokens.
        metrics: Per-sample metrics.
        axes: Filter-axis values.
        verdicts: Latest verdict label per judge (``pass``/``fail``/``error``/a tier).
        outcome: ``pass``, ``fail``, ``error`` (the sample failed to run) or ``unknown``.
        failure_category: Root cause of a failed verdict (suites with a taxonomy).
    """

    key: str
    sample_id: str
    repeat: int
    status: str
    duration_s: float
    attempts: int
    error: str | None
    cost_usd: float | None
    tokens: int
    metrics: dict[str, Any]
    axes: dict[str, str | None]
    error_text: str = ""
    verdicts: dict[str, str] = field(default_factory=dict)
    outcome: str = "unknown"
    failure_category: str | None = None


@dataclass(frozen=True)
class SampleQuery:
    """Filters, sort and page of a sample list (the list page's query parameters).

    Attributes:
        q: Substring of the sample id.
        status: ``done`` / ``error``.
        outcome: ``pass`` / ``fail`` / ``error`` / ``unknown``.
        failure: Failure category.
        verdict: ``judge:label`` (e.g. ``user_judge:fail``).
        error: Substring of the error text.
        axes: Axis -> required value.
        sort: ``id``, ``duration``, ``cost``, ``tokens``, ``status``, ``outcome`` or
            ``m:<metric>``.
        desc: Descending order.
        page: 1-based page.
        per_page: Rows per page.
    """

    q: str = ""
    status: str = ""
    outcome: str = ""
    failure: str = ""
    verdict: str = ""
    error: str = ""
    axes: tuple[tuple[str, str], ...] = ()
    sort: str = "id"
    desc: bool = False
    page: int = 1
    per_page: int = DEFAULT_PER_PAGE

    @classmethod
    def from_params(cls, params: Mapping[str, str]) -> SampleQuery:
        """Parse query parameters (unknown ones ignored, numbers clamped)."""

        def num(name: str, default: int, high: int) -> int:
            try:
                return max(1, min(high, int(params.get(name, default))))
            except ValueError:
                return default

        axes = tuple(
            sorted((k[3:], v) for k, v in params.items() if k.startswith("ax_") and v != "")
        )
        return cls(
            q=params.get("q", ""),
            status=params.get("status", ""),
            outcome=params.get("outcome", ""),
            failure=params.get("failure", ""),
            verdict=params.get("verdict", ""),
            error=params.get("error", ""),
            axes=axes,
            sort=params.get("sort", "id") or "id",
            desc=params.get("desc", "") in ("1", "true", "on"),
            page=num("page", 1, 1_000_000),
            per_page=num("per_page", DEFAULT_PER_PAGE, MAX_PER_PAGE),
        )

    def params(self, **changes: Any) -> dict[str, str]:
        """The query as URL parameters (defaults left out), with ``changes`` applied."""
        out: dict[str, str] = {}
        values = {
            "q": self.q,
            "status": self.status,
            "outcome": self.outcome,
            "failure": self.failure,
            "verdict": self.verdict,
            "error": self.error,
            "sort": "" if self.sort == "id" else self.sort,
            "desc": "1" if self.desc else "",
            "page": "" if self.page == 1 else str(self.page),
            "per_page": "" if self.per_page == DEFAULT_PER_PAGE else str(self.per_page),
        }
        for axis, value in self.axes:
            values[f"ax_{axis}"] = value
        for k, v in changes.items():
            values[k] = "" if v is None else str(v)
        for k, v in values.items():
            if v:
                out[k] = v
        return out

    def list_params(self) -> dict[str, str]:
        """Filters and sort only (what a sample page carries for prev/next)."""
        return {k: v for k, v in self.params(page=None).items() if k != "per_page"}


def _verdict_label(passed: Any, error: Any, tier: Any) -> str:
    if error:
        return "error"
    if isinstance(tier, str) and tier:
        return tier
    if passed in (1, True):
        return "pass"
    if passed in (0, False):
        return "fail"
    return "?"


def load_samples(run: ReadOnlyRun, view: SuiteView) -> list[SampleItem]:
    """Every sample of a run as a light list row (ordered by id and repeat).

    The axes come from one ``json_extract`` call per row with every axis path, so each
    output is parsed once by SQLite; whole outputs never reach Python.
    """
    axis_names = list(view.axes)
    paths = tuple(view.axes[a] for a in axis_names)
    extract = (
        f", json_extract(output_json, {', '.join('?' for _ in paths)}) AS axes_json"
        if paths
        else ", NULL AS axes_json"
    )
    rows = run.conn.execute(
        "SELECT key, sample_id, repeat, status, duration_s, attempts, error, metrics_json,"
        f" cost_usd, input_tokens + output_tokens AS tokens{extract}"
        " FROM samples ORDER BY sample_id, repeat",
        paths,
    ).fetchall()
    latest: dict[tuple[str, str], tuple[str, str | None]] = {}
    for v in run.conn.execute(
        "SELECT sample_key, judge, json_extract(verdict_json, '$.passed') AS passed,"
        " json_extract(verdict_json, '$.error') AS error,"
        " json_extract(verdict_json, '$.chief.tier') AS tier,"
        " CASE WHEN judge = ? THEN json_extract(verdict_json, '$.criteria') END AS criteria"
        " FROM verdicts ORDER BY id",
        (view.outcome_judge or "",),
    ):
        label = _verdict_label(v["passed"], v["error"], v["tier"])
        latest[(v["sample_key"], v["judge"])] = (label, v["criteria"])
    by_key: dict[str, dict[str, tuple[str, str | None]]] = {}
    for (key, judge), value in latest.items():
        by_key.setdefault(key, {})[judge] = value
    out: list[SampleItem] = []
    for r in rows:
        metrics = json.loads(r["metrics_json"] or "{}")
        verdicts = by_key.get(r["key"], {})
        item = SampleItem(
            key=r["key"],
            sample_id=r["sample_id"],
            repeat=r["repeat"],
            status=r["status"],
            duration_s=r["duration_s"],
            attempts=r["attempts"],
            error=_last_line(r["error"]),
            error_text=r["error"] or "",
            cost_usd=r["cost_usd"],
            tokens=r["tokens"],
            metrics=metrics if isinstance(metrics, dict) else {},
            axes=_axes(axis_names, r["axes_json"]),
            verdicts={judge: label for judge, (label, _) in verdicts.items()},
        )
        _set_outcome(item, view, verdicts)
        out.append(item)
    return out


def _axes(names: Sequence[str], raw: Any) -> dict[str, str | None]:
    """Axis values from ``json_extract`` with several paths (a JSON array), or one path
    (the bare value)."""
    if not names:
        return {}
    if len(names) == 1:
        values: list[Any] = [raw]
    else:
        decoded = json.loads(raw) if isinstance(raw, str) else None
        values = decoded if isinstance(decoded, list) else [None] * len(names)
    return {
        n: (None if v is None else str(v).lower() if isinstance(v, bool) else str(v))
        for n, v in zip(names, values, strict=False)
    }


def _last_line(error: str | None) -> str | None:
    if not error:
        return None
    lines = [line for line in error.strip().splitlines() if line.strip()]
    return lines[-1][:400] if lines else None


def _set_outcome(
    item: SampleItem, view: SuiteView, verdicts: Mapping[str, tuple[str, str | None]]
) -> None:
    if item.status != "done":
        item.outcome = "error"
        return
    judged = verdicts.get(view.outcome_judge or "")
    if judged is not None and judged[0] in ("pass", "fail"):
        item.outcome = judged[0]
        if judged[0] == "fail" and view.failure_category is not None and judged[1]:
            criteria = json.loads(judged[1])
            if isinstance(criteria, dict):
                passes = {
                    str(k): bool(v.get("pass")) for k, v in criteria.items() if isinstance(v, dict)
                }
                item.failure_category = view.failure_category(passes)
        return
    value = item.metrics.get(view.outcome_metric or "")
    if isinstance(value, bool):
        item.outcome = "pass" if value else "fail"


class SampleCache:
    """Light sample lists of recently viewed runs, reused until the run changes.

    A run's signature (sample count, newest sample row, newest verdict, last commit time)
    is one cheap query; any commit, retry or re-judging changes it, so a running run's
    list is rebuilt on the next request after each new sample.
    """

    def __init__(self, capacity: int = 8) -> None:
        self._lock = threading.Lock()
        self._capacity = capacity
        self._entries: OrderedDict[str, tuple[tuple[Any, ...], list[SampleItem]]] = OrderedDict()

    @staticmethod
    def signature(run: ReadOnlyRun) -> tuple[Any, ...]:
        """What changes whenever a sample or verdict is written."""
        row = run.conn.execute(
            "SELECT (SELECT COUNT(*) FROM samples) AS n, (SELECT MAX(rowid) FROM samples) AS s,"
            " (SELECT MAX(id) FROM verdicts) AS v, (SELECT updated_at FROM run WHERE id = 1) AS u"
        ).fetchone()
        return (row["n"], row["s"], row["v"], row["u"])

    def samples(self, run: ReadOnlyRun, view: SuiteView) -> list[SampleItem]:
        """The run's light list, from the cache when the run has not changed."""
        key = f"{run.run_dir.resolve()}|{view.name}"
        sig = self.signature(run)
        with self._lock:
            hit = self._entries.get(key)
            if hit is not None and hit[0] == sig:
                self._entries.move_to_end(key)
                return hit[1]
        items = load_samples(run, view)
        with self._lock:
            self._entries[key] = (sig, items)
            self._entries.move_to_end(key)
            while len(self._entries) > self._capacity:
                self._entries.popitem(last=False)
        return items


def _matches(item: SampleItem, q: SampleQuery) -> bool:
    if q.q and q.q.lower() not in item.sample_id.lower():
        return False
    if q.status and item.status != q.status:
        return False
    if q.outcome and item.outcome != q.outcome:
        return False
    if q.failure and item.failure_category != q.failure:
        return False
    if q.verdict:
        judge, _, label = q.verdict.partition(":")
        if item.verdicts.get(judge) != label:
            return False
    if q.error and q.error.lower() not in item.error_text.lower():
        return False
    return all(item.axes.get(axis) == value for axis, value in q.axes)


def _sort_key(item: SampleItem, sort: str) -> tuple[Any, ...]:
    base = (item.sample_id, item.repeat)
    if sort.startswith("m:"):
        value = item.metrics.get(sort[2:])
        number = float(value) if isinstance(value, int | float) else -math.inf
        return (number, *base)
    value = {
        "duration": item.duration_s,
        "cost": item.cost_usd if item.cost_usd is not None else -math.inf,
        "tokens": item.tokens,
        "status": item.status,
        "outcome": item.outcome,
    }.get(sort)
    return base if value is None else (value, *base)


def select_samples(items: Sequence[SampleItem], query: SampleQuery) -> list[SampleItem]:
    """The filtered, sorted list (all pages)."""
    kept = [i for i in items if _matches(i, query)]
    return sorted(kept, key=lambda i: _sort_key(i, query.sort), reverse=query.desc)


@dataclass(frozen=True)
class Facets:
    """Values present in a run, offered by the filter form.

    Attributes:
        axes: Axis -> sorted distinct values.
        failures: Failure categories present.
        verdicts: ``judge:label`` values present.
        metrics: Metric names present (sortable).
    """

    axes: dict[str, list[str]]
    failures: list[str]
    verdicts: list[str]
    metrics: list[str]


def facets(items: Sequence[SampleItem], view: SuiteView) -> Facets:
    """Distinct filter values of a run's samples."""
    axes: dict[str, set[str]] = {a: set() for a in view.axes}
    failures: set[str] = set()
    verdicts: set[str] = set()
    metrics: set[str] = set()
    for i in items:
        for a, v in i.axes.items():
            if v is not None:
                axes[a].add(v)
        if i.failure_category:
            failures.add(i.failure_category)
        verdicts.update(f"{j}:{label}" for j, label in i.verdicts.items())
        metrics.update(k for k, v in i.metrics.items() if isinstance(v, int | float))
    return Facets(
        axes={a: sorted(v) for a, v in axes.items() if v},
        failures=sorted(failures),
        verdicts=sorted(verdicts),
        metrics=sorted(metrics),
    )


def neighbours(items: Sequence[SampleItem], key: str) -> tuple[str | None, str | None, int]:
    """Keys before and after ``key`` in a list, and its 1-based position (0: absent)."""
    keys = [i.key for i in items]
    if key not in keys:
        return None, None, 0
    at = keys.index(key)
    prev = keys[at - 1] if at > 0 else None
    nxt = keys[at + 1] if at + 1 < len(keys) else None
    return prev, nxt, at + 1
