"""Payments domain: seed, every tool (happy path and error path) and a schema fuzz."""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from mmtoolbench.core.errors import ToolArgumentError, ToolError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, payments
from mmtoolbench.sandbox.domains.payments import fmt_money, parse_amount_cents, payments_seed
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world
from tests.sandbox.domain_fuzz import fuzz_tool_checked
from tests.sandbox.domain_harness import DomainTools, next_id

REGISTRY = build_tool_registry(["payments"])
TABLES = [t.name for t in payments.TABLES]


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world(["payments"])


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call
fails = HARNESS.fails


def balance(ctx: WorldContext) -> float:
    return float(call(ctx, "get_payment_balance")["balance"])


def user_id(ctx: WorldContext, handle: str) -> str:
    return str(ctx.world.select("payment_users", {"handle": handle})[0]["id"])


def account(ctx: WorldContext) -> dict[str, Any]:
    return ctx.world.get("payment_account", "me")


def label(method: dict[str, Any]) -> str:
    return f"{method['name']} ••{method['last4']}"


def default_method(ctx: WorldContext) -> dict[str, Any]:
    method_id = account(ctx)["default_method_id"]
    assert method_id is not None, "the account has no default payment method"
    return ctx.world.get("payment_methods", method_id)


def method_of_kind(ctx: WorldContext, kind: str) -> dict[str, Any]:
    rows = ctx.world.select("payment_methods", {"kind": kind})
    assert rows, f"seed links no {kind}"
    return rows[0]


def pending_request(ctx: WorldContext, handle: str, direction: str) -> str:
    rows = ctx.world.select(
        "payment_requests",
        {"user_id": user_id(ctx, handle), "status": "pending", "direction": direction},
    )
    return str(rows[0]["id"])


# ----------------------------------------------------------------------------- helpers & seed


@pytest.mark.parametrize(
    ("value", "cents"), [(12.5, 1250), (0.01, 1), (100, 10000), (19.99, 1999), (1e6, 100000000)]
)
def test_parse_amount_cents(value: float, cents: int) -> None:
    assert parse_amount_cents(value) == cents


@pytest.mark.parametrize(
    ("value", "pattern"),
    [
        (0, "greater than 0"),
        (-5, "greater than 0"),
        (1.234, "more than 2 decimal places"),
        (float("nan"), "must be a number"),
        (float("inf"), "must be a number"),
        (1e7, "above the maximum"),
    ],
)
def test_parse_amount_cents_rejects(value: float, pattern: str) -> None:
    with pytest.raises(ToolError, match=pattern):
        parse_amount_cents(value)


def test_fmt_money() -> None:
    assert fmt_money(123456) == "$1,234.56" and fmt_money(-5) == "-$0.05"


def test_seed(ctx: WorldContext) -> None:
    world = ctx.world
    counts = {t: world.count(t) for t in TABLES}
    content = payments_seed()
    split = content.split
    assert counts == {
        "payment_methods": len(content.methods),
        "payment_account": 1,
        "payment_users": len(content.friends) + len(content.strangers),
        "payment_splits": 1,
        "payment_requests": len(content.requests) + len(split.people),
        "payment_transactions": len(content.payments) + len(split.paid_by),
        "payment_transfers": len(content.transfers),
    }
    acct = world.get("payment_account", "me")
    owner = ctx.owner
    assert acct["handle"] == f"{owner.first_name}-{owner.last_name}".lower().replace(" ", "-")
    # The balance replays the history from the starting balance (payments the balance
    # could not cover were funded by the bank and do not change it).
    txs = world.select("payment_transactions")
    moved = sum(
        t["amount_cents"] if t["direction"] == "received" else -t["amount_cents"]
        for t in txs
        if t["direction"] == "received" or t["funding_kind"] == "balance"
    ) + sum(
        t["amount_cents"] if t["kind"] == "add_funds" else -t["amount_cents"]
        for t in world.select("payment_transfers")
    )
    assert acct["balance_cents"] == content.account.starting_balance_cents + moved
    sam = world.get("payment_users", user_id(ctx, "sam-okafor"))
    assert sam["contact_id"] is not None and sam["is_friend"]
    assert world.get("contacts", sam["contact_id"])["first_name"] == "Sam"
    # The balance is consistent with the replayed history.
    june = call(ctx, "get_payment_statement", month="2025-06")
    assert june["ending_balance"] == acct["balance_cents"] / 100 and june["is_partial_month"]
    may = call(ctx, "get_payment_statement", month="2025-05")
    assert may["ending_balance"] == june["starting_balance"]
    assert world.integrity_check() == []
    assert sum(t.domain == "payments" for t in REGISTRY) >= 32


def test_seed_is_deterministic() -> None:
    a, b = build_seeded_world(["payments"]), build_seeded_world(["payments"])
    sa, sb = a.snapshot(), b.snapshot()
    assert all(dict(sa.rows[t]) == dict(sb.rows[t]) for t in TABLES)
    assert a.images.ids() == b.images.ids()
    c = build_seeded_world(["payments"], seed=1)
    assert dict(c.snapshot().rows["payment_transactions"]) != dict(sa.rows["payment_transactions"])


# ----------------------------------------------------------------------------- account


def test_get_payment_balance_and_account(ctx: WorldContext) -> None:
    ctx.world.update("payment_account", "me", {"balance_cents": 11885})
    assert call(ctx, "get_payment_balance") == {"balance": 118.85, "formatted": "$118.85"}
    acct = call(ctx, "get_payment_account")
    assert acct["handle"] == "@" + account(ctx)["handle"]
    assert acct["default_payment_method"]["label"] == label(default_method(ctx))
    assert acct["use_default_method_when_balance_low"] and not acct["pin_lock_enabled"]
    ctx.world.delete("payment_account", "me")
    fails(ctx, "get_payment_balance", "not set up")


def test_get_payment_limits(ctx: WorldContext) -> None:
    limits = call(ctx, "get_payment_limits")
    since = ctx.clock.now() - timedelta(days=7)
    sent_cents = sum(
        t["amount_cents"]
        for t in ctx.world.select("payment_transactions", {"direction": "sent"})
        if datetime.fromisoformat(t["created_at"]) > since
    )
    assert sent_cents > 0  # the seed has recent payments, so the limit has something to count
    limit = account(ctx)["weekly_send_limit_cents"]
    assert limits == {
        "weekly_send_limit": limit / 100,
        "sent_last_7_days": sent_cents / 100,
        "remaining": (limit - sent_cents) / 100,
    }
    # one more payment than the limit has room for, funded by the default method
    amount = round((limit - sent_cents + 100) / 100, 2)
    fails(
        ctx,
        "send_payment",
        rf"exceed your weekly send limit of {re.escape(fmt_money(limit))}: "
        rf"{re.escape(fmt_money(sent_cents))} sent",
        recipient="@sam-okafor",
        amount=amount,
        note="Rent",
        funding_source=default_method(ctx)["id"],
    )


def test_set_default_payment_privacy(ctx: WorldContext) -> None:
    previous = account(ctx)["default_privacy"]
    assert previous != "private"
    res = call(ctx, "set_default_payment_privacy", privacy="private")
    assert res == {"default_privacy": "private", "previous": previous}
    tx = call(ctx, "send_payment", recipient="@zoe-martin", amount=5, note="Coffee")
    assert tx["privacy"] == "private"
    fails(ctx, "set_default_payment_privacy", "already 'private'", privacy="private")


def test_set_payment_funding_fallback(ctx: WorldContext) -> None:
    assert call(ctx, "set_payment_funding_fallback", enabled=False) == {
        "use_default_method_when_balance_low": False
    }
    have = account(ctx)["balance_cents"]
    need = have + 10000
    fails(
        ctx,
        "send_payment",
        rf"insufficient Venmo balance: {re.escape(fmt_money(have))} available, "
        rf"{re.escape(fmt_money(need))} needed.*set_payment_funding_fallback",
        recipient="@sam-okafor",
        amount=need / 100,
        note="Flights",
    )
    fails(ctx, "set_payment_funding_fallback", "already off", enabled=False)


def test_payment_pin_lock(ctx: WorldContext) -> None:
    fails(ctx, "enable_payment_pin_lock", "exactly 4 digits", pin="12a4")
    fails(ctx, "disable_payment_pin_lock", "already off", pin="1234")
    assert call(ctx, "enable_payment_pin_lock", pin="4821") == {"pin_lock_enabled": True}
    fails(ctx, "enable_payment_pin_lock", "already on", pin="1111")
    fails(ctx, "disable_payment_pin_lock", "incorrect PIN", pin="0000")
    assert call(ctx, "disable_payment_pin_lock", pin="4821") == {"pin_lock_enabled": False}
    assert ctx.world.get("payment_account", "me")["pin_code"] is None


# ----------------------------------------------------------------------------- methods


def test_list_payment_methods(ctx: WorldContext) -> None:
    methods = call(ctx, "list_payment_methods")
    rows = ctx.world.select("payment_methods")
    default = account(ctx)["default_method_id"]
    assert len(rows) > 1 and default is not None
    assert [
        (m["id"], m["kind"], m["is_default"], m["supports_instant_transfer"]) for m in methods
    ] == [(r["id"], r["kind"], r["id"] == default, bool(r["supports_instant"])) for r in rows]


def test_link_payment_method(ctx: WorldContext) -> None:
    expected_id = next_id(ctx.world, "payment_methods", "pm")
    new = call(ctx, "link_payment_method", kind="debit_card", name=" Chase  Debit ", last4="9911")
    assert new["id"] == expected_id and new["label"] == "Chase Debit ••9911"
    assert new["supports_instant_transfer"] and not new["is_default"]
    fails(
        ctx,
        "link_payment_method",
        "already linked",
        kind="debit_card",
        name="chase debit",
        last4="9911",
    )
    fails(ctx, "link_payment_method", "exactly 4 digits", kind="bank", name="X", last4="12")


def test_remove_payment_method(ctx: WorldContext) -> None:
    bank = default_method(ctx)
    pending = ctx.world.select("payment_transfers", {"method_id": bank["id"], "status": "pending"})
    assert pending
    fails(
        ctx,
        "remove_payment_method",
        rf"pending transfer \({pending[0]['id']}\)",
        method_id=bank["id"],
    )
    card = method_of_kind(ctx, "credit_card")
    res = call(ctx, "remove_payment_method", method_id=card["id"])
    assert res == {"removed_method_id": card["id"], "label": label(card), "was_default": False}
    fails(
        ctx,
        "remove_payment_method",
        f"no payment method with id '{card['id']}'",
        method_id=card["id"],
    )


def test_set_default_payment_method(ctx: WorldContext) -> None:
    debit = method_of_kind(ctx, "debit_card")
    assert debit["id"] != account(ctx)["default_method_id"]
    res = call(ctx, "set_default_payment_method", method_id=debit["id"])
    assert res == {"default_method_id": debit["id"], "label": label(debit)}
    fails(ctx, "set_default_payment_method", "already the default", method_id=debit["id"])
    fails(ctx, "set_default_payment_method", "list_payment_methods", method_id="pm_0099")
    # Removing the default leaves none; a low balance then can't fall back.
    call(ctx, "remove_payment_method", method_id=debit["id"])
    assert call(ctx, "get_payment_account")["default_payment_method"] is None
    fails(
        ctx,
        "send_payment",
        "no default payment method",
        recipient="@sam-okafor",
        amount=(account(ctx)["balance_cents"] + 10000) / 100,
        note="x",
    )


# ----------------------------------------------------------------------------- people


def test_list_payment_friends(ctx: WorldContext) -> None:
    friends = call(ctx, "list_payment_friends")
    expected = ctx.world.select("payment_users", {"is_friend": True, "is_blocked": False})
    assert len(friends) == len(expected) > 1
    assert [f["name"] for f in friends] == sorted(f["name"] for f in friends)
    assert all(f["is_friend"] and not f["is_blocked"] for f in friends)


def test_search_payment_users(ctx: WorldContext) -> None:
    users = ctx.world.select("payment_users")
    mayas = sorted(
        (u for u in users if "maya" in f"{u['display_name']} {u['handle']}".lower()),
        key=lambda u: (not u["is_friend"], u["display_name"]),
    )
    assert len(mayas) > 1
    res = call(ctx, "search_payment_users", query="maya")
    assert [(r["handle"], r["is_friend"]) for r in res["results"]] == [
        ("@" + u["handle"], bool(u["is_friend"])) for u in mayas
    ]
    sam_phone = ctx.world.get("payment_users", user_id(ctx, "sam-okafor"))["phone"]
    by_phone = call(ctx, "search_payment_users", query=sam_phone[2:])
    assert [r["handle"] for r in by_phone["results"]] == ["@sam-okafor"]
    tom_b = [u for u in users if u["handle"].startswith("tom-b")]
    assert tom_b
    assert call(ctx, "search_payment_users", query="@tom-b")["total_matches"] == len(tom_b)
    assert call(ctx, "search_payment_users", query="nobody here")["total_matches"] == 0
    fails(ctx, "search_payment_users", "must not be blank", query="   ")


def test_get_payment_user(ctx: WorldContext) -> None:
    world = ctx.world
    katie_txs = world.select(
        "payment_transactions",
        {"user_id": user_id(ctx, "happytails-katie")},
        order_by="created_at DESC",
    )
    assert katie_txs
    katie = call(ctx, "get_payment_user", user="@happytails-katie")
    assert katie["payments_count"] == len(katie_txs)
    assert (
        katie["total_sent"]
        == sum(t["amount_cents"] for t in katie_txs if t["direction"] == "sent") / 100
    )
    assert katie["last_payment"]["note"] == katie_txs[0]["note"]
    pending = world.select(
        "payment_requests", {"user_id": user_id(ctx, "maya-patel-7"), "status": "pending"}
    )
    assert pending
    maya = call(ctx, "get_payment_user", user="maya-patel-7")
    assert [r["amount"] for r in maya["pending_requests"]] == [
        r["amount_cents"] / 100 for r in pending
    ]
    by_contact = call(ctx, "get_payment_user", user=maya["contact_id"])
    assert by_contact["user_id"] == maya["user_id"]
    fails(ctx, "get_payment_user", "no payments user with handle @nobody", user="@nobody")
    fails(ctx, "get_payment_user", "your own account", user="@" + account(ctx)["handle"].upper())
    fails(ctx, "get_payment_user", "no contact with id", user="ct_0999")


def test_add_and_remove_payment_friend(ctx: WorldContext) -> None:
    res = call(ctx, "add_payment_friend", user="@ahmed-hassan")
    assert res["is_friend"]
    fails(ctx, "add_payment_friend", "already your friend", user="@ahmed-hassan")
    fails(ctx, "add_payment_friend", "you blocked @gift-card-winner", user="@gift-card-winner")
    assert not call(ctx, "remove_payment_friend", user="@ahmed-hassan")["is_friend"]
    fails(ctx, "remove_payment_friend", "is not your friend", user="@ahmed-hassan")


def test_block_and_unblock_payment_user(ctx: WorldContext) -> None:
    world = ctx.world

    def pending(handle: str, direction: str) -> int:
        where = {"user_id": user_id(ctx, handle), "status": "pending", "direction": direction}
        return world.count("payment_requests", where)

    incoming = pending("maya-patel-7", "incoming")
    outgoing = pending("tom-becker", "outgoing")
    assert incoming > 0 and outgoing > 0
    res = call(ctx, "block_payment_user", user="@maya-patel-7")
    assert res["is_blocked"] and not res["is_friend"] and res["requests_declined"] == incoming
    assert (
        ctx.world.select("payment_requests", {"user_id": res["user_id"], "status": "pending"}) == []
    )
    fails(ctx, "block_payment_user", "already blocked", user="@maya-patel-7")
    fails(ctx, "send_payment", "unblock them", recipient="@maya-patel-7", amount=1, note="x")
    blocked = call(ctx, "list_blocked_payment_users")
    expected = world.select("payment_users", {"is_blocked": True})
    assert [b["handle"] for b in blocked] == [
        "@" + u["handle"] for u in sorted(expected, key=lambda u: u["display_name"])
    ]
    assert "@maya-patel-7" in [b["handle"] for b in blocked]
    assert call(ctx, "unblock_payment_user", user="@maya-patel-7")["is_blocked"] is False
    fails(ctx, "unblock_payment_user", "is not blocked", user="@maya-patel-7")
    cancelled = call(ctx, "block_payment_user", user="@tom-becker")
    assert cancelled["requests_cancelled"] == outgoing


# ----------------------------------------------------------------------------- payments


def test_send_payment_from_balance(ctx: WorldContext) -> None:
    before = ctx.world.snapshot()
    img = ctx.images.ids()[0]
    expected_id = next_id(ctx.world, "payment_transactions", "ptx")
    start = account(ctx)["balance_cents"]
    assert start >= 1850
    tx = call(
        ctx,
        "send_payment",
        recipient="@maya-patel-7",
        amount=18.5,
        note=" Book club  wine ",
        emoji="🍷",
        privacy="public",
        receipt_image_id=img,
    )
    assert tx["id"] == expected_id and tx["funded_by"] == "Venmo balance"
    assert tx["note"] == "Book club wine" and tx["emoji"] == "🍷" and tx["fee"] == 0
    assert tx["receipt_image_id"] == img and tx["new_balance"] == (start - 1850) / 100
    diff = ctx.world.diff_since(before)
    assert diff.changed_tables() == ["payment_account", "payment_transactions"]


def test_send_payment_falls_back_to_default_method(ctx: WorldContext) -> None:
    start = account(ctx)["balance_cents"]
    tx = call(
        ctx, "send_payment", recipient="ct_0005", amount=(start + 10000) / 100, note="Flights"
    )
    assert tx["funded_by"] == label(default_method(ctx)) and tx["new_balance"] == start / 100
    assert tx["with"]["handle"] == "@sam-okafor"


def test_send_payment_with_credit_card_fee_and_balance_only(ctx: WorldContext) -> None:
    card = method_of_kind(ctx, "credit_card")["id"]
    tx = call(
        ctx, "send_payment", recipient="@hannahkim", amount=50, note="Tix", funding_source=card
    )
    assert tx["fee"] == 50 * payments.CREDIT_CARD_FEE_PERCENT / 100
    assert tx["funding_method_id"] == card
    have = account(ctx)["balance_cents"]
    need = have + 10000
    fails(
        ctx,
        "send_payment",
        rf"insufficient Venmo balance: {re.escape(fmt_money(have))} available, "
        rf"{re.escape(fmt_money(need))} needed",
        recipient="@hannahkim",
        amount=need / 100,
        note="x",
        funding_source="balance",
    )


@pytest.mark.parametrize(
    ("args", "pattern"),
    [
        ({"recipient": "@jordan-ellis"}, "can't pay yourself"),
        ({"recipient": "+1 415 555 0100"}, "can't pay yourself"),
        ({"recipient": "@nobody-xyz"}, r"no payments user with handle @nobody-xyz"),
        ({"recipient": "@gift-card-winner"}, "unblock_payment_user"),
        ({"amount": 0}, "greater than 0"),
        ({"amount": -3}, "greater than 0"),
        ({"amount": 10.005}, "more than 2 decimal places"),
        ({"note": "   "}, "a note is required"),
        ({"emoji": ":)"}, "emoji must be emoji characters"),
        ({"receipt_image_id": "img_99"}, "unknown image id 'img_99'"),
        ({"funding_source": "pm_0404"}, "no payment method with id 'pm_0404'"),
    ],
)
def test_send_payment_errors(ctx: WorldContext, args: dict[str, Any], pattern: str) -> None:
    base = {"recipient": "@zoe-martin", "amount": 10, "note": "Pizza"}
    fails(ctx, "send_payment", pattern, **{**base, **args})


def test_send_payment_argument_errors(ctx: WorldContext) -> None:
    with pytest.raises(ToolArgumentError, match="privacy"):
        call(ctx, "send_payment", recipient="@zoe-martin", amount=1, note="x", privacy="secret")


def test_request_payment(ctx: WorldContext) -> None:
    req = call(
        ctx, "request_payment", from_user="@chloe-nguyen", amount=12, note="Movie", emoji="🎬"
    )
    assert req["direction"] == "outgoing" and req["status"] == "pending"
    assert req["amount"] == 12.0 and req["privacy"] == "friends"
    fails(
        ctx,
        "request_payment",
        "request money from yourself",
        from_user="jordan-ellis",
        amount=1,
        note="x",
    )
    fails(ctx, "request_payment", "unblock", from_user="@gift-card-winner", amount=1, note="x")


def test_list_payment_requests(ctx: WorldContext) -> None:
    world = ctx.world
    rows = world.select("payment_requests", order_by="created_at DESC")
    pending_rows = [r for r in rows if r["status"] == "pending"]
    assert pending_rows and len(rows) > len(pending_rows)
    pending = call(ctx, "list_payment_requests")
    assert [r["id"] for r in pending] == [r["id"] for r in pending_rows]
    incoming = call(ctx, "list_payment_requests", direction="incoming")
    handles = {u["id"]: "@" + u["handle"] for u in world.select("payment_users")}
    expected = [handles[r["user_id"]] for r in pending_rows if r["direction"] == "incoming"]
    assert expected and [r["with"]["handle"] for r in incoming] == expected
    assert len(call(ctx, "list_payment_requests", status="all")) == len(rows)
    declined = [r["note"] for r in rows if r["status"] == "declined"]
    assert declined
    assert [r["note"] for r in call(ctx, "list_payment_requests", status="declined")] == declined
    with pytest.raises(ToolArgumentError):
        call(ctx, "list_payment_requests", status="open")


def test_pay_payment_request(ctx: WorldContext) -> None:
    req = pending_request(ctx, "maya-patel-7", "incoming")
    cents = ctx.world.get("payment_requests", req)["amount_cents"]
    start = account(ctx)["balance_cents"]
    assert start >= cents  # paid from the balance
    res = call(ctx, "pay_payment_request", request_id=req)
    assert res["payment"]["amount"] == cents / 100 and res["payment"]["request_id"] == req
    assert res["new_balance"] == (start - cents) / 100
    assert ctx.world.get("payment_requests", req)["status"] == "paid"
    fails(ctx, "pay_payment_request", "already paid", request_id=req)
    outgoing = pending_request(ctx, "tom-becker", "outgoing")
    fails(ctx, "pay_payment_request", "request you sent; you can't pay it", request_id=outgoing)
    fails(ctx, "pay_payment_request", "list_payment_requests", request_id="preq_0999")


def test_pay_payment_request_insufficient_without_fallback(ctx: WorldContext) -> None:
    call(ctx, "set_payment_funding_fallback", enabled=False)
    call(ctx, "transfer_payment_balance_to_bank")
    req = pending_request(ctx, "coach-ray", "incoming")
    fails(ctx, "pay_payment_request", "insufficient Venmo balance", request_id=req)


def test_decline_payment_request(ctx: WorldContext) -> None:
    req = pending_request(ctx, "coach-ray", "incoming")
    assert call(ctx, "decline_payment_request", request_id=req)["status"] == "declined"
    fails(ctx, "decline_payment_request", "already declined", request_id=req)
    fails(
        ctx,
        "decline_payment_request",
        "you can't decline it",
        request_id=pending_request(ctx, "megan-walsh", "outgoing"),
    )


def test_cancel_payment_request(ctx: WorldContext) -> None:
    req = pending_request(ctx, "megan-walsh", "outgoing")
    assert call(ctx, "cancel_payment_request", request_id=req)["status"] == "cancelled"
    fails(ctx, "cancel_payment_request", "already cancelled", request_id=req)
    fails(
        ctx,
        "cancel_payment_request",
        "you can't cancel it",
        request_id=pending_request(ctx, "nina-ellis", "incoming"),
    )


def test_remind_payment_request(ctx: WorldContext) -> None:
    req = pending_request(ctx, "tom-becker", "outgoing")
    res = call(ctx, "remind_payment_request", request_id=req)
    assert res["reminder_count"] == 1 and res["last_reminded_at"] == ctx.clock.now_iso()
    fails(ctx, "remind_payment_request", "less than 24 hours ago", request_id=req)
    new = call(ctx, "request_payment", from_user="@bcarter", amount=5, note="Snacks")
    fails(ctx, "remind_payment_request", "the request was sent less than 24", request_id=new["id"])
    fails(
        ctx,
        "remind_payment_request",
        "you can't remind about it",
        request_id=pending_request(ctx, "nina-ellis", "incoming"),
    )


def test_split_payment_bill(ctx: WorldContext) -> None:
    expected_id = next_id(ctx.world, "payment_splits", "psp")
    res = call(
        ctx,
        "split_payment_bill",
        total_amount=100,
        participants=["@tom-becker", "ct_0017"],
        note="Groceries",
        emoji="🛒",
    )
    assert [r["amount"] for r in res["requests"]] == [33.34, 33.33]
    assert res["my_share"] == 33.33 and res["split_id"] == expected_id
    alone = call(
        ctx,
        "split_payment_bill",
        total_amount=10,
        participants=["@tom-becker", "@zoe-martin", "@hannahkim"],
        note="Cab",
        include_me=False,
    )
    assert [r["amount"] for r in alone["requests"]] == [3.34, 3.33, 3.33] and alone["my_share"] == 0
    fails(
        ctx,
        "split_payment_bill",
        "listed twice",
        total_amount=10,
        participants=["@tom-becker", "tom-becker"],
        note="x",
    )
    fails(
        ctx,
        "split_payment_bill",
        "too small to split",
        total_amount=0.02,
        participants=["@tom-becker", "@zoe-martin"],
        note="x",
    )
    fails(
        ctx,
        "split_payment_bill",
        "split a bill with yourself",
        total_amount=20,
        participants=["@jordan-ellis"],
        note="x",
    )


def test_get_payment_split(ctx: WorldContext) -> None:
    world = ctx.world
    (row, *_) = world.select("payment_splits")
    reqs = world.select("payment_requests", {"split_id": row["id"]})
    assert reqs and row["receipt_image_id"] is not None
    split = call(ctx, "get_payment_split", split_id=row["id"])
    assert split["total"] == row["total_cents"] / 100
    assert split["my_share"] == row["owner_share_cents"] / 100
    owed = sum(r["amount_cents"] for r in reqs if r["status"] == "pending")
    assert owed > 0 and split["still_owed"] == owed / 100
    assert [r["status"] for r in split["requests"]] == [r["status"] for r in reqs]
    assert split["receipt_image_id"] in ctx.images
    fails(ctx, "get_payment_split", "no bill split with id", split_id="psp_0404")


# ----------------------------------------------------------------------------- history


def test_list_payment_transactions(ctx: WorldContext) -> None:
    world = ctx.world
    everything = call(ctx, "list_payment_transactions", limit=100)
    assert everything["total"] == world.count("payment_transactions")
    dates = [t["created_at"] for t in everything["transactions"]]
    assert dates == sorted(dates, reverse=True)
    katie = call(
        ctx, "list_payment_transactions", counterparty="@happytails-katie", direction="sent"
    )
    katie_id = user_id(ctx, "happytails-katie")
    assert katie["total"] == world.count(
        "payment_transactions", {"user_id": katie_id, "direction": "sent"}
    )
    may = call(
        ctx,
        "list_payment_transactions",
        counterparty="@happytails-katie",
        start_date="2025-05-01",
        end_date="2025-05-31",
    )
    assert may["total"] == sum(
        t["created_at"].startswith("2025-05")
        for t in world.select("payment_transactions", {"user_id": katie_id})
    )
    rows = world.select("payment_transactions")
    in_range = sorted(r["id"] for r in rows if 10000 <= r["amount_cents"] <= 30000)
    assert in_range
    big = call(ctx, "list_payment_transactions", min_amount=100, max_amount=300, limit=100)
    assert sorted(t["id"] for t in big["transactions"]) == in_range
    lisbon = [r for r in rows if "lisbon" in r["note"].lower()]
    assert lisbon
    names = {u["id"]: u["display_name"] for u in world.select("payment_users")}
    found = call(ctx, "list_payment_transactions", query="lisbon")["transactions"]
    assert {t["with"]["name"] for t in found} == {names[r["user_id"]] for r in lisbon}
    page = call(ctx, "list_payment_transactions", limit=5, offset=5)
    assert len(page["transactions"]) == 5 and page["offset"] == 5
    fails(
        ctx,
        "list_payment_transactions",
        "before start_date",
        start_date="2025-06-01",
        end_date="2025-05-01",
    )
    fails(ctx, "list_payment_transactions", "below min_amount", min_amount=5, max_amount=1)


def test_get_payment_transaction(ctx: WorldContext) -> None:
    (row, *_) = ctx.world.select("payment_transactions", {"direction": "received"})
    user = ctx.world.get("payment_users", row["user_id"])
    tx = call(ctx, "get_payment_transaction", transaction_id=row["id"])
    assert tx["direction"] == "received" and tx["with"]["handle"] == "@" + user["handle"]
    assert tx["amount"] == row["amount_cents"] / 100 and tx["note"] == row["note"]
    fails(ctx, "get_payment_transaction", "list_payment_transactions", transaction_id="ptx_0999")


def test_set_payment_transaction_privacy(ctx: WorldContext) -> None:
    (row, *_) = [r for r in ctx.world.select("payment_transactions") if r["privacy"] != "private"]
    assert (
        call(ctx, "set_payment_transaction_privacy", transaction_id=row["id"], privacy="private")[
            "privacy"
        ]
        == "private"
    )
    assert ctx.world.get("payment_transactions", row["id"])["privacy"] == "private"
    fails(
        ctx,
        "set_payment_transaction_privacy",
        "already private",
        transaction_id=row["id"],
        privacy="private",
    )


def test_payment_receipts(ctx: WorldContext) -> None:
    img = ctx.images.ids()[0]
    sent = next(
        r["id"]
        for r in ctx.world.select("payment_transactions", {"direction": "sent"})
        if r["receipt_image_id"] is None
    )
    received = ctx.world.select("payment_transactions", {"direction": "received"})[0]["id"]
    res = call(ctx, "attach_payment_receipt", transaction_id=sent, image_id=img)
    assert res["receipt_image_id"] == img
    fails(ctx, "attach_payment_receipt", "already attached", transaction_id=sent, image_id=img)
    fails(ctx, "attach_payment_receipt", "was received", transaction_id=received, image_id=img)
    fails(ctx, "attach_payment_receipt", "unknown image id", transaction_id=sent, image_id="img_9")
    assert call(ctx, "remove_payment_receipt", transaction_id=sent)["receipt_image_id"] is None
    fails(ctx, "remove_payment_receipt", "no receipt attached", transaction_id=sent)


# ----------------------------------------------------------------------------- transfers


def test_quote_payment_transfer(ctx: WorldContext) -> None:
    bank = default_method(ctx)
    instant_to = method_of_kind(ctx, "debit_card")
    card = method_of_kind(ctx, "credit_card")
    assert instant_to["supports_instant"] and not bank["supports_instant"]
    instant = call(ctx, "quote_payment_transfer", amount=100, speed="instant")
    assert instant["fee"] == 1.75 and instant["you_receive"] == 98.25
    assert instant["destination"]["id"] == instant_to["id"]
    assert instant["expected_arrival"] == ctx.clock.today().isoformat()
    assert call(ctx, "quote_payment_transfer", amount=5, speed="instant")["fee"] == 0.25
    assert call(ctx, "quote_payment_transfer", amount=2000, speed="instant")["fee"] == 25.0
    standard = call(ctx, "quote_payment_transfer", amount=100)
    assert standard["fee"] == 0 and standard["destination"]["id"] == bank["id"]
    assert ctx.clock.today().isoformat() == "2025-06-13"  # a Friday
    assert standard["expected_arrival"] == "2025-06-18"  # 3 business days after a Friday
    have = account(ctx)["balance_cents"]
    assert call(ctx, "quote_payment_transfer", amount=have / 100)["balance_covers_it"]
    assert not call(ctx, "quote_payment_transfer", amount=(have + 1) / 100)["balance_covers_it"]
    fails(
        ctx,
        "quote_payment_transfer",
        "does not support instant",
        amount=10,
        speed="instant",
        method_id=bank["id"],
    )
    fails(ctx, "quote_payment_transfer", "is a credit card", amount=10, method_id=card["id"])
    fails(ctx, "quote_payment_transfer", "is a debit card", amount=10, method_id=instant_to["id"])


def test_transfer_payment_balance_to_bank(ctx: WorldContext) -> None:
    start = account(ctx)["balance_cents"]
    assert start > 5000
    tr = call(ctx, "transfer_payment_balance_to_bank", amount=50, speed="instant")
    assert tr["fee"] == 0.88 and tr["net_amount"] == 49.12 and tr["status"] == "completed"
    assert tr["new_balance"] == (start - 5000) / 100
    rest = call(ctx, "transfer_payment_balance_to_bank")
    assert rest["amount"] == (start - 5000) / 100
    assert rest["status"] == "pending" and rest["new_balance"] == 0
    fails(ctx, "transfer_payment_balance_to_bank", "nothing to transfer")
    fails(
        ctx,
        "transfer_payment_balance_to_bank",
        r"insufficient balance: \$0.00 available",
        amount=1,
    )


def test_transfer_payment_balance_to_bank_errors(ctx: WorldContext) -> None:
    too_much = (account(ctx)["balance_cents"] + 100) / 100
    fails(ctx, "transfer_payment_balance_to_bank", "insufficient balance", amount=too_much)
    fails(
        ctx,
        "transfer_payment_balance_to_bank",
        "is a credit card",
        amount=0.01,
        method_id=method_of_kind(ctx, "credit_card")["id"],
    )
    fails(
        ctx,
        "transfer_payment_balance_to_bank",
        "too small for an instant transfer",
        amount=0.25,
        speed="instant",
    )


def test_add_payment_funds(ctx: WorldContext) -> None:
    start = account(ctx)["balance_cents"]
    res = call(ctx, "add_payment_funds", amount=200)
    assert res["kind"] == "add_funds" and res["method_id"] == default_method(ctx)["id"]
    assert res["new_balance"] == (start + 20000) / 100 and balance(ctx) == (start + 20000) / 100
    fails(
        ctx,
        "add_payment_funds",
        "money can only be added from a bank",
        amount=5,
        method_id=method_of_kind(ctx, "debit_card")["id"],
    )
    fails(ctx, "add_payment_funds", "more than 2 decimal", amount=5.555)


def test_list_payment_transfers(ctx: WorldContext) -> None:
    rows = ctx.world.select("payment_transfers", order_by="created_at DESC")
    assert rows
    transfers = call(ctx, "list_payment_transfers")
    assert [t["kind"] for t in transfers] == [r["kind"] for r in rows]
    pending_rows = [r for r in rows if r["status"] == "pending"]
    pending = call(ctx, "list_payment_transfers", status="pending")
    assert pending_rows and [t["expected_arrival"] for t in pending] == [
        r["expected_arrival"] for r in pending_rows
    ]
    added = [r for r in rows if r["kind"] == "add_funds"]
    assert added and len(call(ctx, "list_payment_transfers", kind="add_funds")) == len(added)


# ----------------------------------------------------------------------------- statements


def test_list_payment_statements(ctx: WorldContext) -> None:
    months = call(ctx, "list_payment_statements")
    items: dict[str, int] = {}
    for table in ("payment_transactions", "payment_transfers"):
        for row in ctx.world.select(table):
            items[row["created_at"][:7]] = items.get(row["created_at"][:7], 0) + 1
    assert months[0] == {"month": "2025-06", "items": items["2025-06"]}
    assert all(m["items"] == items.get(m["month"], 0) for m in months)
    opened = ctx.world.get("payment_account", "me")["created_at"][:7]
    year, month = map(int, opened.split("-"))
    assert months[-1]["month"] == opened and len(months) == (2025 - year) * 12 + 6 - month + 1


def test_get_payment_statement(ctx: WorldContext) -> None:
    received = sum(
        t["amount_cents"]
        for t in ctx.world.select("payment_transactions", {"direction": "received"})
        if t["created_at"].startswith("2025-05")
    )
    assert received > 0
    may = call(ctx, "get_payment_statement", month="2025-05")
    assert may["total_received"] == received / 100 and not may["is_partial_month"]
    change = sum(i["balance_change"] for i in may["items"])
    assert round(may["starting_balance"] + change, 2) == may["ending_balance"]
    fails(ctx, "get_payment_statement", "in the future", month="2025-07")
    opened = account(ctx)["created_at"][:7]
    fails(ctx, "get_payment_statement", f"opened in {opened}", month="2021-01")
    fails(ctx, "get_payment_statement", "month must look like", month="2025-13")
    with pytest.raises(ToolArgumentError):
        call(ctx, "get_payment_statement", month="May 2025")


# ----------------------------------------------------------------------------- fuzz


def _pool(world: World) -> dict[str, list[Any]]:
    """Plausible values per parameter name (plus junk), so calls reach past validation."""

    def ids(table: str, n: int = 6) -> list[Any]:
        pk = world.table(table).pk.name
        return [r[pk] for r in world.select(table, limit=n)] + [f"{table[:3]}_0999"]

    handles = ["@" + r["handle"] for r in world.select("payment_users", limit=8)]
    people = [*handles, "@jordan-ellis", "ct_0005", "ct_0999", "pu_0003", "+14155550105", "maya"]
    images = [*world.images.ids(), "img_77"]
    return {
        "*": ["", "  ", "x", "me", "ct_0005", "2025-05", "é🍕", *images],
        "recipient": people,
        "from_user": people,
        "user": people,
        "counterparty": people,
        "participants": people,
        "request_id": ids("payment_requests", 10),
        "transaction_id": ids("payment_transactions"),
        "split_id": ids("payment_splits"),
        "method_id": [*ids("payment_methods"), "pm_0001", "pm_0002"],
        "funding_source": [*ids("payment_methods"), "balance", "BALANCE"],
        "receipt_image_id": images,
        "image_id": images,
        "note": ["Dinner", "  ", "Rent 🏠"],
        "emoji": ["🍕", ":)", "🎉🎉", ""],
        "pin": ["1234", "4821", "12", "abcd"],
        "month": ["2025-05", "2025-06", "2025-07", "2021-01", "2025-13", "2022-06"],
        "last4": ["1234", "4821", "12a4", "99999"],
        "name": ["Chase Checking", "Bay Federal CU Checking", " "],
        "query": ["maya", "walks", "415", "@tom", ""],
    }


@pytest.mark.parametrize("tool_name", [t.name for t in REGISTRY if t.domain == payments.DOMAIN])
def test_fuzz_only_tool_errors(seeded: World, tool_name: str) -> None:
    fuzz_tool_checked(seeded, REGISTRY.get(tool_name), _pool(seeded))


def test_every_payments_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    tools = [t.name for t in REGISTRY if t.domain == payments.DOMAIN]
    assert len(tools) >= 32
    assert [t for t in tools if f'"{t}"' not in source] == []
