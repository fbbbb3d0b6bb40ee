"""Draw every image of the "time" group's scenarios (calendar, reminders, notes, todo, alarms).

The scenarios are hand-written in ``data/sandbox/scenarios/time/``; one
``draw_<scenario id>`` function per scenario draws its images, and
`kit.group.draw_scenarios` runs them and rewrites each file's ``images:`` block.

Usage::

    .venv/bin/python scripts/sandbox_content/time.py                       # every scenario
    .venv/bin/python scripts/sandbox_content/time.py tim_rotterdam_talk    # some
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kit import SCENARIOS_DIR, Drawing, ImageSet, Screens, charts, documents, photos
from kit.group import draw_scenarios, drawers
from kit.pages import detail_page
from kit.retouch import scaled
from kit.screens import esc

GROUP_DIR = SCENARIOS_DIR / "time"

# --------------------------------------------------------------------------- helpers

# time's detail pages are wider, with a narrower label column and lighter small print
web_page = partial(detail_page, width=760, key_width="38%", foot_color="#555", foot_size=16)


# --------------------------------------------------------------------------- batch 1


def draw_tim_rotterdam_talk(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_rotterdam_talk", script=__file__)
    imgs.add(
        "speaker_portal",
        web_page(
            screens,
            "WaterEurope 2025 - Speaker Portal",
            "Signed in as Ingrid Solberg, University of Bergen",
            [
                ("Presentation", "Sediment flux under river ice"),
                ("Session", "S14 - Ice and sediment"),
                ("Position in session", "Talk 3 of 4 (20 min slots, no breaks)"),
                ("Slide upload deadline", "Mon 15 Sep, 18:00 CEST"),
                ("Slides", "Not uploaded yet"),
            ],
            accent="#0d5c8c",
            kind="web_portal",
            foot="Sessions start on the hour shown in the programme. Please be in the room 10 minutes early.",
            description="Conference speaker portal for Ingrid Solberg: talk 'Sediment flux under river ice' is talk 3 of 4 in session S14 (20-minute slots); slides must be uploaded by Mon 15 Sep 18:00 CEST",
        ),
        decisive=["S14 - Ice and sediment", "Talk 3 of 4", "20 min slots", "Mon 15 Sep, 18:00"],
    )
    imgs.add(
        "programme",
        charts.table(
            "WaterEurope 2025 - final programme (parallel sessions)",
            ["Day", "Time", "Session", "Room"],
            [
                ["Tue 16 Sep", "10:00-11:20", "S04 Ice and snow hydrology", "Maas"],
                ["Tue 16 Sep", "14:00-15:20", "S08 Sediment transport", "Rijn"],
                ["Wed 17 Sep", "11:00-12:20", "S12 Urban flood modelling", "Rijn"],
                ["Wed 17 Sep", "14:00-15:20", "S14 Ice and sediment", "Maas"],
                ["Wed 17 Sep", "14:00-15:20", "S15 Delta restoration", "Schie"],
                ["Thu 18 Sep", "09:00-10:20", "S19 Data for drought", "Rijn"],
            ],
            col_widths=[0.2, 0.2, 0.44, 0.16],
            description="Final programme table of WaterEurope 2025: S14 Ice and sediment is on Wed 17 Sep 14:00-15:20 in room Maas; S04 Ice and snow hydrology on Tue 16 Sep 10:00 and S08 Sediment transport on Tue 16 Sep are look-alikes",
        ),
        decisive=["Wed 17 Sep", "14:00-15:20", "S14 Ice and sediment"],
    )
    imgs.add(
        "room_change",
        photos.composite(
            "brick",
            [
                "ROOM CHANGES - WED 17 SEP",
                "S12 Urban floods: now RIJN 2",
                "S14 Ice & sediment: now WAAL (level 3)",
            ],
            seed="tim_rotterdam_talk:room_change",
            style="whiteboard",
            panel_width=0.8,
            tilt=0.04,
            description="Photo of a whiteboard at the registration desk: room changes on Wed 17 Sep, S12 moves to Rijn 2 and S14 Ice & sediment moves to Waal (level 3)",
        ),
        decisive=["S14 Ice & sediment: now WAAL"],
    )
    imgs.add(
        "shuttle_sign",
        photos.composite(
            "wood_deck",
            [
                "HOTEL SHUTTLE TO AHOY",
                "Departs 08:10 09:40 11:10",
                "12:40 13:25 15:10",
                "Ride approx. 20 min",
            ],
            seed="tim_rotterdam_talk:shuttle",
            style="sign",
            accent=(20, 90, 60),
            panel_width=0.78,
            tilt=0.03,
            description="Photo of the hotel's shuttle sign: shuttle to Ahoy departs 08:10, 09:40, 11:10, 12:40, 13:25 and 15:10, ride about 20 minutes",
        ),
        decisive=["12:40 13:25 15:10", "20 min"],
    )
    return imgs


def draw_tim_pharmacy_labels(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_pharmacy_labels", script=__file__)
    imgs.add(
        "amoxicillin_label",
        photos.composite(
            "wood_deck",
            [
                "FARMACIA RUZAFA",
                "AMOXICILLIN 500 mg",
                "1 capsule 3 times a day",
                "at 8:00, 16:00, 23:00",
                "for 7 days",
                "T. Herrera 12/05/2025",
            ],
            seed="tim_pharmacy_labels:amox",
            size=(800, 720),
            style="label",
            accent=(0, 140, 70),
            panel_width=0.8,
            tilt=0.03,
            background_blur=2.0,
            description="Photo of a pharmacy label on an antibiotic box: Amoxicillin 500 mg, 1 capsule 3 times a day at 8:00, 16:00 and 23:00 for 7 days, for T. Herrera, 12/05/2025",
        ),
        decisive=["AMOXICILLIN 500 mg", "3 times a day", "8:00, 16:00, 23:00"],
    )
    imgs.add(
        "lisinopril_label",
        photos.composite(
            "gravel",
            [
                "FARMACIA RUZAFA",
                "LISINOPRIL 10 mg",
                "NEW DOSE: was 5 mg",
                "1 tablet every",
                "morning at 9:00",
                "Refills: 3",
            ],
            seed="tim_pharmacy_labels:lisin",
            size=(800, 720),
            style="label",
            accent=(0, 140, 70),
            panel_width=0.78,
            tilt=0.03,
            background_blur=2.0,
            description="Photo of a pharmacy label: Lisinopril 10 mg, new dose (was 5 mg), 1 tablet every morning at 9:00, 3 refills",
        ),
        decisive=["LISINOPRIL 10 mg", "morning at 9:00"],
    )
    imgs.add(
        "appointment_card",
        documents.note(
            [
                "Centro de Salud",
                "Dra. Ferrer - control tension",
                "Jueves 22/05  10:40",
                "Consulta 14",
            ],
            paper="card",
            style="hand",
            size=36,
            seed="tim_pharmacy_labels:card",
            description="Handwritten appointment card from the health centre: Dra. Ferrer, blood-pressure check, Thursday 22/05 at 10:40, room (consulta) 14",
        ),
        decisive=["22/05", "10:40", "Consulta 14"],
    )
    imgs.add(
        "daughter_chat",
        screens.chat(
            "Lucia",
            [
                ("Lucia", "Papa did you get the new pills from the farmacia?", "19:02"),
                ("me", "yes two boxes", "19:05"),
                (
                    "Lucia",
                    "Make a note with all your pills, the dose and the time, and share it with me. "
                    "Let me edit it too, in case the doctor changes something",
                    "19:06",
                ),
                ("Lucia", "the assistant on your phone can do it :)", "19:06"),
            ],
            subtitle="+34 611 48 22 90",
            clock="19:10",
            description="Chat with Lucia (+34 611 48 22 90): she asks her father to make a note of all his pills with dose and time and share it with her with edit rights",
        ),
        decisive=["share it with me", "Let me edit it too", "+34 611 48 22 90"],
    )
    return imgs


def draw_tim_launch_watch(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_launch_watch", script=__file__)
    imgs.add(
        "kayode_chat",
        screens.chat(
            "Kayode",
            [
                (
                    "Kayode",
                    "UNCLE MARCUS can we go see a rocket launch when im at yours??",
                    "4:12 PM",
                ),
                ("Kayode", "the one in the pic i just sent!! not the boring ones", "4:13 PM"),
                ("Kayode", "mom says NOT on a school night tho", "4:14 PM"),
                ("me", "Let me check the schedule, buddy", "4:20 PM"),
            ],
            subtitle="iMessage",
            clock="4:31",
            description="Chat with nephew Kayode: he wants to see the rocket in the picture he sent launch while staying with Marcus, but not on a school night",
        ),
        decisive=["not on a school night"],
    )
    imgs.add(
        "rocket",
        photos.photo(
            "rocket",
            seed="tim_launch_watch:rocket",
            description="Photo of a SpaceX Falcon 9 rocket (tall white two-stage rocket, black interstage) standing on its launch pad; not an Atlas V, Vulcan or New Glenn",
        ),
    )
    imgs.add(
        "launch_schedule",
        charts.table(
            "Space Coast launch schedule, Aug 11-17 2025",
            ["Date", "Rocket", "Mission", "Liftoff (EDT)"],
            [
                ["Wed Aug 13", "Falcon 9", "Starlink 10-25", "5:47 AM"],
                ["Thu Aug 14", "Vulcan", "USSF-106", "7:52 PM"],
                ["Fri Aug 15", "Atlas V", "Kuiper KA-03", "8:30 PM"],
                ["Sat Aug 16", "Falcon 9", "CRS-33", "9:14 PM"],
                ["Sun Aug 17", "New Glenn", "EscaPADE", "2:05 PM"],
            ],
            col_widths=[0.22, 0.2, 0.32, 0.26],
            description="Launch schedule for the Space Coast, Aug 11-17 2025: Falcon 9 Starlink Wed Aug 13 5:47 AM, Vulcan Thu 7:52 PM, Atlas V Kuiper Fri Aug 15 8:30 PM, Falcon 9 CRS-33 Sat Aug 16 9:14 PM, New Glenn Sun 2:05 PM",
        ),
        decisive=["Fri Aug 15", "Atlas V", "8:30 PM", "Sat Aug 16", "9:14 PM"],
    )
    imgs.add(
        "park_sign",
        photos.composite(
            "meadow",
            [
                "SPACE VIEW PARK",
                "8 Broad St, Titusville",
                "Launch viewing: gates open",
                "2 hours before liftoff",
                "Parking $5",
            ],
            seed="tim_launch_watch:park_sign",
            style="sign",
            accent=(20, 60, 140),
            panel_width=0.74,
            tilt=0.035,
            description="Photo of the Space View Park sign in Titusville: gates open 2 hours before liftoff for launch viewing, parking $5",
        ),
        decisive=["SPACE VIEW PARK", "2 hours before liftoff"],
    )
    imgs.add(
        "funmi_chat",
        screens.chat(
            "Funmi",
            [
                (
                    "Funmi",
                    "Marcus, change of plan. Tolu's wedding is Saturday evening and Kayode has to be there with us",
                    "11:02 AM",
                ),
                ("Funmi", "Friday night is fine though, he can stay up late for once", "11:03 AM"),
            ],
            subtitle="+1 (321) 555-0143",
            clock="11:05",
            description="Text from Funmi: Kayode must be at a wedding on Saturday evening, Friday night is fine",
        ),
        decisive=["Saturday evening", "Friday night is fine"],
    )
    return imgs


def draw_tim_chore_board(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_chore_board", script=__file__)
    imgs.add(
        "fridge_board",
        photos.composite(
            "leaf",
            [
                "CHORES w/c 9 June",
                "Oliver - black bin out (night before)",
                "Oliver - hoover stairs Sat",
                "Maisie - clean hutch Sun",
                "Alfie - water tomatoes Wed",
            ],
            seed="tim_chore_board:fridge",
            style="whiteboard",
            panel_width=0.84,
            tilt=0.03,
            description="Photo of the fridge whiteboard: chores for the week of 9 June - Oliver puts the black bin out the night before and hoovers the stairs on Saturday, Maisie cleans the hutch on Sunday, Alfie waters the tomatoes on Wednesday",
        ),
        decisive=["black bin out", "hoover stairs Sat", "clean hutch Sun", "water tomatoes Wed"],
    )
    imgs.add(
        "bin_leaflet",
        documents.poster(
            "Your bin days",
            [
                "Black bin (general): Wed 11 June",
                "Green bin (recycling): Wed 18 June",
                "Brown bin (garden): Fri 20 June",
                "Bins out by 7am on collection day",
            ],
            kicker="Leeds City Council - 14 Kirkstall Grove",
            footer="Missed a collection? Report it online within 2 days.",
            palette=((18, 78, 60), (250, 210, 70), (250, 250, 250)),
            kind="leaflet",
            description="Council bin-day leaflet: black bin Wed 11 June, green bin Wed 18 June, brown bin Fri 20 June",
        ),
        decisive=["Black bin (general): Wed 11 June"],
    )
    imgs.add(
        "maisie_note",
        documents.note(
            [
                "Mum -",
                "me and Alfie swapped!",
                "I do the tomatoes,",
                "he does the hutch.",
                "Maisie x",
            ],
            paper="lined",
            style="hand",
            size=38,
            seed="tim_chore_board:maisie",
            description="Handwritten note from Maisie: she and Alfie swapped, she waters the tomatoes and Alfie cleans the hutch",
        ),
        decisive=["I do the tomatoes", "he does the hutch"],
    )
    imgs.add(
        "rota",
        screens.list_screen(
            "My shifts - Ward 22",
            [
                ("Mon 9 Jun", "Night 19:30 - 08:00"),
                ("Tue 10 Jun", "Night 19:30 - 08:00"),
                ("Wed 11 Jun", "Off"),
                ("Thu 12 Jun", "Night 19:30 - 08:00"),
                ("Fri 13 Jun", "Off"),
                ("Sat 14 Jun", "Off"),
                ("Sun 15 Jun", "Off"),
            ],
            subtitle="HealthRoster - new pattern from 9 June (repeats weekly)",
            kind="rota",
            description="Rota app: night shifts 19:30-08:00 on Monday, Tuesday and Thursday, the rest off; new weekly pattern from 9 June",
        ),
        decisive=["Mon 9 Jun", "Tue 10 Jun", "Thu 12 Jun", "Night 19:30 - 08:00"],
    )
    return imgs


def draw_tim_school_newsletter(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_school_newsletter", script=__file__)
    imgs.add(
        "parent_portal",
        web_page(
            screens,
            "Harrison Park Primary - Parent Portal",
            "Rory MacLeod - session 2025/26",
            [
                ("Isla MacLeod", "Class P4B - Mrs J Kerr"),
                ("Euan MacLeod", "Class P1A - Mr S Dunbar"),
                ("School office", "0131 555 0142"),
            ],
            accent="#5b2a86",
            kind="web_portal",
            width=700,
            description="School parent portal: Isla MacLeod is in P4B (Mrs J Kerr), Euan MacLeod in P1A (Mr S Dunbar)",
        ),
        decisive=["P4B", "P1A"],
    )
    imgs.add(
        "newsletter",
        documents.poster(
            "Dates for your diary",
            [
                "Mon 22 Sep: in-service day, school closed",
                "Thu 25 Sep: P4 trip to Dynamic Earth, packed lunch. Trip money due Fri 19 Sep",
                "Tue 30 Sep: P6/P7 Bikeability 9:00-12:00",
                "Fri 3 Oct: P1 Harvest assembly, 2:15 pm in the hall, parents welcome",
                "Thu 9 Oct: P5 Scottish Parliament visit",
            ],
            kicker="Harrison Park Primary - September newsletter",
            footer="Trip helpers: reply to your class teacher with your PVG number.",
            palette=((250, 248, 240), (91, 42, 134), (30, 30, 40)),
            kind="newsletter",
            description="School newsletter, dates for the diary: in-service day Mon 22 Sep; P4 trip to Dynamic Earth Thu 25 Sep with trip money due Fri 19 Sep; P6/P7 Bikeability Tue 30 Sep; P1 Harvest assembly Fri 3 Oct 2:15 pm; P5 Parliament visit Thu 9 Oct",
        ),
        decisive=["Mon 22 Sep", "Thu 25 Sep", "Fri 19 Sep", "Fri 3 Oct", "2:15 pm"],
    )
    imgs.add(
        "pvg_card",
        photos.composite(
            "wood_deck",
            [
                "Disclosure Scotland",
                "PVG Scheme Member",
                "Rory MacLeod",
                "Membership no.",
                "1402 7755 9013 2281",
            ],
            seed="tim_school_newsletter:pvg",
            style="label",
            accent=(30, 60, 130),
            panel_width=0.66,
            tilt=0.03,
            background_blur=2.0,
            description="Photo of Rory MacLeod's Disclosure Scotland PVG scheme membership card, membership number 1402 7755 9013 2281",
        ),
        decisive=["1402 7755 9013 2281"],
    )
    imgs.add(
        "harvest_slip",
        documents.note(
            [
                "P1A Harvest",
                "Please send a tin or packet",
                "for the food bank",
                "by Wed 1 Oct.",
                "Thank you! Mr Dunbar",
            ],
            paper="lined",
            style="hand",
            size=36,
            seed="tim_school_newsletter:harvest",
            description="Handwritten slip from Mr Dunbar (P1A): send a tin or packet for the food bank by Wed 1 Oct",
        ),
        decisive=["Wed 1 Oct"],
    )
    return imgs


# --------------------------------------------------------------------------- batch 2


def draw_tim_interview_train(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_interview_train", script=__file__)
    imgs.add(
        "invite_email",
        screens.email(
            "Katrin Vogel <k.vogel@lindqvist-consulting.de>",
            "Interview invitation - Senior Translator (JP-DE)",
            "Thu, 12 Jun 2025, 16:20",
            [
                "Dear Ms Brandt,",
                "Thank you for your application. We would like to invite you to an interview on "
                "Tuesday, 24 June 2025 at 11:30.",
                "Address: Lindqvist Consulting, Koenigstrasse 28, 4th floor, 70173 Stuttgart "
                "(15 minutes on foot from Stuttgart Hbf). Please report to reception.",
                "The interview takes about 60 minutes.",
                "Kind regards, Katrin Vogel, HR",
            ],
            to="Yuki Brandt",
            description="Email from Katrin Vogel inviting Yuki Brandt to an interview on Tuesday 24 June 2025 at 11:30 at Koenigstrasse 28, 4th floor, Stuttgart (15 minutes from Stuttgart Hbf), about 60 minutes",
        ),
        decisive=["Tuesday, 24 June 2025 at 11:30", "Koenigstrasse 28", "about 60 minutes"],
    )
    imgs.add(
        "ticket",
        documents.ticket(
            "DB  Flexpreis - Online-Ticket",
            [
                ("Travel date", "24.06.2025"),
                ("Route", "Muenchen Hbf - Stuttgart Hbf"),
                ("Valid on", "any ICE / IC / EC"),
                ("Class", "2"),
                ("Passenger", "Yuki Brandt"),
                ("Price", "EUR 72.90"),
            ],
            code="DB 8812 4471 0924",
            accent=(200, 20, 30),
            description="Deutsche Bahn Flexpreis ticket for Yuki Brandt, Muenchen Hbf to Stuttgart Hbf on 24.06.2025, valid on any ICE/IC/EC train, 2nd class, EUR 72.90",
        ),
        decisive=["24.06.2025", "any ICE / IC / EC"],
    )
    imgs.add(
        "timetable",
        charts.table(
            "Muenchen Hbf -> Stuttgart Hbf, Tue 24.06.2025",
            ["Departs", "Arrives", "Train", "Changes"],
            [
                ["06:50", "09:12", "IC 2264", "0"],
                ["07:28", "09:42", "ICE 598", "0"],
                ["08:16", "10:29", "ICE 513", "0"],
                ["08:51", "11:04", "ICE 591", "0"],
                ["09:28", "11:42", "ICE 699", "0"],
            ],
            col_widths=[0.22, 0.22, 0.3, 0.26],
            description="Connections Muenchen Hbf to Stuttgart Hbf on Tue 24.06.2025: IC 2264 06:50-09:12, ICE 598 07:28-09:42, ICE 513 08:16-10:29, ICE 591 08:51-11:04, ICE 699 09:28-11:42, all direct",
        ),
        decisive=["08:16", "10:29", "ICE 513", "08:51", "11:04"],
    )
    return imgs


def draw_tim_house_kitty(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_house_kitty", script=__file__)
    imgs.add(
        "aldi_receipt",
        scaled(
            documents.receipt(
                "ALDI",
                [
                    ("Bleach 1L", "1.15"),
                    ("Multi-surface spray", "1.79"),
                    ("Toilet roll 9pk", "4.25"),
                    ("Bin bags 40", "2.49"),
                    ("Washing-up liquid", "0.95"),
                    ("Sponges 5pk", "0.89"),
                ],
                total="11.52",
                date="19/06/2025 18:42",
                address="Wilmslow Rd, Manchester M14",
                payment="CONTACTLESS DEBIT **** 7781",
                currency="GBP ",
                description="ALDI receipt from 19/06/2025: cleaning supplies and toilet roll, total GBP 11.52",
            ),
            1.3,
        ),
        decisive=["11.52"],
    )
    imgs.add(
        "broadband_bill",
        web_page(
            screens,
            "Virgin Media - My bills",
            "Account 4471 2290 - 14 Ladybarn Road",
            [
                ("Bill period", "June 2025"),
                ("Broadband M250", "GBP 36.00"),
                ("Amount due", "GBP 36.00"),
                ("Paid by", "Direct Debit, C. Okeke, 28/06/2025"),
            ],
            accent="#c8102e",
            kind="web_bill",
            width=720,
            description="Virgin Media bill page for 14 Ladybarn Road, June 2025 broadband GBP 36.00 paid by direct debit from C. Okeke",
        ),
        decisive=["GBP 36.00"],
    )
    imgs.add(
        "house_chat",
        screens.chat(
            "14 Ladybarn Rd",
            [
                (
                    "Amara",
                    "chidi ill pay my share tonight. remember I paid 8.00 for the window cleaner last week so take that off mine",
                    "7:41 PM",
                ),
                ("Tom", "gave you cash for june already mate", "7:44 PM"),
                ("Priya", "just send me a request x", "7:50 PM"),
                ("me", "doing the kitty now, everything split 4 ways", "7:52 PM"),
            ],
            subtitle="Amara, Tom, Priya, you",
            clock="7:55",
            description="House group chat: Amara paid 8.00 for the window cleaner and wants it taken off her share, Tom already paid cash for June, Priya asks for a request; Chidi splits everything four ways",
        ),
        decisive=["8.00 for the window cleaner", "gave you cash for june", "send me a request"],
    )
    imgs.add(
        "clean_rota",
        documents.poster(
            "Deep clean rota",
            [
                "Sat 21 Jun: Amara - kitchen",
                "Sat 28 Jun: Chidi - bathroom",
                "Sat 5 Jul: Tom - hall and stairs",
                "Sat 12 Jul: Priya - kitchen",
            ],
            kicker="14 Ladybarn Road - June / July",
            footer="Swap with someone if you can't do your week!",
            palette=((245, 240, 228), (200, 80, 40), (40, 40, 40)),
            kind="rota_poster",
            description="House deep-clean rota: Amara kitchen Sat 21 Jun, Chidi bathroom Sat 28 Jun, Tom hall and stairs Sat 5 Jul, Priya kitchen Sat 12 Jul",
        ),
        decisive=["Sat 28 Jun: Chidi - bathroom"],
    )
    return imgs


def draw_tim_plant_sitting(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_plant_sitting", script=__file__)
    imgs.add(
        "ewa_chat",
        screens.chat(
            "Ewa (4th floor)",
            [
                ("Ewa (4th floor)", "Thank you so much for taking two of my pots!", "6:02 PM"),
                (
                    "Ewa (4th floor)",
                    "I'm away from Sat 5 July, back on Sun 20 July in the evening",
                    "6:03 PM",
                ),
                (
                    "Ewa (4th floor)",
                    "The fern and the lily stay with Marek downstairs. I left the care sheet with the pots",
                    "6:04 PM",
                ),
                ("me", "No problem, have a lovely trip!", "6:10 PM"),
            ],
            subtitle="+48 601 552 310",
            clock="6:12",
            description="Chat with neighbour Ewa: she is away from Sat 5 July and back on Sun 20 July; the fern and lily stay with Marek, two pots go to Agnieszka with a care sheet",
        ),
        decisive=["Sat 5 July", "Sun 20 July"],
    )
    imgs.add(
        "pot_one",
        photos.photo(
            "marigold",
            seed="tim_plant_sitting:pot_one",
            description="Close-up photo of one of the plants: a red and yellow marigold flower",
        ),
    )
    imgs.add(
        "pot_two",
        photos.photo(
            "yellow_flower",
            seed="tim_plant_sitting:pot_two",
            description="Close-up photo of the other plant: a yellow daisy-like flower",
        ),
    )
    imgs.add(
        "care_sheet",
        documents.note(
            [
                "Plant care - thank you!",
                "Marigold (red+yellow): water every 2 days",
                "Yellow daisy: every 4 days",
                "Orange lily: every 3 days",
                "Fern: every day + mist",
                "- Ewa",
            ],
            paper="lined",
            style="hand",
            size=34,
            seed="tim_plant_sitting:care",
            description="Ewa's handwritten care sheet: marigold every 2 days, yellow daisy every 4 days, orange lily every 3 days, fern every day",
        ),
        decisive=["water every 2 days", "Yellow daisy: every 4 days"],
    )
    return imgs


def draw_tim_retro_board(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_retro_board", script=__file__)
    imgs.add(
        "actions_board",
        photos.composite(
            "grass",
            [
                "ACTIONS",
                "RDu - send beta survey by Fri 27/6",
                "MK - fix login timeout",
                "RD - book usability lab w/c 7/7",
                "RDu - roadmap slide by Wed 2/7",
            ],
            seed="tim_retro_board:actions",
            style="whiteboard",
            panel_width=0.86,
            tilt=0.03,
            size=(840, 720),
            description="Photo of the retro whiteboard's action list: RDu sends the beta survey by Fri 27/6, MK fixes the login timeout, RD books the usability lab the week of 7/7, RDu updates the roadmap slide by Wed 2/7",
        ),
        decisive=[
            "send beta survey by Fri 27/6",
            "roadmap slide by Wed 2/7",
            "RD - book usability lab",
        ],
    )
    imgs.add(
        "legend_board",
        photos.composite(
            "brick",
            [
                "Retro 24/6 - who is who",
                "RD = Rita Dias",
                "RDu = Rafael Duarte",
                "MK = Mateus Kato",
                "Next retro Thu 10/7 15:00 Sala Ipe",
            ],
            seed="tim_retro_board:legend",
            style="whiteboard",
            panel_width=0.84,
            tilt=0.03,
            size=(840, 720),
            description="Photo of the second whiteboard: initials legend (RD = Rita Dias, RDu = Rafael Duarte, MK = Mateus Kato) and the next retro on Thu 10/7 at 15:00 in Sala Ipe",
        ),
        decisive=["RDu = Rafael Duarte", "Thu 10/7 15:00", "Sala Ipe"],
    )
    imgs.add(
        "velocity_chart",
        charts.bar_chart(
            "Sprint velocity (story points)",
            ["S21", "S22", "S23", "S24"],
            [28, 31, 34, 26],
            ylabel="points",
            highlight=3,
            description="Bar chart of sprint velocity: S21 28, S22 31, S23 34, S24 26 points (the last sprint dropped)",
        ),
        decisive=["26"],
    )
    imgs.add(
        "sticky",
        documents.note(
            ["To improve:", "too many meetings", "on Wednesdays!"],
            paper="sticky",
            style="hand-bold",
            size=40,
            seed="tim_retro_board:sticky",
            description="Sticky note from the retro: to improve, too many meetings on Wednesdays",
        ),
        decisive=["too many meetings"],
    )
    return imgs


def draw_tim_gym_offpeak(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_gym_offpeak", script=__file__)
    imgs.add(
        "class_timetable",
        charts.table(
            "Te Aro Fitness - group classes from 7 July",
            ["Day", "Time", "Class", "Length"],
            [
                ["Mon", "06:15", "Spin", "45 min"],
                ["Mon", "12:10", "Spin", "45 min"],
                ["Tue", "17:30", "Pilates", "60 min"],
                ["Wed", "12:10", "Boxfit", "45 min"],
                ["Thu", "18:00", "Spin", "45 min"],
                ["Sat", "09:00", "Spin", "45 min"],
                ["Sat", "10:30", "Yoga", "60 min"],
            ],
            col_widths=[0.18, 0.2, 0.36, 0.26],
            description="Gym class timetable from 7 July: Mon 06:15 Spin, Mon 12:10 Spin, Tue 17:30 Pilates (60 min), Wed 12:10 Boxfit, Thu 18:00 Spin, Sat 09:00 Spin (45 min each), Sat 10:30 Yoga 60 min",
        ),
        decisive=["12:10", "09:00", "10:30", "60 min"],
    )
    imgs.add(
        "member_card",
        photos.composite(
            "wood_deck",
            [
                "TE ARO FITNESS",
                "Aroha Ngata",
                "OFF-PEAK member",
                "Weekdays 9:00-16:00",
                "Weekends all day",
            ],
            seed="tim_gym_offpeak:card",
            style="label",
            accent=(230, 90, 20),
            panel_width=0.66,
            tilt=0.03,
            background_blur=2.0,
            description="Photo of Aroha Ngata's gym membership card: off-peak member, weekdays 9:00-16:00 and weekends all day",
        ),
        decisive=["OFF-PEAK member", "Weekdays 9:00-16:00", "Weekends all day"],
    )
    imgs.add(
        "booking_app",
        screens.list_screen(
            "Te Aro Fitness - book a class",
            [
                ("Mon 12:10 Spin", "FULL - waitlist 6"),
                ("Wed 12:10 Boxfit", "4 spots"),
                ("Sat 09:00 Spin", "9 spots"),
                ("Sat 10:30 Yoga", "12 spots"),
            ],
            subtitle="Week of 7 July - off-peak classes",
            kind="booking_app",
            description="Gym booking app for the week of 7 July: Mon 12:10 Spin is full (waitlist 6), Wed 12:10 Boxfit 4 spots, Sat 09:00 Spin 9 spots, Sat 10:30 Yoga 12 spots",
        ),
        decisive=["FULL - waitlist 6"],
    )
    return imgs


# --------------------------------------------------------------------------- batch 3


def draw_tim_book_club(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_book_club", script=__file__)
    imgs.add(
        "book_cover",
        photos.photo(
            "grace_hopper",
            seed="tim_book_club:cover",
            size=(600, 760),
            description="Photo of a book cover without legible text: the well-known portrait of Rear Admiral Grace Hopper in US Navy uniform",
        ),
    )
    imgs.add(
        "programme",
        charts.table(
            "Bishopstown Library Book Club - autumn 2025",
            ["Date", "Time", "Book", "Room"],
            [
                ["Tue 9 Sep", "11:00-12:30", "Amazing Grace (Grace Hopper)", "Meeting Room 1"],
                ["Thu 11 Sep", "19:00-20:30", "Amazing Grace (Grace Hopper)", "Meeting Room 1"],
                ["Tue 14 Oct", "11:00-12:30", "The Ada Lovelace Story", "Meeting Room 1"],
                ["Tue 11 Nov", "11:00-12:30", "Hidden Figures", "Meeting Room 2"],
            ],
            col_widths=[0.17, 0.19, 0.42, 0.22],
            description="Library book club programme: Amazing Grace (Grace Hopper) on Tue 9 Sep 11:00-12:30 (morning group) and Thu 11 Sep 19:00-20:30 (evening group), Ada Lovelace on Tue 14 Oct, Hidden Figures on Tue 11 Nov",
        ),
        decisive=["Tue 9 Sep", "11:00-12:30", "Thu 11 Sep", "19:00-20:30"],
    )
    imgs.add(
        "loan_slip",
        scaled(
            documents.receipt(
                "CORK CITY LIBRARIES",
                [("The Ada Lovelace Story", "1 item")],
                total="0.00",
                date="Bishopstown  27/08/2025 10:42",
                payment="Borrower: M. O'CONNELL",
                currency="EUR ",
                extra_lines=["Due back: 30/09/2025", "Renew online or by phone"],
                footer="Happy reading!",
                description="Library loan slip from Bishopstown, 27/08/2025: The Ada Lovelace Story, due back 30/09/2025",
            ),
            1.3,
        ),
        decisive=["Due back: 30/09/2025"],
    )
    imgs.add(
        "bridget_chat",
        screens.chat(
            "Bridget",
            [
                (
                    "Bridget",
                    "Did you find out when the club is doing the Grace Hopper book?",
                    "2:14 PM",
                ),
                (
                    "Bridget",
                    "Text me the date and I'll collect you at a quarter past ten",
                    "2:15 PM",
                ),
            ],
            subtitle="+353 87 555 0164",
            clock="2:20",
            description="Text from Bridget (+353 87 555 0164): she asks when the Grace Hopper book club is and offers to collect Peggy at a quarter past ten",
        ),
        decisive=["+353 87 555 0164"],
    )
    imgs.add(
        "room_notice",
        photos.composite(
            "brick",
            [
                "BOOK CLUB",
                "Tue 9 Sep morning group",
                "moved to the",
                "Reading Garden Room",
                "(upstairs)",
            ],
            seed="tim_book_club:notice",
            style="sign",
            accent=(0, 110, 80),
            panel_width=0.7,
            tilt=0.035,
            description="Photo of a notice on the library wall: the Tue 9 Sep morning book club moved to the Reading Garden Room upstairs",
        ),
        decisive=["Reading Garden Room"],
    )
    return imgs


def draw_tim_coin_auction(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_coin_auction", script=__file__)
    imgs.add(
        "coins_photo",
        photos.photo(
            "coins",
            seed="tim_coin_auction:coins",
            description="Black-and-white photo taken at the auction viewing: a group of 24 small ancient Greek coins laid out in rows on a dark cloth (a whole group, not a single coin or a pair)",
        ),
    )
    imgs.add(
        "catalogue",
        charts.table(
            "Utrecht Numismatics - Sale 88, Sat 27 Sep 2025",
            ["Lot", "Description", "Estimate EUR", "Approx."],
            [
                ["108", "Roman denarii, 6 coins", "300-400", "11:05"],
                ["112", "Greek drachms, group of 24", "900-1,200", "11:40"],
                ["115", "Athens tetradrachm, single coin", "1,500-2,000", "11:55"],
                ["121", "Byzantine solidi, pair", "2,400-3,000", "12:20"],
            ],
            col_widths=[0.1, 0.48, 0.24, 0.18],
            description="Auction catalogue page, Sale 88 on Sat 27 Sep 2025: lot 108 Roman denarii (6) about 11:05, lot 112 Greek drachms group of 24 about 11:40, lot 115 single Athens tetradrachm about 11:55, lot 121 pair of Byzantine solidi about 12:20",
        ),
        decisive=["Sat 27 Sep 2025", "Greek drachms, group of 24", "11:40"],
    )
    imgs.add(
        "auction_email",
        screens.email(
            "Utrecht Numismatics <bids@utrechtnumismatics.nl>",
            "Sale 88 - phone bidding",
            "Mon, 15 Sep 2025, 09:12",
            [
                "Dear collector,",
                "Phone bidding for Sale 88 must be registered by Thursday 25 September, 17:00.",
                "Reply to this email with the lot number and your maximum bid; a member of staff will "
                "call you about ten minutes before your lot.",
                "With kind regards, Utrecht Numismatics",
            ],
            to="Thomas Achterberg",
            description="Email from Utrecht Numismatics: phone bidding for Sale 88 must be registered by Thursday 25 September 17:00 by replying with the lot and maximum bid",
        ),
        decisive=["Thursday 25 September, 17:00"],
    )
    imgs.add(
        "bid_form",
        documents.form(
            "Phone bid form - Sale 88",
            [
                ("Name", "Thomas Achterberg"),
                ("Lot", "112"),
                ("Maximum bid (EUR)", "950"),
                ("Phone", "+31 6 2418 7730"),
            ],
            subtitle="Utrecht Numismatics - please print clearly",
            checkboxes=[("I accept the conditions of sale", True)],
            description="Phone bid form filled in by hand: Thomas Achterberg, lot 112, maximum bid EUR 950, phone +31 6 2418 7730",
        ),
        decisive=["950", "+31 6 2418 7730"],
    )
    return imgs


def draw_tim_storm_picnic(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_storm_picnic", script=__file__)
    imgs.add(
        "picnic_poster",
        documents.poster(
            "Parkhurst Street Picnic",
            [
                "Sat 15 Nov, 12:00-16:00",
                "4th Avenue Park",
                "Rain date: Sun 16 Nov, 13:00-17:00",
                "Bring a plate to share!",
            ],
            kicker="Parkhurst Residents Association",
            footer="Volunteers: sign up on the clubhouse sheet",
            palette=((12, 84, 120), (255, 200, 70), (250, 250, 250)),
            description="Street picnic poster: Sat 15 Nov 12:00-16:00 at 4th Avenue Park, rain date Sun 16 Nov 13:00-17:00",
        ),
        decisive=["Sat 15 Nov, 12:00-16:00", "4th Avenue Park", "Sun 16 Nov, 13:00-17:00"],
    )
    imgs.add(
        "signup_sheet",
        documents.form(
            "Picnic volunteers",
            [
                ("Gazebo + 2 tables", "Bongani D."),
                ("Ice (4 bags)", "Bongani D."),
                ("Salads", "Thandi M."),
                ("Music / speaker", "Sipho K."),
            ],
            subtitle="Write your name next to a job",
            description="Volunteer sign-up sheet: Bongani D. brings the gazebo with 2 tables and 4 bags of ice, Thandi M. salads, Sipho K. music",
        ),
        decisive=["Gazebo + 2 tables: Bongani D.", "Ice (4 bags): Bongani D."],
    )
    imgs.add(
        "sky",
        photos.photo(
            "storm",
            seed="tim_storm_picnic:sky",
            description="Photo of very dark storm clouds over an empty road: a thunderstorm is coming",
        ),
    )
    imgs.add(
        "forecast",
        screens.list_screen(
            "Johannesburg - 7 days",
            [
                ("Fri 14 Nov", "Cloudy, 30% rain"),
                ("Sat 15 Nov", "Thunderstorms, 90% rain"),
                ("Sun 16 Nov", "Sunny, 10% rain"),
                ("Mon 17 Nov", "Partly cloudy, 20% rain"),
            ],
            subtitle="Weather - updated 07:10",
            kind="weather_app",
            description="Weather app forecast for Johannesburg: Sat 15 Nov thunderstorms 90% rain, Sun 16 Nov sunny 10%",
        ),
        decisive=["Thunderstorms, 90% rain", "Sunny, 10% rain"],
    )
    imgs.add(
        "thandi_chat",
        screens.chat(
            "Thandi",
            [
                (
                    "Thandi",
                    "Bongani, saw we're moving to Sunday. The church gazebo is only free from Saturday 2pm, can you fetch it then?",
                    "8:31 AM",
                ),
                ("me", "Sure, will do", "8:40 AM"),
            ],
            subtitle="+27 82 555 0193",
            clock="8:42",
            description="Text from Thandi: the church gazebo can only be collected from Saturday at 2pm",
        ),
        decisive=["Saturday 2pm"],
    )
    return imgs


def draw_tim_baker_sleep(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_baker_sleep", script=__file__)
    imgs.add(
        "hours_sign",
        photos.composite(
            "wood_deck",
            [
                "FORNO BELLINI",
                "New hours from Tue 7 Oct",
                "Tue - Sun 6:30 - 13:30",
                "Monday closed",
            ],
            seed="tim_baker_sleep:sign",
            style="chalkboard",
            panel_width=0.76,
            tilt=0.03,
            description="Photo of the bakery's chalkboard: new hours from Tue 7 Oct, Tuesday to Sunday 6:30-13:30, closed on Monday",
        ),
        decisive=["Tue - Sun 6:30 - 13:30", "Monday closed"],
    )
    imgs.add(
        "doctor_note",
        documents.note(
            ["Sig. Bellini:", "at least 7 h 30 min", "of sleep every night!", "Dr. Gatti"],
            paper="card",
            style="hand",
            size=38,
            seed="tim_baker_sleep:doctor",
            description="Handwritten note from Dr. Gatti: at least 7 hours 30 minutes of sleep every night",
        ),
        decisive=["7 h 30 min"],
    )
    imgs.add(
        "sleep_app",
        web_page(
            screens,
            "SleepWell - last 30 nights",
            "Lorenzo's sleep report",
            [
                ("Average sleep", "5 h 10 min"),
                ("Average time to fall asleep", "30 min"),
                ("Nights under 6 h", "22"),
            ],
            accent="#3b3f8f",
            kind="app_report",
            width=560,
            description="Sleep app report for the last 30 nights: average sleep 5 h 10 min, average time to fall asleep 30 min, 22 nights under 6 hours",
        ),
        decisive=["30 min"],
    )
    imgs.add(
        "sofia_chat",
        screens.chat(
            "Sofia",
            [
                (
                    "Sofia",
                    "Amore, with the new hours put your phone on Sleep from when you go to bed until the alarm",
                    "9:05 PM",
                ),
                ("Sofia", "but let MY calls through, in case of the kids", "9:06 PM"),
                (
                    "Sofia",
                    "And switch the kids' school alarm back on, for 7:00. I take them now",
                    "9:07 PM",
                ),
            ],
            subtitle="+39 347 555 0129",
            clock="9:10",
            description="Text from Sofia (+39 347 555 0129): use the Sleep focus from bedtime until the alarm, but let her calls through; switch the kids' school alarm back on for 7:00",
        ),
        decisive=["+39 347 555 0129", "let MY calls through", "7:00"],
    )
    return imgs


def draw_tim_pilau_timers(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_pilau_timers", script=__file__)
    imgs.add(
        "recipe_card",
        documents.note(
            [
                "Cucu's pilau (serves 6)",
                "beef 1 kg, rice 4 cups, onions 3",
                "cardamom, cumin, cloves, cinnamon",
                "garlic, ginger, tomatoes 4",
                "Rice: simmer 25 min",
                "Chapati dough: rest 40 min",
            ],
            paper="card",
            style="hand",
            size=32,
            seed="tim_pilau_timers:recipe",
            description="Grandmother's handwritten recipe card for pilau: beef, rice, onions, cardamom, cumin, cloves, cinnamon, garlic, ginger, tomatoes; rice simmers 25 min, chapati dough rests 40 min",
        ),
        decisive=["Rice: simmer 25 min", "Chapati dough: rest 40 min", "cardamom", "cloves"],
    )
    imgs.add(
        "pantry_board",
        photos.composite(
            "wood_deck",
            ["WE HAVE:", "rice, onions, garlic", "flour, oil, cumin", "cinnamon sticks"],
            seed="tim_pilau_timers:pantry",
            style="whiteboard",
            panel_width=0.72,
            tilt=0.03,
            description="Photo of the kitchen whiteboard listing what is in the house: rice, onions, garlic, flour, oil, cumin, cinnamon sticks",
        ),
        decisive=["rice, onions, garlic", "cinnamon sticks"],
    )
    imgs.add(
        "market_receipt",
        scaled(
            documents.receipt(
                "NAIVAS WESTLANDS",
                [("Tomatoes 1kg", "140.00"), ("Ginger 250g", "95.00"), ("Milk 1L", "75.00")],
                total="310.00",
                date="14/03/2025 18:22",
                payment="M-PESA",
                currency="KES ",
                description="Supermarket receipt from yesterday: tomatoes 1 kg, ginger 250 g and milk, total KES 310.00",
            ),
            1.3,
        ),
        decisive=["Tomatoes 1kg", "Ginger 250g"],
    )
    imgs.add(
        "friends_chat",
        screens.chat(
            "Saturday lunch",
            [
                (
                    "Wanjiru",
                    "Can't wait!! Reminder I don't eat meat now, so please no beef for me",
                    "10:02 AM",
                ),
                (
                    "Otieno",
                    "same, do it veggie with potatoes and peas instead of the beef",
                    "10:05 AM",
                ),
                ("me", "ok veggie pilau it is", "10:09 AM"),
            ],
            subtitle="Wanjiru, Otieno, you",
            clock="10:11",
            description="Group chat: Wanjiru no longer eats meat, Otieno suggests a veggie pilau with potatoes and peas instead of the beef; Grace agrees",
        ),
        decisive=["no beef", "potatoes", "peas"],
    )
    return imgs


# --------------------------------------------------------------------------- batch 4


def draw_tim_ravello_wedding(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_ravello_wedding", script=__file__)
    imgs.add(
        "invitation",
        documents.poster(
            "Ji-eun & Marco",
            [
                "Saturday 18 October 2025",
                "Ceremony at 16:00",
                "Villa Cimbrone, Ravello",
                "Dinner and dancing to follow",
                "Kindly reply by 15 September",
            ],
            kicker="Together with their families",
            palette=((250, 246, 238), (176, 141, 87), (60, 50, 40)),
            kind="invitation",
            description="Wedding invitation of Ji-eun and Marco: Saturday 18 October 2025, ceremony at 16:00 at Villa Cimbrone, Ravello; reply by 15 September",
        ),
        decisive=[
            "Saturday 18 October 2025",
            "Ceremony at 16:00",
            "Villa Cimbrone",
            "15 September",
        ],
    )
    imgs.add(
        "marco_card",
        documents.note(
            [
                "Best man duties!",
                "Rehearsal Fri 17 Oct 17:30",
                "at the villa, then dinner:",
                "Trattoria da Lorenzo 20:00",
                "- Marco",
            ],
            paper="card",
            style="hand",
            size=36,
            seed="tim_ravello_wedding:card",
            description="Handwritten card from Marco: rehearsal on Fri 17 Oct at 17:30 at the villa, then dinner at Trattoria da Lorenzo at 20:00",
        ),
        decisive=["Fri 17 Oct 17:30", "Trattoria da Lorenzo 20:00"],
    )
    imgs.add(
        "hotel_booking",
        screens.booking(
            "Hotel Marmorata",
            "Your stay in Ravello is confirmed",
            [
                ("Guest", "Hyun-woo Park"),
                ("Check-in", "Thu 16 Oct 2025, from 15:00"),
                ("Check-out", "Sun 19 Oct 2025, by 11:00"),
                ("Room", "Sea-view double, breakfast"),
            ],
            reference="HM-55821",
            note="Free cancellation until 9 October.",
            accent="#1f5f7a",
            description="Hotel Marmorata booking for Hyun-woo Park, confirmation HM-55821: check-in Thu 16 Oct 2025 from 15:00, check-out Sun 19 Oct by 11:00, sea-view double",
        ),
        decisive=["HM-55821", "Thu 16 Oct 2025", "Sun 19 Oct 2025"],
    )
    imgs.add(
        "flight",
        documents.ticket(
            "LUFTHANSA  E-TICKET",
            [
                ("Passenger", "PARK/HYUNWOO MR"),
                ("Flight", "LH 1934"),
                ("Date", "16 OCT 2025"),
                ("Seat", "14A"),
                ("Departs", "MUC 10:05"),
                ("Arrives", "NAP 11:50"),
            ],
            code="7QXK2P",
            accent=(5, 22, 77),
            description="Lufthansa e-ticket for Park/Hyunwoo: LH 1934 on 16 Oct 2025, Munich 10:05 to Naples 11:50, seat 14A, booking 7QXK2P",
        ),
        decisive=["LH 1934", "MUC 10:05", "NAP 11:50"],
    )
    imgs.add(
        "todo_sticky",
        documents.note(
            ["speech draft by Fri 3 Oct", "collect suit Tue 14 Oct", "rings from Marco's mum!"],
            paper="sticky",
            style="hand-bold",
            size=34,
            seed="tim_ravello_wedding:sticky",
            description="Sticky note: speech draft by Fri 3 Oct, collect the suit on Tue 14 Oct, get the rings from Marco's mum",
        ),
        decisive=["speech draft by Fri 3 Oct", "collect suit Tue 14 Oct"],
    )
    return imgs


def draw_tim_baby_vaccines(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_baby_vaccines", script=__file__)
    imgs.add(
        "schedule",
        charts.table(
            "Vaccination schedule - infants",
            ["Age", "Vaccines"],
            [
                ["Newborn", "BCG, Hepatitis B"],
                ["2 months", "Pentavalent 1, Polio 1, Rotavirus 1"],
                ["4 months", "Pentavalent 2, Polio 2, Rotavirus 2"],
                ["6 months", "Pentavalent 3, Polio 3, Influenza 1"],
                ["12 months", "MMR 1, Varicella, Hepatitis A"],
            ],
            col_widths=[0.22, 0.78],
            description="Infant vaccination schedule: newborn BCG and Hepatitis B; 2 months Pentavalent 1, Polio 1, Rotavirus 1; 4 months Pentavalent 2, Polio 2, Rotavirus 2; 6 months Pentavalent 3, Polio 3, Influenza 1; 12 months MMR 1, Varicella, Hepatitis A",
        ),
        decisive=["Pentavalent 2, Polio 2, Rotavirus 2"],
    )
    imgs.add(
        "booklet",
        documents.form(
            "Vaccination record - Valentina Rojas Castillo",
            [
                ("Date of birth", "03/02/2025"),
                ("Newborn doses", "04/02/2025"),
                ("2 months doses", "07/04/2025"),
                ("4 months doses", ""),
                ("6 months doses", ""),
            ],
            subtitle="Keep this booklet and bring it to every visit",
            description="Page of the baby's vaccination booklet: born 03/02/2025, newborn doses 04/02/2025, 2-month doses 07/04/2025, the 4- and 6-month lines still empty",
        ),
        decisive=["Date of birth: 03/02/2025", "2 months doses: 07/04/2025"],
    )
    imgs.add(
        "clinic_sign",
        photos.composite(
            "brick",
            [
                "CENTRO DE SALUD CHAPINERO",
                "VACUNACION / VACCINES",
                "Mon - Fri 7:00 - 12:00",
                "Sat 8:00 - 11:00",
            ],
            seed="tim_baby_vaccines:sign",
            style="sign",
            accent=(0, 120, 160),
            panel_width=0.8,
            tilt=0.03,
            description="Photo of the health centre's sign: vaccinations Monday to Friday 7:00-12:00 and Saturday 8:00-11:00",
        ),
        decisive=["Mon - Fri 7:00 - 12:00"],
    )
    imgs.add(
        "andres_chat",
        screens.chat(
            "Andres",
            [
                (
                    "Andres",
                    "I can take Vale for her next shots, but only on a Friday morning, I start late on Fridays",
                    "7:48 PM",
                ),
                ("Andres", "the first Friday once she's old enough for them", "7:49 PM"),
                ("me", "ok, I'll book it", "7:55 PM"),
            ],
            subtitle="WhatsApp",
            clock="7:56",
            description="Chat with Andres: he can take Valentina for her next vaccines only on a Friday morning, the first Friday once she is old enough",
        ),
        decisive=["only on a Friday morning", "the first Friday"],
    )
    return imgs


def draw_tim_exam_season(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_exam_season", script=__file__)
    imgs.add(
        "statement_of_entry",
        documents.form(
            "Statement of Entry - Summer 2025",
            [
                ("Candidate", "Arjun Mehta (4417)"),
                ("Centre", "Hamstead Hall Academy"),
                ("Entries", "Mathematics, Physics, Computer Science"),
            ],
            subtitle="Check your entries and tell the exams office about any error",
            handwritten=False,
            description="Statement of entry for Arjun Mehta, candidate 4417: A levels in Mathematics, Physics and Computer Science",
        ),
        decisive=["Mathematics, Physics, Computer Science"],
    )
    imgs.add(
        "exam_timetable",
        charts.table(
            "A level timetable, June 2025 (extract)",
            ["Date", "Start", "Paper", "Length"],
            [
                ["Tue 10 Jun", "09:00", "Mathematics Paper 1", "2h"],
                ["Wed 11 Jun", "13:30", "Chemistry Paper 1", "2h"],
                ["Thu 12 Jun", "09:00", "Physics Paper 1", "2h"],
                ["Mon 16 Jun", "13:30", "Computer Science Paper 1", "2h 30m"],
                ["Tue 17 Jun", "09:00", "Biology Paper 1", "2h"],
            ],
            col_widths=[0.2, 0.14, 0.46, 0.2],
            description="Exam timetable extract: Maths Paper 1 Tue 10 Jun 09:00 2h, Chemistry Wed 11 Jun 13:30, Physics Paper 1 Thu 12 Jun 09:00 2h, Computer Science Paper 1 Mon 16 Jun 13:30 2h 30m, Biology Tue 17 Jun 09:00",
        ),
        decisive=["Tue 10 Jun", "Thu 12 Jun", "Mon 16 Jun", "2h 30m"],
    )
    imgs.add(
        "hall_notice",
        photos.composite(
            "brick",
            [
                "EXAM CANDIDATES",
                "Morning exams: SPORTS HALL",
                "Afternoon exams: LIBRARY",
                "Be seated 20 min before the start",
            ],
            seed="tim_exam_season:notice",
            style="sign",
            accent=(120, 20, 40),
            panel_width=0.84,
            tilt=0.03,
            size=(820, 640),
            description="Photo of the exams notice in the school corridor: morning exams in the sports hall, afternoon exams in the library, be seated 20 minutes before the start",
        ),
        decisive=["SPORTS HALL", "LIBRARY", "20 min before"],
    )
    imgs.add(
        "mum_chat",
        screens.chat(
            "Mum",
            [
                ("Mum", "Beta I will drive you to the morning exams", "8:12 PM"),
                (
                    "Mum",
                    "We leave the house 45 minutes before you have to be seated. Put reminders so we don't forget!",
                    "8:13 PM",
                ),
            ],
            subtitle="iMessage",
            clock="8:15",
            description="Text from Mum: she drives Arjun to the morning exams, leaving 45 minutes before he has to be seated",
        ),
        decisive=["45 minutes before you have to be seated"],
    )
    return imgs


def draw_tim_ski_weekend(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_ski_weekend", script=__file__)
    imgs.add(
        "fuel_receipt",
        scaled(
            documents.receipt(
                "TOTALENERGIES A43",
                [("Gazole 48.20 L", "87.72")],
                total="87.72",
                date="07/02/2025 16:05",
                address="Aire de l'Isle d'Abeau",
                payment="CB **** 3310",
                currency="EUR ",
                description="Fuel receipt, TotalEnergies A43, 07/02/2025: 48.20 L diesel, EUR 87.72",
            ),
            1.3,
        ),
        decisive=["87.72"],
    )
    imgs.add(
        "toll_receipt",
        scaled(
            documents.receipt(
                "AREA - PEAGE",
                [("Classe 1  Chambery", "23.40")],
                total="23.40",
                date="07/02/2025 17:12",
                payment="CB **** 3310",
                currency="EUR ",
                footer="Bonne route !",
                description="Motorway toll receipt, 07/02/2025: class 1, EUR 23.40",
            ),
            1.3,
        ),
        decisive=["23.40"],
    )
    imgs.add(
        "group_chat",
        screens.chat(
            "Val Tho 2025",
            [
                (
                    "Manon",
                    "Arrived by train! Not splitting the petrol or the toll, I didn't use the car ;)",
                    "7:02 PM",
                ),
                (
                    "Hugo",
                    "Elodie can you buy the one-day passes for all 4 of us tomorrow? we pay you back",
                    "7:05 PM",
                ),
                ("Lea", "yes please!!", "7:06 PM"),
            ],
            subtitle="Manon, Hugo, Lea, you",
            clock="7:10",
            description="Group chat: Manon came by train and does not share fuel or toll; Hugo asks Elodie to buy one-day passes for all four",
        ),
        decisive=["Not splitting the petrol or the toll", "for all 4 of us"],
    )
    imgs.add(
        "pass_board",
        photos.composite(
            "gravel",
            ["FORFAITS / LIFT PASSES", "1 jour / 1 day  62.00 EUR", "2 jours / 2 days  119.00 EUR"],
            seed="tim_ski_weekend:passes",
            style="price_tag",
            panel_width=0.84,
            tilt=0.03,
            description="Photo of the lift-pass price board: 1 day EUR 62.00, 2 days EUR 119.00",
        ),
        decisive=["62.00"],
    )
    imgs.add(
        "chalet_booking",
        screens.booking(
            "Chalets Alpins",
            "Chalet Les Marmottes, Val Thorens",
            [
                ("Arrival", "Fri 7 Feb 2025, from 17:00"),
                ("Departure", "Sun 9 Feb 2025, check-out by 10:00"),
                ("Guests", "4"),
            ],
            reference="CA-20931",
            accent="#7a3b12",
            description="Chalet booking: Les Marmottes, Val Thorens, arrival Fri 7 Feb 2025, departure Sun 9 Feb with check-out by 10:00, 4 guests",
        ),
        decisive=["check-out by 10:00"],
    )
    return imgs


def draw_tim_iftar_week(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_iftar_week", script=__file__)
    imgs.add(
        "ramadan_timetable",
        charts.table(
            "Green Lane Masjid - Ramadan 2025 timetable",
            ["Date", "Sehri ends", "Iftar"],
            [
                ["Wed 5 Mar", "05:03", "17:57"],
                ["Thu 6 Mar", "05:01", "17:59"],
                ["Fri 7 Mar", "04:58", "18:01"],
                ["Sat 8 Mar", "04:56", "18:03"],
                ["Sun 9 Mar", "04:54", "18:05"],
            ],
            col_widths=[0.4, 0.3, 0.3],
            description="Ramadan timetable of Green Lane Masjid: sehri ends / iftar - Wed 5 Mar 05:03/17:57, Thu 6 Mar 05:01/17:59, Fri 7 Mar 04:58/18:01, Sat 8 Mar 04:56/18:03, Sun 9 Mar 04:54/18:05",
        ),
        decisive=["Thu 6 Mar", "05:01", "Sat 8 Mar", "18:03"],
    )
    imgs.add(
        "imran_chat",
        screens.chat(
            "Imran",
            [
                (
                    "Imran",
                    "Salaam bro! Iftar at ours on Saturday, come for the opening of the fast",
                    "1:14 PM",
                ),
                ("Imran", "new address: 42 Coventry Road, Small Heath", "1:15 PM"),
                ("me", "Inshallah, see you then", "1:30 PM"),
            ],
            subtitle="WhatsApp",
            clock="1:32",
            description="Chat with Imran: iftar at his house on Saturday at the opening of the fast, new address 42 Coventry Road, Small Heath",
        ),
        decisive=["Saturday", "42 Coventry Road"],
    )
    imgs.add(
        "taraweeh_flyer",
        documents.poster(
            "Taraweeh every night",
            ["Green Lane Masjid, main hall", "Starts 19:45", "Sisters' entrance on Jenkins Street"],
            kicker="Ramadan Mubarak",
            palette=((14, 70, 60), (235, 200, 110), (250, 250, 245)),
            description="Mosque flyer: taraweeh prayers every night at 19:45 in the main hall of Green Lane Masjid",
        ),
        decisive=["Starts 19:45"],
    )
    imgs.add(
        "rota_photo",
        photos.composite(
            "wood_deck",
            ["CAB RANK ROTA", "Y. Rahman: nights Thu-Sat", "on at 20:30 from the rank"],
            seed="tim_iftar_week:rota",
            style="whiteboard",
            panel_width=0.78,
            tilt=0.03,
            description="Photo of the taxi firm's whiteboard rota: Y. Rahman works nights Thursday to Saturday, on at 20:30 from the rank",
        ),
        decisive=["nights Thu-Sat", "20:30"],
    )
    return imgs


# --------------------------------------------------------------------------- batch 5


def voicemail_screen(
    screens: Screens, number: str, when: str, transcript: str, *, description: str
) -> Drawing:
    """A phone's visual-voicemail detail screen with its transcript."""
    css = """
    .vm { padding: 16px 20px; } .num { font-size: 22px; font-weight: bold; }
    .when { color: #666; font-size: 15px; margin: 4px 0 14px; }
    .tr { background: #f2f2f7; border-radius: 12px; padding: 14px 16px; line-height: 1.45; font-size: 18px; }
    .lbl { color: #888; font-size: 13px; text-transform: uppercase; margin-bottom: 6px; }
    """
    body = (
        "<div class='status'><span>11:24</span><span>LTE 71%</span></div>"
        "<div class='bar'><h1>Voicemail</h1></div>"
        f"<div class='vm'><div class='num'>{esc(number)}</div><div class='when'>{esc(when)}</div>"
        f"<div class='lbl'>Transcription</div><div class='tr'>{esc(transcript)}</div></div>"
    )
    return screens.render(body, kind="voicemail", css=css, description=description)


def draw_tim_dentist_recall(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_dentist_recall", script=__file__)
    imgs.add(
        "recall_card",
        documents.poster(
            "Time for your check-up!",
            [
                "Reserved for you: Thu 12 June, 9:40 am",
                "with hygienist Priya",
                "Call to confirm or change: (604) 555-0148",
            ],
            kicker="Harbourview Dental - Dr. M. Chen",
            footer="1450 W Broadway, Vancouver",
            palette=((232, 246, 250), (0, 120, 150), (20, 40, 50)),
            kind="recall_card",
            description="Dental recall card from Harbourview Dental (Dr. M. Chen): a check-up reserved for Thu 12 June at 9:40 am; call (604) 555-0148 to confirm or change",
        ),
        decisive=["Thu 12 June, 9:40 am", "(604) 555-0148"],
    )
    imgs.add(
        "ferry_ticket",
        documents.ticket(
            "BC FERRIES  RESERVATION",
            [
                ("Date", "Thu 12 Jun 2025"),
                ("Passengers", "2 adults + car"),
                ("Outbound", "Tsawwassen 8:15 AM"),
                ("Return", "Swartz Bay 7:00 PM"),
            ],
            code="BCF 88210475",
            accent=(0, 60, 120),
            description="BC Ferries reservation for Thu 12 Jun 2025: 2 adults and a car, Tsawwassen 8:15 AM, return from Swartz Bay 7:00 PM",
        ),
        decisive=["Thu 12 Jun 2025", "Tsawwassen 8:15 AM", "Swartz Bay 7:00 PM"],
    )
    imgs.add(
        "voicemail",
        voicemail_screen(
            screens,
            "(604) 555-0148",
            "Today, 10:12 AM - 0:41",
            "Hi Mr Nakamura, this is Harbourview Dental. If the 12th doesn't suit, we also have "
            "Tuesday June 17 at 2:20 pm or Friday June 20 at 11 am. Please call us back. Thanks!",
            description="Voicemail from (604) 555-0148 (Harbourview Dental): alternatives Tuesday June 17 at 2:20 pm or Friday June 20 at 11 am",
        ),
        decisive=["Tuesday June 17 at 2:20 pm", "Friday June 20 at 11 am"],
    )
    imgs.add(
        "choir_board",
        photos.composite(
            "wood_deck",
            [
                "KITSILANO SENIORS CHOIR",
                "Rehearsals every Tuesday",
                "1:30 - 3:30 pm",
                "Hall B - all welcome!",
            ],
            seed="tim_dentist_recall:choir",
            style="chalkboard",
            panel_width=0.76,
            tilt=0.03,
            description="Photo of the community centre chalkboard: Kitsilano Seniors Choir rehearses every Tuesday 1:30-3:30 pm in Hall B",
        ),
        decisive=["Rehearsals every Tuesday", "1:30 - 3:30 pm"],
    )
    return imgs


def draw_tim_half_marathon(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_half_marathon", script=__file__)
    imgs.add(
        "race_week_plan",
        charts.table(
            "Half marathon plan - race week",
            ["Day", "Session"],
            [
                ["Mon 3 Mar", "Rest"],
                ["Tue 4 Mar", "6 km easy"],
                ["Wed 5 Mar", "5 x 1 km at race pace"],
                ["Thu 6 Mar", "4 km easy + strides"],
                ["Fri 7 Mar", "Rest"],
                ["Sat 8 Mar", "Rest (travel)"],
                ["Sun 9 Mar", "RACE"],
            ],
            col_widths=[0.3, 0.7],
            description="Race-week training plan: rest Mon 3 Mar, 6 km easy Tue 4 Mar, 5 x 1 km at race pace Wed 5 Mar, 4 km easy plus strides Thu 6 Mar, rest Fri and Sat, race Sun 9 Mar",
        ),
        decisive=["6 km easy", "5 x 1 km at race pace", "4 km easy + strides"],
    )
    imgs.add(
        "race_email",
        screens.email(
            "Lisbon Half Marathon <entries@lisbonhalf.pt>",
            "Your entry is confirmed - bib 17442",
            "Fri, 28 Feb 2025, 12:03",
            [
                "Ola Mariana,",
                "Race day: Sunday 9 March 2025. Start at 10:30 on the 25 de Abril Bridge (Almada side).",
                "Bib collection at FIL Expo: Friday 7 and Saturday 8 March, 10:00-20:00.",
                "Your bib number is 17442. Boa corrida!",
            ],
            to="Mariana Costa",
            description="Race confirmation email: Lisbon Half Marathon on Sunday 9 March 2025, start 10:30 on the 25 de Abril Bridge; bib collection at FIL Expo Fri 7 and Sat 8 March 10:00-20:00; bib number 17442",
        ),
        decisive=["Sunday 9 March 2025", "Start at 10:30", "17442"],
    )
    imgs.add(
        "train_ticket",
        documents.ticket(
            "CP  ALFA PENDULAR",
            [
                ("Date", "08/03/2025"),
                ("Train", "AP 131"),
                ("From", "Porto Campanha 07:09"),
                ("To", "Lisboa Oriente 09:51"),
                ("Car / seat", "21 / 54"),
                ("Passenger", "Mariana Costa"),
            ],
            code="CP 5520 1183 09",
            accent=(0, 100, 60),
            description="CP Alfa Pendular ticket AP 131 on 08/03/2025: Porto Campanha 07:09 to Lisboa Oriente 09:51, car 21 seat 54, Mariana Costa",
        ),
        decisive=["08/03/2025", "Porto Campanha 07:09", "Lisboa Oriente 09:51"],
    )
    imgs.add(
        "hotel_booking",
        screens.booking(
            "Hotel Tejo Oriente",
            "Booking confirmed",
            [
                ("Check-in", "Sat 8 Mar 2025, from 14:00"),
                ("Check-out", "Mon 10 Mar 2025, by 12:00"),
                ("Address", "Av. D. Joao II 18, Lisboa"),
            ],
            reference="TO-66310",
            accent="#0a5c8a",
            description="Hotel Tejo Oriente booking TO-66310: check-in Sat 8 Mar 2025 from 14:00, check-out Mon 10 Mar by 12:00, Av. D. Joao II 18, Lisboa",
        ),
        decisive=["TO-66310"],
    )
    imgs.add(
        "coach_note",
        documents.note(
            ["Race day:", "breakfast 3 h before start", "no running Fri/Sat!", "- Rui"],
            paper="sticky",
            style="hand-bold",
            size=38,
            seed="tim_half_marathon:coach",
            description="Sticky note from coach Rui: on race day eat breakfast 3 hours before the start; no running on Friday and Saturday",
        ),
        decisive=["breakfast 3 h before start"],
    )
    return imgs


def draw_tim_tax_letter(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_tax_letter", script=__file__)
    imgs.add(
        "revenue_letter",
        documents.invoice(
            "Revenue - Irish Tax and Customs",
            "PT-7741203T",
            bill_to=["Declan Byrne", "14 Salthill Road, Galway"],
            issued="02 Oct 2025",
            due="31 Oct 2025",
            lines=[
                ("Preliminary Tax 2025", "1", "2,480.00", "2,480.00"),
                ("Paid on account 15 Sep 2025", "", "", "-1,240.00"),
            ],
            total="1,240.00",
            notes=["Balance due by 31 Oct 2025. Pay on ROS with reference 7741203T."],
            currency="EUR ",
            accent=(0, 104, 71),
            description="Revenue notice PT-7741203T for Declan Byrne: preliminary tax 2025 EUR 2,480.00 minus 1,240.00 paid on 15 Sep, balance EUR 1,240.00 due by 31 Oct 2025",
        ),
        decisive=["31 Oct 2025", "EUR 1,240.00", "-1,240.00"],
    )
    imgs.add(
        "bank_statement",
        screens.statement(
            "AIB Business",
            "Declan Byrne Electrical - 4471",
            "September 2025",
            [
                ("02 Sep", "Screwfix Galway", "-186.40"),
                ("15 Sep", "REVENUE PT 7741203T", "-1,240.00"),
                ("19 Sep", "Payment from O'Malley Builders", "+2,150.00"),
                ("28 Sep", "Vodafone", "-45.00"),
            ],
            balance="EUR 6,212.35",
            description="Bank statement for September 2025: Revenue preliminary tax payment of 1,240.00 on 15 Sep, among other transactions",
        ),
        decisive=["REVENUE PT 7741203T", "-1,240.00"],
    )
    imgs.add(
        "accountant_email",
        screens.email(
            "Niamh Fahy <niamh@fahyaccounts.ie>",
            "Revenue letters",
            "Fri, 3 Oct 2025, 09:30",
            [
                "Hi Declan,",
                "Please save a copy of every Revenue letter in the Revenue 2025 folder on your drive so I can see them.",
                "And pay any balance a week before the deadline, ROS can be slow at month end.",
                "Thanks, Niamh",
            ],
            to="Declan Byrne",
            description="Email from accountant Niamh Fahy: save every Revenue letter in the Revenue 2025 drive folder and pay any balance a week before the deadline",
        ),
        decisive=["Revenue 2025 folder", "a week before the deadline"],
    )
    imgs.add(
        "fridge_note",
        documents.note(
            ["Dec -", "van tax due", "Fri 17 Oct!!", "x Orla"],
            paper="sticky",
            style="hand",
            size=40,
            seed="tim_tax_letter:fridge",
            description="Sticky note from Orla on the fridge: the van tax is due Friday 17 October",
        ),
        decisive=["Fri 17 Oct"],
    )
    return imgs


def draw_tim_astronomy_night(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_astronomy_night", script=__file__)
    imgs.add(
        "deep_field",
        photos.photo(
            "hubble",
            seed="tim_astronomy_night:deep_field",
            description="The Hubble deep field picture: thousands of tiny galaxies of many colours on black space (no text)",
        ),
    )
    imgs.add(
        "kuba_chat",
        screens.chat(
            "Kuba",
            [
                (
                    "Kuba",
                    "Dziadku!! can we go to the talk about the picture I sent you? the one with all the tiny galaxies",
                    "5:12 PM",
                ),
                (
                    "Kuba",
                    "and the telescope night at the observatory, but only when it's clear",
                    "5:13 PM",
                ),
                ("me", "We will see, Kubus", "5:20 PM"),
            ],
            subtitle="+48 512 555 084",
            clock="5:25",
            description="Chat with grandson Kuba: he wants to go to the talk about the galaxies picture and to a clear-sky observing night",
        ),
        decisive=["all the tiny galaxies", "only when it's clear"],
    )
    imgs.add(
        "talks_programme",
        charts.table(
            "Silesian Astronomy Society - autumn talks",
            ["Date", "Time", "Talk"],
            [
                ["Tue 7 Oct", "18:00", "Saturn's rings up close"],
                ["Tue 14 Oct", "18:00", "Deep fields: 10,000 galaxies in one picture"],
                ["Tue 21 Oct", "18:00", "Reusable rockets"],
                ["Thu 23 Oct", "18:30", "The astronaut's view of Earth"],
            ],
            col_widths=[0.2, 0.13, 0.67],
            description="Astronomy society autumn talks at the planetarium: Saturn's rings Tue 7 Oct 18:00, Deep fields (10,000 galaxies in one picture) Tue 14 Oct 18:00, Reusable rockets Tue 21 Oct, The astronaut's view Thu 23 Oct 18:30",
        ),
        decisive=["Tue 14 Oct", "Deep fields: 10,000 galaxies in one picture"],
    )
    imgs.add(
        "observatory_sign",
        photos.composite(
            "storm",
            [
                "PUBLIC OBSERVING",
                "Fridays in October, 20:30",
                "only if the sky is clear",
                "Planetarium Slaskie",
            ],
            seed="tim_astronomy_night:sign",
            style="sign",
            accent=(30, 30, 90),
            panel_width=0.74,
            tilt=0.03,
            description="Photo of the observatory sign: public observing on Fridays in October at 20:30, only if the sky is clear",
        ),
        decisive=["Fridays in October, 20:30"],
    )
    imgs.add(
        "forecast",
        screens.list_screen(
            "Chorzow - Friday nights",
            [
                ("Fri 3 Oct", "Overcast"),
                ("Fri 10 Oct", "Clear"),
                ("Fri 17 Oct", "Rain"),
                ("Fri 24 Oct", "Clear"),
            ],
            subtitle="Night forecast, 21:00",
            kind="weather_app",
            description="Night forecast for Fridays in Chorzow: 3 Oct overcast, 10 Oct clear, 17 Oct rain, 24 Oct clear",
        ),
        decisive=["Fri 10 Oct", "Clear"],
    )
    return imgs


def draw_tim_bug_project(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_bug_project", script=__file__)
    imgs.add(
        "bug_photo",
        photos.photo(
            "ladybird",
            seed="tim_bug_project:bug",
            description="Close-up photo of the bug Camila found: a red ladybird (ladybug) with black spots on a grass stem among small blue flowers (no text)",
        ),
    )
    imgs.add(
        "project_sheet",
        charts.table(
            "Grade 3 Bug Project - find your group by your bug",
            ["Bug", "Group", "Presentation"],
            [
                ["Butterfly", "A", "Tue Apr 22, 9:15"],
                ["Ladybug", "B", "Thu Apr 24, 9:15"],
                ["Grasshopper", "C", "Thu Apr 24, 1:30"],
                ["Ant", "D", "Mon Apr 28, 9:15"],
            ],
            col_widths=[0.3, 0.2, 0.5],
            description="School bug project sheet: butterfly group A presents Tue Apr 22 9:15, ladybug group B Thu Apr 24 9:15, grasshopper group C Thu Apr 24 1:30, ant group D Mon Apr 28 9:15",
        ),
        decisive=["Ladybug", "Thu Apr 24, 9:15"],
    )
    imgs.add(
        "teacher_note",
        documents.note(
            [
                "Dear families,",
                "posters are due the day",
                "before your group presents.",
                "Parents welcome to watch!",
                "- Ms. Alvarez",
            ],
            paper="lined",
            style="hand",
            size=34,
            seed="tim_bug_project:teacher",
            description="Handwritten note from Ms. Alvarez: posters are due the day before the group presents; parents are welcome to watch",
        ),
        decisive=["the day", "before your group presents"],
    )
    imgs.add(
        "camila_note",
        documents.note(
            ["Papi I need:", "1 poster board (white)", "glitter glue", "red + black markers"],
            paper="sticky",
            style="hand-bold",
            size=36,
            seed="tim_bug_project:camila",
            description="Camila's sticky note: she needs a white poster board, glitter glue and red and black markers",
        ),
        decisive=["poster board", "glitter glue", "red + black markers"],
    )
    return imgs


# --------------------------------------------------------------------------- batch 6


def listing_page(
    screens: Screens,
    site: str,
    title: str,
    facts: Sequence[tuple[str, str]],
    *,
    blurb: str,
    description: str,
) -> Drawing:
    """A flat-rental listing page (site header, title, fact table, blurb)."""
    trs = "".join(f"<tr><td class='k'>{esc(k)}</td><td><b>{esc(v)}</b></td></tr>" for k, v in facts)
    css = """
    body { background: #f4f4f4; } .site { background: #ff5a3c; color: #fff; padding: 12px 22px; font-weight: bold; font-size: 20px; }
    .ad { background: #fff; margin: 16px 20px; padding: 16px 20px; border-radius: 8px; border: 1px solid #e0e0e0; }
    .ad h1 { font-size: 24px; margin: 0 0 10px; } td { font-size: 19px; padding: 9px 10px; } td.k { color: #666; width: 40%; }
    .blurb { color: #333; line-height: 1.45; margin-top: 12px; font-size: 17px; }
    """
    body = (
        f"<div class='site'>{esc(site)}</div><div class='ad'><h1>{esc(title)}</h1>"
        f"<table>{trs}</table><div class='blurb'>{esc(blurb)}</div></div>"
    )
    return screens.render(body, kind="listing", css=css, width=720, description=description)


def draw_tim_cat_sitting(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_cat_sitting", script=__file__)
    imgs.add(
        "cat_photo",
        photos.photo(
            "chelsea",
            seed="tim_cat_sitting:cat",
            description="Photo of the cat now in Ayse's flat: a ginger (orange) tabby cat looking to the side; not a black cat",
        ),
    )
    imgs.add(
        "care_sheet",
        charts.table(
            "Cat care - thank you Ayse!",
            ["Cat", "Food", "Medicine"],
            [
                ["Simit (ginger tabby)", "wet food 7:30 + 19:00", "Felimazole with evening meal"],
                ["Lokum (black)", "dry food, bowl always full", "none"],
            ],
            col_widths=[0.3, 0.34, 0.36],
            description="Neighbour's cat-care table: Simit (ginger tabby) gets wet food at 7:30 and 19:00 and Felimazole with the evening meal; Lokum (black) has dry food in a bowl that is always full, no medicine",
        ),
        decisive=["Simit (ginger tabby)", "wet food 7:30 + 19:00"],
    )
    imgs.add(
        "neighbour_chat",
        screens.chat(
            "Mehmet (3rd floor)",
            [
                (
                    "Mehmet (3rd floor)",
                    "Thanks again!! Lokum went to my sister after all, so it's just the one cat with you",
                    "8:40 AM",
                ),
                (
                    "Mehmet (3rd floor)",
                    "Back on Sunday at 18:00, I'll come straight up for him",
                    "8:41 AM",
                ),
            ],
            subtitle="+49 151 555 0172",
            clock="8:45",
            description="Text from neighbour Mehmet: Lokum went to his sister, only one cat stays with Ayse; he is back on Sunday at 18:00 to collect him",
        ),
        decisive=["Lokum went to my sister", "Sunday at 18:00"],
    )
    imgs.add(
        "pill_box",
        photos.composite(
            "wood_deck",
            ["Felimazole 2.5 mg", "Patient: SIMIT", "1 tablet daily", "with the evening meal"],
            seed="tim_cat_sitting:pills",
            style="label",
            accent=(150, 30, 90),
            panel_width=0.7,
            tilt=0.03,
            description="Photo of the vet's label on a pill box: Felimazole 2.5 mg for Simit, 1 tablet daily with the evening meal",
        ),
        decisive=["Felimazole 2.5 mg", "1 tablet daily"],
    )
    return imgs


def draw_tim_science_festival(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_science_festival", script=__file__)
    imgs.add(
        "astronaut_photo",
        photos.photo(
            "astronaut",
            seed="tim_science_festival:astronaut",
            description="Official NASA portrait of astronaut Eileen Collins in an orange flight suit holding a helmet, US flag behind her (no caption)",
        ),
    )
    imgs.add(
        "festival_schedule",
        charts.table(
            "Lakeshore Science Fest - Meet an Astronaut",
            ["Day", "Time", "Session"],
            [
                ["Sat Oct 11", "10:30", "Talk: Scott Kelly - A year in space"],
                ["Sat Oct 11", "13:00", "Talk: Eileen Collins - Commanding the Shuttle"],
                ["Sat Oct 11", "14:15", "Autographs: Eileen Collins"],
                ["Sun Oct 12", "11:00", "Talk: Eileen Collins - Commanding the Shuttle"],
                ["Sun Oct 12", "12:15", "Autographs: Eileen Collins"],
            ],
            col_widths=[0.18, 0.12, 0.7],
            description="Science festival astronaut schedule: Scott Kelly talk Sat Oct 11 10:30; Eileen Collins talk Sat 13:00 and autographs Sat 14:15; repeated Sun Oct 12 talk 11:00 and autographs 12:15",
        ),
        decisive=["Sat Oct 11", "13:00", "14:15"],
    )
    imgs.add(
        "ticket_email",
        screens.email(
            "Lakeshore Science Fest <tickets@lakeshoresciencefest.org>",
            "Your tickets - Saturday day pass x2",
            "Mon, Sep 29, 2025, 7:41 PM",
            [
                "Hi Ruth,",
                "Thanks for your order! You have 2 Saturday day passes (Sat Oct 11 only) for Navy Pier Festival Hall.",
                "Show this email at the door. Doors open at 9:30 AM.",
            ],
            to="Ruth Goldberg",
            description="Ticket email: two Saturday day passes valid on Sat Oct 11 only at Navy Pier Festival Hall, doors 9:30 AM",
        ),
        decisive=["Sat Oct 11 only"],
    )
    imgs.add(
        "eli_note",
        documents.note(
            ["Mom!!", "I want HER autograph", "on my shuttle poster!!", "- Eli"],
            paper="lined",
            style="hand-bold",
            size=38,
            seed="tim_science_festival:eli",
            description="Eli's handwritten note: he wants her autograph on his shuttle poster",
        ),
        decisive=["HER autograph"],
    )
    imgs.add(
        "parking_sign",
        photos.composite(
            "meadow",
            ["NAVY PIER EVENT PARKING", "Lot C opens 8:30 AM", "Festival Hall entrance: Gate 3"],
            seed="tim_science_festival:parking",
            style="sign",
            accent=(20, 80, 160),
            panel_width=0.82,
            tilt=0.03,
            description="Photo of a parking sign: Navy Pier event parking Lot C opens 8:30 AM, Festival Hall entrance at Gate 3",
        ),
        decisive=["Gate 3"],
    )
    return imgs


def draw_tim_office_move(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_office_move", script=__file__)
    imgs.add(
        "move_email",
        screens.email(
            "Facilities <facilities@umoja-analytics.co.za>",
            "Office move: what you need to do",
            "Mon, 2 Jun 2025, 08:05",
            [
                "Hi all,",
                "We move to Level 5, The Bridge, 21 Dock Road over the weekend of 14-15 June.",
                "Please pack your desk into the labelled crates by Friday 13 June at 15:00.",
                "Empty crates go back to the loading bay by Friday 20 June.",
                "Thanks, Facilities",
            ],
            to="All staff",
            description="Facilities email: the office moves to Level 5, The Bridge, 21 Dock Road on 14-15 June; pack desks by Friday 13 June 15:00; return empty crates by Friday 20 June",
        ),
        decisive=["Friday 13 June at 15:00", "Friday 20 June"],
    )
    imgs.add(
        "desk_plan",
        charts.table(
            "Level 5 seating plan (analytics)",
            ["Name", "Desk", "Team"],
            [
                ["Lindiwe Khoza", "5.03", "Finance"],
                ["Lindiwe Khumalo", "5.12", "Data"],
                ["Sipho Ndlovu", "5.14", "Data"],
                ["Thabo Mokoena", "5.21", "Product"],
            ],
            col_widths=[0.45, 0.2, 0.35],
            description="Seating plan for Level 5: Lindiwe Khoza desk 5.03 (Finance), Lindiwe Khumalo desk 5.12 (Data), Sipho Ndlovu 5.14, Thabo Mokoena 5.21",
        ),
        decisive=["Lindiwe Khumalo", "5.12"],
    )
    imgs.add(
        "it_booking",
        screens.booking(
            "Umoja IT Service Desk",
            "Laptop re-image booked",
            [
                ("When", "Mon 16 Jun 2025, 08:30"),
                ("Where", "IT bar, Level 5"),
                ("Duration", "45 minutes"),
            ],
            reference="INC-20417",
            accent="#3a3a8c",
            description="IT booking INC-20417: laptop re-image on Mon 16 Jun 2025 at 08:30 at the IT bar on Level 5, 45 minutes",
        ),
        decisive=["Mon 16 Jun 2025, 08:30", "45 minutes"],
    )
    imgs.add(
        "room_sign",
        photos.composite(
            "brick",
            ["LEVEL 5", "Meeting room: TABLE MOUNTAIN", "Data team stand-ups"],
            seed="tim_office_move:room",
            style="sign",
            accent=(0, 110, 140),
            panel_width=0.82,
            tilt=0.03,
            description="Photo of a door sign on Level 5: meeting room Table Mountain, used for the data team stand-ups",
        ),
        decisive=["TABLE MOUNTAIN"],
    )
    imgs.add(
        "crate_label",
        photos.composite(
            "wood_deck",
            ["CRATE 5.12-A", "L. Khumalo - Data", "Deliver to Level 5"],
            seed="tim_office_move:crate",
            style="label",
            accent=(230, 120, 0),
            panel_width=0.7,
            tilt=0.03,
            description="Photo of a moving crate label: crate 5.12-A for L. Khumalo, Data team, deliver to Level 5",
        ),
        decisive=["CRATE 5.12-A"],
    )
    imgs.add(
        "sipho_chat",
        screens.chat(
            "Sipho",
            [
                (
                    "Sipho",
                    "From the 16th our stand-up is in the new room on L5, see the sign pic",
                    "4:02 PM",
                ),
                ("Sipho", "can you update the invite? you own it", "4:03 PM"),
            ],
            subtitle="Teams",
            clock="4:05",
            description="Chat from Sipho: from the 16th the stand-up is in the new Level 5 room, please update the invite",
        ),
        decisive=["update the invite"],
    )
    return imgs


def draw_tim_flat_viewings(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_flat_viewings", script=__file__)
    imgs.add(
        "listing_a",
        listing_page(
            screens,
            "LocaLyon",
            "T2 Croix-Rousse, 44 m2",
            [
                ("Rent", "890 EUR / month, charges incl."),
                ("Available", "1 October"),
                ("Viewing", "Tue 9 Sep, 18:30"),
            ],
            blurb="Bright flat on the plateau, 3rd floor without lift. Agency Rhone Habitat, visite@rhonehabitat.fr",
            description="Listing A: T2 in Croix-Rousse, 44 m2, 890 EUR per month including charges, viewing Tue 9 Sep 18:30, agency Rhone Habitat",
        ),
        decisive=["890 EUR", "Tue 9 Sep, 18:30"],
    )
    imgs.add(
        "listing_b",
        listing_page(
            screens,
            "LocaLyon",
            "T2 Guillotiere, 40 m2",
            [
                ("Rent", "980 EUR / month, charges incl."),
                ("Available", "15 September"),
                ("Viewing", "Wed 10 Sep, 19:00"),
            ],
            blurb="Renovated, close to the tram T1. Agency Saone Immo, contact@saoneimmo.fr",
            description="Listing B: T2 in Guillotiere, 40 m2, 980 EUR per month including charges, viewing Wed 10 Sep 19:00, agency Saone Immo",
        ),
        decisive=["980 EUR", "Wed 10 Sep, 19:00"],
    )
    imgs.add(
        "listing_c",
        listing_page(
            screens,
            "LocaLyon",
            "T2 Monplaisir, 46 m2",
            [
                ("Rent", "920 EUR / month, charges incl."),
                ("Available", "1 October"),
                ("Viewing 1", "Thu 11 Sep, 12:30"),
                ("Viewing 2", "Sat 13 Sep, 10:00"),
            ],
            blurb="Quiet courtyard side, balcony. Agency Lumiere Logement, visites@lumierelogement.fr",
            description="Listing C: T2 in Monplaisir, 46 m2, 920 EUR per month including charges, viewings Thu 11 Sep 12:30 or Sat 13 Sep 10:00, agency Lumiere Logement (visites@lumierelogement.fr)",
        ),
        decisive=[
            "920 EUR",
            "Thu 11 Sep, 12:30",
            "Sat 13 Sep, 10:00",
            "visites@lumierelogement.fr",
        ],
    )
    imgs.add(
        "commute_chart",
        charts.bar_chart(
            "Commute to Hopital Edouard-Herriot (min, public transport)",
            ["Croix-Rousse", "Guillotiere", "Monplaisir"],
            [34, 18, 12],
            ylabel="minutes",
            description="Bar chart of commute times to the hospital by public transport: Croix-Rousse 34 min, Guillotiere 18 min, Monplaisir 12 min",
        ),
        decisive=["34", "18", "12"],
    )
    imgs.add(
        "rota",
        screens.list_screen(
            "My rota - September",
            [
                ("Tue 9 Sep", "Day 08:00-18:00"),
                ("Wed 10 Sep", "Off"),
                ("Thu 11 Sep", "Day 08:00-20:00"),
                ("Fri 12 Sep", "Day 08:00-18:00"),
                ("Sat 13 Sep", "Off"),
            ],
            subtitle="HCL - Internat, cardiologie",
            kind="rota",
            description="Junior doctor rota: Tue 9 Sep day shift 08:00-18:00, Wed 10 Sep off, Thu 11 Sep 08:00-20:00, Fri 12 Sep 08:00-18:00, Sat 13 Sep off",
        ),
        decisive=["Thu 11 Sep", "Day 08:00-20:00", "Sat 13 Sep"],
    )
    return imgs


def draw_tim_latte_class(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_latte_class", script=__file__)
    imgs.add(
        "latte_photo",
        photos.photo(
            "coffee",
            seed="tim_latte_class:latte",
            description="Photo from above of a latte with leaf-shaped (rosetta) latte art in a cup on a saucer with a spoon (no text)",
        ),
    )
    imgs.add(
        "class_flyer",
        documents.poster(
            "Barista classes - July",
            [
                "Espresso basics: Tue Jul 8, 6 pm",
                "Latte art (rosetta + heart): Sat Jul 12, 9 am or Sat Jul 19, 9 am",
                "Pour-over brewing: Sun Jul 13, 10 am",
                "Deposit $25 per class",
            ],
            kicker="Kaimuki Coffee Roasters",
            footer="3 hours per class - 1128 Koko Head Ave",
            palette=((60, 36, 24), (230, 180, 120), (250, 244, 235)),
            description="Coffee roaster's July barista classes: espresso basics Tue Jul 8 6 pm; latte art (rosetta and heart) Sat Jul 12 or Sat Jul 19 at 9 am; pour-over Sun Jul 13 10 am; deposit $25 per class, 3 hours each",
        ),
        decisive=["Latte art (rosetta + heart)", "Sat Jul 19, 9 am", "Deposit $25"],
    )
    imgs.add(
        "roster",
        screens.list_screen(
            "Lifeguard roster - July",
            [
                ("Sat Jul 12", "Tower 3A  8:00-16:00"),
                ("Sun Jul 13", "Off"),
                ("Sat Jul 19", "Off"),
                ("Sun Jul 20", "Tower 1  8:00-16:00"),
            ],
            subtitle="Ocean Safety - K. Kahale",
            kind="rota",
            description="Lifeguard roster: Sat Jul 12 on Tower 3A 8:00-16:00, Sun Jul 13 off, Sat Jul 19 off, Sun Jul 20 on Tower 1",
        ),
        decisive=["Sat Jul 12", "Tower 3A  8:00-16:00", "Sat Jul 19"],
    )
    imgs.add(
        "deposit_post",
        screens.render(
            "<div class='status'><span>6:12</span><span>5G</span></div>"
            "<div class='bar'><h1>kaimukicoffee</h1><div class='sub'>Pinned post</div></div>"
            "<div class='pad' style='line-height:1.5'>Class deposits: pay <b>@kaimuki-coffee-roasters</b> "
            "on Cashly and put the DATE of your class in the note so we can find you!</div>",
            kind="social_post",
            description="Pinned social post of Kaimuki Coffee Roasters: pay class deposits to @kaimuki-coffee-roasters on Cashly with the date of the class in the note",
        ),
        decisive=["@kaimuki-coffee-roasters", "DATE of your class"],
    )
    return imgs


# --------------------------------------------------------------------------- batch 7


def draw_tim_bus_strike(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_bus_strike", script=__file__)
    imgs.add(
        "strike_notice",
        documents.poster(
            "Strike - Tuesday 14 October",
            [
                "Guaranteed service only",
                "6:00 - 7:30 and 17:30 - 20:00",
                "No buses or trams outside these times",
            ],
            kicker="GTT Torino - passenger notice",
            footer="We apologise for the inconvenience.",
            palette=((200, 30, 40), (255, 230, 120), (255, 255, 255)),
            description="Transport strike notice for Tuesday 14 October: service guaranteed only 6:00-7:30 and 17:30-20:00",
        ),
        decisive=["Tuesday 14 October", "6:00 - 7:30"],
    )
    imgs.add(
        "bus_timetable",
        charts.table(
            "Line 55 - Via Nizza stop, weekdays (morning)",
            ["Departs", "Arrives Scuola Manzoni"],
            [["6:52", "7:18"], ["7:12", "7:38"], ["7:32", "7:58"], ["7:52", "8:18"]],
            col_widths=[0.4, 0.6],
            description="Bus 55 morning departures from the Via Nizza stop: 6:52, 7:12, 7:32, 7:52 (arriving at Scuola Manzoni 26 minutes later)",
        ),
        decisive=["7:12", "7:32"],
    )
    imgs.add(
        "route",
        screens.list_screen(
            "Home -> Scuola Manzoni",
            [
                ("Walk to Via Nizza stop", "7 min"),
                ("Bus 55", "26 min"),
                ("Walk to school", "2 min"),
            ],
            subtitle="Usual route - 35 min",
            kind="route",
            description="Maps route from home to Scuola Manzoni: 7-minute walk to the Via Nizza stop, bus 55 for 26 minutes, 2-minute walk",
        ),
        decisive=["Walk to Via Nizza stop", "7 min"],
    )
    imgs.add(
        "head_note",
        documents.note(
            [
                "Colleghi -",
                "parents' meetings of Tue 14/10",
                "move to Thursday 16 October,",
                "same times (16:30-18:30)",
                "because of the strike. - M.B.",
            ],
            paper="lined",
            style="hand",
            size=34,
            seed="tim_bus_strike:head",
            description="Handwritten note from the head teacher: the parents' meetings of Tue 14/10 move to Thursday 16 October at the same times, 16:30-18:30, because of the strike",
        ),
        decisive=["Thursday 16 October", "16:30-18:30"],
    )
    return imgs


def draw_tim_passport_check(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_passport_check", script=__file__)
    imgs.add(
        "passport_page",
        documents.ticket(
            "CANADA  PASSPORT / PASSEPORT",
            [
                ("Surname", "HADDAD"),
                ("Given names", "TARIQ"),
                ("Passport No.", "AB447120"),
                ("Nationality", "CANADIAN"),
                ("Date of issue", "14 JAN 2016"),
                ("Date of expiry", "14 JAN 2026"),
            ],
            code="P<CANHADDAD<<TARIQ<<<<<<<<",
            accent=(150, 20, 30),
            description="Scan of the data page of Tariq Haddad's Canadian passport AB447120, issued 14 Jan 2016, expiring 14 Jan 2026",
        ),
        decisive=["AB447120", "14 JAN 2026"],
    )
    imgs.add(
        "flight_booking",
        screens.booking(
            "Air Canada",
            "Montreal - Beirut, round trip",
            [
                ("Outbound", "Sat 20 Dec 2025, YUL 18:40 -> BEY (via CDG)"),
                ("Arrival", "Sun 21 Dec 2025, 15:55"),
                ("Return", "Sun 11 Jan 2026, BEY 05:10 -> YUL"),
                ("Passenger", "Tariq Haddad"),
            ],
            reference="QX7T2L",
            accent="#d22630",
            description="Air Canada booking QX7T2L for Tariq Haddad: Montreal to Beirut via Paris on Sat 20 Dec 2025, arriving Sun 21 Dec 15:55, returning Sun 11 Jan 2026",
        ),
        decisive=["Sat 20 Dec 2025", "Sun 21 Dec 2025"],
    )
    imgs.add(
        "entry_rule",
        web_page(
            screens,
            "Travel advice - Lebanon",
            "Entry and exit requirements",
            [
                ("Passport validity", "at least 6 months from the date of arrival"),
                ("Blank pages", "1 page"),
                ("Visa", "issued on arrival for Canadians"),
            ],
            accent="#26374a",
            kind="web_page",
            width=720,
            description="Government travel-advice page for Lebanon: the passport must be valid for at least 6 months from the date of arrival",
        ),
        decisive=["at least 6 months from the date of"],
    )
    imgs.add(
        "renewal_page",
        web_page(
            screens,
            "Passport Canada - processing times",
            "Renewing an adult passport",
            [
                ("Standard service (in person)", "10 business days"),
                ("Apply no later than", "30 days before you travel"),
                ("Urgent service", "extra fee, not guaranteed in December"),
            ],
            accent="#26374a",
            kind="web_page",
            width=720,
            description="Passport Canada page: standard renewal in person takes 10 business days; apply no later than 30 days before travelling; urgent service costs extra and is not guaranteed in December",
        ),
        decisive=["30 days before you travel"],
    )
    return imgs


def draw_tim_allotment_inspection(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_allotment_inspection", script=__file__)
    imgs.add(
        "inspection_letter",
        documents.poster(
            "Plot inspection",
            [
                "Saturday 14 June, 10:00",
                "Plots must be free of dandelions",
                "Shared paths must be clear of pots",
                "Grass edges trimmed",
            ],
            kicker="Norrby Allotment Society",
            footer="The board walks every plot. Questions: styrelsen@norrbykoloni.se",
            palette=((34, 80, 40), (240, 220, 110), (250, 250, 245)),
            kind="letter",
            description="Allotment society letter: plot inspection on Saturday 14 June at 10:00; plots must be free of dandelions, shared paths clear of pots, grass edges trimmed",
        ),
        decisive=["Saturday 14 June, 10:00", "free of dandelions", "clear of pots"],
    )
    imgs.add(
        "plot_photo",
        photos.photo(
            "dandelion",
            seed="tim_allotment_inspection:plot",
            description="Photo from Margit's plot: two dandelion seed heads (dandelion clocks) against orange flowers - dandelions are growing there",
        ),
    )
    imgs.add(
        "path_photo",
        photos.photo(
            "orange_flower",
            seed="tim_allotment_inspection:path",
            description="Photo of Margit's potted orange flower standing on the shared path next to her plot",
        ),
    )
    imgs.add(
        "britt_note",
        documents.note(
            ["Margit -", "could you water my plot", "(no. 23) on Thursday evening?", "Tack! Britt"],
            paper="card",
            style="hand",
            size=36,
            seed="tim_allotment_inspection:britt",
            description="Handwritten card from Britt: could Margit water her plot, number 23, on Thursday evening",
        ),
        decisive=["(no. 23) on Thursday evening"],
    )
    return imgs


def draw_tim_lab_reagents(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_lab_reagents", script=__file__)
    imgs.add(
        "taq_label",
        photos.composite(
            "gravel",
            ["Taq DNA Polymerase", "5 U/ul  -  Lot 2291", "EXP 2025-09-30", "Store at -20 C"],
            seed="tim_lab_reagents:taq",
            style="label",
            accent=(200, 30, 30),
            panel_width=0.74,
            tilt=0.03,
            background_blur=2.0,
            description="Photo of a reagent tube label: Taq DNA Polymerase 5 U/ul, lot 2291, expiry 2025-09-30, store at -20 C",
        ),
        decisive=["Lot 2291", "EXP 2025-09-30"],
    )
    imgs.add(
        "ligase_label",
        photos.composite(
            "grass",
            ["T4 DNA Ligase", "400 U/ul  -  Lot 8810", "EXP 2025-12-31", "Store at -20 C"],
            seed="tim_lab_reagents:ligase",
            style="label",
            accent=(30, 90, 170),
            panel_width=0.74,
            tilt=0.03,
            background_blur=2.0,
            description="Photo of a reagent tube label: T4 DNA Ligase 400 U/ul, lot 8810, expiry 2025-12-31",
        ),
        decisive=["Lot 8810", "EXP 2025-12-31"],
    )
    imgs.add(
        "pi_email",
        screens.email(
            "Prof. Rajesh Menon <rmenon@nus.edu.sg>",
            "Cloning run for the resubmission",
            "Mon, 22 Sep 2025, 14:10",
            [
                "Hi Mei Lin,",
                "We do the cloning run for the grant resubmission on Monday 6 October.",
                "Please check that nothing we need (Taq, T4 ligase) will have expired by then, and reorder whatever has.",
                "Rajesh",
            ],
            to="Mei Lin Tan",
            description="Email from Prof. Menon: the cloning run is on Monday 6 October; check that Taq and T4 ligase will not have expired by then and reorder anything that has",
        ),
        decisive=["Monday 6 October"],
    )
    imgs.add(
        "catalogue",
        web_page(
            screens,
            "BioLabs Asia - Taq DNA Polymerase",
            "Product page",
            [
                ("Size", "2,000 units"),
                ("Catalogue no.", "M0273L"),
                ("Price", "SGD 312.00"),
                ("Delivery", "2-3 working days"),
            ],
            accent="#7b1e1e",
            kind="web_shop",
            width=640,
            description="Supplier product page for Taq DNA Polymerase, 2,000 units, catalogue number M0273L, SGD 312.00, delivery in 2-3 working days",
        ),
        decisive=["M0273L"],
    )
    return imgs


def draw_tim_cornwall_cottage(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_cornwall_cottage", script=__file__)
    imgs.add(
        "cottage_booking",
        screens.booking(
            "Cornish Hideaways",
            "Trevose Cottage, Padstow",
            [
                ("Arrive", "Sat 9 Aug 2025, from 16:00"),
                ("Leave", "Sat 16 Aug 2025, by 10:00"),
                ("Key safe code", "4417"),
                ("Guests", "2 adults, 2 children"),
            ],
            reference="CH-90218",
            accent="#0f6e6e",
            description="Holiday cottage booking CH-90218: Trevose Cottage, Padstow, arrive Sat 9 Aug 2025 from 16:00, leave Sat 16 Aug by 10:00, key safe code 4417",
        ),
        decisive=["Key safe code", "4417", "by 10:00"],
    )
    imgs.add(
        "welcome_note",
        documents.note(
            [
                "Welcome!",
                "Bins go out Monday night",
                "(collected Tue morning)",
                "Wi-Fi: TrevoseGuest / seagull22",
                "- Jenny (owner)",
            ],
            paper="card",
            style="hand",
            size=34,
            seed="tim_cornwall_cottage:welcome",
            description="Owner's handwritten welcome card: bins go out on Monday night for Tuesday morning collection; Wi-Fi TrevoseGuest, password seagull22",
        ),
        decisive=["Bins go out Monday night", "seagull22"],
    )
    imgs.add(
        "tide_table",
        charts.table(
            "Padstow tides, 10-13 August 2025",
            ["Day", "Low water", "High water"],
            [
                ["Sun 10 Aug", "11:42", "17:58"],
                ["Mon 11 Aug", "12:30", "18:44"],
                ["Tue 12 Aug", "13:15", "19:29"],
                ["Wed 13 Aug", "14:01", "20:15"],
            ],
            col_widths=[0.34, 0.33, 0.33],
            description="Padstow tide table: low water Sun 10 Aug 11:42, Mon 11 Aug 12:30, Tue 12 Aug 13:15, Wed 13 Aug 14:01",
        ),
        decisive=["Mon 11 Aug", "12:30"],
    )
    imgs.add(
        "kids_chat",
        screens.chat(
            "Family",
            [
                (
                    "Anya",
                    "Mum can we go rock pooling on Monday?? at low tide when the pools are biggest",
                    "8:15 PM",
                ),
                ("Dev", "yesss and bring the bucket", "8:16 PM"),
            ],
            subtitle="Anya, Dev, Arjun, you",
            clock="8:20",
            description="Family group chat: the children want to go rock pooling on Monday at low tide",
        ),
        decisive=["rock pooling on Monday", "at low tide"],
    )
    imgs.add(
        "surf_booking",
        screens.booking(
            "Harlyn Surf School",
            "Family lesson booked",
            [
                ("When", "Wed 13 Aug 2025, 10:00-12:00"),
                ("Meet", "Harlyn Bay car park"),
                ("People", "4"),
            ],
            reference="HSS-3321",
            accent="#e0662c",
            description="Surf school booking HSS-3321: family lesson Wed 13 Aug 2025 10:00-12:00, meet at Harlyn Bay car park",
        ),
        decisive=["Wed 13 Aug 2025, 10:00-12:00", "Harlyn Bay car park"],
    )
    return imgs


def draw_tim_car_checks(screens: Screens) -> ImageSet:
    imgs = ImageSet("tim_car_checks", script=__file__)
    imgs.add(
        "inspection_cert",
        documents.form(
            "Controle technique - certificate",
            [("Registration", "1-GHK-447"), ("Result", "Pass"), ("Valid until", "31/10/2025")],
            subtitle="Autosecurite - Bruxelles Forest",
            handwritten=False,
            description="Vehicle inspection certificate for 1-GHK-447: pass, valid until 31/10/2025",
        ),
        decisive=["1-GHK-447", "31/10/2025"],
    )
    imgs.add(
        "garage_email",
        screens.email(
            "Garage Delvaux <atelier@garagedelvaux.be>",
            "Your next service",
            "Thu, 2 Oct 2025, 10:15",
            [
                "Dear Ms Dubois,",
                "Your car is due for its service every 60,000 km or 12 months. Last service: 14/11/2024 at 48,900 km.",
                "We can do the service and take the car to its inspection in one visit. Book online.",
                "Garage Delvaux, Chaussee de Neerstalle 212, Forest",
            ],
            to="Chloe Dubois",
            description="Garage Delvaux email: service every 60,000 km or 12 months, last at 48,900 km on 14/11/2024; they can combine the service and the inspection in one visit",
        ),
        decisive=["Chaussee de Neerstalle 212"],
    )
    imgs.add(
        "car_app",
        screens.list_screen(
            "My car",
            [("Odometer", "58,940 km"), ("Average", "1,100 km / month"), ("Fuel", "62%")],
            subtitle="1-GHK-447 - updated today",
            kind="car_app",
            description="Car app: odometer 58,940 km, about 1,100 km per month, fuel 62%",
        ),
        decisive=["58,940 km"],
    )
    imgs.add(
        "booking_slots",
        screens.list_screen(
            "Garage Delvaux - free slots",
            [
                ("Tue 14 Oct", "08:00 service + inspection"),
                ("Thu 23 Oct", "08:00 service + inspection"),
                ("Sat 25 Oct", "09:00 service + inspection"),
                ("Sat 8 Nov", "09:00 service + inspection"),
            ],
            subtitle="Online booking",
            kind="booking_slots",
            description="Garage's free combined service and inspection slots: Tue 14 Oct 08:00, Thu 23 Oct 08:00, Sat 25 Oct 09:00, Sat 8 Nov 09:00",
        ),
        decisive=["Sat 25 Oct", "09:00 service + inspection"],
    )
    imgs.add(
        "office_sign",
        photos.composite(
            "brick",
            [
                "STUDIO LUMEN",
                "Team days in the office:",
                "Tuesday + Thursday",
                "(everyone in, no exceptions)",
            ],
            seed="tim_car_checks:office",
            style="sign",
            accent=(240, 170, 0),
            panel_width=0.8,
            tilt=0.03,
            description="Photo of a sign at Chloe's studio: team days in the office are Tuesday and Thursday, everyone in",
        ),
        decisive=["Tuesday + Thursday"],
    )
    return imgs


# --------------------------------------------------------------------------- main


def main(argv: Sequence[str]) -> int:
    return draw_scenarios(argv, drawers(globals(), "draw_tim_"), sync_dir=GROUP_DIR)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
