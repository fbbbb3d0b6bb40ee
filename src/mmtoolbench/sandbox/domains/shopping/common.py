"""World helpers shared by the shopping tools and seed: products, variants, stock,
prices, checkout quotes, promo rules, gift card balance, orders and refunds."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from decimal import Decimal
from typing import Any

from mmtoolbench.core.errors import ToolError
from mmtoolbench.sandbox.domains.shopping.rules import (
    BRAND_NAMES,
    dollars,
    money,
    normalize_code,
    percent_of,
    share,
    tax_rate,
    to_cents,
)
from mmtoolbench.sandbox.domains.shopping.schema import ACCOUNT_ID, ORDER_HINT
from mmtoolbench.sandbox.world.state import Row, World

#: Standard shipping fee for orders (or their non-Prime part) under the free threshold.
STANDARD_FEE = 599
FREE_SHIPPING_THRESHOLD = 3500
EXPEDITED_FEE_PRIME = 999
EXPEDITED_FEE = 1499
LOW_STOCK = 5

# ----------------------------------------------------------------------------- parsing


def clean(text: str | None) -> str | None:
    """Trimmed text, or None when empty."""
    if text is None:
        return None
    stripped = text.strip()
    return stripped or None


def words(text: str) -> list[str]:
    """Lower-case search tokens (letters/digits), with a light plural stem."""
    out = []
    for w in re.findall(r"[a-z0-9]+", text.lower().replace("'", "")):
        if len(w) > 3 and w.endswith("es") and w[-3] in "sxz":
            w = w[:-2]
        elif len(w) > 3 and w.endswith("s") and not w.endswith("ss"):
            w = w[:-1]
        out.append(w)
    return out


# ----------------------------------------------------------------------------- account


def is_prime_member(world: World) -> bool:
    """Whether the owner has a Prime-style membership (False when there is no account row)."""
    row = world.get_or_none("shop_account", ACCOUNT_ID)
    return bool(row and row["is_prime_member"])


# ----------------------------------------------------------------------------- products


def get_product(world: World, product_id: str) -> Row:
    """The product row (ToolError for an unknown id)."""
    return world.get("shop_products", product_id.strip())


#: A product row and whether it has variants, in one query.
_PRODUCT_SQL = (
    "SELECT p.*, EXISTS (SELECT 1 FROM shop_product_variants v WHERE v.product_id = p.id) "
    "AS has_variants_ FROM shop_products p WHERE p.id = ?"
)


def product_and_variant(
    world: World,
    product_id: str,
    variant_id: str | None = None,
    size: str | None = None,
    color: str | None = None,
) -> tuple[Row, Row | None]:
    """`get_product` then `resolve_variant`, reading the variants only when the
    product has some or an option was given (same rows, same errors).

    Raises:
        ToolError: Unknown product, or as `resolve_variant`.
    """
    pid = product_id.strip()
    rows = world.query(_PRODUCT_SQL, (pid,), table="shop_products")
    if not rows:
        world.get("shop_products", pid)  # raises the unknown-product error
    product = rows[0]
    has_variants = product.pop("has_variants_")
    if not has_variants and variant_id is None and size is None and color is None:
        return product, None
    return product, resolve_variant(world, product, variant_id, size, color)


def variants_of(world: World, product_id: str) -> list[Row]:
    """Variant rows of a product, in catalog order."""
    return world.select("shop_product_variants", {"product_id": product_id})


def variant_label(variant: Row | None) -> str | None:
    """``"Color: Black, Size: 10"`` (None for no variant)."""
    if variant is None:
        return None
    parts = []
    if variant.get("color"):
        parts.append(f"Color: {variant['color']}")
    if variant.get("size"):
        parts.append(f"Size: {variant['size']}")
    return ", ".join(parts) or None


def _options(variants: Sequence[Row]) -> str:
    return "; ".join(f"{v['id']} ({variant_label(v)})" for v in variants)


def resolve_variant(
    world: World,
    product: Row,
    variant_id: str | None = None,
    size: str | None = None,
    color: str | None = None,
) -> Row | None:
    """Pick the variant of ``product`` from an id or a size/color.

    Returns None for a product without variants (giving a variant for it is an error).

    Raises:
        ToolError: Unknown variant, variant of another product, no match for size/color,
            or a product with variants and no way to choose one.
    """
    variants = variants_of(world, product["id"])
    vid, want_size, want_color = clean(variant_id), clean(size), clean(color)
    if not variants:
        if vid or want_size or want_color:
            raise ToolError(
                f"{product['id']} ({product['title']}) has no size/color options; "
                "leave variant_id, size and color empty"
            )
        return None
    if vid:
        variant = world.get("shop_product_variants", vid)
        if variant["product_id"] != product["id"]:
            raise ToolError(
                f"variant {vid} belongs to product {variant['product_id']}, not "
                f"{product['id']}; options of {product['id']}: {_options(variants)}"
            )
        return variant
    matches = [
        v
        for v in variants
        if (want_size is None or (v["size"] or "").lower() == want_size.lower())
        and (want_color is None or (v["color"] or "").lower() == want_color.lower())
    ]
    if want_size is None and want_color is None:
        matches = []
    if len(matches) == 1:
        return matches[0]
    if not matches and (want_size or want_color):
        raise ToolError(
            f"{product['title']} has no option "
            + ", ".join(f"{k} {v!r}" for k, v in (("size", want_size), ("color", want_color)) if v)
            + f"; options: {_options(variants)}"
        )
    dims = [d for d in ("color", "size") if any(v[d] for v in variants)]
    raise ToolError(
        f"{product['id']} ({product['title']}) comes in several options: choose one with "
        f"variant_id (or {' and '.join(dims)}); options: {_options(matches or variants)}"
    )


def unit_price_cents(product: Row, variant: Row | None) -> int:
    """Current price of one unit, in cents."""
    if variant is not None and variant["price"] is not None:
        return to_cents(variant["price"])
    return to_cents(product["price"])


def stock_of(world: World, product: Row, variant: Row | None) -> int:
    """Units available: of the variant, of the product, or of all variants together."""
    if variant is not None:
        return int(variant["stock_quantity"])
    if product["stock_quantity"] is not None:
        return int(product["stock_quantity"])
    return sum(int(v["stock_quantity"]) for v in variants_of(world, product["id"]))


def availability(stock: int) -> str:
    """Availability text as the store shows it."""
    if stock <= 0:
        return "Currently unavailable"
    if stock <= LOW_STOCK:
        return f"Only {stock} left in stock - order soon"
    return "In Stock"


def rating_of(world: World, product: Row) -> tuple[float, int]:
    """Average stars and number of ratings, written reviews included."""
    rows = world.query(
        "SELECT COUNT(*) AS n, COALESCE(SUM(rating), 0) AS s FROM shop_reviews "
        "WHERE product_id = ?",
        (product["id"],),
    )
    n, total = int(rows[0]["n"]), int(rows[0]["s"])
    base_n = int(product["ratings_count"])
    count = base_n + n
    if count == 0:
        return 0.0, 0
    avg = (float(product["ratings_average"]) * base_n + total) / count
    return round(avg, 1), count


def seller_name(world: World, seller_id: str) -> str:
    """Display name of a seller."""
    row = world.get_or_none("shop_sellers", seller_id)
    return str(row["name"]) if row else "unknown seller"


def product_summary(
    world: World, product: Row, *, rating: tuple[float, int] | None = None
) -> dict[str, Any]:
    """What a search result shows (``rating``: `rating_of` the product, if known)."""
    avg, count = rating if rating is not None else rating_of(world, product)
    stock = stock_of(world, product, None)
    has_variants = product["stock_quantity"] is None
    out: dict[str, Any] = {
        "id": product["id"],
        "title": product["title"],
        "brand": product["brand"],
        "category": product["category"],
        "price": product["price"],
        "list_price": product["list_price"],
        "rating": avg,
        "ratings_count": count,
        "availability": availability(stock),
        "is_prime": product["is_prime"],
        "has_variants": has_variants,
    }
    if product["list_price"] > product["price"]:
        saved = to_cents(product["list_price"]) - to_cents(product["price"])
        out["savings"] = (
            f"{money(saved)} ({round(100 * saved / to_cents(product['list_price']))}% off)"
        )
    if has_variants:
        prices = {unit_price_cents(product, v) for v in variants_of(world, product["id"])}
        if len(prices) > 1:
            out["price_range"] = f"{money(min(prices))} - {money(max(prices))}"
    return out


# ----------------------------------------------------------------------------- payment


def card_label(card: Row) -> str:
    """``Visa ending in 4417``."""
    return f"{BRAND_NAMES.get(card['brand'], card['brand'])} ending in {card['last4']}"


def card_expired(card: Row, today: date) -> bool:
    """A card is valid through the last day of its expiry month."""
    return (int(card["exp_year"]), int(card["exp_month"])) < (today.year, today.month)


def sum_cents(world: World, values: str, params: Sequence[Any] = ()) -> int:
    """``sum(to_cents(amount) * weight)`` over the ``(amount, weight)`` rows of the SELECT
    ``values``, computed in the database.

    Amounts whose cents are not near a whole number (more than 2 decimals, where SQL
    rounding could differ from `to_cents`) are summed per amount in Python, so the
    result is exactly what the Python sum gives; only those distinct amounts are read.
    """
    near = "abs(a * 100 - round(a * 100)) < 0.49"
    rows = world.query(
        f"WITH v(a, w) AS ({values}) "
        f"SELECT NULL AS a, COALESCE(SUM(CAST(round(a * 100) AS INTEGER) * w), 0) AS w "
        f"FROM v WHERE {near} "
        f"UNION ALL SELECT a, SUM(w) AS w FROM v WHERE NOT ({near}) GROUP BY a",
        list(params),
    )
    total = 0
    for row in rows:
        if row["a"] is None:
            total += int(row["w"])
        else:
            total += to_cents(float(row["a"])) * int(row["w"])
    return total


def gift_card_balance_cents(world: World) -> int:
    """Gift card balance: redeemed cards, minus gift card charges, plus gift card refunds."""
    return sum_cents(
        world,
        "SELECT amount, 1 FROM shop_gift_cards WHERE status = 'redeemed' AND redeemed_by_me = 1 "
        "UNION ALL SELECT amount, CASE WHEN kind = 'charge' THEN -1 ELSE 1 END "
        "FROM shop_payments WHERE method = 'gift_card'",
    )


def default_row(world: World, table: str) -> Row | None:
    """The row of ``table`` flagged is_default, if any."""
    rows = world.select(table, {"is_default": True}, limit=1)
    return rows[0] if rows else None


# ----------------------------------------------------------------------------- addresses


def address_line(addr: Row | dict[str, Any]) -> str:
    """One-line form of an address."""
    street = addr["street1"] + (f", {addr['street2']}" if addr.get("street2") else "")
    return (
        f"{addr['full_name']}, {street}, {addr['city']}, {addr['state']} {addr['postal_code']}"
        + ("" if addr.get("country", "US") == "US" else ", Canada")
    )


def ship_to(addr: Row) -> dict[str, Any]:
    """The snapshot of an address stored on an order."""
    keys = ("full_name", "street1", "street2", "city", "state", "postal_code", "country", "phone")
    return {k: addr.get(k) for k in keys}


# ----------------------------------------------------------------------------- checkout


@dataclass
class CheckoutLine:
    """One line to buy: product, variant and quantity (plus its cart item, if any)."""

    product: Row
    variant: Row | None
    quantity: int
    cart_item_id: str | None = None

    @property
    def unit_cents(self) -> int:
        """Current unit price in cents."""
        return unit_price_cents(self.product, self.variant)

    @property
    def total_cents(self) -> int:
        """Unit price times quantity."""
        return self.unit_cents * self.quantity


def cart_rows(world: World, saved: bool = False) -> list[Row]:
    """Cart rows (or saved-for-later rows), most recently added first."""
    return world.select("shop_cart_items", {"saved_for_later": saved}, order_by="added_at DESC")


def line_of(world: World, row: Row) -> CheckoutLine:
    """The checkout line of a cart row."""
    product = world.get("shop_products", row["product_id"])
    variant = (
        world.get_or_none("shop_product_variants", row["variant_id"]) if row["variant_id"] else None
    )
    return CheckoutLine(product, variant, int(row["quantity"]), cart_item_id=row["id"])


def cart_lines(world: World) -> list[CheckoutLine]:
    """Checkout lines of the cart (saved-for-later items excluded)."""
    return [line_of(world, r) for r in cart_rows(world)]


#: Tables the cart totals are computed from.
CART_TOTAL_TABLES = ("shop_cart_items", "shop_products", "shop_product_variants")
_CART_TOTALS = "shopping.cart_totals"


@dataclass(frozen=True)
class CartTotals:
    """Lines, units and subtotal (cents, current prices) of the cart, saved items excluded."""

    items: int
    units: int
    subtotal: int

    def as_dict(self) -> dict[str, Any]:
        """The ``cart_items`` / ``cart_units`` / ``cart_subtotal`` fields tools return."""
        return {
            "cart_items": self.items,
            "cart_units": self.units,
            "cart_subtotal": dollars(self.subtotal),
        }


def _cart_totals_sql(world: World) -> CartTotals:
    (row,) = world.query(
        "SELECT COUNT(*) AS n, COALESCE(SUM(quantity), 0) AS units FROM shop_cart_items "
        "WHERE saved_for_later = 0"
    )
    subtotal = sum_cents(
        world,
        "SELECT COALESCE(v.price, p.price), c.quantity FROM shop_cart_items c "
        "JOIN shop_products p ON p.id = c.product_id "
        "LEFT JOIN shop_product_variants v ON v.id = c.variant_id "
        "WHERE c.saved_for_later = 0",
    )
    return CartTotals(int(row["n"]), int(row["units"]), subtotal)


def cart_totals(world: World) -> CartTotals:
    """The cart's totals, summed in the database and kept while the cart, products and
    variants are not written (see `World.derived`)."""
    return world.derived(_CART_TOTALS, CART_TOTAL_TABLES, lambda: _cart_totals_sql(world))


def cart_totals_after_add(
    world: World, before: CartTotals, *, new_line: bool, quantity: int, unit_cents: int
) -> CartTotals:
    """The cart's totals after one write that added ``quantity`` units at ``unit_cents``
    to the cart (a new line or more of an existing one), given ``before``, the totals
    read just before that write.

    Only valid when that write is the only one to `CART_TOTAL_TABLES` since ``before``
    was read: then the totals are updated instead of summed again (a big cart costs
    nothing) and kept for the next reader, as `cart_totals` would have computed them.
    """
    after = CartTotals(
        before.items + (1 if new_line else 0),
        before.units + quantity,
        before.subtotal + unit_cents * quantity,
    )
    return world.derived(_CART_TOTALS, CART_TOTAL_TABLES, lambda: after)


@dataclass
class Quote:
    """Amounts of a prospective order, in cents."""

    subtotal: int
    shipping: int
    discount: int
    tax: int
    tax_rate: Decimal
    delivery_days: int
    promo_code: str | None = None
    promo_note: str | None = None
    shipping_waived: int = 0
    notes: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        """Subtotal + shipping - discount + tax."""
        return self.subtotal + self.shipping - self.discount + self.tax

    def as_dict(self, today: date) -> dict[str, Any]:
        """JSON form (USD)."""
        out: dict[str, Any] = {
            "subtotal": dollars(self.subtotal),
            "shipping": dollars(self.shipping),
            "discount": dollars(self.discount),
            "tax": dollars(self.tax),
            "tax_rate_percent": float(self.tax_rate),
            "total": dollars(self.total),
            "estimated_delivery": (today + timedelta(days=self.delivery_days)).isoformat(),
        }
        if self.promo_code:
            out["promo_code"] = self.promo_code
            out["promo"] = self.promo_note
        if self.notes:
            out["notes"] = self.notes
        return out


def promo_eligible_cents(promo: Row, lines: Sequence[CheckoutLine]) -> int:
    """Subtotal of the lines a promo applies to."""
    total = 0
    for line in lines:
        if promo["category"] and line.product["category"] != promo["category"]:
            continue
        if promo["brand"] and line.product["brand"].lower() != str(promo["brand"]).lower():
            continue
        total += line.total_cents
    return total


def find_promo(world: World, code: str) -> Row:
    """The promo with this code (case, spaces and dashes ignored).

    Raises:
        ToolError: Unknown code.
    """
    wanted = normalize_code(code)
    if wanted:
        found = world.select_by_key("shop_coupons", "code_key", wanted, limit=1)
        if found:
            return found[0]
    raise ToolError(f"promo code {code.strip()!r} does not exist; check the spelling")


def promo_uses(world: World, promo: Row) -> int:
    """How many non-cancelled orders used this promo."""
    code = normalize_code(promo["code"])
    (row,) = world.query(
        "SELECT COUNT(*) AS n FROM shop_orders "
        "WHERE key_shop_orders_promo_key(promo_code) = ? AND status IS NOT 'cancelled'",
        (code,),
    )
    return int(row["n"])


def promo_problem(
    world: World, promo: Row, lines: Sequence[CheckoutLine], today: date
) -> str | None:
    """Why a promo cannot be applied to these lines today (None when it can)."""
    code = promo["code"]
    if today < date.fromisoformat(promo["valid_from"]):
        return f"promo code {code} is not active yet (starts {promo['valid_from']})"
    if today > date.fromisoformat(promo["valid_until"]):
        return f"promo code {code} expired on {promo['valid_until']}"
    uses = promo["uses_per_customer"]
    if uses is not None and promo_uses(world, promo) >= uses:
        return f"promo code {code} was already used (limit {uses} per customer)"
    if promo["first_order_only"] and any(
        o["status"] != "cancelled" for o in world.select("shop_orders")
    ):
        return f"promo code {code} is only valid on a first order"
    if not lines:
        return None
    eligible = promo_eligible_cents(promo, lines)
    if eligible == 0:
        scope = " and ".join(
            s
            for s in (
                f"{promo['category']} items" if promo["category"] else "",
                f"{promo['brand']} items" if promo["brand"] else "",
            )
            if s
        )
        return (
            f"promo code {code} applies only to {scope or 'eligible items'}; none are in the order"
        )
    minimum = to_cents(promo["min_subtotal"])
    if eligible < minimum:
        return (
            f"promo code {code} needs {money(minimum)} of eligible items; the order has "
            f"{money(eligible)}"
        )
    return None


def quote(
    world: World,
    lines: Sequence[CheckoutLine],
    *,
    country: str,
    state: str,
    speed: str,
    promo: Row | None,
) -> Quote:
    """Price a prospective order (the promo must already be validated)."""
    prime = is_prime_member(world)
    subtotal = sum(line.total_cents for line in lines)
    non_prime = sum(line.total_cents for line in lines if not (prime and line.product["is_prime"]))
    all_prime = all(line.product["is_prime"] for line in lines)
    days = max((int(line.product["shipping_days"]) for line in lines), default=0)
    if speed == "expedited":
        shipping = EXPEDITED_FEE_PRIME if prime else EXPEDITED_FEE
        days = min(days, 1 if all_prime else 2)
    else:
        shipping = 0 if non_prime == 0 or non_prime >= FREE_SHIPPING_THRESHOLD else STANDARD_FEE
    discount = 0
    waived = 0
    note = None
    if promo is not None:
        eligible = promo_eligible_cents(promo, lines)
        kind = promo["discount_type"]
        if kind == "percent":
            discount = percent_of(eligible, Decimal(str(promo["discount_value"])))
        elif kind == "amount":
            discount = min(to_cents(promo["discount_value"]), eligible)
        if promo["max_discount"] is not None:
            discount = min(discount, to_cents(promo["max_discount"]))
        if kind == "free_shipping":
            note = f"{promo['description']} (shipping {money(shipping)} waived)"
            waived, shipping = shipping, 0
        else:
            note = f"{promo['description']} (-{money(discount)})"
    rate = tax_rate(country, state)
    tax = percent_of(max(subtotal - discount, 0), rate)
    return Quote(
        subtotal=subtotal,
        shipping=shipping,
        discount=discount,
        tax=tax,
        tax_rate=rate,
        delivery_days=days,
        promo_code=promo["code"] if promo else None,
        promo_note=note,
        shipping_waived=waived,
    )


# ----------------------------------------------------------------------------- orders


def get_order(world: World, order_ref: str) -> Row:
    """An order by id (``ord_0004``) or order number (``112-4839201-5512345``).

    Raises:
        ToolError: Unknown order.
    """
    ref = order_ref.strip()
    row = world.get_or_none("shop_orders", ref)
    if row is not None:
        return row
    digits = re.sub(r"\D", "", ref)
    if len(digits) == 17:
        for o in world.select("shop_orders"):
            if re.sub(r"\D", "", o["order_number"]) == digits:
                return o
    raise ToolError(f"no order with id or number {ref!r} ({ORDER_HINT})")


def returned_quantity(world: World, order_item_id: str) -> int:
    """Units of an order item already returned (or with a return requested)."""
    return sum(
        int(r["quantity"]) for r in world.select("shop_returns", {"order_item_id": order_item_id})
    )


def net_paid(world: World, order_id: str) -> dict[str, int]:
    """Cents still held per method (``card`` / ``gift_card``): charges minus refunds."""
    out = {"card": 0, "gift_card": 0}
    for p in world.select("shop_payments", {"order_id": order_id}):
        sign = 1 if p["kind"] == "charge" else -1
        out[p["method"]] = out.get(p["method"], 0) + sign * to_cents(p["amount"])
    return out


def item_refund_cents(order: Row, unit_price: float, quantity: int) -> int:
    """Refund for ``quantity`` units of an order line: price, minus its share of the promo
    discount, plus its share of the tax."""
    line = to_cents(unit_price) * quantity
    subtotal = to_cents(order["subtotal"])
    discount = share(line, subtotal, to_cents(order["discount"]))
    taxable_total = subtotal - to_cents(order["discount"])
    tax = share(line - discount, taxable_total, to_cents(order["tax"]))
    return line - discount + tax


def issue_refund(
    world: World,
    order: Row,
    cents: int,
    *,
    to_gift_card: bool,
    now: datetime,
    note: str,
    return_id: str | None = None,
) -> list[dict[str, Any]]:
    """Write refund payments for ``cents`` (capped at what is still held).

    With ``to_gift_card`` everything goes to the gift card balance; otherwise the card
    is refunded first (up to what it paid), then the gift card balance.

    Returns:
        The refunds as ``{"method", "amount", "card"}`` dicts.
    """
    held = net_paid(world, order["id"])
    remaining = min(cents, held["card"] + held["gift_card"])
    card_row = (
        world.get_or_none("shop_payment_cards", order["card_id"]) if order["card_id"] else None
    )
    card_payments = world.select("shop_payments", {"order_id": order["id"], "method": "card"})
    label: str | None = None
    if card_row is not None:
        label = card_label(card_row)
    elif card_payments:
        label = card_payments[0]["card_label"]
    parts: list[tuple[str, int]] = []
    if to_gift_card:
        parts.append(("gift_card", remaining))
    else:
        to_card = min(remaining, held["card"])
        parts += [("card", to_card), ("gift_card", remaining - to_card)]
    out = []
    for method, amount in parts:
        if amount <= 0:
            continue
        world.insert(
            "shop_payments",
            {
                "order_id": order["id"],
                "return_id": return_id,
                "kind": "refund",
                "method": method,
                "card_id": order["card_id"] if method == "card" else None,
                "card_label": label if method == "card" else None,
                "amount": dollars(amount),
                "created_at": now,
                "note": note,
            },
        )
        out.append(
            {
                "method": "gift card balance" if method == "gift_card" else "card",
                "amount": dollars(amount),
                "card": label if method == "card" else None,
            }
        )
    return out
