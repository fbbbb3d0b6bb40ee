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
from kit.scenario_file import write_scenario

GROUP = "mixed"
Scenario = dict[str, Any]


def base(
    sid: str,
    title: str,
    *,
    description: str,
    domains: list[str],
    reference_time: str,
    persona: dict[str, Any],
) -> Scenario:
    """The header of a scenario (fields in the order of docs/sandbox/scenarios.md)."""
    return {
        "id": sid,
        "title": title,
        "description": description,
        "domains": domains,
        "reference_time": reference_time,
        "persona": persona,
    }


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
    s = base(
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
    s["images"] = [cup, chat, tag]
    s["rounds"] = [
        {
            "query": "One of our cups broke, it's the one in the photo. Ana says how many to get. Can you put them in my cart?",
            "images": ["broken_set_cup", "chat_ana"],
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
    s = base(
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
    s["images"] = [cat, table, sign]
    s["rounds"] = [
        {
            "query": "The vet sent the follow-up list. This is my cat. Put her recheck in my Home calendar, half an hour.",
            "images": ["cat_photo", "recheck_table"],
            "transition": "once the recheck is on the calendar",
        },
        {
            "query": "Add the clinic address from their sign as the location. And remind me the evening before at 8pm, in my Pets list, to take away her food.",
            "images": ["clinic_sign"],
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


ALL: list[Callable[[Screens], Scenario]] = [mix_cup_reorder, mix_cat_recheck]


def main(argv: list[str]) -> None:
    wanted = set(argv)
    with Screens() as screens:
        for make in ALL:
            if wanted and make.__name__ not in wanted:
                continue
            path = write_scenario(GROUP, make(screens))
            print(
                "wrote", path.relative_to(Path.cwd()) if path.is_relative_to(Path.cwd()) else path
            )


if __name__ == "__main__":
    main(sys.argv[1:])
