"""Render an executed answer as one self-contained HTML document.

The answer's markdown is rendered by markdown-it-py (:func:`render_markdown`: CommonMark
plus pipe tables and strikethrough) with raw HTML off, so raw HTML in an answer shows as
text. Links and markdown images are shown as text with their URL in parentheses, never as
``href``/``src``, so the page loads nothing and links nowhere.

Each ``<tool>`` tag is replaced by a figure: the produced image as a ``data:`` URL, with a
caption giving the tool, the description, the backend, the image index, the time taken
and a *stand-in* badge for offline substitutes. A failed, skipped or invalid call renders
as an error box in its place. A ``Content-Security-Policy`` meta tag (images from
``data:`` only, inline styles, nothing else) makes the no-external-resources rule explicit.
"""

from __future__ import annotations

import base64
import html
import json
import re
import secrets
from collections.abc import Mapping, Sequence
from functools import cache
from types import MappingProxyType
from typing import Any

from jinja2 import Environment, PackageLoader
from markdown_it import MarkdownIt
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict
from markupsafe import Markup

from mmtoolbench.atp.execute.run import ExecutedDocument, StepResult

__all__ = ["CSP", "render_html", "render_markdown"]

CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"
"""Content-Security-Policy of the rendered page."""

_CSS = """
:root { --ink:#1d1d1f; --muted:#6e6e73; --line:#d2d2d7; --accent:#2f5f9e; --warn:#b3261e; }
* { box-sizing: border-box; }
body { font: 16px/1.6 -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif;
       color: var(--ink); max-width: 860px; margin: 2rem auto; padding: 0 1rem; }
header.doc { border-bottom: 1px solid var(--line); margin-bottom: 1.5rem; }
header.doc p { color: var(--muted); margin: .2rem 0 .8rem; font-size: .9rem; }
pre { background: #f5f5f7; padding: .8rem; overflow-x: auto; border-radius: 6px; }
code { background: #f5f5f7; padding: 0 .25em; border-radius: 3px; font-size: .92em; }
pre code { background: none; padding: 0; }
blockquote { border-left: 4px solid var(--line); margin: 1rem 0; padding: .1rem 1rem;
             color: #424245; }
table.md { border-collapse: collapse; margin: 1rem 0; }
table.md th, table.md td { border: 1px solid var(--line); padding: .3rem .6rem; }
table.md th { background: #f5f5f7; }
figure.tool { margin: 1.4rem 0; padding: .8rem; border: 1px solid var(--line);
              border-radius: 8px; background: #fbfbfd; }
figure.tool img { display: block; max-width: 100%; height: auto; margin: 0 auto; }
figure.tool.stand-in { border: 2px dashed var(--warn); }
figcaption { margin-top: .6rem; font-size: .88rem; color: #3a3a3c; }
figcaption .meta { display: block; color: var(--muted); font-size: .8rem; }
figcaption ul { margin: .3rem 0; padding-left: 1.2rem; }
figcaption details { margin-top: .3rem; }
figcaption pre { font-size: .78rem; max-height: 18rem; }
.badge { display: inline-block; font-size: .72rem; font-weight: 700; letter-spacing: .03em;
         padding: .05rem .45rem; border-radius: 999px; margin-right: .35rem;
         vertical-align: middle; }
.badge.tool-name { background: var(--accent); color: #fff; }
.badge.stand-in { background: var(--warn); color: #fff; }
.badge.status { background: #5f5f64; color: #fff; }
.error-box { border: 2px solid var(--warn); background: #fdecea; color: #5f1410;
             padding: .8rem 1rem; border-radius: 6px; }
.error-box strong { display: block; margin-bottom: .3rem; }
.link-url { color: var(--muted); font-size: .9em; word-break: break-all; }
table.steps { border-collapse: collapse; font-size: .82rem; margin: .5rem 0 1rem; }
table.steps th, table.steps td { border-bottom: 1px solid var(--line); padding: .2rem .6rem;
                                 text-align: left; }
"""


def _esc(text: str) -> str:
    return html.escape(text, quote=True)


# --------------------------------------------------------------------------- markdown


def _link_open(
    _renderer: object, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
) -> str:
    return ""  # the text stays, the link goes (see _link_close)


def _link_close(
    _renderer: object, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
) -> str:
    opening = next(t for t in reversed(tokens[:idx]) if t.type == "link_open")
    url = str(opening.attrGet("href") or "")
    return f' <span class="link-url">({_esc(url)})</span>' if url else ""


def _image(
    _renderer: object, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
) -> str:
    token = tokens[idx]
    alt = "".join(child.content for child in token.children or [])
    url = str(token.attrGet("src") or "")
    shown = f'<span class="md-image">[image: {_esc(alt)}]</span>'
    return shown + (f' <span class="link-url">({_esc(url)})</span>' if url else "")


def _table_open(
    _renderer: object, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
) -> str:
    return '<table class="md">\n'


def _markdown() -> MarkdownIt:
    md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
    md.enable(["table", "strikethrough"])
    md.add_render_rule("link_open", _link_open)
    md.add_render_rule("link_close", _link_close)
    md.add_render_rule("image", _image)
    md.add_render_rule("table_open", _table_open)
    return md


_MD = _markdown()


def render_markdown(text: str) -> str:
    """Render markdown to safe HTML (markdown-it-py, raw HTML off, no links or images).

    Args:
        text: Markdown.

    Returns:
        HTML (every piece of text escaped).
    """
    html_text: str = _MD.render(text.replace("\r\n", "\n").replace("\r", "\n"))
    return html_text


def _render_with_figures(text: str, figures: Mapping[int, str], nonce: str) -> str:
    """Render markdown whose figure placeholders (`_placeholder`) stand alone in a
    paragraph, and put each figure's HTML in its place."""
    html_text = render_markdown(text)
    # markdown-it turns the placeholder's NUL characters into U+FFFD.
    pattern = re.compile(rf"<p>\ufffdmmtb-figure-{nonce}-(\d+)\ufffd</p>\n?")
    return pattern.sub(lambda m: figures.get(int(m.group(1)), ""), html_text)


def _placeholder(nonce: str, call_index: int) -> str:
    """What stands for a tool figure in the markdown handed to markdown-it; the answer
    cannot forge it (it does not know the nonce, and its NUL characters are removed)."""
    return f"\x00mmtb-figure-{nonce}-{call_index}\x00"


# --------------------------------------------------------------------------- figures


def _data_url(step: StepResult) -> str:
    assert step.image is not None
    encoded = base64.b64encode(step.image.data).decode("ascii")
    return f"data:{step.image.media_type};base64,{encoded}"


def _tool_label(step: StepResult) -> str:
    if step.tool is not None:
        return step.tool.value
    return step.tool_name or "unknown tool"


_STATUS_TITLES: Mapping[str, str] = MappingProxyType(
    {
        "error": "Tool call failed",
        "skipped": "Tool call skipped",
        "invalid": "Not executed: invalid tool call",
    }
)


def _figure(step: StepResult) -> str:
    tool = _tool_label(step)
    slug = re.sub(r"[^a-z0-9]+", "-", tool.lower()).strip("-") or "unknown"
    stand_in = step.status == "ok" and step.stand_in
    classes = ["tool", f"tool-{slug}", f"status-{step.status}", *(["stand-in"] if stand_in else [])]
    meta = [f"call {step.call_index}"]
    if step.output_index is not None:
        meta.append(f"image #{step.output_index}")
    if step.input_index is not None:
        meta.append(f"from image #{step.input_index}")
    meta.append(f"backend: {step.backend}")
    if step.status in ("ok", "error") and step.backend != "none":
        meta.append(f"{step.elapsed_s:.2f} s")
    html_text: str = (
        _templates()
        .get_template("figure.html.j2")
        .render(
            s=step,
            tool=tool,
            classes=classes,
            stand_in=stand_in,
            image_url=_data_url(step) if step.status == "ok" and step.image is not None else None,
            title=_STATUS_TITLES.get(step.status, "Tool call failed"),
            meta=" · ".join(meta),
            params=json.dumps(step.params, ensure_ascii=False, indent=2, sort_keys=True),
            script=step.artifacts.get("script"),
        )
    )
    return html_text.rstrip("\n")


def _with_placeholders(document: ExecutedDocument, nonce: str) -> str:
    text = document.answer_text
    pieces: list[str] = []
    cursor = 0
    for step in sorted(document.steps, key=lambda s: s.span[0]):
        start, end = step.span
        if start < cursor:
            continue
        pieces.append(text[cursor:start].replace("\x00", ""))
        pieces.append("\n\n" + _placeholder(nonce, step.call_index) + "\n\n")
        cursor = end
    pieces.append(text[cursor:].replace("\x00", ""))
    return "".join(pieces)


def _summary(document: ExecutedDocument) -> dict[str, Any]:
    info = document.summary()
    line = (
        f"{info['calls']} tool call(s): {info['ok']} rendered "
        f"({info['stand_ins']} offline stand-in(s)), {info['error']} failed, "
        f"{info['skipped']} skipped, {info['invalid']} invalid · {info['elapsed_s']:.2f} s"
    )
    return {
        "line": line,
        "stand_ins": info["stand_ins"],
        "backends": sorted(document.backends.items()),
    }


@cache
def _templates() -> Environment:
    """The page and figure templates (autoescape on), loaded on first use."""
    return Environment(
        loader=PackageLoader("mmtoolbench.atp.execute", "templates"),
        autoescape=True,
        keep_trailing_newline=True,
    )


def render_html(document: ExecutedDocument, *, title: str | None = None) -> str:
    """Render an executed document as a self-contained HTML page.

    Args:
        document: The executed answer.
        title: Page title (default ``Executed ATP answer``).

    Returns:
        The HTML text; it references no external resource.
    """
    figures = {step.call_index: _figure(step) for step in document.steps}
    nonce = secrets.token_hex(8)
    body = _render_with_figures(_with_placeholders(document, nonce), figures, nonce)
    page: str = (
        _templates()
        .get_template("document.html.j2")
        .render(
            csp=CSP,
            heading=title or "Executed ATP answer",
            css=Markup(_CSS),
            summary=_summary(document),
            warnings=document.plan.document_warnings,
            body=Markup(body),
        )
    )
    return page
