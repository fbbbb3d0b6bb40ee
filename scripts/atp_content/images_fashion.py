"""Fashion context images for the ablation-scale ATP set (drawn with Pillow).

Each ``draw_<name>`` docstring is the caption and describes exactly what is drawn.
"""

from __future__ import annotations

import math

from make_atp_images import canvas, ellipse, person, text
from PIL import Image, ImageDraw


def _face(d: ImageDraw.ImageDraw, cx: int, cy: int, rx: int, ry: int, skin: str) -> None:
    ellipse(d, cx, cy, rx, ry, fill=skin)
    for x in (cx - 35, cx + 35):
        ellipse(d, x, cy - 5, 10, 6, fill="white")
        ellipse(d, x, cy - 5, 5, 5, fill="#2b1d14")
        d.line((x - 16, cy - 25, x + 16, cy - 27), fill="#2b1d14", width=4)
    d.line((cx, cy + 5, cx - 8, cy + 38), fill="#8a5a44", width=2)
    d.line((cx - 8, cy + 40, cx + 6, cy + 40), fill="#8a5a44", width=2)


def draw_fash2_portrait_curly() -> Image.Image:
    """Head-and-shoulders portrait of a woman with a round face, deep brown skin and short, voluminous black curly hair (a rounded afro about chin length), small gold stud earrings, wearing a mustard-yellow crew-neck top."""
    img, d = canvas(480, 560, "#e8e4dc")
    skin = "#7b4a2d"
    for k in range(22):
        ang = k * 360 / 22
        x = 240 + 115 * math.cos(math.radians(ang))
        y = 225 + 105 * math.sin(math.radians(ang))
        ellipse(d, x, y, 42, 42, fill="#141010")
    ellipse(d, 240, 225, 120, 110, fill="#141010")
    d.rounded_rectangle((140, 420, 340, 560), 45, fill="#d4a017")
    d.rectangle((212, 340, 268, 425), fill=skin)
    _face(d, 240, 270, 92, 100, skin)
    d.chord((150, 150, 330, 240), 180, 360, fill="#141010")
    d.arc((212, 320, 268, 345), 20, 160, fill="#5a1f1a", width=5)
    for x in (149, 331):
        ellipse(d, x, 300, 5, 5, fill="#f1c40f")
    return img


def draw_fash2_portrait_grey() -> Image.Image:
    """Head-and-shoulders portrait of a man in his sixties with an oblong face, light skin, short grey hair thinning and receding at the front, clean-shaven, thin black rectangular glasses, wearing a light-blue collared shirt."""
    img, d = canvas(480, 560, "#dde3e8")
    skin = "#eac3a5"
    d.rounded_rectangle((140, 420, 340, 560), 40, fill="#a9cce3")
    d.polygon([(200, 420), (240, 470), (280, 420)], fill="#d6eaf8")
    d.rectangle((212, 350, 268, 425), fill=skin)
    _face(d, 240, 265, 82, 118, skin)
    d.chord((160, 140, 320, 230), 180, 360, fill="#a6a6a6")
    d.chord((205, 140, 275, 200), 180, 360, fill=skin)
    d.rectangle((160, 185, 172, 240), fill="#a6a6a6")
    d.rectangle((308, 185, 320, 240), fill="#a6a6a6")
    for x in (205, 275):
        d.rectangle((x - 26, 245, x + 26, 272), outline="#111", width=3)
    d.line((231, 255, 249, 255), fill="#111", width=3)
    d.line((214, 338, 266, 338), fill="#a55d52", width=4)
    return img


def draw_fash2_blazer_jeans() -> Image.Image:
    """Full-length front view of a woman in an oversized camel blazer worn open over a plain white T-shirt, straight-leg mid-blue jeans and black leather loafers, shoulder-length brown hair, against a plain background."""
    img, d = canvas(400, 440, "#f4f1ec")
    person(
        d,
        200,
        40,
        top_color="white",
        bottom_color="#5b7fa6",
        shoe_color="#111",
        jacket="#c19a6b",
        hair="#5b3a21",
    )
    d.rectangle((175, 50, 180, 105), fill="#5b3a21")
    d.rectangle((220, 50, 225, 105), fill="#5b3a21")
    return img


def draw_fash2_shoe_rack() -> Image.Image:
    """Shoe rack with two shelves holding five pairs, each tagged: top shelf 1 black leather Chelsea boots, 2 tan suede loafers, 3 white canvas sneakers; bottom shelf 4 red pointed-toe heels (about 8 cm), 5 brown leather hiking boots."""
    img, d = canvas(640, 440, "#efe9df")
    for y in (200, 400):
        d.rectangle((30, y, 610, y + 14), fill="#8d6e4c")
    shoes = [
        (120, 200, "#1b1b1b", "boot", "1"),
        (320, 200, "#b07d4f", "loafer", "2"),
        (520, 200, "white", "sneaker", "3"),
        (200, 400, "#c0392b", "heel", "4"),
        (440, 400, "#6e4a2e", "hiker", "5"),
    ]
    for cx, base, col, kind, tag in shoes:
        for off in (-30, 30):
            x = cx + off
            if kind in {"boot", "hiker"}:
                d.polygon(
                    [
                        (x - 30, base),
                        (x - 28, base - 90),
                        (x + 2, base - 90),
                        (x + 6, base - 35),
                        (x + 40, base - 25),
                        (x + 40, base),
                    ],
                    fill=col,
                    outline="#333",
                )
                if kind == "hiker":
                    d.rectangle((x - 32, base - 10, x + 42, base), fill="#3b2a1e")
                    for k in range(4):
                        d.line(
                            (x - 10, base - 80 + k * 15, x + 5, base - 80 + k * 15),
                            fill="#e0c080",
                            width=2,
                        )
                else:
                    d.rectangle((x - 26, base - 80, x - 20, base - 40), fill="#555")
            elif kind == "heel":
                d.polygon(
                    [
                        (x - 36, base - 58),
                        (x - 8, base - 42),
                        (x + 30, base - 24),
                        (x + 48, base - 6),
                        (x + 44, base),
                        (x + 14, base - 2),
                        (x - 14, base - 24),
                        (x - 30, base - 46),
                    ],
                    fill=col,
                    outline="#333",
                )
                d.line((x - 32, base - 48, x - 30, base), fill="#222", width=6)
            else:
                d.polygon(
                    [
                        (x - 32, base),
                        (x - 30, base - 35),
                        (x + 10, base - 38),
                        (x + 40, base - 15),
                        (x + 40, base),
                    ],
                    fill=col,
                    outline="#333",
                )
                if kind == "sneaker":
                    d.rectangle((x - 34, base - 8, x + 42, base), fill="#eee", outline="#999")
        ellipse(
            d,
            cx,
            base - 150 if kind != "heel" else base - 110,
            14,
            14,
            fill="white",
            outline="#333",
            width=2,
        )
        text(d, (cx, base - 150 if kind != "heel" else base - 110), tag, 14, bold=True, anchor="mm")
    return img


def draw_fash2_emerald_dress() -> Image.Image:
    """An emerald-green satin slip dress with thin spaghetti straps, a cowl neckline and a bias-cut midi skirt, hanging on a wooden hanger against a white wall."""
    img, d = canvas(400, 520, "#fafafa")
    d.line((140, 70, 260, 70), fill="#8d6e4c", width=8)
    d.arc((185, 25, 215, 75), 180, 360, fill="#777", width=4)
    d.line((170, 70, 165, 140), fill="#0b6e4f", width=3)
    d.line((230, 70, 235, 140), fill="#0b6e4f", width=3)
    d.polygon(
        [(160, 140), (240, 140), (250, 270), (290, 480), (110, 480), (150, 270)], fill="#0f8a5f"
    )
    d.arc((170, 120, 230, 170), 20, 160, fill="#0b6e4f", width=4)
    for x in (170, 200, 230):
        d.line((x, 280, x - 10 + (x - 200) // 3, 470), fill="#13a673", width=2)
    return img


def draw_fash2_mens_flatlay() -> Image.Image:
    """Flat lay of eight men's wardrobe pieces, numbered: 1 navy unstructured blazer, 2 white oxford shirt, 3 light-blue chambray shirt, 4 olive bomber jacket, 5 grey chinos, 6 dark indigo jeans, 7 brown leather brogues, 8 white leather sneakers."""
    img, d = canvas(640, 480, "#e9e4da")
    items = [
        (90, 110, "#1f2a44", "jacket", "1"),
        (240, 110, "white", "shirt", "2"),
        (390, 110, "#a9c6e8", "shirt", "3"),
        (540, 110, "#556b2f", "jacket", "4"),
        (90, 330, "#8e9296", "trousers", "5"),
        (240, 330, "#2b3a67", "trousers", "6"),
        (390, 350, "#7b4a2d", "shoe", "7"),
        (540, 350, "white", "sneaker", "8"),
    ]
    for cx, cy, col, kind, tag in items:
        if kind in {"jacket", "shirt"}:
            d.polygon(
                [
                    (cx - 45, cy - 55),
                    (cx + 45, cy - 55),
                    (cx + 65, cy - 20),
                    (cx + 45, cy - 10),
                    (cx + 45, cy + 65),
                    (cx - 45, cy + 65),
                    (cx - 45, cy - 10),
                    (cx - 65, cy - 20),
                ],
                fill=col,
                outline="#555",
            )
            if kind == "shirt":
                d.line((cx, cy - 50, cx, cy + 65), fill="#999", width=1)
                d.polygon([(cx - 15, cy - 55), (cx, cy - 40), (cx + 15, cy - 55)], fill="#ddd")
            else:
                d.line((cx - 10, cy - 55, cx, cy + 20), fill="#111", width=2)
                d.line((cx + 10, cy - 55, cx, cy + 20), fill="#111", width=2)
        elif kind == "trousers":
            d.polygon(
                [
                    (cx - 40, cy - 80),
                    (cx + 40, cy - 80),
                    (cx + 45, cy + 90),
                    (cx + 8, cy + 90),
                    (cx, cy - 20),
                    (cx - 8, cy + 90),
                    (cx - 45, cy + 90),
                ],
                fill=col,
                outline="#555",
            )
        else:
            for off in (-25, 25):
                d.rounded_rectangle(
                    (cx + off - 18, cy - 50, cx + off + 18, cy + 50),
                    16,
                    fill=col,
                    outline="#555",
                    width=2,
                )
                if kind == "shoe":
                    for k in range(5):
                        ellipse(d, cx + off, cy - 40 + k * 8, 2, 2, fill="#3b2a1e")
        ellipse(d, cx - 55, cy - 75, 13, 13, fill="white", outline="#333", width=2)
        text(d, (cx - 55, cy - 75), tag, 13, bold=True, anchor="mm")
    return img


def draw_fash2_white_tee() -> Image.Image:
    """A plain white cotton crew-neck T-shirt laid flat on a light-grey table, front side up, with no print."""
    img, d = canvas(480, 480, "#d5d8dc")
    d.polygon(
        [
            (150, 90),
            (200, 80),
            (240, 100),
            (280, 80),
            (330, 90),
            (420, 150),
            (385, 205),
            (340, 180),
            (340, 420),
            (140, 420),
            (140, 180),
            (95, 205),
            (60, 150),
        ],
        fill="white",
        outline="#aaa",
    )
    d.arc((200, 70, 280, 120), 0, 180, fill="#ccc", width=4)
    return img


def draw_fash2_portrait_wavy() -> Image.Image:
    """Head-and-shoulders portrait of a young man with a long, narrow face, olive skin, medium-length dark-brown hair falling to the ears with a side part, clean-shaven, wearing a white T-shirt."""
    img, d = canvas(480, 560, "#e6e9ed")
    skin = "#c99a6e"
    d.rounded_rectangle((140, 430, 340, 560), 40, fill="white", outline="#ccc")
    d.rectangle((212, 350, 268, 435), fill=skin)
    d.rounded_rectangle((150, 120, 330, 320), 70, fill="#3b2416")
    _face(d, 240, 265, 78, 120, skin)
    d.chord((150, 115, 330, 250), 180, 360, fill="#3b2416")
    for x in (158, 305):
        d.rounded_rectangle((x, 190, x + 18, 300), 8, fill="#3b2416")
    d.arc((170, 150, 250, 230), 200, 320, fill="#5a3a24", width=5)
    d.line((214, 340, 266, 340), fill="#a55d52", width=4)
    return img


def draw_fash2_portrait_pixie() -> Image.Image:
    """Head-and-shoulders portrait of a woman in her sixties with a heart-shaped face, fair skin with light freckles, a short silver-grey pixie cut with a side-swept fringe, round gold-rimmed glasses, wearing a navy-and-white striped top."""
    img, d = canvas(480, 560, "#efe8e1")
    skin = "#f0cdb4"
    d.rounded_rectangle((140, 420, 340, 560), 40, fill="#1f2a44")
    for y in range(430, 560, 20):
        d.line((150, y, 330, y), fill="white", width=6)
    d.rectangle((212, 345, 268, 425), fill=skin)
    d.polygon([(160, 200), (320, 200), (300, 320), (240, 370), (180, 320)], fill=skin)
    _face(d, 240, 255, 80, 100, skin)
    d.chord((152, 130, 328, 250), 180, 360, fill="#c0c0c0")
    d.polygon([(160, 190), (290, 150), (300, 200)], fill="#c0c0c0")
    for x in (205, 275):
        ellipse(d, x, 250, 25, 25, outline="#b7950b", width=3)
    d.line((230, 250, 250, 250), fill="#b7950b", width=3)
    for x, y in ((195, 290), (205, 296), (280, 290), (290, 296)):
        ellipse(d, x, y, 2, 2, fill="#b9825a")
    d.arc((215, 320, 265, 345), 20, 160, fill="#b5534b", width=4)
    return img


def draw_fash2_bare_nails() -> Image.Image:
    """A right hand resting flat on a white table, palm down, with short, rounded, bare natural nails and no polish; a thin silver ring on the little finger."""
    img, d = canvas(560, 480, "#f7f7f7")
    skin = "#e8b998"
    d.rounded_rectangle((170, 250, 420, 470), 70, fill=skin)
    fingers = [(190, 110, 250), (245, 70, 250), (300, 60, 250), (355, 90, 250)]
    for x, top, bottom in fingers:
        d.rounded_rectangle((x - 24, top, x + 24, bottom + 40), 24, fill=skin)
        d.rounded_rectangle(
            (x - 15, top + 6, x + 15, top + 38), 12, fill="#f5d5c8", outline="#d9a895"
        )
    d.rounded_rectangle((100, 250, 170, 300), 25, fill=skin)
    d.polygon([(100, 250), (60, 200), (80, 185), (170, 260)], fill=skin)
    d.rounded_rectangle((50, 180, 85, 215), 12, fill="#f5d5c8", outline="#d9a895")
    d.rectangle((331, 200, 379, 210), fill="#c0c0c0", outline="#888")
    return img


def draw_fash2_denim_jacket() -> Image.Image:
    """Back view of a plain mid-blue denim trucker jacket laid flat: a pointed collar, a horizontal yoke seam across the shoulders, two vertical seams running down the back panel to the waistband with two adjustment buttons, and long sleeves; no patches or prints."""
    img, d = canvas(560, 520, "#ece8e1")
    blue = "#4a6fa5"
    d.polygon(
        [
            (150, 80),
            (410, 80),
            (470, 130),
            (540, 400),
            (490, 420),
            (430, 200),
            (430, 470),
            (130, 470),
            (130, 200),
            (70, 420),
            (20, 400),
            (90, 130),
        ],
        fill=blue,
        outline="#2b4570",
        width=2,
    )
    d.polygon(
        [(220, 60), (340, 60), (360, 95), (280, 110), (200, 95)], fill="#3f6296", outline="#2b4570"
    )
    d.line((130, 170, 430, 170), fill="#e0b050", width=2)
    d.line((130, 175, 430, 175), fill="#e0b050", width=2)
    for x in (210, 350):
        d.line((x, 175, x, 430), fill="#e0b050", width=2)
    d.rectangle((130, 430, 430, 470), fill="#3f6296", outline="#2b4570")
    for x in (160, 400):
        ellipse(d, x, 450, 6, 6, fill="#b08d57", outline="#555")
    return img


def draw_fash2_black_dress() -> Image.Image:
    """Full-length front view of a woman with dark hair in a bun wearing a plain black sheath dress ending above the knee, with a round neckline and short sleeves, black opaque tights and black pumps, no jewellery, against a plain light background."""
    img, d = canvas(400, 440, "#f2f0ed")
    person(d, 200, 40, top_color="#111", bottom_color="#2b2b2b", shoe_color="#000", hair="#2d1f16")
    ellipse(d, 200, 36, 16, 12, fill="#2d1f16")
    d.polygon([(152, 236), (248, 236), (256, 300), (144, 300)], fill="#111")
    return img


def draw_fash2_grey_suit() -> Image.Image:
    """Full-length front view of a man in a light-grey three-piece suit (jacket, matching waistcoat and trousers), a white shirt, no tie and brown shoes, against a plain background."""
    img, d = canvas(400, 440, "#eef1f3")
    person(
        d,
        200,
        40,
        top_color="white",
        bottom_color="#a9aeb3",
        shoe_color="#6e4a2e",
        jacket="#a9aeb3",
    )
    d.polygon([(186, 110), (214, 110), (214, 230), (186, 230)], fill="#9aa0a6")
    for y in (140, 165, 190, 215):
        ellipse(d, 200, y, 3, 3, fill="#555")
    return img


def draw_fash2_portrait_hijab() -> Image.Image:
    """Head-and-shoulders portrait of a woman with an oval face and light-brown skin wearing a plain navy jersey hijab wrapped snugly around the face and draped over the shoulders, no makeup visible, wearing a grey top."""
    img, d = canvas(480, 560, "#ece7e1")
    skin = "#c68e6a"
    d.rounded_rectangle((120, 400, 360, 560), 50, fill="#8d939a")
    d.polygon([(130, 250), (350, 250), (390, 470), (240, 500), (90, 470)], fill="#1f2a44")
    ellipse(d, 240, 230, 118, 140, fill="#1f2a44")
    _face(d, 240, 255, 78, 100, skin)
    d.arc((160, 140, 320, 360), 200, 340, fill="#2c3a5c", width=6)
    d.arc((215, 318, 265, 342), 20, 160, fill="#8e4b45", width=4)
    return img


def draw_fash2_cable_jumper() -> Image.Image:
    """A chunky cream cable-knit crew-neck jumper laid flat, with three vertical cable panels down the front and ribbed cuffs, hem and neckline."""
    img, d = canvas(520, 480, "#d9d2c5")
    cream = "#f3ead8"
    d.polygon(
        [
            (160, 60),
            (360, 60),
            (480, 140),
            (500, 380),
            (440, 390),
            (410, 200),
            (400, 440),
            (120, 440),
            (110, 200),
            (80, 390),
            (20, 380),
            (40, 140),
        ],
        fill=cream,
        outline="#b9ab90",
        width=2,
    )
    d.arc((210, 40, 310, 100), 0, 180, fill="#d8cbb0", width=10)
    for cx in (190, 260, 330):
        for y in range(110, 420, 36):
            d.arc((cx - 18, y, cx + 18, y + 36), 270, 90, fill="#d8cbb0", width=5)
            d.arc((cx - 18, y + 18, cx + 18, y + 54), 90, 270, fill="#d8cbb0", width=5)
    for x in range(120, 400, 8):
        d.line((x, 420, x, 440), fill="#d8cbb0", width=2)
    return img


def draw_fash2_polo_chinos() -> Image.Image:
    """Full-length front view of a man in a navy short-sleeved polo shirt, beige chinos and brown leather loafers, against a plain background."""
    img, d = canvas(400, 440, "#f0f2f4")
    person(d, 200, 40, top_color="#1f2a44", bottom_color="#d8c3a0", shoe_color="#6e4a2e")
    d.polygon([(185, 106), (200, 125), (215, 106)], fill="#2f3d5c")
    d.rectangle((144, 112, 158, 150), fill="#e0b48f")
    d.rectangle((242, 112, 256, 150), fill="#e0b48f")
    return img


def draw_fash2_bag_collection() -> Image.Image:
    """Four handbags in a row on a shelf, numbered: 1 a large black leather tote, 2 a small tan leather crossbody bag with a long strap, 3 a red satin evening clutch with a gold clasp, 4 a beige canvas backpack with brown leather straps."""
    img, d = canvas(640, 360, "#f5f1ea")
    d.rectangle((20, 300, 620, 316), fill="#a1887f")
    d.polygon([(40, 300), (170, 300), (160, 160), (50, 160)], fill="#111")
    d.arc((70, 100, 140, 190), 180, 360, fill="#111", width=6)
    d.rounded_rectangle((210, 220, 300, 300), 10, fill="#c19a6b")
    d.line((215, 225, 250, 80, 295, 225), fill="#8d6e4c", width=3)
    d.rounded_rectangle((340, 250, 450, 300), 10, fill="#c0392b")
    ellipse(d, 395, 255, 8, 6, fill="#d4af37")
    d.rounded_rectangle((490, 150, 600, 300), 20, fill="#e4d5b7", outline="#8d6e4c", width=2)
    d.line((510, 150, 510, 300), fill="#6e4a2e", width=5)
    d.line((580, 150, 580, 300), fill="#6e4a2e", width=5)
    d.rectangle((505, 210, 585, 250), outline="#8d6e4c", width=2)
    for x, n in ((105, "1"), (255, "2"), (395, "3"), (545, "4")):
        ellipse(d, x, 335, 12, 12, fill="white", outline="#333", width=2)
        text(d, (x, 335), n, 13, bold=True, anchor="mm")
    return img
