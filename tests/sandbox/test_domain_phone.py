"""Phone domain: seed and every tool (happy path and error path)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mmtoolbench.core.errors import ToolArgumentError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, phone
from mmtoolbench.sandbox.domains.contacts import (
    contact_numbers,
    name_for_number,
    primary_number,
    seed_contact_id,
)
from mmtoolbench.sandbox.domains.phone import phone_seed
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world, build_world
from tests.sandbox.domain_harness import DomainTools

REGISTRY = build_tool_registry(["phone"])
#: Stands for the blocked number that left a voicemail (`spam`) in parametrized cases.
SPAM = "<blocked caller>"


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world(["phone"])


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call
fails = HARNESS.fails


def cid(ctx: WorldContext, name: str) -> str:
    first, last = name.split(" ", 1)
    return seed_contact_id(ctx.world, first, last)


def number(ctx: WorldContext, name: str) -> str:
    n = primary_number(ctx.world, cid(ctx, name))
    assert n is not None
    return n


def voicemail_from(ctx: WorldContext, name: str) -> str:
    return str(ctx.world.select("voicemails", {"number": number(ctx, name)})[0]["id"])


def spam(ctx: WorldContext) -> str:
    """The seeded blocked number that left a (deleted) voicemail."""
    rows = ctx.world.query(
        "SELECT b.number FROM blocked_numbers b JOIN voicemails v ON v.number = b.number "
        "ORDER BY b.rowid LIMIT 1"
    )
    return str(rows[0]["number"])


def unseen_voicemail(ctx: WorldContext) -> dict[str, object]:
    """The most recent voicemail whose missed call is still unseen."""
    rows = ctx.world.query(
        "SELECT v.* FROM voicemails v JOIN call_log c ON c.id = v.call_id "
        "WHERE c.is_seen = 0 AND v.deleted_at IS NULL ORDER BY v.received_at DESC LIMIT 1",
        table="voicemails",
    )
    return rows[0]


# ----------------------------------------------------------------------------- seed


def test_seed_phone(ctx: WorldContext) -> None:
    world = ctx.world
    content = phone_seed()
    declined = sum(b.declined_call_minutes_ago is not None for b in content.blocked)
    # 32 random calls, the story calls, one missed call per voicemail, blocked callers' calls
    fixed = len(content.story_calls) + len(content.voicemails) + declined
    assert world.count("call_log") == 32 + fixed
    assert world.count("voicemails") == len(content.voicemails)
    assert world.count("phone_favorites") == len(content.favorites)
    assert world.count("blocked_numbers") == len(content.blocked)
    assert world.count("call_log", {"call_type": "missed", "is_seen": False}) == sum(
        not vm.call_seen for vm in content.voicemails
    )
    assert world.count("voicemails", {"deleted_at": None}) == sum(
        not vm.deleted for vm in content.voicemails
    )
    assert all(c["started_at"] < ctx.clock.now_iso() for c in world.select("call_log"))
    for vm in world.select("voicemails"):
        call_row = world.get("call_log", vm["call_id"])
        assert call_row["call_type"] == "missed" and call_row["number"] == vm["number"]
    assert call(ctx, "get_phone_settings") == {
        "call_forwarding_number": None,
        "voicemail_greeting": None,
        "silence_unknown_callers": False,
    }


# ----------------------------------------------------------------------------- calls


def test_list_recent_calls(ctx: WorldContext) -> None:
    calls = call(ctx, "list_recent_calls", limit=100)
    assert len(calls) == ctx.world.count("call_log")
    assert [c["started_at"] for c in calls] == sorted(
        (c["started_at"] for c in calls), reverse=True
    )
    latest = ctx.world.select("call_log", order_by="started_at DESC", limit=1)[0]
    assert calls[0]["id"] == latest["id"] and calls[0]["call_type"] == latest["call_type"]
    assert calls[0]["name"] == name_for_number(ctx.world, latest["number"])
    missed = call(ctx, "list_recent_calls", call_type="missed", limit=100)
    assert missed and {c["call_type"] for c in missed} == {"missed"}
    since = call(ctx, "list_recent_calls", since="2025-06-12", limit=100)
    assert since and all(c["started_at"] >= "2025-06-12" for c in since)
    with pytest.raises(ToolArgumentError, match="call_type"):
        call(ctx, "list_recent_calls", call_type="voicemail")


def test_get_call_details(ctx: WorldContext) -> None:
    vm = unseen_voicemail(ctx)
    details = call(ctx, "get_call_details", call_id=vm["call_id"])
    assert details["voicemail_id"] == vm["id"] and details["is_seen"] is False
    spam_call = ctx.world.select("call_log", {"number": spam(ctx)})[0]["id"]
    assert call(ctx, "get_call_details", call_id=spam_call)["number_is_blocked"] is True
    fails(
        ctx,
        "get_call_details",
        r"no call with id 'call_0999' \(use list_recent_calls",
        call_id="call_0999",
    )


def test_list_calls_with(ctx: WorldContext) -> None:
    sam = cid(ctx, "Sam Okafor")
    res = call(ctx, "list_calls_with", recipient=sam, limit=3)
    assert res["with"] == "Sam Okafor" and len(res["calls"]) == 3 and res["total_calls"] >= 3
    blocked = spam(ctx)
    with_spam = call(ctx, "list_calls_with", recipient=blocked)["total_calls"]
    assert with_spam == ctx.world.count("call_log", {"number": blocked}) > 0
    fails(ctx, "list_calls_with", "no contact with id", recipient="ct_0999")


def test_place_call(ctx: WorldContext) -> None:
    before = ctx.world.snapshot()
    res = call(ctx, "place_call", recipient=cid(ctx, "Nina {owner}"), kind="video")
    assert res["status"] == "calling" and res["kind"] == "video" and res["call_type"] == "outgoing"
    assert res["number"] == number(ctx, "Nina {owner}") and res["started_at"] == ctx.clock.now_iso()
    assert ctx.world.diff_since(before).changed_tables() == ["call_log"]
    assert call(ctx, "place_call", recipient="415-555-0150")["name"] is None


@pytest.mark.parametrize(
    ("recipient", "pattern"),
    [
        (SPAM, r"is blocked; unblock it with unblock_number"),
        ("+14155550100", "is your own number"),
        ("28735", "short code and cannot be called"),
        ("ct_0999", "no contact with id"),
        ("Mom", "neither a contact id nor a phone number"),
    ],
)
def test_place_call_errors(ctx: WorldContext, recipient: str, pattern: str) -> None:
    fails(ctx, "place_call", pattern, recipient=spam(ctx) if recipient == SPAM else recipient)


def test_call_back(ctx: WorldContext) -> None:
    missed = call(ctx, "list_recent_calls", call_type="missed")[0]
    res = call(ctx, "call_back", call_id=missed["id"])
    assert res["number"] == missed["number"] and res["id"] != missed["id"]
    spam_call = ctx.world.select("call_log", {"number": spam(ctx)})[0]["id"]
    fails(ctx, "call_back", "is blocked", call_id=spam_call)


def test_delete_call_log_entry_keeps_voicemail(ctx: WorldContext) -> None:
    vm_id = str(unseen_voicemail(ctx)["id"])
    call_id = ctx.world.get("voicemails", vm_id)["call_id"]
    assert call(ctx, "delete_call_log_entry", call_id=call_id)["deleted_call_id"] == call_id
    assert ctx.world.get("voicemails", vm_id)["call_id"] is None
    fails(ctx, "delete_call_log_entry", "no call with id", call_id=call_id)


def test_clear_call_history(ctx: WorldContext) -> None:
    old = call(ctx, "clear_call_history", before="2025-06-05")
    assert old["calls_deleted"] > 0
    assert all(c["started_at"] >= "2025-06-05" for c in call(ctx, "list_recent_calls", limit=100))
    fails(ctx, "clear_call_history", "nothing was cleared", before="2025-06-05")
    missed = call(ctx, "clear_call_history", call_type="missed")["calls_deleted"]
    assert missed > 0 and call(ctx, "list_recent_calls", call_type="missed") == []
    voicemails = ctx.world.count("voicemails")
    call(ctx, "clear_call_history")
    assert ctx.world.count("call_log") == 0 and ctx.world.count("voicemails") == voicemails


def test_mark_missed_calls_seen(ctx: WorldContext) -> None:
    unseen = ctx.world.count("call_log", {"call_type": "missed", "is_seen": False})
    assert unseen > 0
    assert call(ctx, "mark_missed_calls_seen") == {"marked_seen": unseen}
    fails(ctx, "mark_missed_calls_seen", "no unseen missed calls")


def test_get_call_statistics(ctx: WorldContext) -> None:
    world = ctx.world
    overall = call(ctx, "get_call_statistics")
    total = world.count("call_log")
    assert overall["total_calls"] == total and sum(overall["by_type"].values()) == total
    per_number: dict[str, int] = {}
    for row in world.select("call_log"):
        per_number[row["number"]] = per_number.get(row["number"], 0) + 1
    top = min(per_number, key=lambda n: (-per_number[n], n))
    assert overall["most_frequent"][0] == {
        "number": top,
        "name": name_for_number(world, top),
        "calls": per_number[top],
    }
    nina = call(ctx, "get_call_statistics", recipient=cid(ctx, "Nina {owner}"), since="2025-06-10")
    nina_numbers = {p["number"] for p in contact_numbers(world, cid(ctx, "Nina {owner}"))}
    seconds = sum(
        c["duration_seconds"]
        for c in world.select("call_log", {"number": sorted(nina_numbers)})
        if c["started_at"][:10] >= "2025-06-10"
    )
    assert nina["with"] == f"Nina {ctx.owner.last_name}"
    assert nina["talk_time_minutes"] == round(seconds / 60, 1)
    assert "most_frequent" not in nina
    fails(ctx, "get_call_statistics", "not a valid phone number", recipient="12-3456-7890-12")


def test_lookup_caller(ctx: WorldContext) -> None:
    res = call(ctx, "lookup_caller", phone_number=spam(ctx))
    assert res["is_blocked"] and res["contacts"] == [] and res["voicemails"] == 0  # deleted
    mom_number = number(ctx, "Carol {owner}")
    mom = call(ctx, "lookup_caller", phone_number=mom_number)
    assert mom["contacts"][0]["relationship"] == "mother"
    assert mom["voicemails"] == ctx.world.count(
        "voicemails", {"number": mom_number, "deleted_at": None}
    )
    last = ctx.world.select("call_log", {"number": mom_number}, order_by="started_at DESC")[0]
    assert mom["last_call"]["id"] == last["id"]
    fails(ctx, "lookup_caller", "not a valid phone number", phone_number="+0 12")


def test_save_caller_as_contact(ctx: WorldContext) -> None:
    courier = call(ctx, "place_call", recipient="+16285550177")
    card = call(
        ctx,
        "save_caller_as_contact",
        call_id=courier["id"],
        company="QuickDrop",
        relationship="courier",
    )
    assert card["name"] == "QuickDrop" and card["phones"][0]["number"] == "+16285550177"
    fails(
        ctx,
        "save_caller_as_contact",
        "already belongs to QuickDrop",
        call_id=courier["id"],
        first_name="X",
    )
    fails(
        ctx,
        "save_caller_as_contact",
        "give at least a first_name",
        call_id=call(ctx, "place_call", recipient="+16285550178")["id"],
    )


# ----------------------------------------------------------------------------- voicemail


def test_list_and_get_voicemails(ctx: WorldContext) -> None:
    world = ctx.world
    vms = call(ctx, "list_voicemails")
    kept = world.select("voicemails", {"deleted_at": None}, order_by="received_at DESC")
    assert [v["id"] for v in vms] == [v["id"] for v in kept]
    assert vms[0]["name"] == name_for_number(world, kept[0]["number"])
    assert "transcript" not in vms[0] and vms[0]["preview"] == kept[0]["transcript"][:80]
    unheard = call(ctx, "list_voicemails", unheard_only=True)
    assert len(unheard) == sum(not v["is_heard"] for v in kept) > 0
    assert len(call(ctx, "list_voicemails", include_deleted=True)) == world.count("voicemails")
    full = call(ctx, "get_voicemail", voicemail_id=vms[1]["id"])
    assert full["transcript"] == kept[1]["transcript"] and full["is_heard"] is kept[1]["is_heard"]
    fails(
        ctx,
        "get_voicemail",
        r"no voicemail with id 'vm_0999' \(use list_voicemails",
        voicemail_id="vm_0999",
    )


def _searched(ctx: WorldContext, query: str) -> list[str]:
    """Ids `search_voicemails` should find: every word in the transcript, caller name or
    number of a voicemail that is not deleted, newest first."""
    words = query.lower().split()
    found = []
    for vm in ctx.world.select("voicemails", {"deleted_at": None}, order_by="received_at DESC"):
        name = name_for_number(ctx.world, vm["number"]) or ""
        hay = f"{vm['transcript']} {name} {vm['number']}".lower()
        if all(w in hay for w in words):
            found.append(str(vm["id"]))
    return found


def test_search_voicemails(ctx: WorldContext) -> None:
    world = ctx.world
    heard = world.select("voicemails", {"deleted_at": None, "is_heard": True})[0]
    words = [w for w in heard["transcript"].split() if len(w) > 5][:2]
    name = name_for_number(world, heard["number"])
    assert name is not None
    for query in (" ".join(words).upper(), f"{words[0]} {name.split()[-1]}", heard["number"][-4:]):
        found = [v["id"] for v in call(ctx, "search_voicemails", query=query)]
        assert heard["id"] in found and found == _searched(ctx, query)
    gone = next(v for v in world.select("voicemails") if v["deleted_at"] is not None)
    word = max(gone["transcript"].split(), key=len)
    # deleted voicemails are not searched
    assert gone["id"] not in [v["id"] for v in call(ctx, "search_voicemails", query=word)]
    with pytest.raises(ToolArgumentError):
        call(ctx, "search_voicemails", query="")


def test_voicemail_heard_state(ctx: WorldContext) -> None:
    vm = str(unseen_voicemail(ctx)["id"])
    assert call(ctx, "mark_voicemail_heard", voicemail_id=vm)["is_heard"] is True
    fails(ctx, "mark_voicemail_heard", "already marked heard", voicemail_id=vm)
    assert call(ctx, "mark_voicemail_unheard", voicemail_id=vm)["is_heard"] is False
    fails(ctx, "mark_voicemail_unheard", "already unheard", voicemail_id=vm)


def test_delete_restore_and_empty_voicemails(ctx: WorldContext) -> None:
    vm = voicemail_from(ctx, "Mike Alvarez")
    assert call(ctx, "delete_voicemail", voicemail_id=vm)["is_deleted"] is True
    assert ctx.world.get("voicemails", vm)["deleted_at"] == ctx.clock.now_iso()
    fails(ctx, "delete_voicemail", "already deleted", voicemail_id=vm)
    assert call(ctx, "restore_voicemail", voicemail_id=vm)["is_deleted"] is False
    fails(ctx, "restore_voicemail", "is not deleted", voicemail_id=vm)
    total = ctx.world.count("voicemails")
    deleted = total - ctx.world.count("voicemails", {"deleted_at": None})
    assert call(ctx, "empty_deleted_voicemails") == {"voicemails_erased": deleted}
    fails(ctx, "empty_deleted_voicemails", "no deleted voicemails")
    assert ctx.world.count("voicemails") == total - deleted


def test_call_back_voicemail(ctx: WorldContext) -> None:
    vm = unseen_voicemail(ctx)
    res = call(ctx, "call_back_voicemail", voicemail_id=vm["id"])
    assert res["number"] == vm["number"] and res["call_type"] == "outgoing"
    assert res["name"] == name_for_number(ctx.world, str(vm["number"]))
    spam_vm = ctx.world.select("voicemails", {"number": spam(ctx)})[0]["id"]
    fails(ctx, "call_back_voicemail", "is blocked", voicemail_id=spam_vm)


# ----------------------------------------------------------------------------- favorites


def test_phone_favorites(ctx: WorldContext) -> None:
    favs = call(ctx, "list_phone_favorites")
    seeded = phone_seed().favorites
    owner = ctx.owner.last_name
    assert [(f["position"], f["name"], f["kind"]) for f in favs] == [
        (i, fav.who.replace("{owner}", owner), fav.kind) for i, fav in enumerate(seeded, start=1)
    ]
    n = len(favs)
    nina = cid(ctx, "Nina {owner}")
    kind = (
        "voice" if ("Nina {owner}", "voice") not in {(f.who, f.kind) for f in seeded} else "video"
    )
    added = call(ctx, "add_phone_favorite", contact_id=nina, kind=kind)
    assert added["position"] == n + 1 and added["number"] == number(ctx, "Nina {owner}")
    fails(ctx, "add_phone_favorite", "is already a favorite", contact_id=nina, kind=kind)
    fails(
        ctx,
        "add_phone_favorite",
        r"has no number \+14155550150",
        contact_id=nina,
        phone_number="+14155550150",
    )
    business = ctx.world.insert(
        "contacts",
        {"first_name": "Nophone", "created_at": ctx.clock.now(), "updated_at": ctx.clock.now()},
    )
    fails(ctx, "add_phone_favorite", "has no phone number", contact_id=business["id"])
    moved = call(ctx, "move_phone_favorite", favorite_id=added["id"], position=1)
    assert [f["position"] for f in moved] == list(range(1, n + 2))
    assert moved[0]["id"] == added["id"]
    fails(ctx, "move_phone_favorite", "already at position 1", favorite_id=added["id"], position=1)
    fails(
        ctx,
        "move_phone_favorite",
        f"position must be between 1 and {n + 1}",
        favorite_id=added["id"],
        position=n + 5,
    )
    removed = call(ctx, "remove_phone_favorite", favorite_id=favs[0]["id"])
    assert removed["removed"]["name"] == favs[0]["name"]
    assert [f["position"] for f in call(ctx, "list_phone_favorites")] == list(range(1, n + 1))
    fails(ctx, "remove_phone_favorite", "no phone favorite with id", favorite_id=favs[0]["id"])


# ----------------------------------------------------------------------------- blocking


def test_block_and_unblock_number(ctx: WorldContext) -> None:
    before = {b["id"] for b in ctx.world.select("blocked_numbers")}
    res = call(ctx, "block_number", phone_number="(628) 555-0177", label="Fake courier")
    assert res["id"] not in before and ctx.world.exists("blocked_numbers", res["id"])
    assert res == {
        "id": res["id"],
        "number": "+16285550177",
        "label": "Fake courier",
        "contact_name": None,
    }
    fails(ctx, "block_number", "already blocked", phone_number="+16285550177")
    fails(ctx, "block_number", "cannot block your own number", phone_number="+14155550100")
    fails(ctx, "place_call", "is blocked", recipient="+16285550177")
    assert call(ctx, "unblock_number", phone_number="628.555.0177") == {"unblocked": "+16285550177"}
    fails(ctx, "unblock_number", "is not blocked", phone_number="+16285550177")


def test_block_contact(ctx: WorldContext) -> None:
    nina = cid(ctx, "Nina {owner}")
    res = call(ctx, "block_contact", contact_id=nina)
    assert len(res["blocked_numbers"]) == len(contact_numbers(ctx.world, nina)) > 0
    labels = {b["number"]: b["label"] for b in call(ctx, "list_blocked_numbers")}
    assert labels[number(ctx, "Nina {owner}")] == f"Nina {ctx.owner.last_name}"
    fails(ctx, "block_contact", "already blocked", contact_id=nina)
    fails(ctx, "block_contact", "no contact with id", contact_id="ct_0999")


def test_list_blocked_numbers(ctx: WorldContext) -> None:
    blocked = call(ctx, "list_blocked_numbers")
    rows = ctx.world.select("blocked_numbers", order_by="blocked_at DESC")
    assert [b["label"] for b in blocked] == [r["label"] for r in rows]
    assert {b["label"] for b in blocked} == {b.label for b in phone_seed().blocked}


# ----------------------------------------------------------------------------- settings


def test_call_forwarding(ctx: WorldContext) -> None:
    res = call(ctx, "set_call_forwarding", phone_number="415-555-0150")
    assert res["call_forwarding_number"] == "+14155550150"
    fails(ctx, "set_call_forwarding", r"already set to \+14155550150", phone_number="+14155550150")
    fails(ctx, "set_call_forwarding", "own number", phone_number="+14155550100")
    assert call(ctx, "set_call_forwarding", phone_number=None)["call_forwarding_number"] is None
    fails(ctx, "set_call_forwarding", "already off", phone_number=None)


def test_voicemail_greeting(ctx: WorldContext) -> None:
    text = "Hi, you've reached Jordan. Leave a message!"
    assert call(ctx, "set_voicemail_greeting", greeting=text)["voicemail_greeting"] == text
    fails(ctx, "set_voicemail_greeting", "already that text", greeting=text)
    assert call(ctx, "set_voicemail_greeting", greeting=None)["voicemail_greeting"] is None
    fails(ctx, "set_voicemail_greeting", "already the default", greeting="  ")


def test_silence_unknown_callers(ctx: WorldContext) -> None:
    assert call(ctx, "set_silence_unknown_callers", enabled=True)["silence_unknown_callers"] is True
    fails(ctx, "set_silence_unknown_callers", "already on", enabled=True)
    with pytest.raises(ToolArgumentError, match="enabled"):
        call(ctx, "set_silence_unknown_callers", enabled="sometimes")


def test_settings_work_on_an_empty_world() -> None:
    ctx = WorldContext(build_world(["phone"]))
    assert call(ctx, "get_phone_settings")["silence_unknown_callers"] is False
    call(ctx, "set_silence_unknown_callers", enabled=True)
    assert ctx.world.get("phone_settings", "silence_unknown_callers")["value"] is True


def test_every_phone_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    tools = [t.name for t in REGISTRY if t.domain == phone.DOMAIN]
    assert len(tools) >= 30
    assert [t for t in tools if f'"{t}"' not in source] == []
