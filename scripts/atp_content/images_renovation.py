"""Renovation context images for the ablation-scale ATP set (drawn with Pillow).

Each ``draw_<name>`` docstring is the caption and describes exactly what is drawn.
"""

from __future__ import annotations

import numpy as np
from make_atp_images import canvas, ellipse, label, text
from PIL import Image, ImageDraw


def _room(
    wall: str, floor: str, w: int = 640, h: int = 480
) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    img, d = canvas(w, h, wall)
    d.rectangle((0, 360, w, h), fill=floor)
    d.line((0, 360, w, 360), fill="#5d4037", width=4)
    return img, d


class _Plan:
    """Helper that draws a rectangular room plan in metres."""

    def __init__(self, width_m: float, depth_m: float, scale: float = 0.0) -> None:
        self.s = scale or min(520 / width_m, 380 / depth_m)
        self.w, self.h = width_m, depth_m
        self.ox = (640 - width_m * self.s) / 2
        self.oy = 40.0
        self.img, self.d = canvas(640, int(self.oy + depth_m * self.s + 60))
        self.d.rectangle(self.box(0, 0, width_m, depth_m), fill="#fafafa", outline="#222", width=6)
        text(
            self.d,
            (self.ox + width_m * self.s / 2, self.oy - 20),
            f"{width_m:g} m",
            14,
            anchor="mm",
        )
        text(
            self.d,
            (self.ox - 12, self.oy + depth_m * self.s / 2),
            f"{depth_m:g} m",
            14,
            anchor="rm",
        )

    def p(self, x: float, y: float) -> tuple[float, float]:
        return (self.ox + x * self.s, self.oy + y * self.s)

    def box(self, x0: float, y0: float, x1: float, y1: float) -> tuple[float, float, float, float]:
        return (*self.p(x0, y0), *self.p(x1, y1))

    def item(
        self, x0: float, y0: float, x1: float, y1: float, name: str, fill: str = "#e5e7e9"
    ) -> None:
        self.d.rectangle(self.box(x0, y0, x1, y1), fill=fill, outline="#333", width=2)
        cx, cy = self.p((x0 + x1) / 2, (y0 + y1) / 2)
        text(self.d, (cx, cy), name, 11, anchor="mm")

    def window(self, side: str, a: float, b: float) -> None:
        if side in ("top", "bottom"):
            y = 0 if side == "top" else self.h
            self.d.line((*self.p(a, y), *self.p(b, y)), fill="#4aa3df", width=8)
        else:
            x = 0 if side == "left" else self.w
            self.d.line((*self.p(x, a), *self.p(x, b)), fill="#4aa3df", width=8)

    def door(self, side: str, a: float, b: float) -> None:
        r = (b - a) * self.s
        if side == "bottom":
            (x0, y0), (x1, _) = self.p(a, self.h), self.p(b, self.h)
            self.d.line((x0, y0, x1, y0), fill="white", width=8)
            self.d.arc((x0 - r, y0 - r, x0 + r, y0 + r), 270, 360, fill="#888", width=2)
            self.d.line((x0, y0, x0, y0 - r), fill="#888", width=2)
        elif side == "top":
            (x0, y0), (x1, _) = self.p(a, 0), self.p(b, 0)
            self.d.line((x0, y0, x1, y0), fill="white", width=8)
            self.d.arc((x0 - r, y0 - r, x0 + r, y0 + r), 0, 90, fill="#888", width=2)
            self.d.line((x0, y0, x0, y0 + r), fill="#888", width=2)
        else:
            x = 0 if side == "left" else self.w
            (x0, y0), (_, y1) = self.p(x, a), self.p(x, b)
            self.d.line((x0, y0, x0, y1), fill="white", width=8)
            sx = 1 if side == "left" else -1
            self.d.line((x0, y0, x0 + sx * r, y0), fill="#888", width=2)
            box = (x0 - r, y0 - r, x0 + r, y0 + r)
            self.d.arc(box, 0 if sx > 0 else 90, 90 if sx > 0 else 180, fill="#888", width=2)

    def note(self, s: str) -> None:
        text(self.d, (320, self.img.height - 22), s, 13, anchor="mm")


# ----------------------------------------------------------------- rooms (mock-up)


def draw_ren2_dark_hallway() -> Image.Image:
    """Long, narrow hallway seen from one end: walls clad in dark brown vertical wood panelling, a dark red patterned runner carpet on brown floorboards, a single bare bulb hanging from the ceiling, three closed dark doors along the left wall and a small frosted window at the far end."""
    img, d = canvas(520, 600, "#3a2a1e")
    d.polygon([(0, 0), (200, 200), (200, 420), (0, 600)], fill="#4a3322")
    d.polygon([(520, 0), (320, 200), (320, 420), (520, 600)], fill="#4a3322")
    for k in range(12):
        x = k * 17
        d.line((x, x, x, 600 - x * 0.9), fill="#33241a", width=2)
        d.line((520 - x, x, 520 - x, 600 - x * 0.9), fill="#33241a", width=2)
    d.polygon([(0, 600), (200, 420), (320, 420), (520, 600)], fill="#5a3d28")
    d.polygon([(150, 600), (235, 420), (285, 420), (370, 600)], fill="#7a1f1f")
    d.rectangle((200, 200, 320, 420), fill="#2e2118")
    d.rectangle((235, 250, 285, 320), fill="#c9d3d6")
    for x0, top, bottom, w in ((20, 90, 560, 60), (95, 140, 480, 45), (150, 180, 440, 30)):
        d.polygon(
            [(x0, top), (x0 + w, top + w), (x0 + w, bottom - w * 0.9), (x0, bottom)], fill="#2a1a10"
        )
    d.line((260, 0, 260, 90), fill="#222", width=2)
    ellipse(d, 260, 100, 12, 14, fill="#ffe9a8")
    return img


def draw_ren2_pink_bathroom() -> Image.Image:
    """Dated 1960s-style bathroom: pink square wall tiles to shoulder height with a black trim line, a pink built-in bathtub along the back wall, a pink pedestal basin and toilet, brass taps, a small mirror and a beige vinyl floor."""
    img, d = _room("#f3e9ee", "#d8ccb0")
    for y in range(150, 360, 26):
        for x in range(0, 640, 26):
            d.rectangle((x, y, x + 25, y + 25), fill="#f2b8c6", outline="#e29aad")
    d.line((0, 150, 640, 150), fill="#111", width=6)
    d.rectangle((40, 270, 380, 360), fill="#f0a6b8", outline="#d1869a", width=3)
    d.rectangle((55, 262, 365, 276), fill="#f7c4d0")
    ellipse(d, 340, 250, 8, 8, fill="#c9a227")
    ellipse(d, 360, 250, 8, 8, fill="#c9a227")
    d.polygon([(440, 260), (540, 260), (520, 290), (460, 290)], fill="#f0a6b8")
    d.rectangle((480, 290, 500, 360), fill="#f0a6b8")
    ellipse(d, 490, 250, 6, 6, fill="#c9a227")
    d.rectangle((455, 90, 525, 160), fill="#cfe3ea", outline="#c9a227", width=4)
    d.rectangle((570, 280, 620, 330), fill="#f0a6b8")
    ellipse(d, 595, 365, 35, 20, fill="#f0a6b8")
    d.rectangle((580, 365, 610, 420), fill="#f0a6b8")
    return img


def draw_ren2_bungalow_front() -> Image.Image:
    """Front of a plain single-storey house: beige horizontal siding, a brown low-pitched roof, a brown front door in the centre with a small concrete step, two aluminium-framed windows, a single-car garage door on the right, and a bare lawn with no plants or path edging."""
    img, d = canvas(640, 420, "#cfe6f5")
    d.rectangle((0, 320, 640, 420), fill="#9bbf6a")
    d.polygon([(20, 150), (320, 70), (620, 150)], fill="#6b4a33")
    d.rectangle((40, 150, 600, 320), fill="#e4d6b3")
    for y in range(158, 320, 12):
        d.line((40, y, 600, y), fill="#d2c39e", width=1)
    d.rectangle((280, 200, 340, 320), fill="#6b4a33")
    ellipse(d, 330, 262, 4, 4, fill="#c9a227")
    d.rectangle((265, 320, 355, 334), fill="#b5b5b5")
    for x in (90, 180):
        d.rectangle((x, 190, x + 70, 260), fill="#a9c9dd", outline="#b9bcc0", width=5)
        d.line((x + 35, 190, x + 35, 260), fill="#b9bcc0", width=3)
    d.rectangle((420, 190, 580, 320), fill="#ece6d6", outline="#9d9481", width=3)
    for y in range(205, 320, 23):
        d.line((420, y, 580, y), fill="#b7ae99", width=2)
    d.polygon([(420, 320), (580, 320), (600, 420), (400, 420)], fill="#b5b5b5")
    return img


def draw_ren2_empty_nursery() -> Image.Image:
    """Small, empty spare room with plain white walls, a sloping ceiling on the right side, one window on the back wall, a grey carpet, and a single radiator under the window."""
    img, d = _room("#f4f4f2", "#a9a9a9")
    d.polygon([(420, 0), (640, 0), (640, 220)], fill="#e6e6e3")
    d.line((420, 0, 640, 220), fill="#c9c9c5", width=3)
    d.rectangle((200, 110, 340, 230), fill="#cde3f0", outline="white", width=8)
    d.line((270, 110, 270, 230), fill="white", width=5)
    d.rectangle((205, 260, 335, 310), fill="#ffffff", outline="#bbb", width=2)
    for x in range(215, 335, 12):
        d.line((x, 265, x, 305), fill="#ccc", width=2)
    return img


def draw_ren2_brick_fireplace() -> Image.Image:
    """Living-room wall dominated by a dated floor-to-ceiling red-brown brick fireplace with a heavy dark wooden mantel beam, a black open firebox, beige walls either side and a brown tiled hearth."""
    img, d = _room("#d8c8a8", "#8a6a4a")
    d.rectangle((170, 0, 470, 360), fill="#9a4a32")
    for y in range(0, 360, 16):
        off = 0 if (y // 16) % 2 else 18
        for x in range(170 - off, 470, 36):
            d.rectangle((max(x, 170), y, min(x + 35, 470), y + 15), outline="#7a3524", width=1)
    d.rectangle((160, 180, 480, 205), fill="#3b2616")
    d.rectangle((250, 240, 390, 360), fill="#111")
    d.rectangle((150, 360, 490, 395), fill="#6b4530")
    for x in range(150, 490, 34):
        d.line((x, 360, x, 395), fill="#4f3322", width=2)
    return img


def draw_ren2_bare_patio() -> Image.Image:
    """Small backyard seen from the house: a rectangle of plain grey concrete slabs, a patchy lawn beyond, a tall wooden fence along the back, a single white plastic stool and nothing else; no plants, lighting or shade."""
    img, d = canvas(640, 480, "#b6d3e8")
    d.rectangle((0, 120, 640, 260), fill="#a0774e")
    for x in range(0, 640, 22):
        d.line((x, 120, x, 260), fill="#855f3b", width=2)
    d.rectangle((0, 260, 640, 480), fill="#8fae5b")
    rng = np.random.default_rng(4)
    for _ in range(25):
        ellipse(
            d, rng.uniform(0, 640), rng.uniform(265, 330), rng.uniform(10, 30), 6, fill="#b8a878"
        )
    d.polygon([(60, 330), (580, 330), (640, 480), (0, 480)], fill="#a8a8a8")
    for k in range(1, 5):
        y = 330 + k * 30
        d.line((60 - k * 15, y, 580 + k * 15, y), fill="#8e8e8e", width=2)
    for k in range(1, 6):
        d.line((60 + k * 87, 330, k * 107, 480), fill="#8e8e8e", width=2)
    d.rectangle((420, 360, 470, 400), fill="#f2f2f2")
    d.rectangle((420, 320, 470, 362), fill="#f2f2f2")
    return img


# ----------------------------------------------------------------- plans (layout)


def draw_ren2_kitchen_plan_empty() -> Image.Image:
    """Floor plan of an empty kitchen 3.0 m wide x 3.6 m deep: a window 1.2 m wide centred on the top wall, a door at the bottom left (0.8 m), the water supply and drain marked 'W' under the window, and a gas/electric cooker point marked 'C' on the right wall 1.5 m from the top."""
    pl = _Plan(3.0, 3.6)
    pl.window("top", 0.9, 2.1)
    pl.door("bottom", 0.1, 0.9)
    label(pl.d, pl.p(1.5, 0.25), "W", 13)
    label(pl.d, pl.p(2.8, 1.5), "C", 13)
    pl.note("Kitchen, empty shell (W = water/drain, C = cooker point)")
    return pl.img


def draw_ren2_living_plan() -> Image.Image:
    """Floor plan of a living room 4.2 m wide x 5.0 m deep: a fireplace centred on the left wall, a large window 2.0 m wide centred on the top wall, a door in the bottom right corner, a radiator under the window, and a TV aerial/data point marked 'TV' on the right wall."""
    pl = _Plan(4.2, 5.0)
    pl.window("top", 1.1, 3.1)
    pl.item(1.3, 0.05, 2.9, 0.2, "radiator")
    pl.item(0.0, 2.0, 0.45, 3.0, "fire-\nplace", "#d7ccc8")
    pl.door("bottom", 3.2, 4.1)
    label(pl.d, pl.p(4.0, 2.5), "TV", 12)
    pl.note("Living room, 4.2 × 5.0 m")
    return pl.img


def draw_ren2_bedroom_plan_small() -> Image.Image:
    """Floor plan of a small double bedroom 3.0 m x 3.2 m: the door at the left end of the bottom wall opening inward, a window 1.2 m wide on the top wall, a radiator under the window, and a 0.6 m deep built-in wardrobe along the right wall."""
    pl = _Plan(3.0, 3.2)
    pl.window("top", 0.9, 2.1)
    pl.item(0.9, 0.05, 2.1, 0.18, "radiator")
    pl.item(2.4, 0.4, 3.0, 2.6, "ward-\nrobe", "#d7ccc8")
    pl.door("bottom", 0.1, 0.9)
    pl.note("Bedroom 3.0 × 3.2 m")
    return pl.img


def draw_ren2_garage_plan() -> Image.Image:
    """Floor plan of a single garage 3.0 m wide x 6.0 m deep: an up-and-over vehicle door across the bottom wall, a personnel door on the right wall near the top, one small window on the left wall, a power point 'P' on the back wall and a concrete floor."""
    pl = _Plan(3.0, 6.0)
    pl.d.line((*pl.p(0.1, 6.0), *pl.p(2.9, 6.0)), fill="#e67e22", width=8)
    pl.door("right", 0.5, 1.3)
    pl.window("left", 2.5, 3.5)
    label(pl.d, pl.p(1.5, 0.2), "P", 12)
    text(pl.d, pl.p(1.5, 5.75), "vehicle door", 11, anchor="mm")
    pl.note("Single garage, 3.0 × 6.0 m")
    return pl.img


def draw_ren2_open_plan_l() -> Image.Image:
    """Floor plan of an L-shaped open-plan ground floor: a 7.0 m x 4.0 m main space with large glass doors on the top (garden) wall and a 3.0 m x 3.0 m leg at the bottom right containing the entrance door; a kitchen run of units 3.6 m long already fitted along the left wall."""
    img, d = canvas(640, 520)
    s, ox, oy = 60.0, 80.0, 50.0

    def p(x: float, y: float) -> tuple[float, float]:
        return (ox + x * s, oy + y * s)

    d.polygon(
        [p(0, 0), p(7, 0), p(7, 7), p(4, 7), p(4, 4), p(0, 4)],
        fill="#fafafa",
        outline="#222",
        width=6,
    )
    d.line((*p(1.5, 0), *p(5.5, 0)), fill="#4aa3df", width=8)
    text(d, p(3.5, -0.35), "glass doors to garden", 12, anchor="mm")
    d.rectangle((*p(0, 0.2), *p(0.6, 3.8)), fill="#e5e7e9", outline="#333", width=2)
    text(d, p(0.3, 2.0), "kitchen\nunits\n3.6 m", 11, anchor="mm")
    d.line((*p(5.0, 7), *p(6.0, 7)), fill="white", width=8)
    text(d, p(5.5, 7.35), "entrance", 12, anchor="mm")
    text(d, p(3.5, 4.35), "7.0 m", 13, anchor="mm")
    text(d, p(-0.3, 2.0), "4.0 m", 13, anchor="rm")
    text(d, p(7.3, 5.5), "3.0 m", 13, anchor="lm")
    return img


# ----------------------------------------------------------------- samples (materials)


def draw_ren2_tile_samples() -> Image.Image:
    """Four bathroom tile samples side by side and labelled: A glossy white rectangular subway tiles, B handmade-look green tiles with uneven glaze, C terrazzo (white with coloured chips), D large-format matte grey porcelain."""
    img, d = canvas(640, 360, "#f0f0f0")
    for i, name in enumerate(("A", "B", "C", "D")):
        x0 = 20 + i * 155
        d.rectangle((x0, 40, x0 + 140, 300), fill="white", outline="#999")
        text(d, (x0 + 70, 325), name, 18, bold=True, anchor="mm")
    for r in range(10):
        off = 0 if r % 2 else 23
        for c in range(-1, 4):
            x = 20 + off + c * 46
            if x + 45 > 20 and x < 160:
                box = (max(x, 20), 40 + r * 26, min(x + 45, 160), 65 + r * 26)
                d.rectangle(box, fill="#fbfbfb", outline="#ccc")
    rng = np.random.default_rng(7)
    for r in range(5):
        for c in range(3):
            g = int(rng.uniform(110, 150))
            d.rectangle(
                (177 + c * 46, 42 + r * 51, 221 + c * 46, 91 + r * 51),
                fill=(40, g, 90),
                outline="#e8e8e8",
            )
    d.rectangle((330, 40, 470, 300), fill="#f4f1ea")
    for _ in range(90):
        col = ["#c0392b", "#2e86c1", "#7f8c8d", "#f5b041", "#333"][int(rng.integers(0, 5))]
        ellipse(
            d,
            rng.uniform(335, 465),
            rng.uniform(45, 295),
            rng.uniform(2, 6),
            rng.uniform(2, 5),
            fill=col,
        )
    d.rectangle((485, 40, 625, 300), fill="#9a9d9f")
    d.line((485, 170, 625, 170), fill="#8a8d8f", width=2)
    return img


def draw_ren2_paint_swatches() -> Image.Image:
    """Four large paint swatches taped to a white wall, labelled: 1 warm white, 2 greige (grey-beige), 3 muted sage green, 4 deep navy blue; the light in the room is cool and dim."""
    img, d = canvas(640, 400, "#dfe2e6")
    cols = ("#f2ead8", "#bfb5a3", "#9fae92", "#1f2f4a")
    names = ("1 warm white", "2 greige", "3 sage green", "4 navy")
    for i, (col, name) in enumerate(zip(cols, names, strict=True)):
        x0 = 30 + i * 150
        d.rectangle((x0, 80, x0 + 130, 300), fill=col, outline="#c8cbd0")
        d.rectangle((x0 + 45, 70, x0 + 85, 90), fill="#f3e6a5")
        text(d, (x0 + 65, 330), name, 14, anchor="mm")
    return img


def draw_ren2_decking_samples() -> Image.Image:
    """Four decking board samples labelled: A pressure-treated pine (pale greenish-yellow with knots), B western red cedar (warm reddish-brown), C grey composite with an embossed wood-grain pattern, D ipe hardwood (very dark brown, dense grain)."""
    img, d = canvas(640, 380, "#e9e9e9")
    specs = (("A", "#d8cf8f"), ("B", "#b3653f"), ("C", "#8e8e8a"), ("D", "#5b3a26"))
    rng = np.random.default_rng(11)
    for i, (name, col) in enumerate(specs):
        y0 = 30 + i * 82
        d.rectangle((80, y0, 600, y0 + 65), fill=col, outline="#555")
        for _ in range(6):
            yy = y0 + rng.uniform(8, 58)
            d.line(
                (80, yy, 600, yy + rng.uniform(-4, 4)),
                fill=tuple(max(0, int(col[j : j + 2], 16) - 30) for j in (1, 3, 5)),
                width=1,
            )
        if name == "A":
            for x in (200, 430):
                ellipse(d, x, y0 + 32, 10, 7, fill="#8a7a3a")
        text(d, (45, y0 + 32), name, 20, bold=True, anchor="mm")
    return img


def draw_ren2_worktop_samples() -> Image.Image:
    """Four kitchen worktop samples labelled: A oiled oak butcher block with visible strips, B white quartz with faint grey veining, C laminate printed to look like grey stone, D brushed stainless steel."""
    img, d = canvas(640, 330, "#efefef")
    for i, name in enumerate(("A", "B", "C", "D")):
        x0 = 20 + i * 155
        box = (x0, 40, x0 + 140, 260)
        if name == "A":
            for k in range(7):
                d.rectangle(
                    (x0 + k * 20, 40, x0 + k * 20 + 20, 260), fill=("#c8934f", "#b98244")[k % 2]
                )
        elif name == "B":
            d.rectangle(box, fill="#f7f7f5")
            d.line((x0 + 10, 80, x0 + 90, 140, x0 + 130, 230), fill="#c9c9c9", width=2)
        elif name == "C":
            d.rectangle(box, fill="#8f9294")
            rng = np.random.default_rng(1)
            for _ in range(60):
                ellipse(d, x0 + rng.uniform(5, 135), rng.uniform(45, 255), 3, 2, fill="#a9acae")
        else:
            d.rectangle(box, fill="#c7cacc")
            for y in range(42, 260, 4):
                d.line((x0, y, x0 + 140, y), fill="#b9bcbe", width=1)
        d.rectangle(box, outline="#777", width=2)
        text(d, (x0 + 70, 290), name, 18, bold=True, anchor="mm")
    return img


def draw_ren2_mouldy_corner() -> Image.Image:
    """Upper corner of a bedroom where an outside wall meets the ceiling: black speckled mould spreading across the white paint in the corner, a water-stain tide mark, and condensation droplets on the nearby window frame."""
    img, d = canvas(560, 440, "#eeeeea")
    d.polygon([(0, 0), (560, 0), (560, 90), (300, 140), (0, 90)], fill="#f6f6f3")
    d.line((300, 140, 300, 440), fill="#d5d5cf", width=3)
    d.line((0, 90, 300, 140), fill="#d5d5cf", width=3)
    d.line((300, 140, 560, 90), fill="#d5d5cf", width=3)
    rng = np.random.default_rng(13)
    for _ in range(900):
        r = abs(rng.normal(0, 55))
        a = rng.uniform(0, 6.283)
        x, y = 300 + r * np.cos(a) * 1.4, 140 + r * np.sin(a)
        ellipse(d, x, y, rng.uniform(0.8, 2.6), rng.uniform(0.8, 2.6), fill="#222")
    d.arc((160, 40, 440, 300), 20, 160, fill="#c8b98a", width=3)
    d.rectangle((380, 220, 540, 420), fill="#cfe3ef", outline="white", width=10)
    for _ in range(40):
        ellipse(d, rng.uniform(385, 535), rng.uniform(225, 415), 2, 3, fill="#e9f3f8")
    return img


# ----------------------------------------------------------------- document figures


def draw_ren2_wall_section() -> Image.Image:
    """Manufacturer's spec-sheet section through an insulated timber-frame external wall, labelled from outside to inside: render on board, ventilated cavity, breather membrane, 140 mm timber studs with mineral wool between them, vapour control layer, 25 mm service void and 12.5 mm plasterboard; a note reads 'U-value 0.18 W/m²K'."""
    img, d = canvas(640, 440)
    layers = [
        ("render + board", 40, "#d9d3c7"),
        ("ventilated cavity", 30, "#ffffff"),
        ("breather membrane", 6, "#3b7dd8"),
        ("140 mm studs + mineral wool", 150, "#f3d36b"),
        ("vapour control layer", 6, "#c0392b"),
        ("25 mm service void", 30, "#ffffff"),
        ("12.5 mm plasterboard", 16, "#eeeeee"),
    ]
    x = 40
    for i, (name, w, col) in enumerate(layers):
        d.rectangle((x, 70, x + w, 410), fill=col, outline="#333")
        if i == 3:
            for y in range(80, 410, 18):
                d.arc((x + 10, y, x + w - 10, y + 20), 0, 180, fill="#c9a43a", width=2)
            d.rectangle((x + w / 2 - 20, 70, x + w / 2 + 20, 410), fill="#c8a27a", outline="#333")
        y = 95 + i * 46
        d.line((x + w / 2, y, 480, y), fill="#333", width=1)
        ellipse(d, x + w / 2, y, 3, 3, fill="#333")
        label(d, (545, y), name, 10)
        x += w
    text(d, (40, 55), "← OUTSIDE", 12, bold=True, anchor="lm")
    text(d, (318, 55), "INSIDE →", 12, bold=True, anchor="rm")
    text(d, (320, 22), "External wall section   U-value 0.18 W/m²K", 14, bold=True, anchor="mm")
    return img


def draw_ren2_quotes_table() -> Image.Image:
    """Table 'Quotes: loft insulation, 48 m² loft' comparing three contractors: A mineral wool 270 mm, £1,150, 2 days, 10-year guarantee; B mineral wool 300 mm, £1,420, 1 day, 25-year guarantee; C spray foam to the rafters, £3,900, 2 days, no guarantee stated."""
    img, d = canvas(620, 260, "#fbfaf5")
    text(d, (310, 26), "Quotes: loft insulation, 48 m² loft", 17, bold=True, anchor="mm")
    cols = [30, 100, 300, 390, 470]
    heads = ["", "Work", "Price", "Time", "Guarantee"]
    d.line((20, 50, 600, 50), fill="black", width=2)
    for x, h in zip(cols, heads, strict=True):
        text(d, (x, 68), h, 14, bold=True, anchor="lm")
    d.line((20, 86, 600, 86), fill="black", width=1)
    rows = [
        ["A", "mineral wool 270 mm", "£1,150", "2 days", "10 years"],
        ["B", "mineral wool 300 mm", "£1,420", "1 day", "25 years"],
        ["C", "spray foam to rafters", "£3,900", "2 days", "none stated"],
    ]
    for i, row in enumerate(rows):
        for x, cell in zip(cols, row, strict=True):
            text(d, (x, 115 + i * 42), cell, 14, anchor="lm")
    d.line((20, 240, 600, 240), fill="black", width=2)
    return img


def draw_ren2_stair_section() -> Image.Image:
    """Side-section drawing of a straight staircase from a building-regulations guide: a floor-to-floor rise of 2,600 mm split into 13 equal steps of 200 mm rise and 250 mm going, a pitch of about 39°, a handrail 900 mm above the step nosings, and a minimum headroom of 2,000 mm marked above the pitch line."""
    img, d = canvas(640, 480)
    x0, y0, rise, go = 60, 450, 18, 22.5
    pts = [(x0, y0)]
    for _ in range(13):
        x, y = pts[-1]
        pts += [(x, y - rise), (x + go, y - rise)]
    d.line(pts, fill="#333", width=3)
    d.line((x0, y0, x0 + 13 * go, y0 - 13 * rise), fill="#888", width=1)
    d.line((x0, y0 - 81, x0 + 13 * go, y0 - 13 * rise - 81), fill="#8e5a2b", width=4)
    label(d, (x0 + 70, y0 - 150), "handrail 900 mm above nosings", 11)
    hx = x0 + 8 * go
    hy = y0 - 8 * rise
    d.line((hx, hy, hx, hy - 180), fill="#c0392b", width=2)
    d.line((hx - 8, hy - 180, hx + 8, hy - 180), fill="#c0392b", width=2)
    label(d, (hx + 90, hy - 160), "headroom ≥ 2,000 mm", 11)
    label(d, (x0 + 75, y0 - 10), "rise 200 mm", 10)
    label(d, (x0 + 40, y0 + 16), "going 250 mm", 10)
    label(d, (500, 150), "13 risers, total rise 2,600 mm", 11)
    label(d, (420, 420), "pitch ≈ 39°", 11)
    return img


def draw_ren2_lighting_plan() -> Image.Image:
    """Electrician's lighting plan of a 4 m x 5 m living room: six recessed downlight symbols in a 2 x 3 grid, two wall-light symbols either side of the chimney breast on the left wall, a floor-socket symbol for a lamp near the sofa position, and a dimmer switch symbol by the door in the bottom right; dashed lines link the downlights to the dimmer."""
    img, d = canvas(640, 520)
    s, ox, oy = 90.0, 140.0, 40.0
    d.rectangle((ox, oy, ox + 4 * s, oy + 5 * s), outline="#222", width=5, fill="#fafafa")
    d.rectangle((ox, oy + 2.0 * s, ox + 0.4 * s, oy + 3.0 * s), fill="#d7ccc8", outline="#333")
    for cx in (1.0, 3.0):
        for cy in (1.0, 2.5, 4.0):
            x, y = ox + cx * s, oy + cy * s
            ellipse(d, x, y, 12, 12, outline="#333", width=2)
            d.line((x - 8, y - 8, x + 8, y + 8), fill="#333", width=2)
            d.line((x - 8, y + 8, x + 8, y - 8), fill="#333", width=2)
            d.line((x, y, ox + 3.8 * s, oy + 4.8 * s), fill="#999", width=1)
    for wy in (1.8, 3.2):
        x, y = ox + 0.05 * s, oy + wy * s
        d.pieslice((x - 12, y - 12, x + 12, y + 12), 270, 90, fill="#f1c40f", outline="#333")
    ellipse(d, ox + 2.0 * s, oy + 3.3 * s, 9, 9, fill="#333")
    text(d, (ox + 2.0 * s + 14, oy + 3.3 * s), "floor socket", 11, anchor="lm")
    d.rectangle(
        (ox + 3.75 * s, oy + 4.7 * s, ox + 3.95 * s, oy + 4.9 * s),
        fill="white",
        outline="#333",
        width=2,
    )
    text(d, (ox + 3.85 * s, oy + 4.8 * s), "D", 11, bold=True, anchor="mm")
    text(
        d,
        (320, 500),
        "Lighting plan: 6 downlights on dimmer D, 2 wall lights, 1 floor socket",
        12,
        anchor="mm",
    )
    return img


# ----------------------------------------------------------------- batch 3


def draw_ren2_galley_kitchen() -> Image.Image:
    """Narrow galley kitchen seen from the doorway: white high-gloss cabinets on both long walls with yellowed edges, dark brown worktops, a small window at the far end, a single fluorescent tube light on the ceiling and grey vinyl floor tiles."""
    img, d = canvas(520, 600, "#e9e9e4")
    d.polygon([(0, 600), (200, 360), (320, 360), (520, 600)], fill="#9aa0a3")
    for k in range(6):
        y = 600 - k * 45
        d.line((int(k * 37), y, 520 - int(k * 37), y), fill="#8a9093", width=2)
    d.polygon([(0, 0), (200, 160), (200, 360), (0, 600)], fill="#f2f2ec")
    d.polygon([(520, 0), (320, 160), (320, 360), (520, 600)], fill="#f2f2ec")
    d.polygon([(0, 380), (200, 300), (200, 312), (0, 400)], fill="#4a3222")
    d.polygon([(520, 380), (320, 300), (320, 312), (520, 400)], fill="#4a3222")
    for k in range(4):
        x0 = k * 45
        d.line((x0, 100 + k * 40, x0, 330 - k * 10), fill="#e0d9b0", width=3)
        d.line((520 - x0, 100 + k * 40, 520 - x0, 330 - k * 10), fill="#e0d9b0", width=3)
        d.line((x0, 410 - k * 10, x0, 560 - k * 40), fill="#e0d9b0", width=3)
        d.line((520 - x0, 410 - k * 10, 520 - x0, 560 - k * 40), fill="#e0d9b0", width=3)
    d.rectangle((200, 160, 320, 360), fill="#e0e0da")
    d.rectangle((225, 190, 295, 260), fill="#cfe3ef", outline="white", width=5)
    d.rectangle((220, 40, 300, 52), fill="#f7fbff", outline="#aaa")
    return img


def draw_ren2_attic_empty() -> Image.Image:
    """Empty attic space under a pitched roof: exposed wooden rafters and a central ridge beam, bare floorboards, a single small roof window letting in light, insulation visible between some rafters and a loft ladder hatch in the floor."""
    img, d = canvas(640, 480, "#8a7a62")
    d.polygon([(0, 480), (320, 60), (640, 480)], fill="#b59a6d")
    d.rectangle((0, 380, 640, 480), fill="#a07850")
    for x in range(0, 640, 40):
        d.line((x, 380, x, 480), fill="#8a6440", width=2)
    for k in range(1, 8):
        t = k / 8
        d.line((320, 60, 320 - 320 * t * 1.05, 380 + 20 * t), fill="#7a5a35", width=8)
        d.line((320, 60, 320 + 320 * t * 1.05, 380 + 20 * t), fill="#7a5a35", width=8)
    for k in (2, 3, 5):
        t = k / 8
        d.polygon([(320, 70), (320 - 320 * t, 380), (320 - 320 * (t - 0.1), 380)], fill="#f2d36b")
    d.line((320, 60, 320, 380), fill="#6b4a2a", width=10)
    d.polygon([(420, 180), (480, 175), (500, 240), (440, 248)], fill="#cfe7f7", outline="#eee")
    d.rectangle((120, 420, 220, 470), outline="#5a3a1a", width=4)
    return img


def draw_ren2_dated_dining() -> Image.Image:
    """Dated dining room: busy floral wallpaper in brown and orange, a heavy dark-wood table with three high-backed chairs along its far side, a brass chandelier with fabric shades, a dark wooden dresser against the wall and a patterned red carpet."""
    img, d = canvas(640, 480, "#d9b98a")
    rng = np.random.default_rng(3)
    for _ in range(120):
        x, y = rng.uniform(0, 640), rng.uniform(0, 340)
        ellipse(d, x, y, 9, 9, fill="#b8652a")
        ellipse(d, x, y, 4, 4, fill="#6b3a1a")
    d.rectangle((0, 360, 640, 480), fill="#8e2a24")
    for x in range(0, 640, 30):
        d.line((x, 360, x + 15, 480), fill="#a84038", width=3)
    d.rectangle((440, 170, 620, 360), fill="#3b2416")
    d.rectangle((450, 180, 610, 260), fill="#4a2e1c")
    d.line((320, 0, 320, 80), fill="#b8860b", width=3)
    for dx in (-60, -20, 20, 60):
        d.line((320, 80, 320 + dx, 100), fill="#b8860b", width=3)
        d.polygon(
            [
                (320 + dx - 14, 100),
                (320 + dx + 14, 100),
                (320 + dx + 10, 125),
                (320 + dx - 10, 125),
            ],
            fill="#f3e3c0",
        )
    d.rectangle((130, 300, 420, 320), fill="#3b2416")
    for x in (140, 400):
        d.rectangle((x, 320, x + 12, 400), fill="#3b2416")
    for x in (150, 245, 340):
        d.rectangle((x, 230, x + 50, 300), fill="#4a2e1c")
        d.rectangle((x + 5, 238, x + 45, 290), fill="#6b4a2a")
    return img


def draw_ren2_worn_stairs() -> Image.Image:
    """Staircase seen from the hallway: a worn beige carpet with a darker worn path down the middle of the treads, white-painted spindles and handrail with chipped paint, a dark varnished newel post and plain magnolia walls."""
    img, d = canvas(560, 600, "#efe6d0")
    for k in range(10):
        y = 560 - k * 50
        x0 = 80 + k * 18
        d.rectangle((x0, y - 50, 420, y), fill="#d9c8a8")
        d.rectangle((x0, y - 12, 420, y), fill="#cbb894")
        ellipse(d, (x0 + 420) / 2, y - 28, 60, 10, fill="#b5a27c")
    for k in range(10):
        x = 430 + (k % 2) * 2
        y = 560 - k * 50
        d.line((x + k * 2, y, x + k * 2, y - 90), fill="#f6f6f2", width=7)
        if k % 3 == 0:
            ellipse(d, x + k * 2, y - 45, 3, 5, fill="#8a7a60")
    d.line((430, 470, 470, 20), fill="#f6f6f2", width=12)
    d.rectangle((420, 470, 460, 600), fill="#4a2e1c")
    d.rectangle((414, 460, 466, 480), fill="#3b2416")
    return img


def draw_ren2_ensuite_space() -> Image.Image:
    """Floor plan of an empty space 2.0 m wide x 1.6 m deep to be turned into an en-suite: the door from the bedroom in the middle of the bottom wall (0.7 m), a small window on the right wall, and the soil stack marked 'SVP' in the top-left corner."""
    pl = _Plan(2.0, 1.6)
    pl.door("bottom", 0.65, 1.35)
    pl.window("right", 0.4, 1.0)
    label(pl.d, pl.p(0.15, 0.15), "SVP", 12)
    pl.note("Space for en-suite, 2.0 × 1.6 m")
    return pl.img


def draw_ren2_kids_room_plan() -> Image.Image:
    """Floor plan of a narrow children's bedroom 2.6 m wide x 3.4 m deep: the door at the right end of the bottom wall, a window centred on the top wall with a radiator under it, and a chimney breast projecting 0.4 m from the middle of the left wall."""
    pl = _Plan(2.6, 3.4)
    pl.window("top", 0.8, 1.8)
    pl.item(0.8, 0.05, 1.8, 0.18, "radiator")
    pl.item(0.0, 1.3, 0.4, 2.1, "chimney", "#d7ccc8")
    pl.door("bottom", 1.8, 2.5)
    pl.note("Child's bedroom, 2.6 × 3.4 m")
    return pl.img


def draw_ren2_basement_plan() -> Image.Image:
    """Floor plan of an unfinished basement 8.0 m x 6.0 m: the stairs coming down along the bottom-left wall, a boiler and water heater in the top-left corner, a support column in the middle of the room, two small high windows on the top wall and a floor drain near the boiler."""
    pl = _Plan(8.0, 6.0)
    pl.item(0.0, 4.8, 3.0, 6.0, "stairs down")
    pl.item(0.0, 0.0, 1.2, 1.0, "boiler +\nwater heater", "#d7ccc8")
    pl.item(3.85, 2.85, 4.15, 3.15, "", "#555")
    text(pl.d, pl.p(4.0, 3.45), "column", 11, anchor="mm")
    pl.window("top", 2.5, 3.5)
    pl.window("top", 5.5, 6.5)
    ellipse(pl.d, *pl.p(1.5, 1.3), 6, 6, fill="#333")
    text(pl.d, pl.p(1.5, 1.6), "drain", 10, anchor="mm")
    pl.note("Unfinished basement, 8.0 × 6.0 m")
    return pl.img


def draw_ren2_swollen_laminate() -> Image.Image:
    """Close-up of a laminate floor next to a dishwasher: several boards near the dishwasher have swollen, raised, peaked edges at the joints and a dark water stain, while the boards further away are flat."""
    img, d = canvas(640, 420, "#d9c4a0")
    for r in range(7):
        y = 60 + r * 52
        off = (r % 2) * 120
        for c in range(-1, 5):
            x = c * 240 + off
            d.rectangle((x, y, x + 238, y + 50), fill="#c9a97a", outline="#a88a5c")
            for k in range(3):
                d.line((x + 10, y + 12 + k * 13, x + 228, y + 10 + k * 13), fill="#b89868", width=1)
    d.rectangle((0, 0, 260, 60), fill="#dcdcdc", outline="#999", width=3)
    text(d, (130, 30), "dishwasher", 16, "#555", anchor="mm")
    ellipse(d, 150, 130, 150, 70, fill="#8a6a44")
    for y in (112, 164):
        d.line((0, y, 300, y), fill="#6b4c2a", width=8)
        d.line((0, y - 4, 300, y - 4), fill="#e5d2ae", width=3)
    return img


def draw_ren2_cladding_samples() -> Image.Image:
    """Four exterior cladding samples labelled: A painted fibre-cement weatherboard in grey-green, B natural cedar shiplap boards, C smooth off-white silicone render, D thin red brick slips with mortar joints."""
    img, d = canvas(640, 340, "#eeeeee")
    for i, name in enumerate(("A", "B", "C", "D")):
        x0 = 20 + i * 155
        box = (x0, 40, x0 + 140, 270)
        if name == "A":
            for y in range(40, 270, 23):
                d.rectangle((x0, y, x0 + 140, y + 22), fill="#8fa39a", outline="#6f837a")
        elif name == "B":
            for y in range(40, 270, 20):
                d.rectangle((x0, y, x0 + 140, y + 19), fill=("#b8754a", "#a8653c")[(y // 20) % 2])
        elif name == "C":
            d.rectangle(box, fill="#f4f1ea")
        else:
            d.rectangle(box, fill="#c9c2b5")
            for r, y in enumerate(range(42, 268, 18)):
                off = 0 if r % 2 else 22
                for x in range(x0 - off, x0 + 140, 44):
                    d.rectangle(
                        (max(x, x0) + 2, y, min(x + 42, x0 + 140) - 1, y + 15), fill="#a8452f"
                    )
        d.rectangle(box, outline="#777", width=2)
        text(d, (x0 + 70, 300), name, 18, bold=True, anchor="mm")
    return img


def draw_ren2_stained_worktop() -> Image.Image:
    """Close-up of a light oak wooden worktop around a stainless-steel sink: dark grey-black water stains and rings near the sink and tap, a greyed, rough patch along the front edge, and a burn ring from a hot pan."""
    img, d = canvas(640, 420, "#e9e9e4")
    d.rectangle((0, 150, 640, 420), fill="#d9b27a")
    for y in range(150, 420, 9):
        d.line((0, y, 640, y + 3), fill="#caa36c", width=1)
    d.rounded_rectangle((220, 200, 420, 330), 14, fill="#c7cacc", outline="#8a8d90", width=4)
    ellipse(d, 320, 265, 10, 10, fill="#555")
    d.rectangle((312, 160, 328, 200), fill="#b0b3b5")
    for cx, cy, r in ((190, 240, 28), (450, 230, 22), (210, 320, 18), (430, 330, 30)):
        ellipse(d, cx, cy, r, r * 0.7, outline="#3a3028", width=4)
    ellipse(d, 180, 260, 40, 25, fill="#6f5a44")
    d.rectangle((200, 395, 460, 420), fill="#a99a85")
    ellipse(d, 540, 280, 45, 45, outline="#4a2a14", width=7)
    return img
