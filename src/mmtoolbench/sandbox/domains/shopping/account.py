"""Shopping tools: account, shipping addresses, payment cards, gift cards, promo codes."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains.contacts import normalize_phone
from mmtoolbench.sandbox.domains.shopping.common import (
    address_line,
    card_expired,
    card_label,
    cart_lines,
    clean,
    default_row,
    find_promo,
    gift_card_balance_cents,
    is_prime_member,
    promo_eligible_cents,
    promo_problem,
    quote,
)
from mmtoolbench.sandbox.domains.shopping.rules import (
    card_brand,
    card_digits,
    dollars,
    luhn_valid,
    money,
    normalize_code,
    normalize_country,
    normalize_postal_code,
    normalize_state,
    tax_rate,
)
from mmtoolbench.sandbox.domains.shopping.schema import ACCOUNT_ID, DOMAIN
from mmtoolbench.sandbox.world.state import Row, World

ItemId = Annotated[str, Field(min_length=1, max_length=64)]
Short = Annotated[str, Field(max_length=100)]
Street = Annotated[str, Field(max_length=150)]

_ADDR = ("shop_addresses",)
_CARDS = ("shop_payment_cards",)
_GIFT = ("shop_gift_cards", "shop_payments")


def _address_out(world: World, a: Row) -> dict[str, Any]:
    return {
        "address_id": a["id"],
        "label": a["label"],
        "full_name": a["full_name"],
        "street1": a["street1"],
        "street2": a["street2"],
        "city": a["city"],
        "state": a["state"],
        "postal_code": a["postal_code"],
        "country": a["country"],
        "phone": a["phone"],
        "delivery_instructions": a["delivery_instructions"],
        "is_default": a["is_default"],
        "contact_id": a["contact_id"],
        "one_line": address_line(a),
        "sales_tax_rate_percent": float(tax_rate(a["country"], a["state"])),
    }


def _card_out(world: World, c: Row, today: Any) -> dict[str, Any]:
    billing = (
        world.get_or_none("shop_addresses", c["billing_address_id"])
        if c["billing_address_id"]
        else None
    )
    return {
        "card_id": c["id"],
        "label": card_label(c),
        "brand": c["brand"],
        "last4": c["last4"],
        "nickname": c["nickname"],
        "cardholder_name": c["cardholder_name"],
        "expires": f"{int(c['exp_month']):02d}/{c['exp_year']}",
        "is_expired": card_expired(c, today),
        "is_default": c["is_default"],
        "billing_address": address_line(billing) if billing else None,
    }


@tool(
    domain=DOMAIN,
    reads=(
        "shop_account",
        "shop_addresses",
        "shop_payment_cards",
        "shop_gift_cards",
        "shop_payments",
        "shop_cart_items",
        "shop_orders",
    ),
)
def get_shopping_account(ctx: WorldContext) -> dict[str, Any]:
    """Get an overview of the owner's store account.

    Prime membership, default shipping address and card, gift card balance, cart size and
    open orders.
    """
    world = ctx.world
    acct = world.get_or_none("shop_account", ACCOUNT_ID)
    addr = default_row(world, "shop_addresses")
    card = default_row(world, "shop_payment_cards")
    return {
        "name": ctx.owner.name,
        "email": ctx.owner.email,
        "is_prime_member": is_prime_member(world),
        "prime_member_since": acct["prime_member_since"] if acct else None,
        "default_address": _address_out(world, addr) if addr else None,
        "default_card": _card_out(world, card, ctx.clock.today()) if card else None,
        "gift_card_balance": dollars(gift_card_balance_cents(world)),
        "cart_items": world.count("shop_cart_items", {"saved_for_later": False}),
        "open_orders": world.count("shop_orders", {"status": ["processing", "shipped"]}),
    }


# ----------------------------------------------------------------------------- addresses


@tool(domain=DOMAIN, reads=_ADDR)
def list_shipping_addresses(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the saved shipping addresses (default first).

    With their ids, labels and the sales tax rate that applies there.
    """
    world = ctx.world
    rows = world.select("shop_addresses", order_by=["is_default DESC", "created_at"])
    return [_address_out(world, a) for a in rows]


def _validated(
    country: str, state: str, postal_code: str, phone: str | None
) -> tuple[str, str, str, str | None]:
    c = normalize_country(country)
    s = normalize_state(c, state)
    z = normalize_postal_code(c, s, postal_code)
    p = normalize_phone(phone) if phone and clean(phone) else None
    return c, s, z, p


def _required(value: str, what: str) -> str:
    text = value.strip()
    if not text:
        raise ToolError(f"{what} is empty")
    return text


def _same_place(a: Row | dict[str, Any], b: Row | dict[str, Any]) -> bool:
    def norm(x: Any) -> str:
        return " ".join(str(x or "").lower().replace(".", "").replace(",", "").split())

    return all(norm(a[k]) == norm(b[k]) for k in ("full_name", "street1", "street2", "postal_code"))


@tool(domain=DOMAIN, reads=(*_ADDR, "contacts"), writes=_ADDR)
def add_shipping_address(
    ctx: WorldContext,
    full_name: Annotated[str, Field(min_length=1, max_length=100)],
    street1: Annotated[str, Field(min_length=1, max_length=150)],
    city: Annotated[str, Field(min_length=1, max_length=100)],
    state: Annotated[str, Field(min_length=1, max_length=40)],
    postal_code: Annotated[str, Field(min_length=1, max_length=20)],
    street2: Street | None = None,
    country: Annotated[str, Field(max_length=40)] = "US",
    phone: Annotated[str, Field(max_length=40)] | None = None,
    label: Short | None = None,
    delivery_instructions: Annotated[str, Field(max_length=500)] | None = None,
    set_as_default: bool = False,
    contact_id: ItemId | None = None,
) -> dict[str, Any]:
    """Save a new shipping address (the owner's or someone they send gifts to).

    The store ships to the US and Canada. US ZIP codes must be 5 digits (or ZIP+4) and
    belong to the state; Canadian postal codes look like "K1A 0B1" and must match the
    province.

    Args:
        full_name: Recipient's name.
        street1: Street address, e.g. "308 Juniper Lane".
        city: City.
        state: State or province, two-letter code or full name, e.g. "CA" or "Ontario".
        postal_code: ZIP or postal code, e.g. "94117" or "M5V 2T6".
        street2: Apartment, suite, unit, floor.
        country: "US" or "CA".
        phone: Phone number for the carrier, e.g. "415-555-0142".
        label: Nickname, e.g. "Grandma's".
        delivery_instructions: Notes for the driver, e.g. "Leave at the back door".
        set_as_default: Make it the default shipping address.
        contact_id: Address book contact this address belongs to, e.g. "ct_0009".
    """
    world = ctx.world
    name, line1, town = (
        _required(full_name, "full_name"),
        _required(street1, "street1"),
        _required(city, "city"),
    )
    c, s, z, p = _validated(country, state, postal_code, phone)
    cid = None
    if clean(contact_id):
        cid = world.get("contacts", (contact_id or "").strip())["id"]
    candidate = {"full_name": name, "street1": line1, "street2": clean(street2), "postal_code": z}
    for a in world.select("shop_addresses"):
        if _same_place(a, candidate):
            raise ToolError(f"this address is already saved as {a['id']} ({address_line(a)})")
    first = world.count("shop_addresses") == 0
    with world.transaction():
        if set_as_default:
            world.update_where("shop_addresses", {"is_default": True}, {"is_default": False})
        row = world.insert(
            "shop_addresses",
            {
                "label": clean(label),
                "full_name": name,
                "street1": line1,
                "street2": clean(street2),
                "city": town,
                "state": s,
                "postal_code": z,
                "country": c,
                "phone": p,
                "delivery_instructions": clean(delivery_instructions),
                "is_default": set_as_default or first,
                "contact_id": cid,
                "created_at": ctx.clock.now(),
            },
        )
    return _address_out(world, row)


@tool(domain=DOMAIN, reads=(*_ADDR, "contacts"), writes=_ADDR)
def update_shipping_address(
    ctx: WorldContext,
    address_id: ItemId,
    full_name: Short | None = None,
    street1: Street | None = None,
    street2: Street | None = None,
    city: Short | None = None,
    state: Annotated[str, Field(max_length=40)] | None = None,
    postal_code: Annotated[str, Field(max_length=20)] | None = None,
    country: Annotated[str, Field(max_length=40)] | None = None,
    phone: Annotated[str, Field(max_length=40)] | None = None,
    label: Short | None = None,
    delivery_instructions: Annotated[str, Field(max_length=500)] | None = None,
) -> dict[str, Any]:
    """Edit a saved shipping address.

    Give only what changes; an empty string clears street2, phone, label or
    delivery_instructions.

    The result is validated like a new address (ZIP/postal code must match the state). Past
    orders keep the address they were shipped to.

    Args:
        address_id: Address id, e.g. "sadr_0003" (from list_shipping_addresses).
        full_name: Recipient's name.
        street1: Street address.
        street2: Apartment, suite, unit ("" to clear).
        city: City.
        state: State/province code or name.
        postal_code: ZIP or postal code.
        country: "US" or "CA".
        phone: Phone number ("" to clear).
        label: Nickname ("" to clear).
        delivery_instructions: Notes for the driver ("" to clear).
    """
    world = ctx.world
    a = world.get("shop_addresses", address_id.strip())
    new: dict[str, Any] = dict(a)
    if full_name is not None:
        new["full_name"] = _required(full_name, "full_name")
    if street1 is not None:
        new["street1"] = _required(street1, "street1")
    if city is not None:
        new["city"] = _required(city, "city")
    for key, value in (
        ("street2", street2),
        ("label", label),
        ("delivery_instructions", delivery_instructions),
    ):
        if value is not None:
            new[key] = clean(value)
    c = country if country is not None else a["country"]
    s = state if state is not None else a["state"]
    z = postal_code if postal_code is not None else a["postal_code"]
    ph = phone if phone is not None else a["phone"]
    new["country"], new["state"], new["postal_code"], new["phone"] = _validated(c, s, z, ph)
    changes = {k: v for k, v in new.items() if v != a[k]}
    if not changes:
        raise ToolError(f"nothing to change in address {a['id']}: every value is already as given")
    for other in world.select("shop_addresses"):
        if other["id"] != a["id"] and _same_place(other, new):
            raise ToolError(
                f"this would duplicate saved address {other['id']} ({address_line(other)})"
            )
    return _address_out(world, world.update("shop_addresses", a["id"], changes))


@tool(
    domain=DOMAIN,
    reads=(*_ADDR, "shop_orders"),
    writes=(*_ADDR, "shop_payment_cards", "shop_orders"),
)
def delete_shipping_address(ctx: WorldContext, address_id: ItemId) -> dict[str, Any]:
    """Delete a saved shipping address.

    The default address cannot be deleted while other addresses exist (make another one the
    default first). Orders keep the address they were shipped to; cards billed to it lose
    their billing address.

    Args:
        address_id: Address id, e.g. "sadr_0005" (from list_shipping_addresses).
    """
    world = ctx.world
    a = world.get("shop_addresses", address_id.strip())
    if a["is_default"] and world.count("shop_addresses") > 1:
        raise ToolError(
            f"{address_line(a)} is the default address; set another default with "
            "set_default_shipping_address first"
        )
    world.delete("shop_addresses", a["id"])
    return {"deleted_address_id": a["id"], "address": address_line(a)}


@tool(domain=DOMAIN, reads=_ADDR, writes=_ADDR)
def set_default_shipping_address(ctx: WorldContext, address_id: ItemId) -> dict[str, Any]:
    """Make a saved address the default for checkout.

    Args:
        address_id: Address id, e.g. "sadr_0002" (from list_shipping_addresses).
    """
    world = ctx.world
    a = world.get("shop_addresses", address_id.strip())
    if a["is_default"]:
        raise ToolError(f"{address_line(a)} is already the default address")
    with world.transaction():
        world.update_where("shop_addresses", {"is_default": True}, {"is_default": False})
        row = world.update("shop_addresses", a["id"], {"is_default": True})
    return _address_out(world, row)


# ----------------------------------------------------------------------------- cards


@tool(domain=DOMAIN, reads=(*_CARDS, *_GIFT, "shop_addresses"))
def list_shopping_payment_methods(ctx: WorldContext) -> dict[str, Any]:
    """List the saved payment cards and the gift card balance.

    Cards are masked and show their expiry and whether they are expired.
    """
    world = ctx.world
    today = ctx.clock.today()
    rows = world.select("shop_payment_cards", order_by=["is_default DESC", "added_at"])
    return {
        "cards": [_card_out(world, c, today) for c in rows],
        "gift_card_balance": dollars(gift_card_balance_cents(world)),
    }


Month = Annotated[int, Field(ge=1, le=12)]
Year = Annotated[int, Field(ge=2000, le=2100)]


def _check_expiry(ctx: WorldContext, month: int, year: int) -> None:
    today = ctx.clock.today()
    if (year, month) < (today.year, today.month):
        raise ToolError(
            f"the expiry {month:02d}/{year} is in the past (today is {today.isoformat()}); check "
            "the date on the card"
        )
    if year > today.year + 20:
        raise ToolError(f"the expiry year {year} is too far in the future; check the card")


@tool(domain=DOMAIN, reads=(*_CARDS, "shop_addresses"), writes=_CARDS)
def add_shopping_card(
    ctx: WorldContext,
    card_number: Annotated[str, Field(min_length=1, max_length=30)],
    exp_month: Month,
    exp_year: Year,
    cardholder_name: Annotated[str, Field(min_length=1, max_length=100)],
    nickname: Short | None = None,
    billing_address_id: ItemId | None = None,
    set_as_default: bool = False,
) -> dict[str, Any]:
    """Save a credit or debit card.

    The number is checked (Luhn check digit and card network: Visa, Mastercard, American
    Express, Discover) and must not be expired; only the last 4 digits are kept.

    Args:
        card_number: The full card number, spaces or dashes allowed.
        exp_month: Expiry month, 1-12.
        exp_year: Expiry year, 4 digits, e.g. 2028.
        cardholder_name: Name on the card.
        nickname: Nickname, e.g. "Travel card".
        billing_address_id: Billing address id, e.g. "sadr_0001"; the default address
            when omitted.
        set_as_default: Make it the default card.
    """
    world = ctx.world
    digits = card_digits(card_number)
    if not luhn_valid(digits):
        raise ToolError(
            "this card number is not valid (its check digit is wrong); re-check the digits"
        )
    brand = card_brand(digits)
    if brand is None:
        raise ToolError(
            "only Visa, Mastercard, American Express and Discover cards are accepted; this "
            "number is not from one of them"
        )
    _check_expiry(ctx, exp_month, exp_year)
    holder = _required(cardholder_name, "cardholder_name")
    if clean(billing_address_id):
        billing: Row | None = world.get("shop_addresses", (billing_address_id or "").strip())
    else:
        billing = default_row(world, "shop_addresses")
    for c in world.select("shop_payment_cards", {"brand": brand, "last4": digits[-4:]}):
        if (c["exp_month"], c["exp_year"]) == (exp_month, exp_year):
            raise ToolError(f"this card is already saved as {c['id']} ({card_label(c)})")
    first = world.count("shop_payment_cards") == 0
    with world.transaction():
        if set_as_default:
            world.update_where("shop_payment_cards", {"is_default": True}, {"is_default": False})
        row = world.insert(
            "shop_payment_cards",
            {
                "brand": brand,
                "last4": digits[-4:],
                "cardholder_name": holder,
                "exp_month": exp_month,
                "exp_year": exp_year,
                "nickname": clean(nickname),
                "billing_address_id": billing["id"] if billing else None,
                "is_default": set_as_default or first,
                "added_at": ctx.clock.now(),
            },
        )
    return _card_out(world, row, ctx.clock.today())


@tool(domain=DOMAIN, reads=(*_CARDS, "shop_addresses"), writes=_CARDS)
def update_shopping_card(
    ctx: WorldContext,
    card_id: ItemId,
    exp_month: Month | None = None,
    exp_year: Year | None = None,
    nickname: Short | None = None,
    billing_address_id: ItemId | None = None,
    cardholder_name: Short | None = None,
) -> dict[str, Any]:
    """Update a saved card: expiry date, nickname, billing address or cardholder name.

    For example after the bank sent a replacement card with a new expiry. nickname "" clears
    it.

    Args:
        card_id: Card id, e.g. "scard_0003" (from list_shopping_payment_methods).
        exp_month: New expiry month, 1-12.
        exp_year: New expiry year, e.g. 2029.
        nickname: New nickname.
        billing_address_id: New billing address id, e.g. "sadr_0001".
        cardholder_name: New name on the card.
    """
    world = ctx.world
    c = world.get("shop_payment_cards", card_id.strip())
    changes: dict[str, Any] = {}
    month = exp_month if exp_month is not None else int(c["exp_month"])
    year = exp_year if exp_year is not None else int(c["exp_year"])
    if (month, year) != (c["exp_month"], c["exp_year"]):
        _check_expiry(ctx, month, year)
        changes.update({"exp_month": month, "exp_year": year})
    if nickname is not None and clean(nickname) != c["nickname"]:
        changes["nickname"] = clean(nickname)
    if cardholder_name is not None:
        holder = _required(cardholder_name, "cardholder_name")
        if holder != c["cardholder_name"]:
            changes["cardholder_name"] = holder
    if clean(billing_address_id):
        billing = world.get("shop_addresses", (billing_address_id or "").strip())
        if billing["id"] != c["billing_address_id"]:
            changes["billing_address_id"] = billing["id"]
    if not changes:
        raise ToolError(f"nothing to change on {card_label(c)}: every value is already as given")
    return _card_out(world, world.update("shop_payment_cards", c["id"], changes), ctx.clock.today())


@tool(
    domain=DOMAIN, reads=(*_CARDS, "shop_orders"), writes=(*_CARDS, "shop_orders", "shop_payments")
)
def remove_shopping_card(ctx: WorldContext, card_id: ItemId) -> dict[str, Any]:
    """Remove a saved card.

    A card paying for an order that has not been delivered yet cannot be removed. Removing
    the default card leaves no default card.

    Args:
        card_id: Card id, e.g. "scard_0003" (from list_shopping_payment_methods).
    """
    world = ctx.world
    c = world.get("shop_payment_cards", card_id.strip())
    open_orders = world.select(
        "shop_orders", {"card_id": c["id"], "status": ["processing", "shipped"]}
    )
    if open_orders:
        raise ToolError(
            f"{card_label(c)} pays for open order(s) "
            + ", ".join(o["order_number"] for o in open_orders)
            + "; remove it after they are delivered"
        )
    world.delete("shop_payment_cards", c["id"])
    out: dict[str, Any] = {"removed_card_id": c["id"], "card": card_label(c)}
    if c["is_default"]:
        out["note"] = "it was the default card; choose a new default with set_default_shopping_card"
    return out


@tool(domain=DOMAIN, reads=_CARDS, writes=_CARDS)
def set_default_shopping_card(ctx: WorldContext, card_id: ItemId) -> dict[str, Any]:
    """Make a saved card the default payment card (expired cards cannot be the default).

    Args:
        card_id: Card id, e.g. "scard_0004" (from list_shopping_payment_methods).
    """
    world = ctx.world
    c = world.get("shop_payment_cards", card_id.strip())
    if c["is_default"]:
        raise ToolError(f"{card_label(c)} is already the default card")
    if card_expired(c, ctx.clock.today()):
        raise ToolError(
            f"{card_label(c)} expired {int(c['exp_month']):02d}/{c['exp_year']}; update its expiry "
            "with update_shopping_card first"
        )
    with world.transaction():
        world.update_where("shop_payment_cards", {"is_default": True}, {"is_default": False})
        row = world.update("shop_payment_cards", c["id"], {"is_default": True})
    return _card_out(world, row, ctx.clock.today())


# ----------------------------------------------------------------------------- gift cards


@tool(domain=DOMAIN, reads=_GIFT, writes=("shop_gift_cards",))
def redeem_gift_card(
    ctx: WorldContext, code: Annotated[str, Field(min_length=1, max_length=40)]
) -> dict[str, Any]:
    """Redeem a store gift card's claim code into the owner's gift card balance.

    For example a code read from a photo of a gift card.

    Case, spaces and dashes do not matter.

    Args:
        code: The claim code, e.g. "GQ4T-8XRM2K-7HWP".

    Returns:
        The amount added and the new balance.
    """
    world = ctx.world
    wanted = normalize_code(code)
    card = next(
        (
            g
            for g in world.select("shop_gift_cards")
            if normalize_code(g["code"]) == wanted and wanted
        ),
        None,
    )
    if card is None:
        raise ToolError(
            f"{code.strip()!r} is not a valid gift card claim code; check each character "
            "(codes use letters and digits, e.g. GQ4T-8XRM2K-7HWP)"
        )
    if card["status"] == "void":
        raise ToolError("this gift card has been cancelled by the issuer and cannot be redeemed")
    if card["status"] == "redeemed":
        if card["redeemed_by_me"]:
            raise ToolError(
                f"you already redeemed this gift card on {str(card['redeemed_at'])[:10]}"
            )
        raise ToolError("this gift card was already redeemed on another account")
    world.update(
        "shop_gift_cards",
        card["id"],
        {"status": "redeemed", "redeemed_by_me": True, "redeemed_at": ctx.clock.now()},
    )
    return {
        "gift_card_id": card["id"],
        "amount_added": card["amount"],
        "from": card["from_name"],
        "message": card["message"],
        "new_balance": dollars(gift_card_balance_cents(world)),
    }


@tool(domain=DOMAIN, reads=(*_GIFT, "shop_orders"))
def get_gift_card_balance(ctx: WorldContext) -> dict[str, Any]:
    """Show the gift card balance and its activity.

    Cards redeemed, amounts spent on orders and refunds received, newest first.
    """
    world = ctx.world
    activity: list[dict[str, Any]] = []
    for g in world.select("shop_gift_cards", {"status": "redeemed", "redeemed_by_me": True}):
        activity.append(
            {
                "at": g["redeemed_at"],
                "change": g["amount"],
                "what": f"Gift card redeemed ({g['from_name'] or 'gift card'})",
            }
        )
    for p in world.select("shop_payments", {"method": "gift_card"}):
        o = world.get_or_none("shop_orders", p["order_id"])
        number = o["order_number"] if o else p["order_id"]
        sign = -1 if p["kind"] == "charge" else 1
        what = f"Order {number}" if p["kind"] == "charge" else f"Refund for order {number}"
        activity.append({"at": p["created_at"], "change": sign * p["amount"], "what": what})
    activity.sort(key=lambda a: str(a["at"] or ""), reverse=True)
    return {"balance": dollars(gift_card_balance_cents(world)), "activity": activity}


# ----------------------------------------------------------------------------- promo codes


@tool(
    domain=DOMAIN,
    reads=(
        "shop_coupons",
        "shop_orders",
        "shop_cart_items",
        "shop_products",
        "shop_product_variants",
        "shop_account",
    ),
)
def check_promo_code(
    ctx: WorldContext, code: Annotated[str, Field(min_length=1, max_length=40)]
) -> dict[str, Any]:
    """Check a promo code and whether it applies to the current cart.

    Shows what it gives, its conditions and dates, and how much it would save on the cart.

    Args:
        code: The promo code, e.g. "SUMMER15".
    """
    world = ctx.world
    promo = find_promo(world, code)
    today = ctx.clock.today()
    lines = cart_lines(world)
    problem = promo_problem(world, promo, lines, today)
    out: dict[str, Any] = {
        "code": promo["code"],
        "description": promo["description"],
        "type": promo["discount_type"],
        "valid_from": promo["valid_from"],
        "valid_until": promo["valid_until"],
        "min_subtotal": promo["min_subtotal"],
        "category": promo["category"],
        "brand": promo["brand"],
        "uses_per_customer": promo["uses_per_customer"],
        "first_order_only": promo["first_order_only"],
        "valid_for_cart": problem is None and bool(lines),
        "problem": problem if problem else (None if lines else "the cart is empty"),
    }
    if problem is None and lines:
        q = quote(world, lines, country="US", state="", speed="standard", promo=promo)
        base = quote(world, lines, country="US", state="", speed="standard", promo=None)
        out["eligible_subtotal"] = dollars(promo_eligible_cents(promo, lines))
        saved = base.shipping - q.shipping + q.discount
        out["savings"] = money(saved)
        if saved == 0:
            out["valid_for_cart"] = False
            out["problem"] = "it would not lower the price of the current cart"
    return out
