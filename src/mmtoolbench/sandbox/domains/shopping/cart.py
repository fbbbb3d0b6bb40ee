"""Shopping tools: cart, saved for later, wish lists, checkout (place order, buy now)."""

from __future__ import annotations

from datetime import timedelta
from typing import Annotated, Any, Literal

from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains.shopping.common import (
    CheckoutLine,
    Quote,
    address_line,
    availability,
    card_expired,
    card_label,
    cart_rows,
    clean,
    default_row,
    find_promo,
    get_product,
    gift_card_balance_cents,
    line_of,
    promo_problem,
    quote,
    resolve_variant,
    ship_to,
    stock_of,
    unit_price_cents,
    variant_label,
)
from mmtoolbench.sandbox.domains.shopping.rules import dollars, money, order_number, to_cents
from mmtoolbench.sandbox.domains.shopping.schema import DOMAIN
from mmtoolbench.sandbox.world.state import Row, World

ProductId = Annotated[str, Field(min_length=1, max_length=64)]
ItemId = Annotated[str, Field(min_length=1, max_length=64)]
OptionText = Annotated[str, Field(max_length=60)]
Quantity = Annotated[int, Field(ge=1, le=999)]
Priority = Literal["lowest", "low", "medium", "high", "highest"]
Privacy = Literal["private", "shared", "public"]
Speed = Literal["standard", "expedited"]

_CATALOG = ("shop_products", "shop_product_variants")
_CART = ("shop_cart_items", *_CATALOG)
_LISTS = ("shop_wish_lists", "shop_wish_list_items", *_CATALOG)
_CHECKOUT_READS = (
    *_CART,
    "shop_addresses",
    "shop_payment_cards",
    "shop_gift_cards",
    "shop_payments",
    "shop_coupons",
    "shop_orders",
    "shop_account",
)
_CHECKOUT_WRITES = (
    "shop_orders",
    "shop_order_items",
    "shop_payments",
    "shop_products",
    "shop_product_variants",
)

# ----------------------------------------------------------------------------- cart helpers


def _cart_item_out(world: World, row: Row) -> dict[str, Any]:
    line = line_of(world, row)
    stock = stock_of(world, line.product, line.variant)
    out: dict[str, Any] = {
        "cart_item_id": row["id"],
        "product_id": line.product["id"],
        "title": line.product["title"],
        "variant_id": row["variant_id"],
        "variant": variant_label(line.variant),
        "unit_price": dollars(line.unit_cents),
        "quantity": line.quantity,
        "line_total": dollars(line.total_cents),
        "availability": availability(stock),
        "is_prime": line.product["is_prime"],
    }
    issue = _line_issue(world, line)
    if issue:
        out["issue"] = issue
    return out


def _line_issue(world: World, line: CheckoutLine) -> str | None:
    p = line.product
    if p["stock_quantity"] is None and line.variant is None:
        return "choose a size/color option (remove it and add it again with a variant)"
    stock = stock_of(world, p, line.variant)
    if stock <= 0:
        return "currently unavailable; remove it or save it for later"
    if line.quantity > stock:
        return f"only {stock} in stock; lower the quantity"
    if line.quantity > p["max_per_order"]:
        return f"limit of {p['max_per_order']} per order; lower the quantity"
    return None


def _cart_item(ctx: WorldContext, cart_item_id: str) -> Row:
    return ctx.world.get("shop_cart_items", cart_item_id.strip())


def _check_quantity(world: World, product: Row, variant: Row | None, quantity: int) -> None:
    stock = stock_of(world, product, variant)
    label = product["title"] + (f" ({variant_label(variant)})" if variant else "")
    if stock <= 0:
        raise ToolError(
            f"{label} is currently unavailable; add it to a wish list with add_to_wish_list "
            "to buy it later"
        )
    if quantity > stock:
        raise ToolError(f"only {stock} of {label} in stock; you asked for {quantity}")
    if quantity > product["max_per_order"]:
        raise ToolError(
            f"{label} is limited to {product['max_per_order']} per order; you asked for {quantity}"
        )


def _cart_counts(world: World) -> dict[str, Any]:
    rows = cart_rows(world, False)
    total = sum(line_of(world, r).total_cents for r in rows)
    return {
        "cart_items": len(rows),
        "cart_units": sum(int(r["quantity"]) for r in rows),
        "cart_subtotal": dollars(total),
    }


# ----------------------------------------------------------------------------- cart tools


@tool(domain=DOMAIN, reads=_CART, writes=("shop_cart_items",))
def add_to_cart(
    ctx: WorldContext,
    product_id: ProductId,
    quantity: Quantity = 1,
    variant_id: ItemId | None = None,
    size: OptionText | None = None,
    color: OptionText | None = None,
) -> dict[str, Any]:
    """Add a product to the shopping cart.

    If the same product and option is already in the cart, the quantity is increased.

    Products with sizes/colors need an option: give variant_id, or size and/or color
    (e.g. size "10", color "Black"). Out-of-stock items cannot be added, and the total
    quantity may not exceed the stock or the per-order limit.

    Args:
        product_id: Product id, e.g. "prd_0042" (from search_products).
        quantity: Units to add.
        variant_id: Variant id, e.g. "pv_0013" (from list_product_variants).
        size: Size/capacity option instead of variant_id.
        color: Color option instead of variant_id.

    Returns:
        The cart line (cart_item_id, quantity...) and the cart's item count and subtotal.
    """
    world = ctx.world
    p = get_product(world, product_id)
    variant = resolve_variant(world, p, variant_id, size, color)
    existing = world.select(
        "shop_cart_items",
        {
            "product_id": p["id"],
            "variant_id": variant["id"] if variant else None,
            "saved_for_later": False,
        },
    )
    new_qty = quantity + (int(existing[0]["quantity"]) if existing else 0)
    _check_quantity(world, p, variant, new_qty)
    if existing:
        row = world.update("shop_cart_items", existing[0]["id"], {"quantity": new_qty})
    else:
        row = world.insert(
            "shop_cart_items",
            {
                "product_id": p["id"],
                "variant_id": variant["id"] if variant else None,
                "quantity": quantity,
                "saved_for_later": False,
                "added_at": ctx.clock.now(),
            },
        )
    return {"added": _cart_item_out(world, row), **_cart_counts(world)}


@tool(
    domain=DOMAIN,
    reads=(*_CART, "shop_addresses", "shop_account"),
)
def view_cart(ctx: WorldContext, address_id: ItemId | None = None) -> dict[str, Any]:
    """Show the shopping cart, the saved-for-later items and estimated totals.

    Lists items with prices, quantities and problems (out of stock...), the "saved for
    later" list, and estimated totals (subtotal, shipping, sales tax for the shipping state,
    total) for standard shipping to the default address or the given one.

    Shipping: Prime members get free standard shipping on Prime items; other items ship
    free from $35, else $5.99. Tax is the destination state's (or province's) rate on the
    subtotal after discounts.

    Args:
        address_id: Shipping address id for the tax estimate, e.g. "sadr_0002" (from
            list_shipping_addresses); default address when omitted.
    """
    world = ctx.world
    rows = cart_rows(world, False)
    lines = [line_of(world, r) for r in rows]
    address = _address(world, address_id, required=False)
    out: dict[str, Any] = {
        "items": [_cart_item_out(world, r) for r in rows],
        "saved_for_later": [_cart_item_out(world, r) for r in cart_rows(world, True)],
        "item_count": sum(line.quantity for line in lines),
    }
    if not lines:
        out["subtotal"] = 0.0
        return out
    if address is None:
        q = quote(world, lines, country="US", state="", speed="standard", promo=None)
        out.update(
            {
                "subtotal": dollars(q.subtotal),
                "shipping": dollars(q.shipping),
                "tax": None,
                "note": "add a shipping address to estimate tax",
            }
        )
        return out
    q = quote(
        world,
        lines,
        country=address["country"],
        state=address["state"],
        speed="standard",
        promo=None,
    )
    out.update(q.as_dict(ctx.clock.today()))
    out["ship_to"] = {"address_id": address["id"], "address": address_line(address)}
    return out


@tool(domain=DOMAIN, reads=_CART, writes=("shop_cart_items",))
def update_cart_item_quantity(
    ctx: WorldContext, cart_item_id: ItemId, quantity: Quantity
) -> dict[str, Any]:
    """Change the quantity of a cart line (use remove_from_cart to delete it).

    Args:
        cart_item_id: Cart item id, e.g. "cart_0002" (from view_cart).
        quantity: New number of units.
    """
    world = ctx.world
    row = _cart_item(ctx, cart_item_id)
    if int(row["quantity"]) == quantity:
        raise ToolError(f"cart item {row['id']} already has quantity {quantity}")
    line = line_of(world, row)
    if not row["saved_for_later"]:
        _check_quantity(world, line.product, line.variant, quantity)
    updated = world.update("shop_cart_items", row["id"], {"quantity": quantity})
    return {"updated": _cart_item_out(world, updated), **_cart_counts(world)}


@tool(domain=DOMAIN, reads=_CART, writes=("shop_cart_items",))
def remove_from_cart(ctx: WorldContext, cart_item_id: ItemId) -> dict[str, Any]:
    """Remove a line from the cart (or from the saved-for-later list).

    Args:
        cart_item_id: Cart item id, e.g. "cart_0002" (from view_cart).
    """
    world = ctx.world
    row = _cart_item(ctx, cart_item_id)
    line = line_of(world, row)
    world.delete("shop_cart_items", row["id"])
    return {
        "removed_cart_item_id": row["id"],
        "title": line.product["title"],
        "variant": variant_label(line.variant),
        **_cart_counts(world),
    }


@tool(domain=DOMAIN, reads=("shop_cart_items",), writes=("shop_cart_items",))
def clear_cart(ctx: WorldContext, include_saved_for_later: bool = False) -> dict[str, Any]:
    """Empty the cart.

    Args:
        include_saved_for_later: Also delete the items saved for later.
    """
    world = ctx.world
    where: dict[str, Any] = {} if include_saved_for_later else {"saved_for_later": False}
    n = world.count("shop_cart_items", where or None)
    if n == 0:
        raise ToolError("the cart is already empty")
    world.delete_where("shop_cart_items", where or None)
    return {"removed_items": n}


@tool(domain=DOMAIN, reads=_CART, writes=("shop_cart_items",))
def save_cart_item_for_later(ctx: WorldContext, cart_item_id: ItemId) -> dict[str, Any]:
    """Move a cart line to "Saved for later" (it is not bought at checkout).

    Args:
        cart_item_id: Cart item id, e.g. "cart_0002" (from view_cart).
    """
    world = ctx.world
    row = _cart_item(ctx, cart_item_id)
    if row["saved_for_later"]:
        raise ToolError(f"cart item {row['id']} is already saved for later")
    updated = world.update("shop_cart_items", row["id"], {"saved_for_later": True})
    return {"saved": _cart_item_out(world, updated), **_cart_counts(world)}


@tool(domain=DOMAIN, reads=_CART, writes=("shop_cart_items",))
def move_saved_item_to_cart(ctx: WorldContext, cart_item_id: ItemId) -> dict[str, Any]:
    """Move an item from "Saved for later" back into the cart.

    It merges with the same item already in the cart.

    The item must be in stock.

    Args:
        cart_item_id: Id of the saved item, e.g. "cart_0004" (from view_cart's
            saved_for_later list).
    """
    world = ctx.world
    row = _cart_item(ctx, cart_item_id)
    if not row["saved_for_later"]:
        raise ToolError(f"cart item {row['id']} is already in the cart, not saved for later")
    line = line_of(world, row)
    if line.product["stock_quantity"] is None and line.variant is None:
        raise ToolError("this saved item has no size/color chosen; add it with add_to_cart instead")
    existing = world.select(
        "shop_cart_items",
        {
            "product_id": row["product_id"],
            "variant_id": row["variant_id"],
            "saved_for_later": False,
        },
    )
    total = line.quantity + (int(existing[0]["quantity"]) if existing else 0)
    _check_quantity(world, line.product, line.variant, total)
    if existing:
        world.delete("shop_cart_items", row["id"])
        moved = world.update("shop_cart_items", existing[0]["id"], {"quantity": total})
    else:
        moved = world.update("shop_cart_items", row["id"], {"saved_for_later": False})
    return {"moved": _cart_item_out(world, moved), **_cart_counts(world)}


# ----------------------------------------------------------------------------- wish lists


def _list(ctx: WorldContext, list_id: str) -> Row:
    return ctx.world.get("shop_wish_lists", list_id.strip())


def _list_item_out(world: World, row: Row) -> dict[str, Any]:
    product = world.get("shop_products", row["product_id"])
    variant = (
        world.get_or_none("shop_product_variants", row["variant_id"]) if row["variant_id"] else None
    )
    now = unit_price_cents(product, variant)
    then = to_cents(row["price_when_added"])
    out: dict[str, Any] = {
        "list_item_id": row["id"],
        "product_id": product["id"],
        "title": product["title"],
        "variant_id": row["variant_id"],
        "variant": variant_label(variant),
        "price": dollars(now),
        "price_when_added": dollars(then),
        "availability": availability(stock_of(world, product, variant)),
        "priority": row["priority"],
        "quantity_wanted": row["quantity_wanted"],
        "comment": row["comment"],
        "added_at": row["added_at"],
    }
    if then > now:
        out["price_drop"] = f"Price dropped {round(100 * (then - now) / then)}% since added"
    return out


def _list_out(world: World, wl: Row, items: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {
        "list_id": wl["id"],
        "name": wl["name"],
        "description": wl["description"],
        "privacy": wl["privacy"],
        "is_default": wl["is_default"],
        "item_count": world.count("shop_wish_list_items", {"list_id": wl["id"]}),
    }
    if items:
        rows = world.select("shop_wish_list_items", {"list_id": wl["id"]}, order_by="added_at DESC")
        out["items"] = [_list_item_out(world, r) for r in rows]
    return out


def _name_taken(world: World, name: str, exclude: str | None = None) -> Row | None:
    for wl in world.select("shop_wish_lists"):
        if wl["name"].lower() == name.lower() and wl["id"] != exclude:
            return wl
    return None


ListName = Annotated[str, Field(min_length=1, max_length=80)]


@tool(domain=DOMAIN, reads=("shop_wish_lists", "shop_wish_list_items"))
def list_wish_lists(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the owner's wish lists with ids, privacy and item counts (the default list first)."""
    world = ctx.world
    rows = world.select("shop_wish_lists", order_by=["is_default DESC", "created_at"])
    return [_list_out(world, wl) for wl in rows]


@tool(domain=DOMAIN, reads=_LISTS)
def get_wish_list(ctx: WorldContext, list_id: ItemId) -> dict[str, Any]:
    """Show a wish list's items.

    With current prices (and price drops since they were added), availability, priority and
    comments.

    Args:
        list_id: Wish list id, e.g. "wl_0002" (from list_wish_lists).
    """
    return _list_out(ctx.world, _list(ctx, list_id), items=True)


@tool(domain=DOMAIN, reads=("shop_wish_lists",), writes=("shop_wish_lists",))
def create_wish_list(
    ctx: WorldContext,
    name: ListName,
    description: Annotated[str, Field(max_length=500)] = "",
    privacy: Privacy = "private",
) -> dict[str, Any]:
    """Create a new wish list (e.g. gift ideas for someone).

    Args:
        name: List name, unique, e.g. "Camping gear".
        description: What the list is for.
        privacy: private (only you), shared (people with the link) or public.
    """
    world = ctx.world
    text = name.strip()
    if not text:
        raise ToolError("the list name is empty")
    if other := _name_taken(world, text):
        raise ToolError(f"a wish list named {other['name']!r} already exists ({other['id']})")
    row = world.insert(
        "shop_wish_lists",
        {
            "name": text,
            "description": description.strip(),
            "privacy": privacy,
            "is_default": world.count("shop_wish_lists") == 0,
            "created_at": ctx.clock.now(),
        },
    )
    return _list_out(world, row)


@tool(domain=DOMAIN, reads=("shop_wish_lists", "shop_wish_list_items"), writes=("shop_wish_lists",))
def update_wish_list(
    ctx: WorldContext,
    list_id: ItemId,
    name: Annotated[str, Field(max_length=80)] | None = None,
    description: Annotated[str, Field(max_length=500)] | None = None,
    privacy: Privacy | None = None,
) -> dict[str, Any]:
    """Rename a wish list, change its description or its privacy (give only what changes).

    Args:
        list_id: Wish list id, e.g. "wl_0002".
        name: New name.
        description: New description.
        privacy: New privacy: private, shared or public.
    """
    world = ctx.world
    wl = _list(ctx, list_id)
    changes: dict[str, Any] = {}
    if name is not None:
        text = name.strip()
        if not text:
            raise ToolError("the list name is empty")
        if other := _name_taken(world, text, exclude=wl["id"]):
            raise ToolError(f"a wish list named {other['name']!r} already exists ({other['id']})")
        if text != wl["name"]:
            changes["name"] = text
    if description is not None and description.strip() != wl["description"]:
        changes["description"] = description.strip()
    if privacy is not None and privacy != wl["privacy"]:
        changes["privacy"] = privacy
    if not changes:
        raise ToolError(
            f"nothing to change in wish list {wl['name']!r}: give a new name, description "
            "or privacy"
        )
    return _list_out(world, world.update("shop_wish_lists", wl["id"], changes))


@tool(
    domain=DOMAIN,
    reads=("shop_wish_lists", "shop_wish_list_items"),
    writes=("shop_wish_lists", "shop_wish_list_items"),
)
def delete_wish_list(ctx: WorldContext, list_id: ItemId) -> dict[str, Any]:
    """Delete a wish list and its items. The default list cannot be deleted.

    Args:
        list_id: Wish list id, e.g. "wl_0003".
    """
    world = ctx.world
    wl = _list(ctx, list_id)
    if wl["is_default"]:
        raise ToolError(f"{wl['name']!r} is your default list and cannot be deleted")
    n = world.count("shop_wish_list_items", {"list_id": wl["id"]})
    world.delete("shop_wish_lists", wl["id"])
    return {"deleted_list_id": wl["id"], "name": wl["name"], "items_removed": n}


@tool(domain=DOMAIN, reads=_LISTS, writes=("shop_wish_list_items",))
def add_to_wish_list(
    ctx: WorldContext,
    product_id: ProductId,
    list_id: ItemId | None = None,
    variant_id: ItemId | None = None,
    size: OptionText | None = None,
    color: OptionText | None = None,
    priority: Priority = "medium",
    comment: Annotated[str, Field(max_length=500)] = "",
    quantity_wanted: Annotated[int, Field(ge=1, le=99)] = 1,
) -> dict[str, Any]:
    """Save a product to a wish list (out-of-stock products too).

    A size/color is optional.

    Args:
        product_id: Product id, e.g. "prd_0042".
        list_id: Wish list id, e.g. "wl_0002"; the default list when omitted.
        variant_id: Variant id, e.g. "pv_0013".
        size: Size option instead of variant_id.
        color: Color option instead of variant_id.
        priority: How much it is wanted.
        comment: A note, e.g. "for Sam's birthday".
        quantity_wanted: How many are wanted.
    """
    world = ctx.world
    p = get_product(world, product_id)
    if clean(list_id):
        wl = _list(ctx, list_id or "")
    else:
        found = default_row(world, "shop_wish_lists")
        if found is None:
            raise ToolError("you have no wish list yet; create one with create_wish_list")
        wl = found
    variant = None
    if clean(variant_id) or clean(size) or clean(color) or p["stock_quantity"] is not None:
        variant = resolve_variant(world, p, variant_id, size, color)
    vid = variant["id"] if variant else None
    if world.count(
        "shop_wish_list_items", {"list_id": wl["id"], "product_id": p["id"], "variant_id": vid}
    ):
        raise ToolError(f"{p['title']} is already on {wl['name']!r}")
    row = world.insert(
        "shop_wish_list_items",
        {
            "list_id": wl["id"],
            "product_id": p["id"],
            "variant_id": vid,
            "quantity_wanted": quantity_wanted,
            "priority": priority,
            "comment": comment.strip(),
            "price_when_added": dollars(unit_price_cents(p, variant)),
            "added_at": ctx.clock.now(),
        },
    )
    return {"list_id": wl["id"], "list_name": wl["name"], "item": _list_item_out(world, row)}


@tool(domain=DOMAIN, reads=_LISTS, writes=("shop_wish_list_items",))
def remove_from_wish_list(ctx: WorldContext, list_item_id: ItemId) -> dict[str, Any]:
    """Remove an item from its wish list.

    Args:
        list_item_id: Wish list item id, e.g. "wli_0005" (from get_wish_list).
    """
    world = ctx.world
    row = world.get("shop_wish_list_items", list_item_id.strip())
    p = world.get("shop_products", row["product_id"])
    world.delete("shop_wish_list_items", row["id"])
    return {"removed_list_item_id": row["id"], "list_id": row["list_id"], "title": p["title"]}


@tool(domain=DOMAIN, reads=_LISTS, writes=("shop_wish_list_items",))
def move_wish_list_item(
    ctx: WorldContext, list_item_id: ItemId, target_list_id: ItemId
) -> dict[str, Any]:
    """Move an item from its wish list to another wish list.

    Args:
        list_item_id: Wish list item id, e.g. "wli_0005" (from get_wish_list).
        target_list_id: Destination list id, e.g. "wl_0001".
    """
    world = ctx.world
    row = world.get("shop_wish_list_items", list_item_id.strip())
    target = _list(ctx, target_list_id)
    if row["list_id"] == target["id"]:
        raise ToolError(f"the item is already on {target['name']!r}")
    clash = world.count(
        "shop_wish_list_items",
        {"list_id": target["id"], "product_id": row["product_id"], "variant_id": row["variant_id"]},
    )
    if clash:
        raise ToolError(f"{target['name']!r} already has this item; remove one of them instead")
    moved = world.update("shop_wish_list_items", row["id"], {"list_id": target["id"]})
    return {
        "from_list_id": row["list_id"],
        "to_list_id": target["id"],
        "item": _list_item_out(world, moved),
    }


# ----------------------------------------------------------------------------- checkout


def _address(world: World, address_id: str | None, *, required: bool = True) -> Row | None:
    if clean(address_id):
        return world.get("shop_addresses", (address_id or "").strip())
    found = default_row(world, "shop_addresses")
    if found is None and required:
        raise ToolError(
            "no shipping address given and no default address; add one with add_shipping_address"
        )
    return found


def _prepare(
    ctx: WorldContext,
    lines: list[CheckoutLine],
    *,
    address_id: str | None,
    card_id: str | None,
    promo_code: str | None,
    use_gift_card_balance: bool,
    delivery_speed: str,
    is_gift: bool,
    gift_message: str | None,
) -> tuple[Row, Row | None, Quote, int, int]:
    """Validate a checkout; returns (address, card, quote, gift card part, card part)."""
    world = ctx.world
    if not lines:
        raise ToolError(
            "your cart is empty (items saved for later are not bought); add items with add_to_cart"
        )
    totals: dict[tuple[str, str | None], int] = {}
    for line in lines:
        issue = _line_issue(world, line)
        if issue:
            raise ToolError(f"cannot order {line.product['title']}: {issue}")
        key = (line.product["id"], line.variant["id"] if line.variant else None)
        totals[key] = totals.get(key, 0) + line.quantity
    for line in lines:
        key = (line.product["id"], line.variant["id"] if line.variant else None)
        if totals[key] != line.quantity:
            _check_quantity(world, line.product, line.variant, totals[key])
    address = _address(world, address_id)
    assert address is not None
    if clean(gift_message) and not is_gift:
        raise ToolError("a gift_message needs is_gift=true")
    promo = None
    if clean(promo_code):
        promo = find_promo(world, promo_code or "")
        problem = promo_problem(world, promo, lines, ctx.clock.today())
        if problem:
            raise ToolError(problem)
    q = quote(
        world,
        lines,
        country=address["country"],
        state=address["state"],
        speed=delivery_speed,
        promo=promo,
    )
    if promo is not None and q.discount == 0 and q.shipping == 0 and q.shipping_waived == 0:
        raise ToolError(
            f"promo code {promo['code']} would not lower this order's price (shipping is already "
            "free); leave it out to keep it for a later order"
        )
    balance = gift_card_balance_cents(world) if use_gift_card_balance else 0
    gift_part = max(0, min(balance, q.total))
    card_part = q.total - gift_part
    card = None
    if clean(card_id):
        card = world.get("shop_payment_cards", (card_id or "").strip())
    elif card_part > 0:
        card = default_row(world, "shop_payment_cards")
        if card is None:
            raise ToolError(
                f"{money(card_part)} must be paid by card but no card was given and there is no "
                "default card; add one with add_shopping_card"
            )
    if card is not None and card_expired(card, ctx.clock.today()):
        raise ToolError(
            f"{card_label(card)} ({card['id']}) expired "
            f"{card['exp_month']:02d}/{card['exp_year']}; "
            "choose another card or update its expiry with update_shopping_card"
        )
    return address, card, q, gift_part, card_part


def _summary(
    q: Quote, address: Row, card: Row | None, gift: int, card_part: int, today: Any
) -> dict[str, Any]:
    out = q.as_dict(today)
    out["ship_to"] = {"address_id": address["id"], "address": address_line(address)}
    out["payment"] = {
        "gift_card_balance_used": dollars(gift),
        "card_charge": dollars(card_part),
        "card": {"card_id": card["id"], "label": card_label(card)} if card else None,
    }
    return out


def _place(
    ctx: WorldContext,
    lines: list[CheckoutLine],
    address: Row,
    card: Row | None,
    q: Quote,
    gift: int,
    card_part: int,
    *,
    speed: str,
    is_gift: bool,
    gift_message: str | None,
) -> dict[str, Any]:
    world = ctx.world
    now = ctx.clock.now()
    with world.transaction():
        oid = world.new_id("ord")
        number = order_number(f"{oid}:{now.isoformat()}")
        salt = 0
        while world.count("shop_orders", {"order_number": number}):
            salt += 1
            number = order_number(f"{oid}:{now.isoformat()}:{salt}")
        world.insert(
            "shop_orders",
            {
                "id": oid,
                "order_number": number,
                "placed_at": now,
                "status": "processing",
                "address_id": address["id"],
                "ship_to": ship_to(address),
                "card_id": card["id"] if card else None,
                "delivery_speed": speed,
                "subtotal": dollars(q.subtotal),
                "shipping_fee": dollars(q.shipping),
                "discount": dollars(q.discount),
                "tax": dollars(q.tax),
                "total": dollars(q.total),
                "promo_code": q.promo_code,
                "is_gift": is_gift,
                "gift_message": clean(gift_message),
                "estimated_delivery": ctx.clock.today() + timedelta(days=q.delivery_days),
            },
        )
        items = []
        for line in lines:
            item = world.insert(
                "shop_order_items",
                {
                    "order_id": oid,
                    "product_id": line.product["id"],
                    "variant_id": line.variant["id"] if line.variant else None,
                    "title": line.product["title"],
                    "variant_label": variant_label(line.variant),
                    "unit_price": dollars(line.unit_cents),
                    "quantity": line.quantity,
                },
            )
            items.append(
                {
                    "order_item_id": item["id"],
                    "title": item["title"],
                    "variant": item["variant_label"],
                    "quantity": item["quantity"],
                    "unit_price": item["unit_price"],
                }
            )
            table, key = (
                ("shop_product_variants", line.variant["id"])
                if line.variant is not None
                else ("shop_products", line.product["id"])
            )
            left = int(world.get(table, key)["stock_quantity"]) - line.quantity
            world.update(table, key, {"stock_quantity": left})
            if line.cart_item_id:
                world.delete("shop_cart_items", line.cart_item_id)
        if gift > 0:
            world.insert(
                "shop_payments",
                {
                    "order_id": oid,
                    "kind": "charge",
                    "method": "gift_card",
                    "amount": dollars(gift),
                    "created_at": now,
                    "note": "Gift card balance",
                },
            )
        if card_part > 0 and card is not None:
            world.insert(
                "shop_payments",
                {
                    "order_id": oid,
                    "kind": "charge",
                    "method": "card",
                    "card_id": card["id"],
                    "card_label": card_label(card),
                    "amount": dollars(card_part),
                    "created_at": now,
                    "note": "Order payment",
                },
            )
    out = {
        "order_id": oid,
        "order_number": number,
        "status": "processing",
        "items": items,
        **_summary(q, address, card, gift, card_part, ctx.clock.today()),
    }
    if is_gift:
        out["gift_message"] = clean(gift_message)
    return out


@tool(domain=DOMAIN, reads=_CHECKOUT_READS)
def preview_checkout(
    ctx: WorldContext,
    address_id: ItemId | None = None,
    card_id: ItemId | None = None,
    promo_code: Annotated[str, Field(max_length=40)] | None = None,
    use_gift_card_balance: bool = True,
    delivery_speed: Speed = "standard",
) -> dict[str, Any]:
    """Preview the order place_order would place from the cart, without placing it.

    Shows items, shipping, promo discount, sales tax, total, delivery date and how it would
    be paid.

    Runs the same checks as place_order (stock, address, card expiry, promo rules).

    Args:
        address_id: Shipping address id, e.g. "sadr_0003" (from list_shipping_addresses);
            the default address when omitted.
        card_id: Card id, e.g. "scard_0002" (from list_shopping_payment_methods); the
            default card when omitted.
        promo_code: Promo code to apply, e.g. "SUMMER15".
        use_gift_card_balance: Pay with the gift card balance first (the card pays the rest).
        delivery_speed: standard, or expedited ($9.99 for Prime members, $14.99 otherwise;
            1 day when every item is Prime, else 2 days).
    """
    world = ctx.world
    lines = [line_of(world, r) for r in cart_rows(world, False)]
    address, card, q, gift, card_part = _prepare(
        ctx,
        lines,
        address_id=address_id,
        card_id=card_id,
        promo_code=promo_code,
        use_gift_card_balance=use_gift_card_balance,
        delivery_speed=delivery_speed,
        is_gift=False,
        gift_message=None,
    )
    return {
        "items": [
            _cart_item_out(world, world.get("shop_cart_items", line.cart_item_id or ""))
            for line in lines
        ],
        **_summary(q, address, card, gift, card_part, ctx.clock.today()),
    }


@tool(domain=DOMAIN, reads=_CHECKOUT_READS, writes=(*_CHECKOUT_WRITES, "shop_cart_items"))
def place_order(
    ctx: WorldContext,
    address_id: ItemId | None = None,
    card_id: ItemId | None = None,
    promo_code: Annotated[str, Field(max_length=40)] | None = None,
    use_gift_card_balance: bool = True,
    delivery_speed: Speed = "standard",
    is_gift: bool = False,
    gift_message: Annotated[str, Field(max_length=500)] | None = None,
) -> dict[str, Any]:
    """Check out: buy everything in the cart (not the saved-for-later items).

    Checks stock, the address, the card's expiry and the promo code, charges the gift card
    balance and/or the card, reduces stock, empties the cart and creates the order (status
    "processing").

    Args:
        address_id: Shipping address id, e.g. "sadr_0003" (from list_shipping_addresses);
            the default address when omitted.
        card_id: Card id, e.g. "scard_0002" (from list_shopping_payment_methods); the
            default card when omitted.
        promo_code: Promo code to apply, e.g. "SUMMER15".
        use_gift_card_balance: Pay with the gift card balance first (the card pays the rest).
        delivery_speed: standard, or expedited ($9.99 for Prime members, $14.99 otherwise;
            1 day when every item is Prime, else 2 days).
        is_gift: Mark the order as a gift (no prices on the packing slip).
        gift_message: Message printed on the gift receipt (needs is_gift).

    Returns:
        The new order: order_id, order_number, items, amounts, estimated delivery and
        payment.
    """
    world = ctx.world
    lines = [line_of(world, r) for r in cart_rows(world, False)]
    address, card, q, gift, card_part = _prepare(
        ctx,
        lines,
        address_id=address_id,
        card_id=card_id,
        promo_code=promo_code,
        use_gift_card_balance=use_gift_card_balance,
        delivery_speed=delivery_speed,
        is_gift=is_gift,
        gift_message=gift_message,
    )
    return _place(
        ctx,
        lines,
        address,
        card,
        q,
        gift,
        card_part,
        speed=delivery_speed,
        is_gift=is_gift,
        gift_message=gift_message,
    )


@tool(domain=DOMAIN, reads=_CHECKOUT_READS, writes=_CHECKOUT_WRITES)
def buy_now(
    ctx: WorldContext,
    product_id: ProductId,
    quantity: Quantity = 1,
    variant_id: ItemId | None = None,
    size: OptionText | None = None,
    color: OptionText | None = None,
    address_id: ItemId | None = None,
    card_id: ItemId | None = None,
    promo_code: Annotated[str, Field(max_length=40)] | None = None,
    use_gift_card_balance: bool = True,
    delivery_speed: Speed = "standard",
    is_gift: bool = False,
    gift_message: Annotated[str, Field(max_length=500)] | None = None,
) -> dict[str, Any]:
    """Order one product right away without using the cart (the cart is left as it is).

    Same checks and payment rules as place_order.

    Args:
        product_id: Product id, e.g. "prd_0042".
        quantity: Units to buy.
        variant_id: Variant id, e.g. "pv_0013" (needed for products with sizes/colors,
            or give size/color).
        size: Size option instead of variant_id.
        color: Color option instead of variant_id.
        address_id: Shipping address id, e.g. "sadr_0003"; the default address when omitted.
        card_id: Card id, e.g. "scard_0002"; the default card when omitted.
        promo_code: Promo code to apply.
        use_gift_card_balance: Pay with the gift card balance first.
        delivery_speed: standard or expedited.
        is_gift: Mark the order as a gift.
        gift_message: Message on the gift receipt (needs is_gift).

    Returns:
        The new order, as place_order returns it.
    """
    world = ctx.world
    p = get_product(world, product_id)
    variant = resolve_variant(world, p, variant_id, size, color)
    _check_quantity(world, p, variant, quantity)
    lines = [CheckoutLine(p, variant, quantity)]
    address, card, q, gift, card_part = _prepare(
        ctx,
        lines,
        address_id=address_id,
        card_id=card_id,
        promo_code=promo_code,
        use_gift_card_balance=use_gift_card_balance,
        delivery_speed=delivery_speed,
        is_gift=is_gift,
        gift_message=gift_message,
    )
    return _place(
        ctx,
        lines,
        address,
        card,
        q,
        gift,
        card_part,
        speed=delivery_speed,
        is_gift=is_gift,
        gift_message=gift_message,
    )
