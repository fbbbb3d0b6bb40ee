"""Seed of the shopping domain: the catalog (from `catalog_data`) and the owner's account:
addresses, cards, gift cards, promo codes, cart, wish lists, reviews, questions and a
dozen past orders in every state."""

from __future__ import annotations

import random
import re
import zlib
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from functools import cache
from typing import Any, Literal

from pydantic import Field

from mmtoolbench.sandbox.domains._common import DataModel, load_domain_data
from mmtoolbench.sandbox.domains.contacts import seed_contact_id
from mmtoolbench.sandbox.domains.shopping.catalog_data import Line, shopping_catalog
from mmtoolbench.sandbox.domains.shopping.common import (
    CheckoutLine,
    card_label,
    item_refund_cents,
    quote,
    ship_to,
    variant_label,
)
from mmtoolbench.sandbox.domains.shopping.rules import (
    dollars,
    make_ean13,
    make_upc,
    order_number,
    tracking_number,
)
from mmtoolbench.sandbox.domains.shopping.schema import ACCOUNT_ID
from mmtoolbench.sandbox.world.state import Row, World

#: Stock set explicitly (the rest is random): product key or (key, color, size) -> units.
_STOCK: dict[str | tuple[str, str | None, str | None], int] = {
    "roomba_694": 0,
    "anker_powercore#2": 0,
    "lego_falcon": 3,
    "ninja_airfryer": 40,
    "dyson_v8": 25,
    "yoga_blocks": 60,
    "lavazza_beans": 80,
    "lindt_dark": 30,
    "pilot_g2": 150,
    "bamboo_boards": 45,
    ("kitchenaid_mixer", "Pistachio", None): 0,
    ("kitchenaid_mixer", "Empire Red", None): 12,
    ("hydro_flask_32", "Pacific", None): 35,
    ("brooks_ghost_m", "Black/Blackened Pearl", "10"): 8,
    ("brooks_ghost_m", "Black/Blackened Pearl", "10.5"): 0,
    ("brooks_ghost_m", "Black/Blackened Pearl", "11"): 2,
    ("sony_xm5", "Black", None): 20,
    ("sony_xm5", "Midnight Blue", None): 0,
    ("kong_classic", None, "Medium"): 50,
    ("furhaven_bed", None, "Large"): 14,
}


def _catalog_key(line: Line, index: int) -> str:
    return f"{line.key}#{index}" if line.options else line.key


def _variant_key(
    key: str, color: str | None, size: str | None
) -> tuple[str, str | None, str | None]:
    return (key, color, size)


class _Barcodes:
    """Deterministic, unique barcodes: UPC-A per brand, ISBN-13 for books."""

    def __init__(self) -> None:
        self.used: set[str] = set()
        self.counters: dict[str, int] = {}

    def upc(self, brand: str) -> str:
        maker = 10000 + zlib.crc32(brand.encode("utf-8")) % 89999
        while True:
            n = self.counters.get(brand, 0) + 1
            self.counters[brand] = n
            code = make_upc(f"0{maker:05d}{(n * 7919) % 100000:05d}")
            if code not in self.used:
                self.used.add(code)
                return code

    def isbn(self, title: str) -> str:
        n = zlib.crc32(title.encode("utf-8")) % 1_000_000_000
        while True:
            code = make_ean13(f"978{n % 2}{n % 100_000_000:08d}")
            if code not in self.used:
                self.used.add(code)
                return code
            n = (n + 1) % 1_000_000_000


@dataclass
class _Catalog:
    products: dict[str, Row]
    variants: dict[tuple[str, str | None, str | None], Row]

    def product(self, key: str) -> Row:
        return self.products[key]

    def line(
        self, key: str, color: str | None = None, size: str | None = None, qty: int = 1
    ) -> CheckoutLine:
        product = self.products[key]
        variant = self.variants.get((key, color, size)) if (color or size) else None
        if (color or size) and variant is None:
            raise KeyError(f"no seeded variant {key} {color} {size}")
        return CheckoutLine(product, variant, qty)


def _seed_catalog(world: World, rng: random.Random) -> _Catalog:
    today = world.clock.today()
    sellers = {
        seller.name: world.insert("shop_sellers", seller.model_dump())["id"]
        for seller in shopping_catalog().sellers
    }
    codes = _Barcodes()
    products: dict[str, Row] = {}
    variants: dict[tuple[str, str | None, str | None], Row] = {}
    sku = 0
    for category, lines in shopping_catalog().categories.items():
        for line in lines:
            options = line.options or ((None, line.price),)
            for index, (opt, opt_price) in enumerate(options):
                key = _catalog_key(line, index)
                title = line.title.replace("{opt}", opt or "")
                has_variants = bool(line.colors or line.sizes)
                price = min(line.size_prices) if line.size_prices else opt_price
                list_price = line.list_price if line.list_price and not line.options else price
                rating = line.rating if line.rating is not None else round(rng.uniform(3.7, 4.7), 1)
                low, high = {1: (15, 400), 2: (250, 6000), 3: (4000, 60000)}[line.popularity]
                count = int(low * (high / low) ** rng.random())
                if has_variants:
                    stock = None
                elif key in _STOCK:
                    stock = _STOCK[key]
                else:
                    roll = rng.random()
                    stock = (
                        0
                        if roll < 0.07
                        else rng.randint(1, 5)
                        if roll < 0.17
                        else rng.randint(12, 400)
                    )
                caption = f"Product photo: {line.look}"
                if line.colors:
                    caption += f", shown in {line.colors[0]}"
                row = world.insert(
                    "shop_products",
                    {
                        "id": f"prd_{len(products) + 1:04d}",
                        "title": title,
                        "brand": line.brand,
                        "category": category,
                        "subcategory": line.sub,
                        "price": price,
                        "list_price": max(list_price, price),
                        "ratings_average": rating,
                        "ratings_count": count,
                        "stock_quantity": stock,
                        "max_per_order": line.max_per_order,
                        "description": line.blurb,
                        "features": list(line.features),
                        "seller_id": sellers[line.seller],
                        "is_prime": line.prime,
                        "shipping_days": line.ship_days,
                        "return_window_days": line.returns,
                        "barcode": None
                        if has_variants
                        else codes.isbn(title)
                        if category == "books"
                        else codes.upc(line.brand),
                        "image_caption": caption,
                        "date_first_available": today - timedelta(days=rng.randint(30, 1800)),
                    },
                )
                products[key] = row
                if not has_variants:
                    continue
                for color in line.colors or (None,):
                    for s_index, size in enumerate(line.sizes or (None,)):
                        sku += 1
                        vkey = _variant_key(key, color, size)
                        if vkey in _STOCK:
                            v_stock = _STOCK[vkey]
                        else:
                            roll = rng.random()
                            v_stock = (
                                0
                                if roll < 0.1
                                else rng.randint(1, 4)
                                if roll < 0.2
                                else rng.randint(6, 120)
                            )
                        variants[vkey] = world.insert(
                            "shop_product_variants",
                            {
                                "id": f"pv_{sku:04d}",
                                "product_id": row["id"],
                                "sku": f"SW-{row['id'][4:]}-{sku:04d}",
                                "color": color,
                                "size": size,
                                "price": line.size_prices[s_index] if line.size_prices else None,
                                "stock_quantity": v_stock,
                                "barcode": codes.upc(line.brand),
                            },
                        )
    return _Catalog(products, variants)


def _seed_reviews(world: World, rng: random.Random, cat: _Catalog) -> None:
    now = world.clock.now()
    data = shopping_catalog()
    for review in data.reviews:
        world.insert(
            "shop_reviews",
            {
                "product_id": cat.product(review.product)["id"],
                "author_name": review.author,
                "rating": review.rating,
                "title": review.title,
                "body": review.body,
                "verified_purchase": review.verified,
                "helpful_count": review.helpful,
                "created_at": now - timedelta(days=review.days_ago, minutes=rng.randint(0, 900)),
            },
        )
    reviewed = {review.product for review in data.reviews}
    others = sorted(k for k in cat.products if k not in reviewed)
    for key in rng.sample(others, 18):
        for _ in range(rng.choice((1, 1, 2))):
            generic = rng.choices(data.generic_reviews, weights=(5, 4, 4, 3, 2, 1, 1))[0]
            world.insert(
                "shop_reviews",
                {
                    "product_id": cat.product(key)["id"],
                    "author_name": rng.choice(data.reviewer_names),
                    "rating": generic.rating,
                    "title": generic.title,
                    "body": generic.body,
                    "verified_purchase": rng.random() < 0.85,
                    "helpful_count": rng.randint(0, 25),
                    "created_at": now
                    - timedelta(days=rng.randint(3, 500), minutes=rng.randint(0, 900)),
                },
            )
    for question in data.questions:
        asked = now - timedelta(days=question.days_ago, minutes=rng.randint(0, 600))
        q = world.insert(
            "shop_questions",
            {
                "product_id": cat.product(question.product)["id"],
                "question": question.question,
                "asked_by": question.asker,
                "asked_at": asked,
            },
        )
        for i, answer in enumerate(question.answers):
            world.insert(
                "shop_answers",
                {
                    "question_id": q["id"],
                    "body": answer.body,
                    "answered_by": answer.by,
                    "is_seller": answer.is_seller,
                    "helpful_count": answer.helpful,
                    "answered_at": asked + timedelta(days=1 + i, hours=rng.randint(1, 20)),
                },
            )


_ADDRESS = re.compile(
    r"^(?P<street1>[^,]+),\s*(?:(?P<street2>[^,]+),\s*)?(?P<city>[^,]+),\s*"
    r"(?P<state>[A-Z]{2})\s+(?P<zip>\d{5})$"
)


def _owner_home(world: World) -> dict[str, Any]:
    owner = world.owner
    m = _ADDRESS.match(owner.address or "")
    if m is None:
        return {
            "street1": "1847 Alder Street",
            "street2": "Apt 3",
            "city": "San Francisco",
            "state": "CA",
            "postal_code": "94122",
        }
    return {
        "street1": m["street1"].strip(),
        "street2": (m["street2"] or "").strip() or None,
        "city": m["city"].strip(),
        "state": m["state"],
        "postal_code": m["zip"],
    }


def _contact_address(world: World, first: str, last: str) -> tuple[str | None, str, dict[str, Any]]:
    """(contact id, full name, address fields) of a seeded contact, with a fallback."""
    name = f"{first} {last.replace('{owner}', world.owner.last_name)}"
    try:
        cid = seed_contact_id(world, first, last)
    except KeyError:
        cid = None
    rows = world.select("contact_addresses", {"contact_id": cid}) if cid else []
    if rows and rows[0]["country"] == "US":
        a = rows[0]
        return (
            cid,
            name,
            {
                "street1": a["street"],
                "street2": None,
                "city": a["city"],
                "state": a["region"],
                "postal_code": a["postal_code"],
            },
        )
    return (
        cid,
        name,
        {
            "street1": "308 Juniper Lane",
            "street2": None,
            "city": "Sacramento",
            "state": "CA",
            "postal_code": "95816",
        },
    )


def _seed_account(world: World, rng: random.Random) -> tuple[dict[str, str], dict[str, str]]:
    owner = world.owner
    now = world.clock.now()
    today = world.clock.today()
    world.insert(
        "shop_account",
        {
            "id": ACCOUNT_ID,
            "is_prime_member": True,
            "prime_member_since": date(today.year - 6, 3, 2),
            "created_at": now - timedelta(days=3300),
        },
    )
    addresses: dict[str, str] = {}
    home = _owner_home(world)
    addresses["home"] = world.insert(
        "shop_addresses",
        {
            "label": "Home",
            "full_name": owner.name,
            **home,
            "phone": owner.phone,
            "delivery_instructions": "Buzz #3. If no answer, leave packages inside the lobby door.",
            "is_default": True,
            "created_at": now - timedelta(days=1400),
        },
    )["id"]
    addresses["work"] = world.insert(
        "shop_addresses",
        {
            "label": "Work",
            "full_name": owner.name,
            "street1": "455 Brannan Street",
            "street2": "4th floor, Brightline Health",
            "city": "San Francisco",
            "state": "CA",
            "postal_code": "94107",
            "phone": owner.phone,
            "delivery_instructions": "Deliver to the 4th floor reception, weekdays 9am-6pm.",
            "created_at": now - timedelta(days=600),
        },
    )["id"]
    for key, label, first, last, ago in (
        ("parents", "Mom & Dad", "Carol", "{owner}", 1100),
        ("grandma", "Grandma Ruth", "Ruth", "{owner}", 700),
        ("maya", "Maya", "Maya", "Patel", 250),
    ):
        cid, name, fields = _contact_address(world, first, last)
        addresses[key] = world.insert(
            "shop_addresses",
            {
                "label": label,
                "full_name": name,
                **fields,
                "contact_id": cid,
                "created_at": now - timedelta(days=ago, hours=rng.randint(0, 12)),
            },
        )["id"]
    expired = today.month - 3
    exp_year = today.year if expired >= 1 else today.year - 1
    expired = expired if expired >= 1 else expired + 12
    soon_month = (today.month + 9 - 1) % 12 + 1
    soon_year = today.year + (today.month + 9 - 1) // 12
    cards: dict[str, str] = {}
    for key, brand, last4, nickname, month, year, default, ago in (
        ("visa", "visa", "1195", "Chase Sapphire", 8, today.year + 2, True, 1200),
        ("amex", "amex", "1009", "Amex Gold", soon_month, soon_year, False, 900),
        ("mastercard", "mastercard", "5521", "Old Citi card", expired, exp_year, False, 1500),
        ("discover", "discover", "8823", None, 11, today.year + 4, False, 200),
    ):
        cards[key] = world.insert(
            "shop_payment_cards",
            {
                "brand": brand,
                "last4": last4,
                "cardholder_name": owner.name,
                "exp_month": month,
                "exp_year": year,
                "nickname": nickname,
                "billing_address_id": addresses["home"],
                "is_default": default,
                "added_at": now - timedelta(days=ago),
            },
        )["id"]
    family = owner.last_name
    account = shopping_account()
    for gift in account.gift_cards:
        redeemed_ago = gift.redeemed_days_ago
        world.insert(
            "shop_gift_cards",
            {
                "code": gift.code,
                "amount": gift.amount,
                "status": gift.status,
                "redeemed_by_me": gift.redeemed_by_me,
                "redeemed_at": now - timedelta(days=redeemed_ago)
                if redeemed_ago is not None
                else None,
                "from_name": gift.from_name.replace("{owner}", family) if gift.from_name else None,
                "message": gift.message,
            },
        )
    for coupon in account.coupons:
        world.insert(
            "shop_coupons",
            {
                "code": coupon.code,
                "description": coupon.description,
                "discount_type": coupon.discount_type,
                "discount_value": coupon.discount_value,
                "min_subtotal": coupon.min_subtotal,
                "max_discount": coupon.max_discount,
                "category": coupon.category,
                "valid_from": today + timedelta(days=coupon.valid_from_days),
                "valid_until": today + timedelta(days=coupon.valid_until_days),
                "uses_per_customer": coupon.uses_per_customer,
                "first_order_only": coupon.first_order_only,
            },
        )
    return addresses, cards


class SeedOrderItem(DataModel):
    """A line of a seeded order: a catalog key, variant and quantity."""

    product: str
    color: str | None = None
    size: str | None = None
    quantity: int = 1


class SeedReturn(DataModel):
    """A refunded return of one line of a seeded order."""

    product: str
    reason: str
    comment: str
    days_ago: float


class SeedOrder(DataModel):
    """A past order of the owner's.

    Attributes:
        address: Key of a seeded address ("home", "work", "parents"...).
        card: Key of a seeded card ("visa", "amex", "mastercard", "discover").
        gift_card_cents: Part of the total paid from the gift card balance.
    """

    days_ago: float
    time: str
    status: Literal["processing", "shipped", "delivered", "cancelled", "returned"]
    address: str
    card: str
    items: tuple[SeedOrderItem, ...]
    delivered_days_ago: float | None = None
    shipped_days_ago: float | None = None
    cancelled: bool = False
    cancel_reason: str | None = None
    gift_message: str | None = None
    promo: str | None = None
    gift_card_cents: int = 0
    return_: SeedReturn | None = Field(default=None, alias="return")


class SeedGiftCard(DataModel):
    """A gift card code; ``from_name`` may use "{owner}" (the owner's last name)."""

    code: str
    amount: float
    status: Literal["unredeemed", "redeemed", "void"]
    redeemed_by_me: bool
    redeemed_days_ago: int | None
    from_name: str | None
    message: str | None


class SeedCoupon(DataModel):
    """A promo code; validity in days relative to today."""

    code: str
    description: str
    discount_type: Literal["percent", "amount", "free_shipping"]
    discount_value: float
    min_subtotal: float
    max_discount: float | None
    category: str | None
    valid_from_days: int
    valid_until_days: int
    uses_per_customer: int | None
    first_order_only: bool


class ShoppingAccount(DataModel):
    """``data/sandbox/domains/shopping_account.json``: gift cards, promo codes and the
    owner's order history."""

    gift_cards: tuple[SeedGiftCard, ...]
    coupons: tuple[SeedCoupon, ...]
    orders: tuple[SeedOrder, ...]


@cache
def shopping_account() -> ShoppingAccount:
    """The bundled account content, read and validated on first use."""
    return load_domain_data("shopping_account", ShoppingAccount)


def _seed_orders(
    world: World, cat: _Catalog, addresses: dict[str, str], cards: dict[str, str]
) -> None:
    now = world.clock.now()
    for spec in shopping_account().orders:
        ago, hhmm, status, items = spec.days_ago, spec.time, spec.status, spec.items
        addr_key, card_key = spec.address, spec.card
        hh, mm = (int(p) for p in hhmm.split(":"))
        placed = datetime.combine((now - timedelta(days=ago)).date(), time(hh, mm), now.tzinfo)
        addr = world.get("shop_addresses", addresses[addr_key])
        card = world.get("shop_payment_cards", cards[card_key])
        lines = [cat.line(i.product, i.color, i.size, i.quantity) for i in items]
        promo = None
        if spec.promo:
            promo = world.select("shop_coupons", {"code": spec.promo})[0]
        q = quote(
            world,
            lines,
            country=addr["country"],
            state=addr["state"],
            speed="standard",
            promo=promo,
        )
        carrier = "UPS" if status == "shipped" else "Shopwell Delivery"
        oid = world.new_id("ord")
        shipped = delivered = cancelled = None
        if spec.delivered_days_ago is not None:
            delivered = now - timedelta(days=spec.delivered_days_ago, hours=(hh * 7) % 5)
            delivered = delivered.replace(hour=14 + hh % 5, minute=(mm * 3) % 60)
            shipped = delivered - timedelta(days=1, hours=6)
        if spec.shipped_days_ago is not None:
            shipped = now - timedelta(days=spec.shipped_days_ago)
        if spec.cancelled:
            cancelled = placed + timedelta(hours=2)
        order = world.insert(
            "shop_orders",
            {
                "id": oid,
                "order_number": order_number(f"seed:{oid}"),
                "placed_at": placed,
                "status": status,
                "address_id": addr["id"],
                "ship_to": ship_to(addr),
                "card_id": card["id"],
                "delivery_speed": "standard",
                "subtotal": dollars(q.subtotal),
                "shipping_fee": dollars(q.shipping),
                "discount": dollars(q.discount),
                "tax": dollars(q.tax),
                "total": dollars(q.total),
                "promo_code": q.promo_code,
                "is_gift": spec.gift_message is not None,
                "gift_message": spec.gift_message,
                "estimated_delivery": placed.date() + timedelta(days=q.delivery_days),
                "shipped_at": shipped,
                "delivered_at": delivered,
                "cancelled_at": cancelled,
                "cancel_reason": spec.cancel_reason,
                "carrier": carrier if shipped else None,
                "tracking_number": tracking_number(carrier, oid) if shipped else None,
            },
        )
        item_ids: dict[str, str] = {}
        for item, line in zip(items, lines, strict=True):
            item_ids[item.product] = world.insert(
                "shop_order_items",
                {
                    "order_id": oid,
                    "product_id": line.product["id"],
                    "variant_id": line.variant["id"] if line.variant else None,
                    "title": line.product["title"],
                    "variant_label": variant_label(line.variant),
                    "unit_price": dollars(line.unit_cents),
                    "quantity": line.quantity,
                    "status": "cancelled" if status == "cancelled" else "active",
                },
            )["id"]
        gift_part = min(spec.gift_card_cents, q.total)
        label = card_label(card)
        if gift_part:
            world.insert(
                "shop_payments",
                {
                    "order_id": oid,
                    "kind": "charge",
                    "method": "gift_card",
                    "amount": dollars(gift_part),
                    "created_at": placed,
                    "note": "Gift card balance",
                },
            )
        world.insert(
            "shop_payments",
            {
                "order_id": oid,
                "kind": "charge",
                "method": "card",
                "card_id": card["id"],
                "card_label": label,
                "amount": dollars(q.total - gift_part),
                "created_at": placed,
                "note": "Order payment",
            },
        )
        if cancelled is not None:
            world.insert(
                "shop_payments",
                {
                    "order_id": oid,
                    "kind": "refund",
                    "method": "card",
                    "card_id": card["id"],
                    "card_label": label,
                    "amount": dollars(q.total - gift_part),
                    "created_at": cancelled,
                    "note": "Order cancelled",
                },
            )
        if spec.return_ is not None:
            key, reason = spec.return_.product, spec.return_.reason
            comment, days = spec.return_.comment, spec.return_.days_ago
            line = next(ln for i, ln in zip(items, lines, strict=True) if i.product == key)
            refund = item_refund_cents(order, dollars(line.unit_cents), line.quantity)
            created = now - timedelta(days=days, hours=3)
            ret = world.insert(
                "shop_returns",
                {
                    "order_id": oid,
                    "order_item_id": item_ids[key],
                    "quantity": line.quantity,
                    "reason": reason,
                    "comment": comment,
                    "return_method": "drop_off",
                    "refund_method": "original_payment",
                    "refund_amount": dollars(refund),
                    "status": "refunded",
                    "return_code": f"RT{zlib.crc32(oid.encode()) % 1_000_000:06d}",
                    "created_at": created,
                },
            )
            world.insert(
                "shop_payments",
                {
                    "order_id": oid,
                    "return_id": ret["id"],
                    "kind": "refund",
                    "method": "card",
                    "card_id": card["id"],
                    "card_label": label,
                    "amount": dollars(refund),
                    "created_at": created,
                    "note": "Return refund",
                },
            )


def _seed_cart_and_lists(world: World, cat: _Catalog) -> None:
    now = world.clock.now()
    cart: tuple[tuple[str, str | None, str | None, int, bool, float], ...] = (
        ("hydro_flask_32", "Pacific", None, 1, False, 2),
        ("yoga_blocks", None, None, 1, False, 2),
        ("lavazza_beans", None, None, 2, False, 0.5),
        ("dyson_v8", None, None, 1, True, 40),
        ("kitchenaid_mixer", "Pistachio", None, 1, True, 75),
    )
    for key, color, size, qty, saved, ago in cart:
        line = cat.line(key, color, size, qty)
        world.insert(
            "shop_cart_items",
            {
                "product_id": line.product["id"],
                "variant_id": line.variant["id"] if line.variant else None,
                "quantity": qty,
                "saved_for_later": saved,
                "added_at": now - timedelta(days=ago),
            },
        )
    lists: tuple[
        tuple[
            str,
            str,
            str,
            bool,
            int,
            tuple[tuple[str, str | None, str | None, str, str, float | None], ...],
        ],
        ...,
    ] = (
        (
            "Wish List",
            "",
            "private",
            True,
            900,
            (
                ("fellow_ekg", "Matte Black", None, "high", "", 175.00),
                ("benq_lamp", None, None, "medium", "For the desk at home", None),
                ("forerunner_55", "White", None, "low", "", None),
                ("patagonia_fleece", "New Navy", "M", "medium", "", None),
            ),
        ),
        (
            "Sam's Birthday Ideas",
            "Ideas for Sam's birthday (June 20)",
            "private",
            False,
            30,
            (
                ("manduka_pro", "Midnight", None, "high", "Sam's mat is falling apart", None),
                ("yeti_rambler", "Seafoam", None, "medium", "", None),
                ("salt_fat_acid_heat", None, None, "medium", "", 26.00),
                ("jellycat_bunny#1", None, None, "low", "", None),
            ),
        ),
        (
            "Biscuit",
            "Things for Biscuit",
            "shared",
            False,
            400,
            (
                ("furbo_360", None, None, "medium", "", 149.00),
                ("chomchom", None, None, "high", "", None),
                ("chuckit_ball", None, None, "medium", "", None),
                ("furhaven_bed", None, "Large", "medium", "For the living room", None),
            ),
        ),
        (
            "Book Club Picks",
            "Mission book club: upcoming reads",
            "public",
            False,
            200,
            (
                ("demon_copperhead", None, None, "high", "July pick", None),
                ("braiding_sweetgrass", None, None, "medium", "", None),
                ("lessons_chemistry", None, None, "medium", "", None),
                ("klara_sun", None, None, "low", "Bought; my vote for September", None),
            ),
        ),
    )
    for name, desc, privacy, default, ago, items in lists:
        created = now - timedelta(days=ago)
        wl = world.insert(
            "shop_wish_lists",
            {
                "name": name,
                "description": desc,
                "privacy": privacy,
                "is_default": default,
                "created_at": created,
            },
        )
        for i, (key, color, size, priority, comment, then) in enumerate(items):
            line = cat.line(key, color, size)
            world.insert(
                "shop_wish_list_items",
                {
                    "list_id": wl["id"],
                    "product_id": line.product["id"],
                    "variant_id": line.variant["id"] if line.variant else None,
                    "priority": priority,
                    "comment": comment,
                    "price_when_added": then if then is not None else dollars(line.unit_cents),
                    "added_at": created + timedelta(days=1 + i * (ago // 6 or 1)),
                },
            )


def _seed_owner_posts(world: World, cat: _Catalog) -> None:
    now = world.clock.now()
    owner = world.owner
    short = f"{owner.first_name} {owner.last_name[:1]}." if owner.last_name else owner.first_name
    for key, rating, title, body, ago in (
        (
            "kong_classic",
            5,
            "Biscuit approved",
            "Our beagle mix has been working on this for weeks and it still looks new. Medium is "
            "right for a 30 lb dog.",
            85,
        ),
        (
            "sony_xm5",
            4,
            "Amazing ANC, bulky case",
            "Noise canceling is incredible on BART and flights. Wish the case were smaller.",
            30,
        ),
    ):
        world.insert(
            "shop_reviews",
            {
                "product_id": cat.product(key)["id"],
                "author_name": short,
                "is_mine": True,
                "rating": rating,
                "title": title,
                "body": body,
                "verified_purchase": True,
                "helpful_count": 3 if key == "kong_classic" else 1,
                "created_at": now - timedelta(days=ago),
            },
        )
    world.insert(
        "shop_questions",
        {
            "product_id": cat.product("furhaven_bed")["id"],
            "question": "Is the Large big enough for a 30 lb beagle mix who likes to stretch out?",
            "asked_by": short,
            "is_mine": True,
            "asked_at": now - timedelta(days=3, hours=2),
        },
    )


def seed(world: World, rng: random.Random) -> None:
    """Fill the store: ~240 products with variants, reviews and Q&A, and the owner's
    account (Prime member): 5 addresses, 4 cards (one expired), gift cards, promo codes,
    a cart, 4 wish lists and 12 orders (processing, shipped, delivered, cancelled,
    returned)."""
    cat = _seed_catalog(world, rng)
    _seed_reviews(world, rng, cat)
    addresses, cards = _seed_account(world, rng)
    _seed_orders(world, cat, addresses, cards)
    _seed_cart_and_lists(world, cat)
    _seed_owner_posts(world, cat)
