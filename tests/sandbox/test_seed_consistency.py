"""The seed world tells one story: facts about the same event agree across domains.

Each test reads one fact (the dentist time, the party, the flight...) from the tables
of several domains of one seeded world, so an edit that brings back a contradiction
fails here. Deliberate distractors (the stale Wi-Fi note, the other soccer league's
web page, the bookstore's book club page) are documented in docs/sandbox/world.md.
"""

from __future__ import annotations

import csv
import io
import re
from typing import Any

import pytest

from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world


@pytest.fixture(scope="module", params=[0, 7], ids=["seed0", "seed7"])
def world(request: pytest.FixtureRequest) -> World:
    """The stories are the same for every seed; only random details change."""
    return build_seeded_world(seed=request.param)


def one(world: World, table: str, **where: Any) -> dict[str, Any]:
    rows = world.select(table, where)
    assert len(rows) == 1, (table, where, rows)
    return rows[0]


def contact_id(world: World, first: str, last: str) -> str:
    return str(one(world, "contacts", first_name=first, last_name=last)["id"])


def number(world: World, first: str, last: str) -> str:
    row = one(world, "contact_phones", contact_id=contact_id(world, first, last), is_primary=True)
    return str(row["number"])


def voicemail(world: World, first: str, last: str) -> str:
    return str(one(world, "voicemails", number=number(world, first, last))["transcript"])


def event(world: World, title: str) -> dict[str, Any]:
    return one(world, "calendar_events", title=title)


def note(world: World, title: str) -> dict[str, Any]:
    return one(world, "notes", title=title)


def checklist(world: World, title: str) -> list[str]:
    rows = world.select("note_checklist_items", {"note_id": note(world, title)["id"]})
    return [str(r["text"]) for r in rows]


def task(world: World, content: str) -> dict[str, Any]:
    return one(world, "todo_tasks", content=content)


def comments(world: World, content: str) -> list[str]:
    rows = world.select("todo_comments", {"task_id": task(world, content)["id"]})
    return [str(r["content"]) for r in rows]


def file_text(world: World, name: str) -> str:
    return str(one(world, "drive_files", name=name)["content"])


def test_dentist_is_tuesday_17_june_at_2_30(world: World) -> None:
    assert str(event(world, "Dentist cleaning")["start_at"]).startswith("2025-06-17T14:30")
    calls = [
        str(v["transcript"]) for v in world.select("voicemails") if "Dental" in v["transcript"]
    ]
    assert calls and all("Tuesday, June 17th at 2:30" in v for v in calls)
    texts = [str(m["body"]) for m in world.select("messages") if "Whitfield" in str(m["body"])]
    assert texts and all("Jun 17 at 2:30 PM" in t for t in texts)
    assert one(world, "emails", from_address="alan@whitfielddental.com")["subject"].endswith(
        "Jun 17 at 2:30 PM"
    )
    booked = str(task(world, "Schedule dentist cleaning")["description"])
    assert "June 17" in booked and "2:30pm" in booked and "10am" not in booked


def test_grandmas_party_is_saturday_21_june_at_carol_and_marks(world: World) -> None:
    party = event(world, "Grandma Ruth's 84th birthday party")
    assert str(party["start_at"]).startswith("2025-06-21T13:00")
    assert party["location"] == "Carol & Mark's house, Sacramento"
    mom = voicemail(world, "Carol", "Ellis")
    assert "party on Saturday" in mom and "18th" not in mom
    plan = note(world, "Grandma Ruth's 84th birthday")["body"]
    assert "Saturday June 21, 1 pm" in plan and "Mom & Dad's" in plan
    project = one(world, "todo_projects", name="Grandma's 84th birthday")["id"]
    party_text = [plan, *checklist(world, "Grandma Ruth's 84th birthday")] + [
        f"{t['content']} {t['description']}"
        for t in world.select("todo_tasks", {"project_id": project})
    ]
    for text in party_text:
        assert not re.search(r"restaurant|Nonna|Sunday|lunch|Wednesday", text), text
    carol, mark = (
        one(world, "contact_addresses", contact_id=contact_id(world, first, "Ellis"))
        for first in ("Carol", "Mark")
    )
    assert [carol[k] for k in ("street", "city", "postal_code")] == [
        mark[k] for k in ("street", "city", "postal_code")
    ]


def test_portland_flight_is_sh_482_on_27_june(world: World) -> None:
    flight = event(world, "Flight SFO → PDX")
    assert str(flight["start_at"]).startswith("2025-06-27T18:05")
    assert "SH 482" in flight["notes"] and "K7Q2XP" in flight["notes"]
    mail = one(world, "emails", from_address="no-reply@skyharbor.com")
    assert "K7Q2XP" in mail["subject"] and "June 27" in mail["body"]
    assert str(event(world, "Portland trip")["start_at"]).startswith("2025-06-27")
    assert str(one(world, "reminders", title="Pack for Portland trip")["due_date"]) == "2025-06-27"
    files = world.select("drive_files")
    for f in files:
        text = f"{f['name']} {f['content'] or ''}"
        assert not re.search(r"PC ?418|June 20-22|Portland hotel|Boarding Pass", text), f["name"]
    assert "June 27" in file_text(world, "Packing List.txt")
    assert "Flight Confirmation - K7Q2XP.pdf" in {f["name"] for f in files}


def test_plumber_comes_thursday_19_june(world: World) -> None:
    assert "Thursday, the 19th" in voicemail(world, "Mike", "Alvarez")
    said = comments(world, "Fix leaky kitchen faucet")
    assert any("Thursday the 19th" in c for c in said)
    fix = [i for i in checklist(world, "Apartment — things to fix") if "Mike" in i]
    assert fix and all("Thursday 6/19" in i for i in fix)
    for text in [*said, *fix]:
        assert "Tuesday" not in text


def test_lisbon_trip_was_in_april(world: World) -> None:
    group = one(world, "expense_groups", name="Lisbon 2025")
    days = {str(e["date"]) for e in world.select("expenses", {"group_id": group["id"]})}
    assert days and all(d.startswith("2025-04") for d in days)
    responder = one(world, "email_vacation_responder")
    assert str(responder["start_date"]).startswith("2025-04")
    assert "April 3" in note(world, "Lisbon packing list")["body"]
    project = one(world, "todo_projects", name="Lisbon trip")
    assert project["is_archived"]
    assert all(t["is_completed"] for t in world.select("todo_tasks", {"project_id": project["id"]}))
    lisbon_notes = [n for n in world.select("notes") if "lisbon" in n["tags"]]
    assert lisbon_notes and all(str(n["updated_at"]) < "2025-04-15" for n in lisbon_notes)


def test_passport_expires_in_october(world: World) -> None:
    assert "October" in one(world, "reminders", title="Renew passport")["notes"]
    assert "October" in task(world, "Renew passport")["description"]


def test_team_offsite_is_24_june(world: World) -> None:
    assert str(event(world, "Team offsite")["start_at"]).startswith("2025-06-24")
    assert "June 24" in note(world, "Team offsite agenda")["body"]


def test_q3_deck_is_due_monday_16_june_before_tuesdays_review(world: World) -> None:
    assert str(event(world, "Q3 roadmap review")["start_at"]).startswith("2025-06-17")
    ask = one(world, "emails", subject="Q3 roadmap deck")["body"]
    assert "Monday EOD" in ask and "Tuesday's roadmap review" in ask
    due = one(world, "reminders", title="Send Q3 roadmap deck to Rachel")["due_date"]
    assert str(due) == "2025-06-16"
    slides = task(world, "Finalize Q3 roadmap slides")
    assert str(slides["due_date"]) == "2025-06-16"
    assert "Monday" in slides["description"] and "Tuesday's roadmap review" in slides["description"]
    assert "by Monday 6/16" in file_text(world, "Design Sync Notes.md")


def _picks(lines: list[str]) -> dict[str, str]:
    out = {}
    for line in lines:
        m = re.match(r"^(?:- )?([A-Z][a-z]+): (.+?)(?: \(.*\))?$", line.strip())
        if m and m[2] != "?" and not m[2].startswith("TBD"):
            out[m[1][:3]] = m[2]
    return out


def test_book_club_picks_host_and_heroine_agree(world: World) -> None:
    meeting = event(world, "Book club: The Lighthouse Keeper's Daughter")
    assert (
        str(meeting["start_at"]).startswith("2025-06-22") and meeting["location"] == "Maya's place"
    )
    in_notes = _picks(note(world, "Book club picks 2025")["body"].splitlines())
    in_files = _picks(file_text(world, "Reading List 2025.md").splitlines())
    assert in_notes == in_files
    assert in_notes["Jun"] == "The Lighthouse Keeper's Daughter"
    assert in_notes["Jul"] == "Demon Copperhead"
    wish_list = one(world, "shop_wish_lists", name="Book Club Picks")["id"]
    for item in world.select("shop_wish_list_items", {"list_id": wish_list}):
        title = str(world.get("shop_products", item["product_id"])["title"])
        m = re.search(r"(\w+) pick", str(item["comment"]))
        if m:
            assert title.startswith(in_notes[m[1][:3]]), (title, item["comment"])
    questions = file_text(world, "June Discussion Questions.txt")
    assert "Host: Maya" in questions and "Elin" in questions
    assert "Elin" in note(world, "The Lighthouse Keeper's Daughter — questions")["body"]


def test_rent_is_1284(world: World) -> None:
    assert "$1,284" in event(world, "Rent due")["notes"]
    assert "$1,284" in one(world, "reminders", title="Pay rent")["notes"]
    budget = csv.DictReader(io.StringIO(file_text(world, "Budget 2025.csv")))
    rent = next(row for row in budget if row["category"] == "rent")
    assert {v for k, v in rent.items() if k != "category"} == {"1284"}


def test_chase_card_costco_and_work_address(world: World) -> None:
    chase = one(world, "payment_methods", kind="credit_card")
    card = one(world, "shop_payment_cards", nickname="Chase Sapphire")
    assert chase["last4"] == card["last4"] == "1195"
    assert "1195" not in note(world, "Wi-Fi & door codes")["body"]
    costco = one(world, "expenses", description="Costco run")
    assert world.get("expense_people", costco["paid_by"])["is_me"]
    work = one(world, "saved_places", label="Work")
    shop_work = one(world, "shop_addresses", label="Work")
    assert work["address"].startswith("455 Brannan St") and work["address"].endswith("94107")
    assert shop_work["street1"] == "455 Brannan Street" and shop_work["postal_code"] == "94107"


def test_homes_and_numbers(world: World) -> None:
    contact_numbers = {str(p["number"]) for p in world.select("contact_phones")}
    place_numbers = {str(p["phone"]) for p in world.select("places") if p["phone"]}
    assert not contact_numbers & place_numbers
    owner_zip = world.owner.address.rsplit(" ", 1)[-1]
    assert one(world, "saved_places", label="Home")["address"].endswith(owner_zip)
    assert one(world, "shop_addresses", label="Home")["postal_code"] == owner_zip
    near_home = [p for p in world.select("places") if p["neighborhood"] == "Inner Sunset"]
    assert near_home and all(p["address"].endswith(owner_zip) for p in near_home)
    sam = one(world, "contact_addresses", contact_id=contact_id(world, "Sam", "Okafor"))
    assert world.owner.address.startswith(sam["street"])
    nina, priya = (
        one(world, "contact_addresses", contact_id=contact_id(world, first, last))
        for first, last in (("Nina", "Ellis"), ("Priya", "Shah"))
    )
    assert (
        nina["street"] == priya["street"]
        and "Nina and Priya" in event(world, "Portland trip")["notes"]
    )


def test_soccer_library_and_payment_links(world: World) -> None:
    bookmarked = {b["url"] for b in world.select("web_bookmarks")}
    assert not any("sunday" in url for url in bookmarked)
    soccer = event(world, "Soccer")
    assert soccer["location"].startswith("Mission Rec League")
    assert world.clock.parse(soccer["start_at"]).strftime("%A") == "Saturday"
    assert one(world, "reminders", title="Return library books")["is_completed"]
    assert task(world, "Return library books")["is_completed"]
    for tx in world.select("payment_transactions"):
        if tx["request_id"] is None:
            continue
        req = world.get("payment_requests", tx["request_id"])
        assert req["status"] == "paid" and req["user_id"] == tx["user_id"], tx["id"]
        assert str(req["created_at"]) <= str(tx["created_at"]), tx["id"]
