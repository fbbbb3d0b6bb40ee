"""Draw the images of the UI-mode scenarios (``data/sandbox/ui_scenarios``).

Each UI scenario shows a few options in photos (shelf tags, flyers, menus); the agent
reads them, renders an A2UI screen that surfaces the attributes the user decides by,
and acts on the option the user clicks. Run from the repository root:

    .venv/bin/python scripts/sandbox_content/ui.py
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kit import ImageSet, photos

#: scenario id -> [(image id, base photo, lines, decisive strings, description)]
TAGS: dict[str, list[tuple[str, str, list[str], list[str], str]]] = {
    "ui_detergent_pick": [
        (
            "tag_brightwash",
            "wood_deck",
            ["BrightWash Ultra", "64 loads  $17.99", "Rating 4.8 / 5"],
            ["BrightWash Ultra", "$17.99", "64 loads", "4.8"],
            "Shelf tag: BrightWash Ultra detergent, 64 loads, $17.99, rated 4.8 of 5",
        ),
        (
            "tag_cleanco",
            "brick",
            ["CleanCo Free & Clear", "96 loads  $22.49", "Rating 4.1 / 5"],
            ["CleanCo Free & Clear", "$22.49", "96 loads", "4.1"],
            "Shelf tag: CleanCo Free & Clear detergent, 96 loads, $22.49, rated 4.1 of 5",
        ),
        (
            "tag_sunfresh",
            "gravel",
            ["SunFresh Original", "48 loads  $12.99", "Rating 4.5 / 5"],
            ["SunFresh Original", "$12.99", "48 loads", "4.5"],
            "Shelf tag: SunFresh Original detergent, 48 loads, $12.99, rated 4.5 of 5",
        ),
    ],
}


#: More UI scenarios: scenario id -> (base photos, [(image id, name, [attribute lines])]).
OPTIONS: dict[str, tuple[tuple[str, ...], list[tuple[str, str, list[str]]]]] = {
    "ui_hotel_choice": (
        ("grass", "storm", "dune"),
        [
            ("flyer_alba", "Hotel Alba", ["$189 per night", "0.4 mi to venue", "Rated 4.2"]),
            ("flyer_bruma", "Casa Bruma", ["$142 per night", "1.8 mi to venue", "Rated 4.7"]),
            ("flyer_cedro", "Cedro Inn", ["$118 per night", "3.1 mi to venue", "Rated 3.9"]),
        ],
    ),
    "ui_bike_lock": (
        ("gravel", "brick", "wood_deck"),
        [
            ("lock_titan", "Titan U-Lock", ["Security 9 / 10", "1.9 kg", "$64.99"]),
            ("lock_flex", "FlexCable 180", ["Security 4 / 10", "0.6 kg", "$21.99"]),
            ("lock_fold", "Foldaway 6", ["Security 7 / 10", "1.1 kg", "$48.50"]),
        ],
    ),
    "ui_movie_showtime": (
        ("hubble", "rocket", "storm"),
        [
            ("poster_orbit", "Orbit Nine", ["Starts 6:40 PM", "Tickets $13.00", "Screen 4"]),
            ("poster_tide", "The Long Tide", ["Starts 7:15 PM", "Tickets $9.50", "Screen 2"]),
            ("poster_north", "North of Quiet", ["Starts 5:55 PM", "Tickets $15.25", "Screen 7"]),
        ],
    ),
    "ui_paint_color": (
        ("wood_deck", "brick", "gravel"),
        [
            ("chip_sage", "Sage Whisper", ["Matte finish", "Covers 350 sq ft", "$42 a gallon"]),
            ("chip_dune", "Dune Linen", ["Satin finish", "Covers 420 sq ft", "$47 a gallon"]),
            ("chip_slate", "Slate Harbor", ["Gloss finish", "Covers 380 sq ft", "$39 a gallon"]),
        ],
    ),
    "ui_pizza_order": (
        ("brick", "wood_deck", "gravel", "coffee"),
        [
            ("menu_marg", "Margherita Classic", ["$13.50", "Ready in 15 min", "780 kcal"]),
            ("menu_diavola", "Diavola Hot", ["$16.00", "Ready in 25 min", "910 kcal"]),
            ("menu_verde", "Verde Garden", ["$14.75", "Ready in 20 min", "640 kcal"]),
            ("menu_quattro", "Quattro Formaggi", ["$17.25", "Ready in 18 min", "1020 kcal"]),
        ],
    ),
    "ui_camp_site": (
        ("meadow", "dune", "leaf"),
        [
            ("sign_pine", "Pine Hollow", ["Site fee $28", "Lake 0.2 mi", "Quiet hours 9 PM"]),
            ("sign_ridge", "Eagle Ridge", ["Site fee $19", "Lake 1.5 mi", "Quiet hours 11 PM"]),
            ("sign_cove", "Willow Cove", ["Site fee $34", "Lake 0.1 mi", "Quiet hours 10 PM"]),
        ],
    ),
    "ui_cake_order": (
        ("coffee", "orange_flower", "yellow_flower"),
        [
            ("card_lemon", "Lemon Drizzle", ["Serves 8", "$26", "Ready Friday"]),
            ("card_choc", "Dark Chocolate", ["Serves 12", "$38", "Ready Saturday"]),
            ("card_berry", "Berry Pavlova", ["Serves 10", "$32", "Ready Thursday"]),
        ],
    ),
    "ui_form_florist": (
        ("orange_flower", "marigold", "yellow_flower"),
        [
            ("card_tulip", "Tulip Bunch", ["$21", "Delivery Saturday", "10 stems"]),
            ("card_rose", "Garden Roses", ["$36", "Delivery Friday", "12 stems"]),
            ("card_mixed", "Market Mix", ["$27", "Delivery Thursday", "15 stems"]),
        ],
    ),
    "ui_form_bakery": (
        ("coffee", "wood_deck", "brick"),
        [
            ("tag_sour", "Country Sourdough", ["$7.80", "Ready 8 AM", "900 g"]),
            ("tag_rye", "Dark Rye", ["$6.40", "Ready 10 AM", "750 g"]),
            ("tag_brioche", "Butter Brioche", ["$9.20", "Ready 7 AM", "500 g"]),
        ],
    ),
    "ui_form_tailor": (
        ("brick", "gravel", "camera"),
        [
            ("card_stitch", "Stitch and Co", ["Hem $14", "Ready in 2 days", "Rated 4.4"]),
            ("card_needle", "Golden Needle", ["Hem $19", "Ready in 1 day", "Rated 4.8"]),
            ("card_quick", "QuickFix Tailors", ["Hem $11", "Ready in 4 days", "Rated 3.9"]),
        ],
    ),
    "ui_form_repair": (
        ("camera", "brick", "storm"),
        [
            ("flyer_fix", "FixIt Phones", ["Screen $89", "Same day", "6 month warranty"]),
            ("flyer_cell", "CellCare", ["Screen $65", "Next day", "3 month warranty"]),
            ("flyer_pro", "ProScreen Lab", ["Screen $110", "Same day", "12 month warranty"]),
        ],
    ),
    "ui_form_catering": (
        ("coffee", "leaf", "wood_deck"),
        [
            ("menu_med", "Mediterranean Platter", ["$14 per guest", "Vegan options", "Min 10"]),
            ("menu_bbq", "Smokehouse BBQ", ["$17 per guest", "No vegan options", "Min 20"]),
            ("menu_taco", "Taco Bar", ["$12 per guest", "Vegan options", "Min 15"]),
        ],
    ),
    "ui_form_cleaner": (
        ("wood_deck", "raindrops", "grass"),
        [
            ("card_spark", "Sparkle Home", ["$95 per visit", "Rated 4.7", "Tuesdays"]),
            ("card_fresh", "FreshNest", ["$80 per visit", "Rated 4.2", "Fridays"]),
            ("card_tidy", "Tidy Team", ["$110 per visit", "Rated 4.9", "Mondays"]),
        ],
    ),
    "ui_form_printer": (
        ("camera", "brick", "gravel"),
        [
            ("tag_ink", "InkJet Home 3", ["$89", "12 pages per min", "Color"]),
            ("tag_laser", "LaserMono 20", ["$129", "28 pages per min", "Black only"]),
            ("tag_photo", "PhotoPrint X", ["$179", "9 pages per min", "Color"]),
        ],
    ),
    "ui_form_tutor": (
        ("grace_hopper", "astronaut", "leaf"),
        [
            ("card_maria", "Maria Lopez", ["Math tutor", "$40 per hour", "Evenings"]),
            ("card_jon", "Jon Reyes", ["Math tutor", "$32 per hour", "Weekends"]),
            ("card_aisha", "Aisha Khan", ["Math tutor", "$48 per hour", "Afternoons"]),
        ],
    ),
    "ui_form_vet": (
        ("chelsea", "meadow", "grass"),
        [
            ("card_oak", "Oak Street Vets", ["Checkup $65", "Open Saturday", "0.8 mi"]),
            ("card_park", "Parkside Animal Clinic", ["Checkup $52", "Closed Saturday", "2.3 mi"]),
            ("card_paw", "Paw and Claw", ["Checkup $78", "Open Saturday", "0.3 mi"]),
        ],
    ),
    "ui_form_movers": (
        ("dune", "gravel", "wood_deck"),
        [
            ("quote_swift", "Swift Movers", ["Quote $640", "Crew of 3", "Rated 4.1"]),
            ("quote_careful", "Careful Hands", ["Quote $720", "Crew of 4", "Rated 4.9"]),
            ("quote_budget", "Budget Haul", ["Quote $520", "Crew of 2", "Rated 3.8"]),
        ],
    ),
    "ui_pick_sunscreen": (
        ("dune", "water_drop", "yellow_flower"),
        [
            ("tube_shield", "Shield SPF 50", ["$14.99", "Water resistant 80 min", "100 ml"]),
            ("tube_daily", "Daily SPF 30", ["$9.49", "Water resistant 40 min", "150 ml"]),
            ("tube_sport", "Sport SPF 70", ["$17.25", "Water resistant 80 min", "90 ml"]),
        ],
    ),
    "ui_pick_headphones": (
        ("camera", "brick", "wood_deck"),
        [
            ("box_quiet", "QuietPods 3", ["Battery 30 h", "Noise cancelling", "$179"]),
            ("box_beat", "BeatLite", ["Battery 45 h", "No noise cancelling", "$59"]),
            ("box_studio", "Studio One", ["Battery 22 h", "Noise cancelling", "$249"]),
        ],
    ),
    "ui_pick_rental_car": (
        ("storm", "gravel", "dune"),
        [
            ("quote_compact", "Compact Civic", ["$38 per day", "5 seats", "Manual"]),
            ("quote_van", "Family Van", ["$71 per day", "8 seats", "Automatic"]),
            ("quote_suv", "Trail SUV", ["$64 per day", "5 seats", "Automatic"]),
        ],
    ),
    "ui_pick_wine": (
        ("orange_flower", "wood_deck", "brick"),
        [
            ("label_rio", "Rio Tinto Red", ["$18", "Pairs with steak", "13.5 percent"]),
            ("label_costa", "Costa Blanca", ["$15", "Pairs with fish", "12 percent"]),
            ("label_rosa", "Rosa Dry", ["$12", "Pairs with salad", "11.5 percent"]),
        ],
    ),
    "ui_pick_coworking": (
        ("brick", "grass", "camera"),
        [
            ("flyer_hive", "The Hive", ["Day pass $25", "Opens 7 AM", "Quiet zone"]),
            ("flyer_loft", "Loft 22", ["Day pass $18", "Opens 9 AM", "No quiet zone"]),
            ("flyer_desk", "DeskHarbor", ["Day pass $30", "Opens 6 AM", "Quiet zone"]),
        ],
    ),
    "ui_pick_blender": (
        ("coffee", "wood_deck", "gravel"),
        [
            ("tag_whirl", "Whirl 600", ["600 W", "$49", "1.2 liters"]),
            ("tag_power", "PowerMix 1200", ["1200 W", "$119", "2 liters"]),
            ("tag_mini", "MiniBlend", ["300 W", "$29", "0.6 liters"]),
        ],
    ),
    "ui_pick_train": (
        ("storm", "grass", "meadow"),
        [
            ("board_ic", "Intercity 8:12", ["Arrives 10:40", "$42", "1 change"]),
            ("board_ex", "Express 8:45", ["Arrives 10:20", "$58", "Direct"]),
            ("board_rg", "Regional 7:30", ["Arrives 11:15", "$27", "2 changes"]),
        ],
    ),
    "ui_pick_mattress": (
        ("wood_deck", "brick", "grass"),
        [
            ("tag_cloud", "CloudRest", ["Firmness 3 / 10", "$649", "100 night trial"]),
            ("tag_firm", "FirmBase", ["Firmness 8 / 10", "$499", "30 night trial"]),
            ("tag_hybrid", "Hybrid Duo", ["Firmness 6 / 10", "$799", "365 night trial"]),
        ],
    ),
    "ui_pick_yoga_mat": (
        ("leaf", "meadow", "dandelion"),
        [
            ("tag_grip", "GripPro", ["6 mm thick", "$58", "Rubber"]),
            ("tag_travel", "Travel Fold", ["1.5 mm thick", "$32", "Foldable"]),
            ("tag_plush", "Plush Cork", ["8 mm thick", "$74", "Cork"]),
        ],
    ),
    "ui_pick_daycamp": (
        ("meadow", "grass", "ladybird"),
        [
            ("flyer_nature", "Nature Explorers", ["Ages 6-9", "$210 a week", "Ends 3 PM"]),
            ("flyer_robot", "Robot Lab", ["Ages 8-12", "$260 a week", "Ends 4 PM"]),
            ("flyer_art", "Art Studio", ["Ages 5-10", "$185 a week", "Ends 1 PM"]),
        ],
    ),
    "ui_restaurant": (
        ("coffee", "brick", "orange_flower", "wood_deck"),
        [
            (
                "card_trattoria",
                "Trattoria Sole",
                ["Table at 7:30 PM", "Mains from $22", "Rated 4.6"],
            ),
            ("card_izakaya", "Izakaya Kumo", ["Table at 6:45 PM", "Mains from $18", "Rated 4.4"]),
            ("card_bistro", "Bistro Lune", ["Table at 8:15 PM", "Mains from $27", "Rated 4.8"]),
            ("card_taqueria", "Taqueria Roja", ["Table at 7:00 PM", "Mains from $14", "Rated 4.1"]),
        ],
    ),
    "ui_babysitter": (
        ("grass", "meadow", "orange_flower"),
        [
            ("card_emma", "Emma Schultz", ["$18 per hour", "CPR certified", "Free Fridays"]),
            ("card_lukas", "Lukas Berg", ["$15 per hour", "Not CPR certified", "Free Saturdays"]),
            ("card_zoe", "Zoe Martin", ["$22 per hour", "CPR certified", "Free Saturdays"]),
        ],
    ),
}

for _sid, (_bases, _opts) in OPTIONS.items():
    TAGS[_sid] = [
        (
            image_id,
            _bases[i % len(_bases)],
            [name, *lines],
            [name, *lines],
            f"Tag: {name}, " + ", ".join(lines),
        )
        for i, (image_id, name, lines) in enumerate(_opts)
    ]


def draw(sid: str) -> None:
    imgs = ImageSet(sid, script=__file__)
    for image_id, base, lines, decisive, description in TAGS[sid]:
        imgs.add(
            image_id,
            photos.composite(
                base,
                lines,
                seed=f"{sid}:{image_id}",
                style="price_tag",
                panel_width=0.8,
                tilt=0.03,
                description=description,
            ),
            decisive=decisive,
        )


if __name__ == "__main__":
    from kit import IMAGES_DIR

    for scenario_id in TAGS:
        if len(sys.argv) > 1 and scenario_id not in sys.argv[1:]:
            continue
        if (IMAGES_DIR / scenario_id).exists() and "--redraw" not in sys.argv:
            continue
        draw(scenario_id)
