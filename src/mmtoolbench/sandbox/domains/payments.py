"""Payments: a Venmo-style peer-to-peer payments app.

The owner has one account (handle, balance, settings), linked bank accounts and cards,
friends (other users, most of them seeded contacts), payments sent and received,
money requests (incoming and outgoing, with reminders and bill splits), transfers to
the bank and money added from it, and monthly statements computed from that history.

Money is stored in integer cents (``amount_cents``); tools take and return dollars
(``12.5`` means $12.50) and refuse amounts with more than two decimals.

Funding rules (as in the app): a payment is paid from the Venmo balance when it
covers the amount. When it does not, the payment is charged to the default payment
method only if the "use default payment method when balance is low" setting is on;
otherwise it is refused. Payments funded by a credit card cost a 3% fee. Instant
transfers to the bank cost 1.75% (at least $0.25, at most $25.00); standard transfers
are free and arrive in 1-3 business days. Sending is limited to a rolling 7-day total
(the weekly send limit).
"""

from __future__ import annotations

import math
import random
import re
from datetime import UTC, date, datetime, timedelta
from functools import cache
from typing import Annotated, Any, Literal

from PIL import Image, ImageDraw
from pydantic import Field, model_validator

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains._common import (
    DataModel,
    add_months,
    count_and_page,
    display_name,
    exact_cents,
    load_domain_data,
    normalize_phone,
)
from mmtoolbench.sandbox.domains.contacts import primary_number, seed_contact_id
from mmtoolbench.sandbox.world.schema import Column, KeyIndex, Table
from mmtoolbench.sandbox.world.state import Row, World

DOMAIN = "payments"
REQUIRES: tuple[str, ...] = ("contacts",)

_USER_HINT = "use search_payment_users or list_payment_friends to find users"
_PRIVACY = ("public", "friends", "private")

TABLES: tuple[Table, ...] = (
    Table(
        name="payment_methods",
        domain=DOMAIN,
        entity="payment method",
        id_prefix="pm",
        lookup_hint="use list_payment_methods to find payment method ids",
        description="Bank accounts and cards linked to the owner's payments account.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Payment method id, e.g. pm_0001."),
            Column(
                "kind",
                "TEXT",
                not_null=True,
                choices=("bank", "debit_card", "credit_card"),
                description="Bank account, debit card or credit card.",
            ),
            Column("name", "TEXT", not_null=True, description="e.g. 'Bay Federal CU Checking'."),
            Column("last4", "TEXT", not_null=True, description="Last four digits."),
            Column(
                "supports_instant",
                "BOOLEAN",
                not_null=True,
                default=False,
                description="Whether instant transfers can go to it.",
            ),
            Column("added_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="payment_account",
        domain=DOMAIN,
        entity="payment account",
        description="The owner's payments account: one row with balance and settings.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Always 'me'."),
            Column("handle", "TEXT", not_null=True, unique=True, description="Without the @."),
            Column("display_name", "TEXT", not_null=True),
            Column("balance_cents", "INTEGER", not_null=True, default=0),
            Column("default_privacy", "TEXT", not_null=True, default="friends", choices=_PRIVACY),
            Column(
                "default_method_id",
                "TEXT",
                references="payment_methods.id",
                on_delete="SET NULL",
                description="Default payment method (used when the balance is too low).",
            ),
            Column(
                "use_default_method_when_low",
                "BOOLEAN",
                not_null=True,
                default=True,
                description="Charge the default method when the balance does not cover a payment.",
            ),
            Column("pin_lock_enabled", "BOOLEAN", not_null=True, default=False),
            Column("pin_code", "TEXT", description="4-digit PIN when the PIN lock is on."),
            Column("weekly_send_limit_cents", "INTEGER", not_null=True, default=499999),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="payment_users",
        domain=DOMAIN,
        entity="payments user",
        id_prefix="pu",
        lookup_hint=_USER_HINT,
        description="Other people and businesses on the payments network.",
        indexes=(("phone",),),
        key_indexes=(
            # What search_payment_users matches words against.
            KeyIndex("haystack", ("display_name", "handle"), lambda d, h: f"{d.lower()} {h} @{h}"),
        ),
        columns=(
            Column("id", "TEXT", primary_key=True, description="User id, e.g. pu_0003."),
            Column("handle", "TEXT", not_null=True, unique=True, description="Without the @."),
            Column("display_name", "TEXT", not_null=True),
            Column("phone", "TEXT", description="E.164 phone number, when known."),
            Column(
                "contact_id",
                "TEXT",
                references="contacts.id",
                on_delete="SET NULL",
                description="The owner's contact card for this person, if any.",
            ),
            Column("is_business", "BOOLEAN", not_null=True, default=False),
            Column("is_friend", "BOOLEAN", not_null=True, default=False),
            Column("friends_since", "DATETIME"),
            Column("is_blocked", "BOOLEAN", not_null=True, default=False),
        ),
    ),
    Table(
        name="payment_splits",
        domain=DOMAIN,
        entity="bill split",
        id_prefix="psp",
        lookup_hint="use list_payment_requests to find split ids",
        description="Bills the owner split into money requests.",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column("note", "TEXT", not_null=True),
            Column("emoji", "TEXT"),
            Column("total_cents", "INTEGER", not_null=True),
            Column("owner_share_cents", "INTEGER", not_null=True, default=0),
            Column("receipt_image_id", "TEXT", description="Image id of the bill."),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="payment_requests",
        domain=DOMAIN,
        entity="payment request",
        id_prefix="preq",
        lookup_hint="use list_payment_requests to find request ids",
        description="Money requests: incoming (someone asks the owner) or outgoing.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Request id, e.g. preq_0004."),
            Column(
                "direction",
                "TEXT",
                not_null=True,
                choices=("incoming", "outgoing"),
                description="incoming: the user asks the owner to pay; outgoing: the owner asks.",
            ),
            Column("user_id", "TEXT", not_null=True, references="payment_users.id"),
            Column("amount_cents", "INTEGER", not_null=True),
            Column("note", "TEXT", not_null=True),
            Column("emoji", "TEXT"),
            Column("privacy", "TEXT", not_null=True, default="friends", choices=_PRIVACY),
            Column(
                "status",
                "TEXT",
                not_null=True,
                default="pending",
                choices=("pending", "paid", "declined", "cancelled"),
            ),
            Column("split_id", "TEXT", references="payment_splits.id", on_delete="SET NULL"),
            Column("created_at", "DATETIME", not_null=True),
            Column("resolved_at", "DATETIME"),
            Column("last_reminded_at", "DATETIME"),
            Column("reminder_count", "INTEGER", not_null=True, default=0),
        ),
    ),
    Table(
        name="payment_transactions",
        domain=DOMAIN,
        entity="payment",
        id_prefix="ptx",
        indexes=(("direction", "created_at"), ("created_at",), ("user_id", "created_at")),
        search_columns=("note", "emoji"),
        lookup_hint="use list_payment_transactions to find payment ids",
        description="Completed payments the owner sent or received.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Payment id, e.g. ptx_0012."),
            Column("direction", "TEXT", not_null=True, choices=("sent", "received")),
            Column("user_id", "TEXT", not_null=True, references="payment_users.id"),
            Column("amount_cents", "INTEGER", not_null=True),
            Column("fee_cents", "INTEGER", not_null=True, default=0),
            Column("note", "TEXT", not_null=True),
            Column("emoji", "TEXT"),
            Column("privacy", "TEXT", not_null=True, default="friends", choices=_PRIVACY),
            Column(
                "funding_kind",
                "TEXT",
                not_null=True,
                default="balance",
                choices=("balance", "payment_method"),
                description="Where a sent payment's money came from (received: balance).",
            ),
            Column(
                "funding_method_id", "TEXT", references="payment_methods.id", on_delete="SET NULL"
            ),
            Column("funding_label", "TEXT", not_null=True, default="Venmo balance"),
            Column("request_id", "TEXT", references="payment_requests.id", on_delete="SET NULL"),
            Column("receipt_image_id", "TEXT", description="Receipt image attached to the note."),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="payment_transfers",
        domain=DOMAIN,
        entity="transfer",
        id_prefix="ptr",
        lookup_hint="use list_payment_transfers to find transfer ids",
        description="Money moved from the balance to the bank, or added from the bank.",
        indexes=(("created_at",),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column("kind", "TEXT", not_null=True, choices=("to_bank", "add_funds")),
            Column("method_id", "TEXT", references="payment_methods.id", on_delete="SET NULL"),
            Column("method_label", "TEXT", not_null=True),
            Column("amount_cents", "INTEGER", not_null=True),
            Column("fee_cents", "INTEGER", not_null=True, default=0),
            Column(
                "speed", "TEXT", not_null=True, default="standard", choices=("standard", "instant")
            ),
            Column("status", "TEXT", not_null=True, choices=("pending", "completed")),
            Column("created_at", "DATETIME", not_null=True),
            Column("expected_arrival", "DATE"),
        ),
    ),
)

_ACCOUNT = ("payment_account",)
_USERS = ("payment_users",)
_TX = "payment_transactions"
_USER_ID = re.compile(r"pu_\d+")
_REQ = "payment_requests"
_ALL_HISTORY = ("payment_account", _TX, "payment_transfers", "payment_users")

Privacy = Literal["public", "friends", "private"]
UserRef = Annotated[str, Field(min_length=1, max_length=100)]
ObjId = Annotated[str, Field(min_length=1, max_length=64)]
Note = Annotated[str, Field(min_length=1, max_length=280)]
Emoji = Annotated[str, Field(max_length=16)]
Limit = Annotated[int, Field(ge=1, le=100)]
Month = Annotated[str, Field(pattern=r"^\d{4}-\d{2}$")]

MAX_AMOUNT_CENTS = 100_000_000
CREDIT_CARD_FEE_PERCENT = 3
INSTANT_FEE_BPS = 175
INSTANT_FEE_MIN_CENTS = 25
INSTANT_FEE_MAX_CENTS = 2500
REMINDER_COOLDOWN = timedelta(hours=24)

# ----------------------------------------------------------------------------- money helpers


def parse_amount_cents(value: float, *, what: str = "amount") -> int:
    """Turn a dollar amount typed by the model into integer cents.

    Args:
        value: Amount in dollars, e.g. 12.5.
        what: Name used in error messages.

    Raises:
        ToolError: If it is not finite, not positive, has more than two decimals or is
            unrealistically large.
    """
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ToolError(f"{what} must be a number of dollars like 12.50, got {value!r}")
    if value <= 0:
        raise ToolError(f"{what} must be greater than 0, got {value:g}")
    cents = exact_cents(value)
    if cents is None:
        raise ToolError(f"{what} {value!r} has more than 2 decimal places; use cents, e.g. 12.35")
    if cents > MAX_AMOUNT_CENTS:
        raise ToolError(f"{what} {fmt_money(cents)} is above the maximum of $1,000,000.00")
    return cents


def fmt_money(cents: int) -> str:
    """``-1234`` -> ``'-$12.34'``."""
    sign = "-" if cents < 0 else ""
    return f"{sign}${abs(cents) / 100:,.2f}"


def _dollars(cents: int) -> float:
    return round(cents / 100, 2)


def _instant_fee(cents: int) -> int:
    fee = (cents * INSTANT_FEE_BPS + 5000) // 10000
    return max(INSTANT_FEE_MIN_CENTS, min(INSTANT_FEE_MAX_CENTS, fee))


def _card_fee(cents: int) -> int:
    return (cents * CREDIT_CARD_FEE_PERCENT + 50) // 100


# ----------------------------------------------------------------------------- helpers


def _account(world: World) -> Row:
    """The owner's account row (read once per state of ``payment_account``)."""

    def read() -> Row | None:
        rows = world.select("payment_account", limit=1)
        return rows[0] if rows else None

    found: Row | None = world.derived("payments.account", ("payment_account",), read)
    if found is None:
        raise ToolError("the payments account is not set up on this device")
    return dict(found)


def _set_balance(world: World, acct: Row, balance_cents: int) -> Row:
    """Store a new balance on the account row ``acct`` (read in this call) and return
    the row as updated."""
    world.update_where("payment_account", {"id": acct["id"]}, {"balance_cents": balance_cents})
    after = {**acct, "balance_cents": balance_cents}
    # The row as now stored: `_account` uses it until the table is written again (or
    # this write is rolled back) instead of reading it back.
    world.derived("payments.account", ("payment_account",), lambda: after)
    return dict(after)


def _clean_emoji(emoji: str | None) -> str | None:
    if emoji is None:
        return None
    text = emoji.strip()
    if not text:
        return None
    if len(text) > 8 or any(ord(ch) < 128 for ch in text):
        raise ToolError(f"emoji must be emoji characters only, like '🍕' or '🎉', got {emoji!r}")
    return text


def _clean_note(note: str) -> str:
    text = " ".join(note.split())
    if not text:
        raise ToolError("a note is required: say what the payment is for, e.g. 'Dinner'")
    return text


def _method_label(method: Row) -> str:
    return f"{method['name']} ••{method['last4']}"


def _user_view(user: Row) -> dict[str, Any]:
    return {
        "user_id": user["id"],
        "handle": "@" + user["handle"],
        "name": user["display_name"],
        "is_friend": user["is_friend"],
        "is_business": user["is_business"],
        "is_blocked": user["is_blocked"],
        "contact_id": user["contact_id"],
    }


def _user_brief(world: World, user_id: str, user: Row | None = None) -> dict[str, Any]:
    """Who a payment or request is with (``user``: their row, when already read)."""
    if user is None or user["id"] != user_id:
        user = _user_by(world, "id", user_id)
    if user is None:
        return {"user_id": user_id, "handle": None, "name": "(unknown user)"}
    return {"user_id": user["id"], "handle": "@" + user["handle"], "name": user["display_name"]}


def _tx_view(world: World, tx: Row, user: Row | None = None) -> dict[str, Any]:
    return {
        "id": tx["id"],
        "direction": tx["direction"],
        "with": _user_brief(world, tx["user_id"], user),
        "amount": _dollars(tx["amount_cents"]),
        "fee": _dollars(tx["fee_cents"]),
        "note": tx["note"],
        "emoji": tx["emoji"],
        "privacy": tx["privacy"],
        "funded_by": tx["funding_label"] if tx["direction"] == "sent" else None,
        "funding_method_id": tx["funding_method_id"],
        "request_id": tx["request_id"],
        "receipt_image_id": tx["receipt_image_id"],
        "created_at": tx["created_at"],
    }


def _req_view(world: World, req: Row, user: Row | None = None) -> dict[str, Any]:
    return {
        "id": req["id"],
        "direction": req["direction"],
        "with": _user_brief(world, req["user_id"], user),
        "amount": _dollars(req["amount_cents"]),
        "note": req["note"],
        "emoji": req["emoji"],
        "privacy": req["privacy"],
        "status": req["status"],
        "split_id": req["split_id"],
        "created_at": req["created_at"],
        "resolved_at": req["resolved_at"],
        "last_reminded_at": req["last_reminded_at"],
        "reminder_count": req["reminder_count"],
    }


def _transfer_view(tr: Row) -> dict[str, Any]:
    return {
        "id": tr["id"],
        "kind": tr["kind"],
        "method_id": tr["method_id"],
        "method": tr["method_label"],
        "amount": _dollars(tr["amount_cents"]),
        "fee": _dollars(tr["fee_cents"]),
        "net_amount": _dollars(tr["amount_cents"] - tr["fee_cents"]),
        "speed": tr["speed"],
        "status": tr["status"],
        "created_at": tr["created_at"],
        "expected_arrival": tr["expected_arrival"],
    }


def _method_view(world: World, method: Row, default_id: str | None) -> dict[str, Any]:
    return {
        "id": method["id"],
        "kind": method["kind"],
        "name": method["name"],
        "last4": method["last4"],
        "label": _method_label(method),
        "is_default": method["id"] == default_id,
        "supports_instant_transfer": method["supports_instant"],
        "can_add_money_from": method["kind"] == "bank",
        "added_at": method["added_at"],
    }


def _user_by(world: World, column: str, value: str) -> Row | None:
    """The user whose ``column`` (``id`` or ``handle``, both unique) is ``value``, or
    None; read once per state of ``payment_users`` (filled on demand)."""
    memo: dict[tuple[str, str], Row | None] = world.derived(
        "payments.users_by_key", ("payment_users",), dict
    )
    key = (column, value)
    if key in memo:
        row = memo[key]
    else:
        rows = world.select("payment_users", {column: value})
        row = memo[key] = rows[0] if rows else None
    return None if row is None else dict(row)


def _find_user(world: World, ref: str) -> Row | None:
    """Resolve a handle, user id, contact id or phone number; None if it is the owner."""
    text = ref.strip()
    if not text:
        raise ToolError(f"give a user as @handle, user id or contact id; {_USER_HINT}")
    if _USER_ID.fullmatch(text):
        found = _user_by(world, "id", text)
        return world.get("payment_users", text) if found is None else found
    if re.fullmatch(r"ct_\d+", text):
        contact = world.get("contacts", text)
        rows = world.select("payment_users", {"contact_id": text})
        if not rows:
            raise ToolError(
                f"contact {text} ({display_name(contact)}) has no linked payments account; "
                "use search_payment_users to look them up by name or phone"
            )
        return rows[0]
    acct = _account(world)
    handle = text.lstrip("@").strip().lower()
    if handle == acct["handle"]:
        return None
    by_handle = _user_by(world, "handle", handle) if handle else None
    if by_handle is not None:
        return by_handle
    if re.fullmatch(r"[+\d\s().\-]{7,}", text):
        number = normalize_phone(text)
        if number == world.owner.phone:
            return None
        by_phone = world.select("payment_users", {"phone": number})
        if by_phone:
            return by_phone[0]
        raise ToolError(f"no payments user has the phone number {number}; {_USER_HINT}")
    raise ToolError(f"no payments user with handle @{handle}; {_USER_HINT}")


def _counterparty(world: World, ref: str, action: str) -> Row:
    user = _find_user(world, ref)
    if user is None:
        raise ToolError(f"you can't {action} yourself; give another user's @handle")
    if user["is_blocked"]:
        raise ToolError(
            f"you blocked @{user['handle']} ({user['display_name']}); "
            "unblock them with unblock_payment_user first"
        )
    return user


def _any_user(world: World, ref: str) -> Row:
    user = _find_user(world, ref)
    if user is None:
        raise ToolError("that is your own account; give another user's @handle")
    return user


def _method_or_none(world: World, method_id: str) -> Row | None:
    """The linked payment method with this id, or None (read once per state of the
    table)."""
    memo: dict[str, Row | None] = world.derived(
        "payments.methods_by_id", ("payment_methods",), dict
    )
    if method_id in memo:
        row = memo[method_id]
    else:
        row = memo[method_id] = world.get_or_none("payment_methods", method_id)
    return None if row is None else dict(row)


def _method(world: World, method_id: str) -> Row:
    text = method_id.strip()
    found = _method_or_none(world, text)
    return world.get("payment_methods", text) if found is None else found


def _plan_funding(
    world: World, acct: Row, amount_cents: int, funding_source: str | None
) -> tuple[str, Row | None, int]:
    """Decide how a payment is funded: (funding_kind, method or None, fee_cents)."""
    balance = acct["balance_cents"]
    source = (funding_source or "").strip()
    if source.lower() == "balance":
        if balance < amount_cents:
            raise ToolError(
                f"insufficient Venmo balance: {fmt_money(balance)} available, "
                f"{fmt_money(amount_cents)} needed; add money with add_payment_funds or "
                "pay with a payment method (funding_source='pm_…')"
            )
        return "balance", None, 0
    if source:
        method = _method(world, source)
        fee = _card_fee(amount_cents) if method["kind"] == "credit_card" else 0
        return "payment_method", method, fee
    if balance >= amount_cents:
        return "balance", None, 0
    if not acct["use_default_method_when_low"]:
        raise ToolError(
            f"insufficient Venmo balance: {fmt_money(balance)} available, "
            f"{fmt_money(amount_cents)} needed, and paying with the default payment method "
            "when the balance is low is turned off; add money with add_payment_funds, pass "
            "funding_source='pm_…', or turn it on with set_payment_funding_fallback"
        )
    default_id = acct["default_method_id"]
    fallback = _method_or_none(world, default_id) if default_id else None
    if fallback is None:
        raise ToolError(
            f"insufficient Venmo balance ({fmt_money(balance)}) and no default payment "
            "method; set one with set_default_payment_method or add money with add_payment_funds"
        )
    fee = _card_fee(amount_cents) if fallback["kind"] == "credit_card" else 0
    return "payment_method", fallback, fee


def _sent_window(world: World) -> dict[str, int]:
    """Sums of `_sent_last_7_days` by window start, for this state of the payments
    table (a payment just sent adds itself: see `_pay`)."""
    memo: dict[str, int] = world.derived("payments.sent_7_days", (_TX,), dict)
    return memo


def _sent_last_7_days(world: World, now: datetime) -> int:
    since = now - timedelta(days=7)
    memo = _sent_window(world)
    known = memo.get(since.isoformat())
    if known is not None:
        return known
    # Stored datetimes are ISO text with an offset: julianday() compares the instants;
    # the text bound (a day's margin) lets the index narrow the rows first. A row whose
    # local date is two days past the bound's UTC date is inside the window whatever
    # its offset (at most 14 hours), so only the rows near the bound pay for julianday.
    floor = (since - timedelta(days=1)).date().isoformat()
    utc = since.astimezone(UTC) if since.tzinfo is not None else since
    inside = (utc + timedelta(days=2)).date().isoformat()
    (row,) = world.query(
        f"SELECT COALESCE(SUM(amount_cents), 0) AS total FROM {_TX} "
        "WHERE direction = 'sent' AND created_at >= ? "
        "AND (created_at >= ? OR julianday(created_at) > julianday(?))",
        (floor, inside, since.isoformat()),
    )
    total = memo[since.isoformat()] = int(row["total"])
    return total


def _check_weekly_limit(world: World, acct: Row, amount_cents: int, now: datetime) -> int:
    """Refuse a payment over the weekly send limit; returns what was sent in the window."""
    used = _sent_last_7_days(world, now)
    limit = acct["weekly_send_limit_cents"]
    if used + amount_cents > limit:
        raise ToolError(
            f"this payment would exceed your weekly send limit of {fmt_money(limit)}: "
            f"{fmt_money(used)} sent in the last 7 days, {fmt_money(max(0, limit - used))} left "
            "(see get_payment_limits)"
        )
    return used


def _image_id(ctx: WorldContext, image_id: str | None) -> str | None:
    if image_id is None or not image_id.strip():
        return None
    return ctx.images.get(image_id.strip()).image_id


def _pay(
    ctx: WorldContext,
    user: Row,
    amount_cents: int,
    note: str,
    emoji: str | None,
    privacy: str,
    funding_source: str | None,
    *,
    request_id: str | None = None,
    receipt_image_id: str | None = None,
) -> tuple[Row, Row]:
    """Validate and record a sent payment (all checks before any write).

    Returns:
        The payment row and the account row after it.
    """
    world = ctx.world
    acct = _account(world)
    now = ctx.clock.now()
    kind, method, fee = _plan_funding(world, acct, amount_cents, funding_source)
    used = _check_weekly_limit(world, acct, amount_cents, now)
    with world.transaction():
        if kind == "balance":
            acct = _set_balance(world, acct, acct["balance_cents"] - amount_cents)
        tx = world.insert(
            _TX,
            {
                "direction": "sent",
                "user_id": user["id"],
                "amount_cents": amount_cents,
                "fee_cents": fee,
                "note": note,
                "emoji": emoji,
                "privacy": privacy,
                "funding_kind": kind,
                "funding_method_id": None if method is None else method["id"],
                "funding_label": "Venmo balance" if method is None else _method_label(method),
                "request_id": request_id,
                "receipt_image_id": receipt_image_id,
                "created_at": now,
            },
        )
        # This payment is the only change to the table and falls inside the window
        # ending now: the window's sum grows by its amount.
        _sent_window(world)[(now - timedelta(days=7)).isoformat()] = used + amount_cents
    return tx, acct


def _request(world: World, request_id: str) -> Row:
    return world.get(_REQ, request_id.strip())


def _pending(req: Row, direction: str, verb: str) -> None:
    if req["direction"] != direction:
        who = "someone sent you" if req["direction"] == "incoming" else "you sent"
        raise ToolError(f"request {req['id']} is a request {who}; you can't {verb} it")
    if req["status"] != "pending":
        raise ToolError(f"request {req['id']} is already {req['status']}")


def _parse_month(month: str) -> tuple[date, date]:
    try:
        year, mon = (int(p) for p in month.split("-"))
        start = date(year, mon, 1)
    except ValueError:
        raise ToolError(f"month must look like '2025-05', got {month!r}") from None
    end = date(year + 1, 1, 1) if mon == 12 else date(year, mon + 1, 1)
    return start, end


def _events(world: World, start: str, end: str) -> list[tuple[str, int, dict[str, Any]]]:
    """Every balance-affecting item created from ``start`` (inclusive) to ``end``
    (exclusive), ISO text bounds: (created_at, balance delta in cents, summary), by
    creation time (payments before transfers at the same instant)."""
    events: list[tuple[str, int, dict[str, Any]]] = []
    span = "created_at >= ? AND created_at < ?"
    for tx in world.query(
        f"SELECT * FROM {_TX} WHERE {span} ORDER BY created_at, rowid", (start, end), table=_TX
    ):
        if tx["direction"] == "received":
            delta = tx["amount_cents"]
        else:
            delta = -tx["amount_cents"] if tx["funding_kind"] == "balance" else 0
        who = _user_brief(world, tx["user_id"])
        events.append(
            (
                tx["created_at"],
                delta,
                {
                    "id": tx["id"],
                    "type": "payment_" + tx["direction"],
                    "description": f"{'To' if tx['direction'] == 'sent' else 'From'} "
                    f"{who['name']}: {tx['note']}",
                    "amount": _dollars(tx["amount_cents"]),
                    "fee": _dollars(tx["fee_cents"]),
                    "funded_by": tx["funding_label"] if tx["direction"] == "sent" else None,
                    "balance_change": _dollars(delta),
                    "date": tx["created_at"][:10],
                },
            )
        )
    for tr in world.query(
        f"SELECT * FROM payment_transfers WHERE {span} ORDER BY created_at, rowid",
        (start, end),
        table="payment_transfers",
    ):
        delta = -tr["amount_cents"] if tr["kind"] == "to_bank" else tr["amount_cents"]
        events.append(
            (
                tr["created_at"],
                delta,
                {
                    "id": tr["id"],
                    "type": "transfer_to_bank" if tr["kind"] == "to_bank" else "added_funds",
                    "description": (
                        f"{tr['speed'].title()} transfer to {tr['method_label']}"
                        if tr["kind"] == "to_bank"
                        else f"Added money from {tr['method_label']}"
                    ),
                    "amount": _dollars(tr["amount_cents"]),
                    "fee": _dollars(tr["fee_cents"]),
                    "funded_by": None,
                    "balance_change": _dollars(delta),
                    "date": tr["created_at"][:10],
                },
            )
        )
    events.sort(key=lambda e: e[0])
    return events


def _pick_transfer_method(world: World, acct: Row, method_id: str | None, speed: str) -> Row:
    if method_id is not None and method_id.strip():
        method = _method(world, method_id)
        if method["kind"] == "credit_card":
            raise ToolError(
                f"{_method_label(method)} is a credit card; money can only be transferred to a "
                "bank account or debit card"
            )
        if speed == "instant" and not method["supports_instant"]:
            raise ToolError(
                f"{_method_label(method)} does not support instant transfers; use "
                "speed='standard' or an eligible debit card (see list_payment_methods)"
            )
        if speed == "standard" and method["kind"] != "bank":
            raise ToolError(
                f"standard transfers go to a bank account, and {_method_label(method)} is a "
                "debit card; use speed='instant' or a bank account"
            )
        return method
    eligible = (
        "supports_instant = 1 AND kind != 'credit_card'" if speed == "instant" else "kind = 'bank'"
    )
    # The default method when it is eligible, else the first eligible one.
    found = world.query(
        f"SELECT * FROM payment_methods WHERE {eligible} "
        "ORDER BY COALESCE(id = ?, 0) DESC, rowid LIMIT 1",
        (acct["default_method_id"],),
        table="payment_methods",
    )
    if not found:
        need = "an instant-eligible debit card or bank" if speed == "instant" else "a bank account"
        raise ToolError(f"no linked payment method can receive this transfer; link {need} first")
    return found[0]


def _add_business_days(start: date, days: int) -> date:
    day = start
    left = days
    while left > 0:
        day += timedelta(days=1)
        if day.weekday() < 5:
            left -= 1
    return day


# ----------------------------------------------------------------------------- account


@tool(domain=DOMAIN, reads=("payment_account",))
def get_payment_balance(ctx: WorldContext) -> dict[str, Any]:
    """Get the owner's current payments (Venmo) balance in dollars.

    Returns:
        {"balance": dollars, "formatted": "$123.45"}.
    """
    acct = _account(ctx.world)
    return {
        "balance": _dollars(acct["balance_cents"]),
        "formatted": fmt_money(acct["balance_cents"]),
    }


@tool(domain=DOMAIN, reads=("payment_account", "payment_methods"))
def get_payment_account(ctx: WorldContext) -> dict[str, Any]:
    """Get the owner's payments profile and settings: @handle, balance, default payment
    method, default privacy for new payments, whether the default payment method is used
    when the balance is too low, PIN lock, and the weekly send limit.
    """
    world = ctx.world
    acct = _account(world)
    default = (
        world.get_or_none("payment_methods", acct["default_method_id"])
        if acct["default_method_id"]
        else None
    )
    return {
        "handle": "@" + acct["handle"],
        "display_name": acct["display_name"],
        "balance": _dollars(acct["balance_cents"]),
        "default_payment_method": None
        if default is None
        else {"id": default["id"], "label": _method_label(default), "kind": default["kind"]},
        "default_privacy": acct["default_privacy"],
        "use_default_method_when_balance_low": acct["use_default_method_when_low"],
        "pin_lock_enabled": acct["pin_lock_enabled"],
        "weekly_send_limit": _dollars(acct["weekly_send_limit_cents"]),
        "member_since": acct["created_at"][:10],
    }


@tool(domain=DOMAIN, reads=("payment_account", "payment_transactions"))
def get_payment_limits(ctx: WorldContext) -> dict[str, Any]:
    """Get the weekly send limit and how much of it is used: payments sent in the last
    7 days (rolling) count against it; requests and transfers do not.

    Returns:
        {"weekly_send_limit", "sent_last_7_days", "remaining"} in dollars.
    """
    acct = _account(ctx.world)
    used = _sent_last_7_days(ctx.world, ctx.clock.now())
    limit = acct["weekly_send_limit_cents"]
    return {
        "weekly_send_limit": _dollars(limit),
        "sent_last_7_days": _dollars(used),
        "remaining": _dollars(max(0, limit - used)),
    }


@tool(domain=DOMAIN, reads=("payment_account",), writes=("payment_account",))
def set_default_payment_privacy(ctx: WorldContext, privacy: Privacy) -> dict[str, Any]:
    """Choose who sees new payments and requests by default: everyone ("public"),
    only friends ("friends") or only the people involved ("private").

    Args:
        privacy: The new default audience.
    """
    acct = _account(ctx.world)
    if acct["default_privacy"] == privacy:
        raise ToolError(f"the default privacy is already {privacy!r}")
    ctx.world.update("payment_account", acct["id"], {"default_privacy": privacy})
    return {"default_privacy": privacy, "previous": acct["default_privacy"]}


@tool(domain=DOMAIN, reads=("payment_account", "payment_methods"), writes=("payment_account",))
def set_payment_funding_fallback(ctx: WorldContext, enabled: bool) -> dict[str, Any]:
    """Turn on or off paying with the default payment method when the Venmo balance does
    not cover a payment. When off, such payments are refused.

    Args:
        enabled: True to fall back to the default payment method, false to refuse.
    """
    acct = _account(ctx.world)
    if acct["use_default_method_when_low"] == enabled:
        raise ToolError(f"the funding fallback is already {'on' if enabled else 'off'}")
    ctx.world.update("payment_account", acct["id"], {"use_default_method_when_low": enabled})
    return {"use_default_method_when_balance_low": enabled}


@tool(domain=DOMAIN, reads=("payment_account",), writes=("payment_account",))
def enable_payment_pin_lock(
    ctx: WorldContext, pin: Annotated[str, Field(min_length=1, max_length=12)]
) -> dict[str, Any]:
    """Turn on the PIN lock: the app asks for this 4-digit PIN when it opens.

    Args:
        pin: Exactly four digits, e.g. "4821".
    """
    acct = _account(ctx.world)
    code = pin.strip()
    if not re.fullmatch(r"\d{4}", code):
        raise ToolError("the PIN must be exactly 4 digits, e.g. '4821'")
    if acct["pin_lock_enabled"]:
        raise ToolError("the PIN lock is already on; turn it off first to change the PIN")
    ctx.world.update("payment_account", acct["id"], {"pin_lock_enabled": True, "pin_code": code})
    return {"pin_lock_enabled": True}


@tool(domain=DOMAIN, reads=("payment_account",), writes=("payment_account",))
def disable_payment_pin_lock(
    ctx: WorldContext, pin: Annotated[str, Field(min_length=1, max_length=12)]
) -> dict[str, Any]:
    """Turn off the PIN lock. The current PIN is required.

    Args:
        pin: The current 4-digit PIN.
    """
    acct = _account(ctx.world)
    if not acct["pin_lock_enabled"]:
        raise ToolError("the PIN lock is already off")
    if pin.strip() != acct["pin_code"]:
        raise ToolError("incorrect PIN; the PIN lock stays on")
    ctx.world.update("payment_account", acct["id"], {"pin_lock_enabled": False, "pin_code": None})
    return {"pin_lock_enabled": False}


# ----------------------------------------------------------------------------- payment methods


@tool(domain=DOMAIN, reads=("payment_methods", "payment_account"))
def list_payment_methods(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the linked bank accounts and cards, with which one is the default and which
    can receive instant transfers.
    """
    acct = _account(ctx.world)
    return [
        _method_view(ctx.world, m, acct["default_method_id"])
        for m in ctx.world.select("payment_methods")
    ]


@tool(domain=DOMAIN, reads=("payment_methods", "payment_account"), writes=("payment_methods",))
def link_payment_method(
    ctx: WorldContext,
    kind: Literal["bank", "debit_card", "credit_card"],
    name: Annotated[str, Field(min_length=1, max_length=80)],
    last4: Annotated[str, Field(min_length=1, max_length=8)],
) -> dict[str, Any]:
    """Link a new bank account or card. Debit cards can receive instant transfers; banks
    can receive standard transfers and fund add_payment_funds; credit cards only pay
    (with a 3% fee).

    Args:
        kind: "bank", "debit_card" or "credit_card".
        name: Bank or card name, e.g. "Chase Checking" or "Visa Debit".
        last4: Last four digits of the account or card number, e.g. "1234".
    """
    world = ctx.world
    acct = _account(world)
    label = " ".join(name.split())
    digits = last4.strip()
    if not label:
        raise ToolError("name must not be empty, e.g. 'Chase Checking'")
    if not re.fullmatch(r"\d{4}", digits):
        raise ToolError(f"last4 must be exactly 4 digits, got {last4!r}")
    for m in world.select("payment_methods", {"kind": kind, "last4": digits}):
        if m["name"].lower() == label.lower():
            raise ToolError(f"{_method_label(m)} is already linked ({m['id']})")
    method = world.insert(
        "payment_methods",
        {
            "kind": kind,
            "name": label,
            "last4": digits,
            "supports_instant": kind == "debit_card",
            "added_at": ctx.clock.now(),
        },
    )
    return _method_view(world, method, acct["default_method_id"])


@tool(
    domain=DOMAIN,
    reads=("payment_methods", "payment_account", "payment_transfers"),
    writes=("payment_methods", "payment_account", "payment_transactions", "payment_transfers"),
)
def remove_payment_method(ctx: WorldContext, method_id: ObjId) -> dict[str, Any]:
    """Unlink a bank account or card. Past payments keep its label. A method with a
    pending transfer can't be removed until the transfer completes. Removing the default
    method leaves no default.

    Args:
        method_id: Id of the method, e.g. "pm_0002" (from list_payment_methods).
    """
    world = ctx.world
    acct = _account(world)
    method = _method(world, method_id)
    pending = world.select(
        "payment_transfers", {"method_id": method["id"], "status": "pending"}, limit=1
    )
    if pending:
        raise ToolError(
            f"{_method_label(method)} has a pending transfer ({pending[0]['id']}); "
            "wait until it completes before removing it"
        )
    world.delete("payment_methods", method["id"])
    return {
        "removed_method_id": method["id"],
        "label": _method_label(method),
        "was_default": acct["default_method_id"] == method["id"],
    }


@tool(domain=DOMAIN, reads=("payment_methods", "payment_account"), writes=("payment_account",))
def set_default_payment_method(ctx: WorldContext, method_id: ObjId) -> dict[str, Any]:
    """Make a bank account or card the default payment method (used when the balance is
    too low and the fallback setting is on).

    Args:
        method_id: Id of the method, e.g. "pm_0001" (from list_payment_methods).
    """
    world = ctx.world
    acct = _account(world)
    method = _method(world, method_id)
    if acct["default_method_id"] == method["id"]:
        raise ToolError(f"{_method_label(method)} is already the default payment method")
    world.update("payment_account", acct["id"], {"default_method_id": method["id"]})
    return {"default_method_id": method["id"], "label": _method_label(method)}


# ----------------------------------------------------------------------------- people


@tool(domain=DOMAIN, reads=_USERS)
def list_payment_friends(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the owner's friends on the payments app, by name, with their @handles."""
    rows = ctx.world.select(
        "payment_users", {"is_friend": True, "is_blocked": False}, order_by="display_name"
    )
    return [_user_view(u) for u in rows]


@tool(domain=DOMAIN, reads=(*_USERS, "payment_account"))
def search_payment_users(
    ctx: WorldContext, query: Annotated[str, Field(min_length=1, max_length=100)], limit: Limit = 10
) -> dict[str, Any]:
    """Find people and businesses on the payments app by name, @handle or phone number.
    Friends are listed first. Several people can share a name: check the handle.

    Args:
        query: Name words, a handle (with or without @) or a phone number, e.g. "maya",
            "@tom-becker", "415-555-0114".
        limit: Maximum number of users to return.

    Returns:
        {"results": [users with user_id, handle, name, is_friend...], "total_matches": n}.
    """
    world = ctx.world
    text = query.strip().lower()
    if not text:
        raise ToolError("query must not be blank")
    number: str | None = None
    if re.fullmatch(r"[+\d\s().\-]{7,}", text):
        try:
            number = normalize_phone(text)
        except ToolError:
            number = None
    words = text.lstrip("@").split()
    # Matched, counted and ordered (friends first, then by name) in the database.
    hay = "key_payment_users_haystack(display_name, handle)"
    by_words = " AND ".join(f"instr({hay}, ?) > 0" for _ in words) or "0"
    clause = f"WHERE phone = ? OR ({by_words})"
    params = [number, *words]
    (total,) = world.query(f"SELECT COUNT(*) AS n FROM payment_users {clause}", params)
    found = world.query(
        f"SELECT * FROM payment_users {clause} "
        "ORDER BY CASE WHEN is_friend THEN 0 ELSE 1 END, display_name, rowid LIMIT ?",
        [*params, limit],
        table="payment_users",
    )
    return {
        "results": [_user_view(u) for u in found],
        "total_matches": int(total["n"]),
    }


@tool(domain=DOMAIN, reads=(*_USERS, _TX, _REQ, "payment_account", "contacts"))
def get_payment_user(ctx: WorldContext, user: UserRef) -> dict[str, Any]:
    """Get a user's profile and the history between them and the owner: number of
    payments, totals sent and received, and pending requests.

    Args:
        user: @handle (e.g. "@maya-patel"), user id ("pu_0003"), contact id ("ct_0009")
            or phone number.
    """
    world = ctx.world
    u = _any_user(world, user)
    # Counted and summed in SQL; only the latest payment is read.
    (totals,) = world.query(
        "SELECT COUNT(*) AS n, "
        "COALESCE(SUM(CASE WHEN direction = 'sent' THEN amount_cents END), 0) AS sent, "
        "COALESCE(SUM(CASE WHEN direction = 'received' THEN amount_cents END), 0) AS received "
        f"FROM {_TX} WHERE user_id = ?",
        (u["id"],),
    )
    last = world.select(_TX, {"user_id": u["id"]}, order_by="created_at DESC", limit=1)
    pending = world.select(_REQ, {"user_id": u["id"], "status": "pending"})
    return {
        **_user_view(u),
        "phone": u["phone"],
        "friends_since": u["friends_since"],
        "payments_count": int(totals["n"]),
        "total_sent": _dollars(int(totals["sent"])),
        "total_received": _dollars(int(totals["received"])),
        "last_payment": _tx_view(world, last[0], u) if last else None,
        "pending_requests": [_req_view(world, r) for r in pending],
    }


@tool(domain=DOMAIN, reads=(*_USERS, "payment_account"), writes=_USERS)
def add_payment_friend(ctx: WorldContext, user: UserRef) -> dict[str, Any]:
    """Add a user as a friend on the payments app (friends see "friends"-only payments).

    Args:
        user: @handle, user id ("pu_0003"), contact id or phone number.
    """
    world = ctx.world
    u = _counterparty(world, user, "befriend")
    if u["is_friend"]:
        raise ToolError(f"@{u['handle']} ({u['display_name']}) is already your friend")
    row = world.update(
        "payment_users", u["id"], {"is_friend": True, "friends_since": ctx.clock.now()}
    )
    return _user_view(row)


@tool(domain=DOMAIN, reads=(*_USERS, "payment_account"), writes=_USERS)
def remove_payment_friend(ctx: WorldContext, user: UserRef) -> dict[str, Any]:
    """Unfriend a user on the payments app (you can still pay them).

    Args:
        user: @handle, user id ("pu_0003"), contact id or phone number.
    """
    world = ctx.world
    u = _any_user(world, user)
    if not u["is_friend"]:
        raise ToolError(f"@{u['handle']} ({u['display_name']}) is not your friend")
    row = world.update("payment_users", u["id"], {"is_friend": False, "friends_since": None})
    return _user_view(row)


@tool(domain=DOMAIN, reads=(*_USERS, _REQ, "payment_account"), writes=(*_USERS, _REQ))
def block_payment_user(ctx: WorldContext, user: UserRef) -> dict[str, Any]:
    """Block a user: they are unfriended, their pending requests to you are declined,
    your pending requests to them are cancelled, and neither of you can pay or request
    the other until you unblock them.

    Args:
        user: @handle, user id ("pu_0003"), contact id or phone number.
    """
    world = ctx.world
    u = _any_user(world, user)
    if u["is_blocked"]:
        raise ToolError(f"@{u['handle']} is already blocked")
    now = ctx.clock.now()
    with world.transaction():
        declined = world.update_where(
            _REQ,
            {"user_id": u["id"], "status": "pending", "direction": "incoming"},
            {"status": "declined", "resolved_at": now},
        )
        cancelled = world.update_where(
            _REQ,
            {"user_id": u["id"], "status": "pending", "direction": "outgoing"},
            {"status": "cancelled", "resolved_at": now},
        )
        row = world.update(
            "payment_users",
            u["id"],
            {"is_blocked": True, "is_friend": False, "friends_since": None},
        )
    return {**_user_view(row), "requests_declined": declined, "requests_cancelled": cancelled}


@tool(domain=DOMAIN, reads=(*_USERS, "payment_account"), writes=_USERS)
def unblock_payment_user(ctx: WorldContext, user: UserRef) -> dict[str, Any]:
    """Unblock a user (they are not re-added as a friend).

    Args:
        user: @handle, user id ("pu_0003") or contact id.
    """
    u = _any_user(ctx.world, user)
    if not u["is_blocked"]:
        raise ToolError(f"@{u['handle']} ({u['display_name']}) is not blocked")
    return _user_view(ctx.world.update("payment_users", u["id"], {"is_blocked": False}))


@tool(domain=DOMAIN, reads=_USERS)
def list_blocked_payment_users(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the users the owner has blocked on the payments app."""
    rows = ctx.world.select("payment_users", {"is_blocked": True}, order_by="display_name")
    return [_user_view(u) for u in rows]


# ----------------------------------------------------------------------------- payments


@tool(
    domain=DOMAIN,
    reads=("payment_account", "payment_methods", *_USERS, _TX),
    writes=("payment_account", _TX),
)
def send_payment(
    ctx: WorldContext,
    recipient: UserRef,
    amount: float,
    note: Note,
    emoji: Emoji | None = None,
    privacy: Privacy | None = None,
    funding_source: ObjId | None = None,
    receipt_image_id: ObjId | None = None,
) -> dict[str, Any]:
    """Pay someone. Paid from the Venmo balance when it covers the amount; otherwise
    from the default payment method if the fallback setting is on (else refused).
    Credit-card funding adds a 3% fee. Counts against the weekly send limit.

    Args:
        recipient: @handle (e.g. "@maya-patel"), user id ("pu_0003"), contact id
            ("ct_0009") or phone number (from search_payment_users).
        amount: Dollars, more than 0 with at most 2 decimals, e.g. 24.5.
        note: What it's for (required), e.g. "Dinner at Tanaka Ramen".
        emoji: Optional emoji shown with the note, e.g. "🍜".
        privacy: "public", "friends" or "private"; default: the account's default privacy.
        funding_source: "balance" to use only the balance, or a payment method id like
            "pm_0001" (from list_payment_methods); default: balance, then the default method.
        receipt_image_id: Image id of a receipt to attach to the note, e.g. "img_3".

    Returns:
        The payment: id, amount, fee, funded_by, privacy..., and the new balance.
    """
    world = ctx.world
    acct = _account(world)
    user = _counterparty(world, recipient, "pay")
    cents = parse_amount_cents(amount)
    text = _clean_note(note)
    icon = _clean_emoji(emoji)
    image = _image_id(ctx, receipt_image_id)
    tx, after = _pay(
        ctx,
        user,
        cents,
        text,
        icon,
        privacy or acct["default_privacy"],
        funding_source,
        receipt_image_id=image,
    )
    return {**_tx_view(world, tx, user), "new_balance": _dollars(after["balance_cents"])}


@tool(domain=DOMAIN, reads=("payment_account", *_USERS), writes=(_REQ,))
def request_payment(
    ctx: WorldContext,
    from_user: UserRef,
    amount: float,
    note: Note,
    emoji: Emoji | None = None,
    privacy: Privacy | None = None,
) -> dict[str, Any]:
    """Request money from someone; they get a pending request they can pay or decline.

    Args:
        from_user: @handle, user id ("pu_0003"), contact id ("ct_0014") or phone number.
        amount: Dollars, more than 0 with at most 2 decimals, e.g. 32.
        note: What it's for (required), e.g. "Concert tickets".
        emoji: Optional emoji, e.g. "🎶".
        privacy: "public", "friends" or "private"; default: the account's default privacy.
    """
    world = ctx.world
    acct = _account(world)
    user = _counterparty(world, from_user, "request money from")
    cents = parse_amount_cents(amount)
    text = _clean_note(note)
    icon = _clean_emoji(emoji)
    req = world.insert(
        _REQ,
        {
            "direction": "outgoing",
            "user_id": user["id"],
            "amount_cents": cents,
            "note": text,
            "emoji": icon,
            "privacy": privacy or acct["default_privacy"],
            "created_at": ctx.clock.now(),
        },
    )
    return _req_view(world, req, user)


@tool(domain=DOMAIN, reads=(_REQ, *_USERS))
def list_payment_requests(
    ctx: WorldContext,
    direction: Literal["incoming", "outgoing", "all"] = "all",
    status: Literal["pending", "paid", "declined", "cancelled", "all"] = "pending",
    limit: Limit = 50,
) -> list[dict[str, Any]]:
    """List money requests, newest first. Incoming: people asking the owner to pay;
    outgoing: requests the owner sent. By default only pending ones.

    Args:
        direction: "incoming", "outgoing" or "all".
        status: "pending", "paid", "declined", "cancelled" or "all".
        limit: Maximum number of requests.
    """
    where: dict[str, Any] = {}
    if direction != "all":
        where["direction"] = direction
    if status != "all":
        where["status"] = status
    rows = ctx.world.select(_REQ, where, order_by="created_at DESC", limit=limit)
    return [_req_view(ctx.world, r) for r in rows]


@tool(
    domain=DOMAIN,
    reads=(_REQ, "payment_account", "payment_methods", *_USERS, _TX),
    writes=(_REQ, "payment_account", _TX),
)
def pay_payment_request(
    ctx: WorldContext, request_id: ObjId, funding_source: ObjId | None = None
) -> dict[str, Any]:
    """Accept and pay an incoming request. Funding works as in send_payment.

    Args:
        request_id: Id of an incoming pending request, e.g. "preq_0003"
            (from list_payment_requests).
        funding_source: "balance" or a payment method id like "pm_0001"; default: balance,
            then the default method.
    """
    world = ctx.world
    req = _request(world, request_id)
    _pending(req, "incoming", "pay")
    user = _counterparty(world, req["user_id"], "pay")
    now = ctx.clock.now()
    with world.transaction():
        tx, after = _pay(
            ctx,
            user,
            req["amount_cents"],
            req["note"],
            req["emoji"],
            req["privacy"],
            funding_source,
            request_id=req["id"],
        )
        world.update(_REQ, req["id"], {"status": "paid", "resolved_at": now})
    return {
        "request_id": req["id"],
        "payment": _tx_view(world, tx, user),
        "new_balance": _dollars(after["balance_cents"]),
    }


@tool(domain=DOMAIN, reads=(_REQ, *_USERS), writes=(_REQ,))
def decline_payment_request(ctx: WorldContext, request_id: ObjId) -> dict[str, Any]:
    """Decline an incoming request (nothing is paid).

    Args:
        request_id: Id of an incoming pending request, e.g. "preq_0003".
    """
    world = ctx.world
    req = _request(world, request_id)
    _pending(req, "incoming", "decline")
    row = world.update(_REQ, req["id"], {"status": "declined", "resolved_at": ctx.clock.now()})
    return _req_view(world, row)


@tool(domain=DOMAIN, reads=(_REQ, *_USERS), writes=(_REQ,))
def cancel_payment_request(ctx: WorldContext, request_id: ObjId) -> dict[str, Any]:
    """Cancel a request the owner sent that is still pending.

    Args:
        request_id: Id of an outgoing pending request, e.g. "preq_0005".
    """
    world = ctx.world
    req = _request(world, request_id)
    _pending(req, "outgoing", "cancel")
    row = world.update(_REQ, req["id"], {"status": "cancelled", "resolved_at": ctx.clock.now()})
    return _req_view(world, row)


@tool(domain=DOMAIN, reads=(_REQ, *_USERS), writes=(_REQ,))
def remind_payment_request(ctx: WorldContext, request_id: ObjId) -> dict[str, Any]:
    """Send a reminder about a pending request the owner sent. At most one reminder
    per request every 24 hours (counting from the request itself).

    Args:
        request_id: Id of an outgoing pending request, e.g. "preq_0005".
    """
    world = ctx.world
    req = _request(world, request_id)
    _pending(req, "outgoing", "remind about")
    now = ctx.clock.now()
    last_text = req["last_reminded_at"] or req["created_at"]
    try:
        last = datetime.fromisoformat(last_text)
    except ValueError:
        last = now - REMINDER_COOLDOWN
    if now - last < REMINDER_COOLDOWN:
        wait = REMINDER_COOLDOWN - (now - last)
        hours = max(1, math.ceil(wait.total_seconds() / 3600))
        what = "a reminder was sent" if req["last_reminded_at"] else "the request was sent"
        raise ToolError(
            f"{what} less than 24 hours ago; you can remind again in about {hours} hour(s)"
        )
    row = world.update(
        _REQ,
        req["id"],
        {"last_reminded_at": now, "reminder_count": req["reminder_count"] + 1},
    )
    return _req_view(world, row)


@tool(
    domain=DOMAIN,
    reads=("payment_account", *_USERS),
    writes=("payment_splits", _REQ),
)
def split_payment_bill(
    ctx: WorldContext,
    total_amount: float,
    participants: Annotated[list[UserRef], Field(min_length=1, max_length=20)],
    note: Note,
    emoji: Emoji | None = None,
    include_me: bool = True,
    privacy: Privacy | None = None,
    receipt_image_id: ObjId | None = None,
) -> dict[str, Any]:
    """Split a bill equally and send each participant a request for their share.

    Rounding: each share is the total divided by the number of people (the owner counts
    when include_me is true), rounded down to the cent; leftover cents are added one
    each to the participants in the order given. The owner's share is never requested.

    Args:
        total_amount: The whole bill in dollars, e.g. 128.
        participants: Other people to charge: @handles, user ids or contact ids,
            e.g. ["@tom-becker", "@zoe-martin"]. Without the owner.
        note: What the bill was, e.g. "Dinner at Tanaka Ramen".
        emoji: Optional emoji, e.g. "🍜".
        include_me: Whether the owner pays a share too.
        privacy: Privacy of the requests; default: the account's default privacy.
        receipt_image_id: Image id of the bill, e.g. "img_5".

    Returns:
        The split with its id, each person's share and the request ids.
    """
    world = ctx.world
    acct = _account(world)
    total = parse_amount_cents(total_amount, what="total_amount")
    users: list[Row] = []
    for ref in participants:
        user = _counterparty(world, ref, "split a bill with")
        if any(u["id"] == user["id"] for u in users):
            raise ToolError(f"@{user['handle']} is listed twice in participants")
        users.append(user)
    text = _clean_note(note)
    icon = _clean_emoji(emoji)
    image = _image_id(ctx, receipt_image_id)
    people = len(users) + (1 if include_me else 0)
    base, extra = divmod(total, people)
    if base == 0:
        raise ToolError(f"{fmt_money(total)} is too small to split between {people} people")
    shares = [base + (1 if i < extra else 0) for i in range(len(users))]
    owner_share = total - sum(shares)
    now = ctx.clock.now()
    with world.transaction():
        split = world.insert(
            "payment_splits",
            {
                "note": text,
                "emoji": icon,
                "total_cents": total,
                "owner_share_cents": owner_share,
                "receipt_image_id": image,
                "created_at": now,
            },
        )
        requests = [
            world.insert(
                _REQ,
                {
                    "direction": "outgoing",
                    "user_id": u["id"],
                    "amount_cents": share,
                    "note": text,
                    "emoji": icon,
                    "privacy": privacy or acct["default_privacy"],
                    "split_id": split["id"],
                    "created_at": now,
                },
            )
            for u, share in zip(users, shares, strict=True)
        ]
    return {
        "split_id": split["id"],
        "total": _dollars(total),
        "my_share": _dollars(owner_share),
        "requests": [_req_view(world, r, u) for r, u in zip(requests, users, strict=True)],
        "receipt_image_id": image,
    }


@tool(domain=DOMAIN, reads=("payment_splits", _REQ, *_USERS))
def get_payment_split(ctx: WorldContext, split_id: ObjId) -> dict[str, Any]:
    """Get a split bill: the total, the owner's share, and each request's status (who
    has paid and who still owes).

    Args:
        split_id: Id of the split, e.g. "psp_0001" (split_id in list_payment_requests).
    """
    world = ctx.world
    split = world.get("payment_splits", split_id.strip())
    reqs = world.select(_REQ, {"split_id": split["id"]})
    outstanding = sum(r["amount_cents"] for r in reqs if r["status"] == "pending")
    return {
        "split_id": split["id"],
        "note": split["note"],
        "emoji": split["emoji"],
        "total": _dollars(split["total_cents"]),
        "my_share": _dollars(split["owner_share_cents"]),
        "receipt_image_id": split["receipt_image_id"],
        "created_at": split["created_at"],
        "requests": [_req_view(world, r) for r in reqs],
        "still_owed": _dollars(outstanding),
    }


# ----------------------------------------------------------------------------- history


@tool(domain=DOMAIN, reads=(_TX, *_USERS, "payment_account"))
def list_payment_transactions(
    ctx: WorldContext,
    direction: Literal["sent", "received", "all"] = "all",
    counterparty: UserRef | None = None,
    start_date: date | None = None,
    end_date: date | None = None,
    min_amount: float | None = None,
    max_amount: float | None = None,
    query: Annotated[str, Field(max_length=100)] | None = None,
    limit: Limit = 20,
    offset: Annotated[int, Field(ge=0)] = 0,
) -> dict[str, Any]:
    """List payments sent and received, newest first, with optional filters.

    Args:
        direction: "sent", "received" or "all".
        counterparty: Only payments with this user (@handle, user id or contact id).
        start_date: Only payments on or after this day, "YYYY-MM-DD".
        end_date: Only payments on or before this day, "YYYY-MM-DD".
        min_amount: Only payments of at least this many dollars.
        max_amount: Only payments of at most this many dollars.
        query: Words to find in the note, e.g. "rent".
        limit: Page size.
        offset: Payments to skip (for the next page).

    Returns:
        {"transactions": [...], "total": matches, "offset": offset}.
    """
    world = ctx.world
    if start_date and end_date and end_date < start_date:
        raise ToolError(f"end_date {end_date} is before start_date {start_date}")
    if min_amount is not None and max_amount is not None and max_amount < min_amount:
        raise ToolError("max_amount is below min_amount")
    where: dict[str, Any] = {}
    if direction != "all":
        where["direction"] = direction
    if counterparty is not None and counterparty.strip():
        where["user_id"] = _any_user(world, counterparty)["id"]
    words = (query or "").lower().split()
    # Every filter but the words is exact in SQL; words narrow with the full-text index
    # and are then tested exactly, like before. (Unary + keeps the equality filters
    # off the indexes, so that the full-text match picks the rows.)
    terms = [f'+"{col}" = ?' for col in where]
    params: list[Any] = list(where.values())
    if start_date:
        terms.append("substr(created_at, 1, 10) >= ?")
        params.append(start_date.isoformat())
    if end_date:
        terms.append("substr(created_at, 1, 10) <= ?")
        params.append(end_date.isoformat())
    if min_amount is not None:
        terms.append("amount_cents / 100.0 >= ?")
        params.append(min_amount)
    if max_amount is not None:
        terms.append("amount_cents / 100.0 <= ?")
        params.append(max_amount)
    usable = [w for w in words if len(w) >= 3]
    if usable:
        match = " AND ".join('"' + w.replace('"', '""') + '"' for w in usable)
        terms.append(f"rowid IN (SELECT rowid FROM {_TX}__search WHERE {_TX}__search MATCH ?)")
        params.append(match)
    sql_where = f" WHERE {' AND '.join(terms)}" if terms else ""
    order = " ORDER BY created_at DESC, rowid ASC"
    if words:
        rows = []
        for tx in world.query(f"SELECT * FROM {_TX}{sql_where}{order}", params, table=_TX):
            hay = f"{tx['note']} {tx['emoji'] or ''}".lower()
            if all(w in hay for w in words):
                rows.append(tx)
        total, page = len(rows), rows[offset : offset + limit]
    else:
        total, page = count_and_page(world, _TX, sql_where, params, order, limit, offset)
    return {
        "transactions": [_tx_view(world, t) for t in page],
        "total": total,
        "offset": offset,
    }


@tool(domain=DOMAIN, reads=(_TX, *_USERS))
def get_payment_transaction(ctx: WorldContext, transaction_id: ObjId) -> dict[str, Any]:
    """Get one payment with its note, emoji, privacy, funding and receipt image id.

    Args:
        transaction_id: Id of the payment, e.g. "ptx_0012" (from list_payment_transactions).
    """
    return _tx_view(ctx.world, ctx.world.get(_TX, transaction_id.strip()))


@tool(domain=DOMAIN, reads=(_TX, *_USERS), writes=(_TX,))
def set_payment_transaction_privacy(
    ctx: WorldContext, transaction_id: ObjId, privacy: Privacy
) -> dict[str, Any]:
    """Change who can see one payment: "public", "friends" or "private".

    Args:
        transaction_id: Id of the payment, e.g. "ptx_0012".
        privacy: The new audience.
    """
    tx = ctx.world.get(_TX, transaction_id.strip())
    if tx["privacy"] == privacy:
        raise ToolError(f"payment {tx['id']} is already {privacy}")
    return _tx_view(ctx.world, ctx.world.update(_TX, tx["id"], {"privacy": privacy}))


@tool(domain=DOMAIN, reads=(_TX, *_USERS), writes=(_TX,))
def attach_payment_receipt(
    ctx: WorldContext, transaction_id: ObjId, image_id: ObjId
) -> dict[str, Any]:
    """Attach a receipt image to the note of a payment the owner sent (replaces any
    receipt already attached).

    Args:
        transaction_id: Id of a sent payment, e.g. "ptx_0012".
        image_id: Image id of the receipt, e.g. "img_4".
    """
    world = ctx.world
    tx = world.get(_TX, transaction_id.strip())
    image = ctx.images.get(image_id.strip()).image_id
    if tx["direction"] != "sent":
        raise ToolError(f"payment {tx['id']} was received; receipts go on payments you sent")
    if tx["receipt_image_id"] == image:
        raise ToolError(f"{image} is already attached to payment {tx['id']}")
    return _tx_view(world, world.update(_TX, tx["id"], {"receipt_image_id": image}))


@tool(domain=DOMAIN, reads=(_TX, *_USERS), writes=(_TX,))
def remove_payment_receipt(ctx: WorldContext, transaction_id: ObjId) -> dict[str, Any]:
    """Remove the receipt image from a payment's note.

    Args:
        transaction_id: Id of the payment, e.g. "ptx_0012".
    """
    tx = ctx.world.get(_TX, transaction_id.strip())
    if tx["receipt_image_id"] is None:
        raise ToolError(f"payment {tx['id']} has no receipt attached")
    return _tx_view(ctx.world, ctx.world.update(_TX, tx["id"], {"receipt_image_id": None}))


# ----------------------------------------------------------------------------- transfers


@tool(domain=DOMAIN, reads=("payment_account", "payment_methods"))
def quote_payment_transfer(
    ctx: WorldContext,
    amount: float,
    speed: Literal["standard", "instant"] = "standard",
    method_id: ObjId | None = None,
) -> dict[str, Any]:
    """Preview a transfer to the bank without making it: fee, amount that arrives and
    when. Standard: free, 1-3 business days, to a bank account. Instant: 1.75% fee
    (min $0.25, max $25.00), minutes, to an eligible debit card or bank.

    Args:
        amount: Dollars to move out of the balance, e.g. 100.
        speed: "standard" or "instant".
        method_id: Destination, e.g. "pm_0002"; default: the default method if eligible,
            else the first eligible one.
    """
    world = ctx.world
    acct = _account(world)
    cents = parse_amount_cents(amount)
    method = _pick_transfer_method(world, acct, method_id, speed)
    fee = _instant_fee(cents) if speed == "instant" else 0
    arrival = ctx.clock.today() if speed == "instant" else _add_business_days(ctx.clock.today(), 3)
    return {
        "amount": _dollars(cents),
        "fee": _dollars(fee),
        "you_receive": _dollars(cents - fee),
        "speed": speed,
        "destination": {"id": method["id"], "label": _method_label(method)},
        "expected_arrival": arrival.isoformat(),
        "balance_covers_it": acct["balance_cents"] >= cents,
    }


@tool(
    domain=DOMAIN,
    reads=("payment_account", "payment_methods"),
    writes=("payment_account", "payment_transfers"),
)
def transfer_payment_balance_to_bank(
    ctx: WorldContext,
    amount: float | None = None,
    speed: Literal["standard", "instant"] = "standard",
    method_id: ObjId | None = None,
) -> dict[str, Any]:
    """Move money from the Venmo balance to a bank account or debit card. Standard is
    free and arrives in 1-3 business days (pending until then); instant costs 1.75%
    (min $0.25, max $25.00, taken from the amount) and arrives right away.

    Args:
        amount: Dollars to transfer; omit to transfer the whole balance.
        speed: "standard" or "instant".
        method_id: Destination, e.g. "pm_0001" (from list_payment_methods); default: the
            default method if eligible, else the first eligible one.

    Returns:
        The transfer (id, amount, fee, net_amount, status, expected_arrival) and the new
        balance.
    """
    world = ctx.world
    acct = _account(world)
    balance = acct["balance_cents"]
    if amount is None:
        if balance <= 0:
            raise ToolError("your Venmo balance is $0.00; there is nothing to transfer")
        cents = balance
    else:
        cents = parse_amount_cents(amount)
    if cents > balance:
        raise ToolError(
            f"insufficient balance: {fmt_money(balance)} available, {fmt_money(cents)} requested"
        )
    method = _pick_transfer_method(world, acct, method_id, speed)
    fee = _instant_fee(cents) if speed == "instant" else 0
    if fee >= cents:
        raise ToolError(
            f"{fmt_money(cents)} is too small for an instant transfer (fee {fmt_money(fee)}); "
            "use speed='standard'"
        )
    today = ctx.clock.today()
    with world.transaction():
        _set_balance(world, acct, balance - cents)
        tr = world.insert(
            "payment_transfers",
            {
                "kind": "to_bank",
                "method_id": method["id"],
                "method_label": _method_label(method),
                "amount_cents": cents,
                "fee_cents": fee,
                "speed": speed,
                "status": "completed" if speed == "instant" else "pending",
                "created_at": ctx.clock.now(),
                "expected_arrival": today if speed == "instant" else _add_business_days(today, 3),
            },
        )
    return {**_transfer_view(tr), "new_balance": _dollars(balance - cents)}


@tool(
    domain=DOMAIN,
    reads=("payment_account", "payment_methods"),
    writes=("payment_account", "payment_transfers"),
)
def add_payment_funds(
    ctx: WorldContext, amount: float, method_id: ObjId | None = None
) -> dict[str, Any]:
    """Add money to the Venmo balance from a linked bank account (cards can't be used).
    The money is available right away.

    Args:
        amount: Dollars to add, e.g. 50.
        method_id: Bank account to pull from, e.g. "pm_0001"; default: the default method
            if it is a bank, else the first linked bank.
    """
    world = ctx.world
    acct = _account(world)
    cents = parse_amount_cents(amount)
    if method_id is not None and method_id.strip():
        method = _method(world, method_id)
        if method["kind"] != "bank":
            raise ToolError(
                f"{_method_label(method)} is a card; money can only be added from a bank account"
            )
    else:
        banks = world.select("payment_methods", {"kind": "bank"})
        if not banks:
            raise ToolError("no bank account is linked; link one with link_payment_method")
        method = next((b for b in banks if b["id"] == acct["default_method_id"]), banks[0])
    with world.transaction():
        _set_balance(world, acct, acct["balance_cents"] + cents)
        tr = world.insert(
            "payment_transfers",
            {
                "kind": "add_funds",
                "method_id": method["id"],
                "method_label": _method_label(method),
                "amount_cents": cents,
                "fee_cents": 0,
                "speed": "standard",
                "status": "completed",
                "created_at": ctx.clock.now(),
                "expected_arrival": ctx.clock.today(),
            },
        )
    return {**_transfer_view(tr), "new_balance": _dollars(acct["balance_cents"] + cents)}


@tool(domain=DOMAIN, reads=("payment_transfers",))
def list_payment_transfers(
    ctx: WorldContext,
    kind: Literal["to_bank", "add_funds", "all"] = "all",
    status: Literal["pending", "completed", "all"] = "all",
) -> list[dict[str, Any]]:
    """List transfers to the bank and money added from it, newest first.

    Args:
        kind: "to_bank", "add_funds" or "all".
        status: "pending", "completed" or "all".
    """
    where: dict[str, Any] = {}
    if kind != "all":
        where["kind"] = kind
    if status != "all":
        where["status"] = status
    rows = ctx.world.select("payment_transfers", where, order_by="created_at DESC")
    return [_transfer_view(t) for t in rows]


# ----------------------------------------------------------------------------- statements


@tool(domain=DOMAIN, reads=_ALL_HISTORY)
def list_payment_statements(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the months that have a statement (from the month the account was opened to
    this month), newest first, with how many items each has.
    """
    world = ctx.world
    acct = _account(world)
    try:
        first = date.fromisoformat(acct["created_at"][:10]).replace(day=1)
    except ValueError:
        first = ctx.clock.today().replace(day=1)
    this_month = ctx.clock.today().replace(day=1)
    # Items per month counted in SQL, from the first listed month (at most 120 back) on.
    oldest = max(first, add_months(this_month, -119))
    counts: dict[str, int] = {}
    for table in (_TX, "payment_transfers"):
        for row in world.query(
            f"SELECT substr(created_at, 1, 7) AS month, COUNT(*) AS n FROM {table} "
            "WHERE created_at >= ? AND created_at < ? GROUP BY month",
            (oldest.isoformat(), add_months(this_month, 1).isoformat()),
        ):
            counts[row["month"]] = counts.get(row["month"], 0) + int(row["n"])
    months: list[dict[str, Any]] = []
    day = this_month
    while day >= first and len(months) < 120:
        key = day.strftime("%Y-%m")
        months.append({"month": key, "items": counts.get(key, 0)})
        day = (day - timedelta(days=1)).replace(day=1)
    return months


@tool(domain=DOMAIN, reads=_ALL_HISTORY)
def get_payment_statement(ctx: WorldContext, month: Month) -> dict[str, Any]:
    """Get the statement of one month: starting and ending balance, every payment and
    transfer in it, and totals. Payments funded by a bank or card are listed but do not
    change the balance.

    Args:
        month: "YYYY-MM", e.g. "2025-05".
    """
    world = ctx.world
    acct = _account(world)
    start, end = _parse_month(month)
    today = ctx.clock.today()
    if start > today:
        raise ToolError(f"{month} is in the future; statements exist up to {today:%Y-%m}")
    opened = acct["created_at"][:7]
    if month < opened:
        raise ToolError(f"the account was opened in {opened}; no statement for {month}")
    # (A stored datetime's date part is at or after a day exactly when the text is.)
    (later,) = world.query(
        "SELECT (SELECT COALESCE(SUM(CASE WHEN direction = 'received' THEN amount_cents "
        "WHEN funding_kind = 'balance' THEN -amount_cents ELSE 0 END), 0) "
        f"FROM {_TX} WHERE created_at >= :end) + (SELECT COALESCE(SUM(CASE WHEN "
        "kind = 'to_bank' THEN -amount_cents ELSE amount_cents END), 0) "
        "FROM payment_transfers WHERE created_at >= :end) AS delta",
        {"end": end.isoformat()},
    )
    after = int(later["delta"])
    inside = [(d, item) for _, d, item in _events(world, start.isoformat(), end.isoformat())]
    ending = acct["balance_cents"] - after
    starting = ending - sum(d for d, _ in inside)
    return {
        "month": month,
        "starting_balance": _dollars(starting),
        "ending_balance": _dollars(ending),
        "total_received": _dollars(
            sum(round(i["amount"] * 100) for _, i in inside if i["type"] == "payment_received")
        ),
        "total_sent": _dollars(
            sum(round(i["amount"] * 100) for _, i in inside if i["type"] == "payment_sent")
        ),
        "total_fees": _dollars(sum(round(i["fee"] * 100) for _, i in inside)),
        "items": [i for _, i in inside],
        "is_partial_month": start <= today < end,
    }


# ----------------------------------------------------------------------------- seed


class SeedAccount(DataModel):
    """The owner's account before the seeded history is replayed."""

    starting_balance_cents: int = Field(ge=0)
    default_privacy: Privacy
    weekly_send_limit_cents: int = Field(ge=1)
    created_days_ago: int = Field(ge=0)


class SeedMethod(DataModel):
    """A linked bank account or card.

    Attributes:
        default: The account's default method: it funds payments the balance cannot
            cover and receives standard transfers (exactly one method is the default).
    """

    kind: Literal["bank", "debit_card", "credit_card"]
    name: str
    last4: str = Field(pattern=r"^\d{4}$")
    supports_instant: bool = False
    added_days_ago: int = Field(ge=0)
    default: bool = False


class SeedPaymentFriend(DataModel):
    """A payments user who is in the address book ("{owner}" = the owner's last name,
    lower-cased in the handle)."""

    first: str
    last: str
    handle: str
    friend: bool = True


class SeedStranger(DataModel):
    """A payments user who is not in the address book."""

    name: str
    handle: str
    business: bool = False
    blocked: bool = False


class SeedRequest(DataModel):
    """A money request (``handle`` of a seeded user; "{owner}" as in friends' handles).

    Attributes:
        resolved_after_days: When a paid, declined or cancelled request was resolved.
        reminders: How many reminders were sent (the last three days after the request).
    """

    days_ago: float = Field(ge=0)
    handle: str
    direction: Literal["incoming", "outgoing"]
    amount: float = Field(gt=0)
    note: str
    emoji: str | None
    status: Literal["pending", "paid", "declined", "cancelled"]
    resolved_after_days: float | None = None
    reminders: int = Field(default=0, ge=0)


class SeedPayment(DataModel):
    """A past payment; one with the same user and note as a paid request settles it."""

    days_ago: float = Field(ge=0)
    handle: str
    direction: Literal["sent", "received"]
    amount: float = Field(gt=0)
    note: str
    emoji: str | None
    privacy: Privacy


class SeedTransfer(DataModel):
    """Money added from the default method, or moved out to the bank (instant ones go
    to the first method that supports instant transfers)."""

    kind: Literal["add_funds", "to_bank"]
    speed: Literal["standard", "instant"] = "standard"
    days_ago: float = Field(ge=0)
    amount_cents: int = Field(gt=0)
    pending: bool = False


class SeedSplit(DataModel):
    """A bill split equally between the owner and ``people`` (handles), with its receipt.

    Attributes:
        paid_by: People who paid their share ``paid_after_hours`` after the split.
        receipt: The receipt image's lines of text.
    """

    note: str
    emoji: str
    total_cents: int = Field(gt=0)
    share_cents: int = Field(gt=0)
    days_ago: float = Field(ge=0)
    people: tuple[str, ...]
    paid_by: tuple[str, ...]
    paid_after_hours: float = Field(ge=0)
    receipt: tuple[str, ...]

    @model_validator(mode="after")
    def _shares_add_up(self) -> SeedSplit:
        if self.share_cents * (len(self.people) + 1) != self.total_cents:
            raise ValueError("total_cents must be share_cents times (people + the owner)")
        if not set(self.paid_by) <= set(self.people):
            raise ValueError("paid_by must name people of the split")
        return self


class PaymentsSeed(DataModel):
    """``data/sandbox/domains/payments_seed.json``: the payments app's account and
    history."""

    account: SeedAccount
    methods: tuple[SeedMethod, ...]
    friends: tuple[SeedPaymentFriend, ...]
    strangers: tuple[SeedStranger, ...]
    requests: tuple[SeedRequest, ...]
    payments: tuple[SeedPayment, ...]
    transfers: tuple[SeedTransfer, ...]
    split: SeedSplit

    @model_validator(mode="after")
    def _one_default_method(self) -> PaymentsSeed:
        if sum(m.default for m in self.methods) != 1:
            raise ValueError("exactly one payment method must be the default")
        if any(t.speed == "instant" for t in self.transfers) and not any(
            m.supports_instant for m in self.methods
        ):
            raise ValueError("an instant transfer needs a method that supports instant")
        return self


@cache
def payments_seed() -> PaymentsSeed:
    """The bundled payments content, read and validated on first use."""
    return load_domain_data("payments_seed", PaymentsSeed)


def _receipt_image(lines: tuple[str, ...]) -> Image.Image:
    """A small, deterministic restaurant receipt for the seeded bill split."""
    img = Image.new("RGB", (220, 300), (250, 248, 240))
    draw = ImageDraw.Draw(img)
    for i, line in enumerate(lines):
        draw.text((14, 12 + i * 19), line, fill=(30, 30, 30))
    return img


def seed(world: World, rng: random.Random) -> None:
    """Fill the payments app: the owner's account, a bank account and two cards, ~27
    users (friends from the address book, look-alike strangers, businesses, a blocked
    scammer), ~25 payments over three months, pending requests both ways, a split
    dinner bill with its receipt image (one share paid), and a few transfers.

    The balance is computed by replaying the history, so statements add up.
    """
    owner = world.owner
    family = owner.last_name or "Ellis"
    now = world.clock.now()
    content = payments_seed()

    def fill(text: str) -> str:
        return text.replace("{owner}", family.lower())

    methods = [
        world.insert(
            "payment_methods",
            {
                "kind": m.kind,
                "name": m.name,
                "last4": m.last4,
                "supports_instant": m.supports_instant,
                "added_at": world.clock.days_ago(m.added_days_ago),
            },
        )
        for m in content.methods
    ]
    bank = next(row for row, m in zip(methods, content.methods, strict=True) if m.default)
    instant_method = next((row for row in methods if row["supports_instant"]), bank)
    handle = f"{owner.first_name}-{owner.last_name}".lower().replace(" ", "-") or "me"
    balance = content.account.starting_balance_cents
    acct = world.insert(
        "payment_account",
        {
            "id": "me",
            "handle": handle,
            "display_name": owner.name or "Me",
            "balance_cents": balance,
            "default_privacy": content.account.default_privacy,
            "default_method_id": bank["id"],
            "use_default_method_when_low": True,
            "weekly_send_limit_cents": content.account.weekly_send_limit_cents,
            "created_at": world.clock.days_ago(content.account.created_days_ago),
        },
    )
    users: dict[str, str] = {}
    for friend in content.friends:
        cid = seed_contact_id(world, friend.first, friend.last)
        contact = world.get("contacts", cid)
        user = world.insert(
            "payment_users",
            {
                "handle": fill(friend.handle),
                "display_name": display_name(contact),
                "phone": primary_number(world, cid),
                "contact_id": cid,
                "is_friend": friend.friend,
                "friends_since": world.clock.days_ago(rng.randint(120, 1000))
                if friend.friend
                else None,
            },
        )
        users[fill(friend.handle)] = user["id"]
    for stranger in content.strangers:
        user = world.insert(
            "payment_users",
            {
                "handle": stranger.handle,
                "display_name": stranger.name,
                "is_business": stranger.business,
                "is_blocked": stranger.blocked,
            },
        )
        users[stranger.handle] = user["id"]

    # Requests first (payments may settle them). Only a paid request is settled by a
    # payment: the payment with the same user and note links to it. An open request that
    # shares a note with an older payment (Maya's "Book club wine") is a new request.
    request_ids: dict[tuple[str, str], str] = {}
    for request in content.requests:
        created = now - timedelta(days=request.days_ago, minutes=rng.randint(0, 50))
        resolved = request.resolved_after_days
        req = world.insert(
            "payment_requests",
            {
                "direction": request.direction,
                "user_id": users[fill(request.handle)],
                "amount_cents": round(request.amount * 100),
                "note": request.note,
                "emoji": request.emoji,
                "privacy": "friends",
                "status": request.status,
                "created_at": created,
                "resolved_at": None if resolved is None else created + timedelta(days=resolved),
                "last_reminded_at": created + timedelta(days=3) if request.reminders else None,
                "reminder_count": request.reminders,
            },
        )
        if request.status == "paid":
            key = (fill(request.handle), request.note)
            if key in request_ids:
                raise ValueError(f"two paid seed requests share the user and note {key}")
            request_ids[key] = req["id"]

    # Replay the history in time order so the balance and statements are consistent.
    events: list[tuple[datetime, str, Any]] = []
    for payment in content.payments:
        at = now - timedelta(days=payment.days_ago, minutes=rng.randint(0, 40))
        events.append((at, "tx", payment))
    for transfer in content.transfers:
        events.append((now - timedelta(days=transfer.days_ago), "transfer", transfer))
    split = content.split
    split_at = now - timedelta(days=split.days_ago)
    paid_at = split_at + timedelta(hours=split.paid_after_hours)
    events.append((split_at, "split", None))
    for who in split.paid_by:
        events.append((paid_at, "split_paid", who))
    events.sort(key=lambda e: e[0])
    split_id = ""
    for at, kind, item in events:
        if kind == "tx":
            cents = round(item.amount * 100)
            funded_by_bank = item.direction == "sent" and balance < cents
            if item.direction == "received":
                balance += cents
            elif not funded_by_bank:
                balance -= cents
            world.insert(
                "payment_transactions",
                {
                    "direction": item.direction,
                    "user_id": users[fill(item.handle)],
                    "amount_cents": cents,
                    "note": item.note,
                    "emoji": item.emoji,
                    "privacy": item.privacy,
                    "funding_kind": "payment_method" if funded_by_bank else "balance",
                    "funding_method_id": bank["id"] if funded_by_bank else None,
                    "funding_label": _method_label(bank) if funded_by_bank else "Venmo balance",
                    "request_id": request_ids.get((fill(item.handle), item.note)),
                    "created_at": at,
                },
            )
        elif kind == "transfer" and item.kind == "add_funds":
            balance += item.amount_cents
            world.insert(
                "payment_transfers",
                {
                    "kind": "add_funds",
                    "method_id": bank["id"],
                    "method_label": _method_label(bank),
                    "amount_cents": item.amount_cents,
                    "status": "pending" if item.pending else "completed",
                    "created_at": at,
                    "expected_arrival": at.date(),
                },
            )
        elif kind == "transfer":
            balance -= item.amount_cents
            instant = item.speed == "instant"
            method = instant_method if instant else bank
            world.insert(
                "payment_transfers",
                {
                    "kind": "to_bank",
                    "method_id": method["id"],
                    "method_label": _method_label(method),
                    "amount_cents": item.amount_cents,
                    "fee_cents": _instant_fee(item.amount_cents) if instant else 0,
                    "speed": item.speed,
                    "status": "pending" if item.pending else "completed",
                    "created_at": at,
                    "expected_arrival": at.date() if instant else _add_business_days(at.date(), 3),
                },
            )
        elif kind == "split":
            image = world.images.add_pil(
                _receipt_image(split.receipt), source="seed:payments/receipt"
            )
            split_row = world.insert(
                "payment_splits",
                {
                    "note": split.note,
                    "emoji": split.emoji,
                    "total_cents": split.total_cents,
                    "owner_share_cents": split.share_cents,
                    "receipt_image_id": image.image_id,
                    "created_at": at,
                },
            )
            split_id = split_row["id"]
            for who in split.people:
                paid = who in split.paid_by
                world.insert(
                    "payment_requests",
                    {
                        "direction": "outgoing",
                        "user_id": users[fill(who)],
                        "amount_cents": split.share_cents,
                        "note": split.note,
                        "emoji": split.emoji,
                        "privacy": "friends",
                        "status": "paid" if paid else "pending",
                        "split_id": split_id,
                        "created_at": at,
                        "resolved_at": paid_at if paid else None,
                    },
                )
        elif kind == "split_paid":
            payer = users[fill(item)]
            req = world.select("payment_requests", {"split_id": split_id, "user_id": payer})[0]
            balance += split.share_cents
            world.insert(
                "payment_transactions",
                {
                    "direction": "received",
                    "user_id": payer,
                    "amount_cents": split.share_cents,
                    "note": split.note,
                    "emoji": split.emoji,
                    "privacy": "friends",
                    "request_id": req["id"],
                    "created_at": at,
                },
            )
    world.update("payment_account", acct["id"], {"balance_cents": balance})
