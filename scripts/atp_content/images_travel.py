"""Travel context images for the ablation-scale ATP set (drawn with Pillow / matplotlib).

Each ``draw_<name>`` docstring is the caption and describes exactly what is drawn. Maps of
fictional places are labelled as such in their captions.
"""

from __future__ import annotations

import numpy as np
from make_atp_images import canvas, ellipse, fig_image, figure, label, text
from PIL import Image


def draw_trav2_colosseum_sketch() -> Image.Image:
    """Travel-journal sketch of a huge elliptical stone amphitheatre with four storeys: three tiers of round arches and a solid top storey with small rectangular windows; on the right the outer wall is broken away, exposing the lower inner ring of arches; a few tourists and a tree stand in front."""
    img, d = canvas(640, 420, "#f3ead8")
    d.rectangle((0, 330, 640, 420), fill="#d9c9a3")
    top = [70, 130, 190, 250]
    x0, x1 = 60, 460
    for k, y in enumerate(top):
        d.rectangle((x0, y, x1, y + 60), fill="#d8b98a", outline="#8a6d45", width=2)
        if k < 3:
            for x in range(x0 + 8, x1 - 20, 36):
                d.rectangle((x, y + 18, x + 22, y + 58), fill="#5b4630")
                d.pieslice((x, y + 7, x + 22, y + 29), 180, 360, fill="#5b4630")
        else:
            for x in range(x0 + 14, x1 - 20, 48):
                d.rectangle((x, y + 22, x + 12, y + 38), fill="#5b4630")
    # broken section on the right: inner ring exposed
    d.polygon(
        [(460, 70), (520, 130), (560, 190), (580, 310), (460, 310)],
        fill="#cfae7e",
        outline="#8a6d45",
    )
    for x in range(470, 570, 32):
        d.rectangle((x, 250, x + 20, 305), fill="#5b4630")
        d.pieslice((x, 240, x + 20, 260), 180, 360, fill="#5b4630")
    d.polygon(
        [(460, 70), (480, 90), (470, 120), (490, 150), (475, 190), (460, 190)], fill="#e7d2ab"
    )
    for x, c in ((120, "#2e86c1"), (150, "#c0392b"), (330, "#27ae60")):
        ellipse(d, x, 338, 6, 6, fill="#e0b48f")
        d.rectangle((x - 6, 345, x + 6, 372), fill=c)
    ellipse(d, 600, 300, 30, 40, fill="#6b8e23")
    d.rectangle((595, 330, 605, 370), fill="#5b4630")
    return img


def draw_trav2_charles_bridge() -> Image.Image:
    """Sketch of a long stone arch bridge across a river lined with dark statues on both parapets, a Gothic bridge tower with a steep pointed roof at the near end, and on the hill behind a long palace complex with a tall Gothic cathedral with spires."""
    img, d = canvas(640, 420, "#dfe9f2")
    d.polygon([(0, 230), (160, 170), (420, 150), (640, 190), (640, 260), (0, 260)], fill="#8fae7a")
    d.rectangle((150, 120, 520, 170), fill="#efe6d2", outline="#777")
    for x in range(160, 510, 20):
        d.rectangle((x, 135, x + 8, 148), fill="#777")
    d.rectangle((330, 60, 350, 130), fill="#7f8c8d")
    d.polygon([(325, 62), (340, 15), (355, 62)], fill="#566573")
    d.rectangle((370, 80, 385, 130), fill="#7f8c8d")
    d.polygon([(366, 82), (377, 45), (389, 82)], fill="#566573")
    d.rectangle((0, 280, 640, 420), fill="#5d8aa8")
    d.rectangle((0, 250, 640, 275), fill="#b9a48a", outline="#6e5b45")
    for x in range(30, 640, 110):
        d.chord((x, 265, x + 90, 330), 180, 360, fill="#5d8aa8")
    for x in range(60, 640, 55):
        d.rectangle((x - 4, 222, x + 4, 250), fill="#2c2c2c")
        ellipse(d, x, 218, 5, 5, fill="#2c2c2c")
    d.rectangle((10, 150, 80, 255), fill="#8d7b68", outline="#4a3f33")
    d.polygon([(5, 152), (45, 70), (85, 152)], fill="#3b3b3b")
    d.rectangle((32, 200, 58, 255), fill="#3a2f25")
    return img


def draw_trav2_ferry_timetable() -> Image.Image:
    """Summer ferry timetable 'Portsalt - Isla Verde' (fictional route): departures from Portsalt at 07:30, 09:00, 11:30, 14:00 and 17:30; departures from Isla Verde at 08:30, 12:45, 15:30, 18:45 and 20:15; crossing time 55 min; footnote: '* 20:15 runs Fri-Sun only'."""
    img, d = canvas(600, 400, "#fbfbf7")
    d.rectangle((0, 0, 600, 60), fill="#1f618d")
    text(d, (300, 30), "Portsalt ⇄ Isla Verde  ·  Summer timetable", 18, "white", True, "mm")
    text(d, (150, 90), "From Portsalt", 16, bold=True, anchor="mm")
    text(d, (450, 90), "From Isla Verde", 16, bold=True, anchor="mm")
    d.line((300, 75, 300, 330), fill="#bbb", width=2)
    for i, t in enumerate(("07:30", "09:00", "11:30", "14:00", "17:30")):
        text(d, (150, 130 + i * 40), t, 20, anchor="mm")
    for i, t in enumerate(("08:30", "12:45", "15:30", "18:45", "20:15 *")):
        text(d, (450, 130 + i * 40), t, 20, anchor="mm")
    text(d, (300, 350), "Crossing time 55 min", 14, anchor="mm")
    text(d, (300, 375), "* 20:15 runs Fri-Sun only", 13, "#c0392b", anchor="mm")
    return img


VALMORA = {
    "Station": (90, 400),
    "Cathedral": (250, 260),
    "Market Hall": (330, 330),
    "Clock Tower": (300, 190),
    "Harbour": (520, 390),
    "Castle viewpoint": (460, 90),
    "Museum of Glass": (170, 150),
}


def draw_trav2_valmora_map() -> Image.Image:
    """Schematic, not-to-scale tourist map of the old town of Valmora (a fictional town): a river runs from the top right down to the Harbour at the bottom right; the Station is at the bottom left; numbered sights are 1 Cathedral, 2 Market Hall, 3 Clock Tower, 4 Museum of Glass, 5 Castle viewpoint on a hill at the top right (reached by a stepped path from the Clock Tower with the note '180 steps') and 6 Harbour; a riverside promenade runs along the river; a scale bar shows 200 m."""
    img, d = canvas(640, 480, "#f6f3ea")
    d.line([(600, 0), (560, 120), (500, 220), (540, 330), (560, 480)], fill="#7fb3d5", width=26)
    d.line([(585, 0), (545, 120), (485, 220), (525, 330), (545, 480)], fill="#a9cce3", width=3)
    text(d, (600, 250), "promenade", 11, "#1f618d", anchor="mm")
    ellipse(d, 460, 90, 70, 50, fill="#c5d9a8")
    d.line([(460, 90), (420, 140), (380, 170), (320, 190)], fill="#555", width=2, joint="curve")
    text(d, (410, 120), "180 steps", 11, "#555", anchor="mm")
    for a, b in (
        ("Station", "Market Hall"),
        ("Market Hall", "Cathedral"),
        ("Cathedral", "Clock Tower"),
        ("Clock Tower", "Museum of Glass"),
        ("Market Hall", "Harbour"),
        ("Cathedral", "Museum of Glass"),
    ):
        d.line((VALMORA[a], VALMORA[b]), fill="#bfb6a0", width=8)
    numbers = {
        "Cathedral": 1,
        "Market Hall": 2,
        "Clock Tower": 3,
        "Museum of Glass": 4,
        "Castle viewpoint": 5,
        "Harbour": 6,
    }
    for name, (x, y) in VALMORA.items():
        if name == "Station":
            d.rectangle((x - 14, y - 10, x + 14, y + 10), fill="#2c3e50")
            text(d, (x, y + 22), "Station", 13, bold=True, anchor="mm")
            continue
        ellipse(d, x, y, 13, 13, fill="#c0392b")
        text(d, (x, y), str(numbers[name]), 13, "white", True, "mm")
        label(d, (x, y - 26), name, 12)
    d.line((40, 455, 140, 455), fill="black", width=3)
    text(d, (90, 440), "200 m", 11, anchor="mm")
    text(d, (320, 465), "Valmora old town (not to scale)", 12, "#555", anchor="mm")
    return img


def draw_trav2_chiangmai_climate() -> Image.Image:
    """Climate chart for Chiang Mai, Thailand: bars of average monthly rainfall (mm) rising from about 5 mm in January to a peak of about 220 mm in August and falling to about 15 mm in December, and a line of average daily high temperature peaking at about 36 °C in April and lowest at about 29 °C in December-January; a shaded band over February-April is labelled 'burning season: smoky haze'."""
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    rain = [5, 10, 15, 50, 150, 130, 160, 220, 200, 110, 40, 15]
    high = [29, 32, 35, 36, 34, 32, 31, 31, 31, 31, 30, 29]
    fig, ax = figure()
    x = np.arange(12)
    ax.bar(x, rain, color="#5dade2", label="rainfall (mm)")
    ax.axvspan(0.5, 3.5, color="#aaaaaa", alpha=0.3)
    ax.text(2, 285, "burning season:\nsmoky haze", ha="center", fontsize=9)
    ax.set_ylim(0, 320)
    ax.set_ylabel("rainfall (mm)")
    ax.set_xticks(x, months)
    ax2 = ax.twinx()
    ax2.plot(x, high, color="#c0392b", marker="o", label="avg high (°C)")
    ax2.set_ylim(20, 40)
    ax2.set_ylabel("average high (°C)")
    ax.set_title("Chiang Mai climate")
    fig.legend(loc="upper right", bbox_to_anchor=(0.86, 0.9), fontsize=9)
    return fig_image(fig)


def draw_trav2_hut_trek_profile() -> Image.Image:
    """Elevation profile of a 24 km two-day hut trek (fictional 'Three Passes Trail'): start at the village of Brenno (1,100 m) at km 0, climb to Alpe Sura hut (1,950 m) at km 7, over Forcella pass (2,480 m) at km 11, down to Lago Nero hut (2,050 m) at km 15, over Bocchetta pass (2,350 m) at km 18, and down to the village of Varen (1,200 m) at km 24."""
    km = [0, 3, 7, 9, 11, 13, 15, 16.5, 18, 21, 24]
    alt = [1100, 1500, 1950, 2250, 2480, 2250, 2050, 2200, 2350, 1800, 1200]
    fig, ax = figure(6.4, 4.0)
    ax.fill_between(km, alt, 900, color="#b7950b", alpha=0.35)
    ax.plot(km, alt, color="#7d6608", lw=2)
    for k, a, name in (
        (0, 1100, "Brenno\n1,100 m"),
        (7, 1950, "Alpe Sura hut\n1,950 m"),
        (11, 2480, "Forcella pass\n2,480 m"),
        (15, 2050, "Lago Nero hut\n2,050 m"),
        (18, 2350, "Bocchetta pass\n2,350 m"),
        (24, 1200, "Varen\n1,200 m"),
    ):
        ax.plot(k, a, "o", color="#c0392b")
        ax.annotate(
            name, (k, a), textcoords="offset points", xytext=(0, 8), ha="center", fontsize=8
        )
    ax.set_ylim(900, 2800)
    ax.set_xlabel("distance (km)")
    ax.set_ylabel("altitude (m)")
    ax.set_title("Three Passes Trail – elevation profile")
    return fig_image(fig)


def draw_trav2_departures_board() -> Image.Image:
    """Station departures board (yellow text on black) at 10:02: 10:07 TGV 6611 Lyon Part-Dieu platform 7 on time; 10:15 TER 17723 Lyon Part-Dieu via Mâcon CANCELLED; 10:21 IC 4452 Dijon platform 3 delayed +10; 10:34 TER 17725 Lyon Part-Dieu via Mâcon platform 5 on time; 10:46 TGV 6613 Marseille St-Charles platform 7 on time."""
    img, d = canvas(640, 360, "#0b0b0b")
    text(d, (20, 25), "DEPARTURES", 20, "#ffd400", True, "lm")
    text(d, (620, 25), "10:02", 20, "#ffd400", True, "rm")
    heads = [(20, "time"), (90, "train"), (210, "destination"), (470, "plat."), (530, "status")]
    for x, h in heads:
        text(d, (x, 65), h, 12, "#bbbbbb", anchor="lm")
    rows = [
        ("10:07", "TGV 6611", "Lyon Part-Dieu", "7", "on time"),
        ("10:15", "TER 17723", "Lyon Part-Dieu via Mâcon", "–", "CANCELLED"),
        ("10:21", "IC 4452", "Dijon", "3", "+10 min"),
        ("10:34", "TER 17725", "Lyon Part-Dieu via Mâcon", "5", "on time"),
        ("10:46", "TGV 6613", "Marseille St-Charles", "7", "on time"),
    ]
    for i, row in enumerate(rows):
        y = 105 + i * 48
        d.line((10, y - 24, 630, y - 24), fill="#333")
        for (x, _), cell in zip(heads, row, strict=True):
            col = "#ff5050" if cell in {"CANCELLED", "+10 min"} else "#ffd400"
            text(d, (x, y), cell, 15 if x != 210 else 14, col, True, "lm")
    return img


def draw_trav2_fare_zones() -> Image.Image:
    """Public transport fare-zone map of a city (fictional): three concentric zones - Zone 1 city centre with Central station, Zone 2 with the Exhibition Centre and University, Zone 3 with the Airport in the north-east; a note says 'Airport is in Zone 3: tickets must cover zones 1-3'; ticket prices listed: Zones 1-2 single €2.90, Zones 1-3 single €4.80, 24-hour pass zones 1-3 €12.00."""
    img, d = canvas(640, 480, "#ffffff")
    for r, col, name in (
        (210, "#d6eaf8", "Zone 3"),
        (140, "#d5f5e3", "Zone 2"),
        (70, "#fdebd0", "Zone 1"),
    ):
        ellipse(d, 250, 250, r, r, fill=col, outline="#777", width=2)
        text(d, (250, 250 - r + 16), name, 13, bold=True, anchor="mm")
    d.rectangle((240, 240, 260, 260), fill="#2c3e50")
    text(d, (250, 275), "Central", 12, bold=True, anchor="mm")
    for x, y, name in ((150, 330, "Exhibition Centre"), (350, 190, "University")):
        ellipse(d, x, y, 7, 7, fill="#1e8449")
        text(d, (x, y + 16), name, 11, anchor="mm")
    ellipse(d, 380, 110, 9, 9, fill="#c0392b")
    text(d, (380, 92), "✈ Airport", 13, "#c0392b", True, "mm")
    d.rounded_rectangle((470, 40, 630, 300), 8, fill="#fbfbf7", outline="#999")
    text(d, (550, 60), "Fares", 15, bold=True, anchor="mm")
    for i, (k, v) in enumerate(
        (("Zones 1-2 single", "€2.90"), ("Zones 1-3 single", "€4.80"), ("24 h pass 1-3", "€12.00"))
    ):
        text(d, (480, 100 + i * 50), k, 12, anchor="lm")
        text(d, (620, 122 + i * 50), v, 14, bold=True, anchor="rm")
    d.rounded_rectangle((20, 420, 620, 465), 6, fill="#fdedec", outline="#c0392b")
    text(
        d,
        (320, 442),
        "Airport is in Zone 3: tickets must cover zones 1-3",
        14,
        "#922b21",
        True,
        "mm",
    )
    return img
