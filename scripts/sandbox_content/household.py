"""Draw every image of the "household" group's scenarios (running a home, a small business
or a club: bills, chores, school, repairs, a family member's appointments, a sports team, a
landlord).

The scenarios are hand-written in ``data/sandbox/scenarios/household/``; one
``draw_<scenario id>`` function per scenario draws its images, and
`kit.group.draw_scenarios` runs them and rewrites each file's ``images:`` block.

Usage::

    .venv/bin/python scripts/sandbox_content/household.py                  # every scenario
    .venv/bin/python scripts/sandbox_content/household.py hh_sink_leak_quotes
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kit import SCENARIOS_DIR, Drawing, ImageSet, Screens, charts, documents, photos, rng_for
from kit.core import font
from kit.group import draw_scenarios, drawers
from kit.pages import detail_page as web_page
from PIL import Image, ImageDraw, ImageFilter

GROUP_DIR = SCENARIOS_DIR / "household"

# --------------------------------------------------------------------------- helpers


def kid_drawing(
    words: Sequence[str], *, seed: str, description: str, sun: bool = True, figures: int = 3
) -> Drawing:
    """A child's crayon drawing (house, sun, stick figures) with a few scrawled words,
    photographed on a table: "natural, less text"."""
    r = rng_for("kid", seed)
    w, h = 900, 680
    paper = Image.new("RGB", (w, h), (250, 248, 240))
    d = ImageDraw.Draw(paper)

    def crayon(
        points: list[tuple[float, float]], color: tuple[int, int, int], width: int = 7
    ) -> None:
        for _ in range(2):
            jitter = [(x + r.uniform(-3, 3), y + r.uniform(-3, 3)) for x, y in points]
            d.line(jitter, fill=color, width=width, joint="curve")

    # grass and sky strokes
    for x in range(0, w, 14):
        crayon([(x, h - 60), (x + 6, h - 90 - r.uniform(0, 20))], (60, 160, 60), 5)
    if sun:
        cx, cy = 760, 110
        d.ellipse((cx - 55, cy - 55, cx + 55, cy + 55), outline=(245, 190, 20), width=9)
        for i in range(10):
            import math

            a = i * math.pi / 5
            crayon(
                [
                    (cx + 70 * math.cos(a), cy + 70 * math.sin(a)),
                    (cx + 105 * math.cos(a), cy + 105 * math.sin(a)),
                ],
                (245, 190, 20),
                6,
            )
    # house
    crayon([(120, 520), (120, 330), (360, 330), (360, 520), (120, 520)], (200, 60, 50))
    crayon([(100, 340), (240, 210), (380, 340)], (120, 60, 160))
    crayon([(210, 520), (210, 430), (270, 430), (270, 520)], (90, 60, 30))
    # stick figures
    for i in range(figures):
        x = 450 + i * 120
        y = 380 + r.uniform(-20, 20)
        col = r.choice([(30, 90, 200), (220, 80, 140), (240, 140, 20), (40, 40, 40)])
        d.ellipse((x - 28, y - 90, x + 28, y - 34), outline=col, width=6)
        crayon([(x, y - 34), (x, y + 60)], col)
        crayon([(x - 45, y), (x + 45, y - 10)], col)
        crayon([(x, y + 60), (x - 35, y + 130)], col)
        crayon([(x, y + 60), (x + 35, y + 130)], col)
    # words, big and scrawly
    y = 150.0
    for i, word in enumerate(words):
        f = font(58 if i == 0 else 48, "hand-bold")
        layer = Image.new("RGBA", (w, 90), (0, 0, 0, 0))
        ImageDraw.Draw(layer).text((0, 8), word, font=f, fill=(30, 30, 140, 255))
        layer = layer.rotate(r.uniform(-2.5, 2.5), resample=Image.Resampling.BICUBIC)
        pos = (60, 40) if i == 0 else (60, int(120 + (i - 1) * 66))
        paper.paste(layer, pos, layer)
        y += 70
    desk = (176, 140, 100)
    sheet = paper.rotate(
        r.uniform(-3, 3), expand=True, fillcolor=desk, resample=Image.Resampling.BICUBIC
    )
    out = Image.new("RGB", (sheet.width + 100, sheet.height + 100), desk)
    shadow = Image.new("RGB", sheet.size, (130, 100, 70)).filter(ImageFilter.GaussianBlur(10))
    out.paste(shadow, (60, 62))
    out.paste(sheet, (50, 50))
    out = out.resize((900, round(900 * out.height / out.width)), Image.Resampling.LANCZOS)
    return Drawing(
        out,
        list(words),
        "kids_drawing_photo",
        "natural_less_text",
        description,
        photo=True,
    )


def object_photo(
    base: str,
    label: Sequence[str],
    *,
    seed: str,
    description: str,
    body: tuple[int, int, int],
    label_style: str = "sticker",
    body_box: tuple[int, int, int, int] = (70, 30, 730, 500),
    label_xy: tuple[int, int] = (260, 170),
    label_size: int = 54,
    extras: str = "",
    kind: str = "object_photo",
) -> Drawing:
    """A household object (bin lid, boiler, meter, car door...) photographed close up in
    front of a real photo: a plastic or enamel body with a sticker or a small LCD showing a
    few words. "Natural, less text": the label is the only text."""
    import numpy as np
    from kit.photos import PHOTOS, _base, _fit, _grade

    src = PHOTOS[base]
    r = rng_for("object", seed)
    scene = _fit(_base(base), (800, 600), None).filter(ImageFilter.GaussianBlur(4))
    d = ImageDraw.Draw(scene)
    x0, y0, x1, y1 = body_box
    # body with a vertical light gradient
    grad = Image.new("RGB", (x1 - x0, y1 - y0))
    gd = ImageDraw.Draw(grad)
    for yy in range(y1 - y0):
        k = 1.08 - 0.22 * yy / (y1 - y0)
        gd.line((0, yy, x1 - x0, yy), fill=tuple(min(255, int(c * k)) for c in body))
    mask = Image.new("L", grad.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, *grad.size), radius=36, fill=255)
    shadow = Image.new("RGB", grad.size, (30, 30, 30)).filter(ImageFilter.GaussianBlur(12))
    scene.paste(shadow, (x0 + 10, y0 + 14), mask)
    scene.paste(grad, (x0, y0), mask)
    if extras == "boiler":
        # control knobs and a round pressure gauge below the display
        for i in range(2):
            cx = x0 + 200 + i * 260
            d.ellipse(
                (cx - 34, y1 - 120, cx + 34, y1 - 52),
                fill=(70, 72, 78),
                outline=(40, 40, 44),
                width=4,
            )
        d.ellipse(
            (x0 + 300, y1 - 130, x0 + 380, y1 - 50),
            fill=(245, 245, 240),
            outline=(90, 90, 90),
            width=5,
        )
        d.line((x0 + 340, y1 - 90, x0 + 362, y1 - 112), fill=(200, 30, 30), width=4)
    elif extras == "pillbox":
        letters = ["L", "M", "M", "J", "V", "S", "D"]
        cw = (x1 - x0 - 80) / 7
        for i, ch in enumerate(letters):
            bx = x0 + 40 + i * cw
            d.rounded_rectangle(
                (bx + 6, y0 + 110, bx + cw - 6, y1 - 110),
                radius=18,
                fill=tuple(min(255, int(c * 1.15)) for c in body),
                outline=(60, 90, 130),
                width=3,
            )
            d.text(
                (bx + cw / 2, y0 + 170), ch, font=font(40, "bold"), fill=(30, 40, 70), anchor="mm"
            )
            d.ellipse(
                (bx + cw / 2 - 12, y1 - 190, bx + cw / 2 + 12, y1 - 166), fill=(250, 250, 250)
            )
    elif extras == "bin":
        d.rounded_rectangle(
            (x0 + 40, y0 + 20, x1 - 40, y0 + 60), radius=14, fill=tuple(int(c * 0.8) for c in body)
        )
        for i in range(6):
            yy = y1 - 60 - i * 10
            d.line((x0 + 60, yy, x1 - 60, yy), fill=tuple(int(c * 0.9) for c in body), width=2)
    if label_style == "none":
        out = _grade(scene, seed, 0.7).filter(ImageFilter.GaussianBlur(0.6))
        return Drawing(
            out,
            list(label),
            kind,
            "natural_less_text",
            description,
            photo=True,
            licence=src.licence,
            source=src.source,
            base=base,
        )
    # label
    f = font(label_size, "bold")
    tw = max(int(f.getlength(t)) for t in label) + 60
    th = int(label_size * 1.35) * len(label) + 36
    lab = Image.new("RGB", (tw, th), (178, 198, 166) if label_style == "lcd" else (255, 255, 255))
    ld = ImageDraw.Draw(lab)
    if label_style == "sticker":
        ld.rectangle((0, 0, tw - 1, th - 1), outline=(230, 160, 0), width=8)
    else:
        ld.rectangle((0, 0, tw - 1, th - 1), outline=(150, 168, 140), width=5)
    for i, t in enumerate(label):
        ld.text((30, 18 + i * int(label_size * 1.35)), t, font=f, fill=(20, 26, 20))
    lab = lab.rotate(
        r.uniform(-2, 2), expand=True, fillcolor=body, resample=Image.Resampling.BICUBIC
    )
    scene.paste(lab, label_xy)
    out = _grade(scene, seed, 0.7).filter(ImageFilter.GaussianBlur(0.6))
    arr = np.asarray(out).astype(np.float32)
    vign = np.fromfunction(
        lambda yy, xx: 1 - 0.25 * (((xx - 400) / 400) ** 2 + ((yy - 300) / 300) ** 2), (600, 800)
    )
    out = Image.fromarray(np.clip(arr * vign[..., None], 0, 255).astype(np.uint8))
    return Drawing(
        out,
        list(label),
        kind,
        "natural_less_text",
        description,
        photo=True,
        licence=src.licence,
        source=src.source,
        base=base,
    )


# --------------------------------------------------------------------------- batch 1


def draw_hh_sink_leak_quotes(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_sink_leak_quotes", script=__file__)
    imgs.add(
        "leak_photo",
        photos.photo(
            "water_drop",
            seed="hh_sink_leak_quotes:leak",
            crop=(0.15, 0.1, 0.85, 0.9),
            description="Close-up photo from under the kitchen sink: water dripping and "
            "splashing into the pool that has collected in the cupboard; no text",
        ),
    )
    imgs.add(
        "quote_dan",
        documents.note(
            [
                "Dan Byrne Plumbing",
                "Kitchen sink leak (trap)",
                "Call-out EUR 60 + labour EUR 45",
                "Can do Sat 15 Mar 10am",
                "087 555 0142",
            ],
            paper="card",
            size=32,
            seed="hh_sink_leak_quotes:dan",
            description="Handwritten quote card from Dan Byrne Plumbing: call-out EUR 60 plus "
            "labour EUR 45 for the kitchen sink trap, available Sat 15 Mar 10am, 087 555 0142",
        ),
        decisive=["EUR 60", "EUR 45", "Sat 15 Mar 10am"],
    )
    imgs.add(
        "quote_flowright",
        screens.email(
            "FlowRight Plumbing <bookings@flowright.ie>",
            "Quote Q-2291: kitchen sink leak, Flat 4B",
            "Mon 10 Mar, 16:02",
            [
                "Hi Tomasz,",
                "Thanks for the photos. Fixed price to replace the sink trap and seals: "
                "EUR 95 all in (call-out included).",
                "Free slots this week: Thu 13 Mar 08:00 or Sat 15 Mar 12:00. Reply with the one "
                "you want. The job takes about an hour.",
                "FlowRight Plumbing, Phibsborough",
            ],
            to="Tomasz Wojcik",
            description="Email quote from FlowRight Plumbing: EUR 95 all in, slots Thu 13 Mar "
            "08:00 or Sat 15 Mar 12:00, about an hour",
        ),
        decisive=["EUR 95 all in", "Thu 13 Mar 08:00", "Sat 15 Mar 12:00"],
    )
    imgs.add(
        "quote_aoife",
        screens.chat(
            "Aoife Kelly Plumbing",
            [
                (
                    "me",
                    "Hi, got your number from the hardware shop. Kitchen sink leaking under the trap",
                    "15:10",
                ),
                ("them", "Hi! Labour EUR 80 + EUR 30 call-out", "15:41"),
                ("them", "I could come Wed 12 Mar at 17:30, takes an hour max", "15:42"),
            ],
            subtitle="Text Message",
            clock="19:12",
            description="Text thread with Aoife Kelly Plumbing: labour EUR 80 plus EUR 30 "
            "call-out, can come Wed 12 Mar at 17:30, an hour max",
        ),
        decisive=["EUR 80", "EUR 30", "Wed 12 Mar at 17:30"],
    )
    imgs.add(
        "priya_chat",
        screens.chat(
            "Priya Nair",
            [
                ("them", "Did you see the landlord's notice in the hall??", "20:31"),
                (
                    "them",
                    "Water is OFF for the whole building all day Saturday, they're replacing the riser",
                    "20:31",
                ),
                ("me", "ugh. so no plumber on Sat", "20:40"),
            ],
            subtitle="Flatmate",
            clock="20:41",
            description="Chat with flatmate Priya Nair: the landlord's notice says the water is "
            "off for the whole building all day Saturday",
        ),
        decisive=["Water is OFF for the whole building all day Saturday"],
    )
    return imgs


def draw_hh_nursery_show(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_nursery_show", script=__file__)
    imgs.add(
        "drawing",
        kid_drawing(
            ["MILA", "14/05/25"],
            seed="hh_nursery_show:drawing",
            description="Photo of a child's crayon drawing: a red house with a purple roof, a "
            "yellow sun, three stick figures on green grass; scrawled 'MILA' at the top and the "
            "date 14/05/25 at the bottom",
        ),
        decisive=["14/05/25"],
    )
    imgs.add(
        "ladybird",
        photos.photo(
            "ladybird",
            seed="hh_nursery_show:ladybird",
            description="Photo of a red ladybird with black spots on a grass stem among small "
            "blue flowers; no text",
        ),
    )
    imgs.add(
        "newsletter",
        documents.poster(
            "Spring Show!",
            [
                "Friday 23 May, 16:30",
                "Salle des Tilleuls, 8 rue Duguesclin",
                "Costume colour by group:",
                "Ladybirds - red, Frogs - green",
                "Butterflies - yellow, Bees - orange",
            ],
            kicker="Little Oaks International Nursery - Lyon",
            footer="Parents welcome from 16:15. Plain T-shirt in the group colour is enough.",
            palette=((236, 246, 240), (40, 120, 80), (25, 45, 35)),
            kind="newsletter",
            description="Nursery newsletter: Spring Show on Friday 23 May at 16:30, Salle des "
            "Tilleuls, 8 rue Duguesclin; costume colour by group: Ladybirds red, Frogs green, "
            "Butterflies yellow, Bees orange",
        ),
        decisive=["Friday 23 May, 16:30", "Salle des Tilleuls", "Butterflies - yellow"],
    )
    imgs.add(
        "app_profile",
        web_page(
            screens,
            "Little Oaks - Parent app",
            "Child profile",
            [
                ("Child", "Mila Mercier"),
                ("Age", "4"),
                ("Group", "Butterflies"),
                ("Key worker", "Nadia Brun"),
                ("Pick-up", "Julien Mercier, Ana Mercier"),
            ],
            accent="#2f7a54",
            kind="app_screen",
            width=520,
            description="Nursery parent app: Mila Mercier, 4, is in the Butterflies group, key "
            "worker Nadia Brun",
        ),
        decisive=["Butterflies"],
    )
    return imgs


def draw_hh_team_kit_payments(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_team_kit_payments", script=__file__)
    imgs.add(
        "price_list",
        charts.table(
            "Buckeye Sports Supply - team kit prices 2025",
            ["Item", "Price", "Notes"],
            [
                ["Jersey (field)", "$24.00", "sizes YS-AL"],
                ["Goalkeeper jersey", "$32.00", "long sleeve"],
                ["Shorts", "$14.00", ""],
                ["Socks (pair)", "$8.00", ""],
                ["Name printing", "$5.00", "per jersey"],
            ],
            col_widths=[0.42, 0.18, 0.4],
            description="Kit price list: field jersey $24, goalkeeper jersey $32, shorts $14, "
            "socks $8 a pair, name printing $5 per jersey",
        ),
        decisive=["$24.00", "$32.00", "$14.00", "$8.00", "$5.00"],
    )
    imgs.add(
        "parents_chat",
        screens.chat(
            "Dynamos U11 parents",
            [
                (
                    "Kwame B.",
                    "Maya needs everything: jersey, shorts, socks + her name on the back",
                    "7:02 PM",
                ),
                (
                    "Lindsey T.",
                    "Zoe is keeper now so the goalie jersey and socks please",
                    "7:05 PM",
                ),
                ("Dana R.", "Ava only needs socks, she still fits last year's stuff", "7:09 PM"),
                ("me", "Got it, I'll send requests once the order is in", "7:15 PM"),
            ],
            subtitle="12 people",
            clock="7:16",
            description="Parents' group chat: Maya needs jersey, shorts, socks and name printing; "
            "Zoe (keeper) needs the goalkeeper jersey and socks; Ava only socks",
        ),
        decisive=[
            "jersey, shorts, socks + her name",
            "goalie jersey and socks",
            "Ava only needs socks",
        ],
    )
    imgs.add(
        "team_sheet",
        charts.table(
            "Dynamos U11 girls - roster & parents",
            ["Player", "Parent", "Cashly handle"],
            [
                ["Ava Ruiz", "Dana Ruiz", "@dana-ruiz"],
                ["Maya Boateng", "Kwame Boateng", "@kwame-b"],
                ["Nia Foster", "Dana Foster", "@danaf"],
                ["Zoe Turner", "Lindsey Turner", "@lindsey-t"],
                ["Zoe Park", "Min Park", "@minpark"],
            ],
            col_widths=[0.3, 0.32, 0.38],
            description="Team roster with parents and payment handles: Ava Ruiz - Dana Ruiz "
            "@dana-ruiz; Maya Boateng - Kwame Boateng @kwame-b; Nia Foster - Dana Foster @danaf; "
            "Zoe Turner - Lindsey Turner @lindsey-t; Zoe Park - Min Park @minpark",
        ),
        decisive=["@dana-ruiz", "@kwame-b", "@lindsey-t"],
    )
    imgs.add(
        "ava_note",
        documents.note(
            [
                "Coach Grace -",
                "Ava tore her shorts at",
                "practice, can you add",
                "a pair of shorts? Thx! Dana",
            ],
            paper="lined",
            size=32,
            seed="hh_team_kit_payments:ava",
            description="Handwritten note from Dana (Ava's mum): Ava tore her shorts, please add "
            "a pair of shorts to her order",
        ),
        decisive=["a pair of shorts"],
    )
    return imgs


def draw_hh_bin_day_change(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_bin_day_change", script=__file__)
    imgs.add(
        "council_letter",
        charts.table(
            "Wellington City Council - new collection days from 30 June 2025",
            ["Zone", "Current day", "New day"],
            [
                ["A", "Monday", "Tuesday"],
                ["B", "Tuesday", "Thursday"],
                ["C", "Wednesday", "Friday"],
                ["D", "Thursday", "Monday"],
            ],
            col_widths=[0.2, 0.4, 0.4],
            description="Council table of new rubbish collection days from 30 June 2025: zone A "
            "Monday to Tuesday, B Tuesday to Thursday, C Wednesday to Friday, D Thursday to Monday",
        ),
        decisive=["Wednesday", "Friday"],
    )
    imgs.add(
        "bin_sticker",
        object_photo(
            "gravel",
            ["ZONE C"],
            seed="hh_bin_day_change:sticker",
            body=(38, 92, 52),
            extras="bin",
            label_xy=(250, 200),
            label_size=48,
            kind="bin_lid_photo",
            description="Close-up photo of the household's dark green wheelie bin lid over the "
            "gravel drive, with a council sticker reading ZONE C",
        ),
        decisive=["ZONE C"],
    )
    imgs.add(
        "neighbour_note",
        documents.note(
            [
                "Kia ora! Garden bins start",
                "Thu 10 July - could you put",
                "ours out on Wed 9 July",
                "evening? Ta, Hemi (no. 14)",
            ],
            paper="sticky",
            size=30,
            seed="hh_bin_day_change:hemi",
            description="Sticky note from neighbour Hemi at number 14: garden bin collection "
            "starts Thu 10 July, could you put their bin out on Wed 9 July in the evening",
        ),
        decisive=["Wed 9 July", "no. 14"],
    )
    return imgs


def draw_hh_boiler_fault(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_boiler_fault", script=__file__)
    imgs.add(
        "boiler_display",
        object_photo(
            "brick",
            ["E119"],
            seed="hh_boiler_fault:display",
            body=(236, 236, 232),
            extras="boiler",
            label_style="lcd",
            label_xy=(300, 150),
            label_size=52,
            kind="appliance_display_photo",
            description="Photo of the white combi boiler on the brick wall of the utility "
            "cupboard: two knobs, a pressure gauge with the needle in the middle of the dial, and "
            "the small LCD showing the fault code E119",
        ),
        decisive=["E119"],
    )
    imgs.add(
        "landlord_text",
        screens.chat(
            "Mr Harrowby (landlord)",
            [
                (
                    "them",
                    "If the boiler plays up again ring Brian at Northwest Boiler Care on 0161 555 0173",
                    "Dec 2",
                ),
                ("them", "Not the old Heatwise number, they've gone bust", "Dec 2"),
                ("me", "Will do, thanks", "Dec 2"),
            ],
            subtitle="Text Message",
            clock="07:03",
            description="Text from landlord Mr Harrowby: if the boiler plays up ring Brian at "
            "Northwest Boiler Care on 0161 555 0173, not the old Heatwise number",
        ),
        decisive=["Northwest Boiler Care", "0161 555 0173"],
    )
    imgs.add(
        "manual_page",
        charts.table(
            "Vireo 28c combi - fault codes",
            ["Code", "Meaning", "What to do"],
            [
                ["E110", "Overheat", "Reset; if repeated call engineer"],
                ["E119", "Fan failure", "Call a Gas Safe engineer"],
                ["E133", "No flame / gas supply", "Check gas meter, reset"],
                ["E191", "Low water pressure", "Top up to 1.2 bar yourself"],
            ],
            col_widths=[0.14, 0.36, 0.5],
            description="Boiler manual page of fault codes: E110 overheat, E119 fan failure - "
            "call a Gas Safe engineer, E133 no flame, E191 low water pressure - top up to 1.2 bar "
            "yourself",
        ),
        decisive=["Fan failure", "Call a Gas Safe engineer"],
    )
    return imgs


# --------------------------------------------------------------------------- batch 2


def draw_hh_choir_concert_playlist(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_choir_concert_playlist", script=__file__)
    imgs.add(
        "programme",
        documents.menu(
            "Rivers & Bridges",
            [
                (
                    "Riverdale Community Choir - Spring Sing 2025",
                    [
                        ("1. Hallelujah (arr. SATB)", "4:35"),
                        ("2. Shenandoah", "3:52"),
                        ("3. Bridge Over Troubled Water", "4:58"),
                        ("4. Siyahamba", "2:40"),
                    ],
                ),
            ],
            tagline="Sat 26 April, 7:30 pm - St. Brigid's Hall",
            footer="Timings follow the reference recordings on the choir playlist.",
            description="Concert programme 'Rivers & Bridges' (Riverdale Community Choir, Spring "
            "Sing 2025): Hallelujah 4:35, Shenandoah 3:52, Bridge Over Troubled Water 4:58, "
            "Siyahamba 2:40; timings follow the reference recordings",
        ),
        decisive=["Rivers & Bridges", "4:35", "3:52", "4:58", "2:40"],
    )
    imgs.add(
        "whiteboard",
        photos.composite(
            "wood_deck",
            ["Tonight's changes:", "Siyahamba OUT", "Thula Baba IN (2:55 version)"],
            seed="hh_choir_concert_playlist:whiteboard",
            style="whiteboard",
            panel_width=0.82,
            tilt=0.03,
            kind="whiteboard_photo",
            description="Photo of the rehearsal room whiteboard: Siyahamba is out, Thula Baba is "
            "in (the 2:55 version)",
        ),
        decisive=["Siyahamba OUT", "Thula Baba IN (2:55 version)"],
    )
    imgs.add(
        "alto_chat",
        screens.chat(
            "Choir altos",
            [
                ("Joyce", "Olu can you share the playlist with our new alto?", "9:48 PM"),
                ("Joyce", "It's Mei Chen, 416-555-0143 (not Mei from the sopranos!)", "9:49 PM"),
                ("me", "Will do", "9:51 PM"),
            ],
            subtitle="8 people",
            clock="9:52",
            description="Group chat of the altos: Joyce asks Olu to share the playlist with the "
            "new alto Mei Chen, 416-555-0143, not Mei from the sopranos",
        ),
        decisive=["416-555-0143"],
    )
    return imgs


def draw_hh_lawn_service_pick(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_lawn_service_pick", script=__file__)
    imgs.add(
        "lawn_photo",
        photos.photo(
            "meadow",
            seed="hh_lawn_service_pick:lawn",
            description="Photo of the back lawn up close: long, uncut green grass blades, ankle "
            "high; no text",
        ),
    )
    imgs.add(
        "county_record",
        web_page(
            screens,
            "Travis County Appraisal District",
            "Property search - 1187 Cedar Elm Dr, Austin TX 78745",
            [
                ("Owner", "LOPES BEATRIZ"),
                ("Lot size", "7,300 sq ft"),
                ("House footprint", "1,650 sq ft"),
                ("Yard (lawn) area", "4,200 sq ft"),
                ("Year built", "1984"),
            ],
            accent="#5b3a1e",
            kind="web_page",
            description="County property record for 1187 Cedar Elm Dr: lot 7,300 sq ft, yard "
            "(lawn) area 4,200 sq ft",
        ),
        decisive=["4,200 sq ft"],
    )
    imgs.add(
        "flyer_greencut",
        documents.poster(
            "GreenCut Lawn Care",
            [
                "Weekly mowing + edging",
                "Small yard (under 2,500 sq ft): $35",
                "Medium (2,500-5,000 sq ft): $45",
                "Large (over 5,000 sq ft): $60",
                "Call 512-555-0161",
            ],
            kicker="South Austin",
            palette=((20, 80, 40), (240, 220, 90), (250, 250, 245)),
            kind="flyer",
            description="Flyer: GreenCut Lawn Care weekly mowing - small yard $35, medium "
            "2,500-5,000 sq ft $45, large $60, 512-555-0161",
        ),
        decisive=["Medium (2,500-5,000 sq ft): $45", "512-555-0161"],
    )
    imgs.add(
        "yard_sign",
        photos.composite(
            "grass",
            ["MOW BROS", "Any yard up to 4,000 sq ft", "$40 a mow", "512-555-0178"],
            seed="hh_lawn_service_pick:sign",
            style="sign",
            accent=(30, 110, 40),
            panel_width=0.74,
            tilt=0.04,
            kind="yard_sign_photo",
            description="Photo of a yard sign stuck in a neighbour's lawn: Mow Bros, any yard up "
            "to 4,000 sq ft, $40 a mow, 512-555-0178",
        ),
        decisive=["up to 4,000 sq ft", "$40 a mow"],
    )
    imgs.add(
        "lupe_card",
        documents.note(
            [
                "Lupe's Gardening",
                "Monthly plan: $188",
                "(4 mows + weeding)",
                "512-555-0190",
            ],
            paper="card",
            size=34,
            seed="hh_lawn_service_pick:lupe",
            description="Handwritten card: Lupe's Gardening, monthly plan $188 for 4 mows plus "
            "weeding, 512-555-0190",
        ),
        decisive=["$188", "4 mows"],
    )
    return imgs


def draw_hh_swim_squad_alarm(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_swim_squad_alarm", script=__file__)
    imgs.add(
        "timetable",
        charts.table(
            "Leicester Lions SC - autumn term squad times",
            ["Squad", "Morning", "Evening"],
            [
                ["Bronze", "Sat 08:00", "Mon + Wed 17:30"],
                ["Silver", "Tue + Thu 06:15", "Fri 18:00"],
                ["Gold", "Mon + Wed + Fri 05:45", "Tue + Thu 18:30"],
                ["Masters", "Sun 07:30", "Wed 20:00"],
            ],
            col_widths=[0.22, 0.4, 0.38],
            description="Swim club autumn squad times: Bronze Sat 08:00; Silver mornings Tue + "
            "Thu 06:15; Gold Mon + Wed + Fri 05:45; Masters Sun 07:30",
        ),
        decisive=["Silver", "Tue + Thu 06:15"],
    )
    imgs.add(
        "squad_badge",
        object_photo(
            "raindrops",
            ["SILVER"],
            seed="hh_swim_squad_alarm:badge",
            body=(40, 70, 150),
            label_xy=(270, 190),
            label_size=48,
            kind="swim_bag_tag_photo",
            description="Close-up photo of Priya's blue swim bag with the club's new squad tag "
            "reading SILVER",
        ),
        decisive=["SILVER"],
    )
    imgs.add(
        "coach_email",
        screens.email(
            "Coach Dave Whitmore <squads@leicesterlions.org.uk>",
            "Silver squad - change to morning sessions",
            "Mon 8 Sep, 19:02",
            [
                "Hi Silver parents,",
                "Pool hire has changed: from this term the Thursday morning session moves to "
                "Friday, same time. Tuesday stays as it is.",
                "County gala entries close Fri 3 Oct - please enter through the club portal.",
                "Dave",
            ],
            to="Silver squad parents",
            description="Coach's email to Silver squad parents: Thursday morning session moves "
            "to Friday at the same time, Tuesday unchanged; county gala entries close Fri 3 Oct",
        ),
        decisive=["moves to Friday", "Fri 3 Oct"],
    )
    return imgs


def draw_hh_flat_energy_split(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_flat_energy_split", script=__file__)
    imgs.add(
        "bill",
        documents.invoice(
            "Brightside Energy",
            "BE-7730214",
            bill_to=["Kofi Asante", "Flat 3, 22 Amhurst Road", "London E8 1JN"],
            issued="5 Sep 2025",
            due="19 Sep 2025",
            lines=[
                ("Electricity 1 Jun - 31 Aug 2025", "2,046 kWh", "", "£412.80"),
            ],
            total="412.80",
            currency="£",
            notes=["Monthly breakdown on page 2."],
            description="Energy bill from Brightside Energy for 1 Jun - 31 Aug 2025, total £412.80, due 19 Sep 2025",
        ),
        decisive=["£412.80"],
    )
    imgs.add(
        "usage_chart",
        charts.bar_chart(
            "Your electricity cost by month (£)",
            ["June", "July", "August"],
            [118.20, 121.50, 173.10],
            value_fmt="£{:.2f}",
            ylabel="£",
            description="Bar chart from the bill's second page: June £118.20, July £121.50, August £173.10",
        ),
        decisive=["£118.20", "£121.50", "£173.10"],
    )
    imgs.add(
        "marco_chat",
        screens.chat(
            "Marco Rossi",
            [
                ("them", "Hey! Saw the energy bill email", "18:20"),
                (
                    "them",
                    "Remember I moved out on 31 July, so I'm in for June and July only",
                    "18:21",
                ),
                ("them", "Send me my bit and I'll transfer it 👍", "18:21"),
            ],
            subtitle="Text Message",
            clock="18:40",
            description="Text from former flatmate Marco Rossi: he moved out on 31 July, so he "
            "pays for June and July only",
        ),
        decisive=["31 July", "June and July only"],
    )
    imgs.add(
        "meter_photo",
        object_photo(
            "brick",
            ["48170 kWh"],
            seed="hh_flat_energy_split:meter",
            body=(228, 226, 218),
            label_style="lcd",
            label_xy=(230, 170),
            label_size=50,
            kind="meter_photo",
            description="Photo of the flat's electricity meter on the hallway wall; its display "
            "reads 48170 kWh",
        ),
        decisive=["48170"],
    )
    return imgs


def draw_hh_washer_warranty(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_washer_warranty", script=__file__)
    imgs.add(
        "rating_plate",
        photos.composite(
            "brick",
            ["BRIGHTWASH WM-8140", "Serial: 41TX-220937", "Made: 03/2023", "230 V 50 Hz 2100 W"],
            seed="hh_washer_warranty:plate",
            style="label",
            accent=(40, 40, 40),
            panel_width=0.8,
            tilt=0.03,
            kind="rating_plate_photo",
            description="Photo of the washing machine's rating plate inside the door: Brightwash "
            "WM-8140, serial 41TX-220937, made 03/2023",
        ),
        decisive=["WM-8140", "41TX-220937"],
    )
    imgs.add(
        "receipt",
        documents.receipt(
            "HOMEELEC LEITH",
            [("Brightwash WM-8140 washer", "449.00"), ("Delivery + install", "25.00")],
            total="474.00",
            date="14 Apr 2023 11:52",
            address="Ocean Terminal, Edinburgh",
            currency="£",
            payment="MASTERCARD **** 7712",
            description="Receipt from HomeElec Leith, 14 Apr 2023: Brightwash WM-8140 washer "
            "£449.00 plus delivery and install £25.00, total £474.00",
        ),
        decisive=["14 Apr 2023", "449.00"],
    )
    imgs.add(
        "warranty_page",
        web_page(
            screens,
            "Brightwash - My products",
            "Signed in as Fiona MacLeod",
            [
                ("Product", "WM-8140 washing machine"),
                ("Serial", "41TX-220937"),
                ("Registered", "20 Apr 2023"),
                ("Cover", "5-year parts & labour (registered)"),
                ("Claims", "claims@brightwash.co.uk"),
            ],
            accent="#1d4e89",
            kind="web_page",
            description="Brightwash account page: WM-8140 serial 41TX-220937 registered 20 Apr "
            "2023 with 5-year parts and labour cover; claims go to claims@brightwash.co.uk",
        ),
        decisive=["claims@brightwash.co.uk", "5-year parts & labour"],
    )
    imgs.add(
        "leak_floor",
        photos.photo(
            "water_drop",
            seed="hh_washer_warranty:floor",
            crop=(0.3, 0.3, 0.95, 0.95),
            mirror=True,
            description="Close-up photo of water dripping into a puddle on the utility room "
            "floor in front of the washing machine; no text",
        ),
    )
    imgs.add(
        "handyman_text",
        screens.chat(
            "Callum (handyman)",
            [
                (
                    "them",
                    "Had a look. It's the door seal (gasket) that's split, drum and pump are fine",
                    "16:05",
                ),
                (
                    "them",
                    "Part only, ask them to send an engineer to swap it, no need for a new machine",
                    "16:06",
                ),
            ],
            subtitle="Text Message",
            clock="16:20",
            description="Text from Callum the handyman: the door seal (gasket) is split, drum and "
            "pump are fine; ask for an engineer to swap the seal, no need for a new machine",
        ),
        decisive=["door seal"],
    )
    return imgs


# --------------------------------------------------------------------------- batch 3


def draw_hh_bake_sale_tally(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_bake_sale_tally", script=__file__)
    imgs.add(
        "supplies_receipt",
        documents.receipt(
            "MERCADONA",
            [
                ("Harina trigo 5 kg", "4.95"),
                ("Huevos L x24", "6.40"),
                ("Mantequilla x4", "9.80"),
                ("Vasos papel x100", "3.25"),
                ("Zumo naranja 6 L", "11.75"),
                ("Servilletas x300", "6.00"),
            ],
            total="42.15",
            date="14/03/2025 18:22",
            address="C/ Bravo Murillo 210, Madrid",
            currency="€",
            payment="TARJETA **** 3308",
            description="Mercadona receipt of 14/03/2025 for bake sale supplies (flour, eggs, "
            "butter, paper cups, orange juice, napkins), total €42.15",
        ),
        decisive=["42.15", "14/03/2025"],
    )
    imgs.add(
        "cakes_tally",
        documents.note(
            ["Puesto de tartas", "Bizcochos + galletas", "TOTAL caja: 84,50 €", "- Marisa"],
            paper="lined",
            size=32,
            seed="hh_bake_sale_tally:cakes",
            description="Handwritten tally from the cakes stall (Marisa): cash box total 84,50 €",
        ),
        decisive=["84,50 €"],
    )
    imgs.add(
        "drinks_tally",
        documents.note(
            ["Bebidas / drinks", "caja: 37,20 €", "(sin contar vasos)"],
            paper="sticky",
            size=34,
            seed="hh_bake_sale_tally:drinks",
            description="Sticky note from the drinks stall: cash box 37,20 €",
        ),
        decisive=["37,20 €"],
    )
    imgs.add(
        "coin_tin",
        photos.photo(
            "coins",
            seed="hh_bake_sale_tally:coins",
            crop=(0.1, 0.1, 0.9, 0.9),
            description="Black-and-white close-up photo of the coins tipped out of the drinks "
            "stall's tin on a dark cloth; no text",
        ),
    )
    imgs.add(
        "raffle_tally",
        documents.note(
            ["RIFA (raffle)", "120 tickets x 1 €", "= 120,00 €", "para el viaje de 6º"],
            paper="card",
            size=32,
            seed="hh_bake_sale_tally:raffle",
            description="Handwritten raffle card: 120 tickets at 1 € = 120,00 €, for the 6th "
            "grade trip",
        ),
        decisive=["120,00 €"],
    )
    imgs.add(
        "card_reader",
        screens.list_screen(
            "Ventas de hoy",
            [
                ("Pagos con tarjeta", "14"),
                ("Total cobrado", "96,30 €"),
                ("Comisiones", "-1,66 €"),
                ("Se abonará el", "17/03/2025"),
            ],
            subtitle="SumaPago - AMPA Colegio Sol",
            kind="payment_app",
            description="Card reader app summary for the day: 14 card payments, total charged "
            "96,30 € (fees 1,66 € deducted on payout)",
        ),
        decisive=["96,30 €"],
    )
    return imgs


def draw_hh_cat_vet_claim(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_cat_vet_claim", script=__file__)
    imgs.add(
        "cat_photo",
        photos.photo(
            "chelsea",
            seed="hh_cat_vet_claim:cat",
            mirror=True,
            description="Photo of the cat that went to the vet: a ginger (orange) tabby with a "
            "white muzzle, looking to the side; not a black cat; no text",
        ),
    )
    imgs.add(
        "vet_invoice",
        documents.invoice(
            "Harbourside Emergency Vets",
            "HEV-30417",
            bill_to=["Henrik Larsen", "Patient: Larsen, feline (DSH)", "Halifax NS"],
            issued="Jan 21 2025",
            due="Paid",
            lines=[
                ("Emergency exam (after hours)", "1", "185.00", "185.00"),
                ("Radiographs, 2 views", "1", "162.40", "162.40"),
                ("Pain relief injection", "1", "65.00", "65.00"),
            ],
            total="412.40",
            notes=["Paid by VISA **** 2207 on Jan 21 2025. Thank you."],
            description="Emergency vet invoice HEV-30417 of Jan 21 2025 for the Larsens' cat "
            "(no name on it): exam, X-rays, pain relief, total $412.40, paid",
        ),
        decisive=["412.40", "HEV-30417"],
    )
    imgs.add(
        "policy_card",
        charts.table(
            "PawSure pet insurance - Larsen household",
            ["Pet", "Description", "Policy no."],
            [
                ["Luna", "black shorthair cat", "PAW-55821-L"],
                ["Mango", "orange tabby cat", "PAW-55821-M"],
                ["Bjorn", "grey Norwegian Forest cat", "PAW-55821-B"],
            ],
            col_widths=[0.18, 0.44, 0.38],
            description="Pet insurance schedule: Luna - black shorthair - PAW-55821-L; Mango - "
            "orange tabby - PAW-55821-M; Bjorn - grey Norwegian Forest - PAW-55821-B",
        ),
        decisive=["orange tabby cat", "PAW-55821-M"],
    )
    imgs.add(
        "claims_page",
        web_page(
            screens,
            "PawSure - Make a claim",
            "Pet insurance for Canadians",
            [
                ("Email your claim to", "claims@pawsure.ca"),
                ("Include", "policy number + paid invoice"),
                ("Excess per claim", "$100"),
                ("Reply within", "10 business days"),
            ],
            accent="#6b2fa0",
            kind="web_page",
            description="Insurer's claim page: email claims to claims@pawsure.ca with the policy "
            "number and the paid invoice; $100 excess",
        ),
        decisive=["claims@pawsure.ca"],
    )
    return imgs


def draw_hh_rent_roll_check(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_rent_roll_check", script=__file__)
    imgs.add(
        "bank_statement",
        screens.statement(
            "Queens Community Bank",
            "Checking ...6621",
            "Oct 1 - Oct 5, 2025",
            [
                ("Oct 1", "Zelle from YUSUF DEMIR", "+$1,980.00"),
                ("Oct 1", "Con Edison autopay", "-$212.44"),
                ("Oct 2", "Mobile check deposit #1044 HANNAH KIM", "+$2,300.00"),
                ("Oct 3", "Zelle from OKSANA BILYK", "+$1,000.00"),
                ("Oct 4", "Zelle from HANNA KIMURA - dinner", "+$38.00"),
            ],
            balance="$14,206.18",
            description="Bank statement Oct 1-5 2025: Zelle from Yusuf Demir $1,980, check "
            "deposit from Hannah Kim $2,300, Zelle from Oksana Bilyk $1,000, Zelle from Hanna "
            "Kimura $38 for dinner",
        ),
        decisive=["YUSUF DEMIR", "HANNAH KIM", "OKSANA BILYK", "+$1,000.00"],
    )
    imgs.add(
        "carlos_text",
        screens.chat(
            "Carlos Mendez 2A",
            [
                (
                    "them",
                    "Hi Mrs P, I left the October rent in cash with your husband on Sunday",
                    "Oct 5",
                ),
                ("me", "I'll check with Nikos", "Oct 5"),
            ],
            subtitle="Text Message",
            clock="9:28",
            description="Text from tenant Carlos Mendez (2A): he left October's rent in cash with "
            "her husband on Sunday",
        ),
        decisive=["in cash with your husband"],
    )
    imgs.add(
        "receipt_book",
        documents.note(
            [
                "RECEIPT No. 0387",
                "Rec'd from C. Mendez (2A)",
                "$2,150 cash - Oct rent",
                "10/5/25 - Nikos P.",
            ],
            paper="card",
            size=32,
            seed="hh_rent_roll_check:book",
            description="Photo of a carbon receipt-book page: receipt 0387, received from C. "
            "Mendez (2A) $2,150 cash for October rent, 10/5/25, signed Nikos P.",
        ),
        decisive=["$2,150 cash"],
    )
    imgs.add(
        "oksana_note",
        documents.note(
            [
                "Dear Mrs Papadakis,",
                "I sent $1,000. The other",
                "$875.00 I pay on Oct 15.",
                "Sorry! Oksana 3B",
            ],
            paper="lined",
            size=30,
            seed="hh_rent_roll_check:oksana",
            description="Handwritten note from Oksana (3B): she sent $1,000 and will pay the "
            "other $875.00 on Oct 15",
        ),
        decisive=["$875.00"],
    )
    return imgs


def draw_hh_beach_day_vote(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_beach_day_vote", script=__file__)
    imgs.add(
        "vote_board",
        photos.composite(
            "wood_deck",
            ["SAT BEACH VOTE", "Manly - 3", "Cronulla - 2", "Bondi - 1"],
            seed="hh_beach_day_vote:board",
            style="whiteboard",
            panel_width=0.7,
            tilt=0.03,
            kind="whiteboard_photo",
            description="Photo of the family's kitchen whiteboard: Saturday beach vote, Manly 3, "
            "Cronulla 2, Bondi 1",
        ),
        decisive=["Manly - 3", "Cronulla - 2", "Bondi - 1"],
    )
    imgs.add(
        "minh_chat",
        screens.chat(
            "Minh",
            [
                ("them", "Fine by me, but only a beach where it's not raining", "6:12 pm"),
                ("them", "and 35 max, Max got heatstroke last time", "6:12 pm"),
                ("them", "leave 9:00, back by 15:00?", "6:13 pm"),
            ],
            subtitle="iMessage",
            clock="6:40",
            description="Chat with husband Minh: only a beach where it's not raining and 35 "
            "degrees max; leave at 9, back by 3",
        ),
        decisive=["35 max", "leave 9:00, back by 15:00"],
    )
    imgs.add(
        "song_list",
        documents.note(
            [
                "CAR SONGS!!",
                "1. Surf's Up Sammy",
                "2. Sandcastle Stomp",
                "3. Jellyfish Jive",
                "(not the slow one)",
            ],
            paper="lined",
            size=34,
            seed="hh_beach_day_vote:songs",
            description="Kids' handwritten list 'CAR SONGS!!': Surf's Up Sammy, Sandcastle "
            "Stomp, Jellyfish Jive (not the slow one)",
        ),
        decisive=["Surf's Up Sammy", "Sandcastle Stomp", "Jellyfish Jive"],
    )
    imgs.add(
        "beach_photo",
        photos.photo(
            "dune",
            seed="hh_beach_day_vote:dune",
            description="Photo from last summer: dune grass in front of a blue sea; no text",
        ),
    )
    return imgs


def draw_hh_grandma_pill_alarms(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_grandma_pill_alarms", script=__file__)
    imgs.add(
        "label_metformina",
        photos.composite(
            "wood_deck",
            [
                "FARMACIA DEL PARQUE",
                "METFORMINA 850 mg",
                "1 tableta 8:00 y 20:00",
                "Teresa Ramirez",
            ],
            seed="hh_grandma_pill_alarms:metf",
            style="label",
            accent=(0, 120, 70),
            panel_width=0.8,
            tilt=0.03,
            kind="pharmacy_label_photo",
            description="Photo of a pharmacy label on a pill box: Metformina 850 mg, 1 tablet at "
            "8:00 and 20:00, for Teresa Ramirez",
        ),
        decisive=["METFORMINA 850 mg", "20:00"],
    )
    imgs.add(
        "label_losartan",
        photos.composite(
            "gravel",
            ["FARMACIA DEL PARQUE", "LOSARTAN 50 mg", "1 tableta diaria 9:00", "Teresa Ramirez"],
            seed="hh_grandma_pill_alarms:losa",
            style="label",
            accent=(0, 90, 160),
            panel_width=0.8,
            tilt=0.03,
            kind="pharmacy_label_photo",
            description="Photo of a pharmacy label: Losartan 50 mg, 1 tablet daily at 9:00, for "
            "Teresa Ramirez",
        ),
        decisive=["LOSARTAN 50 mg", "9:00"],
    )
    imgs.add(
        "doctor_note",
        documents.form(
            "Dr. Arturo Villalobos - Medicina interna",
            [
                ("Paciente", "Teresa Ramirez Lozano"),
                ("Indicaciones", "Suspender simvastatina"),
                ("", "Losartan: sin cambios"),
                ("Proxima cita", "jueves 3 de abril, 10:30"),
            ],
            subtitle="Consultorio 214, Torre Medica Chapultepec, Guadalajara",
            description="Doctor's handwritten instructions for Teresa Ramirez: stop simvastatin, "
            "losartan unchanged; next appointment Thursday 3 April at 10:30, Consultorio 214",
        ),
        decisive=["Suspender simvastatina", "10:30", "Villalobos"],
    )
    imgs.add(
        "pill_organiser",
        object_photo(
            "wood_deck",
            ["L M M J V S D"],
            seed="hh_grandma_pill_alarms:box",
            body=(120, 170, 210),
            extras="pillbox",
            label_style="none",
            kind="pill_organiser_photo",
            description="Photo of abuela's blue weekly pill organiser on the kitchen table: seven "
            "compartments marked L M M J V S D, one white tablet in each",
        ),
    )
    return imgs


# --------------------------------------------------------------------------- batch 4


def draw_hh_piano_teacher_pick(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_piano_teacher_pick", script=__file__)
    imgs.add(
        "ada_schedule",
        charts.table(
            "Ada Bakare - after-school activities (Fall 2025)",
            ["Day", "Activity", "Time"],
            [
                ["Monday", "Soccer", "3:30-5:30 pm"],
                ["Tuesday", "-", "free"],
                ["Wednesday", "Choir", "3:30-5:00 pm"],
                ["Thursday", "-", "free"],
                ["Friday", "Grandma pick-up", "3:15 pm"],
            ],
            col_widths=[0.28, 0.4, 0.32],
            description="Ada's after-school timetable: Monday soccer 3:30-5:30, Tuesday free, "
            "Wednesday choir 3:30-5:00, Thursday free, Friday grandma pick-up",
        ),
        decisive=["Tuesday", "Thursday"],
    )
    imgs.add(
        "flyer_harper",
        documents.poster(
            "Piano with Ms. Harper",
            [
                "Beginners welcome, ages 6+",
                "$40 per 30-minute lesson",
                "Mon & Wed 4:30 pm",
                "713-555-0141",
            ],
            kicker="Heights Music Room",
            palette=((250, 244, 232), (180, 60, 60), (40, 30, 30)),
            kind="flyer",
            description="Flyer: piano with Ms. Harper, $40 per 30-minute lesson, Mon & Wed 4:30 "
            "pm, 713-555-0141",
        ),
        decisive=["$40 per 30-minute lesson", "Mon & Wed 4:30 pm"],
    )
    imgs.add(
        "studio_page",
        web_page(
            screens,
            "Keys for Kids Studio",
            "Mr. Emeka Okafor - piano & keyboard",
            [
                ("Lesson", "30 minutes"),
                ("Price", "$35 per lesson"),
                ("Openings", "Tue 4:30 pm, Sat 10:00 am"),
                ("Phone", "713-555-0152"),
            ],
            accent="#234a7a",
            kind="web_page",
            description="Studio web page: Mr. Emeka Okafor, 30-minute lessons at $35, openings "
            "Tue 4:30 pm and Sat 10:00 am, phone 713-555-0152",
        ),
        decisive=["$35 per lesson", "Tue 4:30 pm", "713-555-0152"],
    )
    imgs.add(
        "lindqvist_chat",
        screens.chat(
            "Mrs. Lindqvist (piano)",
            [
                ("me", "Hi, do you have room for a 9 year old beginner?", "5:02 PM"),
                ("them", "Yes! I teach 45-minute lessons, $45 each.", "5:40 PM"),
                ("them", "Thursday 5:00 pm is open. My cell is 713-555-0163", "5:41 PM"),
            ],
            subtitle="Text Message",
            clock="8:01",
            description="Text thread with Mrs. Lindqvist: 45-minute lessons at $45, Thursday "
            "5:00 pm open, cell 713-555-0163",
        ),
        decisive=["45-minute lessons, $45 each", "Thursday 5:00 pm", "713-555-0163"],
    )
    imgs.add(
        "swim_sign",
        photos.composite(
            "water_drop",
            ["BAYOU CITY SWIM TEAM", "Junior squad:", "Thursdays 4:30-6:00 pm", "starts Sept 4"],
            seed="hh_piano_teacher_pick:swim",
            style="sign",
            accent=(0, 110, 170),
            panel_width=0.8,
            tilt=0.03,
            kind="sign_photo",
            description="Photo of the swim club's poolside sign: junior squad Thursdays "
            "4:30-6:00 pm, starting Sept 4",
        ),
        decisive=["Thursdays 4:30-6:00 pm"],
    )
    return imgs


def draw_hh_club_dues_tally(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_club_dues_tally", script=__file__)
    imgs.add(
        "member_list",
        charts.table(
            "Schachfreunde Altona - Mitglieder 2025",
            ["Name", "Beitrag"],
            [
                ["Anna Becker", "40 €"],
                ["Henrik Brandt", "40 €"],
                ["Sven Brandt (Schüler)", "20 €"],
                ["Leyla Demir", "40 €"],
                ["Jonas Hoffmann (Student)", "20 €"],
                ["Piotr Kowalski (Rentner)", "20 €"],
                ["Ute Schulz (Rentnerin)", "20 €"],
                ["Mehmet Yilmaz", "40 €"],
            ],
            col_widths=[0.6, 0.4],
            description="Chess club member list 2025 with dues: Anna Becker 40, Henrik Brandt 40, "
            "Sven Brandt (pupil) 20, Leyla Demir 40, Jonas Hoffmann (student) 20, Piotr Kowalski "
            "(retired) 20, Ute Schulz (retired) 20, Mehmet Yilmaz 40",
        ),
        decisive=["Sven Brandt", "Ute Schulz"],
    )
    imgs.add(
        "bank_jan",
        screens.statement(
            "Hamburger Sparkasse",
            "Vereinskonto ...4471",
            "01.01.-31.01.2025",
            [
                ("08.01.", "BECKER ANNA Beitrag 2025", "+40,00 €"),
                ("12.01.", "HOFFMANN JONAS Beitrag", "+20,00 €"),
                ("15.01.", "SCHULZE ULRICH Spende Turnier", "+20,00 €"),
                ("20.01.", "BRANDT HENRIK Mitgliedsbeitrag", "+40,00 €"),
                ("29.01.", "YILMAZ MEHMET Beitrag 2025", "+40,00 €"),
                ("31.01.", "Kontofuehrung", "-4,90 €"),
            ],
            balance="1.312,45 €",
            description="Club bank account January 2025: dues from Anna Becker 40, Jonas Hoffmann "
            "20, Henrik Brandt 40, Mehmet Yilmaz 40; a 20 donation from Ulrich Schulze "
            "(tournament); fees -4,90",
        ),
        decisive=["BECKER ANNA", "HOFFMANN JONAS", "BRANDT HENRIK", "YILMAZ MEHMET"],
    )
    imgs.add(
        "cash_envelope",
        documents.note(
            ["Bar-Beitraege Jan.", "L. Demir 40 €", "P. Kowalski 20 €", "- Grete"],
            paper="card",
            size=34,
            seed="hh_club_dues_tally:cash",
            description="Handwritten cash envelope for January dues: L. Demir 40 euros, P. "
            "Kowalski 20 euros",
        ),
        decisive=["L. Demir 40 €", "P. Kowalski 20 €"],
    )
    imgs.add(
        "notice_board",
        photos.composite(
            "wood_deck",
            ["Beitrag 2025 bitte bis 31.01.", "PayPal: kasse@sf-altona.de"],
            seed="hh_club_dues_tally:notice",
            style="sign",
            accent=(20, 60, 120),
            panel_width=0.84,
            tilt=0.03,
            kind="notice_photo",
            description="Photo of the club notice board: dues 2025 please by 31.01., PayPal "
            "kasse@sf-altona.de",
        ),
        decisive=["kasse@sf-altona.de"],
    )
    imgs.add(
        "club_room",
        photos.photo(
            "wood_deck",
            seed="hh_club_dues_tally:room",
            crop=(0.2, 0.2, 0.8, 0.8),
            description="Photo of the club room's worn wooden floor boards by the door; no text",
        ),
    )
    return imgs


def draw_hh_move_in_photos(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_move_in_photos", script=__file__)
    imgs.add(
        "inventory",
        documents.form(
            "Move-in inventory - Suite 5, 1840 Comox St",
            [
                ("Living room floor", "Good - no marks"),
                ("Bedroom wall", "Freshly painted white"),
                ("Kitchen window", "OK"),
                ("Keys", "2 door, 1 mailbox"),
            ],
            subtitle="Landlord: West End Homes Ltd. - tenant to report differences within 7 days",
            description="Landlord's move-in inventory for Suite 5, 1840 Comox St: living room "
            "floor good with no marks, bedroom wall freshly painted white, kitchen window OK, "
            "2 door keys and 1 mailbox key",
        ),
        decisive=["Good - no marks", "Freshly painted white"],
    )
    imgs.add(
        "floor_photo",
        photos.photo(
            "wood_deck",
            seed="hh_move_in_photos:floor",
            description="Photo of the living room floor: grey, weathered, scratched and cracked "
            "wooden boards, clearly not in good condition; no text",
        ),
    )
    imgs.add(
        "wall_photo",
        photos.photo(
            "brick",
            seed="hh_move_in_photos:wall",
            crop=(0.0, 0.0, 0.7, 0.7),
            description="Photo of the bedroom wall: bare grey brick, no paint on it at all; no "
            "text",
        ),
    )
    imgs.add(
        "window_photo",
        photos.photo(
            "raindrops",
            seed="hh_move_in_photos:window",
            description="Photo through the kitchen window: raindrops on green leaves outside, "
            "the glass itself clean and intact; no text",
        ),
    )
    imgs.add(
        "landlord_email",
        screens.email(
            "West End Homes <hello@westendhomes.ca>",
            "Welcome to Suite 5!",
            "Sun 1 Jun, 09:15",
            [
                "Hi Aiko, welcome home!",
                "If anything differs from the move-in inventory, email lettings@westendhomes.ca "
                "within 7 days with photos, so it isn't charged to your deposit.",
                "General questions: hello@westendhomes.ca",
            ],
            to="Aiko Yamamoto",
            description="Welcome email from West End Homes: report differences from the "
            "inventory to lettings@westendhomes.ca within 7 days with photos; general questions "
            "to hello@",
        ),
        decisive=["lettings@westendhomes.ca"],
    )
    return imgs


def draw_hh_sourdough_timers(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_sourdough_timers", script=__file__)
    imgs.add(
        "recipe_card",
        documents.note(
            [
                "PANE CAFONE",
                "levain + 1 kg farina",
                "Bulk: see chart (temp!)",
                "Shape, fridge overnight",
            ],
            paper="card",
            size=32,
            seed="hh_sourdough_timers:card",
            description="Handwritten recipe card for pane cafone: levain plus 1 kg flour, bulk "
            "time from the chart by temperature, shape and fridge overnight",
        ),
    )
    imgs.add(
        "bulk_chart",
        charts.table(
            "Bulk fermentation by dough temperature",
            ["Temperature", "Bulk time"],
            [
                ["20 °C", "6 h"],
                ["21 °C", "5 h 30 min"],
                ["22 °C", "5 h"],
                ["23 °C", "4 h 30 min"],
                ["24 °C", "4 h"],
            ],
            col_widths=[0.5, 0.5],
            description="Chart of bulk fermentation time by temperature: 20 C 6 h, 21 C 5 h 30 "
            "min, 22 C 5 h, 23 C 4 h 30 min, 24 C 4 h",
        ),
        decisive=["5 h 30 min"],
    )
    imgs.add(
        "thermometer",
        object_photo(
            "wood_deck",
            ["DOUGH", "21.0 °C"],
            seed="hh_sourdough_timers:thermo",
            body=(240, 240, 236),
            label_style="lcd",
            label_xy=(230, 190),
            label_size=56,
            kind="thermometer_photo",
            description="Photo of the kitchen's digital dough thermometer on the wooden counter; "
            "its display reads DOUGH 21.0 °C",
        ),
        decisive=["21.0"],
    )
    imgs.add(
        "order_dm",
        screens.chat(
            "gennaro.vomero",
            [
                (
                    "them",
                    "Buongiorno Signora Rosa! For Saturday: 2 pane cafone + 1 focaccia, please",
                    "07:02",
                ),
                ("them", "I'll pick up at 10. Grazie!", "07:03"),
            ],
            subtitle="Instagram",
            clock="07:10",
            description="Instagram DM from gennaro.vomero: 2 pane cafone and 1 focaccia for "
            "Saturday, pick-up at 10",
        ),
        decisive=["2 pane cafone + 1 focaccia", "gennaro"],
    )
    return imgs


def draw_hh_summer_camp_currency(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_summer_camp_currency", script=__file__)
    imgs.add(
        "pines_flyer",
        documents.poster(
            "Camp Pacific Pines",
            [
                "1-week day camp, ages 8-12",
                "July 7-11, 9 am - 4 pm",
                "$480 per camper",
                "Mission Bay, San Diego",
            ],
            kicker="Summer 2025",
            palette=((18, 70, 50), (250, 200, 70), (250, 250, 245)),
            kind="flyer",
            description="Flyer: Camp Pacific Pines day camp July 7-11, $480 per camper, Mission "
            "Bay San Diego",
        ),
        decisive=["$480 per camper"],
    )
    imgs.add(
        "delfines_quote",
        documents.invoice(
            "Campamento Delfines",
            "CD-2025-118",
            bill_to=["Mateo Herrera Cruz (10)", "Semana 7-11 julio 2025"],
            issued="10 mayo 2025",
            due="15 junio 2025",
            lines=[("Campamento de dia, 1 semana", "1", "8,500.00", "8,500.00")],
            total="8,500.00 MXN",
            currency="",
            notes=["Rosarito, Baja California. Transporte desde Tijuana incluido."],
            description="Quote from Campamento Delfines (Rosarito) for Mateo, week of 7-11 July "
            "2025: day camp MXN 8,500.00",
        ),
        decisive=["8,500.00 MXN", "Campamento Delfines"],
    )
    imgs.add(
        "diego_chat",
        screens.chat(
            "Diego",
            [
                ("them", "50/50 on camp is fine", "6:31 PM"),
                ("them", "but let's do whichever is cheaper in dollars", "6:31 PM"),
            ],
            subtitle="WhatsApp",
            clock="6:50",
            description="Chat with Mateo's father Diego: 50/50 on camp, whichever is cheaper in "
            "dollars",
        ),
        decisive=["cheaper in dollars"],
    )
    imgs.add(
        "mateo_drawing",
        kid_drawing(
            ["MATEO", "DELFINES!!"],
            seed="hh_summer_camp_currency:drawing",
            sun=True,
            figures=2,
            description="Photo of Mateo's crayon drawing: a house, the sun and two stick "
            "figures, scrawled MATEO and DELFINES!! (he wants the dolphin camp)",
        ),
        decisive=["DELFINES"],
    )
    return imgs


# --------------------------------------------------------------------------- batch 5


def draw_hh_tutor_payment(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_tutor_payment", script=__file__)
    imgs.add(
        "tutor_card",
        documents.note(
            ["Rachel Goh", "Maths & Science tutor", "$55 per hour", "0412 555 019"],
            paper="card",
            size=34,
            seed="hh_tutor_payment:card",
            description="Handwritten card from the tutor: Rachel Goh, maths and science tutor, "
            "$55 per hour, 0412 555 019",
        ),
        decisive=["Rachel Goh", "0412 555 019"],
    )
    imgs.add(
        "invoice",
        documents.invoice(
            "Goh Tutoring",
            "GT-1025",
            bill_to=["Hamid Karimi", "Student: Arman Karimi (Year 9)"],
            issued="31 Oct 2025",
            due="7 Nov 2025",
            lines=[
                ("Tue 7 Oct - algebra", "1.5 h", "$55.00", "$82.50"),
                ("Tue 14 Oct - algebra", "1.5 h", "$55.00", "$82.50"),
                ("Tue 21 Oct - geometry", "1.5 h", "$55.00", "$82.50"),
                ("Tue 28 Oct - test prep", "1.5 h", "$55.00", "$82.50"),
                ("Thu 30 Oct - test prep", "1.5 h", "$55.00", "$82.50"),
            ],
            total="412.50",
            notes=["Pay by Cashly to @rachel-goh. Thank you!"],
            description="Tutoring invoice GT-1025 for Arman: five 1.5-hour sessions in October "
            "at $55.00 per hour, $82.50 each, total $412.50, payable by Cashly to @rachel-goh",
        ),
        decisive=["$412.50", "@rachel-goh"],
    )
    quiz = documents.note(
        ["Algebra test", "46/50", "Well done Arman!"],
        paper="lined",
        size=40,
        seed="hh_tutor_payment:quiz",
        description="Photo of Arman's marked algebra test: 46/50 and 'Well done Arman!' in "
        "red-ish ink",
        category="natural_less_text",
    )
    imgs.add("quiz_photo", quiz)
    imgs.add(
        "missed_calls",
        screens.list_screen(
            "Recents",
            [
                ("Rachel Goh - missed", "4:12 PM"),
                ("+61 3 9555 0182 - missed", "3:05 PM"),
                ("Mum - outgoing", "9:40 AM"),
            ],
            subtitle="All  |  Missed",
            kind="call_log",
            description="Phone's recent calls: missed call from Rachel Goh at 4:12 PM, a missed "
            "call from +61 3 9555 0182 at 3:05 PM, an outgoing call to Mum",
        ),
        decisive=["Rachel Goh - missed"],
    )
    imgs.add(
        "rachel_text",
        screens.chat(
            "Rachel Goh",
            [
                (
                    "them",
                    "Thanks Hamid, payment received! Arman did so well on his test",
                    "5:02 PM",
                ),
                (
                    "them",
                    "FYI my number changes on 1 Dec to 0413 555 027, please update it",
                    "5:03 PM",
                ),
            ],
            subtitle="Text Message",
            clock="5:10",
            description="Text from Rachel Goh: payment received; her number changes on 1 Dec to "
            "0413 555 027",
        ),
        decisive=["0413 555 027"],
    )
    return imgs


def draw_hh_caravan_rally_pick(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_caravan_rally_pick", script=__file__)
    imgs.add(
        "signup_sheet",
        documents.note(
            [
                "Spring rally sign-up",
                "12 vans booked in",
                "(3 of them the big twin-axles)",
                "- Gwen",
            ],
            paper="lined",
            size=32,
            seed="hh_caravan_rally_pick:signup",
            description="Handwritten sign-up sheet: 12 vans for the spring rally, 3 of them big "
            "twin-axle caravans",
        ),
        decisive=["12 vans"],
    )
    imgs.add(
        "brochure_three_cliffs",
        documents.poster(
            "Three Cliffs Holiday Park",
            ["Pitch £24 per night", "Electric hook-up +£5 per night", "Grass pitches only"],
            kicker="Gower - caravans welcome",
            palette=((30, 70, 110), (250, 210, 80), (250, 250, 250)),
            kind="brochure",
            description="Brochure: Three Cliffs Holiday Park, £24 per pitch per night, hook-up £5 "
            "extra, grass pitches only",
        ),
        decisive=["Pitch £24 per night", "+£5 per night"],
    )
    imgs.add(
        "brochure_rhossili",
        documents.poster(
            "Rhossili Down Farm",
            ["£26 per night incl. hook-up", "2 hardstanding pitches", "rest on grass"],
            kicker="Farm campsite",
            palette=((60, 90, 40), (240, 230, 200), (250, 250, 245)),
            kind="brochure",
            description="Brochure: Rhossili Down Farm, £26 per night including hook-up, only 2 "
            "hardstanding pitches, the rest on grass",
        ),
        decisive=["£26 per night incl. hook-up", "2 hardstanding pitches"],
    )
    imgs.add(
        "port_eynon_page",
        web_page(
            screens,
            "Port Eynon Bay Camping",
            "Tariff 2025 - touring caravans",
            [
                ("Grass pitch", "£22 per night"),
                ("Electric hook-up", "£6 per night"),
                ("Hardstanding pitch (incl. hook-up)", "£30 per night"),
                ("Hardstanding pitches", "10"),
            ],
            accent="#0e5e6f",
            kind="web_page",
            description="Campsite tariff page: Port Eynon Bay Camping, grass £22 per night plus "
            "£6 hook-up, hardstanding with hook-up £30 per night, 10 hardstanding pitches",
        ),
        decisive=["£22 per night", "£6 per night", "£30 per night"],
    )
    imgs.add(
        "committee_email",
        screens.email(
            "Bryn Howells <bryn.howells@btinternet.com>",
            "Spring rally dates",
            "Wed 19 Mar, 20:41",
            [
                "Gwen, committee agreed: Fri 25 - Sun 27 April, two nights, everyone on hook-up.",
                "Please book the cheapest site per van and tell the members via "
                "members@gowercaravanclub.org.uk.",
                "Bryn",
            ],
            to="Gwen Pritchard",
            description="Committee email from Bryn: rally Fri 25 - Sun 27 April, two nights, "
            "everyone on hook-up; book the cheapest site per van and tell members at "
            "members@gowercaravanclub.org.uk",
        ),
        decisive=["Fri 25 - Sun 27 April", "members@gowercaravanclub.org.uk"],
    )
    return imgs


def draw_hh_meter_round(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_meter_round", script=__file__)
    for i, (flat, reading) in enumerate(
        (("FLAT 1", "08412"), ("FLAT 2", "11975"), ("FLAT 3", "06230"))
    ):
        imgs.add(
            f"meter_{i + 1}",
            object_photo(
                ("brick", "gravel", "wood_deck")[i],
                [flat, reading],
                seed=f"hh_meter_round:meter{i + 1}",
                body=(232, 230, 224),
                label_style="lcd",
                label_xy=(250, 150),
                label_size=56,
                kind="meter_photo",
                description=f"Photo of an electricity meter in the cellar with a label {flat}; "
                f"its display reads {reading} kWh",
            ),
            decisive=[flat, reading],
        )
    imgs.add(
        "tenants_board",
        photos.composite(
            "brick",
            ["Flat 1 - T. Moreau", "Flat 2 - S. Akhtar", "Flat 3 - J. Byrne"],
            seed="hh_meter_round:board",
            style="sign",
            accent=(90, 90, 90),
            panel_width=0.78,
            tilt=0.03,
            kind="doorbell_board_photo",
            description="Photo of the doorbell name board: Flat 1 T. Moreau, Flat 2 S. Akhtar, "
            "Flat 3 J. Byrne",
        ),
        decisive=["Flat 2 - S. Akhtar"],
    )
    return imgs


def draw_hh_band_rehearsal_split(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_band_rehearsal_split", script=__file__)
    imgs.add(
        "setlist",
        documents.note(
            [
                "GIG SETLIST 24.10",
                "1. Neon Rain",
                "2. Paper Kites",
                "3. Static (slow!)",
                "4. Last Tram",
            ],
            paper="lined",
            size=34,
            seed="hh_band_rehearsal_split:setlist",
            description="Handwritten gig setlist for 24.10: Neon Rain, Paper Kites, Static (the "
            "slow version), Last Tram",
        ),
        decisive=["Neon Rain", "Paper Kites", "Static (slow!)", "Last Tram"],
    )
    imgs.add(
        "room_booking",
        screens.booking(
            "Proberaum Kreuzberg",
            "Booking confirmed",
            [
                ("Room", "Raum 3 (drums + PA)"),
                ("Date", "Thu 16 Oct 2025"),
                ("Time", "19:00 - 22:00"),
                ("Price", "54.00 EUR"),
            ],
            reference="PK-88213",
            note="Oranienstr. 185, 10999 Berlin. Cancel up to 24 h before.",
            accent="#7a1f3d",
            description="Rehearsal room booking: Proberaum Kreuzberg room 3, Thu 16 Oct 2025 "
            "19:00-22:00, 54.00 EUR, Oranienstr. 185",
        ),
        decisive=["Thu 16 Oct 2025", "19:00 - 22:00", "54.00 EUR"],
    )
    imgs.add(
        "band_chat",
        screens.chat(
            "Static Tulips",
            [
                (
                    "Lena",
                    "guys I can't do the high part in Paper Kites rn, my voice is gone",
                    "21:40",
                ),
                ("Jonas", "swap it for Ghost Ferry then? same key", "21:42"),
                ("Lena", "yes pls 🙏", "21:43"),
            ],
            subtitle="4 members",
            clock="21:50",
            description="Band group chat: Lena cannot sing Paper Kites, Jonas suggests swapping "
            "it for Ghost Ferry, Lena agrees",
        ),
        decisive=["Ghost Ferry"],
    )
    imgs.add(
        "drum_kit",
        photos.photo(
            "camera",
            seed="hh_band_rehearsal_split:photo",
            description="Black-and-white photo Jonas sent from last week's shoot: a man with a "
            "film camera on a tripod in a park; no text",
        ),
    )
    return imgs


def draw_hh_nurse_rota_alarms(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_nurse_rota_alarms", script=__file__)
    imgs.add(
        "rota_photo",
        photos.composite(
            "brick",
            ["WARD 7 ROTA 7-13 JUL", "O. Petrenko:", "Mon E  Tue E", "Thu N  Fri N"],
            seed="hh_nurse_rota_alarms:rota",
            style="whiteboard",
            panel_width=0.78,
            tilt=0.03,
            kind="rota_photo",
            description="Photo of the ward rota whiteboard for 7-13 July: O. Petrenko on Mon E, "
            "Tue E, Thu N, Fri N",
        ),
        decisive=["Mon E  Tue E", "Thu N  Fri N"],
    )
    imgs.add(
        "legend",
        charts.table(
            "Shift codes - Ward 7",
            ["Code", "Shift", "Hours"],
            [
                ["E", "Early", "06:45-15:15"],
                ["L", "Late", "14:45-23:15"],
                ["N", "Night", "22:45-07:15"],
            ],
            col_widths=[0.2, 0.3, 0.5],
            description="Shift code legend: E early 06:45-15:15, L late 14:45-23:15, N night "
            "22:45-07:15",
        ),
        decisive=["06:45-15:15"],
    )
    imgs.add(
        "charge_text",
        screens.chat(
            "Mere (charge nurse)",
            [
                ("them", "Olga, sorry! Swap for next week: you're L on Tue, not E", "18:22"),
                ("them", "Mon stays E", "18:22"),
            ],
            subtitle="Text Message",
            clock="18:40",
            description="Text from the charge nurse Mere: Olga is on a late shift on Tuesday, "
            "not early; Monday stays early",
        ),
        decisive=["you're L on Tue, not E"],
    )
    imgs.add(
        "desk_sticker",
        object_photo(
            "wood_deck",
            ["WARD 7 DESK", "+64 9 555 0177"],
            seed="hh_nurse_rota_alarms:desk",
            body=(210, 225, 235),
            label_xy=(200, 180),
            label_size=50,
            kind="sticker_photo",
            description="Photo of the ward desk phone with a sticker: WARD 7 DESK +64 9 555 0177",
        ),
        decisive=["+64 9 555 0177"],
    )
    return imgs


# --------------------------------------------------------------------------- batch 6


def draw_hh_allowance_chores(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_allowance_chores", script=__file__)
    imgs.add(
        "chore_chart",
        photos.composite(
            "wood_deck",
            [
                "CHORES THIS WEEK",
                "DEV: dishes x4, lawn x1, trash x2",
                "ASHA: dishes x3, cat x7, trash x1",
            ],
            seed="hh_allowance_chores:chart",
            style="whiteboard",
            panel_width=0.86,
            tilt=0.02,
            kind="whiteboard_photo",
            description="Photo of the fridge whiteboard chore chart: Dev did dishes 4 times, the "
            "lawn once, trash twice; Asha did dishes 3 times, fed the cat 7 times, trash once",
        ),
        decisive=["DEV: dishes x4, lawn x1, trash x2", "ASHA: dishes x3, cat x7, trash x1"],
    )
    imgs.add(
        "rate_card",
        documents.note(
            [
                "Dishes $1.50 / night",
                "Lawn $6",
                "Feed cat $1 / day",
                "Trash $2",
                "Pay day: Sunday 6:00 pm",
            ],
            paper="card",
            size=32,
            seed="hh_allowance_chores:rates",
            description="Handwritten chore rate card: dishes $1.50 a night, lawn $6, feed the cat "
            "$1 a day, trash $2; pay day Sunday 6:00 pm",
        ),
        decisive=["$1.50", "$6", "$1 / day", "$2", "6:00 pm"],
    )
    imgs.add(
        "asha_text",
        screens.chat(
            "Asha",
            [
                ("them", "MOM I mowed the BACK lawn on Saturday too!!", "5:41 PM"),
                ("them", "Dev only did the front. pic attached", "5:41 PM"),
            ],
            subtitle="iMessage",
            clock="6:02",
            description="Text from Asha: she mowed the back lawn on Saturday too; Dev only did the "
            "front",
        ),
        decisive=["mowed the BACK lawn"],
    )
    imgs.add(
        "back_lawn",
        photos.photo(
            "grass",
            seed="hh_allowance_chores:lawn",
            description="Photo Asha sent of the back lawn: short, freshly mown grass; no text",
        ),
    )
    return imgs


def draw_hh_first_dance_pick(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_first_dance_pick", script=__file__)
    imgs.add(
        "shortlist",
        documents.note(
            [
                "First dance shortlist",
                "1. Moonlit Porch",
                "2. Slow Tide",
                "3. Waltz for Ama (waltz!)",
                "4. Golden Hour Blues",
            ],
            paper="lined",
            size=32,
            seed="hh_first_dance_pick:shortlist",
            description="Handwritten first-dance shortlist: Moonlit Porch, Slow Tide, Waltz for "
            "Ama (marked waltz), Golden Hour Blues",
        ),
        decisive=["Waltz for Ama (waltz!)"],
    )
    imgs.add(
        "teacher_email",
        screens.email(
            "Studio Rhythm - Priscilla Goh <priscilla@studiorhythm.sg>",
            "Your first dance choreography",
            "Thu 31 Jul, 16:20",
            [
                "Hi Mei-Ling and Arjun,",
                "Your choreography is a waltz, so the song must be in 3/4.",
                "Please keep it under 3:30 - anything longer and we would have to cut it.",
                "Priscilla",
            ],
            to="Mei-Ling Tan",
            description="Email from the dance teacher: the choreography is a waltz (3/4), the "
            "song must be under 3:30",
        ),
        decisive=["under 3:30"],
    )
    imgs.add(
        "dj_chat",
        screens.chat(
            "DJ Marcus Lim",
            [
                ("them", "Hi both! Send me the first dance by Friday pls", "11:02"),
                ("them", "and tell me which version, some have a radio edit", "11:02"),
            ],
            subtitle="WhatsApp",
            clock="21:00",
            description="Chat with DJ Marcus Lim: send the first dance by Friday and say which "
            "version, some songs have a radio edit",
        ),
        decisive=["which version"],
    )
    imgs.add(
        "lesson_booking",
        screens.booking(
            "Studio Rhythm",
            "Private lessons booked",
            [
                ("Couple", "Mei-Ling Tan & Arjun Nair"),
                ("Lesson 1", "Sat 9 Aug 2025, 10:00-11:00"),
                ("Lesson 2", "Sat 16 Aug 2025, 10:00-11:00"),
                ("Where", "71 Tanjong Pagar Rd, Studio B"),
            ],
            reference="SR-4471",
            accent="#8a2d5c",
            description="Dance studio booking: two private lessons, Sat 9 Aug and Sat 16 Aug 2025 "
            "10:00-11:00, 71 Tanjong Pagar Rd, Studio B",
        ),
        decisive=[
            "Sat 9 Aug 2025, 10:00-11:00",
            "Sat 16 Aug 2025, 10:00-11:00",
            "71 Tanjong Pagar Rd",
        ],
    )
    imgs.add(
        "bouquet",
        photos.photo(
            "orange_flower",
            seed="hh_first_dance_pick:bouquet",
            description="Photo of the florist's sample: a close-up of an orange flower for the "
            "bouquet; no text",
        ),
    )
    return imgs


def draw_hh_school_lunch_filter(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_school_lunch_filter", script=__file__)
    imgs.add(
        "lunch_menu",
        charts.table(
            "Ecole Saint-Viateur - hot lunch menu, Sept 2-12",
            ["Day", "Main dish"],
            [
                ["Tue Sep 2", "Pasta with pesto (pine nuts)"],
                ["Wed Sep 3", "Chicken and rice"],
                ["Thu Sep 4", "Peanut noodles"],
                ["Fri Sep 5", "Cheese pizza"],
                ["Mon Sep 8", "Fish sticks"],
                ["Tue Sep 9", "Satay skewers (peanut sauce)"],
                ["Wed Sep 10", "Mac and cheese"],
                ["Thu Sep 11", "Almond-crusted chicken"],
                ["Fri Sep 12", "Tacos"],
            ],
            col_widths=[0.3, 0.7],
            description="School hot-lunch menu Sept 2-12: pesto with pine nuts Tue Sep 2, peanut "
            "noodles Thu Sep 4, satay with peanut sauce Tue Sep 9, almond-crusted chicken Thu Sep "
            "11; other days nut-free",
        ),
        decisive=["Tue Sep 2", "Thu Sep 4", "Tue Sep 9", "Thu Sep 11"],
    )
    imgs.add(
        "allergy_card",
        documents.form(
            "Allergy action card",
            [
                ("Student", "Zara Benali - Grade 2"),
                ("Allergies", "Peanuts AND tree nuts"),
                ("", "(incl. pine nuts, almonds, cashews)"),
                ("Epipen", "in backpack, front pocket"),
            ],
            subtitle="Dr. Leclerc, Clinique pediatrique Rosemont",
            description="Allergy action card for Zara Benali: allergic to peanuts and tree nuts "
            "including pine nuts, almonds and cashews",
        ),
        decisive=["Peanuts AND tree nuts"],
    )
    imgs.add(
        "teacher_note",
        documents.note(
            ["Chers parents,", "Field trip Fri Sep 12!", "Bring a packed lunch", "- Mme Tremblay"],
            paper="lined",
            size=32,
            seed="hh_school_lunch_filter:trip",
            description="Handwritten note from the teacher: field trip on Friday Sep 12, bring a "
            "packed lunch",
        ),
        decisive=["Fri Sep 12"],
    )
    imgs.add(
        "lunchbox",
        object_photo(
            "wood_deck",
            ["ZARA"],
            seed="hh_school_lunch_filter:box",
            body=(235, 120, 160),
            label_xy=(290, 200),
            label_size=56,
            kind="lunchbox_photo",
            description="Photo of Zara's new pink lunchbox on the kitchen table with a name "
            "sticker reading ZARA",
        ),
    )
    imgs.add(
        "club_flyer",
        documents.poster(
            "Club de soccer - Grade 2",
            ["Tuesdays 15:30-16:30", "Starts Sept 9", "Snack provided"],
            kicker="After school",
            palette=((20, 90, 160), (255, 210, 60), (250, 250, 250)),
            kind="flyer",
            description="After-school soccer club flyer for Grade 2: Tuesdays 15:30-16:30 from "
            "Sept 9, snack provided",
        ),
    )
    return imgs


def draw_hh_grandpa_phone_setup(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_grandpa_phone_setup", script=__file__)
    imgs.add(
        "bank_letter",
        documents.poster(
            "Scam warning",
            [
                "We will NEVER phone you to ask for your PIN.",
                "Recent fake calls came from:",
                "0117 496 0555",
                "0800 555 0199",
                "Please block these numbers.",
            ],
            kicker="Avon & Severn Building Society",
            palette=((250, 250, 246), (160, 20, 30), (30, 30, 30)),
            kind="letter",
            description="Building society scam warning letter: fake calls came from 0117 496 0555 "
            "and 0800 555 0199; block these numbers",
        ),
        decisive=["117 496 0555", "800 555 0199"],
    )
    imgs.add(
        "recent_calls",
        screens.list_screen(
            "Recents",
            [
                ("0800 555 0199 (3) - missed", "10:02"),
                ("Dr Patel Surgery", "Yesterday"),
                ("0117 496 0555 - missed", "Sat"),
                ("Susan", "Fri"),
            ],
            subtitle="All",
            kind="call_log",
            description="Phone recents: three missed calls from 0800 555 0199, the surgery, a "
            "missed call from 0117 496 0555, Susan",
        ),
        decisive=["0800 555 0199 (3) - missed"],
    )
    imgs.add(
        "susan_list",
        documents.note(
            [
                "Dad's favourites:",
                "1. Susan",
                "2. Dr Patel Surgery",
                "3. Bristol Cabs",
                "NEW no. 0117 555 0123 !!",
                "love, Sue x",
            ],
            paper="lined",
            size=32,
            seed="hh_grandpa_phone_setup:list",
            description="Susan's handwritten list of Dad's phone favourites in order: Susan, Dr "
            "Patel Surgery, Bristol Cabs - new number 0117 555 0123",
        ),
        decisive=["1. Susan", "2. Dr Patel Surgery", "3. Bristol Cabs", "117 555 0123"],
    )
    imgs.add(
        "susan_photo",
        photos.photo(
            "grace_hopper",
            seed="hh_grandpa_phone_setup:portrait",
            description="Old portrait photo of a woman in a dark uniform with medals (the picture "
            "Bert wants on Susan's contact); no text",
        ),
    )
    imgs.add(
        "susan_text",
        screens.chat(
            "Susan",
            [
                ("them", "Dad I left you the list on the fridge", "Fri"),
                (
                    "them",
                    "The taxi firm changed number, use the one on my list not the old card!",
                    "Fri",
                ),
            ],
            subtitle="Text Message",
            clock="11:00",
            description="Text from Susan: she left the list on the fridge; the taxi firm changed "
            "its number, use the one on her list",
        ),
        decisive=["changed number"],
    )
    return imgs


def draw_hh_catering_quote(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_catering_quote", script=__file__)
    imgs.add(
        "client_email",
        screens.email(
            "Naomi Okafor <naomi.okafor@outlook.com>",
            "Catering for a naming ceremony",
            "Sun 4 May, 19:40",
            [
                "Hello Chioma,",
                "We'd love you to cater our son's naming ceremony on Sat 24 May, 1pm to 5pm, at "
                "St Agnes Hall, Moseley (about 7 miles from you).",
                "45 adults and 12 children, buffet Option B please. Could you send a quote?",
                "Naomi",
            ],
            to="Chioma's Kitchen",
            description="Client email from Naomi Okafor: naming ceremony Sat 24 May 1-5 pm at St "
            "Agnes Hall, Moseley, about 7 miles away; 45 adults and 12 children, buffet Option B",
        ),
        decisive=["Sat 24 May, 1pm to 5pm", "45 adults and 12 children", "Option B"],
    )
    imgs.add(
        "price_sheet",
        documents.menu(
            "Chioma's Kitchen",
            [
                (
                    "Buffet options (per adult)",
                    [
                        ("Option A - jollof, chicken, salad", "£14.00"),
                        ("Option B - A + suya, fish, puff-puff", "£18.00"),
                    ],
                ),
                (
                    "Extras",
                    [("Children (under 12)", "half price"), ("Delivery within 10 miles", "£25.00")],
                ),
            ],
            tagline="West African catering, Birmingham",
            currency="",
            description="Caterer's price sheet: Option A £14.00 per adult, Option B £18.00 per "
            "adult, children under 12 half price, delivery within 10 miles £25.00",
        ),
        decisive=["£18.00", "half price", "£25.00"],
    )
    imgs.add(
        "deposit_notice",
        screens.list_screen(
            "Notifications",
            [
                ("Naomi Okafor sent you £300.00", "09:12"),
                ("'deposit naming ceremony 24/5'", ""),
                ("Your weekly statement is ready", "Mon"),
            ],
            subtitle="Banking app",
            kind="notifications",
            description="Banking app notification: Naomi Okafor sent £300.00, reference 'deposit "
            "naming ceremony 24/5'",
        ),
        decisive=["£300.00"],
    )
    imgs.add(
        "makro_receipt",
        documents.receipt(
            "MAKRO BIRMINGHAM",
            [
                ("Long grain rice 10kg x2", "32.98"),
                ("Tomato puree 2.2kg x3", "17.85"),
                ("Vegetable oil 20L", "38.49"),
                ("Chicken thighs 5kg x3", "67.50"),
                ("Plantain box", "29.58"),
            ],
            total="186.40",
            date="04/05/2025 15:31",
            address="Heartlands Parkway",
            currency="£",
            payment="BUSINESS DEBIT **** 0912",
            description="Makro Birmingham receipt of 04/05/2025 for dry goods and chicken, total "
            "£186.40",
        ),
        decisive=["186.40"],
    )
    imgs.add(
        "table_flowers",
        photos.photo(
            "marigold",
            seed="hh_catering_quote:flowers",
            description="Photo Naomi sent of the flowers she chose for the tables: a red and "
            "yellow marigold; no text",
        ),
    )
    return imgs


# --------------------------------------------------------------------------- batch 7


def draw_hh_parking_ticket_appeal(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_parking_ticket_appeal", script=__file__)
    imgs.add(
        "ticket",
        documents.ticket(
            "PENALTY CHARGE NOTICE",
            [
                ("PCN", "BH41029877"),
                ("Vehicle", "VW Transporter WK19 TXV"),
                ("Date", "Sat 15 Mar 2025"),
                ("Time", "09:12"),
                ("Location", "Preston Street"),
                ("Charge", "£70"),
                ("£35 if paid by", "28 Mar 2025"),
            ],
            title="Brighton & Hove City Council",
            accent=(150, 20, 30),
            description="Penalty charge notice BH41029877 for van WK19 TXV on Sat 15 Mar 2025 at "
            "09:12 in Preston Street; £70, or £35 if paid by 28 Mar 2025",
        ),
        decisive=["BH41029877", "Sat 15 Mar 2025", "28 Mar 2025"],
    )
    imgs.add(
        "street_sign",
        photos.composite(
            "brick",
            ["NO WAITING", "Mon - Fri", "8am - 6pm"],
            seed="hh_parking_ticket_appeal:sign",
            style="sign",
            accent=(200, 160, 0),
            panel_width=0.55,
            tilt=0.03,
            kind="street_sign_photo",
            description="Photo of the parking sign on the brick wall in Preston Street: no "
            "waiting Mon - Fri 8am - 6pm (weekends are not restricted)",
        ),
        decisive=["Mon - Fri"],
    )
    imgs.add(
        "parking_app",
        screens.list_screen(
            "My sessions",
            [
                ("Fri 14 Mar - Preston St - paid", "08:55-11:00"),
                ("Wed 12 Mar - Western Rd - paid", "13:10-14:00"),
            ],
            subtitle="ParkMate",
            kind="parking_app",
            description="Parking app sessions: Friday 14 March Preston St 08:55-11:00 paid, "
            "Wednesday 12 March Western Rd",
        ),
        decisive=["Fri 14 Mar"],
    )
    imgs.add(
        "appeals_page",
        web_page(
            screens,
            "Challenge a penalty charge notice",
            "Brighton & Hove City Council - Parking",
            [
                ("Email", "parking.appeals@brighton-hove.gov.uk"),
                ("Include", "PCN number, why, photos"),
                ("Deadline", "within 28 days of the notice"),
            ],
            accent="#004e7c",
            kind="web_page",
            description="Council page on challenging a PCN: email "
            "parking.appeals@brighton-hove.gov.uk with the PCN number, the reason and photos, "
            "within 28 days",
        ),
        decisive=["parking.appeals@brighton-hove.gov.uk"],
    )
    imgs.add(
        "street_photo",
        photos.photo(
            "storm",
            seed="hh_parking_ticket_appeal:street",
            description="Photo of the empty road under dark clouds that Saturday morning; no text",
        ),
    )
    return imgs


def draw_hh_kids_party_venue(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_kids_party_venue", script=__file__)
    imgs.add(
        "rsvp_list",
        documents.note(
            ["Tolu's 7th - RSVPs", "YES: 14 kids", "maybe: 3 (not counting)", "no: 4"],
            paper="lined",
            size=34,
            seed="hh_kids_party_venue:rsvp",
            description="Handwritten RSVP tally for Tolu's 7th birthday: 14 kids yes, 3 maybe "
            "(not counting), 4 no",
        ),
        decisive=["YES: 14 kids"],
    )
    imgs.add(
        "bounce_page",
        web_page(
            screens,
            "Bounce Zone Atlanta - Party packages",
            "Trampoline parties, ages 5-12",
            [
                ("Price", "$22 per child (minimum 15)"),
                ("Slots", "Sat or Sun 14:00-16:00"),
                ("Deposit", "$50 to @bouncezone-atl"),
            ],
            accent="#e0562b",
            kind="web_page",
            description="Bounce Zone party page: $22 per child with a minimum of 15, Saturday or "
            "Sunday 14:00-16:00, $50 deposit to @bouncezone-atl",
        ),
        decisive=["$22 per child (minimum 15)", "Sat or Sun 14:00-16:00", "$50 to @bouncezone-atl"],
    )
    imgs.add(
        "artists_flyer",
        documents.poster(
            "Little Artists Studio",
            ["Paint party: $300 flat", "up to 16 kids", "Saturdays 10:00-12:00 only"],
            kicker="Kids' birthdays",
            palette=((250, 240, 250), (170, 60, 150), (60, 30, 60)),
            kind="flyer",
            description="Flyer: Little Artists Studio paint party $300 flat for up to 16 kids, "
            "Saturdays 10:00-12:00 only",
        ),
        decisive=["$300 flat", "Saturdays 10:00-12:00 only"],
    )
    imgs.add(
        "splash_chat",
        screens.chat(
            "Splash Pool Parties",
            [
                ("me", "Hi, price for ~14 kids on a Saturday?", "4:10 PM"),
                ("them", "$18 per child + $60 lifeguard. Saturdays at 15:00 only", "4:32 PM"),
            ],
            subtitle="Text Message",
            clock="8:25",
            description="Text from Splash Pool Parties: $18 per child plus $60 lifeguard, "
            "Saturdays at 15:00 only",
        ),
        decisive=["$18 per child + $60 lifeguard"],
    )
    imgs.add(
        "grandma_text",
        screens.chat(
            "Mama",
            [
                (
                    "them",
                    "My flight lands Saturday 15th at 1pm!! I don't want to miss Tolu's party",
                    "7:50 PM",
                ),
                ("them", "Can it be on the Sunday?", "7:51 PM"),
            ],
            subtitle="WhatsApp",
            clock="8:40",
            description="WhatsApp from Aisha's mother: her flight lands Saturday the 15th at 1pm; "
            "can the party be on Sunday",
        ),
        decisive=["Saturday 15th"],
    )
    imgs.add(
        "tolu_card",
        kid_drawing(
            ["TOLU", "I AM 7"],
            seed="hh_kids_party_venue:card",
            figures=3,
            description="Photo of Tolu's crayon drawing for the invitation: a house, the sun and "
            "three stick figures, scrawled TOLU and I AM 7",
        ),
    )
    return imgs


def draw_hh_hosepipe_watering(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_hosepipe_watering", script=__file__)
    imgs.add(
        "water_notice",
        documents.poster(
            "Level 2 water restrictions",
            [
                "Garden watering only before 09:00 or from 18:00",
                "Even house numbers: Tuesday + Saturday",
                "Odd house numbers: Wednesday + Sunday",
                "Max 1 hour. Fines from R500.",
            ],
            kicker="City of Cape Town - from 20 January 2025",
            palette=((230, 244, 250), (0, 100, 160), (20, 40, 60)),
            kind="notice",
            description="City notice of level 2 water restrictions from 20 January 2025: "
            "watering only before 09:00 or from 18:00, even house numbers Tuesday and Saturday, "
            "odd numbers Wednesday and Sunday, max 1 hour",
        ),
        decisive=["Odd house numbers: Wednesday + Sunday", "from 18:00"],
    )
    imgs.add(
        "gate_photo",
        object_photo(
            "brick",
            ["27 ACACIA RD"],
            seed="hh_hosepipe_watering:gate",
            body=(120, 110, 100),
            label_xy=(240, 200),
            label_size=52,
            kind="house_number_photo",
            description="Photo of the house's gate on the brick wall with the white number plate "
            "27 ACACIA RD",
        ),
        decisive=["27 ACACIA RD"],
    )
    imgs.add(
        "garden_photo",
        photos.photo(
            "marigold",
            seed="hh_hosepipe_watering:garden",
            description="Photo of the garden's marigolds, petals starting to droop in the heat; "
            "no text",
        ),
    )
    imgs.add(
        "neighbour_chat",
        screens.chat(
            "Thandi (no. 29)",
            [
                ("them", "Did you see the new water rules? They're fining people already", "17:40"),
                ("them", "Ours is Wed/Sun too, we're both odd 😅", "17:41"),
            ],
            subtitle="WhatsApp",
            clock="18:55",
            description="WhatsApp from neighbour Thandi at no. 29: they are fining people; her "
            "days are Wednesday/Sunday too, both houses are odd numbers",
        ),
    )
    return imgs


def draw_hh_insurance_renewal(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_insurance_renewal", script=__file__)
    imgs.add(
        "renewal_letter",
        documents.invoice(
            "Casa Segura Seguros",
            "CS-4410-2291",
            bill_to=["Joana Ferreira", "Rua da Graca 41, 2 Esq", "1170-166 Lisboa"],
            issued="1 Mar 2025",
            due="31 Mar 2025",
            lines=[
                ("Home insurance, annual renewal", "1", "612.00", "612.00"),
                ("Excess per claim: 250.00 EUR", "", "", ""),
                ("Water damage: included", "", "", ""),
            ],
            total="612.00",
            currency="EUR ",
            notes=["Auto-renews on 1 Apr. To cancel: renovacoes@casasegura.pt, quote your policy."],
            description="Renewal letter for policy CS-4410-2291: 612.00 EUR a year, excess 250.00 "
            "EUR, water damage included; auto-renews 1 Apr; cancel via renovacoes@casasegura.pt",
        ),
        decisive=["CS-4410-2291", "Excess per claim: 250.00 EUR", "renovacoes@casasegura.pt"],
    )
    imgs.add(
        "quote_lar",
        web_page(
            screens,
            "LarSeguro - your quote",
            "Quote LS-88031, valid 30 days",
            [
                ("Annual premium", "548.00 EUR"),
                ("Excess per claim", "500.00 EUR"),
                ("Water damage", "included"),
                ("Accept", "reply to quotes@larseguro.pt"),
            ],
            accent="#1b7f5a",
            kind="web_page",
            description="LarSeguro quote LS-88031: 548.00 EUR a year, 500.00 EUR excess, water "
            "damage included; accept via quotes@larseguro.pt",
        ),
        decisive=["548.00 EUR", "500.00 EUR"],
    )
    imgs.add(
        "quote_azul",
        screens.email(
            "Seguro Azul <propostas@seguroazul.pt>",
            "Your home insurance proposal Q-77120",
            "Tue 4 Mar, 10:15",
            [
                "Dear Joana Ferreira,",
                "Annual premium 575.00 EUR, excess 250.00 EUR per claim, water damage and "
                "burst pipes included.",
                "To accept, reply to this email quoting Q-77120 and your start date.",
            ],
            to="Joana Ferreira",
            description="Email proposal Q-77120 from Seguro Azul: 575.00 EUR a year, 250.00 EUR "
            "excess, water damage included; accept by replying with Q-77120",
        ),
        decisive=["Q-77120", "575.00 EUR", "propostas@seguroazul.pt"],
    )
    imgs.add(
        "miguel_chat",
        screens.chat(
            "Miguel",
            [
                ("them", "Switch if it's cheaper, but NOT with a higher excess than now", "12:02"),
                ("them", "and water damage has to be in, after last year 😬", "12:03"),
            ],
            subtitle="WhatsApp",
            clock="20:10",
            description="WhatsApp from her husband Miguel: switch only if cheaper and the excess "
            "is not higher than now, and water damage must be included",
        ),
        decisive=["NOT with a higher excess"],
    )
    imgs.add(
        "leak_ceiling",
        photos.photo(
            "raindrops",
            seed="hh_insurance_renewal:leak",
            crop=(0.2, 0.1, 0.9, 0.8),
            description="Photo from last year's leak: big water drops everywhere on green leaves "
            "of the balcony plants below the burst pipe; no text",
        ),
    )
    return imgs


# --------------------------------------------------------------------------- batch 8


def draw_hh_reunion_photo_share(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_reunion_photo_share", script=__file__)
    imgs.add(
        "banner",
        photos.composite(
            "meadow",
            ["DIALLO FAMILY REUNION", "THIES - 12 JULY 2025"],
            seed="hh_reunion_photo_share:banner",
            style="sign",
            accent=(0, 120, 60),
            panel_width=0.86,
            tilt=0.03,
            kind="banner_photo",
            description="Photo of the reunion banner hung over the lawn: DIALLO FAMILY REUNION, "
            "THIES - 12 JULY 2025",
        ),
        decisive=["THIES - 12 JULY 2025"],
    )
    imgs.add(
        "beach_photo",
        photos.photo(
            "dune",
            seed="hh_reunion_photo_share:beach",
            description="Photo from the reunion's afternoon at the sea: dune grass in front of "
            "blue water under a clear sky (the photo to share); no text",
        ),
    )
    imgs.add(
        "portrait",
        photos.photo(
            "grace_hopper",
            seed="hh_reunion_photo_share:portrait",
            description="Old black-and-white-looking portrait of a woman in uniform (a photo of "
            "a photo from the family album, not for sharing); no text",
        ),
    )
    imgs.add(
        "cousins_list",
        documents.note(
            [
                "Amadou - send the sea photo to:",
                "Fatou (Paris)",
                "Ousmane (Lyon)",
                "Mariama (Montreal)",
                "NOT Ibrahima, he has it - Aissatou",
            ],
            paper="lined",
            size=30,
            seed="hh_reunion_photo_share:list",
            description="Handwritten note from his sister Aissatou: send the sea photo to Fatou "
            "(Paris), Ousmane (Lyon) and Mariama (Montreal), not Ibrahima who already has it",
        ),
        decisive=["Fatou (Paris)", "Ousmane (Lyon)", "Mariama (Montreal)"],
    )
    imgs.add(
        "fatou_chat",
        screens.chat(
            "Fatou Diallo",
            [
                ("them", "Tonton Amadou! I changed my number, the old one is gone", "15:20"),
                ("them", "New: +33 6 55 50 12 34", "15:20"),
            ],
            subtitle="WhatsApp",
            clock="19:55",
            description="WhatsApp from niece Fatou Diallo: she changed her number, new number +33 "
            "6 55 50 12 34",
        ),
        decisive=["+33 6 55 50 12 34"],
    )
    return imgs


def draw_hh_garden_club_rota(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_garden_club_rota", script=__file__)
    imgs.add(
        "rota_board",
        photos.composite(
            "wood_deck",
            [
                "WATERING ROTA - MAY",
                "Sat 3: Min-ji",
                "Sun 4: Hyun-jin",
                "Sat 10: Jae-won",
                "Sun 11: Hyun-jin",
            ],
            seed="hh_garden_club_rota:rota",
            style="chalkboard",
            panel_width=0.74,
            tilt=0.03,
            kind="chalkboard_photo",
            description="Photo of the rooftop garden's chalkboard watering rota for May: Sat 3 "
            "Min-ji, Sun 4 Hyun-jin, Sat 10 Jae-won, Sun 11 Hyun-jin",
        ),
        decisive=["Sat 3: Min-ji", "Sun 4: Hyun-jin", "Sat 10: Jae-won", "Sun 11: Hyun-jin"],
    )
    imgs.add(
        "members",
        charts.table(
            "Mangwon Rooftop Garden - members",
            ["Name", "Mobile", "Plot"],
            [
                ["Kang Min-ji", "010-5550-0131", "A2"],
                ["Lee Jae-won", "010-5550-0142", "B1"],
                ["Park Hyun-jin", "010-5550-0100", "A1"],
                ["Seo Min-ji", "010-5550-0188", "guest (May only)"],
            ],
            col_widths=[0.32, 0.36, 0.32],
            description="Garden member list: Kang Min-ji 010-5550-0131 plot A2, Lee Jae-won "
            "010-5550-0142 B1, Park Hyun-jin A1, Seo Min-ji 010-5550-0188 guest",
        ),
        decisive=["Kang Min-ji", "Lee Jae-won"],
    )
    imgs.add(
        "compost_notice",
        documents.poster(
            "Compost delivery!",
            [
                "Sat 10 May, 9:00-11:00",
                "All hands please - 2 tonnes to carry up",
                "Gloves provided",
            ],
            kicker="Mangwon Rooftop Garden",
            palette=((60, 45, 30), (160, 210, 90), (245, 240, 230)),
            kind="notice",
            description="Garden notice: compost delivery Sat 10 May 9:00-11:00, all hands to "
            "carry 2 tonnes up",
        ),
        decisive=["Sat 10 May, 9:00-11:00"],
    )
    imgs.add(
        "seedlings",
        photos.photo(
            "leaf",
            seed="hh_garden_club_rota:leaf",
            description="Close-up photo of a backlit green leaf from the garden's new seedlings; "
            "no text",
        ),
    )
    imgs.add(
        "minji_text",
        screens.chat(
            "Kang Min-ji",
            [
                (
                    "them",
                    "Hyun-jin, is the rota out yet? I'm away the 10th, I hope I'm not on that day",
                    "18:02",
                ),
            ],
            subtitle="KakaoTalk",
            clock="19:00",
            description="Message from Kang Min-ji asking if the rota is out; she is away on the "
            "10th",
        ),
    )
    return imgs


# --------------------------------------------------------------------------- batch 9


def draw_hh_locksmith_lookup(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_locksmith_lookup", script=__file__)
    imgs.add(
        "key_tag",
        object_photo(
            "wood_deck",
            ["KEY K-117"],
            seed="hh_locksmith_lookup:tag",
            body=(190, 40, 40),
            label_xy=(240, 200),
            label_size=56,
            kind="key_tag_photo",
            description="Photo of the snapped key's red plastic tag on the counter, with a white "
            "label reading KEY K-117",
        ),
        decisive=["K-117"],
    )
    imgs.add(
        "key_register",
        charts.table(
            "Hawthorne Market Hall - key register (tenant: Kaiseki Watanabe)",
            ["Tag", "Door", "Locksmith / job"],
            [
                ["K-104", "Front shutter", "Alder Lock & Key AL-190"],
                ["K-117", "Kitchen back door", "Rose City Locks RC-5521"],
                ["K-171", "Walk-in freezer", "Alder Lock & Key AL-208"],
            ],
            col_widths=[0.14, 0.34, 0.52],
            description="Building key register for the restaurant: K-104 front shutter (Alder "
            "Lock & Key AL-190), K-117 kitchen back door (Rose City Locks RC-5521), K-171 walk-in "
            "freezer (Alder Lock & Key AL-208)",
        ),
        decisive=["Rose City Locks RC-5521"],
    )
    imgs.add(
        "magnets",
        photos.composite(
            "brick",
            ["ROSE CITY LOCKS 24/7", "(503) 555-0139", "ALDER LOCK & KEY", "(503) 555-0172"],
            seed="hh_locksmith_lookup:magnets",
            style="label",
            accent=(150, 20, 60),
            panel_width=0.8,
            tilt=0.03,
            kind="magnet_photo",
            description="Photo of two locksmiths' magnets on the office fridge: Rose City Locks "
            "24/7 (503) 555-0139 and Alder Lock & Key (503) 555-0172",
        ),
        decisive=["(503) 555-0139"],
    )
    imgs.add(
        "locksmith_text",
        screens.chat(
            "Rose City Locks",
            [
                ("them", "All done, new cylinder on the back door + 3 keys", "2:48 PM"),
                (
                    "them",
                    "Call-out + cylinder $95.00, Cashly @rosecitylocks. Thanks Kenji!",
                    "2:49 PM",
                ),
            ],
            subtitle="Text Message",
            clock="3:05",
            description="Text from Rose City Locks: new cylinder on the back door and 3 keys; "
            "$95.00 by Cashly to @rosecitylocks",
        ),
        decisive=["$95.00", "@rosecitylocks"],
    )
    imgs.add(
        "back_alley",
        photos.photo(
            "storm",
            seed="hh_locksmith_lookup:alley",
            description="Photo of the empty wet road behind the restaurant under dark clouds; no "
            "text",
        ),
    )
    return imgs


def draw_hh_handyman_saturday(screens: Screens) -> ImageSet:
    imgs = ImageSet("hh_handyman_saturday", script=__file__)
    imgs.add(
        "job_inbox",
        screens.inbox(
            [
                (
                    "Grace Obi",
                    "Leaking pipe under kitchen sink",
                    "21 Elm St - any time Saturday? 612-555-0121",
                    "Mon",
                ),
                (
                    "Martin Haas",
                    "Cracked bathroom wall",
                    "4 Birch Ave - Saturday works best. 612-555-0134",
                    "Mon",
                ),
                (
                    "Sigrid Lund",
                    "Loose fence boards",
                    "9 Oak Rd - whenever you can. 612-555-0147",
                    "Tue",
                ),
            ],
            title="Job requests",
            account="pavel@novakfixit.com",
            description="Inbox of job requests: Grace Obi (leaking pipe under the sink, 21 Elm St, "
            "612-555-0121), Martin Haas (cracked bathroom wall, 4 Birch Ave, 612-555-0134), "
            "Sigrid Lund (loose fence boards, 9 Oak Rd, 612-555-0147)",
        ),
        decisive=["Grace Obi", "Martin Haas", "Sigrid Lund", "612-555-0147"],
    )
    imgs.add(
        "rate_sheet",
        charts.table(
            "Novak Fix-It - standard jobs",
            ["Job", "Time", "Price"],
            [
                ["Sink trap / pipe leak", "1.5 hours", "$120"],
                ["Drywall crack patch + paint", "4 hours", "$260"],
                ["Fence boards (up to 10)", "3 hours", "$180"],
                ["Door rehang", "2 hours", "$140"],
            ],
            col_widths=[0.5, 0.2, 0.3],
            description="Handyman's job sheet: pipe leak 1.5 h $120, drywall crack 4 h $260, fence "
            "boards 3 h $180, door rehang 2 h $140",
        ),
        decisive=["1.5 hours", "4 hours", "3 hours", "$120", "$260", "$180"],
    )
    imgs.add(
        "pipe_photo",
        photos.photo(
            "water_drop",
            seed="hh_handyman_saturday:pipe",
            crop=(0.25, 0.2, 0.9, 0.85),
            description="Grace Obi's photo: water dripping into a puddle under the sink; no text",
        ),
    )
    imgs.add(
        "wall_photo",
        photos.photo(
            "brick",
            seed="hh_handyman_saturday:wall",
            crop=(0.3, 0.3, 1.0, 1.0),
            description="Martin Haas's photo of the bathroom wall: grey masonry with cracked "
            "joints; no text",
        ),
    )
    imgs.add(
        "fence_photo",
        photos.photo(
            "wood_deck",
            seed="hh_handyman_saturday:fence",
            crop=(0.0, 0.2, 0.7, 0.9),
            mirror=True,
            description="Sigrid Lund's photo of weathered, split fence boards; no text",
        ),
    )
    imgs.add(
        "haas_text",
        screens.chat(
            "Martin Haas",
            [
                ("them", "Pavel, sorry, we're away this Saturday after all", "6:40 PM"),
                ("them", "Could you do the wall the Saturday after, June 21?", "6:41 PM"),
            ],
            subtitle="Text Message",
            clock="7:02",
            description="Text from Martin Haas: away this Saturday, could the wall be done the "
            "Saturday after, June 21",
        ),
        decisive=["June 21"],
    )
    return imgs


# --------------------------------------------------------------------------- main


def main(argv: Sequence[str]) -> int:
    return draw_scenarios(argv, drawers(globals(), "draw_hh_"), sync_dir=GROUP_DIR)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
