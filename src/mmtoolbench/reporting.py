"""Rendering run reports: HTML and Markdown primitives shared by every suite's report.

A suite renders its own report (`mmtoolbench.runner.suite.SuiteReporter`, e.g.
`mmtoolbench.sandbox.report.report_run`) from these pieces, so the layer that writes the
files (`mmtoolbench.analysis.report`) knows no suite. Every number cell carries a
``data-metric`` attribute (`td`) so a report can be checked mechanically against the run
store. Figures are drawn on matplotlib's Agg canvas and embedded as PNG ``data:`` URLs
(`png_data_url`), so a report is one self-contained file. Suites without a reporter get
`render_generic_report`; suites whose ``summary`` run metric is a mapping of sections get
`render_summary_report`.

The HTML pieces are Jinja2 templates with autoescape on: every value a template receives
is escaped unless it is an HTML fragment built by these functions (they return
`markupsafe.Markup`), so text from a run (model names, metric keys, model output quoted in
a report) cannot inject markup.
"""

from __future__ import annotations

import base64
import functools
import html
import io
import math
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined, Template
from markupsafe import Markup, escape
from matplotlib.backends.backend_agg import FigureCanvasAgg
from matplotlib.figure import Figure

from mmtoolbench.runner.suite import RunReport
from mmtoolbench.store.run_store import RunInfo

__all__ = [
    "CSS",
    "counts_text",
    "data_url",
    "embedded_figures",
    "esc",
    "flatten",
    "fmt",
    "heading",
    "img",
    "isolation_note",
    "md_table",
    "meta_rows",
    "note",
    "page",
    "png_bytes",
    "png_data_url",
    "render_generic_report",
    "render_summary_report",
    "render_template",
    "section_tables",
    "table",
    "td",
    "text_td",
]

CSS = """
body{font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;margin:2em auto;
max-width:1200px;color:#212529;padding:0 1em}
h1{font-size:1.6em}h2{font-size:1.25em;margin-top:2em;border-bottom:1px solid #dee2e6}
table{border-collapse:collapse;margin:.6em 0 1em 0;font-size:.9em}
th,td{border:1px solid #dee2e6;padding:.25em .6em;text-align:right}
th{background:#f1f3f5}td.l,th.l{text-align:left}
.pass{color:#2b8a3e;font-weight:600}.fail{color:#c92a2a;font-weight:600}
.note{color:#495057;font-size:.9em}img{max-width:100%;margin:.5em 0}
.meta td{text-align:left}
"""


def fmt(value: Any, kind: str = "rate") -> str:
    """Format a number as the report shows it.

    Args:
        value: The value (None and NaN are shown as ``-``).
        kind: ``rate`` (3 decimals), ``num`` (1 decimal), ``int``, ``cost`` (4 decimals),
            ``pct`` (a fraction as a percentage with 1 decimal) or ``text``.
    """
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return "-"
    if isinstance(value, bool):
        return "pass" if value else "fail"
    if kind == "text" or not isinstance(value, int | float):
        return str(value)
    if kind == "int":
        return str(round(value))
    if kind == "num":
        return f"{value:.1f}"
    if kind == "cost":
        return f"{value:.4f}"
    if kind == "pct":
        return f"{value * 100:.1f}"
    return f"{value:.3f}"


def esc(text: Any) -> str:
    """HTML-escape ``text`` (quotes included), as the templates do."""
    return str(escape(str(text)))


_ENV = Environment(autoescape=True, keep_trailing_newline=True)
_TEMPLATES = {
    "td": (
        '<td{% if metric is not none %} data-metric="{{ metric }}"{% endif %}'
        '{% if left %} class="l"{% endif %}>'
        '{% if flag %}<span class="{{ text }}">{{ text }}</span>{% else %}{{ text }}{% endif %}'
        "</td>"
    ),
    "table": (
        "<table><thead><tr>"
        '{% for h in headers %}<th class="{{ "l" if loop.first else "" }}">{{ h }}</th>'
        "{% endfor %}</tr></thead><tbody>"
        "{% for row in rows %}<tr>{% for cell in row %}{{ cell }}{% endfor %}</tr>{% endfor %}"
        "</tbody></table>"
    ),
    "text_td": (
        '<td{% if left %} class="l"{% endif %}'
        '{% if metric is not none %} data-metric="{{ metric }}"{% endif %}>{{ text }}</td>'
    ),
    "heading": "<h{{ level }}>{{ text }}</h{{ level }}>",
    "note": '<p class="note">{{ text }}</p>',
    "img": '<img src="{{ url }}" alt="{{ alt }}">',
    "meta": (
        '<table class="meta">{% for k, v in rows %}'
        '<tr><th class="l">{{ k }}</th><td class="l">{{ v }}</td></tr>{% endfor %}</table>'
    ),
    "page": (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        "<title>{{ title }}</title><style>{{ css }}</style></head><body>\n"
        "{{ body }}\n</body></html>\n"
    ),
}
_COMPILED: dict[str, Template] = {}


def _render(name: str, **values: Any) -> str:
    """Render one of the report templates (compiled on first use).

    Returns a plain ``str``, not ``Markup``: suites concatenate fragments with ``+``, and
    ``"<tr>" + Markup(...)`` would escape the left-hand HTML. Fragments passed back into a
    template are marked safe explicitly (`table`, `page`).
    """
    template = _COMPILED.get(name)
    if template is None:
        template = _COMPILED[name] = _ENV.from_string(_TEMPLATES[name])
    return template.render(**values)


def td(value: Any, metric: str | None = None, kind: str = "rate", left: bool = False) -> str:
    """A table cell: the value formatted by `fmt`, tagged ``data-metric`` when given."""
    flag = isinstance(value, bool)
    return _render("td", metric=metric, left=left, text=fmt(value, kind), flag=flag)


def text_td(text: Any, metric: str | None = None, left: bool = True) -> str:
    """A table cell of text shown as it is (escaped), e.g. a label or a list of ids."""
    return _render("text_td", text=str(text), metric=metric, left=left)


def heading(text: str, level: int = 2) -> str:
    """An ``<h1>``..``<h6>`` heading of ``text`` (escaped)."""
    return _render("heading", text=text, level=level)


def note(text: str) -> str:
    """A ``<p class="note">`` paragraph of ``text`` (escaped)."""
    return _render("note", text=text)


@functools.cache
def _package_env(package: str) -> Environment:
    """The template environment of a package's ``templates/`` folder (package data)."""
    return Environment(
        loader=PackageLoader(package, "templates"),
        autoescape=True,
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=True,
    )


def render_template(package: str, name: str, **values: Any) -> str:
    """Render a page template shipped in ``<package>/templates/`` with autoescape on.

    Every value is escaped unless it is `markupsafe.Markup` (an HTML fragment built by the
    functions of this module, e.g. `table`, `img`), so model text cannot inject markup.

    Args:
        package: The package holding the ``templates`` folder, e.g. ``mmtoolbench.sandbox``.
        name: The template file name, e.g. ``report.html.j2``.
        values: The template's variables.

    Returns:
        The rendered HTML as a plain ``str`` (like the other fragments).
    """
    return str(_package_env(package).get_template(name).render(**values))


def table(headers: Sequence[str], rows: Iterable[Sequence[str]]) -> str:
    """An HTML table of pre-rendered ``<td>`` cells (trusted HTML) under text headers."""
    cells = [[Markup(cell) for cell in row] for row in rows]
    return _render("table", headers=list(headers), rows=cells)


def md_table(headers: Sequence[str], rows: Iterable[Sequence[str]]) -> str:
    """A Markdown table."""
    lines = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    lines.extend("| " + " | ".join(r) + " |" for r in rows)
    return "\n".join(lines)


def png_bytes(fig: Figure) -> bytes:
    """A matplotlib figure as PNG bytes (Agg canvas, 100 dpi, no software stamp: the same
    figure always gives the same bytes)."""
    FigureCanvasAgg(fig)
    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=100, bbox_inches="tight", metadata={"Software": None})
    return buf.getvalue()


def png_data_url(fig: Figure) -> str:
    """A matplotlib figure as a PNG ``data:`` URL (no pyplot, no global backend)."""
    return data_url(png_bytes(fig))


def data_url(png: bytes) -> str:
    """PNG bytes as a ``data:`` URL."""
    return "data:image/png;base64," + base64.b64encode(png).decode("ascii")


_IMG = re.compile(r'<img src="data:image/png;base64,([A-Za-z0-9+/=]+)" alt="([^"]*)">')


def embedded_figures(html_text: str) -> list[tuple[str, bytes]]:
    """The PNG figures embedded in a report page, as ``(file name, bytes)``.

    File names come from each image's ``alt`` text (lower case, ``[a-z0-9_]``), numbered
    in page order so that they are unique and sort as the page shows them.
    """
    out = []
    for i, (b64, alt) in enumerate(_IMG.findall(html_text), start=1):
        slug = re.sub(r"[^a-z0-9]+", "_", html.unescape(alt).lower()).strip("_")[:60] or "figure"
        out.append((f"{i:02d}_{slug}.png", base64.b64decode(b64)))
    return out


def img(data_url: str, alt: str) -> str:
    """An ``<img>`` of a ``data:`` URL."""
    return _render("img", url=data_url, alt=alt)


UNSAFE_INTERPRETER_NOTE = (
    "UNSAFE: --unsafe-interpreter was given; agent code may have run without the kernel "
    "isolation layers (private root, PID/network namespaces, seccomp), confined by the "
    "audit hook only. Scores of this run are not protected against reading the answer key "
    "at the kernel level (docs/sandbox/interpreter.md)."
)


def isolation_note(info: RunInfo) -> str | None:
    """The warning every report prints for a run made with ``--unsafe-interpreter``."""
    return UNSAFE_INTERPRETER_NOTE if info.config.get("unsafe_interpreter") else None


def meta_rows(info: RunInfo, extra: Mapping[str, Any]) -> str:
    """The run-information table (run, suite, models, status, versions, ``extra``; the
    interpreter-isolation warning of an ``--unsafe-interpreter`` run)."""
    models = info.config.get("models", {})
    note = isolation_note(info)
    rows = [
        ("run", info.run_id),
        ("suite", info.suite),
        ("models", ", ".join(f"{k}: {v}" for k, v in models.items()) or "-"),
        ("status", info.status),
        ("package version", info.package_version),
        ("git sha", info.git_sha or "-"),
        *([("interpreter isolation", note)] if note else []),
        *extra.items(),
    ]
    return _render("meta", rows=rows)


def flatten(value: Mapping[str, Any], prefix: str = "", skip: Iterable[str] = ()) -> dict[str, Any]:
    """Nested metrics as ``{"a.b.c": value}`` (lists and per-category/sample parts left out)."""
    out: dict[str, Any] = {}
    skipped = set(skip)
    for k, v in value.items():
        if k in skipped:
            continue
        name = f"{prefix}{k}"
        if isinstance(v, Mapping):
            out.update(flatten(v, name + ".", ("per_category", "per_sample")))
        elif isinstance(v, list):
            continue
        else:
            out[name] = v
    return out


def section_tables(
    name: str, section: Mapping[str, Any], columns: Sequence[str] = ()
) -> tuple[list[str], list[str]]:
    """HTML and Markdown tables of one summary section (``plan``, ``mam``...).

    Args:
        name: The section name (its heading and the prefix of every ``data-metric``).
        section: The section: metrics, or ``overall`` plus ``per_category`` metrics.
        columns: Flattened metric names shown per category, in order (those present);
            default: the first eight.
    """
    html_parts = [heading(name)]
    md_parts = [f"## {name}", ""]
    base = section.get("overall") if isinstance(section.get("overall"), Mapping) else section
    assert isinstance(base, Mapping)
    flat = flatten(base, skip=("per_category", "per_sample"))
    html_parts.append(
        table(
            ["metric", "value"],
            [[text_td(k), td(v, f"{name}.{k}")] for k, v in flat.items()],
        )
    )
    md_parts += [md_table(["metric", "value"], [[k, fmt(v)] for k, v in flat.items()]), ""]
    per_cat = section.get("per_category")
    if isinstance(per_cat, Mapping) and per_cat:
        flats = {c: flatten(v) for c, v in per_cat.items() if isinstance(v, Mapping)}
        keys: list[str] = []
        for f in flats.values():
            keys.extend(k for k in f if k not in keys)
        cols = [k for k in columns if k in keys] or keys[:8]
        html_parts.append(
            table(
                ["category", *cols],
                [
                    [
                        text_td(c),
                        *(td(f.get(k), f"{name}.{c}.{k}") for k in cols),
                    ]
                    for c, f in flats.items()
                ],
            )
        )
        md_parts += [
            md_table(
                ["category", *cols], [[c, *(fmt(f.get(k)) for k in cols)] for c, f in flats.items()]
            ),
            "",
        ]
    return html_parts, md_parts


def page(title: str, parts: Sequence[str]) -> str:
    """A self-contained HTML page of ``parts`` (HTML fragments built by these helpers)."""
    return _render("page", title=title, css=Markup(CSS), body=Markup("\n".join(parts)))


def counts_text(counts: Mapping[str, int]) -> str:
    """``"3 done, 1 failed"`` from sample counts by status."""
    return ", ".join(f"{n} {s}" for s, n in sorted(counts.items())) or "none"


def render_generic_report(
    info: RunInfo, counts: Mapping[str, int], metrics: Mapping[str, Any]
) -> RunReport:
    """A minimal report for suites without a reporter: run information, counts, metrics."""
    title = f"mmtoolbench report: {info.run_id}"
    flat = flatten(metrics)
    parts = [
        heading(title, 1),
        meta_rows(info, {"samples": counts_text(counts)}),
        heading("Run metrics"),
        table(
            ["metric", "value"],
            [[text_td(k), td(v, k)] for k, v in flat.items()],
        ),
    ]
    md = [f"# {title}", "", f"- suite: {info.suite}", f"- samples: {counts_text(counts)}", ""]
    if isolation_note(info):
        md[-1:-1] = [f"- interpreter isolation: **{isolation_note(info)}**"]
    md.append(md_table(["metric", "value"], [[k, fmt(v)] for k, v in flat.items()]))
    return RunReport(page(title, parts), "\n".join(md) + "\n")


def render_summary_report(
    summary: Mapping[str, Any],
    info: RunInfo,
    counts: Mapping[str, int],
    columns: Sequence[str] = (),
) -> RunReport:
    """The report of a run whose ``summary`` run metric is a mapping of sections.

    Args:
        summary: Section name -> metrics (``overall`` / ``per_category`` or flat).
        info: The run's information.
        counts: Samples by status.
        columns: Per-category columns to show (see `section_tables`).
    """
    title = f"mmtoolbench report: {info.run_id}"
    parts = [heading(title, 1), meta_rows(info, {"samples": counts_text(counts)})]
    md = [f"# {title}", "", f"- suite: {info.suite}", f"- samples: {counts_text(counts)}", ""]
    if isolation_note(info):
        md[-1:-1] = [f"- interpreter isolation: **{isolation_note(info)}**"]
    if not summary:
        parts.append(note("The run has no summary metric."))
        md.append("The run has no summary metric.")
    for name, section in summary.items():
        if isinstance(section, Mapping):
            h, m = section_tables(str(name), section, columns)
            parts += h
            md += m
    return RunReport(page(title, parts), "\n".join(md) + "\n")
