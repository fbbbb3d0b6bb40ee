"""Calendar: calendars and events with attendees, recurrence, alerts and photos
(modelled on Apple/Google Calendar).

Times are stored in the device timezone (the clock's). An all-day event runs from
local midnight of its first day to local midnight after its last day. A recurring
event is one row with a simple rule (daily / weekly on some weekdays / monthly /
yearly, every ``interval``, ending after ``count`` occurrences or on ``until``);
read tools expand it into occurrences, and cancelled occurrences are kept in
``excluded_dates``. Attendees are contacts (or plain addresses) invited by email;
the owner is implicit: ``organizer_email`` is null for the owner's own events, and
``my_response`` is the owner's answer to an invitation.

The module is called ``calendar_app`` so it never shadows the standard library's
``calendar``; its domain name is ``"calendar"``.
"""

from __future__ import annotations

import json
import random
import re
from bisect import bisect_left
from collections.abc import Iterator, Sequence, Set
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta, timezone, tzinfo
from functools import cache
from typing import Annotated, Any, Literal

from PIL import Image, ImageDraw
from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains._common import (
    DataModel,
    create_named,
    display_name,
    load_domain_data,
    next_birthday,
    normalize_email,
    rename_recolor,
)
from mmtoolbench.sandbox.domains.contacts import seed_contact_id
from mmtoolbench.sandbox.world.schema import Column, KeyIndex, Table
from mmtoolbench.sandbox.world.sql import in_values
from mmtoolbench.sandbox.world.state import Owner, Row, World

DOMAIN = "calendar"
REQUIRES: tuple[str, ...] = ("contacts",)

COLORS = ("red", "orange", "yellow", "green", "blue", "purple", "brown", "gray")
RESPONSES = ("needs_action", "accepted", "declined", "tentative")
FREQUENCIES = ("daily", "weekly", "monthly", "yearly")
WEEKDAYS = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")

_EVENT_HINT = "use list_calendar_events or search_calendar_events to find event ids"

#: One-off events lasting at most this many days are found by their start alone (a
#: window query scans the events starting up to this long before the window; longer
#: ones, rare, are found by their `_reach`).
_SHORT_DAYS = 1
#: `_reach` of an event that repeats without end (sorts after every date).
_FOREVER = "9999-12-31"


def _reach(start_at: str, end_at: str, recurrence: str | None) -> str | None:
    """The ``reach`` key of an event (stored column values): None for a one-off event
    lasting at most `_SHORT_DAYS` days (window queries find it by its start), else the
    last local day, as ``YYYY-MM-DD`` with a day's margin, that one of its occurrences
    can touch (`_FOREVER` when it repeats without end). Computed with the same rule
    parsing and expansion as `_occurrences`."""
    try:
        first = datetime.fromisoformat(start_at)
        duration = max(datetime.fromisoformat(end_at) - first, timedelta(0))
        rule = _rule({"recurrence": None if recurrence is None else json.loads(recurrence)})
        if rule is None:
            if duration <= timedelta(days=_SHORT_DAYS):
                return None
            return (first + duration).date().isoformat()
        if rule["until"] is not None:
            last = date.fromisoformat(rule["until"])
        elif rule["count"] is not None:
            starts = list(_starts(rule, first, first, datetime.max.replace(tzinfo=first.tzinfo)))
            last = starts[-1].date() if starts else first.date()
        else:
            return _FOREVER
        return (last + duration + timedelta(days=2)).isoformat()
    except (ValueError, TypeError, OverflowError):
        return _FOREVER


_CAL_HINT = "use list_calendars to find calendar ids"

TABLES: tuple[Table, ...] = (
    Table(
        name="calendars",
        domain=DOMAIN,
        entity="calendar",
        id_prefix="cal",
        lookup_hint=_CAL_HINT,
        description="Calendars events belong to (Personal, Work, a subscribed holiday calendar...).",
        indexes=(("is_default", "is_read_only"),),
        key_indexes=(KeyIndex("folded_name", ("name",), lambda name: name.lower()),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Calendar id, e.g. cal_0002."),
            Column("name", "TEXT", not_null=True, unique=True),
            Column("color", "TEXT", not_null=True, default="blue", choices=COLORS),
            Column(
                "is_default",
                "BOOLEAN",
                not_null=True,
                default=False,
                description="New events go here when no calendar is given (one calendar).",
            ),
            Column(
                "is_visible",
                "BOOLEAN",
                not_null=True,
                default=True,
                description="Hidden calendars are left out of agendas and free-time search.",
            ),
            Column(
                "is_read_only",
                "BOOLEAN",
                not_null=True,
                default=False,
                description="Subscribed calendars whose events cannot be changed.",
            ),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="calendar_events",
        domain=DOMAIN,
        entity="calendar event",
        id_prefix="evt",
        lookup_hint=_EVENT_HINT,
        search_columns=("title", "location", "notes"),
        indexes=(("start_at", "end_at"),),
        # Recurring and long events: the last day they can reach (see `_reach`). Only
        # they are indexed: the condition keeps a little more than `_SHORT_DAYS` (their
        # key is None), so an event `_reach` gives a key is always in.
        key_indexes=(
            KeyIndex(
                "reach",
                ("start_at", "end_at", "recurrence"),
                _reach,
                where="recurrence IS NOT NULL OR "
                f"julianday(end_at) - julianday(start_at) > {_SHORT_DAYS - 0.01}",
            ),
        ),
        description="Events; a recurring event is one row with a recurrence rule.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Event id, e.g. evt_0007."),
            Column(
                "calendar_id", "TEXT", not_null=True, references="calendars.id", on_delete="CASCADE"
            ),
            Column("title", "TEXT", not_null=True),
            Column("start_at", "DATETIME", not_null=True, description="Start (first occurrence)."),
            Column("end_at", "DATETIME", not_null=True, description="End (first occurrence)."),
            Column("is_all_day", "BOOLEAN", not_null=True, default=False),
            Column("location", "TEXT"),
            Column("notes", "TEXT", not_null=True, default=""),
            Column(
                "availability",
                "TEXT",
                not_null=True,
                default="busy",
                choices=("busy", "free"),
                description="Whether the event blocks time in free-time search.",
            ),
            Column(
                "organizer_email",
                "TEXT",
                description="Who sent the invitation; null when the owner organizes it.",
            ),
            Column(
                "my_response",
                "TEXT",
                not_null=True,
                default="accepted",
                choices=RESPONSES,
                description="The owner's answer to an invitation (accepted for own events).",
            ),
            Column(
                "recurrence",
                "JSON",
                json_type=dict[str, Any],
                description='Rule, e.g. {"frequency": "weekly", "interval": 1, "weekdays": '
                '["MO", "WE"], "count": null, "until": "2025-12-31"}; null = one-off.',
            ),
            Column(
                "excluded_dates",
                "JSON",
                not_null=True,
                default=(),
                description="Cancelled occurrences of a recurring event, as 'YYYY-MM-DD'.",
            ),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="calendar_event_attendees",
        search_columns=("email",),
        domain=DOMAIN,
        entity="event attendee",
        id_prefix="evatt",
        description="People invited to events (the owner is implicit), with their RSVP.",
        unique_together=(("event_id", "email"),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "event_id",
                "TEXT",
                not_null=True,
                references="calendar_events.id",
                on_delete="CASCADE",
            ),
            Column(
                "contact_id",
                "TEXT",
                references="contacts.id",
                on_delete="SET NULL",
                description="The attendee's contact card, if any.",
            ),
            Column("email", "TEXT", not_null=True, description="Address the invitation went to."),
            Column("status", "TEXT", not_null=True, default="needs_action", choices=RESPONSES),
        ),
    ),
    Table(
        name="calendar_event_alerts",
        domain=DOMAIN,
        entity="event alert",
        id_prefix="evalr",
        description="Alerts (notifications) before events.",
        unique_together=(("event_id", "minutes_before"),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "event_id",
                "TEXT",
                not_null=True,
                references="calendar_events.id",
                on_delete="CASCADE",
            ),
            Column("minutes_before", "INTEGER", not_null=True, description="0 = at start."),
        ),
    ),
    Table(
        name="calendar_event_images",
        domain=DOMAIN,
        entity="event image",
        id_prefix="evimg",
        description="Photos attached to events (image ids of the episode's image store).",
        unique_together=(("event_id", "image_id"),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "event_id",
                "TEXT",
                not_null=True,
                references="calendar_events.id",
                on_delete="CASCADE",
            ),
            Column("image_id", "TEXT", not_null=True, description="Image id, e.g. img_3."),
            Column("caption", "TEXT"),
            Column("added_at", "DATETIME", not_null=True),
        ),
    ),
)

#: Events whose ``reach`` key (`_reach`) is not before a day, answered by its index.
_REACH_SQL = TABLES[1].key_indexes[0].sql_term("calendar_events", "{key} >= ?")
#: The ``reach`` key of an event, in SQL.
_REACH_KEY_SQL = TABLES[1].key_indexes[0].expression("calendar_events")

_EVENT_TABLES = (
    "calendar_events",
    "calendar_event_attendees",
    "calendar_event_alerts",
    "calendar_event_images",
)
_READS = ("calendars", *_EVENT_TABLES, "contacts", "contact_emails")

Color = Literal["red", "orange", "yellow", "green", "blue", "purple", "brown", "gray"]
Frequency = Literal["daily", "weekly", "monthly", "yearly"]
Weekday = Literal["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
Response = Literal["accepted", "declined", "tentative"]
Availability = Literal["busy", "free"]
EventId = Annotated[str, Field(min_length=1, max_length=64)]
CalendarId = Annotated[str, Field(min_length=1, max_length=64)]
Person = Annotated[str, Field(min_length=1, max_length=254)]
Title = Annotated[str, Field(min_length=1, max_length=200)]
Notes = Annotated[str, Field(max_length=5000)]
Location = Annotated[str, Field(max_length=300)]
Minutes = Annotated[int, Field(ge=0, le=40320)]
Limit = Annotated[int, Field(ge=1, le=100)]

MAX_ATTENDEES = 100
MAX_ALERTS = 5
MAX_IMAGES = 10
MAX_WINDOW_DAYS = 366
_MIN_YEAR, _MAX_YEAR = 1970, 2100
_MAX_STEPS = 20000

# ----------------------------------------------------------------------------- time helpers


def _local(ctx: WorldContext, value: datetime, what: str) -> datetime:
    """An argument datetime in the device timezone (naive = local), range-checked."""
    if not _MIN_YEAR <= value.year <= _MAX_YEAR:
        raise ToolError(f"{what} {value.isoformat()} is out of range (years 1970-2100)")
    return ctx.clock.localize(value).replace(microsecond=0)


def _day(value: date | None, what: str) -> date | None:
    if value is None:
        return None
    if isinstance(value, datetime):
        value = value.date()
    if not _MIN_YEAR <= value.year <= _MAX_YEAR:
        raise ToolError(f"{what} {value.isoformat()} is out of range (years 1970-2100)")
    return value


def _midnight(ctx: WorldContext, day: date) -> datetime:
    return datetime.combine(day, time(0), tzinfo=ctx.clock.tz)


def _stored(ctx: WorldContext, text: str) -> datetime:
    return ctx.clock.parse(text)


def _window(
    ctx: WorldContext, start_date: date | None, end_date: date | None, *, default_days: int = 1
) -> tuple[date, date]:
    start = _day(start_date, "start_date") or ctx.clock.today()
    end = _day(end_date, "end_date") or start + timedelta(days=default_days - 1)
    if end < start:
        raise ToolError(f"end_date {end} is before start_date {start}")
    if (end - start).days >= MAX_WINDOW_DAYS:
        raise ToolError(f"the range can span at most {MAX_WINDOW_DAYS} days; narrow it")
    return start, end


# ----------------------------------------------------------------------------- recurrence


def _rule(ev: Row) -> dict[str, Any] | None:
    """The event's recurrence rule, normalised; None for one-off (or malformed) rules."""
    rec = ev.get("recurrence")
    if not isinstance(rec, dict) or rec.get("frequency") not in FREQUENCIES:
        return None
    interval = rec.get("interval", 1)
    if isinstance(interval, bool) or not isinstance(interval, int) or interval < 1:
        interval = 1
    raw_days = rec.get("weekdays")
    weekdays = (
        [w for w in WEEKDAYS if w in raw_days]
        if isinstance(raw_days, list) and rec["frequency"] == "weekly"
        else []
    )
    count = rec.get("count")
    if isinstance(count, bool) or not isinstance(count, int) or count < 1:
        count = None
    until: date | None = None
    if isinstance(rec.get("until"), str):
        try:
            until = date.fromisoformat(rec["until"])
        except ValueError:
            until = None
    return {
        "frequency": rec["frequency"],
        "interval": interval,
        "weekdays": weekdays,
        "count": count,
        "until": until.isoformat() if until else None,
    }


def _starts(
    rule: dict[str, Any], first: datetime, win_start: datetime, win_end: datetime
) -> Iterator[datetime]:
    """Occurrence starts of a rule from ``first``, in order, stopping at ``win_end``."""
    freq, interval, count = rule["frequency"], int(rule["interval"]), rule["count"]
    until = date.fromisoformat(rule["until"]) if rule["until"] else None
    at, tz = first.time(), first.tzinfo
    k0 = 0
    if count is None and win_start > first:
        span = (win_start - first).days
        if freq == "daily":
            k0 = max(0, span // interval - 2)
        elif freq == "weekly":
            k0 = max(0, span // (7 * interval) - 2)
    first_day = first.date()
    monday = first_day - timedelta(days=first.weekday())
    days = [WEEKDAYS.index(w) for w in rule["weekdays"]] or [first.weekday()]
    produced = 0
    for k in range(k0, k0 + _MAX_STEPS):
        candidates: list[date] = []
        if freq == "daily":
            candidates = [first_day + timedelta(days=k * interval)]
        elif freq == "weekly":
            week = monday + timedelta(days=7 * interval * k)
            candidates = [week + timedelta(days=d) for d in days]
        else:
            months = k * interval * (12 if freq == "yearly" else 1)
            total = first.month - 1 + months
            year, month = first.year + total // 12, total % 12 + 1
            if year > _MAX_YEAR + 1:
                return
            try:
                candidates = [date(year, month, first.day)]
            except ValueError:
                candidates = []
        for day in candidates:
            if day < first_day:
                continue
            if count is not None and produced >= count:
                return
            if until is not None and day > until:
                return
            start = datetime.combine(day, at, tzinfo=tz)
            if start >= win_end or day.year > _MAX_YEAR + 1:
                return
            produced += 1
            yield start


@dataclass(frozen=True)
class _Series:
    """An event's occurrences as parsed from its row: the first one's start and
    length, the normalised rule (`_rule`, None for a one-off event) and the cancelled
    days; then what `_may_occur` derives from them: the first day, its Monday, the
    time of day (and its distance from midnight), the rule's weekday numbers and
    last day."""

    first: datetime
    duration: timedelta
    rule: dict[str, Any] | None
    excluded: frozenset[str]
    first_day: date
    monday: date
    at: time
    since_midnight: timedelta
    weekdays: tuple[int, ...]
    until: date | None


def _series(ctx: WorldContext, ev: Row) -> _Series:
    first = _stored(ctx, ev["start_at"])
    duration = max(_stored(ctx, ev["end_at"]) - first, timedelta(0))
    rule = _rule(ev)
    excluded = frozenset(str(d) for d in ev["excluded_dates"] or [] if isinstance(d, str))
    at = first.time()
    first_day = first.date()
    if rule is None:  # a one-off event (`_may_occur` reads none of the rest)
        return _Series(
            first, duration, None, excluded, first_day, first_day, at, _NO_TIME, (), None
        )
    weekdays = tuple(WEEKDAYS.index(w) for w in rule["weekdays"])
    return _Series(
        first,
        duration,
        rule,
        excluded,
        first_day=first_day,
        monday=first_day - timedelta(days=first.weekday()),
        at=at,
        since_midnight=datetime.combine(first_day, at) - datetime.combine(first_day, time(0)),
        weekdays=weekdays or (first.weekday(),),
        until=date.fromisoformat(rule["until"]) if rule["until"] else None,
    )


_NO_TIME = timedelta(0)
#: Parsed series a world keeps (`_cached_series`), at most this many.
_SERIES_CACHE = 4096


def _series_cache(world: World) -> dict[tuple[Any, ...], _Series]:
    """The world's parsed series (`_cached_series`)."""
    cache: dict[tuple[Any, ...], _Series] = world.derived("calendar.series", (), dict)
    return cache


def _decoded_event(raw: Row) -> Row:
    """An event row read undecoded (``SELECT *``) as `World.get` returns it."""
    rec = raw["recurrence"]
    return {
        **raw,
        "is_all_day": bool(raw["is_all_day"]),
        "recurrence": None if rec is None else json.loads(rec),
        "excluded_dates": json.loads(raw["excluded_dates"]),
    }


def _series_key(tz: tzinfo, raw: Row) -> tuple[Any, ...]:
    """Where `_cached_series` keeps the series of an event read undecoded: under the
    device timezone and the stored texts it is parsed from (so an edited event is
    parsed again and a stale entry is never used)."""
    return (tz, raw["start_at"], raw["end_at"], raw["recurrence"], raw["excluded_dates"])


def _cached_series(ctx: WorldContext, raw: Row, cache: dict[tuple[Any, ...], _Series]) -> _Series:
    """`_series` of an event read with undecoded ``recurrence`` and ``excluded_dates``,
    remembered in ``cache`` (`_series_cache`) under `_series_key`."""
    key = _series_key(ctx.clock.tz, raw)
    found = cache.get(key)
    if found is None:
        if len(cache) >= _SERIES_CACHE:
            cache.clear()
        rec = raw["recurrence"]
        ev = {
            "start_at": raw["start_at"],
            "end_at": raw["end_at"],
            "recurrence": None if rec is None else json.loads(rec),
            "excluded_dates": json.loads(raw["excluded_dates"]),
        }
        found = cache[key] = _series(ctx, ev)
    return found


def _occurrences(
    ctx: WorldContext, ev: Row, win_start: datetime, win_end: datetime, *, limit: int = 5000
) -> list[tuple[datetime, datetime]]:
    """(start, end) of the occurrences of ``ev`` overlapping [win_start, win_end), at
    most ``limit`` of them."""
    first = _stored(ctx, ev["start_at"])
    duration = max(_stored(ctx, ev["end_at"]) - first, timedelta(0))
    rule = _rule(ev)
    excluded = {str(d) for d in ev["excluded_dates"] or [] if isinstance(d, str)}
    return _occurrences_of(first, duration, rule, excluded, win_start, win_end, limit)


def _expand(
    series: _Series, win_start: datetime, win_end: datetime
) -> list[tuple[datetime, datetime]]:
    """`_occurrences` of a parsed series."""
    return _occurrences_of(
        series.first, series.duration, series.rule, series.excluded, win_start, win_end, 5000
    )


def _occurrences_of(
    first: datetime,
    duration: timedelta,
    rule: dict[str, Any] | None,
    excluded: Set[str],
    win_start: datetime,
    win_end: datetime,
    limit: int,
) -> list[tuple[datetime, datetime]]:
    starts: Iterator[datetime] | list[datetime] = (
        [first] if rule is None else _starts(rule, first, win_start - duration, win_end)
    )
    found = []
    for start in starts:
        end = start + duration
        if excluded and start.date().isoformat() in excluded:
            continue
        if (start < win_end and end > win_start) or (
            duration == timedelta(0) and win_start <= start < win_end
        ):
            found.append((start, end))
            if len(found) >= limit:
                break
    return found


def _describe_rule(rule: dict[str, Any] | None) -> str | None:
    if rule is None:
        return None
    unit = {"daily": "day", "weekly": "week", "monthly": "month", "yearly": "year"}[
        rule["frequency"]
    ]
    text = f"every {unit}" if rule["interval"] == 1 else f"every {rule['interval']} {unit}s"
    if rule["weekdays"]:
        text += " on " + ", ".join(rule["weekdays"])
    if rule["count"]:
        text += f", {rule['count']} times"
    if rule["until"]:
        text += f", until {rule['until']}"
    return text


# ----------------------------------------------------------------------------- people


def _owner(world: World) -> Owner:
    """`World.owner`, read once until the owner changes."""
    return world.derived("calendar.owner", ("owner",), lambda: world.owner)


def _contact_for_email(world: World, email: str) -> Row | None:
    rows = world.query(
        "SELECT c.* FROM contacts c JOIN contact_emails e ON e.contact_id = c.id "
        "WHERE e.address = ? ORDER BY c.rowid LIMIT 1",
        (email.lower(),),
        table="contacts",
    )
    return rows[0] if rows else None


def _name_for_email(world: World, email: str) -> str | None:
    owner = _owner(world)
    if email.lower() == owner.email.lower():
        return f"{owner.name} (me)"
    contact = _contact_for_email(world, email)
    return display_name(contact) if contact else None


def _resolve_person(ctx: WorldContext, person: str) -> tuple[str, Row | None]:
    """A contact id or an email address -> (email, contact or None)."""
    world = ctx.world
    text = person.strip()
    contact: Row | None
    if re.fullmatch(r"ct_\d+", text):
        contact = world.get("contacts", text)
        emails = world.select(
            "contact_emails", {"contact_id": contact["id"]}, order_by="is_primary DESC"
        )
        if not emails:
            raise ToolError(
                f"contact {text} ({display_name(contact)}) has no email address to "
                "send an invitation to; add one with add_contact_email or give an address"
            )
        email = str(emails[0]["address"])
    else:
        if "@" not in text:
            raise ToolError(
                f"{person!r} is neither a contact id nor an email address; use search_contacts "
                "to find the contact id"
            )
        email = normalize_email(text)
        contact = _contact_for_email(world, email)
    if email == _owner(world).email.lower():
        raise ToolError("you are always part of your own events; invite other people")
    return email, contact


# ----------------------------------------------------------------------------- views


def _calendar_row(world: World, calendar_id: str) -> Row:
    """The calendar with this id (`World.get`), remembered until the calendars change:
    every event view and check reads its calendar, and calendars are few and rarely
    written."""
    return dict(_known_calendar(world, calendar_id))


def _known_calendar(world: World, calendar_id: str) -> Row:
    """`_calendar_row` without the copy: never change it."""
    known: dict[str, Row] = world.derived("calendar.by_id", ("calendars",), dict)
    row = known.get(calendar_id)
    if row is None:
        row = known[calendar_id] = world.get("calendars", calendar_id)
    return row


def _visible(world: World, calendar_id: str) -> bool:
    """Whether the calendar with this id is visible."""
    return bool(_known_calendar(world, calendar_id)["is_visible"])


def _calendar(ctx: WorldContext, calendar_id: str) -> Row:
    return _calendar_row(ctx.world, calendar_id.strip())


def _event(ctx: WorldContext, event_id: str) -> Row:
    return ctx.world.get("calendar_events", event_id.strip())


def _find_default_calendar(world: World) -> Row | None:
    rows = world.select("calendars", {"is_default": True, "is_read_only": False}, limit=1)
    rows = rows or world.select("calendars", {"is_read_only": False}, limit=1)
    return rows[0] if rows else None


def _default_calendar(world: World) -> Row:
    row = world.derived("calendar.default", ("calendars",), lambda: _find_default_calendar(world))
    if row is None:
        raise ToolError("there is no writable calendar; create one with create_calendar")
    return dict(row)


def _writable_calendar(ctx: WorldContext, calendar_id: str | None) -> Row:
    if calendar_id is None:
        return _default_calendar(ctx.world)
    cal = _calendar(ctx, calendar_id)
    if cal["is_read_only"]:
        raise ToolError(
            f"calendar {cal['id']} ({cal['name']!r}) is a read-only subscribed calendar; "
            "use another calendar"
        )
    return cal


def _is_mine(world: World, ev: Row) -> bool:
    """Whether the owner organizes the event."""
    email = ev["organizer_email"]
    return email is None or str(email).lower() == _owner(world).email.lower()


def _organizer(world: World, ev: Row) -> dict[str, Any]:
    email = ev["organizer_email"]
    owner = _owner(world)
    if email is None or str(email).lower() == owner.email.lower():  # `_is_mine`
        return {"email": owner.email, "name": f"{owner.name} (me)", "is_me": True}
    return {"email": email, "name": _name_for_email(world, email), "is_me": False}


def _event_candidates(world: World, words: list[str]) -> set[str] | None:
    """Ids of the events whose title, location, notes or attendee names may contain
    every word (a superset, from the full-text indexes); None: look at every event."""
    me = f"{_owner(world).name} (me)".lower()
    found: set[str] | None = None
    for w in words:
        if len(w) < 3 or w in "(no name)" or w in me:
            continue  # cannot narrow (or matches names that are not stored as text)
        keys = world.matching("calendar_events", w)
        keys |= world.matching("calendar_event_attendees", w, "event_id")
        people = sorted(world.matching("contacts", w))
        if people:
            att = "calendar_event_attendees"
            keys |= {a["event_id"] for a in world.select(att, {"contact_id": people})}
            emails = [e["address"] for e in world.select("contact_emails", {"contact_id": people})]
            if emails:  # attendee emails are matched to contacts in lower case
                cond, params = in_values("lower(email)", emails)
                rows = world.query(f"SELECT event_id FROM {att} WHERE {cond}", params)
                keys |= {a["event_id"] for a in rows}
        found = keys if found is None else found & keys
    return found


#: An event's attendees (with their contact's names), alerts and images in one query:
#: ``part`` 0/1/2, in insertion order within each part; an alert's minutes and an
#: image's id and caption ride in the attendee columns ``status``, ``email``.
_PARTS_SQL = (
    "SELECT 0 AS part, a.rowid AS pos, a.contact_id, a.email, a.status, c.id AS found, "
    "c.first_name, c.last_name, c.company FROM calendar_event_attendees a "
    "LEFT JOIN contacts c ON c.id = a.contact_id WHERE a.event_id = ? "
    "UNION ALL SELECT 1, rowid, NULL, NULL, minutes_before, NULL, NULL, NULL, NULL "
    "FROM calendar_event_alerts WHERE event_id = ? "
    "UNION ALL SELECT 2, rowid, NULL, image_id, caption, NULL, NULL, NULL, NULL "
    "FROM calendar_event_images WHERE event_id = ? ORDER BY 1, 2"
)


def _contacts_for_emails(world: World, emails: Sequence[str]) -> dict[str, Row]:
    """`_contact_for_email` of several addresses in one query, by lower-cased address
    (the name columns of the first contact, in insertion order, holding it)."""
    keys = sorted({e.lower() for e in emails})
    cond, params = in_values("e.address", keys)
    found: dict[str, Row] = {}
    for r in world.query(
        "SELECT e.address AS address, c.first_name, c.last_name, c.company FROM contacts c "
        f"JOIN contact_emails e ON e.contact_id = c.id WHERE {cond} ORDER BY c.rowid",
        params,
    ):
        found.setdefault(r["address"], r)
    return found


def _attendee_views(world: World, rows: Sequence[Row]) -> list[dict[str, Any]]:
    """Views of attendee rows joined with their contact's name columns (``found``: the
    contact's id, null when there is no contact card). An attendee without a card is
    named as `_name_for_email` names its address (all looked up in one query)."""
    owner = _owner(world)
    me = owner.email.lower()
    missing = [a["email"] for a in rows if not a["found"] and a["email"].lower() != me]
    known = _contacts_for_emails(world, missing) if missing else {}
    out = []
    for a in rows:
        email = a["email"]
        if a["found"]:
            name: str | None = display_name(a)
        elif email.lower() == me:
            name = f"{owner.name} (me)"
        else:
            contact = known.get(email.lower())
            name = display_name(contact) if contact else None
        out.append(
            {"contact_id": a["contact_id"], "email": email, "name": name, "status": a["status"]}
        )
    return out


def _attendees(world: World, event_id: str) -> list[dict[str, Any]]:
    # Attendees in the order they were invited, with their contact's names.
    return _attendee_views(
        world,
        world.query(
            "SELECT a.contact_id, a.email, a.status, c.id AS found, c.first_name, c.last_name, "
            "c.company FROM calendar_event_attendees a LEFT JOIN contacts c "
            "ON c.id = a.contact_id WHERE a.event_id = ? ORDER BY a.rowid",
            (event_id,),
        ),
    )


_Parts = tuple[list[dict[str, Any]], list[int], list[dict[str, Any]]]


def _event_parts(world: World, event_id: str) -> _Parts:
    """The event's attendee views, sorted alert minutes and image views."""
    people: list[Row] = []
    alerts: list[int] = []
    images: list[dict[str, Any]] = []
    for r in world.query(_PARTS_SQL, (event_id, event_id, event_id)):
        if r["part"] == 0:
            people.append(r)
        elif r["part"] == 1:
            alerts.append(int(r["status"]))
        else:
            images.append({"image_id": r["email"], "caption": r["status"]})
    alerts.sort()
    return _attendee_views(world, people), alerts, images


def _times(ctx: WorldContext, ev: Row, start: datetime, end: datetime) -> dict[str, Any]:
    out: dict[str, Any] = {"start": ctx.clock.format(start), "end": ctx.clock.format(end)}
    if ev["is_all_day"]:
        last = (end - timedelta(seconds=1)).date() if end > start else start.date()
        out["start_date"] = start.date().isoformat()
        out["end_date"] = last.isoformat()
    return out


def _event_view(
    ctx: WorldContext,
    ev: Row,
    *,
    cal: Row | None = None,
    parts: _Parts | None = None,
) -> dict[str, Any]:
    """The full view of an event; ``cal`` (its calendar) and ``parts`` (`_event_parts`)
    when the caller already has them."""
    world = ctx.world
    if cal is None:
        cal = _calendar_row(world, ev["calendar_id"])
    attendees, alerts, images = parts if parts is not None else _event_parts(world, ev["id"])
    rule = _rule(ev)
    start, end = _stored(ctx, ev["start_at"]), _stored(ctx, ev["end_at"])
    return {
        "id": ev["id"],
        "title": ev["title"],
        "calendar_id": cal["id"],
        "calendar_name": cal["name"],
        **_times(ctx, ev, start, end),
        "is_all_day": ev["is_all_day"],
        "location": ev["location"],
        "notes": ev["notes"],
        "availability": ev["availability"],
        "organizer": _organizer(world, ev),
        "my_response": ev["my_response"],
        "is_recurring": rule is not None,
        "recurrence": rule,
        "recurrence_text": _describe_rule(rule),
        "excluded_dates": ev["excluded_dates"],
        "attendees": attendees,
        "alerts_minutes_before": alerts,
        "images": images,
    }


def _occurrence_view(
    ctx: WorldContext, ev: Row, cal: Row, start: datetime, end: datetime
) -> dict[str, Any]:
    return {
        "event_id": ev["id"],
        "title": ev["title"],
        "calendar_name": cal["name"],
        **_times(ctx, ev, start, end),
        "is_all_day": ev["is_all_day"],
        "location": ev["location"],
        "my_response": ev["my_response"],
        "is_recurring": _rule(ev) is not None,
        "occurrence_date": start.date().isoformat(),
    }


_Occurrence = tuple[datetime, datetime, Row, Row]  # start, end, event, calendar


def _occurrences_in(
    ctx: WorldContext, win_start: datetime, win_end: datetime, calendar_id: str | None = None
) -> list[_Occurrence]:
    """Occurrences in the window, of one calendar or of every visible calendar."""
    world = ctx.world
    cals: dict[str, Row] = {}
    found: list[_Occurrence] = []
    candidates = _window_candidates(world, win_start, win_end, calendar_id=calendar_id)
    for ev in candidates:
        cal = cals.get(ev["calendar_id"])
        if cal is None:
            cal = cals[ev["calendar_id"]] = _calendar_row(world, ev["calendar_id"])
        if not cal["is_visible"] and calendar_id is None:
            continue
        found.extend((s, e, ev, cal) for s, e in _occurrences(ctx, ev, win_start, win_end))
    return found


def _agenda_views(
    ctx: WorldContext, found: Sequence[_Occurrence], win_start: datetime, win_end: datetime
) -> list[dict[str, Any]]:
    """Views of the occurrences overlapping the window: by day, all-day first, by time."""
    items: list[tuple[date, int, datetime, dict[str, Any]]] = []
    for s, e, ev, cal in found:
        if (s < win_end and e > win_start) or (s == e and win_start <= s < win_end):
            shown_on = max(s, win_start).date()
            items.append(
                (shown_on, 0 if ev["is_all_day"] else 1, s, _occurrence_view(ctx, ev, cal, s, e))
            )
    items.sort(key=lambda t: (t[0], t[1], t[2]))
    return [view for *_, view in items]


def _agenda(
    ctx: WorldContext, win_start: datetime, win_end: datetime, *, calendar_id: str | None = None
) -> list[dict[str, Any]]:
    found = _occurrences_in(ctx, win_start, win_end, calendar_id)
    return _agenda_views(ctx, found, win_start, win_end)


def _busy(
    ctx: WorldContext, win_start: datetime, win_end: datetime, *, ignore: str | None = None
) -> list[tuple[datetime, datetime, Row]]:
    """Timed, busy, not-declined occurrences of visible calendars in the window.

    The candidates are those of `_window_candidates` that are busy: the short one-off
    events near the window, read by their start, and the busy events with a `_reach`
    not before it, taken from `_busy_reach` (read and parsed once, not on every check).
    """
    world = ctx.world
    out = []
    cache = _series_cache(world)
    short_lo, lo, hi, reach_lo = _window_bounds(world, win_start, win_end)
    sql, args = _SHORT_BUSY_SQL, [short_lo, hi, lo, lo]
    if ignore is not None:
        sql, args = _SHORT_BUSY_SQL + " AND id != ?", [*args, ignore]
    found: dict[int, tuple[Row, _Series | None]] = {}
    for row in world.query(sql, args):
        if _visible(world, row["calendar_id"]):
            found[row.pop("_rid")] = (row, None)
    reach = _busy_reach(ctx, reach_lo)
    for _, rowid, row, series in reach.entries[bisect_left(reach.reaches, reach_lo) :]:
        if row["start_at"] < hi and row["id"] != ignore and _visible(world, row["calendar_id"]):
            found[rowid] = (row, series)  # (also read by start when it starts nearby)
    # The window as wall-clock times of its timezone (see `_may_occur`).
    tz = win_start.tzinfo if win_start.tzinfo is win_end.tzinfo else None
    ws, we = win_start.replace(tzinfo=None), win_end.replace(tzinfo=None)
    clock_tz = ctx.clock.tz
    for rowid in sorted(found):  # insertion order, as `_window_candidates`
        ev, known = found[rowid]
        series = known or cache.get(_series_key(clock_tz, ev)) or _cached_series(ctx, ev, cache)
        if series.rule is not None and not _may_occur(series, tz, ws, we):
            continue
        for start, end in _expand(series, win_start, win_end):
            out.append((start, end, ev))
    out.sort(key=lambda t: t[0])
    return out


@dataclass(frozen=True)
class _BusyReach:
    """The busy events whose `_reach` is not before ``since`` (recurring or long events
    not over by then), parsed: ``entries`` are ``(reach, rowid, row, series)`` sorted
    by reach (``reaches``, for bisecting), each row with `_BUSY_COLUMNS` as stored. Rows
    are shared: never change them."""

    since: str
    reaches: list[str]
    entries: list[tuple[str, int, Row, _Series]]


#: `World.derived` name and tables of `_busy_reach`.
_BUSY_REACH, _BUSY_REACH_TABLES = "calendar.busy_reach", ("calendar_events",)
#: How much earlier than the window asking for it `_busy_reach` reads (so that windows
#: a little earlier do not read it again).
_REACH_SLACK = timedelta(days=30)


def _busy_reach(ctx: WorldContext, reach_lo: str) -> _BusyReach:
    """The busy events with a `_reach` not before ``reach_lo`` (and some more), read
    and parsed once until the events change (`create_calendar_event` keeps them across
    the one-off events it adds) or a window reaches back further."""
    world = ctx.world
    held: dict[str, _BusyReach] = world.derived(_BUSY_REACH, _BUSY_REACH_TABLES, dict)
    found = held.get("")
    if found is not None and found.since <= reach_lo:
        return found
    try:
        since = (date.fromisoformat(reach_lo) - _REACH_SLACK).isoformat() if reach_lo else ""
    except (ValueError, OverflowError):
        since = ""
    cache = _series_cache(world)
    rows = world.query(
        f"SELECT rowid AS _rid, {_REACH_KEY_SQL} AS _reach, {_BUSY_COLUMNS} "
        f"FROM calendar_events WHERE {_REACH_SQL}{_BUSY_SQL}",
        [since],
    )
    entries = sorted(
        (row.pop("_reach"), row.pop("_rid"), row, _cached_series(ctx, row, cache)) for row in rows
    )
    found = held[""] = _BusyReach(since, [e[0] for e in entries], entries)
    return found


#: The columns `_busy` reads (undecoded) of each candidate event.
_BUSY_COLUMNS = "id, calendar_id, title, start_at, end_at, recurrence, excluded_dates"
#: `_may_occur` looks at most this many candidate days, else says "maybe".
_QUICK_DAYS = 16


def _may_occur(series: _Series, tz: tzinfo | None, ws: datetime, we: datetime) -> bool:
    """Whether a recurring series may have an occurrence that `_expand` would find in
    the window [``ws``, ``we``) (naive wall-clock times of timezone ``tz``): False only
    when none of the few days such an occurrence could start on fits the rule (a quick
    test that spares expanding the series; True means "expand it and see").

    An occurrence starts at the first one's time of day on a day of the series and
    is found only if it starts before the window's end and ends at or after its
    start. The series and the window share the device timezone, in which datetimes
    compare and add as wall-clock times, as `_starts` and `_expand` do.
    """
    rule, first = series.rule, series.first
    if rule is None or first.tzinfo is not tz:
        return True
    duration, since_midnight = series.duration, series.since_midnight
    try:
        lo = max((ws - duration - since_midnight).date(), series.first_day)
        hi = (we - since_midnight).date()
    except OverflowError:
        return True
    if (hi - lo).days >= _QUICK_DAYS:
        return True
    freq, interval, until = rule["frequency"], rule["interval"], series.until
    day = lo
    while day <= hi:
        if until is not None and day > until:
            return False
        if freq == "daily":
            fits = (day - series.first_day).days % interval == 0
        elif freq == "weekly":
            fits = (
                day.weekday() in series.weekdays and (day - series.monday).days // 7 % interval == 0
            )
        else:
            step = interval * (12 if freq == "yearly" else 1)
            months = (day.year - first.year) * 12 + day.month - first.month
            fits = day.day == first.day and months % step == 0
        if fits and day.isoformat() not in series.excluded:
            start = datetime.combine(day, series.at)
            if start < we and start + duration >= ws:
                return True
        day += timedelta(days=1)
    return False


#: Margins of `_window_candidates` bounds (device timezone with a fixed offset or not).
_FIXED_MARGIN, _DST_MARGIN = timedelta(seconds=1), timedelta(hours=3)
_SHORT_SPAN, _ONE_DAY = timedelta(days=_SHORT_DAYS), timedelta(days=1)
#: The two index ranges of `_window_candidates`: short one-off events by start, the
#: others by their reach (``{cols}``, ``{cond}``: the columns read and extra conditions).
_SHORT_RANGE_SQL = (
    "SELECT rowid AS _rid, {cols} FROM calendar_events WHERE start_at >= ? AND start_at < ? "
    "AND (end_at >= ? OR start_at >= ?){cond}"
)
_CANDIDATES_SQL = (
    f"{_SHORT_RANGE_SQL} UNION ALL "
    f"SELECT rowid AS _rid, {{cols}} FROM calendar_events WHERE {_REACH_SQL} "
    "AND start_at < ?{cond}"
)
#: `_busy`'s conditions on candidates (the calendar's visibility is tested on the rows
#: read, `_visible`).
_BUSY_SQL = " AND is_all_day = 0 AND availability = 'busy' AND my_response != 'declined'"
#: `_busy`'s short one-off candidates (the first range of `_CANDIDATES_SQL`).
_SHORT_BUSY_SQL = _SHORT_RANGE_SQL.format(cols=_BUSY_COLUMNS, cond=_BUSY_SQL)


def _window_bounds(world: World, win_start: datetime, win_end: datetime) -> tuple[str, ...]:
    """What `_window_candidates` compares stored events with: the earliest start of a
    short one-off event that can reach the window, the earliest end (or start) of one
    that does, the latest start of any that does (local ISO text, seconds), and the
    earliest `_reach` of the others."""
    tz = world.clock.tz

    def bound(at: datetime, shift: timedelta, fallback: str) -> str:
        try:
            moved = at + shift
            if moved.tzinfo is not tz:  # (a datetime of the device timezone is local)
                moved = world.clock.localize(moved)
        except OverflowError:
            return fallback
        return moved.isoformat(timespec="seconds")[:19]

    # Local wall-clock text compares in time order; 3 hours of margin cover a change
    # of UTC offset (daylight saving time) between the bounds and stored times, which
    # a fixed-offset device timezone never has (there a second covers the bounds'
    # fractions of a second, cut off below).
    margin = _FIXED_MARGIN if isinstance(tz, timezone) else _DST_MARGIN
    short_lo = bound(win_start, -margin - _SHORT_SPAN, "")
    lo = bound(win_start, -margin, "")
    hi = bound(win_end, margin, "~")  # "~" sorts after every date
    try:
        reach_lo = (win_start - _ONE_DAY).date().isoformat()
    except OverflowError:
        reach_lo = ""
    return short_lo, lo, hi, reach_lo


def _window_candidates(
    world: World,
    win_start: datetime,
    win_end: datetime,
    *,
    calendar_id: str | None = None,
    where: str = "",
    params: Sequence[Any] = (),
) -> list[Row]:
    """Events that may have an occurrence in the window, in insertion order: the one-off
    events lasting at most `_SHORT_DAYS` day that start near it and do not end before
    it, and the recurring or longer ones whose `_reach` is not before it (stored
    start/end are ISO text in the device timezone, compared with a margin).
    ``calendar_id``: of that calendar only; ``where``: an extra SQL condition on the
    event's columns, with ``params``. (`_busy` finds busy candidates the same way.)"""

    short_lo, lo, hi, reach_lo = _window_bounds(world, win_start, win_end)
    cond = ""
    extra: list[Any] = []
    if calendar_id is not None:
        cond += " AND +calendar_id = ?"
        extra.append(calendar_id)
    if where:
        cond += f" AND ({where})"
        extra.extend(params)
    sql = _CANDIDATES_SQL.format(cols="*", cond=cond)
    args = [short_lo, hi, lo, lo, *extra, reach_lo, hi, *extra]
    rows = world.query(sql, args, table="calendar_events")
    # A recurring or long event starting in the window is in both ranges: kept once.
    found = {row.pop("_rid"): row for row in rows}
    return [found[rowid] for rowid in sorted(found)]


def _conflicts(
    ctx: WorldContext, start: datetime, end: datetime, *, ignore: str | None = None
) -> list[dict[str, Any]]:
    if end <= start:
        return []
    return [
        {
            "event_id": ev["id"],
            "title": ev["title"],
            "start": ctx.clock.format(s),
            "end": ctx.clock.format(e),
        }
        for s, e, ev in _busy(ctx, start, end, ignore=ignore)
    ]


def _must_organize(ctx: WorldContext, ev: Row, action: str) -> Row:
    cal = _calendar_row(ctx.world, ev["calendar_id"])
    if cal["is_read_only"]:
        raise ToolError(
            f"event {ev['id']} ({ev['title']!r}) is on the read-only calendar {cal['name']!r}; "
            f"it cannot be {action}"
        )
    if not _is_mine(ctx.world, ev):
        who = _name_for_email(ctx.world, ev["organizer_email"]) or ev["organizer_email"]
        raise ToolError(
            f"event {ev['id']} ({ev['title']!r}) was organized by {who}; only the organizer can "
            f"have it {action}. Use respond_to_calendar_invitation to accept or decline"
        )
    return cal


def _timed_span(
    ctx: WorldContext, start: datetime, end: datetime | None, duration: timedelta
) -> tuple[datetime, datetime]:
    s = _local(ctx, start, "start")
    e = _local(ctx, end, "end") if end is not None else s + duration
    if e <= s:
        raise ToolError(f"end {ctx.clock.format(e)} must be after start {ctx.clock.format(s)}")
    if e - s > timedelta(days=31):
        raise ToolError("a timed event can last at most 31 days; use an all-day event")
    return s, e


def _make_rule(
    frequency: str,
    interval: int,
    weekdays: Sequence[str] | None,
    count: int | None,
    until: date | None,
    first: datetime,
) -> dict[str, Any]:
    if weekdays and frequency != "weekly":
        raise ToolError("weekdays can only be given for a weekly frequency")
    if count is not None and until is not None:
        raise ToolError("give count or until, not both")
    end = _day(until, "until")
    if end is not None and end < first.date():
        raise ToolError(f"until {end} is before the event's first day {first.date()}")
    return {
        "frequency": frequency,
        "interval": interval,
        "weekdays": [w for w in WEEKDAYS if w in (weekdays or [])],
        "count": count,
        "until": end.isoformat() if end else None,
    }


def _insert_event(
    ctx: WorldContext,
    cal: Row,
    title: str,
    start: datetime,
    end: datetime,
    *,
    is_all_day: bool,
    location: str | None,
    notes: str,
    availability: str,
    recurrence: dict[str, Any] | None,
    people: Sequence[tuple[str, Row | None]],
    alerts: Sequence[int],
) -> Row:
    world = ctx.world
    values = {
        "calendar_id": cal["id"],
        "title": title,
        "start_at": start,
        "end_at": end,
        "is_all_day": is_all_day,
        "location": location,
        "notes": notes,
        "availability": availability,
        "recurrence": recurrence,
        "created_at": ctx.clock.now(),
    }
    if not people and not alerts:  # one write: all or nothing by itself
        return world.insert("calendar_events", values)
    with world.transaction():
        ev = world.insert("calendar_events", values)
        for email, contact in people:
            world.insert(
                "calendar_event_attendees",
                {
                    "event_id": ev["id"],
                    "contact_id": contact["id"] if contact else None,
                    "email": email,
                },
            )
        for minutes in alerts:
            world.insert("calendar_event_alerts", {"event_id": ev["id"], "minutes_before": minutes})
    return ev


def _clean_title(title: str) -> str:
    text = title.strip()
    if not text:
        raise ToolError("title must not be blank")
    return text


def _people(ctx: WorldContext, attendees: Sequence[str] | None) -> list[tuple[str, Row | None]]:
    people: dict[str, Row | None] = {}
    for person in attendees or []:
        email, contact = _resolve_person(ctx, person)
        people.setdefault(email, contact)
    return list(people.items())


def _occurs_on(ctx: WorldContext, ev: Row, day: date) -> bool:
    start = _midnight(ctx, day)
    return any(s.date() == day for s, _ in _occurrences(ctx, ev, start, start + timedelta(days=1)))


# ----------------------------------------------------------------------------- read tools


@tool(domain=DOMAIN, reads=("calendars", "calendar_events"))
def list_calendars(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the calendars with their color, default/visible/read-only flags and how many
    events each holds.

    Returns:
        Calendars: id (e.g. "cal_0002"), name, color, is_default, is_visible,
        is_read_only, event_count.
    """
    world = ctx.world
    return [
        {
            "id": c["id"],
            "name": c["name"],
            "color": c["color"],
            "is_default": c["is_default"],
            "is_visible": c["is_visible"],
            "is_read_only": c["is_read_only"],
            "event_count": world.count("calendar_events", {"calendar_id": c["id"]}),
        }
        for c in world.select("calendars")
    ]


@tool(domain=DOMAIN, reads=_READS)
def list_calendar_events(
    ctx: WorldContext,
    start_date: date,
    end_date: date | None = None,
    calendar_id: CalendarId | None = None,
) -> list[dict[str, Any]]:
    """List event occurrences between two days (inclusive), in time order, with
    recurring events expanded. Hidden calendars are skipped unless asked for by id.

    Args:
        start_date: First day, "YYYY-MM-DD".
        end_date: Last day, "YYYY-MM-DD" (same as start_date when omitted; at most a year
            later).
        calendar_id: Only this calendar, e.g. "cal_0002".

    Returns:
        Occurrences: event_id, title, calendar_name, start, end, is_all_day,
        location, my_response, is_recurring, occurrence_date.
    """
    first, last = _window(ctx, start_date, end_date)
    cal_id = _calendar(ctx, calendar_id)["id"] if calendar_id is not None else None
    return _agenda(
        ctx,
        _midnight(ctx, first),
        _midnight(ctx, last + timedelta(days=1)),
        calendar_id=cal_id,
    )


@tool(domain=DOMAIN, reads=_READS)
def get_calendar_event(ctx: WorldContext, event_id: EventId) -> dict[str, Any]:
    """Get an event with all its details: times, location, notes, organizer, attendees
    and their RSVPs, recurrence, alerts and attached images.

    Args:
        event_id: Id of the event, e.g. "evt_0007".
    """
    return _event_view(ctx, _event(ctx, event_id))


@tool(domain=DOMAIN, reads=_READS)
def search_calendar_events(
    ctx: WorldContext,
    query: Annotated[str, Field(min_length=1, max_length=200)],
    start_date: date | None = None,
    end_date: date | None = None,
    limit: Limit = 20,
) -> dict[str, Any]:
    """Search events by words in their title, location, notes or attendee names
    (case-insensitive; every word must appear).

    Args:
        query: Words to look for, e.g. "dentist" or "book club".
        start_date: Only events with an occurrence on or after this day, "YYYY-MM-DD".
        end_date: Only events with an occurrence on or before this day, "YYYY-MM-DD".
        limit: Maximum number of events.

    Returns:
        {"results": [events with their next or first matching occurrence], "total_matches"}.
    """
    world = ctx.world
    first = _day(start_date, "start_date")
    last = _day(end_date, "end_date")
    if first and last and last < first:
        raise ToolError(f"end_date {last} is before start_date {first}")
    win_start = _midnight(ctx, first or date(_MIN_YEAR, 1, 1))
    win_end = _midnight(ctx, (last or date(_MAX_YEAR, 12, 30)) + timedelta(days=1))
    words = query.lower().split()
    if not words:
        return {"results": [], "total_matches": 0}
    found: list[tuple[Row, tuple[datetime, datetime]]] = []
    keys = _event_candidates(world, words)
    sql, ids = "SELECT * FROM calendar_events", list[Any]()
    if keys is not None:
        cond, ids = in_values("id", sorted(keys))
        sql += f" WHERE {cond}"
    # Undecoded rows (the results are decoded below): each event's series is parsed
    # once per world (`_cached_series`).
    cache, tz, now = _series_cache(world), ctx.clock.tz, ctx.clock.now()
    for ev in world.query(sql + " ORDER BY start_at, rowid", ids):
        # Words never hold spaces, so each must appear in one of the texts: attendee
        # names are looked up only for the words the event's own text lacks.
        own = " ".join([ev["title"], ev["location"] or "", ev["notes"]]).lower()
        missing = [w for w in words if w not in own]
        if missing:
            people = _attendees(world, ev["id"])
            names = " ".join(str(a["name"] or a["email"]) for a in people).lower()
            if not all(w in names for w in missing):
                continue
        series = cache.get(_series_key(tz, ev)) or _cached_series(ctx, ev, cache)
        parts = (series.first, series.duration, series.rule, series.excluded)
        occ = _occurrences_of(*parts, max(win_start, now), win_end, 1)
        if not occ:
            occ = _occurrences_of(*parts, win_start, win_end, 1)
        if not occ:
            continue
        found.append((ev, occ[0]))
    cals: dict[str, Row] = {}
    results = []
    for raw, (s, e) in found[:limit]:
        ev = _decoded_event(raw)
        cal = cals.get(ev["calendar_id"])
        if cal is None:
            cal = cals[ev["calendar_id"]] = _calendar_row(world, ev["calendar_id"])
        results.append(_occurrence_view(ctx, ev, cal, s, e))
    return {"results": results, "total_matches": len(found)}


@tool(domain=DOMAIN, reads=_READS)
def list_day_agenda(ctx: WorldContext, day: date | None = None) -> dict[str, Any]:
    """The agenda of one day: all-day events first, then timed events in order.

    Args:
        day: The day, "YYYY-MM-DD"; today when omitted.
    """
    d = _day(day, "day") or ctx.clock.today()
    start = _midnight(ctx, d)
    return {
        "date": d.isoformat(),
        "weekday": d.strftime("%A"),
        "events": _agenda(ctx, start, start + timedelta(days=1)),
    }


@tool(domain=DOMAIN, reads=_READS)
def list_week_agenda(ctx: WorldContext, day: date | None = None) -> dict[str, Any]:
    """The agenda of the week (Monday to Sunday) containing a day, grouped by day.

    Args:
        day: Any day of the week, "YYYY-MM-DD"; this week when omitted.
    """
    d = _day(day, "day") or ctx.clock.today()
    monday = d - timedelta(days=d.weekday())
    week_start = _midnight(ctx, monday)
    found = _occurrences_in(ctx, week_start, week_start + timedelta(days=7))
    days = []
    for i in range(7):
        current = monday + timedelta(days=i)
        start = _midnight(ctx, current)
        days.append(
            {
                "date": current.isoformat(),
                "weekday": current.strftime("%A"),
                "events": _agenda_views(ctx, found, start, start + timedelta(days=1)),
            }
        )
    return {"week_start": monday.isoformat(), "days": days}


@tool(domain=DOMAIN, reads=_READS)
def list_upcoming_calendar_events(
    ctx: WorldContext, days: Annotated[int, Field(ge=1, le=366)] = 7, limit: Limit = 20
) -> list[dict[str, Any]]:
    """List the next event occurrences from now on (events in progress included).

    Args:
        days: How many days ahead to look.
        limit: Maximum number of occurrences.
    """
    now = ctx.clock.now()
    return _agenda(ctx, now, now + timedelta(days=days))[:limit]


@tool(domain=DOMAIN, reads=_READS)
def find_free_time_slots(
    ctx: WorldContext,
    duration_minutes: Annotated[int, Field(ge=5, le=720)],
    start_date: date | None = None,
    end_date: date | None = None,
    day_start: time = time(9, 0),
    day_end: time = time(17, 0),
    include_weekends: bool = False,
) -> list[dict[str, Any]]:
    """Find free time of at least a given length between busy events, within working
    hours, from now on. All-day, "free" and declined events do not block time.

    Args:
        duration_minutes: Length needed, in minutes.
        start_date: First day to search, "YYYY-MM-DD"; today when omitted.
        end_date: Last day to search, "YYYY-MM-DD" (at most 14 days after start_date);
            start_date + 6 days when omitted.
        day_start: Start of the searchable hours each day, "HH:MM" (default 09:00).
        day_end: End of the searchable hours each day, "HH:MM" (default 17:00).
        include_weekends: Also search Saturdays and Sundays.

    Returns:
        Free slots: {"start", "end", "minutes"} (at most 50).
    """
    first, last = _window(ctx, start_date, end_date, default_days=7)
    if (last - first).days > 14:
        raise ToolError("search at most 15 days at a time")
    opens, closes = day_start.replace(tzinfo=None), day_end.replace(tzinfo=None)
    if closes <= opens:
        raise ToolError(f"day_end {closes:%H:%M} must be after day_start {opens:%H:%M}")
    need = timedelta(minutes=duration_minutes)
    now = ctx.clock.now()
    earliest = now.replace(second=0, microsecond=0)
    if earliest < now:
        earliest += timedelta(minutes=1)
    earliest += timedelta(minutes=-earliest.minute % 15)
    spans: list[tuple[datetime, datetime]] = []
    tz = ctx.clock.tz
    # Busy occurrences of the whole range, read once; each day keeps those overlapping
    # its hours (the same test `_occurrences` applies to a window).
    busy = _busy(ctx, datetime.combine(first, opens, tz), datetime.combine(last, closes, tz))
    day = first
    while day <= last and len(spans) < 50:
        if include_weekends or day.weekday() < 5:
            ws = datetime.combine(day, opens, tzinfo=tz)
            we = datetime.combine(day, closes, tzinfo=tz)
            cursor = max(ws, earliest)
            for s, e, _ in busy:
                if not ((s < we and e > ws) or (s == e and ws <= s < we)):
                    continue
                if s - cursor >= need:
                    spans.append((cursor, s))
                cursor = max(cursor, e)
            if we - cursor >= need:
                spans.append((cursor, we))
        day += timedelta(days=1)
    return [
        {
            "start": ctx.clock.format(s),
            "end": ctx.clock.format(e),
            "minutes": int((e - s).total_seconds() // 60),
        }
        for s, e in spans[:50]
    ]


@tool(domain=DOMAIN, reads=_READS)
def check_calendar_conflicts(
    ctx: WorldContext,
    start: datetime,
    end: datetime,
    ignore_event_id: EventId | None = None,
) -> dict[str, Any]:
    """Check whether a time range overlaps busy events (declined, "free" and all-day
    events are ignored).

    Args:
        start: Start, ISO-8601 like "2025-06-17T14:00:00" (local time unless an offset
            is given).
        end: End, ISO-8601.
        ignore_event_id: An event to leave out, e.g. the one being moved ("evt_0007").

    Returns:
        {"has_conflict": bool, "conflicts": [{event_id, title, start, end}]}.
    """
    s, e = _timed_span(ctx, start, end, timedelta(0))
    if ignore_event_id is not None:
        _event(ctx, ignore_event_id)
    found = _conflicts(ctx, s, e, ignore=ignore_event_id.strip() if ignore_event_id else None)
    return {"has_conflict": bool(found), "conflicts": found}


@tool(domain=DOMAIN, reads=_READS)
def list_calendar_invitations(ctx: WorldContext) -> list[dict[str, Any]]:
    """List invitations from other people you have not answered yet (upcoming events
    whose my_response is "needs_action"), soonest first."""
    now = ctx.clock.now()
    out = []
    window_end = now + timedelta(days=MAX_WINDOW_DAYS)
    for ev in _window_candidates(ctx.world, now, window_end, where="my_response = 'needs_action'"):
        if _is_mine(ctx.world, ev):
            continue
        occ = _occurrences(ctx, ev, now, window_end, limit=1)
        if occ:
            view = _event_view(ctx, ev)
            view.update({"next_start": ctx.clock.format(occ[0][0])})
            out.append(view)
    out.sort(key=lambda v: str(v["next_start"]))
    return out


@tool(domain=DOMAIN, reads=("contacts",))
def list_calendar_birthdays(
    ctx: WorldContext, start_date: date | None = None, end_date: date | None = None
) -> list[dict[str, Any]]:
    """The Birthdays calendar: contacts' birthdays between two days, soonest first.

    Args:
        start_date: First day, "YYYY-MM-DD"; today when omitted.
        end_date: Last day, "YYYY-MM-DD"; 30 days after start_date when omitted
            (at most a year).
    """
    first, last = _window(ctx, start_date, end_date, default_days=31)
    found = []
    for c in ctx.world.select("contacts"):
        if not c["birthday"]:
            continue
        try:
            born = date.fromisoformat(c["birthday"])
            day = next_birthday(born, first)
        except (ValueError, AssertionError):
            continue
        if day <= last:
            found.append(
                {
                    "contact_id": c["id"],
                    "name": display_name(c),
                    "date": day.isoformat(),
                    "weekday": day.strftime("%A"),
                    "turning": day.year - born.year if born.year > 1900 else None,
                }
            )
    found.sort(key=lambda b: (b["date"], b["name"]))
    return found


@tool(domain=DOMAIN, reads=_READS)
def list_calendar_event_attendees(ctx: WorldContext, event_id: EventId) -> dict[str, Any]:
    """List who is invited to an event and how they answered, with the organizer.

    Args:
        event_id: Id of the event, e.g. "evt_0007".
    """
    ev = _event(ctx, event_id)
    people = _attendees(ctx.world, ev["id"])
    counts = {r: sum(1 for p in people if p["status"] == r) for r in RESPONSES}
    return {
        "event_id": ev["id"],
        "title": ev["title"],
        "organizer": _organizer(ctx.world, ev),
        "my_response": ev["my_response"],
        "attendees": people,
        "counts": counts,
    }


# ----------------------------------------------------------------------------- create / change


@tool(domain=DOMAIN, reads=_READS, writes=_EVENT_TABLES)
def create_calendar_event(
    ctx: WorldContext,
    title: Title,
    start: datetime,
    end: datetime | None = None,
    calendar_id: CalendarId | None = None,
    location: Location | None = None,
    notes: Notes = "",
    attendees: Annotated[list[Person], Field(max_length=MAX_ATTENDEES)] | None = None,
    alert_minutes_before: Annotated[list[Minutes], Field(max_length=MAX_ALERTS)] | None = None,
    availability: Availability = "busy",
) -> dict[str, Any]:
    """Create a timed event, optionally inviting people. Overlaps are allowed but
    reported in "conflicts".

    Args:
        title: Event title, e.g. "Lunch with Maya".
        start: Start, ISO-8601 like "2025-06-18T12:30:00" (local time unless an offset is
            given).
        end: End, ISO-8601; one hour after start when omitted.
        calendar_id: Calendar to put it on, e.g. "cal_0002"; the default calendar when
            omitted.
        location: Where it happens.
        notes: Notes.
        attendees: People to invite: contact ids (e.g. "ct_0009") or email addresses.
        alert_minutes_before: Alerts, in minutes before the start, e.g. [10, 60].
        availability: "busy" (blocks time) or "free".

    Returns:
        The new event (with its id) and the busy events it overlaps.
    """
    world = ctx.world
    cal = _writable_calendar(ctx, calendar_id)
    text = _clean_title(title)
    s, e = _timed_span(ctx, start, end, timedelta(hours=1))
    people = _people(ctx, attendees)
    alerts = sorted(set(alert_minutes_before or []))
    conflicts = _conflicts(ctx, s, e)
    stamp = world.write_stamp(_BUSY_REACH_TABLES)
    ev = _insert_event(
        ctx,
        cal,
        text,
        s,
        e,
        is_all_day=False,
        location=(location or "").strip() or None,
        notes=notes.strip(),
        availability=availability,
        recurrence=None,
        people=people,
        alerts=alerts,
    )
    if _reach(ev["start_at"], ev["end_at"], None) is None:  # not among `_busy_reach`'s
        world.keep_derived(_BUSY_REACH, _BUSY_REACH_TABLES, stamp)
    # A new event has exactly the attendees and alerts just written, and no images.
    invited = [
        {
            "contact_id": contact["id"] if contact else None,
            "email": email,
            "name": display_name(contact) if contact else _name_for_email(world, email),
            "status": "needs_action",
        }
        for email, contact in people
    ]
    view = _event_view(ctx, ev, cal=cal, parts=(invited, alerts, []))
    return {"event": view, "conflicts": conflicts}


@tool(domain=DOMAIN, reads=_READS, writes=_EVENT_TABLES)
def create_all_day_event(
    ctx: WorldContext,
    title: Title,
    start_date: date,
    end_date: date | None = None,
    calendar_id: CalendarId | None = None,
    location: Location | None = None,
    notes: Notes = "",
    availability: Availability = "free",
) -> dict[str, Any]:
    """Create an all-day event spanning one or more whole days (trips, holidays,
    deadlines).

    Args:
        title: Event title, e.g. "Portland trip".
        start_date: First day, "YYYY-MM-DD".
        end_date: Last day (inclusive), "YYYY-MM-DD"; same as start_date when omitted.
        calendar_id: Calendar to put it on, e.g. "cal_0002"; the default calendar when
            omitted.
        location: Where it happens.
        notes: Notes.
        availability: "free" (default for all-day events) or "busy".
    """
    cal = _writable_calendar(ctx, calendar_id)
    text = _clean_title(title)
    first, last = _window(ctx, start_date, end_date)
    ev = _insert_event(
        ctx,
        cal,
        text,
        _midnight(ctx, first),
        _midnight(ctx, last + timedelta(days=1)),
        is_all_day=True,
        location=(location or "").strip() or None,
        notes=notes.strip(),
        availability=availability,
        recurrence=None,
        people=(),
        alerts=(),
    )
    return _event_view(ctx, ev)


@tool(domain=DOMAIN, reads=_READS, writes=("calendar_events",))
def update_calendar_event(
    ctx: WorldContext,
    event_id: EventId,
    title: Annotated[str, Field(max_length=200)] | None = None,
    location: Location | None = None,
    notes: Notes | None = None,
    availability: Availability | None = None,
) -> dict[str, Any]:
    """Change an event's title, location, notes or availability (give only what
    changes; "" clears location or notes). To change its time use
    reschedule_calendar_event.

    Args:
        event_id: Id of the event, e.g. "evt_0007".
        title: New title.
        location: New location ("" removes it).
        notes: New notes (replaces them; "" clears them).
        availability: "busy" or "free".
    """
    ev = _event(ctx, event_id)
    if title is None and location is None and notes is None and availability is None:
        raise ToolError("give title, location, notes or availability to change")
    _must_organize(ctx, ev, "edited")
    changes: dict[str, Any] = {}
    if title is not None:
        text = _clean_title(title)
        if text != ev["title"]:
            changes["title"] = text
    if location is not None and (location.strip() or None) != ev["location"]:
        changes["location"] = location.strip() or None
    if notes is not None and notes.strip() != ev["notes"]:
        changes["notes"] = notes.strip()
    if availability is not None and availability != ev["availability"]:
        changes["availability"] = availability
    if not changes:
        raise ToolError(f"nothing to change: event {ev['id']} already has these values")
    return _event_view(ctx, ctx.world.update("calendar_events", ev["id"], changes))


@tool(domain=DOMAIN, reads=_READS, writes=("calendar_events",))
def reschedule_calendar_event(
    ctx: WorldContext, event_id: EventId, new_start: datetime, new_end: datetime | None = None
) -> dict[str, Any]:
    """Move an event to a new time (for a recurring event, the whole series moves). The
    length is kept when new_end is omitted. For an all-day event only the day of
    new_start counts.

    Args:
        event_id: Id of the event, e.g. "evt_0007".
        new_start: New start, ISO-8601 like "2025-06-17T15:00:00" (local time unless an
            offset is given).
        new_end: New end, ISO-8601; keeps the current length when omitted.

    Returns:
        The moved event and the busy events it now overlaps.
    """
    ev = _event(ctx, event_id)
    _must_organize(ctx, ev, "rescheduled")
    old_start, old_end = _stored(ctx, ev["start_at"]), _stored(ctx, ev["end_at"])
    if ev["is_all_day"]:
        first = _local(ctx, new_start, "new_start").date()
        if new_end is not None:
            last = _local(ctx, new_end, "new_end").date()
            if last < first:
                raise ToolError(f"new_end {last} is before new_start {first}")
            s, e = _midnight(ctx, first), _midnight(ctx, last + timedelta(days=1))
        else:
            s = _midnight(ctx, first)
            e = s + (old_end - old_start)
    else:
        s, e = _timed_span(ctx, new_start, new_end, old_end - old_start)
    if ctx.clock.format(s) == ev["start_at"] and ctx.clock.format(e) == ev["end_at"]:
        raise ToolError(f"event {ev['id']} is already at that time")
    rule = _rule(ev)
    if rule and rule["until"] and date.fromisoformat(rule["until"]) < s.date():
        raise ToolError(
            f"the series ends on {rule['until']}; change it with set_calendar_event_recurrence "
            "first"
        )
    conflicts = [] if ev["is_all_day"] else _conflicts(ctx, s, e, ignore=ev["id"])
    row = ctx.world.update("calendar_events", ev["id"], {"start_at": s, "end_at": e})
    return {"event": _event_view(ctx, row), "conflicts": conflicts}


@tool(domain=DOMAIN, reads=_READS, writes=("calendar_events",))
def move_calendar_event_to_calendar(
    ctx: WorldContext, event_id: EventId, calendar_id: CalendarId
) -> dict[str, Any]:
    """Move an event to another calendar (e.g. from Personal to Work).

    Args:
        event_id: Id of the event, e.g. "evt_0007".
        calendar_id: Id of the destination calendar, e.g. "cal_0002".
    """
    ev = _event(ctx, event_id)
    source = _calendar_row(ctx.world, ev["calendar_id"])
    if source["is_read_only"]:
        raise ToolError(f"events of the read-only calendar {source['name']!r} cannot be moved")
    cal = _writable_calendar(ctx, calendar_id)
    if cal["id"] == ev["calendar_id"]:
        raise ToolError(f"event {ev['id']} is already on the calendar {cal['name']!r}")
    return _event_view(
        ctx, ctx.world.update("calendar_events", ev["id"], {"calendar_id": cal["id"]})
    )


@tool(domain=DOMAIN, reads=_READS, writes=_EVENT_TABLES)
def cancel_calendar_event(ctx: WorldContext, event_id: EventId) -> dict[str, Any]:
    """Cancel (delete) an event you organize, with every occurrence of a recurring one.
    To skip one occurrence use cancel_calendar_event_occurrence; to turn down someone
    else's invitation use respond_to_calendar_invitation.

    Args:
        event_id: Id of the event, e.g. "evt_0007".
    """
    ev = _event(ctx, event_id)
    _must_organize(ctx, ev, "cancelled")
    notified = [
        a["email"] for a in ctx.world.select("calendar_event_attendees", {"event_id": ev["id"]})
    ]
    ctx.world.delete("calendar_events", ev["id"])
    return {"cancelled_event_id": ev["id"], "title": ev["title"], "attendees_notified": notified}


@tool(domain=DOMAIN, reads=_READS, writes=("calendar_events",))
def cancel_calendar_event_occurrence(
    ctx: WorldContext, event_id: EventId, occurrence_date: date
) -> dict[str, Any]:
    """Cancel a single occurrence of a recurring event (the rest of the series stays).

    Args:
        event_id: Id of the recurring event, e.g. "evt_0007".
        occurrence_date: Day of the occurrence to cancel, "YYYY-MM-DD".
    """
    ev = _event(ctx, event_id)
    day = _day(occurrence_date, "occurrence_date")
    assert day is not None
    if _rule(ev) is None:
        raise ToolError(
            f"event {ev['id']} ({ev['title']!r}) does not repeat; use cancel_calendar_event"
        )
    _must_organize(ctx, ev, "changed")
    if day.isoformat() in (ev["excluded_dates"] or []):
        raise ToolError(f"the occurrence on {day} is already cancelled")
    if not _occurs_on(ctx, ev, day):
        raise ToolError(
            f"event {ev['id']} ({ev['title']!r}) has no occurrence on {day} "
            "(list_calendar_events shows its dates)"
        )
    excluded = sorted({*(ev["excluded_dates"] or []), day.isoformat()})
    row = ctx.world.update("calendar_events", ev["id"], {"excluded_dates": excluded})
    return _event_view(ctx, row)


@tool(domain=DOMAIN, reads=_READS, writes=("calendar_events",))
def set_calendar_event_recurrence(
    ctx: WorldContext,
    event_id: EventId,
    frequency: Frequency,
    interval: Annotated[int, Field(ge=1, le=99)] = 1,
    weekdays: Annotated[list[Weekday], Field(max_length=7)] | None = None,
    count: Annotated[int, Field(ge=1, le=1000)] | None = None,
    until: date | None = None,
) -> dict[str, Any]:
    """Make an event repeat (or change how it repeats). The event's current start is the
    first occurrence.

    Args:
        event_id: Id of the event, e.g. "evt_0007".
        frequency: daily, weekly, monthly (same day of the month) or yearly.
        interval: Repeat every N days/weeks/months/years, e.g. 2 for every other week.
        weekdays: For weekly events, the days it happens, e.g. ["MO", "WE", "FR"]
            (occurrences fall only on these days, from the event's start on); the
            start's weekday when omitted.
        count: End after this many occurrences.
        until: Last day it may occur, "YYYY-MM-DD" (give count or until, or neither for
            no end).
    """
    ev = _event(ctx, event_id)
    _must_organize(ctx, ev, "changed")
    rule = _make_rule(frequency, interval, weekdays, count, until, _stored(ctx, ev["start_at"]))
    if rule == _rule(ev):
        raise ToolError(f"event {ev['id']} already repeats {_describe_rule(rule)}")
    row = ctx.world.update("calendar_events", ev["id"], {"recurrence": rule})
    return _event_view(ctx, row)


@tool(domain=DOMAIN, reads=_READS, writes=("calendar_events",))
def remove_calendar_event_recurrence(ctx: WorldContext, event_id: EventId) -> dict[str, Any]:
    """Stop an event from repeating: only its first occurrence remains.

    Args:
        event_id: Id of the recurring event, e.g. "evt_0007".
    """
    ev = _event(ctx, event_id)
    if ev["recurrence"] is None:
        raise ToolError(f"event {ev['id']} ({ev['title']!r}) does not repeat")
    _must_organize(ctx, ev, "changed")
    row = ctx.world.update("calendar_events", ev["id"], {"recurrence": None, "excluded_dates": []})
    return _event_view(ctx, row)


@tool(domain=DOMAIN, reads=_READS, writes=("calendar_event_attendees",))
def invite_calendar_event_attendee(
    ctx: WorldContext, event_id: EventId, attendee: Person
) -> dict[str, Any]:
    """Invite someone to an event you organize (they start as "needs_action").

    Args:
        event_id: Id of the event, e.g. "evt_0007".
        attendee: A contact id (e.g. "ct_0009"; their primary email is used) or an email
            address.
    """
    world = ctx.world
    ev = _event(ctx, event_id)
    _must_organize(ctx, ev, "changed")
    email, contact = _resolve_person(ctx, attendee)
    if world.count("calendar_event_attendees", {"event_id": ev["id"], "email": email}):
        raise ToolError(f"{_name_for_email(world, email) or email} is already invited")
    if world.count("calendar_event_attendees", {"event_id": ev["id"]}) >= MAX_ATTENDEES:
        raise ToolError(f"an event can have at most {MAX_ATTENDEES} attendees")
    world.insert(
        "calendar_event_attendees",
        {"event_id": ev["id"], "contact_id": contact["id"] if contact else None, "email": email},
    )
    return _event_view(ctx, ev)


@tool(domain=DOMAIN, reads=_READS, writes=("calendar_event_attendees",))
def remove_calendar_event_attendee(
    ctx: WorldContext, event_id: EventId, attendee: Person
) -> dict[str, Any]:
    """Uninvite someone from an event you organize.

    Args:
        event_id: Id of the event, e.g. "evt_0007".
        attendee: The attendee's contact id (e.g. "ct_0009") or email address.
    """
    world = ctx.world
    ev = _event(ctx, event_id)
    _must_organize(ctx, ev, "changed")
    rows = world.select("calendar_event_attendees", {"event_id": ev["id"]})
    text = attendee.strip()
    if re.fullmatch(r"ct_\d+", text):
        world.get("contacts", text)
        match = [r for r in rows if r["contact_id"] == text]
    else:
        match = [r for r in rows if r["email"] == text.lower()]
    if not match:
        invited = ", ".join(r["email"] for r in rows) or "nobody"
        raise ToolError(f"{attendee!r} is not invited to event {ev['id']}; invited: {invited}")
    for r in match:
        world.delete("calendar_event_attendees", r["id"])
    return _event_view(ctx, ev)


@tool(domain=DOMAIN, reads=_READS, writes=("calendar_events",))
def respond_to_calendar_invitation(
    ctx: WorldContext, event_id: EventId, response: Response
) -> dict[str, Any]:
    """Accept, decline or tentatively accept an invitation someone else sent you.

    Args:
        event_id: Id of the event you were invited to, e.g. "evt_0007".
        response: accepted, declined or tentative.
    """
    ev = _event(ctx, event_id)
    if _is_mine(ctx.world, ev):
        raise ToolError(f"event {ev['id']} ({ev['title']!r}) is your own event, not an invitation")
    if ev["my_response"] == response:
        raise ToolError(f"you already answered {response!r} to event {ev['id']}")
    row = ctx.world.update("calendar_events", ev["id"], {"my_response": response})
    return _event_view(ctx, row)


@tool(domain=DOMAIN, reads=_READS, writes=("calendar_event_alerts",))
def add_calendar_event_alert(
    ctx: WorldContext, event_id: EventId, minutes_before: Minutes
) -> dict[str, Any]:
    """Add an alert (notification) before an event, e.g. 15 minutes before.

    Args:
        event_id: Id of the event, e.g. "evt_0007".
        minutes_before: Minutes before the start (0 = at start; 1440 = a day before).
    """
    world = ctx.world
    ev = _event(ctx, event_id)
    have = {
        a["minutes_before"] for a in world.select("calendar_event_alerts", {"event_id": ev["id"]})
    }
    if minutes_before in have:
        raise ToolError(f"event {ev['id']} already has an alert {minutes_before} minutes before")
    if len(have) >= MAX_ALERTS:
        raise ToolError(f"an event can have at most {MAX_ALERTS} alerts")
    world.insert("calendar_event_alerts", {"event_id": ev["id"], "minutes_before": minutes_before})
    return _event_view(ctx, ev)


@tool(domain=DOMAIN, reads=_READS, writes=("calendar_event_alerts",))
def remove_calendar_event_alert(
    ctx: WorldContext, event_id: EventId, minutes_before: Minutes
) -> dict[str, Any]:
    """Remove an alert from an event.

    Args:
        event_id: Id of the event, e.g. "evt_0007".
        minutes_before: The alert to remove, in minutes before the start.
    """
    world = ctx.world
    ev = _event(ctx, event_id)
    rows = world.select(
        "calendar_event_alerts", {"event_id": ev["id"], "minutes_before": minutes_before}
    )
    if not rows:
        have = sorted(
            a["minutes_before"]
            for a in world.select("calendar_event_alerts", {"event_id": ev["id"]})
        )
        raise ToolError(
            f"event {ev['id']} has no alert {minutes_before} minutes before; its alerts: "
            f"{', '.join(map(str, have)) or 'none'}"
        )
    world.delete("calendar_event_alerts", rows[0]["id"])
    return _event_view(ctx, ev)


@tool(domain=DOMAIN, reads=_READS, writes=("calendar_event_images",))
def add_calendar_event_image(
    ctx: WorldContext,
    event_id: EventId,
    image_id: Annotated[str, Field(min_length=1, max_length=64)],
    caption: Annotated[str, Field(max_length=300)] | None = None,
) -> dict[str, Any]:
    """Attach a photo or image (an invitation, a map, a ticket...) to an event.

    Args:
        event_id: Id of the event, e.g. "evt_0007".
        image_id: Id of the image, e.g. "img_3".
        caption: Optional caption.
    """
    world = ctx.world
    ev = _event(ctx, event_id)
    image = ctx.images.get(image_id.strip())
    if world.count("calendar_event_images", {"event_id": ev["id"], "image_id": image.image_id}):
        raise ToolError(f"image {image.image_id} is already attached to event {ev['id']}")
    if world.count("calendar_event_images", {"event_id": ev["id"]}) >= MAX_IMAGES:
        raise ToolError(f"an event can have at most {MAX_IMAGES} images")
    world.insert(
        "calendar_event_images",
        {
            "event_id": ev["id"],
            "image_id": image.image_id,
            "caption": (caption or "").strip() or None,
            "added_at": ctx.clock.now(),
        },
    )
    return _event_view(ctx, ev)


@tool(domain=DOMAIN, reads=_READS, writes=("calendar_event_images",))
def remove_calendar_event_image(
    ctx: WorldContext,
    event_id: EventId,
    image_id: Annotated[str, Field(min_length=1, max_length=64)],
) -> dict[str, Any]:
    """Remove an attached image from an event (the image itself is kept).

    Args:
        event_id: Id of the event, e.g. "evt_0007".
        image_id: Id of the attached image, e.g. "img_3".
    """
    world = ctx.world
    ev = _event(ctx, event_id)
    rows = world.select(
        "calendar_event_images", {"event_id": ev["id"], "image_id": image_id.strip()}
    )
    if not rows:
        have = [
            r["image_id"] for r in world.select("calendar_event_images", {"event_id": ev["id"]})
        ]
        raise ToolError(
            f"image {image_id.strip()!r} is not attached to event {ev['id']}; attached: "
            f"{', '.join(have) or 'none'}"
        )
    world.delete("calendar_event_images", rows[0]["id"])
    return _event_view(ctx, ev)


@tool(domain=DOMAIN, reads=_READS, writes=_EVENT_TABLES)
def duplicate_calendar_event(
    ctx: WorldContext, event_id: EventId, new_start: datetime
) -> dict[str, Any]:
    """Copy an event (title, length, calendar, location, notes, attendees, alerts) to a
    new start time. The copy does not repeat and is organized by you.

    Args:
        event_id: Id of the event to copy, e.g. "evt_0007".
        new_start: Start of the copy, ISO-8601 like "2025-06-20T12:00:00"; for an
            all-day event only its day counts.
    """
    world = ctx.world
    ev = _event(ctx, event_id)
    cal = _calendar_row(world, ev["calendar_id"])
    if cal["is_read_only"]:
        cal = _default_calendar(world)
    old_start, old_end = _stored(ctx, ev["start_at"]), _stored(ctx, ev["end_at"])
    if ev["is_all_day"]:
        s = _midnight(ctx, _local(ctx, new_start, "new_start").date())
        e = s + (old_end - old_start)
    else:
        s, e = _timed_span(ctx, new_start, None, old_end - old_start)
    # The attendees (with their contact's name columns) and alerts, in insertion order.
    invitees: list[Row] = []
    alerts: list[int] = []
    for r in world.query(_PARTS_SQL, (ev["id"], ev["id"], ev["id"])):
        if r["part"] == 0:
            invitees.append({**r, "email": str(r["email"]), "status": "needs_action"})
        elif r["part"] == 1:
            alerts.append(int(r["status"]))
    if not _is_mine(world, ev):
        organizer = str(ev["organizer_email"]).lower()
        if organizer not in [a["email"] for a in invitees]:
            contact = _contact_for_email(world, organizer) or {}
            invitees.append(
                {
                    **{k: contact.get(k) for k in ("first_name", "last_name", "company")},
                    "found": contact.get("id"),
                    "email": organizer,
                    "status": "needs_action",
                }
            )
    for a in invitees:  # the copy's attendee rows, as the view's query reads them
        a["contact_id"] = a["found"]
    people = [(a["email"], {"id": a["found"]} if a["found"] else None) for a in invitees]
    copy = _insert_event(
        ctx,
        cal,
        ev["title"],
        s,
        e,
        is_all_day=ev["is_all_day"],
        location=ev["location"],
        notes=ev["notes"],
        availability=ev["availability"],
        recurrence=None,
        people=people,
        alerts=alerts,
    )
    conflicts = [] if ev["is_all_day"] else _conflicts(ctx, s, e, ignore=copy["id"])
    # The copy has exactly the attendees and alerts just written, and no images.
    parts: _Parts = (_attendee_views(world, invitees), sorted(alerts), [])
    return {"event": _event_view(ctx, copy, cal=cal, parts=parts), "conflicts": conflicts}


# ----------------------------------------------------------------------------- calendars


def _calendar_view(world: World, cal: Row) -> dict[str, Any]:
    return {
        "id": cal["id"],
        "name": cal["name"],
        "color": cal["color"],
        "is_default": cal["is_default"],
        "is_visible": cal["is_visible"],
        "is_read_only": cal["is_read_only"],
        "event_count": world.count("calendar_events", {"calendar_id": cal["id"]}),
    }


@tool(domain=DOMAIN, reads=("calendars",), writes=("calendars",))
def create_calendar(
    ctx: WorldContext,
    name: Annotated[str, Field(min_length=1, max_length=60)],
    color: Color = "blue",
) -> dict[str, Any]:
    """Create a new calendar.

    Args:
        name: Name, e.g. "Soccer".
        color: red, orange, yellow, green, blue, purple, brown or gray.
    """
    world = ctx.world
    values = {
        "color": color,
        "is_default": world.count("calendars", {"is_default": True}) == 0,
        "created_at": ctx.clock.now(),
    }
    return _calendar_view(world, create_named(world, "calendars", "calendar", name, values))


@tool(domain=DOMAIN, reads=("calendars",), writes=("calendars",))
def update_calendar(
    ctx: WorldContext,
    calendar_id: CalendarId,
    name: Annotated[str, Field(max_length=60)] | None = None,
    color: Color | None = None,
) -> dict[str, Any]:
    """Rename a calendar and/or change its color.

    Args:
        calendar_id: Id of the calendar, e.g. "cal_0002".
        name: New name.
        color: New color.
    """
    world = ctx.world
    cal = _calendar(ctx, calendar_id)
    row = rename_recolor(world, "calendars", "calendar", cal, name, color)
    return _calendar_view(world, row)


@tool(domain=DOMAIN, reads=("calendars", *_EVENT_TABLES), writes=("calendars", *_EVENT_TABLES))
def delete_calendar(ctx: WorldContext, calendar_id: CalendarId) -> dict[str, Any]:
    """Delete a calendar and all its events (or unsubscribe from a read-only one). The
    default calendar cannot be deleted; choose another default first.

    Args:
        calendar_id: Id of the calendar, e.g. "cal_0002".
    """
    world = ctx.world
    cal = _calendar(ctx, calendar_id)
    if cal["is_default"]:
        raise ToolError(
            f"{cal['name']!r} is the default calendar; choose another with "
            "set_default_calendar before deleting it"
        )
    n = world.count("calendar_events", {"calendar_id": cal["id"]})
    world.delete("calendars", cal["id"])
    return {"deleted_calendar_id": cal["id"], "name": cal["name"], "events_deleted": n}


@tool(domain=DOMAIN, reads=("calendars",), writes=("calendars",))
def set_default_calendar(ctx: WorldContext, calendar_id: CalendarId) -> dict[str, Any]:
    """Choose the calendar new events go to when no calendar is given.

    Args:
        calendar_id: Id of the calendar, e.g. "cal_0002".
    """
    world = ctx.world
    cal = _calendar(ctx, calendar_id)
    if cal["is_read_only"]:
        raise ToolError(f"{cal['name']!r} is read-only and cannot be the default calendar")
    if cal["is_default"]:
        raise ToolError(f"{cal['name']!r} is already the default calendar")
    with world.transaction():
        world.update_where("calendars", {"is_default": True}, {"is_default": False})
        row = world.update("calendars", cal["id"], {"is_default": True})
    return _calendar_view(world, row)


@tool(domain=DOMAIN, reads=("calendars",), writes=("calendars",))
def set_calendar_visibility(
    ctx: WorldContext, calendar_id: CalendarId, visible: bool
) -> dict[str, Any]:
    """Show or hide a calendar's events in agendas and free-time search.

    Args:
        calendar_id: Id of the calendar, e.g. "cal_0004".
        visible: true to show it, false to hide it.
    """
    world = ctx.world
    cal = _calendar(ctx, calendar_id)
    if cal["is_visible"] == visible:
        raise ToolError(f"calendar {cal['name']!r} is already {'shown' if visible else 'hidden'}")
    return _calendar_view(world, world.update("calendars", cal["id"], {"is_visible": visible}))


# ----------------------------------------------------------------------------- seed


def _seed_image(kind: str) -> Image.Image:
    if kind == "invitation":
        img = Image.new("RGB", (300, 400), (255, 248, 235))
        draw = ImageDraw.Draw(img)
        draw.rectangle((10, 10, 289, 389), outline=(200, 150, 80), width=4)
        for x, color in ((70, (230, 90, 120)), (150, (120, 170, 230)), (230, (250, 200, 80))):
            draw.ellipse((x - 25, 40, x + 25, 95), fill=color)
            draw.line((x, 95, x, 140), fill=(120, 120, 120))
        draw.text((60, 170), "Grandma Ruth is turning 84!", fill=(90, 50, 20))
        draw.text((60, 200), "Saturday, June 21 - 1 PM", fill=(90, 50, 20))
        draw.text((60, 230), "Carol & Mark's, Sacramento", fill=(90, 50, 20))
        draw.text((60, 270), "Potluck - bring a dessert", fill=(90, 50, 20))
        return img
    img = Image.new("RGB", (320, 220), (70, 150, 70))
    draw = ImageDraw.Draw(img)
    draw.rectangle((20, 20, 300, 200), outline=(255, 255, 255), width=3)
    draw.line((160, 20, 160, 200), fill=(255, 255, 255), width=3)
    draw.ellipse((130, 80, 190, 140), outline=(255, 255, 255), width=3)
    draw.rectangle((20, 70, 60, 150), outline=(255, 255, 255), width=3)
    draw.rectangle((260, 70, 300, 150), outline=(255, 255, 255), width=3)
    draw.text((28, 205), "Field 3 - Mission Rec", fill=(255, 255, 255))
    return img


_CALENDARS = (
    ("Personal", "blue", True, False),
    ("Work", "orange", False, False),
    ("Family", "green", False, False),
    ("US Holidays", "red", False, True),
)


class SeedAttendee(DataModel):
    """An invitee of a seeded event and their response."""

    name: str
    status: Literal["needs_action", "accepted", "declined", "tentative"]


class SeedRecurrence(DataModel):
    """The repeat rule of a seeded event (the ``recurrence`` column's fields)."""

    frequency: Literal["daily", "weekly", "monthly", "yearly"]
    interval: int = 1
    weekdays: tuple[str, ...] = ()
    count: int | None = None
    until: str | None = None


class SeedEvent(DataModel):
    """A seeded calendar event.

    Attributes:
        day_offset: Day relative to today; -9999 means the 1st of the month three months
            ago (a monthly event that started then).
        time: "HH:MM", or None for an all-day event.
        length: Minutes, or days for an all-day event.
        organizer: A seeded contact's name ("{owner}" = the owner's last name), or None
            for the owner's own event.
        image: Attached picture drawn by `_seed_image` ("invitation" or "field").
    """

    title: str
    calendar: str
    day_offset: int
    time: str | None
    length: int
    location: str | None
    notes: str
    organizer: str | None
    my_response: Literal["needs_action", "accepted", "declined", "tentative"]
    attendees: tuple[SeedAttendee, ...]
    recurrence: SeedRecurrence | None
    alerts: tuple[int, ...]
    image: Literal["invitation", "field"] | None


class CalendarSeed(DataModel):
    """``data/sandbox/domains/calendar_seed.json``: the calendar's seeded events."""

    events: tuple[SeedEvent, ...]


@cache
def calendar_seed() -> CalendarSeed:
    """The bundled events, read and validated on first use."""
    return load_domain_data("calendar_seed", CalendarSeed)


_HOLIDAYS = (
    ("Memorial Day", "2025-05-26"),
    ("Father's Day", "2025-06-15"),
    ("Juneteenth", "2025-06-19"),
    ("Independence Day", "2025-07-04"),
    ("Labor Day", "2025-09-01"),
)


def _seed_email(world: World, name: str) -> tuple[str, str]:
    first, last = name.split(" ", 1)
    cid = seed_contact_id(world, first, last)
    rows = world.select("contact_emails", {"contact_id": cid}, order_by="is_primary DESC")
    return str(rows[0]["address"]), cid


def seed(world: World, rng: random.Random) -> None:
    """Fill the Calendar app: Personal, Work, Family and a read-only US Holidays
    calendar with ~30 events around the owner's week (standups, a design review today,
    the dentist on Tuesday that clashes with a roadmap review, pending invitations to
    Grandma's party and a recruiter coffee, weekly soccer and yoga, a Portland trip),
    attendees from the contacts seed, alerts and two images."""
    now = world.clock.now()
    today = world.clock.today()
    tz = world.clock.tz
    owner = world.owner
    images = {
        kind: world.images.add_pil(_seed_image(kind), source=f"seed:calendar/{kind}").image_id
        for kind in ("invitation", "field")
    }
    cal_ids: dict[str, str] = {}
    for k, (name, color, is_default, read_only) in enumerate(_CALENDARS):
        cal_ids[name] = world.insert(
            "calendars",
            {
                "name": name,
                "color": color,
                "is_default": is_default,
                "is_read_only": read_only,
                "created_at": now - timedelta(days=800 - 100 * k),
            },
        )["id"]

    def fill(name: str) -> str:
        return name.replace("{owner}", owner.last_name)

    for event in calendar_seed().events:
        title, cal_name, offset, at, length = (
            event.title,
            event.calendar,
            event.day_offset,
            event.time,
            event.length,
        )
        location, notes, organizer = event.location, event.notes, event.organizer
        response, recurrence, image = event.my_response, event.recurrence, event.image
        if offset == -9999:  # monthly on the 1st, since three months ago
            first_day = today.replace(day=1) - timedelta(days=1)
            first_day = (first_day.replace(day=1) - timedelta(days=1)).replace(day=1)
            day = first_day
        else:
            day = today + timedelta(days=offset)
        if at is None:
            start = datetime.combine(day, time(0), tzinfo=tz)
            end = start + timedelta(days=length)
        else:
            hh, mm = (int(x) for x in at.split(":"))
            start = datetime.combine(day, time(hh, mm), tzinfo=tz)
            end = start + timedelta(minutes=length)
        rule = None
        if recurrence is not None:
            rule = {
                "frequency": recurrence.frequency,
                "interval": recurrence.interval,
                "weekdays": list(recurrence.weekdays),
                "count": recurrence.count,
                "until": recurrence.until,
            }
        organizer_email = _seed_email(world, fill(organizer))[0] if organizer else None
        created = min(start, now) - timedelta(days=rng.randint(3, 20), minutes=rng.randint(0, 600))
        ev = world.insert(
            "calendar_events",
            {
                "calendar_id": cal_ids[cal_name],
                "title": title,
                "start_at": start,
                "end_at": end,
                "is_all_day": at is None,
                "location": location,
                "notes": notes,
                "availability": "free" if at is None else "busy",
                "organizer_email": organizer_email,
                "my_response": response,
                "recurrence": rule,
                "created_at": created,
            },
        )
        for attendee in event.attendees:
            email, cid = _seed_email(world, fill(attendee.name))
            world.insert(
                "calendar_event_attendees",
                {
                    "event_id": ev["id"],
                    "contact_id": cid,
                    "email": email,
                    "status": attendee.status,
                },
            )
        for minutes in event.alerts:
            world.insert("calendar_event_alerts", {"event_id": ev["id"], "minutes_before": minutes})
        if image is not None:
            world.insert(
                "calendar_event_images",
                {
                    "event_id": ev["id"],
                    "image_id": images[image],
                    "caption": "Invitation from Mom" if image == "invitation" else "Field map",
                    "added_at": created,
                },
            )
    for title, day_text in _HOLIDAYS:
        start = datetime.combine(date.fromisoformat(day_text), time(0), tzinfo=tz)
        world.insert(
            "calendar_events",
            {
                "calendar_id": cal_ids["US Holidays"],
                "title": title,
                "start_at": start,
                "end_at": start + timedelta(days=1),
                "is_all_day": True,
                "availability": "free",
                "created_at": now - timedelta(days=200),
            },
        )
