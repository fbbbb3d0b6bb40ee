"""Expenses domain: seed, every tool (happy path and error path) and a schema fuzz."""

from __future__ import annotations

import re
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as hst

from mmtoolbench.core.errors import ToolArgumentError, ToolError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, expenses
from mmtoolbench.sandbox.domains.expenses import expenses_seed, fmt_amount
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world
from tests.sandbox.domain_fuzz import fuzz_tool_checked
from tests.sandbox.domain_harness import DomainTools, next_id

REGISTRY = build_tool_registry(["expenses"])
TABLES = [t.name for t in expenses.TABLES]
# Ids used as inputs (the seed's groups and people in insertion order); expectations about
# them are read from the world.
ALDER, TAHOE, LISBON, BOOK_CLUB, GRANDMA = "eg_0001", "eg_0002", "eg_0003", "eg_0004", "eg_0005"
ME, SAM, MAYA, TOM, HANNAH, LUCAS, ZOE, CHLOE = (f"ep_{i:04d}" for i in range(1, 9))


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world(["expenses"])


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call
fails = HARNESS.fails


def shares(res: dict[str, Any]) -> dict[str, float]:
    return {s["person_id"]: s["owes"] for s in res["shares"]}


def assert_balanced(ctx: WorldContext, group_id: str) -> None:
    res = call(ctx, "get_expense_group_balances", group_id=group_id)
    currencies = {c for m in res["balances"] for c in m["balance"]}
    for cur in currencies:
        assert round(sum(m["balance"].get(cur, 0) for m in res["balances"]), 2) == 0


# ----------------------------------------------------------------------------- expectations
# Computed straight from the rows (never through the tools under test), so that editing
# the seed content changes the expectation instead of breaking the test.


def name(world: World, person_id: str) -> str:
    return str(world.get("expense_people", person_id)["name"])


def shown(world: World, person_id: str) -> str:
    """A person's name as the tools show it (the owner is marked)."""
    return name(world, person_id) + (" (you)" if person_id == ME else "")


def contact_name(world: World, contact_id: str) -> str:
    c = world.get("contacts", contact_id)
    return f"{c['first_name']} {c['last_name']}".strip()


def members(world: World, group_id: str) -> list[str]:
    return [m["person_id"] for m in world.select("expense_group_members", {"group_id": group_id})]


def live(world: World, where: dict[str, Any] | None = None) -> list[dict[str, Any]]:
    """Expenses that are not deleted."""
    return world.select("expenses", {**(where or {}), "deleted_at": None})


def owed(world: World, expense_id: str) -> dict[str, int]:
    return {
        s["person_id"]: s["owed_cents"]
        for s in world.select("expense_splits", {"expense_id": expense_id})
    }


def group_net(world: World, group_id: str) -> dict[str, dict[str, int]]:
    """{currency: {person: cents}}: the payer is owed the amount, each share is owed."""
    net: dict[str, dict[str, int]] = {}
    for e in live(world, {"group_id": group_id}):
        cur = net.setdefault(e["currency"], {})
        cur[e["paid_by"]] = cur.get(e["paid_by"], 0) + e["amount_cents"]
        for pid, cents in owed(world, e["id"]).items():
            cur[pid] = cur.get(pid, 0) - cents
    for st in world.select("expense_settlements", {"group_id": group_id}):
        cur = net.setdefault(st["currency"], {})
        cur[st["from_person_id"]] = cur.get(st["from_person_id"], 0) + st["amount_cents"]
        cur[st["to_person_id"]] = cur.get(st["to_person_id"], 0) - st["amount_cents"]
    return net


def friend_net(world: World, friend: str, group_id: Any = "*") -> dict[str, int]:
    """{currency: cents} between the owner and ``friend`` (positive: the friend owes)."""
    where = {} if group_id == "*" else {"group_id": group_id}
    out: dict[str, int] = {}
    for e in live(world, where):
        shares_ = owed(world, e["id"])
        if e["paid_by"] == ME:
            out[e["currency"]] = out.get(e["currency"], 0) + shares_.get(friend, 0)
        elif e["paid_by"] == friend:
            out[e["currency"]] = out.get(e["currency"], 0) - shares_.get(ME, 0)
    for st in world.select("expense_settlements", where):
        pair = (st["from_person_id"], st["to_person_id"])
        sign = 1 if pair == (ME, friend) else -1 if pair == (friend, ME) else 0
        out[st["currency"]] = out.get(st["currency"], 0) + sign * st["amount_cents"]
    return {c: v for c, v in out.items() if v}


def money(cents: dict[str, int]) -> dict[str, float]:
    return {c: round(v / 100, 2) for c, v in cents.items()}


def unsimplified_debts(world: World, group_id: str) -> int:
    """How many (pair, currency) debts remain when every pair nets its own debts."""
    owes: dict[tuple[str, str, str], int] = {}
    for e in live(world, {"group_id": group_id}):
        for pid, cents in owed(world, e["id"]).items():
            if pid != e["paid_by"]:
                key = (pid, e["paid_by"], e["currency"])
                owes[key] = owes.get(key, 0) + cents
    for st in world.select("expense_settlements", {"group_id": group_id}):
        key = (st["from_person_id"], st["to_person_id"], st["currency"])
        owes[key] = owes.get(key, 0) - st["amount_cents"]
    pairs = {(min(a, b), max(a, b), cur) for a, b, cur in owes}
    return sum(1 for a, b, cur in pairs if owes.get((a, b, cur), 0) != owes.get((b, a, cur), 0))


def assert_settles(payments: list[dict[str, Any]], net: dict[str, int]) -> None:
    """``payments`` (from/to/amount) bring every balance in ``net`` to zero."""
    left = dict(net)
    for p in payments:
        cents = round(p["amount"] * 100)
        assert cents > 0
        left[p["from"]["person_id"]] = left.get(p["from"]["person_id"], 0) + cents
        left[p["to"]["person_id"]] = left.get(p["to"]["person_id"], 0) - cents
    assert all(v == 0 for v in left.values()), left


# ----------------------------------------------------------------------------- seed


def test_fmt_amount() -> None:
    assert fmt_amount(123456, "EUR") == "€1,234.56" and fmt_amount(-5, "USD") == "-$0.05"


def test_seed(ctx: WorldContext) -> None:
    world = ctx.world
    content = expenses_seed()
    group_size = {g.name: len(g.members) for g in content.groups}
    n_shares = sum(
        len(e.shares) if e.shares is not None else len(e.split_between) or group_size[e.group or ""]
        for e in content.expenses
    )
    assert {t: world.count(t) for t in TABLES} == {
        "expense_people": len(content.friends) + 1,
        "expense_groups": len(content.groups),
        "expense_group_members": sum(group_size.values()),
        "expenses": len(content.expenses),
        "expense_splits": n_shares,
        "expense_comments": sum(len(e.comments) for e in content.expenses),
        "expense_settlements": len(content.settlements),
    }
    assert n_shares > 0 and len(content.groups) >= 5
    me = world.get("expense_people", ME)
    assert me["is_me"] and me["name"] == ctx.owner.name and me["contact_id"] is None
    sam = world.get("expense_people", SAM)
    assert world.get("contacts", sam["contact_id"])["first_name"] == "Sam"
    assert {e["split_type"] for e in world.select("expenses")} == set(expenses.SPLIT_TYPES)
    for e in world.select("expenses"):
        assert sum(owed(world, e["id"]).values()) == e["amount_cents"], e["description"]
    for g in world.select("expense_groups"):
        assert_balanced(ctx, g["id"])
    assert world.integrity_check() == []


def test_seed_is_deterministic() -> None:
    a, b = build_seeded_world(["expenses"]), build_seeded_world(["expenses"])
    sa, sb = a.snapshot(), b.snapshot()
    assert all(dict(sa.rows[t]) == dict(sb.rows[t]) for t in TABLES)
    assert a.images.ids() == b.images.ids() == ["img_0"]


# ----------------------------------------------------------------------------- groups


def test_list_expense_groups(ctx: WorldContext) -> None:
    world = ctx.world
    groups = call(ctx, "list_expense_groups")
    rows = world.select("expense_groups")
    assert len(rows) > 0
    assert [g["name"] for g in groups] == sorted(r["name"] for r in rows)
    for g in groups:
        row = world.get("expense_groups", g["group_id"])
        assert (g["name"], g["currency"], g["group_type"]) == (
            row["name"],
            row["currency"],
            row["group_type"],
        )
        assert g["members"] == len(members(world, row["id"]))
        mine = {c: v[ME] for c, v in group_net(world, row["id"]).items() if ME in v}
        assert g["my_balance"] == money(mine)
    by_id = {g["group_id"]: g for g in groups}
    assert by_id[ALDER]["my_balance"][world.get("expense_groups", ALDER)["currency"]] < 0


def test_get_expense_group(ctx: WorldContext) -> None:
    world = ctx.world
    g = call(ctx, "get_expense_group", group_id=ALDER)
    assert [m["person_id"] for m in g["members"]] == members(world, ALDER)
    cur = world.get("expense_groups", ALDER)["currency"]
    mine = group_net(world, ALDER)[cur][ME]
    assert mine < 0 and len(g["members"]) == 2
    (other,) = (p for p in members(world, ALDER) if p != ME)
    assert g["debts"][0]["text"] == (
        f"{ctx.owner.name} (you) owes {name(world, other)} {fmt_amount(-mine, cur)}"
    )
    exps = live(world, {"group_id": ALDER})
    assert len(exps) > 0 and g["expense_count"] == len(exps)
    assert g["total_spent"] == round(sum(e["amount_cents"] for e in exps) / 100, 2)
    fails(ctx, "get_expense_group", "list_expense_groups", group_id="eg_0404")


def test_create_expense_group(ctx: WorldContext) -> None:
    world = ctx.world
    new_group = next_id(world, "expense_groups", "eg")
    new_person = next_id(world, "expense_people", "ep")
    assert world.select("expense_people", {"contact_id": "ct_0036"}) == []
    res = call(
        ctx,
        "create_expense_group",
        name="  Yosemite  Trip ",
        members=["Sam", "ct_0036", SAM],
        group_type="trip",
    )
    assert res["group_id"] == new_group and res["name"] == "Yosemite Trip"
    assert [m["name"] for m in res["members"]] == [
        f"{ctx.owner.name} (you)",
        name(world, SAM),
        contact_name(world, "ct_0036"),
    ]
    assert world.select("expense_people", {"contact_id": "ct_0036"})[0]["id"] == new_person
    fails(ctx, "create_expense_group", "already exists", name="yosemite trip")
    fails(
        ctx, "create_expense_group", "no contact with id 'ct_0999'", name="X", members=["ct_0999"]
    )
    fails(ctx, "create_expense_group", "no person 'Zed'", name="X", members=["Zed"])


def test_rename_expense_group(ctx: WorldContext) -> None:
    before = ctx.world.get("expense_groups", BOOK_CLUB)["name"]
    other = ctx.world.get("expense_groups", LISBON)["name"]
    res = call(ctx, "rename_expense_group", group_id=BOOK_CLUB, name="Mission Book Club")
    assert res == {"group_id": BOOK_CLUB, "name": "Mission Book Club", "previous_name": before}
    fails(
        ctx, "rename_expense_group", "already called", group_id=BOOK_CLUB, name="Mission Book Club"
    )
    fails(ctx, "rename_expense_group", "already exists", group_id=BOOK_CLUB, name=other.lower())


def test_delete_expense_group(ctx: WorldContext) -> None:
    world = ctx.world
    exp_ids = [e["id"] for e in world.select("expenses", {"group_id": TAHOE})]
    n_settlements = world.count("expense_settlements", {"group_id": TAHOE})
    assert exp_ids and n_settlements > 0
    assert sum(world.count("expense_comments", {"expense_id": e}) for e in exp_ids) > 0
    res = call(ctx, "delete_expense_group", group_id=TAHOE)
    assert res["expenses_deleted"] == len(exp_ids)
    assert res["settlements_deleted"] == n_settlements
    for e in exp_ids:
        assert world.count("expense_splits", {"expense_id": e}) == 0
        assert world.count("expense_comments", {"expense_id": e}) == 0
    assert world.integrity_check() == []
    fails(ctx, "delete_expense_group", "no expense group with id", group_id=TAHOE)


def test_set_expense_group_currency(ctx: WorldContext) -> None:
    fails(
        ctx,
        "set_expense_group_currency",
        "only change while the group is empty",
        group_id=LISBON,
        currency="USD",
    )
    new = call(ctx, "create_expense_group", name="London", members=["Ben"])
    res = call(ctx, "set_expense_group_currency", group_id=new["group_id"], currency="GBP")
    assert res == {"group_id": new["group_id"], "currency": "GBP", "previous_currency": "USD"}
    fails(
        ctx,
        "set_expense_group_currency",
        "already uses GBP",
        group_id=new["group_id"],
        currency="GBP",
    )
    with pytest.raises(ToolArgumentError):
        call(ctx, "set_expense_group_currency", group_id=new["group_id"], currency="JPY")


def test_set_expense_group_simplify_debts(ctx: WorldContext) -> None:
    world = ctx.world
    pairwise = unsimplified_debts(world, LISBON)
    before = call(ctx, "get_expense_group_balances", group_id=LISBON)
    assert not before["simplify_debts"] and len(before["debts"]) == pairwise
    assert call(ctx, "set_expense_group_simplify_debts", group_id=LISBON, enabled=True) == {
        "group_id": LISBON,
        "simplify_debts": True,
    }
    after = call(ctx, "get_expense_group_balances", group_id=LISBON)["debts"]
    (net,) = group_net(world, LISBON).values()
    assert_settles(after, net)
    assert 0 < len(after) < pairwise
    fails(ctx, "set_expense_group_simplify_debts", "already on", group_id=LISBON, enabled=True)


def test_add_expense_group_member(ctx: WorldContext) -> None:
    world = ctx.world
    before = members(world, ALDER)
    assert CHLOE not in before
    new_person = next_id(world, "expense_people", "ep")
    group_name = world.get("expense_groups", ALDER)["name"]
    res = call(ctx, "add_expense_group_member", group_id=ALDER, person="Chloe")
    assert [m["person_id"] for m in res["members"]] == [*before, CHLOE]
    new = call(ctx, "add_expense_group_member", group_id=ALDER, person="ct_0037")
    assert new["added"] == {"person_id": new_person, "name": contact_name(world, "ct_0037")}
    fails(
        ctx,
        "add_expense_group_member",
        re.escape(f"already in '{group_name}'"),
        group_id=ALDER,
        person="ct_0037",
    )
    fails(ctx, "add_expense_group_member", "no person", group_id=ALDER, person="nobody")


def test_remove_expense_group_member(ctx: WorldContext) -> None:
    world = ctx.world
    before = members(world, ALDER)
    cur = world.get("expense_groups", ALDER)["currency"]
    sam_net = group_net(world, ALDER)[cur][SAM]
    assert sam_net != 0
    fails(
        ctx,
        "remove_expense_group_member",
        "non-zero balance .*" + re.escape(fmt_amount(abs(sam_net), cur)),
        group_id=ALDER,
        person="Sam",
    )
    fails(ctx, "remove_expense_group_member", "can't remove yourself", group_id=ALDER, person="me")
    fails(ctx, "remove_expense_group_member", "not a member", group_id=ALDER, person="Chloe")
    call(ctx, "add_expense_group_member", group_id=ALDER, person="Chloe")
    res = call(ctx, "remove_expense_group_member", group_id=ALDER, person=CHLOE)
    assert [m["person_id"] for m in res["members"]] == before


# ----------------------------------------------------------------------------- friends & balances


def test_list_expense_friends(ctx: WorldContext) -> None:
    world = ctx.world
    friends = call(ctx, "list_expense_friends")
    rows = world.select("expense_people", {"is_me": False})
    assert len(rows) > 0 and len(friends) == len(rows) == len(expenses_seed().friends)
    assert [f["name"] for f in friends] == sorted(r["name"] for r in rows)
    for f in friends:
        assert f["balance"] == money(friend_net(world, f["person_id"])), f["name"]
    by_id = {f["person_id"]: f for f in friends}
    assert by_id[SAM]["balance"] and by_id[TOM]["balance"]


def test_add_expense_friend(ctx: WorldContext) -> None:
    new_person = next_id(ctx.world, "expense_people", "ep")
    res = call(ctx, "add_expense_friend", contact_id="ct_0036")
    assert res["person_id"] == new_person and res["name"] == contact_name(ctx.world, "ct_0036")
    emails = ctx.world.select("contact_emails", {"contact_id": "ct_0036"})
    assert res["email"] and res["email"] in {e["address"] for e in emails}
    fails(ctx, "add_expense_friend", "already a friend", contact_id="ct_0036")
    fails(ctx, "add_expense_friend", "no contact with id", contact_id="ct_0999")


def test_get_expense_friend_balance(ctx: WorldContext) -> None:
    world = ctx.world
    sam = call(ctx, "get_expense_friend_balance", person="ct_0005")
    assert sam["person_id"] == SAM
    total = friend_net(world, SAM)
    assert len(total) > 0 and sam["balance"] == money(total)
    groups = world.select("expense_groups", order_by="name")
    assert [b["group"] for b in sam["breakdown"]] == [
        g["name"] for g in groups if friend_net(world, SAM, g["id"])
    ] + (["Non-group expenses"] if friend_net(world, SAM, None) else [])
    sam_name = name(world, SAM)
    assert sam["summary"] == "; ".join(
        f"{sam_name} owes you {fmt_amount(v, c)}"
        if v > 0
        else f"you owe {sam_name} {fmt_amount(-v, c)}"
        for c, v in sorted(total.items())
    )
    hannah = call(ctx, "get_expense_friend_balance", person=name(world, HANNAH))
    non_group = friend_net(world, HANNAH, None)
    assert non_group and hannah["breakdown"][-1] == {
        "group_id": None,
        "group": "Non-group expenses",
        "balance": money(non_group),
    }
    fails(ctx, "get_expense_friend_balance", "that is you", person="me")
    fails(ctx, "get_expense_friend_balance", "not a friend in the expenses app", person="ct_0036")


def test_get_expense_balances(ctx: WorldContext) -> None:
    world = ctx.world
    owe: dict[str, int] = {}
    owed_to_me: dict[str, int] = {}
    with_balance = 0
    for p in world.select("expense_people", {"is_me": False}):
        net = friend_net(world, p["id"])
        with_balance += bool(net)
        for c, v in net.items():
            side = owed_to_me if v > 0 else owe
            side[c] = side.get(c, 0) + abs(v)
    assert owe and owed_to_me
    res = call(ctx, "get_expense_balances")
    assert res["you_owe"] == money(owe)
    assert res["you_are_owed"] == money(owed_to_me)
    assert len(res["friends"]) == with_balance


# ----------------------------------------------------------------------------- expenses


def test_add_expense_equal_default_members(ctx: WorldContext) -> None:
    world = ctx.world
    img = ctx.images.ids()[0]
    new_id = next_id(world, "expenses", "exp")
    group = members(world, ALDER)
    assert group[0] == ME and len(group) > 1
    res = call(
        ctx,
        "add_expense",
        description=" Water  bill ",
        amount=100.01,
        group_id=ALDER,
        category="utilities",
        receipt_image_id=img,
    )
    assert res["id"] == new_id and res["description"] == "Water bill"
    # equal split: rounded down to the cent, leftover cents one each in listing order
    base, extra = divmod(10001, len(group))
    expected = {p: (base + (i < extra)) / 100 for i, p in enumerate(group)}
    assert shares(res) == expected
    assert res["my_balance_effect"] == round(100.01 - expected[ME], 2)
    assert res["date"] == ctx.clock.today().isoformat() and res["receipt_image_id"] == img
    assert_balanced(ctx, ALDER)


def test_add_expense_split_types(ctx: WorldContext) -> None:
    exact = call(
        ctx,
        "add_expense",
        description="Dinner",
        amount=90,
        paid_by="Maya",
        group_id=TAHOE,
        split_type="exact",
        split_values={"me": 30.5, "Maya": 59.5},
    )
    assert shares(exact) == {ME: 30.5, MAYA: 59.5} and exact["my_balance_effect"] == -30.5
    pct = call(
        ctx,
        "add_expense",
        description="Cab",
        amount=10,
        group_id=TAHOE,
        split_type="percent",
        split_values={"me": 33.33, "Sam": 33.33, "Tom": 33.34},
    )
    assert shares(pct) == {ME: 3.33, SAM: 3.33, TOM: 3.34}
    parts = call(
        ctx,
        "add_expense",
        description="Pizza",
        amount=10,
        group_id=TAHOE,
        split_type="shares",
        split_values={"me": 1, "Sam": 1, "Tom": 1},
    )
    assert shares(parts) == {ME: 3.34, SAM: 3.33, TOM: 3.33}
    nongroup = call(
        ctx, "add_expense", description="Lunch", amount=31, split_with=["me", "Zoe"], paid_by="Zoe"
    )
    assert nongroup["group"] is None and nongroup["currency"] == "USD"
    assert shares(nongroup) == {ME: 15.5, ZOE: 15.5}
    assert_balanced(ctx, TAHOE)


@pytest.mark.parametrize(
    ("args", "pattern"),
    [
        (
            {"split_type": "exact", "split_values": {"me": 10, "Sam": 20}},
            r"add up to 30.00 but the expense is 50.00",
        ),
        (
            {"split_type": "percent", "split_values": {"me": 50, "Sam": 40}},
            "add up to 90%, not 100%",
        ),
        ({"split_type": "shares", "split_values": {"me": 0, "Sam": 0}}, "shares add up to 0"),
        ({"split_type": "exact"}, "needs split_values"),
        ({"split_type": "percent", "split_with": ["me"]}, "not split_with"),
        ({"split_values": {"me": 1}}, "for an equal split give split_with"),
        ({"split_with": ["me", "me"]}, "listed twice"),
        ({"split_with": ["me"]}, "at least two people"),
        ({"split_with": ["me", "Chloe"]}, "not in group '{group}'"),
        ({"paid_by": "Chloe"}, "not in group"),
        ({"currency": "EUR"}, "uses {currency}"),
        ({"amount": 0}, "greater than 0"),
        ({"amount": 1.999}, "more than 2 decimal places"),
        ({"receipt_image_id": "img_42"}, "unknown image id"),
        ({"group_id": "eg_0404"}, "no expense group"),
        ({"paid_by": "Maya"}, "several people|not in group"),
        ({"description": "   "}, "description must not be blank"),
    ],
)
def test_add_expense_errors(ctx: WorldContext, args: dict[str, Any], pattern: str) -> None:
    group = ctx.world.get("expense_groups", ALDER)
    assert group["currency"] != "EUR"
    pattern = pattern.format(group=re.escape(group["name"]), currency=group["currency"])
    base = {"description": "Groceries", "amount": 50, "group_id": ALDER}
    fails(ctx, "add_expense", pattern, **{**base, **args})


def test_add_expense_non_group_must_involve_me(ctx: WorldContext) -> None:
    fails(
        ctx,
        "add_expense",
        "must involve you",
        description="x",
        amount=10,
        paid_by="Sam",
        split_with=["Tom", "Sam"],
    )
    fails(ctx, "add_expense", "give split_with", description="x", amount=10)


def test_add_friend_expense(ctx: WorldContext) -> None:
    res = call(ctx, "add_friend_expense", friend="Tom", description="Beers", amount=25.01)
    assert res["paid_by"]["person_id"] == ME and shares(res) == {TOM: 12.51, ME: 12.5}
    full = call(
        ctx,
        "add_friend_expense",
        friend=HANNAH,
        description="Your ticket",
        amount=45,
        arrangement="they_are_owed_full_amount",
        category="entertainment",
    )
    assert full["paid_by"]["person_id"] == HANNAH and shares(full) == {ME: 45.0, HANNAH: 0.0}
    assert full["split_type"] == "exact"
    fails(ctx, "add_friend_expense", "not yourself", friend="me", description="x", amount=1)
    fails(ctx, "add_friend_expense", "greater than 0", friend="Tom", description="x", amount=-1)


def test_get_expense(ctx: WorldContext) -> None:
    world = ctx.world
    (couch_row, *_) = world.select("expenses", {"split_type": "percent", "group_id": ALDER})
    couch = call(ctx, "get_expense", expense_id=couch_row["id"])
    splits = world.select("expense_splits", {"expense_id": couch_row["id"]})
    assert couch["split_type"] == "percent" and len(splits) > 1
    assert couch["my_share"] == sum(s["owed_cents"] for s in splits if s["person_id"] == ME) / 100
    assert [(s["owes"], s["entered_value"]) for s in couch["shares"]] == [
        (s["owed_cents"] / 100, s["split_value"]) for s in splits
    ]
    receipts = [e for e in world.select("expenses") if e["receipt_image_id"] is not None]
    assert receipts
    with_receipt = call(ctx, "get_expense", expense_id=receipts[0]["id"])
    assert with_receipt["receipt_image_id"] == receipts[0]["receipt_image_id"]
    assert with_receipt["comments"] == world.count(
        "expense_comments", {"expense_id": receipts[0]["id"]}
    )
    deleted = [e for e in world.select("expenses") if e["deleted_at"] is not None]
    assert deleted and call(ctx, "get_expense", expense_id=deleted[0]["id"])["is_deleted"]
    fails(ctx, "get_expense", "list_expenses", expense_id="exp_0999")


def test_list_expenses(ctx: WorldContext) -> None:
    world = ctx.world
    active = live(world)
    assert len(active) > 0
    everything = call(ctx, "list_expenses", limit=100)
    assert everything["total"] == len(active)
    dates = [e["date"] for e in everything["expenses"]]
    assert dates == sorted(dates, reverse=True)
    assert call(ctx, "list_expenses", group_id=ALDER)["total"] == len(
        live(world, {"group_id": ALDER})
    )
    non_group = world.select("expenses", {"group_id": None})
    assert call(ctx, "list_expenses", group_id="none")["total"] == len(
        live(world, {"group_id": None})
    )
    assert call(ctx, "list_expenses", group_id="none", include_deleted=True)["total"] == len(
        non_group
    )
    lucas = [e for e in active if e["paid_by"] == LUCAS or LUCAS in owed(world, e["id"])]
    assert lucas and call(ctx, "list_expenses", person=LUCAS)["total"] == len(lucas)
    gifts = live(world, {"category": "gifts"})
    assert gifts and call(ctx, "list_expenses", category="gifts")["total"] == len(gifts)
    june = [e for e in active if "2025-06-01" <= e["date"] <= "2025-06-30"]
    assert june
    listed = call(ctx, "list_expenses", start_date="2025-06-01", end_date="2025-06-30")
    assert listed["total"] == len(june)
    costco = [e["id"] for e in active if "costco" in f"{e['description']} {e['notes']}".lower()]
    assert costco
    assert [e["id"] for e in call(ctx, "list_expenses", query="costco")["expenses"]] == costco
    fails(ctx, "list_expenses", "before start_date", start_date="2025-06-02", end_date="2025-06-01")
    fails(ctx, "list_expenses", "no expense group", group_id="eg_0404")


def _equal_alder_expense(world: World) -> dict[str, Any]:
    """An equal-split Alder expense the owner paid, shared by the owner and Sam."""
    for e in live(world, {"group_id": ALDER, "split_type": "equal", "paid_by": ME}):
        if list(owed(world, e["id"])) == [ME, SAM]:
            return e
    raise AssertionError("seed has no equal Alder expense the owner paid for both")


def test_update_expense(ctx: WorldContext) -> None:
    world = ctx.world
    plain = _equal_alder_expense(world)["id"]
    (couch, *_) = world.select("expenses", {"split_type": "percent", "group_id": ALDER})
    percents = {
        s["person_id"]: s["split_value"]
        for s in world.select("expense_splits", {"expense_id": couch["id"]})
    }
    (exact, *_) = live(world, {"split_type": "exact"})
    (gone, *_) = [e for e in world.select("expenses") if e["deleted_at"] is not None]
    res = call(ctx, "update_expense", expense_id=plain, amount=90.01, notes="incl. flowers")
    assert shares(res) == {ME: 45.01, SAM: 45.0} and res["notes"] == "incl. flowers"
    updated = call(ctx, "update_expense", expense_id=couch["id"], amount=1000)
    # whole-cent percentages of 1000.00 split with no remainder
    assert shares(updated) == {p: round(1000 * v / 100, 2) for p, v in percents.items()}
    switched = call(
        ctx,
        "update_expense",
        expense_id=couch["id"],
        split_type="shares",
        split_values={"me": 1, "Sam": 2},
    )
    assert shares(switched) == {ME: 333.33, SAM: 666.67} and switched["split_type"] == "shares"
    moved = call(
        ctx, "update_expense", expense_id=plain, paid_by="Sam", category="household_supplies"
    )
    assert moved["paid_by"]["person_id"] == SAM and moved["category"] == "household_supplies"
    assert_balanced(ctx, ALDER)
    fails(ctx, "update_expense", "split by exact amounts", expense_id=exact["id"], amount=300)
    fails(ctx, "update_expense", "nothing to change", expense_id=plain, paid_by="Sam")
    fails(ctx, "update_expense", "not in group", expense_id=plain, paid_by="Chloe")
    fails(ctx, "update_expense", "restore_expense first", expense_id=gone["id"], amount=1)


def test_delete_and_restore_expense(ctx: WorldContext) -> None:
    world = ctx.world
    (first, *_) = live(world, {"group_id": ALDER})
    count = len(live(world, {"group_id": ALDER}))
    res = call(ctx, "delete_expense", expense_id=first["id"])
    assert res == {"deleted_expense_id": first["id"], "description": first["description"]}
    assert call(ctx, "get_expense_group", group_id=ALDER)["expense_count"] == count - 1
    fails(ctx, "delete_expense", "already deleted", expense_id=first["id"])
    (gone, *_) = [e for e in world.select("expenses") if e["deleted_at"] is not None]
    restored = call(ctx, "restore_expense", expense_id=gone["id"])
    assert not restored["is_deleted"] and restored["description"] == gone["description"]
    fails(ctx, "restore_expense", "is not deleted", expense_id=gone["id"])


def test_expense_receipts(ctx: WorldContext) -> None:
    world = ctx.world
    img = ctx.images.ids()[0]
    plain = _equal_alder_expense(world)["id"]
    assert world.get("expenses", plain)["receipt_image_id"] is None
    res = call(ctx, "set_expense_receipt", expense_id=plain, image_id=img)
    assert res == {"expense_id": plain, "receipt_image_id": img, "previous": None}
    fails(ctx, "set_expense_receipt", "already the receipt", expense_id=plain, image_id=img)
    fails(ctx, "set_expense_receipt", "unknown image id", expense_id=plain, image_id="img_5")
    (seeded_receipt, *_) = [
        e
        for e in world.select("expenses")
        if e["receipt_image_id"] is not None and e["id"] != plain
    ]
    removed = call(ctx, "remove_expense_receipt", expense_id=seeded_receipt["id"])
    assert removed["removed_image_id"] == seeded_receipt["receipt_image_id"]
    fails(ctx, "remove_expense_receipt", "has no receipt", expense_id=seeded_receipt["id"])


def test_expense_comments(ctx: WorldContext) -> None:
    world = ctx.world
    comments = world.select("expense_comments", order_by="created_at")
    assert comments
    target = comments[0]["expense_id"]
    seeded_comments = call(ctx, "list_expense_comments", expense_id=target)
    assert [c["author"]["person_id"] for c in seeded_comments] == [
        c["author_id"] for c in comments if c["expense_id"] == target
    ]
    new_id = next_id(world, "expense_comments", "exc")
    (tahoe, *_) = live(world, {"group_id": TAHOE})
    res = call(ctx, "add_expense_comment", expense_id=tahoe["id"], text=" Thanks Lucas! ")
    assert res["comment_id"] == new_id and res["text"] == "Thanks Lucas!"
    fails(ctx, "add_expense_comment", "the comment is empty", expense_id=tahoe["id"], text="  ")
    assert call(ctx, "delete_expense_comment", comment_id=new_id)["deleted_comment_id"] == new_id
    (theirs, *_) = [c for c in comments if c["author_id"] != ME]
    fails(
        ctx,
        "delete_expense_comment",
        f"written by {name(world, theirs['author_id'])}",
        comment_id=theirs["id"],
    )
    fails(ctx, "delete_expense_comment", "list_expense_comments", comment_id=new_id)
    fails(ctx, "list_expense_comments", "no expense with id", expense_id="exp_0999")


def test_list_expense_categories(ctx: WorldContext) -> None:
    cats = call(ctx, "list_expense_categories")
    assert "groceries" in cats and cats == list(expenses.CATEGORIES)


# ----------------------------------------------------------------------------- balances & settling


def test_get_expense_group_balances(ctx: WorldContext) -> None:
    world = ctx.world
    cur = world.get("expense_groups", TAHOE)["currency"]
    net = group_net(world, TAHOE)[cur]
    res = call(ctx, "get_expense_group_balances", group_id=TAHOE)
    by_id = {m["person_id"]: m["balance"][cur] for m in res["balances"]}
    assert by_id == {p: net.get(p, 0) / 100 for p in members(world, TAHOE)}
    assert any(by_id.values())
    assert_settles(res["debts"], net)
    assert 0 < len(res["debts"]) < len(by_id)
    fails(ctx, "get_expense_group_balances", "no expense group", group_id="eg_0999")


def test_simplify_expense_group_debts(ctx: WorldContext) -> None:
    world = ctx.world
    (net,) = group_net(world, LISBON).values()
    creditors = {name(world, p) for p, v in net.items() if v > 0}
    pairwise = unsimplified_debts(world, LISBON)
    res = call(ctx, "simplify_expense_group_debts", group_id=LISBON)
    assert res["payments_without_simplifying"] == pairwise
    assert res["payments_needed"] == len(res["payments"]) and 0 < len(res["payments"]) < pairwise
    assert_settles(res["payments"], net)
    assert {p["to"]["name"] for p in res["payments"]} == creditors
    assert sum(p["amount"] for p in res["payments"]) == pytest.approx(
        sum(v for v in net.values() if v > 0) / 100
    )
    fails(ctx, "simplify_expense_group_debts", "no expense group", group_id="eg_0999")


def test_settle_up_expenses(ctx: WorldContext) -> None:
    world = ctx.world
    cur = world.get("expense_groups", ALDER)["currency"]
    i_owe = -group_net(world, ALDER)[cur][ME]
    tom_owes = friend_net(world, TOM, None)
    assert i_owe > 0 and set(tom_owes) == {"USD"} and tom_owes["USD"] > 0
    new_id = next_id(world, "expense_settlements", "est")
    res = call(
        ctx,
        "settle_up_expenses",
        to_person="Sam",
        amount=i_owe / 100,
        group_id=ALDER,
        method="venmo",
    )
    assert res["settlement_id"] == new_id and res["settled_up_between_them"]
    assert call(ctx, "get_expense_group", group_id=ALDER)["debts"] == []
    partial = call(
        ctx, "settle_up_expenses", from_person="Tom", to_person="me", amount=tom_owes["USD"] / 100
    )
    assert partial["group_id"] is None and partial["remaining_between_them"] == []
    assert_balanced(ctx, ALDER)


@pytest.mark.parametrize(
    ("args", "pattern"),
    [
        ({"to_person": "me"}, "the same person"),
        ({"to_person": "Chloe", "group_id": ALDER}, "not a member"),
        ({"to_person": "Sam", "group_id": ALDER, "currency": "EUR"}, "uses {currency}"),
        ({"to_person": "Sam", "from_person": "Tom"}, "must be from or to you"),
        ({"to_person": "Sam", "amount": 0}, "greater than 0"),
        ({"to_person": "ep_0404"}, "no person with id"),
    ],
)
def test_settle_up_expenses_errors(ctx: WorldContext, args: dict[str, Any], pattern: str) -> None:
    currency = ctx.world.get("expense_groups", ALDER)["currency"]
    assert currency != "EUR"
    fails(ctx, "settle_up_expenses", pattern.format(currency=currency), **{"amount": 10, **args})


def test_list_expense_settlements(ctx: WorldContext) -> None:
    world = ctx.world
    rows = world.select("expense_settlements")
    assert rows
    all_rows = call(ctx, "list_expense_settlements")
    assert [s["date"] for s in all_rows] == sorted((r["date"] for r in rows), reverse=True)
    mine = [r for r in rows if ME in (r["from_person_id"], r["to_person_id"])]
    assert mine and len(call(ctx, "list_expense_settlements", person="me")) == len(mine)
    lisbon = call(ctx, "list_expense_settlements", group_id=LISBON)
    assert lisbon and lisbon[0]["currency"] == world.get("expense_groups", LISBON)["currency"]
    assert [s["settlement_id"] for s in call(ctx, "list_expense_settlements", group_id="none")] == [
        r["id"] for r in rows if r["group_id"] is None
    ]
    fails(ctx, "list_expense_settlements", "no expense group", group_id="eg_0404")


def test_delete_expense_settlement(ctx: WorldContext) -> None:
    world = ctx.world
    (st, *_) = world.select("expense_settlements", {"group_id": ALDER})
    res = call(ctx, "delete_expense_settlement", settlement_id=st["id"])
    assert res == {
        "deleted_settlement_id": st["id"],
        "amount": st["amount_cents"] / 100,
        "currency": st["currency"],
    }
    mine = {c: v[ME] for c, v in group_net(world, ALDER).items()}
    assert call(ctx, "get_expense_group", group_id=ALDER)["members"][0]["balance"] == money(mine)
    fails(ctx, "delete_expense_settlement", "no settle-up payment", settlement_id=st["id"])


# ----------------------------------------------------------------------------- reports


def category_totals(
    world: World, month: str, group_id: Any = "*"
) -> dict[str, dict[str, list[int]]]:
    """{currency: {category: [total, my share, count]}} of the month's live expenses."""
    where = {} if group_id == "*" else {"group_id": group_id}
    out: dict[str, dict[str, list[int]]] = {}
    for e in live(world, where):
        if e["date"][:7] == month:
            slot = out.setdefault(e["currency"], {}).setdefault(e["category"], [0, 0, 0])
            slot[0] += e["amount_cents"]
            slot[1] += owed(world, e["id"]).get(ME, 0)
            slot[2] += 1
    return out


def test_get_expense_category_totals(ctx: WorldContext) -> None:
    world = ctx.world
    june_rows = category_totals(world, "2025-06")
    assert june_rows.get("USD")
    june = call(ctx, "get_expense_category_totals", month="2025-06")
    for cur, cats in june_rows.items():
        listed = june["categories"][cur]
        assert [c["total_cost"] for c in listed] == sorted(
            (c["total_cost"] for c in listed), reverse=True
        )
        assert {c["category"]: c for c in listed} == {
            cat: {"category": cat, "total_cost": t / 100, "my_share": m / 100, "expenses": n}
            for cat, (t, m, n) in cats.items()
        }
        assert june["grand_total"][cur] == {
            "total_cost": sum(t for t, _, _ in cats.values()) / 100,
            "my_share": sum(m for _, m, _ in cats.values()) / 100,
        }
    april = call(ctx, "get_expense_category_totals", month="2025-04", group_id=LISBON)
    assert (
        set(april["categories"])
        == set(category_totals(world, "2025-04", LISBON))
        == {world.get("expense_groups", LISBON)["currency"]}
    )
    may_none = category_totals(world, "2025-05", None)
    assert may_none
    none = call(ctx, "get_expense_category_totals", month="2025-05", group_id="none")
    assert none["grand_total"] == {
        cur: {
            "total_cost": sum(t for t, _, _ in cats.values()) / 100,
            "my_share": sum(m for _, m, _ in cats.values()) / 100,
        }
        for cur, cats in may_none.items()
    }
    fails(ctx, "get_expense_category_totals", "month must look like", month="2025-00")
    with pytest.raises(ToolArgumentError):
        call(ctx, "get_expense_category_totals", month="June")


def test_export_expense_group_summary(ctx: WorldContext) -> None:
    world = ctx.world
    g = world.get("expense_groups", TAHOE)
    cur = g["currency"]
    net = group_net(world, TAHOE)[cur]
    text = call(ctx, "export_expense_group_summary", group_id=TAHOE)["text"]
    assert text.startswith(f"{g['name']} ({g['group_type']}, {cur})")
    for pid in members(world, TAHOE):
        v = net.get(pid, 0)
        state = "gets back" if v > 0 else "owes" if v < 0 else "is settled up"
        amount = f" {fmt_amount(abs(v), cur)}" if v else ""
        assert f"- {shown(world, pid)} {state}{amount}\n" in text
    exps = live(world, {"group_id": TAHOE})
    assert exps
    for e in exps:
        assert (
            f"{e['description']} [{e['category']}]: {fmt_amount(e['amount_cents'], cur)} "
            f"paid by {shown(world, e['paid_by'])}, split {e['split_type']}"
        ) in text
    sts = world.select("expense_settlements", {"group_id": TAHOE})
    assert sts
    for st in sts:
        assert (
            f"{shown(world, st['from_person_id'])} paid {shown(world, st['to_person_id'])} "
            f"{fmt_amount(st['amount_cents'], cur)} ({st['method']})"
        ) in text
    plan = text.split("To settle up:\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert 0 < len(plan) < len(members(world, TAHOE))
    assert all(" pays " in line for line in plan)
    fails(ctx, "export_expense_group_summary", "no expense group", group_id="eg_0999")


# ----------------------------------------------------------------------------- fuzz


def _pool(world: World) -> dict[str, list[Any]]:
    """Plausible values per parameter name (plus junk), so calls reach past validation."""

    def ids(table: str, n: int = 6) -> list[Any]:
        pk = world.table(table).pk.name
        return [r[pk] for r in world.select(table, limit=n)] + [f"{table[:3]}_0999"]

    people = [
        "me",
        "Sam",
        "Maya",
        "Tom",
        "ep_0002",
        "ep_0007",
        "ct_0005",
        "ct_0036",
        "ep_0999",
        "x",
    ]
    images = [*world.images.ids(), "img_77"]
    return {
        "*": ["", "  ", "x", "me", "none", "ct_0005", "2025-05", "é🍕", *images],
        "group_id": [*ids("expense_groups"), "none"],
        "expense_id": ids("expenses", 25),
        "comment_id": ids("expense_comments"),
        "settlement_id": ids("expense_settlements"),
        "contact_id": ["ct_0005", "ct_0036", "ct_0037", "ct_0999"],
        "person": people,
        "friend": people,
        "paid_by": people,
        "to_person": people,
        "from_person": people,
        "members": people,
        "split_with": people,
        "split_values": people,
        "image_id": images,
        "receipt_image_id": images,
        "month": ["2025-05", "2025-06", "2025-04", "2025-13"],
        "description": ["Dinner", "  ", "Groceries"],
        "name": ["Book Club", "New trip", " "],
        "text": ["Thanks!", " "],
        "query": ["costco", "", "dinner"],
    }


@pytest.mark.parametrize("tool_name", [t.name for t in REGISTRY if t.domain == expenses.DOMAIN])
def test_fuzz_only_tool_errors(seeded: World, tool_name: str) -> None:
    fuzz_tool_checked(seeded, REGISTRY.get(tool_name), _pool(seeded))


def test_every_expenses_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    tools = [t.name for t in REGISTRY if t.domain == expenses.DOMAIN]
    assert len(tools) >= 30
    assert [t for t in tools if f'"{t}"' not in source] == []


def test_balances_keep_the_order_of_the_first_shared_expense(ctx: WorldContext) -> None:
    """Balances are summed in SQL; friends with the same name, and each friend's
    currencies, still come in the order their first shared expense was met (expenses by
    date), as the Python netting listed them."""
    world = ctx.world
    friends = [p["id"] for p in world.select("expense_people", {"is_me": False})][:2]
    first, second = friends
    for pid in friends:
        world.update("expense_people", pid, {"name": "Alex Same"})
    for friend, currency, day in (
        (second, "MXN", "2020-01-01"),
        (first, "GBP", "2020-01-02"),
        (second, "AUD", "2020-01-03"),
    ):
        call(
            ctx,
            "add_friend_expense",
            friend=friend,
            description="Snacks",
            amount=9,
            currency=currency,
            expense_date=day,
        )
    listed = [f for f in call(ctx, "get_expense_balances")["friends"] if f["name"] == "Alex Same"]
    assert [f["person_id"] for f in listed] == [second, first]
    assert list(listed[0]["balance"])[:2] == ["MXN", "AUD"]
    by_id = {f["person_id"]: f for f in call(ctx, "list_expense_friends")}
    assert by_id[second]["balance"]["MXN"] == 4.5 and by_id[first]["balance"]["GBP"] == 4.5


def _cents_by_decimal(value: float) -> int | None:
    """Cents of an amount by exact decimal arithmetic (None: more than 2 decimals)."""
    dec = Decimal(str(value))
    return None if dec != dec.quantize(Decimal("0.01")) else int(dec * 100)


@given(
    hst.one_of(
        hst.floats(min_value=0.01, max_value=1e7),
        hst.integers(min_value=1, max_value=10**9).map(lambda c: c / 100),
        hst.integers(min_value=1, max_value=10**7),
        hst.sampled_from([0.1 + 0.2, 1e-05, 5e-324, 1e16, 0.005, 999999.99, 1000000.01]),
    )
)
def test_amounts_convert_to_exact_cents(value: float) -> None:
    expected = _cents_by_decimal(value)
    if expected is None or expected > expenses.MAX_CENTS:
        with pytest.raises(ToolError):
            expenses._cents(value)
    else:
        assert expenses._cents(value) == expected
