"""The viewer's web application (Starlette + Jinja2, autoescaping everywhere).

Every route is a GET that reads; none writes. Runs are reached only by the names
`discover_runs` lists, images only by a 64-hex content hash found in that run's store,
executed documents only as ``executed/<sample id>.html`` inside the run directory, so a
request path never reaches an arbitrary file. Responses carry a Content Security Policy
that allows only the viewer's own scripts, styles and images.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from jinja2 import ChainableUndefined, Environment, PackageLoader
from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.middleware.trustedhost import TrustedHostMiddleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from mmtoolbench.core.errors import MMTBError
from mmtoolbench.runner.hygiene import effective_status
from mmtoolbench.store.run_store import RunStoreError
from mmtoolbench.viewer import listing, pages
from mmtoolbench.viewer.store_access import ReadOnlyRun, connect_readonly, open_run
from mmtoolbench.viewer.suites import suite_view
from mmtoolbench.viewer.text import markdown, number, pretty_json, short, visible

STATIC_DIR = Path(__file__).parent / "static"
SHA256 = re.compile(r"[0-9a-f]{64}")
IMAGE_TYPES = frozenset({"image/png", "image/jpeg", "image/gif", "image/webp", "image/bmp"})
LOOPBACK_HOSTS = ("127.0.0.1", "localhost", "::1", "[::1]")
PAGE_CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "frame-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; "
    "frame-ancestors 'self'"
)
WARM_RUNS = 10
EXECUTED_CSP = "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'"


@dataclass
class ViewerState:
    """What the application knows: the runs root and its caches (per app, not global).

    Attributes:
        root: The directory whose runs are served.
        refresh_s: Auto-refresh period of the runs list while a run is running (0: off).
        totals: Planned units per run configuration.
        datasets: ATP datasets per configuration.
        samples: Light sample lists of recently viewed runs.
        entries: Rows of the runs list.
    """

    root: Path
    refresh_s: int = 10
    totals: listing.PlannedTotals = field(default_factory=listing.PlannedTotals)
    datasets: pages.DatasetCache = field(default_factory=pages.DatasetCache)
    samples: listing.SampleCache = field(default_factory=listing.SampleCache)
    entries: listing.RunEntryCache = field(default_factory=listing.RunEntryCache)


def _when(ts: float) -> str:
    return datetime.fromtimestamp(ts).strftime("%Y-%m-%d %H:%M:%S") if ts else "–"


def _pct(value: Any) -> str:
    return "–" if not isinstance(value, int | float) else f"{100 * value:.1f}%"


def build_templates() -> Environment:
    """The Jinja2 environment: autoescape on for every template; missing keys of stored JSON render empty."""
    env = Environment(
        loader=PackageLoader("mmtoolbench.viewer", "templates"),
        autoescape=True,
        undefined=ChainableUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters.update(
        md=markdown,
        visible=visible,
        pretty=pretty_json,
        short=short,
        num=number,
        when=_when,
        pct=_pct,
    )
    env.globals["urlencode"] = urlencode
    return env


class SecurityHeaders:
    """Adds the Content Security Policy and friends to every response."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                names = {k.lower() for k, _ in headers}
                if b"content-security-policy" not in names:
                    headers.append((b"content-security-policy", PAGE_CSP.encode()))
                headers += [
                    (b"x-content-type-options", b"nosniff"),
                    (b"referrer-policy", b"no-referrer"),
                    (b"x-frame-options", b"SAMEORIGIN"),
                    (b"cross-origin-resource-policy", b"same-origin"),
                ]
                message["headers"] = headers
            await send(message)

        await self.app(scope, receive, with_headers)


def warm_up(state: ViewerState, stop: threading.Event, max_runs: int = WARM_RUNS) -> int:
    """Read the newest runs' list rows and sample lists into the caches, so the first
    page a user opens after ``mmtb view`` starts is served warm.

    Returns:
        How many runs were read (stops early when ``stop`` is set).
    """
    found = listing.discover_runs(state.root)
    newest = sorted(found.items(), key=lambda kv: kv[1].stat().st_mtime, reverse=True)
    done = 0
    for name, path in newest[:max_runs]:
        if stop.is_set():
            break
        entry = state.entries.entry(name, path, state.totals)
        if entry.problem is None:
            try:
                with open_run(name, path) as run:
                    state.samples.samples(run, suite_view(entry.suite))
            except RunStoreError:
                continue
        done += 1
    return done


def create_app(
    root: Path,
    *,
    allowed_hosts: tuple[str, ...] = LOOPBACK_HOSTS,
    refresh_s: int = 10,
    warm: bool = True,
) -> Starlette:
    """The viewer application over the runs under ``root``.

    Args:
        root: A run directory or a directory of run directories.
        allowed_hosts: Accepted ``Host`` headers (loopback names by default, which
            defeats DNS rebinding of a local server); ``("*",)`` accepts any.
        refresh_s: Auto-refresh period of the runs list while a run is running.
        warm: At startup, read the newest runs into the caches in a background thread
            (`warm_up`).
    """
    state = ViewerState(root=root, refresh_s=refresh_s)
    env = build_templates()

    def render(request: Request, template: str, status_code: int = 200, **ctx: Any) -> HTMLResponse:
        started = time.perf_counter()
        html = env.get_template(template).render(request=request, root=str(root), **ctx)
        response = HTMLResponse(html, status_code=status_code)
        response.headers["server-timing"] = (
            f"render;dur={1000 * (time.perf_counter() - started):.1f}"
        )
        return response

    def run_path(name: str) -> Path:
        path = listing.discover_runs(state.root).get(name)
        if path is None:
            raise HTTPException(404, f"no run named {name!r} under {state.root}")
        return path

    def opened(name: str) -> Any:
        try:
            return open_run(name, run_path(name))
        except RunStoreError as exc:
            raise HTTPException(404, str(exc)) from None

    def runs_page(request: Request) -> HTMLResponse:
        p = request.query_params
        found = listing.discover_runs(state.root)
        entries = [state.entries.entry(n, path, state.totals) for n, path in found.items()]
        sort = p.get("sort", "created")
        desc = p.get("desc", "1") != "0"
        shown = listing.filter_runs(
            entries,
            q=p.get("q", ""),
            suite=p.get("suite", ""),
            status=p.get("status", ""),
            sort=sort,
            desc=desc,
        )
        labels = sorted({lab for e in entries for lab, _ in e.headline})
        return render(
            request,
            "runs.html",
            entries=shown,
            n_all=len(entries),
            suites=sorted({e.suite for e in entries if e.suite}),
            statuses=sorted({e.status for e in entries if e.status}),
            headline_labels=labels,
            q=p.get("q", ""),
            suite=p.get("suite", ""),
            status=p.get("status", ""),
            sort=sort,
            desc=desc,
            live=any(e.status == "running" for e in entries),
            refresh_s=state.refresh_s,
        )

    def compare_page(request: Request) -> HTMLResponse:
        names = [n for n in request.query_params.getlist("run") if n]
        if len(names) < 2:
            raise HTTPException(400, "pick at least two runs to compare")
        paths = [run_path(n) for n in names]
        suites = set()
        for path in paths:
            conn = connect_readonly(path)
            try:
                version = conn.execute(
                    "SELECT value FROM meta WHERE key = 'schema_version'"
                ).fetchone()["value"]
                suites.add(conn.execute("SELECT suite FROM run WHERE id = 1").fetchone()["suite"])
            finally:
                conn.close()
            if str(version) != "2":
                raise HTTPException(
                    400, f"{path.name} has run-store schema {version}; compare reads schema 2"
                )
        if len(suites) != 1:
            raise HTTPException(400, f"runs of different suites ({', '.join(sorted(suites))})")
        suite = suites.pop()
        try:
            if suite == "sandbox":
                from mmtoolbench.sandbox.evaluate.compare import compare_runs, render_markdown

                text = render_markdown(compare_runs(paths))
            elif suite == "atp":
                from mmtoolbench.atp.compare import compare_atp_runs

                text = compare_atp_runs(paths).to_markdown()
            else:
                raise HTTPException(400, f"no comparison for {suite} runs")
        except MMTBError as exc:
            raise HTTPException(400, str(exc)) from None
        return render(request, "compare.html", names=names, suite=suite, text=text)

    def samples_page(request: Request) -> HTMLResponse:
        name = request.path_params["run"]
        query = listing.SampleQuery.from_params(request.query_params)
        with opened(name) as run:
            info = run.store.info()
            view = suite_view(info.suite)
            items = state.samples.samples(run, view)
            entry_status = effective_status(run.run_dir, info.status)
        selected = listing.select_samples(items, query)
        pages_n = max(1, -(-len(selected) // query.per_page))
        page = min(query.page, pages_n)
        start = (page - 1) * query.per_page
        return render(
            request,
            "samples.html",
            name=name,
            info=info,
            status=entry_status,
            view=view,
            items=selected[start : start + query.per_page],
            n_all=len(items),
            n_selected=len(selected),
            page=page,
            pages=pages_n,
            query=query,
            facets=listing.facets(items, view),
            list_qs=urlencode(query.list_params()),
        )

    def sample_page(request: Request) -> HTMLResponse:
        name = request.path_params["run"]
        sample_id = request.path_params["sample_id"]
        repeat = request.path_params["repeat"]
        query = listing.SampleQuery.from_params(request.query_params)
        with opened(name) as run:
            info = run.store.info()
            sample = pages.load_sample(run, sample_id, repeat)
            if sample is None:
                raise HTTPException(404, f"no sample {sample_id}#{repeat} in run {name}")
            view = suite_view(info.suite)
            items = listing.select_samples(state.samples.samples(run, view), query)
            prev, nxt, position = listing.neighbours(items, sample.key)
            detail = _detail(run, info.suite, sample, state)
        by_key = {i.key: i for i in items}
        return render(
            request,
            f"sample_{info.suite}.html" if info.suite in ("sandbox", "atp") else "sample.html",
            name=name,
            info=info,
            sample=sample,
            item=by_key.get(sample.key),
            prev=by_key.get(prev) if prev else None,
            next=by_key.get(nxt) if nxt else None,
            position=position,
            n_selected=len(items),
            list_qs=urlencode(query.list_params()),
            page=detail,
        )

    def image(request: Request) -> Response:
        sha = request.path_params["sha256"]
        if not SHA256.fullmatch(sha):
            raise HTTPException(404, "not an image hash")
        with opened(request.path_params["run"]) as run:
            found = pages.stored_image(run, sha)
        if found is None:
            raise HTTPException(404, "no such image in this run")
        media, data = found
        headers = {"cache-control": "private, max-age=31536000, immutable"}
        if media not in IMAGE_TYPES:  # never serve e.g. SVG (scripts) inline
            headers["content-disposition"] = f'attachment; filename="{sha}"'
            media = "application/octet-stream"
        return Response(data, media_type=media, headers=headers)

    def executed(request: Request) -> Response:
        path = run_path(request.path_params["run"])
        doc = pages.executed_path(path, request.path_params["sample_id"])
        if doc is None:
            raise HTTPException(404, "no executed document for this sample")
        return Response(
            doc.read_bytes(),
            media_type="text/html; charset=utf-8",
            headers={"content-security-policy": EXECUTED_CSP},
        )

    async def not_found(request: Request, exc: Exception) -> Response:
        code = exc.status_code if isinstance(exc, HTTPException) else 500
        detail = exc.detail if isinstance(exc, HTTPException) else "internal error"
        return render(request, "error.html", status_code=code, code=code, detail=detail)

    routes = [
        Route("/", runs_page),
        Route("/compare", compare_page),
        Route("/runs/{run}/", samples_page),
        Route("/runs/{run}/samples/{sample_id}/{repeat:int}", sample_page),
        Route("/runs/{run}/samples/{sample_id}/{repeat:int}/executed", executed),
        Route("/runs/{run}/images/{sha256}", image),
        Mount("/static", StaticFiles(directory=STATIC_DIR), name="static"),
    ]
    middleware = [Middleware(SecurityHeaders)]
    if "*" not in allowed_hosts:
        middleware.insert(0, Middleware(TrustedHostMiddleware, allowed_hosts=list(allowed_hosts)))

    @asynccontextmanager
    async def lifespan(app: Starlette) -> AsyncIterator[None]:
        stop = threading.Event()
        worker = threading.Thread(
            target=warm_up, args=(state, stop), name="mmtb-view-warm-up", daemon=True
        )
        if warm:
            worker.start()
        try:
            yield
        finally:
            stop.set()
            if warm:
                worker.join(timeout=5)

    app = Starlette(
        routes=routes,
        middleware=middleware,
        exception_handlers={HTTPException: not_found},
        lifespan=lifespan,
    )
    app.state.viewer = state
    return app


def _detail(run: ReadOnlyRun, suite: str, sample: pages.StoredSample, state: ViewerState) -> Any:
    if suite == "sandbox":
        return pages.sandbox_page(run, sample)
    if suite == "atp":
        return pages.atp_page(run, sample, state.datasets)
    images = pages.image_refs(run, sample.key)
    return pages.view_messages(run.store.messages(sample.key), images)
