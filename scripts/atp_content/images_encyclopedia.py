"""Encyclopedia context images for the ablation-scale ATP set (drawn with Pillow / matplotlib).

Each ``draw_<name>`` docstring is the caption and describes exactly what is drawn.
"""

from __future__ import annotations

import math

import numpy as np
from make_atp_images import canvas, ellipse, label, leader, star, text
from PIL import Image


def draw_enc2_ladybird() -> Image.Image:
    """Close-up illustration of a beetle on a green leaf: a shiny, domed red body with seven black spots (three on each wing case and one straddling the middle line at the front), a black head with two white patches, and six short black legs."""
    img, d = canvas(520, 420, "#e8f4e0")
    d.polygon([(40, 380), (260, 40), (490, 380)], fill="#5aa34a")
    d.line((260, 60, 260, 380), fill="#3f7a33", width=4)
    for s in (-1, 1):
        for k in range(3):
            d.line((260 + s * 60, 170 + k * 45, 260 + s * 130, 150 + k * 55), fill="#111", width=5)
    ellipse(d, 260, 235, 95, 110, fill="#d62a1e")
    d.line((260, 130, 260, 345), fill="#111", width=3)
    d.chord((205, 95, 315, 175), 180, 360, fill="#111")
    ellipse(d, 232, 128, 12, 8, fill="white")
    ellipse(d, 288, 128, 12, 8, fill="white")
    ellipse(d, 260, 172, 17, 15, fill="#111")
    for x, y in ((215, 200), (205, 265), (230, 310), (305, 200), (315, 265), (290, 310)):
        ellipse(d, x, y, 17, 17, fill="#111")
    return img


def draw_enc2_saguaro() -> Image.Image:
    """Desert scene: a very tall, ribbed green column cactus with two arms that bend upward, standing among low shrubs and rocks on sandy ground under a clear blue sky with distant purple mountains."""
    img, d = canvas(480, 520, "#8ec9f0")
    d.polygon(
        [(0, 380), (120, 300), (230, 370), (340, 290), (480, 370), (480, 400), (0, 400)],
        fill="#8b6fa8",
    )
    d.rectangle((0, 390, 480, 520), fill="#e3c58f")
    d.rounded_rectangle((215, 70, 275, 470), 30, fill="#3f8f4a")
    d.rounded_rectangle((120, 260, 230, 300), 20, fill="#3f8f4a")
    d.rounded_rectangle((120, 170, 160, 300), 20, fill="#3f8f4a")
    d.rounded_rectangle((260, 220, 360, 260), 20, fill="#3f8f4a")
    d.rounded_rectangle((325, 120, 365, 260), 20, fill="#3f8f4a")
    for x in (230, 245, 260):
        d.line((x, 90, x, 460), fill="#2f6f38", width=2)
    for x, y in ((60, 450), (400, 470), (330, 430)):
        ellipse(d, x, y, 35, 16, fill="#8a9a5b")
    ellipse(d, 150, 480, 25, 12, fill="#9c8f84")
    return img


def draw_enc2_clownfish() -> Image.Image:
    """Underwater illustration of a small orange fish with three white vertical bands edged in thin black lines (behind the eye, mid-body and at the tail base), rounded fins with black edges, swimming among the long, wavy pink-tipped tentacles of a sea anemone."""
    img, d = canvas(560, 420, "#1f6f9f")
    for i in range(18):
        x0 = 40 + i * 28
        pts = [(x0 + 14 * math.sin(k / 3 + i), 420 - k * 12) for k in range(20)]
        d.line(pts, fill="#e7b9c9", width=9)
        ellipse(d, pts[-1][0], pts[-1][1], 6, 6, fill="#ff6fa3")
    ellipse(d, 290, 200, 120, 62, fill="#f77f00")
    d.polygon([(400, 200), (470, 150), (470, 250)], fill="#f77f00", outline="#111")
    for x, w in ((225, 22), (300, 26)):
        d.rectangle((x - w // 2, 145, x + w // 2, 255), fill="white", outline="#111", width=2)
    d.rectangle((388, 172, 404, 228), fill="white", outline="#111", width=2)
    d.chord((190, 110, 300, 170), 180, 360, fill="#f77f00", outline="#111", width=2)
    ellipse(d, 195, 190, 10, 10, fill="#111")
    ellipse(d, 197, 187, 3, 3, fill="white")
    return img


def draw_enc2_sea_star() -> Image.Image:
    """Photo-style illustration of an orange-red five-armed sea star lying on wet sand near a tide pool, its upper surface covered in small pale bumps, with a few pebbles and a shell fragment nearby."""
    img, d = canvas(520, 420, "#e6d3a8")
    ellipse(d, 420, 80, 110, 60, fill="#9cc7cf")
    d.polygon(star(250, 220, 170, 55, 5, rot=-90), fill="#e2552b")
    rng = np.random.default_rng(2)
    for _ in range(160):
        a = rng.uniform(0, 2 * math.pi)
        r = rng.uniform(0, 140)
        x, y = 250 + r * math.cos(a), 220 + r * math.sin(a)
        if img.getpixel((int(x), int(y))) == (226, 85, 43):
            ellipse(d, x, y, 3, 3, fill="#f6b28e")
    for x, y in ((80, 360), (440, 350), (460, 380)):
        ellipse(d, x, y, 14, 9, fill="#8c8c8c")
    d.pieslice((60, 60, 120, 120), 200, 340, fill="#f2efe6", outline="#aaa")
    return img


def draw_enc2_oak_acorn() -> Image.Image:
    """A single leaf with deep rounded lobes (about five on each side) and a very short stalk, lying next to two acorns: smooth brown nuts sitting in scaly, cup-shaped caps, one of them still on a short twig."""
    img, d = canvas(560, 400, "#f3efe4")
    pts = []
    for k in range(181):
        t = k / 180
        y = 40 + t * 300
        lobe = 30 + 28 * abs(math.sin(t * 5.5 * math.pi))
        width = lobe * math.sin(math.pi * min(1, t * 1.05 + 0.05))
        pts.append((200 + width * 1.6, y))
    outline = pts + [(400 - x, y) for x, y in reversed(pts)]
    d.polygon(outline, fill="#6f9a3a")
    d.line((200, 40, 200, 370), fill="#4a6b24", width=4)
    for i in range(5):
        y = 80 + i * 55
        d.line((200, y + 20, 150, y), fill="#4a6b24", width=2)
        d.line((200, y + 20, 250, y), fill="#4a6b24", width=2)
    for cx, cy in ((410, 250), (480, 290)):
        ellipse(d, cx, cy + 20, 26, 38, fill="#a0672c")
        d.chord((cx - 33, cy - 25, cx + 33, cy + 25), 0, 180, fill="#7a6a4f")
        for k in range(5):
            d.line((cx - 28 + k * 14, cy + 2, cx - 22 + k * 14, cy + 16), fill="#5b4e38", width=2)
    d.line((410, 225, 430, 170), fill="#6b4a2a", width=6)
    return img


def draw_enc2_flag_nepal() -> Image.Image:
    """A non-rectangular flag made of two stacked crimson triangular pennants with a blue border; the upper pennant holds a white crescent moon with rays and the lower pennant a white twelve-rayed sun."""
    img, d = canvas(420, 520, "#f2f2f2")
    outer = [(80, 30), (360, 250), (170, 250), (360, 490), (80, 490)]
    d.polygon(outer, fill="#003893")
    inner = [(98, 62), (315, 232), (134, 232), (318, 472), (98, 472)]
    d.polygon(inner, fill="#dc143c")
    d.line((80, 30, 80, 500), fill="#555", width=6)
    ellipse(d, 165, 175, 38, 38, fill="white")
    ellipse(d, 165, 158, 38, 32, fill="#dc143c")
    d.polygon(star(165, 195, 18, 9, 8, rot=-90), fill="white")
    d.polygon(star(175, 385, 50, 30, 12, rot=-90), fill="white")
    return img


def draw_enc2_abacus() -> Image.Image:
    """A wooden counting frame with thirteen vertical rods; a horizontal beam divides each rod into one bead above and four beads below; the beads are diamond-shaped with sharp edges."""
    img, d = canvas(640, 340, "#efe7da")
    d.rectangle((30, 40, 610, 300), outline="#5b3a1e", width=14)
    d.rectangle((30, 115, 610, 127), fill="#5b3a1e")
    for i in range(13):
        x = 65 + i * 42.5
        d.line((x, 47, x, 293), fill="#8a6a4a", width=3)
        d.polygon([(x - 18, 75), (x, 62), (x + 18, 75), (x, 88)], fill="#3b2314")
        for k in range(4):
            y = 180 + k * 27
            d.polygon([(x - 18, y), (x, y - 13), (x + 18, y), (x, y + 13)], fill="#3b2314")
    return img


def draw_enc2_recycling_code() -> Image.Image:
    """The bottom of a plastic tub: a triangle made of three chasing arrows with the number 5 inside and the letters PP underneath, moulded into translucent white plastic."""
    img, d = canvas(420, 420, "#e9ecef")
    ellipse(d, 210, 210, 190, 190, fill="#f8f9fa", outline="#ced4da", width=6)
    pts = [(210, 90), (320, 280), (100, 280)]
    for i in range(3):
        a, b = pts[i], pts[(i + 1) % 3]
        sx, sy = a[0] + (b[0] - a[0]) * 0.15, a[1] + (b[1] - a[1]) * 0.15
        ex, ey = a[0] + (b[0] - a[0]) * 0.8, a[1] + (b[1] - a[1]) * 0.8
        d.line((sx, sy, ex, ey), fill="#868e96", width=12)
        ang = math.atan2(ey - sy, ex - sx)
        tip = (ex + 22 * math.cos(ang), ey + 22 * math.sin(ang))
        left = (ex + 16 * math.cos(ang + 2.1), ey + 16 * math.sin(ang + 2.1))
        right = (ex + 16 * math.cos(ang - 2.1), ey + 16 * math.sin(ang - 2.1))
        d.polygon((tip, left, right), fill="#868e96")
    text(d, (210, 215), "5", 64, "#868e96", True, "mm")
    text(d, (210, 330), "PP", 44, "#868e96", True, "mm")
    return img


def draw_enc2_stamp_first_flight() -> Image.Image:
    """A postage stamp with a perforated edge showing a simple biplane with a front elevator flying low over sand dunes, a figure running alongside, and the text '17 DEC 1903' and 'KITTY HAWK'."""
    img, d = canvas(420, 500, "#dcdcdc")
    d.rectangle((40, 40, 380, 460), fill="#fbf3df")
    for x in range(40, 381, 20):
        ellipse(d, x, 40, 7, 7, fill="#dcdcdc")
        ellipse(d, x, 460, 7, 7, fill="#dcdcdc")
    for y in range(40, 461, 20):
        ellipse(d, 40, y, 7, 7, fill="#dcdcdc")
        ellipse(d, 380, y, 7, 7, fill="#dcdcdc")
    d.rectangle((70, 90, 350, 360), fill="#cfe3ef")
    d.polygon(
        [(70, 300), (160, 270), (260, 300), (350, 280), (350, 360), (70, 360)], fill="#e3cf9c"
    )
    d.line((130, 180, 290, 180), fill="#333", width=5)
    d.line((130, 205, 290, 205), fill="#333", width=5)
    for x in (140, 180, 240, 280):
        d.line((x, 180, x, 205), fill="#333", width=2)
    d.line((80, 190, 110, 190), fill="#333", width=4)
    d.line((110, 190, 130, 192), fill="#333", width=2)
    ellipse(d, 250, 300, 8, 8, fill="#333")
    d.line((250, 308, 250, 335), fill="#333", width=4)
    d.line((250, 318, 235, 330), fill="#333", width=3)
    d.line((250, 335, 240, 352), fill="#333", width=3)
    d.line((250, 335, 262, 352), fill="#333", width=3)
    text(d, (210, 395), "17 DEC 1903", 24, "#7a1f1f", True, "mm")
    text(d, (210, 430), "KITTY HAWK", 18, "#333", False, "mm")
    return img


def draw_enc2_wall_fragment() -> Image.Image:
    """A souvenir chunk of grey concrete on a small plinth with brightly spray-painted colours on one face (pink, yellow, green and blue strokes) and a brass plate reading 'BERLIN 1961-1989'."""
    img, d = canvas(460, 460, "#f1efe9")
    d.rectangle((110, 340, 350, 400), fill="#3b2f2f")
    d.polygon(
        [(140, 340), (120, 180), (170, 110), (300, 100), (335, 190), (320, 340)], fill="#a6a6a6"
    )
    d.line((150, 250, 300, 160), fill="#ff4fa0", width=16)
    d.line((145, 300, 310, 230), fill="#ffd23f", width=14)
    d.line((170, 150, 230, 320), fill="#3bb273", width=12)
    d.arc((190, 170, 300, 280), 30, 300, fill="#2b6cb0", width=10)
    d.rectangle((160, 360, 300, 385), fill="#c9a54a")
    text(d, (230, 372), "BERLIN 1961-1989", 14, "#2b2b2b", True, "mm")
    return img


def draw_enc2_kandinsky_like() -> Image.Image:
    """Painting of twelve squares in a 4 x 3 grid, each square a different colour with three or four concentric, roughly drawn circles of contrasting colours inside it."""
    img, d = canvas(640, 480, "#222")
    cols = [
        "#e63946",
        "#f4a261",
        "#2a9d8f",
        "#264653",
        "#e9c46a",
        "#8d99ae",
        "#6a4c93",
        "#ffb703",
        "#219ebc",
        "#fb8500",
        "#8ac926",
        "#ff006e",
    ]
    rng = np.random.default_rng(4)
    for i in range(12):
        x0, y0 = 10 + (i % 4) * 157, 10 + (i // 4) * 155
        d.rectangle((x0, y0, x0 + 150, y0 + 148), fill=cols[i])
        cx, cy = x0 + 75, y0 + 74
        for k, r in enumerate((62, 46, 30, 14)[: 3 + i % 2]):
            c = cols[(i + 3 + k * 4) % 12]
            jx, jy = rng.uniform(-4, 4, 2)
            ellipse(d, cx + jx, cy + jy, r, r * 0.96, fill=c)
    return img


def draw_enc2_black_square() -> Image.Image:
    """Painting of a single large black square centred on a white canvas with a broad white border; the black paint shows fine cracks (craquelure) and the white ground is slightly yellowed."""
    img, d = canvas(500, 500, "#efe9d8")
    d.rectangle((90, 90, 410, 410), fill="#151515")
    rng = np.random.default_rng(9)
    for _ in range(45):
        x, y = rng.uniform(100, 400, 2)
        pts = [(x, y)]
        for _ in range(4):
            x += rng.uniform(-25, 25)
            y += rng.uniform(-25, 25)
            pts.append((min(max(x, 92), 408), min(max(y, 92), 408)))
        d.line(pts, fill="#3a3a3a", width=1)
    return img


def draw_enc2_drip_painting() -> Image.Image:
    """Large abstract canvas densely covered in tangled, looping drips and splatters of black, white, silver-grey and ochre paint over a beige ground, with no recognisable figures."""
    img, d = canvas(640, 400, "#d8c8a4")
    rng = np.random.default_rng(21)
    for colour, n, w in (
        ("#c08a2e", 25, 4),
        ("#f4f1ea", 30, 3),
        ("#9b9b9b", 25, 2),
        ("#111111", 45, 3),
    ):
        for _ in range(n):
            x, y = rng.uniform(0, 640), rng.uniform(0, 400)
            pts = []
            for k in range(30):
                x += 18 * math.cos(k * rng.uniform(0.2, 0.9)) + rng.uniform(-8, 8)
                y += 14 * math.sin(k * rng.uniform(0.2, 0.9)) + rng.uniform(-8, 8)
                pts.append((x, y))
            d.line(pts, fill=colour, width=w)
            for _ in range(3):
                ellipse(d, x + rng.uniform(-20, 20), y + rng.uniform(-20, 20), 3, 3, fill=colour)
    return img


def draw_enc2_scream_like() -> Image.Image:
    """Simplified painting in an expressionist style: a pale, skull-like figure in the foreground holding its hands to its face with an open mouth, standing on a bridge with a diagonal railing, under a sky of swirling orange and red bands above a dark blue fjord; two small dark figures walk on the bridge behind."""
    img, d = canvas(480, 600, "#e9823a")
    for k in range(9):
        y = 30 + k * 32
        pts = [(x, y + 10 * math.sin(x / 40 + k)) for x in range(0, 481, 10)]
        d.line(pts, fill="#c8341f" if k % 2 else "#f2b134", width=14)
    d.polygon([(0, 300), (480, 260), (480, 600), (0, 600)], fill="#1f3a6b")
    d.polygon([(0, 600), (480, 330), (480, 380), (90, 600)], fill="#8a5a3c")
    d.line((0, 560, 480, 300), fill="#5a3a22", width=8)
    for x in (360, 385):
        d.rectangle((x, 330, x + 10, 375), fill="#222")
        ellipse(d, x + 5, 322, 7, 7, fill="#222")
    d.polygon([(150, 600), (170, 430), (250, 420), (270, 600)], fill="#2b2b3a")
    ellipse(d, 210, 360, 48, 66, fill="#e9e2c8")
    ellipse(d, 192, 345, 8, 12, fill="#333")
    ellipse(d, 228, 345, 8, 12, fill="#333")
    ellipse(d, 210, 395, 9, 15, fill="#333")
    for s in (-1, 1):
        d.line((210 + s * 45, 345, 210 + s * 40, 430), fill="#e9e2c8", width=14)
    return img


def draw_enc2_earth_layers() -> Image.Image:
    """Cut-away diagram of the Earth with labelled layers and depths: thin crust (0-35 km under continents), mantle (to 2,900 km), liquid outer core (2,900-5,150 km) and solid inner core (5,150-6,371 km at the centre)."""
    img, d = canvas(620, 460)
    cx, cy = 250, 240
    for r, col in ((210, "#6b4f3a"), (200, "#d9652b"), (110, "#f0b429"), (55, "#fff1a8")):
        ellipse(d, cx, cy, r, r, fill=col)
    d.pieslice((cx - 215, cy - 215, cx + 215, cy + 215), -90, 0, fill="white")
    leader(d, (cx - 150, cy - 145), (500, 60), "crust 0-35 km (continents)", 12)
    leader(d, (cx - 120, cy + 80), (500, 180), "mantle to 2,900 km", 12)
    leader(d, (cx - 80, cy + 40), (500, 280), "outer core (liquid) to 5,150 km", 12)
    leader(d, (cx, cy), (500, 380), "inner core (solid) to 6,371 km", 12)
    return img


def draw_enc2_flower_parts() -> Image.Image:
    """Worksheet cross-section of a flower with numbered callouts 1-6 and no names: (1) sticky tip on top of the central stalk, (2) the central stalk, (3) swollen base containing small round ovules, (4) pollen-bearing heads on thin filaments around the centre, (5) coloured petals, (6) small green leaf-like parts under the petals."""
    img, d = canvas(560, 460)
    d.line((280, 300, 280, 450), fill="#3d8b3d", width=10)
    for s in (-1, 1):
        d.polygon([(280, 300), (280 + s * 120, 290), (280 + s * 60, 330)], fill="#4caf50")
        d.polygon([(280 + s * 20, 290), (280 + s * 200, 120), (280 + s * 150, 300)], fill="#f48fb1")
    ellipse(d, 280, 270, 36, 32, fill="#a5d6a7", outline="#2e7d32", width=2)
    for x in (268, 280, 292):
        ellipse(d, x, 272, 6, 6, fill="#fff59d", outline="#555")
    d.rectangle((275, 150, 285, 240), fill="#81c784")
    ellipse(d, 280, 145, 14, 9, fill="#aed581", outline="#33691e")
    for s in (-1, 1):
        d.line((280 + s * 25, 280, 280 + s * 60, 170), fill="#795548", width=3)
        ellipse(d, 280 + s * 60, 165, 12, 8, fill="#ffb300")
    for n, p, q in (
        (1, (290, 145), (420, 80)),
        (2, (285, 200), (420, 140)),
        (3, (312, 275), (440, 250)),
        (4, (340, 168), (470, 190)),
        (5, (170, 200), (80, 150)),
        (6, (200, 300), (90, 360)),
    ):
        leader(d, p, q, str(n), 15)
    return img


def draw_enc2_pin_tumbler() -> Image.Image:
    """Cross-section diagram of a pin tumbler lock with the key removed: a cylinder (plug) inside a housing, five spring-loaded pin stacks each made of a lower key pin and an upper driver pin of different lengths, with the driver pins crossing the shear line so the plug cannot turn; labels mark housing, plug, shear line, springs, driver pins and key pins."""
    img, d = canvas(640, 400)
    d.rectangle((60, 60, 580, 330), fill="#c9cdd2", outline="#333", width=3)
    d.rectangle((60, 200, 580, 300), fill="#e8d7a8", outline="#333", width=3)
    d.line((60, 200, 580, 200), fill="#d00", width=2)
    key_len = [40, 60, 30, 55, 45]
    for i, kl in enumerate(key_len):
        x = 130 + i * 90
        d.rectangle((x - 12, 80, x + 12, 290), fill="white", outline="#666")
        pts = [(x, 85 + k * 8) for k in range(10)]
        d.line(
            [(p[0] + (8 if k % 2 else -8), p[1]) for k, p in enumerate(pts)], fill="#444", width=2
        )
        bottom = 290 - kl
        d.rectangle((x - 11, bottom, x + 11, 290), fill="#c38d2c")
        d.polygon([(x - 11, 290), (x + 11, 290), (x, 298)], fill="#c38d2c")
        d.rectangle((x - 11, 165 - i % 2 * 10, x + 11, bottom), fill="#4a78b5")
    label(d, (320, 40), "housing", 12)
    label(d, (610, 200), "shear line", 11)
    label(d, (320, 350), "plug (cylinder)", 12)
    leader(d, (130, 120), (40, 20), "springs", 11)
    leader(d, (220, 180), (250, 20), "driver pins", 11)
    leader(d, (400, 270), (450, 380), "key pins", 11)
    return img


def draw_enc2_roman_arch() -> Image.Image:
    """Line diagram of a semicircular stone arch built from wedge-shaped blocks (voussoirs) resting on two piers; the central top block is shaded and labelled 'keystone', and arrows show the load flowing down and outward through the blocks into the piers."""
    img, d = canvas(600, 440)
    cx, cy, r1, r2 = 300, 300, 120, 175
    n = 9
    for i in range(n):
        a0 = math.pi + i * math.pi / n
        a1 = math.pi + (i + 1) * math.pi / n
        poly = [
            (cx + r1 * math.cos(a0), cy + r1 * math.sin(a0)),
            (cx + r2 * math.cos(a0), cy + r2 * math.sin(a0)),
            (cx + r2 * math.cos(a1), cy + r2 * math.sin(a1)),
            (cx + r1 * math.cos(a1), cy + r1 * math.sin(a1)),
        ]
        d.polygon(poly, fill="#f0a35e" if i == n // 2 else "#d9d2c5", outline="#333")
    d.rectangle((125, 300, 180, 420), fill="#d9d2c5", outline="#333", width=2)
    d.rectangle((420, 300, 475, 420), fill="#d9d2c5", outline="#333", width=2)
    label(d, (300, 80), "keystone", 13)
    for s in (-1, 1):
        for k in range(3):
            a = math.pi * 1.5 + s * (0.35 + k * 0.45)
            x0, y0 = cx + 147 * math.cos(a), cy + 147 * math.sin(a)
            a2 = a + s * 0.35
            x1, y1 = cx + 147 * math.cos(a2), cy + 147 * math.sin(a2)
            d.line((x0, y0, x1, y1), fill="#c0392b", width=3)
        d.line((300 + s * 147, 300, 300 + s * 147, 400), fill="#c0392b", width=3)
        d.polygon(
            [(300 + s * 147 - 7, 392), (300 + s * 147 + 7, 392), (300 + s * 147, 405)],
            fill="#c0392b",
        )
    text(d, (300, 425), "load path (red)", 13, "#c0392b", anchor="mm")
    return img


# ------------------------------------------------------------------ batch 3


def draw_enc2_hedgehog() -> Image.Image:
    """Illustration of a small brown mammal on autumn leaves at dusk: a body covered in dense brown-and-cream spines, a pointed snout with a black nose, small dark eyes, tiny rounded ears and short legs, with a few fallen leaves around it."""
    img, d = canvas(560, 400, "#3d4a3a")
    d.rectangle((0, 300, 560, 400), fill="#6b5232")
    rng = np.random.default_rng(5)
    for _ in range(30):
        ellipse(
            d,
            rng.uniform(0, 560),
            rng.uniform(310, 395),
            18,
            8,
            fill=["#c46a2b", "#d9a441", "#8a4b24"][int(rng.integers(0, 3))],
        )
    ellipse(d, 290, 250, 150, 85, fill="#6d5640")
    for _ in range(500):
        a = rng.uniform(math.pi * 0.95, math.pi * 2.05)
        r = rng.uniform(20, 145)
        x, y = 290 + r * math.cos(a), 255 + r * 0.6 * math.sin(a)
        d.line(
            (x, y, x + 10 * math.cos(a), y + 10 * math.sin(a)),
            fill="#e8dcc0" if rng.random() < 0.3 else "#4a3726",
            width=2,
        )
    d.polygon([(160, 230), (60, 275), (165, 300)], fill="#b99a78")
    ellipse(d, 62, 275, 9, 8, fill="#111")
    ellipse(d, 125, 252, 6, 6, fill="#111")
    ellipse(d, 160, 232, 9, 7, fill="#9c7b5a")
    for x in (150, 200, 380, 420):
        d.rectangle((x, 320, x + 14, 338), fill="#7a5f45")
    return img


def draw_enc2_moon_jelly() -> Image.Image:
    """Underwater illustration of a translucent, saucer-shaped jellyfish with four pale purple horseshoe-shaped rings visible through the top of its bell, a fringe of fine short tentacles around the rim and four frilly oral arms hanging beneath, against deep blue water."""
    img, d = canvas(520, 520, "#0d3b66")
    d.chord((110, 120, 410, 330), 180, 360, fill="#c9d7ea")
    for k in range(4):
        a = math.radians(-150 + k * 40)
        cx, cy = 260 + 80 * math.cos(a), 225 + 60 * math.sin(a)
        d.arc((cx - 28, cy - 22, cx + 28, cy + 22), 200, 520, fill="#9b6fc3", width=7)
    for x in range(115, 410, 8):
        d.line((x, 225, x + 4 * math.sin(x), 255), fill="#dfe8f3", width=1)
    for k in range(4):
        x0 = 215 + k * 30
        pts = [(x0 + 12 * math.sin(j / 2 + k), 230 + j * 14) for j in range(14)]
        d.line(pts, fill="#e8d9f0", width=7)
    return img


def draw_enc2_barn_owl() -> Image.Image:
    """Illustration of a pale owl perched on a fence post at night: a white heart-shaped face disc with small dark eyes, golden-buff and grey upperparts finely speckled, white underparts and long legs."""
    img, d = canvas(460, 560, "#1c2541")
    ellipse(d, 380, 80, 30, 30, fill="#f4f1de")
    d.rectangle((190, 430, 270, 560), fill="#6b4f3a")
    ellipse(d, 230, 320, 95, 130, fill="#d9b779")
    ellipse(d, 230, 350, 70, 95, fill="#fbf7ee")
    rng = np.random.default_rng(8)
    for _ in range(60):
        ellipse(
            d,
            230 + rng.uniform(-85, -50) * rng.choice([-1, 1]),
            300 + rng.uniform(-80, 100),
            2,
            2,
            fill="#6e6e6e",
        )
    d.polygon(
        [(150, 160), (230, 200), (310, 160), (300, 260), (230, 300), (160, 260)], fill="#f6eee0"
    )
    d.line((230, 195, 230, 265), fill="#d9c7a4", width=3)
    d.arc((150, 150, 310, 310), 200, 340, fill="#c9a66b", width=5)
    ellipse(d, 200, 225, 9, 10, fill="#111")
    ellipse(d, 260, 225, 9, 10, fill="#111")
    d.polygon([(224, 250), (236, 250), (230, 268)], fill="#d7c3a0")
    for x in (205, 255):
        d.line((x, 445, x, 430), fill="#d9c7a4", width=6)
    return img


def draw_enc2_dandelion_clock() -> Image.Image:
    """Close-up illustration of a round white seed head on a hollow green stalk: dozens of seeds, each a small brown seed on a thin stalk topped by a feathery white parachute, with a few parachutes drifting away on the wind against a blue sky."""
    img, d = canvas(480, 520, "#9fd0f2")
    d.line((240, 260, 250, 520), fill="#5a8f3a", width=8)
    ellipse(d, 240, 250, 12, 12, fill="#8a6a3a")
    for k in range(60):
        a = k * 2 * math.pi / 60
        x, y = 240 + 120 * math.cos(a), 250 + 120 * math.sin(a)
        d.line((240, 250, x, y), fill="#ffffff", width=1)
        for j in range(-3, 4):
            b = a + j * 0.12
            d.line((x, y, x + 18 * math.cos(b), y + 18 * math.sin(b)), fill="#ffffff", width=1)
    for x, y in ((400, 90), (430, 150), (370, 40)):
        d.line((x, y, x - 14, y + 22), fill="#fff", width=1)
        for j in range(-3, 4):
            d.line(
                (x, y, x + 14 * math.cos(-1.6 + j * 0.25), y + 14 * math.sin(-1.6 + j * 0.25)),
                fill="#fff",
                width=1,
            )
        ellipse(d, x - 15, y + 24, 2, 3, fill="#8a6a3a")
    return img


def draw_enc2_matryoshka() -> Image.Image:
    """Five painted wooden dolls of decreasing size standing in a row, each with a rounded head and body in one piece, a red or blue painted headscarf, a rosy-cheeked face, and flowers painted on a yellow apron; the largest is split at the waist to show it opens."""
    img, d = canvas(640, 420, "#f3ece0")
    sizes = [(100, 1.0), (230, 0.8), (340, 0.64), (430, 0.5), (500, 0.4)]
    for i, (cx, s) in enumerate(sizes):
        base = 380
        h = 300 * s
        col = "#c0392b" if i % 2 == 0 else "#2e5eaa"
        ellipse(d, cx, base - h * 0.35, 70 * s, h * 0.4, fill=col)
        ellipse(d, cx, base - h * 0.8, 48 * s, 50 * s, fill=col)
        ellipse(d, cx, base - h * 0.8, 32 * s, 34 * s, fill="#fde3cf")
        ellipse(d, cx - 13 * s, base - h * 0.77, 6 * s, 5 * s, fill="#f08080")
        ellipse(d, cx + 13 * s, base - h * 0.77, 6 * s, 5 * s, fill="#f08080")
        ellipse(d, cx - 9 * s, base - h * 0.83, 3 * s, 3 * s, fill="#222")
        ellipse(d, cx + 9 * s, base - h * 0.83, 3 * s, 3 * s, fill="#222")
        ellipse(d, cx, base - h * 0.3, 42 * s, h * 0.27, fill="#f4c542")
        for k in range(3):
            ellipse(d, cx + (k - 1) * 18 * s, base - h * 0.3, 9 * s, 9 * s, fill="#d6336c")
        if i == 0:
            d.line((cx - 70, base - h * 0.45, cx + 70, base - h * 0.45), fill="#333", width=2)
    return img


def draw_enc2_kente() -> Image.Image:
    """Close-up of a handwoven cloth made of narrow strips sewn edge to edge, each strip woven with bright geometric blocks and zigzags in gold-yellow, green, red and black."""
    img, d = canvas(640, 420)
    cols = ["#f2b705", "#1e8449", "#c0392b", "#111111"]
    for strip in range(8):
        x0 = strip * 80
        for block in range(7):
            y0 = block * 60
            c = cols[(strip + block) % 4]
            d.rectangle((x0, y0, x0 + 80, y0 + 60), fill=c)
            alt = cols[(strip + block + 2) % 4]
            if (strip + block) % 2:
                for k in range(4):
                    d.line((x0, y0 + 8 + k * 14, x0 + 80, y0 + 8 + k * 14), fill=alt, width=5)
            else:
                pts = [(x0 + j * 10, y0 + (15 if j % 2 else 45)) for j in range(9)]
                d.line(pts, fill=alt, width=6)
        d.line((x0, 0, x0, 420), fill="#333", width=2)
    return img


def draw_enc2_roman_coin() -> Image.Image:
    """Photo-style image of a worn silver coin showing the right-facing profile head of a man wearing a laurel wreath, with the lettering 'CAESAR AVGVSTVS' around the edge."""
    img, d = canvas(460, 460, "#2f2f35")
    ellipse(d, 230, 230, 190, 185, fill="#b7b9bd", outline="#8c8f94", width=6)
    ellipse(d, 230, 230, 150, 145, outline="#9a9da2", width=2)
    ellipse(d, 225, 215, 70, 85, fill="#a7aaaf")
    d.polygon([(290, 200), (320, 235), (290, 245)], fill="#a7aaaf")
    d.rectangle((200, 280, 250, 340), fill="#a7aaaf")
    for k in range(9):
        a = math.radians(200 + k * 18)
        x, y = 215 + 72 * math.cos(a), 205 + 72 * math.sin(a)
        ellipse(d, x, y, 10, 5, fill="#8d9095")
    ellipse(d, 262, 205, 5, 4, fill="#7d8085")
    letters = "CAESAR AVGVSTVS"
    for i, ch in enumerate(letters):
        a = math.radians(150 + i * 17)
        x, y = 230 + 168 * math.cos(a), 230 + 165 * math.sin(a)
        text(d, (x, y), ch, 20, "#55585d", True, "mm")
    return img


def draw_enc2_penny_black() -> Image.Image:
    """Postage stamp printed in black with a left-facing profile of a young woman's head on an engine-turned background, the word 'POSTAGE' at the top, 'ONE PENNY' at the bottom and small letters in the two lower corners."""
    img, d = canvas(400, 480, "#e8e2d2")
    d.rectangle((70, 60, 330, 420), fill="#1b1b1b")
    for y in range(100, 370, 6):
        d.line((90, y, 310, y + 4 * math.sin(y / 6)), fill="#2c2c2c", width=1)
    text(d, (200, 82), "POSTAGE", 24, "#e8e2d2", True, "mm")
    text(d, (200, 395), "ONE PENNY", 24, "#e8e2d2", True, "mm")
    ellipse(d, 205, 235, 72, 95, fill="#d9d3c2")
    d.polygon([(140, 225), (120, 245), (142, 255)], fill="#d9d3c2")
    d.chord((150, 140, 285, 270), 180, 360, fill="#8f8a7c")
    d.rectangle((175, 310, 240, 350), fill="#d9d3c2")
    for x, ch in ((95, "A"), (305, "C")):
        d.rectangle((x - 14, 365, x + 14, 390), fill="#e8e2d2")
        text(d, (x, 378), ch, 16, "#1b1b1b", True, "mm")
    return img


def draw_enc2_pointillism() -> Image.Image:
    """Painting made entirely of small dots of pure colour: a sunny riverside park with a dark green tree, a lawn in many greens, blue water, a pale sky, and two small standing figures in dark clothes with a parasol."""
    img, d = canvas(640, 420)
    rng = np.random.default_rng(30)

    def dots(box: tuple[int, int, int, int], palette: list[str], n: int) -> None:
        for _ in range(n):
            x, y = rng.uniform(box[0], box[2]), rng.uniform(box[1], box[3])
            ellipse(d, x, y, 2.5, 2.5, fill=palette[int(rng.integers(0, len(palette)))])

    dots((0, 0, 640, 170), ["#dfe9f3", "#f6e7c1", "#c9dcef", "#ffffff"], 5500)
    dots((0, 170, 640, 230), ["#3f7cc0", "#6aa3d9", "#2e5e9e", "#9cc3e6"], 3000)
    dots((0, 230, 640, 420), ["#4f8a3a", "#7fb34d", "#c6d86a", "#2f6b2a", "#e3c95a"], 9000)
    for cx, cy, r in ((120, 140, 70), (150, 90, 55)):
        for _ in range(1500):
            a, rr = rng.uniform(0, 2 * math.pi), r * math.sqrt(rng.uniform(0, 1))
            ellipse(
                d,
                cx + rr * math.cos(a),
                cy + rr * math.sin(a),
                2.5,
                2.5,
                fill=["#1f4a2a", "#2f6b3a", "#3d5a80"][int(rng.integers(0, 3))],
            )
    dots((125, 200, 140, 300), ["#5a3d2a", "#3b2a1e"], 300)
    for x in (420, 470):
        dots((x - 10, 250, x + 10, 330), ["#1f1f3a", "#3a2a4a", "#222"], 500)
        dots((x - 6, 236, x + 6, 250), ["#e8c3a0", "#d9a88a"], 60)
    dots((440, 215, 500, 228), ["#c0392b", "#e57373"], 250)
    return img


def draw_enc2_soup_cans() -> Image.Image:
    """Pop-art style print of four identical tin cans of condensed soup in a 2 x 2 grid on a white background, each can with a red top half, a white bottom half, a gold circular medallion and the word 'SOUP' on the label."""
    img, d = canvas(520, 560)
    for i in range(4):
        x0, y0 = 40 + (i % 2) * 240, 30 + (i // 2) * 265
        d.rectangle((x0, y0, x0 + 200, y0 + 240), fill="white")
        ellipse(d, x0 + 100, y0 + 20, 70, 14, fill="#c0c0c0", outline="#888")
        d.rectangle((x0 + 30, y0 + 20, x0 + 170, y0 + 115), fill="#d32f2f")
        d.rectangle((x0 + 30, y0 + 115, x0 + 170, y0 + 220), fill="#f7f7f7", outline="#bbb")
        ellipse(d, x0 + 100, y0 + 220, 70, 14, fill="#c0c0c0", outline="#888")
        text(d, (x0 + 100, y0 + 65), "SOUP", 26, "white", True, "mm")
        ellipse(d, x0 + 100, y0 + 150, 18, 18, fill="#e0b400", outline="#a07a00", width=2)
        text(d, (x0 + 100, y0 + 190), "TOMATO", 14, "#d32f2f", True, "mm")
    return img


def draw_enc2_tooth_section() -> Image.Image:
    """Textbook cross-section of a molar tooth with labels: enamel (outer white layer of the crown), dentine (yellowish layer beneath), pulp cavity with nerves and blood vessels in the centre, cementum covering the roots, the gum line, the jawbone around the two roots and the root canals."""
    img, d = canvas(560, 520)
    d.rectangle((60, 250, 500, 520), fill="#e8c4a0")
    d.rectangle((60, 230, 500, 250), fill="#e99a9a")
    outer = [
        (170, 250),
        (150, 130),
        (175, 70),
        (220, 90),
        (280, 60),
        (340, 90),
        (385, 70),
        (410, 130),
        (390, 250),
        (375, 470),
        (320, 470),
        (300, 300),
        (260, 300),
        (240, 470),
        (185, 470),
    ]
    d.polygon(outer, fill="#f8f6ef", outline="#777")
    inner = [
        (190, 250),
        (178, 150),
        (230, 120),
        (330, 120),
        (382, 150),
        (370, 250),
        (355, 450),
        (335, 450),
        (305, 280),
        (255, 280),
        (225, 450),
        (205, 450),
    ]
    d.polygon(inner, fill="#f3dd9e", outline="#b9a060")
    pulp = [
        (235, 170),
        (325, 170),
        (330, 250),
        (340, 440),
        (330, 440),
        (300, 270),
        (260, 270),
        (230, 440),
        (220, 440),
        (230, 250),
    ]
    d.polygon(pulp, fill="#e25c5c")
    for _n, p, q, s in (
        (1, (165, 120), (70, 60), "enamel"),
        (2, (200, 200), (70, 150), "dentine"),
        (3, (280, 210), (470, 40), "pulp (nerves, vessels)"),
        (4, (373, 420), (480, 470), "cementum"),
        (5, (150, 240), (60, 205), "gum"),
        (6, (440, 400), (480, 330), "jawbone"),
        (7, (335, 400), (470, 260), "root canal"),
    ):
        leader(d, p, q, s, 11)
    return img


def draw_enc2_sundial() -> Image.Image:
    """Top view of a round brass garden sundial: a triangular gnomon standing up from the centre-bottom, hour lines fanning out with Roman numerals from VI through XII to VI, and the gnomon's shadow falling along the line marked III."""
    img, d = canvas(520, 520, "#6f8f4f")
    ellipse(d, 260, 260, 230, 230, fill="#c9a04a", outline="#8a6a2a", width=6)
    cx, cy = 260, 380
    numerals = ["VI", "VII", "VIII", "IX", "X", "XI", "XII", "I", "II", "III", "IV", "V", "VI"]
    for i, n in enumerate(numerals):
        a = math.radians(180 + i * 15)
        x, y = cx + 200 * math.cos(a), cy + 200 * math.sin(a) * 1.25
        d.line(
            (cx, cy, cx + 170 * math.cos(a), cy + 170 * math.sin(a) * 1.25), fill="#8a6a2a", width=2
        )
        if 60 < y < 470 and 40 < x < 480:
            text(d, (x, y), n, 16, "#4a3410", True, "mm")
    d.polygon([(cx - 6, cy), (cx + 6, cy), (cx + 6, cy - 150), (cx - 6, cy - 150)], fill="#8a6a2a")
    a = math.radians(180 + 9 * 15)
    d.polygon(
        [
            (cx, cy),
            (cx + 170 * math.cos(a) - 6, cy + 170 * math.sin(a) * 1.25),
            (cx + 170 * math.cos(a) + 6, cy + 170 * math.sin(a) * 1.25 + 4),
        ],
        fill="#3a3a3a",
    )
    return img
