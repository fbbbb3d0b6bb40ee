"""Charts, plots and tables drawn with matplotlib (Agg, DejaVu fonts: identical on every
machine). Value labels are printed on the bars/points so the numbers are readable, and
the ground-truth text lists title, axis labels, categories and values."""

from __future__ import annotations

import io
from collections.abc import Sequence

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
from PIL import Image

from .core import Drawing

plt.rcParams.update({"font.family": "DejaVu Sans", "svg.hashsalt": "mmtb", "font.size": 14})


def _render(fig: plt.Figure) -> Image.Image:
    buf = io.BytesIO()
    fig.savefig(
        buf,
        format="png",
        dpi=100,
        metadata={"Software": None},
        bbox_inches="tight",
        pad_inches=0.25,
    )
    plt.close(fig)
    buf.seek(0)
    return Image.open(buf).convert("RGB")


def bar_chart(
    title: str,
    labels: Sequence[str],
    values: Sequence[float],
    *,
    value_fmt: str = "{:g}",
    ylabel: str = "",
    horizontal: bool = False,
    color: str = "#3b6ea5",
    highlight: int | None = None,
    description: str | None = None,
) -> Drawing:
    """A bar chart with the value printed on every bar."""
    fig, ax = plt.subplots(figsize=(8, 5))
    colors = [("#d9822b" if i == highlight else color) for i in range(len(values))]
    shown = [value_fmt.format(v) for v in values]
    if horizontal:
        bars = ax.barh(labels, values, color=colors)
        ax.invert_yaxis()
        ax.set_xlabel(ylabel)
    else:
        bars = ax.bar(labels, values, color=colors)
        ax.set_ylabel(ylabel)
    ax.bar_label(bars, labels=shown, padding=3, fontsize=14)
    ax.set_title(title, fontsize=18, fontweight="bold")
    ax.spines[["top", "right"]].set_visible(False)
    ax.margins(y=0.15, x=0.15)
    fig.tight_layout()
    text = [title, *([ylabel] if ylabel else [])]
    text += [f"{lab}: {s}" for lab, s in zip(labels, shown, strict=True)]
    return Drawing(
        _render(fig), text, "bar_chart", "docs_charts_tables", description or f"Bar chart: {title}"
    )


def line_chart(
    title: str,
    x: Sequence[str],
    series: dict[str, Sequence[float]],
    *,
    value_fmt: str = "{:g}",
    ylabel: str = "",
    annotate: bool = True,
    description: str | None = None,
) -> Drawing:
    """A line chart of one or more series over categorical x values (values annotated)."""
    fig, ax = plt.subplots(figsize=(8, 5))
    text = [title, *([ylabel] if ylabel else [])]
    for name, ys in series.items():
        ax.plot(list(x), list(ys), marker="o", linewidth=2.5, label=name)
        if annotate:
            for xi, yi in zip(x, ys, strict=True):
                ax.annotate(
                    value_fmt.format(yi),
                    (xi, yi),
                    textcoords="offset points",
                    xytext=(0, 10),
                    ha="center",
                    fontsize=13,
                    bbox={"boxstyle": "round,pad=0.2", "fc": "white", "ec": "none"},
                )
        text.append(
            name
            + ": "
            + ", ".join(f"{xi} {value_fmt.format(yi)}" for xi, yi in zip(x, ys, strict=True))
        )
    ax.set_title(title, fontsize=18, fontweight="bold")
    ax.set_ylabel(ylabel)
    if len(series) > 1:
        ax.legend(frameon=False)
    ax.spines[["top", "right"]].set_visible(False)
    ax.margins(y=0.2)
    fig.tight_layout()
    return Drawing(
        _render(fig),
        text,
        "line_chart",
        "docs_charts_tables",
        description or f"Line chart: {title}",
    )


def pie_chart(
    title: str,
    labels: Sequence[str],
    values: Sequence[float],
    *,
    value_fmt: str = "{:g}",
    description: str | None = None,
) -> Drawing:
    """A pie chart with ``label value`` printed next to each slice."""
    fig, ax = plt.subplots(figsize=(7, 5.5))
    shown = [f"{lab}\n{value_fmt.format(v)}" for lab, v in zip(labels, values, strict=True)]
    ax.pie(
        values,
        labels=shown,
        startangle=90,
        counterclock=False,
        textprops={"fontsize": 14},
        wedgeprops={"linewidth": 2, "edgecolor": "white"},
    )
    ax.set_title(title, fontsize=18, fontweight="bold")
    fig.tight_layout()
    text = [title] + [f"{lab} {value_fmt.format(v)}" for lab, v in zip(labels, values, strict=True)]
    return Drawing(
        _render(fig), text, "pie_chart", "docs_charts_tables", description or f"Pie chart: {title}"
    )


def table(
    title: str,
    header: Sequence[str],
    rows: Sequence[Sequence[str]],
    *,
    col_widths: Sequence[float] | None = None,
    description: str | None = None,
) -> Drawing:
    """A table (e.g. a timetable, price list or league table) as a matplotlib figure."""
    height = 1.2 + 0.5 * (len(rows) + 1)
    fig, ax = plt.subplots(figsize=(9, height))
    ax.axis("off")
    tab = ax.table(
        cellText=[list(r) for r in rows],
        colLabels=list(header),
        loc="upper center",
        cellLoc="left",
        colLoc="left",
        colWidths=list(col_widths) if col_widths else None,
    )
    tab.auto_set_font_size(False)
    tab.set_fontsize(15)
    tab.scale(1, 1.9)
    for (r, _), cell in tab.get_celld().items():
        if r == 0:
            cell.set_text_props(fontweight="bold")
            cell.set_facecolor("#e3e9f2")
    ax.set_title(title, fontsize=18, fontweight="bold", loc="left")
    fig.tight_layout()
    text = [title, "  ".join(header)] + ["  ".join(r) for r in rows]
    return Drawing(
        _render(fig), text, "table", "docs_charts_tables", description or f"Table: {title}"
    )
