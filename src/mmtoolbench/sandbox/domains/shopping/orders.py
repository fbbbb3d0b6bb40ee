"""Shopping tools: order history, tracking, cancellations, returns and buying again."""

from __future__ import annotations

import hashlib
from datetime import date, datetime, time, timedelta
from typing import Annotated, Any, Literal

from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains.shopping.common import (
    address_line,
    availability,
    clean,
    get_order,
    issue_refund,
    item_refund_cents,
    net_paid,
    returned_quantity,
    ship_to,
    stock_of,
    unit_price_cents,
    variant_label,
    words,
)
from mmtoolbench.sandbox.domains.shopping.rules import dollars, tax_rate, to_cents
from mmtoolbench.sandbox.domains.shopping.schema import DOMAIN, RETURN_REASONS
from mmtoolbench.sandbox.world.state import Row, World

OrderRef = Annotated[str, Field(min_length=1, max_length=64)]
ItemId = Annotated[str, Field(min_length=1, max_length=64)]
OrderStatus = Literal["processing", "shipped", "delivered", "cancelled", "returned"]
ReturnReason = Literal[
    "no_longer_needed",
    "wrong_size",
    "defective",
    "damaged_in_shipping",
    "not_as_described",
    "wrong_item_sent",
    "better_price_available",
    "arrived_late",
    "ordered_by_mistake",
]
assert len(ReturnReason.__args__) == len(RETURN_REASONS)  # type: ignore[attr-defined]

_ORDER_TABLES = ("shop_orders", "shop_order_items", "shop_payments", "shop_returns")
_STOCK_TABLES = ("shop_products", "shop_product_variants")


def _items(world: World, order_id: str) -> list[Row]:
    return world.select("shop_order_items", {"order_id": order_id})


def _parse_dt(text: str | None) -> datetime | None:
    if not text:
        return None
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        return None


def _return_status(world: World, order: Row, item: Row, today: date) -> dict[str, Any]:
    """Whether more units of an order item can be returned, and until when."""
    returned = returned_quantity(world, item["id"])
    out: dict[str, Any] = {"returned_quantity": returned, "returnable": False}
    product = world.get_or_none("shop_products", item["product_id"])
    window = int(product["return_window_days"]) if product else 0
    delivered = _parse_dt(order["delivered_at"])
    if item["status"] == "cancelled":
        out["return_note"] = "cancelled"
    elif order["status"] in ("processing", "shipped"):
        out["return_note"] = "not delivered yet"
    elif order["status"] == "cancelled":
        out["return_note"] = "order cancelled"
    elif returned >= int(item["quantity"]):
        out["return_note"] = "already returned"
    elif window <= 0:
        out["return_note"] = "this item is not returnable"
    elif delivered is None:
        out["return_note"] = "no delivery date on record"
    else:
        last = delivered.date() + timedelta(days=window)
        out["return_by"] = last.isoformat()
        if today > last:
            out["return_note"] = f"return window closed on {last.isoformat()}"
        else:
            out["returnable"] = True
    return out


def _order_brief(world: World, order: Row) -> dict[str, Any]:
    items = _items(world, order["id"])
    return {
        "order_id": order["id"],
        "order_number": order["order_number"],
        "placed_at": order["placed_at"],
        "status": order["status"],
        "total": order["total"],
        "ship_to": (order["ship_to"] or {}).get("full_name"),
        "items": [
            {
                "title": i["title"],
                "variant": i["variant_label"],
                "quantity": i["quantity"],
                "status": i["status"],
            }
            for i in items
        ],
        "estimated_delivery": order["estimated_delivery"],
        "delivered_at": order["delivered_at"],
    }


def _payments(world: World, order_id: str) -> list[dict[str, Any]]:
    return [
        {
            "payment_id": p["id"],
            "kind": p["kind"],
            "method": "gift card balance"
            if p["method"] == "gift_card"
            else p["card_label"] or "card",
            "amount": p["amount"],
            "created_at": p["created_at"],
            "note": p["note"],
        }
        for p in world.select("shop_payments", {"order_id": order_id}, order_by="created_at")
    ]


@tool(domain=DOMAIN, reads=("shop_orders", "shop_order_items"))
def list_orders(
    ctx: WorldContext,
    status: OrderStatus | None = None,
    placed_since: date | None = None,
    query: Annotated[str, Field(max_length=200)] = "",
    limit: Annotated[int, Field(ge=1, le=50)] = 10,
    offset: Annotated[int, Field(ge=0, le=10000)] = 0,
) -> dict[str, Any]:
    """List the owner's orders, newest first ("Your Orders"), optionally filtered.

    Args:
        status: Only orders in this state.
        placed_since: Only orders placed on or after this day, "YYYY-MM-DD".
        query: Words that must appear in an item title, or an order number.
        limit: Page size.
        offset: Orders to skip, for the next page.

    Returns:
        JSON {"orders": [order_id, order_number, placed_at, status, total, items...],
        "total_matches": n}.
    """
    world = ctx.world
    rows = world.select(
        "shop_orders", {"status": status} if status else None, order_by="placed_at DESC"
    )
    tokens = words(query)
    digits = "".join(ch for ch in query if ch.isdigit())
    found = []
    for o in rows:
        if placed_since is not None and (o["placed_at"] or "")[:10] < placed_since.isoformat():
            continue
        if tokens:
            vocab = set(words(" ".join(i["title"] for i in _items(world, o["id"]))))
            by_number = len(digits) >= 7 and digits in o["order_number"].replace("-", "")
            if not by_number and not all(
                t in vocab or any(w.startswith(t) for w in vocab if len(t) >= 3) for t in tokens
            ):
                continue
        found.append(o)
    return {
        "orders": [_order_brief(world, o) for o in found[offset : offset + limit]],
        "total_matches": len(found),
    }


@tool(domain=DOMAIN, reads=(*_ORDER_TABLES, "shop_products"))
def get_order_details(ctx: WorldContext, order_id: OrderRef) -> dict[str, Any]:
    """Get the details of one order.

    Items (with order item ids, prices and whether/until when each can be returned),
    amounts, promo, shipping address, delivery and tracking, payments and refunds, and
    whether it can still be cancelled.

    Args:
        order_id: Order id, e.g. "ord_0004", or the order number from a receipt, e.g.
            "112-4839201-5512345".
    """
    world = ctx.world
    o = get_order(world, order_id)
    today = ctx.clock.today()
    items = []
    for i in _items(world, o["id"]):
        items.append(
            {
                "order_item_id": i["id"],
                "product_id": i["product_id"],
                "variant_id": i["variant_id"],
                "title": i["title"],
                "variant": i["variant_label"],
                "unit_price": i["unit_price"],
                "quantity": i["quantity"],
                "status": i["status"],
                **_return_status(world, o, i, today),
            }
        )
    held = net_paid(world, o["id"])
    return {
        **_order_brief(world, o),
        "items": items,
        "subtotal": o["subtotal"],
        "shipping_fee": o["shipping_fee"],
        "discount": o["discount"],
        "tax": o["tax"],
        "promo_code": o["promo_code"],
        "delivery_speed": o["delivery_speed"],
        "ship_to": o["ship_to"],
        "address_id": o["address_id"],
        "card_id": o["card_id"],
        "is_gift": o["is_gift"],
        "gift_message": o["gift_message"],
        "shipped_at": o["shipped_at"],
        "cancelled_at": o["cancelled_at"],
        "cancel_reason": o["cancel_reason"],
        "carrier": o["carrier"],
        "tracking_number": o["tracking_number"],
        "payments": _payments(world, o["id"]),
        "net_paid": dollars(held["card"] + held["gift_card"]),
        "can_cancel": o["status"] == "processing",
    }


@tool(domain=DOMAIN, reads=("shop_orders", "shop_order_items", "shop_products", "shop_sellers"))
def track_order_shipment(ctx: WorldContext, order_id: OrderRef) -> dict[str, Any]:
    """Track an order's package.

    Carrier, tracking number, expected delivery and the tracking events so far.

    Args:
        order_id: Order id, e.g. "ord_0010", or its order number.
    """
    world = ctx.world
    o = get_order(world, order_id)
    now = ctx.clock.now()
    items = _items(world, o["id"])
    origin = "the warehouse"
    if items:
        p = world.get_or_none("shop_products", items[0]["product_id"])
        if p:
            seller = world.get_or_none("shop_sellers", p["seller_id"])
            origin = seller["ships_from"] if seller else origin
    dest = o["ship_to"] or {}
    where = f"{dest.get('city', '')}, {dest.get('state', '')}".strip(", ")
    events: list[dict[str, Any]] = [{"at": o["placed_at"], "event": "Order placed"}]
    status_text = {
        "processing": "Preparing for shipment",
        "shipped": "On the way",
        "delivered": "Delivered",
        "cancelled": "Cancelled",
        "returned": "Delivered (returned)",
    }[o["status"]]
    shipped = _parse_dt(o["shipped_at"])
    delivered = _parse_dt(o["delivered_at"])
    if o["status"] == "cancelled":
        events.append({"at": o["cancelled_at"], "event": "Order cancelled"})
    if shipped is not None:
        events.append(
            {"at": ctx.clock.format(shipped), "event": f"Shipped from {origin} with {o['carrier']}"}
        )
        transit = shipped + timedelta(hours=5)
        if transit < now:
            events.append(
                {
                    "at": ctx.clock.format(transit),
                    "event": "In transit: arrived at carrier facility",
                }
            )
    if delivered is not None:
        events.append(
            {
                "at": ctx.clock.format(delivered - timedelta(hours=5)),
                "event": f"Out for delivery in {where}",
            }
        )
        events.append({"at": ctx.clock.format(delivered), "event": f"Delivered in {where}"})
    elif o["status"] == "shipped":
        eta = _parse_date(o["estimated_delivery"])
        morning = datetime.combine(eta, time(8, 0), now.tzinfo) if eta else None
        if morning is not None and morning <= now:
            events.append(
                {"at": ctx.clock.format(morning), "event": f"Out for delivery in {where}"}
            )
    return {
        "order_id": o["id"],
        "order_number": o["order_number"],
        "status": status_text,
        "carrier": o["carrier"],
        "tracking_number": o["tracking_number"],
        "estimated_delivery": o["estimated_delivery"],
        "delivered_at": o["delivered_at"],
        "ship_to": address_line(dest) if dest.get("street1") else None,
        "events": events,
    }


def _parse_date(text: str | None) -> date | None:
    try:
        return date.fromisoformat(text or "")
    except ValueError:
        return None


def _restock(world: World, item: Row, quantity: int) -> None:
    if item["variant_id"] and world.exists("shop_product_variants", item["variant_id"]):
        v = world.get("shop_product_variants", item["variant_id"])
        world.update(
            "shop_product_variants",
            v["id"],
            {"stock_quantity": int(v["stock_quantity"]) + quantity},
        )
        return
    p = world.get_or_none("shop_products", item["product_id"])
    if p is not None and p["stock_quantity"] is not None:
        world.update(
            "shop_products", p["id"], {"stock_quantity": int(p["stock_quantity"]) + quantity}
        )


@tool(
    domain=DOMAIN,
    reads=(*_ORDER_TABLES, "shop_payment_cards", *_STOCK_TABLES),
    writes=("shop_orders", "shop_order_items", "shop_payments", *_STOCK_TABLES),
)
def cancel_order(
    ctx: WorldContext,
    order_id: OrderRef,
    order_item_ids: Annotated[list[ItemId], Field(max_length=50)] | None = None,
    reason: Annotated[str, Field(max_length=300)] = "",
) -> dict[str, Any]:
    """Cancel an order that has not shipped yet (status "processing"), or only some of its items.

    Cancelled items are refunded (price, minus their share of any promo, plus their tax;
    shipping too when the whole order is cancelled) to the card first, then the gift card
    balance, and go back into stock. Shipped orders cannot be cancelled: return them after
    delivery.

    Args:
        order_id: Order id, e.g. "ord_0011", or its order number.
        order_item_ids: Order item ids to cancel, e.g. ["oit_0021"] (from
            get_order_details); all items when omitted.
        reason: Why, e.g. "ordered the wrong color".

    Returns:
        The cancelled items, the refunds and the order's new status.
    """
    world = ctx.world
    o = get_order(world, order_id)
    if o["status"] != "processing":
        hint = {
            "shipped": "it has already shipped; once delivered, return it with return_order_item",
            "delivered": "it was delivered; return items with return_order_item",
            "cancelled": "it is already cancelled",
            "returned": "it was delivered and returned",
        }[o["status"]]
        raise ToolError(f"order {o['id']} ({o['order_number']}) cannot be cancelled: {hint}")
    active = [i for i in _items(world, o["id"]) if i["status"] == "active"]
    if order_item_ids is not None and not order_item_ids:
        raise ToolError("order_item_ids is empty: omit it to cancel the whole order")
    if order_item_ids:
        wanted = list(dict.fromkeys(i.strip() for i in order_item_ids))
        by_id = {i["id"]: i for i in _items(world, o["id"])}
        chosen = []
        for iid in wanted:
            item = by_id.get(iid)
            if item is None:
                raise ToolError(
                    f"order {o['id']} has no item {iid!r}; its items: "
                    + ", ".join(f"{i['id']} ({i['title']})" for i in by_id.values())
                )
            if item["status"] == "cancelled":
                raise ToolError(f"item {iid} ({item['title']}) is already cancelled")
            chosen.append(item)
    else:
        chosen = active
    if not chosen:
        raise ToolError(f"order {o['id']} has no active items to cancel")
    whole = len(chosen) == len(active)
    now = ctx.clock.now()
    note = "Order cancelled" if whole else "Items cancelled"
    with world.transaction():
        for item in chosen:
            world.update("shop_order_items", item["id"], {"status": "cancelled"})
            _restock(world, item, int(item["quantity"]))
        if whole:
            held = net_paid(world, o["id"])
            amount = held["card"] + held["gift_card"]
            world.update(
                "shop_orders",
                o["id"],
                {"status": "cancelled", "cancelled_at": now, "cancel_reason": clean(reason)},
            )
        else:
            amount = sum(item_refund_cents(o, i["unit_price"], int(i["quantity"])) for i in chosen)
        refunds = issue_refund(world, o, amount, to_gift_card=False, now=now, note=note)
    return {
        "order_id": o["id"],
        "order_number": o["order_number"],
        "cancelled_items": [
            {"order_item_id": i["id"], "title": i["title"], "quantity": i["quantity"]}
            for i in chosen
        ],
        "refund_total": dollars(sum(to_cents(r["amount"]) for r in refunds)),
        "refunds": refunds,
        "order_status": "cancelled" if whole else "processing",
    }


@tool(
    domain=DOMAIN,
    reads=(*_ORDER_TABLES, "shop_products", "shop_payment_cards"),
    writes=("shop_returns", "shop_payments", "shop_orders"),
)
def return_order_item(
    ctx: WorldContext,
    order_item_id: ItemId,
    reason: ReturnReason,
    quantity: Annotated[int, Field(ge=1, le=999)] = 1,
    comment: Annotated[str, Field(max_length=1000)] = "",
    return_method: Literal["drop_off", "pickup"] = "drop_off",
    refund_method: Literal["original_payment", "gift_card"] = "original_payment",
) -> dict[str, Any]:
    """Return units of a delivered order item and get refunded right away.

    Only within the item's return window. The refund is the price minus the item's share of
    any promo, plus its tax; shipping is not refunded.

    Some items (groceries, personal care...) are not returnable.

    Args:
        order_item_id: Order item id, e.g. "oit_0015" (from get_order_details).
        reason: Why it is returned.
        quantity: How many units to return.
        comment: Details for the seller, e.g. "runs half a size small".
        return_method: drop_off (at a UPS Store with the return code) or pickup (carrier
            picks it up tomorrow).
        refund_method: original_payment (card first, then gift card balance) or gift_card
            (the whole refund goes to the gift card balance).

    Returns:
        The return (return_id, return code, instructions) and the refunds.
    """
    world = ctx.world
    item = world.get("shop_order_items", order_item_id.strip())
    o = world.get("shop_orders", item["order_id"])
    today = ctx.clock.today()
    state = _return_status(world, o, item, today)
    if not state["returnable"]:
        raise ToolError(
            f"{item['title']} (order {o['order_number']}) cannot be returned: "
            f"{state['return_note']}"
        )
    left = int(item["quantity"]) - int(state["returned_quantity"])
    if quantity > left:
        raise ToolError(
            f"only {left} unit(s) of {item['title']} can still be returned; you asked for "
            f"{quantity}"
        )
    now = ctx.clock.now()
    amount = item_refund_cents(o, item["unit_price"], quantity)
    with world.transaction():
        rid = world.new_id("ret")
        code = (
            "RT" + str(int(hashlib.sha256(f"{rid}:{o['id']}".encode()).hexdigest()[:10], 16))[-6:]
        )
        world.insert(
            "shop_returns",
            {
                "id": rid,
                "order_id": o["id"],
                "order_item_id": item["id"],
                "quantity": quantity,
                "reason": reason,
                "comment": comment.strip(),
                "return_method": return_method,
                "refund_method": refund_method,
                "refund_amount": dollars(amount),
                "status": "refunded",
                "return_code": code,
                "created_at": now,
            },
        )
        refunds = issue_refund(
            world,
            o,
            amount,
            to_gift_card=refund_method == "gift_card",
            now=now,
            note="Return refund",
            return_id=rid,
        )
        paid = sum(to_cents(r["amount"]) for r in refunds)
        if paid != amount:
            world.update("shop_returns", rid, {"refund_amount": dollars(paid)})
        active = [i for i in _items(world, o["id"]) if i["status"] == "active"]
        if all(returned_quantity(world, i["id"]) >= int(i["quantity"]) for i in active):
            world.update("shop_orders", o["id"], {"status": "returned"})
    if return_method == "drop_off":
        how = (
            f"Bring the item and return code {code} to a UPS Store by "
            f"{(today + timedelta(days=30)).isoformat()}; no box or label needed."
        )
    else:
        pickup = (today + timedelta(days=1)).isoformat()
        how = f"Have the item packed on {pickup}; the carrier picks it up."
    return {
        "return_id": rid,
        "order_id": o["id"],
        "order_item_id": item["id"],
        "title": item["title"],
        "quantity": quantity,
        "reason": reason,
        "return_code": code,
        "instructions": how,
        "refund_amount": dollars(paid),
        "refunds": refunds,
    }


@tool(domain=DOMAIN, reads=("shop_returns", "shop_order_items", "shop_orders"))
def list_order_returns(ctx: WorldContext, order_id: OrderRef | None = None) -> list[dict[str, Any]]:
    """List returns (newest first), optionally of one order, with refund amounts and return codes.

    Args:
        order_id: Only returns of this order (id or order number).
    """
    world = ctx.world
    where = {"order_id": get_order(world, order_id)["id"]} if order_id and clean(order_id) else None
    out = []
    for r in world.select("shop_returns", where, order_by="created_at DESC"):
        item = world.get_or_none("shop_order_items", r["order_item_id"])
        o = world.get_or_none("shop_orders", r["order_id"])
        out.append(
            {
                "return_id": r["id"],
                "order_id": r["order_id"],
                "order_number": o["order_number"] if o else None,
                "order_item_id": r["order_item_id"],
                "title": item["title"] if item else None,
                "quantity": r["quantity"],
                "reason": r["reason"],
                "comment": r["comment"],
                "status": r["status"],
                "refund_method": r["refund_method"],
                "refund_amount": r["refund_amount"],
                "return_method": r["return_method"],
                "return_code": r["return_code"],
                "created_at": r["created_at"],
            }
        )
    return out


@tool(
    domain=DOMAIN,
    reads=("shop_orders", "shop_order_items", "shop_cart_items", *_STOCK_TABLES),
    writes=("shop_cart_items",),
)
def reorder_items(
    ctx: WorldContext,
    order_id: OrderRef,
    order_item_ids: Annotated[list[ItemId], Field(max_length=50)] | None = None,
) -> dict[str, Any]:
    """Buy again: put items of a past order back into the cart.

    Same product, option and quantity, at today's price.

    Items that are unavailable now are skipped and reported.

    Args:
        order_id: Order id, e.g. "ord_0001", or its order number.
        order_item_ids: Only these items of the order, e.g. ["oit_0002"]; all when omitted.

    Returns:
        JSON {"added": [cart lines], "skipped": [{"title", "reason"}]}.
    """
    world = ctx.world
    o = get_order(world, order_id)
    items = _items(world, o["id"])
    if order_item_ids is not None and not order_item_ids:
        raise ToolError("order_item_ids is empty: omit it to reorder every item")
    if order_item_ids:
        by_id = {i["id"]: i for i in items}
        chosen = []
        for iid in dict.fromkeys(x.strip() for x in order_item_ids):
            if iid not in by_id:
                raise ToolError(
                    f"order {o['id']} has no item {iid!r}; its items: "
                    + ", ".join(f"{i['id']} ({i['title']})" for i in items)
                )
            chosen.append(by_id[iid])
    else:
        chosen = items
    added, skipped = [], []
    now = ctx.clock.now()
    with world.transaction():
        for i in chosen:
            product = world.get_or_none("shop_products", i["product_id"])
            variant = (
                world.get_or_none("shop_product_variants", i["variant_id"])
                if i["variant_id"]
                else None
            )
            if product is None or (product["stock_quantity"] is None and variant is None):
                skipped.append({"title": i["title"], "reason": "this option is no longer sold"})
                continue
            existing = world.select(
                "shop_cart_items",
                {
                    "product_id": product["id"],
                    "variant_id": i["variant_id"],
                    "saved_for_later": False,
                },
            )
            qty = int(i["quantity"]) + (int(existing[0]["quantity"]) if existing else 0)
            stock = stock_of(world, product, variant)
            if stock <= 0:
                skipped.append({"title": i["title"], "reason": "currently unavailable"})
                continue
            limit = min(stock, int(product["max_per_order"]))
            if qty > limit:
                skipped.append(
                    {
                        "title": i["title"],
                        "reason": f"only {limit} can be ordered",
                    }
                )
                continue
            if existing:
                row = world.update("shop_cart_items", existing[0]["id"], {"quantity": qty})
            else:
                row = world.insert(
                    "shop_cart_items",
                    {
                        "product_id": product["id"],
                        "variant_id": i["variant_id"],
                        "quantity": int(i["quantity"]),
                        "saved_for_later": False,
                        "added_at": now,
                    },
                )
            added.append(
                {
                    "cart_item_id": row["id"],
                    "title": product["title"],
                    "variant": variant_label(variant),
                    "quantity": row["quantity"],
                    "unit_price": dollars(unit_price_cents(product, variant)),
                    "price_paid_before": i["unit_price"],
                }
            )
        if not added:
            raise ToolError(
                "nothing could be added to the cart: "
                + "; ".join(f"{s['title']}: {s['reason']}" for s in skipped)
            )
    return {"order_id": o["id"], "added": added, "skipped": skipped}


@tool(domain=DOMAIN, reads=("shop_orders", "shop_order_items", "shop_returns", *_STOCK_TABLES))
def list_buy_again_products(
    ctx: WorldContext, limit: Annotated[int, Field(ge=1, le=50)] = 20
) -> list[dict[str, Any]]:
    """List products the owner received before ("Buy Again"), most recent first.

    With how often they were ordered, the price paid last time, and today's price and
    availability.

    Args:
        limit: Maximum number of products.
    """
    world = ctx.world
    seen: dict[tuple[str, str | None], dict[str, Any]] = {}
    for o in world.select(
        "shop_orders", {"status": ["delivered", "returned"]}, order_by="placed_at DESC"
    ):
        for i in _items(world, o["id"]):
            if i["status"] != "active" or returned_quantity(world, i["id"]) >= int(i["quantity"]):
                continue
            key = (i["product_id"], i["variant_id"])
            if key in seen:
                seen[key]["times_ordered"] += 1
                continue
            product = world.get_or_none("shop_products", i["product_id"])
            if product is None:
                continue
            variant = (
                world.get_or_none("shop_product_variants", i["variant_id"])
                if i["variant_id"]
                else None
            )
            seen[key] = {
                "product_id": product["id"],
                "variant_id": i["variant_id"],
                "title": product["title"],
                "variant": i["variant_label"],
                "last_ordered": (o["placed_at"] or "")[:10],
                "last_order_id": o["id"],
                "times_ordered": 1,
                "price_paid": i["unit_price"],
                "price_now": dollars(unit_price_cents(product, variant)),
                "availability": availability(stock_of(world, product, variant)),
            }
    return list(seen.values())[:limit]


@tool(
    domain=DOMAIN,
    reads=("shop_orders", "shop_addresses"),
    writes=("shop_orders",),
)
def change_order_shipping_address(
    ctx: WorldContext, order_id: OrderRef, address_id: ItemId
) -> dict[str, Any]:
    """Send an order that has not shipped yet to another saved address.

    The new address must have the same sales tax rate (otherwise cancel and order again).

    Args:
        order_id: Order id, e.g. "ord_0012", or its order number.
        address_id: Saved address id, e.g. "sadr_0003" (from list_shipping_addresses).
    """
    world = ctx.world
    o = get_order(world, order_id)
    addr = world.get("shop_addresses", address_id.strip())
    if o["status"] != "processing":
        raise ToolError(
            f"order {o['id']} is {o['status']}; the address can only be changed before it ships"
        )
    if ship_to(addr) == o["ship_to"] and o["address_id"] == addr["id"]:
        raise ToolError(f"order {o['id']} already ships to {address_line(addr)}")
    old = o["ship_to"] or {}
    old_rate = tax_rate(str(old.get("country", "US")), str(old.get("state", "")))
    new_rate = tax_rate(addr["country"], addr["state"])
    if old_rate != new_rate:
        raise ToolError(
            f"the new address is taxed at {new_rate}% instead of {old_rate}%; an order cannot "
            "move to a different tax rate: cancel it and order again"
        )
    updated = world.update(
        "shop_orders", o["id"], {"address_id": addr["id"], "ship_to": ship_to(addr)}
    )
    return {
        "order_id": o["id"],
        "order_number": o["order_number"],
        "previous_ship_to": address_line(old) if old.get("street1") else None,
        "ship_to": address_line(updated["ship_to"]),
        "estimated_delivery": updated["estimated_delivery"],
    }
