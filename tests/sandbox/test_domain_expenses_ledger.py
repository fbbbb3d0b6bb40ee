"""Expenses: the balances summed in SQL equal the ledger walked row by row in Python.

The reference functions below are the straightforward definitions (every active
expense of a scope with its shares, then every settlement, in ledger order); the
domain's SQL helpers must give the same entries (and, for one pair or one person, in
the same order: results list them unsorted), for every group, the non-group scope,
every pair and every person, on a seeded world after a mix of writes (several
currencies, exact/percent/shares splits, deletions, settlements).
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from mmtoolbench.core.errors import ToolError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry
from mmtoolbench.sandbox.domains.expenses import (
    _group_net_of,
    _pair_debts,
    _scope_net,
    _scope_pairwise,
)
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world

REGISTRY = build_tool_registry(["expenses"])
Scope = str | None


def _expenses(world: World, scope: Scope) -> list[dict[str, Any]]:
    return world.select(
        "expenses", {"group_id": scope, "deleted_at": None}, order_by=["date", "created_at"]
    )


def _settlements(world: World, scope: Scope) -> list[dict[str, Any]]:
    return world.select("expense_settlements", {"group_id": scope}, order_by="date")


def ref_net(world: World, scope: Scope) -> dict[str, dict[str, int]]:
    net: dict[str, dict[str, int]] = {}
    for e in _expenses(world, scope):
        cur = net.setdefault(e["currency"], {})
        cur[e["paid_by"]] = cur.get(e["paid_by"], 0) + e["amount_cents"]
        for s in world.select("expense_splits", {"expense_id": e["id"]}):
            cur[s["person_id"]] = cur.get(s["person_id"], 0) - s["owed_cents"]
    for st in _settlements(world, scope):
        cur = net.setdefault(st["currency"], {})
        cur[st["from_person_id"]] = cur.get(st["from_person_id"], 0) + st["amount_cents"]
        cur[st["to_person_id"]] = cur.get(st["to_person_id"], 0) - st["amount_cents"]
    return net


def ref_pairwise(world: World, scope: Scope) -> dict[tuple[str, str, str], int]:
    owes: dict[tuple[str, str, str], int] = {}
    for e in _expenses(world, scope):
        for s in world.select("expense_splits", {"expense_id": e["id"]}):
            if s["person_id"] != e["paid_by"] and s["owed_cents"]:
                key = (s["person_id"], e["paid_by"], e["currency"])
                owes[key] = owes.get(key, 0) + s["owed_cents"]
    for st in _settlements(world, scope):
        key = (st["from_person_id"], st["to_person_id"], st["currency"])
        owes[key] = owes.get(key, 0) - st["amount_cents"]
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


@pytest.fixture(scope="module")
def busy() -> World:
    """The seed plus a deterministic mix of expenses, settlements and deletions."""
    world = build_seeded_world(["expenses"])
    ctx = WorldContext(world)
    rng = random.Random(7)
    people = [p["id"] for p in world.select("expense_people")]
    groups = [g["id"] for g in world.select("expense_groups")]

    def call(name: str, **args: Any) -> None:
        try:
            with world.transaction():
                REGISTRY.get(name).invoke(ctx, args)
        except ToolError:
            pass  # e.g. someone outside the group: nothing written

    for i in range(160):
        group = rng.choice([None, *groups])
        who = rng.sample(people, 3)
        kind = rng.choice(["equal", "exact", "percent", "shares"])
        args: dict[str, Any] = {"description": f"item {i}", "amount": 30, "split_type": kind}
        args["paid_by"] = rng.choice(["me", who[0]])
        if group is not None:
            args["group_id"] = group
        else:
            args["currency"] = rng.choice(["USD", "EUR"])
        if kind == "equal":
            args["split_with"] = ["me", *who[:2]]
        else:
            values = {"exact": [10, 20], "percent": [25, 75], "shares": [1, 2]}[kind]
            args["split_values"] = {"me": values[0], who[1]: values[1]}
        args["expense_date"] = f"2025-0{rng.randint(4, 6)}-1{rng.randint(0, 5)}"
        call("add_expense", **args)
        if i % 9 == 0:
            call("settle_up_expenses", to_person=who[1], amount=4.5, group_id=group or "")
            call("settle_up_expenses", from_person=who[2], to_person="me", amount=2)
        if i % 13 == 0:
            live = world.select("expenses", {"deleted_at": None})
            call("delete_expense", expense_id=rng.choice(live)["id"])
    return world


def test_scope_balances_match_the_ledger(busy: World) -> None:
    # Their callers sort: the entries must be equal, their order is free.
    for scope in [None, *(g["id"] for g in busy.select("expense_groups"))]:
        assert _scope_net(busy, scope) == ref_net(busy, scope)
        assert _scope_pairwise(busy, scope) == ref_pairwise(busy, scope)


def test_pair_and_person_balances_match_the_ledger(busy: World) -> None:
    people = [p["id"] for p in busy.select("expense_people")]
    checked = 0
    for scope in [None, *(g["id"] for g in busy.select("expense_groups"))]:
        pairwise = ref_pairwise(busy, scope)
        net = ref_net(busy, scope)
        for a in people:
            if scope is not None:
                assert _group_net_of(busy, scope, a) == {c: v.get(a, 0) for c, v in net.items()}
            for b in people:
                if a != b:
                    want = [(k, v) for k, v in pairwise.items() if {k[0], k[1]} == {a, b}]
                    assert list(_pair_debts(busy, scope, a, b).items()) == want
                    checked += bool(want)
    assert checked > 20  # the mix produced real debts to compare
