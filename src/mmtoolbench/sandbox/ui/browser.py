"""Headless Chromium running the official A2UI Lit renderer (``@a2ui/lit``).

`UiBrowser` starts one Chromium (Debian's ``/usr/bin/chromium``, driven by playwright;
never a downloaded browser) in a thread of its own with its own event loop, so the same
browser serves async callers on any loop (episodes) and sync callers (the CLI, tests).
Pages are pooled per protocol version and reused: a render only replaces the surface.

A render feeds the screen's messages to the official message processor of the page's
protocol, waits until every Lit element has updated, then reads the interactive
elements from the DOM (component id, type, kind, label, value, bounding box), the data
model, and takes a PNG screenshot of the surface. `UiAction`s replay user input on the
rendered page with the real mouse and keyboard; the actions the surface emits (button
``action``s with their resolved context) and the data model after each step come back.

The page bundle is built from the npm lockfile in ``renderer/`` by ``make ui-renderer``
(``make test`` runs it); `bundle_dir` raises `RendererMissing` with that command when it
is absent. All network access of the page is blocked: only the bundle's own files load.
"""

from __future__ import annotations

import asyncio
import atexit
import concurrent.futures
import contextlib
import os
import shutil
import threading
from collections.abc import Coroutine, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, TypeVar

from mmtoolbench.core.errors import MMTBError
from mmtoolbench.sandbox.ui.protocol import ProtocolName

T = TypeVar("T")

RENDERER_DIR = Path(__file__).resolve().parent / "renderer"
BUILD_COMMAND = "make ui-renderer"
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    # pooled pages are background tabs: without these, their animation frames and timers
    # are throttled (about 1 s per frame)
    "--disable-background-timer-throttling",
    "--disable-renderer-backgrounding",
    "--disable-backgrounding-occluded-windows",
)
DEFAULT_VIEWPORT = (800, 600)
#: Debian's fonts-material-design-icons-iconfont: the one file the page may load from
#: outside the bundle (page.html maps the renderer's icon font families to it).
ICON_FONT = "file:///usr/share/fonts/truetype/material-design-icons-iconfont/"
ActionKind = Literal["click", "type", "select", "toggle", "set"]
#: Inputs typed as a whole value (see `UiBrowser._type_picker`), with the format they take.
PICKER_FORMATS = {
    "date": "a date as YYYY-MM-DD",
    "time": "a time as HH:MM",
    "datetime-local": "a date and time as YYYY-MM-DDTHH:MM",
    "month": "a month as YYYY-MM",
    "week": "a week as YYYY-Www",
}


def picker_parts(types: Sequence[str], value: str) -> list[str | None] | None:
    """How a typed value splits over an element's date/time inputs (None: it does not
    fit them). One input takes the whole value; a date input and a time input take the
    halves of ``YYYY-MM-DDTHH:MM`` (or just the date, or just the time)."""
    if len(types) == 1:
        return [value]
    if list(types) == ["date", "time"]:
        if "T" in value:
            day, _, clock = value.partition("T")
            return [day, clock[:5]]
        if ":" in value:
            return [None, value]
        if "-" in value:
            return [value, None]
    return None


class RendererMissing(MMTBError):
    """The renderer bundle or the browser is not installed."""


class RenderFailed(MMTBError):
    """The renderer could not render a screen that passed validation."""


def bundle_dir() -> Path:
    """The directory of the built renderer pages.

    Raises:
        RendererMissing: If the bundle has not been built (names the command).
    """
    dist = RENDERER_DIR / "dist"
    missing = [
        p for p in ("v0_8.html", "v0_8.js", "v0_9.html", "v0_9.js") if not (dist / p).exists()
    ]
    if missing:
        raise RendererMissing(
            f"the A2UI renderer bundle is not built ({dist} lacks {', '.join(missing)}); "
            f"run `{BUILD_COMMAND}` (npm ci + esbuild from {RENDERER_DIR / 'package-lock.json'})"
        )
    return dist


def chromium_path() -> str:
    """Path of the system Chromium.

    Raises:
        RendererMissing: If none is installed.
    """
    for candidate in (
        os.environ.get("MMTB_CHROMIUM"),
        "/usr/bin/chromium",
        shutil.which("chromium"),
    ):
        if candidate and Path(candidate).exists():
            return candidate
    raise RendererMissing("Chromium is not installed: apt-get install chromium (or `make install`)")


@dataclass(frozen=True)
class UiAction:
    """One user input on a rendered screen.

    Attributes:
        kind: ``click`` a button (or any element), ``type`` text into a field, ``select``
            an option of a choice, ``toggle`` a checkbox, ``set`` a slider/date value.
        element: Component id of the element.
        occurrence: Which instance when a list template repeats the id (0-based).
        value: Text to type, option label to select, value to set.
    """

    kind: ActionKind
    element: str
    occurrence: int = 0
    value: str | None = None


@dataclass
class StepResult:
    """What one `UiAction` did: the actions the surface emitted and the data model after."""

    emitted: list[dict[str, Any]]
    data_model: dict[str, Any]


@dataclass
class RenderResult:
    """A rendered screen.

    Attributes:
        protocol: The protocol version rendered.
        surface_id: The surface shown.
        png: Screenshot of the surface.
        elements: Every component element on the page (interactive ones have ``kind``).
        data_model: The data model after rendering and the actions.
        steps: One result per `UiAction` replayed.
        width: Screenshot width in pixels.
        height: Screenshot height in pixels.
    """

    protocol: ProtocolName
    surface_id: str
    png: bytes
    elements: list[dict[str, Any]]
    data_model: dict[str, Any]
    steps: list[StepResult] = field(default_factory=list)
    width: int = 0
    height: int = 0

    def interactive(self) -> list[dict[str, Any]]:
        """The interactive elements (buttons, fields, checkboxes, choices...) shown."""
        return [e for e in self.elements if e.get("kind") and e.get("visible", True)]


class UiBrowser:
    """One headless Chromium with the A2UI renderer pages, shared by every caller.

    Args:
        viewport: Page size in CSS pixels.
        max_pages: Pages kept open per protocol version (concurrent renders).
    """

    def __init__(self, viewport: tuple[int, int] = DEFAULT_VIEWPORT, max_pages: int = 4) -> None:
        self.viewport = viewport
        self.max_pages = max_pages
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._lock = threading.Lock()
        self._playwright: Any = None
        self._browser: Any = None
        self._context: Any = None
        self._free: dict[str, list[Any]] = {"v0.8": [], "v0.9": []}
        self._open: dict[str, int] = {"v0.8": 0, "v0.9": 0}
        self._page_ready: asyncio.Condition | None = None
        self.closed = False

    # ------------------------------------------------------------------ lifecycle

    def start(self) -> None:
        """Start the browser thread and Chromium (idempotent; blocks until ready).

        Raises:
            RendererMissing: If the bundle or Chromium is missing.
        """
        with self._lock:
            if self._loop is not None:
                return
            if self.closed:
                raise RenderFailed("this UiBrowser was closed")
            bundle_dir()
            executable = chromium_path()
            loop = asyncio.new_event_loop()
            thread = threading.Thread(target=loop.run_forever, name="mmtb-ui-browser", daemon=True)
            thread.start()
            self._loop, self._thread = loop, thread
            try:
                asyncio.run_coroutine_threadsafe(self._launch(executable), loop).result(120)
            except BaseException:
                loop.call_soon_threadsafe(loop.stop)
                self._loop = None
                raise

    async def _launch(self, executable: str) -> None:
        from playwright.async_api import async_playwright

        self._page_ready = asyncio.Condition()
        self._playwright = await async_playwright().start()
        self._browser = await self._playwright.chromium.launch(
            executable_path=executable, args=list(CHROMIUM_FLAGS), headless=True
        )
        self._context = await self._browser.new_context(
            viewport={"width": self.viewport[0], "height": self.viewport[1]},
            device_scale_factor=1,
            java_script_enabled=True,
            offline=False,
        )
        await self._context.route("**/*", self._route)

    @staticmethod
    async def _route(route: Any) -> None:
        url = str(route.request.url)
        allowed = (f"file://{RENDERER_DIR / 'dist'}/", ICON_FONT, "data:")
        if url.startswith(allowed):
            await route.continue_()
        else:
            await route.abort()

    def close(self) -> None:
        """Close Chromium and stop the browser thread."""
        with self._lock:
            loop, self._loop = self._loop, None
            self.closed = True
        if loop is None:
            return
        with contextlib.suppress(Exception):
            asyncio.run_coroutine_threadsafe(self._shutdown(), loop).result(30)
        loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None:
            self._thread.join(10)

    async def _shutdown(self) -> None:
        if self._browser is not None:
            await self._browser.close()
        if self._playwright is not None:
            await self._playwright.stop()

    def _submit(self, coro: Coroutine[Any, Any, T]) -> concurrent.futures.Future[T]:
        self.start()
        assert self._loop is not None
        return asyncio.run_coroutine_threadsafe(coro, self._loop)

    # ------------------------------------------------------------------ pages

    async def _acquire(self, protocol: ProtocolName) -> Any:
        assert self._page_ready is not None
        async with self._page_ready:
            while not self._free[protocol] and self._open[protocol] >= self.max_pages:
                await self._page_ready.wait()
            if self._free[protocol]:
                return self._free[protocol].pop()
            self._open[protocol] += 1
        try:
            page = await self._context.new_page()
            name = protocol.replace(".", "_")
            await page.goto(f"file://{bundle_dir() / (name + '.html')}")
            await page.wait_for_function("window.mmtb && window.mmtb.ready", timeout=60000)
            return page
        except BaseException:
            async with self._page_ready:
                self._open[protocol] -= 1
                self._page_ready.notify()
            raise

    async def _release(self, protocol: ProtocolName, page: Any, broken: bool) -> None:
        assert self._page_ready is not None
        async with self._page_ready:
            if broken:
                self._open[protocol] -= 1
                await page.close()
            else:
                self._free[protocol].append(page)
            self._page_ready.notify()

    def open_pages(self) -> int:
        """How many renderer pages are open."""
        return sum(self._open.values())

    # ------------------------------------------------------------------ rendering

    async def render(
        self,
        messages: Sequence[Mapping[str, Any]],
        protocol: ProtocolName,
        actions: Sequence[UiAction] = (),
        *,
        screenshot: bool = True,
    ) -> RenderResult:
        """Render a (validated) screen, replay ``actions`` and screenshot the result.

        Raises:
            RenderFailed: If the renderer throws or an action's element is not on screen.
        """
        future = self._submit(self._render(list(messages), protocol, list(actions), screenshot))
        return await asyncio.wrap_future(future)

    def render_sync(
        self,
        messages: Sequence[Mapping[str, Any]],
        protocol: ProtocolName,
        actions: Sequence[UiAction] = (),
        *,
        screenshot: bool = True,
        timeout: float = 60.0,
    ) -> RenderResult:
        """`render` for synchronous callers (not from inside a running event loop)."""
        future = self._submit(self._render(list(messages), protocol, list(actions), screenshot))
        return future.result(timeout)

    async def _render(
        self,
        messages: list[Mapping[str, Any]],
        protocol: ProtocolName,
        actions: list[UiAction],
        screenshot: bool,
    ) -> RenderResult:
        from playwright.async_api import Error as PlaywrightError

        page = await self._acquire(protocol)
        broken = False
        try:
            # a background page paints about once a second: screenshots would wait for it
            await page.bring_to_front()
            try:
                info = await page.evaluate("m => window.mmtb.render(m)", messages)
            except PlaywrightError as exc:
                raise RenderFailed(f"the A2UI renderer rejected the screen: {_clean(exc)}") from exc
            steps = [await self._apply(page, action) for action in actions]
            snap = await page.evaluate("() => window.mmtb.snapshot()")
            x, y, width, height = (int(v) for v in snap["box"])
            png = b""
            if screenshot:  # a clip of the full page: cheaper than an element screenshot
                png = await page.screenshot(
                    type="png",
                    full_page=True,
                    clip={"x": x, "y": y, "width": max(width, 1), "height": max(height, 1)},
                )
            return RenderResult(
                protocol=protocol,
                surface_id=str(info.get("surfaceId")),
                png=png,
                elements=list(snap["elements"]),
                data_model=dict(snap["dataModel"] or {}),
                steps=steps,
                width=width,
                height=height,
            )
        except PlaywrightError as exc:
            broken = True
            raise RenderFailed(f"the browser failed while rendering: {_clean(exc)}") from exc
        finally:
            await self._release(protocol, page, broken)

    async def _apply(self, page: Any, action: UiAction) -> StepResult:
        before = len(await page.evaluate("() => window.mmtb.actions()"))
        args = [action.element, action.occurrence]
        if action.kind in ("click", "toggle"):
            point = await page.evaluate("([i, o]) => window.mmtb.controlPoint(i, o, null)", args)
            if not point or "x" not in point:
                raise RenderFailed(f"element {action.element!r} is not on the screen")
            await page.mouse.click(point["x"], point["y"])
        elif action.kind == "type":
            pickers = await page.evaluate("([i, o]) => window.mmtb.pickerTypes(i, o)", args)
            if pickers:
                await self._type_picker(page, action, [str(t) for t in pickers])
            elif not await page.evaluate("([i, o]) => window.mmtb.focusControl(i, o)", args):
                raise RenderFailed(f"element {action.element!r} has no text input")
            else:
                await page.keyboard.press("Control+A")
                await page.keyboard.press("Delete")
                await page.keyboard.insert_text(action.value or "")
        elif action.kind == "select":
            option = action.value or ""
            point = await page.evaluate(
                "([i, o, v]) => window.mmtb.optionPoint(i, o, v)", [*args, option]
            )
            if not point:
                opener = await page.evaluate("([i, o]) => window.mmtb.openerPoint(i, o)", args)
                if opener:
                    await page.mouse.click(opener["x"], opener["y"])
                    await page.evaluate("() => window.mmtb.settle()")
                    point = await page.evaluate(
                        "([i, o, v]) => window.mmtb.optionPoint(i, o, v)", [*args, option]
                    )
            if point:
                await page.mouse.click(point["x"], point["y"])
            elif not await page.evaluate(
                "([i, o, v]) => window.mmtb.selectOption(i, o, v)", [*args, option]
            ):
                raise RenderFailed(f"element {action.element!r} has no option {option!r}")
        elif action.kind == "set" and not await page.evaluate(
            "([i, o, v]) => window.mmtb.setValue(i, o, v)", [*args, action.value or ""]
        ):
            raise RenderFailed(f"element {action.element!r} has no value to set")
        await page.evaluate("() => window.mmtb.settle()")
        emitted = (await page.evaluate("() => window.mmtb.actions()"))[before:]
        data_model = await page.evaluate("() => window.mmtb.dataModel()")
        return StepResult(emitted=list(emitted), data_model=data_model or {})

    @staticmethod
    async def _type_picker(page: Any, action: UiAction, types: list[str]) -> None:
        """Type into date/time inputs: Chromium's segmented pickers read keystrokes in the
        locale's field order, so the value (ISO format) is entered as a whole, as a picker
        would; a date-and-time element with separate date and time inputs gets the value's
        two halves (``2025-06-17T15:40``). A value the inputs do not accept is an error."""
        value = (action.value or "").strip()
        parts = picker_parts(types, value)
        if list(types) == ["date", "time"]:
            wanted = PICKER_FORMATS["datetime-local"]
        else:
            wanted = " and ".join(PICKER_FORMATS.get(t, t) for t in types)
        if parts is None:
            raise RenderFailed(
                f"element {action.element!r} is a {' + '.join(types)} field: it takes "
                f"{wanted}, not {value!r}"
            )
        for index, part in enumerate(parts):
            if part is None:
                continue
            now = await page.evaluate(
                "([i, o, n, v]) => window.mmtb.setPicker(i, o, n, v)",
                [action.element, action.occurrence, index, part],
            )
            await page.evaluate("() => window.mmtb.settle()")
            if part and now != part:
                raise RenderFailed(
                    f"element {action.element!r} is a {' + '.join(types)} field: it takes "
                    f"{wanted}, not {value!r}"
                )

    async def page_memory(self) -> dict[str, float]:
        """JS heap of one open renderer page per protocol, in MiB (for benchmarks)."""
        future = self._submit(self._page_memory())
        return await asyncio.wrap_future(future)

    async def _page_memory(self) -> dict[str, float]:
        out: dict[str, float] = {}
        for protocol in ("v0.8", "v0.9"):
            page = await self._acquire(protocol)  # type: ignore[arg-type]
            try:
                session = await self._context.new_cdp_session(page)
                await session.send("HeapProfiler.collectGarbage")
                heap = await session.send("Runtime.getHeapUsage")
                out[protocol] = round(float(heap["usedSize"]) / 2**20, 2)
                await session.detach()
            finally:
                await self._release(protocol, page, False)  # type: ignore[arg-type]
        return out


def _clean(exc: Exception) -> str:
    text = str(exc).strip().splitlines()
    return text[0][:500] if text else type(exc).__name__


_shared: UiBrowser | None = None
_shared_lock = threading.Lock()


def shared_browser() -> UiBrowser:
    """The process's browser (started on first use, closed at exit).

    One Chromium per worker process, like a connection pool: it holds no episode state
    (screens live in each episode's world), so episodes running concurrently share it.
    """
    global _shared
    with _shared_lock:
        if _shared is None or _shared.closed:
            _shared = UiBrowser()
            atexit.register(_shared.close)
        return _shared
