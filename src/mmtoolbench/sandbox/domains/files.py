"""Files: the owner's iCloud Drive as seen in the Files app.

Folders and files form a tree whose top level ("iCloud Drive", pseudo-id ``"root"``)
is not a row: top-level items have a null parent. Files carry their size and MIME type;
text files keep their content (and earlier versions), image files the image id of
their picture in the episode's image store. Items can be tagged with colors,
favorited, shared with contacts (view or edit), and deleted into Recently Deleted
(``trashed_at``), from which they can be restored until the trash is emptied. Items
shared *with* the owner have ``owner_contact_id`` and ``my_permission`` set; what is
inside a shared folder inherits both.
"""

from __future__ import annotations

import io
import json
import random
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from functools import cache
from typing import Annotated, Any, Literal

from PIL import Image, ImageDraw
from pydantic import Field, model_validator

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.images import encode_png
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains._common import DataModel, display_name, load_domain_data
from mmtoolbench.sandbox.domains.contacts import primary_number, seed_contact_id
from mmtoolbench.sandbox.world.schema import Column, KeyIndex, Table
from mmtoolbench.sandbox.world.state import Row, World

DOMAIN = "files"
REQUIRES: tuple[str, ...] = ("contacts",)

_FOLDER_HINT = "use list_drive_folder, get_drive_tree or search_files to find folder ids"
_FILE_HINT = "use list_drive_folder or search_files to find file ids"
_COLORS = ("red", "orange", "yellow", "green", "blue", "purple", "gray")


def _casefold(text: str | None) -> str | None:
    return None if text is None else text.casefold()


TABLES: tuple[Table, ...] = (
    Table(
        name="drive_folders",
        search_columns=("name",),
        domain=DOMAIN,
        entity="folder",
        id_prefix="fld",
        key_indexes=(KeyIndex("folded_name", ("name",), lambda name: _casefold(name)),),
        lookup_hint=_FOLDER_HINT,
        description="Folders of iCloud Drive; parent_id null = top level.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Folder id, e.g. fld_0003."),
            Column("name", "TEXT", not_null=True),
            Column(
                "parent_id",
                "TEXT",
                references="drive_folders.id",
                on_delete="CASCADE",
                description="Containing folder; null = top level of iCloud Drive.",
            ),
            Column("is_favorite", "BOOLEAN", not_null=True, default=False),
            Column("created_at", "DATETIME", not_null=True),
            Column("modified_at", "DATETIME", not_null=True),
            Column("trashed_at", "DATETIME", description="When it was deleted (in trash)."),
            Column(
                "owner_contact_id",
                "TEXT",
                references="contacts.id",
                on_delete="CASCADE",
                description="Contact who shared it with the owner; null = the owner's own.",
            ),
            Column(
                "my_permission",
                "TEXT",
                choices=("view", "edit"),
                description="The owner's access to an item shared with them.",
            ),
        ),
    ),
    Table(
        name="drive_files",
        search_columns=("name", "content"),
        domain=DOMAIN,
        entity="file",
        id_prefix="fil",
        key_indexes=(
            KeyIndex("folded_name", ("name",), lambda name: _casefold(name)),
            KeyIndex("extension", ("name",), lambda name: _extension(name)),
        ),
        indexes=(("modified_at",),),
        lookup_hint=_FILE_HINT,
        description="Files of iCloud Drive; folder_id null = top level.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="File id, e.g. fil_0012."),
            Column("name", "TEXT", not_null=True, description="Name with extension."),
            Column(
                "folder_id",
                "TEXT",
                references="drive_folders.id",
                on_delete="CASCADE",
                description="Containing folder; null = top level of iCloud Drive.",
            ),
            Column("mime_type", "TEXT", not_null=True, default="application/octet-stream"),
            Column("size_bytes", "INTEGER", not_null=True, default=0),
            Column("content", "TEXT", description="Text of a text file; null otherwise."),
            Column("image_id", "TEXT", description="Image id of an image file's picture."),
            Column(
                "archive_members",
                "JSON",
                json_type=list[dict[str, Any]],
                description="Entries of a .zip archive.",
            ),
            Column("is_favorite", "BOOLEAN", not_null=True, default=False),
            Column("created_at", "DATETIME", not_null=True),
            Column("modified_at", "DATETIME", not_null=True),
            Column("trashed_at", "DATETIME", description="When it was deleted (in trash)."),
            Column(
                "owner_contact_id",
                "TEXT",
                references="contacts.id",
                on_delete="CASCADE",
                description="Contact who shared it with the owner; null = the owner's own.",
            ),
            Column("my_permission", "TEXT", choices=("view", "edit")),
        ),
    ),
    Table(
        name="drive_file_versions",
        domain=DOMAIN,
        entity="file version",
        id_prefix="fver",
        description="Earlier versions of text files (the current one is in drive_files).",
        unique_together=(("file_id", "version_number"),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "file_id", "TEXT", not_null=True, references="drive_files.id", on_delete="CASCADE"
            ),
            Column("version_number", "INTEGER", not_null=True),
            Column("size_bytes", "INTEGER", not_null=True),
            Column("content", "TEXT"),
            Column("saved_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="drive_tags",
        domain=DOMAIN,
        entity="tag",
        id_prefix="dtag",
        description="Color tags on files or folders (exactly one of file_id / folder_id).",
        unique_together=(("file_id", "color"), ("folder_id", "color")),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column("file_id", "TEXT", references="drive_files.id", on_delete="CASCADE"),
            Column("folder_id", "TEXT", references="drive_folders.id", on_delete="CASCADE"),
            Column("color", "TEXT", not_null=True, choices=_COLORS),
        ),
    ),
    Table(
        name="drive_shares",
        domain=DOMAIN,
        entity="share",
        id_prefix="dshr",
        description="Contacts the owner shared a file or folder with (exactly one of file_id / "
        "folder_id).",
        unique_together=(("file_id", "contact_id"), ("folder_id", "contact_id")),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column("file_id", "TEXT", references="drive_files.id", on_delete="CASCADE"),
            Column("folder_id", "TEXT", references="drive_folders.id", on_delete="CASCADE"),
            Column(
                "contact_id", "TEXT", not_null=True, references="contacts.id", on_delete="CASCADE"
            ),
            Column("permission", "TEXT", not_null=True, default="view", choices=("view", "edit")),
            Column("shared_at", "DATETIME", not_null=True),
        ),
    ),
)

_TREE = ("drive_folders", "drive_files")
_ALL = (*_TREE, "drive_file_versions", "drive_tags", "drive_shares")

FileId = Annotated[str, Field(min_length=1, max_length=64)]
FolderId = Annotated[str, Field(min_length=1, max_length=64)]
ItemId = Annotated[str, Field(min_length=1, max_length=64)]
ContactId = Annotated[str, Field(min_length=1, max_length=64)]
ItemName = Annotated[str, Field(min_length=1, max_length=255)]
Text = Annotated[str, Field(max_length=200_000)]
TagColor = Literal["red", "orange", "yellow", "green", "blue", "purple", "gray"]
Permission = Literal["view", "edit"]
Limit = Annotated[int, Field(ge=1, le=200)]

ROOT = "root"
ROOT_NAME = "iCloud Drive"
QUOTA_BYTES = 50 * 1000**3
TRASH_DAYS = 30

_MIME: dict[str, str] = {
    "txt": "text/plain",
    "md": "text/markdown",
    "csv": "text/csv",
    "log": "text/plain",
    "json": "application/json",
    "html": "text/html",
    "xml": "application/xml",
    "yaml": "application/yaml",
    "yml": "application/yaml",
    "pdf": "application/pdf",
    "doc": "application/msword",
    "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    "pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    "pages": "application/vnd.apple.pages",
    "numbers": "application/vnd.apple.numbers",
    "key": "application/vnd.apple.keynote",
    "png": "image/png",
    "jpg": "image/jpeg",
    "jpeg": "image/jpeg",
    "gif": "image/gif",
    "webp": "image/webp",
    "heic": "image/heic",
    "mp3": "audio/mpeg",
    "m4a": "audio/mp4",
    "wav": "audio/wav",
    "mov": "video/quicktime",
    "mp4": "video/mp4",
    "zip": "application/zip",
}
_TEXT_EXTENSIONS = ("txt", "md", "csv", "log", "json", "html", "xml", "yaml", "yml")
_IMAGE_EXT = {"image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp"}

# ----------------------------------------------------------------------------- helpers


def _extension(name: str) -> str:
    stem, dot, ext = name.rpartition(".")
    return ext.lower() if dot and stem else ""


def _mime_for(name: str) -> str:
    return _MIME.get(_extension(name), "application/octet-stream")


def _category(mime: str) -> str:
    if mime.startswith("image/"):
        return "images"
    if mime.startswith("audio/"):
        return "audio"
    if mime.startswith("video/"):
        return "video"
    if mime == "application/zip":
        return "archives"
    if mime.startswith("text/") or mime in (
        "application/pdf",
        "application/json",
        "application/xml",
        "application/yaml",
        "application/msword",
    ):
        return "documents"
    if "officedocument" in mime or mime.startswith("application/vnd.apple."):
        return "documents"
    return "other"


#: `_category` of the ``mime_type`` column, in SQL.
_CATEGORY_SQL = (
    "CASE WHEN substr(mime_type, 1, 6) = 'image/' THEN 'images'"
    " WHEN substr(mime_type, 1, 6) = 'audio/' THEN 'audio'"
    " WHEN substr(mime_type, 1, 6) = 'video/' THEN 'video'"
    " WHEN mime_type = 'application/zip' THEN 'archives'"
    " WHEN substr(mime_type, 1, 5) = 'text/' OR mime_type IN ('application/pdf',"
    " 'application/json', 'application/xml', 'application/yaml', 'application/msword')"
    " THEN 'documents'"
    " WHEN instr(mime_type, 'officedocument') > 0"
    " OR substr(mime_type, 1, 22) = 'application/vnd.apple.' THEN 'documents'"
    " ELSE 'other' END"
)


def _human(size: int) -> str:
    value = float(size)
    for unit in ("bytes", "KB", "MB", "GB"):
        if value < 1000 or unit == "GB":
            return f"{int(value)} bytes" if unit == "bytes" else f"{value:.1f} {unit}"
        value /= 1000
    return f"{size} bytes"


def _text_size(text: str) -> int:
    return len(text.encode("utf-8", errors="replace"))


def _clean_name(name: str, what: str = "name") -> str:
    text = name.strip()
    if not text:
        raise ToolError(f"the {what} is empty")
    if "/" in text or "\x00" in text or ":" in text:
        raise ToolError(f"{name!r} is not a valid {what}: it may not contain '/' or ':'")
    if text in (".", ".."):
        raise ToolError(f"{name!r} is not a valid {what}")
    return text


def _is_root(folder_id: str | None) -> bool:
    return folder_id is None or folder_id.strip().lower() in ("", ROOT, "icloud drive")


def _folder_or_root(ctx: WorldContext, folder_id: str | None) -> Row | None:
    """The folder row for ``folder_id``; None means the top level of iCloud Drive."""
    if _is_root(folder_id):
        return None
    assert folder_id is not None
    return ctx.world.get("drive_folders", folder_id.strip())


def _ancestors(world: World, folder_id: str | None) -> list[Row]:
    """Folders from ``folder_id`` up to the top level (closest first)."""
    chain: list[Row] = []
    seen: set[str] = set()
    current = folder_id
    while current is not None and current not in seen and len(chain) < 100:
        seen.add(current)
        row = world.get_or_none("drive_folders", current)
        if row is None:
            break
        chain.append(row)
        current = row["parent_id"]
    return chain


def _parent_of(kind: str, row: Row) -> str | None:
    value = row["folder_id"] if kind == "file" else row["parent_id"]
    return None if value is None else str(value)


def _path(world: World, folder_id: str | None) -> str:
    """``iCloud Drive/...`` down to ``folder_id``: the names of `_ancestors`, found in
    one query (one row read, whatever the depth)."""
    if folder_id is None:
        return ROOT_NAME
    (row,) = world.query(
        "WITH RECURSIVE up(id, parent_id, name, depth, seen) AS (SELECT id, parent_id, name, "
        "1, '/' || id || '/' FROM drive_folders WHERE id = ? UNION ALL SELECT f.id, "
        "f.parent_id, f.name, up.depth + 1, up.seen || f.id || '/' FROM drive_folders f "
        "JOIN up ON f.id = up.parent_id WHERE up.depth < 100 "
        "AND instr(up.seen, '/' || f.id || '/') = 0) "
        "SELECT json_group_object(depth, name) AS names FROM up",
        [folder_id],
    )
    names = json.loads(row["names"] or "{}")
    return "/".join([ROOT_NAME, *(names[k] for k in sorted(names, key=int, reverse=True))])


def _item_path(world: World, kind: str, row: Row) -> str:
    return f"{_path(world, _parent_of(kind, row))}/{row['name']}"


def _chain(world: World, kind: str, row: Row) -> list[tuple[str, Row]]:
    """The item then its folders up to the top level."""
    return [(kind, row), *(("folder", f) for f in _ancestors(world, _parent_of(kind, row)))]


#: ``dead``: the folders in the trash, themselves or through a deleted ancestor (every
#: folder below a trashed one). A common table expression for ``WITH RECURSIVE``.
_DEAD = (
    "dead(id) AS (SELECT id FROM drive_folders WHERE trashed_at IS NOT NULL"
    " UNION SELECT f.id FROM drive_folders f JOIN dead ON f.parent_id = dead.id)"
)


def _alive_sql(kind: str, alias: str = "") -> str:
    """SQL condition: the item is not in the trash, itself or through a folder (needs
    `_DEAD` in the query's ``WITH RECURSIVE``)."""
    parent = alias + ("folder_id" if kind == "file" else "parent_id")
    return f"{alias}trashed_at IS NULL AND ({parent} IS NULL OR {parent} NOT IN dead)"


def _files_below(world: World, folder_id: str, *, live: bool = True) -> tuple[int, int]:
    """(number of files, their total bytes) in ``folder_id`` and every folder below it
    (as `_walk` finds them: with ``live``, deleted items and what is inside deleted
    folders are left out), summed in the database."""
    trashed = " AND f.trashed_at IS NULL" if live else ""
    row = world.query(
        "WITH RECURSIVE sub(id) AS (SELECT ? UNION SELECT f.id FROM drive_folders f "
        f"JOIN sub ON f.parent_id = sub.id WHERE 1{trashed}) "
        "SELECT COUNT(*) AS n, COALESCE(SUM(f.size_bytes), 0) AS total FROM drive_files f "
        f"WHERE f.folder_id IN sub{trashed}",
        [folder_id],
    )[0]
    return int(row["n"]), int(row["total"])


def _trashed_by(world: World, kind: str, row: Row) -> Row | None:
    """The item or folder whose deletion put this item in the trash, if any."""
    for _, r in _chain(world, kind, row):
        if r["trashed_at"] is not None:
            return r
    return None


def _sharer(world: World, kind: str, row: Row) -> tuple[Row, str] | None:
    """(the shared-with-me item that grants access, my permission) or None if mine."""
    for _, r in _chain(world, kind, row):
        if r["owner_contact_id"] is not None:
            return r, str(r["my_permission"] or "view")
    return None


def _owner_name(world: World, contact_id: str | None) -> str:
    if contact_id is None:
        return "you"
    contact = world.get_or_none("contacts", contact_id)
    return display_name(contact) if contact is not None else "someone else"


def _label(kind: str, row: Row) -> str:
    return f"{kind} {row['name']!r} ({row['id']})"


def _require_live(world: World, kind: str, row: Row) -> None:
    gone = _trashed_by(world, kind, row)
    if gone is None:
        return
    if gone["id"] == row["id"]:
        raise ToolError(
            f"{_label(kind, row)} is in Recently Deleted; restore it with "
            "restore_from_drive_trash first"
        )
    raise ToolError(
        f"{_label(kind, row)} is inside the deleted folder {gone['name']!r} ({gone['id']}); "
        "restore that folder with restore_from_drive_trash first"
    )


def _require_edit(world: World, kind: str, row: Row) -> None:
    shared = _sharer(world, kind, row)
    if shared is not None and shared[1] != "edit":
        raise ToolError(
            f"{_label(kind, row)} is shared with you by "
            f"{_owner_name(world, shared[0]['owner_contact_id'])} with view-only access; you "
            "can't change it"
        )


def _require_editable_folder(world: World, folder: Row | None) -> None:
    """Items may be created in / moved into ``folder`` (None = top level)."""
    if folder is None:
        return
    _require_live(world, "folder", folder)
    _require_edit(world, "folder", folder)


def _require_not_shared_root(world: World, kind: str, row: Row, action: str) -> None:
    if row["owner_contact_id"] is not None:
        raise ToolError(
            f"{_label(kind, row)} belongs to {_owner_name(world, row['owner_contact_id'])}, who "
            f"shared it with you; only they can {action} it"
        )


def _require_mine(world: World, kind: str, row: Row, action: str) -> None:
    shared = _sharer(world, kind, row)
    if shared is not None:
        raise ToolError(
            f"{_label(kind, row)} belongs to {_owner_name(world, shared[0]['owner_contact_id'])}; "
            f"only the owner can {action}"
        )


def _children(
    world: World, folder_id: str | None, *, live: bool = True
) -> tuple[list[Row], list[Row]]:
    where: dict[str, Any] = {"parent_id": folder_id}
    fwhere: dict[str, Any] = {"folder_id": folder_id}
    if live:
        where["trashed_at"] = None
        fwhere["trashed_at"] = None
    folders = world.select("drive_folders", where, order_by="name")
    files = world.select("drive_files", fwhere, order_by="name")
    return folders, files


def _walk(world: World, folder_id: str, *, live: bool = True) -> Iterator[tuple[str, Row, str]]:
    """Every item below ``folder_id``: (kind, row, path relative to it)."""
    stack: list[tuple[str, str]] = [(folder_id, "")]
    seen: set[str] = set()
    while stack:
        fid, prefix = stack.pop()
        if fid in seen:
            continue
        seen.add(fid)
        folders, files = _children(world, fid, live=live)
        for f in files:
            yield "file", f, prefix + f["name"]
        for d in folders:
            yield "folder", d, prefix + d["name"] + "/"
            stack.append((d["id"], prefix + d["name"] + "/"))


def _name_conflict(
    world: World, parent_id: str | None, name: str, exclude: str | None = None
) -> Row | None:
    """The first live folder, else file, directly in ``parent_id`` (None = top level)
    whose name equals ``name`` ignoring case (by name), other than ``exclude``: id and
    name, found in one query through the ``folded_name`` key indexes."""
    key = name.casefold()
    rows = world.query(_CONFLICT_SQL, (parent_id, key, parent_id, key))
    for r in rows:
        if r["id"] != exclude:
            return r
    return None


#: Live folders then files in one folder (``IS ?``: None = top level) with a folded
#: name, each kind by name (then rowid).
_CONFLICT_SQL = (
    "SELECT id, name FROM (SELECT 0 AS kind, id, name, rowid AS r FROM drive_folders "
    "WHERE parent_id IS ? AND trashed_at IS NULL AND key_drive_folders_folded_name(name) = ? "
    "UNION ALL SELECT 1, id, name, rowid FROM drive_files "
    "WHERE folder_id IS ? AND trashed_at IS NULL AND key_drive_files_folded_name(name) = ?) "
    "ORDER BY kind, name, r"
)


def _check_free(world: World, parent_id: str | None, name: str, exclude: str | None = None) -> None:
    other = _name_conflict(world, parent_id, name, exclude)
    if other is not None:
        raise ToolError(
            f"an item named {other['name']!r} ({other['id']}) already exists in "
            f"{_path(world, parent_id)}; choose another name"
        )


def _copy_name(world: World, parent_id: str | None, name: str, is_file: bool) -> str:
    """Finder-style copy name: "Report copy.pdf", "Report copy 2.pdf"..."""
    stem, ext = name, ""
    if is_file and _extension(name):
        stem, ext = name.rsplit(".", 1)
        ext = "." + ext
    candidate = name
    k = 1
    while _name_conflict(world, parent_id, candidate) is not None:
        candidate = f"{stem} copy{ext}" if k == 1 else f"{stem} copy {k}{ext}"
        k += 1
    return candidate


def _tags(world: World, kind: str, item_id: str) -> list[str]:
    col = "file_id" if kind == "file" else "folder_id"
    colors = {r["color"] for r in world.select("drive_tags", {col: item_id})}
    return [c for c in _COLORS if c in colors]


def _shares(world: World, kind: str, item_id: str) -> list[dict[str, Any]]:
    col = "file_id" if kind == "file" else "folder_id"
    out = []
    for s in world.select("drive_shares", {col: item_id}):
        out.append(
            {
                "contact_id": s["contact_id"],
                "name": _owner_name(world, s["contact_id"]),
                "permission": s["permission"],
            }
        )
    return out


def _access(world: World, kind: str, row: Row) -> dict[str, Any]:
    shared = _sharer(world, kind, row)
    if shared is None:
        return {"owner": "you", "my_permission": "owner"}
    return {
        "owner": _owner_name(world, shared[0]["owner_contact_id"]),
        "my_permission": shared[1],
    }


def _file_view(world: World, f: Row, *, detail: bool = False, new: bool = False) -> dict[str, Any]:
    """A file as tools show it (``new``: a row just inserted, which has no tags yet)."""
    view: dict[str, Any] = {
        "id": f["id"],
        "kind": "file",
        "name": f["name"],
        "extension": _extension(f["name"]),
        "mime_type": f["mime_type"],
        "size_bytes": f["size_bytes"],
        "size": _human(f["size_bytes"]),
        "folder_id": f["folder_id"] or ROOT,
        "path": _item_path(world, "file", f),
        "modified_at": f["modified_at"],
        "is_favorite": f["is_favorite"],
        "tags": [] if new else _tags(world, "file", f["id"]),
    }
    if f["image_id"]:
        view["image_id"] = f["image_id"]
    if detail:
        inherited = []
        for folder in _ancestors(world, f["folder_id"]):
            for s in _shares(world, "folder", folder["id"]):
                inherited.append({**s, "via_folder": folder["name"]})
        gone = _trashed_by(world, "file", f)
        view.update(
            {
                "created_at": f["created_at"],
                "is_text": f["content"] is not None,
                "archive_members": f["archive_members"],
                "shared_with": _shares(world, "file", f["id"]),
                "shared_via_folders": inherited,
                **_access(world, "file", f),
                "in_trash": gone is not None,
                "version_count": world.count("drive_file_versions", {"file_id": f["id"]}) + 1
                if f["content"] is not None
                else 1,
            }
        )
    return view


def _folder_size(world: World, folder_id: str) -> tuple[int, int]:
    """(number of live files below, their total bytes)."""
    return _files_below(world, folder_id)


def _item_count(world: World, folder_id: str) -> int:
    """Live folders and files directly in a folder."""
    return world.count("drive_folders", {"parent_id": folder_id, "trashed_at": None}) + (
        world.count("drive_files", {"folder_id": folder_id, "trashed_at": None})
    )


def _folder_view(world: World, d: Row, *, detail: bool = False) -> dict[str, Any]:
    view: dict[str, Any] = {
        "id": d["id"],
        "kind": "folder",
        "name": d["name"],
        "parent_id": d["parent_id"] or ROOT,
        "path": _item_path(world, "folder", d),
        "item_count": _item_count(world, d["id"]),
        "modified_at": d["modified_at"],
        "is_favorite": d["is_favorite"],
        "tags": _tags(world, "folder", d["id"]),
    }
    if detail:
        n, total = _folder_size(world, d["id"])
        view.update(
            {
                "created_at": d["created_at"],
                "files_inside": n,
                "size_bytes": total,
                "size": _human(total),
                "shared_with": _shares(world, "folder", d["id"]),
                **_access(world, "folder", d),
            }
        )
    return view


def _view(world: World, kind: str, row: Row, *, detail: bool = False) -> dict[str, Any]:
    return (
        _file_view(world, row, detail=detail)
        if kind == "file"
        else _folder_view(world, row, detail=detail)
    )


def _item(ctx: WorldContext, item_id: str) -> tuple[str, Row]:
    """Resolve a file or folder id."""
    text = item_id.strip()
    if text.startswith("fld_"):
        return "folder", ctx.world.get("drive_folders", text)
    if text.startswith("fil_"):
        return "file", ctx.world.get("drive_files", text)
    for kind, table in (("file", "drive_files"), ("folder", "drive_folders")):
        row = ctx.world.get_or_none(table, text)
        if row is not None:
            return kind, row
    raise ToolError(
        f"no file or folder with id {item_id!r} (file ids look like fil_0012, folder ids like "
        "fld_0003; use list_drive_folder or search_files)"
    )


def _file(ctx: WorldContext, file_id: str) -> Row:
    text = file_id.strip()
    if text.startswith("fld_") and ctx.world.exists("drive_folders", text):
        raise ToolError(
            f"{text} is a folder, not a file; use the folder tools (e.g. list_drive_folder)"
        )
    return ctx.world.get("drive_files", text)


def _folder(ctx: WorldContext, folder_id: str) -> Row:
    text = folder_id.strip()
    if _is_root(text):
        raise ToolError("the top level of iCloud Drive can't be changed this way")
    if text.startswith("fil_") and ctx.world.exists("drive_files", text):
        raise ToolError(f"{text} is a file, not a folder; use the file tools (e.g. rename_file)")
    return ctx.world.get("drive_folders", text)


def _table(kind: str) -> str:
    return "drive_files" if kind == "file" else "drive_folders"


def _touch_parent(ctx: WorldContext, parent_id: str | None) -> None:
    if parent_id is not None and ctx.world.exists("drive_folders", parent_id):
        ctx.world.update("drive_folders", parent_id, {"modified_at": ctx.clock.now()})


def _text_file(ctx: WorldContext, file_id: str) -> Row:
    f = _file(ctx, file_id)
    if f["content"] is None:
        hint = " (use open_image_file for images)" if f["image_id"] else ""
        raise ToolError(
            f"{f['name']!r} ({f['id']}) is not a text file ({f['mime_type']}); only text files "
            f"(.txt, .md, .csv...) can be read or written{hint}"
        )
    return f


def _save_version(ctx: WorldContext, f: Row) -> None:
    rows = ctx.world.select("drive_file_versions", {"file_id": f["id"]})
    number = max([int(r["version_number"]) for r in rows], default=0) + 1
    ctx.world.insert(
        "drive_file_versions",
        {
            "file_id": f["id"],
            "version_number": number,
            "size_bytes": f["size_bytes"],
            "content": f["content"],
            "saved_at": f["modified_at"],
        },
    )


def _set_content(ctx: WorldContext, f: Row, content: str) -> Row:
    now = ctx.clock.now()
    with ctx.world.transaction():
        _save_version(ctx, f)
        row = ctx.world.update(
            "drive_files",
            f["id"],
            {"content": content, "size_bytes": _text_size(content), "modified_at": now},
        )
        _touch_parent(ctx, f["folder_id"])
    return row


def _parse_day(value: date | None) -> str | None:
    return None if value is None else value.isoformat()


# ----------------------------------------------------------------------------- browse


@tool(domain=DOMAIN, reads=(*_ALL, "contacts"))
def list_drive_folder(
    ctx: WorldContext,
    folder_id: FolderId | None = None,
    sort_by: Literal["name", "date_modified", "size", "kind"] = "name",
) -> dict[str, Any]:
    """List what is in a folder of iCloud Drive (subfolders, then files). Deleted items are
    not listed (see list_drive_trash).

    Args:
        folder_id: Id of the folder, e.g. "fld_0003"; omit (or "root") for the top level.
        sort_by: Order of the files: by name, newest modification first, largest first, or
            by kind (extension).

    Returns:
        {"folder": {id, name, path...}, "folders": [...], "files": [...]}.
    """
    world = ctx.world
    folder = _folder_or_root(ctx, folder_id)
    if folder is not None:
        _require_live(world, "folder", folder)
    fid = None if folder is None else folder["id"]
    folders, files = _children(world, fid)
    key = {
        "name": lambda r: r["name"].casefold(),
        "date_modified": lambda r: r["modified_at"],
        "size": lambda r: r["size_bytes"],
        "kind": lambda r: (_extension(r["name"]), r["name"].casefold()),
    }[sort_by]
    files.sort(key=key, reverse=sort_by in ("date_modified", "size"))
    if sort_by == "date_modified":
        folders.sort(key=lambda r: r["modified_at"], reverse=True)
    else:
        folders.sort(key=lambda r: r["name"].casefold())
    here = (
        {"id": ROOT, "name": ROOT_NAME, "path": ROOT_NAME}
        if folder is None
        else _folder_view(world, folder, detail=True)
    )
    return {
        "folder": here,
        "folders": [_folder_view(world, d) for d in folders],
        "files": [_file_view(world, f) for f in files],
    }


@tool(domain=DOMAIN, reads=_TREE)
def get_drive_tree(
    ctx: WorldContext,
    folder_id: FolderId | None = None,
    max_depth: Annotated[int, Field(ge=1, le=10)] = 3,
    include_files: bool = True,
) -> dict[str, Any]:
    """Show the folder tree of iCloud Drive (or of one folder) with ids, to find where
    things are.

    Args:
        folder_id: Id of the folder to start from, e.g. "fld_0003"; omit for the top level.
        max_depth: How many levels to go down.
        include_files: Also list files (name and id) in each folder.

    Returns:
        Nested {"id", "name", "folders": [...], "files": [{"id", "name"}]}; folders deeper
        than max_depth show only "more_items".
    """
    world = ctx.world
    start = _folder_or_root(ctx, folder_id)
    if start is not None:
        _require_live(world, "folder", start)

    def node(fid: str | None, name: str, depth: int) -> dict[str, Any]:
        folders, files = _children(world, fid)
        out: dict[str, Any] = {"id": fid or ROOT, "name": name}
        if depth >= max_depth:
            out["more_items"] = len(folders) + len(files)
            return out
        out["folders"] = [node(d["id"], d["name"], depth + 1) for d in folders]
        if include_files:
            out["files"] = [{"id": f["id"], "name": f["name"]} for f in files]
        return out

    if start is None:
        return node(None, ROOT_NAME, 0)
    return node(start["id"], start["name"], 0)


@tool(domain=DOMAIN, reads=(*_ALL, "contacts"))
def get_file_info(ctx: WorldContext, file_id: FileId) -> dict[str, Any]:
    """Get everything about a file: name, extension, kind, size, location, dates, tags,
    favorite, who owns it, who it is shared with (directly or via a folder), whether it is
    text, its image id (image files), archive entries (.zip) and number of versions.

    Args:
        file_id: Id of the file, e.g. "fil_0012" (from list_drive_folder or search_files).
    """
    f = _file(ctx, file_id)
    return _file_view(ctx.world, f, detail=True)


@tool(domain=DOMAIN, reads=(*_TREE, "drive_tags"))
def search_files(
    ctx: WorldContext,
    query: Annotated[str, Field(max_length=200)] = "",
    extension: Annotated[str, Field(max_length=20)] | None = None,
    tag: TagColor | None = None,
    modified_after: date | None = None,
    modified_before: date | None = None,
    min_size_bytes: Annotated[int, Field(ge=0, le=10**13)] | None = None,
    max_size_bytes: Annotated[int, Field(ge=0, le=10**13)] | None = None,
    folder_id: FolderId | None = None,
    include_folders: bool = False,
    limit: Limit = 30,
) -> dict[str, Any]:
    """Search iCloud Drive like the Files search field: every word of the query must
    appear in the name (case-insensitive) or, for text files, in the text. Filters narrow
    the results. Deleted items are not searched.

    Args:
        query: Words to look for, e.g. "lease", "budget 2025". May be empty when filtering.
        extension: Only files with this extension, e.g. "pdf" or ".jpg".
        tag: Only items with this color tag.
        modified_after: Only items modified on or after this day, "YYYY-MM-DD".
        modified_before: Only items modified on or before this day, "YYYY-MM-DD".
        min_size_bytes: Only files at least this large.
        max_size_bytes: Only files at most this large.
        folder_id: Only inside this folder (and its subfolders), e.g. "fld_0003".
        include_folders: Also return matching folders (filters on size/extension apply to
            files only).
        limit: Maximum number of results.

    Returns:
        {"results": [items with id, name, path, size, modified_at, tags, "matched_in"],
        "total_matches"}.
    """
    world = ctx.world
    words = [w.casefold() for w in query.split()]
    ext = extension.strip().lstrip(".").lower() if extension and extension.strip() else None
    after, before = _parse_day(modified_after), _parse_day(modified_before)
    if after and before and before < after:
        raise ToolError(f"modified_before {before} is before modified_after {after}")
    if (
        min_size_bytes is not None
        and max_size_bytes is not None
        and max_size_bytes < min_size_bytes
    ):
        raise ToolError("max_size_bytes is smaller than min_size_bytes")
    scope = _folder_or_root(ctx, folder_id)
    if scope is not None:
        _require_live(world, "folder", scope)
    ranked = _search_sql(
        words, ext, after, before, min_size_bytes, max_size_bytes, tag, include_folders, scope
    )
    hits = world.query(ranked.sql, {**ranked.params, "limit": limit})
    rows: dict[tuple[str, str], Row] = {}
    for kind in ("folder", "file"):
        ids = [str(h["id"]) for h in hits if h["kind"] == kind]
        if ids:
            rows.update(((kind, r["id"]), r) for r in world.select(_table(kind), {"id": ids}))
    results = [
        {
            **_view(world, str(h["kind"]), rows[(str(h["kind"]), str(h["id"]))]),
            "matched_in": "name" if h["rank"] == 0 else "content",
        }
        for h in hits
    ]
    return {"results": results, "total_matches": int(hits[0]["total"]) if hits else 0}


@dataclass(frozen=True)
class _Query:
    sql: str
    params: dict[str, Any]


#: SQL function computing ``str.casefold`` (registered by the ``folded_name`` key index).
_FOLD = TABLES[1].key_indexes[0].sql_function("drive_files")
#: SQL function computing `_extension` (the ``extension`` key index).
_EXTENSION = TABLES[1].key_indexes[1].sql_function("drive_files")


def _search_sql(
    words: list[str],
    ext: str | None,
    after: str | None,
    before: str | None,
    min_size: int | None,
    max_size: int | None,
    tag: str | None,
    include_folders: bool,
    scope: Row | None,
) -> _Query:
    """The query behind `search_files`: the hits (kind, id, rank 0 = name / 1 = content,
    and the total number of hits), best first, at most ``:limit``.

    The tests and the order are those of the Python search it replaces: every word
    in the case-folded name (rank 0), else every word in the name or a text file's
    content (rank 1); newest modification first within a rank; then the order items
    were found in: without a scope folders then files by name (narrowed by the
    full-text index), in a scope the depth-first walk of `_walk` (each folder's files,
    then its subfolders, by name; the last subfolder is walked first).
    """
    params: dict[str, Any] = {}
    for i, w in enumerate(words):
        params[f"w{i}"] = w
    in_name = " AND ".join(f"instr({_FOLD}(x.name), :w{i}) > 0" for i in range(len(words)))
    in_text = " AND ".join(
        f"(instr({_FOLD}(x.name), :w{i}) > 0 OR instr({_FOLD}(COALESCE(x.content, '')), :w{i}) > 0)"
        for i in range(len(words))
    )
    file_rank = f"CASE WHEN {in_name} THEN 0 WHEN {in_text} THEN 1 END" if words else "0"
    folder_rank = f"CASE WHEN {in_name} THEN 0 END" if words else "0"
    common = ""
    if after:
        common += " AND substr(x.modified_at, 1, 10) >= :after"
        params["after"] = after
    if before:
        common += " AND substr(x.modified_at, 1, 10) <= :before"
        params["before"] = before
    ctes = [_DEAD]
    if scope is not None:
        # The walk's order: a path of sibling ranks (last name first) from the scope.
        params["scope"] = scope["id"]
        ctes.append(
            "sub(id, path) AS (SELECT :scope, '' UNION ALL SELECT f.id, sub.path || "
            "printf('%010d/', (SELECT COUNT(*) FROM drive_folders g WHERE g.parent_id = "
            "f.parent_id AND g.trashed_at IS NULL AND (g.name > f.name OR (g.name = f.name "
            "AND g.rowid > f.rowid)))) FROM drive_folders f JOIN sub ON f.parent_id = sub.id "
            "WHERE f.trashed_at IS NULL AND f.id != :scope)"
        )
    parts = []
    for kind in ("folder", "file"):
        if kind == "folder" and (
            not include_folders or ext is not None or min_size is not None or max_size is not None
        ):
            continue
        table, parent = _table(kind), ("folder_id" if kind == "file" else "parent_id")
        where = _alive_sql(kind, "x.") + common
        if tag is not None:
            where += (
                f" AND EXISTS (SELECT 1 FROM drive_tags t WHERE t.{'file_id' if kind == 'file' else 'folder_id'}"
                " = x.id AND t.color = :tag)"
            )
            params["tag"] = tag
        if kind == "file":
            if ext is not None:
                where += f" AND {_EXTENSION}(x.name) = :ext"
                params["ext"] = ext
            if min_size is not None:
                where += " AND x.size_bytes >= :min_size"
                params["min_size"] = min_size
            if max_size is not None:
                where += " AND x.size_bytes <= :max_size"
                params["max_size"] = max_size
        if scope is None:
            usable = [w for w in words if len(w) >= 3]
            if usable:
                params[f"match_{kind}"] = " AND ".join(
                    '"' + w.replace('"', '""') + '"' for w in usable
                )
                where += (
                    f" AND x.rowid IN (SELECT rowid FROM {table}__search "
                    f"WHERE {table}__search MATCH :match_{kind})"
                )
            source, key1, key2 = f"{table} x", ("0" if kind == "folder" else "1"), "0"
        else:
            source = f"{table} x JOIN sub ON x.{parent} = sub.id"
            key1, key2 = "sub.path", ("1" if kind == "folder" else "0")
        rank = file_rank if kind == "file" else folder_rank
        parts.append(
            f"SELECT '{kind}' AS kind, x.id AS id, {rank} AS rank, x.modified_at AS modified_at, "
            f"{key1} AS key1, {key2} AS key2, x.name AS name, x.rowid AS rid "
            f"FROM {source} WHERE {where}"
        )
    union = " UNION ALL ".join(parts)
    sql = (
        f"WITH RECURSIVE {', '.join(ctes)} SELECT kind, id, rank, COUNT(*) OVER () AS total "
        f"FROM ({union}) WHERE rank IS NOT NULL "
        "ORDER BY rank, modified_at DESC, key1, key2, name, rid LIMIT :limit"
    )
    return _Query(sql, params)


@tool(domain=DOMAIN, reads=_TREE)
def list_recent_files(
    ctx: WorldContext, days: Annotated[int, Field(ge=1, le=365)] = 7, limit: Limit = 20
) -> list[dict[str, Any]]:
    """List files modified recently (the Recents tab), newest first.

    Args:
        days: How many days back to look.
        limit: Maximum number of files.
    """
    world = ctx.world
    since = ctx.clock.format(ctx.clock.now() - timedelta(days=days))
    rows = world.query(
        f"WITH RECURSIVE {_DEAD} SELECT * FROM drive_files WHERE modified_at >= ? AND "
        f"{_alive_sql('file')} ORDER BY modified_at DESC, rowid LIMIT ?",
        [since, limit],
        table="drive_files",
    )
    return [_file_view(world, f) for f in rows]


@tool(domain=DOMAIN, reads=_TREE)
def find_duplicate_files(ctx: WorldContext) -> list[dict[str, Any]]:
    """Find files that look like duplicates: same name (case-insensitive) and same size, in
    different places. Deleted files are ignored.

    Returns:
        [{"name", "size_bytes", "files": [{id, path, modified_at}]}], largest first.
    """
    world = ctx.world
    # Only the live files sharing their folded name and size with another one are read.
    rows = world.query(
        f"WITH RECURSIVE {_DEAD} SELECT * FROM (SELECT x.*, x.rowid AS rid, "
        f"COUNT(*) OVER (PARTITION BY {_FOLD}(x.name), x.size_bytes) AS copies "
        f"FROM drive_files x WHERE {_alive_sql('file', 'x.')}) WHERE copies > 1 "
        "ORDER BY created_at, rid",
        table="drive_files",
    )
    groups: dict[tuple[str, int], list[Row]] = {}
    for f in rows:
        del f["rid"], f["copies"]
        groups.setdefault((f["name"].casefold(), int(f["size_bytes"])), []).append(f)
    out = []
    for (_, size), rows in groups.items():
        if len(rows) < 2:
            continue
        out.append(
            {
                "name": rows[0]["name"],
                "size_bytes": size,
                "size": _human(size),
                "files": [
                    {
                        "id": f["id"],
                        "path": _item_path(world, "file", f),
                        "modified_at": f["modified_at"],
                    }
                    for f in rows
                ],
            }
        )
    out.sort(key=lambda g: -int(g["size_bytes"]))
    return out


@tool(domain=DOMAIN, reads=_TREE)
def get_drive_storage_usage(ctx: WorldContext) -> dict[str, Any]:
    """Summarize iCloud Drive storage: bytes used per kind (documents, images, audio,
    video, archives, other), space taken by Recently Deleted, the plan quota and what is
    left, and the five largest files.

    Returns:
        {"quota_bytes", "used_bytes", "available_bytes", "by_category": {...},
        "trash_bytes", "largest_files": [...]} (sizes also human-readable).
    """
    world = ctx.world
    by_cat: dict[str, int] = {
        k: 0 for k in ("documents", "images", "audio", "video", "archives", "other")
    }
    # Summed in the database: bytes per category of live files, and in the trash
    # (deleted files, and live ones inside deleted folders).
    sums = world.query(
        f"WITH RECURSIVE {_DEAD} SELECT {_CATEGORY_SQL} AS category, SUM(size_bytes) AS total "
        f"FROM drive_files WHERE {_alive_sql('file')} GROUP BY 1"
    )
    for row in sums:
        by_cat[str(row["category"])] = int(row["total"])
    (trashed,) = world.query(
        f"WITH RECURSIVE {_DEAD} SELECT (SELECT COALESCE(SUM(size_bytes), 0) FROM drive_files "
        "WHERE trashed_at IS NOT NULL) + (SELECT COALESCE(SUM(size_bytes), 0) FROM drive_files "
        "WHERE trashed_at IS NULL AND folder_id IN dead) AS total"
    )
    trash = int(trashed["total"])
    used = sum(by_cat.values()) + trash
    live = world.query(
        f"WITH RECURSIVE {_DEAD} SELECT * FROM drive_files WHERE {_alive_sql('file')} "
        "ORDER BY size_bytes DESC, rowid LIMIT 5",
        table="drive_files",
    )
    return {
        "plan": "iCloud+ 50 GB",
        "quota_bytes": QUOTA_BYTES,
        "used_bytes": used,
        "used": _human(used),
        "available_bytes": max(0, QUOTA_BYTES - used),
        "available": _human(max(0, QUOTA_BYTES - used)),
        "by_category": {k: {"bytes": v, "size": _human(v)} for k, v in by_cat.items()},
        "trash_bytes": trash,
        "trash": _human(trash),
        "largest_files": [
            {"id": f["id"], "path": _item_path(world, "file", f), "size": _human(f["size_bytes"])}
            for f in live[:5]
        ],
    }


# ----------------------------------------------------------------------------- folders


@tool(domain=DOMAIN, reads=_TREE, writes=("drive_folders",))
def create_drive_folder(
    ctx: WorldContext, name: ItemName, parent_folder_id: FolderId | None = None
) -> dict[str, Any]:
    """Create a new folder.

    Args:
        name: Folder name, e.g. "Receipts" (no '/' or ':').
        parent_folder_id: Folder to create it in, e.g. "fld_0002"; omit for the top level.

    Returns:
        The new folder with its id and path.
    """
    world = ctx.world
    clean = _clean_name(name, "folder name")
    parent = _folder_or_root(ctx, parent_folder_id)
    _require_editable_folder(world, parent)
    pid = None if parent is None else parent["id"]
    _check_free(world, pid, clean)
    now = ctx.clock.now()
    with world.transaction():
        row = world.insert(
            "drive_folders",
            {"name": clean, "parent_id": pid, "created_at": now, "modified_at": now},
        )
        _touch_parent(ctx, pid)
    return _folder_view(world, row, detail=True)


@tool(domain=DOMAIN, reads=_TREE, writes=("drive_folders",))
def rename_drive_folder(ctx: WorldContext, folder_id: FolderId, name: ItemName) -> dict[str, Any]:
    """Rename one of your folders (or a subfolder of a folder shared with you for editing).

    Args:
        folder_id: Id of the folder, e.g. "fld_0003".
        name: New name.
    """
    world = ctx.world
    d = _folder(ctx, folder_id)
    _require_live(world, "folder", d)
    _require_not_shared_root(world, "folder", d, "rename")
    _require_edit(world, "folder", d)
    clean = _clean_name(name, "folder name")
    if clean == d["name"]:
        raise ToolError(f"the folder is already called {clean!r}")
    _check_free(world, d["parent_id"], clean, exclude=d["id"])
    row = world.update("drive_folders", d["id"], {"name": clean, "modified_at": ctx.clock.now()})
    return {**_folder_view(world, row), "previous_name": d["name"]}


@tool(domain=DOMAIN, reads=_TREE, writes=("drive_folders",))
def move_drive_folder(
    ctx: WorldContext, folder_id: FolderId, destination_folder_id: FolderId | None = None
) -> dict[str, Any]:
    """Move a folder (with everything in it) into another folder.

    Args:
        folder_id: Id of the folder to move, e.g. "fld_0005".
        destination_folder_id: Folder to move it into, e.g. "fld_0002"; omit (or "root")
            for the top level.
    """
    world = ctx.world
    d = _folder(ctx, folder_id)
    _require_live(world, "folder", d)
    _require_not_shared_root(world, "folder", d, "move")
    _require_edit(world, "folder", d)
    dest = _folder_or_root(ctx, destination_folder_id)
    _require_editable_folder(world, dest)
    dest_id = None if dest is None else dest["id"]
    if dest_id == d["parent_id"]:
        raise ToolError(f"{_label('folder', d)} is already in {_path(world, dest_id)}")
    if dest_id is not None and d["id"] in {a["id"] for a in _ancestors(world, dest_id)}:
        raise ToolError(f"can't move {_label('folder', d)} into itself or one of its subfolders")
    _check_free(world, dest_id, d["name"])
    with world.transaction():
        row = world.update("drive_folders", d["id"], {"parent_id": dest_id})
        _touch_parent(ctx, d["parent_id"])
        _touch_parent(ctx, dest_id)
    return {**_folder_view(world, row), "previous_path": _path(world, d["parent_id"])}


def _copy_tags(world: World, kind: str, source_id: str, target_id: str) -> None:
    col = "file_id" if kind == "file" else "folder_id"
    for color in _tags(world, kind, source_id):
        world.insert("drive_tags", {col: target_id, "color": color})


def _copy_file_row(ctx: WorldContext, f: Row, folder_id: str | None, name: str) -> Row:
    now = ctx.clock.now()
    row = ctx.world.insert(
        "drive_files",
        {
            "name": name,
            "folder_id": folder_id,
            "mime_type": f["mime_type"],
            "size_bytes": f["size_bytes"],
            "content": f["content"],
            "image_id": f["image_id"],
            "archive_members": f["archive_members"],
            "created_at": now,
            "modified_at": now,
        },
    )
    _copy_tags(ctx.world, "file", f["id"], row["id"])
    return row


def _copy_folder_tree(
    ctx: WorldContext, d: Row, parent_id: str | None, name: str
) -> tuple[Row, int]:
    world = ctx.world
    now = ctx.clock.now()
    top = world.insert(
        "drive_folders",
        {"name": name, "parent_id": parent_id, "created_at": now, "modified_at": now},
    )
    _copy_tags(world, "folder", d["id"], top["id"])
    count = 0
    stack: list[tuple[str, str]] = [(d["id"], top["id"])]
    seen: set[str] = set()
    while stack:
        src, dst = stack.pop()
        if src in seen:
            continue
        seen.add(src)
        folders, files = _children(world, src)
        for f in files:
            _copy_file_row(ctx, f, dst, f["name"])
            count += 1
        for sub in folders:
            if sub["id"] == top["id"]:
                continue
            new = world.insert(
                "drive_folders",
                {"name": sub["name"], "parent_id": dst, "created_at": now, "modified_at": now},
            )
            _copy_tags(world, "folder", sub["id"], new["id"])
            stack.append((sub["id"], new["id"]))
    return top, count


@tool(domain=DOMAIN, reads=(*_TREE, "drive_tags"), writes=(*_TREE, "drive_tags"))
def copy_drive_folder(
    ctx: WorldContext,
    folder_id: FolderId,
    destination_folder_id: FolderId | None = None,
    new_name: ItemName | None = None,
) -> dict[str, Any]:
    """Copy a folder with everything in it (files, subfolders, tags; not shares,
    favorites or versions). Copying into the same folder names it "<name> copy".

    Args:
        folder_id: Id of the folder to copy, e.g. "fld_0005".
        destination_folder_id: Where to put the copy, e.g. "fld_0002"; omit to copy next to
            the original; "root" for the top level.
        new_name: Name of the copy (default: same name, or "<name> copy" if taken).

    Returns:
        The new folder and how many files were copied.
    """
    world = ctx.world
    d = _folder(ctx, folder_id)
    _require_live(world, "folder", d)
    if destination_folder_id is None:
        dest_id: str | None = d["parent_id"]
        dest = None if dest_id is None else world.get("drive_folders", dest_id)
    else:
        dest = _folder_or_root(ctx, destination_folder_id)
        dest_id = None if dest is None else dest["id"]
    _require_editable_folder(world, dest)
    if dest_id is not None and d["id"] in {a["id"] for a in _ancestors(world, dest_id)}:
        raise ToolError(f"can't copy {_label('folder', d)} into itself or one of its subfolders")
    if new_name is not None:
        name = _clean_name(new_name, "folder name")
        _check_free(world, dest_id, name)
    else:
        name = _copy_name(world, dest_id, d["name"], is_file=False)
    with world.transaction():
        top, count = _copy_folder_tree(ctx, d, dest_id, name)
        _touch_parent(ctx, dest_id)
    return {**_folder_view(world, top), "files_copied": count, "copied_from": d["id"]}


@tool(domain=DOMAIN, reads=_TREE, writes=("drive_folders",))
def delete_drive_folder(ctx: WorldContext, folder_id: FolderId) -> dict[str, Any]:
    """Delete a folder and everything in it: it goes to Recently Deleted for 30 days and
    can be restored with restore_from_drive_trash.

    Args:
        folder_id: Id of the folder, e.g. "fld_0005".
    """
    world = ctx.world
    d = _folder(ctx, folder_id)
    _require_live(world, "folder", d)
    _require_not_shared_root(world, "folder", d, "delete")
    _require_edit(world, "folder", d)
    n, total = _folder_size(world, d["id"])
    now = ctx.clock.now()
    with world.transaction():
        world.update("drive_folders", d["id"], {"trashed_at": now})
        _touch_parent(ctx, d["parent_id"])
    return {
        "deleted_folder_id": d["id"],
        "name": d["name"],
        "files_inside": n,
        "size": _human(total),
        "moved_to": "Recently Deleted",
    }


# ----------------------------------------------------------------------------- files


@tool(domain=DOMAIN, reads=_TREE, writes=_TREE)
def create_text_file(
    ctx: WorldContext, name: ItemName, content: Text = "", folder_id: FolderId | None = None
) -> dict[str, Any]:
    """Create a plain-text file (.txt, .md, .csv, .json, .html...). A name without an
    extension gets ".txt".

    Args:
        name: File name, e.g. "Packing list.md".
        content: The text.
        folder_id: Folder to create it in, e.g. "fld_0003"; omit for the top level.

    Returns:
        The new file with its id and path.
    """
    world = ctx.world
    clean = _clean_name(name, "file name")
    ext = _extension(clean)
    if not ext:
        clean, ext = clean + ".txt", "txt"
    if ext not in _TEXT_EXTENSIONS:
        raise ToolError(
            f"create_text_file makes text files ({', '.join('.' + e for e in _TEXT_EXTENSIONS)}); "
            f"{clean!r} is not one"
        )
    folder = _folder_or_root(ctx, folder_id)
    _require_editable_folder(world, folder)
    fid = None if folder is None else folder["id"]
    _check_free(world, fid, clean)
    now = ctx.clock.now()
    file = {
        "name": clean,
        "folder_id": fid,
        "mime_type": _MIME[ext],
        "size_bytes": _text_size(content),
        "content": content,
        "created_at": now,
        "modified_at": now,
    }
    if fid is None:  # one write: atomic by itself
        return _file_view(world, world.insert("drive_files", file), new=True)
    with world.transaction():
        row = world.insert("drive_files", file)
        world.update("drive_folders", fid, {"modified_at": now})  # the folder just read
    return _file_view(world, row, new=True)


@tool(domain=DOMAIN, reads=_TREE)
def read_text_file(ctx: WorldContext, file_id: FileId) -> dict[str, Any]:
    """Read the text of a text file (.txt, .md, .csv...). Reading does not change it.

    Args:
        file_id: Id of the file, e.g. "fil_0012".

    Returns:
        {"id", "name", "path", "content", "size_bytes", "modified_at"}.
    """
    world = ctx.world
    f = _text_file(ctx, file_id)
    return {
        "id": f["id"],
        "name": f["name"],
        "path": _item_path(world, "file", f),
        "content": f["content"],
        "size_bytes": f["size_bytes"],
        "modified_at": f["modified_at"],
        "in_trash": _trashed_by(world, "file", f) is not None,
    }


@tool(domain=DOMAIN, reads=_TREE, writes=(*_TREE, "drive_file_versions"))
def write_text_file(ctx: WorldContext, file_id: FileId, content: Text) -> dict[str, Any]:
    """Replace the whole text of a text file. The previous text is kept as a version
    (see list_file_versions).

    Args:
        file_id: Id of the file, e.g. "fil_0012".
        content: The new text.
    """
    world = ctx.world
    f = _text_file(ctx, file_id)
    _require_live(world, "file", f)
    _require_edit(world, "file", f)
    if content == f["content"]:
        raise ToolError(f"{f['name']!r} already has exactly this text")
    return _file_view(world, _set_content(ctx, f, content))


@tool(domain=DOMAIN, reads=_TREE, writes=(*_TREE, "drive_file_versions"))
def append_to_text_file(
    ctx: WorldContext, file_id: FileId, text: Annotated[str, Field(min_length=1, max_length=50_000)]
) -> dict[str, Any]:
    """Add text at the end of a text file, on a new line. The previous text is kept as a
    version.

    Args:
        file_id: Id of the file, e.g. "fil_0012".
        text: Text to add, e.g. "- sunscreen".
    """
    world = ctx.world
    f = _text_file(ctx, file_id)
    _require_live(world, "file", f)
    _require_edit(world, "file", f)
    old = str(f["content"])
    joined = old + ("\n" if old and not old.endswith("\n") else "") + text
    if len(joined) > 1_000_000:
        raise ToolError("the file would be too large (over 1,000,000 characters)")
    return _file_view(world, _set_content(ctx, f, joined))


@tool(domain=DOMAIN, reads=_TREE, writes=("drive_files", "drive_folders"))
def rename_file(ctx: WorldContext, file_id: FileId, name: ItemName) -> dict[str, Any]:
    """Rename a file. Give the full name with extension; changing the extension changes the
    file's type.

    Args:
        file_id: Id of the file, e.g. "fil_0012".
        name: New name, e.g. "Lease 2025.pdf".
    """
    world = ctx.world
    f = _file(ctx, file_id)
    _require_live(world, "file", f)
    _require_not_shared_root(world, "file", f, "rename")
    _require_edit(world, "file", f)
    clean = _clean_name(name, "file name")
    if clean == f["name"]:
        raise ToolError(f"the file is already called {clean!r}")
    _check_free(world, f["folder_id"], clean, exclude=f["id"])
    changes: dict[str, Any] = {"name": clean, "modified_at": ctx.clock.now()}
    if _extension(clean) != _extension(f["name"]):
        if f["image_id"] and not _mime_for(clean).startswith("image/"):
            raise ToolError(f"{f['name']!r} is an image; keep an image extension (.png, .jpg...)")
        changes["mime_type"] = _mime_for(clean)
    row = world.update("drive_files", f["id"], changes)
    return {**_file_view(world, row), "previous_name": f["name"]}


@tool(domain=DOMAIN, reads=_TREE, writes=_TREE)
def move_file(
    ctx: WorldContext, file_id: FileId, destination_folder_id: FolderId | None = None
) -> dict[str, Any]:
    """Move a file into another folder.

    Args:
        file_id: Id of the file, e.g. "fil_0012".
        destination_folder_id: Folder to move it into, e.g. "fld_0003"; omit (or "root")
            for the top level.
    """
    world = ctx.world
    f = _file(ctx, file_id)
    _require_live(world, "file", f)
    _require_not_shared_root(world, "file", f, "move")
    _require_edit(world, "file", f)
    dest = _folder_or_root(ctx, destination_folder_id)
    _require_editable_folder(world, dest)
    dest_id = None if dest is None else dest["id"]
    if dest_id == f["folder_id"]:
        raise ToolError(f"{_label('file', f)} is already in {_path(world, dest_id)}")
    _check_free(world, dest_id, f["name"])
    with world.transaction():
        row = world.update("drive_files", f["id"], {"folder_id": dest_id})
        _touch_parent(ctx, f["folder_id"])
        _touch_parent(ctx, dest_id)
    return {**_file_view(world, row), "previous_path": _path(world, f["folder_id"])}


@tool(domain=DOMAIN, reads=(*_TREE, "drive_tags"), writes=(*_TREE, "drive_tags"))
def copy_file(
    ctx: WorldContext,
    file_id: FileId,
    destination_folder_id: FolderId | None = None,
    new_name: ItemName | None = None,
) -> dict[str, Any]:
    """Copy (duplicate) a file, with its tags. Copying into the same folder names it
    "<name> copy.<ext>".

    Args:
        file_id: Id of the file, e.g. "fil_0012".
        destination_folder_id: Where to put the copy, e.g. "fld_0003"; omit to copy next to
            the original; "root" for the top level.
        new_name: Name of the copy (default: same name, or "<name> copy" if taken).

    Returns:
        The new file.
    """
    world = ctx.world
    f = _file(ctx, file_id)
    _require_live(world, "file", f)
    if destination_folder_id is None:
        dest_id: str | None = f["folder_id"]
        dest = None if dest_id is None else world.get("drive_folders", dest_id)
    else:
        dest = _folder_or_root(ctx, destination_folder_id)
        dest_id = None if dest is None else dest["id"]
    _require_editable_folder(world, dest)
    if new_name is not None:
        name = _clean_name(new_name, "file name")
        _check_free(world, dest_id, name)
    else:
        name = _copy_name(world, dest_id, f["name"], is_file=True)
    with world.transaction():
        row = _copy_file_row(ctx, f, dest_id, name)
        _touch_parent(ctx, dest_id)
    return {**_file_view(world, row), "copied_from": f["id"]}


@tool(domain=DOMAIN, reads=_TREE, writes=_TREE)
def delete_file(ctx: WorldContext, file_id: FileId) -> dict[str, Any]:
    """Delete a file: it goes to Recently Deleted for 30 days and can be restored with
    restore_from_drive_trash.

    Args:
        file_id: Id of the file, e.g. "fil_0012".
    """
    world = ctx.world
    f = _file(ctx, file_id)
    _require_live(world, "file", f)
    _require_not_shared_root(world, "file", f, "delete")
    _require_edit(world, "file", f)
    with world.transaction():
        world.update("drive_files", f["id"], {"trashed_at": ctx.clock.now()})
        _touch_parent(ctx, f["folder_id"])
    return {
        "deleted_file_id": f["id"],
        "name": f["name"],
        "from": _path(world, f["folder_id"]),
        "moved_to": "Recently Deleted",
    }


@tool(domain=DOMAIN, reads=_TREE, writes=_TREE)
def compress_drive_items(
    ctx: WorldContext,
    item_ids: Annotated[list[ItemId], Field(min_length=1, max_length=50)],
    archive_name: ItemName | None = None,
    destination_folder_id: FolderId | None = None,
) -> dict[str, Any]:
    """Compress files and/or folders into a .zip archive (the originals stay). One item
    gives "<name>.zip", several give "Archive.zip" (" 2", " 3"... if taken).

    Args:
        item_ids: Files and folders to put in the archive, e.g. ["fil_0012", "fld_0004"].
        archive_name: Name of the archive, e.g. "Tax documents" (".zip" is added).
        destination_folder_id: Where to create it; default the folder of the first item.

    Returns:
        The archive file with its entries (archive_members) and size.
    """
    world = ctx.world
    items = [_item(ctx, i) for i in dict.fromkeys(i.strip() for i in item_ids)]
    for kind, row in items:
        _require_live(world, kind, row)
    members: list[dict[str, Any]] = []
    for kind, row in items:
        if kind == "file":
            members.append({"path": row["name"], "size_bytes": row["size_bytes"]})
            continue
        members.append({"path": row["name"] + "/", "size_bytes": 0})
        for sub_kind, r, rel in _walk(world, row["id"]):
            size = r["size_bytes"] if sub_kind == "file" else 0
            members.append({"path": f"{row['name']}/{rel}", "size_bytes": size})
    if destination_folder_id is None:
        dest_id = _parent_of(items[0][0], items[0][1])
        dest = None if dest_id is None else world.get("drive_folders", dest_id)
    else:
        dest = _folder_or_root(ctx, destination_folder_id)
        dest_id = None if dest is None else dest["id"]
    _require_editable_folder(world, dest)
    if archive_name is not None:
        name = _clean_name(archive_name, "archive name")
        if not name.lower().endswith(".zip"):
            name += ".zip"
        _check_free(world, dest_id, name)
    else:
        base = items[0][1]["name"] if len(items) == 1 else "Archive"
        name = f"{base}.zip"
        k = 2
        while _name_conflict(world, dest_id, name) is not None:
            name = f"{base} {k}.zip"
            k += 1
    size = 22
    for kind, row in items:
        rows = (
            [row] if kind == "file" else [r for k, r, _ in _walk(world, row["id"]) if k == "file"]
        )
        for r in rows:
            ratio = 0.35 if r["content"] is not None else 0.97
            size += int(int(r["size_bytes"]) * ratio) + 76 + 2 * len(r["name"])
    now = ctx.clock.now()
    with world.transaction():
        row = world.insert(
            "drive_files",
            {
                "name": name,
                "folder_id": dest_id,
                "mime_type": "application/zip",
                "size_bytes": size,
                "archive_members": members,
                "created_at": now,
                "modified_at": now,
            },
        )
        _touch_parent(ctx, dest_id)
    return {**_file_view(world, row, new=True), "archive_members": members}


@tool(domain=DOMAIN, reads=_TREE, writes=_TREE)
def save_image_to_files(
    ctx: WorldContext,
    image_id: Annotated[str, Field(min_length=1, max_length=64)],
    folder_id: FolderId | None = None,
    name: ItemName | None = None,
) -> dict[str, Any]:
    """Save an image (from the conversation or a tool) as an image file in iCloud Drive.
    The right extension (.png, .jpg...) is added when the name has none.

    Args:
        image_id: Id of the image, e.g. "img_2".
        folder_id: Folder to save it in, e.g. "fld_0011"; omit for the top level.
        name: File name, e.g. "Receipt June 12"; default "Image <image id>".

    Returns:
        The new file, with its file id and image id.
    """
    world = ctx.world
    image = ctx.images.get(image_id.strip())
    ext = _IMAGE_EXT.get(image.media_type, "png")
    clean = _clean_name(name, "file name") if name is not None else f"Image {image.image_id}"
    given = _extension(clean)
    if not given:
        clean = f"{clean}.{ext}"
    elif not _mime_for(clean).startswith("image/"):
        raise ToolError(f"{clean!r} does not have an image extension; use .{ext} or no extension")
    folder = _folder_or_root(ctx, folder_id)
    _require_editable_folder(world, folder)
    fid = None if folder is None else folder["id"]
    _check_free(world, fid, clean)
    now = ctx.clock.now()
    with world.transaction():
        row = world.insert(
            "drive_files",
            {
                "name": clean,
                "folder_id": fid,
                "mime_type": image.media_type,
                "size_bytes": len(image.data),
                "image_id": image.image_id,
                "created_at": now,
                "modified_at": now,
            },
        )
        _touch_parent(ctx, fid)
    return _file_view(world, row, new=True)


@tool(domain=DOMAIN, reads=_TREE)
def open_image_file(ctx: WorldContext, file_id: FileId) -> dict[str, Any]:
    """Open an image file (.png, .jpg...) and get the image id of its picture, to look at it
    or pass it to image tools.

    Args:
        file_id: Id of the image file, e.g. "fil_0020".

    Returns:
        {"file_id", "name", "image_id", "width", "height", "media_type"}.
    """
    f = _file(ctx, file_id)
    if not f["image_id"]:
        raise ToolError(
            f"{f['name']!r} ({f['id']}) is not an image file with a preview ({f['mime_type']}); "
            "use read_text_file for text files or get_file_info for details"
        )
    image = ctx.images.get(str(f["image_id"]))
    return {
        "file_id": f["id"],
        "name": f["name"],
        "image_id": image.image_id,
        "width": image.width,
        "height": image.height,
        "media_type": image.media_type,
    }


@tool(domain=DOMAIN, reads=("drive_files", "drive_file_versions"))
def list_file_versions(ctx: WorldContext, file_id: FileId) -> dict[str, Any]:
    """List the saved versions of a text file, newest first (the current one included).

    Args:
        file_id: Id of the file, e.g. "fil_0012".

    Returns:
        {"file_id", "name", "versions": [{"version_number", "saved_at", "size_bytes",
        "is_current", "preview"}]}.
    """
    f = _text_file(ctx, file_id)
    rows = ctx.world.select(
        "drive_file_versions", {"file_id": f["id"]}, order_by="version_number DESC"
    )
    current = max([int(r["version_number"]) for r in rows], default=0) + 1
    versions = [
        {
            "version_number": current,
            "saved_at": f["modified_at"],
            "size_bytes": f["size_bytes"],
            "is_current": True,
            "preview": str(f["content"])[:120],
        }
    ]
    for r in rows:
        versions.append(
            {
                "version_number": r["version_number"],
                "saved_at": r["saved_at"],
                "size_bytes": r["size_bytes"],
                "is_current": False,
                "preview": str(r["content"] or "")[:120],
            }
        )
    return {"file_id": f["id"], "name": f["name"], "versions": versions}


@tool(
    domain=DOMAIN,
    reads=("drive_files", "drive_file_versions"),
    writes=(*_TREE, "drive_file_versions"),
)
def restore_file_version(
    ctx: WorldContext, file_id: FileId, version_number: Annotated[int, Field(ge=1, le=100_000)]
) -> dict[str, Any]:
    """Bring back an earlier version of a text file. The current text is kept as a new
    version, so this can be undone.

    Args:
        file_id: Id of the file, e.g. "fil_0012".
        version_number: Version to restore (from list_file_versions).
    """
    world = ctx.world
    f = _text_file(ctx, file_id)
    _require_live(world, "file", f)
    _require_edit(world, "file", f)
    rows = world.select(
        "drive_file_versions", {"file_id": f["id"], "version_number": version_number}
    )
    if not rows:
        numbers = [
            r["version_number"] for r in world.select("drive_file_versions", {"file_id": f["id"]})
        ]
        if version_number == max(numbers, default=0) + 1:
            raise ToolError(f"version {version_number} is already the current version")
        have = ", ".join(str(n) for n in sorted(numbers)) or "none"
        raise ToolError(f"{f['name']!r} has no version {version_number}; earlier versions: {have}")
    content = str(rows[0]["content"] or "")
    if content == f["content"]:
        raise ToolError(f"version {version_number} has the same text as the current version")
    return {**_file_view(world, _set_content(ctx, f, content)), "restored_version": version_number}


# ----------------------------------------------------------------------------- tags & favorites


@tool(domain=DOMAIN, reads=(*_TREE, "drive_tags"), writes=("drive_tags",))
def add_drive_tag(ctx: WorldContext, item_id: ItemId, color: TagColor) -> dict[str, Any]:
    """Tag a file or folder with a color (Files app tags).

    Args:
        item_id: Id of the file ("fil_0012") or folder ("fld_0003").
        color: Tag color.

    Returns:
        {"id", "name", "kind", "tags"}.
    """
    world = ctx.world
    kind, row = _item(ctx, item_id)
    _require_live(world, kind, row)
    if color in _tags(world, kind, row["id"]):
        raise ToolError(f"{_label(kind, row)} already has the {color} tag")
    col = "file_id" if kind == "file" else "folder_id"
    world.insert("drive_tags", {col: row["id"], "color": color})
    return {
        "id": row["id"],
        "name": row["name"],
        "kind": kind,
        "tags": _tags(world, kind, row["id"]),
    }


@tool(domain=DOMAIN, reads=(*_TREE, "drive_tags"), writes=("drive_tags",))
def remove_drive_tag(ctx: WorldContext, item_id: ItemId, color: TagColor) -> dict[str, Any]:
    """Remove a color tag from a file or folder.

    Args:
        item_id: Id of the file ("fil_0012") or folder ("fld_0003").
        color: Tag color to remove.
    """
    world = ctx.world
    kind, row = _item(ctx, item_id)
    col = "file_id" if kind == "file" else "folder_id"
    if color not in _tags(world, kind, row["id"]):
        have = ", ".join(_tags(world, kind, row["id"])) or "none"
        raise ToolError(f"{_label(kind, row)} has no {color} tag (its tags: {have})")
    world.delete_where("drive_tags", {col: row["id"], "color": color})
    return {
        "id": row["id"],
        "name": row["name"],
        "kind": kind,
        "tags": _tags(world, kind, row["id"]),
    }


@tool(domain=DOMAIN, reads=(*_TREE, "drive_tags"))
def list_drive_tagged_items(ctx: WorldContext, color: TagColor) -> list[dict[str, Any]]:
    """List the files and folders that have a color tag (deleted items excluded).

    Args:
        color: Tag color, e.g. "red".
    """
    world = ctx.world
    # The live tagged items, in the order of their tags.
    found: list[tuple[int, str, Row]] = []
    for kind in ("file", "folder"):
        table, column = _table(kind), ("file_id" if kind == "file" else "folder_id")
        rows = world.query(
            f"WITH RECURSIVE {_DEAD} SELECT x.*, t.rowid AS tag_order FROM drive_tags t "
            f"JOIN {table} x ON x.id = t.{column} WHERE t.color = ? AND {_alive_sql(kind, 'x.')}"
            + ("" if kind == "file" else " AND t.file_id IS NULL"),
            [color],
            table=table,
        )
        found.extend((int(r.pop("tag_order")), kind, r) for r in rows)
    found.sort(key=lambda x: x[0])
    out = [_view(world, kind, row) for _, kind, row in found]
    out.sort(key=lambda v: (v["kind"] != "folder", str(v["name"]).casefold()))
    return out


@tool(domain=DOMAIN, reads=_TREE, writes=_TREE)
def add_drive_favorite(ctx: WorldContext, item_id: ItemId) -> dict[str, Any]:
    """Add a file or folder to Favorites (the Files sidebar).

    Args:
        item_id: Id of the file ("fil_0012") or folder ("fld_0003").
    """
    world = ctx.world
    kind, row = _item(ctx, item_id)
    _require_live(world, kind, row)
    if row["is_favorite"]:
        raise ToolError(f"{_label(kind, row)} is already a favorite")
    updated = world.update(_table(kind), row["id"], {"is_favorite": True})
    return _view(world, kind, updated)


@tool(domain=DOMAIN, reads=_TREE, writes=_TREE)
def remove_drive_favorite(ctx: WorldContext, item_id: ItemId) -> dict[str, Any]:
    """Remove a file or folder from Favorites.

    Args:
        item_id: Id of the file ("fil_0012") or folder ("fld_0003").
    """
    world = ctx.world
    kind, row = _item(ctx, item_id)
    if not row["is_favorite"]:
        raise ToolError(f"{_label(kind, row)} is not a favorite")
    updated = world.update(_table(kind), row["id"], {"is_favorite": False})
    return _view(world, kind, updated)


@tool(domain=DOMAIN, reads=(*_TREE, "drive_tags"))
def list_drive_favorites(ctx: WorldContext) -> list[dict[str, Any]]:
    """List favorite folders and files (deleted items excluded)."""
    world = ctx.world
    out: list[dict[str, Any]] = []
    for kind in ("folder", "file"):
        table = _table(kind)
        rows = world.query(
            f"WITH RECURSIVE {_DEAD} SELECT * FROM {table} WHERE is_favorite = 1 AND "
            f"{_alive_sql(kind)} ORDER BY name, rowid",
            table=table,
        )
        out.extend(_view(world, kind, row) for row in rows)
    return out


# ----------------------------------------------------------------------------- sharing


def _share_row(world: World, kind: str, item_id: str, contact_id: str) -> Row | None:
    col = "file_id" if kind == "file" else "folder_id"
    rows = world.select("drive_shares", {col: item_id, "contact_id": contact_id})
    return rows[0] if rows else None


@tool(
    domain=DOMAIN,
    reads=(*_ALL, "contacts", "contact_phones", "contact_emails"),
    writes=("drive_shares",),
)
def share_drive_item(
    ctx: WorldContext, item_id: ItemId, contact_id: ContactId, permission: Permission = "view"
) -> dict[str, Any]:
    """Share one of your files or folders with a contact (iCloud sharing invites them by
    email or phone). Sharing a folder shares everything in it.

    Args:
        item_id: Id of the file ("fil_0012") or folder ("fld_0003").
        contact_id: Id of the contact, e.g. "ct_0005" (from search_contacts).
        permission: "view" (can open) or "edit" (can change).

    Returns:
        {"id", "name", "kind", "shared_with": [{contact_id, name, permission}]}.
    """
    world = ctx.world
    kind, row = _item(ctx, item_id)
    _require_live(world, kind, row)
    _require_mine(world, kind, row, "share it")
    contact = world.get("contacts", contact_id.strip())
    has_email = world.count("contact_emails", {"contact_id": contact["id"]}) > 0
    if not has_email and primary_number(world, contact["id"]) is None:
        raise ToolError(
            f"{display_name(contact)} has no email address or phone number to send the invite to"
        )
    existing = _share_row(world, kind, row["id"], contact["id"])
    if existing is not None:
        raise ToolError(
            f"{_label(kind, row)} is already shared with {display_name(contact)} "
            f"({existing['permission']}); use change_drive_share_permission to change access"
        )
    col = "file_id" if kind == "file" else "folder_id"
    world.insert(
        "drive_shares",
        {
            col: row["id"],
            "contact_id": contact["id"],
            "permission": permission,
            "shared_at": ctx.clock.now(),
        },
    )
    return {
        "id": row["id"],
        "name": row["name"],
        "kind": kind,
        "shared_with": _shares(world, kind, row["id"]),
    }


@tool(domain=DOMAIN, reads=(*_ALL, "contacts"), writes=("drive_shares",))
def unshare_drive_item(ctx: WorldContext, item_id: ItemId, contact_id: ContactId) -> dict[str, Any]:
    """Stop sharing a file or folder with a contact.

    Args:
        item_id: Id of the file ("fil_0012") or folder ("fld_0003").
        contact_id: Id of the contact, e.g. "ct_0005".
    """
    world = ctx.world
    kind, row = _item(ctx, item_id)
    contact = world.get("contacts", contact_id.strip())
    existing = _share_row(world, kind, row["id"], contact["id"])
    if existing is None:
        raise ToolError(f"{_label(kind, row)} is not shared with {display_name(contact)}")
    world.delete("drive_shares", existing["id"])
    return {
        "id": row["id"],
        "name": row["name"],
        "kind": kind,
        "shared_with": _shares(world, kind, row["id"]),
    }


@tool(domain=DOMAIN, reads=(*_ALL, "contacts"), writes=("drive_shares",))
def change_drive_share_permission(
    ctx: WorldContext, item_id: ItemId, contact_id: ContactId, permission: Permission
) -> dict[str, Any]:
    """Change what a contact can do with a file or folder you shared: "view" or "edit".

    Args:
        item_id: Id of the file ("fil_0012") or folder ("fld_0003").
        contact_id: Id of the contact, e.g. "ct_0005".
        permission: New access: "view" or "edit".
    """
    world = ctx.world
    kind, row = _item(ctx, item_id)
    contact = world.get("contacts", contact_id.strip())
    existing = _share_row(world, kind, row["id"], contact["id"])
    if existing is None:
        raise ToolError(
            f"{_label(kind, row)} is not shared with {display_name(contact)}; share it first "
            "with share_drive_item"
        )
    if existing["permission"] == permission:
        raise ToolError(f"{display_name(contact)} already has {permission} access")
    world.update("drive_shares", existing["id"], {"permission": permission})
    return {
        "id": row["id"],
        "name": row["name"],
        "kind": kind,
        "shared_with": _shares(world, kind, row["id"]),
    }


@tool(domain=DOMAIN, reads=(*_TREE, "contacts"))
def list_shared_with_me(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the files and folders other people shared with you, with who shared them and
    your access (view or edit)."""
    world = ctx.world
    out: list[dict[str, Any]] = []
    for kind in ("folder", "file"):
        table = _table(kind)
        rows = world.query(
            f"WITH RECURSIVE {_DEAD} SELECT * FROM {table} WHERE owner_contact_id IS NOT NULL "
            f"AND {_alive_sql(kind)} ORDER BY name, rowid",
            table=table,
        )
        for row in rows:
            out.append(
                {
                    **_view(world, kind, row),
                    "shared_by": _owner_name(world, row["owner_contact_id"]),
                    "shared_by_contact_id": row["owner_contact_id"],
                    "my_permission": row["my_permission"] or "view",
                }
            )
    return out


@tool(domain=DOMAIN, reads=(*_ALL, "contacts"))
def list_shared_by_me(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the files and folders you shared, with whom and with what access."""
    world = ctx.world
    seen: set[str] = set()
    out: list[dict[str, Any]] = []
    for s in world.select("drive_shares", order_by="shared_at"):
        kind = "file" if s["file_id"] is not None else "folder"
        item_id = s["file_id"] or s["folder_id"]
        if item_id in seen:
            continue
        seen.add(item_id)
        row = world.get_or_none(_table(kind), item_id)
        if row is None:
            continue
        out.append({**_view(world, kind, row), "shared_with": _shares(world, kind, item_id)})
    return out


# ----------------------------------------------------------------------------- trash


def _trash_entry(world: World, kind: str, row: Row, now: datetime) -> dict[str, Any]:
    try:
        age = (now - world.clock.parse(row["trashed_at"])).days
    except (TypeError, ValueError):
        age = 0
    entry = {
        "id": row["id"],
        "kind": kind,
        "name": row["name"],
        "original_location": _path(world, _parent_of(kind, row)),
        "deleted_at": row["trashed_at"],
        "days_until_permanent_deletion": max(0, TRASH_DAYS - age),
    }
    if kind == "file":
        entry["size"] = _human(row["size_bytes"])
    else:
        n, total = _files_below(world, row["id"], live=False)
        entry["files_inside"] = n
        entry["size"] = _human(total)
    return entry


def _trashed(world: World) -> list[tuple[str, Row]]:
    items: list[tuple[str, Row]] = []
    for kind in ("folder", "file"):
        table = _table(kind)
        rows = world.query(
            f"SELECT * FROM {table} WHERE trashed_at IS NOT NULL ORDER BY trashed_at DESC, rowid",
            table=table,
        )
        items.extend((kind, row) for row in rows)
    items.sort(key=lambda x: str(x[1]["trashed_at"]), reverse=True)
    return items


@tool(domain=DOMAIN, reads=_TREE)
def list_drive_trash(ctx: WorldContext) -> dict[str, Any]:
    """List Recently Deleted: deleted files and folders, where they were, when they were
    deleted and how many days remain before they are removed for good.

    Returns:
        {"items": [...], "total_size"}.
    """
    world = ctx.world
    now = ctx.clock.now()
    items = [_trash_entry(world, k, r, now) for k, r in _trashed(world)]
    total = 0
    for k, r in _trashed(world):
        if k == "file":
            total += int(r["size_bytes"])
        else:
            total += _files_below(world, r["id"], live=False)[1]
    return {"items": items, "total_size": _human(total)}


def _require_trashed_itself(world: World, kind: str, row: Row) -> None:
    if row["trashed_at"] is not None:
        return
    gone = _trashed_by(world, kind, row)
    if gone is None:
        raise ToolError(f"{_label(kind, row)} is not in Recently Deleted")
    raise ToolError(
        f"{_label(kind, row)} is inside the deleted folder {gone['name']!r} ({gone['id']}); "
        "restore or delete that folder instead"
    )


@tool(domain=DOMAIN, reads=_TREE, writes=_TREE)
def restore_from_drive_trash(ctx: WorldContext, item_id: ItemId) -> dict[str, Any]:
    """Restore a deleted file or folder from Recently Deleted to where it was. If its
    original folder is itself deleted, it is restored to the top level of iCloud Drive.

    Args:
        item_id: Id of the deleted file ("fil_0040") or folder ("fld_0018"), from
            list_drive_trash.
    """
    world = ctx.world
    kind, row = _item(ctx, item_id)
    _require_trashed_itself(world, kind, row)
    parent = _parent_of(kind, row)
    target = parent
    if parent is not None:
        p = world.get("drive_folders", parent)
        if _trashed_by(world, "folder", p) is not None:
            target = None
    _check_free(world, target, row["name"], exclude=row["id"])
    changes: dict[str, Any] = {"trashed_at": None}
    if target != parent:
        changes["folder_id" if kind == "file" else "parent_id"] = target
    with world.transaction():
        updated = world.update(_table(kind), row["id"], changes)
        _touch_parent(ctx, target)
    return {**_view(world, kind, updated), "restored_to": _path(world, target)}


def _delete_forever(world: World, kind: str, row: Row) -> tuple[int, int]:
    n, total = (1, int(row["size_bytes"])) if kind == "file" else (0, 0)
    if kind == "folder":
        n, total = _files_below(world, row["id"], live=False)
    if world.exists(_table(kind), row["id"]):
        world.delete(_table(kind), row["id"])
    return n, total


@tool(domain=DOMAIN, reads=_ALL, writes=_ALL)
def permanently_delete_drive_item(ctx: WorldContext, item_id: ItemId) -> dict[str, Any]:
    """Delete one item in Recently Deleted for good (it can't be restored afterwards).

    Args:
        item_id: Id of the deleted file or folder, from list_drive_trash.
    """
    world = ctx.world
    kind, row = _item(ctx, item_id)
    _require_trashed_itself(world, kind, row)
    with world.transaction():
        n, total = _delete_forever(world, kind, row)
    return {"deleted_forever": row["id"], "name": row["name"], "files": n, "freed": _human(total)}


@tool(domain=DOMAIN, reads=_ALL, writes=_ALL)
def empty_drive_trash(ctx: WorldContext) -> dict[str, Any]:
    """Empty Recently Deleted: everything in it is deleted for good."""
    world = ctx.world
    items = _trashed(world)
    if not items:
        raise ToolError("Recently Deleted is already empty")
    files = freed = 0
    with world.transaction():
        for kind, row in items:
            if world.exists(_table(kind), row["id"]):
                n, total = _delete_forever(world, kind, row)
                files += n
                freed += total
    return {"items_deleted": len(items), "files_deleted": files, "freed": _human(freed)}


# ----------------------------------------------------------------------------- seed


def _seed_image(kind: str) -> tuple[bytes, str]:
    """Deterministic stand-in pictures for the seeded image files: (bytes, media type)."""
    if kind == "dental_card":
        img = Image.new("RGB", (420, 260), (235, 244, 252))
        draw = ImageDraw.Draw(img)
        draw.rectangle((0, 0, 419, 54), fill=(22, 92, 160))
        draw.text((16, 18), "BRIGHTSMILE DENTAL PPO", fill=(255, 255, 255))
        draw.text((16, 80), "Member: JORDAN ELLIS", fill=(20, 20, 20))
        draw.text((16, 104), "Member ID: BSD-4471-0926", fill=(20, 20, 20))
        draw.text((16, 128), "Group: BRIGHTLINE HEALTH 00812", fill=(20, 20, 20))
        draw.text((16, 152), "Plan: PPO 1500   Copay: $0 preventive", fill=(20, 20, 20))
        draw.text((16, 220), "Customer service: 1-800-555-0164", fill=(60, 60, 60))
        return _jpeg(img), "image/jpeg"
    if kind == "dashboard":
        img = Image.new("RGB", (480, 300), (247, 248, 250))
        draw = ImageDraw.Draw(img)
        draw.rectangle((0, 0, 90, 299), fill=(32, 41, 64))
        for i, label in enumerate(("Home", "Patients", "Schedule", "Reports")):
            draw.text((12, 30 + 28 * i), label, fill=(220, 226, 240))
        draw.text((110, 14), "Clinic dashboard - v3", fill=(30, 30, 30))
        for i, (title, value) in enumerate(
            (("Visits today", "42"), ("No-shows", "3"), ("Wait", "11m"))
        ):
            x = 110 + i * 122
            draw.rectangle((x, 40, x + 110, 100), fill=(255, 255, 255), outline=(220, 220, 228))
            draw.text((x + 8, 48), title, fill=(90, 90, 90))
            draw.text((x + 8, 70), value, fill=(20, 20, 20))
        for i, h in enumerate((60, 90, 75, 120, 100, 140, 80)):
            draw.rectangle((120 + i * 48, 270 - h, 150 + i * 48, 270), fill=(76, 132, 255))
        return encode_png(img), "image/png"
    if kind == "dog":
        img = Image.new("RGB", (320, 240), (126, 176, 96))
        draw = ImageDraw.Draw(img)
        draw.rectangle((0, 0, 319, 90), fill=(170, 210, 240))
        draw.ellipse((90, 110, 220, 190), fill=(196, 142, 74))
        draw.ellipse((190, 80, 250, 140), fill=(196, 142, 74))
        draw.ellipse((228, 100, 236, 108), fill=(20, 20, 20))
        draw.polygon([(196, 86), (206, 62), (214, 90)], fill=(150, 100, 50))
        for x in (105, 135, 170, 200):
            draw.rectangle((x, 180, x + 12, 215), fill=(176, 124, 62))
        draw.rectangle((60, 130, 95, 140), fill=(180, 40, 40))
        return _jpeg(img), "image/jpeg"
    if kind == "screenshot":
        img = Image.new("RGB", (300, 600), (255, 255, 255))
        draw = ImageDraw.Draw(img)
        draw.text((110, 8), "4:15", fill=(0, 0, 0))
        draw.rectangle((0, 40, 299, 110), fill=(0, 84, 147))
        draw.text((16, 56), "SkyHarbor", fill=(255, 255, 255))
        draw.text((16, 80), "Flight SH 482  SFO -> PDX", fill=(255, 255, 255))
        rows = (
            ("Date", "Fri, Jun 27"),
            ("Departs", "6:05 PM  Terminal 2"),
            ("Arrives", "7:55 PM"),
            ("Seat", "14C"),
            ("Confirmation", "K7Q2XP"),
        )
        for i, (k, v) in enumerate(rows):
            draw.text((16, 140 + 40 * i), k, fill=(110, 110, 110))
            draw.text((130, 140 + 40 * i), v, fill=(10, 10, 10))
        draw.rectangle((40, 400, 260, 560), outline=(0, 0, 0))
        draw.text((56, 440), "Check-in opens", fill=(60, 60, 60))
        draw.text((56, 462), "Thu, Jun 26, 6:05 PM", fill=(10, 10, 10))
        draw.text((56, 500), "Mobile boarding pass", fill=(60, 60, 60))
        draw.text((56, 522), "available after check-in", fill=(60, 60, 60))
        return encode_png(img), "image/png"
    img = Image.new("RGB", (64, 64), (255, 224, 189))
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, 63, 18), fill=(70, 45, 30))
    draw.rectangle((18, 26, 24, 32), fill=(30, 30, 30))
    draw.rectangle((40, 26, 46, 32), fill=(30, 30, 30))
    draw.rectangle((24, 44, 40, 48), fill=(200, 80, 80))
    draw.rectangle((0, 56, 63, 63), fill=(60, 120, 200))
    return encode_png(img.resize((256, 256), Image.Resampling.NEAREST)), "image/png"


def _jpeg(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="JPEG", quality=88)
    return buf.getvalue()


class SeedFolder(DataModel):
    """A seeded folder; ``shared_by`` is the contact who shares it with the owner."""

    path: str
    days_ago: int
    favorite: bool = False
    tags: tuple[str, ...] = ()
    shared_by: str | None = None
    my_permission: Permission | None = None


class SeedArchiveMember(DataModel):
    """A member of a seeded .zip file."""

    path: str
    size_bytes: int


class SeedFile(DataModel):
    """A seeded file: text content ("{owner}" = the owner's last name), only a size, a
    picture drawn by `_seed_image`, or a .zip's members (exactly one of them)."""

    path: str
    created_days_ago: float
    modified_days_ago: float
    text: str | None = None
    size_bytes: int | None = None
    image: Literal["dental_card", "dashboard", "dog", "screenshot", "avatar"] | None = None
    archive: tuple[SeedArchiveMember, ...] | None = None
    favorite: bool = False
    tags: tuple[str, ...] = ()

    @model_validator(mode="after")
    def _one_body(self) -> SeedFile:
        bodies = (self.text, self.size_bytes, self.image, self.archive)
        if sum(b is not None for b in bodies) != 1:
            raise ValueError(f"{self.path}: give exactly one of text, size_bytes, image, archive")
        return self


class SeedVersion(DataModel):
    """An earlier version of a text file."""

    text: str
    saved_days_ago: float


class SeedVersions(DataModel):
    """The version history of one file, oldest first."""

    path: str
    versions: tuple[SeedVersion, ...]


class SeedShare(DataModel):
    """A file or folder the owner shares with a contact ("First Last")."""

    path: str
    contact: str
    permission: Permission
    days_ago: int


class SeedTrashed(DataModel):
    """An item in Recently Deleted."""

    path: str
    days_ago: float


class FilesSeed(DataModel):
    """``data/sandbox/domains/files_seed.json``: the seeded drive."""

    folders: tuple[SeedFolder, ...]
    files: tuple[SeedFile, ...]
    versions: tuple[SeedVersions, ...]
    shares: tuple[SeedShare, ...]
    trashed: tuple[SeedTrashed, ...]


@cache
def files_seed() -> FilesSeed:
    """The bundled drive, read and validated on first use."""
    return load_domain_data("files_seed", FilesSeed)


def seed(world: World, rng: random.Random) -> None:
    """Fill iCloud Drive: 18 folders (two shared with the owner by family/friends) and 49
    files (documents, text notes with versions, photos and screenshots as image files, a
    .zip, big videos), color tags, favorites, shares with contacts, duplicates and three
    items in Recently Deleted."""
    clock = world.clock
    family = world.owner.last_name or "Ellis"

    def ago(days: float) -> datetime:
        moment = clock.now() - timedelta(days=days)
        if days >= 2 and days == int(days):
            moment -= timedelta(minutes=rng.randint(0, 540))
        return moment.replace(second=0, microsecond=0)

    def contact(name: str) -> str:
        first, last = name.split(" ", 1)
        return seed_contact_id(world, first, last)

    folder_ids: dict[str, str] = {}
    content = files_seed()
    for folder_spec in content.folders:
        path, days, favorite = folder_spec.path, folder_spec.days_ago, folder_spec.favorite
        tags, owner, permission = folder_spec.tags, folder_spec.shared_by, folder_spec.my_permission
        parent, _, name = path.rpartition("/")
        created = ago(days) + timedelta(minutes=rng.randint(0, 300))
        row = world.insert(
            "drive_folders",
            {
                "name": name,
                "parent_id": folder_ids[parent] if parent else None,
                "is_favorite": favorite,
                "created_at": created,
                "modified_at": created,
                "owner_contact_id": contact(owner) if owner else None,
                "my_permission": permission,
            },
        )
        folder_ids[path] = row["id"]
        for color in tags:
            world.insert("drive_tags", {"folder_id": row["id"], "color": color})
    file_ids: dict[str, str] = {}
    latest: dict[str, datetime] = {}
    for file_spec in content.files:
        path, favorite, tags = file_spec.path, file_spec.favorite, file_spec.tags
        created_days, modified_days = file_spec.created_days_ago, file_spec.modified_days_ago
        folder, _, name = path.rpartition("/")
        created = ago(created_days)
        modified = max(created, ago(modified_days))
        values: dict[str, Any] = {
            "name": name,
            "folder_id": folder_ids[folder] if folder else None,
            "mime_type": _mime_for(name),
            "is_favorite": favorite,
            "created_at": created,
            "modified_at": modified,
        }
        if file_spec.text is not None:
            text = file_spec.text.replace("{owner}", family)
            values.update({"content": text, "size_bytes": _text_size(text)})
        elif file_spec.size_bytes is not None:
            values["size_bytes"] = file_spec.size_bytes
        elif file_spec.image is not None:
            data, media = _seed_image(file_spec.image)
            image = world.images.add(data, source=f"seed:files/{file_spec.image}")
            values.update({"image_id": image.image_id, "size_bytes": len(data), "mime_type": media})
        else:
            archive = file_spec.archive or ()
            members = [{"path": m.path, "size_bytes": m.size_bytes} for m in archive]
            values.update(
                {
                    "archive_members": members,
                    "size_bytes": 22 + sum(int(m.size_bytes * 0.97) + 80 for m in archive),
                }
            )
        row = world.insert("drive_files", values)
        file_ids[path] = row["id"]
        for color in tags:
            world.insert("drive_tags", {"file_id": row["id"], "color": color})
        if folder:
            latest[folder] = max(latest.get(folder, modified), modified)
    for folder, when in latest.items():
        row = world.get("drive_folders", folder_ids[folder])
        if str(row["modified_at"]) < clock.format(when):
            world.update("drive_folders", row["id"], {"modified_at": when})
    for history in content.versions:
        for number, version in enumerate(history.versions, 1):
            world.insert(
                "drive_file_versions",
                {
                    "file_id": file_ids[history.path],
                    "version_number": number,
                    "size_bytes": _text_size(version.text),
                    "content": version.text,
                    "saved_at": ago(version.saved_days_ago),
                },
            )
    for share in content.shares:
        key = "folder_id" if share.path in folder_ids else "file_id"
        item = folder_ids[share.path] if key == "folder_id" else file_ids[share.path]
        world.insert(
            "drive_shares",
            {
                key: item,
                "contact_id": contact(share.contact),
                "permission": share.permission,
                "shared_at": ago(share.days_ago),
            },
        )
    for trashed in content.trashed:
        path = trashed.path
        when = ago(trashed.days_ago)
        if path in folder_ids:
            world.update("drive_folders", folder_ids[path], {"trashed_at": when})
        else:
            world.update("drive_files", file_ids[path], {"trashed_at": when})
