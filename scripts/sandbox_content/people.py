"""Draw every image of the "people" group's scenarios (contacts, messages, phone, email).

The scenarios are in ``data/sandbox/scenarios/people/``; one ``draw_<scenario id>``
function per scenario draws its images, `kit.group.draw_scenarios` runs them.

Usage::

    .venv/bin/python scripts/sandbox_content/people.py            # every scenario
    .venv/bin/python scripts/sandbox_content/people.py ppl_pho_split_requests   # some
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from kit import Drawing, ImageSet, Screens, TextCanvas, charts, documents, photos
from kit.group import draw_scenarios, drawers
from kit.retouch import scaled
from kit.screens import esc
from PIL import Image

# --------------------------------------------------------------------------- helpers


def voicemail_portal(
    screens: Screens,
    title: str,
    account: str,
    entries: Sequence[tuple[str, str, str, str]],
    *,
    page: str,
    description: str,
) -> object:
    """A carrier's visual-voicemail web page: (caller, number, when, transcript) entries."""
    rows = "".join(
        f"<div class='vm'><div class='row'><b>{esc(c)}</b><span class='muted'>{esc(w)}</span></div>"
        f"<div class='num'>{esc(n)}</div><div class='tr'>{esc(t)}</div></div>"
        for c, n, w, t in entries
    )
    css = """
    body { background: #f4f6f9; }
    .top { background: #12355b; color: #fff; padding: 16px 22px; }
    .top h1 { margin: 0; font-size: 24px; } .top .sub { font-size: 15px; opacity: .85; }
    .vm { background: #fff; margin: 14px 18px; padding: 14px 18px; border-radius: 8px;
          border: 1px solid #dde3ea; }
    .num { color: #12355b; font-size: 17px; margin: 4px 0 8px; }
    .tr { line-height: 1.45; font-size: 18px; }
    .pager { padding: 6px 22px 18px; color: #555; font-size: 15px; }
    """
    body = (
        f"<div class='top'><h1>{esc(title)}</h1><div class='sub'>{esc(account)}</div></div>"
        f"{rows}<div class='pager'>{esc(page)}</div>"
    )
    return screens.render(
        body, kind="voicemail_portal", css=css, width=820, description=description
    )


def sms_from_unknown(
    screens: Screens,
    number: str,
    bubbles: Sequence[tuple[str, str]],
    *,
    date: str,
    description: str,
) -> object:
    """An SMS thread with a number that is not in the contacts (bubbles: side, text)."""
    items = "".join(
        f"<div class='msg {'me' if s == 'me' else 'them'}'><div class='bubble'>{esc(t)}</div></div>"
        for s, t in bubbles
    )
    css = """
    .thread { padding: 10px 14px 24px; } .day { text-align: center; color: #888; font-size: 14px; margin: 10px; }
    .msg { display: flex; margin: 8px 0; } .msg.me { justify-content: flex-end; }
    .bubble { max-width: 80%; padding: 10px 14px; border-radius: 18px; line-height: 1.35; }
    .me .bubble { background: #34c759; color: #fff; } .them .bubble { background: #e9e9eb; }
    .warn { margin: 0 14px; padding: 10px; font-size: 14px; color: #666; border-top: 1px solid #eee; }
    """
    body = (
        "<div class='status'><span>3:38</span><span>LTE 64%</span></div>"
        f"<div class='bar'><h1>{esc(number)}</h1><div class='sub'>Text Message</div></div>"
        f"<div class='thread'><div class='day'>{esc(date)}</div>{items}</div>"
        "<div class='warn'>The sender is not in your contact list. Report Junk</div>"
    )
    return screens.render(body, kind="sms", css=css, description=description)


# --------------------------------------------------------------------------- batch 1


def draw_ppl_trade_fair_demo(screens: Screens) -> None:
    imgs = ImageSet("ppl_trade_fair_demo", script=__file__)
    imgs.add(
        "card_front",
        documents.business_card(
            "Rafael Quintero",
            "Regional Account Manager",
            "Lumaro Medical Supply",
            phone="+1 (312) 555-0147",
            email="r.quintero@lumaromed.com",
            address="410 N Wells St, Chicago IL",
            web="lumaromed.com",
            tagline="Wound care & infusion",
            accent=(0, 118, 110),
        ),
        decisive=[
            "Rafael Quintero",
            "Regional Account Manager",
            "(312) 555-0147",
            "r.quintero@lumaromed.com",
        ],
    )
    imgs.add(
        "card_back",
        documents.note(
            [
                "Demo for Keisha:",
                "Tue 6/24  2:00 - 3:00 pm",
                "our showroom,",
                "410 N Wells, 5th fl",
                "- R.Q.",
            ],
            paper="card",
            seed="ppl_trade_fair_demo",
            description="Back of Rafael's card, handwritten: demo for Keisha Tue 6/24 2:00-3:00 pm at the showroom, 410 N Wells, 5th floor",
        ),
        decisive=["6/24", "2:00 - 3:00 pm", "410 N Wells"],
    )
    imgs.add(
        "booth",
        photos.composite(
            "wood_deck",
            ["LUMARO MEDICAL SUPPLY", "Booth 1142", "Wound care + infusion"],
            seed="ppl_trade_fair_demo:booth",
            style="sign",
            accent=(0, 118, 110),
            description="Photo of a trade-fair booth sign: Lumaro Medical Supply, booth 1142, wound care and infusion",
        ),
        decisive=["LUMARO MEDICAL SUPPLY"],
    )
    imgs.add(
        "email_move",
        screens.email(
            "Rafael Quintero <r.quintero@lumaromed.com>",
            "Our demo - new time?",
            "Wed, Jun 18, 2025, 3:52 PM",
            [
                "Hi Keisha,",
                "Great meeting you at the expo today. Bad news: the demo unit is stuck in transit "
                "until Wednesday, so Tuesday won't work.",
                "Could we move the demo to Thursday, June 26, 3:30 - 4:30 pm? Same place, our "
                "showroom at 410 N Wells St, 5th floor.",
                "Best, Rafael",
            ],
            to="Keisha Morgan",
            description="Email from Rafael Quintero moving the demo to Thursday June 26, 3:30-4:30 pm, same showroom",
        ),
        decisive=["June 26", "3:30 - 4:30 pm"],
    )


def draw_ppl_pho_split_requests(screens: Screens) -> None:
    imgs = ImageSet("ppl_pho_split_requests", script=__file__)
    imgs.add(
        "receipt",
        scaled(
            documents.receipt(
                "PHO SAIGON NOODLE HOUSE",
                [
                    ("#7 Pho Tai (L)", "14.50"),
                    ("#14 Bun Bo Hue", "15.95"),
                    ("#22 Com Tam", "16.25"),
                    ("#31 Bun Cha Gio", "13.75"),
                    ("Thai Tea", "4.75"),
                    ("Coconut Water", "3.95"),
                ],
                subtotal="69.15",
                tax="5.70",
                tip="12.30",
                total="87.15",
                date="07/11/2025  8:47 PM",
                address="2901 Guadalupe St, Austin TX",
                payment="MC **** 5530",
                footer="Cam on! Thank you!",
            ),
            1.45,
        ),
        decisive=["14.50", "15.95", "16.25", "13.75", "4.75", "3.95", "5.70", "12.30"],
    )
    imgs.add(
        "group_chat",
        screens.chat(
            "pho squad",
            [
                (
                    "Nadia Haddad",
                    "lucia thank you for covering!! i had the com tam + a coconut water",
                    "9:12 PM",
                ),
                ("Dev Kapoor", "large pho tai for me, nothing to drink", "9:14 PM"),
                ("Sam Reyes", "bun bo hue and the thai tea here", "9:15 PM"),
                (
                    "me",
                    "np!! ill send requests, just pay for what u ordered. tax and tip are on me, it was my idea",
                    "9:20 PM",
                ),
            ],
            subtitle="4 people",
            clock="11:18",
            description="Group chat 'pho squad': Nadia had the com tam and a coconut water, Dev a large pho tai, Sam Reyes the bun bo hue and thai tea; everyone pays what they ordered, Lucia covers tax and tip",
        ),
        decisive=["com tam", "coconut water", "pho tai", "bun bo hue", "thai tea"],
    )
    imgs.add(
        "paid_notice",
        screens.list_screen(
            "Notifications",
            [
                ("Nadia Haddad paid you $20.20", "8:03 AM"),
                ("pho!! thank uuu", "Jul 12"),
                ("Your weekly summary is ready", "Jul 7"),
                ("Ana Ruiz liked your payment", "Jul 5"),
            ],
            subtitle="Cashly",
            kind="notifications",
            description="Payment app notifications: Nadia Haddad paid you $20.20 for pho this morning",
        ),
        decisive=["Nadia Haddad paid you $20.20"],
    )


def draw_ppl_daughter_flight_pickup(screens: Screens) -> None:
    imgs = ImageSet("ppl_daughter_flight_pickup", script=__file__)
    imgs.add(
        "itinerary",
        screens.booking(
            "United Airlines",
            "Your trip to Houston",
            [
                ("Passenger", "ADEYEMI / ADAEZE"),
                ("Flight", "UA 1532"),
                ("Date", "Thu, Jul 3, 2025"),
                ("From", "Newark (EWR) 3:55 PM"),
                ("To", "Houston (IAH) 6:47 PM"),
                ("Seat", "27C  Economy"),
            ],
            reference="K7Q2MD",
            note="Arrival times are local. Check flight status on the day of travel.",
            accent="#0a2a66",
            description="United itinerary for Adaeze Adeyemi: UA 1532 Newark 3:55 PM to Houston IAH 6:47 PM on Thu Jul 3 2025",
        ),
        decisive=["UA 1532", "Jul 3, 2025"],
    )
    imgs.add(
        "boarding_pass",
        documents.ticket(
            "UNITED  BOARDING PASS",
            [
                ("Passenger", "ADEYEMI/ADAEZE"),
                ("Flight", "UA 1532"),
                ("From", "EWR Newark"),
                ("To", "IAH Houston"),
                ("Date", "03 JUL"),
                ("Boarding", "3:15 PM"),
                ("Gate", "C94"),
                ("Seat", "27C"),
            ],
            code="0162 4471 3920",
            accent=(10, 42, 102),
            description="Boarding pass: Adeyemi/Adaeze, UA 1532 EWR to IAH, 03 JUL, boarding 3:15 PM, gate C94, seat 27C",
        ),
        decisive=["UA 1532"],
    )
    board = """
    <div class='hd'><h1>IAH Arrivals</h1><div class='sub'>George Bush Intercontinental - Thu Jul 3 - updated 5:58 PM</div></div>
    <table><tr><th>Flight</th><th>From</th><th>Sched.</th><th>Now</th><th>Term.</th><th>Status</th></tr>
    <tr><td>UA 1523</td><td>Chicago ORD</td><td>6:40 PM</td><td>6:40 PM</td><td>E</td><td>On time</td></tr>
    <tr><td>UA 1532</td><td>Newark EWR</td><td>6:47 PM</td><td>7:35 PM</td><td>C</td><td class='late'>Delayed</td></tr>
    <tr><td>AA 2291</td><td>Dallas DFW</td><td>6:55 PM</td><td>6:50 PM</td><td>A</td><td>Early</td></tr>
    <tr><td>DL 1874</td><td>Atlanta ATL</td><td>7:05 PM</td><td>7:05 PM</td><td>A</td><td>On time</td></tr>
    <tr><td>UA 1350</td><td>Denver DEN</td><td>7:12 PM</td><td>7:20 PM</td><td>C</td><td>Delayed</td></tr></table>
    """
    css = """
    .hd { background: #1d1d1f; color: #ffd23f; padding: 16px 20px; } .hd h1 { margin: 0; font-size: 26px; }
    .hd .sub { color: #ddd; font-size: 15px; } td, th { font-size: 19px; } .late { color: #c0392b; font-weight: bold; }
    """
    imgs.add(
        "arrivals",
        screens.render(
            board,
            kind="arrivals_board",
            css=css,
            width=760,
            description="Airport app arrivals list for IAH on Thu Jul 3: UA 1532 from Newark scheduled 6:47 PM now 7:35 PM, terminal C, delayed; UA 1523 from Chicago on time at terminal E",
        ),
        decisive=["UA 1532", "7:35 PM"],
    )
    imgs.add(
        "ada_text",
        screens.chat(
            "Ada",
            [
                ("Ada", "boarding soon!! they said we'll be a bit late", "3:21 PM"),
                (
                    "Ada",
                    "Dad meet me at baggage claim door C4 please, the one by the Starbucks",
                    "3:22 PM",
                ),
                ("me", "Okay.", "3:30 PM"),
            ],
            subtitle="+1 (713) 555-0162",
            clock="5:59",
            description="Text from Ada: boarding soon, flight a bit late; meet her at baggage claim door C4",
        ),
        decisive=["door C4"],
    )


def draw_ppl_landline_voicemails(screens: Screens) -> None:
    imgs = ImageSet("ppl_landline_voicemails", script=__file__)
    imgs.add(
        "portal_p1",
        voicemail_portal(
            screens,
            "HomeLine Visual Voicemail",
            "Home phone (612) 555-0110 - 5 new messages",
            [
                (
                    "Lakeside Pharmacy",
                    "(612) 555-0187",
                    "Tue Jun 10, 2:14 PM",
                    "Hi Greta, this is Marisol at Lakeside Pharmacy. Your lisinopril refill is ready. "
                    "We can hold it until Friday, June 20. Thank you!",
                ),
                (
                    "Unknown caller",
                    "(800) 555-0166",
                    "Wed Jun 11, 9:02 AM",
                    "This is your final notice about your vehicle's extended warranty. Press one now "
                    "to speak to a specialist before your coverage expires.",
                ),
                (
                    "Hennepin County Library",
                    "(612) 555-0124",
                    "Thu Jun 12, 5:40 PM",
                    "Hello, the book you reserved, The Overstory, is now on the hold shelf at the "
                    "Linden Hills branch. We will keep it for you until June 19.",
                ),
            ],
            page="Page 1 of 2",
            description="Visual voicemail page 1: Lakeside Pharmacy refill ready, held until Friday June 20; warranty robocall from (800) 555-0166; library hold of The Overstory until June 19",
        ),
        decisive=["June 20", "(800) 555-0166", "June 19"],
    )
    imgs.add(
        "portal_p2",
        voicemail_portal(
            screens,
            "HomeLine Visual Voicemail",
            "Home phone (612) 555-0110 - 5 new messages",
            [
                (
                    "Dr. Okafor Family Dentistry",
                    "(612) 555-0152",
                    "Fri Jun 13, 11:15 AM",
                    "Hi Greta, a reminder of your cleaning on Tuesday, June 24 at 10:30. Call us if you "
                    "need to reschedule.",
                ),
                (
                    "Unknown caller",
                    "(469) 555-0193",
                    "Sat Jun 14, 8:47 AM",
                    "This is an urgent message from the tax department. A warrant has been issued in your "
                    "name. Call back immediately to settle your balance with gift cards.",
                ),
            ],
            page="Page 2 of 2",
            description="Visual voicemail page 2: dentist cleaning reminder for June 24 at 10:30; tax-department scam call from (469) 555-0193",
        ),
        decisive=["(469) 555-0193"],
    )
    imgs.add(
        "erik_text",
        screens.chat(
            "Erik",
            [
                (
                    "Erik",
                    "Hi Mom! Our plumber is Bjorn Sundqvist, he's great and not expensive",
                    "7:02 PM",
                ),
                (
                    "Erik",
                    "His cell is 612-555-0179. Tell him about the sink and that I sent you",
                    "7:03 PM",
                ),
                ("me", "Thank you dear", "7:40 PM"),
            ],
            subtitle="iMessage",
            clock="10:01",
            description="Text from Erik: his plumber Bjorn Sundqvist, cell 612-555-0179",
        ),
        decisive=["Bjorn Sundqvist", "612-555-0179"],
    )
    imgs.add(
        "pharmacy_bag",
        photos.composite(
            "wood_deck",
            ["LAKESIDE PHARMACY", "LINDQVIST, GRETA", "Lisinopril 10 mg - refill"],
            seed="ppl_landline_voicemails:bag",
            style="label",
            accent=(0, 110, 90),
            description="Photo of last month's pharmacy bag label: Lakeside Pharmacy, Lindqvist Greta, lisinopril 10 mg refill",
        ),
        decisive=["LAKESIDE PHARMACY"],
    )


def draw_ppl_priya_new_number(screens: Screens) -> None:
    imgs = ImageSet("ppl_priya_new_number", script=__file__)
    imgs.add(
        "sms_new_number",
        sms_from_unknown(
            screens,
            "+1 (206) 555-0139",
            [
                (
                    "them",
                    "Hey Hiro! It's Priya from climbing. My old phone took a swim in Lake Union",
                ),
                ("them", "This is my new number, the old one is dead. Save this one!"),
            ],
            date="Today 3:31 PM",
            description="SMS from the unknown number +1 (206) 555-0139: Priya from climbing, old phone drowned, this is her new number",
        ),
        decisive=["(206) 555-0139", "from climbing"],
    )
    imgs.add(
        "email_card",
        documents.note(
            [
                "Hiro -",
                "new email (gmail got hacked):",
                "priya.r.climbs@proton.me",
                "see you on the wall! P.",
            ],
            paper="card",
            style="hand",
            seed="ppl_priya_new_number",
            description="Handwritten card from Priya: new email priya.r.climbs@proton.me because her gmail was hacked",
        ),
        decisive=["priya.r.climbs@proton.me"],
    )
    imgs.add(
        "class_booking",
        screens.booking(
            "Vertical World Seattle",
            "You're booked: Lead Belay 101",
            [
                ("Date", "Thu, Aug 7, 2025"),
                ("Time", "6:30 PM - 8:00 PM"),
                ("Where", "Vertical World, Magnuson Park"),
                ("Climbers", "Priya Raman, Hiroshi Tanaka"),
                ("Instructor", "Jonah Best"),
            ],
            reference="VW-88213",
            note="Bring your own harness and shoes or rent at the desk.",
            accent="#d35400",
            description="Class booking: Lead Belay 101 on Thu Aug 7 2025, 6:30-8:00 PM at Vertical World Magnuson Park, for Priya Raman and Hiroshi Tanaka",
        ),
        decisive=["Aug 7, 2025", "6:30 PM - 8:00 PM", "Magnuson Park"],
    )
    imgs.add(
        "gym_flyer",
        photos.composite(
            "brick",
            ["LEAD BELAY 101", "Thursdays 6:30 PM", "Ask at the front desk"],
            seed="ppl_priya_new_number:flyer",
            style="label",
            accent=(211, 84, 0),
            description="Photo of a flyer on a brick wall at the climbing gym: Lead Belay 101, Thursdays 6:30 PM",
        ),
        decisive=["LEAD BELAY 101"],
    )


# --------------------------------------------------------------------------- batch 2


def draw_ppl_fjord_panel_group(screens: Screens) -> None:
    imgs = ImageSet("ppl_fjord_panel_group", script=__file__)
    imgs.add(
        "programme",
        documents.poster(
            "Panel B: Financing the Fjords",
            [
                "Thu 25 Sep, 14:00-15:30, Hall 3",
                "Astrid Berg - Norges Gronn Bank",
                "Mateus Oliveira - Equinor Ventures",
                "Hanna Lehto - Nordic Investment Fund",
                "Moderator: Ingrid Solberg",
            ],
            kicker="Nordic Climate Forum 2025",
            footer="Panel C (Arctic Shipping) follows at 16:00 in Hall 2",
            palette=((14, 58, 74), (120, 220, 200), (250, 250, 250)),
            kind="programme",
            description="Conference programme panel: Financing the Fjords, Thu 25 Sep 14:00-15:30 Hall 3, panellists Astrid Berg, Mateus Oliveira, Hanna Lehto; moderator Ingrid Solberg",
        ),
        decisive=["Astrid Berg", "Mateus Oliveira", "Hanna Lehto"],
    )
    cards = [
        (
            "card_berg",
            "Astrid Berg",
            "Head of Sustainable Lending",
            "Norges Gronn Bank",
            "+47 912 55 014",
            "astrid.berg@ngbank.no",
            (20, 110, 60),
            "Oslo",
        ),
        (
            "card_oliveira",
            "Mateus Oliveira",
            "Investment Director",
            "Equinor Ventures",
            "+47 485 50 193",
            "m.oliveira@eqventures.no",
            (200, 30, 50),
            "Stavanger",
        ),
        (
            "card_lehto",
            "Hanna Lehto",
            "Senior Economist",
            "Nordic Investment Fund",
            "+358 40 555 0172",
            "hanna.lehto@nif.fi",
            (30, 70, 160),
            "Helsinki",
        ),
        (
            "card_dahl",
            "Karl Dahl",
            "Fleet Decarbonisation Lead",
            "Hurtig Line",
            "+47 930 55 081",
            "karl.dahl@hurtigline.no",
            (90, 90, 90),
            "Tromso",
        ),
    ]
    for iid, name, title, company, phone, email, accent, city in cards:
        imgs.add(
            iid,
            documents.business_card(
                name, title, company, phone=phone, email=email, address=city, accent=accent
            ),
            decisive=[name, phone, email],
        )


def draw_ppl_chelsea_photo_lucy(screens: Screens) -> None:
    sid = "ppl_chelsea_photo_lucy"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "lucy_text",
        sms_from_unknown(
            screens,
            "+1 (520) 555-0148",
            [
                ("them", "ABUELO its Lucy!!! I finally got my own phone"),
                ("them", "save my number ok?? and send me a pic of Chelsea pleaseeee"),
            ],
            date="Sat 10:12 AM",
            description="SMS from +1 (520) 555-0148: Lucy got her own phone, asks grandpa to save the number and send a picture of Chelsea the cat",
        ),
        decisive=["(520) 555-0148"],
    )
    for iid, name, desc, crop in (
        (
            "album_1",
            "astronaut",
            "portrait of a smiling astronaut in an orange flight suit in front of a US flag and a model of the space shuttle",
            None,
        ),
        (
            "album_2",
            "grace_hopper",
            "old portrait photo of a woman in a navy officer's uniform with medals",
            None,
        ),
        ("album_3", "chelsea", "a ginger tabby cat lying down, looking to the side", None),
        ("album_4", "coffee", "a cup of latte with foam art on a saucer, seen from above", None),
    ):
        imgs.add(iid, photos.photo(name, seed=f"{sid}:{iid}", description=desc, crop=crop))


def draw_ppl_plumber_quotes(screens: Screens) -> None:
    imgs = ImageSet("ppl_plumber_quotes", script=__file__)
    imgs.add(
        "quote_pennine",
        documents.invoice(
            "Pennine Plumbing & Heating",
            "Q-2291",
            bill_to=["Aisha Rahman", "14 Ladybarn Lane", "Manchester M14 6NQ"],
            issued="11 Sep 2025",
            due="Valid 30 days",
            lines=[
                ("Boiler service (Worcester combi)", "1", "95.00", "95.00"),
                ("Replace radiator valve, front room", "1", "90.00", "90.00"),
            ],
            total="185.00",
            currency="£",
            notes=[
                "Earliest visit: Wed 17 Sep, 8:00-10:00 am",
                "Gas Safe reg. 581204  |  Tel 0161 555 0143",
            ],
            description="Quote Q-2291 from Pennine Plumbing & Heating: boiler service and radiator valve, total £185.00, earliest visit Wed 17 Sep 8-10 am, tel 0161 555 0143",
        ),
        decisive=["185.00", "Wed 17 Sep, 8:00-10:00 am", "0161 555 0143"],
    )
    imgs.add(
        "quote_hughes",
        documents.note(
            [
                "Hughes & Son Plumbing",
                "Service + rad valve",
                "£160 all in",
                "Earliest: Fri 19th am",
                "Dave 07700 900412",
            ],
            paper="lined",
            style="hand-bold",
            seed="ppl_plumber_quotes",
            description="Handwritten quote on lined paper: Hughes & Son Plumbing, service and radiator valve £160 all in, earliest Friday 19th morning, Dave 07700 900412",
        ),
        decisive=["£160 all in", "Fri 19th"],
    )
    imgs.add(
        "chat_kwikfix",
        screens.chat(
            "Kwik Fix Heating",
            [
                ("me", "Hi, could you quote a boiler service + one radiator valve?", "Thu 18:02"),
                ("Kwik Fix Heating", "Hiya, we can do that for £145 + VAT", "Thu 18:40"),
                ("Kwik Fix Heating", "Can come Tuesday 16th, anytime after 1pm", "Thu 18:41"),
            ],
            subtitle="WhatsApp Business",
            clock="19:05",
            description="WhatsApp chat with Kwik Fix Heating: £145 + VAT for the boiler service and valve, can come Tuesday 16th after 1pm",
        ),
        decisive=["£145 + VAT", "Tuesday 16th"],
    )
    imgs.add(
        "reviews",
        screens.list_screen(
            "Plumbers near M14",
            [
                ("Pennine Plumbing & Heating", "4.8 stars (212)"),
                ("Hughes & Son Plumbing", "4.9 stars (87)"),
                ("Kwik Fix Heating", "3.1 stars (54)"),
                ("Rusholme Boiler Care", "4.4 stars (19)"),
            ],
            subtitle="Reviews - sorted by distance",
            kind="reviews",
            description="Review app list: Pennine Plumbing 4.8 stars, Hughes & Son 4.9 stars, Kwik Fix Heating 3.1 stars, Rusholme Boiler Care 4.4 stars",
        ),
        decisive=["4.8 stars", "4.9 stars", "3.1 stars"],
    )


def draw_ppl_carpool_parents(screens: Screens) -> None:
    sid = "ppl_carpool_parents"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "class_list",
        charts.table(
            "Ms. Ferreira's Grade 3 - Class Contacts 2025-26",
            ["Child", "Parent / Guardian", "Phone"],
            [
                ["Aziz, Noor", "Amira Aziz", "416-555-0172"],
                ["Chen, Oliver", "Wei Chen", "647-555-0110"],
                ["Kim, Zoe", "Grace Kim", "416-555-0198"],
                ["Kowalski, Maya", "Daniel Kowalski", "416-555-0100"],
                ["Park, Leo", "Min-jun Park", "647-555-0153"],
                ["Petrov, Leo", "Irina Petrova", "416-555-0126"],
                ["Santos, Ana", "Rita Santos", "647-555-0184"],
            ],
            col_widths=[0.3, 0.38, 0.32],
            description="Class contact list of Ms. Ferreira's Grade 3: children, parents and phone numbers (Noor Aziz - Amira Aziz 416-555-0172; Leo Park - Min-jun Park 647-555-0153; Leo Petrov - Irina Petrova 416-555-0126; ...)",
        ),
        decisive=["416-555-0172", "Irina Petrova", "416-555-0126"],
    )
    imgs.add(
        "carpool_board",
        photos.composite(
            "brick",
            ["CARPOOL Tue + Thu", "Maya K.", "Noor A.", "Leo P.", "(Zoe K. Wed only)"],
            seed=f"{sid}:board",
            style="whiteboard",
            panel_width=0.6,
            description="Photo of a classroom whiteboard: carpool Tuesday and Thursday - Maya K., Noor A., Leo P.; Zoe K. Wednesdays only",
        ),
        decisive=["Noor A.", "Leo P."],
    )
    imgs.add(
        "parents_chat",
        screens.chat(
            "Gr. 3 Ferreira parents",
            [
                ("Grace Kim", "Zoe can only do Wednesdays this term, sorry!", "7:58 PM"),
                (
                    "Irina (Leo's mom)",
                    "Count Leo in for the Tue/Thu carpool! We live on Palmerston, happy to drive Thursdays",
                    "8:04 PM",
                ),
                ("Min-jun Park", "Our Leo takes the bus, have fun everyone", "8:06 PM"),
            ],
            subtitle="WhatsApp group - 14 members",
            clock="8:21",
            description="Parents' group chat: Grace Kim says Zoe only Wednesdays; Irina (Leo's mom) counts Leo in for the Tue/Thu carpool and can drive Thursdays; Min-jun Park says his Leo takes the bus",
        ),
        decisive=["Irina (Leo's mom)", "Our Leo takes the bus"],
    )
    imgs.add(
        "school_notice",
        screens.booking(
            "Dovercourt Public School",
            "Dismissal time change",
            [
                ("Starting", "Monday, October 6"),
                ("New dismissal", "3:05 PM"),
                ("Previous", "3:20 PM"),
                ("Pickup", "Dewson St gate"),
            ],
            note="Please update your carpool and after-care plans. - Office",
            accent="#6a1b9a",
            description="School app notice: from Monday October 6 dismissal moves from 3:20 PM to 3:05 PM, pickup at the Dewson St gate",
        ),
        decisive=["3:05 PM", "Monday, October 6"],
    )


def draw_ppl_lease_renewal_reply(screens: Screens) -> None:
    sid = "ppl_lease_renewal_reply"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "lease_page",
        documents.form(
            "Residential Tenancy Agreement - Schedule A",
            [
                ("Tenant", "Wei Chen"),
                ("Landlord", "Gordon MacLeod"),
                ("Rental unit", "The Marlowe, 1188 Nelson St, Unit 1504"),
                ("Monthly rent", "$1,950.00 due on the 1st"),
                ("Parking", "Stall P2-47 (included)"),
                ("Term", "Dec 1, 2024 to Nov 30, 2025"),
            ],
            subtitle="Province of British Columbia - page 2 of 6",
            handwritten=False,
            description="Lease schedule: tenant Wei Chen, landlord Gordon MacLeod, unit 1504 at 1188 Nelson St, rent $1,950.00 on the 1st, parking stall P2-47, term Dec 1 2024 to Nov 30 2025",
        ),
        decisive=["P2-47", "$1,950.00", "Nov 30, 2025"],
    )
    imgs.add(
        "etransfer",
        screens.booking(
            "Interac e-Transfer",
            "Money sent to Gordon MacLeod",
            [
                ("Amount", "$1,950.00"),
                ("Sent", "Oct 1, 2025 7:02 AM"),
                ("From", "Chequing ****2281"),
                ("Message", "Rent Oct - Unit 1504"),
                ("Reference", "CA8Q7ZtK"),
            ],
            accent="#f2a900",
            description="Interac e-Transfer confirmation: $1,950.00 sent to Gordon MacLeod on Oct 1 2025 7:02 AM, message 'Rent Oct - Unit 1504', reference CA8Q7ZtK",
        ),
        decisive=["Oct 1, 2025", "CA8Q7ZtK"],
    )
    imgs.add(
        "parking_permit",
        photos.composite(
            "gravel",
            ["THE MARLOWE", "RESIDENT PARKING", "STALL P2-47", "Valid to 11/30/2025"],
            seed=f"{sid}:permit",
            style="label",
            accent=(0, 90, 160),
            panel_width=0.55,
            description="Photo of a resident parking hang-tag on gravel: The Marlowe, stall P2-47, valid to 11/30/2025",
        ),
        decisive=["STALL P2-47"],
    )
    imgs.add(
        "renewal_notice",
        documents.poster(
            "Lease renewals",
            [
                "Tenants whose lease ends Nov 30 must return the signed renewal by Saturday, November 1.",
                "Late forms go to the waitlist.",
            ],
            kicker="The Marlowe - notice to residents",
            footer="Questions: office@themarlowe.ca",
            palette=((245, 243, 236), (180, 40, 40), (30, 30, 30)),
            kind="notice",
            description="Lobby notice: tenants whose lease ends Nov 30 must return the signed renewal by Saturday November 1",
        ),
        decisive=["November 1"],
    )


# --------------------------------------------------------------------------- batch 3


def draw_ppl_locum_forwarding(screens: Screens) -> None:
    sid = "ppl_locum_forwarding"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "boarding_out",
        documents.ticket(
            "TAP AIR PORTUGAL  BOARDING PASS",
            [
                ("Passenger", "OSEI/SAMUEL DR"),
                ("Flight", "TP 1562"),
                ("From", "ACC Accra"),
                ("To", "LIS Lisbon"),
                ("Date", "03 AUG 2025"),
                ("Departs", "23:55"),
                ("Gate", "4"),
                ("Seat", "14A"),
            ],
            code="0471 5562 8830",
            accent=(0, 120, 80),
            description="Boarding pass: Dr Samuel Osei, TP 1562 Accra to Lisbon, 03 AUG 2025, departs 23:55, seat 14A",
        ),
        decisive=["03 AUG 2025", "TP 1562"],
    )
    imgs.add(
        "return_ticket",
        screens.booking(
            "TAP Air Portugal",
            "Return flight - e-ticket",
            [
                ("Passenger", "Dr Samuel Osei"),
                ("Flight", "TP 1561 Lisbon - Accra"),
                ("Date", "Sun, 17 Aug 2025"),
                ("Departs", "16:10 Lisbon"),
                ("Arrives", "21:40 Accra"),
            ],
            reference="ZK4M7Q",
            accent="#00785a",
            description="E-ticket for the return: TP 1561 Lisbon to Accra on Sun 17 Aug 2025, departs 16:10, arrives 21:40",
        ),
        decisive=["17 Aug 2025"],
    )
    imgs.add(
        "card_mensah",
        documents.business_card(
            "Dr. Abena Mensah",
            "Locum Physician",
            "Ashanti Family Clinic",
            phone="+233 20 555 0187",
            email="abena.mensah@ashanticlinic.gh",
            address="Adum, Kumasi",
            accent=(150, 30, 60),
        ),
        decisive=["+233 20 555 0187"],
    )
    imgs.add(
        "greeting_draft",
        documents.note(
            [
                "Voicemail greeting:",
                "You have reached Dr. Samuel Osei.",
                "I am away until 18 August.",
                "For urgent matters, please",
                "call the clinic on 032 555 0100.",
            ],
            paper="lined",
            style="hand",
            size=32,
            seed=sid,
            description="Handwritten draft of a voicemail greeting: You have reached Dr. Samuel Osei. I am away until 18 August. For urgent matters, please call the clinic on 032 555 0100.",
        ),
        decisive=["I am away until 18 August."],
    )
    imgs.add(
        "abena_text",
        screens.chat(
            "Abena Mensah",
            [
                (
                    "Abena Mensah",
                    "Samuel, I'm so sorry - my mother is unwell and I must travel to Tamale. I can't cover your calls after all.",
                    "16:48",
                ),
                (
                    "Abena Mensah",
                    "Kwame Boateng has agreed to take them. Sending his card.",
                    "16:49",
                ),
                ("me", "Thank you, I hope she recovers quickly", "17:02"),
            ],
            subtitle="WhatsApp",
            clock="17:21",
            description="Chat from Abena Mensah: she cannot cover the calls after all; Kwame Boateng will take them, his card follows",
        ),
        decisive=["Kwame Boateng"],
    )
    imgs.add(
        "card_boateng",
        documents.business_card(
            "Dr. Kwame Boateng",
            "General Practitioner",
            "Manhyia Medical Centre",
            phone="+233 24 555 0139",
            email="k.boateng@manhyiamed.gh",
            address="Manhyia, Kumasi",
            accent=(20, 80, 150),
        ),
        decisive=["+233 24 555 0139"],
    )


def draw_ppl_brittany_photos(screens: Screens) -> None:
    sid = "ppl_brittany_photos"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "family_chat",
        screens.chat(
            "Famille Dubois",
            [
                (
                    "Mamie Jeanne",
                    "Send me the one of the sea, ma cherie! By text please, I never open my emails",
                    "09:12",
                ),
                (
                    "Theo",
                    "the LADYBUG one for my school project!!! email it to my teacher pls: m.girard@ecole-jaures.fr",
                    "09:20",
                ),
                ("Claire", "Any flower for my blog? The yellow one if you have it", "09:41"),
            ],
            subtitle="Group - 6 members",
            clock="10:58",
            description="Family group chat: Mamie Jeanne wants the photo of the sea by text; Theo wants the ladybug photo emailed to his teacher m.girard@ecole-jaures.fr; Claire wants the yellow flower",
        ),
        decisive=["m.girard@ecole-jaures.fr", "LADYBUG", "the one of the sea", "The yellow one"],
    )
    for iid, name, desc in (
        ("photo_1", "dune", "dune grass on a sandy shore with the blue sea behind"),
        ("photo_2", "storm", "dark storm clouds over an empty country road"),
        (
            "photo_3",
            "ladybird",
            "close-up of a red ladybird on a grass stem with small blue flowers",
        ),
        ("photo_4", "yellow_flower", "close-up of a yellow daisy-like flower"),
        ("photo_5", "marigold", "close-up of a red and orange marigold flower"),
    ):
        imgs.add(iid, photos.photo(name, seed=f"{sid}:{iid}", description=desc))


def draw_ppl_vet_missed_call(screens: Screens) -> None:
    sid = "ppl_vet_missed_call"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "watch_photo",
        photos.composite(
            "wood_deck",
            ["Missed call", "(602) 555-0119", "2:47 PM"],
            seed=f"{sid}:watch",
            style="screen",
            panel_width=0.5,
            description="Photo of a smartwatch screen on a wooden surface: Missed call (602) 555-0119 at 2:47 PM",
        ),
        decisive=["(602) 555-0119"],
    )
    imgs.add(
        "vm_email",
        screens.email(
            "Voicemail to Text <vm@desertwireless.com>",
            "New voicemail from (602) 555-0119 (0:41)",
            "Tue, Mar 3, 2:49 PM",
            [
                "\"Hi Elena, this is Dr. Marisol Ruiz at Desert Sky Veterinary, about Biscuit's "
                "bloodwork. Everything looks good, but I'd like to go over the thyroid number with "
                'you. Please call my direct line, (602) 555-0152. Thanks!"',
                "Transcription may contain errors.",
            ],
            to="Elena Popescu",
            description="Voicemail transcript email: Dr. Marisol Ruiz at Desert Sky Veterinary about Biscuit's bloodwork, asks Elena to call her direct line (602) 555-0152",
        ),
        decisive=["Dr. Marisol Ruiz", "(602) 555-0152"],
    )
    imgs.add(
        "appt_card",
        documents.form(
            "Desert Sky Veterinary - Appointment",
            [
                ("Patient", "Biscuit (feline, 9 y)"),
                ("Owner", "Elena Popescu"),
                ("Next visit", "Recheck - Tue, Mar 17, 9:40 AM"),
                ("Doctor", "Dr. M. Ruiz"),
            ],
            subtitle="4410 E Indian School Rd, Phoenix - (602) 555-0119",
            handwritten=True,
            description="Vet appointment card: Biscuit, recheck on Tue Mar 17 at 9:40 AM with Dr. M. Ruiz",
        ),
        decisive=["Mar 17, 9:40 AM"],
    )
    imgs.add(
        "biscuit",
        photos.photo(
            "chelsea",
            seed=f"{sid}:biscuit",
            description="a ginger tabby cat lying down and looking to the side",
            mirror=True,
        ),
    )


def draw_ppl_speed_dial_reorder(screens: Screens) -> None:
    sid = "ppl_speed_dial_reorder"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "susan_list",
        documents.note(
            [
                "DAD'S SPEED DIAL",
                "1. Susan (me!)",
                "2. Dr. Patel",
                "3. CVS pharmacy",
                "4. Bill next door (cell)",
                "no pizza place!!",
            ],
            paper="card",
            style="hand-bold",
            size=40,
            seed=sid,
            description="Large handwritten card from Susan: Dad's speed dial 1. Susan, 2. Dr. Patel, 3. CVS pharmacy, 4. Bill next door (cell); no pizza place",
        ),
        decisive=["3. CVS pharmacy", "4. Bill next door (cell)"],
    )
    imgs.add(
        "patel_card",
        documents.business_card(
            "Nikhil Patel, MD",
            "Family Medicine",
            "Miami Valley Family Medicine",
            phone="(937) 555-0164",
            email="frontdesk@mvfamilymed.com",
            address="NEW number as of Oct 1",
            accent=(0, 96, 150),
        ),
        decisive=["(937) 555-0164"],
    )
    imgs.add(
        "pharmacy_magnet",
        photos.composite(
            "wood_deck",
            ["CVS pharmacy", "Far Hills Ave", "(937) 555-0128", "Open 8am - 9pm"],
            seed=f"{sid}:magnet",
            style="label",
            accent=(204, 0, 0),
            panel_width=0.55,
            description="Photo of a pharmacy fridge magnet: CVS pharmacy, Far Hills Ave, (937) 555-0128, open 8am-9pm",
        ),
        decisive=["(937) 555-0128"],
    )
    imgs.add(
        "bill_note",
        documents.note(
            ["Harold -", "my new cell is", "937-555-0191", "call anytime!  - Bill"],
            paper="sticky",
            style="hand",
            size=38,
            seed=f"{sid}:bill",
            description="Sticky note from Bill: Harold, my new cell is 937-555-0191, call anytime",
        ),
        decisive=["937-555-0191"],
    )


# --------------------------------------------------------------------------- batch 4


def draw_ppl_tokyo_landing_text(screens: Screens) -> None:
    sid = "ppl_tokyo_landing_text"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "itinerary",
        screens.booking(
            "ANA All Nippon Airways",
            "San Francisco to Tokyo Haneda",
            [
                ("Passenger", "MENDES / LUCAS MR"),
                ("Flight", "NH 107"),
                ("Departs", "Fri Nov 7, 1:10 PM  SFO"),
                ("Arrives", "Sat Nov 8, 4:35 PM  HND"),
                ("Times", "local time at each airport"),
            ],
            reference="5XKQ2P",
            accent="#13448f",
            description="ANA itinerary for Lucas Mendes: NH 107 departs SFO Fri Nov 7 1:10 PM, arrives Tokyo Haneda Sat Nov 8 4:35 PM local time",
        ),
        decisive=["NH 107", "Sat Nov 8, 4:35 PM"],
    )
    tracker = """
    <div class='hd'><div class='sub'>FLIGHT TRACKER</div><h1>NH 107</h1><div class='sub'>SFO &#8594; HND - Nov 7</div></div>
    <div class='pad'>
    <div class='row'><span class='muted'>Status</span><b class='late'>Delayed - in the air</b></div>
    <div class='row'><span class='muted'>Scheduled arrival</span><span>4:35 PM</span></div>
    <div class='row'><span class='muted'>Estimated arrival</span><b>5:05 PM</b></div>
    <div class='row'><span class='muted'>Terminal</span><span>3 (International)</span></div>
    <div class='row'><span class='muted'>Times shown in</span><span>Tokyo time (JST)</span></div>
    </div>
    """
    css = """
    .hd { background: #0b1f3a; color: #fff; padding: 18px 20px; } .hd h1 { margin: 4px 0; font-size: 34px; }
    .hd .sub { color: #b8c7dc; font-size: 15px; } .row { padding: 12px 0; border-bottom: 1px solid #eee; font-size: 19px; }
    .late { color: #c0392b; }
    """
    imgs.add(
        "tracker",
        screens.render(
            tracker,
            kind="flight_tracker",
            css=css,
            description="Flight tracker: NH 107 SFO to HND delayed, scheduled 4:35 PM, estimated arrival 5:05 PM Tokyo time, terminal 3",
        ),
        decisive=["5:05 PM", "Tokyo time (JST)"],
    )
    imgs.add(
        "hotel",
        documents.invoice(
            "Hotel Gracery Shinjuku",
            "RSV-448120",
            bill_to=["Mr. Lucas Mendes", "Check-in: Sat 8 Nov 2025", "Check-out: Fri 14 Nov 2025"],
            issued="3 Oct 2025",
            due="Pay at hotel",
            lines=[("Standard Double, 6 nights", "6", "14,800", "88,800")],
            total="88,800",
            currency="JPY ",
            notes=["Front desk: +81 3 5555 0199", "1-19-1 Kabukicho, Shinjuku-ku, Tokyo"],
            accent=(120, 20, 40),
            description="Hotel Gracery Shinjuku reservation RSV-448120 for Lucas Mendes, 8-14 Nov 2025, front desk +81 3 5555 0199",
        ),
        decisive=["+81 3 5555 0199"],
    )
    imgs.add(
        "lucas_note",
        documents.note(
            [
                "Mom - please DON'T text",
                "while I'm flying :)",
                "Text me 30 min after",
                "I land, I'll have wifi",
                "by then. Love, L",
            ],
            paper="sticky",
            style="hand",
            size=34,
            seed=sid,
            description="Sticky note from Lucas: don't text while flying; text 30 minutes after landing when he has wifi",
        ),
        decisive=["30 min after"],
    )


def draw_ppl_found_cat_mango(screens: Screens) -> None:
    sid = "ppl_found_cat_mango"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "found_cat",
        photos.photo(
            "chelsea",
            seed=f"{sid}:cat",
            description="a ginger tabby cat lying down, looking to the side (no collar visible)",
            crop=(0.1, 0.0, 0.95, 1.0),
        ),
    )
    imgs.add(
        "poster_mango",
        photos.composite(
            "brick",
            ["LOST CAT - MANGO", "ginger tabby, shy", "Call Dana 215-555-0148", "REWARD"],
            seed=f"{sid}:mango",
            style="sign",
            accent=(230, 120, 0),
            description="Photo of a lost-cat poster on a brick wall: Mango, ginger tabby, shy, call Dana 215-555-0148, reward",
        ),
        decisive=["MANGO", "215-555-0148"],
    )
    imgs.add(
        "poster_smokey",
        photos.composite(
            "gravel",
            ["MISSING: SMOKEY", "grey cat, white paws", "Text Ray 215-555-0183"],
            seed=f"{sid}:smokey",
            style="label",
            accent=(60, 60, 60),
            description="Photo of a lost-cat flyer: Smokey, grey cat with white paws, text Ray 215-555-0183",
        ),
        decisive=["SMOKEY", "215-555-0183"],
    )
    imgs.add(
        "dana_reply",
        screens.chat(
            "+1 (215) 555-0148",
            [
                ("me", "Hi! I think I found your cat Mango, photo attached", "5:12 PM"),
                (
                    "+1 (215) 555-0148",
                    "OMG YES that's her!!! thank you!!! I'm Dana Whitaker",
                    "5:14 PM",
                ),
                (
                    "+1 (215) 555-0148",
                    "can we meet at Palumbo Park, 10th & Fitzwater? today at 6:30, I'll bring her carrier",
                    "5:15 PM",
                ),
            ],
            subtitle="Text Message",
            clock="5:16",
            description="Text thread with +1 (215) 555-0148: Dana Whitaker confirms the cat is Mango and asks to meet at Palumbo Park, 10th & Fitzwater, today at 6:30",
        ),
        decisive=["Dana Whitaker", "today at 6:30", "Palumbo Park"],
    )


def draw_ppl_trip_expense_reply(screens: Screens) -> None:
    sid = "ppl_trip_expense_reply"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "hotel_folio",
        documents.invoice(
            "The Curtis Hotel Denver",
            "F-77310",
            bill_to=["Natasha Ivanova", "Room 1412", "Oct 20 - Oct 22, 2025"],
            issued="Oct 22, 2025",
            due="Paid - Amex 1009",
            lines=[
                ("Room, 2 nights", "2", "129.00", "258.00"),
                ("Minibar", "1", "18.00", "18.00"),
                ("Lodging tax", "1", "31.00", "31.00"),
            ],
            total="307.00",
            description="Hotel folio from The Curtis Hotel Denver: room 2 nights 258.00, minibar 18.00, lodging tax 31.00, total 307.00",
        ),
        decisive=["258.00", "18.00", "31.00", "Amex 1009"],
    )
    imgs.add(
        "taxi",
        scaled(
            documents.receipt(
                "YELLOW CAB DENVER",
                [("DEN Airport - Downtown", "42.00"), ("Airport fee", "4.25")],
                total="46.25",
                date="10/20/2025  9:48 AM",
                payment="AMEX **** 1009",
                footer="Cab #3318",
            ),
            1.45,
        ),
        decisive=["46.25"],
    )
    imgs.add(
        "dinner",
        scaled(
            documents.receipt(
                "ROOTS KITCHEN",
                [
                    ("Roast chicken", "26.00"),
                    ("Beet salad", "14.00"),
                    ("Local IPA x2", "16.00"),
                    ("Sparkling water", "4.00"),
                ],
                subtotal="60.00",
                tax="5.12",
                tip="12.00",
                total="77.12",
                date="10/21/2025  7:55 PM",
                payment="AMEX **** 1009",
                footer="Client dinner? Keep this!",
            ),
            1.6,
        ),
        decisive=["16.00", "77.12"],
    )
    imgs.add(
        "policy",
        documents.poster(
            "Travel expenses: what we reimburse",
            [
                "Lodging: room rate and taxes",
                "Ground transport: taxis and rideshare",
                "Meals: food, tax and tip",
                "NOT reimbursed: minibar, alcohol, in-room movies",
            ],
            kicker="Fieldline Inc. - Finance policy 4.2",
            footer="Submit within 30 days to your manager.",
            palette=((250, 250, 252), (0, 102, 204), (25, 25, 35)),
            kind="infographic",
            description="Company travel policy panel: lodging room rate and taxes, taxis, meals with tax and tip are reimbursed; minibar, alcohol and in-room movies are not",
        ),
        decisive=["NOT reimbursed: minibar, alcohol"],
    )


# --------------------------------------------------------------------------- batch 5


def draw_ppl_anniversary_coin_secret(screens: Screens) -> None:
    sid = "ppl_anniversary_coin_secret"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "dealer_card",
        documents.business_card(
            "Barnaby Cole",
            "Numismatist",
            "Cole & Daughters Numismatics",
            phone="(313) 555-0172",
            email="barnaby@coleanddaughters.com",
            address="Shop (313) 555-0166 - Michigan Ave, Dearborn",
            accent=(140, 100, 20),
        ),
        decisive=["(313) 555-0172", "(313) 555-0166"],
    )
    imgs.add(
        "coin_invoice",
        documents.invoice(
            "Cole & Daughters Numismatics",
            "CD-2025-0412",
            bill_to=["Omar Haddad", "Dearborn, MI"],
            issued="Oct 6, 2025",
            due="Paid in full",
            lines=[("Athenian owl tetradrachm, c. 440 BC, certified", "1", "1,850.00", "1,850.00")],
            total="1,850.00",
            notes=[
                "Ready for pickup: Saturday, Oct 18 (after cleaning and certification)",
                "Gift box included",
            ],
            accent=(140, 100, 20),
            description="Invoice CD-2025-0412 from Cole & Daughters Numismatics: Athenian owl tetradrachm, $1,850.00 paid, ready for pickup Saturday Oct 18",
        ),
        decisive=["Oct 18"],
    )
    imgs.add(
        "coin_photo",
        photos.photo(
            "coins",
            seed=f"{sid}:coin",
            description="black-and-white photo of several ancient Greek coins on a dark cloth",
        ),
    )


def draw_ppl_garden_club_marigold(screens: Screens) -> None:
    sid = "ppl_garden_club_marigold"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "flyer",
        documents.poster(
            "Photo of the Month: MARIGOLDS",
            [
                "Email your best shot to photos@rosecitygardenclub.org",
                "One photo per member, by October 5",
                "Subject line: your name and the variety",
            ],
            kicker="Rose City Garden Club",
            footer="Winners in the November newsletter",
            palette=((46, 84, 40), (250, 190, 60), (250, 250, 240)),
            description="Garden club flyer: Photo of the Month is marigolds; email one photo to photos@rosecitygardenclub.org by October 5 with your name and the variety in the subject",
        ),
        decisive=["photos@rosecitygardenclub.org", "MARIGOLDS"],
    )
    for iid, name, desc in (
        (
            "garden_1",
            "orange_flower",
            "close-up of an orange flower with large smooth petals (not a marigold)",
        ),
        (
            "garden_2",
            "marigold",
            "close-up of a red and yellow marigold flower with ruffled petals",
        ),
        ("garden_3", "yellow_flower", "close-up of a yellow daisy-like flower"),
        ("garden_4", "dandelion", "two dandelion seeds floating in front of orange flowers"),
    ):
        imgs.add(iid, photos.photo(name, seed=f"{sid}:{iid}", description=desc))
    imgs.add(
        "plant_label",
        photos.composite(
            "meadow",
            ["Tagetes patula", "French marigold", "'Durango Red'"],
            seed=f"{sid}:label",
            style="label",
            accent=(30, 120, 40),
            panel_width=0.5,
            description="Photo of a plant label stuck in the grass: Tagetes patula, French marigold, 'Durango Red'",
        ),
        decisive=["Durango Red"],
    )


def draw_ppl_new_team_headshots(screens: Screens) -> None:
    sid = "ppl_new_team_headshots"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "intro_email",
        screens.email(
            "Dana Whitfield (People Ops) <people@kinetrobotics.com>",
            "Please welcome our new engineers!",
            "Mon, Sep 8, 2025, 9:02 AM",
            [
                "Hi Priyanka, your three new hires start today. Their details:",
                "Maya Chen - Controls Engineer - mobile +1 617-555-0131",
                "Tom Becker - Mechanical Engineer - mobile +1 617-555-0148",
                "Sam Okoro - Firmware Engineer - mobile +1 857-555-0119",
                "Their laptops are at the front desk. Welcome aboard!",
            ],
            to="Priyanka Iyer",
            description="People Ops email introducing three new engineers: Maya Chen (Controls, +1 617-555-0131), Tom Becker (Mechanical, +1 617-555-0148), Sam Okoro (Firmware, +1 857-555-0119)",
        ),
        decisive=[
            "Maya Chen",
            "617-555-0131",
            "Tom Becker",
            "617-555-0148",
            "Sam Okoro",
            "857-555-0119",
        ],
    )
    imgs.add(
        "pics_chat",
        screens.chat(
            "New hires",
            [
                ("me", "Welcome all! Send me a profile pic for my contacts :)", "10:14 AM"),
                (
                    "Maya Chen",
                    "mine is me at space camp in the orange flight suit, don't judge",
                    "10:16 AM",
                ),
                ("Tom Becker", "the black and white one with my old film camera", "10:17 AM"),
                ("Sam Okoro", "I don't do selfies. use my latte art", "10:21 AM"),
            ],
            subtitle="Group - 4 people",
            clock="10:40",
            description="Group chat: Maya's picture is her at space camp in an orange flight suit; Tom's is the black-and-white one with a film camera; Sam sends latte art instead of a selfie",
        ),
        decisive=["space camp", "film camera", "latte art"],
    )
    for iid, name, desc in (
        ("pic_a", "coffee", "a latte with foam art in a cup on a saucer, seen from above"),
        ("pic_b", "astronaut", "a smiling person in an orange flight suit in front of a US flag"),
        ("pic_c", "camera", "black-and-white photo of a man with a film camera on a tripod"),
    ):
        imgs.add(iid, photos.photo(name, seed=f"{sid}:{iid}", description=desc))


def draw_ppl_babysitter_unblock(screens: Screens) -> None:
    sid = "ppl_babysitter_unblock"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "kayla_note",
        documents.note(
            [
                "Mei - my texts keep",
                "bouncing?? new number:",
                "415-555-0186",
                "see you Fri! - Kayla",
            ],
            paper="sticky",
            style="hand",
            size=36,
            seed=sid,
            description="Sticky note from Kayla: her texts keep bouncing, new number 415-555-0186, see you Friday",
        ),
        decisive=["415-555-0186"],
    )
    imgs.add(
        "sitter_profile",
        screens.booking(
            "SitterCircle",
            "Kayla Brooks - verified sitter",
            [
                ("Phone", "(415) 555-0186"),
                ("Rate", "$24 / hour"),
                ("Next booking", "Fri, Nov 14, 6:00 PM - 11:00 PM"),
                ("Kids", "Ava (6), Leo (3)"),
            ],
            note="Phone number updated Nov 3",
            accent="#2e7d6b",
            description="Sitter app profile: Kayla Brooks, phone (415) 555-0186 (updated Nov 3), $24/hour, next booking Fri Nov 14 6:00-11:00 PM",
        ),
        decisive=["(415) 555-0186", "Fri, Nov 14, 6:00 PM"],
    )
    imgs.add(
        "kids_photo",
        photos.photo(
            "dandelion",
            seed=f"{sid}:kids",
            description="photo of two dandelion seeds floating in front of orange flowers, taken by the kids in the garden",
        ),
    )


# --------------------------------------------------------------------------- batch 6


def draw_ppl_okafors_moved(screens: Screens) -> None:
    sid = "ppl_okafors_moved"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "moving_card",
        documents.poster(
            "We've moved!",
            [
                "Chidi, Amaka, Zara & Obi Okafor",
                "Rua da Esperanca 48, 2 Esq",
                "1200-658 Lisboa",
                "From 1 June 2025",
            ],
            kicker="New address",
            footer="Mobiles stay the same - landline news by email",
            palette=((252, 244, 230), (214, 96, 40), (40, 40, 40)),
            kind="moving_card",
            description="Moving card: the Okafors (Chidi, Amaka, Zara, Obi) live at Rua da Esperanca 48, 2 Esq, 1200-658 Lisboa from 1 June 2025",
        ),
        decisive=["Rua da Esperanca 48", "1200-658"],
    )
    imgs.add(
        "landline_email",
        screens.email(
            "Amaka Okafor <amaka.okafor@sapo.pt>",
            "New landline!",
            "Wed, 4 Jun 2025, 21:17",
            [
                "Hi Gabriel!",
                "The old landline at Avenida de Roma is disconnected. The new one is 21 555 0142 "
                "(+351 21 555 0142 from abroad). Our mobiles are unchanged.",
                "Beijinhos, Amaka",
            ],
            to="Gabriel Santos",
            description="Email from Amaka Okafor: the old landline is disconnected, the new one is 21 555 0142 (+351 21 555 0142); mobiles unchanged",
        ),
        decisive=["+351 21 555 0142"],
    )
    imgs.add(
        "invitation",
        documents.note(
            [
                "Housewarming!",
                "Sat 21 June, from 4pm",
                "Rua da Esperanca 48",
                "bring nothing but yourselves",
                "- C & A",
            ],
            paper="card",
            style="hand-humor",
            size=34,
            seed=sid,
            description="Handwritten housewarming invitation: Saturday 21 June from 4pm at Rua da Esperanca 48, bring nothing, from Chidi and Amaka",
        ),
        decisive=["Sat 21 June, from 4pm"],
    )


def draw_ppl_phishing_cleanup(screens: Screens) -> None:
    sid = "ppl_phishing_cleanup"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "it_bulletin",
        screens.email(
            "SAISD IT Security <it-alerts@saisd.net>",
            "ALERT: active phishing campaign",
            "Tue, Feb 10, 2026, 8:05 AM",
            [
                "Staff: the following senders are part of an active phishing campaign. Do not click "
                "links or reply. Mark their mail as spam and block them:",
                "payroll-update@saisd-hr.com",
                "noreply@docusign-secure-view.net",
                "helpdesk@saisd-netsupport.org",
                "If one of them asked for your password, forward that email to the Security "
                "Office (address on the posters in every staff room).",
            ],
            to="All staff",
            description="IT security email: block payroll-update@saisd-hr.com, noreply@docusign-secure-view.net and helpdesk@saisd-netsupport.org; forward any that asked for a password to the Security Office",
        ),
        decisive=[
            "payroll-update@saisd-hr.com",
            "noreply@docusign-secure-view.net",
            "helpdesk@saisd-netsupport.org",
        ],
    )
    imgs.add(
        "staffroom_poster",
        photos.composite(
            "brick",
            ["SUSPICIOUS EMAIL?", "Forward it to", "phish@saisd.org", "Never share your password"],
            seed=f"{sid}:poster",
            style="sign",
            accent=(200, 30, 30),
            panel_width=0.68,
            description="Photo of a poster in a staff room: suspicious email? forward it to phish@saisd.org; never share your password",
        ),
        decisive=["phish@saisd.org"],
    )
    imgs.add(
        "scam_text",
        sms_from_unknown(
            screens,
            "+1 (210) 555-0190",
            [
                (
                    "them",
                    "SAISD Payroll: your direct deposit is on hold. Verify your login within 24h at saisd-hr.com/verify",
                ),
            ],
            date="Today 9:12 AM",
            description="SMS from +1 (210) 555-0190 pretending to be SAISD Payroll, asking to verify the login at a fake site",
        ),
        decisive=["(210) 555-0190"],
    )


def draw_ppl_reunion_rsvps(screens: Screens) -> None:
    sid = "ppl_reunion_rsvps"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "poster",
        documents.poster(
            "Glenville High Class of 2005 - 20 Year Reunion",
            [
                "Saturday, August 16, 2025 - 7 PM",
                "The Music Box Supper Club",
                "1148 Main Ave, Cleveland",
            ],
            kicker="Tarblooders, we're back!",
            footer="RSVP to your class rep by Aug 1",
            palette=((120, 16, 32), (255, 205, 0), (255, 255, 255)),
            description="Reunion poster: Glenville High Class of 2005, 20 year reunion, Saturday August 16 2025 7 PM at The Music Box Supper Club, 1148 Main Ave, Cleveland",
        ),
        decisive=["Music Box", "August 16, 2025"],
    )
    imgs.add(
        "tasha_text",
        screens.chat(
            "Tasha Wells",
            [
                ("me", "Tasha!! You coming to the reunion?", "6:02 PM"),
                ("Tasha Wells", "I'm IN. Dre is coming with me", "6:15 PM"),
            ],
            clock="6:20",
            description="Text from Tasha Wells: she is coming to the reunion, with Dre",
        ),
        decisive=["I'm IN"],
    )
    imgs.add(
        "jerome_text",
        screens.chat(
            "Jerome Hill",
            [
                (
                    "Jerome Hill",
                    "Man I wish. I'm deployed till October, can't make it. Have one for me",
                    "8:41 PM",
                )
            ],
            clock="8:45",
            description="Text from Jerome Hill: deployed until October, can't make the reunion",
        ),
        decisive=["can't make it"],
    )
    imgs.add(
        "kevin_text",
        sms_from_unknown(
            screens,
            "+1 (216) 555-0175",
            [("them", "Marcus! Kevin Oduya here, new number. Count me in for the reunion")],
            date="Today 1:04 PM",
            description="SMS from +1 (216) 555-0175: Kevin Oduya, new number, counts himself in for the reunion",
        ),
        decisive=["(216) 555-0175", "Kevin Oduya"],
    )
    imgs.add(
        "napkin",
        documents.note(
            ["ran into Lisa Park", "at Giant Eagle!", "she's coming", "216-555-0133"],
            paper="lined",
            style="hand-bold",
            size=40,
            seed=sid,
            description="Handwritten note: ran into Lisa Park at Giant Eagle, she's coming, 216-555-0133",
        ),
        decisive=["Lisa Park", "216-555-0133"],
    )


def draw_ppl_referral_clinic_email(screens: Screens) -> None:
    sid = "ppl_referral_clinic_email"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "referral",
        documents.form(
            "Specialist Referral",
            [
                ("Patient", "Hannah Schultz, DOB 03/14/1967"),
                ("Refer to", "Dr. Anita Raman, Dermatology"),
                ("Practice", "Lakeshore Skin Center"),
                ("Referral no.", "R-58213"),
                ("Reason", "Changing mole, left shoulder - within 4 weeks"),
            ],
            subtitle="Bay View Family Practice - Dr. T. Nguyen",
            handwritten=False,
            description="Referral form: Hannah Schultz referred to Dr. Anita Raman, Dermatology, Lakeshore Skin Center, referral R-58213, changing mole, within 4 weeks",
        ),
        decisive=["R-58213", "Lakeshore Skin Center", "Dr. Anita Raman"],
    )
    imgs.add(
        "insurance_card",
        documents.ticket(
            "WISCONSIN HEALTH PLUS",
            [
                ("Member", "HANNAH SCHULTZ"),
                ("Member ID", "WHX448102917"),
                ("Group", "30128"),
                ("Plan", "PPO Silver"),
            ],
            accent=(0, 110, 170),
            description="Health insurance card: Wisconsin Health Plus, member Hannah Schultz, member ID WHX448102917, group 30128, PPO Silver",
        ),
        decisive=["WHX448102917"],
    )
    page = """
    <div class='hd'><h1>Lakeshore Skin Center</h1><div class='sub'>Dermatology - 2100 N Prospect Ave, Milwaukee</div></div>
    <div class='pad'>
    <h2>New patients</h2>
    <p>We book new patients by email only. Send your referral number and insurance member ID to
    <b>appointments@lakeshoreskin.org</b> and we will reply within two business days.</p>
    <p>Questions about an existing appointment: <b>(414) 555-0160</b></p>
    <h2>Our dermatologists</h2>
    <p>Dr. Anita Raman, MD - medical dermatology, skin cancer screening<br>
    Dr. Anil Ramanathan, MD - cosmetic dermatology<br>
    Dr. Grace Okafor, MD - pediatric dermatology</p>
    </div>
    """
    css = """
    .hd { background: #1f4e5f; color: #fff; padding: 18px 22px; } .hd h1 { margin: 0; font-size: 28px; }
    .hd .sub { color: #d6e6ea; font-size: 15px; } h2 { font-size: 21px; margin: 18px 0 6px; color: #1f4e5f; }
    p { line-height: 1.5; font-size: 18px; }
    """
    imgs.add(
        "clinic_page",
        screens.render(
            page,
            kind="web_page",
            css=css,
            width=820,
            description="Lakeshore Skin Center web page: new patients book by email at appointments@lakeshoreskin.org with referral number and member ID; phone (414) 555-0160; doctors Anita Raman, Anil Ramanathan, Grace Okafor",
        ),
        decisive=["appointments@lakeshoreskin.org", "(414) 555-0160"],
    )


# --------------------------------------------------------------------------- batch 7


def draw_ppl_duplicate_kims_merge(screens: Screens) -> None:
    sid = "ppl_duplicate_kims_merge"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "delta_card",
        documents.business_card(
            "Daniel Kim",
            "Senior Manager, Talent Acquisition",
            "Delta Air Lines",
            phone="(470) 555-0188",
            email="daniel.kim@delta.com",
            address="1030 Delta Blvd, Atlanta GA",
            accent=(160, 20, 50),
        ),
        decisive=["(470) 555-0188", "daniel.kim@delta.com", "Senior Manager, Talent Acquisition"],
    )
    imgs.add(
        "dan_email",
        screens.email(
            "Dan Kim <dkim.atl@gmail.com>",
            "long time!",
            "Sat, Mar 7, 2026, 10:41 AM",
            [
                "Hey Liv, saw your post about the panel. I'm doing recruiting now too, finally at "
                "Delta! Use my work email for anything official.",
                "Dan Kim | Sr. Manager, Talent Acquisition @ Delta | (470) 555-0188",
            ],
            to="Olivia Bennett",
            description="Email from Dan Kim (dkim.atl@gmail.com): now recruiting at Delta; signature Sr. Manager, Talent Acquisition @ Delta, (470) 555-0188",
        ),
        decisive=["dkim.atl@gmail.com", "(470) 555-0188"],
    )
    imgs.add(
        "dentist_card",
        documents.form(
            "Peachtree Dental - Next appointment",
            [
                ("Patient", "Olivia Bennett"),
                ("Dentist", "Dr. Daniel Kim, DDS"),
                ("Date", "Thu, Apr 2, 2026, 8:30 AM"),
                ("Office", "(404) 555-0175"),
            ],
            handwritten=True,
            description="Dental appointment card: Dr. Daniel Kim, DDS, Peachtree Dental, Thu Apr 2 2026 8:30 AM, office (404) 555-0175",
        ),
        decisive=["Dr. Daniel Kim, DDS", "(404) 555-0175"],
    )


def draw_ppl_sydney_call_time(screens: Screens) -> None:
    sid = "ppl_sydney_call_time"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "jamie_chat",
        screens.chat(
            "Jamie",
            [
                ("Jamie", "oi, call me this weekend? Mum's asking if we've talked", "06:02"),
                ("Jamie", "Sun 17 Aug, 8pm my time works, after her birthday lunch", "06:03"),
            ],
            subtitle="WhatsApp",
            clock="21:00",
            description="WhatsApp from Jamie in Sydney: call me on Sun 17 Aug at 8pm his time, after Mum's birthday lunch",
        ),
        decisive=["Sun 17 Aug, 8pm my time"],
    )
    imgs.add(
        "world_clock",
        screens.list_screen(
            "World Clock",
            [
                ("Edinburgh", "Today 21:00"),
                ("Sydney", "Tomorrow 06:00, +9 hrs"),
                ("Toronto", "Today 16:00, -5 hrs"),
                ("Warsaw", "Today 22:00, +1 hr"),
            ],
            subtitle="Thursday 14 August",
            kind="world_clock",
            description="World clock: Edinburgh today 21:00; Sydney tomorrow 06:00, +9 hours; Toronto 16:00, -5 hours; Warsaw 22:00, +1 hour",
        ),
        decisive=["+9 hrs"],
    )
    imgs.add(
        "jamie_chat2",
        screens.chat(
            "Jamie",
            [
                ("Jamie", "change of plan, lunch got pushed back", "06:14"),
                ("Jamie", "can we do 9:30pm my time instead? same day", "06:15"),
            ],
            subtitle="WhatsApp",
            clock="21:16",
            description="WhatsApp from Jamie: lunch pushed back, can they do 9:30pm his time the same day instead",
        ),
        decisive=["9:30pm my time"],
    )


def draw_ppl_house_sitter_brief(screens: Screens) -> None:
    sid = "ppl_house_sitter_brief"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "router_label",
        photos.composite(
            "wood_deck",
            ["Network: NOWAK-5G", "Password: violaLoft42"],
            seed=f"{sid}:router",
            style="label",
            accent=(40, 40, 40),
            panel_width=0.7,
            description="Photo of the sticker on the router: network NOWAK-5G, password violaLoft42",
        ),
        decisive=["NOWAK-5G", "violaLoft42"],
    )
    imgs.add(
        "vet_magnet",
        photos.composite(
            "leaf",
            ["North Center", "Animal Hospital", "(773) 555-0149", "24h emergencies"],
            seed=f"{sid}:vet",
            style="sign",
            accent=(0, 120, 90),
            panel_width=0.55,
            description="Photo of a vet's fridge magnet: North Center Animal Hospital, (773) 555-0149, 24h emergencies",
        ),
        decisive=["(773) 555-0149"],
    )
    imgs.add(
        "pierogi",
        photos.photo(
            "chelsea",
            seed=f"{sid}:pierogi",
            description="a ginger tabby cat lying down and looking to the side",
            crop=(0.05, 0.05, 0.9, 0.95),
            mirror=True,
        ),
    )
    imgs.add(
        "tour_dates",
        charts.table(
            "CSO European Tour 2025 - travel",
            ["Date", "City", "Notes"],
            [
                ["Wed Sep 3", "Chicago -> Vienna", "depart ORD 17:40"],
                ["Fri Sep 5", "Vienna", "Musikverein"],
                ["Tue Sep 9", "Berlin", "Philharmonie"],
                ["Sat Sep 13", "Paris", "Philharmonie de Paris"],
                ["Sun Sep 14", "Paris -> Chicago", "arrive ORD 15:20"],
            ],
            col_widths=[0.22, 0.4, 0.38],
            description="Tour travel table: depart Chicago Wed Sep 3, concerts in Vienna, Berlin, Paris, return to Chicago Sun Sep 14 arriving 15:20",
        ),
        decisive=["Wed Sep 3", "Sun Sep 14"],
    )
    imgs.add(
        "fern",
        photos.photo(
            "raindrops",
            seed=f"{sid}:fern",
            description="close-up of green leaves covered in water drops (the plant by the window)",
        ),
    )


# --------------------------------------------------------------------------- batch 8


def plan_card(
    screens: Screens,
    carrier: str,
    plan: str,
    rows: Sequence[tuple[str, str]],
    price: str,
    accent: str,
    description: str,
) -> Drawing:
    """A carrier's plan page (phone screenshot)."""
    items = "".join(
        f"<div class='row line'><span class='muted'>{esc(k)}</span><b>{esc(v)}</b></div>"
        for k, v in rows
    )
    css = f"""
    .hero {{ background: {accent}; color: #fff; padding: 20px; }} .hero h1 {{ margin: 4px 0 0; font-size: 26px; }}
    .price {{ font-size: 34px; font-weight: bold; padding: 16px 20px 4px; }} .line {{ padding: 12px 20px; border-bottom: 1px solid #eee; }}
    """
    body = (
        f"<div class='status'><span>7:12</span><span>5G 64%</span></div>"
        f"<div class='hero'><div>{esc(carrier)}</div><h1>{esc(plan)}</h1></div>"
        f"<div class='price'>{esc(price)}</div>{items}"
    )
    return screens.render(body, kind="plan_page", css=css, description=description)


def draw_ppl_family_plan_compare(screens: Screens) -> None:
    sid = "ppl_family_plan_compare"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "plan_mesa",
        plan_card(
            screens,
            "Mesa Mobile",
            "Family 4",
            [
                ("Lines", "up to 4"),
                ("Data", "60 GB shared"),
                ("Hotspot", "included"),
                ("Contract", "none"),
            ],
            "$140/mo",
            "#b5651d",
            "Mesa Mobile Family 4 plan: up to 4 lines, 60 GB shared data, $140 per month",
        ),
        decisive=["60 GB shared", "$140/mo"],
    )
    imgs.add(
        "plan_sandia",
        plan_card(
            screens,
            "Sandia Wireless",
            "Unlimited 4",
            [
                ("Lines", "4"),
                ("Data", "unlimited, slower after 35 GB/line"),
                ("Your rep", "Brent (505) 555-0191"),
            ],
            "$180/mo",
            "#4a2c7a",
            "Sandia Wireless Unlimited 4: 4 lines, unlimited data (slower after 35 GB per line), $180 per month; sales rep Brent (505) 555-0191",
        ),
        decisive=["$180/mo", "(505) 555-0191"],
    )
    imgs.add(
        "plan_roadrunner",
        plan_card(
            screens,
            "Roadrunner Connect",
            "Share 80",
            [("Lines", "up to 5"), ("Data", "80 GB shared"), ("Hotspot", "10 GB")],
            "$155/mo",
            "#0f7b6c",
            "Roadrunner Connect Share 80: up to 5 lines, 80 GB shared data, $155 per month",
        ),
        decisive=["80 GB shared", "$155/mo"],
    )
    imgs.add(
        "usage_chart",
        charts.bar_chart(
            "Our data use (avg GB / month)",
            ["Rosa", "Luis", "Marisol", "Abuelo Ernesto"],
            [9, 14, 28, 12],
            ylabel="GB per month",
            description="Bar chart of average monthly data use: Rosa 9 GB, Luis 14 GB, Marisol 28 GB, Abuelo Ernesto 12 GB",
        ),
        decisive=["Marisol", "Abuelo Ernesto", "28", "14", "12"],
    )
    imgs.add(
        "dad_text",
        screens.chat(
            "Papa",
            [
                (
                    "Papa",
                    "Mija, don't count me in the new plan. The church group got me my own phone plan",
                    "9:05 AM",
                ),
                ("me", "ok Papa!", "9:07 AM"),
            ],
            clock="9:20",
            description="Text from Papa (Ernesto): don't count him in the new plan, the church group got him his own phone plan",
        ),
        decisive=["don't count me in the new plan"],
    )


def draw_ppl_new_job_signature(screens: Screens) -> None:
    sid = "ppl_new_job_signature"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "new_card",
        documents.business_card(
            "Aaliyah Johnson",
            "Principal Product Designer",
            "Harbor Health",
            phone="(617) 555-0142",
            email="aaliyah.johnson@harborhealth.com",
            address="99 High St, Boston MA",
            accent=(0, 84, 130),
        ),
        decisive=[
            "Principal Product Designer",
            "(617) 555-0142",
            "aaliyah.johnson@harborhealth.com",
        ],
    )
    imgs.add(
        "brand_guide",
        documents.poster(
            "Email signatures",
            [
                "Line 1: your full name",
                "Line 2: your job title",
                "Line 3: Harbor Health",
                "Line 4: your direct phone",
                "No quotes, images or pronoun badges",
            ],
            kicker="Harbor Health brand guide - p. 14",
            palette=((255, 255, 255), (0, 84, 130), (20, 30, 40)),
            kind="brand_guide",
            description="Brand guide page: email signature = full name, job title, Harbor Health, direct phone; no quotes or images",
        ),
        decisive=["Line 3: Harbor Health"],
    )
    imgs.add(
        "old_signature",
        screens.settings(
            "Mail - Signatures",
            [
                (
                    "Signatures",
                    [
                        ("Brightline (default)", "Aaliyah Johnson | Senior Designer | Brightline"),
                        ("Personal", "- A."),
                    ],
                ),
                ("Options", [("Add signature to replies", "on")]),
            ],
            description="Mail settings screenshot: signatures 'Brightline' (default: Aaliyah Johnson | Senior Designer | Brightline) and 'Personal'",
        ),
        decisive=["Brightline"],
    )


def draw_ppl_fender_bender_claim(screens: Screens) -> None:
    sid = "ppl_fender_bender_claim"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "scene",
        photos.photo(
            "storm",
            seed=f"{sid}:scene",
            description="wet two-lane road under dark storm clouds, where the collision happened",
        ),
    )
    imgs.add(
        "other_insurance",
        documents.ticket(
            "GOLDEN STATE MUTUAL - AUTO ID CARD",
            [
                ("Policyholder", "BRENDA ORTIZ"),
                ("Policy no.", "GSM-44817-0921"),
                ("Vehicle", "2019 Honda Civic"),
                ("Valid", "03/2025 - 03/2026"),
            ],
            accent=(190, 140, 20),
            description="Other driver's insurance ID card: Golden State Mutual, policyholder Brenda Ortiz, policy GSM-44817-0921, 2019 Honda Civic",
        ),
        decisive=["GSM-44817-0921", "BRENDA ORTIZ"],
    )
    imgs.add(
        "plate",
        photos.composite(
            "storm",
            ["CALIFORNIA", "8KJM214"],
            seed=f"{sid}:plate",
            style="label",
            accent=(30, 60, 150),
            panel_width=0.6,
            description="Photo of the other car's California licence plate 8KJM214",
        ),
        decisive=["8KJM214"],
    )
    imgs.add(
        "brenda_note",
        documents.note(
            ["Brenda Ortiz", "916-555-0138", "so sorry!!"],
            paper="lined",
            style="hand-bold",
            size=40,
            seed=sid,
            description="Handwritten note from the other driver: Brenda Ortiz, 916-555-0138, so sorry",
        ),
        decisive=["916-555-0138"],
    )
    imgs.add(
        "my_insurer",
        documents.business_card(
            "Claims Center",
            "24/7 accident reporting",
            "Valley Auto Insurance",
            phone="(800) 555-0170",
            email="claims@valleyautoins.com",
            address="Policy VA-20931-77 - Diego Ramirez",
            accent=(20, 120, 60),
        ),
        decisive=["claims@valleyautoins.com", "VA-20931-77"],
    )


# --------------------------------------------------------------------------- batch 9


def draw_ppl_yard_sale_buyers(screens: Screens) -> None:
    sid = "ppl_yard_sale_buyers"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "price_list",
        documents.note(
            [
                "YARD SALE - firm prices",
                "Film camera + tripod  $120",
                "Old coin set  $60",
                "Espresso cups (4)  $15",
                "pickup Sat 10-12 only",
            ],
            paper="lined",
            style="hand-bold",
            size=34,
            seed=sid,
            description="Handwritten price list: film camera + tripod $120, old coin set $60, espresso cups (4) $15, firm prices, pickup Saturday 10-12 only",
        ),
        decisive=["$120", "$60", "$15"],
    )
    for iid, name, desc in (
        (
            "item_camera",
            "camera",
            "black-and-white photo of an old film camera on a tripod, with a man behind it",
        ),
        ("item_coins", "coins", "black-and-white photo of a set of old coins on dark cloth"),
        (
            "item_cups",
            "coffee",
            "a cup of espresso-style coffee with foam on a saucer, seen from above",
        ),
    ):
        imgs.add(iid, photos.photo(name, seed=f"{sid}:{iid}", description=desc))
    imgs.add(
        "inbox",
        screens.list_screen(
            "Messages",
            [
                ("(503) 555-0114: $100 for the camera? cash", "9:02 AM"),
                ("(503) 555-0127: I'll take the coin set at $60!", "9:10 AM"),
                ("(971) 555-0186: camera still available? I'll pay asking", "9:31 AM"),
                ("(503) 555-0142: would you do 10 for the cups?", "9:44 AM"),
                ("(971) 555-0153: 15 for the espresso cups works", "9:58 AM"),
            ],
            subtitle="Unknown senders - yard sale listing",
            kind="sms_list",
            description="SMS list from unknown numbers about the yard sale: (503) 555-0114 offers $100 for the camera; (503) 555-0127 takes the coin set at $60; (971) 555-0186 pays asking for the camera; (503) 555-0142 offers 10 for the cups; (971) 555-0153 says 15 for the cups works",
        ),
        decisive=[
            "(503) 555-0127",
            "(971) 555-0186",
            "(971) 555-0153",
            "(503) 555-0114",
            "(503) 555-0142",
        ],
    )
    imgs.add(
        "coin_buyer_followup",
        sms_from_unknown(
            screens,
            "+1 (503) 555-0127",
            [
                ("me", "Yes! Coin set is yours, pickup Sat 10-12"),
                (
                    "them",
                    "Perfect! I can't make it myself, my brother Tom will come. His number is 503-555-0161",
                ),
            ],
            date="Today 10:22 AM",
            description="SMS with (503) 555-0127: the coin buyer's brother Tom will pick up, his number 503-555-0161",
        ),
        decisive=["503-555-0161"],
    )


def draw_ppl_gym_buddy_schedule(screens: Screens) -> None:
    sid = "ppl_gym_buddy_schedule"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "timetable",
        charts.table(
            "Marina Fit Club - group classes",
            ["Class", "Day", "Time"],
            [
                ["Yoga Flow", "Tuesday", "19:00-20:00"],
                ["Spin", "Wednesday", "06:30-07:15"],
                ["Pilates", "Thursday", "20:00-21:00"],
                ["Boxing", "Saturday", "10:00-11:00"],
            ],
            col_widths=[0.38, 0.3, 0.32],
            description="Gym class timetable: Yoga Flow Tuesday 19:00-20:00, Spin Wednesday 06:30-07:15, Pilates Thursday 20:00-21:00, Boxing Saturday 10:00-11:00",
        ),
        decisive=["Pilates", "20:00-21:00", "Boxing", "10:00-11:00"],
    )
    imgs.add(
        "rota",
        photos.composite(
            "brick",
            ["LEILA - next week", "Tue: night", "Wed: night", "Thu: OFF", "Sat: day 7-19"],
            seed=f"{sid}:rota",
            style="whiteboard",
            panel_width=0.6,
            description="Photo of a ward whiteboard: Leila next week - Tuesday night, Wednesday night, Thursday off, Saturday day shift 7-19",
        ),
        decisive=["Thu: OFF", "Sat: day 7-19"],
    )
    imgs.add(
        "leila_chat",
        screens.chat(
            "Leila",
            [
                ("Leila", "sent you my rota! pick a class we can both do next week", "21:04"),
                ("Leila", "not spin, I'm not a morning person after nights", "21:05"),
            ],
            subtitle="WhatsApp",
            clock="21:30",
            description="WhatsApp from Leila: sent her rota, pick a class they can both do next week, not spin",
        ),
        decisive=["not spin"],
    )
    imgs.add(
        "rota_new",
        photos.composite(
            "brick",
            ["LEILA - UPDATED", "Thu: night (swap w/ Hana)", "Sat: OFF"],
            seed=f"{sid}:rota_new",
            style="whiteboard",
            panel_width=0.66,
            description="Photo of the updated whiteboard: Leila now works Thursday night (swapped with Hana) and is off on Saturday",
        ),
        decisive=["Sat: OFF"],
    )


def draw_ppl_acquisition_email_update(screens: Screens) -> None:
    sid = "ppl_acquisition_email_update"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "announcement",
        screens.email(
            "Northwind Partners <news@northwind.com>",
            "Pixelgrove is now part of Northwind",
            "Mon, Jan 12, 2026, 8:00 AM",
            [
                "We're delighted to welcome the Pixelgrove team. From today every Pixelgrove "
                "colleague's email changes from @pixelgrove.com to @northwind.com (same name part).",
                "Company name on all contact cards: Northwind Partners.",
                "Old addresses forward until March 31.",
            ],
            to="Pixelgrove clients",
            description="Announcement email: Pixelgrove is now part of Northwind Partners; emails change from @pixelgrove.com to @northwind.com with the same name part; old addresses forward until March 31",
        ),
        decisive=["@northwind.com", "Northwind Partners"],
    )
    imgs.add(
        "linkedin_jo",
        screens.booking(
            "LinkedIn",
            "Jo Mbeki - Creative Director at Oakleaf Studio",
            [
                ("Current", "Creative Director, Oakleaf Studio (Dec 2025 - now)"),
                ("Previous", "Art Director, Pixelgrove (2019 - 2025)"),
                ("Location", "Cape Town"),
            ],
            accent="#0a66c2",
            description="Profile screenshot: Jo Mbeki, now Creative Director at Oakleaf Studio since Dec 2025, previously Art Director at Pixelgrove",
        ),
        decisive=["Oakleaf Studio"],
    )
    imgs.add(
        "card_thandi",
        documents.business_card(
            "Thandi Nkosi",
            "Head of Brand",
            "Northwind Partners",
            phone="+27 21 555 0143",
            email="thandi.nkosi@northwind.com",
            address="Formerly Pixelgrove",
            accent=(20, 60, 110),
        ),
        decisive=["Head of Brand", "thandi.nkosi@northwind.com"],
    )
    imgs.add(
        "office_sign",
        photos.composite(
            "wood_deck",
            ["NORTHWIND PARTNERS", "(formerly Pixelgrove)", "4th floor"],
            seed=f"{sid}:sign",
            style="sign",
            accent=(20, 60, 110),
            description="Photo of a lobby sign: Northwind Partners (formerly Pixelgrove), 4th floor",
        ),
        decisive=["NORTHWIND PARTNERS"],
    )


# --------------------------------------------------------------------------- batch 10


def card_back(
    bank: str, lines: Sequence[str], accent: tuple[int, int, int], description: str
) -> Drawing:
    """The back of a payment or membership card, photographed flat."""
    c = TextCanvas(760, 430, (246, 246, 242))
    c.draw.rectangle((0, 40, 760, 110), fill=(25, 25, 25))
    c.draw.rectangle((40, 140, 470, 190), fill=(235, 232, 220), outline=(180, 180, 170), width=2)
    c.text((50, 150), "AUTHORIZED SIGNATURE", 16, (120, 120, 110), "bold")
    y = 215.0
    c.text((40, y), bank, 26, accent, "bold")
    y += 44
    for line in lines:
        c.text((40, y), line, 22, (30, 30, 30))
        y += 34
    out = Image.new("RGB", (840, 510), (210, 205, 196))
    out.paste(c.image.rotate(0.8, expand=False, fillcolor=(210, 205, 196)), (40, 40))
    return Drawing(out, c.lines, "card_back", "docs_charts_tables", description)


def draw_ppl_lost_wallet_calls(screens: Screens) -> None:
    sid = "ppl_lost_wallet_calls"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "card_visa",
        card_back(
            "Cascade Credit Union VISA",
            ["Lost or stolen card: 1-800-555-0147", "cascadecu.org"],
            (20, 80, 150),
            "Back of a Cascade Credit Union VISA card: lost or stolen card line 1-800-555-0147",
        ),
        decisive=["1-800-555-0147"],
    )
    imgs.add(
        "card_amex",
        card_back(
            "Pacific Rewards Card",
            ["Report loss: 1-888-555-0162", "Customer service: 1-888-555-0100"],
            (20, 110, 90),
            "Back of a Pacific Rewards credit card: report loss at 1-888-555-0162, customer service 1-888-555-0100",
        ),
        decisive=["1-888-555-0162"],
    )
    imgs.add(
        "card_library",
        card_back(
            "Seattle Public Library",
            ["If found, return to any branch", "Questions: 206-555-0125"],
            (120, 60, 20),
            "Back of a library card: if found return to any branch, questions 206-555-0125",
        ),
        decisive=["206-555-0125"],
    )
    imgs.add(
        "police_receipt",
        documents.form(
            "Seattle Police Dept - Property Loss Report",
            [
                ("Report no.", "SPD 25-318842"),
                ("Item", "Brown leather wallet (cards, ID)"),
                ("Reported", "11/04/2025 5:40 PM, West Precinct"),
                ("Follow-up", "online at seattle.gov/police/report"),
            ],
            handwritten=False,
            description="Police property loss report receipt: report SPD 25-318842, brown leather wallet with cards and ID, reported 11/04/2025 5:40 PM at West Precinct",
        ),
        decisive=["SPD 25-318842"],
    )
    imgs.add(
        "dol_notice",
        documents.poster(
            "Replace a lost driver license",
            [
                "Online: dol.wa.gov, or",
                "in person: Licensing office,",
                "Mon-Fri 8:00 AM - 4:30 PM",
                "Bring your police report number",
            ],
            kicker="WA Department of Licensing",
            palette=((245, 248, 250), (0, 90, 60), (20, 30, 30)),
            kind="notice",
            description="WA Department of Licensing notice: replace a lost driver license online or in person Mon-Fri 8:00 AM-4:30 PM; bring your police report number",
        ),
        decisive=["Mon-Fri 8:00 AM - 4:30 PM"],
    )


def draw_ppl_grandma_calendar_birthdays(screens: Screens) -> None:
    sid = "ppl_grandma_calendar_birthdays"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "calendar_march",
        documents.note(
            [
                "MARCH",
                "12 - Ray's birthday (1985)",
                "19 - dentist 2pm",
                "27 - Sam (Carol's boy) b. 2016",
            ],
            paper="lined",
            style="hand",
            size=34,
            seed=f"{sid}:march",
            description="Photo of Grandma's paper calendar, March: 12 Ray's birthday (1985), 19 dentist 2pm, 27 Sam (Carol's boy) born 2016",
        ),
        decisive=["12 - Ray's birthday (1985)", "27 - Sam (Carol's boy) b. 2016"],
    )
    imgs.add(
        "calendar_july",
        documents.note(
            ["JULY", "4 - picnic at the lake", "9 - Carol's birthday (1988)", "30 - Dot b. 1951"],
            paper="lined",
            style="hand",
            size=34,
            seed=f"{sid}:july",
            description="Photo of Grandma's paper calendar, July: 4 picnic at the lake, 9 Carol's birthday (1988), 30 Dot born 1951",
        ),
        decisive=["9 - Carol's birthday (1988)", "30 - Dot b. 1951"],
    )
    imgs.add(
        "cousin_chat",
        screens.chat(
            "Carol",
            [
                ("me", "Grandma's calendar says your birthday is July 9?", "2:12 PM"),
                ("Carol", "ha no, she always writes it wrong! It's July 19. Same year", "2:15 PM"),
            ],
            clock="2:20",
            description="Chat with cousin Carol: Grandma's calendar is wrong, her birthday is July 19, same year",
        ),
        decisive=["It's July 19"],
    )
    imgs.add(
        "grandma_photo",
        photos.photo(
            "yellow_flower",
            seed=f"{sid}:photo",
            description="a yellow flower from Grandma's garden, photographed next to her calendar",
        ),
    )


# --------------------------------------------------------------------------- batch 11


def listing(
    screens: Screens,
    site: str,
    title: str,
    rows: Sequence[tuple[str, str]],
    price: str,
    description: str,
) -> Drawing:
    """A flat listing on a rental portal (phone screenshot)."""
    items = "".join(
        f"<div class='row line'><span class='muted'>{esc(k)}</span><b>{esc(v)}</b></div>"
        for k, v in rows
    )
    css = """
    .site { background: #ff5a1f; color: #fff; padding: 10px 18px; font-weight: bold; }
    .t { padding: 14px 18px 4px; font-size: 22px; font-weight: bold; } .p { padding: 0 18px 10px; font-size: 28px; color: #ff5a1f; font-weight: bold; }
    .line { padding: 11px 18px; border-bottom: 1px solid #eee; }
    """
    body = (
        f"<div class='status'><span>18:02</span><span>LTE 71%</span></div><div class='site'>{esc(site)}</div>"
        f"<div class='t'>{esc(title)}</div><div class='p'>{esc(price)}</div>{items}"
    )
    return screens.render(body, kind="listing", css=css, description=description)


def draw_ppl_berlin_flat_viewing(screens: Screens) -> None:
    sid = "ppl_berlin_flat_viewing"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "listing_neukoelln",
        listing(
            screens,
            "WohnenJetzt",
            "Altbau 2 rooms, Neukolln",
            [("Balcony", "no"), ("Size", "58 m2"), ("Contact", "weber.immo@posteo.de")],
            "1,180 EUR warm",
            "Listing: Altbau 2 rooms in Neukolln, 1,180 EUR warm, no balcony, 58 m2, contact weber.immo@posteo.de",
        ),
        decisive=["1,180 EUR warm", "weber.immo@posteo.de"],
    )
    imgs.add(
        "listing_friedrichshain",
        listing(
            screens,
            "WohnenJetzt",
            "Bright 2 rooms, Friedrichshain",
            [
                ("Balcony", "yes, south"),
                ("Size", "61 m2"),
                ("Contact", "kontakt@spreeblick-wohnen.de"),
            ],
            "1,240 EUR warm",
            "Listing: bright 2 rooms in Friedrichshain, 1,240 EUR warm, south balcony, 61 m2, contact kontakt@spreeblick-wohnen.de",
        ),
        decisive=["1,240 EUR warm", "kontakt@spreeblick-wohnen.de"],
    )
    imgs.add(
        "listing_wedding",
        listing(
            screens,
            "WohnenJetzt",
            "2 rooms with balcony, Wedding",
            [("Balcony", "yes"), ("Size", "55 m2"), ("Contact", "h.schulz@schulz-hv.de")],
            "1,150 EUR warm",
            "Listing: 2 rooms with balcony in Wedding, 1,150 EUR warm, 55 m2, contact h.schulz@schulz-hv.de",
        ),
        decisive=["1,150 EUR warm", "h.schulz@schulz-hv.de"],
    )
    imgs.add(
        "commute_chart",
        charts.bar_chart(
            "Longest commute of the two of us (min)",
            ["Neukolln", "Friedrichshain", "Wedding"],
            [30, 22, 45],
            ylabel="minutes (door to door)",
            description="Bar chart by Jonas: the longer of the two commutes per flat - Neukolln 30 min, Friedrichshain 22 min, Wedding 45 min",
        ),
        decisive=["Wedding", "45", "22"],
    )


def draw_ppl_fix_sent_address(screens: Screens) -> None:
    sid = "ppl_fix_sent_address"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "lease",
        documents.form(
            "Contrato de Locacao - Quadro Resumo",
            [
                ("Locataria", "Beatriz Souza"),
                ("Imovel", "Rua Harmonia 421, apto 38"),
                ("Bairro / CEP", "Vila Madalena - 05435-000"),
                ("Inicio", "15/03/2026"),
            ],
            subtitle="Sao Paulo - SP",
            handwritten=False,
            description="Lease summary: tenant Beatriz Souza, Rua Harmonia 421, apto 38, Vila Madalena, CEP 05435-000, start 15/03/2026",
        ),
        decisive=["Rua Harmonia 421, apto 38"],
    )
    imgs.add(
        "facade",
        photos.composite(
            "wood_deck",
            ["EDIFICIO HARMONIA", "No. 421"],
            seed=f"{sid}:facade",
            style="sign",
            accent=(90, 60, 30),
            description="Photo of the building sign: Edificio Harmonia, number 421",
        ),
        decisive=["No. 421"],
    )
    imgs.add(
        "moving_booking",
        screens.booking(
            "Rapido Mudancas",
            "Your move is booked",
            [
                ("Date", "Wed, Mar 18, 2026"),
                ("Crew arrives", "8:00 AM"),
                ("From", "Rua Fradique Coutinho 90"),
                ("Truck", "Medium, 3 movers"),
            ],
            reference="RM-20931",
            accent="#e4572e",
            description="Moving company booking RM-20931: Wednesday Mar 18 2026, crew arrives 8:00 AM, from Rua Fradique Coutinho 90, medium truck",
        ),
        decisive=["Wed, Mar 18, 2026", "8:00 AM"],
    )


def draw_ppl_building_group_chat(screens: Screens) -> None:
    sid = "ppl_building_group_chat"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "welcome_notice",
        documents.poster(
            "Welcome, new neighbours!",
            ["Unit 3B: Mei Chen and Arjun Rao", "Mei: 412-555-0136", "Arjun: 412-555-0158"],
            kicker="Residents' association - lobby board",
            footer="Say hi at the January potluck",
            palette=((250, 247, 240), (40, 110, 70), (30, 30, 30)),
            kind="notice",
            description="Lobby notice: welcome new neighbours in unit 3B, Mei Chen 412-555-0136 and Arjun Rao 412-555-0158",
        ),
        decisive=["412-555-0136", "412-555-0158", "Mei Chen", "Arjun Rao"],
    )
    imgs.add(
        "farewell_note",
        documents.note(
            [
                "Farewell from 2A!",
                "Pat & Leo are moving",
                "to Erie on Jan 31.",
                "Thanks for everything!",
            ],
            paper="card",
            style="hand",
            size=36,
            seed=sid,
            description="Handwritten farewell card: Pat and Leo from 2A are moving to Erie on January 31",
        ),
        decisive=["Farewell from 2A!"],
    )
    imgs.add(
        "new_sign",
        photos.composite(
            "brick",
            ["THE LINDEN", "1420 Elm Street"],
            seed=f"{sid}:sign",
            style="sign",
            accent=(40, 110, 70),
            description="Photo of the building's new entrance sign: The Linden, 1420 Elm Street",
        ),
        decisive=["THE LINDEN"],
    )


# --------------------------------------------------------------------------- batch 12


def draw_ppl_missed_package_pickup(screens: Screens) -> None:
    sid = "ppl_missed_package_pickup"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "door_tag",
        documents.form(
            "Sorry we missed you!",
            [
                ("Tracking no.", "1Z84F5520399214410"),
                ("Attempt", "Tue 10/21, 2:35 PM"),
                ("Next step", "See tracking for where your package is held"),
            ],
            subtitle="United Parcel Express - InfoNotice",
            handwritten=True,
            description="Delivery door tag: sorry we missed you, tracking 1Z84F5520399214410, attempt Tue 10/21 2:35 PM, see tracking for where the package is held",
        ),
        decisive=["1Z84F5520399214410"],
    )
    tracking = """
    <div class='hd'><h1>Tracking 1Z84F5520399214410</h1><div class='sub'>United Parcel Express</div></div>
    <div class='pad'>
    <div class='st'>Held at an Access Point</div>
    <div class='row line'><span class='muted'>Location</span><b>Maple Ave Hardware (Access Point)</b></div>
    <div class='row line'><span class='muted'>Address</span><b>2210 Maple Ave</b></div>
    <div class='row line'><span class='muted'>Hold until</span><b>Fri, Oct 24</b></div>
    <div class='row line'><span class='muted'>Bring</span><b>photo ID + tracking number</b></div>
    </div>
    """
    css = """
    .hd { background: #351c15; color: #ffb500; padding: 16px 20px; } .hd h1 { margin: 0; font-size: 22px; }
    .hd .sub { color: #eee; font-size: 14px; } .st { font-size: 22px; font-weight: bold; margin: 6px 0 12px; }
    .line { padding: 11px 0; border-bottom: 1px solid #eee; }
    """
    imgs.add(
        "tracking_page",
        screens.render(
            tracking,
            kind="tracking_page",
            css=css,
            width=560,
            description="Tracking page: package held at Maple Ave Hardware access point, 2210 Maple Ave, until Friday Oct 24; bring photo ID and tracking number",
        ),
        decisive=["2210 Maple Ave", "Fri, Oct 24"],
    )
    imgs.add(
        "store_hours",
        photos.composite(
            "wood_deck",
            ["MAPLE AVE HARDWARE", "Mon-Fri 10am - 6pm", "Sat 9am - 1pm", "Sun closed"],
            seed=f"{sid}:hours",
            style="sign",
            accent=(150, 30, 30),
            description="Photo of the store-hours sign: Maple Ave Hardware, Mon-Fri 10am-6pm, Sat 9am-1pm, Sun closed",
        ),
        decisive=["Mon-Fri 10am - 6pm"],
    )
    imgs.add(
        "gift_email",
        screens.email(
            "Paper Moon Books <orders@papermoonbooks.com>",
            "Your order #PM-55120 has shipped",
            "Sat, Oct 18, 2025, 9:14 AM",
            [
                "Good news! Your order is on its way: 'The Complete Moomin Comics' (gift wrapped, "
                "card: Happy 9th birthday, Sofia!).",
                "Tracking: 1Z84F5520399214410",
            ],
            to="Hyun-woo Park",
            description="Shipping email from Paper Moon Books: order PM-55120, gift-wrapped Moomin comics for Sofia's 9th birthday, tracking 1Z84F5520399214410",
        ),
        decisive=["PM-55120"],
    )


def draw_ppl_passport_renewal_deadline(screens: Screens) -> None:
    sid = "ppl_passport_renewal_deadline"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "itinerary",
        screens.booking(
            "Qatar Airways",
            "Toronto to Nairobi",
            [
                ("Passenger", "MS WANJIRU KAMAU"),
                ("Outbound", "QR 764 / QR 1341"),
                ("Departs", "Fri, Aug 22, 2025  17:35 YYZ"),
                ("Arrives", "Sat, Aug 23, 2025  23:40 NBO"),
            ],
            reference="9XK2TL",
            accent="#5c0632",
            description="Qatar Airways itinerary: Wanjiru Kamau, Toronto to Nairobi, departs Fri Aug 22 2025 17:35, arrives Sat Aug 23 2025 23:40",
        ),
        decisive=["Fri, Aug 22, 2025"],
    )
    imgs.add(
        "passport_page",
        documents.form(
            "CANADA - PASSPORT / PASSEPORT",
            [
                ("Surname", "KAMAU"),
                ("Given names", "WANJIRU GRACE"),
                ("Passport no.", "AB481902"),
                ("Date of expiry", "03 NOV 2025"),
            ],
            handwritten=False,
            description="Passport data page: Kamau, Wanjiru Grace, passport AB481902, expiry 03 NOV 2025",
        ),
        decisive=["03 NOV 2025", "AB481902"],
    )
    imgs.add(
        "entry_rule",
        documents.poster(
            "Entry requirements: Kenya",
            [
                "Passport valid for at least 6 months after arrival",
                "At least 2 blank pages",
                "eTA approved before travel",
            ],
            kicker="Travel advisory",
            palette=((255, 255, 255), (160, 20, 20), (25, 25, 25)),
            kind="notice",
            description="Travel advisory: Kenya requires a passport valid at least 6 months after arrival, 2 blank pages, an approved eTA",
        ),
        decisive=["6 months after arrival"],
    )
    imgs.add(
        "processing_chart",
        charts.bar_chart(
            "Passport processing times (weeks, max)",
            ["Standard (mail)", "In person", "Urgent (fee)"],
            [8, 3, 1],
            ylabel="weeks",
            description="Bar chart of maximum passport processing times: standard by mail 8 weeks, in person 3 weeks, urgent 1 week",
        ),
        decisive=["Standard (mail)", "8"],
    )


# --------------------------------------------------------------------------- batch 13


def draw_ppl_wedding_vendors_booked(screens: Screens) -> None:
    sid = "ppl_wedding_vendors_booked"
    imgs = ImageSet(sid, script=__file__)
    for iid, name, title, company, phone, email, accent in (
        (
            "card_florist",
            "Rosa Klein",
            "Floral Designer",
            "Bloom & Vine",
            "(617) 555-0181",
            "rosa@bloomandvine.com",
            (60, 130, 70),
        ),
        (
            "card_photographer",
            "Theo Grant",
            "Photographer",
            "Lumen Photo Co.",
            "(857) 555-0127",
            "theo@lumenphoto.co",
            (40, 40, 40),
        ),
        (
            "card_baker",
            "Ines Duarte",
            "Cake Artist",
            "Sugar & Salt Bakery",
            "(781) 555-0166",
            "ines@sugarandsalt.com",
            (200, 90, 120),
        ),
    ):
        imgs.add(
            iid,
            documents.business_card(name, title, company, phone=phone, email=email, accent=accent),
            decisive=[name, phone],
        )
    imgs.add(
        "flyer_dj",
        documents.poster(
            "DJ Marcus Vale",
            ["Weddings - Parties - Corporate", "Book: (617) 555-0149", "djmarcusvale.com"],
            kicker="Your night, your playlist",
            palette=((15, 15, 30), (0, 200, 220), (245, 245, 255)),
            kind="flyer",
            description="DJ flyer: DJ Marcus Vale, weddings and parties, book at (617) 555-0149, djmarcusvale.com",
        ),
        decisive=["DJ Marcus Vale", "(617) 555-0149"],
    )
    imgs.add(
        "band_magnet",
        photos.composite(
            "wood_deck",
            ["THE HARBOR SWING BAND", "(617) 555-0190"],
            seed=f"{sid}:band",
            style="label",
            accent=(20, 60, 120),
            description="Photo of a band's fridge magnet: The Harbor Swing Band, (617) 555-0190",
        ),
        decisive=["(617) 555-0190"],
    )
    imgs.add(
        "checklist",
        documents.note(
            [
                "VENDORS - booked?",
                "[x] Florist - Bloom & Vine",
                "[ ] Photographer (too $$$)",
                "[x] DJ - Marcus",
                "[x] Cake - Sugar & Salt",
                "[ ] Swing band - no",
            ],
            paper="lined",
            style="hand-bold",
            size=32,
            seed=sid,
            description="Handwritten vendor checklist: booked florist Bloom & Vine, DJ Marcus, cake Sugar & Salt; not the photographer (too expensive) and not the swing band",
        ),
        decisive=["[x] Florist - Bloom & Vine", "[x] DJ - Marcus", "[x] Cake - Sugar & Salt"],
    )


def draw_ppl_snack_duty_text(screens: Screens) -> None:
    sid = "ppl_snack_duty_text"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "snack_schedule",
        charts.table(
            "U9 Hornets - snack schedule (fall)",
            ["Game", "Date", "Snack family"],
            [
                ["vs Eagles", "Sat Sep 13", "Kowalski"],
                ["at Comets", "Sat Sep 20", "Nakamura"],
                ["vs Rockets", "Sat Sep 27", "Okoro"],
                ["at Lions", "Sat Oct 4", "Haddad"],
            ],
            col_widths=[0.3, 0.3, 0.4],
            description="Soccer team snack schedule: Sep 13 Kowalski, Sep 20 Nakamura, Sep 27 Okoro, Oct 4 Haddad",
        ),
        decisive=["Sat Sep 27", "Okoro", "Sat Oct 4", "Haddad"],
    )
    imgs.add(
        "roster",
        charts.table(
            "U9 Hornets - roster & parents",
            ["Player", "Parent", "Cell"],
            [
                ["Ada Haddad", "Rami Haddad", "703-555-0142"],
                ["Ben Kowalski", "Ewa Kowalski", "703-555-0118"],
                ["Kenji Nakamura", "Yui Nakamura", "571-555-0163"],
                ["Tobi Okoro", "Funke Okoro", "571-555-0179"],
            ],
            col_widths=[0.34, 0.34, 0.32],
            description="Team roster: Ada Haddad - Rami Haddad 703-555-0142; Ben Kowalski - Ewa Kowalski 703-555-0118; Kenji Nakamura - Yui Nakamura 571-555-0163; Tobi Okoro - Funke Okoro 571-555-0179",
        ),
        decisive=["Funke Okoro", "571-555-0179", "Rami Haddad", "703-555-0142"],
    )
    imgs.add(
        "league_alert",
        screens.booking(
            "NoVA Youth Soccer",
            "Field closure",
            [
                ("Date", "Sat Sep 27"),
                ("Status", "All U9 games postponed"),
                ("Reason", "Field flooding"),
            ],
            note="Snack duties shift to the next game.",
            accent="#c62828",
            description="League alert: Saturday Sep 27 all U9 games postponed because of field flooding; snack duties shift to the next game",
        ),
        decisive=["All U9 games postponed"],
    )


# --------------------------------------------------------------------------- batch 14


def draw_ppl_tutor_hours_total(screens: Screens) -> None:
    sid = "ppl_tutor_hours_total"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "session_log",
        documents.note(
            [
                "Maths - Zoe (Year 10)",
                "Oct 2: 90 min",
                "Oct 9: 60 min",
                "Oct 16: 90 min",
                "Oct 23: 120 min",
                "next: Nov 6, 4:00-5:30pm",
            ],
            paper="lined",
            style="hand-bold",
            size=34,
            seed=sid,
            description="Tutor's handwritten session log for Zoe: Oct 2 90 min, Oct 9 60 min, Oct 16 90 min, Oct 23 120 min; next session Nov 6, 4:00-5:30pm",
        ),
        decisive=["Oct 2: 90 min", "Oct 23: 120 min", "next: Nov 6, 4:00-5:30pm"],
    )
    imgs.add(
        "rate_card",
        documents.poster(
            "Private tutoring - rates",
            [
                "GCSE / A-level maths: $45 per hour",
                "Cancellations under 24 h: 50% of the session",
                "Pay by bank transfer or cash",
            ],
            kicker="Amelia Hart, BSc MEd",
            palette=((248, 246, 240), (90, 60, 140), (30, 30, 40)),
            kind="rate_card",
            description="Tutor's rate card: maths $45 per hour; cancellations under 24 hours charged 50% of the session",
        ),
        decisive=["$45 per hour", "50% of the session"],
    )
    imgs.add(
        "cancel_chat",
        screens.chat(
            "Amelia (tutor)",
            [
                (
                    "me",
                    "So sorry Amelia, Zoe is sick, we have to cancel today's 1h session",
                    "1:05 PM",
                ),
                (
                    "Amelia (tutor)",
                    "No worries, get well Zoe! (I'll have to charge the late-cancel rate, hope that's ok)",
                    "1:20 PM",
                ),
            ],
            subtitle="Thu Oct 30",
            clock="1:21",
            description="Chat with tutor Amelia on Thu Oct 30: the 1 hour session that afternoon is cancelled because Zoe is sick; Amelia will charge the late-cancellation rate",
        ),
        decisive=["today's 1h session"],
    )
    imgs.add(
        "tutor_card",
        documents.business_card(
            "Amelia Hart",
            "Maths tutor",
            "Hart Tutoring",
            phone="(646) 555-0133",
            email="amelia@harttutoring.com",
            accent=(90, 60, 140),
        ),
        decisive=["(646) 555-0133"],
    )


def draw_ppl_mixer_badges(screens: Screens) -> None:
    sid = "ppl_mixer_badges"
    imgs = ImageSet(sid, script=__file__)
    for iid, base, lines, desc in (
        (
            "badge_1",
            "wood_deck",
            ["HELLO my name is", "PRIYA", "Lumen Bio"],
            "name badge: Priya, Lumen Bio",
        ),
        (
            "badge_2",
            "brick",
            ["HELLO my name is", "SAM", "Northstar Robotics"],
            "name badge: Sam, Northstar Robotics",
        ),
        (
            "badge_3",
            "storm",
            ["HELLO my name is", "DIEGO", "Civic Data Lab"],
            "name badge: Diego, Civic Data Lab",
        ),
        (
            "badge_4",
            "leaf",
            ["HELLO my name is", "HANNAH", "Lumen Bio"],
            "name badge: Hannah, Lumen Bio",
        ),
    ):
        imgs.add(
            iid,
            photos.composite(
                base,
                lines,
                seed=f"{sid}:{iid}",
                style="label",
                accent=(200, 30, 30),
                panel_width=0.6,
                description=f"Photo of a conference {desc}",
            ),
            decisive=[lines[1], lines[2]],
        )
    imgs.add(
        "attendee_list",
        charts.table(
            "Boston Tech Mixer - attendees (opt-in)",
            ["Name", "Company", "Email"],
            [
                ["Priya Raman", "Lumen Bio", "priya.raman@lumenbio.com"],
                ["Sam Ortiz", "Kinet Robotics", "sortiz@kinet.io"],
                ["Sam Whitfield", "Northstar Robotics", "sam.w@northstar-robotics.com"],
                ["Diego Alvarez", "Civic Data Lab", "diego@civicdatalab.org"],
                ["Hannah Cole", "Lumen Bio", "hannah.cole@lumenbio.com"],
            ],
            col_widths=[0.26, 0.3, 0.44],
            description="Attendee list: Priya Raman (Lumen Bio), Sam Ortiz (Kinet Robotics), Sam Whitfield (Northstar Robotics), Diego Alvarez (Civic Data Lab), Hannah Cole (Lumen Bio), with emails",
        ),
        decisive=[
            "Sam Whitfield",
            "sam.w@northstar-robotics.com",
            "priya.raman@lumenbio.com",
            "diego@civicdatalab.org",
            "hannah.cole@lumenbio.com",
        ],
    )


# --------------------------------------------------------------------------- batch 15


def draw_ppl_team_dinner_booking(screens: Screens) -> None:
    sid = "ppl_team_dinner_booking"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "menu_bramble",
        documents.menu(
            "Bramble & Hare",
            [
                ("Three-course set menu", [("Per person", "$42")]),
                (
                    "Mains",
                    [
                        ("Wild mushroom risotto (v)", "incl."),
                        ("Beet wellington (v)", "incl."),
                        ("Roast hake (gf)", "incl."),
                    ],
                ),
            ],
            tagline="Farmhouse cooking - Larimer St",
            footer="Groups: reservations@brambleandhare.com",
            description="Menu of Bramble & Hare: three-course set menu $42 per person; vegetarian mains mushroom risotto and beet wellington; groups book at reservations@brambleandhare.com",
        ),
        decisive=["Per person  $42", "reservations@brambleandhare.com"],
    )
    imgs.add(
        "menu_lucca",
        documents.menu(
            "Osteria Lucca",
            [
                ("Tasting menu", [("Five courses", "$58")]),
                (
                    "Highlights",
                    [
                        ("Burrata, blood orange (v)", "incl."),
                        ("Pumpkin tortelli (v)", "incl."),
                        ("Branzino", "incl."),
                    ],
                ),
            ],
            tagline="Tuscan kitchen - Highlands",
            footer="Private room: events@osterialucca.com",
            dark=True,
            description="Menu of Osteria Lucca: five-course tasting menu $58; vegetarian burrata and pumpkin tortelli; private room via events@osterialucca.com",
        ),
        decisive=["Five courses  $58", "events@osterialucca.com"],
    )
    imgs.add(
        "menu_smokehouse",
        documents.menu(
            "Smokehouse 44",
            [
                ("Family-style feast", [("Per person", "$38")]),
                (
                    "Included",
                    [("Brisket, ribs, pulled pork", "incl."), ("Mac & cheese, slaw", "incl.")],
                ),
            ],
            tagline="Texas BBQ - RiNo",
            footer="Bookings: hello@smokehouse44.com",
            description="Menu of Smokehouse 44: family-style BBQ feast $38 per person, brisket, ribs, pulled pork; no vegetarian mains; bookings hello@smokehouse44.com",
        ),
        decisive=["Per person  $38"],
    )
    imgs.add(
        "team_chat",
        screens.chat(
            "Platform team",
            [
                ("Ana", "team dinner!! reminder: Raj and I are vegetarian", "10:02 AM"),
                ("Raj", "and keep it under $45 a head, finance is watching", "10:04 AM"),
                ("Ben", "Thursday Dec 11 works for everyone, 7pm, we're 8 people", "10:09 AM"),
            ],
            subtitle="Slack - #platform-social",
            clock="10:15",
            description="Team chat: Ana and Raj are vegetarian, keep it under $45 a head, Thursday Dec 11 at 7pm for 8 people",
        ),
        decisive=["under $45 a head", "Thursday Dec 11", "8 people"],
    )
    imgs.add(
        "boss_chat",
        screens.chat(
            "Dana (VP Eng)",
            [
                (
                    "Dana (VP Eng)",
                    "Great year, team! Budget for the dinner is now $60 per person - go for the tasting menu at Osteria Lucca, my treat",
                    "2:31 PM",
                )
            ],
            subtitle="Slack - direct message",
            clock="2:33",
            description="Message from Dana, VP Engineering: the dinner budget is now $60 per person, go for the tasting menu at Osteria Lucca",
        ),
        decisive=["$60 per person"],
    )


def draw_ppl_contractor_invoice_check(screens: Screens) -> None:
    sid = "ppl_contractor_invoice_check"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "quote",
        documents.invoice(
            "Volt Brothers Electric",
            "Q-118 (QUOTE)",
            bill_to=["Ruth Okonjo", "2214 Guilford Ave, Baltimore"],
            issued="Feb 20, 2026",
            due="Valid 30 days",
            lines=[
                ("Install 6 outlets, kitchen", "6", "90.00", "540.00"),
                ("Panel inspection", "1", "120.00", "120.00"),
            ],
            total="660.00",
            notes=["Quote accepted by phone Feb 24 - M. Bell"],
            accent=(220, 150, 0),
            description="Quote Q-118 from Volt Brothers Electric: 6 kitchen outlets 540.00, panel inspection 120.00, total 660.00",
        ),
        decisive=["660.00"],
    )
    imgs.add(
        "change_order",
        documents.note(
            ["Change order #1", "add 2 USB outlets", "(counter)  +$130", "OK - R. Okonjo 3/4"],
            paper="card",
            style="hand",
            size=36,
            seed=sid,
            description="Handwritten change order #1: add 2 USB outlets at the counter, +$130, approved by R. Okonjo on 3/4",
        ),
        decisive=["+$130"],
    )
    imgs.add(
        "final_invoice",
        documents.invoice(
            "Volt Brothers Electric",
            "INV-2291",
            bill_to=["Ruth Okonjo", "2214 Guilford Ave, Baltimore"],
            issued="Mar 9, 2026",
            due="Mar 23, 2026",
            lines=[
                ("Install 6 outlets, kitchen", "6", "90.00", "540.00"),
                ("Panel inspection", "1", "120.00", "120.00"),
                ("2 USB outlets (change order 1)", "2", "65.00", "130.00"),
                ("Extra outlet, pantry", "1", "180.00", "180.00"),
            ],
            total="970.00",
            accent=(220, 150, 0),
            description="Final invoice INV-2291 from Volt Brothers Electric: outlets 540.00, panel inspection 120.00, 2 USB outlets 130.00, extra pantry outlet 180.00, total 970.00",
        ),
        decisive=["180.00", "970.00"],
    )

    # --------------------------------------------------------------------------- batch 16
    imgs.add(
        "electrician_card",
        documents.business_card(
            "Marcus Bell",
            "Master Electrician",
            "Volt Brothers Electric",
            phone="(410) 555-0175",
            email="marcus@voltbrothers.com",
            accent=(220, 150, 0),
        ),
        decisive=["marcus@voltbrothers.com"],
    )


def draw_ppl_flooding_plumber_lookup(screens: Screens) -> None:
    sid = "ppl_flooding_plumber_lookup"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "marge_note",
        documents.note(
            [
                "Helen -",
                "for leaks use the plumber",
                "my sister Cathy used.",
                "She'll tell you who!",
                "- Marge (next door)",
            ],
            paper="sticky",
            style="hand",
            size=34,
            seed=sid,
            description="Sticky note from Marge next door: for leaks use the plumber her sister Cathy used, Cathy will say who",
        ),
        decisive=["my sister Cathy used."],
    )
    imgs.add(
        "cathy_text",
        screens.chat(
            "Cathy Novak",
            [
                (
                    "Cathy Novak",
                    "Hi Helen! It was Rivera & Sons, the invoice I forwarded you in April. Use their 24h line, not the office!",
                    "8:14 AM",
                )
            ],
            clock="8:16",
            description="Text from Cathy Novak: the plumber was Rivera & Sons (invoice forwarded in April); use their 24h line, not the office",
        ),
        decisive=["Rivera & Sons", "24h line"],
    )
    imgs.add(
        "april_invoice",
        documents.invoice(
            "Rivera & Sons Plumbing",
            "RS-4410",
            bill_to=["Cathy Novak", "18 Bayshore Ct, Tampa"],
            issued="Apr 11, 2025",
            due="Paid",
            lines=[("Kitchen supply line replacement", "1", "185.00", "185.00")],
            total="185.00",
            notes=["24h emergency line: (813) 555-0176", "Office (Mon-Fri): (813) 555-0110"],
            accent=(0, 110, 140),
            description="Rivera & Sons Plumbing invoice RS-4410 to Cathy Novak, April 2025; 24h emergency line (813) 555-0176, office (813) 555-0110",
        ),
        decisive=["(813) 555-0176", "(813) 555-0110"],
    )
    imgs.add(
        "fridge_magnet",
        photos.composite(
            "leaf",
            ["GULF COAST ROOTER", "(813) 555-0199", "drains & sewer"],
            seed=f"{sid}:magnet",
            style="label",
            accent=(0, 80, 160),
            description="Photo of a fridge magnet: Gulf Coast Rooter, (813) 555-0199, drains and sewer",
        ),
        decisive=["(813) 555-0199"],
    )


def draw_ppl_pta_volunteer_email(screens: Screens) -> None:
    sid = "ppl_pta_volunteer_email"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "flyer",
        documents.poster(
            "Spring Book Fair volunteers",
            [
                "Sat April 18",
                "Morning shift 8:00-12:00",
                "Afternoon shift 12:00-4:00",
                "Meet at the gym side entrance",
            ],
            kicker="Maple Grove Elementary PTA",
            palette=((255, 250, 235), (0, 120, 110), (30, 30, 30)),
            kind="flyer",
            description="PTA flyer: spring book fair Saturday April 18, morning shift 8:00-12:00, afternoon 12:00-4:00, meet at the gym side entrance",
        ),
        decisive=["gym side entrance", "Morning shift 8:00-12:00"],
    )
    slips = [
        ("slip_1", ["Lena Fischer", "lena.fischer@gmail.com", "shift: MORNING"]),
        ("slip_2", ["Omar Siddiqui", "omar.sidd@yahoo.com", "shift: afternoon"]),
        ("slip_3", ["Grace Liu", "gliu.family@gmail.com", "shift: MORNING"]),
        ("slip_4", ["Pedro Alves", "pedro.alves@outlook.com", "shift: morning"]),
        (
            "slip_5",
            ["CHANGE - Lena Fischer", "can only do afternoon now,", "ignore my first slip!"],
        ),
    ]
    for iid, lines in slips:
        imgs.add(
            iid,
            documents.note(
                ["Volunteer slip", *lines],
                paper="card",
                style="hand-bold" if iid in ("slip_2", "slip_4") else "hand",
                size=32,
                seed=f"{sid}:{iid}",
                description="Handwritten volunteer slip: " + ", ".join(lines),
            ),
            decisive=[lines[1]] if "@" in lines[1] else [lines[0]],
        )


def draw_ppl_fake_bank_callback(screens: Screens) -> None:
    sid = "ppl_fake_bank_callback"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "vm_transcript",
        voicemail_portal(
            screens,
            "Visual Voicemail",
            "1 new message",
            [
                (
                    "Unknown",
                    "(302) 555-0187",
                    "Today 11:52 AM",
                    "This is the fraud department of First Keystone Bank. Your debit card has been locked after a "
                    "suspicious charge. Call us back immediately at 302-555-0187 to verify your PIN.",
                ),
            ],
            page="",
            description="Voicemail transcript from (302) 555-0187 claiming to be First Keystone Bank's fraud department, asking to call back at 302-555-0187 to verify the PIN",
        ),
        decisive=["(302) 555-0187"],
    )
    imgs.add(
        "missed_call",
        screens.list_screen(
            "Recents",
            [
                ("(302) 555-0187  Delaware", "11:51 AM"),
                ("Maria (sister)", "Yesterday"),
                ("CVS Pharmacy", "Mon"),
            ],
            subtitle="Missed",
            kind="recents",
            description="Recents screen: missed call from (302) 555-0187 Delaware at 11:51 AM, Maria yesterday, CVS Monday",
        ),
        decisive=["(302) 555-0187"],
    )
    imgs.add(
        "card_back",
        card_back(
            "First Keystone Bank - Debit",
            ["Lost, stolen or fraud: 1-866-555-0124", "We will never ask for your PIN."],
            (0, 60, 120),
            "Back of a First Keystone Bank debit card: lost, stolen or fraud 1-866-555-0124; the bank never asks for your PIN",
        ),
        decisive=["1-866-555-0124", "We will never ask for your PIN."],
    )

    # --------------------------------------------------------------------------- batch 17
    imgs.add(
        "bank_app",
        screens.statement(
            "First Keystone Bank",
            "Debit ****6620",
            "Feb 2026",
            [
                ("Feb 16", "Giant Food #118", "-$42.17"),
                ("Feb 14", "CVS Pharmacy", "-$12.89"),
                ("Feb 13", "Social Security deposit", "+$1,486.00"),
            ],
            balance="$3,204.55",
            description="Bank app transactions for debit card ****6620: Feb 16 Giant Food -$42.17, Feb 14 CVS -$12.89, Feb 13 Social Security +$1,486.00; balance $3,204.55; no suspicious charge",
        ),
        decisive=["Giant Food #118"],
    )


def draw_ppl_daycare_compare(screens: Screens) -> None:
    sid = "ppl_daycare_compare"
    imgs = ImageSet(sid, script=__file__)
    for iid, name, lines, email, palette in (
        (
            "brochure_acorn",
            "Little Acorns Daycare",
            [
                "Ages 1-4, 7:30am-6:00pm",
                "$1,650 / month full time",
                "0.4 miles from Pearl St Station",
                "Waitlist: none for fall",
            ],
            "hello@littleacorns.org",
            ((250, 245, 230), (120, 80, 20), (40, 30, 20)),
        ),
        (
            "brochure_sprout",
            "Sprout House",
            [
                "Ages 2-5, 8:00am-5:30pm",
                "$1,480 / month full time",
                "2.1 miles from Pearl St Station",
                "Waitlist: 6 months",
            ],
            "admissions@sprouthouse.com",
            ((235, 248, 235), (40, 130, 60), (20, 40, 20)),
        ),
        (
            "brochure_harbor",
            "Harbor Kids Co-op",
            [
                "Ages 1-5, 7:00am-6:30pm",
                "$1,520 / month full time",
                "1.2 miles from Pearl St Station",
                "Waitlist: none for fall",
            ],
            "enroll@harborkids.coop",
            ((232, 242, 252), (20, 80, 150), (20, 30, 50)),
        ),
    ):
        imgs.add(
            iid,
            documents.poster(
                name,
                [*lines, f"Tours: {email}"],
                kicker="Now enrolling for fall",
                palette=palette,
                kind="brochure",
                description=f"Daycare brochure: {name}; "
                + "; ".join(lines)
                + f"; tours via {email}",
            ),
            decisive=[lines[1], lines[2], lines[3], email],
        )
    imgs.add(
        "partner_text",
        screens.chat(
            "Sam",
            [
                (
                    "Sam",
                    "daycare must-haves: open by 7:30 (I start at 8), no waitlist, max $1,600 a month",
                    "8:12 PM",
                ),
                ("me", "on it", "8:14 PM"),
            ],
            clock="8:20",
            description="Text from partner Sam: the daycare must open by 7:30, have no waitlist, and cost at most $1,600 a month",
        ),
        decisive=["open by 7:30", "max $1,600 a month"],
    )


def draw_ppl_lost_luggage_claim(screens: Screens) -> None:
    sid = "ppl_lost_luggage_claim"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "bag_tag",
        photos.composite(
            "wood_deck",
            ["ORD", "AA 2231  12JAN", "TAG AA448812", "QURESHI/F"],
            seed=f"{sid}:tag",
            style="label",
            accent=(0, 80, 160),
            panel_width=0.6,
            description="Photo of a bag-tag receipt stuck to a boarding pass: ORD, AA 2231 on 12 JAN, tag AA448812, Qureshi/F",
        ),
        decisive=["AA448812"],
    )
    imgs.add(
        "file_email",
        screens.email(
            "American Airlines Baggage <baggage@aa-bags.example.com>",
            "Delayed bag file ORD-55821 created",
            "Mon, Jan 12, 2026, 11:48 PM",
            [
                "We're sorry your bag didn't arrive with you. Your delayed bag file is ORD-55821.",
                "Next step: see 'Delayed bags' on our website to add receipts and a description.",
            ],
            to="Farah Qureshi",
            description="Airline email: delayed bag file ORD-55821 created; next step, see the Delayed bags page to add receipts and a description",
        ),
        decisive=["ORD-55821"],
    )
    page = """
    <div class='hd'><h1>Delayed bags</h1></div>
    <div class='pad'>
    <p>Email <b>delayedbags@aa-bags.example.com</b> with your file reference and bag tag number.
    Attach your bag tag and receipts for essentials (up to $50 per day).</p>
    <p>Baggage Service, Chicago O'Hare: <b>1-800-555-0181</b> (24 hours)</p>
    </div>
    """
    css = ".hd { background: #0078d2; color: #fff; padding: 16px 20px; } .hd h1 { margin: 0; font-size: 26px; } p { font-size: 18px; line-height: 1.5; }"
    imgs.add(
        "delayed_page",
        screens.render(
            page,
            kind="web_page",
            css=css,
            width=640,
            description="Airline Delayed bags page: email delayedbags@aa-bags.example.com with the file reference and tag number, attach the tag and essentials receipts (up to $50/day); Baggage Service O'Hare 1-800-555-0181, 24 hours",
        ),
        decisive=["delayedbags@aa-bags.example.com", "1-800-555-0181"],
    )
    imgs.add(
        "essentials_receipt",
        scaled(
            documents.receipt(
                "WALGREENS #4412",
                [("Toothbrush + paste", "6.49"), ("Deodorant", "5.99"), ("T-shirt", "12.00")],
                total="24.48",
                date="01/13/2026  8:05 AM",
                payment="VISA **** 7710",
            ),
            1.45,
        ),
        decisive=["24.48"],
    )


def draw_ppl_nonna_recipe_cards(screens: Screens) -> None:
    sid = "ppl_nonna_recipe_cards"
    imgs = ImageSet(sid, script=__file__)
    cards = [
        (
            "card_lasagna",
            [
                "LASAGNA DELLA NONNA",
                "ragu 3 hours, low!",
                "12 sheets, 4 layers",
                "bechamel + parmigiano",
            ],
        ),
        (
            "card_biscotti",
            ["BISCOTTI", "almonds 200 g", "bake twice: 25 + 10 min", "anise, not vanilla"],
        ),
        ("card_cake", ["TORTA DI MELE", "4 apples, thin slices", "lemon zest", "180 C, 45 min"]),
        (
            "card_meatballs",
            [
                "POLPETTE",
                "stale bread soaked in milk",
                "pecorino + parsley",
                "fry, then sugo 20 min",
            ],
        ),
        ("card_gnocchi", ["GNOCCHI", "1 kg old potatoes", "300 g flour, 1 egg", "fork ridges!"]),
    ]
    for iid, lines in cards:
        imgs.add(
            iid,
            documents.note(
                lines,
                paper="card",
                style="hand-bold",
                size=32,
                seed=f"{sid}:{iid}",
                description="Nonna's handwritten recipe card: " + "; ".join(lines),
            ),
            decisive=[lines[0]],
        )
    imgs.add(
        "family_chat",
        screens.chat(
            "Famiglia Bianchi",
            [
                (
                    "Zia Lucia",
                    "send ALL the recipes by email please! my new address: lucia.bianchi52@libero.it",
                    "6:40 PM",
                ),
                ("Marco", "yes email, all of them", "6:42 PM"),
                ("Paolo", "same!! (not the old gmail, I use paolo.b@fastmail.com now)", "6:45 PM"),
            ],
            subtitle="Group - 5 people",
            clock="7:02",
            description="Family group chat: Zia Lucia wants all the recipes by email at her new address lucia.bianchi52@libero.it; Marco too; Paolo too, at paolo.b@fastmail.com instead of his old gmail",
        ),
        decisive=["lucia.bianchi52@libero.it", "paolo.b@fastmail.com"],
    )


# --------------------------------------------------------------------------- batch 18


def draw_ppl_overtime_hours_reply(screens: Screens) -> None:
    sid = "ppl_overtime_hours_reply"
    imgs = ImageSet(sid, script=__file__)
    weeks = [
        ("sheet_w1", "Week of Sep 1", "Total: 44 h"),
        ("sheet_w2", "Week of Sep 8", "Total: 41.5 h"),
        ("sheet_w3", "Week of Sep 15", "Total: 38 h"),
        ("sheet_w4", "Week of Sep 22", "Total: 46 h"),
    ]
    for iid, week, total in weeks:
        imgs.add(
            iid,
            documents.note(
                ["TIMESHEET - C. Rojas", week, total, "sup. initials: DK"],
                paper="lined",
                style="hand-bold",
                size=36,
                seed=f"{sid}:{iid}",
                description=f"Handwritten weekly timesheet of C. Rojas: {week}, {total.lower()}, initialled DK",
            ),
            decisive=[total],
        )
    imgs.add(
        "ot_rules",
        documents.poster(
            "Overtime & comp days",
            [
                "Overtime = hours over 40 in a Mon-Sun week",
                "10+ overtime hours in September earn a comp day:",
                "Friday, October 17",
            ],
            kicker="Sierra Freight - break room notice",
            palette=((255, 252, 240), (200, 80, 0), (30, 30, 30)),
            kind="notice",
            description="Break-room notice: overtime is hours over 40 in a Monday-Sunday week; 10 or more overtime hours in September earn a comp day on Friday October 17",
        ),
        decisive=["hours over 40", "Friday, October 17"],
    )
    imgs.add(
        "badge",
        photos.composite(
            "gravel",
            ["SIERRA FREIGHT", "Camila Rojas", "Shift lead - EMP 44821"],
            seed=f"{sid}:badge",
            style="label",
            accent=(200, 80, 0),
            panel_width=0.66,
            description="Photo of an employee badge: Sierra Freight, Camila Rojas, shift lead, EMP 44821",
        ),
        decisive=["EMP 44821"],
    )


def draw_ppl_concert_seats_compare(screens: Screens) -> None:
    sid = "ppl_concert_seats_compare"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "yusra_chat",
        screens.chat(
            "Yusra",
            [
                ("Yusra", "I'm in for the Ryman show!! max $100 a ticket", "3:10 PM"),
                (
                    "Yusra",
                    "and NO partial view please. and I need an aisle seat, my knee",
                    "3:11 PM",
                ),
            ],
            clock="3:15",
            description="Text from Yusra: in for the Ryman show, max $100 a ticket, no partial view, needs an aisle seat for her knee",
        ),
        decisive=["max $100 a ticket", "NO partial view", "aisle seat"],
    )
    imgs.add(
        "seat_map",
        documents.poster(
            "Ryman Auditorium - seating guide",
            [
                "Aisle seats: seats 1-2 in every row",
                "Section 112 rows A-F: partial view",
                "Balcony (200s): full view",
            ],
            kicker="Know before you go",
            palette=((250, 248, 242), (110, 60, 30), (30, 25, 20)),
            kind="seating_guide",
            description="Venue seating guide: aisle seats are seats 1-2 in every row; section 112 rows A-F are partial view; balcony sections (200s) have a full view",
        ),
        decisive=["seats 1-2 in every row", "rows A-F: partial view"],
    )
    for iid, sec, row, seats, price, note in (
        ("listing_112", "112", "F", "7-8", "$96", "Center floor"),
        ("listing_104", "104", "K", "14-15", "$88", "Side floor"),
        ("listing_210", "210", "B", "1-2", "$74", "Balcony front"),
    ):
        imgs.add(
            iid,
            listing(
                screens,
                "SeatSwap resale",
                f"Sec {sec}, Row {row}, Seats {seats}",
                [
                    ("Event", "Sat Nov 8, 8:00 PM - Ryman Auditorium"),
                    ("Quantity", "2 tickets"),
                    ("Area", note),
                ],
                f"{price} each",
                f"Resale listing: section {sec}, row {row}, seats {seats}, {price} each, 2 tickets, {note}, Sat Nov 8 8:00 PM at the Ryman",
            ),
            decisive=[
                f"Sec {sec}, Row {row}, Seats {seats}",
                f"{price} each",
                "Sat Nov 8, 8:00 PM",
            ],
        )


# --------------------------------------------------------------------------- batch 19


def draw_ppl_book_club_dues(screens: Screens) -> None:
    sid = "ppl_book_club_dues"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "flyer",
        documents.poster(
            "Page Turners Book Club - 2026 dues",
            [
                "Annual dues: $25 per member",
                "Due by January 31",
                "Pay the treasurer in the app or in cash",
            ],
            kicker="Happy new reading year!",
            palette=((245, 240, 255), (110, 50, 160), (30, 20, 40)),
            kind="flyer",
            description="Book club flyer: 2026 annual dues $25 per member, due by January 31, pay the treasurer in the app or cash",
        ),
        decisive=["$25 per member", "$25"],
    )
    imgs.add(
        "payments_1",
        screens.list_screen(
            "Activity",
            [
                ("Ana Reyes paid you $10 - dues part 1", "Jan 9"),
                ("Carlos Mendez paid you $25 - book club", "Jan 8"),
                ("You paid Sunny Cafe $6.50", "Jan 7"),
            ],
            subtitle="Cashly",
            kind="payment_activity",
            description="Payment app activity: Ana Reyes paid $10 (dues part 1) on Jan 9, Carlos Mendez paid $25 on Jan 8, user paid Sunny Cafe $6.50",
        ),
        decisive=["Ana Reyes paid you $10", "Carlos Mendez paid you $25"],
    )
    imgs.add(
        "payments_2",
        screens.list_screen(
            "Activity",
            [
                ("Dee Walker paid you $25 - dues!", "Jan 14"),
                ("Ben Ortiz requested $12.00 - pizza", "Jan 12"),
            ],
            subtitle="Cashly",
            kind="payment_activity",
            description="Payment app activity: Dee Walker paid $25 dues on Jan 14; Ben Ortiz requested $12.00 for pizza on Jan 12 (not a dues payment)",
        ),
        decisive=["Dee Walker paid you $25", "Ben Ortiz requested $12.00"],
    )
    imgs.add(
        "member_list",
        documents.note(
            [
                "Members 2026:",
                "Ana, Ben, Carlos, Dee, Farah",
                "Farah - paid $25 cash",
                "at the Dec meeting",
            ],
            paper="lined",
            style="hand-bold",
            size=34,
            seed=sid,
            description="Handwritten member list for 2026: Ana, Ben, Carlos, Dee, Farah; Farah paid $25 cash at the December meeting",
        ),
        decisive=["Farah - paid $25 cash"],
    )


def draw_ppl_space_week_photos(screens: Screens) -> None:
    sid = "ppl_space_week_photos"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "program",
        documents.poster(
            "Space Week 2025 - speakers",
            [
                "Keynote: Cmdr. Eileen Park, retired astronaut",
                "Launch pad exhibit: Marco Diaz, curator",
                "Deep sky talk: Dr. Ama Owusu, astronomer",
            ],
            kicker="Orlando Science Center",
            palette=((10, 14, 40), (255, 190, 60), (240, 240, 255)),
            kind="programme",
            description="Space Week 2025 speakers: keynote Cmdr. Eileen Park (retired astronaut), launch pad exhibit curated by Marco Diaz, deep sky talk by Dr. Ama Owusu (astronomer)",
        ),
        decisive=["Eileen Park", "Marco Diaz", "Ama Owusu"],
    )
    imgs.add(
        "photographer_email",
        screens.email(
            "Jules Moreau <jules@moreauphoto.com>",
            "Space Week - speaker photos",
            "Mon, Oct 13, 2025, 9:20 AM",
            [
                "Hi! Here are my favourite shots from last week, one per speaker: the keynote speaker's "
                "portrait, the launch pad exhibit, and the galaxy image from the deep sky talk.",
                "Feel free to use them as their contact photos or in the newsletter.",
            ],
            to="Renee Thibodeaux",
            description="Photographer's email from jules@moreauphoto.com: three shots, one per speaker - the keynote speaker's portrait, the launch pad exhibit, the galaxy image from the deep sky talk",
        ),
        decisive=["jules@moreauphoto.com", "one per speaker"],
    )
    for iid, name, desc in (
        ("shot_a", "rocket", "a rocket standing on a launch pad"),
        ("shot_b", "hubble", "a deep-field image of many small galaxies on black space"),
        (
            "shot_c",
            "astronaut",
            "portrait of a smiling person in an orange flight suit in front of a US flag",
        ),
    ):
        imgs.add(iid, photos.photo(name, seed=f"{sid}:{iid}", description=desc))


# --------------------------------------------------------------------------- batch 20


def draw_ppl_hike_start_time(screens: Screens) -> None:
    sid = "ppl_hike_start_time"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "group_chat",
        screens.chat(
            "Trail rats",
            [
                ("Nico", "Eagle Peak on Saturday??", "6:01 PM"),
                ("Mara", "yes but I can't be at the trailhead before 8", "6:03 PM"),
                ("Nico", "and whatever we do, off the mountain before the storms", "6:04 PM"),
                ("Mara", "latest start possible pls, I want to sleep", "6:05 PM"),
            ],
            subtitle="Group - 4 people",
            clock="6:20",
            description="Hiking group chat: Eagle Peak on Saturday; Mara can't be at the trailhead before 8; be off the mountain before the storms; start as late as possible",
        ),
        decisive=["before 8", "before the storms"],
    )
    imgs.add(
        "trail_sign",
        photos.composite(
            "dune",
            ["EAGLE PEAK TRAIL", "4.2 mi one way", "allow 5 h round trip"],
            seed=f"{sid}:sign",
            style="sign",
            accent=(90, 60, 20),
            description="Photo of a trailhead sign: Eagle Peak Trail, 4.2 miles one way, allow 5 hours round trip",
        ),
        decisive=["allow 5 h round trip"],
    )
    imgs.add(
        "storm_photo",
        photos.photo(
            "storm",
            seed=f"{sid}:storm",
            description="dark storm clouds building over an empty road near the mountains",
        ),
    )
    imgs.add(
        "forecast",
        screens.list_screen(
            "Weather - Big Cottonwood",
            [
                ("Sat Sep 27", "Sunny morning"),
                ("Thunderstorms", "from 2:00 PM"),
                ("Sunset", "7:21 PM"),
                ("Sun Sep 28", "Clear"),
            ],
            subtitle="Mountain forecast",
            kind="forecast",
            description="Mountain forecast: Saturday Sep 27 sunny morning, thunderstorms from 2:00 PM, sunset 7:21 PM; Sunday clear",
        ),
        decisive=["Sat Sep 27", "from 2:00 PM"],
    )


def draw_ppl_cabin_checkin_codes(screens: Screens) -> None:
    sid = "ppl_cabin_checkin_codes"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "host_email",
        screens.email(
            "Willa (your host) <willa@pinehollowcabins.com>",
            "Your stay at Pine Hollow Cabin 3",
            "Wed, Oct 8, 2025, 4:10 PM",
            [
                "Hi Sven! Check-in is Friday Oct 10 from 4 PM. The address and lockbox details are on "
                "the check-in card I attached (page 2), and the lockbox is on the porch railing.",
                "Wi-Fi details are on the fridge when you arrive.",
            ],
            to="Sven Andersen",
            description="Host email from Willa at Pine Hollow Cabins: check-in Friday Oct 10 from 4 PM; address and lockbox details on the attached check-in card (page 2); lockbox on the porch railing",
        ),
        decisive=["Friday Oct 10 from 4 PM"],
    )
    imgs.add(
        "checkin_card",
        documents.form(
            "Pine Hollow Cabins - Check-in card (page 2)",
            [
                ("Cabin", "No. 3 'Spruce'"),
                ("Address", "418 Hollow Creek Rd, Ellijay GA"),
                ("Lockbox", "code printed on the lockbox tag"),
                ("Checkout", "Sunday 11 AM"),
            ],
            handwritten=False,
            description="Check-in card page 2: cabin 3 Spruce, 418 Hollow Creek Rd, Ellijay GA; lockbox code printed on the lockbox tag; checkout Sunday 11 AM",
        ),
        decisive=["418 Hollow Creek Rd"],
    )
    imgs.add(
        "lockbox_tag",
        photos.composite(
            "wood_deck",
            ["CABIN 3 LOCKBOX", "CODE 4719"],
            seed=f"{sid}:lockbox",
            style="label",
            accent=(30, 90, 50),
            panel_width=0.55,
            description="Photo of the lockbox tag on the porch railing: Cabin 3 lockbox, code 4719",
        ),
        decisive=["CODE 4719"],
    )

    # --------------------------------------------------------------------------- batch 21
    imgs.add(
        "porch_photo",
        photos.photo(
            "wood_deck",
            seed="ppl_cabin_checkin_codes:porch",
            description="weathered wooden boards of the cabin porch where the lockbox hangs",
        ),
    )


def draw_ppl_roommate_utilities(screens: Screens) -> None:
    sid = "ppl_roommate_utilities"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "hydro_bill",
        documents.invoice(
            "Hydro-Quebec",
            "2025-10-3318",
            bill_to=["Theo Lambert", "4521 rue Rachel E, apt 4", "Montreal QC"],
            issued="Oct 15, 2025",
            due="Nov 5, 2025",
            lines=[("Electricity, Aug 15 - Oct 14 (61 days)", "1", "126.90", "126.90")],
            total="126.90",
            accent=(0, 90, 160),
            description="Hydro-Quebec electricity bill for Aug 15 - Oct 14: total $126.90, due Nov 5 2025",
        ),
        decisive=["126.90", "Aug 15 - Oct 14"],
    )
    imgs.add(
        "internet_email",
        screens.email(
            "Videotron <factures@videotron.example>",
            "Your October bill is ready",
            "Thu, Oct 16, 2025, 7:00 AM",
            ["Internet Helix 400: $75.00", "Due date: October 28, 2025"],
            to="Theo Lambert",
            description="Videotron email: October internet bill $75.00, due October 28 2025",
        ),
        decisive=["$75.00"],
    )
    imgs.add(
        "roommate_chat",
        screens.chat(
            "Apt 4",
            [
                (
                    "Jade",
                    "reminder I was in Lisbon the whole Hydro period (Aug 15 - Oct 14), so not me for Hydro pls",
                    "11:02 AM",
                ),
                ("Maxime", "internet 3 ways as usual", "11:05 AM"),
                ("me", "I'll put both in the app", "11:06 AM"),
            ],
            subtitle="Group - 3 people",
            clock="11:40",
            description="Roommates' chat: Jade was away for the whole Hydro period, so she is not in the Hydro split; internet split three ways as usual",
        ),
        decisive=["not me for Hydro", "internet 3 ways"],
    )


def draw_ppl_office_voicemail_hours(screens: Screens) -> None:
    sid = "ppl_office_voicemail_hours"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "hours_sign",
        photos.composite(
            "wood_deck",
            ["VEGA & STONE LAW", "Mon-Thu 8:30 - 5:00", "Fri 8:30 - 1:00"],
            seed=f"{sid}:sign",
            style="sign",
            accent=(30, 50, 90),
            description="Photo of the new office-hours sign: Vega & Stone Law, Monday-Thursday 8:30-5:00, Friday 8:30-1:00",
        ),
        decisive=["Mon-Thu 8:30 - 5:00", "Fri 8:30 - 1:00"],
    )
    imgs.add(
        "boss_note",
        documents.note(
            [
                "Marisol -",
                "new hours on the voicemail pls",
                "+ say we're closed Dec 24-26",
                "calls to Rita's cell",
                "while we're closed - A.S.",
            ],
            paper="sticky",
            style="hand",
            size=34,
            seed=sid,
            description="Sticky note from A. Stone: put the new hours on the voicemail, say the office is closed Dec 24-26, and forward calls to Rita's cell while closed",
        ),
        decisive=["closed Dec 24-26"],
    )
    imgs.add(
        "rita_card",
        documents.business_card(
            "Rita Salazar",
            "Paralegal",
            "Vega & Stone Law",
            phone="(520) 555-0147",
            email="rsalazar@vegastonelaw.com",
            accent=(30, 50, 90),
        ),
        decisive=["(520) 555-0147"],
    )
    imgs.add(
        "phone_settings_shot",
        screens.settings(
            "Phone - Voicemail",
            [
                ("Greeting", [("Custom greeting", "Mon-Fri, 9 to 5")]),
                ("Forwarding", [("Call forwarding", "off")]),
            ],
            description="Phone settings screenshot: custom voicemail greeting with the old hours (Monday to Friday, 9 to 5); call forwarding off",
        ),
        decisive=["Mon-Fri, 9 to 5"],
    )


def draw_ppl_dentist_reschedule_call(screens: Screens) -> None:
    sid = "ppl_dentist_reschedule_call"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "reminder_sms",
        sms_from_unknown(
            screens,
            "74321",
            [
                (
                    "them",
                    "Bayside Dental: Hi Ivan, reminder of your cleaning Tue Nov 18 at 10:40 AM. To reschedule call 207-555-0139. Reply C to confirm.",
                )
            ],
            date="Today 9:00 AM",
            description="Text from Bayside Dental (short code 74321): cleaning Tue Nov 18 at 10:40 AM; to reschedule call 207-555-0139",
        ),
        decisive=["207-555-0139", "Tue Nov 18 at 10:40 AM"],
    )
    imgs.add(
        "confirm_sms",
        sms_from_unknown(
            screens,
            "74321",
            [
                (
                    "them",
                    "Bayside Dental: Your cleaning has been moved to Thu Nov 20 at 3:15 PM with Dr. Ames. See you then!",
                )
            ],
            date="Today 11:26 AM",
            description="Text from Bayside Dental: the cleaning has been moved to Thu Nov 20 at 3:15 PM with Dr. Ames",
        ),
        decisive=["Thu Nov 20 at 3:15 PM"],
    )
    imgs.add(
        "site_memo",
        documents.form(
            "Site visit - Casco Bay bridge deck",
            [
                ("Date", "Tue Nov 18"),
                ("Time", "9:00 AM - 1:00 PM"),
                ("Crew", "Petrov, Lindqvist, Okafor"),
            ],
            subtitle="Harborline Engineering",
            handwritten=True,
            description="Site visit memo: Casco Bay bridge deck, Tuesday Nov 18, 9:00 AM-1:00 PM, crew Petrov, Lindqvist, Okafor",
        ),
        decisive=["9:00 AM - 1:00 PM"],
    )
    imgs.add(
        "appointment_card",
        documents.form(
            "Bayside Dental - next visit",
            [
                ("Patient", "Ivan Petrov"),
                ("Visit", "Cleaning, Tue Nov 18, 10:40 AM"),
                ("Office", "207-555-0130"),
            ],
            handwritten=True,
            description="Dental appointment card: Ivan Petrov, cleaning Tuesday Nov 18 at 10:40 AM, office 207-555-0130",
        ),
        decisive=["Cleaning, Tue Nov 18, 10:40 AM"],
    )


def draw_ppl_tax_receipts_label(screens: Screens) -> None:
    sid = "ppl_tax_receipts_label"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "accountant_note",
        documents.note(
            [
                "Label these 'Deductible 2025':",
                "- Staples (office supplies)",
                "- Dell (work laptop)",
                "- Red Cross (donation)",
                "NOT Amazon - personal",
            ],
            paper="lined",
            style="hand",
            size=32,
            seed=sid,
            description="Accountant's handwritten note: label Staples (office supplies), Dell (work laptop) and Red Cross (donation) emails 'Deductible 2025'; not Amazon, which is personal",
        ),
        decisive=["Deductible 2025", "Staples", "Dell", "Red Cross"],
    )
    imgs.add(
        "inbox_shot",
        screens.inbox(
            [
                (
                    "Dell",
                    "Your order has shipped: Latitude 7450",
                    "Order 7731-22, total $1,389.00",
                    "Mar 3, 2025",
                ),
                ("Red Cross", "Thank you for your gift", "Donation receipt, $150.00", "Feb 14"),
                ("Amazon", "Your order: Kindle Paperwhite", "Order 112-448, $159.99", "Feb 2"),
                ("Staples", "Receipt for your purchase", "Printer ink and paper, $86.40", "Jan 22"),
            ],
            title="Receipts",
            account="sanjay.menon@menondesign.co",
            description="Mail folder 'Receipts': Dell order shipped (Latitude 7450, $1,389.00), Red Cross donation receipt $150.00, Amazon Kindle order $159.99, Staples receipt $86.40",
        ),
        decisive=["Latitude 7450", "Donation receipt, $150.00"],
    )
    imgs.add(
        "label_color",
        documents.poster(
            "Menon & Co. bookkeeping",
            ["Tax labels are always green", "One label per tax year"],
            kicker="House rules (fridge)",
            palette=((245, 250, 245), (20, 120, 60), (20, 30, 20)),
            kind="notice",
            description="House bookkeeping rules on the fridge: tax labels are always green, one label per tax year",
        ),
        decisive=["always green"],
    )


def draw_ppl_unknown_caller_save(screens: Screens) -> None:
    sid = "ppl_unknown_caller_save"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "recents",
        screens.list_screen(
            "Recents",
            [
                ("(651) 555-0182", "10:14 AM  missed"),
                ("(651) 555-0128", "9:02 AM  missed"),
                ("Grandma", "Yesterday"),
            ],
            subtitle="Missed",
            kind="recents",
            description="Recents: missed calls from (651) 555-0182 at 10:14 AM and (651) 555-0128 at 9:02 AM; Grandma yesterday",
        ),
        decisive=["(651) 555-0182", "(651) 555-0128"],
    )
    imgs.add(
        "pharmacy_text",
        sms_from_unknown(
            screens,
            "(651) 555-0182",
            [
                (
                    "them",
                    "Hi Ama, this is Grand Ave Pharmacy. Sorry we missed you! Your inhaler refill is ready. Pick up by Sat Nov 22.",
                )
            ],
            date="Today 10:15 AM",
            description="Text from (651) 555-0182: Grand Ave Pharmacy, inhaler refill ready, pick up by Saturday Nov 22",
        ),
        decisive=["Grand Ave Pharmacy", "Sat Nov 22"],
    )
    imgs.add(
        "survey_text",
        sms_from_unknown(
            screens,
            "(651) 555-0128",
            [("them", "Quick survey about your recent car purchase! Reply STOP to opt out.")],
            date="Today 9:03 AM",
            description="Text from (651) 555-0128: a survey about a recent car purchase, reply STOP to opt out",
        ),
        decisive=["Reply STOP to opt out"],
    )


def draw_ppl_ceiling_leak_report(screens: Screens) -> None:
    sid = "ppl_ceiling_leak_report"
    imgs = ImageSet(sid, script=__file__)
    imgs.add(
        "leak_photo",
        photos.photo(
            "water_drop",
            seed=f"{sid}:leak",
            description="close-up of a water drop splashing into a pool of water under the ceiling leak",
        ),
    )
    imgs.add(
        "lease_clause",
        documents.form(
            "Lease - Section 14: Repairs",
            [
                ("14.2", "Report leaks within 48 hours"),
                ("Report to", "repairs@tidewaterpm.com"),
                ("Attach", "photos of the damage"),
                ("Do not", "contact the owner directly"),
            ],
            subtitle="Tidewater Property Management - 1120 Pacific Ave, Tacoma",
            handwritten=False,
            description="Lease section 14: report leaks within 48 hours to repairs@tidewaterpm.com with photos; do not contact the owner directly",
        ),
        decisive=["repairs@tidewaterpm.com", "Report leaks within 48 hours"],
    )
    imgs.add(
        "unit_tag",
        photos.composite(
            "brick",
            ["UNIT 3C", "K. YAMADA"],
            seed=f"{sid}:tag",
            style="label",
            accent=(40, 40, 40),
            panel_width=0.5,
            description="Photo of the mailbox label: Unit 3C, K. Yamada",
        ),
        decisive=["UNIT 3C"],
    )
    imgs.add(
        "neighbor_text",
        screens.chat(
            "Dev (4C upstairs)",
            [
                (
                    "Dev (4C upstairs)",
                    "Keiko I'm SO sorry, my washing machine hose burst overnight. Water went through the floor. Plumber is on the way!",
                    "7:52 AM",
                )
            ],
            clock="8:10",
            description="Text from Dev in 4C upstairs: his washing machine hose burst overnight and water went through the floor; a plumber is coming",
        ),
        decisive=["washing machine hose burst"],
    )


# --------------------------------------------------------------------------- main


def main(argv: Sequence[str]) -> int:
    return draw_scenarios(argv, drawers(globals(), "draw_ppl_"))


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
