"""To-do (Todoist-style) domain: recurrence grammar, seed, every tool, and a fuzz."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from mmtoolbench.core.errors import ToolArgumentError, ToolError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, todo
from mmtoolbench.sandbox.domains.contacts import seed_contact_id
from mmtoolbench.sandbox.domains.todo import parse_recurrence, todo_seed
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world, build_world
from tests.sandbox.domain_fuzz import fuzz_tool_with_pools
from tests.sandbox.domain_harness import DomainTools

REGISTRY = build_tool_registry(["todo"])
TOOLS = [t.name for t in REGISTRY if t.domain == todo.DOMAIN]


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world(["todo"])


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call
fails = HARNESS.fails


def task(ctx: WorldContext, content: str) -> str:
    return str(ctx.world.select("todo_tasks", {"content": content})[0]["id"])


def project(ctx: WorldContext, name: str) -> str:
    return str(ctx.world.select("todo_projects", {"name": name})[0]["id"])


def section(ctx: WorldContext, name: str) -> str:
    return str(ctx.world.select("todo_sections", {"name": name})[0]["id"])


def descendants(ctx: WorldContext, task_id: str) -> list[str]:
    """Ids of the subtasks of ``task_id`` at every depth."""
    found: list[str] = []
    for child in ctx.world.select("todo_tasks", {"parent_id": task_id}):
        found += [str(child["id"]), *descendants(ctx, str(child["id"]))]
    return found


def labelled(ctx: WorldContext, label: str, *, open_only: bool = True) -> list[dict[str, Any]]:
    """The tasks carrying ``label`` (open ones unless ``open_only`` is False)."""
    label_id = ctx.world.select("todo_labels", {"name": label})[0]["id"]
    links = ctx.world.select("todo_task_labels", {"label_id": label_id})
    tasks = [ctx.world.get("todo_tasks", ln["task_id"]) for ln in links]
    return [t for t in tasks if not (open_only and t["is_completed"])]


def cid(ctx: WorldContext, name: str) -> str:
    first, last = name.split(" ", 1)
    return seed_contact_id(ctx.world, first, last)


# ----------------------------------------------------------------------------- recurrence


@pytest.mark.parametrize(
    ("raw", "text", "time"),
    [
        ("every day", "every day", None),
        ("Daily", "every day", None),
        ("every 3 days", "every 3 days", None),
        ("every other week", "every 2 weeks", None),
        ("weekly", "every week", None),
        ("every Monday", "every mon", None),
        ("every mon, wed and Fri at 7am", "every mon, wed, fri", "07:00"),
        ("every weekday at 9:30", "every weekday", "09:30"),
        ("every workday", "every weekday", None),
        ("every weekend", "every weekend", None),
        ("monthly", "every month", None),
        ("every 15th", "every 15th", None),
        ("every 1st of the month", "every 1st", None),
        ("every last day", "every last day", None),
        ("every 2 years", "every 2 years", None),
    ],
)
def test_parse_recurrence(raw: str, text: str, time: str | None) -> None:
    rule = parse_recurrence(raw)
    assert (rule.text, rule.time) == (text, time)


@pytest.mark.parametrize(
    ("raw", "pattern"),
    [
        ("sometimes", "is not a recurring schedule"),
        ("every blue moon", "is not a recurring schedule"),
        ("every 0 days", "between 1 and 365"),
        ("every 40th", "between 1 and 31"),
        ("every day at 25:00", "is not a time of day"),
        ("every", "is not a recurring schedule"),
    ],
)
def test_parse_recurrence_rejects(raw: str, pattern: str) -> None:
    with pytest.raises(ToolError, match=pattern):
        parse_recurrence(raw)


def test_recurrence_dates() -> None:
    fri = date(2025, 6, 13)
    assert parse_recurrence("every mon, thu").first_on_or_after(fri) == date(2025, 6, 16)
    assert parse_recurrence("every 31st").first_on_or_after(fri) == date(2025, 6, 30)
    assert parse_recurrence("every month").next_after(date(2025, 1, 31)) == date(2025, 2, 28)
    assert parse_recurrence("every last day").next_after(date(2025, 6, 30)) == date(2025, 7, 31)
    assert parse_recurrence("every year").next_after(date(2024, 2, 29)) == date(2025, 2, 28)


def test_preview_todo_recurrence(ctx: WorldContext) -> None:
    res = call(ctx, "preview_todo_recurrence", recurrence="every 2 weeks at 5pm", count=3)
    assert res == {
        "recurrence": "every 2 weeks",
        "time": "17:00",
        "next_dates": ["2025-06-13", "2025-06-27", "2025-07-11"],
    }
    fails(ctx, "preview_todo_recurrence", "is not a recurring schedule", recurrence="often")
    fails(
        ctx,
        "preview_todo_recurrence",
        "out of range",
        recurrence="every day",
        start_date="1999-01-01",
    )


# ----------------------------------------------------------------------------- seed


def test_seed_is_deterministic_and_coherent(seeded: World) -> None:
    other = build_seeded_world(["todo"])
    assert other.snapshot().rows == seeded.snapshot().rows
    assert seeded.count("todo_projects", {"is_inbox": True}) == 1
    content = todo_seed()
    assert seeded.count("todo_tasks") == len(content.tasks)
    assert seeded.count("todo_projects") == len(content.projects)
    assert seeded.count("todo_comments") == len(content.comments)
    assert seeded.count("todo_completions") == len(content.recurring_done) + sum(
        t.completed_days_ago is not None for t in content.tasks
    )
    for t in seeded.select("todo_tasks"):
        if t["assignee_contact_id"] is not None:
            members = {
                m["contact_id"]
                for m in seeded.select("todo_project_members", {"project_id": t["project_id"]})
            }
            assert t["assignee_contact_id"] in members, t["content"]
        if t["recurrence"]:
            parse_recurrence(t["recurrence"])
    assert {c["image_id"] for c in seeded.select("todo_comments") if c["image_id"]} == {
        "img_0",
        "img_1",
    }
    assert seeded.integrity_check() == []
    total = sum(seeded.count(t.name) for t in todo.TABLES)
    assert total <= 130


# ----------------------------------------------------------------------------- projects


def test_list_and_get_projects(ctx: WorldContext) -> None:
    projects = call(ctx, "list_todo_projects")
    assert [p["name"] for p in projects][:3] == ["Inbox", "Work", "Home"]
    assert "Apartment move 2024" not in [p["name"] for p in projects]
    assert len(call(ctx, "list_todo_projects", include_archived=True)) == ctx.world.count(
        "todo_projects"
    )
    work = call(ctx, "get_todo_project", project_id=project(ctx, "Work"))
    assert [s["name"] for s in work["sections"]] == ["Q3 roadmap", "Design system", "Admin"]
    assert {c["name"] for c in work["collaborators"]} == {"Sofia Rossi", "Kevin O'Brien"}
    q3 = work["sections"][0]["tasks"]
    assert "Collect feedback from Rachel" not in [t["content"] for t in q3]
    fails(ctx, "get_todo_project", r"no to-do project with id 'tprj_0999'", project_id="tprj_0999")


def test_create_and_update_project(ctx: WorldContext) -> None:
    new = call(ctx, "create_todo_project", name=" Kitchen remodel ", color="teal", is_favorite=True)
    assert (new["name"], new["color"], new["is_favorite"]) == ("Kitchen remodel", "teal", True)
    fails(ctx, "create_todo_project", "already exists", name="work")
    fails(ctx, "create_todo_project", "reserved", name="Inbox")
    with pytest.raises(ToolArgumentError, match="color"):
        call(ctx, "create_todo_project", name="X", color="neon")
    upd = call(ctx, "update_todo_project", project_id=new["id"], name="Kitchen", view_style="board")
    assert (upd["name"], upd["view_style"]) == ("Kitchen", "board")
    fails(ctx, "update_todo_project", "nothing to change", project_id=new["id"], name="Kitchen")
    fails(ctx, "update_todo_project", "Inbox cannot be renamed", project_id="tprj_0001", name="In")


def test_favorite_projects(ctx: WorldContext) -> None:
    errands = project(ctx, "Errands")
    assert call(ctx, "favorite_todo_project", project_id=errands)["is_favorite"] is True
    fails(ctx, "favorite_todo_project", "already a favorite", project_id=errands)
    assert call(ctx, "unfavorite_todo_project", project_id=errands)["is_favorite"] is False
    fails(ctx, "unfavorite_todo_project", "already not a favorite", project_id=errands)


def test_archive_projects(ctx: WorldContext) -> None:
    home = project(ctx, "Home")
    assert call(ctx, "archive_todo_project", project_id=home)["is_archived"] is True
    overdue = [t["content"] for t in call(ctx, "get_todo_today")["overdue"]]
    assert "Fix leaky kitchen faucet" not in overdue
    fails(ctx, "archive_todo_project", "Inbox cannot be archived", project_id="tprj_0001")
    fails(ctx, "archive_todo_project", "already archived", project_id=project(ctx, "Lisbon trip"))
    fails(
        ctx,
        "create_todo_task",
        "is archived; unarchive it",
        content="Buy sunscreen",
        project_id=home,
    )
    assert call(ctx, "unarchive_todo_project", project_id=home)["is_archived"] is False
    fails(ctx, "unarchive_todo_project", "already active", project_id=home)


def test_delete_project(ctx: WorldContext) -> None:
    fitness = project(ctx, "Fitness")
    in_project = ctx.world.count("todo_tasks", {"project_id": fitness})
    history = ctx.world.count("todo_completions", {"content": "Run 5k"})
    assert in_project > 0 and history > 0
    res = call(ctx, "delete_todo_project", project_id=fitness)
    assert res == {"deleted_project_id": fitness, "name": "Fitness", "tasks_deleted": in_project}
    assert ctx.world.count("todo_tasks", {"project_id": fitness}) == 0
    assert ctx.world.count("todo_completions", {"content": "Run 5k"}) == history, "history is kept"
    fails(ctx, "delete_todo_project", "Inbox cannot be deleted", project_id="tprj_0001")


def test_share_and_unshare_project(ctx: WorldContext) -> None:
    errands = project(ctx, "Errands")
    sam = cid(ctx, "Sam Okafor")
    shared = call(ctx, "share_todo_project", project_id=errands, contact_id=sam)
    assert [c["name"] for c in shared["collaborators"]] == ["Sam Okafor"]
    fails(ctx, "share_todo_project", "already a collaborator", project_id=errands, contact_id=sam)
    fails(
        ctx, "share_todo_project", "Inbox cannot be shared", project_id="tprj_0001", contact_id=sam
    )
    no_email = ctx.world.insert(
        "contacts",
        {"first_name": "Pat", "created_at": ctx.clock.now(), "updated_at": ctx.clock.now()},
    )
    fails(
        ctx,
        "share_todo_project",
        "has no email address",
        project_id=errands,
        contact_id=no_email["id"],
    )
    home = project(ctx, "Home")
    sams_tasks = ctx.world.count("todo_tasks", {"project_id": home, "assignee_contact_id": sam})
    assert sams_tasks > 0
    res = call(ctx, "unshare_todo_project", project_id=home, contact_id=sam)
    assert res["tasks_unassigned"] == sams_tasks and res["collaborators"] == []
    assert (
        ctx.world.get("todo_tasks", task(ctx, "Fix leaky kitchen faucet"))["assignee_contact_id"]
        is None
    )
    fails(ctx, "unshare_todo_project", "is not a collaborator", project_id=home, contact_id=sam)


# ----------------------------------------------------------------------------- sections


def test_sections(ctx: WorldContext) -> None:
    home = project(ctx, "Home")
    new = call(ctx, "create_todo_section", project_id=home, name="Garden")
    assert new["project_id"] == home
    fails(ctx, "create_todo_section", "already has a section", project_id=home, name="garden")
    renamed = call(ctx, "rename_todo_section", section_id=new["id"], name="Balcony")
    assert renamed["name"] == "Balcony"
    fails(
        ctx, "rename_todo_section", "already has a section", section_id=new["id"], name="Cleaning"
    )
    fails(ctx, "rename_todo_section", "already called", section_id=new["id"], name="Balcony")
    repairs = section(ctx, "Repairs")
    in_section = ctx.world.count("todo_tasks", {"section_id": repairs})
    assert in_section > 0
    res = call(ctx, "delete_todo_section", section_id=repairs)
    assert res["tasks_deleted"] == in_section and not ctx.world.exists("todo_sections", repairs)
    fails(ctx, "delete_todo_section", "no to-do section with id", section_id=repairs)


# ----------------------------------------------------------------------------- tasks


def test_create_todo_task(ctx: WorldContext) -> None:
    t = call(
        ctx,
        "create_todo_task",
        content="Buy birthday card for Grandma",
        priority="p2",
        due_date="2025-06-16",
        labels=["errands", "@gifts"],
    )
    assert t["project"]["name"] == "Inbox" and t["priority"] == "p2"
    assert t["labels"] == ["errands", "gifts"] and t["created_labels"] == ["gifts"]
    assert t["due"]["text"] == "Mon Jun 16"
    timed = call(ctx, "create_todo_task", content="Call Mom", due_time="6pm")
    assert timed["due"]["date"] == "2025-06-13" and timed["due"]["time"] == "18:00"
    rec = call(
        ctx,
        "create_todo_task",
        content="Team standup notes",
        project_id=project(ctx, "Work"),
        section_id=section(ctx, "Admin"),
        recurrence="every weekday at 9:15",
    )
    assert rec["due"]["date"] == "2025-06-13" and rec["due"]["time"] == "09:15"
    assert rec["due"]["recurrence"] == "every weekday" and rec["section"]["name"] == "Admin"
    via_section = call(ctx, "create_todo_task", content="Mop", section_id=section(ctx, "Cleaning"))
    assert via_section["project"]["name"] == "Home"
    assigned = call(
        ctx,
        "create_todo_task",
        content="Check plumber invoice",
        project_id=project(ctx, "Home"),
        assignee_contact_id=cid(ctx, "Sam Okafor"),
    )
    assert assigned["assignee"]["name"] == "Sam Okafor"


@pytest.mark.parametrize(
    ("args", "pattern"),
    [
        ({"content": "   "}, "cannot be empty"),
        ({"content": "x", "recurrence": "sometimes"}, "is not a recurring schedule"),
        ({"content": "x", "due_time": "25:00"}, "is not a time of day"),
        ({"content": "x", "due_date": "2150-01-01"}, "out of range"),
        (
            {"content": "x", "project_id": "tprj_0003", "section_id": "tsec_0001"},
            "belongs to another",
        ),
        ({"content": "x", "assignee_contact_id": "ct_0005"}, "Inbox is not shared"),
        (
            {"content": "x", "project_id": "tprj_0003", "assignee_contact_id": "ct_0001"},
            "not a collaborator",
        ),
        ({"content": "x", "labels": ["a,b"]}, "cannot contain commas"),
    ],
)
def test_create_todo_task_errors(ctx: WorldContext, args: dict[str, Any], pattern: str) -> None:
    fails(ctx, "create_todo_task", pattern, **args)


def test_create_todo_task_in_empty_world_creates_inbox() -> None:
    ctx = WorldContext(build_world(["todo"]))
    t = call(ctx, "create_todo_task", content="First task")
    assert t["project"]["name"] == "Inbox"
    assert ctx.world.count("todo_projects", {"is_inbox": True}) == 1
    call(ctx, "create_todo_task", content="Second task")
    assert ctx.world.count("todo_projects") == 1


def test_create_todo_subtask(ctx: WorldContext) -> None:
    slideshow = task(ctx, "Make photo slideshow")
    sub = call(ctx, "create_todo_subtask", parent_task_id=slideshow, content="Scan wedding photos")
    assert sub["parent_id"] == slideshow and sub["project"]["name"] == "Grandma's 84th birthday"
    level3 = call(ctx, "create_todo_subtask", parent_task_id=sub["id"], content="Buy scanner")
    level4 = call(ctx, "create_todo_subtask", parent_task_id=level3["id"], content="Compare")
    fails(ctx, "create_todo_subtask", "at most 4 levels", parent_task_id=level4["id"], content="x")
    fails(
        ctx,
        "create_todo_subtask",
        "is completed; reopen it",
        parent_task_id=task(ctx, "Send invitations"),
        content="x",
    )


def test_get_todo_task(ctx: WorldContext) -> None:
    slides_id = task(ctx, "Finalize Q3 roadmap slides")
    slides = call(ctx, "get_todo_task", task_id=slides_id)
    children = ctx.world.select("todo_tasks", {"parent_id": slides_id})
    assert len(children) > 1
    assert sorted(s["content"] for s in slides["subtasks"]) == sorted(
        c["content"] for c in children
    )
    faucet_id = task(ctx, "Fix leaky kitchen faucet")
    faucet = call(ctx, "get_todo_task", task_id=faucet_id)
    notes = ctx.world.select("todo_comments", {"task_id": faucet_id}, order_by="posted_at")
    assert len(notes) > 1
    assert [c["content"] for c in faucet["comments"]] == [n["content"] for n in notes]
    assert [c["image_id"] for c in faucet["comments"]] == [n["image_id"] for n in notes]
    assert faucet["comments"][0]["author"] == "me" and notes[0]["author_contact_id"] is None
    fails(
        ctx,
        "get_todo_task",
        r"no to-do task with id 'tsk_0999' \(use list_todo_tasks",
        task_id="tsk_0999",
    )


def test_list_todo_tasks(ctx: WorldContext) -> None:
    world = ctx.world
    errands = call(ctx, "list_todo_tasks", label="errands")
    expected = {t["content"] for t in labelled(ctx, "errands")}
    assert expected and {t["content"] for t in errands["tasks"]} == expected
    p1 = call(ctx, "list_todo_tasks", priority="p1")
    urgent = world.select("todo_tasks", {"priority": "p1", "is_completed": False})
    assert len(urgent) > 1
    assert sorted(t["content"] for t in p1["tasks"]) == sorted(t["content"] for t in urgent)
    sam = cid(ctx, "Sam Okafor")
    sams = call(ctx, "list_todo_tasks", assignee_contact_id=sam)
    sams_open = world.count("todo_tasks", {"assignee_contact_id": sam, "is_completed": False})
    # done tasks assigned to Sam ("Share itinerary with Sam") are left out
    assert 0 < sams_open < world.count("todo_tasks", {"assignee_contact_id": sam})
    assert sams["total"] == sams_open
    move = project(ctx, "Apartment move 2024")
    done = call(ctx, "list_todo_tasks", project_id=move, include_completed=True)
    in_move = world.count("todo_tasks", {"project_id": move})
    assert in_move > 0 and done["total"] == in_move
    repairs = section(ctx, "Repairs")
    open_repairs = world.count("todo_tasks", {"section_id": repairs, "is_completed": False})
    assert open_repairs > 0
    assert call(ctx, "list_todo_tasks", section_id=repairs)["total"] == open_repairs
    fails(ctx, "list_todo_tasks", "there is no label 'urgent'", label="urgent")


def _searched(ctx: WorldContext, query: str, include_completed: bool) -> list[str]:
    """Ids `search_todo_tasks` should find: every word in the name, description or a
    comment, in insertion order."""
    words = query.lower().split()
    found = []
    for t in ctx.world.select("todo_tasks", None if include_completed else {"is_completed": False}):
        comments = [c["content"] for c in ctx.world.select("todo_comments", {"task_id": t["id"]})]
        hay = " ".join([t["content"], t["description"], *comments]).lower()
        if all(w in hay for w in words):
            found.append(str(t["id"]))
    return found


def test_search_todo_tasks(ctx: WorldContext) -> None:
    world = ctx.world
    commented = world.query(
        "SELECT c.content, c.task_id FROM todo_comments c JOIN todo_tasks t ON t.id = c.task_id "
        "WHERE t.is_completed = 0 ORDER BY c.rowid LIMIT 1"
    )[0]
    word = max(commented["content"].split(), key=len).upper()  # found through the comment
    res = call(ctx, "search_todo_tasks", query=word)
    assert commented["task_id"] in [t["id"] for t in res["tasks"]]
    assert [t["id"] for t in res["tasks"]] == _searched(ctx, word, False)
    done = world.select("todo_tasks", {"is_completed": True})[0]
    query = " ".join(done["content"].split()[:2])
    assert done["id"] not in [t["id"] for t in call(ctx, "search_todo_tasks", query=query)["tasks"]]
    both = call(ctx, "search_todo_tasks", query=query, include_completed=True, limit=1)
    assert both["total"] == len(_searched(ctx, query, True)) and len(both["tasks"]) == 1
    fails(ctx, "search_todo_tasks", "the search query is empty", query="   ")


def test_update_todo_task(ctx: WorldContext) -> None:
    hotel = task(ctx, "Book airport hotel")
    res = call(ctx, "update_todo_task", task_id=hotel, content="Book hotel near LIS", priority="p1")
    assert (res["content"], res["priority"]) == ("Book hotel near LIS", "p1")
    fails(ctx, "update_todo_task", "nothing to change", task_id=hotel, priority="p1")
    fails(ctx, "update_todo_task", "cannot be empty", task_id=hotel, content="  ")


def test_set_and_clear_todo_task_due(ctx: WorldContext) -> None:
    desk = task(ctx, "Look into standing desk options")
    res = call(ctx, "set_todo_task_due", task_id=desk, recurrence="every saturday")
    assert res["due"]["date"] == "2025-06-14" and res["due"]["is_recurring"]
    res = call(ctx, "set_todo_task_due", task_id=desk, due_date="2025-06-20", due_time="10:00")
    assert res["due"]["recurrence"] is None and res["due"]["time"] == "10:00"
    fails(
        ctx,
        "set_todo_task_due",
        "already has this due date",
        task_id=desk,
        due_date="2025-06-20",
        due_time="10am",
    )
    fails(ctx, "set_todo_task_due", "give due_date", task_id=desk)
    fails(
        ctx,
        "set_todo_task_due",
        "is completed",
        task_id=task(ctx, "Send invitations"),
        due_date="2025-06-20",
    )
    assert call(ctx, "clear_todo_task_due", task_id=desk)["due"] is None
    fails(ctx, "clear_todo_task_due", "has no due date", task_id=desk)


def test_complete_recurring_and_uncomplete(ctx: WorldContext) -> None:
    plants = task(ctx, "Water the plants")
    before = ctx.world.count("todo_completions")
    res = call(ctx, "complete_todo_task", task_id=plants)
    assert (res["completed_occurrence"], res["next_due"]) == ("2025-06-12", "2025-06-15")
    assert res["is_completed"] is False and ctx.world.count("todo_completions") == before + 1
    run = task(ctx, "Run 5k")
    assert call(ctx, "complete_todo_task", task_id=run)["next_due"] == "2025-06-18"
    undone = call(ctx, "uncomplete_todo_task", task_id=plants)
    assert undone["due"]["date"] == "2025-06-12"
    assert ctx.world.count("todo_completions") == before + 1
    fails(ctx, "uncomplete_todo_task", "is not completed", task_id=task(ctx, "Clean the fridge"))


def test_complete_parent_and_reopen_child(ctx: WorldContext) -> None:
    slides = task(ctx, "Finalize Q3 roadmap slides")
    res = call(ctx, "complete_todo_task", task_id=slides)
    assert res["is_completed"] is True
    assert res["subtasks_completed"] == [
        task(ctx, "Update timeline slide"),
        task(ctx, "Export PDF for leadership review"),
    ]
    fails(ctx, "complete_todo_task", "already completed", task_id=slides)
    reopened = call(ctx, "uncomplete_todo_task", task_id=task(ctx, "Update timeline slide"))
    assert reopened["reopened_task_ids"] == [task(ctx, "Update timeline slide"), slides]
    assert ctx.world.get("todo_tasks", slides)["is_completed"] is False


def test_delete_todo_task(ctx: WorldContext) -> None:
    slideshow = task(ctx, "Make photo slideshow")
    below = descendants(ctx, slideshow)
    assert below
    res = call(ctx, "delete_todo_task", task_id=slideshow)
    assert res["subtasks_deleted"] == len(below)
    assert ctx.world.count("todo_tasks", {"parent_id": slideshow}) == 0
    fails(ctx, "delete_todo_task", "no to-do task with id", task_id=slideshow)


def test_move_todo_task(ctx: WorldContext) -> None:
    faucet = task(ctx, "Fix leaky kitchen faucet")
    moved = call(ctx, "move_todo_task", task_id=faucet, project_id=project(ctx, "Errands"))
    assert moved["project"]["name"] == "Errands" and moved["section"] is None
    assert moved["unassigned_task_ids"] == [faucet] and moved["assignee"] is None
    timeline = task(ctx, "Update timeline slide")
    res = call(ctx, "move_todo_task", task_id=timeline, section_id=section(ctx, "Admin"))
    assert res["parent_id"] is None and res["section"]["name"] == "Admin"
    slides = task(ctx, "Finalize Q3 roadmap slides")
    below = descendants(ctx, slides)  # the timeline slide has moved out already
    assert below
    res = call(ctx, "move_todo_task", task_id=slides, project_id=project(ctx, "Inbox"))
    assert res["tasks_moved"] == 1 + len(below)
    fails(ctx, "move_todo_task", "already there", task_id=slides, project_id=project(ctx, "Inbox"))
    fails(
        ctx,
        "move_todo_task",
        "is not in project",
        task_id=slides,
        project_id=project(ctx, "Home"),
        section_id=section(ctx, "Admin"),
    )
    fails(ctx, "move_todo_task", "give project_id and/or section_id", task_id=slides)


def test_assign_and_unassign(ctx: WorldContext) -> None:
    tokens = task(ctx, "Update color tokens for dark mode")
    sofia = cid(ctx, "Sofia Rossi")
    assert (
        call(ctx, "assign_todo_task", task_id=tokens, contact_id=sofia)["assignee"]["name"]
        == "Sofia Rossi"
    )
    fails(ctx, "assign_todo_task", "already assigned", task_id=tokens, contact_id=sofia)
    fails(
        ctx,
        "assign_todo_task",
        "not a collaborator",
        task_id=tokens,
        contact_id=cid(ctx, "Sam Okafor"),
    )
    assert call(ctx, "unassign_todo_task", task_id=tokens)["assignee"] is None
    fails(ctx, "unassign_todo_task", "not assigned to anyone", task_id=tokens)


# ----------------------------------------------------------------------------- labels


def test_labels(ctx: WorldContext) -> None:
    labels = call(ctx, "list_todo_labels")
    assert [lb["name"] for lb in labels][:2] == ["errands", "quick"]
    errands = next(lb for lb in labels if lb["name"] == "errands")
    open_errands = len(labelled(ctx, "errands"))
    all_errands = len(labelled(ctx, "errands", open_only=False))
    assert open_errands > 0 and errands["open_task_count"] == open_errands
    new = call(ctx, "create_todo_label", name="@Someday", color="lavender")
    assert new["name"] == "Someday"
    fails(ctx, "create_todo_label", "already exists", name="someday")
    upd = call(ctx, "update_todo_label", label_id=new["id"], name="later", is_favorite=True)
    assert (upd["name"], upd["is_favorite"]) == ("later", True)
    fails(ctx, "update_todo_label", "already exists", label_id=new["id"], name="Errands")
    fails(ctx, "update_todo_label", "nothing to change", label_id=new["id"], name="later")
    res = call(ctx, "delete_todo_label", label_id=errands["id"])
    assert res["removed_from_tasks"] == all_errands
    assert call(ctx, "get_todo_task", task_id=task(ctx, "Buy decorations"))["labels"] == []
    fails(ctx, "delete_todo_label", "no to-do label with id", label_id=errands["id"])


def test_task_labels(ctx: WorldContext) -> None:
    bulb = task(ctx, "Replace hallway light bulb")
    res = call(ctx, "add_todo_task_labels", task_id=bulb, labels=["errands", "hardware store"])
    assert res["labels"] == ["errands", "hardware store", "quick"]
    assert res["created_labels"] == ["hardware store"]
    fails(ctx, "add_todo_task_labels", "already has", task_id=bulb, labels=["Quick"])
    fails(ctx, "add_todo_task_labels", "at least one label", task_id=bulb, labels=[])
    res = call(ctx, "remove_todo_task_labels", task_id=bulb, labels=["quick"])
    assert res["labels"] == ["errands", "hardware store"]
    fails(ctx, "remove_todo_task_labels", "has no label 'calls'", task_id=bulb, labels=["calls"])


# ----------------------------------------------------------------------------- comments


def test_comments(ctx: WorldContext) -> None:
    passport = task(ctx, "Renew passport")
    photo = ctx.images.add_pil(Image.new("RGB", (8, 8), (1, 2, 3))).image_id
    comment = call(ctx, "add_todo_comment", task_id=passport, content="Form DS-82", image_id=photo)
    assert comment["image_id"] == photo and comment["author"] == "me"
    fails(ctx, "add_todo_comment", "the comment is empty", task_id=passport, content="  ")
    fails(ctx, "add_todo_comment", "unknown image id 'img_99'", task_id=passport, image_id="img_99")
    listed = call(ctx, "list_todo_comments", task_id=passport)
    assert [c["content"] for c in listed][-1] == "Form DS-82"
    fails(ctx, "list_todo_comments", "no to-do task", task_id="tsk_0999")
    assert call(ctx, "delete_todo_comment", comment_id=comment["id"])["task_id"] == passport
    sofias = ctx.world.select("todo_comments", {"author_contact_id": cid(ctx, "Sofia Rossi")})[0]
    fails(ctx, "delete_todo_comment", "only your own comments", comment_id=sofias["id"])


# ----------------------------------------------------------------------------- views and stats


def test_get_todo_today(ctx: WorldContext) -> None:
    today = call(ctx, "get_todo_today")
    day = ctx.clock.today().isoformat()
    open_tasks = ctx.world.query(
        "SELECT t.* FROM todo_tasks t JOIN todo_projects p ON p.id = t.project_id "
        "WHERE t.is_completed = 0 AND p.is_archived = 0",
        table="todo_tasks",
    )
    # Overdue: oldest due day first, then priority; today: timed ones first, by time.
    overdue = sorted(
        (t for t in open_tasks if t["due_date"] is not None and t["due_date"] < day),
        key=lambda t: (t["due_date"], t["priority"]),
    )
    due_today = sorted(
        (t for t in open_tasks if t["due_date"] == day),
        key=lambda t: (t["due_time"] is None, t["due_time"] or "", t["priority"]),
    )
    assert len(overdue) > 1 and len(due_today) > 1
    assert [t["content"] for t in today["overdue"]] == [t["content"] for t in overdue]
    assert [t["content"] for t in today["today"]] == [t["content"] for t in due_today]


def test_overdue_and_upcoming(ctx: WorldContext) -> None:
    overdue = call(ctx, "list_overdue_todo_tasks")
    today = ctx.clock.today()
    open_tasks = ctx.world.query(
        "SELECT t.* FROM todo_tasks t JOIN todo_projects p ON p.id = t.project_id "
        "WHERE t.is_completed = 0 AND p.is_archived = 0",
        table="todo_tasks",
    )
    oldest = min(
        (t for t in open_tasks if t["due_date"] is not None),
        key=lambda t: (t["due_date"], t["priority"]),
    )
    assert overdue[0]["content"] == oldest["content"]
    assert len(overdue) == sum(
        t["due_date"] is not None and t["due_date"] < today.isoformat() for t in open_tasks
    )
    call(
        ctx,
        "set_todo_task_due",
        task_id=task(ctx, "Look into standing desk options"),
        due_time="08:00",
    )
    assert len(call(ctx, "list_overdue_todo_tasks")) == len(overdue) + 1, (
        "due earlier today counts as overdue"
    )
    upcoming = call(ctx, "list_upcoming_todo_tasks", days=2)
    open_tasks = [ctx.world.get("todo_tasks", t["id"]) for t in open_tasks]  # one got a due date
    window = {(today + timedelta(days=i)).isoformat() for i in range(3)}
    due = sorted({t["due_date"] for t in open_tasks if t["due_date"] in window})
    assert [d["date"] for d in upcoming] == due
    assert all(date.fromisoformat(d["date"]).strftime("%A") == d["weekday"] for d in upcoming)
    assert [len(d["tasks"]) for d in upcoming] == [
        sum(t["due_date"] == day for t in open_tasks) for day in due
    ]
    with pytest.raises(ToolArgumentError, match="days"):
        call(ctx, "list_upcoming_todo_tasks", days=0)


def test_list_completed_todo_tasks(ctx: WorldContext) -> None:
    today = ctx.clock.today()

    def since(days: int, project_id: str | None = None) -> list[dict[str, Any]]:
        """Completions on the last ``days`` calendar days, today included."""
        return [
            c
            for c in ctx.world.select("todo_completions")
            if ctx.clock.parse(c["completed_at"]).date() > today - timedelta(days=days)
            and project_id in (None, c["project_id"])
        ]

    done = call(ctx, "list_completed_todo_tasks", days=1)
    last_day = since(1)
    assert last_day and sorted(d["content"] for d in done) == sorted(c["content"] for c in last_day)
    assert sorted(d["occurrence_due"] for d in done) == sorted(
        str(c["previous_due_date"]) for c in last_day
    )
    fitness = project(ctx, "Fitness")
    week = call(ctx, "list_completed_todo_tasks", days=7, project_id=fitness)
    expected = {c["content"] for c in since(7, fitness)}
    assert len(expected) > 1 and {d["content"] for d in week} == expected
    fails(ctx, "list_completed_todo_tasks", "no to-do project", project_id="tprj_0999")


def test_productivity_stats(ctx: WorldContext) -> None:
    stats = call(ctx, "get_todo_productivity_stats")
    today = ctx.clock.today().isoformat()
    done_today = sum(c["completed_at"][:10] == today for c in ctx.world.select("todo_completions"))
    assert (stats["completed_today"], stats["daily_goal"], stats["daily_goal_reached"]) == (
        done_today,
        todo_seed().goals.daily_goal,
        done_today >= todo_seed().goals.daily_goal,
    )
    assert stats["daily_streak_days"] == 2
    assert stats["total_completed"] == ctx.world.count("todo_completions")
    assert stats["karma_level"] == "Beginner"
    passport, fridge = task(ctx, "Renew passport"), task(ctx, "Clean the fridge")
    points = sum(
        {"p1": 8, "p2": 6, "p3": 5, "p4": 4}[ctx.world.get("todo_tasks", t)["priority"]]
        for t in (passport, fridge)
    )
    call(ctx, "complete_todo_task", task_id=passport)
    call(ctx, "complete_todo_task", task_id=fridge)
    after = call(ctx, "get_todo_productivity_stats")
    assert after["completed_today"] == done_today + 2 and after["daily_goal_reached"] is True
    assert after["daily_streak_days"] == 3
    assert after["completed_this_week"] == stats["completed_this_week"] + 2
    assert after["weekly_goal_reached"] is True
    # the two completions reach today's daily goal (+10) and this week's goal (+30)
    assert after["karma"] == stats["karma"] + points + 10 + 30


def test_set_todo_goals(ctx: WorldContext) -> None:
    res = call(ctx, "set_todo_goals", daily_goal=1, days_off=["sunday"])
    assert res == {"daily_goal": 1, "weekly_goal": 15, "days_off": ["sun"]}
    assert call(ctx, "get_todo_productivity_stats")["daily_goal_reached"] is True
    fails(ctx, "set_todo_goals", "nothing to change", daily_goal=1)
    fails(ctx, "set_todo_goals", "is not a day of the week", days_off=["holiday"])


# ----------------------------------------------------------------------------- fuzz

_WORDS = [
    "Inbox",
    "errands",
    "@quick",
    "every monday at 9am",
    "every 2 weeks",
    "every last day",
    "every 0 days",
    "daily",
    "5pm",
    "25:00",
    "p1",
    "ct_0005",
    "ct_0001",
    "img_0",
    "img_9",
    "",
    " ",
    "a,b",
]


_ID_PREFIXES = {
    "project_id": "tprj_",
    "section_id": "tsec_",
    "task_id": "tsk_",
    "parent_task_id": "tsk_",
    "label_id": "tlb_",
    "comment_id": "tcm_",
    "contact_id": "ct_",
    "assignee_contact_id": "ct_",
}


def id_pools(world: World) -> dict[str, list[str]]:
    """For each id parameter: existing ids of its kind, plus one that does not exist."""
    every = [str(k) for rows in world.snapshot().rows.values() for k in rows]
    return {
        name: [*(i for i in every if i.startswith(prefix)), "tsk_0999"]
        for name, prefix in _ID_PREFIXES.items()
    }


@pytest.mark.parametrize("tool_name", TOOLS)
def test_fuzz_tool_raises_only_tool_errors(ctx: WorldContext, tool_name: str) -> None:
    fuzz_tool_with_pools(ctx, REGISTRY.get(tool_name), id_pools(ctx.world), _WORDS)


def test_every_todo_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    assert len(TOOLS) >= 34
    assert [t for t in TOOLS if f'"{t}"' not in source] == []


def test_seed_file_references_are_checked() -> None:
    """A task naming an unknown project or label, or a comment on an unknown task, is a
    validation error that says which entry is wrong."""
    from pydantic import ValidationError

    from mmtoolbench.sandbox.domains.todo import TodoSeed

    data = todo_seed().model_dump(exclude_defaults=True)
    data["tasks"][1]["project"] = "Nowhere"
    with pytest.raises(ValidationError, match=r"tasks\.1 \(\w+\): unknown project 'Nowhere'"):
        TodoSeed.model_validate(data)
    data = todo_seed().model_dump(exclude_defaults=True)
    data["comments"][0]["task"] = "no-such-task"
    with pytest.raises(ValidationError, match=r"comments\.0: unknown task 'no-such-task'"):
        TodoSeed.model_validate(data)
    data = todo_seed().model_dump(exclude_defaults=True)
    data["tasks"][0]["labels"] = ["nope"]
    with pytest.raises(ValidationError, match=r"unknown labels \['nope'\]"):
        TodoSeed.model_validate(data)
