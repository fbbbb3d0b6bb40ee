"""Code backend: data-driven plots rendered by matplotlib in an isolated worker process.

``Code {diagram_type, data}`` is executed in one of two ways:

1. **Deterministic path.** When ``data`` carries structured data (a JSON object or list, or
   text such as ``"A: 10, B: 20"``, ``"x = [1, 2], y = [3, 4]"``, a markdown table or
   ``"step 1 -> step 2"``), :func:`parse_plot_spec` normalises it into a :class:`PlotSpec`
   (bar, horizontal bar, line, scatter, pie, histogram, table or flowchart) and
   :func:`build_plot_script` writes a matplotlib script for it. The same call always
   yields the same script and the same PNG (``code_width_px`` x ``code_height_px``).
2. **Model path.** Otherwise a configured :class:`~mmtoolbench.models.base.Model` writes
   the script (:data:`CODE_SYSTEM_PROMPT`); the script is statically checked
   (:func:`check_script`), run, and on failure the error goes back to the model (up to
   ``code_model_attempts`` times). Without a model, a labelled stand-in card is returned.

Either way the script runs outside the evaluator process, chosen by
``ExecutionConfig.code_runner``:

* :class:`InterpreterScriptRunner` (``interpreter``; ``auto`` by default): the project's
  sandboxed interpreter (:mod:`mmtoolbench.isolation`: static check, network
  and mount namespaces with a private read-only root, dropped privileges, seccomp,
  rlimits, audit hook, wall-clock timeout). The image comes back base64-encoded on stdout.
* :class:`SubprocessScriptRunner` (``subprocess``, and the ``auto`` fallback when the
  interpreter cannot start): ``python -I`` with a scrubbed environment (no API keys), its
  own temporary working directory, resource limits (address space, CPU time, file size,
  open files, no core dumps), a wall-clock timeout (the process group is killed), and an
  audit hook that blocks process creation, sockets, ``ctypes``, signals and file access
  outside the worker's directory and the Python installation.

Both keep a warm worker with matplotlib imported, so a plot takes well under a second,
and replace it after every model-written script, so untrusted code never shares a
process with a later script.
"""

from __future__ import annotations

import ast
import asyncio
import base64
import contextlib
import json
import math
import os
import re
import shutil
import signal
import struct
import sys
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Literal, Protocol

from pydantic import BaseModel, ConfigDict, Field

from mmtoolbench.atp.execute.backends import (
    BackendOutput,
    ExecutionConfig,
    StepError,
    StepRequest,
)
from mmtoolbench.atp.execute.offline import stand_in_card
from mmtoolbench.core.images import sniff_image
from mmtoolbench.core.messages import GenerateConfig, Message
from mmtoolbench.models.base import Model

if TYPE_CHECKING:
    from mmtoolbench.isolation import InterpreterSession

__all__ = [
    "ALLOWED_IMPORTS",
    "CODE_SYSTEM_PROMPT",
    "CodeBackend",
    "InterpreterScriptRunner",
    "PlotKind",
    "PlotSpec",
    "ScriptOutput",
    "ScriptRunner",
    "Series",
    "SubprocessScriptRunner",
    "build_plot_script",
    "check_script",
    "extract_script",
    "make_script_runner",
    "parse_plot_spec",
]

PlotKind = Literal["bar", "barh", "line", "scatter", "pie", "histogram", "table", "flowchart"]

OUTPUT_NAME = "plot.png"
"""File name every script saves its figure to (in its working directory)."""

_MAX_CATEGORIES = 60
_MAX_SERIES = 10
_MAX_POINTS = 5000
_MAX_TABLE_ROWS = 30
_MAX_TABLE_COLS = 10
_MAX_NODES = 16
_MAX_LABEL = 40

# --------------------------------------------------------------------------- plot specs


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


# --------------------------------------------------------------------------- scripts

_PALETTE = (
    "#4C72B0",
    "#DD8452",
    "#55A868",
    "#C44E52",
    "#8172B3",
    "#937860",
    "#DA8BC3",
    "#8C8C8C",
    "#CCB974",
    "#64B5CD",
)

_HEADER = """\
# Generated by mmtoolbench (ATP Code backend, deterministic path): {kind} plot.
import json
import textwrap

import matplotlib
from matplotlib.figure import Figure

SPEC = json.loads({spec!r})
PALETTE = {palette!r}
WIDTH_PX, HEIGHT_PX, DPI = {width}, {height}, {dpi}
STYLE = {{
    "text.parse_math": False,
    "font.size": 10,
    "axes.spines.top": False,
    "axes.spines.right": False,
}}


def ticks(labels):
    rotate = len(labels) > 6 or max((len(label) for label in labels), default=0) > 10
    return {{"rotation": 30 if rotate else 0, "ha": "right" if rotate else "center"}}


with matplotlib.rc_context(STYLE):
    fig = Figure(figsize=(WIDTH_PX / DPI, HEIGHT_PX / DPI), dpi=DPI)
    ax = fig.add_subplot()
"""

_FOOTER = """\
    if SPEC["title"]:
        ax.set_title("\\n".join(textwrap.wrap(SPEC["title"], 70)[:2]), fontsize=11)
    if SPEC["xlabel"]:
        ax.set_xlabel(SPEC["xlabel"])
    if SPEC["ylabel"]:
        ax.set_ylabel(SPEC["ylabel"])
    fig.tight_layout()
    fig.savefig({output!r}, dpi=DPI, metadata={{"Software": None}})
"""

_BODIES: Mapping[str, str] = MappingProxyType(
    {
        "bar": """\
    labels, series = SPEC["labels"], SPEC["series"]
    width = 0.8 / len(series)
    positions = list(range(len(labels)))
    for k, s in enumerate(series):
        offsets = [p - 0.4 + width * (k + 0.5) for p in positions]
        bars = ax.bar(offsets, s["values"], width=width, label=s["name"] or None,
                      color=PALETTE[k % len(PALETTE)])
        if len(series) == 1 and len(labels) <= 15:
            ax.bar_label(bars, fmt="%g", padding=2, fontsize=8)
    ax.set_xticks(positions, labels, **ticks(labels))
    ax.axhline(0, color="#444444", linewidth=0.8)
    if len(series) > 1 or series[0]["name"]:
        ax.legend(frameon=False)
""",
        "barh": """\
    labels, series = SPEC["labels"], SPEC["series"]
    height = 0.8 / len(series)
    positions = list(range(len(labels)))
    for k, s in enumerate(series):
        offsets = [p - 0.4 + height * (k + 0.5) for p in positions]
        bars = ax.barh(offsets, s["values"], height=height, label=s["name"] or None,
                       color=PALETTE[k % len(PALETTE)])
        if len(series) == 1 and len(labels) <= 15:
            ax.bar_label(bars, fmt="%g", padding=2, fontsize=8)
    ax.set_yticks(positions, labels)
    ax.invert_yaxis()
    if len(series) > 1 or series[0]["name"]:
        ax.legend(frameon=False)
""",
        "line": """\
    labels, series = SPEC["labels"], SPEC["series"]
    xs = SPEC["x"] or list(range(len(labels)))
    for k, s in enumerate(series):
        ax.plot(xs, s["values"], marker="o" if len(xs) <= 40 else None, markersize=4,
                label=s["name"] or None, color=PALETTE[k % len(PALETTE)])
    if not SPEC["x"]:
        ax.set_xticks(xs, labels, **ticks(labels))
    elif all(float(v).is_integer() for v in xs):
        from matplotlib.ticker import MaxNLocator

        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
    ax.grid(alpha=0.3)
    if len(series) > 1 or series[0]["name"]:
        ax.legend(frameon=False)
""",
        "scatter": """\
    series = SPEC["series"]
    for k, s in enumerate(series):
        ax.scatter(SPEC["x"], s["values"], s=22, alpha=0.85, label=s["name"] or None,
                   color=PALETTE[k % len(PALETTE)])
    ax.grid(alpha=0.3)
    if len(series) > 1 or series[0]["name"]:
        ax.legend(frameon=False)
""",
        "pie": """\
    values = SPEC["series"][0]["values"]
    ax.pie(values, labels=SPEC["labels"], autopct="%1.1f%%", startangle=90,
           counterclock=False, colors=[PALETTE[i % len(PALETTE)] for i in range(len(values))],
           wedgeprops={"linewidth": 1, "edgecolor": "white"}, textprops={"fontsize": 9})
    ax.set_aspect("equal")
""",
        "histogram": """\
    ax.hist(SPEC["series"][0]["values"], bins=SPEC["bins"] or "auto", color=PALETTE[0],
            edgecolor="white")
    ax.set_ylabel(SPEC["ylabel"] or "count")
""",
        "table": """\
    ax.axis("off")
    rows = [["\\n".join(textwrap.wrap(cell, 24)[:2]) for cell in row] for row in SPEC["rows"]]
    table = ax.table(cellText=rows, colLabels=SPEC["columns"], loc="center", cellLoc="left")
    table.auto_set_font_size(False)
    table.set_fontsize(9 if len(rows) <= 12 else 7)
    table.scale(1, 1.4 if len(rows) <= 12 else 1.1)
    for (row, _col), cell in table.get_celld().items():
        cell.set_edgecolor("#BBBBBB")
        if row == 0:
            cell.set_facecolor("#E8EEF7")
            cell.get_text().set_fontweight("bold")
""",
        "flowchart": """\
    ax.axis("off")
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    size = 10 if len(SPEC["steps"]) <= 6 else 8
    boxes = []
    for k, (label, (x, y)) in enumerate(zip(SPEC["steps"], SPEC["positions"])):
        boxes.append(ax.text(
            x, y, "\\n".join(textwrap.wrap(label, 26)[:3]), ha="center", va="center",
            fontsize=size, zorder=3,
            bbox={"boxstyle": "round,pad=0.5", "facecolor": "#E8EEF7",
                  "edgecolor": PALETTE[0], "linewidth": 1.2},
        ))
    for start, end in SPEC["edges"]:
        ax.annotate("", xy=(0.5, 0.5), xycoords=boxes[end], xytext=(0.5, 0.5),
                    textcoords=boxes[start], zorder=2,
                    arrowprops={"arrowstyle": "-|>", "color": "#444444", "shrinkA": 0,
                                "shrinkB": 0, "patchA": boxes[start].get_bbox_patch(),
                                "patchB": boxes[end].get_bbox_patch()})
""",
    }
)


def build_plot_script(
    spec: PlotSpec,
    *,
    width_px: int = 640,
    height_px: int = 480,
    dpi: int = 100,
    output: str = OUTPUT_NAME,
) -> str:
    """Write the matplotlib script drawing ``spec`` (deterministic: same spec, same text).

    The script embeds the spec as a JSON literal (so no data is ever evaluated as code),
    disables mathtext parsing of labels, and saves a ``width_px`` x ``height_px`` PNG to
    ``output`` in its working directory.

    Args:
        spec: The plot spec.
        width_px: Image width.
        height_px: Image height.
        dpi: Resolution.
        output: Output file name.

    Returns:
        The script source.
    """
    spec_json = json.dumps(spec.model_dump(mode="json"), ensure_ascii=False, sort_keys=True)
    header = _HEADER.format(
        kind=spec.kind,
        spec=spec_json,
        palette=list(_PALETTE),
        width=width_px,
        height=height_px,
        dpi=dpi,
    )
    return header + _BODIES[spec.kind] + _FOOTER.format(output=output)


# --------------------------------------------------------------------------- model path

ALLOWED_IMPORTS: frozenset[str] = frozenset(
    {
        "matplotlib",
        "numpy",
        "math",
        "cmath",
        "random",
        "statistics",
        "datetime",
        "calendar",
        "collections",
        "itertools",
        "functools",
        "operator",
        "json",
        "textwrap",
        "string",
        "re",
        "decimal",
        "fractions",
        "typing",
        "dataclasses",
        "enum",
        "copy",
        "io",
        "warnings",
    }
)
"""Top-level modules a model-written script may import (a subset of what the sandboxed
interpreter allows)."""

_FORBIDDEN_CALLS = frozenset(
    {"eval", "exec", "compile", "__import__", "breakpoint", "input", "globals", "vars", "open"}
)
_ALLOWED_DUNDERS = frozenset({"__init__", "__name__", "__doc__", "__len__", "__call__"})

CODE_SYSTEM_PROMPT = f"""\
You write one self-contained Python script that draws a chart or diagram with matplotlib.
Rules:
- Use matplotlib (the Agg backend is already selected) and, if needed, numpy and the Python
  standard library modules {", ".join(sorted(ALLOWED_IMPORTS - {"matplotlib", "numpy"}))}.
- Do not read or write any file except the output, do not use the network, do not start
  processes, do not call plt.show().
- Save the figure exactly once with fig.savefig("{OUTPUT_NAME}", dpi=100) into the current
  directory; prefer a 6.4 x 4.8 inch figure.
- Include a title and axis labels where they make sense; all text in English unless the
  request uses another language.
Reply with the complete script in a single ```python fenced code block and nothing else."""
"""System prompt of the code model."""

_FENCE_RE = re.compile(r"```(?:python|py|python3)?[ \t]*\n(.*?)```", re.DOTALL | re.IGNORECASE)


def extract_script(text: str) -> str:
    """Return the Python code of a model reply (its first fenced block, else all of it).

    Args:
        text: The model's reply.
    """
    blocks = _FENCE_RE.findall(text)
    if blocks:
        return str(max(blocks, key=len)).strip() + "\n"
    return text.strip() + "\n"


def check_script(source: str) -> list[str]:
    """Statically check a model-written script before it runs (first isolation layer).

    Rejects syntax errors, imports outside :data:`ALLOWED_IMPORTS`, dynamic code
    (``eval``, ``exec``, ``compile``, ``__import__``, ``open``...) and dunder attribute
    access (``__class__``, ``__globals__``...). The runtime sandbox enforces the same
    limits independently.

    Args:
        source: The script.

    Returns:
        Problems found (empty when the script may run).
    """
    try:
        tree = ast.parse(source)
    except SyntaxError as exc:
        return [f"syntax error on line {exc.lineno}: {exc.msg}"]
    problems: list[str] = []
    for node in ast.walk(tree):
        modules: list[str] = []
        line = getattr(node, "lineno", "?")
        if isinstance(node, ast.Import):
            modules = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                problems.append(f"line {node.lineno}: relative imports are not allowed")
            modules = [node.module or ""]
        for module in modules:
            if module.split(".")[0] not in ALLOWED_IMPORTS:
                problems.append(f"line {line}: import of {module!r} is not allowed")
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in _FORBIDDEN_CALLS
        ):
            problems.append(f"line {node.lineno}: calling {node.func.id}() is not allowed")
        if isinstance(node, ast.Name) and node.id in ("__builtins__", "__loader__", "__spec__"):
            problems.append(f"line {node.lineno}: {node.id} is not allowed")
        if (
            isinstance(node, ast.Attribute)
            and node.attr.startswith("__")
            and node.attr not in _ALLOWED_DUNDERS
        ):
            problems.append(f"line {node.lineno}: attribute {node.attr} is not allowed")
    return problems


# --------------------------------------------------------------------------- sandbox

_WORKER_SOURCE = r"""
import contextlib
import io
import json
import os
import struct
import sys
import traceback


def main():
    proto_in = os.fdopen(os.dup(0), "rb", buffering=0)
    proto_out = os.fdopen(os.dup(1), "wb", buffering=0)
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    cfg = json.loads(sys.argv[1])
    root = os.path.realpath(cfg["root"])

    import resource

    def limit(name, value):
        which = getattr(resource, name, None)
        if which is None:
            return
        soft, hard = resource.getrlimit(which)
        if hard != resource.RLIM_INFINITY:
            value = min(value, hard)
        try:
            resource.setrlimit(which, (value, value))
        except (ValueError, OSError):
            pass

    limit("RLIMIT_AS", cfg["memory_bytes"])
    limit("RLIMIT_FSIZE", cfg["file_bytes"])
    limit("RLIMIT_CORE", 0)
    limit("RLIMIT_CPU", cfg["cpu_seconds"])

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import numpy  # noqa: F401
    from matplotlib.figure import Figure

    warm = Figure(figsize=(2, 2), dpi=40)
    axes = warm.add_subplot()
    axes.bar(["a", "b"], [1, 2])
    axes.set_title("warm-up")
    warm.savefig(io.BytesIO(), format="png")
    defaults = matplotlib.rcParams.copy()
    limit("RLIMIT_NOFILE", 64)

    readable = [root]
    for entry in [sys.prefix, sys.base_prefix, sys.exec_prefix, *sys.path, cfg["cache"],
                  matplotlib.get_data_path(), "/usr/share/fonts", "/usr/local/share/fonts",
                  "/etc/fonts", "/usr/share/zoneinfo", os.devnull, "/dev/urandom"]:
        if entry:
            readable.append(os.path.realpath(entry))

    def inside(path, bases):
        try:
            real = os.path.realpath(os.fsdecode(path))
        except (TypeError, ValueError):
            return False
        return any(real == base or real.startswith(base.rstrip("/") + "/") for base in bases)

    blocked = {
        "subprocess.Popen", "os.system", "os.exec", "os.posix_spawn", "os.spawn", "os.fork",
        "os.forkpty", "pty.spawn", "socket.__new__", "socket.connect", "socket.bind",
        "socket.getaddrinfo", "socket.sendto", "ctypes.dlopen", "ctypes.dlsym", "ctypes.cdata",
        "ctypes.call_function", "os.kill", "os.killpg", "signal.pthread_kill",
        "resource.setrlimit", "os.chroot", "os.setxattr", "os.putenv", "os.unsetenv",
    }
    writes = {"os.remove", "os.rename", "os.rmdir", "os.mkdir", "os.chmod", "os.chown",
              "os.symlink", "os.link", "os.truncate", "shutil.rmtree", "os.utime"}
    write_flags = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_TRUNC

    def hook(event, args):
        if event in blocked:
            raise PermissionError(f"{event} is not allowed in the plotting sandbox")
        if event == "open":
            path, mode, flags = args
            if path is None or isinstance(path, int):
                return
            writing = bool(mode and any(c in str(mode) for c in "wax+")) or bool(
                (flags or 0) & write_flags
            )
            if writing and not inside(path, [root]):
                raise PermissionError(f"writing outside the working directory is not allowed")
            if not writing and not inside(path, readable):
                raise PermissionError(f"reading {os.fsdecode(path)!r} is not allowed")
        elif event in writes:
            for arg in args:
                if isinstance(arg, (str, bytes, os.PathLike)) and not inside(arg, [root]):
                    raise PermissionError(f"{event} outside the working directory is not allowed")

    sys.addaudithook(hook)

    def send(message):
        body = json.dumps(message).encode("utf-8")
        proto_out.write(struct.pack(">I", len(body)) + body)
        proto_out.flush()

    def receive():
        header = proto_in.read(4)
        if len(header) < 4:
            return None
        (size,) = struct.unpack(">I", header)
        chunks = []
        while size:
            chunk = proto_in.read(size)
            if not chunk:
                return None
            chunks.append(chunk)
            size -= len(chunk)
        return json.loads(b"".join(chunks).decode("utf-8"))

    send({"ready": True, "pid": os.getpid()})
    while True:
        request = receive()
        if request is None:
            return
        job = os.path.realpath(request["job_dir"])
        out, err = io.StringIO(), io.StringIO()
        ok, error = True, None
        try:
            if not inside(job, [root]):
                raise PermissionError("job directory outside the worker root")
            os.chdir(job)
            code = compile(request["code"], "<script>", "exec")
            namespace = {"__name__": "__main__"}
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                exec(code, namespace)
                if not os.path.exists(request["output"]) and plt.get_fignums():
                    plt.gcf().savefig(request["output"])
        except BaseException as exc:
            ok = False
            frames = [f for f in traceback.extract_tb(exc.__traceback__) if f.filename == "<script>"]
            where = f"line {frames[-1].lineno}: " if frames else ""
            error = where + "".join(traceback.format_exception_only(type(exc), exc)).strip()
        finally:
            with contextlib.suppress(BaseException):
                plt.close("all")
                matplotlib.rcParams.update(defaults)
                os.chdir(root)
        send({"ok": ok, "error": error, "stdout": out.getvalue()[-2000:],
              "stderr": err.getvalue()[-2000:]})


main()
"""

_MAX_MESSAGE = 1 << 20
_MAX_IMAGE_BYTES = 32 * 1024 * 1024
_SCRUBBED_ENV_KEEP = ("LANG", "LC_ALL", "TZ")


@dataclass(frozen=True)
class ScriptOutput:
    """What a plotting script produced.

    Attributes:
        image: The encoded image it saved.
        stdout: The tail of what it printed.
    """

    image: bytes = field(repr=False)
    stdout: str = ""


class ScriptRunner(Protocol):
    """Runs a plotting script in isolation and returns the image it saves.

    Attributes:
        name: Runner name recorded in step notes.
    """

    name: str

    async def run(self, script: str, *, trusted: bool) -> ScriptOutput:
        """Run ``script`` and return the image it saved as ``plot.png``.

        Args:
            script: Python source.
            trusted: ``True`` for scripts generated by this package; ``False`` for
                model-written ones (never share a process with later scripts).

        Raises:
            StepError: Timeout, crash, exception in the script, or no image saved.
        """
        ...

    async def aclose(self) -> None:
        """Stop worker processes."""
        ...


def _default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "mmtoolbench" / "matplotlib"


class _WorkerFailure(StepError):
    """The worker timed out or died; it must be replaced."""


@dataclass
class _Worker:
    process: asyncio.subprocess.Process
    root: Path
    jobs: int = 0

    def alive(self) -> bool:
        return self.process.returncode is None

    def log_tail(self) -> str:
        try:
            text = (self.root / "worker.log").read_text(encoding="utf-8", errors="replace")
        except OSError:
            return ""
        lines = [line for line in text.strip().splitlines() if line.strip()]
        return lines[-1][:300] if lines else ""

    async def kill(self) -> None:
        if self.alive():
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.killpg(self.process.pid, signal.SIGKILL)
            with contextlib.suppress(ProcessLookupError):
                self.process.kill()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.process.wait(), timeout=5)
        transport = getattr(self.process, "_transport", None)
        if transport is not None:
            with contextlib.suppress(Exception):
                transport.close()
        shutil.rmtree(self.root, ignore_errors=True)


async def _read_message(reader: asyncio.StreamReader) -> dict[str, Any]:
    header = await reader.readexactly(4)
    (size,) = struct.unpack(">I", header)
    if size > _MAX_MESSAGE:
        raise StepError("Code: the plotting worker sent an oversized message")
    body = await reader.readexactly(size)
    message = json.loads(body.decode("utf-8"))
    if not isinstance(message, dict):
        raise StepError("Code: the plotting worker sent an invalid message")
    return message


class SubprocessScriptRunner:
    """Runs scripts in a warm, isolated ``python -I`` worker process.

    One worker at a time serves scripts one after another. Trusted (generated) scripts
    reuse it; after an untrusted script the worker is replaced (a fresh one is started in
    the background). The worker is also replaced after a timeout, a crash, or 200 jobs.

    Attributes:
        name: ``subprocess``.
    """

    name = "subprocess"

    def __init__(
        self,
        *,
        timeout_s: float = 30.0,
        memory_mb: int = 2048,
        startup_timeout_s: float = 120.0,
        cache_dir: Path | None = None,
        python: str | None = None,
        max_jobs: int = 200,
    ) -> None:
        """Create the runner (no process is started until needed or :meth:`start`).

        Args:
            timeout_s: Wall-clock limit of one script.
            memory_mb: Address-space limit of the worker.
            startup_timeout_s: Limit on starting a worker (imports, font cache).
            cache_dir: Persistent matplotlib config/cache directory for the worker.
            python: Interpreter to run (default: this one).
            max_jobs: Replace the worker after this many scripts.
        """
        self._timeout = timeout_s
        self._memory = memory_mb * 1024 * 1024
        self._startup_timeout = startup_timeout_s
        self._cache_dir = cache_dir or _default_cache_dir()
        self._python = python or sys.executable
        self._max_jobs = max_jobs
        self._lock = asyncio.Lock()
        self._worker: _Worker | None = None
        self._spawning: asyncio.Task[_Worker] | None = None
        self._closed = False

    def _env(self, root: Path) -> dict[str, str]:
        env = {key: os.environ[key] for key in _SCRUBBED_ENV_KEEP if key in os.environ}
        env.update(
            {
                "PATH": "/usr/bin:/bin",
                "HOME": str(root),
                "TMPDIR": str(root),
                "MPLBACKEND": "Agg",
                "MPLCONFIGDIR": str(self._cache_dir),
                "OPENBLAS_NUM_THREADS": "1",
                "OMP_NUM_THREADS": "1",
                "MKL_NUM_THREADS": "1",
            }
        )
        env.setdefault("LANG", "C.UTF-8")
        return env

    async def _spawn(self) -> _Worker:
        self._cache_dir.mkdir(parents=True, exist_ok=True)
        root = Path(tempfile.mkdtemp(prefix="mmtb-plot-"))
        config = {
            "root": str(root),
            "cache": str(self._cache_dir),
            "memory_bytes": self._memory,
            "file_bytes": 64 * 1024 * 1024,
            "cpu_seconds": int(max(600, self._timeout * 50)),
        }
        with (root / "worker.log").open("wb") as log:
            process = await asyncio.create_subprocess_exec(
                self._python,
                "-I",
                "-c",
                _WORKER_SOURCE,
                json.dumps(config),
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=log,
                cwd=str(root),
                env=self._env(root),
                start_new_session=True,
            )
        worker = _Worker(process=process, root=root)
        try:
            assert process.stdout is not None
            hello = await asyncio.wait_for(_read_message(process.stdout), self._startup_timeout)
        except (TimeoutError, asyncio.IncompleteReadError, ValueError, StepError):
            detail = worker.log_tail()
            await worker.kill()
            raise StepError(
                "Code: the plotting worker failed to start" + (f": {detail}" if detail else "")
            ) from None
        except BaseException:
            await worker.kill()
            raise
        if not hello.get("ready"):
            await worker.kill()
            raise StepError("Code: the plotting worker failed to start")
        return worker

    async def start(self) -> None:
        """Start the worker now (optional; the first script starts it otherwise)."""
        async with self._lock:
            await self._acquire()

    async def _acquire(self) -> _Worker:
        if self._closed:
            raise StepError("Code: the script runner is closed")
        if self._worker is not None and self._worker.alive():
            return self._worker
        if self._worker is not None:
            await self._worker.kill()
            self._worker = None
        spawning, self._spawning = self._spawning, None
        worker = await spawning if spawning is not None else await self._spawn()
        if not worker.alive():
            await worker.kill()
            worker = await self._spawn()
        self._worker = worker
        return worker

    async def _retire(self, *, respawn: bool) -> None:
        if self._worker is not None:
            await self._worker.kill()
            self._worker = None
        if respawn and not self._closed and self._spawning is None:
            self._spawning = asyncio.create_task(self._spawn())

    def _collect(self, job: Path) -> bytes:
        candidates = [job / OUTPUT_NAME]
        candidates += sorted(
            p
            for p in job.iterdir()
            if p.suffix.lower() in (".png", ".jpg", ".jpeg", ".webp") and p.name != OUTPUT_NAME
        )
        for path in candidates:
            if path.is_file() and not path.is_symlink():
                if path.stat().st_size > _MAX_IMAGE_BYTES:
                    raise StepError("Code: the saved image is too large")
                data = path.read_bytes()
                try:
                    sniff_image(data)
                except ValueError as exc:
                    raise StepError(f"Code: the script saved an unreadable image: {exc}") from None
                return data
        raise StepError(
            f"Code: the script ran but saved no image (expected fig.savefig({OUTPUT_NAME!r}))"
        )

    async def _exchange(self, worker: _Worker, job: Path, script: str) -> dict[str, Any]:
        """Send one job and wait for the reply; worker failures raise ``_WorkerFailure``."""
        request = json.dumps({"job_dir": str(job), "code": script, "output": OUTPUT_NAME})
        payload = request.encode("utf-8")
        stdin, stdout = worker.process.stdin, worker.process.stdout
        if stdin is None or stdout is None:
            raise _WorkerFailure("Code: the plotting worker has no pipes")
        try:
            stdin.write(struct.pack(">I", len(payload)) + payload)
            await stdin.drain()
            return await asyncio.wait_for(_read_message(stdout), self._timeout)
        except TimeoutError:
            raise _WorkerFailure(
                f"Code: the script did not finish within {self._timeout:g} s"
            ) from None
        except (asyncio.IncompleteReadError, ConnectionError, ValueError, StepError):
            await asyncio.sleep(0.05)
            detail = worker.log_tail()
            raise _WorkerFailure(
                "Code: the plotting worker died while running the script"
                + (f" ({detail})" if detail else " (memory or CPU limit?)")
            ) from None

    async def run(self, script: str, *, trusted: bool) -> ScriptOutput:
        """Run ``script`` in the worker and return the image it saved.

        Args:
            script: Python source.
            trusted: Whether the script was generated by this package.

        Returns:
            The image and the script's printed output.

        Raises:
            StepError: Timeout, crash, exception in the script, or no image saved.
        """
        async with self._lock:
            worker = await self._acquire()
            worker.jobs += 1
            job = Path(tempfile.mkdtemp(prefix=f"job-{worker.jobs}-", dir=worker.root))
            retire = not trusted or worker.jobs >= self._max_jobs
            try:
                reply = await self._exchange(worker, job, script)
                if not reply.get("ok"):
                    raise StepError(f"Code: the script failed: {reply.get('error') or 'error'}")
                image = await asyncio.to_thread(self._collect, job)
                return ScriptOutput(image=image, stdout=str(reply.get("stdout") or ""))
            except _WorkerFailure:
                retire = True
                raise
            except StepError:
                raise
            except BaseException:
                retire = True
                raise
            finally:
                shutil.rmtree(job, ignore_errors=True)
                if retire:
                    await self._retire(respawn=True)

    async def aclose(self) -> None:
        """Stop the worker and any worker being started (idempotent)."""
        self._closed = True
        spawning, self._spawning = self._spawning, None
        if spawning is not None:
            # Let a start in progress finish, then stop it: cancelling mid-spawn could
            # leave a process behind.
            with contextlib.suppress(Exception):
                worker = await spawning
                await worker.kill()
        if self._worker is not None:
            await self._worker.kill()
            self._worker = None


# --------------------------------------------------------------------------- interpreter

_MAX_INTERPRETER_IMAGE = 8 * 1024 * 1024
_IMAGE_MARK = re.compile(r"<<MMTB-IMAGE>>([A-Za-z0-9+/=]*)<<END>>")
_PROLOGUE = f'open("{OUTPUT_NAME}", "wb").close()\n'
_EPILOGUE = f"""\
import base64 as _mmtb_base64
import matplotlib.pyplot as _mmtb_plt
with open("{OUTPUT_NAME}", "rb") as _mmtb_file:
    _mmtb_data = _mmtb_file.read()
if not _mmtb_data and _mmtb_plt.get_fignums():
    _mmtb_plt.gcf().savefig("{OUTPUT_NAME}")
    with open("{OUTPUT_NAME}", "rb") as _mmtb_file:
        _mmtb_data = _mmtb_file.read()
_mmtb_plt.close("all")
print("<<MMTB-IMAGE>>" + _mmtb_base64.b64encode(_mmtb_data).decode("ascii") + "<<END>>")
del _mmtb_data
"""


class InterpreterScriptRunner:
    """Runs scripts in the sandboxed interpreter (:mod:`mmtoolbench.isolation`).

    The interpreter confines its worker with namespaces, a private read-only root, a
    tmpfs working directory, dropped privileges, seccomp, rlimits and an audit hook, and
    checks code statically. Each script runs as three cells: one that empties
    ``plot.png`` (so a stale image can never be returned), the script, and one that prints
    the saved image as base64 (the working directory is private to the worker). Trusted
    scripts share a session; after an untrusted script the session is replaced. When the
    interpreter cannot start and a ``fallback`` runner is given, every script goes to the
    fallback instead, and :attr:`name` says so.

    Attributes:
        name: ``interpreter``, or ``<fallback> (interpreter unavailable)``.
    """

    def __init__(
        self,
        *,
        timeout_s: float = 30.0,
        memory_mb: int = 2048,
        fallback: ScriptRunner | None = None,
    ) -> None:
        """Create the runner (the session starts with the first script).

        Args:
            timeout_s: Wall-clock limit of one script.
            memory_mb: Address-space limit of the interpreter worker.
            fallback: Runner used when the interpreter cannot start.
        """
        self.name = "interpreter"
        self._timeout = timeout_s
        self._memory = memory_mb
        self._fallback = fallback
        self._use_fallback = False
        self.unavailable_reason: str | None = None
        self._session: InterpreterSession | None = None
        self._next: asyncio.Task[InterpreterSession] | None = None
        self._lock = asyncio.Lock()
        self._closed = False

    async def _new_session(self) -> InterpreterSession:
        from mmtoolbench.isolation import (
            InterpreterLimits,
            InterpreterSession,
            IsolationOptions,
        )

        session = InterpreterSession(
            limits=InterpreterLimits(
                timeout_s=self._timeout,
                memory_mb=self._memory,
                max_output_chars=(_MAX_INTERPRETER_IMAGE * 4) // 3 + 4096,
                max_file_mb=_MAX_INTERPRETER_IMAGE // (1024 * 1024),
            ),
            isolation=IsolationOptions(preload=("numpy", "matplotlib.pyplot")),
        )
        try:
            await session.start()
        except BaseException:
            await session.close()
            raise
        return session

    async def _acquire(self) -> InterpreterSession | None:
        if self._closed:
            raise StepError("Code: the script runner is closed")
        if self._session is not None:
            return self._session
        pending, self._next = self._next, None
        try:
            self._session = await pending if pending is not None else await self._new_session()
        except Exception as exc:
            if self._fallback is None:
                raise StepError(f"Code: the sandboxed interpreter is unavailable: {exc}") from None
            self._use_fallback = True
            self.unavailable_reason = f"{type(exc).__name__}: {exc}"[:300]
            self.name = f"{self._fallback.name} (interpreter unavailable)"
            return None
        return self._session

    async def _retire(self) -> None:
        session, self._session = self._session, None
        if session is not None:
            await session.close()
        if not self._closed and self._next is None:
            self._next = asyncio.create_task(self._new_session())

    async def _cell(self, session: InterpreterSession, code: str, what: str) -> str:
        result = await session.run_cell(code)
        if result.timed_out:
            raise _WorkerFailure(f"Code: the script did not finish within {self._timeout:g} s")
        if result.error is not None:
            where = f"line {result.error.line}: " if result.error.line and what == "script" else ""
            message = f"{where}{result.error.type}: {result.error.message}"
            if result.restarted:
                raise _WorkerFailure(f"Code: the sandboxed interpreter died ({message})")
            prefix = "the script failed" if what == "script" else f"could not {what}"
            raise StepError(f"Code: {prefix}: {message}")
        if result.restarted:
            raise _WorkerFailure("Code: the sandboxed interpreter was restarted")
        if result.output_truncated:
            raise StepError("Code: the saved image is too large")
        return str(result.stdout)

    async def run(self, script: str, *, trusted: bool) -> ScriptOutput:
        """Run ``script`` in the interpreter and return the image it saved.

        Args:
            script: Python source.
            trusted: Whether the script was generated by this package.

        Returns:
            The image and the script's printed output.

        Raises:
            StepError: Rejected by the static check, timeout, exception in the script, or
                no image saved.
        """
        async with self._lock:
            session = None if self._use_fallback else await self._acquire()
            if session is None:
                assert self._fallback is not None
                return await self._fallback.run(script, trusted=trusted)
            retire = not trusted
            try:
                await self._cell(session, _PROLOGUE, "prepare the output file")
                stdout = await self._cell(session, script, "script")
                printed = await self._cell(session, _EPILOGUE, "read the saved image")
            except _WorkerFailure:
                retire = True
                raise
            except StepError:
                raise
            except BaseException:
                retire = True
                raise
            finally:
                if retire:
                    await self._retire()
        match = _IMAGE_MARK.search(printed)
        data = base64.b64decode(match.group(1)) if match else b""
        if not data:
            raise StepError(
                f"Code: the script ran but saved no image (expected fig.savefig({OUTPUT_NAME!r}))"
            )
        try:
            sniff_image(data)
        except ValueError as exc:
            raise StepError(f"Code: the script saved an unreadable image: {exc}") from None
        return ScriptOutput(image=data, stdout=stdout[-2000:])

    async def aclose(self) -> None:
        """Stop the interpreter session(s) and the fallback runner (idempotent)."""
        self._closed = True
        pending, self._next = self._next, None
        if pending is not None:
            with contextlib.suppress(Exception):
                started = await pending
                await started.close()
        current, self._session = self._session, None
        if current is not None:
            await current.close()
        if self._fallback is not None:
            await self._fallback.aclose()


def make_script_runner(config: ExecutionConfig) -> ScriptRunner:
    """The script runner ``config.code_runner`` asks for.

    ``auto`` (default): the sandboxed interpreter, falling back to the isolated subprocess
    worker if the interpreter cannot start; ``interpreter``: the interpreter only;
    ``subprocess``: the subprocess worker only.

    Args:
        config: The configuration.
    """
    subprocess_runner = SubprocessScriptRunner(
        timeout_s=config.code_timeout_s,
        memory_mb=config.code_memory_mb,
        cache_dir=config.code_cache_dir,
    )
    if config.code_runner == "subprocess":
        return subprocess_runner
    return InterpreterScriptRunner(
        timeout_s=config.code_timeout_s,
        memory_mb=config.code_memory_mb,
        fallback=subprocess_runner if config.code_runner == "auto" else None,
    )


# --------------------------------------------------------------------------- backend


def _data_text(data: object) -> str:
    if isinstance(data, str):
        return data
    try:
        return json.dumps(data, ensure_ascii=False, indent=1)
    except (TypeError, ValueError):
        return str(data)


class CodeBackend:
    """The Code tool: deterministic plots, else model-written scripts, run in isolation.

    Attributes:
        name: ``code``.
    """

    name = "code"

    def __init__(
        self,
        *,
        runner: ScriptRunner,
        model: Model | None = None,
        width_px: int = 640,
        height_px: int = 480,
        dpi: int = 100,
        model_attempts: int = 2,
    ) -> None:
        """Create the backend.

        Args:
            runner: Where scripts run (closed by :meth:`aclose`).
            model: Writes scripts for specs without structured data (``None``: stand-in).
            width_px: Width of deterministic plots.
            height_px: Height of deterministic plots.
            dpi: Resolution of plots.
            model_attempts: Attempts the model gets; each failure is fed back to it.
        """
        self._runner = runner
        self._model = model
        self._width = width_px
        self._height = height_px
        self._dpi = dpi
        self._attempts = max(1, model_attempts)

    @classmethod
    def from_config(cls, config: ExecutionConfig, model: Model | None = None) -> CodeBackend:
        """Build the backend with the runner chosen by ``config.code_runner``.

        Args:
            config: The configuration.
            model: The code model, if any.
        """
        return cls(
            runner=make_script_runner(config),
            model=model,
            width_px=config.code_width_px,
            height_px=config.code_height_px,
            dpi=config.code_dpi,
            model_attempts=config.code_model_attempts,
        )

    @property
    def runner(self) -> ScriptRunner:
        """The script runner."""
        return self._runner

    async def run(self, request: StepRequest) -> BackendOutput:
        """Render the plot of one Code call.

        Args:
            request: The Code call.

        Returns:
            The plot (``code:matplotlib`` for the deterministic path, ``code:<model>`` for
            a model-written script, ``offline-code`` stand-in card otherwise).

        Raises:
            StepError: Missing parameters, or the script failed.
        """
        diagram_type = request.params.get("diagram_type")
        data = request.params.get("data")
        if not isinstance(diagram_type, str) or not diagram_type.strip():
            raise StepError("Code: params.diagram_type must be a non-empty string")
        if data is None or data == "" or data == {}:
            raise StepError("Code: params.data is missing")
        spec = parse_plot_spec(diagram_type, data, description=request.description)
        if spec is not None:
            script = build_plot_script(
                spec, width_px=self._width, height_px=self._height, dpi=self._dpi
            )
            output = await self._runner.run(script, trusted=True)
            return BackendOutput(
                data=output.image,
                backend="code:matplotlib",
                notes=(
                    f"deterministic {spec.kind} plot from the call's structured data",
                    f"rendered in: {self._runner.name}",
                ),
                artifacts={"script": script},
            )
        if self._model is None:
            card = await asyncio.to_thread(
                stand_in_card,
                "Code",
                f"Diagram ({diagram_type})",
                _data_text(data),
                reason="the spec has no structured data and no code model is configured",
            )
            return BackendOutput(
                data=card,
                backend="offline-code",
                stand_in=True,
                notes=("offline stand-in: spec shown instead of a plot (no code model)",),
            )
        return await self._run_model(request, diagram_type, data)

    async def _run_model(
        self, request: StepRequest, diagram_type: str, data: object
    ) -> BackendOutput:
        assert self._model is not None
        prompt = (
            f"Diagram type: {diagram_type}\n"
            f"Purpose: {request.description or '(none given)'}\n"
            f"Data / specification:\n{_data_text(data)}\n\n"
            f"Figure size: {self._width}x{self._height} pixels at {self._dpi} dpi."
        )
        messages: list[Message] = [Message.system(CODE_SYSTEM_PROMPT), Message.user(prompt)]
        error = "no attempt made"
        for attempt in range(1, self._attempts + 1):
            response = await self._model.generate(messages, config=GenerateConfig(temperature=0.0))
            script = extract_script(response.text)
            problems = check_script(script)
            if problems:
                error = "the script was rejected: " + "; ".join(problems[:5])
            else:
                try:
                    output = await self._runner.run(script, trusted=False)
                except StepError as exc:
                    error = str(exc).removeprefix("Code: ")
                else:
                    notes = [
                        f"script written by {self._model.name}",
                        f"ran in: {self._runner.name}",
                    ]
                    if attempt > 1:
                        notes.append(f"succeeded on attempt {attempt}")
                    return BackendOutput(
                        data=output.image,
                        backend=f"code:{self._model.name}",
                        notes=tuple(notes),
                        artifacts={"script": script},
                    )
            messages += [
                Message.assistant(response.text),
                Message.user(
                    f"That script did not work: {error}\n"
                    "Reply with a corrected complete script in one ```python block."
                ),
            ]
        raise StepError(
            f"Code: the script written by {self._model.name} failed after "
            f"{self._attempts} attempt(s): {error}"
        )

    async def aclose(self) -> None:
        """Stop the script runner."""
        await self._runner.aclose()
