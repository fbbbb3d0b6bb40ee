"""Deterministically (re)create the images of the example sandbox scenarios.

Every image is drawn with Pillow from code in this file, with the DejaVu fonts that ship
with matplotlib (identical on every machine), so the pictures are synthetic but show
exactly the information the scenarios need: names, numbers, amounts, dates. Each
``draw_<name>`` function draws ``<name>.png``; its docstring says what it shows.

Usage::

    python scripts/make_sandbox_images.py            # writes src/mmtoolbench/data/sandbox/images/
    python scripts/make_sandbox_images.py --out DIR  # writes elsewhere
    python scripts/make_sandbox_images.py --check    # exit 1 if a bundled image differs
"""

from __future__ import annotations

import argparse
import io
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import matplotlib
from PIL import Image, ImageDraw, ImageFilter, ImageFont

OUT_DIR = (
    Path(__file__).resolve().parents[1] / "src" / "mmtoolbench" / "data" / "sandbox" / "images"
)
FONT_DIR = Path(matplotlib.get_data_path()) / "fonts" / "ttf"
Color = str | tuple[int, int, int]
Draw = ImageDraw.ImageDraw

# --------------------------------------------------------------------------- helpers


def font(size: int, style: str = "regular") -> ImageFont.FreeTypeFont:
    """A DejaVu font (shipped with matplotlib): regular, bold, oblique, serif-italic, mono."""
    name = {
        "regular": "DejaVuSans.ttf",
        "bold": "DejaVuSans-Bold.ttf",
        "oblique": "DejaVuSans-Oblique.ttf",
        "serif-italic": "DejaVuSerif-Italic.ttf",
        "serif-bold": "DejaVuSerif-Bold.ttf",
        "mono": "DejaVuSansMono.ttf",
        "mono-bold": "DejaVuSansMono-Bold.ttf",
    }[style]
    return ImageFont.truetype(str(FONT_DIR / name), size)


def canvas(w: int, h: int, bg: Color = "white") -> tuple[Image.Image, Draw]:
    img = Image.new("RGB", (w, h), bg)
    return img, ImageDraw.Draw(img)


def text(
    d: Draw,
    xy: tuple[float, float],
    s: str,
    size: int = 20,
    fill: Color = "black",
    style: str = "regular",
    anchor: str = "la",
) -> None:
    d.text(xy, s, fill=fill, font=font(size, style), anchor=anchor)


def wrap(s: str, size: int, width: int, style: str = "regular") -> list[str]:
    """Greedy word wrap of ``s`` to ``width`` pixels."""
    f = font(size, style)
    lines: list[str] = []
    line = ""
    for word in s.split():
        trial = f"{line} {word}".strip()
        if f.getlength(trial) <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG", optimize=True)
    return buf.getvalue()


# --------------------------------------------------------------------------- business cards


def _business_card(
    company: str,
    accent: tuple[int, int, int],
    name: str,
    title: str,
    phone: str,
    email: str,
    web: str,
    tagline: str,
) -> Image.Image:
    bg = (236, 233, 226)
    img, _ = canvas(900, 560, bg)
    card, cd = canvas(800, 460, "white")
    cd.rectangle((0, 0, 18, 460), fill=accent)
    cd.ellipse((640, 36, 740, 136), fill=accent)
    cd.text((690, 86), company[:1], fill="white", font=font(60, "bold"), anchor="mm")
    text(cd, (60, 52), company.upper(), 26, accent, "bold")
    text(cd, (60, 88), tagline, 16, (110, 110, 110), "oblique")
    text(cd, (60, 190), name, 44, (25, 25, 25), "bold")
    text(cd, (60, 246), title, 24, (70, 70, 70))
    cd.line((60, 300, 740, 300), fill=(210, 210, 210), width=2)
    text(cd, (60, 326), f"Mobile  {phone}", 24, (30, 30, 30))
    text(cd, (60, 366), f"Email   {email}", 24, (30, 30, 30))
    text(cd, (60, 406), web, 20, accent)
    shadow = Image.new("RGB", (800, 460), (200, 196, 188)).filter(ImageFilter.GaussianBlur(4))
    img.paste(shadow, (58, 58))
    img.paste(card.rotate(-1.2, expand=False, fillcolor=bg), (50, 50))
    return img


def draw_card_priya() -> Image.Image:
    """Business card: Priya Raman, Senior Data Engineer, Northwind Analytics, mobile
    +1 (415) 555-0142, priya.raman@northwind.io."""
    return _business_card(
        "Northwind Analytics",
        (24, 92, 158),
        "Priya Raman",
        "Senior Data Engineer",
        "+1 (415) 555-0142",
        "priya.raman@northwind.io",
        "northwind.io",
        "Data you can steer by",
    )


def draw_card_marcus() -> Image.Image:
    """Business card: Marcus Feld, Product Manager, Lumen Robotics, mobile
    +1 (650) 555-0177, marcus.feld@lumenrobotics.com."""
    return _business_card(
        "Lumen Robotics",
        (196, 84, 28),
        "Marcus Feld",
        "Product Manager",
        "+1 (650) 555-0177",
        "marcus.feld@lumenrobotics.com",
        "lumenrobotics.com",
        "Robots for the last mile",
    )


def draw_card_elena() -> Image.Image:
    """Business card: Elena Soto, UX Researcher, Fathom Labs, mobile +1 (510) 555-0193,
    elena@fathomlabs.co."""
    return _business_card(
        "Fathom Labs",
        (46, 139, 87),
        "Elena Soto",
        "UX Researcher",
        "+1 (510) 555-0193",
        "elena@fathomlabs.co",
        "fathomlabs.co",
        "Research that goes deep",
    )


def draw_card_dana_new() -> Image.Image:
    """Business card: Dana Whitfield, Head of Design, Copperleaf Studio, mobile
    +1 (415) 555-0126, dana@copperleaf.studio."""
    return _business_card(
        "Copperleaf Studio",
        (150, 90, 40),
        "Dana Whitfield",
        "Head of Design",
        "+1 (415) 555-0126",
        "dana@copperleaf.studio",
        "copperleaf.studio",
        "Brand and product design",
    )


# --------------------------------------------------------------------------- phone screens

PHONE_W, PHONE_H = 480, 900


def _status_bar(d: Draw, dark: bool = False) -> None:
    fill = "white" if dark else "black"
    text(d, (28, 14), "9:41", 18, fill, "bold")
    d.rectangle((410, 18, 448, 34), outline=fill, width=2)
    d.rectangle((413, 21, 438, 31), fill=fill)


def _chat_screen(title: str, subtitle: str, bubbles: Sequence[tuple[str, str, str]]) -> Image.Image:
    """A messaging app screenshot; bubbles are (sender, text, time); sender "me" is right."""
    img, d = canvas(PHONE_W, PHONE_H, (255, 255, 255))
    _status_bar(d)
    d.rectangle((0, 50, PHONE_W, 130), fill=(246, 246, 248))
    text(d, (24, 76), "<", 30, (0, 122, 255), "bold")
    text(d, (PHONE_W // 2, 74), title, 22, "black", "bold", "mt")
    text(d, (PHONE_W // 2, 104), subtitle, 14, (120, 120, 120), "regular", "mt")
    d.line((0, 130, PHONE_W, 130), fill=(220, 220, 220), width=1)
    y = 150
    for sender, body, when in bubbles:
        mine = sender == "me"
        lines = wrap(body, 19, 290)
        h = 22 * len(lines) + 20
        if not mine:
            text(d, (30, y), f"{sender} · {when}", 13, (120, 120, 120))
            y += 20
            x0 = 22
            d.rounded_rectangle((x0, y, x0 + 320, y + h), 18, fill=(233, 233, 235))
            for i, line in enumerate(lines):
                text(d, (x0 + 14, y + 10 + 22 * i), line, 19, "black")
        else:
            text(d, (PHONE_W - 30, y), when, 13, (120, 120, 120), "regular", "ra")
            y += 20
            x1 = PHONE_W - 22
            d.rounded_rectangle((x1 - 320, y, x1, y + h), 18, fill=(0, 122, 255))
            for i, line in enumerate(lines):
                text(d, (x1 - 306, y + 10 + 22 * i), line, 19, "white")
        y += h + 18
    d.rounded_rectangle((20, PHONE_H - 70, PHONE_W - 20, PHONE_H - 28), 20, outline=(200, 200, 200))
    text(d, (40, PHONE_H - 60), "iMessage", 18, (170, 170, 170))
    return img


def draw_chat_bbq_plan() -> Image.Image:
    """Group chat "BBQ crew" screenshot: Lena proposes Saturday June 21; they settle on
    4 pm at Dolores Park (by the tennis courts); Omar brings drinks."""
    return _chat_screen(
        "BBQ crew",
        "Lena, Omar, you",
        [
            ("Lena", "Summer BBQ! Does Saturday June 21 work for everyone?", "Wed 7:02 PM"),
            ("Omar", "Yes!! what time?", "Wed 7:05 PM"),
            ("Lena", "4 pm at Dolores Park, by the tennis courts", "Wed 7:06 PM"),
            ("me", "I'm in, I'll bring the grill", "Wed 7:10 PM"),
            ("Omar", "I'll bring drinks", "Wed 7:11 PM"),
        ],
    )


def draw_chat_bbq_update() -> Image.Image:
    """Group chat "BBQ crew" screenshot: the park permit fell through; the BBQ moves to
    Lena's place, 2140 Fulton St, on Sunday June 22 at 3 pm."""
    return _chat_screen(
        "BBQ crew",
        "Lena, Omar, you",
        [
            ("Lena", "Bad news: the park permit fell through :(", "Thu 9:14 AM"),
            (
                "Lena",
                "Let's do it at my place instead: 2140 Fulton St, Sunday June 22 at 3 pm",
                "Thu 9:15 AM",
            ),
            ("Omar", "Works for me, see you Sunday", "Thu 9:20 AM"),
        ],
    )


def draw_chat_dinner_split() -> Image.Image:
    """Chat with Sam: he had the tagliatelle and the tiramisu, and they split the bottle of
    house red; he asks to be sent a request without tax and tip."""
    return _chat_screen(
        "Sam Okafor",
        "mobile",
        [
            ("me", "Fun dinner! What did you have again? I paid the whole bill", "Thu 10:31 PM"),
            (
                "Sam",
                "The tagliatelle and the tiramisu, and we split the bottle of red",
                "Thu 10:33 PM",
            ),
            ("Sam", "Just request it on Venmo, skip tax and tip, I got the cab", "Thu 10:34 PM"),
        ],
    )


def draw_missed_calls() -> Image.Image:
    """Phone app "Recents" screenshot of missed calls: +1 (628) 555-0111 "Spam Risk",
    Bayview Dental (415) 555-0133, +1 (209) 555-0144 "Potential Fraud", and +1 (628)
    555-0111 again."""
    img, d = canvas(PHONE_W, PHONE_H)
    _status_bar(d)
    text(d, (24, 70), "Recents", 34, "black", "bold")
    d.rounded_rectangle((120, 126, 360, 158), 8, fill=(236, 236, 238))
    d.rounded_rectangle((122, 128, 240, 156), 7, fill="white")
    text(d, (181, 142), "All", 16, "black", "regular", "mm")
    text(d, (300, 142), "Missed", 16, "black", "regular", "mm")
    rows = [
        ("+1 (628) 555-0111", "Spam Risk", "10:02 AM"),
        ("Bayview Dental", "(415) 555-0133", "9:47 AM"),
        ("+1 (209) 555-0144", "Potential Fraud", "Yesterday"),
        ("+1 (628) 555-0111", "Spam Risk", "Yesterday"),
    ]
    y = 180
    for title, sub, when in rows:
        text(d, (30, y), title, 22, (220, 38, 38), "bold")
        text(d, (30, y + 32), sub, 16, (120, 120, 120))
        text(d, (PHONE_W - 60, y + 10), when, 16, (120, 120, 120), "regular", "ra")
        d.ellipse((PHONE_W - 46, y + 10, PHONE_W - 24, y + 32), outline=(0, 122, 255), width=2)
        text(d, (PHONE_W - 35, y + 21), "i", 14, (0, 122, 255), "bold", "mm")
        d.line((30, y + 64, PHONE_W, y + 64), fill=(225, 225, 225), width=1)
        y += 80
    return img


def draw_spam_text() -> Image.Image:
    """SMS screenshot from +1 (341) 555-0199 claiming a $500 gift card prize with a
    suspicious link."""
    return _chat_screen(
        "+1 (341) 555-0199",
        "Text Message · SMS",
        [
            (
                "+1 (341) 555-0199",
                "CONGRATS! You have WON a $500 gift card. Claim within 24h: gft-claim.win/x7Q2",
                "Today 8:55 AM",
            ),
            (
                "+1 (341) 555-0199",
                "FINAL NOTICE: your prize expires today. Reply YES to claim.",
                "Today 9:20 AM",
            ),
        ],
    )


def draw_invite_lunch() -> Image.Image:
    """Calendar invitation screenshot: "Lunch with Dana", Thursday June 19 2025,
    12:30-1:30 PM, Tartine Manufactory, 595 Alabama St, from dana@copperleaf.studio."""
    img, d = canvas(PHONE_W, PHONE_H, (250, 250, 252))
    _status_bar(d)
    text(d, (24, 70), "Invitation", 30, "black", "bold")
    d.rounded_rectangle((20, 130, PHONE_W - 20, 560), 16, fill="white", outline=(225, 225, 225))
    d.rectangle((20, 130, 30, 560), fill=(150, 90, 40))
    text(d, (48, 156), "Lunch with Dana", 30, "black", "bold")
    text(d, (48, 214), "Thursday, June 19, 2025", 22, (40, 40, 40))
    text(d, (48, 248), "12:30 PM - 1:30 PM", 22, (40, 40, 40))
    text(d, (48, 300), "Location", 16, (130, 130, 130))
    text(d, (48, 324), "Tartine Manufactory", 22, (40, 40, 40), "bold")
    text(d, (48, 356), "595 Alabama St, San Francisco", 20, (40, 40, 40))
    text(d, (48, 408), "Organizer", 16, (130, 130, 130))
    text(d, (48, 432), "Dana Whitfield", 20, (40, 40, 40))
    text(d, (48, 460), "dana@copperleaf.studio", 18, (0, 122, 255))
    text(d, (48, 510), "Celebrating the new job!", 18, (90, 90, 90), "oblique")
    for i, (label, color) in enumerate(
        [("Accept", (52, 168, 83)), ("Maybe", (120, 120, 120)), ("Decline", (220, 38, 38))]
    ):
        x = 30 + i * 145
        d.rounded_rectangle((x, 600, x + 130, 648), 12, outline=color, width=2)
        text(d, (x + 65, 624), label, 20, color, "bold", "mm")
    return img


# --------------------------------------------------------------------------- paper


def _receipt(
    shop: str,
    address: str,
    stamp: str,
    items: Sequence[tuple[str, float]],
    tax: float,
    tip: float | None,
    seed: int,
) -> Image.Image:
    rng = random.Random(seed)
    w = 520
    h = 300 + 38 * len(items) + 230
    paper = (252, 250, 243)
    img, d = canvas(w, h, paper)
    for _ in range(900):  # paper grain
        x, y = rng.randrange(w), rng.randrange(h)
        g = rng.randrange(228, 246)
        d.point((x, y), fill=(g, g, g - 6))
    text(d, (w // 2, 40), shop, 30, "black", "mono-bold", "mt")
    text(d, (w // 2, 86), address, 16, (50, 50, 50), "mono", "mt")
    text(d, (w // 2, 112), stamp, 16, (50, 50, 50), "mono", "mt")
    d.line((30, 150, w - 30, 150), fill=(80, 80, 80), width=1)
    y = 172
    for name, price in items:
        text(d, (36, y), name, 19, "black", "mono")
        text(d, (w - 36, y), f"{price:.2f}", 19, "black", "mono", "ra")
        y += 38
    subtotal = round(sum(p for _, p in items), 2)
    d.line((30, y + 6, w - 30, y + 6), fill=(80, 80, 80), width=1)
    y += 22
    rows = [("SUBTOTAL", subtotal), ("TAX", tax)]
    if tip is not None:
        rows.append(("TIP", tip))
    for label, value in rows:
        text(d, (36, y), label, 19, "black", "mono")
        text(d, (w - 36, y), f"{value:.2f}", 19, "black", "mono", "ra")
        y += 34
    total = round(subtotal + tax + (tip or 0.0), 2)
    text(d, (36, y + 8), "TOTAL", 24, "black", "mono-bold")
    text(d, (w - 36, y + 8), f"${total:.2f}", 24, "black", "mono-bold", "ra")
    text(d, (w // 2, y + 70), "VISA **** 4417  APPROVED", 16, (50, 50, 50), "mono", "mt")
    text(d, (w // 2, y + 100), "Grazie! Come back soon", 16, (50, 50, 50), "mono", "mt")
    return img.rotate(0.8, expand=True, fillcolor=(60, 60, 64))


def draw_receipt_trattoria() -> Image.Image:
    """Restaurant receipt, Trattoria Milo, 06/12/2025: Margherita pizza 18.00, Tagliatelle
    al ragu 24.00, Caesar salad 14.00, House red (bottle) 42.00, Tiramisu 11.00; subtotal
    109.00, tax 9.54, tip 20.00, total $138.54."""
    return _receipt(
        "TRATTORIA MILO",
        "812 Valencia St, San Francisco",
        "06/12/2025  20:47  Table 9",
        [
            ("Margherita pizza", 18.00),
            ("Tagliatelle al ragu", 24.00),
            ("Caesar salad", 14.00),
            ("House red (bottle)", 42.00),
            ("Tiramisu", 11.00),
        ],
        9.54,
        20.00,
        seed=7,
    )


def draw_receipt_bar() -> Image.Image:
    """Bar receipt, The Foghorn, 06/12/2025: 2 x IPA pint 18.00, Negroni 14.00, Mezcal
    margarita 13.00, tax 4.00; total $49.00."""
    return _receipt(
        "THE FOGHORN",
        "1530 Mission St, San Francisco",
        "06/12/2025  22:58  Bar",
        [("2 x IPA pint", 18.00), ("Negroni", 14.00), ("Mezcal margarita", 13.00)],
        4.00,
        None,
        seed=11,
    )


def draw_note_plumber() -> Image.Image:
    """Handwritten note from the landlord Carol: the plumber for the kitchen leak is Mike
    Alvarez (Bayside Plumbing), call 415-555-0168, free Tuesday morning."""
    rng = random.Random(3)
    w, h = 720, 620
    paper = (255, 249, 196)
    img, d = canvas(w, h, paper)
    for y in range(90, h, 44):
        d.line((0, y, w, y), fill=(190, 210, 235), width=2)
    d.line((70, 0, 70, h), fill=(235, 150, 150), width=2)
    lines = [
        "Jordan -",
        "plumber for the kitchen leak:",
        "Mike Alvarez",
        "(Bayside Plumbing)",
        "call him: 415-555-0168",
        "he's free Tue morning",
        "        - Carol (landlord)",
    ]
    ink = (24, 40, 120)
    y = 50
    underline_y = 0
    for i, line in enumerate(lines):
        size = 40 if i in (2, 4) else 34
        x: float = 90
        for ch in line:
            f = font(size + rng.randint(-2, 2), "serif-italic")
            dy = rng.randint(-2, 2)
            d.text((x, y + dy), ch, fill=ink, font=f)
            x += f.getlength(ch) + rng.uniform(-0.5, 1.2)
        if i == 4:
            underline_y = y + 54
        y += 74 if i == 3 else 76
    d.line((95, underline_y, 520, underline_y), fill=ink, width=3)  # underline the number
    return img.rotate(-2.5, expand=True, fillcolor=(90, 80, 70))


def _barcode(d: Draw, x: int, y: int, digits: str, height: int = 90) -> None:
    """A UPC-A-looking barcode (bars derived from the digits) with the digits below."""
    bits = "101"
    for i, ch in enumerate(digits[:12]):
        v = int(ch)
        pattern = format((v * 37 + 11 * i) % 128, "07b")
        bits += pattern if i < 6 else "".join("1" if b == "0" else "0" for b in pattern)
        if i == 5:
            bits += "01010"
    bits += "101"
    for i, bit in enumerate(bits):
        if bit == "1":
            d.rectangle((x + 3 * i, y, x + 3 * i + 2, y + height), fill="black")
    spaced = f"{digits[0]} {digits[1:6]} {digits[6:11]} {digits[11]}"
    text(d, (x + 3 * len(bits) // 2, y + height + 8), spaced, 22, "black", "mono", "mt")


def _label(
    brand: str,
    product: str,
    loads: int,
    size: str,
    price: float,
    upc: str,
    color: tuple[int, int, int],
) -> Image.Image:
    img, d = canvas(640, 720, (235, 238, 242))
    d.rounded_rectangle((40, 30, 600, 690), 40, fill=color)
    d.rounded_rectangle((80, 70, 560, 420), 24, fill="white")
    text(d, (320, 110), brand, 40, color, "bold", "mt")
    for i, line in enumerate(wrap(product, 28, 420, "bold")):
        text(d, (320, 180 + 36 * i), line, 28, (30, 30, 30), "bold", "mt")
    text(d, (320, 290), f"{loads} LOADS", 46, (30, 30, 30), "bold", "mt")
    text(d, (320, 356), size, 22, (80, 80, 80), "regular", "mt")
    d.rounded_rectangle((80, 440, 560, 660), 16, fill="white")
    _barcode(d, 120, 460, upc)
    text(d, (540, 620), f"${price:.2f}", 30, (200, 30, 30), "bold", "ra")
    return img


def draw_label_brightwash() -> Image.Image:
    """Product label: BrightWash Ultra laundry detergent, 64 loads, 100 fl oz, $17.99,
    UPC 0 36000 29145 2."""
    return _label(
        "BrightWash",
        "Ultra Laundry Detergent",
        64,
        "100 FL OZ (2.95 L)",
        17.99,
        "036000291452",
        (30, 110, 200),
    )


def draw_label_cleanco() -> Image.Image:
    """Product label: CleanCo Free & Clear laundry detergent, 96 loads, 150 fl oz, $22.49,
    UPC 0 72613 45871 9."""
    return _label(
        "CleanCo",
        "Free & Clear Laundry Detergent",
        96,
        "150 FL OZ (4.43 L)",
        22.49,
        "072613458719",
        (40, 150, 110),
    )


# --------------------------------------------------------------------------- main

DRAWINGS: dict[str, Callable[[], Image.Image]] = {
    name.removeprefix("draw_"): fn
    for name, fn in sorted(globals().items())
    if name.startswith("draw_") and callable(fn)
}


def render_all() -> dict[str, bytes]:
    """Every image as PNG bytes, by file name."""
    return {f"{name}.png": png(fn()) for name, fn in DRAWINGS.items()}


def main(argv: Sequence[str] | None = None) -> int:
    """Write (or check) the images."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="output directory")
    parser.add_argument("--check", action="store_true", help="compare instead of writing")
    args = parser.parse_args(argv)
    images = render_all()
    if args.check:
        stale = [
            n
            for n, data in images.items()
            if not (args.out / n).is_file() or (args.out / n).read_bytes() != data
        ]
        for name in stale:
            print(f"differs: {args.out / name}")
        return 1 if stale else 0
    args.out.mkdir(parents=True, exist_ok=True)
    for name, data in images.items():
        (args.out / name).write_bytes(data)
        print(f"wrote {args.out / name} ({len(data) // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
