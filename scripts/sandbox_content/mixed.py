"""The ``mixed`` group (id prefix ``mix_``): multi-app, cross-group scenarios, lookup chains
and photos that are decisive by themselves (recognising an object, a pet, a flower).

Each ``mix_*`` function draws the scenario's images with the kit and writes its YAML
(``scenarios/mixed/<id>.yaml``), so the values the pictures show and the values the
expected changes and oracle use come from the same constants. Run from the repository
root::

    .venv/bin/python scripts/sandbox_content/mixed.py [ID ...]
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from kit import ImageSet, Screens, charts, documents, photos
from kit.group import write_scenarios
from kit.scenario_file import Scenario, scenario_header

GROUP = "mixed"


# --------------------------------------------------------------------------- mix_cup_reorder


def mix_cup_reorder(screens: Screens) -> Scenario:
    """A broken cup (photo) identifies the product; a chat gives the quantity; then the
    user switches from the cart to a wish list with the store price from a shelf tag."""
    sid = "mix_cup_reorder"
    imgs = ImageSet(sid, script=__file__)
    cup = imgs.add(
        "broken_set_cup",
        photos.photo(
            "coffee",
            seed=f"{sid}:cup",
            description=(
                "A white porcelain cappuccino cup on a matching white saucer with a spoon, "
                "latte art in the cup, seen from above: a cup-and-saucer, not a mug or a glass"
            ),
        ),
    )
    chat = imgs.add(
        "chat_ana",
        screens.chat(
            "Ana Duarte",
            [
                ("Ana", "Another one of the cappuccino cups broke :(", "8:12 AM"),
                ("me", "ugh. how many should I get?", "8:14 AM"),
                ("Ana", "Get 3 so we have a full set of 6 again", "8:15 AM"),
                ("Ana", "the white ones with the saucer, not the blue", "8:15 AM"),
            ],
            subtitle="mobile",
            description="Chat with Ana Duarte: get 3 of the white cappuccino cups with saucer, not the blue ones",
        ),
        decisive=["Get 3", "the white ones with the saucer"],
    )
    tag = imgs.add(
        "store_tag",
        photos.composite(
            "wood_deck",
            ["Porcelain cappuccino", "cup & saucer, white", "NOW $8.50 each", "was $11.99"],
            seed=f"{sid}:tag",
            style="price_tag",
            description="Shelf price tag in a kitchen store: porcelain cappuccino cup & saucer, white, now $8.50 each (was $11.99)",
        ),
        decisive=["$8.50"],
    )
    s = scenario_header(
        sid,
        "Reorder the broken cup from a photo, then wish-list it at the store price instead",
        description=(
            "The photo shows which product broke (white cup and saucer, not a mug, glass or the "
            "blue one), Ana's chat says how many. After a store tag shows a cheaper price the "
            "user pivots: not the cart but the Kitchen wish list, with the store price noted, "
            "and a text to Ana (not Ana Lima)."
        ),
        domains=["shopping", "messages", "contacts"],
        reference_time="2025-06-14T10:05:00-07:00",
        persona={
            "owner": {
                "first_name": "Tomas",
                "last_name": "Reyes",
                "phone": "+15035550140",
                "email": "tomas.reyes@example.com",
            },
            "description": "Tomas Reyes lives with his partner Ana Duarte in Portland; they like their matching cup set.",
            "style": "casual, short messages",
        },
    )
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_0701",
                "first_name": "Ana",
                "last_name": "Duarte",
                "relationship": "partner",
            },
            {
                "id": "ct_0702",
                "first_name": "Ana",
                "last_name": "Lima",
                "company": "Lima Ceramics",
                "relationship": "colleague",
            },
        ],
        "contact_phones": [
            {
                "id": "cph_0701",
                "contact_id": "ct_0701",
                "number": "+15035550177",
                "is_primary": True,
            },
            {
                "id": "cph_0702",
                "contact_id": "ct_0702",
                "number": "+15035550178",
                "is_primary": True,
            },
        ],
        "shop_sellers": [
            {"id": "sel_0701", "name": "HomeGoods Direct", "ships_from": "Portland, OR"}
        ],
        "shop_products": [
            {
                "id": "prd_0701",
                "title": "Porcelain Cappuccino Cup & Saucer, White, 6 oz",
                "brand": "Casa Bianca",
                "category": "kitchen",
                "subcategory": "cups",
                "price": 11.99,
                "list_price": 11.99,
                "stock_quantity": 40,
                "seller_id": "sel_0701",
                "date_first_available": "2024-03-01",
            },
            {
                "id": "prd_0702",
                "title": "Porcelain Cappuccino Cup & Saucer, Blue, 6 oz",
                "brand": "Casa Bianca",
                "category": "kitchen",
                "subcategory": "cups",
                "price": 11.99,
                "list_price": 11.99,
                "stock_quantity": 25,
                "seller_id": "sel_0701",
                "date_first_available": "2024-03-01",
            },
            {
                "id": "prd_0703",
                "title": "Double-Wall Glass Latte Mug, 12 oz",
                "brand": "Vitra Home",
                "category": "kitchen",
                "subcategory": "cups",
                "price": 9.49,
                "list_price": 12.00,
                "stock_quantity": 60,
                "seller_id": "sel_0701",
                "date_first_available": "2024-03-01",
            },
            {
                "id": "prd_0704",
                "title": "Stoneware Coffee Mug, White, 14 oz",
                "brand": "Casa Bianca",
                "category": "kitchen",
                "subcategory": "mugs",
                "price": 7.99,
                "list_price": 7.99,
                "stock_quantity": 80,
                "seller_id": "sel_0701",
                "date_first_available": "2024-03-01",
            },
            {
                "id": "prd_0705",
                "title": "Espresso Cups with Saucers, Set of 4, White, 3 oz",
                "brand": "Casa Bianca",
                "category": "kitchen",
                "subcategory": "cups",
                "price": 24.00,
                "list_price": 24.00,
                "stock_quantity": 15,
                "seller_id": "sel_0701",
                "date_first_available": "2024-03-01",
            },
        ],
        "shop_wish_lists": [
            {"id": "wl_0701", "name": "Kitchen", "privacy": "private"},
            {"id": "wl_0702", "name": "Birthday ideas", "privacy": "shared", "is_default": True},
        ],
    }
    history = imgs.add(
        "order_history",
        screens.order_page(
            "HomeGoods Direct",
            "#HG-40217",
            [("Porcelain Cappuccino Cup & Saucer, White, 6 oz", "6", "$71.94")],
            total="$71.94",
            status="Delivered",
            date="Ordered Mar 3, 2024",
            description="Order history: #HG-40217 from Mar 3 2024, 6 white Porcelain Cappuccino Cups & Saucers, $71.94, delivered",
        ),
        decisive=["Porcelain Cappuccino Cup & Saucer, White"],
    )
    s["images"] = [cup, chat, history, tag]
    s["rounds"] = [
        {
            "query": "One of our cups broke, it's the one in the photo. Ana says how many to get. Can you put them in my cart?",
            "images": ["broken_set_cup", "chat_ana", "order_history"],
            "transition": "once the assistant has added the cups to the cart",
        },
        {
            "query": "Wait, I just saw them cheaper at the store. Take them out of the cart and put them on my Kitchen wish list instead, same quantity, with the store price in the comment.",
            "images": ["store_tag"],
            "transition": "once the cups are on the wish list and not in the cart",
        },
        {
            "query": "Text Ana that they're on the list and what the store wants for them.",
            "transition": "once the text is sent",
        },
    ]
    s["challenge"] = {
        "type": "goal_change",
        "round": 2,
        "details": "The user drops the cart and wants the cups on the Kitchen wish list with the store price ($8.50) instead.",
    }
    s["flow_type"] = "lookup_chain"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "shop_wish_list_items",
                "fields": {
                    "list_id": "wl_0701",
                    "product_id": "prd_0701",
                    "quantity_wanted": 3,
                    "comment": "8.50",
                },
                "similarity": {"comment": {"method": "contains"}},
                "note": "white cup & saucer (photo + chat), 3 (chat), store price from the tag",
            },
            {
                "op": "create",
                "table": "message_threads",
                "fields": {"participants": ["+15035550177"]},
            },
            {
                "op": "create",
                "table": "messages",
                "fields": {"direction": "outgoing", "body": "8.50"},
                "similarity": {"body": {"method": "contains"}},
                "note": "to Ana Duarte, mentioning the store price",
            },
        ]
    }
    s["completion_criteria"] = (
        "Three white Porcelain Cappuccino Cup & Saucer (prd_0701; not the blue one, a mug or a glass) "
        "are on the Kitchen wish list (not the default Birthday ideas list) with $8.50 in the "
        "comment; the cart is empty again; Ana Duarte (not Ana Lima) got a text mentioning $8.50."
    )
    s["expected_tools"] = [
        "search_products",
        "add_to_cart",
        "remove_from_cart",
        "add_to_wish_list",
        "send_message",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "search_products", "arguments": {"query": "cappuccino cup saucer"}},
                {
                    "tool": "add_to_cart",
                    "save_as": "cart",
                    "arguments": {"product_id": "prd_0701", "quantity": 3},
                },
            ],
            "reply": "Added 3 white Porcelain Cappuccino Cups & Saucers ($11.99 each) to your cart.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "remove_from_cart",
                    "arguments": {"cart_item_id": "{{cart.added.cart_item_id}}"},
                },
                {
                    "tool": "add_to_wish_list",
                    "arguments": {
                        "product_id": "prd_0701",
                        "list_id": "wl_0701",
                        "quantity_wanted": 3,
                        "comment": "Store price $8.50 each",
                    },
                },
            ],
            "reply": "Removed them from the cart and put 3 on your Kitchen wish list, noting the store price of $8.50 each.",
        },
        {
            "round": 3,
            "steps": [
                {
                    "tool": "send_message",
                    "arguments": {
                        "recipient": "ct_0701",
                        "body": "The white cappuccino cups are on our Kitchen list, 3 of them. The store has them for $8.50 each.",
                    },
                },
            ],
            "reply": "Texted Ana that the 3 cups are on the Kitchen list and the store price is $8.50 each.",
        },
    ]
    s["tags"] = ["mixed", "shopping", "photo-decisive"]
    return s


# --------------------------------------------------------------------------- mix_cat_recheck


def mix_cat_recheck(screens: Screens) -> Scenario:
    """Which of two cats is in the photo decides which recheck goes on the calendar."""
    sid = "mix_cat_recheck"
    imgs = ImageSet(sid, script=__file__)
    cat = imgs.add(
        "cat_photo",
        photos.photo(
            "chelsea",
            seed=f"{sid}:cat",
            description="A ginger (orange) tabby cat with a white muzzle looking to the left; not a black cat",
        ),
    )
    table = imgs.add(
        "recheck_table",
        charts.table(
            "Cedar Hill Animal Clinic - follow-ups",
            ["Patient", "Coat", "Recheck", "Time"],
            [
                ["Biscuit", "orange tabby", "Tue Jul 8", "10:30"],
                ["Pepper", "black", "Tue Jul 15", "9:00"],
                ["Mochi", "grey", "Thu Jul 10", "16:00"],
            ],
            description="Clinic follow-up list: Biscuit (orange tabby) Tue Jul 8 10:30; Pepper (black) Tue Jul 15 9:00; Mochi (grey) Thu Jul 10 16:00",
        ),
        decisive=["Biscuit", "Tue Jul 8", "10:30"],
    )
    sign = imgs.add(
        "clinic_sign",
        photos.composite(
            "meadow",
            ["CEDAR HILL", "ANIMAL CLINIC", "2210 SE Division St"],
            seed=f"{sid}:sign",
            style="sign",
            accent=(20, 100, 140),
            description="The clinic's sign on the lawn: Cedar Hill Animal Clinic, 2210 SE Division St",
        ),
        decisive=["2210 SE Division St"],
    )
    s = scenario_header(
        sid,
        "Book the recheck of the cat in the photo, at the clinic on the sign, with a fasting reminder",
        description=(
            "The follow-up list has three pets; only the photo says which one is the user's "
            "(the ginger tabby, Biscuit). The sign gives the clinic's address; the user wants a "
            "reminder the evening before. An older 'Vet: Biscuit' event is a distractor."
        ),
        domains=["calendar", "reminders"],
        reference_time="2025-06-30T18:20:00-07:00",
        persona={
            "owner": {
                "first_name": "Priya",
                "last_name": "Natarajan",
                "phone": "+15035550190",
                "email": "priya.n@example.com",
            },
            "description": "Priya Natarajan has a ginger cat; her neighbour's cats go to the same clinic.",
            "style": "brief, a bit distracted",
        },
    )
    s["initial_entities"] = {
        "calendars": [
            {"id": "cal_0801", "name": "Home", "is_default": True},
            {"id": "cal_0802", "name": "Work", "color": "blue"},
        ],
        "calendar_events": [
            {
                "id": "evt_0801",
                "calendar_id": "cal_0801",
                "title": "Vet: Biscuit",
                "start_at": "2025-06-03T10:30:00-07:00",
                "end_at": "2025-06-03T11:00:00-07:00",
                "location": "Cedar Hill Animal Clinic",
            },
            {
                "id": "evt_0802",
                "calendar_id": "cal_0802",
                "title": "Sprint review",
                "start_at": "2025-07-08T14:00:00-07:00",
                "end_at": "2025-07-08T15:00:00-07:00",
            },
        ],
        "reminder_lists": [
            {"id": "reml_0801", "name": "Reminders", "is_default": True},
            {"id": "reml_0802", "name": "Pets", "color": "orange"},
        ],
    }
    fasting = imgs.add(
        "clinic_text",
        screens.chat(
            "Cedar Hill Animal Clinic",
            [
                (
                    "Cedar Hill Animal Clinic",
                    "Reminder for rechecks: no food after 8 PM the evening before. Water is fine.",
                    "Mon 9:00 AM",
                )
            ],
            subtitle="Text message",
            description="Clinic text: before a recheck, no food after 8 PM the evening before; water is fine",
        ),
        decisive=["no food after 8 PM"],
    )
    s["images"] = [cat, table, sign, fasting]
    s["rounds"] = [
        {
            "query": "The vet sent the follow-up list. This is my cat. Put her recheck in my Home calendar, half an hour.",
            "images": ["cat_photo", "recheck_table"],
            "transition": "once the recheck is on the calendar",
        },
        {
            "query": "Add the clinic address from their sign as the location. And remind me the evening before at 8pm, in my Pets list, to take away her food.",
            "images": ["clinic_sign", "clinic_text"],
            "transition": "once the location and the reminder are set",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "lookup_chain"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "calendar_events",
                "fields": {
                    "calendar_id": "cal_0801",
                    "title": "Biscuit",
                    "start_at": "2025-07-08T10:30:00",
                    "end_at": "2025-07-08T11:00:00",
                    "location": "2210 SE Division St",
                },
                "similarity": {
                    "title": {"method": "contains", "case_sensitive": False},
                    "location": {"method": "contains"},
                },
            },
            {
                "op": "create",
                "table": "reminders",
                "fields": {"list_id": "reml_0802", "due_date": "2025-07-07", "due_time": "20:00"},
            },
        ]
    }
    s["completion_criteria"] = (
        "A 30-minute event naming Biscuit (the ginger tabby in the photo, not Pepper or Mochi) on "
        "the Home calendar on Tuesday July 8 2025 at 10:30, located at 2210 SE Division St; a "
        "reminder in the Pets list on Monday July 7 at 20:00. The June event is untouched."
    )
    s["expected_tools"] = ["create_calendar_event", "update_calendar_event", "create_reminder"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {
                    "tool": "create_calendar_event",
                    "save_as": "recheck",
                    "arguments": {
                        "title": "Vet recheck: Biscuit",
                        "start": "2025-07-08T10:30",
                        "end": "2025-07-08T11:00",
                        "calendar_id": "cal_0801",
                        "location": "Cedar Hill Animal Clinic",
                    },
                },
            ],
            "reply": "Your cat is Biscuit, the orange tabby: her recheck is on Tuesday July 8 at 10:30, added to Home until 11:00.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "update_calendar_event",
                    "arguments": {
                        "event_id": "{{recheck.event.id}}",
                        "location": "Cedar Hill Animal Clinic, 2210 SE Division St",
                    },
                },
                {
                    "tool": "create_reminder",
                    "arguments": {
                        "title": "Take away Biscuit's food (vet recheck tomorrow)",
                        "list_id": "reml_0802",
                        "due_date": "2025-07-07",
                        "due_time": "20:00",
                    },
                },
            ],
            "reply": "Location set to 2210 SE Division St, and a Pets reminder on Monday July 7 at 8 pm to take away her food.",
        },
    ]
    s["tags"] = ["mixed", "photo-decisive"]
    return s


# --------------------------------------------------------------------------- mix_tahoe_receipts


def mix_tahoe_receipts(screens: Screens) -> Scenario:
    """Three receipts and a chat: who paid what, on which day, for how much (one amount
    misremembered by the user), into the right group; then the total to Lee."""
    sid = "mix_tahoe_receipts"
    imgs = ImageSet(sid, script=__file__)
    groceries = imgs.add(
        "receipt_groceries",
        documents.receipt(
            "RALEY'S #412",
            [
                ("Tri-tip 2.1 lb", "27.30"),
                ("Corn 6 ct", "4.50"),
                ("Salad kit x2", "9.98"),
                ("Sparkling water 12pk", "8.49"),
                ("Burger buns", "4.29"),
                ("Charcoal 16 lb", "19.99"),
                ("Ice 10 lb", "6.85"),
            ],
            subtotal="81.40",
            tax="0.00",
            total="81.40",
            date="06/07/2025  17:42",
            address="Tahoe City, CA",
            payment="MC **** 8812",
            description="Raley's receipt, Tahoe City, 06/07/2025: groceries totalling $81.40",
        ),
        decisive=["$81.40", "06/07/2025"],
    )
    gas = imgs.add(
        "receipt_gas",
        documents.receipt(
            "CHEVRON TRUCKEE",
            [("Pump 4 Regular 11.2 gal", "52.80")],
            total="52.80",
            date="06/06/2025  19:05",
            address="11290 Donner Pass Rd",
            payment="VISA **** 4021",
            footer="Drive safe!",
            description="Chevron Truckee receipt, 06/06/2025: 11.2 gal regular, $52.80",
        ),
        decisive=["$52.80", "06/06/2025"],
    )
    cabin = imgs.add(
        "cabin_invoice",
        documents.invoice(
            "Tahoe Cabin Rentals",
            "TCR-3318",
            bill_to=["Lee Park", "Pine Hollow Cabin, 2 nights"],
            issued="Jun 6 2025",
            due="Paid",
            lines=[
                ("Pine Hollow Cabin, 2 nights", "2", "280.00", "560.00"),
                ("Cleaning fee", "1", "60.00", "60.00"),
            ],
            total="620.00",
            notes=["Paid in full by card ending 3390. Thank you!"],
            description="Tahoe Cabin Rentals invoice TCR-3318 to Lee Park, issued Jun 6 2025: 2 nights + cleaning, $620.00, paid",
        ),
        decisive=["$620.00", "Jun 6 2025", "Lee Park"],
    )
    chat = imgs.add(
        "chat_who_paid",
        screens.chat(
            "Tahoe weekend",
            [
                ("Sam", "I got the groceries at Raley's on Saturday", "Sun 9:10 AM"),
                ("Lee", "cabin's on me, paid it already", "Sun 9:12 AM"),
                ("me", "I filled up the gas on the way up", "Sun 9:15 AM"),
                ("Sam", "split everything three ways?", "Sun 9:16 AM"),
                ("Lee", "yes equal", "Sun 9:16 AM"),
            ],
            subtitle="Sam, Lee, you",
            description="Group chat: Sam paid the groceries, Lee the cabin, the user the gas; split equally three ways",
        ),
        decisive=["I got the groceries", "cabin's on me", "I filled up the gas"],
    )
    s = scenario_header(
        sid,
        "Log three trip receipts in the right group, each paid by whoever the chat says",
        description=(
            "Upfront: two receipts, a cabin invoice and the trip chat. Each expense goes to "
            "'Tahoe weekend' (not last year's 'Tahoe 2024'), with the receipt's date and the "
            "payer from the chat. The user misremembers the grocery total ($84.10; the receipt "
            "says $81.40). Then the total goes to Lee Park (not Lee Chen)."
        ),
        domains=["expenses", "messages", "contacts"],
        reference_time="2025-06-09T20:15:00-07:00",
        persona={
            "owner": {
                "first_name": "Jordan",
                "last_name": "Ellis",
                "phone": "+14155550100",
                "email": "jordan.ellis@example.com",
            },
            "description": "Jordan Ellis just came back from a weekend at Lake Tahoe with Sam Ortiz and Lee Park.",
            "style": "relaxed, short messages",
        },
    )
    s["initial_entities"] = {
        "contacts": [
            {"id": "ct_0901", "first_name": "Lee", "last_name": "Park", "relationship": "friend"},
            {"id": "ct_0902", "first_name": "Sam", "last_name": "Ortiz", "relationship": "friend"},
            {"id": "ct_0903", "first_name": "Lee", "last_name": "Chen", "relationship": "coworker"},
        ],
        "contact_phones": [
            {
                "id": "cph_0901",
                "contact_id": "ct_0901",
                "number": "+14155550131",
                "is_primary": True,
            },
            {
                "id": "cph_0902",
                "contact_id": "ct_0902",
                "number": "+14155550132",
                "is_primary": True,
            },
            {
                "id": "cph_0903",
                "contact_id": "ct_0903",
                "number": "+14155550139",
                "is_primary": True,
            },
        ],
        "expense_people": [
            {"id": "ep_0900", "name": "Jordan Ellis", "is_me": True},
            {"id": "ep_0901", "name": "Lee Park", "contact_id": "ct_0901"},
            {"id": "ep_0902", "name": "Sam Ortiz", "contact_id": "ct_0902"},
            {"id": "ep_0903", "name": "Lee Chen", "contact_id": "ct_0903"},
        ],
        "expense_groups": [
            {"id": "eg_0901", "name": "Tahoe weekend", "group_type": "trip", "currency": "USD"},
            {"id": "eg_0902", "name": "Tahoe 2024", "group_type": "trip", "currency": "USD"},
        ],
        "expense_group_members": [
            {
                "group_id": "eg_0901",
                "person_id": "ep_0900",
                "joined_at": "2025-06-01T10:00:00-07:00",
            },
            {
                "group_id": "eg_0901",
                "person_id": "ep_0901",
                "joined_at": "2025-06-01T10:00:00-07:00",
            },
            {
                "group_id": "eg_0901",
                "person_id": "ep_0902",
                "joined_at": "2025-06-01T10:00:00-07:00",
            },
            {
                "group_id": "eg_0902",
                "person_id": "ep_0900",
                "joined_at": "2025-06-01T10:00:00-07:00",
            },
            {
                "group_id": "eg_0902",
                "person_id": "ep_0903",
                "joined_at": "2025-06-01T10:00:00-07:00",
            },
        ],
    }
    s["images"] = [groceries, gas, cabin, chat]
    s["rounds"] = [
        {
            "query": "Can you add these to our Tahoe group? Whoever paid is in the chat, split equally. The grocery one was $84.10 I think.",
            "images": ["receipt_groceries", "receipt_gas", "cabin_invoice", "chat_who_paid"],
            "transition": "once the three expenses are added",
            "user_notes": "If the assistant says the grocery receipt shows $81.40, agree that the receipt is right.",
        },
        {
            "query": "Thanks. Text Lee how much the whole trip cost all together.",
            "transition": "once the text is sent",
        },
    ]
    s["challenge"] = {
        "type": "error_correction",
        "round": 1,
        "details": "The user misremembers the grocery total.",
        "wrong_detail": "the groceries were $84.10",
        "correct_detail": "the Raley's receipt says $81.40",
    }
    s["flow_type"] = "aggregate"
    s["arrival_pattern"] = "upfront"
    s["expected_changes"] = {
        "allowed_tables": ["expense_splits"],
        "changes": [
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_0901",
                    "amount_cents": 8140,
                    "paid_by": "ep_0902",
                    "date": "2025-06-07",
                },
            },
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_0901",
                    "amount_cents": 5280,
                    "paid_by": "ep_0900",
                    "date": "2025-06-06",
                },
            },
            {
                "op": "create",
                "table": "expenses",
                "fields": {
                    "group_id": "eg_0901",
                    "amount_cents": 62000,
                    "paid_by": "ep_0901",
                    "date": "2025-06-06",
                },
            },
            {
                "op": "create",
                "table": "message_threads",
                "fields": {"participants": ["+14155550131"]},
            },
            {
                "op": "create",
                "table": "messages",
                "fields": {"direction": "outgoing", "body": "754.20"},
                "similarity": {"body": {"method": "contains"}},
            },
        ],
    }
    s["completion_criteria"] = (
        "Three expenses in 'Tahoe weekend' split equally: $81.40 groceries paid by Sam on 2025-06-07 "
        "(not $84.10), $52.80 gas paid by the user on 2025-06-06, $620.00 cabin paid by Lee on "
        "2025-06-06; Lee Park got a text with the $754.20 total."
    )
    s["expected_tools"] = ["list_expense_groups", "add_expense", "send_message"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "list_expense_groups", "arguments": {}},
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Groceries at Raley's",
                        "amount": 81.40,
                        "paid_by": "ep_0902",
                        "group_id": "eg_0901",
                        "category": "groceries",
                        "expense_date": "2025-06-07",
                    },
                },
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Gas at Chevron Truckee",
                        "amount": 52.80,
                        "paid_by": "me",
                        "group_id": "eg_0901",
                        "category": "gas_fuel",
                        "expense_date": "2025-06-06",
                    },
                },
                {
                    "tool": "add_expense",
                    "arguments": {
                        "description": "Pine Hollow Cabin (Tahoe Cabin Rentals)",
                        "amount": 620.00,
                        "paid_by": "ep_0901",
                        "group_id": "eg_0901",
                        "category": "lodging",
                        "expense_date": "2025-06-06",
                    },
                },
            ],
            "reply": "Added all three to Tahoe weekend, split equally: groceries $81.40 paid by Sam (the receipt says $81.40, not $84.10), gas $52.80 paid by you, cabin $620.00 paid by Lee.",
        },
        {
            "round": 2,
            "steps": [
                {"code": "print(f'{81.40 + 52.80 + 620.00:.2f}')"},
                {
                    "tool": "send_message",
                    "arguments": {
                        "recipient": "ct_0901",
                        "body": "The whole Tahoe trip came to $754.20 all together (cabin, groceries and gas).",
                    },
                },
            ],
            "reply": "Texted Lee Park that the trip cost $754.20 in total.",
        },
    ]
    s["tags"] = ["mixed", "expenses"]
    return s


# --------------------------------------------------------------------------- mix_flight_gate_change


def mix_flight_gate_change(screens: Screens) -> Scenario:
    """The airline's email moves the flight; the event and the wake-up alarm must follow;
    the departures board gives the gate."""
    sid = "mix_flight_gate_change"
    imgs = ImageSet(sid, script=__file__)
    email = imgs.add(
        "schedule_change_email",
        screens.email(
            "Frontier Pacific Airlines <updates@frontierpacific.example>",
            "Schedule change: FP 1934 to Denver, Fri Jun 20",
            "Jun 14, 2025",
            [
                "Hi Maya, your flight FP 1934 from Portland (PDX) to Denver (DEN) on Friday, June 20 has a new schedule.",
                "New departure: 6:45 AM (was 8:10 AM). New arrival: 10:20 AM (was 11:45 AM).",
                "Your seat 14C is unchanged. No action is needed if the new times work for you.",
            ],
            to="maya.lindgren@example.com",
            description="Airline email: FP 1934 PDX-DEN on Fri June 20 now departs 6:45 AM and arrives 10:20 AM (was 8:10 / 11:45)",
        ),
        decisive=["6:45 AM", "10:20 AM", "June 20"],
    )
    bpass = imgs.add(
        "boarding_pass",
        documents.ticket(
            "FRONTIER PACIFIC  BOARDING PASS",
            [
                ("Passenger", "LINDGREN/MAYA"),
                ("Flight", "FP 1934"),
                ("From", "PDX Portland"),
                ("To", "DEN Denver"),
                ("Date", "20 JUN 2025"),
                ("Departs", "06:45"),
                ("Boarding", "06:10"),
                ("Seat", "14C"),
            ],
            code="FP1934-0620-14C",
            description="Boarding pass: Maya Lindgren, FP 1934 PDX to DEN, 20 Jun 2025, departs 06:45, boarding 06:10, seat 14C",
        ),
        decisive=["FP 1934", "06:45", "06:10"],
    )
    board = imgs.add(
        "departures_board",
        photos.composite(
            "storm",
            [
                "DEPARTURES",
                "06:30 SEA  AS 321  A4",
                "06:45 DEN  FP 1934  C9",
                "07:05 LAX  UA 880  D2",
            ],
            seed=f"{sid}:board",
            style="screen",
            panel_width=0.86,
            tilt=0.04,
            description="Airport departures screen: 06:30 SEA AS 321 gate A4; 06:45 DEN FP 1934 gate C9; 07:05 LAX UA 880 gate D2",
        ),
        decisive=["06:45 DEN  FP 1934  C9"],
    )
    s = scenario_header(
        sid,
        "Move the flight and the wake-up alarm after a schedule change, then add the gate",
        description=(
            "The flight event (and an older one with the same title) and an 'Airport' alarm "
            "exist. The email moves the flight 85 minutes earlier: the event must be moved, "
            "and the alarm set so the user still wakes 2 h 45 min before departure. The board "
            "photo gives the gate among other flights."
        ),
        domains=["calendar", "alarms"],
        reference_time="2025-06-14T12:00:00-07:00",
        persona={
            "owner": {
                "first_name": "Maya",
                "last_name": "Lindgren",
                "phone": "+15035550161",
                "email": "maya.lindgren@example.com",
            },
            "description": "Maya Lindgren flies from Portland to Denver for a conference; she likes a long buffer before flights.",
            "style": "precise, short messages",
        },
    )
    s["initial_entities"] = {
        "calendars": [{"id": "cal_1001", "name": "Personal", "is_default": True}],
        "calendar_events": [
            {
                "id": "evt_1001",
                "calendar_id": "cal_1001",
                "title": "Flight to Denver (FP 1934)",
                "start_at": "2025-06-20T08:10:00-07:00",
                "end_at": "2025-06-20T11:45:00-06:00",
                "location": "PDX",
            },
            {
                "id": "evt_1002",
                "calendar_id": "cal_1001",
                "title": "Flight to Denver (FP 1934)",
                "start_at": "2025-05-02T08:10:00-07:00",
                "end_at": "2025-05-02T11:45:00-06:00",
                "location": "PDX",
            },
        ],
        "alarms": [
            {"id": "alm_1001", "time": "05:25", "label": "Airport"},
            {
                "id": "alm_1002",
                "time": "06:30",
                "label": "Gym",
                "repeat_days": ["mon", "wed", "fri"],
            },
        ],
    }
    s["images"] = [email, bpass, board]
    s["rounds"] = [
        {
            "query": "My Denver flight next Friday got rescheduled, I'll forward you what they sent in a sec.",
            "transition": "once the assistant is ready for the details",
        },
        {
            "query": "Here. Move the flight in my calendar to the new times, and move my Airport alarm so I still get up 2 hours 45 minutes before takeoff.",
            "images": ["schedule_change_email", "boarding_pass"],
            "transition": "once the event and the alarm are updated",
        },
        {
            "query": "At the airport now, it's on the board. Put the gate in the event's location.",
            "images": ["departures_board"],
            "transition": "once the location is updated",
        },
    ]
    s["challenge"] = {
        "type": "state_mutation",
        "details": "The existing flight event and alarm must be updated, not duplicated; the May flight stays.",
    }
    s["flow_type"] = "cross_reference"
    s["arrival_pattern"] = "late"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "update",
                "table": "calendar_events",
                "match": {"id": "evt_1001"},
                "fields": {
                    "start_at": "2025-06-20T06:45:00-07:00",
                    "end_at": "2025-06-20T10:20:00-06:00",
                    "location": "C9",
                },
                "similarity": {"location": {"method": "contains"}},
            },
            {
                "op": "update",
                "table": "alarms",
                "match": {"id": "alm_1001"},
                "fields": {"time": "04:00"},
            },
        ]
    }
    s["completion_criteria"] = (
        "The June 20 flight event (not the May one) runs 06:45 PDT to 10:20 MDT with gate C9 in "
        "its location; the Airport alarm rings at 04:00 (06:45 minus 2 h 45 min); nothing else changes."
    )
    s["expected_tools"] = [
        "search_calendar_events",
        "reschedule_calendar_event",
        "list_alarms",
        "update_alarm",
        "update_calendar_event",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "search_calendar_events", "arguments": {"query": "Flight to Denver"}}
            ],
            "reply": "I see your Denver flight on Friday June 20 at 8:10. Send me the new schedule.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "reschedule_calendar_event",
                    "arguments": {
                        "event_id": "evt_1001",
                        "new_start": "2025-06-20T06:45:00-07:00",
                        "new_end": "2025-06-20T10:20:00-06:00",
                    },
                },
                {"tool": "list_alarms", "arguments": {}},
                {"tool": "update_alarm", "arguments": {"alarm_id": "alm_1001", "time": "04:00"}},
            ],
            "reply": "Moved FP 1934 to 6:45 AM - 10:20 AM (Denver time) on June 20, and your Airport alarm to 4:00 AM, 2 h 45 min before takeoff.",
        },
        {
            "round": 3,
            "steps": [
                {
                    "tool": "update_calendar_event",
                    "arguments": {"event_id": "evt_1001", "location": "PDX, gate C9"},
                },
            ],
            "reply": "Gate C9 is in the event's location now.",
        },
    ]
    s["tags"] = ["mixed", "travel"]
    return s


# --------------------------------------------------------------------------- mix_flowers_for_mom


def mix_flowers_for_mom(screens: Screens) -> Scenario:
    """Recognise the flower in a photo to pick the bouquet; replace Mom's old address with
    the one on her card (contact and shipping address)."""
    sid = "mix_flowers_for_mom"
    imgs = ImageSet(sid, script=__file__)
    flower = imgs.add(
        "favourite_flower",
        photos.photo(
            "yellow_flower",
            seed=f"{sid}:flower",
            crop=(0.3, 0.0, 1.0, 1.0),
            description="Close-up of a bright yellow gerbera (daisy-like, many narrow petals, yellow-green centre); not a rose, not a sunflower, not orange",
        ),
    )
    card = imgs.add(
        "new_address_card",
        documents.note(
            [
                "Sweetheart -",
                "we finally moved!",
                "New address:",
                "418 Maple Ave",
                "Eugene, OR 97401",
                "Love, Mom",
            ],
            paper="card",
            seed=sid,
            style="hand",
            description="Mom's handwritten card: they moved; new address 418 Maple Ave, Eugene, OR 97401",
        ),
        decisive=["418 Maple Ave", "Eugene, OR 97401"],
    )
    door = imgs.add(
        "front_door",
        photos.composite(
            "leaf",
            ["418", "MAPLE AVE"],
            seed=f"{sid}:door",
            style="label",
            accent=(40, 40, 40),
            panel_width=0.42,
            position=(0.5, 0.45),
            description="House number plaque '418 Maple Ave' next to a leafy plant at Mom's new front door",
        ),
        decisive=["418"],
    )
    s = scenario_header(
        sid,
        "Put the bouquet of the flower in the photo in the cart, and move Mom to her new address",
        description=(
            "The photo decides the product (yellow gerbera, among an orange gerbera, sunflowers "
            "and yellow roses). Mom's card gives her new address: the old address row of her "
            "contact is replaced (state mutation) and a shipping address for her is added. A "
            "second Ruth is a distractor."
        ),
        domains=["shopping", "contacts"],
        reference_time="2025-06-16T19:40:00-07:00",
        persona={
            "owner": {
                "first_name": "Nia",
                "last_name": "Okafor",
                "phone": "+15035550122",
                "email": "nia.okafor@example.com",
            },
            "description": "Nia Okafor; her mother Ruth Okafor ('Mom') just moved from Salem to Eugene.",
            "style": "warm, chatty but short",
        },
    )
    seller = {
        "seller_id": "sel_1101",
        "date_first_available": "2024-09-01",
        "category": "home",
        "subcategory": "flowers",
    }
    s["initial_entities"] = {
        "contacts": [
            {
                "id": "ct_1101",
                "first_name": "Ruth",
                "last_name": "Okafor",
                "nickname": "Mom",
                "relationship": "mother",
            },
            {
                "id": "ct_1102",
                "first_name": "Ruth",
                "last_name": "Park",
                "relationship": "neighbor",
            },
        ],
        "contact_phones": [
            {
                "id": "cph_1101",
                "contact_id": "ct_1101",
                "number": "+15035550105",
                "is_primary": True,
            }
        ],
        "contact_addresses": [
            {
                "id": "cad_1101",
                "contact_id": "ct_1101",
                "label": "home",
                "street": "12 Birch Ln",
                "city": "Salem",
                "region": "OR",
                "postal_code": "97301",
                "country": "US",
            },
            {
                "id": "cad_1102",
                "contact_id": "ct_1102",
                "label": "home",
                "street": "14 Birch Ln",
                "city": "Salem",
                "region": "OR",
                "postal_code": "97301",
                "country": "US",
            },
        ],
        "shop_sellers": [{"id": "sel_1101", "name": "Bloom & Stem", "ships_from": "Eugene, OR"}],
        "shop_products": [
            {
                "id": "prd_1101",
                "title": "Yellow Gerbera Daisy Bouquet, 12 stems",
                "brand": "Bloom & Stem",
                "price": 39.00,
                "list_price": 45.00,
                "stock_quantity": 20,
                **seller,
            },
            {
                "id": "prd_1102",
                "title": "Orange Gerbera Daisy Bouquet, 12 stems",
                "brand": "Bloom & Stem",
                "price": 39.00,
                "list_price": 45.00,
                "stock_quantity": 20,
                **seller,
            },
            {
                "id": "prd_1103",
                "title": "Sunflower Bunch, 5 stems",
                "brand": "Bloom & Stem",
                "price": 29.00,
                "list_price": 29.00,
                "stock_quantity": 30,
                **seller,
            },
            {
                "id": "prd_1104",
                "title": "Yellow Rose Bouquet, 12 stems",
                "brand": "Bloom & Stem",
                "price": 49.00,
                "list_price": 55.00,
                "stock_quantity": 15,
                **seller,
            },
        ],
    }
    old = imgs.add(
        "mom_contact_card",
        screens.list_screen(
            "Mom",
            [
                ("mobile", "(503) 555-0105"),
                ("home", "12 Birch Ln, Salem, OR 97301"),
                ("birthday", "June 29"),
            ],
            subtitle="Ruth Okafor",
            kind="contact_card",
            width=560,
            description="Contact card of Mom (Ruth Okafor): mobile (503) 555-0105, home 12 Birch Ln, Salem OR 97301, birthday June 29",
        ),
        decisive=["12 Birch Ln"],
    )
    s["images"] = [flower, card, door, old]
    s["rounds"] = [
        {
            "query": "Mom's birthday is coming up. These are her favourite flowers, put a bouquet of them in my cart.",
            "images": ["favourite_flower"],
            "transition": "once a bouquet is in the cart",
        },
        {
            "query": "Oh and she moved! Here's her card and the new place. Replace her old address in her contact card with the new one, and add it as a shipping address for her too.",
            "images": ["new_address_card", "front_door", "mom_contact_card"],
            "transition": "once the contact and the shipping address are updated",
        },
    ]
    s["challenge"] = {
        "type": "state_mutation",
        "details": "Mom's old Salem address row must be replaced by the Eugene one (not kept alongside).",
    }
    s["flow_type"] = "lookup_chain"
    s["arrival_pattern"] = "progressive"
    street = {"method": "contains", "case_sensitive": False}
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "shop_cart_items",
                "fields": {"product_id": "prd_1101", "quantity": 1},
            },
            {"op": "delete", "table": "contact_addresses", "match": {"id": "cad_1101"}},
            {
                "op": "create",
                "table": "contact_addresses",
                "fields": {
                    "contact_id": "ct_1101",
                    "street": "418 Maple",
                    "city": "Eugene",
                    "postal_code": "97401",
                },
                "similarity": {"street": street},
            },
            {
                "op": "create",
                "table": "shop_addresses",
                "fields": {
                    "full_name": "Ruth Okafor",
                    "street1": "418 Maple",
                    "city": "Eugene",
                    "state": "OR",
                    "postal_code": "97401",
                },
                "similarity": {"street1": street},
            },
        ]
    }
    s["completion_criteria"] = (
        "One Yellow Gerbera Daisy Bouquet (prd_1101) is in the cart; Ruth Okafor's (Mom's) Salem "
        "address is gone and 418 Maple Ave, Eugene, OR 97401 is her address; a shipping address "
        "for Ruth Okafor at 418 Maple Ave, Eugene, OR 97401 exists. Ruth Park is untouched."
    )
    s["expected_tools"] = [
        "search_products",
        "add_to_cart",
        "search_contacts",
        "remove_contact_address",
        "add_contact_address",
        "add_shipping_address",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "search_products", "arguments": {"query": "gerbera bouquet"}},
                {"tool": "add_to_cart", "arguments": {"product_id": "prd_1101", "quantity": 1}},
            ],
            "reply": "Those are yellow gerberas: I added the Yellow Gerbera Daisy Bouquet (12 stems, $39.00) to your cart.",
        },
        {
            "round": 2,
            "steps": [
                {"tool": "search_contacts", "arguments": {"query": "Mom"}},
                {
                    "tool": "remove_contact_address",
                    "arguments": {"contact_id": "ct_1101", "address_id": "cad_1101"},
                },
                {
                    "tool": "add_contact_address",
                    "arguments": {
                        "contact_id": "ct_1101",
                        "street": "418 Maple Ave",
                        "city": "Eugene",
                        "region": "OR",
                        "postal_code": "97401",
                        "country": "US",
                        "label": "home",
                    },
                },
                {
                    "tool": "add_shipping_address",
                    "arguments": {
                        "full_name": "Ruth Okafor",
                        "street1": "418 Maple Ave",
                        "city": "Eugene",
                        "state": "OR",
                        "postal_code": "97401",
                        "label": "Mom",
                        "contact_id": "ct_1101",
                    },
                },
            ],
            "reply": "Mom's contact now has 418 Maple Ave, Eugene, OR 97401 instead of Birch Ln, and I added it as a shipping address for Ruth Okafor.",
        },
    ]
    s["tags"] = ["mixed", "photo-decisive"]
    return s


# --------------------------------------------------------------------------- mix_budget_review


def mix_budget_review(screens: Screens) -> Scenario:
    """Compute from a chart, compare in a pie, spot a double charge in a statement."""
    sid = "mix_budget_review"
    imgs = ImageSet(sid, script=__file__)
    months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"]
    spend = [388, 455, 402, 431, 376, 420]
    bars = imgs.add(
        "grocery_chart",
        charts.bar_chart(
            "Groceries per month, 2025 ($)",
            months,
            spend,
            ylabel="$",
            description="Bar chart of 2025 grocery spending: Jan 388, Feb 455, Mar 402, Apr 431, May 376, Jun 420 dollars",
        ),
        decisive=["388", "455", "402", "431", "376", "420"],
    )
    pie = imgs.add(
        "june_pie",
        charts.pie_chart(
            "June spending",
            ["Rent", "Groceries", "Dining out", "Transport", "Subscriptions"],
            [1800, 420, 310, 145, 62],
            value_fmt="${:,.0f}",
            description="Pie chart of June spending: Rent $1,800, Groceries $420, Dining out $310, Transport $145, Subscriptions $62",
        ),
        decisive=["Dining out", "$310"],
    )
    statement = imgs.add(
        "card_statement",
        screens.statement(
            "Cascade Credit Union",
            "Visa ...4021",
            "Jun 24 - Jun 30, 2025",
            [
                ("Jun 30", "TRIMET FARE", "-$5.00"),
                ("Jun 28", "WHOLE FOODS MKT #118", "-$86.47"),
                ("Jun 28", "WHOLE FOODS MKT #118", "-$86.47"),
                ("Jun 27", "NETFLIX.COM", "-$15.49"),
                ("Jun 25", "PAYROLL DEPOSIT", "+$2,410.00"),
            ],
            balance="$3,902.17",
            description="Card statement Jun 24-30 2025: Whole Foods $86.47 charged twice on Jun 28, plus TriMet, Netflix, payroll",
        ),
        decisive=["WHOLE FOODS MKT #118", "$86.47"],
    )
    s = scenario_header(
        sid,
        "Average the grocery chart into the budget note, flag the biggest category, dispute a double charge",
        description=(
            "Three rounds, one picture each: the mean of six bars goes into the 2025 budget note "
            "(not 2024's); the largest category after rent in the pie becomes a top-priority "
            "task in Finance; the statement's duplicated charge becomes a reminder for tomorrow."
        ),
        domains=["notes", "todo", "reminders"],
        reference_time="2025-07-03T21:10:00-07:00",
        persona={
            "owner": {
                "first_name": "Daniel",
                "last_name": "Kim",
                "phone": "+12065550188",
                "email": "daniel.kim@example.com",
            },
            "description": "Daniel Kim reviews his budget at the start of each month.",
            "style": "matter-of-fact",
        },
    )
    s["initial_entities"] = {
        "note_folders": [{"id": "nf_1201", "name": "Money"}],
        "notes": [
            {
                "id": "nt_1201",
                "folder_id": "nf_1201",
                "title": "Budget 2025",
                "body": "Targets: groceries under 400/month, dining out under 250.",
            },
            {
                "id": "nt_1202",
                "folder_id": "nf_1201",
                "title": "Budget 2024",
                "body": "Groceries averaged 365/month.",
            },
        ],
        "todo_projects": [
            {"id": "tprj_1201", "name": "Inbox", "is_inbox": True},
            {"id": "tprj_1202", "name": "Finance", "color": "green"},
            {"id": "tprj_1203", "name": "Home", "color": "blue"},
        ],
        "reminder_lists": [{"id": "reml_1201", "name": "Reminders", "is_default": True}],
    }
    s["images"] = [bars, pie, statement]
    s["rounds"] = [
        {
            "query": "What did I spend on groceries per month on average this year? Add it to my budget note for this year.",
            "images": ["grocery_chart"],
            "transition": "once the average is in the note",
        },
        {
            "query": "And this is June. Make a top priority task in my Finance project to cut back on the biggest category after rent.",
            "images": ["june_pie"],
            "transition": "once the task exists",
        },
        {
            "query": "Also I think I got charged twice here. Remind me tomorrow at 9 to dispute it, with the store and amount in the reminder.",
            "images": ["card_statement"],
            "transition": "once the reminder is set",
        },
    ]
    s["challenge"] = {
        "type": "state_mutation",
        "details": "The existing 'Budget 2025' note must be extended (not a new note, not the 2024 one).",
    }
    s["flow_type"] = "compute"
    s["arrival_pattern"] = "progressive"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "update",
                "table": "notes",
                "match": {"id": "nt_1201"},
                "fields": {"body": "412"},
                "similarity": {"body": {"method": "contains"}},
                "note": "(388+455+402+431+376+420)/6 = 412",
            },
            {
                "op": "create",
                "table": "todo_tasks",
                "fields": {"project_id": "tprj_1202", "content": "dining out", "priority": "p1"},
                "similarity": {"content": {"method": "contains", "case_sensitive": False}},
            },
            {
                "op": "create",
                "table": "reminders",
                "fields": {"due_date": "2025-07-04", "due_time": "09:00", "title": "86.47"},
                "similarity": {"title": {"method": "contains"}},
            },
        ]
    }
    s["completion_criteria"] = (
        "The 'Budget 2025' note (not 2024) now mentions the $412 monthly grocery average; a p1 task "
        "about dining out is in Finance; a reminder on 2025-07-04 at 09:00 mentions the $86.47 "
        "Whole Foods double charge."
    )
    s["expected_tools"] = ["search_notes", "append_to_note", "create_todo_task", "create_reminder"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"code": "spend = [388, 455, 402, 431, 376, 420]\nprint(sum(spend) / len(spend))"},
                {"tool": "search_notes", "arguments": {"query": "Budget 2025"}},
                {
                    "tool": "append_to_note",
                    "arguments": {
                        "note_id": "nt_1201",
                        "text": "Jan-Jun 2025 groceries averaged $412/month.",
                    },
                },
            ],
            "reply": "You averaged $412 a month on groceries (Jan-Jun). I added that to Budget 2025.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "create_todo_task",
                    "arguments": {
                        "content": "Cut back on dining out",
                        "project_id": "tprj_1202",
                        "priority": "p1",
                        "description": "June: $310 dining out, biggest after rent",
                    },
                },
            ],
            "reply": "After rent, dining out was the biggest ($310). Added a p1 task in Finance to cut back on it.",
        },
        {
            "round": 3,
            "steps": [
                {
                    "tool": "create_reminder",
                    "arguments": {
                        "title": "Dispute double charge: Whole Foods $86.47 (Jun 28)",
                        "due_date": "2025-07-04",
                        "due_time": "09:00",
                    },
                },
            ],
            "reply": "Whole Foods charged $86.47 twice on June 28. I'll remind you tomorrow at 9:00 to dispute it.",
        },
    ]
    s["tags"] = ["mixed", "charts"]
    return s


# --------------------------------------------------------------------------- mix_tour_dates


def mix_tour_dates(screens: Screens) -> Scenario:
    """Filter a tour poster by the friend's constraints; then tickets add the order number."""
    sid = "mix_tour_dates"
    imgs = ImageSet(sid, script=__file__)
    poster = imgs.add(
        "tour_poster",
        documents.poster(
            "THE NIGHT OWLS - SUMMER TOUR",
            [
                "Fri Jul 11  Seattle  Neumos",
                "Sat Jul 12  Portland  Crystal Ballroom",
                "Wed Jul 16  Portland  Doug Fir Lounge",
                "Sat Jul 19  Eugene  WOW Hall",
                "Doors 7 PM, show 8 PM",
            ],
            kicker="Live",
            footer="nightowlsband.example/tour",
            description="Tour poster: Fri Jul 11 Seattle, Sat Jul 12 Portland Crystal Ballroom, Wed Jul 16 Portland Doug Fir Lounge, Sat Jul 19 Eugene WOW Hall; doors 7 PM, show 8 PM",
        ),
        decisive=["Sat Jul 12", "Crystal Ballroom", "show 8 PM"],
    )
    chat = imgs.add(
        "chat_kai",
        screens.chat(
            "Kai Tanaka",
            [
                ("me", "Night Owls tour is out!! which one?", "12:40 PM"),
                ("Kai", "Only a weekend works for me", "12:44 PM"),
                ("Kai", "and I'm not driving to Eugene again lol", "12:44 PM"),
            ],
            subtitle="mobile",
            description="Chat with Kai Tanaka: only a weekend works, and not Eugene",
        ),
        decisive=["Only a weekend works", "not driving to Eugene"],
    )
    tickets = imgs.add(
        "ticket_confirmation",
        screens.booking(
            "TicketHub",
            "You're going to The Night Owls!",
            [
                ("Venue", "Crystal Ballroom, Portland"),
                ("Date", "Sat, Jul 12, 2025"),
                ("Doors", "7:00 PM"),
                ("Tickets", "2 x General admission"),
            ],
            reference="NO-55821",
            note="Show this confirmation at the door.",
            accent="#6b2fb3",
            description="Ticket confirmation NO-55821: The Night Owls, Crystal Ballroom Portland, Sat Jul 12 2025, doors 7 PM, 2 GA tickets",
        ),
        decisive=["NO-55821"],
    )
    s = scenario_header(
        sid,
        "Pick the tour date that fits a friend's constraints, then add the ticket order number",
        description=(
            "Four tour dates; the chat rules out weekdays and Eugene, leaving Sat Jul 12 in "
            "Portland. The event goes on the calendar; once tickets are bought, the order "
            "number goes into its notes and to Kai Tanaka (not Kai Brooks)."
        ),
        domains=["calendar", "messages", "contacts"],
        reference_time="2025-06-18T13:00:00-07:00",
        persona={
            "owner": {
                "first_name": "Alex",
                "last_name": "Moreau",
                "phone": "+15035550145",
                "email": "alex.moreau@example.com",
            },
            "description": "Alex Moreau, Portland; Kai Tanaka is a close friend and concert buddy.",
            "style": "excited, casual",
        },
    )
    s["initial_entities"] = {
        "contacts": [
            {"id": "ct_1301", "first_name": "Kai", "last_name": "Tanaka", "relationship": "friend"},
            {
                "id": "ct_1302",
                "first_name": "Kai",
                "last_name": "Brooks",
                "company": "Brooks Realty",
            },
        ],
        "contact_phones": [
            {
                "id": "cph_1301",
                "contact_id": "ct_1301",
                "number": "+15035550146",
                "is_primary": True,
            },
            {
                "id": "cph_1302",
                "contact_id": "ct_1302",
                "number": "+15035550147",
                "is_primary": True,
            },
        ],
        "calendars": [{"id": "cal_1301", "name": "Personal", "is_default": True}],
        "calendar_events": [
            {
                "id": "evt_1301",
                "calendar_id": "cal_1301",
                "title": "Night Owls (Doug Fir)",
                "start_at": "2024-11-02T20:00:00-07:00",
                "end_at": "2024-11-02T23:00:00-07:00",
                "location": "Doug Fir Lounge",
            },
        ],
    }
    weekends = imgs.add(
        "my_july_weekends",
        screens.list_screen(
            "July weekends",
            [
                ("Sat Jul 12", "free"),
                ("Sun Jul 13", "free"),
                ("Sat Jul 19", "Ines's wedding"),
                ("Sun Jul 20", "free"),
            ],
            subtitle="Alex's calendar",
            kind="calendar_list",
            description="Alex's July weekends: Sat Jul 12 free, Sun Jul 13 free, Sat Jul 19 Ines's wedding, Sun Jul 20 free",
        ),
        decisive=["Sat Jul 12"],
    )
    s["images"] = [poster, chat, weekends, tickets]
    s["rounds"] = [
        {
            "query": "Which of these shows works for Kai? Put that one in my calendar, from when the show starts, three hours.",
            "images": ["tour_poster", "chat_kai", "my_july_weekends"],
            "transition": "once the show is on the calendar",
        },
        {
            "query": "Got the tickets! Put the order number in the event notes and text it to Kai so he has it too.",
            "images": ["ticket_confirmation"],
            "transition": "once the notes and the text are done",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "filter"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "calendar_events",
                "fields": {
                    "start_at": "2025-07-12T20:00:00",
                    "end_at": "2025-07-12T23:00:00",
                    "location": "Crystal Ballroom",
                    "notes": "NO-55821",
                },
                "similarity": {"location": {"method": "contains"}, "notes": {"method": "contains"}},
            },
            {
                "op": "create",
                "table": "message_threads",
                "fields": {"participants": ["+15035550146"]},
            },
            {
                "op": "create",
                "table": "messages",
                "fields": {"direction": "outgoing", "body": "NO-55821"},
                "similarity": {"body": {"method": "contains"}},
            },
        ]
    }
    s["completion_criteria"] = (
        "A new event on Sat Jul 12 2025 20:00-23:00 at the Crystal Ballroom (not the Wednesday or "
        "Eugene show) with NO-55821 in its notes; Kai Tanaka got a text with NO-55821."
    )
    s["expected_tools"] = ["create_calendar_event", "update_calendar_event", "send_message"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {
                    "tool": "create_calendar_event",
                    "save_as": "show",
                    "arguments": {
                        "title": "The Night Owls",
                        "start": "2025-07-12T20:00",
                        "end": "2025-07-12T23:00",
                        "location": "Crystal Ballroom, Portland",
                    },
                },
            ],
            "reply": "Sat Jul 12 at the Crystal Ballroom is the only weekend show that isn't in Eugene. Added it 8-11 PM.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "update_calendar_event",
                    "arguments": {
                        "event_id": "{{show.event.id}}",
                        "notes": "Tickets: TicketHub order NO-55821 (2 GA), doors 7 PM",
                    },
                },
                {
                    "tool": "send_message",
                    "arguments": {
                        "recipient": "ct_1301",
                        "body": "Got us Night Owls tickets for Sat Jul 12! Order number NO-55821, doors at 7.",
                    },
                },
            ],
            "reply": "Order NO-55821 is in the event notes, and I texted it to Kai Tanaka.",
        },
    ]
    s["tags"] = ["mixed", "events"]
    return s


# --------------------------------------------------------------------------- mix_parking_citation


def mix_parking_citation(screens: Screens) -> Scenario:
    """Pay a parking citation to the handle on the city's page (user misstates the
    amount), and set a reminder from the street sign's hours."""
    sid = "mix_parking_citation"
    imgs = ImageSet(sid, script=__file__)
    ticket = imgs.add(
        "windshield_ticket",
        photos.composite(
            "storm",
            ["PARKING CITATION", "No. 88213", "Fine: $45.00", "Pay by Jul 15, 2025"],
            seed=f"{sid}:ticket",
            style="label",
            accent=(200, 30, 30),
            panel_width=0.56,
            description="Parking citation on a windshield: No. 88213, fine $45.00, pay by Jul 15 2025",
        ),
        decisive=["88213", "$45.00"],
    )
    sign = imgs.add(
        "street_sign",
        photos.composite(
            "brick",
            ["NO PARKING", "7 AM - 9 AM", "TUESDAY", "Street cleaning"],
            seed=f"{sid}:sign",
            style="sign",
            accent=(200, 30, 30),
            panel_width=0.46,
            description="Street sign on a brick wall: no parking 7 AM - 9 AM Tuesday, street cleaning",
        ),
        decisive=["7 AM - 9 AM", "TUESDAY"],
    )
    page = imgs.add(
        "city_pay_page",
        screens.render(
            "<div class='bar'><h1>City of Portland - Pay a citation</h1></div><div class='pad'>"
            "<table><tr><td class='muted'>Citation</td><td><b>88213</b></td></tr>"
            "<tr><td class='muted'>Amount due</td><td><b>$45.00</b></td></tr>"
            "<tr><td class='muted'>Due date</td><td><b>Jul 15, 2025</b></td></tr>"
            "<tr><td class='muted'>Pay with Venmo</td><td><b>@pdx-parking-services</b></td></tr></table>"
            "<p class='muted'>Include the citation number in the payment note.</p></div>",
            kind="web_page",
            width=640,
            description="City payment page: citation 88213, $45.00 due Jul 15 2025, pay with Venmo to @pdx-parking-services, include the citation number in the note",
        ),
        decisive=["@pdx-parking-services", "88213"],
    )
    s = scenario_header(
        sid,
        "Pay a parking ticket to the right account with the citation number, then avoid the next one",
        description=(
            "The user says the fine is $54 but the ticket and the page say $45.00; the payee is "
            "the handle on the city's page (a look-alike 'pdx-parking-kitchen' exists). The "
            "street sign's hours give the reminder: next Tuesday before 7 AM."
        ),
        domains=["payments", "reminders"],
        reference_time="2025-07-03T10:30:00-07:00",
        persona={
            "owner": {
                "first_name": "Sofia",
                "last_name": "Brandt",
                "phone": "+15035550177",
                "email": "sofia.brandt@example.com",
            },
            "description": "Sofia Brandt parks on the street in Northwest Portland.",
            "style": "annoyed, brief",
        },
    )
    s["initial_entities"] = {
        "payment_account": [
            {
                "id": "me",
                "handle": "sofia-brandt",
                "display_name": "Sofia Brandt",
                "balance_cents": 15000,
            }
        ],
        "payment_users": [
            {
                "id": "pu_1401",
                "handle": "pdx-parking-services",
                "display_name": "PDX Parking Services",
                "is_business": True,
            },
            {
                "id": "pu_1402",
                "handle": "pdx-parking-kitchen",
                "display_name": "PDX Parking Kitchen (food cart)",
                "is_business": True,
            },
        ],
        "reminder_lists": [{"id": "reml_1401", "name": "Reminders", "is_default": True}],
    }
    s["images"] = [ticket, sign, page]
    s["rounds"] = [
        {
            "query": "Got a parking ticket, ugh. It's $54 I think. Pay it on Venmo the way the city page says.",
            "images": ["windshield_ticket", "city_pay_page"],
            "transition": "once the payment is sent",
            "user_notes": "If the assistant says the ticket shows $45.00, agree.",
        },
        {
            "query": "And this is the sign I missed. Remind me next time 15 minutes before it starts so I move the car.",
            "images": ["street_sign"],
            "transition": "once the reminder is set",
        },
    ]
    s["challenge"] = {
        "type": "error_correction",
        "round": 1,
        "details": "The user misremembers the fine.",
        "wrong_detail": "the fine is $54",
        "correct_detail": "the citation and the page say $45.00",
    }
    s["flow_type"] = "validate"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "payment_transactions",
                "fields": {
                    "direction": "sent",
                    "user_id": "pu_1401",
                    "amount_cents": 4500,
                    "note": "88213",
                },
                "similarity": {"note": {"method": "contains"}},
            },
            {
                "op": "create",
                "table": "reminders",
                "fields": {"due_date": "2025-07-08", "due_time": "06:45"},
            },
        ],
        "ignore_columns": ["payment_account.balance_cents"],
    }
    s["completion_criteria"] = (
        "$45.00 (not $54) sent to @pdx-parking-services (not the food cart) with 88213 in the note; "
        "a reminder on Tuesday 2025-07-08 at 06:45 to move the car."
    )
    s["expected_tools"] = ["search_payment_users", "send_payment", "create_reminder"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "search_payment_users", "arguments": {"query": "pdx-parking-services"}},
                {
                    "tool": "send_payment",
                    "arguments": {
                        "recipient": "@pdx-parking-services",
                        "amount": 45.00,
                        "note": "Parking citation 88213",
                    },
                },
            ],
            "reply": "Paid $45.00 to @pdx-parking-services with citation 88213 in the note. The ticket says $45.00, not $54.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "create_reminder",
                    "arguments": {
                        "title": "Move the car: no parking 7-9 AM (street cleaning)",
                        "due_date": "2025-07-08",
                        "due_time": "06:45",
                    },
                },
            ],
            "reply": "I'll remind you next Tuesday, July 8, at 6:45 AM, 15 minutes before the 7-9 AM street cleaning.",
        },
    ]
    s["tags"] = ["mixed", "payments"]
    return s


# --------------------------------------------------------------------------- mix_launch_watch


def mix_launch_watch(screens: Screens) -> Scenario:
    """The rocket in the photo picks the launch from a schedule; a flyer gives the viewing
    site; the alarm is computed from the launch time."""
    sid = "mix_launch_watch"
    imgs = ImageSet(sid, script=__file__)
    rocket = imgs.add(
        "rocket_photo",
        photos.photo(
            "rocket",
            seed=f"{sid}:rocket",
            description="A tall white two-stage Falcon 9 rocket standing on its launch pad with the service tower beside it; not a stubby Electron or an Atlas V with side boosters",
        ),
    )
    schedule = imgs.add(
        "launch_schedule",
        charts.table(
            "Space Coast launches, week of Jun 23",
            ["Vehicle", "Mission", "Date", "Window opens"],
            [
                ["Atlas V", "ViaSat-3 F3", "Tue Jun 24", "18:42"],
                ["Falcon 9", "Starlink 12-4", "Sat Jun 28", "03:10"],
                ["Electron", "Quick Look", "Sun Jun 29", "11:05"],
            ],
            description="Launch schedule: Atlas V ViaSat-3 F3 Tue Jun 24 18:42; Falcon 9 Starlink 12-4 Sat Jun 28 03:10; Electron Quick Look Sun Jun 29 11:05",
        ),
        decisive=["Falcon 9", "Starlink 12-4", "Sat Jun 28", "03:10"],
    )
    flyer = imgs.add(
        "viewing_flyer",
        documents.poster(
            "Watch a launch from Space View Park",
            [
                "8 Broad St, Titusville FL",
                "Free parking after midnight",
                "Bring a chair and bug spray",
            ],
            kicker="Visitor tips",
            footer="titusville.example/launch-viewing",
            palette=((10, 40, 70), (255, 140, 50), (250, 250, 250)),
            description="Flyer: watch launches from Space View Park, 8 Broad St, Titusville FL; free parking after midnight",
        ),
        decisive=["Space View Park", "8 Broad St, Titusville FL"],
    )
    s = scenario_header(
        sid,
        "Put the launch of the rocket in the photo on the calendar and wake up in time for it",
        description=(
            "Late images: the photo shows a Falcon 9, which picks one of three launches in the "
            "schedule; the flyer's viewing site becomes the event location; the alarm goes off "
            "two hours before the window opens."
        ),
        domains=["calendar", "alarms"],
        reference_time="2025-06-22T16:00:00-04:00",
        persona={
            "owner": {
                "first_name": "Marcus",
                "last_name": "Bell",
                "phone": "+13215550112",
                "email": "marcus.bell@example.com",
            },
            "description": "Marcus Bell is visiting Florida with his nephew Theo, who loves rockets.",
            "style": "enthusiastic, short",
        },
    )
    s["initial_entities"] = {
        "calendars": [{"id": "cal_1501", "name": "Vacation", "is_default": True}],
        "calendar_events": [
            {
                "id": "evt_1501",
                "calendar_id": "cal_1501",
                "title": "Kennedy Space Center visit",
                "start_at": "2025-06-25T09:00:00-04:00",
                "end_at": "2025-06-25T17:00:00-04:00",
            },
        ],
        "alarms": [{"id": "alm_1501", "time": "07:30", "label": "Breakfast"}],
    }
    weather = imgs.add(
        "launch_weather",
        charts.bar_chart(
            "Launch weather: chance of GO (%)",
            ["Tue Jun 24", "Sat Jun 28", "Sun Jun 29"],
            [60, 90, 70],
            ylabel="%",
            description="Bar chart of launch weather chance of GO: Tue Jun 24 60%, Sat Jun 28 90%, Sun Jun 29 70%",
        ),
        decisive=["Sat Jun 28"],
    )
    s["images"] = [rocket, schedule, weather, flyer]
    s["rounds"] = [
        {
            "query": "Theo wants to see a real launch while we're here.",
            "transition": "once the assistant asks which one or offers to help",
        },
        {
            "query": "This is the rocket he's obsessed with. Put its launch from this week's list in my calendar, one hour from when the window opens.",
            "images": ["rocket_photo", "launch_schedule", "launch_weather"],
            "transition": "once the launch is on the calendar",
        },
        {
            "query": "We'll watch from here. Put the place in the event, and set an alarm two hours before the launch.",
            "images": ["viewing_flyer"],
            "transition": "once the location and alarm are set",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "lookup_chain"
    s["arrival_pattern"] = "late"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "calendar_events",
                "fields": {
                    "start_at": "2025-06-28T03:10:00",
                    "end_at": "2025-06-28T04:10:00",
                    "location": "Space View Park",
                },
                "similarity": {"location": {"method": "contains"}},
            },
            {"op": "create", "table": "alarms", "fields": {"time": "01:10"}},
        ]
    }
    s["completion_criteria"] = (
        "An event for the Falcon 9 Starlink 12-4 launch on Sat Jun 28 2025 03:10-04:10 at Space View "
        "Park (8 Broad St, Titusville); an alarm at 01:10. No event for the Atlas V or Electron."
    )
    s["expected_tools"] = ["create_calendar_event", "update_calendar_event", "create_alarm"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [],
            "reply": "Fun! Send me which rocket and the launch list and I'll put it on your calendar.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "create_calendar_event",
                    "save_as": "launch",
                    "arguments": {
                        "title": "Falcon 9 launch (Starlink 12-4)",
                        "start": "2025-06-28T03:10",
                        "end": "2025-06-28T04:10",
                    },
                },
            ],
            "reply": "That's a Falcon 9: Starlink 12-4 launches Saturday June 28, window opening 3:10 AM. Added 3:10-4:10 AM.",
        },
        {
            "round": 3,
            "steps": [
                {
                    "tool": "update_calendar_event",
                    "arguments": {
                        "event_id": "{{launch.event.id}}",
                        "location": "Space View Park, 8 Broad St, Titusville FL",
                    },
                },
                {
                    "tool": "create_alarm",
                    "arguments": {"time": "01:10", "label": "Falcon 9 launch"},
                },
            ],
            "reply": "Location set to Space View Park, 8 Broad St, Titusville, and an alarm at 1:10 AM, two hours before the window opens.",
        },
    ]
    s["tags"] = ["mixed", "photo-decisive"]
    return s


# --------------------------------------------------------------------------- mix_history_talk


def mix_history_talk(screens: Screens) -> Scenario:
    """A portrait identifies which talk of a series to attend; a whiteboard moves it."""
    sid = "mix_history_talk"
    imgs = ImageSet(sid, script=__file__)
    portrait = imgs.add(
        "portrait",
        photos.photo(
            "grace_hopper",
            seed=f"{sid}:portrait",
            description="Official portrait of Rear Admiral Grace Hopper in US Navy uniform (a woman in a dark uniform with a white-topped cap)",
        ),
    )
    flyer = imgs.add(
        "talk_series",
        documents.poster(
            "Computing Pioneers: summer talks",
            [
                "Ada Lovelace - Tue Jul 8, 6 PM, Room 204",
                "Grace Hopper - Thu Jul 10, 7 PM, Room 118",
                "Alan Turing - Mon Jul 14, 6:30 PM, Room 204",
                "RSVP: histclub@pcc.example",
            ],
            kicker="History of Science Club",
            footer="Talks last one hour",
            palette=((245, 242, 232), (150, 40, 40), (30, 30, 30)),
            description="Talk series flyer: Ada Lovelace Tue Jul 8 6 PM Room 204; Grace Hopper Thu Jul 10 7 PM Room 118; Alan Turing Mon Jul 14 6:30 PM Room 204; RSVP histclub@pcc.example; talks last one hour",
        ),
        decisive=["Thu Jul 10, 7 PM", "histclub@pcc.example"],
    )
    board = imgs.add(
        "room_change_board",
        photos.composite(
            "brick",
            ["Thursday talk", "moved to", "Library Hall B"],
            seed=f"{sid}:board",
            style="whiteboard",
            panel_width=0.55,
            description="Whiteboard by the entrance: Thursday talk moved to Library Hall B",
        ),
        decisive=["Library Hall B"],
    )
    s = scenario_header(
        sid,
        "Go to the talk about the person in the portrait, RSVP, and follow the room change",
        description=(
            "The portrait decides which of three talks (Grace Hopper, Thursday July 10, 7 PM). "
            "The RSVP address is on the flyer; the event's final location is the room on the "
            "whiteboard, not the flyer's."
        ),
        domains=["calendar", "email"],
        reference_time="2025-07-02T12:30:00-07:00",
        persona={
            "owner": {
                "first_name": "Lena",
                "last_name": "Vogt",
                "phone": "+15035550133",
                "email": "lena.vogt@example.com",
            },
            "description": "Lena Vogt, a retired programmer, attends community-college talks.",
            "style": "polite, complete sentences",
        },
    )
    s["initial_entities"] = {
        "calendars": [{"id": "cal_1601", "name": "Personal", "is_default": True}],
        "calendar_events": [
            {
                "id": "evt_1601",
                "calendar_id": "cal_1601",
                "title": "Computing Pioneers talk",
                "start_at": "2024-07-11T19:00:00-07:00",
                "end_at": "2024-07-11T20:00:00-07:00",
                "location": "Room 118",
            },
        ],
        "email_folders": [
            {"id": "ef_1601", "name": "Inbox", "role": "inbox"},
            {"id": "ef_1602", "name": "Sent", "role": "sent"},
            {"id": "ef_1603", "name": "Drafts", "role": "drafts"},
        ],
    }
    s["images"] = [portrait, flyer, board]
    s["rounds"] = [
        {
            "query": "I'd love to hear the talk about her. Put it in my calendar and RSVP for me by email.",
            "images": ["portrait", "talk_series"],
            "transition": "once the event exists and the RSVP is sent",
        },
        {
            "query": "I'm at the college, look at this. Fix the room in my calendar.",
            "images": ["room_change_board"],
            "transition": "once the location is updated",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "cross_reference"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "calendar_events",
                "fields": {
                    "start_at": "2025-07-10T19:00:00",
                    "end_at": "2025-07-10T20:00:00",
                    "location": "Library Hall B",
                },
                "similarity": {"location": {"method": "contains"}},
            },
            {
                "op": "create",
                "table": "emails",
                "fields": {
                    "status": "sent",
                    "to_addresses": ["histclub@pcc.example"],
                    "body": "Hopper",
                },
                "similarity": {"body": {"method": "contains"}},
            },
        ],
    }
    s["completion_criteria"] = (
        "An event on Thu Jul 10 2025 19:00-20:00 whose location is Library Hall B (not Room 118); "
        "an RSVP email to histclub@pcc.example naming the Grace Hopper talk. Last year's event is untouched."
    )
    s["expected_tools"] = ["create_calendar_event", "send_email", "update_calendar_event"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {
                    "tool": "create_calendar_event",
                    "save_as": "talk",
                    "arguments": {
                        "title": "Talk: Grace Hopper (Computing Pioneers)",
                        "start": "2025-07-10T19:00",
                        "end": "2025-07-10T20:00",
                        "location": "Room 118",
                    },
                },
                {
                    "tool": "send_email",
                    "arguments": {
                        "to": ["histclub@pcc.example"],
                        "subject": "RSVP: Grace Hopper talk, Thu Jul 10",
                        "body": "Hello, I'd like to attend the Grace Hopper talk on Thursday, July 10 at 7 PM. Thank you, Lena Vogt",
                    },
                },
            ],
            "reply": "That's Grace Hopper: her talk is Thursday July 10, 7-8 PM in Room 118. It's in your calendar and I emailed your RSVP to histclub@pcc.example.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "update_calendar_event",
                    "arguments": {"event_id": "{{talk.event.id}}", "location": "Library Hall B"},
                },
            ],
            "reply": "Updated: the talk is now in Library Hall B.",
        },
    ]
    s["tags"] = ["mixed", "photo-decisive"]
    return s


# --------------------------------------------------------------------------- mix_grocery_gaps


def mix_grocery_gaps(screens: Screens) -> Scenario:
    """What is still missing: the handwritten list minus the receipt minus what Ana got."""
    sid = "mix_grocery_gaps"
    imgs = ImageSet(sid, script=__file__)
    shopping_list = imgs.add(
        "handwritten_list",
        documents.note(
            ["Groceries", "- oat milk", "- eggs", "- basil", "- feta", "- lemons", "- rice"],
            paper="lined",
            style="hand-humor",
            seed=sid,
            description="Handwritten grocery list: oat milk, eggs, basil, feta, lemons, rice",
        ),
        decisive=["oat milk", "basil", "feta", "lemons", "rice"],
    )
    receipt = imgs.add(
        "corner_store_receipt",
        documents.receipt(
            "GREEN CORNER MARKET",
            [("OAT MILK 1L", "3.49"), ("LEMONS 3 CT", "2.10")],
            total="5.59",
            date="06/21/2025  18:03",
            address="301 NE Alberta St",
            payment="DEBIT **** 7310",
            description="Green Corner Market receipt: oat milk 3.49, lemons 2.10; total $5.59",
        ),
        decisive=["OAT MILK", "LEMONS"],
    )
    chat = imgs.add(
        "chat_ana_eggs",
        screens.chat(
            "Ana",
            [
                ("Ana", "grabbed eggs on my way home", "6:20 PM"),
                ("Ana", "we still have rice btw, skip it", "6:21 PM"),
            ],
            subtitle="mobile",
            description="Chat with Ana: she bought eggs, and they still have rice (skip it)",
        ),
        decisive=["grabbed eggs", "skip it"],
    )
    s = scenario_header(
        sid,
        "Make a checklist of what is still missing from the grocery list",
        description=(
            "Upfront: the handwritten list, a receipt of what was already bought and Ana's chat. "
            "Only basil and feta remain; the checklist goes in a new note in the Home folder "
            "(not the old 'Groceries' note in Archive)."
        ),
        domains=["notes"],
        reference_time="2025-06-21T18:30:00-07:00",
        persona={
            "owner": {
                "first_name": "Tomas",
                "last_name": "Reyes",
                "phone": "+15035550140",
                "email": "tomas.reyes@example.com",
            },
            "description": "Tomas Reyes shares groceries with his partner Ana.",
            "style": "short, lowercase",
        },
    )
    s["initial_entities"] = {
        "note_folders": [{"id": "nf_1701", "name": "Home"}, {"id": "nf_1702", "name": "Archive"}],
        "notes": [
            {
                "id": "nt_1701",
                "folder_id": "nf_1702",
                "title": "Groceries",
                "body": "old list from May",
            }
        ],
    }
    s["images"] = [shopping_list, receipt, chat]
    s["rounds"] = [
        {
            "query": "what's left to buy from my list? make me a checklist note called Still need in my Home folder",
            "images": ["handwritten_list", "corner_store_receipt", "chat_ana_eggs"],
            "transition": "once the note exists",
        },
        {"query": "thanks. pin it so i see it first", "transition": "once the note is pinned"},
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "filter"
    s["arrival_pattern"] = "upfront"
    item = {"text": {"method": "contains", "case_sensitive": False}}
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "notes",
                "fields": {"folder_id": "nf_1701", "title": "Still need", "is_pinned": True},
                "similarity": {"title": {"method": "contains", "case_sensitive": False}},
            },
            {
                "op": "create",
                "table": "note_checklist_items",
                "fields": {"text": "basil"},
                "similarity": item,
            },
            {
                "op": "create",
                "table": "note_checklist_items",
                "fields": {"text": "feta"},
                "similarity": item,
            },
        ]
    }
    s["completion_criteria"] = (
        "A new pinned note 'Still need' in Home whose checklist has exactly basil and feta (oat milk "
        "and lemons were bought, Ana got eggs, rice is not needed)."
    )
    s["expected_tools"] = ["list_note_folders", "create_note", "pin_note"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "list_note_folders", "arguments": {}},
                {
                    "tool": "create_note",
                    "save_as": "note",
                    "arguments": {
                        "title": "Still need",
                        "folder_id": "nf_1701",
                        "checklist_items": ["basil", "feta"],
                    },
                },
            ],
            "reply": "Only basil and feta are left: oat milk and lemons are on the receipt, Ana got eggs and you still have rice. The checklist is in Home.",
        },
        {
            "round": 2,
            "steps": [{"tool": "pin_note", "arguments": {"note_id": "{{note.id}}"}}],
            "reply": "Pinned.",
        },
    ]
    s["tags"] = ["mixed", "notes"]
    return s


# --------------------------------------------------------------------------- mix_spin_class


def mix_spin_class(screens: Screens) -> Scenario:
    """Filter a timetable by the trainer's advice; a whiteboard cancels one class; the
    user then narrows the repeating alarm to the day that is left (goal change)."""
    sid = "mix_spin_class"
    imgs = ImageSet(sid, script=__file__)
    timetable = imgs.add(
        "class_timetable",
        charts.table(
            "Riverside Fitness - July classes",
            ["Class", "Days", "Time", "Coach"],
            [
                ["Spin Basics", "Tue, Thu", "6:30", "Mara"],
                ["Spin Basics", "Sat", "9:00", "Jon"],
                ["Power Spin", "Mon, Wed", "18:15", "Mara"],
                ["Yoga Flow", "Tue, Thu", "7:45", "Ines"],
            ],
            description="Gym timetable: Spin Basics Tue/Thu 6:30 (Mara), Spin Basics Sat 9:00 (Jon), Power Spin Mon/Wed 18:15 (Mara), Yoga Flow Tue/Thu 7:45 (Ines)",
        ),
        decisive=["Spin Basics", "Tue, Thu", "6:30"],
    )
    chat = imgs.add(
        "chat_coach",
        screens.chat(
            "Coach Mara",
            [
                ("Mara", "Welcome! Start with my Spin Basics mornings", "4:02 PM"),
                ("Mara", "Power Spin is too much for week one", "4:03 PM"),
                ("me", "great, I'll come early before work", "4:05 PM"),
            ],
            subtitle="Riverside Fitness",
            description="Chat with coach Mara: start with her Spin Basics morning classes, not Power Spin",
        ),
        decisive=["Spin Basics mornings"],
    )
    board = imgs.add(
        "gym_whiteboard",
        photos.composite(
            "gravel",
            ["NOTICE", "Thursday 6:30 Spin", "cancelled all July", "(bike repairs)"],
            seed=f"{sid}:board",
            style="whiteboard",
            panel_width=0.6,
            description="Whiteboard at the gym: Thursday 6:30 Spin cancelled all July (bike repairs)",
        ),
        decisive=["Thursday 6:30 Spin", "cancelled all July"],
    )
    s = scenario_header(
        sid,
        "Set a repeating alarm for the coach's classes, then keep only the day that still runs",
        description=(
            "The timetable has two Spin Basics slots and other classes; the coach's chat says "
            "Mara's morning Spin Basics (Tue and Thu 6:30). The alarm goes 45 minutes before. "
            "The whiteboard cancels Thursdays, and the user changes the plan to Tuesdays only."
        ),
        domains=["alarms", "calendar"],
        reference_time="2025-06-30T17:00:00-07:00",
        persona={
            "owner": {
                "first_name": "Grace",
                "last_name": "Liu",
                "phone": "+15035550166",
                "email": "grace.liu@example.com",
            },
            "description": "Grace Liu just joined Riverside Fitness; coach Mara is her trainer.",
            "style": "upbeat, short",
        },
    )
    s["initial_entities"] = {
        "alarms": [
            {
                "id": "alm_1801",
                "time": "06:45",
                "label": "Work",
                "repeat_days": ["mon", "tue", "wed", "thu", "fri"],
            },
            {
                "id": "alm_1802",
                "time": "05:45",
                "label": "Spin (old gym)",
                "repeat_days": ["sat"],
                "is_enabled": False,
            },
        ],
        "calendars": [{"id": "cal_1801", "name": "Personal", "is_default": True}],
    }
    s["images"] = [timetable, chat, board]
    s["rounds"] = [
        {
            "query": "Which classes should I do? Set me a repeating alarm 45 minutes before them.",
            "images": ["class_timetable", "chat_coach"],
            "transition": "once the alarm is set",
        },
        {
            "query": "Ugh, look at this. OK then make the alarm just for the day that still happens, and put this Tuesday's class in my calendar, one hour.",
            "images": ["gym_whiteboard"],
            "transition": "once the alarm and the event are updated",
        },
    ]
    s["challenge"] = {
        "type": "goal_change",
        "round": 2,
        "details": "Thursday classes are cancelled; the alarm should repeat on Tuesdays only, and this Tuesday's class goes on the calendar.",
    }
    s["flow_type"] = "filter"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "alarms",
                "fields": {"time": "05:45", "repeat_days": ["tue"]},
            },
            {
                "op": "create",
                "table": "calendar_events",
                "fields": {
                    "start_at": "2025-07-01T06:30:00",
                    "end_at": "2025-07-01T07:30:00",
                    "title": "spin",
                },
                "similarity": {"title": {"method": "contains", "case_sensitive": False}},
            },
        ]
    }
    s["completion_criteria"] = (
        "A new alarm at 05:45 repeating on Tuesdays only (Thursday dropped after the notice; the old "
        "Saturday alarm is untouched); a Spin Basics event on Tuesday July 1 2025 06:30-07:30."
    )
    s["expected_tools"] = ["create_alarm", "set_alarm_repeat_days", "create_calendar_event"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {
                    "tool": "create_alarm",
                    "save_as": "alarm",
                    "arguments": {
                        "time": "05:45",
                        "label": "Spin Basics",
                        "repeat_days": ["tue", "thu"],
                    },
                },
            ],
            "reply": "Mara's Spin Basics mornings are Tuesday and Thursday at 6:30, so your alarm rings at 5:45 on those days.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "set_alarm_repeat_days",
                    "arguments": {"alarm_id": "{{alarm.id}}", "repeat_days": ["tue"]},
                },
                {
                    "tool": "create_calendar_event",
                    "arguments": {
                        "title": "Spin Basics with Mara",
                        "start": "2025-07-01T06:30",
                        "end": "2025-07-01T07:30",
                        "location": "Riverside Fitness",
                    },
                },
            ],
            "reply": "The alarm now rings Tuesdays only at 5:45, and Spin Basics is on your calendar this Tuesday, July 1, 6:30-7:30.",
        },
    ]
    s["tags"] = ["mixed", "fitness"]
    return s


# --------------------------------------------------------------------------- mix_museum_tickets


def mix_museum_tickets(screens: Screens) -> Scenario:
    """The astronaut in the photo picks the museum event; the price board and the family
    give the amount to pay; the event goes on the calendar."""
    sid = "mix_museum_tickets"
    imgs = ImageSet(sid, script=__file__)
    photo = imgs.add(
        "astronaut_photo",
        photos.photo(
            "astronaut",
            seed=f"{sid}:astronaut",
            description="Official NASA portrait of astronaut Eileen Collins in an orange launch suit with the US flag and a shuttle model",
        ),
    )
    events = imgs.add(
        "museum_events",
        screens.list_screen(
            "Museum of Flight - Weekend talks",
            [
                ("Meet astronaut Eileen Collins", "Sat Jul 19, 2:00 PM"),
                ("Meet astronaut Scott Kelly", "Sun Jul 20, 11:00 AM"),
                ("Women of the Space Race (film)", "Sat Jul 19, 4:30 PM"),
            ],
            subtitle="Talks last 90 minutes",
            kind="event_list",
            width=600,
            description="Museum events: Meet astronaut Eileen Collins Sat Jul 19 2:00 PM; Meet astronaut Scott Kelly Sun Jul 20 11:00 AM; film Sat Jul 19 4:30 PM; talks last 90 minutes",
        ),
        decisive=["Sat Jul 19, 2:00 PM", "Eileen Collins"],
    )
    prices = imgs.add(
        "price_board",
        photos.composite(
            "brick",
            [
                "ADMISSION",
                "Adult $24",
                "Child (4-12) $15",
                "Senior (65+) $18",
                "Pay: @museumofflight",
            ],
            seed=f"{sid}:prices",
            style="chalkboard",
            panel_width=0.6,
            description="Chalkboard at the museum: Adult $24, Child (4-12) $15, Senior (65+) $18; pay with Venmo @museumofflight",
        ),
        decisive=["Adult $24", "Child (4-12) $15", "@museumofflight"],
    )
    s = scenario_header(
        sid,
        "Book the talk of the astronaut in the photo and pay the family's admission",
        description=(
            "The photo (Eileen Collins) picks one of three weekend events; the calendar entry "
            "lasts the 90 minutes the list states. Admission for two adults and two children "
            "(ages from the user's message) is computed from the chalkboard and paid to the "
            "handle on it (a look-alike handle exists)."
        ),
        domains=["calendar", "payments"],
        reference_time="2025-07-14T09:00:00-07:00",
        persona={
            "owner": {
                "first_name": "Renee",
                "last_name": "Holt",
                "phone": "+12065550190",
                "email": "renee.holt@example.com",
            },
            "description": "Renee Holt lives in Seattle with her partner and two kids (7 and 10).",
            "style": "organised, friendly",
        },
    )
    s["initial_entities"] = {
        "calendars": [{"id": "cal_1901", "name": "Family", "is_default": True}],
        "payment_account": [
            {
                "id": "me",
                "handle": "renee-holt",
                "display_name": "Renee Holt",
                "balance_cents": 30000,
            }
        ],
        "payment_users": [
            {
                "id": "pu_1901",
                "handle": "museumofflight",
                "display_name": "The Museum of Flight",
                "is_business": True,
            },
            {
                "id": "pu_1902",
                "handle": "museum-of-flight-shop",
                "display_name": "Museum of Flight Gift Shop",
                "is_business": True,
            },
        ],
    }
    s["images"] = [photo, events, prices]
    s["rounds"] = [
        {
            "query": "The kids are obsessed with her. Is she at the museum this weekend? Put her talk on our family calendar.",
            "images": ["astronaut_photo", "museum_events"],
            "transition": "once the talk is on the calendar",
        },
        {
            "query": "Pay admission for all of us on Venmo: me, my partner and the two kids (7 and 10).",
            "images": ["price_board"],
            "transition": "once the payment is sent",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "compute"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "calendar_events",
                "fields": {
                    "calendar_id": "cal_1901",
                    "start_at": "2025-07-19T14:00:00",
                    "end_at": "2025-07-19T15:30:00",
                    "title": "Collins",
                },
                "similarity": {"title": {"method": "contains", "case_sensitive": False}},
            },
            {
                "op": "create",
                "table": "payment_transactions",
                "fields": {"direction": "sent", "user_id": "pu_1901", "amount_cents": 7800},
                "note": "2 x $24 + 2 x $15",
            },
        ],
        "ignore_columns": ["payment_account.balance_cents"],
    }
    s["completion_criteria"] = (
        "An event naming Eileen Collins on Sat Jul 19 2025 14:00-15:30 on the Family calendar (not "
        "Scott Kelly's talk or the film); $78.00 (2 adults at $24, 2 children at $15) sent to "
        "@museumofflight (not the gift shop)."
    )
    s["expected_tools"] = ["create_calendar_event", "search_payment_users", "send_payment"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {
                    "tool": "create_calendar_event",
                    "arguments": {
                        "title": "Meet astronaut Eileen Collins (Museum of Flight)",
                        "start": "2025-07-19T14:00",
                        "end": "2025-07-19T15:30",
                        "calendar_id": "cal_1901",
                    },
                },
            ],
            "reply": "That's Eileen Collins: she's at the Museum of Flight on Saturday July 19 at 2 PM. Added 2:00-3:30 PM to Family.",
        },
        {
            "round": 2,
            "steps": [
                {"code": "print(2 * 24 + 2 * 15)"},
                {"tool": "search_payment_users", "arguments": {"query": "museumofflight"}},
                {
                    "tool": "send_payment",
                    "arguments": {
                        "recipient": "@museumofflight",
                        "amount": 78.00,
                        "note": "Admission: 2 adults, 2 children (Eileen Collins talk)",
                    },
                },
            ],
            "reply": "Paid $78.00 to @museumofflight: 2 adults at $24 and 2 kids at $15.",
        },
    ]
    s["tags"] = ["mixed", "photo-decisive"]
    return s


# --------------------------------------------------------------------------- mix_hotel_wifi


def mix_hotel_wifi(screens: Screens) -> Scenario:
    """Join the right network with a password built from the keycard sleeve's rule; set a
    checkout reminder from the booking confirmation."""
    sid = "mix_hotel_wifi"
    imgs = ImageSet(sid, script=__file__)
    sleeve = imgs.add(
        "keycard_sleeve",
        documents.ticket(
            "HARBOR HOTEL  Welcome",
            [
                ("Room", "412"),
                ("Guest", "ELLIS"),
                ("Wi-Fi network", "HarborHotel-Guest"),
                ("Password", "room number + last name"),
                ("Example", "101smith"),
                ("Checkout", "11:00 AM"),
            ],
            accent=(10, 80, 110),
            description="Hotel keycard sleeve: room 412, guest Ellis; Wi-Fi HarborHotel-Guest, password = room number + last name (e.g. 101smith); checkout 11:00 AM",
        ),
        decisive=["412", "HarborHotel-Guest", "room number + last name", "11:00 AM"],
    )
    networks = imgs.add(
        "wifi_list",
        screens.settings(
            "Wi-Fi",
            [
                (
                    "Networks",
                    [
                        ("HarborHotel-Guest", "secured"),
                        ("HarborHotel-Staff", "secured"),
                        ("Harbor Guest FREE", "open"),
                        ("DIRECT-42-HP Printer", "secured"),
                    ],
                )
            ],
            description="Wi-Fi networks in range: HarborHotel-Guest (secured), HarborHotel-Staff, Harbor Guest FREE (open), a printer",
        ),
        decisive=["HarborHotel-Guest"],
    )
    booking = imgs.add(
        "booking_confirmation",
        screens.booking(
            "Harbor Hotel",
            "Your stay is confirmed",
            [
                ("Check-in", "Thu Jun 19, 3:00 PM"),
                ("Check-out", "Sun Jun 22, 11:00 AM"),
                ("Room", "King, harbor view"),
                ("Guest", "Jordan Ellis"),
            ],
            reference="HH-5521K",
            accent="#0b5d7a",
            description="Booking confirmation HH-5521K: check-in Thu Jun 19 3 PM, check-out Sun Jun 22 11:00 AM",
        ),
        decisive=["Sun Jun 22, 11:00 AM"],
    )
    s = scenario_header(
        sid,
        "Get on the hotel Wi-Fi with the password rule from the keycard, then a checkout reminder",
        description=(
            "The sleeve gives the network and the password rule (room number + last name: "
            "412ellis); the network list has a look-alike open network that must not be used. "
            "The booking confirmation's check-out becomes a reminder."
        ),
        domains=["settings", "reminders"],
        reference_time="2025-06-19T16:10:00-07:00",
        persona={
            "description": "Jordan Ellis is in Seattle for a long weekend at the Harbor Hotel.",
            "style": "tired, brief",
        },
    )
    s["initial_entities"] = {
        "wifi_networks": [
            {
                "id": "wifi_2001",
                "ssid": "HarborHotel-Guest",
                "security": "wpa2",
                "signal_bars": 3,
                "network_password": "412ellis",
            },
            {
                "id": "wifi_2002",
                "ssid": "HarborHotel-Staff",
                "security": "wpa2",
                "signal_bars": 2,
                "network_password": "hbr-staff-77",
            },
            {"id": "wifi_2003", "ssid": "Harbor Guest FREE", "security": "open", "signal_bars": 4},
            {
                "id": "wifi_2004",
                "ssid": "Ellis-Home 5G",
                "security": "wpa3",
                "signal_bars": 0,
                "network_password": "sunny-kitchen-42",
                "is_saved": True,
                "saved_password": "sunny-kitchen-42",
            },
        ],
        "reminder_lists": [{"id": "reml_2001", "name": "Reminders", "is_default": True}],
    }
    lobby = imgs.add(
        "lobby_sign",
        photos.composite(
            "wood_deck",
            ["GUEST WI-FI", "Use HarborHotel-Guest only", "Harbor Guest FREE is not ours!"],
            seed=f"{sid}:lobby",
            style="sign",
            accent=(10, 80, 110),
            panel_width=0.66,
            description="Lobby sign: use HarborHotel-Guest only; 'Harbor Guest FREE' is not the hotel's network",
        ),
        decisive=["HarborHotel-Guest"],
    )
    s["images"] = [sleeve, networks, lobby, booking]
    s["rounds"] = [
        {
            "query": "Get me on the hotel wifi, the card says how.",
            "images": ["keycard_sleeve", "wifi_list", "lobby_sign"],
            "transition": "once the phone is connected",
        },
        {
            "query": "And remind me at checkout time on the day I leave so I don't miss it.",
            "images": ["booking_confirmation"],
            "transition": "once the reminder is set",
        },
    ]
    s["challenge"] = {
        "type": "state_mutation",
        "details": "The existing hotel network row becomes saved and connected with the right password.",
    }
    s["flow_type"] = "compute"
    s["arrival_pattern"] = "mixed"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "update",
                "table": "wifi_networks",
                "match": {"id": "wifi_2001"},
                "fields": {"is_connected": True, "is_saved": True, "saved_password": "412ellis"},
            },
            {
                "op": "create",
                "table": "reminders",
                "fields": {"due_date": "2025-06-22", "due_time": "11:00"},
            },
        ],
        "ignore_columns": ["wifi_networks.last_joined_at"],
    }
    s["completion_criteria"] = (
        "Connected to HarborHotel-Guest (not the open look-alike) with password 412ellis saved; a "
        "reminder on Sunday 2025-06-22 at 11:00 for checkout."
    )
    s["expected_tools"] = ["scan_wifi_networks", "connect_wifi_network", "create_reminder"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "scan_wifi_networks", "arguments": {}},
                {
                    "tool": "connect_wifi_network",
                    "arguments": {"network": "HarborHotel-Guest", "password": "412ellis"},
                },
            ],
            "reply": "Connected to HarborHotel-Guest with the password 412ellis (room 412 + Ellis).",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "create_reminder",
                    "arguments": {
                        "title": "Hotel checkout (Harbor Hotel)",
                        "due_date": "2025-06-22",
                        "due_time": "11:00",
                    },
                },
            ],
            "reply": "I'll remind you on Sunday June 22 at 11:00 AM, checkout time.",
        },
    ]
    s["tags"] = ["mixed", "travel"]
    return s


# --------------------------------------------------------------------------- mix_moving_day


def mix_moving_day(screens: Screens) -> Scenario:
    """A move planned from four pictures arriving one round at a time: the movers' quote,
    a whiteboard of chores, the landlord's text and the building notice."""
    sid = "mix_moving_day"
    imgs = ImageSet(sid, script=__file__)
    quote = imgs.add(
        "movers_quote",
        documents.invoice(
            "Bridgetown Movers",
            "Q-20931",
            bill_to=["Sam Patel", "1820 SE Belmont St, Apt 4"],
            issued="Jul 10 2025",
            due="Aug 2 2025",
            lines=[
                ("Crew of 3 + truck, est. 6 hours", "6", "165.00", "990.00"),
                ("Wardrobe boxes", "4", "12.00", "48.00"),
            ],
            total="1,038.00",
            notes=[
                "Moving day: Sat Aug 2 2025, crew arrives 8:00 AM",
                "Deposit due at booking: $200",
            ],
            description="Movers' quote Q-20931: moving day Sat Aug 2 2025, crew arrives 8:00 AM, est. 6 hours; total $1,038.00",
        ),
        decisive=["Sat Aug 2 2025", "8:00 AM", "est. 6 hours"],
    )
    board = imgs.add(
        "chores_whiteboard",
        photos.composite(
            "wood_deck",
            [
                "BEFORE THE MOVE",
                "1. forward mail",
                "2. cancel internet",
                "3. book freight elevator",
            ],
            seed=f"{sid}:board",
            style="whiteboard",
            panel_width=0.62,
            description="Whiteboard: before the move - forward mail, cancel internet, book freight elevator",
        ),
        decisive=["forward mail", "cancel internet", "book freight elevator"],
    )
    text = imgs.add(
        "landlord_text",
        screens.chat(
            "Greg Olsen (new landlord)",
            [
                ("Greg", "Keys are ready! Pick them up Fri Aug 1 at 5pm", "11:02 AM"),
                ("Greg", "at our office: 200 SW Pine St, Suite 3", "11:02 AM"),
                ("me", "perfect, thanks!", "11:10 AM"),
            ],
            subtitle="mobile",
            description="Text from Greg Olsen, the new landlord: pick up the keys Fri Aug 1 at 5pm at 200 SW Pine St, Suite 3",
        ),
        decisive=["Fri Aug 1 at 5pm", "200 SW Pine St"],
    )
    notice = imgs.add(
        "building_notice",
        photos.composite(
            "brick",
            ["RESIDENTS", "Freight elevator bookings:", "call 503-555-0148"],
            seed=f"{sid}:notice",
            style="sign",
            accent=(60, 60, 160),
            panel_width=0.62,
            description="Notice on the building wall: freight elevator bookings, call 503-555-0148",
        ),
        decisive=["503-555-0148"],
    )
    s = scenario_header(
        sid,
        "Plan a move from the movers' quote, a chores whiteboard and the landlord's text",
        description=(
            "Progressive: the quote gives the moving day and hours; the whiteboard's three chores "
            "become to-dos due the day before in the Move project (not Work); the landlord's text "
            "adds the key pickup and his office address to his existing contact (not Greg Olsen "
            "the plumber); the building notice's number goes into the elevator task."
        ),
        domains=["calendar", "todo", "contacts"],
        reference_time="2025-07-12T10:00:00-07:00",
        persona={
            "owner": {
                "first_name": "Sam",
                "last_name": "Patel",
                "phone": "+15035550151",
                "email": "sam.patel@example.com",
            },
            "description": "Sam Patel is moving across Portland in three weeks.",
            "style": "busy, to the point",
        },
    )
    s["initial_entities"] = {
        "calendars": [{"id": "cal_2101", "name": "Personal", "is_default": True}],
        "todo_projects": [
            {"id": "tprj_2101", "name": "Inbox", "is_inbox": True},
            {"id": "tprj_2102", "name": "Move", "color": "orange"},
            {"id": "tprj_2103", "name": "Work", "color": "blue"},
        ],
        "todo_tasks": [
            {"id": "ttsk_2101", "project_id": "tprj_2102", "content": "Buy packing tape"}
        ],
        "contacts": [
            {
                "id": "ct_2101",
                "first_name": "Greg",
                "last_name": "Olsen",
                "company": "Olsen Property Management",
                "relationship": "landlord",
            },
            {
                "id": "ct_2102",
                "first_name": "Greg",
                "last_name": "Olsen",
                "company": "Olsen & Sons Plumbing",
            },
        ],
        "contact_phones": [
            {
                "id": "cph_2101",
                "contact_id": "ct_2101",
                "number": "+15035550150",
                "is_primary": True,
            },
            {
                "id": "cph_2102",
                "contact_id": "ct_2102",
                "number": "+15035550159",
                "is_primary": True,
            },
        ],
    }
    s["images"] = [quote, board, text, notice]
    s["rounds"] = [
        {
            "query": "Booked these movers. Put moving day in my calendar for as long as they estimate.",
            "images": ["movers_quote"],
            "transition": "once moving day is on the calendar",
        },
        {
            "query": "These need doing before. Add them to my Move project, due the day before the move.",
            "images": ["chores_whiteboard"],
            "transition": "once the three tasks exist",
        },
        {
            "query": "Landlord texted. Put the key pickup in my calendar (half an hour) and save his office address on his contact.",
            "images": ["landlord_text"],
            "transition": "once the event and the address are saved",
        },
        {
            "query": "Oh and put the elevator booking number from this notice in the elevator task.",
            "images": ["building_notice"],
            "transition": "once the task has the number",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "aggregate"
    s["arrival_pattern"] = "progressive"
    has = {"method": "contains", "case_sensitive": False}
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "calendar_events",
                "fields": {"start_at": "2025-08-02T08:00:00", "end_at": "2025-08-02T14:00:00"},
            },
            {
                "op": "create",
                "table": "todo_tasks",
                "fields": {"project_id": "tprj_2102", "content": "mail", "due_date": "2025-08-01"},
                "similarity": {"content": has},
            },
            {
                "op": "create",
                "table": "todo_tasks",
                "fields": {
                    "project_id": "tprj_2102",
                    "content": "internet",
                    "due_date": "2025-08-01",
                },
                "similarity": {"content": has},
            },
            {
                "op": "create",
                "table": "todo_tasks",
                "fields": {
                    "project_id": "tprj_2102",
                    "content": "elevator",
                    "due_date": "2025-08-01",
                    "description": "503-555-0148",
                },
                "similarity": {"content": has, "description": {"method": "contains"}},
            },
            {
                "op": "create",
                "table": "calendar_events",
                "fields": {"start_at": "2025-08-01T17:00:00", "end_at": "2025-08-01T17:30:00"},
            },
            {
                "op": "create",
                "table": "contact_addresses",
                "fields": {"contact_id": "ct_2101", "street": "200 SW Pine St"},
                "similarity": {"street": has},
            },
        ]
    }
    s["completion_criteria"] = (
        "Moving day on Sat Aug 2 2025 08:00-14:00; three Move tasks due 2025-08-01 (forward mail, cancel "
        "internet, book freight elevator with 503-555-0148 in its description); key pickup Fri Aug 1 "
        "17:00-17:30; the landlord Greg Olsen (not the plumber) has 200 SW Pine St, Suite 3 as an address."
    )
    s["expected_tools"] = [
        "create_calendar_event",
        "create_todo_task",
        "search_contacts",
        "add_contact_address",
        "update_todo_task",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {
                    "tool": "create_calendar_event",
                    "arguments": {
                        "title": "Moving day (Bridgetown Movers)",
                        "start": "2025-08-02T08:00",
                        "end": "2025-08-02T14:00",
                    },
                },
            ],
            "reply": "Moving day is on Saturday August 2, 8 AM to 2 PM (the crew's 6-hour estimate).",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "create_todo_task",
                    "arguments": {
                        "content": "Forward mail",
                        "project_id": "tprj_2102",
                        "due_date": "2025-08-01",
                    },
                },
                {
                    "tool": "create_todo_task",
                    "arguments": {
                        "content": "Cancel internet",
                        "project_id": "tprj_2102",
                        "due_date": "2025-08-01",
                    },
                },
                {
                    "tool": "create_todo_task",
                    "save_as": "elevator",
                    "arguments": {
                        "content": "Book freight elevator",
                        "project_id": "tprj_2102",
                        "due_date": "2025-08-01",
                    },
                },
            ],
            "reply": "Added forward mail, cancel internet and book freight elevator to Move, all due Friday August 1.",
        },
        {
            "round": 3,
            "steps": [
                {
                    "tool": "create_calendar_event",
                    "arguments": {
                        "title": "Pick up keys from Greg",
                        "start": "2025-08-01T17:00",
                        "end": "2025-08-01T17:30",
                        "location": "200 SW Pine St, Suite 3",
                    },
                },
                {"tool": "search_contacts", "arguments": {"query": "Greg Olsen"}},
                {
                    "tool": "add_contact_address",
                    "arguments": {
                        "contact_id": "ct_2101",
                        "street": "200 SW Pine St, Suite 3",
                        "city": "Portland",
                        "region": "OR",
                        "label": "work",
                    },
                },
            ],
            "reply": "Key pickup is on Friday August 1 at 5 PM, and Greg Olsen (your landlord) now has his office, 200 SW Pine St, Suite 3, as his work address.",
        },
        {
            "round": 4,
            "steps": [
                {
                    "tool": "update_todo_task",
                    "arguments": {
                        "task_id": "{{elevator.id}}",
                        "description": "Call 503-555-0148 to book",
                    },
                },
            ],
            "reply": "The elevator task now says to call 503-555-0148.",
        },
    ]
    s["tags"] = ["mixed", "moving"]
    return s


# --------------------------------------------------------------------------- mix_prescription_doses


def mix_prescription_doses(screens: Screens) -> Scenario:
    """Dose reminders from the pharmacy label (the user says twice a day; it says three
    times), the doctor's note for how long, and a pharmacy sign for the pickup."""
    sid = "mix_prescription_doses"
    imgs = ImageSet(sid, script=__file__)
    label = imgs.add(
        "pharmacy_label",
        photos.composite(
            "wood_deck",
            [
                "AMOXICILLIN 500 MG",
                "Take 1 capsule",
                "3 times daily",
                "Qty: 21  Refills: 0",
                "Dr. A. Patel",
            ],
            seed=f"{sid}:label",
            style="label",
            accent=(20, 110, 170),
            panel_width=0.6,
            description="Pharmacy label: Amoxicillin 500 mg, take 1 capsule 3 times daily, qty 21, refills 0, Dr. A. Patel",
        ),
        decisive=["3 times daily", "Qty: 21"],
    )
    note = imgs.add(
        "doctor_note",
        documents.note(
            [
                "Leo -",
                "amoxicillin for 7 days",
                "8am, 2pm and 8pm",
                "with food",
                "recheck if fever > 3 days",
            ],
            paper="lined",
            seed=sid,
            style="hand",
            description="Doctor's handwritten note: amoxicillin for 7 days at 8am, 2pm and 8pm with food; recheck if fever lasts over 3 days",
        ),
        decisive=["7 days", "8am, 2pm and 8pm"],
    )
    sign = imgs.add(
        "pharmacy_hours",
        photos.composite(
            "brick",
            ["HAWTHORNE PHARMACY", "Mon-Fri 9-7", "Sat 10-4", "Closed Sunday"],
            seed=f"{sid}:sign",
            style="sign",
            accent=(20, 110, 170),
            panel_width=0.6,
            description="Pharmacy sign: Hawthorne Pharmacy, Mon-Fri 9-7, Sat 10-4, closed Sunday",
        ),
        decisive=["Sat 10-4"],
    )
    chat = imgs.add(
        "chat_partner",
        screens.chat(
            "Maya",
            [
                ("Maya", "the pharmacy still has the probiotic on hold for Leo", "1:15 PM"),
                ("Maya", "can you grab it Saturday? they close early", "1:16 PM"),
            ],
            subtitle="mobile",
            description="Chat with Maya: the pharmacy holds a probiotic for Leo; grab it Saturday, they close early",
        ),
        decisive=["grab it Saturday"],
    )
    s = scenario_header(
        sid,
        "Dose reminders for a child's antibiotic, then the pharmacy pickup before closing",
        description=(
            "The user says twice a day; the label says 3 times daily and the doctor's note gives "
            "8am, 2pm and 8pm for 7 days: three daily repeating reminders in the Leo list. The "
            "pharmacy sign and Maya's chat give a Saturday pickup reminder an hour before closing."
        ),
        domains=["reminders"],
        reference_time="2025-06-24T12:00:00-07:00",
        persona={
            "owner": {
                "first_name": "Daniel",
                "last_name": "Ruiz",
                "phone": "+15035550171",
                "email": "daniel.ruiz@example.com",
            },
            "description": "Daniel Ruiz; his son Leo (6) has an ear infection; Maya is his wife.",
            "style": "worried, short",
        },
    )
    s["initial_entities"] = {
        "reminder_lists": [
            {"id": "reml_2201", "name": "Reminders", "is_default": True},
            {"id": "reml_2202", "name": "Leo", "color": "green"},
        ],
        "reminders": [
            {
                "id": "rem_2201",
                "list_id": "reml_2202",
                "title": "Leo: vitamin D",
                "due_time": "08:00",
                "repeat": "daily",
                "position": 1,
            }
        ],
    }
    s["images"] = [label, note, sign, chat]
    s["rounds"] = [
        {
            "query": "Leo got antibiotics, it's twice a day I think. Set reminders in his list, daily, starting tomorrow.",
            "images": ["pharmacy_label", "doctor_note"],
            "transition": "once the dose reminders exist",
            "user_notes": "If the assistant says the label says 3 times daily (8am, 2pm, 8pm), agree.",
        },
        {
            "query": "And remind me to pick up the thing Maya mentions, an hour before they close that day.",
            "images": ["pharmacy_hours", "chat_partner"],
            "transition": "once the pickup reminder is set",
        },
    ]
    s["challenge"] = {
        "type": "error_correction",
        "round": 1,
        "details": "The user remembers the dose frequency wrong.",
        "wrong_detail": "twice a day",
        "correct_detail": "the label says 3 times daily; the note says 8am, 2pm and 8pm",
    }
    s["flow_type"] = "validate"
    s["arrival_pattern"] = "mixed"
    dose = {"list_id": "reml_2202", "due_date": "2025-06-25", "repeat": "daily"}
    s["expected_changes"] = {
        "changes": [
            {"op": "create", "table": "reminders", "fields": {**dose, "due_time": "08:00"}},
            {"op": "create", "table": "reminders", "fields": {**dose, "due_time": "14:00"}},
            {"op": "create", "table": "reminders", "fields": {**dose, "due_time": "20:00"}},
            {
                "op": "create",
                "table": "reminders",
                "fields": {"due_date": "2025-06-28", "due_time": "15:00", "title": "probiotic"},
                "similarity": {"title": {"method": "contains", "case_sensitive": False}},
            },
        ]
    }
    s["completion_criteria"] = (
        "Three daily reminders in Leo's list from 2025-06-25 at 08:00, 14:00 and 20:00 (3 times daily, "
        "not twice); a reminder on Saturday 2025-06-28 at 15:00 to pick up the probiotic (pharmacy closes at 4)."
    )
    s["expected_tools"] = ["create_reminder"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {
                    "tool": "create_reminder",
                    "arguments": {
                        "title": "Leo: amoxicillin (with food)",
                        "list_id": "reml_2202",
                        "due_date": "2025-06-25",
                        "due_time": "08:00",
                        "repeat": "daily",
                    },
                },
                {
                    "tool": "create_reminder",
                    "arguments": {
                        "title": "Leo: amoxicillin (with food)",
                        "list_id": "reml_2202",
                        "due_date": "2025-06-25",
                        "due_time": "14:00",
                        "repeat": "daily",
                    },
                },
                {
                    "tool": "create_reminder",
                    "arguments": {
                        "title": "Leo: amoxicillin (with food)",
                        "list_id": "reml_2202",
                        "due_date": "2025-06-25",
                        "due_time": "20:00",
                        "repeat": "daily",
                    },
                },
            ],
            "reply": "The label says 3 times daily, not twice, and the doctor wrote 8am, 2pm and 8pm for 7 days: three daily reminders in Leo's list from tomorrow.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "create_reminder",
                    "arguments": {
                        "title": "Pick up Leo's probiotic at Hawthorne Pharmacy",
                        "due_date": "2025-06-28",
                        "due_time": "15:00",
                    },
                },
            ],
            "reply": "I'll remind you Saturday June 28 at 3 PM; the pharmacy closes at 4 on Saturdays.",
        },
    ]
    s["tags"] = ["mixed", "health"]
    return s


# --------------------------------------------------------------------------- mix_trade_fair_cards

CARDS = [
    (
        "card_1",
        "Hana Sato",
        "Procurement Lead",
        "Keel Logistics",
        "+1 (206) 555-0181",
        "hana.sato@keel-logistics.com",
        (30, 90, 160),
    ),
    (
        "card_2",
        "Omar Farouk",
        "CTO",
        "Gridline Robotics",
        "+1 (415) 555-0182",
        "omar@gridline.ai",
        (200, 80, 30),
    ),
    (
        "card_3",
        "Beatriz Lima",
        "Head of Operations",
        "Portside Foods",
        "+1 (503) 555-0183",
        "b.lima@portsidefoods.com",
        (40, 140, 90),
    ),
    (
        "card_4",
        "Jonas Weber",
        "Sales Engineer",
        "Gridline Robotics",
        "+1 (415) 555-0184",
        "jonas.weber@gridline.ai",
        (200, 80, 30),
    ),
    (
        "card_5",
        "Priya Menon",
        "Founder",
        "Tidewater Analytics",
        "+1 (971) 555-0185",
        "priya@tidewater.io",
        (90, 60, 150),
    ),
]


def mix_trade_fair_cards(screens: Screens) -> Scenario:
    """Five business cards into contacts and a group; a handwritten note says whom to
    email (the robotics CTO, not the robotics sales engineer)."""
    sid = "mix_trade_fair_cards"
    imgs = ImageSet(sid, script=__file__)
    entries = []
    for image_id, name, title, company, phone, email, accent in CARDS:
        entries.append(
            imgs.add(
                image_id,
                documents.business_card(
                    name, title, company, phone=phone, email=email, accent=accent
                ),
                decisive=[name, title, company, phone, email],
            )
        )
    note = imgs.add(
        "followup_note",
        documents.note(
            ["follow up:", "Gridline's CTO -", "wants the pilot", "proposal by Friday"],
            paper="sticky",
            seed=sid,
            description="Sticky note: follow up with Gridline's CTO, who wants the pilot proposal by Friday",
        ),
        decisive=["Gridline's CTO", "pilot"],
    )
    s = scenario_header(
        sid,
        "Save five trade-fair contacts from their cards, group them, and email the one the note names",
        description=(
            "Four cards arrive with the first message, one more and a sticky note later (mixed). "
            "All five become contacts in a new group. The note names 'Gridline's CTO': Omar "
            "Farouk, not his colleague Jonas Weber (same company) or the existing contact Omar Haddad."
        ),
        domains=["contacts", "email"],
        reference_time="2025-09-17T18:30:00-07:00",
        persona={
            "owner": {
                "first_name": "Claire",
                "last_name": "Dubois",
                "phone": "+15035550199",
                "email": "claire.dubois@example.com",
            },
            "description": "Claire Dubois sells warehouse software; she spent the day at the Cascadia Logistics Expo.",
            "style": "efficient, professional",
        },
    )
    s["initial_entities"] = {
        "contacts": [
            {"id": "ct_2301", "first_name": "Omar", "last_name": "Haddad", "relationship": "friend"}
        ],
        "contact_emails": [
            {
                "id": "cem_2301",
                "contact_id": "ct_2301",
                "address": "omar.haddad@example.com",
                "is_primary": True,
            }
        ],
        "contact_groups": [{"id": "cgrp_2301", "name": "Expo 2024"}],
        "email_folders": [
            {"id": "ef_2301", "name": "Inbox", "role": "inbox"},
            {"id": "ef_2302", "name": "Sent", "role": "sent"},
            {"id": "ef_2303", "name": "Drafts", "role": "drafts"},
        ],
    }
    s["images"] = [*entries, note]
    s["rounds"] = [
        {
            "query": "Cards from the expo today. Save everyone as contacts with their work details.",
            "images": ["card_1", "card_2", "card_3", "card_4"],
            "transition": "once the four contacts are saved",
        },
        {
            "query": "One more card. Save it too, then put all five in a new group called Cascadia Expo 2025.",
            "images": ["card_5"],
            "transition": "once the fifth contact and the group exist",
        },
        {
            "query": "And email the person on my note that the pilot proposal is coming by Friday.",
            "images": ["followup_note"],
            "transition": "once the email is sent",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "aggregate"
    s["arrival_pattern"] = "mixed"
    changes: list[dict[str, Any]] = []
    for _, name, title, company, phone, email, _ in CARDS:
        first, last = name.split(" ", 1)
        digits = "+1" + "".join(ch for ch in phone[3:] if ch.isdigit())
        changes += [
            {
                "op": "create",
                "table": "contacts",
                "fields": {
                    "first_name": first,
                    "last_name": last,
                    "company": company,
                    "job_title": title,
                },
            },
            {"op": "create", "table": "contact_phones", "fields": {"number": digits}},
            {
                "op": "create",
                "table": "contact_emails",
                "fields": {"address": email},
                "similarity": {"address": {"method": "exact", "case_sensitive": False}},
            },
        ]
    changes += [
        {"op": "create", "table": "contact_groups", "fields": {"name": "Cascadia Expo 2025"}},
        {"op": "create", "table": "contact_group_members", "count": 5},
        {
            "op": "create",
            "table": "emails",
            "fields": {"status": "sent", "to_addresses": ["omar@gridline.ai"], "body": "Friday"},
            "similarity": {"body": {"method": "contains", "case_sensitive": False}},
        },
    ]
    s["expected_changes"] = {"changes": changes}
    s["completion_criteria"] = (
        "Five new contacts with the names, titles, companies, numbers and emails of the cards; a new "
        "group 'Cascadia Expo 2025' with exactly them; an email to omar@gridline.ai (the CTO, not "
        "Jonas Weber or Omar Haddad) saying the pilot proposal comes by Friday."
    )
    s["expected_tools"] = ["create_contact", "create_contact_group", "send_email"]
    steps1 = []
    for i, (_, name, title, company, phone, email, _) in enumerate(CARDS[:4]):
        first, last = name.split(" ", 1)
        steps1.append(
            {
                "tool": "create_contact",
                "save_as": f"c{i + 1}",
                "arguments": {
                    "first_name": first,
                    "last_name": last,
                    "company": company,
                    "job_title": title,
                    "phone_number": phone,
                    "email": email,
                    "email_label": "work",
                },
            }
        )
    _, name, title, company, phone, email, _ = CARDS[4]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": steps1,
            "reply": "Saved Hana Sato, Omar Farouk, Beatriz Lima and Jonas Weber with their titles, companies, numbers and emails.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "create_contact",
                    "save_as": "c5",
                    "arguments": {
                        "first_name": "Priya",
                        "last_name": "Menon",
                        "company": company,
                        "job_title": title,
                        "phone_number": phone,
                        "email": email,
                        "email_label": "work",
                    },
                },
                {
                    "tool": "create_contact_group",
                    "arguments": {
                        "name": "Cascadia Expo 2025",
                        "contact_ids": [
                            "{{c1.id}}",
                            "{{c2.id}}",
                            "{{c3.id}}",
                            "{{c4.id}}",
                            "{{c5.id}}",
                        ],
                    },
                },
            ],
            "reply": "Saved Priya Menon too, and the five are in the new group Cascadia Expo 2025.",
        },
        {
            "round": 3,
            "steps": [
                {
                    "tool": "send_email",
                    "arguments": {
                        "to": ["omar@gridline.ai"],
                        "subject": "Pilot proposal",
                        "body": "Hi Omar, great to meet you at the Cascadia Logistics Expo. The pilot proposal is coming your way by Friday. Best, Claire",
                    },
                },
            ],
            "reply": "Emailed Omar Farouk, Gridline's CTO (omar@gridline.ai), that the pilot proposal comes by Friday.",
        },
    ]
    s["tags"] = ["mixed", "cards"]
    return s


# --------------------------------------------------------------------------- mix_apartment_pick

LISTINGS = [
    (
        "listing_a",
        "4471",
        "2-bed near Laurelhurst Park",
        "$2,050/mo",
        "880 sq ft",
        "Cats OK",
        "Sat Jun 28, 11:00 AM",
        "3318 SE Ankeny St",
    ),
    (
        "listing_b",
        "4502",
        "Bright 2-bed in Sellwood",
        "$1,980/mo",
        "910 sq ft",
        "No pets",
        "Sat Jun 28, 1:00 PM",
        "8120 SE 13th Ave",
    ),
    (
        "listing_c",
        "4519",
        "2-bed with balcony, Kerns",
        "$2,090/mo",
        "850 sq ft",
        "Cats OK",
        "Sun Jun 29, 10:30 AM",
        "2404 NE Couch St",
    ),
]


def mix_apartment_pick(screens: Screens) -> Scenario:
    """Compare three listings against the partner's constraints and a commute chart; keep
    the winner's screenshot in Drive, bookmark it and book its viewing."""
    sid = "mix_apartment_pick"
    imgs = ImageSet(sid, script=__file__)
    listing_entries = []
    for image_id, lid, title, rent, size, pets, viewing, street in LISTINGS:
        listing_entries.append(
            imgs.add(
                image_id,
                screens.render(
                    f"<div class='bar'><h1>{title}</h1><div class='sub'>rentals.example/l/{lid}</div></div>"
                    f"<div class='pad'><table><tr><td class='muted'>Rent</td><td><b>{rent}</b></td></tr>"
                    f"<tr><td class='muted'>Size</td><td>{size}</td></tr><tr><td class='muted'>Pets</td><td><b>{pets}</b></td></tr>"
                    f"<tr><td class='muted'>Address</td><td>{street}, Portland</td></tr>"
                    f"<tr><td class='muted'>Open viewing</td><td><b>{viewing}</b></td></tr></table></div>",
                    kind="listing",
                    width=560,
                    description=f"Rental listing rentals.example/l/{lid}: {title}, {rent}, {size}, {pets}, {street}, open viewing {viewing}",
                ),
                decisive=[f"rentals.example/l/{lid}", rent, pets, viewing],
            )
        )
    chat = imgs.add(
        "chat_jess",
        screens.chat(
            "Jess",
            [
                ("Jess", "ok my rules: Miso comes with us, so cats have to be allowed", "7:40 PM"),
                ("Jess", "and whichever is the shortest commute to my office", "7:41 PM"),
            ],
            subtitle="mobile",
            description="Chat with Jess: cats must be allowed (Miso), and pick the shortest commute to her office",
        ),
        decisive=["cats have to be allowed", "shortest commute"],
    )
    commute = imgs.add(
        "commute_chart",
        charts.bar_chart(
            "Commute to Jess's office (minutes)",
            ["Laurelhurst", "Sellwood", "Kerns"],
            [24, 19, 14],
            ylabel="minutes",
            horizontal=True,
            description="Commute to Jess's office: Laurelhurst 24 min, Sellwood 19 min, Kerns 14 min",
        ),
        decisive=["Kerns", "14"],
    )
    s = scenario_header(
        sid,
        "Pick the apartment that allows cats with the shortest commute; save it and book the viewing",
        description=(
            "Upfront: three listings, Jess's rules and a commute chart. Sellwood is cheapest and "
            "biggest but bans pets; of the two that allow cats, Kerns has the shorter commute. "
            "Its screenshot goes into the Drive folder 'Apartments' (not 'Apartments 2023'), its "
            "link is bookmarked, and its viewing goes on the calendar."
        ),
        domains=["files", "web", "calendar"],
        reference_time="2025-06-25T20:00:00-07:00",
        persona={
            "owner": {
                "first_name": "Noah",
                "last_name": "Berg",
                "phone": "+15035550118",
                "email": "noah.berg@example.com",
            },
            "description": "Noah Berg and his partner Jess are looking for a 2-bedroom in Portland; their cat is Miso.",
            "style": "practical, short",
        },
    )
    s["initial_entities"] = {
        "drive_folders": [
            {"id": "dfo_2401", "name": "Apartments"},
            {"id": "dfo_2402", "name": "Apartments 2023"},
        ],
        "calendars": [{"id": "cal_2401", "name": "Home", "is_default": True}],
    }
    s["images"] = [*listing_entries, chat, commute]
    s["rounds"] = [
        {
            "query": "Which of these works for Jess? Save that listing's screenshot in my Apartments folder on Drive and bookmark its page.",
            "images": ["listing_a", "listing_b", "listing_c", "chat_jess", "commute_chart"],
            "transition": "once the screenshot is saved and the page bookmarked",
        },
        {
            "query": "Great, put its open viewing in my calendar, 45 minutes.",
            "transition": "once the viewing is on the calendar",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "compare"
    s["arrival_pattern"] = "upfront"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "drive_files",
                "fields": {"folder_id": "dfo_2401", "image_id": "img_2"},
            },
            {
                "op": "create",
                "table": "web_bookmarks",
                "fields": {"url": "https://rentals.example/l/4519"},
                "similarity": {"url": {"method": "contains"}},
            },
            {
                "op": "create",
                "table": "calendar_events",
                "fields": {"start_at": "2025-06-29T10:30:00", "end_at": "2025-06-29T11:15:00"},
            },
        ]
    }
    s["completion_criteria"] = (
        "The Kerns listing (4519: cats OK, 14 min commute) is chosen: its screenshot (third image) is "
        "saved in Drive 'Apartments', rentals.example/l/4519 is bookmarked, and its open viewing is on "
        "the calendar Sun Jun 29 2025 10:30-11:15."
    )
    s["expected_tools"] = [
        "list_drive_folder",
        "save_image_to_files",
        "bookmark_webpage",
        "create_calendar_event",
    ]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [
                {"tool": "list_drive_folder", "arguments": {}},
                {
                    "tool": "save_image_to_files",
                    "arguments": {
                        "image_id": "{{image:listing_c}}",
                        "folder_id": "dfo_2401",
                        "name": "Kerns 2-bed listing 4519",
                    },
                },
                {
                    "tool": "bookmark_webpage",
                    "arguments": {
                        "url": "https://rentals.example/l/4519",
                        "title": "2-bed with balcony, Kerns",
                    },
                },
            ],
            "reply": "Kerns (2404 NE Couch St) wins: Sellwood doesn't allow pets, and of the two that allow cats Kerns is the shorter commute (14 vs 24 min). Saved its screenshot to Apartments and bookmarked the listing.",
        },
        {
            "round": 2,
            "steps": [
                {
                    "tool": "create_calendar_event",
                    "arguments": {
                        "title": "Apartment viewing: Kerns 2-bed",
                        "start": "2025-06-29T10:30",
                        "end": "2025-06-29T11:15",
                        "location": "2404 NE Couch St, Portland",
                    },
                },
            ],
            "reply": "The viewing is on your calendar Sunday June 29, 10:30-11:15 AM.",
        },
    ]
    s["tags"] = ["mixed", "housing"]
    return s


# --------------------------------------------------------------------------- mix_laptop_pick

LAPTOPS = [
    ("spec_a", "prd_2501", "Aero 14", "16 GB RAM", "512 GB SSD", "$949.00", "Nimbus"),
    ("spec_b", "prd_2502", "Aero 14 Lite", "8 GB RAM", "256 GB SSD", "$699.00", "Nimbus"),
    ("spec_c", "prd_2503", "Vertex 15", "16 GB RAM", "1 TB SSD", "$1,099.00", "Korin"),
]


def mix_laptop_pick(screens: Screens) -> Scenario:
    """Compare three laptops under the son's constraints and a battery chart; cart the
    winner and note why."""
    sid = "mix_laptop_pick"
    imgs = ImageSet(sid, script=__file__)
    chat = imgs.add(
        "chat_theo",
        screens.chat(
            "Theo",
            [
                ("Theo", "needs at least 16 GB RAM for the design class", "5:10 PM"),
                ("Theo", "and please under $1,000, you said so", "5:11 PM"),
                ("Theo", "longest battery if there's a tie", "5:11 PM"),
            ],
            subtitle="mobile",
            description="Chat with Theo: at least 16 GB RAM, under $1,000, longest battery as tie-breaker",
        ),
        decisive=["at least 16 GB RAM", "under $1,000"],
    )
    specs = []
    for image_id, _, model, ram, disk, price, brand in LAPTOPS:
        specs.append(
            imgs.add(
                image_id,
                documents.poster(
                    f"{brand} {model}",
                    [ram, disk, price],
                    kicker="Spec sheet",
                    kind="spec_sheet",
                    palette=((235, 240, 248), (30, 80, 160), (20, 20, 30)),
                    description=f"Spec sheet: {brand} {model}, {ram}, {disk}, {price}",
                ),
                decisive=[f"{brand} {model}", ram, price],
            )
        )
    battery = imgs.add(
        "battery_chart",
        charts.bar_chart(
            "Battery life, video playback (hours)",
            ["Aero 14", "Aero 14 Lite", "Vertex 15"],
            [13.5, 15.0, 11.0],
            ylabel="hours",
            description="Battery life: Aero 14 13.5 h, Aero 14 Lite 15 h, Vertex 15 11 h",
        ),
        decisive=["13.5"],
    )
    s = scenario_header(
        sid,
        "Pick the laptop that meets Theo's rules from spec sheets and a battery chart",
        description=(
            "Late: Theo's rules arrive in round 2, the spec sheets and battery chart in round 3. "
            "The Lite has the best battery but 8 GB; the Vertex has 16 GB but costs over $1,000; "
            "the Aero 14 is the only one that fits. It goes in the cart and a note records why."
        ),
        domains=["shopping", "notes"],
        reference_time="2025-08-18T17:30:00-07:00",
        persona={
            "owner": {
                "first_name": "Irene",
                "last_name": "Papadakis",
                "phone": "+15035550126",
                "email": "irene.p@example.com",
            },
            "description": "Irene Papadakis is buying a laptop for her son Theo, who starts college.",
            "style": "careful, polite",
        },
    )
    seller = {
        "seller_id": "sel_2501",
        "category": "electronics",
        "subcategory": "laptops",
        "date_first_available": "2025-03-01",
        "stock_quantity": 12,
    }
    s["initial_entities"] = {
        "shop_sellers": [{"id": "sel_2501", "name": "Campus Tech", "ships_from": "Portland, OR"}],
        "shop_products": [
            {
                "id": "prd_2501",
                "title": "Nimbus Aero 14 Laptop, 16GB RAM, 512GB SSD",
                "brand": "Nimbus",
                "price": 949.00,
                "list_price": 999.00,
                **seller,
            },
            {
                "id": "prd_2502",
                "title": "Nimbus Aero 14 Lite Laptop, 8GB RAM, 256GB SSD",
                "brand": "Nimbus",
                "price": 699.00,
                "list_price": 749.00,
                **seller,
            },
            {
                "id": "prd_2503",
                "title": "Korin Vertex 15 Laptop, 16GB RAM, 1TB SSD",
                "brand": "Korin",
                "price": 1099.00,
                "list_price": 1199.00,
                **seller,
            },
            {
                "id": "prd_2504",
                "title": "Nimbus Aero 14 Laptop Sleeve",
                "brand": "Nimbus",
                "price": 29.00,
                "list_price": 29.00,
                **seller,
            },
        ],
        "note_folders": [{"id": "nf_2501", "name": "Family"}],
    }
    s["images"] = [chat, *specs, battery]
    s["rounds"] = [
        {
            "query": "I need to buy Theo a laptop for college, can you help me choose?",
            "transition": "once the assistant asks for the requirements or options",
        },
        {
            "query": "These are his requirements.",
            "images": ["chat_theo"],
            "transition": "once the assistant acknowledges the rules",
        },
        {
            "query": "And these are the three I'm looking at. Put the right one in my cart, and write a note in my Family folder saying which one, why, and its battery life.",
            "images": ["spec_a", "spec_b", "spec_c", "battery_chart"],
            "transition": "once the laptop is in the cart and the note exists",
        },
    ]
    s["challenge"] = {"type": "none"}
    s["flow_type"] = "compare"
    s["arrival_pattern"] = "late"
    s["expected_changes"] = {
        "changes": [
            {
                "op": "create",
                "table": "shop_cart_items",
                "fields": {"product_id": "prd_2501", "quantity": 1},
            },
            {
                "op": "create",
                "table": "notes",
                "fields": {"folder_id": "nf_2501", "body": "13.5"},
                "similarity": {"body": {"method": "contains"}},
            },
        ]
    }
    s["completion_criteria"] = (
        "The Nimbus Aero 14 (16 GB, $949; not the 8 GB Lite, not the $1,099 Vertex, not the sleeve) is in "
        "the cart; a note in Family says why and gives its 13.5 h battery life."
    )
    s["expected_tools"] = ["search_products", "add_to_cart", "create_note"]
    s["oracle_solution"] = [
        {
            "round": 1,
            "steps": [],
            "reply": "Of course. What does he need, and which models are you considering?",
        },
        {
            "round": 2,
            "steps": [],
            "reply": "Got it: at least 16 GB of RAM, under $1,000, and the longest battery as a tie-breaker. Send me the options.",
        },
        {
            "round": 3,
            "steps": [
                {"tool": "search_products", "arguments": {"query": "Nimbus Aero 14 laptop"}},
                {"tool": "add_to_cart", "arguments": {"product_id": "prd_2501", "quantity": 1}},
                {
                    "tool": "create_note",
                    "arguments": {
                        "title": "Theo's laptop",
                        "folder_id": "nf_2501",
                        "body": "Chose the Nimbus Aero 14 (16 GB RAM, 512 GB SSD, $949, 13.5 h battery): the Lite has only 8 GB and the Vertex 15 is over $1,000.",
                    },
                },
            ],
            "reply": "The Nimbus Aero 14 is the only one with 16 GB under $1,000 ($949, 13.5 h battery). It's in your cart, and the reasoning is in a note in Family.",
        },
    ]
    s["tags"] = ["mixed", "shopping"]
    return s


ALL: list[Callable[[Screens], Scenario]] = [
    mix_cup_reorder,
    mix_cat_recheck,
    mix_tahoe_receipts,
    mix_flight_gate_change,
    mix_flowers_for_mom,
    mix_budget_review,
    mix_tour_dates,
    mix_parking_citation,
    mix_launch_watch,
    mix_history_talk,
    mix_grocery_gaps,
    mix_spin_class,
    mix_museum_tickets,
    mix_hotel_wifi,
    mix_moving_day,
    mix_prescription_doses,
    mix_trade_fair_cards,
    mix_apartment_pick,
    mix_laptop_pick,
]


def main(argv: list[str]) -> None:
    write_scenarios(GROUP, ALL, argv)


if __name__ == "__main__":
    main(sys.argv[1:])
