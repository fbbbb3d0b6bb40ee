"""Render an executed answer as one self-contained HTML document.

The answer's markdown is rendered with a small, safe subset renderer (:func:`render_markdown`:
headings, paragraphs, emphasis, inline code, fenced code, block quotes, nested lists,
pipe tables, horizontal rules). All text is HTML-escaped first, so raw HTML in an answer
shows as text. Links and markdown images are shown as text with their URL in parentheses,
never as ``href``/``src``, so the page loads nothing and links nowhere.

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
from collections.abc import Callable, Mapping
from types import MappingProxyType

from mmtoolbench.atp.execute.run import ExecutedDocument, StepResult

__all__ = ["CSP", "render_html", "render_markdown"]

CSP = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'"
"""Content-Security-Policy of the rendered page."""

_TOKEN = "\x00FIG{}\x00"
_TOKEN_LINE = re.compile(r"^\s*\x00FIG(\d+)\x00\s*$")
_FENCE = re.compile(r"^(\s{0,3})(`{3,}|~{3,})\s*([\w+-]*)")
_HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
_HR = re.compile(r"^\s{0,3}([-*_])(\s*\1){2,}\s*$")
_QUOTE = re.compile(r"^\s{0,3}>\s?(.*)$")
_ITEM = re.compile(r"^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$")
_TABLE_SEP = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")
_MAX_DEPTH = 12

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


# --------------------------------------------------------------------------- inline

_CODE_SPAN = re.compile(r"(`+)(.+?)\1", re.DOTALL)
_MD_IMAGE = re.compile(r"!\[([^\]\n]*)\]\(([^)\s]*)(?:\s+&quot;[^&]*&quot;)?\)")
_MD_LINK = re.compile(r"\[([^\]\n]+)\]\(([^)\s]*)(?:\s+&quot;[^&]*&quot;)?\)")
_BOLD = re.compile(r"(\*\*|__)(?=\S)(.+?)(?<=\S)\1", re.DOTALL)
_ITALIC_STAR = re.compile(r"(?<![*\w])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![*\w])", re.DOTALL)
_ITALIC_UNDER = re.compile(r"(?<![\w_])_(?=[^\s_])(.+?)(?<=[^\s_])_(?![\w_])", re.DOTALL)
_STRIKE = re.compile(r"~~(?=\S)(.+?)(?<=\S)~~", re.DOTALL)
_HARD_BREAK = re.compile(r"(?: {2,}|\\)\n")


def _inline(text: str) -> str:
    """Render inline markdown of already-unescaped text to safe HTML."""
    codes: list[str] = []

    def stash(match: re.Match[str]) -> str:
        codes.append(f"<code>{_esc(match.group(2).strip())}</code>")
        return f"\x01{len(codes) - 1}\x01"

    text = _CODE_SPAN.sub(stash, text)
    out = _esc(text)
    out = _MD_IMAGE.sub(
        lambda m: (
            f'<span class="md-image">[image: {m.group(1)}]</span>'
            + (f' <span class="link-url">({m.group(2)})</span>' if m.group(2) else "")
        ),
        out,
    )
    out = _MD_LINK.sub(
        lambda m: (
            m.group(1) + (f' <span class="link-url">({m.group(2)})</span>' if m.group(2) else "")
        ),
        out,
    )
    out = _BOLD.sub(r"<strong>\2</strong>", out)
    out = _ITALIC_STAR.sub(r"<em>\1</em>", out)
    out = _ITALIC_UNDER.sub(r"<em>\1</em>", out)
    out = _STRIKE.sub(r"<del>\1</del>", out)
    out = _HARD_BREAK.sub("<br>\n", out)
    return re.sub(r"\x01(\d+)\x01", lambda m: codes[int(m.group(1))], out)


# --------------------------------------------------------------------------- blocks


def _indent(line: str) -> int:
    expanded = line.expandtabs(4)
    return len(expanded) - len(expanded.lstrip(" "))


def _starts_block(line: str) -> bool:
    return bool(
        _TOKEN_LINE.match(line)
        or _FENCE.match(line)
        or _HEADING.match(line)
        or _HR.match(line)
        or _QUOTE.match(line)
        or _ITEM.match(line)
    )


def _cells(line: str) -> list[str]:
    stripped = line.strip()
    if stripped.startswith("|"):
        stripped = stripped[1:]
    if stripped.endswith("|") and not stripped.endswith("\\|"):
        stripped = stripped[:-1]
    return [cell.strip() for cell in re.split(r"(?<!\\)\|", stripped)]


class _Renderer:
    def __init__(self, figure: Callable[[int], str]) -> None:
        self._figure = figure

    def blocks(self, lines: list[str], depth: int = 0) -> str:
        out: list[str] = []
        i = 0
        n = len(lines)
        while i < n:
            line = lines[i]
            if not line.strip():
                i += 1
                continue
            token = _TOKEN_LINE.match(line)
            if token:
                out.append(self._figure(int(token.group(1))))
                i += 1
                continue
            fence = _FENCE.match(line)
            if fence:
                marker = fence.group(2)
                language = fence.group(3)
                body: list[str] = []
                i += 1
                while i < n and not lines[i].strip().startswith(marker):
                    body.append(lines[i])
                    i += 1
                i += 1
                cls = f' class="language-{_esc(language)}"' if language else ""
                out.append(f"<pre><code{cls}>{_esc(chr(10).join(body))}</code></pre>")
                continue
            heading = _HEADING.match(line)
            if heading:
                level = len(heading.group(1))
                out.append(f"<h{level}>{_inline(heading.group(2))}</h{level}>")
                i += 1
                continue
            if _HR.match(line):
                out.append("<hr>")
                i += 1
                continue
            if "|" in line and i + 1 < n and _TABLE_SEP.match(lines[i + 1]):
                i = self._table(lines, i, out)
                continue
            if _QUOTE.match(line):
                inner: list[str] = []
                while i < n and lines[i].strip():
                    quoted = _QUOTE.match(lines[i])
                    inner.append(quoted.group(1) if quoted else lines[i])
                    i += 1
                content = self.blocks(inner, depth + 1) if depth < _MAX_DEPTH else ""
                out.append(f"<blockquote>{content}</blockquote>")
                continue
            if _ITEM.match(line):
                i = self._list(lines, i, out, depth)
                continue
            para = [line.strip()]
            i += 1
            while i < n and lines[i].strip() and not _starts_block(lines[i]):
                if "|" in lines[i] and i + 1 < n and _TABLE_SEP.match(lines[i + 1]):
                    break
                para.append(lines[i].strip() if not lines[i].endswith("  ") else lines[i].lstrip())
                i += 1
            out.append(f"<p>{_inline(chr(10).join(para))}</p>")
        return "\n".join(out)

    def _table(self, lines: list[str], i: int, out: list[str]) -> int:
        header = _cells(lines[i])
        aligns: list[str] = []
        for cell in _cells(lines[i + 1]):
            left, right = cell.startswith(":"), cell.endswith(":")
            aligns.append("center" if left and right else "right" if right else "")
        i += 2
        rows: list[list[str]] = []
        while i < len(lines) and lines[i].strip() and "|" in lines[i]:
            rows.append(_cells(lines[i]))
            i += 1

        def render_cell(tag: str, text: str, column: int) -> str:
            align = aligns[column] if column < len(aligns) else ""
            style = f' style="text-align:{align}"' if align else ""
            return f"<{tag}{style}>{_inline(text)}</{tag}>"

        head = "".join(render_cell("th", text, c) for c, text in enumerate(header))
        body = "".join(
            "<tr>"
            + "".join(
                render_cell("td", row[c] if c < len(row) else "", c) for c in range(len(header))
            )
            + "</tr>"
            for row in rows
        )
        out.append(f'<table class="md"><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>')
        return i

    def _list(self, lines: list[str], i: int, out: list[str], depth: int) -> int:
        first = _ITEM.match(lines[i])
        assert first is not None
        base = _indent(lines[i])
        ordered = first.group(2)[0].isdigit()
        items: list[list[str]] = []
        n = len(lines)
        while i < n:
            match = _ITEM.match(lines[i])
            if match is None or _indent(lines[i]) != base or match.group(2)[0].isdigit() != ordered:
                break
            content_indent = len(match.group(1).expandtabs(4)) + len(match.group(2)) + 1
            item = [match.group(3)]
            i += 1
            while i < n:
                line = lines[i]
                if not line.strip():
                    following = next((lines[k] for k in range(i + 1, n) if lines[k].strip()), "")
                    if following and _indent(following) > base and not _TOKEN_LINE.match(following):
                        item.append("")
                        i += 1
                        continue
                    break
                if _indent(line) > base:
                    item.append(line.expandtabs(4)[min(content_indent, _indent(line)) :])
                    i += 1
                    continue
                if _starts_block(line):
                    break
                item.append(line.strip())  # lazy continuation
                i += 1
            items.append(item)
            # Allow blank lines between items of the same list.
            k = i
            while k < n and not lines[k].strip():
                k += 1
            if k > i and k < n:
                nxt = _ITEM.match(lines[k])
                if nxt and _indent(lines[k]) == base and nxt.group(2)[0].isdigit() == ordered:
                    i = k
        rendered: list[str] = []
        for item in items:
            if depth >= _MAX_DEPTH:
                rendered.append(f"<li>{_inline(' '.join(item))}</li>")
                continue
            html_item = self.blocks(item, depth + 1)
            if html_item.startswith("<p>") and html_item.count("<p>") == 1:
                html_item = html_item.replace("<p>", "", 1).replace("</p>", "", 1)
            rendered.append(f"<li>{html_item}</li>")
        tag = "ol" if ordered else "ul"
        start = ""
        if ordered:
            number = int(re.match(r"\d+", first.group(2)).group(0))  # type: ignore[union-attr]
            start = f' start="{number}"' if number != 1 else ""
        out.append(f"<{tag}{start}>" + "".join(rendered) + f"</{tag}>")
        return i


def render_markdown(text: str, figures: Mapping[int, str] | None = None) -> str:
    """Render a safe markdown subset to HTML.

    Args:
        text: Markdown. NUL characters are removed; a line holding only ``\\x00FIG<n>\\x00``
            is replaced by ``figures[n]`` (used internally for tool figures).
        figures: Pre-rendered HTML of figure placeholders.

    Returns:
        HTML (every piece of text escaped).
    """
    table = dict(figures or {})
    renderer = _Renderer(lambda n: table.get(n, ""))
    return renderer.blocks(text.replace("\r\n", "\n").replace("\r", "\n").split("\n"))


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
    classes = ["tool", f"tool-{slug}", f"status-{step.status}"]
    if step.status == "ok" and step.stand_in:
        classes.append("stand-in")
    parts = [f'<figure class="{" ".join(classes)}" id="call-{step.call_index}">']
    if step.status == "ok" and step.image is not None:
        alt = _esc(step.description or f"{tool} image")
        parts.append(
            f'<img src="{_data_url(step)}" alt="{alt}" width="{step.image.width}" '
            f'height="{step.image.height}">'
        )
    else:
        title = _STATUS_TITLES.get(step.status, "Tool call failed")
        parts.append(
            f'<div class="error-box" role="alert"><strong>{_esc(title)}: {_esc(tool)}</strong>'
            f"{_esc(step.error or 'no image was produced')}</div>"
        )
    caption = [f'<span class="badge tool-name">{_esc(tool)}</span>']
    if step.status == "ok" and step.stand_in:
        caption.append('<span class="badge stand-in" title="offline substitute">stand-in</span>')
    if step.status != "ok":
        caption.append(f'<span class="badge status">{_esc(step.status)}</span>')
    if step.description:
        caption.append(f'<span class="desc">{_esc(step.description)}</span>')
    meta = [f"call {step.call_index}"]
    if step.output_index is not None:
        meta.append(f"image #{step.output_index}")
    if step.input_index is not None:
        meta.append(f"from image #{step.input_index}")
    meta.append(f"backend: {step.backend}")
    if step.status in ("ok", "error") and step.backend != "none":
        meta.append(f"{step.elapsed_s:.2f} s")
    caption.append(f'<span class="meta">{_esc(" · ".join(meta))}</span>')
    if step.notes:
        caption.append("<ul>" + "".join(f"<li>{_esc(n)}</li>" for n in step.notes) + "</ul>")
    if step.warnings:
        items = "".join(f"<li>{_esc(w)}</li>" for w in step.warnings)
        caption.append(
            f"<details><summary>{len(step.warnings)} warning(s)</summary><ul>{items}</ul></details>"
        )
    params = json.dumps(step.params, ensure_ascii=False, indent=2, sort_keys=True)
    caption.append(f"<details><summary>parameters</summary><pre>{_esc(params)}</pre></details>")
    script = step.artifacts.get("script")
    if script:
        caption.append(f"<details><summary>script</summary><pre>{_esc(script)}</pre></details>")
    parts.append("<figcaption>" + " ".join(caption) + "</figcaption></figure>")
    return "".join(parts)


def _with_placeholders(document: ExecutedDocument) -> str:
    text = document.answer_text
    pieces: list[str] = []
    cursor = 0
    for step in sorted(document.steps, key=lambda s: s.span[0]):
        start, end = step.span
        if start < cursor:
            continue
        pieces.append(text[cursor:start].replace("\x00", "").replace("\x01", ""))
        pieces.append("\n\n" + _TOKEN.format(step.call_index) + "\n\n")
        cursor = end
    pieces.append(text[cursor:].replace("\x00", "").replace("\x01", ""))
    return "".join(pieces)


def _summary(document: ExecutedDocument) -> str:
    info = document.summary()
    line = (
        f"{info['calls']} tool call(s): {info['ok']} rendered "
        f"({info['stand_ins']} offline stand-in(s)), {info['error']} failed, "
        f"{info['skipped']} skipped, {info['invalid']} invalid · {info['elapsed_s']:.2f} s"
    )
    rows = "".join(
        f"<tr><td>{_esc(tool)}</td><td>{_esc(name)}</td></tr>"
        for tool, name in sorted(document.backends.items())
    )
    notes = ""
    if info["stand_ins"]:
        notes = (
            "<p>Images marked <span class='badge stand-in'>stand-in</span> are offline "
            "substitutes, not what the real service would return.</p>"
        )
    table = f'<table class="steps"><tr><th>tool</th><th>backend</th></tr>{rows}</table>'
    return f"<p>{_esc(line)}</p>{notes}{table if rows else ''}"


def render_html(document: ExecutedDocument, *, title: str | None = None) -> str:
    """Render an executed document as a self-contained HTML page.

    Args:
        document: The executed answer.
        title: Page title (default ``Executed ATP answer``).

    Returns:
        The HTML text; it references no external resource.
    """
    figures = {step.call_index: _figure(step) for step in document.steps}
    body = render_markdown(_with_placeholders(document), figures)
    heading = title or "Executed ATP answer"
    warnings = ""
    if document.plan.document_warnings:
        items = "".join(f"<li>{_esc(w)}</li>" for w in document.plan.document_warnings)
        warnings = f"<details><summary>document warnings</summary><ul>{items}</ul></details>"
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f'<meta http-equiv="Content-Security-Policy" content="{_esc(CSP)}">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        '<meta name="referrer" content="no-referrer">\n'
        f"<title>{_esc(heading)}</title>\n<style>{_CSS}</style>\n</head>\n<body>\n"
        f'<header class="doc"><h1>{_esc(heading)}</h1>{_summary(document)}{warnings}</header>\n'
        f'<main class="answer">\n{body}\n</main>\n'
        '<footer class="doc"><p class="meta">Rendered by mmtoolbench (ATP plan execution).'
        "</p></footer>\n</body>\n</html>\n"
    )
