"""Reminders: lists of to-dos with due dates, priorities, flags, tags, subtasks,
location triggers, repeats and attached photos (modelled on Apple Reminders).

A reminder's due moment is a day (``due_date``) with an optional time of day
(``due_time``, "HH:MM" local time). Subtasks are reminders with a ``parent_id`` (one
level deep); they live in their parent's list. Smart lists (Today, Scheduled,
Flagged, Completed) are computed by the read tools, never stored.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Sequence
from datetime import date, datetime, time, timedelta
from functools import cache
from typing import Annotated, Any, Literal

from PIL import Image, ImageDraw
from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains._common import (
    DataModel,
    add_months,
    create_named,
    load_domain_data,
    rename_recolor,
    set_flag,
)
from mmtoolbench.sandbox.world.schema import Column, KeyIndex, Table
from mmtoolbench.sandbox.world.state import Row, World

DOMAIN = "reminders"
REQUIRES: tuple[str, ...] = ()

COLORS = ("red", "orange", "yellow", "green", "blue", "purple", "brown", "gray")
PRIORITIES = ("none", "low", "medium", "high")
REPEATS = ("none", "daily", "weekly", "monthly", "yearly")

_REMINDER_HINT = "use list_reminders or search_reminders to find reminder ids"
_LIST_HINT = "use list_reminder_lists to find list ids"

TABLES: tuple[Table, ...] = (
    Table(
        name="reminder_lists",
        domain=DOMAIN,
        entity="reminder list",
        id_prefix="reml",
        lookup_hint=_LIST_HINT,
        description="Lists that reminders belong to (Reminders, Groceries, Work...).",
        indexes=(("is_default",),),
        key_indexes=(KeyIndex("folded_name", ("name",), lambda name: name.lower()),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="List id, e.g. reml_0002."),
            Column("name", "TEXT", not_null=True, unique=True),
            Column("color", "TEXT", not_null=True, default="blue", choices=COLORS),
            Column(
                "is_default",
                "BOOLEAN",
                not_null=True,
                default=False,
                description="New reminders go here when no list is given (exactly one list).",
            ),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="reminders",
        domain=DOMAIN,
        entity="reminder",
        id_prefix="rem",
        search_columns=("title", "notes", "location", "tags"),
        lookup_hint=_REMINDER_HINT,
        # Siblings in order (positions); top-level open reminders in list order
        # (list_reminders); due days (the smart lists). No index leads with
        # is_completed: without statistics the planner would pick it over list_id.
        indexes=(
            ("list_id", "parent_id", "position"),
            ("parent_id", "is_completed", "list_id", "position"),
            ("due_date",),
        ),
        description="Things to do, optionally due on a day (and time), with subtasks.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Reminder id, e.g. rem_0012."),
            Column(
                "list_id",
                "TEXT",
                not_null=True,
                references="reminder_lists.id",
                on_delete="CASCADE",
            ),
            Column(
                "parent_id",
                "TEXT",
                references="reminders.id",
                on_delete="CASCADE",
                description="Parent reminder of a subtask (null for top-level reminders).",
            ),
            Column("title", "TEXT", not_null=True),
            Column("notes", "TEXT", not_null=True, default=""),
            Column("due_date", "DATE", description="Day it is due (local)."),
            Column("due_time", "TEXT", description="Time of day it is due, 'HH:MM' local."),
            Column(
                "repeat",
                "TEXT",
                not_null=True,
                default="none",
                choices=REPEATS,
                description="Completing a repeating reminder moves it to its next due date.",
            ),
            Column("priority", "TEXT", not_null=True, default="none", choices=PRIORITIES),
            Column("is_flagged", "BOOLEAN", not_null=True, default=False),
            Column("is_completed", "BOOLEAN", not_null=True, default=False),
            Column("completed_at", "DATETIME"),
            Column("location", "TEXT", description="Place of a location-based alert."),
            Column(
                "location_trigger",
                "TEXT",
                choices=("arriving", "leaving"),
                description="Alert when arriving at or leaving the location.",
            ),
            Column("tags", "JSON", not_null=True, default=(), description="Tags, lower case."),
            Column(
                "position",
                "INTEGER",
                not_null=True,
                description="Order among siblings (same list and parent), 1 = top.",
            ),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="reminder_images",
        domain=DOMAIN,
        entity="reminder image",
        id_prefix="remimg",
        description="Photos attached to reminders (image ids of the episode's image store).",
        unique_together=(("reminder_id", "image_id"),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "reminder_id",
                "TEXT",
                not_null=True,
                references="reminders.id",
                on_delete="CASCADE",
            ),
            Column("image_id", "TEXT", not_null=True, description="Image id, e.g. img_3."),
            Column("added_at", "DATETIME", not_null=True),
        ),
    ),
)

_ALL = ("reminder_lists", "reminders", "reminder_images")
_REM = ("reminders", "reminder_lists", "reminder_images")

Color = Literal["red", "orange", "yellow", "green", "blue", "purple", "brown", "gray"]
Priority = Literal["none", "low", "medium", "high"]
Repeat = Literal["none", "daily", "weekly", "monthly", "yearly"]
Trigger = Literal["arriving", "leaving"]
ReminderId = Annotated[str, Field(min_length=1, max_length=64)]
ListId = Annotated[str, Field(min_length=1, max_length=64)]
Title = Annotated[str, Field(min_length=1, max_length=200)]
Notes = Annotated[str, Field(max_length=2000)]
Tag = Annotated[str, Field(min_length=1, max_length=40)]
Limit = Annotated[int, Field(ge=1, le=200)]

MAX_TAGS = 10
MAX_IMAGES = 10
MAX_SUBTASKS = 50
_MIN_YEAR, _MAX_YEAR = 1900, 2200
_PRIORITY_RANK = {"high": 0, "medium": 1, "low": 2, "none": 3}

# ----------------------------------------------------------------------------- helpers


def _check_day(value: date | None, what: str) -> date | None:
    if value is None:
        return None
    if isinstance(value, datetime):
        value = value.date()
    if not _MIN_YEAR <= value.year <= _MAX_YEAR:
        raise ToolError(f"{what} {value.isoformat()} is out of range (years 1900-2200)")
    return value


def _hhmm(value: time | None) -> str | None:
    return None if value is None else f"{value.hour:02d}:{value.minute:02d}"


def _clean(value: str | None) -> str | None:
    if value is None:
        return None
    text = value.strip()
    return text or None


def normalize_tag(raw: str) -> str:
    """A tag as stored: without '#', lower case, spaces as dashes.

    Raises:
        ToolError: If nothing is left.
    """
    text = re.sub(r"\s+", "-", raw.strip().lstrip("#").strip().lower())
    if not text:
        raise ToolError(f"{raw!r} is not a valid tag (use a word like 'errands')")
    return text


def _list(ctx: WorldContext, list_id: str) -> Row:
    return ctx.world.get("reminder_lists", list_id.strip())


def _reminder(ctx: WorldContext, reminder_id: str) -> Row:
    return ctx.world.get("reminders", reminder_id.strip())


def _default_list(world: World) -> Row:
    rows = world.select("reminder_lists", {"is_default": True}, limit=1)
    if rows:
        return rows[0]
    rows = world.select("reminder_lists", limit=1)
    if not rows:
        raise ToolError("there are no reminder lists; create one with create_reminder_list")
    return rows[0]


def _due_moment(r: Row) -> datetime | None:
    """When a reminder is due, as a naive local datetime (end of day if no time)."""
    if not r["due_date"]:
        return None
    day = date.fromisoformat(r["due_date"])
    at = _parse_hhmm(r["due_time"])
    return datetime.combine(day, at if at is not None else time(23, 59, 59))


def _parse_hhmm(value: Any) -> time | None:
    """A stored 'HH:MM' time of day, or None if absent or malformed."""
    match = re.fullmatch(r"(\d{1,2}):(\d{2})", str(value or "").strip())
    if match is None or int(match.group(1)) > 23 or int(match.group(2)) > 59:
        return None
    return time(int(match.group(1)), int(match.group(2)))


def _is_overdue(ctx: WorldContext, r: Row) -> bool:
    due = _due_moment(r)
    if due is None or r["is_completed"]:
        return False
    return due < ctx.clock.now().replace(tzinfo=None)


def _images(world: World, reminder_id: str) -> list[str]:
    return [
        str(i["image_id"]) for i in world.select("reminder_images", {"reminder_id": reminder_id})
    ]


def _siblings(world: World, list_id: str, parent_id: str | None) -> list[Row]:
    return world.select(
        "reminders", {"list_id": list_id, "parent_id": parent_id}, order_by="position"
    )


#: A list with the next free position at the bottom of its top-level reminders, in
#: one query (`_list_and_bottom`); ``{list}`` picks the list.
_LIST_AND_BOTTOM = (
    "SELECT l.*, (SELECT MAX(r.position) FROM reminders r"
    " WHERE r.list_id = l.id AND r.parent_id IS NULL) AS next_position"
    " FROM reminder_lists l WHERE l.id = {list}"
)
_BY_ID = _LIST_AND_BOTTOM.format(list="?")
#: The default list, else the first list (as `_default_list`).
_DEFAULT = _LIST_AND_BOTTOM.format(
    list="COALESCE((SELECT id FROM reminder_lists WHERE is_default = 1 ORDER BY rowid LIMIT 1),"
    " (SELECT id FROM reminder_lists ORDER BY rowid LIMIT 1))"
)


def _list_and_bottom(world: World, list_id: str | None) -> tuple[Row, int]:
    """The list ``list_id`` (the default list when None) and the position a new
    top-level reminder takes at its bottom, read in one query (the errors of `_list` /
    `_default_list`)."""
    if list_id is None:
        found = world.query(_DEFAULT, table="reminder_lists")
        if not found:
            _default_list(world)  # raises: there are no lists
    else:
        found = world.query(_BY_ID, (list_id.strip(),), table="reminder_lists")
        if not found:
            world.get("reminder_lists", list_id.strip())  # raises: no such list
    lst = found[0]
    top = lst.pop("next_position")
    return lst, int(top or 0) + 1


def _view(ctx: WorldContext, r: Row, *, subtasks: bool = True) -> dict[str, Any]:
    return _views(ctx, [r], subtasks=subtasks)[0]


def _views(
    ctx: WorldContext, rows: Sequence[Row], *, subtasks: bool = True
) -> list[dict[str, Any]]:
    """The views of ``rows``, in order, with the subtasks of top-level reminders, and
    the lists and images of all of them, read in one query each."""
    if not rows:
        return []
    world = ctx.world
    parents = [r["id"] for r in rows if subtasks and r["parent_id"] is None]
    subs = world.select("reminders", {"parent_id": parents}, order_by="position") if parents else []
    everyone = [*rows, *subs]
    list_ids = list(dict.fromkeys(r["list_id"] for r in everyone))
    names = {lst["id"]: lst["name"] for lst in world.select("reminder_lists", {"id": list_ids})}
    missing = [i for i in list_ids if i not in names]
    if missing:  # not reachable (foreign key); the same error as World.get
        world.get("reminder_lists", missing[0])
    images: dict[str, list[str]] = {}
    ids = list(dict.fromkeys(r["id"] for r in everyone))
    for i in world.select("reminder_images", {"reminder_id": ids}):
        images.setdefault(i["reminder_id"], []).append(str(i["image_id"]))
    now = ctx.clock.now().replace(tzinfo=None)
    children: dict[str, list[dict[str, Any]]] = {}
    for r in subs:
        view = _row_view(r, names[r["list_id"]], images.get(r["id"], []), now, None)
        children.setdefault(r["parent_id"], []).append(view)
    return [
        _row_view(
            r,
            names[r["list_id"]],
            images.get(r["id"], []),
            now,
            children.get(r["id"], []) if subtasks and r["parent_id"] is None else None,
        )
        for r in rows
    ]


def _row_view(
    r: Row,
    list_name: str,
    image_ids: list[str],
    now: datetime,
    subtasks: list[dict[str, Any]] | None,
) -> dict[str, Any]:
    """The view of one reminder given its list's name, its image ids, the local time
    now (naive) and its subtasks' views (None: no ``subtasks`` key)."""
    due = _due_moment(r)
    view: dict[str, Any] = {
        "id": r["id"],
        "title": r["title"],
        "list_id": r["list_id"],
        "list_name": list_name,
        "parent_id": r["parent_id"],
        "notes": r["notes"],
        "due_date": r["due_date"],
        "due_time": r["due_time"],
        "is_overdue": due is not None and not r["is_completed"] and due < now,
        "repeat": r["repeat"],
        "priority": r["priority"],
        "is_flagged": r["is_flagged"],
        "is_completed": r["is_completed"],
        "completed_at": r["completed_at"],
        "location": r["location"],
        "location_trigger": r["location_trigger"],
        "tags": r["tags"],
        "image_ids": image_ids,
        "position": r["position"],
    }
    if subtasks is not None:
        view["subtasks"] = subtasks
    return view


#: SQL order of `_sorted_by_due` (due day, then time, then priority; insertion order
#: breaks ties as the stable sort did).
_DUE_ORDER = (
    " ORDER BY COALESCE(NULLIF(due_date, ''), '9999-12-31'),"
    " COALESCE(NULLIF(due_time, ''), '99:99'),"
    " CASE priority WHEN 'high' THEN 0 WHEN 'medium' THEN 1 WHEN 'low' THEN 2 ELSE 3 END,"
    " rowid"
)

#: SQL function computing Python's ``str.lower`` (registered by the ``folded_name``
#: key index of ``reminder_lists``), for case-insensitive tests run in the database.
_LOWER = TABLES[0].key_indexes[0].sql_function("reminder_lists")


def _fts(phrases: Sequence[str]) -> tuple[str, list[Any]]:
    """A condition narrowing ``reminders`` to rows whose search columns contain every
    phrase (case-insensitive substrings of 3+ characters; shorter ones do not narrow)."""
    usable = [p for p in phrases if len(p) >= 3]
    if not usable:
        return "", []
    match = " AND ".join('"' + p.replace('"', '""') + '"' for p in usable)
    return (
        " AND rowid IN (SELECT rowid FROM reminders__search WHERE reminders__search MATCH ?)",
        [match],
    )


def _has_tag_sql(column: str = "tags") -> str:
    """A condition: the JSON list ``column`` holds the tag given as parameter."""
    return f"EXISTS (SELECT 1 FROM json_each({column}) WHERE json_each.value = ?)"


def _json_text(tag: str) -> str:
    return json.dumps(tag, ensure_ascii=False)[1:-1]


def _tag_phrase(tag: str) -> str:
    """Text the stored JSON list of a reminder's tags holds when ``tag`` is one of them,
    for the full-text index to narrow on: the tag in quotes (3+ characters even for a
    one-letter tag) when JSON writes it as is, else the tag."""
    return f'"{tag}"' if _json_text(tag) == tag else tag


def _due_sorted(world: World, condition: str, params: Sequence[Any]) -> list[Row]:
    """Reminders matching ``condition`` (SQL), in `_sorted_by_due` order."""
    return world.query(
        f"SELECT * FROM reminders WHERE {condition}{_DUE_ORDER}", list(params), table="reminders"
    )


def next_due_date(day: date, repeat: str) -> date:
    """The due day after ``day`` for a repeating reminder."""
    if repeat == "daily":
        return day + timedelta(days=1)
    if repeat == "weekly":
        return day + timedelta(days=7)
    if repeat == "monthly":
        return add_months(day, 1)
    if repeat == "yearly":
        return add_months(day, 12)
    return day


def _list_summary(world: World, lst: Row) -> dict[str, Any]:
    return {
        "id": lst["id"],
        "name": lst["name"],
        "color": lst["color"],
        "is_default": lst["is_default"],
        "incomplete_count": world.count("reminders", {"list_id": lst["id"], "is_completed": False}),
        "completed_count": world.count("reminders", {"list_id": lst["id"], "is_completed": True}),
    }


def _tags(raw: Sequence[str] | None) -> list[str]:
    return list(dict.fromkeys(normalize_tag(t) for t in raw or []))


# ----------------------------------------------------------------------------- read tools


@tool(domain=DOMAIN, reads=("reminder_lists", "reminders"))
def list_reminder_lists(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the reminder lists with how many open and completed reminders each holds.

    Returns:
        Lists: id (e.g. "reml_0002"), name, color, is_default, incomplete_count,
        completed_count.
    """
    return [_list_summary(ctx.world, lst) for lst in ctx.world.select("reminder_lists")]


@tool(domain=DOMAIN, reads=_REM)
def list_reminders(
    ctx: WorldContext,
    list_id: ListId | None = None,
    include_completed: bool = False,
    limit: Limit = 100,
) -> dict[str, Any]:
    """List the reminders of one list in their manual order, with their subtasks nested.

    Args:
        list_id: Id of the list, e.g. "reml_0002" (from list_reminder_lists); all lists
            when omitted.
        include_completed: Also show completed reminders.
        limit: Maximum number of top-level reminders.

    Returns:
        {"list": list summary or null, "reminders": [...], "total": n}.
    """
    world = ctx.world
    where: dict[str, Any] = {"parent_id": None}
    lst = None
    if list_id is not None:
        lst = _list(ctx, list_id)
        where["list_id"] = lst["id"]
    if not include_completed:
        where["is_completed"] = False
    rows = world.select("reminders", where, order_by=["list_id", "position"], limit=limit)
    return {
        "list": None if lst is None else _list_summary(world, lst),
        "reminders": _views(ctx, rows),
        "total": world.count("reminders", where),
    }


@tool(domain=DOMAIN, reads=_REM)
def get_reminder(ctx: WorldContext, reminder_id: ReminderId) -> dict[str, Any]:
    """Get one reminder with all its details, subtasks and attached image ids.

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
    """
    return _view(ctx, _reminder(ctx, reminder_id))


@tool(domain=DOMAIN, reads=_REM)
def search_reminders(
    ctx: WorldContext,
    query: Annotated[str, Field(min_length=1, max_length=200)],
    include_completed: bool = False,
    limit: Limit = 50,
) -> dict[str, Any]:
    """Search reminders by words in their title, notes, tags or location
    (case-insensitive; every word must appear; a word starting with '#' matches a tag).

    Args:
        query: Words to look for, e.g. "flea meds" or "#errands".
        include_completed: Also search completed reminders.
        limit: Maximum number of results.

    Returns:
        {"results": [reminders], "total_matches": n}.
    """
    words = query.lower().split()
    if not words:
        return {"results": [], "total_matches": 0}
    # Every test runs in the database: the full-text index narrows to rows holding each
    # word (a '#tag' word: the tag in quotes, as the JSON list of tags holds it, so that
    # short tags narrow too), then each word must be a tag ('#word') or a substring of the
    # lower-cased title, notes, location or a tag (Python's lower(), as before).
    # "+": the full-text index, not an is_completed scan, drives the search.
    condition = "1" if include_completed else "+is_completed = 0"
    fts, params = _fts([_tag_phrase(w[1:]) if w.startswith("#") else w for w in words])
    condition += fts
    for w in words:
        if w.startswith("#"):
            condition += " AND EXISTS (SELECT 1 FROM json_each(tags) WHERE '#' || value = ?)"
            params.append(w)
            continue
        condition += (
            f" AND (instr({_LOWER}(title), ?) OR instr({_LOWER}(notes), ?)"
            f" OR instr({_LOWER}(COALESCE(location, '')), ?)"
            f" OR EXISTS (SELECT 1 FROM json_each(tags) WHERE instr({_LOWER}(value), ?)))"
        )
        params += [w, w, w, w]
    rows = ctx.world.query(
        f"SELECT *, COUNT(*) OVER () AS total_matches FROM reminders WHERE {condition} "
        "ORDER BY rowid LIMIT ?",
        [*params, limit],
        table="reminders",
    )
    return {
        "results": _views(ctx, rows, subtasks=False),
        "total_matches": int(rows[0]["total_matches"]) if rows else 0,
    }


@tool(domain=DOMAIN, reads=_REM)
def list_today_reminders(ctx: WorldContext) -> list[dict[str, Any]]:
    """The Today smart list: open reminders due today or overdue, earliest first."""
    today = ctx.clock.today().isoformat()
    condition = "is_completed = 0 AND due_date IS NOT NULL AND due_date != '' AND due_date <= ?"
    return _views(ctx, _due_sorted(ctx.world, condition, [today]), subtasks=False)


@tool(domain=DOMAIN, reads=_REM)
def list_overdue_reminders(ctx: WorldContext) -> list[dict[str, Any]]:
    """List open reminders whose due date (and time) has passed, oldest first."""
    # Only a reminder due today or earlier can be overdue.
    today = ctx.clock.today().isoformat()
    condition = "is_completed = 0 AND due_date IS NOT NULL AND due_date != '' AND due_date <= ?"
    rows = _due_sorted(ctx.world, condition, [today])
    return _views(ctx, [r for r in rows if _is_overdue(ctx, r)], subtasks=False)


@tool(domain=DOMAIN, reads=_REM)
def list_scheduled_reminders(
    ctx: WorldContext, start_date: date | None = None, end_date: date | None = None
) -> list[dict[str, Any]]:
    """The Scheduled smart list: open reminders with a due date, soonest first.

    Args:
        start_date: Only reminders due on or after this day, "YYYY-MM-DD".
        end_date: Only reminders due on or before this day, "YYYY-MM-DD".
    """
    start = _check_day(start_date, "start_date")
    end = _check_day(end_date, "end_date")
    if start and end and end < start:
        raise ToolError(f"end_date {end} is before start_date {start}")
    condition = "is_completed = 0 AND due_date IS NOT NULL AND due_date != ''"
    params: list[str] = []
    if start is not None:
        condition += " AND due_date >= ?"
        params.append(start.isoformat())
    if end is not None:
        condition += " AND due_date <= ?"
        params.append(end.isoformat())
    return _views(ctx, _due_sorted(ctx.world, condition, params), subtasks=False)


@tool(domain=DOMAIN, reads=_REM)
def list_flagged_reminders(ctx: WorldContext) -> list[dict[str, Any]]:
    """The Flagged smart list: open flagged reminders, soonest due first."""
    rows = _due_sorted(ctx.world, "is_flagged = 1 AND is_completed = 0", [])
    return _views(ctx, rows, subtasks=False)


@tool(domain=DOMAIN, reads=_REM)
def list_completed_reminders(
    ctx: WorldContext, list_id: ListId | None = None, limit: Limit = 50
) -> list[dict[str, Any]]:
    """List completed reminders, most recently completed first.

    Args:
        list_id: Only this list, e.g. "reml_0002"; all lists when omitted.
        limit: Maximum number of reminders.
    """
    where: dict[str, Any] = {"is_completed": True}
    if list_id is not None:
        where["list_id"] = _list(ctx, list_id)["id"]
    rows = ctx.world.select("reminders", where, order_by="completed_at DESC", limit=limit)
    return [_view(ctx, r, subtasks=False) for r in rows]


@tool(domain=DOMAIN, reads=("reminders",))
def list_reminder_tags(ctx: WorldContext) -> list[dict[str, Any]]:
    """List every tag used on open reminders, with how many reminders carry it."""
    # Counted in the database (a reminder listing a tag twice counts twice, as before).
    rows = ctx.world.query(
        "SELECT j.value AS tag, COUNT(*) AS n FROM reminders r, json_each(r.tags) j "
        "WHERE r.is_completed = 0 GROUP BY j.value ORDER BY j.value"
    )
    return [{"tag": str(row["tag"]), "count": int(row["n"])} for row in rows]


@tool(domain=DOMAIN, reads=_REM)
def list_reminders_with_tag(
    ctx: WorldContext, tag: Tag, include_completed: bool = False
) -> list[dict[str, Any]]:
    """List the reminders carrying a tag, soonest due first.

    Args:
        tag: The tag, with or without '#', e.g. "errands".
        include_completed: Also list completed reminders.
    """
    wanted = normalize_tag(tag)
    condition = ("1" if include_completed else "+is_completed = 0") + " AND " + _has_tag_sql()
    params: list[Any] = [wanted]
    if _json_text(wanted) == wanted:  # stored as is in the JSON text: the index narrows
        fts, fts_params = _fts([_tag_phrase(wanted)])
        condition += fts
        params += fts_params
    return _views(ctx, _due_sorted(ctx.world, condition, params), subtasks=False)


# ----------------------------------------------------------------------------- create / edit


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def create_reminder(
    ctx: WorldContext,
    title: Title,
    list_id: ListId | None = None,
    notes: Notes = "",
    due_date: date | None = None,
    due_time: time | None = None,
    priority: Priority = "none",
    is_flagged: bool = False,
    tags: Annotated[list[Tag], Field(max_length=MAX_TAGS)] | None = None,
    repeat: Repeat = "none",
) -> dict[str, Any]:
    """Create a reminder at the bottom of a list.

    Args:
        title: What to do, e.g. "Buy oat milk".
        list_id: List to add it to, e.g. "reml_0002"; the default list when omitted.
        notes: Extra details.
        due_date: Day it is due, "YYYY-MM-DD".
        due_time: Time of day it is due, "HH:MM" (24h, local); needs due_date.
        priority: none, low, medium or high.
        is_flagged: Flag it.
        tags: Tags without spaces, e.g. ["errands", "home"].
        repeat: none, daily, weekly, monthly or yearly; a repeat needs due_date.

    Returns:
        The new reminder, with its id.
    """
    world = ctx.world
    lst, position = _list_and_bottom(world, list_id)
    text = title.strip()
    if not text:
        raise ToolError("title must not be blank")
    day = _check_day(due_date, "due_date")
    if due_time is not None and day is None:
        raise ToolError("due_time needs a due_date")
    if repeat != "none" and day is None:
        raise ToolError("a repeating reminder needs a due_date")
    clean_tags = _tags(tags)
    row = world.insert(
        "reminders",
        {
            "list_id": lst["id"],
            "title": text,
            "notes": notes.strip(),
            "due_date": day,
            "due_time": _hhmm(due_time),
            "repeat": repeat,
            "priority": priority,
            "is_flagged": is_flagged,
            "tags": clean_tags,
            "position": position,
            "created_at": ctx.clock.now(),
        },
    )
    # A new reminder has no images or subtasks yet.
    return _row_view(row, lst["name"], [], ctx.clock.now().replace(tzinfo=None), [])


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def add_reminder_subtask(
    ctx: WorldContext,
    parent_id: ReminderId,
    title: Title,
    due_date: date | None = None,
    due_time: time | None = None,
) -> dict[str, Any]:
    """Add a subtask under a reminder (subtasks cannot have subtasks of their own).

    Args:
        parent_id: Id of the parent reminder, e.g. "rem_0012".
        title: What to do, e.g. "Pack rain jacket".
        due_date: Day it is due, "YYYY-MM-DD".
        due_time: Time of day it is due, "HH:MM"; needs due_date.

    Returns:
        The parent reminder with its subtasks.
    """
    world = ctx.world
    parent = _reminder(ctx, parent_id)
    if parent["parent_id"] is not None:
        raise ToolError(
            f"reminder {parent['id']} is itself a subtask; add the subtask to its parent "
            f"{parent['parent_id']} instead"
        )
    text = title.strip()
    if not text:
        raise ToolError("title must not be blank")
    day = _check_day(due_date, "due_date")
    if due_time is not None and day is None:
        raise ToolError("due_time needs a due_date")
    (counts,) = world.query(
        "SELECT (SELECT COUNT(*) FROM reminders WHERE parent_id = ?) AS n,"
        " (SELECT MAX(position) FROM reminders WHERE list_id = ? AND parent_id = ?) AS top",
        (parent["id"], parent["list_id"], parent["id"]),
    )
    if counts["n"] >= MAX_SUBTASKS:
        raise ToolError(f"a reminder can have at most {MAX_SUBTASKS} subtasks")
    world.insert(
        "reminders",
        {
            "list_id": parent["list_id"],
            "parent_id": parent["id"],
            "title": text,
            "due_date": day,
            "due_time": _hhmm(due_time),
            "position": int(counts["top"] or 0) + 1,
            "created_at": ctx.clock.now(),
        },
    )
    return _view(ctx, parent)  # inserting a subtask leaves the parent's row as it was


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def update_reminder(
    ctx: WorldContext,
    reminder_id: ReminderId,
    title: Annotated[str, Field(max_length=200)] | None = None,
    notes: Notes | None = None,
) -> dict[str, Any]:
    """Change a reminder's title and/or notes (give only what changes).

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
        title: New title.
        notes: New notes (replaces the old ones; "" clears them).
    """
    r = _reminder(ctx, reminder_id)
    changes: dict[str, Any] = {}
    if title is not None:
        text = title.strip()
        if not text:
            raise ToolError("title must not be blank")
        if text != r["title"]:
            changes["title"] = text
    if notes is not None and notes.strip() != r["notes"]:
        changes["notes"] = notes.strip()
    if title is None and notes is None:
        raise ToolError("give title and/or notes to change")
    if not changes:
        raise ToolError(f"nothing to change: reminder {r['id']} already has these values")
    return _view(ctx, ctx.world.update("reminders", r["id"], changes))


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def set_reminder_due_date(
    ctx: WorldContext, reminder_id: ReminderId, due_date: date, due_time: time | None = None
) -> dict[str, Any]:
    """Set or change when a reminder is due.

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
        due_date: Day it is due, "YYYY-MM-DD".
        due_time: Time of day, "HH:MM" (24h, local); omit for an all-day reminder.
    """
    r = _reminder(ctx, reminder_id)
    day = _check_day(due_date, "due_date")
    assert day is not None
    changes = {"due_date": day.isoformat(), "due_time": _hhmm(due_time)}
    if r["due_date"] == changes["due_date"] and r["due_time"] == changes["due_time"]:
        raise ToolError(f"reminder {r['id']} is already due then")
    return _view(ctx, ctx.world.update("reminders", r["id"], changes))


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def clear_reminder_due_date(ctx: WorldContext, reminder_id: ReminderId) -> dict[str, Any]:
    """Remove a reminder's due date and time (and its repeat, which needs a date).

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
    """
    r = _reminder(ctx, reminder_id)
    if r["due_date"] is None:
        raise ToolError(f"reminder {r['id']} ({r['title']!r}) has no due date")
    return _view(
        ctx,
        ctx.world.update(
            "reminders", r["id"], {"due_date": None, "due_time": None, "repeat": "none"}
        ),
    )


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def set_reminder_priority(
    ctx: WorldContext, reminder_id: ReminderId, priority: Priority
) -> dict[str, Any]:
    """Set a reminder's priority.

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
        priority: none, low, medium or high.
    """
    r = _reminder(ctx, reminder_id)
    if r["priority"] == priority:
        raise ToolError(f"reminder {r['id']} already has priority {priority!r}")
    return _view(ctx, ctx.world.update("reminders", r["id"], {"priority": priority}))


def _set_flag(ctx: WorldContext, reminder_id: str, value: bool) -> dict[str, Any]:
    r = _reminder(ctx, reminder_id)
    what = f"reminder {r['id']} ({r['title']!r})"
    state = "flagged" if value else "not flagged"
    return _view(ctx, set_flag(ctx.world, "reminders", r, "is_flagged", value, what, state))


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def flag_reminder(ctx: WorldContext, reminder_id: ReminderId) -> dict[str, Any]:
    """Flag a reminder (it then shows in the Flagged list).

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
    """
    return _set_flag(ctx, reminder_id, True)


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def unflag_reminder(ctx: WorldContext, reminder_id: ReminderId) -> dict[str, Any]:
    """Remove the flag from a reminder.

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
    """
    return _set_flag(ctx, reminder_id, False)


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def complete_reminder(ctx: WorldContext, reminder_id: ReminderId) -> dict[str, Any]:
    """Mark a reminder as done (its open subtasks are completed too). A repeating
    reminder instead moves to its next due date and stays open.

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".

    Returns:
        The reminder; for a repeating one, "next_due_date" tells where it moved.
    """
    world = ctx.world
    r = _reminder(ctx, reminder_id)
    if r["is_completed"]:
        raise ToolError(f"reminder {r['id']} ({r['title']!r}) is already completed")
    now = ctx.clock.now()
    if r["repeat"] != "none" and r["due_date"]:
        current = date.fromisoformat(r["due_date"])
        if current.year >= _MAX_YEAR:
            raise ToolError(f"reminder {r['id']} cannot repeat past the year {_MAX_YEAR}")
        nxt = next_due_date(current, r["repeat"])
        row = world.update("reminders", r["id"], {"due_date": nxt})
        return {**_view(ctx, row), "next_due_date": nxt.isoformat()}
    with world.transaction():
        world.update_where(
            "reminders",
            {"parent_id": r["id"], "is_completed": False},
            {"is_completed": True, "completed_at": now},
        )
        row = world.update("reminders", r["id"], {"is_completed": True, "completed_at": now})
    return _view(ctx, row)


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def uncomplete_reminder(ctx: WorldContext, reminder_id: ReminderId) -> dict[str, Any]:
    """Mark a completed reminder as not done again (reopening a subtask also reopens
    its parent).

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
    """
    world = ctx.world
    r = _reminder(ctx, reminder_id)
    if not r["is_completed"]:
        raise ToolError(f"reminder {r['id']} ({r['title']!r}) is not completed")
    with world.transaction():
        row = world.update("reminders", r["id"], {"is_completed": False, "completed_at": None})
        if r["parent_id"] is not None:
            parent = world.get("reminders", r["parent_id"])
            if parent["is_completed"]:
                world.update(
                    "reminders", parent["id"], {"is_completed": False, "completed_at": None}
                )
    return _view(ctx, row)


@tool(domain=DOMAIN, reads=_REM, writes=("reminders", "reminder_images"))
def delete_reminder(ctx: WorldContext, reminder_id: ReminderId) -> dict[str, Any]:
    """Delete a reminder with its subtasks and attached images.

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
    """
    world = ctx.world
    r = _reminder(ctx, reminder_id)
    n = world.count("reminders", {"parent_id": r["id"]})
    world.delete("reminders", r["id"])
    return {"deleted_reminder_id": r["id"], "title": r["title"], "subtasks_deleted": n}


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def move_reminder_to_list(
    ctx: WorldContext, reminder_id: ReminderId, list_id: ListId
) -> dict[str, Any]:
    """Move a reminder (with its subtasks) to the bottom of another list.

    Args:
        reminder_id: Id of a top-level reminder, e.g. "rem_0012".
        list_id: Id of the destination list, e.g. "reml_0003".
    """
    world = ctx.world
    r = _reminder(ctx, reminder_id)
    lst, position = _list_and_bottom(world, list_id)
    if r["parent_id"] is not None:
        raise ToolError(
            f"reminder {r['id']} is a subtask of {r['parent_id']}; move its parent instead"
        )
    if r["list_id"] == lst["id"]:
        raise ToolError(f"reminder {r['id']} is already in the list {lst['name']!r}")
    with world.transaction():
        row = world.update(
            "reminders",
            r["id"],
            {"list_id": lst["id"], "position": position},
        )
        world.update_where("reminders", {"parent_id": r["id"]}, {"list_id": lst["id"]})
    return _view(ctx, row)


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def reorder_reminder(
    ctx: WorldContext, reminder_id: ReminderId, position: Annotated[int, Field(ge=1, le=1000)]
) -> dict[str, Any]:
    """Move a reminder to another place in its list (or among its parent's subtasks).

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
        position: New place, 1 = top of the list.

    Returns:
        The reordered titles with their ids.
    """
    world = ctx.world
    r = _reminder(ctx, reminder_id)
    siblings = _siblings(world, r["list_id"], r["parent_id"])
    if position > len(siblings):
        raise ToolError(f"position must be between 1 and {len(siblings)} in this list")
    current = next(i for i, s in enumerate(siblings) if s["id"] == r["id"]) + 1
    if current == position and all(s["position"] == i + 1 for i, s in enumerate(siblings)):
        raise ToolError(f"reminder {r['id']} is already at position {position}")
    order = [s for s in siblings if s["id"] != r["id"]]
    order.insert(position - 1, r)
    with world.transaction():
        for i, s in enumerate(order, start=1):
            if s["position"] != i:
                world.update("reminders", s["id"], {"position": i})
    return {
        "list_id": r["list_id"],
        "parent_id": r["parent_id"],
        "order": [{"id": s["id"], "title": s["title"]} for s in order],
    }


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def add_reminder_tags(
    ctx: WorldContext,
    reminder_id: ReminderId,
    tags: Annotated[list[Tag], Field(min_length=1, max_length=MAX_TAGS)],
) -> dict[str, Any]:
    """Add tags to a reminder (e.g. "errands"; a leading '#' is dropped).

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
        tags: Tags to add, e.g. ["errands", "weekend"].
    """
    r = _reminder(ctx, reminder_id)
    new = [t for t in _tags(tags) if t not in r["tags"]]
    if not new:
        raise ToolError(f"reminder {r['id']} already has these tags: {', '.join(r['tags'])}")
    merged = [*r["tags"], *new]
    if len(merged) > MAX_TAGS:
        raise ToolError(f"a reminder can have at most {MAX_TAGS} tags")
    return _view(ctx, ctx.world.update("reminders", r["id"], {"tags": merged}))


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def remove_reminder_tag(ctx: WorldContext, reminder_id: ReminderId, tag: Tag) -> dict[str, Any]:
    """Remove a tag from a reminder.

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
        tag: The tag, e.g. "errands".
    """
    r = _reminder(ctx, reminder_id)
    wanted = normalize_tag(tag)
    if wanted not in r["tags"]:
        have = ", ".join(r["tags"]) or "none"
        raise ToolError(f"reminder {r['id']} has no tag {wanted!r}; its tags: {have}")
    rest = [t for t in r["tags"] if t != wanted]
    return _view(ctx, ctx.world.update("reminders", r["id"], {"tags": rest}))


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def set_reminder_location(
    ctx: WorldContext,
    reminder_id: ReminderId,
    location: Annotated[str, Field(min_length=1, max_length=200)],
    trigger: Trigger = "arriving",
) -> dict[str, Any]:
    """Make a reminder alert when you arrive at or leave a place.

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
        location: The place, e.g. "Home", "Work" or "Golden Gate Veterinary".
        trigger: "arriving" or "leaving".
    """
    r = _reminder(ctx, reminder_id)
    place = location.strip()
    if not place:
        raise ToolError("location must not be blank")
    if r["location"] == place and r["location_trigger"] == trigger:
        raise ToolError(f"reminder {r['id']} already alerts when {trigger} {place!r}")
    return _view(
        ctx,
        ctx.world.update("reminders", r["id"], {"location": place, "location_trigger": trigger}),
    )


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def clear_reminder_location(ctx: WorldContext, reminder_id: ReminderId) -> dict[str, Any]:
    """Remove a reminder's location-based alert.

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
    """
    r = _reminder(ctx, reminder_id)
    if r["location"] is None:
        raise ToolError(f"reminder {r['id']} ({r['title']!r}) has no location alert")
    return _view(
        ctx, ctx.world.update("reminders", r["id"], {"location": None, "location_trigger": None})
    )


@tool(domain=DOMAIN, reads=_REM, writes=("reminder_images",))
def attach_image_to_reminder(
    ctx: WorldContext,
    reminder_id: ReminderId,
    image_id: Annotated[str, Field(min_length=1, max_length=64)],
) -> dict[str, Any]:
    """Attach a photo to a reminder (e.g. a picture of what to buy).

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
        image_id: Id of the image, e.g. "img_3".
    """
    world = ctx.world
    r = _reminder(ctx, reminder_id)
    image = ctx.images.get(image_id.strip())
    if image.image_id in _images(world, r["id"]):
        raise ToolError(f"image {image.image_id} is already attached to reminder {r['id']}")
    if world.count("reminder_images", {"reminder_id": r["id"]}) >= MAX_IMAGES:
        raise ToolError(f"a reminder can have at most {MAX_IMAGES} images")
    world.insert(
        "reminder_images",
        {"reminder_id": r["id"], "image_id": image.image_id, "added_at": ctx.clock.now()},
    )
    return _view(ctx, r)


@tool(domain=DOMAIN, reads=_REM, writes=("reminder_images",))
def remove_reminder_image(
    ctx: WorldContext,
    reminder_id: ReminderId,
    image_id: Annotated[str, Field(min_length=1, max_length=64)],
) -> dict[str, Any]:
    """Remove an attached photo from a reminder (the image itself is kept).

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
        image_id: Id of the attached image, e.g. "img_3".
    """
    world = ctx.world
    r = _reminder(ctx, reminder_id)
    rows = world.select("reminder_images", {"reminder_id": r["id"], "image_id": image_id.strip()})
    if not rows:
        have = ", ".join(_images(world, r["id"])) or "none"
        raise ToolError(
            f"image {image_id.strip()!r} is not attached to reminder {r['id']}; attached: {have}"
        )
    world.delete("reminder_images", rows[0]["id"])
    return _view(ctx, r)


@tool(domain=DOMAIN, reads=_REM, writes=("reminders",))
def set_reminder_repeat(
    ctx: WorldContext, reminder_id: ReminderId, repeat: Repeat
) -> dict[str, Any]:
    """Make a reminder repeat (or stop repeating with "none"). Repeating needs a due date.

    Args:
        reminder_id: Id of the reminder, e.g. "rem_0012".
        repeat: none, daily, weekly, monthly or yearly.
    """
    r = _reminder(ctx, reminder_id)
    if r["repeat"] == repeat:
        raise ToolError(f"reminder {r['id']} already repeats {repeat!r}")
    if repeat != "none" and not r["due_date"]:
        raise ToolError(
            f"reminder {r['id']} has no due date; set one with set_reminder_due_date first"
        )
    return _view(ctx, ctx.world.update("reminders", r["id"], {"repeat": repeat}))


# ----------------------------------------------------------------------------- lists


@tool(domain=DOMAIN, reads=("reminder_lists",), writes=("reminder_lists",))
def create_reminder_list(
    ctx: WorldContext,
    name: Annotated[str, Field(min_length=1, max_length=60)],
    color: Color = "blue",
) -> dict[str, Any]:
    """Create a new reminder list.

    Args:
        name: Name of the list, e.g. "Camping Trip".
        color: red, orange, yellow, green, blue, purple, brown or gray.
    """
    world = ctx.world
    values = {
        "color": color,
        "is_default": world.count("reminder_lists") == 0,
        "created_at": ctx.clock.now(),
    }
    return _list_summary(world, create_named(world, "reminder_lists", "list", name, values))


@tool(domain=DOMAIN, reads=("reminder_lists",), writes=("reminder_lists",))
def update_reminder_list(
    ctx: WorldContext,
    list_id: ListId,
    name: Annotated[str, Field(max_length=60)] | None = None,
    color: Color | None = None,
) -> dict[str, Any]:
    """Rename a reminder list and/or change its color.

    Args:
        list_id: Id of the list, e.g. "reml_0002".
        name: New name.
        color: New color.
    """
    world = ctx.world
    lst = _list(ctx, list_id)
    return _list_summary(world, rename_recolor(world, "reminder_lists", "list", lst, name, color))


@tool(domain=DOMAIN, reads=_ALL, writes=_ALL)
def delete_reminder_list(ctx: WorldContext, list_id: ListId) -> dict[str, Any]:
    """Delete a reminder list and every reminder in it. The default list cannot be
    deleted (make another list the default first).

    Args:
        list_id: Id of the list, e.g. "reml_0002".
    """
    world = ctx.world
    lst = _list(ctx, list_id)
    if lst["is_default"]:
        raise ToolError(
            f"{lst['name']!r} is the default list; choose another default with "
            "set_default_reminder_list before deleting it"
        )
    n = world.count("reminders", {"list_id": lst["id"]})
    world.delete("reminder_lists", lst["id"])
    return {"deleted_list_id": lst["id"], "name": lst["name"], "reminders_deleted": n}


@tool(domain=DOMAIN, reads=("reminder_lists",), writes=("reminder_lists",))
def set_default_reminder_list(ctx: WorldContext, list_id: ListId) -> dict[str, Any]:
    """Choose the list new reminders go to when no list is given.

    Args:
        list_id: Id of the list, e.g. "reml_0002".
    """
    world = ctx.world
    lst = _list(ctx, list_id)
    if lst["is_default"]:
        raise ToolError(f"{lst['name']!r} is already the default list")
    with world.transaction():
        world.update_where("reminder_lists", {"is_default": True}, {"is_default": False})
        row = world.update("reminder_lists", lst["id"], {"is_default": True})
    return _list_summary(world, row)


@tool(domain=DOMAIN, reads=_REM, writes=("reminders", "reminder_images"))
def clear_completed_reminders(ctx: WorldContext, list_id: ListId) -> dict[str, Any]:
    """Delete every completed reminder of a list (open ones are kept).

    Args:
        list_id: Id of the list, e.g. "reml_0002".
    """
    world = ctx.world
    lst = _list(ctx, list_id)
    done = world.select("reminders", {"list_id": lst["id"], "is_completed": True})
    if not done:
        raise ToolError(f"the list {lst['name']!r} has no completed reminders")
    ids = {r["id"] for r in done}
    # Completed subtasks of completed parents go with their parent (cascade).
    roots = [r["id"] for r in done if r["parent_id"] not in ids]
    with world.transaction():
        for rid in roots:
            if world.exists("reminders", rid):
                world.delete("reminders", rid)
    return {"list_id": lst["id"], "name": lst["name"], "deleted": len(ids)}


# ----------------------------------------------------------------------------- seed


def _seed_image(kind: str) -> Image.Image:
    if kind == "faucet":
        img = Image.new("RGB", (240, 240), (225, 230, 235))
        draw = ImageDraw.Draw(img)
        draw.rectangle((20, 170, 220, 230), fill=(250, 250, 250), outline=(150, 150, 160))
        draw.rectangle((110, 60, 130, 140), fill=(170, 170, 180))
        draw.rectangle((110, 60, 190, 75), fill=(170, 170, 180))
        draw.ellipse((90, 40, 150, 60), fill=(140, 140, 150))
        for y in (85, 110, 140, 165):
            draw.ellipse((181, y, 189, y + 12), fill=(90, 160, 230))
        return img
    img = Image.new("RGB", (200, 280), (250, 246, 225))
    draw = ImageDraw.Draw(img)
    for i, line in enumerate(("peaches x6", "butter", "brown sugar", "vanilla ice cream")):
        draw.text((20, 30 + 30 * i), f"- {line}", fill=(40, 40, 120))
    for y in range(20, 280, 30):
        draw.line((10, y + 22, 190, y + 22), fill=(190, 200, 230))
    return img


_LISTS: tuple[tuple[str, str], ...] = (
    ("Reminders", "blue"),
    ("Groceries", "green"),
    ("Work", "orange"),
    ("Home", "purple"),
    ("Gift Ideas", "red"),
)


class SeedLocation(DataModel):
    """A location alert: the place and when it fires."""

    place: str
    trigger: Trigger


class SeedSubtask(DataModel):
    """A subtask and whether it is done."""

    title: str
    done: bool


class SeedReminder(DataModel):
    """A seeded reminder.

    Attributes:
        due_in_days: Due day relative to today (None: no due day; a monthly reminder
            without one is due on the 1st of next month).
        time: Due time "HH:MM".
        completed_days_ago: Completed this many days ago (None: open).
        image: Attached picture drawn by `_seed_image` ("faucet" or "cobbler").
    """

    title: str
    list: str
    due_in_days: int | None = None
    time: str | None = None
    priority: Priority = "none"
    flagged: bool = False
    tags: tuple[str, ...] = ()
    notes: str = ""
    location: SeedLocation | None = None
    repeat: Repeat = "none"
    completed_days_ago: int | None = None
    subtasks: tuple[SeedSubtask, ...] = ()
    image: Literal["faucet", "cobbler"] | None = None


class RemindersSeed(DataModel):
    """``data/sandbox/domains/reminders_seed.json``: the seeded reminders."""

    items: tuple[SeedReminder, ...]


@cache
def reminders_seed() -> RemindersSeed:
    """The bundled reminders, read and validated on first use."""
    return load_domain_data("reminders_seed", RemindersSeed)


def seed(world: World, rng: random.Random) -> None:
    """Fill the Reminders app: five lists (Reminders, Groceries, Work, Home, Gift Ideas)
    with ~30 reminders around the owner's week: due today, overdue, scheduled, flagged,
    repeating, completed, with subtasks, tags, a location alert and two photos."""
    now = world.clock.now()
    today = world.clock.today()
    images = {
        kind: world.images.add_pil(_seed_image(kind), source=f"seed:reminders/{kind}").image_id
        for kind in ("faucet", "cobbler")
    }
    list_ids: dict[str, str] = {}
    for k, (name, color) in enumerate(_LISTS):
        list_ids[name] = world.insert(
            "reminder_lists",
            {
                "name": name,
                "color": color,
                "is_default": k == 0,
                "created_at": now - timedelta(days=600 - 40 * k),
            },
        )["id"]
    positions: dict[str, int] = {}
    for item in reminders_seed().items:
        title, list_name, offset, at = item.title, item.list, item.due_in_days, item.time
        priority, flagged, tags, notes = item.priority, item.flagged, item.tags, item.notes
        place, repeat, done_ago, image = (
            item.location,
            item.repeat,
            item.completed_days_ago,
            item.image,
        )
        lid = list_ids[list_name]
        positions[lid] = positions.get(lid, 0) + 1
        due: date | None = None
        if offset is not None:
            due = today + timedelta(days=offset)
        elif repeat == "monthly":
            due = add_months(today.replace(day=1), 1)
        created = now - timedelta(days=rng.randint(12, 40), minutes=rng.randint(0, 600))
        completed_at = (
            None
            if done_ago is None
            else now - timedelta(days=done_ago, hours=rng.randint(1, 8), minutes=rng.randint(0, 59))
        )
        row = world.insert(
            "reminders",
            {
                "list_id": lid,
                "title": title,
                "notes": notes,
                "due_date": due,
                "due_time": at if due is not None else None,
                "repeat": repeat,
                "priority": priority,
                "is_flagged": flagged,
                "is_completed": done_ago is not None,
                "completed_at": completed_at,
                "location": place.place if place else None,
                "location_trigger": place.trigger if place else None,
                "tags": list(tags),
                "position": positions[lid],
                "created_at": created,
            },
        )
        for i, subtask in enumerate(item.subtasks, start=1):
            sub, sub_done = subtask.title, subtask.done
            world.insert(
                "reminders",
                {
                    "list_id": lid,
                    "parent_id": row["id"],
                    "title": sub,
                    "is_completed": sub_done,
                    "completed_at": now - timedelta(hours=rng.randint(2, 30)) if sub_done else None,
                    "position": i,
                    "created_at": created + timedelta(minutes=i),
                },
            )
        if image is not None:
            world.insert(
                "reminder_images",
                {"reminder_id": row["id"], "image_id": images[image], "added_at": created},
            )
