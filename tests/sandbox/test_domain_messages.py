"""Messages domain: seed and every tool (happy path and error path)."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from mmtoolbench.core.errors import ToolArgumentError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, messages
from mmtoolbench.sandbox.domains.contacts import primary_number, seed_contact_id
from mmtoolbench.sandbox.domains.messages import messages_seed
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world
from tests.sandbox.domain_harness import DomainTools

REGISTRY = build_tool_registry(["messages"])


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world(["messages"])


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


def thread_with(ctx: WorldContext, name: str) -> str:
    found = call(ctx, "find_message_threads", recipient=cid(ctx, name))
    one_to_one = [t for t in found if not t["is_group"]]
    return str(one_to_one[0]["id"])


def visible(ctx: WorldContext, thread_id: str | None = None) -> list[dict[str, Any]]:
    """The sent or received (not scheduled) messages, of one thread or all, oldest first."""
    where = {} if thread_id is None else {"thread_id": thread_id}
    rows = [m for m in ctx.world.select("messages", where) if m["status"] != "scheduled"]
    return sorted(rows, key=lambda m: str(m["sent_at"]))


def unread_rows(ctx: WorldContext, thread_id: str | None = None) -> list[dict[str, Any]]:
    """The unread received messages, of one thread or all, newest first."""
    rows = [m for m in visible(ctx, thread_id) if m["direction"] == "incoming"]
    return [m for m in reversed(rows) if not m["is_read"]]


def attachments_newest_first(ctx: WorldContext) -> list[str]:
    """The image ids attached to visible messages, newest message first."""
    order = {m["id"]: k for k, m in enumerate(reversed(visible(ctx)))}
    rows = [a for a in ctx.world.select("message_attachments") if a["message_id"] in order]
    return [a["image_id"] for a in sorted(rows, key=lambda a: order[a["message_id"]])]


def image(ctx: WorldContext, color: str = "orange") -> str:
    return ctx.images.add_pil(Image.new("RGB", (16, 16), color)).image_id


# ----------------------------------------------------------------------------- seed


def test_seed_conversations(ctx: WorldContext) -> None:
    world = ctx.world
    threads = messages_seed().threads
    scheduled = world.count("messages", {"status": "scheduled"})  # Grandma's birthday text
    assert world.count("message_threads") == len(threads) + scheduled and scheduled == 1
    images = sum(m.image is not None for t in threads for m in t.messages)
    assert world.count("message_attachments") == images
    assert world.images.ids()[:4] == ["img_0", "img_1", "img_2", "img_3"]
    unread = world.select("messages", {"is_read": False})
    expected_unread = sum(m.unread for t in threads for m in t.messages)
    assert expected_unread > 0 and len(unread) == expected_unread
    assert all(m["direction"] == "incoming" for m in unread)
    now = ctx.clock.now_iso()
    sent = [m for m in world.select("messages") if m["status"] != "scheduled"]
    assert all(m["sent_at"] < now for m in sent)
    family = world.select("message_threads", {"name": f"{ctx.owner.last_name} Family"})
    assert len(family) == 1 and len(family[0]["participants"]) == 3


# ----------------------------------------------------------------------------- reads


def test_list_message_threads(ctx: WorldContext) -> None:
    threads = call(ctx, "list_message_threads", limit=100)
    pinned = ctx.world.select("message_threads", {"is_pinned": True})
    assert len(pinned) > 1
    assert {t["id"] for t in threads[: len(pinned)]} == {t["id"] for t in pinned}  # pinned first
    assert threads[0]["title"] == "Sam Okafor"
    assert threads[2]["last_message"]["sent_at"] > threads[3]["last_message"]["sent_at"]
    sam = threads[0]
    sam_unread, sam_last = unread_rows(ctx, sam["id"]), visible(ctx, sam["id"])[-1]
    assert sam_unread and sam["unread_count"] == len(sam_unread)
    assert sam["last_message"]["preview"].startswith(sam_last["body"][:12])
    unread = call(ctx, "list_message_threads", unread_only=True, limit=100)
    assert {t["title"] for t in unread} >= {"Sam Okafor", "Alan Whitfield", "+12095550143"}
    assert len(call(ctx, "list_message_threads", limit=3)) == 3
    with pytest.raises(ToolArgumentError, match="limit"):
        call(ctx, "list_message_threads", limit=1000)


def test_list_message_threads_order_in_sql(ctx: WorldContext) -> None:
    """Pinned first, then the newest visible message (scheduled ones do not count),
    else the creation time; ties keep insertion order; the unread filter and the
    limit hold."""
    world = ctx.world
    now = ctx.clock.now()
    made = []
    for k, n in enumerate(["+14155550901", "+14155550902", "+14155550903"]):
        made.append(
            world.insert(
                "message_threads",
                {"participants": [n], "created_at": now + timedelta(days=2 + (k == 2))},
            )["id"]
        )
    # The first two tie on activity; a scheduled message far ahead moves nothing.
    world.insert(
        "messages",
        {
            "thread_id": made[1],
            "direction": "outgoing",
            "sender": ctx.owner.phone,
            "body": "later",
            "sent_at": now + timedelta(days=30),
            "status": "scheduled",
        },
    )
    threads = call(ctx, "list_message_threads", limit=100)
    pinned = [t["id"] for t in threads if t["is_pinned"]]
    assert [t["id"] for t in threads[: len(pinned)]] == pinned
    rest = [t["id"] for t in threads[len(pinned) :]]
    assert rest[:3] == [made[2], made[0], made[1]]
    top = call(ctx, "list_message_threads", limit=len(pinned) + 2)
    assert [t["id"] for t in top] == [*pinned, made[2], made[0]]
    unread = call(ctx, "list_message_threads", unread_only=True, limit=100)
    assert unread and all(t["unread_count"] > 0 for t in unread)
    assert not set(made) & {t["id"] for t in unread}


def test_send_finds_the_thread_of_a_set_of_numbers(ctx: WorldContext) -> None:
    """The thread whose sorted participants equal the recipients, in any order; a
    list with a repeated number is another set."""
    world = ctx.world
    a, b = "+14155550911", "+14155550912"
    now = ctx.clock.now()
    odd = world.insert(
        "message_threads", {"participants": [a, a], "is_group": False, "created_at": now}
    )
    group = world.insert(
        "message_threads", {"participants": [b, a], "is_group": True, "created_at": now}
    )
    res = call(ctx, "send_group_message", recipients=[a, b], body="x")
    assert res["thread"]["id"] == group["id"]
    one = call(ctx, "send_message", recipient=a, body="y")["thread"]["id"]
    assert one not in (odd["id"], group["id"])
    assert call(ctx, "send_message", recipient=a, body="z")["thread"]["id"] == one


def test_get_message_thread(ctx: WorldContext) -> None:
    sam = thread_with(ctx, "Sam Okafor")
    shown = visible(ctx, sam)
    assert len(shown) > 3
    thread = call(ctx, "get_message_thread", thread_id=sam, limit=3)
    assert thread["earlier_messages_not_shown"] == len(shown) - 3
    assert [m["direction"] for m in thread["messages"]] == [m["direction"] for m in shown[-3:]]
    sunset = call(ctx, "get_message_thread", thread_id=thread["id"])["messages"][3]
    sunset_images = ctx.world.select("message_attachments", {"message_id": shown[3]["id"]})
    assert sunset_images and sunset["images"][0]["image_id"] == sunset_images[0]["image_id"]
    assert sunset["reactions"] == [{"by": ctx.owner.phone, "reaction": "love"}]
    assert sunset["from"]["name"] == "Sam Okafor"
    fails(
        ctx,
        "get_message_thread",
        r"no message thread with id 'thr_0999' \(use list_message_threads",
        thread_id="thr_0999",
    )


def test_find_message_threads(ctx: WorldContext) -> None:
    found = call(ctx, "find_message_threads", recipient=cid(ctx, "Carol {owner}"))
    assert [t["is_group"] for t in found] == [False, True]
    assert call(ctx, "find_message_threads", recipient="+1 (628) 555-0177")[0]["unread_count"] == 0
    assert call(ctx, "find_message_threads", recipient="+14155550150") == []
    fails(ctx, "find_message_threads", "neither a contact id nor a phone number", recipient="Mom")


def test_get_message(ctx: WorldContext) -> None:
    thread = thread_with(ctx, "Maya Patel")
    first = call(ctx, "get_message_thread", thread_id=thread)["messages"][0]
    reply = call(ctx, "reply_to_message", message_id=first["id"], body="Can't wait")["message"]
    got = call(ctx, "get_message", message_id=reply["id"])
    assert got["reply_to"]["body"] == visible(ctx, thread)[0]["body"]
    fails(ctx, "get_message", "no message with id 'msg_9999'", message_id="msg_9999")


def test_search_messages(ctx: WorldContext) -> None:
    res = call(ctx, "search_messages", query="GRANDMA")
    grandma = [m for m in visible(ctx) if "grandma" in m["body"].lower()]
    assert len(grandma) > 1 and res["total_matches"] == len(grandma)
    # the scheduled birthday text is not searched
    assert any(
        "grandma" in m["body"].lower()
        for m in ctx.world.select("messages", {"status": "scheduled"})
    )
    assert res["results"][0]["sent_at"] > res["results"][-1]["sent_at"]
    dentist = thread_with(ctx, "Alan Whitfield")
    cleaning = sum("cleaning" in m["body"].lower() for m in visible(ctx, dentist))
    assert cleaning > 0
    assert (
        call(ctx, "search_messages", query="cleaning", thread_id=dentist)["total_matches"]
        == cleaning
    )
    today = ctx.clock.today().isoformat()
    recent = call(ctx, "search_messages", query="a", start_date=today)["results"]
    assert recent and all(m["sent_at"].startswith(today) for m in recent)
    fails(
        ctx,
        "search_messages",
        "is before start_date",
        query="a",
        start_date="2025-06-10",
        end_date="2025-06-01",
    )
    fails(ctx, "search_messages", "no message thread with id", query="a", thread_id="thr_0999")


def test_list_unread_messages(ctx: WorldContext) -> None:
    listed = call(ctx, "list_unread_messages")
    expected = unread_rows(ctx)
    assert len(expected) > 2 and [m["id"] for m in listed] == [m["id"] for m in expected]
    assert listed[0]["body"] == expected[0]["body"]
    assert len(call(ctx, "list_unread_messages", limit=2)) == 2
    with pytest.raises(ToolArgumentError):
        call(ctx, "list_unread_messages", limit=0)


def test_list_message_attachments(ctx: WorldContext) -> None:
    all_images = call(ctx, "list_message_attachments")
    expected = attachments_newest_first(ctx)
    assert len(expected) > 1 and [a["image_id"] for a in all_images] == expected
    carol = thread_with(ctx, "Carol {owner}")
    carol_images = [
        a["image_id"]
        for m in reversed(visible(ctx, carol))
        for a in ctx.world.select("message_attachments", {"message_id": m["id"]})
    ]
    mine = call(ctx, "list_message_attachments", thread_id=carol)
    assert len(carol_images) == 1
    assert mine == [
        {**mine[0], "image_id": carol_images[0], "from": f"Carol {ctx.owner.last_name}"}
    ]
    fails(ctx, "list_message_attachments", "no message thread", thread_id="thr_0999")


def test_list_scheduled_messages(ctx: WorldContext) -> None:
    scheduled = call(ctx, "list_scheduled_messages")
    rows = ctx.world.select("messages", {"status": "scheduled"})
    assert len(rows) == 1 and len(scheduled) == len(rows)
    assert scheduled[0]["to"] == f"Ruth {ctx.owner.last_name}"
    assert scheduled[0]["id"] == rows[0]["id"]
    assert scheduled[0]["sent_at"] == rows[0]["sent_at"]


# ----------------------------------------------------------------------------- sending


def test_send_message_to_contact_reuses_thread(ctx: WorldContext) -> None:
    sam = cid(ctx, "Sam Okafor")
    before = ctx.world.snapshot()
    pic = image(ctx)
    res = call(ctx, "send_message", recipient=sam, body=" Got the oat milk! ", image_ids=[pic, pic])
    msg = res["message"]
    assert res["thread"] == {"id": thread_with(ctx, "Sam Okafor"), "title": "Sam Okafor"}
    assert msg["body"] == "Got the oat milk!" and msg["direction"] == "outgoing"
    assert msg["sent_at"] == ctx.clock.now_iso() and msg["status"] == "sent"
    assert [i["image_id"] for i in msg["images"]] == [pic]
    d = ctx.world.diff_since(before)
    assert d.changed_tables() == ["messages", "message_attachments"]
    assert d.new_images == [pic]


def next_thread_id(ctx: WorldContext) -> str:
    """The id the next new conversation gets (one past the highest seeded one)."""
    highest = max(int(t["id"].split("_")[1]) for t in ctx.world.select("message_threads"))
    return f"thr_{highest + 1:04d}"


def test_send_message_to_new_number_starts_thread(ctx: WorldContext) -> None:
    expected = next_thread_id(ctx)
    res = call(
        ctx, "send_message", recipient="(415) 555-0150", body="Hi, is the bike still for sale?"
    )
    thread = ctx.world.get("message_threads", res["thread"]["id"])
    assert thread["participants"] == ["+14155550150"] and not thread["is_group"]
    assert thread["id"] == expected


@pytest.mark.parametrize(
    ("args", "pattern"),
    [
        ({"recipient": "ct_0005"}, "the message is empty"),
        ({"recipient": "ct_0999", "body": "x"}, "no contact with id 'ct_0999'"),
        ({"recipient": "Sam", "body": "x"}, "use search_contacts to find the contact id"),
        ({"recipient": "555", "body": "x", "image_ids": ["img_77"]}, "unknown image id 'img_77'"),
        ({"recipient": "+14155550100", "body": "x"}, "is your own number"),
        (
            {"recipient": "12-3456-7890-12", "body": "x", "image_ids": []},
            "not a valid phone number or SMS short code",
        ),
    ],
)
def test_send_message_errors(ctx: WorldContext, args: dict[str, Any], pattern: str) -> None:
    fails(ctx, "send_message", pattern, **args)


def test_send_group_message(ctx: WorldContext) -> None:
    family = [cid(ctx, "Mark {owner}"), cid(ctx, "Nina {owner}"), cid(ctx, "Carol {owner}")]
    res = call(ctx, "send_group_message", recipients=family, body="Ring size is 6!")
    assert res["thread"]["title"] == f"{ctx.owner.last_name} Family"  # existing group reused
    expected = next_thread_id(ctx)
    new = call(
        ctx,
        "send_group_message",
        recipients=[cid(ctx, "Tom Becker"), "+14155550150"],
        body="Game?",
        group_name="Pickup",
    )
    assert new["thread"]["title"] == "Pickup" and new["thread"]["id"] == expected
    fails(
        ctx,
        "send_group_message",
        "at least two different recipients",
        recipients=[family[0], family[0]],
        body="x",
    )
    with pytest.raises(ToolArgumentError, match="recipients"):
        call(ctx, "send_group_message", recipients=[family[0]], body="x")


def test_send_message_to_thread(ctx: WorldContext) -> None:
    thread = thread_with(ctx, "Kevin O'Brien")
    res = call(ctx, "send_message_to_thread", thread_id=thread, body="Saved you a seat")
    assert res["message"]["thread_id"] == thread
    fails(ctx, "send_message_to_thread", "no message thread", thread_id="thr_0999", body="x")
    fails(ctx, "send_message_to_thread", "the message is empty", thread_id=thread, body="   ")


def test_reply_to_message(ctx: WorldContext) -> None:
    last = call(ctx, "list_unread_messages")[0]
    res = call(ctx, "reply_to_message", message_id=last["id"], body="On it")
    assert res["message"]["reply_to_id"] == last["id"]
    assert res["message"]["thread_id"] == last["thread_id"]
    scheduled = call(ctx, "list_scheduled_messages")[0]
    fails(
        ctx,
        "reply_to_message",
        "is scheduled and not sent yet",
        message_id=scheduled["id"],
        body="x",
    )


def test_forward_message(ctx: WorldContext) -> None:
    dog = call(ctx, "list_message_attachments")[0]
    res = call(
        ctx, "forward_message", message_id=dog["message_id"], recipient=cid(ctx, "Sam Okafor")
    )
    assert res["message"]["body"] == ctx.world.get("messages", dog["message_id"])["body"]
    assert [i["image_id"] for i in res["message"]["images"]] == [dog["image_id"]]
    fails(ctx, "forward_message", "no message with id", message_id="msg_9999", recipient="ct_0005")


def test_schedule_reschedule_cancel(ctx: WorldContext) -> None:
    scheduled_before = ctx.world.count("messages", {"status": "scheduled"})
    res = call(
        ctx,
        "schedule_message",
        recipient=cid(ctx, "Maya Patel"),
        body="Happy birthday!!",
        send_at="2025-06-27T08:00:00",
    )
    msg = res["message"]
    assert msg["status"] == "scheduled" and msg["sent_at"] == "2025-06-27T08:00:00-07:00"
    assert len(call(ctx, "list_scheduled_messages")) == scheduled_before + 1
    moved = call(ctx, "reschedule_message", message_id=msg["id"], send_at="2025-06-27T16:00:00Z")
    assert moved["sent_at"] == "2025-06-27T09:00:00-07:00"
    fails(
        ctx,
        "reschedule_message",
        "is not in the future",
        message_id=msg["id"],
        send_at="2025-06-01T08:00:00",
    )
    assert (
        call(ctx, "cancel_scheduled_message", message_id=msg["id"])["cancelled_message_id"]
        == msg["id"]
    )
    fails(ctx, "cancel_scheduled_message", "no message with id", message_id=msg["id"])
    sent = call(ctx, "list_unread_messages")[0]["id"]
    fails(ctx, "cancel_scheduled_message", "is not scheduled", message_id=sent)
    fails(
        ctx,
        "reschedule_message",
        "is not scheduled",
        message_id=sent,
        send_at="2025-07-01T08:00:00",
    )
    fails(
        ctx,
        "schedule_message",
        "is not in the future",
        recipient="ct_0005",
        body="x",
        send_at="2025-06-13T09:29:00",
    )
    fails(
        ctx,
        "schedule_message",
        "at most one year ahead",
        recipient="ct_0005",
        body="x",
        send_at="2027-01-01T09:00:00",
    )


# ----------------------------------------------------------------------------- editing


def test_edit_message(ctx: WorldContext) -> None:
    sent = call(ctx, "send_message", recipient="ct_0005", body="See you at 7")["message"]
    edited = call(ctx, "edit_message", message_id=sent["id"], new_body="See you at 7:30")
    assert edited["body"] == "See you at 7:30" and edited["edited_at"] == ctx.clock.now_iso()
    fails(
        ctx,
        "edit_message",
        "same as the current text",
        message_id=sent["id"],
        new_body="See you at 7:30",
    )
    thread = call(ctx, "get_message_thread", thread_id=thread_with(ctx, "Sam Okafor"))["messages"]
    old_mine = next(m for m in thread if m["direction"] == "outgoing")
    fails(
        ctx,
        "edit_message",
        "only be edited within 15 minutes",
        message_id=old_mine["id"],
        new_body="Yes!! 8pm?",
    )
    theirs = next(m for m in thread if m["direction"] == "incoming")
    fails(ctx, "edit_message", "only edit messages you sent", message_id=theirs["id"], new_body="x")
    scheduled = call(ctx, "list_scheduled_messages")[0]
    assert (
        call(ctx, "edit_message", message_id=scheduled["id"], new_body="Happy 84th Grandma!")[
            "edited_at"
        ]
        is None
    )


def test_unsend_and_delete_message(ctx: WorldContext) -> None:
    sent = call(
        ctx, "send_message", recipient="ct_0005", body="oops wrong chat", image_ids=[image(ctx)]
    )["message"]
    assert call(ctx, "unsend_message", message_id=sent["id"]) == {"unsent_message_id": sent["id"]}
    assert ctx.world.count("message_attachments", {"message_id": sent["id"]}) == 0
    old = call(ctx, "list_message_attachments")[0]["message_id"]
    fails(ctx, "unsend_message", "can only unsend messages you sent", message_id=old)
    mine = next(
        m
        for m in call(ctx, "get_message_thread", thread_id=thread_with(ctx, "Katie Summers"))[
            "messages"
        ]
        if m["direction"] == "outgoing"
    )
    fails(ctx, "unsend_message", "sent in the last 2 minutes", message_id=mine["id"])
    res = call(ctx, "delete_message", message_id=old)
    assert res["deleted_message_id"] == old
    fails(ctx, "delete_message", "no message with id", message_id=old)


def test_delete_message_thread(ctx: WorldContext) -> None:
    thread = thread_with(ctx, "Rachel Tan")
    in_thread = ctx.world.count("messages", {"thread_id": thread})
    assert in_thread > 0
    assert call(ctx, "delete_message_thread", thread_id=thread) == {
        "deleted_thread_id": thread,
        "title": "Rachel Tan",
        "messages_deleted": in_thread,
    }
    assert ctx.world.count("messages", {"thread_id": thread}) == 0
    fails(ctx, "delete_message_thread", "no message thread", thread_id=thread)


# ----------------------------------------------------------------------------- thread state


def test_mark_thread_read_and_unread(ctx: WorldContext) -> None:
    sam = thread_with(ctx, "Sam Okafor")
    sam_unread = unread_rows(ctx, sam)
    assert sam_unread
    assert call(ctx, "mark_message_thread_read", thread_id=sam) == {
        "thread_id": sam,
        "marked_read": len(sam_unread),
    }
    fails(ctx, "mark_message_thread_read", "has no unread messages", thread_id=sam)
    res = call(ctx, "mark_message_thread_unread", thread_id=sam)
    last_received = [m for m in visible(ctx, sam) if m["direction"] == "incoming"][-1]
    assert res["marked_unread_message_id"] == last_received["id"]
    fails(ctx, "mark_message_thread_unread", "is already unread", thread_id=sam)
    call(ctx, "send_message", recipient="+14155550150", body="hello")
    new = thread_with_number(ctx, "+14155550150")
    fails(ctx, "mark_message_thread_unread", "no received messages", thread_id=new)


def thread_with_number(ctx: WorldContext, phone: str) -> str:
    return str(call(ctx, "find_message_threads", recipient=phone)[0]["id"])


def test_pin_and_unpin(ctx: WorldContext) -> None:
    maya = thread_with(ctx, "Maya Patel")
    assert call(ctx, "pin_message_thread", thread_id=maya)["is_pinned"] is True
    fails(ctx, "pin_message_thread", "is already pinned", thread_id=maya)
    assert call(ctx, "unpin_message_thread", thread_id=maya)["is_pinned"] is False
    fails(ctx, "unpin_message_thread", "is already unpinned", thread_id=maya)
    unpinned = [t["id"] for t in call(ctx, "list_message_threads", limit=100) if not t["is_pinned"]]
    for thread_id in unpinned[:7]:
        call(ctx, "pin_message_thread", thread_id=thread_id)
    fails(ctx, "pin_message_thread", "at most 9 conversations can be pinned", thread_id=unpinned[7])


def test_mute_and_unmute(ctx: WorldContext) -> None:
    family = ctx.world.select("message_threads", {"is_group": True})[0]["id"]
    assert call(ctx, "mute_message_thread", thread_id=family)["is_muted"] is True
    fails(ctx, "mute_message_thread", "is already muted", thread_id=family)
    assert call(ctx, "unmute_message_thread", thread_id=family)["is_muted"] is False
    fails(ctx, "unmute_message_thread", "is already unmuted", thread_id=family)


def test_archive_and_unarchive(ctx: WorldContext) -> None:
    spam = thread_with_number(ctx, "+12095550143")
    assert call(ctx, "archive_message_thread", thread_id=spam)["is_archived"] is True
    assert spam not in [t["id"] for t in call(ctx, "list_message_threads", limit=100)]
    assert spam in [
        t["id"] for t in call(ctx, "list_message_threads", include_archived=True, limit=100)
    ]
    fails(ctx, "archive_message_thread", "is already archived", thread_id=spam)
    fails(ctx, "pin_message_thread", "unarchive it before pinning", thread_id=spam)
    assert call(ctx, "unarchive_message_thread", thread_id=spam)["is_archived"] is False
    fails(ctx, "unarchive_message_thread", "is already not archived", thread_id=spam)
    fails(
        ctx,
        "archive_message_thread",
        "unpin it before archiving",
        thread_id=thread_with(ctx, "Sam Okafor"),
    )


def test_group_chat_management(ctx: WorldContext) -> None:
    book_club = ctx.world.select("message_threads", {"is_group": True})[1]["id"]
    assert (
        call(ctx, "rename_group_chat", thread_id=book_club, name="Bookworms")["title"]
        == "Bookworms"
    )
    fails(
        ctx,
        "rename_group_chat",
        "already called 'Bookworms'",
        thread_id=book_club,
        name="Bookworms",
    )
    one_to_one = thread_with(ctx, "Sam Okafor")
    fails(
        ctx,
        "rename_group_chat",
        "is a one-to-one chat, not a group",
        thread_id=one_to_one,
        name="X",
    )
    zoe = cid(ctx, "Zoe Martin")
    members_before = len(ctx.world.get("message_threads", book_club)["participants"])
    assert members_before > 2
    res = call(ctx, "add_group_chat_participant", thread_id=book_club, recipient=zoe)
    assert "Zoe Martin" in [p["name"] for p in res["participants"]]
    fails(
        ctx,
        "add_group_chat_participant",
        "Zoe Martin is already in this group",
        thread_id=book_club,
        recipient=zoe,
    )
    fails(ctx, "add_group_chat_participant", "not a group", thread_id=one_to_one, recipient=zoe)
    res = call(
        ctx,
        "remove_group_chat_participant",
        thread_id=book_club,
        recipient=number(ctx, "Zoe Martin"),
    )
    assert len(res["participants"]) == members_before  # Zoe is out again
    fails(
        ctx,
        "remove_group_chat_participant",
        "is not in this group",
        thread_id=book_club,
        recipient=zoe,
    )
    call(
        ctx,
        "remove_group_chat_participant",
        thread_id=book_club,
        recipient=cid(ctx, "Elena Popescu"),
    )
    fails(
        ctx,
        "remove_group_chat_participant",
        "at least two other people",
        thread_id=book_club,
        recipient=cid(ctx, "Chloe Nguyen"),
    )


# ----------------------------------------------------------------------------- reactions, stars


def test_reactions(ctx: WorldContext) -> None:
    msg = call(ctx, "list_unread_messages")[0]["id"]
    assert call(ctx, "react_to_message", message_id=msg, reaction="like")["reactions"] == [
        {"by": ctx.owner.phone, "reaction": "like"}
    ]
    assert call(ctx, "react_to_message", message_id=msg, reaction="laugh")["reactions"] == [
        {"by": ctx.owner.phone, "reaction": "laugh"}
    ]
    fails(ctx, "react_to_message", "already reacted 'laugh'", message_id=msg, reaction="laugh")
    with pytest.raises(ToolArgumentError, match='one of "love", "like"'):
        call(ctx, "react_to_message", message_id=msg, reaction="heart")
    assert call(ctx, "remove_message_reaction", message_id=msg)["reactions"] == []
    fails(ctx, "remove_message_reaction", "have not reacted", message_id=msg)


def test_stars(ctx: WorldContext) -> None:
    starred = ctx.world.select("messages", {"is_starred": True})[0]["id"]
    fails(ctx, "star_message", "is already starred", message_id=starred)
    assert call(ctx, "unstar_message", message_id=starred)["is_starred"] is False
    fails(ctx, "unstar_message", "is not starred", message_id=starred)
    assert call(ctx, "star_message", message_id=starred)["is_starred"] is True


def test_every_messages_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    tools = [t.name for t in REGISTRY if t.domain == messages.DOMAIN]
    assert len(tools) >= 30
    assert [t for t in tools if f'"{t}"' not in source] == []
