"""Shared expenses: a Splitwise-style app for splitting costs with friends and groups.

People are the owner ("me") and friends made from address-book contacts. Groups have
members and one currency; expenses have a payer, an amount, a category, a date and a
split (equal, exact amounts, percentages or shares). Non-group expenses are between
the owner and friends directly. Balances are never stored: they are computed from
the expenses (payer is owed the amount, each participant owes their share) and the
recorded settle-up payments.

Money is stored in integer cents of the expense's currency. Cent rounding rules:

- equal: the amount is divided by the number of participants and rounded down to the
  cent; leftover cents go one each to the participants in the order they are listed.
- percent / shares: each share is computed exactly, rounded down to the cent, and the
  leftover cents go one each to the largest fractional remainders (ties: listing
  order). Percentages must add up to exactly 100.
- exact: the amounts must add up to the expense amount to the cent.
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import date, timedelta
from decimal import Decimal, InvalidOperation
from fractions import Fraction
from functools import cache
from typing import Annotated, Any, Literal, get_args

from PIL import Image, ImageDraw
from pydantic import ConfigDict, Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains._common import (
    DataModel,
    count_and_page,
    display_name,
    exact_cents,
    load_domain_data,
)
from mmtoolbench.sandbox.domains.contacts import primary_number, seed_contact_id
from mmtoolbench.sandbox.world.schema import Column, KeyIndex, Table
from mmtoolbench.sandbox.world.sql import in_values
from mmtoolbench.sandbox.world.state import Row, World

DOMAIN = "expenses"
REQUIRES: tuple[str, ...] = ("contacts",)

Currency = Literal["USD", "EUR", "GBP", "CAD", "AUD", "MXN"]
CURRENCIES: tuple[str, ...] = get_args(Currency)
_SYMBOLS = {"USD": "$", "EUR": "€", "GBP": "£", "CAD": "CA$", "AUD": "A$", "MXN": "MX$"}
Category = Literal[
    "general",
    "groceries",
    "dining_out",
    "rent",
    "utilities",
    "household_supplies",
    "furniture",
    "transportation",
    "gas_fuel",
    "parking",
    "lodging",
    "travel",
    "entertainment",
    "sports",
    "gifts",
    "medical",
    "pets",
    "education",
    "other",
]
CATEGORIES: tuple[str, ...] = get_args(Category)
SplitType = Literal["equal", "exact", "percent", "shares"]
SPLIT_TYPES: tuple[str, ...] = get_args(SplitType)
_PERSON_HINT = "use list_expense_friends to find people ids ('me' is the owner)"

TABLES: tuple[Table, ...] = (
    Table(
        name="expense_people",
        domain=DOMAIN,
        entity="person",
        id_prefix="ep",
        lookup_hint=_PERSON_HINT,
        description="The owner and the friends they split expenses with.",
        key_indexes=(
            KeyIndex("folded_name", ("name",), lambda name: name.lower()),
            KeyIndex("first_word", ("name",), lambda name: name.lower().split(" ")[0]),
        ),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Person id, e.g. ep_0003."),
            Column("name", "TEXT", not_null=True),
            Column("email", "TEXT"),
            Column("phone", "TEXT"),
            Column("contact_id", "TEXT", references="contacts.id", on_delete="SET NULL"),
            Column("is_me", "BOOLEAN", not_null=True, default=False, description="The owner."),
            Column("added_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="expense_groups",
        domain=DOMAIN,
        entity="expense group",
        id_prefix="eg",
        lookup_hint="use list_expense_groups to find group ids",
        description="Groups of people sharing expenses (a home, a trip...).",
        key_indexes=(KeyIndex("folded_name", ("name",), lambda name: name.lower()),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Group id, e.g. eg_0002."),
            Column("name", "TEXT", not_null=True),
            Column(
                "group_type",
                "TEXT",
                not_null=True,
                default="other",
                choices=("home", "trip", "couple", "other"),
            ),
            Column("currency", "TEXT", not_null=True, default="USD", choices=CURRENCIES),
            Column(
                "simplify_debts",
                "BOOLEAN",
                not_null=True,
                default=True,
                description="Show the fewest payments needed instead of who owes whom.",
            ),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="expense_group_members",
        domain=DOMAIN,
        entity="group member",
        id_prefix="egm",
        unique_together=(("group_id", "person_id"),),
        description="Who is in which expense group.",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "group_id",
                "TEXT",
                not_null=True,
                references="expense_groups.id",
                on_delete="CASCADE",
            ),
            Column(
                "person_id",
                "TEXT",
                not_null=True,
                references="expense_people.id",
                on_delete="CASCADE",
            ),
            Column("joined_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="expenses",
        domain=DOMAIN,
        entity="expense",
        id_prefix="exp",
        search_columns=("description", "notes"),
        indexes=(("deleted_at", "date"), ("date",)),
        lookup_hint="use list_expenses to find expense ids",
        description="Shared costs: who paid how much, and for what.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Expense id, e.g. exp_0007."),
            Column(
                "group_id",
                "TEXT",
                references="expense_groups.id",
                on_delete="CASCADE",
                description="Group, or NULL for a non-group expense between friends.",
            ),
            Column("description", "TEXT", not_null=True),
            Column("amount_cents", "INTEGER", not_null=True),
            Column("currency", "TEXT", not_null=True, default="USD", choices=CURRENCIES),
            Column("category", "TEXT", not_null=True, default="general", choices=CATEGORIES),
            Column("date", "DATE", not_null=True),
            Column("paid_by", "TEXT", not_null=True, references="expense_people.id"),
            Column("split_type", "TEXT", not_null=True, default="equal", choices=SPLIT_TYPES),
            Column("notes", "TEXT", not_null=True, default=""),
            Column("receipt_image_id", "TEXT", description="Image id of the receipt."),
            Column("created_at", "DATETIME", not_null=True),
            Column("updated_at", "DATETIME", not_null=True),
            Column("deleted_at", "DATETIME", description="Set when deleted (restorable)."),
        ),
    ),
    Table(
        name="expense_splits",
        domain=DOMAIN,
        entity="expense share",
        id_prefix="exs",
        unique_together=(("expense_id", "person_id"),),
        description="Each participant's share of an expense.",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "expense_id", "TEXT", not_null=True, references="expenses.id", on_delete="CASCADE"
            ),
            Column("person_id", "TEXT", not_null=True, references="expense_people.id"),
            Column("owed_cents", "INTEGER", not_null=True, description="Their share, in cents."),
            Column(
                "split_value",
                "REAL",
                description="What was entered: exact amount, percentage or shares (NULL for equal).",
            ),
        ),
    ),
    Table(
        name="expense_comments",
        domain=DOMAIN,
        entity="expense comment",
        id_prefix="exc",
        lookup_hint="use list_expense_comments to find comment ids",
        description="Comments on expenses.",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "expense_id", "TEXT", not_null=True, references="expenses.id", on_delete="CASCADE"
            ),
            Column("author_id", "TEXT", not_null=True, references="expense_people.id"),
            Column("body", "TEXT", not_null=True),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="expense_settlements",
        domain=DOMAIN,
        entity="settle-up payment",
        id_prefix="est",
        lookup_hint="use list_expense_settlements to find settlement ids",
        description="Recorded payments that settle balances (from one person to another).",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "group_id",
                "TEXT",
                references="expense_groups.id",
                on_delete="CASCADE",
                description="Group, or NULL for a settlement outside groups.",
            ),
            Column("from_person_id", "TEXT", not_null=True, references="expense_people.id"),
            Column("to_person_id", "TEXT", not_null=True, references="expense_people.id"),
            Column("amount_cents", "INTEGER", not_null=True),
            Column("currency", "TEXT", not_null=True, default="USD", choices=CURRENCIES),
            Column(
                "method",
                "TEXT",
                not_null=True,
                default="cash",
                choices=("cash", "venmo", "paypal", "bank_transfer", "other"),
            ),
            Column("date", "DATE", not_null=True),
            Column("note", "TEXT", not_null=True, default=""),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
)

_PEOPLE = ("expense_people",)
_GROUPS = ("expense_groups", "expense_group_members")
_LEDGER = ("expenses", "expense_splits", "expense_settlements", "expense_people")

SettleMethod = Literal["cash", "venmo", "paypal", "bank_transfer", "other"]
GroupType = Literal["home", "trip", "couple", "other"]
PersonRef = Annotated[str, Field(min_length=1, max_length=100)]
ObjId = Annotated[str, Field(min_length=1, max_length=64)]
Description = Annotated[str, Field(min_length=1, max_length=120)]
Limit = Annotated[int, Field(ge=1, le=100)]
Month = Annotated[str, Field(pattern=r"^\d{4}-\d{2}$")]

MAX_CENTS = 100_000_000
_PERSON_ID = re.compile(r"ep_\d+")
_CONTACT_ID = re.compile(r"ct_\d+")

# ----------------------------------------------------------------------------- money


def _cents(value: float, *, what: str = "amount", allow_zero: bool = False) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        raise ToolError(f"{what} must be a number like 12.50, got {value!r}")
    if value < 0 or (value == 0 and not allow_zero):
        raise ToolError(f"{what} must be greater than 0, got {value:g}")
    cents = exact_cents(value)
    if cents is None:
        raise ToolError(f"{what} {value!r} has more than 2 decimal places")
    if cents > MAX_CENTS:
        raise ToolError(f"{what} {value:,.2f} is above the maximum of 1,000,000.00")
    return cents


def fmt_amount(cents: int, currency: str) -> str:
    """``(-1234, "EUR")`` -> ``'-€12.34'``."""
    sign = "-" if cents < 0 else ""
    return f"{sign}{_SYMBOLS.get(currency, currency + ' ')}{abs(cents) / 100:,.2f}"


def _money(cents: int) -> float:
    return round(cents / 100, 2)


def _largest_remainder(total: int, weights: Sequence[Fraction]) -> list[int]:
    """Split ``total`` cents proportionally to ``weights`` (sum > 0), exactly."""
    whole = sum(weights, Fraction(0))
    raw = [total * w / whole for w in weights]
    floors = [math.floor(r) for r in raw]
    left = total - sum(floors)
    order = sorted(range(len(raw)), key=lambda i: (-(raw[i] - floors[i]), i))
    for i in order[:left]:
        floors[i] += 1
    return floors


# ----------------------------------------------------------------------------- people


def _me_or_none(world: World) -> Row | None:
    """The owner's person row (read once per state of ``expense_people``), or None."""

    def read() -> Row | None:
        rows = world.select("expense_people", {"is_me": True}, limit=1)
        return rows[0] if rows else None

    found: Row | None = world.derived("expenses.me", ("expense_people",), read)
    return None if found is None else dict(found)


def _me(world: World) -> Row:
    me = _me_or_none(world)
    if me is None:
        raise ToolError("the shared-expenses account is not set up on this device")
    return me


def _people_read(world: World) -> dict[str, Row | None]:
    """Person rows (None: no such person) by id, as read so far in this state of
    ``expense_people``: filled on demand, forgotten when the table is written."""
    memo: dict[str, Row | None] = world.derived("expenses.people_by_id", _PEOPLE, dict)
    return memo


def _person_or_none(world: World, person_id: str) -> Row | None:
    """The person row with this id, or None (read once per state of the table)."""
    memo = _people_read(world)
    if person_id in memo:
        row = memo[person_id]
    else:
        row = memo[person_id] = world.get_or_none("expense_people", person_id)
    return None if row is None else dict(row)


def _person(world: World, ref: str) -> Row:
    """Resolve 'me', a person id, a contact id, or a unique name."""
    text = ref.strip()
    if not text:
        raise ToolError(f"give a person as 'me', a person id or a contact id; {_PERSON_HINT}")
    low = text.lower()
    if low in ("me", "you", "i", "myself", "owner"):
        return _me(world)
    if _PERSON_ID.fullmatch(text):
        found = _person_or_none(world, text)
        return world.get("expense_people", text) if found is None else found
    if _CONTACT_ID.fullmatch(text):
        contact = world.get("contacts", text)
        rows = world.select("expense_people", {"contact_id": text})
        if not rows:
            raise ToolError(
                f"{display_name(contact)} ({text}) is not a friend in the expenses app yet; "
                "add them with add_expense_friend (or add_expense_group_member)"
            )
        return rows[0]
    exact = world.select_by_key("expense_people", "folded_name", low)
    if len(exact) == 1:
        return exact[0]
    matches = exact or world.select_by_key("expense_people", "first_word", low)
    if len(matches) == 1:
        return matches[0]
    if matches:
        names = ", ".join(f"{p['name']} ({p['id']})" for p in matches)
        raise ToolError(f"{ref!r} matches several people: {names}; use the person id")
    raise ToolError(f"no person {ref!r} in the expenses app; {_PERSON_HINT}")


def _person_or_contact(ctx: WorldContext, ref: str) -> tuple[Row | None, Row | None]:
    """(existing person, contact to turn into a person)."""
    text = ref.strip()
    if _CONTACT_ID.fullmatch(text):
        contact = ctx.world.get("contacts", text)
        rows = ctx.world.select("expense_people", {"contact_id": text})
        return (rows[0], None) if rows else (None, contact)
    return _person(ctx.world, ref), None


def _new_friend(ctx: WorldContext, contact: Row) -> Row:
    world = ctx.world
    emails = world.select(
        "contact_emails", {"contact_id": contact["id"]}, order_by="is_primary DESC", limit=1
    )
    return world.insert(
        "expense_people",
        {
            "name": display_name(contact),
            "email": emails[0]["address"] if emails else None,
            "phone": primary_number(world, contact["id"]),
            "contact_id": contact["id"],
            "added_at": ctx.clock.now(),
        },
    )


def _label(p: Row) -> str:
    """How a person is named in results: their name, the owner marked "(you)"."""
    return f"{p['name']} (you)" if p["is_me"] else str(p["name"])


def _name(world: World, person_id: str, known: Mapping[str, Row] | None = None) -> str:
    """`_label` of a person, from ``known`` (rows read earlier in the same call) when it
    holds them, else read; "(unknown)" when there is no such person."""
    p = known.get(person_id) if known is not None else None
    if p is None:
        p = _person_or_none(world, person_id)
    if p is None:
        return "(unknown)"
    return _label(p)


def _pview(world: World, person_id: str, known: Mapping[str, Row] | None = None) -> dict[str, Any]:
    return {"person_id": person_id, "name": _name(world, person_id, known)}


def _person_view(p: Row) -> dict[str, Any]:
    """`_pview` of a person row already read."""
    return {"person_id": p["id"], "name": _label(p)}


def _names(world: World, person_ids: Iterable[str]) -> dict[str, str]:
    """`_name` of each person, read in one query."""
    wanted = sorted(set(person_ids))
    memo = _people_read(world)
    missing = [pid for pid in wanted if pid not in memo]
    if missing:
        found = {p["id"]: p for p in world.select("expense_people", {"id": missing})}
        for pid in missing:
            memo[pid] = found.get(pid)
    out = {}
    for pid in wanted:
        p = memo[pid]
        out[pid] = (
            "(unknown)" if p is None else f"{p['name']} (you)" if p["is_me"] else str(p["name"])
        )
    return out


# ----------------------------------------------------------------------------- groups


def _group(world: World, group_id: str) -> Row:
    return world.get("expense_groups", group_id.strip())


def _group_or_none(world: World, group_id: str) -> Row | None:
    """The group row with this id, or None (read once per state of the table)."""
    memo: dict[str, Row | None] = world.derived("expenses.groups_by_id", ("expense_groups",), dict)
    if group_id in memo:
        row = memo[group_id]
    else:
        row = memo[group_id] = world.get_or_none("expense_groups", group_id)
    return None if row is None else dict(row)


def _member_ids(world: World, group_id: str) -> list[str]:
    return [m["person_id"] for m in world.select("expense_group_members", {"group_id": group_id})]


def _members(world: World, group_id: str) -> list[Row]:
    """The person rows of a group's members, in the order they joined (one query)."""
    return world.query(
        "SELECT p.* FROM expense_group_members m JOIN expense_people p ON p.id = m.person_id "
        "WHERE m.group_id = ? ORDER BY m.rowid",
        (group_id,),
        table="expense_people",
    )


def _is_member(world: World, group_id: str, person_id: str) -> bool:
    return world.exists_where(
        "expense_group_members", {"group_id": group_id, "person_id": person_id}
    )


def _require_member(world: World, group: Row, person: Row) -> None:
    if not _is_member(world, group["id"], person["id"]):
        raise ToolError(
            f"{_name(world, person['id'])} is not a member of {group['name']!r}; add them with "
            "add_expense_group_member first"
        )


# ----------------------------------------------------------------------------- ledger


def _active_expenses(world: World, group_id: str | Literal["*"] | None = "*") -> list[Row]:
    where: dict[str, Any] = {"deleted_at": None}
    if group_id != "*":
        where["group_id"] = group_id
    return world.select("expenses", where, order_by=["date", "created_at"])


def _settlements(world: World, group_id: str | Literal["*"] | None = "*") -> list[Row]:
    where: dict[str, Any] = {}
    if group_id != "*":
        where["group_id"] = group_id
    return world.select("expense_settlements", where, order_by="date")


def _splits(world: World, expense_id: str) -> list[Row]:
    return world.select("expense_splits", {"expense_id": expense_id})


_SEP = "char(1)"
#: Balances are summed in SQL; where a result lists people, currencies or pairs, they
#: come in ledger order: active expenses by date, creation time and insertion (each
#: expense's payer, then its shares by insertion), then settlements by date and
#: insertion. These text keys sort that way (char(1) separates the parts).
_SHARE_KEY = (
    f"'0' || e.date || {_SEP} || e.created_at || {_SEP} || printf('%020d', e.rowid) "
    f"|| {_SEP} || printf('%020d', s.rowid)"
)
_SETTLE_KEY = f"'1' || st.date || {_SEP} || printf('%020d', st.rowid)"


_EXPENSE_KEY = f"'0' || e.date || {_SEP} || e.created_at || {_SEP} || printf('%020d', e.rowid)"


def _scope_net(world: World, group_id: str | None) -> dict[str, dict[str, int]]:
    """Net balances over a group's (None: the non-group) active expenses and
    settlements: {currency: {person_id: cents}}, positive meaning they are owed money
    (an expense's payer gets its amount, each participant owes their share; a
    settlement's payer gets it back, its receiver owes it). Every currency and person
    met is listed (even at zero); the order is unspecified (callers sort)."""
    scope_e = "e.group_id IS NULL" if group_id is None else "e.group_id = :g"
    scope_st = "st.group_id IS NULL" if group_id is None else "st.group_id = :g"
    rows = world.query(
        "SELECT cur, person, SUM(amt) AS net FROM ("
        "SELECT e.currency AS cur, e.paid_by AS person, e.amount_cents AS amt FROM expenses e "
        f"WHERE {scope_e} AND e.deleted_at IS NULL "
        "UNION ALL SELECT e.currency, s.person_id, -s.owed_cents "
        "FROM expenses e JOIN expense_splits s ON s.expense_id = e.id "
        f"WHERE {scope_e} AND e.deleted_at IS NULL "
        "UNION ALL SELECT st.currency, st.from_person_id, st.amount_cents "
        f"FROM expense_settlements st WHERE {scope_st} "
        "UNION ALL SELECT st.currency, st.to_person_id, -st.amount_cents "
        f"FROM expense_settlements st WHERE {scope_st}"
        ") GROUP BY cur, person",
        {"g": group_id},
    )
    net: dict[str, dict[str, int]] = {}
    for r in rows:
        net.setdefault(str(r["cur"]), {})[str(r["person"])] = int(r["net"])
    return net


def _scope_pairwise(world: World, group_id: str | None) -> dict[tuple[str, str, str], int]:
    """Who owes whom over a group's (None: the non-group) active expenses and
    settlements: {(debtor, creditor, currency): cents}, each non-zero share owed to
    the expense's payer minus settlements paid, netted per pair (`_net_pairs`); the
    order is unspecified (callers sort)."""
    scope_e = "e.group_id IS NULL" if group_id is None else "e.group_id = :g"
    scope_st = "st.group_id IS NULL" if group_id is None else "st.group_id = :g"
    rows = world.query(
        "SELECT debtor, creditor, cur, SUM(amt) AS owed FROM ("
        "SELECT s.person_id AS debtor, e.paid_by AS creditor, e.currency AS cur, "
        "s.owed_cents AS amt FROM expenses e JOIN expense_splits s ON s.expense_id = e.id "
        f"WHERE {scope_e} AND e.deleted_at IS NULL AND s.person_id != e.paid_by "
        "AND s.owed_cents != 0 "
        "UNION ALL SELECT st.from_person_id, st.to_person_id, st.currency, -st.amount_cents "
        f"FROM expense_settlements st WHERE {scope_st}"
        ") GROUP BY debtor, creditor, cur",
        {"g": group_id},
    )
    return _net_pairs(
        {(str(r["debtor"]), str(r["creditor"]), str(r["cur"])): int(r["owed"]) for r in rows}
    )


def _group_net_of(world: World, group_id: str, person_id: str) -> dict[str, int]:
    """`_scope_net` of one person in a group: {currency: net cents}, listing every
    currency of the group's active expenses and settlements in ledger order (sorted
    only when there are several: a group normally has one)."""
    for keyed in (False, True):
        rows = _group_net_rows(world, group_id, person_id, keyed)
        if len(rows) <= 1 or keyed:
            break
    return {str(r["cur"]): int(r["net"]) for r in sorted(rows, key=lambda r: str(r["first"]))}


def _group_net_rows(world: World, group_id: str, person_id: str, keyed: bool) -> list[Row]:
    expense_key = _EXPENSE_KEY if keyed else "''"
    settle_key = _SETTLE_KEY if keyed else "''"
    return world.query(
        "SELECT cur, SUM(amt) AS net, MIN(k) AS first FROM ("
        "SELECT e.currency AS cur, CASE WHEN e.paid_by = :p THEN e.amount_cents ELSE 0 END "
        f"AS amt, {expense_key} AS k FROM expenses e "
        "WHERE e.group_id = :g AND e.deleted_at IS NULL "
        f"UNION ALL SELECT e.currency, -s.owed_cents, {expense_key} "
        "FROM expense_splits s JOIN expenses e ON e.id = s.expense_id "
        "WHERE s.person_id = :p AND e.group_id = :g AND e.deleted_at IS NULL "
        "UNION ALL SELECT st.currency, "
        "(CASE WHEN st.from_person_id = :p THEN st.amount_cents ELSE 0 END) - "
        "(CASE WHEN st.to_person_id = :p THEN st.amount_cents ELSE 0 END), "
        f"{settle_key} FROM expense_settlements st WHERE st.group_id = :g"
        ") GROUP BY cur",
        {"g": group_id, "p": person_id},
    )


def _net_pairs(owes: Mapping[tuple[str, str, str], int]) -> dict[tuple[str, str, str], int]:
    """Net ``owes`` per pair and currency (in the order of ``owes``): positive only."""
    netted: dict[tuple[str, str, str], int] = {}
    for (a, b, cur), cents in owes.items():
        if (b, a, cur) in netted or (a, b, cur) in netted:
            continue
        diff = cents - owes.get((b, a, cur), 0)
        if diff > 0:
            netted[(a, b, cur)] = diff
        elif diff < 0:
            netted[(b, a, cur)] = -diff
    return netted


def _pair_debts(
    world: World, group_id: str | None, x: str, y: str
) -> dict[tuple[str, str, str], int]:
    """`_scope_pairwise` restricted to the two people ``x`` and ``y`` (the same entries
    for that pair, in the same order), over one group's (None: the non-group) active
    expenses and settlements. (The ledger order is computed only when the pair has
    debts in several currencies.)"""
    for keyed in (False, True):
        rows = _pair_rows(world, group_id, x, y, keyed)
        owes = {
            (str(r["debtor"]), str(r["creditor"]), str(r["cur"])): int(r["owed"])
            for r in sorted(rows, key=lambda r: str(r["first"]))
        }
        netted = _net_pairs(owes)
        if len(netted) <= 1 or keyed:
            break
    return netted


def _pair_rows(world: World, group_id: str | None, x: str, y: str, keyed: bool) -> list[Row]:
    scope_e = "e.group_id IS NULL" if group_id is None else "e.group_id = :g"
    scope_st = "st.group_id IS NULL" if group_id is None else "st.group_id = :g"
    share_key = _SHARE_KEY if keyed else "''"
    settle_key = _SETTLE_KEY if keyed else "''"
    # One branch per direction, each found through the payer's expenses (index on
    # paid_by) and the share's (expense, person) key; settlements through their
    # from_person index.
    return world.query(
        "SELECT debtor, creditor, cur, SUM(amt) AS owed, MIN(k) AS first FROM ("
        f"SELECT s.person_id AS debtor, e.paid_by AS creditor, e.currency AS cur, "
        f"s.owed_cents AS amt, {share_key} AS k "
        "FROM expenses e JOIN expense_splits s ON s.expense_id = e.id AND s.person_id = :x "
        f"WHERE e.paid_by = :y AND e.deleted_at IS NULL AND {scope_e} AND s.owed_cents != 0 "
        f"UNION ALL SELECT s.person_id, e.paid_by, e.currency, s.owed_cents, {share_key} "
        "FROM expenses e JOIN expense_splits s ON s.expense_id = e.id AND s.person_id = :y "
        f"WHERE e.paid_by = :x AND e.deleted_at IS NULL AND {scope_e} AND s.owed_cents != 0 "
        "UNION ALL SELECT st.from_person_id, st.to_person_id, st.currency, -st.amount_cents, "
        f"{settle_key} FROM expense_settlements st "
        f"WHERE ((st.from_person_id = :x AND st.to_person_id = :y) "
        f"OR (st.from_person_id = :y AND st.to_person_id = :x)) AND {scope_st}"
        ") GROUP BY debtor, creditor, cur",
        {"x": x, "y": y, "g": group_id},
    )


def _simplify(net: Mapping[str, int]) -> list[tuple[str, str, int]]:
    """Fewest transfers settling ``net`` (greedy: largest debtor pays largest creditor)."""
    debt = {p: -c for p, c in net.items() if c < 0}
    credit = {p: c for p, c in net.items() if c > 0}
    transfers: list[tuple[str, str, int]] = []
    while debt and credit:
        d = max(sorted(debt), key=lambda p: debt[p])
        c = max(sorted(credit), key=lambda p: credit[p])
        amount = min(debt[d], credit[c])
        transfers.append((d, c, amount))
        debt[d] -= amount
        credit[c] -= amount
        if debt[d] == 0:
            del debt[d]
        if credit[c] == 0:
            del credit[c]
    return transfers


def _transfer_view(
    world: World,
    frm: str,
    to: str,
    cents: int,
    currency: str,
    known: Mapping[str, Row] | None = None,
) -> dict[str, Any]:
    a, b = _name(world, frm, known), _name(world, to, known)
    return {
        "from": {"person_id": frm, "name": a},
        "to": {"person_id": to, "name": b},
        "amount": _money(cents),
        "currency": currency,
        "text": f"{a} owes {b} {fmt_amount(cents, currency)}",
    }


def _group_debts(world: World, group: Row, simplified: bool) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    if simplified:
        for cur, net in sorted(_scope_net(world, group["id"]).items()):
            for frm, to, cents in _simplify(net):
                out.append(_transfer_view(world, frm, to, cents, cur))
    else:
        for (frm, to, cur), cents in sorted(_scope_pairwise(world, group["id"]).items()):
            out.append(_transfer_view(world, frm, to, cents, cur))
    return out


def _balances_view(
    world: World, net: Mapping[str, Mapping[str, int]], people: Sequence[str]
) -> list[dict[str, Any]]:
    rows = []
    for pid in people:
        amounts = {cur: _money(vals.get(pid, 0)) for cur, vals in sorted(net.items())}
        rows.append({**_pview(world, pid), "balance": amounts})
    return rows


def _friend_pairs(world: World, me_id: str) -> dict[str, dict[str, int]]:
    """{friend id: {currency: cents}} with positive meaning the friend owes the owner.

    Summed in the database over the active expenses' shares and the settlements between
    the owner and each friend (what `_scope_pairwise` nets per pair). Friends, and each
    friend's currencies, come in the order the ledger first meets them: shares of
    expenses by date, creation time and insertion, then settlements by date; only
    non-zero balances are listed.
    """
    share_key, settle_key = _SHARE_KEY, _SETTLE_KEY
    # One branch per direction, each found through an index (the owner's shares, the
    # owner's expenses, settlements from and to the owner).
    rows = world.query(
        "SELECT other, cur, SUM(amt) AS net, MIN(k) AS first FROM ("
        f"SELECT e.paid_by AS other, e.currency AS cur, -s.owed_cents AS amt, {share_key} AS k "
        "FROM expense_splits s JOIN expenses e ON e.id = s.expense_id "
        "WHERE s.person_id = :me AND e.deleted_at IS NULL AND e.paid_by != :me "
        "AND s.owed_cents != 0 "
        f"UNION ALL SELECT s.person_id, e.currency, s.owed_cents, {share_key} "
        "FROM expenses e JOIN expense_splits s ON s.expense_id = e.id "
        "WHERE e.paid_by = :me AND e.deleted_at IS NULL AND s.person_id != :me "
        "AND s.owed_cents != 0 "
        f"UNION ALL SELECT st.to_person_id, st.currency, st.amount_cents, {settle_key} "
        "FROM expense_settlements st WHERE st.from_person_id = :me AND st.to_person_id != :me "
        f"UNION ALL SELECT st.from_person_id, st.currency, -st.amount_cents, {settle_key} "
        "FROM expense_settlements st WHERE st.to_person_id = :me AND st.from_person_id != :me"
        ") GROUP BY other, cur HAVING SUM(amt) != 0",
        {"me": me_id},
    )
    first: dict[str, str] = {}
    for r in rows:
        other = str(r["other"])
        first[other] = min(first.get(other, r["first"]), r["first"])
    result: dict[str, dict[str, int]] = {o: {} for o in sorted(first, key=lambda o: first[o])}
    for r in sorted(rows, key=lambda r: str(r["first"])):
        result[str(r["other"])][str(r["cur"])] = int(r["net"])
    return result


# ----------------------------------------------------------------------------- expenses


def _expense(world: World, expense_id: str) -> Row:
    return world.get("expenses", expense_id.strip())


def _live_expense(world: World, expense_id: str) -> Row:
    exp = _expense(world, expense_id)
    if exp["deleted_at"] is not None:
        raise ToolError(
            f"expense {exp['id']} ({exp['description']!r}) is deleted; restore it with "
            "restore_expense first"
        )
    return exp


@dataclass(frozen=True)
class _Known:
    """What a tool that just wrote an expense already holds, so that its view reads
    nothing again: the expense's shares (as written, in order), its group row, the rows
    of the people involved, and its number of comments."""

    splits: list[Row]
    group: Row | None
    people: Mapping[str, Row]
    comments: int


def _summary_view(
    exp: Row, group: Row | None, payer_name: str, my_share: int, my_effect: int
) -> dict[str, Any]:
    """The fields every expense view has (`_expense_view`, `_list_views`)."""
    return {
        "id": exp["id"],
        "description": exp["description"],
        "amount": _money(exp["amount_cents"]),
        "currency": exp["currency"],
        "category": exp["category"],
        "date": exp["date"],
        "group": None if group is None else {"group_id": group["id"], "name": group["name"]},
        "paid_by": {"person_id": exp["paid_by"], "name": payer_name},
        "split_type": exp["split_type"],
        "my_share": _money(my_share),
        "my_balance_effect": _money(my_effect),
        "receipt_image_id": exp["receipt_image_id"],
        "is_deleted": exp["deleted_at"] is not None,
    }


def _list_views(world: World, rows: Sequence[Row]) -> list[dict[str, Any]]:
    """`_expense_view` (not full) of each row, with the owner's shares of all of them
    read in one query and groups and people from the per-state memos."""
    me = _me_or_none(world)
    me_id = me["id"] if me else None
    shares: dict[str, int] = {}
    if me_id is not None and rows:
        cond, params = in_values("expense_id", [e["id"] for e in rows])
        for r in world.query(
            f"SELECT expense_id, owed_cents FROM expense_splits WHERE person_id = ? AND {cond}",
            [me_id, *params],
        ):
            shares[str(r["expense_id"])] = int(r["owed_cents"])
    names = _names(world, [e["paid_by"] for e in rows])
    views = []
    for exp in rows:
        my_share = shares.get(exp["id"], 0)
        my_effect = exp["amount_cents"] - my_share if exp["paid_by"] == me_id else -my_share
        group = _group_or_none(world, exp["group_id"]) if exp["group_id"] else None
        views.append(_summary_view(exp, group, names[exp["paid_by"]], my_share, my_effect))
    return views


def _expense_view(
    world: World, exp: Row, *, full: bool = False, known: _Known | None = None
) -> dict[str, Any]:
    me = _me_or_none(world)
    me_id = me["id"] if me else None
    splits = _splits(world, exp["id"]) if known is None else known.splits
    my_share = sum(s["owed_cents"] for s in splits if s["person_id"] == me_id)
    my_effect = exp["amount_cents"] - my_share if exp["paid_by"] == me_id else -my_share
    if known is not None:
        group = known.group
    else:
        group = _group_or_none(world, exp["group_id"]) if exp["group_id"] else None
    wanted = [exp["paid_by"], *(s["person_id"] for s in splits)] if full else [exp["paid_by"]]
    held = {} if known is None else known.people
    missing = [pid for pid in wanted if pid not in held]
    names = _names(world, missing) if missing else {}
    names.update((pid, _label(held[pid])) for pid in wanted if pid in held)
    view = _summary_view(exp, group, names[exp["paid_by"]], my_share, my_effect)
    if full:
        view["shares"] = [
            {
                "person_id": s["person_id"],
                "name": names[s["person_id"]],
                "owes": _money(s["owed_cents"]),
                "entered_value": s["split_value"],
            }
            for s in splits
        ]
        view["notes"] = exp["notes"]
        view["comments"] = (
            world.count("expense_comments", {"expense_id": exp["id"]})
            if known is None
            else known.comments
        )
        view["created_at"] = exp["created_at"]
        view["updated_at"] = exp["updated_at"]
        view["deleted_at"] = exp["deleted_at"]
    return view


def _compute_splits(
    world: World,
    amount_cents: int,
    split_type: str,
    split_with: Sequence[str] | None,
    split_values: Mapping[str, float] | None,
    default_people: Sequence[str] | None,
    people: dict[str, Row] | None = None,
) -> list[tuple[str, int, float | None]]:
    """[(person_id, owed cents, entered value)] or ToolError.

    ``people`` (person id -> row) holds rows read earlier in the call; the people
    resolved here are added to it."""
    known: dict[str, Row] = {} if people is None else people

    def resolve(ref: str) -> str:
        row = _person(world, ref)
        known[row["id"]] = row
        return str(row["id"])

    if split_type == "equal":
        if split_values:
            raise ToolError(
                "split_values is for exact/percent/shares splits; for an equal split give "
                "split_with (the people sharing it)"
            )
        if split_with:
            ids = [resolve(r) for r in split_with]
        elif default_people:
            ids = list(default_people)
        else:
            raise ToolError(
                "give split_with: the people sharing this expense, e.g. ['me', 'ep_0003']"
            )
        if len(set(ids)) != len(ids):
            raise ToolError("a person is listed twice in split_with")
        base, extra = divmod(amount_cents, len(ids))
        return [(p, base + (1 if i < extra else 0), None) for i, p in enumerate(ids)]
    if split_with:
        raise ToolError(
            f"for a {split_type} split give split_values (person -> value), not split_with"
        )
    if not split_values:
        what = {"exact": "amount", "percent": "percentage", "shares": "number of shares"}
        raise ToolError(
            f"a {split_type} split needs split_values mapping each person to their "
            f"{what.get(split_type, 'value')}, e.g. {{'me': 60, 'ep_0003': 40}}"
        )
    entries: list[tuple[str, float]] = []
    for ref, value in split_values.items():
        pid = resolve(ref)
        if any(pid == e[0] for e in entries):
            raise ToolError(f"{_name(world, pid, known)} appears twice in split_values")
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ToolError(f"the value for {ref!r} must be a number")
        if not math.isfinite(value) or value < 0:
            raise ToolError(f"the value for {ref!r} must be 0 or more, got {value!r}")
        entries.append((pid, float(value)))
    if split_type == "exact":
        cents = [
            _cents(v, what=f"the amount for {_name(world, p, known)}", allow_zero=True)
            for p, v in entries
        ]
        total = sum(cents)
        if total != amount_cents:
            raise ToolError(
                f"the exact amounts add up to {total / 100:,.2f} but the expense is "
                f"{amount_cents / 100:,.2f} (off by {(amount_cents - total) / 100:,.2f}); "
                "make them add up exactly"
            )
        return [(p, c, v) for (p, v), c in zip(entries, cents, strict=True)]
    try:
        weights = [Fraction(Decimal(str(v))) for _, v in entries]
    except (InvalidOperation, ValueError, OverflowError):
        raise ToolError("split values must be plain numbers") from None
    if split_type == "percent":
        total_pct = sum(weights, Fraction(0))
        if total_pct != 100:
            raise ToolError(
                f"the percentages add up to {float(total_pct):g}%, not 100%; fix them so they "
                "total exactly 100"
            )
    elif sum(weights, Fraction(0)) <= 0:
        raise ToolError("the shares add up to 0; give at least one person a positive share")
    owed = _largest_remainder(amount_cents, weights)
    return [(p, c, v) for (p, v), c in zip(entries, owed, strict=True)]


def _write_splits(
    world: World,
    expense_id: str,
    splits: Sequence[tuple[str, int, float | None]],
    *,
    replace: bool = True,
) -> list[Row]:
    """Write an expense's shares (``replace``: delete its old ones first); returns the
    rows as stored, in order."""
    if replace:
        world.delete_where("expense_splits", {"expense_id": expense_id})
    return [
        world.insert(
            "expense_splits",
            {"expense_id": expense_id, "person_id": pid, "owed_cents": owed, "split_value": value},
        )
        for pid, owed, value in splits
    ]


def _check_involvement(
    world: World,
    group: Row | None,
    payer: str,
    splits: Sequence[tuple[str, int, float | None]],
    member_ids: Sequence[str] | None = None,
    people: Mapping[str, Row] | None = None,
) -> None:
    """Refuse a split nobody shares, people outside the group (``member_ids``: the
    group's members when already read), or a non-group expense without the owner."""
    involved = {payer, *(p for p, _, _ in splits)}
    if len(involved) < 2:
        raise ToolError(
            "an expense needs at least two people: the payer and someone who shares the cost"
        )
    if not any(owed for _, owed, _ in splits):
        raise ToolError("nobody owes anything: every share is 0")
    if group is not None:
        members = set(_member_ids(world, group["id"]) if member_ids is None else member_ids)
        outside = [p for p in involved if p not in members]
        if outside:
            names = ", ".join(_name(world, p, people) for p in outside)
            raise ToolError(
                f"{names} not in group {group['name']!r}; add them with add_expense_group_member"
            )
    else:
        me = _me(world)
        if me["id"] not in involved:
            raise ToolError(
                "a non-group expense must involve you (as payer or participant); "
                "put other people's expenses in a group"
            )


def _check_currency(group: Row | None, currency: str | None) -> str:
    if group is None:
        return currency or "USD"
    if currency is not None and currency != group["currency"]:
        raise ToolError(
            f"group {group['name']!r} uses {group['currency']}; record the expense in "
            f"{group['currency']} or change the group currency with set_expense_group_currency"
        )
    return str(group["currency"])


def _parse_month(month: str) -> tuple[date, date]:
    try:
        year, mon = (int(p) for p in month.split("-"))
        start = date(year, mon, 1)
    except ValueError:
        raise ToolError(f"month must look like '2025-05', got {month!r}") from None
    end = date(year + 1, 1, 1) if mon == 12 else date(year, mon + 1, 1)
    return start, end


# ----------------------------------------------------------------------------- group tools


@tool(domain=DOMAIN, reads=(*_GROUPS, *_LEDGER))
def list_expense_groups(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the owner's expense groups with their currency, members count and the
    owner's balance in each (positive: the owner is owed; negative: the owner owes).
    """
    world = ctx.world
    me = _me(world)
    # The owner's net per group and currency (what `_scope_net` gives the owner),
    # over every currency the group's active expenses and settlements use.
    mine: dict[str, dict[str, int]] = {}
    for r in world.query(
        "SELECT g, cur, SUM(amt) AS net FROM ("
        "SELECT group_id AS g, currency AS cur, "
        "CASE WHEN paid_by = :me THEN amount_cents ELSE 0 END AS amt "
        "FROM expenses WHERE deleted_at IS NULL AND group_id IS NOT NULL "
        "UNION ALL SELECT e.group_id, e.currency, -s.owed_cents "
        "FROM expense_splits s JOIN expenses e ON e.id = s.expense_id "
        "WHERE e.deleted_at IS NULL AND e.group_id IS NOT NULL AND s.person_id = :me "
        "UNION ALL SELECT group_id, currency, "
        "(CASE WHEN from_person_id = :me THEN amount_cents ELSE 0 END) - "
        "(CASE WHEN to_person_id = :me THEN amount_cents ELSE 0 END) "
        "FROM expense_settlements WHERE group_id IS NOT NULL"
        ") GROUP BY g, cur",
        {"me": me["id"]},
    ):
        mine.setdefault(str(r["g"]), {})[str(r["cur"])] = int(r["net"])
    members = {
        str(r["group_id"]): int(r["n"])
        for r in world.query(
            "SELECT group_id, COUNT(*) AS n FROM expense_group_members GROUP BY group_id"
        )
    }
    out = []
    for g in world.select("expense_groups", order_by="name"):
        net = mine.get(g["id"], {})
        out.append(
            {
                "group_id": g["id"],
                "name": g["name"],
                "group_type": g["group_type"],
                "currency": g["currency"],
                "members": members.get(g["id"], 0),
                "my_balance": {cur: _money(v) for cur, v in sorted(net.items())},
            }
        )
    return out


@tool(domain=DOMAIN, reads=(*_GROUPS, *_LEDGER))
def get_expense_group(ctx: WorldContext, group_id: ObjId) -> dict[str, Any]:
    """Get a group: members, currency, debt-simplification setting, each member's
    balance, who owes whom, and the number of expenses.

    Args:
        group_id: Id of the group, e.g. "eg_0002" (from list_expense_groups).
    """
    world = ctx.world
    g = _group(world, group_id)
    members = _member_ids(world, g["id"])
    (spent,) = world.query(
        "SELECT COUNT(*) AS n, COALESCE(SUM(amount_cents), 0) AS total FROM expenses "
        "WHERE group_id = ? AND deleted_at IS NULL",
        (g["id"],),
    )
    net = _scope_net(world, g["id"])
    return {
        "group_id": g["id"],
        "name": g["name"],
        "group_type": g["group_type"],
        "currency": g["currency"],
        "simplify_debts": g["simplify_debts"],
        "members": _balances_view(world, net or {g["currency"]: {}}, members),
        "debts": _group_debts(world, g, g["simplify_debts"]),
        "expense_count": int(spent["n"]),
        "total_spent": _money(int(spent["total"])),
        "created_at": g["created_at"],
    }


@tool(
    domain=DOMAIN,
    reads=(*_GROUPS, *_PEOPLE, "contacts", "contact_emails", "contact_phones"),
    writes=("expense_groups", "expense_group_members", "expense_people"),
)
def create_expense_group(
    ctx: WorldContext,
    name: Annotated[str, Field(min_length=1, max_length=80)],
    members: Annotated[list[PersonRef], Field(max_length=30)] | None = None,
    group_type: GroupType = "other",
    currency: Currency = "USD",
    simplify_debts: bool = True,
) -> dict[str, Any]:
    """Create an expense group. The owner is always a member; other members may be
    existing friends (person ids) or contacts (contact ids; they become friends).

    Args:
        name: Group name, e.g. "Lake Tahoe trip".
        members: People besides the owner: person ids ("ep_0003"), contact ids
            ("ct_0009") or friend names.
        group_type: "home", "trip", "couple" or "other".
        currency: Currency of the group's expenses, e.g. "EUR".
        simplify_debts: Show the fewest payments needed to settle up.
    """
    world = ctx.world
    me = _me(world)
    title = " ".join(name.split())
    if not title:
        raise ToolError("the group name must not be blank")
    for g in world.select_by_key("expense_groups", "folded_name", title.lower(), limit=1):
        if g["name"].lower() == title.lower():
            raise ToolError(f"a group named {g['name']!r} already exists ({g['id']})")
    resolved: list[tuple[Row | None, Row | None]] = []
    seen: set[str] = {me["id"]}
    for ref in members or []:
        person, contact = _person_or_contact(ctx, ref)
        if person is not None:
            key = str(person["id"])
        elif contact is not None:
            key = f"contact:{contact['id']}"
        else:  # pragma: no cover - _person_or_contact returns one of them
            continue
        if key in seen:
            continue
        seen.add(key)
        resolved.append((person, contact))
    now = ctx.clock.now()
    with world.transaction():
        group = world.insert(
            "expense_groups",
            {
                "name": title,
                "group_type": group_type,
                "currency": currency,
                "simplify_debts": simplify_debts,
                "created_at": now,
            },
        )
        ids = [me["id"]]
        known: dict[str, Row] = {me["id"]: me}
        for person, contact in resolved:
            if person is None and contact is not None:
                person = _new_friend(ctx, contact)
            if person is not None:
                ids.append(person["id"])
                known[person["id"]] = person
        for pid in ids:
            world.insert(
                "expense_group_members",
                {"group_id": group["id"], "person_id": pid, "joined_at": now},
            )
    return {
        "group_id": group["id"],
        "name": title,
        "currency": currency,
        "group_type": group_type,
        "members": [_pview(world, p, known) for p in ids],
    }


@tool(domain=DOMAIN, reads=("expense_groups",), writes=("expense_groups",))
def rename_expense_group(
    ctx: WorldContext, group_id: ObjId, name: Annotated[str, Field(min_length=1, max_length=80)]
) -> dict[str, Any]:
    """Rename an expense group.

    Args:
        group_id: Id of the group, e.g. "eg_0002".
        name: The new name.
    """
    world = ctx.world
    g = _group(world, group_id)
    title = " ".join(name.split())
    if not title:
        raise ToolError("the group name must not be blank")
    if title == g["name"]:
        raise ToolError(f"the group is already called {title!r}")
    for other in world.select_by_key("expense_groups", "folded_name", title.lower()):
        if other["id"] != g["id"] and other["name"].lower() == title.lower():
            raise ToolError(f"a group named {other['name']!r} already exists ({other['id']})")
    world.update("expense_groups", g["id"], {"name": title})
    return {"group_id": g["id"], "name": title, "previous_name": g["name"]}


@tool(
    domain=DOMAIN,
    reads=(*_GROUPS, "expenses", "expense_settlements"),
    writes=(
        "expense_groups",
        "expense_group_members",
        "expenses",
        "expense_splits",
        "expense_comments",
        "expense_settlements",
    ),
)
def delete_expense_group(ctx: WorldContext, group_id: ObjId) -> dict[str, Any]:
    """Delete a group with all its expenses, comments and settle-up payments. This
    can't be undone; balances from the group disappear.

    Args:
        group_id: Id of the group, e.g. "eg_0002".
    """
    world = ctx.world
    g = _group(world, group_id)
    n_exp = world.count("expenses", {"group_id": g["id"]})
    n_set = world.count("expense_settlements", {"group_id": g["id"]})
    world.delete("expense_groups", g["id"])
    return {
        "deleted_group_id": g["id"],
        "name": g["name"],
        "expenses_deleted": n_exp,
        "settlements_deleted": n_set,
    }


@tool(
    domain=DOMAIN,
    reads=("expense_groups", "expenses", "expense_settlements"),
    writes=("expense_groups",),
)
def set_expense_group_currency(
    ctx: WorldContext, group_id: ObjId, currency: Currency
) -> dict[str, Any]:
    """Change a group's currency. Only possible while the group has no expenses or
    settle-up payments (amounts are never converted).

    Args:
        group_id: Id of the group, e.g. "eg_0002".
        currency: New currency code, e.g. "EUR".
    """
    world = ctx.world
    g = _group(world, group_id)
    if g["currency"] == currency:
        raise ToolError(f"group {g['name']!r} already uses {currency}")
    n = world.count("expenses", {"group_id": g["id"]}) + world.count(
        "expense_settlements", {"group_id": g["id"]}
    )
    if n:
        raise ToolError(
            f"group {g['name']!r} already has {n} expense(s)/payment(s) in {g['currency']}; "
            "the currency can only change while the group is empty"
        )
    world.update("expense_groups", g["id"], {"currency": currency})
    return {"group_id": g["id"], "currency": currency, "previous_currency": g["currency"]}


@tool(domain=DOMAIN, reads=("expense_groups",), writes=("expense_groups",))
def set_expense_group_simplify_debts(
    ctx: WorldContext, group_id: ObjId, enabled: bool
) -> dict[str, Any]:
    """Turn "simplify group debts" on or off: when on, the group shows the fewest
    payments that settle everyone; when off, who owes whom from each expense.

    Args:
        group_id: Id of the group, e.g. "eg_0002".
        enabled: True to simplify.
    """
    g = _group(ctx.world, group_id)
    if g["simplify_debts"] == enabled:
        raise ToolError(f"simplify debts is already {'on' if enabled else 'off'} for {g['name']!r}")
    ctx.world.update("expense_groups", g["id"], {"simplify_debts": enabled})
    return {"group_id": g["id"], "simplify_debts": enabled}


@tool(
    domain=DOMAIN,
    reads=(*_GROUPS, *_PEOPLE, "contacts", "contact_emails", "contact_phones"),
    writes=("expense_group_members", "expense_people"),
)
def add_expense_group_member(
    ctx: WorldContext, group_id: ObjId, person: PersonRef
) -> dict[str, Any]:
    """Add someone to a group: an existing friend (person id or name) or a contact
    (contact id; they also become a friend).

    Args:
        group_id: Id of the group, e.g. "eg_0002".
        person: Person id ("ep_0004"), contact id ("ct_0011") or friend name.
    """
    world = ctx.world
    g = _group(world, group_id)
    existing, contact = _person_or_contact(ctx, person)
    if existing is not None and _is_member(world, g["id"], existing["id"]):
        raise ToolError(f"{_label(existing)} is already in {g['name']!r}")
    with world.transaction():
        if existing is None:
            assert contact is not None
            existing = _new_friend(ctx, contact)
        world.insert(
            "expense_group_members",
            {"group_id": g["id"], "person_id": existing["id"], "joined_at": ctx.clock.now()},
        )
    return {
        "group_id": g["id"],
        "added": _person_view(existing),
        "members": [_person_view(m) for m in _members(world, g["id"])],
    }


@tool(domain=DOMAIN, reads=(*_GROUPS, *_LEDGER), writes=("expense_group_members",))
def remove_expense_group_member(
    ctx: WorldContext, group_id: ObjId, person: PersonRef
) -> dict[str, Any]:
    """Remove a member from a group. Only members whose balance in the group is zero
    can be removed (settle up first); the owner can't be removed.

    Args:
        group_id: Id of the group, e.g. "eg_0002".
        person: Person id ("ep_0004") or friend name.
    """
    world = ctx.world
    g = _group(world, group_id)
    p = _person(world, person)
    if p["is_me"]:
        raise ToolError("you can't remove yourself; delete the group with delete_expense_group")
    _require_member(world, g, p)
    owing = {cur: v for cur, v in _group_net_of(world, g["id"], p["id"]).items() if v}
    if owing:
        text = ", ".join(fmt_amount(c, cur) for cur, c in owing.items())
        raise ToolError(
            f"{p['name']} has a non-zero balance in {g['name']!r} ({text}); settle up with "
            "settle_up_expenses before removing them"
        )
    world.delete_where("expense_group_members", {"group_id": g["id"], "person_id": p["id"]})
    return {
        "group_id": g["id"],
        "removed": _person_view(p),
        "members": [_person_view(m) for m in _members(world, g["id"])],
    }


# ----------------------------------------------------------------------------- friends


@tool(domain=DOMAIN, reads=_LEDGER)
def list_expense_friends(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the friends in the expenses app with their person ids and the overall
    balance with the owner per currency (positive: they owe you; negative: you owe them).
    """
    world = ctx.world
    me = _me(world)
    pairs = _friend_pairs(world, me["id"])
    out = []
    for p in world.select("expense_people", {"is_me": False}, order_by="name"):
        bal = pairs.get(p["id"], {})
        out.append(
            {
                "person_id": p["id"],
                "name": p["name"],
                "email": p["email"],
                "contact_id": p["contact_id"],
                "balance": {c: _money(v) for c, v in sorted(bal.items()) if v},
            }
        )
    return out


@tool(
    domain=DOMAIN,
    reads=(*_PEOPLE, "contacts", "contact_emails", "contact_phones"),
    writes=("expense_people",),
)
def add_expense_friend(ctx: WorldContext, contact_id: ObjId) -> dict[str, Any]:
    """Add a contact as a friend in the expenses app (needed before non-group expenses
    with them).

    Args:
        contact_id: Id of the contact, e.g. "ct_0011" (from search_contacts).
    """
    world = ctx.world
    _me(world)
    contact = world.get("contacts", contact_id.strip())
    found = world.select("expense_people", {"contact_id": contact["id"]})
    if found:
        raise ToolError(f"{found[0]['name']} is already a friend ({found[0]['id']})")
    person = _new_friend(ctx, contact)
    return {"person_id": person["id"], "name": person["name"], "email": person["email"]}


@tool(domain=DOMAIN, reads=(*_LEDGER, "expense_groups"))
def get_expense_friend_balance(ctx: WorldContext, person: PersonRef) -> dict[str, Any]:
    """Get the balance between the owner and one friend, overall and broken down by
    group and non-group expenses (positive: they owe you; negative: you owe them). It
    counts expenses one of you paid and the other shared, and payments between you.

    Args:
        person: Person id ("ep_0004"), contact id ("ct_0009") or friend name.
    """
    world = ctx.world
    me = _me(world)
    p = _person(world, person)
    if p["is_me"]:
        raise ToolError("that is you; give a friend")
    breakdown = []
    total: dict[str, int] = {}
    contexts: list[tuple[str | None, str]] = [
        (g["id"], g["name"]) for g in world.select("expense_groups", order_by="name")
    ]
    contexts.append((None, "Non-group expenses"))
    for gid, label in contexts:
        pair = _pair_debts(world, gid, p["id"], me["id"])
        amounts: dict[str, int] = {}
        for (debtor, creditor, cur), cents in pair.items():
            if (debtor, creditor) == (p["id"], me["id"]):
                amounts[cur] = amounts.get(cur, 0) + cents
            elif (debtor, creditor) == (me["id"], p["id"]):
                amounts[cur] = amounts.get(cur, 0) - cents
        if amounts:
            breakdown.append(
                {
                    "group_id": gid,
                    "group": label,
                    "balance": {c: _money(v) for c, v in amounts.items()},
                }
            )
            for c, v in amounts.items():
                total[c] = total.get(c, 0) + v
    summary = []
    for cur, cents in sorted(total.items()):
        if cents > 0:
            summary.append(f"{p['name']} owes you {fmt_amount(cents, cur)}")
        elif cents < 0:
            summary.append(f"you owe {p['name']} {fmt_amount(-cents, cur)}")
    return {
        "person_id": p["id"],
        "name": p["name"],
        "balance": {c: _money(v) for c, v in sorted(total.items())},
        "summary": "; ".join(summary) or "settled up",
        "breakdown": breakdown,
    }


@tool(domain=DOMAIN, reads=_LEDGER)
def get_expense_balances(ctx: WorldContext) -> dict[str, Any]:
    """Get the owner's overall position: total owed to them and total they owe, per
    currency, and every friend with a non-zero balance.
    """
    world = ctx.world
    me = _me(world)
    pairs = _friend_pairs(world, me["id"])
    owed: dict[str, int] = {}
    owe: dict[str, int] = {}
    friends = []
    for pid in sorted(pairs, key=lambda i: _name(world, i)):
        bal = {c: v for c, v in pairs[pid].items() if v}
        if not bal:
            continue
        for c, v in bal.items():
            if v > 0:
                owed[c] = owed.get(c, 0) + v
            else:
                owe[c] = owe.get(c, 0) - v
        friends.append({**_pview(world, pid), "balance": {c: _money(v) for c, v in bal.items()}})
    return {
        "you_are_owed": {c: _money(v) for c, v in sorted(owed.items())},
        "you_owe": {c: _money(v) for c, v in sorted(owe.items())},
        "friends": friends,
    }


# ----------------------------------------------------------------------------- expenses


@tool(
    domain=DOMAIN,
    reads=(*_GROUPS, *_PEOPLE, "contacts"),
    writes=("expenses", "expense_splits"),
)
def add_expense(
    ctx: WorldContext,
    description: Description,
    amount: float,
    paid_by: PersonRef = "me",
    group_id: ObjId | None = None,
    split_type: SplitType = "equal",
    split_with: Annotated[list[PersonRef], Field(max_length=30)] | None = None,
    split_values: dict[str, float] | None = None,
    category: Category = "general",
    expense_date: date | None = None,
    currency: Currency | None = None,
    notes: Annotated[str, Field(max_length=1000)] = "",
    receipt_image_id: ObjId | None = None,
) -> dict[str, Any]:
    """Add an expense to a group, or a non-group expense with friends (leave group_id
    out; you must be involved). The split must add up (see the rounding rules below).

    Split types: "equal" (split_with lists who shares it; default: every group member;
    leftover cents go to the first people listed), "exact" (split_values: person ->
    amount, must sum to the amount), "percent" (person -> percentage, must sum to 100),
    "shares" (person -> number of shares). Percent/shares round down to the cent and
    give leftover cents to the largest remainders.

    Args:
        description: What it was, e.g. "Groceries at Safeway".
        amount: Total cost, more than 0 with at most 2 decimals, e.g. 86.47.
        paid_by: Who paid: "me", a person id ("ep_0003") or a friend name.
        group_id: Group id, e.g. "eg_0001" (from list_expense_groups); omit for non-group.
        split_type: "equal", "exact", "percent" or "shares".
        split_with: For equal splits: people sharing the cost, e.g. ["me", "ep_0003"].
        split_values: For exact/percent/shares: {"me": 60, "ep_0003": 40}.
        category: Category, e.g. "groceries" (see list_expense_categories).
        expense_date: Day of the expense, "YYYY-MM-DD"; default today.
        currency: Currency code; group expenses must use the group currency (default);
            non-group default "USD".
        notes: Optional notes.
        receipt_image_id: Image id of the receipt, e.g. "img_2".

    Returns:
        The expense with each person's share.
    """
    world = ctx.world
    text = " ".join(description.split())
    if not text:
        raise ToolError("description must not be blank")
    cents = _cents(amount)
    group = _group(world, group_id) if group_id is not None and group_id.strip() else None
    cur = _check_currency(group, currency)
    payer = _person(world, paid_by)
    people: dict[str, Row] = {payer["id"]: payer}
    member_ids: list[str] | None = None
    if group is not None:
        members = _members(world, group["id"])
        member_ids = [m["id"] for m in members]
        people.update((m["id"], m) for m in members)
        people[payer["id"]] = payer
    splits = _compute_splits(world, cents, split_type, split_with, split_values, member_ids, people)
    _check_involvement(world, group, payer["id"], splits, member_ids, people)
    image = ctx.images.get(receipt_image_id.strip()).image_id if receipt_image_id else None
    now = ctx.clock.now()
    with world.transaction():
        exp = world.insert(
            "expenses",
            {
                "group_id": None if group is None else group["id"],
                "description": text,
                "amount_cents": cents,
                "currency": cur,
                "category": category,
                "date": expense_date or ctx.clock.today(),
                "paid_by": payer["id"],
                "split_type": split_type,
                "notes": notes.strip(),
                "receipt_image_id": image,
                "created_at": now,
                "updated_at": now,
            },
        )
        rows = _write_splits(world, exp["id"], splits, replace=False)
    return _expense_view(world, exp, full=True, known=_Known(rows, group, people, 0))


@tool(domain=DOMAIN, reads=(*_PEOPLE, "contacts"), writes=("expenses", "expense_splits"))
def add_friend_expense(
    ctx: WorldContext,
    friend: PersonRef,
    description: Description,
    amount: float,
    arrangement: Literal[
        "you_paid_split_equally",
        "you_are_owed_full_amount",
        "they_paid_split_equally",
        "they_are_owed_full_amount",
    ] = "you_paid_split_equally",
    category: Category = "general",
    expense_date: date | None = None,
    currency: Currency = "USD",
    notes: Annotated[str, Field(max_length=1000)] = "",
) -> dict[str, Any]:
    """Add a non-group expense between the owner and one friend, with the app's quick
    options: "you_paid_split_equally", "you_are_owed_full_amount" (you paid, it was all
    for them), "they_paid_split_equally", "they_are_owed_full_amount" (they paid, it was
    all for you). In equal splits the payer's half is rounded down and the other person
    gets the odd cent.

    Args:
        friend: The friend: person id ("ep_0004"), contact id or name.
        description: What it was, e.g. "Warriors tickets".
        amount: Total cost, e.g. 120.
        arrangement: Who paid and how it is split.
        category: Category, e.g. "entertainment".
        expense_date: Day of the expense, "YYYY-MM-DD"; default today.
        currency: Currency code, default "USD".
        notes: Optional notes.
    """
    world = ctx.world
    me = _me(world)
    other = _person(world, friend)
    if other["is_me"]:
        raise ToolError("give a friend, not yourself")
    text = " ".join(description.split())
    if not text:
        raise ToolError("description must not be blank")
    cents = _cents(amount)
    you_paid = arrangement.startswith("you_")
    payer, other_id = (me["id"], other["id"]) if you_paid else (other["id"], me["id"])
    splits: list[tuple[str, int, float | None]]
    if arrangement.endswith("full_amount"):
        split_type = "exact"
        splits = [(other_id, cents, cents / 100), (payer, 0, 0.0)]
    else:
        half = cents // 2
        splits = [(other_id, cents - half, None), (payer, half, None)]
        split_type = "equal"
    now = ctx.clock.now()
    with world.transaction():
        exp = world.insert(
            "expenses",
            {
                "group_id": None,
                "description": text,
                "amount_cents": cents,
                "currency": currency,
                "category": category,
                "date": expense_date or ctx.clock.today(),
                "paid_by": payer,
                "split_type": split_type,
                "notes": notes.strip(),
                "created_at": now,
                "updated_at": now,
            },
        )
        rows = _write_splits(world, exp["id"], splits, replace=False)
    people = {me["id"]: me, other["id"]: other}
    return _expense_view(world, exp, full=True, known=_Known(rows, None, people, 0))


@tool(domain=DOMAIN, reads=(*_LEDGER, "expense_groups", "expense_comments"))
def get_expense(ctx: WorldContext, expense_id: ObjId) -> dict[str, Any]:
    """Get one expense with every person's share, notes, receipt image id and comment
    count (also works for deleted expenses).

    Args:
        expense_id: Id of the expense, e.g. "exp_0007" (from list_expenses).
    """
    return _expense_view(ctx.world, _expense(ctx.world, expense_id), full=True)


@tool(domain=DOMAIN, reads=(*_LEDGER, "expense_groups"))
def list_expenses(
    ctx: WorldContext,
    group_id: ObjId | None = None,
    person: PersonRef | None = None,
    category: Category | None = None,
    start_date: date | None = None,
    end_date: date | None = None,
    query: Annotated[str, Field(max_length=100)] | None = None,
    include_deleted: bool = False,
    limit: Limit = 25,
    offset: Annotated[int, Field(ge=0)] = 0,
) -> dict[str, Any]:
    """List expenses, newest first, with optional filters.

    Args:
        group_id: Only this group, e.g. "eg_0001"; "none" for non-group expenses only.
        person: Only expenses this person paid or shares ("me", person id or name).
        category: Only this category, e.g. "groceries".
        start_date: On or after this day, "YYYY-MM-DD".
        end_date: On or before this day, "YYYY-MM-DD".
        query: Words to find in the description or notes.
        include_deleted: Also list deleted expenses (they can be restored).
        limit: Page size.
        offset: Expenses to skip.

    Returns:
        {"expenses": [...], "total": matches, "offset": offset}.
    """
    world = ctx.world
    if start_date and end_date and end_date < start_date:
        raise ToolError(f"end_date {end_date} is before start_date {start_date}")
    where: dict[str, Any] = {}
    if group_id is not None and group_id.strip():
        if group_id.strip().lower() == "none":
            where["group_id"] = None
        else:
            where["group_id"] = _group(world, group_id)["id"]
    if category is not None:
        where["category"] = category
    if not include_deleted:
        where["deleted_at"] = None
    pid = _person(world, person)["id"] if person is not None and person.strip() else None
    words = (query or "").lower().split()
    # Every filter but the words is exact in SQL; words narrow with the full-text index
    # and are then tested exactly, like before. (Unary + keeps the equality filters
    # off the indexes, so that the full-text match picks the rows.)
    terms = [f'+"{col}" IS ?' for col in where]
    params: list[Any] = list(where.values())
    if start_date:
        terms.append("date >= ?")
        params.append(start_date.isoformat())
    if end_date:
        terms.append("date <= ?")
        params.append(end_date.isoformat())
    if pid is not None:
        terms.append(
            "(paid_by = ? OR EXISTS (SELECT 1 FROM expense_splits s "
            "WHERE s.expense_id = expenses.id AND s.person_id = ?))"
        )
        params += [pid, pid]
    usable = [w for w in words if len(w) >= 3]
    if usable:
        match = " AND ".join('"' + w.replace('"', '""') + '"' for w in usable)
        terms.append("rowid IN (SELECT rowid FROM expenses__search WHERE expenses__search MATCH ?)")
        params.append(match)
    sql_where = f" WHERE {' AND '.join(terms)}" if terms else ""
    order = " ORDER BY date DESC, created_at DESC, rowid ASC"
    if words:
        # The exact test needs only the two text columns; whole rows are read for the
        # page alone.
        ids = [
            str(e["id"])
            for e in world.query(
                f"SELECT id, description, notes FROM expenses{sql_where}{order}", params
            )
            if all(w in f"{e['description']} {e['notes']}".lower() for w in words)
        ]
        total, wanted = len(ids), ids[offset : offset + limit]
        found = {e["id"]: e for e in world.select("expenses", {"id": wanted})} if wanted else {}
        page = [found[i] for i in wanted]
    else:
        total, page = count_and_page(world, "expenses", sql_where, params, order, limit, offset)
    return {
        "expenses": _list_views(world, page),
        "total": total,
        "offset": offset,
    }


@tool(
    domain=DOMAIN,
    reads=(*_LEDGER, *_GROUPS),
    writes=("expenses", "expense_splits"),
)
def update_expense(
    ctx: WorldContext,
    expense_id: ObjId,
    description: Description | None = None,
    amount: float | None = None,
    paid_by: PersonRef | None = None,
    category: Category | None = None,
    expense_date: date | None = None,
    notes: Annotated[str, Field(max_length=1000)] | None = None,
    split_type: SplitType | None = None,
    split_with: Annotated[list[PersonRef], Field(max_length=30)] | None = None,
    split_values: dict[str, float] | None = None,
) -> dict[str, Any]:
    """Edit an expense. Give only what changes. A new amount is re-split the same way
    (equal: same people; percent/shares: same values); an exact split needs new
    split_values. Give split_type/split_with/split_values to change the split.

    Args:
        expense_id: Id of the expense, e.g. "exp_0007".
        description: New description.
        amount: New total cost.
        paid_by: New payer ("me", person id or name).
        category: New category.
        expense_date: New day, "YYYY-MM-DD".
        notes: New notes (replaces the old ones).
        split_type: New split type: "equal", "exact", "percent" or "shares".
        split_with: For equal splits: the people sharing it.
        split_values: For exact/percent/shares: person -> value.
    """
    world = ctx.world
    exp = _live_expense(world, expense_id)
    group = world.get_or_none("expense_groups", exp["group_id"]) if exp["group_id"] else None
    changes: dict[str, Any] = {}
    if description is not None:
        text = " ".join(description.split())
        if not text:
            raise ToolError("description must not be blank")
        if text != exp["description"]:
            changes["description"] = text
    cents = exp["amount_cents"] if amount is None else _cents(amount)
    if cents != exp["amount_cents"]:
        changes["amount_cents"] = cents
    people: dict[str, Row] = {}
    if paid_by is None:
        payer = exp["paid_by"]
    else:
        payer_row = _person(world, paid_by)
        payer = payer_row["id"]
        people[payer] = payer_row
    if payer != exp["paid_by"]:
        changes["paid_by"] = payer
    if category is not None and category != exp["category"]:
        changes["category"] = category
    if expense_date is not None and expense_date.isoformat() != exp["date"]:
        changes["date"] = expense_date
    if notes is not None and notes.strip() != exp["notes"]:
        changes["notes"] = notes.strip()
    old = _splits(world, exp["id"])
    new_splits: list[tuple[str, int, float | None]] | None = None
    if split_type is not None or split_with or split_values:
        kind = split_type or exp["split_type"]
        default = [s["person_id"] for s in old] if kind == "equal" else None
        new_splits = _compute_splits(world, cents, kind, split_with, split_values, default, people)
        if kind != exp["split_type"]:
            changes["split_type"] = kind
    elif "amount_cents" in changes:
        kind = exp["split_type"]
        if kind == "exact":
            raise ToolError(
                f"expense {exp['id']} is split by exact amounts; give split_values that add "
                f"up to the new amount {cents / 100:,.2f}"
            )
        if kind == "equal":
            new_splits = _compute_splits(
                world, cents, "equal", None, None, [s["person_id"] for s in old]
            )
        else:
            weights = [Fraction(Decimal(str(s["split_value"] or 0))) for s in old]
            if sum(weights, Fraction(0)) <= 0:
                raise ToolError("the stored split is empty; give split_values")
            owed = _largest_remainder(cents, weights)
            new_splits = [
                (s["person_id"], c, s["split_value"]) for s, c in zip(old, owed, strict=True)
            ]
    check = new_splits or [(s["person_id"], s["owed_cents"], s["split_value"]) for s in old]
    if "paid_by" in changes or new_splits is not None:
        _check_involvement(world, group, payer, check, people=people)
    if new_splits is not None:
        before = sorted((s["person_id"], s["owed_cents"], s["split_value"]) for s in old)
        if sorted(new_splits, key=lambda s: s[0]) != before or "split_type" in changes:
            changes["_splits"] = True
    if not changes:
        raise ToolError(f"nothing to change: expense {exp['id']} already has these values")
    with world.transaction():
        write_splits = changes.pop("_splits", False)
        changes["updated_at"] = ctx.clock.now()
        row = world.update("expenses", exp["id"], changes)
        shares = old
        if write_splits and new_splits is not None:
            shares = _write_splits(world, exp["id"], new_splits)
    comments = world.count("expense_comments", {"expense_id": exp["id"]})
    return _expense_view(world, row, full=True, known=_Known(shares, group, people, comments))


@tool(domain=DOMAIN, reads=("expenses",), writes=("expenses",))
def delete_expense(ctx: WorldContext, expense_id: ObjId) -> dict[str, Any]:
    """Delete an expense (it stops counting in balances; restore_expense brings it back).

    Args:
        expense_id: Id of the expense, e.g. "exp_0007".
    """
    world = ctx.world
    exp = _expense(world, expense_id)
    if exp["deleted_at"] is not None:
        raise ToolError(f"expense {exp['id']} is already deleted")
    world.update_where("expenses", {"id": exp["id"]}, {"deleted_at": ctx.clock.now()})
    return {"deleted_expense_id": exp["id"], "description": exp["description"]}


@tool(
    domain=DOMAIN,
    reads=("expenses", "expense_group_members", "expense_splits"),
    writes=("expenses",),
)
def restore_expense(ctx: WorldContext, expense_id: ObjId) -> dict[str, Any]:
    """Restore a deleted expense.

    Args:
        expense_id: Id of a deleted expense, e.g. "exp_0019" (list_expenses with
            include_deleted=true).
    """
    world = ctx.world
    exp = _expense(world, expense_id)
    if exp["deleted_at"] is None:
        raise ToolError(f"expense {exp['id']} is not deleted")
    row = world.update("expenses", exp["id"], {"deleted_at": None, "updated_at": ctx.clock.now()})
    return _expense_view(world, row, full=True)


@tool(domain=DOMAIN, reads=("expenses",), writes=("expenses",))
def set_expense_receipt(ctx: WorldContext, expense_id: ObjId, image_id: ObjId) -> dict[str, Any]:
    """Attach a receipt image to an expense (replaces the current one).

    Args:
        expense_id: Id of the expense, e.g. "exp_0007".
        image_id: Image id of the receipt photo, e.g. "img_4".
    """
    world = ctx.world
    exp = _live_expense(world, expense_id)
    image = ctx.images.get(image_id.strip()).image_id
    if exp["receipt_image_id"] == image:
        raise ToolError(f"{image} is already the receipt of expense {exp['id']}")
    world.update_where(
        "expenses", {"id": exp["id"]}, {"receipt_image_id": image, "updated_at": ctx.clock.now()}
    )
    return {"expense_id": exp["id"], "receipt_image_id": image, "previous": exp["receipt_image_id"]}


@tool(domain=DOMAIN, reads=("expenses",), writes=("expenses",))
def remove_expense_receipt(ctx: WorldContext, expense_id: ObjId) -> dict[str, Any]:
    """Remove the receipt image from an expense.

    Args:
        expense_id: Id of the expense, e.g. "exp_0007".
    """
    world = ctx.world
    exp = _live_expense(world, expense_id)
    if exp["receipt_image_id"] is None:
        raise ToolError(f"expense {exp['id']} has no receipt")
    world.update_where(
        "expenses", {"id": exp["id"]}, {"receipt_image_id": None, "updated_at": ctx.clock.now()}
    )
    return {"expense_id": exp["id"], "removed_image_id": exp["receipt_image_id"]}


@tool(domain=DOMAIN, reads=("expenses", *_PEOPLE), writes=("expense_comments",))
def add_expense_comment(
    ctx: WorldContext, expense_id: ObjId, text: Annotated[str, Field(min_length=1, max_length=1000)]
) -> dict[str, Any]:
    """Comment on an expense as the owner.

    Args:
        expense_id: Id of the expense, e.g. "exp_0007".
        text: The comment.
    """
    world = ctx.world
    exp = _expense(world, expense_id)
    body = text.strip()
    if not body:
        raise ToolError("the comment is empty")
    me = _me(world)
    c = world.insert(
        "expense_comments",
        {
            "expense_id": exp["id"],
            "author_id": me["id"],
            "body": body,
            "created_at": ctx.clock.now(),
        },
    )
    return {
        "comment_id": c["id"],
        "expense_id": exp["id"],
        "author": _label(me),
        "text": body,
    }


@tool(domain=DOMAIN, reads=("expenses", "expense_comments", *_PEOPLE))
def list_expense_comments(ctx: WorldContext, expense_id: ObjId) -> list[dict[str, Any]]:
    """List the comments on an expense, oldest first.

    Args:
        expense_id: Id of the expense, e.g. "exp_0007".
    """
    world = ctx.world
    exp = _expense(world, expense_id)
    return [
        {
            "comment_id": c["id"],
            "author": _pview(world, c["author_id"]),
            "text": c["body"],
            "created_at": c["created_at"],
        }
        for c in world.select("expense_comments", {"expense_id": exp["id"]}, order_by="created_at")
    ]


@tool(domain=DOMAIN, reads=("expense_comments", *_PEOPLE), writes=("expense_comments",))
def delete_expense_comment(ctx: WorldContext, comment_id: ObjId) -> dict[str, Any]:
    """Delete one of the owner's own comments (others' comments can't be deleted).

    Args:
        comment_id: Id of the comment, e.g. "exc_0003" (from list_expense_comments).
    """
    world = ctx.world
    c = world.get("expense_comments", comment_id.strip())
    me = _me(world)
    if c["author_id"] != me["id"]:
        raise ToolError(
            f"comment {c['id']} was written by {_name(world, c['author_id'])}; you can only "
            "delete your own comments"
        )
    world.delete("expense_comments", c["id"])
    return {"deleted_comment_id": c["id"], "expense_id": c["expense_id"]}


@tool(domain=DOMAIN, reads=())
def list_expense_categories(ctx: WorldContext) -> list[str]:
    """List the expense categories (use these values for category)."""
    return list(CATEGORIES)


# ----------------------------------------------------------------------------- balances


@tool(domain=DOMAIN, reads=(*_GROUPS, *_LEDGER))
def get_expense_group_balances(ctx: WorldContext, group_id: ObjId) -> dict[str, Any]:
    """Get every member's balance in a group (positive: owed money; negative: owes)
    and who owes whom: simplified to the fewest payments when the group's "simplify
    debts" is on, otherwise pairwise from each expense.

    Args:
        group_id: Id of the group, e.g. "eg_0002".
    """
    world = ctx.world
    g = _group(world, group_id)
    net = _scope_net(world, g["id"])
    return {
        "group_id": g["id"],
        "name": g["name"],
        "currency": g["currency"],
        "simplify_debts": g["simplify_debts"],
        "balances": _balances_view(world, net or {g["currency"]: {}}, _member_ids(world, g["id"])),
        "debts": _group_debts(world, g, g["simplify_debts"]),
    }


@tool(domain=DOMAIN, reads=(*_GROUPS, *_LEDGER))
def simplify_expense_group_debts(ctx: WorldContext, group_id: ObjId) -> dict[str, Any]:
    """Compute the fewest payments that settle everyone in a group (largest debtor pays
    largest creditor until all are even; at most members-1 payments). Read-only: record
    the payments with settle_up_expenses.

    Args:
        group_id: Id of the group, e.g. "eg_0002".
    """
    world = ctx.world
    g = _group(world, group_id)
    transfers = _group_debts(world, g, True)
    pairwise = _group_debts(world, g, False)
    return {
        "group_id": g["id"],
        "name": g["name"],
        "payments": transfers,
        "payments_needed": len(transfers),
        "payments_without_simplifying": len(pairwise),
    }


@tool(
    domain=DOMAIN,
    reads=(*_GROUPS, *_PEOPLE, "contacts"),
    writes=("expense_settlements",),
)
def settle_up_expenses(
    ctx: WorldContext,
    to_person: PersonRef,
    amount: float,
    from_person: PersonRef = "me",
    group_id: ObjId | None = None,
    currency: Currency | None = None,
    method: SettleMethod = "cash",
    payment_date: date | None = None,
    note: Annotated[str, Field(max_length=200)] = "",
) -> dict[str, Any]:
    """Settle up: record a payment from one person to another (it reduces what the
    payer owes). Usually from "me" to a friend or from a friend to "me".

    Args:
        to_person: Who received the money ("me", person id, contact id or name).
        amount: Amount paid, e.g. 45.5.
        from_person: Who paid (default "me").
        group_id: Record it in this group, e.g. "eg_0001"; omit for non-group balances.
        currency: Currency; in a group it must be the group currency (default); else USD.
        method: "cash", "venmo", "paypal", "bank_transfer" or "other".
        payment_date: Day of the payment, "YYYY-MM-DD"; default today.
        note: Optional note.

    Returns:
        The settlement, and what is still owed between the two people in that group
        (or outside groups) afterwards.
    """
    world = ctx.world
    frm = _person(world, from_person)
    to = _person(world, to_person)
    if frm["id"] == to["id"]:
        raise ToolError("from_person and to_person are the same person")
    cents = _cents(amount)
    group = _group(world, group_id) if group_id is not None and group_id.strip() else None
    cur = _check_currency(group, currency)
    if group is not None:
        _require_member(world, group, frm)
        _require_member(world, group, to)
    elif not (frm["is_me"] or to["is_me"]):
        raise ToolError(
            "a payment outside groups must be from or to you; record payments between "
            "other people in their group (group_id)"
        )
    st = world.insert(
        "expense_settlements",
        {
            "group_id": None if group is None else group["id"],
            "from_person_id": frm["id"],
            "to_person_id": to["id"],
            "amount_cents": cents,
            "currency": cur,
            "method": method,
            "date": payment_date or ctx.clock.today(),
            "note": note.strip(),
            "created_at": ctx.clock.now(),
        },
    )
    scope: str | None = None if group is None else group["id"]
    pair = _pair_debts(world, scope, frm["id"], to["id"])
    known = {frm["id"]: frm, to["id"]: to}
    remaining = [_transfer_view(world, a, b, c, k, known) for (a, b, k), c in pair.items()]
    return {
        "settlement_id": st["id"],
        "from": _pview(world, frm["id"], known),
        "to": _pview(world, to["id"], known),
        "amount": _money(cents),
        "currency": cur,
        "group_id": st["group_id"],
        "method": method,
        "date": st["date"],
        "settled_up_between_them": not remaining,
        "remaining_between_them": remaining,
    }


@tool(domain=DOMAIN, reads=("expense_settlements", *_PEOPLE, "expense_groups"))
def list_expense_settlements(
    ctx: WorldContext, group_id: ObjId | None = None, person: PersonRef | None = None
) -> list[dict[str, Any]]:
    """List recorded settle-up payments, newest first.

    Args:
        group_id: Only this group, e.g. "eg_0001"; "none" for non-group payments.
        person: Only payments this person made or received ("me", person id or name).
    """
    world = ctx.world
    where: dict[str, Any] = {}
    if group_id is not None and group_id.strip():
        where["group_id"] = (
            None if group_id.strip().lower() == "none" else _group(world, group_id)["id"]
        )
    pid = _person(world, person)["id"] if person is not None and person.strip() else None
    out = []
    for st in world.select("expense_settlements", where, order_by=["date DESC", "created_at DESC"]):
        if pid is not None and pid not in (st["from_person_id"], st["to_person_id"]):
            continue
        out.append(
            {
                "settlement_id": st["id"],
                "from": _pview(world, st["from_person_id"]),
                "to": _pview(world, st["to_person_id"]),
                "amount": _money(st["amount_cents"]),
                "currency": st["currency"],
                "group_id": st["group_id"],
                "method": st["method"],
                "date": st["date"],
                "note": st["note"],
            }
        )
    return out


@tool(domain=DOMAIN, reads=("expense_settlements",), writes=("expense_settlements",))
def delete_expense_settlement(ctx: WorldContext, settlement_id: ObjId) -> dict[str, Any]:
    """Delete a recorded settle-up payment (balances go back to before it).

    Args:
        settlement_id: Id of the payment, e.g. "est_0002" (from list_expense_settlements).
    """
    st = ctx.world.get("expense_settlements", settlement_id.strip())
    ctx.world.delete("expense_settlements", st["id"])
    return {
        "deleted_settlement_id": st["id"],
        "amount": _money(st["amount_cents"]),
        "currency": st["currency"],
    }


# ----------------------------------------------------------------------------- reports


@tool(domain=DOMAIN, reads=(*_LEDGER, "expense_groups"))
def get_expense_category_totals(
    ctx: WorldContext, month: Month, group_id: ObjId | None = None
) -> dict[str, Any]:
    """Totals per category for one month: the total cost of the expenses and the
    owner's share of them, per currency (deleted expenses excluded).

    Args:
        month: "YYYY-MM", e.g. "2025-05".
        group_id: Only this group, e.g. "eg_0001"; "none" for non-group; default: all.
    """
    world = ctx.world
    start, end = _parse_month(month)
    me = _me(world)
    scope: str | Literal["*"] | None = "*"
    if group_id is not None and group_id.strip():
        scope = None if group_id.strip().lower() == "none" else _group(world, group_id)["id"]
    # Summed in the database over the month's active expenses (date index), each with
    # the owner's share; (currency, category) pairs in the order the expenses come.
    terms = ["e.deleted_at IS NULL", "e.date >= :start", "e.date < :end"]
    if scope is None:
        terms.append("e.group_id IS NULL")
    elif scope != "*":
        terms.append("e.group_id = :g")
    rows = world.query(
        "SELECT e.currency AS cur, e.category AS cat, SUM(e.amount_cents) AS total, "
        f"SUM(COALESCE(s.owed_cents, 0)) AS mine, COUNT(*) AS n, MIN({_EXPENSE_KEY}) AS first "
        "FROM expenses e LEFT JOIN expense_splits s "
        "ON s.expense_id = e.id AND s.person_id = :me "
        f"WHERE {' AND '.join(terms)} GROUP BY e.currency, e.category",
        {"me": me["id"], "start": start.isoformat(), "end": end.isoformat(), "g": scope},
    )
    totals: dict[tuple[str, str], list[int]] = {
        (str(r["cur"]), str(r["cat"])): [int(r["total"]), int(r["mine"]), int(r["n"])]
        for r in sorted(rows, key=lambda r: str(r["first"]))
    }
    by_currency: dict[str, list[dict[str, Any]]] = {}
    for (cur, cat), (total, mine, n) in sorted(
        totals.items(), key=lambda kv: (kv[0][0], -kv[1][0])
    ):
        by_currency.setdefault(cur, []).append(
            {"category": cat, "total_cost": _money(total), "my_share": _money(mine), "expenses": n}
        )
    return {
        "month": month,
        "categories": by_currency,
        "grand_total": {
            cur: {
                "total_cost": _money(sum(round(r["total_cost"] * 100) for r in rows)),
                "my_share": _money(sum(round(r["my_share"] * 100) for r in rows)),
            }
            for cur, rows in by_currency.items()
        },
    }


@tool(domain=DOMAIN, reads=(*_GROUPS, *_LEDGER))
def export_expense_group_summary(ctx: WorldContext, group_id: ObjId) -> dict[str, Any]:
    """Export a plain-text summary of a group to share: members and balances, the
    payments that settle everyone, and every expense and settle-up payment.

    Args:
        group_id: Id of the group, e.g. "eg_0002".

    Returns:
        {"group_id", "text"} where text is the summary.
    """
    world = ctx.world
    g = _group(world, group_id)
    cur = g["currency"]
    exps = _active_expenses(world, g["id"])
    sts = _settlements(world, g["id"])
    net = _scope_net(world, g["id"]).get(cur, {})
    lines = [
        f"{g['name']} ({g['group_type']}, {cur})",
        f"Exported {ctx.clock.today().isoformat()}",
        "",
        "Balances:",
    ]
    for pid in _member_ids(world, g["id"]):
        v = net.get(pid, 0)
        state = "gets back" if v > 0 else "owes" if v < 0 else "is settled up"
        amount = f" {fmt_amount(abs(v), cur)}" if v else ""
        lines.append(f"- {_name(world, pid)} {state}{amount}")
    lines += ["", "To settle up:"]
    plan = _simplify(net)
    lines += [
        f"- {_name(world, a)} pays {_name(world, b)} {fmt_amount(c, cur)}" for a, b, c in plan
    ] or ["- Everyone is settled up"]
    lines += [
        "",
        f"Expenses ({len(exps)}, total {fmt_amount(sum(e['amount_cents'] for e in exps), cur)}):",
    ]
    for e in exps:
        lines.append(
            f"- {e['date']} {e['description']} [{e['category']}]: "
            f"{fmt_amount(e['amount_cents'], cur)} paid by {_name(world, e['paid_by'])}, "
            f"split {e['split_type']}"
        )
    if sts:
        lines += ["", "Payments:"]
        for st in sts:
            lines.append(
                f"- {st['date']} {_name(world, st['from_person_id'])} paid "
                f"{_name(world, st['to_person_id'])} {fmt_amount(st['amount_cents'], cur)} "
                f"({st['method']})"
            )
    return {"group_id": g["id"], "text": "\n".join(lines)}


# ----------------------------------------------------------------------------- seed


class SeedFriend(DataModel):
    """A seeded contact who shares expenses with the owner ("{owner}" = last name)."""

    first: str
    last: str


class SeedGroup(DataModel):
    """A seeded expense group; members are friends' first names or "me"."""

    name: str
    type: GroupType
    currency: str
    simplify_debts: bool
    days_ago: int
    members: tuple[str, ...]


class SeedComment(DataModel):
    """A comment on a seeded expense."""

    author: str
    text: str
    days_ago: float


class SeedExpense(DataModel):
    """A seeded expense (people are first names or "me"; dates ISO).

    Attributes:
        group: The group's name; None for an expense between friends.
        split_between: Who shares an equal split (default: the whole group).
        shares: Person -> value for exact/percent/shares splits.
    """

    group: str | None
    description: str
    amount: float
    category: Category
    date: str
    paid_by: str
    split_type: SplitType
    split_between: tuple[str, ...] = ()
    shares: dict[str, float] | None = None
    receipt: bool = False
    comments: tuple[SeedComment, ...] = ()


class SeedSettlement(DataModel):
    """A seeded payment between two people."""

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    group: str | None
    from_: str = Field(alias="from")
    to: str
    amount: float
    method: SettleMethod
    date: str
    note: str


class ExpensesSeed(DataModel):
    """``data/sandbox/domains/expenses_seed.json``: friends, groups and their ledger."""

    friends: tuple[SeedFriend, ...]
    groups: tuple[SeedGroup, ...]
    expenses: tuple[SeedExpense, ...]
    settlements: tuple[SeedSettlement, ...]


@cache
def expenses_seed() -> ExpensesSeed:
    """The bundled ledger, read and validated on first use."""
    return load_domain_data("expenses_seed", ExpensesSeed)


def _costco_receipt() -> Image.Image:
    """A small, deterministic warehouse-store receipt for the seeded Costco expense."""
    img = Image.new("RGB", (230, 320), (255, 255, 255))
    draw = ImageDraw.Draw(img)
    lines = [
        "COSTCO WHOLESALE",
        "South SF #1234",
        "06/01/2025 11:42",
        "",
        "KS PAPER TOWEL    24.99",
        "KS BATH TISSUE    23.99",
        "OLIVE OIL 2L      19.99",
        "LAUNDRY PODS      29.99",
        "COFFEE BEANS      17.49",
        "SALMON FILLET     38.62",
        "BERRIES 2LB       11.98",
        "DOG FOOD 40LB     46.51",
        "",
        "TOTAL            213.56",
        "VISA ****1195",
    ]
    for i, line in enumerate(lines):
        draw.text((12, 10 + i * 19), line, fill=(20, 20, 20))
    return img


def seed(world: World, rng: random.Random) -> None:
    """Fill the expenses app: the owner and 11 friends from the address book, five
    groups (apartment with Sam, a Tahoe weekend, a Lisbon trip in EUR without debt
    simplification, the book club, Grandma's gift), ~20 expenses using every split
    type (one with a Costco receipt image), three non-group expenses (one deleted and
    restorable), settle-up payments and comments.
    """
    owner = world.owner
    family = owner.last_name or "Ellis"
    now = world.clock.now()
    people: dict[str, str] = {}
    me = world.insert(
        "expense_people",
        {
            "name": owner.name or "Me",
            "email": owner.email,
            "phone": owner.phone,
            "is_me": True,
            "added_at": world.clock.days_ago(1200),
        },
    )
    people["me"] = me["id"]
    content = expenses_seed()
    for friend in content.friends:
        first, last = friend.first, friend.last
        cid = seed_contact_id(world, first, last)
        contact = world.get("contacts", cid)
        emails = world.select("contact_emails", {"contact_id": cid}, order_by="is_primary DESC")
        p = world.insert(
            "expense_people",
            {
                "name": display_name(contact),
                "email": emails[0]["address"] if emails else None,
                "phone": primary_number(world, cid),
                "contact_id": cid,
                "added_at": world.clock.days_ago(rng.randint(100, 1100)),
            },
        )
        people[first] = p["id"]
    groups: list[Row] = []
    for seeded_group in content.groups:
        name, kind, cur = seeded_group.name, seeded_group.type, seeded_group.currency
        simplify, age = seeded_group.simplify_debts, seeded_group.days_ago
        members = seeded_group.members
        created = now - timedelta(days=age, hours=rng.randint(0, 12))
        g = world.insert(
            "expense_groups",
            {
                "name": name.replace("{owner}", family),
                "group_type": kind,
                "currency": cur,
                "simplify_debts": simplify,
                "created_at": created,
            },
        )
        groups.append(g)
        for m in members:
            world.insert(
                "expense_group_members",
                {"group_id": g["id"], "person_id": people[m], "joined_at": created},
            )
    receipt = world.images.add_pil(_costco_receipt(), source="seed:expenses/costco-receipt")
    expense_ids: list[str] = []
    group_index = {g.name: i for i, g in enumerate(content.groups)}
    for item in content.expenses:
        desc, amount, cat, day = item.description, item.amount, item.category, item.date
        payer, split, has_receipt = item.paid_by, item.split_type, item.receipt
        group = groups[group_index[item.group]] if item.group is not None else None
        cents = round(amount * 100)
        if item.shares is not None:
            splits = _compute_splits(
                world, cents, split, None, {people[k]: v for k, v in item.shares.items()}, None
            )
        else:
            parts = item.split_between
            who = [people[p] for p in parts] if parts else None
            default = _member_ids(world, group["id"]) if group is not None else None
            splits = _compute_splits(world, cents, "equal", who, None, default)
        created = now - timedelta(
            days=(world.clock.today() - date.fromisoformat(day)).days,
            hours=-rng.randint(1, 10),
        )
        created = min(created, now - timedelta(minutes=30))
        exp = world.insert(
            "expenses",
            {
                "group_id": None if group is None else group["id"],
                "description": desc,
                "amount_cents": cents,
                "currency": "USD" if group is None else group["currency"],
                "category": cat,
                "date": day,
                "paid_by": people[payer],
                "split_type": split,
                "receipt_image_id": receipt.image_id if has_receipt else None,
                "created_at": created,
                "updated_at": created,
                "deleted_at": now - timedelta(days=3) if desc == "Uber to SFO" else None,
            },
        )
        _write_splits(world, exp["id"], splits)
        expense_ids.append(exp["id"])
    for settlement in content.settlements:
        frm, to, amount = settlement.from_, settlement.to, settlement.amount
        method, day, note = settlement.method, settlement.date, settlement.note
        group = groups[group_index[settlement.group]] if settlement.group is not None else None
        world.insert(
            "expense_settlements",
            {
                "group_id": None if group is None else group["id"],
                "from_person_id": people[frm],
                "to_person_id": people[to],
                "amount_cents": round(amount * 100),
                "currency": "USD" if group is None else group["currency"],
                "method": method,
                "date": day,
                "note": note,
                "created_at": now
                - timedelta(days=(world.clock.today() - date.fromisoformat(day)).days),
            },
        )
    for item, expense_id in zip(content.expenses, expense_ids, strict=True):
        for comment in item.comments:
            world.insert(
                "expense_comments",
                {
                    "expense_id": expense_id,
                    "author_id": people[comment.author],
                    "body": comment.text,
                    "created_at": now - timedelta(days=comment.days_ago),
                },
            )
