"""Recipe context images for the ablation-scale ATP set (drawn with Pillow).

Each ``draw_<name>`` docstring is the caption and describes exactly what is drawn.
"""

from __future__ import annotations

import math

import numpy as np
from make_atp_images import canvas, ellipse, panel_grid, text
from PIL import Image, ImageDraw

WOOD = "#c8a27a"
Point = tuple[float, float]


def _board(w: int = 640, h: int = 480, bg: str = WOOD) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    img, d = canvas(w, h, bg)
    if bg == WOOD:
        for y in range(0, h, 24):
            d.line((0, y + 10, w, y + 14), fill="#b88f66", width=2)
    return img, d


def _num(d: ImageDraw.ImageDraw, xy: Point, s: str) -> None:
    ellipse(d, xy[0], xy[1], 14, 14, fill="white", outline="#333", width=2)
    text(d, xy, s, 15, bold=True, anchor="mm")


def draw_rec2_squashes() -> Image.Image:
    """Four unlabelled winter squashes on a wooden table, numbered 1-4: (1) a long, smooth, beige squash with a bulbous bottom end, (2) a small dark-green squash with deep vertical ridges and an orange patch, (3) an oval, pale yellow squash with smooth skin, (4) a small oblong cream squash with dark green stripes along its ridges."""
    img, d = _board()
    d.ellipse((40, 250, 160, 400), fill="#e8c48a")
    d.rounded_rectangle((70, 90, 130, 300), 30, fill="#e8c48a")
    d.rectangle((93, 70, 107, 92), fill="#6b5434")
    _num(d, (100, 430), "1")
    ellipse(d, 250, 300, 70, 62, fill="#2f4f2f")
    for k in range(-3, 4):
        d.arc(
            (250 - 70 + abs(k) * 8, 238, 250 + 70 - abs(k) * 8, 362),
            90,
            270,
            fill="#1b331b",
            width=3,
        )
        d.line((250 + k * 18, 245, 250 + k * 18, 355), fill="#1b331b", width=3)
    ellipse(d, 225, 330, 18, 12, fill="#e08a2c")
    d.rectangle((244, 225, 256, 245), fill="#6b5434")
    _num(d, (250, 400), "2")
    ellipse(d, 410, 250, 85, 55, fill="#f2dc7a")
    d.rectangle((492, 244, 510, 256), fill="#6b5434")
    _num(d, (410, 335), "3")
    d.rounded_rectangle((500, 330, 620, 390), 28, fill="#f3ead0")
    for k in range(5):
        d.line((510 + k * 25, 335, 515 + k * 25, 385), fill="#2f6b3a", width=5)
    _num(d, (560, 420), "4")
    return img


def draw_rec2_rice_types() -> Image.Image:
    """Three small piles of uncooked rice on a dark slate, numbered 1-3: (1) long, very thin, pointed white grains, (2) short, plump, almost round pearly-white grains with a chalky white dot in the centre, (3) medium grains that are deep purple-black."""
    img, d = canvas(640, 420, "#2f3237")
    rng = np.random.default_rng(12)
    specs = (
        (120, "#f4efe1", 16, 3, None),
        (320, "#f6f3ea", 8, 6, "#ffffff"),
        (520, "#2b1630", 10, 4, None),
    )
    for cx, col, length, width, dot in specs:
        for _ in range(160):
            r = abs(rng.normal(0, 45))
            a = rng.uniform(0, 2 * math.pi)
            x, y = cx + r * math.cos(a), 210 + 0.7 * r * math.sin(a)
            b = rng.uniform(0, math.pi)
            dx, dy = length / 2 * math.cos(b), length / 2 * math.sin(b)
            d.line((x - dx, y - dy, x + dx, y + dy), fill=col, width=width)
            if dot:
                ellipse(d, x, y, 1.5, 1.5, fill=dot)
    for i, cx in enumerate((120, 320, 520)):
        _num(d, (cx, 340), str(i + 1))
    return img


def draw_rec2_herbs() -> Image.Image:
    """Three fresh herb sprigs on a white board, numbered 1-3: (1) a woody stem with dense, narrow, needle-like dark green leaves, (2) thin wiry stems with many tiny oval leaves, (3) a stem with a few large, soft, oval grey-green leaves with a pebbly texture."""
    img, d = canvas(640, 420, "#f7f7f4")
    d.line((60, 330, 200, 80), fill="#6b5a3e", width=5)
    for k in range(26):
        t = k / 26
        x, y = 60 + 140 * t, 330 - 250 * t
        for s in (-1, 1):
            d.line((x, y, x + s * 22, y - 6 + s * 8), fill="#2e5c3a", width=3)
    _num(d, (90, 370), "1")
    for j in range(3):
        pts = [(300 + j * 10 + 8 * math.sin(k / 3), 340 - k * 12) for k in range(22)]
        d.line(pts, fill="#7a6a4a", width=2)
        for x, y in pts[2::2]:
            ellipse(d, x - 6, y, 4, 2.5, fill="#6f8f4f")
            ellipse(d, x + 6, y - 3, 4, 2.5, fill="#6f8f4f")
    _num(d, (310, 370), "2")
    d.line((520, 350, 520, 100), fill="#7d8f6a", width=5)
    for k, (dx, y) in enumerate(((-1, 140), (1, 190), (-1, 250), (1, 300))):
        cx = 520 + dx * 50
        ellipse(d, cx, y, 45, 22, fill="#9aab8f", outline="#7a8a70", width=2)
        rng = np.random.default_rng(k)
        for _ in range(25):
            ellipse(
                d, cx + rng.uniform(-35, 35), y + rng.uniform(-14, 14), 1.5, 1.5, fill="#8a9b7f"
            )
    _num(d, (520, 380), "3")
    return img


def draw_rec2_rhizomes() -> Image.Image:
    """Three knobbly fresh roots on a board, each with one end cut to show the inside, numbered 1-3: (1) a large, pale tan root with thin skin and a pale yellow interior, (2) small, slender roots with brown skin and a bright orange interior, (3) a firm root with shiny cream skin marked by dark rings and pinkish shoots, with a white interior."""
    img, d = _board(640, 400)
    for i, (cx, skin, inside, scale) in enumerate(
        (
            (130, "#d7b98a", "#f3e3a0", 1.2),
            (320, "#8a5a34", "#f28c1c", 0.7),
            (510, "#efe4cc", "#fbf7ee", 1.0),
        )
    ):
        for k in range(3):
            ellipse(
                d,
                cx - 40 * scale + k * 40 * scale,
                200 + (k % 2) * 20,
                38 * scale,
                26 * scale,
                fill=skin,
            )
        ellipse(d, cx + 82 * scale, 200, 18 * scale, 24 * scale, fill=inside, outline="#7a5a3a")
        if i == 2:
            for k in range(4):
                d.arc(
                    (cx - 80 + k * 30, 180, cx - 60 + k * 30, 225), 60, 300, fill="#5a4632", width=2
                )
            d.line((cx - 30, 175, cx - 40, 140), fill="#e58fa2", width=5)
        _num(d, (cx, 300), str(i + 1))
    return img


def draw_rec2_cheeses() -> Image.Image:
    """Three unlabelled cheeses on a slate board, numbered 1-3: (1) a crumbly white wedge with blue-green veins, (2) a small round cheese with a soft white bloomy rind, cut to show a creamy, slightly runny pale-yellow inside, (3) a pale-yellow wedge of firm cheese with large round holes."""
    img, d = canvas(640, 420, "#3a3d42")
    d.polygon([(60, 300), (230, 300), (150, 120)], fill="#f3f1e6")
    rng = np.random.default_rng(6)
    for _ in range(18):
        x, y = rng.uniform(110, 190), rng.uniform(200, 290)
        d.line((x, y, x + rng.uniform(-12, 12), y + rng.uniform(-10, 10)), fill="#4f7f78", width=3)
    _num(d, (145, 345), "1")
    d.pieslice((250, 150, 410, 310), 40, 360, fill="#f8f6f0", outline="#ddd")
    d.pieslice((262, 162, 398, 298), 40, 360, fill="#f3e6a8")
    d.polygon([(330, 230), (395, 285), (420, 300), (360, 275)], fill="#f3e6a8")
    _num(d, (330, 345), "2")
    d.polygon([(440, 300), (610, 300), (600, 160)], fill="#f2d98a")
    for x, y, r in ((520, 270, 12), (570, 250, 9), (585, 200, 8), (490, 285, 7)):
        ellipse(d, x, y, r, r, fill="#d9bc62")
    _num(d, (530, 345), "3")
    return img


def draw_rec2_soup_plain() -> Image.Image:
    """Top-down view of a wide white bowl of smooth, bright orange puréed soup with nothing on top, on a plain grey table with a spoon beside it."""
    img, d = canvas(520, 480, "#9aa0a6")
    ellipse(d, 250, 240, 190, 190, fill="white", outline="#ddd", width=3)
    ellipse(d, 250, 240, 135, 135, fill="#f28c28")
    d.rounded_rectangle((455, 120, 475, 330), 8, fill="#c0c4c8")
    ellipse(d, 465, 110, 18, 28, fill="#c0c4c8")
    return img


def draw_rec2_cake_slice_plate() -> Image.Image:
    """A single slice of plain dark chocolate layer cake lying on its side in the middle of a large, otherwise empty white dinner plate, seen from slightly above."""
    img, d = canvas(560, 480, "#d8cfc4")
    ellipse(d, 280, 250, 240, 170, fill="white", outline="#ddd", width=3)
    d.polygon([(200, 290), (360, 250), (360, 200), (200, 240)], fill="#4a2a1a")
    d.polygon([(200, 240), (360, 200), (300, 180)], fill="#3a1f12")
    d.line((200, 265, 360, 225), fill="#6b3d25", width=4)
    return img


def draw_rec2_pancake_stack() -> Image.Image:
    """Side view of a plain stack of five golden pancakes on a small white plate, with nothing on top and nothing else on the plate, on a light wooden table."""
    img, d = _board(560, 440, "#e2c9a0")
    ellipse(d, 280, 340, 200, 40, fill="white", outline="#ddd", width=3)
    for k in range(5):
        y = 320 - k * 28
        ellipse(d, 280, y, 150, 30, fill="#d9a441", outline="#b5832b", width=2)
    ellipse(d, 280, 200, 150, 30, fill="#e7b95a")
    return img


def draw_rec2_salad_heap() -> Image.Image:
    """Top-down view of a large glass bowl of green salad: torn lettuce, cucumber slices and cherry tomatoes all jumbled together and flattened, with a puddle of creamy dressing pooled at one side of the bowl."""
    img, d = canvas(540, 520, "#e8e4dc")
    ellipse(d, 270, 260, 230, 230, fill="#eef3f0", outline="#c8d2cc", width=4)
    rng = np.random.default_rng(8)
    for _ in range(40):
        x, y = 270 + rng.uniform(-170, 170), 260 + rng.uniform(-170, 170)
        if (x - 270) ** 2 + (y - 260) ** 2 < 170**2:
            ellipse(
                d, x, y, rng.uniform(20, 38), rng.uniform(12, 24), fill="#7fb347", outline="#5d8a2f"
            )
    for _ in range(10):
        x, y = 270 + rng.uniform(-140, 140), 260 + rng.uniform(-140, 140)
        ellipse(d, x, y, 16, 16, fill="#c8e0a8", outline="#6c9a40", width=2)
    for _ in range(8):
        x, y = 270 + rng.uniform(-140, 140), 260 + rng.uniform(-140, 140)
        ellipse(d, x, y, 13, 13, fill="#e0312b")
    ellipse(d, 380, 350, 60, 35, fill="#f4efdc")
    return img


def draw_rec2_flat_cookies() -> Image.Image:
    """Baking tray of chocolate-chip cookies that spread into wide, flat discs with dark brown, over-baked edges, crowded so close that neighbouring cookies touch and have merged into each other."""
    img, d = canvas(640, 440, "#8c8f94")
    d.rounded_rectangle((30, 30, 610, 410), 16, fill="#b9bcc1")
    rng = np.random.default_rng(3)
    for cx, cy in (
        (150, 130),
        (250, 140),
        (350, 120),
        (470, 140),
        (160, 300),
        (300, 290),
        (450, 300),
    ):
        ellipse(d, cx, cy, 85, 70, fill="#7a4a22")
        ellipse(d, cx, cy, 70, 56, fill="#c88a45")
        for _ in range(6):
            ellipse(d, cx + rng.uniform(-45, 45), cy + rng.uniform(-35, 35), 7, 6, fill="#3b1f0e")
        for _ in range(12):
            ellipse(d, cx + rng.uniform(-60, 60), cy + rng.uniform(-50, 50), 3, 3, fill="#9a6430")
    return img


def draw_rec2_steak_grey_band() -> Image.Image:
    """Cross-section of a thick steak on a cutting board: a dark crust, then a wide band of grey, overcooked meat (about a third of the thickness on each side) and only a thin strip of pink in the very centre."""
    img, d = _board(620, 380)
    d.rounded_rectangle((60, 110, 560, 270), 30, fill="#3b2418")
    d.rounded_rectangle((72, 122, 548, 258), 24, fill="#9b8a80")
    d.rounded_rectangle((90, 178, 530, 202), 10, fill="#d9727a")
    return img


def draw_rec2_sunken_cake() -> Image.Image:
    """Side view of a round vanilla sponge cake still in its pan, with the middle sunk into a deep crater while the edges stay high, and a dense, damp-looking streak visible in the sunken centre."""
    img, d = canvas(600, 420, "#f1e9dc")
    d.rectangle((100, 160, 500, 330), fill="#9aa0a6")
    pts = [
        (110, 170),
        (160, 150),
        (220, 170),
        (280, 230),
        (320, 235),
        (380, 225),
        (440, 165),
        (490, 155),
        (490, 320),
        (110, 320),
    ]
    d.polygon(pts, fill="#f2d48a")
    d.line(
        [
            (110, 170),
            (160, 150),
            (220, 170),
            (280, 230),
            (320, 235),
            (380, 225),
            (440, 165),
            (490, 155),
        ],
        fill="#b9832f",
        width=8,
    )
    d.line((230, 260, 400, 262), fill="#d8b46a", width=14)
    return img


def draw_rec2_caramel_stages() -> Image.Image:
    """Four-panel guide 'Caramel colour stages' showing a small pan of sugar syrup in each: 1 'clear syrup (about 150 °C)' colourless, 2 'pale gold (about 160 °C)', 3 'amber, nutty (about 170-175 °C)', 4 'dark mahogany, bitter (above 180 °C)'."""
    titles = [
        "clear syrup ~150 °C",
        "pale gold ~160 °C",
        "amber ~170-175 °C",
        "dark, bitter >180 °C",
    ]
    img, d, boxes = panel_grid(titles, 640, 420)
    for (x0, y0, x1, y1), col in zip(
        boxes, ("#f4f4f0", "#e9c46a", "#c7742a", "#5a2a0e"), strict=True
    ):
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2 + 10
        ellipse(d, cx, cy, 90, 60, fill="#555")
        ellipse(d, cx, cy, 78, 50, fill=col)
        d.rounded_rectangle((cx + 85, cy - 8, cx + 150, cy + 8), 6, fill="#333")
    return img


def draw_rec2_lattice_steps() -> Image.Image:
    """Four-step lattice pie crust guide: 1 five parallel dough strips laid across the filling; 2 every other strip folded back halfway and one cross strip laid down; 3 the folded strips returned over the cross strip and the alternate ones folded back; 4 a finished woven lattice with the edge crimped."""
    titles = [
        "lay 5 strips",
        "fold back alternate, add cross strip",
        "unfold, fold the others",
        "woven lattice, crimp edge",
    ]
    img, d, boxes = panel_grid(titles, 640, 460)
    for i, (x0, y0, x1, y1) in enumerate(boxes):
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2 + 6
        ellipse(d, cx, cy, 85, 70, fill="#d1495b")
        for k in range(5):
            x = cx - 60 + k * 30
            if i == 1 and k % 2 == 0:
                d.rectangle((x - 7, cy - 8, x + 7, cy + 65), fill="#e9c46a", outline="#b5893a")
                d.rectangle((x - 8, cy - 20, x + 8, cy - 8), fill="#f2d89a", outline="#b5893a")
            else:
                d.rectangle((x - 7, cy - 65, x + 7, cy + 65), fill="#e9c46a", outline="#b5893a")
        if i >= 1:
            for k in range(1 if i == 1 else (2 if i == 2 else 5)):
                y = cy - 15 + k * 25 - (0 if i < 3 else 45)
                d.rectangle((cx - 75, y - 7, cx + 75, y + 7), fill="#f0cf7e", outline="#b5893a")
        if i == 3:
            ellipse(d, cx, cy, 88, 73, outline="#b5893a", width=6)
    return img


def draw_rec2_burger_plate() -> Image.Image:
    """Side-on view of a cheeseburger on a plain white plate: the top bun slid off to one side, the patty and melted cheese sliding out, a heap of fries tipped across the plate and a large squirt of ketchup in the middle."""
    img, d = canvas(600, 420, "#cfd8dc")
    ellipse(d, 300, 320, 260, 70, fill="white", outline="#ddd", width=3)
    ellipse(d, 250, 300, 110, 30, fill="#d59a4a")
    ellipse(d, 270, 282, 100, 22, fill="#5a3320")
    d.polygon([(190, 270), (350, 270), (330, 300), (210, 292)], fill="#f2c12e")
    d.chord((300, 200, 480, 300), 180, 360, fill="#d59a4a")
    for k in range(14):
        x = 380 + (k % 5) * 25
        d.line((x, 330 - k * 3, x + 50, 300 - k * 2), fill="#f2c14e", width=9)
    ellipse(d, 310, 330, 40, 14, fill="#c1121f")
    return img


# ------------------------------------------------------------------ batch 3


def draw_rec2_asian_greens() -> Image.Image:
    """Three unlabelled leafy vegetables on a board, numbered 1-3: (1) a small head with thick, spoon-shaped white stalks and dark green rounded leaves, (2) a bunch of long, thin green stems with flat dark green leaves and a few tiny white flower buds, (3) a large, tightly packed, pale green-yellow elongated head with crinkly leaves and wide white ribs."""
    img, d = _board(640, 440)
    for k in range(6):
        dx = (k - 2.5) * 12
        d.polygon(
            [(120 + dx, 380), (110 + dx * 1.6, 250), (130 + dx * 1.6, 250), (128 + dx, 380)],
            fill="#f3f6ea",
        )
        ellipse(d, 120 + dx * 2.2, 200, 28, 55, fill="#2f6f3a")
    _num(d, (120, 415), "1")
    for k in range(7):
        x = 270 + k * 14
        d.line((x, 390, x + 10 * (k - 3), 150), fill="#3f8f4a", width=6)
        ellipse(d, x + 10 * (k - 3) - 15, 200 + (k % 3) * 30, 24, 14, fill="#2a5f34")
        if k % 2:
            ellipse(d, x + 10 * (k - 3), 145, 5, 5, fill="#fafafa")
    _num(d, (310, 415), "2")
    ellipse(d, 510, 250, 80, 150, fill="#dfe8b0")
    for k in range(6):
        d.arc((450 + k * 8, 110, 570 - k * 8, 390), 100, 260, fill="#f7f9ee", width=5)
        d.arc((440 + k * 10, 110, 580 - k * 10, 390), 280, 80, fill="#b9cc7a", width=2)
    _num(d, (510, 415), "3")
    return img


def draw_rec2_dried_beans() -> Image.Image:
    """Four small piles of dried pulses on a white tray, lettered A-D: (A) glossy dark red kidney-shaped beans, (B) small shiny black oval beans, (C) round beige legumes with a little beak, (D) white kidney-shaped beans."""
    img, d = canvas(640, 420, "#f6f6f4")
    rng = np.random.default_rng(21)
    specs = (
        ("A", 120, "#7b1e1e", (13, 8)),
        ("B", 270, "#151515", (9, 6)),
        ("C", 420, "#d9b77a", (9, 9)),
        ("D", 560, "#f4efe1", (12, 7)),
    )
    for name, cx, col, (rx, ry) in specs:
        for _ in range(55):
            r = abs(rng.normal(0, 35))
            a = rng.uniform(0, 2 * math.pi)
            x, y = cx + r * math.cos(a), 200 + 0.8 * r * math.sin(a)
            ellipse(d, x, y, rx, ry, fill=col, outline="#666" if name in "CD" else col)
            if name == "C":
                d.line((x + rx - 3, y - 2, x + rx + 2, y - 5), fill="#a9874a", width=2)
        text(d, (cx, 330), name, 22, bold=True, anchor="mm")
    return img


def draw_rec2_sugars() -> Image.Image:
    """Four small glass bowls of sugar on a wooden board, numbered 1-4: (1) sparkling white granulated crystals, (2) moist light golden-brown sugar, (3) very dark, sticky brown sugar in clumps, (4) fine, powdery, bright white sugar."""
    img, d = _board(640, 360)
    rng = np.random.default_rng(2)
    for i, (col, grain) in enumerate(
        (("#fbfbfb", 2), ("#d4a15a", 2), ("#5a3618", 4), ("#ffffff", 1))
    ):
        cx = 90 + i * 155
        ellipse(d, cx, 180, 65, 65, fill="#e6eef2", outline="#b8c6cc", width=3)
        ellipse(d, cx, 178, 55, 55, fill=col)
        for _ in range(120):
            ellipse(
                d,
                cx + rng.uniform(-45, 45),
                178 + rng.uniform(-45, 45),
                grain,
                grain,
                fill="#dddddd" if i in (0, 3) else "#3a2210" if i == 2 else "#b8843f",
            )
        _num(d, (cx, 280), str(i + 1))
    return img


def draw_rec2_breakfast_plate() -> Image.Image:
    """Top-down view of a full cooked breakfast piled onto a plate: two fried eggs, two sausages, bacon rashers, baked beans spreading into everything, a grilled tomato, mushrooms and a slice of toast half under the beans, with bean juice running to the rim."""
    img, d = canvas(560, 560, "#5d4a3a")
    ellipse(d, 280, 280, 250, 250, fill="white", outline="#ddd", width=3)
    ellipse(d, 290, 300, 150, 110, fill="#c8511f")
    for _ in range(60):
        rng = np.random.default_rng(_)
        ellipse(d, 290 + rng.uniform(-130, 130), 300 + rng.uniform(-90, 90), 7, 5, fill="#e06a2a")
    for cx, cy in ((200, 200), (300, 180)):
        ellipse(d, cx, cy, 55, 45, fill="#fbfbf4")
        ellipse(d, cx + 5, cy, 18, 18, fill="#f5b700")
    for y in (330, 360):
        d.rounded_rectangle((120, y, 260, y + 24), 12, fill="#8a4a2a")
    d.polygon([(330, 330), (450, 300), (460, 330), (340, 360)], fill="#c9756a")
    ellipse(d, 420, 220, 35, 30, fill="#c0392b")
    for x, y in ((380, 410), (410, 390), (350, 430)):
        ellipse(d, x, y, 18, 12, fill="#6b4f3a")
    d.rectangle((220, 390, 330, 470), fill="#d9a441")
    d.polygon([(430, 330), (520, 300), (530, 320), (440, 350)], fill="#c8511f")
    return img


def draw_rec2_lemon_tart() -> Image.Image:
    """A whole plain lemon tart in a fluted pastry case on a cooling rack: smooth, glossy, pale yellow filling with nothing on top, golden pastry edges, seen from slightly above."""
    img, d = canvas(560, 460, "#e9e4dc")
    for x in range(80, 500, 24):
        d.line((x, 330, x + 10, 420), fill="#999", width=3)
    ellipse(d, 280, 240, 210, 130, fill="#d9a441")
    for k in range(40):
        a = k * 2 * math.pi / 40
        ellipse(d, 280 + 208 * math.cos(a), 240 + 128 * math.sin(a), 12, 9, fill="#c98f33")
    ellipse(d, 280, 236, 185, 110, fill="#f7e27a")
    ellipse(d, 230, 200, 60, 20, fill="#fbeea6")
    return img


def draw_rec2_curry_plate() -> Image.Image:
    """Top-down view of a chicken curry served on a flat white dinner plate: a heap of plain white rice pushed to one side and an orange-brown curry sauce with chicken pieces poured over half of it and spreading to the rim, with no garnish."""
    img, d = canvas(560, 560, "#7a6a5a")
    ellipse(d, 280, 280, 250, 250, fill="white", outline="#ddd", width=3)
    ellipse(d, 230, 270, 130, 110, fill="#f8f8f2")
    rng = np.random.default_rng(3)
    for _ in range(150):
        ellipse(d, 230 + rng.uniform(-110, 110), 270 + rng.uniform(-90, 90), 4, 2, fill="#ececde")
    d.polygon(
        [(250, 150), (470, 200), (500, 330), (420, 460), (240, 420), (300, 300)], fill="#c2691f"
    )
    for _ in range(9):
        ellipse(
            d,
            380 + rng.uniform(-80, 80),
            310 + rng.uniform(-90, 90),
            20,
            15,
            fill="#e8c39a",
            outline="#a8622a",
        )
    return img


def draw_rec2_flat_loaf() -> Image.Image:
    """Side view of a home-baked sourdough loaf on a cooling rack that has spread out wide and flat like a pancake, only a few centimetres tall, with a pale crust, no visible 'ear' or opened score, and a slightly shiny top."""
    img, d = canvas(620, 360, "#ece6da")
    for x in range(60, 580, 24):
        d.line((x, 280, x + 10, 340), fill="#999", width=3)
    d.chord((60, 170, 560, 330), 180, 360, fill="#d8b070")
    d.rectangle((60, 248, 560, 262), fill="#d8b070")
    d.line((200, 200, 420, 198), fill="#c8a060", width=3)
    ellipse(d, 300, 210, 120, 10, fill="#e4c287")
    return img


def draw_rec2_cracked_macarons() -> Image.Image:
    """Baking tray of pale pink macaron shells: most have cracked, bumpy tops with split surfaces, none has the ruffled 'foot' at the base, and a few are lopsided and have spread into each other."""
    img, d = canvas(640, 420, "#a9adb2")
    d.rounded_rectangle((30, 30, 610, 390), 12, fill="#f4f1ea")
    rng = np.random.default_rng(10)
    for r in range(3):
        for c in range(5):
            cx, cy = 100 + c * 110 + rng.uniform(-8, 8), 100 + r * 110
            ellipse(d, cx, cy, 42 + rng.uniform(-3, 6), 40, fill="#f3b6c4", outline="#e59aad")
            for _ in range(3):
                a = rng.uniform(0, math.pi)
                d.line(
                    (
                        cx - 25 * math.cos(a),
                        cy - 20 * math.sin(a),
                        cx + 25 * math.cos(a),
                        cy + 18 * math.sin(a),
                    ),
                    fill="#d98497",
                    width=3,
                )
    ellipse(d, 495, 320, 60, 40, fill="#f3b6c4", outline="#e59aad")
    return img


def draw_rec2_clumped_pasta() -> Image.Image:
    """Top-down view of a metal colander of cooked spaghetti that has stuck together into a dense, gluey clump, with a few broken strands and a starchy film on the colander."""
    img, d = canvas(520, 520, "#8f9499")
    ellipse(d, 260, 260, 220, 220, fill="#c9cdd1", outline="#7d8287", width=8)
    for k in range(60):
        ellipse(
            d,
            260 + 190 * math.cos(k / 60 * 2 * math.pi),
            260 + 190 * math.sin(k / 60 * 2 * math.pi),
            4,
            4,
            fill="#7d8287",
        )
    ellipse(d, 260, 270, 120, 100, fill="#efdc9a")
    rng = np.random.default_rng(9)
    for _ in range(70):
        a = rng.uniform(0, 2 * math.pi)
        r = rng.uniform(0, 90)
        x, y = 260 + r * math.cos(a), 270 + 0.8 * r * math.sin(a)
        d.arc(
            (x - 30, y - 20, x + 30, y + 20),
            rng.uniform(0, 180),
            rng.uniform(180, 360),
            fill="#d9c27a",
            width=3,
        )
    for x, y in ((120, 150), (380, 170), (140, 380)):
        d.line((x, y, x + 40, y + 10), fill="#efdc9a", width=4)
    return img
