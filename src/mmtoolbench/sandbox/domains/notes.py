"""Notes: folders, notes with checklists, tags, photos and scans, locking and sharing.

Modelled on the phone's Notes app. Notes without a folder are in the built-in
"Notes" folder (referred to as folder id ``"notes"``). Deleting a note moves it to
Recently Deleted (``deleted_at`` set) for 30 days, from where it can be restored.
Locked notes need the notes passcode (a setting) to be read or changed. Notes can be
shared with contacts (collaborators who can edit or only view); notes other people
shared with the owner record who shared them and the owner's access, and view-only
notes cannot be changed.
"""

from __future__ import annotations

import json
import random
import re
from contextlib import nullcontext
from datetime import datetime, timedelta
from functools import cache
from typing import Annotated, Any, Literal

from PIL import Image, ImageDraw
from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains._common import DataModel, display_name, load_domain_data, set_flag
from mmtoolbench.sandbox.domains.contacts import seed_contact_id
from mmtoolbench.sandbox.world.schema import Column, KeyIndex, Table
from mmtoolbench.sandbox.world.search import Source, candidates, strip_hash
from mmtoolbench.sandbox.world.sql import in_values
from mmtoolbench.sandbox.world.state import Row, World

DOMAIN = "notes"
REQUIRES: tuple[str, ...] = ("contacts",)

DEFAULT_FOLDER = "notes"
RETENTION_DAYS = 30
_RESERVED_FOLDERS = ("notes", "recently deleted", "all icloud", "shared")
_NOTE_HINT = "use list_notes or search_notes to find note ids"

TABLES: tuple[Table, ...] = (
    Table(
        name="note_folders",
        domain=DOMAIN,
        entity="note folder",
        id_prefix="nfd",
        lookup_hint="use list_note_folders to find folder ids",
        description="Folders of the Notes app (may be nested one level or more).",
        key_indexes=(KeyIndex("folded_name", ("name",), lambda name: str(name).lower()),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Folder id, e.g. nfd_0002."),
            Column("name", "TEXT", not_null=True),
            Column(
                "parent_id",
                "TEXT",
                references="note_folders.id",
                on_delete="CASCADE",
                description="Parent folder of a subfolder.",
            ),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="notes",
        search_columns=("title", "body", "tags"),
        domain=DOMAIN,
        entity="note",
        id_prefix="note",
        lookup_hint=_NOTE_HINT,
        description="Notes. folder_id null = the built-in Notes folder.",
        # Live notes per folder (list_note_folders, list_notes in a folder); pinned
        # first, last edited first (list_notes' default order). None leads with
        # deleted_at: without statistics the planner would prefer it to an id lookup.
        indexes=(("folder_id", "deleted_at"), ("is_pinned", "updated_at")),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Note id, e.g. note_0004."),
            Column("folder_id", "TEXT", references="note_folders.id", on_delete="SET NULL"),
            Column("title", "TEXT", not_null=True),
            Column("body", "TEXT", not_null=True, default=""),
            Column("tags", "JSON", not_null=True, default=(), description="Tags without '#'."),
            Column("is_pinned", "BOOLEAN", not_null=True, default=False),
            Column("is_locked", "BOOLEAN", not_null=True, default=False),
            Column(
                "shared_by_contact_id",
                "TEXT",
                references="contacts.id",
                on_delete="SET NULL",
                description="Who shared this note with the owner (null = the owner's note).",
            ),
            Column(
                "access",
                "TEXT",
                not_null=True,
                default="owner",
                choices=("owner", "can_edit", "view_only"),
                description="The owner's access: their own note, or shared with them.",
            ),
            Column("created_at", "DATETIME", not_null=True),
            Column("updated_at", "DATETIME", not_null=True),
            Column("deleted_at", "DATETIME", description="Set while in Recently Deleted."),
        ),
    ),
    Table(
        name="note_checklist_items",
        search_columns=("text",),
        domain=DOMAIN,
        entity="checklist item",
        id_prefix="nci",
        lookup_hint="checklist item ids are listed by get_note",
        description="Checklist lines inside notes, in order.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Item id, e.g. nci_0007."),
            Column("note_id", "TEXT", not_null=True, references="notes.id", on_delete="CASCADE"),
            Column("text", "TEXT", not_null=True),
            Column("is_checked", "BOOLEAN", not_null=True, default=False),
            Column("position", "INTEGER", not_null=True),
        ),
    ),
    Table(
        name="note_attachments",
        search_columns=("caption",),
        domain=DOMAIN,
        entity="note attachment",
        id_prefix="nat",
        lookup_hint="attachment ids are listed by get_note and list_note_attachments",
        description="Photos and document scans attached to notes (image ids).",
        indexes=(("added_at",),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Attachment id, e.g. nat_0002."),
            Column("note_id", "TEXT", not_null=True, references="notes.id", on_delete="CASCADE"),
            Column("image_id", "TEXT", not_null=True, description="Image id, e.g. img_5."),
            Column("kind", "TEXT", not_null=True, default="photo", choices=("photo", "scan")),
            Column("caption", "TEXT"),
            Column("added_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="note_collaborators",
        domain=DOMAIN,
        entity="note collaborator",
        id_prefix="ncl",
        description="Contacts the owner shared a note with.",
        unique_together=(("note_id", "contact_id"),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column("note_id", "TEXT", not_null=True, references="notes.id", on_delete="CASCADE"),
            Column(
                "contact_id", "TEXT", not_null=True, references="contacts.id", on_delete="CASCADE"
            ),
            Column(
                "permission",
                "TEXT",
                not_null=True,
                default="can_edit",
                choices=("can_edit", "view_only"),
            ),
            Column("invited_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="notes_settings",
        domain=DOMAIN,
        entity="notes setting",
        description="Notes settings (missing keys have their default).",
        columns=(
            Column(
                "key",
                "TEXT",
                primary_key=True,
                choices=("passcode", "passcode_hint", "sort_by"),
            ),
            Column("value", "JSON"),
        ),
    ),
)

_SETTINGS_DEFAULTS: dict[str, Any] = {
    "passcode": None,
    "passcode_hint": None,
    "sort_by": "date_edited",
}
_ALL = (
    "notes",
    "note_folders",
    "note_checklist_items",
    "note_attachments",
    "note_collaborators",
    "notes_settings",
)
_READS = (*_ALL, "contacts")
_CONTENT = ("notes", "note_checklist_items", "note_attachments", "note_collaborators")

NoteId = Annotated[str, Field(min_length=1, max_length=64)]
FolderId = Annotated[str, Field(min_length=1, max_length=64)]
ItemId = Annotated[str, Field(min_length=1, max_length=64)]
ContactId = Annotated[str, Field(min_length=1, max_length=64)]
Passcode = Annotated[str, Field(max_length=64)]
Title = Annotated[str, Field(max_length=200)]
Body = Annotated[str, Field(max_length=20000)]
TagList = Annotated[list[Annotated[str, Field(max_length=50)]], Field(max_length=20)]
ItemList = Annotated[list[Annotated[str, Field(max_length=500)]], Field(max_length=50)]
ImageIds = Annotated[list[Annotated[str, Field(min_length=1, max_length=64)]], Field(max_length=20)]
SortBy = Literal["date_edited", "date_created", "title"]
Permission = Literal["can_edit", "view_only"]
AttachmentKind = Literal["photo", "scan"]
Limit = Annotated[int, Field(ge=1, le=100)]

_TAG = re.compile(r"^[\w-]{1,40}$")

# ----------------------------------------------------------------------------- helpers


def _setting(world: World, key: str) -> Any:
    row = world.get_or_none("notes_settings", key)
    return _SETTINGS_DEFAULTS[key] if row is None else row["value"]


def _put_setting(world: World, key: str, value: Any) -> None:
    if world.exists("notes_settings", key):
        world.update("notes_settings", key, {"value": value})
    else:
        world.insert("notes_settings", {"key": key, "value": value})


def _passcode(world: World) -> str | None:
    value = _setting(world, "passcode")
    return value if isinstance(value, str) and value else None


def _sort_setting(world: World) -> str:
    value = _setting(world, "sort_by")
    return value if value in ("date_edited", "date_created", "title") else "date_edited"


def _note(ctx: WorldContext, note_id: str) -> Row:
    return ctx.world.get("notes", note_id.strip())


def _folder_arg(ctx: WorldContext, folder_id: str) -> Row | None:
    """A folder row, or None for the built-in Notes folder ("notes")."""
    text = folder_id.strip()
    if text.lower() in (DEFAULT_FOLDER, "default"):
        return None
    return ctx.world.get("note_folders", text)


def _folder_name(world: World, folder_id: str | None) -> str:
    if folder_id is None:
        return "Notes"
    row = world.get_or_none("note_folders", folder_id)
    return "Notes" if row is None else str(row["name"])


def _title_of(note: Row) -> str:
    return str(note["title"]) or "New Note"


def _unlock(world: World, note: Row, passcode: str | None) -> None:
    """Check the passcode of a locked note (no passcode set = nothing to check)."""
    if not note["is_locked"]:
        return
    code = _passcode(world)
    if code is None:
        return
    if passcode is None or not passcode.strip():
        raise ToolError(
            f"note {note['id']} ({_title_of(note)!r}) is locked; give the notes passcode "
            "in the passcode argument (ask the user for it)"
        )
    if passcode.strip() != code:
        hint = _setting(world, "passcode_hint")
        extra = f" (hint: {hint})" if isinstance(hint, str) and hint else ""
        raise ToolError(f"wrong notes passcode{extra}")


def _not_deleted(note: Row) -> None:
    if note["deleted_at"] is not None:
        raise ToolError(
            f"note {note['id']} ({_title_of(note)!r}) is in Recently Deleted; "
            "restore it with restore_note first"
        )


def _editable(ctx: WorldContext, note: Row, passcode: str | None, action: str) -> None:
    """Raise unless the owner may change ``note`` (not deleted, not view-only, unlocked)."""
    _not_deleted(note)
    if note["access"] == "view_only":
        sharer = _contact_name(ctx.world, note["shared_by_contact_id"]) or "its owner"
        raise ToolError(
            f"note {note['id']} ({_title_of(note)!r}) was shared with you by {sharer} as "
            f"view only, so you cannot {action}; ask {sharer} for edit access"
        )
    _unlock(ctx.world, note, passcode)


def _owned(note: Row, action: str, world: World) -> None:
    if note["access"] != "owner":
        sharer = _contact_name(world, note["shared_by_contact_id"]) or "its owner"
        raise ToolError(
            f"note {note['id']} ({_title_of(note)!r}) belongs to {sharer}; only the owner "
            f"can {action}"
        )


def _contact_name(world: World, contact_id: str | None) -> str | None:
    if contact_id is None:
        return None
    row = world.get_or_none("contacts", contact_id)
    return display_name(row) if row else None


def _touch(ctx: WorldContext, note: Row, changes: dict[str, Any] | None = None) -> Row:
    return ctx.world.update("notes", note["id"], {**(changes or {}), "updated_at": ctx.clock.now()})


def _items(world: World, note_id: str) -> list[Row]:
    return world.select("note_checklist_items", {"note_id": note_id}, order_by="position")


def _attachments(world: World, note_id: str) -> list[Row]:
    return world.select("note_attachments", {"note_id": note_id})


def _collaborators(world: World, note_id: str) -> list[Row]:
    return world.select("note_collaborators", {"note_id": note_id})


def _summary(ctx: WorldContext, note: Row) -> dict[str, Any]:
    return _summaries(ctx, [note])[0]


def _summaries(ctx: WorldContext, notes: list[Row]) -> list[dict[str, Any]]:
    """The summaries of ``notes``, in order; their checklist, attachment, sharing and
    folder facts are read in one query."""
    if not notes:
        return []
    cond, params = in_values("n.id", dict.fromkeys(str(n["id"]) for n in notes))
    facts = {
        row["id"]: row
        for row in ctx.world.query(
            "SELECT n.id AS id, "
            "(SELECT COUNT(*) FROM note_checklist_items i WHERE i.note_id = n.id) AS items, "
            "(SELECT COUNT(*) FROM note_checklist_items i WHERE i.note_id = n.id "
            "AND i.is_checked = 1) AS checked, "
            "(SELECT COUNT(*) FROM note_attachments a WHERE a.note_id = n.id) AS attachments, "
            "EXISTS (SELECT 1 FROM note_collaborators c WHERE c.note_id = n.id) AS shared, "
            "(SELECT f.name FROM note_folders f WHERE f.id = n.folder_id) AS folder_name "
            f"FROM notes n WHERE {cond}",
            params,
        )
    }
    out = []
    for note in notes:
        fact = facts[note["id"]]
        folder = fact["folder_name"]
        out.append(
            _summary_of(
                note,
                "Notes" if note["folder_id"] is None or folder is None else str(folder),
                items=int(fact["items"]),
                checked=int(fact["checked"]),
                attachments=int(fact["attachments"]),
                shared=bool(fact["shared"]),
            )
        )
    return out


def _summary_of(
    note: Row, folder_name: str, *, items: int, checked: int, attachments: int, shared: bool
) -> dict[str, Any]:
    """The summary of ``note`` given its folder's name, its checklist counts, its
    attachment count and whether it has collaborators."""
    locked = bool(note["is_locked"])
    body = str(note["body"])
    preview = "Locked" if locked else (body.strip().splitlines() or [""])[0][:100]
    return {
        "id": note["id"],
        "title": _title_of(note),
        "folder": {"id": note["folder_id"] or DEFAULT_FOLDER, "name": folder_name},
        "preview": preview,
        "tags": note["tags"],
        "is_pinned": note["is_pinned"],
        "is_locked": locked,
        "checklist": None if not items or locked else f"{checked}/{items} done",
        "attachment_count": None if locked else attachments,
        "is_shared": shared or note["access"] != "owner",
        "created_at": note["created_at"],
        "updated_at": note["updated_at"],
    }


def _full(ctx: WorldContext, note: Row) -> dict[str, Any]:
    world = ctx.world
    return _full_of(
        world,
        note,
        _folder_name(world, note["folder_id"]),
        _items(world, note["id"]),
        _attachments(world, note["id"]),
        _collaborators(world, note["id"]),
    )


def _full_of(
    world: World,
    note: Row,
    folder_name: str,
    items: list[Row],
    attachments: list[Row],
    collaborators: list[Row],
) -> dict[str, Any]:
    """The full view of ``note`` given its folder's name, its checklist items (in
    order), attachments and collaborators."""
    checked = sum(1 for i in items if i["is_checked"])
    view = _summary_of(
        note,
        folder_name,
        items=len(items),
        checked=checked,
        attachments=len(attachments),
        shared=bool(collaborators),
    )
    view.pop("preview")
    view.update(
        {
            "body": note["body"],
            "checklist_items": [
                {"id": i["id"], "text": i["text"], "is_checked": i["is_checked"]} for i in items
            ],
            "checklist": None if not items else f"{checked}/{len(items)} done",
            "attachments": [
                {
                    "id": a["id"],
                    "image_id": a["image_id"],
                    "kind": a["kind"],
                    "caption": a["caption"],
                }
                for a in attachments
            ],
            "attachment_count": len(attachments),
            "collaborators": [
                {
                    "contact_id": c["contact_id"],
                    "name": _contact_name(world, c["contact_id"]),
                    "permission": c["permission"],
                }
                for c in collaborators
            ],
            "shared_by": None
            if note["shared_by_contact_id"] is None
            else {
                "contact_id": note["shared_by_contact_id"],
                "name": _contact_name(world, note["shared_by_contact_id"]),
            },
            "access": note["access"],
            "deleted_at": note["deleted_at"],
        }
    )
    return view


def _note_term(word: str) -> str:
    """What a note's title, body or tags hold when ``word`` is in its search text: the
    word without its leading '#' (in "#tag" or as typed), or, when that leaves under 3
    characters, the word as typed (then `_tag_start_term` covers a tag it begins)."""
    bare = strip_hash(word)
    return bare if len(bare) >= 3 else word


def _tag_start_term(word: str) -> str:
    """For a '#' word whose rest is under 3 characters ("#ab"): the JSON list of tags
    holds '"ab' when a tag starts with it (the rest of "#tag" in the search text).
    Other words: as `_note_term` (so this source adds nothing); "" when the rest is
    not written as is in JSON (the word then does not narrow)."""
    bare = strip_hash(word)
    if len(bare) >= 3 or not word.startswith("#"):
        return _note_term(word)
    rest = word[1:]
    return '"' + rest if json.dumps(rest, ensure_ascii=False)[1:-1] == rest else ""


def _sorted(notes: list[Row], sort_by: str) -> list[Row]:
    if sort_by == "title":
        notes = sorted(notes, key=lambda n: _title_of(n).lower())
    elif sort_by == "date_created":
        notes = sorted(notes, key=lambda n: str(n["created_at"]), reverse=True)
    else:
        notes = sorted(notes, key=lambda n: str(n["updated_at"]), reverse=True)
    return sorted(notes, key=lambda n: not n["is_pinned"])


#: SQL function computing Python's ``str.lower`` (registered by the ``folded_name`` key
#: index of ``note_folders``).
_LOWER = TABLES[0].key_indexes[0].sql_function("note_folders")

#: The order of `_sorted` in SQL (after pinned first; insertion order breaks ties, as
#: the stable sorts did).
_SQL_ORDER = {
    "title": f"{_LOWER}(CASE WHEN title = '' THEN 'New Note' ELSE title END)",
    "date_created": "created_at DESC",
    "date_edited": "updated_at DESC",
}


def _clean_tags(tags: list[str]) -> list[str]:
    out: list[str] = []
    for raw in tags:
        tag = raw.strip().lstrip("#").strip().lower()
        if not _TAG.match(tag):
            raise ToolError(
                f"{raw!r} is not a valid tag: use letters, digits, '-' or '_' (no spaces), "
                "e.g. 'recipes' or 'q3-planning'"
            )
        if tag not in out:
            out.append(tag)
    return out


def _clean_items(items: list[str]) -> list[str]:
    out = [i.strip() for i in items if i.strip()]
    if not out:
        raise ToolError("give at least one non-empty checklist item")
    return out


def _check_images(ctx: WorldContext, image_ids: list[str]) -> list[str]:
    ids = list(dict.fromkeys(i.strip() for i in image_ids))
    for image_id in ids:
        ctx.images.get(image_id)
    return ids


def _check_folder_name(
    world: World, name: str, parent_id: str | None, exclude: str | None = None
) -> str:
    text = name.strip()
    if not text:
        raise ToolError("the folder name cannot be empty")
    if parent_id is None and text.lower() in _RESERVED_FOLDERS:
        raise ToolError(f"{text!r} is a built-in folder name; choose another name")
    same = world.select_by_key(
        "note_folders", "folded_name", text.lower(), {"parent_id": parent_id}, limit=2
    )
    for f in same:
        if f["id"] != exclude:
            raise ToolError(f"a folder named {f['name']!r} already exists there ({f['id']})")
    return text


def _subfolders(world: World, folder_id: str) -> list[Row]:
    found: list[Row] = []
    pending = [folder_id]
    seen = {folder_id}
    while pending:
        for child in world.select("note_folders", {"parent_id": pending.pop()}):
            if child["id"] not in seen:
                seen.add(child["id"])
                found.append(child)
                pending.append(child["id"])
    return found


def _item(ctx: WorldContext, item_id: str) -> tuple[Row, Row]:
    item = ctx.world.get("note_checklist_items", item_id.strip())
    return item, ctx.world.get("notes", item["note_id"])


def _live_notes(world: World, where: dict[str, Any] | None = None) -> list[Row]:
    return world.select("notes", {**(where or {}), "deleted_at": None})


def _days_left(ctx: WorldContext, note: Row) -> int:
    try:
        deleted = ctx.clock.parse(note["deleted_at"])
    except (TypeError, ValueError):
        return RETENTION_DAYS
    return max(0, RETENTION_DAYS - (ctx.clock.now() - deleted).days)


def _collaborator(world: World, note: Row, contact_id: str) -> tuple[Row, Row]:
    contact = world.get("contacts", contact_id.strip())
    rows = world.select("note_collaborators", {"note_id": note["id"], "contact_id": contact["id"]})
    if not rows:
        raise ToolError(
            f"note {note['id']} ({_title_of(note)!r}) is not shared with {display_name(contact)}"
        )
    return rows[0], contact


# ----------------------------------------------------------------------------- folders


@tool(domain=DOMAIN, reads=("note_folders", "notes"))
def list_note_folders(ctx: WorldContext) -> dict[str, Any]:
    """List note folders with how many notes each holds, including the built-in Notes
    folder (id "notes") and the Recently Deleted count.

    Returns:
        {"folders": [{id, name, parent_id, note_count}], "recently_deleted_count": n}.
    """
    world = ctx.world
    counts: dict[str | None, int] = {
        row["folder_id"]: int(row["n"])
        for row in world.query(
            "SELECT folder_id, COUNT(*) AS n FROM notes WHERE deleted_at IS NULL GROUP BY folder_id"
        )
    }
    folders: list[dict[str, Any]] = [
        {
            "id": DEFAULT_FOLDER,
            "name": "Notes",
            "parent_id": None,
            "note_count": counts.get(None, 0),
        }
    ]
    rows = world.select("note_folders", order_by="name")
    children: dict[str | None, list[Row]] = {}
    for f in rows:
        children.setdefault(f["parent_id"], []).append(f)
    ordered: list[Row] = []
    placed: set[str] = set()
    pending = list(reversed(children.get(None, [])))
    while pending:  # depth-first: each folder followed by its subfolders
        f = pending.pop()
        if f["id"] in placed:
            continue
        ordered.append(f)
        placed.add(f["id"])
        pending.extend(reversed(children.get(f["id"], [])))
    ordered += [f for f in rows if f["id"] not in placed]
    for f in ordered:
        folders.append(
            {
                "id": f["id"],
                "name": f["name"],
                "parent_id": f["parent_id"],
                "note_count": counts.get(f["id"], 0),
            }
        )
    deleted = world.count("notes") - world.count("notes", {"deleted_at": None})
    return {"folders": folders, "recently_deleted_count": deleted}


@tool(domain=DOMAIN, reads=("note_folders",), writes=("note_folders",))
def create_note_folder(
    ctx: WorldContext,
    name: Annotated[str, Field(min_length=1, max_length=80)],
    parent_folder_id: FolderId | None = None,
) -> dict[str, Any]:
    """Create a note folder, optionally inside another folder.

    Args:
        name: Folder name, e.g. "Recipes"; unique among its sibling folders.
        parent_folder_id: Folder to create it in, e.g. "nfd_0002" (from list_note_folders).
    """
    world = ctx.world
    parent = None
    if parent_folder_id is not None:
        parent = _folder_arg(ctx, parent_folder_id)
        if parent is None:
            raise ToolError(
                "the built-in Notes folder cannot hold subfolders; omit parent_folder_id"
            )
    parent_id = None if parent is None else parent["id"]
    text = _check_folder_name(world, name, parent_id)
    row = world.insert(
        "note_folders", {"name": text, "parent_id": parent_id, "created_at": ctx.clock.now()}
    )
    return {"id": row["id"], "name": row["name"], "parent_id": parent_id}


@tool(domain=DOMAIN, reads=("note_folders",), writes=("note_folders",))
def rename_note_folder(
    ctx: WorldContext, folder_id: FolderId, name: Annotated[str, Field(min_length=1, max_length=80)]
) -> dict[str, Any]:
    """Rename a note folder (the built-in Notes folder cannot be renamed).

    Args:
        folder_id: Id of the folder, e.g. "nfd_0002" (from list_note_folders).
        name: New name.
    """
    world = ctx.world
    folder = _folder_arg(ctx, folder_id)
    if folder is None:
        raise ToolError("the built-in Notes folder cannot be renamed")
    if name.strip() == folder["name"]:
        raise ToolError(f"folder {folder['id']} is already called {folder['name']!r}")
    text = _check_folder_name(world, name, folder["parent_id"], exclude=folder["id"])
    row = world.update("note_folders", folder["id"], {"name": text})
    return {"id": row["id"], "name": row["name"], "parent_id": row["parent_id"]}


@tool(domain=DOMAIN, reads=("note_folders", "notes"), writes=("note_folders", "notes"))
def delete_note_folder(ctx: WorldContext, folder_id: FolderId) -> dict[str, Any]:
    """Delete a folder and its subfolders; their notes move to Recently Deleted (they
    can be restored for 30 days). The built-in Notes folder cannot be deleted.

    Args:
        folder_id: Id of the folder, e.g. "nfd_0002" (from list_note_folders).
    """
    world = ctx.world
    folder = _folder_arg(ctx, folder_id)
    if folder is None:
        raise ToolError("the built-in Notes folder cannot be deleted")
    folder_ids = [folder["id"], *(f["id"] for f in _subfolders(world, folder["id"]))]
    notes = _live_notes(world, {"folder_id": folder_ids})
    now = ctx.clock.now()
    with world.transaction():
        for n in notes:
            world.update("notes", n["id"], {"deleted_at": now, "is_pinned": False})
        world.delete("note_folders", folder["id"])
    return {
        "deleted_folder_id": folder["id"],
        "name": folder["name"],
        "subfolders_deleted": len(folder_ids) - 1,
        "notes_moved_to_recently_deleted": [n["id"] for n in notes],
    }


# ----------------------------------------------------------------------------- reading


@tool(domain=DOMAIN, reads=_READS)
def list_notes(
    ctx: WorldContext,
    folder_id: FolderId | None = None,
    tag: Annotated[str, Field(min_length=1, max_length=50)] | None = None,
    pinned_only: bool = False,
    shared_only: bool = False,
    sort_by: SortBy | None = None,
    limit: Limit = 50,
) -> dict[str, Any]:
    """List notes (pinned first), optionally only one folder, tag, pinned or shared
    notes. Locked notes show only their title. Sorted by the notes sort setting unless
    sort_by is given.

    Args:
        folder_id: Only this folder, e.g. "nfd_0002", or "notes" for the built-in folder.
        tag: Only notes with this tag, e.g. "recipes".
        pinned_only: Only pinned notes.
        shared_only: Only notes shared with or by the owner.
        sort_by: "date_edited", "date_created" or "title".
        limit: Maximum number of notes.

    Returns:
        {"notes": [summaries with id, title, folder, preview, tags...], "total": n}.
    """
    world = ctx.world
    # Filters, count, order and limit run in the database (the order of `_sorted`).
    condition = "deleted_at IS NULL"
    params: list[Any] = []
    if folder_id is not None:
        folder = _folder_arg(ctx, folder_id)
        if folder is None:
            condition += " AND folder_id IS NULL"
        else:
            condition += " AND folder_id = ?"
            params.append(folder["id"])
    if tag is not None:
        wanted = _clean_tags([tag])[0]
        condition += " AND EXISTS (SELECT 1 FROM json_each(tags) WHERE json_each.value = ?)"
        params.append(wanted)
        if len(wanted) >= 3:  # a valid tag is stored as is in the JSON text
            condition += (
                " AND rowid IN (SELECT rowid FROM notes__search WHERE notes__search MATCH ?)"
            )
            params.append('"' + wanted + '"')
    if pinned_only:
        condition += " AND is_pinned = 1"
    if shared_only:
        condition += (
            " AND (access != 'owner' OR EXISTS "
            "(SELECT 1 FROM note_collaborators c WHERE c.note_id = notes.id))"
        )
    order = _SQL_ORDER[sort_by or _sort_setting(world)]
    # In one folder, the (folder_id, deleted_at) index finds the notes ("+" keeps the
    # planner from walking every live note in the pinned/edited index instead).
    pinned = "+is_pinned" if folder_id is not None else "is_pinned"
    rows = world.query(
        f"SELECT * FROM notes WHERE {condition} ORDER BY {pinned} DESC, {order}, rowid LIMIT ?",
        [*params, limit],
        table="notes",
    )
    (total,) = world.query(f"SELECT COUNT(*) AS n FROM notes WHERE {condition}", params)
    return {"notes": _summaries(ctx, rows), "total": int(total["n"])}


@tool(domain=DOMAIN, reads=_READS)
def get_note(
    ctx: WorldContext, note_id: NoteId, passcode: Passcode | None = None
) -> dict[str, Any]:
    """Open a note: title, body, checklist items (with ids), attachments (image ids),
    tags, collaborators and who shared it. Locked notes need the notes passcode.

    Args:
        note_id: Id of the note, e.g. "note_0004" (from list_notes or search_notes).
        passcode: The notes passcode, for locked notes.
    """
    note = _note(ctx, note_id)
    _unlock(ctx.world, note, passcode)
    return _full(ctx, note)


@tool(domain=DOMAIN, reads=_READS)
def search_notes(
    ctx: WorldContext,
    query: Annotated[str, Field(min_length=1, max_length=200)],
    limit: Limit = 20,
) -> dict[str, Any]:
    """Search notes by words in the title, body, checklist items, tags and attachment
    captions (case-insensitive; every word must match). Locked notes are matched by
    title only; Recently Deleted is not searched.

    Args:
        query: Words to look for, e.g. "lasagna" or "wifi password".
        limit: Maximum number of results.
    """
    world = ctx.world
    words = query.lower().split()
    if not words:
        raise ToolError("the search query is empty")
    found = []
    sources = [
        Source("notes", term=_note_term),
        Source("note_checklist_items", key="note_id"),
        Source("note_attachments", key="note_id"),
    ]
    if any(len(strip_hash(w)) < 3 <= len(w) for w in words):
        sources.append(Source("notes", term=_tag_start_term))
    keys = candidates(world, words, sources, wide=lambda w: w in _title_of({"title": ""}).lower())
    live = _live_notes(world, None if keys is None else {"id": sorted(keys)})
    # The checklist texts and captions of the unlocked candidates, one query each.
    open_ids = [n["id"] for n in live if not n["is_locked"]]
    texts: dict[str, list[str]] = {}
    captions: dict[str, list[str]] = {}
    if open_ids:
        for i in world.select("note_checklist_items", {"note_id": open_ids}, order_by="position"):
            texts.setdefault(i["note_id"], []).append(str(i["text"]))
        for a in world.select("note_attachments", {"note_id": open_ids}):
            captions.setdefault(a["note_id"], []).append(str(a["caption"] or ""))
    for note in live:
        parts = [_title_of(note)]
        if not note["is_locked"]:
            parts.append(str(note["body"]))
            parts.extend(texts.get(note["id"], []))
            parts.extend(captions.get(note["id"], []))
            parts.extend(f"#{t}" for t in note["tags"] or [])
        haystack = " ".join(parts).lower()
        if all(w in haystack for w in words):
            found.append(note)
    views = _summaries(ctx, _sorted(found, _sort_setting(world))[:limit])
    return {"notes": views, "total": len(found)}


@tool(domain=DOMAIN, reads=("notes", "note_attachments"))
def list_note_attachments(
    ctx: WorldContext, kind: AttachmentKind | None = None, limit: Limit = 50
) -> list[dict[str, Any]]:
    """List photos and scans attached to notes (newest first), with their image ids and
    note titles; attachments of locked notes are not listed.

    Args:
        kind: Only "photo" or only "scan" attachments.
        limit: Maximum number of attachments.
    """
    world = ctx.world
    # Attachments of live, unlocked notes, newest first, in the database.
    rows = world.query(
        "SELECT a.* FROM note_attachments a JOIN notes n ON n.id = a.note_id "
        "WHERE n.is_locked = 0 AND n.deleted_at IS NULL"
        + (" AND a.kind = ?" if kind else "")
        + " ORDER BY a.added_at DESC, a.rowid LIMIT ?",
        [*([kind] if kind else []), limit],
        table="note_attachments",
    )
    out = []
    for a in rows:
        note = world.get("notes", a["note_id"])
        out.append(
            {
                "id": a["id"],
                "image_id": a["image_id"],
                "kind": a["kind"],
                "caption": a["caption"],
                "note_id": note["id"],
                "note_title": _title_of(note),
                "added_at": a["added_at"],
            }
        )
    return out[:limit]


# ----------------------------------------------------------------------------- writing


@tool(
    domain=DOMAIN,
    reads=_READS,
    writes=("notes", "note_checklist_items", "note_attachments"),
)
def create_note(
    ctx: WorldContext,
    title: Title = "",
    body: Body = "",
    folder_id: FolderId | None = None,
    tags: TagList | None = None,
    checklist_items: ItemList | None = None,
    image_ids: ImageIds | None = None,
    pinned: bool = False,
) -> dict[str, Any]:
    """Create a note. Without a title the first line of the body becomes the title.

    Args:
        title: Note title, e.g. "Packing list".
        body: Note text (plain text, new lines allowed).
        folder_id: Folder, e.g. "nfd_0002" (from list_note_folders); default the built-in
            Notes folder.
        tags: Tags without "#", e.g. ["recipes", "family"].
        checklist_items: Checklist lines to add, e.g. ["eggs", "milk"].
        image_ids: Photos to attach, e.g. ["img_3"].
        pinned: Pin it to the top.
    """
    world = ctx.world
    folder = _folder_arg(ctx, folder_id) if folder_id is not None else None
    text = body.strip("\n")
    name = title.strip() or (text.strip().splitlines() or [""])[0].strip()[:100]
    items = _clean_items(checklist_items) if checklist_items else []
    images = _check_images(ctx, image_ids or [])
    if not name and not items and not images:
        raise ToolError("the note is empty: give a title, body, checklist_items or image_ids")
    tag_list = _clean_tags(tags or [])
    now = ctx.clock.now()
    # One write (the note) needs no transaction of its own: a failed insert changes nothing.
    with world.transaction() if items or images else nullcontext():
        note = world.insert(
            "notes",
            {
                "folder_id": None if folder is None else folder["id"],
                "title": name,
                "body": text,
                "tags": tag_list,
                "is_pinned": pinned,
                "created_at": now,
                "updated_at": now,
            },
        )
        item_rows = [
            world.insert(
                "note_checklist_items", {"note_id": note["id"], "text": item, "position": position}
            )
            for position, item in enumerate(items, start=1)
        ]
        attachment_rows = [
            world.insert(
                "note_attachments",
                {"note_id": note["id"], "image_id": image_id, "kind": "photo", "added_at": now},
            )
            for image_id in images
        ]
    # The view from the rows just written: a new note has no collaborators.
    folder_name = "Notes" if folder is None else str(folder["name"])
    return _full_of(world, note, folder_name, item_rows, attachment_rows, [])


@tool(domain=DOMAIN, reads=_READS, writes=("notes",))
def update_note(
    ctx: WorldContext,
    note_id: NoteId,
    title: Title | None = None,
    body: Body | None = None,
    passcode: Passcode | None = None,
) -> dict[str, Any]:
    """Replace a note's title and/or body (use append_to_note to add text, and
    replace_text_in_note to change a phrase).

    Args:
        note_id: Id of the note, e.g. "note_0004".
        title: New title.
        body: New body (replaces the whole text).
        passcode: The notes passcode, for locked notes.
    """
    note = _note(ctx, note_id)
    _editable(ctx, note, passcode, "edit it")
    changes: dict[str, Any] = {}
    if title is not None and title.strip() != note["title"]:
        if not title.strip():
            raise ToolError("the title cannot be empty")
        changes["title"] = title.strip()
    if body is not None and body.strip("\n") != note["body"]:
        changes["body"] = body.strip("\n")
    if not changes:
        raise ToolError(f"nothing to change for note {note['id']}: give a different title or body")
    return _full(ctx, _touch(ctx, note, changes))


@tool(domain=DOMAIN, reads=_READS, writes=("notes",))
def append_to_note(
    ctx: WorldContext,
    note_id: NoteId,
    text: Annotated[str, Field(min_length=1, max_length=20000)],
    passcode: Passcode | None = None,
) -> dict[str, Any]:
    """Add text at the end of a note's body, on a new line.

    Args:
        note_id: Id of the note, e.g. "note_0004".
        text: Text to add.
        passcode: The notes passcode, for locked notes.
    """
    note = _note(ctx, note_id)
    _editable(ctx, note, passcode, "edit it")
    addition = text.strip("\n")
    if not addition.strip():
        raise ToolError("nothing to append: the text is empty")
    current = str(note["body"])
    new_body = f"{current}\n{addition}" if current else addition
    return _full(ctx, _touch(ctx, note, {"body": new_body}))


@tool(domain=DOMAIN, reads=_READS, writes=("notes",))
def replace_text_in_note(
    ctx: WorldContext,
    note_id: NoteId,
    find: Annotated[str, Field(min_length=1, max_length=1000)],
    replace_with: Annotated[str, Field(max_length=5000)],
    match_case: bool = False,
    passcode: Passcode | None = None,
) -> dict[str, Any]:
    """Replace every occurrence of a phrase in a note's body (Find and Replace).

    Args:
        note_id: Id of the note, e.g. "note_0004".
        find: Text to find.
        replace_with: Replacement text ("" deletes the phrase).
        match_case: Only match the exact capitalisation.
        passcode: The notes passcode, for locked notes.

    Returns:
        The note and how many replacements were made.
    """
    note = _note(ctx, note_id)
    _editable(ctx, note, passcode, "edit it")
    pattern = re.compile(re.escape(find), 0 if match_case else re.IGNORECASE)
    new_body, count = pattern.subn(lambda _m: replace_with, str(note["body"]))
    if count == 0:
        raise ToolError(f"{find!r} does not occur in the body of note {note['id']}")
    if new_body == note["body"]:
        raise ToolError("the replacement does not change the note")
    return {**_full(ctx, _touch(ctx, note, {"body": new_body})), "replacements": count}


@tool(domain=DOMAIN, reads=("notes",), writes=("notes",))
def delete_note(ctx: WorldContext, note_id: NoteId) -> dict[str, Any]:
    """Delete a note: it moves to Recently Deleted, where it stays restorable for 30
    days (restore_note).

    Args:
        note_id: Id of the note, e.g. "note_0004".
    """
    note = _note(ctx, note_id)
    if note["deleted_at"] is not None:
        raise ToolError(
            f"note {note['id']} is already in Recently Deleted; use permanently_delete_note "
            "to erase it"
        )
    ctx.world.update("notes", note["id"], {"deleted_at": ctx.clock.now(), "is_pinned": False})
    return {
        "deleted_note_id": note["id"],
        "title": _title_of(note),
        "restorable_for_days": RETENTION_DAYS,
    }


@tool(domain=DOMAIN, reads=("notes", "note_folders"))
def list_recently_deleted_notes(ctx: WorldContext) -> list[dict[str, Any]]:
    """List notes in Recently Deleted, most recently deleted first, with the days left
    before they are erased."""
    world = ctx.world
    rows = [n for n in world.select("notes", order_by="deleted_at DESC") if n["deleted_at"]]
    return [
        {
            "id": n["id"],
            "title": _title_of(n),
            "deleted_at": n["deleted_at"],
            "days_until_erased": _days_left(ctx, n),
            "original_folder": _folder_name(world, n["folder_id"]),
        }
        for n in rows
    ]


@tool(domain=DOMAIN, reads=("notes", "note_folders"), writes=("notes",))
def restore_note(
    ctx: WorldContext, note_id: NoteId, folder_id: FolderId | None = None
) -> dict[str, Any]:
    """Restore a note from Recently Deleted to its folder (or the Notes folder if that
    folder is gone), or to another folder.

    Args:
        note_id: Id of the deleted note, e.g. "note_0021" (from list_recently_deleted_notes).
        folder_id: Folder to restore into, e.g. "nfd_0002" or "notes".
    """
    note = _note(ctx, note_id)
    if note["deleted_at"] is None:
        raise ToolError(f"note {note['id']} ({_title_of(note)!r}) is not in Recently Deleted")
    changes: dict[str, Any] = {"deleted_at": None}
    if folder_id is not None:
        folder = _folder_arg(ctx, folder_id)
        changes["folder_id"] = None if folder is None else folder["id"]
    row = ctx.world.update("notes", note["id"], changes)
    return _summary(ctx, row)


@tool(domain=DOMAIN, reads=("notes",), writes=_CONTENT)
def permanently_delete_note(ctx: WorldContext, note_id: NoteId) -> dict[str, Any]:
    """Erase a note that is in Recently Deleted (cannot be undone).

    Args:
        note_id: Id of the note, e.g. "note_0021" (from list_recently_deleted_notes).
    """
    note = _note(ctx, note_id)
    if note["deleted_at"] is None:
        raise ToolError(
            f"note {note['id']} is not in Recently Deleted; delete it with delete_note first"
        )
    ctx.world.delete("notes", note["id"])
    return {"erased_note_id": note["id"], "title": _title_of(note)}


@tool(domain=DOMAIN, reads=("notes",), writes=_CONTENT)
def empty_recently_deleted_notes(ctx: WorldContext) -> dict[str, Any]:
    """Erase every note in Recently Deleted (cannot be undone)."""
    world = ctx.world
    ids = [
        r["id"]
        for r in world.query("SELECT id FROM notes WHERE deleted_at IS NOT NULL ORDER BY rowid")
    ]
    if not ids:
        raise ToolError("Recently Deleted is already empty")
    world.delete_where("notes", None, sql="deleted_at IS NOT NULL")
    return {"erased_note_ids": ids, "count": len(ids)}


@tool(domain=DOMAIN, reads=("notes", "note_folders"), writes=("notes",))
def move_note(ctx: WorldContext, note_id: NoteId, folder_id: FolderId) -> dict[str, Any]:
    """Move a note to another folder.

    Args:
        note_id: Id of the note, e.g. "note_0004".
        folder_id: Target folder, e.g. "nfd_0003", or "notes" for the built-in folder.
    """
    note = _note(ctx, note_id)
    _not_deleted(note)
    folder = _folder_arg(ctx, folder_id)
    target = None if folder is None else folder["id"]
    if target == note["folder_id"]:
        raise ToolError(f"note {note['id']} is already in {_folder_name(ctx.world, target)!r}")
    return _summary(ctx, ctx.world.update("notes", note["id"], {"folder_id": target}))


@tool(domain=DOMAIN, reads=_READS, writes=("notes", "note_checklist_items", "note_attachments"))
def duplicate_note(
    ctx: WorldContext, note_id: NoteId, passcode: Passcode | None = None
) -> dict[str, Any]:
    """Duplicate a note (title, body, tags, checklist and attachments) in the same
    folder. The copy is the owner's own, unshared and unpinned.

    Args:
        note_id: Id of the note, e.g. "note_0004".
        passcode: The notes passcode, for locked notes.
    """
    world = ctx.world
    note = _note(ctx, note_id)
    _not_deleted(note)
    _unlock(world, note, passcode)
    now = ctx.clock.now()
    with world.transaction():
        copy = world.insert(
            "notes",
            {
                "folder_id": note["folder_id"],
                "title": note["title"],
                "body": note["body"],
                "tags": note["tags"],
                "is_locked": note["is_locked"],
                "created_at": now,
                "updated_at": now,
            },
        )
        for item in _items(world, note["id"]):
            world.insert(
                "note_checklist_items",
                {
                    "note_id": copy["id"],
                    "text": item["text"],
                    "is_checked": item["is_checked"],
                    "position": item["position"],
                },
            )
        for a in _attachments(world, note["id"]):
            world.insert(
                "note_attachments",
                {
                    "note_id": copy["id"],
                    "image_id": a["image_id"],
                    "kind": a["kind"],
                    "caption": a["caption"],
                    "added_at": now,
                },
            )
    return _full(ctx, copy)


def _pin(ctx: WorldContext, note_id: str, value: bool) -> dict[str, Any]:
    note = _note(ctx, note_id)
    _not_deleted(note)
    what = f"note {note['id']} ({_title_of(note)!r})"
    state = "pinned" if value else "not pinned"
    return _summary(ctx, set_flag(ctx.world, "notes", note, "is_pinned", value, what, state))


@tool(domain=DOMAIN, reads=("notes",), writes=("notes",))
def pin_note(ctx: WorldContext, note_id: NoteId) -> dict[str, Any]:
    """Pin a note to the top of its folder.

    Args:
        note_id: Id of the note, e.g. "note_0004".
    """
    return _pin(ctx, note_id, True)


@tool(domain=DOMAIN, reads=("notes",), writes=("notes",))
def unpin_note(ctx: WorldContext, note_id: NoteId) -> dict[str, Any]:
    """Unpin a note so it no longer stays at the top of its folder.

    Args:
        note_id: Id of the note, e.g. "note_0004".
    """
    return _pin(ctx, note_id, False)


# ----------------------------------------------------------------------------- locking


@tool(domain=DOMAIN, reads=("notes", "notes_settings", "note_collaborators"), writes=("notes",))
def lock_note(ctx: WorldContext, note_id: NoteId) -> dict[str, Any]:
    """Lock a note with the notes passcode (set one first with set_notes_passcode).
    Shared notes cannot be locked.

    Args:
        note_id: Id of the note, e.g. "note_0004".
    """
    world = ctx.world
    note = _note(ctx, note_id)
    _not_deleted(note)
    if note["is_locked"]:
        raise ToolError(f"note {note['id']} ({_title_of(note)!r}) is already locked")
    if _passcode(world) is None:
        raise ToolError("no notes passcode is set; set one with set_notes_passcode first")
    if note["access"] != "owner" or _collaborators(world, note["id"]):
        raise ToolError(
            f"note {note['id']} ({_title_of(note)!r}) is shared; shared notes cannot be locked "
            "(stop sharing it first)"
        )
    return _summary(ctx, world.update("notes", note["id"], {"is_locked": True}))


@tool(domain=DOMAIN, reads=("notes", "notes_settings"), writes=("notes",))
def remove_note_lock(ctx: WorldContext, note_id: NoteId, passcode: Passcode) -> dict[str, Any]:
    """Remove the lock from a note (needs the notes passcode).

    Args:
        note_id: Id of the note, e.g. "note_0009".
        passcode: The notes passcode.
    """
    world = ctx.world
    note = _note(ctx, note_id)
    if not note["is_locked"]:
        raise ToolError(f"note {note['id']} ({_title_of(note)!r}) is not locked")
    _unlock(world, note, passcode)
    return _summary(ctx, world.update("notes", note["id"], {"is_locked": False}))


@tool(domain=DOMAIN, reads=("notes_settings",), writes=("notes_settings",))
def set_notes_passcode(
    ctx: WorldContext,
    new_passcode: Annotated[str, Field(min_length=1, max_length=64)],
    current_passcode: Passcode | None = None,
    hint: Annotated[str, Field(max_length=100)] | None = None,
) -> dict[str, Any]:
    """Set or change the passcode that locks notes. Changing it needs the current
    passcode; it applies to every locked note.

    Args:
        new_passcode: New passcode, at least 4 characters.
        current_passcode: The current passcode (required when one is set).
        hint: Optional hint shown after a wrong passcode.
    """
    world = ctx.world
    code = _passcode(world)
    new = new_passcode.strip()
    if len(new) < 4:
        raise ToolError("the passcode must be at least 4 characters")
    if code is not None:
        if current_passcode is None or current_passcode.strip() != code:
            raise ToolError("a notes passcode is already set: give the correct current_passcode")
        if new == code:
            raise ToolError("the new passcode is the same as the current one")
    clean_hint = hint.strip() if hint else None
    if clean_hint and new.lower() in clean_hint.lower():
        raise ToolError("the hint must not contain the passcode")
    with world.transaction():
        _put_setting(world, "passcode", new)
        _put_setting(world, "passcode_hint", clean_hint)
    return {"passcode_set": True, "hint": clean_hint}


@tool(domain=DOMAIN, reads=("notes_settings",))
def get_notes_settings(ctx: WorldContext) -> dict[str, Any]:
    """Notes settings: whether a passcode is set (never the passcode itself), its hint,
    and the note sort order."""
    world = ctx.world
    return {
        "passcode_set": _passcode(world) is not None,
        "passcode_hint": _setting(world, "passcode_hint"),
        "sort_by": _sort_setting(world),
    }


@tool(domain=DOMAIN, reads=("notes_settings",), writes=("notes_settings",))
def set_notes_sort_order(ctx: WorldContext, sort_by: SortBy) -> dict[str, Any]:
    """Set how notes are sorted in lists (pinned notes stay on top).

    Args:
        sort_by: "date_edited" (newest edit first), "date_created" (newest first) or
            "title" (A-Z).
    """
    world = ctx.world
    if _sort_setting(world) == sort_by:
        raise ToolError(f"notes are already sorted by {sort_by}")
    _put_setting(world, "sort_by", sort_by)
    return {"sort_by": sort_by}


# ----------------------------------------------------------------------------- tags


@tool(domain=DOMAIN, reads=("notes",), writes=("notes",))
def add_note_tags(
    ctx: WorldContext, note_id: NoteId, tags: TagList, passcode: Passcode | None = None
) -> dict[str, Any]:
    """Add tags (e.g. "recipes") to a note.

    Args:
        note_id: Id of the note, e.g. "note_0004".
        tags: Tags without "#", e.g. ["travel"].
        passcode: The notes passcode, for locked notes.
    """
    note = _note(ctx, note_id)
    _editable(ctx, note, passcode, "tag it")
    wanted = _clean_tags(tags)
    if not wanted:
        raise ToolError("give at least one tag")
    current = list(note["tags"] or [])
    new = [t for t in wanted if t not in current]
    if not new:
        raise ToolError(f"note {note['id']} already has the tags {', '.join(wanted)}")
    return _full(ctx, _touch(ctx, note, {"tags": current + new}))


@tool(domain=DOMAIN, reads=("notes",), writes=("notes",))
def remove_note_tags(
    ctx: WorldContext, note_id: NoteId, tags: TagList, passcode: Passcode | None = None
) -> dict[str, Any]:
    """Remove tags from a note.

    Args:
        note_id: Id of the note, e.g. "note_0004".
        tags: Tags to remove, e.g. ["work"].
        passcode: The notes passcode, for locked notes.
    """
    note = _note(ctx, note_id)
    _editable(ctx, note, passcode, "change its tags")
    unwanted = _clean_tags(tags)
    if not unwanted:
        raise ToolError("give at least one tag")
    current = list(note["tags"] or [])
    missing = [t for t in unwanted if t not in current]
    if missing:
        raise ToolError(
            f"note {note['id']} has no tag {', '.join(missing)} "
            f"(its tags: {', '.join(current) or 'none'})"
        )
    return _full(ctx, _touch(ctx, note, {"tags": [t for t in current if t not in unwanted]}))


@tool(domain=DOMAIN, reads=("notes",))
def list_note_tags(ctx: WorldContext) -> list[dict[str, Any]]:
    """List every tag used in notes with how many notes carry it (Recently Deleted
    excluded), most used first."""
    # Counted in the database, most used first, then by tag.
    rows = ctx.world.query(
        "SELECT j.value AS tag, COUNT(*) AS n FROM notes nt, json_each(nt.tags) j "
        "WHERE nt.deleted_at IS NULL GROUP BY j.value ORDER BY n DESC, j.value"
    )
    return [{"tag": str(row["tag"]), "note_count": int(row["n"])} for row in rows]


# ----------------------------------------------------------------------------- checklists


@tool(
    domain=DOMAIN, reads=("notes", "note_checklist_items"), writes=("note_checklist_items", "notes")
)
def add_note_checklist_items(
    ctx: WorldContext, note_id: NoteId, items: ItemList, passcode: Passcode | None = None
) -> dict[str, Any]:
    """Add checklist items at the end of a note's checklist (creating the checklist).

    Args:
        note_id: Id of the note, e.g. "note_0002".
        items: Lines to add, e.g. ["lemons", "coffee beans"].
        passcode: The notes passcode, for locked notes.
    """
    world = ctx.world
    note = _note(ctx, note_id)
    _editable(ctx, note, passcode, "edit it")
    lines = _clean_items(items)
    existing = _items(world, note["id"])
    start = max((int(i["position"]) for i in existing), default=0)
    with world.transaction():
        for offset, line in enumerate(lines, start=1):
            world.insert(
                "note_checklist_items",
                {"note_id": note["id"], "text": line, "position": start + offset},
            )
        row = _touch(ctx, note)
    return _full(ctx, row)


def _set_checked(
    ctx: WorldContext, item_id: str, value: bool, passcode: str | None
) -> dict[str, Any]:
    item, note = _item(ctx, item_id)
    _editable(ctx, note, passcode, "tick its checklist")
    if item["is_checked"] == value:
        raise ToolError(
            f"checklist item {item['id']} ({item['text']!r}) is already "
            f"{'checked' if value else 'unchecked'}"
        )
    with ctx.world.transaction():
        ctx.world.update("note_checklist_items", item["id"], {"is_checked": value})
        row = _touch(ctx, note)
    return _full(ctx, row)


@tool(
    domain=DOMAIN, reads=("notes", "note_checklist_items"), writes=("note_checklist_items", "notes")
)
def check_note_checklist_item(
    ctx: WorldContext, item_id: ItemId, passcode: Passcode | None = None
) -> dict[str, Any]:
    """Tick a checklist item.

    Args:
        item_id: Id of the checklist item, e.g. "nci_0007" (from get_note).
        passcode: The notes passcode, for locked notes.
    """
    return _set_checked(ctx, item_id, True, passcode)


@tool(
    domain=DOMAIN, reads=("notes", "note_checklist_items"), writes=("note_checklist_items", "notes")
)
def uncheck_note_checklist_item(
    ctx: WorldContext, item_id: ItemId, passcode: Passcode | None = None
) -> dict[str, Any]:
    """Untick a checklist item.

    Args:
        item_id: Id of the checklist item, e.g. "nci_0007" (from get_note).
        passcode: The notes passcode, for locked notes.
    """
    return _set_checked(ctx, item_id, False, passcode)


@tool(
    domain=DOMAIN, reads=("notes", "note_checklist_items"), writes=("note_checklist_items", "notes")
)
def remove_note_checklist_item(
    ctx: WorldContext, item_id: ItemId, passcode: Passcode | None = None
) -> dict[str, Any]:
    """Delete a line from a note's checklist.

    Args:
        item_id: Id of the checklist item, e.g. "nci_0007" (from get_note).
        passcode: The notes passcode, for locked notes.
    """
    item, note = _item(ctx, item_id)
    _editable(ctx, note, passcode, "edit it")
    with ctx.world.transaction():
        ctx.world.delete("note_checklist_items", item["id"])
        row = _touch(ctx, note)
    return {**_full(ctx, row), "removed_item": item["text"]}


# ----------------------------------------------------------------------------- attachments


@tool(domain=DOMAIN, reads=("notes", "note_attachments"), writes=("note_attachments", "notes"))
def attach_image_to_note(
    ctx: WorldContext,
    note_id: NoteId,
    image_id: Annotated[str, Field(min_length=1, max_length=64)],
    kind: AttachmentKind = "photo",
    caption: Annotated[str, Field(max_length=300)] | None = None,
    passcode: Passcode | None = None,
) -> dict[str, Any]:
    """Attach a photo or a document scan (an image id) to a note.

    Args:
        note_id: Id of the note, e.g. "note_0004".
        image_id: The image, e.g. "img_5".
        kind: "photo" or "scan" (a scanned document, receipt or card).
        caption: Optional caption, e.g. "Receipt from the hardware store".
        passcode: The notes passcode, for locked notes.
    """
    world = ctx.world
    note = _note(ctx, note_id)
    image = ctx.images.get(image_id.strip()).image_id
    _editable(ctx, note, passcode, "add attachments")
    if world.select("note_attachments", {"note_id": note["id"], "image_id": image}):
        raise ToolError(f"image {image} is already attached to note {note['id']}")
    with world.transaction():
        world.insert(
            "note_attachments",
            {
                "note_id": note["id"],
                "image_id": image,
                "kind": kind,
                "caption": caption.strip() if caption and caption.strip() else None,
                "added_at": ctx.clock.now(),
            },
        )
        row = _touch(ctx, note)
    return _full(ctx, row)


@tool(domain=DOMAIN, reads=("notes", "note_attachments"), writes=("note_attachments", "notes"))
def remove_note_attachment(
    ctx: WorldContext,
    attachment_id: Annotated[str, Field(min_length=1, max_length=64)],
    passcode: Passcode | None = None,
) -> dict[str, Any]:
    """Remove a photo or scan from a note (the image itself stays in the episode).

    Args:
        attachment_id: Id of the attachment, e.g. "nat_0002" (from get_note).
        passcode: The notes passcode, for locked notes.
    """
    world = ctx.world
    attachment = world.get("note_attachments", attachment_id.strip())
    note = world.get("notes", attachment["note_id"])
    _editable(ctx, note, passcode, "remove attachments")
    with world.transaction():
        world.delete("note_attachments", attachment["id"])
        row = _touch(ctx, note)
    return {**_full(ctx, row), "removed_image_id": attachment["image_id"]}


# ----------------------------------------------------------------------------- sharing


@tool(
    domain=DOMAIN,
    reads=("notes", "note_collaborators", "contacts", "contact_emails", "contact_phones"),
    writes=("note_collaborators",),
)
def share_note(
    ctx: WorldContext, note_id: NoteId, contact_id: ContactId, permission: Permission = "can_edit"
) -> dict[str, Any]:
    """Share a note with a contact (invited by email or phone). Locked notes and notes
    others shared with you cannot be shared.

    Args:
        note_id: Id of the note, e.g. "note_0004".
        contact_id: Contact to invite, e.g. "ct_0005" (from search_contacts).
        permission: "can_edit" or "view_only".
    """
    world = ctx.world
    note = _note(ctx, note_id)
    contact = world.get("contacts", contact_id.strip())
    _not_deleted(note)
    _owned(note, "add people", world)
    if note["is_locked"]:
        raise ToolError(f"note {note['id']} is locked; locked notes cannot be shared")
    if world.select("note_collaborators", {"note_id": note["id"], "contact_id": contact["id"]}):
        raise ToolError(
            f"note {note['id']} is already shared with {display_name(contact)}; use "
            "change_note_collaborator_permission to change their access"
        )
    reachable = world.count("contact_emails", {"contact_id": contact["id"]}) + world.count(
        "contact_phones", {"contact_id": contact["id"]}
    )
    if not reachable:
        raise ToolError(f"{display_name(contact)} has no email or phone number to invite")
    world.insert(
        "note_collaborators",
        {
            "note_id": note["id"],
            "contact_id": contact["id"],
            "permission": permission,
            "invited_at": ctx.clock.now(),
        },
    )
    return _full(ctx, note)


@tool(
    domain=DOMAIN,
    reads=("notes", "note_collaborators", "contacts"),
    writes=("note_collaborators",),
)
def change_note_collaborator_permission(
    ctx: WorldContext, note_id: NoteId, contact_id: ContactId, permission: Permission
) -> dict[str, Any]:
    """Change whether a collaborator can edit a shared note or only view it.

    Args:
        note_id: Id of the note, e.g. "note_0002".
        contact_id: The collaborator's contact id, e.g. "ct_0005" (see get_note).
        permission: "can_edit" or "view_only".
    """
    world = ctx.world
    note = _note(ctx, note_id)
    _owned(note, "change permissions", world)
    row, contact = _collaborator(world, note, contact_id)
    if row["permission"] == permission:
        raise ToolError(f"{display_name(contact)} already has {permission} access")
    world.update("note_collaborators", row["id"], {"permission": permission})
    return _full(ctx, note)


@tool(
    domain=DOMAIN,
    reads=("notes", "note_collaborators", "contacts"),
    writes=("note_collaborators",),
)
def stop_sharing_note(
    ctx: WorldContext, note_id: NoteId, contact_id: ContactId | None = None
) -> dict[str, Any]:
    """Remove one collaborator from a shared note, or stop sharing it with everyone.

    Args:
        note_id: Id of the note, e.g. "note_0002".
        contact_id: Collaborator to remove, e.g. "ct_0005"; omit to remove everyone.
    """
    world = ctx.world
    note = _note(ctx, note_id)
    _owned(note, "stop sharing it", world)
    if contact_id is not None:
        row, _ = _collaborator(world, note, contact_id)
        rows = [row]
    else:
        rows = _collaborators(world, note["id"])
        if not rows:
            raise ToolError(f"note {note['id']} ({_title_of(note)!r}) is not shared")
    with world.transaction():
        for r in rows:
            world.delete("note_collaborators", r["id"])
    return {**_full(ctx, note), "removed": [r["contact_id"] for r in rows]}


@tool(domain=DOMAIN, reads=_READS)
def list_shared_notes(ctx: WorldContext) -> list[dict[str, Any]]:
    """List notes shared by the owner (with their collaborators) and notes others
    shared with the owner (with who shared them and the owner's access)."""
    world = ctx.world
    out = []
    for note in _live_notes(world):
        collabs = _collaborators(world, note["id"])
        if not collabs and note["access"] == "owner":
            continue
        out.append(
            {
                "id": note["id"],
                "title": _title_of(note),
                "direction": "shared_by_me" if note["access"] == "owner" else "shared_with_me",
                "access": note["access"],
                "shared_by": _contact_name(world, note["shared_by_contact_id"]),
                "collaborators": [
                    {
                        "contact_id": c["contact_id"],
                        "name": _contact_name(world, c["contact_id"]),
                        "permission": c["permission"],
                    }
                    for c in collabs
                ],
            }
        )
    return out


# ----------------------------------------------------------------------------- seed

_FOLDERS: tuple[tuple[str, str | None], ...] = (
    ("Work", None),
    ("1:1s", "Work"),
    ("Personal", None),
    ("Recipes", None),
    ("Travel", None),
    ("Book Club", None),
)


class SeedCollaborator(DataModel):
    """A contact a seeded note is shared with."""

    contact: str
    permission: Permission


class SeedAttachment(DataModel):
    """A picture on a seeded note: which drawing (`_seed_image`), its kind and caption."""

    image: Literal["whiteboard", "vaccination", "recipe"]
    kind: AttachmentKind
    caption: str


class SeedNote(DataModel):
    """A seeded note. Checklist items starting with "[x] " are ticked; ``created``,
    ``edited`` and ``deleted`` are days ago; ``shared_by`` is the contact who shared it."""

    folder: str | None
    title: str
    body: str
    tags: tuple[str, ...] = ()
    items: tuple[str, ...] = ()
    pinned: bool = False
    locked: bool = False
    shared_by: str | None = None
    access: Literal["owner", "can_edit", "view_only"] = "owner"
    collaborators: tuple[SeedCollaborator, ...] = ()
    images: tuple[SeedAttachment, ...] = ()
    created: float = 60.0
    edited: float = 5.0
    deleted: float | None = None


class NotesSeed(DataModel):
    """``data/sandbox/domains/notes_seed.json``: the seeded notes."""

    notes: tuple[SeedNote, ...]


@cache
def notes_seed() -> NotesSeed:
    """The bundled notes, read and validated on first use."""
    return load_domain_data("notes_seed", NotesSeed)


def _seed_image(kind: str) -> Image.Image:
    """Small deterministic stand-in photos and scans for note attachments."""
    if kind == "whiteboard":
        img = Image.new("RGB", (320, 200), (245, 245, 240))
        draw = ImageDraw.Draw(img)
        draw.rectangle((8, 8, 311, 191), outline=(120, 120, 120), width=3)
        draw.text((20, 20), "Q3 THEMES", fill=(30, 60, 160))
        for y, text, color in (
            (50, "- Onboarding v2", (200, 40, 40)),
            (75, "- Care plan reminders", (30, 120, 60)),
            (100, "- Dark mode", (30, 60, 160)),
        ):
            draw.text((30, y), text, fill=color)
        draw.rectangle((210, 120, 290, 170), fill=(255, 230, 100))
        draw.text((216, 135), "freeze?", fill=(40, 40, 40))
        return img
    if kind == "vaccination":
        img = Image.new("RGB", (220, 300), (255, 255, 255))
        draw = ImageDraw.Draw(img)
        draw.text((15, 12), "GOLDEN GATE VETERINARY", fill=(0, 0, 0))
        draw.text((15, 34), "Patient: BISCUIT (canine)", fill=(0, 0, 0))
        for i, line in enumerate(("Rabies    09/2024", "DHPP      03/2025", "Bordetella 03/2025")):
            draw.text((15, 70 + 22 * i), line, fill=(0, 0, 0))
        draw.line((15, 160, 200, 160), fill=(0, 0, 0))
        return img
    img = Image.new("RGB", (260, 180), (250, 240, 215))
    draw = ImageDraw.Draw(img)
    draw.text((14, 12), "LASAGNA - from Carol", fill=(80, 40, 20))
    for i, line in enumerate(("1 lb ground beef", "2 cups ricotta", "9 noodles", "nutmeg!")):
        draw.text((20, 40 + 22 * i), line, fill=(60, 60, 140))
    return img


def seed(world: World, rng: random.Random) -> None:
    """Fill the Notes app: six folders (Work with a 1:1s subfolder, Personal, Recipes,
    Travel, Book Club), ~20 notes about the owner's life (a shared grocery list, the Q3
    roadmap with a whiteboard photo, Grandma's birthday plan, two locked notes, recipes
    with a scanned card, notes shared with the owner by a coworker and the soccer
    coach), checklists, tags, three images, two notes in Recently Deleted and a notes
    passcode (0922, hint "Biscuit's birthday")."""
    now = world.clock.now()
    folders: dict[str, str] = {}
    for i, (name, parent) in enumerate(_FOLDERS):
        folders[name] = world.insert(
            "note_folders",
            {
                "name": name,
                "parent_id": None if parent is None else folders[parent],
                "created_at": world.clock.days_ago(500 - 40 * i),
            },
        )["id"]

    def contact(name: str) -> str:
        first, last = name.split(" ", 1)
        return seed_contact_id(world, first, last)

    images = {
        kind: world.images.add_pil(_seed_image(kind), source=f"seed:notes/{kind}").image_id
        for kind in ("whiteboard", "vaccination", "recipe")
    }
    for seeded in notes_seed().notes:
        jitter = timedelta(minutes=rng.randint(0, 240))
        created: datetime = now - timedelta(days=seeded.created) - jitter
        edited = max(created, now - timedelta(days=seeded.edited) - jitter)
        note = world.insert(
            "notes",
            {
                "folder_id": None if seeded.folder is None else folders[seeded.folder],
                "title": seeded.title,
                "body": seeded.body,
                "tags": list(seeded.tags),
                "is_pinned": seeded.pinned,
                "is_locked": seeded.locked,
                "shared_by_contact_id": None
                if seeded.shared_by is None
                else contact(seeded.shared_by),
                "access": seeded.access,
                "created_at": created,
                "updated_at": edited,
                "deleted_at": None
                if seeded.deleted is None
                else now - timedelta(days=seeded.deleted),
            },
        )
        for position, line in enumerate(seeded.items, start=1):
            checked = line.startswith("[x] ")
            world.insert(
                "note_checklist_items",
                {
                    "note_id": note["id"],
                    "text": line[4:] if checked else line,
                    "is_checked": checked,
                    "position": position,
                },
            )
        for attachment in seeded.images:
            kind, attachment_kind, caption = attachment.image, attachment.kind, attachment.caption
            world.insert(
                "note_attachments",
                {
                    "note_id": note["id"],
                    "image_id": images[kind],
                    "kind": attachment_kind,
                    "caption": caption,
                    "added_at": created + timedelta(minutes=5),
                },
            )
        for collaborator in seeded.collaborators:
            who, permission = collaborator.contact, collaborator.permission
            world.insert(
                "note_collaborators",
                {
                    "note_id": note["id"],
                    "contact_id": contact(who),
                    "permission": permission,
                    "invited_at": created + timedelta(hours=1),
                },
            )
    world.insert("notes_settings", {"key": "passcode", "value": "0922"})
    world.insert("notes_settings", {"key": "passcode_hint", "value": "Biscuit's birthday"})
    world.insert("notes_settings", {"key": "sort_by", "value": "date_edited"})
