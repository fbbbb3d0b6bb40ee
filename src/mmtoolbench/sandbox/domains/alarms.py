"""Clock: alarms, timers, world clock, stopwatch and the bedtime schedule.

Modelled on the phone's Clock app. Time never passes inside an episode, so timers and
the stopwatch store their *state* (running / paused, what was left or elapsed at the
last change and when that was) and every remaining or elapsed time is derived from
the frozen clock. World-clock cities come from a bundled table of ~40 cities with
IANA time zones (`CITIES`); only the owner's chosen cities are rows.

Also home of `parse_clock_time`, the "7:30 am" / "19:30" parser other domains reuse.
"""

from __future__ import annotations

import random
import re
from datetime import datetime, timedelta
from datetime import time as day_time
from typing import Annotated, Any, Literal, get_args
from zoneinfo import ZoneInfo

from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.world.schema import Column, KeyIndex, Table
from mmtoolbench.sandbox.world.state import Row, World

DOMAIN = "alarms"
REQUIRES: tuple[str, ...] = ()

WEEKDAYS: tuple[str, ...] = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_WEEKDAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

#: Alarm and timer tones of the Clock app.
Sound = Literal[
    "Radar",
    "Apex",
    "Beacon",
    "Bulletin",
    "By The Seaside",
    "Chimes",
    "Circuit",
    "Constellation",
    "Cosmic",
    "Crystals",
    "Hillside",
    "Illuminate",
    "Night Owl",
    "Opening",
    "Playtime",
    "Presto",
    "Radiate",
    "Reflection",
    "Ripples",
    "Sencha",
    "Signal",
    "Silk",
    "Slow Rise",
    "Stargaze",
    "Summit",
    "Twinkle",
    "Uplift",
    "Waves",
    "None",
]
SOUNDS: tuple[str, ...] = get_args(Sound)


#: The bundled world-clock table: city -> (country, IANA time zone).
CITIES: dict[str, tuple[str, str]] = {
    "San Francisco": ("United States", "America/Los_Angeles"),
    "Los Angeles": ("United States", "America/Los_Angeles"),
    "Seattle": ("United States", "America/Los_Angeles"),
    "Vancouver": ("Canada", "America/Vancouver"),
    "Denver": ("United States", "America/Denver"),
    "Phoenix": ("United States", "America/Phoenix"),
    "Chicago": ("United States", "America/Chicago"),
    "Mexico City": ("Mexico", "America/Mexico_City"),
    "New York": ("United States", "America/New_York"),
    "Toronto": ("Canada", "America/Toronto"),
    "Honolulu": ("United States", "Pacific/Honolulu"),
    "Anchorage": ("United States", "America/Anchorage"),
    "Bogotá": ("Colombia", "America/Bogota"),
    "São Paulo": ("Brazil", "America/Sao_Paulo"),
    "Buenos Aires": ("Argentina", "America/Argentina/Buenos_Aires"),
    "Reykjavík": ("Iceland", "Atlantic/Reykjavik"),
    "London": ("United Kingdom", "Europe/London"),
    "Dublin": ("Ireland", "Europe/Dublin"),
    "Lisbon": ("Portugal", "Europe/Lisbon"),
    "Paris": ("France", "Europe/Paris"),
    "Madrid": ("Spain", "Europe/Madrid"),
    "Berlin": ("Germany", "Europe/Berlin"),
    "Rome": ("Italy", "Europe/Rome"),
    "Amsterdam": ("Netherlands", "Europe/Amsterdam"),
    "Stockholm": ("Sweden", "Europe/Stockholm"),
    "Athens": ("Greece", "Europe/Athens"),
    "Istanbul": ("Turkey", "Europe/Istanbul"),
    "Moscow": ("Russia", "Europe/Moscow"),
    "Cairo": ("Egypt", "Africa/Cairo"),
    "Lagos": ("Nigeria", "Africa/Lagos"),
    "Nairobi": ("Kenya", "Africa/Nairobi"),
    "Johannesburg": ("South Africa", "Africa/Johannesburg"),
    "Dubai": ("United Arab Emirates", "Asia/Dubai"),
    "Mumbai": ("India", "Asia/Kolkata"),
    "Kathmandu": ("Nepal", "Asia/Kathmandu"),
    "Bangkok": ("Thailand", "Asia/Bangkok"),
    "Singapore": ("Singapore", "Asia/Singapore"),
    "Hong Kong": ("China", "Asia/Hong_Kong"),
    "Shanghai": ("China", "Asia/Shanghai"),
    "Seoul": ("South Korea", "Asia/Seoul"),
    "Tokyo": ("Japan", "Asia/Tokyo"),
    "Sydney": ("Australia", "Australia/Sydney"),
    "Auckland": ("New Zealand", "Pacific/Auckland"),
}
_CITY_ALIASES = {
    "nyc": "New York",
    "new york city": "New York",
    "sf": "San Francisco",
    "la": "Los Angeles",
    "bombay": "Mumbai",
    "bogota": "Bogotá",
    "sao paulo": "São Paulo",
    "reykjavik": "Reykjavík",
    "beijing": "Shanghai",
    "delhi": "Mumbai",
    "new delhi": "Mumbai",
}

_MAX_ALARMS = 100
_MAX_TIMERS = 20
_MAX_TIMER_SECONDS = 24 * 3600 - 1
_MAX_CITIES = 30
_STOPWATCH = "stopwatch"
_BEDTIME = "bedtime"
_MAX_LAPS = 99

TABLES: tuple[Table, ...] = (
    Table(
        name="alarms",
        domain=DOMAIN,
        entity="alarm",
        id_prefix="alm",
        lookup_hint="use list_alarms to find alarm ids",
        description="Alarms of the Clock app (local device time).",
        indexes=(("is_enabled", "time"),),
        key_indexes=(KeyIndex("ring_time", ("time",), lambda t: _ring_key(t)),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Alarm id, e.g. alm_0002."),
            Column("time", "TEXT", not_null=True, description="Ring time, 24-hour 'HH:MM'."),
            Column("label", "TEXT", not_null=True, default="Alarm"),
            Column(
                "repeat_days",
                "JSON",
                not_null=True,
                default=(),
                description="Weekdays it repeats on ('mon'..'sun'); empty = rings once.",
            ),
            Column("sound", "TEXT", not_null=True, default="Radar", choices=SOUNDS),
            Column("vibrate", "BOOLEAN", not_null=True, default=True),
            Column("snooze_enabled", "BOOLEAN", not_null=True, default=True),
            Column("snooze_minutes", "INTEGER", not_null=True, default=9),
            Column("is_enabled", "BOOLEAN", not_null=True, default=True),
            Column(
                "skipped_date",
                "DATE",
                description="Date of the next occurrence the owner chose to skip.",
            ),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="timers",
        domain=DOMAIN,
        entity="timer",
        id_prefix="tmr",
        lookup_hint="use list_timers to find timer ids",
        description="Countdown timers. Remaining time is derived: for a running timer, "
        "remaining_seconds minus the time since state_changed_at.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Timer id, e.g. tmr_0001."),
            Column("label", "TEXT", not_null=True, default="Timer"),
            Column("duration_seconds", "INTEGER", not_null=True),
            Column("state", "TEXT", not_null=True, choices=("running", "paused")),
            Column(
                "remaining_seconds",
                "INTEGER",
                not_null=True,
                description="Seconds left at state_changed_at.",
            ),
            Column("state_changed_at", "DATETIME", not_null=True),
            Column("sound", "TEXT", not_null=True, default="Radar", choices=SOUNDS),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="world_clock_cities",
        domain=DOMAIN,
        entity="world clock city",
        id_prefix="wcc",
        lookup_hint="use list_world_clock_cities to see the cities added",
        description="Cities shown in the World Clock tab, in display order.",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "city",
                "TEXT",
                not_null=True,
                unique=True,
                choices=tuple(CITIES),
                description="City name from the bundled city table.",
            ),
            Column("position", "INTEGER", not_null=True),
            Column("added_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="stopwatch",
        domain=DOMAIN,
        entity="stopwatch",
        description="The stopwatch (a single row with id 'stopwatch').",
        columns=(
            Column("id", "TEXT", primary_key=True, choices=(_STOPWATCH,)),
            Column("state", "TEXT", not_null=True, choices=("idle", "running", "paused")),
            Column(
                "accumulated_ms",
                "INTEGER",
                not_null=True,
                default=0,
                description="Elapsed milliseconds before the current run (all of it when paused).",
            ),
            Column("started_at", "DATETIME", description="Start of the current run."),
        ),
    ),
    Table(
        name="stopwatch_laps",
        domain=DOMAIN,
        entity="stopwatch lap",
        id_prefix="lap",
        description="Laps of the current stopwatch session.",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column("lap_number", "INTEGER", not_null=True, unique=True),
            Column(
                "total_ms",
                "INTEGER",
                not_null=True,
                description="Stopwatch reading when the lap was taken.",
            ),
            Column("recorded_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="bedtime_schedule",
        domain=DOMAIN,
        entity="bedtime schedule",
        description="The Sleep / Bedtime schedule (a single row with id 'bedtime').",
        columns=(
            Column("id", "TEXT", primary_key=True, choices=(_BEDTIME,)),
            Column("is_enabled", "BOOLEAN", not_null=True, default=True),
            Column("bedtime", "TEXT", not_null=True, description="'HH:MM' 24-hour."),
            Column("wake_time", "TEXT", not_null=True, description="'HH:MM' 24-hour."),
            Column(
                "days",
                "JSON",
                not_null=True,
                json_type=list[str],
                description="Wake-up days ('mon'..'sun'); the wake-up alarm rings on them.",
            ),
            Column("sleep_goal_minutes", "INTEGER", not_null=True, default=480),
            Column(
                "bedtime_reminder_minutes",
                "INTEGER",
                description="Minutes before bedtime to remind; null = no reminder.",
            ),
            Column("wake_alarm_enabled", "BOOLEAN", not_null=True, default=True),
            Column("wake_sound", "TEXT", not_null=True, default="Slow Rise", choices=SOUNDS),
        ),
    ),
)

AlarmId = Annotated[str, Field(min_length=1, max_length=64)]
TimerId = Annotated[str, Field(min_length=1, max_length=64)]
ClockTime = Annotated[str, Field(min_length=1, max_length=20)]
Label = Annotated[str, Field(max_length=60)]
CityName = Annotated[str, Field(min_length=1, max_length=60)]
DayList = Annotated[list[Annotated[str, Field(max_length=20)]], Field(max_length=7)]

_CITY_READS = ("world_clock_cities",)
_SW = ("stopwatch", "stopwatch_laps")

# ----------------------------------------------------------------------------- helpers

_TIME_24 = re.compile(r"^(\d{1,2})(?::|h|\.)?(\d{2})$")
_TIME_12 = re.compile(r"^(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?\s*m?\.?$")


def parse_clock_time(raw: str) -> str:
    """Parse a time of day into 24-hour ``"HH:MM"``.

    Accepts ``"07:30"``, ``"7:30"``, ``"0730"``, ``"19h30"``, ``"7:30 am"``, ``"7pm"``,
    ``"noon"`` and ``"midnight"``.

    Raises:
        ToolError: If the text is not a time of day.
    """
    text = raw.strip().lower()
    if text in ("noon", "midday"):
        return "12:00"
    if text == "midnight":
        return "00:00"
    hour: int | None = None
    minute = 0
    m12 = _TIME_12.match(text)
    if m12:
        h = int(m12.group(1))
        minute = int(m12.group(2) or 0)
        if 1 <= h <= 12:
            hour = (h % 12) + (12 if m12.group(3) == "p" else 0)
    else:
        m24 = _TIME_24.match(text)
        if m24:
            hour, minute = int(m24.group(1)), int(m24.group(2))
        elif text.isascii() and text.isdigit() and len(text) <= 2:
            hour = int(text)
    if hour is None or not 0 <= hour <= 23 or not 0 <= minute <= 59:
        raise ToolError(
            f"{raw!r} is not a time of day: use 24-hour 'HH:MM' like '07:30' or '19:45' "
            "(or '7:30 am')"
        )
    return f"{hour:02d}:{minute:02d}"


def _hm(value: str) -> tuple[int, int]:
    """Hour and minute of a stored 'HH:MM' (lenient: bad values read as 00:00)."""
    try:
        h, m = value.split(":")
        hour, minute = int(h), int(m)
    except (ValueError, AttributeError):
        return 0, 0
    if not (0 <= hour <= 23 and 0 <= minute <= 59):
        return 0, 0
    return hour, minute


def _ring_key(value: str) -> str:
    """A stored time as `_hm` reads it, as sortable ``"HH:MM"`` (indexed)."""
    hour, minute = _hm(value)
    return f"{hour:02d}:{minute:02d}"


def _twelve_hour(value: str) -> str:
    h, m = _hm(value)
    return f"{(h % 12) or 12}:{m:02d} {'AM' if h < 12 else 'PM'}"


def parse_weekdays(values: list[str]) -> list[str]:
    """Normalise weekday names to codes in week order (``["mon", "wed"]``).

    Accepts full or short names in any case and the shortcuts "weekdays",
    "weekends" and "every day" / "daily".

    Raises:
        ToolError: On an unknown day.
    """
    days: set[str] = set()
    for raw in values:
        text = raw.strip().lower().rstrip("s") if len(raw.strip()) > 3 else raw.strip().lower()
        text = text.rstrip(".")
        if text in ("weekday",):
            days.update(WEEKDAYS[:5])
            continue
        if text in ("weekend",):
            days.update(WEEKDAYS[5:])
            continue
        if text in ("every day", "everyday", "daily", "all", "every day of the week"):
            days.update(WEEKDAYS)
            continue
        match = next(
            (
                code
                for code, name in zip(WEEKDAYS, _WEEKDAY_NAMES, strict=True)
                if text and (text == code or (len(text) >= 2 and name.lower().startswith(text)))
            ),
            None,
        )
        if match is None:
            raise ToolError(
                f"{raw!r} is not a day of the week: use names like 'monday' or 'mon', "
                "or 'weekdays' / 'weekends' / 'every day'"
            )
        days.add(match)
    return [d for d in WEEKDAYS if d in days]


def _describe_days(days: list[str]) -> str:
    if not days:
        return "never (rings once)"
    if len(days) == 7:
        return "every day"
    if days == list(WEEKDAYS[:5]):
        return "weekdays"
    if days == list(WEEKDAYS[5:]):
        return "weekends"
    return ", ".join(_WEEKDAY_NAMES[WEEKDAYS.index(d)] for d in days)


def _occurrences(now: datetime, hhmm: str, days: list[str], horizon: int = 15) -> list[datetime]:
    """Upcoming ring times after ``now`` (one-time alarms: just the next one)."""
    hour, minute = _hm(hhmm)
    found: list[datetime] = []
    for offset in range(horizon):
        day = now.date() + timedelta(days=offset)
        if days and WEEKDAYS[day.weekday()] not in days:
            continue
        at = datetime.combine(day, day_time(hour, minute), tzinfo=now.tzinfo)
        if at <= now:
            continue
        found.append(at)
        if not days:
            break
    return found


def _next_ring(now: datetime, alarm: Row) -> datetime | None:
    if not alarm["is_enabled"]:
        return None
    for at in _occurrences(now, alarm["time"], list(alarm["repeat_days"])):
        if alarm["repeat_days"] and alarm["skipped_date"] == at.date().isoformat():
            continue
        return at
    return None


def _first_ring(world: World, now: datetime, horizon: int = 15) -> tuple[datetime, Row] | None:
    """The alarm that rings first after ``now`` and when (`_next_ring` of every alarm
    that is on, earliest ring; among equal rings the first by time text, then creation).

    Walks the days ahead and asks the database for the day's first ring, so only the
    winning alarm is read.
    """
    ring_time = "key_alarms_ring_time(time)"
    clock = f"{now.hour:02d}:{now.minute:02d}:{now.second:02d}"
    if now.microsecond:
        clock += f".{now.microsecond:06d}"
    for offset in range(horizon):
        day = now.date() + timedelta(days=offset)
        rows = world.query(
            f"SELECT * FROM alarms WHERE is_enabled = 1 AND (? > 0 OR {ring_time} > ?) "
            "AND (json_array_length(repeat_days) = 0 OR (EXISTS (SELECT 1 FROM "
            "json_each(alarms.repeat_days) WHERE value = ?) "
            "AND (skipped_date IS NULL OR skipped_date != ?))) "
            f"ORDER BY {ring_time}, time, rowid LIMIT 1",
            (offset, clock, WEEKDAYS[day.weekday()], day.isoformat()),
            table="alarms",
        )
        if rows:
            hour, minute = _hm(rows[0]["time"])
            return datetime.combine(day, day_time(hour, minute), tzinfo=now.tzinfo), rows[0]
    return None


def _until(now: datetime, at: datetime) -> str:
    minutes = int((at - now).total_seconds() // 60)
    hours, mins = divmod(minutes, 60)
    if hours and mins:
        return f"in {hours} h {mins} min"
    if hours:
        return f"in {hours} h"
    return f"in {mins} min"


def _alarm_view(ctx: WorldContext, alarm: Row) -> dict[str, Any]:
    now = ctx.clock.now()
    ring = _next_ring(now, alarm)
    return {
        "id": alarm["id"],
        "time": alarm["time"],
        "time_12h": _twelve_hour(alarm["time"]),
        "label": alarm["label"],
        "repeat_days": alarm["repeat_days"],
        "repeat": _describe_days(list(alarm["repeat_days"])),
        "is_enabled": alarm["is_enabled"],
        "sound": alarm["sound"],
        "vibrate": alarm["vibrate"],
        "snooze_enabled": alarm["snooze_enabled"],
        "snooze_minutes": alarm["snooze_minutes"],
        "skipped_date": alarm["skipped_date"],
        "next_ring_at": None if ring is None else ctx.clock.format(ring),
    }


def _alarm(ctx: WorldContext, alarm_id: str) -> Row:
    return ctx.world.get("alarms", alarm_id.strip())


def _clean_label(label: str | None, default: str) -> str:
    text = (label or "").strip()
    return text or default


def _fmt_seconds(seconds: int) -> str:
    h, rest = divmod(max(0, seconds), 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02d}:{s:02d}"


def _timer_remaining(ctx: WorldContext, timer: Row) -> int:
    if timer["state"] == "paused":
        return int(timer["remaining_seconds"])
    try:
        changed = ctx.clock.parse(timer["state_changed_at"])
    except ValueError:
        changed = ctx.clock.now()
    elapsed = max(0, int((ctx.clock.now() - changed).total_seconds()))
    return max(0, int(timer["remaining_seconds"]) - elapsed)


def _timer_view(ctx: WorldContext, timer: Row) -> dict[str, Any]:
    remaining = _timer_remaining(ctx, timer)
    status = timer["state"]
    if status == "running" and remaining == 0:
        status = "finished"
    now = ctx.clock.now()
    return {
        "id": timer["id"],
        "label": timer["label"],
        "status": status,
        "duration": _fmt_seconds(timer["duration_seconds"]),
        "duration_seconds": timer["duration_seconds"],
        "remaining": _fmt_seconds(remaining),
        "remaining_seconds": remaining,
        "ends_at": ctx.clock.format(now + timedelta(seconds=remaining))
        if status == "running"
        else None,
        "sound": timer["sound"],
    }


def _timer(ctx: WorldContext, timer_id: str) -> Row:
    return ctx.world.get("timers", timer_id.strip())


def _resolve_city(raw: str) -> str:
    text = raw.strip()
    key = text.lower()
    if "," in key:
        key = key.split(",")[0].strip()
    if key in _CITY_ALIASES:
        return _CITY_ALIASES[key]
    for name in CITIES:
        if name.lower() == key:
            return name
    close = [n for n in CITIES if key and key in n.lower()]
    hint = f"did you mean {', '.join(close[:3])}? " if close else ""
    raise ToolError(
        f"{raw!r} is not in the world clock's city list; {hint}"
        "use search_world_clock_cities to find a city"
    )


def _offset_hours(dt: datetime) -> float:
    off = dt.utcoffset()
    return 0.0 if off is None else off.total_seconds() / 3600


def _fmt_offset(hours: float) -> str:
    if hours == 0:
        return "same time"
    sign = "+" if hours > 0 else "-"
    whole = abs(hours)
    h = int(whole)
    m = round((whole - h) * 60)
    text = f"{sign}{h}h" + (f"{m:02d}" if m else "")
    return f"{text} ({'ahead' if hours > 0 else 'behind'})"


def _city_view(ctx: WorldContext, city: str) -> dict[str, Any]:
    country, tz = CITIES[city]
    now = ctx.clock.now()
    there = now.astimezone(ZoneInfo(tz))
    diff = _offset_hours(there) - _offset_hours(now)
    day_delta = (there.date() - now.date()).days
    return {
        "city": city,
        "country": country,
        "time_zone": tz,
        "local_time": there.strftime("%H:%M"),
        "local_datetime": there.isoformat(timespec="seconds"),
        "day": {0: "today", 1: "tomorrow", -1: "yesterday"}.get(
            day_delta, there.date().isoformat()
        ),
        "hours_from_here": diff,
        "difference": _fmt_offset(diff),
    }


def _cities(world: World) -> list[Row]:
    return world.select("world_clock_cities", order_by="position")


def _renumber_cities(world: World, ordered_ids: list[str]) -> None:
    for position, city_id in enumerate(ordered_ids, start=1):
        world.update("world_clock_cities", city_id, {"position": position})


def _stopwatch(world: World) -> Row:
    row = world.get_or_none("stopwatch", _STOPWATCH)
    if row is None:
        return {"id": _STOPWATCH, "state": "idle", "accumulated_ms": 0, "started_at": None}
    return row


def _elapsed_ms(ctx: WorldContext, sw: Row) -> int:
    total = int(sw["accumulated_ms"])
    if sw["state"] == "running" and sw["started_at"]:
        try:
            started = ctx.clock.parse(sw["started_at"])
        except ValueError:
            return total
        total += max(0, int((ctx.clock.now() - started).total_seconds() * 1000))
    return total


def _fmt_ms(ms: int) -> str:
    minutes, rest = divmod(max(0, ms), 60_000)
    seconds, millis = divmod(rest, 1000)
    hours, minutes = divmod(minutes, 60)
    head = f"{hours}:{minutes:02d}" if hours else f"{minutes:02d}"
    return f"{head}:{seconds:02d}.{millis // 10:02d}"


def _stopwatch_view(ctx: WorldContext) -> dict[str, Any]:
    world = ctx.world
    sw = _stopwatch(world)
    elapsed = _elapsed_ms(ctx, sw)
    laps = world.select("stopwatch_laps", order_by="lap_number")
    views = []
    previous = 0
    for lap in laps:
        split = int(lap["total_ms"]) - previous
        previous = int(lap["total_ms"])
        views.append(
            {
                "lap": lap["lap_number"],
                "lap_time": _fmt_ms(split),
                "lap_ms": split,
                "total": _fmt_ms(lap["total_ms"]),
            }
        )
    result: dict[str, Any] = {
        "state": sw["state"],
        "elapsed": _fmt_ms(elapsed),
        "elapsed_ms": elapsed,
        "laps": views,
    }
    if len(views) >= 2:
        fastest = min(views, key=lambda v: v["lap_ms"])
        slowest = max(views, key=lambda v: v["lap_ms"])
        result["fastest_lap"] = fastest["lap"]
        result["slowest_lap"] = slowest["lap"]
    return result


def _put_stopwatch(world: World, changes: dict[str, Any]) -> None:
    if world.exists("stopwatch", _STOPWATCH):
        world.update("stopwatch", _STOPWATCH, changes)
    else:
        world.insert("stopwatch", {"id": _STOPWATCH, **changes})


def _sleep_minutes(bedtime: str, wake: str) -> int:
    bh, bm = _hm(bedtime)
    wh, wm = _hm(wake)
    return ((wh * 60 + wm) - (bh * 60 + bm)) % (24 * 60)


def _fmt_minutes(minutes: int) -> str:
    h, m = divmod(minutes, 60)
    return f"{h} h {m} min" if m else f"{h} h"


def _bedtime_view(ctx: WorldContext) -> dict[str, Any]:
    row = ctx.world.get_or_none("bedtime_schedule", _BEDTIME)
    if row is None:
        return {
            "is_set_up": False,
            "message": "no bedtime schedule; create one with set_bedtime_schedule",
        }
    asleep = _sleep_minutes(row["bedtime"], row["wake_time"])
    goal = int(row["sleep_goal_minutes"])
    now = ctx.clock.now()
    wake_at = None
    if row["is_enabled"] and row["wake_alarm_enabled"]:
        upcoming = _occurrences(now, row["wake_time"], list(row["days"]) or list(WEEKDAYS))
        wake_at = ctx.clock.format(upcoming[0]) if upcoming else None
    return {
        "is_set_up": True,
        "is_enabled": row["is_enabled"],
        "bedtime": row["bedtime"],
        "wake_time": row["wake_time"],
        "days": row["days"],
        "days_text": _describe_days(list(row["days"])),
        "time_in_bed": _fmt_minutes(asleep),
        "time_in_bed_minutes": asleep,
        "sleep_goal": _fmt_minutes(goal),
        "sleep_goal_minutes": goal,
        "meets_sleep_goal": asleep >= goal,
        "bedtime_reminder_minutes": row["bedtime_reminder_minutes"],
        "wake_alarm_enabled": row["wake_alarm_enabled"],
        "wake_sound": row["wake_sound"],
        "next_wake_up_at": wake_at,
    }


def _bedtime(ctx: WorldContext) -> Row:
    row = ctx.world.get_or_none("bedtime_schedule", _BEDTIME)
    if row is None:
        raise ToolError("no bedtime schedule is set up; create one with set_bedtime_schedule")
    return row


# ----------------------------------------------------------------------------- alarms


@tool(domain=DOMAIN, reads=("alarms",))
def list_alarms(ctx: WorldContext, enabled_only: bool = False) -> list[dict[str, Any]]:
    """List the alarms in the Clock app, earliest time of day first.

    Args:
        enabled_only: Only alarms that are switched on.

    Returns:
        Alarms with id, time ("HH:MM" and 12-hour), label, repeat days, sound, snooze,
        is_enabled, skipped_date and next_ring_at (null when off).
    """
    rows = ctx.world.select(
        "alarms", {"is_enabled": True} if enabled_only else None, order_by="time"
    )
    return [_alarm_view(ctx, a) for a in rows]


@tool(domain=DOMAIN, reads=("alarms",))
def get_alarm(ctx: WorldContext, alarm_id: AlarmId) -> dict[str, Any]:
    """Get one alarm with its settings and when it rings next.

    Args:
        alarm_id: Id of the alarm, e.g. "alm_0002" (from list_alarms).
    """
    return _alarm_view(ctx, _alarm(ctx, alarm_id))


@tool(domain=DOMAIN, reads=("alarms",), writes=("alarms",))
def create_alarm(
    ctx: WorldContext,
    time: ClockTime,
    label: Label | None = None,
    repeat_days: DayList | None = None,
    sound: Sound = "Radar",
    snooze_enabled: bool = True,
    snooze_minutes: Annotated[int, Field(ge=1, le=30)] = 9,
    vibrate: bool = True,
) -> dict[str, Any]:
    """Create an alarm (switched on). Without repeat days it rings once, at the next
    occurrence of the time (today if still ahead, else tomorrow).

    Args:
        time: Time of day, 24-hour "HH:MM" like "06:45" (also "6:45 am", "7pm").
        label: Alarm label shown when it rings, e.g. "Gym"; defaults to "Alarm".
        repeat_days: Days it repeats on: names like ["monday", "wednesday"] or ["mon"],
            or shortcuts ["weekdays"], ["weekends"], ["every day"]. Empty = once.
        sound: Ringtone.
        snooze_enabled: Whether the alarm offers Snooze.
        snooze_minutes: Snooze length in minutes (1-30).
        vibrate: Whether it also vibrates.
    """
    world = ctx.world
    hhmm = parse_clock_time(time)
    days = parse_weekdays(repeat_days or [])
    name = _clean_label(label, "Alarm")
    for other in world.select("alarms", {"time": hhmm}):
        if list(other["repeat_days"]) == days and other["label"] == name:
            state = "on" if other["is_enabled"] else "off; turn it on with enable_alarm"
            raise ToolError(
                f"an identical alarm already exists: {other['id']} at {hhmm} "
                f"({_describe_days(days)}, {name!r}) is {state}"
            )
    if world.count("alarms") >= _MAX_ALARMS:
        raise ToolError(f"at most {_MAX_ALARMS} alarms; delete some with delete_alarm first")
    row = world.insert(
        "alarms",
        {
            "time": hhmm,
            "label": name,
            "repeat_days": days,
            "sound": sound,
            "vibrate": vibrate,
            "snooze_enabled": snooze_enabled,
            "snooze_minutes": snooze_minutes,
            "is_enabled": True,
            "created_at": ctx.clock.now(),
        },
    )
    return _alarm_view(ctx, row)


@tool(domain=DOMAIN, reads=("alarms",), writes=("alarms",))
def update_alarm(
    ctx: WorldContext,
    alarm_id: AlarmId,
    time: ClockTime | None = None,
    label: Label | None = None,
    sound: Sound | None = None,
    vibrate: bool | None = None,
) -> dict[str, Any]:
    """Edit an alarm's time, label, sound or vibration. Changing the time cancels a
    skipped occurrence. Use set_alarm_repeat_days for the repeat and set_alarm_snooze
    for snooze.

    Args:
        alarm_id: Id of the alarm, e.g. "alm_0002" (from list_alarms).
        time: New time of day, "HH:MM" 24-hour (or "6:45 am").
        label: New label ("" resets it to "Alarm").
        sound: New ringtone.
        vibrate: Whether it vibrates.
    """
    alarm = _alarm(ctx, alarm_id)
    changes: dict[str, Any] = {}
    if time is not None:
        hhmm = parse_clock_time(time)
        if hhmm != alarm["time"]:
            changes["time"] = hhmm
            changes["skipped_date"] = None
    if label is not None and _clean_label(label, "Alarm") != alarm["label"]:
        changes["label"] = _clean_label(label, "Alarm")
    if sound is not None and sound != alarm["sound"]:
        changes["sound"] = sound
    if vibrate is not None and vibrate != alarm["vibrate"]:
        changes["vibrate"] = vibrate
    if not changes:
        raise ToolError(
            f"nothing to change for alarm {alarm['id']}: give a time, label, sound or vibrate "
            "that differs from the current one"
        )
    if alarm["skipped_date"] is None:
        changes.pop("skipped_date", None)
    return _alarm_view(ctx, ctx.world.update("alarms", alarm["id"], changes))


@tool(domain=DOMAIN, reads=("alarms",), writes=("alarms",))
def set_alarm_repeat_days(
    ctx: WorldContext, alarm_id: AlarmId, repeat_days: DayList
) -> dict[str, Any]:
    """Set the days an alarm repeats on (replaces the current days). An empty list makes
    it a one-time alarm. Cancels a skipped occurrence.

    Args:
        alarm_id: Id of the alarm, e.g. "alm_0002" (from list_alarms).
        repeat_days: Day names like ["mon", "thursday"], or ["weekdays"], ["weekends"],
            ["every day"]; [] for never.
    """
    alarm = _alarm(ctx, alarm_id)
    days = parse_weekdays(repeat_days)
    if days == list(alarm["repeat_days"]):
        raise ToolError(
            f"alarm {alarm['id']} already repeats {_describe_days(days)}; nothing to change"
        )
    changes: dict[str, Any] = {"repeat_days": days}
    if alarm["skipped_date"] is not None:
        changes["skipped_date"] = None
    return _alarm_view(ctx, ctx.world.update("alarms", alarm["id"], changes))


@tool(domain=DOMAIN, reads=("alarms",), writes=("alarms",))
def enable_alarm(ctx: WorldContext, alarm_id: AlarmId) -> dict[str, Any]:
    """Switch an alarm on so it rings at its time again.

    Args:
        alarm_id: Id of the alarm, e.g. "alm_0002" (from list_alarms).
    """
    alarm = _alarm(ctx, alarm_id)
    if alarm["is_enabled"]:
        raise ToolError(f"alarm {alarm['id']} ({alarm['time']} {alarm['label']!r}) is already on")
    return _alarm_view(ctx, ctx.world.update("alarms", alarm["id"], {"is_enabled": True}))


@tool(domain=DOMAIN, reads=("alarms",), writes=("alarms",))
def disable_alarm(ctx: WorldContext, alarm_id: AlarmId) -> dict[str, Any]:
    """Switch an alarm off (it stays in the list). Also cancels a skipped occurrence.

    Args:
        alarm_id: Id of the alarm, e.g. "alm_0002" (from list_alarms).
    """
    alarm = _alarm(ctx, alarm_id)
    if not alarm["is_enabled"]:
        raise ToolError(f"alarm {alarm['id']} ({alarm['time']} {alarm['label']!r}) is already off")
    changes: dict[str, Any] = {"is_enabled": False}
    if alarm["skipped_date"] is not None:
        changes["skipped_date"] = None
    return _alarm_view(ctx, ctx.world.update("alarms", alarm["id"], changes))


@tool(domain=DOMAIN, reads=("alarms",), writes=("alarms",))
def disable_all_alarms(ctx: WorldContext) -> dict[str, Any]:
    """Switch off every alarm that is on (for example for a holiday).

    Returns:
        The ids of the alarms switched off.
    """
    world = ctx.world
    on = world.select("alarms", {"is_enabled": True})
    if not on:
        raise ToolError("no alarm is on")
    with world.transaction():
        for alarm in on:
            world.update("alarms", alarm["id"], {"is_enabled": False, "skipped_date": None})
    return {"disabled_alarm_ids": [a["id"] for a in on], "count": len(on)}


@tool(domain=DOMAIN, reads=("alarms",), writes=("alarms",))
def delete_alarm(ctx: WorldContext, alarm_id: AlarmId) -> dict[str, Any]:
    """Delete an alarm permanently (to silence it but keep it, disable it instead).

    Args:
        alarm_id: Id of the alarm, e.g. "alm_0002" (from list_alarms).
    """
    alarm = _alarm(ctx, alarm_id)
    ctx.world.delete("alarms", alarm["id"])
    return {"deleted_alarm_id": alarm["id"], "time": alarm["time"], "label": alarm["label"]}


@tool(domain=DOMAIN, reads=("alarms",), writes=("alarms",))
def skip_next_alarm(ctx: WorldContext, alarm_id: AlarmId) -> dict[str, Any]:
    """Skip the next occurrence of a repeating alarm (it rings again on the following
    repeat day). Only for repeating alarms that are on; turn a one-time alarm off
    with disable_alarm instead.

    Args:
        alarm_id: Id of the alarm, e.g. "alm_0002" (from list_alarms).
    """
    alarm = _alarm(ctx, alarm_id)
    if not alarm["repeat_days"]:
        raise ToolError(
            f"alarm {alarm['id']} rings only once; use disable_alarm to turn it off instead"
        )
    if not alarm["is_enabled"]:
        raise ToolError(f"alarm {alarm['id']} is off, so there is nothing to skip")
    if alarm["skipped_date"] is not None:
        raise ToolError(
            f"alarm {alarm['id']} already skips {alarm['skipped_date']}; "
            "cancel that with unskip_alarm first"
        )
    upcoming = _occurrences(ctx.clock.now(), alarm["time"], list(alarm["repeat_days"]))
    if not upcoming:
        raise ToolError(f"alarm {alarm['id']} has no upcoming occurrence to skip")
    row = ctx.world.update("alarms", alarm["id"], {"skipped_date": upcoming[0].date()})
    return _alarm_view(ctx, row)


@tool(domain=DOMAIN, reads=("alarms",), writes=("alarms",))
def unskip_alarm(ctx: WorldContext, alarm_id: AlarmId) -> dict[str, Any]:
    """Cancel a skip: the alarm rings again at its next occurrence.

    Args:
        alarm_id: Id of the alarm, e.g. "alm_0002" (from list_alarms).
    """
    alarm = _alarm(ctx, alarm_id)
    if alarm["skipped_date"] is None:
        raise ToolError(f"alarm {alarm['id']} is not skipping any occurrence")
    return _alarm_view(ctx, ctx.world.update("alarms", alarm["id"], {"skipped_date": None}))


@tool(domain=DOMAIN, reads=("alarms",), writes=("alarms",))
def set_alarm_snooze(
    ctx: WorldContext,
    alarm_id: AlarmId,
    enabled: bool,
    minutes: Annotated[int, Field(ge=1, le=30)] | None = None,
) -> dict[str, Any]:
    """Turn an alarm's Snooze on or off and optionally set the snooze length.

    Args:
        alarm_id: Id of the alarm, e.g. "alm_0002" (from list_alarms).
        enabled: Whether Snooze is offered.
        minutes: Snooze length in minutes (1-30); omit to keep the current one.
    """
    alarm = _alarm(ctx, alarm_id)
    changes: dict[str, Any] = {}
    if enabled != alarm["snooze_enabled"]:
        changes["snooze_enabled"] = enabled
    if minutes is not None and minutes != alarm["snooze_minutes"]:
        changes["snooze_minutes"] = minutes
    if not changes:
        raise ToolError(
            f"alarm {alarm['id']} already has snooze "
            f"{'on' if alarm['snooze_enabled'] else 'off'} ({alarm['snooze_minutes']} min)"
        )
    return _alarm_view(ctx, ctx.world.update("alarms", alarm["id"], changes))


@tool(domain=DOMAIN, reads=("alarms", "bedtime_schedule"))
def get_next_alarm(ctx: WorldContext) -> dict[str, Any]:
    """When the next alarm rings: the earliest upcoming alarm that is on (skipped
    occurrences excluded), including the bedtime schedule's wake-up alarm.

    Returns:
        {"next_alarm": null} if nothing is set, else the alarm (or "bedtime" wake-up)
        with its ring time and how long until then.
    """
    now = ctx.clock.now()
    best: tuple[datetime, dict[str, Any]] | None = None
    found = _first_ring(ctx.world, now)
    if found is not None:
        ring, alarm = found
        best = (ring, {"source": "alarm", **_alarm_view(ctx, alarm)})
    sched = ctx.world.get_or_none("bedtime_schedule", _BEDTIME)
    if sched is not None and sched["is_enabled"] and sched["wake_alarm_enabled"]:
        upcoming = _occurrences(now, sched["wake_time"], list(sched["days"]) or list(WEEKDAYS))
        if upcoming and (best is None or upcoming[0] < best[0]):
            best = (
                upcoming[0],
                {
                    "source": "bedtime",
                    "id": _BEDTIME,
                    "label": "Wake Up",
                    "time": sched["wake_time"],
                },
            )
    if best is None:
        return {"next_alarm": None, "message": "no alarm is set"}
    at, view = best
    return {
        "next_alarm": view,
        "rings_at": ctx.clock.format(at),
        "weekday": _WEEKDAY_NAMES[at.weekday()],
        "rings_in": _until(now, at),
    }


@tool(domain=DOMAIN)
def list_alarm_sounds(ctx: WorldContext) -> list[str]:
    """List the ringtones alarms and timers can use ("None" means silent)."""
    return list(SOUNDS)


# ----------------------------------------------------------------------------- timers


@tool(domain=DOMAIN, reads=("timers",))
def list_timers(ctx: WorldContext) -> list[dict[str, Any]]:
    """List timers with their status (running, paused or finished = ringing) and the
    time remaining, soonest to end first.

    Returns:
        Timers with id, label, status, duration, remaining ("H:MM:SS" and seconds),
        ends_at for running timers, and sound.
    """
    views = [_timer_view(ctx, t) for t in ctx.world.select("timers")]
    views.sort(key=lambda v: (v["status"] == "paused", v["remaining_seconds"]))
    return views


@tool(domain=DOMAIN, reads=("timers",))
def get_timer(ctx: WorldContext, timer_id: TimerId) -> dict[str, Any]:
    """Get one timer's status and time remaining.

    Args:
        timer_id: Id of the timer, e.g. "tmr_0001" (from list_timers).
    """
    return _timer_view(ctx, _timer(ctx, timer_id))


@tool(domain=DOMAIN, reads=("timers",), writes=("timers",))
def start_timer(
    ctx: WorldContext,
    hours: Annotated[int, Field(ge=0, le=23)] = 0,
    minutes: Annotated[int, Field(ge=0, le=59)] = 0,
    seconds: Annotated[int, Field(ge=0, le=59)] = 0,
    label: Label | None = None,
    sound: Sound = "Radar",
) -> dict[str, Any]:
    """Start a new countdown timer (several timers can run at once).

    Args:
        hours: Hours (0-23).
        minutes: Minutes (0-59).
        seconds: Seconds (0-59).
        label: Label, e.g. "Pasta"; defaults to "Timer".
        sound: Sound played when it ends.
    """
    total = hours * 3600 + minutes * 60 + seconds
    if total <= 0:
        raise ToolError("the timer needs a duration: give hours, minutes and/or seconds")
    if ctx.world.count("timers") >= _MAX_TIMERS:
        raise ToolError(f"at most {_MAX_TIMERS} timers; cancel one with cancel_timer first")
    now = ctx.clock.now()
    row = ctx.world.insert(
        "timers",
        {
            "label": _clean_label(label, "Timer"),
            "duration_seconds": total,
            "state": "running",
            "remaining_seconds": total,
            "state_changed_at": now,
            "sound": sound,
            "created_at": now,
        },
    )
    return _timer_view(ctx, row)


@tool(domain=DOMAIN, reads=("timers",), writes=("timers",))
def pause_timer(ctx: WorldContext, timer_id: TimerId) -> dict[str, Any]:
    """Pause a running timer, keeping the time left.

    Args:
        timer_id: Id of the timer, e.g. "tmr_0001" (from list_timers).
    """
    timer = _timer(ctx, timer_id)
    view = _timer_view(ctx, timer)
    if view["status"] == "paused":
        raise ToolError(f"timer {timer['id']} ({timer['label']!r}) is already paused")
    if view["status"] == "finished":
        raise ToolError(
            f"timer {timer['id']} ({timer['label']!r}) has already finished; "
            "restart it with restart_timer or dismiss it with cancel_timer"
        )
    row = ctx.world.update(
        "timers",
        timer["id"],
        {
            "state": "paused",
            "remaining_seconds": view["remaining_seconds"],
            "state_changed_at": ctx.clock.now(),
        },
    )
    return _timer_view(ctx, row)


@tool(domain=DOMAIN, reads=("timers",), writes=("timers",))
def resume_timer(ctx: WorldContext, timer_id: TimerId) -> dict[str, Any]:
    """Resume a paused timer.

    Args:
        timer_id: Id of the timer, e.g. "tmr_0001" (from list_timers).
    """
    timer = _timer(ctx, timer_id)
    if timer["state"] != "paused":
        raise ToolError(f"timer {timer['id']} ({timer['label']!r}) is not paused")
    row = ctx.world.update(
        "timers", timer["id"], {"state": "running", "state_changed_at": ctx.clock.now()}
    )
    return _timer_view(ctx, row)


@tool(domain=DOMAIN, reads=("timers",), writes=("timers",))
def cancel_timer(ctx: WorldContext, timer_id: TimerId) -> dict[str, Any]:
    """Cancel a timer (or dismiss one that has finished); it is removed.

    Args:
        timer_id: Id of the timer, e.g. "tmr_0001" (from list_timers).
    """
    timer = _timer(ctx, timer_id)
    view = _timer_view(ctx, timer)
    ctx.world.delete("timers", timer["id"])
    return {"cancelled_timer_id": timer["id"], "label": timer["label"], "was": view["status"]}


@tool(domain=DOMAIN, reads=("timers",), writes=("timers",))
def add_time_to_timer(
    ctx: WorldContext,
    timer_id: TimerId,
    minutes: Annotated[int, Field(ge=0, le=600)] = 1,
    seconds: Annotated[int, Field(ge=0, le=3600)] = 0,
) -> dict[str, Any]:
    """Add time to a running or paused timer (the "+1 min" button).

    Args:
        timer_id: Id of the timer, e.g. "tmr_0001" (from list_timers).
        minutes: Minutes to add.
        seconds: Seconds to add.
    """
    timer = _timer(ctx, timer_id)
    extra = minutes * 60 + seconds
    if extra <= 0:
        raise ToolError("give minutes and/or seconds to add")
    view = _timer_view(ctx, timer)
    if view["status"] == "finished":
        raise ToolError(
            f"timer {timer['id']} ({timer['label']!r}) has finished; use restart_timer or "
            "start_timer instead"
        )
    remaining = view["remaining_seconds"] + extra
    if remaining > _MAX_TIMER_SECONDS:
        raise ToolError("a timer can run for at most 23:59:59")
    row = ctx.world.update(
        "timers",
        timer["id"],
        {
            "remaining_seconds": remaining,
            "duration_seconds": int(timer["duration_seconds"]) + extra,
            "state_changed_at": ctx.clock.now(),
        },
    )
    return _timer_view(ctx, row)


@tool(domain=DOMAIN, reads=("timers",), writes=("timers",))
def restart_timer(ctx: WorldContext, timer_id: TimerId) -> dict[str, Any]:
    """Restart a timer from its full duration (running).

    Args:
        timer_id: Id of the timer, e.g. "tmr_0001" (from list_timers).
    """
    timer = _timer(ctx, timer_id)
    row = ctx.world.update(
        "timers",
        timer["id"],
        {
            "state": "running",
            "remaining_seconds": timer["duration_seconds"],
            "state_changed_at": ctx.clock.now(),
        },
    )
    return _timer_view(ctx, row)


@tool(domain=DOMAIN, reads=("timers",), writes=("timers",))
def rename_timer(ctx: WorldContext, timer_id: TimerId, label: Label) -> dict[str, Any]:
    """Change a timer's label.

    Args:
        timer_id: Id of the timer, e.g. "tmr_0001" (from list_timers).
        label: New label ("" resets it to "Timer").
    """
    timer = _timer(ctx, timer_id)
    name = _clean_label(label, "Timer")
    if name == timer["label"]:
        raise ToolError(f"timer {timer['id']} is already labelled {name!r}")
    return _timer_view(ctx, ctx.world.update("timers", timer["id"], {"label": name}))


# ----------------------------------------------------------------------------- world clock


@tool(domain=DOMAIN, reads=_CITY_READS)
def list_world_clock_cities(ctx: WorldContext) -> dict[str, Any]:
    """List the cities in the World Clock with their current local time and the
    difference from this device's time.

    Returns:
        {"device_time": ..., "cities": [{id, city, country, local_time, day,
        hours_from_here, difference}, ...]} in display order.
    """
    rows = _cities(ctx.world)
    return {
        "device_time": ctx.clock.now_iso(),
        "cities": [{"id": r["id"], **_city_view(ctx, r["city"])} for r in rows],
    }


@tool(domain=DOMAIN)
def search_world_clock_cities(
    ctx: WorldContext, query: Annotated[str, Field(max_length=60)] = ""
) -> list[dict[str, Any]]:
    """Search the bundled list of cities the World Clock knows (by city, country or
    time zone). An empty query lists them all.

    Args:
        query: Part of a city, country or time-zone name, e.g. "japan" or "Europe/".
    """
    text = query.strip().lower()
    names = [
        name
        for name, (country, tz) in CITIES.items()
        if not text or text in name.lower() or text in country.lower() or text in tz.lower()
    ]
    if text in _CITY_ALIASES and _CITY_ALIASES[text] not in names:
        names.append(_CITY_ALIASES[text])
    return [
        {
            "city": n,
            "country": CITIES[n][0],
            "time_zone": CITIES[n][1],
            "hours_from_here": _city_view(ctx, n)["hours_from_here"],
        }
        for n in names
    ]


@tool(domain=DOMAIN, reads=_CITY_READS, writes=("world_clock_cities",))
def add_world_clock_city(ctx: WorldContext, city: CityName) -> dict[str, Any]:
    """Add a city to the World Clock (at the end of the list).

    Args:
        city: City name, e.g. "Tokyo" or "New York" (see search_world_clock_cities).
    """
    world = ctx.world
    name = _resolve_city(city)
    existing = world.select("world_clock_cities", {"city": name})
    if existing:
        raise ToolError(f"{name} is already in the World Clock ({existing[0]['id']})")
    rows = _cities(world)
    if len(rows) >= _MAX_CITIES:
        raise ToolError(f"the World Clock holds at most {_MAX_CITIES} cities; remove one first")
    position = max((int(r["position"]) for r in rows), default=0) + 1
    row = world.insert(
        "world_clock_cities", {"city": name, "position": position, "added_at": ctx.clock.now()}
    )
    return {"id": row["id"], **_city_view(ctx, name)}


@tool(domain=DOMAIN, reads=_CITY_READS, writes=("world_clock_cities",))
def remove_world_clock_city(ctx: WorldContext, city: CityName) -> dict[str, Any]:
    """Remove a city from the World Clock.

    Args:
        city: City name (e.g. "London") or its world-clock id (e.g. "wcc_0002").
    """
    world = ctx.world
    text = city.strip()
    row = world.get_or_none("world_clock_cities", text)
    if row is None:
        name = _resolve_city(text)
        found = world.select("world_clock_cities", {"city": name})
        if not found:
            raise ToolError(f"{name} is not in the World Clock (see list_world_clock_cities)")
        row = found[0]
    with world.transaction():
        world.delete("world_clock_cities", row["id"])
        _renumber_cities(world, [r["id"] for r in _cities(world)])
    return {"removed_id": row["id"], "city": row["city"]}


@tool(domain=DOMAIN, reads=_CITY_READS, writes=("world_clock_cities",))
def move_world_clock_city(
    ctx: WorldContext, city: CityName, position: Annotated[int, Field(ge=1, le=100)]
) -> dict[str, Any]:
    """Move a World Clock city to another place in the list (1 = top).

    Args:
        city: City name or world-clock id (e.g. "wcc_0002").
        position: New 1-based position; larger than the list means last.
    """
    world = ctx.world
    text = city.strip()
    row = world.get_or_none("world_clock_cities", text)
    if row is None:
        name = _resolve_city(text)
        found = world.select("world_clock_cities", {"city": name})
        if not found:
            raise ToolError(f"{name} is not in the World Clock; add it with add_world_clock_city")
        row = found[0]
    ids = [r["id"] for r in _cities(world)]
    target = min(position, len(ids)) - 1
    if ids.index(row["id"]) == target:
        raise ToolError(f"{row['city']} is already at position {target + 1}")
    ids.remove(row["id"])
    ids.insert(target, row["id"])
    with world.transaction():
        _renumber_cities(world, ids)
    return {"cities": [r["city"] for r in _cities(world)]}


@tool(domain=DOMAIN)
def get_world_clock_time(ctx: WorldContext, city: CityName) -> dict[str, Any]:
    """Current local time in a city (from the bundled city list), and how far ahead of
    or behind this device it is. The city need not be in the World Clock.

    Args:
        city: City name, e.g. "Lagos" or "Sydney".
    """
    return _city_view(ctx, _resolve_city(city))


@tool(domain=DOMAIN)
def get_world_clock_time_difference(
    ctx: WorldContext, from_city: CityName, to_city: CityName
) -> dict[str, Any]:
    """Time difference between two cities right now (daylight saving included).

    Args:
        from_city: City to compare from, e.g. "London".
        to_city: City to compare to, e.g. "Tokyo".

    Returns:
        Both local times and hours_difference (positive when to_city is ahead).
    """
    a = _city_view(ctx, _resolve_city(from_city))
    b = _city_view(ctx, _resolve_city(to_city))
    diff = b["hours_from_here"] - a["hours_from_here"]
    return {
        "from": {k: a[k] for k in ("city", "local_time", "local_datetime")},
        "to": {k: b[k] for k in ("city", "local_time", "local_datetime")},
        "hours_difference": diff,
        "difference": f"{b['city']} is {_fmt_offset(diff)} relative to {a['city']}"
        if diff
        else f"{a['city']} and {b['city']} have the same time",
    }


# ----------------------------------------------------------------------------- stopwatch


@tool(domain=DOMAIN, reads=_SW)
def get_stopwatch(ctx: WorldContext) -> dict[str, Any]:
    """Read the stopwatch: state (idle, running, paused), elapsed time and laps with
    their lap times (fastest and slowest marked)."""
    return _stopwatch_view(ctx)


@tool(domain=DOMAIN, reads=_SW, writes=("stopwatch",))
def start_stopwatch(ctx: WorldContext) -> dict[str, Any]:
    """Start the stopwatch, or resume it when paused."""
    sw = _stopwatch(ctx.world)
    if sw["state"] == "running":
        raise ToolError("the stopwatch is already running")
    _put_stopwatch(ctx.world, {"state": "running", "started_at": ctx.clock.now()})
    return _stopwatch_view(ctx)


@tool(domain=DOMAIN, reads=_SW, writes=("stopwatch",))
def pause_stopwatch(ctx: WorldContext) -> dict[str, Any]:
    """Stop (pause) the running stopwatch, keeping the elapsed time and laps."""
    sw = _stopwatch(ctx.world)
    if sw["state"] != "running":
        raise ToolError(f"the stopwatch is not running (it is {sw['state']})")
    _put_stopwatch(
        ctx.world,
        {"state": "paused", "accumulated_ms": _elapsed_ms(ctx, sw), "started_at": None},
    )
    return _stopwatch_view(ctx)


@tool(domain=DOMAIN, reads=_SW, writes=("stopwatch_laps",))
def lap_stopwatch(ctx: WorldContext) -> dict[str, Any]:
    """Record a lap on the running stopwatch."""
    world = ctx.world
    sw = _stopwatch(world)
    if sw["state"] != "running":
        raise ToolError(f"laps can only be taken while the stopwatch runs (it is {sw['state']})")
    laps = world.select("stopwatch_laps", order_by="lap_number")
    if len(laps) >= _MAX_LAPS:
        raise ToolError(f"at most {_MAX_LAPS} laps; reset the stopwatch first")
    number = max((int(lap["lap_number"]) for lap in laps), default=0) + 1
    world.insert(
        "stopwatch_laps",
        {"lap_number": number, "total_ms": _elapsed_ms(ctx, sw), "recorded_at": ctx.clock.now()},
    )
    return _stopwatch_view(ctx)


@tool(domain=DOMAIN, reads=_SW, writes=_SW)
def reset_stopwatch(ctx: WorldContext) -> dict[str, Any]:
    """Reset the stopwatch to zero and clear its laps (only when paused, like the app)."""
    world = ctx.world
    sw = _stopwatch(world)
    if sw["state"] == "running":
        raise ToolError("pause the stopwatch with pause_stopwatch before resetting it")
    if sw["state"] == "idle" and not world.count("stopwatch_laps"):
        raise ToolError("the stopwatch is already at zero")
    with world.transaction():
        world.delete_where("stopwatch_laps", None)
        _put_stopwatch(world, {"state": "idle", "accumulated_ms": 0, "started_at": None})
    return _stopwatch_view(ctx)


# ----------------------------------------------------------------------------- bedtime


@tool(domain=DOMAIN, reads=("bedtime_schedule",))
def get_bedtime_schedule(ctx: WorldContext) -> dict[str, Any]:
    """Get the bedtime / wake-up schedule: times, days, sleep goal, whether the time in
    bed meets the goal, and the next wake-up alarm."""
    return _bedtime_view(ctx)


@tool(domain=DOMAIN, reads=("bedtime_schedule",), writes=("bedtime_schedule",))
def set_bedtime_schedule(
    ctx: WorldContext,
    bedtime: ClockTime | None = None,
    wake_time: ClockTime | None = None,
    days: DayList | None = None,
    bedtime_reminder_minutes: Annotated[int, Field(ge=0, le=120)] | None = None,
    wake_alarm_enabled: bool | None = None,
    wake_sound: Sound | None = None,
) -> dict[str, Any]:
    """Create or change the bedtime schedule. Creating one needs bedtime and wake_time
    (days default to every day); afterwards give only what changes.

    Args:
        bedtime: Time to go to bed, "HH:MM" 24-hour, e.g. "23:00".
        wake_time: Wake-up time, "HH:MM" 24-hour, e.g. "07:00".
        days: Wake-up days, e.g. ["weekdays"] or ["mon", "tue"]; at least one day.
        bedtime_reminder_minutes: Remind this many minutes before bedtime (0 = no reminder).
        wake_alarm_enabled: Whether the wake-up alarm rings.
        wake_sound: Sound of the wake-up alarm.
    """
    world = ctx.world
    current = world.get_or_none("bedtime_schedule", _BEDTIME)
    changes: dict[str, Any] = {}
    if bedtime is not None:
        changes["bedtime"] = parse_clock_time(bedtime)
    if wake_time is not None:
        changes["wake_time"] = parse_clock_time(wake_time)
    if days is not None:
        parsed = parse_weekdays(days)
        if not parsed:
            raise ToolError(
                "the schedule needs at least one day; use disable_bedtime_schedule to turn it off"
            )
        changes["days"] = parsed
    if bedtime_reminder_minutes is not None:
        changes["bedtime_reminder_minutes"] = bedtime_reminder_minutes or None
    if wake_alarm_enabled is not None:
        changes["wake_alarm_enabled"] = wake_alarm_enabled
    if wake_sound is not None:
        changes["wake_sound"] = wake_sound
    if current is None:
        if "bedtime" not in changes or "wake_time" not in changes:
            raise ToolError("no schedule exists yet: give both bedtime and wake_time to create one")
        if changes["bedtime"] == changes["wake_time"]:
            raise ToolError("bedtime and wake_time must differ")
        world.insert(
            "bedtime_schedule",
            {"id": _BEDTIME, "days": list(WEEKDAYS), "is_enabled": True, **changes},
        )
        return _bedtime_view(ctx)
    changes = {k: v for k, v in changes.items() if current[k] != v}
    if not changes:
        raise ToolError("nothing to change: the schedule already has these settings")
    merged = {**current, **changes}
    if merged["bedtime"] == merged["wake_time"]:
        raise ToolError("bedtime and wake_time must differ")
    world.update("bedtime_schedule", _BEDTIME, changes)
    return _bedtime_view(ctx)


@tool(domain=DOMAIN, reads=("bedtime_schedule",), writes=("bedtime_schedule",))
def enable_bedtime_schedule(ctx: WorldContext) -> dict[str, Any]:
    """Turn the bedtime schedule (and its wake-up alarm) on."""
    row = _bedtime(ctx)
    if row["is_enabled"]:
        raise ToolError("the bedtime schedule is already on")
    ctx.world.update("bedtime_schedule", _BEDTIME, {"is_enabled": True})
    return _bedtime_view(ctx)


@tool(domain=DOMAIN, reads=("bedtime_schedule",), writes=("bedtime_schedule",))
def disable_bedtime_schedule(ctx: WorldContext) -> dict[str, Any]:
    """Turn the bedtime schedule off (no bedtime reminder, no wake-up alarm); its
    settings are kept."""
    row = _bedtime(ctx)
    if not row["is_enabled"]:
        raise ToolError("the bedtime schedule is already off")
    ctx.world.update("bedtime_schedule", _BEDTIME, {"is_enabled": False})
    return _bedtime_view(ctx)


@tool(domain=DOMAIN, reads=("bedtime_schedule",), writes=("bedtime_schedule",))
def set_sleep_goal(
    ctx: WorldContext,
    hours: Annotated[int, Field(ge=3, le=12)],
    minutes: Annotated[int, Field(ge=0, le=59)] = 0,
) -> dict[str, Any]:
    """Set the nightly sleep goal of the bedtime schedule. The answer says whether the
    current bedtime and wake-up time leave enough time in bed.

    Args:
        hours: Whole hours of sleep (3-12).
        minutes: Extra minutes (0-59).
    """
    row = _bedtime(ctx)
    goal = hours * 60 + minutes
    if goal > 12 * 60:
        raise ToolError("the sleep goal can be at most 12 hours")
    if goal == row["sleep_goal_minutes"]:
        raise ToolError(f"the sleep goal is already {_fmt_minutes(goal)}")
    ctx.world.update("bedtime_schedule", _BEDTIME, {"sleep_goal_minutes": goal})
    return _bedtime_view(ctx)


# ----------------------------------------------------------------------------- seed

_SEED_ALARMS: tuple[tuple[str, str, tuple[str, ...], str, bool], ...] = (
    ("06:45", "Work", ("weekdays",), "Radar", True),
    ("06:00", "Gym", ("mon", "wed", "fri"), "Uplift", False),
    ("08:30", "Weekend", ("weekends",), "Slow Rise", False),
    ("08:15", "Soccer practice", ("sat",), "Chimes", True),
    ("20:00", "Take out recycling", ("thu",), "Signal", True),
    ("21:30", "Meds", ("every day",), "Silk", True),
    ("12:00", "Biscuit's walk check", ("mon", "wed", "fri"), "Twinkle", False),
    ("15:45", "Call Grandma", (), "Constellation", True),
)


def seed(world: World, rng: random.Random) -> None:
    """Fill the Clock app: eight alarms (work days, gym, soccer, meds...), three timers
    (Pasta running, Laundry paused, and Tea still in the running state but started six
    minutes ago for four, so it has run out), four world-clock cities (Sam's family in
    Lagos, London, New York, Tokyo), a paused stopwatch with the laps of a 5k run, and
    a weekday bedtime schedule."""
    now = world.clock.now()
    for i, (hhmm, label, days, sound, enabled) in enumerate(_SEED_ALARMS):
        world.insert(
            "alarms",
            {
                "time": hhmm,
                "label": label,
                "repeat_days": parse_weekdays(list(days)),
                "sound": sound,
                "snooze_enabled": label not in ("Meds",),
                "snooze_minutes": 9 if label != "Work" else 5,
                "is_enabled": enabled,
                "created_at": world.clock.days_ago(300 - 30 * i + rng.randint(0, 9)),
            },
        )
    for label, duration, state, ago, remaining, sound in (
        ("Pasta", 12 * 60, "running", 4 * 60 + rng.randint(0, 30), 12 * 60, "Chimes"),
        ("Laundry", 45 * 60, "paused", 20 * 60, 23 * 60 + 10, "Radar"),
        ("Tea", 4 * 60, "running", 6 * 60, 4 * 60, "Sencha"),
    ):
        changed = now - timedelta(seconds=ago)
        world.insert(
            "timers",
            {
                "label": label,
                "duration_seconds": duration,
                "state": state,
                "remaining_seconds": remaining,
                "state_changed_at": changed,
                "sound": sound,
                "created_at": changed - timedelta(minutes=5 if state == "paused" else 0),
            },
        )
    for position, city in enumerate(("New York", "London", "Lagos", "Tokyo"), start=1):
        world.insert(
            "world_clock_cities",
            {
                "city": city,
                "position": position,
                "added_at": world.clock.days_ago(400 - 50 * position),
            },
        )
    run_start = datetime.combine(world.clock.today(), day_time(7, 2), tzinfo=now.tzinfo)
    total = 0
    for lap in range(1, 6):
        total += 290_000 + rng.randint(0, 9_000) * 3
        world.insert(
            "stopwatch_laps",
            {
                "lap_number": lap,
                "total_ms": total,
                "recorded_at": run_start + timedelta(milliseconds=total),
            },
        )
    total += 12_340
    world.insert(
        "stopwatch",
        {"id": _STOPWATCH, "state": "paused", "accumulated_ms": total, "started_at": None},
    )
    world.insert(
        "bedtime_schedule",
        {
            "id": _BEDTIME,
            "is_enabled": True,
            "bedtime": "23:15",
            "wake_time": "07:00",
            "days": list(WEEKDAYS[:5]),
            "sleep_goal_minutes": 480,
            "bedtime_reminder_minutes": 30,
            "wake_alarm_enabled": True,
            "wake_sound": "Slow Rise",
        },
    )
