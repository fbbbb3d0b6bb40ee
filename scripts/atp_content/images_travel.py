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


def draw_trav2_golden_pavilion() -> Image.Image:
    """Travel sketch of a three-storey Japanese pavilion covered in gold leaf on its upper two floors, with dark wooden lower floor, shingled roofs and a small golden phoenix on the top roof, standing at the edge of a pond with small pine-covered islets and its reflection in the water."""
    img, d = canvas(640, 440, "#e8f1f5")
    d.rectangle((0, 250, 640, 440), fill="#6c9a8b")
    for cx, cy in ((90, 250), (560, 255)):
        ellipse(d, cx, cy, 70, 30, fill="#4e7d4a")
    x0 = 240
    d.rectangle((x0, 190, x0 + 160, 250), fill="#5d4037")
    for x in range(x0 + 10, x0 + 160, 30):
        d.rectangle((x, 200, x + 18, 245), fill="#d7ccc8")
    d.polygon([(x0 - 30, 190), (x0 + 190, 190), (x0 + 160, 172), (x0, 172)], fill="#3e2723")
    d.rectangle((x0 + 10, 120, x0 + 150, 172), fill="#d4af37")
    d.polygon([(x0 - 20, 120), (x0 + 180, 120), (x0 + 150, 102), (x0 + 10, 102)], fill="#3e2723")
    d.rectangle((x0 + 35, 60, x0 + 125, 102), fill="#e0b83a")
    d.polygon([(x0 + 10, 60), (x0 + 150, 60), (x0 + 80, 25)], fill="#3e2723")
    d.polygon(
        [(x0 + 75, 25), (x0 + 85, 25), (x0 + 90, 10), (x0 + 80, 5), (x0 + 70, 10)], fill="#e0b83a"
    )
    # reflection
    d.rectangle((x0 + 10, 260, x0 + 150, 300), fill="#9c8a3a")
    d.rectangle((x0 + 35, 300, x0 + 125, 330), fill="#a8944a")
    return img


def draw_trav2_moai_sketch() -> Image.Image:
    """Sketch of a row of fifteen large stone figures with oversized heads, long noses and heavy brows standing with their backs to the sea on a long stone platform, one of them wearing a reddish cylindrical topknot, under a pale sky with a grassy slope in front."""
    img, d = canvas(640, 360, "#dbe9f4")
    d.rectangle((0, 150, 640, 210), fill="#5d8aa8")
    d.rectangle((0, 260, 640, 360), fill="#7fa05a")
    d.rectangle((20, 240, 620, 270), fill="#8d8172")
    for i in range(15):
        x = 40 + i * 38
        h = 120 + (i * 37) % 30
        d.rectangle((x - 12, 240 - h, x + 12, 240), fill="#6e6259")
        d.rectangle((x - 15, 240 - h, x + 15, 240 - h + 40), fill="#5e534b")
        d.line((x, 240 - h + 15, x, 240 - h + 45), fill="#3d342e", width=3)
        if i == 7:
            d.rectangle((x - 13, 240 - h - 18, x + 13, 240 - h), fill="#a0522d")
    return img


def draw_trav2_stonehenge_sketch() -> Image.Image:
    """Sketch of a prehistoric monument on open grassland: a circle of huge grey upright stones, several pairs joined by horizontal lintel stones on top, some fallen stones lying in the grass, and smaller stones inside the circle, under a cloudy sky with a rope barrier in the foreground."""
    img, d = canvas(640, 380, "#cfd8dc")
    d.rectangle((0, 230, 640, 380), fill="#8bab5a")
    for x in range(60, 600, 70):
        d.rectangle((x, 120, x + 34, 260), fill="#90949a", outline="#555")
    for x in range(60, 560, 140):
        d.rectangle((x - 4, 105, x + 108, 122), fill="#7d8187", outline="#555")
    for x in (150, 330, 470):
        d.rectangle((x, 200, x + 22, 262), fill="#a1a5aa", outline="#555")
    d.polygon([(80, 300), (200, 290), (205, 310), (85, 322)], fill="#90949a", outline="#555")
    d.line((0, 340, 640, 330), fill="#8d6e63", width=3)
    for x in range(20, 640, 90):
        d.line((x, 330, x, 360), fill="#6d4c41", width=4)
    return img


def draw_trav2_ski_lift_map() -> Image.Image:
    """Piste map of a small ski area (fictional 'Alpbach Höhe'): from the village (1,050 m) the Dorfbahn gondola rises to the Mittelstation (1,600 m); from there the Gipfel chairlift climbs to the summit (2,250 m) and the Sonnen T-bar serves a beginner area; pistes are colour-coded - blue 1 'Panorama' from the summit to Mittelstation, red 2 'Wald' from Mittelstation to the village, black 3 'Steilhang' from the summit to Mittelstation, green 4 'Übungshang' beside the T-bar; a note says the gondola's last descent is at 16:30."""
    img, d = canvas(640, 480, "#ffffff")
    d.polygon(
        [(0, 480), (0, 300), (200, 150), (330, 40), (460, 140), (640, 260), (640, 480)],
        fill="#eef4fb",
    )
    pts = {"village": (110, 440), "mittel": (330, 250), "summit": (330, 60), "tbar_top": (520, 230)}
    d.line((pts["village"], pts["mittel"]), fill="#c0392b", width=4)
    d.line((pts["mittel"], pts["summit"]), fill="#333", width=4)
    d.line(((450, 330), pts["tbar_top"]), fill="#333", width=3)
    d.line([(330, 60), (250, 140), (300, 250)], fill="#2e86c1", width=5)
    d.line([(330, 60), (380, 150), (345, 250)], fill="#111", width=5)
    d.line([(330, 250), (250, 330), (150, 430)], fill="#e74c3c", width=5)
    d.line([(440, 320), (510, 240)], fill="#27ae60", width=6)
    labels = [
        ((110, 460), "Village 1,050 m"),
        ((410, 260), "Mittelstation 1,600 m"),
        ((330, 40), "Summit 2,250 m"),
        ((190, 350), "Dorfbahn gondola"),
        ((400, 100), "Gipfel chair"),
        ((560, 300), "Sonnen T-bar"),
    ]
    for xy, s in labels:
        label(d, xy, s, 12)
    for xy, s, col in (
        ((235, 120), "1", "#2e86c1"),
        ((395, 170), "3", "#111"),
        ((230, 360), "2", "#e74c3c"),
        ((485, 300), "4", "#27ae60"),
    ):
        ellipse(d, xy[0], xy[1], 11, 11, fill=col)
        text(d, xy, s, 12, "white", True, "mm")
    d.rounded_rectangle((20, 20, 260, 100), 6, fill="#fbfbf7", outline="#999")
    text(d, (30, 35), "1 Panorama (blue)  2 Wald (red)", 11, anchor="lm")
    text(d, (30, 55), "3 Steilhang (black)  4 Übungshang", 11, anchor="lm")
    text(d, (30, 80), "Gondola last descent 16:30", 12, "#c0392b", True, "lm")
    return img


def draw_trav2_booking_summary() -> Image.Image:
    """Screenshot of a multi-city flight booking summary (fictional airline 'Skylark'): 1) 12 Oct London Heathrow 21:40 → Bangkok 15:25 (+1 day); 2) 18 Oct Bangkok 10:05 → Chiang Mai 11:20; 3) 22 Oct Chiang Mai 13:30 → Singapore 17:50; 4) 26 Oct Singapore 23:15 → London Heathrow 05:55 (+1 day); 1 adult, economy."""
    img, d = canvas(480, 560, "#f4f6f8")
    d.rectangle((0, 0, 480, 64), fill="#5b2c6f")
    text(d, (240, 32), "Skylark · Your trip", 20, "white", True, "mm")
    legs = [
        ("12 Oct", "London LHR 21:40", "Bangkok BKK 15:25 +1"),
        ("18 Oct", "Bangkok BKK 10:05", "Chiang Mai CNX 11:20"),
        ("22 Oct", "Chiang Mai CNX 13:30", "Singapore SIN 17:50"),
        ("26 Oct", "Singapore SIN 23:15", "London LHR 05:55 +1"),
    ]
    for i, (date, a, b) in enumerate(legs):
        y = 90 + i * 105
        d.rounded_rectangle((20, y, 460, y + 90), 10, fill="white", outline="#ccc")
        text(d, (40, y + 22), f"{i + 1}  {date}", 15, bold=True, anchor="lm")
        text(d, (40, y + 50), a, 14, anchor="lm")
        text(d, (40, y + 72), "→ " + b, 14, anchor="lm")
    text(d, (240, 530), "1 adult · Economy", 14, "#555", anchor="mm")
    return img


def draw_trav2_park_drive_map() -> Image.Image:
    """Map of the fictional 'Red Canyon National Park': the entrance station at the bottom, a 28 km scenic road running north with numbered viewpoints 1 Sunrise Point (km 3), 2 Arch Overlook (km 9), 3 Canyon Rim (km 16) and 4 Road's End (km 28), a visitor centre and lodge at km 5, a 'shuttle bus: every 20 min, km 0-16' note, and a trailhead for the Rim Trail (5 km loop) at Canyon Rim."""
    img, d = canvas(520, 600, "#f3e2c7")
    pts = [(260, 570), (240, 500), (280, 440), (230, 350), (290, 260), (250, 160), (270, 40)]
    d.line(pts, fill="#555", width=7, joint="curve")
    d.line(pts, fill="#f7dc6f", width=2, joint="curve")
    d.rectangle((235, 560, 285, 585), fill="#2c3e50")
    text(d, (300, 572), "Entrance", 12, bold=True, anchor="lm")
    vp = [
        ((238, 510), "1 Sunrise Point (km 3)"),
        ((265, 420), "2 Arch Overlook (km 9)"),
        ((240, 330), "3 Canyon Rim (km 16)"),
        ((270, 45), "4 Road's End (km 28)"),
    ]
    for (x, y), s in vp:
        ellipse(d, x, y, 10, 10, fill="#c0392b")
        label(d, (x + 120 if x < 260 or y < 100 else x - 120, y), s, 11)
    d.rectangle((270, 470, 300, 490), fill="#1e8449")
    label(d, (400, 480), "Visitor centre + lodge (km 5)", 11)
    d.ellipse((130, 300, 230, 370), outline="#8e44ad", width=3)
    label(d, (120, 270), "Rim Trail 5 km loop", 11)
    d.rounded_rectangle((20, 20, 230, 70), 6, fill="#fbfbf7", outline="#999")
    text(d, (125, 35), "Shuttle bus: every 20 min", 11, anchor="mm")
    text(d, (125, 55), "km 0-16 only", 11, anchor="mm")
    return img


def draw_trav2_clock_tower_sketch() -> Image.Image:
    """Sketch of a tall, ornate Gothic Revival clock tower in honey-coloured stone with a large white clock face near the top, a pointed spire above the belfry, standing at the end of a long Gothic parliament building beside a river with a red double-decker bus on the bridge in front."""
    img, d = canvas(480, 600, "#dfe8ee")
    d.rectangle((0, 470, 480, 600), fill="#6d8fa3")
    d.rectangle((0, 440, 480, 470), fill="#8d8d8d")
    d.rounded_rectangle((60, 410, 150, 445), 6, fill="#c0392b")
    for x in (70, 95, 120):
        d.rectangle((x, 418, x + 16, 428), fill="#d6eaf8")
    d.rectangle((200, 160, 280, 440), fill="#d9b26f", outline="#8a6d45", width=2)
    for y in range(180, 430, 30):
        d.line((205, y, 275, y), fill="#b8924f", width=2)
    d.rectangle((190, 110, 290, 170), fill="#d9b26f", outline="#8a6d45", width=2)
    ellipse(d, 240, 140, 26, 26, fill="#f8f4e8", outline="#333", width=3)
    d.line((240, 140, 240, 122), fill="#111", width=3)
    d.line((240, 140, 254, 140), fill="#111", width=2)
    d.polygon([(195, 110), (285, 110), (240, 20)], fill="#5d6d7e")
    d.rectangle((280, 300, 470, 440), fill="#d9b26f", outline="#8a6d45")
    for x in range(290, 470, 22):
        d.rectangle((x, 320, x + 10, 360), fill="#8a6d45")
        d.polygon([(x, 300), (x + 5, 285), (x + 10, 300)], fill="#b8924f")
    return img


def draw_trav2_onion_domes_sketch() -> Image.Image:
    """Sketch of a colourful church with five visible towers topped by onion-shaped domes, each onion dome painted a different bright colour (red, green, orange, blue and teal) with a small golden cross on top, standing at the end of a large paved square with a red brick wall behind it."""
    img, d = canvas(560, 480, "#e3ecf3")
    d.rectangle((0, 380, 560, 480), fill="#b0a999")
    d.rectangle((0, 300, 560, 380), fill="#a93226")
    d.rectangle((120, 250, 440, 390), fill="#c0392b", outline="#641e16", width=2)
    towers = [
        (160, 230, "#e74c3c", "#ffffff"),
        (220, 200, "#27ae60", "#f1c40f"),
        (280, 140, "#f39c12", "#2e86c1"),
        (340, 200, "#2e86c1", "#ffffff"),
        (400, 230, "#16a085", "#e74c3c"),
    ]
    for x, top, c1, c2 in towers:
        d.rectangle((x - 18, top + 40, x + 18, 300), fill="#e6b0aa", outline="#641e16")
        ellipse(d, x, top + 20, 28, 30, fill=c1, outline="#333")
        for k in range(-2, 3):
            d.arc((x - 28 + k * 6, top - 10, x + 28 + k * 6, top + 50), 240, 300, fill=c2, width=4)
        d.line((x, top - 10, x, top - 30), fill="#b7950b", width=3)
        d.line((x - 8, top - 22, x + 8, top - 22), fill="#b7950b", width=2)
    d.rectangle((250, 300, 310, 390), fill="#641e16")
    return img


def draw_trav2_floating_torii() -> Image.Image:
    """Sketch of a large vermilion torii gate standing in the sea at high tide, with two main pillars each braced by two smaller legs, a double lintel with the upper one curving upward at the ends, a forested mountain in the background and a small boat on the water."""
    img, d = canvas(600, 440, "#f6e7d8")
    d.polygon(
        [(0, 230), (150, 120), (300, 160), (420, 90), (600, 200), (600, 260), (0, 260)],
        fill="#4e7d4a",
    )
    d.rectangle((0, 250, 600, 440), fill="#7fb3d5")
    for x in (210, 390):
        d.rectangle((x - 12, 140, x + 12, 380), fill="#d9381e")
        for dx in (-34, 34):
            d.rectangle((x + dx - 6, 270, x + dx + 6, 380), fill="#d9381e")
            d.line((x + dx, 300, x, 300), fill="#d9381e", width=6)
    d.polygon([(150, 120), (450, 120), (470, 100), (130, 100)], fill="#2b2b2b")
    d.rectangle((160, 120, 440, 135), fill="#d9381e")
    d.rectangle((170, 170, 430, 182), fill="#d9381e")
    d.rectangle((290, 135, 310, 170), fill="#d9381e")
    d.polygon([(480, 330), (540, 330), (530, 345), (490, 345)], fill="#8d6e63")
    return img


def draw_trav2_hiking_signpost() -> Image.Image:
    """Yellow Swiss-style hiking signpost on a wooden pole at a trail junction named 'Alp Grüm 1,850 m': arrows pointing left to 'Seealpsee 1 h 10 min' and 'Wasserauen 2 h 05 min', right to 'Schäfler 1 h 45 min' (white-red-white tip marking a mountain trail) and 'Ebenalp 2 h 30 min'; a small sign below reads 'Gondola Ebenalp: last descent 18:00'."""
    img, d = canvas(560, 560, "#cfe3c4")
    d.rectangle((265, 60, 295, 540), fill="#8d6e63")
    d.rectangle((200, 50, 360, 90), fill="white", outline="#333")
    text(d, (280, 70), "Alp Grüm 1,850 m", 14, bold=True, anchor="mm")
    signs = [
        (130, "left", "Seealpsee", "1 h 10 min", False),
        (185, "left", "Wasserauen", "2 h 05 min", False),
        (250, "right", "Schäfler", "1 h 45 min", True),
        (305, "right", "Ebenalp", "2 h 30 min", False),
    ]
    for y, side, name, t, mountain in signs:
        if side == "left":
            d.polygon(
                [(40, y), (70, y - 24), (280, y - 24), (280, y + 24), (70, y + 24)],
                fill="#f4d03f",
                outline="#333",
            )
            text(d, (80, y), name, 15, bold=True, anchor="lm")
            text(d, (270, y), t, 14, anchor="rm")
        else:
            d.polygon(
                [(280, y - 24), (490, y - 24), (520, y), (490, y + 24), (280, y + 24)],
                fill="#f4d03f",
                outline="#333",
            )
            text(d, (290, y), name, 15, bold=True, anchor="lm")
            text(d, (470, y), t, 14, anchor="rm")
            if mountain:
                d.polygon([(490, y - 24), (520, y), (490, y + 24)], fill="white", outline="#333")
                d.polygon([(497, y - 14), (510, y), (497, y + 14)], fill="#c0392b")
    d.rectangle((170, 360, 390, 400), fill="white", outline="#333")
    text(d, (280, 380), "Gondola Ebenalp: last descent 18:00", 11, anchor="mm")
    return img


def draw_trav2_museum_plan() -> Image.Image:
    """Floor plan of the ground and first floors of a fictional art museum ('Museo Aurelio'): ground floor with Entrance and cloakroom, café, shop, Room 1 Ancient sculpture and Room 2 Medieval altarpieces; first floor (via the main staircase or a lift) with Room 3 Renaissance portraits (star: 'Lady with a Lute'), Room 4 Baroque (star: 'The Storm at Sea'), Room 5 Impressionists (star: 'Poppies at Giverny') and Room 6 temporary exhibition; a note says 'Room 5 closes at 17:00'."""
    img, d = canvas(640, 480, "#fbfaf6")
    text(d, (160, 20), "Ground floor", 14, bold=True, anchor="mm")
    text(d, (480, 20), "First floor", 14, bold=True, anchor="mm")
    d.rectangle((20, 40, 300, 440), outline="#333", width=3)
    d.rectangle((340, 40, 620, 440), outline="#333", width=3)
    rooms_g = [
        ((20, 40, 160, 200), "1 Ancient\nsculpture"),
        ((160, 40, 300, 200), "2 Medieval\naltarpieces"),
        ((20, 200, 160, 320), "Café"),
        ((160, 200, 300, 320), "Shop"),
        ((20, 320, 300, 440), "Entrance + cloakroom"),
    ]
    rooms_f = [
        ((340, 40, 480, 200), "3 Renaissance\n★ Lady with a Lute"),
        ((480, 40, 620, 200), "4 Baroque\n★ The Storm at Sea"),
        ((340, 200, 480, 330), "5 Impressionists\n★ Poppies at Giverny"),
        ((480, 200, 620, 330), "6 Temporary\nexhibition"),
    ]
    for (x0, y0, x1, y1), name in rooms_g + rooms_f:
        d.rectangle((x0, y0, x1, y1), outline="#777", width=2)
        for k, line in enumerate(name.split("\n")):
            text(
                d,
                ((x0 + x1) / 2, (y0 + y1) / 2 - 10 + k * 20),
                line,
                11,
                "#c0392b" if "★" in line else "black",
                "★" in line,
                "mm",
            )
    d.rectangle((240, 360, 290, 430), fill="#d5d8dc", outline="#555")
    text(d, (265, 395), "stairs", 10, anchor="mm")
    d.rectangle((400, 360, 450, 430), fill="#d5d8dc", outline="#555")
    text(d, (425, 395), "stairs", 10, anchor="mm")
    d.rectangle((520, 360, 560, 400), fill="#aed6f1", outline="#555")
    text(d, (540, 380), "lift", 10, anchor="mm")
    text(d, (480, 455), "Room 5 closes at 17:00", 12, "#c0392b", True, "mm")
    return img


def draw_trav2_windmills_sketch() -> Image.Image:
    """Sketch of a row of tall thatched windmills with four sails each standing along a straight canal in flat green polder land under a wide cloudy sky, their reflections in the water and a narrow path running beside the canal."""
    img, d = canvas(640, 400, "#dfe9f1")
    d.rectangle((0, 250, 640, 400), fill="#7fae5a")
    d.rectangle((0, 285, 640, 340), fill="#6d9fc0")
    d.line((0, 278, 640, 278), fill="#c8b58f", width=6)
    for i, x in enumerate((90, 250, 410, 560)):
        s = 1 - i * 0.15
        top = 250 - int(150 * s)
        d.polygon(
            [(x - 22 * s, 250), (x + 22 * s, 250), (x + 12 * s, top), (x - 12 * s, top)],
            fill="#6b5b3e",
            outline="#3e3524",
        )
        d.polygon([(x - 12 * s, top), (x + 12 * s, top), (x, top - 14 * s)], fill="#4a3f2c")
        cx, cy = x, top + 6
        for dx, dy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
            d.line(
                (cx, cy, cx + dx * 70 * s, cy + dy * 70 * s),
                fill="#eae2cf",
                width=max(2, int(8 * s)),
            )
        d.rectangle((x - 20 * s, 300, x + 20 * s, 300 + 40 * s), fill="#5d7f99")
    return img


COAST = {
    "Porthaven": (120, 380),
    "Gull Point": (80, 200),
    "Wrenby": (220, 70),
    "Castle Dunmore": (420, 60),
    "Kelso Bay": (560, 200),
    "Fernhill": (470, 380),
}


def draw_trav2_coast_loop_map() -> Image.Image:
    """Schematic road map of a fictional coastal region: a loop road Porthaven - Gull Point (62 km) - Wrenby (48 km, note 'single-track road') - Castle Dunmore (55 km) - Kelso Bay (70 km) - Fernhill (58 km) - back to Porthaven (45 km); a car ferry shortcut crosses the large bay inside the loop from Kelso Bay to Porthaven (40 min, 'weather permitting'); open sea runs along the bottom edge; Castle Dunmore has a castle icon and Gull Point a lighthouse icon."""
    img, d = canvas(640, 480, "#eef3e6")
    d.polygon([(0, 430), (640, 430), (640, 480), (0, 480)], fill="#a9cce3")
    d.polygon(
        [(150, 330), (260, 240), (540, 200), (585, 230), (540, 330), (300, 350)], fill="#a9cce3"
    )
    names = list(COAST)
    dists = [62, 48, 55, 70, 58, 45]
    for i, name in enumerate(names):
        a, b = COAST[name], COAST[names[(i + 1) % len(names)]]
        d.line((a, b), fill="#c0392b" if name == "Gull Point" else "#7f8c8d", width=6)
        mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
        label(d, (mx, my), f"{dists[i]} km", 11)
    d.line((COAST["Kelso Bay"], COAST["Porthaven"]), fill="#2e86c1", width=3)
    label(d, (340, 330), "car ferry 40 min (weather permitting)", 11)
    label(d, (150, 120), "single-track road", 10)
    for name, (x, y) in COAST.items():
        ellipse(d, x, y, 9, 9, fill="#2c3e50")
        text(d, (x, y - 18 if y > 100 else y + 20), name, 13, bold=True, anchor="mm")
    d.polygon(
        [(412, 38), (428, 38), (428, 28), (424, 28), (424, 32), (416, 32), (416, 28), (412, 28)],
        fill="#555",
    )
    d.rectangle((36, 190, 44, 212), fill="#c0392b")
    return img
