"""Shopping domain: store rules, seed, every tool (happy path and error path) and a
schema fuzz."""

from __future__ import annotations

import random
import string
from decimal import ROUND_HALF_UP, Decimal
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from mmtoolbench.core.errors import ToolArgumentError, ToolError
from mmtoolbench.core.tools import Tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, shopping
from mmtoolbench.sandbox.domains.contacts import seed_contact_id
from mmtoolbench.sandbox.domains.shopping.common import CartTotals, cart_lines, sum_cents
from mmtoolbench.sandbox.domains.shopping.rules import (
    card_brand,
    gtin_check_digit,
    luhn_valid,
    make_upc,
    normalize_barcode,
    normalize_postal_code,
    normalize_state,
    order_number,
    tax_rate,
    to_cents,
)
from mmtoolbench.sandbox.domains.shopping.seed import shopping_account
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world
from tests.sandbox.domain_harness import DomainTools, next_id

REGISTRY = build_tool_registry(["shopping"])
SHOP_TOOLS = [t for t in REGISTRY if t.domain == shopping.DOMAIN]


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world(["shopping"])


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call
fails = HARNESS.fails


def pid(ctx: WorldContext, title_start: str) -> str:
    """Id of the (first) product whose title starts with ``title_start``."""
    for p in ctx.world.select("shop_products"):
        if p["title"].startswith(title_start):
            return str(p["id"])
    raise AssertionError(f"no product {title_start!r}")


def vid(
    ctx: WorldContext, product_id: str, color: str | None = None, size: str | None = None
) -> str:
    rows = ctx.world.select(
        "shop_product_variants", {"product_id": product_id, "color": color, "size": size}
    )
    assert len(rows) == 1
    return str(rows[0]["id"])


def item_of(ctx: WorldContext, order_id: str, title_start: str) -> str:
    for i in ctx.world.select("shop_order_items", {"order_id": order_id}):
        if i["title"].startswith(title_start):
            return str(i["id"])
    raise AssertionError(f"no item {title_start!r} in {order_id}")


def gift_balance(ctx: WorldContext) -> float:
    """Gift card balance from the rows: redeemed cards, minus gift card charges, plus
    gift card refunds."""
    world = ctx.world
    cards = world.select("shop_gift_cards", {"status": "redeemed", "redeemed_by_me": True})
    cents = sum(to_cents(g["amount"]) for g in cards)
    for pay in world.select("shop_payments", {"method": "gift_card"}):
        cents += (-1 if pay["kind"] == "charge" else 1) * to_cents(pay["amount"])
    return cents / 100


def cart_rows(ctx: WorldContext) -> list[dict[str, Any]]:
    """The cart items (saved-for-later ones excluded), as stored."""
    return ctx.world.select("shop_cart_items", {"saved_for_later": False})


def cart_subtotal_cents(ctx: WorldContext) -> int:
    """Current price times quantity over the cart rows (the variant's price if it has one)."""
    total = 0
    for row in cart_rows(ctx):
        price = ctx.world.get("shop_products", row["product_id"])["price"]
        if row["variant_id"]:
            variant = ctx.world.get("shop_product_variants", row["variant_id"])
            price = price if variant["price"] is None else variant["price"]
        total += to_cents(price) * int(row["quantity"])
    return total


def tax_cents(ctx: WorldContext, amount_cents: int, address_id: str) -> int:
    """Sales tax on ``amount_cents`` at the rate of the address's region, rounded half up."""
    addr = ctx.world.get("shop_addresses", address_id)
    rate = tax_rate(addr["country"], addr["state"])
    return int((amount_cents * rate / 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def prorated(part: int, whole: int, amount: int) -> int:
    """``amount * part / whole`` cents, rounded half up."""
    return int((Decimal(amount) * part / whole).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def refund_cents(ctx: WorldContext, order_item_id: str, quantity: int) -> int:
    """What returning ``quantity`` units of an order line gives back: their price, less
    their share of the order's discount, plus their share of its tax."""
    item = ctx.world.get("shop_order_items", order_item_id)
    order = ctx.world.get("shop_orders", item["order_id"])
    line = to_cents(item["unit_price"]) * quantity
    subtotal, discount = to_cents(order["subtotal"]), to_cents(order["discount"])
    off = prorated(line, subtotal, discount)
    return line - off + prorated(line - off, subtotal - discount, to_cents(order["tax"]))


def set_stock(ctx: WorldContext, product_id: str, units: int) -> None:
    ctx.world.update("shop_products", product_id, {"stock_quantity": units})


# Seeded account ids (the seed is deterministic).
HOME, WORK, PARENTS, GRANDMA, MAYA = (f"sadr_000{i}" for i in range(1, 6))
VISA, AMEX, EXPIRED_MC, DISCOVER = (f"scard_000{i}" for i in range(1, 5))
CART_FLASK, CART_BLOCKS, CART_COFFEE, SAVED_DYSON, SAVED_MIXER = (
    f"cart_000{i}" for i in range(1, 6)
)
WISH, SAM_IDEAS, BISCUIT, BOOK_CLUB = (f"wl_000{i}" for i in range(1, 5))
(
    O_DOGFOOD,
    O_KITCHEN,
    O_SONY,
    O_MOM,
    O_AIRFRYER,
    O_PUFFER,
    O_BULBS,
    O_SHOES,
    O_BOOKS,
    O_LEGO,
    O_OFFICE,
    O_GRANDMA,
) = (f"ord_{i:04d}" for i in range(1, 13))


# ----------------------------------------------------------------------------- rules


@pytest.mark.parametrize(
    ("number", "brand"),
    [
        ("4242424242424242", "visa"),
        ("5555555555554444", "mastercard"),
        ("2223003122003222", "mastercard"),
        ("378282246310005", "amex"),
        ("6011111111111117", "discover"),
    ],
)
def test_card_numbers(number: str, brand: str) -> None:
    assert luhn_valid(number)
    assert card_brand(number) == brand
    assert not luhn_valid(number[:-1] + str((int(number[-1]) + 1) % 10))


def test_barcodes() -> None:
    upc = make_upc("03600029145")
    assert upc == "036000291452" and gtin_check_digit("03600029145") == 2
    assert normalize_barcode("0 36000 29145 2") == "0036000291452"
    assert normalize_barcode("978-0-306-40615-7") == "9780306406157"
    assert normalize_barcode("0-306-40615-2") == "9780306406157"  # ISBN-10
    assert normalize_barcode("00036000291452") == "0036000291452"  # GTIN-14
    with pytest.raises(ToolError, match="the last digit should be 2"):
        normalize_barcode("036000291453")
    with pytest.raises(ToolError, match="check digit should be 2"):
        normalize_barcode("0306406153")
    with pytest.raises(ToolError, match="has 7 digits"):
        normalize_barcode("1234567")
    with pytest.raises(ToolError, match="is not a barcode number"):
        normalize_barcode("12ab5")


def test_postal_codes_and_tax() -> None:
    assert normalize_state("US", "california") == "CA"
    assert normalize_postal_code("US", "CA", "94117-1234") == "94117-1234"
    assert normalize_postal_code("CA", "ON", "m5v2t6") == "M5V 2T6"
    with pytest.raises(ToolError, match="ZIP code 10001 is not in California"):
        normalize_postal_code("US", "CA", "10001")
    with pytest.raises(ToolError, match="not a US ZIP code"):
        normalize_postal_code("US", "CA", "9411")
    with pytest.raises(ToolError, match="not in British Columbia"):
        normalize_postal_code("CA", "BC", "M5V 2T6")
    with pytest.raises(ToolError, match="not a Canadian postal code"):
        normalize_postal_code("CA", "ON", "D5V 2T6")
    with pytest.raises(ToolError, match="is not a US state"):
        normalize_state("US", "Ontario")
    assert str(tax_rate("US", "CA")) == "7.25"
    assert str(tax_rate("US", "OR")) == "0"
    assert str(tax_rate("CA", "ON")) == "13"
    assert to_cents(0.1 + 0.2) == 30 and to_cents(19.995) == 2000
    assert order_number("x") == order_number("x") != order_number("y")


# ----------------------------------------------------------------------------- seed


def test_seed_catalog(ctx: WorldContext) -> None:
    world = ctx.world
    assert 200 <= world.count("shop_products") <= 260
    counts = {c: world.count("shop_products", {"category": c}) for c in shopping.schema.CATEGORIES}
    assert all(n >= 15 for n in counts.values()), counts
    assert world.count("shop_products", {"stock_quantity": 0}) >= 5
    barcodes = [p["barcode"] for p in world.select("shop_products") if p["barcode"]]
    barcodes += [v["barcode"] for v in world.select("shop_product_variants")]
    assert len(barcodes) == len(set(barcodes))
    assert all(normalize_barcode(b).endswith(b) for b in barcodes)  # check digits valid
    for p in world.select("shop_products"):
        has_variants = world.count("shop_product_variants", {"product_id": p["id"]}) > 0
        assert (p["stock_quantity"] is None) == has_variants
        assert p["list_price"] >= p["price"] > 0
    books = world.select("shop_products", {"category": "books"})
    assert all(b["barcode"].startswith("978") for b in books)


def test_seed_account_is_coherent(ctx: WorldContext) -> None:
    world = ctx.world
    non_catalog = [
        t.name for t in shopping.TABLES if t.name not in ("shop_products", "shop_product_variants")
    ]
    assert all(world.count(t) <= 120 for t in non_catalog)
    home = world.get("shop_addresses", HOME)
    assert home["is_default"] and home["street1"] == "1847 Alder Street"
    grandma = world.get("shop_addresses", GRANDMA)
    assert grandma["contact_id"] == seed_contact_id(world, "Ruth", "{owner}")
    card = world.get(
        "contact_addresses",
        world.select("contact_addresses", {"contact_id": grandma["contact_id"]})[0]["id"],
    )
    assert (grandma["street1"], grandma["postal_code"]) == (card["street"], card["postal_code"])
    statuses = {o["status"] for o in world.select("shop_orders")}
    assert statuses == {"processing", "shipped", "delivered", "cancelled", "returned"}
    account = call(ctx, "get_shopping_account")
    balance = gift_balance(ctx)
    assert balance > 0 and account["is_prime_member"] and account["gift_card_balance"] == balance
    default = world.select("shop_payment_cards", {"is_default": True})[0]
    assert account["default_card"]["label"].endswith(f" ending in {default['last4']}")
    methods = call(ctx, "list_shopping_payment_methods")["cards"]
    today = ctx.clock.today()
    expired = {
        c["id"]: (c["exp_year"], c["exp_month"]) < (today.year, today.month)
        for c in world.select("shop_payment_cards")
    }
    assert any(expired.values()) and not all(expired.values())
    assert {c["card_id"]: c["is_expired"] for c in methods} == expired
    # Every order's payments add up to its total.
    for o in world.select("shop_orders"):
        charged = sum(
            to_cents(p["amount"])
            for p in world.select("shop_payments", {"order_id": o["id"], "kind": "charge"})
        )
        assert charged == to_cents(o["total"])


def test_seed_is_deterministic() -> None:
    a = build_seeded_world(["shopping"])
    b = build_seeded_world(["shopping"])
    assert a.diff_since(b.snapshot()).is_empty
    c = build_seeded_world(["shopping"], seed=1)
    assert not c.diff_since(a.snapshot()).is_empty
    assert c.integrity_check() == []


# ----------------------------------------------------------------------------- catalog


def test_search_products(ctx: WorldContext) -> None:
    res = call(ctx, "search_products", query="noise canceling headphones")
    assert res["results"][0]["title"].startswith("Sony WH-1000XM5")
    toys = call(ctx, "search_products", query="dog toys", sort_by="price_low_to_high")
    prices = [r["price"] for r in toys["results"]]
    assert prices == sorted(prices) and toys["total_matches"] >= 2
    books = call(ctx, "search_products", category="books", min_rating=4.5, limit=50)
    assert books["results"] and all(r["rating"] >= 4.5 for r in books["results"])
    cheap = call(ctx, "search_products", query="cable", max_price=10, prime_only=True)
    assert all(r["price"] <= 10 and r["is_prime"] for r in cheap["results"])
    logi = call(ctx, "search_products", brand="logitech", limit=50)["results"]
    assert {r["brand"] for r in logi} == {"Logitech"}
    roomba = pid(ctx, "iRobot Roomba")
    assert roomba not in [
        r["id"]
        for r in call(ctx, "search_products", query="robot vacuum", in_stock_only=True)["results"]
    ]
    newest = call(ctx, "search_products", category="toys", sort_by="newest", limit=50)["results"]
    assert len(newest) == ctx.world.count("shop_products", {"category": "toys"})
    assert call(ctx, "search_products", query="zzzzqqq")["total_matches"] == 0
    fails(
        ctx, "search_products", "min_price 50.0 is above max_price 10.0", min_price=50, max_price=10
    )
    fails(ctx, "search_products", "no brand called 'Acme'", brand="Acme")
    fails(ctx, "search_products", "has no searchable words", query="!!!")
    with pytest.raises(ToolArgumentError, match="sort_by"):
        call(ctx, "search_products", sort_by="cheapest")


def test_get_product_details(ctx: WorldContext) -> None:
    sony = pid(ctx, "Sony WH-1000XM5")
    page = call(ctx, "get_product_details", product_id=sony)
    row = ctx.world.get("shop_products", sony)
    seller = ctx.world.get("shop_sellers", row["seller_id"])
    assert page["seller"]["name"] == seller["name"] and page["list_price"] == row["list_price"]
    savings = to_cents(row["list_price"]) - to_cents(row["price"])
    assert savings > 0 and page["savings"].startswith(f"${savings / 100:.2f}")
    variants = ctx.world.select("shop_product_variants", {"product_id": sony})
    assert len(variants) > 1
    assert sorted(v["color"] for v in page["variants"]) == sorted(v["color"] for v in variants)
    written = ctx.world.count("shop_reviews", {"product_id": sony})
    assert written > 0
    assert page["last_purchased"] is not None and page["written_reviews"] == written
    assert "over-ear" in page["image_caption"]
    food = call(ctx, "get_product_details", product_id=pid(ctx, "Lavazza"))
    assert food["return_policy"] == "Not returnable" and "stock_quantity" in food
    fails(
        ctx,
        "get_product_details",
        r"no product with id 'prd_9999' \(use search_products",
        product_id="prd_9999",
    )


def test_compare_products(ctx: WorldContext) -> None:
    a, b = pid(ctx, "Sony WH-1000XM5"), pid(ctx, "Apple AirPods Pro")
    res = call(ctx, "compare_products", product_ids=[a, b])
    assert [p["id"] for p in res["products"]] == [a, b]
    assert res["cheapest"] == b and res["highest_rated"] == b
    fails(ctx, "compare_products", "at least two different", product_ids=[a, a])
    fails(ctx, "compare_products", "no product with id", product_ids=[a, "prd_0999"])


def test_list_product_variants(ctx: WorldContext) -> None:
    ghost = pid(ctx, "Brooks Men's Ghost")
    res = call(ctx, "list_product_variants", product_id=ghost)
    assert res["sizes"] == ["8", "9", "10", "10.5", "11", "12"] and len(res["colors"]) == 2
    in_stock = call(ctx, "list_product_variants", product_id=ghost, in_stock_only=True)
    assert all(v["in_stock"] for v in in_stock["variants"])
    assert "10.5" not in [
        v["size"] for v in in_stock["variants"] if v["color"] == "Black/Blackened Pearl"
    ]
    plain = call(ctx, "list_product_variants", product_id=pid(ctx, "UNO"))
    assert plain["variants"] == [] and plain["colors"] == []
    fails(ctx, "list_product_variants", "no product with id", product_id="nope")


def test_check_product_stock(ctx: WorldContext) -> None:
    sony = pid(ctx, "Sony WH-1000XM5")
    blue = call(ctx, "check_product_stock", product_id=sony, color="midnight blue")
    assert blue["availability"] == "Currently unavailable" and not blue["can_order"]
    black = call(ctx, "check_product_stock", product_id=sony, color="Black", quantity=2)
    black_stock = ctx.world.get("shop_product_variants", vid(ctx, sony, "Black"))["stock_quantity"]
    assert black_stock >= 2 and black["can_order"] and black["units_in_stock"] == black_stock
    assert black["standard_shipping"] == "FREE with Prime"
    assert (
        black["standard_delivery"] == "2025-06-15" and black["expedited_delivery"] == "2025-06-14"
    )
    too_many = call(ctx, "check_product_stock", product_id=sony, color="Black", quantity=11)
    assert too_many["problem"] == "limit of 10 per order"
    lego = pid(ctx, "LEGO Star Wars")
    left = ctx.world.get("shop_products", lego)["stock_quantity"]
    assert 0 < left < 10  # a low-stock item
    falcon = call(ctx, "check_product_stock", product_id=lego, quantity=left + 1)
    assert falcon["problem"] == f"only {left} in stock"
    assert falcon["availability"] == f"Only {left} left in stock - order soon"
    assert call(ctx, "check_product_stock", product_id=sony)["problem"].startswith(
        "choose a size/color"
    )
    fails(ctx, "check_product_stock", "has no option color 'Gold'", product_id=sony, color="Gold")
    fails(
        ctx,
        "check_product_stock",
        "has no size/color options",
        product_id=pid(ctx, "UNO"),
        size="L",
    )


def test_search_products_by_barcode(ctx: WorldContext) -> None:
    uno = ctx.world.get("shop_products", pid(ctx, "UNO"))
    res = call(ctx, "search_products_by_barcode", barcode=uno["barcode"])
    assert res["product"]["id"] == uno["id"] and res["variant"] is None
    sony = pid(ctx, "Sony WH-1000XM5")
    silver = ctx.world.get("shop_product_variants", vid(ctx, sony, "Silver"))
    spaced = " ".join([silver["barcode"][:1], silver["barcode"][1:6], silver["barcode"][6:]])
    res = call(ctx, "search_products_by_barcode", barcode=spaced)
    assert res["product"]["id"] == sony and res["variant"]["color"] == "Silver"
    book = ctx.world.get("shop_products", pid(ctx, "Project Hail Mary: A Novel (Hardcover)"))
    assert (
        call(ctx, "search_products_by_barcode", barcode=book["barcode"])["product"]["id"]
        == book["id"]
    )
    bad = uno["barcode"][:-1] + str((int(uno["barcode"][-1]) + 1) % 10)
    fails(ctx, "search_products_by_barcode", "fails the barcode check digit", barcode=bad)
    fails(
        ctx,
        "search_products_by_barcode",
        "no product in the catalog has barcode",
        barcode="036000291452",
    )


def test_list_product_categories(ctx: WorldContext) -> None:
    cats = call(ctx, "list_product_categories")
    assert [c["category"] for c in cats] == list(shopping.schema.CATEGORIES)
    pet = next(c for c in cats if c["category"] == "pet")
    assert "dog toys" in pet["subcategories"] and pet["product_count"] >= 15


# ----------------------------------------------------------------------------- reviews & Q&A


def test_list_product_reviews(ctx: WorldContext) -> None:
    sony = pid(ctx, "Sony WH-1000XM5")
    res = call(ctx, "list_product_reviews", product_id=sony)
    ratings = [r["rating"] for r in ctx.world.select("shop_reviews", {"product_id": sony})]
    assert len(set(ratings)) > 1
    assert res["histogram"] == {str(k): ratings.count(k) for k in (5, 4, 3, 2, 1)}
    assert res["reviews"][0]["helpful_count"] == max(r["helpful_count"] for r in res["reviews"])
    low = call(ctx, "list_product_reviews", product_id=sony, sort_by="lowest_rating", limit=1)
    assert low["reviews"][0]["rating"] == min(ratings)
    assert call(ctx, "list_product_reviews", product_id=sony, stars=5)[
        "total_matches"
    ] == ratings.count(5)
    assert (
        call(ctx, "list_product_reviews", product_id=sony, with_photos_only=True)["reviews"] == []
    )
    dress = pid(ctx, "GRACE KARIN")
    assert (
        call(ctx, "list_product_reviews", product_id=dress, verified_only=True)["total_matches"]
        == 0
    )
    fails(ctx, "list_product_reviews", "no product with id", product_id="prd_0000")


def test_write_update_delete_review(ctx: WorldContext) -> None:
    shoes = pid(ctx, "Brooks Men's Ghost")
    photo = ctx.images.add_pil(Image.new("RGB", (16, 16), "orange"))
    review = call(
        ctx,
        "write_product_review",
        product_id=shoes,
        rating=4,
        headline=" Comfy ",
        body="Great cushioning, runs a bit small.",
        image_ids=[photo.image_id, photo.image_id],
    )
    assert review["verified_purchase"] and review["is_mine"] and review["title"] == "Comfy"
    owner = ctx.owner
    assert review["image_ids"] == [photo.image_id]
    assert review["author"] == f"{owner.first_name} {owner.last_name[0]}."
    fails(
        ctx,
        "write_product_review",
        "you already reviewed",
        product_id=shoes,
        rating=5,
        headline="x",
        body="y",
    )
    not_bought = pid(ctx, "UNO")
    fails(
        ctx,
        "write_product_review",
        "unknown image id 'img_42'",
        product_id=not_bought,
        rating=5,
        headline="Fun",
        body="Fun",
        image_ids=["img_42"],
    )
    fails(
        ctx,
        "write_product_review",
        "the review headline is empty",
        product_id=not_bought,
        rating=5,
        headline="  ",
        body="Fun",
    )
    other = call(
        ctx,
        "write_product_review",
        product_id=not_bought,
        rating=5,
        headline="Fun",
        body="Classic.",
    )
    assert other["verified_purchase"] is False
    mine = call(ctx, "list_my_product_reviews")
    assert [r["review_id"] for r in mine][:2] == [review["review_id"], other["review_id"]]
    assert [r["product_title"][:5] for r in mine][2:] == ["Sony ", "KONG "]
    updated = call(
        ctx, "update_product_review", review_id=review["review_id"], rating=3, image_ids=[]
    )
    assert updated["rating"] == 3 and updated["image_ids"] == [] and updated["updated_at"]
    fails(
        ctx, "update_product_review", "nothing to change", review_id=review["review_id"], rating=3
    )
    stranger = call(ctx, "list_product_reviews", product_id=shoes, sort_by="newest")["reviews"]
    theirs = next(r for r in stranger if not r["is_mine"])
    fails(
        ctx,
        "update_product_review",
        "you can only change your own",
        review_id=theirs["review_id"],
        rating=1,
    )
    gone = call(ctx, "delete_product_review", review_id=review["review_id"])
    assert gone["deleted_review_id"] == review["review_id"]
    fails(ctx, "delete_product_review", "no product review with id", review_id=review["review_id"])
    fails(
        ctx, "delete_product_review", "you can only change your own", review_id=theirs["review_id"]
    )


def test_questions_and_answers(ctx: WorldContext) -> None:
    sony = pid(ctx, "Sony WH-1000XM5")
    qa = call(ctx, "list_product_questions", product_id=sony)
    asked_before = ctx.world.count("shop_questions", {"product_id": sony})
    assert asked_before > 1 and len(qa["questions"]) == asked_before
    assert qa["questions"][0]["answers"]
    assert (
        len(call(ctx, "list_product_questions", product_id=sony, query="cable")["questions"]) == 1
    )
    asked = call(ctx, "ask_product_question", product_id=sony, question=" Does it support LDAC? ")
    assert (
        asked["is_mine"] and asked["question"] == "Does it support LDAC?" and asked["answers"] == []
    )
    fails(
        ctx,
        "ask_product_question",
        "you already asked",
        product_id=sony,
        question="does it support ldac?",
    )
    fails(ctx, "ask_product_question", "too short", product_id=sony, question="ok?")
    answered = call(
        ctx,
        "answer_product_question",
        question_id=qa["questions"][0]["question_id"],
        answer="Yes, and it works well.",
    )
    assert any(a["is_mine"] for a in answered["answers"])
    fails(
        ctx,
        "answer_product_question",
        "you already answered",
        question_id=qa["questions"][0]["question_id"],
        answer="Again",
    )
    kindle_q = call(ctx, "list_product_questions", product_id=pid(ctx, "Kindle Paperwhite"))[
        "questions"
    ][0]
    fails(
        ctx,
        "answer_product_question",
        "only customers who received this product",
        question_id=kindle_q["question_id"],
        answer="Yes",
    )
    fails(
        ctx,
        "answer_product_question",
        "no product question with id",
        question_id="pq_0999",
        answer="Yes",
    )


# ----------------------------------------------------------------------------- cart


def test_add_to_cart(ctx: WorldContext) -> None:
    sony = pid(ctx, "Sony WH-1000XM5")
    lines_before = len(cart_rows(ctx))
    added = call(ctx, "add_to_cart", product_id=sony, color="black", quantity=2)
    assert added["added"]["variant"] == "Color: Black"
    assert added["cart_items"] == lines_before + 1
    again = call(ctx, "add_to_cart", product_id=sony, variant_id=vid(ctx, sony, "Black"))
    assert again["added"]["cart_item_id"] == added["added"]["cart_item_id"]
    assert again["added"]["quantity"] == 3
    fails(
        ctx, "add_to_cart", "comes in several options: choose one with variant_id", product_id=sony
    )
    fails(
        ctx,
        "add_to_cart",
        "is currently unavailable; add it to a wish list",
        product_id=sony,
        color="Midnight Blue",
    )
    fails(ctx, "add_to_cart", "limited to 10 per order", product_id=sony, color="Black", quantity=8)
    lego = pid(ctx, "LEGO Star Wars")
    left = ctx.world.get("shop_products", lego)["stock_quantity"]
    fails(ctx, "add_to_cart", f"only {left} of LEGO Star Wars", product_id=lego, quantity=left + 1)
    ghost = pid(ctx, "Brooks Men's Ghost")
    fails(ctx, "add_to_cart", "comes in several options", product_id=ghost, size="10")
    shoe = call(ctx, "add_to_cart", product_id=ghost, size="10", color="Peacoat/Blue")
    assert shoe["added"]["variant"] == "Color: Peacoat/Blue, Size: 10"
    fails(
        ctx,
        "add_to_cart",
        "belongs to product",
        product_id=sony,
        variant_id=vid(ctx, ghost, "Peacoat/Blue", "9"),
    )


def test_view_cart(ctx: WorldContext) -> None:
    cart = call(ctx, "view_cart")
    in_cart = cart_rows(ctx)
    saved = ctx.world.select("shop_cart_items", {"saved_for_later": True})
    assert in_cart and saved
    assert sorted(i["cart_item_id"] for i in cart["items"]) == sorted(r["id"] for r in in_cart)
    assert sorted(i["cart_item_id"] for i in cart["saved_for_later"]) == sorted(
        r["id"] for r in saved
    )
    assert cart["saved_for_later"][1]["issue"].startswith("currently unavailable")
    subtotal = cart_subtotal_cents(ctx)
    home = ctx.world.select("shop_addresses", {"is_default": True})[0]["id"]
    tax = tax_cents(ctx, subtotal, home)
    assert subtotal > 0 and tax > 0
    # Prime members ship for free.
    assert (cart["subtotal"], cart["shipping"], cart["tax"], cart["total"]) == (
        subtotal / 100,
        0.0,
        tax / 100,
        (subtotal + tax) / 100,
    )
    portland = call(ctx, "view_cart", address_id=MAYA)
    assert portland["ship_to"]["address_id"] == MAYA
    fails(ctx, "view_cart", "no shipping address with id", address_id="sadr_0099")


def test_cart_quantity_remove_clear(ctx: WorldContext) -> None:
    coffee = ctx.world.get("shop_cart_items", CART_COFFEE)
    assert coffee["quantity"] != 3 and not coffee["variant_id"]
    price = to_cents(ctx.world.get("shop_products", coffee["product_id"])["price"])
    expected = cart_subtotal_cents(ctx) + price * (3 - coffee["quantity"])
    res = call(ctx, "update_cart_item_quantity", cart_item_id=CART_COFFEE, quantity=3)
    assert res["updated"]["quantity"] == 3 and res["cart_subtotal"] == expected / 100
    fails(
        ctx,
        "update_cart_item_quantity",
        "already has quantity 3",
        cart_item_id=CART_COFFEE,
        quantity=3,
    )
    fails(
        ctx,
        "update_cart_item_quantity",
        "limited to 10 per order",
        cart_item_id=CART_COFFEE,
        quantity=11,
    )
    fails(
        ctx,
        "update_cart_item_quantity",
        r"no cart item with id 'cart_0404' \(use view_cart",
        cart_item_id="cart_0404",
        quantity=1,
    )
    lines = len(cart_rows(ctx))
    saved = ctx.world.count("shop_cart_items", {"saved_for_later": True})
    assert lines > 1 and saved > 0
    removed = call(ctx, "remove_from_cart", cart_item_id=CART_BLOCKS)
    assert removed["title"].startswith("Gaiam Yoga Block") and removed["cart_items"] == lines - 1
    fails(ctx, "remove_from_cart", "no cart item with id", cart_item_id=CART_BLOCKS)
    assert call(ctx, "clear_cart") == {"removed_items": lines - 1}
    fails(ctx, "clear_cart", "already empty")
    assert call(ctx, "clear_cart", include_saved_for_later=True) == {"removed_items": saved}


def test_save_for_later_and_move_back(ctx: WorldContext) -> None:
    lines = len(cart_rows(ctx))
    assert lines > 1
    saved = call(ctx, "save_cart_item_for_later", cart_item_id=CART_FLASK)
    assert saved["saved"]["cart_item_id"] == CART_FLASK and saved["cart_items"] == lines - 1
    fails(ctx, "save_cart_item_for_later", "already saved for later", cart_item_id=CART_FLASK)
    moved = call(ctx, "move_saved_item_to_cart", cart_item_id=SAVED_DYSON)
    assert moved["moved"]["title"].startswith("Dyson") and moved["cart_items"] == lines
    fails(ctx, "move_saved_item_to_cart", "already in the cart", cart_item_id=SAVED_DYSON)
    fails(
        ctx,
        "move_saved_item_to_cart",
        "KitchenAid .* is currently unavailable",
        cart_item_id=SAVED_MIXER,
    )
    # Moving back merges with the same item already in the cart.
    call(ctx, "add_to_cart", product_id=pid(ctx, "Hydro Flask"), color="Pacific")
    merged = call(ctx, "move_saved_item_to_cart", cart_item_id=CART_FLASK)
    assert merged["moved"]["quantity"] == 2 and not ctx.world.exists("shop_cart_items", CART_FLASK)


# ----------------------------------------------------------------------------- wish lists


def test_wish_lists_read(ctx: WorldContext) -> None:
    lists = call(ctx, "list_wish_lists")
    assert [wl["name"] for wl in lists] == [
        "Wish List",
        "Biscuit",
        "Book Club Picks",
        "Sam's Birthday Ideas",
    ]
    assert lists[0]["is_default"] and lists[2]["privacy"] == "public"
    wish = call(ctx, "get_wish_list", list_id=WISH)
    kettle = next(i for i in wish["items"] if i["title"].startswith("Fellow"))
    (row,) = ctx.world.select(
        "shop_wish_list_items", {"list_id": WISH, "product_id": pid(ctx, "Fellow")}
    )
    now = ctx.world.get("shop_products", row["product_id"])["price"]
    drop = round((1 - now / row["price_when_added"]) * 100)
    assert drop > 0 and kettle["price_when_added"] == row["price_when_added"]
    assert kettle["price_drop"].startswith(f"Price dropped {drop}%")
    fails(
        ctx,
        "get_wish_list",
        r"no wish list with id 'wl_0404' \(use list_wish_lists",
        list_id="wl_0404",
    )


def test_wish_lists_write(ctx: WorldContext) -> None:
    new = call(
        ctx, "create_wish_list", name=" Camping ", privacy="shared", description="Tahoe trip"
    )
    assert (new["name"], new["privacy"], new["is_default"]) == ("Camping", "shared", False)
    fails(ctx, "create_wish_list", "a wish list named 'Camping' already exists", name="camping")
    tent = pid(ctx, "Coleman Sundome")
    item = call(ctx, "add_to_wish_list", product_id=tent, list_id=new["list_id"], priority="high")
    assert item["item"]["priority"] == "high" and item["list_name"] == "Camping"
    fails(
        ctx, "add_to_wish_list", "is already on 'Camping'", product_id=tent, list_id=new["list_id"]
    )
    default = call(
        ctx,
        "add_to_wish_list",
        product_id=pid(ctx, "KitchenAid"),
        color="Pistachio",
        comment="when back in stock",
    )
    assert default["list_id"] == WISH and default["item"]["availability"] == "Currently unavailable"
    loose = call(
        ctx, "add_to_wish_list", product_id=pid(ctx, "Sony WH-1000XM5"), list_id=new["list_id"]
    )
    assert loose["item"]["variant_id"] is None
    fails(
        ctx,
        "add_to_wish_list",
        "has no option color 'Plaid'",
        product_id=pid(ctx, "Sony WH-1000XM5"),
        color="Plaid",
    )
    renamed = call(ctx, "update_wish_list", list_id=new["list_id"], name="Tahoe", privacy="private")
    assert (renamed["name"], renamed["privacy"]) == ("Tahoe", "private")
    fails(ctx, "update_wish_list", "nothing to change", list_id=new["list_id"], name="Tahoe")
    fails(ctx, "update_wish_list", "already exists", list_id=new["list_id"], name="biscuit")
    moved = call(
        ctx,
        "move_wish_list_item",
        list_item_id=item["item"]["list_item_id"],
        target_list_id=BISCUIT,
    )
    assert moved["to_list_id"] == BISCUIT
    fails(
        ctx,
        "move_wish_list_item",
        "already on 'Biscuit'",
        list_item_id=item["item"]["list_item_id"],
        target_list_id=BISCUIT,
    )
    removed = call(ctx, "remove_from_wish_list", list_item_id=item["item"]["list_item_id"])
    assert removed["title"].startswith("Coleman")
    fails(
        ctx,
        "remove_from_wish_list",
        "no wish list item with id",
        list_item_id=item["item"]["list_item_id"],
    )
    deleted = call(ctx, "delete_wish_list", list_id=new["list_id"])
    assert deleted == {"deleted_list_id": new["list_id"], "name": "Tahoe", "items_removed": 1}
    fails(ctx, "delete_wish_list", "is your default list", list_id=WISH)


# ----------------------------------------------------------------------------- checkout


def test_preview_checkout(ctx: WorldContext) -> None:
    res = call(ctx, "preview_checkout")
    subtotal, balance = cart_subtotal_cents(ctx), to_cents(gift_balance(ctx))
    home = ctx.world.select("shop_addresses", {"is_default": True})[0]["id"]
    total = subtotal + tax_cents(ctx, subtotal, home)
    assert 0 < balance < total
    assert res["total"] == total / 100 and res["payment"]["gift_card_balance_used"] == balance / 100
    assert res["payment"]["card_charge"] == (total - balance) / 100
    assert res["payment"]["card"]["card_id"] == VISA
    fast = call(
        ctx,
        "preview_checkout",
        delivery_speed="expedited",
        use_gift_card_balance=False,
        address_id=GRANDMA,
    )
    fast_total = subtotal + 999 + tax_cents(ctx, subtotal, GRANDMA)  # $9.99 expedited
    assert fast["shipping"] == 9.99 and fast["estimated_delivery"] == "2025-06-14"
    assert fast["payment"]["card_charge"] == fast["total"] == fast_total / 100
    fails(
        ctx, "preview_checkout", "Mastercard ending in 5521 .* expired 03/2025", card_id=EXPIRED_MC
    )
    fails(ctx, "preview_checkout", "applies only to kitchen items", promo_code="summer15")
    fails(ctx, "preview_checkout", "expired on", promo_code="SPRING20")
    fails(ctx, "preview_checkout", "does not exist", promo_code="BOGUS")
    fails(ctx, "preview_checkout", "would not lower this order's price", promo_code="FREESHIP")
    assert ctx.world.count("shop_orders") == len(shopping_account().orders)  # no order placed


def test_place_order(ctx: WorldContext) -> None:
    world = ctx.world
    coffee = pid(ctx, "Lavazza")
    stock_before = world.get("shop_products", coffee)["stock_quantity"]
    coffee_units = sum(r["quantity"] for r in cart_rows(ctx) if r["product_id"] == coffee)
    saved = world.count("shop_cart_items", {"saved_for_later": True})
    expected_id = next_id(ctx.world, "shop_orders", "ord")
    subtotal, balance = cart_subtotal_cents(ctx), to_cents(gift_balance(ctx))
    home = world.select("shop_addresses", {"is_default": True})[0]["id"]
    total = subtotal + tax_cents(ctx, subtotal, home)
    assert coffee_units > 0 and 0 < balance < total
    order = call(ctx, "place_order", is_gift=True, gift_message="Enjoy!")
    assert order["order_id"] == expected_id and order["status"] == "processing"
    assert order["total"] == total / 100 and order["gift_message"] == "Enjoy!"
    assert [i["title"][:6] for i in order["items"]] == ["Lavazz", "Hydro ", "Gaiam "]
    assert world.get("shop_products", coffee)["stock_quantity"] == stock_before - coffee_units
    assert world.count("shop_cart_items", {"saved_for_later": False}) == 0
    assert world.count("shop_cart_items", {"saved_for_later": True}) == saved
    pays = world.select("shop_payments", {"order_id": expected_id})
    assert [(p["method"], p["amount"]) for p in pays] == [
        ("gift_card", balance / 100),
        ("card", (total - balance) / 100),
    ]
    assert call(ctx, "get_shopping_account")["gift_card_balance"] == 0.0
    fails(ctx, "place_order", "your cart is empty")
    assert world.integrity_check() == []


def test_place_order_with_promo_and_errors(ctx: WorldContext) -> None:
    call(ctx, "clear_cart")
    skillet = pid(ctx, "Lodge Cast Iron Skillet, 12 Inch")
    call(ctx, "add_to_cart", product_id=skillet)
    fails(ctx, "place_order", "needs \\$50.00 of eligible items", promo_code="SUMMER15")
    call(ctx, "add_to_cart", product_id=pid(ctx, "Victorinox"))
    fails(ctx, "place_order", "a gift_message needs is_gift=true", gift_message="hi")
    fails(ctx, "place_order", "no shipping address with id", address_id="sadr_0404")
    order = call(
        ctx,
        "place_order",
        promo_code="summer15",
        address_id=MAYA,
        card_id=DISCOVER,
        use_gift_card_balance=False,
    )
    # Both items are kitchen items: the whole subtotal earns the coupon's percent off.
    (coupon,) = ctx.world.select("shop_coupons", {"code": "SUMMER15"})
    subtotal = sum(
        to_cents(ctx.world.get("shop_products", i["product_id"])["price"]) * i["quantity"]
        for i in ctx.world.select("shop_order_items", {"order_id": order["order_id"]})
    )
    off = int(
        (subtotal * Decimal(str(coupon["discount_value"])) / 100).quantize(
            Decimal(1), rounding=ROUND_HALF_UP
        )
    )
    tax = tax_cents(ctx, subtotal - off, MAYA)
    assert coupon["discount_type"] == "percent" and off > 0 and tax > 0
    assert (order["subtotal"], order["discount"], order["tax"], order["total"]) == (
        subtotal / 100,
        off / 100,
        tax / 100,
        (subtotal - off + tax) / 100,
    )
    assert order["promo_code"] == "SUMMER15" and order["payment"]["card"]["card_id"] == DISCOVER
    stored = ctx.world.get("shop_orders", order["order_id"])
    assert stored["ship_to"]["full_name"] == "Maya Patel" and stored["address_id"] == MAYA
    # Out of stock between adding and checkout.
    call(ctx, "add_to_cart", product_id=pid(ctx, "UNO"))
    set_stock(ctx, pid(ctx, "UNO"), 0)
    fails(ctx, "place_order", "cannot order UNO Classic Card Game: currently unavailable")


def test_buy_now(ctx: WorldContext) -> None:
    world = ctx.world
    ghost = pid(ctx, "Brooks Men's Ghost")
    variant = vid(ctx, ghost, "Black/Blackened Pearl", "11")
    variant_stock = world.get("shop_product_variants", variant)["stock_quantity"]
    cart_size = world.count("shop_cart_items")
    assert variant_stock > 0 and cart_size > 0
    order = call(
        ctx,
        "buy_now",
        product_id=ghost,
        variant_id=variant,
        address_id=PARENTS,
        card_id=AMEX,
        use_gift_card_balance=False,
    )
    assert order["items"][0]["variant"] == "Color: Black/Blackened Pearl, Size: 11"
    assert (
        order["ship_to"]["address_id"] == PARENTS
        and order["payment"]["card_charge"] == order["total"]
    )
    left = variant_stock - 1
    assert world.get("shop_product_variants", variant)["stock_quantity"] == left
    assert world.count("shop_cart_items") == cart_size  # cart untouched
    fails(
        ctx,
        "buy_now",
        f"only {left} of Brooks",
        product_id=ghost,
        variant_id=variant,
        quantity=left + 1,
    )
    fails(ctx, "buy_now", "comes in several options", product_id=ghost)
    paid_by_gift = call(ctx, "buy_now", product_id=pid(ctx, "UNO"))
    assert paid_by_gift["payment"]["card_charge"] == 0.0 and paid_by_gift["payment"]["card"] is None
    fails(ctx, "buy_now", "expired", product_id=pid(ctx, "UNO"), card_id=EXPIRED_MC)


def test_orders_to_other_countries_and_no_card(ctx: WorldContext) -> None:
    toronto = call(
        ctx,
        "add_shipping_address",
        full_name="Priya Shah",
        street1="10 Queen St W",
        city="Toronto",
        state="Ontario",
        postal_code="m5h 2n2",
        country="Canada",
    )
    assert toronto["postal_code"] == "M5H 2N2" and toronto["sales_tax_rate_percent"] == 13.0
    order = call(
        ctx,
        "buy_now",
        product_id=pid(ctx, "Codenames"),
        address_id=toronto["address_id"],
        use_gift_card_balance=False,
    )
    game = ctx.world.get("shop_products", pid(ctx, "Codenames"))
    rate = tax_rate("CA", "ON")
    assert rate > 0 and order["tax_rate_percent"] == float(rate)
    assert order["tax"] == tax_cents(ctx, to_cents(game["price"]), toronto["address_id"]) / 100
    for card in (VISA, AMEX, EXPIRED_MC, DISCOVER):
        ctx.world.update("shop_payment_cards", card, {"is_default": False})
    fails(
        ctx,
        "buy_now",
        "no default card",
        product_id=pid(ctx, "Codenames"),
        use_gift_card_balance=False,
    )


# ----------------------------------------------------------------------------- orders


def test_list_orders(ctx: WorldContext) -> None:
    res = call(ctx, "list_orders", limit=50)
    orders = ctx.world.select("shop_orders")
    assert len(orders) > 1 and res["total_matches"] == len(orders)
    placed = [o["placed_at"] for o in res["orders"]]
    assert placed == sorted(placed, reverse=True) and res["orders"][0]["order_id"] == O_GRANDMA
    processing = call(ctx, "list_orders", status="processing")["orders"]
    open_orders = {o["id"] for o in orders if o["status"] == "processing"}
    assert O_GRANDMA in open_orders and {o["order_id"] for o in processing} == open_orders
    recent = call(ctx, "list_orders", placed_since="2025-06-01", limit=50)
    june = [o for o in orders if ctx.clock.parse(o["placed_at"]).date().isoformat() >= "2025-06-01"]
    assert 0 < len(june) < len(orders) and recent["total_matches"] == len(june)
    assert [o["order_id"] for o in call(ctx, "list_orders", query="running shoe")["orders"]] == [
        O_SHOES
    ]
    number = ctx.world.get("shop_orders", O_SONY)["order_number"]
    assert [o["order_id"] for o in call(ctx, "list_orders", query=number)["orders"]] == [O_SONY]
    assert call(ctx, "list_orders", query="zzzz")["orders"] == []
    with pytest.raises(ToolArgumentError, match="status"):
        call(ctx, "list_orders", status="lost")


def test_get_order_details(ctx: WorldContext) -> None:
    number = ctx.world.get("shop_orders", O_SHOES)["order_number"]
    res = call(ctx, "get_order_details", order_id=number)
    assert res["order_id"] == O_SHOES and res["can_cancel"] is False
    assert all(i["returnable"] and i["return_by"] == "2025-07-03" for i in res["items"])
    sony = call(ctx, "get_order_details", order_id=O_SONY)
    assert sony["items"][0]["return_note"] == "return window closed on 2025-05-31"
    kitchen = call(ctx, "get_order_details", order_id=O_KITCHEN)
    board = next(i for i in kitchen["items"] if i["title"].startswith("Shopwell Kitchen Bamboo"))
    assert board["returned_quantity"] == 1 and board["return_note"] == "already returned"
    assert [p["kind"] for p in kitchen["payments"]] == ["charge", "refund"]
    books = call(ctx, "get_order_details", order_id=O_BOOKS)
    assert books["promo_code"] == "BOOKCLUB" and books["discount"] > 0
    visa = ctx.world.get("shop_payment_cards", VISA)
    assert {p["method"] for p in books["payments"]} == {
        "gift card balance",
        f"Visa ending in {visa['last4']}",
    }
    fails(
        ctx,
        "get_order_details",
        r"no order with id or number 'ord_0404' \(use list_orders",
        order_id="ord_0404",
    )


def test_track_order_shipment(ctx: WorldContext) -> None:
    lego = call(ctx, "track_order_shipment", order_id=O_LEGO)
    assert lego["status"] == "On the way" and lego["carrier"] == "UPS"
    assert lego["tracking_number"].startswith("1Z") and lego["estimated_delivery"] == "2025-06-14"
    assert [e["event"][:7] for e in lego["events"]] == ["Order p", "Shipped"]
    shoes = call(ctx, "track_order_shipment", order_id=O_SHOES)
    assert shoes["events"][-1]["event"] == "Delivered in San Francisco, CA"
    assert (
        call(ctx, "track_order_shipment", order_id=O_GRANDMA)["status"] == "Preparing for shipment"
    )
    assert (
        call(ctx, "track_order_shipment", order_id=O_AIRFRYER)["events"][-1]["event"]
        == "Order cancelled"
    )
    fails(ctx, "track_order_shipment", "no order with id or number", order_id="112-0000000-0000000")


def test_cancel_order(ctx: WorldContext) -> None:
    world = ctx.world
    candle_item = item_of(ctx, O_GRANDMA, "Yankee Candle")
    candle = world.get("shop_order_items", candle_item)["product_id"]
    stock = world.get("shop_products", candle)["stock_quantity"]
    candle_refund = refund_cents(
        ctx, candle_item, world.get("shop_order_items", candle_item)["quantity"]
    )
    order_total = to_cents(world.get("shop_orders", O_GRANDMA)["total"])
    assert 0 < candle_refund < order_total
    part = call(
        ctx, "cancel_order", order_id=O_GRANDMA, order_item_ids=[candle_item], reason="changed mind"
    )
    assert part["order_status"] == "processing" and part["refund_total"] == candle_refund / 100
    assert world.get("shop_products", candle)["stock_quantity"] == stock + 1
    fails(
        ctx,
        "cancel_order",
        "is already cancelled",
        order_id=O_GRANDMA,
        order_item_ids=[candle_item],
    )
    fails(
        ctx,
        "cancel_order",
        "has no item 'oit_0001'",
        order_id=O_GRANDMA,
        order_item_ids=["oit_0001"],
    )
    fails(ctx, "cancel_order", "order_item_ids is empty", order_id=O_GRANDMA, order_item_ids=[])
    rest = call(ctx, "cancel_order", order_id=O_GRANDMA)
    assert rest["order_status"] == "cancelled"
    assert rest["refund_total"] == (order_total - candle_refund) / 100  # the rest of the total
    order = world.get("shop_orders", O_GRANDMA)
    assert order["status"] == "cancelled" and order["cancelled_at"] == "2025-06-13T09:30:00-07:00"
    fails(ctx, "cancel_order", "cannot be cancelled: it is already cancelled", order_id=O_GRANDMA)
    fails(ctx, "cancel_order", "it has already shipped", order_id=O_LEGO)
    fails(ctx, "cancel_order", "it was delivered; return items", order_id=O_SHOES)


def test_cancel_order_refunds_gift_card_part(ctx: WorldContext) -> None:
    balance = gift_balance(ctx)
    assert balance > 0
    order = call(ctx, "buy_now", product_id=pid(ctx, "CATAN"))  # balance + card
    res = call(ctx, "cancel_order", order_id=order["order_number"])
    assert [r["method"] for r in res["refunds"]] == ["card", "gift card balance"]
    assert res["refund_total"] == order["total"]
    assert call(ctx, "get_gift_card_balance")["balance"] == balance


def test_return_order_item(ctx: WorldContext) -> None:
    world = ctx.world
    socks = item_of(ctx, O_SHOES, "Smartwool")
    balance_before = gift_balance(ctx)
    pairs = world.get("shop_order_items", socks)["quantity"]
    assert pairs == 2  # returned one at a time below
    fails(
        ctx,
        "return_order_item",
        f"only {pairs} unit\\(s\\) of Smartwool",
        order_item_id=socks,
        reason="wrong_size",
        quantity=pairs + 1,
    )
    one_pair = refund_cents(ctx, socks, 1)
    assert one_pair > 0
    res = call(ctx, "return_order_item", order_item_id=socks, reason="wrong_size", comment="Need L")
    assert res["refund_amount"] == one_pair / 100 and res["return_code"].startswith("RT")
    visa = ctx.world.get("shop_payment_cards", VISA)
    assert res["refunds"] == [
        {
            "method": "card",
            "amount": res["refund_amount"],
            "card": f"Visa ending in {visa['last4']}",
        }
    ]
    assert "UPS Store by 2025-07-13" in res["instructions"]
    res2 = call(
        ctx,
        "return_order_item",
        order_item_id=socks,
        reason="no_longer_needed",
        refund_method="gift_card",
        return_method="pickup",
    )
    assert (
        res2["refunds"][0]["method"] == "gift card balance"
        and "picks it up" in res2["instructions"]
    )
    assert (
        call(ctx, "get_gift_card_balance")["balance"]
        == (to_cents(balance_before) + to_cents(res2["refunds"][0]["amount"])) / 100
    )
    fails(ctx, "return_order_item", "already returned", order_item_id=socks, reason="defective")
    assert world.get("shop_orders", O_SHOES)["status"] == "delivered"
    shoes = item_of(ctx, O_SHOES, "Brooks")
    call(ctx, "return_order_item", order_item_id=shoes, reason="defective")
    assert world.get("shop_orders", O_SHOES)["status"] == "returned"
    fails(
        ctx,
        "return_order_item",
        "return window closed on 2025-05-31",
        order_item_id=item_of(ctx, O_SONY, "Sony"),
        reason="defective",
    )
    fails(
        ctx,
        "return_order_item",
        "this item is not returnable",
        order_item_id=item_of(ctx, O_DOGFOOD, "Purina"),
        reason="defective",
    )
    fails(
        ctx,
        "return_order_item",
        "not delivered yet",
        order_item_id=item_of(ctx, O_LEGO, "LEGO"),
        reason="ordered_by_mistake",
    )
    fails(
        ctx,
        "return_order_item",
        "cancelled",
        order_item_id=item_of(ctx, O_AIRFRYER, "Ninja"),
        reason="ordered_by_mistake",
    )
    fails(
        ctx,
        "return_order_item",
        "no order item with id",
        order_item_id="oit_0999",
        reason="defective",
    )
    with pytest.raises(ToolArgumentError, match="reason"):
        call(ctx, "return_order_item", order_item_id=socks, reason="meh")


def test_list_order_returns(ctx: WorldContext) -> None:
    all_returns = call(ctx, "list_order_returns")
    rows = sorted(
        ctx.world.select("shop_returns"), key=lambda r: str(r["created_at"]), reverse=True
    )
    assert len(rows) > 1
    assert [r["order_id"] for r in all_returns] == [
        ctx.world.get("shop_order_items", r["order_item_id"])["order_id"] for r in rows
    ]
    assert (all_returns[0]["reason"], all_returns[0]["status"]) == (
        rows[0]["reason"],
        rows[0]["status"],
    )
    number = ctx.world.get("shop_orders", O_KITCHEN)["order_number"]
    assert [r["order_id"] for r in call(ctx, "list_order_returns", order_id=number)] == [O_KITCHEN]
    assert call(ctx, "list_order_returns", order_id=O_SONY) == []
    fails(ctx, "list_order_returns", "no order with id", order_id="ord_0999")


def test_reorder_items(ctx: WorldContext) -> None:
    kong = item_of(ctx, O_DOGFOOD, "KONG")
    res = call(ctx, "reorder_items", order_id=O_DOGFOOD, order_item_ids=[kong])
    assert res["added"][0]["variant"] == "Size: Medium" and res["skipped"] == []
    food = ctx.world.get("shop_order_items", item_of(ctx, O_DOGFOOD, "Purina"))["product_id"]
    set_stock(ctx, food, 0)
    res = call(ctx, "reorder_items", order_id=O_DOGFOOD)
    assert {s["reason"] for s in res["skipped"]} == {"currently unavailable"}
    assert next(a for a in res["added"] if a["title"].startswith("KONG"))["quantity"] == 2
    fails(
        ctx,
        "reorder_items",
        "nothing could be added to the cart",
        order_id=O_DOGFOOD,
        order_item_ids=[item_of(ctx, O_DOGFOOD, "Purina")],
    )
    fails(ctx, "reorder_items", "has no item", order_id=O_DOGFOOD, order_item_ids=["oit_0020"])
    fails(ctx, "reorder_items", "order_item_ids is empty", order_id=O_DOGFOOD, order_item_ids=[])


def test_list_buy_again_products(ctx: WorldContext) -> None:
    items = call(ctx, "list_buy_again_products", limit=50)
    titles = [i["title"] for i in items]
    assert titles[0].startswith("Tomorrow, and Tomorrow")
    assert not any(
        t.startswith("Shopwell Essentials Men's Packable Puffer") for t in titles
    )  # returned
    assert not any(t.startswith("Shopwell Kitchen Bamboo") for t in titles)  # returned
    assert not any(t.startswith("Ninja") for t in titles)  # cancelled
    assert len(call(ctx, "list_buy_again_products", limit=2)) == 2


def test_change_order_shipping_address(ctx: WorldContext) -> None:
    res = call(ctx, "change_order_shipping_address", order_id=O_GRANDMA, address_id=PARENTS)
    assert res["ship_to"].startswith(f"Carol {ctx.owner.last_name}")
    assert ctx.world.get("shop_orders", O_GRANDMA)["address_id"] == PARENTS
    fails(
        ctx,
        "change_order_shipping_address",
        "already ships to",
        order_id=O_GRANDMA,
        address_id=PARENTS,
    )
    portland = call(
        ctx,
        "add_shipping_address",
        full_name="Nina",
        street1="4418 Willow Court",
        city="Portland",
        state="OR",
        postal_code="97209",
    )
    fails(
        ctx,
        "change_order_shipping_address",
        "taxed at 0% instead of 7.25%",
        order_id=O_GRANDMA,
        address_id=portland["address_id"],
    )
    fails(
        ctx,
        "change_order_shipping_address",
        "only be changed before it ships",
        order_id=O_LEGO,
        address_id=WORK,
    )


# ----------------------------------------------------------------------------- addresses


def test_list_shipping_addresses(ctx: WorldContext) -> None:
    rows = call(ctx, "list_shipping_addresses")
    assert [a["label"] for a in rows] == ["Home", "Mom & Dad", "Grandma Ruth", "Work", "Maya"]
    assert rows[4]["contact_id"] == seed_contact_id(ctx.world, "Maya", "Patel")


def test_add_shipping_address(ctx: WorldContext) -> None:
    sam = seed_contact_id(ctx.world, "Sam", "Okafor")
    res = call(
        ctx,
        "add_shipping_address",
        full_name="Sam Okafor",
        street1="605 Bayview Terrace",
        city="San Francisco",
        state="california",
        postal_code="94124",
        phone="(415) 555-0105",
        label="Sam",
        contact_id=sam,
    )
    assert (res["state"], res["phone"], res["is_default"]) == ("CA", "+14155550105", False)
    fails(
        ctx,
        "add_shipping_address",
        "already saved as",
        full_name="sam okafor",
        street1="605 Bayview Terrace.",
        city="SF",
        state="CA",
        postal_code="94124",
    )
    fails(
        ctx,
        "add_shipping_address",
        "ZIP code 94117 is not in New York",
        full_name="X",
        street1="1 Main",
        city="NYC",
        state="NY",
        postal_code="94117",
    )
    fails(
        ctx,
        "add_shipping_address",
        "only ships to the United States and Canada",
        full_name="X",
        street1="1 Main",
        city="London",
        state="LDN",
        postal_code="SW1A 1AA",
        country="UK",
    )
    fails(
        ctx,
        "add_shipping_address",
        "not a valid phone number",
        full_name="X",
        street1="1 Main",
        city="SF",
        state="CA",
        postal_code="94110",
        phone="12",
    )
    fails(
        ctx,
        "add_shipping_address",
        "no contact with id",
        full_name="X",
        street1="1 Main",
        city="SF",
        state="CA",
        postal_code="94110",
        contact_id="ct_0999",
    )
    default = call(
        ctx,
        "add_shipping_address",
        full_name="J",
        street1="2 Main",
        city="SF",
        state="CA",
        postal_code="94110",
        set_as_default=True,
    )
    assert default["is_default"] and ctx.world.count("shop_addresses", {"is_default": True}) == 1


def test_update_shipping_address(ctx: WorldContext) -> None:
    res = call(
        ctx, "update_shipping_address", address_id=MAYA, street2="Apt 2B", phone="415-555-0109"
    )
    assert res["street2"] == "Apt 2B" and res["phone"] == "+14155550109"
    cleared = call(ctx, "update_shipping_address", address_id=MAYA, street2="")
    assert cleared["street2"] is None
    fails(ctx, "update_shipping_address", "nothing to change", address_id=MAYA, street2="")
    fails(ctx, "update_shipping_address", "is not in New York", address_id=MAYA, state="NY")
    moved = call(
        ctx,
        "update_shipping_address",
        address_id=MAYA,
        state="OR",
        postal_code="97205",
        city="Portland",
    )
    assert moved["sales_tax_rate_percent"] == 0.0
    fails(ctx, "update_shipping_address", "full_name is empty", address_id=MAYA, full_name=" ")
    # The past order to Grandma keeps its address snapshot.
    call(ctx, "update_shipping_address", address_id=GRANDMA, street1="1 New Road")
    assert ctx.world.get("shop_orders", O_GRANDMA)["ship_to"]["street1"] != "1 New Road"


def test_delete_and_default_shipping_address(ctx: WorldContext) -> None:
    fails(ctx, "delete_shipping_address", "is the default address", address_id=HOME)
    assert call(ctx, "set_default_shipping_address", address_id=WORK)["is_default"]
    fails(ctx, "set_default_shipping_address", "already the default", address_id=WORK)
    res = call(ctx, "delete_shipping_address", address_id=HOME)
    assert res["deleted_address_id"] == HOME
    assert ctx.world.get("shop_payment_cards", VISA)["billing_address_id"] is None
    assert ctx.world.get("shop_orders", O_SHOES)["address_id"] is None
    assert ctx.world.get("shop_orders", O_SHOES)["ship_to"]["street1"] == "1847 Alder Street"
    fails(ctx, "delete_shipping_address", "no shipping address with id", address_id=HOME)
    assert ctx.world.integrity_check() == []


# ----------------------------------------------------------------------------- cards


def test_add_shopping_card(ctx: WorldContext) -> None:
    card = call(
        ctx,
        "add_shopping_card",
        card_number="4242-4242-4242-4242",
        exp_month=12,
        exp_year=2027,
        cardholder_name="Jordan Ellis",
        nickname="Travel",
        set_as_default=True,
    )
    assert card["label"] == "Visa ending in 4242" and card["is_default"] and card["billing_address"]
    assert ctx.world.count("shop_payment_cards", {"is_default": True}) == 1
    fails(
        ctx,
        "add_shopping_card",
        "already saved",
        card_number="4242424242424242",
        exp_month=12,
        exp_year=2027,
        cardholder_name="J",
    )
    fails(
        ctx,
        "add_shopping_card",
        "check digit is wrong",
        card_number="4242424242424241",
        exp_month=12,
        exp_year=2027,
        cardholder_name="J",
    )
    fails(
        ctx,
        "add_shopping_card",
        "01/2025 is in the past",
        card_number="378282246310005",
        exp_month=1,
        exp_year=2025,
        cardholder_name="J",
    )
    fails(
        ctx,
        "add_shopping_card",
        "only Visa, Mastercard",
        card_number="3566002020360505",
        exp_month=1,
        exp_year=2029,
        cardholder_name="J",
    )
    fails(
        ctx,
        "add_shopping_card",
        "has only digits",
        card_number="4242 abcd",
        exp_month=1,
        exp_year=2029,
        cardholder_name="J",
    )
    fails(
        ctx,
        "add_shopping_card",
        "13 to 19 digits",
        card_number="4242",
        exp_month=1,
        exp_year=2029,
        cardholder_name="J",
    )
    with pytest.raises(ToolArgumentError, match="exp_month"):
        call(
            ctx,
            "add_shopping_card",
            card_number="4242424242424242",
            exp_month=13,
            exp_year=2029,
            cardholder_name="J",
        )


def test_update_remove_default_card(ctx: WorldContext) -> None:
    fails(ctx, "set_default_shopping_card", "expired 03/2025", card_id=EXPIRED_MC)
    renewed = call(ctx, "update_shopping_card", card_id=EXPIRED_MC, exp_month=3, exp_year=2029)
    assert renewed["expires"] == "03/2029" and not renewed["is_expired"]
    fails(ctx, "update_shopping_card", "nothing to change", card_id=EXPIRED_MC, exp_month=3)
    fails(ctx, "update_shopping_card", "is in the past", card_id=EXPIRED_MC, exp_year=2024)
    assert call(ctx, "set_default_shopping_card", card_id=EXPIRED_MC)["is_default"]
    fails(ctx, "set_default_shopping_card", "already the default", card_id=EXPIRED_MC)
    fails(ctx, "remove_shopping_card", "pays for open order", card_id=AMEX)
    res = call(ctx, "remove_shopping_card", card_id=EXPIRED_MC)
    assert res["card"] == "Mastercard ending in 5521" and res["note"].startswith(
        "it was the default"
    )
    assert ctx.world.count("shop_payment_cards", {"is_default": True}) == 0
    fails(ctx, "remove_shopping_card", "no payment card with id", card_id=EXPIRED_MC)
    # Past payments keep the card's label after it is removed.
    call(ctx, "remove_shopping_card", card_id=DISCOVER)
    bulbs = call(ctx, "get_order_details", order_id=O_BULBS)
    assert bulbs["card_id"] is None and bulbs["payments"][0]["method"] == "Discover ending in 8823"


def test_list_shopping_payment_methods(ctx: WorldContext) -> None:
    res = call(ctx, "list_shopping_payment_methods")
    assert [c["card_id"] for c in res["cards"]] == [VISA, EXPIRED_MC, AMEX, DISCOVER]
    mc = ctx.world.get("shop_payment_cards", EXPIRED_MC)
    assert res["cards"][1]["expires"] == f"{mc['exp_month']:02d}/{mc['exp_year']}"
    assert res["gift_card_balance"] == gift_balance(ctx) > 0


# ----------------------------------------------------------------------------- gift cards & promos


def test_gift_cards(ctx: WorldContext) -> None:
    balance = call(ctx, "get_gift_card_balance")
    before = gift_balance(ctx)
    assert before > 0 and balance["balance"] == before
    assert sum(a["change"] for a in balance["activity"]) == before
    card = ctx.world.select("shop_gift_cards", {"code": "GQ4T-8XRM2K-7HWP"})[0]
    res = call(ctx, "redeem_gift_card", code=" gq4t 8xrm2k 7hwp ")
    assert res["amount_added"] == card["amount"] > 0
    assert res["new_balance"] == (to_cents(before) + to_cents(card["amount"])) / 100
    assert res["from"] == f"Nina {ctx.owner.last_name}"
    fails(
        ctx,
        "redeem_gift_card",
        "you already redeemed this gift card on 2025-06-13",
        code="GQ4T-8XRM2K-7HWP",
    )
    fails(ctx, "redeem_gift_card", "already redeemed on another account", code="M2XC-9QHT5V-8JKD")
    fails(ctx, "redeem_gift_card", "cancelled by the issuer", code="T7NB-3WQE6Y-5FGA")
    fails(ctx, "redeem_gift_card", "not a valid gift card claim code", code="GQ4T-8XRM2K-7HWB")
    assert call(ctx, "get_gift_card_balance")["activity"][0]["change"] == card["amount"]


def test_check_promo_code(ctx: WorldContext) -> None:
    free = call(ctx, "check_promo_code", code="freeship")
    assert free["type"] == "free_shipping" and free["valid_for_cart"] is False
    assert free["problem"] == "it would not lower the price of the current cart"
    assert "already used" in call(ctx, "check_promo_code", code="BOOKCLUB")["problem"]
    assert "first order" in call(ctx, "check_promo_code", code="WELCOME10")["problem"]
    assert (
        "not active yet (starts 2025-06-18)"
        in call(ctx, "check_promo_code", code="TECH25")["problem"]
    )
    call(ctx, "add_to_cart", product_id=pid(ctx, "KitchenAid"), color="Empire Red")
    summer = call(ctx, "check_promo_code", code="SUMMER15")
    assert summer["valid_for_cart"] and summer["savings"] == "$50.00"  # capped at $50
    fails(ctx, "check_promo_code", "promo code 'NOPE' does not exist", code="NOPE")


# ----------------------------------------------------------------------------- fuzz

_TEXT = string.ascii_letters + string.digits + " -_#:@.,'/éü😀²\n\t"


def _pools(world: World) -> dict[str, list[str]]:
    """Values per parameter name (the fuzz mostly picks ids of the right kind)."""
    pick = random.Random("pools")

    def ids(table: str, n: int = 12) -> list[str]:
        rows = [r["id"] for r in world.select(table)]
        return pick.sample(rows, min(n, len(rows)))

    orders = world.select("shop_orders")
    variants = world.select("shop_product_variants")
    pools = {
        "product_id": ids("shop_products", 25),
        "variant_id": ids("shop_product_variants", 15),
        "cart_item_id": ids("shop_cart_items"),
        "list_id": ids("shop_wish_lists"),
        "list_item_id": ids("shop_wish_list_items"),
        "order_id": [o["id"] for o in orders] + [o["order_number"] for o in orders[:4]],
        "order_item_id": ids("shop_order_items", 25),
        "address_id": ids("shop_addresses"),
        "card_id": ids("shop_payment_cards"),
        "review_id": ids("shop_reviews", 10)
        + [r["id"] for r in world.select("shop_reviews", {"is_mine": True})],
        "question_id": ids("shop_questions"),
        "code": [g["code"] for g in world.select("shop_gift_cards")]
        + [c["code"] for c in world.select("shop_coupons")],
        "promo_code": [c["code"] for c in world.select("shop_coupons")],
        "barcode": [v["barcode"] for v in variants[:5]]
        + [p["barcode"] for p in world.select("shop_products", limit=40) if p["barcode"]][:5]
        + ["9780306406157", "0-306-40615-2"],
        "contact_id": ["ct_0005", "ct_0009", "ct_0999"],
        "image_ids": [*world.images.ids(), "img_99"],
        "card_number": [
            "4242 4242 4242 4242",
            "378282246310005",
            "6011111111111117",
            "5555555555554444",
        ],
        "state": ["CA", "NY", "OR", "ON", "Quebec", "ZZ"],
        "postal_code": ["94117", "10001", "97209", "M5V 2T6", "H2X 1Y4", "9411"],
        "country": ["US", "CA", "Canada", "UK"],
        "size": sorted({v["size"] for v in variants if v["size"]})[:12],
        "color": sorted({v["color"] for v in variants if v["color"]})[:12],
    }
    pools["product_ids"] = pools["product_id"]
    pools["order_item_ids"] = pools["order_item_id"]
    pools["target_list_id"] = pools["list_id"]
    pools["billing_address_id"] = pools["address_id"]
    pools["any"] = [v for values in pools.values() for v in values]
    return pools


def _random_string(rng: random.Random, schema: dict[str, Any], pool: list[str]) -> str:
    fmt = schema.get("format")
    if fmt == "date":
        return rng.choice(["2025-06-13", "2025-06-01", "0001-01-01", "9999-12-31", "2024-02-29"])
    roll = rng.random()
    if roll < 0.7:
        text = rng.choice(pool)
    elif roll < 0.6:
        text = rng.choice(["", " ", "#", "none", "0", "-1", "prd_", "ord_0000"])
    else:
        text = "".join(rng.choice(_TEXT) for _ in range(rng.randint(1, 24)))
    lo, hi = schema.get("minLength", 0), schema.get("maxLength", 200)
    if len(text) < lo:
        text += "x" * (lo - len(text))
    return text[:hi]


def _random_value(rng: random.Random, schema: dict[str, Any], pool: list[str]) -> Any:
    if "anyOf" in schema:
        options = [o for o in schema["anyOf"] if o.get("type") != "null"]
        if options and rng.random() < 0.75:
            return _random_value(rng, rng.choice(options), pool)
        return None
    if "enum" in schema:
        return rng.choice(schema["enum"])
    kind = schema.get("type")
    if kind == "string":
        return _random_string(rng, schema, pool)
    if kind == "integer":
        lo, hi = schema.get("minimum", -50), schema.get("maximum", 3000)
        return rng.choice(
            [lo, hi, min(hi, lo + 1), rng.randint(lo, min(hi, lo + 5)), rng.randint(lo, hi)]
        )
    if kind == "number":
        lo, hi = schema.get("minimum", -1e4), schema.get("maximum", 1e4)
        return rng.choice([lo, hi, rng.uniform(lo, hi), rng.uniform(lo, min(hi, lo + 60))])
    if kind == "boolean":
        return rng.random() < 0.5
    if kind == "array":
        lo = schema.get("minItems", 0)
        hi = min(schema.get("maxItems", 4), lo + 3)
        return [
            _random_value(rng, schema.get("items", {}), pool) for _ in range(rng.randint(lo, hi))
        ]
    return None


def _random_args(rng: random.Random, tool: Tool, pools: dict[str, list[str]]) -> dict[str, Any]:
    props: dict[str, Any] = tool.parameters.get("properties", {})
    required = set(tool.parameters.get("required", []))
    args = {}
    for name, schema in props.items():
        if name in required or rng.random() < 0.5:
            pool = pools.get(name) if rng.random() < 0.85 else None
            args[name] = _random_value(rng, schema, pool or pools["any"])
    return args


@pytest.mark.parametrize("tool_name", [t.name for t in SHOP_TOOLS])
def test_fuzz_only_tool_errors(tool_name: str, seeded: World) -> None:
    world = seeded
    snap = world.snapshot()
    ctx = WorldContext(world)
    if len(world.images) == 0:
        world.images.add_pil(Image.new("RGB", (8, 8), "red"))
    tool = REGISTRY.get(tool_name)
    rng = random.Random(f"fuzz:{tool_name}")
    pools = _pools(world)
    try:
        for _ in range(30):
            args = _random_args(rng, tool, pools)
            try:
                with world.transaction():
                    tool.invoke(ctx, args)
            except ToolError:
                pass
        assert world.integrity_check() == []
    finally:
        world.restore(snap)


# ----------------------------------------------------------------------------- coverage


def test_every_shopping_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    tools = [t.name for t in SHOP_TOOLS]
    assert len(tools) >= 40
    assert [t for t in tools if f'"{t}"' not in source] == []
    known = {t.name for t in shopping.TABLES} | {"contacts"}
    for t in SHOP_TOOLS:
        assert set(t.reads) | set(t.writes) <= known, t.name


# ----------------------------------------------------------------------------- aggregates in SQL


def test_sum_cents_rounds_like_to_cents(ctx: WorldContext) -> None:
    """Amounts with more than 2 decimals round half up from their decimal text, as
    `to_cents` does (SQL's round of the binary value would give 100 for 1.005)."""
    amounts = [(19.99, 3), (1.005, 1), (2.675, 2), (0.125, 5), (1234.5, -1), (0.1, 7)]
    values = " UNION ALL ".join("SELECT ?, ?" for _ in amounts)
    params = [x for pair in amounts for x in pair]
    expected = sum(to_cents(a) * w for a, w in amounts)
    assert sum_cents(ctx.world, values, params) == expected


def test_cart_totals_follow_every_cart_write(ctx: WorldContext) -> None:
    """add_to_cart updates the cached cart totals; they stay what summing the cart gives
    after adds, changes, removals, a rolled-back add and a price change."""
    world = ctx.world

    def summed() -> dict[str, Any]:
        lines = cart_lines(world)
        return CartTotals(
            len(lines), sum(x.quantity for x in lines), sum(x.total_cents for x in lines)
        ).as_dict()

    def counts(res: dict[str, Any]) -> dict[str, Any]:
        return {k: res[k] for k in ("cart_items", "cart_units", "cart_subtotal")}

    p1, p2, p3 = (
        r["id"]
        for r in world.query(
            "SELECT id FROM shop_products WHERE stock_quantity > 5 AND id NOT IN "
            "(SELECT product_id FROM shop_product_variants) ORDER BY rowid LIMIT 3"
        )
    )
    assert counts(call(ctx, "add_to_cart", product_id=p1)) == summed()
    assert counts(call(ctx, "add_to_cart", product_id=p1, quantity=2)) == summed()
    added = call(ctx, "add_to_cart", product_id=p2, quantity=2)
    assert counts(added) == summed()
    call(ctx, "update_cart_item_quantity", cart_item_id=added["added"]["cart_item_id"], quantity=1)
    assert counts(call(ctx, "add_to_cart", product_id=p3)) == summed()
    call(ctx, "remove_from_cart", cart_item_id=added["added"]["cart_item_id"])
    with pytest.raises(ZeroDivisionError), world.transaction():
        call(ctx, "add_to_cart", product_id=p2)
        raise ZeroDivisionError
    assert counts(call(ctx, "add_to_cart", product_id=p3)) == summed()
    world.update("shop_products", p1, {"price": 12.34})
    assert counts(call(ctx, "add_to_cart", product_id=p1)) == summed()
    assert call(ctx, "get_shopping_account")["cart_items"] == summed()["cart_items"]


def test_search_rating_rounds_like_python(ctx: WorldContext) -> None:
    """Keyword-less search filters and sorts on the rounded average in SQL: ties round
    to even and by the stored binary value, as Python's round does (4.25 -> 4.2,
    4.35 -> 4.3), not half up."""
    world = ctx.world
    a, b = (
        r["id"]
        for r in world.query(
            "SELECT id FROM shop_products WHERE id NOT IN (SELECT product_id FROM "
            "shop_reviews) ORDER BY rowid LIMIT 2"
        )
    )
    for product, avg in ((a, 4.25), (b, 4.35)):
        world.update(
            "shop_products",
            product,
            {"brand": "Tiebreak Co", "ratings_average": avg, "ratings_count": 10},
        )

    def found(**args: Any) -> list[tuple[str, float]]:
        res = call(ctx, "search_products", brand="tiebreak co", **args)
        assert res["total_matches"] == len(res["results"])
        return [(r["id"], r["rating"]) for r in res["results"]]

    assert found(min_rating=4.2) == [(a, 4.2), (b, 4.3)]
    assert found(min_rating=4.25) == [(b, 4.3)]
    assert found(min_rating=4.3) == [(b, 4.3)]
    assert found(min_rating=4.35) == []
    assert found(sort_by="avg_customer_review") == [(b, 4.3), (a, 4.2)]
