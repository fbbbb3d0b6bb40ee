"""Phone: recent calls, voicemail, favorites (speed dial), blocked numbers, call settings."""

from __future__ import annotations

import random
from collections.abc import Iterable
from datetime import date, datetime, timedelta
from functools import cache
from typing import Annotated, Any, Literal

from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import contacts as contacts_domain
from mmtoolbench.sandbox.domains._common import (
    DataModel,
    display_name,
    load_domain_data,
    normalize_phone,
)
from mmtoolbench.sandbox.domains.contacts import (
    contact_numbers,
    name_for_number,
    primary_number,
    resolve_recipient,
    seed_contact_id,
)
from mmtoolbench.sandbox.world.schema import Column, Table
from mmtoolbench.sandbox.world.sql import in_values
from mmtoolbench.sandbox.world.state import Row, World

DOMAIN = "phone"
REQUIRES: tuple[str, ...] = ("contacts",)

TABLES: tuple[Table, ...] = (
    Table(
        name="call_log",
        indexes=(("started_at",), ("call_type", "started_at"), ("number", "started_at")),
        domain=DOMAIN,
        entity="call",
        id_prefix="call",
        lookup_hint="use list_recent_calls to find call ids",
        description="Recent calls: placed, received, missed or declined.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Call id, e.g. call_0012."),
            Column("number", "TEXT", not_null=True, description="The other party's number."),
            Column(
                "call_type",
                "TEXT",
                not_null=True,
                choices=("incoming", "outgoing", "missed", "declined"),
            ),
            Column("kind", "TEXT", not_null=True, default="voice", choices=("voice", "video")),
            Column("started_at", "DATETIME", not_null=True),
            Column("duration_seconds", "INTEGER", not_null=True, default=0),
            Column(
                "is_seen",
                "BOOLEAN",
                not_null=True,
                default=True,
                description="False for missed calls the owner has not looked at yet.",
            ),
        ),
    ),
    Table(
        name="voicemails",
        domain=DOMAIN,
        entity="voicemail",
        id_prefix="vm",
        lookup_hint="use list_voicemails to find voicemail ids",
        description="Voicemail messages with transcripts; deleted ones stay until emptied.",
        indexes=(("deleted_at",),),
        search_columns=("transcript", "number"),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Voicemail id, e.g. vm_0003."),
            Column("number", "TEXT", not_null=True, description="Caller's number."),
            Column("received_at", "DATETIME", not_null=True),
            Column("duration_seconds", "INTEGER", not_null=True),
            Column("transcript", "TEXT", not_null=True, default=""),
            Column("is_heard", "BOOLEAN", not_null=True, default=False),
            Column("deleted_at", "DATETIME", description="When it was moved to Deleted Messages."),
            Column(
                "call_id",
                "TEXT",
                references="call_log.id",
                on_delete="SET NULL",
                description="The missed call that left it.",
            ),
        ),
    ),
    Table(
        name="phone_favorites",
        domain=DOMAIN,
        entity="phone favorite",
        id_prefix="pfav",
        lookup_hint="use list_phone_favorites to find favorite ids",
        description="Speed-dial favorites: a contact's number and how to call it, in order.",
        unique_together=(("phone_id", "kind"),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "phone_id",
                "TEXT",
                not_null=True,
                references="contact_phones.id",
                on_delete="CASCADE",
                description="The contact number (removed with it).",
            ),
            Column("kind", "TEXT", not_null=True, default="voice", choices=("voice", "video")),
            Column("position", "INTEGER", not_null=True, description="1 = top of the list."),
        ),
    ),
    Table(
        name="blocked_numbers",
        domain=DOMAIN,
        entity="blocked number",
        id_prefix="blk",
        description="Numbers whose calls and messages are blocked.",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column("number", "TEXT", not_null=True, unique=True),
            Column("label", "TEXT", description="Who it is, e.g. 'Spam caller'."),
            Column("blocked_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="phone_settings",
        domain=DOMAIN,
        entity="phone setting",
        description="Call settings as key/value pairs (missing keys have their default).",
        columns=(
            Column(
                "key",
                "TEXT",
                primary_key=True,
                choices=("call_forwarding_number", "voicemail_greeting", "silence_unknown_callers"),
            ),
            Column("value", "JSON", description="The setting's value."),
        ),
    ),
)

_SETTINGS_DEFAULTS: dict[str, Any] = {
    "call_forwarding_number": None,
    "voicemail_greeting": None,
    "silence_unknown_callers": False,
}
_CONTACT_READS = ("contacts", "contact_phones")

CallFilter = Literal["all", "missed", "incoming", "outgoing", "declined"]
CallKind = Literal["voice", "video"]
CallId = Annotated[str, Field(min_length=1, max_length=64)]
VoicemailId = Annotated[str, Field(min_length=1, max_length=64)]
Recipient = Annotated[str, Field(min_length=1, max_length=64)]
Limit = Annotated[int, Field(ge=1, le=100)]

# ----------------------------------------------------------------------------- helpers


def is_blocked(world: World, number: str) -> bool:
    """Whether ``number`` (normalised) is on the block list."""
    return world.count("blocked_numbers", {"number": number}) > 0


def _call_view(world: World, call: Row) -> dict[str, Any]:
    return {
        "id": call["id"],
        "number": call["number"],
        "name": name_for_number(world, call["number"]),
        "call_type": call["call_type"],
        "kind": call["kind"],
        "started_at": call["started_at"],
        "duration_seconds": call["duration_seconds"],
        "is_seen": call["is_seen"],
    }


def _vm_view(world: World, vm: Row, *, transcript: bool = True) -> dict[str, Any]:
    view = {
        "id": vm["id"],
        "number": vm["number"],
        "name": name_for_number(world, vm["number"]),
        "received_at": vm["received_at"],
        "duration_seconds": vm["duration_seconds"],
        "is_heard": vm["is_heard"],
        "is_deleted": vm["deleted_at"] is not None,
        "call_id": vm["call_id"],
    }
    if transcript:
        view["transcript"] = vm["transcript"]
    else:
        view["preview"] = vm["transcript"][:80]
    return view


def _favorite_view(world: World, fav: Row) -> dict[str, Any]:
    phone = world.get("contact_phones", fav["phone_id"])
    contact = world.get("contacts", phone["contact_id"])
    return {
        "id": fav["id"],
        "position": fav["position"],
        "contact_id": contact["id"],
        "name": display_name(contact),
        "number": phone["number"],
        "number_label": phone["label"],
        "kind": fav["kind"],
    }


def _call(ctx: WorldContext, call_id: str) -> Row:
    return ctx.world.get("call_log", call_id.strip())


def _voicemail(ctx: WorldContext, voicemail_id: str) -> Row:
    return ctx.world.get("voicemails", voicemail_id.strip())


def _dial(ctx: WorldContext, number: str, kind: str) -> dict[str, Any]:
    world = ctx.world
    if number == ctx.owner.phone:
        raise ToolError(f"{number} is your own number")
    if not number.startswith("+"):
        raise ToolError(f"{number} is an SMS short code and cannot be called")
    if is_blocked(world, number):
        raise ToolError(f"{number} is blocked; unblock it with unblock_number before calling")
    call = world.insert(
        "call_log",
        {
            "number": number,
            "call_type": "outgoing",
            "kind": kind,
            "started_at": ctx.clock.now(),
            "duration_seconds": 0,
        },
    )
    return {**_call_view(world, call), "status": "calling"}


def _renumber(world: World, ordered: Iterable[str]) -> None:
    for position, fav_id in enumerate(ordered, start=1):
        if world.get("phone_favorites", fav_id)["position"] != position:
            world.update("phone_favorites", fav_id, {"position": position})


def _favorites(world: World) -> list[Row]:
    return world.select("phone_favorites", order_by="position")


def _setting(world: World, key: str) -> Any:
    row = world.get_or_none("phone_settings", key)
    return _SETTINGS_DEFAULTS[key] if row is None else row["value"]


def _put_setting(world: World, key: str, value: Any) -> None:
    if world.exists("phone_settings", key):
        world.update("phone_settings", key, {"value": value})
    else:
        world.insert("phone_settings", {"key": key, "value": value})


def _settings(world: World) -> dict[str, Any]:
    return {key: _setting(world, key) for key in _SETTINGS_DEFAULTS}


def _numbers_for(world: World, recipient: str) -> tuple[set[str], str]:
    number, contact = resolve_recipient(world, recipient, allow_short_code=True)
    if contact is None:
        return {number}, number
    numbers = {p["number"] for p in contact_numbers(world, contact["id"])} or {number}
    return numbers, display_name(contact)


# ----------------------------------------------------------------------------- calls


@tool(domain=DOMAIN, reads=("call_log", *_CONTACT_READS))
def list_recent_calls(
    ctx: WorldContext,
    call_type: CallFilter = "all",
    since: date | None = None,
    limit: Limit = 20,
) -> list[dict[str, Any]]:
    """List recent calls, newest first, with the caller's contact name when known.

    Args:
        call_type: "all", or only "missed", "incoming" (answered), "outgoing" or "declined".
        since: Only calls on or after this day, "YYYY-MM-DD".
        limit: Maximum number of calls.
    """
    where = None if call_type == "all" else {"call_type": call_type}
    out = []
    # Stored times are ISO text in the device timezone: a row a day older than `since`
    # (as text) and every row after it are before `since`.
    floor = (since - timedelta(days=1)).isoformat() if since and since > date.min else ""
    for c in ctx.world.scan("call_log", where, order_by="started_at DESC"):
        if since and c["started_at"] < floor:
            break
        if since and datetime.fromisoformat(c["started_at"]).date() < since:
            continue
        out.append(_call_view(ctx.world, c))
        if len(out) >= limit:
            break
    return out


@tool(domain=DOMAIN, reads=("call_log", "voicemails", "blocked_numbers", *_CONTACT_READS))
def get_call_details(ctx: WorldContext, call_id: CallId) -> dict[str, Any]:
    """Get one call: number, contact, type, time, duration, and the voicemail it left.

    Args:
        call_id: Id of the call, e.g. "call_0012".
    """
    world = ctx.world
    call = _call(ctx, call_id)
    vms = world.select("voicemails", {"call_id": call["id"]})
    return {
        **_call_view(world, call),
        "voicemail_id": vms[0]["id"] if vms else None,
        "number_is_blocked": is_blocked(world, call["number"]),
    }


@tool(domain=DOMAIN, reads=("call_log", *_CONTACT_READS))
def list_calls_with(ctx: WorldContext, recipient: Recipient, limit: Limit = 20) -> dict[str, Any]:
    """List the call history with one contact (all their numbers) or phone number.

    Args:
        recipient: A contact id (e.g. "ct_0005") or a phone number.
        limit: Maximum number of calls.
    """
    world = ctx.world
    numbers, who = _numbers_for(world, recipient)
    calls = world.select("call_log", {"number": sorted(numbers)}, order_by="started_at DESC")
    return {
        "with": who,
        "numbers": sorted(numbers),
        "total_calls": len(calls),
        "calls": [_call_view(world, c) for c in calls[:limit]],
    }


@tool(domain=DOMAIN, reads=("blocked_numbers", *_CONTACT_READS), writes=("call_log",))
def place_call(ctx: WorldContext, recipient: Recipient, kind: CallKind = "voice") -> dict[str, Any]:
    """Call a contact (on their primary number) or a phone number. The call is added to
    recent calls.

    Args:
        recipient: A contact id (e.g. "ct_0005") or a phone number (e.g. "+14155550123").
        kind: Voice or video call.
    """
    number, _ = resolve_recipient(ctx.world, recipient, allow_short_code=True)
    return _dial(ctx, number, kind)


@tool(domain=DOMAIN, reads=("call_log", "blocked_numbers", *_CONTACT_READS), writes=("call_log",))
def call_back(ctx: WorldContext, call_id: CallId) -> dict[str, Any]:
    """Call back the number of a call in recent calls (same voice/video kind).

    Args:
        call_id: Id of the call, e.g. "call_0012".
    """
    call = _call(ctx, call_id)
    return _dial(ctx, call["number"], call["kind"])


@tool(domain=DOMAIN, reads=("call_log",), writes=("call_log", "voicemails"))
def delete_call_log_entry(ctx: WorldContext, call_id: CallId) -> dict[str, Any]:
    """Remove one call from recent calls (a voicemail it left is kept).

    Args:
        call_id: Id of the call, e.g. "call_0012".
    """
    call = _call(ctx, call_id)
    ctx.world.delete("call_log", call["id"])
    return {"deleted_call_id": call["id"], "number": call["number"]}


@tool(domain=DOMAIN, reads=("call_log",), writes=("call_log", "voicemails"))
def clear_call_history(
    ctx: WorldContext, call_type: Literal["all", "missed"] = "all", before: date | None = None
) -> dict[str, Any]:
    """Clear recent calls: all of them or only missed ones, optionally only those before a day.

    Args:
        call_type: "all" or "missed".
        before: Only calls strictly before this day, "YYYY-MM-DD".
    """
    world = ctx.world
    # Stored times are local ISO text: the first 10 characters are the local day.
    n = world.delete_where(
        "call_log",
        None if call_type == "all" else {"call_type": "missed"},
        sql=None if before is None else "substr(started_at, 1, 10) < ?",
        sql_params=() if before is None else (before.isoformat(),),
    )
    if not n:
        raise ToolError("no calls match; nothing was cleared")
    return {"calls_deleted": n}


@tool(domain=DOMAIN, reads=("call_log",), writes=("call_log",))
def mark_missed_calls_seen(ctx: WorldContext) -> dict[str, Any]:
    """Mark every missed call as seen (clears the missed-call badge)."""
    n = ctx.world.update_where(
        "call_log", {"call_type": "missed", "is_seen": False}, {"is_seen": True}
    )
    if n == 0:
        raise ToolError("there are no unseen missed calls")
    return {"marked_seen": n}


@tool(domain=DOMAIN, reads=("call_log", *_CONTACT_READS))
def get_call_statistics(
    ctx: WorldContext, recipient: str | None = None, since: date | None = None
) -> dict[str, Any]:
    """Count calls and talk time, overall or with one contact or number.

    Args:
        recipient: A contact id or phone number; all calls when omitted.
        since: Only calls on or after this day, "YYYY-MM-DD".

    Returns:
        Counts per call type, total talk minutes, and (overall) the most-called people.
    """
    world = ctx.world
    where = None
    who = "everyone"
    if recipient is not None:
        numbers, who = _numbers_for(world, recipient)
        where = {"number": sorted(numbers)}
    # Counted in the database; stored times are local ISO text (first 10 characters:
    # the local day).
    terms, params = ["1"], []
    if where is not None:
        cond, values = in_values("number", where["number"])
        terms.append(cond)
        params += values
    if since is not None:
        terms.append("substr(started_at, 1, 10) >= ?")
        params.append(since.isoformat())
    clause = " AND ".join(terms)
    per_type = {
        r["call_type"]: r
        for r in world.query(
            "SELECT call_type, COUNT(*) AS n, SUM(duration_seconds) AS seconds "
            f"FROM call_log WHERE {clause} GROUP BY call_type",
            params,
        )
    }
    counts = {
        t: int(per_type[t]["n"]) if t in per_type else 0
        for t in ("incoming", "outgoing", "missed", "declined")
    }
    seconds = sum(int(r["seconds"] or 0) for r in per_type.values())
    result: dict[str, Any] = {
        "with": who,
        "since": since.isoformat() if since else None,
        "total_calls": sum(int(r["n"]) for r in per_type.values()),
        "by_type": counts,
        "talk_time_minutes": round(seconds / 60, 1),
    }
    if recipient is None:
        top = [
            (r["number"], int(r["n"]))
            for r in world.query(
                f"SELECT number, COUNT(*) AS n FROM call_log WHERE {clause} "
                "GROUP BY number ORDER BY n DESC, number LIMIT 5",
                params,
            )
        ]
        result["most_frequent"] = [
            {"number": n, "name": name_for_number(world, n), "calls": k} for n, k in top
        ]
    return result


@tool(domain=DOMAIN, reads=("call_log", "blocked_numbers", "voicemails", *_CONTACT_READS))
def lookup_caller(
    ctx: WorldContext, phone_number: Annotated[str, Field(min_length=3)]
) -> dict[str, Any]:
    """Identify a phone number: matching contacts, whether it is blocked, and its call and
    voicemail history.

    Args:
        phone_number: The number in any common format.
    """
    world = ctx.world
    number = normalize_phone(phone_number, allow_short_code=True)
    calls = world.select("call_log", {"number": number}, order_by="started_at DESC")
    matches = contacts_domain.contacts_with_number(world, number)
    return {
        "number": number,
        "contacts": [
            {"id": c["id"], "name": display_name(c), "relationship": c["relationship"]}
            for c in matches
        ],
        "is_blocked": is_blocked(world, number),
        "total_calls": len(calls),
        "last_call": _call_view(world, calls[0]) if calls else None,
        "voicemails": world.count("voicemails", {"number": number, "deleted_at": None}),
    }


@tool(
    domain=DOMAIN,
    reads=("call_log", *_CONTACT_READS, "contact_emails"),
    writes=("contacts", "contact_phones"),
)
def save_caller_as_contact(
    ctx: WorldContext,
    call_id: CallId,
    first_name: Annotated[str, Field(max_length=100)] = "",
    last_name: Annotated[str, Field(max_length=100)] = "",
    company: Annotated[str, Field(max_length=100)] | None = None,
    relationship: Annotated[str, Field(max_length=100)] | None = None,
) -> dict[str, Any]:
    """Create a contact from the number of a call in recent calls.

    Args:
        call_id: Id of the call, e.g. "call_0012".
        first_name: Given name.
        last_name: Family name.
        company: Company or business name.
        relationship: Relation to the user, e.g. "plumber".

    Returns:
        The new contact.
    """
    call = _call(ctx, call_id)
    if not call["number"].startswith("+"):
        raise ToolError(f"{call['number']} is a short code, not a personal number")
    existing = contacts_domain.contacts_with_number(ctx.world, call["number"])
    if existing:
        c = existing[0]
        raise ToolError(f"{call['number']} already belongs to {display_name(c)} ({c['id']})")
    result: dict[str, Any] = contacts_domain.create_contact.fn(
        ctx,
        first_name=first_name,
        last_name=last_name,
        phone_number=call["number"],
        company=company,
        relationship=relationship,
    )
    return result


# ----------------------------------------------------------------------------- voicemail


@tool(domain=DOMAIN, reads=("voicemails", *_CONTACT_READS))
def list_voicemails(
    ctx: WorldContext, unheard_only: bool = False, include_deleted: bool = False
) -> list[dict[str, Any]]:
    """List voicemails, newest first, with a transcript preview.

    Args:
        unheard_only: Only voicemails not listened to yet.
        include_deleted: Also list deleted voicemails that were not emptied.
    """
    out = []
    for vm in ctx.world.select("voicemails", order_by="received_at DESC"):
        if (unheard_only and vm["is_heard"]) or (vm["deleted_at"] and not include_deleted):
            continue
        out.append(_vm_view(ctx.world, vm, transcript=False))
    return out


@tool(domain=DOMAIN, reads=("voicemails", *_CONTACT_READS))
def get_voicemail(ctx: WorldContext, voicemail_id: VoicemailId) -> dict[str, Any]:
    """Read a voicemail: caller, time, length and full transcript. Does not mark it heard.

    Args:
        voicemail_id: Id of the voicemail, e.g. "vm_0003".
    """
    return _vm_view(ctx.world, _voicemail(ctx, voicemail_id))


#: Voicemails whose caller's contact name contains a word (as `name_for_number` names
#: them: first and last name, else company), found with the contacts' full-text index.
_VM_BY_CONTACT_NAME = (
    "SELECT DISTINCT v.id FROM voicemails v JOIN contact_phones p ON p.number = v.number "
    "WHERE v.deleted_at IS NULL AND p.contact_id IN (SELECT id FROM contacts WHERE rowid IN "
    "(SELECT rowid FROM contacts__search WHERE contacts__search MATCH ?))"
)


def _voicemail_candidates(world: World, words: list[str]) -> set[str] | None:
    """Ids of the voicemails that may contain every word in their transcript, number or
    caller name (a superset of `search_voicemails`' matches), or None when no word can
    narrow the search (all shorter than 3 letters, or part of a name no index holds)."""
    owner_label = f"{world.owner.name} (me)".lower()
    found: set[str] | None = None
    for word in words:
        if len(word) < 3 or word in "(no name)":
            continue
        keys = {str(k) for k in world.matching("voicemails", word)}
        phrase = '"' + word.replace('"', '""') + '"'
        keys |= {str(r["id"]) for r in world.query(_VM_BY_CONTACT_NAME, (phrase,))}
        if word in owner_label:
            keys |= {
                str(r["id"])
                for r in world.query(
                    "SELECT id FROM voicemails WHERE number = ? AND deleted_at IS NULL",
                    (world.owner.phone,),
                )
            }
        found = keys if found is None else found & keys
    return found


@tool(domain=DOMAIN, reads=("voicemails", *_CONTACT_READS))
def search_voicemails(
    ctx: WorldContext, query: Annotated[str, Field(min_length=1, max_length=200)]
) -> list[dict[str, Any]]:
    """Search voicemail transcripts and caller names (every word must match).

    Args:
        query: Words to look for, e.g. "dentist tuesday".
    """
    words = query.lower().split()
    where: dict[str, Any] = {"deleted_at": None}
    keys = _voicemail_candidates(ctx.world, words)
    if keys is not None:
        where["id"] = keys
    out = []
    for vm in ctx.world.select("voicemails", where, order_by="received_at DESC"):
        hay = f"{vm['transcript']} {name_for_number(ctx.world, vm['number']) or ''} {vm['number']}".lower()
        if all(w in hay for w in words):
            out.append(_vm_view(ctx.world, vm))
    return out


@tool(domain=DOMAIN, reads=("voicemails",), writes=("voicemails",))
def mark_voicemail_heard(ctx: WorldContext, voicemail_id: VoicemailId) -> dict[str, Any]:
    """Mark a voicemail as listened to.

    Args:
        voicemail_id: Id of the voicemail, e.g. "vm_0003".
    """
    vm = _voicemail(ctx, voicemail_id)
    if vm["is_heard"]:
        raise ToolError(f"voicemail {vm['id']} is already marked heard")
    return _vm_view(
        ctx.world, ctx.world.update("voicemails", vm["id"], {"is_heard": True}), transcript=False
    )


@tool(domain=DOMAIN, reads=("voicemails",), writes=("voicemails",))
def mark_voicemail_unheard(ctx: WorldContext, voicemail_id: VoicemailId) -> dict[str, Any]:
    """Mark a voicemail as not listened to.

    Args:
        voicemail_id: Id of the voicemail, e.g. "vm_0003".
    """
    vm = _voicemail(ctx, voicemail_id)
    if not vm["is_heard"]:
        raise ToolError(f"voicemail {vm['id']} is already unheard")
    return _vm_view(
        ctx.world, ctx.world.update("voicemails", vm["id"], {"is_heard": False}), transcript=False
    )


@tool(domain=DOMAIN, reads=("voicemails",), writes=("voicemails",))
def delete_voicemail(ctx: WorldContext, voicemail_id: VoicemailId) -> dict[str, Any]:
    """Move a voicemail to Deleted Messages (restore_voicemail brings it back until
    empty_deleted_voicemails).

    Args:
        voicemail_id: Id of the voicemail, e.g. "vm_0003".
    """
    vm = _voicemail(ctx, voicemail_id)
    if vm["deleted_at"] is not None:
        raise ToolError(f"voicemail {vm['id']} is already deleted")
    row = ctx.world.update("voicemails", vm["id"], {"deleted_at": ctx.clock.now()})
    return _vm_view(ctx.world, row, transcript=False)


@tool(domain=DOMAIN, reads=("voicemails",), writes=("voicemails",))
def restore_voicemail(ctx: WorldContext, voicemail_id: VoicemailId) -> dict[str, Any]:
    """Restore a deleted voicemail.

    Args:
        voicemail_id: Id of the voicemail, e.g. "vm_0003".
    """
    vm = _voicemail(ctx, voicemail_id)
    if vm["deleted_at"] is None:
        raise ToolError(f"voicemail {vm['id']} is not deleted")
    return _vm_view(
        ctx.world, ctx.world.update("voicemails", vm["id"], {"deleted_at": None}), transcript=False
    )


@tool(domain=DOMAIN, reads=("voicemails",), writes=("voicemails",))
def empty_deleted_voicemails(ctx: WorldContext) -> dict[str, Any]:
    """Permanently erase every deleted voicemail."""
    n = ctx.world.delete_where("voicemails", None, sql="deleted_at IS NOT NULL")
    if not n:
        raise ToolError("there are no deleted voicemails")
    return {"voicemails_erased": n}


@tool(domain=DOMAIN, reads=("voicemails", "blocked_numbers", *_CONTACT_READS), writes=("call_log",))
def call_back_voicemail(ctx: WorldContext, voicemail_id: VoicemailId) -> dict[str, Any]:
    """Call back the person who left a voicemail.

    Args:
        voicemail_id: Id of the voicemail, e.g. "vm_0003".
    """
    vm = _voicemail(ctx, voicemail_id)
    return _dial(ctx, vm["number"], "voice")


# ----------------------------------------------------------------------------- favorites


@tool(domain=DOMAIN, reads=("phone_favorites", *_CONTACT_READS))
def list_phone_favorites(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the Phone app's favorites (speed dial) in order."""
    return [_favorite_view(ctx.world, f) for f in _favorites(ctx.world)]


@tool(domain=DOMAIN, reads=("phone_favorites", *_CONTACT_READS), writes=("phone_favorites",))
def add_phone_favorite(
    ctx: WorldContext,
    contact_id: Annotated[str, Field(min_length=1, max_length=64)],
    kind: CallKind = "voice",
    phone_number: str | None = None,
) -> dict[str, Any]:
    """Add a contact to the Phone favorites (speed dial), at the bottom of the list.

    Args:
        contact_id: Id of the contact, e.g. "ct_0005".
        kind: Whether tapping the favorite starts a voice or a video call.
        phone_number: Which of their numbers to use; their primary number by default.
    """
    world = ctx.world
    contact = world.get("contacts", contact_id.strip())
    phones = contact_numbers(world, contact["id"])
    if not phones:
        raise ToolError(f"{display_name(contact)} has no phone number to add to favorites")
    phone = phones[0]
    if phone_number is not None:
        number = normalize_phone(phone_number)
        chosen = [p for p in phones if p["number"] == number]
        if not chosen:
            have = ", ".join(p["number"] for p in phones)
            raise ToolError(
                f"{display_name(contact)} has no number {number}; their numbers: {have}"
            )
        phone = chosen[0]
    if world.count("phone_favorites", {"phone_id": phone["id"], "kind": kind}):
        raise ToolError(
            f"{display_name(contact)} ({phone['number']}, {kind}) is already a favorite"
        )
    fav = world.insert(
        "phone_favorites",
        {"phone_id": phone["id"], "kind": kind, "position": len(_favorites(world)) + 1},
    )
    return _favorite_view(world, fav)


@tool(domain=DOMAIN, reads=("phone_favorites",), writes=("phone_favorites",))
def remove_phone_favorite(
    ctx: WorldContext, favorite_id: Annotated[str, Field(min_length=1, max_length=64)]
) -> dict[str, Any]:
    """Remove an entry from the Phone favorites (the contact is kept).

    Args:
        favorite_id: Id of the favorite, e.g. "pfav_0002" (from list_phone_favorites).
    """
    world = ctx.world
    fav = world.get("phone_favorites", favorite_id.strip())
    view = _favorite_view(world, fav)
    world.delete("phone_favorites", fav["id"])
    _renumber(world, [f["id"] for f in _favorites(world)])
    return {"removed": view}


@tool(domain=DOMAIN, reads=("phone_favorites", *_CONTACT_READS), writes=("phone_favorites",))
def move_phone_favorite(
    ctx: WorldContext,
    favorite_id: Annotated[str, Field(min_length=1, max_length=64)],
    position: Annotated[int, Field(ge=1)],
) -> list[dict[str, Any]]:
    """Move a favorite to another place in the list (1 = top).

    Args:
        favorite_id: Id of the favorite, e.g. "pfav_0002".
        position: New position, from 1 to the number of favorites.

    Returns:
        The reordered favorites.
    """
    world = ctx.world
    fav = world.get("phone_favorites", favorite_id.strip())
    order = [f["id"] for f in _favorites(world)]
    if position > len(order):
        raise ToolError(f"position must be between 1 and {len(order)}")
    if order.index(fav["id"]) + 1 == position:
        raise ToolError(f"favorite {fav['id']} is already at position {position}")
    order.remove(fav["id"])
    order.insert(position - 1, fav["id"])
    _renumber(world, order)
    return [_favorite_view(world, f) for f in _favorites(world)]


# ----------------------------------------------------------------------------- blocking


@tool(domain=DOMAIN, reads=("blocked_numbers", *_CONTACT_READS), writes=("blocked_numbers",))
def block_number(
    ctx: WorldContext,
    phone_number: Annotated[str, Field(min_length=3)],
    label: Annotated[str, Field(max_length=100)] | None = None,
) -> dict[str, Any]:
    """Block calls and messages from a phone number or SMS short code.

    Args:
        phone_number: The number in any common format.
        label: A note on who it is, e.g. "Spam caller".
    """
    world = ctx.world
    number = normalize_phone(phone_number, allow_short_code=True)
    if number == ctx.owner.phone:
        raise ToolError("you cannot block your own number")
    if is_blocked(world, number):
        raise ToolError(f"{number} is already blocked")
    name = name_for_number(world, number)
    row = world.insert(
        "blocked_numbers",
        {"number": number, "label": (label or "").strip() or name, "blocked_at": ctx.clock.now()},
    )
    return {"id": row["id"], "number": number, "label": row["label"], "contact_name": name}


@tool(domain=DOMAIN, reads=("blocked_numbers", *_CONTACT_READS), writes=("blocked_numbers",))
def block_contact(
    ctx: WorldContext, contact_id: Annotated[str, Field(min_length=1, max_length=64)]
) -> dict[str, Any]:
    """Block every phone number of a contact.

    Args:
        contact_id: Id of the contact, e.g. "ct_0005".
    """
    world = ctx.world
    contact = world.get("contacts", contact_id.strip())
    numbers = [p["number"] for p in contact_numbers(world, contact["id"])]
    if not numbers:
        raise ToolError(f"{display_name(contact)} has no phone number to block")
    new = [n for n in numbers if not is_blocked(world, n)]
    if not new:
        raise ToolError(f"all numbers of {display_name(contact)} are already blocked")
    for n in new:
        world.insert(
            "blocked_numbers",
            {"number": n, "label": display_name(contact), "blocked_at": ctx.clock.now()},
        )
    return {"contact_id": contact["id"], "name": display_name(contact), "blocked_numbers": new}


@tool(domain=DOMAIN, reads=("blocked_numbers",), writes=("blocked_numbers",))
def unblock_number(
    ctx: WorldContext, phone_number: Annotated[str, Field(min_length=3)]
) -> dict[str, Any]:
    """Unblock a phone number or short code.

    Args:
        phone_number: The blocked number in any common format.
    """
    number = normalize_phone(phone_number, allow_short_code=True)
    if ctx.world.delete_where("blocked_numbers", {"number": number}) == 0:
        raise ToolError(f"{number} is not blocked")
    return {"unblocked": number}


@tool(domain=DOMAIN, reads=("blocked_numbers", *_CONTACT_READS))
def list_blocked_numbers(ctx: WorldContext) -> list[dict[str, Any]]:
    """List blocked numbers with their labels and contact names, most recent first."""
    return [
        {
            "number": b["number"],
            "label": b["label"],
            "contact_name": name_for_number(ctx.world, b["number"]),
            "blocked_at": b["blocked_at"],
        }
        for b in ctx.world.select("blocked_numbers", order_by="blocked_at DESC")
    ]


# ----------------------------------------------------------------------------- settings


@tool(domain=DOMAIN, reads=("phone_settings",))
def get_phone_settings(ctx: WorldContext) -> dict[str, Any]:
    """Get call settings: call forwarding number (null = off), custom voicemail greeting
    (null = default greeting) and whether calls from unknown numbers are silenced."""
    return _settings(ctx.world)


@tool(domain=DOMAIN, reads=("phone_settings",), writes=("phone_settings",))
def set_call_forwarding(ctx: WorldContext, phone_number: str | None) -> dict[str, Any]:
    """Forward all incoming calls to another number, or turn forwarding off.

    Args:
        phone_number: Number to forward to, or null to turn forwarding off.
    """
    world = ctx.world
    number = normalize_phone(phone_number) if phone_number and phone_number.strip() else None
    if number == ctx.owner.phone:
        raise ToolError("calls cannot be forwarded to this phone's own number")
    if number == _setting(world, "call_forwarding_number"):
        raise ToolError("call forwarding is already " + (f"set to {number}" if number else "off"))
    _put_setting(world, "call_forwarding_number", number)
    return _settings(world)


@tool(domain=DOMAIN, reads=("phone_settings",), writes=("phone_settings",))
def set_voicemail_greeting(
    ctx: WorldContext, greeting: Annotated[str, Field(max_length=500)] | None
) -> dict[str, Any]:
    """Set a custom voicemail greeting text, or go back to the default greeting.

    Args:
        greeting: What callers hear, e.g. "Hi, you've reached Jordan...", or null for
            the default greeting.
    """
    text = (greeting or "").strip() or None
    if text == _setting(ctx.world, "voicemail_greeting"):
        raise ToolError(
            "the voicemail greeting is already " + ("that text" if text else "the default")
        )
    _put_setting(ctx.world, "voicemail_greeting", text)
    return _settings(ctx.world)


@tool(domain=DOMAIN, reads=("phone_settings",), writes=("phone_settings",))
def set_silence_unknown_callers(ctx: WorldContext, enabled: bool) -> dict[str, Any]:
    """Silence (send to voicemail) calls from numbers that are not in contacts, or stop doing so.

    Args:
        enabled: True to silence unknown callers, false to let them ring.
    """
    if _setting(ctx.world, "silence_unknown_callers") == enabled:
        raise ToolError(f"silence_unknown_callers is already {'on' if enabled else 'off'}")
    _put_setting(ctx.world, "silence_unknown_callers", enabled)
    return _settings(ctx.world)


# ----------------------------------------------------------------------------- seed


class SeedCaller(DataModel):
    """A contact the owner often talks to ("{owner}" = the owner's last name); ``weight``
    is their relative share of the random call history."""

    first: str
    last: str
    weight: int = Field(ge=1)


class SeedCall(DataModel):
    """A fixed call of the seed story.

    Attributes:
        who: A seeded contact's name ("{owner}" = the owner's last name): their primary
            number.
    """

    who: str
    call_type: Literal["incoming", "outgoing", "missed", "declined"]
    kind: CallKind = "voice"
    minutes_ago: int = Field(ge=0)
    duration_seconds: int = Field(default=0, ge=0)


class SeedVoicemail(DataModel):
    """A voicemail left on a missed call.

    Attributes:
        who: A seeded contact's name ("{owner}" = the owner's last name) or a raw number.
        number_label: Use the contact's last number with this label instead of their
            primary one.
        transcript: "{first}" is the owner's first name, "{callback}" the caller's number
            written as (415) 555-0123.
        deleted: In Deleted Messages (moved there two hours after it arrived).
        call_seen: Whether the owner has seen the missed call.
    """

    who: str
    number_label: str | None = None
    minutes_ago: int = Field(ge=0)
    duration_seconds: int = Field(ge=1)
    transcript: str
    heard: bool
    deleted: bool = False
    call_seen: bool


class SeedBlocked(DataModel):
    """A blocked number; ``declined_call_minutes_ago``: its last call, declined."""

    number: str
    label: str
    days_ago: int = Field(ge=0)
    declined_call_minutes_ago: int | None = None


class SeedFavorite(DataModel):
    """A speed-dial favorite: a seeded contact's first number."""

    who: str
    kind: CallKind


class PhoneSeed(DataModel):
    """``data/sandbox/domains/phone_seed.json``: the call history's people and story."""

    frequent_callers: tuple[SeedCaller, ...]
    story_calls: tuple[SeedCall, ...]
    voicemails: tuple[SeedVoicemail, ...]
    blocked: tuple[SeedBlocked, ...]
    favorites: tuple[SeedFavorite, ...]


@cache
def phone_seed() -> PhoneSeed:
    """The bundled phone content, read and validated on first use."""
    return load_domain_data("phone_seed", PhoneSeed)


def _pretty(number: str) -> str:
    digits = number[-10:]
    return f"({digits[:3]}) {digits[3:6]}-{digits[6:]}"


def seed(world: World, rng: random.Random) -> None:
    """Fill the Phone app: ~40 recent calls over two weeks (with the contacts the messages
    seed talks to), missed calls with voicemails, speed-dial favorites, two blocked spam
    numbers and default settings."""
    now = world.clock.now()
    owner = world.owner
    content = phone_seed()

    def contact_of(who: str) -> str:
        first, last = who.split(" ", 1)
        return seed_contact_id(world, first, last)

    def number_of(who: str) -> str:
        if who[0] == "+":
            return who
        n = primary_number(world, contact_of(who))
        assert n is not None
        return n

    events: list[tuple[datetime, dict[str, Any]]] = []
    people = [(number_of(f"{c.first} {c.last}"), c.weight) for c in content.frequent_callers]
    weights = [w for _, w in people]
    for _ in range(32):
        number = rng.choices([n for n, _ in people], weights=weights)[0]
        when = now - timedelta(days=rng.uniform(0.2, 14))
        when = when.replace(
            hour=rng.randint(8, 21), minute=rng.randint(0, 59), second=0, microsecond=0
        )
        if when >= now:
            when -= timedelta(days=1)
        call_type = rng.choices(
            ["outgoing", "incoming", "missed", "declined"], weights=[45, 38, 12, 5]
        )[0]
        duration = rng.randint(30, 1800) if call_type in ("outgoing", "incoming") else 0
        kind = "video" if rng.random() < 0.12 else "voice"
        events.append(
            (
                when,
                {
                    "number": number,
                    "call_type": call_type,
                    "kind": kind,
                    "duration_seconds": duration,
                },
            )
        )
    # The story: Sam called last night, Jordan video-called Nina two days ago.
    for story in content.story_calls:
        events.append(
            (
                now - timedelta(minutes=story.minutes_ago),
                {
                    "number": number_of(story.who),
                    "call_type": story.call_type,
                    "kind": story.kind,
                    "duration_seconds": story.duration_seconds,
                },
            )
        )
    events.sort(key=lambda e: e[0])
    for when, values in events:
        world.insert("call_log", {**values, "started_at": when, "is_seen": True})

    for vm in content.voicemails:
        if vm.number_label is None:
            number = number_of(vm.who)
        else:
            number = [
                p["number"]
                for p in contact_numbers(world, contact_of(vm.who))
                if p["label"] == vm.number_label
            ][-1]
        transcript = vm.transcript.replace("{first}", owner.first_name).replace(
            "{callback}", _pretty(number)
        )
        when = now - timedelta(minutes=vm.minutes_ago)
        call = world.insert(
            "call_log",
            {
                "number": number,
                "call_type": "missed",
                "started_at": when,
                "duration_seconds": 0,
                "is_seen": vm.call_seen,
            },
        )
        world.insert(
            "voicemails",
            {
                "number": number,
                "received_at": when + timedelta(minutes=1),
                "duration_seconds": vm.duration_seconds,
                "transcript": transcript,
                "is_heard": vm.heard,
                "deleted_at": when + timedelta(hours=2) if vm.deleted else None,
                "call_id": call["id"],
            },
        )
    for blocked in content.blocked:
        if blocked.declined_call_minutes_ago is not None:
            world.insert(
                "call_log",
                {
                    "number": blocked.number,
                    "call_type": "declined",
                    "started_at": now - timedelta(minutes=blocked.declined_call_minutes_ago),
                    "is_seen": True,
                },
            )
    for blocked in content.blocked:
        world.insert(
            "blocked_numbers",
            {
                "number": blocked.number,
                "label": blocked.label,
                "blocked_at": now - timedelta(days=blocked.days_ago),
            },
        )
    for position, favorite in enumerate(content.favorites, start=1):
        phone = contact_numbers(world, contact_of(favorite.who))[0]
        world.insert(
            "phone_favorites",
            {"phone_id": phone["id"], "kind": favorite.kind, "position": position},
        )
    for key, value in _SETTINGS_DEFAULTS.items():
        world.insert("phone_settings", {"key": key, "value": value})
