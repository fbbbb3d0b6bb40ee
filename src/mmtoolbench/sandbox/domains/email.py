"""Email: the owner's mailbox (modelled on Gmail / Apple Mail).

Mailboxes (folders) hold emails: the system folders Inbox, Sent, Drafts, Archive,
Spam and Trash plus the owner's own. Emails of one conversation share a
``thread_id`` (the id of the conversation's first email). Labels tag emails across
folders, stars mark them, and images travel as attachments holding image ids of the
episode's image store. Settings: signatures, the vacation auto-reply and blocked
senders. The owner's address is ``ctx.owner.email``; correspondents are the seeded
contacts.
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from functools import cache
from typing import Annotated, Any, Literal

from PIL import Image, ImageDraw
from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains._common import (
    DataModel,
    count_and_page,
    display_name,
    load_domain_data,
    normalize_email,
    set_flag,
)
from mmtoolbench.sandbox.domains.contacts import seed_contact_id
from mmtoolbench.sandbox.world.schema import Column, KeyIndex, Table
from mmtoolbench.sandbox.world.sql import in_values
from mmtoolbench.sandbox.world.state import Row, World

DOMAIN = "email"
REQUIRES: tuple[str, ...] = ("contacts",)

ROLES = ("inbox", "sent", "drafts", "archive", "spam", "trash", "custom")
SYSTEM_FOLDERS = {
    "inbox": "Inbox",
    "sent": "Sent",
    "drafts": "Drafts",
    "archive": "Archive",
    "spam": "Spam",
    "trash": "Trash",
}
COLORS = ("red", "orange", "yellow", "green", "blue", "purple", "gray")

_EMAIL_HINT = "use list_emails or search_emails to find email ids"


def _fold(text: Any) -> Any:
    """``text.lower()`` (Python's full Unicode lower case) for text, else the value."""
    return text.lower() if isinstance(text, str) else text


#: SQL calling `_fold` (registered for the ``folded_from`` key index of emails).
_FOLD = "key_emails_folded_from"

TABLES: tuple[Table, ...] = (
    Table(
        name="email_folders",
        domain=DOMAIN,
        entity="email folder",
        id_prefix="emf",
        lookup_hint="use list_email_folders to find folders",
        description="Mailboxes: the system folders (inbox, sent, drafts, archive, spam, "
        "trash) and the owner's own folders.",
        indexes=(("role",),),
        key_indexes=(KeyIndex("folded_name", ("name",), lambda name: name.lower()),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Folder id, e.g. emf_0007."),
            Column("name", "TEXT", not_null=True, unique=True),
            Column(
                "role",
                "TEXT",
                not_null=True,
                default="custom",
                choices=ROLES,
                description="System role, or 'custom' for the owner's folders.",
            ),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="emails",
        search_columns=("subject", "body", "from_address", "from_name"),
        # (folder_id, sent_at): a folder's newest emails; (thread_id, sent_at): a
        # conversation's emails.
        indexes=(("sent_at",), ("folder_id", "sent_at"), ("thread_id", "sent_at")),
        # The sender's address in lower case; its SQL function also folds other text
        # the way Python does (`_FOLD`).
        key_indexes=(KeyIndex("folded_from", ("from_address",), _fold),),
        domain=DOMAIN,
        entity="email",
        id_prefix="em",
        lookup_hint=_EMAIL_HINT,
        description="Emails received, sent and drafted.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Email id, e.g. em_0012."),
            Column(
                "thread_id",
                "TEXT",
                not_null=True,
                description="Conversation id: the id of the conversation's first email.",
            ),
            Column("folder_id", "TEXT", not_null=True, references="email_folders.id"),
            Column("status", "TEXT", not_null=True, choices=("received", "sent", "draft")),
            Column("from_address", "TEXT", not_null=True),
            Column("from_name", "TEXT", description="Sender's display name."),
            Column("to_addresses", "JSON", not_null=True, default=()),
            Column("cc_addresses", "JSON", not_null=True, default=()),
            Column("bcc_addresses", "JSON", not_null=True, default=()),
            Column("subject", "TEXT", not_null=True, default=""),
            Column("body", "TEXT", not_null=True, default=""),
            Column(
                "sent_at",
                "DATETIME",
                not_null=True,
                description="When it was sent or received; for drafts, when last saved.",
            ),
            Column("is_read", "BOOLEAN", not_null=True, default=True),
            Column("is_starred", "BOOLEAN", not_null=True, default=False),
            Column(
                "in_reply_to_id",
                "TEXT",
                references="emails.id",
                on_delete="SET NULL",
                description="The email this one replies to.",
            ),
            Column(
                "trashed_from_folder_id",
                "TEXT",
                references="email_folders.id",
                on_delete="SET NULL",
                description="For emails in Trash: the folder restore_email puts them back in.",
            ),
        ),
    ),
    Table(
        name="email_attachments",
        domain=DOMAIN,
        entity="email attachment",
        id_prefix="ematt",
        description="Images attached to emails.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Attachment id, e.g. ematt_0003."),
            Column("email_id", "TEXT", not_null=True, references="emails.id", on_delete="CASCADE"),
            Column("image_id", "TEXT", not_null=True, description="Image id, e.g. img_3."),
            Column("filename", "TEXT", not_null=True),
        ),
    ),
    Table(
        name="email_labels",
        domain=DOMAIN,
        entity="email label",
        id_prefix="emlbl",
        lookup_hint="use list_email_labels to find labels",
        description="Labels that tag emails across folders.",
        key_indexes=(KeyIndex("folded_name", ("name",), lambda name: name.lower()),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Label id, e.g. emlbl_0002."),
            Column("name", "TEXT", not_null=True, unique=True),
            Column("color", "TEXT", not_null=True, default="gray", choices=COLORS),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="email_label_assignments",
        domain=DOMAIN,
        entity="email label assignment",
        id_prefix="emla",
        description="Which label is on which email.",
        unique_together=(("email_id", "label_id"),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column("email_id", "TEXT", not_null=True, references="emails.id", on_delete="CASCADE"),
            Column(
                "label_id",
                "TEXT",
                not_null=True,
                references="email_labels.id",
                on_delete="CASCADE",
            ),
        ),
    ),
    Table(
        name="email_signatures",
        domain=DOMAIN,
        entity="email signature",
        id_prefix="emsig",
        lookup_hint="use list_email_signatures to find signature ids",
        description="Signatures that can be appended to outgoing emails.",
        key_indexes=(KeyIndex("folded_name", ("name",), lambda name: name.lower()),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Signature id, e.g. emsig_0001."),
            Column("name", "TEXT", not_null=True, unique=True),
            Column("body", "TEXT", not_null=True),
            Column("is_default", "BOOLEAN", not_null=True, default=False),
        ),
    ),
    Table(
        name="email_blocked_senders",
        domain=DOMAIN,
        entity="blocked email sender",
        id_prefix="emblk",
        description="Addresses whose mail goes straight to Spam.",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column("address", "TEXT", not_null=True, unique=True),
            Column("blocked_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="email_vacation_responder",
        domain=DOMAIN,
        entity="vacation responder",
        description="The automatic reply sent while away (a single row, id 'vacation').",
        columns=(
            Column("id", "TEXT", primary_key=True, choices=("vacation",)),
            Column("is_enabled", "BOOLEAN", not_null=True, default=False),
            Column("subject", "TEXT", not_null=True, default=""),
            Column("message", "TEXT", not_null=True, default=""),
            Column("start_date", "DATE"),
            Column("end_date", "DATE"),
            Column(
                "contacts_only",
                "BOOLEAN",
                not_null=True,
                default=False,
                description="Only reply to people in the address book.",
            ),
        ),
    ),
)

_MAIL = ("emails", "email_folders", "email_attachments", "email_labels", "email_label_assignments")
_READS = (*_MAIL, "contacts", "contact_emails")
_MSG = ("emails", "email_attachments", "email_label_assignments")
_SEND_WRITES = (*_MSG, "email_folders")

EmailId = Annotated[str, Field(min_length=1, max_length=64)]
FolderRef = Annotated[str, Field(min_length=1, max_length=100)]
LabelRef = Annotated[str, Field(min_length=1, max_length=100)]
Address = Annotated[str, Field(min_length=1, max_length=254)]
Recipients = Annotated[list[Address], Field(max_length=50)]
Subject = Annotated[str, Field(max_length=300)]
Body = Annotated[str, Field(max_length=20000)]
ImageIds = Annotated[list[Annotated[str, Field(min_length=1, max_length=64)]], Field(max_length=10)]
Limit = Annotated[int, Field(ge=1, le=100)]
Color = Literal["red", "orange", "yellow", "green", "blue", "purple", "gray"]

MAX_RECIPIENTS = 50
MAX_ATTACHMENTS = 10
_MIN_YEAR, _MAX_YEAR = 1970, 2100

# ----------------------------------------------------------------------------- helpers


def _day(value: date | None, what: str) -> date | None:
    if value is None:
        return None
    if isinstance(value, datetime):
        value = value.date()
    if not _MIN_YEAR <= value.year <= _MAX_YEAR:
        raise ToolError(f"{what} {value.isoformat()} is out of range (years 1970-2100)")
    return value


def _me(world: World) -> tuple[str, str]:
    """The owner's email address (lower case) and name, read again only after the
    owner row changes."""

    def build() -> tuple[str, str]:
        owner = world.owner
        return owner.email.lower(), owner.name

    return world.derived("email.me", ("owner",), build)


def name_for_address(world: World, address: str) -> str | None:
    """Display name for an email address: "me", a contact's name, or None."""
    me, my_name = _me(world)
    if address.lower() == me:
        return f"{my_name} (me)"
    found = world.query(_NAME_OF_ADDRESS, (address.lower(),))
    return display_name(found[0]) if found else None


#: The name columns of the oldest contact with an address.
_NAME_OF_ADDRESS = (
    "SELECT c.first_name, c.last_name, c.company FROM contacts c "
    "JOIN contact_emails e ON e.contact_id = c.id WHERE e.address = ? ORDER BY c.rowid LIMIT 1"
)


def _names_for(world: World, addresses: Sequence[str]) -> dict[str, str | None]:
    """`name_for_address` of each address (keyed by the address in lower case), with
    one query for all of them."""
    me, my_name = _me(world)
    names: dict[str, str | None] = {}
    wanted: list[str] = []
    for address in addresses:
        key = address.lower()
        if key in names:
            continue
        names[key] = f"{my_name} (me)" if key == me else None
        if key != me:
            wanted.append(key)
    if wanted:
        cond, params = in_values("e.address", wanted)
        found = world.query(
            "SELECT e.address, c.first_name, c.last_name, c.company FROM contacts c "
            f"JOIN contact_emails e ON e.contact_id = c.id WHERE {cond} ORDER BY c.rowid",
            params,
        )
        named: set[str] = set()
        for r in found:
            if r["address"] not in named:
                named.add(r["address"])
                names[r["address"]] = display_name(r)
    return names


def resolve_address(world: World, who: str) -> str:
    """A contact id (``ct_0005``, primary email) or an email address -> the address.

    Raises:
        ToolError: Unknown contact, contact without email, or invalid address.
    """
    text = who.strip()
    if re.fullmatch(r"ct_\d+", text):
        contact = world.get("contacts", text)
        emails = world.select(
            "contact_emails", {"contact_id": contact["id"]}, order_by="is_primary DESC"
        )
        if not emails:
            raise ToolError(
                f"contact {text} ({display_name(contact)}) has no email address; add one with "
                "add_contact_email or give an address"
            )
        return str(emails[0]["address"])
    if "@" not in text:
        raise ToolError(
            f"{who!r} is neither a contact id nor an email address; use search_contacts to find "
            "the contact id"
        )
    return normalize_email(text)


def _addresses(world: World, items: Sequence[str] | None) -> list[str]:
    return list(dict.fromkeys(resolve_address(world, i) for i in items or []))


#: Names listed in a not-found error at most (a mailbox has far fewer).
_MAX_LISTED = 50


def _listed(world: World, table: str) -> str:
    """Every row's name (up to `_MAX_LISTED`, then "... and N more"), comma-separated."""
    names = [r["name"] for r in world.select(table, limit=_MAX_LISTED)]
    if len(names) == _MAX_LISTED:
        more = world.count(table) - _MAX_LISTED
        if more:
            names.append(f"... and {more} more")
    return ", ".join(names)


def _folder_by_role(world: World, role: str) -> Row:
    rows = world.select("email_folders", {"role": role}, limit=1)
    if rows:
        return rows[0]
    raise ToolError(f"the mailbox has no {role} folder")


def _ensure_folder(ctx: WorldContext, role: str) -> Row:
    """The system folder with ``role``, created if a scenario world lacks it."""
    world = ctx.world
    found = world.derived(
        f"email.folder.{role}",
        ("email_folders",),
        lambda: world.select("email_folders", {"role": role}, limit=1),
    )
    if found:
        return dict(found[0])
    name = SYSTEM_FOLDERS[role]
    taken = ctx.world.select("email_folders", {"name": name}, limit=1)
    if taken:
        return taken[0]
    return ctx.world.insert(
        "email_folders", {"name": name, "role": role, "created_at": ctx.clock.now()}
    )


def _folder(ctx: WorldContext, ref: str) -> Row:
    """A folder by id ("emf_0003") or name ("Receipts", "inbox")."""
    world = ctx.world
    text = ref.strip()
    row = world.get_or_none("email_folders", text)
    if row is not None:
        return row
    found = world.query(
        "SELECT * FROM email_folders WHERE key_email_folders_folded_name(name) = ? "
        "OR (role != 'custom' AND role = ?) ORDER BY rowid LIMIT 1",
        (text.lower(), text.lower()),
        table="email_folders",
    )
    if found:
        return found[0]
    names = _listed(world, "email_folders")
    raise ToolError(f"no email folder {ref!r}; folders: {names}")


def _label(ctx: WorldContext, ref: str) -> Row:
    world = ctx.world
    text = ref.strip()
    row = world.get_or_none("email_labels", text)
    if row is not None:
        return row
    found = world.select_by_key("email_labels", "folded_name", text.lower(), limit=1)
    if found:
        return found[0]
    names = _listed(world, "email_labels") or "none"
    raise ToolError(f"no email label {ref!r}; labels: {names}")


def _email(ctx: WorldContext, email_id: str) -> Row:
    return ctx.world.get("emails", email_id.strip())


def _not_draft(em: Row, action: str) -> None:
    if em["status"] == "draft":
        raise ToolError(
            f"email {em['id']} is a draft; it cannot be {action} (edit it with "
            "update_email_draft or send it with send_email_draft)"
        )


def _draft(ctx: WorldContext, draft_id: str) -> Row:
    em = _email(ctx, draft_id)
    if em["status"] != "draft":
        raise ToolError(
            f"email {em['id']} is not a draft (it was {em['status']}); list drafts with "
            "list_email_drafts"
        )
    return em


def _labels_of(world: World, email_id: str) -> list[str]:
    return [
        str(r["name"])
        for r in world.query(
            "SELECT l.name FROM email_labels l JOIN email_label_assignments a "
            "ON a.label_id = l.id WHERE a.email_id = ? ORDER BY l.name",
            (email_id,),
        )
    ]


def _attachments(world: World, email_id: str) -> list[dict[str, Any]]:
    return [
        {"attachment_id": a["id"], "image_id": a["image_id"], "filename": a["filename"]}
        for a in world.select("email_attachments", {"email_id": email_id})
    ]


def _summary(
    world: World,
    em: Row,
    attachments: list[dict[str, Any]] | None = None,
    *,
    folder: Row | None = None,
    labels: list[str] | None = None,
    snippet: bool = True,
) -> dict[str, Any]:
    """The email as lists show it; ``attachments``: its `_attachments`, ``folder``: its
    folder row, ``labels``: its `_labels_of`, when the caller has them already; without
    the snippet when ``snippet`` is false."""
    if folder is None:
        folder = world.get("email_folders", em["folder_id"])
    if attachments is None:
        has_attachments = world.count("email_attachments", {"email_id": em["id"]}) > 0
    else:
        has_attachments = bool(attachments)
    sender = em["from_name"] or name_for_address(world, em["from_address"])
    view = {
        "id": em["id"],
        "thread_id": em["thread_id"],
        "folder": folder["name"],
        "status": em["status"],
        "from": {"address": em["from_address"], "name": sender},
        "to": list(em["to_addresses"]),
        "subject": em["subject"],
        "snippet": re.sub(r"\s+", " ", em["body"])[:100] if snippet else None,
        "date": em["sent_at"],
        "is_read": em["is_read"],
        "is_starred": em["is_starred"],
        "has_attachments": has_attachments,
        "labels": _labels_of(world, em["id"]) if labels is None else labels,
    }
    if not snippet:
        del view["snippet"]
    return view


def _full(
    world: World,
    em: Row,
    *,
    folder: Row | None = None,
    attachment_rows: list[Row] | None = None,
    labels: list[str] | None = None,
) -> dict[str, Any]:
    """The whole email; ``folder``, ``attachment_rows`` and ``labels``: its folder row,
    attachment rows and `_labels_of`, when the caller has them already."""
    attachments = (
        _attachments(world, em["id"])
        if attachment_rows is None
        else [
            {"attachment_id": a["id"], "image_id": a["image_id"], "filename": a["filename"]}
            for a in attachment_rows
        ]
    )
    view = _summary(world, em, attachments, folder=folder, labels=labels, snippet=False)
    to, cc, bcc = em["to_addresses"], em["cc_addresses"], em["bcc_addresses"]
    names = _names_for(world, [*to, *cc, *bcc])
    view.update(
        {
            "to": [{"address": a, "name": names[a.lower()]} for a in to],
            "cc": [{"address": a, "name": names[a.lower()]} for a in cc],
            "bcc": [{"address": a, "name": names[a.lower()]} for a in bcc],
            "body": em["body"],
            "attachments": attachments,
            "in_reply_to_id": em["in_reply_to_id"],
        }
    )
    return view


def _check_images(ctx: WorldContext, image_ids: Sequence[str] | None) -> list[str]:
    ids = list(dict.fromkeys(i.strip() for i in image_ids or []))
    for image_id in ids:
        ctx.images.get(image_id)
    if len(ids) > MAX_ATTACHMENTS:
        raise ToolError(f"at most {MAX_ATTACHMENTS} attachments per email")
    return ids


def _filename(world: World, image_id: str) -> str:
    media = world.images.get(image_id).media_type
    ext = {"image/jpeg": "jpg", "image/png": "png", "image/gif": "gif", "image/webp": "webp"}
    return f"{image_id}.{ext.get(media, 'png')}"


def _signature(ctx: WorldContext) -> str:
    rows = ctx.world.select("email_signatures", {"is_default": True}, limit=1)
    if not rows:
        raise ToolError(
            "there is no default signature; create one with create_email_signature or set "
            "include_signature to false"
        )
    return f"\n\n-- \n{rows[0]['body']}"


def _compose_body(ctx: WorldContext, body: str, include_signature: bool) -> str:
    text = body.strip()
    return text + _signature(ctx) if include_signature else text


def _check_total(to: Sequence[str], cc: Sequence[str], bcc: Sequence[str]) -> None:
    if len({*to, *cc, *bcc}) > MAX_RECIPIENTS:
        raise ToolError(f"an email can have at most {MAX_RECIPIENTS} recipients")


@dataclass(frozen=True)
class _Inserted:
    """An email `_insert_email` wrote: its row, its folder's row, its attachment rows."""

    email: Row
    folder: Row
    attachments: list[Row]


def _insert_email(
    ctx: WorldContext,
    *,
    status: str,
    to: Sequence[str],
    cc: Sequence[str],
    bcc: Sequence[str],
    subject: str,
    body: str,
    image_ids: Sequence[str],
    thread_id: str | None = None,
    in_reply_to_id: str | None = None,
) -> _Inserted:
    """Insert an email from the owner in Sent (or Drafts), with its attachments."""
    world = ctx.world
    role = "drafts" if status == "draft" else "sent"
    me, my_name = _me(world)
    with world.transaction():
        folder = _ensure_folder(ctx, role)
        em_id = world.new_id("em")
        em = world.insert(
            "emails",
            {
                "id": em_id,
                "thread_id": thread_id or em_id,
                "folder_id": folder["id"],
                "status": status,
                "from_address": me,
                "from_name": my_name,
                "to_addresses": list(to),
                "cc_addresses": list(cc),
                "bcc_addresses": list(bcc),
                "subject": subject,
                "body": body,
                "sent_at": ctx.clock.now(),
                "is_read": True,
                "in_reply_to_id": in_reply_to_id,
            },
        )
        attachments = [
            world.insert(
                "email_attachments",
                {"email_id": em_id, "image_id": image_id, "filename": _filename(world, image_id)},
            )
            for image_id in image_ids
        ]
    return _Inserted(em, folder, attachments)


def _prefixed(prefix: str, subject: str) -> str:
    if subject.lower().startswith(prefix.lower()):
        return subject
    return f"{prefix} {subject}".strip()


def _sent_view(ctx: WorldContext, new: _Inserted) -> dict[str, Any]:
    """`_full` of an email just inserted (it has no labels yet)."""
    return _full(
        ctx.world, new.email, folder=new.folder, attachment_rows=new.attachments, labels=[]
    )


def _move(ctx: WorldContext, em: Row, folder: Row) -> Row:
    changes: dict[str, Any] = {"folder_id": folder["id"], "trashed_from_folder_id": None}
    if folder["role"] == "trash":
        changes["trashed_from_folder_id"] = em["folder_id"]
    return ctx.world.update("emails", em["id"], changes)


def _responder(ctx: WorldContext) -> Row:
    row = ctx.world.get_or_none("email_vacation_responder", "vacation")
    if row is None:
        return {
            "id": "vacation",
            "is_enabled": False,
            "subject": "",
            "message": "",
            "start_date": None,
            "end_date": None,
            "contacts_only": False,
        }
    return row


def _responder_view(ctx: WorldContext, row: Row) -> dict[str, Any]:
    today = ctx.clock.today().isoformat()
    active = bool(
        row["is_enabled"]
        and (row["start_date"] is None or row["start_date"] <= today)
        and (row["end_date"] is None or row["end_date"] >= today)
    )
    return {k: v for k, v in row.items() if k != "id"} | {"is_active_now": active}


def _blocked(world: World, address: str) -> bool:
    return world.count("email_blocked_senders", {"address": address.lower()}) > 0


# ----------------------------------------------------------------------------- read tools


@tool(domain=DOMAIN, reads=("email_folders", "emails"))
def list_email_folders(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the mail folders (Inbox, Sent, Drafts, Archive, Spam, Trash and your own)
    with how many emails and unread emails each holds."""
    world = ctx.world
    return [
        {
            "id": f["id"],
            "name": f["name"],
            "role": f["role"],
            "total": world.count("emails", {"folder_id": f["id"]}),
            "unread": world.count("emails", {"folder_id": f["id"], "is_read": False}),
        }
        for f in world.select("email_folders")
    ]


@tool(domain=DOMAIN, reads=_READS)
def list_emails(
    ctx: WorldContext,
    folder: FolderRef = "Inbox",
    unread_only: bool = False,
    starred_only: bool = False,
    label: LabelRef | None = None,
    limit: Limit = 20,
    offset: Annotated[int, Field(ge=0, le=10000)] = 0,
) -> dict[str, Any]:
    """List the emails of a folder, newest first. Reading a list does not mark emails
    as read.

    Args:
        folder: Folder name or id, e.g. "Inbox", "Archive", "Receipts" or "emf_0007".
        unread_only: Only unread emails.
        starred_only: Only starred emails.
        label: Only emails with this label (name or id, e.g. "Work").
        limit: Maximum number of emails.
        offset: How many emails to skip (for paging).

    Returns:
        {"folder", "emails": [summaries with id, thread_id, from, subject, snippet, date,
        is_read, is_starred, has_attachments, labels], "total"}.
    """
    world = ctx.world
    f = _folder(ctx, folder)
    # Filtered, counted and paged in the database (newest first, ties in insertion
    # order); the label test is `_labels_of` as an EXISTS.
    terms, params = ["folder_id = ?"], [f["id"]]
    if unread_only:
        terms.append("is_read = 0")
    if starred_only:
        terms.append("is_starred = 1")
    if label is not None:
        terms.append(
            "EXISTS (SELECT 1 FROM email_label_assignments a JOIN email_labels l "
            "ON l.id = a.label_id WHERE a.email_id = emails.id AND l.name = ?)"
        )
        params.append(_label(ctx, label)["name"])
    total, rows = count_and_page(
        world,
        "emails",
        " WHERE " + " AND ".join(terms),
        params,
        " ORDER BY sent_at DESC, rowid ASC",
        limit,
        offset,
    )
    return {
        "folder": f["name"],
        "emails": [_summary(world, r) for r in rows],
        "total": total,
    }


@tool(domain=DOMAIN, reads=_READS)
def get_email(ctx: WorldContext, email_id: EmailId) -> dict[str, Any]:
    """Open an email: sender, recipients, subject, full body, attachments (image ids)
    and labels. Opening does not mark it read (use mark_email_read).

    Args:
        email_id: Id of the email, e.g. "em_0012".
    """
    return _full(ctx.world, _email(ctx, email_id))


@tool(domain=DOMAIN, reads=_READS)
def get_email_thread(ctx: WorldContext, thread_id: EmailId) -> dict[str, Any]:
    """Read a whole conversation, oldest email first (drafts and trashed emails
    included, with their folder).

    Args:
        thread_id: The thread id shown on emails, e.g. "em_0003"; the id of any email in
            the conversation also works.
    """
    world = ctx.world
    key = thread_id.strip()
    rows = world.select("emails", {"thread_id": key}, order_by="sent_at")
    if not rows:
        em = world.get_or_none("emails", key)
        if em is None:
            raise ToolError(f"no email thread with id {key!r} ({_EMAIL_HINT})")
        rows = world.select("emails", {"thread_id": em["thread_id"]}, order_by="sent_at")
    return {
        "thread_id": rows[0]["thread_id"],
        "subject": rows[0]["subject"],
        "emails": [_full(world, r) for r in rows],
        "unread_count": sum(1 for r in rows if not r["is_read"]),
    }


@tool(domain=DOMAIN, reads=_READS)
def search_emails(
    ctx: WorldContext,
    query: Annotated[str, Field(max_length=200)] | None = None,
    sender: Address | None = None,
    recipient: Address | None = None,
    subject: Annotated[str, Field(max_length=200)] | None = None,
    start_date: date | None = None,
    end_date: date | None = None,
    has_attachment: bool | None = None,
    folder: FolderRef | None = None,
    unread_only: bool = False,
    limit: Limit = 20,
) -> dict[str, Any]:
    """Search mail, newest first. Every given filter must match. Spam and Trash are
    searched only when asked for with folder.

    Args:
        query: Words that must all appear in the subject, body or sender, e.g.
            "lease renewal".
        sender: Sender: part of a name or address ("rachel", "@brightlinehealth.com") or a
            contact id ("ct_0020").
        recipient: A To/Cc recipient, same forms as sender.
        subject: Text the subject must contain.
        start_date: Only emails on or after this day, "YYYY-MM-DD".
        end_date: Only emails on or before this day, "YYYY-MM-DD".
        has_attachment: true for emails with attachments, false for those without.
        folder: Only this folder (name or id).
        unread_only: Only unread emails.
        limit: Maximum number of emails.

    Returns:
        {"results": [email summaries], "total_matches": n}.
    """
    world = ctx.world
    first, last = _day(start_date, "start_date"), _day(end_date, "end_date")
    if first and last and last < first:
        raise ToolError(f"end_date {last} is before start_date {first}")
    words = (query or "").lower().split()
    # Every filter is tested in the database (text folded by `_fold`, as Python
    # lower-cases it), so the total is a COUNT and only the returned rows are read.
    where: list[str] = []
    params: list[Any] = []
    if folder is not None:
        where.append("folder_id = ?")
        params.append(_folder(ctx, folder)["id"])
    else:
        where.append(
            "folder_id NOT IN (SELECT id FROM email_folders WHERE role IN ('spam', 'trash'))"
        )
    # sent_at is ISO text in the device timezone: its first 10 characters are the day.
    if first:
        where.append("sent_at >= ?")
        params.append(first.isoformat())
    if last:
        where.append("sent_at < ?")
        params.append((last + timedelta(days=1)).isoformat())
    if unread_only:
        where.append("is_read = 0")
    if has_attachment is not None:
        where.append(
            f"{'' if has_attachment else 'NOT '}EXISTS "
            "(SELECT 1 FROM email_attachments a WHERE a.email_id = emails.id)"
        )
    usable = [w for w in words if len(w) >= 3]
    if usable:  # the full-text index narrows; the exact test follows
        fts = world.table("emails").search_table
        where.append(f'rowid IN (SELECT rowid FROM "{fts}" WHERE "{fts}" MATCH ?)')
        params.append(" AND ".join('"' + w.replace('"', '""') + '"' for w in usable))
    if subject is not None:
        where.append(f"instr({_FOLD}(subject), ?) > 0")
        params.append(subject.strip().lower())
    for w in words:
        where.append(
            f"instr({_FOLD}(subject || ' ' || body || ' ' || from_address || ' ' || "
            "COALESCE(from_name, '')), ?) > 0"
        )
        params.append(w)
    if sender is not None:
        term, args = _person_filter(world, sender, ["from_address"], "from_name")
        where.append(term)
        params.extend(args)
    if recipient is not None:
        values = (
            "(SELECT value FROM json_each(emails.to_addresses) "
            "UNION ALL SELECT value FROM json_each(emails.cc_addresses))"
        )
        term, args = _person_filter(world, recipient, [values], None)
        where.append(term)
        params.extend(args)
    clause = " WHERE " + " AND ".join(where)
    (total,) = world.query(f"SELECT COUNT(*) AS n FROM emails{clause}", params)
    found = world.query(
        f"SELECT * FROM emails{clause} ORDER BY sent_at DESC, rowid LIMIT ?",
        [*params, limit],
        table="emails",
    )
    return {
        "results": [_summary(world, r) for r in found],
        "total_matches": int(total["n"]),
    }


def _person_filter(
    world: World, who: str, columns: Sequence[str], name_column: str | None
) -> tuple[str, list[Any]]:
    """The SQL test that ``who`` is one of the addresses in ``columns`` (each a column
    or a subquery of addresses) or ``name_column``, and its parameters.

    ``who`` is a contact id (one of the contact's addresses, compared in lower case)
    or text found, regardless of case, in an address, in its name (`name_for_address`)
    or in ``name_column``."""
    text = who.strip().lower()
    if re.fullmatch(r"ct_\d+", text):
        mine = "(SELECT address FROM contact_emails WHERE contact_id = ?)"
        listed = [_any_address(c, f"{_FOLD}({{a}}) IN {mine}") for c in columns]
        return "(" + " OR ".join(listed) + ")", [text] * len(columns)
    if not text:
        return "1", []  # blank text is in every name
    # The address, or its name as `name_for_address` gives it (the owner's, else the
    # first contact's with that address, as the contacts' ``name`` key holds it).
    test = (
        f"(instr({_FOLD}({{a}}), ?) > 0 OR instr(CASE WHEN {_FOLD}({{a}}) = ? THEN ? ELSE "
        "COALESCE((SELECT key_contacts_name(c.first_name, c.last_name, c.company) "
        "FROM contacts c JOIN contact_emails ce ON ce.contact_id = c.id "
        f"WHERE ce.address = {_FOLD}({{a}}) ORDER BY c.rowid LIMIT 1), '') END, ?) > 0)"
    )
    owner = world.owner
    args = [text, owner.email.lower(), f"{owner.name} (me)".lower(), text]
    terms: list[str] = []
    params: list[Any] = []
    for c in columns:
        terms.append(_any_address(c, test))
        params += args
    if name_column is not None:
        terms.append(f"instr({_FOLD}(COALESCE({name_column}, '')), ?) > 0")
        params.append(text)
    return "(" + " OR ".join(terms) + ")", params


def _any_address(source: str, test: str) -> str:
    """``test`` (with ``{a}`` for the address) of a column, or of any address a
    subquery lists."""
    if source.startswith("("):
        return f"EXISTS (SELECT 1 FROM {source} WHERE {test.format(a='value')})"
    return test.format(a=source)


@tool(domain=DOMAIN, reads=_READS)
def list_email_attachments(
    ctx: WorldContext, email_id: EmailId | None = None, limit: Limit = 20
) -> list[dict[str, Any]]:
    """List image attachments with their image ids: of one email, or of all mail (not
    Spam/Trash), newest first.

    Args:
        email_id: Only this email, e.g. "em_0012".
        limit: Maximum number of attachments.
    """
    world = ctx.world
    if email_id is None:
        # Newest email first, attachments in the order they were added: in the database.
        rows = world.query(
            "SELECT a.id AS attachment_id, a.image_id, a.filename, e.id AS email_id, "
            "e.subject, e.from_name, e.from_address, e.sent_at FROM emails e "
            "JOIN email_attachments a ON a.email_id = e.id WHERE e.folder_id NOT IN "
            "(SELECT id FROM email_folders WHERE role IN ('spam', 'trash')) "
            "ORDER BY e.sent_at DESC, e.rowid, a.rowid LIMIT ?",
            (limit,),
        )
        return [
            {
                "attachment_id": r["attachment_id"],
                "image_id": r["image_id"],
                "filename": r["filename"],
                "email_id": r["email_id"],
                "subject": r["subject"],
                "from": r["from_name"] or r["from_address"],
                "date": r["sent_at"],
            }
            for r in rows
        ]
    emails = [_email(ctx, email_id)]
    out = []
    for em in emails:
        for a in _attachments(world, em["id"]):
            out.append(
                {
                    **a,
                    "email_id": em["id"],
                    "subject": em["subject"],
                    "from": em["from_name"] or em["from_address"],
                    "date": em["sent_at"],
                }
            )
    return out[:limit]


@tool(domain=DOMAIN, reads=_READS)
def list_email_drafts(ctx: WorldContext) -> list[dict[str, Any]]:
    """List your unsent drafts, most recently saved first."""
    world = ctx.world
    rows = world.select("emails", {"status": "draft"}, order_by="sent_at DESC")
    return [_full(world, r) for r in rows]


@tool(domain=DOMAIN, reads=("email_labels", "email_label_assignments"))
def list_email_labels(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the email labels with how many emails carry each."""
    world = ctx.world
    return [
        {
            "id": lbl["id"],
            "name": lbl["name"],
            "color": lbl["color"],
            "email_count": world.count("email_label_assignments", {"label_id": lbl["id"]}),
        }
        for lbl in world.select("email_labels", order_by="name")
    ]


@tool(domain=DOMAIN, reads=("email_signatures",))
def list_email_signatures(ctx: WorldContext) -> list[dict[str, Any]]:
    """List your email signatures; the default one is appended when an email is sent
    with include_signature."""
    return [
        {"id": s["id"], "name": s["name"], "body": s["body"], "is_default": s["is_default"]}
        for s in ctx.world.select("email_signatures")
    ]


@tool(domain=DOMAIN, reads=("email_vacation_responder",))
def get_email_vacation_responder(ctx: WorldContext) -> dict[str, Any]:
    """Show the vacation auto-reply setting: whether it is on, its dates and message."""
    return _responder_view(ctx, _responder(ctx))


@tool(domain=DOMAIN, reads=("email_blocked_senders",))
def list_blocked_email_senders(ctx: WorldContext) -> list[dict[str, Any]]:
    """List blocked email addresses (their mail goes to Spam)."""
    world = ctx.world
    return [
        {
            "address": b["address"],
            "name": name_for_address(world, b["address"]),
            "blocked_at": b["blocked_at"],
        }
        for b in world.select("email_blocked_senders", order_by="blocked_at")
    ]


# ----------------------------------------------------------------------------- composing


@tool(domain=DOMAIN, reads=(*_READS, "email_signatures"), writes=_SEND_WRITES)
def send_email(
    ctx: WorldContext,
    to: Annotated[list[Address], Field(min_length=1, max_length=MAX_RECIPIENTS)],
    subject: Subject,
    body: Body,
    cc: Recipients | None = None,
    bcc: Recipients | None = None,
    image_ids: ImageIds | None = None,
    include_signature: bool = False,
) -> dict[str, Any]:
    """Send a new email (it starts a new conversation and is filed in Sent).

    Args:
        to: Recipients: contact ids (e.g. "ct_0020"; their primary email is used) or email
            addresses.
        subject: Subject line.
        body: Message text.
        cc: Cc recipients (contact ids or addresses).
        bcc: Bcc recipients (contact ids or addresses).
        image_ids: Images to attach, e.g. ["img_4"].
        include_signature: Append your default signature.

    Returns:
        The sent email, with its id.
    """
    world = ctx.world
    to_a, cc_a, bcc_a = _addresses(world, to), _addresses(world, cc), _addresses(world, bcc)
    _check_total(to_a, cc_a, bcc_a)
    images = _check_images(ctx, image_ids)
    text = _compose_body(ctx, body, include_signature)
    if not subject.strip() and not text and not images:
        raise ToolError("the email is empty: give a subject, a body or attachments")
    em = _insert_email(
        ctx,
        status="sent",
        to=to_a,
        cc=cc_a,
        bcc=bcc_a,
        subject=subject.strip(),
        body=text,
        image_ids=images,
    )
    return _sent_view(ctx, em)


@tool(domain=DOMAIN, reads=(*_READS, "email_signatures"), writes=_SEND_WRITES)
def create_email_draft(
    ctx: WorldContext,
    to: Recipients | None = None,
    subject: Subject = "",
    body: Body = "",
    cc: Recipients | None = None,
    bcc: Recipients | None = None,
    image_ids: ImageIds | None = None,
    include_signature: bool = False,
) -> dict[str, Any]:
    """Save a new draft in Drafts without sending it.

    Args:
        to: Recipients: contact ids or email addresses (may be left empty for now).
        subject: Subject line.
        body: Message text.
        cc: Cc recipients.
        bcc: Bcc recipients.
        image_ids: Images to attach, e.g. ["img_4"].
        include_signature: Append your default signature.

    Returns:
        The draft, with its id (use it with update_email_draft / send_email_draft).
    """
    world = ctx.world
    to_a, cc_a, bcc_a = _addresses(world, to), _addresses(world, cc), _addresses(world, bcc)
    _check_total(to_a, cc_a, bcc_a)
    images = _check_images(ctx, image_ids)
    text = _compose_body(ctx, body, include_signature)
    if not to_a and not subject.strip() and not text and not images:
        raise ToolError("the draft is empty: give recipients, a subject, a body or images")
    em = _insert_email(
        ctx,
        status="draft",
        to=to_a,
        cc=cc_a,
        bcc=bcc_a,
        subject=subject.strip(),
        body=text,
        image_ids=images,
    )
    return _sent_view(ctx, em)


@tool(domain=DOMAIN, reads=_READS, writes=("emails",))
def update_email_draft(
    ctx: WorldContext,
    draft_id: EmailId,
    to: Recipients | None = None,
    subject: Subject | None = None,
    body: Body | None = None,
    cc: Recipients | None = None,
    bcc: Recipients | None = None,
) -> dict[str, Any]:
    """Edit a draft: give only what changes (a given list replaces the old one).

    Args:
        draft_id: Id of the draft, e.g. "em_0031" (from list_email_drafts).
        to: New To recipients (contact ids or addresses).
        subject: New subject.
        body: New body (replaces the old text).
        cc: New Cc recipients.
        bcc: New Bcc recipients.
    """
    world = ctx.world
    em = _draft(ctx, draft_id)
    changes: dict[str, Any] = {}
    for column, value in (("to_addresses", to), ("cc_addresses", cc), ("bcc_addresses", bcc)):
        if value is not None:
            addresses = _addresses(world, value)
            if addresses != em[column]:
                changes[column] = addresses
    if subject is not None and subject.strip() != em["subject"]:
        changes["subject"] = subject.strip()
    if body is not None and body.strip() != em["body"]:
        changes["body"] = body.strip()
    if all(v is None for v in (to, subject, body, cc, bcc)):
        raise ToolError("give to, subject, body, cc or bcc to change")
    if not changes:
        raise ToolError(f"nothing to change: draft {em['id']} already has these values")
    merged = {**em, **changes}
    _check_total(merged["to_addresses"], merged["cc_addresses"], merged["bcc_addresses"])
    changes["sent_at"] = ctx.clock.now()
    return _full(world, world.update("emails", em["id"], changes))


@tool(domain=DOMAIN, reads=_READS, writes=("email_attachments",))
def add_email_draft_attachment(
    ctx: WorldContext,
    draft_id: EmailId,
    image_id: Annotated[str, Field(min_length=1, max_length=64)],
    filename: Annotated[str, Field(max_length=120)] | None = None,
) -> dict[str, Any]:
    """Attach an image to a draft.

    Args:
        draft_id: Id of the draft, e.g. "em_0031".
        image_id: Id of the image, e.g. "img_4".
        filename: File name shown to the recipient, e.g. "receipt.png"; derived from the
            image id when omitted.
    """
    world = ctx.world
    em = _draft(ctx, draft_id)
    image = ctx.images.get(image_id.strip())
    attached = world.select("email_attachments", {"email_id": em["id"]})
    if any(a["image_id"] == image.image_id for a in attached):
        raise ToolError(f"image {image.image_id} is already attached to draft {em['id']}")
    if len(attached) >= MAX_ATTACHMENTS:
        raise ToolError(f"at most {MAX_ATTACHMENTS} attachments per email")
    name = (filename or "").strip() or _filename(world, image.image_id)
    world.insert(
        "email_attachments", {"email_id": em["id"], "image_id": image.image_id, "filename": name}
    )
    return _full(world, em)


@tool(domain=DOMAIN, reads=_READS, writes=("email_attachments",))
def remove_email_draft_attachment(
    ctx: WorldContext,
    draft_id: EmailId,
    image_id: Annotated[str, Field(min_length=1, max_length=64)],
) -> dict[str, Any]:
    """Remove an attached image from a draft.

    Args:
        draft_id: Id of the draft, e.g. "em_0031".
        image_id: Image id of the attachment (e.g. "img_4") or its attachment id
            (e.g. "ematt_0006").
    """
    world = ctx.world
    em = _draft(ctx, draft_id)
    key = image_id.strip()
    attached = world.select("email_attachments", {"email_id": em["id"]})
    match = [a for a in attached if key in (a["image_id"], a["id"])]
    if not match:
        have = ", ".join(a["image_id"] for a in attached) or "none"
        raise ToolError(f"{key!r} is not attached to draft {em['id']}; attached: {have}")
    world.delete("email_attachments", match[0]["id"])
    return _full(world, em)


@tool(domain=DOMAIN, reads=_READS, writes=("emails", "email_folders"))
def send_email_draft(ctx: WorldContext, draft_id: EmailId) -> dict[str, Any]:
    """Send a draft as it is now (it moves from Drafts to Sent).

    Args:
        draft_id: Id of the draft, e.g. "em_0031".
    """
    world = ctx.world
    em = _draft(ctx, draft_id)
    if not em["to_addresses"] and not em["cc_addresses"] and not em["bcc_addresses"]:
        raise ToolError(f"draft {em['id']} has no recipients; add them with update_email_draft")
    with world.transaction():
        sent = _ensure_folder(ctx, "sent")
        row = world.update(
            "emails",
            em["id"],
            {"status": "sent", "folder_id": sent["id"], "sent_at": ctx.clock.now()},
        )
    return _full(world, row)


@tool(domain=DOMAIN, reads=_READS, writes=_MSG)
def delete_email_draft(ctx: WorldContext, draft_id: EmailId) -> dict[str, Any]:
    """Discard a draft (it is deleted, not moved to Trash).

    Args:
        draft_id: Id of the draft, e.g. "em_0031".
    """
    em = _draft(ctx, draft_id)
    ctx.world.delete("emails", em["id"])
    return {"deleted_draft_id": em["id"], "subject": em["subject"]}


def _reply(
    ctx: WorldContext,
    original: Row,
    to: list[str],
    cc: list[str],
    body: str,
    image_ids: Sequence[str] | None,
    include_signature: bool,
) -> dict[str, Any]:
    images = _check_images(ctx, image_ids)
    text = _compose_body(ctx, body, include_signature)
    if not text and not images:
        raise ToolError("the reply is empty: give body text and/or image_ids")
    if not to:
        raise ToolError(f"email {original['id']} has nobody to reply to")
    em = _insert_email(
        ctx,
        status="sent",
        to=to,
        cc=cc,
        bcc=[],
        subject=_prefixed("Re:", original["subject"]),
        body=text,
        image_ids=images,
        thread_id=original["thread_id"],
        in_reply_to_id=original["id"],
    )
    return _sent_view(ctx, em)


def _reply_targets(ctx: WorldContext, em: Row, *, everyone: bool) -> tuple[list[str], list[str]]:
    me = ctx.owner.email.lower()
    if em["from_address"].lower() == me:  # replying to your own email: same recipients
        to = [a for a in em["to_addresses"] if a.lower() != me]
        cc = [a for a in em["cc_addresses"] if a.lower() != me] if everyone else []
        return to, cc
    to = [em["from_address"]]
    if not everyone:
        return to, []
    others = [a for a in [*em["to_addresses"], *em["cc_addresses"]] if a.lower() != me]
    cc = [a for a in dict.fromkeys(others) if a not in to]
    return to, cc


@tool(domain=DOMAIN, reads=(*_READS, "email_signatures"), writes=_SEND_WRITES)
def reply_to_email(
    ctx: WorldContext,
    email_id: EmailId,
    body: Body,
    image_ids: ImageIds | None = None,
    include_signature: bool = False,
) -> dict[str, Any]:
    """Reply to the sender of an email, in the same conversation ("Re:" subject). Use
    reply_all_to_email to include everyone.

    Args:
        email_id: Id of the email replied to, e.g. "em_0012".
        body: Reply text.
        image_ids: Images to attach.
        include_signature: Append your default signature.
    """
    em = _email(ctx, email_id)
    _not_draft(em, "replied to")
    to, cc = _reply_targets(ctx, em, everyone=False)
    return _reply(ctx, em, to, cc, body, image_ids, include_signature)


@tool(domain=DOMAIN, reads=(*_READS, "email_signatures"), writes=_SEND_WRITES)
def reply_all_to_email(
    ctx: WorldContext,
    email_id: EmailId,
    body: Body,
    image_ids: ImageIds | None = None,
    include_signature: bool = False,
) -> dict[str, Any]:
    """Reply to the sender and every other To/Cc recipient of an email (you are left out).

    Args:
        email_id: Id of the email replied to, e.g. "em_0012".
        body: Reply text.
        image_ids: Images to attach.
        include_signature: Append your default signature.
    """
    em = _email(ctx, email_id)
    _not_draft(em, "replied to")
    to, cc = _reply_targets(ctx, em, everyone=True)
    return _reply(ctx, em, to, cc, body, image_ids, include_signature)


@tool(domain=DOMAIN, reads=(*_READS, "email_signatures"), writes=_SEND_WRITES)
def forward_email(
    ctx: WorldContext,
    email_id: EmailId,
    to: Annotated[list[Address], Field(min_length=1, max_length=MAX_RECIPIENTS)],
    body: Body = "",
    include_attachments: bool = True,
    cc: Recipients | None = None,
    include_signature: bool = False,
) -> dict[str, Any]:
    """Forward an email (its text, and its attachments unless told not to) to other
    people, with an optional note on top. Starts a new conversation ("Fwd:" subject).

    Args:
        email_id: Id of the email to forward, e.g. "em_0012".
        to: Recipients: contact ids or email addresses.
        body: Your note above the forwarded message.
        include_attachments: Also forward the attachments.
        cc: Cc recipients.
        include_signature: Append your default signature to your note.
    """
    world = ctx.world
    em = _email(ctx, email_id)
    _not_draft(em, "forwarded")
    to_a, cc_a = _addresses(world, to), _addresses(world, cc)
    _check_total(to_a, cc_a, [])
    note = _compose_body(ctx, body, include_signature)
    sender = em["from_name"] or name_for_address(world, em["from_address"]) or ""
    quoted = (
        "---------- Forwarded message ---------\n"
        f"From: {sender} <{em['from_address']}>\n"
        f"Date: {em['sent_at']}\n"
        f"Subject: {em['subject']}\n"
        f"To: {', '.join(em['to_addresses'])}\n\n"
        f"{em['body']}"
    )
    images = (
        [a["image_id"] for a in world.select("email_attachments", {"email_id": em["id"]})]
        if include_attachments
        else []
    )
    images = [i for i in dict.fromkeys(images) if i in ctx.images][:MAX_ATTACHMENTS]
    row = _insert_email(
        ctx,
        status="sent",
        to=to_a,
        cc=cc_a,
        bcc=[],
        subject=_prefixed("Fwd:", em["subject"]),
        body=f"{note}\n\n{quoted}" if note else quoted,
        image_ids=images,
    )
    return _sent_view(ctx, row)


# ----------------------------------------------------------------------------- organizing


def _set(ctx: WorldContext, email_id: str, column: str, value: bool, words: str) -> dict[str, Any]:
    em = _email(ctx, email_id)
    what = f"email {em['id']} ({em['subject']!r})"
    return _summary(ctx.world, set_flag(ctx.world, "emails", em, column, value, what, words))


@tool(domain=DOMAIN, reads=_READS, writes=("emails",))
def mark_email_read(ctx: WorldContext, email_id: EmailId) -> dict[str, Any]:
    """Mark an email as read.

    Args:
        email_id: Id of the email, e.g. "em_0012".
    """
    return _set(ctx, email_id, "is_read", True, "read")


@tool(domain=DOMAIN, reads=_READS, writes=("emails",))
def mark_email_unread(ctx: WorldContext, email_id: EmailId) -> dict[str, Any]:
    """Mark an email as unread.

    Args:
        email_id: Id of the email, e.g. "em_0012".
    """
    return _set(ctx, email_id, "is_read", False, "unread")


@tool(domain=DOMAIN, reads=_READS, writes=("emails",))
def mark_all_emails_read(ctx: WorldContext, folder: FolderRef = "Inbox") -> dict[str, Any]:
    """Mark every email of a folder as read.

    Args:
        folder: Folder name or id, e.g. "Inbox".
    """
    f = _folder(ctx, folder)
    n = ctx.world.update_where(
        "emails", {"folder_id": f["id"], "is_read": False}, {"is_read": True}
    )
    if n == 0:
        raise ToolError(f"{f['name']} has no unread emails")
    return {"folder": f["name"], "marked_read": n}


@tool(domain=DOMAIN, reads=_READS, writes=("emails",))
def star_email(ctx: WorldContext, email_id: EmailId) -> dict[str, Any]:
    """Star (flag) an email.

    Args:
        email_id: Id of the email, e.g. "em_0012".
    """
    return _set(ctx, email_id, "is_starred", True, "starred")


@tool(domain=DOMAIN, reads=_READS, writes=("emails",))
def unstar_email(ctx: WorldContext, email_id: EmailId) -> dict[str, Any]:
    """Remove the star (flag) from an email.

    Args:
        email_id: Id of the email, e.g. "em_0012".
    """
    return _set(ctx, email_id, "is_starred", False, "not starred")


@tool(domain=DOMAIN, reads=_READS, writes=("emails",))
def move_email(ctx: WorldContext, email_id: EmailId, folder: FolderRef) -> dict[str, Any]:
    """Move an email to another folder (Inbox, Archive or one of your own folders).
    Use trash_email, mark_email_as_spam and the draft tools for Trash, Spam and Drafts.

    Args:
        email_id: Id of the email, e.g. "em_0012".
        folder: Destination folder name or id, e.g. "Receipts".
    """
    em = _email(ctx, email_id)
    _not_draft(em, "moved")
    f = _folder(ctx, folder)
    if f["role"] in ("trash", "spam", "drafts", "sent"):
        tool_hint = {
            "trash": "use trash_email",
            "spam": "use mark_email_as_spam",
            "drafts": "only drafts live in Drafts",
            "sent": "only sent emails live in Sent",
        }[f["role"]]
        raise ToolError(f"cannot move emails to {f['name']}: {tool_hint}")
    if em["folder_id"] == f["id"]:
        raise ToolError(f"email {em['id']} is already in {f['name']}")
    return _summary(ctx.world, _move(ctx, em, f))


@tool(domain=DOMAIN, reads=_READS, writes=("emails", "email_folders"))
def archive_email(ctx: WorldContext, email_id: EmailId) -> dict[str, Any]:
    """Archive an email: it leaves the Inbox (or any folder) and is kept in Archive.

    Args:
        email_id: Id of the email, e.g. "em_0012".
    """
    em = _email(ctx, email_id)
    _not_draft(em, "archived")
    with ctx.world.transaction():
        archive = _ensure_folder(ctx, "archive")
        if em["folder_id"] == archive["id"]:
            raise ToolError(f"email {em['id']} is already archived")
        row = _move(ctx, em, archive)
    return _summary(ctx.world, row)


@tool(domain=DOMAIN, reads=_READS, writes=("emails", "email_folders"))
def trash_email(ctx: WorldContext, email_id: EmailId) -> dict[str, Any]:
    """Delete an email: move it to Trash (restore_email brings it back until the trash
    is emptied). Drafts are discarded with delete_email_draft.

    Args:
        email_id: Id of the email, e.g. "em_0012".
    """
    em = _email(ctx, email_id)
    _not_draft(em, "trashed")
    with ctx.world.transaction():
        trash = _ensure_folder(ctx, "trash")
        if em["folder_id"] == trash["id"]:
            raise ToolError(
                f"email {em['id']} is already in Trash (delete_email_permanently removes it)"
            )
        row = _move(ctx, em, trash)
    return _summary(ctx.world, row)


@tool(domain=DOMAIN, reads=_READS, writes=("emails",))
def restore_email(ctx: WorldContext, email_id: EmailId) -> dict[str, Any]:
    """Restore an email from Trash to the folder it was deleted from (Inbox, or Sent
    for your own emails, when that folder is gone).

    Args:
        email_id: Id of the email in Trash, e.g. "em_0012".
    """
    world = ctx.world
    em = _email(ctx, email_id)
    folder = world.get("email_folders", em["folder_id"])
    if folder["role"] != "trash":
        raise ToolError(f"email {em['id']} is not in Trash (it is in {folder['name']})")
    target = (
        world.get_or_none("email_folders", em["trashed_from_folder_id"])
        if em["trashed_from_folder_id"]
        else None
    )
    if target is None or target["role"] == "trash":
        target = _folder_by_role(world, "sent" if em["status"] == "sent" else "inbox")
    row = world.update(
        "emails", em["id"], {"folder_id": target["id"], "trashed_from_folder_id": None}
    )
    return _summary(world, row)


@tool(domain=DOMAIN, reads=_READS, writes=_MSG)
def delete_email_permanently(ctx: WorldContext, email_id: EmailId) -> dict[str, Any]:
    """Delete an email forever. Only emails in Trash or Spam can be deleted forever
    (trash it first).

    Args:
        email_id: Id of the email, e.g. "em_0012".
    """
    world = ctx.world
    em = _email(ctx, email_id)
    folder = world.get("email_folders", em["folder_id"])
    if folder["role"] not in ("trash", "spam"):
        raise ToolError(
            f"email {em['id']} is in {folder['name']}; move it to Trash with trash_email first"
        )
    world.delete("emails", em["id"])
    return {"deleted_email_id": em["id"], "subject": em["subject"]}


@tool(domain=DOMAIN, reads=_READS, writes=_MSG)
def empty_email_trash(ctx: WorldContext) -> dict[str, Any]:
    """Permanently delete every email in Trash."""
    world = ctx.world
    trash = _folder_by_role(world, "trash")
    rows = world.select("emails", {"folder_id": trash["id"]})
    if not rows:
        raise ToolError("Trash is already empty")
    world.delete_where("emails", {"folder_id": trash["id"]})
    return {"deleted": len(rows)}


@tool(
    domain=DOMAIN,
    reads=(*_READS, "email_blocked_senders"),
    writes=("emails", "email_folders", "email_blocked_senders"),
)
def mark_email_as_spam(
    ctx: WorldContext, email_id: EmailId, block_sender: bool = False
) -> dict[str, Any]:
    """Report an email as spam: it moves to Spam (optionally also block its sender).

    Args:
        email_id: Id of the email, e.g. "em_0012".
        block_sender: Also block the sender so future mail goes to Spam.
    """
    world = ctx.world
    em = _email(ctx, email_id)
    _not_draft(em, "reported")
    if em["status"] == "sent":
        raise ToolError(f"email {em['id']} was sent by you; it cannot be reported as spam")
    address = em["from_address"].lower()
    with world.transaction():
        spam = _ensure_folder(ctx, "spam")
        if em["folder_id"] == spam["id"] and (not block_sender or _blocked(world, address)):
            raise ToolError(f"email {em['id']} is already in Spam")
        row = _move(ctx, em, spam) if em["folder_id"] != spam["id"] else em
        if block_sender and not _blocked(world, address):
            world.insert(
                "email_blocked_senders", {"address": address, "blocked_at": ctx.clock.now()}
            )
    return {**_summary(world, row), "sender_blocked": _blocked(world, address)}


@tool(domain=DOMAIN, reads=_READS, writes=("emails", "email_folders"))
def mark_email_not_spam(ctx: WorldContext, email_id: EmailId) -> dict[str, Any]:
    """Move an email out of Spam back to the Inbox.

    Args:
        email_id: Id of the email in Spam, e.g. "em_0012".
    """
    world = ctx.world
    em = _email(ctx, email_id)
    folder = world.get("email_folders", em["folder_id"])
    if folder["role"] != "spam":
        raise ToolError(f"email {em['id']} is not in Spam (it is in {folder['name']})")
    with world.transaction():
        row = _move(ctx, em, _ensure_folder(ctx, "inbox"))
    return _summary(world, row)


# ----------------------------------------------------------------------------- folders, labels


def _name_taken(world: World, table: str, name: str, exclude: str | None = None) -> Row | None:
    for row in world.select_by_key(table, "folded_name", name.lower(), limit=2):
        if row["name"].lower() == name.lower() and row["id"] != exclude:
            return row
    return None


@tool(domain=DOMAIN, reads=("email_folders",), writes=("email_folders",))
def create_email_folder(
    ctx: WorldContext, name: Annotated[str, Field(min_length=1, max_length=60)]
) -> dict[str, Any]:
    """Create a mail folder of your own, e.g. "Taxes 2025".

    Args:
        name: Folder name.
    """
    world = ctx.world
    text = name.strip()
    if not text:
        raise ToolError("name must not be blank")
    taken = _name_taken(world, "email_folders", text)
    if taken is not None or text.lower() in SYSTEM_FOLDERS:
        raise ToolError(f"a folder named {text!r} already exists")
    row = world.insert(
        "email_folders", {"name": text, "role": "custom", "created_at": ctx.clock.now()}
    )
    return {"id": row["id"], "name": row["name"], "role": row["role"]}


@tool(domain=DOMAIN, reads=("email_folders",), writes=("email_folders",))
def rename_email_folder(
    ctx: WorldContext,
    folder: FolderRef,
    new_name: Annotated[str, Field(min_length=1, max_length=60)],
) -> dict[str, Any]:
    """Rename one of your own mail folders (system folders cannot be renamed).

    Args:
        folder: Folder name or id, e.g. "Receipts".
        new_name: New name.
    """
    world = ctx.world
    f = _folder(ctx, folder)
    if f["role"] != "custom":
        raise ToolError(f"{f['name']} is a system folder and cannot be renamed")
    text = new_name.strip()
    if not text:
        raise ToolError("new_name must not be blank")
    if text == f["name"]:
        raise ToolError(f"the folder is already called {text!r}")
    taken = _name_taken(world, "email_folders", text, exclude=f["id"])
    if taken is not None or text.lower() in SYSTEM_FOLDERS:
        raise ToolError(f"a folder named {text!r} already exists")
    row = world.update("email_folders", f["id"], {"name": text})
    return {"id": row["id"], "name": row["name"], "previous_name": f["name"]}


@tool(domain=DOMAIN, reads=_READS, writes=("email_folders", "emails"))
def delete_email_folder(ctx: WorldContext, folder: FolderRef) -> dict[str, Any]:
    """Delete one of your own mail folders; the emails in it move to Trash (restore_email
    puts them in the Inbox).

    Args:
        folder: Folder name or id, e.g. "Receipts".
    """
    world = ctx.world
    f = _folder(ctx, folder)
    if f["role"] != "custom":
        raise ToolError(f"{f['name']} is a system folder and cannot be deleted")
    with world.transaction():
        trash = _ensure_folder(ctx, "trash")
        n = world.update_where(
            "emails",
            {"folder_id": f["id"]},
            {"folder_id": trash["id"], "trashed_from_folder_id": None},
        )
        world.delete("email_folders", f["id"])
    return {"deleted_folder": f["name"], "emails_moved_to_trash": n}


@tool(domain=DOMAIN, reads=("email_labels",), writes=("email_labels",))
def create_email_label(
    ctx: WorldContext,
    name: Annotated[str, Field(min_length=1, max_length=60)],
    color: Color = "gray",
) -> dict[str, Any]:
    """Create an email label.

    Args:
        name: Label name, e.g. "Taxes".
        color: red, orange, yellow, green, blue, purple or gray.
    """
    world = ctx.world
    text = name.strip()
    if not text:
        raise ToolError("name must not be blank")
    taken = _name_taken(world, "email_labels", text)
    if taken is not None:
        raise ToolError(f"a label named {taken['name']!r} already exists ({taken['id']})")
    row = world.insert(
        "email_labels", {"name": text, "color": color, "created_at": ctx.clock.now()}
    )
    return {"id": row["id"], "name": row["name"], "color": row["color"]}


@tool(
    domain=DOMAIN,
    reads=("email_labels", "email_label_assignments"),
    writes=("email_labels", "email_label_assignments"),
)
def delete_email_label(ctx: WorldContext, label: LabelRef) -> dict[str, Any]:
    """Delete a label; it is removed from every email (the emails stay).

    Args:
        label: Label name or id, e.g. "Follow up".
    """
    world = ctx.world
    lbl = _label(ctx, label)
    n = world.count("email_label_assignments", {"label_id": lbl["id"]})
    world.delete("email_labels", lbl["id"])
    return {"deleted_label": lbl["name"], "removed_from_emails": n}


@tool(domain=DOMAIN, reads=_READS, writes=("email_label_assignments",))
def add_email_label(ctx: WorldContext, email_id: EmailId, label: LabelRef) -> dict[str, Any]:
    """Put a label on an email.

    Args:
        email_id: Id of the email, e.g. "em_0012".
        label: Label name or id, e.g. "Work".
    """
    world = ctx.world
    em = _email(ctx, email_id)
    lbl = _label(ctx, label)
    if world.count("email_label_assignments", {"email_id": em["id"], "label_id": lbl["id"]}):
        raise ToolError(f"email {em['id']} already has the label {lbl['name']!r}")
    world.insert("email_label_assignments", {"email_id": em["id"], "label_id": lbl["id"]})
    return _summary(world, em)


@tool(domain=DOMAIN, reads=_READS, writes=("email_label_assignments",))
def remove_email_label(ctx: WorldContext, email_id: EmailId, label: LabelRef) -> dict[str, Any]:
    """Take a label off an email.

    Args:
        email_id: Id of the email, e.g. "em_0012".
        label: Label name or id, e.g. "Work".
    """
    world = ctx.world
    em = _email(ctx, email_id)
    lbl = _label(ctx, label)
    rows = world.select("email_label_assignments", {"email_id": em["id"], "label_id": lbl["id"]})
    if not rows:
        have = ", ".join(_labels_of(world, em["id"])) or "none"
        raise ToolError(f"email {em['id']} does not have the label {lbl['name']!r}; labels: {have}")
    world.delete("email_label_assignments", rows[0]["id"])
    return _summary(world, em)


# ----------------------------------------------------------------------------- settings


@tool(domain=DOMAIN, reads=("email_vacation_responder",), writes=("email_vacation_responder",))
def set_email_vacation_responder(
    ctx: WorldContext,
    message: Annotated[str, Field(min_length=1, max_length=5000)],
    subject: Annotated[str, Field(max_length=300)] = "Out of office",
    start_date: date | None = None,
    end_date: date | None = None,
    contacts_only: bool = False,
) -> dict[str, Any]:
    """Turn on the vacation auto-reply (or change it): incoming mail gets this answer
    between start_date and end_date.

    Args:
        message: The automatic reply, e.g. "I'm away until June 30 with limited email.".
        subject: Subject of the automatic reply.
        start_date: First day it answers, "YYYY-MM-DD"; today when omitted.
        end_date: Last day it answers, "YYYY-MM-DD"; no end when omitted.
        contacts_only: Only answer people in your contacts.
    """
    world = ctx.world
    text = message.strip()
    if not text:
        raise ToolError("message must not be blank")
    first = _day(start_date, "start_date") or ctx.clock.today()
    last = _day(end_date, "end_date")
    if last is not None and last < first:
        raise ToolError(f"end_date {last} is before start_date {first}")
    if last is not None and last < ctx.clock.today():
        raise ToolError(f"end_date {last} is in the past (today is {ctx.clock.today()})")
    values = {
        "is_enabled": True,
        "subject": subject.strip() or "Out of office",
        "message": text,
        "start_date": first.isoformat(),
        "end_date": last.isoformat() if last else None,
        "contacts_only": contacts_only,
    }
    current = world.get_or_none("email_vacation_responder", "vacation")
    if current is None:
        row = world.insert("email_vacation_responder", {"id": "vacation", **values})
    else:
        if all(current[k] == v for k, v in values.items()):
            raise ToolError("the vacation responder is already set exactly like this")
        row = world.update("email_vacation_responder", "vacation", values)
    return _responder_view(ctx, row)


@tool(domain=DOMAIN, reads=("email_vacation_responder",), writes=("email_vacation_responder",))
def turn_off_email_vacation_responder(ctx: WorldContext) -> dict[str, Any]:
    """Turn off the vacation auto-reply (its message is kept for next time)."""
    row = _responder(ctx)
    if not row["is_enabled"]:
        raise ToolError("the vacation responder is already off")
    return _responder_view(
        ctx, ctx.world.update("email_vacation_responder", "vacation", {"is_enabled": False})
    )


@tool(domain=DOMAIN, reads=("email_signatures",), writes=("email_signatures",))
def create_email_signature(
    ctx: WorldContext,
    name: Annotated[str, Field(min_length=1, max_length=60)],
    body: Annotated[str, Field(min_length=1, max_length=2000)],
    make_default: bool = False,
) -> dict[str, Any]:
    """Create an email signature.

    Args:
        name: Name to tell signatures apart, e.g. "Work".
        body: Signature text, e.g. "Jordan Ellis\\nProduct Designer".
        make_default: Make it the default signature.
    """
    world = ctx.world
    text, sig = name.strip(), body.strip()
    if not text or not sig:
        raise ToolError("name and body must not be blank")
    taken = _name_taken(world, "email_signatures", text)
    if taken is not None:
        raise ToolError(f"a signature named {taken['name']!r} already exists ({taken['id']})")
    first = world.count("email_signatures") == 0
    with world.transaction():
        if make_default:
            world.update_where("email_signatures", {"is_default": True}, {"is_default": False})
        row = world.insert(
            "email_signatures", {"name": text, "body": sig, "is_default": make_default or first}
        )
    return {
        "id": row["id"],
        "name": row["name"],
        "body": row["body"],
        "is_default": row["is_default"],
    }


@tool(domain=DOMAIN, reads=("email_signatures",), writes=("email_signatures",))
def set_default_email_signature(
    ctx: WorldContext, signature_id: Annotated[str, Field(min_length=1, max_length=64)]
) -> dict[str, Any]:
    """Choose the signature appended when include_signature is used.

    Args:
        signature_id: Id of the signature, e.g. "emsig_0002" (from list_email_signatures).
    """
    world = ctx.world
    sig = world.get("email_signatures", signature_id.strip())
    if sig["is_default"]:
        raise ToolError(f"signature {sig['name']!r} is already the default")
    with world.transaction():
        world.update_where("email_signatures", {"is_default": True}, {"is_default": False})
        row = world.update("email_signatures", sig["id"], {"is_default": True})
    return {"id": row["id"], "name": row["name"], "body": row["body"], "is_default": True}


@tool(domain=DOMAIN, reads=("email_signatures",), writes=("email_signatures",))
def delete_email_signature(
    ctx: WorldContext, signature_id: Annotated[str, Field(min_length=1, max_length=64)]
) -> dict[str, Any]:
    """Delete an email signature (emails already sent keep theirs).

    Args:
        signature_id: Id of the signature, e.g. "emsig_0002".
    """
    sig = ctx.world.get("email_signatures", signature_id.strip())
    ctx.world.delete("email_signatures", sig["id"])
    return {
        "deleted_signature_id": sig["id"],
        "name": sig["name"],
        "was_default": sig["is_default"],
    }


@tool(
    domain=DOMAIN,
    reads=("email_blocked_senders", "emails", "email_folders"),
    writes=("email_blocked_senders", "emails", "email_folders"),
)
def block_email_sender(
    ctx: WorldContext, address: Address, move_existing_to_spam: bool = False
) -> dict[str, Any]:
    """Block an email address: its future mail goes to Spam.

    Args:
        address: The sender's email address (or a contact id like "ct_0026").
        move_existing_to_spam: Also move the mail already received from them to Spam.
    """
    world = ctx.world
    addr = resolve_address(world, address)
    if addr == ctx.owner.email.lower():
        raise ToolError("you cannot block your own address")
    if _blocked(world, addr):
        raise ToolError(f"{addr} is already blocked")
    moved = 0
    with world.transaction():
        world.insert("email_blocked_senders", {"address": addr, "blocked_at": ctx.clock.now()})
        if move_existing_to_spam:
            spam = _ensure_folder(ctx, "spam")
            skip = {f["id"] for f in world.select("email_folders", {"role": ["spam", "trash"]})}
            for em in world.select("emails", {"from_address": addr, "status": "received"}):
                if em["folder_id"] not in skip | {spam["id"]}:
                    _move(ctx, em, spam)
                    moved += 1
    return {"address": addr, "name": name_for_address(world, addr), "moved_to_spam": moved}


@tool(domain=DOMAIN, reads=("email_blocked_senders",), writes=("email_blocked_senders",))
def unblock_email_sender(ctx: WorldContext, address: Address) -> dict[str, Any]:
    """Unblock an email address (mail already in Spam stays there).

    Args:
        address: The blocked address, e.g. "prizes@win-big-now.biz".
    """
    world = ctx.world
    addr = resolve_address(world, address)
    rows = world.select("email_blocked_senders", {"address": addr})
    if not rows:
        raise ToolError(f"{addr} is not blocked (list_blocked_email_senders shows who is)")
    world.delete("email_blocked_senders", rows[0]["id"])
    return {"unblocked": addr}


# ----------------------------------------------------------------------------- seed


def _seed_image(kind: str) -> Image.Image:
    if kind == "lease":
        img = Image.new("RGB", (260, 340), (255, 255, 255))
        draw = ImageDraw.Draw(img)
        draw.text((20, 15), "RESIDENTIAL LEASE RENEWAL", fill=(20, 20, 20))
        draw.text((20, 40), "1847 Alder Street, Apt 3", fill=(20, 20, 20))
        draw.text((20, 60), "Term: Aug 1, 2025 - Jul 31, 2026", fill=(20, 20, 20))
        draw.text((20, 80), "Monthly rent: $1,349.00", fill=(20, 20, 20))
        for y in range(110, 280, 14):
            draw.line((20, y, 240, y), fill=(190, 190, 190))
        draw.text((20, 300), "Tenant signature: ________", fill=(20, 20, 20))
        return img
    if kind == "family":
        img = Image.new("RGB", (320, 220), (200, 225, 245))
        draw = ImageDraw.Draw(img)
        draw.rectangle((0, 150, 319, 219), fill=(110, 170, 90))
        for x, h, color in (
            (60, 80, (200, 80, 80)),
            (120, 95, (80, 80, 200)),
            (180, 70, (230, 180, 60)),
            (240, 90, (90, 160, 120)),
        ):
            draw.ellipse((x - 12, 150 - h - 24, x + 12, 150 - h), fill=(240, 200, 170))
            draw.rectangle((x - 15, 150 - h, x + 15, 160), fill=color)
        return img
    if kind == "screenshot":
        img = Image.new("RGB", (240, 420), (245, 246, 250))
        draw = ImageDraw.Draw(img)
        draw.rectangle((0, 0, 239, 40), fill=(40, 90, 200))
        draw.text((12, 14), "Create your account", fill=(255, 255, 255))
        for i, label in enumerate(("Email", "Password", "Date of birth")):
            draw.text((16, 70 + 60 * i), label, fill=(60, 60, 60))
            draw.rectangle((16, 88 + 60 * i, 224, 112 + 60 * i), outline=(150, 150, 160))
        draw.rectangle((16, 300, 224, 336), fill=(40, 90, 200))
        draw.text((90, 312), "Continue", fill=(255, 255, 255))
        return img
    if kind == "schedule":
        img = Image.new("RGB", (300, 240), (255, 255, 255))
        draw = ImageDraw.Draw(img)
        draw.text((15, 10), "MISSION REC LEAGUE - SUMMER", fill=(0, 90, 40))
        rows = (
            "Jun 14  9:00  vs Hayes Valley",
            "Jun 21  9:00  vs Noe FC",
            "Jun 28  10:30 vs Sunset",
        )
        for i, line in enumerate(rows):
            draw.text((15, 45 + 30 * i), line, fill=(30, 30, 30))
            draw.line((15, 65 + 30 * i, 285, 65 + 30 * i), fill=(200, 200, 200))
        return img
    img = Image.new("RGB", (300, 200), (250, 250, 255))
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, 299, 36), fill=(20, 60, 120))
    draw.text((12, 12), "SkyHarbor - Itinerary K7Q2XP", fill=(255, 255, 255))
    draw.text((12, 60), "SH 482  SFO -> PDX", fill=(20, 20, 20))
    draw.text((12, 85), "Fri Jun 27  6:05 PM - 7:55 PM", fill=(20, 20, 20))
    draw.text((12, 110), "Seat 14C  Main cabin", fill=(20, 20, 20))
    return img


_FOLDERS = (
    ("Inbox", "inbox"),
    ("Sent", "sent"),
    ("Drafts", "drafts"),
    ("Archive", "archive"),
    ("Spam", "spam"),
    ("Trash", "trash"),
    ("Receipts", "custom"),
    ("Travel", "custom"),
)
_LABELS = (("Work", "orange"), ("Family", "green"), ("Finance", "blue"), ("Follow up", "red"))


class SeedAttachment(DataModel):
    """An image attached to a seeded email: which drawing (`_seed_image`) and its name."""

    image: Literal["lease", "family", "screenshot", "schedule", "itinerary"]
    filename: str


class SeedMail(DataModel):
    """One seeded email.

    ``sender``, ``to`` and ``cc`` are "me", a seeded contact's name ("{owner}" is the
    owner's last name) or "Name <address>"; ``reply_to`` is the key of the email it
    answers (same thread); ``{first}`` in the text is the owner's first name.
    """

    key: str
    reply_to: str | None
    folder: str
    sender: str
    to: tuple[str, ...]
    cc: tuple[str, ...]
    minutes_ago: int
    subject: str
    body: str
    unread: bool
    starred: bool
    labels: tuple[str, ...]
    attachment: SeedAttachment | None
    trashed_from: str | None


class SeedSignature(DataModel):
    """A signature; ``{name}`` is the owner's name."""

    name: str
    body: str
    is_default: bool


class EmailSeed(DataModel):
    """``data/sandbox/domains/email_seed.json``: the mailbox's seeded content."""

    mails: tuple[SeedMail, ...]
    signatures: tuple[SeedSignature, ...]


@cache
def email_seed() -> EmailSeed:
    """The bundled mailbox content, read and validated on first use."""
    return load_domain_data("email_seed", EmailSeed)


def seed(world: World, rng: random.Random) -> None:
    """Fill the mailbox: the system folders plus Receipts and Travel, ~25 emails with
    the seeded contacts (a manager waiting on a deck, a recruiter, the dentist, the
    landlord's lease renewal with the lease attached, Mom's party photos, coworkers'
    review notes with a screenshot, tax reminders), replies in threads, two drafts,
    spam, a restorable email in Trash, labels, stars, two signatures, a blocked sender
    and a switched-off vacation responder."""
    owner = world.owner
    now = world.clock.now()
    me = owner.email.lower()

    def fill(text: str) -> str:
        return text.replace("{owner}", owner.last_name).replace("{first}", owner.first_name)

    def who(name: str) -> tuple[str, str | None]:
        if name == "me":
            return me, owner.name
        match = re.fullmatch(r"(.+) <(.+)>", name)
        if match:
            return match.group(2), match.group(1)
        first, last = fill(name).split(" ", 1)
        cid = seed_contact_id(world, first, last)
        emails = world.select("contact_emails", {"contact_id": cid}, order_by="is_primary DESC")
        return str(emails[0]["address"]), f"{first} {last}"

    folders: dict[str, str] = {}
    for k, (name, role) in enumerate(_FOLDERS):
        folders[name] = world.insert(
            "email_folders",
            {"name": name, "role": role, "created_at": now - timedelta(days=1500 - 60 * k)},
        )["id"]
    labels: dict[str, str] = {}
    for k, (name, color) in enumerate(_LABELS):
        labels[name] = world.insert(
            "email_labels",
            {"name": name, "color": color, "created_at": now - timedelta(days=700 - 50 * k)},
        )["id"]
    images: dict[str, str] = {}
    ids: dict[str, str] = {}
    content = email_seed()
    for mail in content.mails:
        key, thread, folder, sender = mail.key, mail.reply_to, mail.folder, mail.sender
        to, cc, ago, subject, body = mail.to, mail.cc, mail.minutes_ago, mail.subject, mail.body
        unread, starred, tags, trashed_from = (
            mail.unread,
            mail.starred,
            mail.labels,
            mail.trashed_from,
        )
        attachment = mail.attachment
        address, sender_name = who(sender)
        status = "draft" if folder == "Drafts" else ("sent" if sender == "me" else "received")
        em_id = world.new_id("em")
        ids[key] = em_id
        world.insert(
            "emails",
            {
                "id": em_id,
                "thread_id": ids[thread] if thread else em_id,
                "folder_id": folders[folder],
                "status": status,
                "from_address": address,
                "from_name": sender_name,
                "to_addresses": [who(t)[0] for t in to],
                "cc_addresses": [who(c)[0] for c in cc],
                "subject": fill(subject),
                "body": fill(body),
                "sent_at": now - timedelta(minutes=ago, seconds=rng.randint(0, 59)),
                "is_read": not unread,
                "is_starred": starred,
                "in_reply_to_id": ids[thread] if thread else None,
                "trashed_from_folder_id": folders[trashed_from] if trashed_from else None,
            },
        )
        for tag in tags:
            world.insert("email_label_assignments", {"email_id": em_id, "label_id": labels[tag]})
        if attachment is not None:
            kind, filename = attachment.image, attachment.filename
            if kind not in images:
                images[kind] = world.images.add_pil(
                    _seed_image(kind), source=f"seed:email/{kind}"
                ).image_id
            world.insert(
                "email_attachments",
                {"email_id": em_id, "image_id": images[kind], "filename": filename},
            )
    for sig in content.signatures:
        world.insert(
            "email_signatures",
            {
                "name": sig.name,
                "body": sig.body.replace("{name}", owner.name),
                "is_default": sig.is_default,
            },
        )
    world.insert(
        "email_blocked_senders",
        {"address": "deals@megadeals-now.biz", "blocked_at": now - timedelta(days=45)},
    )
    world.insert(
        "email_vacation_responder",
        {
            "id": "vacation",
            "is_enabled": False,
            "subject": "Out of office",
            "message": "I'm away with limited access to email and will reply when I'm back.",
            "start_date": (world.clock.today() - timedelta(days=70)).isoformat(),
            "end_date": (world.clock.today() - timedelta(days=63)).isoformat(),
        },
    )
