"""Manual context images for the ablation-scale ATP set (drawn with Pillow).

Each ``draw_<name>`` docstring is the caption and describes exactly what is drawn.
"""

from __future__ import annotations

import math

from make_atp_images import arrow, canvas, ellipse, leader, panel_grid, text
from PIL import Image


def draw_man2_dishwasher_panel() -> Image.Image:
    """Top-edge control panel of a dishwasher: a power button, programme buttons labelled Eco 50°, Auto 45-65°, Intensive 70° and Quick 30', a Half load button, a Delay button, two indicator lights (a salt icon lit orange and a rinse-aid star icon unlit) and a small display showing the error code E24 in red."""
    img, d = canvas(640, 260, "#e8eaed")
    d.rounded_rectangle((20, 60, 620, 200), 14, fill="#f8f9fa", outline="#777", width=2)
    ellipse(d, 60, 130, 20, 20, fill="#333")
    d.arc((48, 118, 72, 142), 300, 240, fill="white", width=3)
    d.line((60, 114, 60, 128), fill="white", width=3)
    for i, name in enumerate(("Eco 50°", "Auto 45-65°", "Intensive 70°", "Quick 30'")):
        x = 105 + i * 82
        d.rounded_rectangle((x, 110, x + 66, 150), 6, fill="#dfe3e8", outline="#555")
        text(d, (x + 33, 170), name, 11, anchor="mm")
    for i, name in enumerate(("Half load", "Delay")):
        x = 460 + i * 50
        ellipse(d, x, 130, 16, 16, fill="#dfe3e8", outline="#555")
        text(d, (x, 170), name, 11, anchor="mm")
    d.rounded_rectangle((545, 108, 605, 150), 6, fill="#111")
    text(d, (575, 129), "E24", 20, "#ff4d4d", True, "mm")
    # salt (lit) and rinse aid (unlit) indicators
    ellipse(d, 480, 85, 8, 8, fill="#f39c12")
    text(d, (494, 85), "salt", 11, anchor="lm")
    ellipse(d, 545, 85, 8, 8, fill="#bbb")
    text(d, (559, 85), "rinse aid ✱", 11, anchor="lm")
    text(d, (320, 235), "Dishwasher control panel", 14, "#333", anchor="mm")
    return img


def draw_man2_thermostat_wiring() -> Image.Image:
    """Photo-style close-up of an old wall thermostat's base plate with five labelled screw terminals and the wires attached: R red, W white, Y yellow, G green, and a blue wire connected to C; a note on the plate reads 'Remove power before servicing'."""
    img, d = canvas(560, 420, "#d9d4c7")
    d.rounded_rectangle((80, 40, 480, 380), 20, fill="#f4f1ea", outline="#888", width=3)
    text(d, (280, 70), "Remove power before servicing", 13, "#7a2e2e", anchor="mm")
    wires = [
        ("R", "#d62728"),
        ("W", "#f5f5f5"),
        ("Y", "#f1c40f"),
        ("G", "#2ca02c"),
        ("C", "#1f77b4"),
    ]
    for i, (name, col) in enumerate(wires):
        y = 120 + i * 50
        text(d, (150, y), name, 22, bold=True, anchor="mm")
        ellipse(d, 200, y, 12, 12, fill="#c0a060", outline="#555", width=2)
        d.line((195, y - 5, 205, y + 5), fill="#555", width=2)
        d.line((212, y, 330, y, 380, 330), fill="#666", width=12, joint="curve")
        d.line((212, y, 330, y, 380, 330), fill=col, width=8, joint="curve")
    ellipse(d, 380, 335, 30, 18, fill="#777")
    text(d, (380, 372), "wall opening", 11, anchor="mm")
    return img


def draw_man2_dashboard_lights() -> Image.Image:
    """Car instrument cluster at night with four warning lights lit: an amber engine outline (check engine), an amber horseshoe-shaped tyre symbol with an exclamation mark (tyre pressure), a red oil-can symbol (oil pressure) and a red battery symbol; the speedometer reads 0 km/h and the fuel gauge is at half."""
    img, d = canvas(640, 360, "#101216")
    for cx in (170, 470):
        ellipse(d, cx, 170, 120, 120, outline="#4a5568", width=4)
        for k in range(11):
            a = math.radians(135 + k * 27)
            d.line(
                (
                    cx + 100 * math.cos(a),
                    170 + 100 * math.sin(a),
                    cx + 112 * math.cos(a),
                    170 + 112 * math.sin(a),
                ),
                fill="#cbd5e0",
                width=2,
            )
    text(d, (170, 230), "0 km/h", 18, "#cbd5e0", True, "mm")
    d.line((170, 170, 100, 240), fill="#e53e3e", width=4)
    text(d, (470, 230), "FUEL ½", 16, "#cbd5e0", True, "mm")
    d.line((470, 170, 470, 80), fill="#e53e3e", width=4)
    amber, red = "#f6ad32", "#e53e3e"
    # check engine
    d.polygon(
        [(262, 300), (262, 330), (300, 330), (312, 318), (312, 306), (300, 300)],
        outline=amber,
        width=3,
    )
    d.line((280, 300, 280, 292), fill=amber, width=3)
    # tyre pressure
    d.arc((330, 290, 376, 336), 20, 160, fill=amber, width=3)
    d.arc((330, 280, 376, 326), 200, 340, fill=amber, width=3)
    d.line((353, 298, 353, 314), fill=amber, width=3)
    ellipse(d, 353, 320, 2, 2, fill=amber)
    # oil can
    d.polygon(
        [(395, 318), (430, 318), (445, 306), (455, 310), (432, 330), (395, 330)],
        outline=red,
        width=3,
    )
    d.line((405, 318, 405, 308), fill=red, width=3)
    # battery
    d.rectangle((470, 304, 510, 330), outline=red, width=3)
    text(d, (480, 317), "− +", 12, red, True, "mm")
    d.rectangle((476, 298, 484, 304), fill=red)
    d.rectangle((496, 298, 504, 304), fill=red)
    return img


def draw_man2_printer_jam() -> Image.Image:
    """Office laser printer with its panel display reading 'Paper jam in area B - open rear door'; the front cover is marked A, the rear door B (with a green release lever) and the paper tray at the bottom is Tray 1."""
    img, d = canvas(600, 440, "#eef0f3")
    d.rounded_rectangle((100, 90, 500, 360), 14, fill="#f9f9f9", outline="#666", width=3)
    d.rectangle((120, 110, 380, 200), fill="#e4e7eb", outline="#888", width=2)
    text(d, (250, 155), "A  front cover", 16, bold=True, anchor="mm")
    d.rectangle((430, 110, 490, 330), fill="#d5d9de", outline="#888", width=2)
    text(d, (460, 140), "B", 22, bold=True, anchor="mm")
    text(d, (460, 162), "rear", 11, anchor="mm")
    text(d, (460, 176), "door", 11, anchor="mm")
    d.rounded_rectangle((448, 200, 472, 240), 5, fill="#2ecc71", outline="#1e8449")
    d.rectangle((120, 280, 420, 340), fill="#e4e7eb", outline="#888", width=2)
    text(d, (270, 310), "Tray 1", 15, anchor="mm")
    d.rounded_rectangle((140, 220, 400, 262), 6, fill="#1c2833")
    text(d, (270, 233), "Paper jam in area B", 13, "#ffd166", True, "mm")
    text(d, (270, 251), "open rear door", 12, "#ffd166", anchor="mm")
    text(
        d,
        (300, 400),
        "Printer – front view (rear door B on the right side)",
        13,
        "#333",
        anchor="mm",
    )
    return img


def draw_man2_boiler_gauge() -> Image.Image:
    """Front of a combi boiler below its control panel: a round pressure gauge in bar from 0 to 4 with a green band from 1 to 1.5 and a red band above 3, the black needle pointing at about 0.5 bar; beneath the boiler a braided filling loop hose with a blue-handled valve at each end connects the cold-water pipe to the heating return pipe."""
    img, d = canvas(560, 520, "#e9e6df")
    d.rectangle((120, 20, 440, 250), fill="white", outline="#888", width=3)
    cx, cy, r = 280, 140, 80
    ellipse(d, cx, cy, r, r, fill="#fdfdfd", outline="#333", width=4)

    def ang(bar: float) -> float:
        return math.radians(135 + bar / 4 * 270)

    d.arc(
        (cx - r + 10, cy - r + 10, cx + r - 10, cy + r - 10),
        math.degrees(ang(1)),
        math.degrees(ang(1.5)),
        fill="#27ae60",
        width=10,
    )
    d.arc(
        (cx - r + 10, cy - r + 10, cx + r - 10, cy + r - 10),
        math.degrees(ang(3)),
        math.degrees(ang(4)),
        fill="#c0392b",
        width=10,
    )
    for v in range(5):
        a = ang(v)
        text(d, (cx + 52 * math.cos(a), cy + 52 * math.sin(a)), str(v), 14, bold=True, anchor="mm")
    a = ang(0.5)
    d.line((cx, cy, cx + 62 * math.cos(a), cy + 62 * math.sin(a)), fill="black", width=4)
    ellipse(d, cx, cy, 6, 6, fill="black")
    text(d, (cx, cy + 40), "bar", 12, anchor="mm")
    for x in (190, 250, 310, 370):
        d.rectangle((x - 8, 250, x + 8, 460), fill="#b87333")
    text(d, (190, 480), "heating", 11, anchor="mm")
    text(d, (190, 494), "return", 11, anchor="mm")
    text(d, (370, 480), "cold", 11, anchor="mm")
    text(d, (370, 494), "mains", 11, anchor="mm")
    d.arc((190, 330, 370, 430), 0, 180, fill="#aaa", width=7)
    for x in (198, 362):
        d.rectangle((x - 14, 370, x + 14, 384), fill="#2e86c1")
    text(d, (280, 445), "filling loop", 12, anchor="mm")
    return img


def draw_man2_puncture_steps() -> Image.Image:
    """Six-panel bike inner-tube puncture repair guide: 1 lever the tyre bead off the rim with two tyre levers; 2 pull out the tube and pump it to find the hole by listening or in water; 3 roughen the area with sandpaper and spread a thin layer of vulcanising solution, wait 5 min until dry; 4 press the patch on firmly for 1 min; 5 run a finger inside the tyre to find and remove the thorn or glass; 6 refit the tube, push the bead back by hand and inflate to the pressure printed on the tyre sidewall."""
    img, d, boxes = panel_grid(
        [
            "Lever tyre off with 2 levers",
            "Find the hole (listen / water)",
            "Sand + glue, wait 5 min",
            "Press patch 1 min",
            "Find + remove the thorn",
            "Refit, inflate to sidewall psi",
        ],
        w=640,
        h=600,
    )
    for k, (x0, y0, x1, y1) in enumerate(boxes):
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        if k in (0, 5):
            ellipse(d, cx, cy, 70, 70, outline="#222", width=10)
            ellipse(d, cx, cy, 58, 58, outline="#999", width=3)
            if k == 0:
                d.line((cx + 40, cy - 60, cx + 90, cy - 95), fill="#2e86c1", width=7)
                d.line((cx - 10, cy - 70, cx + 20, cy - 110), fill="#2e86c1", width=7)
            else:
                d.rectangle((cx + 95, cy - 30, cx + 110, cy + 40), fill="#555")
                text(d, (cx, cy), "psi", 14, bold=True, anchor="mm")
        elif k == 1:
            d.rounded_rectangle((x0 + 30, cy - 12, x1 - 30, cy + 12), 12, fill="#333")
            for j in range(3):
                d.arc(
                    (cx - 10 - j * 10, cy - 40 - j * 8, cx + 10 + j * 10, cy - 14),
                    220,
                    320,
                    fill="#2e86c1",
                    width=2,
                )
        elif k == 2:
            d.rounded_rectangle((x0 + 30, cy + 10, x1 - 30, cy + 34), 12, fill="#333")
            ellipse(d, cx, cy + 22, 22, 10, fill="#aaa")
            d.rectangle((cx + 30, cy - 50, cx + 60, cy), fill="#e67e22")
            text(d, (cx - 60, cy - 30), "5 min", 15, "#c0392b", True, "mm")
        elif k == 3:
            d.rounded_rectangle((x0 + 30, cy + 10, x1 - 30, cy + 34), 12, fill="#333")
            d.rectangle((cx - 20, cy + 12, cx + 20, cy + 32), fill="#e74c3c")
            arrow(d, (cx, cy - 50), (cx, cy + 4), width=4)
            text(d, (cx + 60, cy - 30), "1 min", 15, "#c0392b", True, "mm")
        elif k == 4:
            d.arc((cx - 90, cy - 30, cx + 90, cy + 90), 200, 340, fill="#222", width=12)
            d.polygon([(cx - 5, cy - 2), (cx + 5, cy - 2), (cx, cy + 14)], fill="#7f8c8d")
            ellipse(d, cx + 30, cy - 30, 10, 6, fill="#e0b48f")
    return img


def draw_man2_tv_ports() -> Image.Image:
    """Rear connection panel of a TV, left to right: ANT IN (coaxial), HDMI 1, HDMI 2 (eARC/ARC), HDMI 3, two USB ports, DIGITAL AUDIO OUT (OPTICAL) with a square opening, a 3.5 mm headphone jack labelled AUDIO and a LAN Ethernet port; HDMI 2 carries a yellow eARC/ARC label."""
    img, d = canvas(640, 260, "#d7dbe0")
    d.rectangle((10, 50, 630, 200), fill="#1f2329", outline="#000", width=2)
    ports = [
        ("ANT IN", "coax"),
        ("HDMI 1", "hdmi"),
        ("HDMI 2", "hdmi"),
        ("HDMI 3", "hdmi"),
        ("USB", "usb"),
        ("USB", "usb"),
        ("OPTICAL", "opt"),
        ("🎧", "jack"),
        ("LAN", "lan"),
    ]
    x = 40
    for name, kind in ports:
        if kind == "coax":
            ellipse(d, x + 12, 110, 16, 16, fill="#c0c0c0", outline="#888")
            ellipse(d, x + 12, 110, 4, 4, fill="#333")
            w = 30
        elif kind == "hdmi":
            d.polygon(
                [(x, 98), (x + 56, 98), (x + 52, 120), (x + 4, 120)], fill="#aaa", outline="#eee"
            )
            d.rectangle((x + 8, 104, x + 48, 112), fill="#222")
            w = 58
        elif kind == "usb":
            d.rectangle((x, 100, x + 34, 116), fill="#aaa", outline="#eee")
            d.rectangle((x + 4, 104, x + 30, 109), fill="#2d7dd2")
            w = 36
        elif kind == "opt":
            d.rectangle((x, 96, x + 26, 122), fill="#111", outline="#eee")
            d.rectangle((x + 8, 104, x + 18, 114), fill="#c0392b")
            w = 30
        elif kind == "jack":
            ellipse(d, x + 10, 110, 9, 9, fill="#111", outline="#eee")
            w = 24
        else:
            d.rectangle((x, 96, x + 36, 124), fill="#aaa", outline="#eee")
            d.rectangle((x + 6, 102, x + 30, 120), fill="#222")
            w = 40
        label_text = "eARC/ARC" if name == "HDMI 2" else ""
        text(d, (x + w / 2, 145), name if name != "🎧" else "AUDIO", 11, "white", anchor="mm")
        if label_text:
            text(d, (x + w / 2, 162), label_text, 11, "#f7dc6f", True, "mm")
        if kind == "opt":
            text(d, (x + w / 2, 162), "DIGITAL OUT", 9, "white", anchor="mm")
        x += w + 24
    text(d, (320, 235), "TV – rear connection panel", 14, "#333", anchor="mm")
    return img


def draw_man2_smoke_alarm() -> Image.Image:
    """Ceiling smoke alarm seen from below: a round white unit with vent slots, a central TEST/HUSH button, a small red LED at the edge, and a printed label 'Replace unit 10 years after installation - Installed: 03/2016'."""
    img, d = canvas(520, 520, "#f2f2f2")
    ellipse(d, 260, 260, 210, 210, fill="white", outline="#aaa", width=3)
    for k in range(24):
        a = math.radians(k * 15)
        d.line(
            (
                260 + 120 * math.cos(a),
                260 + 120 * math.sin(a),
                260 + 175 * math.cos(a),
                260 + 175 * math.sin(a),
            ),
            fill="#d0d0d0",
            width=6,
        )
    ellipse(d, 260, 260, 70, 70, fill="#eeeeee", outline="#888", width=3)
    text(d, (260, 248), "TEST", 18, bold=True, anchor="mm")
    text(d, (260, 274), "HUSH", 14, anchor="mm")
    ellipse(d, 370, 170, 7, 7, fill="#e74c3c")
    d.rounded_rectangle((130, 380, 390, 430), 6, fill="#fff8dc", outline="#999")
    text(d, (260, 395), "Replace unit 10 years after installation", 11, anchor="mm")
    text(d, (260, 415), "Installed: 03/2016", 12, bold=True, anchor="mm")
    return img


def draw_man2_sewing_front() -> Image.Image:
    """Front of a home sewing machine with the upper threading path marked by numbered guides 1-7: 1 spool pin on top, 2 top thread guide, 3 tension dial channel, 4 take-up lever slot, 5 left channel down, 6 needle-bar thread guide, 7 needle eye; also labelled are the bobbin cover plate, presser foot lever, handwheel and stitch selector dial."""
    img, d = canvas(640, 440, "#f5f1ea")
    d.rounded_rectangle((60, 80, 560, 330), 24, fill="#fbfbfb", outline="#777", width=3)
    d.rectangle((60, 330, 600, 380), fill="#ececec", outline="#777", width=3)
    d.rectangle((120, 140, 170, 330), fill="#e6e6e6")
    d.rectangle((140, 330, 150, 350), fill="#555")
    d.line((145, 350, 145, 366), fill="#999", width=2)
    d.rounded_rectangle((170, 342, 240, 362), 5, fill="#ccc", outline="#888")
    ellipse(d, 590, 200, 30, 60, fill="#ddd", outline="#888", width=2)
    ellipse(d, 470, 210, 34, 34, fill="#eee", outline="#555", width=2)
    d.rectangle((430, 60, 440, 82), fill="#666")
    guides = [
        (435, 62, "1"),
        (330, 92, "2"),
        (270, 170, "3"),
        (230, 110, "4"),
        (200, 230, "5"),
        (150, 310, "6"),
        (145, 356, "7"),
    ]
    pts = [(x, y) for x, y, _ in guides]
    d.line(pts, fill="#e74c3c", width=2)
    for x, y, n in guides:
        ellipse(d, x, y, 11, 11, fill="#2c3e50")
        text(d, (x, y), n, 12, "white", True, "mm")
    leader(d, (205, 352), (300, 410), "bobbin cover")
    leader(d, (122, 300), (75, 410), "presser foot lever", 11)
    leader(d, (590, 150), (560, 40), "handwheel")
    leader(d, (470, 210), (470, 290), "stitch selector")
    return img


def draw_man2_fuse_box_lid() -> Image.Image:
    """Diagram printed inside a car's interior fuse-box lid: a grid of 12 numbered fuse positions with amperage and a function label - 1 10A instrument cluster, 2 15A radio, 3 20A 12V power socket, 4 10A interior lights, 5 7.5A mirrors, 6 25A power windows, 7 15A horn, 8 10A brake lights, 9 20A rear wiper, 10 5A USB ports, 11 30A heated rear window, 12 spare; and a plastic fuse puller clipped at the top right."""
    img, d = canvas(640, 480, "#f4f4f4")
    d.rounded_rectangle((20, 20, 620, 460), 14, fill="#2f3136", outline="#111", width=3)
    fuses = [
        ("10A", "instrument cluster", "#e74c3c"),
        ("15A", "radio", "#3498db"),
        ("20A", "12V power socket", "#f1c40f"),
        ("10A", "interior lights", "#e74c3c"),
        ("7.5A", "mirrors", "#8e6e53"),
        ("25A", "power windows", "#ecf0f1"),
        ("15A", "horn", "#3498db"),
        ("10A", "brake lights", "#e74c3c"),
        ("20A", "rear wiper", "#f1c40f"),
        ("5A", "USB ports", "#d35400"),
        ("30A", "heated rear window", "#2ecc71"),
        ("–", "spare", "#7f8c8d"),
    ]
    for i, (amp, name, col) in enumerate(fuses):
        c, r = i % 3, i // 3
        x, y = 40 + c * 190, 80 + r * 92
        d.rectangle((x, y, x + 170, y + 78), fill="#3b3e45", outline="#777")
        text(d, (x + 8, y + 6), str(i + 1), 14, "white", True)
        d.rectangle((x + 120, y + 12, x + 156, y + 44), fill=col, outline="#111")
        text(d, (x + 138, y + 28), amp, 11, "black" if col != "#3b3e45" else "white", True, "mm")
        text(d, (x + 8, y + 58), name, 12, "white")
    d.rounded_rectangle((500, 30, 600, 62), 6, fill="#ecf0f1")
    text(d, (550, 46), "fuse puller", 11, anchor="mm")
    text(d, (200, 46), "INTERIOR FUSE BOX", 16, "white", True, "mm")
    return img


def draw_man2_mower_top() -> Image.Image:
    """Petrol push lawn mower seen from above and the side, parts labelled: fuel cap, oil filler cap with dipstick, air filter cover, spark plug with its rubber boot, primer bulb, recoil starter handle, cutting-height lever at the rear wheel, grass bag and the handle-mounted engine-stop (blade brake) bar."""
    img, d = canvas(640, 480, "#eaf2e3")
    d.rounded_rectangle((110, 170, 430, 380), 30, fill="#c0392b", outline="#6e2018", width=3)
    for x, y in ((130, 370), (410, 370), (130, 180), (410, 180)):
        ellipse(d, x, y, 28, 28, fill="#222", outline="#555", width=3)
    d.rounded_rectangle((200, 200, 340, 320), 16, fill="#5d6d7e", outline="#222", width=2)
    ellipse(d, 225, 225, 12, 12, fill="#111")
    ellipse(d, 315, 225, 12, 12, fill="#f1c40f", outline="#333")
    d.rectangle((230, 280, 310, 310), fill="#95a5a6", outline="#333")
    d.rectangle((335, 245, 365, 258), fill="#111")
    ellipse(d, 205, 290, 9, 9, fill="#e67e22")
    d.line((270, 200, 270, 160), fill="#333", width=3)
    d.rounded_rectangle((255, 150, 285, 162), 4, fill="#111")
    d.line((430, 275, 560, 130), fill="#555", width=8)
    d.line((430, 325, 560, 180), fill="#555", width=8)
    d.line((560, 120, 560, 190), fill="#333", width=10)
    d.line((545, 115, 545, 195), fill="#f39c12", width=5)
    d.rectangle((430, 200, 520, 350), fill="#7f8c8d", outline="#333")
    d.line((410, 345, 440, 320), fill="#111", width=5)
    leader(d, (225, 225), (90, 80), "fuel cap")
    leader(d, (315, 225), (330, 60), "oil cap + dipstick")
    leader(d, (270, 295), (150, 440), "air filter cover")
    leader(d, (350, 251), (470, 90), "spark plug + boot")
    leader(d, (205, 290), (60, 330), "primer bulb")
    leader(d, (270, 156), (170, 120), "starter handle")
    leader(d, (425, 330), (360, 440), "height lever")
    leader(d, (480, 270), (600, 300), "grass bag")
    leader(d, (545, 150), (600, 60), "stop bar")
    return img


def draw_man2_fridge_interior() -> Image.Image:
    """Open fridge interior: a temperature dial on the back wall numbered 1-7 (with the note '1 = warmest, 7 = coldest') set to 7, a thin layer of ice on the back wall above a small drain hole and a channel, a puddle of water under the crisper drawers, and a thermometer on the middle shelf reading 1 °C."""
    img, d = canvas(480, 600, "#e5e8ea")
    d.rectangle((60, 30, 420, 570), fill="white", outline="#888", width=4)
    d.rectangle((80, 50, 400, 550), fill="#f4fbff")
    ellipse(d, 240, 90, 30, 30, fill="#ddd", outline="#555", width=2)
    for k in range(7):
        a = math.radians(150 + k * 40)
        text(
            d,
            (240 + 44 * math.cos(a), 90 + 44 * math.sin(a)),
            str(k + 1),
            12,
            bold=True,
            anchor="mm",
        )
    a = math.radians(150 + 6 * 40)
    d.line((240, 90, 240 + 24 * math.cos(a), 90 + 24 * math.sin(a)), fill="#c0392b", width=4)
    text(d, (330, 65), "1 = warmest", 11, anchor="lm")
    text(d, (330, 82), "7 = coldest", 11, anchor="lm")
    d.rectangle((100, 300, 380, 360), fill="#dff3ff", outline="#aed6f1")
    for x in range(110, 380, 22):
        d.line((x, 305, x + 8, 355), fill="#ffffff", width=3)
    d.line((180, 380, 300, 380), fill="#85c1e9", width=4)
    ellipse(d, 240, 392, 6, 6, fill="#2c3e50")
    for y in (200, 420):
        d.line((80, y, 400, y), fill="#bbb", width=4)
    d.rectangle((225, 160, 255, 196), fill="white", outline="#333")
    text(d, (240, 178), "1°C", 11, bold=True, anchor="mm")
    d.rectangle((95, 440, 385, 530), fill="#e8f6f3", outline="#999", width=2)
    ellipse(d, 240, 545, 120, 8, fill="#aed6f1")
    leader(d, (240, 392), (400, 430), "drain hole", 11)
    leader(d, (200, 330), (60, 260), "ice on back wall", 11)
    leader(d, (300, 545), (430, 585), "water puddle", 11)
    return img


def draw_man2_ac_remote() -> Image.Image:
    """Air-conditioner remote control: an LCD showing 26 °C, a snowflake mode icon, fan speed bars (2 of 3) and a swing icon; buttons labelled ON/OFF, MODE (with 'A ✱ dry fan ☀' printed above it for auto, cool, dry, fan and heat), TEMP up/down arrows, FAN, SWING, TIMER, SLEEP and TURBO."""
    img, d = canvas(360, 640, "#e8eaed")
    d.rounded_rectangle((60, 20, 300, 620), 40, fill="#f8f9f9", outline="#888", width=3)
    d.rounded_rectangle((85, 50, 275, 190), 10, fill="#c8d6c0", outline="#555")
    text(d, (180, 110), "26°C", 40, "#1b2631", True, "mm")
    text(d, (110, 70), "✱", 22, "#1b2631", anchor="mm")
    for k in range(3):
        d.rectangle(
            (230 + k * 12, 80 - k * 6, 238 + k * 12, 90), fill="#1b2631" if k < 2 else "#9fb29a"
        )
    text(d, (245, 165), "≋ swing", 12, "#1b2631", anchor="mm")
    ellipse(d, 180, 225, 24, 24, fill="#c0392b")
    text(d, (180, 225), "ON/OFF", 10, "white", True, "mm")
    text(d, (180, 268), "A  ✱  dry  fan  ☀", 12, anchor="mm")
    buttons = [
        ("MODE", 120, 300),
        ("FAN", 240, 300),
        ("▲", 120, 360),
        ("▼", 120, 420),
        ("SWING", 240, 360),
        ("TIMER", 240, 420),
        ("SLEEP", 120, 480),
        ("TURBO", 240, 480),
    ]
    for name, x, y in buttons:
        d.rounded_rectangle((x - 45, y - 20, x + 45, y + 20), 10, fill="#dfe4ea", outline="#555")
        text(d, (x, y), name, 13, bold=True, anchor="mm")
    text(d, (120, 392), "TEMP", 11, anchor="mm")
    return img


def draw_man2_fittings_bag() -> Image.Image:
    """Flat-pack furniture hardware list printed in an assembly manual, drawn actual-size style with counts: A cam lock (round disc) x8, B cam bolt (threaded pin) x8, C wooden dowel x12, D shelf pin x16, E short screw 3.5x15 mm x20, F hinge x4, G Allen key x1."""
    img, d = canvas(640, 420, "#fbfaf6")
    text(d, (320, 28), "Hardware – check before you start", 18, bold=True, anchor="mm")
    items = [
        ("A", "x8"),
        ("B", "x8"),
        ("C", "x12"),
        ("D", "x16"),
        ("E", "x20"),
        ("F", "x4"),
        ("G", "x1"),
    ]
    for i, (k, n) in enumerate(items):
        x, y = 80 + (i % 4) * 150, 120 + (i // 4) * 170
        d.rectangle((x - 60, y - 60, x + 60, y + 90), outline="#bbb")
        text(d, (x - 50, y - 50), k, 16, bold=True)
        text(d, (x + 50, y + 75), n, 15, bold=True, anchor="rm")
        if k == "A":
            ellipse(d, x, y + 10, 24, 24, fill="#bdc3c7", outline="#333", width=2)
            d.line((x - 10, y + 10, x + 10, y + 10), fill="#333", width=3)
            d.polygon([(x + 10, y + 4), (x + 18, y + 10), (x + 10, y + 16)], fill="#333")
        elif k == "B":
            d.rectangle((x - 4, y - 30, x + 4, y + 40), fill="#95a5a6", outline="#333")
            ellipse(d, x, y - 32, 8, 6, fill="#95a5a6", outline="#333")
            for yy in range(y, y + 40, 6):
                d.line((x - 5, yy, x + 5, yy + 3), fill="#333")
        elif k == "C":
            d.rounded_rectangle(
                (x - 7, y - 30, x + 7, y + 40), 5, fill="#d7b98e", outline="#7a5c3a"
            )
            for yy in range(y - 25, y + 40, 8):
                d.line((x - 6, yy, x + 6, yy), fill="#a6865e")
        elif k == "D":
            d.rectangle((x - 3, y - 10, x + 3, y + 30), fill="#aaa", outline="#333")
            d.rectangle((x - 10, y - 16, x + 10, y - 10), fill="#aaa", outline="#333")
        elif k == "E":
            d.polygon(
                [(x - 3, y - 25), (x + 3, y - 25), (x + 3, y + 25), (x, y + 33), (x - 3, y + 25)],
                fill="#aaa",
                outline="#333",
            )
            d.rectangle((x - 9, y - 31, x + 9, y - 25), fill="#aaa", outline="#333")
        elif k == "F":
            d.rectangle((x - 35, y - 5, x + 10, y + 25), fill="#ccc", outline="#333")
            ellipse(d, x + 25, y + 10, 18, 18, fill="#ccc", outline="#333")
        else:
            d.line((x - 30, y + 30, x + 20, y + 30), fill="#333", width=6)
            d.line((x + 20, y + 30, x + 20, y - 10), fill="#333", width=6)
    text(d, (320, 400), "E: 3.5 x 15 mm", 12, "#555", anchor="mm")
    return img


def draw_man2_water_heater_knob() -> Image.Image:
    """Gas water heater control unit at the bottom of a tank: a gas control knob with positions OFF, PILOT and ON, a temperature dial marked VACATION, A, B, C and VERY HOT set to B, a red piezo igniter push button, the gas knob pointing at PILOT, and a small sight window through which no pilot flame is visible; a label reads 'To relight: turn to PILOT, push and hold knob, press igniter'."""
    img, d = canvas(560, 460, "#d6d9dc")
    d.rectangle((40, 20, 520, 440), fill="#ecf0f1", outline="#777", width=3)
    d.rounded_rectangle((120, 90, 440, 320), 16, fill="#2c3e50", outline="#111")
    ellipse(d, 210, 170, 45, 45, fill="#e74c3c", outline="#111", width=3)
    d.rectangle((205, 128, 215, 170), fill="white")
    for ang, name in ((-150, "OFF"), (-90, "PILOT"), (-30, "ON")):
        a = math.radians(ang)
        text(d, (210 + 68 * math.cos(a), 170 + 68 * math.sin(a)), name, 12, "white", True, "mm")
    ellipse(d, 350, 180, 40, 40, fill="#bdc3c7", outline="#111", width=3)
    for ang, name in ((150, "VAC"), (195, "A"), (240, "B"), (285, "C"), (330, "VH")):
        a = math.radians(ang)
        text(d, (350 + 58 * math.cos(a), 180 + 58 * math.sin(a)), name, 11, "white", True, "mm")
    a = math.radians(240)
    d.line((350, 180, 350 + 32 * math.cos(a), 180 + 32 * math.sin(a)), fill="#111", width=5)
    ellipse(d, 180, 275, 16, 16, fill="#c0392b", outline="#111", width=2)
    text(d, (180, 302), "igniter", 11, "white", anchor="mm")
    d.rectangle((300, 255, 380, 295), fill="#111", outline="#aaa", width=2)
    text(d, (340, 312), "sight window", 11, "white", anchor="mm")
    d.rounded_rectangle((70, 350, 490, 410), 6, fill="#fff8dc", outline="#999")
    text(d, (280, 368), "To relight: turn to PILOT, push and hold", 13, anchor="mm")
    text(d, (280, 390), "knob, press igniter", 13, anchor="mm")
    return img


def draw_man2_gfci_outlet() -> Image.Image:
    """Bathroom wall outlet of the GFCI type: two three-prong sockets with a TEST button (black) and a RESET button (red) between them, and a small status light that is off; a purple hair dryer lies on the counter next to it, its cord hanging down."""
    img, d = canvas(520, 440, "#e9e3d6")
    d.rounded_rectangle((150, 40, 330, 380), 12, fill="#fbfbfb", outline="#999", width=3)
    for y in (110, 300):
        d.rounded_rectangle((195, y - 45, 285, y + 45), 20, fill="#f0f0f0", outline="#bbb")
        d.rectangle((212, y - 22, 220, y + 2), fill="#333")
        d.rectangle((260, y - 22, 268, y + 2), fill="#333")
        d.chord((228, y + 10, 252, y + 34), 180, 360, fill="#333")
    d.rectangle((205, 185, 275, 210), fill="#222")
    text(d, (240, 197), "TEST", 12, "white", True, "mm")
    d.rectangle((198, 218, 282, 250), fill="#c0392b", outline="#7b241c", width=3)
    text(d, (240, 234), "RESET", 13, "white", True, "mm")
    ellipse(d, 300, 200, 5, 5, fill="#888")
    d.rounded_rectangle((380, 300, 500, 340), 14, fill="#8e44ad")
    d.rectangle((360, 305, 390, 335), fill="#6c3483")
    d.line((380, 320, 340, 380), fill="#333", width=3)
    return img


def draw_man2_disc_brake() -> Image.Image:
    """Close-up diagram of a bicycle hydraulic disc brake at the front wheel, labelled: rotor (disc) with cut-outs, caliper, two brake pads on either side of the rotor (the pad material worn down to about 1 mm), the pad retaining pin, the hydraulic hose, and the two caliper mounting bolts; a minimum-thickness note reads 'replace pads below 0.5 mm of material'."""
    img, d = canvas(640, 480, "#f5f6f7")
    ellipse(d, 260, 260, 170, 170, fill="#bdc3c7", outline="#555", width=3)
    ellipse(d, 260, 260, 120, 120, fill="#f5f6f7", outline="#888")
    for k in range(6):
        a = math.radians(k * 60)
        ellipse(d, 260 + 145 * math.cos(a), 260 + 145 * math.sin(a), 10, 10, fill="#f5f6f7")
    ellipse(d, 260, 260, 30, 30, fill="#7f8c8d")
    d.rounded_rectangle((380, 90, 470, 200), 12, fill="#2c3e50", outline="#111", width=2)
    d.rectangle((395, 130, 455, 138), fill="#8d6e63")
    d.rectangle((395, 150, 455, 158), fill="#8d6e63")
    d.line((425, 105, 425, 185), fill="#f1c40f", width=3)
    d.line((470, 120, 600, 40), fill="#111", width=6)
    for y in (100, 190):
        ellipse(d, 470, y, 8, 8, fill="#bbb", outline="#111")
    leader(d, (150, 200), (80, 60), "rotor")
    leader(d, (420, 100), (300, 40), "caliper")
    leader(d, (455, 134), (560, 170), "pad (about 1 mm left)", 11)
    leader(d, (425, 185), (540, 250), "pad retaining pin", 11)
    leader(d, (560, 65), (600, 110), "hose", 11)
    leader(d, (470, 190), (540, 320), "mounting bolts", 11)
    d.rounded_rectangle((60, 430, 580, 465), 6, fill="#fdedec", outline="#c0392b")
    text(d, (320, 447), "replace pads below 0.5 mm of material", 14, "#922b21", True, "mm")
    return img


def draw_man2_engine_bay() -> Image.Image:
    """Top view of a car's engine bay with the bonnet open, no labels: a black battery at the front left; a translucent coolant expansion tank with a blue cap marked with a thermometer-and-waves symbol at the front right; a small brake-fluid reservoir with a yellow cap near the windscreen on the driver's side (right); a washer-fluid reservoir with a blue cap showing a windscreen-spray symbol at the front left next to the battery; the engine cover in the middle with a yellow oil filler cap with an oil-can symbol and a yellow dipstick loop beside it."""
    img, d = canvas(640, 480, "#3a3d42")
    d.rectangle((40, 40, 600, 440), fill="#2a2c30", outline="#111", width=3)
    d.rounded_rectangle((200, 150, 440, 330), 20, fill="#555a61", outline="#111", width=2)
    ellipse(d, 280, 240, 20, 20, fill="#f1c40f", outline="#333", width=2)
    d.polygon([(270, 244), (286, 244), (292, 236), (276, 234)], fill="#333")
    d.arc((340, 230, 370, 260), 0, 360, fill="#f1c40f", width=6)
    d.line((355, 260, 355, 300), fill="#f1c40f", width=4)
    d.rectangle((70, 300, 170, 400), fill="#111", outline="#666", width=2)
    text(d, (95, 315), "+", 20, "#e74c3c", True, "mm")
    text(d, (145, 315), "−", 20, "white", True, "mm")
    d.rounded_rectangle((70, 170, 160, 270), 10, fill="#d6eaf8", outline="#888")
    ellipse(d, 115, 185, 16, 16, fill="#2e86c1")
    d.arc((103, 178, 127, 196), 200, 340, fill="white", width=2)
    d.line((108, 190, 122, 190), fill="white", width=2)
    d.rounded_rectangle((470, 290, 570, 400), 10, fill="#e8f1f5", outline="#888")
    d.rectangle((472, 340, 568, 398), fill="#f5b7b1")
    ellipse(d, 520, 305, 16, 16, fill="#2e86c1")
    d.line((512, 310, 512, 298), fill="white", width=2)
    d.arc((506, 300, 534, 316), 0, 180, fill="white", width=2)
    d.rounded_rectangle((480, 70, 540, 130), 8, fill="#fdfefe", outline="#888")
    ellipse(d, 510, 80, 14, 14, fill="#f1c40f")
    d.arc((500, 72, 520, 88), 0, 360, fill="#333", width=2)
    text(d, (320, 460), "front of car", 12, "#bbb", anchor="mm")
    text(d, (320, 26), "windscreen", 12, "#bbb", anchor="mm")
    return img


def draw_man2_circular_saw() -> Image.Image:
    """Side view of a corded circular saw without labels: the main handle with a trigger and a small lock-off button above it, a front auxiliary knob, the upper fixed blade guard and a lower retractable guard with its lever, a toothed blade, a flat base plate (shoe) with a bevel adjustment knob at the front and a depth-adjustment lever at the rear, and a dust port."""
    img, d = canvas(640, 420, "#eef0f2")
    d.rectangle((80, 300, 560, 318), fill="#95a5a6", outline="#333", width=2)
    ellipse(d, 300, 280, 110, 110, fill="#bdc3c7", outline="#333", width=2)
    for k in range(36):
        a = math.radians(k * 10)
        d.polygon(
            [
                (300 + 110 * math.cos(a), 280 + 110 * math.sin(a)),
                (300 + 122 * math.cos(a + 0.08), 280 + 122 * math.sin(a + 0.08)),
                (300 + 110 * math.cos(a + 0.17), 280 + 110 * math.sin(a + 0.17)),
            ],
            fill="#7f8c8d",
        )
    d.pieslice((180, 160, 420, 400), 180, 360, fill="#c0392b", outline="#333", width=2)
    d.chord((195, 290, 405, 400), 20, 160, fill="#d5d8dc", outline="#333", width=2)
    d.line((220, 330, 200, 350), fill="#333", width=5)
    d.rounded_rectangle((330, 120, 470, 210), 30, fill="#34495e", outline="#111", width=2)
    d.rounded_rectangle((420, 80, 520, 130), 20, fill="#2c3e50", outline="#111", width=2)
    d.rectangle((440, 130, 458, 160), fill="#e67e22")
    d.rectangle((430, 72, 444, 82), fill="#f1c40f")
    ellipse(d, 220, 150, 22, 22, fill="#2c3e50", outline="#111")
    ellipse(d, 100, 290, 12, 12, fill="#f39c12", outline="#333")
    d.rectangle((520, 260, 560, 300), fill="#7f8c8d", outline="#333")
    d.line((540, 260, 560, 230), fill="#333", width=5)
    d.rounded_rectangle((150, 180, 190, 210), 6, fill="#7f8c8d", outline="#333")
    return img


def draw_man2_car_seat_isofix() -> Image.Image:
    """Diagram of a forward-facing child car seat from the manual, labelled: two ISOFIX connector arms at the base with green/red indicator windows, a top tether strap with a hook coming from the back of the seat, a support leg option not fitted, a five-point harness with a chest clip and a central buckle, the harness adjuster strap at the front, and the headrest height adjuster on top."""
    img, d = canvas(560, 520, "#f7f7f7")
    d.rounded_rectangle((160, 60, 380, 420), 30, fill="#34495e", outline="#111", width=3)
    d.rounded_rectangle((180, 40, 360, 130), 30, fill="#2c3e50", outline="#111", width=2)
    d.rounded_rectangle((120, 400, 420, 450), 10, fill="#2c3e50", outline="#111")
    for x in (190, 350):
        d.rectangle((x - 10, 450, x + 10, 490), fill="#7f8c8d", outline="#333")
        d.rectangle((x - 6, 460, x + 6, 472), fill="#27ae60")
    d.line((230, 150, 250, 330), fill="#c0392b", width=8)
    d.line((310, 150, 290, 330), fill="#c0392b", width=8)
    d.line((210, 340, 330, 340), fill="#c0392b", width=8)
    d.rectangle((250, 230, 290, 250), fill="#bdc3c7", outline="#333")
    d.rectangle((255, 320, 285, 360), fill="#bdc3c7", outline="#333")
    d.line((270, 420, 270, 470), fill="#c0392b", width=6)
    d.line((360, 80, 470, 40), fill="#2c3e50", width=6)
    d.polygon([(470, 30), (490, 40), (470, 50)], fill="#7f8c8d")
    ellipse(d, 270, 50, 10, 10, fill="#e67e22")
    leader(d, (270, 50), (120, 20), "headrest adjuster", 11)
    leader(d, (480, 40), (480, 110), "top tether + hook", 11)
    leader(d, (270, 240), (440, 230), "chest clip", 11)
    leader(d, (270, 340), (440, 330), "buckle", 11)
    leader(d, (270, 460), (430, 500), "harness adjuster strap", 11)
    leader(d, (190, 466), (115, 505), "ISOFIX connector + indicator", 11)
    text(d, (80, 300), "support leg:", 11, anchor="mm")
    text(d, (80, 316), "not fitted", 11, anchor="mm")
    return img


def draw_man2_sink_trap() -> Image.Image:
    """Diagram of the pipes under a bathroom sink, labelled from top to bottom: the sink drain and tailpiece, a slip nut and washer, the U-shaped trap bend (P-trap) holding water, a second slip nut, the horizontal trap arm, and the drain pipe going into the wall; a bucket is drawn under the trap."""
    img, d = canvas(560, 480, "#f2f2ee")
    d.rectangle((60, 40, 360, 70), fill="white", outline="#888", width=2)
    d.rectangle((190, 70, 220, 200), fill="#d5d8dc", outline="#555", width=2)
    d.rectangle((183, 200, 227, 215), fill="#95a5a6", outline="#333")
    d.rectangle((190, 215, 220, 255), fill="#d5d8dc", outline="#555", width=2)
    d.arc((170, 190, 300, 320), 0, 180, fill="#d5d8dc", width=30)
    d.arc((170, 190, 300, 320), 0, 180, fill="#555", width=2)
    d.rectangle((270, 215, 300, 250), fill="#d5d8dc", outline="#555", width=2)
    d.rectangle((263, 200, 307, 215), fill="#95a5a6", outline="#333")
    d.rectangle((300, 200, 480, 228), fill="#d5d8dc", outline="#555", width=2)
    d.rectangle((480, 170, 520, 260), fill="#c8b99a", outline="#777")
    d.arc((180, 250, 290, 310), 20, 160, fill="#5dade2", width=6)
    d.polygon([(150, 380), (330, 380), (310, 460), (170, 460)], fill="#85929e", outline="#333")
    leader(d, (205, 120), (90, 120), "tailpiece", 12)
    leader(d, (190, 207), (80, 200), "slip nut", 12)
    leader(d, (235, 315), (120, 340), "trap bend (holds water)", 12)
    leader(d, (285, 207), (330, 150), "slip nut", 12)
    leader(d, (400, 214), (400, 290), "trap arm", 12)
    leader(d, (500, 215), (500, 320), "wall drain", 12)
    text(d, (240, 470), "bucket", 12, anchor="mm")
    return img


def draw_man2_trv_valve() -> Image.Image:
    """Thermostatic radiator valve on a radiator's inlet pipe: a white head with a numbered scale - a blue asterisk for frost protection, then 1, 2, 3, 4 and 5 - currently set to 5, with an arrow mark on the valve body showing the setting; the radiator's other end has a plain lockshield valve under a plastic cap."""
    img, d = canvas(600, 420, "#eceae4")
    d.rectangle((120, 60, 520, 300), fill="#fbfbfb", outline="#aaa", width=3)
    for x in range(140, 510, 24):
        d.line((x, 70, x, 290), fill="#e3e3e3", width=6)
    d.rectangle((60, 300, 140, 320), fill="#c0c0c0", outline="#777")
    d.rectangle((50, 320, 70, 400), fill="#c0c0c0", outline="#777")
    d.rounded_rectangle((70, 190, 130, 300), 16, fill="white", outline="#888", width=2)
    marks = ["❄", "1", "2", "3", "4", "5"]
    for i, m in enumerate(marks):
        text(
            d,
            (100, 205 + i * 16),
            m if m != "❄" else "*",
            12,
            "#2e86c1" if i == 0 else "black",
            True,
            "mm",
        )
    d.polygon([(62, 280), (70, 284), (62, 288)], fill="#c0392b")
    d.rectangle((520, 300, 560, 320), fill="#c0c0c0", outline="#777")
    d.rectangle((550, 320, 570, 400), fill="#c0c0c0", outline="#777")
    d.rounded_rectangle((520, 270, 556, 302), 6, fill="white", outline="#888")
    leader(d, (100, 240), (240, 360), "thermostatic head (set to 5)", 12)
    leader(d, (538, 286), (420, 370), "lockshield valve (cap)", 12)
    return img


def draw_man2_irrigation_timer() -> Image.Image:
    """Battery-powered garden tap timer: a small LCD showing '06:00  20 min  every 2 days' with a rain-drop-with-slash icon and the text 'RAIN DELAY 24h' lit, buttons labelled SET, +, -, MANUAL and RAIN DELAY, a battery compartment cover on the front marked '2 x AA', the tap connector at the top and the hose outlet at the bottom."""
    img, d = canvas(480, 560, "#dfe9d8")
    d.rectangle((215, 20, 265, 70), fill="#95a5a6", outline="#555")
    d.rounded_rectangle((110, 70, 370, 470), 30, fill="#2e7d32", outline="#1b5e20", width=3)
    d.rounded_rectangle((140, 100, 340, 210), 10, fill="#c8d6c0", outline="#333")
    text(d, (240, 125), "06:00   20 min", 18, "#1b2631", True, "mm")
    text(d, (240, 152), "every 2 days", 15, "#1b2631", anchor="mm")
    text(d, (240, 185), "RAIN DELAY 24h", 13, "#c0392b", True, "mm")
    d.line((150, 175, 170, 195), fill="#c0392b", width=2)
    ellipse(d, 160, 185, 5, 7, outline="#2e86c1", width=2)
    for x, y, name in (
        (170, 250, "SET"),
        (240, 250, "+"),
        (310, 250, "−"),
        (185, 310, "MANUAL"),
        (295, 310, "RAIN DELAY"),
    ):
        half = 30 if name in {"SET", "+", "−"} else 48
        d.rounded_rectangle(
            (x - half, y - 18, x + half, y + 18), 9, fill="#a5d6a7", outline="#1b5e20"
        )
        text(d, (x, y), name, 12, bold=True, anchor="mm")
    d.rounded_rectangle((170, 360, 310, 430), 8, fill="#388e3c", outline="#1b5e20")
    text(d, (240, 395), "2 x AA", 14, "white", True, "mm")
    d.rectangle((220, 470, 260, 530), fill="#95a5a6", outline="#555")
    return img


def draw_man2_car_key_fob() -> Image.Image:
    """Car key fob seen from the front and the back: the front has four buttons labelled LOCK, UNLOCK, BOOT and a red PANIC button, and a small red LED at the top; the back shows a sliding release catch labelled 'PUSH' and the metal blade of an emergency mechanical key partly pulled out, and a seam where the case splits to reach the coin battery."""
    img, d = canvas(640, 420, "#eceff1")
    for cx, back in ((170, False), (470, True)):
        d.rounded_rectangle(
            (cx - 80, 60, cx + 80, 360), 40, fill="#2b2b2b", outline="#111", width=3
        )
        if not back:
            ellipse(d, cx, 90, 5, 5, fill="#e74c3c")
            for i, lab in enumerate(("LOCK", "UNLOCK", "BOOT")):
                y = 140 + i * 65
                ellipse(d, cx, y, 26, 26, fill="#444", outline="#777", width=2)
                text(d, (cx, y), lab, 10, "white", True, "mm")
            ellipse(d, cx, 330, 18, 18, fill="#c0392b", outline="#777", width=2)
            text(d, (cx, 330), "PANIC", 8, "white", True, "mm")
            text(d, (cx, 395), "front", 13, anchor="mm")
        else:
            d.line((cx - 80, 210, cx + 80, 210), fill="#555", width=2)
            d.rounded_rectangle((cx - 30, 90, cx + 30, 120), 6, fill="#555")
            text(d, (cx, 105), "PUSH", 11, "white", True, "mm")
            d.polygon(
                [(cx + 80, 270), (cx + 150, 262), (cx + 160, 272), (cx + 150, 290), (cx + 80, 290)],
                fill="#bdc3c7",
                outline="#555",
            )
            text(d, (cx, 395), "back", 13, anchor="mm")
    return img
