"""Product context images for the ablation-scale ATP set (drawn with Pillow).

Each ``draw_<name>`` docstring is the caption and describes exactly what is drawn.
"""

from __future__ import annotations

import math

from make_atp_images import canvas, ellipse, fig_image, figure, leader, text
from PIL import Image


def draw_prod2_washer_dial() -> Image.Image:
    """Washing machine control panel: a programme dial with twelve positions clockwise from the top - Cottons, Eco 40-60, Synthetics, Mix, Delicates, Wool/Hand, Quick 15', Rinse, Spin/Drain, Duvet, Sportswear, Off; to the right, buttons for Temp (°C), Spin (rpm), Pre-wash, Delay end and Start/Pause, and a display showing 40° 1200 1:59; the dial currently points to Cottons."""
    img, d = canvas(640, 380, "#eceff1")
    d.rounded_rectangle((20, 30, 620, 350), 16, fill="white", outline="#888", width=2)
    cx, cy = 190, 190
    progs = [
        "Cottons",
        "Eco 40-60",
        "Synthetics",
        "Mix",
        "Delicates",
        "Wool/Hand",
        "Quick 15'",
        "Rinse",
        "Spin/Drain",
        "Duvet",
        "Sportswear",
        "Off",
    ]
    for i, name in enumerate(progs):
        a = math.radians(-90 + i * 30)
        text(d, (cx + 128 * math.cos(a), cy + 128 * math.sin(a)), name, 11, anchor="mm")
        d.line(
            (
                cx + 80 * math.cos(a),
                cy + 80 * math.sin(a),
                cx + 92 * math.cos(a),
                cy + 92 * math.sin(a),
            ),
            fill="#555",
            width=2,
        )
    ellipse(d, cx, cy, 72, 72, fill="#dfe4ea", outline="#555", width=3)
    d.line((cx, cy, cx, cy - 62), fill="#c0392b", width=6)
    d.rounded_rectangle((360, 60, 600, 110), 8, fill="#1c2833")
    text(d, (480, 85), "40°   1200   1:59", 20, "#7ee8fa", True, "mm")
    for i, name in enumerate(("Temp °C", "Spin rpm", "Pre-wash", "Delay end")):
        x, y = 390 + (i % 2) * 120, 150 + (i // 2) * 70
        d.rounded_rectangle((x - 45, y - 18, x + 45, y + 18), 8, fill="#dfe4ea", outline="#555")
        text(d, (x, y), name, 12, anchor="mm")
    d.rounded_rectangle((400, 280, 560, 320), 10, fill="#2e86c1", outline="#1b4f72")
    text(d, (480, 300), "Start / Pause", 14, "white", True, "mm")
    return img


def draw_prod2_phone_camera_ui() -> Image.Image:
    """Phone camera app screenshot in portrait orientation: a viewfinder showing a dim street at dusk; at the top icons for flash (with an A for auto), HDR (on, underlined), a 3 s self-timer and a settings gear; above the shutter, zoom buttons 0.5x, 1x (selected) and 3x; a mode strip reading NIGHT, PORTRAIT, PHOTO (selected), VIDEO, PRO; and the round shutter button with a gallery thumbnail and a camera-flip icon."""
    img, d = canvas(360, 640, "#000")
    d.rectangle((0, 60, 360, 470), fill="#2c3e50")
    d.rectangle((0, 330, 360, 470), fill="#1b2631")
    for x in (40, 120, 230, 300):
        d.rectangle((x, 200, x + 50, 330), fill="#34495e")
        for y in range(215, 320, 25):
            d.rectangle((x + 10, y, x + 20, y + 10), fill="#f7dc6f")
    ellipse(d, 300, 110, 14, 14, fill="#fdebd0")
    for x, s in ((40, "⚡A"), (130, "HDR"), (220, "3s"), (310, "⚙")):
        text(d, (x, 30), s, 16, "white", True, "mm")
    d.line((112, 38, 148, 38), fill="#f1c40f", width=3)
    for x, z in ((120, "0.5x"), (180, "1x"), (240, "3x")):
        sel = z == "1x"
        ellipse(d, x, 440, 20, 20, fill="#f1c40f" if sel else "#555")
        text(d, (x, 440), z, 12, "black" if sel else "white", True, "mm")
    for x, m in ((30, "NIGHT"), (105, "PORTRAIT"), (185, "PHOTO"), (255, "VIDEO"), (315, "PRO")):
        text(d, (x, 500), m, 12, "#f1c40f" if m == "PHOTO" else "white", m == "PHOTO", "mm")
    ellipse(d, 180, 570, 36, 36, outline="white", width=4)
    ellipse(d, 180, 570, 28, 28, fill="white")
    d.rounded_rectangle((40, 550, 80, 590), 6, fill="#7f8c8d")
    ellipse(d, 300, 570, 20, 20, outline="white", width=2)
    text(d, (300, 570), "⟲", 18, "white", anchor="mm")
    return img


def draw_prod2_stick_vacuums() -> Image.Image:
    """Shop comparison card of two cordless stick vacuums: Vac A 'suction 150 AW, runtime 60 min (eco) / 8 min (boost), bin 0.75 L, weight 2.6 kg, removable battery: yes, HEPA: yes, price €449'; Vac B 'suction 100 AW, runtime 40 min (eco) / 10 min (boost), bin 0.4 L, weight 1.5 kg, removable battery: no, HEPA: no, price €229'."""
    img, d = canvas(640, 420, "#fbfbf8")
    text(d, (320, 30), "Cordless stick vacuums", 20, bold=True, anchor="mm")
    rows = [
        ("suction", "150 AW", "100 AW"),
        ("runtime eco / boost", "60 / 8 min", "40 / 10 min"),
        ("bin", "0.75 L", "0.4 L"),
        ("weight", "2.6 kg", "1.5 kg"),
        ("removable battery", "yes", "no"),
        ("HEPA filter", "yes", "no"),
        ("price", "€449", "€229"),
    ]
    for x, name, col in ((330, "Vac A", "#8e44ad"), (510, "Vac B", "#16a085")):
        d.rounded_rectangle((x - 70, 55, x + 70, 95), 8, fill=col)
        text(d, (x, 75), name, 16, "white", True, "mm")
    for i, (k, a, b) in enumerate(rows):
        y = 125 + i * 40
        if i % 2 == 0:
            d.rectangle((20, y - 18, 620, y + 18), fill="#f0f0ea")
        text(d, (40, y), k, 14, anchor="lm")
        text(d, (330, y), a, 14, bold=True, anchor="mm")
        text(d, (510, y), b, 14, bold=True, anchor="mm")
    return img


def draw_prod2_ebike_display() -> Image.Image:
    """E-bike handlebar display: assist mode TOUR highlighted in a list ECO / TOUR / SPORT / TURBO, speed 21 km/h, a battery gauge with 3 of 5 bars, estimated range 48 km, odometer 1,284 km, and a separate control pad with + and - buttons, a light button and a WALK button."""
    img, d = canvas(640, 360, "#d5d8dc")
    d.rounded_rectangle((60, 40, 400, 320), 20, fill="#17202a", outline="#000", width=3)
    text(d, (230, 110), "21", 64, "white", True, "mm")
    text(d, (320, 128), "km/h", 16, "white", anchor="mm")
    for i, mode in enumerate(("ECO", "TOUR", "SPORT", "TURBO")):
        x = 100 + i * 75
        sel = mode == "TOUR"
        d.rounded_rectangle((x - 30, 170, x + 30, 196), 6, fill="#27ae60" if sel else "#2c3e50")
        text(d, (x, 183), mode, 12, "white", sel, "mm")
    for k in range(5):
        d.rectangle((100 + k * 26, 225, 120 + k * 26, 250), fill="#27ae60" if k < 3 else "#566573")
    text(d, (250, 238), "Range 48 km", 16, "white", anchor="lm")
    text(d, (100, 290), "ODO 1,284 km", 14, "#aab7b8", anchor="lm")
    d.rounded_rectangle((450, 80, 600, 290), 18, fill="#2c3e50")
    for y, s in ((120, "+"), (175, "−")):
        ellipse(d, 525, y, 22, 22, fill="#566573")
        text(d, (525, y), s, 24, "white", True, "mm")
    d.rounded_rectangle((470, 215, 515, 245), 6, fill="#566573")
    text(d, (492, 230), "☼", 16, "white", anchor="mm")
    d.rounded_rectangle((525, 215, 585, 245), 6, fill="#566573")
    text(d, (555, 230), "WALK", 11, "white", True, "mm")
    return img


def draw_prod2_pressure_cooker_lid() -> Image.Image:
    """Top view of an electric pressure cooker lid with labelled parts: the steam release handle (switchable between SEALING and VENTING), a small metal float valve (pin) next to it, the lid handle, and, shown beside the lid, the removable silicone sealing ring; the steam release handle is set to VENTING."""
    img, d = canvas(640, 460, "#f4f1ec")
    ellipse(d, 260, 230, 190, 190, fill="#c8ccd0", outline="#555", width=4)
    ellipse(d, 260, 230, 150, 150, outline="#999", width=2)
    d.rounded_rectangle((180, 60, 340, 100), 16, fill="#2c3e50")
    d.rounded_rectangle((300, 170, 360, 230), 10, fill="#34495e")
    d.polygon([(330, 160), (345, 175), (315, 175)], fill="#e74c3c")
    text(d, (330, 245), "SEALING  VENTING", 10, anchor="mm")
    d.line((345, 200, 375, 170), fill="#e74c3c", width=4)
    ellipse(d, 250, 200, 9, 9, fill="#bdc3c7", outline="#333", width=2)
    ellipse(d, 540, 230, 80, 80, outline="#95a5a6", width=12)
    leader(d, (330, 200), (480, 80), "steam release handle (on VENTING)")
    leader(d, (250, 200), (120, 390), "float valve")
    leader(d, (260, 80), (100, 40), "lid handle")
    leader(d, (540, 310), (540, 420), "silicone sealing ring")
    return img


def draw_prod2_energy_labels() -> Image.Image:
    """Two EU energy labels side by side for fridge-freezers: Fridge 1 is class B with 128 kWh/annum, 60 L freezer, 250 L fridge and 35 dB noise, priced €899; Fridge 2 is class E with 255 kWh/annum, 60 L freezer, 250 L fridge and 40 dB noise, priced €599; each label shows the A-G coloured scale with its class arrow."""
    img, d = canvas(640, 480, "#ffffff")
    scale = ["#00a651", "#50b848", "#bfd730", "#fff200", "#fdb913", "#f37021", "#ed1c24"]
    for x0, name, cls, kwh, noise, price in (
        (30, "Fridge 1", "B", 128, 35, "€899"),
        (340, "Fridge 2", "E", 255, 40, "€599"),
    ):
        d.rectangle((x0, 20, x0 + 270, 460), outline="#333", width=2)
        text(d, (x0 + 135, 45), f"{name} – {price}", 16, bold=True, anchor="mm")
        for i, col in enumerate(scale):
            y = 75 + i * 30
            d.polygon(
                [
                    (x0 + 15, y),
                    (x0 + 70 + i * 15, y),
                    (x0 + 82 + i * 15, y + 12),
                    (x0 + 70 + i * 15, y + 24),
                    (x0 + 15, y + 24),
                ],
                fill=col,
            )
            text(d, (x0 + 25, y + 12), "ABCDEFG"[i], 14, "white", True, "lm")
        k = "ABCDEFG".index(cls)
        y = 75 + k * 30
        d.polygon(
            [
                (x0 + 260, y - 4),
                (x0 + 200, y - 4),
                (x0 + 185, y + 12),
                (x0 + 200, y + 28),
                (x0 + 260, y + 28),
            ],
            fill="black",
        )
        text(d, (x0 + 225, y + 12), cls, 20, "white", True, "mm")
        text(d, (x0 + 135, 305), f"{kwh} kWh/annum", 20, bold=True, anchor="mm")
        text(d, (x0 + 135, 345), "freezer 60 L   fridge 250 L", 13, anchor="mm")
        text(d, (x0 + 135, 380), f"noise {noise} dB", 13, anchor="mm")
    return img


def draw_prod2_lens_switches() -> Image.Image:
    """Side view of an 18-55 mm kit zoom lens for a camera: a zoom ring with focal-length marks 18, 24, 35, 45 and 55, a thin manual focus ring at the front, and two slide switches on the barrel: AF/MF (set to AF) and STABILIZER ON/OFF (set to ON)."""
    img, d = canvas(640, 360, "#eef0f2")
    d.rectangle((80, 110, 520, 250), fill="#222", outline="#000", width=2)
    d.rectangle((520, 120, 580, 240), fill="#333")
    d.rectangle((380, 110, 500, 250), fill="#2b2b2b")
    for x in range(385, 500, 8):
        d.line((x, 112, x, 248), fill="#444", width=3)
    for x in range(530, 576, 6):
        d.line((x, 122, x, 238), fill="#4d4d4d", width=2)
    for i, f in enumerate(("18", "24", "35", "45", "55")):
        text(d, (395 + i * 24, 95), f, 13, bold=True, anchor="mm")
    text(d, (440, 270), "zoom ring", 12, anchor="mm")
    text(d, (550, 270), "focus ring", 12, anchor="mm")
    for y, (a, b), on_left in ((145, ("AF", "MF"), True), (200, ("ON", "OFF"), True)):
        d.rounded_rectangle((150, y - 14, 270, y + 14), 6, fill="#111", outline="#777")
        text(d, (175, y), a, 12, "white", True, "mm")
        text(d, (245, y), b, 12, "#aaa", anchor="mm")
        d.rectangle((193 if on_left else 213, y - 9, 207 if on_left else 227, y + 9), fill="#ddd")
    text(d, (210, 228), "STABILIZER", 10, "white", anchor="mm")
    text(d, (300, 320), "18-55 mm kit lens, side view", 14, "#333", anchor="mm")
    return img


def draw_prod2_mattress_table() -> Image.Image:
    """Comparison table of three queen mattresses: Memory foam - firmness 5/10, motion isolation excellent, sleeps warm, edge support fair, 100-night trial, €650; Hybrid (pocket springs + foam) - firmness 6/10, motion isolation good, sleeps cool, edge support good, 100-night trial, €890; Latex - firmness 7/10, motion isolation good, sleeps cool, edge support good, 365-night trial, €1,250."""
    img, d = canvas(640, 360, "#fbfaf6")
    heads = ["", "Memory foam", "Hybrid", "Latex"]
    rows = [
        ("firmness", "5/10", "6/10", "7/10"),
        ("motion isolation", "excellent", "good", "good"),
        ("temperature", "sleeps warm", "sleeps cool", "sleeps cool"),
        ("edge support", "fair", "good", "good"),
        ("trial", "100 nights", "100 nights", "365 nights"),
        ("price (queen)", "€650", "€890", "€1,250"),
    ]
    xs = [30, 250, 380, 510]
    text(d, (320, 25), "Queen mattresses compared", 18, bold=True, anchor="mm")
    for x, h in zip(xs, heads, strict=True):
        text(d, (x, 65), h, 14, bold=True, anchor="lm")
    d.line((20, 82, 620, 82), fill="#333", width=2)
    for i, row in enumerate(rows):
        y = 108 + i * 40
        for x, cell in zip(xs, row, strict=True):
            text(d, (x, y), cell, 14, anchor="lm")
        d.line((20, y + 20, 620, y + 20), fill="#ddd")
    return img


def _spec_card(
    title: str, heads: list[str], rows: list[tuple[str, ...]], w: int = 640
) -> Image.Image:
    h = 110 + 40 * len(rows)
    img, d = canvas(w, h, "#fbfbf8")
    text(d, (w / 2, 28), title, 18, bold=True, anchor="mm")
    xs = [30] + [30 + (w - 60) * (i + 1) / len(heads) + 10 for i in range(len(heads) - 1)]
    for x, head in zip(xs, heads, strict=True):
        text(d, (x, 68), head, 14, bold=True, anchor="lm")
    d.line((20, 86, w - 20, 86), fill="#333", width=2)
    for i, row in enumerate(rows):
        y = 110 + i * 40
        if i % 2 == 0:
            d.rectangle((20, y - 18, w - 20, y + 18), fill="#f0f0ea")
        for x, cell in zip(xs, row, strict=True):
            text(d, (x, y), cell, 14, anchor="lm")
    return img


def draw_prod2_phone_specs() -> Image.Image:
    """Spec comparison card of two smartphones: Phone P - 6.1-inch OLED 120 Hz, main camera 50 MP with 3x telephoto, battery 3,900 mAh, charging 25 W, storage 128 GB, 5 years of OS updates, weight 168 g, price €799; Phone Q - 6.7-inch OLED 120 Hz, main camera 50 MP with no telephoto, battery 5,000 mAh, charging 45 W, storage 256 GB, 3 years of OS updates, weight 205 g, price €549."""
    return _spec_card(
        "Phone P vs Phone Q",
        ["", "Phone P", "Phone Q"],
        [
            ("screen", '6.1" OLED 120 Hz', '6.7" OLED 120 Hz'),
            ("cameras", "50 MP + 3x tele", "50 MP, no tele"),
            ("battery", "3,900 mAh", "5,000 mAh"),
            ("charging", "25 W", "45 W"),
            ("storage", "128 GB", "256 GB"),
            ("OS updates", "5 years", "3 years"),
            ("weight", "168 g", "205 g"),
            ("price", "€799", "€549"),
        ],
    )


def draw_prod2_monitor_specs() -> Image.Image:
    """Spec comparison card of two monitors: Monitor M1 - 27-inch, 2560x1440, 165 Hz, IPS panel, 1 ms, 99% sRGB, HDR400, height-adjustable stand, €329; Monitor M2 - 32-inch, 3840x2160 (4K), 60 Hz, VA panel, 4 ms, 90% DCI-P3, HDR600, tilt-only stand, €449."""
    return _spec_card(
        "Monitor M1 vs Monitor M2",
        ["", "M1", "M2"],
        [
            ("size", '27"', '32"'),
            ("resolution", "2560 x 1440", "3840 x 2160 (4K)"),
            ("refresh rate", "165 Hz", "60 Hz"),
            ("panel / response", "IPS, 1 ms", "VA, 4 ms"),
            ("colour", "99% sRGB", "90% DCI-P3"),
            ("HDR", "HDR400", "HDR600"),
            ("stand", "height-adjustable", "tilt only"),
            ("price", "€329", "€449"),
        ],
    )


def draw_prod2_blender_dial() -> Image.Image:
    """Front control panel of a high-speed blender: a central variable-speed dial numbered 1 to 10 currently at 1, a PULSE toggle on the left, program buttons SMOOTHIE, ICE CRUSH, SOUP and CLEAN on the right, and an ON/OFF switch at the bottom."""
    img, d = canvas(640, 360, "#2b2d31")
    d.rounded_rectangle((20, 30, 620, 330), 24, fill="#3a3d43", outline="#111", width=3)
    cx, cy = 320, 170
    ellipse(d, cx, cy, 80, 80, fill="#c9ccd1", outline="#111", width=3)
    for k in range(10):
        a = math.radians(135 + k * 30)
        text(
            d, (cx + 104 * math.cos(a), cy + 104 * math.sin(a)), str(k + 1), 14, "white", True, "mm"
        )
    a = math.radians(135)
    d.line((cx, cy, cx + 60 * math.cos(a), cy + 60 * math.sin(a)), fill="#c0392b", width=6)
    d.rounded_rectangle((60, 140, 140, 200), 10, fill="#566573", outline="#111")
    text(d, (100, 170), "PULSE", 14, "white", True, "mm")
    for i, name in enumerate(("SMOOTHIE", "ICE CRUSH", "SOUP", "CLEAN")):
        y = 80 + i * 55
        d.rounded_rectangle((460, y - 20, 590, y + 20), 10, fill="#566573", outline="#111")
        text(d, (525, y), name, 13, "white", True, "mm")
    d.rounded_rectangle((270, 280, 370, 315), 8, fill="#c0392b")
    text(d, (320, 297), "ON / OFF", 13, "white", True, "mm")
    return img


def draw_prod2_mesh_app() -> Image.Image:
    """Mesh Wi-Fi app screenshot titled 'Network health': main router 'Hallway' connected to the modem; satellite node 'Living room' with connection 'Great' (green); satellite node 'Office' with connection 'Weak' (red) and the hint 'Move this node closer to another node'; 14 devices connected; a floor sketch shows Office at the far end of the house, two rooms beyond the Hallway."""
    img, d = canvas(360, 640, "#f4f6f8")
    d.rectangle((0, 0, 360, 60), fill="#1f618d")
    text(d, (180, 30), "Network health", 18, "white", True, "mm")
    nodes = [
        ("Hallway (router)", "Online", "#27ae60", 120),
        ("Living room", "Great", "#27ae60", 220),
        ("Office", "Weak", "#c0392b", 320),
    ]
    for name, status, col, y in nodes:
        d.rounded_rectangle((20, y - 35, 340, y + 35), 12, fill="white", outline="#ccc")
        ellipse(d, 55, y, 18, 18, fill=col)
        text(d, (85, y - 10), name, 15, bold=True, anchor="lm")
        text(d, (85, y + 14), status, 13, col, True, "lm")
    text(d, (180, 375), "Move this node closer to another node", 12, "#c0392b", anchor="mm")
    text(d, (180, 410), "14 devices connected", 14, anchor="mm")
    d.rectangle((30, 450, 330, 600), outline="#555", width=2)
    for x in (105, 180, 255):
        d.line((x, 450, x, 600), fill="#999", width=2)
    for x, name in ((67, "Living"), (142, "Hallway"), (217, "Kitchen"), (292, "Office")):
        text(d, (x, 470), name, 11, anchor="mm")
    ellipse(d, 67, 530, 8, 8, fill="#27ae60")
    ellipse(d, 142, 530, 8, 8, fill="#2e86c1")
    ellipse(d, 305, 580, 8, 8, fill="#c0392b")
    return img


def draw_prod2_tyre_sidewall() -> Image.Image:
    """Close-up of a car tyre sidewall with raised markings: the size code '205/55 R16 91V', the brand area left blank, 'TUBELESS', a DOT code ending in '2319', and a small triangle marking the tread-wear indicator position."""
    img, d = canvas(640, 360, "#1c1c1c")
    d.pieslice((-200, 60, 840, 900), 200, 340, fill="#2a2a2a", outline="#444", width=3)
    d.pieslice((-80, 200, 720, 900), 200, 340, fill="#151515")
    text(d, (320, 120), "205/55 R16 91V", 34, "#bdbdbd", True, "mm")
    text(d, (140, 175), "TUBELESS", 16, "#9e9e9e", True, "mm")
    text(d, (470, 175), "DOT  XJ 7K  ABC  2319", 16, "#9e9e9e", True, "mm")
    d.polygon([(300, 190), (320, 160), (340, 190)], outline="#9e9e9e", width=3)
    text(d, (320, 210), "TWI", 11, "#9e9e9e", anchor="mm")
    return img


def draw_prod2_power_bank_label() -> Image.Image:
    """Label on the back of a power bank: 'Capacity 20000 mAh 3.7 V 74 Wh', 'Input USB-C 5V 3A / 9V 2A', 'Output USB-C PD up to 65 W', 'Output USB-A 18 W', 'Total output 65 W max', and a line 'Rated capacity 12000 mAh (5V 3A)'."""
    img, d = canvas(640, 340, "#2c3e50")
    d.rounded_rectangle((20, 20, 620, 320), 22, fill="#34495e", outline="#111", width=3)
    lines = [
        ("Capacity: 20000 mAh  3.7 V  74 Wh", True),
        ("Rated capacity: 12000 mAh (5V 3A)", False),
        ("Input:  USB-C  5V 3A / 9V 2A", False),
        ("Output: USB-C PD up to 65 W", False),
        ("Output: USB-A 18 W", False),
        ("Total output: 65 W max", False),
    ]
    for i, (s, bold) in enumerate(lines):
        text(d, (50, 60 + i * 42), s, 18 if bold else 16, "white", bold, "lm")
    return img


def draw_prod2_tv_picture_menu() -> Image.Image:
    """TV picture-settings menu on screen: Picture mode Vivid, Brightness 100, Contrast 100, Sharpness 70, Colour temperature Cool, Motion smoothing On, Noise reduction High, Local dimming Off."""
    img, d = canvas(640, 420, "#0e1116")
    d.rounded_rectangle((60, 30, 580, 390), 12, fill="#1c2430", outline="#3d4a5c", width=2)
    text(d, (320, 60), "Picture settings", 20, "white", True, "mm")
    rows = [
        ("Picture mode", "Vivid"),
        ("Brightness", "100"),
        ("Contrast", "100"),
        ("Sharpness", "70"),
        ("Colour temperature", "Cool"),
        ("Motion smoothing", "On"),
        ("Noise reduction", "High"),
        ("Local dimming", "Off"),
    ]
    for i, (k, v) in enumerate(rows):
        y = 105 + i * 36
        if i == 0:
            d.rectangle((70, y - 16, 570, y + 16), fill="#2e4a6b")
        text(d, (90, y), k, 16, "white", anchor="lm")
        text(d, (550, y), v, 16, "#f7dc6f", True, "rm")
    return img


def draw_prod2_grinder_dial() -> Image.Image:
    """Conical burr coffee grinder seen from the front: a bean hopper on top, a grind-size collar numbered 1 to 40 with printed zones 'espresso' (1-10), 'pour-over / filter' (15-25) and 'French press' (30-40), the indicator set to 35, a START button and a removable grounds bin at the bottom."""
    img, d = canvas(480, 600, "#f1ede6")
    d.polygon(
        [(170, 40), (310, 40), (290, 170), (190, 170)], fill="#d6eaf8", outline="#5a8fa8", width=2
    )
    for x, y in ((210, 120), (240, 140), (270, 115), (225, 150), (260, 155)):
        ellipse(d, x, y, 9, 6, fill="#5d3a1a")
    d.rounded_rectangle((150, 170, 330, 500), 20, fill="#2c3e50", outline="#111", width=2)
    d.rectangle((140, 200, 340, 250), fill="#95a5a6", outline="#333")
    zones = [
        (1, 10, "#8e44ad", "espresso"),
        (15, 25, "#2e86c1", "pour-over / filter"),
        (30, 40, "#27ae60", "French press"),
    ]
    for a, b, col, _name in zones:
        x0, x1 = 145 + (a - 1) * 4.9, 145 + b * 4.9
        d.rectangle((x0, 252, x1, 262), fill=col)
    for n in (1, 10, 20, 30, 40):
        x = 145 + (n - 0.5) * 4.9
        text(d, (x, 225), str(n), 11, bold=True, anchor="mm")
    x35 = 145 + 34.5 * 4.9
    d.polygon([(x35 - 7, 190), (x35 + 7, 190), (x35, 200)], fill="#e74c3c")
    text(
        d, (240, 285), "1-10 espresso · 15-25 filter · 30-40 French press", 10, "white", anchor="mm"
    )
    ellipse(d, 240, 340, 26, 26, fill="#27ae60", outline="#111")
    text(d, (240, 340), "START", 11, "white", True, "mm")
    d.rounded_rectangle((175, 400, 305, 480), 10, fill="#566573", outline="#111")
    text(d, (240, 440), "grounds bin", 11, "white", anchor="mm")
    return img


def draw_prod2_induction_controls() -> Image.Image:
    """Touch control strip of a four-zone induction hob: for each zone a selector and a display (front-left shows 'U' flashing with no pan detected, back-left shows 7, the others 0), a slider with levels 0-9 and P (boost), a timer button with a display showing 00, a key symbol labelled 'lock' for the child lock and an on/off symbol."""
    img, d = canvas(640, 260, "#111214")
    d.rounded_rectangle((10, 20, 630, 240), 16, fill="#1b1c1f", outline="#333", width=2)
    zones = [("front L", "U"), ("back L", "7"), ("back R", "0"), ("front R", "0")]
    for i, (name, val) in enumerate(zones):
        x = 60 + i * 80
        d.rectangle((x - 22, 50, x + 22, 90), outline="#555", width=2)
        text(d, (x, 70), val, 24, "#ff4d4d", True, "mm")
        text(d, (x, 105), name, 10, "#bbb", anchor="mm")
    d.line((40, 150, 400, 150), fill="#555", width=4)
    for k, s in enumerate(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "P"]):
        x = 40 + k * 36
        text(d, (x, 175), s, 14, "#ff4d4d" if s == "P" else "#ddd", True, "mm")
    d.rectangle((440, 50, 520, 90), outline="#555", width=2)
    text(d, (480, 70), "00", 22, "#ff4d4d", True, "mm")
    text(d, (480, 105), "timer", 10, "#bbb", anchor="mm")
    ellipse(d, 550, 70, 10, 10, outline="#ddd", width=3)
    d.line((560, 70, 580, 70), fill="#ddd", width=3)
    d.line((574, 70, 574, 78), fill="#ddd", width=3)
    text(d, (560, 105), "lock", 10, "#bbb", anchor="mm")
    ellipse(d, 560, 170, 18, 18, outline="#ddd", width=3)
    d.line((560, 148, 560, 165), fill="#ddd", width=3)
    return img


def draw_prod2_tents_card() -> Image.Image:
    """Outdoor-shop comparison card of two 2-person tents: Tent T1 'double-wall dome, 1.4 kg, packed 40 x 14 cm, flysheet 3000 mm hydrostatic head, 2 doors + 2 vestibules, freestanding, €329'; Tent T2 'single-wall trekking-pole tent, 0.9 kg, packed 30 x 12 cm, 1500 mm hydrostatic head, 1 door, needs 2 trekking poles and stakes, €249'."""
    return _spec_card(
        "2-person tents",
        ["", "T1 dome", "T2 trekking-pole"],
        [
            ("design", "double-wall, freestanding", "single-wall"),
            ("weight", "1.4 kg", "0.9 kg"),
            ("packed size", "40 x 14 cm", "30 x 12 cm"),
            ("waterproofing", "3000 mm", "1500 mm"),
            ("doors", "2 + 2 vestibules", "1"),
            ("pitching", "poles included", "needs 2 trekking poles"),
            ("price", "€329", "€249"),
        ],
    )


def draw_prod2_plug_energy_chart() -> Image.Image:
    """Smart-plug app screenshot titled 'Energy this week (kWh)' with a horizontal bar chart: fridge-freezer 7.8, electric heater (bedroom) 12.6, TV + console on standby 2.1, desktop PC 4.9, dehumidifier 6.3, router 1.0; a footer shows the electricity price setting '€0.35/kWh'."""
    data = {
        "electric heater (bedroom)": 12.6,
        "fridge-freezer": 7.8,
        "dehumidifier": 6.3,
        "desktop PC": 4.9,
        "TV + console standby": 2.1,
        "router": 1.0,
    }
    fig, ax = figure(6.4, 4.4)
    names = list(data)[::-1]
    vals = [data[n] for n in names]
    ax.barh(names, vals, color="#2e86c1")
    for y, v in enumerate(vals):
        ax.text(v + 0.2, y, f"{v}", va="center", fontsize=9)
    ax.set_xlim(0, 15)
    ax.set_xlabel("kWh this week")
    ax.set_title("Energy this week (kWh)")
    fig.text(0.5, 0.01, "price setting: €0.35/kWh", ha="center", fontsize=9, color="#555")
    return fig_image(fig)


def draw_prod2_stroller_card() -> Image.Image:
    """Shop comparison card of two pushchairs: Compact C - 6.5 kg, one-hand fold to cabin-bag size (54 x 44 x 20 cm), small solid wheels, seat from 6 months (no bassinet), reversible seat: no, €329; All-terrain A - 12.8 kg, two-hand fold (85 x 60 x 35 cm), large air-filled tyres with suspension, bassinet from birth included, reversible seat: yes, €749."""
    return _spec_card(
        "Pushchairs compared",
        ["", "Compact C", "All-terrain A"],
        [
            ("weight", "6.5 kg", "12.8 kg"),
            ("fold", "one-hand, 54x44x20 cm", "two-hand, 85x60x35 cm"),
            ("wheels", "small, solid", "large air tyres + suspension"),
            ("from birth", "no (seat from 6 m)", "yes, bassinet included"),
            ("reversible seat", "no", "yes"),
            ("price", "€329", "€749"),
        ],
    )


def draw_prod2_thermostat_app() -> Image.Image:
    """Smart thermostat app screenshot: current room temperature 21.5 °C, target 23 °C with a small flame icon (heating on), mode buttons HOME, ECO, AWAY and BOOST (HOME selected), a 'Schedule: off' toggle, and a line 'Heating ran 9 h 40 min today'."""
    img, d = canvas(360, 640, "#f4f6f8")
    d.rectangle((0, 0, 360, 60), fill="#e67e22")
    text(d, (180, 30), "Living room", 18, "white", True, "mm")
    ellipse(d, 180, 200, 110, 110, outline="#e67e22", width=10)
    text(d, (180, 180), "21.5°", 44, "#1b2631", True, "mm")
    text(d, (180, 230), "target 23°", 16, "#555", anchor="mm")
    d.polygon([(172, 270), (180, 252), (188, 270)], fill="#e74c3c")
    ellipse(d, 180, 272, 8, 6, fill="#e74c3c")
    for i, m in enumerate(("HOME", "ECO", "AWAY", "BOOST")):
        x = 50 + i * 87
        sel = m == "HOME"
        d.rounded_rectangle(
            (x - 38, 350, x + 38, 390), 10, fill="#e67e22" if sel else "white", outline="#ccc"
        )
        text(d, (x, 370), m, 13, "white" if sel else "#333", True, "mm")
    d.rounded_rectangle((20, 430, 340, 480), 10, fill="white", outline="#ccc")
    text(d, (40, 455), "Schedule", 15, anchor="lm")
    d.rounded_rectangle((270, 442, 320, 468), 13, fill="#bbb")
    ellipse(d, 284, 455, 11, 11, fill="white")
    text(d, (255, 455), "off", 13, "#777", anchor="rm")
    text(d, (180, 530), "Heating ran 9 h 40 min today", 14, "#555", anchor="mm")
    return img
