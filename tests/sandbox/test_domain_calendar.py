"""Calendar domain: seed, every tool (happy path and error path) and a schema fuzz."""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from PIL import Image

from mmtoolbench.core.errors import ToolArgumentError, ToolError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, calendar_app
from mmtoolbench.sandbox.domains.calendar_app import calendar_seed
from mmtoolbench.sandbox.domains.contacts import seed_contact_id
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world
from tests.sandbox.domain_fuzz import fuzz_tool, id_pool
from tests.sandbox.domain_harness import DomainTools, next_id

REGISTRY = build_tool_registry(["calendar"])


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world(["calendar"])


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call
fails = HARNESS.fails


def cid(ctx: WorldContext, name: str) -> str:
    first, last = name.split(" ", 1)
    return seed_contact_id(ctx.world, first, last)


def cal(ctx: WorldContext, name: str) -> str:
    return str(ctx.world.select("calendars", {"name": name})[0]["id"])


def evt(ctx: WorldContext, title: str) -> str:
    return str(ctx.world.select("calendar_events", {"title": title})[0]["id"])


def attendee_rows(ctx: WorldContext, event_id: str) -> list[dict[str, Any]]:
    """The event's invitees as stored, in invitation order."""
    return ctx.world.select("calendar_event_attendees", {"event_id": event_id}, order_by="id")


def image(ctx: WorldContext, color: str = "orange") -> str:
    return ctx.images.add_pil(Image.new("RGB", (16, 16), color)).image_id


def titles(items: list[dict[str, Any]]) -> list[str]:
    return [str(i["title"]) for i in items]


# ----------------------------------------------------------------------------- seed


def test_seed(ctx: WorldContext) -> None:
    world = ctx.world
    assert [c["name"] for c in world.select("calendars")] == [
        "Personal",
        "Work",
        "Family",
        "US Holidays",
    ]
    events = calendar_seed().events
    holidays = world.count("calendar_events", {"calendar_id": cal(ctx, "US Holidays")})
    assert world.count("calendar_events") == len(events) + holidays and holidays > 0
    assert world.count("calendar_event_images") == sum(e.image is not None for e in events)
    party = world.get("calendar_events", evt(ctx, "Grandma Ruth's 84th birthday party"))
    assert party["my_response"] == "needs_action"
    carol = world.select("contact_emails", {"contact_id": cid(ctx, "Carol {owner}")})[0]
    assert party["organizer_email"] == carol["address"]
    attendees = world.select("calendar_event_attendees")
    assert attendees and all(a["contact_id"] for a in attendees)
    now = ctx.clock.now_iso()
    assert all(e["created_at"] < now for e in world.select("calendar_events"))
    assert world.integrity_check() == []


def test_seed_is_deterministic() -> None:
    a, b = build_seeded_world(["calendar"]), build_seeded_world(["calendar"])
    assert a.diff_since(b.snapshot()).is_empty


# ----------------------------------------------------------------------------- reads


def test_list_calendars(ctx: WorldContext) -> None:
    cals = {c["name"]: c for c in call(ctx, "list_calendars")}
    assert cals["Personal"]["is_default"] and cals["US Holidays"]["is_read_only"]
    holidays = ctx.world.count("calendar_events", {"calendar_id": cal(ctx, "US Holidays")})
    assert holidays > 0 and cals["US Holidays"]["event_count"] == holidays


def test_list_calendar_events(ctx: WorldContext) -> None:
    day = call(ctx, "list_calendar_events", start_date="2025-06-17")
    assert titles(day) == ["Team standup", "Q3 roadmap review", "Dentist cleaning"]
    assert day[0]["is_recurring"] and day[0]["occurrence_date"] == "2025-06-17"
    work = call(
        ctx,
        "list_calendar_events",
        start_date="2025-06-16",
        end_date="2025-06-20",
        calendar_id=cal(ctx, "Work"),
    )
    assert titles(work).count("Team standup") == 5 and "Dentist cleaning" not in titles(work)
    june = call(ctx, "list_calendar_events", start_date="2025-06-01", end_date="2025-06-30")
    assert titles(june).count("Soccer") == 4 and titles(june).count("Family video call") == 3
    fails(
        ctx,
        "list_calendar_events",
        "is before start_date",
        start_date="2025-06-17",
        end_date="2025-06-01",
    )
    fails(
        ctx,
        "list_calendar_events",
        "at most 366 days",
        start_date="2025-01-01",
        end_date="2026-06-01",
    )
    with pytest.raises(ToolArgumentError, match="start_date"):
        call(ctx, "list_calendar_events", start_date="next tuesday")


def test_get_calendar_event(ctx: WorldContext) -> None:
    review = evt(ctx, "Design review: onboarding flow")
    ev = call(ctx, "get_calendar_event", event_id=review)
    alerts = ctx.world.select("calendar_event_alerts", {"event_id": review})
    assert ev["organizer"]["is_me"] and alerts
    assert ev["alerts_minutes_before"] == sorted(a["minutes_before"] for a in alerts)
    invited = attendee_rows(ctx, review)
    assert len({a["status"] for a in invited}) > 1
    assert [a["status"] for a in ev["attendees"]] == [a["status"] for a in invited]
    assert [a["email"] for a in ev["attendees"]] == [a["email"] for a in invited]
    standup = call(ctx, "get_calendar_event", event_id=evt(ctx, "Team standup"))
    assert standup["recurrence_text"] == "every week on MO, TU, WE, TH, FR"
    assert standup["organizer"]["name"] == "Rachel Tan"
    trip_row = ctx.world.get("calendar_events", evt(ctx, "Portland trip"))
    trip = call(ctx, "get_calendar_event", event_id=trip_row["id"])
    first = ctx.clock.parse(trip_row["start_at"]).date()
    # An all-day event's stored end is the (exclusive) next midnight.
    last = ctx.clock.parse(trip_row["end_at"]).date() - timedelta(days=1)
    assert trip_row["is_all_day"] and last > first
    assert (trip["start_date"], trip["end_date"]) == (first.isoformat(), last.isoformat())
    fails(
        ctx,
        "get_calendar_event",
        r"no calendar event with id 'evt_0999' \(use list_calendar_events",
        event_id="evt_0999",
    )


def test_search_calendar_events(ctx: WorldContext) -> None:
    res = call(ctx, "search_calendar_events", query="dentist")
    assert titles(res["results"]) == ["Dentist cleaning"]
    soccer = call(ctx, "search_calendar_events", query="soccer")["results"][0]
    assert soccer["start"] == "2025-06-14T09:00:00-07:00"  # next occurrence
    by_person = call(ctx, "search_calendar_events", query="maya patel")
    assert titles(by_person["results"]) == ["Brunch with Maya"]
    past = call(
        ctx,
        "search_calendar_events",
        query="haircut",
        start_date="2025-06-01",
        end_date="2025-06-10",
    )
    assert past["total_matches"] == 1
    assert call(ctx, "search_calendar_events", query="zzz")["total_matches"] == 0
    fails(
        ctx,
        "search_calendar_events",
        "is before start_date",
        query="x",
        start_date="2025-06-10",
        end_date="2025-06-01",
    )


def test_agendas(ctx: WorldContext) -> None:
    today = call(ctx, "list_day_agenda")
    assert today["date"] == "2025-06-13" and today["weekday"] == "Friday"
    assert titles(today["events"]) == ["Team standup", "Design review: onboarding flow"]
    juneteenth = call(ctx, "list_day_agenda", day="2025-06-19")
    assert titles(juneteenth["events"])[0] == "Juneteenth"
    week = call(ctx, "list_week_agenda", day="2025-06-18")
    assert week["week_start"] == "2025-06-16" and len(week["days"]) == 7
    assert titles(week["days"][5]["events"]) == ["Soccer", "Grandma Ruth's 84th birthday party"]
    fails(ctx, "list_day_agenda", "out of range", day="1900-01-01")
    fails(ctx, "list_week_agenda", "out of range", day="2300-01-01")


def test_list_upcoming_calendar_events(ctx: WorldContext) -> None:
    upcoming = call(ctx, "list_upcoming_calendar_events", days=2)
    assert titles(upcoming)[:3] == ["Team standup", "Design review: onboarding flow", "Soccer"]
    assert len(call(ctx, "list_upcoming_calendar_events", days=30, limit=3)) == 3
    with pytest.raises(ToolArgumentError, match="days"):
        call(ctx, "list_upcoming_calendar_events", days=0)


def test_find_free_time_slots(ctx: WorldContext) -> None:
    slots = call(ctx, "find_free_time_slots", duration_minutes=60, end_date="2025-06-13")
    assert slots == [
        {"start": "2025-06-13T10:15:00-07:00", "end": "2025-06-13T13:00:00-07:00", "minutes": 165},
        {"start": "2025-06-13T14:00:00-07:00", "end": "2025-06-13T17:00:00-07:00", "minutes": 180},
    ]
    tuesday = call(
        ctx,
        "find_free_time_slots",
        duration_minutes=30,
        start_date="2025-06-17",
        end_date="2025-06-17",
        day_start="13:00",
        day_end="18:00",
    )
    assert tuesday[0]["start"] == "2025-06-17T13:00:00-07:00"
    assert tuesday[1]["start"] == "2025-06-17T15:30:00-07:00"
    weekend = call(
        ctx,
        "find_free_time_slots",
        duration_minutes=60,
        start_date="2025-06-14",
        end_date="2025-06-15",
    )
    assert weekend == []
    fails(
        ctx,
        "find_free_time_slots",
        "must be after day_start",
        duration_minutes=30,
        day_start="17:00",
        day_end="09:00",
    )
    fails(
        ctx,
        "find_free_time_slots",
        "at most 15 days",
        duration_minutes=30,
        start_date="2025-06-13",
        end_date="2025-07-13",
    )


def test_check_calendar_conflicts(ctx: WorldContext) -> None:
    res = call(ctx, "check_calendar_conflicts", start="2025-06-17T14:30:00", end="2025-06-17T15:30")
    assert titles(res["conflicts"]) == ["Q3 roadmap review", "Dentist cleaning"]
    dentist = evt(ctx, "Dentist cleaning")
    res = call(
        ctx,
        "check_calendar_conflicts",
        start="2025-06-17T14:30:00",
        end="2025-06-17T15:30",
        ignore_event_id=dentist,
    )
    assert titles(res["conflicts"]) == ["Q3 roadmap review"]
    free = call(ctx, "check_calendar_conflicts", start="2025-06-17T16:00", end="2025-06-17T17:00")
    assert free == {"has_conflict": False, "conflicts": []}
    fails(
        ctx,
        "check_calendar_conflicts",
        "must be after start",
        start="2025-06-17T16:00",
        end="2025-06-17T15:00",
    )


def test_list_calendar_invitations(ctx: WorldContext) -> None:
    invites = call(ctx, "list_calendar_invitations")
    assert titles(invites) == [
        "Q3 roadmap review",
        "Coffee chat with Grace (Tidewater Talent)",
        "Grandma Ruth's 84th birthday party",
    ]
    assert invites[2]["organizer"]["name"] == f"Carol {ctx.owner.last_name}"
    call(ctx, "respond_to_calendar_invitation", event_id=invites[0]["id"], response="accepted")
    assert len(call(ctx, "list_calendar_invitations")) == 2


def test_list_calendar_birthdays(ctx: WorldContext) -> None:
    bdays = call(ctx, "list_calendar_birthdays")
    assert [(b["name"], b["date"]) for b in bdays] == [
        (f"Ruth {ctx.owner.last_name}", "2025-06-18"),
        ("Sam Okafor", "2025-06-20"),
        ("Maya Patel", "2025-06-27"),
        ("Kevin O'Brien", "2025-07-02"),
    ]
    assert bdays[0]["turning"] == 84
    one = call(ctx, "list_calendar_birthdays", start_date="2025-06-20", end_date="2025-06-20")
    assert [b["name"] for b in one] == ["Sam Okafor"]
    fails(
        ctx,
        "list_calendar_birthdays",
        "is before start_date",
        start_date="2025-06-20",
        end_date="2025-06-01",
    )


def test_list_calendar_event_attendees(ctx: WorldContext) -> None:
    review = evt(ctx, "Design review: onboarding flow")
    res = call(ctx, "list_calendar_event_attendees", event_id=review)
    statuses = [a["status"] for a in attendee_rows(ctx, review)]
    assert statuses and res["counts"] == {
        s: statuses.count(s) for s in ("needs_action", "accepted", "declined", "tentative")
    }
    fails(ctx, "list_calendar_event_attendees", "no calendar event", event_id="evt_0")


# ----------------------------------------------------------------------------- create / change


def test_create_calendar_event(ctx: WorldContext) -> None:
    before = ctx.world.snapshot()
    expected_id = next_id(ctx.world, "calendar_events", "evt")
    default = ctx.world.select("calendars", {"is_default": True})[0]
    res = call(
        ctx,
        "create_calendar_event",
        title=" Lunch with Maya ",
        start="2025-06-18T12:30:00",
        end="2025-06-18T13:30:00",
        location="Tartine",
        attendees=[cid(ctx, "Maya Patel"), "Maya@LumenBooks.com", cid(ctx, "Maya Patel")],
        alert_minutes_before=[15, 15, 60],
    )
    ev = res["event"]
    assert ev["id"] == expected_id and ev["title"] == "Lunch with Maya"
    assert ev["calendar_name"] == default["name"] and ev["organizer"]["is_me"]
    maya_emails = [
        e
        for e in ctx.world.select("contact_emails", {"contact_id": cid(ctx, "Maya Patel")})
        if e["address"].lower() != "maya@lumenbooks.com"
    ]
    primary = next(e for e in maya_emails if e["is_primary"])  # a contact id means this one
    assert [a["email"] for a in ev["attendees"]] == [primary["address"], "maya@lumenbooks.com"]
    assert [a["status"] for a in ev["attendees"]] == ["needs_action", "needs_action"]
    assert ev["alerts_minutes_before"] == [15, 60]
    assert titles(res["conflicts"]) == ["Team lunch"]
    assert set(ctx.world.diff_since(before).changed_tables()) == {
        "calendar_events",
        "calendar_event_attendees",
        "calendar_event_alerts",
    }
    default_end = call(
        ctx, "create_calendar_event", title="Call", start="2025-06-20T08:00:00-04:00"
    )
    assert default_end["event"]["start"] == "2025-06-20T05:00:00-07:00"
    assert default_end["event"]["end"] == "2025-06-20T06:00:00-07:00"


@pytest.mark.parametrize(
    ("args", "pattern"),
    [
        ({"title": " ", "start": "2025-06-18T12:00"}, "title must not be blank"),
        (
            {"title": "x", "start": "2025-06-18T12:00", "end": "2025-06-18T11:00"},
            "must be after start",
        ),
        ({"title": "x", "start": "2025-06-18T12:00", "calendar_id": "cal_0004"}, "read-only"),
        (
            {"title": "x", "start": "2025-06-18T12:00", "calendar_id": "cal_0099"},
            "no calendar with id",
        ),
        (
            {"title": "x", "start": "2025-06-18T12:00", "attendees": ["ct_0999"]},
            "no contact with id",
        ),
        (
            {"title": "x", "start": "2025-06-18T12:00", "attendees": ["Maya"]},
            "neither a contact id",
        ),
        (
            {"title": "x", "start": "2025-06-18T12:00", "attendees": ["jordan.ellis@gmail.com"]},
            "always part of your own events",
        ),
        ({"title": "x", "start": "1900-06-18T12:00"}, "out of range"),
        (
            {"title": "x", "start": "2025-06-18T12:00", "end": "2025-08-18T12:00"},
            "at most 31 days",
        ),
    ],
)
def test_create_calendar_event_errors(
    ctx: WorldContext, args: dict[str, Any], pattern: str
) -> None:
    fails(ctx, "create_calendar_event", pattern, **args)


def test_create_all_day_event(ctx: WorldContext) -> None:
    ev = call(
        ctx,
        "create_all_day_event",
        title="Camping at Big Sur",
        start_date="2025-07-11",
        end_date="2025-07-13",
        calendar_id=cal(ctx, "Family"),
    )
    assert (ev["start_date"], ev["end_date"], ev["is_all_day"]) == (
        "2025-07-11",
        "2025-07-13",
        True,
    )
    assert ev["start"] == "2025-07-11T00:00:00-07:00" and ev["end"] == "2025-07-14T00:00:00-07:00"
    assert ev["availability"] == "free"
    fails(
        ctx,
        "create_all_day_event",
        "is before start_date",
        title="x",
        start_date="2025-07-11",
        end_date="2025-07-01",
    )
    fails(
        ctx,
        "create_all_day_event",
        "read-only",
        title="x",
        start_date="2025-07-11",
        calendar_id=cal(ctx, "US Holidays"),
    )


def test_update_calendar_event(ctx: WorldContext) -> None:
    dentist = evt(ctx, "Dentist cleaning")
    ev = call(
        ctx, "update_calendar_event", event_id=dentist, location="", notes="Confirmed by text"
    )
    assert ev["location"] is None and ev["notes"] == "Confirmed by text"
    fails(
        ctx,
        "update_calendar_event",
        "nothing to change",
        event_id=dentist,
        notes="Confirmed by text",
    )
    fails(ctx, "update_calendar_event", "give title, location", event_id=dentist)
    fails(
        ctx,
        "update_calendar_event",
        "was organized by Rachel Tan; only the organizer",
        event_id=evt(ctx, "Q3 roadmap review"),
        title="Roadmap",
    )
    fails(
        ctx,
        "update_calendar_event",
        "read-only calendar",
        event_id=evt(ctx, "Juneteenth"),
        title="x",
    )


def test_reschedule_calendar_event(ctx: WorldContext) -> None:
    dentist = evt(ctx, "Dentist cleaning")
    res = call(ctx, "reschedule_calendar_event", event_id=dentist, new_start="2025-06-17T16:00:00")
    assert (res["event"]["start"], res["event"]["end"]) == (
        "2025-06-17T16:00:00-07:00",
        "2025-06-17T17:00:00-07:00",
    )
    assert res["conflicts"] == []
    clash = call(
        ctx,
        "reschedule_calendar_event",
        event_id=dentist,
        new_start="2025-06-17T13:30:00",
        new_end="2025-06-17T14:15:00",
    )
    assert titles(clash["conflicts"]) == ["Q3 roadmap review"]
    fails(
        ctx,
        "reschedule_calendar_event",
        "already at that time",
        event_id=dentist,
        new_start="2025-06-17T13:30:00",
        new_end="2025-06-17T14:15:00",
    )
    trip = call(
        ctx,
        "reschedule_calendar_event",
        event_id=evt(ctx, "Portland trip"),
        new_start="2025-07-03T10:00",
    )
    assert (trip["event"]["start_date"], trip["event"]["end_date"]) == ("2025-07-03", "2025-07-05")
    fails(
        ctx,
        "reschedule_calendar_event",
        "only the organizer",
        event_id=evt(ctx, "Team lunch"),
        new_start="2025-06-18T13:00",
    )


def test_move_calendar_event_to_calendar(ctx: WorldContext) -> None:
    dentist = evt(ctx, "Dentist cleaning")
    ev = call(
        ctx, "move_calendar_event_to_calendar", event_id=dentist, calendar_id=cal(ctx, "Family")
    )
    assert ev["calendar_name"] == "Family"
    fails(
        ctx,
        "move_calendar_event_to_calendar",
        "already on the calendar",
        event_id=dentist,
        calendar_id=cal(ctx, "Family"),
    )
    fails(
        ctx,
        "move_calendar_event_to_calendar",
        "read-only",
        event_id=dentist,
        calendar_id=cal(ctx, "US Holidays"),
    )
    fails(
        ctx,
        "move_calendar_event_to_calendar",
        "cannot be moved",
        event_id=evt(ctx, "Juneteenth"),
        calendar_id=cal(ctx, "Family"),
    )


def test_cancel_calendar_event(ctx: WorldContext) -> None:
    review = evt(ctx, "Design review: onboarding flow")
    invited = attendee_rows(ctx, review)
    assert invited
    res = call(ctx, "cancel_calendar_event", event_id=review)
    assert res["title"] == "Design review: onboarding flow"
    assert len(res["attendees_notified"]) == len(invited)
    assert ctx.world.count("calendar_event_attendees", {"event_id": review}) == 0
    fails(ctx, "cancel_calendar_event", "no calendar event", event_id=review)
    fails(
        ctx,
        "cancel_calendar_event",
        "respond_to_calendar_invitation",
        event_id=evt(ctx, "Team lunch"),
    )


def test_cancel_calendar_event_occurrence(ctx: WorldContext) -> None:
    soccer = evt(ctx, "Soccer")
    ev = call(
        ctx, "cancel_calendar_event_occurrence", event_id=soccer, occurrence_date="2025-06-21"
    )
    assert ev["excluded_dates"] == ["2025-06-21"]
    assert "Soccer" not in titles(call(ctx, "list_day_agenda", day="2025-06-21")["events"])
    assert "Soccer" in titles(call(ctx, "list_day_agenda", day="2025-06-28")["events"])
    fails(
        ctx,
        "cancel_calendar_event_occurrence",
        "already cancelled",
        event_id=soccer,
        occurrence_date="2025-06-21",
    )
    fails(
        ctx,
        "cancel_calendar_event_occurrence",
        "has no occurrence on 2025-06-22",
        event_id=soccer,
        occurrence_date="2025-06-22",
    )
    fails(
        ctx,
        "cancel_calendar_event_occurrence",
        "does not repeat",
        event_id=evt(ctx, "Dentist cleaning"),
        occurrence_date="2025-06-17",
    )


def test_recurrence(ctx: WorldContext) -> None:
    dentist = evt(ctx, "Dentist cleaning")
    ev = call(
        ctx,
        "set_calendar_event_recurrence",
        event_id=dentist,
        frequency="monthly",
        interval=6,
        count=3,
    )
    assert ev["recurrence_text"] == "every 6 months, 3 times"
    dates = [
        e["occurrence_date"]
        for e in call(ctx, "list_calendar_events", start_date="2025-06-01", end_date="2026-06-01")
        if e["event_id"] == dentist
    ]
    assert dates == ["2025-06-17", "2025-12-17"]
    fails(
        ctx,
        "set_calendar_event_recurrence",
        "already repeats",
        event_id=dentist,
        frequency="monthly",
        interval=6,
        count=3,
    )
    fails(
        ctx,
        "set_calendar_event_recurrence",
        "give count or until",
        event_id=dentist,
        frequency="daily",
        count=3,
        until="2025-07-01",
    )
    fails(
        ctx,
        "set_calendar_event_recurrence",
        "only be given for a weekly",
        event_id=dentist,
        frequency="daily",
        weekdays=["MO"],
    )
    fails(
        ctx,
        "set_calendar_event_recurrence",
        "before the event's first day",
        event_id=dentist,
        frequency="daily",
        until="2025-06-01",
    )
    weekly = call(
        ctx,
        "set_calendar_event_recurrence",
        event_id=dentist,
        frequency="weekly",
        weekdays=["TH", "TU"],
        until="2025-06-26",
    )
    assert weekly["recurrence"]["weekdays"] == ["TU", "TH"]
    days = [
        e["occurrence_date"]
        for e in call(ctx, "list_calendar_events", start_date="2025-06-01", end_date="2025-07-31")
        if e["event_id"] == dentist
    ]
    assert days == ["2025-06-17", "2025-06-19", "2025-06-24", "2025-06-26"]
    assert call(ctx, "remove_calendar_event_recurrence", event_id=dentist)["recurrence"] is None
    fails(ctx, "remove_calendar_event_recurrence", "does not repeat", event_id=dentist)
    fails(
        ctx,
        "remove_calendar_event_recurrence",
        "only the organizer",
        event_id=evt(ctx, "Team standup"),
    )


def test_attendees_write(ctx: WorldContext) -> None:
    review = evt(ctx, "Design review: onboarding flow")
    marcus = cid(ctx, "Marcus Johnson")
    ev = call(ctx, "invite_calendar_event_attendee", event_id=review, attendee=marcus)
    assert ev["attendees"][-1]["name"] == "Marcus Johnson"
    fails(
        ctx,
        "invite_calendar_event_attendee",
        "Marcus Johnson is already invited",
        event_id=review,
        attendee=marcus,
    )
    fails(
        ctx,
        "invite_calendar_event_attendee",
        "only the organizer",
        event_id=evt(ctx, "Team lunch"),
        attendee=marcus,
    )
    ev = call(ctx, "remove_calendar_event_attendee", event_id=review, attendee=marcus)
    assert "Marcus Johnson" not in [a["name"] for a in ev["attendees"]]
    fails(ctx, "remove_calendar_event_attendee", "is not invited", event_id=review, attendee=marcus)
    call(ctx, "invite_calendar_event_attendee", event_id=review, attendee="New.Person@Example.com")
    ev = call(
        ctx, "remove_calendar_event_attendee", event_id=review, attendee="new.person@example.com"
    )
    assert len(ev["attendees"]) == 4


def test_respond_to_calendar_invitation(ctx: WorldContext) -> None:
    party = evt(ctx, "Grandma Ruth's 84th birthday party")
    assert (
        call(ctx, "respond_to_calendar_invitation", event_id=party, response="accepted")[
            "my_response"
        ]
        == "accepted"
    )
    fails(
        ctx,
        "respond_to_calendar_invitation",
        "already answered 'accepted'",
        event_id=party,
        response="accepted",
    )
    fails(
        ctx,
        "respond_to_calendar_invitation",
        "your own event",
        event_id=evt(ctx, "Dentist cleaning"),
        response="declined",
    )
    roadmap = evt(ctx, "Q3 roadmap review")
    call(ctx, "respond_to_calendar_invitation", event_id=roadmap, response="declined")
    res = call(ctx, "check_calendar_conflicts", start="2025-06-17T14:30", end="2025-06-17T15:30")
    assert titles(res["conflicts"]) == ["Dentist cleaning"]  # declined events do not block


def test_alerts(ctx: WorldContext) -> None:
    dinner = evt(ctx, "Dinner at Tanaka Ramen")
    assert call(ctx, "add_calendar_event_alert", event_id=dinner, minutes_before=120)[
        "alerts_minutes_before"
    ] == [30, 120]
    fails(
        ctx,
        "add_calendar_event_alert",
        "already has an alert 120",
        event_id=dinner,
        minutes_before=120,
    )
    assert call(ctx, "remove_calendar_event_alert", event_id=dinner, minutes_before=30)[
        "alerts_minutes_before"
    ] == [120]
    fails(
        ctx,
        "remove_calendar_event_alert",
        "has no alert 30 minutes before; its alerts: 120",
        event_id=dinner,
        minutes_before=30,
    )
    # Alerts are personal: allowed on someone else's event.
    call(ctx, "add_calendar_event_alert", event_id=evt(ctx, "Team lunch"), minutes_before=15)


def test_event_images(ctx: WorldContext) -> None:
    trip, img = evt(ctx, "Portland trip"), image(ctx)
    ev = call(ctx, "add_calendar_event_image", event_id=trip, image_id=img, caption="Boarding pass")
    assert ev["images"] == [{"image_id": img, "caption": "Boarding pass"}]
    fails(ctx, "add_calendar_event_image", "already attached", event_id=trip, image_id=img)
    fails(
        ctx,
        "add_calendar_event_image",
        "unknown image id 'img_404'",
        event_id=trip,
        image_id="img_404",
    )
    assert call(ctx, "remove_calendar_event_image", event_id=trip, image_id=img)["images"] == []
    fails(ctx, "remove_calendar_event_image", "is not attached", event_id=trip, image_id=img)


def test_duplicate_calendar_event(ctx: WorldContext) -> None:
    brunch = ctx.world.get("calendar_events", evt(ctx, "Brunch with Maya"))
    length = ctx.clock.parse(brunch["end_at"]) - ctx.clock.parse(brunch["start_at"])
    alerts = ctx.world.select("calendar_event_alerts", {"event_id": brunch["id"]})
    invited = attendee_rows(ctx, brunch["id"])
    assert length > timedelta(0) and alerts and invited
    new_start = ctx.clock.parse("2025-06-29T10:30:00")
    res = call(
        ctx,
        "duplicate_calendar_event",
        event_id=brunch["id"],
        new_start="2025-06-29T10:30:00",
    )
    copy = res["event"]
    assert copy["title"] == "Brunch with Maya"
    assert copy["end"] == (new_start + length).isoformat()
    assert [a["email"] for a in copy["attendees"]] == [a["email"] for a in invited]
    assert copy["alerts_minutes_before"] == sorted(a["minutes_before"] for a in alerts)
    assert copy["organizer"]["is_me"]
    holiday = call(
        ctx, "duplicate_calendar_event", event_id=evt(ctx, "Juneteenth"), new_start="2026-06-19"
    )
    default = ctx.world.select("calendars", {"is_default": True})[0]
    assert holiday["event"]["calendar_name"] == default["name"]  # not the read-only holidays
    fails(
        ctx,
        "duplicate_calendar_event",
        "no calendar event",
        event_id="evt_0404",
        new_start="2025-06-29T10:30",
    )


# ----------------------------------------------------------------------------- calendars


def test_calendars_write(ctx: WorldContext) -> None:
    expected_id = next_id(ctx.world, "calendars", "cal")
    new = call(ctx, "create_calendar", name=" Soccer League ", color="green")
    assert new["name"] == "Soccer League" and new["id"] == expected_id and not new["is_default"]
    fails(ctx, "create_calendar", "already exists", name="soccer league")
    upd = call(ctx, "update_calendar", calendar_id=new["id"], name="Soccer", color="yellow")
    assert (upd["name"], upd["color"]) == ("Soccer", "yellow")
    fails(ctx, "update_calendar", "nothing to change", calendar_id=new["id"], color="yellow")
    fails(ctx, "update_calendar", "give name and/or color", calendar_id=new["id"])
    fails(ctx, "update_calendar", "already exists", calendar_id=new["id"], name="Work")
    assert call(ctx, "set_default_calendar", calendar_id=new["id"])["is_default"] is True
    assert ctx.world.count("calendars", {"is_default": True}) == 1
    fails(ctx, "set_default_calendar", "already the default", calendar_id=new["id"])
    fails(ctx, "set_default_calendar", "read-only", calendar_id=cal(ctx, "US Holidays"))
    created = call(ctx, "create_calendar_event", title="Practice", start="2025-06-19T18:00")
    assert created["event"]["calendar_name"] == "Soccer"
    fails(ctx, "delete_calendar", "is the default calendar", calendar_id=new["id"])
    family = cal(ctx, "Family")
    family_events = ctx.world.count("calendar_events", {"calendar_id": family})
    assert family_events > 0
    res = call(ctx, "delete_calendar", calendar_id=family)
    assert res["events_deleted"] == family_events
    assert ctx.world.integrity_check() == []
    fails(ctx, "delete_calendar", "no calendar with id", calendar_id=res["deleted_calendar_id"])


def test_set_calendar_visibility(ctx: WorldContext) -> None:
    work = cal(ctx, "Work")
    assert (
        call(ctx, "set_calendar_visibility", calendar_id=work, visible=False)["is_visible"] is False
    )
    assert titles(call(ctx, "list_day_agenda")["events"]) == []
    hidden = call(ctx, "list_calendar_events", start_date="2025-06-13", calendar_id=work)
    assert len(hidden) == 2  # asking for the calendar by id still shows it
    fails(ctx, "set_calendar_visibility", "already hidden", calendar_id=work, visible=False)


# ----------------------------------------------------------------------------- window queries


def _random_event(rng: random.Random, ctx: WorldContext, cal_id: str) -> dict[str, Any]:
    """A random event near the reference time: one-off or repeating (every frequency,
    with count, until, weekdays, exclusions or a malformed rule), short or long."""
    start = ctx.clock.now().replace(minute=0, second=0) + timedelta(
        days=rng.randint(-400, 120), hours=rng.randint(-12, 12)
    )
    lengths = [timedelta(0), timedelta(minutes=30), timedelta(hours=5), timedelta(days=1)]
    # around `_SHORT_DAYS`, where the `reach` index starts holding one-off events
    edge = timedelta(days=calendar_app._SHORT_DAYS) + rng.choice(
        [-timedelta(minutes=15), -timedelta(seconds=1), timedelta(seconds=1), timedelta(hours=1)]
    )
    length = rng.choice([*lengths, edge, timedelta(days=rng.randint(2, 90)), -timedelta(hours=2)])
    rule: Any = None
    if rng.random() < 0.6:
        freq = rng.choice(calendar_app.FREQUENCIES)
        rule = {"frequency": freq, "interval": rng.choice([1, 1, 2, 3])}
        if freq == "weekly" and rng.random() < 0.5:
            rule["weekdays"] = rng.sample(calendar_app.WEEKDAYS, rng.randint(1, 3))
        end_kind = rng.random()
        if end_kind < 0.3:
            rule["count"] = rng.randint(1, 40)
        elif end_kind < 0.6:
            rule["until"] = (start + timedelta(days=rng.randint(0, 300))).date().isoformat()
        elif end_kind < 0.65:
            rule = rng.choice([{"frequency": "hourly"}, "weekly", [1], {"until": 3}])
    excluded = [(start + timedelta(days=d)).date().isoformat() for d in rng.sample(range(60), 3)]
    return {
        "calendar_id": cal_id,
        "title": "t",
        "start_at": start,
        "end_at": start + length,
        "recurrence": rule,
        "excluded_dates": excluded if rng.random() < 0.3 else [],
        "created_at": ctx.clock.now(),
    }


def _add_random_events(rng: random.Random, ctx: WorldContext, n: int) -> None:
    """``n`` `_random_event` rows on the Work calendar."""
    work = cal(ctx, "Work")
    for _ in range(n):
        ctx.world.insert("calendar_events", _random_event(rng, ctx, work))


def test_window_candidates_hold_every_overlapping_event(ctx: WorldContext) -> None:
    """Window queries read events by start and by the `reach` key: every event with an
    occurrence in a window is among the candidates (400 random events, 300 windows)."""
    rng = random.Random(16)
    world = ctx.world
    _add_random_events(rng, ctx, 400)
    events = world.select("calendar_events")
    for _ in range(300):
        start = ctx.clock.now() + timedelta(
            days=rng.randint(-420, 400), minutes=rng.randint(-600, 600)
        )
        end = start + rng.choice([timedelta(0), timedelta(minutes=45), timedelta(days=15)])
        expected = {
            ev["id"] for ev in events if calendar_app._occurrences(ctx, ev, start, end, limit=1)
        }
        found = calendar_app._window_candidates(world, start, end)
        assert expected <= {ev["id"] for ev in found}, (start, end)
        assert [ev["id"] for ev in found] == sorted(
            (ev["id"] for ev in found), key=[e["id"] for e in events].index
        )


def test_the_reach_index_holds_every_event_with_a_reach(ctx: WorldContext) -> None:
    """The partial `reach` index leaves out only events whose key is None, and window
    queries read it (400 random events, lengths around `_SHORT_DAYS`)."""
    rng = random.Random(18)
    world = ctx.world
    _add_random_events(rng, ctx, 400)
    rows = world.query("SELECT id, start_at, end_at, recurrence FROM calendar_events")
    with_reach = {
        r["id"] for r in rows if calendar_app._reach(r["start_at"], r["end_at"], r["recurrence"])
    }
    indexed = {
        r["id"]
        for r in world.query(
            "SELECT id FROM calendar_events INDEXED BY kx_calendar_events__reach WHERE "
            + calendar_app._REACH_SQL,
            [""],
        )
    }
    assert 50 < len(with_reach) < len(rows)
    assert indexed == with_reach
    plan = world._conn.execute(
        "EXPLAIN QUERY PLAN SELECT id FROM calendar_events WHERE " + calendar_app._REACH_SQL, [""]
    ).fetchall()
    assert any("kx_calendar_events__reach" in row[3] for row in plan)


@pytest.mark.parametrize("zone", ["fixed", "Europe/Berlin"])
def test_busy_expands_every_series_that_touches_the_window(ctx: WorldContext, zone: str) -> None:
    """`_busy` (conflicts, free time) skips recurring series that `_may_occur` rules out
    without expanding them: it finds exactly what expanding every candidate finds, in
    a fixed-offset timezone and across daylight-saving changes (400 random events, 300
    windows of 0 minutes to 15 days)."""
    if zone != "fixed":
        reference = datetime(2025, 3, 28, 22, 15, tzinfo=ZoneInfo(zone))
        ctx = WorldContext(build_seeded_world(["calendar"], reference_time=reference))
    rng = random.Random(17)
    _add_random_events(rng, ctx, 400)
    for _ in range(300):
        start = ctx.clock.now().replace(minute=0, second=0) + timedelta(
            days=rng.randint(-420, 400),
            minutes=rng.choice([0, 15, 30, 60, -90]) * rng.randint(0, 9),
        )
        end = start + rng.choice(
            [timedelta(0), timedelta(minutes=45), timedelta(hours=3), timedelta(days=15)]
        )
        found = [(s, e, ev["id"]) for s, e, ev in calendar_app._busy(ctx, start, end)]
        assert found == _busy_by_expanding(ctx, start, end), (start, end)


def _busy_by_expanding(ctx: WorldContext, start: datetime, end: datetime) -> list[Any]:
    """`_busy` without its shortcuts: every candidate read afresh, the busy ones (timed,
    busy, not declined, on a visible calendar) expanded."""
    world = ctx.world
    return sorted(
        (
            (s, e, ev["id"])
            for ev in calendar_app._window_candidates(world, start, end)
            if not ev["is_all_day"]
            and ev["availability"] == "busy"
            and ev["my_response"] != "declined"
            and world.get("calendars", ev["calendar_id"])["is_visible"]
            for s, e in calendar_app._occurrences(ctx, ev, start, end)
        ),
        key=lambda t: t[0],
    )


def _random_calendar_write(rng: random.Random, ctx: WorldContext) -> None:
    """One random write through a calendar tool (some fail: that is fine)."""
    now = ctx.clock.now().replace(minute=0, second=0, tzinfo=None)
    start = now + timedelta(days=rng.randint(-20, 20), hours=rng.randint(-6, 6))
    hours = [0.5, 2, 23, 24, 24.5, 72, 288]  # around a day: where `_reach` starts
    length = timedelta(hours=rng.choice(hours))
    events = [r["id"] for r in ctx.world.select("calendar_events")]
    event = rng.choice(events) if events else "evt_0001"
    calendars = [r["id"] for r in ctx.world.select("calendars")]
    when = (start + timedelta(days=rng.randint(0, 3))).isoformat()
    choices: list[tuple[str, dict[str, Any]]] = [
        (
            "create_calendar_event",
            {
                "title": "x",
                "start": start.isoformat(),
                "end": (start + length).isoformat(),
                "availability": rng.choice(["busy", "busy", "free"]),
            },
        ),
        ("create_calendar_event", {"title": "y", "start": start.isoformat()}),
        ("create_all_day_event", {"title": "z", "start_date": start.date().isoformat()}),
        (
            "set_calendar_event_recurrence",
            {
                "event_id": event,
                "frequency": rng.choice(["daily", "weekly", "monthly"]),
                "count": rng.choice([None, 3, 20]),
            },
        ),
        ("remove_calendar_event_recurrence", {"event_id": event}),
        ("reschedule_calendar_event", {"event_id": event, "new_start": when}),
        ("cancel_calendar_event", {"event_id": event}),
        (
            "update_calendar_event",
            {"event_id": event, "availability": rng.choice(["busy", "free"])},
        ),
        ("respond_to_calendar_invitation", {"event_id": event, "response": "declined"}),
        ("duplicate_calendar_event", {"event_id": event, "new_start": when}),
        (
            "set_calendar_visibility",
            {"calendar_id": rng.choice(calendars), "visible": rng.random() < 0.6},
        ),
    ]
    name, args = rng.choice(choices)
    try:
        with ctx.world.transaction():
            call(ctx, name, **{k: v for k, v in args.items() if v is not None})
    except ToolError:
        pass


def test_busy_stays_exact_through_every_kind_of_write() -> None:
    """`_busy` keeps the recurring and long busy events between checks (and across the
    one-off events `create_calendar_event` adds): after each of 400 random writes
    through the tools, it finds exactly what expanding freshly read candidates finds."""
    ctx = WorldContext(build_seeded_world(["calendar"]))
    rng = random.Random(19)
    now = ctx.clock.now()
    for _ in range(400):
        _random_calendar_write(rng, ctx)
        for _ in range(2):
            start = now.replace(minute=0, second=0) + timedelta(
                days=rng.randint(-25, 25), hours=rng.randint(-12, 12)
            )
            end = start + rng.choice([timedelta(hours=1), timedelta(hours=30), timedelta(days=9)])
            ids = [r["id"] for r in ctx.world.select("calendar_events")]
            ignore = rng.choice(ids) if ids and rng.random() < 0.3 else None
            found = calendar_app._busy(ctx, start, end, ignore=ignore)
            expected = [t for t in _busy_by_expanding(ctx, start, end) if t[2] != ignore]
            assert [(s, e, ev["id"]) for s, e, ev in found] == expected, (start, end)


# ----------------------------------------------------------------------------- fuzz

# Parameter-name fragments -> id prefixes the fuzz prefers for them.
_HINTS: dict[str, tuple[str, ...]] = {
    "event": ("evt_",),
    "calendar": ("cal_",),
    "attendee": ("ct_", "sam.okafor@", "a@b.co"),
    "image": ("img_",),
}


@pytest.mark.parametrize("tool_name", [t.name for t in REGISTRY if t.domain == calendar_app.DOMAIN])
def test_fuzz_only_tool_errors(ctx: WorldContext, tool_name: str) -> None:
    pool = id_pool(
        ctx.world,
        calendar_app.DOMAIN,
        ["img_999", "evt_9999", "cal_9999", "sam.okafor@gmail.com", "a@b.co", "ct_0005"],
    )
    fuzz_tool(ctx, REGISTRY.get(tool_name), pool, _HINTS)


def test_every_calendar_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    tools = [t.name for t in REGISTRY if t.domain == calendar_app.DOMAIN]
    assert len(tools) >= 32
    assert [t for t in tools if f'"{t}"' not in source] == []
