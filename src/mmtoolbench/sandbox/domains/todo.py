"""To-do: a Todoist-style task manager.

Projects (with colours, favourites, archiving, an Inbox and collaborators), sections,
tasks with descriptions, due dates and times, recurring schedules, priorities p1-p4,
labels, assignees, subtasks and comments (with image attachments). Completions are
logged in ``todo_completions``; karma and productivity statistics are computed from
that log, never stored.

Recurring schedules are natural-language strings checked against a small grammar
(`parse_recurrence`): "every day", "every 3 days", "every week", "every 2 weeks",
"every monday", "every mon, wed, fri", "every weekday", "every weekend",
"every month", "every 15th", "every last day", "every year" (shortcuts "daily",
"weekly", "monthly", "yearly"; "every other ..." means every 2), optionally followed
by "at 9am" / "at 18:30".
"""

from __future__ import annotations

import calendar
import json
import random
import re
from collections import Counter
from contextlib import nullcontext
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from functools import cache
from typing import Annotated, Any, Literal, get_args

from PIL import Image, ImageDraw
from pydantic import Field, model_validator

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains._common import (
    DataModel,
    add_months,
    display_name,
    load_domain_data,
    set_flag,
)
from mmtoolbench.sandbox.domains.alarms import WEEKDAYS, parse_clock_time, parse_weekdays
from mmtoolbench.sandbox.domains.contacts import seed_contact_id
from mmtoolbench.sandbox.world.schema import Column, Table
from mmtoolbench.sandbox.world.state import Row, World

DOMAIN = "todo"
REQUIRES: tuple[str, ...] = ("contacts",)

#: Todoist's project and label colours.
Color = Literal[
    "berry_red",
    "red",
    "orange",
    "yellow",
    "olive_green",
    "lime_green",
    "green",
    "mint_green",
    "teal",
    "sky_blue",
    "light_blue",
    "blue",
    "grape",
    "violet",
    "lavender",
    "magenta",
    "salmon",
    "charcoal",
    "grey",
    "taupe",
]
COLORS: tuple[str, ...] = get_args(Color)
Priority = Literal["p1", "p2", "p3", "p4"]
PRIORITIES: tuple[str, ...] = get_args(Priority)

_PROJECT_HINT = "use list_todo_projects to find project ids"
_TASK_HINT = "use list_todo_tasks or search_todo_tasks to find task ids"

TABLES: tuple[Table, ...] = (
    Table(
        name="todo_projects",
        domain=DOMAIN,
        entity="to-do project",
        id_prefix="tprj",
        lookup_hint=_PROJECT_HINT,
        description="Projects of the to-do app; exactly one is the Inbox.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Project id, e.g. tprj_0002."),
            Column("name", "TEXT", not_null=True),
            Column("color", "TEXT", not_null=True, default="charcoal", choices=COLORS),
            Column("is_inbox", "BOOLEAN", not_null=True, default=False),
            Column("is_favorite", "BOOLEAN", not_null=True, default=False),
            Column("is_archived", "BOOLEAN", not_null=True, default=False),
            Column("view_style", "TEXT", not_null=True, default="list", choices=("list", "board")),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="todo_project_members",
        domain=DOMAIN,
        entity="project collaborator",
        id_prefix="tpm",
        description="Contacts a project is shared with (the owner is always a member).",
        unique_together=(("project_id", "contact_id"),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "project_id",
                "TEXT",
                not_null=True,
                references="todo_projects.id",
                on_delete="CASCADE",
            ),
            Column(
                "contact_id", "TEXT", not_null=True, references="contacts.id", on_delete="CASCADE"
            ),
            Column("added_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="todo_sections",
        domain=DOMAIN,
        entity="to-do section",
        id_prefix="tsec",
        lookup_hint="use get_todo_project to find section ids",
        description="Sections that group the tasks of a project.",
        unique_together=(("project_id", "name"),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Section id, e.g. tsec_0003."),
            Column(
                "project_id",
                "TEXT",
                not_null=True,
                references="todo_projects.id",
                on_delete="CASCADE",
            ),
            Column("name", "TEXT", not_null=True),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="todo_tasks",
        search_columns=("content", "description"),
        # due_date alone: an (is_completed, ...) index would lure SQLite away from the
        # primary key in "open tasks among these ids" (100k open rows scanned).
        indexes=(("due_date",),),
        domain=DOMAIN,
        entity="to-do task",
        id_prefix="tsk",
        lookup_hint=_TASK_HINT,
        description="Tasks (and subtasks) of the to-do app.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Task id, e.g. tsk_0012."),
            Column(
                "project_id",
                "TEXT",
                not_null=True,
                references="todo_projects.id",
                on_delete="CASCADE",
            ),
            Column("section_id", "TEXT", references="todo_sections.id", on_delete="SET NULL"),
            Column(
                "parent_id",
                "TEXT",
                references="todo_tasks.id",
                on_delete="CASCADE",
                description="Parent task of a subtask.",
            ),
            Column("content", "TEXT", not_null=True, description="The task name."),
            Column("description", "TEXT", not_null=True, default=""),
            Column(
                "priority",
                "TEXT",
                not_null=True,
                default="p4",
                choices=PRIORITIES,
                description="p1 (urgent, red) .. p4 (no priority).",
            ),
            Column("due_date", "DATE"),
            Column("due_time", "TEXT", description="Due time 'HH:MM' (needs due_date)."),
            Column(
                "recurrence",
                "TEXT",
                description="Recurring schedule, e.g. 'every monday' (needs due_date).",
            ),
            Column(
                "assignee_contact_id",
                "TEXT",
                references="contacts.id",
                on_delete="SET NULL",
                description="Collaborator responsible (null = unassigned).",
            ),
            Column("is_completed", "BOOLEAN", not_null=True, default=False),
            Column("completed_at", "DATETIME"),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="todo_labels",
        domain=DOMAIN,
        entity="to-do label",
        id_prefix="tlb",
        lookup_hint="use list_todo_labels to find label ids",
        description="Personal labels that can be put on tasks.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Label id, e.g. tlb_0001."),
            Column("name", "TEXT", not_null=True, unique=True),
            Column("color", "TEXT", not_null=True, default="charcoal", choices=COLORS),
            Column("is_favorite", "BOOLEAN", not_null=True, default=False),
        ),
    ),
    Table(
        name="todo_task_labels",
        domain=DOMAIN,
        entity="task label",
        id_prefix="ttl",
        description="Which labels are on which tasks.",
        unique_together=(("task_id", "label_id"),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "task_id", "TEXT", not_null=True, references="todo_tasks.id", on_delete="CASCADE"
            ),
            Column(
                "label_id", "TEXT", not_null=True, references="todo_labels.id", on_delete="CASCADE"
            ),
        ),
    ),
    Table(
        name="todo_comments",
        search_columns=("content",),
        domain=DOMAIN,
        entity="to-do comment",
        id_prefix="tcm",
        lookup_hint="use list_todo_comments to find comment ids",
        description="Comments on tasks, optionally with an image attachment.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Comment id, e.g. tcm_0004."),
            Column(
                "task_id", "TEXT", not_null=True, references="todo_tasks.id", on_delete="CASCADE"
            ),
            Column("content", "TEXT", not_null=True, default=""),
            Column("image_id", "TEXT", description="Attached image id, e.g. img_4."),
            Column(
                "author_contact_id",
                "TEXT",
                references="contacts.id",
                on_delete="SET NULL",
                description="Collaborator who wrote it (null = the owner).",
            ),
            Column("posted_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="todo_completions",
        domain=DOMAIN,
        entity="completion",
        id_prefix="tcl",
        description="Completion history (also every completed occurrence of recurring "
        "tasks); karma and productivity stats are computed from it.",
        indexes=(("completed_at",),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column("task_id", "TEXT", references="todo_tasks.id", on_delete="SET NULL"),
            Column("project_id", "TEXT", references="todo_projects.id", on_delete="SET NULL"),
            Column("content", "TEXT", not_null=True),
            Column("priority", "TEXT", not_null=True, default="p4", choices=PRIORITIES),
            Column("completed_at", "DATETIME", not_null=True),
            Column(
                "previous_due_date",
                "DATE",
                description="Recurring tasks: the due date of the completed occurrence.",
            ),
        ),
    ),
    Table(
        name="todo_settings",
        domain=DOMAIN,
        entity="to-do setting",
        description="Productivity settings (missing keys have their default).",
        columns=(
            Column(
                "key",
                "TEXT",
                primary_key=True,
                choices=("daily_goal", "weekly_goal", "days_off"),
            ),
            Column("value", "JSON"),
        ),
    ),
)

_SETTINGS_DEFAULTS: dict[str, Any] = {
    "daily_goal": 5,
    "weekly_goal": 25,
    "days_off": ["sat", "sun"],
}
_KARMA_POINTS = {"p1": 8, "p2": 6, "p3": 5, "p4": 4}
_KARMA_LEVELS = (
    (50000, "Enlightened"),
    (20000, "Grand Master"),
    (10000, "Master"),
    (7500, "Expert"),
    (5000, "Professional"),
    (2500, "Intermediate"),
    (500, "Novice"),
    (0, "Beginner"),
)
_MAX_DEPTH = 4
_MIN_DATE = date(2000, 1, 1)
_MAX_DATE = date(2099, 12, 31)

_TASK_TABLES = ("todo_tasks", "todo_projects", "todo_sections", "todo_task_labels", "todo_labels")
_READS = (*_TASK_TABLES, "todo_project_members", "todo_comments", "contacts")

ProjectId = Annotated[str, Field(min_length=1, max_length=64)]
SectionId = Annotated[str, Field(min_length=1, max_length=64)]
TaskId = Annotated[str, Field(min_length=1, max_length=64)]
LabelId = Annotated[str, Field(min_length=1, max_length=64)]
ContactId = Annotated[str, Field(min_length=1, max_length=64)]
Content = Annotated[str, Field(min_length=1, max_length=500)]
Description = Annotated[str, Field(max_length=5000)]
Name = Annotated[str, Field(min_length=1, max_length=120)]
LabelName = Annotated[str, Field(min_length=1, max_length=60)]
LabelList = Annotated[list[LabelName], Field(max_length=20)]
RecurrenceText = Annotated[str, Field(min_length=1, max_length=100)]
TimeText = Annotated[str, Field(min_length=1, max_length=20)]
Limit = Annotated[int, Field(ge=1, le=200)]

# ----------------------------------------------------------------------------- recurrence

_UNITS = {
    "day": "day",
    "days": "day",
    "week": "week",
    "weeks": "week",
    "month": "month",
    "months": "month",
    "year": "year",
    "years": "year",
}
_COUNT_WORDS = {"other": 2, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}
_MAX_INTERVAL = {"day": 365, "week": 52, "month": 24, "year": 10}
_SHORTCUTS = {
    "daily": "every day",
    "weekly": "every week",
    "monthly": "every month",
    "yearly": "every year",
    "annually": "every year",
    "every workday": "every weekday",
    "weekdays": "every weekday",
    "every weekdays": "every weekday",
    "every weekends": "every weekend",
}
_GRAMMAR_HELP = (
    "use one of: 'every day', 'every 3 days', 'every week', 'every 2 weeks', "
    "'every monday', 'every mon, wed, fri', 'every weekday', 'every weekend', "
    "'every month', 'every 15th', 'every last day', 'every year' "
    "(or 'daily', 'weekly', 'monthly', 'yearly'), optionally followed by 'at 9am' or 'at 18:30'"
)


@dataclass(frozen=True)
class Recurrence:
    """A parsed recurring schedule.

    Attributes:
        unit: "day", "week", "month", "year" (every ``interval`` units), "weekdays"
            (on the given weekdays) or "month_day" (on a day of the month).
        interval: Units between occurrences.
        weekdays: Weekday numbers (0 = Monday) for "weekdays".
        month_day: Day of the month (1-31, or -1 for the last day) for "month_day".
        time: Due time "HH:MM" given with "at ...", if any.
    """

    unit: Literal["day", "week", "month", "year", "weekdays", "month_day"]
    interval: int = 1
    weekdays: tuple[int, ...] = field(default=())
    month_day: int = 0
    time: str | None = None

    @property
    def text(self) -> str:
        """The canonical schedule text (without the time)."""
        if self.unit == "weekdays":
            if self.weekdays == (0, 1, 2, 3, 4):
                return "every weekday"
            if self.weekdays == (5, 6):
                return "every weekend"
            if len(self.weekdays) == 7:
                return "every day"
            return "every " + ", ".join(WEEKDAYS[d] for d in self.weekdays)
        if self.unit == "month_day":
            if self.month_day == -1:
                return "every last day"
            return f"every {_ordinal(self.month_day)}"
        if self.interval == 1:
            return f"every {self.unit}"
        return f"every {self.interval} {self.unit}s"

    def first_on_or_after(self, start: date) -> date:
        """The first occurrence on or after ``start``."""
        if self.unit in ("weekdays", "month_day"):
            return self._scan(start, inclusive=True)
        return start

    def next_after(self, current: date) -> date:
        """The occurrence after ``current``."""
        if self.unit == "day":
            return current + timedelta(days=self.interval)
        if self.unit == "week":
            return current + timedelta(weeks=self.interval)
        if self.unit == "month":
            return add_months(current, self.interval)
        if self.unit == "year":
            return add_months(current, 12 * self.interval)
        return self._scan(current, inclusive=False)

    def _scan(self, start: date, *, inclusive: bool) -> date:
        day = start if inclusive else start + timedelta(days=1)
        for _ in range(400):
            if self._matches(day):
                return day
            day += timedelta(days=1)
        return day  # unreachable for valid rules

    def _matches(self, day: date) -> bool:
        if self.unit == "weekdays":
            return day.weekday() in self.weekdays
        last = calendar.monthrange(day.year, day.month)[1]
        target = last if self.month_day == -1 else min(self.month_day, last)
        return day.day == target


def _ordinal(n: int) -> str:
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def parse_recurrence(raw: str) -> Recurrence:
    """Parse a recurring schedule like "every mon, wed at 9am".

    Raises:
        ToolError: If the text does not follow the grammar (the message lists it).
    """
    text = re.sub(r"\s+", " ", raw.strip().lower())
    time_of_day: str | None = None
    at = re.search(r" at (.+)$", text)
    if at:
        time_of_day = parse_clock_time(at.group(1))
        text = text[: at.start()].strip()
    text = _SHORTCUTS.get(text, text)
    if not text.startswith("every "):
        raise ToolError(f"{raw!r} is not a recurring schedule: {_GRAMMAR_HELP}")
    body = text[len("every ") :].strip()
    unit_match = re.fullmatch(r"(?:(\d{1,3}|other|two|three|four|five|six) )?([a-z]+)", body)
    if unit_match and unit_match.group(2) in _UNITS:
        count_text = unit_match.group(1)
        unit = _UNITS[unit_match.group(2)]
        if count_text is None:
            interval = 1
        elif count_text.isdigit():
            interval = int(count_text)
        else:
            interval = _COUNT_WORDS[count_text]
        if not 1 <= interval <= _MAX_INTERVAL[unit]:
            raise ToolError(
                f"{raw!r}: the interval must be between 1 and {_MAX_INTERVAL[unit]} {unit}s"
            )
        if unit == "day" and interval == 1:
            return Recurrence("weekdays", weekdays=tuple(range(7)), time=time_of_day)
        return Recurrence(unit, interval=interval, time=time_of_day)  # type: ignore[arg-type]
    if body in ("last day", "last day of the month", "last day of month"):
        return Recurrence("month_day", month_day=-1, time=time_of_day)
    ordinal = re.fullmatch(r"(\d{1,2})(?:st|nd|rd|th)?(?: day)?(?: of (?:the )?month)?", body)
    if ordinal:
        day = int(ordinal.group(1))
        if not 1 <= day <= 31:
            raise ToolError(f"{raw!r}: a day of the month must be between 1 and 31")
        return Recurrence("month_day", month_day=day, time=time_of_day)
    parts = [p for p in re.split(r",|\band\b|&", body) if p.strip()]
    try:
        codes = parse_weekdays(parts)
    except ToolError:
        raise ToolError(f"{raw!r} is not a recurring schedule: {_GRAMMAR_HELP}") from None
    if not codes:
        raise ToolError(f"{raw!r} is not a recurring schedule: {_GRAMMAR_HELP}")
    return Recurrence(
        "weekdays", weekdays=tuple(WEEKDAYS.index(c) for c in codes), time=time_of_day
    )


def _advance(rule: Recurrence, due: date, today: date) -> date:
    """Next due date after completing the occurrence due on ``due``: the first
    occurrence after both ``due`` and today."""
    try:
        nxt = rule.next_after(due)
        for _ in range(1000):
            if nxt > today:
                return nxt
            nxt = rule.next_after(nxt)
    except (OverflowError, ValueError):
        pass
    return rule.first_on_or_after(today + timedelta(days=1))


# ----------------------------------------------------------------------------- helpers


def _check_date(value: date, what: str = "due_date") -> date:
    if not _MIN_DATE <= value <= _MAX_DATE:
        raise ToolError(f"{what} {value.isoformat()} is out of range (2000-01-01 .. 2099-12-31)")
    return value


def _stored_date(value: Any) -> date | None:
    if not isinstance(value, str):
        return None
    try:
        return date.fromisoformat(value)
    except ValueError:
        return None


def _stored_rule(task: Row) -> Recurrence | None:
    text = task.get("recurrence")
    if not text:
        return None
    try:
        return parse_recurrence(str(text))
    except ToolError:
        return None


def _setting(world: World, key: str) -> Any:
    row = world.get_or_none("todo_settings", key)
    return _SETTINGS_DEFAULTS[key] if row is None else row["value"]


def _int_setting(world: World, key: str) -> int:
    value = _setting(world, key)
    if isinstance(value, bool) or not isinstance(value, int):
        return int(_SETTINGS_DEFAULTS[key])
    return max(0, value)


def _days_off(world: World) -> list[str]:
    value = _setting(world, "days_off")
    if not isinstance(value, list):
        return list(_SETTINGS_DEFAULTS["days_off"])
    return [d for d in WEEKDAYS if d in value]


def _put_setting(world: World, key: str, value: Any) -> None:
    if world.exists("todo_settings", key):
        world.update("todo_settings", key, {"value": value})
    else:
        world.insert("todo_settings", {"key": key, "value": value})


def _project(ctx: WorldContext, project_id: str) -> Row:
    return ctx.world.get("todo_projects", project_id.strip())


def _task(ctx: WorldContext, task_id: str) -> Row:
    return ctx.world.get("todo_tasks", task_id.strip())


def _section(ctx: WorldContext, section_id: str) -> Row:
    return ctx.world.get("todo_sections", section_id.strip())


def _contact_name(world: World, contact_id: str | None) -> str | None:
    if contact_id is None:
        return None
    row = world.get_or_none("contacts", contact_id)
    return display_name(row) if row else None


def _inbox(world: World) -> Row | None:
    def find() -> Row | None:
        rows = world.select("todo_projects", {"is_inbox": True}, limit=1)
        return rows[0] if rows else None

    # Read again only after the projects change.
    found = world.derived("todo.inbox", ("todo_projects",), find)
    return None if found is None else dict(found)


def _writable_project(project: Row) -> None:
    if project["is_archived"]:
        raise ToolError(
            f"project {project['id']} ({project['name']!r}) is archived; "
            "unarchive it with unarchive_todo_project first"
        )


def _labels_of(world: World, task_id: str) -> list[str]:
    rows = world.query(
        "SELECT l.name FROM todo_labels l JOIN todo_task_labels tl ON tl.label_id = l.id "
        "WHERE tl.task_id = ? ORDER BY l.name",
        (task_id,),
    )
    return [str(r["name"]) for r in rows]


def _label_by_name(world: World, name: str) -> Row | None:
    rows = world.query(
        "SELECT * FROM todo_labels WHERE lower(name) = lower(?)", (name,), table="todo_labels"
    )
    return rows[0] if rows else None


def _clean_label_name(raw: str) -> str:
    name = raw.strip().lstrip("@").strip()
    if not name:
        raise ToolError("a label name cannot be empty")
    if "," in name:
        raise ToolError(f"label names cannot contain commas: {raw!r}")
    return name


def _children(world: World, task_id: str) -> list[Row]:
    return world.select("todo_tasks", {"parent_id": task_id})


def _descendants(world: World, task_id: str) -> list[Row]:
    found: list[Row] = []
    pending = [task_id]
    seen = {task_id}
    while pending:
        for child in _children(world, pending.pop(0)):
            if child["id"] not in seen:
                seen.add(child["id"])
                found.append(child)
                pending.append(child["id"])
    return found


def _depth(world: World, task: Row) -> int:
    depth = 1
    current = task
    seen = {task["id"]}
    while current["parent_id"] is not None and depth <= 10:
        parent = world.get_or_none("todo_tasks", current["parent_id"])
        if parent is None or parent["id"] in seen:
            break
        seen.add(parent["id"])
        depth += 1
        current = parent
    return depth


def _subtree_height(world: World, task_id: str) -> int:
    height = 1
    for child in _children(world, task_id):
        height = max(height, 1 + _subtree_height(world, child["id"]))
    return height


def _is_overdue(task: Row, now: datetime) -> bool:
    due = _stored_date(task["due_date"])
    if due is None or task["is_completed"]:
        return False
    today = now.date()
    if due < today:
        return True
    if due == today and task["due_time"]:
        return bool(str(task["due_time"]) < now.strftime("%H:%M"))
    return False


def _due_view(task: Row, now: datetime) -> dict[str, Any] | None:
    due = _stored_date(task["due_date"])
    if due is None:
        return None
    today = now.date()
    delta = (due - today).days
    when = {0: "today", 1: "tomorrow", -1: "yesterday"}.get(delta, f"{due:%a %b} {due.day}")
    text = when + (f" at {task['due_time']}" if task["due_time"] else "")
    if task["recurrence"]:
        text += f" ({task['recurrence']})"
    return {
        "date": task["due_date"],
        "time": task["due_time"],
        "recurrence": task["recurrence"],
        "is_recurring": bool(task["recurrence"]),
        "text": text,
        "is_overdue": _is_overdue(task, now),
    }


#: What a task's view shows besides its own columns, for many tasks in one query. The
#: rows given (``v``) may differ from the stored ones (a task just deleted or moved):
#: the view follows the given row, as when each piece was read on its own.
_VIEW_EXTRAS = (
    "WITH v(pos, id, project_id, section_id, assignee) AS (VALUES {rows}) "
    "SELECT v.pos, p.name AS project_name, s.id AS section_found, s.name AS section_name, "
    "c.id AS contact_found, c.first_name, c.last_name, c.company, "
    "(SELECT json_group_array(name) FROM (SELECT l.name FROM todo_labels l "
    "JOIN todo_task_labels tl ON tl.label_id = l.id WHERE tl.task_id = v.id "
    "ORDER BY l.name)) AS labels, "
    "(SELECT COUNT(*) FROM todo_tasks sub WHERE sub.parent_id = v.id) AS subtasks, "
    "(SELECT COUNT(*) FROM todo_comments cm WHERE cm.task_id = v.id) AS comments "
    "FROM v LEFT JOIN todo_projects p ON p.id = v.project_id "
    "LEFT JOIN todo_sections s ON s.id = v.section_id "
    "LEFT JOIN contacts c ON c.id = v.assignee"
)
_VIEW_CHUNK = 400


def _task_views(ctx: WorldContext, tasks: list[Row]) -> list[dict[str, Any]]:
    """The views of ``tasks`` (in their order): project, section, labels, assignee and
    counts read for all of them in one query per 400 tasks."""
    extras: dict[int, Row] = {}
    for start in range(0, len(tasks), _VIEW_CHUNK):
        chunk = tasks[start : start + _VIEW_CHUNK]
        params: list[Any] = []
        for pos, task in enumerate(chunk, start=start):
            params += [
                pos,
                task["id"],
                task["project_id"],
                task["section_id"] or None,
                task["assignee_contact_id"],
            ]
        sql = _VIEW_EXTRAS.format(rows=", ".join(["(?, ?, ?, ?, ?)"] * len(chunk)))
        extras.update((int(r["pos"]), r) for r in ctx.world.query(sql, params))
    now = ctx.clock.now()
    views = []
    for pos, task in enumerate(tasks):
        extra = extras[pos]
        views.append(
            _view_of(
                task,
                now,
                project_name=extra["project_name"],
                section=None
                if extra["section_found"] is None
                else {"id": extra["section_found"], "name": extra["section_name"]},
                labels=[str(n) for n in json.loads(extra["labels"])],
                assignee_name=None if extra["contact_found"] is None else display_name(extra),
                subtasks=extra["subtasks"],
                comments=extra["comments"],
            )
        )
    return views


def _view_of(
    task: Row,
    now: datetime,
    *,
    project_name: Any,
    section: dict[str, Any] | None,
    labels: list[str],
    assignee_name: str | None,
    subtasks: Any,
    comments: Any,
) -> dict[str, Any]:
    """The view of ``task`` given what `_task_views` reads about it (the name of its
    project, its section, label names in order, its assignee's name, its subtask and
    comment counts)."""
    return {
        "id": task["id"],
        "content": task["content"],
        "description": task["description"],
        "project": {"id": task["project_id"], "name": project_name},
        "section": section,
        "parent_id": task["parent_id"],
        "priority": task["priority"],
        "due": _due_view(task, now),
        "labels": labels,
        "assignee": None
        if task["assignee_contact_id"] is None
        else {"contact_id": task["assignee_contact_id"], "name": assignee_name},
        "is_completed": task["is_completed"],
        "completed_at": task["completed_at"],
        "subtask_count": subtasks,
        "comment_count": comments,
    }


def _task_view(ctx: WorldContext, task: Row) -> dict[str, Any]:
    return _task_views(ctx, [task])[0]


def _sort_key(task: Row) -> tuple[Any, ...]:
    return (
        task["due_date"] is None,
        task["due_date"] or "",
        task["due_time"] is None,
        task["due_time"] or "",
        task["priority"],
    )


def _active_open_tasks(
    world: World, condition: str = "1", params: tuple[Any, ...] = ()
) -> list[Row]:
    """Open tasks of projects that are not archived (and meeting the SQL ``condition``
    on the task ``t``), in insertion order."""
    return world.query(
        "SELECT t.* FROM todo_tasks t JOIN todo_projects p ON p.id = t.project_id "
        f"WHERE t.is_completed = 0 AND p.is_archived = 0 AND ({condition}) ORDER BY t.rowid",
        params,
        table="todo_tasks",
    )


def _members(world: World, project_id: str) -> list[Row]:
    return world.select("todo_project_members", {"project_id": project_id})


def _member_ids(world: World, project_id: str) -> set[str]:
    return {m["contact_id"] for m in _members(world, project_id)}


def _project_view(ctx: WorldContext, project: Row) -> dict[str, Any]:
    world = ctx.world
    open_count = world.count("todo_tasks", {"project_id": project["id"], "is_completed": False})
    return {
        "id": project["id"],
        "name": project["name"],
        "color": project["color"],
        "is_inbox": project["is_inbox"],
        "is_favorite": project["is_favorite"],
        "is_archived": project["is_archived"],
        "view_style": project["view_style"],
        "open_task_count": open_count,
        "collaborators": [
            {"contact_id": m["contact_id"], "name": _contact_name(world, m["contact_id"])}
            for m in _members(world, project["id"])
        ],
    }


def _check_name_free(world: World, name: str, exclude: str | None = None) -> None:
    rows = world.query(
        "SELECT * FROM todo_projects WHERE lower(name) = lower(?) AND is_archived = 0",
        (name,),
        table="todo_projects",
    )
    for row in rows:
        if row["id"] != exclude:
            raise ToolError(f"a project named {row['name']!r} already exists ({row['id']})")


def _resolve_due(
    ctx: WorldContext,
    due_date: date | None,
    due_time: str | None,
    recurrence: str | None,
) -> tuple[date | None, str | None, str | None]:
    """Validate due date / time / recurrence; returns (date, time, canonical recurrence)."""
    today = ctx.clock.today()
    rule = parse_recurrence(recurrence) if recurrence is not None and recurrence.strip() else None
    hhmm = parse_clock_time(due_time) if due_time is not None and due_time.strip() else None
    if due_date is not None:
        _check_date(due_date)
    if rule is not None:
        hhmm = hhmm or rule.time
        start = due_date or today
        due_date = rule.first_on_or_after(start)
        return due_date, hhmm, rule.text
    if hhmm is not None and due_date is None:
        due_date = today
    return due_date, hhmm, None


def _apply_labels(
    world: World, task_id: str, names: list[str], applied: dict[str, str] | None = None
) -> list[str]:
    """Put labels (created when new) on a task; returns names of labels created.

    ``applied`` (when given) receives the name of each label the task carries, by id."""
    created: list[str] = []
    for name in names:
        label = _label_by_name(world, name)
        if label is None:
            label = world.insert("todo_labels", {"name": name})
            created.append(name)
        if not world.exists_where(
            "todo_task_labels", {"task_id": task_id, "label_id": label["id"]}
        ):
            world.insert("todo_task_labels", {"task_id": task_id, "label_id": label["id"]})
        if applied is not None:
            applied[label["id"]] = str(label["name"])
    return created


def _clean_labels(labels: list[str] | None) -> list[str]:
    names: list[str] = []
    for raw in labels or []:
        name = _clean_label_name(raw)
        if name.lower() not in (n.lower() for n in names):
            names.append(name)
    return names


def _check_assignee(world: World, project: Row, contact_id: str) -> Row:
    contact = world.get("contacts", contact_id.strip())
    if contact["id"] not in _member_ids(world, project["id"]):
        raise ToolError(
            f"{display_name(contact)} ({contact['id']}) is not a collaborator of project "
            f"{project['name']!r}; share the project with them first (share_todo_project)"
        )
    return contact


def _log_completion(ctx: WorldContext, task: Row, previous_due: Any = None) -> None:
    ctx.world.insert(
        "todo_completions",
        {
            "task_id": task["id"],
            "project_id": task["project_id"],
            "content": task["content"],
            "priority": task["priority"],
            "completed_at": ctx.clock.now(),
            "previous_due_date": previous_due,
        },
    )


def _completion_day(ctx: WorldContext, row: Row) -> date | None:
    try:
        return ctx.clock.parse(row["completed_at"]).date()
    except (ValueError, TypeError):
        return None


def _create_task(
    ctx: WorldContext,
    *,
    content: str,
    project: Row | None,
    section_id: str | None,
    parent: Row | None,
    description: str,
    due_date: date | None,
    due_time: str | None,
    recurrence: str | None,
    priority: str,
    labels: list[str] | None,
    assignee_contact_id: str | None,
) -> dict[str, Any]:
    world = ctx.world
    text = content.strip()
    if not text:
        raise ToolError("the task content cannot be empty")
    section: Row | None = None
    if parent is not None:
        if parent["is_completed"]:
            raise ToolError(
                f"task {parent['id']} ({parent['content']!r}) is completed; "
                "reopen it with uncomplete_todo_task before adding subtasks"
            )
        if _depth(world, parent) >= _MAX_DEPTH:
            raise ToolError(f"subtasks can be nested at most {_MAX_DEPTH} levels deep")
        project = world.get("todo_projects", parent["project_id"])
        if section_id is not None:
            raise ToolError("a subtask always lives in its parent's section; omit section_id")
        section = (
            world.get_or_none("todo_sections", parent["section_id"])
            if parent["section_id"]
            else None
        )
    if section_id is not None:
        section = _section(ctx, section_id)
        if project is None:
            project = world.get("todo_projects", section["project_id"])
        elif section["project_id"] != project["id"]:
            raise ToolError(
                f"section {section['id']} ({section['name']!r}) belongs to another project; "
                "use get_todo_project to see this project's sections"
            )
    if project is not None:
        _writable_project(project)
    day, hhmm, rule = _resolve_due(ctx, due_date, due_time, recurrence)
    names = _clean_labels(labels)
    assignee: Row | None = None
    if assignee_contact_id is not None:
        if project is None:
            raise ToolError("the Inbox is not shared, so its tasks cannot be assigned")
        assignee = _check_assignee(world, project, assignee_contact_id)
    if project is None:
        project = _inbox(world)
    # One write (the task) needs no transaction of its own: a failed insert changes nothing.
    several = project is None or bool(names)
    applied: dict[str, str] = {}
    with world.transaction() if several else nullcontext():
        if project is None:
            project = world.insert(
                "todo_projects",
                {"name": "Inbox", "is_inbox": True, "created_at": ctx.clock.now()},
            )
        row = world.insert(
            "todo_tasks",
            {
                "project_id": project["id"],
                "section_id": None if section is None else section["id"],
                "parent_id": None if parent is None else parent["id"],
                "content": text,
                "description": description.strip(),
                "priority": priority,
                "due_date": day,
                "due_time": hhmm,
                "recurrence": rule,
                "assignee_contact_id": None if assignee is None else assignee["id"],
                "created_at": ctx.clock.now(),
            },
        )
        created = _apply_labels(world, row["id"], names, applied)
    # A new task has no subtasks or comments yet; the rest of its view is known here.
    view = _view_of(
        row,
        ctx.clock.now(),
        project_name=project["name"],
        section=None if section is None else {"id": section["id"], "name": section["name"]},
        labels=sorted(applied.values()),
        assignee_name=None if assignee is None else display_name(assignee),
        subtasks=0,
        comments=0,
    )
    if created:
        view["created_labels"] = created
    return view


# ----------------------------------------------------------------------------- projects


@tool(domain=DOMAIN, reads=("todo_projects", "todo_tasks", "todo_project_members", "contacts"))
def list_todo_projects(ctx: WorldContext, include_archived: bool = False) -> list[dict[str, Any]]:
    """List to-do projects: the Inbox first, then favourites, then the rest, with their
    colour, open task count and collaborators.

    Args:
        include_archived: Also list archived projects.
    """
    where = None if include_archived else {"is_archived": False}
    rows = ctx.world.select("todo_projects", where)
    rows.sort(key=lambda p: (not p["is_inbox"], not p["is_favorite"]))
    return [_project_view(ctx, p) for p in rows]


@tool(domain=DOMAIN, reads=_READS)
def get_todo_project(
    ctx: WorldContext, project_id: ProjectId, include_completed: bool = False
) -> dict[str, Any]:
    """Open a project: its sections and the tasks in each (subtasks carry parent_id).

    Args:
        project_id: Id of the project, e.g. "tprj_0002" (from list_todo_projects).
        include_completed: Also show completed tasks.
    """
    world = ctx.world
    project = _project(ctx, project_id)
    where: dict[str, Any] = {"project_id": project["id"]}
    if not include_completed:
        where["is_completed"] = False
    tasks = world.select("todo_tasks", where)
    sections = world.select("todo_sections", {"project_id": project["id"]})
    return {
        **_project_view(ctx, project),
        "tasks_without_section": _task_views(ctx, [t for t in tasks if t["section_id"] is None]),
        "sections": [
            {
                "id": s["id"],
                "name": s["name"],
                "tasks": _task_views(ctx, [t for t in tasks if t["section_id"] == s["id"]]),
            }
            for s in sections
        ],
    }


@tool(domain=DOMAIN, reads=("todo_projects",), writes=("todo_projects",))
def create_todo_project(
    ctx: WorldContext,
    name: Name,
    color: Color = "charcoal",
    is_favorite: bool = False,
    view_style: Literal["list", "board"] = "list",
) -> dict[str, Any]:
    """Create a to-do project.

    Args:
        name: Project name, e.g. "Kitchen remodel"; must not match an active project.
        color: Project colour.
        is_favorite: Show it under Favorites.
        view_style: "list" or "board" (columns per section).
    """
    world = ctx.world
    text = name.strip()
    if not text:
        raise ToolError("the project name cannot be empty")
    if text.lower() == "inbox":
        raise ToolError("'Inbox' is reserved for the built-in Inbox project")
    _check_name_free(world, text)
    row = world.insert(
        "todo_projects",
        {
            "name": text,
            "color": color,
            "is_favorite": is_favorite,
            "view_style": view_style,
            "created_at": ctx.clock.now(),
        },
    )
    return _project_view(ctx, row)


@tool(domain=DOMAIN, reads=("todo_projects",), writes=("todo_projects",))
def update_todo_project(
    ctx: WorldContext,
    project_id: ProjectId,
    name: Name | None = None,
    color: Color | None = None,
    view_style: Literal["list", "board"] | None = None,
) -> dict[str, Any]:
    """Rename a project or change its colour or view style. The Inbox cannot be renamed.

    Args:
        project_id: Id of the project, e.g. "tprj_0002" (from list_todo_projects).
        name: New name.
        color: New colour.
        view_style: "list" or "board".
    """
    world = ctx.world
    project = _project(ctx, project_id)
    changes: dict[str, Any] = {}
    if name is not None and name.strip() != project["name"]:
        text = name.strip()
        if not text:
            raise ToolError("the project name cannot be empty")
        if project["is_inbox"]:
            raise ToolError("the Inbox cannot be renamed")
        if text.lower() == "inbox":
            raise ToolError("'Inbox' is reserved for the built-in Inbox project")
        _check_name_free(world, text, exclude=project["id"])
        changes["name"] = text
    if color is not None and color != project["color"]:
        changes["color"] = color
    if view_style is not None and view_style != project["view_style"]:
        changes["view_style"] = view_style
    if not changes:
        raise ToolError(f"nothing to change for project {project['id']} ({project['name']!r})")
    return _project_view(ctx, world.update("todo_projects", project["id"], changes))


def _flag_project(ctx: WorldContext, project_id: str, flag: str, value: bool, verb: str) -> Row:
    project = _project(ctx, project_id)
    what = f"project {project['id']} ({project['name']!r})"
    return set_flag(ctx.world, "todo_projects", project, flag, value, what, verb)


@tool(domain=DOMAIN, reads=("todo_projects",), writes=("todo_projects",))
def favorite_todo_project(ctx: WorldContext, project_id: ProjectId) -> dict[str, Any]:
    """Add a project to Favorites (shown at the top of the sidebar).

    Args:
        project_id: Id of the project, e.g. "tprj_0002" (from list_todo_projects).
    """
    return _project_view(ctx, _flag_project(ctx, project_id, "is_favorite", True, "a favorite"))


@tool(domain=DOMAIN, reads=("todo_projects",), writes=("todo_projects",))
def unfavorite_todo_project(ctx: WorldContext, project_id: ProjectId) -> dict[str, Any]:
    """Remove a project from Favorites.

    Args:
        project_id: Id of the project, e.g. "tprj_0002" (from list_todo_projects).
    """
    return _project_view(
        ctx, _flag_project(ctx, project_id, "is_favorite", False, "not a favorite")
    )


@tool(domain=DOMAIN, reads=("todo_projects",), writes=("todo_projects",))
def archive_todo_project(ctx: WorldContext, project_id: ProjectId) -> dict[str, Any]:
    """Archive a project: it and its tasks disappear from lists and filters but are kept.
    The Inbox cannot be archived.

    Args:
        project_id: Id of the project, e.g. "tprj_0002" (from list_todo_projects).
    """
    project = _project(ctx, project_id)
    if project["is_inbox"]:
        raise ToolError("the Inbox cannot be archived")
    return _project_view(ctx, _flag_project(ctx, project_id, "is_archived", True, "archived"))


@tool(domain=DOMAIN, reads=("todo_projects",), writes=("todo_projects",))
def unarchive_todo_project(ctx: WorldContext, project_id: ProjectId) -> dict[str, Any]:
    """Bring an archived project back.

    Args:
        project_id: Id of the project, e.g. "tprj_0008" (list_todo_projects with
            include_archived=true).
    """
    project = _project(ctx, project_id)
    if project["is_archived"]:
        _check_name_free(ctx.world, project["name"], exclude=project["id"])
    return _project_view(ctx, _flag_project(ctx, project_id, "is_archived", False, "active"))


@tool(
    domain=DOMAIN,
    reads=("todo_projects", "todo_tasks"),
    writes=(
        "todo_projects",
        "todo_sections",
        "todo_tasks",
        "todo_task_labels",
        "todo_comments",
        "todo_project_members",
        "todo_completions",
    ),
)
def delete_todo_project(ctx: WorldContext, project_id: ProjectId) -> dict[str, Any]:
    """Delete a project with all its sections, tasks and comments (cannot be undone;
    archive_todo_project keeps them). The Inbox cannot be deleted.

    Args:
        project_id: Id of the project, e.g. "tprj_0002" (from list_todo_projects).
    """
    world = ctx.world
    project = _project(ctx, project_id)
    if project["is_inbox"]:
        raise ToolError("the Inbox cannot be deleted")
    tasks = world.count("todo_tasks", {"project_id": project["id"]})
    world.delete("todo_projects", project["id"])
    return {"deleted_project_id": project["id"], "name": project["name"], "tasks_deleted": tasks}


@tool(
    domain=DOMAIN,
    reads=("todo_projects", "todo_project_members", "contacts", "contact_emails"),
    writes=("todo_project_members",),
)
def share_todo_project(
    ctx: WorldContext, project_id: ProjectId, contact_id: ContactId
) -> dict[str, Any]:
    """Share a project with a contact (they are invited by email and become a
    collaborator who can be assigned tasks). The Inbox cannot be shared.

    Args:
        project_id: Id of the project, e.g. "tprj_0002" (from list_todo_projects).
        contact_id: Contact to invite, e.g. "ct_0005" (from search_contacts); they need
            an email address.
    """
    world = ctx.world
    project = _project(ctx, project_id)
    contact = world.get("contacts", contact_id.strip())
    if project["is_inbox"]:
        raise ToolError("the Inbox cannot be shared; move the tasks to a project first")
    _writable_project(project)
    if contact["id"] in _member_ids(world, project["id"]):
        raise ToolError(f"{display_name(contact)} is already a collaborator of {project['name']!r}")
    if not world.count("contact_emails", {"contact_id": contact["id"]}):
        raise ToolError(
            f"{display_name(contact)} has no email address, which is needed to invite them; "
            "add one with add_contact_email"
        )
    world.insert(
        "todo_project_members",
        {"project_id": project["id"], "contact_id": contact["id"], "added_at": ctx.clock.now()},
    )
    return _project_view(ctx, project)


@tool(
    domain=DOMAIN,
    reads=("todo_projects", "todo_project_members", "contacts"),
    writes=("todo_project_members", "todo_tasks"),
)
def unshare_todo_project(
    ctx: WorldContext, project_id: ProjectId, contact_id: ContactId
) -> dict[str, Any]:
    """Remove a collaborator from a shared project; tasks assigned to them become
    unassigned.

    Args:
        project_id: Id of the project, e.g. "tprj_0002" (from list_todo_projects).
        contact_id: The collaborator's contact id, e.g. "ct_0005" (see get_todo_project).
    """
    world = ctx.world
    project = _project(ctx, project_id)
    contact = world.get("contacts", contact_id.strip())
    member = world.select(
        "todo_project_members", {"project_id": project["id"], "contact_id": contact["id"]}
    )
    if not member:
        raise ToolError(f"{display_name(contact)} is not a collaborator of {project['name']!r}")
    with world.transaction():
        unassigned = world.update_where(
            "todo_tasks",
            {"project_id": project["id"], "assignee_contact_id": contact["id"]},
            {"assignee_contact_id": None},
        )
        world.delete("todo_project_members", member[0]["id"])
    return {**_project_view(ctx, project), "tasks_unassigned": unassigned}


# ----------------------------------------------------------------------------- sections


@tool(domain=DOMAIN, reads=("todo_projects", "todo_sections"), writes=("todo_sections",))
def create_todo_section(ctx: WorldContext, project_id: ProjectId, name: Name) -> dict[str, Any]:
    """Add a section to a project.

    Args:
        project_id: Id of the project, e.g. "tprj_0002" (from list_todo_projects).
        name: Section name, e.g. "Next week"; unique within the project.
    """
    world = ctx.world
    project = _project(ctx, project_id)
    _writable_project(project)
    text = name.strip()
    if not text:
        raise ToolError("the section name cannot be empty")
    for s in world.select("todo_sections", {"project_id": project["id"]}):
        if s["name"].lower() == text.lower():
            raise ToolError(f"{project['name']!r} already has a section {s['name']!r} ({s['id']})")
    row = world.insert(
        "todo_sections",
        {"project_id": project["id"], "name": text, "created_at": ctx.clock.now()},
    )
    return {"id": row["id"], "name": row["name"], "project_id": project["id"]}


@tool(domain=DOMAIN, reads=("todo_sections",), writes=("todo_sections",))
def rename_todo_section(ctx: WorldContext, section_id: SectionId, name: Name) -> dict[str, Any]:
    """Rename a section of a todo project.

    Args:
        section_id: Id of the section, e.g. "tsec_0003" (from get_todo_project).
        name: New name, unique within the project.
    """
    world = ctx.world
    section = _section(ctx, section_id)
    text = name.strip()
    if not text:
        raise ToolError("the section name cannot be empty")
    if text == section["name"]:
        raise ToolError(f"section {section['id']} is already called {text!r}")
    for s in world.select("todo_sections", {"project_id": section["project_id"]}):
        if s["id"] != section["id"] and s["name"].lower() == text.lower():
            raise ToolError(f"the project already has a section {s['name']!r} ({s['id']})")
    row = world.update("todo_sections", section["id"], {"name": text})
    return {"id": row["id"], "name": row["name"], "project_id": row["project_id"]}


@tool(
    domain=DOMAIN,
    reads=("todo_sections", "todo_tasks"),
    writes=("todo_sections", "todo_tasks", "todo_task_labels", "todo_comments", "todo_completions"),
)
def delete_todo_section(ctx: WorldContext, section_id: SectionId) -> dict[str, Any]:
    """Delete a section together with its tasks (move tasks out first with
    move_todo_task to keep them).

    Args:
        section_id: Id of the section, e.g. "tsec_0003" (from get_todo_project).
    """
    world = ctx.world
    section = _section(ctx, section_id)
    tasks = world.select("todo_tasks", {"section_id": section["id"]})
    with world.transaction():
        for t in tasks:
            if world.exists("todo_tasks", t["id"]):
                world.delete("todo_tasks", t["id"])
        world.delete("todo_sections", section["id"])
    return {
        "deleted_section_id": section["id"],
        "name": section["name"],
        "tasks_deleted": len(tasks),
    }


# ----------------------------------------------------------------------------- tasks


@tool(
    domain=DOMAIN,
    reads=_READS,
    writes=("todo_tasks", "todo_task_labels", "todo_labels", "todo_projects"),
)
def create_todo_task(
    ctx: WorldContext,
    content: Content,
    project_id: ProjectId | None = None,
    section_id: SectionId | None = None,
    description: Description = "",
    due_date: date | None = None,
    due_time: TimeText | None = None,
    recurrence: RecurrenceText | None = None,
    priority: Priority = "p4",
    labels: LabelList | None = None,
    assignee_contact_id: ContactId | None = None,
) -> dict[str, Any]:
    """Add a task. Without project_id it goes to the Inbox.

    A recurring task needs a schedule in `recurrence` (its first due date is the first
    occurrence on or after due_date, or today). A due_time without due_date means today.
    Unknown labels are created.

    Args:
        content: Task name, e.g. "Buy milk".
        project_id: Project id, e.g. "tprj_0002" (from list_todo_projects); default Inbox.
        section_id: Section of that project, e.g. "tsec_0003" (from get_todo_project).
        description: Longer notes.
        due_date: Due date "YYYY-MM-DD".
        due_time: Due time "HH:MM" 24-hour (or "5pm").
        recurrence: Recurring schedule: "every day", "every 3 days", "every week",
            "every 2 weeks", "every monday", "every mon, wed, fri", "every weekday",
            "every weekend", "every month", "every 15th", "every last day", "every year",
            "daily"/"weekly"/"monthly"/"yearly", optionally + " at 9am".
        priority: "p1" (urgent) .. "p4" (none).
        labels: Label names, e.g. ["errands", "quick"].
        assignee_contact_id: Collaborator of the project to assign, e.g. "ct_0005".
    """
    project = _project(ctx, project_id) if project_id is not None else None
    return _create_task(
        ctx,
        content=content,
        project=project,
        section_id=section_id,
        parent=None,
        description=description,
        due_date=due_date,
        due_time=due_time,
        recurrence=recurrence,
        priority=priority,
        labels=labels,
        assignee_contact_id=assignee_contact_id,
    )


@tool(domain=DOMAIN, reads=_READS, writes=("todo_tasks", "todo_task_labels", "todo_labels"))
def create_todo_subtask(
    ctx: WorldContext,
    parent_task_id: TaskId,
    content: Content,
    description: Description = "",
    due_date: date | None = None,
    due_time: TimeText | None = None,
    priority: Priority = "p4",
    labels: LabelList | None = None,
    assignee_contact_id: ContactId | None = None,
) -> dict[str, Any]:
    """Add a subtask under a task (same project and section; at most 4 levels deep).

    Args:
        parent_task_id: Id of the parent task, e.g. "tsk_0012".
        content: Subtask name.
        description: Longer notes.
        due_date: Due date "YYYY-MM-DD".
        due_time: Due time "HH:MM" 24-hour.
        priority: "p1" (urgent) .. "p4" (none).
        labels: Label names.
        assignee_contact_id: Collaborator of the project to assign, e.g. "ct_0005".
    """
    parent = _task(ctx, parent_task_id)
    return _create_task(
        ctx,
        content=content,
        project=None,
        section_id=None,
        parent=parent,
        description=description,
        due_date=due_date,
        due_time=due_time,
        recurrence=None,
        priority=priority,
        labels=labels,
        assignee_contact_id=assignee_contact_id,
    )


@tool(domain=DOMAIN, reads=_READS)
def get_todo_task(ctx: WorldContext, task_id: TaskId) -> dict[str, Any]:
    """Get a task with its subtasks and comments (image attachments as image ids).

    Args:
        task_id: Id of the task, e.g. "tsk_0012" (from list_todo_tasks).
    """
    world = ctx.world
    task = _task(ctx, task_id)
    return {
        **_task_view(ctx, task),
        "subtasks": _task_views(ctx, _children(world, task["id"])),
        "comments": [
            _comment_view(world, c) for c in world.select("todo_comments", {"task_id": task["id"]})
        ],
    }


@tool(domain=DOMAIN, reads=_READS)
def list_todo_tasks(
    ctx: WorldContext,
    project_id: ProjectId | None = None,
    section_id: SectionId | None = None,
    label: LabelName | None = None,
    priority: Priority | None = None,
    assignee_contact_id: ContactId | None = None,
    include_completed: bool = False,
    limit: Limit = 50,
) -> dict[str, Any]:
    """List tasks, filtered by project, section, label, priority or assignee; sorted by
    due date (undated last), then priority. Archived projects are skipped unless named.

    Args:
        project_id: Only this project, e.g. "tprj_0002".
        section_id: Only this section, e.g. "tsec_0003".
        label: Only tasks with this label name, e.g. "errands".
        priority: Only this priority ("p1" = urgent).
        assignee_contact_id: Only tasks assigned to this contact, e.g. "ct_0005".
        include_completed: Also completed tasks.
        limit: Maximum number of tasks.

    Returns:
        {"tasks": [...], "total": n}.
    """
    world = ctx.world
    where: dict[str, Any] = {}
    if project_id is not None:
        where["project_id"] = _project(ctx, project_id)["id"]
    if section_id is not None:
        where["section_id"] = _section(ctx, section_id)["id"]
    if priority is not None:
        where["priority"] = priority
    if assignee_contact_id is not None:
        where["assignee_contact_id"] = world.get("contacts", assignee_contact_id.strip())["id"]
    if not include_completed:
        where["is_completed"] = False
    # Filtered, counted, sorted (as `_sort_key`, then creation) and cut in the database.
    terms = [f"{col} = ?" for col in where]
    params: list[Any] = [int(v) if isinstance(v, bool) else v for v in where.values()]
    if project_id is None and section_id is None:
        terms.append(
            "(project_id IS NULL OR project_id NOT IN "
            "(SELECT id FROM todo_projects WHERE is_archived = 1))"
        )
    if label is not None:
        found = _label_by_name(world, _clean_label_name(label))
        if found is None:
            raise ToolError(f"there is no label {label!r}; use list_todo_labels to see labels")
        terms.append("id IN (SELECT task_id FROM todo_task_labels WHERE label_id = ?)")
        params.append(found["id"])
    clause = f" WHERE {' AND '.join(terms)}" if terms else ""
    (total,) = world.query(f"SELECT COUNT(*) AS n FROM todo_tasks{clause}", params)
    tasks = world.query(
        f"SELECT * FROM todo_tasks{clause} ORDER BY due_date IS NULL, COALESCE(due_date, ''), "
        "due_time IS NULL, COALESCE(due_time, ''), priority, rowid LIMIT ?",
        [*params, limit],
        table="todo_tasks",
    )
    return {"tasks": _task_views(ctx, tasks), "total": int(total["n"])}


@tool(domain=DOMAIN, reads=_READS)
def search_todo_tasks(
    ctx: WorldContext,
    query: Annotated[str, Field(min_length=1, max_length=200)],
    include_completed: bool = False,
    limit: Limit = 20,
) -> dict[str, Any]:
    """Search tasks by words in their name, description or comments (case-insensitive).

    Args:
        query: Text to look for, e.g. "passport".
        include_completed: Also search completed tasks.
        limit: Maximum number of results.
    """
    world = ctx.world
    words = query.lower().split()
    if not words:
        raise ToolError("the search query is empty")
    # One query: the tasks whose text or comments hold every word of 3+ letters (found
    # with the full-text indexes), each with its comments' text; the exact test below.
    tasks_fts = world.table("todo_tasks").search_table
    comments_fts = world.table("todo_comments").search_table
    terms = [] if include_completed else ["t.is_completed = 0"]
    params: list[Any] = []
    for word in words:
        if len(word) < 3:
            continue  # the trigram index cannot narrow on it
        terms.append(
            f"(t.rowid IN (SELECT rowid FROM {tasks_fts} WHERE {tasks_fts} MATCH ?) "
            "OR t.id IN (SELECT c.task_id FROM todo_comments c WHERE c.rowid IN "
            f"(SELECT rowid FROM {comments_fts} WHERE {comments_fts} MATCH ?)))"
        )
        phrase = '"' + word.replace('"', '""') + '"'
        params += [phrase, phrase]
    tasks = world.query(
        "SELECT t.*, (SELECT group_concat(c.content, ' ') FROM todo_comments c "
        "WHERE c.task_id = t.id) AS comments_text FROM todo_tasks t "
        f"WHERE {' AND '.join(terms) or '1'} ORDER BY t.rowid",
        params,
        table="todo_tasks",
    )
    results = []
    for task in tasks:
        # Comments are joined with spaces and words have none, so their order is moot.
        text = task.pop("comments_text") or ""
        haystack = f"{task['content']} {task['description']} {text}".lower()
        if all(w in haystack for w in words):
            results.append(task)
    return {"tasks": _task_views(ctx, results[:limit]), "total": len(results)}


@tool(domain=DOMAIN, reads=_READS, writes=("todo_tasks",))
def update_todo_task(
    ctx: WorldContext,
    task_id: TaskId,
    content: Content | None = None,
    description: Description | None = None,
    priority: Priority | None = None,
) -> dict[str, Any]:
    """Change a task's name, description or priority (see set_todo_task_due for dates).

    Args:
        task_id: Id of the task, e.g. "tsk_0012".
        content: New task name.
        description: New description ("" clears it).
        priority: New priority, "p1" (urgent) .. "p4" (none).
    """
    task = _task(ctx, task_id)
    changes: dict[str, Any] = {}
    if content is not None and content.strip() != task["content"]:
        if not content.strip():
            raise ToolError("the task content cannot be empty")
        changes["content"] = content.strip()
    if description is not None and description.strip() != task["description"]:
        changes["description"] = description.strip()
    if priority is not None and priority != task["priority"]:
        changes["priority"] = priority
    if not changes:
        raise ToolError(f"nothing to change for task {task['id']} ({task['content']!r})")
    return _task_view(ctx, ctx.world.update("todo_tasks", task["id"], changes))


@tool(domain=DOMAIN, reads=_READS, writes=("todo_tasks",))
def set_todo_task_due(
    ctx: WorldContext,
    task_id: TaskId,
    due_date: date | None = None,
    due_time: TimeText | None = None,
    recurrence: RecurrenceText | None = None,
) -> dict[str, Any]:
    """Reschedule a task: set its due date, time and/or recurring schedule (replaces
    the current due). Give at least one. A recurrence without due_date starts from
    its first occurrence on or after today; a due_time alone means today.

    Args:
        task_id: Id of the task, e.g. "tsk_0012".
        due_date: Due date "YYYY-MM-DD".
        due_time: Due time "HH:MM" 24-hour (or "5pm").
        recurrence: Recurring schedule like "every monday", "every 2 weeks",
            "every 15th", "every weekday at 9am" (see create_todo_task).
    """
    task = _task(ctx, task_id)
    if task["is_completed"]:
        raise ToolError(f"task {task['id']} is completed; reopen it with uncomplete_todo_task")
    if due_date is None and due_time is None and recurrence is None:
        raise ToolError(
            "give due_date, due_time and/or recurrence (clear_todo_task_due removes it)"
        )
    day, hhmm, rule = _resolve_due(ctx, due_date, due_time, recurrence)
    changes = {"due_date": day, "due_time": hhmm, "recurrence": rule}
    current = {
        "due_date": _stored_date(task["due_date"]),
        "due_time": task["due_time"],
        "recurrence": task["recurrence"],
    }
    if changes == current:
        raise ToolError(f"task {task['id']} already has this due date")
    return _task_view(ctx, ctx.world.update("todo_tasks", task["id"], changes))


@tool(domain=DOMAIN, reads=_READS, writes=("todo_tasks",))
def clear_todo_task_due(ctx: WorldContext, task_id: TaskId) -> dict[str, Any]:
    """Remove a task's due date, time and recurring schedule.

    Args:
        task_id: Id of the task, e.g. "tsk_0012".
    """
    task = _task(ctx, task_id)
    if task["due_date"] is None and task["recurrence"] is None:
        raise ToolError(f"task {task['id']} ({task['content']!r}) has no due date")
    row = ctx.world.update(
        "todo_tasks", task["id"], {"due_date": None, "due_time": None, "recurrence": None}
    )
    return _task_view(ctx, row)


@tool(domain=DOMAIN, reads=_READS, writes=("todo_tasks", "todo_completions"))
def complete_todo_task(ctx: WorldContext, task_id: TaskId) -> dict[str, Any]:
    """Complete a task. A recurring task stays open and moves to its next occurrence
    after today; completing a parent also completes its open subtasks. Every
    completion counts towards karma and goals.

    Args:
        task_id: Id of the task, e.g. "tsk_0012".
    """
    world = ctx.world
    task = _task(ctx, task_id)
    if task["is_completed"]:
        raise ToolError(f"task {task['id']} ({task['content']!r}) is already completed")
    project = world.get("todo_projects", task["project_id"])
    _writable_project(project)
    now = ctx.clock.now()
    rule = _stored_rule(task)
    due = _stored_date(task["due_date"])
    with world.transaction():
        if rule is not None and due is not None:
            nxt = _advance(rule, due, ctx.clock.today())
            _log_completion(ctx, task, previous_due=due)
            row = world.update("todo_tasks", task["id"], {"due_date": nxt})
            return {
                **_task_view(ctx, row),
                "completed_occurrence": due.isoformat(),
                "next_due": nxt.isoformat(),
            }
        closed = []
        for sub in _descendants(world, task["id"]):
            if not sub["is_completed"]:
                world.update("todo_tasks", sub["id"], {"is_completed": True, "completed_at": now})
                _log_completion(ctx, sub)
                closed.append(sub["id"])
        row = world.update("todo_tasks", task["id"], {"is_completed": True, "completed_at": now})
        _log_completion(ctx, task)
    return {**_task_view(ctx, row), "subtasks_completed": closed}


@tool(domain=DOMAIN, reads=_READS, writes=("todo_tasks", "todo_completions"))
def uncomplete_todo_task(ctx: WorldContext, task_id: TaskId) -> dict[str, Any]:
    """Reopen (uncomplete) a task. For a completed task it becomes open again (and its
    completed parent too); for a recurring task the last completion is undone and its
    due date goes back. The completion no longer counts for karma.

    Args:
        task_id: Id of the task, e.g. "tsk_0012" (completed tasks: list_completed_todo_tasks).
    """
    world = ctx.world
    task = _task(ctx, task_id)
    project = world.get("todo_projects", task["project_id"])
    _writable_project(project)
    logs = world.select("todo_completions", {"task_id": task["id"]}, order_by="completed_at")
    if not task["is_completed"]:
        recurring_logs = [c for c in logs if c["previous_due_date"] is not None]
        if not task["recurrence"] or not recurring_logs:
            raise ToolError(f"task {task['id']} ({task['content']!r}) is not completed")
        last = recurring_logs[-1]
        with world.transaction():
            world.delete("todo_completions", last["id"])
            row = world.update("todo_tasks", task["id"], {"due_date": last["previous_due_date"]})
        return _task_view(ctx, row)
    reopened = [task["id"]]
    with world.transaction():
        if logs:
            world.delete("todo_completions", logs[-1]["id"])
        row = world.update("todo_tasks", task["id"], {"is_completed": False, "completed_at": None})
        parent_id = task["parent_id"]
        hops = 0
        while parent_id is not None and hops < 10:
            parent = world.get_or_none("todo_tasks", parent_id)
            if parent is None or not parent["is_completed"]:
                break
            world.update("todo_tasks", parent["id"], {"is_completed": False, "completed_at": None})
            parent_logs = world.select(
                "todo_completions", {"task_id": parent["id"]}, order_by="completed_at"
            )
            if parent_logs:
                world.delete("todo_completions", parent_logs[-1]["id"])
            reopened.append(parent["id"])
            parent_id = parent["parent_id"]
            hops += 1
    return {**_task_view(ctx, row), "reopened_task_ids": reopened}


@tool(
    domain=DOMAIN,
    reads=("todo_tasks",),
    writes=("todo_tasks", "todo_task_labels", "todo_comments", "todo_completions"),
)
def delete_todo_task(ctx: WorldContext, task_id: TaskId) -> dict[str, Any]:
    """Delete a task with its subtasks and comments (past completions still count).

    Args:
        task_id: Id of the task, e.g. "tsk_0012".
    """
    world = ctx.world
    task = _task(ctx, task_id)
    subtasks = _descendants(world, task["id"])
    world.delete("todo_tasks", task["id"])
    return {
        "deleted_task_id": task["id"],
        "content": task["content"],
        "subtasks_deleted": len(subtasks),
    }


@tool(domain=DOMAIN, reads=_READS, writes=("todo_tasks",))
def move_todo_task(
    ctx: WorldContext,
    task_id: TaskId,
    project_id: ProjectId | None = None,
    section_id: SectionId | None = None,
) -> dict[str, Any]:
    """Move a task (with its subtasks) to another project and/or section. A subtask
    that is moved becomes a top-level task. Assignees who are not collaborators of the
    new project are unassigned.

    Args:
        task_id: Id of the task, e.g. "tsk_0012".
        project_id: Target project, e.g. "tprj_0003"; omit when giving a section.
        section_id: Target section, e.g. "tsec_0004"; omit to put it outside sections.
    """
    world = ctx.world
    task = _task(ctx, task_id)
    section = _section(ctx, section_id) if section_id is not None else None
    if project_id is not None:
        project = _project(ctx, project_id)
    elif section is not None:
        project = world.get("todo_projects", section["project_id"])
    else:
        raise ToolError("give project_id and/or section_id to move the task to")
    if section is not None and section["project_id"] != project["id"]:
        raise ToolError(
            f"section {section['id']} ({section['name']!r}) is not in project {project['name']!r}"
        )
    _writable_project(project)
    target_section = None if section is None else section["id"]
    if (
        task["project_id"] == project["id"]
        and task["section_id"] == target_section
        and task["parent_id"] is None
    ):
        raise ToolError(f"task {task['id']} is already there")
    members = _member_ids(world, project["id"])
    moved = [task, *_descendants(world, task["id"])]
    unassigned = []
    with world.transaction():
        for t in moved:
            changes: dict[str, Any] = {"project_id": project["id"], "section_id": target_section}
            if t["id"] == task["id"]:
                changes["parent_id"] = None
            if t["assignee_contact_id"] is not None and t["assignee_contact_id"] not in members:
                changes["assignee_contact_id"] = None
                unassigned.append(t["id"])
            world.update("todo_tasks", t["id"], changes)
    row = world.get("todo_tasks", task["id"])
    return {**_task_view(ctx, row), "tasks_moved": len(moved), "unassigned_task_ids": unassigned}


@tool(domain=DOMAIN, reads=_READS, writes=("todo_tasks",))
def assign_todo_task(ctx: WorldContext, task_id: TaskId, contact_id: ContactId) -> dict[str, Any]:
    """Assign a task of a shared project to one of its collaborators.

    Args:
        task_id: Id of the task, e.g. "tsk_0012".
        contact_id: The collaborator, e.g. "ct_0005" (collaborators: get_todo_project).
    """
    world = ctx.world
    task = _task(ctx, task_id)
    project = world.get("todo_projects", task["project_id"])
    contact = _check_assignee(world, project, contact_id)
    if task["assignee_contact_id"] == contact["id"]:
        raise ToolError(f"task {task['id']} is already assigned to {display_name(contact)}")
    return _task_view(
        ctx, world.update("todo_tasks", task["id"], {"assignee_contact_id": contact["id"]})
    )


@tool(domain=DOMAIN, reads=_READS, writes=("todo_tasks",))
def unassign_todo_task(ctx: WorldContext, task_id: TaskId) -> dict[str, Any]:
    """Remove the assignee of a task.

    Args:
        task_id: Id of the task, e.g. "tsk_0012".
    """
    task = _task(ctx, task_id)
    if task["assignee_contact_id"] is None:
        raise ToolError(f"task {task['id']} ({task['content']!r}) is not assigned to anyone")
    return _task_view(
        ctx, ctx.world.update("todo_tasks", task["id"], {"assignee_contact_id": None})
    )


# ----------------------------------------------------------------------------- labels


@tool(domain=DOMAIN, reads=("todo_labels", "todo_task_labels", "todo_tasks"))
def list_todo_labels(ctx: WorldContext) -> list[dict[str, Any]]:
    """List labels (favourites first) with the number of open tasks carrying each."""
    world = ctx.world
    rows = world.select("todo_labels", order_by="name")
    rows.sort(key=lambda r: not r["is_favorite"])
    out = []
    for label in rows:
        count = world.query(
            "SELECT COUNT(*) AS n FROM todo_task_labels tl JOIN todo_tasks t ON t.id = tl.task_id "
            "WHERE tl.label_id = ? AND t.is_completed = 0",
            (label["id"],),
        )[0]["n"]
        out.append(
            {
                "id": label["id"],
                "name": label["name"],
                "color": label["color"],
                "is_favorite": label["is_favorite"],
                "open_task_count": count,
            }
        )
    return out


@tool(domain=DOMAIN, reads=("todo_labels",), writes=("todo_labels",))
def create_todo_label(
    ctx: WorldContext, name: LabelName, color: Color = "charcoal", is_favorite: bool = False
) -> dict[str, Any]:
    """Create a todo label (tag) that tasks can carry.

    Args:
        name: Label name without "@", e.g. "waiting"; unique (case-insensitive).
        color: Label colour.
        is_favorite: Show it under Favorites.
    """
    world = ctx.world
    text = _clean_label_name(name)
    existing = _label_by_name(world, text)
    if existing is not None:
        raise ToolError(f"a label {existing['name']!r} already exists ({existing['id']})")
    row = world.insert("todo_labels", {"name": text, "color": color, "is_favorite": is_favorite})
    return dict(row)


@tool(domain=DOMAIN, reads=("todo_labels",), writes=("todo_labels",))
def update_todo_label(
    ctx: WorldContext,
    label_id: LabelId,
    name: LabelName | None = None,
    color: Color | None = None,
    is_favorite: bool | None = None,
) -> dict[str, Any]:
    """Rename a label (tasks keep it) or change its colour or favourite flag.

    Args:
        label_id: Id of the label, e.g. "tlb_0001" (from list_todo_labels).
        name: New name.
        color: New colour.
        is_favorite: Whether it is a favourite.
    """
    world = ctx.world
    label = world.get("todo_labels", label_id.strip())
    changes: dict[str, Any] = {}
    if name is not None:
        text = _clean_label_name(name)
        if text != label["name"]:
            other = _label_by_name(world, text)
            if other is not None and other["id"] != label["id"]:
                raise ToolError(f"a label {other['name']!r} already exists ({other['id']})")
            changes["name"] = text
    if color is not None and color != label["color"]:
        changes["color"] = color
    if is_favorite is not None and is_favorite != label["is_favorite"]:
        changes["is_favorite"] = is_favorite
    if not changes:
        raise ToolError(f"nothing to change for label {label['id']} ({label['name']!r})")
    return dict(world.update("todo_labels", label["id"], changes))


@tool(domain=DOMAIN, reads=("todo_labels",), writes=("todo_labels", "todo_task_labels"))
def delete_todo_label(ctx: WorldContext, label_id: LabelId) -> dict[str, Any]:
    """Delete a label; it is removed from every task.

    Args:
        label_id: Id of the label, e.g. "tlb_0001" (from list_todo_labels).
    """
    world = ctx.world
    label = world.get("todo_labels", label_id.strip())
    uses = world.count("todo_task_labels", {"label_id": label["id"]})
    world.delete("todo_labels", label["id"])
    return {"deleted_label_id": label["id"], "name": label["name"], "removed_from_tasks": uses}


@tool(domain=DOMAIN, reads=_READS, writes=("todo_task_labels", "todo_labels"))
def add_todo_task_labels(ctx: WorldContext, task_id: TaskId, labels: LabelList) -> dict[str, Any]:
    """Put labels on a task; labels that do not exist yet are created.

    Args:
        task_id: Id of the task, e.g. "tsk_0012".
        labels: Label names, e.g. ["errands", "quick"].
    """
    world = ctx.world
    task = _task(ctx, task_id)
    names = _clean_labels(labels)
    if not names:
        raise ToolError("give at least one label name")
    current = {n.lower() for n in _labels_of(world, task["id"])}
    new = [n for n in names if n.lower() not in current]
    if not new:
        raise ToolError(f"task {task['id']} already has {', '.join(names)}")
    with world.transaction():
        created = _apply_labels(world, task["id"], new)
    view = _task_view(ctx, task)
    if created:
        view["created_labels"] = created
    return view


@tool(domain=DOMAIN, reads=_READS, writes=("todo_task_labels",))
def remove_todo_task_labels(
    ctx: WorldContext, task_id: TaskId, labels: LabelList
) -> dict[str, Any]:
    """Take labels off a task (the labels themselves are kept).

    Args:
        task_id: Id of the task, e.g. "tsk_0012".
        labels: Label names to remove, e.g. ["waiting"].
    """
    world = ctx.world
    task = _task(ctx, task_id)
    names = _clean_labels(labels)
    if not names:
        raise ToolError("give at least one label name")
    links = []
    for name in names:
        label = _label_by_name(world, name)
        link = (
            world.select("todo_task_labels", {"task_id": task["id"], "label_id": label["id"]})
            if label
            else []
        )
        if not link:
            have = ", ".join(_labels_of(world, task["id"])) or "none"
            raise ToolError(f"task {task['id']} has no label {name!r} (its labels: {have})")
        links.append(link[0]["id"])
    with world.transaction():
        for link_id in links:
            world.delete("todo_task_labels", link_id)
    return _task_view(ctx, task)


# ----------------------------------------------------------------------------- comments


def _comment_view(world: World, comment: Row) -> dict[str, Any]:
    author = comment["author_contact_id"]
    return {
        "id": comment["id"],
        "task_id": comment["task_id"],
        "author": "me" if author is None else _contact_name(world, author),
        "content": comment["content"],
        "image_id": comment["image_id"],
        "posted_at": comment["posted_at"],
    }


@tool(domain=DOMAIN, reads=("todo_tasks", "todo_comments"), writes=("todo_comments",))
def add_todo_comment(
    ctx: WorldContext,
    task_id: TaskId,
    content: Description = "",
    image_id: Annotated[str, Field(min_length=1, max_length=64)] | None = None,
) -> dict[str, Any]:
    """Comment on a task, optionally attaching an image (e.g. a photo of a receipt).

    Args:
        task_id: Id of the task, e.g. "tsk_0012".
        content: Comment text (may be empty when attaching an image).
        image_id: Image to attach, e.g. "img_2".
    """
    world = ctx.world
    task = _task(ctx, task_id)
    image = ctx.images.get(image_id.strip()).image_id if image_id is not None else None
    text = content.strip()
    if not text and image is None:
        raise ToolError("the comment is empty: give content and/or image_id")
    row = world.insert(
        "todo_comments",
        {"task_id": task["id"], "content": text, "image_id": image, "posted_at": ctx.clock.now()},
    )
    return _comment_view(world, row)


@tool(domain=DOMAIN, reads=("todo_tasks", "todo_comments", "contacts"))
def list_todo_comments(ctx: WorldContext, task_id: TaskId) -> list[dict[str, Any]]:
    """List the comments of a task, oldest first, with their image ids.

    Args:
        task_id: Id of the task, e.g. "tsk_0012".
    """
    world = ctx.world
    task = _task(ctx, task_id)
    return [_comment_view(world, c) for c in world.select("todo_comments", {"task_id": task["id"]})]


@tool(domain=DOMAIN, reads=("todo_comments",), writes=("todo_comments",))
def delete_todo_comment(
    ctx: WorldContext, comment_id: Annotated[str, Field(min_length=1, max_length=64)]
) -> dict[str, Any]:
    """Delete one of your comments (collaborators' comments cannot be deleted).

    Args:
        comment_id: Id of the comment, e.g. "tcm_0004" (from list_todo_comments).
    """
    world = ctx.world
    comment = world.get("todo_comments", comment_id.strip())
    if comment["author_contact_id"] is not None:
        raise ToolError(
            f"comment {comment['id']} was written by "
            f"{_contact_name(world, comment['author_contact_id'])}; only your own comments "
            "can be deleted"
        )
    world.delete("todo_comments", comment["id"])
    return {"deleted_comment_id": comment["id"], "task_id": comment["task_id"]}


# ----------------------------------------------------------------------------- views


@tool(domain=DOMAIN, reads=_READS)
def get_todo_today(ctx: WorldContext) -> dict[str, Any]:
    """The Today view: overdue tasks and tasks due today (archived projects excluded),
    sorted by time then priority.

    Returns:
        {"date", "overdue": [...], "today": [...]}.
    """
    today = ctx.clock.today()
    overdue, due_today = [], []
    for task in _active_open_tasks(ctx.world):
        due = _stored_date(task["due_date"])
        if due is None:
            continue
        if due < today:
            overdue.append(task)
        elif due == today:
            due_today.append(task)
    overdue.sort(key=_sort_key)
    due_today.sort(key=_sort_key)
    return {
        "date": today.isoformat(),
        "overdue": _task_views(ctx, overdue),
        "today": _task_views(ctx, due_today),
    }


@tool(domain=DOMAIN, reads=_READS)
def list_overdue_todo_tasks(ctx: WorldContext) -> list[dict[str, Any]]:
    """List open tasks that are overdue (due date passed, or due earlier today at a
    time that has passed), oldest first."""
    now = ctx.clock.now()
    tasks = [t for t in _active_open_tasks(ctx.world) if _is_overdue(t, now)]
    tasks.sort(key=_sort_key)
    return _task_views(ctx, tasks)


@tool(domain=DOMAIN, reads=_READS)
def list_upcoming_todo_tasks(
    ctx: WorldContext, days: Annotated[int, Field(ge=1, le=60)] = 7
) -> list[dict[str, Any]]:
    """The Upcoming view: open tasks due from today through the next `days` days,
    grouped by date.

    Args:
        days: How many days ahead to look (1-60).

    Returns:
        [{"date", "weekday", "tasks": [...]}] for each date that has tasks.
    """
    today = ctx.clock.today()
    end = today + timedelta(days=days)
    by_day: dict[date, list[Row]] = {}
    for task in _active_open_tasks(
        ctx.world, "t.due_date >= ? AND t.due_date <= ?", (today.isoformat(), end.isoformat())
    ):
        due = _stored_date(task["due_date"])
        if due is not None and today <= due <= end:
            by_day.setdefault(due, []).append(task)
    return [
        {
            "date": day.isoformat(),
            "weekday": f"{day:%A}",
            "tasks": _task_views(ctx, sorted(by_day[day], key=_sort_key)),
        }
        for day in sorted(by_day)
    ]


@tool(domain=DOMAIN, reads=("todo_completions", "todo_projects"))
def list_completed_todo_tasks(
    ctx: WorldContext,
    days: Annotated[int, Field(ge=1, le=365)] = 7,
    project_id: ProjectId | None = None,
) -> list[dict[str, Any]]:
    """List completions in the last `days` days, newest first (each completed
    occurrence of a recurring task counts).

    Args:
        days: How many days back (1-365; 1 = today only).
        project_id: Only this project, e.g. "tprj_0002".
    """
    world = ctx.world
    where: dict[str, Any] = {}
    if project_id is not None:
        where["project_id"] = _project(ctx, project_id)["id"]
    since = ctx.clock.today() - timedelta(days=days - 1)
    # Stored times are local ISO text, so "on or after the day" is a text range.
    rows = world.query(
        "SELECT * FROM todo_completions WHERE completed_at >= ?"
        + (" AND project_id = ?" if project_id is not None else "")
        + " ORDER BY completed_at DESC, rowid",
        [since.isoformat(), *where.values()],
        table="todo_completions",
    )
    out = []
    for row in rows:
        day = _completion_day(ctx, row)
        if day is None or day < since:
            continue
        project = (
            world.get_or_none("todo_projects", row["project_id"]) if row["project_id"] else None
        )
        out.append(
            {
                "task_id": row["task_id"],
                "content": row["content"],
                "project": None if project is None else project["name"],
                "priority": row["priority"],
                "completed_at": row["completed_at"],
                "occurrence_due": row["previous_due_date"],
            }
        )
    return out


@tool(domain=DOMAIN, reads=("todo_completions", "todo_settings", "todo_tasks", "todo_projects"))
def get_todo_productivity_stats(ctx: WorldContext) -> dict[str, Any]:
    """Karma and productivity: completions today and this week against the daily and
    weekly goals, the daily-goal streak (days off do not break it), the last 7 days,
    and karma with its level.

    Karma = points per completion (p1 8, p2 6, p3 5, p4 4) + 10 per day the daily goal
    was reached + 30 per week the weekly goal was reached - 5 per open task overdue by
    more than 4 days (never below 0).
    """
    world = ctx.world
    today = ctx.clock.today()
    daily_goal = _int_setting(world, "daily_goal")
    weekly_goal = _int_setting(world, "weekly_goal")
    days_off = set(_days_off(world))
    per_day: Counter[date] = Counter()
    points = 0
    # Completions per local day and their karma points, summed in SQL: completed_at is
    # stored in the device timezone, so its first ten characters are the local day.
    karma_case = " ".join(f"WHEN '{p}' THEN {n}" for p, n in _KARMA_POINTS.items())
    for row in world.query(
        "SELECT substr(completed_at, 1, 10) AS day, COUNT(*) AS n, "
        f"SUM(CASE priority {karma_case} ELSE 4 END) AS points "
        "FROM todo_completions WHERE completed_at IS NOT NULL GROUP BY day"
    ):
        day = _stored_date(row["day"])
        if day is None:
            continue
        per_day[day] += int(row["n"])
        points += int(row["points"])
    per_week: Counter[date] = Counter()
    for day, n in per_day.items():
        per_week[day - timedelta(days=day.weekday())] += n
    goal_days = sum(1 for n in per_day.values() if daily_goal and n >= daily_goal)
    goal_weeks = sum(1 for n in per_week.values() if weekly_goal and n >= weekly_goal)
    # Open tasks overdue by more than 4 days (a date before today is always overdue).
    overdue = world.query(
        "SELECT COUNT(*) AS n FROM todo_tasks t JOIN todo_projects p ON p.id = t.project_id "
        "WHERE t.is_completed = 0 AND p.is_archived = 0 AND t.due_date < ?",
        ((today - timedelta(days=4)).isoformat(),),
    )
    penalty = 5 * int(overdue[0]["n"])
    karma = max(0, points + 10 * goal_days + 30 * goal_weeks - penalty)
    level = next(name for floor, name in _KARMA_LEVELS if karma >= floor)
    streak = 0
    day = today if per_day[today] >= daily_goal else today - timedelta(days=1)
    for _ in range(366):
        if daily_goal and per_day[day] >= daily_goal:
            streak += 1
        elif WEEKDAYS[day.weekday()] not in days_off:
            break
        day -= timedelta(days=1)
    week_start = today - timedelta(days=today.weekday())
    return {
        "completed_today": per_day[today],
        "daily_goal": daily_goal,
        "daily_goal_reached": per_day[today] >= daily_goal,
        "completed_this_week": per_week[week_start],
        "weekly_goal": weekly_goal,
        "weekly_goal_reached": per_week[week_start] >= weekly_goal,
        "daily_streak_days": streak,
        "days_off": [d for d in WEEKDAYS if d in days_off],
        "last_7_days": [
            {
                "date": (today - timedelta(days=i)).isoformat(),
                "completed": per_day[today - timedelta(days=i)],
            }
            for i in range(6, -1, -1)
        ],
        "total_completed": sum(per_day.values()),
        "karma": karma,
        "karma_level": level,
        "overdue_penalty": penalty,
    }


@tool(domain=DOMAIN, reads=("todo_settings",), writes=("todo_settings",))
def set_todo_goals(
    ctx: WorldContext,
    daily_goal: Annotated[int, Field(ge=0, le=100)] | None = None,
    weekly_goal: Annotated[int, Field(ge=0, le=500)] | None = None,
    days_off: Annotated[list[Annotated[str, Field(max_length=20)]], Field(max_length=7)]
    | None = None,
) -> dict[str, Any]:
    """Set productivity goals: tasks per day, tasks per week, and days off (days that
    do not break the daily streak).

    Args:
        daily_goal: Tasks to complete per day (0 turns the goal off).
        weekly_goal: Tasks to complete per week (0 turns the goal off).
        days_off: Weekday names like ["sat", "sun"]; [] for none.
    """
    world = ctx.world
    changes: dict[str, Any] = {}
    if daily_goal is not None and daily_goal != _setting(world, "daily_goal"):
        changes["daily_goal"] = daily_goal
    if weekly_goal is not None and weekly_goal != _setting(world, "weekly_goal"):
        changes["weekly_goal"] = weekly_goal
    if days_off is not None:
        parsed = parse_weekdays(days_off)
        if parsed != _days_off(world):
            changes["days_off"] = parsed
    if not changes:
        raise ToolError(
            "nothing to change: give a daily_goal, weekly_goal or days_off that differs"
        )
    with world.transaction():
        for key, value in changes.items():
            _put_setting(world, key, value)
    return {key: _setting(world, key) for key in _SETTINGS_DEFAULTS}


@tool(domain=DOMAIN)
def preview_todo_recurrence(
    ctx: WorldContext,
    recurrence: RecurrenceText,
    start_date: date | None = None,
    count: Annotated[int, Field(ge=1, le=12)] = 5,
) -> dict[str, Any]:
    """Check a recurring schedule against the grammar and show its next due dates
    (nothing is changed).

    Args:
        recurrence: Schedule like "every 2 weeks", "every mon, thu at 8am", "every last day".
        start_date: First possible date "YYYY-MM-DD" (default today).
        count: How many dates to show.
    """
    rule = parse_recurrence(recurrence)
    start = _check_date(start_date, "start_date") if start_date is not None else ctx.clock.today()
    dates = [rule.first_on_or_after(start)]
    try:
        while len(dates) < count:
            dates.append(rule.next_after(dates[-1]))
    except (OverflowError, ValueError):
        pass
    return {
        "recurrence": rule.text,
        "time": rule.time,
        "next_dates": [d.isoformat() for d in dates],
    }


# ----------------------------------------------------------------------------- seed


class SeedProject(DataModel):
    """A seeded project; members are seeded contacts' names ("{owner}" = the owner's
    last name). The project named "Inbox" is the inbox."""

    name: str
    color: Color
    favorite: bool = False
    archived: bool = False
    view: Literal["list", "board"] = "list"
    sections: tuple[str, ...] = ()
    members: tuple[str, ...] = ()


class SeedLabel(DataModel):
    """A seeded label."""

    name: str
    color: Color
    favorite: bool = False


class SeedTask(DataModel):
    """A seeded task.

    Attributes:
        key: Name other entries use for the task (parent, recurring_done, comments).
        section: A section of ``project``.
        parent: The key of an earlier task: this one is its subtask.
        due_in_days: Due date as days from today (negative: overdue).
        recurrence: A rule `parse_recurrence` reads ("every friday").
        assignee: A seeded contact's name ("{owner}" = the owner's last name).
        completed_days_ago: When it was completed; None for open tasks.
    """

    key: str
    project: str
    section: str | None = None
    parent: str | None = None
    content: str
    priority: Priority = "p4"
    due_in_days: int | None = None
    due_time: str | None = Field(default=None, pattern=r"^\d{2}:\d{2}$")
    recurrence: str | None = None
    labels: tuple[str, ...] = ()
    assignee: str | None = None
    completed_days_ago: float | None = Field(default=None, ge=0)
    description: str = ""


class SeedRecurringDone(DataModel):
    """A past completed occurrence of a recurring task (at ``hour`` o'clock)."""

    task: str
    days_ago: int = Field(ge=0)
    hour: int = Field(ge=0, le=23)


class SeedComment(DataModel):
    """A comment on a task; ``author`` None is the owner, ``image`` a drawn photo."""

    task: str
    author: str | None = None
    hours_ago: float = Field(ge=0)
    text: str
    image: Literal["faucet", "cake"] | None = None


class SeedGoals(DataModel):
    """The owner's daily and weekly completion goals."""

    daily_goal: int = Field(ge=1)
    weekly_goal: int = Field(ge=1)


class TodoSeed(DataModel):
    """``data/sandbox/domains/todo_seed.json``: the to-do app's projects and tasks."""

    projects: tuple[SeedProject, ...]
    labels: tuple[SeedLabel, ...]
    tasks: tuple[SeedTask, ...]
    recurring_done: tuple[SeedRecurringDone, ...]
    comments: tuple[SeedComment, ...]
    goals: SeedGoals

    @model_validator(mode="after")
    def _references_resolve(self) -> TodoSeed:
        sections = {p.name: set(p.sections) for p in self.projects}
        labels = {label.name for label in self.labels}
        keys: dict[str, SeedTask] = {}
        for i, task in enumerate(self.tasks):
            where = f"tasks.{i} ({task.key})"
            if task.key in keys:
                raise ValueError(f"{where}: duplicate key")
            if task.project not in sections:
                raise ValueError(f"{where}: unknown project {task.project!r}")
            if task.section is not None and task.section not in sections[task.project]:
                raise ValueError(f"{where}: project {task.project!r} has no {task.section!r}")
            if task.parent is not None and task.parent not in keys:
                raise ValueError(f"{where}: parent {task.parent!r} is not an earlier task")
            if not set(task.labels) <= labels:
                raise ValueError(f"{where}: unknown labels {sorted(set(task.labels) - labels)}")
            if task.recurrence is not None:
                try:
                    parse_recurrence(task.recurrence)
                except ToolError as exc:
                    raise ValueError(f"{where}: {exc}") from None
            keys[task.key] = task
        for i, done in enumerate(self.recurring_done):
            task_ref = keys.get(done.task)
            if task_ref is None or task_ref.recurrence is None:
                raise ValueError(f"recurring_done.{i}: {done.task!r} is not a recurring task")
        for i, comment in enumerate(self.comments):
            if comment.task not in keys:
                raise ValueError(f"comments.{i}: unknown task {comment.task!r}")
        return self


@cache
def todo_seed() -> TodoSeed:
    """The bundled to-do content, read and validated on first use."""
    return load_domain_data("todo_seed", TodoSeed)


def _seed_image(kind: str) -> Image.Image:
    """Small deterministic stand-in photos for comment attachments."""
    if kind == "faucet":
        img = Image.new("RGB", (240, 180), (225, 228, 232))
        draw = ImageDraw.Draw(img)
        draw.rectangle((0, 130, 239, 179), fill=(245, 245, 245))
        draw.rectangle((105, 60, 125, 130), fill=(170, 175, 180))
        draw.rectangle((105, 60, 175, 74), fill=(170, 175, 180))
        draw.ellipse((168, 80, 178, 94), fill=(90, 150, 220))
        draw.ellipse((110, 132, 150, 142), fill=(120, 170, 225))
        return img
    img = Image.new("RGB", (220, 220), (252, 246, 226))
    draw = ImageDraw.Draw(img)
    draw.rectangle((50, 110, 170, 180), fill=(250, 235, 140))
    draw.rectangle((50, 100, 170, 112), fill=(255, 255, 255))
    for x in (80, 110, 140):
        draw.rectangle((x, 80, x + 4, 100), fill=(180, 160, 220))
        draw.ellipse((x - 2, 72, x + 6, 82), fill=(255, 190, 60))
    draw.text((62, 140), "84", fill=(120, 90, 40))
    return img


def seed(world: World, rng: random.Random) -> None:
    """Fill the to-do app: an Inbox and seven projects (Work shared with two coworkers,
    Home and the finished, archived Lisbon trip shared with Sam, Grandma's birthday
    shared with Mom and Nina, the archived 2024 apartment move), sections, ~40 tasks
    with priorities, labels, recurring schedules, assignees, subtasks, overdue and
    completed ones, comments with two photos, and two weeks of completion history for
    the productivity stats."""
    now = world.clock.now()
    today = world.clock.today()
    owner_last = world.owner.last_name

    def contact(name: str) -> str:
        first, last = name.split(" ", 1)
        return seed_contact_id(world, first, last)

    content = todo_seed()
    project_ids: dict[str, str] = {}
    section_ids: dict[tuple[str, str], str] = {}
    for i, project in enumerate(content.projects):
        created = world.clock.days_ago(420 - 40 * i + rng.randint(0, 9))
        row = world.insert(
            "todo_projects",
            {
                "name": project.name,
                "color": project.color,
                "is_inbox": project.name == "Inbox",
                "is_favorite": project.favorite,
                "is_archived": project.archived,
                "view_style": project.view,
                "created_at": created,
            },
        )
        project_ids[project.name] = row["id"]
        for section_name in project.sections:
            section_ids[(project.name, section_name)] = world.insert(
                "todo_sections",
                {"project_id": row["id"], "name": section_name, "created_at": created},
            )["id"]
        for member in project.members:
            world.insert(
                "todo_project_members",
                {
                    "project_id": row["id"],
                    "contact_id": contact(member),
                    "added_at": created + timedelta(days=1),
                },
            )
    label_ids = {
        label.name: world.insert(
            "todo_labels", {"name": label.name, "color": label.color, "is_favorite": label.favorite}
        )["id"]
        for label in content.labels
    }
    task_ids: dict[str, str] = {}
    task_rows: dict[str, Row] = {}
    for task in content.tasks:
        due_date = None if task.due_in_days is None else today + timedelta(days=task.due_in_days)
        completed_at = (
            None
            if task.completed_days_ago is None
            else now - timedelta(days=task.completed_days_ago)
        )
        created = (completed_at or now) - timedelta(
            days=rng.randint(3, 25), hours=rng.randint(0, 9)
        )
        row = world.insert(
            "todo_tasks",
            {
                "project_id": project_ids[task.project],
                "section_id": None
                if task.section is None
                else section_ids[(task.project, task.section)],
                "parent_id": None if task.parent is None else task_ids[task.parent],
                "content": task.content,
                "description": task.description,
                "priority": task.priority,
                "due_date": due_date,
                "due_time": task.due_time,
                "recurrence": task.recurrence,
                "assignee_contact_id": None if task.assignee is None else contact(task.assignee),
                "is_completed": completed_at is not None,
                "completed_at": completed_at,
                "created_at": created,
            },
        )
        task_ids[task.key] = row["id"]
        task_rows[task.key] = row
        for label in task.labels:
            world.insert("todo_task_labels", {"task_id": row["id"], "label_id": label_ids[label]})
    # Completion history: completed tasks and past occurrences of recurring ones.
    history: list[tuple[datetime, Row, date | None]] = []
    for row in task_rows.values():
        if row["completed_at"] is not None:
            history.append((world.clock.parse(row["completed_at"]), row, None))
    for done in content.recurring_done:
        row = task_rows[done.task]
        rule_obj = parse_recurrence(row["recurrence"])
        day = today - timedelta(days=done.days_ago)
        at = datetime.combine(day, datetime.min.time(), now.tzinfo) + timedelta(
            hours=done.hour, minutes=rng.randint(0, 50)
        )
        history.append((at, row, rule_obj.first_on_or_after(day)))
    history.sort(key=lambda item: item[0])
    for at, row, previous in history:
        world.insert(
            "todo_completions",
            {
                "task_id": row["id"],
                "project_id": row["project_id"],
                "content": row["content"],
                "priority": row["priority"],
                "completed_at": at,
                "previous_due_date": previous,
            },
        )
    images = {
        kind: world.images.add_pil(_seed_image(kind), source=f"seed:todo/{kind}").image_id
        for kind in ("faucet", "cake")
    }
    for comment in content.comments:
        world.insert(
            "todo_comments",
            {
                "task_id": task_ids[comment.task],
                "content": comment.text.replace("{owner}", owner_last),
                "image_id": None if comment.image is None else images[comment.image],
                "author_contact_id": None if comment.author is None else contact(comment.author),
                "posted_at": now - timedelta(hours=comment.hours_ago),
            },
        )
    world.insert("todo_settings", {"key": "daily_goal", "value": content.goals.daily_goal})
    world.insert("todo_settings", {"key": "weekly_goal", "value": content.goals.weekly_goal})
