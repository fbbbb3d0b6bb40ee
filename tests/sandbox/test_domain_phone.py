"""Phone domain: seed and every tool (happy path and error path)."""

from __future__ import annotations

from pathlib import Path

import pytest

from mmtoolbench.core.errors import ToolArgumentError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, phone
from mmtoolbench.sandbox.domains.contacts import primary_number, seed_contact_id
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world, build_world
from tests.sandbox.domain_harness import DomainTools

REGISTRY = build_tool_registry(["phone"])
SPAM = "+12095550143"


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


# ----------------------------------------------------------------------------- seed


def test_seed_phone(ctx: WorldContext) -> None:
    world = ctx.world
    assert world.count("call_log") == 40
    assert world.count("voicemails") == 5 and world.count("phone_favorites") == 4
    assert world.count("call_log", {"call_type": "missed", "is_seen": False}) == 2
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
    assert len(calls) == 40
    assert calls[0]["started_at"] >= calls[-1]["started_at"]
    assert calls[0]["name"] == f"Carol {ctx.owner.last_name}" and calls[0]["call_type"] == "missed"
    missed = call(ctx, "list_recent_calls", call_type="missed", limit=100)
    assert missed and {c["call_type"] for c in missed} == {"missed"}
    since = call(ctx, "list_recent_calls", since="2025-06-12", limit=100)
    assert since and all(c["started_at"] >= "2025-06-12" for c in since)
    with pytest.raises(ToolArgumentError, match="call_type"):
        call(ctx, "list_recent_calls", call_type="voicemail")


def test_get_call_details(ctx: WorldContext) -> None:
    vm = ctx.world.get("voicemails", voicemail_from(ctx, "Carol {owner}"))
    details = call(ctx, "get_call_details", call_id=vm["call_id"])
    assert details["voicemail_id"] == vm["id"] and details["is_seen"] is False
    spam_call = ctx.world.select("call_log", {"number": SPAM})[0]["id"]
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
    assert call(ctx, "list_calls_with", recipient=SPAM)["total_calls"] == 1
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
    fails(ctx, "place_call", pattern, recipient=recipient)


def test_call_back(ctx: WorldContext) -> None:
    missed = call(ctx, "list_recent_calls", call_type="missed")[0]
    res = call(ctx, "call_back", call_id=missed["id"])
    assert res["number"] == missed["number"] and res["id"] != missed["id"]
    spam_call = ctx.world.select("call_log", {"number": SPAM})[0]["id"]
    fails(ctx, "call_back", "is blocked", call_id=spam_call)


def test_delete_call_log_entry_keeps_voicemail(ctx: WorldContext) -> None:
    vm_id = voicemail_from(ctx, "Carol {owner}")
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
    call(ctx, "clear_call_history")
    assert ctx.world.count("call_log") == 0 and ctx.world.count("voicemails") == 5


def test_mark_missed_calls_seen(ctx: WorldContext) -> None:
    assert call(ctx, "mark_missed_calls_seen") == {"marked_seen": 2}
    fails(ctx, "mark_missed_calls_seen", "no unseen missed calls")


def test_get_call_statistics(ctx: WorldContext) -> None:
    overall = call(ctx, "get_call_statistics")
    assert overall["total_calls"] == 40 and sum(overall["by_type"].values()) == 40
    assert overall["most_frequent"][0]["name"] == "Sam Okafor"
    nina = call(ctx, "get_call_statistics", recipient=cid(ctx, "Nina {owner}"), since="2025-06-10")
    assert nina["with"] == f"Nina {ctx.owner.last_name}" and nina["talk_time_minutes"] >= 21.0
    assert "most_frequent" not in nina
    fails(ctx, "get_call_statistics", "not a valid phone number", recipient="12-3456-7890-12")


def test_lookup_caller(ctx: WorldContext) -> None:
    res = call(ctx, "lookup_caller", phone_number=SPAM)
    assert res["is_blocked"] and res["contacts"] == [] and res["voicemails"] == 0  # deleted
    mom = call(ctx, "lookup_caller", phone_number=number(ctx, "Carol {owner}"))
    assert mom["contacts"][0]["relationship"] == "mother" and mom["voicemails"] == 1
    assert mom["last_call"]["call_type"] == "missed"
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
    vms = call(ctx, "list_voicemails")
    assert len(vms) == 4 and vms[0]["name"] == f"Carol {ctx.owner.last_name}"
    assert "transcript" not in vms[0] and vms[0]["preview"].startswith("Hi sweetie")
    assert len(call(ctx, "list_voicemails", unheard_only=True)) == 2
    assert len(call(ctx, "list_voicemails", include_deleted=True)) == 5
    full = call(ctx, "get_voicemail", voicemail_id=vms[1]["id"])
    assert "Whitfield Family Dental" in full["transcript"] and full["is_heard"] is False
    fails(
        ctx,
        "get_voicemail",
        r"no voicemail with id 'vm_0999' \(use list_voicemails",
        voicemail_id="vm_0999",
    )


def test_search_voicemails(ctx: WorldContext) -> None:
    assert [v["name"] for v in call(ctx, "search_voicemails", query="plumbing thursday")] == [
        "Mike Alvarez"
    ]
    assert (
        call(ctx, "search_voicemails", query="warranty") == []
    )  # deleted voicemails are not searched
    with pytest.raises(ToolArgumentError):
        call(ctx, "search_voicemails", query="")


def test_voicemail_heard_state(ctx: WorldContext) -> None:
    vm = voicemail_from(ctx, "Carol {owner}")
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
    assert call(ctx, "empty_deleted_voicemails") == {"voicemails_erased": 1}
    fails(ctx, "empty_deleted_voicemails", "no deleted voicemails")
    assert ctx.world.count("voicemails") == 4


def test_call_back_voicemail(ctx: WorldContext) -> None:
    vm = call(ctx, "search_voicemails", query="whitfield dental")[0]["id"]
    res = call(ctx, "call_back_voicemail", voicemail_id=vm)
    assert res["name"] == "Alan Whitfield" and res["call_type"] == "outgoing"
    spam_vm = ctx.world.select("voicemails", {"number": SPAM})[0]["id"]
    fails(ctx, "call_back_voicemail", "is blocked", voicemail_id=spam_vm)


# ----------------------------------------------------------------------------- favorites


def test_phone_favorites(ctx: WorldContext) -> None:
    favs = call(ctx, "list_phone_favorites")
    assert [(f["position"], f["name"], f["kind"]) for f in favs] == [
        (1, "Sam Okafor", "voice"),
        (2, f"Carol {ctx.owner.last_name}", "voice"),
        (3, f"Nina {ctx.owner.last_name}", "video"),
        (4, "Maya Patel", "voice"),
    ]
    nina = cid(ctx, "Nina {owner}")
    added = call(ctx, "add_phone_favorite", contact_id=nina, kind="voice")
    assert added["position"] == 5 and added["number"] == number(ctx, "Nina {owner}")
    fails(ctx, "add_phone_favorite", "is already a favorite", contact_id=nina, kind="voice")
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
    assert [f["position"] for f in moved] == [1, 2, 3, 4, 5] and moved[0]["id"] == added["id"]
    fails(ctx, "move_phone_favorite", "already at position 1", favorite_id=added["id"], position=1)
    fails(
        ctx,
        "move_phone_favorite",
        "position must be between 1 and 5",
        favorite_id=added["id"],
        position=9,
    )
    removed = call(ctx, "remove_phone_favorite", favorite_id=favs[0]["id"])
    assert removed["removed"]["name"] == "Sam Okafor"
    assert [f["position"] for f in call(ctx, "list_phone_favorites")] == [1, 2, 3, 4]
    fails(ctx, "remove_phone_favorite", "no phone favorite with id", favorite_id=favs[0]["id"])


# ----------------------------------------------------------------------------- blocking


def test_block_and_unblock_number(ctx: WorldContext) -> None:
    res = call(ctx, "block_number", phone_number="(628) 555-0177", label="Fake courier")
    assert res == {
        "id": "blk_0003",
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
    assert len(res["blocked_numbers"]) == 2
    labels = {b["number"]: b["label"] for b in call(ctx, "list_blocked_numbers")}
    assert labels[number(ctx, "Nina {owner}")] == f"Nina {ctx.owner.last_name}"
    fails(ctx, "block_contact", "already blocked", contact_id=nina)
    fails(ctx, "block_contact", "no contact with id", contact_id="ct_0999")


def test_list_blocked_numbers(ctx: WorldContext) -> None:
    blocked = call(ctx, "list_blocked_numbers")
    assert [b["label"] for b in blocked] == ["Extended warranty robocall", "Scam caller"]


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
