"""The ``money`` group (id prefix ``mon_``): payments, shared expenses and the vision tools.

Bills, receipts (photographed and scanned), bank and card screens, split-bill chats,
handwritten IOUs, meter photos and pay stubs; many scenarios reach into other groups'
apps (reminders, notes, messages, calendar, todo...). Each ``mon_*`` function draws the
scenario's images with the kit and writes its YAML (``scenarios/money/<id>.yaml``), so the
values the pictures show and the values the expected changes and oracle use come from the
same constants. Run from the repository root::

    .venv/bin/python scripts/sandbox_content/money.py [ID ...]
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from kit import Drawing, ImageSet, Screens, charts, documents, photos
from kit.group import write_scenarios
from kit.retouch import scaled
from kit.scenario_file import Scenario, scenario_header
from kit.screens import esc

GROUP = "money"


def base(
    sid: str,
    title: str,
    *,
    description: str,
    domains: list[str],
    reference_time: str,
    owner: tuple[str, str, str, str],
    about: str,
    style: str,
) -> Scenario:
    """The header of a scenario, the persona made from the owner's (first name, last name,
    phone, email), ``about`` (its description) and ``style``."""
    first, last, phone, email = owner
    return scenario_header(
        sid,
        title,
        description=description,
        domains=domains,
        reference_time=reference_time,
        persona={
            "owner": {"first_name": first, "last_name": last, "phone": phone, "email": email},
            "description": about,
            "style": style,
        },
    )


def bank_app(
    screens: Screens,
    bank: str,
    account: str,
    rows: Sequence[tuple[str, str, str]],
    *,
    balance: str,
    accent: str = "#0a5c36",
    description: str,
) -> Drawing:
    """A phone banking app's activity list: (date, merchant, amount) rows."""
    items = "".join(
        f"<div class='tx'><div><div class='m'>{esc(m)}</div><div class='d'>{esc(d)}</div></div>"
        f"<div class='a{' pos' if a.startswith('+') else ''}'>{esc(a)}</div></div>"
        for d, m, a in rows
    )
    css = f"""
    .hero {{ background: {accent}; color: #fff; padding: 18px 20px 22px; }}
    .hero .n {{ font-size: 16px; opacity: .9; }} .hero .b {{ font-size: 30px; font-weight: bold; margin-top: 6px; }}
    .tx {{ display: flex; justify-content: space-between; padding: 14px 18px; border-bottom: 1px solid #eee; }}
    .m {{ font-weight: bold; font-size: 18px; }} .d {{ color: #555; font-size: 16px; margin-top: 3px; }}
    .a {{ font-weight: bold; font-size: 19px; }} .a.pos {{ color: #0a7d3b; }}
    .h {{ padding: 12px 18px 4px; color: #666; font-size: 15px; text-transform: uppercase; }}
    """
    body = (
        "<div class='status'><span>9:41</span><span>5G 76%</span></div>"
        f"<div class='hero'><div class='n'>{esc(bank)} · {esc(account)}</div>"
        f"<div class='b'>{esc(balance)}</div><div class='n'>Available balance</div></div>"
        f"<div class='h'>Recent activity</div>{items}"
    )
    return screens.render(body, kind="bank_app", css=css, description=description)


# --------------------------------------------------------------------------- mon_alder_utilities


def mon_alder_utilities(screens: Screens) -> Scenario:
    """Electric bill + bank screen -> expense dated the day it was paid; a roommate's
    internet receipt -> expense he paid; the water bill photo -> reminder before it's due."""
    sid = "mon_alder_utilities"
    imgs = ImageSet(sid, script=__file__)
    bill = imgs.add(
        "electric_bill",
        documents.invoice(
            "Cascade Power & Light",
            "7730-2291-06",
            bill_to=["Nadia Haddad", "2214 SE Alder St, Apt 3", "Portland, OR 97214"],
            issued="Jul 3 2025",
            due="Jul 24 2025",
            lines=[
                ("Basic charge", "1", "11.00", "11.00"),
                ("Energy 812 kWh", "812", "0.1452", "117.90"),
                ("Public purpose charge", "1", "3.47", "3.47"),
                ("City franchise fee", "1", "11.25", "11.25"),
            ],
            total="143.62",
            notes=["Billing period Jun 3 - Jul 2, 2025", "Autopay is OFF for this account."],
            accent=(200, 90, 20),
            description="Cascade Power & Light bill for 2214 SE Alder St Apt 3, period Jun 3-Jul 2 2025, total $143.62, due Jul 24 2025",
        ),
        decisive=["$143.62"],
    )
    bank = imgs.add(
        "bank_activity",
        bank_app(
            screens,
            "Unitus Community CU",
            "Checking ...5518",
            [
                ("Jul 9, 2025", "NEW SEASONS MKT", "-$54.18"),
                ("Jul 8, 2025", "CASCADE PWR&LT ONLINE PMT", "-$143.62"),
                ("Jul 7, 2025", "TRIMET HOP FASTPASS", "-$30.00"),
                ("Jul 1, 2025", "PAYROLL ACME RESEARCH", "+$2,184.55"),
                ("Jun 17, 2025", "CASCADE PWR&LT ONLINE PMT", "-$121.08"),
            ],
            balance="$3,417.06",
            description="Bank app activity: Cascade Power & Light payment of $143.62 on Jul 8 2025 (and an older $121.08 one on Jun 17), groceries, transit, payroll",
        ),
        decisive=["Jul 8, 2025", "-$143.62"],
    )
    internet = imgs.add(
        "internet_receipt",
        screens.email(
            "Lumen Fiber <billing@lumenfiber.example>",
            "Payment received - thank you!",
            "Jul 2, 2025, 8:14 PM",
            [
                "Hi Theo,",
                "We received your payment for account 55-091-3324 (2214 SE Alder St, Apt 3).",
                "Amount paid: $65.00",
                "Payment date: Jul 2, 2025",
                "Paid with: Visa ending 0934",
                "Your next bill will be issued on Aug 1.",
            ],
            to="theo.brandt@example.com",
            description="Lumen Fiber email to Theo: payment of $65.00 received on Jul 2 2025 for the Alder St internet",
        ),
        decisive=["Amount paid: $65.00", "Payment date: Jul 2, 2025"],
    )
    water = imgs.add(
        "water_bill_photo",
        photos.composite(
            "wood_deck",
            [
                "PORTLAND WATER BUREAU",
                "2214 SE Alder St #3",
                "Amount due: $88.20",
                "Due: Jul 29, 2025",
            ],
            seed=f"{sid}:water",
            style="label",
            accent=(20, 90, 160),
            panel_width=0.8,
            tilt=0.04,
            description="Photo of a water bill lying on a wooden deck: Portland Water Bureau, 2214 SE Alder St #3, amount due $88.20, due Jul 29 2025",
        ),
        decisive=["Jul 29, 2025"],
    )
    s = base(
        sid,
        "Flat utilities: electric bill dated when paid, roommate's internet, reminder for the water bill",
        description=(
            "Nadia logs the flat's bills in the shared-expenses app. The electric bill says $143.62 "
            "but the expense must be dated the day she paid it, which only the bank screen shows "
            "(Jul 8, not the June payment of $121.08). Theo's internet payment is his expense. The "
            "water bill is not paid yet: a reminder in the Bills list two days before it is due."
        ),
        domains=["expenses", "reminders", "contacts"],
        reference_time="2025-07-10T19:20:00-07:00",
        owner=("Nadia", "Haddad", "+15035550142", "nadia.haddad@example.com"),
        about="Nadia Haddad, 29, UX researcher in Portland, shares a flat on SE Alder St with Theo and Kemi.",
        style="lowercase, casual, the odd typo",
    )
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_1101",
                "first_name": "Theo",
                "last_name": "Brandt",
                "relationship": "friend",
            },
            {
                "id": "ct_1102",
                "first_name": "Kemi",
                "last_name": "Adeyemi",
                "relationship": "friend",
            },
            {
                "id": "ct_1103",
                "first_name": "Theo",
                "last_name": "Nakamura",
                "relationship": "coworker",
            },
        ],
        "expense_people": [
            {"id": "ep_1100", "name": "Nadia Haddad", "is_me": True},
            {"id": "ep_1101", "name": "Theo Brandt", "contact_id": "ct_1101"},
            {"id": "ep_1102", "name": "Kemi Adeyemi", "contact_id": "ct_1102"},
            {"id": "ep_1103", "name": "Theo Nakamura", "contact_id": "ct_1103"},
        ],
        "expense_groups": [
            {"id": "eg_1101", "name": "Alder St flat", "group_type": "home", "currency": "USD"},
            {"id": "eg_1102", "name": "Hood ski cabin", "group_type": "trip", "currency": "USD"},
        ],
        "expense_group_members": [
            {
                "group_id": "eg_1101",
                "person_id": "ep_1100",
                "joined_at": "2024-09-01T10:00:00-07:00",
            },
            {
                "group_id": "eg_1101",
                "person_id": "ep_1101",
                "joined_at": "2024-09-01T10:00:00-07:00",
            },
            {
                "group_id": "eg_1101",
                "person_id": "ep_1102",
                "joined_at": "2024-09-01T10:00:00-07:00",
            },
            {
                "group_id": "eg_1102",
                "person_id": "ep_1100",
                "joined_at": "2025-01-10T10:00:00-08:00",
            },
            {
                "group_id": "eg_1102",
                "person_id": "ep_1103",
                "joined_at": "2025-01-10T10:00:00-08:00",
            },
        ],
        "expenses": [
            {
                "id": "exp_1101",
                "group_id": "eg_1101",
                "description": "Electric bill (May-Jun)",
                "amount_cents": 12108,
                "category": "utilities",
                "date": "2025-06-17",
                "paid_by": "ep_1100",
                "split_type": "equal",
            },
            {
                "id": "exp_1102",
                "group_id": "eg_1101",
                "description": "Internet June",
                "amount_cents": 6500,
                "category": "utilities",
                "date": "2025-06-02",
                "paid_by": "ep_1101",
                "split_type": "equal",
            },
        ],
        "expense_splits": [
            {"expense_id": "exp_1101", "person_id": "ep_1100", "owed_cents": 4036},
            {"expense_id": "exp_1101", "person_id": "ep_1101", "owed_cents": 4036},
            {"expense_id": "exp_1101", "person_id": "ep_1102", "owed_cents": 4036},
            {"expense_id": "exp_1102", "person_id": "ep_1100", "owed_cents": 2167},
            {"expense_id": "exp_1102", "person_id": "ep_1101", "owed_cents": 2167},
            {"expense_id": "exp_1102", "person_id": "ep_1102", "owed_cents": 2166},
        ],
        "reminder_lists": [
            {"id": "reml_1101", "name": "Reminders", "is_default": True},
            {"id": "reml_1102", "name": "Bills"},
        ],
        "reminders": [
            {
                "id": "rem_1101",
                "list_id": "reml_1102",
                "title": "Pay car insurance",
                "due_date": "2025-07-15",
                "position": 0,
            },
        ],
    }
    s["images"] = [bill, bank, internet, water]
    s["rounds"] = [
        {
            "query": "electric bill finaly came. i already paid it, can u add it to the flat group split 3 ways? date it the day i actually paid, not the bill date",
            "images": ["electric_bill", "bank_activity"],
            "transition": "once the electric expense is added",
        },
        {
            "query": "oh and theo paid the internet this month, he sent me this. add that too, same split",
            "images": ["internet_receipt"],
            "transition": "once the internet expense is added",
        },
        {
            "query": "last one, water bill. havent paid it yet so just remind me in my bills list 2 days before its due, 9am",
            "images": ["water_bill_photo"],
            "transition": "once the reminder is set",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "cross_reference"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "allowed_tables": ["expense_splits"],
        "changes": [
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_1101",
                    "amount_cents": 14362,
                    "paid_by": "ep_1100",
                    "date": "2025-07-08",
                    "split_type": "equal",
                },
                "note": "amount from the bill, date from the bank screen (not the Jun 17 payment)",
            },
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_1101",
                    "amount_cents": 6500,
                    "paid_by": "ep_1101",
                    "date": "2025-07-02",
                    "split_type": "equal",
                },
            },
            {
                "op": "create",
                "table": "reminders",
                "fields": {"list_id": "reml_1102", "due_date": "2025-07-27", "due_time": "09:00"},
            },
        ],
    }
    s["completion_criteria"] = (
        "In 'Alder St flat': a $143.62 electric expense paid by Nadia dated 2025-07-08 and a $65.00 "
        "internet expense paid by Theo Brandt dated 2025-07-02, both split equally among the three; "
        "a reminder in Bills on 2025-07-27 at 09:00 to pay the $88.20 water bill."
    )
    s["expected_tools"] = [
        "list_expense_groups",
        "add_expense",
        "list_reminder_lists",
        "create_reminder",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "list_expense_groups", "arguments": {}},
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Electric bill (Jun-Jul)",
                        "amount": 143.62,
                        "group_id": "eg_1101",
                        "paid_by": "me",
                        "category": "utilities",
                        "expense_date": "2025-07-08",
                        "receipt_image_id": "{{image:electric_bill}}",
                    },
                },
            ],
            "reply": "Added the $143.62 electric bill to Alder St flat, split three ways, dated Jul 8 (the day your bank shows the payment).",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "list_expense_friends", "arguments": {}},
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Internet July",
                        "amount": 65.0,
                        "group_id": "eg_1101",
                        "paid_by": "ep_1101",
                        "category": "utilities",
                        "expense_date": "2025-07-02",
                    },
                },
            ],
            "reply": "Added Theo's $65.00 internet payment from Jul 2, split three ways.",
        },
        {
            "round": 3,
            "steps": [
                {"tool": "list_reminder_lists", "arguments": {}},
                {
                    "tool": "create_reminder",
                    "arguments": {
                        "title": "Pay water bill $88.20",
                        "list_id": "reml_1102",
                        "due_date": "2025-07-27",
                        "due_time": "09:00",
                    },
                },
            ],
            "reply": "The water bill ($88.20) is due Jul 29, so I set a reminder in Bills for Jul 27 at 9:00.",
        },
    ]
    s["tags"] = ["money", "bills", "multi_app"]
    return s


def stamp(drawing: Drawing, text: str, *, corner: str = "br") -> Drawing:
    """A camera date stamp (orange digits) burnt into a photo's corner; added to its text."""
    from kit.core import font

    img = drawing.image.copy()
    from PIL import ImageDraw

    d = ImageDraw.Draw(img)
    f = font(38, "mono-bold")
    w = f.getlength(text)
    x = img.width - w - 30 if corner.endswith("r") else 30
    y = img.height - 66 if corner.startswith("b") else 20
    d.rectangle((x - 12, y - 8, x + w + 12, y + 50), fill=(24, 20, 18))
    d.text((x, y), text, font=f, fill=(255, 160, 40))
    drawing.image = img
    drawing.text = [*drawing.text, text]
    return drawing


# --------------------------------------------------------------------------- mon_concert_payback


def mon_concert_payback(screens: Screens) -> Scenario:
    """Pay a friend back for two of four tickets plus half the fees (user misremembers the
    price); log tickets and parking with Dev; record Dev's cash IOU as a settle-up."""
    sid = "mon_concert_payback"
    imgs = ImageSet(sid, script=__file__)
    email = imgs.add(
        "ticket_email",
        screens.email(
            "Frost Tix <orders@frosttix.example>",
            "Your order FT-558120 is confirmed",
            "Jun 24, 2025, 10:02 AM",
            [
                "Khruangbin - Moody Amphitheater, Austin TX - Sat Aug 16, 2025, 8:00 PM",
                "GA Floor x 4 @ $64.00 each: $256.00",
                "Service fees: $23.60",
                "Order total: $279.60",
                "Charged to Marisol Reyes, Amex ending 1009.",
            ],
            to="marisol.reyes@example.com",
            description="Ticket order email forwarded by Marisol: 4 GA Floor tickets at $64.00 each ($256.00), service fees $23.60, total $279.60",
        ),
        decisive=["$64.00 each", "Service fees: $23.60"],
    )
    chat = imgs.add(
        "marisol_chat",
        screens.chat(
            "Marisol Reyes",
            [
                ("them", "GOT THEM!! 4 floor tix for Khruangbin 🎉", "10:05 AM"),
                ("me", "you're a legend", "10:06 AM"),
                ("them", "2 are yours and Dev's. fees split 4 ways obviously", "10:07 AM"),
                ("them", "venmo me whenever, I'm @marisol-reyes-88", "10:07 AM"),
            ],
            clock="10:09",
            description="Chat with Marisol Reyes: she bought 4 tickets, 2 are Rafa's and Dev's, fees split four ways, her Venmo is @marisol-reyes-88",
        ),
        decisive=["fees split 4 ways", "@marisol-reyes-88"],
    )
    dev_chat = imgs.add(
        "dev_chat",
        screens.chat(
            "Dev Raman",
            [
                ("me", "paid Marisol back for both our tickets", "6:12 PM"),
                ("them", "legend. put it in the expenses app, half each", "6:15 PM"),
                (
                    "them",
                    "and the parking from the Austin FC game too, you paid that. receipt below",
                    "6:16 PM",
                ),
            ],
            clock="6:20",
            description="Chat with Dev Raman: he asks Rafa to put the tickets in the expenses app half each, and the parking from the Austin FC game that Rafa paid",
        ),
    )
    parking = imgs.add(
        "parking_receipt",
        scaled(
            documents.receipt(
                "SOCO GARAGE",
                [("Event parking", "24.00")],
                total="24.00",
                date="06/28/2025  18:51",
                address="1201 S Congress Ave, Austin",
                payment="VISA **** 3317",
                extra_lines=["Entry 18:51  Exit 23:40"],
                footer="Have a great night!",
                description="Parking garage receipt: SoCo Garage, event parking $24.00 on 06/28/2025",
            ),
            1.2,
        ),
        decisive=["$24.00", "06/28/2025"],
    )
    note = imgs.add(
        "dev_iou",
        documents.note(
            ["Rafa -", "here's $40 cash", "for the ticket,", "rest on Friday!", "- Dev"],
            paper="lined",
            seed=f"{sid}:iou",
            description="Handwritten note on lined paper from Dev: here's $40 cash for the ticket, the rest on Friday",
        ),
        decisive=["$40 cash"],
    )
    s = base(
        sid,
        "Pay back two concert tickets and half the fees, log tickets and parking with Dev, record his cash",
        description=(
            "Marisol bought four tickets; Rafa owes her for his and Dev's: 2 x $64.00 + half of "
            "the $23.60 fees = $139.80 (the user guesses $60 a ticket). There are two Marisols on "
            "the payments app; the chat gives the handle. Then the tickets and a $24.00 parking "
            "receipt become expenses split with Dev Raman (not Devon Pike), and Dev's handwritten "
            "note becomes a $40 cash settle-up."
        ),
        domains=["payments", "expenses", "contacts"],
        reference_time="2025-07-01T18:30:00-05:00",
        owner=("Rafael", "Mendes", "+15125550170", "rafa.mendes@example.com"),
        about="Rafael 'Rafa' Mendes, 34, high-school chemistry teacher in Austin, going to a concert with friends.",
        style="chatty, exclamation marks",
    )
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_1201",
                "first_name": "Marisol",
                "last_name": "Reyes",
                "relationship": "friend",
            },
            {
                "id": "ct_1202",
                "first_name": "Marisol",
                "last_name": "Ortega",
                "relationship": "coworker",
            },
            {"id": "ct_1203", "first_name": "Dev", "last_name": "Raman", "relationship": "friend"},
            {"id": "ct_1204", "first_name": "Devon", "last_name": "Pike", "relationship": "other"},
        ],
        "payment_account": [
            {
                "id": "me",
                "handle": "rafa-mendes",
                "display_name": "Rafa Mendes",
                "balance_cents": 31250,
            }
        ],
        "payment_users": [
            {
                "id": "pu_1201",
                "handle": "marisol-reyes-88",
                "display_name": "Marisol Reyes",
                "contact_id": "ct_1201",
                "is_friend": True,
            },
            {
                "id": "pu_1202",
                "handle": "marisol-ortega",
                "display_name": "Marisol Ortega",
                "contact_id": "ct_1202",
                "is_friend": True,
            },
            {
                "id": "pu_1203",
                "handle": "devraman",
                "display_name": "Dev Raman",
                "contact_id": "ct_1203",
                "is_friend": True,
            },
        ],
        "payment_transactions": [
            {
                "id": "ptx_1201",
                "direction": "sent",
                "user_id": "pu_1201",
                "amount_cents": 1800,
                "note": "tacos 🌮",
                "created_at": "2025-06-20T20:10:00-05:00",
            },
            {
                "id": "ptx_1202",
                "direction": "received",
                "user_id": "pu_1202",
                "amount_cents": 6400,
                "note": "Khruangbin ticket (Dallas show)",
                "created_at": "2025-05-02T12:00:00-05:00",
            },
        ],
        "expense_people": [
            {"id": "ep_1200", "name": "Rafa Mendes", "is_me": True},
            {"id": "ep_1201", "name": "Dev Raman", "contact_id": "ct_1203"},
            {"id": "ep_1202", "name": "Devon Pike", "contact_id": "ct_1204"},
        ],
    }
    s["images"] = [email, chat, dev_chat, parking, note]
    s["rounds"] = [
        {
            "query": "Marisol got the tickets!! Can you pay her back on Venmo for mine and Dev's? I think they were like $60 each",
            "images": ["ticket_email", "marisol_chat"],
            "transition": "once Marisol is paid",
            "user_notes": "If the assistant says the tickets were $64.00 each, agree that the email is right.",
        },
        {
            "query": "Dev wants it in the expenses app now. Tickets between me and him, and the parking thing too!",
            "images": ["dev_chat", "parking_receipt"],
            "transition": "once both expenses are added",
        },
        {
            "query": "He just left this on my desk haha, can you record it?",
            "images": ["dev_iou"],
            "transition": "once the cash payment is recorded",
        },
    ]
    s["challenge"] = {
        "type": "error_correction",
        "round": 1,
        "details": "The user misremembers the ticket price.",
        "wrong_detail": "the tickets were about $60 each",
        "correct_detail": "the order email says $64.00 each",
    }
    s["flow_type"] = "compute"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "allowed_tables": ["expense_splits", "payment_account"],
        "changes": [
            {
                "op": "create",
                "table": "payment_transactions",
                "fields": {"direction": "sent", "user_id": "pu_1201", "amount_cents": 13980},
                "note": "2 x 64.00 + 23.60 / 2 = 139.80",
            },
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": None,
                    "amount_cents": 13980,
                    "paid_by": "ep_1200",
                    "split_type": "equal",
                },
            },
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": None,
                    "amount_cents": 2400,
                    "paid_by": "ep_1200",
                    "date": "2025-06-28",
                },
            },
            {
                "op": "create",
                "table": "expense_settlements",
                "fields": {
                    "from_person_id": "ep_1201",
                    "to_person_id": "ep_1200",
                    "amount_cents": 4000,
                    "method": "cash",
                },
            },
        ],
    }
    s["completion_criteria"] = (
        "A $139.80 Venmo payment to @marisol-reyes-88 (not Marisol Ortega; not $120 or $131.80); two "
        "non-group expenses with Dev Raman paid by Rafa and split equally: $139.80 tickets and $24.00 "
        "parking dated 2025-06-28; a $40 cash settle-up from Dev to Rafa."
    )
    s["expected_tools"] = [
        "search_payment_users",
        "send_payment",
        "list_expense_friends",
        "add_friend_expense",
        "settle_up_expenses",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"code": "print(2 * 64.00 + 23.60 / 4 * 2)"},
                {"tool": "search_payment_users", "arguments": {"query": "Marisol"}},
                {
                    "tool": "send_payment",
                    "arguments": {
                        "recipient": "@marisol-reyes-88",
                        "amount": 139.8,
                        "note": "Khruangbin tickets x2 + fees",
                        "emoji": "🎶",
                    },
                },
            ],
            "reply": "The email says $64.00 a ticket, not $60: two tickets ($128.00) plus half of the $23.60 fees ($11.80) is $139.80. Sent $139.80 to @marisol-reyes-88.",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "list_expense_friends", "arguments": {}},
                {
                    "tool": "add_friend_expense",
                    "arguments": {
                        "friend": "ep_1201",
                        "description": "Khruangbin tickets (2)",
                        "amount": 139.8,
                        "arrangement": "you_paid_split_equally",
                        "category": "entertainment",
                    },
                },
                {
                    "tool": "add_friend_expense",
                    "arguments": {
                        "friend": "ep_1201",
                        "description": "SoCo Garage parking",
                        "amount": 24.0,
                        "arrangement": "you_paid_split_equally",
                        "category": "parking",
                        "expense_date": "2025-06-28",
                    },
                },
            ],
            "reply": "Added both with Dev Raman, half each: tickets $139.80 and parking $24.00 (Jun 28). He owes you $81.90.",
        },
        {
            "round": 3,
            "steps": [
                {
                    "tool": "settle_up_expenses",
                    "arguments": {
                        "to_person": "me",
                        "from_person": "ep_1201",
                        "amount": 40.0,
                        "method": "cash",
                        "note": "cash for the ticket",
                    },
                },
            ],
            "reply": "Recorded $40 cash from Dev. He still owes you $41.90.",
        },
    ]
    s["tags"] = ["money", "payments", "expenses", "handwriting"]
    return s


# --------------------------------------------------------------------------- mon_lisbon_receipts


def mon_lisbon_receipts(screens: Screens) -> Scenario:
    """Portuguese receipts in euros: the payer is whoever's card ends in the receipt's
    digits (the user names the wrong one); a cash tuk-tuk ride read off a long slip."""
    sid = "mon_lisbon_receipts"
    imgs = ImageSet(sid, script=__file__)
    ramiro = imgs.add(
        "receipt_ramiro",
        scaled(
            documents.receipt(
                "CERVEJARIA RAMIRO",
                [
                    ("Gambas al ajillo", "18,50"),
                    ("Ameijoas B. Pato", "22,90"),
                    ("Sapateira", "24,00"),
                    ("Prego no pao", "6,50"),
                    ("Imperial x4", "10,00"),
                    ("Pao e manteiga", "4,50"),
                ],
                total="86,40",
                date="2025-05-14  21:37",
                address="Av. Almirante Reis 1, Lisboa",
                payment="VISA ****7731",
                currency="EUR ",
                footer="Obrigado pela visita!",
                description="Receipt from Cervejaria Ramiro, Lisbon, 2025-05-14, total EUR 86,40, paid with VISA ending 7731",
            ),
            1.15,
        ),
        decisive=["EUR 86,40", "2025-05-14", "7731"],
    )
    belem = imgs.add(
        "receipt_belem",
        scaled(
            documents.receipt(
                "PASTEIS DE BELEM",
                [("Pastel de Belem x6", "8,40"), ("Galao x2", "4,20")],
                total="12,60",
                date="2025-05-15  10:12",
                address="R. de Belem 84, Lisboa",
                payment="MASTERCARD ****2208",
                currency="EUR ",
                footer="Volte sempre",
                description="Receipt from Pasteis de Belem, 2025-05-15, total EUR 12,60, paid with Mastercard ending 2208",
            ),
            1.15,
        ),
        decisive=["EUR 12,60", "2025-05-15", "2208"],
    )
    chat = imgs.add(
        "group_chat",
        screens.chat(
            "Lisboa 🇵🇹",
            [
                (
                    "Inês Carvalho",
                    "if you're sorting receipts: my card is the one ending 7731",
                    "9:02 AM",
                ),
                ("Johan Berg", "mine ends in 2208 👍", "9:04 AM"),
                ("Inês Carvalho", "and I have the tuk-tuk receipt, will send it to you", "9:05 AM"),
            ],
            subtitle="Inês, Johan, you",
            clock="9:10",
            description="Group chat 'Lisboa': Inês Carvalho's card ends 7731, Johan Berg's ends 2208",
        ),
        decisive=["ending 7731", "ends in 2208"],
    )
    tuk = imgs.add(
        "tuktuk_slip",
        documents.receipt(
            "TUK TUK LISBOA",
            [
                ("Tour Alfama + Graca", "30,00"),
                ("Paragem Miradouro", "5,00"),
            ],
            total="35,00",
            date="2025-05-16  17:05",
            address="Largo do Chafariz de Dentro",
            payment="Pago em numerario (cash)",
            currency="EUR ",
            extra_lines=[
                "Motorista: Rui",
                "Passageiros: 3",
                "NIF 509 771 204",
                "IVA incluido 6%",
                "Documento: FS 2025/8812",
                "Processado por programa",
                "certificado n. 2291/AT",
            ],
            footer="Boa viagem!",
            description="Long tuk-tuk receipt: Tuk Tuk Lisboa, 2025-05-16, Alfama + Graca tour, total EUR 35,00, paid in cash",
        ),
        decisive=["EUR 35,00", "2025-05-16"],
    )
    s = base(
        sid,
        "Lisbon receipts in euros: payer from the card digits, the user's guess is wrong; a cash tuk-tuk",
        description=(
            "Greta logs trip receipts into the EUR group 'Lisboa maio' (not 'Lisboa 2023'). Each "
            "receipt shows the last digits of the card that paid; the group chat maps 7731 to Inês "
            "Carvalho and 2208 to Johan Berg. The user thinks Johan paid at Ramiro, but the receipt "
            "says 7731 (Inês). Then the tuk-tuk slip, paid cash by Johan."
        ),
        domains=["expenses", "vision", "contacts"],
        reference_time="2025-05-18T11:00:00+02:00",
        owner=("Greta", "Lindqvist", "+46701234567", "greta.lindqvist@example.se"),
        about="Greta Lindqvist, 41, architect from Stockholm, just back from a long weekend in Lisbon with two friends.",
        style="precise, polite, British spelling",
    )
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_1301",
                "first_name": "Inês",
                "last_name": "Carvalho",
                "relationship": "friend",
            },
            {"id": "ct_1302", "first_name": "Johan", "last_name": "Berg", "relationship": "friend"},
            {
                "id": "ct_1303",
                "first_name": "Inês",
                "last_name": "Moreira",
                "relationship": "friend",
            },
        ],
        "expense_people": [
            {"id": "ep_1300", "name": "Greta Lindqvist", "is_me": True},
            {"id": "ep_1301", "name": "Inês Carvalho", "contact_id": "ct_1301"},
            {"id": "ep_1302", "name": "Johan Berg", "contact_id": "ct_1302"},
            {"id": "ep_1303", "name": "Inês Moreira", "contact_id": "ct_1303"},
        ],
        "expense_groups": [
            {"id": "eg_1301", "name": "Lisboa maio", "group_type": "trip", "currency": "EUR"},
            {"id": "eg_1302", "name": "Lisboa 2023", "group_type": "trip", "currency": "EUR"},
        ],
        "expense_group_members": [
            {
                "group_id": "eg_1301",
                "person_id": "ep_1300",
                "joined_at": "2025-04-20T10:00:00+02:00",
            },
            {
                "group_id": "eg_1301",
                "person_id": "ep_1301",
                "joined_at": "2025-04-20T10:00:00+02:00",
            },
            {
                "group_id": "eg_1301",
                "person_id": "ep_1302",
                "joined_at": "2025-04-20T10:00:00+02:00",
            },
            {
                "group_id": "eg_1302",
                "person_id": "ep_1300",
                "joined_at": "2023-09-01T10:00:00+02:00",
            },
            {
                "group_id": "eg_1302",
                "person_id": "ep_1303",
                "joined_at": "2023-09-01T10:00:00+02:00",
            },
        ],
        "expenses": [
            {
                "id": "exp_1301",
                "group_id": "eg_1301",
                "description": "Apartment Alfama (3 nights)",
                "amount_cents": 41400,
                "currency": "EUR",
                "category": "lodging",
                "date": "2025-05-13",
                "paid_by": "ep_1300",
                "split_type": "equal",
            },
        ],
        "expense_splits": [
            {"expense_id": "exp_1301", "person_id": "ep_1300", "owed_cents": 13800},
            {"expense_id": "exp_1301", "person_id": "ep_1301", "owed_cents": 13800},
            {"expense_id": "exp_1301", "person_id": "ep_1302", "owed_cents": 13800},
        ],
    }
    s["images"] = [ramiro, belem, chat, tuk]
    s["rounds"] = [
        {
            "query": "Could you add these two to our Lisbon group, split equally between the three of us? Johan paid at Ramiro, I believe, and whoever's card it was paid for the pastries.",
            "images": ["receipt_ramiro", "receipt_belem", "group_chat"],
            "transition": "once both receipts are in the group",
            "user_notes": "If the assistant points out that the Ramiro receipt was paid with the card ending 7731 (Inês's), agree.",
        },
        {
            "query": "Inês sent the tuk-tuk slip. Johan paid that one in cash. Same group, same split please.",
            "images": ["tuktuk_slip"],
            "transition": "once the tuk-tuk is added",
        },
    ]
    s["challenge"] = {
        "type": "error_correction",
        "round": 1,
        "details": "The user thinks Johan paid at Ramiro.",
        "wrong_detail": "Johan paid at Ramiro",
        "correct_detail": "the Ramiro receipt was paid with the card ending 7731, which is Inês's",
    }
    s["flow_type"] = "cross_reference"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "allowed_tables": ["expense_splits"],
        "changes": [
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_1301",
                    "amount_cents": 8640,
                    "currency": "EUR",
                    "paid_by": "ep_1301",
                    "date": "2025-05-14",
                },
            },
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_1301",
                    "amount_cents": 1260,
                    "currency": "EUR",
                    "paid_by": "ep_1302",
                    "date": "2025-05-15",
                },
            },
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_1301",
                    "amount_cents": 3500,
                    "currency": "EUR",
                    "paid_by": "ep_1302",
                    "date": "2025-05-16",
                },
            },
        ],
    }
    s["completion_criteria"] = (
        "Three equal-split EUR expenses in 'Lisboa maio': EUR 86.40 on 2025-05-14 paid by Inês Carvalho "
        "(card 7731, not Johan), EUR 12.60 on 2025-05-15 paid by Johan Berg (card 2208), EUR 35.00 on "
        "2025-05-16 paid by Johan Berg in cash."
    )
    s["expected_tools"] = ["list_expense_groups", "get_expense_group", "add_expense", "zoom_image"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "list_expense_groups", "arguments": {}},
                {"tool": "get_expense_group", "arguments": {"group_id": "eg_1301"}},
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Dinner at Cervejaria Ramiro",
                        "amount": 86.4,
                        "group_id": "eg_1301",
                        "paid_by": "ep_1301",
                        "category": "dining_out",
                        "expense_date": "2025-05-14",
                        "receipt_image_id": "{{image:receipt_ramiro}}",
                    },
                },
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Pasteis de Belem",
                        "amount": 12.6,
                        "group_id": "eg_1301",
                        "paid_by": "ep_1302",
                        "category": "dining_out",
                        "expense_date": "2025-05-15",
                        "receipt_image_id": "{{image:receipt_belem}}",
                    },
                },
            ],
            "reply": "Added both to Lisboa maio, split three ways. Note the Ramiro receipt (EUR 86,40, 14 May) was paid with the card ending 7731, which is Inês's, so I put her as the payer; the pastries (EUR 12,60, 15 May) were Johan's card 2208.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "zoom_image",
                    "arguments": {
                        "image_id": "{{image:tuktuk_slip}}",
                        "x": 500,
                        "y": 250,
                        "factor": 2,
                    },
                },
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Tuk-tuk tour Alfama + Graca",
                        "amount": 35.0,
                        "group_id": "eg_1301",
                        "paid_by": "ep_1302",
                        "category": "transportation",
                        "expense_date": "2025-05-16",
                    },
                },
            ],
            "reply": "Added the tuk-tuk (EUR 35,00 on 16 May) paid by Johan, split three ways.",
        },
    ]
    s["tags"] = ["money", "expenses", "foreign_currency", "vision"]
    return s


# --------------------------------------------------------------------------- mon_basement_meter


def mon_basement_meter(screens: Screens) -> Scenario:
    """Three dated submeter photos, the July bill's energy rate: request the tenant's
    kWh x rate, then write the readings into the unit's note."""
    sid = "mon_basement_meter"
    imgs = ImageSet(sid, script=__file__)
    readings = [
        ("meter_june", "4177.9", "2025/06/01"),
        ("meter_july", "4512.7", "2025/07/01"),
        ("meter_august", "4871.3", "2025/08/01"),
    ]
    bases = ["brick", "gravel", "brick"]
    entries = []
    for (image_id, value, day), scene in zip(readings, bases, strict=True):
        entries.append(
            imgs.add(
                image_id,
                stamp(
                    photos.composite(
                        scene,
                        ["UNIT B  kWh", value],
                        seed=f"{sid}:{image_id}",
                        style="screen",
                        panel_width=0.55,
                        tilt=0.05,
                        kind="meter_photo",
                        description=f"Photo of the unit B electricity submeter's display reading {value} kWh, camera date stamp {day}",
                    ),
                    day,
                ),
                decisive=[value, day] if image_id != "meter_june" else [],
            )
        )
    bill = imgs.add(
        "july_bill",
        documents.invoice(
            "Duquesne Light",
            "4410-0082-117",
            bill_to=["Owen Gallagher", "417 Amber St", "Pittsburgh, PA 15206"],
            issued="Aug 4 2025",
            due="Aug 25 2025",
            lines=[
                ("Customer charge", "1", "12.00", "12.00"),
                ("Energy charge (kWh)", "1342", "0.1840", "246.93"),
                ("Transmission", "1342", "0.0211", "28.32"),
            ],
            total="287.25",
            notes=["Service period Jul 1 - Aug 1, 2025", "Energy charge rate: $0.1840 per kWh"],
            accent=(0, 94, 150),
            description="Duquesne Light bill for 417 Amber St, service Jul 1-Aug 1 2025: energy charge $0.1840 per kWh, total $287.25",
        ),
        decisive=["0.1840"],
    )
    s = base(
        sid,
        "Tenant's July electricity from two of three dated meter photos and the bill's rate; readings into a note",
        description=(
            "Owen bills his basement tenant by submeter. Three meter photos carry date stamps (Jun 1, "
            "Jul 1, Aug 1); July's usage is Aug 1 minus Jul 1 = 358.6 kWh, times the bill's energy "
            "rate $0.1840 = $65.98, requested from Lucía Ferrer (not Lucia Fernandez). Then the "
            "two readings go into the existing note about the unit (not the 2024 tenant's note)."
        ),
        domains=["payments", "notes", "vision", "contacts"],
        reference_time="2025-08-05T19:45:00-04:00",
        owner=("Owen", "Gallagher", "+14125550119", "owen.gallagher@example.com"),
        about="Owen Gallagher, 58, retired machinist in Pittsburgh who rents out his basement apartment.",
        style="formal, full sentences, signs off politely",
    )
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_1401",
                "first_name": "Lucía",
                "last_name": "Ferrer",
                "relationship": "other",
                "notes": "Basement tenant since Jan 2025",
            },
            {
                "id": "ct_1402",
                "first_name": "Lucia",
                "last_name": "Fernandez",
                "relationship": "friend",
            },
        ],
        "payment_account": [
            {
                "id": "me",
                "handle": "owen-gallagher",
                "display_name": "Owen Gallagher",
                "balance_cents": 4210,
            }
        ],
        "payment_users": [
            {
                "id": "pu_1401",
                "handle": "lucia-ferrer-pgh",
                "display_name": "Lucía Ferrer",
                "contact_id": "ct_1401",
                "is_friend": True,
            },
            {
                "id": "pu_1402",
                "handle": "luciafernandez",
                "display_name": "Lucia Fernandez",
                "contact_id": "ct_1402",
                "is_friend": True,
            },
        ],
        "payment_requests": [
            {
                "id": "preq_1401",
                "direction": "outgoing",
                "user_id": "pu_1401",
                "amount_cents": 6159,
                "note": "Electricity June (334.8 kWh)",
                "status": "paid",
                "created_at": "2025-07-03T18:00:00-04:00",
                "resolved_at": "2025-07-04T09:00:00-04:00",
            },
        ],
        "note_folders": [{"id": "nf_1401", "name": "House"}],
        "notes": [
            {
                "id": "nt_1401",
                "folder_id": "nf_1401",
                "title": "Basement unit - Lucía",
                "body": "Lease Jan 2025-Dec 2025. Rent $950 on the 1st.\nMeter readings:\nJun 1: 4177.9\nJul 1: 4512.7",
            },
            {
                "id": "nt_1402",
                "folder_id": "nf_1401",
                "title": "Basement unit - Marco (2024)",
                "body": "Deposit returned Dec 2024.\nMeter readings:\nDec 1: 3120.4",
            },
        ],
    }
    s["images"] = [*entries, bill]
    s["rounds"] = [
        {
            "query": "Good evening. It is time to charge Lucía for her July electricity. I have attached my meter photos and the July bill. Please send her a Venmo request for the kilowatt-hours she used in July multiplied by the energy rate on the bill. Thank you.",
            "images": ["meter_june", "meter_july", "meter_august", "july_bill"],
            "transition": "once the request is sent",
        },
        {
            "query": "Splendid. Would you also add the new reading to my note on the basement unit, as I do every month?",
            "transition": "once the note is updated",
        },
    ]
    s["challenge"] = {
        "type": "state_mutation",
        "details": "The existing note on Lucía's unit must be extended (not the 2024 tenant's note, not a new note).",
    }
    s["flow_type"] = "filter"
    s["arrival_pattern"] = "upfront"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "payment_requests",
                "fields": {
                    "direction": "outgoing",
                    "user_id": "pu_1401",
                    "amount_cents": 6598,
                    "status": "pending",
                },
                "note": "(4871.3 - 4512.7) x 0.1840 = 358.6 x 0.184 = 65.98",
            },
            {
                "op": "update",
                "table": "notes",
                "match": {"id": "nt_1401"},
                "fields": {"body": "4871.3"},
                "similarity": {"body": {"method": "contains"}},
            },
        ]
    }
    s["completion_criteria"] = (
        "A pending $65.98 request to @lucia-ferrer-pgh (358.6 kWh x $0.1840; not Lucia Fernandez, not "
        "the June-July usage) and the note 'Basement unit - Lucía' now holds the Aug 1 reading 4871.3."
    )
    s["expected_tools"] = [
        "zoom_image",
        "search_payment_users",
        "request_payment",
        "search_notes",
        "append_to_note",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {
                    "tool": "zoom_image",
                    "arguments": {
                        "image_id": "{{image:meter_august}}",
                        "x": 500,
                        "y": 500,
                        "factor": 2,
                    },
                },
                {"code": "kwh = 4871.3 - 4512.7\nprint(round(kwh, 1), round(kwh * 0.1840, 2))"},
                {"tool": "search_payment_users", "arguments": {"query": "Lucía Ferrer"}},
                {
                    "tool": "request_payment",
                    "arguments": {
                        "from_user": "@lucia-ferrer-pgh",
                        "amount": 65.98,
                        "note": "Electricity July (358.6 kWh x $0.184)",
                        "emoji": "💡",
                    },
                },
            ],
            "reply": "July usage: 4871.3 - 4512.7 = 358.6 kWh; at $0.1840 per kWh that is $65.98. I have requested $65.98 from Lucía Ferrer.",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "search_notes", "arguments": {"query": "Basement unit"}},
                {
                    "tool": "append_to_note",
                    "arguments": {"note_id": "nt_1401", "text": "Aug 1: 4871.3"},
                },
            ],
            "reply": "Added 'Aug 1: 4871.3' to your note 'Basement unit - Lucía'.",
        },
    ]
    s["tags"] = ["money", "payments", "meter", "vision", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_tapas_tip_split


def mon_tapas_tip_split(screens: Screens) -> Scenario:
    """Split a tapas bill four ways through the payments app; then a friend says she put
    the tip on her own card: cancel the requests and split again without the tip."""
    sid = "mon_tapas_tip_split"
    imgs = ImageSet(sid, script=__file__)
    receipt = imgs.add(
        "bill",
        scaled(
            documents.receipt(
                "CASA OLIVAR TAPAS",
                [
                    ("Patatas bravas x2", "18.00"),
                    ("Gambas pil pil", "16.50"),
                    ("Pulpo a la gallega", "24.00"),
                    ("Croquetas (8)", "14.50"),
                    ("Tabla iberica", "29.00"),
                    ("Pan con tomate x2", "12.00"),
                    ("Sangria pitcher x2", "56.00"),
                    ("Churros", "16.00"),
                ],
                subtotal="186.00",
                tax="19.07",
                tip="37.20",
                total="242.27",
                date="07/12/2025  22:48",
                address="1824 W Division St, Chicago",
                payment="AMEX **** 2004",
                footer="Gracias! Table 12",
                description="Casa Olivar Tapas bill 07/12/2025: subtotal $186.00, tax $19.07, tip $37.20, total $242.27",
            ),
            1.1,
        ),
        decisive=["$242.27", "$37.20"],
    )
    chat = imgs.add(
        "group_chat",
        screens.chat(
            "night shift girls 🍷",
            [
                ("Ana Sousa", "harper thank u for covering!! just request us", "11:02 PM"),
                ("Mei Tanaka", "yes pls, I'm @meitanaka", "11:03 PM"),
                ("Bex Okoro", "@bex-okoro here. 4 ways even is fine", "11:05 PM"),
                ("Ana Sousa", "I'm @ana-sousa-rn on venmo", "11:06 PM"),
            ],
            subtitle="Ana, Mei, Bex, you",
            clock="11:08",
            description="Group chat: Ana Sousa (@ana-sousa-rn), Mei Tanaka (@meitanaka) and Bex Okoro (@bex-okoro) ask Harper to request them, four ways even",
        ),
        decisive=["@meitanaka", "@bex-okoro", "@ana-sousa-rn"],
    )
    board = imgs.add(
        "chalkboard",
        photos.composite(
            "wood_deck",
            ["CASA OLIVAR", "Sat: live flamenco 9pm", "Sangria pitcher $28"],
            seed=f"{sid}:board",
            style="chalkboard",
            panel_width=0.7,
            description="Photo of Casa Olivar's chalkboard outside: Saturday live flamenco at 9pm, sangria pitcher $28",
        ),
    )
    ana = imgs.add(
        "ana_text",
        screens.chat(
            "Ana Sousa",
            [
                (
                    "them",
                    "wait!! I put the whole tip on my own card at the bar when you were in the bathroom 😅",
                    "8:41 AM",
                ),
                (
                    "them",
                    "so the tip on that receipt never got charged, take it off for everyone",
                    "8:42 AM",
                ),
            ],
            clock="8:45",
            description="Text from Ana Sousa: she put the whole tip on her own card, so the tip on the receipt should come off for everyone",
        ),
    )
    s = base(
        sid,
        "Tapas bill split four ways by handle from the chat, then redone without the tip",
        description=(
            "Harper paid a $242.27 bill for four. The chat gives the three handles (there is also an "
            "Ana Bright and a Mei Tanaka-Ross on the app). Next morning Ana says the $37.20 tip was "
            "paid on her card: the first requests must be cancelled and the $205.07 without the tip "
            "split four ways again."
        ),
        domains=["payments", "contacts"],
        reference_time="2025-07-13T08:50:00-05:00",
        owner=("Harper", "Quinn", "+13125550163", "harper.quinn@example.com"),
        about="Harper Quinn, 26, ER nurse in Chicago, out for tapas with three colleagues after a night shift week.",
        style="terse, lowercase, no punctuation",
    )
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_1501",
                "first_name": "Ana",
                "last_name": "Sousa",
                "relationship": "coworker",
            },
            {
                "id": "ct_1502",
                "first_name": "Mei",
                "last_name": "Tanaka",
                "relationship": "coworker",
            },
            {
                "id": "ct_1503",
                "first_name": "Bex",
                "last_name": "Okoro",
                "relationship": "coworker",
            },
            {"id": "ct_1504", "first_name": "Ana", "last_name": "Bright", "relationship": "friend"},
        ],
        "payment_account": [
            {"id": "me", "handle": "harperq", "display_name": "Harper Quinn", "balance_cents": 8800}
        ],
        "payment_users": [
            {
                "id": "pu_1501",
                "handle": "ana-sousa-rn",
                "display_name": "Ana Sousa",
                "is_friend": True,
            },
            {
                "id": "pu_1502",
                "handle": "meitanaka",
                "display_name": "Mei Tanaka",
                "is_friend": True,
            },
            {
                "id": "pu_1503",
                "handle": "bex-okoro",
                "display_name": "Bex Okoro",
                "is_friend": True,
            },
            {
                "id": "pu_1504",
                "handle": "anabright",
                "display_name": "Ana Bright",
                "contact_id": "ct_1504",
                "is_friend": True,
            },
            {"id": "pu_1505", "handle": "mei-tanaka-ross", "display_name": "Mei Tanaka-Ross"},
        ],
    }
    s["images"] = [receipt, chat, board, ana]
    s["rounds"] = [
        {
            "query": "split this 4 ways w the girls pls, request them",
            "images": ["bill", "group_chat", "chalkboard"],
            "transition": "once the three requests are sent",
        },
        {
            "query": "ugh see what ana says. fix it",
            "images": ["ana_text"],
            "transition": "once the requests are redone",
        },
    ]
    s["challenge"] = {
        "type": "goal_change",
        "round": 2,
        "details": "Ana paid the tip on her own card: the tip comes off the bill and the split is redone for everyone.",
    }
    s["flow_type"] = "compute"
    s["arrival_pattern"] = "mixed"
    first = [("pu_1502", 6057), ("pu_1503", 6057), ("pu_1501", 6057)]
    second = [("pu_1502", 5127), ("pu_1503", 5127), ("pu_1501", 5127)]
    changes: list[dict[str, Any]] = [
        {
            "op": "create",
            "table": "payment_splits",
            "fields": {"total_cents": 24227, "owner_share_cents": 6056},
        },
        {
            "op": "create",
            "table": "payment_splits",
            "fields": {"total_cents": 20507, "owner_share_cents": 5126},
        },
    ]
    changes += [
        {
            "op": "create",
            "table": "payment_requests",
            "fields": {
                "direction": "outgoing",
                "user_id": u,
                "amount_cents": c,
                "status": "cancelled",
            },
        }
        for u, c in first
    ]
    changes += [
        {
            "op": "create",
            "table": "payment_requests",
            "fields": {
                "direction": "outgoing",
                "user_id": u,
                "amount_cents": c,
                "status": "pending",
            },
        }
        for u, c in second
    ]
    s["expected_changes"] = {"changes": changes}
    s["completion_criteria"] = (
        "The first split of $242.27 has its three $60.57 requests (to @meitanaka, @bex-okoro, "
        "@ana-sousa-rn; not Ana Bright or Mei Tanaka-Ross) cancelled, and a new split of $205.07 "
        "(total minus the $37.20 tip) sent $51.27 requests to the same three."
    )
    s["expected_tools"] = ["split_payment_bill", "list_payment_requests", "cancel_payment_request"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {
                    "tool": "split_payment_bill",
                    "save_as": "split1",
                    "arguments": {
                        "total_amount": 242.27,
                        "participants": ["@meitanaka", "@bex-okoro", "@ana-sousa-rn"],
                        "note": "Casa Olivar tapas",
                        "emoji": "🥘",
                        "receipt_image_id": "{{image:bill}}",
                    },
                },
            ],
            "reply": "Split the $242.27 Casa Olivar bill four ways: requested $60.57 each from Mei, Bex and Ana (your share is $60.56).",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "list_payment_requests", "arguments": {"direction": "outgoing"}},
                {
                    "tool": "cancel_payment_request",
                    "arguments": {"request_id": "{{split1.requests[0].id}}"},
                },
                {
                    "tool": "cancel_payment_request",
                    "arguments": {"request_id": "{{split1.requests[1].id}}"},
                },
                {
                    "tool": "cancel_payment_request",
                    "arguments": {"request_id": "{{split1.requests[2].id}}"},
                },
                {"code": "print(round(242.27 - 37.20, 2))"},
                {
                    "tool": "split_payment_bill",
                    "arguments": {
                        "total_amount": 205.07,
                        "participants": ["@meitanaka", "@bex-okoro", "@ana-sousa-rn"],
                        "note": "Casa Olivar tapas (no tip)",
                        "emoji": "🥘",
                    },
                },
            ],
            "reply": "Cancelled the three $60.57 requests and split $205.07 (the bill without the $37.20 tip) again: $51.27 each from Mei, Bex and Ana.",
        },
    ]
    s["tags"] = ["money", "payments", "restaurant", "tip"]
    return s


def pay_stub(
    employer: str,
    employee: str,
    rows: Sequence[tuple[str, str, str, str]],
    deductions: Sequence[tuple[str, str]],
    *,
    gross: str,
    net: str,
    period: str,
    pay_date: str,
    next_pay: str,
    footer: str,
    description: str,
) -> Drawing:
    """An earnings statement (pay stub): earnings (label, hours, rate, amount), deductions."""
    from kit.core import TextCanvas

    w = 940
    h = 330 + 40 * (len(rows) + len(deductions)) + 160
    c = TextCanvas(w, h, (253, 253, 250))
    c.draw.rectangle((0, 0, w, 76), fill=(40, 62, 88))
    c.text((36, 20), employer, 30, "white", "bold")
    c.text((w - 36, 26), "EARNINGS STATEMENT", 22, "white", "bold", anchor="ra")
    c.text((36, 96), f"Employee: {employee}", 21)
    c.text((36, 128), f"Pay period: {period}", 21)
    c.text((w - 36, 96), f"Pay date: {pay_date}", 21, anchor="ra")
    c.text((w - 36, 128), f"Next pay date: {next_pay}", 21, anchor="ra")
    y = 178.0
    c.draw.rectangle((30, y, w - 30, y + 38), fill=(230, 235, 242))
    for x, head, anchor in (
        (40, "Earnings", "la"),
        (520, "Hours", "ra"),
        (680, "Rate", "ra"),
        (w - 40, "Amount", "ra"),
    ):
        c.text((x, y + 8), head, 19, style="bold", anchor=anchor, record=False)
    c.lines.append("Earnings  Hours  Rate  Amount")
    y += 50
    for label, hours, rate, amount in rows:
        c.text((40, y), label, 21, record=False)
        c.text((520, y), hours, 21, anchor="ra", record=False)
        c.text((680, y), rate, 21, anchor="ra", record=False)
        c.text((w - 40, y), amount, 21, anchor="ra", record=False)
        c.lines.append(f"{label}  {hours}  {rate}  {amount}")
        y += 40
    c.text((40, y), "Gross pay", 22, style="bold", record=False)
    c.text((w - 40, y), gross, 22, style="bold", anchor="ra", record=False)
    c.lines.append(f"Gross pay  {gross}")
    y += 52
    for label, amount in deductions:
        c.text((40, y), label, 20, (60, 60, 60), record=False)
        c.text((w - 40, y), amount, 20, (60, 60, 60), anchor="ra", record=False)
        c.lines.append(f"{label}  {amount}")
        y += 38
    c.draw.line((30, y + 4, w - 30, y + 4), fill=(150, 150, 150), width=2)
    y += 18
    c.text((40, y), "NET PAY", 25, style="bold", record=False)
    c.text((w - 40, y), net, 25, style="bold", anchor="ra", record=False)
    c.lines.append(f"NET PAY  {net}")
    y += 56
    c.text((40, y), footer, 19, (70, 70, 70))
    y += 40
    img = c.image.crop((0, 0, w, int(y + 10)))
    from kit.documents import _paper_shadow

    return Drawing(_paper_shadow(img), c.lines, "pay_stub", "docs_charts_tables", description)


# --------------------------------------------------------------------------- mon_overtime_paystub


def mon_overtime_paystub(screens: Screens) -> Scenario:
    """Validate a pay stub's overtime against a handwritten log, email payroll the
    shortfall, then a to-do on the next pay date the stub shows."""
    sid = "mon_overtime_paystub"
    imgs = ImageSet(sid, script=__file__)
    stub = imgs.add(
        "pay_stub",
        pay_stub(
            "Ridgeline Logistics",
            "Marcus Bell  #40417",
            [
                ("Regular", "80.00", "28.50", "2,280.00"),
                ("Overtime 1.5x", "10.00", "42.75", "427.50"),
                ("Shift differential", "24.00", "1.25", "30.00"),
            ],
            [
                ("Federal income tax", "-271.40"),
                ("Social Security", "-169.73"),
                ("Medicare", "-39.69"),
                ("Ohio state tax", "-58.12"),
                ("401(k) 5%", "-136.88"),
            ],
            gross="2,737.50",
            net="2,061.68",
            period="07/06/2025 - 07/19/2025",
            pay_date="07/25/2025",
            next_pay="08/08/2025",
            footer="Questions about your pay? payroll@ridgeline-logistics.example",
            description="Ridgeline Logistics pay stub for Marcus Bell, period Jul 6-19 2025: overtime 10.00 h at $42.75, net $2,061.68, next pay date 08/08/2025, payroll@ridgeline-logistics.example",
        ),
        decisive=["10.00", "42.75", "08/08/2025", "payroll@ridgeline-logistics.example"],
    )
    log = imgs.add(
        "ot_log",
        documents.note(
            ["OT - July", "wk of 7/6:  5.5 hrs", "wk of 7/13: 7.0 hrs", "total 12.5 hrs"],
            paper="lined",
            style="hand-humor",
            seed=f"{sid}:log",
            description="Handwritten overtime log on lined paper: week of 7/6 5.5 hrs, week of 7/13 7.0 hrs, total 12.5 hrs",
        ),
        decisive=["12.5"],
    )
    reply = imgs.add(
        "payroll_reply",
        screens.email(
            "Ridgeline Payroll <payroll@ridgeline-logistics.example>",
            "RE: Overtime correction",
            "Jul 28, 2025, 9:03 AM",
            [
                "Thanks for reaching out. This is an automatic reply.",
                "Approved hour corrections are paid with your next regular paycheck (see the next pay date on your earnings statement).",
                "Corrections received after the payroll cutoff roll to the following pay date.",
                "- Ridgeline Payroll Team",
            ],
            to="marcus.bell@example.com",
            description="Payroll auto-reply: approved hour corrections are paid with the next regular paycheck (the next pay date on the earnings statement)",
        ),
    )
    s = base(
        sid,
        "Overtime shortfall from the stub vs a handwritten log, email to payroll, to-do on the next pay date",
        description=(
            "Marcus thinks his overtime was short. The stub pays 10.00 OT hours at $42.75; his log "
            "says 12.5, so 2.5 h x $42.75 = $106.88 is missing. He emails payroll (address on the "
            "stub's footer) with the amount; payroll's auto-reply says corrections come with the next "
            "paycheck, whose date (08/08/2025) is only on the stub: a to-do that day in Personal."
        ),
        domains=["email", "todo", "vision"],
        reference_time="2025-07-28T07:40:00-04:00",
        owner=("Marcus", "Bell", "+16145550127", "marcus.bell@example.com"),
        about="Marcus Bell, 45, warehouse shift supervisor in Columbus, Ohio; paid every two weeks.",
        style="blunt, short, no greetings",
    )
    s["initial_entities"] = {
        "email_folders": [
            {"id": "fld_inbox", "name": "Inbox", "role": "inbox"},
            {"id": "fld_sent", "name": "Sent", "role": "sent"},
            {"id": "fld_drafts", "name": "Drafts", "role": "drafts"},
            {"id": "fld_trash", "name": "Trash", "role": "trash"},
        ],
        "emails": [
            {
                "id": "em_1601",
                "folder_id": "fld_inbox",
                "status": "received",
                "from_address": "benefits@ridgeline-logistics.example",
                "from_name": "Ridgeline HR Benefits",
                "to_addresses": ["marcus.bell@example.com"],
                "subject": "Open enrollment starts Aug 1",
                "body": "Review your medical and dental elections before Aug 15.",
                "thread_id": "eth_1601",
                "sent_at": "2025-07-21T10:00:00-04:00",
            },
        ],
        "todo_projects": [
            {"id": "tprj_1601", "name": "Inbox", "is_inbox": True},
            {"id": "tprj_1602", "name": "Personal", "color": "blue"},
            {"id": "tprj_1603", "name": "Warehouse", "color": "orange"},
        ],
        "todo_tasks": [
            {
                "id": "tsk_1601",
                "project_id": "tprj_1602",
                "content": "Check paycheck for shift differential",
                "due_date": "2025-06-27",
                "is_completed": True,
                "completed_at": "2025-06-27T18:00:00-04:00",
            },
        ],
    }
    s["images"] = [stub, log, reply]
    s["rounds"] = [
        {
            "query": "pretty sure my last check shorted me on overtime. how do i even check that",
            "transition": "once the assistant asks for the pay stub and the hours",
        },
        {
            "query": "stub and my own log. am i right? if so email payroll and ask them to fix it, tell them exactly how much",
            "images": ["pay_stub", "ot_log"],
            "transition": "once the email to payroll is sent",
        },
        {
            "query": "got this back. put a todo in personal to check my check the day the fix should show up",
            "images": ["payroll_reply"],
            "transition": "once the to-do exists",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "validate"
    s["arrival_pattern"] = "late"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "emails",
                "fields": {
                    "status": "sent",
                    "to_addresses": ["payroll@ridgeline-logistics.example"],
                    "body": "106.88",
                },
                "similarity": {"body": {"method": "contains"}},
                "note": "(12.5 - 10.00) x 42.75 = 106.875 -> $106.88",
            },
            {
                "op": "create",
                "table": "todo_tasks",
                "fields": {
                    "project_id": "tprj_1602",
                    "due_date": "2025-08-08",
                    "is_completed": False,
                },
            },
        ]
    }
    s["completion_criteria"] = (
        "An email to payroll@ridgeline-logistics.example saying 2.5 overtime hours ($106.88 at $42.75) "
        "are missing from the Jul 6-19 stub; a to-do in Personal due 2025-08-08 (the stub's next pay "
        "date) to check the correction."
    )
    s["expected_tools"] = ["crop_image", "send_email", "list_todo_projects", "create_todo_task"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [],
            "reply": "Send me a photo of the pay stub and your own record of the overtime hours you worked that pay period, and I'll compare them.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "crop_image",
                    "arguments": {
                        "image_id": "{{image:pay_stub}}",
                        "x1": 0,
                        "y1": 250,
                        "x2": 1000,
                        "y2": 520,
                    },
                },
                {"code": "print((12.5 - 10.00) * 42.75)"},
                {
                    "tool": "send_email",
                    "arguments": {
                        "to": ["payroll@ridgeline-logistics.example"],
                        "subject": "Overtime correction - Marcus Bell #40417, pay date 07/25/2025",
                        "body": "Hello,\n\nMy pay stub for 07/06/2025 - 07/19/2025 shows 10.00 overtime hours, but I worked 12.5 (5.5 the week of 7/6 and 7.0 the week of 7/13). The missing 2.5 hours at $42.75 come to $106.88. Please correct it.\n\nThanks,\nMarcus Bell",
                    },
                },
            ],
            "reply": "You're right: the stub pays 10.00 OT hours, your log says 12.5. The missing 2.5 h at $42.75 = $106.88. I emailed payroll@ridgeline-logistics.example asking them to fix it.",
        },
        {
            "round": 3,
            "steps": [
                {"tool": "list_todo_projects", "arguments": {}},
                {
                    "tool": "create_todo_task",
                    "arguments": {
                        "content": "Check paycheck for the $106.88 overtime correction",
                        "project_id": "tprj_1602",
                        "due_date": "2025-08-08",
                    },
                },
            ],
            "reply": "Corrections come with the next paycheck, which your stub says is 08/08/2025. Added a to-do in Personal for that day.",
        },
    ]
    s["tags"] = ["money", "pay_stub", "handwriting", "multi_app", "vision"]
    return s


# --------------------------------------------------------------------------- mon_requests_cleanup


def mon_requests_cleanup(screens: Screens) -> Scenario:
    """Five pending requests: pay the right pizza one, decline its wrong twin, replace an
    over-requested shuttle with a direct payment, decline and block a scam."""
    sid = "mon_requests_cleanup"
    imgs = ImageSet(sid, script=__file__)
    pizza = imgs.add(
        "pizza_receipt",
        scaled(
            documents.receipt(
                "PIZZERIA BEDDIA",
                [("Plain pie x2", "56.00"), ("Hot honey pie", "24.00"), ("Salad", "10.00")],
                subtotal="90.00",
                tax="0.00",
                total="90.00",
                date="06/20/2025  20:41",
                address="1313 N Lee St, Philadelphia",
                payment="VISA **** 8870",
                extra_lines=["Split 4 ways: $22.50 each"],
                description="Pizza receipt 06/20/2025: total $90.00, printed note split 4 ways $22.50 each",
            ),
            1.1,
        ),
        decisive=["$22.50 each"],
    )
    kai = imgs.add(
        "kai_text",
        screens.chat(
            "Kai Nakoa",
            [
                ("them", "ugh I messed up the shuttle request 🤦", "2:14 PM"),
                ("them", "the real price is on the confirmation, I'll send it", "2:15 PM"),
                ("them", "just decline mine and send me that instead, easier", "2:15 PM"),
            ],
            clock="2:20",
            description="Text from Kai Nakoa: he messed up the shuttle request; decline it and send the real price from the confirmation instead",
        ),
    )
    shuttle = imgs.add(
        "shuttle_confirmation",
        screens.booking(
            "Roo Shuttles",
            "Round trip shuttle - 2 riders",
            [
                ("Route", "Nashville - Manchester, TN"),
                ("Dates", "Jun 12 - Jun 15"),
                ("Riders", "Kai Nakoa + 1"),
                ("Your share", "$110.00"),
            ],
            reference="RS-70215",
            accent="#7a3cc2",
            description="Shuttle booking confirmation RS-70215 for Kai and one friend: the friend's share is $110.00",
        ),
        decisive=["$110.00"],
    )
    scam = imgs.add(
        "scam_sms",
        screens.chat(
            "+1 (844) 555-0199",
            [
                (
                    "them",
                    "VENMO ALERT: your account is LIMITED. Pay the $300 verification request from @venmo-rewards-team within 24h to restore access.",
                    "11:02 AM",
                ),
            ],
            subtitle="Text Message",
            clock="11:05",
            description="Suspicious SMS claiming the Venmo account is limited and asking to pay a $300 verification request from @venmo-rewards-team",
        ),
        decisive=["@venmo-rewards-team"],
    )
    s = base(
        sid,
        "Clean up pending payment requests: right pizza share, shuttle replaced by the real price, scam blocked",
        description=(
            "Five incoming requests. Jonah Weiss sent two for pizza ($25.50 and $22.50); the receipt "
            "says $22.50 each, so one is paid and the other declined. Kai over-requested the shuttle: "
            "decline it and send $110.00 from the confirmation. A fake 'rewards team' request is "
            "declined and the user blocked. Jonah Weissman's $18 lunch request stays untouched."
        ),
        domains=["payments"],
        reference_time="2025-06-22T15:00:00-04:00",
        owner=("Tamsin", "Greaves", "+12155550148", "tamsin.greaves@example.com"),
        about="Tamsin Greaves, 31, sound engineer in Philadelphia, behind on her Venmo notifications after a festival.",
        style="dry humour, full sentences",
    )
    s["initial_entities"] = {
        "payment_account": [
            {
                "id": "me",
                "handle": "tamsin-g",
                "display_name": "Tamsin Greaves",
                "balance_cents": 41275,
            }
        ],
        "payment_users": [
            {
                "id": "pu_1701",
                "handle": "jonah-weiss",
                "display_name": "Jonah Weiss",
                "is_friend": True,
            },
            {"id": "pu_1702", "handle": "kainakoa", "display_name": "Kai Nakoa", "is_friend": True},
            {
                "id": "pu_1703",
                "handle": "venmo-rewards-team",
                "display_name": "Venmo Rewards Team",
                "is_business": True,
            },
            {
                "id": "pu_1704",
                "handle": "jweissman",
                "display_name": "Jonah Weissman",
                "is_friend": True,
            },
        ],
        "payment_requests": [
            {
                "id": "preq_1701",
                "direction": "incoming",
                "user_id": "pu_1701",
                "amount_cents": 2550,
                "note": "pizza night 🍕",
                "created_at": "2025-06-20T22:10:00-04:00",
            },
            {
                "id": "preq_1702",
                "direction": "incoming",
                "user_id": "pu_1701",
                "amount_cents": 2250,
                "note": "pizza night 🍕",
                "created_at": "2025-06-20T22:14:00-04:00",
            },
            {
                "id": "preq_1703",
                "direction": "incoming",
                "user_id": "pu_1702",
                "amount_cents": 12000,
                "note": "Roo shuttle 🚌",
                "created_at": "2025-06-21T09:30:00-04:00",
            },
            {
                "id": "preq_1704",
                "direction": "incoming",
                "user_id": "pu_1703",
                "amount_cents": 30000,
                "note": "account verification fee",
                "created_at": "2025-06-22T10:58:00-04:00",
            },
            {
                "id": "preq_1705",
                "direction": "incoming",
                "user_id": "pu_1704",
                "amount_cents": 1800,
                "note": "lunch",
                "created_at": "2025-06-19T13:00:00-04:00",
            },
        ],
    }
    s["images"] = [pizza, kai, shuttle, scam]
    s["rounds"] = [
        {
            "query": "Jonah's pizza request, I think he sent it twice and they're not even the same. Pay the right one and decline the other, please.",
            "images": ["pizza_receipt"],
            "transition": "once one pizza request is paid and the other declined",
        },
        {
            "query": "Next, Kai. Do what he says.",
            "images": ["kai_text", "shuttle_confirmation"],
            "transition": "once Kai's request is declined and he is paid",
        },
        {
            "query": "And then this charming message arrived. There is a matching request, isn't there. Get rid of it and make sure they can't bother me again.",
            "images": ["scam_sms"],
            "transition": "once the scam request is declined and the user blocked",
        },
    ]
    s["challenge"] = {
        "type": "state_mutation",
        "details": "Existing incoming requests must be paid or declined, and a user blocked.",
    }
    s["flow_type"] = "filter"
    s["arrival_pattern"] = "progressive"
    s["expected_changes"] = {
        "allowed_tables": ["payment_account"],
        "changes": [
            {
                "op": "update",
                "table": "payment_requests",
                "match": {"id": "preq_1702"},
                "fields": {"status": "paid"},
            },
            {
                "op": "create",
                "table": "payment_transactions",
                "fields": {
                    "direction": "sent",
                    "user_id": "pu_1701",
                    "amount_cents": 2250,
                    "request_id": "preq_1702",
                },
            },
            {
                "op": "update",
                "table": "payment_requests",
                "match": {"id": "preq_1701"},
                "fields": {"status": "declined"},
            },
            {
                "op": "update",
                "table": "payment_requests",
                "match": {"id": "preq_1703"},
                "fields": {"status": "declined"},
            },
            {
                "op": "create",
                "table": "payment_transactions",
                "fields": {"direction": "sent", "user_id": "pu_1702", "amount_cents": 11000},
            },
            {
                "op": "update",
                "table": "payment_requests",
                "match": {"id": "preq_1704"},
                "fields": {"status": "declined"},
            },
            {
                "op": "update",
                "table": "payment_users",
                "match": {"id": "pu_1703"},
                "fields": {"is_blocked": True},
            },
        ],
    }
    s["completion_criteria"] = (
        "Jonah Weiss's $22.50 pizza request is paid and his $25.50 one declined; Kai's $120 request is "
        "declined and Kai is sent $110.00; the $300 'verification' request is declined and "
        "@venmo-rewards-team is blocked; Jonah Weissman's $18 request is untouched."
    )
    s["expected_tools"] = [
        "list_payment_requests",
        "pay_payment_request",
        "decline_payment_request",
        "send_payment",
        "block_payment_user",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "list_payment_requests", "arguments": {"direction": "incoming"}},
                {"tool": "pay_payment_request", "arguments": {"request_id": "preq_1702"}},
                {"tool": "decline_payment_request", "arguments": {"request_id": "preq_1701"}},
            ],
            "reply": "The receipt says $22.50 each, so I paid Jonah Weiss's $22.50 request and declined the $25.50 one.",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "decline_payment_request", "arguments": {"request_id": "preq_1703"}},
                {
                    "tool": "send_payment",
                    "arguments": {
                        "recipient": "@kainakoa",
                        "amount": 110.0,
                        "note": "Roo shuttle (RS-70215) 🚌",
                    },
                },
            ],
            "reply": "Declined Kai's $120 request and sent him $110.00, your share on the shuttle confirmation.",
        },
        {
            "round": 3,
            "steps": [
                {"tool": "decline_payment_request", "arguments": {"request_id": "preq_1704"}},
                {"tool": "block_payment_user", "arguments": {"user": "@venmo-rewards-team"}},
            ],
            "reply": "Yes, a $300 'account verification fee' request from @venmo-rewards-team. Declined it and blocked them. Venmo never asks you to pay to verify your account.",
        },
    ]
    s["tags"] = ["money", "payments", "scam"]
    return s


# --------------------------------------------------------------------------- mon_lawn_invoice


def mon_lawn_invoice(screens: Screens) -> Scenario:
    """Invoice says 'pay the business phone on your magnet': phone -> payments user ->
    payment; next visit into the calendar, then moved by the company's text."""
    sid = "mon_lawn_invoice"
    imgs = ImageSet(sid, script=__file__)
    invoice = imgs.add(
        "invoice",
        documents.invoice(
            "Greenleaf Lawn Care",
            "GL-2231",
            bill_to=["Dolores Ibarra", "8815 N Willamette Blvd", "Portland, OR 97203"],
            issued="Aug 1 2025",
            due="Aug 15 2025",
            lines=[
                ("Mowing + edging (Jul)", "4", "35.00", "140.00"),
                ("Hedge trim", "1", "65.00", "65.00"),
            ],
            total="205.00",
            notes=[
                "Pay by Venmo: search the business phone on your fridge magnet.",
                "Next visit: Thu Aug 14, 8:00 AM",
            ],
            accent=(40, 120, 60),
            description="Greenleaf Lawn Care invoice GL-2231 for Dolores Ibarra: 4 mowings at $35 and a hedge trim $65, total $205.00; pay by Venmo via the business phone on the magnet; next visit Thu Aug 14 8:00 AM",
        ),
        decisive=["$205.00", "Thu Aug 14, 8:00 AM"],
    )
    magnet = imgs.add(
        "fridge_magnet",
        photos.composite(
            "water_drop",
            ["GREENLEAF", "LAWN CARE", "(503) 555-0187"],
            seed=f"{sid}:magnet",
            style="label",
            accent=(40, 120, 60),
            panel_width=0.6,
            description="Photo of a fridge magnet: Greenleaf Lawn Care, (503) 555-0187",
            kind="magnet_photo",
        ),
        decisive=["(503) 555-0187"],
    )
    text = imgs.add(
        "reschedule_text",
        screens.chat(
            "(503) 555-0187",
            [
                (
                    "them",
                    "Hi Dolores, Greenleaf here. Rain Thursday so we're moving your visit to Fri Aug 15 at 7:30 AM. Thanks for the payment!",
                    "4:12 PM",
                ),
            ],
            subtitle="Text Message",
            clock="4:15",
            description="Text from Greenleaf's number: rain Thursday, the visit moves to Fri Aug 15 at 7:30 AM",
        ),
        decisive=["Fri Aug 15 at 7:30 AM"],
    )
    lawn = imgs.add(
        "lawn_photo",
        photos.photo(
            "grass",
            seed=f"{sid}:lawn",
            description="Close-up of freshly cut green grass (the user's lawn after the last mowing)",
        ),
    )
    s = base(
        sid,
        "Lawn invoice paid through the phone on a fridge magnet; next visit in the calendar, then moved",
        description=(
            "The invoice says to pay by Venmo using the business phone on the magnet: two Greenleaf "
            "businesses are on the app, only one has (503) 555-0187. Then the next visit (Thu Aug 14, "
            "8:00) goes into the calendar, and the company's text moves it to Fri Aug 15, 7:30."
        ),
        domains=["payments", "calendar"],
        reference_time="2025-08-04T12:30:00-07:00",
        owner=("Dolores", "Ibarra", "+15035550111", "dolores.ibarra@example.com"),
        about="Dolores Ibarra, 67, retired librarian in North Portland who has her lawn mowed by a local company.",
        style="warm, a little formal, writes out words",
    )
    s["initial_entities"] = {
        "payment_account": [
            {
                "id": "me",
                "handle": "dolores-ibarra",
                "display_name": "Dolores Ibarra",
                "balance_cents": 51000,
            }
        ],
        "payment_users": [
            {
                "id": "pu_1801",
                "handle": "greenleaf-landscaping",
                "display_name": "Greenleaf Landscaping",
                "phone": "+15035550178",
                "is_business": True,
            },
            {
                "id": "pu_1802",
                "handle": "greenleaflawnpdx",
                "display_name": "Greenleaf Lawn Care",
                "phone": "+15035550187",
                "is_business": True,
            },
            {
                "id": "pu_1803",
                "handle": "greenleaf-lawn",
                "display_name": "Greenleaf Lawn & Garden",
                "phone": "+15415550187",
                "is_business": True,
            },
        ],
        "calendars": [
            {"id": "cal_1801", "name": "Home", "color": "green", "is_default": True},
            {"id": "cal_1802", "name": "Book club", "color": "purple"},
        ],
        "calendar_events": [
            {
                "id": "evt_1801",
                "calendar_id": "cal_1801",
                "title": "Lawn mowing",
                "start_at": "2025-07-31T08:00:00",
                "end_at": "2025-07-31T09:00:00",
            },
            {
                "id": "evt_1802",
                "calendar_id": "cal_1802",
                "title": "Book club at Ruth's",
                "start_at": "2025-08-14T18:30:00",
                "end_at": "2025-08-14T20:00:00",
            },
        ],
    }
    s["images"] = [invoice, magnet, text, lawn]
    s["rounds"] = [
        {
            "query": "Good afternoon. Would you please pay the lawn company's invoice the way they ask, and put their next visit in my calendar?",
            "images": ["invoice", "fridge_magnet"],
            "transition": "once the invoice is paid and the visit is in the calendar",
        },
        {
            "query": "They have just texted me this. Could you fix the calendar? The lawn looks lovely, by the way.",
            "images": ["reschedule_text", "lawn_photo"],
            "transition": "once the visit is moved",
        },
    ]
    s["challenge"] = {
        "type": "goal_change",
        "round": 2,
        "details": "The company moves the visit: the calendar must show the new day and time.",
    }
    s["flow_type"] = "lookup_chain"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "allowed_tables": ["payment_account"],
        "changes": [
            {
                "op": "create",
                "table": "payment_transactions",
                "fields": {"direction": "sent", "user_id": "pu_1802", "amount_cents": 20500},
            },
            {
                "op": "create",
                "table": "calendar_events",
                "fields": {
                    "calendar_id": "cal_1801",
                    "title": "Greenleaf",
                    "start_at": "2025-08-15T07:30:00",
                },
                "similarity": {
                    "title": {"method": "contains", "case_sensitive": False},
                    "start_at": {"method": "datetime"},
                },
            },
        ],
    }
    s["completion_criteria"] = (
        "$205.00 sent to Greenleaf Lawn Care (@greenleaflawnpdx, phone 503-555-0187; not Greenleaf "
        "Landscaping or Greenleaf Lawn & Garden); one Greenleaf event in the Home calendar starting "
        "Fri 2025-08-15 07:30 (moved from Thu Aug 14 08:00)."
    )
    s["expected_tools"] = [
        "search_payment_users",
        "send_payment",
        "create_calendar_event",
        "reschedule_calendar_event",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "search_payment_users", "arguments": {"query": "(503) 555-0187"}},
                {
                    "tool": "send_payment",
                    "arguments": {
                        "recipient": "+15035550187",
                        "amount": 205.0,
                        "note": "Invoice GL-2231 lawn care",
                    },
                },
                {
                    "tool": "create_calendar_event",
                    "save_as": "visit",
                    "arguments": {
                        "title": "Greenleaf lawn visit",
                        "start": "2025-08-14T08:00:00",
                        "end": "2025-08-14T09:00:00",
                        "calendar_id": "cal_1801",
                    },
                },
            ],
            "reply": "Paid $205.00 to Greenleaf Lawn Care (the account with 503-555-0187 from your magnet) and added their next visit on Thursday Aug 14 at 8:00 AM to your Home calendar.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "reschedule_calendar_event",
                    "arguments": {
                        "event_id": "{{visit.event.id}}",
                        "new_start": "2025-08-15T07:30:00",
                        "new_end": "2025-08-15T08:30:00",
                    },
                },
            ],
            "reply": "Moved the Greenleaf visit to Friday Aug 15 at 7:30 AM. Glad the lawn looks lovely!",
        },
    ]
    s["tags"] = ["money", "payments", "invoice", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_warehouse_house_run


def mon_warehouse_house_run(screens: Screens) -> Scenario:
    """Only the house items of a long warehouse receipt go to the house group (the
    whiteboard says which); a housemate adds the batteries: the expense grows."""
    sid = "mon_warehouse_house_run"
    imgs = ImageSet(sid, script=__file__)
    items = [
        ("KS BATH TISSUE 30CT", "23.99"),
        ("ROTISSERIE CHICKEN", "4.99"),
        ("KS PAPER TOWEL 12CT", "22.49"),
        ("PROTEIN BARS 24CT", "24.99"),
        ("DAWN DISH SOAP 2PK", "9.99"),
        ("BLUEBERRIES 2LB", "7.49"),
        ("TRASH BAGS 200CT", "18.99"),
        ("MENS SOCKS 6PK", "14.99"),
        ("TIDE PODS 152CT", "24.99"),
        ("COFFEE BEANS 2.5LB", "16.99"),
        ("OLIVE OIL 2L", "19.99"),
        ("DURACELL AA 48CT", "17.99"),
        ("SPARKLING WATER 35PK", "13.99"),
    ]
    receipt = imgs.add(
        "receipt",
        scaled(
            documents.receipt(
                "WAREHOUSE CLUB #0417",
                items,
                subtotal="221.86",
                tax="0.00",
                total="221.86",
                date="09/06/2025  11:18",
                address="4000 Stone Way N, Seattle",
                payment="MC **** 6652",
                footer="ITEMS SOLD = 13",
                description="Long warehouse-club receipt 09/06/2025 with 13 items (household supplies and personal groceries), total $221.86",
            ),
            1.3,
        ),
        decisive=["09/06/2025", "23.99", "22.49", "18.99", "24.99", "17.99"],
    )
    board = imgs.add(
        "house_whiteboard",
        photos.composite(
            "brick",
            [
                "HOUSE STUFF (split 3)",
                "toilet paper",
                "paper towels",
                "dish soap",
                "trash bags",
                "laundry pods",
            ],
            seed=f"{sid}:board",
            style="whiteboard",
            panel_width=0.62,
            description="Photo of the house whiteboard: HOUSE STUFF (split 3) - toilet paper, paper towels, dish soap, trash bags, laundry pods",
        ),
        decisive=["paper towels", "laundry pods"],
    )
    chat = imgs.add(
        "lou_chat",
        screens.chat(
            "Maple House",
            [
                ("Lou Baptiste", "thx for the costco run!!", "3:02 PM"),
                (
                    "Lou Baptiste",
                    "btw the AA batteries were for the smoke alarms right? those are house stuff too",
                    "3:03 PM",
                ),
                ("Keanu Hale", "agreed, put them on the house", "3:05 PM"),
            ],
            subtitle="Lou, Keanu, you",
            clock="3:07",
            description="House group chat: Lou and Keanu say the AA batteries (for the smoke alarms) count as house stuff too",
        ),
    )
    s = base(
        sid,
        "Household items of a long warehouse receipt into the house group, then the batteries added",
        description=(
            "Sofia did a warehouse run. Only the items on the house whiteboard are shared: toilet "
            "paper 23.99 + paper towels 22.49 + dish soap 9.99 + trash bags 18.99 + laundry pods 24.99 "
            "= $100.45 (not the $221.86 total). Then the housemates add the AA batteries ($17.99): the "
            "same expense becomes $118.44."
        ),
        domains=["expenses", "vision"],
        reference_time="2025-09-06T14:40:00-07:00",
        owner=("Sofia", "Marin", "+12065550183", "sofia.marin@example.com"),
        about="Sofia Marin, 27, barista and grad student in Seattle, shares a house with Lou and Keanu.",
        style="friendly, emoji now and then",
    )
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_1901",
                "first_name": "Lou",
                "last_name": "Baptiste",
                "relationship": "friend",
            },
            {"id": "ct_1902", "first_name": "Keanu", "last_name": "Hale", "relationship": "friend"},
        ],
        "expense_people": [
            {"id": "ep_1900", "name": "Sofia Marin", "is_me": True},
            {"id": "ep_1901", "name": "Lou Baptiste", "contact_id": "ct_1901"},
            {"id": "ep_1902", "name": "Keanu Hale", "contact_id": "ct_1902"},
        ],
        "expense_groups": [
            {"id": "eg_1901", "name": "Maple House", "group_type": "home", "currency": "USD"},
            {"id": "eg_1902", "name": "Sofia & Lou", "group_type": "couple", "currency": "USD"},
        ],
        "expense_group_members": [
            {
                "group_id": "eg_1901",
                "person_id": "ep_1900",
                "joined_at": "2025-01-05T10:00:00-08:00",
            },
            {
                "group_id": "eg_1901",
                "person_id": "ep_1901",
                "joined_at": "2025-01-05T10:00:00-08:00",
            },
            {
                "group_id": "eg_1901",
                "person_id": "ep_1902",
                "joined_at": "2025-01-05T10:00:00-08:00",
            },
            {
                "group_id": "eg_1902",
                "person_id": "ep_1900",
                "joined_at": "2025-02-01T10:00:00-08:00",
            },
            {
                "group_id": "eg_1902",
                "person_id": "ep_1901",
                "joined_at": "2025-02-01T10:00:00-08:00",
            },
        ],
        "expenses": [
            {
                "id": "exp_1901",
                "group_id": "eg_1901",
                "description": "Warehouse run (house stuff)",
                "amount_cents": 8712,
                "category": "household_supplies",
                "date": "2025-08-02",
                "paid_by": "ep_1902",
                "split_type": "equal",
            },
        ],
        "expense_splits": [
            {"expense_id": "exp_1901", "person_id": "ep_1900", "owed_cents": 2904},
            {"expense_id": "exp_1901", "person_id": "ep_1901", "owed_cents": 2904},
            {"expense_id": "exp_1901", "person_id": "ep_1902", "owed_cents": 2904},
        ],
    }
    s["images"] = [receipt, board, chat]
    s["rounds"] = [
        {
            "query": "did the big warehouse run for the house today 🛒 gonna send you the receipt in a sec",
            "transition": "once the assistant asks for the receipt",
        },
        {
            "query": "ok here! only the house stuff goes in the house group, the rest is mine. it's on our whiteboard. i paid, split 3",
            "images": ["receipt", "house_whiteboard"],
            "transition": "once the house expense is added",
        },
        {
            "query": "lol they want the batteries in too. fine, update it",
            "images": ["lou_chat"],
            "transition": "once the expense includes the batteries",
        },
    ]
    s["challenge"] = {
        "type": "goal_change",
        "round": 3,
        "details": "The housemates add the AA batteries to the shared items: the expense amount grows.",
    }
    s["flow_type"] = "aggregate"
    s["arrival_pattern"] = "late"
    s["expected_changes"] = {
        "allowed_tables": ["expense_splits"],
        "changes": [
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_1901",
                    "amount_cents": 11844,
                    "paid_by": "ep_1900",
                    "date": "2025-09-06",
                    "split_type": "equal",
                },
                "note": "23.99 + 22.49 + 9.99 + 18.99 + 24.99 = 100.45, + 17.99 batteries = 118.44",
            },
        ],
    }
    s["completion_criteria"] = (
        "One expense in 'Maple House' paid by Sofia, split equally among three, dated 2025-09-06, for "
        "$118.44 (the five whiteboard items $100.45 plus the $17.99 AA batteries); not the $221.86 total."
    )
    s["expected_tools"] = ["zoom_image", "list_expense_groups", "add_expense", "update_expense"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [],
            "reply": "Great, send it over and tell me which items are for the house.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "zoom_image",
                    "arguments": {"image_id": "{{image:receipt}}", "x": 500, "y": 450, "factor": 2},
                },
                {"code": "print(round(23.99 + 22.49 + 9.99 + 18.99 + 24.99, 2))"},
                {"tool": "list_expense_groups", "arguments": {}},
                {
                    "tool": "add_expense",
                    "save_as": "house",
                    "arguments": {
                        "description": "Warehouse run - house items",
                        "amount": 100.45,
                        "group_id": "eg_1901",
                        "paid_by": "me",
                        "category": "household_supplies",
                        "expense_date": "2025-09-06",
                        "receipt_image_id": "{{image:receipt}}",
                    },
                },
            ],
            "reply": "Added $100.45 to Maple House (toilet paper 23.99, paper towels 22.49, dish soap 9.99, trash bags 18.99, laundry pods 24.99), paid by you, split 3 ways.",
        },
        {
            "round": 3,
            "steps": [
                {
                    "tool": "update_expense",
                    "arguments": {
                        "expense_id": "{{house.id}}",
                        "amount": 118.44,
                        "notes": "incl. AA batteries for the smoke alarms",
                    },
                },
            ],
            "reply": "Updated it to $118.44 with the $17.99 AA batteries, still split three ways.",
        },
    ]
    s["tags"] = ["money", "expenses", "long_receipt", "vision"]
    return s


# --------------------------------------------------------------------------- mon_cat_sitter_pay


def mon_cat_sitter_pay(screens: Screens) -> Scenario:
    """Pay the pet sitter: visits from her text x days from the calendar screenshot x the
    cat rate from her card (+10%), to her business handle; then a thank-you with the photo."""
    sid = "mon_cat_sitter_pay"
    imgs = ImageSet(sid, script=__file__)
    card = imgs.add(
        "rate_card",
        documents.menu(
            "Whiskers & Walks",
            [
                (
                    "Rates",
                    [
                        ("Cat drop-in (30 min)", "24"),
                        ("Dog walk (45 min)", "30"),
                        ("Overnight stay", "85"),
                    ],
                ),
            ],
            tagline="Pet care by Kim Alvarado",
            footer="Venmo: @whiskers-walks-kim",
            currency="$",
            description="Pet sitter's rate card: cat drop-in (30 min) $24, dog walk (45 min) $30, overnight $85; Venmo @whiskers-walks-kim",
        ),
        decisive=["$24", "@whiskers-walks-kim"],
    )
    text = imgs.add(
        "sitter_text",
        screens.chat(
            "Kim Alvarado",
            [
                ("them", "All done! 2 drop-ins every day you were away, like we said", "7:48 PM"),
                ("them", "he was such a good boy 🧡 photo below", "7:49 PM"),
            ],
            clock="7:52",
            description="Text from Kim Alvarado: two drop-ins every day the owner was away",
        ),
        decisive=["2 drop-ins every day"],
    )
    cal = imgs.add(
        "trip_calendar",
        screens.list_screen(
            "Trips",
            [
                ("Denver trip", "Jul 3 to Jul 7"),
                ("Austin trip", "Aug 14 to Aug 17"),
                ("Chicago (tentative)", "Oct 2 to Oct 5"),
            ],
            subtitle="Calendar - Travel",
            kind="calendar_list",
            description="Calendar travel list: Denver trip Jul 3 to Jul 7 (5 days), Austin trip Aug 14 to Aug 17, Chicago (tentative) Oct 2 to Oct 5",
        ),
        decisive=["Jul 3 to Jul 7", "Aug 14 to Aug 17"],
    )
    cat = imgs.add(
        "cat_photo",
        photos.photo(
            "chelsea",
            seed=f"{sid}:cat",
            description="A ginger tabby cat looking to the side, sent by the sitter (the pet is a cat, not a dog)",
        ),
    )
    s = base(
        sid,
        "Pay the cat sitter (visits x days x cat rate + 10%) to her business handle, thank her with the photo",
        description=(
            "Kim did 2 drop-ins a day during the Denver trip (Jul 3-7, 5 days); the photo shows a cat, "
            "so the cat drop-in rate applies: 2 x 5 x $24 = $240, plus a 10% tip = $264.00, to "
            "@whiskers-walks-kim (not the similar @whiskerswalks). Then a thank-you text to Kim with "
            "the cat photo attached."
        ),
        domains=["payments", "messages", "contacts"],
        reference_time="2025-07-08T20:05:00-06:00",
        owner=("Bilal", "Chaudhry", "+17205550134", "bilal.chaudhry@example.com"),
        about="Bilal Chaudhry, 38, software consultant in Boulder who travels for work and has a cat, Mango.",
        style="efficient, polite, uses 'thx'",
    )
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_2001",
                "first_name": "Kim",
                "last_name": "Alvarado",
                "company": "Whiskers & Walks",
                "relationship": "other",
            },
            {"id": "ct_2002", "first_name": "Kim", "last_name": "Osei", "relationship": "friend"},
        ],
        "contact_phones": [
            {
                "id": "cph_2001",
                "contact_id": "ct_2001",
                "number": "+17205550190",
                "is_primary": True,
            },
            {
                "id": "cph_2002",
                "contact_id": "ct_2002",
                "number": "+17205550191",
                "is_primary": True,
            },
        ],
        "payment_account": [
            {
                "id": "me",
                "handle": "bilal-c",
                "display_name": "Bilal Chaudhry",
                "balance_cents": 38000,
            }
        ],
        "payment_users": [
            {
                "id": "pu_2001",
                "handle": "whiskers-walks-kim",
                "display_name": "Whiskers & Walks (Kim A.)",
                "is_business": True,
            },
            {
                "id": "pu_2002",
                "handle": "whiskerswalks",
                "display_name": "Whiskers and Walks Boulder",
                "is_business": True,
            },
            {
                "id": "pu_2003",
                "handle": "kim-osei",
                "display_name": "Kim Osei",
                "contact_id": "ct_2002",
                "is_friend": True,
            },
        ],
    }
    s["images"] = [card, text, cal, cat]
    s["rounds"] = [
        {
            "query": "Back from Denver. Pls pay the sitter for all her visits, add 10% as a tip. thx",
            "images": ["rate_card", "sitter_text", "trip_calendar", "cat_photo"],
            "transition": "once the sitter is paid",
        },
        {
            "query": "Also text her a thank you and send her back that photo, it's my new lock screen. And ask if she's free for my next trip, same deal",
            "transition": "once the thank-you text is sent",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "compute"
    s["arrival_pattern"] = "upfront"
    s["expected_changes"] = {
        "allowed_tables": ["payment_account"],
        "changes": [
            {
                "op": "create",
                "table": "payment_transactions",
                "fields": {"direction": "sent", "user_id": "pu_2001", "amount_cents": 26400},
                "note": "2 x 5 days (Jul 3-7) x $24 cat rate = 240, +10% = 264.00",
            },
            {
                "op": "create",
                "table": "message_threads",
                "fields": {"participants": ["+17205550190"]},
            },
            {
                "op": "create",
                "table": "messages",
                "fields": {"direction": "outgoing", "body": "Aug 14"},
                "similarity": {"body": {"method": "contains"}},
            },
            {"op": "create", "table": "message_attachments", "fields": {"image_id": "img_3"}},
        ],
    }
    s["completion_criteria"] = (
        "$264.00 sent to @whiskers-walks-kim (10 cat drop-ins at $24 = $240 plus 10%; not the dog rate, "
        "not @whiskerswalks or Kim Osei); a thank-you text to Kim Alvarado with the cat photo attached that asks about the next trip, Aug 14 (to Aug 17)."
    )
    s["expected_tools"] = [
        "search_payment_users",
        "send_payment",
        "search_contacts",
        "send_message",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"code": "days = 5  # Jul 3 - Jul 7\nprint(round(2 * days * 24 * 1.10, 2))"},
                {"tool": "search_payment_users", "arguments": {"query": "whiskers-walks-kim"}},
                {
                    "tool": "send_payment",
                    "arguments": {
                        "recipient": "@whiskers-walks-kim",
                        "amount": 264.0,
                        "note": "Cat sitting Jul 3-7 (10 drop-ins) + tip 🐈",
                    },
                },
            ],
            "reply": "Paid Kim $264.00 on Venmo (@whiskers-walks-kim): 10 cat drop-ins (2 a day, Jul 3-7) at $24 = $240, plus a 10% tip.",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "search_contacts", "arguments": {"query": "Kim Alvarado"}},
                {
                    "tool": "send_message",
                    "arguments": {
                        "recipient": "ct_2001",
                        "body": "Thank you so much for looking after Mango! Sent the payment on Venmo. Love this photo of him 🧡 Are you free for my Austin trip, Aug 14 to Aug 17? Same deal, 2 drop-ins a day.",
                        "image_ids": ["{{image:cat_photo}}"],
                    },
                },
            ],
            "reply": "Texted Kim a thank-you with the photo attached, and asked whether she's free for your Austin trip (Aug 14 to Aug 17).",
        },
    ]
    s["tags"] = ["money", "payments", "pets", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_moving_quotes


def mon_moving_quotes(screens: Screens) -> Scenario:
    """Three moving quotes (scanned, emailed, handwritten): the cheapest with full-value
    insurance wins; pay its deposit; the move goes in the calendar in the building's hours."""
    sid = "mon_moving_quotes"
    imgs = ImageSet(sid, script=__file__)
    q1 = imgs.add(
        "quote_brooklyn",
        documents.invoice(
            "Brooklyn Bros Movers",
            "EST-7710",
            bill_to=["Aisha Rahman", "41-12 Queens Blvd, Apt 5C", "Sunnyside, NY 11104"],
            issued="Aug 18 2025",
            due="Valid 30 days",
            lines=[
                ("3 movers + truck (est. hours)", "6", "165.00", "990.00"),
                ("Truck fee", "1", "150.00", "150.00"),
                ("Stairs (4th floor walk-up)", "1", "75.00", "75.00"),
                ("Full value protection (optional)", "1", "95.00", "95.00"),
            ],
            total="1,310.00",
            notes=["Available: Sat Sep 13", "Deposit: 20% to book"],
            accent=(150, 40, 40),
            description="Brooklyn Bros Movers estimate: $990 labour, $150 truck, $75 stairs, $95 optional full value protection, total $1,310.00 with it; 20% deposit; available Sat Sep 13",
        ),
        decisive=["1,310.00", "Full value protection (optional)"],
    )
    q2 = imgs.add(
        "quote_hudson",
        screens.email(
            "Hudson Moving Co. <quotes@hudsonmoving.example>",
            "Your flat-rate moving quote",
            "Aug 19, 2025, 3:40 PM",
            [
                "Hi Aisha, thanks for the walkthrough video!",
                "Flat rate, Sunnyside to Jersey City: $1,180.00, all included.",
                "Includes full-value replacement insurance on every item.",
                "Booking deposit: $200.00 via Venmo (@hudson-moving-co).",
                "Available date: Sun Sep 14.",
            ],
            to="aisha.rahman@example.com",
            description="Hudson Moving Co. email quote: flat rate $1,180.00 including full-value replacement insurance, $200.00 deposit via Venmo @hudson-moving-co, available Sun Sep 14",
        ),
        decisive=["$1,180.00", "$200.00", "@hudson-moving-co", "Sun Sep 14"],
    )
    q3 = imgs.add(
        "quote_eddie",
        documents.note(
            ["Eddie - van + 2 guys", "$950 cash", "no insurance, sorry!", "Sat 13th ok"],
            paper="card",
            style="hand",
            seed=f"{sid}:eddie",
            description="Handwritten card from Eddie's van service: $950 cash, no insurance, Saturday the 13th possible",
        ),
        decisive=["$950 cash", "no insurance"],
    )
    chat = imgs.add(
        "tom_chat",
        screens.chat(
            "Tom ❤️",
            [
                ("them", "just pick the cheapest one WITH full insurance", "8:12 PM"),
                (
                    "them",
                    "grandma's cabinet is not getting covered at 60 cents a pound lol",
                    "8:13 PM",
                ),
            ],
            clock="8:15",
            description="Text from Tom: pick the cheapest quote with full insurance",
        ),
    )
    rules = imgs.add(
        "building_rules",
        documents.poster(
            "Move-in rules",
            [
                "Moves: Sat and Sun only",
                "Hours: 8:00 AM to 4:00 PM",
                "Reserve the freight elevator 48 h ahead",
            ],
            kicker="The Lenox at Newport",
            footer="Management office: (201) 555-0144",
            palette=((245, 244, 238), (30, 90, 140), (25, 25, 25)),
            kind="notice",
            description="Building notice of The Lenox at Newport: moves on Saturdays and Sundays only, 8:00 AM to 4:00 PM, freight elevator reserved 48 h ahead",
        ),
        decisive=["8:00 AM to 4:00 PM"],
    )
    s = base(
        sid,
        "Three moving quotes: cheapest with full insurance, deposit paid, move booked in the building's hours",
        description=(
            "Eddie is cheapest but uninsured; Brooklyn Bros is $1,310.00 with its optional full value "
            "protection; Hudson is $1,180.00 all-in with full-value insurance, so Hudson wins: $200.00 "
            "deposit to @hudson-moving-co (not @hudsonmovers). Then the move on Sun Sep 14 from 8:00 to "
            "16:00 (the building's hours) in the shared Home calendar."
        ),
        domains=["payments", "calendar"],
        reference_time="2025-08-20T21:00:00-04:00",
        owner=("Aisha", "Rahman", "+17185550162", "aisha.rahman@example.com"),
        about="Aisha Rahman, 33, pediatric nurse moving with her partner Tom from Queens to Jersey City.",
        style="organised, lists, short sentences",
    )
    s["initial_entities"] = {
        "payment_account": [
            {
                "id": "me",
                "handle": "aisha-rahman",
                "display_name": "Aisha Rahman",
                "balance_cents": 65000,
            }
        ],
        "payment_users": [
            {
                "id": "pu_2101",
                "handle": "hudson-moving-co",
                "display_name": "Hudson Moving Co.",
                "is_business": True,
            },
            {
                "id": "pu_2102",
                "handle": "hudsonmovers",
                "display_name": "Hudson Movers LLC",
                "is_business": True,
            },
            {
                "id": "pu_2103",
                "handle": "brooklynbrosmovers",
                "display_name": "Brooklyn Bros Movers",
                "is_business": True,
            },
        ],
        "calendars": [
            {"id": "cal_2101", "name": "Aisha", "color": "purple", "is_default": True},
            {"id": "cal_2102", "name": "Home", "color": "green"},
            {"id": "cal_2103", "name": "Hospital shifts", "color": "red"},
        ],
        "calendar_events": [
            {
                "id": "evt_2101",
                "calendar_id": "cal_2103",
                "title": "Day shift",
                "start_at": "2025-09-13T07:00:00",
                "end_at": "2025-09-13T19:00:00",
            },
            {
                "id": "evt_2102",
                "calendar_id": "cal_2102",
                "title": "Walkthrough new apartment",
                "start_at": "2025-08-16T10:00:00",
                "end_at": "2025-08-16T11:00:00",
            },
        ],
    }
    s["images"] = [q1, q2, q3, chat, rules]
    s["rounds"] = [
        {
            "query": "Moving quotes are in. Tom's rule below. Pick the right one and pay the deposit.",
            "images": [
                "quote_brooklyn",
                "quote_hudson",
                "quote_eddie",
                "tom_chat",
                "building_rules",
            ],
            "transition": "once the deposit is paid",
        },
        {
            "query": "Good. Put the move in our Home calendar. Use the whole window the building allows.",
            "transition": "once the move is in the calendar",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "compare"
    s["arrival_pattern"] = "upfront"
    s["expected_changes"] = {
        "allowed_tables": ["payment_account"],
        "changes": [
            {
                "op": "create",
                "table": "payment_transactions",
                "fields": {"direction": "sent", "user_id": "pu_2101", "amount_cents": 20000},
            },
            {
                "op": "create",
                "table": "calendar_events",
                "fields": {
                    "calendar_id": "cal_2102",
                    "start_at": "2025-09-14T08:00:00",
                    "end_at": "2025-09-14T16:00:00",
                },
                "similarity": {
                    "start_at": {"method": "datetime"},
                    "end_at": {"method": "datetime"},
                },
            },
        ],
    }
    s["completion_criteria"] = (
        "$200.00 deposit sent to @hudson-moving-co (Hudson: $1,180.00 with full-value insurance beats "
        "Brooklyn Bros' $1,310.00 with protection; Eddie has no insurance); a move event in the Home "
        "calendar on Sun 2025-09-14 from 08:00 to 16:00."
    )
    s["expected_tools"] = [
        "search_payment_users",
        "send_payment",
        "list_calendars",
        "create_calendar_event",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "search_payment_users", "arguments": {"query": "hudson-moving-co"}},
                {
                    "tool": "send_payment",
                    "arguments": {
                        "recipient": "@hudson-moving-co",
                        "amount": 200.0,
                        "note": "Booking deposit, move Sun Sep 14",
                    },
                },
            ],
            "reply": "Hudson wins: $1,180.00 all-in with full-value insurance, vs Brooklyn Bros at $1,310.00 once you add their full value protection (Eddie has no insurance). Paid the $200.00 deposit to @hudson-moving-co.",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "list_calendars", "arguments": {}},
                {
                    "tool": "create_calendar_event",
                    "arguments": {
                        "title": "Move to Jersey City (Hudson Moving)",
                        "start": "2025-09-14T08:00:00",
                        "end": "2025-09-14T16:00:00",
                        "calendar_id": "cal_2102",
                        "location": "The Lenox at Newport",
                    },
                },
            ],
            "reply": "Added the move to Home on Sunday Sep 14, 8:00 AM to 4:00 PM, the building's move window. Remember to reserve the freight elevator 48 hours ahead.",
        },
    ]
    s["tags"] = ["money", "payments", "quotes", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_tip_overcharge


def mon_tip_overcharge(screens: Screens) -> Scenario:
    """A card charge higher than the signed receipt: the difference (not the user's
    guess) goes to the restaurant by email, then a reminder after the promised refund time."""
    sid = "mon_tip_overcharge"
    imgs = ImageSet(sid, script=__file__)
    statement = imgs.add(
        "card_statement",
        screens.statement(
            "Pacific Harbor Bank",
            "Visa Signature ...2291",
            "Aug 8 - Aug 14, 2025",
            [
                ("Aug 13", "SHELL OIL 5741", "-$61.20"),
                ("Aug 11", "TRATTORIA SERENA SAN DIEGO", "-$74.75"),
                ("Aug 10", "TRADER JOE'S #021", "-$48.13"),
                ("Aug 9", "TRATTORIA SERENA SAN DIEGO", "-$18.50"),
            ],
            balance="$1,204.37",
            description="Card statement Aug 8-14 2025: Trattoria Serena charged $74.75 on Aug 11 (and $18.50 on Aug 9), plus Shell and Trader Joe's",
        ),
        decisive=["-$74.75"],
    )
    receipt = imgs.add(
        "signed_receipt",
        scaled(
            documents.receipt(
                "TRATTORIA SERENA",
                [("Cacio e pepe", "19.00"), ("Branzino", "29.00"), ("Tiramisu", "6.00")],
                subtotal="54.00",
                tax="4.75",
                tip="10.00",
                total="68.75",
                date="08/11/2025  20:22",
                address="2210 India St, San Diego",
                payment="VISA **** 2291",
                extra_lines=["CUSTOMER COPY - SIGNED"],
                footer="Grazie! info@trattoriaserena.example",
                description="Signed customer copy from Trattoria Serena, 08/11/2025: subtotal $54.00, tax $4.75, tip $10.00, total $68.75; email info@trattoriaserena.example",
            ),
            1.15,
        ),
        decisive=["$68.75", "info@trattoriaserena.example"],
    )
    card = imgs.add(
        "business_card",
        documents.business_card(
            "Serena Costa",
            "Owner",
            "Trattoria Serena",
            phone="(619) 555-0133",
            email="serena@trattoriaserena.example",
            web="trattoriaserena.example",
            address="2210 India St, San Diego",
            accent=(120, 30, 40),
            description="Business card of Serena Costa, owner of Trattoria Serena: (619) 555-0133, serena@trattoriaserena.example",
        ),
        decisive=["serena@trattoriaserena.example"],
    )
    reply = imgs.add(
        "restaurant_reply",
        screens.email(
            "Serena Costa <serena@trattoriaserena.example>",
            "RE: Overcharge on Aug 11",
            "Aug 14, 2025, 4:05 PM",
            [
                "Dear Mr. Navarro, you are right and we apologise - the tip was keyed in twice.",
                "We have issued the refund today. Your bank should show it within 5 business days.",
                "Serena",
            ],
            to="luis.navarro@example.com",
            description="Reply from the restaurant owner: the tip was keyed twice; refund issued Aug 14, visible within 5 business days",
        ),
        decisive=["within 5 business days"],
    )
    s = base(
        sid,
        "Card charge vs signed receipt: email the restaurant the real difference, remind after the refund window",
        description=(
            "The statement shows $74.75 at Trattoria Serena on Aug 11; the signed receipt says $68.75, "
            "so the overcharge is $6.00 (the user thinks $8). The complaint goes to the owner's "
            "address from her business card (not the receipt's info@ address). The owner replies the refund shows within 5 business days of Thu Aug 14: a "
            "reminder on Thu Aug 21."
        ),
        domains=["email", "reminders", "vision"],
        reference_time="2025-08-14T12:10:00-07:00",
        owner=("Luis", "Navarro", "+16195550124", "luis.navarro@example.com"),
        about="Luis Navarro, 50, accountant in San Diego who checks every line of his card statement.",
        style="precise, formal, no emoji",
    )
    s["initial_entities"] = {
        "email_folders": [
            {"id": "fld_inbox", "name": "Inbox", "role": "inbox"},
            {"id": "fld_sent", "name": "Sent", "role": "sent"},
            {"id": "fld_drafts", "name": "Drafts", "role": "drafts"},
            {"id": "fld_trash", "name": "Trash", "role": "trash"},
        ],
        "reminder_lists": [
            {"id": "reml_2201", "name": "Reminders", "is_default": True},
            {"id": "reml_2202", "name": "Finances"},
        ],
        "reminders": [
            {
                "id": "rem_2201",
                "list_id": "reml_2202",
                "title": "Check Visa statement",
                "due_date": "2025-08-01",
                "position": 0,
                "is_completed": True,
            },
        ],
    }
    s["images"] = [statement, receipt, card, reply]
    s["rounds"] = [
        {
            "query": "The Trattoria Serena charge on the 11th looks too high to me. I will find my copy of the receipt.",
            "images": ["card_statement"],
            "transition": "once the assistant has noted the charge and waits for the receipt",
        },
        {
            "query": "Here is the receipt, and the owner's card. They overcharged me by $8. Please email the owner directly and ask for the difference back.",
            "images": ["signed_receipt", "business_card"],
            "transition": "once the email is sent",
            "user_notes": "If the assistant says the difference is $6.00, agree that you misremembered.",
        },
        {
            "query": "They have replied. Put a reminder in my Finances list to check that the refund arrived, on the last day it should.",
            "images": ["restaurant_reply"],
            "transition": "once the reminder is set",
        },
    ]
    s["challenge"] = {
        "type": "error_correction",
        "round": 2,
        "details": "The user states the wrong overcharge.",
        "wrong_detail": "they overcharged me by $8",
        "correct_detail": "$74.75 charged vs $68.75 signed: $6.00",
    }
    s["flow_type"] = "validate"
    s["arrival_pattern"] = "progressive"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "emails",
                "fields": {
                    "status": "sent",
                    "to_addresses": ["serena@trattoriaserena.example"],
                    "body": "6.00",
                },
                "similarity": {"body": {"method": "contains"}},
                "note": "74.75 - 68.75, to the owner's address from her card",
            },
            {
                "op": "create",
                "table": "reminders",
                "fields": {"list_id": "reml_2202", "due_date": "2025-08-21"},
            },
        ]
    }
    s["completion_criteria"] = (
        "An email to the owner (serena@trattoriaserena.example, from her card) asking for $6.00 back "
        "($74.75 charged vs $68.75 signed on Aug 11; not $8); a reminder in Finances on 2025-08-21 (5 "
        "business days after Thu Aug 14)."
    )
    s["expected_tools"] = ["zoom_image", "send_email", "list_reminder_lists", "create_reminder"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [],
            "reply": "I see it: $74.75 from Trattoria Serena on Aug 11 (there is also an $18.50 charge from them on Aug 9). Send me the receipt when you find it and I'll compare.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "zoom_image",
                    "arguments": {
                        "image_id": "{{image:signed_receipt}}",
                        "x": 500,
                        "y": 620,
                        "factor": 2,
                    },
                },
                {"code": "print(round(74.75 - 68.75, 2))"},
                {
                    "tool": "send_email",
                    "arguments": {
                        "to": ["serena@trattoriaserena.example"],
                        "subject": "Overcharge on Aug 11 (Visa ending 2291)",
                        "body": "Dear Ms. Costa,\n\nMy signed receipt from dinner on 08/11/2025 shows a total of $68.75 (including a $10.00 tip), but my card was charged $74.75. Please refund the difference of $6.00 to the Visa ending 2291.\n\nThank you,\nLuis Navarro",
                    },
                },
            ],
            "reply": "The receipt you signed says $68.75 and the card was charged $74.75, so the overcharge is $6.00, not $8. I emailed Serena Costa asking for the $6.00 back.",
        },
        {
            "round": 3,
            "steps": [
                {"tool": "list_reminder_lists", "arguments": {}},
                {
                    "tool": "create_reminder",
                    "arguments": {
                        "title": "Check the $6.00 Trattoria Serena refund arrived",
                        "list_id": "reml_2202",
                        "due_date": "2025-08-21",
                    },
                },
            ],
            "reply": "Five business days after today (Thu Aug 14) is Thu Aug 21; the reminder is in Finances for that day.",
        },
    ]
    s["tags"] = ["money", "statement", "dispute", "multi_app", "vision"]
    return s


# --------------------------------------------------------------------------- mon_rent_ledger


def mon_rent_ledger(screens: Screens) -> Scenario:
    """Rent chart + lease share: request what the roommate still owes; a Zelle top-up the
    app doesn't know about lowers it (cancel, request again), noted in the flat note."""
    sid = "mon_rent_ledger"
    imgs = ImageSet(sid, script=__file__)
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
    paid = [1150, 1150, 1000, 1150, 900, 1150]
    chart = imgs.add(
        "rent_chart",
        charts.bar_chart(
            "Rent received from Ines, 2025 ($)",
            months,
            paid,
            ylabel="$",
            color="#5a7d9a",
            description="Bar chart of rent received from Ines in 2025: Jan 1150, Feb 1150, Mar 1000, Apr 1150, May 900, Jun 1150 dollars",
        ),
        decisive=["1000", "900"],
    )
    lease = imgs.add(
        "lease_page",
        documents.form(
            "Residential Lease - Page 2",
            [
                ("Premises", "88 Hemenway St, Apt 4, Boston MA"),
                ("Monthly rent", "$2,300.00"),
                ("Tenants", "Chloe Bernard, Ines Duarte"),
                ("Split between tenants", "equal shares, due on the 1st"),
            ],
            subtitle="Section 3 - Rent",
            handwritten=False,
            description="Lease page: 88 Hemenway St Apt 4, monthly rent $2,300.00 split equally between Chloe Bernard and Ines Duarte",
        ),
        decisive=["$2,300.00", "equal shares"],
    )
    text = imgs.add(
        "ines_text",
        screens.chat(
            "Ines Duarte",
            [
                ("them", "hey, I know I was short a couple of months 😬", "6:30 PM"),
                ("them", "can you just request whatever I still owe for Jan-Jun?", "6:31 PM"),
            ],
            clock="6:33",
            description="Text from Ines Duarte: she was short a couple of months, asks Chloe to request whatever she still owes for Jan-Jun",
        ),
    )
    zelle = imgs.add(
        "zelle_screenshot",
        bank_app(
            screens,
            "Beacon Bank",
            "Everyday Checking ...0451",
            [
                ("Jul 2, 2025 - Ref 7KQ2M9", "ZELLE FROM INES DUARTE - rent top up", "+$150.00"),
                ("Jul 1, 2025", "ZELLE FROM INES DUARTE - July rent", "+$1,150.00"),
                ("Jul 1, 2025", "HEMENWAY PROPERTIES RENT", "-$2,300.00"),
            ],
            balance="$2,871.40",
            accent="#5b2a86",
            description="Bank app: Zelle from Ines Duarte $150.00 rent top-up on Jul 2 (Ref 7KQ2M9) and $1,150.00 July rent on Jul 1; rent paid $2,300.00",
        ),
        decisive=["+$150.00", "7KQ2M9"],
    )
    s = base(
        sid,
        "What the roommate still owes from a rent chart and the lease; a Zelle top-up changes the request",
        description=(
            "Ines's share is $2,300 / 2 = $1,150; the chart shows she was $150 short in March and $250 "
            "in May: request $400 from @ines-duarte (not Ines Duran). Then Chloe finds a $150 Zelle "
            "top-up outside the app: cancel the $400 request, request $250, and append the balance to "
            "the flat note (not the utilities note)."
        ),
        domains=["payments", "notes"],
        reference_time="2025-07-03T18:40:00-04:00",
        owner=("Chloé", "Bernard", "+16175550139", "chloe.bernard@example.com"),
        about="Chloé Bernard, 30, French postdoc in Boston who keeps track of her roommate's rent in a chart.",
        style="friendly, slightly French phrasing",
    )
    s["initial_entities"] = {
        "payment_account": [
            {
                "id": "me",
                "handle": "chloe-bernard",
                "display_name": "Chloé Bernard",
                "balance_cents": 9500,
            }
        ],
        "payment_users": [
            {
                "id": "pu_2301",
                "handle": "ines-duarte",
                "display_name": "Ines Duarte",
                "is_friend": True,
            },
            {
                "id": "pu_2302",
                "handle": "inesduran",
                "display_name": "Ines Duran",
                "is_friend": True,
            },
        ],
        "payment_requests": [
            {
                "id": "preq_2301",
                "direction": "outgoing",
                "user_id": "pu_2301",
                "amount_cents": 4210,
                "note": "Eversource June",
                "status": "paid",
                "created_at": "2025-06-20T10:00:00-04:00",
                "resolved_at": "2025-06-21T10:00:00-04:00",
            },
        ],
        "note_folders": [{"id": "nf_2301", "name": "Appart"}],
        "notes": [
            {
                "id": "nt_2301",
                "folder_id": "nf_2301",
                "title": "Hemenway - rent with Ines",
                "body": "Ines pays me her half, I pay Hemenway Properties on the 1st.",
            },
            {
                "id": "nt_2302",
                "folder_id": "nf_2301",
                "title": "Hemenway - utilities",
                "body": "Eversource and Comcast split 50/50.",
            },
        ],
    }
    s["images"] = [chart, lease, text, zelle]
    s["rounds"] = [
        {
            "query": "Voilà my little rent chart for Ines this year. How much did she pay me in total?",
            "images": ["rent_chart"],
            "transition": "once the assistant gives the total",
        },
        {
            "query": "And she asks me this. With the lease, can you request what she still owes for January to June?",
            "images": ["lease_page", "ines_text"],
            "transition": "once the request is sent",
        },
        {
            "query": "Oh zut, she already sent me a part by Zelle, look. Please correct the request, put the Zelle reference in it so she sees I counted it, and write the remaining amount in my rent note.",
            "images": ["zelle_screenshot"],
            "transition": "once the request is corrected and the note updated",
        },
    ]
    s["challenge"] = {
        "type": "goal_change",
        "round": 3,
        "details": "A Zelle top-up outside the app lowers what Ines owes: the request is redone for the rest.",
    }
    s["flow_type"] = "aggregate"
    s["arrival_pattern"] = "progressive"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "payment_requests",
                "fields": {
                    "direction": "outgoing",
                    "user_id": "pu_2301",
                    "amount_cents": 40000,
                    "status": "cancelled",
                },
                "note": "6 x 1150 - 6500 = 400",
            },
            {
                "op": "create",
                "table": "payment_requests",
                "fields": {
                    "direction": "outgoing",
                    "user_id": "pu_2301",
                    "amount_cents": 25000,
                    "status": "pending",
                    "note": "7KQ2M9",
                },
                "similarity": {"note": {"method": "contains", "case_sensitive": False}},
                "note": "400 - 150 Zelle top-up; the request names the Zelle reference",
            },
            {
                "op": "update",
                "table": "notes",
                "match": {"id": "nt_2301"},
                "fields": {"body": "250"},
                "similarity": {"body": {"method": "contains"}},
            },
        ]
    }
    s["completion_criteria"] = (
        "Ines Duarte (not Ines Duran) has a cancelled $400 request (6 x $1,150 - $6,500 paid) and a "
        "pending $250 one whose note names the Zelle reference 7KQ2M9 (after the $150 top-up); the note 'Hemenway - rent with Ines' mentions "
        "the $250 still owed."
    )
    s["expected_tools"] = [
        "request_payment",
        "list_payment_requests",
        "cancel_payment_request",
        "search_notes",
        "append_to_note",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [{"code": "print(sum([1150, 1150, 1000, 1150, 900, 1150]))"}],
            "reply": "From January to June Ines paid you $6,500 in total (1,150 + 1,150 + 1,000 + 1,150 + 900 + 1,150).",
        },
        {
            "round": 2,
            "steps": [
                {"code": "share = 2300 / 2\nprint(6 * share - 6500)"},
                {
                    "tool": "request_payment",
                    "save_as": "req",
                    "arguments": {
                        "from_user": "@ines-duarte",
                        "amount": 400.0,
                        "note": "Rent Jan-Jun balance (Mar -150, May -250)",
                        "emoji": "🏠",
                    },
                },
            ],
            "reply": "Her half is $1,150 a month, so $6,900 for January to June; she paid $6,500, so she still owes $400 ($150 from March, $250 from May). I requested $400 from @ines-duarte.",
        },
        {
            "round": 3,
            "steps": [
                {"tool": "cancel_payment_request", "arguments": {"request_id": "{{req.id}}"}},
                {
                    "tool": "request_payment",
                    "arguments": {
                        "from_user": "@ines-duarte",
                        "amount": 250.0,
                        "note": "Rent Jan-Jun balance after your $150 Zelle (Ref 7KQ2M9)",
                        "emoji": "🏠",
                    },
                },
                {"tool": "search_notes", "arguments": {"query": "Hemenway rent"}},
                {
                    "tool": "append_to_note",
                    "arguments": {
                        "note_id": "nt_2301",
                        "text": "Jul 3: Ines owes $250 for Jan-Jun (after $150 Zelle top-up on Jul 2), requested on Venmo.",
                    },
                },
            ],
            "reply": "Cancelled the $400 request and requested $250 instead (after her $150 Zelle on Jul 2). I added the $250 to your note 'Hemenway - rent with Ines'.",
        },
    ]
    s["tags"] = ["money", "payments", "charts", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_hsa_receipts


def mon_hsa_receipts(screens: Screens) -> Scenario:
    """Four medical receipts saved on the phone under the owner's naming pattern (ISO date +
    place), and their out-of-pocket total appended to the HSA note."""
    sid = "mon_hsa_receipts"
    imgs = ImageSet(sid, script=__file__)
    pharmacy = imgs.add(
        "pharmacy",
        scaled(
            documents.receipt(
                "WALGREENS #07731",
                [("Amoxicillin 500mg", "12.00"), ("Ibuprofen 200mg", "8.99"), ("Bandages", "2.48")],
                total="23.47",
                date="03/04/2025  16:22",
                address="1001 W Lake St, Minneapolis",
                payment="HSA VISA **** 3301",
                footer="Be well!",
                description="Walgreens receipt 03/04/2025: amoxicillin, ibuprofen, bandages, total $23.47, paid with the HSA card",
            ),
            1.15,
        ),
        decisive=["03/04/2025", "$23.47"],
    )
    dentist = imgs.add(
        "dentist",
        documents.invoice(
            "Lakeside Dental",
            "LD-44812",
            bill_to=["Henrik Olsen", "3320 Emerson Ave S", "Minneapolis, MN 55408"],
            issued="Mar 19 2025",
            due="Apr 18 2025",
            lines=[
                ("Crown prep, tooth 19", "1", "460.00", "460.00"),
                ("Insurance payment", "1", "-275.00", "-275.00"),
            ],
            total="185.00",
            notes=["Patient balance after insurance."],
            accent=(20, 110, 130),
            description="Lakeside Dental statement of Mar 19 2025: crown prep $460.00, insurance paid $275.00, patient balance $185.00",
        ),
        decisive=["Mar 19 2025", "$185.00"],
    )
    pt = imgs.add(
        "physio",
        screens.email(
            "Twin Cities Physical Therapy <billing@tcpt.example>",
            "Receipt for your visit",
            "Apr 2, 2025, 11:40 AM",
            [
                "Visit date: Apr 2, 2025",
                "Service: Physical therapy follow-up (knee)",
                "Copay paid: $60.00",
                "Thank you, Henrik!",
            ],
            to="henrik.olsen@example.com",
            description="Physical therapy receipt email: visit Apr 2 2025, copay $60.00",
        ),
        decisive=["Apr 2, 2025", "$60.00"],
    )
    optical = imgs.add(
        "optical",
        photos.composite(
            "wood_deck",
            ["NORTHSTAR OPTICAL", "04/15/2025", "Progressive lenses", "TOTAL $212.00"],
            seed=f"{sid}:optical",
            style="label",
            accent=(60, 60, 140),
            panel_width=0.66,
            tilt=0.04,
            kind="receipt_photo",
            description="Photo of a Northstar Optical receipt on a table: 04/15/2025, progressive lenses, total $212.00",
        ),
        decisive=["04/15/2025", "$212.00"],
    )
    s = base(
        sid,
        "Medical receipts saved under the owner's file-name pattern, HSA total appended to the note",
        description=(
            "Henrik keeps HSA receipts on his phone named like '2025-02-11 Walgreens'. Four new ones "
            "(pharmacy 03/04, dentist Mar 19, physical therapy Apr 2, optician 04/15) are saved under "
            "that pattern, and their out-of-pocket total $480.47 (23.47 + 185.00 + 60.00 + 212.00; the "
            "dentist's $460 before insurance does not count) goes into the 'HSA 2025' note."
        ),
        domains=["vision", "notes"],
        reference_time="2025-04-20T10:15:00-05:00",
        owner=("Henrik", "Olsen", "+16125550171", "henrik.olsen@example.com"),
        about="Henrik Olsen, 62, retired science teacher in Minneapolis who files every HSA receipt.",
        style="courteous, a bit old-fashioned, full sentences",
    )
    s["initial_entities"] = {
        "saved_images": [
            {
                "id": "svi_2401",
                "name": "2025-02-11 Walgreens",
                "image_id": "img_prev_1",
                "path": "/tmp/mmtoolbench/images/2025-02-11 Walgreens.png",
                "saved_at": "2025-02-11T17:00:00-06:00",
            },
            {
                "id": "svi_2402",
                "name": "2025-01-28 Lakeside Dental",
                "image_id": "img_prev_2",
                "path": "/tmp/mmtoolbench/images/2025-01-28 Lakeside Dental.png",
                "saved_at": "2025-01-28T12:00:00-06:00",
            },
        ],
        "note_folders": [{"id": "nf_2401", "name": "Money"}],
        "notes": [
            {
                "id": "nt_2401",
                "folder_id": "nf_2401",
                "title": "HSA 2025",
                "body": "Jan 28 Lakeside Dental cleaning $95.00\nFeb 11 Walgreens $31.20",
            },
            {
                "id": "nt_2402",
                "folder_id": "nf_2401",
                "title": "HSA 2024",
                "body": "Total out of pocket 2024: $1,342.10",
            },
        ],
    }
    s["images"] = [pharmacy, dentist, pt, optical]
    s["rounds"] = [
        {
            "query": "Good morning. I have a few more medical receipts for my health savings account. May I send them to you?",
            "transition": "once the assistant asks for the receipts",
        },
        {
            "query": "Here they are. Please save each one on my phone the way I always name them, and add what I paid out of my own pocket for these four to my HSA note for this year.",
            "images": ["pharmacy", "dentist", "physio", "optical"],
            "transition": "once the receipts are saved and the note updated",
        },
    ]
    s["challenge"] = {
        "type": "state_mutation",
        "details": "The existing 'HSA 2025' note is extended (not the 2024 one).",
    }
    s["flow_type"] = "aggregate"
    s["arrival_pattern"] = "late"
    saves = [
        ("pharmacy", "img_0", "2025-03-04"),
        ("dentist", "img_1", "2025-03-19"),
        ("physio", "img_2", "2025-04-02"),
        ("optical", "img_3", "2025-04-15"),
    ]
    changes: list[dict[str, Any]] = [
        {
            "op": "create",
            "table": "saved_images",
            "fields": {"image_id": img, "name": day},
            "similarity": {"name": {"method": "contains"}},
        }
        for _, img, day in saves
    ]
    changes.append(
        {
            "op": "update",
            "table": "notes",
            "match": {"id": "nt_2401"},
            "fields": {"body": "480.47"},
            "similarity": {"body": {"method": "contains"}},
        }
    )
    s["expected_changes"] = {"changes": changes}
    s["completion_criteria"] = (
        "Four saved images named '2025-03-04 Walgreens', '2025-03-19 Lakeside Dental', '2025-04-02 "
        "Twin Cities PT' and '2025-04-15 Northstar Optical' (date first, ISO), and the 'HSA 2025' note "
        "mentions the $480.47 out-of-pocket total."
    )
    s["expected_tools"] = ["list_saved_images", "save_image", "search_notes", "append_to_note"]
    names = {
        "pharmacy": "2025-03-04 Walgreens",
        "dentist": "2025-03-19 Lakeside Dental",
        "physio": "2025-04-02 Twin Cities PT",
        "optical": "2025-04-15 Northstar Optical",
    }
    s["oracle_solution"] = [
        {"round": 1, "steps": [], "reply": "Of course, please send them over."},
        {
            "round": 2,
            "steps": [
                {"tool": "list_saved_images", "arguments": {}},
                *[
                    {
                        "tool": "save_image",
                        "arguments": {"image_id": "{{image:" + key + "}}", "name": names[key]},
                    }
                    for key, _, _ in saves
                ],
                {"code": "print(round(23.47 + 185.00 + 60.00 + 212.00, 2))"},
                {"tool": "search_notes", "arguments": {"query": "HSA 2025"}},
                {
                    "tool": "append_to_note",
                    "arguments": {
                        "note_id": "nt_2401",
                        "text": "Mar 4 Walgreens $23.47\nMar 19 Lakeside Dental crown (after insurance) $185.00\nApr 2 Twin Cities PT copay $60.00\nApr 15 Northstar Optical $212.00\nSubtotal of these four: $480.47",
                    },
                },
            ],
            "reply": "Saved all four as '2025-03-04 Walgreens', '2025-03-19 Lakeside Dental', '2025-04-02 Twin Cities PT' and '2025-04-15 Northstar Optical'. Out of pocket: $480.47 (the dentist counts $185.00 after insurance); I added the lines and the total to HSA 2025.",
        },
    ]
    s["tags"] = ["money", "vision", "receipts", "health", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_launch_trip


def mon_launch_trip(screens: Screens) -> Scenario:
    """A launch-viewing trip: tickets added, a friend's wrong Airbnb amount fixed from the
    invoice, a driver's gas receipt added as his."""
    sid = "mon_launch_trip"
    imgs = ImageSet(sid, script=__file__)
    rocket = imgs.add(
        "rocket_photo",
        photos.photo(
            "rocket",
            seed=f"{sid}:rocket",
            description="A Falcon 9 rocket standing on the launch pad before launch (the friends' trip photo)",
        ),
    )
    tickets = imgs.add(
        "ticket_order",
        screens.order_page(
            "Kennedy Space Center Visitor Complex",
            "KSC-3318204",
            [("General admission", "4", "$300.00"), ("Launch viewing add-on", "4", "$100.00")],
            total="$400.00",
            status="Paid - Visa ending 6120",
            date="Ordered Mar 1, 2025",
            description="KSC ticket order KSC-3318204: 4 general admission $300.00 and 4 launch viewing add-ons $100.00, total $400.00",
        ),
        decisive=["$400.00"],
    )
    airbnb = imgs.add(
        "airbnb_invoice",
        documents.invoice(
            "Cocoa Beach Stays",
            "CBS-20250302",
            bill_to=["Sam Whitfield", "4 guests, Mar 2 - Mar 4 2025"],
            issued="Mar 4 2025",
            due="Paid",
            lines=[
                ("Nightly rate", "2", "165.00", "330.00"),
                ("Cleaning fee", "1", "60.00", "60.00"),
                ("Taxes", "1", "22.50", "22.50"),
            ],
            total="412.50",
            notes=["Paid by card on file (Sam Whitfield)."],
            accent=(230, 110, 60),
            description="Cocoa Beach Stays invoice for Sam Whitfield, Mar 2-4 2025: 2 nights $330, cleaning $60, taxes $22.50, total $412.50",
        ),
        decisive=["412.50"],
    )
    gas = imgs.add(
        "gas_receipt",
        scaled(
            documents.receipt(
                "WAWA #5212",
                [("Unleaded 13.9 gal", "58.40")],
                total="58.40",
                date="03/04/2025  14:06",
                address="SR 528, Cocoa, FL",
                payment="DEBIT **** 0087",
                description="Wawa gas receipt 03/04/2025: 13.9 gallons unleaded, total $58.40",
            ),
            1.15,
        ),
        decisive=["$58.40", "03/04/2025"],
    )
    chat = imgs.add(
        "trip_chat",
        screens.chat(
            "Space Coast 🚀",
            [
                (
                    "Mo Farouk",
                    "I filled up the rental before we dropped it, on my debit card",
                    "5:40 PM",
                ),
                (
                    "Sam Whitfield",
                    "and I put the airbnb in the app, might have typed it wrong lol",
                    "5:42 PM",
                ),
            ],
            subtitle="Mo, Sam, Jess, you",
            clock="5:45",
            description="Trip group chat: Mo filled up the rental car with his debit card; Sam entered the Airbnb in the app and may have typed it wrong",
        ),
    )
    s = base(
        sid,
        "Launch trip money: tickets added, the Airbnb amount fixed from the invoice, the driver's gas",
        description=(
            "Four friends from Toronto watched a launch. Camille paid the KSC tickets ($400.00). Sam "
            "entered the Airbnb as $380 but the invoice says $412.50: the existing expense is corrected. "
            "Mo paid the $58.40 gas on Mar 4 (the chat says so; the receipt's card is his)."
        ),
        domains=["expenses", "contacts"],
        reference_time="2025-03-05T19:00:00-05:00",
        owner=("Camille", "Tremblay", "+14165550193", "camille.tremblay@example.ca"),
        about="Camille Tremblay, 24, aerospace engineering student from Toronto, on a spring-break trip to Florida.",
        style="excited, caps and emoji",
    )
    members = ["ep_2500", "ep_2501", "ep_2502", "ep_2503"]
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_2501",
                "first_name": "Sam",
                "last_name": "Whitfield",
                "relationship": "friend",
            },
            {"id": "ct_2502", "first_name": "Mo", "last_name": "Farouk", "relationship": "friend"},
            {"id": "ct_2503", "first_name": "Jess", "last_name": "Liang", "relationship": "friend"},
            {
                "id": "ct_2504",
                "first_name": "Sam",
                "last_name": "Kowalski",
                "relationship": "coworker",
            },
        ],
        "expense_people": [
            {"id": "ep_2500", "name": "Camille Tremblay", "is_me": True},
            {"id": "ep_2501", "name": "Sam Whitfield", "contact_id": "ct_2501"},
            {"id": "ep_2502", "name": "Mo Farouk", "contact_id": "ct_2502"},
            {"id": "ep_2503", "name": "Jess Liang", "contact_id": "ct_2503"},
            {"id": "ep_2504", "name": "Sam Kowalski", "contact_id": "ct_2504"},
        ],
        "expense_groups": [
            {"id": "eg_2501", "name": "Space Coast 🚀", "group_type": "trip", "currency": "USD"},
            {"id": "eg_2502", "name": "Reading week 2024", "group_type": "trip", "currency": "CAD"},
        ],
        "expense_group_members": [
            *[
                {"group_id": "eg_2501", "person_id": p, "joined_at": "2025-02-20T10:00:00-05:00"}
                for p in members
            ],
            {
                "group_id": "eg_2502",
                "person_id": "ep_2500",
                "joined_at": "2024-02-10T10:00:00-05:00",
            },
            {
                "group_id": "eg_2502",
                "person_id": "ep_2504",
                "joined_at": "2024-02-10T10:00:00-05:00",
            },
        ],
        "expenses": [
            {
                "id": "exp_2501",
                "group_id": "eg_2501",
                "description": "Airbnb Cocoa Beach",
                "amount_cents": 38000,
                "category": "lodging",
                "date": "2025-03-02",
                "paid_by": "ep_2501",
                "split_type": "equal",
            },
            {
                "id": "exp_2502",
                "group_id": "eg_2501",
                "description": "Rental car",
                "amount_cents": 21600,
                "category": "transportation",
                "date": "2025-03-02",
                "paid_by": "ep_2502",
                "split_type": "equal",
            },
        ],
        "expense_splits": [
            *[{"expense_id": "exp_2501", "person_id": p, "owed_cents": 9500} for p in members],
            *[{"expense_id": "exp_2502", "person_id": p, "owed_cents": 5400} for p in members],
        ],
    }
    s["images"] = [rocket, tickets, airbnb, gas, chat]
    s["rounds"] = [
        {
            "query": "WE SAW IT LAUNCH!!! 🚀🚀🚀 ok ok money stuff in a sec",
            "images": ["rocket_photo"],
            "transition": "once the assistant replies",
        },
        {
            "query": "I paid the KSC tickets, add them to our trip group!! and Sam put the airbnb in wrong I think?? fix it to what the invoice says",
            "images": ["ticket_order", "airbnb_invoice"],
            "transition": "once the tickets are added and the Airbnb is fixed",
        },
        {
            "query": "last thing, the gas from the last day",
            "images": ["gas_receipt", "trip_chat"],
            "transition": "once the gas is added",
        },
    ]
    s["challenge"] = {
        "type": "state_mutation",
        "details": "Sam's Airbnb expense has the wrong amount and must be corrected from the invoice.",
    }
    s["flow_type"] = "cross_reference"
    s["arrival_pattern"] = "progressive"
    s["expected_changes"] = {
        "allowed_tables": ["expense_splits"],
        "changes": [
            {
                "op": "create",
                "table": "expenses",
                "fields": {"group_id": "eg_2501", "amount_cents": 40000, "paid_by": "ep_2500"},
            },
            {
                "op": "update",
                "table": "expenses",
                "match": {"id": "exp_2501"},
                "fields": {"amount_cents": 41250},
            },
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_2501",
                    "amount_cents": 5840,
                    "paid_by": "ep_2502",
                    "date": "2025-03-04",
                },
            },
        ],
    }
    s["completion_criteria"] = (
        "In 'Space Coast 🚀': a $400.00 ticket expense paid by Camille; Sam's Airbnb expense corrected "
        "from $380.00 to $412.50; a $58.40 gas expense paid by Mo Farouk dated 2025-03-04; all split "
        "equally among the four."
    )
    s["expected_tools"] = ["list_expense_groups", "add_expense", "list_expenses", "update_expense"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [],
            "reply": "That's amazing, congrats! Send me the receipts whenever you're ready and I'll sort out the trip money.",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "list_expense_groups", "arguments": {}},
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "KSC tickets + launch viewing (4)",
                        "amount": 400.0,
                        "group_id": "eg_2501",
                        "paid_by": "me",
                        "category": "entertainment",
                    },
                },
                {"tool": "list_expenses", "arguments": {"group_id": "eg_2501"}},
                {
                    "tool": "update_expense",
                    "arguments": {"expense_id": "exp_2501", "amount": 412.5},
                },
            ],
            "reply": "Added the $400.00 KSC tickets (paid by you) to Space Coast, and fixed Sam's Airbnb from $380.00 to $412.50 as on the invoice.",
        },
        {
            "round": 3,
            "steps": [
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Gas before returning the rental",
                        "amount": 58.4,
                        "group_id": "eg_2501",
                        "paid_by": "ep_2502",
                        "category": "gas_fuel",
                        "expense_date": "2025-03-04",
                    },
                },
            ],
            "reply": "Added Mo's $58.40 gas from Mar 4, split four ways.",
        },
    ]
    s["tags"] = ["money", "expenses", "trip", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_coffee_run


def mon_coffee_run(screens: Screens) -> Scenario:
    """Team coffee run: each person's drink priced from the menu (oat milk extra), the
    unknown 'usual' found by elimination on the receipt; one colleague paid cash after all."""
    sid = "mon_coffee_run"
    imgs = ImageSet(sid, script=__file__)
    menu = imgs.add(
        "menu_board",
        photos.composite(
            "brick",
            [
                "FOXTAIL COFFEE",
                "Drip 3.25",
                "Americano 3.75",
                "Flat white 4.75",
                "Latte 5.25",
                "Oat milk +0.75",
            ],
            seed=f"{sid}:menu",
            style="sign",
            panel_width=0.6,
            tilt=0.04,
            accent=(120, 70, 30),
            kind="menu_board_photo",
            description="Photo of Foxtail Coffee's menu board on a brick wall: drip 3.25, americano 3.75, flat white 4.75, latte 5.25, oat milk +0.75",
        ),
        decisive=["Flat white 4.75", "Americano 3.75", "Latte 5.25", "Oat milk +0.75"],
    )
    receipt = imgs.add(
        "receipt",
        scaled(
            documents.receipt(
                "FOXTAIL COFFEE",
                [
                    ("Flat white", "4.75"),
                    ("+ Oat milk", "0.75"),
                    ("Americano", "3.75"),
                    ("Latte", "5.25"),
                    ("Drip coffee", "3.25"),
                ],
                total="17.75",
                date="10/07/2025  09:12",
                address="610 Congress St, Portland ME",
                payment="VISA **** 7719",
                footer="Have a foxy day",
                description="Foxtail Coffee receipt 10/07/2025: flat white 4.75 + oat milk 0.75, americano 3.75, latte 5.25, drip 3.25, total $17.75",
            ),
            1.35,
        ),
        decisive=["4.75", "0.75", "3.75", "5.25"],
    )
    chat = imgs.add(
        "team_chat",
        screens.chat(
            "Design team ☕",
            [
                ("Ben Sato", "flat white w oat milk pls 🙏", "8:51 AM"),
                ("Nora Quinlan", "americano!", "8:52 AM"),
                ("Ana Pires", "my usual, you know it 😄", "8:55 AM"),
            ],
            subtitle="Ben, Nora, Ana, you",
            clock="8:57",
            description="Team chat: Ben wants a flat white with oat milk, Nora an americano, Ana 'my usual'",
        ),
    )
    cup = imgs.add(
        "ana_cup",
        photos.photo(
            "coffee",
            seed=f"{sid}:cup",
            description="A milky coffee with latte art in a white cup on a saucer, seen from above (Ana's drink)",
        ),
    )
    ben = imgs.add(
        "ben_text",
        screens.chat(
            "Ben Sato",
            [
                (
                    "them",
                    "lol I already paid the barista for my flat white in cash while you were in line 😇 don't charge me",
                    "10:02 AM",
                )
            ],
            clock="10:04",
            description="Text from Ben Sato: he paid the barista cash for his flat white, don't charge him",
        ),
    )
    s = base(
        sid,
        "Coffee run requests priced from the menu; a 'usual' found on the receipt; one request cancelled",
        description=(
            "Kenji pays for the team's coffee: Ben's flat white with oat milk is 4.75 + 0.75 = $5.50, "
            "Nora's americano $3.75, Kenji had the drip. Ana's 'usual' is the one drink left on the "
            "receipt, a latte ($5.25), as her photo of latte art agrees. Then Ben says he paid cash: his "
            "request is cancelled. Ben Adler and Nora Quinn on the app are distractors."
        ),
        domains=["payments"],
        reference_time="2025-10-07T10:05:00-04:00",
        owner=("Kenji", "Mori", "+12075550152", "kenji.mori@example.com"),
        about="Kenji Mori, 35, design lead in Portland, Maine, who does the Tuesday coffee run.",
        style="casual, quick, lowercase",
    )
    s["initial_entities"] = {
        "payment_account": [
            {
                "id": "me",
                "handle": "kenji-mori",
                "display_name": "Kenji Mori",
                "balance_cents": 2300,
            }
        ],
        "payment_users": [
            {"id": "pu_2601", "handle": "bensato", "display_name": "Ben Sato", "is_friend": True},
            {
                "id": "pu_2602",
                "handle": "ben-adler",
                "display_name": "Ben Adler",
                "is_friend": True,
            },
            {"id": "pu_2603", "handle": "noraq", "display_name": "Nora Quinlan", "is_friend": True},
            {"id": "pu_2604", "handle": "nora-quinn", "display_name": "Nora Quinn"},
            {
                "id": "pu_2605",
                "handle": "ana-pires",
                "display_name": "Ana Pires",
                "is_friend": True,
            },
        ],
        "payment_requests": [
            {
                "id": "preq_2601",
                "direction": "outgoing",
                "user_id": "pu_2603",
                "amount_cents": 375,
                "note": "coffee ☕ (last week)",
                "status": "paid",
                "created_at": "2025-09-30T10:00:00-04:00",
                "resolved_at": "2025-09-30T12:00:00-04:00",
            },
        ],
    }
    s["images"] = [menu, receipt, chat, cup, ben]
    s["rounds"] = [
        {
            "query": "coffee run for the design team today, i'm paying. gonna venmo request everyone after, stand by",
            "images": ["menu_board"],
            "transition": "once the assistant acknowledges",
        },
        {
            "query": "ok receipt + what they ordered. request ben and nora now, i had the drip",
            "images": ["receipt", "team_chat"],
            "transition": "once Ben and Nora are requested",
        },
        {
            "query": "ana sent a pic of her 'usual' lol. request her too",
            "images": ["ana_cup"],
            "transition": "once Ana is requested",
        },
        {
            "query": "ugh ben. fix it",
            "images": ["ben_text"],
            "transition": "once Ben's request is cancelled",
        },
    ]
    s["challenge"] = {
        "type": "goal_change",
        "round": 4,
        "details": "Ben paid cash after all: his request must be cancelled.",
    }
    s["flow_type"] = "compute"
    s["arrival_pattern"] = "progressive"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "payment_requests",
                "fields": {
                    "direction": "outgoing",
                    "user_id": "pu_2601",
                    "amount_cents": 550,
                    "status": "cancelled",
                },
                "note": "flat white 4.75 + oat 0.75",
            },
            {
                "op": "create",
                "table": "payment_requests",
                "fields": {
                    "direction": "outgoing",
                    "user_id": "pu_2603",
                    "amount_cents": 375,
                    "status": "pending",
                },
            },
            {
                "op": "create",
                "table": "payment_requests",
                "fields": {
                    "direction": "outgoing",
                    "user_id": "pu_2605",
                    "amount_cents": 525,
                    "status": "pending",
                },
                "note": "the latte, the only drink left on the receipt",
            },
        ]
    }
    s["completion_criteria"] = (
        "A cancelled $5.50 request to @bensato (flat white + oat milk), a pending $3.75 request to "
        "@noraq (americano) and a pending $5.25 request to @ana-pires (latte); nothing to Ben Adler or "
        "Nora Quinn."
    )
    s["expected_tools"] = ["search_payment_users", "request_payment", "cancel_payment_request"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [],
            "reply": "Got it, send me the receipt and who had what when you're back.",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "search_payment_users", "arguments": {"query": "Ben Sato"}},
                {"tool": "search_payment_users", "arguments": {"query": "Nora Quinlan"}},
                {
                    "tool": "request_payment",
                    "save_as": "ben",
                    "arguments": {
                        "from_user": "@bensato",
                        "amount": 5.5,
                        "note": "flat white + oat milk ☕",
                    },
                },
                {
                    "tool": "request_payment",
                    "arguments": {"from_user": "@noraq", "amount": 3.75, "note": "americano ☕"},
                },
            ],
            "reply": "Requested $5.50 from Ben (flat white 4.75 + oat milk 0.75) and $3.75 from Nora (americano).",
        },
        {
            "round": 3,
            "steps": [
                {
                    "tool": "request_payment",
                    "arguments": {"from_user": "@ana-pires", "amount": 5.25, "note": "latte ☕"},
                },
            ],
            "reply": "The only drink left on the receipt is the latte ($5.25), which matches her latte-art photo. Requested $5.25 from Ana.",
        },
        {
            "round": 4,
            "steps": [
                {"tool": "cancel_payment_request", "arguments": {"request_id": "{{ben.id}}"}},
            ],
            "reply": "Cancelled Ben's $5.50 request.",
        },
    ]
    s["tags"] = ["money", "payments", "coffee"]
    return s


# --------------------------------------------------------------------------- mon_mom_flowers


def mon_mom_flowers(screens: Screens) -> Scenario:
    """Two bouquets on one florist receipt: Mom's photo decides which one the siblings
    split; a brother's Venmo repayment recorded; Grandma's photo texted to a sister."""
    sid = "mon_mom_flowers"
    imgs = ImageSet(sid, script=__file__)
    receipt = imgs.add(
        "florist_receipt",
        scaled(
            documents.receipt(
                "PETAL & STEM FLORIST",
                [
                    ("Gift 1: Sunburst Daisies", "42.00"),
                    ("Delivery (gift 1)", "12.95"),
                    ("Gift 2: Marigold Glow", "38.00"),
                    ("Delivery (gift 2)", "12.95"),
                ],
                total="105.90",
                date="05/10/2025  11:03",
                address="3014 Magazine St, New Orleans",
                payment="MC **** 5580",
                footer="Two deliveries on Sun May 11",
                description="Florist receipt 05/10/2025: gift 1 Sunburst Daisies $42.00 + $12.95 delivery, gift 2 Marigold Glow $38.00 + $12.95 delivery, total $105.90",
            ),
            1.1,
        ),
        decisive=["42.00", "12.95", "05/10/2025"],
    )
    chat = imgs.add(
        "siblings_chat",
        screens.chat(
            "Moreau kids 💐",
            [
                (
                    "Leo Moreau",
                    "let's split mom's flowers 3 ways. you're doing mamie's yourself right?",
                    "7:10 PM",
                ),
                ("Claire Moreau", "yes! Jules put it in the app pls", "7:12 PM"),
            ],
            subtitle="Leo, Claire, you",
            clock="7:15",
            description="Siblings chat: split Mom's flowers three ways; Jules does Grandma's (Mamie's) alone and should put Mom's in the app",
        ),
    )
    mom_text = imgs.add(
        "mom_text",
        screens.chat(
            "Maman",
            [
                (
                    "them",
                    "Mes chéris, the flowers are GORGEOUS 😍 thank you all three! photo below",
                    "10:41 AM",
                )
            ],
            clock="10:43",
            description="Text from Mom thanking the three children for her flowers, with a photo to follow",
        ),
    )
    mom_photo = imgs.add(
        "mom_photo",
        photos.photo(
            "yellow_flower",
            seed=f"{sid}:mom",
            description="Close-up of a yellow daisy-like flower: the bouquet Mom received (daisies, not marigolds)",
        ),
    )
    venmo = imgs.add(
        "leo_venmo",
        screens.render(
            "<div class='status'><span>9:41</span><span>5G 80%</span></div>"
            "<div class='bar'><h1>Venmo</h1><div class='sub'>Completed</div></div>"
            "<div class='pad' style='text-align:center'><div style='font-size:20px'>Leo Moreau paid you</div>"
            "<div style='font-size:44px;font-weight:bold;margin:10px 0'>$18.32</div>"
            "<div style='font-size:19px'>Mom's flowers 💐</div><div class='muted' style='margin-top:8px'>May 12, 2025</div></div>",
            kind="payment_screenshot",
            description="Venmo screenshot: Leo Moreau paid you $18.32 for Mom's flowers on May 12, 2025",
        ),
        decisive=["$18.32"],
    )
    mamie = imgs.add(
        "mamie_photo",
        photos.photo(
            "marigold",
            seed=f"{sid}:mamie",
            description="A red and yellow marigold flower in a garden: the bouquet Grandma (Mamie) received",
        ),
    )
    s = base(
        sid,
        "Mom's bouquet picked out by her photo and split with siblings; a repayment recorded; Grandma's photo shared",
        description=(
            "One florist receipt has two gifts. Mom's photo shows yellow daisies, so hers is Sunburst "
            "Daisies $42.00 + $12.95 delivery = $54.95, split three ways in 'Moreau siblings' (not the "
            "older 'Mom's 60th' group). Leo's $18.32 Venmo repayment is recorded as a settle-up, and "
            "Grandma's marigold photo is texted to Claire Moreau (not Claire Dubois)."
        ),
        domains=["expenses", "messages", "contacts"],
        reference_time="2025-05-12T19:30:00-05:00",
        owner=("Jules", "Moreau", "+15045550117", "jules.moreau@example.com"),
        about="Jules Moreau, 28, sous-chef in New Orleans; the family mixes English and French.",
        style="warm, a few French words",
    )
    members = ["ep_2700", "ep_2701", "ep_2702"]
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_2701",
                "first_name": "Leo",
                "last_name": "Moreau",
                "relationship": "sibling",
            },
            {
                "id": "ct_2702",
                "first_name": "Claire",
                "last_name": "Moreau",
                "relationship": "sibling",
            },
            {
                "id": "ct_2703",
                "first_name": "Claire",
                "last_name": "Dubois",
                "relationship": "coworker",
            },
            {"id": "ct_2704", "first_name": "Maman", "last_name": "", "relationship": "parent"},
        ],
        "contact_phones": [
            {
                "id": "cph_2701",
                "contact_id": "ct_2701",
                "number": "+15045550121",
                "is_primary": True,
            },
            {
                "id": "cph_2702",
                "contact_id": "ct_2702",
                "number": "+15045550122",
                "is_primary": True,
            },
            {
                "id": "cph_2703",
                "contact_id": "ct_2703",
                "number": "+15045550129",
                "is_primary": True,
            },
            {
                "id": "cph_2704",
                "contact_id": "ct_2704",
                "number": "+15045550100",
                "is_primary": True,
            },
        ],
        "expense_people": [
            {"id": "ep_2700", "name": "Jules Moreau", "is_me": True},
            {"id": "ep_2701", "name": "Leo Moreau", "contact_id": "ct_2701"},
            {"id": "ep_2702", "name": "Claire Moreau", "contact_id": "ct_2702"},
        ],
        "expense_groups": [
            {"id": "eg_2701", "name": "Moreau siblings", "group_type": "other", "currency": "USD"},
            {"id": "eg_2702", "name": "Mom's 60th", "group_type": "other", "currency": "USD"},
        ],
        "expense_group_members": [
            *[
                {"group_id": "eg_2701", "person_id": p, "joined_at": "2024-12-01T10:00:00-06:00"}
                for p in members
            ],
            *[
                {"group_id": "eg_2702", "person_id": p, "joined_at": "2024-03-01T10:00:00-06:00"}
                for p in members
            ],
        ],
    }
    s["images"] = [receipt, chat, mom_text, mom_photo, venmo, mamie]
    s["rounds"] = [
        {
            "query": "Can you put Maman's flowers in our siblings group, split in 3? I paid. Both bouquets are on the same receipt, voilà what she sent.",
            "images": ["florist_receipt", "siblings_chat", "mom_text", "mom_photo"],
            "transition": "once the expense is added",
        },
        {
            "query": "Leo already paid me back, mark it please",
            "images": ["leo_venmo"],
            "transition": "once Leo's payment is recorded",
        },
        {
            "query": "And Mamie got hers too 🥹 Claire wanted to see it, send it to her",
            "images": ["mamie_photo"],
            "transition": "once the photo is sent to Claire",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "filter"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "allowed_tables": ["expense_splits"],
        "changes": [
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_2701",
                    "amount_cents": 5495,
                    "paid_by": "ep_2700",
                    "date": "2025-05-10",
                    "split_type": "equal",
                },
                "note": "42.00 + 12.95 (gift 1: daisies, as in Mom's photo)",
            },
            {
                "op": "create",
                "table": "expense_settlements",
                "fields": {
                    "group_id": "eg_2701",
                    "from_person_id": "ep_2701",
                    "to_person_id": "ep_2700",
                    "amount_cents": 1832,
                    "method": "venmo",
                },
            },
            {
                "op": "create",
                "table": "message_threads",
                "fields": {"participants": ["+15045550122"]},
            },
            {"op": "create", "table": "messages", "fields": {"direction": "outgoing"}},
            {"op": "create", "table": "message_attachments", "fields": {"image_id": "img_5"}},
        ],
    }
    s["completion_criteria"] = (
        "A $54.95 expense (Sunburst Daisies $42.00 + $12.95 delivery, dated 2025-05-10) paid by Jules "
        "in 'Moreau siblings', split equally among three; a $18.32 Venmo settle-up from Leo to Jules "
        "in that group; Grandma's marigold photo texted to Claire Moreau."
    )
    s["expected_tools"] = [
        "list_expense_groups",
        "add_expense",
        "settle_up_expenses",
        "search_contacts",
        "send_message",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "list_expense_groups", "arguments": {}},
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Maman's flowers (Sunburst Daisies + delivery)",
                        "amount": 54.95,
                        "group_id": "eg_2701",
                        "paid_by": "me",
                        "category": "gifts",
                        "expense_date": "2025-05-10",
                        "receipt_image_id": "{{image:florist_receipt}}",
                    },
                },
            ],
            "reply": "Her photo shows yellow daisies, so hers was gift 1: Sunburst Daisies $42.00 + $12.95 delivery = $54.95. Added to Moreau siblings, paid by you, split in three.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "settle_up_expenses",
                    "arguments": {
                        "to_person": "me",
                        "from_person": "ep_2701",
                        "amount": 18.32,
                        "group_id": "eg_2701",
                        "method": "venmo",
                        "payment_date": "2025-05-12",
                    },
                },
            ],
            "reply": "Recorded Leo's $18.32 Venmo payment in Moreau siblings.",
        },
        {
            "round": 3,
            "steps": [
                {"tool": "search_contacts", "arguments": {"query": "Claire"}},
                {
                    "tool": "send_message",
                    "arguments": {
                        "recipient": "ct_2702",
                        "body": "Mamie's bouquet arrived too 🥹",
                        "image_ids": ["{{image:mamie_photo}}"],
                    },
                },
            ],
            "reply": "Sent Claire Moreau the photo of Mamie's marigolds.",
        },
    ]
    s["tags"] = ["money", "expenses", "family", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_water_shutoff


def mon_water_shutoff(screens: Screens) -> Scenario:
    """A final water notice: pay it through the handle on the district's website, then the
    account number -> the owner's rentals note -> the right tenant -> request."""
    sid = "mon_water_shutoff"
    imgs = ImageSet(sid, script=__file__)
    notice = imgs.add(
        "final_notice",
        documents.invoice(
            "Metro Water District",
            "FN-55-1187-09",
            bill_to=["Deborah Lin", "9 Oak Ct", "Sacramento, CA 95819", "Account 55-1187"],
            issued="Sep 22 2025",
            due="Oct 3 2025",
            lines=[
                ("Water service Jul-Aug", "1", "118.60", "118.60"),
                ("Late fee", "1", "20.00", "20.00"),
            ],
            total="138.60",
            notes=[
                "FINAL NOTICE: service will be shut off if unpaid by Oct 3.",
                "Ways to pay: metrowater.example/pay",
            ],
            accent=(10, 80, 150),
            description="Metro Water District final notice for account 55-1187 mailed to Deborah Lin: $118.60 service + $20.00 late fee = $138.60 due Oct 3 2025",
        ),
        decisive=["Account 55-1187", "138.60"],
    )
    envelope = imgs.add(
        "envelope_photo",
        photos.composite(
            "wood_deck",
            ["FINAL NOTICE", "OPEN IMMEDIATELY", "Metro Water District"],
            seed=f"{sid}:envelope",
            style="sign",
            panel_width=0.7,
            accent=(200, 30, 30),
            kind="envelope_photo",
            description="Photo of a red-bordered envelope on a table: FINAL NOTICE, OPEN IMMEDIATELY, Metro Water District",
        ),
    )
    site = imgs.add(
        "pay_page",
        screens.render(
            "<div class='bar' style='background:#0a5096;color:#fff'><h1>Metro Water District</h1><div class='sub' style='color:#dde'>metrowater.example/pay</div></div>"
            "<div class='pad' style='line-height:1.6'><h2 style='margin:6px 0'>Ways to pay</h2>"
            "<p><b>Online:</b> with your account number</p><p><b>Phone:</b> (916) 555-0170</p>"
            "<p><b>Venmo:</b> our only business account is <b>@metrowater-district</b>. Put your account number in the note.</p>"
            "<p class='muted'>We never ask for payment by text message.</p></div>",
            kind="web_page",
            width=720,
            description="Metro Water District 'Ways to pay' page: online, phone, or Venmo to the business account @metrowater-district with the account number in the note",
        ),
        decisive=["@metrowater-district"],
    )
    greg = imgs.add(
        "greg_text",
        screens.chat(
            "Greg Salazar (Elm St)",
            [
                (
                    "them",
                    "hey Deborah, did you get a water bill? pretty sure mine's on autopay 🤔",
                    "3:20 PM",
                )
            ],
            clock="3:24",
            description="Text from Greg Salazar, the Elm St tenant: did you get a water bill? his is on autopay",
        ),
    )
    s = base(
        sid,
        "Final water notice paid via the district's page; the account number leads to the tenant who owes it",
        description=(
            "The notice shows only the account number 55-1187 and $138.60. The district's page gives "
            "its only Venmo account @metrowater-district (not the look-alike @metro-water-pay). "
            "Deborah's 'Rentals' note maps 55-1187 to 77 Birch Ave, whose tenant Hana Ito pays water "
            "under her lease: the user guesses Greg (Elm St, 55-0912), but the request goes to Hana."
        ),
        domains=["payments", "notes"],
        reference_time="2025-09-25T16:00:00-07:00",
        owner=("Deborah", "Lin", "+19165550108", "deborah.lin@example.com"),
        about="Deborah Lin, 47, hospital pharmacist in Sacramento who owns two small rental houses.",
        style="brisk, businesslike",
    )
    s["initial_entities"] = {
        "payment_account": [
            {
                "id": "me",
                "handle": "deborah-lin",
                "display_name": "Deborah Lin",
                "balance_cents": 150000,
            }
        ],
        "payment_users": [
            {
                "id": "pu_2801",
                "handle": "metrowater-district",
                "display_name": "Metro Water District",
                "is_business": True,
            },
            {
                "id": "pu_2802",
                "handle": "metro-water-pay",
                "display_name": "Metro Water Payments",
                "is_business": True,
            },
            {
                "id": "pu_2803",
                "handle": "greg-salazar",
                "display_name": "Greg Salazar",
                "is_friend": True,
            },
            {"id": "pu_2804", "handle": "hana-ito", "display_name": "Hana Ito", "is_friend": True},
        ],
        "note_folders": [{"id": "nf_2801", "name": "Property"}],
        "notes": [
            {
                "id": "nt_2801",
                "folder_id": "nf_2801",
                "title": "Rentals",
                "body": "1420 Elm St: tenant Greg Salazar, water acct 55-0912, tenant pays water\n77 Birch Ave: tenant Hana Ito, water acct 55-1187, tenant pays water\n9 Oak Ct (home): water acct 55-0440",
            },
            {
                "id": "nt_2802",
                "folder_id": "nf_2801",
                "title": "Elm St repairs",
                "body": "Gutters cleaned Mar 2025. Water heater 2019.",
            },
        ],
    }
    s["images"] = [notice, envelope, site, greg]
    s["rounds"] = [
        {
            "query": "This came in the mail. Pay it today so nothing gets shut off.",
            "images": ["final_notice", "envelope_photo", "pay_page"],
            "transition": "once the notice is paid",
        },
        {
            "query": "Greg just texted. It must be his place. Request the amount from him.",
            "images": ["greg_text"],
            "transition": "once the request is sent",
            "user_notes": "If the assistant says the account belongs to Birch Ave and Hana, agree and let it request from Hana.",
        },
    ]
    s["challenge"] = {
        "type": "error_correction",
        "round": 2,
        "details": "The user assumes the bill is for Greg's house.",
        "wrong_detail": "it is Greg's place (Elm St)",
        "correct_detail": "account 55-1187 is 77 Birch Ave, Hana Ito's house, per the Rentals note",
    }
    s["flow_type"] = "lookup_chain"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "allowed_tables": ["payment_account"],
        "changes": [
            {
                "op": "create",
                "table": "payment_transactions",
                "fields": {
                    "direction": "sent",
                    "user_id": "pu_2801",
                    "amount_cents": 13860,
                    "note": "55-1187",
                },
                "similarity": {"note": {"method": "contains"}},
            },
            {
                "op": "create",
                "table": "payment_requests",
                "fields": {"direction": "outgoing", "user_id": "pu_2804", "amount_cents": 13860},
            },
        ],
    }
    s["completion_criteria"] = (
        "$138.60 sent to @metrowater-district with account 55-1187 in the note (not @metro-water-pay); "
        "a $138.60 request to Hana Ito (77 Birch Ave, account 55-1187), not Greg Salazar."
    )
    s["expected_tools"] = [
        "search_payment_users",
        "send_payment",
        "search_notes",
        "request_payment",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "search_payment_users", "arguments": {"query": "metrowater-district"}},
                {
                    "tool": "send_payment",
                    "arguments": {
                        "recipient": "@metrowater-district",
                        "amount": 138.6,
                        "note": "Account 55-1187 final notice FN-55-1187-09",
                    },
                },
            ],
            "reply": "Paid $138.60 to @metrowater-district (the only Venmo account their page lists) with account 55-1187 in the note.",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "search_notes", "arguments": {"query": "55-1187"}},
                {
                    "tool": "request_payment",
                    "arguments": {
                        "from_user": "@hana-ito",
                        "amount": 138.6,
                        "note": "Water 77 Birch Ave, acct 55-1187 (Jul-Aug + late fee)",
                    },
                },
            ],
            "reply": "Account 55-1187 is 77 Birch Ave in your Rentals note, Hana Ito's house (Greg's Elm St account is 55-0912). I requested $138.60 from Hana.",
        },
    ]
    s["tags"] = ["money", "payments", "bills", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_london_offsite


def mon_london_offsite(screens: Screens) -> Scenario:
    """Five short rounds of a work trip in pounds: a pub bill the user thinks he paid, a cab
    receipt photo, a colleague's correction, exhibition tickets, then a balance question."""
    sid = "mon_london_offsite"
    imgs = ImageSet(sid, script=__file__)
    pub = imgs.add(
        "pub_receipt",
        scaled(
            documents.receipt(
                "THE GEORGE INN",
                [
                    ("Pints x6", "36.60"),
                    ("Fish & chips x2", "33.00"),
                    ("Scotch egg", "7.50"),
                    ("Chips", "5.00"),
                ],
                total="82.10",
                date="11 Jun 2025  21:48",
                address="75-77 Borough High St, London",
                payment="AMEX **** 1007",
                currency="£",
                footer="Cheers!",
                description="Receipt from The George Inn, 11 Jun 2025: total £82.10, paid with Amex ending 1007",
            ),
            1.15,
        ),
        decisive=["£82.10", "11 Jun 2025"],
    )
    cab = imgs.add(
        "cab_receipt",
        photos.composite(
            "storm",
            ["LONDON TAXI RECEIPT", "12 Jun 2025", "Southwark to Kings Cross", "Fare £23.40"],
            seed=f"{sid}:cab",
            style="label",
            accent=(20, 20, 20),
            panel_width=0.66,
            tilt=0.05,
            kind="receipt_photo",
            description="Photo of a London taxi receipt held up against a grey sky: 12 Jun 2025, Southwark to Kings Cross, fare £23.40",
        ),
        decisive=["£23.40", "12 Jun 2025"],
    )
    chat = imgs.add(
        "team_chat",
        screens.chat(
            "London offsite 🇬🇧",
            [
                (
                    "Tom Hughes",
                    "fyi I got the George last night (my amex), you got the cab this morning 👍",
                    "10:15 AM",
                ),
                ("Elena Petrova", "I'll book the Tate thing for all of us", "10:16 AM"),
            ],
            subtitle="Tom, Elena, you",
            clock="10:20",
            description="Team chat: Tom paid the George Inn last night with his Amex; the user paid the cab; Elena will book the Tate for everyone",
        ),
    )
    tate = imgs.add(
        "tate_order",
        screens.order_page(
            "Tate Modern",
            "TM-8823-114",
            [("Exhibition entry (adult)", "3", "£66.00")],
            total="£66.00",
            status="Confirmed - paid by Elena Petrova",
            date="Visit: 13 Jun 2025, 14:00",
            description="Tate Modern booking TM-8823-114 paid by Elena Petrova: 3 adult exhibition entries, total £66.00, visit 13 Jun 2025",
        ),
        decisive=["£66.00"],
    )
    s = base(
        sid,
        "A London work trip in pounds over five short rounds: pub, cab, a payer correction, tickets, balance",
        description=(
            "Kwame logs the offsite in the GBP group 'London offsite' (not 'London 2023'). He says he "
            "paid the pub (£82.10, 11 Jun), but Tom's message shows Tom did: the expense must end with "
            "Tom as payer. The cab photo (£23.40, 12 Jun) is Kwame's; the Tate booking (£66.00) is "
            "Elena's. The last round only asks for his balance."
        ),
        domains=["expenses", "vision"],
        reference_time="2025-06-12T18:30:00+01:00",
        owner=("Kwame", "Asante", "+447700900123", "kwame.asante@example.com"),
        about="Kwame Asante, 39, product manager from Accra working in Berlin, at a team offsite in London.",
        style="brief, polite, British-ish spelling",
    )
    members = ["ep_2900", "ep_2901", "ep_2902"]
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_2901",
                "first_name": "Tom",
                "last_name": "Hughes",
                "relationship": "coworker",
            },
            {
                "id": "ct_2902",
                "first_name": "Elena",
                "last_name": "Petrova",
                "relationship": "coworker",
            },
            {"id": "ct_2903", "first_name": "Tom", "last_name": "Baker", "relationship": "friend"},
        ],
        "expense_people": [
            {"id": "ep_2900", "name": "Kwame Asante", "is_me": True},
            {"id": "ep_2901", "name": "Tom Hughes", "contact_id": "ct_2901"},
            {"id": "ep_2902", "name": "Elena Petrova", "contact_id": "ct_2902"},
            {"id": "ep_2903", "name": "Tom Baker", "contact_id": "ct_2903"},
        ],
        "expense_groups": [
            {"id": "eg_2901", "name": "London offsite", "group_type": "trip", "currency": "GBP"},
            {"id": "eg_2902", "name": "London 2023", "group_type": "trip", "currency": "GBP"},
        ],
        "expense_group_members": [
            *[
                {"group_id": "eg_2901", "person_id": p, "joined_at": "2025-06-01T10:00:00+01:00"}
                for p in members
            ],
            {
                "group_id": "eg_2902",
                "person_id": "ep_2900",
                "joined_at": "2023-05-01T10:00:00+01:00",
            },
            {
                "group_id": "eg_2902",
                "person_id": "ep_2903",
                "joined_at": "2023-05-01T10:00:00+01:00",
            },
        ],
        "expenses": [
            {
                "id": "exp_2901",
                "group_id": "eg_2901",
                "description": "Airport Express tickets",
                "amount_cents": 7500,
                "currency": "GBP",
                "category": "transportation",
                "date": "2025-06-10",
                "paid_by": "ep_2902",
                "split_type": "equal",
            },
        ],
        "expense_splits": [
            *[{"expense_id": "exp_2901", "person_id": p, "owed_cents": 2500} for p in members],
        ],
    }
    s["images"] = [pub, cab, chat, tate]
    s["rounds"] = [
        {
            "query": "Could you add last night's pub to the London group, split three ways? I paid for that one.",
            "images": ["pub_receipt"],
            "transition": "once the pub expense is added",
            "user_notes": "If the assistant later points out that Tom paid the pub, agree.",
        },
        {
            "query": "And this morning's cab, which I paid. Same split.",
            "images": ["cab_receipt"],
            "transition": "once the cab expense is added",
        },
        {
            "query": "Tom has just said this. Please sort it out.",
            "images": ["team_chat"],
            "transition": "once the pub expense shows Tom as the payer",
        },
        {
            "query": "Elena has booked it. Add it too.",
            "images": ["tate_order"],
            "transition": "once the Tate tickets are added",
        },
        {
            "query": "Lastly, where do I stand in that group now?",
            "transition": "once the assistant gives the balance",
        },
    ]
    s["challenge"] = {
        "type": "error_correction",
        "round": 1,
        "details": "The user thinks he paid the pub.",
        "wrong_detail": "I paid for the pub",
        "correct_detail": "Tom paid the George Inn with his Amex, as his message says",
    }
    s["flow_type"] = "aggregate"
    s["arrival_pattern"] = "progressive"
    s["expected_changes"] = {
        "allowed_tables": ["expense_splits"],
        "changes": [
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_2901",
                    "amount_cents": 8210,
                    "currency": "GBP",
                    "paid_by": "ep_2901",
                    "date": "2025-06-11",
                },
            },
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_2901",
                    "amount_cents": 2340,
                    "currency": "GBP",
                    "paid_by": "ep_2900",
                    "date": "2025-06-12",
                },
            },
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_2901",
                    "amount_cents": 6600,
                    "currency": "GBP",
                    "paid_by": "ep_2902",
                },
            },
        ],
    }
    s["completion_criteria"] = (
        "In 'London offsite' (GBP), split equally among three: £82.10 pub on 2025-06-11 paid by Tom "
        "Hughes (corrected from the user), £23.40 cab on 2025-06-12 paid by Kwame, £66.00 Tate tickets "
        "paid by Elena Petrova; the last answer gives Kwame's balance."
    )
    s["expected_tools"] = [
        "list_expense_groups",
        "add_expense",
        "zoom_image",
        "update_expense",
        "get_expense_group",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "list_expense_groups", "arguments": {}},
                {
                    "tool": "add_expense",
                    "save_as": "pub",
                    "arguments": {
                        "description": "The George Inn",
                        "amount": 82.1,
                        "group_id": "eg_2901",
                        "paid_by": "me",
                        "category": "dining_out",
                        "expense_date": "2025-06-11",
                    },
                },
            ],
            "reply": "Added The George Inn, £82.10 on 11 June, paid by you, split three ways in London offsite.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "zoom_image",
                    "arguments": {
                        "image_id": "{{image:cab_receipt}}",
                        "x": 500,
                        "y": 500,
                        "factor": 1.5,
                    },
                },
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Taxi Southwark to Kings Cross",
                        "amount": 23.4,
                        "group_id": "eg_2901",
                        "paid_by": "me",
                        "category": "transportation",
                        "expense_date": "2025-06-12",
                    },
                },
            ],
            "reply": "Added the cab, £23.40 on 12 June, paid by you.",
        },
        {
            "round": 3,
            "steps": [
                {
                    "tool": "update_expense",
                    "arguments": {"expense_id": "{{pub.id}}", "paid_by": "ep_2901"},
                },
            ],
            "reply": "Tom paid the George Inn with his Amex, so I changed the pub's payer to Tom Hughes. The cab stays yours.",
        },
        {
            "round": 4,
            "steps": [
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Tate Modern exhibition x3",
                        "amount": 66.0,
                        "group_id": "eg_2901",
                        "paid_by": "ep_2902",
                        "category": "entertainment",
                    },
                },
            ],
            "reply": "Added Elena's Tate Modern booking, £66.00 for three.",
        },
        {
            "round": 5,
            "steps": [
                {"tool": "get_expense_group", "arguments": {"group_id": "eg_2901"}},
            ],
            "reply": "In London offsite you paid £23.40 and your shares come to £25.00 + £27.37 + £7.80 + £22.00; overall you owe about £58.77 (see the group's balances for who to pay).",
        },
    ]
    s["tags"] = ["money", "expenses", "foreign_currency", "vision"]
    return s


# --------------------------------------------------------------------------- mon_family_phone_plan


def mon_family_phone_plan(screens: Screens) -> Scenario:
    """Four phone-plan offers compared against each person's worst month of data; a to-do
    to switch by the contract's end; the family's thirds requested."""
    sid = "mon_family_phone_plan"
    imgs = ImageSet(sid, script=__file__)
    blue = imgs.add(
        "bluewave_ad",
        documents.poster(
            "Bluewave Unlimited",
            ["$35 per line / month", "Unlimited data", "No contract"],
            kicker="New customers",
            footer="Taxes and fees included",
            palette=((12, 60, 130), (120, 220, 255), (255, 255, 255)),
            kind="advert",
            description="Bluewave ad: unlimited data, $35 per line per month, no contract",
        ),
        decisive=["$35 per line / month"],
    )
    orbit = imgs.add(
        "orbit_page",
        screens.render(
            "<div class='bar'><h1>Orbit Mobile - Plans</h1><div class='sub'>Prices per line, per month</div></div>"
            "<div class='pad'><table><tr><th>Plan</th><th>Data per line</th><th class='num'>Price</th></tr>"
            "<tr><td>Orbit 15</td><td>15 GB</td><td class='num'>$25/line</td></tr>"
            "<tr><td>Orbit 25</td><td>25 GB</td><td class='num'>$32/line</td></tr></table>"
            "<p class='muted'>Data over your plan's limit is slowed to 256 kbps.</p></div>",
            kind="web_page",
            width=640,
            description="Orbit Mobile plans page: Orbit 15 (15 GB per line) $25/line, Orbit 25 (25 GB per line) $32/line",
        ),
        decisive=["$25/line", "$32/line"],
    )
    kestrel = imgs.add(
        "kestrel_flyer",
        photos.composite(
            "meadow",
            ["KESTREL FAMILY PACK", "3 lines for $90/mo", "20 GB per line"],
            seed=f"{sid}:kestrel",
            style="sign",
            panel_width=0.7,
            accent=(200, 120, 20),
            kind="flyer_photo",
            description="Photo of a Kestrel flyer pinned outdoors: Family Pack, 3 lines for $90 a month, 20 GB per line",
        ),
        decisive=["KESTREL FAMILY PACK", "3 lines for $90/mo", "20 GB per line"],
    )
    usage = imgs.add(
        "usage_chart",
        charts.bar_chart(
            "Most data used in one month, last 6 months (GB)",
            ["Rosa", "Dad", "Marisa"],
            [12.4, 3.1, 18.7],
            ylabel="GB",
            color="#6a4c93",
            description="Bar chart of each person's highest monthly data use in the last 6 months: Rosa 12.4 GB, Dad 3.1 GB, Marisa 18.7 GB",
        ),
        decisive=["18.7"],
    )
    bill = imgs.add(
        "current_bill",
        documents.invoice(
            "DesertTel Wireless",
            "DT-0925-4471",
            bill_to=["Rosa Delgado", "3 lines: Rosa, Ernesto, Marisa"],
            issued="Sep 2 2025",
            due="Sep 22 2025",
            lines=[("Family Share 3 lines", "1", "129.00", "129.00")],
            total="129.00",
            notes=["Your 24-month agreement ends Nov 30, 2025."],
            accent=(180, 60, 20),
            description="DesertTel bill for Rosa Delgado's 3 lines, $129.00, agreement ends Nov 30, 2025",
        ),
        decisive=["Nov 30, 2025"],
    )
    s = base(
        sid,
        "Phone plans compared against each person's worst month; to-do by the contract end; thirds requested",
        description=(
            "Rosa pays for three lines. Marisa's worst month is 18.7 GB, so Orbit 15 fails; for three "
            "lines Bluewave is $105, Orbit 25 $96, Kestrel $90 with 20 GB each: Kestrel wins. A to-do "
            "names it, due when DesertTel's agreement ends (Nov 30, 2025), in the Home project; then "
            "Dad (Ernesto Delgado, not Ernesto Diaz) and Marisa are each requested $30."
        ),
        domains=["todo", "payments"],
        reference_time="2025-09-10T19:00:00-07:00",
        owner=("Rosa", "Delgado", "+16025550157", "rosa.delgado@example.com"),
        about="Rosa Delgado, 44, dental hygienist in Phoenix, runs the family phone plan.",
        style="practical, clear instructions",
    )
    s["initial_entities"] = {
        "todo_projects": [
            {"id": "tprj_3001", "name": "Inbox", "is_inbox": True},
            {"id": "tprj_3002", "name": "Home", "color": "green"},
            {"id": "tprj_3003", "name": "Work", "color": "blue"},
        ],
        "todo_tasks": [
            {
                "id": "tsk_3001",
                "project_id": "tprj_3002",
                "content": "Call DesertTel about the roaming charge",
                "is_completed": True,
                "completed_at": "2025-08-12T10:00:00-07:00",
            },
        ],
        "payment_account": [
            {
                "id": "me",
                "handle": "rosa-delgado",
                "display_name": "Rosa Delgado",
                "balance_cents": 24000,
            }
        ],
        "payment_users": [
            {
                "id": "pu_3001",
                "handle": "ernesto-delgado",
                "display_name": "Ernesto Delgado",
                "is_friend": True,
            },
            {
                "id": "pu_3002",
                "handle": "marisa-d",
                "display_name": "Marisa Delgado",
                "is_friend": True,
            },
            {
                "id": "pu_3003",
                "handle": "ernestodiaz",
                "display_name": "Ernesto Diaz",
                "is_friend": True,
            },
        ],
        "payment_requests": [
            {
                "id": "preq_3001",
                "direction": "outgoing",
                "user_id": "pu_3001",
                "amount_cents": 4300,
                "note": "DesertTel Sep (1/3)",
                "status": "paid",
                "created_at": "2025-09-02T12:00:00-07:00",
                "resolved_at": "2025-09-03T12:00:00-07:00",
            },
        ],
    }
    s["images"] = [blue, orbit, kestrel, usage, bill]
    s["rounds"] = [
        {
            "query": "Our DesertTel contract ends soon. Compare these for the three of us. Everyone needs enough data for their worst month. Then add a to-do in Home to switch to the winner by the day the contract ends.",
            "images": ["bluewave_ad", "orbit_page", "kestrel_flyer", "usage_chart", "current_bill"],
            "transition": "once the to-do exists",
        },
        {
            "query": "Dad and Marisa pay me their third every month. Request their first month of the new plan now.",
            "transition": "once both requests are sent",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "compare"
    s["arrival_pattern"] = "upfront"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "todo_tasks",
                "fields": {
                    "project_id": "tprj_3002",
                    "content": "Kestrel",
                    "due_date": "2025-11-30",
                },
                "similarity": {"content": {"method": "contains", "case_sensitive": False}},
            },
            {
                "op": "create",
                "table": "payment_requests",
                "fields": {"direction": "outgoing", "user_id": "pu_3001", "amount_cents": 3000},
            },
            {
                "op": "create",
                "table": "payment_requests",
                "fields": {"direction": "outgoing", "user_id": "pu_3002", "amount_cents": 3000},
            },
        ]
    }
    s["completion_criteria"] = (
        "A to-do in Home naming Kestrel (3 lines $90, 20 GB each covers Marisa's 18.7 GB; Orbit 15 "
        "does not; Orbit 25 is $96, Bluewave $105) due 2025-11-30; $30 requests to Ernesto Delgado "
        "and Marisa Delgado."
    )
    s["expected_tools"] = [
        "list_todo_projects",
        "create_todo_task",
        "search_payment_users",
        "request_payment",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {
                    "code": "need = max(12.4, 3.1, 18.7)\nplans = {'Bluewave': (3 * 35, 999), 'Orbit 15': (3 * 25, 15), 'Orbit 25': (3 * 32, 25), 'Kestrel': (90, 20)}\nok = {k: v[0] for k, v in plans.items() if v[1] >= need}\nprint(ok, min(ok, key=ok.get))"
                },
                {"tool": "list_todo_projects", "arguments": {}},
                {
                    "tool": "create_todo_task",
                    "arguments": {
                        "content": "Switch family phones to Kestrel Family Pack ($90/mo)",
                        "project_id": "tprj_3002",
                        "due_date": "2025-11-30",
                    },
                },
            ],
            "reply": "Marisa's worst month is 18.7 GB, so Orbit 15 is out. For three lines: Bluewave $105, Orbit 25 $96, Kestrel Family Pack $90 with 20 GB each. Kestrel wins. Added a to-do in Home to switch by Nov 30, when DesertTel's agreement ends.",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "search_payment_users", "arguments": {"query": "Delgado"}},
                {
                    "tool": "request_payment",
                    "arguments": {
                        "from_user": "@ernesto-delgado",
                        "amount": 30.0,
                        "note": "Kestrel phone plan, 1st month (1/3)",
                    },
                },
                {
                    "tool": "request_payment",
                    "arguments": {
                        "from_user": "@marisa-d",
                        "amount": 30.0,
                        "note": "Kestrel phone plan, 1st month (1/3)",
                    },
                },
            ],
            "reply": "Requested $30 each (a third of $90) from Dad and Marisa.",
        },
    ]
    s["tags"] = ["money", "compare", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_deposit_deduction


def mon_deposit_deduction(screens: Screens) -> Scenario:
    """Validate a landlord's deposit deductions against the move-in checklist and her own
    text; email the unjustified total; reminder on her answer deadline from the lease."""
    sid = "mon_deposit_deduction"
    imgs = ImageSet(sid, script=__file__)
    email = imgs.add(
        "deduction_email",
        screens.email(
            "Carol Whitman <carol.whitman@example.com>",
            "Security deposit - 1817 Jenifer St #2",
            "Aug 8, 2025, 9:12 AM",
            [
                "Hi Tyler, here is the itemized statement for your deposit of $1,200.00 (move-out Jul 31, 2025).",
                "Carpet cleaning: $150.00",
                "Bedroom wall repair (scuff + nail holes): $120.00",
                "Key not returned: $35.00",
                "Refund by check: $895.00",
            ],
            to="tyler.brooks@example.com",
            description="Landlord Carol Whitman's itemized deposit statement: $1,200.00 deposit, carpet cleaning $150.00, bedroom wall repair $120.00, key not returned $35.00, refund $895.00",
        ),
        decisive=["$120.00", "$35.00", "carol.whitman@example.com"],
    )
    checklist = imgs.add(
        "movein_checklist",
        documents.form(
            "Move-in Condition Checklist",
            [
                ("Unit", "1817 Jenifer St #2, Madison"),
                ("Bedroom walls", "2 nail holes + scuff by window"),
                ("Carpet", "OK, clean"),
                ("Keys given", "2"),
                ("Signed", "T. Brooks / C. Whitman  Aug 1, 2024"),
            ],
            subtitle="Note any existing damage. Signed by tenant and landlord.",
            description="Move-in checklist signed Aug 1 2024: bedroom walls already had 2 nail holes and a scuff by the window; carpet OK; 2 keys given",
        ),
        decisive=["2 nail holes + scuff by window"],
    )
    wall = imgs.add(
        "wall_photo",
        photos.photo(
            "brick",
            seed=f"{sid}:wall",
            description="Photo of the bedroom's exposed grey brick wall taken on move-out day",
        ),
    )
    keys = imgs.add(
        "keys_text",
        screens.chat(
            "Carol Whitman",
            [
                ("me", "left both keys in your mailbox 🔑", "Jul 31, 6:02 PM"),
                ("them", "Got both keys, thanks Tyler! Good luck in Chicago", "Jul 31, 7:40 PM"),
            ],
            clock="7:45",
            description="Text thread with Carol Whitman on Jul 31: Tyler left both keys in her mailbox; she confirms she got both keys",
        ),
        decisive=["Got both keys"],
    )
    lease = imgs.add(
        "lease_clause",
        documents.form(
            "Lease - Section 9: Security Deposit",
            [
                ("9.3 Return", "within 21 days of move-out, with an itemized list"),
                ("9.4 Disputes", "landlord answers a written dispute within 14 days"),
            ],
            handwritten=False,
            description="Lease section 9: deposit returned within 21 days of move-out; landlord answers a written dispute within 14 days",
        ),
        decisive=["within 14 days"],
    )
    s = base(
        sid,
        "Deposit deductions checked against the move-in checklist and the landlord's text; dispute emailed",
        description=(
            "Carol kept $305. The wall damage ($120.00) was on the signed move-in checklist, and her own "
            "text confirms both keys came back ($35.00), so $155.00 is disputed by email to her (not "
            "Carol Whitney); carpet cleaning stands. The lease gives her 14 days to answer a written "
            "dispute: a reminder on Aug 22 at 9:00."
        ),
        domains=["email", "reminders", "contacts"],
        reference_time="2025-08-08T12:30:00-05:00",
        owner=("Tyler", "Brooks", "+16085550146", "tyler.brooks@example.com"),
        about="Tyler Brooks, 26, just finished grad school in Madison and moved to Chicago.",
        style="informal, a bit annoyed, short",
    )
    s["initial_entities"] = {
        "contacts": [
            {"id": "ct_3101", "first_name": "Carol", "last_name": "Whitman", "company": "Landlord"},
            {
                "id": "ct_3102",
                "first_name": "Carol",
                "last_name": "Whitney",
                "relationship": "coworker",
            },
        ],
        "contact_phones": [
            {
                "id": "cph_3101",
                "contact_id": "ct_3101",
                "number": "+16085550177",
                "is_primary": True,
            },
        ],
        "contact_emails": [
            {
                "id": "cem_3102",
                "contact_id": "ct_3102",
                "address": "carol.whitney@example.com",
                "is_primary": True,
            },
        ],
        "email_folders": [
            {"id": "fld_inbox", "name": "Inbox", "role": "inbox"},
            {"id": "fld_sent", "name": "Sent", "role": "sent"},
            {"id": "fld_drafts", "name": "Drafts", "role": "drafts"},
            {"id": "fld_trash", "name": "Trash", "role": "trash"},
        ],
        "reminder_lists": [{"id": "reml_3101", "name": "Reminders", "is_default": True}],
    }
    s["images"] = [email, checklist, wall, keys, lease]
    s["rounds"] = [
        {
            "query": "my old landlord kept part of my deposit. some of this is not fair. gonna find my move-in checklist",
            "images": ["deduction_email"],
            "transition": "once the assistant waits for the checklist",
        },
        {
            "query": "ok here's the checklist, the wall, and her text from move-out day. email her and ask for back whatever she shouldn't have taken",
            "images": ["movein_checklist", "wall_photo", "keys_text"],
            "transition": "once the dispute email is sent",
        },
        {
            "query": "if she ignores me i'm going to small claims. when does she have to answer by? remind me that morning at 9",
            "images": ["lease_clause"],
            "transition": "once the reminder is set",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "validate"
    s["arrival_pattern"] = "progressive"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "emails",
                "fields": {
                    "status": "sent",
                    "to_addresses": ["carol.whitman@example.com"],
                    "body": "155.00",
                },
                "similarity": {"body": {"method": "contains"}},
                "note": "wall $120.00 (pre-existing) + key $35.00 (returned)",
            },
            {
                "op": "create",
                "table": "reminders",
                "fields": {"due_date": "2025-08-22", "due_time": "09:00"},
            },
        ]
    }
    s["completion_criteria"] = (
        "An email to carol.whitman@example.com (the address on her statement; the contact has none) disputing $155.00 (the $120.00 wall repair listed on the "
        "move-in checklist and the $35.00 key she confirmed receiving; not the carpet); a reminder on "
        "2025-08-22 at 09:00 (14 days after the dispute)."
    )
    s["expected_tools"] = ["search_contacts", "send_email", "create_reminder"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [],
            "reply": "I see $305 withheld: carpet cleaning $150.00, wall repair $120.00 and a key $35.00. Send me the checklist and I'll check each one.",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "search_contacts", "arguments": {"query": "Carol Whitman"}},
                {
                    "tool": "send_email",
                    "arguments": {
                        "to": ["carol.whitman@example.com"],
                        "subject": "Deposit deductions - 1817 Jenifer St #2",
                        "body": "Hi Carol,\n\nTwo deductions on my deposit statement are not justified:\n- Bedroom wall repair ($120.00): the nail holes and scuff are on the move-in checklist we both signed on Aug 1, 2024.\n- Key not returned ($35.00): you texted me on Jul 31 that you got both keys.\n\nPlease send the remaining $155.00.\n\nThanks,\nTyler",
                    },
                },
            ],
            "reply": "The wall damage is on your signed move-in checklist and Carol confirmed both keys by text, so $120.00 + $35.00 = $155.00 should come back (carpet cleaning stays). I emailed her asking for $155.00.",
        },
        {
            "round": 3,
            "steps": [
                {
                    "tool": "create_reminder",
                    "arguments": {
                        "title": "Carol's deadline to answer the deposit dispute ($155)",
                        "due_date": "2025-08-22",
                        "due_time": "09:00",
                    },
                },
            ],
            "reply": "The lease gives her 14 days to answer a written dispute, so Aug 22. Reminder set for 9:00 that morning.",
        },
    ]
    s["tags"] = ["money", "deposit", "validate", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_babysitter_hours


def mon_babysitter_hours(screens: Screens) -> Scenario:
    """This week's babysitting hours (not last week's sheet) x the sitter's new rate (the
    user says the old one), paid; an alarm 30 minutes before her next arrival."""
    sid = "mon_babysitter_hours"
    imgs = ImageSet(sid, script=__file__)
    old = imgs.add(
        "sheet_last_week",
        documents.note(
            ["Week of Oct 6", "Mon 3:30-6:30", "Thu 3:30-7:30", "= 7 hrs  (paid)"],
            paper="sticky",
            seed=f"{sid}:old",
            description="Sticky note: week of Oct 6, Mon 3:30-6:30, Thu 3:30-7:30, 7 hours, marked paid",
        ),
        decisive=["(paid)"],
    )
    new = imgs.add(
        "sheet_this_week",
        documents.note(
            ["Week of Oct 13", "Mon 3:30-7:00", "Wed 3:30-8:30", "Fri 3:30-6:00"],
            paper="lined",
            seed=f"{sid}:new",
            description="Lined note: week of Oct 13, Mon 3:30-7:00, Wed 3:30-8:30, Fri 3:30-6:00 (11 hours)",
        ),
        decisive=["Mon 3:30-7:00", "Wed 3:30-8:30", "Fri 3:30-6:00"],
    )
    rate = imgs.add(
        "rate_text",
        screens.chat(
            "Zoe Lindgren",
            [
                (
                    "them",
                    "hi! just a heads up, my rate goes up to $19/hr starting this week (was $17). hope that's ok 🙏",
                    "Oct 12, 8:10 PM",
                ),
                ("me", "of course, you deserve it", "Oct 12, 8:30 PM"),
            ],
            clock="8:31",
            description="Text from the babysitter Zoe Lindgren on Oct 12: her rate goes up to $19/hr starting this week (was $17)",
        ),
        decisive=["$19/hr"],
    )
    nxt = imgs.add(
        "next_visit_text",
        screens.chat(
            "Zoe Lindgren",
            [
                (
                    "them",
                    "got it, thank you!! see you Tuesday, I'll be there at 3:15 pm since the bus changed",
                    "7:02 PM",
                )
            ],
            clock="7:05",
            description="Text from Zoe: she will arrive Tuesday at 3:15 because the bus changed",
        ),
        decisive=["3:15 pm"],
    )
    s = base(
        sid,
        "Babysitter paid for this week's hours at her new rate; an alarm before her next arrival",
        description=(
            "Two hour sheets: last week's is marked paid. This week: 3.5 + 5 + 2.5 = 11 hours. The user "
            "says $17 an hour, but Zoe's text raised it to $19 from this week: $209.00 to @zoe-lindgren "
            "(not @zoelindgren-art). Then she'll arrive Tuesday at 3:15: an alarm at 15:15."
        ),
        domains=["payments", "alarms"],
        reference_time="2025-10-17T19:10:00-05:00",
        owner=("Hannah", "Kowalczyk", "+14145550166", "hannah.kowalczyk@example.com"),
        about="Hannah Kowalczyk, 37, ER physician in Milwaukee with two kids and an after-school sitter.",
        style="tired, terse, to the point",
    )
    s["initial_entities"] = {
        "payment_account": [
            {
                "id": "me",
                "handle": "hannah-k",
                "display_name": "Hannah Kowalczyk",
                "balance_cents": 52000,
            }
        ],
        "payment_users": [
            {
                "id": "pu_3201",
                "handle": "zoe-lindgren",
                "display_name": "Zoe Lindgren",
                "is_friend": True,
            },
            {
                "id": "pu_3202",
                "handle": "zoelindgren-art",
                "display_name": "Zoe Lindgren Art",
                "is_business": True,
            },
        ],
        "payment_transactions": [
            {
                "id": "ptx_3201",
                "direction": "sent",
                "user_id": "pu_3201",
                "amount_cents": 11900,
                "note": "babysitting week of Oct 6 (7 h)",
                "created_at": "2025-10-10T19:00:00-05:00",
            },
        ],
        "alarms": [
            {
                "id": "alm_3201",
                "time": "05:45",
                "label": "Shift",
                "repeat_days": ["mon", "tue", "wed", "thu", "fri"],
            },
        ],
    }
    s["images"] = [old, new, rate, nxt]
    s["rounds"] = [
        {
            "query": "pay zoe for this week. $17/hr like always",
            "images": ["sheet_last_week", "sheet_this_week", "rate_text"],
            "transition": "once Zoe is paid",
            "user_notes": "If the assistant mentions the new $19 rate from Zoe's text, agree.",
        },
        {
            "query": "and set me an alarm for when she gets here next time, i keep missing the door",
            "images": ["next_visit_text"],
            "transition": "once the alarm is set",
        },
    ]
    s["challenge"] = {
        "type": "error_correction",
        "round": 1,
        "details": "The user states the old hourly rate.",
        "wrong_detail": "$17 an hour",
        "correct_detail": "Zoe's text raised it to $19/hr starting this week",
    }
    s["flow_type"] = "compute"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "allowed_tables": ["payment_account"],
        "changes": [
            {
                "op": "create",
                "table": "payment_transactions",
                "fields": {"direction": "sent", "user_id": "pu_3201", "amount_cents": 20900},
                "note": "(3.5 + 5 + 2.5) h x $19",
            },
            {"op": "create", "table": "alarms", "fields": {"time": "15:15"}},
        ],
    }
    s["completion_criteria"] = (
        "$209.00 sent to @zoe-lindgren (11 h this week at $19; not last week's sheet, not $17, not the "
        "art account); an alarm at 15:15, her new arrival time (3:15)."
    )
    s["expected_tools"] = ["search_payment_users", "send_payment", "create_alarm"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {
                    "code": "hours = (7.0 - 3.5) + (8.5 - 3.5) + (6.0 - 3.5)\nprint(hours, hours * 19)"
                },
                {"tool": "search_payment_users", "arguments": {"query": "Zoe Lindgren"}},
                {
                    "tool": "send_payment",
                    "arguments": {
                        "recipient": "@zoe-lindgren",
                        "amount": 209.0,
                        "note": "babysitting week of Oct 13 (11 h x $19)",
                    },
                },
            ],
            "reply": "This week is 11 hours (Mon 3.5, Wed 5, Fri 2.5). Zoe's rate went up to $19/hr this week (her Oct 12 text), so I sent her $209.00, not $187.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "create_alarm",
                    "arguments": {"time": "3:15 pm", "label": "Zoe arrives (bus changed)"},
                },
            ],
            "reply": "Alarm set for 3:15 PM, when Zoe says she will arrive.",
        },
    ]
    s["tags"] = ["money", "payments", "handwriting", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_charity_receipts


def mon_charity_receipts(screens: Screens) -> Scenario:
    """Donation receipts: the deductible ones saved to the Drive folder, the raffle ticket
    left out, the deductible total (tote bag value subtracted) added to the running file."""
    sid = "mon_charity_receipts"
    imgs = ImageSet(sid, script=__file__)
    food = imgs.add(
        "foodbank_receipt",
        documents.invoice(
            "Feed More",
            "DON-25-03381",
            bill_to=["Walter Pruitt", "2207 Grove Ave", "Richmond, VA 23220"],
            issued="Mar 8 2025",
            due="-",
            lines=[("Cash donation", "1", "150.00", "150.00")],
            total="150.00",
            notes=[
                "No goods or services were provided in exchange for this gift.",
                "Tax ID 54-1234567",
            ],
            accent=(180, 40, 60),
            description="Feed More donation receipt for Walter Pruitt, Mar 8 2025: $150.00, no goods or services provided",
        ),
        decisive=["150.00", "Mar 8 2025"],
    )
    raffle = imgs.add(
        "raffle_ticket",
        photos.composite(
            "wood_deck",
            ["ST. LUKE'S SPRING GALA", "RAFFLE TICKET  $25", "Not tax deductible"],
            seed=f"{sid}:raffle",
            style="price_tag",
            panel_width=0.7,
            kind="ticket_photo",
            description="Photo of a St. Luke's Spring Gala raffle ticket, $25, marked not tax deductible",
        ),
        decisive=["Not tax deductible"],
    )
    npr = imgs.add(
        "radio_pledge",
        screens.email(
            "WCVE Public Radio <members@wcve.example>",
            "Thank you for your pledge!",
            "Apr 2, 2025, 6:15 PM",
            [
                "Dear Walter, thank you for your gift of $120.00 on Apr 2, 2025.",
                "You received a thank-you tote bag valued at $20.00.",
                "Deductible amount: $100.00",
            ],
            to="walter.pruitt@example.com",
            description="Public radio pledge email: gift $120.00 on Apr 2 2025, tote bag worth $20.00, deductible amount $100.00",
        ),
        decisive=["Deductible amount: $100.00", "Apr 2, 2025"],
    )
    spca = imgs.add(
        "spca_receipt",
        photos.composite(
            "leaf",
            ["RICHMOND SPCA", "Gift received: $75.00", "05/19/2025", "Tax deductible"],
            seed=f"{sid}:spca",
            style="label",
            accent=(30, 120, 80),
            panel_width=0.66,
            tilt=0.04,
            kind="receipt_photo",
            description="Photo of a Richmond SPCA gift receipt: $75.00 on 05/19/2025, tax deductible",
        ),
        decisive=["$75.00", "05/19/2025"],
    )
    s = base(
        sid,
        "Deductible donation receipts saved to the tax folder (raffle left out), deductible total in the file",
        description=(
            "Walter keeps 'Taxes 2025 > Donations' on his Drive and a running donations.txt. Three of "
            "four receipts are deductible (the raffle ticket is not): they are saved to that folder "
            "(not 'Taxes 2024 > Donations'), and the deductible total $150 + $100 (radio gift minus the "
            "tote bag) + $75 = $325.00 is added to donations.txt."
        ),
        domains=["files"],
        reference_time="2025-06-02T10:00:00-04:00",
        owner=("Walter", "Pruitt", "+18045550138", "walter.pruitt@example.com"),
        about="Walter Pruitt, 71, retired postal worker in Richmond, Virginia, who itemizes his donations.",
        style="formal, courteous, complete sentences",
    )
    s["initial_entities"] = {
        "drive_folders": [
            {"id": "fld_3301", "name": "Taxes 2025"},
            {"id": "fld_3302", "name": "Donations", "parent_id": "fld_3301"},
            {"id": "fld_3303", "name": "Taxes 2024"},
            {"id": "fld_3304", "name": "Donations", "parent_id": "fld_3303"},
        ],
        "drive_files": [
            {
                "id": "fil_3301",
                "name": "donations.txt",
                "folder_id": "fld_3302",
                "mime_type": "text/plain",
                "size_bytes": 60,
                "content": "2025 deductible donations\nJan 15 Church $200.00\n",
            },
            {
                "id": "fil_3302",
                "name": "donations.txt",
                "folder_id": "fld_3304",
                "mime_type": "text/plain",
                "size_bytes": 40,
                "content": "2024 total: $1,180.00\n",
            },
            {
                "id": "fil_3303",
                "name": "2025-01-15 Church.jpg",
                "folder_id": "fld_3302",
                "mime_type": "image/jpeg",
                "size_bytes": 48211,
            },
        ],
    }
    s["images"] = [food, raffle, npr, spca]
    s["rounds"] = [
        {
            "query": "Good morning. It is Walter. I have my donation receipts from the spring to file for my taxes. Shall I send them?",
            "transition": "once the assistant asks for them",
        },
        {
            "query": "Here they are. Please save the ones that count for taxes in this year's donations folder on my Drive, named like the one already there, and add the deductible total to my donations file there.",
            "images": ["foodbank_receipt", "raffle_ticket", "radio_pledge", "spca_receipt"],
            "transition": "once the receipts are saved and the file updated",
        },
    ]
    s["challenge"] = {
        "type": "state_mutation",
        "details": "The existing donations.txt of 2025 is appended to (not the 2024 one).",
    }
    s["flow_type"] = "filter"
    s["arrival_pattern"] = "late"
    saves = [("foodbank_receipt", "img_0"), ("radio_pledge", "img_2"), ("spca_receipt", "img_3")]
    changes: list[dict[str, Any]] = [
        {
            "op": "create",
            "table": "drive_files",
            "fields": {"folder_id": "fld_3302", "image_id": img, "name": day},
            "similarity": {"name": {"method": "contains"}},
        }
        for (_, img), day in zip(saves, ["2025-03-08", "2025-04-02", "2025-05-19"], strict=True)
    ]
    changes.append(
        {
            "op": "update",
            "table": "drive_files",
            "match": {"id": "fil_3301"},
            "fields": {"content": "325.00"},
            "similarity": {"content": {"method": "contains"}},
        }
    )
    s["expected_changes"] = {
        "allowed_tables": ["drive_file_versions", "drive_folders"],
        "changes": changes,
    }
    s["completion_criteria"] = (
        "The Feed More, radio pledge and SPCA receipts saved as images in 'Taxes 2025 > Donations' "
        "named with their ISO date first like '2025-01-15 Church' (2025-03-08, 2025-04-02, 2025-05-19; "
        "not the raffle ticket, not the 2024 folder); the 2025 donations.txt mentions the $325.00 "
        "deductible total ($150 + $100 + $75)."
    )
    s["expected_tools"] = ["search_files", "save_image_to_files", "append_to_text_file"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [],
            "reply": "Good morning, Walter. Yes, please send them and I will file them.",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "search_files", "arguments": {"query": "donations"}},
                *[
                    {
                        "tool": "save_image_to_files",
                        "arguments": {
                            "image_id": "{{image:" + key + "}}",
                            "folder_id": "fld_3302",
                            "name": name,
                        },
                    }
                    for (key, _), name in zip(
                        saves,
                        [
                            "2025-03-08 Feed More",
                            "2025-04-02 WCVE pledge",
                            "2025-05-19 Richmond SPCA",
                        ],
                        strict=True,
                    )
                ],
                {"code": "print(150.00 + (120.00 - 20.00) + 75.00)"},
                {
                    "tool": "append_to_text_file",
                    "arguments": {
                        "file_id": "fil_3301",
                        "text": "Mar 8 Feed More $150.00\nApr 2 WCVE radio $100.00 (gift $120 less $20 tote)\nMay 19 Richmond SPCA $75.00\nSpring deductible total: $325.00\n",
                    },
                },
            ],
            "reply": "I saved the Feed More, public radio and SPCA receipts in Taxes 2025 > Donations, named by date like your church receipt; the raffle ticket is not deductible, so I left it out. Deductible total: $150.00 + $100.00 (the radio gift less the $20 tote bag) + $75.00 = $325.00, added to your donations.txt.",
        },
    ]
    s["tags"] = ["money", "taxes", "files", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_internet_expense_fix


def mon_internet_expense_fix(screens: Screens) -> Scenario:
    """A roommate's internet expense does not match the bill: comment with the bill's amount,
    then correct it when he agrees."""
    sid = "mon_internet_expense_fix"
    imgs = ImageSet(sid, script=__file__)
    bill = imgs.add(
        "isp_bill",
        documents.invoice(
            "Peachtree Fiber",
            "PF-0925-88120",
            bill_to=["Felix Grant", "640 Ponce de Leon Ave NE #5", "Atlanta, GA 30308"],
            issued="Sep 1 2025",
            due="Sep 20 2025",
            lines=[
                ("Fiber 500 Mbps", "1", "79.00", "79.00"),
                ("Router rental (returned Aug 29)", "1", "0.00", "0.00"),
            ],
            total="79.00",
            accent=(200, 100, 20),
            description="Peachtree Fiber bill for September 2025: fiber 500 Mbps $79.00, router rental $0.00 (returned Aug 29), total $79.00",
        ),
        decisive=["79.00"],
    )
    app = imgs.add(
        "expense_screen",
        screens.render(
            "<div class='status'><span>9:41</span><span>5G 71%</span></div>"
            "<div class='bar'><h1>Ponce flat</h1><div class='sub'>Expense details</div></div>"
            "<div class='pad' style='line-height:1.6'><div style='font-size:22px;font-weight:bold'>Internet (Sep)</div>"
            "<div style='font-size:34px;font-weight:bold'>$95.00</div><div>Paid by Felix Grant</div>"
            "<div class='muted'>Split equally: you, Felix, Dana - $31.67 each</div></div>",
            kind="app_screenshot",
            description="Expenses app screenshot: 'Internet (Sep)' $95.00 paid by Felix Grant in Ponce flat, split equally three ways",
        ),
    )
    chat = imgs.add(
        "felix_chat",
        screens.chat(
            "Felix Grant",
            [
                (
                    "them",
                    "ahh my bad, I used last month's price with the router rental. fix it to the bill 🙏",
                    "8:20 PM",
                )
            ],
            clock="8:22",
            description="Text from Felix: he used last month's price with the router rental; fix it to the bill",
        ),
    )
    ups = imgs.add(
        "router_return",
        photos.composite(
            "gravel",
            ["THE UPS STORE", "Return: Peachtree Fiber router", "08/29/2025"],
            seed=f"{sid}:ups",
            style="label",
            accent=(90, 60, 20),
            panel_width=0.7,
            kind="receipt_photo",
            description="Photo of a UPS Store drop-off receipt: Peachtree Fiber router returned 08/29/2025",
        ),
    )
    s = base(
        sid,
        "Roommate's internet expense checked against the bill: a comment, then the amount corrected",
        description=(
            "Felix entered September's internet as $95.00; the bill says $79.00 (the router was "
            "returned). Amara comments on that expense (not August's) with the bill's amount, then "
            "corrects it to $79.00 when Felix agrees."
        ),
        domains=["expenses"],
        reference_time="2025-09-05T20:30:00-04:00",
        owner=("Amara", "Nwosu", "+14045550172", "amara.nwosu@example.com"),
        about="Amara Nwosu, 29, data analyst in Atlanta who keeps the flat's shared expenses honest.",
        style="direct, friendly, proper punctuation",
    )
    members = ["ep_3400", "ep_3401", "ep_3402"]
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_3401",
                "first_name": "Felix",
                "last_name": "Grant",
                "relationship": "friend",
            },
            {"id": "ct_3402", "first_name": "Dana", "last_name": "Wu", "relationship": "friend"},
        ],
        "expense_people": [
            {"id": "ep_3400", "name": "Amara Nwosu", "is_me": True},
            {"id": "ep_3401", "name": "Felix Grant", "contact_id": "ct_3401"},
            {"id": "ep_3402", "name": "Dana Wu", "contact_id": "ct_3402"},
        ],
        "expense_groups": [
            {"id": "eg_3401", "name": "Ponce flat", "group_type": "home", "currency": "USD"}
        ],
        "expense_group_members": [
            {"group_id": "eg_3401", "person_id": p, "joined_at": "2025-01-01T10:00:00-05:00"}
            for p in members
        ],
        "expenses": [
            {
                "id": "exp_3401",
                "group_id": "eg_3401",
                "description": "Internet (Aug)",
                "amount_cents": 9500,
                "category": "utilities",
                "date": "2025-08-01",
                "paid_by": "ep_3401",
                "split_type": "equal",
            },
            {
                "id": "exp_3402",
                "group_id": "eg_3401",
                "description": "Internet (Sep)",
                "amount_cents": 9500,
                "category": "utilities",
                "date": "2025-09-01",
                "paid_by": "ep_3401",
                "split_type": "equal",
            },
            {
                "id": "exp_3403",
                "group_id": "eg_3401",
                "description": "Georgia Power (Aug)",
                "amount_cents": 14211,
                "category": "utilities",
                "date": "2025-08-28",
                "paid_by": "ep_3400",
                "split_type": "equal",
            },
        ],
        "expense_splits": [
            *[
                {"expense_id": e, "person_id": p, "owed_cents": c}
                for e in ("exp_3401", "exp_3402")
                for p, c in zip(members, (3167, 3167, 3166), strict=True)
            ],
            *[
                {"expense_id": "exp_3403", "person_id": p, "owed_cents": c}
                for p, c in zip(members, (4737, 4737, 4737), strict=True)
            ],
        ],
    }
    s["images"] = [bill, app, chat, ups]
    s["rounds"] = [
        {
            "query": "Felix's internet expense for this month doesn't match the bill he forwarded. Can you leave a comment on it with what the bill actually says? Don't change it yet.",
            "images": ["isp_bill", "expense_screen"],
            "transition": "once the comment is posted",
        },
        {
            "query": "He agrees, and here's the router return. Please fix the expense now.",
            "images": ["felix_chat", "router_return"],
            "transition": "once the expense is corrected",
        },
    ]
    s["challenge"] = {
        "type": "state_mutation",
        "details": "An existing expense gets a comment and a corrected amount.",
    }
    s["flow_type"] = "validate"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "allowed_tables": ["expense_splits"],
        "changes": [
            {
                "op": "create",
                "table": "expense_comments",
                "fields": {"expense_id": "exp_3402", "author_id": "ep_3400", "body": "79.00"},
                "similarity": {"body": {"method": "contains"}},
            },
            {
                "op": "update",
                "table": "expenses",
                "match": {"id": "exp_3402"},
                "fields": {"amount_cents": 7900},
            },
        ],
    }
    s["completion_criteria"] = (
        "A comment by Amara on 'Internet (Sep)' (not August's) saying the bill is $79.00, and that "
        "expense's amount corrected from $95.00 to $79.00."
    )
    s["expected_tools"] = ["list_expenses", "add_expense_comment", "update_expense"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "list_expenses", "arguments": {"group_id": "eg_3401"}},
                {
                    "tool": "add_expense_comment",
                    "arguments": {
                        "expense_id": "exp_3402",
                        "text": "The Peachtree Fiber bill for September is $79.00 (router rental $0.00, it was returned), not $95.00.",
                    },
                },
            ],
            "reply": "Commented on 'Internet (Sep)': the bill says $79.00, not $95.00. I left the amount as it is.",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "update_expense", "arguments": {"expense_id": "exp_3402", "amount": 79.0}},
            ],
            "reply": "Updated 'Internet (Sep)' to $79.00; it's still split equally three ways.",
        },
    ]
    s["tags"] = ["money", "expenses", "validate"]
    return s


# --------------------------------------------------------------------------- mon_card_fraud


def mon_card_fraud(screens: Screens) -> Scenario:
    """Fraud on a card: the statement's last digits say which linked card it is; call the
    number on the card's back; swap the card on the payments app; to-do with the claim number."""
    sid = "mon_card_fraud"
    imgs = ImageSet(sid, script=__file__)
    statement = imgs.add(
        "card_activity",
        screens.statement(
            "Sun City Federal Credit Union",
            "Visa Debit ...4417",
            "Oct 1 - Oct 4, 2025",
            [
                ("Oct 3", "STEAMGAMES.COM 4259", "-$59.99"),
                ("Oct 3", "STEAMGAMES.COM 4259", "-$59.99"),
                ("Oct 2", "WALGREENS #3321", "-$12.40"),
                ("Oct 1", "EL PASO WATER", "-$64.10"),
            ],
            balance="$1,877.52",
            description="Debit card activity for Visa Debit ending 4417, Oct 1-4 2025: two STEAMGAMES.COM charges of $59.99 on Oct 3, Walgreens $12.40, El Paso Water $64.10",
        ),
        decisive=["Visa Debit ...4417"],
    )
    back = imgs.add(
        "card_back",
        photos.composite(
            "coins",
            ["SUN CITY FCU", "Lost or stolen card:", "1-915-555-0142", "(24 hours)"],
            seed=f"{sid}:back",
            style="label",
            accent=(200, 150, 30),
            panel_width=0.72,
            tilt=0.04,
            kind="card_photo",
            description="Photo of the back of a Sun City FCU card lying on a dark table: lost or stolen card line 1-915-555-0142, 24 hours",
        ),
        decisive=["1-915-555-0142"],
    )
    letter = imgs.add(
        "replacement_letter",
        documents.form(
            "Sun City FCU - Card Services",
            [
                ("Cancelled card", "Visa Debit ending 4417"),
                ("Replacement card", "Visa Debit ending 7702"),
                ("Arrives", "within 5-7 business days"),
            ],
            subtitle="Your card was cancelled at your request on Oct 4, 2025.",
            handwritten=False,
            description="Card services letter: debit card ending 4417 cancelled on Oct 4 2025, replacement Visa Debit ending 7702 on its way",
        ),
        decisive=["Visa Debit ending 7702"],
    )
    claim = imgs.add(
        "claim_email",
        screens.email(
            "Sun City FCU <disputes@suncityfcu.example>",
            "Your dispute has been opened",
            "Oct 4, 2025, 11:26 AM",
            [
                "Dear Gloria, we opened dispute claim FR-228190 for 2 transactions totalling $119.98.",
                "A provisional credit will post within 10 business days.",
                "Please keep your claim number for any questions.",
            ],
            to="gloria.estevez@example.com",
            description="Dispute email: claim FR-228190 opened for 2 transactions totalling $119.98; provisional credit within 10 business days",
        ),
        decisive=["FR-228190"],
    )
    s = base(
        sid,
        "Card fraud: which linked card, call the number on its back, swap it on the payments app, claim to-do",
        description=(
            "The statement is for the Visa Debit ...4417, the payments app's default method (not the "
            "Chase credit card). Gloria has the agent call the lost-or-stolen line on the back of the "
            "card (1-915-555-0142, not the number in the contact 'Sun City FCU' main office), remove "
            "the old card from the payments app, link the replacement ending 7702 as the default, and "
            "add a to-do with the claim number."
        ),
        domains=["payments", "phone", "todo", "contacts"],
        reference_time="2025-10-04T11:40:00-06:00",
        owner=("Gloria", "Estevez", "+19155550126", "gloria.estevez@example.com"),
        about="Gloria Estevez, 58, school librarian in El Paso; not very confident with apps.",
        style="worried, long sentences, polite",
    )
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_3501",
                "first_name": "Sun City FCU",
                "last_name": "",
                "company": "Sun City Federal Credit Union",
            },
        ],
        "contact_phones": [
            {
                "id": "cph_3501",
                "contact_id": "ct_3501",
                "number": "+19155550100",
                "is_primary": True,
            },
        ],
        "payment_methods": [
            {
                "id": "pm_3501",
                "kind": "debit_card",
                "name": "Sun City FCU Visa Debit",
                "last4": "4417",
                "supports_instant": True,
            },
            {"id": "pm_3502", "kind": "credit_card", "name": "Chase Freedom", "last4": "8830"},
            {"id": "pm_3503", "kind": "bank", "name": "Sun City FCU Checking", "last4": "0921"},
        ],
        "payment_account": [
            {
                "id": "me",
                "handle": "gloria-estevez",
                "display_name": "Gloria Estevez",
                "balance_cents": 1500,
                "default_method_id": "pm_3501",
            }
        ],
        "todo_projects": [
            {"id": "tprj_3501", "name": "Inbox", "is_inbox": True},
            {"id": "tprj_3502", "name": "Errands", "color": "orange"},
        ],
    }
    s["images"] = [statement, back, letter, claim]
    s["rounds"] = [
        {
            "query": "There are charges on my card that I never made, two of the same one. Which of my cards is this? The one on my Venmo too?",
            "images": ["card_activity"],
            "transition": "once the assistant identifies the card",
        },
        {
            "query": "Please call the number on the back of the card for me, I'm shaking.",
            "images": ["card_back"],
            "transition": "once the call is placed",
        },
        {
            "query": "They cancelled it and a new one is coming. Please take the old card off Venmo and put the new one on, as the main one.",
            "images": ["replacement_letter"],
            "transition": "once the cards are swapped",
        },
        {
            "query": "And this came. Add a to-do in my Errands to follow up on it, with the claim number so I don't lose it.",
            "images": ["claim_email"],
            "transition": "once the to-do exists",
        },
    ]
    s["challenge"] = {
        "type": "state_mutation",
        "details": "The compromised card is removed from the payments app and the replacement linked as default.",
    }
    s["flow_type"] = "lookup_chain"
    s["arrival_pattern"] = "progressive"
    s["expected_changes"] = {
        "allowed_tables": ["payment_account"],
        "changes": [
            {
                "op": "create",
                "table": "call_log",
                "fields": {"number": "+19155550142", "call_type": "outgoing"},
            },
            {"op": "delete", "table": "payment_methods", "match": {"id": "pm_3501"}},
            {
                "op": "create",
                "table": "payment_methods",
                "fields": {"kind": "debit_card", "last4": "7702"},
            },
            {
                "op": "create",
                "table": "todo_tasks",
                "fields": {"project_id": "tprj_3502", "content": "FR-228190"},
                "similarity": {"content": {"method": "contains", "case_sensitive": False}},
            },
        ],
    }
    s["completion_criteria"] = (
        "A call to +1 915-555-0142 (the number on the card's back, not the branch in contacts); the "
        "debit card ending 4417 removed from the payments app and a debit card ending 7702 linked (and "
        "made default); a to-do in Errands naming claim FR-228190."
    )
    s["expected_tools"] = [
        "list_payment_methods",
        "place_call",
        "remove_payment_method",
        "link_payment_method",
        "set_default_payment_method",
        "create_todo_task",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [{"tool": "list_payment_methods", "arguments": {}}],
            "reply": "It's your Sun City FCU Visa Debit ending 4417, and yes, it's the default card on your Venmo. The two STEAMGAMES.COM charges of $59.99 on Oct 3 are the suspicious ones.",
        },
        {
            "round": 2,
            "steps": [{"tool": "place_call", "arguments": {"recipient": "1-915-555-0142"}}],
            "reply": "Calling 1-915-555-0142, Sun City FCU's 24-hour lost or stolen card line, now.",
        },
        {
            "round": 3,
            "steps": [
                {"tool": "remove_payment_method", "arguments": {"method_id": "pm_3501"}},
                {
                    "tool": "link_payment_method",
                    "save_as": "card",
                    "arguments": {
                        "kind": "debit_card",
                        "name": "Sun City FCU Visa Debit",
                        "last4": "7702",
                    },
                },
                {"tool": "set_default_payment_method", "arguments": {"method_id": "{{card.id}}"}},
            ],
            "reply": "Removed the old card ending 4417 from Venmo, linked the new Visa Debit ending 7702 and made it your default.",
        },
        {
            "round": 4,
            "steps": [
                {
                    "tool": "create_todo_task",
                    "arguments": {
                        "content": "Follow up on card dispute claim FR-228190 ($119.98)",
                        "project_id": "tprj_3502",
                    },
                },
            ],
            "reply": "Added a to-do in Errands: follow up on claim FR-228190.",
        },
    ]
    s["tags"] = ["money", "payments", "fraud", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_olive_oil_unit_price


def mon_olive_oil_unit_price(screens: Screens) -> Scenario:
    """Three shelf tags in different sizes: the cheapest per litre goes into the grocery
    reminder; after shopping, the bottle (not the whole receipt) is split with the partner."""
    sid = "mon_olive_oil_unit_price"
    imgs = ImageSet(sid, script=__file__)
    tags = [
        (
            "tag_traderjoes",
            "leaf",
            ["TRADER JOE'S", "Olive oil 1 L", "$11.99"],
            "Trader Joe's shelf tag: olive oil 1 L $11.99",
        ),
        (
            "tag_safeway",
            "raindrops",
            ["SAFEWAY", "Olive oil 750 mL", "$8.49"],
            "Safeway shelf tag: olive oil 750 mL $8.49",
        ),
        (
            "tag_costco",
            "gravel",
            ["COSTCO", "Olive oil 2 L", "$19.99"],
            "Costco shelf tag: olive oil 2 L $19.99",
        ),
    ]
    entries = []
    for image_id, scene, lines, desc in tags:
        entries.append(
            imgs.add(
                image_id,
                photos.composite(
                    scene,
                    lines,
                    seed=f"{sid}:{image_id}",
                    style="price_tag",
                    panel_width=0.6,
                    tilt=0.05,
                    kind="shelf_tag_photo",
                    description=f"Photo of a {desc}",
                ),
                decisive=lines[1:],
            )
        )
    chat = imgs.add(
        "lena_chat",
        screens.chat(
            "Lena 🌻",
            [
                (
                    "them",
                    "get whichever olive oil is cheapest per litre, any size is fine, we go through it fast",
                    "4:12 PM",
                )
            ],
            clock="4:15",
            description="Text from Lena: buy whichever olive oil is cheapest per litre, any size",
        ),
    )
    receipt = imgs.add(
        "costco_receipt",
        scaled(
            documents.receipt(
                "COSTCO WHOLESALE #144",
                [("KS OLIVE OIL 2L", "19.99"), ("EGGS 24CT", "7.49"), ("PAPER PLATES", "12.99")],
                total="40.47",
                date="06/21/2025  11:40",
                address="4801 Central Ave, Richmond CA",
                payment="VISA **** 5531",
                description="Costco receipt 06/21/2025: olive oil 2 L $19.99, eggs $7.49, paper plates $12.99, total $40.47",
            ),
            1.2,
        ),
        decisive=["19.99", "06/21/2025"],
    )
    s = base(
        sid,
        "Cheapest olive oil per litre from three shelf tags into the grocery list, then the bottle split",
        description=(
            "Per litre: Trader Joe's $11.99, Safeway $8.49/0.75 = $11.32, Costco $19.99/2 = $10.00: "
            "Costco wins, so the reminder in the Groceries list names Costco. After shopping only "
            "the $19.99 olive oil (not the $40.47 receipt) goes into 'Yusuf & Lena', half each."
        ),
        domains=["reminders", "expenses"],
        reference_time="2025-06-20T16:20:00-07:00",
        owner=("Yusuf", "Demir", "+15105550181", "yusuf.demir@example.com"),
        about="Yusuf Demir, 34, line cook in Oakland who shares groceries with his partner Lena.",
        style="laid-back, short",
    )
    s["initial_entities"] = {
        "reminder_lists": [
            {"id": "reml_3601", "name": "Reminders", "is_default": True},
            {"id": "reml_3602", "name": "Groceries"},
        ],
        "reminders": [
            {"id": "rem_3601", "list_id": "reml_3602", "title": "Oat milk", "position": 0},
            {
                "id": "rem_3602",
                "list_id": "reml_3602",
                "title": "Olive oil (Trader Joe's?)",
                "position": 1,
                "is_completed": True,
                "completed_at": "2025-05-02T18:00:00-07:00",
            },
        ],
        "contacts": [
            {"id": "ct_3601", "first_name": "Lena", "last_name": "Vogel", "relationship": "partner"}
        ],
        "expense_people": [
            {"id": "ep_3600", "name": "Yusuf Demir", "is_me": True},
            {"id": "ep_3601", "name": "Lena Vogel", "contact_id": "ct_3601"},
        ],
        "expense_groups": [
            {"id": "eg_3601", "name": "Yusuf & Lena", "group_type": "couple", "currency": "USD"}
        ],
        "expense_group_members": [
            {
                "group_id": "eg_3601",
                "person_id": "ep_3600",
                "joined_at": "2024-06-01T10:00:00-07:00",
            },
            {
                "group_id": "eg_3601",
                "person_id": "ep_3601",
                "joined_at": "2024-06-01T10:00:00-07:00",
            },
        ],
    }
    s["images"] = [*entries, chat, receipt]
    s["rounds"] = [
        {
            "query": "doing the big shop tomorrow. gonna send you olive oil prices from around, lena has opinions",
            "transition": "once the assistant acknowledges",
        },
        {
            "query": "here. put the winner on my groceries list",
            "images": ["tag_traderjoes", "tag_safeway", "tag_costco", "lena_chat"],
            "transition": "once the grocery reminder exists",
        },
        {
            "query": "got it. just the olive oil goes in our shared thing, half each",
            "images": ["costco_receipt"],
            "transition": "once the expense is added",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "compare"
    s["arrival_pattern"] = "late"
    s["expected_changes"] = {
        "allowed_tables": ["expense_splits"],
        "changes": [
            {
                "op": "create",
                "table": "reminders",
                "fields": {"list_id": "reml_3602", "title": "Costco"},
                "similarity": {"title": {"method": "contains", "case_sensitive": False}},
            },
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_3601",
                    "amount_cents": 1999,
                    "paid_by": "ep_3600",
                    "date": "2025-06-21",
                    "split_type": "equal",
                },
            },
        ],
    }
    s["completion_criteria"] = (
        "A reminder in Groceries naming Costco (2 L at $19.99 = $10.00/L beats $11.32/L and $11.99/L); a "
        "$19.99 expense dated 2025-06-21 in 'Yusuf & Lena' paid by Yusuf, split equally."
    )
    s["expected_tools"] = [
        "list_reminder_lists",
        "create_reminder",
        "list_expense_groups",
        "add_expense",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [],
            "reply": "Sounds good, send them over and I'll work out the best deal per litre.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "code": "print({'Trader Joes': 11.99 / 1, 'Safeway': round(8.49 / 0.75, 2), 'Costco': 19.99 / 2})"
                },
                {"tool": "list_reminder_lists", "arguments": {}},
                {
                    "tool": "create_reminder",
                    "arguments": {
                        "title": "Olive oil at Costco (the big bottle)",
                        "list_id": "reml_3602",
                    },
                },
            ],
            "reply": "Per litre: Costco $10.00 (2 L for $19.99), Safeway $11.32, Trader Joe's $11.99. Added 'Olive oil 2 L at Costco' to Groceries.",
        },
        {
            "round": 3,
            "steps": [
                {"tool": "list_expense_groups", "arguments": {}},
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Olive oil (Costco)",
                        "amount": 19.99,
                        "group_id": "eg_3601",
                        "paid_by": "me",
                        "category": "groceries",
                        "expense_date": "2025-06-21",
                    },
                },
            ],
            "reply": "Added the $19.99 olive oil to Yusuf & Lena, half each.",
        },
    ]
    s["tags"] = ["money", "compare", "price_tags", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_cabin_nights


def mon_cabin_nights(screens: Screens) -> Scenario:
    """A cabin split by nights stayed from the guestbook (shares), groceries split equally,
    and a friend's Venmo for her exact share recorded."""
    sid = "mon_cabin_nights"
    imgs = ImageSet(sid, script=__file__)
    invoice = imgs.add(
        "cabin_invoice",
        documents.invoice(
            "Peak 8 Cabins",
            "P8-11027",
            bill_to=["Noor Abbasi", "Lodgepole Cabin", "Jan 16 - Jan 20, 2026 (4 nights)"],
            issued="Jan 20 2026",
            due="Paid",
            lines=[
                ("Lodgepole Cabin, per night", "4", "290.00", "1,160.00"),
                ("Cleaning", "1", "120.00", "120.00"),
            ],
            total="1,280.00",
            accent=(40, 90, 60),
            description="Peak 8 Cabins invoice for Noor Abbasi: Lodgepole Cabin 4 nights at $290 + $120 cleaning = $1,280.00, paid",
        ),
        decisive=["1,280.00"],
    )
    guestbook = imgs.add(
        "guestbook",
        documents.note(
            [
                "Lodgepole Cabin guestbook",
                "Noor - 4 nights",
                "Jae - 4 nights",
                "Tomas - 2 nights",
                "Ellie - 3 nights",
            ],
            paper="lined",
            style="hand",
            seed=f"{sid}:guestbook",
            description="Guestbook page: Noor 4 nights, Jae 4 nights, Tomas 2 nights, Ellie 3 nights",
        ),
        decisive=["Noor - 4 nights", "Jae - 4 nights", "Tomas - 2 nights", "Ellie - 3 nights"],
    )
    chat = imgs.add(
        "group_chat",
        screens.chat(
            "Breck crew ❄️",
            [
                (
                    "Ellie Shaw",
                    "split the cabin by nights stayed pls, tomas only came for the weekend",
                    "9:02 PM",
                ),
                ("Tomás Ruiz", "🙏 yes", "9:03 PM"),
                ("Jae Kim", "groceries just even though", "9:04 PM"),
            ],
            subtitle="Ellie, Tomás, Jae, you",
            clock="9:05",
            description="Group chat: split the cabin by nights stayed, groceries evenly",
        ),
    )
    groceries = imgs.add(
        "grocery_receipt",
        scaled(
            documents.receipt(
                "CITY MARKET BRECKENRIDGE",
                [("Groceries (23 items)", "141.15"), ("Firewood bundle x3", "15.25")],
                total="156.40",
                date="01/16/2026  15:20",
                address="400 N Park Ave, Breckenridge",
                payment="VISA **** 2050",
                description="City Market Breckenridge receipt 01/16/2026: groceries and firewood, total $156.40",
            ),
            1.15,
        ),
        decisive=["$156.40", "01/16/2026"],
    )
    drive = imgs.add(
        "drive_photo",
        photos.photo(
            "storm",
            seed=f"{sid}:drive",
            description="Dark storm clouds over an empty road (the drive up to the cabin)",
        ),
    )
    venmo = imgs.add(
        "jae_venmo",
        screens.render(
            "<div class='status'><span>9:41</span><span>5G 64%</span></div>"
            "<div class='bar'><h1>Venmo</h1><div class='sub'>Completed</div></div>"
            "<div class='pad' style='text-align:center'><div style='font-size:20px'>Jae Kim paid you</div>"
            "<div style='font-size:44px;font-weight:bold;margin:10px 0'>$393.85</div>"
            "<div style='font-size:19px'>cabin share ❄️</div><div class='muted' style='margin-top:8px'>Jan 22, 2026</div></div>",
            kind="payment_screenshot",
            description="Venmo screenshot: Jae Kim paid you $393.85 for the cabin share on Jan 22, 2026",
        ),
        decisive=["$393.85"],
    )
    s = base(
        sid,
        "Cabin split by nights from the guestbook, groceries evenly, a friend's exact share settled",
        description=(
            "The $1,280.00 cabin is split by shares 4/4/2/3 (nights in the guestbook): Noor $393.85, "
            "Jae $393.85, Tomás $196.92, Ellie $295.38. Groceries ($156.40, Jan 16) are split evenly. "
            "Jae's $393.85 Venmo payment becomes a settle-up in 'Breck 2026' (not 'Breck 2025')."
        ),
        domains=["expenses", "contacts"],
        reference_time="2026-01-22T20:00:00-07:00",
        owner=("Noor", "Abbasi", "+17205550115", "noor.abbasi@example.com"),
        about="Noor Abbasi, 31, civil engineer in Denver who organises the yearly ski cabin.",
        style="organised, upbeat",
    )
    people = [
        ("ep_3700", "Noor Abbasi", None),
        ("ep_3701", "Jae Kim", "ct_3701"),
        ("ep_3702", "Tomás Ruiz", "ct_3702"),
        ("ep_3703", "Ellie Shaw", "ct_3703"),
    ]
    s["initial_entities"] = {
        "contacts": [
            {"id": "ct_3701", "first_name": "Jae", "last_name": "Kim", "relationship": "friend"},
            {"id": "ct_3702", "first_name": "Tomás", "last_name": "Ruiz", "relationship": "friend"},
            {"id": "ct_3703", "first_name": "Ellie", "last_name": "Shaw", "relationship": "friend"},
        ],
        "expense_people": [
            {"id": pid, "name": name, **({"contact_id": cid} if cid else {"is_me": True})}
            for pid, name, cid in people
        ],
        "expense_groups": [
            {"id": "eg_3701", "name": "Breck 2026", "group_type": "trip", "currency": "USD"},
            {"id": "eg_3702", "name": "Breck 2025", "group_type": "trip", "currency": "USD"},
        ],
        "expense_group_members": [
            *[
                {"group_id": "eg_3701", "person_id": pid, "joined_at": "2025-12-01T10:00:00-07:00"}
                for pid, _, _ in people
            ],
            *[
                {"group_id": "eg_3702", "person_id": pid, "joined_at": "2024-12-01T10:00:00-07:00"}
                for pid, _, _ in people[:3]
            ],
        ],
    }
    s["images"] = [invoice, guestbook, chat, groceries, drive, venmo]
    s["rounds"] = [
        {
            "query": "Cabin's paid! Put it in our Breck group, split how everyone wants, I paid it.",
            "images": ["cabin_invoice", "guestbook", "group_chat"],
            "transition": "once the cabin expense is added",
        },
        {
            "query": "And the groceries from the first day, also me. That drive up was something 😅",
            "images": ["grocery_receipt", "drive_photo"],
            "transition": "once the groceries are added",
        },
        {
            "query": "Jae already paid me!",
            "images": ["jae_venmo"],
            "transition": "once Jae's payment is recorded",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "compute"
    s["arrival_pattern"] = "mixed"
    cabin = {"ep_3700": 39385, "ep_3701": 39385, "ep_3702": 19692, "ep_3703": 29538}
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_3701",
                    "amount_cents": 128000,
                    "paid_by": "ep_3700",
                    "split_type": "shares",
                },
            },
            *[
                {
                    "op": "create",
                    "table": "expense_splits",
                    "fields": {"person_id": p, "owed_cents": c},
                }
                for p, c in cabin.items()
            ],
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_3701",
                    "amount_cents": 15640,
                    "paid_by": "ep_3700",
                    "date": "2026-01-16",
                    "split_type": "equal",
                },
            },
            *[
                {
                    "op": "create",
                    "table": "expense_splits",
                    "fields": {"person_id": p, "owed_cents": 3910},
                }
                for p, _, _ in people
            ],
            {
                "op": "create",
                "table": "expense_settlements",
                "fields": {
                    "group_id": "eg_3701",
                    "from_person_id": "ep_3701",
                    "to_person_id": "ep_3700",
                    "amount_cents": 39385,
                },
            },
        ]
    }
    s["completion_criteria"] = (
        "In 'Breck 2026': the $1,280.00 cabin paid by Noor split by shares 4/4/2/3 (Noor $393.85, Jae "
        "$393.85, Tomás $196.92, Ellie $295.38); $156.40 groceries dated 2026-01-16 split evenly ($39.10 "
        "each); a $393.85 settle-up from Jae to Noor."
    )
    s["expected_tools"] = ["list_expense_groups", "add_expense", "settle_up_expenses"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "list_expense_groups", "arguments": {}},
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Lodgepole Cabin (4 nights + cleaning)",
                        "amount": 1280.0,
                        "group_id": "eg_3701",
                        "paid_by": "me",
                        "split_type": "shares",
                        "split_values": {"ep_3700": 4, "ep_3701": 4, "ep_3702": 2, "ep_3703": 3},
                        "category": "lodging",
                    },
                },
            ],
            "reply": "Added the $1,280.00 cabin to Breck 2026, paid by you, split by nights (4/4/2/3): you and Jae $393.85, Tomás $196.92, Ellie $295.38.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "City Market groceries + firewood",
                        "amount": 156.4,
                        "group_id": "eg_3701",
                        "paid_by": "me",
                        "category": "groceries",
                        "expense_date": "2026-01-16",
                    },
                },
            ],
            "reply": "Added the $156.40 groceries from Jan 16, split evenly ($39.10 each). Glad you all made it up safely!",
        },
        {
            "round": 3,
            "steps": [
                {
                    "tool": "settle_up_expenses",
                    "arguments": {
                        "to_person": "me",
                        "from_person": "ep_3701",
                        "amount": 393.85,
                        "group_id": "eg_3701",
                        "method": "venmo",
                    },
                },
            ],
            "reply": "Recorded Jae's $393.85 Venmo payment in Breck 2026.",
        },
    ]
    s["tags"] = ["money", "expenses", "shares", "handwriting"]
    return s


# --------------------------------------------------------------------------- mon_neighbor_cod


def mon_neighbor_cod(screens: Screens) -> Scenario:
    """A neighbor paid a cash-on-delivery fee: the door note gives the flat, the lobby
    directory the name, the payments app two people with that surname; pay and thank her."""
    sid = "mon_neighbor_cod"
    imgs = ImageSet(sid, script=__file__)
    note = imgs.add(
        "door_note",
        documents.note(
            [
                "Hi! Your parcel came to",
                "my door by mistake.",
                "I paid the $18.50 COD fee",
                "for you - it's here!",
                "- your neighbor in 4B",
            ],
            paper="sticky",
            seed=f"{sid}:note",
            description="Sticky note on the door: the parcel came to my door by mistake, I paid the $18.50 COD fee, from your neighbor in 4B",
        ),
        decisive=["$18.50", "4B"],
    )
    directory = imgs.add(
        "lobby_directory",
        photos.composite(
            "brick",
            ["RESIDENTS", "4A  KOWALSKI", "4B  F. OSEI", "4C  NGUYEN", "4D  BARRETT"],
            seed=f"{sid}:dir",
            style="sign",
            panel_width=0.55,
            accent=(60, 60, 60),
            kind="directory_photo",
            description="Photo of the lobby residents directory on a brick wall: 4A Kowalski, 4B F. Osei, 4C Nguyen, 4D Barrett",
        ),
        decisive=["4B  F. OSEI"],
    )
    slip = imgs.add(
        "cod_slip",
        scaled(
            documents.receipt(
                "SWIFTPOST COURIER",
                [("COD collected", "18.50")],
                total="18.50",
                date="03/14/2025  13:05",
                address="Parcel SP-7720-1184",
                payment="Paid in cash by recipient at 4B",
                footer="Deliver to: 4D BARRETT",
                description="Courier cash-on-delivery slip 03/14/2025: $18.50 collected in cash at 4B, parcel addressed to 4D Barrett",
            ),
            1.1,
        ),
        decisive=["$18.50"],
    )
    s = base(
        sid,
        "Repay a neighbor's COD fee: flat number -> lobby directory -> the right Osei on the payments app",
        description=(
            "The note is signed 'your neighbor in 4B'; the lobby directory says 4B is F. Osei; the "
            "payments app has Farida Osei and Kwabena Osei, so $18.50 goes to @farida-osei. Then a "
            "thank-you text to Farida (saved as 'Farida (building)')."
        ),
        domains=["payments", "messages", "contacts"],
        reference_time="2025-03-14T18:20:00-04:00",
        owner=("Liam", "Barrett", "+16175550104", "liam.barrett@example.com"),
        about="Liam Barrett, 40, high-school music teacher living in flat 4D of a Boston apartment block.",
        style="friendly, slightly rambling",
    )
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_3801",
                "first_name": "Farida",
                "last_name": "(building)",
                "notes": "met at the building BBQ",
            },
            {
                "id": "ct_3802",
                "first_name": "Kwabena",
                "last_name": "Osei",
                "relationship": "coworker",
            },
        ],
        "contact_phones": [
            {
                "id": "cph_3801",
                "contact_id": "ct_3801",
                "number": "+16175550148",
                "is_primary": True,
            },
            {
                "id": "cph_3802",
                "contact_id": "ct_3802",
                "number": "+16175550149",
                "is_primary": True,
            },
        ],
        "payment_account": [
            {
                "id": "me",
                "handle": "liam-barrett",
                "display_name": "Liam Barrett",
                "balance_cents": 7300,
            }
        ],
        "payment_users": [
            {
                "id": "pu_3801",
                "handle": "farida-osei",
                "display_name": "Farida Osei",
                "phone": "+16175550148",
            },
            {
                "id": "pu_3802",
                "handle": "kwabena-osei",
                "display_name": "Kwabena Osei",
                "contact_id": "ct_3802",
                "is_friend": True,
            },
            {"id": "pu_3803", "handle": "j-nguyen", "display_name": "Jenny Nguyen"},
        ],
    }
    s["images"] = [note, directory, slip]
    s["rounds"] = [
        {
            "query": "Ha, so this was on my door when I got home, with my parcel. So nice. Can you pay her back on Venmo? I'm not sure who lives there, sent you the lobby board too.",
            "images": ["door_note", "lobby_directory", "cod_slip"],
            "transition": "once the neighbor is paid",
        },
        {
            "query": "Oh I think I have her number from the BBQ. Send her a thank-you text too?",
            "transition": "once the thank-you text is sent",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "lookup_chain"
    s["arrival_pattern"] = "upfront"
    s["expected_changes"] = {
        "allowed_tables": ["payment_account"],
        "changes": [
            {
                "op": "create",
                "table": "payment_transactions",
                "fields": {"direction": "sent", "user_id": "pu_3801", "amount_cents": 1850},
            },
            {
                "op": "create",
                "table": "message_threads",
                "fields": {"participants": ["+16175550148"]},
            },
            {"op": "create", "table": "messages", "fields": {"direction": "outgoing"}},
        ],
    }
    s["completion_criteria"] = (
        "$18.50 sent to @farida-osei (4B = F. Osei; not Kwabena Osei); a thank-you text to Farida's "
        "number +1 617-555-0148."
    )
    s["expected_tools"] = [
        "search_payment_users",
        "send_payment",
        "search_contacts",
        "send_message",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "search_payment_users", "arguments": {"query": "Osei"}},
                {
                    "tool": "send_payment",
                    "arguments": {
                        "recipient": "@farida-osei",
                        "amount": 18.5,
                        "note": "Thank you for the COD fee on my parcel! - 4D",
                    },
                },
            ],
            "reply": "The lobby board lists 4B as F. Osei, and Farida Osei is on Venmo (the other Osei is Kwabena). Sent her $18.50 for the COD fee.",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "search_contacts", "arguments": {"query": "Farida"}},
                {
                    "tool": "send_message",
                    "arguments": {
                        "recipient": "ct_3801",
                        "body": "Hi Farida, it's Liam from 4D. Thank you so much for paying the COD on my parcel! I've sent you the $18.50 on Venmo.",
                    },
                },
            ],
            "reply": "Texted Farida a thank-you.",
        },
    ]
    s["tags"] = ["money", "payments", "lookup_chain", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_oaxaca_exchange


def mon_oaxaca_exchange(screens: Screens) -> Scenario:
    """A dollar receipt logged in a peso group at the rate on the hotel's board (the user
    guesses 17); a peso taco bill paid by a friend."""
    sid = "mon_oaxaca_exchange"
    imgs = ImageSet(sid, script=__file__)
    boat = imgs.add(
        "boat_receipt",
        scaled(
            documents.receipt(
                "LAGUNA TOURS HUATULCO",
                [("Boat tour, 4 people", "120.00")],
                total="120.00",
                date="2025-11-08  10:30",
                address="Bahia de Santa Cruz",
                payment="MC **** 3361",
                currency="USD ",
                footer="Gracias por navegar con nosotros",
                description="Laguna Tours receipt 2025-11-08: boat tour for 4, total USD 120.00",
            ),
            1.15,
        ),
        decisive=["USD 120.00", "2025-11-08"],
    )
    board = imgs.add(
        "rate_board",
        photos.composite(
            "dune",
            ["HOTEL CASA ANTIGUA", "Tipo de cambio hoy", "1 USD = 18.40 MXN"],
            seed=f"{sid}:board",
            style="sign",
            panel_width=0.66,
            accent=(20, 120, 120),
            kind="sign_photo",
            description="Photo of the hotel's exchange-rate sign by the beach: today's rate 1 USD = 18.40 MXN",
        ),
        decisive=["1 USD = 18.40 MXN"],
    )
    tacos = imgs.add(
        "taco_receipt",
        scaled(
            documents.receipt(
                "TACOS DEL CARMEN",
                [
                    ("Tacos al pastor x12", "288.00"),
                    ("Quesadillas x3", "126.00"),
                    ("Aguas frescas x4", "72.00"),
                ],
                total="486.00",
                date="2025-11-09  21:15",
                address="Calle Allende 304, Oaxaca",
                payment="Efectivo (cash)",
                currency="MXN ",
                description="Tacos del Carmen receipt 2025-11-09: total MXN 486.00, paid cash",
            ),
            1.15,
        ),
        decisive=["MXN 486.00", "2025-11-09"],
    )
    chat = imgs.add(
        "trip_chat",
        screens.chat(
            "Oaxaca 🌮",
            [
                ("Ana Beltrán", "I paid the tacos last night in cash btw", "9:40 AM"),
                ("Kofi Mensah", "and Sipho got the boat 🚤", "9:41 AM"),
            ],
            subtitle="Ana, Kofi, Lisa, you",
            clock="9:45",
            description="Trip chat: Ana Beltran paid the tacos in cash; Sipho paid the boat",
        ),
    )
    s = base(
        sid,
        "A dollar boat tour converted at the hotel's rate into the peso group; a friend's taco bill",
        description=(
            "The group 'Oaxaca' is in MXN. Sipho paid the boat tour USD 120.00; the user guesses a rate "
            "of about 17, but the hotel's board says 18.40: MXN 2,208.00. Then the tacos (MXN 486.00, "
            "paid cash by Ana Beltrán, not Ana Ruiz)."
        ),
        domains=["expenses", "vision"],
        reference_time="2025-11-10T09:50:00-06:00",
        owner=("Sipho", "Ndlovu", "+14165550186", "sipho.ndlovu@example.com"),
        about="Sipho Ndlovu, 33, South African software tester living in Toronto, on a trip to Oaxaca with friends.",
        style="relaxed, jokey",
    )
    members = ["ep_3900", "ep_3901", "ep_3902", "ep_3903"]
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_3901",
                "first_name": "Ana",
                "last_name": "Beltrán",
                "relationship": "friend",
            },
            {
                "id": "ct_3902",
                "first_name": "Kofi",
                "last_name": "Mensah",
                "relationship": "friend",
            },
            {
                "id": "ct_3903",
                "first_name": "Lisa",
                "last_name": "Okonjo",
                "relationship": "friend",
            },
            {"id": "ct_3904", "first_name": "Ana", "last_name": "Ruiz", "relationship": "coworker"},
        ],
        "expense_people": [
            {"id": "ep_3900", "name": "Sipho Ndlovu", "is_me": True},
            {"id": "ep_3901", "name": "Ana Beltrán", "contact_id": "ct_3901"},
            {"id": "ep_3902", "name": "Kofi Mensah", "contact_id": "ct_3902"},
            {"id": "ep_3903", "name": "Lisa Okonjo", "contact_id": "ct_3903"},
            {"id": "ep_3904", "name": "Ana Ruiz", "contact_id": "ct_3904"},
        ],
        "expense_groups": [
            {"id": "eg_3901", "name": "Oaxaca", "group_type": "trip", "currency": "MXN"},
            {"id": "eg_3902", "name": "Toronto flat", "group_type": "home", "currency": "CAD"},
        ],
        "expense_group_members": [
            *[
                {"group_id": "eg_3901", "person_id": p, "joined_at": "2025-10-20T10:00:00-05:00"}
                for p in members
            ],
            {
                "group_id": "eg_3902",
                "person_id": "ep_3900",
                "joined_at": "2024-09-01T10:00:00-04:00",
            },
            {
                "group_id": "eg_3902",
                "person_id": "ep_3904",
                "joined_at": "2024-09-01T10:00:00-04:00",
            },
        ],
    }
    s["images"] = [boat, board, tacos, chat]
    s["rounds"] = [
        {
            "query": "I paid the boat tour in dollars. Our group's in pesos though, so convert it with the rate on the hotel board, I'll send you a pic. Think it was like 17?",
            "images": ["boat_receipt"],
            "transition": "once the assistant waits for the rate",
            "user_notes": "If the assistant says the board shows 18.40, agree.",
        },
        {
            "query": "here's the board",
            "images": ["rate_board"],
            "transition": "once the boat tour is added",
        },
        {
            "query": "and last night's tacos, see chat for who paid",
            "images": ["taco_receipt", "trip_chat"],
            "transition": "once the tacos are added",
        },
    ]
    s["challenge"] = {
        "type": "error_correction",
        "round": 1,
        "details": "The user misremembers the exchange rate.",
        "wrong_detail": "the rate was about 17",
        "correct_detail": "the hotel's board says 1 USD = 18.40 MXN",
    }
    s["flow_type"] = "compute"
    s["arrival_pattern"] = "progressive"
    s["expected_changes"] = {
        "allowed_tables": ["expense_splits"],
        "changes": [
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_3901",
                    "amount_cents": 220800,
                    "currency": "MXN",
                    "paid_by": "ep_3900",
                    "date": "2025-11-08",
                },
                "note": "120.00 x 18.40",
            },
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_3901",
                    "amount_cents": 48600,
                    "currency": "MXN",
                    "paid_by": "ep_3901",
                    "date": "2025-11-09",
                },
            },
        ],
    }
    s["completion_criteria"] = (
        "In 'Oaxaca' (MXN), split equally among four: the boat tour MXN 2,208.00 (USD 120.00 x 18.40, "
        "not x 17) paid by Sipho on 2025-11-08, and the tacos MXN 486.00 paid by Ana Beltrán on 2025-11-09."
    )
    s["expected_tools"] = ["list_expense_groups", "zoom_image", "add_expense"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [{"tool": "list_expense_groups", "arguments": {}}],
            "reply": "Got the USD 120.00 boat tour receipt. Send me the board and I'll convert it with the exact rate.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "zoom_image",
                    "arguments": {
                        "image_id": "{{image:rate_board}}",
                        "x": 500,
                        "y": 550,
                        "factor": 1.5,
                    },
                },
                {"code": "print(round(120.00 * 18.40, 2))"},
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Boat tour Huatulco (USD 120 at 18.40)",
                        "amount": 2208.0,
                        "group_id": "eg_3901",
                        "paid_by": "me",
                        "category": "entertainment",
                        "expense_date": "2025-11-08",
                        "notes": "Paid USD 120.00, converted at 18.40 MXN",
                    },
                },
            ],
            "reply": "The board says 18.40, not 17: USD 120.00 is MXN 2,208.00. Added to Oaxaca, paid by you, split four ways.",
        },
        {
            "round": 3,
            "steps": [
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Tacos del Carmen",
                        "amount": 486.0,
                        "group_id": "eg_3901",
                        "paid_by": "ep_3901",
                        "category": "dining_out",
                        "expense_date": "2025-11-09",
                    },
                },
            ],
            "reply": "Added the tacos, MXN 486.00, paid by Ana Beltrán in cash.",
        },
    ]
    s["tags"] = ["money", "expenses", "foreign_currency", "vision"]
    return s


# --------------------------------------------------------------------------- mon_subscription_audit


def mon_subscription_audit(screens: Screens) -> Scenario:
    """Unused subscriptions from a statement and a usage chart become cancel to-dos; the
    family plan is kept after all; the yearly saving (with a price rise) goes in a note."""
    sid = "mon_subscription_audit"
    imgs = ImageSet(sid, script=__file__)
    statement = imgs.add(
        "card_statement",
        screens.statement(
            "Riverview Credit Union",
            "Visa ...6108",
            "Oct 1 - Oct 31, 2025",
            [
                ("Oct 3", "NETFLIX.COM", "-$15.49"),
                ("Oct 5", "PELOTON APP", "-$12.99"),
                ("Oct 9", "SPOTIFY USA FAMILY", "-$19.99"),
                ("Oct 14", "AUDIBLE", "-$14.95"),
                ("Oct 20", "NYTIMES DIGITAL", "-$4.00"),
            ],
            balance="$2,310.44",
            description="October card statement with subscriptions: Netflix $15.49, Peloton App $12.99, Spotify Family $19.99, Audible $14.95, NYTimes $4.00",
        ),
        decisive=["PELOTON APP", "-$12.99", "AUDIBLE"],
    )
    usage = imgs.add(
        "usage_chart",
        charts.bar_chart(
            "Hours used in October (Dot's phone)",
            ["Netflix", "Peloton", "Spotify", "Audible", "NYTimes"],
            [14, 0, 0, 0, 6],
            ylabel="hours",
            color="#2a9d8f",
            description="Bar chart of hours used in October on Dot's phone: Netflix 14, Peloton 0, Spotify 0, Audible 0, NYTimes 6",
        ),
        decisive=["Peloton", "Spotify", "Audible"],
    )
    price = imgs.add(
        "audible_email",
        screens.email(
            "Audible <no-reply@audible.example>",
            "A change to your membership price",
            "Oct 20, 2025, 7:00 AM",
            [
                "Hi Dorothy, starting Nov 1, 2025 your monthly membership will be $16.95 (currently $14.95).",
                "No action is needed to keep listening.",
            ],
            to="dot.lam@example.com",
            description="Audible email: from Nov 1, 2025 the monthly membership goes from $14.95 to $16.95",
        ),
        decisive=["$16.95", "Nov 1, 2025"],
    )
    family = imgs.add(
        "spotify_family",
        screens.list_screen(
            "Premium Family",
            [("Dorothy Lam (manager)", "you"), ("Mia Lam", "member")],
            subtitle="Spotify - Manage members",
            kind="app_screenshot",
            description="Spotify Premium Family members screen: Dorothy Lam (manager) and Mia Lam",
        ),
    )
    s = base(
        sid,
        "Cancel to-dos for unused subscriptions, the family plan kept after all, the yearly saving noted",
        description=(
            "Zero hours in October: Peloton, Spotify and Audible. Dot asks for cancel to-dos in Money; "
            "then keeps Spotify (Mia is on the family plan). Audible's to-do is due before its price "
            "rise on Nov 1. Yearly saving: 12 x 12.99 + 12 x 16.95 = $359.28, appended to 'Budget 2025' "
            "(not 'Budget 2024')."
        ),
        domains=["todo", "notes"],
        reference_time="2025-10-31T20:15:00-07:00",
        owner=("Dorothy", "Lam", "+13605550113", "dot.lam@example.com"),
        about="Dorothy 'Dot' Lam, 52, bookkeeper in Vancouver, Washington, trimming her monthly bills.",
        style="no-nonsense, numbers first",
    )
    s["initial_entities"] = {
        "todo_projects": [
            {"id": "tprj_4001", "name": "Inbox", "is_inbox": True},
            {"id": "tprj_4002", "name": "Money", "color": "green"},
            {"id": "tprj_4003", "name": "House", "color": "blue"},
        ],
        "todo_tasks": [
            {
                "id": "tsk_4001",
                "project_id": "tprj_4002",
                "content": "Cancel Hulu",
                "is_completed": True,
                "completed_at": "2025-06-01T10:00:00-07:00",
            },
        ],
        "note_folders": [{"id": "nf_4001", "name": "Finance"}],
        "notes": [
            {
                "id": "nt_4001",
                "folder_id": "nf_4001",
                "title": "Budget 2025",
                "body": "Goal: save $300/year on subscriptions.",
            },
            {
                "id": "nt_4002",
                "folder_id": "nf_4001",
                "title": "Budget 2024",
                "body": "Cancelled Hulu and Paramount+.",
            },
        ],
    }
    s["images"] = [statement, usage, price, family]
    s["rounds"] = [
        {
            "query": "Subscription clean-up. Make a to-do in Money to cancel each subscription I didn't use at all last month. If a price is about to go up, the to-do is due the day before.",
            "images": ["card_statement", "usage_chart", "audible_email", "spotify_family"],
            "transition": "once the to-dos exist",
        },
        {
            "query": "Wait, Spotify is the family plan and Mia uses it. Keep that one.",
            "transition": "once the Spotify to-do is gone",
        },
        {
            "query": "How much will I save a year with the rest cancelled, counting the new Audible price? Put it in my budget note for this year.",
            "transition": "once the note is updated",
        },
    ]
    s["challenge"] = {
        "type": "goal_change",
        "round": 2,
        "details": "Spotify is kept after all (family plan used by the daughter): its cancel to-do goes away.",
    }
    s["flow_type"] = "filter"
    s["arrival_pattern"] = "upfront"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "todo_tasks",
                "fields": {"project_id": "tprj_4002", "content": "Peloton"},
                "similarity": {"content": {"method": "contains", "case_sensitive": False}},
            },
            {
                "op": "create",
                "table": "todo_tasks",
                "fields": {
                    "project_id": "tprj_4002",
                    "content": "Audible",
                    "due_date": "2025-10-31",
                },
                "similarity": {"content": {"method": "contains", "case_sensitive": False}},
            },
            {
                "op": "update",
                "table": "notes",
                "match": {"id": "nt_4001"},
                "fields": {"body": "359.28"},
                "similarity": {"body": {"method": "contains"}},
                "note": "12 x 12.99 + 12 x 16.95",
            },
        ]
    }
    s["completion_criteria"] = (
        "To-dos in Money to cancel Peloton and Audible (Audible due 2025-10-31, the day before the Nov 1 "
        "price rise); no Spotify to-do (kept for Mia); 'Budget 2025' mentions the $359.28 yearly saving."
    )
    s["expected_tools"] = [
        "list_todo_projects",
        "create_todo_task",
        "delete_todo_task",
        "search_notes",
        "append_to_note",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "list_todo_projects", "arguments": {}},
                {
                    "tool": "create_todo_task",
                    "arguments": {
                        "content": "Cancel Peloton app subscription",
                        "project_id": "tprj_4002",
                    },
                },
                {
                    "tool": "create_todo_task",
                    "save_as": "spotify",
                    "arguments": {"content": "Cancel Spotify Family", "project_id": "tprj_4002"},
                },
                {
                    "tool": "create_todo_task",
                    "arguments": {
                        "content": "Cancel Audible before the price rise",
                        "project_id": "tprj_4002",
                        "due_date": "2025-10-31",
                    },
                },
            ],
            "reply": "Zero hours last month: Peloton, Spotify and Audible. Added three cancel to-dos in Money; Audible's is due Oct 31, the day before it goes up to $16.95 on Nov 1, 2025.",
        },
        {
            "round": 2,
            "steps": [{"tool": "delete_todo_task", "arguments": {"task_id": "{{spotify.id}}"}}],
            "reply": "Removed the Spotify to-do; the family plan stays.",
        },
        {
            "round": 3,
            "steps": [
                {"code": "print(round(12 * 12.99 + 12 * 16.95, 2))"},
                {"tool": "search_notes", "arguments": {"query": "Budget 2025"}},
                {
                    "tool": "append_to_note",
                    "arguments": {
                        "note_id": "nt_4001",
                        "text": "Cancelling Peloton ($12.99/mo) and Audible ($16.95/mo from Nov 1) saves $359.28 a year.",
                    },
                },
            ],
            "reply": "12 x $12.99 + 12 x $16.95 = $359.28 a year. Added to Budget 2025.",
        },
    ]
    s["tags"] = ["money", "subscriptions", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_garage_sale


def mon_garage_sale(screens: Screens) -> Scenario:
    """A shared garage sale: check the neighbor's claimed amount against the tally sheet,
    the user's Venmo receipts and what she got directly; pay her (user guesses higher)."""
    sid = "mon_garage_sale"
    imgs = ImageSet(sid, script=__file__)
    sign = imgs.add(
        "sale_sign",
        photos.composite(
            "grass",
            ["GARAGE SALE", "SAT 8 - 2", "14 & 16 Elm Ct"],
            seed=f"{sid}:sign",
            style="sign",
            panel_width=0.6,
            accent=(220, 60, 40),
            kind="sign_photo",
            description="Photo of a hand-lettered-style garage sale sign on a lawn: Saturday 8-2, 14 & 16 Elm Ct",
        ),
    )
    tally = imgs.add(
        "tally_sheet",
        documents.note(
            [
                "M lamp 15",
                "M bike 40",
                "R chair 20",
                "M books 6",
                "R toaster 8",
                "M mirror 25",
                "R games 12",
            ],
            paper="lined",
            style="hand",
            seed=f"{sid}:tally",
            description="Handwritten tally sheet (M = Maya, R = Ray): lamp 15 M, bike 40 M, chair 20 R, books 6 M, toaster 8 R, mirror 25 M, games 12 R",
        ),
        decisive=["M lamp 15", "M bike 40", "M books 6", "M mirror 25"],
    )
    cash = imgs.add(
        "cash_box",
        photos.photo(
            "coins",
            seed=f"{sid}:cash",
            description="Close-up of coins in the cash box at the end of the day",
        ),
    )
    venmo = imgs.add(
        "venmo_received",
        screens.list_screen(
            "Venmo - Received",
            [("Dana L. paid you · mirror", "+$25.00"), ("Chris O. paid you · chair", "+$20.00")],
            subtitle="Saturday",
            kind="app_screenshot",
            description="Venmo received list for Saturday: Dana L. paid $25.00 for the mirror, Chris O. paid $20.00 for the chair",
        ),
        decisive=["+$25.00"],
    )
    maya = imgs.add(
        "maya_text",
        screens.chat(
            "Maya Brandt",
            [
                ("them", "the bike guy venmo'd me directly, $40", "5:12 PM"),
                ("them", "so by my math you owe me $46.00 for the rest of my stuff 🙂", "5:13 PM"),
            ],
            clock="5:20",
            description="Text from Maya Brandt: the bike buyer paid her $40 directly, so she says Ray owes her $46.00",
        ),
        decisive=["$46.00"],
    )
    s = base(
        sid,
        "Garage sale proceeds: the neighbor's figure checked against the tally sheet and payments, then paid",
        description=(
            "Maya's items (M) sold for 15 + 40 + 6 + 25 = $86; she got the bike's $40 directly, so Ray "
            "owes her $46.00, as she says (the user thinks about $100). The mirror money sits in Ray's "
            "Venmo, the rest in the cash box. $46.00 goes to @maya-brandt (not @mayabrandt-art)."
        ),
        domains=["payments"],
        reference_time="2025-05-17T18:00:00-04:00",
        owner=("Ray", "Pelletier", "+15085550142", "ray.pelletier@example.com"),
        about="Ray Pelletier, 45, HVAC technician in Worcester, held a joint garage sale with his neighbour Maya.",
        style="gruff, short, a little jokey",
    )
    s["initial_entities"] = {
        "payment_account": [
            {
                "id": "me",
                "handle": "ray-pelletier",
                "display_name": "Ray Pelletier",
                "balance_cents": 9800,
            }
        ],
        "payment_users": [
            {
                "id": "pu_4101",
                "handle": "maya-brandt",
                "display_name": "Maya Brandt",
                "is_friend": True,
            },
            {
                "id": "pu_4102",
                "handle": "mayabrandt-art",
                "display_name": "Maya Brandt Art",
                "is_business": True,
            },
            {"id": "pu_4103", "handle": "dana-l", "display_name": "Dana Lowe"},
        ],
        "payment_transactions": [
            {
                "id": "ptx_4101",
                "direction": "received",
                "user_id": "pu_4103",
                "amount_cents": 2500,
                "note": "mirror",
                "created_at": "2025-05-17T10:12:00-04:00",
            },
        ],
    }
    s["images"] = [sign, tally, cash, venmo, maya]
    s["rounds"] = [
        {
            "query": "garage sale with Maya's done. M is her stuff on the sheet, R is mine",
            "images": ["sale_sign", "tally_sheet"],
            "transition": "once the assistant has totalled the sheet",
        },
        {
            "query": "here's the cash, my venmo, and her text. pay her what I owe her. figure it's about a hundred",
            "images": ["cash_box", "venmo_received", "maya_text"],
            "transition": "once Maya is paid",
            "user_notes": "If the assistant says $46.00 is right, agree.",
        },
    ]
    s["challenge"] = {
        "type": "error_correction",
        "round": 2,
        "details": "The user guesses he owes Maya about $100.",
        "wrong_detail": "about a hundred",
        "correct_detail": "her items total $86 and she already got $40 directly: $46.00",
    }
    s["flow_type"] = "validate"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "allowed_tables": ["payment_account"],
        "changes": [
            {
                "op": "create",
                "table": "payment_transactions",
                "fields": {"direction": "sent", "user_id": "pu_4101", "amount_cents": 4600},
            },
        ],
    }
    s["completion_criteria"] = (
        "$46.00 sent to @maya-brandt (her $86 of sales minus the $40 she got directly; not ~$100, not the art account)."
    )
    s["expected_tools"] = ["search_payment_users", "send_payment"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [{"code": "print(15 + 40 + 6 + 25, 20 + 8 + 12)"}],
            "reply": "Maya's items sold for $86 (lamp 15, bike 40, books 6, mirror 25); yours for $40 (chair 20, toaster 8, games 12).",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "search_payment_users", "arguments": {"query": "Maya Brandt"}},
                {
                    "tool": "send_payment",
                    "arguments": {
                        "recipient": "@maya-brandt",
                        "amount": 46.0,
                        "note": "garage sale - your share",
                    },
                },
            ],
            "reply": "Her math checks out: $86 of her stuff minus the $40 the bike buyer paid her directly = $46.00, not about $100. Sent $46.00 to @maya-brandt.",
        },
    ]
    s["tags"] = ["money", "payments", "handwriting", "validate"]
    return s


# --------------------------------------------------------------------------- mon_tuition_installments


def mon_tuition_installments(screens: Screens) -> Scenario:
    """Second child's tuition with the sibling discount from a separate letter: first
    installment paid through the school's handle, reminders for the remaining dates."""
    sid = "mon_tuition_installments"
    imgs = ImageSet(sid, script=__file__)
    invoice = imgs.add(
        "tuition_invoice",
        documents.invoice(
            "Little Sprouts Montessori",
            "LSM-F25-0418",
            bill_to=["Parent of Leo Chen-Alvarez", "Fall term 2025 (Toddler room)"],
            issued="Aug 15 2025",
            due="See schedule",
            lines=[
                ("Installment 1 - due Sep 1", "1", "1,600.00", "1,600.00"),
                ("Installment 2 - due Oct 1", "1", "1,600.00", "1,600.00"),
                ("Installment 3 - due Nov 3", "1", "1,600.00", "1,600.00"),
            ],
            total="4,800.00",
            notes=["Discounts are applied to each installment."],
            accent=(60, 140, 70),
            description="Little Sprouts Montessori fall 2025 tuition invoice for Leo: three installments of $1,600.00 due Sep 1, Oct 1 and Nov 3; discounts apply to each installment",
        ),
        decisive=["due Oct 1", "due Nov 3", "1,600.00"],
    )
    letter = imgs.add(
        "discount_letter",
        documents.form(
            "Little Sprouts Montessori - Family Discount",
            [
                ("Family", "Chen-Alvarez (Maya and Leo)"),
                ("Sibling discount", "10% on the younger child's tuition"),
                ("Valid", "2025-2026 school year"),
            ],
            subtitle="Applied automatically - pay the discounted installment.",
            handwritten=False,
            description="Sibling discount letter: 10% off the younger child's (Leo's) tuition for 2025-2026, pay the discounted installment",
        ),
        decisive=["10% on the younger child's tuition"],
    )
    page = imgs.add(
        "pay_page",
        screens.render(
            "<div class='bar' style='background:#3c8c46;color:#fff'><h1>Little Sprouts - Parent portal</h1><div class='sub' style='color:#e8f5e9'>Payments</div></div>"
            "<div class='pad' style='line-height:1.6'><p>Tuition can be paid by check, bank transfer, or Venmo to our school account <b>@littlesprouts-pdx</b>.</p>"
            "<p>Please write the child's name in the note.</p><p class='muted'>Questions: office@littlesprouts.example</p></div>",
            kind="web_page",
            width=640,
            description="School parent portal payments page: pay by check, transfer or Venmo to @littlesprouts-pdx, with the child's name in the note",
        ),
        decisive=["@littlesprouts-pdx"],
    )
    s = base(
        sid,
        "Tuition installment with a sibling discount from a letter, paid to the school's handle; reminders for the rest",
        description=(
            "Leo is the younger child, so 10% comes off each $1,600.00 installment: $1,440.00. The first "
            "is paid now to @littlesprouts-pdx (not @little-sprouts, a different school) with Leo's name; "
            "reminders for Oct 1 and Nov 3 go to the Kids list."
        ),
        domains=["payments", "reminders"],
        reference_time="2025-08-28T21:00:00-07:00",
        owner=("Daniela", "Chen-Alvarez", "+15035550174", "daniela.ca@example.com"),
        about="Daniela Chen-Alvarez, 36, pharmacist in Portland with two kids at the same Montessori school.",
        style="efficient, a little tired, lists",
    )
    s["initial_entities"] = {
        "payment_account": [
            {
                "id": "me",
                "handle": "daniela-ca",
                "display_name": "Daniela Chen-Alvarez",
                "balance_cents": 250000,
            }
        ],
        "payment_users": [
            {
                "id": "pu_4201",
                "handle": "littlesprouts-pdx",
                "display_name": "Little Sprouts Montessori",
                "is_business": True,
            },
            {
                "id": "pu_4202",
                "handle": "little-sprouts",
                "display_name": "Little Sprouts Preschool (Salem)",
                "is_business": True,
            },
        ],
        "payment_transactions": [
            {
                "id": "ptx_4201",
                "direction": "sent",
                "user_id": "pu_4201",
                "amount_cents": 160000,
                "note": "Maya fall tuition installment 1",
                "created_at": "2025-08-20T09:00:00-07:00",
            },
        ],
        "reminder_lists": [
            {"id": "reml_4201", "name": "Reminders", "is_default": True},
            {"id": "reml_4202", "name": "Kids"},
        ],
        "reminders": [
            {
                "id": "rem_4201",
                "list_id": "reml_4202",
                "title": "Maya tuition installment 2",
                "due_date": "2025-10-01",
                "position": 0,
            },
        ],
    }
    s["images"] = [invoice, letter, page]
    s["rounds"] = [
        {
            "query": "Leo's tuition bill came. Ugh. I'll send it to you with the discount letter.",
            "transition": "once the assistant asks for them",
        },
        {
            "query": "Here. Pay his first installment the way the school wants, and put reminders in my Kids list for his other two.",
            "images": ["tuition_invoice", "discount_letter", "pay_page"],
            "transition": "once the payment is sent and the reminders exist",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "cross_reference"
    s["arrival_pattern"] = "late"
    s["expected_changes"] = {
        "allowed_tables": ["payment_account"],
        "changes": [
            {
                "op": "create",
                "table": "payment_transactions",
                "fields": {
                    "direction": "sent",
                    "user_id": "pu_4201",
                    "amount_cents": 144000,
                    "note": "Leo",
                },
                "similarity": {"note": {"method": "contains"}},
                "note": "1,600.00 less 10% sibling discount",
            },
            {
                "op": "create",
                "table": "reminders",
                "fields": {"list_id": "reml_4202", "due_date": "2025-10-01", "title": "Leo"},
                "similarity": {"title": {"method": "contains"}},
            },
            {
                "op": "create",
                "table": "reminders",
                "fields": {"list_id": "reml_4202", "due_date": "2025-11-03", "title": "Leo"},
                "similarity": {"title": {"method": "contains"}},
            },
        ],
    }
    s["completion_criteria"] = (
        "$1,440.00 (10% off $1,600.00) sent to @littlesprouts-pdx with Leo's name in the note; two "
        "reminders in Kids about Leo's installments on 2025-10-01 and 2025-11-03."
    )
    s["expected_tools"] = [
        "search_payment_users",
        "send_payment",
        "list_reminder_lists",
        "create_reminder",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [],
            "reply": "Okay, send me the bill and the letter and I'll take care of it.",
        },
        {
            "round": 2,
            "steps": [
                {"code": "print(1600.00 * 0.90)"},
                {"tool": "search_payment_users", "arguments": {"query": "littlesprouts-pdx"}},
                {
                    "tool": "send_payment",
                    "arguments": {
                        "recipient": "@littlesprouts-pdx",
                        "amount": 1440.0,
                        "note": "Leo Chen-Alvarez fall tuition installment 1 (sibling discount)",
                    },
                },
                {"tool": "list_reminder_lists", "arguments": {}},
                {
                    "tool": "create_reminder",
                    "arguments": {
                        "title": "Pay Leo's tuition installment 2 ($1,440)",
                        "list_id": "reml_4202",
                        "due_date": "2025-10-01",
                    },
                },
                {
                    "tool": "create_reminder",
                    "arguments": {
                        "title": "Pay Leo's tuition installment 3 ($1,440)",
                        "list_id": "reml_4202",
                        "due_date": "2025-11-03",
                    },
                },
            ],
            "reply": "Leo gets the 10% sibling discount, so each installment is $1,440.00. Paid the first to @littlesprouts-pdx with his name in the note, and added Kids reminders for Oct 1 and Nov 3.",
        },
    ]
    s["tags"] = ["money", "payments", "school", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_ticket_resale


def mon_ticket_resale(screens: Screens) -> Scenario:
    """Two friends' offers for a ticket compared net of the transfer fee; request the
    winner, let the other know by text, drop the show from the calendar."""
    sid = "mon_ticket_resale"
    imgs = ImageSet(sid, script=__file__)
    ticket = imgs.add(
        "ticket",
        documents.ticket(
            "SEATGEEKER",
            [
                ("Event", "Japanese Breakfast"),
                ("Venue", "The Fillmore"),
                ("Date", "Fri Oct 24, 8:00 PM"),
                ("Seat", "GA Floor"),
            ],
            title="1 x General Admission",
            code="SG-55120-8841",
            accent=(210, 60, 90),
            description="Mobile ticket: Japanese Breakfast at The Fillmore, Fri Oct 24 8:00 PM, GA floor, SG-55120-8841",
        ),
    )
    offer1 = imgs.add(
        "offer_priya",
        screens.chat(
            "Noa Feld",
            [("them", "I'll take it! $85.00 and I'll cover the transfer fee", "1:14 PM")],
            clock="1:20",
            description="Text from Noa Feld: she offers $85 for the ticket and will cover the transfer fee",
        ),
        decisive=["$85.00"],
    )
    offer2 = imgs.add(
        "offer_marcus",
        screens.chat(
            "Marcus Oyelaran",
            [("them", "I can do $90 but can you eat the $8 transfer fee? 😅", "1:31 PM")],
            clock="1:33",
            description="Text from Marcus Oyelaran: he offers $90 but asks the seller to pay the $8 transfer fee",
        ),
        decisive=["$90", "$8 transfer fee"],
    )
    fees = imgs.add(
        "transfer_terms",
        documents.poster(
            "Ticket transfer fee",
            ["Seller pays $8.00 per transfer", "unless the buyer covers it"],
            kicker="SeatGeeker help",
            palette=((250, 248, 245), (210, 60, 90), (30, 30, 30)),
            kind="help_page",
            description="SeatGeeker help card: the seller pays $8.00 per transfer unless the buyer covers it",
        ),
    )
    s = base(
        sid,
        "Ticket resale: two offers compared net of the transfer fee, winner requested, calendar cleared",
        description=(
            "Noa offers $85 and covers the $8 fee (net $85); Marcus offers $90 but the seller pays the "
            "fee (net $82): Noa wins. Request $85 from @noa-feld, text Marcus that it's gone, and "
            "remove the concert from the calendar (the other Fillmore show stays)."
        ),
        domains=["payments", "messages", "calendar", "contacts"],
        reference_time="2025-10-20T13:40:00-07:00",
        owner=("Ines", "Okafor-Reyes", "+14155550189", "ines.or@example.com"),
        about="Ines Okafor-Reyes, 29, nurse in San Francisco who can no longer make a concert because of a shift swap.",
        style="bubbly, emoji",
    )
    s["initial_entities"] = {
        "contacts": [
            {"id": "ct_4301", "first_name": "Noa", "last_name": "Feld", "relationship": "friend"},
            {
                "id": "ct_4302",
                "first_name": "Marcus",
                "last_name": "Oyelaran",
                "relationship": "friend",
            },
            {
                "id": "ct_4303",
                "first_name": "Marcus",
                "last_name": "Lee",
                "relationship": "coworker",
            },
        ],
        "contact_phones": [
            {
                "id": "cph_4301",
                "contact_id": "ct_4301",
                "number": "+14155550131",
                "is_primary": True,
            },
            {
                "id": "cph_4302",
                "contact_id": "ct_4302",
                "number": "+14155550132",
                "is_primary": True,
            },
            {
                "id": "cph_4303",
                "contact_id": "ct_4303",
                "number": "+14155550133",
                "is_primary": True,
            },
        ],
        "payment_account": [
            {
                "id": "me",
                "handle": "ines-or",
                "display_name": "Ines Okafor-Reyes",
                "balance_cents": 6400,
            }
        ],
        "payment_users": [
            {
                "id": "pu_4301",
                "handle": "noa-feld",
                "display_name": "Noa Feld",
                "contact_id": "ct_4301",
                "is_friend": True,
            },
            {
                "id": "pu_4302",
                "handle": "marcus-oye",
                "display_name": "Marcus Oyelaran",
                "contact_id": "ct_4302",
                "is_friend": True,
            },
        ],
        "calendars": [{"id": "cal_4301", "name": "Personal", "color": "red", "is_default": True}],
        "calendar_events": [
            {
                "id": "evt_4301",
                "calendar_id": "cal_4301",
                "title": "Japanese Breakfast @ The Fillmore",
                "start_at": "2025-10-24T20:00:00",
                "end_at": "2025-10-24T23:00:00",
                "location": "The Fillmore",
            },
            {
                "id": "evt_4302",
                "calendar_id": "cal_4301",
                "title": "Khruangbin @ The Fillmore",
                "start_at": "2025-11-14T20:00:00",
                "end_at": "2025-11-14T23:00:00",
                "location": "The Fillmore",
            },
            {
                "id": "evt_4303",
                "calendar_id": "cal_4301",
                "title": "Night shift",
                "start_at": "2025-10-24T19:00:00",
                "end_at": "2025-10-25T07:00:00",
            },
        ],
    }
    s["images"] = [ticket, offer1, offer2, fees]
    s["rounds"] = [
        {
            "query": "can't go to this anymore 😭 swapped a shift. two friends want it, sell it to whoever gets me more after the fee and request them!",
            "images": ["ticket", "offer_priya", "offer_marcus", "transfer_terms"],
            "transition": "once the winner is requested",
        },
        {
            "query": "and let the other one know it's gone 💔 then take the show off my calendar",
            "transition": "once the text is sent and the event removed",
        },
    ]
    s["challenge"] = {
        "type": "state_mutation",
        "details": "The concert event must be removed from the calendar (not the other Fillmore show).",
    }
    s["flow_type"] = "compare"
    s["arrival_pattern"] = "upfront"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "payment_requests",
                "fields": {"direction": "outgoing", "user_id": "pu_4301", "amount_cents": 8500},
            },
            {
                "op": "create",
                "table": "message_threads",
                "fields": {"participants": ["+14155550132"]},
            },
            {"op": "create", "table": "messages", "fields": {"direction": "outgoing"}},
            {"op": "delete", "table": "calendar_events", "match": {"id": "evt_4301"}},
        ]
    }
    s["completion_criteria"] = (
        "A $85 request to @noa-feld (net $85 vs Marcus's $90 - $8 = $82); a text to Marcus Oyelaran "
        "(not Marcus Lee); the Oct 24 Japanese Breakfast event removed (Khruangbin and the shift stay)."
    )
    s["expected_tools"] = [
        "request_payment",
        "send_message",
        "search_calendar_events",
        "cancel_calendar_event",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"code": "print({'Noa': 85, 'Marcus': 90 - 8})"},
                {
                    "tool": "request_payment",
                    "arguments": {
                        "from_user": "@noa-feld",
                        "amount": 85.0,
                        "note": "Japanese Breakfast ticket 🎟️",
                    },
                },
            ],
            "reply": "Noa nets you $85 (she covers the fee); Marcus's $90 minus the $8 fee is $82. Requested $85 from Noa.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "send_message",
                    "arguments": {
                        "recipient": "ct_4302",
                        "body": "Hey Marcus, sorry! The Japanese Breakfast ticket went to Noa. Thanks for the offer 💔",
                    },
                },
                {"tool": "search_calendar_events", "arguments": {"query": "Japanese Breakfast"}},
                {"tool": "cancel_calendar_event", "arguments": {"event_id": "evt_4301"}},
            ],
            "reply": "Texted Marcus that it's gone and removed the Oct 24 Japanese Breakfast show from your calendar.",
        },
    ]
    s["tags"] = ["money", "payments", "compare", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_chore_allowance


def mon_chore_allowance(screens: Screens) -> Scenario:
    """Kids' allowance from the chore whiteboard and the rate card on the fridge; one
    child loses a deduction announced later; both paid."""
    sid = "mon_chore_allowance"
    imgs = ImageSet(sid, script=__file__)
    board = imgs.add(
        "chore_board",
        photos.composite(
            "brick",
            ["CHORES this week", "Mia: dishes x5, trash x2", "Theo: dishes x3, dog walk x6"],
            seed=f"{sid}:board",
            style="whiteboard",
            panel_width=0.78,
            tilt=0.03,
            kind="whiteboard_photo",
            description="Photo of the family chore whiteboard: Mia did dishes 5 times and trash twice; Theo did dishes 3 times and walked the dog 6 times",
        ),
        decisive=["dishes x5", "trash x2", "dishes x3", "dog walk x6"],
    )
    rates = imgs.add(
        "rate_card",
        documents.menu(
            "Chore pay",
            [
                (
                    "Per chore",
                    [
                        ("Dishes", "2.00"),
                        ("Trash + recycling", "1.50"),
                        ("Dog walk", "2.50"),
                        ("Vacuum", "3.00"),
                    ],
                )
            ],
            tagline="pinned on the fridge",
            currency="$",
            description="Chore pay card on the fridge: dishes $2.00, trash + recycling $1.50, dog walk $2.50, vacuum $3.00",
        ),
        decisive=["Dishes  $2.00", "Trash + recycling  $1.50", "Dog walk  $2.50"],
    )
    dog = imgs.add(
        "dog_walk_photo",
        photos.photo(
            "meadow",
            seed=f"{sid}:walk",
            description="Green grass in the park where Theo walks the dog",
        ),
    )
    deduction = imgs.add(
        "phone_note",
        documents.note(
            ["Mia: only $11.00", "this week (late Fri)"],
            paper="sticky",
            seed=f"{sid}:deduction",
            description="Sticky note: Mia gets only $11.00 this week because she was late on Friday",
        ),
        decisive=["$11.00"],
    )
    s = base(
        sid,
        "Kids' allowance from the chore whiteboard and the fridge rates, a deduction, both paid",
        description=(
            "Mia: 5 x $2.00 + 2 x $1.50 = $13.00; Theo: 3 x $2.00 + 6 x $2.50 = $21.00. Before paying, "
            "then a note caps Mia at $11.00 this week; Theo gets $21.00 (not Theo "
            "Marsh, a coworker's kid on the app)."
        ),
        domains=["payments"],
        reference_time="2025-09-14T18:30:00-05:00",
        owner=("Graham", "Whitlock", "+13125550119", "graham.whitlock@example.com"),
        about="Graham Whitlock, 46, civil servant in Evanston, pays his teenagers' allowance on Venmo on Sundays.",
        style="dad jokes, friendly",
    )
    s["initial_entities"] = {
        "payment_account": [
            {
                "id": "me",
                "handle": "graham-w",
                "display_name": "Graham Whitlock",
                "balance_cents": 12000,
            }
        ],
        "payment_users": [
            {
                "id": "pu_4401",
                "handle": "mia-whitlock",
                "display_name": "Mia Whitlock",
                "is_friend": True,
            },
            {
                "id": "pu_4402",
                "handle": "theo-whitlock",
                "display_name": "Theo Whitlock",
                "is_friend": True,
            },
            {"id": "pu_4403", "handle": "theo-marsh", "display_name": "Theo Marsh"},
        ],
        "payment_transactions": [
            {
                "id": "ptx_4401",
                "direction": "sent",
                "user_id": "pu_4401",
                "amount_cents": 1450,
                "note": "allowance Sep 7",
                "created_at": "2025-09-07T18:00:00-05:00",
            },
            {
                "id": "ptx_4402",
                "direction": "sent",
                "user_id": "pu_4402",
                "amount_cents": 1800,
                "note": "allowance Sep 7",
                "created_at": "2025-09-07T18:00:00-05:00",
            },
        ],
    }
    s["images"] = [board, rates, dog, deduction]
    s["rounds"] = [
        {
            "query": "Allowance day! How much did each kid earn this week? Don't pay yet.",
            "images": ["chore_board", "rate_card", "dog_walk_photo"],
            "transition": "once the assistant gives both totals",
        },
        {
            "query": "Oh right, found this on my phone case. Go with that for her, then pay them both.",
            "images": ["phone_note"],
            "transition": "once both kids are paid",
        },
    ]
    s["challenge"] = {
        "type": "goal_change",
        "round": 2,
        "details": "A note caps Mia at $11.00 this week (late on Friday), changing her payout before paying.",
    }
    s["flow_type"] = "compute"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "allowed_tables": ["payment_account"],
        "changes": [
            {
                "op": "create",
                "table": "payment_transactions",
                "fields": {"direction": "sent", "user_id": "pu_4401", "amount_cents": 1100},
                "note": "earned 13.00, capped at 11.00 by the note",
            },
            {
                "op": "create",
                "table": "payment_transactions",
                "fields": {"direction": "sent", "user_id": "pu_4402", "amount_cents": 2100},
                "note": "3 x 2.00 + 6 x 2.50",
            },
        ],
    }
    s["completion_criteria"] = (
        "$11.00 sent to @mia-whitlock (the note caps her $13.00 at $11.00) and $21.00 to @theo-whitlock (not Theo Marsh)."
    )
    s["expected_tools"] = ["search_payment_users", "send_payment"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [{"code": "print('Mia', 5 * 2.00 + 2 * 1.50, 'Theo', 3 * 2.00 + 6 * 2.50)"}],
            "reply": "Mia earned $13.00 (5 x dishes $2.00 + 2 x trash $1.50) and Theo $21.00 (3 x dishes $2.00 + 6 x dog walks $2.50).",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "search_payment_users", "arguments": {"query": "Whitlock"}},
                {
                    "tool": "send_payment",
                    "arguments": {
                        "recipient": "@mia-whitlock",
                        "amount": 11.0,
                        "note": "allowance Sep 14 (late Friday)",
                    },
                },
                {
                    "tool": "send_payment",
                    "arguments": {
                        "recipient": "@theo-whitlock",
                        "amount": 21.0,
                        "note": "allowance Sep 14",
                    },
                },
            ],
            "reply": "Paid Mia $11.00 as your note says (instead of $13.00) and Theo $21.00.",
        },
    ]
    s["tags"] = ["money", "payments", "family", "whiteboard"]
    return s


# --------------------------------------------------------------------------- mon_camera_theft_claim


def mon_camera_theft_claim(screens: Screens) -> Scenario:
    """A stolen camera: the insurer's address from the policy card, the police report
    number and the purchase price go into the claim email with the evidence attached; the
    report is also saved under its number."""
    sid = "mon_camera_theft_claim"
    imgs = ImageSet(sid, script=__file__)
    policy = imgs.add(
        "policy_card",
        documents.business_card(
            "Renters Policy HO4-7734120",
            "Claims: claims@harborlight.example",
            "Harborlight Insurance",
            phone="(800) 555-0167",
            email="claims@harborlight.example",
            tagline="Personal property coverage",
            accent=(20, 70, 120),
            description="Insurance card: Harborlight Insurance renters policy HO4-7734120, claims email claims@harborlight.example, (800) 555-0167",
        ),
        decisive=["claims@harborlight.example", "HO4-7734120"],
    )
    receipt = imgs.add(
        "camera_receipt",
        scaled(
            documents.receipt(
                "B&H PHOTO",
                [("Leica M6 (used, excellent)", "2,380.00"), ("Tripod Manfrotto 190", "159.00")],
                subtotal="2,539.00",
                tax="225.34",
                total="2,764.34",
                date="02/11/2024  14:02",
                address="420 Ninth Ave, New York",
                payment="AMEX **** 1009",
                description="B&H Photo receipt 02/11/2024: used Leica M6 $2,380.00 and a Manfrotto tripod $159.00, total $2,764.34",
            ),
            1.1,
        ),
        decisive=["$2,764.34"],
    )
    photo = imgs.add(
        "camera_photo",
        photos.photo(
            "camera",
            seed=f"{sid}:camera",
            description="Black-and-white photo of a man with a film camera on a tripod in a park (the stolen camera, taken last spring)",
        ),
    )
    report = imgs.add(
        "police_report",
        documents.form(
            "NYPD - Complaint Report (copy)",
            [
                ("Report number", "2025-014-08812"),
                ("Date of incident", "Oct 18, 2025"),
                ("Location", "Prospect Park, Brooklyn"),
                ("Property", "Film camera + tripod"),
            ],
            subtitle="Give this number to your insurer.",
            handwritten=False,
            description="Police complaint report copy: number 2025-014-08812, incident Oct 18 2025 in Prospect Park, film camera and tripod stolen",
        ),
        decisive=["2025-014-08812"],
    )
    s = base(
        sid,
        "Stolen camera claim: insurer address from the policy card, report number and price in the email, evidence attached",
        description=(
            "Marguerite files a renters claim: an email to claims@harborlight.example (from the policy "
            "card; the contact 'Harborlight' has only the sales address) with the police report number "
            "2025-014-08812 and the receipt total $2,764.34, attaching the receipt and the camera photo; "
            "the report copy is saved on the phone under its number."
        ),
        domains=["email", "vision", "contacts"],
        reference_time="2025-10-19T10:30:00-04:00",
        owner=("Marguerite", "Olsen", "+17185550172", "marguerite.olsen@example.com"),
        about="Marguerite Olsen, 44, freelance photographer in Brooklyn whose film camera was stolen in the park.",
        style="shaken but organised, full sentences",
    )
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_4501",
                "first_name": "Harborlight",
                "last_name": "Insurance",
                "company": "Harborlight Insurance",
            },
        ],
        "contact_emails": [
            {
                "id": "cem_4501",
                "contact_id": "ct_4501",
                "address": "sales@harborlight.example",
                "is_primary": True,
            },
        ],
        "email_folders": [
            {"id": "fld_inbox", "name": "Inbox", "role": "inbox"},
            {"id": "fld_sent", "name": "Sent", "role": "sent"},
            {"id": "fld_drafts", "name": "Drafts", "role": "drafts"},
            {"id": "fld_trash", "name": "Trash", "role": "trash"},
        ],
        "saved_images": [
            {
                "id": "svi_4501",
                "name": "Leica serial number",
                "image_id": "img_prev_9",
                "path": "/tmp/mmtoolbench/images/Leica serial number.png",
                "saved_at": "2024-02-12T10:00:00-05:00",
            },
        ],
    }
    s["images"] = [policy, receipt, photo, report]
    s["rounds"] = [
        {
            "query": "My camera was stolen in the park yesterday. I need to file a claim with my renters insurance. I'll send you what I have.",
            "transition": "once the assistant asks for the documents",
        },
        {
            "query": "Here's my insurance card, the receipt from when I bought it, and a photo of it.",
            "images": ["policy_card", "camera_receipt", "camera_photo"],
            "transition": "once the assistant asks for the police report",
        },
        {
            "query": "And the police report. Please send the claim now, with the receipt and photo attached, and save the report on my phone named by its number.",
            "images": ["police_report"],
            "transition": "once the claim is emailed and the report saved",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "cross_reference"
    s["arrival_pattern"] = "late"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "emails",
                "fields": {
                    "status": "sent",
                    "to_addresses": ["claims@harborlight.example"],
                    "body": "2025-014-08812",
                },
                "similarity": {"body": {"method": "contains"}},
            },
            {"op": "create", "table": "email_attachments", "fields": {"image_id": "img_1"}},
            {"op": "create", "table": "email_attachments", "fields": {"image_id": "img_2"}},
            {
                "op": "create",
                "table": "saved_images",
                "fields": {"image_id": "img_3", "name": "2025-014-08812"},
                "similarity": {"name": {"method": "contains"}},
            },
        ]
    }
    s["completion_criteria"] = (
        "An email to claims@harborlight.example (not the sales address) naming police report "
        "2025-014-08812 (and the policy and $2,764.34 purchase), with the receipt and camera photo "
        "attached; the report image saved under a name containing 2025-014-08812."
    )
    s["expected_tools"] = ["send_email", "save_image"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [],
            "reply": "I'm sorry. Send me your insurance card, proof of purchase, a photo of the camera and the police report number, and I'll put the claim together.",
        },
        {
            "round": 2,
            "steps": [],
            "reply": "Got them: policy HO4-7734120, claims go to claims@harborlight.example; the receipt totals $2,764.34. Do you have the police report? The claim needs its number.",
        },
        {
            "round": 3,
            "steps": [
                {
                    "tool": "send_email",
                    "arguments": {
                        "to": ["claims@harborlight.example"],
                        "subject": "Theft claim - policy HO4-7734120",
                        "body": "Hello,\n\nI am filing a claim under renters policy HO4-7734120. My film camera (used Leica M6) and tripod were stolen in Prospect Park on Oct 18, 2025. Police report number: 2025-014-08812. Purchase price: $2,764.34 (B&H Photo, 02/11/2024). The receipt and a photo of the camera are attached.\n\nMarguerite Olsen",
                        "image_ids": ["{{image:camera_receipt}}", "{{image:camera_photo}}"],
                    },
                },
                {
                    "tool": "save_image",
                    "arguments": {
                        "image_id": "{{image:police_report}}",
                        "name": "Police report 2025-014-08812",
                    },
                },
            ],
            "reply": "Sent the claim to claims@harborlight.example with report 2025-014-08812 and the $2,764.34 purchase, receipt and photo attached. The report is saved as 'Police report 2025-014-08812'.",
        },
    ]
    s["tags"] = ["money", "insurance", "vision", "multi_app"]
    return s


# --------------------------------------------------------------------------- mon_rent_by_income


def mon_rent_by_income(screens: Screens) -> Scenario:
    """Rent split by take-home pay: two pay stubs give the ratio, the lease gives the rent;
    a percentage-split expense in the couple's group."""
    sid = "mon_rent_by_income"
    imgs = ImageSet(sid, script=__file__)
    stub_a = imgs.add(
        "stub_omar",
        pay_stub(
            "Lakeshore Health",
            "Omar Siddiqui  #22190",
            [("Regular", "80.00", "46.80", "3,744.00")],
            [
                ("Federal income tax", "-371.50"),
                ("Social Security", "-232.13"),
                ("Medicare", "-54.29"),
                ("Retirement 1%", "-37.44"),
                ("Health plan", "-128.64"),
            ],
            gross="3,744.00",
            net="2,920.00",
            period="08/03/2025 - 08/16/2025",
            pay_date="08/22/2025",
            next_pay="09/05/2025",
            footer="Direct deposit ...4410",
            description="Omar's pay stub from Lakeshore Health, Aug 3-16 2025: net pay $2,920.00",
        ),
        decisive=["2,920.00"],
    )
    stub_b = imgs.add(
        "stub_june",
        pay_stub(
            "Northside Public Library",
            "June Whitaker  #0871",
            [("Regular", "80.00", "29.85", "2,388.00")],
            [
                ("Federal income tax", "-190.06"),
                ("Social Security", "-148.06"),
                ("Medicare", "-34.62"),
                ("Pension 2%", "-47.76"),
                ("Dental", "-21.50"),
            ],
            gross="2,388.00",
            net="1,946.00",
            period="08/03/2025 - 08/16/2025",
            pay_date="08/22/2025",
            next_pay="09/05/2025",
            footer="Direct deposit ...7723",
            description="June's pay stub from Northside Public Library, Aug 3-16 2025: net pay $1,946.00",
        ),
        decisive=["1,946.00"],
    )
    lease = imgs.add(
        "lease_rent",
        documents.form(
            "Lease Renewal - 2025/26",
            [
                ("Premises", "2231 W Belmont Ave, Unit 3R, Chicago"),
                ("Monthly rent", "$2,450.00"),
                ("Term", "Sep 1, 2025 - Aug 31, 2026"),
            ],
            handwritten=False,
            description="Lease renewal: 2231 W Belmont Ave Unit 3R, monthly rent $2,450.00, Sep 1 2025 - Aug 31 2026",
        ),
        decisive=["$2,450.00"],
    )
    chat = imgs.add(
        "june_chat",
        screens.chat(
            "June 💛",
            [
                (
                    "them",
                    "new lease = new split? let's do rent by take-home pay, rounded to whole percents",
                    "7:30 PM",
                ),
                ("me", "deal", "7:31 PM"),
            ],
            clock="7:35",
            description="Text from June: split rent by take-home pay, rounded to whole percentages",
        ),
    )
    s = base(
        sid,
        "September rent split by take-home pay from two pay stubs, as a percentage split",
        description=(
            "Net pay $2,920.00 (Omar) and $1,946.00 (June): 60% / 40% rounded. September's $2,450.00 "
            "rent, paid by Omar, goes into 'Belmont apt' (not 'Belmont apt (old lease)') as a percent "
            "split: Omar $1,470.00, June $980.00."
        ),
        domains=["expenses", "contacts"],
        reference_time="2025-08-30T20:00:00-05:00",
        owner=("Omar", "Siddiqui", "+17735550136", "omar.siddiqui@example.com"),
        about="Omar Siddiqui, 38, respiratory therapist in Chicago, shares an apartment with his partner June.",
        style="calm, thoughtful",
    )
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_4601",
                "first_name": "June",
                "last_name": "Whitaker",
                "relationship": "partner",
            }
        ],
        "expense_people": [
            {"id": "ep_4600", "name": "Omar Siddiqui", "is_me": True},
            {"id": "ep_4601", "name": "June Whitaker", "contact_id": "ct_4601"},
        ],
        "expense_groups": [
            {"id": "eg_4601", "name": "Belmont apt", "group_type": "couple", "currency": "USD"},
            {
                "id": "eg_4602",
                "name": "Belmont apt (old lease)",
                "group_type": "couple",
                "currency": "USD",
            },
        ],
        "expense_group_members": [
            {"group_id": g, "person_id": p, "joined_at": "2024-09-01T10:00:00-05:00"}
            for g in ("eg_4601", "eg_4602")
            for p in ("ep_4600", "ep_4601")
        ],
        "expenses": [
            {
                "id": "exp_4601",
                "group_id": "eg_4602",
                "description": "Rent August",
                "amount_cents": 230000,
                "category": "rent",
                "date": "2025-08-01",
                "paid_by": "ep_4600",
                "split_type": "equal",
            },
        ],
        "expense_splits": [
            {"expense_id": "exp_4601", "person_id": "ep_4600", "owed_cents": 115000},
            {"expense_id": "exp_4601", "person_id": "ep_4601", "owed_cents": 115000},
        ],
    }
    s["images"] = [stub_a, stub_b, lease, chat]
    s["rounds"] = [
        {
            "query": "We're changing how we split rent with the new lease. Here's what June and I agreed, and our last stubs.",
            "images": ["stub_omar", "stub_june", "june_chat"],
            "transition": "once the assistant gives the percentages",
        },
        {
            "query": "And the new rent. I'll pay September's on Monday, put it in our apartment group with the new split.",
            "images": ["lease_rent"],
            "transition": "once the rent expense is added",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "compute"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_4601",
                    "amount_cents": 245000,
                    "paid_by": "ep_4600",
                    "split_type": "percent",
                    "category": "rent",
                },
            },
            {
                "op": "create",
                "table": "expense_splits",
                "fields": {"person_id": "ep_4600", "owed_cents": 147000},
            },
            {
                "op": "create",
                "table": "expense_splits",
                "fields": {"person_id": "ep_4601", "owed_cents": 98000},
            },
        ]
    }
    s["completion_criteria"] = (
        "A $2,450.00 rent expense in 'Belmont apt' paid by Omar with a percent split 60/40 "
        "(2,920 / 4,866 = 60%; Omar $1,470.00, June $980.00)."
    )
    s["expected_tools"] = ["list_expense_groups", "add_expense"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {
                    "code": "a, b = 2920.00, 1946.00\nprint(round(100 * a / (a + b)), round(100 * b / (a + b)))"
                }
            ],
            "reply": "Take-home: you $2,920.00, June $1,946.00, so 60% / 40% rounded to whole percents.",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "list_expense_groups", "arguments": {}},
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Rent September",
                        "amount": 2450.0,
                        "group_id": "eg_4601",
                        "paid_by": "me",
                        "split_type": "percent",
                        "split_values": {"ep_4600": 60, "ep_4601": 40},
                        "category": "rent",
                        "expense_date": "2025-09-01",
                    },
                },
            ],
            "reply": "Added September rent, $2,450.00 paid by you, split 60/40 in Belmont apt: you $1,470.00, June $980.00.",
        },
    ]
    s["tags"] = ["money", "expenses", "pay_stub", "percent"]
    return s


# --------------------------------------------------------------------------- mon_freelance_invoices


def mon_freelance_invoices(screens: Screens) -> Scenario:
    """A freelancer's invoices become payment requests over four rounds: a client switches
    to half now, half on delivery; a reminder on the invoice's delivery date."""
    sid = "mon_freelance_invoices"
    imgs = ImageSet(sid, script=__file__)
    inv = imgs.add(
        "bakery_invoice",
        documents.invoice(
            "Akosua Boateng Illustration",
            "AB-107",
            bill_to=["Maple & Rye Bakery", "Attn: Colette Marsh", "Philadelphia, PA"],
            issued="Oct 6 2025",
            due="Oct 20 2025",
            lines=[("Logo design, 3 rounds of revisions", "1", "450.00", "450.00")],
            total="450.00",
            notes=["Final files delivered: Oct 30, 2025", "Venmo: @mapleandrye-bakery"],
            accent=(170, 80, 120),
            description="Invoice AB-107 to Maple & Rye Bakery: logo design $450.00, final files delivered Oct 30, 2025, Venmo @mapleandrye-bakery",
        ),
        decisive=["$450.00", "Oct 30, 2025"],
    )
    email = imgs.add(
        "podcast_email",
        screens.email(
            "Dev Anand <dev@lumenpodcast.example>",
            "Cover art approved!",
            "Oct 7, 2025, 3:22 PM",
            [
                "Hi Akosua, approved! Cover art $320 plus the rush fee of $80, so $400.00 total.",
                "Request it from our Venmo, @lumen-podcast. Thanks!",
            ],
            to="akosua@example.com",
            description="Email from Dev Anand of Lumen Podcast approving the cover art: $320 + $80 rush fee = $400.00, request it from @lumen-podcast",
        ),
        decisive=["$400.00", "@lumen-podcast"],
    )
    text = imgs.add(
        "colette_text",
        screens.chat(
            "Colette (Maple & Rye)",
            [
                (
                    "them",
                    "Hi! Could we do half now and half when you deliver the final files? Cash flow is tight this month 🙏",
                    "9:05 AM",
                )
            ],
            clock="9:07",
            description="Text from Colette at Maple & Rye: can they pay half now and half when the final files are delivered",
        ),
    )
    ref = imgs.add(
        "reference_photo",
        photos.photo(
            "dandelion",
            seed=f"{sid}:ref",
            description="Two dandelion seeds against orange flowers: a photo reference for the podcast cover art",
        ),
    )
    s = base(
        sid,
        "Freelance invoices as payment requests; a client switches to half now, half on delivery; delivery-day reminder",
        description=(
            "Akosua requests $450.00 from @mapleandrye-bakery (not the café @maple-rye) and $400.00 from "
            "@lumen-podcast (cover + rush fee). The bakery asks for half now: the $450 request is "
            "cancelled and $225.00 requested; a Work reminder on Oct 30 (delivery date) to request the rest."
        ),
        domains=["payments", "reminders"],
        reference_time="2025-10-08T09:15:00-04:00",
        owner=("Akosua", "Boateng", "+12155550175", "akosua@example.com"),
        about="Akosua Boateng, 30, freelance illustrator in Philadelphia who bills small clients over Venmo.",
        style="upbeat, creative, a few exclamation marks",
    )
    s["initial_entities"] = {
        "payment_account": [
            {
                "id": "me",
                "handle": "akosua-draws",
                "display_name": "Akosua Boateng",
                "balance_cents": 31000,
            }
        ],
        "payment_users": [
            {
                "id": "pu_4701",
                "handle": "mapleandrye-bakery",
                "display_name": "Maple & Rye Bakery",
                "is_business": True,
            },
            {
                "id": "pu_4702",
                "handle": "maple-rye",
                "display_name": "Maple Rye Cafe",
                "is_business": True,
            },
            {
                "id": "pu_4703",
                "handle": "lumen-podcast",
                "display_name": "Lumen Podcast",
                "is_business": True,
            },
        ],
        "payment_requests": [
            {
                "id": "preq_4701",
                "direction": "outgoing",
                "user_id": "pu_4703",
                "amount_cents": 25000,
                "note": "Episode art batch 1",
                "status": "paid",
                "created_at": "2025-09-01T10:00:00-04:00",
                "resolved_at": "2025-09-03T10:00:00-04:00",
            },
        ],
        "reminder_lists": [
            {"id": "reml_4701", "name": "Reminders", "is_default": True},
            {"id": "reml_4702", "name": "Work"},
        ],
    }
    s["images"] = [inv, email, text, ref]
    s["rounds"] = [
        {
            "query": "Invoice for the bakery logo is done! Request it from them on Venmo please",
            "images": ["bakery_invoice"],
            "transition": "once the bakery is requested",
        },
        {
            "query": "And the podcast approved the cover!! Request that too",
            "images": ["podcast_email"],
            "transition": "once the podcast is requested",
        },
        {
            "query": "Aw, Colette asked this. Sure, let's do that. Fix the request",
            "images": ["colette_text"],
            "transition": "once the bakery request is redone for half",
        },
        {
            "query": "Here's my reference pic for the podcast cover btw. And remind me in my Work list to request the bakery's second half on the day I deliver",
            "images": ["reference_photo"],
            "transition": "once the reminder exists",
        },
    ]
    s["challenge"] = {
        "type": "goal_change",
        "round": 3,
        "details": "The bakery switches to half now, half on delivery: the full request is replaced by one for half.",
    }
    s["flow_type"] = "aggregate"
    s["arrival_pattern"] = "progressive"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "payment_requests",
                "fields": {
                    "direction": "outgoing",
                    "user_id": "pu_4701",
                    "amount_cents": 45000,
                    "status": "cancelled",
                },
            },
            {
                "op": "create",
                "table": "payment_requests",
                "fields": {
                    "direction": "outgoing",
                    "user_id": "pu_4703",
                    "amount_cents": 40000,
                    "status": "pending",
                },
            },
            {
                "op": "create",
                "table": "payment_requests",
                "fields": {
                    "direction": "outgoing",
                    "user_id": "pu_4701",
                    "amount_cents": 22500,
                    "status": "pending",
                },
            },
            {
                "op": "create",
                "table": "reminders",
                "fields": {"list_id": "reml_4702", "due_date": "2025-10-30"},
            },
        ]
    }
    s["completion_criteria"] = (
        "A cancelled $450.00 and a pending $225.00 request to @mapleandrye-bakery (not Maple Rye Cafe); "
        "a pending $400.00 request to @lumen-podcast; a reminder in Work on 2025-10-30 (delivery date) "
        "to request the second half."
    )
    s["expected_tools"] = [
        "request_payment",
        "cancel_payment_request",
        "list_reminder_lists",
        "create_reminder",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {
                    "tool": "request_payment",
                    "save_as": "bakery",
                    "arguments": {
                        "from_user": "@mapleandrye-bakery",
                        "amount": 450.0,
                        "note": "Invoice AB-107 logo design",
                    },
                }
            ],
            "reply": "Requested $450.00 from @mapleandrye-bakery for invoice AB-107.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "request_payment",
                    "arguments": {
                        "from_user": "@lumen-podcast",
                        "amount": 400.0,
                        "note": "Cover art + rush fee",
                    },
                }
            ],
            "reply": "Requested $400.00 ($320 + $80 rush) from @lumen-podcast.",
        },
        {
            "round": 3,
            "steps": [
                {"tool": "cancel_payment_request", "arguments": {"request_id": "{{bakery.id}}"}},
                {
                    "tool": "request_payment",
                    "arguments": {
                        "from_user": "@mapleandrye-bakery",
                        "amount": 225.0,
                        "note": "Invoice AB-107 logo design (1st half)",
                    },
                },
            ],
            "reply": "Cancelled the $450.00 request and requested the first half, $225.00, from the bakery.",
        },
        {
            "round": 4,
            "steps": [
                {"tool": "list_reminder_lists", "arguments": {}},
                {
                    "tool": "create_reminder",
                    "arguments": {
                        "title": "Request 2nd half ($225) from Maple & Rye - AB-107",
                        "list_id": "reml_4702",
                        "due_date": "2025-10-30",
                    },
                },
            ],
            "reply": "Lovely reference! The invoice says final files on Oct 30, so your Work reminder to request the other $225.00 is set for that day.",
        },
    ]
    s["tags"] = ["money", "payments", "freelance", "multi_app"]
    return s


ALL: list[Callable[[Screens], Scenario]] = [
    mon_alder_utilities,
    mon_concert_payback,
    mon_lisbon_receipts,
    mon_basement_meter,
    mon_tapas_tip_split,
    mon_overtime_paystub,
    mon_requests_cleanup,
    mon_lawn_invoice,
    mon_warehouse_house_run,
    mon_cat_sitter_pay,
    mon_moving_quotes,
    mon_tip_overcharge,
    mon_rent_ledger,
    mon_hsa_receipts,
    mon_launch_trip,
    mon_coffee_run,
    mon_mom_flowers,
    mon_water_shutoff,
    mon_london_offsite,
    mon_family_phone_plan,
    mon_deposit_deduction,
    mon_babysitter_hours,
    mon_charity_receipts,
    mon_internet_expense_fix,
    mon_card_fraud,
    mon_olive_oil_unit_price,
    mon_cabin_nights,
    mon_neighbor_cod,
    mon_oaxaca_exchange,
    mon_subscription_audit,
    mon_garage_sale,
    mon_tuition_installments,
    mon_ticket_resale,
    mon_chore_allowance,
    mon_camera_theft_claim,
    mon_rent_by_income,
    mon_freelance_invoices,
]


def main(argv: list[str]) -> None:
    write_scenarios(GROUP, ALL, argv)


if __name__ == "__main__":
    main(sys.argv[1:])
