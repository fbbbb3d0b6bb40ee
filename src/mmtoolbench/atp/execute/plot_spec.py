"""Plot specs for the ATP Code tool: structured data in a Code call, normalised.

A ``Code {diagram_type, data}`` call whose ``data`` carries structured data (a JSON object
or list, or text such as ``"A: 10, B: 20"``, ``"x = [1, 2], y = [3, 4]"``, a markdown
table or ``"step 1 -> step 2"``) is normalised by :func:`parse_plot_spec` into a
:class:`PlotSpec`: bar, horizontal bar, line, scatter, pie, histogram, table or flowchart.
:mod:`mmtoolbench.atp.execute.plot_script` turns a spec into a matplotlib script.
Pure data handling: nothing here runs code.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

__all__ = ["PlotKind", "PlotSpec", "Series", "parse_plot_spec"]

PlotKind = Literal["bar", "barh", "line", "scatter", "pie", "histogram", "table", "flowchart"]


_MAX_CATEGORIES = 60
_MAX_SERIES = 10
_MAX_POINTS = 5000
_MAX_TABLE_ROWS = 30
_MAX_TABLE_COLS = 10
_MAX_NODES = 16
_MAX_LABEL = 40


class Series(BaseModel):
    """One data series.

    Attributes:
        name: Legend label (empty for a single unnamed series).
        values: The values, one per category / x value.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = ""
    values: list[float]


class PlotSpec(BaseModel):
    """A normalised, validated plot description (see :func:`parse_plot_spec`).

    Attributes:
        kind: The plot kind.
        title: Figure title.
        xlabel: X-axis label.
        ylabel: Y-axis label.
        labels: Category labels (bar, barh, pie, categorical line).
        x: Numeric x values (line, scatter).
        series: Data series (bar, barh, line, scatter; pie and histogram use the first).
        bins: Histogram bins (``None``: automatic).
        columns: Table header.
        rows: Table cells.
        steps: Flowchart node labels.
        edges: Flowchart edges as ``(from, to)`` node indices.
        positions: Flowchart node centres in axes coordinates (``0..1``).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: PlotKind
    title: str = ""
    xlabel: str = ""
    ylabel: str = ""
    labels: list[str] = Field(default_factory=list)
    x: list[float] = Field(default_factory=list)
    series: list[Series] = Field(default_factory=list)
    bins: int | None = None
    columns: list[str] = Field(default_factory=list)
    rows: list[list[str]] = Field(default_factory=list)
    steps: list[str] = Field(default_factory=list)
    edges: list[tuple[int, int]] = Field(default_factory=list)
    positions: list[tuple[float, float]] = Field(default_factory=list)


@dataclass
class _Data:
    """Structured data found in a Code call, before it is fitted to a plot kind."""

    labels: list[str] = field(default_factory=list)
    x: list[float] = field(default_factory=list)
    series: list[Series] = field(default_factory=list)
    columns: list[str] = field(default_factory=list)
    rows: list[list[str]] = field(default_factory=list)
    steps: list[str] = field(default_factory=list)
    edges: list[tuple[int, int]] = field(default_factory=list)
    meta: dict[str, Any] = field(default_factory=dict)

    def empty(self) -> bool:
        return not (self.series or self.rows or self.steps)


_KIND_KEYWORDS: tuple[tuple[PlotKind, tuple[str, ...]], ...] = (
    ("flowchart", ("flowchart", "flow chart", "flow diagram", "process diagram", "workflow")),
    ("flowchart", ("process flow", "pipeline diagram", "step diagram", "steps diagram")),
    ("table", ("table",)),
    ("histogram", ("histogram",)),
    ("pie", ("pie", "donut", "doughnut")),
    ("scatter", ("scatter",)),
    ("barh", ("horizontal bar", "barh")),
    ("bar", ("bar", "column chart", "column graph")),
    ("line", ("line", "trend", "time series", "timeseries", "time-series")),
)
_TITLE_KEYS = ("title", "chart_title", "caption")
_XLABEL_KEYS = ("xlabel", "x_label", "x_axis", "x_title", "xaxis", "x_axis_label")
_YLABEL_KEYS = ("ylabel", "y_label", "y_axis", "y_title", "yaxis", "y_axis_label", "unit", "units")
_LABEL_KEYS = (
    "labels",
    "categories",
    "category",
    "x",
    "names",
    "keys",
    "items",
    "groups",
    "years",
    "months",
    "dates",
    "days",
    "x_values",
    "xvalues",
    "time",
    "periods",
)
_VALUE_KEYS = (
    "values",
    "y",
    "counts",
    "data",
    "amounts",
    "scores",
    "frequencies",
    "sizes",
    "percentages",
    "y_values",
    "yvalues",
    "value",
    "shares",
    "totals",
    "count",
)
_SERIES_KEYS = ("series", "datasets", "lines", "bars")
_STEP_KEYS = ("steps", "nodes", "stages", "phases", "process", "flow", "sequence")
_EDGE_KEYS = ("edges", "links", "connections", "transitions", "arrows")
_COLUMN_KEYS = ("columns", "headers", "header", "column_names")
_ROW_KEYS = ("rows", "data", "values", "body", "records")
_POINT_KEYS = ("points", "coordinates", "data_points", "pairs")
_NAME_KEYS = ("label", "name", "text", "title", "id", "step", "category", "x")
_META_KEYS = frozenset(
    (*_TITLE_KEYS, *_XLABEL_KEYS, *_YLABEL_KEYS, "bins", "description", "type", "chart_type")
)

_NUMBER_RE = re.compile(
    r"^\s*([-+]?)\s*[$€£¥]?\s*((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?|\.\d+)\s*(%|[A-Za-z]{1,5})?\s*$"
)
_PAIR_RE = re.compile(
    r"(?:^|(?<=[,;\n|]))\s*([^:=,;\n|]{1,60}?)\s*[:=]\s*([-+]?[$€£¥]?\d+(?:,\d{3})*(?:\.\d+)?\s*%?)"
    r"(?=\s*(?:[,;\n|]|$|[A-Za-z]{1,5}\b))"
)
_NAMED_LIST_RE = re.compile(r"([A-Za-z_][\w \-]{0,40}?)\s*[:=]\s*\[([^\]]*)\]")
_ARROW_RE = re.compile(r"\s*(?:->|→|=>|⟶|—>|-->)\s*")
_TABLE_SEP_RE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(\|\s*:?-{2,}:?\s*)*\|?\s*$")


def _number(value: object) -> float | None:
    """A finite float from a JSON number or a numeric string (``"1,200"``, ``"45%"``)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int | float):
        number = float(value)
    elif isinstance(value, str):
        match = _NUMBER_RE.match(value)
        if match is None:
            return None
        number = float(match.group(1) + match.group(2).replace(",", ""))
    else:
        return None
    return number if math.isfinite(number) else None


def _numbers(values: object) -> list[float] | None:
    if not isinstance(values, list) or not values:
        return None
    out = [_number(v) for v in values]
    return None if any(v is None for v in out) else [v for v in out if v is not None]


def _text(value: object, limit: int = _MAX_LABEL) -> str:
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    text = " ".join(str(value).split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _strings(values: object) -> list[str] | None:
    if not isinstance(values, list) or not values:
        return None
    if not all(isinstance(v, str | int | float) and not isinstance(v, bool) for v in values):
        return None
    return [_text(v) for v in values]


def _lookup(mapping: Mapping[str, Any], keys: Sequence[str]) -> tuple[str, Any] | None:
    lowered = {str(k).lower().strip(): k for k in mapping}
    for key in keys:
        original = lowered.get(key)
        if original is not None:
            return str(original), mapping[original]
    return None


def _meta(mapping: Mapping[str, Any]) -> dict[str, Any]:
    meta: dict[str, Any] = {}
    for name, keys in (("title", _TITLE_KEYS), ("xlabel", _XLABEL_KEYS), ("ylabel", _YLABEL_KEYS)):
        found = _lookup(mapping, keys)
        if found is not None and isinstance(found[1], str | int | float):
            meta[name] = _text(found[1], 120)
    bins = _lookup(mapping, ("bins",))
    if bins is not None and isinstance(bins[1], int) and not isinstance(bins[1], bool):
        meta["bins"] = max(1, min(200, bins[1]))
    return meta


def _node_name(value: object) -> str | None:
    if isinstance(value, str | int | float) and not isinstance(value, bool):
        return _text(value, 80)
    if isinstance(value, Mapping):
        found = _lookup(value, _NAME_KEYS)
        if found is not None:
            return _node_name(found[1])
    return None


def _flow(steps_value: object, edges_value: object) -> _Data | None:
    if not isinstance(steps_value, list) or not steps_value:
        return None
    names = [_node_name(step) for step in steps_value]
    if any(name is None for name in names):
        return None
    steps = [name for name in names if name is not None]
    ids: dict[str, int] = {}
    for position, step in enumerate(steps_value):
        ids.setdefault(steps[position].lower(), position)
        if isinstance(step, Mapping):
            found = _lookup(step, ("id", "key"))
            if found is not None:
                ids.setdefault(str(found[1]).lower(), position)
    edges: list[tuple[int, int]] = []

    def node(ref: object) -> int | None:
        if isinstance(ref, int) and not isinstance(ref, bool):
            if 0 <= ref < len(steps):
                return ref
            if 1 <= ref <= len(steps) and 0 not in ids.values():
                return ref - 1
            return None
        if isinstance(ref, str):
            key = " ".join(ref.split()).lower()
            if key not in ids:
                ids[key] = len(steps)
                steps.append(_text(ref, 80))
            return ids[key]
        return None

    if isinstance(edges_value, list):
        for edge in edges_value:
            pair: tuple[object, object] | None = None
            if isinstance(edge, list | tuple) and len(edge) == 2:
                pair = (edge[0], edge[1])
            elif isinstance(edge, str):
                parts = _ARROW_RE.split(edge)
                if len(parts) == 2:
                    pair = (parts[0], parts[1])
            elif isinstance(edge, Mapping):
                source = _lookup(edge, ("from", "source", "start", "src"))
                target = _lookup(edge, ("to", "target", "end", "dst"))
                if source is not None and target is not None:
                    pair = (source[1], target[1])
            if pair is None:
                return None
            start, end = node(pair[0]), node(pair[1])
            if start is None or end is None:
                return None
            edges.append((start, end))
    else:
        edges = [(i, i + 1) for i in range(len(steps) - 1)]
    return _Data(steps=steps, edges=edges)


def _table(columns: object, rows: object) -> _Data | None:
    header = _strings(columns)
    if header is None or not isinstance(columns, list) or not isinstance(rows, list) or not rows:
        return None
    keys = [str(col) for col in columns]
    table: list[list[str]] = []
    for row in rows:
        if isinstance(row, Mapping):
            table.append([_text(row.get(key, "")) for key in keys])
        elif isinstance(row, list):
            table.append([_text(cell) for cell in row])
        else:
            return None
    return _Data(columns=header, rows=table)


def _points(value: object) -> _Data | None:
    if not isinstance(value, list) or not value:
        return None
    xs: list[float] = []
    ys: list[float] = []
    for point in value:
        if isinstance(point, list | tuple) and len(point) == 2:
            x, y = _number(point[0]), _number(point[1])
        elif isinstance(point, Mapping):
            fx, fy = _lookup(point, ("x",)), _lookup(point, ("y",))
            x = _number(fx[1]) if fx else None
            y = _number(fy[1]) if fy else None
        else:
            return None
        if x is None or y is None:
            return None
        xs.append(x)
        ys.append(y)
    return _Data(x=xs, series=[Series(values=ys)])


def _series_list(value: object) -> list[Series] | None:
    if isinstance(value, Mapping):
        out = []
        for name, values in value.items():
            numbers = _numbers(values)
            if numbers is None:
                return None
            out.append(Series(name=_text(name), values=numbers))
        return out or None
    if isinstance(value, list) and value:
        out = []
        for position, item in enumerate(value):
            if not isinstance(item, Mapping):
                return None
            name = _lookup(item, ("name", "label", "title"))
            values = _lookup(item, ("values", "data", "y", "points"))
            numbers = _numbers(values[1]) if values else None
            if numbers is None:
                return None
            out.append(
                Series(name=_text(name[1]) if name else f"series {position + 1}", values=numbers)
            )
        return out
    return None


def _from_records(records: list[Any]) -> _Data | None:
    if not all(isinstance(r, Mapping) for r in records):
        return None
    keys: list[str] = []
    for record in records:
        keys.extend(str(k) for k in record if str(k) not in keys)
    label_key: str | None = None
    numeric: list[str] = []
    for key in keys:
        column = [record.get(key) for record in records]
        if all(_number(v) is not None for v in column):
            numeric.append(key)
        elif label_key is None and all(isinstance(v, str) for v in column):
            label_key = key
    data = _Data(
        columns=[_text(k) for k in keys],
        rows=[[_text(record.get(k, "")) for k in keys] for record in records],
    )
    if label_key is not None and numeric:
        data.labels = [_text(record[label_key]) for record in records]
        data.series = [
            Series(name=_text(k), values=[_number(r[k]) or 0.0 for r in records]) for k in numeric
        ]
        if label_key.lower() not in ("name", "label", "labels", "category", "item", "x"):
            data.meta.setdefault("xlabel", _text(label_key))
    elif label_key is None and len(numeric) == 2:
        x_key, y_key = numeric
        data.x = [_number(r[x_key]) or 0.0 for r in records]
        data.series = [
            Series(name=_text(y_key), values=[_number(r[y_key]) or 0.0 for r in records])
        ]
        data.meta.setdefault("xlabel", _text(x_key))
        data.meta.setdefault("ylabel", _text(y_key))
    elif label_key is not None:
        flow = _flow([r[label_key] for r in records], None)
        if flow is not None:
            data.steps = flow.steps
            data.edges = flow.edges
    return data


def _from_list(value: list[Any]) -> _Data | None:
    if not value:
        return None
    numbers = _numbers(value)
    if numbers is not None:
        return _Data(series=[Series(values=numbers)])
    if all(isinstance(v, list | tuple) and len(v) == 2 for v in value):
        if all(_number(v[1]) is not None for v in value):
            if all(_number(v[0]) is not None for v in value):
                return _points(value)
            return _Data(
                labels=[_text(v[0]) for v in value],
                series=[Series(values=[_number(v[1]) or 0.0 for v in value])],
            )
        return None
    if all(isinstance(v, Mapping) for v in value):
        return _from_records(value)
    if all(isinstance(v, str) for v in value):
        pairs = [_PAIR_RE.fullmatch(v.strip()) for v in value]
        if all(p is not None for p in pairs):
            return _Data(
                labels=[_text(p.group(1)) for p in pairs if p is not None],
                series=[Series(values=[_number(p.group(2)) or 0.0 for p in pairs if p])],
            )
        return _flow(value, None)
    return None


def _from_mapping(value: Mapping[str, Any], depth: int) -> _Data | None:
    meta = _meta(value)
    columns, rows = _lookup(value, _COLUMN_KEYS), _lookup(value, _ROW_KEYS)
    if columns is not None and rows is not None:
        data = _table(columns[1], rows[1])
        if data is not None:
            data.meta = meta
            return data
    steps = _lookup(value, _STEP_KEYS)
    if steps is not None:
        edges = _lookup(value, _EDGE_KEYS)
        data = _flow(steps[1], edges[1] if edges else None)
        if data is not None:
            data.meta = meta
            return data
    points = _lookup(value, _POINT_KEYS)
    if points is not None:
        data = _points(points[1])
        if data is not None:
            data.meta = meta
            return data
    series_value = _lookup(value, _SERIES_KEYS)
    label_value = _lookup(value, _LABEL_KEYS)
    values_value = _lookup(value, _VALUE_KEYS)
    data = _Data(meta=meta)
    used: set[str] = set()
    if series_value is not None:
        found = _series_list(series_value[1])
        if found is not None:
            data.series = found
            used.add(series_value[0])
    if values_value is not None and not data.series:
        numbers = _numbers(values_value[1])
        if numbers is not None:
            name = _text(values_value[0]) if values_value[0].lower() not in ("values", "y") else ""
            data.series = [Series(name=name, values=numbers)]
            used.add(values_value[0])
        elif isinstance(values_value[1], Mapping | list | str) and depth < 3:
            inner = _extract(values_value[1], depth + 1)
            if inner is not None and not inner.empty():
                inner.meta = {**meta, **inner.meta}
                return inner
    if label_value is not None:
        labels = _strings(label_value[1])
        if labels is not None:
            xs = _numbers(label_value[1])
            data.labels = labels
            if xs is not None:
                data.x = xs
            used.add(label_value[0])
            if label_value[0].lower() not in ("x", "labels", "categories", "names", "keys"):
                data.meta.setdefault("xlabel", _text(label_value[0]))
    # Other numeric lists of the right length are extra series ({"year": [...], "a": [...]}).
    width = len(data.labels) or (len(data.series[0].values) if data.series else 0)
    for key, item in value.items():
        key = str(key)
        if key in used or key.lower() in _META_KEYS:
            continue
        numbers = _numbers(item)
        if numbers is not None and (not width or len(numbers) == width):
            data.series.append(Series(name=_text(key), values=numbers))
            width = width or len(numbers)
        elif not data.labels and isinstance(item, list):
            labels = _strings(item)
            if labels is not None and (not width or len(labels) == width):
                data.labels = labels
                data.meta.setdefault("xlabel", _text(key))
    if data.series:
        return data
    rest = {k: v for k, v in value.items() if str(k).lower() not in _META_KEYS}
    if rest and all(_number(v) is not None for v in rest.values()):
        return _Data(
            labels=[_text(k) for k in rest],
            series=[Series(values=[_number(v) or 0.0 for v in rest.values()])],
            meta=meta,
        )
    if rest and all(isinstance(v, Mapping) for v in rest.values()):
        inner_keys: list[str] = []
        for inner in rest.values():
            inner_keys.extend(str(k) for k in inner if str(k) not in inner_keys)
        grouped: list[Series] = []
        for key in inner_keys:
            column = [_number(inner.get(key)) for inner in rest.values()]
            if any(n is None for n in column):
                return None
            grouped.append(Series(name=_text(key), values=[n or 0.0 for n in column]))
        return _Data(labels=[_text(k) for k in rest], series=grouped, meta=meta)
    return None


def _markdown_table(text: str) -> _Data | None:
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    if len(lines) < 3 or not _TABLE_SEP_RE.match(lines[1]) or "|" not in lines[0]:
        return None

    def cells(line: str) -> list[str]:
        return [c.strip() for c in line.strip().strip("|").split("|")]

    header = cells(lines[0])
    rows = [cells(line) for line in lines[2:]]
    records = [dict(zip(header, row, strict=False)) for row in rows]
    data = _from_records(records)
    if data is None:
        return None
    data.columns = [_text(c) for c in header]
    data.rows = [[_text(c) for c in row] for row in rows]
    return data


def _from_text(text: str, depth: int) -> _Data | None:
    stripped = text.strip()
    if not stripped:
        return None
    if stripped[0] in "{[" and depth < 3:
        try:
            decoded = json.loads(stripped)
        except ValueError:
            decoded = None
        if isinstance(decoded, dict | list):
            return _extract(decoded, depth + 1)
    table = _markdown_table(stripped)
    if table is not None:
        return table
    parts = [p.strip(" .") for p in _ARROW_RE.split(stripped)]
    if len(parts) >= 2 and all(0 < len(p) <= 80 for p in parts):
        return _flow(parts, None)
    named = _NAMED_LIST_RE.findall(stripped)
    if named:
        mapping: dict[str, Any] = {}
        for name, items in named:
            cells = [c.strip().strip("'\"") for c in items.split(",") if c.strip()]
            mapping[name.strip()] = cells
        leftover = _NAMED_LIST_RE.sub("", stripped)
        if len(re.findall(r"[A-Za-z]", leftover)) <= 40:
            data = _from_mapping(mapping, depth + 1)
            if data is not None:
                return data
    pairs = _PAIR_RE.findall(stripped)
    if len(pairs) >= 2:
        leftover = _PAIR_RE.sub("", stripped)
        if len(re.findall(r"[A-Za-z]", leftover)) <= 40:
            return _Data(
                labels=[_text(label) for label, _ in pairs],
                series=[Series(values=[_number(v) or 0.0 for _, v in pairs])],
            )
    numbers = re.findall(r"[-+]?\d+(?:\.\d+)?", stripped)
    if len(numbers) >= 2 and re.fullmatch(r"[\s\d.,;+\-\[\]()]+", stripped):
        return _Data(series=[Series(values=[float(n) for n in numbers])])
    return None


def _extract(data: object, depth: int = 0) -> _Data | None:
    if isinstance(data, Mapping):
        return _from_mapping(data, depth)
    if isinstance(data, list):
        return _from_list(data)
    if isinstance(data, str):
        return _from_text(data, depth)
    return None


def _kind_of(diagram_type: str) -> PlotKind | None:
    lowered = " ".join(diagram_type.lower().replace("_", " ").split())
    for kind, words in _KIND_KEYWORDS:
        if any(word in lowered for word in words):
            return kind
    return None


def _flow_positions(count: int, edges: Sequence[tuple[int, int]]) -> list[tuple[float, float]]:
    """Node centres in axes coordinates.

    A simple chain longer than five nodes snakes through rows of up to four boxes; any
    other graph is laid out in layers (level = longest path over forward edges).
    """
    if count > 5 and sorted(edges) == [(i, i + 1) for i in range(count - 1)]:
        cols = 4 if count > 9 else 3
        rows = -(-count // cols)
        snake: list[tuple[float, float]] = []
        for node in range(count):
            row, col = divmod(node, cols)
            if row % 2:
                col = cols - 1 - col
            y = 0.5 if rows == 1 else 0.88 - 0.76 * row / (rows - 1)
            snake.append((round((col + 0.5) / cols, 4), round(y, 4)))
        return snake
    level = [0] * count
    for start, end in sorted(e for e in edges if e[0] < e[1]):
        level[end] = max(level[end], level[start] + 1)
    levels = max(level, default=0) + 1
    members: dict[int, list[int]] = {}
    for node, lvl in enumerate(level):
        members.setdefault(lvl, []).append(node)
    positions: list[tuple[float, float]] = [(0.5, 0.5)] * count
    for lvl, nodes in members.items():
        y = 0.5 if levels == 1 else 0.9 - 0.8 * lvl / (levels - 1)
        for rank, node in enumerate(nodes):
            positions[node] = (round((rank + 1) / (len(nodes) + 1), 4), round(y, 4))
    return positions


def _fit(kind: PlotKind | None, data: _Data, title: str) -> PlotSpec | None:
    meta = data.meta
    base: dict[str, Any] = {
        "title": meta.get("title") or title,
        "xlabel": meta.get("xlabel", ""),
        "ylabel": meta.get("ylabel", ""),
    }
    if kind is None:
        if data.steps and not data.series:
            kind = "flowchart"
        elif data.columns and data.rows and not data.series:
            kind = "table"
        elif data.x and data.series and len(data.x) == len(data.series[0].values):
            kind = "line"
        elif data.series:
            kind = "bar"
        else:
            return None
    if kind == "flowchart":
        if not data.steps or len(data.steps) > _MAX_NODES:
            return None
        edges = [e for e in data.edges if e[0] != e[1]]
        return PlotSpec(
            kind="flowchart",
            title=base["title"],
            steps=data.steps,
            edges=edges,
            positions=_flow_positions(len(data.steps), edges),
        )
    if kind == "table":
        columns, rows = data.columns, data.rows
        if not columns and data.series:
            columns = [base["xlabel"] or "", *[s.name or "value" for s in data.series]]
            labels = data.labels or [str(i + 1) for i in range(len(data.series[0].values))]
            rows = [
                [label, *[_text(s.values[i]) for s in data.series]]
                for i, label in enumerate(labels)
                if all(i < len(s.values) for s in data.series)
            ]
        if not columns or not rows:
            return None
        width = min(len(columns), _MAX_TABLE_COLS)
        rows = [(row + [""] * width)[:width] for row in rows[:_MAX_TABLE_ROWS]]
        return PlotSpec(kind="table", title=base["title"], columns=columns[:width], rows=rows)
    if not data.series or len(data.series) > _MAX_SERIES:
        return None
    length = len(data.series[0].values)
    if length == 0 or length > _MAX_POINTS or any(len(s.values) != length for s in data.series):
        return None
    if kind == "histogram":
        if data.labels and len(data.labels) == length:
            kind = "bar"  # already binned: one count per labelled bin
        else:
            values = [v for s in data.series for v in s.values]
            return PlotSpec(
                kind="histogram", series=[Series(values=values)], bins=meta.get("bins"), **base
            )
    if kind == "scatter":
        xs = data.x if len(data.x) == length else None
        if xs is None:
            return None
        return PlotSpec(kind="scatter", x=xs, series=data.series, **base)
    labels = data.labels if len(data.labels) == length else []
    if kind == "line":
        xs = data.x if len(data.x) == length else []
        if not xs and not labels:
            xs = [float(i) for i in range(length)]
        return PlotSpec(kind="line", labels=[] if xs else labels, x=xs, series=data.series, **base)
    if length > _MAX_CATEGORIES:
        return None
    labels = labels or [str(i + 1) for i in range(length)]
    if kind == "pie":
        values = data.series[0].values
        if any(v < 0 for v in values) or sum(values) <= 0:
            return None
        return PlotSpec(kind="pie", labels=labels, series=[data.series[0]], **base)
    return PlotSpec(
        kind=kind if kind == "barh" else "bar", labels=labels, series=data.series, **base
    )


def parse_plot_spec(
    diagram_type: object, data: object, *, description: str = ""
) -> PlotSpec | None:
    """Normalise the parameters of a Code call into a plot spec, if they carry data.

    ``diagram_type`` picks the kind by keyword (``"grouped bar chart"`` -> bar,
    ``"process flowchart"`` -> flowchart...); an unrecognised type is inferred from the
    shape of the data. ``data`` may be a JSON object or list, or text holding JSON, a
    markdown table, ``label: value`` pairs, named lists or an arrow chain.

    Args:
        diagram_type: ``params.diagram_type``.
        data: ``params.data``.
        description: The call's description, used as the title when the data has none.

    Returns:
        The spec, or ``None`` when there is no usable structured data (the model path).
    """
    kind = _kind_of(diagram_type) if isinstance(diagram_type, str) else None
    found = _extract(data)
    if found is None or found.empty():
        return None
    title = _text(description, 90) if description.strip() else ""
    return _fit(kind, found, title)
