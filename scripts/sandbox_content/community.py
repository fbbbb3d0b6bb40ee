"""Draw every image of the "community" group's scenarios (neighbourhood life: a residents'
association, a volunteer rota, a community garden, a youth football club, a choir tour, a
repair cafe, a food bank, a local election, a lost pet, a car club, a book club).

The scenarios are hand-written in ``data/sandbox/scenarios/community/``; one
``draw_<scenario id>`` function per scenario draws its images, and
`kit.group.draw_scenarios` runs them and rewrites each file's ``images:`` block.

Usage::

    .venv/bin/python scripts/sandbox_content/community.py                  # every scenario
    .venv/bin/python scripts/sandbox_content/community.py com_repair_cafe_fuse
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
from kit.screens import esc
from PIL import Image, ImageDraw, ImageFilter

GROUP_DIR = SCENARIOS_DIR / "community"

# --------------------------------------------------------------------------- helpers


def whatsapp(
    screens: Screens,
    chat: str,
    bubbles: Sequence[tuple[str, str, str]],
    *,
    members: str = "",
    clock: str = "18:42",
    description: str,
) -> Drawing:
    """A WhatsApp-style group chat (green header, beige wallpaper, coloured sender names);
    bubbles are (sender, text, time) with sender ``me`` on the right."""
    palette = ["#1f7a4d", "#b5446e", "#2a6fb0", "#a86b00", "#6b4fb3", "#c0392b"]
    names: list[str] = []
    items = []
    for sender, text, time in bubbles:
        if sender == "me":
            items.append(
                f"<div class='m me'><div class='b'>{esc(text)}<span class='t'>{esc(time)} ✓✓</span>"
                "</div></div>"
            )
            continue
        if sender not in names:
            names.append(sender)
        col = palette[names.index(sender) % len(palette)]
        items.append(
            f"<div class='m them'><div class='b'><div class='n' style='color:{col}'>{esc(sender)}"
            f"</div>{esc(text)}<span class='t'>{esc(time)}</span></div></div>"
        )
    css = """
    body { background: #efe7dc; }
    .wa { background: #075e54; color: #fff; padding: 12px 16px; display: flex; gap: 12px; align-items: center; }
    .av { width: 40px; height: 40px; border-radius: 20px; background: #9ccfc4; }
    .wa h1 { font-size: 20px; margin: 0; } .wa .s { font-size: 14px; opacity: .85; }
    .st { background: #054c44; color: #fff; font-size: 13px; padding: 4px 16px; display: flex; justify-content: space-between; }
    .th { padding: 10px 12px 18px; }
    .m { display: flex; margin: 6px 0; } .me { justify-content: flex-end; }
    .b { max-width: 80%; padding: 8px 12px 6px; border-radius: 10px; font-size: 19px; line-height: 1.35; box-shadow: 0 1px 1px rgba(0,0,0,.15); }
    .them .b { background: #fff; } .me .b { background: #dcf8c6; }
    .n { font-size: 15px; font-weight: 700; margin-bottom: 2px; }
    .t { font-size: 12px; color: #7a7a7a; margin-left: 10px; float: right; margin-top: 6px; }
    """
    body = (
        f"<div class='st'><span>{esc(clock)}</span><span>4G 67%</span></div>"
        f"<div class='wa'><div class='av'></div><div><h1>{esc(chat)}</h1>"
        f"<div class='s'>{esc(members)}</div></div></div>"
        f"<div class='th'>{''.join(items)}</div>"
    )
    return screens.render(body, kind="whatsapp_group_chat", css=css, description=description)


def plate_photo(
    base: str,
    lines: Sequence[str],
    *,
    seed: str,
    description: str,
    body: tuple[int, int, int],
    kind: str,
    plate: tuple[int, int, int] = (205, 208, 212),
    size: int = 46,
    screws: bool = True,
) -> Drawing:
    """A close-up of an object (appliance underside, a part, a collar tag, a device) in front
    of a blurred real photo, with a small engraved or printed plate holding a few words:
    "natural, less text"."""
    import numpy as np
    from kit.photos import PHOTOS, _base, _fit, _grade

    src = PHOTOS[base]
    r = rng_for("plate", seed)
    scene = _fit(_base(base), (800, 600), None).filter(ImageFilter.GaussianBlur(5))
    d = ImageDraw.Draw(scene)
    x0, y0, x1, y1 = 90 + r.randint(-20, 20), 60 + r.randint(-10, 10), 710, 540
    grad = Image.new("RGB", (x1 - x0, y1 - y0))
    gd = ImageDraw.Draw(grad)
    for yy in range(y1 - y0):
        k = 1.1 - 0.25 * yy / (y1 - y0)
        gd.line((0, yy, x1 - x0, yy), fill=tuple(min(255, int(c * k)) for c in body))
    mask = Image.new("L", grad.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, *grad.size), radius=48, fill=255)
    shadow = Image.new("RGB", grad.size, (25, 25, 25)).filter(ImageFilter.GaussianBlur(14))
    scene.paste(shadow, (x0 + 12, y0 + 16), mask)
    scene.paste(grad, (x0, y0), mask)
    # screws in the corners
    corners = ((x0 + 40, y0 + 40), (x1 - 40, y0 + 40), (x0 + 40, y1 - 40), (x1 - 40, y1 - 40))
    for sx, sy in corners if screws else ():
        d.ellipse((sx - 11, sy - 11, sx + 11, sy + 11), fill=(120, 120, 125), outline=(70, 70, 70))
        d.line((sx - 7, sy, sx + 7, sy), fill=(60, 60, 60), width=3)
    f = font(size, "bold")
    tw = max(int(f.getlength(t)) for t in lines) + 70
    th = int(size * 1.4) * len(lines) + 40
    lab = Image.new("RGB", (tw, th), plate)
    ld = ImageDraw.Draw(lab)
    ld.rectangle((0, 0, tw - 1, th - 1), outline=(90, 92, 96), width=4)
    for i, t in enumerate(lines):
        ld.text((35, 20 + i * int(size * 1.4)), t, font=f, fill=(25, 25, 28))
    lab = lab.rotate(
        r.uniform(-3, 3), expand=True, fillcolor=body, resample=Image.Resampling.BICUBIC
    )
    scene.paste(lab, ((x0 + x1 - lab.width) // 2, (y0 + y1 - lab.height) // 2))
    out = _grade(scene, seed, 0.7).filter(ImageFilter.GaussianBlur(0.7))
    arr = np.asarray(out).astype(np.float32)
    vign = np.fromfunction(
        lambda yy, xx: 1 - 0.28 * (((xx - 400) / 400) ** 2 + ((yy - 300) / 300) ** 2), (600, 800)
    )
    out = Image.fromarray(np.clip(arr * vign[..., None], 0, 255).astype(np.uint8))
    return Drawing(
        out,
        list(lines),
        kind,
        "natural_less_text",
        description,
        photo=True,
        licence=src.licence,
        source=src.source,
        base=base,
    )


# --------------------------------------------------------------------------- batch 1


def draw_com_repair_cafe_fuse(screens: Screens) -> ImageSet:
    sid = "com_repair_cafe_fuse"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "notice_board",
        photos.composite(
            "brick",
            [
                "REPAIR CAFÉ LOMBOK",
                "za 14.06.2025",
                "10:00 - 13:00",
                "Buurthuis De Boog",
                "Kanaalstraat 22",
            ],
            seed=f"{sid}:board",
            style="sign",
            accent=(0, 120, 90),
            panel_width=0.6,
            tilt=0.04,
            kind="notice_board_photo",
            description="Photo of the Repair Cafe Lombok poster on the community centre wall: "
            "Saturday 14.06.2025, 10:00-13:00, Buurthuis De Boog, Kanaalstraat 22",
        ),
        decisive=["za 14.06.2025", "Kanaalstraat 22"],
    )
    imgs.add(
        "rota",
        charts.table(
            "Repair Café Lombok - vrijwilligers 14 juni",
            ["Naam", "Tafel", "Van", "Tot"],
            [
                ["Samira El Idrissi", "Ontvangst", "09:15", "13:15"],
                ["Femke Bos", "Textiel", "10:00", "13:00"],
                ["Femke de Vries", "Elektra", "09:30", "13:30"],
                ["Jeroen Smit", "Elektra", "09:30", "13:30"],
                ["Kees Visser", "Fietsen", "10:00", "13:00"],
                ["Pieter Mulder", "Koffie", "09:00", "13:30"],
            ],
            col_widths=[0.38, 0.24, 0.19, 0.19],
            description="Printed volunteer rota for 14 June: Femke de Vries on the electrical "
            "table 09:30-13:30 (Femke Bos on textiles 10:00-13:00), Jeroen Smit also electrical, "
            "Samira reception, Kees bikes, Pieter coffee",
        ),
        decisive=["Femke de Vries", "09:30", "13:30"],
    )
    imgs.add(
        "receipt",
        documents.receipt(
            "GAMMA Utrecht",
            [
                ("Soldeertin 100 g", "7,95"),
                ("Krimpkous assortiment", "3,49"),
                ("Thermische zekering 184°C", "4,25"),
            ],
            total="15,69",
            date="12.06.2025 17:48",
            address="Europalaan 2, Utrecht",
            currency="€",
            payment="PIN **** 7731",
            footer="Bedankt en tot ziens!",
            description="Hardware store receipt, GAMMA Utrecht, 12.06.2025: solder 7,95, heat "
            "shrink 3,49, a 184 °C thermal fuse 4,25; total 15,69 EUR",
        ),
        decisive=["15,69", "12.06.2025"],
    )
    imgs.add(
        "crew_chat",
        whatsapp(
            screens,
            "Repair Café crew",
            [
                (
                    "Pieter Mulder",
                    "Femke, zet je de onderdelen in de groep 'Materiaal' in Splitwise?",
                    "16:02",
                ),
                (
                    "Pieter Mulder",
                    "Deze keer alleen jij, ik en Jeroen. Samira betaalt niet mee, "
                    "zij deed de koffie al.",
                    "16:03",
                ),
                ("Jeroen Smit", "Prima!", "16:10"),
                ("me", "Doe ik vanavond!", "16:31"),
            ],
            members="Pieter, Jeroen, Samira, Kees, jij",
            clock="19:05",
            description="WhatsApp group 'Repair Café crew': Pieter asks Femke to put the parts "
            "in the 'Materiaal' Splitwise group, split only between Femke, Pieter and Jeroen "
            "(Samira does not pay this time)",
        ),
        decisive=["alleen jij, ik en Jeroen"],
    )
    imgs.add(
        "toaster_plate",
        plate_photo(
            "wood_deck",
            ["Brabantia", "TX-220  850W"],
            seed=f"{sid}:toaster",
            description="Close-up of the underside of a chrome toaster on a wooden workbench; "
            "the model plate reads Brabantia TX-220 850W",
            body=(190, 192, 198),
            kind="appliance_photo",
        ),
    )
    imgs.add(
        "old_fuse",
        plate_photo(
            "gravel",
            ["SF 216E", "10A 250V"],
            seed=f"{sid}:fuse",
            description="Macro photo of the burnt-out thermal fuse taken out of the toaster, "
            "its marking reads SF 216E, 10A 250V (a 216 °C cut-off fuse)",
            body=(120, 110, 100),
            plate=(214, 200, 170),
            kind="part_photo",
            size=52,
        ),
        decisive=["SF 216E", "10A 250V"],
    )
    return imgs


def draw_com_lost_cat_caramel(screens: Screens) -> ImageSet:
    sid = "com_lost_cat_caramel"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "yard_cat",
        photos.photo(
            "chelsea",
            seed=f"{sid}:cat",
            description="Phone photo of a ginger tabby cat sitting in a backyard, looking to the "
            "side; no text",
        ),
    )
    imgs.add(
        "poster_caramel",
        photos.composite(
            "storm",
            [
                "CHAT PERDU / LOST CAT",
                "CARAMEL",
                "roux, collier rouge",
                "Appelez Mireille",
                "514-555-0142",
            ],
            seed=f"{sid}:poster1",
            style="sign",
            accent=(210, 40, 40),
            panel_width=0.58,
            tilt=0.05,
            kind="lost_pet_poster_photo",
            description="Photo of a lost-cat poster taped to a pole on Rue Fabre: Caramel, ginger "
            "with a red collar, call Mireille at 514-555-0142",
        ),
        decisive=["CARAMEL", "514-555-0142"],
    )
    imgs.add(
        "poster_mochi",
        photos.composite(
            "brick",
            ["CHAT PERDU", "MOCHI", "roux et blanc", "sans collier", "438-555-0199"],
            seed=f"{sid}:poster2",
            style="sign",
            accent=(30, 90, 170),
            panel_width=0.5,
            tilt=0.07,
            position=(0.45, 0.5),
            kind="lost_pet_poster_photo",
            description="Photo of another lost-cat poster on a brick wall: Mochi, ginger and "
            "white, no collar, 438-555-0199",
        ),
        decisive=["MOCHI", "438-555-0199"],
    )
    imgs.add(
        "collar_tag",
        plate_photo(
            "grass",
            ["CARAMEL"],
            seed=f"{sid}:tag",
            description="Close-up of the cat's red collar lying on the grass with a small "
            "engraved brass tag that reads CARAMEL",
            body=(180, 30, 35),
            plate=(212, 180, 90),
            kind="pet_tag_photo",
            size=64,
            screws=False,
        ),
        decisive=["CARAMEL"],
    )
    css = """
    body { background: #f0f2f5; }
    .g { background: #fff; padding: 14px 18px; border-bottom: 1px solid #ddd; }
    .g h1 { font-size: 21px; margin: 0; color: #1c1e21; } .g .s { color: #65676b; font-size: 15px; }
    .post { background: #fff; margin: 10px 0; padding: 14px 18px; font-size: 18px; }
    .c { display: flex; gap: 10px; margin: 12px 16px; }
    .av { width: 38px; height: 38px; border-radius: 19px; background: #c9ccd1; flex: none; }
    .bub { background: #fff; border-radius: 16px; padding: 10px 14px; font-size: 19px; line-height: 1.35; }
    .bub b { display: block; font-size: 16px; }
    .meta { font-size: 13px; color: #65676b; margin: 4px 12px; }
    """
    comments = [
        ("Mireille Tremblay", "Pauvre minou! Il y a aussi une affiche sur Marie-Anne.", "2 h"),
        (
            "Mireille Gagnon",
            "C'est mon Caramel!!! Merci!! Je travaille, pouvez-vous l'amener "
            "à la Clinique vétérinaire du Plateau, 1120 av. du Mont-Royal Est, samedi à 9h15? "
            "Il a son rendez-vous. Mireille 514-555-0142",
            "1 h",
        ),
        ("Yusuf Demir", "Oui, pas de problème!", "45 min"),
    ]
    cs = "".join(
        f"<div class='c'><div class='av'></div><div><div class='bub'><b>{esc(n)}</b>{esc(t)}</div>"
        f"<div class='meta'>{esc(m)} · J'aime · Répondre</div></div></div>"
        for n, t, m in comments
    )
    body = (
        "<div class='status'><span>19:12</span><span>LTE 54%</span></div>"
        "<div class='g'><h1>Plateau Mont-Royal Entraide</h1><div class='s'>Groupe public · "
        "12 k membres</div></div>"
        "<div class='post'><b>Yusuf Demir</b><br>Chat roux trouvé dans ma cour, rue Fabre près "
        "de Gilford. Collier rouge. Quelqu'un le reconnaît?</div>" + cs
    )
    imgs.add(
        "group_post",
        screens.render(
            body,
            kind="social_group_post",
            css=css,
            description="Neighbourhood Facebook group post about the found ginger cat; Mireille "
            "Gagnon replies it is her Caramel and asks for him to be brought to the Clinique "
            "vétérinaire du Plateau, 1120 av. du Mont-Royal Est, Saturday 9h15 (signed with "
            "514-555-0142); another Mireille (Tremblay) only comments",
        ),
        decisive=["Mireille Gagnon", "1120 av. du Mont-Royal Est", "samedi à 9h15"],
    )
    return imgs


def score_photo(
    title: str, composer: str, voicing: str, *, seed: str, description: str, base: str = "wood_deck"
) -> Drawing:
    """A printed choir score (title, composer, staves with notes) photographed at an angle
    on a table: a photo of a page, "natural, text-rich"."""
    from kit.photos import PHOTOS, _base, _fit, _grade

    src = PHOTOS[base]
    r = rng_for("score", seed)
    page = Image.new("RGB", (620, 800), (250, 249, 244))
    d = ImageDraw.Draw(page)
    d.text((310, 60), title, font=font(48, "bold"), fill=(20, 20, 20), anchor="mm")
    d.text((310, 112), voicing, font=font(26, "regular"), fill=(40, 40, 40), anchor="mm")
    d.text((580, 160), composer, font=font(28, "bold"), fill=(30, 30, 30), anchor="rm")
    for s in range(5):
        top = 220 + s * 112
        for k in range(5):
            d.line((40, top + k * 11, 590, top + k * 11), fill=(60, 60, 60), width=2)
        d.line((40, top, 40, top + 44), fill=(40, 40, 40), width=3)
        x = 90
        while x < 570:
            y = top + r.randint(-2, 8) * 5.5
            d.ellipse((x - 8, y - 6, x + 8, y + 6), fill=(20, 20, 20))
            d.line((x + 7, y, x + 7, y - 34), fill=(20, 20, 20), width=2)
            x += r.choice([28, 36, 44])
            if r.random() < 0.15:
                d.line((x, top, x, top + 44), fill=(40, 40, 40), width=2)
                x += 16
    scene = _fit(_base(base), (800, 600), None).filter(ImageFilter.GaussianBlur(2))
    angle = r.uniform(-6, 6)
    sheet = page.rotate(angle, expand=True, fillcolor=(0, 0, 0), resample=Image.Resampling.BICUBIC)
    mask = Image.new("L", page.size, 255).rotate(
        angle, expand=True, resample=Image.Resampling.BICUBIC
    )
    scale = 560 / sheet.height
    sheet = sheet.resize((int(sheet.width * scale), 560), Image.Resampling.LANCZOS)
    mask = mask.resize(sheet.size, Image.Resampling.LANCZOS)
    shadow = Image.new("RGB", sheet.size, (40, 35, 30))
    ox, oy = 400 - sheet.width // 2 + r.randint(-30, 30), 20
    scene.paste(shadow, (ox + 12, oy + 12), mask.filter(ImageFilter.GaussianBlur(10)))
    scene.paste(sheet, (ox, oy), mask)
    out = _grade(scene, seed, 0.6).filter(ImageFilter.GaussianBlur(0.5))
    return Drawing(
        out,
        [title, voicing, composer],
        "sheet_music_photo",
        "natural_text_rich",
        description,
        photo=True,
        licence=src.licence,
        source=src.source,
        base=base,
    )


def draw_com_choir_tour_tallinn(screens: Screens) -> ImageSet:
    sid = "com_choir_tour_tallinn"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "programme",
        documents.poster(
            "Bergen Kammerkor i Tallinn",
            [
                "Turné 22.-25.08.2025",
                "Konsert: Niguliste kirik",
                "lørdag 23.08 kl. 19:00",
                "Arvo Pärt - Magnificat",
                "Edvard Grieg - Ave maris stella",
                "Knut Nystedt - Immortal Bach",
            ],
            kicker="PROGRAM",
            footer="Dirigent: Kristin Haugland",
            palette=((92, 24, 40), (236, 200, 120), (252, 248, 240)),
            kind="concert_programme",
            description="Tour programme of Bergen Kammerkor in Tallinn, 22-25.08.2025: concert in "
            "Niguliste church Saturday 23.08 at 19:00 with Pärt's Magnificat, Grieg's Ave maris "
            "stella and Nystedt's Immortal Bach; conductor Kristin Haugland",
        ),
        decisive=[
            "22.-25.08.2025",
            "Arvo Pärt - Magnificat",
            "Edvard Grieg - Ave maris stella",
            "Knut Nystedt - Immortal Bach",
        ],
    )
    names = [
        ("Kristin Haugland", "dirigent", "ja"),
        ("Ingrid Solberg", "alt", "ja"),
        ("Sigrid Nilsen", "sopran", "ja"),
        ("Marit Berg", "sopran", "nei"),
        ("Hanne Lie", "sopran", "ja"),
        ("Tone Dahl", "alt", "ja"),
        ("Eli Moe", "alt", "ja"),
        ("Ingrid Bakke", "alt", "nei"),
        ("Ole Brekke", "tenor", "ja"),
        ("Jonas Aas", "tenor", "ja"),
        ("Per Hauge", "tenor", "ja"),
        ("Leif Strand", "bass", "ja"),
        ("Knut Vik", "bass", "ja"),
        ("Arne Sæther", "bass", "nei"),
        ("Eirik Lunde", "bass", "ja"),
        ("Silje Ruud", "sopran", "ja"),
        ("Bjørn Haug", "tenor", "ja"),
        ("Anne Fossum", "alt", "ja"),
        ("Mona Vold", "sopran", "ja"),
        ("Tor Hagen", "bass", "ja"),
    ]
    imgs.add(
        "signup",
        charts.table(
            "Påmelding Tallinn 2025 (frist 1. juni)",
            ["Navn", "Stemme", "Blir med"],
            [list(n) for n in names],
            col_widths=[0.46, 0.3, 0.24],
            description="Sign-up sheet for the Tallinn tour: 20 names with voice part and "
            "yes/no; 17 'ja' (including the conductor Kristin Haugland and Ingrid Solberg), 3 "
            "'nei' (Marit Berg, Ingrid Bakke, Arne Sæther)",
        ),
        decisive=["Kristin Haugland", "Tor Hagen"],
    )
    imgs.add(
        "bus_email",
        screens.email(
            "Baltic Coach Lines <info@balticcoach.ee>",
            "Quote 2025-0817 - Bergen Kammerkor, 22.-25.08",
            "Fri, 30 May 2025",
            [
                "Tere Ingrid, thank you for your enquiry.",
                "Airport transfer 22.08 and return 25.08, 35-seat coach: 980 EUR; 49-seat "
                "coach: 1.240 EUR.",
                "To book, please confirm the final number of passengers by replying to "
                "bookings@balticcoach.ee (not this address).",
                "Best regards, Kadri Tamm",
            ],
            to="Ingrid Solberg",
            description="Email from Baltic Coach Lines with a quote for airport transfers (35 or "
            "49 seats) asking for the final number of passengers to be sent to "
            "bookings@balticcoach.ee, not info@",
        ),
        decisive=["bookings@balticcoach.ee"],
    )
    imgs.add(
        "board_chat",
        whatsapp(
            screens,
            "Kammerkoret - styret",
            [
                ("Kristin Haugland", "Endring i programmet: vi dropper Grieg i Tallinn.", "21:04"),
                (
                    "Kristin Haugland",
                    "I stedet: Ola Gjeilo - Northern Lights (korversjonen, ikke pianoversjonen).",
                    "21:05",
                ),
                ("Sigrid Nilsen", "Så fint!", "21:09"),
            ],
            members="Kristin, Sigrid, Ole, du",
            clock="21:15",
            description="WhatsApp group of the choir board: the conductor drops Grieg from the "
            "Tallinn programme and replaces it with Ola Gjeilo's Northern Lights, the choir "
            "version, not the piano version",
        ),
        decisive=["Ola Gjeilo - Northern Lights", "ikke pianoversjonen"],
    )
    imgs.add(
        "score_gjeilo",
        score_photo(
            "Northern Lights",
            "Ola Gjeilo",
            "for SATB choir",
            seed=f"{sid}:gjeilo",
            description="Photo of the first page of the printed score 'Northern Lights' by Ola "
            "Gjeilo for SATB choir lying on a wooden table",
        ),
        decisive=["Northern Lights"],
    )
    imgs.add(
        "score_part",
        score_photo(
            "Magnificat",
            "Arvo Pärt",
            "for mixed choir a cappella",
            seed=f"{sid}:part",
            base="gravel",
            description="Photo of the first page of the printed score 'Magnificat' by Arvo Pärt "
            "for mixed choir, on a grey stone surface",
        ),
        decisive=["Magnificat"],
    )
    return imgs


def scratched(drawing: Drawing, *, seed: str, box: tuple[int, int, int, int]) -> Drawing:
    """Add a long, pale, jagged scratch across part of a photo (car paint damage)."""
    r = rng_for("scratch", seed)
    img = drawing.image.copy()
    d = ImageDraw.Draw(img)
    x0, y0, x1, y1 = box
    pts = []
    n = 14
    for i in range(n + 1):
        pts.append(
            (x0 + (x1 - x0) * i / n + r.uniform(-4, 4), y0 + (y1 - y0) * i / n + r.uniform(-5, 5))
        )
    d.line(pts, fill=(225, 225, 220), width=4, joint="curve")
    d.line([(x + 2, y + 3) for x, y in pts], fill=(150, 150, 150), width=2)
    drawing.image = img
    return drawing


def draw_com_car_club_thistle(screens: Screens) -> ImageSet:
    sid = "com_car_club_thistle"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "booking_app",
        screens.booking(
            "Edinburgh Car Club",
            "Your booking has changed",
            [
                ("Car", "Kia e-Niro 'Thistle'"),
                ("Reg", "SK21 HVZ"),
                ("Bay", "Constitution St, Leith"),
                ("Pick-up", "Sat 5 Jul, 11:00"),
                ("Return", "Sat 5 Jul, 17:30"),
            ],
            reference="CC-88213",
            note="Moved by one hour: the previous member is returning the car late. Sorry!",
            accent="#5b2a86",
            description="Car club app: booking CC-88213 for the Kia e-Niro 'Thistle' (SK21 HVZ) "
            "at Constitution St has changed to Saturday 5 July 11:00-17:30",
        ),
        decisive=["CC-88213", "Sat 5 Jul, 11:00", "Sat 5 Jul, 17:30"],
    )
    imgs.add(
        "dashboard",
        photos.composite(
            "storm",
            ["Bluetooth", "Pair new device:", "CARCLUB-THISTLE", "PIN 4417"],
            seed=f"{sid}:dash",
            style="screen",
            panel_width=0.6,
            tilt=0.05,
            background_blur=6.0,
            kind="car_screen_photo",
            description="Photo of the car's infotainment screen through the windscreen light: "
            "Bluetooth, pair new device CARCLUB-THISTLE, PIN 4417",
        ),
        decisive=["CARCLUB-THISTLE"],
    )
    imgs.add(
        "club_email",
        screens.email(
            "Edinburgh Car Club <hello@edinburghcarclub.org.uk>",
            "Before you drive: check the car",
            "Sat, 5 Jul 2025 08:00",
            [
                "Hi Kwame, your trip starts soon.",
                "Walk around the car before every trip. Found new damage? Email a photo and "
                "your booking reference to damage@edinburghcarclub.org.uk before you set off, "
                "so you are not charged for it.",
                "Please do not reply to this message.",
            ],
            to="Kwame Mensah",
            description="Car club reminder email: report new damage with a photo and the booking "
            "reference to damage@edinburghcarclub.org.uk before setting off (hello@ is no-reply)",
        ),
        decisive=["damage@edinburghcarclub.org.uk"],
    )
    imgs.add(
        "scratch",
        scratched(
            plate_photo(
                "gravel",
                ["SK21 HVZ"],
                seed=f"{sid}:scratch",
                description="Photo of the rear of a dark blue car on a gravel car park: a long "
                "pale scratch across the tailgate above the yellow number plate SK21 HVZ",
                body=(38, 58, 108),
                plate=(246, 206, 40),
                kind="car_damage_photo",
                size=60,
                screws=False,
            ),
            seed=sid,
            box=(140, 150, 600, 200),
        ),
        decisive=["SK21 HVZ"],
    )
    imgs.add(
        "charge_receipt",
        documents.receipt(
            "ChargePlace Scotland",
            [("Rapid charge 24.0 kWh", "14.40")],
            total="14.40",
            date="05/07/2025 15:42",
            address="Stirling Park & Ride, Bay 3",
            currency="£",
            payment="Contactless **** 5520",
            footer="Thank you for charging with us",
            description="EV charging receipt, ChargePlace Scotland at Stirling Park & Ride, "
            "05/07/2025 15:42: 24.0 kWh rapid charge, total £14.40",
        ),
        decisive=["£14.40"],
    )
    imgs.add(
        "aisha_chat",
        screens.chat(
            "Aisha Bello",
            [
                ("them", "Thanks for the lift back from Stirling!", "18:01"),
                (
                    "them",
                    "I only came along for the way back, so I'll pay a third of the "
                    "charging, not half. Fair?",
                    "18:02",
                ),
                ("me", "Deal, I'll put it in the app", "18:04"),
            ],
            clock="18:10",
            description="Text chat with Aisha Bello: she only rode back from Stirling and will "
            "pay a third of the charging, not half",
        ),
        decisive=["a third of the"],
    )
    return imgs


def draw_com_food_bank_shifts(screens: Screens) -> ImageSet:
    sid = "com_food_bank_shifts"
    imgs = ImageSet(sid, script=__file__)
    rows = [
        ["Mon 07/07", "Evening sort", "18:00-20:30", "Tom B., Aleksandra W."],
        ["Tue 08/07", "Evening sort", "18:00-20:30", "Priya R., Hamid N."],
        ["Wed 09/07", "Evening sort", "18:00-20:30", "Priya S., Dave K."],
        ["Thu 10/07", "Warehouse", "10:00-13:00", "Margaret O., Tom B."],
        ["Fri 11/07", "Evening sort", "18:00-20:30", "Hamid N., Chloe P."],
        ["Sat 12/07", "Distribution", "09:00-12:00", "Priya R., Dave K., Chloe P."],
        ["Mon 14/07", "Evening sort", "18:00-20:30", "Aleksandra W., Ravi M."],
        ["Tue 15/07", "Warehouse", "10:00-13:00", "Margaret O."],
        ["Wed 16/07", "Evening sort", "18:00-20:30", "Priya S., Tom B."],
        ["Thu 17/07", "Evening sort", "18:30-21:00", "Priya R., Ravi M."],
        ["Fri 18/07", "Evening sort", "18:00-20:30", "Chloe P., Hamid N."],
        ["Sat 19/07", "Distribution", "09:00-12:00", "Dave K., Margaret O."],
    ]
    imgs.add(
        "shift_plan",
        charts.table(
            "Leicester South Foodbank - volunteer plan v2 (replaces 20 June)",
            ["Date", "Shift", "Time", "Volunteers"],
            rows,
            col_widths=[0.18, 0.2, 0.19, 0.43],
            description="Printed two-week volunteer plan v2 of the Leicester South Foodbank: "
            "Priya R. on Tue 08/07 evening sort 18:00-20:30, Sat 12/07 distribution 09:00-12:00 "
            "and Thu 17/07 evening sort 18:30-21:00; Priya S. has the Wednesday evenings",
        ),
        decisive=["Tue 08/07", "Thu 17/07", "18:30-21:00", "Sat 12/07"],
    )
    imgs.add(
        "coordinator_msg",
        whatsapp(
            screens,
            "Foodbank volunteers",
            [
                (
                    "Gareth Hughes",
                    "Evening all! Plan v2 is out, it replaces the 20 June one, so "
                    "please bin the old dates.",
                    "19:40",
                ),
                (
                    "Gareth Hughes",
                    "If one of your slots doesn't work, text me privately by "
                    "Friday and I'll find cover.",
                    "19:41",
                ),
                ("Chloe P.", "Thanks Gareth x", "19:52"),
            ],
            members="Gareth, Chloe, Hamid, Dave, +24",
            clock="20:05",
            description="WhatsApp group of the food bank volunteers: coordinator Gareth Hughes says "
            "plan v2 replaces the 20 June plan and asks volunteers to text him privately by "
            "Friday about slots they cannot do",
        ),
        decisive=["text me privately by Friday"],
    )
    imgs.add(
        "warehouse_sign",
        photos.composite(
            "brick",
            [
                "LEICESTER SOUTH FOODBANK",
                "Warehouse & volunteers",
                "Unit 4, Marlow Road",
                "Evening shifts: side door",
            ],
            seed=f"{sid}:sign",
            style="sign",
            accent=(0, 110, 60),
            panel_width=0.66,
            tilt=0.05,
            kind="building_sign_photo",
            description="Photo of the food bank's sign on a brick warehouse: Leicester South "
            "Foodbank, warehouse and volunteers, Unit 4 Marlow Road, evening shifts use the side "
            "door",
        ),
        decisive=["Unit 4, Marlow Road"],
    )
    imgs.add(
        "handbook_page",
        web_page(
            screens,
            "Volunteer handbook",
            "leicestersouthfoodbank.org.uk/volunteers/handbook",
            [
                ("Before a shift", "sign in on the tablet"),
                ("Wear", "closed shoes, hi-vis from the rack"),
                ("Can't make it?", "tell your coordinator"),
            ],
            accent="#00703c",
            kind="web_page",
            description="Screenshot of the food bank's volunteer handbook page at "
            "leicestersouthfoodbank.org.uk/volunteers/handbook: sign in on the tablet, closed "
            "shoes and hi-vis, tell the coordinator if you cannot make a shift",
        ),
        decisive=["leicestersouthfoodbank.org.uk/volunteers/handbook"],
    )
    imgs.add(
        "car_park",
        photos.photo(
            "gravel",
            seed=f"{sid}:carpark",
            description="Close-up of the gravel of the car park behind the warehouse; no text",
        ),
    )
    return imgs


def draw_com_residents_agm_wifi(screens: Screens) -> ImageSet:
    sid = "com_residents_agm_wifi"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "whiteboard",
        photos.composite(
            "wood_deck",
            [
                "Welcome to the AGM!",
                "WiFi: ElmHall-Guest",
                "Password: Residents#2025",
                "Please sign in at the door",
            ],
            seed=f"{sid}:wb",
            style="whiteboard",
            panel_width=0.7,
            tilt=0.04,
            kind="whiteboard_photo",
            description="Photo of the whiteboard in the community hall: welcome to the AGM, WiFi "
            "ElmHall-Guest, password Residents#2025, please sign in at the door",
        ),
        decisive=["ElmHall-Guest", "Residents#2025"],
    )
    css = """
    .sec { color: #6d6d72; font-size: 15px; margin: 18px 18px 6px; text-transform: uppercase; }
    .grp { background: #fff; margin: 0 14px; border-radius: 12px; }
    .row { display: flex; justify-content: space-between; padding: 14px 16px; font-size: 20px; border-bottom: 1px solid #e5e5ea; }
    .row:last-child { border-bottom: none; } .ic { color: #8e8e93; font-size: 16px; }
    body { background: #f2f2f7; }
    """
    nets = [
        ("ElmHall-Guest", "secured · 3 bars"),
        ("ElmHall-Guest-FREE", "open · 4 bars"),
        ("Hulme-Library", "secured · 1 bar"),
        ("BT-Hub-7731", "secured · 2 bars"),
    ]
    rows = "".join(
        f"<div class='row'><span>{esc(n)}</span><span class='ic'>{esc(s)}</span></div>"
        for n, s in nets
    )
    body = (
        "<div class='status'><span>18:41</span><span>5G 71%</span></div>"
        "<div class='bar'><h1>Wi-Fi</h1></div>"
        "<div class='grp'><div class='row'><span>Wi-Fi</span><span class='ic'>On</span></div></div>"
        f"<div class='sec'>Networks</div><div class='grp'>{rows}</div>"
    )
    imgs.add(
        "wifi_list",
        screens.render(
            body,
            kind="settings_screen",
            css=css,
            description="Phone Wi-Fi screen at the hall: ElmHall-Guest (secured), "
            "ElmHall-Guest-FREE (open, a look-alike), Hulme-Library, BT-Hub-7731",
        ),
        decisive=["ElmHall-Guest-FREE"],
    )
    imgs.add(
        "agenda",
        documents.poster(
            "Annual General Meeting",
            [
                "Thu 25 September, 19:00-20:30",
                "1. Chair's report",
                "2. Accounts 2024/25",
                "3. Bin store and lighting",
                "4. Election of committee",
                "5. Any other business",
            ],
            kicker="ELM COURT RESIDENTS' ASSOCIATION",
            footer="Elm Court Community Hall, Jackson Crescent",
            palette=((34, 70, 50), (240, 210, 90), (250, 250, 246)),
            kind="agenda_poster",
            description="Printed AGM agenda of the Elm Court Residents' Association: Thursday 25 "
            "September 19:00-20:30; chair's report, accounts 2024/25, bin store and lighting, "
            "election of committee, any other business",
        ),
        decisive=[
            "19:00-20:30",
            "Chair's report",
            "Accounts 2024/25",
            "Bin store and lighting",
            "Election of committee",
            "Any other business",
        ],
    )
    imgs.add(
        "committee_chat",
        whatsapp(
            screens,
            "ECRA committee",
            [
                ("Joyce Palmer", "Chairs out, urn on. See you at 7!", "18:20"),
                (
                    "Joyce Palmer",
                    "Amara, put your phone on Do Not Disturb until we finish this "
                    "time - last year it rang right through the accounts!",
                    "18:22",
                ),
                ("Errol Campbell", "Ha! I'll bring the biscuits", "18:25"),
            ],
            members="Joyce, Errol, Shazia, you",
            clock="18:40",
            description="WhatsApp group of the residents' committee: Joyce asks Amara to put her "
            "phone on Do Not Disturb until the meeting finishes",
        ),
        decisive=["Do Not Disturb until we finish"],
    )
    imgs.add(
        "urn",
        plate_photo(
            "brick",
            ["BURCO  20 L"],
            seed=f"{sid}:urn",
            description="Close-up of the hall's stainless steel tea urn against the brick wall, "
            "heating up before the meeting; its badge reads BURCO 20 L",
            body=(200, 202, 206),
            plate=(235, 236, 238),
            kind="object_photo",
            size=44,
            screws=False,
        ),
    )
    return imgs


def hand_map(
    title: str,
    plots: Sequence[str],
    extras: Sequence[tuple[str, tuple[int, int]]],
    *,
    seed: str,
    description: str,
    cols: int = 8,
) -> Drawing:
    """A hand-drawn site map on squared paper (wobbly boxes, handwritten labels), photographed
    on a table: "natural, text-rich"."""
    from kit.photos import PHOTOS, _base, _fit, _grade

    src = PHOTOS["wood_deck"]
    r = rng_for("map", seed)
    w, h = 1100, 140 + ((len(plots) + cols - 1) // cols) * 230 + 90
    paper = Image.new("RGB", (w, h), (250, 250, 244))
    d = ImageDraw.Draw(paper)
    for x in range(0, w, 28):
        d.line((x, 0, x, h), fill=(205, 220, 235), width=1)
    for y in range(0, h, 28):
        d.line((0, y, w, y), fill=(205, 220, 235), width=1)
    ink = (28, 40, 120)
    d.text((40, 26), title, font=font(44, "hand-bold"), fill=ink)

    def wobbly_rect(x0: float, y0: float, x1: float, y1: float) -> None:
        pts = [(x0, y0), (x1, y0), (x1, y1), (x0, y1), (x0, y0)]
        pts = [(x + r.uniform(-3, 3), y + r.uniform(-3, 3)) for x, y in pts]
        d.line(pts, fill=ink, width=4, joint="curve")

    rows = (len(plots) + cols - 1) // cols
    cw, ch = (w - 80) / cols, 170
    for i, label in enumerate(plots):
        row, col = divmod(i, cols)
        x0 = 40 + col * cw
        y0 = 110 + row * (ch + 60)
        wobbly_rect(x0 + 6, y0, x0 + cw - 6, y0 + ch)
        num, _, name = label.partition(" ")
        d.text((x0 + cw / 2, y0 + 50), num, font=font(46, "hand-bold"), fill=ink, anchor="mm")
        f = font(30, "hand")
        parts = name.split(" ", 1) if f.getlength(name) > cw - 16 else [name]
        for k, part in enumerate(parts):
            d.text((x0 + cw / 2, y0 + 105 + k * 32), part, font=f, fill=ink, anchor="mm")
    for text, (x, y) in extras:
        d.text((x, y), text, font=font(34, "hand-bold"), fill=(150, 40, 40))
    _ = rows
    scene = _fit(_base("wood_deck"), (1000, int(h * 900 / w) + 90), None).filter(
        ImageFilter.GaussianBlur(2)
    )
    angle = r.uniform(-3, 3)
    sheet = paper.rotate(angle, expand=True, fillcolor=(0, 0, 0), resample=Image.Resampling.BICUBIC)
    mask = Image.new("L", paper.size, 255).rotate(angle, expand=True)
    scale = 900 / sheet.width
    sheet = sheet.resize((900, int(sheet.height * scale)), Image.Resampling.LANCZOS)
    mask = mask.resize(sheet.size, Image.Resampling.LANCZOS)
    ox, oy = 50, (scene.height - sheet.height) // 2
    scene.paste(
        Image.new("RGB", sheet.size, (60, 50, 40)),
        (ox + 10, oy + 12),
        mask.filter(ImageFilter.GaussianBlur(10)),
    )
    scene.paste(sheet, (ox, oy), mask)
    out = _grade(scene, seed, 0.5)
    text = [title, *plots, *(t for t, _ in extras)]
    return Drawing(
        out,
        text,
        "hand_drawn_map_photo",
        "natural_text_rich",
        description,
        photo=True,
        licence=src.licence,
        source=src.source,
        base="wood_deck",
    )


def draw_com_garden_plot_beans(screens: Screens) -> ImageSet:
    sid = "com_garden_plot_beans"
    imgs = ImageSet(sid, script=__file__)
    plots = [
        "1 Singh",
        "2 Moreau",
        "3 Chen",
        "4 Dubois",
        "5 Okafor",
        "6 H. Watanabe",
        "7 Lam",
        "8 Kowalski",
        "9 K. Wong",
        "10 Silva",
        "11 Nguyen",
        "12 Byrne",
        "13 Haddad",
        "14 K. Watanabe",
        "15 Ortiz",
        "16 Park",
    ]
    imgs.add(
        "plot_map",
        hand_map(
            "Strathcona Garden - plots 2025",
            plots,
            [("SHED", (60, 1040)), ("GATE >", (880, 1040)), ("compost", (450, 1040))],
            seed=f"{sid}:map",
            cols=4,
            description="Photo of the hand-drawn plot map of the community garden on squared "
            "paper: 16 plots in four rows with numbers and names; plot 14 is K. Watanabe (plot 6 "
            "is H. Watanabe), shed, compost and gate marked",
        ),
        decisive=["K. Watanabe", "14"],
    )
    imgs.add(
        "watering_rota",
        charts.table(
            "Shared beds - July watering rota",
            ["Date", "Plots on duty"],
            [
                ["Tue Jul 8", "1-4"],
                ["Fri Jul 11", "5-8"],
                ["Tue Jul 15", "9-12"],
                ["Fri Jul 18", "13-16"],
                ["Tue Jul 22", "1-4"],
                ["Fri Jul 25", "5-8"],
                ["Tue Jul 29", "9-12"],
                ["Thu Jul 31", "13-16"],
            ],
            col_widths=[0.5, 0.5],
            description="Printed July watering rota for the shared beds by plot range: plots "
            "13-16 water on Fri Jul 18 and Thu Jul 31; other ranges on the other dates",
        ),
        decisive=["Fri Jul 18", "Thu Jul 31", "13-16"],
    )
    imgs.add(
        "shed_sign",
        photos.composite(
            "wood_deck",
            ["WATERING", "before 9 AM only", "(city bylaw)", "Hose key: 4177"],
            seed=f"{sid}:shed",
            style="chalkboard",
            panel_width=0.55,
            tilt=0.05,
            kind="sign_photo",
            description="Photo of the chalkboard on the garden shed: watering before 9 AM only "
            "(city bylaw), hose key code 4177",
        ),
        decisive=["before 9 AM only"],
    )
    imgs.add(
        "seed_packet",
        plate_photo(
            "meadow",
            ["KENTUCKY WONDER", "Pole Bean"],
            seed=f"{sid}:packet",
            description="Photo of an empty seed packet held over the garden bed: West Coast "
            "Seeds-style packet of Kentucky Wonder pole beans (green pods pictured)",
            body=(60, 130, 70),
            plate=(246, 240, 214),
            kind="seed_packet_photo",
            size=50,
            screws=False,
        ),
        decisive=["KENTUCKY WONDER", "Pole Bean"],
    )
    imgs.add(
        "neighbour_chat",
        screens.chat(
            "Mei (plot 15)",
            [
                ("them", "Your beans are climbing like crazy! Are you out of seed?", "4:12 PM"),
                (
                    "them",
                    "Get the big 100 g pack this time, the 25 g one won't fill your trellis.",
                    "4:13 PM",
                ),
                ("me", "Good idea, thank you Mei", "4:30 PM"),
            ],
            subtitle="Text Message",
            clock="4:35",
            description="Text chat with Mei from plot 15: get the 100 g pack of seed this time, "
            "the 25 g one will not fill the trellis",
        ),
        decisive=["100 g pack"],
    )
    return imgs


def draw_com_book_club_vote(screens: Screens) -> ImageSet:
    sid = "com_book_club_vote"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "whiteboard",
        photos.composite(
            "brick",
            [
                "Próximo libro - votos sala",
                "Klara y el Sol: 4",
                "Los santos inocentes: 5",
                "Nada: 3",
            ],
            seed=f"{sid}:wb",
            style="whiteboard",
            panel_width=0.66,
            tilt=0.05,
            kind="whiteboard_photo",
            description="Photo of the library room's whiteboard with the votes cast at the "
            "meeting: Klara y el Sol 4, Los santos inocentes 5, Nada 3",
        ),
        decisive=["Klara y el Sol: 4", "Los santos inocentes: 5", "Nada: 3"],
    )
    opts = [("Klara y el Sol", 3), ("Los santos inocentes", 1), ("Nada", 2)]
    bars = "".join(
        f"<div class='o'><div class='l'><span>{esc(t)}</span><span>{n} {'voto' if n == 1 else 'votos'}"
        f"</span></div><div class='bar'><div style='width:{n * 30}%'></div></div></div>"
        for t, n in opts
    )
    css = """
    body { background: #efe7dc; }
    .hd { background: #075e54; color: #fff; padding: 12px 16px; }
    .hd h1 { font-size: 21px; margin: 0; } .hd .s { font-size: 19px; opacity: .9; }
    .poll { background: #fff; margin: 16px 14px; border-radius: 10px; padding: 14px 16px; }
    .who { color: #b5446e; font-weight: 700; font-size: 15px; }
    .q { font-size: 21px; font-weight: 700; margin: 6px 0 2px; } .hint { color: #777; font-size: 14px; }
    .o { margin: 14px 0; } .l { display: flex; justify-content: space-between; font-size: 19px; }
    .bar { height: 8px; background: #e4e4e4; border-radius: 4px; margin-top: 6px; }
    .bar div { height: 8px; background: #25d366; border-radius: 4px; }
    .tot { font-size: 19px; color: #222; margin-top: 14px; }
    """
    body = (
        "<div class='hd'><h1>Club de lectura Chamberí</h1><div class='s'>9 participantes</div></div>"
        "<div class='poll'><div class='who'>Lucía (tú)</div>"
        "<div class='q'>ENCUESTA: próximo libro (solo quien no vino)</div>"
        f"<div class='hint'>Selecciona una opción</div>{bars}"
        "<div class='tot'>Han votado 6 de 9 participantes</div></div>"
    )
    imgs.add(
        "online_poll",
        screens.render(
            body,
            kind="chat_poll",
            css=css,
            description="WhatsApp poll in the book club group for members who missed the "
            "meeting: Klara y el Sol 3 votes, Los santos inocentes 1 vote, Nada 2 votes",
        ),
        decisive=["Klara y el Sol", "3 votos", "1 voto", "9 participantes"],
    )
    imgs.add(
        "library_email",
        screens.email(
            "Biblioteca Pública Municipal Chamberí <reservas.chamberi@madrid.es>",
            "Reserva confirmada - Sala 2",
            "lun., 29 sept. 2025",
            [
                "Estimada Lucía Martínez:",
                "Su reserva para el club de lectura queda confirmada.",
                "Sala 2 (planta 1), miércoles 15.10.2025, de 18:30 a 20:00.",
                "Calle Raimundo Lulio 4, 28010 Madrid.",
            ],
            to="Lucía Martínez",
            description="Library email confirming the room booking for the book club: Sala 2 "
            "(first floor), Wednesday 15.10.2025 from 18:30 to 20:00, Calle Raimundo Lulio 4",
        ),
        decisive=["miércoles 15.10.2025, de 18:30 a 20:00", "Sala 2 (planta 1)"],
    )
    imgs.add(
        "library_sign",
        photos.composite(
            "brick",
            ["BIBLIOTECA PÚBLICA", "MUNICIPAL CHAMBERÍ", "Raimundo Lulio 4"],
            seed=f"{sid}:sign",
            style="sign",
            accent=(170, 20, 40),
            panel_width=0.6,
            tilt=0.03,
            kind="building_sign_photo",
            description="Photo of the library's entrance plaque on a brick wall: Biblioteca "
            "Pública Municipal Chamberí, Raimundo Lulio 4",
        ),
    )
    imgs.add(
        "marisa_chat",
        screens.chat(
            "Marisa",
            [
                (
                    "them",
                    "Lucía, cuidado: medio club ya leyó Klara el año pasado en el club de inglés",
                    "21:14",
                ),
                (
                    "them",
                    "Mejor el segundo más votado, ¿no? Y la edición de la foto, la barata",
                    "21:15",
                ),
                ("me", "Tienes razón, lo cambio", "21:20"),
            ],
            subtitle="WhatsApp",
            clock="21:22",
            description="Chat with Marisa: half the club already read Klara last year, better "
            "take the runner-up, in the cheap edition shown in her photo",
        ),
        decisive=["el segundo más votado"],
    )
    imgs.add(
        "book_photo",
        plate_photo(
            "wood_deck",
            ["Los santos inocentes", "Delibes - BOLSILLO"],
            seed=f"{sid}:book",
            description="Photo of Marisa's small paperback of Los santos inocentes by Miguel "
            "Delibes on a wooden table; the cover says BOLSILLO (pocket edition)",
            body=(170, 150, 110),
            plate=(236, 228, 206),
            kind="book_photo",
            size=44,
            screws=False,
        ),
        decisive=["BOLSILLO"],
    )
    return imgs


def draw_com_election_polling(screens: Screens) -> ImageSet:
    sid = "com_election_polling"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "polling_card",
        documents.form(
            "POLLING INFORMATION CARD",
            [
                ("Election", "Dublin City Council by-election"),
                ("Polling day", "Thursday 23 October 2025"),
                ("Hours", "07:00 - 22:00"),
                ("Polling station", "St. Joseph's N.S., Room 4"),
                ("Address", "Fassaugh Avenue, Cabra"),
                ("Elector no.", "CB 1187"),
            ],
            subtitle="Bring photo ID. This card is not required to vote.",
            handwritten=False,
            description="Polling information card: Dublin City Council by-election, Thursday 23 "
            "October 2025, 07:00-22:00, polling station St. Joseph's N.S., Room 4, Fassaugh "
            "Avenue, Cabra; elector number CB 1187",
        ),
        decisive=["St. Joseph's N.S., Room 4", "Thursday 23 October 2025"],
    )
    imgs.add(
        "leaflet",
        documents.poster(
            "Vote No. 1 Aoife Brennan",
            [
                "Independent - Cabra & Glasnevin",
                "Better buses, safer footpaths",
                "Need a lift to vote?",
                "Call 01 555 0192",
            ],
            kicker="BY-ELECTION 23 OCTOBER",
            footer="Printed by Brennan Campaign, Phibsborough",
            palette=((0, 102, 84), (255, 200, 40), (250, 250, 245)),
            kind="election_leaflet",
            description="Election leaflet of independent candidate Aoife Brennan: lifts to the "
            "polling station on 01 555 0192",
        ),
        decisive=["01 555 0192"],
    )
    imgs.add(
        "recents",
        screens.list_screen(
            "Recents",
            [
                ("+353 1 555 0177  (missed)", "10:02"),
                ("+353 1 555 0177  (missed)", "09:15"),
                ("Kasia  (outgoing)", "Yesterday"),
                ("+353 1 555 0177  (missed)", "Yesterday"),
                ("Dr. Walsh surgery  (incoming)", "Mon"),
            ],
            subtitle="Phone",
            kind="call_log_screen",
            description="Phone's recent calls: three missed calls from +353 1 555 0177 (today "
            "10:02 and 09:15, and yesterday), a call to Kasia, one from Dr. Walsh's surgery",
        ),
        decisive=["+353 1 555 0177"],
    )
    imgs.add(
        "school_gate",
        photos.composite(
            "brick",
            ["ST. JOSEPH'S N.S.", "POLLING STATION", "Entrance: Fassaugh Ave gate"],
            seed=f"{sid}:gate",
            style="sign",
            accent=(20, 60, 140),
            panel_width=0.6,
            tilt=0.04,
            kind="sign_photo",
            description="Photo of the sign on the school wall: St. Joseph's N.S., polling "
            "station, entrance by the Fassaugh Ave gate",
        ),
    )
    imgs.add(
        "rain",
        photos.photo(
            "storm",
            seed=f"{sid}:rain",
            description="Photo out of the window: dark storm clouds over an empty road; no text",
        ),
    )
    return imgs


def draw_com_heat_phone_tree(screens: Screens) -> ImageSet:
    sid = "com_heat_phone_tree"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "phone_tree",
        documents.note(
            [
                "Hitzetelefon Haus 14",
                "Elif -> Hamid:",
                "Top 7 Novak",
                "Top 12 Berger",
                "Top 3 Ilić",
                "Elif -> Sabine: Top 1, 5, 9",
            ],
            paper="lined",
            size=36,
            seed=f"{sid}:tree",
            description="Handwritten phone tree for the building's heat check-ins: coordinator "
            "Elif passes to Hamid, who calls Top 7 Novak, Top 12 Berger and Top 3 Ilić; Sabine "
            "calls Top 1, 5 and 9",
        ),
        decisive=["Top 7 Novak", "Top 12 Berger", "Top 3"],
    )
    imgs.add(
        "residents_list",
        charts.table(
            "Hausgemeinschaft Quellenstraße 14 - Bewohner:innen",
            ["Top", "Name", "Telefon"],
            [
                ["1", "Huber, Gertrude", "0660 555 2101"],
                ["3", "Ilić, Dragana", "0664 555 2303"],
                ["5", "Yilmaz, Ahmet", "0676 555 2505"],
                ["7", "Novak, Maria", "01 555 2207"],
                ["9", "Wagner, Franz", "0699 555 2909"],
                ["11", "Ilić, Milica", "0664 555 2311"],
                ["12", "Berger, Karl", "01 555 2212"],
                ["17", "Novak, Josef", "0650 555 2717"],
                ["21", "Berger, Ingrid", "0660 555 2121"],
            ],
            col_widths=[0.12, 0.5, 0.38],
            description="Printed residents' list of Quellenstraße 14 by flat (Top): Top 3 "
            "Dragana Ilić, Top 7 Maria Novak, Top 12 Karl Berger; also Milica Ilić (Top 11), "
            "Josef Novak (Top 17), Ingrid Berger (Top 21) and others, with phone numbers",
        ),
        decisive=["Dragana", "0664 555 2303", "Novak, Maria", "Berger, Karl"],
    )
    imgs.add(
        "elif_chat",
        whatsapp(
            screens,
            "Nachbarschaftshilfe Q14",
            [
                (
                    "Elif Demir",
                    "Hitzewarnung ist raus! Bitte ruft eure drei jeden Tag um 10 Uhr "
                    "an, solange sie gilt.",
                    "17:30",
                ),
                (
                    "Elif Demir",
                    "Tipp: speichert sie als Favoriten am Handy, dann geht's schneller.",
                    "17:31",
                ),
                ("Sabine K.", "Mach ich!", "17:40"),
            ],
            members="Elif, Sabine, Hamid, +6",
            clock="18:02",
            description="WhatsApp group of the building's neighbourhood help: Elif asks everyone "
            "to call their three neighbours every day at 10 while the heat warning lasts, and to "
            "save them as phone favourites",
        ),
        decisive=["jeden Tag um 10 Uhr"],
    )
    imgs.add(
        "heat_warning",
        web_page(
            screens,
            "Hitzewarnung Wien",
            "GeoSphere Austria - Warnungen",
            [
                ("Warnstufe", "Orange (hohe Hitze)"),
                ("Gültig", "Mittwoch 16.07. bis Freitag 18.07."),
                ("Höchstwerte", "bis 36 °C"),
            ],
            accent="#d35400",
            kind="web_page",
            description="Weather service page: orange heat warning for Vienna from Wednesday "
            "16.07. to Friday 18.07., highs up to 36 °C",
        ),
        decisive=["Mittwoch 16.07. bis Freitag 18.07."],
    )
    imgs.add(
        "thermometer",
        plate_photo(
            "leaf",
            ["34,5 °C"],
            seed=f"{sid}:thermo",
            description="Photo of a digital balcony thermometer in front of green leaves showing "
            "34,5 °C",
            body=(235, 235, 230),
            plate=(170, 190, 160),
            kind="thermometer_photo",
            size=72,
            screws=False,
        ),
    )
    return imgs


def draw_com_football_kit_sizes(screens: Screens) -> ImageSet:
    sid = "com_football_kit_sizes"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "parents_chat",
        whatsapp(
            screens,
            "Lions U11 girls - parents",
            [
                ("me", "Jersey sizes please by tonight! Size or chest in cm", "17:02"),
                ("Ana's dad", "Ana YM", "17:10"),
                ("Kylie (Sophie)", "Sophie chest 73 cm", "17:12"),
                ("Grace's mum", "Grace YS", "17:15"),
                ("Priya (Lily)", "Lily is 78 cm chest", "17:20"),
                ("Mia's mum", "YL for Mia", "17:31"),
                ("Hana's dad", "Hana YS thanks Mele", "17:40"),
                ("Sam (Ruby)", "Ruby chest 84", "17:44"),
                ("Ella's mum", "Ella YM", "17:52"),
                ("Aroha (Tui)", "Tui YL", "18:03"),
                ("Zoe's mum", "Zoe still fits last year's, skip her", "18:09"),
                ("Olivia's dad", "Olivia YM", "18:20"),
            ],
            members="28 participants",
            clock="19:25",
            description="WhatsApp group of the U11 girls' parents with jersey sizes: Ana YM, "
            "Sophie chest 73 cm, Grace YS, Lily chest 78 cm, Mia YL, Hana YS, Ruby chest 84, "
            "Ella YM, Tui YL, Olivia YM; Zoe skips (last year's still fits)",
        ),
        decisive=["Sophie chest 73 cm", "Lily is 78 cm chest", "Ruby chest 84", "skip her"],
    )
    imgs.add(
        "size_chart",
        charts.table(
            "Junior jersey sizes (chest, cm)",
            ["Size", "Chest from", "Chest to"],
            [
                ["YS", "66", "70"],
                ["YM", "71", "75"],
                ["YL", "76", "80"],
                ["AS", "81", "86"],
                ["AM", "87", "92"],
            ],
            col_widths=[0.34, 0.33, 0.33],
            description="Supplier's junior size chart by chest: YS 66-70, YM 71-75, YL 76-80, "
            "AS 81-86, AM 87-92 cm",
        ),
        decisive=["71", "75", "76", "80", "81", "86"],
    )
    imgs.add(
        "shop_page",
        web_page(
            screens,
            "Coburg Lions SC - Club shop",
            "Home jersey 2025 (red/gold)",
            [
                ("Sizes", "YS, YM, YL, AS, AM"),
                ("Price", "$45.00 each"),
                ("Note", "Away jersey is navy - not needed for U11"),
            ],
            accent="#b3121f",
            kind="web_page",
            description="Club shop page: 2025 home jersey (red/gold) in YS to AM at $45.00; the "
            "navy away jersey is not needed for U11",
        ),
        decisive=["Home jersey 2025 (red/gold)"],
    )
    imgs.add(
        "tracksuit_invoice",
        documents.invoice(
            "Northside Teamwear Pty Ltd",
            "INV-2025-0113",
            bill_to=["Coburg Lions SC - U11 girls", "Attn: Mele Taufa"],
            issued="07/02/2025",
            due="21/02/2025",
            lines=[
                ("Tracksuit top, embroidered", "10", "38.00", "380.00"),
                ("Name printing", "10", "6.50", "65.00"),
                ("Delivery", "1", "17.00", "17.00"),
            ],
            total="462.00",
            currency="$",
            description="Invoice INV-2025-0113 from Northside Teamwear to the U11 girls team: 10 "
            "tracksuit tops 380.00, name printing 65.00, delivery 17.00; total $462.00, issued "
            "07/02/2025",
        ),
        decisive=["INV-2025-0113", "462.00"],
    )
    imgs.add(
        "team_photo",
        photos.photo(
            "meadow",
            seed=f"{sid}:team",
            description="Photo of the grass of the training pitch at Coburg after the first "
            "session (the girls just ran out of the frame); no text",
        ),
    )
    return imgs


def draw_com_street_party_rain(screens: Screens) -> ImageSet:
    sid = "com_street_party_rain"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "flyer",
        documents.poster(
            "Festa di Via del Pratello",
            [
                "sabato 07.06.2025",
                "16:00 - 22:00",
                "musica, cibo, giochi per bimbi",
                "se piove: domenica 15.06.2025",
                "stesso orario",
            ],
            kicker="FESTA DI STRADA",
            footer="Comitato Pratello Vivo",
            palette=((190, 60, 30), (255, 220, 90), (255, 250, 240)),
            kind="flyer",
            description="Street party flyer: Festa di Via del Pratello on Saturday 07.06.2025, "
            "16:00-22:00; if it rains, Sunday 15.06.2025, same hours",
        ),
        decisive=["se piove: domenica 15.06.2025", "16:00 - 22:00"],
    )
    imgs.add(
        "permit",
        documents.form(
            "Comune di Bologna - Occupazione suolo pubblico",
            [
                ("Richiedente", "Comitato Pratello Vivo"),
                ("Luogo", "Via del Pratello 40-90"),
                ("Data", "07.06.2025"),
                ("Data di riserva (maltempo)", "15.06.2025"),
                ("Orario", "15:00 - 23:00 (montaggio incluso)"),
            ],
            subtitle="Autorizzazione n. 2025/1187",
            handwritten=False,
            description="City permit for using the street: Via del Pratello 40-90 on 07.06.2025, "
            "rain date 15.06.2025, 15:00-23:00 including set-up",
        ),
        decisive=["15.06.2025"],
    )
    imgs.add(
        "requests",
        documents.note(
            [
                "Richieste canzoni:",
                "Volare - Modugno",
                "Azzurro - Celentano",
                "L'italiano - Cutugno",
                "Felicità - Al Bano",
                "Gloria - Tozzi",
            ],
            paper="card",
            size=34,
            seed=f"{sid}:req",
            description="Handwritten card of song requests from the neighbours: Volare "
            "(Modugno), Azzurro (Celentano), L'italiano (Cutugno), Felicità (Al Bano), Gloria "
            "(Tozzi)",
        ),
        decisive=["L'italiano - Cutugno", "Felicità - Al Bano"],
    )
    imgs.add(
        "last_year",
        photos.composite(
            "wood_deck",
            ["FESTA 2024 - scaletta", "Azzurro", "Volare", "Gloria", "Grazie a tutti!"],
            seed=f"{sid}:chalk",
            style="chalkboard",
            panel_width=0.55,
            tilt=0.04,
            kind="chalkboard_photo",
            description="Photo of last year's chalkboard setlist at the party: Azzurro, Volare, "
            "Gloria",
        ),
        decisive=["Azzurro", "Volare", "Gloria"],
    )
    imgs.add(
        "band_chat",
        screens.chat(
            "Marco Ferri (band)",
            [
                (
                    "them",
                    "Ciao Chiara! Se la festa si sposta, dimmi la data appena puoi, devo "
                    "avvisare il batterista",
                    "18:40",
                ),
                ("me", "Certo, ti scrivo stasera", "18:52"),
            ],
            subtitle="WhatsApp",
            clock="20:01",
            description="Chat with Marco Ferri from the band: if the party moves, tell him the "
            "new date as soon as possible",
        ),
        decisive=["Marco Ferri (band)"],
    )
    imgs.add(
        "street_sign",
        plate_photo(
            "brick",
            ["VIA DEL PRATELLO"],
            seed=f"{sid}:street",
            description="Photo of the white marble street name plate VIA DEL PRATELLO on an "
            "ochre wall in Bologna",
            body=(196, 140, 80),
            plate=(240, 238, 232),
            kind="street_sign_photo",
            size=54,
            screws=False,
        ),
    )
    return imgs


def draw_com_lift_repair_drive(screens: Screens) -> ImageSet:
    sid = "com_lift_repair_drive"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "lift_notice",
        photos.composite(
            "brick",
            [
                "LIFT B OUT OF SERVICE",
                "Repair 2025.08.18 - 2025.08.22",
                "Hanbit Elevator Co.",
                "Please use Lift A",
            ],
            seed=f"{sid}:notice",
            style="sign",
            accent=(220, 160, 0),
            panel_width=0.64,
            tilt=0.04,
            kind="notice_photo",
            description="Photo of the notice taped next to lift B: out of service for repair "
            "2025.08.18-2025.08.22 by Hanbit Elevator Co., please use lift A",
        ),
        decisive=["Repair 2025.08.18 - 2025.08.22"],
    )
    imgs.add(
        "quote",
        documents.invoice(
            "Hanbit Elevator Co.",
            "Q-0815",
            bill_to=["Haeundae Seaview Apt. Residents' Council", "Building 103"],
            issued="2025.08.08",
            due="2025.08.22",
            lines=[
                ("Door operator motor, lift B", "1", "2,450,000", "2,450,000"),
                ("Labour (5 days)", "5", "280,000", "1,400,000"),
            ],
            total="3,850,000",
            currency="₩",
            notes=["Quotation - valid 14 days"],
            description="Quotation Q-0815 from Hanbit Elevator Co. to the residents' council of "
            "building 103: door operator motor for lift B and 5 days of labour, 3,850,000 won",
        ),
        decisive=["Q-0815"],
    )
    imgs.add(
        "chair_chat",
        screens.chat(
            "Kim Soo-jin (chair)",
            [
                (
                    "them",
                    "Ji-hoon, can you share the lift folder with me? I need to edit "
                    "the notice for the board.",
                    "8:12 PM",
                ),
                ("them", "Edit rights please, not view only :)", "8:13 PM"),
                ("me", "Will do tonight", "8:30 PM"),
            ],
            subtitle="KakaoTalk",
            clock="8:58",
            description="Chat with council chair Kim Soo-jin: share the lift folder with her, "
            "with edit rights, not view only",
        ),
        decisive=["Edit rights please"],
    )
    imgs.add(
        "minutes_board",
        photos.composite(
            "wood_deck",
            [
                "Council 2025.08.14",
                "1. Lift B repair approved (Hanbit)",
                "2. Stair cleaning: Tuesdays",
                "3. Next meeting 2025.09.11",
            ],
            seed=f"{sid}:wb",
            style="whiteboard",
            panel_width=0.72,
            tilt=0.04,
            kind="whiteboard_photo",
            description="Photo of the meeting room whiteboard: council 2025.08.14, lift B repair "
            "approved (Hanbit), stair cleaning on Tuesdays, next meeting 2025.09.11",
        ),
        decisive=["Lift B repair approved (Hanbit)", "Next meeting 2025.09.11"],
    )
    imgs.add(
        "button_panel",
        plate_photo(
            "gravel",
            ["B2   1   2   3"],
            seed=f"{sid}:buttons",
            description="Close-up of lift B's scratched steel button panel with the floor "
            "buttons B2 1 2 3; the B2 button is cracked",
            body=(170, 172, 178),
            plate=(220, 222, 226),
            kind="object_photo",
            size=50,
        ),
    )
    return imgs


def draw_com_tool_library_drill(screens: Screens) -> ImageSet:
    sid = "com_tool_library_drill"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "member_card",
        documents.business_card(
            "Aroha Ngata",
            "Member no. 0412",
            "Newtown Tool Library",
            phone="04 555 0199",
            email="hello@newtowntools.org.nz",
            tagline="Borrow it, don't buy it",
            address="Community Centre, 7 Constable St, Newtown",
            accent=(0, 120, 110),
            description="Tool library membership card of Aroha Ngata, member no. 0412, Newtown "
            "Tool Library",
        ),
        decisive=["Member no. 0412"],
    )
    imgs.add(
        "loan_slip",
        documents.receipt(
            "Newtown Tool Library",
            [("Cordless drill + 2 batteries", "loan"), ("Deposit (refundable)", "40.00")],
            total="40.00",
            date="08/03/2025 10:05",
            address="7 Constable St, Wellington",
            payment="Pay online within 24 h",
            footer="Due back: 15/03/2025",
            description="Tool library loan slip of 08/03/2025: a cordless drill with two "
            "batteries, refundable deposit $40.00 to pay online within 24 h, due back 15/03/2025",
        ),
        decisive=["Due back: 15/03/2025", "40.00"],
    )
    imgs.add(
        "deposit_page",
        web_page(
            screens,
            "Paying a deposit",
            "newtowntools.org.nz/deposits",
            [
                ("Pay to", "@newtown-toollib on PayMate"),
                ("Note", "member no. + item code"),
                ("Makita DHP482", "item code T-117"),
                ("Makita HP1631", "item code T-118"),
                ("Ryobi R18PD3", "item code T-121"),
            ],
            accent="#00786e",
            kind="web_page",
            description="Tool library page on deposits: pay @newtown-toollib on PayMate with the "
            "member number and the item code in the note; Makita DHP482 is T-117, Makita HP1631 "
            "T-118, Ryobi R18PD3 T-121",
        ),
        decisive=["@newtown-toollib", "item code T-117"],
    )
    imgs.add(
        "drill_photo",
        plate_photo(
            "wood_deck",
            ["makita", "DHP482"],
            seed=f"{sid}:drill",
            description="Photo of the borrowed teal cordless drill on a workbench; the side "
            "reads makita DHP482",
            body=(0, 140, 150),
            plate=(236, 240, 240),
            kind="tool_photo",
            size=56,
            screws=False,
        ),
        decisive=["DHP482"],
    )
    imgs.add(
        "battery_photo",
        photos.photo(
            "coins",
            seed=f"{sid}:scratches",
            description="Close-up photo of scuffs and scratches on the drill's black battery "
            "casing, taken to record the condition at pick-up; no text",
        ),
    )
    return imgs


def draw_com_school_carpool_focus(screens: Screens) -> ImageSet:
    sid = "com_school_carpool_focus"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "rota",
        charts.table(
            "Covoiturage CE2 - rentrée 2025",
            ["Jour", "Conduit", "Départ", "Arrivée école"],
            [
                ["Lundi", "Nadia", "08:05", "08:25"],
                ["Mardi", "FZ", "07:50", "08:20"],
                ["Mercredi", "pas d'école", "-", "-"],
                ["Jeudi", "FZ", "07:50", "08:20"],
                ["Vendredi", "Julien", "08:05", "08:25"],
            ],
            col_widths=[0.25, 0.27, 0.22, 0.26],
            description="Carpool rota for the new school year (CE2): Monday Nadia 08:05-08:25, "
            "Tuesday and Thursday FZ 07:50-08:20, no school on Wednesday, Friday Julien "
            "08:05-08:25",
        ),
        decisive=["Mardi", "Jeudi", "07:50", "08:20"],
    )
    imgs.add(
        "nadia_chat",
        whatsapp(
            screens,
            "Covoiturage CE2",
            [
                ("Nadia Benali", "Voilà le planning ! FZ = Fatima Zahra bien sûr", "18:02"),
                (
                    "Nadia Benali",
                    "Les FZ partent plus tôt à cause du détour par la rue Chevreul",
                    "18:03",
                ),
                ("Julien Morel", "Parfait, merci Nadia", "18:15"),
            ],
            members="Nadia, Julien, toi",
            clock="18:30",
            description="WhatsApp carpool group: Nadia shares the rota, FZ stands for Fatima "
            "Zahra, whose runs leave earlier because of the detour via rue Chevreul",
        ),
        decisive=["FZ = Fatima Zahra"],
    )
    imgs.add(
        "school_sign",
        photos.composite(
            "brick",
            ["ÉCOLE ÉLÉMENTAIRE JEAN MACÉ", "Dépose minute", "8h10 - 8h25"],
            seed=f"{sid}:school",
            style="sign",
            accent=(20, 70, 150),
            panel_width=0.66,
            tilt=0.04,
            kind="sign_photo",
            description="Photo of the school's drop-off sign: École élémentaire Jean Macé, "
            "drop-off zone 8h10-8h25",
        ),
    )
    imgs.add(
        "julien_chat",
        screens.chat(
            "Julien Morel",
            [
                (
                    "them",
                    "FZ, petit souci : je commence à 7h le vendredi à partir de septembre.",
                    "21:02",
                ),
                (
                    "them",
                    "On échange ? Tu prends mon vendredi, je prends ton jeudi. Même "
                    "horaire que tes mardis.",
                    "21:03",
                ),
            ],
            subtitle="SMS",
            clock="21:10",
            description="Text from Julien Morel: he starts at 7 on Fridays, so he proposes to "
            "swap - Fatima Zahra takes his Friday at her Tuesday times, he takes her Thursday",
        ),
        decisive=["Tu prends mon vendredi, je prends ton jeudi"],
    )
    imgs.add(
        "booster_seat",
        plate_photo(
            "gravel",
            ["ISOFIX"],
            seed=f"{sid}:seat",
            description="Photo of a grey booster seat on the back seat of the car with a small "
            "ISOFIX tag, ready for the carpool",
            body=(90, 92, 98),
            plate=(230, 230, 232),
            kind="object_photo",
            size=44,
            screws=False,
        ),
    )
    return imgs


def draw_com_donated_phone_setup(screens: Screens) -> ImageSet:
    sid = "com_donated_phone_setup"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "router_sticker",
        plate_photo(
            "wood_deck",
            ["WiFi: Folkets-Hus-Gast", "Key: hemma4ALLA"],
            seed=f"{sid}:router",
            description="Close-up of the sticker on the white router in the community house "
            "office: WiFi Folkets-Hus-Gast, key hemma4ALLA",
            body=(236, 236, 232),
            plate=(250, 250, 250),
            kind="router_sticker_photo",
            size=46,
            screws=False,
        ),
        decisive=["Folkets-Hus-Gast", "hemma4ALLA"],
    )
    imgs.add(
        "intake_form",
        documents.form(
            "Välkomna Malmö - telefon till nyanländ",
            [
                ("Namn / Name", "Joseph Mukendi"),
                ("Språk i telefonen / Phone language", "Français / French"),
                ("Text", "extra large - glasses broken"),
                ("Kontakt / Caseworker", "Sara Holm, Malmö stad"),
            ],
            subtitle="Donated phone no. 17",
            checkboxes=[("SIM card inserted", True), ("Charger given", True)],
            handwritten=True,
            description="Handwritten intake form for donated phone no. 17: for Joseph Mukendi, "
            "phone language French (Français), extra large text because his glasses are broken, "
            "caseworker Sara Holm of Malmö stad",
        ),
        decisive=["French", "extra large"],
    )
    imgs.add(
        "wifi_screen",
        screens.list_screen(
            "Wi-Fi",
            [
                ("Folkets-Hus-Gast", "secured"),
                ("Folkets-Hus-Personal", "secured"),
                ("MalmoStadWifi", "open"),
                ("Telia-5G-88AC", "secured"),
            ],
            subtitle="Settings",
            kind="settings_screen",
            description="Wi-Fi list on the donated phone: Folkets-Hus-Gast, Folkets-Hus-Personal "
            "(staff), MalmoStadWifi (open), Telia-5G-88AC",
        ),
        decisive=["Folkets-Hus-Personal"],
    )
    imgs.add(
        "caseworker_card",
        documents.business_card(
            "Sara Holm",
            "Integration caseworker",
            "Malmö stad",
            phone="+46 40 555 12 34",
            email="sara.holm@malmo.se",
            address="August Palms plats 1, Malmö",
            accent=(0, 90, 160),
            description="Business card of Sara Holm, integration caseworker, Malmö stad, phone "
            "+46 40 555 12 34, sara.holm@malmo.se",
        ),
        decisive=["+46 40 555 12 34"],
    )
    imgs.add(
        "cafe_poster",
        documents.poster(
            "Språkcafé - Café des langues",
            [
                "torsdagar 17:00-19:00",
                "start torsdag 4 september",
                "Folkets Hus, Sal B",
                "svenska · français · English · عربي",
            ],
            kicker="GRATIS / FREE",
            footer="Välkomna Malmö",
            palette=((30, 60, 110), (250, 200, 60), (248, 248, 244)),
            kind="poster",
            description="Poster of the language café: Thursdays 17:00-19:00, starting Thursday 4 "
            "September, Folkets Hus room (Sal) B, Swedish/French/English/Arabic, free",
        ),
        decisive=["torsdagar 17:00-19:00", "start torsdag 4 september", "Sal B"],
    )
    imgs.add(
        "phone_photo",
        photos.photo(
            "wood_deck",
            seed=f"{sid}:phone",
            crop=(0.1, 0.2, 0.7, 0.8),
            description="Photo of the wooden table in the community house office where the "
            "donated phones are set up; no text",
        ),
    )
    return imgs


def draw_com_society_scam_calls(screens: Screens) -> ImageSet:
    sid = "com_society_scam_calls"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "circular",
        documents.poster(
            "Beware of fraud calls",
            [
                "Members report calls from:",
                "+91 20 5555 0141 'electricity board'",
                "+91 98 5555 0177 'courier KYC'",
                "+91 70 5555 0102 'bank OTP'",
                "Never share OTPs. Block and report.",
            ],
            kicker="KALYANI NAGAR CO-OP HOUSING SOCIETY - CIRCULAR 14/2025",
            footer="Hon. Secretary, Managing Committee",
            palette=((120, 20, 20), (255, 210, 80), (252, 250, 245)),
            kind="circular",
            description="Housing society circular 14/2025 warning about fraud calls from +91 20 "
            "5555 0141 (electricity board), +91 98 5555 0177 (courier KYC) and +91 70 5555 0102 "
            "(bank OTP)",
        ),
        decisive=["+91 98 5555 0177", "+91 70 5555 0102", "+91 20 5555 0141"],
    )
    imgs.add(
        "recents",
        screens.list_screen(
            "Recents",
            [
                ("+91 98 5555 0177  missed", "11:42"),
                ("Anand (son)  outgoing", "10:05"),
                ("+91 70 5555 0102  missed", "Yesterday"),
                ("+91 20 5555 0199  incoming", "Yesterday"),
                ("+91 98 5555 0177  missed", "Mon"),
            ],
            subtitle="Phone",
            kind="call_log_screen",
            description="Recent calls: missed calls from +91 98 5555 0177 (today and Monday) and "
            "+91 70 5555 0102 (yesterday), a call to son Anand, an incoming call from +91 20 5555 "
            "0199",
        ),
        decisive=["+91 20 5555 0199"],
    )
    css = """
    .vm { background: #fff; margin: 12px 14px; border-radius: 12px; padding: 14px 16px; }
    .n { font-size: 20px; font-weight: 700; } .d { color: #777; font-size: 15px; margin: 4px 0 10px; }
    .tx { font-size: 19px; line-height: 1.4; background: #f4f4f6; padding: 10px 12px; border-radius: 8px; }
    body { background: #f2f2f7; }
    """
    body = (
        "<div class='status'><span>12:03</span><span>4G 58%</span></div>"
        "<div class='bar'><h1>Voicemail</h1></div>"
        "<div class='vm'><div class='n'>+91 70 5555 0102</div><div class='d'>Yesterday 18:20 · "
        "0:41</div><div class='tx'>Dear customer, your bank account will be blocked today. "
        "Share the OTP you receive to verify your KYC...</div></div>"
        "<div class='vm'><div class='n'>Anand (son)</div><div class='d'>Sun 09:02 · 0:12</div>"
        "<div class='tx'>Papa, call me when you are back from the walk.</div></div>"
    )
    imgs.add(
        "voicemail",
        screens.render(
            body,
            kind="voicemail_screen",
            css=css,
            description="Voicemail list: a scam message from +91 70 5555 0102 yesterday 18:20 "
            "claiming the bank account will be blocked and asking for the OTP; a message from son "
            "Anand on Sunday",
        ),
        decisive=["your bank account will be blocked"],
    )
    imgs.add(
        "notice_board",
        photos.composite(
            "brick",
            [
                "CYBER SAFETY TALK",
                "Sun 21 Sept, 10:00-11:30",
                "Clubhouse, Wing C",
                "Speaker: PSI Kulkarni",
            ],
            seed=f"{sid}:board",
            style="sign",
            accent=(20, 100, 60),
            panel_width=0.62,
            tilt=0.05,
            kind="notice_board_photo",
            description="Photo of the society notice board: cyber safety talk on Sunday 21 "
            "September 10:00-11:30 in the clubhouse, Wing C, by police sub-inspector Kulkarni",
        ),
        decisive=["Sun 21 Sept, 10:00-11:30", "Clubhouse, Wing C"],
    )
    imgs.add(
        "son_chat",
        whatsapp(
            screens,
            "Anand",
            [
                ("Anand", "Papa, did you see the society circular? Block those numbers!", "10:00"),
                (
                    "Anand",
                    "And go to the police talk on Sunday, put it in your calendar, and "
                    "keep your phone's alerts 15 min before, you always forget",
                    "10:02",
                ),
                ("me", "Yes beta", "10:06"),
            ],
            members="online",
            clock="12:05",
            description="WhatsApp chat with son Anand: block the numbers from the circular, go to "
            "the police talk on Sunday and set an alert 15 minutes before",
        ),
        decisive=["15 min before"],
    )
    imgs.add(
        "walking_group",
        photos.photo(
            "dandelion",
            seed=f"{sid}:walk",
            description="Photo from the morning walk in the society garden: dandelion seeds "
            "against orange flowers; no text",
        ),
    )
    return imgs


def draw_com_ceilidh_fundraiser(screens: Screens) -> ImageSet:
    sid = "com_ceilidh_fundraiser"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "setlist",
        documents.note(
            [
                "Ceilidh Sat - dances",
                "(all from our album",
                "'Hall Nights', not the live one)",
                "1. Strip the Willow",
                "2. Gay Gordons",
                "3. Canadian Barn Dance",
            ],
            paper="lined",
            size=34,
            seed=f"{sid}:set",
            description="Handwritten setlist from the band: Saturday's dances all from their album "
            "'Hall Nights' (not the live album): Strip the Willow, Gay Gordons, Canadian Barn "
            "Dance",
        ),
        decisive=[
            "'Hall Nights', not the live one)",
            "1. Strip the Willow",
            "2. Gay Gordons",
            "3. Canadian Barn Dance",
        ],
    )
    imgs.add(
        "band_invoice",
        documents.invoice(
            "Rankin Road Ceilidh Band",
            "RR-2025-031",
            bill_to=["Mabou Ceilidh Committee", "c/o Aidan MacNeil"],
            issued="10/10/2025",
            due="25/10/2025",
            lines=[
                ("Ceilidh, 4 musicians + caller", "1", "1,200.00", "1,200.00"),
                ("Travel from Inverness", "1", "150.00", "150.00"),
            ],
            total="1,350.00",
            currency="$",
            description="Band invoice RR-2025-031 to the Mabou ceilidh committee: ceilidh with "
            "four musicians and a caller 1,200.00 plus travel 150.00, total $1,350.00 (CAD)",
        ),
        decisive=["1,350.00", "RR-2025-031"],
    )
    imgs.add(
        "committee_chat",
        whatsapp(
            screens,
            "Ceilidh committee",
            [
                (
                    "Fiona (treasurer)",
                    "Aidan, you paid the band - put it in the app. Split three "
                    "ways: Parish, Legion and Lions (you).",
                    "09:12",
                ),
                ("Fiona (treasurer)", "Not me, I just keep the books!", "09:13"),
                ("Father Donnie", "Thank you Aidan", "09:30"),
            ],
            members="Fiona, Father Donnie, Cathy (Legion), you",
            clock="09:40",
            description="WhatsApp group of the ceilidh committee: treasurer Fiona asks Aidan to "
            "log the band fee he paid, split three ways between the Parish, the Legion and the "
            "Lions (Aidan), not her",
        ),
        decisive=["Split three ways: Parish, Legion and Lions (you)."],
    )
    imgs.add(
        "legion_msg",
        screens.chat(
            "Cathy MacDonald (Legion)",
            [
                (
                    "them",
                    "Aidan, so sorry - the Legion branch voted not to co-host this year.",
                    "19:02",
                ),
                ("them", "Parish and Lions will have to split the band between you two.", "19:03"),
            ],
            subtitle="Text Message",
            clock="19:10",
            description="Text from Cathy MacDonald of the Legion: the branch will not co-host, so "
            "the Parish and the Lions split the band fee between the two of them",
        ),
        decisive=["split the band between you two"],
    )
    imgs.add(
        "hall_sign",
        photos.composite(
            "storm",
            ["ST. MARY'S PARISH HALL", "11 Hall Road, Mabou", "Ceilidh Sat 8 pm"],
            seed=f"{sid}:hall",
            style="sign",
            accent=(30, 80, 50),
            panel_width=0.6,
            tilt=0.04,
            kind="sign_photo",
            description="Photo of the sign outside St. Mary's Parish Hall, 11 Hall Road, Mabou, "
            "announcing the ceilidh on Saturday at 8 pm, under a grey sky",
        ),
        decisive=["11 Hall Road, Mabou"],
    )
    return imgs


def draw_com_soup_kitchen_stockpot(screens: Screens) -> ImageSet:
    sid = "com_soup_kitchen_stockpot"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "box_label",
        plate_photo(
            "gravel",
            ["Order CK-40017", "Stockpot 20 L", "Returns by 19/06/2025"],
            seed=f"{sid}:box",
            description="Photo of the dented stainless stockpot in its torn cardboard box on the "
            "kitchen floor; the box label reads Order CK-40017, Stockpot 20 L, returns by "
            "19/06/2025",
            body=(176, 140, 96),
            plate=(248, 248, 244),
            kind="parcel_photo",
            size=48,
            screws=False,
        ),
        decisive=["Order CK-40017", "Returns by 19/06/2025"],
    )
    imgs.add(
        "kitchen_chat",
        whatsapp(
            screens,
            "Masiphekisane Kitchen",
            [
                (
                    "Thandi Mokoena",
                    "That 20 L pot was too small anyway. Get one of at least 25 "
                    "litres, whichever is cheapest per litre.",
                    "08:40",
                ),
                (
                    "Thandi Mokoena",
                    "I sent you photos of the tags at the restaurant supply",
                    "08:41",
                ),
                ("Sipho", "Yebo, we feed 120 on Saturdays now", "08:55"),
            ],
            members="Thandi, Sipho, Lerato, you",
            clock="10:02",
            description="WhatsApp group of the soup kitchen: Thandi Mokoena says to get a pot of "
            "at least 25 litres, whichever is cheapest per litre; Sipho says they feed 120 on "
            "Saturdays",
        ),
        decisive=["at least 25 litres, whichever is cheapest per litre"],
    )
    for key, lines, base, desc in [
        (
            "tag_vogue25",
            ["Vogue stockpot 25 L", "$69.90"],
            "brick",
            "Shelf price tag: Vogue stockpot 25 L, $69.90",
        ),
        (
            "tag_chefpro32",
            ["ChefPro stockpot 32 L", "$89.00"],
            "gravel",
            "Shelf price tag: ChefPro stockpot 32 L, $89.00",
        ),
        (
            "tag_vogue20",
            ["Vogue stockpot 20 L", "$49.90"],
            "wood_deck",
            "Shelf price tag: Vogue stockpot 20 L, $49.90",
        ),
    ]:
        imgs.add(
            key,
            photos.composite(
                base,
                lines,
                seed=f"{sid}:{key}",
                style="price_tag",
                panel_width=0.6,
                tilt=0.05,
                kind="price_tag_photo",
                description=f"Photo of a shop shelf price tag: {desc.split(': ', 1)[1]}",
            ),
            decisive=list(lines),
        )
    return imgs


def mural_sketch(*, seed: str, description: str) -> Drawing:
    """A coloured-pencil mural sketch on paper (birds, sun, waves) photographed on a table:
    "natural, less text" (only a small signature)."""
    from kit.photos import PHOTOS, _base, _fit, _grade

    src = PHOTOS["wood_deck"]
    r = rng_for("mural", seed)
    w, h = 1000, 620
    paper = Image.new("RGB", (w, h), (248, 245, 236))
    d = ImageDraw.Draw(paper)
    for i in range(0, h, 6):
        col = (40 + i // 8, 170 - i // 10, 190 - i // 12)
        d.line(
            (40 + r.uniform(-3, 3), 380 + i * 0.3, w - 40, 380 + i * 0.3 + r.uniform(-4, 4)),
            fill=col,
            width=3,
        )
    d.ellipse((720, 60, 880, 220), fill=(250, 190, 40), outline=(230, 120, 30), width=6)
    for k in range(5):
        x, y = 120 + k * 110, 140 + r.randint(-40, 40)
        d.arc((x, y, x + 60, y + 40), 200, 340, fill=(200, 40, 90), width=6)
        d.arc((x + 50, y, x + 110, y + 40), 200, 340, fill=(200, 40, 90), width=6)
    for _ in range(30):
        x = r.randint(60, w - 60)
        d.line(
            (x, 560, x + r.randint(-20, 20), 500 - r.randint(0, 60)), fill=(40, 140, 60), width=5
        )
    d.text((w - 170, h - 60), "Diego H.", font=font(30, "hand"), fill=(60, 60, 60))
    scene = _fit(_base("wood_deck"), (900, 620), None).filter(ImageFilter.GaussianBlur(2))
    angle = r.uniform(-3, 3)
    sheet = paper.rotate(angle, expand=True, fillcolor=(0, 0, 0), resample=Image.Resampling.BICUBIC)
    mask = Image.new("L", paper.size, 255).rotate(angle, expand=True)
    sheet = sheet.resize((800, int(sheet.height * 800 / sheet.width)), Image.Resampling.LANCZOS)
    mask = mask.resize(sheet.size, Image.Resampling.LANCZOS)
    ox, oy = 50, (620 - sheet.height) // 2
    scene.paste(sheet, (ox, oy), mask)
    out = _grade(scene, seed, 0.5)
    return Drawing(
        out,
        ["Diego H."],
        "sketch_photo",
        "natural_less_text",
        description,
        photo=True,
        licence=src.licence,
        source=src.source,
        base="wood_deck",
    )


def draw_com_mural_colima(screens: Screens) -> ImageSet:
    sid = "com_mural_colima"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "sketch",
        mural_sketch(
            seed=f"{sid}:sketch",
            description="Photo of Diego's coloured-pencil sketch for the mural: a big yellow sun, "
            "pink birds, turquoise waves and green grass, signed Diego H.",
        ),
    )
    imgs.add(
        "paint_receipt",
        documents.receipt(
            "COMEX Roma Norte",
            [
                ("Vinimex turquesa 4 L", "689.00"),
                ("Vinimex amarillo sol 1 L", "219.50"),
                ("Rodillos y brochas", "337.00"),
            ],
            total="1,245.50",
            date="12/04/2025 11:20",
            address="Av. Álvaro Obregón 120, CDMX",
            currency="$",
            payment="Tarjeta **** 0913",
            footer="¡Gracias por su compra!",
            description="Paint shop receipt, COMEX Roma Norte, 12/04/2025: turquoise and yellow "
            "paint and rollers, total $1,245.50 (MXN)",
        ),
        decisive=["1,245.50", "12/04/2025"],
    )
    imgs.add(
        "collective_chat",
        whatsapp(
            screens,
            "Colectivo Mural Colima",
            [
                ("Pau", "Diego sube la pintura a Splitwise porfa", "13:02"),
                (
                    "Pau",
                    "Entre los 4 que pintamos: tú, yo, Iker y Renata. Lupita no, ella "
                    "solo organiza",
                    "13:03",
                ),
                ("Iker", "va", "13:10"),
            ],
            members="Pau, Iker, Renata, Lupita, tú",
            clock="13:30",
            description="WhatsApp group of the mural collective: Pau asks Diego to log the paint "
            "in Splitwise, split between the four painters (Diego, Pau, Iker, Renata), not "
            "Lupita who only organises",
        ),
        decisive=["tú, yo, Iker y Renata"],
    )
    imgs.add(
        "paint_cans",
        plate_photo(
            "gravel",
            ["VINIMEX", "Turquesa 4 L"],
            seed=f"{sid}:cans",
            description="Photo of the opened turquoise paint can on the pavement; the label reads "
            "VINIMEX Turquesa 4 L",
            body=(30, 170, 175),
            plate=(245, 245, 245),
            kind="product_photo",
            size=46,
            screws=False,
        ),
    )
    imgs.add(
        "permit_page",
        web_page(
            screens,
            "Murales comunitarios",
            "Alcaldía Cuauhtémoc - Cultura",
            [
                ("Envía", "boceto + foto del muro"),
                ("Correo", "murales@cuauhtemoc.cdmx.gob.mx"),
                ("Respuesta", "10 días hábiles"),
            ],
            accent="#7a1f3d",
            kind="web_page",
            description="Borough culture page on community murals: email the sketch and a photo "
            "of the wall to murales@cuauhtemoc.cdmx.gob.mx, answer within 10 working days",
        ),
        decisive=["murales@cuauhtemoc.cdmx.gob.mx"],
    )
    imgs.add(
        "wall_photo",
        photos.composite(
            "brick",
            ["Calle Colima 143"],
            seed=f"{sid}:wall",
            style="label",
            accent=(40, 40, 40),
            panel_width=0.42,
            position=(0.7, 0.25),
            tilt=0.02,
            kind="wall_photo",
            description="Photo of the blank brick wall to be painted, with the small house number "
            "plate Calle Colima 143 in the corner",
        ),
        decisive=["Calle Colima 143"],
    )
    return imgs


def draw_com_water_station_receipts(screens: Screens) -> ImageSet:
    sid = "com_water_station_receipts"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "receipt_pingo",
        documents.receipt(
            "Pingo Doce Alvalade",
            [
                ("Água 1,5 L x12", "6,48"),
                ("Laranjas 3 kg", "5,97"),
                ("Bananas 2,4 kg", "3,12"),
                ("Copos papel x200", "7,90"),
            ],
            total="23,47",
            date="26.04.2025 08:12",
            address="Av. de Roma 42, Lisboa",
            currency="€",
            payment="MB **** 3310",
            footer="Obrigado pela preferência",
            description="Supermarket receipt, Pingo Doce Alvalade, 26.04.2025: water, oranges, "
            "bananas and paper cups, total 23,47 EUR",
        ),
        decisive=["23,47"],
    )
    imgs.add(
        "receipt_continente",
        documents.receipt(
            "Continente Bom Dia",
            [("Isotónico 0,5 L x10", "12,90"), ("Sacos lixo 100 L", "6,00")],
            total="18,90",
            date="26.04.2025 08:31",
            address="Rua Marquesa de Alorna 8, Lisboa",
            currency="€",
            payment="MB **** 3310",
            description="Supermarket receipt, Continente Bom Dia, 26.04.2025: isotonic drinks and "
            "bin bags, total 18,90 EUR",
        ),
        decisive=["18,90"],
    )
    imgs.add(
        "receipt_lidl",
        documents.receipt(
            "Lidl Areeiro",
            [("Esponjas x20", "4,45"), ("Fita sinalização", "7,90")],
            total="12,35",
            date="26.04.2025 08:50",
            address="Praça Francisco Sá Carneiro, Lisboa",
            currency="€",
            payment="Dinheiro",
            description="Receipt from Lidl Areeiro, 26.04.2025: sponges and marking tape, total "
            "12,35 EUR",
        ),
        decisive=["12,35"],
    )
    imgs.add(
        "club_chat",
        whatsapp(
            screens,
            "Clube Corrida Alvalade",
            [
                (
                    "Rui Teixeira",
                    "Grande trabalho no posto 3! Joana, mete tudo no Splitwise.",
                    "13:02",
                ),
                (
                    "Rui Teixeira",
                    "Só entre os 4 do posto: tu, eu, Inês e Tiago. A Marta correu, não paga.",
                    "13:03",
                ),
                ("Marta", "Obrigada pessoal!", "13:10"),
            ],
            members="Rui, Inês, Tiago, Marta, tu",
            clock="13:20",
            description="WhatsApp group of the running club: Rui asks Joana to put the water "
            "station shopping in Splitwise, split between the four station volunteers (Joana, "
            "Rui, Inês, Tiago), not Marta who ran",
        ),
        decisive=["tu, eu, Inês e Tiago"],
    )
    imgs.add(
        "briefing_page",
        web_page(
            screens,
            "Meia Maratona de Lisboa - Voluntários",
            "maratonalisboa.pt/voluntarios/posto-3",
            [
                ("Posto 3", "km 14, Av. Infante D. Henrique"),
                ("Recolha de copos", "domingo 27.04, 14:00"),
                ("Ponto de encontro", "tenda azul"),
            ],
            accent="#0057a8",
            kind="web_page",
            description="Race volunteers page for water station 3 at km 14: cup collection on "
            "Sunday 27.04 at 14:00, meeting point the blue tent",
        ),
        decisive=["domingo 27.04, 14:00", "maratonalisboa.pt/voluntarios/posto-3"],
    )
    imgs.add(
        "station_photo",
        photos.photo(
            "water_drop",
            seed=f"{sid}:splash",
            description="Close-up photo of water splashing out of a cup at the water station; no "
            "text",
        ),
    )
    return imgs


def draw_com_brass_band_carols(screens: Screens) -> ImageSet:
    sid = "com_brass_band_carols"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "programme",
        documents.poster(
            "Carols with Canton Silver Band",
            [
                "St John's Church, Canton",
                "Saturday 13 December, 19:00-21:00",
                "A Christmas Festival - Leroy Anderson",
                "Sleigh Ride - Leroy Anderson",
                "Silent Night - arr. Philip Sparke",
            ],
            kicker="CHRISTMAS CONCERT",
            footer="Tickets £8 / £5 concessions at the door",
            palette=((120, 10, 30), (240, 200, 90), (252, 248, 240)),
            kind="concert_poster",
            description="Concert poster: carols with Canton Silver Band at St John's Church, "
            "Saturday 13 December 19:00-21:00; programme A Christmas Festival and Sleigh Ride by "
            "Leroy Anderson, Silent Night arranged by Philip Sparke",
        ),
        decisive=[
            "Saturday 13 December, 19:00-21:00",
            "A Christmas Festival - Leroy Anderson",
            "Sleigh Ride - Leroy Anderson",
            "Silent Night - arr. Philip Sparke",
        ],
    )
    css = """
    .vm { background: #fff; margin: 12px 14px; border-radius: 12px; padding: 14px 16px; }
    .n { font-size: 20px; font-weight: 700; } .d { color: #777; font-size: 15px; margin: 4px 0 10px; }
    .tx { font-size: 19px; line-height: 1.4; background: #f4f4f6; padding: 10px 12px; border-radius: 8px; }
    body { background: #f2f2f7; }
    """
    body = (
        "<div class='status'><span>17:48</span><span>4G 77%</span></div>"
        "<div class='bar'><h1>Voicemail</h1></div>"
        "<div class='vm'><div class='n'>St John's Church office</div><div class='d'>Today 16:02 · "
        "0:38</div><div class='tx'>Hello Gwen, Rhys Pugh the warden here. We're double-booked on "
        "the 13th, so the band is moved to St Catherine's Church, Kings Road, same time. Ring me "
        "back on my mobile, 07700 900 178. Diolch!</div></div>"
    )
    imgs.add(
        "voicemail",
        screens.render(
            body,
            kind="voicemail_screen",
            css=css,
            description="Voicemail from the St John's Church office: warden Rhys Pugh says the "
            "concert on the 13th moves to St Catherine's Church, Kings Road, same time, and asks "
            "to be rung back on his mobile 07700 900 178",
        ),
        decisive=["St Catherine's Church, Kings Road", "07700 900 178"],
    )
    imgs.add(
        "rehearsals",
        charts.table(
            "Rehearsals - December",
            ["Day", "Time", "Where"],
            [
                ["Tue 2 Dec", "19:30-21:30", "Band room"],
                ["Tue 9 Dec", "19:30-21:30", "Band room"],
                ["Thu 11 Dec (extra)", "19:30-21:30", "Canton Community Hall"],
            ],
            col_widths=[0.36, 0.28, 0.36],
            description="December rehearsal schedule: Tuesdays 2 and 9 December 19:30-21:30 in "
            "the band room, plus an extra rehearsal on Thursday 11 December 19:30-21:30 at Canton "
            "Community Hall",
        ),
        decisive=["Thu 11 Dec (extra)", "Canton Community Hall"],
    )
    imgs.add(
        "band_chat",
        whatsapp(
            screens,
            "Canton Silver Band",
            [
                (
                    "Dai (MD)",
                    "Gwen, can you make a practice playlist of the programme for the juniors?",
                    "18:10",
                ),
                ("Dai (MD)", "Band versions only - NOT the choir Silent Night", "18:11"),
                ("Ffion", "Please!", "18:15"),
            ],
            members="Dai, Ffion, Owain, +29",
            clock="18:30",
            description="WhatsApp group of the band: the musical director asks Gwen for a practice "
            "playlist of the programme for the juniors, band versions only, not the choir Silent "
            "Night",
        ),
        decisive=["NOT the choir Silent Night"],
    )
    imgs.add(
        "cornet",
        plate_photo(
            "wood_deck",
            ["BESSON"],
            seed=f"{sid}:cornet",
            description="Photo of a silver cornet lying in its open case; the bell is engraved "
            "BESSON",
            body=(196, 198, 204),
            plate=(225, 226, 230),
            kind="instrument_photo",
            size=52,
            screws=False,
        ),
    )
    return imgs


def draw_com_beach_cleanup(screens: Screens) -> ImageSet:
    sid = "com_beach_cleanup"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "poster",
        documents.poster(
            "East Coast Beach Clean-Up",
            [
                "Saturday 21.06.2025",
                "7:30 am - 10:00 am",
                "East Coast Park Area C",
                "Meet at Carpark C2",
                "Gloves and bags provided",
            ],
            kicker="BEDOK NORTH RESIDENTS' NETWORK",
            footer="Sign up with Wei Ling",
            palette=((0, 95, 115), (255, 210, 90), (248, 252, 252)),
            kind="poster",
            description="Poster of the residents' network beach clean-up: Saturday 21.06.2025 "
            "7:30-10:00 am at East Coast Park Area C, meet at Carpark C2, gloves and bags "
            "provided",
        ),
        decisive=[
            "Saturday 21.06.2025",
            "7:30 am - 10:00 am",
            "East Coast Park Area C",
            "Meet at Carpark C2",
        ],
    )
    imgs.add(
        "supplies_receipt",
        documents.receipt(
            "NTUC FairPrice Bedok",
            [("Gardening gloves x24", "28.80"), ("Heavy-duty bags 50s", "11.60")],
            total="40.40",
            date="17/06/2025 19:05",
            address="Bedok North Ave 3",
            currency="S$",
            payment="NETS **** 2281",
            description="Supermarket receipt, NTUC FairPrice Bedok, 17/06/2025: 24 pairs of "
            "gloves S$28.80 and heavy-duty bags S$11.60, total S$40.40",
        ),
        decisive=["40.40"],
    )
    imgs.add(
        "arjun_chat",
        screens.chat(
            "Arjun Nair",
            [
                ("them", "Bought the gloves already? Send me a request for half lah", "19:20"),
                ("me", "Ok will do", "19:24"),
            ],
            subtitle="WhatsApp",
            clock="19:30",
            description="Chat with co-organiser Arjun Nair: he asks for a payment request for "
            "half of the gloves and bags",
        ),
        decisive=["request for half"],
    )
    imgs.add(
        "group_photo",
        photos.photo(
            "dune",
            seed=f"{sid}:beach",
            description="Photo of the cleaned beach after the clean-up: dune grass in front of a "
            "blue sea; no text",
        ),
    )
    imgs.add(
        "tally_board",
        photos.composite(
            "wood_deck",
            ["Bags collected", "Team A: 7", "Team B: 9", "Team C: 5", "Well done all!"],
            seed=f"{sid}:tally",
            style="whiteboard",
            panel_width=0.55,
            tilt=0.05,
            kind="whiteboard_photo",
            description="Photo of the small whiteboard at the end of the clean-up: bags "
            "collected Team A 7, Team B 9, Team C 5",
        ),
        decisive=["Team A: 7", "Team B: 9", "Team C: 5"],
    )
    return imgs


def draw_com_newsletter_cover(screens: Screens) -> ImageSet:
    sid = "com_newsletter_cover"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "editor_email",
        screens.email(
            "Denise Carter <denise.carter@thirdwardcivic.org>",
            "October newsletter - cover photo?",
            "Mon, 22 Sep 2025",
            [
                "Hi Ngozi! Could you send me a harvest photo for the October cover?",
                "It has to be landscape and at least 1600 pixels wide, or the printer rejects it.",
                "Please send it to editor@thirdwardcivic.org (not my address) by Friday.",
            ],
            to="Ngozi Adeyemi",
            description="Email from newsletter editor Denise Carter: the October cover photo must "
            "be landscape and at least 1600 pixels wide; send it to editor@thirdwardcivic.org, "
            "not her own address, by Friday",
        ),
        decisive=["at least 1600 pixels wide", "editor@thirdwardcivic.org"],
    )
    imgs.add(
        "harvest_a",
        photos.photo(
            "marigold",
            seed=f"{sid}:a",
            size=(1200, 900),
            description="Landscape photo (1200 x 900) of a red and yellow marigold in the "
            "community garden bed; no text",
        ),
    )
    imgs.add(
        "harvest_b",
        photos.photo(
            "yellow_flower",
            seed=f"{sid}:b",
            size=(1800, 1200),
            description="Landscape photo (1800 x 1200) of a yellow daisy-like flower from the "
            "community garden's harvest table; no text",
        ),
    )
    imgs.add(
        "harvest_c",
        photos.photo(
            "orange_flower",
            seed=f"{sid}:c",
            size=(1100, 1650),
            description="Portrait photo (1100 x 1650) of an orange flower in the garden; no text",
        ),
    )
    imgs.add(
        "last_cover",
        documents.poster(
            "Third Ward Civic Club News",
            [
                "September 2025",
                "Back-to-school supply drive: 412 backpacks!",
                "Garden work day: Sat 27 Sept, 9 am",
                "Cover: Emancipation Park splash pad",
            ],
            kicker="MONTHLY NEWSLETTER",
            footer="thirdwardcivic.org",
            palette=((60, 30, 90), (250, 200, 60), (250, 248, 244)),
            kind="newsletter_cover",
            description="Last month's newsletter cover page: September 2025, backpack drive with "
            "412 backpacks, garden work day Saturday 27 September 9 am",
        ),
    )
    return imgs


def draw_com_night_patrol_settings(screens: Screens) -> ImageSet:
    sid = "com_night_patrol_settings"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "coordinator_chat",
        whatsapp(
            screens,
            "Street Angels Kreuzberg",
            [
                ("Kemal Aydın", "Neue Regeln ab heute Nacht, bitte alle:", "20:01"),
                (
                    "Kemal Aydın",
                    "1) SafeWalk braucht Standort 'Immer', sonst sehen wir euch "
                    "nicht auf der Karte.",
                    "20:02",
                ),
                (
                    "Kemal Aydın",
                    "2) Lasst meine Anrufe durch euren Schlafmodus durch - ich "
                    "rufe nur im Notfall an.",
                    "20:03",
                ),
                ("Jana", "Erledigt!", "20:10"),
            ],
            members="Kemal, Jana, Tobi, +14",
            clock="20:20",
            description="WhatsApp group of the night patrol: coordinator Kemal Aydın asks "
            "everyone to set SafeWalk's location access to Always and to let his calls through "
            "their Sleep focus",
        ),
        decisive=["SafeWalk braucht Standort 'Immer'", "Schlafmodus"],
    )
    imgs.add(
        "app_settings",
        screens.settings(
            "SafeWalk",
            [
                ("Location", [("Allow location access", "Never"), ("Precise location", "On")]),
                ("Notifications", [("Allow notifications", "On"), ("Sounds", "On")]),
            ],
            description="Phone settings page of the SafeWalk app: location access Never, precise "
            "location on, notifications on",
        ),
        decisive=["Never"],
    )
    imgs.add(
        "sleep_focus",
        screens.settings(
            "Sleep",
            [
                ("Allowed notifications", [("People", "None"), ("Calls from", "Favourites")]),
                ("Schedule", [("Bedtime", "23:30-07:00, every day")]),
            ],
            description="Phone settings page of the Sleep focus: no allowed people, calls only "
            "from favourites, scheduled 23:30-07:00 every day",
        ),
    )
    imgs.add(
        "leader_card",
        documents.business_card(
            "Tobias Brandt",
            "Schichtleiter Nachtstreife",
            "Street Angels Kreuzberg e.V.",
            phone="+49 30 5555 0184",
            email="tobi@streetangels-xberg.de",
            accent=(180, 30, 40),
            description="Business card of Tobias Brandt, night patrol shift leader at Street "
            "Angels Kreuzberg e.V., phone +49 30 5555 0184",
        ),
        decisive=["+49 30 5555 0184", "Tobias Brandt"],
    )
    imgs.add(
        "radio",
        plate_photo(
            "storm",
            ["CH 4"],
            seed=f"{sid}:radio",
            description="Photo of the patrol's black handheld radio at night; its small display "
            "shows CH 4",
            body=(40, 42, 46),
            plate=(170, 200, 150),
            kind="object_photo",
            size=64,
            screws=False,
        ),
    )
    return imgs


def draw_com_dance_recital(screens: Screens) -> ImageSet:
    sid = "com_dance_recital"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "song_list",
        documents.note(
            [
                "Recital songs (kids group)",
                "1. Summer Parade - Sora Band",
                "2. Hanabi Night - MIKU-RO",
                "3. Blue Sky Jump - Sora Band",
            ],
            paper="sticky",
            size=32,
            seed=f"{sid}:songs",
            description="Sticky note from the dance teacher: recital songs Summer Parade (Sora "
            "Band), Hanabi Night (MIKU-RO), Blue Sky Jump (Sora Band)",
        ),
        decisive=[
            "1. Summer Parade - Sora Band",
            "2. Hanabi Night - MIKU-RO",
            "3. Blue Sky Jump - Sora Band",
        ],
    )
    imgs.add(
        "teacher_chat",
        whatsapp(
            screens,
            "Yuna-sensei",
            [
                ("Yuna-sensei", "Please make a practice playlist for the parents!", "21:02"),
                (
                    "Yuna-sensei",
                    "Radio edits only - the extended mixes are too long for the choreography",
                    "21:03",
                ),
                ("me", "Hai, will do", "21:10"),
            ],
            members="online",
            clock="21:15",
            description="Chat with dance teacher Yuna: make a practice playlist for the parents "
            "with the radio edits only, not the extended mixes",
        ),
        decisive=["Radio edits only"],
    )
    imgs.add(
        "recital_poster",
        documents.poster(
            "Kids Dance Recital 2025",
            [
                "Sunday 15.06.2025",
                "14:00 - 16:00",
                "Nakanoshima Community Hall, 2F",
                "Free entry - families welcome",
            ],
            kicker="KITA-KU COMMUNITY CENTRE",
            footer="Dance class: Yuna Sato",
            palette=((220, 60, 110), (255, 230, 120), (255, 250, 250)),
            kind="poster",
            description="Recital poster: kids dance recital on Sunday 15.06.2025, 14:00-16:00 at "
            "Nakanoshima Community Hall, 2F; free entry",
        ),
        decisive=["Sunday 15.06.2025", "14:00 - 16:00", "Nakanoshima Community Hall, 2F"],
    )
    imgs.add(
        "rehearsal_sign",
        photos.composite(
            "wood_deck",
            ["DRESS REHEARSAL", "Sat 14.06, 10:00-12:00", "Studio B"],
            seed=f"{sid}:rehearsal",
            style="whiteboard",
            panel_width=0.55,
            tilt=0.05,
            kind="whiteboard_photo",
            description="Photo of the studio whiteboard: dress rehearsal Saturday 14.06, "
            "10:00-12:00 in Studio B",
        ),
        decisive=["Sat 14.06, 10:00-12:00", "Studio B"],
    )
    imgs.add(
        "costume_receipt",
        documents.receipt(
            "Daiso Umeda",
            [("Glitter headband x2", "220"), ("Blue T-shirt 130 cm", "550"), ("Tights", "330")],
            total="1,100",
            date="2025/06/10 18:40",
            address="Kita-ku, Osaka",
            currency="¥",
            payment="Suica",
            description="Receipt from Daiso Umeda, 2025/06/10: glitter headbands, a blue 130 cm "
            "T-shirt and tights for the costume, total 1,100 yen",
        ),
    )
    imgs.add(
        "dance_shoes",
        photos.photo(
            "ladybird",
            seed=f"{sid}:shoes",
            description="Photo from the park after practice: a ladybird on a grass stem among "
            "blue forget-me-nots; no text",
        ),
    )
    return imgs


def draw_com_community_fridge(screens: Screens) -> ImageSet:
    sid = "com_community_fridge"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "stock_sheet",
        charts.table(
            "Kilimani Community Fridge - stock check Tue",
            ["Item", "Minimum", "In fridge"],
            [
                ["Milk 1 L", "10", "3"],
                ["Bread loaves", "8", "8"],
                ["Eggs (trays)", "3", "1"],
                ["Maize flour 2 kg", "6", "2"],
                ["Bananas (bunches)", "4", "5"],
            ],
            col_widths=[0.46, 0.27, 0.27],
            description="Stock check sheet of the community fridge: milk 1 L minimum 10 / in "
            "fridge 3, bread 8/8, eggs 3 trays / 1, maize flour 2 kg 6/2, bananas 4/5",
        ),
        decisive=["Maize flour 2 kg", "Bread loaves"],
    )
    imgs.add(
        "fridge_photo",
        plate_photo(
            "leaf",
            ["TAKE WHAT YOU NEED"],
            seed=f"{sid}:fridge",
            description="Photo of the community fridge by the church wall, painted green, with a "
            "sign TAKE WHAT YOU NEED on its door",
            body=(60, 150, 90),
            plate=(250, 250, 240),
            kind="object_photo",
            size=44,
            screws=False,
        ),
    )
    imgs.add(
        "donations_chat",
        whatsapp(
            screens,
            "Fridge volunteers",
            [
                ("Mama Njeri", "I dropped 2 trays of eggs this morning!", "09:12"),
                ("Brian O.", "Asante sana Mama!", "09:20"),
                (
                    "Brian O.",
                    "Wanjiru, please order what's below minimum after counting her eggs",
                    "09:25",
                ),
            ],
            members="Brian, Mama Njeri, Achieng, you",
            clock="11:05",
            description="WhatsApp group of the fridge volunteers: Mama Njeri dropped 2 trays of "
            "eggs in the morning; Brian asks Wanjiru to order what is below minimum after "
            "counting them",
        ),
        decisive=["2 trays of eggs"],
    )
    imgs.add(
        "budget_msg",
        screens.chat(
            "Brian Otieno",
            [
                ("them", "Bad news, the church halved our budget this week.", "13:40"),
                (
                    "them",
                    "Only milk please, no flour. And take the 500 ml packs, twice as many - "
                    "they go further.",
                    "13:41",
                ),
            ],
            subtitle="SMS",
            clock="13:45",
            description="Text from coordinator Brian Otieno: budget halved, only milk, no flour, "
            "and take the 500 ml packs, twice as many",
        ),
        decisive=["take the 500 ml packs, twice as many"],
    )
    imgs.add(
        "supplier_page",
        web_page(
            screens,
            "Naivas Online - Dairy",
            "Brookside milk",
            [
                ("Brookside Whole Milk 1 L", "KSh 130"),
                ("Brookside Whole Milk 500 ml", "KSh 68"),
                ("Brookside Lala 500 ml", "KSh 75"),
            ],
            accent="#e4002b",
            kind="web_page",
            description="Supermarket web page for Brookside milk: whole milk 1 L KSh 130, whole "
            "milk 500 ml KSh 68, Lala (fermented) 500 ml KSh 75",
        ),
        decisive=["Brookside Whole Milk 500 ml"],
    )
    imgs.add(
        "delivery_slot",
        screens.booking(
            "Naivas Online",
            "Delivery slot reserved",
            [("Day", "Thu 18 Sep"), ("Time", "10:00 - 12:00"), ("Address", "St Andrew's gate")],
            reference="NV-55120",
            accent="#e4002b",
            description="Delivery slot reservation NV-55120: Thursday 18 September 10:00-12:00 at "
            "St Andrew's gate",
        ),
        decisive=["Thu 18 Sep", "10:00 - 12:00"],
    )
    return imgs


def draw_com_block_heating_outage(screens: Screens) -> ImageSet:
    sid = "com_block_heating_outage"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "door_notice",
        photos.composite(
            "brick",
            [
                "TERMOFICARE SECTOR 3",
                "Bl. M7, Str. Baba Novac 11",
                "Apă caldă oprită",
                "03.11 - 05.11 (lucrări planificate)",
            ],
            seed=f"{sid}:notice",
            style="sign",
            accent=(200, 40, 30),
            panel_width=0.66,
            tilt=0.05,
            kind="notice_photo",
            description="Photo of the heating company's notice on the block entrance: block M7, "
            "Str. Baba Novac 11, hot water stopped 03.11-05.11 for planned works (heating not "
            "mentioned)",
        ),
        decisive=["Bl. M7, Str. Baba Novac 11", "03.11 - 05.11"],
    )
    imgs.add(
        "mailbox_list",
        documents.note(
            [
                "Probleme bloc (cutia poștală):",
                "Ap. 4 - fără căldură",
                "Ap. 9 - fără apă caldă",
                "Ap. 12 - fără căldură",
                "Ap. 15 - calorifer curge",
            ],
            paper="lined",
            size=34,
            seed=f"{sid}:list",
            description="Handwritten list of problems from the association mailbox: flat 4 no "
            "heating, flat 9 no hot water, flat 12 no heating, flat 15 leaking radiator",
        ),
        decisive=["Ap. 4", "Ap. 12", "Ap. 15"],
    )
    imgs.add(
        "company_page",
        web_page(
            screens,
            "Raportează o avarie",
            "termo-sector3.ro/avarii",
            [
                ("Email", "reclamatii@termo-sector3.ro"),
                ("Include", "bloc, adresă, apartamente"),
                ("Lucrări planificate", "nu se raportează"),
            ],
            accent="#b22222",
            kind="web_page",
            description="Heating company's page on reporting a fault: email "
            "reclamatii@termo-sector3.ro with block, address and flats; planned works are not to "
            "be reported",
        ),
        decisive=["reclamatii@termo-sector3.ro", "nu se raportează"],
    )
    imgs.add(
        "president_chat",
        whatsapp(
            screens,
            "Asociația Bl. M7",
            [
                (
                    "Dna Ionescu (președinte)",
                    "Bogdan, te rog trimite tu reclamația la termoficare, doar pentru căldură.",
                    "18:02",
                ),
                (
                    "Dna Ionescu (președinte)",
                    "Caloriferul de la 15 e treaba instalatorului nostru, sună-l tu.",
                    "18:03",
                ),
            ],
            members="Dna Ionescu, Radu, tu",
            clock="18:20",
            description="WhatsApp group of the block association: the president asks Bogdan to "
            "send the complaint to the heating company only about heating, and to call the "
            "association's plumber about flat 15's radiator",
        ),
        decisive=["Caloriferul de la 15"],
    )
    imgs.add(
        "plumber_sticker",
        plate_photo(
            "gravel",
            ["INSTALATOR Mihai", "0722 555 019"],
            seed=f"{sid}:plumber",
            description="Photo of the plumber's sticker on the block's metal mailbox: INSTALATOR "
            "Mihai, 0722 555 019",
            body=(150, 152, 158),
            plate=(255, 214, 0),
            kind="sticker_photo",
            size=50,
            screws=False,
        ),
        decisive=["0722 555 019"],
    )
    imgs.add(
        "radiator",
        photos.photo(
            "water_drop",
            seed=f"{sid}:drip",
            description="Close-up photo of water dripping from the radiator valve in flat 15 "
            "into a bowl; no text",
        ),
    )
    return imgs


def draw_com_tournament_fees(screens: Screens) -> ImageSet:
    sid = "com_tournament_fees"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "poster",
        documents.poster(
            "Alamo City Youth Cup",
            [
                "U10 - Sat Oct 18, 2025",
                "Entry: $35 per player",
                "Pay your team manager",
                "Fields at Southside Lions Park",
            ],
            kicker="FALL TOURNAMENT",
            footer="alamocityyouthcup.org",
            palette=((0, 70, 140), (255, 190, 40), (250, 250, 250)),
            kind="poster",
            description="Tournament poster: Alamo City Youth Cup, U10 on Saturday October 18, "
            "2025, entry $35 per player paid to the team manager, at Southside Lions Park",
        ),
        decisive=["Entry: $35 per player"],
    )
    imgs.add(
        "team_list",
        charts.table(
            "Westside Strikers U10 - roster & parents",
            ["Player", "Parent", "Pay handle"],
            [
                ["Mateo D.", "Rosa Díaz", "@rosa-diaz"],
                ["Liam B.", "Tom Becker", "@tbecker"],
                ["Sofia L.", "Maria Lopez", "@maria-lopez"],
                ["Jaden W.", "JT Williams", "@jt-williams"],
                ["Ava H.", "Dee Harris", "@dee-harris"],
                ["Kwame B.", "Kofi Boateng", "@kofi-b"],
                ["Lucia G.", "Ana Garza", "@ana-g"],
                ["Minh N.", "Sam Nguyen", "@sam-nguyen"],
                ["Ethan L.", "Li Wei", "@li-wei"],
            ],
            col_widths=[0.3, 0.34, 0.36],
            description="Team roster with parents and payment handles: Mateo D. (Rosa Díaz, "
            "@rosa-diaz), Liam B. (Tom Becker, @tbecker) and seven others",
        ),
        decisive=["@rosa-diaz", "@tbecker"],
    )
    imgs.add(
        "received",
        screens.statement(
            "PayMate",
            "@carlos-mendoza",
            "Received - last 7 days",
            [
                ("Oct 6  Maria Lopez - U10 cup", "+35.00", ""),
                ("Oct 6  JT Williams - cup", "+35.00", ""),
                ("Oct 7  Dee Harris", "+35.00", ""),
                ("Oct 7  Kofi Boateng - Kwame cup", "+35.00", ""),
                ("Oct 8  Ana Garza - Lucia", "+35.00", ""),
                ("Oct 8  Sam Nguyen", "+35.00", ""),
                ("Oct 9  Li Wei - Ethan cup fee", "+35.00", ""),
            ],
            balance="$412.60",
            description="Payment app list of money received in the last 7 days: $35.00 each from "
            "Maria Lopez, JT Williams, Dee Harris, Kofi Boateng, Ana Garza, Sam Nguyen and Li Wei "
            "(nothing from Rosa Díaz or Tom Becker)",
        ),
        decisive=["Maria Lopez", "Li Wei"],
    )
    imgs.add(
        "treasurer_chat",
        screens.chat(
            "Pam (club treasurer)",
            [
                (
                    "them",
                    "Carlos, cancel that old $30 request to Tom from spring, he's confused "
                    "which one to pay",
                    "6:02 PM",
                ),
                (
                    "them",
                    "And request the entry you paid from the club account, "
                    "@westside-youth-fc - with the receipt amount",
                    "6:03 PM",
                ),
            ],
            subtitle="Text Message",
            clock="6:10",
            description="Text from the club treasurer Pam: cancel the old $30 spring request to "
            "Tom, and request the tournament entry Carlos paid from the club account "
            "@westside-youth-fc for the receipt amount",
        ),
        decisive=["cancel that old $30 request to Tom", "@westside-youth-fc"],
    )
    imgs.add(
        "entry_receipt",
        documents.receipt(
            "Alamo City Youth Cup",
            [("U10 team entry - Westside Strikers", "315.00")],
            total="315.00",
            date="Oct 9, 2025 5:40 PM",
            address="alamocityyouthcup.org",
            payment="VISA **** 7702",
            footer="See you on the fields!",
            description="Online receipt of the tournament: U10 team entry for Westside Strikers, "
            "$315.00, Oct 9, 2025",
        ),
        decisive=["315.00"],
    )
    imgs.add(
        "trophy",
        photos.photo(
            "grass",
            seed=f"{sid}:field",
            description="Close-up photo of the freshly cut grass of the tournament field; no text",
        ),
    )
    return imgs


def draw_com_community_iftar(screens: Screens) -> ImageSet:
    sid = "com_community_iftar"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "poster",
        documents.poster(
            "Community Iftar - all welcome",
            [
                "Saturday 8 March 2025",
                "Food served at sunset, until 21:00",
                "Sparkhill Community Centre, Main Hall",
                "Bring a friend, bring a neighbour",
            ],
            kicker="SPARKHILL NEIGHBOURS",
            footer="Organised with St Agatha's and Sparkhill Mosque",
            palette=((20, 80, 70), (240, 200, 90), (250, 248, 240)),
            kind="poster",
            description="Poster of the community iftar: Saturday 8 March 2025, food served at "
            "sunset until 21:00, Sparkhill Community Centre main hall",
        ),
        decisive=["Saturday 8 March 2025", "until 21:00", "Sparkhill Community Centre, Main Hall"],
    )
    imgs.add(
        "signup_board",
        photos.composite(
            "brick",
            [
                "Iftar sign-up (people)",
                "Khan 5   Begum 4",
                "Ahmed 6   O'Connor 3",
                "Patel 4   Yusuf 2",
            ],
            seed=f"{sid}:board",
            style="whiteboard",
            panel_width=0.6,
            tilt=0.04,
            kind="whiteboard_photo",
            description="Photo of the sign-up whiteboard in the community centre: Khan 5, Begum 4, "
            "Ahmed 6, O'Connor 3, Patel 4, Yusuf 2 people (24 in all)",
        ),
        decisive=["Khan 5", "Begum 4", "Ahmed 6", "O'Connor 3", "Patel 4", "Yusuf 2"],
    )
    imgs.add(
        "caterer_card",
        documents.business_card(
            "Bilal Rahman",
            "Owner",
            "Al-Noor Kitchen",
            phone="0121 555 0190",
            email="orders@alnoorkitchen.co.uk",
            address="412 Stratford Road, Sparkhill",
            accent=(150, 40, 30),
            description="Business card of Bilal Rahman, Al-Noor Kitchen caterers, orders at "
            "orders@alnoorkitchen.co.uk, 0121 555 0190",
        ),
        decisive=["orders@alnoorkitchen.co.uk"],
    )
    imgs.add(
        "committee_chat",
        whatsapp(
            screens,
            "Iftar committee",
            [
                (
                    "Fr. Michael",
                    "Don't forget to add the 6 of us volunteers to the caterer's count!",
                    "19:02",
                ),
                ("Imran", "Yes, 6 volunteers eating too", "19:05"),
            ],
            members="Fr. Michael, Imran, Shazia, you",
            clock="19:20",
            description="WhatsApp group of the iftar committee: add the 6 volunteers to the count "
            "for the caterer",
        ),
        decisive=["add the 6 of us volunteers"],
    )
    imgs.add(
        "dates_receipt",
        documents.receipt(
            "Ashraf Cash & Carry",
            [("Medjool dates 2 kg", "18.40"), ("Water 24 x 500 ml", "4.60")],
            total="23.00",
            date="06/03/2025 18:22",
            address="Stratford Road, Birmingham",
            currency="£",
            payment="Debit **** 6610",
            description="Cash & carry receipt of 06/03/2025: Medjool dates 2 kg £18.40 and 24 "
            "bottles of water £4.60, total £23.00",
        ),
        decisive=["£23.00", "06/03/2025"],
    )
    imgs.add(
        "dates_photo",
        photos.photo(
            "coffee",
            seed=f"{sid}:tea",
            description="Photo from above of a cup of tea with a spoon on a saucer, set out for "
            "the iftar table; no text",
        ),
    )
    return imgs


# --------------------------------------------------------------------------- main


def main(argv: Sequence[str]) -> int:
    return draw_scenarios(argv, drawers(globals(), "draw_com_"), sync_dir=GROUP_DIR)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
