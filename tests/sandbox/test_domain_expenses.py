"""Expenses domain: seed, every tool (happy path and error path) and a schema fuzz."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mmtoolbench.core.errors import ToolArgumentError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, expenses
from mmtoolbench.sandbox.domains.expenses import expenses_seed, fmt_amount
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world
from tests.sandbox.domain_fuzz import fuzz_tool_checked
from tests.sandbox.domain_harness import DomainTools

REGISTRY = build_tool_registry(["expenses"])
TABLES = [t.name for t in expenses.TABLES]
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


# ----------------------------------------------------------------------------- seed


def test_fmt_amount() -> None:
    assert fmt_amount(123456, "EUR") == "€1,234.56" and fmt_amount(-5, "USD") == "-$0.05"


def test_seed(ctx: WorldContext) -> None:
    world = ctx.world
    assert {t: world.count(t) for t in TABLES} == {
        "expense_people": 12,
        "expense_groups": 5,
        "expense_group_members": 19,
        "expenses": 21,
        "expense_splits": 66,
        "expense_comments": 4,
        "expense_settlements": 4,
    }
    me = world.get("expense_people", ME)
    assert me["is_me"] and me["name"] == ctx.owner.name and me["contact_id"] is None
    sam = world.get("expense_people", SAM)
    assert world.get("contacts", sam["contact_id"])["first_name"] == "Sam"
    assert {e["split_type"] for e in world.select("expenses")} == set(expenses.SPLIT_TYPES)
    for e in world.select("expenses"):
        owed = sum(s["owed_cents"] for s in world.select("expense_splits", {"expense_id": e["id"]}))
        assert owed == e["amount_cents"], e["description"]
    for g in (ALDER, TAHOE, LISBON, BOOK_CLUB, GRANDMA):
        assert_balanced(ctx, g)
    assert world.integrity_check() == []


def test_seed_is_deterministic() -> None:
    a, b = build_seeded_world(["expenses"]), build_seeded_world(["expenses"])
    sa, sb = a.snapshot(), b.snapshot()
    assert all(dict(sa.rows[t]) == dict(sb.rows[t]) for t in TABLES)
    assert a.images.ids() == b.images.ids() == ["img_0"]


# ----------------------------------------------------------------------------- groups


def test_list_expense_groups(ctx: WorldContext) -> None:
    groups = call(ctx, "list_expense_groups")
    assert [g["name"] for g in groups] == [
        "Alder St Apartment",
        "Book Club",
        "Grandma Ruth's 84th",
        "Lisbon 2025",
        "Tahoe Cabin Weekend",
    ]
    by_name = {g["name"]: g for g in groups}
    assert by_name["Alder St Apartment"]["my_balance"] == {"USD": -452.1}
    assert (
        by_name["Lisbon 2025"]["currency"] == "EUR"
        and by_name["Tahoe Cabin Weekend"]["members"] == 6
    )


def test_get_expense_group(ctx: WorldContext) -> None:
    g = call(ctx, "get_expense_group", group_id=ALDER)
    assert [m["person_id"] for m in g["members"]] == [ME, SAM]
    assert g["debts"][0]["text"] == f"{ctx.owner.name} (you) owes Sam Okafor $452.10"
    assert g["expense_count"] == 6 and g["total_spent"] == 1605.6
    fails(ctx, "get_expense_group", "list_expense_groups", group_id="eg_0404")


def test_create_expense_group(ctx: WorldContext) -> None:
    res = call(
        ctx,
        "create_expense_group",
        name="  Yosemite  Trip ",
        members=["Sam", "ct_0036", SAM],
        group_type="trip",
    )
    assert res["group_id"] == "eg_0006" and res["name"] == "Yosemite Trip"
    assert [m["name"] for m in res["members"]] == [
        f"{ctx.owner.name} (you)",
        "Sam Okafor",
        "Ahmed Hassan",
    ]
    assert ctx.world.select("expense_people", {"contact_id": "ct_0036"})[0]["id"] == "ep_0013"
    fails(ctx, "create_expense_group", "already exists", name="yosemite trip")
    fails(
        ctx, "create_expense_group", "no contact with id 'ct_0999'", name="X", members=["ct_0999"]
    )
    fails(ctx, "create_expense_group", "no person 'Zed'", name="X", members=["Zed"])


def test_rename_expense_group(ctx: WorldContext) -> None:
    res = call(ctx, "rename_expense_group", group_id=BOOK_CLUB, name="Mission Book Club")
    assert res == {"group_id": BOOK_CLUB, "name": "Mission Book Club", "previous_name": "Book Club"}
    fails(
        ctx, "rename_expense_group", "already called", group_id=BOOK_CLUB, name="Mission Book Club"
    )
    fails(ctx, "rename_expense_group", "already exists", group_id=BOOK_CLUB, name="lisbon 2025")


def test_delete_expense_group(ctx: WorldContext) -> None:
    res = call(ctx, "delete_expense_group", group_id=TAHOE)
    assert res["expenses_deleted"] == 4 and res["settlements_deleted"] == 1
    assert ctx.world.count("expense_splits", {"expense_id": "exp_0007"}) == 0
    assert ctx.world.count("expense_comments", {"expense_id": "exp_0007"}) == 0
    assert ctx.world.integrity_check() == []
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
    before = call(ctx, "get_expense_group_balances", group_id=LISBON)
    assert not before["simplify_debts"] and len(before["debts"]) == 6
    assert call(ctx, "set_expense_group_simplify_debts", group_id=LISBON, enabled=True) == {
        "group_id": LISBON,
        "simplify_debts": True,
    }
    assert len(call(ctx, "get_expense_group_balances", group_id=LISBON)["debts"]) == 3
    fails(ctx, "set_expense_group_simplify_debts", "already on", group_id=LISBON, enabled=True)


def test_add_expense_group_member(ctx: WorldContext) -> None:
    res = call(ctx, "add_expense_group_member", group_id=ALDER, person="Chloe")
    assert [m["person_id"] for m in res["members"]] == [ME, SAM, CHLOE]
    new = call(ctx, "add_expense_group_member", group_id=ALDER, person="ct_0037")
    assert new["added"] == {"person_id": "ep_0013", "name": "Ivy Thompson"}
    fails(
        ctx,
        "add_expense_group_member",
        "already in 'Alder St Apartment'",
        group_id=ALDER,
        person="ct_0037",
    )
    fails(ctx, "add_expense_group_member", "no person", group_id=ALDER, person="nobody")


def test_remove_expense_group_member(ctx: WorldContext) -> None:
    fails(
        ctx,
        "remove_expense_group_member",
        r"non-zero balance .*\$452.10",
        group_id=ALDER,
        person="Sam",
    )
    fails(ctx, "remove_expense_group_member", "can't remove yourself", group_id=ALDER, person="me")
    fails(ctx, "remove_expense_group_member", "not a member", group_id=ALDER, person="Chloe")
    call(ctx, "add_expense_group_member", group_id=ALDER, person="Chloe")
    res = call(ctx, "remove_expense_group_member", group_id=ALDER, person=CHLOE)
    assert [m["person_id"] for m in res["members"]] == [ME, SAM]


# ----------------------------------------------------------------------------- friends & balances


def test_list_expense_friends(ctx: WorldContext) -> None:
    friends = call(ctx, "list_expense_friends")
    assert len(friends) == len(expenses_seed().friends) and friends[0]["name"] == "Ben Carter"
    by_id = {f["person_id"]: f for f in friends}
    assert by_id[SAM]["balance"] == {"EUR": -10.85, "USD": -420.87}
    assert by_id[TOM]["balance"] == {"USD": 67.12}


def test_add_expense_friend(ctx: WorldContext) -> None:
    res = call(ctx, "add_expense_friend", contact_id="ct_0036")
    assert res["person_id"] == "ep_0013" and res["name"] == "Ahmed Hassan"
    assert res["email"] and res["email"].endswith("@gmail.com")
    fails(ctx, "add_expense_friend", "already a friend", contact_id="ct_0036")
    fails(ctx, "add_expense_friend", "no contact with id", contact_id="ct_0999")


def test_get_expense_friend_balance(ctx: WorldContext) -> None:
    sam = call(ctx, "get_expense_friend_balance", person="ct_0005")
    assert sam["balance"] == {"EUR": -10.85, "USD": -420.87}
    assert [b["group"] for b in sam["breakdown"]] == [
        "Alder St Apartment",
        "Lisbon 2025",
        "Tahoe Cabin Weekend",
    ]
    assert sam["summary"] == "you owe Sam Okafor €10.85; you owe Sam Okafor $420.87"
    hannah = call(ctx, "get_expense_friend_balance", person="Hannah Kim")
    assert hannah["breakdown"][-1] == {
        "group_id": None,
        "group": "Non-group expenses",
        "balance": {"USD": -90.0},
    }
    fails(ctx, "get_expense_friend_balance", "that is you", person="me")
    fails(ctx, "get_expense_friend_balance", "not a friend in the expenses app", person="ct_0036")


def test_get_expense_balances(ctx: WorldContext) -> None:
    res = call(ctx, "get_expense_balances")
    assert res["you_owe"] == {"EUR": 253.7, "USD": 643.93}
    assert res["you_are_owed"] == {"EUR": 21.1, "USD": 115.99}
    assert len(res["friends"]) == len(expenses_seed().friends)


# ----------------------------------------------------------------------------- expenses


def test_add_expense_equal_default_members(ctx: WorldContext) -> None:
    img = ctx.images.ids()[0]
    res = call(
        ctx,
        "add_expense",
        description=" Water  bill ",
        amount=100.01,
        group_id=ALDER,
        category="utilities",
        receipt_image_id=img,
    )
    assert res["id"] == "exp_0022" and res["description"] == "Water bill"
    assert shares(res) == {ME: 50.01, SAM: 50.0} and res["my_balance_effect"] == 50.0
    assert res["date"] == "2025-06-13" and res["receipt_image_id"] == img
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
        ({"split_with": ["me", "Chloe"]}, "not in group 'Alder St Apartment'"),
        ({"paid_by": "Chloe"}, "not in group"),
        ({"currency": "EUR"}, "uses USD"),
        ({"amount": 0}, "greater than 0"),
        ({"amount": 1.999}, "more than 2 decimal places"),
        ({"receipt_image_id": "img_42"}, "unknown image id"),
        ({"group_id": "eg_0404"}, "no expense group"),
        ({"paid_by": "Maya"}, "several people|not in group"),
        ({"description": "   "}, "description must not be blank"),
    ],
)
def test_add_expense_errors(ctx: WorldContext, args: dict[str, Any], pattern: str) -> None:
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
    couch = call(ctx, "get_expense", expense_id="exp_0006")
    assert couch["split_type"] == "percent" and couch["my_share"] == 539.4
    assert [(s["owes"], s["entered_value"]) for s in couch["shares"]] == [
        (539.4, 60.0),
        (359.6, 40.0),
    ]
    costco = call(ctx, "get_expense", expense_id="exp_0003")
    assert costco["receipt_image_id"] == "img_0" and costco["comments"] == 2
    assert call(ctx, "get_expense", expense_id="exp_0021")["is_deleted"]
    fails(ctx, "get_expense", "list_expenses", expense_id="exp_0999")


def test_list_expenses(ctx: WorldContext) -> None:
    everything = call(ctx, "list_expenses", limit=100)
    assert everything["total"] == 20
    dates = [e["date"] for e in everything["expenses"]]
    assert dates == sorted(dates, reverse=True)
    assert call(ctx, "list_expenses", group_id=ALDER)["total"] == 6
    assert call(ctx, "list_expenses", group_id="none")["total"] == 2
    assert call(ctx, "list_expenses", group_id="none", include_deleted=True)["total"] == 3
    assert call(ctx, "list_expenses", person="Lucas")["total"] == 2
    assert call(ctx, "list_expenses", category="gifts")["total"] == 2
    june = call(ctx, "list_expenses", start_date="2025-06-01", end_date="2025-06-30")
    assert june["total"] == 6
    assert [e["id"] for e in call(ctx, "list_expenses", query="costco")["expenses"]] == ["exp_0003"]
    fails(ctx, "list_expenses", "before start_date", start_date="2025-06-02", end_date="2025-06-01")
    fails(ctx, "list_expenses", "no expense group", group_id="eg_0404")


def test_update_expense(ctx: WorldContext) -> None:
    res = call(ctx, "update_expense", expense_id="exp_0004", amount=90.01, notes="incl. flowers")
    assert shares(res) == {ME: 45.01, SAM: 45.0} and res["notes"] == "incl. flowers"
    couch = call(ctx, "update_expense", expense_id="exp_0006", amount=1000)
    assert shares(couch) == {ME: 600.0, SAM: 400.0}
    switched = call(
        ctx,
        "update_expense",
        expense_id="exp_0006",
        split_type="shares",
        split_values={"me": 1, "Sam": 2},
    )
    assert shares(switched) == {ME: 333.33, SAM: 666.67} and switched["split_type"] == "shares"
    moved = call(
        ctx, "update_expense", expense_id="exp_0004", paid_by="Sam", category="household_supplies"
    )
    assert moved["paid_by"]["person_id"] == SAM and moved["category"] == "household_supplies"
    assert_balanced(ctx, ALDER)
    fails(ctx, "update_expense", "split by exact amounts", expense_id="exp_0010", amount=300)
    fails(ctx, "update_expense", "nothing to change", expense_id="exp_0004", paid_by="Sam")
    fails(ctx, "update_expense", "not in group", expense_id="exp_0004", paid_by="Chloe")
    fails(ctx, "update_expense", "restore_expense first", expense_id="exp_0021", amount=1)


def test_delete_and_restore_expense(ctx: WorldContext) -> None:
    res = call(ctx, "delete_expense", expense_id="exp_0001")
    assert res == {"deleted_expense_id": "exp_0001", "description": "PG&E electricity May"}
    assert call(ctx, "get_expense_group", group_id=ALDER)["expense_count"] == 5
    fails(ctx, "delete_expense", "already deleted", expense_id="exp_0001")
    restored = call(ctx, "restore_expense", expense_id="exp_0021")
    assert not restored["is_deleted"] and restored["description"] == "Uber to SFO"
    fails(ctx, "restore_expense", "is not deleted", expense_id="exp_0021")


def test_expense_receipts(ctx: WorldContext) -> None:
    img = ctx.images.ids()[0]
    res = call(ctx, "set_expense_receipt", expense_id="exp_0004", image_id=img)
    assert res == {"expense_id": "exp_0004", "receipt_image_id": img, "previous": None}
    fails(ctx, "set_expense_receipt", "already the receipt", expense_id="exp_0004", image_id=img)
    fails(ctx, "set_expense_receipt", "unknown image id", expense_id="exp_0004", image_id="img_5")
    assert call(ctx, "remove_expense_receipt", expense_id="exp_0003")["removed_image_id"] == img
    fails(ctx, "remove_expense_receipt", "has no receipt", expense_id="exp_0003")


def test_expense_comments(ctx: WorldContext) -> None:
    seeded = call(ctx, "list_expense_comments", expense_id="exp_0003")
    assert [c["author"]["person_id"] for c in seeded] == [ME, SAM]
    res = call(ctx, "add_expense_comment", expense_id="exp_0007", text=" Thanks Lucas! ")
    assert res["comment_id"] == "exc_0005" and res["text"] == "Thanks Lucas!"
    fails(ctx, "add_expense_comment", "the comment is empty", expense_id="exp_0007", text="  ")
    assert (
        call(ctx, "delete_expense_comment", comment_id="exc_0005")["deleted_comment_id"]
        == "exc_0005"
    )
    fails(ctx, "delete_expense_comment", "written by Sam Okafor", comment_id="exc_0002")
    fails(ctx, "delete_expense_comment", "list_expense_comments", comment_id="exc_0005")
    fails(ctx, "list_expense_comments", "no expense with id", expense_id="exp_0999")


def test_list_expense_categories(ctx: WorldContext) -> None:
    cats = call(ctx, "list_expense_categories")
    assert "groceries" in cats and cats == list(expenses.CATEGORIES)


# ----------------------------------------------------------------------------- balances & settling


def test_get_expense_group_balances(ctx: WorldContext) -> None:
    res = call(ctx, "get_expense_group_balances", group_id=TAHOE)
    by_id = {m["person_id"]: m["balance"]["USD"] for m in res["balances"]}
    assert by_id == {
        ME: 14.02,
        SAM: -269.23,
        MAYA: -293.33,
        TOM: -118.92,
        HANNAH: 18.68,
        LUCAS: 648.78,
    }
    assert len(res["debts"]) == 5
    fails(ctx, "get_expense_group_balances", "no expense group", group_id="eg_0999")


def test_simplify_expense_group_debts(ctx: WorldContext) -> None:
    res = call(ctx, "simplify_expense_group_debts", group_id=LISBON)
    assert res["payments_needed"] == 3 and res["payments_without_simplifying"] == 6
    assert {p["to"]["name"] for p in res["payments"]} == {"Diego Morales"}
    assert sum(p["amount"] for p in res["payments"]) == pytest.approx(636.8)
    fails(ctx, "simplify_expense_group_debts", "no expense group", group_id="eg_0999")


def test_settle_up_expenses(ctx: WorldContext) -> None:
    res = call(
        ctx, "settle_up_expenses", to_person="Sam", amount=452.10, group_id=ALDER, method="venmo"
    )
    assert res["settlement_id"] == "est_0005" and res["settled_up_between_them"]
    assert call(ctx, "get_expense_group", group_id=ALDER)["debts"] == []
    partial = call(ctx, "settle_up_expenses", from_person="Tom", to_person="me", amount=60)
    assert partial["group_id"] is None and partial["remaining_between_them"] == []
    assert_balanced(ctx, ALDER)


@pytest.mark.parametrize(
    ("args", "pattern"),
    [
        ({"to_person": "me"}, "the same person"),
        ({"to_person": "Chloe", "group_id": ALDER}, "not a member"),
        ({"to_person": "Sam", "group_id": ALDER, "currency": "EUR"}, "uses USD"),
        ({"to_person": "Sam", "from_person": "Tom"}, "must be from or to you"),
        ({"to_person": "Sam", "amount": 0}, "greater than 0"),
        ({"to_person": "ep_0404"}, "no person with id"),
    ],
)
def test_settle_up_expenses_errors(ctx: WorldContext, args: dict[str, Any], pattern: str) -> None:
    fails(ctx, "settle_up_expenses", pattern, **{"amount": 10, **args})


def test_list_expense_settlements(ctx: WorldContext) -> None:
    all_rows = call(ctx, "list_expense_settlements")
    assert [s["date"] for s in all_rows] == ["2025-06-10", "2025-05-16", "2025-04-20", "2025-04-19"]
    assert len(call(ctx, "list_expense_settlements", person="me")) == 3
    assert call(ctx, "list_expense_settlements", group_id=LISBON)[0]["currency"] == "EUR"
    assert call(ctx, "list_expense_settlements", group_id="none") == []
    fails(ctx, "list_expense_settlements", "no expense group", group_id="eg_0404")


def test_delete_expense_settlement(ctx: WorldContext) -> None:
    res = call(ctx, "delete_expense_settlement", settlement_id="est_0001")
    assert res == {"deleted_settlement_id": "est_0001", "amount": 64.0, "currency": "USD"}
    assert call(ctx, "get_expense_group", group_id=ALDER)["members"][0]["balance"] == {
        "USD": -516.1
    }
    fails(ctx, "delete_expense_settlement", "no settle-up payment", settlement_id="est_0001")


# ----------------------------------------------------------------------------- reports


def test_get_expense_category_totals(ctx: WorldContext) -> None:
    june = call(ctx, "get_expense_category_totals", month="2025-06")
    assert june["categories"]["USD"][0] == {
        "category": "gifts",
        "total_cost": 325.0,
        "my_share": 162.5,
        "expenses": 2,
    }
    assert june["grand_total"] == {"USD": {"total_cost": 743.27, "my_share": 360.17}}
    april = call(ctx, "get_expense_category_totals", month="2025-04", group_id=LISBON)
    assert set(april["categories"]) == {"EUR"}
    none = call(ctx, "get_expense_category_totals", month="2025-05", group_id="none")
    assert none["grand_total"] == {"USD": {"total_cost": 180.0, "my_share": 90.0}}
    fails(ctx, "get_expense_category_totals", "month must look like", month="2025-00")
    with pytest.raises(ToolArgumentError):
        call(ctx, "get_expense_category_totals", month="June")


def test_export_expense_group_summary(ctx: WorldContext) -> None:
    text = call(ctx, "export_expense_group_summary", group_id=TAHOE)["text"]
    assert text.startswith("Tahoe Cabin Weekend (trip, USD)")
    assert "- Lucas Fernández gets back $648.78" in text
    assert "- Maya Patel pays Lucas Fernández $293.33" in text
    assert "Ski rentals [sports]: $312.00 paid by Hannah Kim, split exact" in text
    assert "paid Lucas Fernández $120.00 (venmo)" in text
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
