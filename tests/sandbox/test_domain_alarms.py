"""Alarms (Clock app) domain: helpers, seed, every tool, and a schema-driven fuzz."""

from __future__ import annotations

from datetime import datetime, time, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from mmtoolbench.core.errors import ToolArgumentError, ToolError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import alarms, build_tool_registry
from mmtoolbench.sandbox.domains.alarms import CITIES, parse_clock_time, parse_weekdays
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world, build_world
from tests.sandbox.domain_fuzz import fuzz_tool_with_pools
from tests.sandbox.domain_harness import DomainTools, next_id

REGISTRY = build_tool_registry(["alarms"])
TOOLS = [t.name for t in REGISTRY if t.domain == alarms.DOMAIN]


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world(["alarms"])


@pytest.fixture
def empty() -> WorldContext:
    return WorldContext(build_world(["alarms"]))


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call
fails = HARNESS.fails


def alarm_id(ctx: WorldContext, label: str) -> str:
    return str(ctx.world.select("alarms", {"label": label})[0]["id"])


def timer_id(ctx: WorldContext, label: str) -> str:
    return str(ctx.world.select("timers", {"label": label})[0]["id"])


# ----------------------------------------------------------------------------- expectations
# Computed from the rows and the clock with plain date arithmetic (never through the
# tools under test), so that editing the seeded alarms, timers or cities moves the
# expectation instead of breaking the test.


def rings(
    ctx: WorldContext, hhmm: str, days: list[str], skipped: str | None = None
) -> list[datetime]:
    """The ring times after now within two weeks (a one-time alarm rings once)."""
    now = ctx.clock.now()
    hour, minute = map(int, hhmm.split(":"))
    out: list[datetime] = []
    for offset in range(15):
        day = now.date() + timedelta(days=offset)
        at = datetime.combine(day, time(hour, minute), tzinfo=now.tzinfo)
        if at <= now or (days and alarms.WEEKDAYS[day.weekday()] not in days):
            continue
        if days and skipped == day.isoformat():
            continue
        out.append(at)
        if not days:
            break
    return out


def next_ring(ctx: WorldContext, alarm: dict[str, Any]) -> str | None:
    if not alarm["is_enabled"]:
        return None
    found = rings(ctx, alarm["time"], list(alarm["repeat_days"]), alarm["skipped_date"])
    return ctx.clock.format(found[0]) if found else None


def twelve_hour(hhmm: str) -> str:
    hour, minute = map(int, hhmm.split(":"))
    return f"{hour % 12 or 12}:{minute:02d} {'AM' if hour < 12 else 'PM'}"


def clock(seconds: int) -> str:
    return f"{seconds // 3600}:{seconds % 3600 // 60:02d}:{seconds % 60:02d}"


def timer_state(ctx: WorldContext, timer: dict[str, Any]) -> tuple[str, int]:
    """(status, remaining seconds) of a timer row now."""
    if timer["state"] == "paused":
        return "paused", int(timer["remaining_seconds"])
    ran = (ctx.clock.now() - ctx.clock.parse(timer["state_changed_at"])).total_seconds()
    left = max(0, int(timer["remaining_seconds"]) - max(0, int(ran)))
    return ("running" if left else "finished"), left


def city_offset(ctx: WorldContext, city: str) -> float:
    """Hours the city is ahead of the device now."""
    now = ctx.clock.now()
    there = now.astimezone(ZoneInfo(CITIES[city][1]))
    ahead = (there.utcoffset() or timedelta()) - (now.utcoffset() or timedelta())
    return ahead.total_seconds() / 3600


def local_time(ctx: WorldContext, city: str) -> str:
    return ctx.clock.now().astimezone(ZoneInfo(CITIES[city][1])).strftime("%H:%M")


def minutes_in_bed(bedtime: str, wake: str) -> int:
    bh, bm = map(int, bedtime.split(":"))
    wh, wm = map(int, wake.split(":"))
    return ((wh * 60 + wm) - (bh * 60 + bm)) % (24 * 60)


def hours_text(minutes: int) -> str:
    return f"{minutes // 60} h {minutes % 60} min" if minutes % 60 else f"{minutes // 60} h"


def next_wake(ctx: WorldContext, wake: str, days: list[str]) -> str:
    return ctx.clock.format(rings(ctx, wake, days or list(alarms.WEEKDAYS))[0])


# ----------------------------------------------------------------------------- helpers


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("07:30", "07:30"),
        ("7:30", "07:30"),
        ("0730", "07:30"),
        ("19h45", "19:45"),
        ("7:30 am", "07:30"),
        ("7pm", "19:00"),
        ("12 AM", "00:00"),
        ("12:15 p.m.", "12:15"),
        ("noon", "12:00"),
        ("midnight", "00:00"),
        ("6", "06:00"),
    ],
)
def test_parse_clock_time(raw: str, expected: str) -> None:
    assert parse_clock_time(raw) == expected


@pytest.mark.parametrize("raw", ["25:00", "7:60", "13pm", "", "soon", "7:5"])
def test_parse_clock_time_rejects(raw: str) -> None:
    with pytest.raises(ToolError, match="is not a time of day"):
        parse_clock_time(raw)


def test_parse_weekdays() -> None:
    assert parse_weekdays(["Friday", "mon", "Wednesdays"]) == ["mon", "wed", "fri"]
    assert parse_weekdays(["weekdays"]) == ["mon", "tue", "wed", "thu", "fri"]
    assert parse_weekdays(["weekends", "tue"]) == ["tue", "sat", "sun"]
    assert parse_weekdays(["every day"]) == list(alarms.WEEKDAYS)
    assert parse_weekdays(["thurs", "su"]) == ["thu", "sun"]
    assert parse_weekdays([]) == []
    with pytest.raises(ToolError, match="is not a day of the week"):
        parse_weekdays(["funday"])


def test_city_table_loads() -> None:
    from zoneinfo import ZoneInfo

    assert len(CITIES) >= 40
    for _country, tz in CITIES.values():
        ZoneInfo(tz)


# ----------------------------------------------------------------------------- seed


def test_seed_is_deterministic_and_coherent(seeded: World) -> None:
    other = build_seeded_world(["alarms"])
    assert other.snapshot().rows == seeded.snapshot().rows
    assert seeded.count("alarms") == len(alarms._SEED_ALARMS) > 0
    assert seeded.count("timers") == 3
    assert [r["city"] for r in seeded.select("world_clock_cities", order_by="position")] == [
        "New York",
        "London",
        "Lagos",
        "Tokyo",
    ]
    assert seeded.count("stopwatch_laps") == 5
    assert seeded.get("bedtime_schedule", "bedtime")["wake_time"] == "07:00"
    assert seeded.integrity_check() == []
    total = sum(seeded.count(t.name) for t in alarms.TABLES)
    assert total <= 120


# ----------------------------------------------------------------------------- alarms


def test_list_and_get_alarm(ctx: WorldContext) -> None:
    rows = ctx.world.select("alarms")
    listed = call(ctx, "list_alarms")
    assert len(listed) == len(rows) > 0
    assert [a["time"] for a in listed] == sorted(a["time"] for a in listed)
    on = call(ctx, "list_alarms", enabled_only=True)
    enabled = {r["label"] for r in rows if r["is_enabled"]}
    assert enabled and enabled != {r["label"] for r in rows}
    assert {a["label"] for a in on} == enabled
    work_row = ctx.world.get("alarms", alarm_id(ctx, "Work"))
    assert list(work_row["repeat_days"]) == list(alarms.WEEKDAYS[:5])
    work = call(ctx, "get_alarm", alarm_id=work_row["id"])
    assert work["repeat"] == "weekdays" and work["time_12h"] == twelve_hour(work_row["time"])
    # Friday morning now: the weekday alarm rings next on Monday.
    assert ctx.clock.now().weekday() == 4
    assert work["next_ring_at"] == next_ring(ctx, work_row)
    assert work["next_ring_at"].startswith("2025-06-16T")
    fails(ctx, "get_alarm", r"no alarm with id 'alm_0999' \(use list_alarms", alarm_id="alm_0999")


def test_create_alarm(ctx: WorldContext) -> None:
    new_id = next_id(ctx.world, "alarms", "alm")
    alarm = call(
        ctx,
        "create_alarm",
        time="5:30 pm",
        label=" Pick up Biscuit ",
        repeat_days=["tuesday", "thu"],
        sound="Chimes",
        snooze_minutes=5,
    )
    assert alarm["id"] == new_id
    assert (alarm["time"], alarm["label"], alarm["repeat_days"]) == (
        "17:30",
        "Pick up Biscuit",
        ["tue", "thu"],
    )
    first = ctx.clock.format(rings(ctx, "17:30", ["tue", "thu"])[0])
    assert alarm["is_enabled"] and alarm["next_ring_at"] == first
    once = call(ctx, "create_alarm", time="08:00")
    assert once["label"] == "Alarm"
    assert once["next_ring_at"] == ctx.clock.format(rings(ctx, "08:00", [])[0])
    fails(ctx, "create_alarm", "an identical alarm already exists", time="8am")
    fails(ctx, "create_alarm", "is not a time of day", time="8 o'clock-ish")
    fails(ctx, "create_alarm", "is not a day of the week", time="08:00", repeat_days=["someday"])
    with pytest.raises(ToolArgumentError, match="snooze_minutes"):
        call(ctx, "create_alarm", time="08:00", snooze_minutes=0)
    with pytest.raises(ToolArgumentError, match="sound"):
        call(ctx, "create_alarm", time="08:00", sound="Foghorn")


def test_update_alarm(ctx: WorldContext) -> None:
    work = alarm_id(ctx, "Work")
    call(ctx, "skip_next_alarm", alarm_id=work)
    updated = call(ctx, "update_alarm", alarm_id=work, time="07:00", label="Work days")
    assert updated["time"] == "07:00" and updated["label"] == "Work days"
    assert updated["skipped_date"] is None, "changing the time cancels the skip"
    fails(ctx, "update_alarm", "nothing to change", alarm_id=work, time="7am", label="Work days")
    assert call(ctx, "update_alarm", alarm_id=work, label="")["label"] == "Alarm"


def test_set_alarm_repeat_days(ctx: WorldContext) -> None:
    gym = alarm_id(ctx, "Gym")
    res = call(ctx, "set_alarm_repeat_days", alarm_id=gym, repeat_days=["tue", "thu", "sat"])
    assert res["repeat_days"] == ["tue", "thu", "sat"]
    assert call(ctx, "set_alarm_repeat_days", alarm_id=gym, repeat_days=[])["repeat"] == (
        "never (rings once)"
    )
    fails(ctx, "set_alarm_repeat_days", "already repeats never", alarm_id=gym, repeat_days=[])


def test_enable_disable_alarm(ctx: WorldContext) -> None:
    gym = alarm_id(ctx, "Gym")
    assert not ctx.world.get("alarms", gym)["is_enabled"]
    enabled = call(ctx, "enable_alarm", alarm_id=gym)
    assert enabled["next_ring_at"] == next_ring(ctx, ctx.world.get("alarms", gym))
    assert enabled["next_ring_at"] is not None
    fails(ctx, "enable_alarm", "is already on", alarm_id=gym)
    assert call(ctx, "disable_alarm", alarm_id=gym)["next_ring_at"] is None
    fails(ctx, "disable_alarm", "is already off", alarm_id=gym)


def test_disable_all_alarms(ctx: WorldContext) -> None:
    enabled = ctx.world.count("alarms", {"is_enabled": True})
    assert enabled > 0
    res = call(ctx, "disable_all_alarms")
    assert res["count"] == enabled
    assert ctx.world.count("alarms", {"is_enabled": True}) == 0
    fails(ctx, "disable_all_alarms", "no alarm is on")


def test_delete_alarm(ctx: WorldContext) -> None:
    meds = ctx.world.get("alarms", alarm_id(ctx, "Meds"))
    assert call(ctx, "delete_alarm", alarm_id=meds["id"]) == {
        "deleted_alarm_id": meds["id"],
        "time": meds["time"],
        "label": "Meds",
    }
    fails(ctx, "delete_alarm", "no alarm with id", alarm_id=meds["id"])


def test_skip_and_unskip_alarm(ctx: WorldContext) -> None:
    row = ctx.world.get("alarms", alarm_id(ctx, "Soccer practice"))
    soccer = row["id"]
    assert row["is_enabled"] and row["repeat_days"] and row["skipped_date"] is None
    first, second, *_ = rings(ctx, row["time"], list(row["repeat_days"]))
    skipped = call(ctx, "skip_next_alarm", alarm_id=soccer)
    assert skipped["skipped_date"] == first.date().isoformat()
    assert skipped["next_ring_at"] == ctx.clock.format(second)
    fails(ctx, "skip_next_alarm", f"already skips {first.date().isoformat()}", alarm_id=soccer)
    once = next(r for r in ctx.world.select("alarms") if r["is_enabled"] and not r["repeat_days"])
    fails(ctx, "skip_next_alarm", "rings only once", alarm_id=once["id"])
    off = next(r for r in ctx.world.select("alarms") if not r["is_enabled"])
    fails(ctx, "skip_next_alarm", "is off", alarm_id=off["id"])
    assert call(ctx, "unskip_alarm", alarm_id=soccer)["next_ring_at"] == ctx.clock.format(first)
    fails(ctx, "unskip_alarm", "is not skipping", alarm_id=soccer)


def test_set_alarm_snooze(ctx: WorldContext) -> None:
    work = alarm_id(ctx, "Work")
    res = call(ctx, "set_alarm_snooze", alarm_id=work, enabled=True, minutes=10)
    assert (res["snooze_enabled"], res["snooze_minutes"]) == (True, 10)
    assert call(ctx, "set_alarm_snooze", alarm_id=work, enabled=False)["snooze_enabled"] is False
    fails(ctx, "set_alarm_snooze", "already has snooze off", alarm_id=work, enabled=False)


def test_get_next_alarm(ctx: WorldContext, empty: WorldContext) -> None:
    def first_alarm() -> tuple[datetime, dict[str, Any]]:
        upcoming = []
        for i, r in enumerate(ctx.world.select("alarms")):
            if r["is_enabled"]:
                found = rings(ctx, r["time"], list(r["repeat_days"]), r["skipped_date"])
                if found:
                    upcoming.append((found[0], r["time"], i, r))
        at, _, _, r = min(upcoming, key=lambda u: u[:3])
        return at, r

    now = ctx.clock.now()
    at, alarm = first_alarm()
    sched = ctx.world.get("bedtime_schedule", "bedtime")
    wake = rings(ctx, sched["wake_time"], list(sched["days"]))[0]
    assert at < wake  # a seeded alarm rings before the bedtime wake-up
    nxt = call(ctx, "get_next_alarm")
    assert nxt["next_alarm"]["label"] == alarm["label"]
    assert nxt["rings_at"] == ctx.clock.format(at)
    minutes = int((at - now).total_seconds() // 60)
    assert nxt["rings_in"] == f"in {minutes // 60} h {minutes % 60} min"
    call(ctx, "disable_alarm", alarm_id=alarm["id"])
    at, alarm = first_alarm()
    assert call(ctx, "get_next_alarm")["next_alarm"]["label"] == alarm["label"]
    call(ctx, "disable_all_alarms")
    # Only the bedtime wake-up alarm is left.
    bedtime = call(ctx, "get_next_alarm")
    assert bedtime["next_alarm"]["source"] == "bedtime"
    assert bedtime["rings_at"] == ctx.clock.format(wake)
    assert call(empty, "get_next_alarm") == {"next_alarm": None, "message": "no alarm is set"}


def test_list_alarm_sounds(ctx: WorldContext) -> None:
    sounds = call(ctx, "list_alarm_sounds")
    assert "Radar" in sounds and "None" in sounds and len(sounds) == len(set(sounds))


# ----------------------------------------------------------------------------- timers


def test_list_and_get_timers(ctx: WorldContext) -> None:
    rows = ctx.world.select("timers")
    listed = call(ctx, "list_timers")
    by_id = {t["id"]: t for t in listed}
    assert set(by_id) == {r["id"] for r in rows}
    states = {}
    for r in rows:
        status, left = timer_state(ctx, r)
        states[status] = r["id"]
        view = by_id[r["id"]]
        assert (view["label"], view["status"], view["remaining_seconds"]) == (
            r["label"],
            status,
            left,
        )
        assert view["remaining"] == clock(left)
    assert set(states) == {"running", "paused", "finished"}
    running = by_id[states["running"]]
    assert call(ctx, "get_timer", timer_id=running["id"]) == running
    fails(ctx, "get_timer", r"no timer with id 'tmr_0999' \(use list_timers", timer_id="tmr_0999")


def test_start_timer(ctx: WorldContext) -> None:
    timer = call(ctx, "start_timer", minutes=25, label="Pomodoro", sound="Signal")
    assert timer["status"] == "running" and timer["remaining"] == "0:25:00"
    assert timer["ends_at"] == ctx.clock.format(ctx.clock.now() + timedelta(minutes=25))
    fails(ctx, "start_timer", "needs a duration")
    with pytest.raises(ToolArgumentError, match="minutes"):
        call(ctx, "start_timer", minutes=90)


def test_pause_and_resume_timer(ctx: WorldContext) -> None:
    pasta = timer_id(ctx, "Pasta")
    remaining = call(ctx, "get_timer", timer_id=pasta)["remaining_seconds"]
    paused = call(ctx, "pause_timer", timer_id=pasta)
    assert paused["status"] == "paused" and paused["remaining_seconds"] == remaining
    fails(ctx, "pause_timer", "already paused", timer_id=pasta)
    fails(ctx, "pause_timer", "has already finished", timer_id=timer_id(ctx, "Tea"))
    resumed = call(ctx, "resume_timer", timer_id=pasta)
    assert resumed["status"] == "running" and resumed["remaining_seconds"] == remaining
    fails(ctx, "resume_timer", "is not paused", timer_id=pasta)


def test_cancel_timer(ctx: WorldContext) -> None:
    tea = ctx.world.get("timers", timer_id(ctx, "Tea"))
    status, _ = timer_state(ctx, tea)
    assert call(ctx, "cancel_timer", timer_id=tea["id"]) == {
        "cancelled_timer_id": tea["id"],
        "label": "Tea",
        "was": status,
    }
    fails(ctx, "cancel_timer", "no timer with id", timer_id=tea["id"])


def test_add_time_to_timer(ctx: WorldContext) -> None:
    row = ctx.world.get("timers", timer_id(ctx, "Laundry"))
    assert row["state"] == "paused"
    tea = ctx.world.get("timers", timer_id(ctx, "Tea"))
    assert timer_state(ctx, tea)[0] == "finished"
    res = call(ctx, "add_time_to_timer", timer_id=row["id"], minutes=5)
    assert res["remaining"] == clock(row["remaining_seconds"] + 300)
    assert res["duration_seconds"] == row["duration_seconds"] + 300
    fails(ctx, "add_time_to_timer", "has finished", timer_id=tea["id"])
    fails(ctx, "add_time_to_timer", "give minutes and/or seconds", timer_id=row["id"], minutes=0)


def test_restart_and_rename_timer(ctx: WorldContext) -> None:
    row = ctx.world.get("timers", timer_id(ctx, "Tea"))
    tea = row["id"]
    restarted = call(ctx, "restart_timer", timer_id=tea)
    assert restarted["status"] == "running"
    assert restarted["remaining"] == clock(row["duration_seconds"])
    fails(ctx, "restart_timer", "no timer with id", timer_id="tmr_0404")
    assert call(ctx, "rename_timer", timer_id=tea, label="Green tea")["label"] == "Green tea"
    fails(ctx, "rename_timer", "already labelled 'Green tea'", timer_id=tea, label="Green tea")


# ----------------------------------------------------------------------------- world clock


def seeded_cities(ctx: WorldContext) -> list[str]:
    cities = [r["city"] for r in ctx.world.select("world_clock_cities", order_by="position")]
    assert len(cities) > 1
    return cities


def test_list_world_clock_cities(ctx: WorldContext) -> None:
    res = call(ctx, "list_world_clock_cities")
    assert [c["city"] for c in res["cities"]] == seeded_cities(ctx)
    today = ctx.clock.now().date()
    for c in res["cities"]:
        there = ctx.clock.now().astimezone(ZoneInfo(CITIES[c["city"]][1])).date()
        day = {0: "today", 1: "tomorrow", -1: "yesterday"}[(there - today).days]
        assert (c["hours_from_here"], c["local_time"], c["day"]) == (
            city_offset(ctx, c["city"]),
            local_time(ctx, c["city"]),
            day,
        )
    assert {c["day"] for c in res["cities"]} > {"today"}  # some city is already tomorrow


def test_search_world_clock_cities(ctx: WorldContext) -> None:
    in_japan = [name for name, (country, _) in CITIES.items() if country.lower() == "japan"]
    assert in_japan
    assert [c["city"] for c in call(ctx, "search_world_clock_cities", query="japan")] == in_japan
    assert call(ctx, "search_world_clock_cities", query="nyc")[0]["city"] == "New York"
    assert len(call(ctx, "search_world_clock_cities")) == len(CITIES)
    assert call(ctx, "search_world_clock_cities", query="atlantis") == []


def test_add_remove_move_world_clock_city(ctx: WorldContext) -> None:
    seeded = seeded_cities(ctx)
    assert "Mumbai" not in seeded
    added = call(ctx, "add_world_clock_city", city="mumbai")
    ahead = city_offset(ctx, "Mumbai")
    hours, minutes = int(ahead), round((ahead - int(ahead)) * 60)
    assert ahead > 0 and added["city"] == "Mumbai"
    assert added["difference"] == f"+{hours}h{minutes:02d} (ahead)"
    there = seeded[-1]
    fails(ctx, "add_world_clock_city", rf"{there} is already in the World Clock", city=there)
    fails(ctx, "add_world_clock_city", "not in the world clock's city list", city="Atlantis")
    moved = call(ctx, "move_world_clock_city", city="Mumbai", position=1)
    assert moved["cities"][0] == "Mumbai"
    fails(ctx, "move_world_clock_city", "already at position 1", city="Mumbai", position=1)
    gone = seeded[1]
    removed = call(ctx, "remove_world_clock_city", city=gone)
    assert removed["city"] == gone
    positions = [r["position"] for r in ctx.world.select("world_clock_cities", order_by="position")]
    assert positions == list(range(1, len(seeded) + 1))
    fails(ctx, "remove_world_clock_city", f"{gone} is not in the World Clock", city=gone)
    assert call(ctx, "remove_world_clock_city", city=added["id"])["city"] == "Mumbai"


def test_world_clock_times(ctx: WorldContext) -> None:
    lagos = call(ctx, "get_world_clock_time", city="Lagos, Nigeria")
    assert lagos["local_time"] == local_time(ctx, "Lagos")
    assert lagos["hours_from_here"] == city_offset(ctx, "Lagos") != 0
    diff = call(ctx, "get_world_clock_time_difference", from_city="London", to_city="Tokyo")
    expected = city_offset(ctx, "Tokyo") - city_offset(ctx, "London")
    assert expected > 0 and diff["hours_difference"] == expected and "ahead" in diff["difference"]
    same = call(ctx, "get_world_clock_time_difference", from_city="SF", to_city="Seattle")
    assert same["hours_difference"] == 0.0
    fails(ctx, "get_world_clock_time", "did you mean San Francisco", city="Francisco")
    fails(
        ctx,
        "get_world_clock_time_difference",
        "not in the world clock's city list",
        from_city="Gotham",
        to_city="Tokyo",
    )


# ----------------------------------------------------------------------------- stopwatch


def test_stopwatch_cycle(ctx: WorldContext) -> None:
    laps = ctx.world.count("stopwatch_laps")
    assert laps > 1
    sw = call(ctx, "get_stopwatch")
    assert sw["state"] == ctx.world.get("stopwatch", "stopwatch")["state"] == "paused"
    assert len(sw["laps"]) == laps
    assert sw["fastest_lap"] != sw["slowest_lap"]
    fails(
        ctx,
        "pause_stopwatch",
        "is not running",
    )
    fails(ctx, "lap_stopwatch", "only be taken while the stopwatch runs")
    started = call(ctx, "start_stopwatch")
    assert started["state"] == "running" and started["elapsed_ms"] == sw["elapsed_ms"]
    fails(ctx, "start_stopwatch", "already running")
    lapped = call(ctx, "lap_stopwatch")
    assert lapped["laps"][-1]["lap"] == laps + 1
    fails(ctx, "reset_stopwatch", "pause the stopwatch")
    assert call(ctx, "pause_stopwatch")["state"] == "paused"
    reset = call(ctx, "reset_stopwatch")
    assert reset == {"state": "idle", "elapsed": "00:00.00", "elapsed_ms": 0, "laps": []}
    fails(ctx, "reset_stopwatch", "already at zero")


def test_stopwatch_in_empty_world(empty: WorldContext) -> None:
    assert call(empty, "get_stopwatch")["state"] == "idle"
    assert call(empty, "start_stopwatch")["state"] == "running"
    assert empty.world.get("stopwatch", "stopwatch")["state"] == "running"


# ----------------------------------------------------------------------------- bedtime


def schedule(ctx: WorldContext) -> dict[str, Any]:
    return ctx.world.get("bedtime_schedule", "bedtime")


def test_get_bedtime_schedule(ctx: WorldContext, empty: WorldContext) -> None:
    row = schedule(ctx)
    in_bed = minutes_in_bed(row["bedtime"], row["wake_time"])
    sched = call(ctx, "get_bedtime_schedule")
    assert sched["time_in_bed"] == hours_text(in_bed)
    assert sched["meets_sleep_goal"] is (in_bed >= row["sleep_goal_minutes"])
    assert sched["next_wake_up_at"] == next_wake(ctx, row["wake_time"], list(row["days"]))
    assert call(empty, "get_bedtime_schedule")["is_set_up"] is False


def test_set_bedtime_schedule(ctx: WorldContext, empty: WorldContext) -> None:
    row = schedule(ctx)
    assert row["bedtime"] != "22:45" and row["wake_time"] != "22:45"
    in_bed = minutes_in_bed("22:45", row["wake_time"])
    res = call(ctx, "set_bedtime_schedule", bedtime="22:45", days=["every day"])
    assert res["time_in_bed"] == hours_text(in_bed)
    assert res["meets_sleep_goal"] is (in_bed >= row["sleep_goal_minutes"])
    assert res["next_wake_up_at"] == next_wake(ctx, row["wake_time"], list(alarms.WEEKDAYS))
    fails(ctx, "set_bedtime_schedule", "nothing to change", bedtime="10:45 pm")
    fails(ctx, "set_bedtime_schedule", "bedtime and wake_time must differ", wake_time="22:45")
    fails(ctx, "set_bedtime_schedule", "needs at least one day", days=[])
    fails(empty, "set_bedtime_schedule", "give both bedtime and wake_time", bedtime="23:00")
    created = call(empty, "set_bedtime_schedule", bedtime="23:00", wake_time="6:30")
    assert created["days_text"] == "every day" and created["sleep_goal"] == "8 h"


def test_enable_disable_bedtime(ctx: WorldContext, empty: WorldContext) -> None:
    assert call(ctx, "disable_bedtime_schedule")["is_enabled"] is False
    assert call(ctx, "get_bedtime_schedule")["next_wake_up_at"] is None
    fails(ctx, "disable_bedtime_schedule", "already off")
    assert call(ctx, "enable_bedtime_schedule")["is_enabled"] is True
    fails(ctx, "enable_bedtime_schedule", "already on")
    fails(empty, "enable_bedtime_schedule", "no bedtime schedule is set up")


def test_set_sleep_goal(ctx: WorldContext, empty: WorldContext) -> None:
    row = schedule(ctx)
    in_bed = minutes_in_bed(row["bedtime"], row["wake_time"])
    assert row["sleep_goal_minutes"] != 450
    res = call(ctx, "set_sleep_goal", hours=7, minutes=30)
    assert res["sleep_goal"] == "7 h 30 min" and res["meets_sleep_goal"] is (in_bed >= 450)
    fails(ctx, "set_sleep_goal", "already 7 h 30 min", hours=7, minutes=30)
    fails(ctx, "set_sleep_goal", "at most 12 hours", hours=12, minutes=1)
    fails(empty, "set_sleep_goal", "no bedtime schedule", hours=8)


# ----------------------------------------------------------------------------- fuzz

_WORDS = [
    "alm_0001",
    "alm_0008",
    "alm_0999",
    "tmr_0001",
    "tmr_0002",
    "tmr_0003",
    "wcc_0001",
    "London",
    "tokyo",
    "nyc",
    "Atlantis",
    "7:30 am",
    "23:00",
    "25:61",
    "noon",
    "weekdays",
    "mon",
    "sunday",
    "every day",
    "",
    " ",
    "0",
    "None",
]


_ID_PREFIXES = {"alarm_id": "alm_", "timer_id": "tmr_"}


def id_pools(world: World) -> dict[str, list[str]]:
    """For id (and city) parameters: existing values of their kind, plus unknown ones."""
    every = [str(k) for rows in world.snapshot().rows.values() for k in rows]
    pools = {
        name: [*(i for i in every if i.startswith(prefix)), "x_0001"]
        for name, prefix in _ID_PREFIXES.items()
    }
    cities = [
        *CITIES,
        "nyc",
        "Lagos, Nigeria",
        "Atlantis",
        *(i for i in every if i.startswith("wcc_")),
    ]
    times = ["6:45", "07:00", "7:30 am", "23:15", "noon", "11pm", "25:61", "soon"]
    return {
        **pools,
        **dict.fromkeys(("city", "from_city", "to_city"), cities),
        **dict.fromkeys(("time", "bedtime", "wake_time"), times),
    }


@pytest.mark.parametrize("tool_name", TOOLS)
def test_fuzz_tool_raises_only_tool_errors(ctx: WorldContext, tool_name: str) -> None:
    fuzz_tool_with_pools(ctx, REGISTRY.get(tool_name), id_pools(ctx.world), _WORDS)


def test_every_alarms_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    assert len(TOOLS) >= 30
    assert [t for t in TOOLS if f'"{t}"' not in source] == []
