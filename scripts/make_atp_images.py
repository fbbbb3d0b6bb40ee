"""Deterministically (re)create the bundled ATP-Bench context images.

Every image is drawn with Pillow or matplotlib from code in this file, so the pictures are
synthetic but depict exactly what their captions say. Each ``draw_<name>`` function draws
``<name>.png`` and its docstring is the image caption used by ``build_atp_samples.py``.

Usage::

    python scripts/make_atp_images.py            # writes src/mmtoolbench/data/atp/images/
    python scripts/make_atp_images.py --out DIR  # writes elsewhere
"""

from __future__ import annotations

import argparse
import io
import math
from collections.abc import Callable, Sequence
from pathlib import Path

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import numpy as np
from matplotlib.figure import Figure
from PIL import Image, ImageDraw, ImageFont

OUT_DIR = Path(__file__).resolve().parents[1] / "src" / "mmtoolbench" / "data" / "atp" / "images"
FONT_DIR = Path(matplotlib.get_data_path()) / "fonts" / "ttf"
W, H = 640, 480
Point = tuple[float, float]
Color = str | tuple[int, int, int]

# --------------------------------------------------------------------------- helpers


def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """Return a DejaVu Sans font (shipped with matplotlib, so identical everywhere)."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)


def canvas(w: int = W, h: int = H, bg: Color = "white") -> tuple[Image.Image, ImageDraw.ImageDraw]:
    img = Image.new("RGB", (w, h), bg)
    return img, ImageDraw.Draw(img)


def text(
    d: ImageDraw.ImageDraw,
    xy: Point,
    s: str,
    size: int = 14,
    fill: Color = "black",
    bold: bool = False,
    anchor: str = "la",
) -> None:
    d.text(xy, s, fill=fill, font=font(size, bold), anchor=anchor)


def label(
    d: ImageDraw.ImageDraw, xy: Point, s: str, size: int = 13, anchor: str = "mm"
) -> None:
    """Text on a white box with a thin border."""
    f = font(size)
    box = d.textbbox(xy, s, font=f, anchor=anchor)
    d.rectangle((box[0] - 4, box[1] - 3, box[2] + 4, box[3] + 3), fill="white", outline="#333")
    d.text(xy, s, fill="black", font=f, anchor=anchor)


def arrow(
    d: ImageDraw.ImageDraw, a: Point, b: Point, fill: Color = "black", width: int = 3, head: int = 10
) -> None:
    d.line((a, b), fill=fill, width=width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    left = (b[0] - head * math.cos(ang - 0.45), b[1] - head * math.sin(ang - 0.45))
    right = (b[0] - head * math.cos(ang + 0.45), b[1] - head * math.sin(ang + 0.45))
    d.polygon((b, left, right), fill=fill)


def leader(d: ImageDraw.ImageDraw, a: Point, b: Point, s: str, size: int = 13) -> None:
    """Callout line from point ``a`` to a label centred at ``b``."""
    d.line((a, b), fill="#333", width=1)
    d.ellipse((a[0] - 3, a[1] - 3, a[0] + 3, a[1] + 3), fill="#333")
    label(d, b, s, size)


def star(cx: float, cy: float, r_out: float, r_in: float, n: int, rot: float = -90) -> list[Point]:
    pts: list[Point] = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + i * 180 / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def ellipse(d: ImageDraw.ImageDraw, cx: float, cy: float, rx: float, ry: float, **kw: object) -> None:
    d.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), **kw)  # type: ignore[arg-type]


def figure(w: float = 6.4, h: float = 4.8) -> tuple[Figure, plt.Axes]:
    fig, ax = plt.subplots(figsize=(w, h), dpi=100)
    return fig, ax


def fig_image(fig: Figure) -> Image.Image:
    buf = io.BytesIO()
    fig.tight_layout()
    fig.savefig(buf, format="png", dpi=100, metadata={"Software": None})
    plt.close(fig)
    buf.seek(0)
    return Image.open(buf).convert("RGB")


def panel_grid(
    titles: Sequence[str], w: int = W, h: int = H, cols: int = 2
) -> tuple[Image.Image, ImageDraw.ImageDraw, list[tuple[int, int, int, int]]]:
    """A canvas divided into numbered instruction panels; returns the panel boxes."""
    img, d = canvas(w, h, "#f7f7f2")
    rows = math.ceil(len(titles) / cols)
    pw, ph = w // cols, h // rows
    boxes = []
    for i, title in enumerate(titles):
        x0, y0 = (i % cols) * pw, (i // cols) * ph
        d.rectangle((x0 + 4, y0 + 4, x0 + pw - 4, y0 + ph - 4), outline="#555", width=2)
        ellipse(d, x0 + 22, y0 + 22, 13, 13, fill="#222")
        text(d, (x0 + 22, y0 + 22), str(i + 1), 15, "white", True, "mm")
        text(d, (x0 + 42, y0 + 14), title, 12)
        boxes.append((x0 + 4, y0 + 40, x0 + pw - 4, y0 + ph - 4))
    return img, d, boxes


def person(
    d: ImageDraw.ImageDraw,
    cx: float,
    top: float,
    *,
    top_color: Color,
    bottom_color: Color,
    shoe_color: Color,
    skin: Color = "#e0b48f",
    hair: Color = "#3b2a1e",
    jacket: Color | None = None,
    tie: Color | None = None,
    hood: bool = False,
) -> None:
    """A simple front-facing full-body figure about 380 px tall."""
    ellipse(d, cx, top + 30, 24, 28, fill=skin)
    d.chord((cx - 25, top, cx + 25, top + 40), 180, 360, fill=hair)
    if hood:
        d.arc((cx - 38, top - 6, cx + 38, top + 72), 200, 340, fill=top_color, width=9)
    d.rectangle((cx - 8, top + 56, cx + 8, top + 68), fill=skin)
    body = (cx - 48, top + 66, cx + 48, top + 200)
    d.rounded_rectangle(body, 14, fill=top_color)
    d.rounded_rectangle((cx - 66, top + 72, cx - 44, top + 190), 10, fill=jacket or top_color)
    d.rounded_rectangle((cx + 44, top + 72, cx + 66, top + 190), 10, fill=jacket or top_color)
    ellipse(d, cx - 55, top + 198, 10, 11, fill=skin)
    ellipse(d, cx + 55, top + 198, 10, 11, fill=skin)
    if jacket is not None:
        d.polygon([(cx - 48, top + 66), (cx - 6, top + 66), (cx - 2, top + 150), (cx - 48, top + 200)], fill=jacket)
        d.polygon([(cx + 48, top + 66), (cx + 6, top + 66), (cx + 2, top + 150), (cx + 48, top + 200)], fill=jacket)
    if tie is not None:
        d.polygon([(cx - 5, top + 70), (cx + 5, top + 70), (cx + 8, top + 135), (cx, top + 145), (cx - 8, top + 135)], fill=tie)
    d.rectangle((cx - 44, top + 196, cx - 3, top + 345), fill=bottom_color)
    d.rectangle((cx + 3, top + 196, cx + 44, top + 345), fill=bottom_color)
    d.rectangle((cx - 44, top + 196, cx + 44, top + 215), fill=bottom_color)
    d.rounded_rectangle((cx - 50, top + 343, cx - 2, top + 362), 8, fill=shoe_color)
    d.rounded_rectangle((cx + 2, top + 343, cx + 50, top + 362), 8, fill=shoe_color)


# --------------------------------------------------------------------------- Academic


def draw_acad_training_curves() -> Image.Image:
    """Line chart of training and validation loss over 30 epochs: training loss keeps falling to about 0.15, while validation loss bottoms out at about 0.62 at epoch 12 and then climbs back to about 0.95 by epoch 30."""
    ep = np.arange(1, 31)
    train = 0.15 + 2.15 * np.exp(-(ep - 1) / 6.0)
    val = np.where(ep <= 12, 0.62 + 1.7 * ((12 - ep) / 11) ** 2, 0.62 + 0.33 * ((ep - 12) / 18) ** 1.2)
    fig, ax = figure()
    ax.plot(ep, train, "-o", ms=3, label="training loss", color="#1f77b4")
    ax.plot(ep, val, "-s", ms=3, label="validation loss", color="#d62728")
    ax.set_xlabel("epoch")
    ax.set_ylabel("cross-entropy loss")
    ax.set_title("Training vs. validation loss")
    ax.set_ylim(0, 2.5)
    ax.grid(alpha=0.3)
    ax.legend()
    return fig_image(fig)


CONFUSION = np.array([[82, 6, 12], [4, 91, 5], [15, 3, 82]])


def draw_acad_confusion_matrix() -> Image.Image:
    """Confusion matrix heatmap of a 3-class image classifier (rows = true label, columns = predicted) for cat, dog and fox; diagonal counts are 82, 91 and 82, the largest errors are fox predicted as cat (15) and cat predicted as fox (12)."""
    fig, ax = figure(5.6, 4.8)
    ax.imshow(CONFUSION, cmap="Blues")
    names = ["cat", "dog", "fox"]
    ax.set_xticks(range(3), names)
    ax.set_yticks(range(3), names)
    for i in range(3):
        for j in range(3):
            v = CONFUSION[i, j]
            ax.text(j, i, str(v), ha="center", va="center", color="white" if v > 50 else "black", fontsize=14)
    ax.set_xlabel("predicted label")
    ax.set_ylabel("true label")
    ax.set_title("Confusion matrix (test set, 100 images per class)")
    return fig_image(fig)


def _study_data() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(7)
    hours = rng.uniform(0.5, 12, 58)
    score = 42 + 4.0 * hours + rng.normal(0, 7.8, 58)
    hours = np.append(hours, [2.0, 11.0])
    score = np.append(score, [88.0, 45.0])
    return hours, np.clip(score, 0, 100)


def draw_acad_scatter_regression() -> Image.Image:
    """Scatter plot of weekly study hours (x) against exam score (y) for 60 students with a fitted regression line and the annotation r = 0.78; two outliers stand out: a student with 2 hours scoring 88 and one with 11 hours scoring 45."""
    x, y = _study_data()
    r = float(np.corrcoef(x, y)[0, 1])
    k, b = np.polyfit(x, y, 1)
    fig, ax = figure()
    ax.scatter(x, y, s=18, color="#2a6f97")
    xs = np.linspace(0, 12.5, 10)
    ax.plot(xs, k * xs + b, color="#e76f51", lw=2)
    ax.text(0.6, 97, f"r = {r:.2f}", fontsize=13)
    ax.set_xlim(0, 12.5)
    ax.set_ylim(30, 102)
    ax.set_xlabel("study hours per week")
    ax.set_ylabel("exam score")
    ax.set_title("Study time vs. exam score (n = 60)")
    ax.grid(alpha=0.3)
    return fig_image(fig)


PARETO = {"A": (8, 71.2), "B": (12, 74.5), "C": (18, 76.1), "D": (25, 78.4), "E": (40, 79.0), "F": (22, 73.0), "G": (15, 72.0)}


def draw_acad_pareto_latency() -> Image.Image:
    """Scatter plot of seven models A-G by inference latency (ms) and top-1 accuracy (%) with the Pareto front A-B-C-D-E drawn as a line: A 8 ms/71.2 %, B 12/74.5, C 18/76.1, D 25/78.4, E 40/79.0, and dominated models F 22/73.0 and G 15/72.0."""
    fig, ax = figure()
    front = ["A", "B", "C", "D", "E"]
    ax.plot([PARETO[m][0] for m in front], [PARETO[m][1] for m in front], "--", color="grey", label="Pareto front")
    for m, (lat, acc) in PARETO.items():
        ax.scatter(lat, acc, s=50, color="#1b9e77" if m in front else "#d95f02", zorder=3)
        ax.annotate(f"{m} ({lat} ms, {acc}%)", (lat, acc), textcoords="offset points", xytext=(6, -12), fontsize=9)
    ax.set_xlabel("latency per image (ms)")
    ax.set_ylabel("top-1 accuracy (%)")
    ax.set_title("Accuracy vs. latency")
    ax.set_xlim(0, 48)
    ax.grid(alpha=0.3)
    ax.legend(loc="lower right")
    return fig_image(fig)


def draw_acad_transformer_block() -> Image.Image:
    """Diagram of a transformer encoder block: input embeddings plus positional encoding feed a Multi-Head Attention box, then an Add & Norm box, a Feed Forward box and a second Add & Norm box; curved residual arrows bypass each sub-layer into its Add & Norm, and the block is marked 'x N'."""
    img, d = canvas(520, 600, "white")
    cx = 260
    boxes = [
        (500, "Input embeddings + positional encoding", "#e8e8e8"),
        (400, "Multi-Head Attention", "#f6c89f"),
        (320, "Add & Norm", "#f3e79b"),
        (220, "Feed Forward", "#9fd3c7"),
        (140, "Add & Norm", "#f3e79b"),
        (50, "Encoder output", "#e8e8e8"),
    ]
    for y, name, col in boxes:
        w = 300 if "Input" in name else 200
        d.rounded_rectangle((cx - w / 2, y - 22, cx + w / 2, y + 22), 8, fill=col, outline="black", width=2)
        text(d, (cx, y), name, 14, anchor="mm")
    for (y1, *_), (y2, *_) in zip(boxes, boxes[1:], strict=False):
        arrow(d, (cx, y1 - 22), (cx, y2 + 24), width=2)
    for y_from, y_to in ((460, 320), (290, 140)):
        d.line(((cx, y_from), (cx + 150, y_from), (cx + 150, y_to)), fill="#c0392b", width=2)
        arrow(d, (cx + 150, y_to), (cx + 102, y_to), fill="#c0392b", width=2)
    text(d, (cx + 158, 395), "residual", 12, "#c0392b")
    text(d, (cx + 158, 215), "residual", 12, "#c0392b")
    d.rectangle((cx - 140, 105, cx + 190, 445), outline="#555", width=1)
    text(d, (cx - 150, 275), "× N", 20, bold=True, anchor="rm")
    return img


def _boxplot_data() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(3)
    a, b = rng.normal(size=40), rng.normal(size=40)
    a = (a - a.mean()) / a.std(ddof=1) * 45 + 412
    b = (b - b.mean()) / b.std(ddof=1) * 40 + 368
    return a, b


def draw_acad_boxplot_groups() -> Image.Image:
    """Box plot of reaction times (ms) for a control group and a caffeine group of 40 participants each; the caffeine group is lower (mean 368 ms, SD 40) than the control group (mean 412 ms, SD 45), with means marked by triangles."""
    a, b = _boxplot_data()
    fig, ax = figure()
    ax.boxplot([a, b], showmeans=True)
    ax.set_xticks([1, 2], ["control (n=40)", "caffeine (n=40)"])
    ax.set_ylabel("reaction time (ms)")
    ax.set_title("Simple reaction time by group")
    ax.grid(axis="y", alpha=0.3)
    return fig_image(fig)


BLEU = {
    "Transformer baseline": (27.3, 31.0, 33.2),
    "+ back-translation": (28.9, 32.4, 34.1),
    "+ distillation": (29.4, 32.8, 34.6),
    "Ours (full)": (30.6, 33.9, 35.3),
}


def draw_acad_results_table() -> Image.Image:
    """Photo-style image of a results table titled 'Table 2: BLEU on test sets' with columns En-De, De-En and En-Ro and rows Transformer baseline (27.3, 31.0, 33.2), + back-translation (28.9, 32.4, 34.1), + distillation (29.4, 32.8, 34.6) and Ours (full) (30.6, 33.9, 35.3, in bold)."""
    img, d = canvas(600, 300, "#fbfaf5")
    text(d, (300, 30), "Table 2: BLEU on test sets", 18, bold=True, anchor="mm")
    cols = [40, 300, 400, 500]
    d.line((30, 60, 570, 60), fill="black", width=2)
    for x, h in zip(cols, ["System", "En–De", "De–En", "En–Ro"], strict=True):
        text(d, (x, 80), h, 15, bold=True, anchor="lm")
    d.line((30, 100, 570, 100), fill="black", width=1)
    for i, (name, vals) in enumerate(BLEU.items()):
        y = 130 + i * 40
        bold = name.startswith("Ours")
        text(d, (cols[0], y), name, 15, bold=bold, anchor="lm")
        for x, v in zip(cols[1:], vals, strict=True):
            text(d, (x, y), f"{v:.1f}", 15, bold=bold, anchor="lm")
    d.line((30, 270, 570, 270), fill="black", width=2)
    return img


def draw_acad_contour_gd() -> Image.Image:
    """Contour plot of an elongated, narrow elliptical loss valley (f = x^2/25 + 4 y^2) with a plain gradient-descent path that zigzags back and forth across the narrow direction while creeping slowly toward the minimum at the origin."""
    xs, ys = np.meshgrid(np.linspace(-11, 11, 200), np.linspace(-4, 4, 200))
    f = xs**2 / 25 + 4 * ys**2
    path = [np.array([-10.0, 3.0])]
    for _ in range(25):
        p = path[-1]
        g = np.array([2 * p[0] / 25, 8 * p[1]])
        path.append(p - 0.23 * g)
    pts = np.array(path)
    fig, ax = figure()
    ax.contour(xs, ys, f, levels=12, cmap="viridis")
    ax.plot(pts[:, 0], pts[:, 1], "-o", color="#d62728", ms=3, lw=1.5, label="gradient descent")
    ax.plot(0, 0, "k*", ms=12, label="minimum")
    ax.set_title("Gradient descent on an ill-conditioned loss")
    ax.set_xlabel("w1")
    ax.set_ylabel("w2")
    ax.legend(loc="upper right")
    return fig_image(fig)


ABLATION = {
    "Full model": 84.2,
    "w/o data augmentation": 82.7,
    "w/o contrastive loss": 81.0,
    "w/o attention pooling": 79.1,
    "w/o pretraining": 76.5,
}


def draw_acad_ablation_bar() -> Image.Image:
    """Bar chart 'Figure 3: Ablation study' of test accuracy: full model 84.2 %, without data augmentation 82.7 %, without contrastive loss 81.0 %, without attention pooling 79.1 %, without pretraining 76.5 %."""
    fig, ax = figure()
    names = list(ABLATION)
    vals = list(ABLATION.values())
    bars = ax.barh(names[::-1], vals[::-1], color=["#bbb"] * 4 + ["#2a9d8f"])
    ax.bar_label(bars, fmt="%.1f")
    ax.set_xlim(70, 87)
    ax.set_xlabel("test accuracy (%)")
    ax.set_title("Figure 3: Ablation study")
    return fig_image(fig)


def draw_acad_scaling_plot() -> Image.Image:
    """Log-log plot 'Figure 2' of validation loss against training compute (1e18 to 1e22 FLOPs) for eight model sizes; the points lie on a straight fitted line labelled L ∝ C^-0.050."""
    c = np.logspace(18, 22, 8)
    loss = 3.2 * (c / 1e18) ** -0.05
    rng = np.random.default_rng(11)
    noisy = loss * (1 + rng.normal(0, 0.006, 8))
    fig, ax = figure()
    ax.loglog(c, noisy, "o", color="#264653", label="trained models")
    ax.loglog(c, loss, "-", color="#e76f51", label="fit: L ∝ C^-0.050")
    ax.set_xlabel("training compute C (FLOPs)")
    ax.set_ylabel("validation loss L")
    ax.set_title("Figure 2: Loss vs. compute")
    ax.grid(alpha=0.3, which="both")
    ax.legend()
    return fig_image(fig)
