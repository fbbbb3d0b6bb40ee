"""Model text made safe for HTML.

Everything from a model, a tool or a scenario is untrusted. Templates autoescape it;
these helpers add the rest: control and bidirectional-override characters shown as
visible escapes (as on the terminal, `mmtoolbench.core.terminal`), and Markdown rendered
by markdown-it-py with raw HTML disabled (tags come out as text, ``javascript:`` links
are refused by its link validation).
"""

from __future__ import annotations

import json
from typing import Any

from markdown_it import MarkdownIt
from markupsafe import Markup, escape

from mmtoolbench.core.terminal import UNSAFE_CHARACTERS, terminal_safe

_MD = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False})
_MD.enable("table")
_MD.disable("image")  # a model's image link would make the viewer fetch a remote URL


def visible(text: Any) -> str:
    """Text with control and bidi-override characters shown as escapes (still raw HTML-wise:
    the template escapes it)."""
    return terminal_safe("" if text is None else str(text))


def markdown(text: Any) -> Markup:
    """Render untrusted Markdown to safe HTML (raw HTML shown as text)."""
    source = visible(text)
    html = _MD.render(source)
    return Markup(html)


def pretty_json(value: Any) -> str:
    """Indented JSON of a value (for ``<pre>``; the template escapes it)."""
    if isinstance(value, str):
        try:
            value = json.loads(value)
        except ValueError:
            return visible(value)
    return visible(json.dumps(value, indent=2, ensure_ascii=False, default=str))


def short(value: Any, limit: int = 120) -> str:
    """One line of at most ``limit`` characters."""
    text = visible(value if isinstance(value, str) else json.dumps(value, default=str))
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def number(value: Any, digits: int = 3) -> str:
    """A metric for a table cell."""
    if value is None:
        return "–"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int):
        return f"{value:,}"
    if isinstance(value, float):
        return (
            f"{value:.{digits}f}".rstrip("0").rstrip(".") if value != int(value) else f"{value:.1f}"
        )
    return str(escape(visible(value)))


__all__ = ["UNSAFE_CHARACTERS", "markdown", "number", "pretty_json", "short", "visible"]
