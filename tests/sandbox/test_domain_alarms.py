"""Alarms (Clock app) domain: helpers, seed, every tool, and a schema-driven fuzz."""

from __future__ import annotations

from pathlib import Path

import pytest

from mmtoolbench.core.errors import ToolArgumentError, ToolError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import alarms, build_tool_registry
from mmtoolbench.sandbox.domains.alarms import CITIES, parse_clock_time, parse_weekdays
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world, build_world
from tests.sandbox.domain_fuzz import fuzz_tool_with_pools
from tests.sandbox.domain_harness import DomainTools

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
    assert seeded.count("alarms") == 8
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
    listed = call(ctx, "list_alarms")
    assert [a["time"] for a in listed] == sorted(a["time"] for a in listed)
    on = call(ctx, "list_alarms", enabled_only=True)
    assert {a["label"] for a in on} == {
        "Work",
        "Soccer practice",
        "Take out recycling",
        "Meds",
        "Call Grandma",
    }
    work = call(ctx, "get_alarm", alarm_id=alarm_id(ctx, "Work"))
    assert work["repeat"] == "weekdays" and work["time_12h"] == "6:45 AM"
    # Friday 09:30 now: the weekday alarm rings next on Monday.
    assert work["next_ring_at"] == "2025-06-16T06:45:00-07:00"
    fails(ctx, "get_alarm", r"no alarm with id 'alm_0999' \(use list_alarms", alarm_id="alm_0999")


def test_create_alarm(ctx: WorldContext) -> None:
    alarm = call(
        ctx,
        "create_alarm",
        time="5:30 pm",
        label=" Pick up Biscuit ",
        repeat_days=["tuesday", "thu"],
        sound="Chimes",
        snooze_minutes=5,
    )
    assert alarm["id"] == "alm_0009"
    assert (alarm["time"], alarm["label"], alarm["repeat_days"]) == (
        "17:30",
        "Pick up Biscuit",
        ["tue", "thu"],
    )
    assert alarm["is_enabled"] and alarm["next_ring_at"] == "2025-06-17T17:30:00-07:00"
    once = call(ctx, "create_alarm", time="08:00")
    assert once["label"] == "Alarm" and once["next_ring_at"] == "2025-06-14T08:00:00-07:00"
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
    assert call(ctx, "enable_alarm", alarm_id=gym)["next_ring_at"] == "2025-06-16T06:00:00-07:00"
    fails(ctx, "enable_alarm", "is already on", alarm_id=gym)
    assert call(ctx, "disable_alarm", alarm_id=gym)["next_ring_at"] is None
    fails(ctx, "disable_alarm", "is already off", alarm_id=gym)


def test_disable_all_alarms(ctx: WorldContext) -> None:
    res = call(ctx, "disable_all_alarms")
    assert res["count"] == 5
    assert ctx.world.count("alarms", {"is_enabled": True}) == 0
    fails(ctx, "disable_all_alarms", "no alarm is on")


def test_delete_alarm(ctx: WorldContext) -> None:
    meds = alarm_id(ctx, "Meds")
    assert call(ctx, "delete_alarm", alarm_id=meds) == {
        "deleted_alarm_id": meds,
        "time": "21:30",
        "label": "Meds",
    }
    fails(ctx, "delete_alarm", "no alarm with id", alarm_id=meds)


def test_skip_and_unskip_alarm(ctx: WorldContext) -> None:
    soccer = alarm_id(ctx, "Soccer practice")
    skipped = call(ctx, "skip_next_alarm", alarm_id=soccer)
    assert skipped["skipped_date"] == "2025-06-14"
    assert skipped["next_ring_at"] == "2025-06-21T08:15:00-07:00"
    fails(ctx, "skip_next_alarm", "already skips 2025-06-14", alarm_id=soccer)
    fails(ctx, "skip_next_alarm", "rings only once", alarm_id=alarm_id(ctx, "Call Grandma"))
    fails(ctx, "skip_next_alarm", "is off", alarm_id=alarm_id(ctx, "Gym"))
    assert call(ctx, "unskip_alarm", alarm_id=soccer)["next_ring_at"].startswith("2025-06-14")
    fails(ctx, "unskip_alarm", "is not skipping", alarm_id=soccer)


def test_set_alarm_snooze(ctx: WorldContext) -> None:
    work = alarm_id(ctx, "Work")
    res = call(ctx, "set_alarm_snooze", alarm_id=work, enabled=True, minutes=10)
    assert (res["snooze_enabled"], res["snooze_minutes"]) == (True, 10)
    assert call(ctx, "set_alarm_snooze", alarm_id=work, enabled=False)["snooze_enabled"] is False
    fails(ctx, "set_alarm_snooze", "already has snooze off", alarm_id=work, enabled=False)


def test_get_next_alarm(ctx: WorldContext, empty: WorldContext) -> None:
    nxt = call(ctx, "get_next_alarm")
    assert nxt["next_alarm"]["label"] == "Call Grandma"
    assert nxt["rings_at"] == "2025-06-13T15:45:00-07:00" and nxt["rings_in"] == "in 6 h 15 min"
    call(ctx, "disable_alarm", alarm_id=alarm_id(ctx, "Call Grandma"))
    assert call(ctx, "get_next_alarm")["next_alarm"]["label"] == "Take out recycling" or (
        call(ctx, "get_next_alarm")["next_alarm"]["label"] == "Meds"
    )
    call(ctx, "disable_all_alarms")
    # Only the bedtime wake-up alarm is left: Monday 07:00.
    bedtime = call(ctx, "get_next_alarm")
    assert bedtime["next_alarm"]["source"] == "bedtime"
    assert bedtime["rings_at"] == "2025-06-16T07:00:00-07:00"
    assert call(empty, "get_next_alarm") == {"next_alarm": None, "message": "no alarm is set"}


def test_list_alarm_sounds(ctx: WorldContext) -> None:
    sounds = call(ctx, "list_alarm_sounds")
    assert "Radar" in sounds and "None" in sounds and len(sounds) == len(set(sounds))


# ----------------------------------------------------------------------------- timers


def test_list_and_get_timers(ctx: WorldContext) -> None:
    timers = {t["label"]: t for t in call(ctx, "list_timers")}
    assert timers["Tea"]["status"] == "finished" and timers["Tea"]["remaining_seconds"] == 0
    assert timers["Laundry"]["status"] == "paused" and timers["Laundry"]["remaining"] == "0:23:10"
    pasta = timers["Pasta"]
    assert pasta["status"] == "running" and 0 < pasta["remaining_seconds"] < 12 * 60
    assert call(ctx, "get_timer", timer_id=pasta["id"]) == pasta
    fails(ctx, "get_timer", r"no timer with id 'tmr_0999' \(use list_timers", timer_id="tmr_0999")


def test_start_timer(ctx: WorldContext) -> None:
    timer = call(ctx, "start_timer", minutes=25, label="Pomodoro", sound="Signal")
    assert timer["status"] == "running" and timer["remaining"] == "0:25:00"
    assert timer["ends_at"] == "2025-06-13T09:55:00-07:00"
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
    tea = timer_id(ctx, "Tea")
    assert call(ctx, "cancel_timer", timer_id=tea) == {
        "cancelled_timer_id": tea,
        "label": "Tea",
        "was": "finished",
    }
    fails(ctx, "cancel_timer", "no timer with id", timer_id=tea)


def test_add_time_to_timer(ctx: WorldContext) -> None:
    laundry = timer_id(ctx, "Laundry")
    res = call(ctx, "add_time_to_timer", timer_id=laundry, minutes=5)
    assert res["remaining"] == "0:28:10" and res["duration_seconds"] == 50 * 60
    fails(ctx, "add_time_to_timer", "has finished", timer_id=timer_id(ctx, "Tea"))
    fails(ctx, "add_time_to_timer", "give minutes and/or seconds", timer_id=laundry, minutes=0)


def test_restart_and_rename_timer(ctx: WorldContext) -> None:
    tea = timer_id(ctx, "Tea")
    restarted = call(ctx, "restart_timer", timer_id=tea)
    assert restarted["status"] == "running" and restarted["remaining"] == "0:04:00"
    fails(ctx, "restart_timer", "no timer with id", timer_id="tmr_0404")
    assert call(ctx, "rename_timer", timer_id=tea, label="Green tea")["label"] == "Green tea"
    fails(ctx, "rename_timer", "already labelled 'Green tea'", timer_id=tea, label="Green tea")


# ----------------------------------------------------------------------------- world clock


def test_list_world_clock_cities(ctx: WorldContext) -> None:
    res = call(ctx, "list_world_clock_cities")
    by_city = {c["city"]: c for c in res["cities"]}
    assert by_city["New York"]["hours_from_here"] == 3.0
    assert by_city["London"]["local_time"] == "17:30"
    assert by_city["Tokyo"]["day"] == "tomorrow" and by_city["Tokyo"]["local_time"] == "01:30"


def test_search_world_clock_cities(ctx: WorldContext) -> None:
    assert [c["city"] for c in call(ctx, "search_world_clock_cities", query="japan")] == ["Tokyo"]
    assert call(ctx, "search_world_clock_cities", query="nyc")[0]["city"] == "New York"
    assert len(call(ctx, "search_world_clock_cities")) == len(CITIES)
    assert call(ctx, "search_world_clock_cities", query="atlantis") == []


def test_add_remove_move_world_clock_city(ctx: WorldContext) -> None:
    added = call(ctx, "add_world_clock_city", city="mumbai")
    assert added["city"] == "Mumbai" and added["difference"] == "+12h30 (ahead)"
    fails(ctx, "add_world_clock_city", r"Tokyo is already in the World Clock", city="Tokyo")
    fails(ctx, "add_world_clock_city", "not in the world clock's city list", city="Atlantis")
    moved = call(ctx, "move_world_clock_city", city="Mumbai", position=1)
    assert moved["cities"][0] == "Mumbai"
    fails(ctx, "move_world_clock_city", "already at position 1", city="Mumbai", position=1)
    removed = call(ctx, "remove_world_clock_city", city="London")
    assert removed["city"] == "London"
    positions = [r["position"] for r in ctx.world.select("world_clock_cities", order_by="position")]
    assert positions == [1, 2, 3, 4]
    fails(ctx, "remove_world_clock_city", "London is not in the World Clock", city="London")
    assert call(ctx, "remove_world_clock_city", city=added["id"])["city"] == "Mumbai"


def test_world_clock_times(ctx: WorldContext) -> None:
    lagos = call(ctx, "get_world_clock_time", city="Lagos, Nigeria")
    assert lagos["local_time"] == "17:30" and lagos["hours_from_here"] == 8.0
    diff = call(ctx, "get_world_clock_time_difference", from_city="London", to_city="Tokyo")
    assert diff["hours_difference"] == 8.0 and "ahead" in diff["difference"]
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
    sw = call(ctx, "get_stopwatch")
    assert sw["state"] == "paused" and len(sw["laps"]) == 5
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
    assert lapped["laps"][-1]["lap"] == 6
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


def test_get_bedtime_schedule(ctx: WorldContext, empty: WorldContext) -> None:
    sched = call(ctx, "get_bedtime_schedule")
    assert sched["time_in_bed"] == "7 h 45 min" and sched["meets_sleep_goal"] is False
    assert sched["next_wake_up_at"] == "2025-06-16T07:00:00-07:00"
    assert call(empty, "get_bedtime_schedule")["is_set_up"] is False


def test_set_bedtime_schedule(ctx: WorldContext, empty: WorldContext) -> None:
    res = call(ctx, "set_bedtime_schedule", bedtime="22:45", days=["every day"])
    assert res["time_in_bed"] == "8 h 15 min" and res["meets_sleep_goal"] is True
    assert res["next_wake_up_at"] == "2025-06-14T07:00:00-07:00"
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
    res = call(ctx, "set_sleep_goal", hours=7, minutes=30)
    assert res["sleep_goal"] == "7 h 30 min" and res["meets_sleep_goal"] is True
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
