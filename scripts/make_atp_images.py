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
import itertools
import math
from collections.abc import Callable, Sequence
from pathlib import Path

import matplotlib

matplotlib.use("Agg")

import matplotlib.pyplot as plt
import numpy as np
from matplotlib.axes import Axes
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


def label(d: ImageDraw.ImageDraw, xy: Point, s: str, size: int = 13, anchor: str = "mm") -> None:
    """Text on a white box with a thin border."""
    f = font(size)
    box = d.textbbox(xy, s, font=f, anchor=anchor)
    d.rectangle((box[0] - 4, box[1] - 3, box[2] + 4, box[3] + 3), fill="white", outline="#333")
    d.text(xy, s, fill="black", font=f, anchor=anchor)


def arrow(
    d: ImageDraw.ImageDraw,
    a: Point,
    b: Point,
    fill: Color = "black",
    width: int = 3,
    head: int = 10,
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


def ellipse(
    d: ImageDraw.ImageDraw, cx: float, cy: float, rx: float, ry: float, **kw: object
) -> None:
    d.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), **kw)  # type: ignore[arg-type]


def figure(w: float = 6.4, h: float = 4.8) -> tuple[Figure, Axes]:
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
        d.polygon(
            [(cx - 48, top + 66), (cx - 6, top + 66), (cx - 2, top + 150), (cx - 48, top + 200)],
            fill=jacket,
        )
        d.polygon(
            [(cx + 48, top + 66), (cx + 6, top + 66), (cx + 2, top + 150), (cx + 48, top + 200)],
            fill=jacket,
        )
    if tie is not None:
        d.polygon(
            [
                (cx - 5, top + 70),
                (cx + 5, top + 70),
                (cx + 8, top + 135),
                (cx, top + 145),
                (cx - 8, top + 135),
            ],
            fill=tie,
        )
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
    val = np.where(
        ep <= 12,
        0.62 + 1.7 * ((12 - ep) / 11) ** 2,
        0.62 + 0.33 * (np.clip(ep - 12, 0, None) / 18) ** 1.2,
    )
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
            ax.text(
                j,
                i,
                str(v),
                ha="center",
                va="center",
                color="white" if v > 50 else "black",
                fontsize=14,
            )
    ax.set_xlabel("predicted label")
    ax.set_ylabel("true label")
    ax.set_title("Confusion matrix (test set, 100 images per class)")
    return fig_image(fig)


def _study_data() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(7)
    hours = rng.uniform(0.5, 12, 58)
    score = 42 + 4.0 * hours + rng.normal(0, 7.3, 58)
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


PARETO = {
    "A": (8, 71.2),
    "B": (12, 74.5),
    "C": (18, 76.1),
    "D": (25, 78.4),
    "E": (40, 79.0),
    "F": (22, 73.0),
    "G": (15, 72.0),
}


def draw_acad_pareto_latency() -> Image.Image:
    """Scatter plot of seven models A-G by inference latency (ms) and top-1 accuracy (%) with the Pareto front A-B-C-D-E drawn as a line: A 8 ms/71.2 %, B 12/74.5, C 18/76.1, D 25/78.4, E 40/79.0, and dominated models F 22/73.0 and G 15/72.0."""
    fig, ax = figure()
    front = ["A", "B", "C", "D", "E"]
    ax.plot(
        [PARETO[m][0] for m in front],
        [PARETO[m][1] for m in front],
        "--",
        color="grey",
        label="Pareto front",
    )
    for m, (lat, acc) in PARETO.items():
        ax.scatter(lat, acc, s=50, color="#1b9e77" if m in front else "#d95f02", zorder=3)
        ax.annotate(
            f"{m} ({lat} ms, {acc}%)",
            (lat, acc),
            textcoords="offset points",
            xytext=(6, -12),
            fontsize=9,
        )
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
        d.rounded_rectangle(
            (cx - w / 2, y - 22, cx + w / 2, y + 22), 8, fill=col, outline="black", width=2
        )
        text(d, (cx, y), name, 14, anchor="mm")
    for (y1, *_), (y2, *_) in itertools.pairwise(boxes):
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


# --------------------------------------------------------------------------- Manual


def draw_man_router_back() -> Image.Image:
    """Back panel of a Wi-Fi router: from left, a DC power jack, a power button, a blue port labelled WAN, four yellow ports labelled LAN 1-4, a USB port and a recessed RESET pinhole; the status LEDs along the top edge show Power (green), Internet with a globe icon (amber) and Wi-Fi (green)."""
    img, d = canvas(640, 360, "#e9ecef")
    d.rounded_rectangle((30, 90, 610, 290), 18, fill="#2b2d31")
    for x, name, col in (
        (170, "Power", "#2ecc71"),
        (320, "Internet", "#f39c12"),
        (470, "Wi-Fi", "#2ecc71"),
    ):
        ellipse(d, x, 112, 7, 7, fill=col)
        text(d, (x + 14, 112), name, 12, "white", anchor="lm")
    ellipse(d, 320 - 60, 112, 8, 8, outline="white", width=1)
    d.line((252, 112, 268, 112), fill="white")
    d.line((260, 104, 260, 120), fill="white")
    ellipse(d, 75, 200, 14, 14, fill="#111", outline="#aaa", width=2)
    text(d, (75, 235), "DC 12V", 11, "white", anchor="mm")
    d.rounded_rectangle((112, 188, 140, 212), 4, fill="#555")
    text(d, (126, 235), "POWER", 11, "white", anchor="mm")
    ports = [(190, "WAN", "#2d7dd2")] + [
        (265 + 62 * i, f"LAN {i + 1}", "#f2c14e") for i in range(4)
    ]
    for x, name, col in ports:
        d.rectangle((x - 24, 180, x + 24, 220), fill=col)
        d.rectangle((x - 16, 188, x + 16, 212), fill="#222")
        d.rectangle((x - 6, 212, x + 6, 218), fill="#222")
        text(d, (x, 235), name, 11, "white", anchor="mm")
    d.rectangle((520, 190, 548, 206), fill="#999")
    d.rectangle((525, 195, 543, 201), fill="#333")
    text(d, (534, 235), "USB", 11, "white", anchor="mm")
    ellipse(d, 585, 198, 5, 5, fill="#000", outline="#888")
    text(d, (585, 235), "RESET", 11, "white", anchor="mm")
    text(d, (320, 330), "Router – rear view", 14, "#333", anchor="mm")
    return img


def draw_man_espresso_machine() -> Image.Image:
    """Front view of a home espresso machine without labels: water tank at the back left, a pressure gauge at the top centre, two round buttons (one cup, two cups) and a small descale light, the group head with a portafilter locked in, a steam wand on the right side and a removable drip tray with a grille at the bottom."""
    img, d = canvas(560, 480, "#f1ede6")
    d.rectangle((120, 50, 190, 300), fill="#bfe3f2", outline="#5a8fa8", width=2)
    d.rounded_rectangle((150, 60, 430, 420), 16, fill="#c9ccd1", outline="#666", width=2)
    ellipse(d, 290, 115, 36, 36, fill="white", outline="#333", width=3)
    for k in range(7):
        a = math.radians(150 + k * 40)
        d.line(
            (
                290 + 28 * math.cos(a),
                115 + 28 * math.sin(a),
                290 + 34 * math.cos(a),
                115 + 34 * math.sin(a),
            ),
            fill="#333",
            width=2,
        )
    d.line((290, 115, 310, 96), fill="#c0392b", width=3)
    for x in (230, 350):
        ellipse(d, x, 185, 16, 16, fill="#333")
    ellipse(d, 230, 185, 4, 4, fill="white")
    ellipse(d, 345, 185, 3, 3, fill="white")
    ellipse(d, 355, 185, 3, 3, fill="white")
    ellipse(d, 400, 185, 6, 6, fill="#e67e22")
    d.rounded_rectangle((240, 225, 340, 255), 6, fill="#7f8c8d")
    d.rectangle((255, 255, 325, 275), fill="#444")
    d.rounded_rectangle((320, 258, 470, 272), 6, fill="#222")
    d.rectangle((270, 275, 285, 290), fill="#555")
    d.rectangle((295, 275, 310, 290), fill="#555")
    d.line((415, 230, 415, 330), fill="#999", width=8)
    d.line((415, 330, 400, 350), fill="#999", width=6)
    ellipse(d, 415, 228, 10, 10, fill="#333")
    d.rectangle((190, 375, 390, 415), fill="#555")
    for x in range(200, 385, 12):
        d.line((x, 378, x, 412), fill="#888", width=3)
    d.rounded_rectangle((255, 330, 325, 372), 6, fill="white", outline="#999")
    return img


def draw_man_washing_error() -> Image.Image:
    """Front-loading washing machine with a round door still full of water, a control dial, and a digital display showing the error code F21; a small square service hatch at the bottom left covers the drain-pump filter."""
    img, d = canvas(480, 560, "#eef1f4")
    d.rounded_rectangle((60, 40, 420, 520), 16, fill="white", outline="#999", width=3)
    d.line((60, 120, 420, 120), fill="#bbb", width=2)
    d.rectangle((90, 60, 170, 100), fill="#ddd")
    ellipse(d, 330, 80, 26, 26, fill="#ccc", outline="#888", width=2)
    d.line((330, 80, 330, 58), fill="#444", width=3)
    d.rounded_rectangle((200, 62, 290, 98), 6, fill="#1c2833")
    text(d, (245, 80), "F21", 24, "#ff5b5b", True, "mm")
    ellipse(d, 240, 300, 130, 130, fill="#d5d8dc", outline="#888", width=4)
    ellipse(d, 240, 300, 100, 100, fill="#85c1e9")
    d.chord((140, 200, 340, 400), 200, 340, fill="#d6eaf8")
    d.rounded_rectangle((80, 455, 140, 505), 6, fill="#e5e7e9", outline="#888", width=2)
    ellipse(d, 110, 480, 8, 8, outline="#888", width=2)
    return img


def draw_man_bike_derailleur() -> Image.Image:
    """Labelled diagram of a bicycle rear derailleur next to the cassette: the H (high) and L (low) limit screws on the back of the body, the B-tension screw, the barrel adjuster where the shift cable enters, the cable clamp bolt, and the cage with upper and lower jockey wheels."""
    img, d = canvas()
    for i, r in enumerate(range(130, 50, -10)):
        ellipse(d, 170, 200, r * 0.35, r, outline="#555", width=3, fill="#bbb" if i % 2 else "#ddd")
    text(d, (170, 350), "cassette", 13, anchor="mm")
    d.polygon([(300, 120), (420, 100), (450, 160), (330, 200)], fill="#7f8c8d", outline="#333")
    ellipse(d, 350, 300, 22, 22, fill="#444", outline="#111", width=2)
    ellipse(d, 390, 400, 22, 22, fill="#444", outline="#111", width=2)
    d.polygon([(330, 270), (375, 260), (415, 420), (370, 430)], outline="#2c3e50", width=4)
    d.line((380, 190, 355, 280), fill="#2c3e50", width=10)
    for x, y in ((400, 120), (420, 140)):
        ellipse(d, x, y, 7, 7, fill="#f1c40f", outline="#333")
    ellipse(d, 318, 135, 6, 6, fill="#f1c40f", outline="#333")
    d.rectangle((440, 150, 470, 172), fill="#95a5a6", outline="#333")
    d.line((470, 160, 600, 60), fill="#222", width=2)
    ellipse(d, 430, 180, 6, 6, fill="#bdc3c7", outline="#333")
    leader(d, (400, 120), (470, 40), "H limit screw")
    leader(d, (420, 140), (560, 110), "L limit screw")
    leader(d, (318, 135), (250, 60), "B-tension screw")
    leader(d, (455, 161), (560, 200), "barrel adjuster")
    leader(d, (430, 180), (540, 250), "cable clamp bolt")
    leader(d, (350, 300), (230, 300), "upper jockey wheel")
    leader(d, (390, 400), (270, 440), "lower jockey wheel")
    leader(d, (395, 350), (520, 360), "cage")
    return img


def draw_man_flatpack_steps() -> Image.Image:
    """Four-panel bookshelf assembly instruction: 1 insert 8 wooden dowels into the side panels; 2 attach the top and bottom boards to side panel A and turn the cam locks; 3 slide the back panel into the grooves, smooth side facing in; 4 attach side panel B and rest the shelves on the shelf pins."""
    img, d, boxes = panel_grid(
        [
            "Insert 8 wooden dowels into side panels",
            "Attach top + bottom to side A, turn cam locks",
            "Slide back panel into grooves (smooth side in)",
            "Attach side B, rest shelves on pins",
        ]
    )
    x0, y0, _x1, y1 = boxes[0]
    d.rectangle((x0 + 120, y0 + 20, x0 + 160, y1 - 20), fill="#e0c097", outline="#7a5c3a", width=2)
    for k in range(4):
        y = y0 + 40 + k * 45
        d.rounded_rectangle(
            (x0 + 165, y - 5, x0 + 200, y + 5), 4, fill="#c69c6d", outline="#7a5c3a"
        )
        arrow(d, (x0 + 230, y), (x0 + 205, y), width=2, head=7)
    text(d, (x0 + 250, y0 + 100), "× 8", 20, bold=True)
    x0, y0, _x1, y1 = boxes[1]
    d.rectangle((x0 + 60, y0 + 15, x0 + 90, y1 - 15), fill="#e0c097", outline="#7a5c3a", width=2)
    text(d, (x0 + 75, y1 - 30), "A", 14, bold=True, anchor="mm")
    d.rectangle((x0 + 90, y0 + 15, x0 + 260, y0 + 40), fill="#e9d3b0", outline="#7a5c3a", width=2)
    d.rectangle((x0 + 90, y1 - 40, x0 + 260, y1 - 15), fill="#e9d3b0", outline="#7a5c3a", width=2)
    for y in (y0 + 27, y1 - 27):
        ellipse(d, x0 + 110, y, 8, 8, fill="#bbb", outline="#333")
        d.arc((x0 + 118, y - 20, x0 + 150, y + 12), 200, 340, fill="#c0392b", width=2)
    x0, y0, _x1, y1 = boxes[2]
    d.rectangle((x0 + 60, y0 + 15, x0 + 250, y1 - 15), outline="#7a5c3a", width=6)
    d.line((x0 + 70, y0 + 15, x0 + 70, y1 - 15), fill="#333", width=1)
    d.line((x0 + 240, y0 + 15, x0 + 240, y1 - 15), fill="#333", width=1)
    d.rectangle((x0 + 72, y0 + 60, x0 + 238, y1 - 5), fill="#f5ecd9", outline="#999")
    arrow(d, (x0 + 155, y1 - 10), (x0 + 155, y0 + 70), fill="#c0392b", width=3)
    text(d, (x0 + 270, y0 + 90), "smooth", 12)
    text(d, (x0 + 270, y0 + 106), "side in", 12)
    x0, y0, _x1, y1 = boxes[3]
    d.rectangle((x0 + 60, y0 + 15, x0 + 250, y1 - 15), fill="#f5ecd9", outline="#7a5c3a", width=6)
    for y in (y0 + 80, y0 + 140):
        d.rectangle((x0 + 66, y, x0 + 244, y + 8), fill="#c69c6d")
        ellipse(d, x0 + 70, y + 10, 3, 3, fill="#555")
        ellipse(d, x0 + 240, y + 10, 3, 3, fill="#555")
    text(d, (x0 + 265, y0 + 100), "B", 14, bold=True)
    return img


def draw_man_breaker_panel() -> Image.Image:
    """Open home breaker panel with twelve numbered breakers and a circuit directory; all handles point to ON except breaker 7, labelled 'Kitchen outlets', whose handle sits in the middle (tripped) position with a red indicator."""
    names = [
        "Main lights",
        "Living room",
        "Bedrooms",
        "Bathroom",
        "Dishwasher",
        "Fridge",
        "Kitchen outlets",
        "Microwave",
        "Washer",
        "Dryer",
        "Garage",
        "Outdoor",
    ]
    img, d = canvas(520, 600, "#dcdcdc")
    d.rectangle((60, 30, 460, 570), fill="#b7bcc2", outline="#555", width=3)
    text(d, (260, 55), "CIRCUIT BREAKERS", 16, bold=True, anchor="mm")
    for i, name in enumerate(names):
        col, row = i % 2, i // 2
        x = 100 + col * 190
        y = 90 + row * 78
        d.rectangle((x, y, x + 150, y + 60), fill="#2f3640", outline="#111")
        text(d, (x + 8, y + 8), str(i + 1), 13, "white", True)
        text(d, (x + 8, y + 42), name, 11, "white")
        tripped = i == 6
        hx = x + 108 if not tripped else x + 92
        d.rectangle((x + 80, y + 18, x + 130, y + 34), fill="#1e272e")
        d.rectangle(
            (hx, y + 14, hx + 16, y + 38),
            fill="#ecf0f1" if not tripped else "#ffcccc",
            outline="#000",
        )
        text(d, (x + 120, y + 46), "ON", 9, "#9f9", anchor="mm")
        if tripped:
            ellipse(d, x + 140, y + 10, 5, 5, fill="#e74c3c")
    return img


def draw_man_faucet_exploded() -> Image.Image:
    """Exploded-view diagram of a single-handle cartridge faucet, top to bottom: handle with a side set screw, decorative cap, brass retaining nut, the cylindrical cartridge with its stem, two rubber O-rings, and the faucet body; each part is labelled."""
    img, d = canvas(560, 640, "white")
    cx = 240
    d.rounded_rectangle((cx - 80, 20, cx + 80, 70), 12, fill="#d5d8dc", outline="#333", width=2)
    ellipse(d, cx + 80, 45, 6, 6, fill="#555")
    d.rectangle((cx - 40, 110, cx + 40, 140), fill="#d5d8dc", outline="#333", width=2)
    d.rectangle((cx - 45, 180, cx + 45, 215), fill="#d4a017", outline="#333", width=2)
    for x in range(cx - 40, cx + 45, 10):
        d.line((x, 182, x, 213), fill="#9a7209")
    d.rectangle((cx - 6, 245, cx + 6, 275), fill="#888")
    d.rectangle((cx - 30, 275, cx + 30, 385), fill="#ecf0f1", outline="#333", width=2)
    d.rectangle((cx - 30, 300, cx + 30, 310), fill="#95a5a6")
    for y in (420, 445):
        ellipse(d, cx, y, 34, 8, outline="#111", width=4)
    d.polygon(
        [(cx - 70, 490), (cx + 70, 490), (cx + 70, 600), (cx - 70, 600)],
        fill="#d5d8dc",
        outline="#333",
    )
    d.rectangle((cx + 70, 510, cx + 200, 535), fill="#d5d8dc", outline="#333")
    for y in (70, 140, 215, 385, 455):
        d.line((cx, y + 5, cx, y + 35), fill="#999", width=1)
    leader(d, (cx + 80, 45), (440, 45), "handle + set screw")
    leader(d, (cx + 40, 125), (440, 125), "decorative cap")
    leader(d, (cx + 45, 197), (440, 197), "retaining nut")
    leader(d, (cx + 6, 260), (440, 260), "cartridge stem")
    leader(d, (cx + 30, 340), (440, 330), "cartridge")
    leader(d, (cx + 34, 432), (440, 432), "O-rings")
    leader(d, (cx, 560), (440, 575), "faucet body")
    return img


def draw_man_descale_steps() -> Image.Image:
    """Four-panel espresso machine descaling guide: 1 mix descaler with water in the tank up to MAX; 2 place a 1-litre container under the group head and steam wand; 3 hold the descale button for 3 seconds and let half the solution run through the group head and half through the steam wand; 4 rinse the tank and run two full tanks of clean water."""
    img, d, boxes = panel_grid(
        [
            "Descaler + water to MAX",
            "1 L container under group + wand",
            "Hold descale 3 s; half group, half wand",
            "Rinse tank, run 2 tanks of clean water",
        ]
    )
    x0, y0, _x1, y1 = boxes[0]
    d.rectangle((x0 + 110, y0 + 40, x0 + 200, y1 - 15), fill="#d6eaf8", outline="#2e86c1", width=2)
    d.rectangle((x0 + 112, y0 + 60, x0 + 198, y1 - 17), fill="#aed6f1")
    d.line((x0 + 100, y0 + 60, x0 + 120, y0 + 60), fill="#c0392b", width=2)
    text(d, (x0 + 40, y0 + 54), "MAX", 12, "#c0392b")
    d.polygon(
        [(x0 + 210, y0 + 10), (x0 + 250, y0 + 10), (x0 + 240, y0 + 40), (x0 + 220, y0 + 40)],
        fill="#f5b041",
    )
    arrow(d, (x0 + 225, y0 + 45), (x0 + 180, y0 + 70), width=2)
    for k, (x0, y0, _x1, y1) in enumerate(boxes[1:3]):
        d.rectangle((x0 + 60, y0 + 10, x0 + 250, y0 + 60), fill="#c9ccd1", outline="#555")
        d.rectangle((x0 + 120, y0 + 60, x0 + 160, y0 + 80), fill="#555")
        d.line((x0 + 230, y0 + 60, x0 + 230, y0 + 120), fill="#999", width=6)
        d.rectangle((x0 + 90, y0 + 130, x0 + 260, y1 - 15), fill="#fdfefe", outline="#333", width=2)
        text(d, (x0 + 175, y1 - 30), "1 L", 13, anchor="mm")
        if k == 1:
            ellipse(d, x0 + 90, y0 + 35, 12, 12, fill="#e67e22")
            text(d, (x0 + 30, y0 + 90), "3 s", 16, "#e67e22", True)
            for x in (x0 + 140, x0 + 230):
                d.line(
                    (x, y0 + 85 if x < x0 + 200 else y0 + 122, x, y0 + 128), fill="#5dade2", width=3
                )
    x0, y0, _x1, y1 = boxes[3]
    for k in range(2):
        x = x0 + 80 + k * 110
        d.rectangle((x, y0 + 30, x + 80, y1 - 20), fill="#d6eaf8", outline="#2e86c1", width=2)
        text(d, (x + 40, y1 - 40), f"×{k + 1}", 14, anchor="mm")
    return img


def draw_man_drill() -> Image.Image:
    """Labelled diagram of a cordless drill-driver: keyless chuck at the front, a numbered clutch collar (1-20 plus a drill symbol) behind it, a 1/2 speed selector on top, the forward/reverse switch above the trigger, an LED work light at the base of the grip and a slide-on battery pack."""
    img, d = canvas()
    d.rounded_rectangle((170, 120, 420, 200), 30, fill="#f39c12", outline="#333", width=2)
    d.rectangle((120, 135, 170, 185), fill="#555", outline="#222")
    for x in range(124, 170, 9):
        d.line((x, 137, x, 183), fill="#888", width=2)
    d.polygon([(70, 150), (120, 140), (120, 180), (70, 170)], fill="#777", outline="#222")
    d.line((20, 160, 70, 160), fill="#aaa", width=4)
    d.rectangle((170, 122, 200, 198), fill="#333")
    for k in range(5):
        text(d, (185, 135 + k * 14), str(1 + k * 5), 9, "white", anchor="mm")
    d.rounded_rectangle((300, 105, 340, 122), 5, fill="#333")
    text(d, (320, 113), "1 2", 10, "white", anchor="mm")
    d.polygon(
        [(300, 200), (370, 200), (390, 380), (320, 380)], fill="#f39c12", outline="#333", width=2
    )
    d.rounded_rectangle((290, 215, 312, 255), 6, fill="#222")
    d.rectangle((315, 205, 350, 218), fill="#222")
    ellipse(d, 308, 370, 6, 6, fill="#fffbd0", outline="#333")
    d.rounded_rectangle((270, 380, 440, 450), 10, fill="#2c3e50", outline="#111", width=2)
    leader(d, (95, 160), (90, 60), "keyless chuck")
    leader(d, (185, 125), (200, 40), "clutch collar (1–20, drill)")
    leader(d, (320, 108), (430, 60), "speed selector 1 / 2")
    leader(d, (332, 211), (510, 200), "forward / reverse switch")
    leader(d, (300, 240), (160, 270), "trigger")
    leader(d, (308, 370), (160, 360), "LED light")
    leader(d, (400, 415), (520, 440), "battery pack")
    return img


def draw_man_nozzle_check() -> Image.Image:
    """Printer nozzle-check patterns side by side: on the left a 'good' pattern with unbroken stair-step lines in cyan, magenta, yellow and black; on the right a 'needs cleaning' pattern where the magenta and black blocks have missing line segments (gaps)."""
    img, d = canvas(640, 360, "white")
    cols = ["#00aeef", "#ec008c", "#fff200", "#111111"]
    for side, (x0, title) in enumerate(((30, "Good"), (340, "Needs cleaning"))):
        text(d, (x0 + 135, 30), title, 18, "#27ae60" if side == 0 else "#c0392b", True, "mm")
        for b, col in enumerate(cols):
            bx, by = x0 + (b % 2) * 140, 60 + (b // 2) * 140
            d.rectangle((bx, by, bx + 130, by + 130), outline="#ccc")
            for k in range(12):
                y = by + 8 + k * 10
                for s in range(4):
                    xx = bx + 6 + s * 30 + (k % 3) * 3
                    missing = side == 1 and b in (1, 3) and (k * 4 + s) % 5 in (1, 3)
                    if not missing:
                        d.line((xx, y, xx + 24, y), fill=col, width=3)
    return img


# --------------------------------------------------------------------------- Recipe

WOOD = "#c8a27a"


def _wood(img_w: int = W, img_h: int = H) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    img, d = canvas(img_w, img_h, WOOD)
    for y in range(0, img_h, 24):
        d.line((0, y + 10, img_w, y + 14), fill="#b88f66", width=2)
    return img, d


def _tag(d: ImageDraw.ImageDraw, xy: Point, s: str) -> None:
    ellipse(d, xy[0], xy[1], 14, 14, fill="white", outline="#333", width=2)
    text(d, xy, s, 15, bold=True, anchor="mm")


def draw_rec_spices() -> Image.Image:
    """Flat lay of three unlabelled whole spices on a wooden board, numbered 1-3: (1) two brown eight-pointed star-shaped pods with a shiny seed in each point, (2) three rolled, curled sticks of reddish-brown bark, (3) a small pile of dark brown nail-shaped buds with round heads."""
    img, d = _wood()
    for cx, cy in ((130, 200), (200, 300)):
        d.polygon(star(cx, cy, 55, 18, 8), fill="#7b4a2a", outline="#4a2a14")
        for k in range(8):
            a = math.radians(-90 + k * 45)
            ellipse(d, cx + 32 * math.cos(a), cy + 32 * math.sin(a), 5, 4, fill="#c98d4b")
    _tag(d, (90, 120), "1")
    for k in range(3):
        y = 150 + k * 55
        d.rounded_rectangle((300, y, 470, y + 30), 12, fill="#9c5a33", outline="#5e3219", width=2)
        d.arc((440, y, 476, y + 30), 270, 90, fill="#5e3219", width=3)
        d.arc((450, y + 6, 468, y + 24), 0, 360, fill="#5e3219", width=2)
    _tag(d, (300, 120), "2")
    rng = np.random.default_rng(5)
    for _ in range(26):
        x, yc = 520 + rng.uniform(-50, 50), 330 + rng.uniform(-50, 50)
        a = rng.uniform(0, math.pi)
        x2, y2 = x + 28 * math.cos(a), yc + 28 * math.sin(a)
        d.line((x, yc, x2, y2), fill="#3e2311", width=4)
        ellipse(d, x, yc, 6, 6, fill="#5a331a")
    _tag(d, (460, 250), "3")
    return img


def draw_rec_mushrooms() -> Image.Image:
    """Three unlabelled kinds of fresh mushrooms on a grey board, numbered 1-3: (1) brown umbrella-shaped caps with pale cracks on top and short stems, (2) a clump of long, thin white stems with tiny round caps, (3) fan-shaped, overlapping grey-beige caps growing from a common base."""
    img, d = canvas(W, H, "#7f8c8d")
    for k, (cx, cy) in enumerate(((110, 220), (190, 300))):
        d.rectangle((cx - 10, cy, cx + 10, cy + 60), fill="#f0e6d2")
        d.chord((cx - 60, cy - 45, cx + 60, cy + 35), 180, 360, fill="#7a4b2a")
        for j in range(4):
            d.line(
                (cx - 35 + j * 22, cy - 25 + (j % 2) * 10, cx - 25 + j * 22, cy - 15),
                fill="#e8d5b5",
                width=2,
            )
        if k == 0:
            _tag(d, (cx - 50, cy - 70), "1")
    for k in range(14):
        x = 290 + k * 6
        d.line((330, 400, x, 140 + (k % 3) * 8), fill="#fbf8f0", width=4)
        ellipse(d, x, 138 + (k % 3) * 8, 6, 5, fill="#f4ecd8", outline="#d8cdb5")
    d.rectangle((315, 370, 345, 410), fill="#e3d6bb")
    _tag(d, (300, 110), "2")
    for k, (dx, dy, r) in enumerate(((0, 0, 70), (30, 40, 60), (-20, 60, 55))):
        d.pieslice(
            (470 + dx - r, 230 + dy - r, 470 + dx + r, 230 + dy + r),
            190 + k * 5,
            350,
            fill="#b7ad9c",
            outline="#8c8170",
            width=2,
        )
    d.polygon([(455, 300), (485, 300), (475, 380), (465, 380)], fill="#e8e0d0")
    _tag(d, (420, 140), "3")
    return img


def draw_rec_chilies() -> Image.Image:
    """Three unlabelled chili peppers on a white cutting board, lettered A-C: (A) a plump, smooth, dark green pepper about 7 cm long with a blunt tip, (B) a tiny, thin, bright red pepper about 3 cm long, (C) a wrinkled, lantern-shaped orange pepper about 4 cm wide."""
    img, d = canvas(W, 400, "#f4f4f4")
    d.rounded_rectangle((20, 20, 620, 380), 20, fill="white", outline="#ccc", width=2)
    d.rounded_rectangle((60, 170, 260, 240), 35, fill="#2e7d32", outline="#1b5e20", width=2)
    d.rectangle((40, 195, 65, 215), fill="#6d8b3a")
    text(d, (160, 290), "A", 20, bold=True, anchor="mm")
    d.polygon([(320, 200), (400, 192), (410, 200), (400, 208)], fill="#e53935", outline="#b71c1c")
    d.line((305, 200, 322, 200), fill="#6d8b3a", width=4)
    text(d, (360, 290), "B", 20, bold=True, anchor="mm")
    d.polygon(
        [(470, 150), (560, 150), (575, 200), (540, 260), (515, 270), (490, 240), (460, 195)],
        fill="#fb8c00",
        outline="#e65100",
    )
    for x in (495, 515, 540):
        d.line((x, 160, x - 4, 240), fill="#e65100", width=2)
    d.rectangle((505, 128, 520, 152), fill="#6d8b3a")
    text(d, (515, 300), "C", 20, bold=True, anchor="mm")
    return img


def draw_rec_plated_steak() -> Image.Image:
    """Top-down photo-style drawing of a dinner plate: sliced steak piled in the centre on top of a flat heap of mashed potatoes, green beans scattered loosely around the plate, and brown sauce smeared across the rim."""
    img, d = canvas(560, 560, "#3e2f27")
    ellipse(d, 280, 280, 250, 250, fill="white", outline="#ddd", width=3)
    ellipse(d, 280, 280, 175, 175, outline="#eee", width=2)
    ellipse(d, 300, 290, 95, 75, fill="#f5e6b8")
    for k in range(5):
        d.polygon(
            [(230 + k * 22, 230), (262 + k * 22, 225), (266 + k * 22, 330), (234 + k * 22, 335)],
            fill="#8b3a2b",
            outline="#5c1f15",
        )
        d.line((238 + k * 22, 235, 240 + k * 22, 325), fill="#c0605a", width=3)
    rng = np.random.default_rng(2)
    for _ in range(14):
        r = rng.uniform(120, 200)
        a = rng.uniform(0, 2 * math.pi)
        x, y = 280 + r * math.cos(a), 280 + r * math.sin(a)
        b = rng.uniform(0, math.pi)
        d.line((x, y, x + 40 * math.cos(b), y + 40 * math.sin(b)), fill="#4caf50", width=7)
    d.arc((60, 60, 500, 500), 20, 80, fill="#6d3b1f", width=14)
    d.arc((40, 40, 520, 520), 200, 230, fill="#6d3b1f", width=10)
    return img


def draw_rec_cake_plain() -> Image.Image:
    """Side view of a plain two-layer round cake covered in smooth white frosting with no decoration, standing on a white cake stand against a pastel background."""
    img, d = canvas(W, H, "#fde2e4")
    d.rectangle((300, 360, 340, 430), fill="white", outline="#ccc")
    ellipse(d, 320, 435, 90, 14, fill="white", outline="#ccc")
    ellipse(d, 320, 360, 200, 26, fill="white", outline="#ccc", width=2)
    d.rectangle((160, 190, 480, 345), fill="#fffdf7")
    ellipse(d, 320, 345, 160, 22, fill="#fffdf7")
    ellipse(d, 320, 190, 160, 26, fill="#ffffff", outline="#e8e2d0", width=2)
    d.line((160, 190, 160, 345), fill="#e8e2d0", width=2)
    d.line((480, 190, 480, 345), fill="#e8e2d0", width=2)
    return img


def draw_rec_bread_crumb() -> Image.Image:
    """Cross-section of a home-baked sourdough loaf: a tight, dense crumb with only tiny holes, a shiny, darker gummy band along the bottom, and one large tunnel-like hole just under the top crust."""
    img, d = canvas(W, 420, "#e8ddcb")
    d.chord((60, 40, 580, 520), 180, 360, fill="#8d5524")
    d.rectangle((60, 278, 580, 330), fill="#8d5524")
    d.chord((80, 60, 560, 500), 180, 360, fill="#f3e5c8")
    d.rectangle((80, 278, 560, 312), fill="#f3e5c8")
    rng = np.random.default_rng(9)
    for _ in range(260):
        x, y = rng.uniform(120, 520), rng.uniform(150, 290)
        if (x - 320) ** 2 / 240**2 + (y - 280) ** 2 / 220**2 < 1:
            ellipse(d, x, y, 2, 1.5, fill="#dcc9a3")
    d.rectangle((80, 285, 560, 312), fill="#c9b48a")
    for x in range(90, 560, 30):
        d.line((x, 292, x + 14, 292), fill="#e0d2b4", width=1)
    ellipse(d, 320, 98, 150, 22, fill="#fff8ea", outline="#d8c7a0")
    return img


def draw_rec_dumpling_folding() -> Image.Image:
    """Four-step dumpling folding guide: 1 a round wrapper with a spoonful of filling in the centre; 2 the wrapper folded in half and pinched together only at the top middle; 3 small pleats made on the front edge only, folding toward the centre from each side; 4 a finished crescent-shaped dumpling with a row of pleats."""
    img, d, boxes = panel_grid(
        [
            "Filling in the centre",
            "Fold in half, pinch middle",
            "Pleat front edge toward middle",
            "Finished crescent",
        ]
    )
    cx = [((b[0] + b[2]) / 2, (b[1] + b[3]) / 2) for b in boxes]
    x, y = cx[0]
    ellipse(d, x, y, 85, 85, fill="#fbf3e4", outline="#c8b48a", width=2)
    ellipse(d, x, y, 30, 22, fill="#9c6b4e")
    x, y = cx[1]
    d.chord((x - 90, y - 70, x + 90, y + 110), 180, 360, fill="#fbf3e4", outline="#c8b48a", width=2)
    arrow(d, (x - 40, y - 70), (x - 5, y - 55), width=2, head=7)
    arrow(d, (x + 40, y - 70), (x + 5, y - 55), width=2, head=7)
    ellipse(d, x, y - 68, 5, 5, fill="#c0392b")
    for k, (x, y) in enumerate(cx[2:]):
        d.chord(
            (x - 95, y - 60 + k * 10, x + 95, y + 110),
            180,
            360,
            fill="#fbf3e4",
            outline="#c8b48a",
            width=2,
        )
        n = 2 if k == 0 else 4
        for j in range(n):
            for side in (-1, 1):
                px = x + side * (12 + j * 16)
                d.line(
                    (px, y - 48 + k * 10 + abs(j) * 4, px + side * 8, y + 5),
                    fill="#b39b6e",
                    width=2,
                )
        if k == 0:
            arrow(d, (x - 80, y + 30), (x - 30, y + 30), width=2, head=7)
            arrow(d, (x + 80, y + 30), (x + 30, y + 30), width=2, head=7)
    return img


def draw_rec_pasta_plate() -> Image.Image:
    """Top-down view of a wide white pasta bowl with spaghetti in tomato sauce spread loosely across the whole bowl right up to the rim, sauce splashes on the rim and a single basil leaf off to one side."""
    img, d = canvas(560, 560, "#d7ccc8")
    ellipse(d, 280, 280, 250, 250, fill="white", outline="#bbb", width=2)
    ellipse(d, 280, 280, 190, 190, fill="#fafafa", outline="#ddd", width=2)
    rng = np.random.default_rng(4)
    for _ in range(45):
        a, r = rng.uniform(0, 2 * math.pi), rng.uniform(20, 170)
        x, y = 280 + r * math.cos(a), 280 + r * math.sin(a)
        d.arc(
            (x - 60, y - 40, x + 60, y + 40),
            rng.uniform(0, 360),
            rng.uniform(0, 360) + 120,
            fill="#e9c46a",
            width=4,
        )
    for _ in range(10):
        a, r = rng.uniform(0, 2 * math.pi), rng.uniform(40, 160)
        ellipse(d, 280 + r * math.cos(a), 280 + r * math.sin(a), 14, 10, fill="#c0392b")
    for a in (0.4, 2.2, 4.0):
        ellipse(d, 280 + 220 * math.cos(a), 280 + 220 * math.sin(a), 9, 6, fill="#c0392b")
    d.polygon([(430, 120), (470, 100), (460, 140)], fill="#2e7d32")
    return img


def draw_rec_proofing_poke() -> Image.Image:
    """Poke-test diagram with three dough balls, each with a fingertip dent: left 'springs back immediately: underproofed', middle 'springs back slowly, small dent remains: ready to bake', right 'dent stays and dough sighs/deflates: overproofed'."""
    img, d = canvas(W, 360, "white")
    items = [
        ("Underproofed", "springs back at once", 0),
        ("Ready", "slow spring, small dent", 8),
        ("Overproofed", "dent stays, dough deflates", 16),
    ]
    for k, (title, note, dent) in enumerate(items):
        cx = 110 + k * 210
        h = 70 if k < 2 else 50
        d.chord(
            (cx - 90, 250 - 2 * h, cx + 90, 250 + 2 * h),
            180,
            360,
            fill="#f6e7c8",
            outline="#c9a96e",
            width=2,
        )
        if dent:
            ellipse(d, cx, 250 - h + dent / 2, 14, dent / 2 + 2, fill="#e0c993")
        else:
            ellipse(d, cx, 250 - h + 2, 12, 2, fill="#efdcb0")
        d.line((cx, 250 - h - 60, cx, 250 - h - 10), fill="#a0522d", width=10)
        text(d, (cx, 285), title, 16, "#2c3e50", True, "mm")
        text(d, (cx, 310), note, 12, anchor="mm")
    return img


def draw_rec_plate_clock() -> Image.Image:
    """Plating diagram of the 'clock method': a round plate with clock positions marked, protein placed at 6 o'clock (front), starch at 10 o'clock, vegetables at 2 o'clock, sauce pooled under the protein and a garnish at the centre-back."""
    img, d = canvas(560, 560, "#f4f1ea")
    ellipse(d, 280, 280, 240, 240, fill="white", outline="#bbb", width=3)
    for h in range(1, 13):
        a = math.radians(h * 30 - 90)
        text(d, (280 + 215 * math.cos(a), 280 + 215 * math.sin(a)), str(h), 14, "#999", anchor="mm")
    ellipse(d, 280, 380, 70, 40, fill="#e7b8a0")
    d.rounded_rectangle((225, 350, 335, 400), 18, fill="#a0522d")
    text(d, (280, 440), "protein (6)", 14, bold=True, anchor="mm")
    ellipse(d, 180, 200, 55, 45, fill="#f5deb3")
    text(d, (180, 200), "starch (10)", 13, bold=True, anchor="mm")
    ellipse(d, 380, 200, 55, 45, fill="#8bc34a")
    text(d, (380, 200), "veg (2)", 13, bold=True, anchor="mm")
    d.polygon(star(280, 150, 14, 6, 5), fill="#2e7d32")
    text(d, (280, 120), "garnish", 12, anchor="mm")
    text(d, (280, 470), "sauce under protein", 12, "#a0522d", anchor="mm")
    return img


# --------------------------------------------------------------------------- Fashion


def draw_fash_wardrobe_flatlay() -> Image.Image:
    """Flat lay of eight wardrobe items on a light floor: a white crew-neck T-shirt, a light-blue denim jacket, a navy knit sweater, a beige trench coat, black slim jeans, grey wool trousers, white leather sneakers and brown leather loafers."""
    img, d = canvas(W, H, "#eeeae4")

    def top(x: float, y: float, col: Color, long: bool = True, coat: bool = False) -> None:
        body_h = 130 if coat else 90
        d.polygon(
            [(x - 40, y), (x + 40, y), (x + 40, y + body_h), (x - 40, y + body_h)],
            fill=col,
            outline="#777",
        )
        sl = 80 if long else 30
        d.polygon(
            [
                (x - 40, y),
                (x - 40 - sl * 0.6, y + sl),
                (x - 52 - sl * 0.6, y + sl - 10),
                (x - 40, y + 25),
            ],
            fill=col,
            outline="#777",
        )
        d.polygon(
            [
                (x + 40, y),
                (x + 40 + sl * 0.6, y + sl),
                (x + 52 + sl * 0.6, y + sl - 10),
                (x + 40, y + 25),
            ],
            fill=col,
            outline="#777",
        )
        d.arc((x - 14, y - 10, x + 14, y + 14), 0, 180, fill="#777", width=2)

    top(90, 40, "white", long=False)
    top(250, 40, "#8fb8de")
    for yy in (60, 90, 120):
        ellipse(d, 250, yy, 3, 3, fill="#b5651d")
    top(410, 40, "#1f2a44")
    top(560, 30, "#d6c3a0", coat=True)
    d.line((560, 80, 560, 160), fill="#a58b60", width=2)
    for x, col in ((90, "#1c1c1c"), (220, "#8e8e8e")):
        d.polygon(
            [
                (x - 40, 220),
                (x + 40, 220),
                (x + 45, 420),
                (x + 5, 420),
                (x, 260),
                (x - 5, 420),
                (x - 45, 420),
            ],
            fill=col,
            outline="#555",
        )
    for k, x in enumerate((340, 420)):
        d.rounded_rectangle(
            (x, 300 + k * 10, x + 70, 330 + k * 10), 12, fill="white", outline="#999", width=2
        )
        d.rectangle((x, 325 + k * 10, x + 70, 335 + k * 10), fill="#ddd")
    for k, x in enumerate((500, 570)):
        d.rounded_rectangle(
            (x - 30, 300 + k * 10, x + 30, 330 + k * 10),
            14,
            fill="#7b4a26",
            outline="#4a2a14",
            width=2,
        )
    return img


def draw_fash_red_dress() -> Image.Image:
    """A red midi wrap dress with a V-neckline, short flutter sleeves and a tie waist, hanging on a wooden hanger against a light grey wall."""
    img, d = canvas(480, 600, "#e5e5e5")
    d.line((190, 60, 290, 60), fill="#8b5a2b", width=6)
    d.arc((225, 20, 255, 55), 180, 360, fill="#555", width=3)
    d.line((240, 40, 240, 60), fill="#555", width=3)
    red = "#c62828"
    d.polygon([(180, 70), (300, 70), (310, 230), (170, 230)], fill=red)
    d.polygon([(240, 70), (215, 70), (240, 150), (265, 70)], fill="#e5e5e5")
    d.polygon([(180, 70), (130, 120), (160, 140), (185, 110)], fill=red)
    d.polygon([(300, 70), (350, 120), (320, 140), (295, 110)], fill=red)
    d.polygon([(170, 230), (310, 230), (370, 540), (110, 540)], fill=red)
    d.line((240, 230, 215, 540), fill="#a31515", width=2)
    d.rectangle((170, 222, 310, 236), fill="#a31515")
    d.line((300, 232, 330, 300), fill="#a31515", width=5)
    d.line((300, 232, 315, 310), fill="#a31515", width=5)
    return img


def _portrait(hair: str, beard: bool) -> Image.Image:
    img, d = canvas(480, 560, "#dfe6e9")
    skin = "#e8b998"
    if hair == "long":
        d.rounded_rectangle((140, 90, 340, 470), 80, fill="#5b3a21")
    d.rounded_rectangle((150, 400, 330, 560), 40, fill="#6c7a89")
    d.rectangle((215, 330, 265, 410), fill=skin)
    ellipse(d, 240, 250, 85, 115 if hair == "long" else 105, fill=skin)
    if hair == "long":
        d.chord((150, 120, 330, 260), 180, 360, fill="#5b3a21")
        d.line((240, 128, 240, 170), fill="#4a2e19", width=3)
    else:
        d.chord((152, 135, 328, 240), 180, 360, fill="#2d2d2d")
        d.rectangle((155, 180, 170, 230), fill="#2d2d2d")
        d.rectangle((310, 180, 325, 230), fill="#2d2d2d")
    for x in (205, 275):
        ellipse(d, x, 245, 10, 6, fill="white")
        ellipse(d, x, 245, 5, 5, fill="#3b2a1e")
        d.line((x - 16, 225, x + 16, 223), fill="#3b2a1e", width=4)
    d.line((240, 255, 232, 290), fill="#c9967a", width=2)
    d.line((232, 292, 246, 292), fill="#c9967a", width=2)
    if beard:
        d.chord((160, 220, 320, 365), 20, 160, fill="#2d2d2d")
        d.rounded_rectangle((212, 300, 268, 312), 5, fill="#2d2d2d")
        d.line((222, 322, 258, 322), fill="#a1665e", width=4)
    else:
        d.arc((215, 305, 265, 330), 20, 160, fill="#b5534b", width=4)
    return img


def draw_fash_portrait_long_hair() -> Image.Image:
    """Head-and-shoulders portrait of a woman with an oval face, fair skin and long, straight, dark-brown hair with a centre part reaching well below the shoulders, wearing a grey top."""
    return _portrait("long", beard=False)


def draw_fash_portrait_beard() -> Image.Image:
    """Head-and-shoulders portrait of a man with a square jaw, short dark hair and a short full beard, wearing a grey top and no glasses."""
    return _portrait("short", beard=True)


def draw_fash_navy_suit() -> Image.Image:
    """Full-length front view of a man in a navy two-piece suit with a white shirt, a navy tie and black oxford shoes, standing against a plain background."""
    img, d = canvas(400, 440, "#ecf0f1")
    person(
        d,
        200,
        40,
        top_color="white",
        bottom_color="#1f2a44",
        shoe_color="#111",
        jacket="#1f2a44",
        tie="#14213d",
    )
    return img


def draw_fash_casual_hoodie() -> Image.Image:
    """Full-length front view of a man in a grey pull-over hoodie, faded light-blue jeans and white running shoes, standing against a plain background."""
    img, d = canvas(400, 440, "#f5f5f5")
    person(d, 200, 40, top_color="#8d9299", bottom_color="#8fb3d9", shoe_color="white", hood=True)
    d.rectangle((170, 175, 230, 205), outline="#777", width=2)
    d.line((193, 108, 190, 150), fill="#ddd", width=2)
    d.line((207, 108, 210, 150), fill="#ddd", width=2)
    return img


def draw_fash_sneakers_white() -> Image.Image:
    """Side view of a plain all-white leather low-top sneaker with white laces and a flat white rubber sole, on a light background."""
    img, d = canvas(W, 360, "#f0f3f5")
    d.polygon(
        [(90, 250), (110, 160), (250, 120), (330, 110), (420, 170), (540, 200), (570, 250)],
        fill="white",
        outline="#999",
        width=2,
    )
    d.rounded_rectangle((80, 245, 580, 285), 16, fill="#fdfdfd", outline="#999", width=2)
    d.line((85, 262, 575, 262), fill="#ddd", width=2)
    for k in range(5):
        x = 270 + k * 28
        d.line((x, 125 + k * 10, x + 20, 140 + k * 10), fill="#ccc", width=3)
        ellipse(d, x, 125 + k * 10, 3, 3, fill="#bbb")
    d.arc((100, 150, 160, 240), 90, 270, fill="#ccc", width=2)
    return img


PALETTE = [
    ("Burgundy", "#800020"),
    ("Olive", "#708238"),
    ("Camel", "#c19a6b"),
    ("Navy", "#1f2a44"),
    ("Cream", "#f3e9d2"),
]


def draw_fash_trend_palette() -> Image.Image:
    """Trend-report colour card titled 'Autumn/Winter palette' with five labelled swatches and hex codes: Burgundy #800020, Olive #708238, Camel #C19A6B, Navy #1F2A44 and Cream #F3E9D2."""
    img, d = canvas(W, 320, "white")
    text(d, (320, 35), "Autumn/Winter palette", 22, bold=True, anchor="mm")
    for k, (name, hexcode) in enumerate(PALETTE):
        x = 30 + k * 118
        d.rectangle((x, 70, x + 105, 230), fill=hexcode, outline="#999")
        text(d, (x + 52, 252), name, 15, bold=True, anchor="mm")
        text(d, (x + 52, 276), hexcode.upper(), 13, "#555", anchor="mm")
    return img


# --------------------------------------------------------------------------- Renovation


def _room(bg_wall: Color, floor: Color) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    img, d = canvas(W, H, bg_wall)
    d.polygon([(0, 360), (640, 360), (640, 480), (0, 480)], fill=floor)
    d.line((0, 360, 640, 360), fill="#5d4037", width=4)
    return img, d


def draw_ren_living_room_before() -> Image.Image:
    """Dated living room: beige walls, a worn dark-brown three-seat sofa against the back wall, a small window on the right with heavy brown curtains, a single ceiling light, a dark brown carpet and a small low coffee table."""
    img, d = _room("#d9c7a7", "#5b4030")
    ellipse(d, 320, 20, 26, 10, fill="#fff7d6", outline="#aaa")
    d.line((320, 0, 320, 12), fill="#555", width=2)
    d.rectangle((470, 120, 560, 240), fill="#cde3f0", outline="white", width=6)
    d.rectangle((445, 100, 480, 280), fill="#6b3e26")
    d.rectangle((550, 100, 585, 280), fill="#6b3e26")
    d.rounded_rectangle((90, 230, 380, 350), 20, fill="#5a3a28")
    d.rounded_rectangle((110, 200, 360, 280), 16, fill="#6e4a34")
    for x in (110, 193, 276):
        d.rounded_rectangle((x, 275, x + 83, 320), 8, fill="#7a543c", outline="#4a2f20")
    d.rectangle((170, 375, 330, 400), fill="#8d6e63")
    d.rectangle((180, 400, 190, 430), fill="#6d4c41")
    d.rectangle((310, 400, 320, 430), fill="#6d4c41")
    return img


def draw_ren_kitchen_before() -> Image.Image:
    """Dated kitchen: honey-oak upper and lower cabinets with raised-panel doors and brass knobs, a beige laminate countertop, an almond-coloured tile backsplash and a white refrigerator on the right."""
    img, d = canvas(W, H, "#efe6d2")
    for x in range(40, 440, 100):
        d.rectangle((x, 40, x + 95, 170), fill="#c98d3f", outline="#8a5a22", width=2)
        d.rectangle((x + 12, 55, x + 83, 155), outline="#a06a2c", width=2)
        ellipse(d, x + 80, 150, 4, 4, fill="#b8860b")
    for y in range(180, 290, 22):
        for x in range(40, 440, 22):
            d.rectangle((x, y, x + 21, y + 21), fill="#e9dcc0", outline="#d6c7a5")
    d.rectangle((30, 290, 450, 310), fill="#d8c9a8", outline="#a89a78")
    for x in range(40, 440, 100):
        d.rectangle((x, 310, x + 95, 450), fill="#c98d3f", outline="#8a5a22", width=2)
        d.rectangle((x + 12, 325, x + 83, 435), outline="#a06a2c", width=2)
        ellipse(d, x + 80, 330, 4, 4, fill="#b8860b")
    d.rectangle((470, 60, 610, 450), fill="#fbfbfb", outline="#aaa", width=2)
    d.line((470, 190, 610, 190), fill="#aaa", width=2)
    d.line((485, 120, 485, 170), fill="#bbb", width=4)
    d.line((485, 210, 485, 290), fill="#bbb", width=4)
    d.rectangle((0, 450, 640, 480), fill="#b0a48a")
    return img


FLOORPLAN = [
    ("Living / dining", 0.0, 0.0, 5.2, 4.0),
    ("Kitchen", 5.2, 0.0, 8.2, 2.6),
    ("Balcony", 8.2, 0.0, 10.0, 2.6),
    ("Hall / entry", 5.2, 2.6, 10.0, 4.0),
    ("Bedroom 1", 0.0, 4.0, 3.8, 7.0),
    ("Hall", 3.8, 4.0, 6.2, 5.2),
    ("Bathroom", 3.8, 5.2, 6.2, 7.0),
    ("Closet", 6.2, 4.0, 7.0, 7.0),
    ("Bedroom 2", 7.0, 4.0, 10.0, 7.0),
]


def draw_ren_floorplan_2br() -> Image.Image:
    """Floor plan of a 10 m x 7 m two-bedroom apartment: living/dining 5.2 x 4.0 m (top left, windows on two walls), kitchen 3.0 x 2.6 m and a 1.8 x 2.6 m balcony along the top right, a hall/entry with the front door on the right wall, bedroom 1 3.8 x 3.0 m (bottom left), bathroom 2.4 x 1.8 m, a 0.8 m deep walk-in closet and bedroom 2 3.0 x 3.0 m (bottom right)."""
    img, d = canvas(W, H, "white")
    s, ox, oy = 58, 30, 40
    for name, x0, y0, x1, y1 in FLOORPLAN:
        fill = "#eaf4fb" if name == "Balcony" else "#fdfaf3"
        d.rectangle(
            (ox + x0 * s, oy + y0 * s, ox + x1 * s, oy + y1 * s), fill=fill, outline="#222", width=4
        )
        cx, cy = ox + (x0 + x1) / 2 * s, oy + (y0 + y1) / 2 * s
        size = 11 if x1 - x0 < 1.5 else 13
        text(d, (cx, cy - 8), name if name != "Closet" else "WIC", size, bold=True, anchor="mm")
        if name not in ("Hall", "Hall / entry", "Closet"):
            text(d, (cx, cy + 10), f"{x1 - x0:.1f} × {y1 - y0:.1f} m", 11, "#555", anchor="mm")
    for x0, y0, x1, y1 in (
        (0.8, 0, 2.6, 0),
        (3.2, 0, 4.6, 0),
        (0, 1.0, 0, 3.0),
        (6.0, 0, 7.4, 0),
        (0, 4.8, 0, 6.2),
        (10, 4.8, 10, 6.2),
    ):
        d.line((ox + x0 * s, oy + y0 * s, ox + x1 * s, oy + y1 * s), fill="#5dade2", width=8)
    d.line((ox + 10 * s, oy + 2.9 * s, ox + 10 * s, oy + 3.8 * s), fill="white", width=6)
    text(d, (ox + 10 * s + 4, oy + 3.35 * s), "door", 11, anchor="lm")
    text(d, (320, 460), "10.0 m × 7.0 m  (windows shown in blue)", 12, "#555", anchor="mm")
    return img


def draw_ren_studio_plan() -> Image.Image:
    """Empty studio apartment floor plan, 5 m wide x 7 m deep: two windows on the short top (north) wall, the entrance door at the bottom right, a 2.4 m kitchenette counter along the right wall next to the door, and a 2.0 x 2.2 m bathroom in the bottom-left corner; the rest is open floor."""
    img, d = canvas(W, H, "white")
    s, ox, oy = 58, 175, 25
    d.rectangle((ox, oy, ox + 5 * s, oy + 7 * s), fill="#fdfaf3", outline="#222", width=5)
    for x0, x1 in ((0.6, 1.9), (3.1, 4.4)):
        d.line((ox + x0 * s, oy, ox + x1 * s, oy), fill="#5dade2", width=9)
    d.rectangle(
        (ox, oy + 4.8 * s, ox + 2.0 * s, oy + 7 * s), fill="#eef2f3", outline="#222", width=4
    )
    text(d, (ox + 1.0 * s, oy + 5.8 * s), "Bath", 13, bold=True, anchor="mm")
    text(d, (ox + 1.0 * s, oy + 6.2 * s), "2.0 × 2.2 m", 11, "#555", anchor="mm")
    d.rectangle(
        (ox + 4.4 * s, oy + 3.6 * s, ox + 5 * s, oy + 6.0 * s),
        fill="#d5dbdb",
        outline="#333",
        width=2,
    )
    text(d, (ox + 4.1 * s, oy + 4.8 * s), "kitchenette 2.4 m", 11, anchor="mm")
    d.line((ox + 4.1 * s, oy + 7 * s, ox + 4.9 * s, oy + 7 * s), fill="white", width=7)
    d.arc((ox + 4.1 * s, oy + 6.2 * s, ox + 5.7 * s, oy + 7.8 * s), 180, 270, fill="#888", width=2)
    text(d, (ox + 4.5 * s, oy + 7 * s + 14), "entrance", 11, anchor="mm")
    text(d, (ox + 2.5 * s, oy - 10 + 0 * s), "N  (windows)", 11, "#2e86c1", anchor="mm")
    text(d, (ox - 12, oy + 3.5 * s), "7.0 m", 13, anchor="rm")
    text(d, (ox + 2.5 * s, oy + 7 * s + 32), "5.0 m", 13, anchor="mm")
    return img


def draw_ren_flooring_samples() -> Image.Image:
    """Four flooring samples laid side by side and labelled: A solid oak planks (honey-coloured wood grain), B luxury vinyl plank in a grey oak look, C matte porcelain tile (large light-grey squares), D cork (speckled tan)."""
    img, d = canvas(W, 420, "#f5f5f5")
    rng = np.random.default_rng(8)
    names = ["A  Solid oak", "B  Luxury vinyl plank", "C  Porcelain tile (matte)", "D  Cork"]
    for k, name in enumerate(names):
        x0, y0 = 20 + (k % 2) * 310, 20 + (k // 2) * 200
        box = (x0, y0, x0 + 290, y0 + 160)
        if k in (0, 1):
            base, line = ("#d4a55c", "#a97835") if k == 0 else ("#a9a9a4", "#85857f")
            d.rectangle(box, fill=base)
            for j in range(4):
                y = y0 + j * 40
                d.line((x0, y, x0 + 290, y), fill=line, width=2)
                for _ in range(5):
                    yy = y + rng.uniform(5, 35)
                    d.arc(
                        (x0 + rng.uniform(0, 200), yy - 6, x0 + rng.uniform(200, 290), yy + 6),
                        180,
                        360,
                        fill=line,
                    )
        elif k == 2:
            d.rectangle(box, fill="#d9dbdc")
            d.line((x0 + 145, y0, x0 + 145, y0 + 160), fill="#b0b3b5", width=3)
            d.line((x0, y0 + 80, x0 + 290, y0 + 80), fill="#b0b3b5", width=3)
        else:
            d.rectangle(box, fill="#c9a377")
            for _ in range(500):
                px, py = x0 + rng.uniform(0, 290), y0 + rng.uniform(0, 160)
                d.point((px, py), fill="#7d5a35")
                d.point((px + 1, py), fill="#8d6a45")
        d.rectangle(box, outline="#555", width=2)
        text(d, (x0 + 145, y0 + 176), name, 14, bold=True, anchor="mm")
    return img


def draw_ren_bedroom_before() -> Image.Image:
    """Plain bedroom: bare white walls, a double bed with a simple low headboard centred against the back wall, grey bedding, a small desk and chair on the right, a window on the left and a light wood floor."""
    img, d = _room("#f7f7f5", "#d7b98e")
    d.rectangle((50, 110, 170, 260), fill="#d6eaf8", outline="#bbb", width=6)
    d.rectangle((220, 200, 440, 240), fill="#e0e0e0", outline="#999")
    d.rectangle((200, 240, 460, 330), fill="#9ea7ad")
    d.rectangle((200, 240, 460, 262), fill="#f0f0f0")
    d.rectangle((205, 330, 215, 360), fill="#8d6e63")
    d.rectangle((445, 330, 455, 360), fill="#8d6e63")
    d.rectangle((500, 250, 620, 265), fill="#bcaaa4")
    d.rectangle((505, 265, 515, 360), fill="#a1887f")
    d.rectangle((605, 265, 615, 360), fill="#a1887f")
    d.rectangle((520, 280, 560, 320), fill="#78909c")
    return img


def draw_ren_bathroom_plan() -> Image.Image:
    """Floor plan of a small bathroom 1.7 m wide x 2.4 m long: a 1.7 x 0.75 m bathtub across the far (top) wall, a 60 cm vanity on the left wall, a toilet on the right wall, and the door in the middle of the bottom wall."""
    img, d = canvas(W, H, "white")
    s, ox, oy = 170, 175, 25
    d.rectangle((ox, oy, ox + 1.7 * s, oy + 2.4 * s), fill="#f4f6f7", outline="#222", width=5)
    d.rounded_rectangle(
        (ox + 4, oy + 4, ox + 1.7 * s - 4, oy + 0.75 * s),
        30,
        fill="#d6eaf8",
        outline="#333",
        width=2,
    )
    text(d, (ox + 0.85 * s, oy + 0.37 * s), "bathtub 1.7 × 0.75 m", 13, anchor="mm")
    d.rectangle(
        (ox + 4, oy + 0.95 * s, ox + 0.5 * s, oy + 1.55 * s),
        fill="#e5e7e9",
        outline="#333",
        width=2,
    )
    ellipse(d, ox + 0.25 * s, oy + 1.25 * s, 25, 35, outline="#333", width=2)
    text(d, (ox + 0.27 * s, oy + 1.65 * s), "vanity 60 cm", 11, anchor="mm")
    d.rectangle(
        (ox + 1.7 * s - 40, oy + 1.05 * s, ox + 1.7 * s - 4, oy + 1.45 * s),
        fill="#e5e7e9",
        outline="#333",
        width=2,
    )
    ellipse(d, ox + 1.7 * s - 70, oy + 1.25 * s, 32, 24, fill="#fdfefe", outline="#333", width=2)
    text(d, (ox + 1.7 * s - 75, oy + 1.55 * s), "WC", 12, anchor="mm")
    d.line((ox + 0.55 * s, oy + 2.4 * s, ox + 1.25 * s, oy + 2.4 * s), fill="white", width=7)
    d.arc(
        (ox + 0.55 * s, oy + 1.7 * s, ox + 1.95 * s, oy + 3.1 * s), 180, 270, fill="#888", width=2
    )
    text(d, (ox - 10, oy + 1.2 * s), "2.4 m", 13, anchor="rm")
    text(d, (ox + 0.85 * s, oy + 2.4 * s + 20), "1.7 m  (door)", 13, anchor="mm")
    return img


def draw_ren_balcony() -> Image.Image:
    """Narrow, empty apartment balcony about 1.2 m deep: bare grey concrete floor and wall, a glass door on the left, a metal railing with vertical bars overlooking trees, and a single small potted plant in the corner."""
    img, d = canvas(W, H, "#b9c6d2")
    for x, y in ((80, 150), (200, 130), (560, 140), (420, 160)):
        ellipse(d, x, y, 70, 55, fill="#6a994e")
    d.rectangle((0, 0, 120, 480), fill="#9e9e9e")
    d.rectangle((20, 60, 110, 400), fill="#cfe8f5", outline="#666", width=4)
    d.polygon([(120, 380), (640, 380), (640, 480), (0, 480), (0, 420), (120, 380)], fill="#a7a7a7")
    d.line((120, 250, 640, 250), fill="#444", width=6)
    for x in range(140, 640, 28):
        d.line((x, 250, x, 380), fill="#444", width=3)
    d.polygon([(560, 390), (610, 390), (600, 440), (570, 440)], fill="#c0703a")
    ellipse(d, 585, 370, 28, 24, fill="#4c8c2b")
    return img


# --------------------------------------------------------------------------- Product


def draw_prod_smartwatch() -> Image.Image:
    """A smartwatch shown from the front and from the back: front view with a rounded-square touchscreen showing 10:09, a rotating digital crown at the upper right and a flat side button below it; back view with a round sensor window holding green LEDs and photodiodes."""
    img, d = canvas(W, 420, "#eceff1")
    for cx, back in ((200, False), (460, True)):
        d.rectangle((cx - 45, 30, cx + 45, 120), fill="#37474f")
        d.rectangle((cx - 45, 300, cx + 45, 390), fill="#37474f")
        d.rounded_rectangle(
            (cx - 90, 100, cx + 90, 320), 40, fill="#263238", outline="#90a4ae", width=4
        )
        if not back:
            d.rounded_rectangle((cx - 75, 115, cx + 75, 305), 30, fill="#000")
            text(d, (cx, 200), "10:09", 34, "white", True, "mm")
            text(d, (cx, 240), "♥ 72", 16, "#ef5350", anchor="mm")
            d.rounded_rectangle((cx + 88, 150, cx + 104, 190), 5, fill="#b0bec5", outline="#555")
            for y in range(154, 188, 5):
                d.line((cx + 90, y, cx + 102, y), fill="#78909c")
            d.rounded_rectangle((cx + 88, 220, cx + 98, 270), 4, fill="#90a4ae", outline="#555")
        else:
            ellipse(d, cx, 210, 60, 60, fill="#111", outline="#607d8b", width=3)
            for a in range(0, 360, 90):
                r = math.radians(a + 45)
                ellipse(d, cx + 25 * math.cos(r), 210 + 25 * math.sin(r), 6, 6, fill="#4caf50")
                ellipse(
                    d,
                    cx + 40 * math.cos(math.radians(a)),
                    210 + 40 * math.sin(math.radians(a)),
                    5,
                    5,
                    fill="#37474f",
                    outline="#90a4ae",
                )
        text(d, (cx, 405), "back" if back else "front", 13, "#555", anchor="mm")
    return img


def draw_prod_camera_dial() -> Image.Image:
    """Top view of a camera's mode dial with the positions AUTO, P, A, S, M, SCN and a movie-camera icon; the white index mark next to the dial points at A."""
    img, d = canvas(480, 480, "#cfd8dc")
    ellipse(d, 240, 240, 180, 180, fill="#212121", outline="#000", width=4)
    for k in range(72):
        a = math.radians(k * 5)
        d.line(
            (
                240 + 172 * math.cos(a),
                240 + 172 * math.sin(a),
                240 + 180 * math.cos(a),
                240 + 180 * math.sin(a),
            ),
            fill="#555",
            width=2,
        )
    modes = ["A", "S", "M", "SCN", "🎥", "AUTO", "P"]
    for k, m in enumerate(modes):
        a = math.radians(-90 + k * 360 / len(modes))
        label_text = "MOVIE" if m == "🎥" else m
        text(
            d,
            (240 + 130 * math.cos(a), 240 + 130 * math.sin(a)),
            label_text,
            26 if len(label_text) == 1 else 18,
            "#4caf50" if m == "AUTO" else "white",
            True,
            "mm",
        )
    ellipse(d, 240, 240, 60, 60, fill="#2c2c2c", outline="#444", width=3)
    d.polygon([(240, 40), (228, 18), (252, 18)], fill="white")
    return img


def draw_prod_french_press() -> Image.Image:
    """A glass French press (cafetière) with a chrome frame and handle, the plunger pulled all the way up so the round mesh filter sits just under the lid, empty and unused."""
    img, d = canvas(420, 520, "#f4efe9")
    d.rectangle((130, 140, 290, 460), fill="#e8f4f8", outline="#90a4ae", width=3)
    d.rectangle((125, 450, 295, 470), fill="#b0bec5", outline="#555")
    d.line((130, 300, 290, 300), fill="#b0bec5", width=4)
    d.arc((270, 190, 360, 400), 270, 90, fill="#78909c", width=14)
    d.rounded_rectangle((120, 115, 300, 142), 8, fill="#b0bec5", outline="#555", width=2)
    d.polygon([(120, 125), (100, 120), (120, 135)], fill="#b0bec5")
    d.line((210, 40, 210, 165), fill="#90a4ae", width=6)
    ellipse(d, 210, 38, 16, 16, fill="#455a64")
    d.rectangle((134, 160, 286, 172), fill="#9e9e9e")
    for x in range(138, 286, 8):
        d.line((x, 160, x, 172), fill="#616161")
    return img


def draw_prod_air_fryer() -> Image.Image:
    """A basket-style air fryer: black rounded body, a digital display on top showing 200 °C and 15:00 with temperature and timer plus/minus buttons, a front pull-out basket with a long handle and a release button on the handle, and air vents at the back top."""
    img, d = canvas(480, 520, "#eceff1")
    d.rounded_rectangle((90, 60, 390, 470), 50, fill="#212121", outline="#000", width=3)
    for x in range(160, 330, 14):
        d.line((x, 72, x, 88), fill="#555", width=3)
    d.rounded_rectangle((150, 100, 330, 200), 12, fill="#111", outline="#424242", width=2)
    text(d, (240, 130), "200 °C", 22, "#ff7043", True, "mm")
    text(d, (240, 168), "15:00", 22, "#4fc3f7", True, "mm")
    for x, s in ((170, "−"), (310, "+")):
        for y in (130, 168):
            text(d, (x, y), s, 16, "white", True, "mm")
    d.rounded_rectangle((110, 240, 370, 450), 30, fill="#303030", outline="#111", width=2)
    d.rounded_rectangle((200, 300, 280, 440), 14, fill="#424242", outline="#111")
    d.rounded_rectangle((225, 310, 255, 330), 6, fill="#9e9e9e")
    return img


def draw_prod_headphones_two() -> Image.Image:
    """Product comparison card of two headphones: A, black over-ear headphones ('over-ear, ANC, 30 h battery, 250 g, $349'); B, white wireless earbuds with a charging case ('in-ear, ANC, 6 h + 24 h with case, 5 g per bud, $249')."""
    img, d = canvas(W, 400, "white")
    d.arc((60, 60, 260, 260), 180, 360, fill="#222", width=16)
    for x in (55, 235):
        d.rounded_rectangle((x, 150, x + 50, 250), 18, fill="#222")
    text(d, (160, 30), "A", 22, bold=True, anchor="mm")
    ellipse(d, 450, 200, 75, 55, fill="white", outline="#999", width=3)
    d.line((380, 200, 520, 200), fill="#bbb", width=2)
    for x in (410, 490):
        ellipse(d, x, 120, 18, 18, fill="white", outline="#999", width=2)
        d.rounded_rectangle((x - 6, 120, x + 6, 160), 5, fill="white", outline="#999")
    text(d, (450, 30), "B", 22, bold=True, anchor="mm")
    for x, lines in (
        (160, ["over-ear, ANC", "30 h battery", "250 g", "$349"]),
        (450, ["in-ear, ANC", "6 h + 24 h with case", "5 g per bud", "$249"]),
    ):
        for k, s in enumerate(lines):
            text(d, (x, 290 + k * 24), s, 15, anchor="mm")
    return img


def draw_prod_robot_vacuum_underside() -> Image.Image:
    """Underside of a round robot vacuum without labels: a wide main roller brush across the middle, one three-armed side brush at the front right edge, two large rubber drive wheels at the sides, a small front caster wheel, four small cliff-sensor windows around the front rim, two metal charging contacts near the front, and a removable dustbin at the rear."""
    img, d = canvas(520, 520, "#eceff1")
    ellipse(d, 260, 260, 230, 230, fill="#424242", outline="#111", width=4)
    d.rounded_rectangle((150, 250, 370, 300), 20, fill="#616161", outline="#111", width=2)
    for x in range(160, 365, 14):
        d.line((x, 255, x + 8, 295), fill="#ffb74d", width=3)
    for x in (80, 400):
        d.rounded_rectangle((x, 200, x + 40, 330), 14, fill="#111", outline="#000")
        for y in range(206, 326, 10):
            d.line((x + 4, y, x + 36, y), fill="#333", width=2)
    ellipse(d, 260, 110, 16, 16, fill="#9e9e9e", outline="#111", width=2)
    for x in (225, 295):
        d.rounded_rectangle((x - 12, 150, x + 12, 160), 3, fill="#cfd8dc")
    for a in (200, 240, 300, 340):
        r = math.radians(a)
        d.rounded_rectangle(
            (
                260 + 200 * math.cos(r) - 8,
                260 + 200 * math.sin(r) - 5,
                260 + 200 * math.cos(r) + 8,
                260 + 200 * math.sin(r) + 5,
            ),
            3,
            fill="#1e88e5",
        )
    sx, sy = 380, 130
    for a in (0, 120, 240):
        r = math.radians(a)
        d.line((sx, sy, sx + 70 * math.cos(r), sy + 70 * math.sin(r)), fill="#e0e0e0", width=3)
    ellipse(d, sx, sy, 10, 10, fill="#757575")
    d.rounded_rectangle((170, 360, 350, 440), 16, fill="#555", outline="#111", width=2)
    return img


LAPTOPS = [
    ("CPU", "8-core", "12-core"),
    ("GPU", "integrated", "RTX 4060, 8 GB"),
    ("RAM", "16 GB", "32 GB"),
    ("Storage", "512 GB SSD", "1 TB SSD"),
    ("Display", '14" 2.8K OLED, 100% DCI-P3', '16" 2.5K IPS, 100% sRGB'),
    ("Weight", "1.3 kg", "2.3 kg"),
    ("Battery (video)", "15 h", "7 h"),
    ("Price", "$1,299", "$1,799"),
]


def draw_prod_laptop_specs_table() -> Image.Image:
    """Screenshot-style spec comparison table of Laptop X vs Laptop Y: CPU 8-core vs 12-core; GPU integrated vs RTX 4060 8 GB; RAM 16 vs 32 GB; storage 512 GB vs 1 TB SSD; display 14-inch 2.8K OLED 100% DCI-P3 vs 16-inch 2.5K IPS 100% sRGB; weight 1.3 vs 2.3 kg; battery 15 h vs 7 h; price $1,299 vs $1,799."""
    img, d = canvas(W, 420, "white")
    text(d, (190, 30), "Laptop X", 17, bold=True, anchor="lm")
    text(d, (420, 30), "Laptop Y", 17, bold=True, anchor="lm")
    for k, (name, a, b) in enumerate(LAPTOPS):
        y = 60 + k * 44
        if k % 2 == 0:
            d.rectangle((10, y, 630, y + 44), fill="#f2f4f7")
        text(d, (20, y + 22), name, 14, bold=True, anchor="lm")
        text(d, (190, y + 22), a, 13, anchor="lm")
        text(d, (420, y + 22), b, 13, anchor="lm")
    return img


# --------------------------------------------------------------------------- Travel


def draw_trav_tower_sketch() -> Image.Image:
    """Holiday snapshot drawn as a sketch: a tall, tapering wrought-iron lattice tower painted brown, standing on four splayed legs joined by large arches at the base, with two viewing platforms and a small top section, seen from a long park lawn lined with trees."""
    img, d = canvas(480, 600, "#bfe0f5")
    d.rectangle((0, 500, 480, 600), fill="#7cb342")
    for x in (40, 110, 370, 440):
        ellipse(d, x, 480, 40, 45, fill="#4e7d32")
    br = "#7b5a3a"
    d.polygon(
        [
            (140, 500),
            (200, 500),
            (228, 330),
            (252, 330),
            (280, 500),
            (340, 500),
            (280, 310),
            (200, 310),
        ],
        fill=br,
    )
    d.chord((180, 420, 300, 540), 180, 360, fill="#bfe0f5")
    d.rectangle((185, 300, 295, 318), fill="#5d4037")
    d.polygon([(205, 300), (275, 300), (255, 190), (225, 190)], fill=br)
    d.rectangle((215, 182, 265, 196), fill="#5d4037")
    d.polygon([(226, 182), (254, 182), (243, 50), (237, 50)], fill=br)
    d.rectangle((234, 30, 246, 52), fill="#5d4037")
    for y in range(200, 500, 18):
        w = 10 + (y - 50) * 0.16
        d.line((240 - w, y, 240 + w, y + 12), fill="#5d4037", width=1)
        d.line((240 + w, y, 240 - w, y + 12), fill="#5d4037", width=1)
    return img


def draw_trav_opera_house() -> Image.Image:
    """Sketch of a harbour-side performing-arts building whose roof is a cluster of white, sail-like concrete shells on a broad stone platform, with a large steel arch bridge in the background across blue water."""
    img, d = canvas(W, 420, "#cfe8fc")
    d.arc((260, 120, 700, 420), 180, 360, fill="#546e7a", width=10)
    d.line((260, 270, 700, 270), fill="#546e7a", width=6)
    for x in range(300, 680, 30):
        d.line((x, 270, x, 200 + abs(x - 480) * 0.35), fill="#78909c", width=2)
    d.rectangle((0, 300, 640, 420), fill="#1e88e5")
    d.rectangle((40, 290, 420, 320), fill="#d7ccc8")
    for x0, h, w in ((60, 120, 90), (130, 150, 110), (220, 120, 90), (285, 85, 70)):
        d.polygon(
            [(x0, 290), (x0 + w * 0.2, 290 - h), (x0 + w, 290)], fill="white", outline="#bdbdbd"
        )
        d.line((x0 + w * 0.2, 290 - h, x0 + w * 0.5, 290), fill="#e0e0e0", width=2)
    return img


def draw_trav_leaning_tower() -> Image.Image:
    """Sketch of a white marble cylindrical bell tower with stacked rings of arcaded galleries and a smaller belfry on top, visibly leaning to the right, standing on a green lawn next to the end of a white cathedral with striped marble."""
    img, d = canvas(480, 600, "#cde7f7")
    d.rectangle((0, 500, 480, 600), fill="#8bc34a")
    d.rectangle((0, 330, 120, 500), fill="#f5f5f5", outline="#bbb")
    for y in range(340, 500, 16):
        d.line((0, y, 120, y), fill="#cfd8dc", width=2)
    d.polygon([(0, 330), (60, 280), (120, 330)], fill="#eeeeee", outline="#bbb")
    tilt = 0.1

    def tx(x: float, y: float) -> Point:
        return (x + (500 - y) * tilt, y)

    d.polygon(
        [tx(210, 500), tx(310, 500), tx(310, 130), tx(210, 130)], fill="#fafafa", outline="#9e9e9e"
    )
    for k in range(8):
        y = 500 - k * 46
        d.line((tx(210, y), tx(310, y)), fill="#bdbdbd", width=3)
        for j in range(5):
            x = 218 + j * 20
            d.arc(
                (*tx(x, y - 40), tx(x + 14, y - 12)[0], y - 12), 180, 360, fill="#9e9e9e", width=2
            )
    d.polygon(
        [tx(225, 130), tx(295, 130), tx(295, 85), tx(225, 85)], fill="#fafafa", outline="#9e9e9e"
    )
    return img


METRO = {
    "Red": ["Airport", "Riverside", "Central", "Old Town", "Harbor"],
    "Blue": ["North Park", "Museum", "Central", "Market", "University"],
    "Green": ["Stadium", "Market", "Old Town", "Lighthouse"],
}
METRO_POS = {
    "Airport": (60, 240),
    "Riverside": (170, 240),
    "Central": (280, 240),
    "Old Town": (400, 240),
    "Harbor": (560, 240),
    "North Park": (280, 50),
    "Museum": (280, 145),
    "Market": (280, 340),
    "University": (280, 440),
    "Stadium": (150, 440),
    "Lighthouse": (540, 110),
}


def draw_trav_metro_map() -> Image.Image:
    """Schematic metro map of a city with three lines: Red line Airport - Riverside - Central - Old Town - Harbor (west to east); Blue line North Park - Museum - Central - Market - University (north to south); Green line Stadium - Market - Old Town - Lighthouse (south-west to north-east). Interchanges (white circles) at Central (Red/Blue), Market (Blue/Green) and Old Town (Red/Green)."""
    img, d = canvas(W, H, "white")
    cols = {"Red": "#e53935", "Blue": "#1e88e5", "Green": "#43a047"}
    for line, stations in METRO.items():
        pts = [METRO_POS[s] for s in stations]
        d.line(pts, fill=cols[line], width=9, joint="curve")
    interchanges = {"Central", "Market", "Old Town"}
    for name, (x, y) in METRO_POS.items():
        if name in interchanges:
            ellipse(d, x, y, 12, 12, fill="white", outline="black", width=3)
        else:
            ellipse(d, x, y, 7, 7, fill="white", outline="#333", width=2)
        dx, anchor = (16, "lm") if name not in ("Airport", "Stadium") else (0, "mm")
        dy = -22 if name in ("Airport", "Riverside", "Central", "Old Town", "Harbor") else 0
        if name == "Stadium":
            dy = 22
        text(d, (x + dx, y + dy), name, 13, bold=name in interchanges, anchor=anchor)
    for k, (line, col) in enumerate(cols.items()):
        d.line((470, 380 + k * 25, 500, 380 + k * 25), fill=col, width=8)
        text(d, (508, 380 + k * 25), f"{line} line", 12, anchor="lm")
    return img


KYOTO = {
    "Kyoto Station": (0.0, 0.0),
    "Fushimi Inari": (1.0, -2.8),
    "Kiyomizu-dera": (2.3, 1.9),
    "Gion": (2.0, 3.0),
    "Nijo Castle": (-1.3, 3.8),
    "Kinkaku-ji": (-1.6, 7.6),
    "Arashiyama": (-7.0, 4.0),
}


def draw_trav_kyoto_map() -> Image.Image:
    """Simplified, not-to-scale schematic map of Kyoto with numbered pins for Kyoto Station (1), Fushimi Inari (2, south-east of the station), Kiyomizu-dera (3, east), Gion (4, just north of Kiyomizu-dera), Nijo Castle (5, north-west of the station), Kinkaku-ji (6, far north-west) and Arashiyama (7, far west); the Kamo River runs north-south east of the centre."""
    img, d = canvas(W, H, "#f1f3e8")

    def pos(x: float, y: float) -> Point:
        return (400 + x * 42, 340 - y * 38)

    d.line([pos(1.4, 8.5), pos(1.3, 4), pos(1.5, 0), pos(1.0, -2.5)], fill="#64b5f6", width=8)
    text(d, pos(1.6, 6.5), "Kamo River", 11, "#1976d2", anchor="lm")
    d.line([pos(-7.8, 6.0), pos(-6.4, 3.5), pos(-5.5, 0), pos(-4.0, -2.0)], fill="#64b5f6", width=8)
    for k, (name, (x, y)) in enumerate(KYOTO.items(), start=1):
        px, py = pos(x, y)
        d.polygon([(px, py), (px - 9, py - 18), (px + 9, py - 18)], fill="#d32f2f")
        ellipse(d, px, py - 20, 11, 11, fill="#d32f2f")
        text(d, (px, py - 20), str(k), 12, "white", True, "mm")
        text(d, (px + 14, py - 8), name, 13, bold=True, anchor="lm")
    text(d, (20, 460), "Not to scale", 11, "#777", anchor="lm")
    text(d, (600, 30), "N ↑", 16, bold=True, anchor="mm")
    return img


def draw_trav_trail_map() -> Image.Image:
    """Trail map of 'Pine Ridge Park' with a car park (P) at the bottom and three colour-coded trails: blue Lakeshore Loop (3.2 km, flat, easy) around a lake; green Waterfall Spur (2.4 km return, moderate) branching off the loop to a waterfall; red Ridge Trail (7.5 km loop, 450 m climb, hard) over the contour-lined ridge."""
    img, d = canvas(W, H, "#eef5e4")
    for k in range(6):
        d.ellipse((380 - k * 25, 40 - k * 8, 620 + k * 5, 200 + k * 12), outline="#b7a27a", width=1)
    ellipse(d, 220, 230, 110, 70, fill="#90caf9", outline="#5c9bd1", width=2)
    text(d, (220, 230), "Lake", 14, "#1565c0", True, "mm")
    d.ellipse((90, 140, 350, 320), outline="#1e88e5", width=6)
    d.line([(270, 150), (300, 90), (330, 60)], fill="#43a047", width=6)
    d.polygon([(330, 40), (345, 70), (315, 70)], fill="#0288d1")
    text(d, (350, 55), "Waterfall", 12, anchor="lm")
    d.line(
        [
            (320, 420),
            (330, 320),
            (420, 200),
            (520, 90),
            (600, 200),
            (540, 330),
            (420, 400),
            (330, 420),
        ],
        fill="#e53935",
        width=6,
    )
    d.line((320, 420, 250, 318), fill="#1e88e5", width=6)
    d.rectangle((300, 420, 340, 450), fill="#1565c0")
    text(d, (320, 435), "P", 18, "white", True, "mm")
    legend = [
        ("#1e88e5", "Lakeshore Loop 3.2 km, flat, easy"),
        ("#43a047", "Waterfall Spur 2.4 km return, moderate"),
        ("#e53935", "Ridge Trail 7.5 km, +450 m, hard"),
    ]
    for k, (col, s) in enumerate(legend):
        d.line((20, 380 + k * 26, 50, 380 + k * 26), fill=col, width=6)
        text(d, (58, 380 + k * 26), s, 12, anchor="lm")
    text(d, (20, 25), "Pine Ridge Park", 18, bold=True)
    return img


def draw_trav_airport_terminal() -> Image.Image:
    """Airport terminal map with three concourses around a central hub: Concourse A (gates A1-A10) on the left, Concourse B (international, gates B1-B14) at the top, Concourse C (domestic, gates C1-C8) on the right; the hub contains Transfer Security and a Sky Train station linking B and C (about 6 minutes), with purple 'Connections' signs marked along the route."""
    img, d = canvas(W, H, "#f5f5f5")
    d.rounded_rectangle((250, 200, 390, 300), 20, fill="#d1c4e9", outline="#5e35b1", width=3)
    text(d, (320, 225), "HUB", 14, bold=True, anchor="mm")
    text(d, (320, 250), "Transfer Security", 11, anchor="mm")
    text(d, (320, 270), "Sky Train ●", 11, anchor="mm")
    d.rectangle((30, 225, 250, 275), fill="#cfd8dc", outline="#555", width=2)
    text(d, (140, 250), "A1 – A10", 13, bold=True, anchor="mm")
    text(d, (140, 210), "Concourse A", 12, anchor="mm")
    d.rectangle((295, 30, 345, 200), fill="#ffe0b2", outline="#555", width=2)
    text(d, (360, 60), "Concourse B (international)", 12, anchor="lm")
    text(d, (360, 80), "B1 – B14", 13, bold=True, anchor="lm")
    ellipse(d, 320, 45, 8, 8, fill="#e65100")
    text(d, (320, 20), "B12", 11, "#e65100", True, "mm")
    d.rectangle((390, 225, 610, 275), fill="#c8e6c9", outline="#555", width=2)
    text(d, (500, 210), "Concourse C (domestic)", 12, anchor="mm")
    text(d, (500, 250), "C1 – C8", 13, bold=True, anchor="mm")
    ellipse(d, 420, 262, 7, 7, fill="#2e7d32")
    text(d, (420, 290), "C3", 11, "#2e7d32", True, "mm")
    d.line([(330, 195), (330, 320), (520, 320), (520, 280)], fill="#7e57c2", width=4)
    text(d, (425, 335), "Sky Train B ↔ C  ~6 min", 12, "#5e35b1", anchor="mm")
    for x, y in ((330, 150), (360, 300), (470, 300)):
        d.rectangle((x - 8, y - 6, x + 8, y + 6), fill="#7e57c2")
    text(d, (20, 440), "▪ purple = 'Connections' signs", 12, "#5e35b1", anchor="lm")
    return img


# --------------------------------------------------------------------------- Encyclopedia


def draw_enc_bird_tit() -> Image.Image:
    """Illustration of a small songbird on a branch: glossy black head and throat, white cheek patches, a bright yellow breast split by a black vertical stripe, an olive-green back and blue-grey wings with a white wing bar."""
    img, d = canvas(520, 440, "#dcefe3")
    d.line((40, 330, 480, 300), fill="#6d4c41", width=14)
    ellipse(d, 260, 240, 95, 70, fill="#f4d03f")
    d.polygon([(200, 200), (340, 190), (380, 240), (300, 260)], fill="#7d8f3a")
    d.polygon([(300, 210), (420, 230), (440, 250), (320, 265)], fill="#6b7f9e")
    d.line((330, 235, 400, 240), fill="white", width=4)
    d.polygon([(400, 235), (490, 215), (495, 235), (410, 255)], fill="#4a5568")
    ellipse(d, 180, 170, 55, 50, fill="#111")
    ellipse(d, 170, 180, 30, 20, fill="white")
    ellipse(d, 160, 155, 5, 5, fill="white")
    d.polygon([(125, 165), (100, 172), (125, 178)], fill="#333")
    d.polygon([(215, 210), (240, 210), (250, 300), (235, 305)], fill="#111")
    for x in (240, 280):
        d.line((x, 300, x - 5, 325), fill="#666", width=4)
    return img


def draw_enc_monarch() -> Image.Image:
    """Illustration of a large butterfly with bright orange wings crossed by thick black veins, broad black wing borders dotted with two rows of white spots, and a black body."""
    img, d = canvas(560, 440, "#f1f8e9")
    cx, cy = 280, 220
    for s in (-1, 1):
        fw = [
            (cx, cy - 10),
            (cx + s * 240, cy - 150),
            (cx + s * 250, cy - 60),
            (cx + s * 40, cy + 10),
        ]
        hw = [
            (cx, cy + 5),
            (cx + s * 180, cy + 40),
            (cx + s * 150, cy + 170),
            (cx + s * 30, cy + 120),
        ]
        for poly in (fw, hw):
            d.polygon(poly, fill="#111")
            inner = [(cx + (x - cx) * 0.82, cy + (y - cy) * 0.82) for x, y in poly]
            d.polygon(inner, fill="#f57c00")
            for x, y in poly[1:3]:
                d.line((cx, cy, cx + (x - cx) * 0.8, cy + (y - cy) * 0.8), fill="#111", width=4)
            for t in np.linspace(0.1, 0.9, 6):
                x = poly[1][0] + (poly[2][0] - poly[1][0]) * t
                y = poly[1][1] + (poly[2][1] - poly[1][1]) * t
                ellipse(d, cx + (x - cx) * 0.93, cy + (y - cy) * 0.93, 3, 3, fill="white")
    d.rounded_rectangle((cx - 8, cy - 60, cx + 8, cy + 100), 8, fill="#111")
    ellipse(d, cx, cy - 70, 12, 12, fill="#111")
    d.line((cx - 4, cy - 80, cx - 30, cy - 130), fill="#111", width=2)
    d.line((cx + 4, cy - 80, cx + 30, cy - 130), fill="#111", width=2)
    return img


def draw_enc_fly_agaric() -> Image.Image:
    """Illustration of a mushroom growing on moss under trees: a bright red cap covered in white wart-like flecks, white gills, a white stem with a drooping skirt-like ring and a swollen bulbous base."""
    img, d = canvas(480, 520, "#cfd8c4")
    d.rectangle((0, 430, 480, 520), fill="#6b8e23")
    d.polygon([(215, 230), (265, 230), (275, 430), (205, 430)], fill="#fbfbf5", outline="#ccc")
    ellipse(d, 240, 430, 55, 30, fill="#f6f6ee", outline="#ccc")
    d.polygon([(205, 280), (275, 280), (290, 320), (190, 320)], fill="#f3f3ea", outline="#ccc")
    d.chord((100, 110, 380, 330), 180, 360, fill="#d32f2f", outline="#9a1f1f", width=2)
    d.rectangle((110, 215, 370, 235), fill="#f5f5ef")
    rng = np.random.default_rng(12)
    for _ in range(22):
        x, y = rng.uniform(130, 350), rng.uniform(130, 210)
        if ((x - 240) / 140) ** 2 + ((y - 220) / 110) ** 2 < 0.9:
            ellipse(d, x, y, 7, 5, fill="white")
    return img


def draw_enc_maple_leaf() -> Image.Image:
    """A single red-orange autumn leaf with five pointed lobes, each lobe with a couple of large side teeth, palmate veins radiating from the base, and a long slender stalk."""
    img, d = canvas(480, 520, "#f7f3ea")
    pts = star(240, 240, 190, 70, 5, rot=-90)
    lobes = []
    for k, (x, y) in enumerate(pts):
        lobes.append((x, y))
        if k % 2 == 0:
            a = math.atan2(y - 240, x - 240)
            for da in (-0.28, 0.28):
                lobes.append((240 + 150 * math.cos(a + da), 240 + 150 * math.sin(a + da)))
    lobes = sorted(lobes, key=lambda p: math.atan2(p[1] - 240, p[0] - 240))
    d.polygon(lobes, fill="#e2572b", outline="#a33a17")
    for x, y in pts[::2]:
        d.line((240, 280, x, y), fill="#a33a17", width=2)
    d.line((240, 280, 250, 500), fill="#8d3b14", width=4)
    return img


def draw_enc_flag_greece() -> Image.Image:
    """A flag with nine equal horizontal stripes alternating blue and white (blue at top and bottom) and a blue square canton in the upper hoist corner containing a white upright cross."""
    img, d = canvas(540, 360, "white")
    blue = "#0d5eaf"
    sh = 40
    for k in range(9):
        d.rectangle((0, k * sh, 540, (k + 1) * sh), fill=blue if k % 2 == 0 else "white")
    d.rectangle((0, 0, 5 * sh, 5 * sh), fill=blue)
    d.rectangle((2 * sh, 0, 3 * sh, 5 * sh), fill="white")
    d.rectangle((0, 2 * sh, 5 * sh, 3 * sh), fill="white")
    return img


def draw_enc_balalaika() -> Image.Image:
    """A stringed folk instrument lying flat: a wooden triangular body with a small round sound hole, a long fretted neck, three strings and a tuning head with three pegs."""
    img, d = canvas(W, 360, "#efe6dc")
    d.polygon([(40, 180), (260, 40), (260, 320)], fill="#c68642", outline="#7a4a1c", width=3)
    ellipse(d, 180, 180, 18, 18, fill="#3e2723")
    d.rectangle((260, 165, 560, 195), fill="#5d4037")
    for x in range(285, 560, 28):
        d.line((x, 165, x, 195), fill="#cfd8dc", width=2)
    d.polygon([(560, 160), (620, 150), (620, 210), (560, 200)], fill="#6d4c41")
    for k in range(3):
        y = 172 + k * 8
        d.line((70, 180 + (k - 1) * 14, 590, y), fill="#eceff1", width=1)
        ellipse(d, 580 + k * 12, 150 - k * 2, 5, 5, fill="#bdbdbd")
    d.rectangle((95, 165, 105, 195), fill="#3e2723")
    return img


def draw_enc_mondrian_like() -> Image.Image:
    """Abstract geometric painting: thick black horizontal and vertical lines divide a white canvas into rectangles; a large red square fills the upper right, a small blue rectangle sits at the lower left and a small yellow rectangle at the lower right."""
    img, d = canvas(480, 480, "#f4f1e8")
    d.rectangle((150, 0, 480, 330), fill="#d6281f")
    d.rectangle((0, 360, 140, 480), fill="#1d3e8a")
    d.rectangle((430, 420, 480, 480), fill="#f2c51c")
    for box in (
        (138, 0, 152, 480),
        (0, 150, 140, 164),
        (0, 330, 480, 360),
        (418, 360, 432, 480),
        (432, 406, 480, 420),
    ):
        d.rectangle(box, fill="#111")
    return img


def draw_enc_wave_like() -> Image.Image:
    """Simplified sketch in the style of a Japanese woodblock print: a huge dark-blue wave curling over from the left with white claw-like foam tips, three small boats with rowers beneath it, and a small snow-capped mountain low in the distance, under a pale yellow-grey sky."""
    img, d = canvas(W, 430, "#e8e1c9")
    d.rectangle((0, 330, 640, 430), fill="#3a5f8f")
    d.polygon([(380, 330), (440, 270), (500, 330)], fill="#3a5f8f")
    d.polygon([(420, 290), (440, 270), (460, 290)], fill="white")
    d.pieslice((-80, 40, 380, 500), 180, 360, fill="#1f3b6b")
    d.pieslice((20, 110, 300, 420), 180, 360, fill="#e8e1c9")
    d.polygon([(20, 260), (300, 260), (300, 330), (20, 330)], fill="#1f3b6b")
    for k in range(9):
        a = math.radians(200 + k * 16)
        x, y = 150 + 225 * math.cos(a), 270 + 225 * math.sin(a)
        d.polygon([(x, y), (x + 18, y + 14), (x + 6, y + 20)], fill="white")
    for x in (60, 190, 520):
        d.polygon(
            [(x, 320), (x + 90, 320), (x + 75, 335), (x + 15, 335)],
            fill="#d9c9a3",
            outline="#5d4037",
        )
        for j in range(4):
            ellipse(d, x + 20 + j * 16, 315, 4, 4, fill="#263238")
    return img


def draw_enc_moon_landing() -> Image.Image:
    """Illustration of an astronaut in a white spacesuit standing on a grey, cratered surface beside a planted United States flag and a lander with gold-foil-wrapped base and splayed legs; the sky is black with the Earth visible."""
    img, d = canvas(W, H, "black")
    ellipse(d, 540, 80, 40, 40, fill="#2e86c1")
    d.chord((500, 40, 580, 120), 60, 200, fill="#58d68d")
    d.rectangle((0, 330, 640, 480), fill="#9e9e9e")
    for x, y, r in ((100, 420, 30), (500, 400, 22), (300, 450, 18)):
        ellipse(d, x, y, r, r * 0.35, fill="#7d7d7d")
    d.polygon([(360, 230), (520, 230), (540, 310), (340, 310)], fill="#d4ac0d", outline="#9a7d0a")
    d.polygon([(390, 150), (490, 150), (510, 230), (370, 230)], fill="#cfd8dc", outline="#777")
    for x0, x1 in ((350, 310), (530, 570)):
        d.line((x0, 300, x1, 370), fill="#bbb", width=4)
    d.line((160, 160, 160, 360), fill="#ddd", width=4)
    d.rectangle((160, 160, 260, 220), fill="white")
    for k in range(7):
        if k % 2 == 0:
            d.rectangle((160, 160 + k * 8.5, 260, 168.5 + k * 8.5), fill="#b22234")
    d.rectangle((160, 160, 200, 194), fill="#3c3b6e")
    ellipse(d, 260, 250, 22, 22, fill="white", outline="#aaa")
    ellipse(d, 262, 250, 13, 11, fill="#d4ac0d")
    d.rounded_rectangle((236, 270, 284, 340), 12, fill="white", outline="#aaa")
    d.rounded_rectangle((270, 275, 296, 320), 6, fill="#e0e0e0", outline="#aaa")
    d.rectangle((240, 340, 257, 385), fill="white", outline="#aaa")
    d.rectangle((263, 340, 280, 385), fill="white", outline="#aaa")
    return img


def draw_enc_plant_cell() -> Image.Image:
    """Homework-style diagram of a plant cell with numbered callouts 1-7 and no names: (1) thick outer cell wall, (2) cell membrane just inside it, (3) large central vacuole, (4) nucleus with nucleolus, (5) green chloroplasts, (6) bean-shaped mitochondria, (7) cytoplasm."""
    img, d = canvas(W, H, "white")
    d.rounded_rectangle((120, 60, 520, 420), 30, fill="#a5d6a7", outline="#2e7d32", width=10)
    d.rounded_rectangle((134, 74, 506, 406), 24, fill="#e8f5e9", outline="#66bb6a", width=3)
    d.rounded_rectangle((250, 120, 460, 360), 60, fill="#bbdefb", outline="#64b5f6", width=2)
    ellipse(d, 195, 180, 38, 34, fill="#ce93d8", outline="#8e24aa", width=2)
    ellipse(d, 200, 178, 12, 10, fill="#6a1b9a")
    for x, y in ((170, 300), (210, 360), (480, 100), (160, 390), (440, 390)):
        ellipse(d, x, y, 22, 12, fill="#43a047", outline="#1b5e20")
    for x, y in ((230, 270), (485, 230)):
        ellipse(d, x, y, 14, 9, fill="#ff8a65", outline="#bf360c")
    calls = [
        ((125, 150), (50, 120)),
        ((138, 250), (50, 250)),
        ((355, 240), (590, 300)),
        ((195, 180), (150, 30)),
        ((480, 100), (590, 60)),
        ((485, 230), (590, 190)),
        ((160, 130), (50, 380)),
    ]
    for k, (a, b) in enumerate(calls, start=1):
        d.line((a, b), fill="#333", width=1)
        ellipse(d, b[0], b[1], 13, 13, fill="white", outline="#333", width=2)
        text(d, b, str(k), 13, bold=True, anchor="mm")
    return img


def draw_enc_heart_diagram() -> Image.Image:
    """Labelled schematic of the human heart in front view (the patient's right on the left of the image): right atrium and right ventricle in blue, left atrium and left ventricle (with the thickest wall) in red, with the superior and inferior vena cava, pulmonary artery, pulmonary veins and aorta; arrows show blood flow."""
    img, d = canvas(W, H, "white")
    blue, red = "#5c8fd6", "#d9534f"
    d.rounded_rectangle((170, 140, 300, 240), 30, fill=blue, outline="#333", width=2)
    d.rounded_rectangle((330, 140, 460, 240), 30, fill=red, outline="#333", width=2)
    d.polygon([(170, 250), (300, 250), (300, 420), (230, 400)], fill=blue, outline="#333")
    d.polygon([(330, 250), (470, 250), (330, 440), (320, 420)], fill=red, outline="#333")
    d.line((322, 255, 322, 430), fill="#7b1f1f", width=14)
    d.rectangle((185, 40, 215, 140), fill=blue, outline="#333")
    d.rectangle((185, 240, 215, 250), fill=blue)
    d.line((200, 420, 200, 470), fill=blue, width=26)
    d.arc((260, 20, 420, 180), 180, 360, fill=red, width=26)
    d.line((410, 100, 410, 140), fill=red, width=26)
    d.line((270, 130, 300, 60), fill=blue, width=20)
    d.line((470, 170, 560, 150), fill=red, width=14)
    d.line((470, 210, 560, 225), fill=red, width=14)
    for s, (x, y) in (
        ("RA", (235, 190)),
        ("LA", (395, 190)),
        ("RV", (250, 320)),
        ("LV", (380, 320)),
    ):
        text(d, (x, y), s, 18, "white", True, "mm")
    label(d, (120, 60), "superior vena cava", 12)
    label(d, (110, 455), "inferior vena cava", 12)
    label(d, (340, 12), "aorta", 12, anchor="mt")
    label(d, (250, 80), "pulmonary artery", 12)
    label(d, (560, 190), "pulmonary veins", 12)
    arrow(d, (200, 150), (200, 230), fill="white", width=2, head=8)
    arrow(d, (250, 280), (280, 200), fill="white", width=2, head=8)
    arrow(d, (360, 380), (360, 260), fill="white", width=2, head=8)
    return img


def draw_enc_volcano_cross() -> Image.Image:
    """Labelled cross-section of a stratovolcano: a magma chamber deep below, a main conduit rising to the central vent and summit crater, a side branch feeding a secondary (parasitic) cone, alternating layers of lava and ash forming the cone, and an ash cloud above the crater."""
    img, d = canvas(W, H, "#e3f2fd")
    d.rectangle((0, 300, 640, 480), fill="#a1887f")
    for k in range(5):
        off = k * 22
        d.polygon(
            [
                (60 + off, 300),
                (290 + off * 0.2, 80 + off),
                (350 - off * 0.2, 80 + off),
                (580 - off, 300),
            ],
            fill="#6d4c41" if k % 2 == 0 else "#8d6e63",
        )
    d.polygon([(150, 300), (190, 240), (230, 300)], fill="#795548")
    ellipse(d, 320, 420, 120, 40, fill="#e65100", outline="#bf360c", width=2)
    d.line((320, 385, 320, 80), fill="#ff6f00", width=16)
    d.line((320, 330, 190, 245), fill="#ff6f00", width=8)
    for x, y, r in ((300, 40, 40), (350, 30, 45), (390, 55, 35), (270, 60, 30)):
        ellipse(d, x, y, r, r * 0.7, fill="#757575")
    leader(d, (320, 430), (520, 440), "magma chamber")
    leader(d, (320, 250), (500, 230), "main conduit")
    leader(d, (320, 85), (480, 110), "vent / crater")
    leader(d, (190, 245), (90, 200), "parasitic cone")
    leader(d, (250, 180), (100, 120), "lava + ash layers")
    leader(d, (350, 30), (520, 30), "ash cloud")
    return img


# --------------------------------------------------------------------------- catalog + main

CORE_CATALOG: tuple[Callable[[], Image.Image], ...] = tuple(
    fn for name, fn in sorted(globals().items()) if name.startswith("draw_") and callable(fn)
)
CONTENT_DIR = Path(__file__).resolve().parent / "atp_content"


def extension_catalog() -> tuple[Callable[[], Image.Image], ...]:
    """Drawing functions of the per-category modules ``atp_content/images_*.py``.

    Each such module imports its helpers from this one (``from make_atp_images import
    canvas, text, ...``) and defines ``draw_<name>`` functions whose docstrings are captions.
    """
    import importlib

    fns: list[Callable[[], Image.Image]] = []
    for path in sorted(CONTENT_DIR.glob("images_*.py")):
        module = importlib.import_module(f"atp_content.{path.stem}")
        fns += [
            fn
            for name, fn in sorted(vars(module).items())
            if name.startswith("draw_") and callable(fn) and fn.__module__ == module.__name__
        ]
    return tuple(fns)


def catalog() -> tuple[Callable[[], Image.Image], ...]:
    """Every drawing function: this file's and the per-category modules'."""
    fns = CORE_CATALOG + extension_catalog()
    names = [image_name(fn) for fn in fns]
    dupes = sorted({n for n in names if names.count(n) > 1})
    if dupes:
        raise SystemExit(f"image names drawn twice: {', '.join(dupes)}")
    return fns


def image_name(fn: Callable[[], Image.Image]) -> str:
    """File stem of the image drawn by ``fn``."""
    return fn.__name__.removeprefix("draw_")


def captions() -> dict[str, str]:
    """Map image stem -> caption (the drawing function's docstring)."""
    return {image_name(fn): " ".join((fn.__doc__ or "").split()) for fn in catalog()}


def save_png(img: Image.Image, path: Path) -> None:
    """Save an image as an optimised palette PNG (at most 640 px on each side)."""
    if max(img.size) > 640:
        scale = 640 / max(img.size)
        img = img.resize(
            (round(img.width * scale), round(img.height * scale)), Image.Resampling.LANCZOS
        )
    pal = img.convert("RGB").quantize(
        colors=256, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE
    )
    pal.save(path, format="PNG", optimize=True)


def main(argv: Sequence[str] | None = None) -> None:
    """Write every catalogued image as ``<name>.png``."""
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="output directory")
    parser.add_argument(
        "--only", default="", help="draw only images whose name starts with this prefix"
    )
    args = parser.parse_args(argv)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    fns = [fn for fn in catalog() if image_name(fn).startswith(args.only)]
    for fn in fns:
        save_png(fn(), out / f"{image_name(fn)}.png")
    print(f"wrote {len(fns)} images to {out}")


if __name__ == "__main__":
    # Run the imported module's main so that the content modules, which import helpers
    # from ``make_atp_images``, share one copy of it with this script.
    import make_atp_images

    make_atp_images.main()
