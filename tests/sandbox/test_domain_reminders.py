"""Reminders domain: seed, every tool (happy path and error path) and a schema fuzz."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from mmtoolbench.core.errors import ToolArgumentError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, reminders
from mmtoolbench.sandbox.domains.reminders import reminders_seed
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world
from tests.sandbox.domain_fuzz import fuzz_tool, id_pool
from tests.sandbox.domain_harness import DomainTools, next_id

REGISTRY = build_tool_registry(["reminders"])


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world(["reminders"])


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call
fails = HARNESS.fails


def list_id(ctx: WorldContext, name: str) -> str:
    return str(ctx.world.select("reminder_lists", {"name": name})[0]["id"])


def rem(ctx: WorldContext, title: str) -> str:
    return str(ctx.world.select("reminders", {"title": title})[0]["id"])


def top_level(ctx: WorldContext, lid: str, **where: Any) -> list[dict[str, Any]]:
    """The top-level reminders of list ``lid`` (optionally filtered further)."""
    return ctx.world.select("reminders", {"list_id": lid, "parent_id": None, **where})


def tagged(ctx: WorldContext, tag: str, *, include_completed: bool = False) -> int:
    """How many reminders carry ``tag`` (open ones unless ``include_completed``)."""
    return sum(
        tag in r["tags"]
        for r in ctx.world.select("reminders")
        if include_completed or not r["is_completed"]
    )


def image(ctx: WorldContext, color: str = "orange") -> str:
    return ctx.images.add_pil(Image.new("RGB", (16, 16), color)).image_id


# ----------------------------------------------------------------------------- seed


def test_seed(ctx: WorldContext) -> None:
    world = ctx.world
    assert [r["name"] for r in world.select("reminder_lists")] == [
        "Reminders",
        "Groceries",
        "Work",
        "Home",
        "Gift Ideas",
    ]
    assert world.count("reminder_lists", {"is_default": True}) == 1
    items = reminders_seed().items
    subtask_count = sum(len(r.subtasks) for r in items)
    assert world.count("reminders") == len(items) + subtask_count
    assert world.count("reminder_images") == sum(r.image is not None for r in items)
    done = sum(r.completed_days_ago is not None for r in items)
    done += sum(s.done for r in items for s in r.subtasks)
    assert world.count("reminders", {"is_completed": True}) == done
    subtasks = world.select("reminders", {"parent_id": rem(ctx, "Pack for Portland trip")})
    assert [s["title"] for s in subtasks] == ["Rain jacket", "Gift for Nina", "Phone charger"]
    assert world.integrity_check() == []


def test_seed_is_deterministic() -> None:
    a, b = build_seeded_world(["reminders"]), build_seeded_world(["reminders"])
    assert a.diff_since(b.snapshot()).is_empty
    assert a.select("reminders") == b.select("reminders")


# ----------------------------------------------------------------------------- reads


def test_list_reminder_lists(ctx: WorldContext) -> None:
    lists = {lst["name"]: lst for lst in call(ctx, "list_reminder_lists")}
    open_groceries = ctx.world.count(
        "reminders", {"list_id": list_id(ctx, "Groceries"), "is_completed": False}
    )
    done_work = ctx.world.count(
        "reminders", {"list_id": list_id(ctx, "Work"), "is_completed": True}
    )
    assert open_groceries > 0 and done_work > 0
    assert lists["Reminders"]["is_default"]
    assert lists["Groceries"]["incomplete_count"] == open_groceries
    assert lists["Work"]["completed_count"] == done_work


def test_list_reminders(ctx: WorldContext) -> None:
    lid = list_id(ctx, "Reminders")
    res = call(ctx, "list_reminders", list_id=lid)
    titles = [r["title"] for r in res["reminders"]]
    open_top = sorted(top_level(ctx, lid, is_completed=False), key=lambda r: r["position"])
    done_top = top_level(ctx, lid, is_completed=True)
    assert open_top and done_top
    assert titles == [r["title"] for r in open_top]  # in list order, completed ones left out
    assert not {r["title"] for r in done_top} & set(titles)
    pack = next(r for r in res["reminders"] if r["title"] == "Pack for Portland trip")
    assert [s["is_completed"] for s in pack["subtasks"]] == [False, False, True]
    everything = call(ctx, "list_reminders", include_completed=True, limit=200)
    top = ctx.world.count("reminders", {"parent_id": None})
    assert top > 0 and everything["total"] == top and everything["list"] is None
    fails(
        ctx,
        "list_reminders",
        r"no reminder list with id 'reml_0999' \(use list_reminder_lists",
        list_id="reml_0999",
    )


def test_get_reminder(ctx: WorldContext) -> None:
    faucet_id = rem(ctx, "Call Mike about the leaky faucet")
    faucet = call(ctx, "get_reminder", reminder_id=faucet_id)
    images = ctx.world.select("reminder_images", {"reminder_id": faucet_id})
    home = ctx.world.get("reminder_lists", ctx.world.get("reminders", faucet_id)["list_id"])
    assert images and sorted(faucet["image_ids"]) == sorted(i["image_id"] for i in images)
    assert faucet["list_name"] == home["name"]
    fails(ctx, "get_reminder", "no reminder with id 'rem_0999'", reminder_id="rem_0999")


def test_search_reminders(ctx: WorldContext) -> None:
    res = call(ctx, "search_reminders", query="flea meds")
    assert [r["title"] for r in res["results"]] == ["Pick up Biscuit's flea meds"]
    gifts = tagged(ctx, "gift")
    assert gifts > 0 and call(ctx, "search_reminders", query="#gift")["total_matches"] == gifts
    assert call(ctx, "search_reminders", query="library")["total_matches"] == 0
    assert (
        call(ctx, "search_reminders", query="library", include_completed=True)["total_matches"] == 1
    )
    with pytest.raises(ToolArgumentError, match="query"):
        call(ctx, "search_reminders", query="")


def test_smart_lists(ctx: WorldContext) -> None:
    listed = call(ctx, "list_today_reminders")
    day = ctx.clock.today().isoformat()
    due = [
        r
        for r in ctx.world.select("reminders", {"is_completed": False})
        if r["due_date"] is not None and str(r["due_date"]) <= day
    ]
    assert any(str(r["due_date"]) == day for r in due) and any(
        str(r["due_date"]) < day for r in due
    )
    # Due today or earlier, oldest first.
    assert sorted(r["id"] for r in listed) == sorted(r["id"] for r in due)
    assert [r["due_date"] for r in listed] == sorted(str(r["due_date"]) for r in due)
    overdue = call(ctx, "list_overdue_reminders")
    today_iso = ctx.clock.now().date().isoformat()
    past_due = [
        r
        for r in ctx.world.select("reminders", {"is_completed": False})
        if r["due_date"] is not None and str(r["due_date"]) < today_iso
    ]
    # nothing due today is overdue yet at the seed's morning clock
    assert past_due and sorted(r["id"] for r in overdue) == sorted(r["id"] for r in past_due)
    assert all(r["is_overdue"] for r in overdue)
    scheduled = call(
        ctx, "list_scheduled_reminders", start_date="2025-06-16", end_date="2025-06-16"
    )
    due_then = ctx.world.select("reminders", {"due_date": "2025-06-16", "is_completed": False})
    assert due_then and sorted(r["title"] for r in scheduled) == sorted(
        r["title"] for r in due_then
    )
    fails(
        ctx,
        "list_scheduled_reminders",
        "is before start_date",
        start_date="2025-06-16",
        end_date="2025-06-01",
    )
    fails(ctx, "list_scheduled_reminders", "out of range", start_date="0001-01-01")
    flagged = [r["title"] for r in call(ctx, "list_flagged_reminders")]
    expected = ctx.world.select("reminders", {"is_flagged": True, "is_completed": False})
    assert expected and sorted(flagged) == sorted(r["title"] for r in expected)


def test_list_completed_reminders(ctx: WorldContext) -> None:
    done = call(ctx, "list_completed_reminders")
    completed = ctx.world.select("reminders", {"is_completed": True})
    assert completed and len(done) == len(completed)
    assert done[0]["completed_at"] == max(r["completed_at"] for r in completed)
    work = call(ctx, "list_completed_reminders", list_id=list_id(ctx, "Work"))
    work_done = ctx.world.select(
        "reminders", {"list_id": list_id(ctx, "Work"), "is_completed": True}
    )
    assert work_done and sorted(r["title"] for r in work) == sorted(r["title"] for r in work_done)
    fails(ctx, "list_completed_reminders", "no reminder list", list_id="nope")


def test_tags(ctx: WorldContext) -> None:
    tags = {t["tag"]: t["count"] for t in call(ctx, "list_reminder_tags")}
    gifts, finance = tagged(ctx, "gift"), tagged(ctx, "finance")
    errands = tagged(ctx, "errands", include_completed=True)
    assert gifts > 0 and finance > 0 and errands > 0
    assert tags["gift"] == gifts and tags["finance"] == finance
    assert len(call(ctx, "list_reminders_with_tag", tag="#Gift")) == gifts
    assert (
        len(call(ctx, "list_reminders_with_tag", tag="errands", include_completed=True)) == errands
    )
    fails(ctx, "list_reminders_with_tag", "is not a valid tag", tag="#")


# ----------------------------------------------------------------------------- create / edit


def test_create_reminder(ctx: WorldContext) -> None:
    before = ctx.world.snapshot()
    expected_id = next_id(ctx.world, "reminders", "rem")
    default = str(ctx.world.select("reminder_lists", {"is_default": True})[0]["id"])
    position = len(top_level(ctx, default)) + 1
    r = call(
        ctx,
        "create_reminder",
        title=" Buy ranunculus ",
        due_date="2025-06-19",
        due_time="17:30",
        priority="high",
        tags=["#Errands", "gift", "errands"],
        repeat="none",
    )
    assert r["id"] == expected_id and r["list_id"] == default and r["title"] == "Buy ranunculus"
    assert r["list_name"] == ctx.world.get("reminder_lists", default)["name"]
    assert r["due_time"] == "17:30" and r["tags"] == ["errands", "gift"]
    assert r["position"] == position
    assert ctx.world.diff_since(before).changed_tables() == ["reminders"]
    g = call(ctx, "create_reminder", title="Limes", list_id=list_id(ctx, "Groceries"))
    assert g["list_name"] == "Groceries" and g["due_date"] is None


@pytest.mark.parametrize(
    ("args", "pattern"),
    [
        ({"title": "  "}, "title must not be blank"),
        ({"title": "x", "due_time": "10:00"}, "due_time needs a due_date"),
        ({"title": "x", "repeat": "weekly"}, "repeating reminder needs a due_date"),
        ({"title": "x", "list_id": "reml_0042"}, "no reminder list with id 'reml_0042'"),
        ({"title": "x", "tags": ["  "]}, "is not a valid tag"),
        ({"title": "x", "due_date": "2999-01-01"}, "out of range"),
    ],
)
def test_create_reminder_errors(ctx: WorldContext, args: dict[str, Any], pattern: str) -> None:
    fails(ctx, "create_reminder", pattern, **args)


def test_add_reminder_subtask(ctx: WorldContext) -> None:
    pack = rem(ctx, "Pack for Portland trip")
    siblings = ctx.world.count("reminders", {"parent_id": pack})
    res = call(ctx, "add_reminder_subtask", parent_id=pack, title="Umbrella")
    assert [s["title"] for s in res["subtasks"]][-1] == "Umbrella"
    assert res["subtasks"][-1]["position"] == siblings + 1
    fails(
        ctx,
        "add_reminder_subtask",
        "is itself a subtask",
        parent_id=rem(ctx, "Rain jacket"),
        title="x",
    )
    fails(
        ctx,
        "add_reminder_subtask",
        "due_time needs a due_date",
        parent_id=pack,
        title="x",
        due_time="09:00",
    )


def test_update_reminder(ctx: WorldContext) -> None:
    eggs = rem(ctx, "Eggs")
    r = call(ctx, "update_reminder", reminder_id=eggs, title="Eggs (a dozen)", notes="Free range")
    assert (r["title"], r["notes"]) == ("Eggs (a dozen)", "Free range")
    fails(ctx, "update_reminder", "give title and/or notes", reminder_id=eggs)
    fails(ctx, "update_reminder", "nothing to change", reminder_id=eggs, notes="Free range")
    fails(ctx, "update_reminder", "title must not be blank", reminder_id=eggs, title=" ")


def test_due_dates(ctx: WorldContext) -> None:
    eggs = rem(ctx, "Eggs")
    r = call(
        ctx, "set_reminder_due_date", reminder_id=eggs, due_date="2025-06-14", due_time="09:15:00"
    )
    assert (r["due_date"], r["due_time"], r["is_overdue"]) == ("2025-06-14", "09:15", False)
    fails(
        ctx,
        "set_reminder_due_date",
        "already due then",
        reminder_id=eggs,
        due_date="2025-06-14",
        due_time="09:15",
    )
    past = call(
        ctx, "set_reminder_due_date", reminder_id=eggs, due_date="2025-06-13", due_time="08:00"
    )
    assert past["is_overdue"] is True
    call(ctx, "set_reminder_repeat", reminder_id=eggs, repeat="weekly")
    cleared = call(ctx, "clear_reminder_due_date", reminder_id=eggs)
    assert cleared["due_date"] is None and cleared["repeat"] == "none"
    fails(ctx, "clear_reminder_due_date", "has no due date", reminder_id=eggs)


def test_priority_and_flags(ctx: WorldContext) -> None:
    eggs = rem(ctx, "Eggs")
    assert call(ctx, "set_reminder_priority", reminder_id=eggs, priority="low")["priority"] == "low"
    fails(
        ctx, "set_reminder_priority", "already has priority 'low'", reminder_id=eggs, priority="low"
    )
    assert call(ctx, "flag_reminder", reminder_id=eggs)["is_flagged"] is True
    fails(ctx, "flag_reminder", "is already flagged", reminder_id=eggs)
    assert call(ctx, "unflag_reminder", reminder_id=eggs)["is_flagged"] is False
    fails(ctx, "unflag_reminder", "is already not flagged", reminder_id=eggs)


def test_complete_and_uncomplete(ctx: WorldContext) -> None:
    pack = rem(ctx, "Pack for Portland trip")
    done = call(ctx, "complete_reminder", reminder_id=pack)
    assert done["is_completed"] and all(s["is_completed"] for s in done["subtasks"])
    assert done["completed_at"] == ctx.clock.now_iso()
    fails(ctx, "complete_reminder", "already completed", reminder_id=pack)
    reopened = call(ctx, "uncomplete_reminder", reminder_id=rem(ctx, "Rain jacket"))
    assert reopened["is_completed"] is False
    assert ctx.world.get("reminders", pack)["is_completed"] is False  # parent reopened
    fails(ctx, "uncomplete_reminder", "is not completed", reminder_id=pack)


def test_complete_repeating_reminder_moves_due_date(ctx: WorldContext) -> None:
    rent = rem(ctx, "Pay rent")
    rent_row = ctx.world.get("reminders", rent)
    rent_due = date.fromisoformat(str(rent_row["due_date"]))
    assert rent_row["repeat"] == "monthly" and rent_due.day <= 28 and rent_due.month < 12
    res = call(ctx, "complete_reminder", reminder_id=rent)
    next_month = rent_due.replace(month=rent_due.month + 1).isoformat()
    assert res["next_due_date"] == next_month and res["is_completed"] is False
    plants_row = ctx.world.get("reminders", rem(ctx, "Water the plants"))
    assert plants_row["repeat"] == "weekly"
    plants = call(ctx, "complete_reminder", reminder_id=plants_row["id"])
    next_week = date.fromisoformat(str(plants_row["due_date"])) + timedelta(days=7)
    assert plants["next_due_date"] == next_week.isoformat()


def test_delete_reminder(ctx: WorldContext) -> None:
    pack = rem(ctx, "Pack for Portland trip")
    subtasks = ctx.world.count("reminders", {"parent_id": pack})
    assert subtasks > 0
    res = call(ctx, "delete_reminder", reminder_id=pack)
    assert res == {
        "deleted_reminder_id": pack,
        "title": "Pack for Portland trip",
        "subtasks_deleted": subtasks,
    }
    assert ctx.world.count("reminders", {"parent_id": pack}) == 0
    fails(ctx, "delete_reminder", "no reminder with id", reminder_id=pack)


def test_move_and_reorder(ctx: WorldContext) -> None:
    pack, home = rem(ctx, "Pack for Portland trip"), list_id(ctx, "Home")
    size = len(top_level(ctx, home)) + 1  # the list's length once pack has moved in
    assert size > 1
    moved = call(ctx, "move_reminder_to_list", reminder_id=pack, list_id=home)
    assert moved["list_name"] == "Home" and moved["position"] == size
    assert all(s["list_id"] == home for s in moved["subtasks"])
    fails(
        ctx, "move_reminder_to_list", "already in the list 'Home'", reminder_id=pack, list_id=home
    )
    fails(
        ctx,
        "move_reminder_to_list",
        "is a subtask",
        reminder_id=rem(ctx, "Rain jacket"),
        list_id=home,
    )
    res = call(ctx, "reorder_reminder", reminder_id=pack, position=1)
    assert res["order"][0]["id"] == pack and len(res["order"]) == size
    first = call(ctx, "list_reminders", list_id=home)["reminders"][0]
    assert first["title"] == "Pack for Portland trip"
    fails(ctx, "reorder_reminder", "already at position 1", reminder_id=pack, position=1)
    fails(ctx, "reorder_reminder", f"between 1 and {size}", reminder_id=pack, position=size + 1)


def test_reminder_tags_write(ctx: WorldContext) -> None:
    eggs = rem(ctx, "Eggs")
    assert call(ctx, "add_reminder_tags", reminder_id=eggs, tags=["#Weekend", "farmers market"])[
        "tags"
    ] == ["weekend", "farmers-market"]
    fails(ctx, "add_reminder_tags", "already has these tags", reminder_id=eggs, tags=["weekend"])
    assert call(ctx, "remove_reminder_tag", reminder_id=eggs, tag="#weekend")["tags"] == [
        "farmers-market"
    ]
    fails(ctx, "remove_reminder_tag", "has no tag 'weekend'", reminder_id=eggs, tag="weekend")


def test_reminder_location(ctx: WorldContext) -> None:
    eggs = rem(ctx, "Eggs")
    r = call(
        ctx, "set_reminder_location", reminder_id=eggs, location="Whole Foods", trigger="arriving"
    )
    assert (r["location"], r["location_trigger"]) == ("Whole Foods", "arriving")
    fails(ctx, "set_reminder_location", "already alerts", reminder_id=eggs, location="Whole Foods")
    assert call(ctx, "clear_reminder_location", reminder_id=eggs)["location"] is None
    fails(ctx, "clear_reminder_location", "has no location alert", reminder_id=eggs)


def test_reminder_images(ctx: WorldContext) -> None:
    eggs, img = rem(ctx, "Eggs"), image(ctx)
    assert call(ctx, "attach_image_to_reminder", reminder_id=eggs, image_id=img)["image_ids"] == [
        img
    ]
    fails(ctx, "attach_image_to_reminder", "already attached", reminder_id=eggs, image_id=img)
    fails(
        ctx,
        "attach_image_to_reminder",
        "unknown image id 'img_77'",
        reminder_id=eggs,
        image_id="img_77",
    )
    assert call(ctx, "remove_reminder_image", reminder_id=eggs, image_id=img)["image_ids"] == []
    fails(ctx, "remove_reminder_image", "is not attached", reminder_id=eggs, image_id=img)


def test_set_reminder_repeat(ctx: WorldContext) -> None:
    taxes = rem(ctx, "Pay Q2 estimated taxes")
    assert (
        call(ctx, "set_reminder_repeat", reminder_id=taxes, repeat="yearly")["repeat"] == "yearly"
    )
    fails(
        ctx, "set_reminder_repeat", "already repeats 'yearly'", reminder_id=taxes, repeat="yearly"
    )
    fails(
        ctx, "set_reminder_repeat", "has no due date", reminder_id=rem(ctx, "Eggs"), repeat="daily"
    )


# ----------------------------------------------------------------------------- lists


def test_reminder_lists_write(ctx: WorldContext) -> None:
    expected_id = next_id(ctx.world, "reminder_lists", "reml")
    new = call(ctx, "create_reminder_list", name=" Camping Trip ", color="green")
    assert new["name"] == "Camping Trip" and new["id"] == expected_id and not new["is_default"]
    fails(
        ctx,
        "create_reminder_list",
        "a list named 'Camping Trip' already exists",
        name="camping trip",
    )
    renamed = call(ctx, "update_reminder_list", list_id=new["id"], name="Tahoe Trip", color="blue")
    assert (renamed["name"], renamed["color"]) == ("Tahoe Trip", "blue")
    fails(ctx, "update_reminder_list", "nothing to change", list_id=new["id"], color="blue")
    fails(ctx, "update_reminder_list", "already exists", list_id=new["id"], name="Work")
    fails(ctx, "update_reminder_list", "give name and/or color", list_id=new["id"])
    assert call(ctx, "set_default_reminder_list", list_id=new["id"])["is_default"] is True
    assert ctx.world.count("reminder_lists", {"is_default": True}) == 1
    fails(ctx, "set_default_reminder_list", "already the default", list_id=new["id"])
    created = call(ctx, "create_reminder", title="Tent")
    assert created["list_id"] == new["id"]
    fails(ctx, "delete_reminder_list", "is the default list", list_id=new["id"])
    groceries = list_id(ctx, "Groceries")
    in_groceries = ctx.world.count("reminders", {"list_id": groceries})
    assert in_groceries > 0
    res = call(ctx, "delete_reminder_list", list_id=groceries)
    assert res["reminders_deleted"] == in_groceries and res["name"] == "Groceries"
    fails(ctx, "delete_reminder_list", "no reminder list", list_id=res["deleted_list_id"])


def test_clear_completed_reminders(ctx: WorldContext) -> None:
    lid = list_id(ctx, "Reminders")
    done = ctx.world.count("reminders", {"list_id": lid, "is_completed": True})
    assert done > 0
    res = call(ctx, "clear_completed_reminders", list_id=lid)
    assert res["deleted"] == done
    assert ctx.world.count("reminders", {"list_id": lid, "is_completed": True}) == 0
    fails(ctx, "clear_completed_reminders", "has no completed reminders", list_id=lid)


# ----------------------------------------------------------------------------- fuzz

# Parameter-name fragments -> id prefixes the fuzz prefers for them.
_HINTS: dict[str, tuple[str, ...]] = {
    "reminder": ("rem_",),
    "parent": ("rem_",),
    "list": ("reml_",),
    "image": ("img_",),
}


@pytest.mark.parametrize("tool_name", [t.name for t in REGISTRY if t.domain == reminders.DOMAIN])
def test_fuzz_only_tool_errors(ctx: WorldContext, tool_name: str) -> None:
    pool = id_pool(
        ctx.world,
        reminders.DOMAIN,
        ["img_999", "rem_9999", "reml_9999", "Errands", "#gift", "Home", "Work"],
    )
    fuzz_tool(ctx, REGISTRY.get(tool_name), pool, _HINTS)


def test_every_reminders_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    tools = [t.name for t in REGISTRY if t.domain == reminders.DOMAIN]
    assert len(tools) >= 30
    assert [t for t in tools if f'"{t}"' not in source] == []


# ----------------------------------------------------------------------------- SQL reads


def _python_search(world: World, query: str, include_completed: bool) -> list[str]:
    """search_reminders' test as it was written in Python, over every reminder."""
    words = query.lower().split()
    found = []
    for r in world.select("reminders", None if include_completed else {"is_completed": False}):
        text = " ".join([r["title"], r["notes"], r["location"] or "", *r["tags"]]).lower()
        tags = {f"#{t}" for t in r["tags"]}
        if words and all((w in tags) if w.startswith("#") else (w in text) for w in words):
            found.append(str(r["id"]))
    return found


@pytest.mark.parametrize(
    "query",
    ["a", "k 1", "milk", "MILK", "#errands", "errands #errands", "#err", "é", "İ", "vet meds"],
)
def test_search_reminders_in_sql_matches_the_python_test(ctx: WorldContext, query: str) -> None:
    call(ctx, "create_reminder", title="İstanbul trip", notes="Café au lait", tags=["errands"])
    for include_completed in (False, True):
        expected = _python_search(ctx.world, query, include_completed)
        got = call(
            ctx, "search_reminders", query=query, include_completed=include_completed, limit=3
        )
        assert [r["id"] for r in got["results"]] == expected[:3]
        assert got["total_matches"] == len(expected)
