"""Academic context images for the ablation-scale ATP set (drawn with matplotlib / Pillow).

Each ``draw_<name>`` docstring is the caption and describes exactly what is drawn.
"""

from __future__ import annotations

import numpy as np
from make_atp_images import arrow, canvas, ellipse, fig_image, figure, label, text
from matplotlib.ticker import NullLocator
from PIL import Image


def _table(
    title: str,
    headers: list[str],
    rows: list[list[str]],
    w: int = 600,
    bg: str = "#fbfaf5",
    first: float | None = None,
) -> Image.Image:
    h = 110 + 36 * len(rows)
    img, d = canvas(w, h, bg)
    text(d, (w / 2, 28), title, 17, bold=True, anchor="mm")
    if first is None:
        cols = [30 + i * (w - 60) / len(headers) for i in range(len(headers))]
    else:
        rest = (w - 60 - first) / (len(headers) - 1)
        cols = [30.0] + [30 + first + i * rest for i in range(len(headers) - 1)]
    d.line((20, 52, w - 20, 52), fill="black", width=2)
    for x, head in zip(cols, headers, strict=True):
        text(d, (x, 70), head, 14, bold=True, anchor="lm")
    d.line((20, 88, w - 20, 88), fill="black", width=1)
    for i, row in enumerate(rows):
        y = 106 + i * 36
        for x, cell in zip(cols, row, strict=True):
            text(d, (x, y), cell, 14, anchor="lm")
    d.line((20, h - 14, w - 20, h - 14), fill="black", width=2)
    return img


ROC = {"logistic regression": 0.81, "random forest": 0.88, "gradient boosting": 0.91}


def draw_acad2_roc_curves() -> Image.Image:
    """ROC plot (false positive rate on x, true positive rate on y) of three classifiers with AUC in the legend: logistic regression 0.81, random forest 0.88, gradient boosting 0.91, plus a dashed grey diagonal labelled 'chance (0.50)'."""
    fpr = np.linspace(0, 1, 200)
    fig, ax = figure()
    for (name, auc), col in zip(ROC.items(), ["#1f77b4", "#2ca02c", "#d62728"], strict=True):
        k = auc / (1 - auc)
        ax.plot(fpr, fpr ** (1 / k), color=col, lw=2, label=f"{name} (AUC = {auc:.2f})")
    ax.plot([0, 1], [0, 1], "--", color="grey", label="chance (0.50)")
    ax.set_xlabel("false positive rate")
    ax.set_ylabel("true positive rate")
    ax.set_title("ROC curves on the test set")
    ax.legend(loc="lower right")
    return fig_image(fig)


LR_SWEEP = {"1e-4": 0.0, "1e-3": 1.0, "1e-2": 2.0, "1e-1": 3.0}


def draw_acad2_lr_sweep() -> Image.Image:
    """Line chart of training loss over 2,000 steps for four learning rates: 1e-4 falls very slowly from 2.3 to about 1.6; 1e-3 falls smoothly to about 0.45; 1e-2 drops fastest at first but plateaus noisily around 0.8; 1e-1 spikes upward and diverges to the top of the chart (loss above 6) within the first 300 steps."""
    steps = np.arange(0, 2001, 20)
    rng = np.random.default_rng(3)
    fig, ax = figure()
    ax.plot(steps, 1.6 + 0.7 * np.exp(-steps / 1500), label="lr = 1e-4")
    ax.plot(steps, 0.45 + 1.85 * np.exp(-steps / 350), label="lr = 1e-3")
    ax.plot(
        steps, 0.8 + 1.5 * np.exp(-steps / 80) + rng.normal(0, 0.08, steps.size), label="lr = 1e-2"
    )
    div = np.minimum(2.3 * np.exp(steps / 120), 8)
    ax.plot(steps, div, label="lr = 1e-1")
    ax.set_ylim(0, 6.5)
    ax.set_xlabel("training step")
    ax.set_ylabel("training loss")
    ax.set_title("Learning-rate sweep")
    ax.legend()
    return fig_image(fig)


FOREST = [
    ("Adams 2012", 0.82, 0.61, 1.10),
    ("Baker 2014", 0.70, 0.52, 0.94),
    ("Chen 2016", 0.95, 0.70, 1.29),
    ("Diaz 2018", 0.64, 0.45, 0.91),
    ("Evans 2020", 0.78, 0.60, 1.01),
    ("Fischer 2021", 1.05, 0.72, 1.53),
]


def draw_acad2_forest_plot() -> Image.Image:
    """Meta-analysis forest plot of six studies (relative risk with 95 % CI, log x-axis, vertical line at 1 = no effect): Adams 2012 0.82 (0.61-1.10), Baker 2014 0.70 (0.52-0.94), Chen 2016 0.95 (0.70-1.29), Diaz 2018 0.64 (0.45-0.91), Evans 2020 0.78 (0.60-1.01), Fischer 2021 1.05 (0.72-1.53), and a pooled diamond at 0.80 (0.71-0.90); heterogeneity I² = 21 % is printed below."""
    fig, ax = figure(6.4, 4.6)
    for i, (_name, rr, lo, hi) in enumerate(FOREST):
        y = len(FOREST) - i
        ax.plot([lo, hi], [y, y], color="black")
        ax.plot(rr, y, "s", color="#1f77b4", ms=7)
        ax.text(1.9, y, f"{rr:.2f} ({lo:.2f}–{hi:.2f})", va="center", fontsize=9)
    ax.fill([0.71, 0.80, 0.90, 0.80], [0, 0.25, 0, -0.25], color="#d62728")
    ax.text(1.9, 0, "0.80 (0.71–0.90)", va="center", fontsize=9, weight="bold")
    ax.axvline(1, color="grey", ls="--")
    ax.set_xscale("log")
    ax.set_xlim(0.4, 3.2)
    ax.set_yticks(range(len(FOREST) + 1))
    ax.set_yticklabels(["Pooled", *[f[0] for f in FOREST][::-1]])
    ax.set_xticks([0.5, 0.75, 1, 1.5])
    ax.set_xticklabels(["0.5", "0.75", "1", "1.5"])
    ax.xaxis.set_minor_locator(NullLocator())
    ax.set_xlabel("relative risk (log scale)  ← favours treatment | favours control →")
    ax.set_title("Exercise programme and falls in older adults")
    ax.text(0.42, -0.9, "Heterogeneity: I² = 21 %", fontsize=9)
    ax.set_ylim(-1.2, len(FOREST) + 0.6)
    return fig_image(fig)


def draw_acad2_kaplan_meier() -> Image.Image:
    """Kaplan-Meier step curves of progression-free survival over 24 months for two trial arms: 'new drug' (blue) stays above 'standard care' (orange); median PFS marked with dotted lines at 11 months (new drug) and 7 months (standard care); annotation 'HR 0.68 (95 % CI 0.52-0.89), log-rank p = 0.004'."""
    t = np.arange(0, 25)
    new = np.exp(-np.log(2) * t / 11)
    std = np.exp(-np.log(2) * t / 7)
    fig, ax = figure()
    ax.step(t, new, where="post", color="#1f77b4", lw=2, label="new drug")
    ax.step(t, std, where="post", color="#ff7f0e", lw=2, label="standard care")
    for m, col in ((11, "#1f77b4"), (7, "#ff7f0e")):
        ax.plot([0, m], [0.5, 0.5], ":", color=col)
        ax.plot([m, m], [0, 0.5], ":", color=col)
    ax.text(12.5, 0.8, "HR 0.68 (95 % CI 0.52–0.89)\nlog-rank p = 0.004", fontsize=10)
    ax.set_xlabel("months since randomisation")
    ax.set_ylabel("progression-free survival")
    ax.set_ylim(0, 1.02)
    ax.set_title("Progression-free survival")
    ax.legend(loc="upper right")
    return fig_image(fig)


def draw_acad2_residual_funnel() -> Image.Image:
    """Residuals-versus-fitted plot of a linear regression (fitted values 10-100 on x, residuals on y, a horizontal line at 0): the points fan out into a funnel, with residuals within about ±3 at low fitted values and spreading to about ±25 at high fitted values."""
    rng = np.random.default_rng(5)
    fitted = rng.uniform(10, 100, 150)
    resid = rng.normal(0, 1, 150) * (fitted / 100) * 10
    fig, ax = figure()
    ax.scatter(fitted, resid, s=14, color="#444")
    ax.axhline(0, color="#d62728")
    ax.set_xlabel("fitted value")
    ax.set_ylabel("residual")
    ax.set_title("Residuals vs fitted")
    ax.set_ylim(-30, 30)
    return fig_image(fig)


def draw_acad2_income_histogram() -> Image.Image:
    """Histogram of annual household income in a survey of 2,000 households (in $1,000s, 0-300): strongly right-skewed with a tall peak around 40-60 and a long thin tail to the right; a dashed green line marks the median at 58 and a solid red line the mean at 74."""
    rng = np.random.default_rng(8)
    x = rng.lognormal(np.log(58), 0.65, 2000)
    x = x[x < 300]
    fig, ax = figure()
    ax.hist(x, bins=40, color="#9ecae1", edgecolor="white")
    ax.axvline(58, color="green", ls="--", lw=2, label="median 58")
    ax.axvline(74, color="red", lw=2, label="mean 74")
    ax.set_xlabel("household income ($1,000s)")
    ax.set_ylabel("households")
    ax.set_title("Household income, survey of 2,000 households")
    ax.legend()
    return fig_image(fig)


def draw_acad2_titration_curve() -> Image.Image:
    """Titration curve of 25.0 mL of 0.10 M acetic acid with 0.10 M NaOH: pH (y, 0-14) against NaOH added (x, 0-50 mL); the curve starts at pH 2.9, rises through a flat buffer region, passes pH 4.76 at 12.5 mL (marked 'half-equivalence'), jumps steeply at 25 mL to an equivalence point at pH 8.7 (marked), then levels off near pH 12.5."""
    ka, c0, v0 = 1.8e-5, 0.1, 25.0
    vol = np.linspace(0, 50, 500)
    ph = []
    for v in vol:
        na = c0 * v / (v0 + v)
        ca = c0 * v0 / (v0 + v)
        lo, hi = 0.0, 14.0
        for _ in range(60):
            mid = (lo + hi) / 2
            h = 10**-mid
            oh = 1e-14 / h
            bal = h + na - oh - ca * ka / (ka + h)
            lo, hi = (mid, hi) if bal > 0 else (lo, mid)
        ph.append(mid)
    fig, ax = figure()
    ax.plot(vol, ph, color="#6a3d9a", lw=2)
    ax.plot(12.5, 4.76, "o", color="black")
    ax.annotate(
        "half-equivalence\npH 4.76", (12.5, 4.76), (3, 7.5), arrowprops={"arrowstyle": "->"}
    )
    ax.plot(25, 8.7, "o", color="red")
    ax.annotate(
        "equivalence point\n25 mL, pH 8.7", (25, 8.7), (29, 6), arrowprops={"arrowstyle": "->"}
    )
    ax.set_xlabel("NaOH added (mL)")
    ax.set_ylabel("pH")
    ax.set_ylim(0, 14)
    ax.set_title("Titration of 0.10 M acetic acid with 0.10 M NaOH")
    ax.grid(alpha=0.3)
    return fig_image(fig)


ATTN_TOKENS = ["The", "cat", "sat", "on", "the", "mat"]


def draw_acad2_attention_heatmap() -> Image.Image:
    """Attention-weight heatmap (query tokens as rows, key tokens as columns) for the sentence 'The cat sat on the mat' from one attention head; darker cells are higher weights; the row for 'sat' puts most weight on 'cat' (0.62), the row for 'mat' on 'on' (0.48) and 'the' (0.31), and the determiners attend mostly to the next noun."""
    w = np.array(
        [
            [0.10, 0.70, 0.08, 0.04, 0.04, 0.04],
            [0.12, 0.40, 0.30, 0.06, 0.04, 0.08],
            [0.05, 0.62, 0.13, 0.10, 0.03, 0.07],
            [0.03, 0.10, 0.35, 0.12, 0.10, 0.30],
            [0.02, 0.04, 0.04, 0.10, 0.10, 0.70],
            [0.02, 0.05, 0.06, 0.48, 0.31, 0.08],
        ]
    )
    fig, ax = figure(5.6, 5.0)
    ax.imshow(w, cmap="Blues")
    for i in range(6):
        for j in range(6):
            ax.text(
                j,
                i,
                f"{w[i, j]:.2f}",
                ha="center",
                va="center",
                fontsize=9,
                color="white" if w[i, j] > 0.4 else "black",
            )
    ax.set_xticks(range(6), ATTN_TOKENS)
    ax.set_yticks(range(6), ATTN_TOKENS)
    ax.set_xlabel("key (attended-to token)")
    ax.set_ylabel("query token")
    ax.set_title("Layer 4, head 7 attention weights")
    return fig_image(fig)


def draw_acad2_rainfall_notebook() -> Image.Image:
    """Photo-style lab-notebook table titled 'Rain gauge, station B (mm)' with monthly rainfall for Jan-Dec: 78, 62, 55, 41, 30, 12, 5, 8, 22, 48, 70, 85."""
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    vals = ["78", "62", "55", "41", "30", "12", "5", "8", "22", "48", "70", "85"]
    rows = [
        [m, v, m2, v2]
        for m, v, m2, v2 in zip(months[:6], vals[:6], months[6:], vals[6:], strict=True)
    ]
    return _table(
        "Rain gauge, station B (mm)", ["Month", "mm", "Month", "mm"], rows, 520, "#fdf8e4"
    )


def draw_acad2_growth_table() -> Image.Image:
    """Photo-style results table 'Table 1: Bacterial growth (OD600)' with time in hours 0, 2, 4, 6, 8, 10 and optical density for three conditions: 25 °C (0.05, 0.08, 0.15, 0.30, 0.52, 0.70), 30 °C (0.05, 0.12, 0.35, 0.75, 1.10, 1.25) and 37 °C (0.05, 0.18, 0.60, 1.15, 1.30, 1.32)."""
    rows = [
        ["0", "0.05", "0.05", "0.05"],
        ["2", "0.08", "0.12", "0.18"],
        ["4", "0.15", "0.35", "0.60"],
        ["6", "0.30", "0.75", "1.15"],
        ["8", "0.52", "1.10", "1.30"],
        ["10", "0.70", "1.25", "1.32"],
    ]
    return _table(
        "Table 1: Bacterial growth (OD600)", ["Time (h)", "25 °C", "30 °C", "37 °C"], rows
    )


def draw_acad2_poll_table() -> Image.Image:
    """Screenshot-style table 'Student council poll, by year group (%)' with rows Year 9, Year 10, Year 11, Year 12 and columns for candidates Aisha, Ben and Chloe: Year 9 (48, 30, 22), Year 10 (41, 35, 24), Year 11 (33, 38, 29), Year 12 (25, 44, 31)."""
    rows = [
        ["Year 9", "48", "30", "22"],
        ["Year 10", "41", "35", "24"],
        ["Year 11", "33", "38", "29"],
        ["Year 12", "25", "44", "31"],
    ]
    return _table(
        "Student council poll, by year group (%)",
        ["Group", "Aisha", "Ben", "Chloe"],
        rows,
        560,
        "white",
    )


def draw_acad2_rc_circuit() -> Image.Image:
    """Circuit diagram from a physics worksheet: a 9 V battery, an open switch S, a 10 kΩ resistor R and a 100 µF capacitor C connected in series in one loop; the capacitor is drawn as two parallel plates and the question 'What is the time constant?' is printed below."""
    img, d = canvas(560, 380)
    d.rectangle((80, 60, 480, 280), outline="black", width=3)
    d.rectangle((60, 140, 100, 200), fill="white")
    d.line((60, 150, 100, 150), fill="black", width=4)
    d.line((70, 175, 90, 175), fill="black", width=4)
    d.line((60, 190, 100, 190), fill="black", width=4)
    text(d, (40, 170), "9 V", 15, bold=True, anchor="rm")
    d.rectangle((200, 50, 280, 70), fill="white")
    d.line((200, 60, 272, 38), fill="black", width=3)
    ellipse(d, 200, 60, 4, 4, fill="black")
    ellipse(d, 280, 60, 4, 4, fill="black")
    text(d, (240, 20), "S", 15, bold=True, anchor="mm")
    d.rectangle((460, 120, 500, 220), fill="white")
    pts = [(480, 120)] + [(470 if i % 2 else 490, 130 + i * 10) for i in range(9)] + [(480, 220)]
    d.line(pts, fill="black", width=3)
    text(d, (450, 170), "R = 10 kΩ", 15, bold=True, anchor="rm")
    d.rectangle((250, 260, 310, 300), fill="white")
    d.line((270, 250, 270, 310), fill="black", width=4)
    d.line((290, 250, 290, 310), fill="black", width=4)
    text(d, (280, 330), "C = 100 µF", 15, bold=True, anchor="mm")
    text(d, (280, 362), "What is the time constant?", 15, anchor="mm")
    return img


def draw_acad2_neuron_perceptron() -> Image.Image:
    """Textbook diagram of a single artificial neuron: three inputs x1, x2, x3 with arrows labelled by weights w1, w2, w3 into a circle marked Σ (with a bias b arrow from above), then an arrow into a box with an S-shaped curve labelled 'activation f', and an output arrow labelled y = f(Σ wᵢxᵢ + b)."""
    img, d = canvas(640, 360)
    for i, y in enumerate((90, 180, 270)):
        ellipse(d, 70, y, 26, 26, outline="black", width=2, fill="#e8f1fb")
        text(d, (70, y), f"x{i + 1}", 16, bold=True, anchor="mm")
        arrow(d, (96, y), (272, 180 + (y - 180) * 0.15), width=2)
        label(d, (180, y + (180 - y) * 0.45 - 14), f"w{i + 1}", 14)
    ellipse(d, 310, 180, 38, 38, outline="black", width=3, fill="#fff3d6")
    text(d, (310, 180), "Σ", 30, bold=True, anchor="mm")
    arrow(d, (310, 70), (310, 140), width=2)
    text(d, (310, 55), "bias b", 14, anchor="mm")
    arrow(d, (348, 180), (408, 180), width=2)
    d.rectangle((410, 140, 490, 220), outline="black", width=3, fill="#eaf7ea")
    xs = np.linspace(-4, 4, 40)
    curve = [(450 + x * 9, 180 - (1 / (1 + np.exp(-2 * x)) - 0.5) * 60) for x in xs]
    d.line(curve, fill="#2a7d2a", width=3)
    text(d, (450, 238), "activation f", 13, anchor="mm")
    arrow(d, (490, 180), (580, 180), width=2)
    text(d, (530, 300), "y = f(Σ wᵢxᵢ + b)", 16, bold=True, anchor="mm")
    return img


def draw_acad2_phase_diagram() -> Image.Image:
    """Schematic phase diagram of water (pressure on a log axis against temperature, not to scale) with regions labelled solid, liquid and gas, the melting curve leaning slightly to the left, the triple point (0.01 °C, 0.006 atm) and the critical point (374 °C, 218 atm) marked, and a dashed horizontal line at 1 atm crossing the curves at 0 °C and 100 °C."""
    fig, ax = figure()
    t_sub = np.linspace(-60, 0.01, 50)
    ax.plot(t_sub, 0.006 * np.exp((t_sub - 0.01) / 9), color="black")
    t_vap = np.linspace(0.01, 374, 100)
    ax.plot(t_vap, 0.006 * (218 / 0.006) ** ((t_vap - 0.01) / 373.99) ** 0.55, color="black")
    ax.plot([0.01, -8], [0.006, 2000], color="black")
    ax.plot(0.01, 0.006, "o", color="blue")
    ax.annotate(
        "triple point\n0.01 °C, 0.006 atm",
        (0.01, 0.006),
        (40, 0.0012),
        arrowprops={"arrowstyle": "->"},
    )
    ax.plot(374, 218, "o", color="red")
    ax.annotate(
        "critical point\n374 °C, 218 atm", (374, 218), (250, 1200), arrowprops={"arrowstyle": "->"}
    )
    ax.axhline(1, ls="--", color="grey")
    ax.text(-55, 1.3, "1 atm", color="grey")
    ax.text(-45, 60, "SOLID", fontsize=13, weight="bold")
    ax.text(120, 40, "LIQUID", fontsize=13, weight="bold")
    ax.text(200, 0.02, "GAS", fontsize=13, weight="bold")
    ax.set_yscale("log")
    ax.set_xlim(-60, 420)
    ax.set_ylim(0.0008, 5000)
    ax.set_xlabel("temperature (°C, not to scale)")
    ax.set_ylabel("pressure (atm, log)")
    ax.set_title("Phase diagram of water (schematic)")
    return fig_image(fig)


def draw_acad2_bar_no_errorbars() -> Image.Image:
    """Bar chart from a student poster 'Plant height after 4 weeks' with three bars and no error bars: no fertiliser 18.2 cm, fertiliser A 21.5 cm, fertiliser B 22.1 cm; the y-axis starts at 17 cm, which makes the differences look large; a note says 'n = 5 plants per group'."""
    fig, ax = figure()
    bars = ax.bar(
        ["no fertiliser", "fertiliser A", "fertiliser B"],
        [18.2, 21.5, 22.1],
        color=["#bbb", "#74c476", "#238b45"],
    )
    ax.bar_label(bars, fmt="%.1f")
    ax.set_ylim(17, 23)
    ax.set_ylabel("mean height (cm)")
    ax.set_title("Plant height after 4 weeks")
    ax.text(0.02, 0.95, "n = 5 plants per group", transform=ax.transAxes)
    return fig_image(fig)


def draw_acad2_sine_aliasing() -> Image.Image:
    """Plot of a 9 Hz sine wave (thin blue line) over one second sampled at only 10 samples per second (red dots); a dashed red curve through the samples shows the apparent 1 Hz wave they trace out."""
    t = np.linspace(0, 1, 1000)
    ts = np.arange(0, 1.0001, 0.1)
    fig, ax = figure(6.4, 3.8)
    ax.plot(t, np.sin(2 * np.pi * 9 * t), color="#1f77b4", lw=1, label="9 Hz signal")
    ax.plot(ts, np.sin(2 * np.pi * 9 * ts), "o", color="red", label="samples (10 per second)")
    ax.plot(t, -np.sin(2 * np.pi * 1 * t), "--", color="red", label="what the samples show")
    ax.set_xlabel("time (s)")
    ax.set_ylabel("amplitude")
    ax.set_title("Sampling a 9 Hz wave at 10 Hz")
    ax.legend(loc="upper right", fontsize=8)
    return fig_image(fig)


BUDGET = {
    "Rent": 31,
    "Food": 14,
    "Transport": 12,
    "Utilities": 9,
    "Savings": 10,
    "Leisure": 8,
    "Health": 6,
    "Clothing": 5,
    "Other": 5,
}


def draw_acad2_pie_many_slices() -> Image.Image:
    """Pie chart titled 'Where our money goes (%)' with nine similar-coloured slices in this order: Rent 31, Food 14, Transport 12, Utilities 9, Savings 10, Leisure 8, Health 6, Clothing 5, Other 5; the small slices are hard to tell apart and their labels crowd together."""
    fig, ax = figure(6.0, 5.0)
    colours = [f"#{0x40 + i * 12:02x}{0x70 + i * 10:02x}{0xA0 + i * 6:02x}" for i in range(9)]
    ax.pie(
        list(BUDGET.values()),
        labels=list(BUDGET),
        colors=colours,
        startangle=90,
        textprops={"fontsize": 8},
    )
    ax.set_title("Where our money goes (%)")
    return fig_image(fig)


def draw_acad2_pendulum_table() -> Image.Image:
    """Handwritten-style lab table 'Pendulum experiment' with string length L (m) 0.20, 0.40, 0.60, 0.80, 1.00 and the measured period T (s, mean of 10 swings) 0.90, 1.27, 1.55, 1.80, 2.01."""
    rows = [
        ["0.20", "0.90"],
        ["0.40", "1.27"],
        ["0.60", "1.55"],
        ["0.80", "1.80"],
        ["1.00", "2.01"],
    ]
    return _table("Pendulum experiment", ["L (m)", "T (s), mean of 10"], rows, 420, "#fdf8e4")


def draw_acad2_cooling_table() -> Image.Image:
    """Spreadsheet-style table 'Coffee cooling, room 22 °C' with time (min) 0, 5, 10, 15, 20, 30 and temperature (°C) 90.0, 75.0, 63.2, 54.1, 47.0, 37.2."""
    rows = [
        ["0", "90.0"],
        ["5", "75.0"],
        ["10", "63.2"],
        ["15", "54.1"],
        ["20", "47.0"],
        ["30", "37.2"],
    ]
    return _table(
        "Coffee cooling, room 22 °C", ["time (min)", "temperature (°C)"], rows, 420, "white"
    )


def draw_acad2_election_table() -> Image.Image:
    """Table 'Election result: seats won (350 seats)' with five fictional parties: Green Alliance 152, People's Party 118, Liberal Union 41, Regional Front 22, Independents 17; a footnote says 'majority = 176 seats'."""
    rows = [
        ["Green Alliance", "152"],
        ["People's Party", "118"],
        ["Liberal Union", "41"],
        ["Regional Front", "22"],
        ["Independents", "17"],
        ["majority = 176 seats", ""],
    ]
    return _table("Election result: seats won (350 seats)", ["Party", "Seats"], rows, 480, "white")


GENES = [
    ("IL6", 3.1, 1e-8),
    ("TNF", 2.4, 1e-6),
    ("CXCL8", 2.9, 3e-7),
    ("SOCS3", 1.6, 2e-4),
    ("GAPDH", 0.1, 0.71),
    ("ACTB", -0.05, 0.88),
    ("PPARG", -1.8, 5e-5),
    ("ADIPOQ", -2.6, 2e-6),
]


def draw_acad2_gene_table() -> Image.Image:
    """Results table 'Differential expression, treated vs control' listing eight genes with log2 fold change and p-value: IL6 3.1 (1e-8), TNF 2.4 (1e-6), CXCL8 2.9 (3e-7), SOCS3 1.6 (2e-4), GAPDH 0.1 (0.71), ACTB -0.05 (0.88), PPARG -1.8 (5e-5), ADIPOQ -2.6 (2e-6)."""
    rows = [[g, f"{fc:g}", f"{p:g}"] for g, fc, p in GENES]
    return _table(
        "Differential expression, treated vs control", ["Gene", "log2 FC", "p-value"], rows, 520
    )


def draw_acad2_supply_demand() -> Image.Image:
    """Economics textbook graph: a downward-sloping demand curve D and an upward-sloping supply curve S crossing at equilibrium E (price 10, quantity 50); a horizontal red line labelled 'price ceiling = 6' lies below E, meeting supply at quantity 30 and demand at quantity 70."""
    q = np.linspace(0, 100, 200)
    fig, ax = figure()
    ax.plot(q, 20 - q / 5, color="#1f77b4", lw=2, label="D")
    ax.plot(q, q / 5, color="#ff7f0e", lw=2, label="S")
    ax.plot(50, 10, "ko")
    ax.annotate("E", (50, 10), (53, 11))
    ax.axhline(6, color="red", lw=2)
    ax.text(80, 6.4, "price ceiling = 6", color="red")
    ax.plot([30, 30], [0, 6], ":", color="grey")
    ax.plot([70, 70], [0, 6], ":", color="grey")
    ax.set_xticks([30, 50, 70])
    ax.set_yticks([6, 10])
    ax.set_xlim(0, 100)
    ax.set_ylim(0, 20)
    ax.set_xlabel("quantity")
    ax.set_ylabel("price")
    ax.set_title("Market with a price ceiling")
    ax.legend(loc="upper center")
    return fig_image(fig)


def draw_acad2_punnett_square() -> Image.Image:
    """Worksheet Punnett square for a cross Bb × Bb (B = brown eyes, dominant; b = blue eyes, recessive): parent alleles B and b along the top and side, and the four cells BB, Bb, Bb and bb; the question asks 'What fraction of children could have blue eyes?'."""
    img, d = canvas(460, 440)
    x0, y0, c = 130, 90, 120
    for i in range(3):
        d.line((x0, y0 + i * c, x0 + 2 * c, y0 + i * c), fill="black", width=3)
        d.line((x0 + i * c, y0, x0 + i * c, y0 + 2 * c), fill="black", width=3)
    for i, a in enumerate("Bb"):
        text(d, (x0 + c / 2 + i * c, y0 - 25), a, 26, bold=True, anchor="mm")
        text(d, (x0 - 25, y0 + c / 2 + i * c), a, 26, bold=True, anchor="mm")
    for i, a in enumerate("Bb"):
        for j, b in enumerate("Bb"):
            geno = "".join(sorted(a + b))
            text(d, (x0 + c / 2 + j * c, y0 + c / 2 + i * c), geno, 26, anchor="mm")
    text(d, (230, 30), "Cross: Bb × Bb   (B = brown, b = blue)", 15, anchor="mm")
    text(d, (230, 370), "What fraction of children could have blue eyes?", 14, anchor="mm")
    return img


def draw_acad2_dose_response() -> Image.Image:
    """Dose-response plot (log concentration in µM on x, % inhibition on y) with two sigmoidal curves: drug A with EC50 = 0.5 µM reaching a maximum of 95 %, and drug B with EC50 = 5 µM reaching a maximum of only 60 %; dashed lines mark each EC50."""
    c = np.logspace(-3, 3, 200)
    fig, ax = figure()
    for name, ec50, top, col in (("drug A", 0.5, 95, "#1f77b4"), ("drug B", 5, 60, "#d62728")):
        ax.semilogx(
            c,
            top / (1 + (ec50 / c)),
            color=col,
            lw=2,
            label=f"{name} (EC50 = {ec50:g} µM, max {top} %)",
        )
        ax.axvline(ec50, color=col, ls="--", lw=1)
    ax.set_xlabel("concentration (µM, log scale)")
    ax.set_ylabel("% inhibition")
    ax.set_ylim(0, 100)
    ax.set_title("Dose-response of two inhibitors")
    ax.legend(loc="upper left")
    return fig_image(fig)


SCREE = [3.2, 1.9, 0.9, 0.7, 0.5, 0.4, 0.25, 0.15]


def draw_acad2_scree_plot() -> Image.Image:
    """Scree plot from a PCA of 8 standardised questionnaire items: eigenvalues 3.2, 1.9, 0.9, 0.7, 0.5, 0.4, 0.25 and 0.15 for components 1-8, joined by a line with an elbow after component 2, a dashed horizontal line at eigenvalue 1 labelled 'Kaiser criterion', and cumulative variance labels 40 % after PC1 and 64 % after PC2."""
    fig, ax = figure()
    comps = np.arange(1, 9)
    ax.plot(comps, SCREE, "o-", color="#264653")
    ax.axhline(1, ls="--", color="#e76f51")
    ax.text(6.2, 1.08, "Kaiser criterion", color="#e76f51")
    ax.annotate("40 %", (1, 3.2), (1.3, 3.25))
    ax.annotate("64 % cumulative", (2, 1.9), (2.3, 2.0))
    ax.set_xlabel("component")
    ax.set_ylabel("eigenvalue")
    ax.set_xticks(comps)
    ax.set_title("Scree plot: PCA of 8 questionnaire items")
    return fig_image(fig)


CORR_VARS = ["study h", "sleep h", "caffeine", "screen h", "GPA"]
CORR = np.array(
    [
        [1.00, -0.22, 0.35, -0.30, 0.48],
        [-0.22, 1.00, -0.41, -0.38, 0.31],
        [0.35, -0.41, 1.00, 0.12, 0.02],
        [-0.30, -0.38, 0.12, 1.00, -0.36],
        [0.48, 0.31, 0.02, -0.36, 1.00],
    ]
)


def draw_acad2_corr_heatmap() -> Image.Image:
    """Correlation heatmap (red positive, blue negative, values printed) of five student variables: study hours, sleep hours, caffeine, screen hours and GPA; GPA correlates 0.48 with study hours, 0.31 with sleep, -0.36 with screen hours and 0.02 with caffeine; caffeine correlates -0.41 with sleep and 0.35 with study hours."""
    fig, ax = figure(5.8, 5.0)
    ax.imshow(CORR, cmap="RdBu_r", vmin=-1, vmax=1)
    for i in range(5):
        for j in range(5):
            ax.text(j, i, f"{CORR[i, j]:.2f}", ha="center", va="center", fontsize=10)
    ax.set_xticks(range(5), CORR_VARS)
    ax.set_yticks(range(5), CORR_VARS)
    ax.set_title("Correlations, student survey (n = 240)")
    return fig_image(fig)


def draw_acad2_interaction_plot() -> Image.Image:
    """Interaction plot from a two-way experiment: mean pain score (0-10, lower is better) for placebo and drug, with separate lines for women and men; for women the score falls from 6.0 (placebo) to 3.5 (drug), for men it barely changes from 5.8 to 5.4, so the lines are far from parallel."""
    fig, ax = figure()
    ax.plot(["placebo", "drug"], [6.0, 3.5], "o-", lw=2, label="women")
    ax.plot(["placebo", "drug"], [5.8, 5.4], "s-", lw=2, label="men")
    ax.set_ylim(0, 10)
    ax.set_ylabel("mean pain score (0-10)")
    ax.set_title("Pain score by treatment and sex")
    ax.legend()
    return fig_image(fig)


def draw_acad2_bimodal_hist() -> Image.Image:
    """Histogram of 180 final-exam scores (0-100) with two clear peaks, one around 45 and one around 80, and a dip around 60; the mean (64) is marked with a red line that falls in the dip where few students actually scored."""
    rng = np.random.default_rng(17)
    x = np.concatenate([rng.normal(45, 8, 80), rng.normal(80, 7, 100)])
    fig, ax = figure()
    ax.hist(np.clip(x, 0, 100), bins=25, color="#9ecae1", edgecolor="white")
    ax.axvline(64, color="red", lw=2, label="mean 64")
    ax.set_xlabel("exam score")
    ax.set_ylabel("students")
    ax.set_title("Final exam scores (n = 180)")
    ax.legend()
    return fig_image(fig)


def draw_acad2_double_slit() -> Image.Image:
    """Photo-style image of a double-slit experiment result on a screen: a row of evenly spaced bright red vertical fringes separated by dark gaps, brightest in the centre and fading toward the edges, with a ruler underneath showing the fringes 4 mm apart."""
    img, d = canvas(640, 320, "#111")
    for x in range(640):
        u = (x - 320) / 320
        inten = (np.cos(u * 8 * np.pi) ** 2) * np.exp(-((u * 1.6) ** 2))
        d.line((x, 60, x, 220), fill=(int(255 * inten), int(30 * inten), int(30 * inten)))
    d.rectangle((40, 250, 600, 290), fill="#e8d9a8")
    for k in range(0, 57):
        x = 40 + k * 10
        d.line((x, 250, x, 262 if k % 5 else 272), fill="#333", width=1)
    for k, x in enumerate(range(40, 601, 40)):
        text(d, (x, 282), str(k * 4), 10, anchor="mm")
    text(d, (600, 240), "mm", 11, "white", anchor="rm")
    return img


def draw_acad2_food_web() -> Image.Image:
    """Textbook food-web diagram of a pond: arrows point from food to eater; algae → water flea and tadpole; pondweed → snail and tadpole; water flea → small fish and dragonfly nymph; tadpole → dragonfly nymph and small fish; snail → small fish; dragonfly nymph → small fish; small fish → heron."""
    img, d = canvas(640, 460)
    nodes = {
        "algae": (120, 410),
        "pondweed": (460, 410),
        "water flea": (90, 290),
        "tadpole": (290, 300),
        "snail": (500, 290),
        "dragonfly nymph": (170, 170),
        "small fish": (420, 160),
        "heron": (320, 45),
    }
    edges = [
        ("algae", "water flea"),
        ("algae", "tadpole"),
        ("pondweed", "snail"),
        ("pondweed", "tadpole"),
        ("water flea", "small fish"),
        ("water flea", "dragonfly nymph"),
        ("tadpole", "dragonfly nymph"),
        ("tadpole", "small fish"),
        ("snail", "small fish"),
        ("dragonfly nymph", "small fish"),
        ("small fish", "heron"),
    ]
    for a, b in edges:
        (x0, y0), (x1, y1) = nodes[a], nodes[b]
        t = 0.78
        arrow(
            d,
            (x0 + (x1 - x0) * 0.2, y0 + (y1 - y0) * 0.2),
            (x0 + (x1 - x0) * t, y0 + (y1 - y0) * t),
            "#2a7d2a",
            2,
            9,
        )
    for name, xy in nodes.items():
        label(d, xy, name, 13)
    return img


QUADRATS = {
    "Q1": (12, 5, 0, 3),
    "Q2": (8, 9, 2, 1),
    "Q3": (3, 14, 6, 0),
    "Q4": (1, 10, 11, 0),
    "Q5": (0, 4, 15, 0),
}


def draw_acad2_quadrat_table() -> Image.Image:
    """Field-notebook table 'Transect: plant counts per quadrat' from the shore (Q1) inland to Q5 with four species: sea plantain Q1-Q5 = 12, 8, 3, 1, 0; red fescue 5, 9, 14, 10, 4; bird's-foot trefoil 0, 2, 6, 11, 15; thrift 3, 1, 0, 0, 0."""
    species = ["sea plantain", "red fescue", "bird's-foot trefoil", "thrift"]
    rows = [[sp] + [str(QUADRATS[q][i]) for q in QUADRATS] for i, sp in enumerate(species)]
    return _table(
        "Transect: plant counts per quadrat",
        ["Species", "Q1", "Q2", "Q3", "Q4", "Q5"],
        rows,
        620,
        "#fdf8e4",
        first=180,
    )


def draw_acad2_heart_rate_table() -> Image.Image:
    """Table 'Heart rate (bpm) before and after 3 min of step-ups' for six students: Ana 68 → 124, Ben 75 → 140, Cai 62 → 110, Dee 80 → 152, Eli 71 → 118, Fay 66 → 131."""
    rows = [
        ["Ana", "68", "124"],
        ["Ben", "75", "140"],
        ["Cai", "62", "110"],
        ["Dee", "80", "152"],
        ["Eli", "71", "118"],
        ["Fay", "66", "131"],
    ]
    return _table(
        "Heart rate (bpm) before and after 3 min of step-ups",
        ["Student", "Before", "After"],
        rows,
        560,
        "white",
    )
