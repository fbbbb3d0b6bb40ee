"""Draw the images of the seven example scenarios (``scenarios/*.yaml``, top level).

These are the framework's reference scenarios (docs/sandbox/scenarios.md); every image is
drawn with the kit and gets its ground-truth sidecar. Run from the repository root::

    .venv/bin/python scripts/sandbox_content/examples.py [--out DIR]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from kit import IMAGES_DIR, ImageSet, Screens, documents, photos


def conference_cards(out: Path, screens: Screens) -> None:
    imgs = ImageSet("conference_cards", script=__file__, out_dir=out)
    cards = [
        (
            "card_priya",
            "Priya Raman",
            "Senior Data Engineer",
            "Northwind Analytics",
            "+1 (415) 555-0142",
            "priya.raman@northwind.io",
            "northwind.io",
            "Data you can steer by",
            (24, 92, 158),
        ),
        (
            "card_marcus",
            "Marcus Feld",
            "Product Manager",
            "Lumen Robotics",
            "+1 (650) 555-0177",
            "marcus.feld@lumenrobotics.com",
            "lumenrobotics.com",
            "Robots for the last mile",
            (196, 84, 28),
        ),
        (
            "card_elena",
            "Elena Soto",
            "UX Researcher",
            "Fathom Labs",
            "+1 (510) 555-0193",
            "elena@fathomlabs.co",
            "fathomlabs.co",
            "Research that goes deep",
            (46, 139, 87),
        ),
    ]
    for image_id, name, title, company, phone, email, web, tagline, accent in cards:
        imgs.add(
            image_id,
            documents.business_card(
                name,
                title,
                company,
                phone=phone,
                email=email,
                web=web,
                tagline=tagline,
                accent=accent,
            ),
            decisive=[name, title, company, phone, email],
        )


def bbq_plans_changed(out: Path, screens: Screens) -> None:
    imgs = ImageSet("bbq_plans_changed", script=__file__, out_dir=out)
    imgs.add(
        "chat_plan",
        screens.chat(
            "BBQ crew",
            [
                ("Lena", "Summer BBQ! Does Saturday June 21 work for everyone?", "Wed 7:02 PM"),
                ("Omar", "Yes!! what time?", "Wed 7:05 PM"),
                ("Lena", "4 pm at Dolores Park, by the tennis courts", "Wed 7:06 PM"),
                ("me", "I'm in, I'll bring the grill", "Wed 7:10 PM"),
                ("Omar", "I'll bring drinks", "Wed 7:11 PM"),
            ],
            subtitle="Lena, Omar, you",
            description="Group chat 'BBQ crew': BBQ on Saturday June 21 at 4 pm at Dolores Park, by the tennis courts",
        ),
        decisive=["Saturday June 21", "4 pm at Dolores Park"],
    )
    imgs.add(
        "chat_update",
        screens.chat(
            "BBQ crew",
            [
                ("Lena", "Bad news: the park permit fell through :(", "Thu 9:14 AM"),
                (
                    "Lena",
                    "Let's do it at my place instead: 2140 Fulton St, Sunday June 22 at 3 pm",
                    "Thu 9:15 AM",
                ),
                ("Omar", "Works for me, see you Sunday", "Thu 9:20 AM"),
            ],
            subtitle="Lena, Omar, you",
            description="Group chat 'BBQ crew': the park permit fell through; the BBQ moves to Lena's place, 2140 Fulton St, Sunday June 22 at 3 pm",
        ),
        decisive=["2140 Fulton St", "Sunday June 22 at 3 pm"],
    )
    imgs.add(
        "park_notice",
        photos.composite(
            "meadow",
            [
                "DOLORES PARK",
                "Tennis lawn closed",
                "Sat June 21 - Sun June 22",
                "Permits cancelled",
            ],
            seed="bbq_plans_changed:park_notice",
            style="sign",
            accent=(30, 110, 60),
            description="A park sign on the grass: the tennis lawn is closed on June 21-22 and permits are cancelled",
        ),
        decisive=["Tennis lawn closed"],
    )


def plumber_note(out: Path, screens: Screens) -> None:
    imgs = ImageSet("plumber_note", script=__file__, out_dir=out)
    imgs.add(
        "landlord_note",
        documents.note(
            [
                "Jordan -",
                "plumber for the kitchen leak:",
                "Mike Alvarez",
                "(Bayside Plumbing)",
                "call him: 415-555-0168",
                "he's free Tue morning",
                "- Carol (landlord)",
            ],
            paper="lined",
            seed="plumber_note",
            description="Handwritten note from Carol (landlord): plumber Mike Alvarez (Bayside Plumbing), call 415-555-0168, free Tuesday morning",
        ),
        decisive=["Mike Alvarez", "Bayside Plumbing", "415-555-0168"],
    )
    imgs.add(
        "sink_leak",
        photos.photo(
            "water_drop",
            seed="plumber_note:sink_leak",
            crop=(0.35, 0.2, 0.95, 0.9),
            description="Close-up of water dripping into a full basin: the leaking kitchen sink",
        ),
    )
    imgs.add(
        "fridge_magnet",
        photos.composite(
            "wood_deck",
            ["RAPID ROOTER", "24/7 drains & leaks", "415-555-0199"],
            seed="plumber_note:fridge_magnet",
            style="label",
            accent=(200, 60, 30),
            panel_width=0.5,
            description="An old fridge magnet of another plumber, Rapid Rooter, 415-555-0199 (not the one the landlord recommends)",
        ),
        decisive=["RAPID ROOTER", "415-555-0199"],
    )


def dinner_split_requests(out: Path, screens: Screens) -> None:
    imgs = ImageSet("dinner_split_requests", script=__file__, out_dir=out)
    imgs.add(
        "receipt_dinner",
        documents.receipt(
            "TRATTORIA MILO",
            [
                ("Margherita pizza", "18.00"),
                ("Tagliatelle al ragu", "24.00"),
                ("Caesar salad", "14.00"),
                ("House red (bottle)", "42.00"),
                ("Tiramisu", "11.00"),
            ],
            subtotal="109.00",
            tax="9.54",
            tip="20.00",
            total="138.54",
            date="06/12/2025  20:47  Table 9",
            address="812 Valencia St, San Francisco",
            footer="Grazie! Come back soon",
            description="Trattoria Milo receipt: Margherita 18.00, Tagliatelle 24.00, Caesar 14.00, House red bottle 42.00, Tiramisu 11.00; total 138.54 incl. tax and tip",
        ),
        decisive=[
            "TRATTORIA MILO",
            "Tagliatelle al ragu  24.00",
            "House red (bottle)  42.00",
            "Tiramisu  11.00",
        ],
    )
    imgs.add(
        "chat_sam",
        screens.chat(
            "Sam Okafor",
            [
                (
                    "me",
                    "Fun dinner! What did you have again? I paid the whole bill",
                    "Thu 10:31 PM",
                ),
                (
                    "Sam",
                    "The tagliatelle and the tiramisu, and we split the bottle of red",
                    "Thu 10:33 PM",
                ),
                (
                    "Sam",
                    "Just request it on Venmo, skip tax and tip, I got the cab",
                    "Thu 10:34 PM",
                ),
            ],
            subtitle="mobile",
            description="Chat with Sam: he had the tagliatelle and the tiramisu and they split the wine; skip tax and tip",
        ),
        decisive=["tagliatelle and the tiramisu", "split the bottle of red", "skip tax and tip"],
    )
    imgs.add(
        "receipt_bar",
        documents.receipt(
            "THE FOGHORN",
            [("2 x IPA pint", "18.00"), ("Negroni", "14.00"), ("Mezcal margarita", "13.00")],
            subtotal="45.00",
            tax="4.00",
            total="49.00",
            date="06/12/2025  22:58  Bar",
            address="1530 Mission St, San Francisco",
            footer="Cheers!",
            description="The Foghorn bar receipt: 2 x IPA 18.00, Negroni 14.00, Mezcal margarita 13.00, tax 4.00; total 49.00",
        ),
        decisive=["THE FOGHORN", "$49.00"],
    )


def spam_cleanup(out: Path, screens: Screens) -> None:
    imgs = ImageSet("spam_cleanup", script=__file__, out_dir=out)
    imgs.add(
        "missed_calls",
        screens.list_screen(
            "Recents",
            [
                ("+1 (628) 555-0111  Spam Risk", "10:02 AM"),
                ("Bayview Dental (415) 555-0133", "9:47 AM"),
                ("+1 (209) 555-0144  Potential Fraud", "Yesterday"),
                ("+1 (628) 555-0111  Spam Risk", "Yesterday"),
            ],
            subtitle="Missed calls",
            kind="call_log",
            description="Recents screenshot: +1 (628) 555-0111 Spam Risk (twice), Bayview Dental (415) 555-0133, +1 (209) 555-0144 Potential Fraud",
        ),
        decisive=["+1 (628) 555-0111", "+1 (209) 555-0144", "Bayview Dental"],
    )
    imgs.add(
        "spam_text",
        screens.chat(
            "+1 (341) 555-0199",
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
            subtitle="Text Message · SMS",
            description="SMS thread from +1 (341) 555-0199: fake $500 gift card prize",
        ),
        decisive=["+1 (341) 555-0199"],
    )
    imgs.add(
        "mom_text",
        screens.chat(
            "Mom",
            [
                ("Mom", "Call me when you can, sweetie", "Yesterday 6:00 PM"),
                ("Mom", "And don't answer those prize texts!", "Yesterday 6:01 PM"),
            ],
            subtitle="+1 (415) 555-0105",
            description="Mom's thread: call me when you can; don't answer the prize texts (must not be deleted)",
        ),
        decisive=["Call me when you can"],
    )


def dana_new_job(out: Path, screens: Screens) -> None:
    imgs = ImageSet("dana_new_job", script=__file__, out_dir=out)
    imgs.add(
        "new_card",
        documents.business_card(
            "Dana Whitfield",
            "Head of Design",
            "Copperleaf Studio",
            phone="+1 (415) 555-0126",
            email="dana@copperleaf.studio",
            web="copperleaf.studio",
            tagline="Brand and product design",
            accent=(150, 90, 40),
        ),
        decisive=[
            "Head of Design",
            "Copperleaf Studio",
            "+1 (415) 555-0126",
            "dana@copperleaf.studio",
        ],
    )
    imgs.add(
        "lunch_invite",
        screens.booking(
            "Invitation from Dana Whitfield",
            "Lunch with Dana",
            [
                ("When", "Thursday, June 19, 2025"),
                ("Time", "12:30 PM - 1:30 PM"),
                ("Where", "Tartine Manufactory"),
                ("Address", "595 Alabama St, San Francisco"),
                ("Organizer", "dana@copperleaf.studio"),
            ],
            note="Celebrating the new job!",
            accent="#2b6cb0",
            description="Invitation: Lunch with Dana, Thursday June 19 2025, 12:30-1:30 PM, Tartine Manufactory, 595 Alabama St",
        ),
        decisive=[
            "Thursday, June 19, 2025",
            "12:30 PM - 1:30 PM",
            "Tartine Manufactory",
            "595 Alabama St",
        ],
    )
    imgs.add(
        "tartine_board",
        photos.composite(
            "brick",
            ["TARTINE MANUFACTORY", "Lunch 11:30 - 2:30", "Today: tomato toast"],
            seed="dana_new_job:tartine_board",
            style="chalkboard",
            description="A chalkboard outside Tartine Manufactory on a brick wall: lunch 11:30-2:30",
        ),
        decisive=["TARTINE MANUFACTORY"],
    )


def detergent_compare(out: Path, screens: Screens) -> None:
    imgs = ImageSet("detergent_compare", script=__file__, out_dir=out)
    labels = [
        (
            "label_a",
            "gravel",
            "BrightWash Ultra",
            ["BrightWash Ultra", "Laundry detergent", "64 loads", "$17.99", "UPC 0 36000 29145 2"],
            (30, 90, 180),
        ),
        (
            "label_b",
            "wood_deck",
            "CleanCo Free & Clear",
            [
                "CleanCo Free & Clear",
                "Laundry detergent",
                "96 loads",
                "$22.49",
                "UPC 0 72613 45871 9",
            ],
            (40, 150, 90),
        ),
        (
            "label_c",
            "grass",
            "SunFresh Original",
            ["SunFresh Original", "Laundry detergent", "48 loads", "$12.99", "UPC 0 41520 88302 6"],
            (230, 150, 20),
        ),
    ]
    for image_id, base, name, lines, accent in labels:
        imgs.add(
            image_id,
            photos.composite(
                base,
                lines,
                seed=f"detergent_compare:{image_id}",
                style="label",
                accent=accent,
                panel_width=0.6,
                description=f"Shelf label of {name} detergent: {lines[2]}, {lines[3]}, {lines[4]}",
            ),
            decisive=[lines[0], lines[2], lines[3], lines[4]],
        )


ALL = [
    conference_cards,
    bbq_plans_changed,
    plumber_note,
    dinner_split_requests,
    spam_cleanup,
    dana_new_job,
    detergent_compare,
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=IMAGES_DIR)
    args = parser.parse_args()
    with Screens() as screens:
        for draw in ALL:
            draw(args.out, screens)
            print("drew", draw.__name__)


if __name__ == "__main__":
    main()
