"""Documents drawn with Pillow: receipts, invoices, forms, menus, tickets, business cards,
posters and handwritten-style notes. Every function returns a `Drawing` whose ``text`` is
exactly what it drew. Amounts are passed as display strings (``"18.00"``) so the picture
shows precisely what the scenario expects."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageFilter

from .core import Color, Drawing, TextCanvas, font, rng_for, wrap

Item = tuple[str, str]  # (label, amount as shown)


def _paper_shadow(img: Image.Image, bg: Color = (226, 223, 216), pad: int = 30) -> Image.Image:
    """Put a document on a table-coloured background with a soft shadow."""
    w, h = img.size
    out = Image.new("RGB", (w + 2 * pad, h + 2 * pad), bg)
    shadow = Image.new("RGB", (w, h), (190, 186, 178)).filter(ImageFilter.GaussianBlur(6))
    out.paste(shadow, (pad + 6, pad + 8))
    out.paste(img, (pad, pad))
    return out


def receipt(
    merchant: str,
    items: Sequence[Item],
    *,
    total: str,
    date: str,
    address: str = "",
    subtotal: str | None = None,
    tax: str | None = None,
    tip: str | None = None,
    payment: str = "VISA **** 4021",
    footer: str = "Thank you!",
    currency: str = "$",
    extra_lines: Sequence[str] = (),
    description: str | None = None,
) -> Drawing:
    """A till receipt (monospace, narrow paper)."""
    rows = len(items) + 12 + len(extra_lines) + sum(x is not None for x in (subtotal, tax, tip))
    w, h = 520, 60 + rows * 34
    c = TextCanvas(w, h, (252, 251, 247))
    y = 30.0
    c.text((w / 2, y), merchant, 28, style="mono-bold", anchor="ma")
    y += 42
    if address:
        c.text((w / 2, y), address, 18, (60, 60, 60), "mono", anchor="ma")
        y += 30
    c.text((w / 2, y), date, 20, (40, 40, 40), "mono", anchor="ma")
    y += 40
    c.draw.line((24, y, w - 24, y), fill=(150, 150, 150), width=2)
    y += 16
    for label, amount in items:
        c.text((30, y), label, 21, style="mono", record=False)
        c.text((w - 30, y), f"{amount}", 21, style="mono", anchor="ra", record=False)
        c.lines.append(f"{label}  {amount}")
        y += 32
    c.draw.line((24, y + 4, w - 24, y + 4), fill=(150, 150, 150), width=2)
    y += 18
    for label, value in (("Subtotal", subtotal), ("Tax", tax), ("Tip", tip)):
        if value is not None:
            c.text((30, y), label, 21, style="mono", record=False)
            c.text((w - 30, y), f"{currency}{value}", 21, style="mono", anchor="ra", record=False)
            c.lines.append(f"{label}  {currency}{value}")
            y += 32
    c.text((30, y + 4), "TOTAL", 25, style="mono-bold", record=False)
    c.text((w - 30, y + 4), f"{currency}{total}", 25, style="mono-bold", anchor="ra", record=False)
    c.lines.append(f"TOTAL  {currency}{total}")
    y += 48
    for line in [payment, *extra_lines]:
        c.text((30, y), line, 19, (50, 50, 50), "mono")
        y += 30
    c.text((w / 2, y + 10), footer, 19, (80, 80, 80), "mono", anchor="ma")
    img = c.image.crop((0, 0, w, int(y + 50)))
    img = _paper_shadow(img).rotate(-0.6, expand=False, fillcolor=(226, 223, 216))
    return Drawing(
        img,
        c.lines,
        "receipt",
        "docs_charts_tables",
        description or f"Receipt from {merchant} dated {date}, total {currency}{total}",
    )


def invoice(
    company: str,
    number: str,
    *,
    bill_to: Sequence[str],
    issued: str,
    due: str,
    lines: Sequence[tuple[str, str, str, str]],
    total: str,
    notes: Sequence[str] = (),
    accent: tuple[int, int, int] = (30, 80, 140),
    currency: str = "$",
    description: str | None = None,
) -> Drawing:
    """An A4-like invoice; ``lines`` are (description, qty, unit price, amount)."""
    w, h = 900, 560 + 40 * len(lines) + 34 * len(notes)
    c = TextCanvas(w, h)
    c.draw.rectangle((0, 0, w, 14), fill=accent)
    c.text((50, 50), company, 34, accent, "bold")
    c.text((w - 50, 50), "INVOICE", 34, (60, 60, 60), "bold", anchor="ra")
    c.text((w - 50, 100), f"Invoice # {number}", 20, anchor="ra")
    c.text((w - 50, 130), f"Issued: {issued}", 20, anchor="ra")
    c.text((w - 50, 160), f"Due: {due}", 20, anchor="ra")
    c.text((50, 120), "Bill to:", 20, (90, 90, 90), "bold")
    y = 150.0
    for line in bill_to:
        c.text((50, y), line, 20)
        y += 30
    y = max(y, 200) + 30
    c.draw.rectangle((40, y, w - 40, y + 40), fill=(236, 240, 246))
    cols = (50, 520, 640, w - 50)
    for x, head, anchor in zip(
        cols, ("Description", "Qty", "Unit", "Amount"), ("la", "ra", "ra", "ra"), strict=True
    ):
        c.text((x, y + 8), head, 19, style="bold", anchor=anchor, record=False)
    c.lines.append("Description  Qty  Unit  Amount")
    y += 52
    for desc, qty, unit, amount in lines:
        c.text((50, y), desc, 20, record=False)
        c.text((520, y), qty, 20, anchor="ra", record=False)
        c.text((640, y), unit, 20, anchor="ra", record=False)
        c.text((w - 50, y), amount, 20, anchor="ra", record=False)
        c.lines.append(f"{desc}  {qty}  {unit}  {amount}")
        y += 40
    c.draw.line((40, y, w - 40, y), fill=(180, 180, 180), width=2)
    y += 20
    c.text((640, y), "Total due", 24, style="bold", anchor="ra", record=False)
    c.text((w - 50, y), f"{currency}{total}", 24, style="bold", anchor="ra", record=False)
    c.lines.append(f"Total due  {currency}{total}")
    y += 60
    for note in notes:
        c.text((50, y), note, 18, (70, 70, 70))
        y += 34
    img = _paper_shadow(c.image.crop((0, 0, w, int(y + 30))))
    return Drawing(
        img,
        c.lines,
        "invoice",
        "docs_charts_tables",
        description or f"Invoice {number} from {company}, total {currency}{total}, due {due}",
    )


def form(
    title: str,
    fields: Sequence[tuple[str, str]],
    *,
    subtitle: str = "",
    checkboxes: Sequence[tuple[str, bool]] = (),
    handwritten: bool = True,
    description: str | None = None,
) -> Drawing:
    """A paper form with labelled boxes, filled in by hand (or typed)."""
    w = 860
    h = 200 + 78 * len(fields) + 44 * len(checkboxes)
    c = TextCanvas(w, h, (250, 250, 246))
    c.text((40, 36), title, 30, style="bold")
    y = 82.0
    if subtitle:
        c.text((40, y), subtitle, 18, (90, 90, 90))
        y += 36
    fill_style = "hand" if handwritten else "regular"
    r = rng_for(title, "form")
    for label, value in fields:
        c.text((40, y), label, 17, (80, 80, 80), record=False)
        c.draw.rectangle((40, y + 24, w - 40, y + 66), outline=(120, 120, 120), width=2)
        c.text((54 + r.uniform(0, 6), y + 30), value, 26, (20, 30, 110), fill_style, record=False)
        c.lines.append(f"{label}: {value}")
        y += 78
    for label, checked in checkboxes:
        c.draw.rectangle((40, y, 66, y + 26), outline=(60, 60, 60), width=2)
        if checked:
            c.draw.line((44, y + 12, 52, y + 22), fill=(20, 30, 110), width=4)
            c.draw.line((52, y + 22, 64, y + 2), fill=(20, 30, 110), width=4)
        c.text((80, y), label, 20, record=False)
        c.lines.append(f"[{'x' if checked else ' '}] {label}")
        y += 44
    img = _paper_shadow(c.image.crop((0, 0, w, int(y + 30))))
    return Drawing(
        img, c.lines, "form", "docs_charts_tables", description or f"Filled-in form: {title}"
    )


def menu(
    restaurant: str,
    sections: Sequence[tuple[str, Sequence[Item]]],
    *,
    tagline: str = "",
    footer: str = "",
    currency: str = "",
    dark: bool = False,
    description: str | None = None,
) -> Drawing:
    """A restaurant or cafe menu (sections of items with prices)."""
    n = sum(len(items) + 2 for _, items in sections)
    w, h = 760, 200 + 40 * n
    bg, fg, accent = (
        ((34, 32, 30), (240, 236, 226), (230, 180, 90))
        if dark
        else ((250, 246, 236), (30, 30, 30), (150, 60, 40))
    )
    c = TextCanvas(w, h, bg)
    c.text((w / 2, 40), restaurant, 40, accent, "serif-bold", anchor="ma")
    y = 100.0
    if tagline:
        c.text((w / 2, y), tagline, 20, fg, "serif-italic", anchor="ma")
        y += 40
    for section, items in sections:
        y += 10
        c.text((60, y), section.upper(), 24, accent, "bold")
        y += 40
        for label, price in items:
            c.text((70, y), label, 22, fg, "serif", record=False)
            c.text((w - 60, y), f"{currency}{price}", 22, fg, "serif", anchor="ra", record=False)
            c.lines.append(f"{label}  {currency}{price}")
            y += 38
    if footer:
        y += 10
        c.text((w / 2, y), footer, 18, fg, "serif-italic", anchor="ma")
        y += 30
    img = c.image.crop((0, 0, w, int(y + 30)))
    return Drawing(
        img, c.lines, "menu", "docs_charts_tables", description or f"Menu of {restaurant}"
    )


def ticket(
    header: str,
    fields: Sequence[tuple[str, str]],
    *,
    title: str = "",
    code: str = "",
    accent: tuple[int, int, int] = (20, 90, 160),
    description: str | None = None,
) -> Drawing:
    """A ticket or boarding pass: a coloured header and a grid of labelled values."""
    w = 900
    rows = (len(fields) + 1) // 2
    h = 190 + 92 * rows + (60 if code else 0)
    c = TextCanvas(w, h, (248, 248, 250))
    c.draw.rectangle((0, 0, w, 90), fill=accent)
    c.text((40, 26), header, 32, "white", "bold")
    y = 110.0
    if title:
        c.text((40, y), title, 28, (20, 20, 20), "bold")
        y += 50
    for i, (label, value) in enumerate(fields):
        x = 40 + (i % 2) * 430
        yy = y + (i // 2) * 92
        c.text((x, yy), label.upper(), 16, (110, 110, 110), "bold", record=False)
        c.text((x, yy + 26), value, 28, (20, 20, 20), "bold", record=False)
        c.lines.append(f"{label}: {value}")
    y += rows * 92
    if code:
        r = rng_for(header, code)
        x = 40
        while x < 560:
            bw = r.choice((2, 3, 5))
            c.draw.rectangle((x, y, x + bw, y + 40), fill="black")
            x += bw + r.choice((2, 3, 4))
        c.text((600, y + 8), code, 22, style="mono")
        y += 60
    img = _paper_shadow(c.image.crop((0, 0, w, int(y + 10))), pad=24)
    return Drawing(
        img,
        c.lines,
        "ticket",
        "docs_charts_tables",
        description or f"Ticket: {header} {title}".strip(),
    )


def business_card(
    name: str,
    title: str,
    company: str,
    *,
    phone: str,
    email: str,
    web: str = "",
    tagline: str = "",
    address: str = "",
    accent: tuple[int, int, int] = (24, 92, 158),
    description: str | None = None,
) -> Drawing:
    """A business card photographed on a table (slightly rotated, soft shadow)."""
    bg = (236, 233, 226)
    img = Image.new("RGB", (900, 560), bg)
    c = TextCanvas(800, 460)
    c.draw.rectangle((0, 0, 18, 460), fill=accent)
    c.draw.ellipse((640, 36, 740, 136), fill=accent)
    c.draw.text((690, 86), company[:1], fill="white", font=font(60, "bold"), anchor="mm")
    c.text((60, 52), company.upper(), 26, accent, "bold")
    if tagline:
        c.text((60, 88), tagline, 16, (110, 110, 110), "oblique")
    c.text((60, 180), name, 44, (25, 25, 25), "bold")
    c.text((60, 236), title, 24, (70, 70, 70))
    c.draw.line((60, 290, 740, 290), fill=(210, 210, 210), width=2)
    y = 308
    for line in (f"Mobile  {phone}", f"Email  {email}", address, web):
        if line:
            c.text((60, y), line, 22, (30, 30, 30) if line != web else accent)
            y += 36
    shadow = Image.new("RGB", (800, 460), (200, 196, 188)).filter(ImageFilter.GaussianBlur(4))
    img.paste(shadow, (58, 58))
    img.paste(c.image.rotate(-1.0, expand=False, fillcolor=bg), (50, 50))
    return Drawing(
        img,
        c.lines,
        "business_card",
        "docs_charts_tables",
        description or f"Business card: {name}, {title} at {company}, {phone}, {email}",
    )


def poster(
    headline: str,
    lines: Sequence[str],
    *,
    kicker: str = "",
    footer: str = "",
    palette: tuple[Color, Color, Color] = ((24, 40, 72), (255, 196, 60), (250, 250, 250)),
    kind: str = "poster",
    description: str | None = None,
) -> Drawing:
    """An event poster or infographic panel: big headline, key facts, footer."""
    bg, accent, fg = palette
    w = 760
    body: list[str] = []
    for line in lines:
        body.extend(wrap(line, 28, w - 120, "bold"))
    h = 320 + 52 * len(body) + (60 if footer else 0)
    c = TextCanvas(w, h, bg)
    y = 50.0
    if kicker:
        c.text((60, y), kicker.upper(), 22, accent, "bold")
        y += 44
    for part in wrap(headline, 52, w - 120, "bold"):
        c.text((60, y), part, 52, fg, "bold")
        y += 64
    c.draw.rectangle((60, y + 10, 220, y + 18), fill=accent)
    y += 50
    for line in body:
        c.text((60, y), line, 28, fg, "bold")
        y += 52
    if footer:
        y += 20
        c.text((60, y), footer, 20, accent)
        y += 40
    img = c.image.crop((0, 0, w, int(y + 30)))
    return Drawing(img, c.lines, kind, "docs_charts_tables", description or f"Poster: {headline}")


def note(
    lines: Sequence[str],
    *,
    paper: str = "sticky",
    style: str = "hand",
    size: int = 34,
    seed: str = "",
    description: str | None = None,
    category: str = "natural_text_rich",
) -> Drawing:
    """A handwritten-style note (Comic Neue / Humor Sans / DKG handwriting fonts) on a
    sticky note, lined paper or a card, each line slightly jittered and tilted, and the
    sheet photographed on a desk (soft shadow, slight rotation). ``paper``: ``sticky``,
    ``lined`` or ``card``."""
    r = rng_for("note", seed, *lines)
    f = font(size, style)
    width = int(max(f.getlength(line) for line in lines)) + 110
    w = max(width, 420)
    line_h = int(size * 1.6)
    h = 90 + line_h * len(lines)
    bg = {"sticky": (255, 240, 140), "lined": (252, 252, 248), "card": (245, 238, 225)}[paper]
    c = TextCanvas(w, h, bg)
    if paper == "lined":
        for i in range(len(lines) + 1):
            yy = 60 + i * line_h + size
            c.draw.line((20, yy, w - 20, yy), fill=(170, 200, 230), width=2)
        c.draw.line((50, 0, 50, h), fill=(230, 150, 150), width=2)
    ink = r.choice([(25, 35, 120), (30, 30, 30), (20, 70, 40)])
    for i, line in enumerate(lines):
        layer = Image.new("RGBA", (w, line_h + 20), (0, 0, 0, 0))
        from PIL import ImageDraw

        ImageDraw.Draw(layer).text((0, 6), line, font=f, fill=(*ink, 255))
        layer = layer.rotate(r.uniform(-1.5, 1.5), expand=False, resample=Image.Resampling.BICUBIC)
        c.image.paste(
            layer, (int(60 + r.uniform(-6, 10)), int(40 + i * line_h + r.uniform(-3, 3))), layer
        )
        c.lines.append(line)
    desk = (120, 96, 72)
    sheet = c.image.rotate(
        r.uniform(-2.5, 2.5), expand=True, fillcolor=desk, resample=Image.Resampling.BICUBIC
    )
    out = Image.new("RGB", (sheet.width + 80, sheet.height + 80), desk)
    out.paste(sheet, (40, 40))
    return Drawing(
        out,
        c.lines,
        "handwritten_note",
        category,  # type: ignore[arg-type]
        description or "Handwritten note: " + " / ".join(lines),
        photo=False,
    )
