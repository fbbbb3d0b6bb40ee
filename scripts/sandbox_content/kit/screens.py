"""App and web screens rendered from HTML/CSS in headless Chromium (playwright).

One browser per script run, many screenshots::

    with Screens() as screens:
        chat = screens.chat("Sam Okafor", [("them", "Dinner was 56 each", "8:02 PM"), ...])
        inbox = screens.inbox([...])

Chromium is Debian's (``/usr/bin/chromium``, installed by ``make install``); the kit never
runs ``playwright install``. The ground-truth text of each screen is the page's rendered
text (``innerText`` of the body), so it is exactly what the screenshot shows. The
templates use only local fonts (DejaVu Sans) and no network.
"""

from __future__ import annotations

import html
import io
from collections.abc import Sequence
from types import TracebackType
from typing import Any

from PIL import Image

from .core import Drawing

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]

PHONE_WIDTH = 430
DESKTOP_WIDTH = 1000

BASE_CSS = """
* { box-sizing: border-box; }
body { margin: 0; font-family: 'DejaVu Sans', sans-serif; font-size: 18px; color: #1b1b1f;
       background: #fff; -webkit-font-smoothing: antialiased; }
.status { display: flex; justify-content: space-between; padding: 10px 20px 6px; font-weight: bold;
          font-size: 15px; }
.bar { padding: 12px 18px; border-bottom: 1px solid #ddd; background: #f6f6f8; }
.bar h1 { font-size: 21px; margin: 0; }
.bar .sub { font-size: 14px; color: #666; margin-top: 3px; }
.muted { color: #666; font-size: 15px; }
.row { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; }
.pad { padding: 14px 18px; }
table { border-collapse: collapse; width: 100%; }
td, th { padding: 9px 10px; border-bottom: 1px solid #e3e3e6; text-align: left; }
th { background: #eef1f6; font-size: 15px; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
.btn { display: inline-block; padding: 10px 18px; border-radius: 8px; background: #1f6feb; color: #fff;
       font-weight: bold; }
"""


def esc(s: object) -> str:
    """HTML-escape a value for the templates."""
    return html.escape(str(s))


class Screens:
    """A headless Chromium session that renders HTML to screenshots (`Drawing`)."""

    def __init__(self) -> None:
        self._pw: Any = None
        self._browser: Any = None

    def __enter__(self) -> Screens:
        from playwright.sync_api import sync_playwright

        self._pw = sync_playwright().start()
        self._browser = self._pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._browser is not None:
            self._browser.close()
        if self._pw is not None:
            self._pw.stop()

    def render(
        self,
        body: str,
        *,
        kind: str,
        description: str,
        css: str = "",
        width: int = PHONE_WIDTH,
        category: str = "ui",
    ) -> Drawing:
        """Render an HTML body (with `BASE_CSS` + ``css``) to a full-page screenshot."""
        assert self._browser is not None, "use Screens as a context manager"
        page = self._browser.new_page(
            viewport={"width": width, "height": 200}, device_scale_factor=1
        )
        try:
            page.set_content(
                f"<!doctype html><html><head><meta charset='utf-8'><style>{BASE_CSS}{css}</style>"
                f"</head><body>{body}</body></html>",
                wait_until="load",
            )
            png = page.screenshot(full_page=True, animations="disabled", caret="hide")
            text = page.inner_text("body")
        finally:
            page.close()
        image = Image.open(io.BytesIO(png)).convert("RGB")
        lines = [" ".join(line.split()) for line in text.splitlines()]
        return Drawing(image, [ln for ln in lines if ln], kind, category, description)  # type: ignore[arg-type]

    # ------------------------------------------------------------------ templates

    def chat(
        self,
        contact: str,
        bubbles: Sequence[tuple[str, str, str]],
        *,
        subtitle: str = "iMessage",
        clock: str = "9:41",
        description: str | None = None,
    ) -> Drawing:
        """A messaging thread; bubbles are (sender, text, time); sender ``me`` is right,
        any other sender is shown on the left (its name above the bubble in a group)."""
        group = len({s for s, _, _ in bubbles if s != "me"}) > 1
        items = []
        for sender, text, time in bubbles:
            side = "me" if sender == "me" else "them"
            who = f"<div class='who'>{esc(sender)}</div>" if group and side == "them" else ""
            items.append(
                f"<div class='msg {side}'>{who}<div class='bubble'>{esc(text)}</div>"
                f"<div class='time'>{esc(time)}</div></div>"
            )
        css = """
        .thread { padding: 10px 14px 20px; }
        .msg { display: flex; flex-direction: column; margin: 8px 0; }
        .msg.me { align-items: flex-end; } .msg.them { align-items: flex-start; }
        .bubble { max-width: 78%; padding: 10px 14px; border-radius: 18px; line-height: 1.35; }
        .me .bubble { background: #1f7aec; color: #fff; } .them .bubble { background: #e9e9eb; }
        .time { font-size: 12px; color: #888; margin: 3px 6px; } .who { font-size: 13px; color: #666; margin: 0 8px 2px; }
        """
        body = (
            f"<div class='status'><span>{esc(clock)}</span><span>5G 82%</span></div>"
            f"<div class='bar'><h1>{esc(contact)}</h1><div class='sub'>{esc(subtitle)}</div></div>"
            f"<div class='thread'>{''.join(items)}</div>"
        )
        return self.render(
            body, kind="chat", css=css, description=description or f"Chat thread with {contact}"
        )

    def inbox(
        self,
        messages: Sequence[tuple[str, str, str, str]],
        *,
        title: str = "Inbox",
        account: str = "",
        description: str | None = None,
    ) -> Drawing:
        """A mail inbox list; messages are (sender, subject, preview, date)."""
        rows = "".join(
            f"<div class='mail'><div class='row'><b>{esc(s)}</b><span class='muted'>{esc(d)}</span></div>"
            f"<div>{esc(subj)}</div><div class='muted'>{esc(prev)}</div></div>"
            for s, subj, prev, d in messages
        )
        css = ".mail { padding: 12px 18px; border-bottom: 1px solid #e5e5e5; line-height: 1.35; }"
        body = (
            f"<div class='status'><span>9:41</span><span>82%</span></div>"
            f"<div class='bar'><h1>{esc(title)}</h1><div class='sub'>{esc(account)}</div></div>{rows}"
        )
        return self.render(
            body, kind="inbox", css=css, description=description or f"Mail inbox: {title}"
        )

    def email(
        self,
        sender: str,
        subject: str,
        date: str,
        paragraphs: Sequence[str],
        *,
        to: str = "me",
        description: str | None = None,
    ) -> Drawing:
        """One opened email."""
        paras = "".join(f"<p>{esc(p)}</p>" for p in paragraphs)
        body = (
            f"<div class='bar'><h1>{esc(subject)}</h1></div>"
            f"<div class='pad'><div><b>{esc(sender)}</b></div><div class='muted'>to {esc(to)} · {esc(date)}</div>"
            f"<div style='line-height:1.5;margin-top:10px'>{paras}</div></div>"
        )
        return self.render(
            body, kind="email", width=720, description=description or f"Email: {subject}"
        )

    def order_page(
        self,
        shop: str,
        order_no: str,
        items: Sequence[tuple[str, str, str]],
        *,
        total: str,
        status: str = "Delivered",
        date: str = "",
        address: str = "",
        description: str | None = None,
    ) -> Drawing:
        """An online shop's order details page; items are (name, qty, price)."""
        rows = "".join(
            f"<tr><td>{esc(n)}</td><td class='num'>{esc(q)}</td><td class='num'>{esc(p)}</td></tr>"
            for n, q, p in items
        )
        body = (
            f"<div class='bar'><h1>{esc(shop)}</h1><div class='sub'>Your orders</div></div>"
            f"<div class='pad'><div class='row'><b>Order {esc(order_no)}</b><span>{esc(status)}</span></div>"
            f"<div class='muted'>{esc(date)}</div>"
            f"<table style='margin-top:12px'><tr><th>Item</th><th class='num'>Qty</th><th class='num'>Price</th></tr>{rows}"
            f"<tr><td><b>Total</b></td><td></td><td class='num'><b>{esc(total)}</b></td></tr></table>"
            + (f"<p class='muted'>Ship to: {esc(address)}</p>" if address else "")
            + "</div>"
        )
        return self.render(
            body,
            kind="order_page",
            width=760,
            description=description or f"{shop} order {order_no}, total {total}",
        )

    def booking(
        self,
        provider: str,
        headline: str,
        fields: Sequence[tuple[str, str]],
        *,
        reference: str = "",
        note: str = "",
        accent: str = "#0b6e4f",
        description: str | None = None,
    ) -> Drawing:
        """A booking confirmation (flight, hotel, table, appointment)."""
        rows = "".join(
            f"<tr><td class='muted'>{esc(k)}</td><td><b>{esc(v)}</b></td></tr>" for k, v in fields
        )
        css = f".hero {{ background: {accent}; color: #fff; padding: 22px 20px; }} .hero h1 {{ margin: 0; font-size: 24px; }}"
        body = (
            f"<div class='hero'><div>{esc(provider)}</div><h1>{esc(headline)}</h1>"
            + (f"<div>Confirmation {esc(reference)}</div>" if reference else "")
            + f"</div><div class='pad'><table>{rows}</table>"
            + (f"<p class='muted'>{esc(note)}</p>" if note else "")
            + "</div>"
        )
        return self.render(
            body,
            kind="booking",
            css=css,
            width=560,
            description=description or f"{provider}: {headline}",
        )

    def settings(
        self,
        title: str,
        groups: Sequence[tuple[str, Sequence[tuple[str, str]]]],
        *,
        description: str | None = None,
    ) -> Drawing:
        """A settings panel: groups of (label, value) rows; values ``on``/``off`` are toggles."""
        parts = []
        for head, rows in groups:
            items = []
            for label, value in rows:
                if value in ("on", "off"):
                    knob = "tog on" if value == "on" else "tog"
                    shown = f"<span class='{knob}'></span><span class='sr'>{value.upper()}</span>"
                else:
                    shown = f"<span class='muted'>{esc(value)}</span>"
                items.append(
                    f"<div class='set row'><span>{esc(label)}</span><span>{shown}</span></div>"
                )
            parts.append(
                f"<div class='grp'>{esc(head)}</div><div class='card'>{''.join(items)}</div>"
            )
        css = """
        body { background: #f2f2f7; } .grp { padding: 18px 20px 6px; color: #6d6d72; font-size: 14px; text-transform: uppercase; }
        .card { background: #fff; margin: 0 12px; border-radius: 12px; }
        .set { padding: 13px 16px; border-bottom: 1px solid #eee; align-items: center; }
        .tog { display: inline-block; width: 46px; height: 26px; border-radius: 13px; background: #ccc; vertical-align: middle; margin-right: 8px; }
        .tog.on { background: #34c759; } .sr { font-size: 14px; color: #444; }
        """
        body = f"<div class='status'><span>9:41</span><span>82%</span></div><div class='bar'><h1>{esc(title)}</h1></div>{''.join(parts)}"
        return self.render(
            body, kind="settings", css=css, description=description or f"Settings: {title}"
        )

    def statement(
        self,
        bank: str,
        account: str,
        period: str,
        rows: Sequence[tuple[str, str, str]],
        *,
        balance: str = "",
        description: str | None = None,
    ) -> Drawing:
        """A bank statement / transactions list; rows are (date, description, amount)."""
        trs = "".join(
            f"<tr><td>{esc(d)}</td><td>{esc(t)}</td><td class='num'>{esc(a)}</td></tr>"
            for d, t, a in rows
        )
        body = (
            f"<div class='bar'><h1>{esc(bank)}</h1><div class='sub'>{esc(account)} · {esc(period)}</div></div>"
            f"<div class='pad'><table><tr><th>Date</th><th>Description</th><th class='num'>Amount</th></tr>{trs}</table>"
            + (f"<p><b>Balance: {esc(balance)}</b></p>" if balance else "")
            + "</div>"
        )
        return self.render(
            body,
            kind="bank_statement",
            width=760,
            description=description or f"{bank} statement {period}",
        )

    def list_screen(
        self,
        title: str,
        rows: Sequence[tuple[str, str]],
        *,
        subtitle: str = "",
        kind: str = "list",
        width: int = PHONE_WIDTH,
        description: str | None = None,
    ) -> Drawing:
        """A generic phone list screen (calls, tracks, files, events...): (main, side) rows.
        Widen it (``width``) when rows are long: a wrapped value is harder to read."""
        items = "".join(
            f"<div class='set row'><span>{esc(a)}</span><span class='muted side'>{esc(b)}</span></div>"
            for a, b in rows
        )
        css = (
            ".set { padding: 13px 18px; border-bottom: 1px solid #eee; }"
            " .side { white-space: nowrap; }"
        )
        body = (
            f"<div class='status'><span>9:41</span><span>82%</span></div>"
            f"<div class='bar'><h1>{esc(title)}</h1><div class='sub'>{esc(subtitle)}</div></div>{items}"
        )
        return self.render(
            body, kind=kind, css=css, width=width, description=description or f"{title} screen"
        )
