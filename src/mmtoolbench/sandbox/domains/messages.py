"""Messages: SMS/iMessage-style conversations with text, images, replies and reactions.

Threads are keyed by their participants' numbers (the owner is implicit); images
travel as attachments holding image ids of the episode's image store.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
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
    display_name,
    load_domain_data,
    next_birthday,
    set_flag,
)
from mmtoolbench.sandbox.domains.contacts import (
    name_for_number,
    owner_phone,
    primary_number,
    recipient_number,
    resolve_recipient,
    seed_contact_id,
)
from mmtoolbench.sandbox.world.schema import Column, KeyIndex, Table
from mmtoolbench.sandbox.world.sql import in_values
from mmtoolbench.sandbox.world.state import Row, World

DOMAIN = "messages"
REQUIRES: tuple[str, ...] = ("contacts",)


def _members_key(participants: Any) -> str | None:
    """The participants sorted, as JSON (`_thread_for` compares sorted lists); None
    when they cannot be sorted."""
    try:
        return json.dumps(sorted(participants))
    except TypeError:
        return None


TABLES: tuple[Table, ...] = (
    Table(
        name="message_threads",
        domain=DOMAIN,
        entity="message thread",
        id_prefix="thr",
        lookup_hint="use list_message_threads or find_message_threads to find thread ids",
        description="Conversations: one per set of participants (the owner is implicit).",
        # The sorted participants: finds the thread of a set of numbers.
        key_indexes=(
            KeyIndex("members", ("participants",), lambda raw: _members_key(json.loads(raw))),
        ),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Thread id, e.g. thr_0003."),
            Column("name", "TEXT", description="Name of a group chat (null for 1:1 chats)."),
            Column(
                "participants",
                "JSON",
                not_null=True,
                json_type=list[str],
                description="Numbers of the other participants (E.164 or SMS short codes).",
            ),
            Column("is_group", "BOOLEAN", not_null=True, default=False),
            Column("is_pinned", "BOOLEAN", not_null=True, default=False),
            Column("is_muted", "BOOLEAN", not_null=True, default=False),
            Column("is_archived", "BOOLEAN", not_null=True, default=False),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="messages",
        search_columns=("body",),
        # (thread_id, direction, is_read, status): a thread's unread count reads only
        # the index entries of its unread messages.
        indexes=(
            ("thread_id", "sent_at"),
            ("sent_at",),
            ("direction", "is_read", "sent_at"),
            ("thread_id", "direction", "is_read", "status"),
        ),
        domain=DOMAIN,
        entity="message",
        id_prefix="msg",
        lookup_hint="message ids are listed by get_message_thread and search_messages",
        description="Messages of threads, sent, received or scheduled.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Message id, e.g. msg_0042."),
            Column(
                "thread_id",
                "TEXT",
                not_null=True,
                references="message_threads.id",
                on_delete="CASCADE",
            ),
            Column("direction", "TEXT", not_null=True, choices=("incoming", "outgoing")),
            Column(
                "sender",
                "TEXT",
                not_null=True,
                description="Sender's number (the owner's for outgoing).",
            ),
            Column("body", "TEXT", not_null=True, default=""),
            Column(
                "sent_at",
                "DATETIME",
                not_null=True,
                description="When it was sent or received (when it will be sent if scheduled).",
            ),
            Column(
                "status",
                "TEXT",
                not_null=True,
                choices=("received", "sent", "delivered", "read", "failed", "scheduled"),
            ),
            Column(
                "is_read",
                "BOOLEAN",
                not_null=True,
                default=True,
                description="Incoming: read by the owner.",
            ),
            Column("is_starred", "BOOLEAN", not_null=True, default=False),
            Column(
                "reply_to_id",
                "TEXT",
                references="messages.id",
                on_delete="SET NULL",
                description="Message this one replies to inline.",
            ),
            Column("edited_at", "DATETIME"),
            Column(
                "reactions",
                "JSON",
                not_null=True,
                default=(),
                description='Tapbacks: [{"by": number, "reaction": "love"}].',
            ),
        ),
    ),
    Table(
        name="message_attachments",
        domain=DOMAIN,
        entity="message attachment",
        id_prefix="att",
        description="Images sent or received in messages.",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "message_id", "TEXT", not_null=True, references="messages.id", on_delete="CASCADE"
            ),
            Column("image_id", "TEXT", not_null=True, description="Image id, e.g. img_3."),
            Column("caption", "TEXT"),
        ),
    ),
)

_ALL = ("message_threads", "messages", "message_attachments")
_READS = (*_ALL, "contacts", "contact_phones")

Reaction = Literal["love", "like", "dislike", "laugh", "emphasize", "question"]
ThreadId = Annotated[str, Field(min_length=1, max_length=64)]
MessageId = Annotated[str, Field(min_length=1, max_length=64)]
Recipient = Annotated[str, Field(min_length=1, max_length=64)]
Body = Annotated[str, Field(max_length=5000)]
Limit = Annotated[int, Field(ge=1, le=100)]

MAX_PINNED = 9
MAX_GROUP_SIZE = 32
EDIT_WINDOW = timedelta(minutes=15)
UNSEND_WINDOW = timedelta(minutes=2)

# ----------------------------------------------------------------------------- helpers


def _participants(world: World, thread: Row) -> list[dict[str, Any]]:
    return [{"number": n, "name": name_for_number(world, n)} for n in thread["participants"]]


def _title(world: World, thread: Row, participants: list[dict[str, Any]] | None = None) -> str:
    """A group's name, else the participants' names (or numbers); ``participants``:
    `_participants` of the thread when the caller has them already."""
    if thread["name"]:
        return str(thread["name"])
    people = _participants(world, thread) if participants is None else participants
    return ", ".join(p["name"] or p["number"] for p in people)


def _attachments(world: World, message_id: str) -> list[dict[str, Any]]:
    return [
        {"attachment_id": a["id"], "image_id": a["image_id"], "caption": a["caption"]}
        for a in world.select("message_attachments", {"message_id": message_id})
    ]


def _view(
    world: World,
    msg: Row,
    attachments: list[Row] | None = None,
    names: dict[str, str | None] | None = None,
) -> dict[str, Any]:
    """A message as tools return it; ``attachments``: its attachment rows when the
    caller has them already (a message just posted); ``names``: `name_for_number` of
    senders, filled as needed (shared by the views of one result)."""
    sender = msg["sender"]
    if msg["direction"] == "outgoing":
        name: str | None = "me"
    elif names is None:
        name = name_for_number(world, sender)
    else:
        if sender not in names:
            names[sender] = name_for_number(world, sender)
        name = names[sender]
    return {
        "id": msg["id"],
        "thread_id": msg["thread_id"],
        "direction": msg["direction"],
        "from": {"number": sender, "name": name},
        "body": msg["body"],
        "sent_at": msg["sent_at"],
        "status": msg["status"],
        "is_read": msg["is_read"],
        "is_starred": msg["is_starred"],
        "reply_to_id": msg["reply_to_id"],
        "edited_at": msg["edited_at"],
        "reactions": msg["reactions"],
        "images": _attachments(world, msg["id"])
        if attachments is None
        else [
            {"attachment_id": a["id"], "image_id": a["image_id"], "caption": a["caption"]}
            for a in attachments
        ],
    }


def _views(world: World, msgs: Sequence[Row]) -> list[dict[str, Any]]:
    """`_view` of each message, with one query for all their attachments and one name
    lookup per sender."""
    if not msgs:
        return []
    ids = [m["id"] for m in msgs]
    attachments: dict[str, list[Row]] = {i: [] for i in ids}
    cond, params = in_values("message_id", ids)
    for a in world.query(
        f"SELECT id, message_id, image_id, caption FROM message_attachments WHERE {cond} "
        "ORDER BY rowid",
        params,
    ):
        attachments[a["message_id"]].append(a)
    names: dict[str, str | None] = {}
    return [_view(world, m, attachments[m["id"]], names) for m in msgs]


#: How many messages of a thread are visible (not scheduled): all of them minus the
#: scheduled ones (index ranges, no per-entry test but the status).
_VISIBLE_COUNT = (
    "SELECT (SELECT COUNT(*) FROM messages WHERE thread_id = :t) - (SELECT COUNT(*) "
    "FROM messages WHERE thread_id = :t AND status = 'scheduled') AS n"
)


def _latest_visible(world: World, thread_id: str, limit: int) -> list[Row]:
    """The last ``limit`` visible (not scheduled) messages of a thread, oldest first
    (by send time, then insertion order)."""
    rows = world.query(
        "SELECT * FROM messages WHERE thread_id = ? AND status != 'scheduled' "
        "ORDER BY sent_at DESC, rowid DESC LIMIT ?",
        (thread_id, limit),
        table="messages",
    )
    rows.reverse()
    return rows


#: How many visible (not scheduled) messages of a thread are unread incoming ones, and
#: the newest visible message (last by send time, then insertion order; NULLs when none). The
#: count is all unread incoming ones minus the scheduled ones among them: two ranges of
#: the (thread_id, direction, is_read, status) index, read without a per-entry test.
_LAST_AND_UNREAD = (
    "SELECT (SELECT COUNT(*) FROM messages WHERE thread_id = :t AND direction = 'incoming' "
    "AND is_read = 0) - (SELECT COUNT(*) FROM messages WHERE thread_id = :t "
    "AND direction = 'incoming' AND is_read = 0 AND status = 'scheduled') AS n, "
    "m.id, m.body, m.sent_at, m.direction "
    "FROM (SELECT 1) LEFT JOIN (SELECT id, body, sent_at, direction FROM messages "
    "WHERE thread_id = :t AND status != 'scheduled' ORDER BY sent_at DESC, rowid DESC LIMIT 1) m"
)


def _summary(world: World, thread: Row) -> dict[str, Any]:
    found = world.query(_LAST_AND_UNREAD, {"t": thread["id"]})[0]
    last = found if found["id"] is not None else None
    unread = int(found["n"])
    people = _participants(world, thread)
    return {
        "id": thread["id"],
        "title": _title(world, thread, people),
        "is_group": thread["is_group"],
        "participants": people,
        "unread_count": unread,
        "last_message": None
        if last is None
        else {
            "id": last["id"],
            "preview": last["body"][:80] or "[image]",
            "sent_at": last["sent_at"],
            "direction": last["direction"],
        },
        "is_pinned": thread["is_pinned"],
        "is_muted": thread["is_muted"],
        "is_archived": thread["is_archived"],
    }


def _thread(ctx: WorldContext, thread_id: str) -> Row:
    return ctx.world.get("message_threads", thread_id.strip())


def _message(ctx: WorldContext, message_id: str) -> Row:
    return ctx.world.get("messages", message_id.strip())


def _recipient_number(ctx: WorldContext, recipient: str) -> str:
    number = recipient_number(ctx.world, recipient, allow_short_code=True)
    if number == owner_phone(ctx.world):
        raise ToolError(f"{number} is your own number")
    return number


#: The oldest thread with these (sorted) participants and group flag, found with the
#: ``members`` key index.
_THREAD_OF = (
    "SELECT * FROM message_threads WHERE "
    f"{TABLES[0].key_indexes[0].expression('message_threads')} = ? AND is_group = ? "
    "ORDER BY rowid LIMIT 1"
)


def _thread_for(ctx: WorldContext, numbers: Sequence[str], *, group_name: str | None = None) -> Row:
    """The thread with exactly these participants, created if needed."""
    world = ctx.world
    wanted = sorted(set(numbers))
    is_group = len(wanted) > 1
    found = world.query(_THREAD_OF, (_members_key(wanted), int(is_group)), table="message_threads")
    if found:
        return found[0]
    return _new_thread(ctx, numbers, group_name=group_name)


def _new_thread(ctx: WorldContext, numbers: Sequence[str], *, group_name: str | None) -> Row:
    """Start the thread of these participants (`_thread_for` found none)."""
    is_group = len(set(numbers)) > 1
    return ctx.world.insert(
        "message_threads",
        {
            "name": group_name if is_group else None,
            "participants": list(dict.fromkeys(numbers)),
            "is_group": is_group,
            "created_at": ctx.clock.now(),
        },
    )


#: `_THREAD_OF` for one number, with the name columns of the oldest contact having
#: that number (NULLs when none; a contact's first and last names are never NULL).
_CHAT_WITH = (
    "SELECT t.*, c.first_name AS c_first, c.last_name AS c_last, c.company AS c_company "
    "FROM message_threads t LEFT JOIN contacts c ON c.rowid = (SELECT MIN(c2.rowid) "
    "FROM contacts c2 JOIN contact_phones p ON p.contact_id = c2.id WHERE p.number = :n) "
    f"WHERE {TABLES[0].key_indexes[0].expression('message_threads')} = :k "
    "AND t.is_group = 0 ORDER BY t.rowid LIMIT 1"
)


def _chat_with(ctx: WorldContext, number: str) -> tuple[Row, str]:
    """The one-to-one thread with ``number`` (`_thread_for`, created if needed) and its
    `_title`, found with one query when the thread exists."""
    world = ctx.world
    found = world.query(
        _CHAT_WITH, {"n": number, "k": _members_key([number])}, table="message_threads"
    )
    if not found:
        thread = _new_thread(ctx, [number], group_name=None)
        return thread, _title(world, thread)
    thread = found[0]
    person = {
        "first_name": thread.pop("c_first"),
        "last_name": thread.pop("c_last"),
        "company": thread.pop("c_company"),
    }
    if thread["name"]:
        return thread, str(thread["name"])
    # Its participants are exactly [number] (the members key), not the owner's number
    # (`_recipient_number` refuses it): `_title` gives the contact's name or the number.
    return thread, display_name(person) if person["first_name"] is not None else number


def _check_images(ctx: WorldContext, image_ids: Sequence[str] | None) -> list[str]:
    ids = list(dict.fromkeys(i.strip() for i in image_ids or []))
    for image_id in ids:
        ctx.images.get(image_id)
    return ids


def _post(
    ctx: WorldContext,
    thread: Row,
    body: str,
    image_ids: Sequence[str] | None,
    *,
    reply_to_id: str | None = None,
    scheduled_for: datetime | None = None,
) -> tuple[Row, list[Row]]:
    """Post an outgoing message in ``thread``; returns it and its attachment rows."""
    text = body.strip()
    images = _check_images(ctx, image_ids)
    if not text and not images:
        raise ToolError("the message is empty: give body text and/or image_ids")
    msg = ctx.world.insert(
        "messages",
        {
            "thread_id": thread["id"],
            "direction": "outgoing",
            "sender": owner_phone(ctx.world),
            "body": text,
            "sent_at": scheduled_for or ctx.clock.now(),
            "status": "scheduled" if scheduled_for else "sent",
            "is_read": True,
            "reply_to_id": reply_to_id,
        },
    )
    attachments = [
        ctx.world.insert("message_attachments", {"message_id": msg["id"], "image_id": image_id})
        for image_id in images
    ]
    return msg, attachments


def _sent(
    ctx: WorldContext, posted: tuple[Row, list[Row]], thread: Row, title: str | None = None
) -> dict[str, Any]:
    """The result of a send: the message posted (`_post`) and its thread (the row it
    was posted to; ``title``: its `_title` when the caller has it)."""
    msg, attachments = posted
    return {
        "message": _view(ctx.world, msg, attachments),
        "thread": {
            "id": thread["id"],
            "title": _title(ctx.world, thread) if title is None else title,
        },
    }


def _not_scheduled(msg: Row, action: str) -> None:
    if msg["status"] == "scheduled":
        raise ToolError(f"message {msg['id']} is scheduled and not sent yet; it cannot be {action}")


def _future_time(ctx: WorldContext, send_at: datetime) -> datetime:
    when = ctx.clock.localize(send_at)
    now = ctx.clock.now()
    if when <= now:
        raise ToolError(
            f"send_at {ctx.clock.format(when)} is not in the future (now is {ctx.clock.now_iso()})"
        )
    if when > now + timedelta(days=365):
        raise ToolError("messages can be scheduled at most one year ahead")
    return when


def _group(ctx: WorldContext, thread_id: str) -> Row:
    thread = _thread(ctx, thread_id)
    if not thread["is_group"]:
        raise ToolError(
            f"thread {thread['id']} is a one-to-one chat, not a group; start a group with "
            "send_group_message"
        )
    return thread


def _set_flag(
    ctx: WorldContext, thread_id: str, flag: str, value: bool, verb: str
) -> dict[str, Any]:
    thread = _thread(ctx, thread_id)
    what = f"thread {thread['id']} ({_title(ctx.world, thread)})"
    row = set_flag(ctx.world, "message_threads", thread, flag, value, what, verb)
    return _summary(ctx.world, row)


# ----------------------------------------------------------------------------- read tools


@tool(domain=DOMAIN, reads=_READS)
def list_message_threads(
    ctx: WorldContext, include_archived: bool = False, unread_only: bool = False, limit: Limit = 20
) -> list[dict[str, Any]]:
    """List text-message conversations, pinned first, then most recent first.

    Args:
        include_archived: Also list archived conversations.
        unread_only: Only conversations with unread messages.
        limit: Maximum number of conversations.

    Returns:
        Thread summaries: id, title, participants, unread_count, last_message, flags.
    """
    world = ctx.world
    # Filtered, ordered (pinned first, then by the newest visible message, else the
    # creation time; ties in insertion order) and limited in the database.
    where = []
    if not include_archived:
        where.append("t.is_archived = 0")
    if unread_only:
        where.append(
            "EXISTS (SELECT 1 FROM messages m WHERE m.thread_id = t.id "
            "AND m.direction = 'incoming' AND m.is_read = 0 AND m.status != 'scheduled')"
        )
    threads = world.query(
        "SELECT t.* FROM message_threads t"
        + (f" WHERE {' AND '.join(where)}" if where else "")
        + " ORDER BY t.is_pinned DESC, COALESCE((SELECT m.sent_at FROM messages m "
        "WHERE m.thread_id = t.id AND m.status != 'scheduled' "
        "ORDER BY m.sent_at DESC, m.rowid DESC LIMIT 1), t.created_at) DESC, t.rowid LIMIT ?",
        (limit,),
        table="message_threads",
    )
    return [_summary(world, t) for t in threads]


@tool(domain=DOMAIN, reads=_READS)
def get_message_thread(ctx: WorldContext, thread_id: ThreadId, limit: Limit = 30) -> dict[str, Any]:
    """Read a conversation: its participants and its latest messages, oldest first,
    with image attachments as image ids. Reading does not mark messages as read.

    Args:
        thread_id: Id of the thread, e.g. "thr_0003".
        limit: How many of the latest messages to return.
    """
    world = ctx.world
    thread = _thread(ctx, thread_id)
    total = int(world.query(_VISIBLE_COUNT, {"t": thread["id"]})[0]["n"])
    return {
        **_summary(world, thread),
        "messages": _views(world, _latest_visible(world, thread["id"], limit)),
        "earlier_messages_not_shown": max(0, total - limit),
    }


@tool(domain=DOMAIN, reads=_READS)
def find_message_threads(ctx: WorldContext, recipient: Recipient) -> list[dict[str, Any]]:
    """Find the conversations (one-to-one and group) that include a contact or number.

    Args:
        recipient: A contact id (e.g. "ct_0005") or a phone number.

    Returns:
        Thread summaries, one-to-one first; empty if there is no conversation yet.
    """
    world = ctx.world
    number, contact = resolve_recipient(world, recipient, allow_short_code=True)
    numbers = {number}
    if contact is not None:
        numbers |= {
            p["number"] for p in world.select("contact_phones", {"contact_id": contact["id"]})
        }
    # Threads with any of the numbers among their participants, one-to-one first.
    cond, params = in_values("p.value", sorted(numbers))
    found = world.query(
        "SELECT * FROM message_threads WHERE EXISTS (SELECT 1 FROM "
        f"json_each(message_threads.participants) AS p WHERE {cond}) ORDER BY is_group, rowid",
        params,
        table="message_threads",
    )
    return [_summary(world, t) for t in found]


@tool(domain=DOMAIN, reads=_READS)
def get_message(ctx: WorldContext, message_id: MessageId) -> dict[str, Any]:
    """Get one message with its images, reactions and the message it replies to.

    Args:
        message_id: Id of the message, e.g. "msg_0042".
    """
    world = ctx.world
    msg = _message(ctx, message_id)
    view = _view(world, msg)
    if msg["reply_to_id"]:
        original = world.get("messages", msg["reply_to_id"])
        view["reply_to"] = {
            "id": original["id"],
            "body": original["body"],
            "sent_at": original["sent_at"],
        }
    return view


@tool(domain=DOMAIN, reads=_READS)
def search_messages(
    ctx: WorldContext,
    query: Annotated[str, Field(min_length=1, max_length=200)],
    thread_id: str | None = None,
    start_date: date | None = None,
    end_date: date | None = None,
    limit: Limit = 20,
) -> dict[str, Any]:
    """Search message text (case-insensitive; every word must appear), newest first.

    Args:
        query: Words to look for, e.g. "brunch sunday".
        thread_id: Only search this thread, e.g. "thr_0003".
        start_date: Only messages on or after this day, "YYYY-MM-DD".
        end_date: Only messages on or before this day, "YYYY-MM-DD".
        limit: Maximum number of messages.

    Returns:
        {"results": [messages with thread_id], "total_matches": n}.
    """
    world = ctx.world
    if thread_id is not None:
        _thread(ctx, thread_id)
    if start_date and end_date and end_date < start_date:
        raise ToolError(f"end_date {end_date} is before start_date {start_date}")
    words = query.lower().split()
    found = []
    for m in world.select(
        "messages",
        {"thread_id": thread_id.strip()} if thread_id else None,
        order_by="sent_at DESC",
        contains=words,
    ):
        if m["status"] == "scheduled":
            continue
        day = datetime.fromisoformat(m["sent_at"]).date()
        if (start_date and day < start_date) or (end_date and day > end_date):
            continue
        if all(w in m["body"].lower() for w in words):
            found.append(m)
    return {"results": _views(world, found[:limit]), "total_matches": len(found)}


@tool(domain=DOMAIN, reads=_READS)
def list_unread_messages(ctx: WorldContext, limit: Limit = 50) -> list[dict[str, Any]]:
    """List unread incoming messages across all conversations, newest first.

    Args:
        limit: Maximum number of messages.
    """
    rows = ctx.world.select(
        "messages",
        {"direction": "incoming", "is_read": False},
        order_by="sent_at DESC",
        limit=limit,
    )
    return _views(ctx.world, rows)


@tool(domain=DOMAIN, reads=_READS)
def list_message_attachments(
    ctx: WorldContext, thread_id: str | None = None, limit: Limit = 20
) -> list[dict[str, Any]]:
    """List images sent or received in messages, newest first, with their image ids.

    Args:
        thread_id: Only this thread, e.g. "thr_0003"; all threads when omitted.
        limit: Maximum number of images.
    """
    world = ctx.world
    params: list[Any] = []
    where = "m.status != 'scheduled'"
    if thread_id is not None:
        thread = _thread(ctx, thread_id)
        where += " AND m.thread_id = ?"
        params.append(thread["id"])
    rows = world.query(
        "SELECT a.id AS attachment_id, a.image_id, a.caption, m.id AS message_id, m.thread_id, "
        "m.sender, m.direction, m.sent_at FROM message_attachments a "
        f"JOIN messages m ON m.id = a.message_id WHERE {where} "
        "ORDER BY m.sent_at DESC, a.rowid LIMIT ?",
        (*params, limit),
    )
    return [
        {
            "attachment_id": r["attachment_id"],
            "image_id": r["image_id"],
            "caption": r["caption"],
            "message_id": r["message_id"],
            "thread_id": r["thread_id"],
            "from": "me"
            if r["direction"] == "outgoing"
            else (name_for_number(world, r["sender"]) or r["sender"]),
            "sent_at": r["sent_at"],
        }
        for r in rows
    ]


@tool(domain=DOMAIN, reads=_READS)
def list_scheduled_messages(ctx: WorldContext) -> list[dict[str, Any]]:
    """List messages scheduled to be sent later, soonest first."""
    world = ctx.world
    out = []
    for m in world.select("messages", {"status": "scheduled"}, order_by="sent_at"):
        thread = world.get("message_threads", m["thread_id"])
        out.append({**_view(world, m), "to": _title(world, thread)})
    return out


# ----------------------------------------------------------------------------- sending


@tool(domain=DOMAIN, reads=_READS, writes=_ALL)
def send_message(
    ctx: WorldContext, recipient: Recipient, body: Body = "", image_ids: list[str] | None = None
) -> dict[str, Any]:
    """Send a text message, with optional images, to one contact or phone number. Uses the
    existing one-to-one conversation or starts one.

    Args:
        recipient: A contact id (e.g. "ct_0005"; their primary number is used) or a phone
            number (e.g. "+14155550123").
        body: Message text (may be empty when sending images).
        image_ids: Images to attach, e.g. ["img_1", "img_2"].

    Returns:
        The sent message (with its id) and its thread.
    """
    number = _recipient_number(ctx, recipient)
    with ctx.world.transaction():
        thread, title = _chat_with(ctx, number)
        posted = _post(ctx, thread, body, image_ids)
    return _sent(ctx, posted, thread, title)


@tool(domain=DOMAIN, reads=_READS, writes=_ALL)
def send_group_message(
    ctx: WorldContext,
    recipients: Annotated[list[str], Field(min_length=2, max_length=MAX_GROUP_SIZE)],
    body: Body = "",
    image_ids: list[str] | None = None,
    group_name: Annotated[str, Field(max_length=60)] | None = None,
) -> dict[str, Any]:
    """Send a message to several people at once, in the group conversation with exactly
    these participants (started if needed).

    Args:
        recipients: Two or more contact ids or phone numbers.
        body: Message text (may be empty when sending images).
        image_ids: Images to attach, e.g. ["img_1"].
        group_name: Name for a new group chat (ignored if the group already exists;
            use rename_group_chat).
    """
    numbers = list(dict.fromkeys(_recipient_number(ctx, r) for r in recipients))
    if len(numbers) < 2:
        raise ToolError("a group message needs at least two different recipients; use send_message")
    with ctx.world.transaction():
        thread = _thread_for(ctx, numbers, group_name=(group_name or "").strip() or None)
        posted = _post(ctx, thread, body, image_ids)
    return _sent(ctx, posted, thread)


@tool(domain=DOMAIN, reads=_READS, writes=_ALL)
def send_message_to_thread(
    ctx: WorldContext, thread_id: ThreadId, body: Body = "", image_ids: list[str] | None = None
) -> dict[str, Any]:
    """Send a message, with optional images, in an existing conversation (one-to-one or group).

    Args:
        thread_id: Id of the thread, e.g. "thr_0003".
        body: Message text (may be empty when sending images).
        image_ids: Images to attach, e.g. ["img_1"].
    """
    thread = _thread(ctx, thread_id)
    with ctx.world.transaction():
        posted = _post(ctx, thread, body, image_ids)
    return _sent(ctx, posted, thread)


@tool(domain=DOMAIN, reads=_READS, writes=_ALL)
def reply_to_message(
    ctx: WorldContext, message_id: MessageId, body: Body = "", image_ids: list[str] | None = None
) -> dict[str, Any]:
    """Reply inline to a specific message, in its conversation.

    Args:
        message_id: Id of the message replied to, e.g. "msg_0042".
        body: Reply text (may be empty when sending images).
        image_ids: Images to attach.
    """
    original = _message(ctx, message_id)
    _not_scheduled(original, "replied to")
    thread = ctx.world.get("message_threads", original["thread_id"])
    with ctx.world.transaction():
        posted = _post(ctx, thread, body, image_ids, reply_to_id=original["id"])
    return _sent(ctx, posted, thread)


@tool(domain=DOMAIN, reads=_READS, writes=_ALL)
def forward_message(
    ctx: WorldContext, message_id: MessageId, recipient: Recipient
) -> dict[str, Any]:
    """Forward a message (its text and images) to a contact or phone number.

    Args:
        message_id: Id of the message to forward, e.g. "msg_0042".
        recipient: A contact id or a phone number.
    """
    original = _message(ctx, message_id)
    _not_scheduled(original, "forwarded")
    images = [
        a["image_id"]
        for a in ctx.world.select("message_attachments", {"message_id": original["id"]})
    ]
    number = _recipient_number(ctx, recipient)
    with ctx.world.transaction():
        thread, title = _chat_with(ctx, number)
        posted = _post(ctx, thread, original["body"], images)
    return _sent(ctx, posted, thread, title)


@tool(domain=DOMAIN, reads=_READS, writes=_ALL)
def schedule_message(
    ctx: WorldContext,
    recipient: Recipient,
    send_at: datetime,
    body: Body = "",
    image_ids: list[str] | None = None,
) -> dict[str, Any]:
    """Schedule a text message to be sent later to a contact or phone number.

    Args:
        recipient: A contact id or a phone number.
        send_at: When to send, ISO-8601 like "2025-06-14T08:00:00" (local time unless an
            offset is given); must be in the future.
        body: Message text.
        image_ids: Images to attach.
    """
    when = _future_time(ctx, send_at)
    number = _recipient_number(ctx, recipient)
    with ctx.world.transaction():
        thread, title = _chat_with(ctx, number)
        posted = _post(ctx, thread, body, image_ids, scheduled_for=when)
    return _sent(ctx, posted, thread, title)


@tool(domain=DOMAIN, reads=("messages",), writes=("messages",))
def reschedule_message(
    ctx: WorldContext, message_id: MessageId, send_at: datetime
) -> dict[str, Any]:
    """Change when a scheduled message will be sent.

    Args:
        message_id: Id of the scheduled message, e.g. "msg_0042".
        send_at: New send time, ISO-8601 (local time unless an offset is given).
    """
    msg = _message(ctx, message_id)
    if msg["status"] != "scheduled":
        raise ToolError(f"message {msg['id']} is not scheduled (it was {msg['status']})")
    when = _future_time(ctx, send_at)
    return _view(ctx.world, ctx.world.update("messages", msg["id"], {"sent_at": when}))


@tool(domain=DOMAIN, reads=("messages",), writes=("messages", "message_attachments"))
def cancel_scheduled_message(ctx: WorldContext, message_id: MessageId) -> dict[str, Any]:
    """Cancel a scheduled message so it is never sent.

    Args:
        message_id: Id of the scheduled message, e.g. "msg_0042".
    """
    msg = _message(ctx, message_id)
    if msg["status"] != "scheduled":
        raise ToolError(f"message {msg['id']} is not scheduled (it was {msg['status']})")
    ctx.world.delete("messages", msg["id"])
    return {"cancelled_message_id": msg["id"], "body": msg["body"]}


# ----------------------------------------------------------------------------- editing


@tool(domain=DOMAIN, reads=("messages",), writes=("messages",))
def edit_message(
    ctx: WorldContext,
    message_id: MessageId,
    new_body: Annotated[str, Field(min_length=1, max_length=5000)],
) -> dict[str, Any]:
    """Edit the text of a message you sent, within 15 minutes of sending (scheduled
    messages can be edited any time before they go out).

    Args:
        message_id: Id of your message, e.g. "msg_0042".
        new_body: The corrected text.
    """
    msg = _message(ctx, message_id)
    if msg["direction"] != "outgoing":
        raise ToolError("you can only edit messages you sent")
    text = new_body.strip()
    if not text:
        raise ToolError("new_body must not be blank")
    if text == msg["body"]:
        raise ToolError("new_body is the same as the current text")
    changes: dict[str, Any] = {"body": text}
    if msg["status"] != "scheduled":
        sent = datetime.fromisoformat(msg["sent_at"])
        if ctx.clock.now() - sent > EDIT_WINDOW:
            raise ToolError(
                f"message {msg['id']} was sent at {msg['sent_at']}; messages can only be edited "
                "within 15 minutes of sending (send a correction instead)"
            )
        changes["edited_at"] = ctx.clock.now()
    return _view(ctx.world, ctx.world.update("messages", msg["id"], changes))


@tool(domain=DOMAIN, reads=("messages",), writes=("messages", "message_attachments"))
def unsend_message(ctx: WorldContext, message_id: MessageId) -> dict[str, Any]:
    """Unsend a message you sent less than 2 minutes ago, removing it for everyone.

    Args:
        message_id: Id of your message, e.g. "msg_0042".
    """
    msg = _message(ctx, message_id)
    if msg["direction"] != "outgoing":
        raise ToolError("you can only unsend messages you sent")
    _not_scheduled(msg, "unsent (use cancel_scheduled_message)")
    if ctx.clock.now() - datetime.fromisoformat(msg["sent_at"]) > UNSEND_WINDOW:
        raise ToolError(
            f"message {msg['id']} was sent at {msg['sent_at']}; only messages sent in the last "
            "2 minutes can be unsent (delete_message removes it from this device only)"
        )
    ctx.world.delete("messages", msg["id"])
    return {"unsent_message_id": msg["id"]}


@tool(domain=DOMAIN, reads=("messages",), writes=("messages", "message_attachments"))
def delete_message(ctx: WorldContext, message_id: MessageId) -> dict[str, Any]:
    """Delete a message (and its images) from this device.

    Args:
        message_id: Id of the message, e.g. "msg_0042".
    """
    msg = _message(ctx, message_id)
    ctx.world.delete("messages", msg["id"])
    return {"deleted_message_id": msg["id"], "thread_id": msg["thread_id"]}


@tool(domain=DOMAIN, reads=_ALL, writes=_ALL)
def delete_message_thread(ctx: WorldContext, thread_id: ThreadId) -> dict[str, Any]:
    """Delete a whole conversation with all its messages.

    Args:
        thread_id: Id of the thread, e.g. "thr_0003".
    """
    thread = _thread(ctx, thread_id)
    title = _title(ctx.world, thread)
    n = ctx.world.count("messages", {"thread_id": thread["id"]})
    ctx.world.delete("message_threads", thread["id"])
    return {"deleted_thread_id": thread["id"], "title": title, "messages_deleted": n}


# ----------------------------------------------------------------------------- state of threads


@tool(domain=DOMAIN, reads=_ALL, writes=("messages",))
def mark_message_thread_read(ctx: WorldContext, thread_id: ThreadId) -> dict[str, Any]:
    """Mark every message of a conversation as read.

    Args:
        thread_id: Id of the thread, e.g. "thr_0003".
    """
    thread = _thread(ctx, thread_id)
    n = ctx.world.update_where(
        "messages",
        {"thread_id": thread["id"], "direction": "incoming", "is_read": False},
        {"is_read": True},
    )
    if n == 0:
        raise ToolError(
            f"thread {thread['id']} ({_title(ctx.world, thread)}) has no unread messages"
        )
    return {"thread_id": thread["id"], "marked_read": n}


@tool(domain=DOMAIN, reads=_ALL, writes=("messages",))
def mark_message_thread_unread(ctx: WorldContext, thread_id: ThreadId) -> dict[str, Any]:
    """Mark a conversation as unread (its latest received message becomes unread).

    Args:
        thread_id: Id of the thread, e.g. "thr_0003".
    """
    thread = _thread(ctx, thread_id)
    # The last received visible message (by send time, then insertion order).
    incoming = ctx.world.query(
        "SELECT * FROM messages WHERE thread_id = ? AND status != 'scheduled' "
        "AND direction = 'incoming' ORDER BY sent_at DESC, rowid DESC LIMIT 1",
        (thread["id"],),
        table="messages",
    )
    if not incoming:
        raise ToolError(f"thread {thread['id']} has no received messages to mark unread")
    last = incoming[0]
    if not last["is_read"]:
        raise ToolError(f"thread {thread['id']} ({_title(ctx.world, thread)}) is already unread")
    ctx.world.update("messages", last["id"], {"is_read": False})
    return {"thread_id": thread["id"], "marked_unread_message_id": last["id"]}


@tool(domain=DOMAIN, reads=_READS, writes=("message_threads",))
def pin_message_thread(ctx: WorldContext, thread_id: ThreadId) -> dict[str, Any]:
    """Pin a conversation to the top of the list (at most 9 pinned).

    Args:
        thread_id: Id of the thread, e.g. "thr_0003".
    """
    thread = _thread(ctx, thread_id)
    if (
        not thread["is_pinned"]
        and ctx.world.count("message_threads", {"is_pinned": True}) >= MAX_PINNED
    ):
        raise ToolError(f"at most {MAX_PINNED} conversations can be pinned; unpin one first")
    if thread["is_archived"]:
        raise ToolError(f"thread {thread['id']} is archived; unarchive it before pinning")
    return _set_flag(ctx, thread["id"], "is_pinned", True, "pinned")


@tool(domain=DOMAIN, reads=_READS, writes=("message_threads",))
def unpin_message_thread(ctx: WorldContext, thread_id: ThreadId) -> dict[str, Any]:
    """Unpin a conversation.

    Args:
        thread_id: Id of the thread, e.g. "thr_0003".
    """
    return _set_flag(ctx, thread_id, "is_pinned", False, "unpinned")


@tool(domain=DOMAIN, reads=_READS, writes=("message_threads",))
def mute_message_thread(ctx: WorldContext, thread_id: ThreadId) -> dict[str, Any]:
    """Mute notifications (hide alerts) for a conversation.

    Args:
        thread_id: Id of the thread, e.g. "thr_0003".
    """
    return _set_flag(ctx, thread_id, "is_muted", True, "muted")


@tool(domain=DOMAIN, reads=_READS, writes=("message_threads",))
def unmute_message_thread(ctx: WorldContext, thread_id: ThreadId) -> dict[str, Any]:
    """Turn notifications back on for a conversation.

    Args:
        thread_id: Id of the thread, e.g. "thr_0003".
    """
    return _set_flag(ctx, thread_id, "is_muted", False, "unmuted")


@tool(domain=DOMAIN, reads=_READS, writes=("message_threads",))
def archive_message_thread(ctx: WorldContext, thread_id: ThreadId) -> dict[str, Any]:
    """Archive a conversation: it leaves the main list but keeps its messages.

    Args:
        thread_id: Id of the thread, e.g. "thr_0003".
    """
    thread = _thread(ctx, thread_id)
    if thread["is_pinned"]:
        raise ToolError(f"thread {thread['id']} is pinned; unpin it before archiving")
    return _set_flag(ctx, thread["id"], "is_archived", True, "archived")


@tool(domain=DOMAIN, reads=_READS, writes=("message_threads",))
def unarchive_message_thread(ctx: WorldContext, thread_id: ThreadId) -> dict[str, Any]:
    """Bring an archived conversation back to the main list.

    Args:
        thread_id: Id of the thread, e.g. "thr_0003".
    """
    return _set_flag(ctx, thread_id, "is_archived", False, "not archived")


@tool(domain=DOMAIN, reads=_READS, writes=("message_threads",))
def rename_group_chat(
    ctx: WorldContext, thread_id: ThreadId, name: Annotated[str, Field(min_length=1, max_length=60)]
) -> dict[str, Any]:
    """Name or rename a group conversation.

    Args:
        thread_id: Id of the group thread, e.g. "thr_0003".
        name: New group name.
    """
    thread = _group(ctx, thread_id)
    clean = name.strip()
    if not clean:
        raise ToolError("name must not be blank")
    if clean == thread["name"]:
        raise ToolError(f"the group is already called {clean!r}")
    return _summary(ctx.world, ctx.world.update("message_threads", thread["id"], {"name": clean}))


@tool(domain=DOMAIN, reads=_READS, writes=("message_threads",))
def add_group_chat_participant(
    ctx: WorldContext, thread_id: ThreadId, recipient: Recipient
) -> dict[str, Any]:
    """Add a person to a group conversation.

    Args:
        thread_id: Id of the group thread, e.g. "thr_0003".
        recipient: A contact id or a phone number.
    """
    thread = _group(ctx, thread_id)
    number = _recipient_number(ctx, recipient)
    members = list(thread["participants"])
    if number in members:
        raise ToolError(f"{name_for_number(ctx.world, number) or number} is already in this group")
    if len(members) + 1 > MAX_GROUP_SIZE:
        raise ToolError(f"groups are limited to {MAX_GROUP_SIZE} participants")
    row = ctx.world.update("message_threads", thread["id"], {"participants": [*members, number]})
    return _summary(ctx.world, row)


@tool(domain=DOMAIN, reads=_READS, writes=("message_threads",))
def remove_group_chat_participant(
    ctx: WorldContext, thread_id: ThreadId, recipient: Recipient
) -> dict[str, Any]:
    """Remove a person from a group conversation (a group keeps at least two other people).

    Args:
        thread_id: Id of the group thread, e.g. "thr_0003".
        recipient: The participant's contact id or phone number.
    """
    world = ctx.world
    thread = _group(ctx, thread_id)
    number, contact = resolve_recipient(world, recipient, allow_short_code=True)
    members = list(thread["participants"])
    candidates = {number}
    if contact is not None:
        candidates |= {
            p["number"] for p in world.select("contact_phones", {"contact_id": contact["id"]})
        }
    present = [m for m in members if m in candidates]
    if not present:
        names = ", ".join(f"{p['name'] or p['number']}" for p in _participants(world, thread))
        raise ToolError(f"{recipient} is not in this group; participants: {names}")
    if len(members) - len(present) < 2:
        raise ToolError(
            "a group needs at least two other people; delete or leave the group instead"
        )
    row = world.update(
        "message_threads", thread["id"], {"participants": [m for m in members if m not in present]}
    )
    return _summary(world, row)


# ----------------------------------------------------------------------------- reactions, stars


@tool(domain=DOMAIN, reads=("messages",), writes=("messages",))
def react_to_message(
    ctx: WorldContext, message_id: MessageId, reaction: Reaction
) -> dict[str, Any]:
    """React to a message with a tapback (replaces your previous reaction on it).

    Args:
        message_id: Id of the message, e.g. "msg_0042".
        reaction: love, like, dislike, laugh, emphasize (!!) or question (?).
    """
    msg = _message(ctx, message_id)
    _not_scheduled(msg, "reacted to")
    me = owner_phone(ctx.world)
    mine = [r for r in msg["reactions"] if r.get("by") == me]
    if mine and mine[0].get("reaction") == reaction:
        raise ToolError(f"you already reacted {reaction!r} to message {msg['id']}")
    others = [r for r in msg["reactions"] if r.get("by") != me]
    row = ctx.world.update(
        "messages", msg["id"], {"reactions": [*others, {"by": me, "reaction": reaction}]}
    )
    return _view(ctx.world, row)


@tool(domain=DOMAIN, reads=("messages",), writes=("messages",))
def remove_message_reaction(ctx: WorldContext, message_id: MessageId) -> dict[str, Any]:
    """Remove your tapback from a message.

    Args:
        message_id: Id of the message, e.g. "msg_0042".
    """
    msg = _message(ctx, message_id)
    me = owner_phone(ctx.world)
    if not any(r.get("by") == me for r in msg["reactions"]):
        raise ToolError(f"you have not reacted to message {msg['id']}")
    row = ctx.world.update(
        "messages", msg["id"], {"reactions": [r for r in msg["reactions"] if r.get("by") != me]}
    )
    return _view(ctx.world, row)


@tool(domain=DOMAIN, reads=("messages",), writes=("messages",))
def star_message(ctx: WorldContext, message_id: MessageId) -> dict[str, Any]:
    """Star a message to find it again easily.

    Args:
        message_id: Id of the message, e.g. "msg_0042".
    """
    msg = _message(ctx, message_id)
    if msg["is_starred"]:
        raise ToolError(f"message {msg['id']} is already starred")
    return _view(ctx.world, ctx.world.update("messages", msg["id"], {"is_starred": True}))


@tool(domain=DOMAIN, reads=("messages",), writes=("messages",))
def unstar_message(ctx: WorldContext, message_id: MessageId) -> dict[str, Any]:
    """Remove the star from a message.

    Args:
        message_id: Id of the message, e.g. "msg_0042".
    """
    msg = _message(ctx, message_id)
    if not msg["is_starred"]:
        raise ToolError(f"message {msg['id']} is not starred")
    return _view(ctx.world, ctx.world.update("messages", msg["id"], {"is_starred": False}))


# ----------------------------------------------------------------------------- seed


def _seed_image(kind: str) -> Image.Image:
    """Small, deterministic stand-in photos for seeded attachments."""
    if kind == "sunset":
        img = Image.new("RGB", (320, 200))
        draw = ImageDraw.Draw(img)
        for y in range(200):
            t = y / 199
            draw.line(
                [(0, y), (319, y)], fill=(int(250 - 120 * t), int(140 - 90 * t), int(60 + 90 * t))
            )
        draw.ellipse((130, 110, 190, 170), fill=(255, 200, 90))
        for x, h in ((0, 60), (40, 90), (90, 50), (200, 80), (250, 110), (290, 70)):
            draw.rectangle((x, 200 - h, x + 38, 199), fill=(40, 30, 60))
        return img
    if kind == "lake":
        img = Image.new("RGB", (320, 220), (150, 200, 240))
        draw = ImageDraw.Draw(img)
        draw.polygon(
            [(0, 120), (80, 60), (170, 115), (250, 70), (320, 110), (320, 140), (0, 140)],
            fill=(60, 120, 70),
        )
        draw.rectangle((0, 140, 319, 219), fill=(40, 100, 170))
        draw.rectangle((150, 150, 175, 160), fill=(200, 60, 40))
        return img
    if kind == "book":
        img = Image.new("RGB", (200, 300), (20, 40, 80))
        draw = ImageDraw.Draw(img)
        draw.polygon([(90, 230), (110, 230), (105, 120), (95, 120)], fill=(240, 240, 240))
        draw.rectangle((93, 110, 107, 120), fill=(250, 220, 90))
        draw.text((20, 30), "THE LIGHTHOUSE", fill=(250, 230, 180))
        draw.text((20, 48), "KEEPER'S DAUGHTER", fill=(250, 230, 180))
        draw.text((20, 270), "a novel", fill=(200, 200, 220))
        return img
    img = Image.new("RGB", (240, 240), (110, 170, 80))
    draw = ImageDraw.Draw(img)
    draw.ellipse((60, 90, 170, 160), fill=(150, 100, 50))
    draw.ellipse((150, 60, 200, 110), fill=(150, 100, 50))
    draw.ellipse((175, 75, 183, 83), fill=(20, 20, 20))
    draw.rectangle((75, 150, 87, 190), fill=(130, 85, 40))
    draw.rectangle((140, 150, 152, 190), fill=(130, 85, 40))
    return img


class SeedMessage(DataModel):
    """One message of a seeded conversation.

    Attributes:
        sender: "me", a seeded contact's name ("{owner}" = the owner's last name) or a raw
            number.
        image: Attached picture drawn by `_seed_image`.
    """

    sender: str
    minutes_ago: int
    body: str
    image: Literal["sunset", "lake", "book", "dog"] | None = None
    unread: bool = False


class SeedThread(DataModel):
    """A seeded conversation: participants (contact names or raw numbers), group name."""

    participants: tuple[str, ...]
    name: str | None
    pinned: bool
    messages: tuple[SeedMessage, ...]


class MessagesSeed(DataModel):
    """``data/sandbox/domains/messages_seed.json``: the seeded conversations."""

    threads: tuple[SeedThread, ...]


@cache
def messages_seed() -> MessagesSeed:
    """The bundled conversations, read and validated on first use."""
    return load_domain_data("messages_seed", MessagesSeed)


def _seed_number(world: World, who: str) -> str:
    if who[0] == "+" or who.isdigit():
        return who
    first, last = who.split(" ", 1)
    number = primary_number(world, seed_contact_id(world, first, last))
    assert number is not None
    return number


def seed(world: World, rng: random.Random) -> None:
    """Fill the messages app: ~15 conversations with family, friends, coworkers,
    services and unknown senders (group chats, unread messages, photos, a reaction and
    a star), consistent with the contacts seed."""
    owner = world.owner
    now = world.clock.now()
    images: dict[str, str] = {}
    for kind in ("sunset", "lake", "book", "dog"):
        images[kind] = world.images.add_pil(
            _seed_image(kind), source=f"seed:messages/{kind}"
        ).image_id

    def fill(text: str) -> str:
        return text.replace("{owner}", owner.last_name).replace("{first}", owner.first_name)

    for seeded in messages_seed().threads:
        name, lines = seeded.name, seeded.messages
        numbers = [_seed_number(world, fill(p)) for p in seeded.participants]
        shift = rng.randint(0, 20)
        first_at = now - timedelta(minutes=lines[0].minutes_ago + shift)
        thread = world.insert(
            "message_threads",
            {
                "name": fill(name) if name else None,
                "participants": numbers,
                "is_group": len(numbers) > 1,
                "is_pinned": seeded.pinned,
                "created_at": first_at - timedelta(days=rng.randint(30, 400)),
            },
        )
        for line in lines:
            who, ago, body, image, unread = (
                line.sender,
                line.minutes_ago,
                line.body,
                line.image,
                line.unread,
            )
            outgoing = who == "me"
            sent_at = now - timedelta(minutes=ago + shift, seconds=rng.randint(0, 59))
            msg = world.insert(
                "messages",
                {
                    "thread_id": thread["id"],
                    "direction": "outgoing" if outgoing else "incoming",
                    "sender": owner.phone if outgoing else _seed_number(world, fill(who)),
                    "body": fill(body),
                    "sent_at": sent_at,
                    "status": ("read" if rng.random() < 0.7 else "delivered")
                    if outgoing
                    else "received",
                    "is_read": not unread,
                    "reactions": [{"by": owner.phone, "reaction": "love"}]
                    if image == "sunset"
                    else [],
                    "is_starred": "Q3 roadmap" in body,
                },
            )
            if image is not None:
                world.insert(
                    "message_attachments", {"message_id": msg["id"], "image_id": images[image]}
                )
    # A message the owner scheduled for Grandma's birthday (8am on her next birthday).
    grandma = world.get("contacts", seed_contact_id(world, "Ruth", "{owner}"))
    ruth_number = primary_number(world, grandma["id"])
    assert ruth_number is not None
    day = next_birthday(date.fromisoformat(grandma["birthday"]), world.clock.today())
    send_at = datetime.combine(day, datetime.min.time(), now.tzinfo) + timedelta(hours=8)
    if send_at <= now:
        send_at = send_at.replace(year=send_at.year + 1)
    thread = world.insert(
        "message_threads",
        {"participants": [ruth_number], "created_at": now - timedelta(days=200)},
    )
    world.insert(
        "messages",
        {
            "thread_id": thread["id"],
            "direction": "outgoing",
            "sender": owner.phone,
            "body": "Happy birthday Grandma! 🎂 Love you so much. I'll call you this morning!",
            "sent_at": send_at,
            "status": "scheduled",
        },
    )
