"""Shopping tools: catalog search, product details, stock, barcodes, reviews, Q&A."""

from __future__ import annotations

from datetime import timedelta
from typing import Annotated, Any, Literal

from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains.shopping.common import (
    EXPEDITED_FEE,
    EXPEDITED_FEE_PRIME,
    availability,
    clean,
    get_product,
    is_prime_member,
    product_summary,
    rating_of,
    resolve_variant,
    seller_name,
    stock_of,
    unit_price_cents,
    variant_label,
    variants_of,
    words,
)
from mmtoolbench.sandbox.domains.shopping.rules import dollars, money, normalize_barcode, to_cents
from mmtoolbench.sandbox.domains.shopping.schema import CATEGORIES, DOMAIN
from mmtoolbench.sandbox.world.state import Row, World

Category = Literal[
    "electronics",
    "kitchen",
    "home",
    "grocery",
    "apparel",
    "toys",
    "books",
    "beauty",
    "sports",
    "office",
    "pet",
]
ProductId = Annotated[str, Field(min_length=1, max_length=64)]
ItemId = Annotated[str, Field(min_length=1, max_length=64)]
OptionText = Annotated[str, Field(max_length=60)]
Price = Annotated[float, Field(ge=0, le=100000)]
Limit = Annotated[int, Field(ge=1, le=50)]

_CATALOG = ("shop_products", "shop_product_variants", "shop_reviews", "shop_sellers")
_ORDERS = ("shop_orders", "shop_order_items")


def _variant_row(product: Row, v: Row) -> dict[str, Any]:
    stock = int(v["stock_quantity"])
    return {
        "variant_id": v["id"],
        "color": v["color"],
        "size": v["size"],
        "label": variant_label(v),
        "price": dollars(unit_price_cents(product, v)),
        "availability": availability(stock),
        "in_stock": stock > 0,
        "sku": v["sku"],
        "barcode": v["barcode"],
    }


def _last_purchase(world: World, product_id: str) -> str | None:
    rows = world.query(
        "SELECT o.placed_at FROM shop_orders o JOIN shop_order_items i ON i.order_id = o.id "
        "WHERE i.product_id = ? AND i.status = 'active' AND o.status != 'cancelled' "
        "ORDER BY o.placed_at DESC LIMIT 1",
        (product_id,),
    )
    return str(rows[0]["placed_at"])[:10] if rows else None


def _bought(world: World, product_id: str) -> bool:
    rows = world.query(
        "SELECT 1 FROM shop_orders o JOIN shop_order_items i ON i.order_id = o.id "
        "WHERE i.product_id = ? AND i.status = 'active' AND o.status IN ('delivered', 'returned') "
        "LIMIT 1",
        (product_id,),
    )
    return bool(rows)


def _search_fields(world: World, product: Row, variants: list[Row]) -> list[tuple[set[str], int]]:
    extra = " ".join(f"{v['color'] or ''} {v['size'] or ''}" for v in variants)
    return [
        (set(words(product["title"])), 3),
        (set(words(product["brand"])), 3),
        (set(words(f"{product['category']} {product['subcategory']}")), 2),
        (
            set(words(" ".join([product["description"], " ".join(product["features"]), extra]))),
            1,
        ),
    ]


def _score(tokens: list[str], fields: list[tuple[set[str], int]]) -> int:
    score = 0
    for token in tokens:
        best = 0
        for vocab, weight in fields:
            if token in vocab or (len(token) >= 3 and any(w.startswith(token) for w in vocab)):
                best = max(best, weight)
        if best == 0:
            return 0
        score += best
    return score


@tool(domain=DOMAIN, reads=_CATALOG)
def search_products(
    ctx: WorldContext,
    query: Annotated[str, Field(max_length=200)] = "",
    category: Category | None = None,
    brand: Annotated[str, Field(max_length=80)] | None = None,
    min_price: Price | None = None,
    max_price: Price | None = None,
    min_rating: Annotated[float, Field(ge=0, le=5)] | None = None,
    in_stock_only: bool = False,
    prime_only: bool = False,
    sort_by: Literal[
        "relevance",
        "price_low_to_high",
        "price_high_to_low",
        "avg_customer_review",
        "best_sellers",
        "newest",
    ] = "relevance",
    limit: Limit = 10,
    offset: Annotated[int, Field(ge=0, le=10000)] = 0,
) -> dict[str, Any]:
    """Search the store catalog by keywords, with filters and sorting.

    Works like the store's search bar and sidebar.

    Every keyword must match the title, brand, category, description, features or an
    option (color/size) of the product. An empty query lists products matching the
    filters. Prices filter on the product's current (lowest) price.

    Args:
        query: Keywords, e.g. "noise canceling headphones", "kong dog toy", "yoga mat".
        category: Only this department.
        brand: Only this brand (exact name, case-insensitive), e.g. "Logitech"; for books
            the author.
        min_price: Lowest price in USD.
        max_price: Highest price in USD.
        min_rating: Minimum average star rating, e.g. 4 for "4 stars & up".
        in_stock_only: Hide products that are currently unavailable.
        prime_only: Only Prime-eligible products (free shipping for Prime members).
        sort_by: Order of results.
        limit: Page size.
        offset: Results to skip, for the next page.

    Returns:
        JSON {"results": [summaries with id, title, brand, price, list_price, rating,
        ratings_count, availability, is_prime, has_variants], "total_matches": n}.
    """
    world = ctx.world
    if min_price is not None and max_price is not None and min_price > max_price:
        raise ToolError(f"min_price {min_price} is above max_price {max_price}")
    tokens = words(query)
    if query.strip() and not tokens:
        raise ToolError(f"the query {query!r} has no searchable words; use product keywords")
    where: dict[str, Any] = {}
    if category:
        where["category"] = category
    if prime_only:
        where["is_prime"] = True
    brand_text = clean(brand)
    hits: list[tuple[int, Row, float, int]] = []
    for p in world.select("shop_products", where or None):
        if brand_text and p["brand"].lower() != brand_text.lower():
            continue
        price = float(p["price"])
        if min_price is not None and price < min_price:
            continue
        if max_price is not None and price > max_price:
            continue
        variants = variants_of(world, p["id"]) if p["stock_quantity"] is None else []
        score = 1
        if tokens:
            score = _score(tokens, _search_fields(world, p, variants))
            if score == 0:
                continue
        if in_stock_only and stock_of(world, p, None) <= 0:
            continue
        avg, count = rating_of(world, p)
        if min_rating is not None and avg < min_rating:
            continue
        hits.append((score, p, avg, count))
    if (
        brand_text
        and not hits
        and not any(p["brand"].lower() == brand_text.lower() for p in world.select("shop_products"))
    ):
        raise ToolError(
            f"no brand called {brand_text!r} in the catalog; leave brand empty and put it in the "
            "query instead"
        )
    keys = {
        "relevance": lambda h: (-h[0], -h[3]),
        "price_low_to_high": lambda h: (h[1]["price"], -h[0]),
        "price_high_to_low": lambda h: (-h[1]["price"], -h[0]),
        "avg_customer_review": lambda h: (-h[2], -h[3]),
        "best_sellers": lambda h: (-h[3], -h[0]),
        "newest": lambda h: (_neg_date(h[1]["date_first_available"]), -h[0]),
    }
    hits.sort(key=keys[sort_by])
    page = hits[offset : offset + limit]
    return {
        "results": [product_summary(world, h[1]) for h in page],
        "total_matches": len(hits),
        "offset": offset,
    }


def _neg_date(text: str) -> int:
    try:
        y, m, d = (int(x) for x in text.split("-"))
    except ValueError:
        return 0
    return -(y * 10000 + m * 100 + d)


@tool(domain=DOMAIN, reads=(*_CATALOG, "shop_questions", *_ORDERS))
def get_product_details(ctx: WorldContext, product_id: ProductId) -> dict[str, Any]:
    """Get a product's page.

    Price, rating, availability, description, feature bullets, seller, shipping and return
    policy, barcode, photo caption, and its size/color options with their own ids, prices
    and stock.

    Args:
        product_id: Product id, e.g. "prd_0042" (from search_products).
    """
    world = ctx.world
    p = get_product(world, product_id)
    out = product_summary(world, p)
    seller = world.get_or_none("shop_sellers", p["seller_id"])
    window = int(p["return_window_days"])
    out.update(
        {
            "subcategory": p["subcategory"],
            "description": p["description"],
            "features": p["features"],
            "seller": {
                "id": p["seller_id"],
                "name": seller["name"] if seller else None,
                "ships_from": seller["ships_from"] if seller else None,
                "positive_feedback_pct": seller["positive_feedback_pct"] if seller else None,
            },
            "standard_shipping_days": p["shipping_days"],
            "return_policy": f"Returnable within {window} days of delivery"
            if window > 0
            else "Not returnable",
            "max_per_order": p["max_per_order"],
            "barcode": p["barcode"],
            "image_caption": p["image_caption"],
            "date_first_available": p["date_first_available"],
            "written_reviews": world.count("shop_reviews", {"product_id": p["id"]}),
            "questions": world.count("shop_questions", {"product_id": p["id"]}),
            "last_purchased": _last_purchase(world, p["id"]),
        }
    )
    if p["stock_quantity"] is None:
        out["variants"] = [_variant_row(p, v) for v in variants_of(world, p["id"])]
    else:
        out["stock_quantity"] = p["stock_quantity"]
    return out


@tool(domain=DOMAIN, reads=_CATALOG)
def compare_products(
    ctx: WorldContext,
    product_ids: Annotated[list[ProductId], Field(min_length=2, max_length=5)],
) -> dict[str, Any]:
    """Compare 2 to 5 products side by side.

    Shows price, rating, availability, Prime, shipping days, return window, seller, options
    and features.

    Args:
        product_ids: Product ids, e.g. ["prd_0001", "prd_0003"] (from search_products).

    Returns:
        JSON {"products": [one entry per product, in the given order], "cheapest": id,
        "highest_rated": id}.
    """
    world = ctx.world
    ids = list(dict.fromkeys(pid.strip() for pid in product_ids))
    if len(ids) < 2:
        raise ToolError("give at least two different product ids to compare")
    rows = [get_product(world, pid) for pid in ids]
    entries = []
    for p in rows:
        s = product_summary(world, p)
        variants = variants_of(world, p["id"])
        entries.append(
            {
                **s,
                "shipping_days": p["shipping_days"],
                "return_window_days": p["return_window_days"],
                "seller": seller_name(world, p["seller_id"]),
                "options": sorted({variant_label(v) or "" for v in variants}) if variants else [],
                "features": p["features"],
            }
        )
    cheapest = min(entries, key=lambda e: e["price"])
    best = max(entries, key=lambda e: (e["rating"], e["ratings_count"]))
    return {"products": entries, "cheapest": cheapest["id"], "highest_rated": best["id"]}


@tool(domain=DOMAIN, reads=("shop_products", "shop_product_variants"))
def list_product_variants(
    ctx: WorldContext, product_id: ProductId, in_stock_only: bool = False
) -> dict[str, Any]:
    """List the size/color options of a product with their variant ids, prices and availability.

    Use the variant id (or size and color) when adding to the cart.

    Args:
        product_id: Product id, e.g. "prd_0042" (from search_products).
        in_stock_only: Only options that can be ordered now.

    Returns:
        JSON {"product_id", "title", "colors": [...], "sizes": [...], "variants": [...]}; the
        lists are empty for a product without options.
    """
    world = ctx.world
    p = get_product(world, product_id)
    variants = variants_of(world, p["id"])
    shown = [v for v in variants if not in_stock_only or v["stock_quantity"] > 0]
    return {
        "product_id": p["id"],
        "title": p["title"],
        "colors": list(dict.fromkeys(v["color"] for v in variants if v["color"])),
        "sizes": list(dict.fromkeys(v["size"] for v in variants if v["size"])),
        "variants": [_variant_row(p, v) for v in shown],
    }


@tool(domain=DOMAIN, reads=("shop_products", "shop_product_variants", "shop_account"))
def check_product_stock(
    ctx: WorldContext,
    product_id: ProductId,
    variant_id: ItemId | None = None,
    size: OptionText | None = None,
    color: OptionText | None = None,
    quantity: Annotated[int, Field(ge=1, le=999)] = 1,
) -> dict[str, Any]:
    """Check whether a product (or one size/color) can be ordered, and when it would arrive.

    For a product with options, give variant_id or size/color; without them the total
    over all options is reported.

    Args:
        product_id: Product id, e.g. "prd_0042".
        variant_id: Variant id, e.g. "pv_0013" (from list_product_variants).
        size: Size/capacity option, e.g. "10", "M", "Queen".
        color: Color option, e.g. "Black".
        quantity: How many units you want.

    Returns:
        Availability, units in stock, whether the quantity can be ordered (and why
        not), the purchase limit and delivery dates for standard and expedited shipping.
    """
    world = ctx.world
    p = get_product(world, product_id)
    variant = None
    if p["stock_quantity"] is not None or clean(variant_id) or clean(size) or clean(color):
        variant = resolve_variant(world, p, variant_id, size, color)
    stock = stock_of(world, p, variant)
    problem = None
    if stock <= 0:
        problem = "currently unavailable"
    elif quantity > stock:
        problem = f"only {stock} in stock"
    elif quantity > p["max_per_order"]:
        problem = f"limit of {p['max_per_order']} per order"
    if p["stock_quantity"] is None and variant is None and problem is None:
        problem = "choose a size/color option to order"
    today = ctx.clock.today()
    days = int(p["shipping_days"])
    fast = min(days, 1 if p["is_prime"] else 2)
    prime = is_prime_member(world)
    return {
        "product_id": p["id"],
        "title": p["title"],
        "variant": {"variant_id": variant["id"], "label": variant_label(variant)}
        if variant
        else None,
        "availability": availability(stock),
        "units_in_stock": stock,
        "quantity_requested": quantity,
        "can_order": problem is None,
        "problem": problem,
        "max_per_order": p["max_per_order"],
        "standard_delivery": (today + timedelta(days=days)).isoformat(),
        "standard_shipping": "FREE with Prime"
        if prime and p["is_prime"]
        else "FREE on orders over $35, else $5.99",
        "expedited_delivery": (today + timedelta(days=fast)).isoformat(),
        "expedited_fee": money(EXPEDITED_FEE_PRIME if prime else EXPEDITED_FEE),
    }


@tool(domain=DOMAIN, reads=("shop_products", "shop_product_variants", "shop_reviews"))
def search_products_by_barcode(
    ctx: WorldContext, barcode: Annotated[str, Field(min_length=1, max_length=40)]
) -> dict[str, Any]:
    """Find the product with a given barcode (UPC, EAN or ISBN).

    Use it with the digits read from a photo of a package or a book's back cover.

    Accepts the digits under the bars: UPC-A (12 digits), EAN-13 / ISBN-13 (13 digits) or
    an ISBN-10. The check digit is verified, so a misread digit is reported instead of
    matching the wrong product.

    Args:
        barcode: The barcode digits, e.g. "012345678905" or "978-0-593-13520-4".

    Returns:
        JSON {"barcode": the barcode as printed in the catalog, "product": summary, "variant":
        the matching size/color option or null}.
    """
    world = ctx.world
    code = normalize_barcode(barcode)
    for p in world.select("shop_products"):
        if p["barcode"] and _gtin(p["barcode"]) == code:
            return {"barcode": p["barcode"], "product": product_summary(world, p), "variant": None}
    for v in world.select("shop_product_variants"):
        if _gtin(v["barcode"]) == code:
            p = world.get("shop_products", v["product_id"])
            return {
                "barcode": v["barcode"],
                "product": product_summary(world, p),
                "variant": _variant_row(p, v),
            }
    raise ToolError(
        f"no product in the catalog has barcode {code}; check the digits, or search by name "
        "with search_products"
    )


def _gtin(stored: str) -> str:
    digits = "".join(ch for ch in stored if ch.isdigit())
    return digits.rjust(13, "0")


@tool(domain=DOMAIN, reads=("shop_products",))
def list_product_categories(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the store's departments (categories) with subcategories, counts, prices and brands.

    Use the category names in search_products.
    """
    world = ctx.world
    out = []
    for cat in CATEGORIES:
        rows = world.select("shop_products", {"category": cat})
        if not rows:
            continue
        brands: dict[str, int] = {}
        for r in rows:
            brands[r["brand"]] = brands.get(r["brand"], 0) + 1
        out.append(
            {
                "category": cat,
                "product_count": len(rows),
                "subcategories": sorted({r["subcategory"] for r in rows}),
                "price_range": f"{money(min(to_cents(r['price']) for r in rows))} - "
                f"{money(max(to_cents(r['price']) for r in rows))}",
                "top_brands": [b for b, _ in sorted(brands.items(), key=lambda kv: -kv[1])[:6]],
            }
        )
    return out


# ----------------------------------------------------------------------------- reviews


def _review_out(r: Row) -> dict[str, Any]:
    return {
        "review_id": r["id"],
        "product_id": r["product_id"],
        "author": r["author_name"],
        "is_mine": r["is_mine"],
        "rating": r["rating"],
        "title": r["title"],
        "body": r["body"],
        "image_ids": r["image_ids"],
        "verified_purchase": r["verified_purchase"],
        "helpful_count": r["helpful_count"],
        "created_at": r["created_at"],
        "updated_at": r["updated_at"],
    }


@tool(domain=DOMAIN, reads=("shop_products", "shop_reviews"))
def list_product_reviews(
    ctx: WorldContext,
    product_id: ProductId,
    stars: Annotated[int, Field(ge=1, le=5)] | None = None,
    with_photos_only: bool = False,
    verified_only: bool = False,
    sort_by: Literal["most_helpful", "newest", "highest_rating", "lowest_rating"] = "most_helpful",
    limit: Limit = 10,
) -> dict[str, Any]:
    """Read the written customer reviews of a product, with a star histogram.

    Args:
        product_id: Product id, e.g. "prd_0042".
        stars: Only reviews with exactly this many stars.
        with_photos_only: Only reviews with customer photos (image ids you can look at).
        verified_only: Only verified purchases.
        sort_by: Order of reviews.
        limit: Maximum number of reviews.

    Returns:
        JSON {"product_id", "title", "rating", "ratings_count", "histogram": {"5": n, ...} of
        written reviews, "total_matches", "reviews": [...]}.
    """
    world = ctx.world
    p = get_product(world, product_id)
    rows = world.select("shop_reviews", {"product_id": p["id"]})
    histogram = {str(s): sum(1 for r in rows if r["rating"] == s) for s in range(5, 0, -1)}
    shown = [
        r
        for r in rows
        if (stars is None or r["rating"] == stars)
        and (not with_photos_only or r["image_ids"])
        and (not verified_only or r["verified_purchase"])
    ]
    keys = {
        "most_helpful": lambda r: (-r["helpful_count"], r["created_at"]),
        "newest": lambda r: (_neg_text(r["created_at"]),),
        "highest_rating": lambda r: (-r["rating"], -r["helpful_count"]),
        "lowest_rating": lambda r: (r["rating"], -r["helpful_count"]),
    }
    shown.sort(key=keys[sort_by])
    avg, count = rating_of(world, p)
    return {
        "product_id": p["id"],
        "title": p["title"],
        "rating": avg,
        "ratings_count": count,
        "histogram": histogram,
        "total_matches": len(shown),
        "reviews": [_review_out(r) for r in shown[:limit]],
    }


def _neg_text(text: str) -> tuple[int, ...]:
    return tuple(-ord(ch) for ch in text)


@tool(domain=DOMAIN, reads=("shop_reviews", "shop_products"))
def list_my_product_reviews(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the reviews the owner has written (newest first), with the product titles."""
    world = ctx.world
    rows = world.select("shop_reviews", {"is_mine": True}, order_by="created_at DESC")
    out = []
    for r in rows:
        p = world.get_or_none("shop_products", r["product_id"])
        out.append({**_review_out(r), "product_title": p["title"] if p else None})
    return out


def _check_images(ctx: WorldContext, image_ids: list[str]) -> list[str]:
    ids = list(dict.fromkeys(i.strip() for i in image_ids))
    if len(ids) > 5:
        raise ToolError("a review can have at most 5 photos")
    for image_id in ids:
        ctx.images.get(image_id)
    return ids


ImageIds = Annotated[list[Annotated[str, Field(min_length=1, max_length=64)]], Field(max_length=10)]
Stars = Annotated[int, Field(ge=1, le=5)]
ReviewTitle = Annotated[str, Field(min_length=1, max_length=150)]
ReviewBody = Annotated[str, Field(min_length=1, max_length=5000)]


def _text(value: str, what: str) -> str:
    text = value.strip()
    if not text:
        raise ToolError(f"the review {what} is empty")
    return text


@tool(
    domain=DOMAIN,
    reads=("shop_products", "shop_reviews", *_ORDERS),
    writes=("shop_reviews",),
)
def write_product_review(
    ctx: WorldContext,
    product_id: ProductId,
    rating: Stars,
    headline: ReviewTitle,
    body: ReviewBody,
    image_ids: ImageIds | None = None,
) -> dict[str, Any]:
    """Write a customer review of a product, optionally with photos.

    One review per product: to change an existing one use update_product_review. The review
    is marked "Verified Purchase" when the owner received the product in an order.

    Args:
        product_id: Product id, e.g. "prd_0042" (from search_products or an order).
        rating: 1 to 5 stars.
        headline: Review title, e.g. "Great for small kitchens".
        body: The review text.
        image_ids: Up to 5 photo image ids to attach, e.g. ["img_3"].

    Returns:
        The new review with its review id.
    """
    world = ctx.world
    p = get_product(world, product_id)
    existing = world.select("shop_reviews", {"product_id": p["id"], "is_mine": True})
    if existing:
        raise ToolError(
            f"you already reviewed {p['title']} ({existing[0]['id']}); change it with "
            "update_product_review"
        )
    head, text = _text(headline, "headline"), _text(body, "text")
    images = _check_images(ctx, image_ids or [])
    owner = ctx.owner
    author = (
        f"{owner.first_name} {owner.last_name[:1]}.".strip()
        if owner.last_name
        else owner.first_name
    )
    row = world.insert(
        "shop_reviews",
        {
            "product_id": p["id"],
            "author_name": author,
            "is_mine": True,
            "rating": rating,
            "title": head,
            "body": text,
            "image_ids": images,
            "verified_purchase": _bought(world, p["id"]),
            "created_at": ctx.clock.now(),
        },
    )
    return {**_review_out(row), "product_title": p["title"]}


def _my_review(ctx: WorldContext, review_id: str) -> Row:
    r = ctx.world.get("shop_reviews", review_id.strip())
    if not r["is_mine"]:
        raise ToolError(
            f"review {r['id']} was written by {r['author_name']}; you can only change your own "
            "reviews (see list_my_product_reviews)"
        )
    return r


@tool(domain=DOMAIN, reads=("shop_reviews",), writes=("shop_reviews",))
def update_product_review(
    ctx: WorldContext,
    review_id: ItemId,
    rating: Stars | None = None,
    headline: Annotated[str, Field(max_length=150)] | None = None,
    body: Annotated[str, Field(max_length=5000)] | None = None,
    image_ids: ImageIds | None = None,
) -> dict[str, Any]:
    """Edit one of the owner's reviews: stars, headline, text and/or photos.

    Give only what changes; image_ids replaces the photo list ([] removes all photos).

    Args:
        review_id: Review id, e.g. "rvw_0061" (from list_my_product_reviews).
        rating: New star rating, 1 to 5.
        headline: New review title.
        body: New review text.
        image_ids: New list of photo image ids.
    """
    r = _my_review(ctx, review_id)
    changes: dict[str, Any] = {}
    if rating is not None and rating != r["rating"]:
        changes["rating"] = rating
    if headline is not None and _text(headline, "headline") != r["title"]:
        changes["title"] = headline.strip()
    if body is not None and _text(body, "text") != r["body"]:
        changes["body"] = body.strip()
    if image_ids is not None:
        images = _check_images(ctx, image_ids)
        if images != r["image_ids"]:
            changes["image_ids"] = images
    if not changes:
        raise ToolError(
            f"nothing to change in review {r['id']}: give a different rating, headline, body "
            "or image_ids"
        )
    changes["updated_at"] = ctx.clock.now()
    return _review_out(ctx.world.update("shop_reviews", r["id"], changes))


@tool(domain=DOMAIN, reads=("shop_reviews",), writes=("shop_reviews",))
def delete_product_review(ctx: WorldContext, review_id: ItemId) -> dict[str, Any]:
    """Delete one of the owner's reviews.

    Args:
        review_id: Review id, e.g. "rvw_0061" (from list_my_product_reviews).
    """
    r = _my_review(ctx, review_id)
    ctx.world.delete("shop_reviews", r["id"])
    return {"deleted_review_id": r["id"], "product_id": r["product_id"], "title": r["title"]}


# ----------------------------------------------------------------------------- Q&A


def _question_out(world: World, q: Row) -> dict[str, Any]:
    answers = world.select("shop_answers", {"question_id": q["id"]}, order_by="helpful_count DESC")
    return {
        "question_id": q["id"],
        "question": q["question"],
        "asked_by": q["asked_by"],
        "is_mine": q["is_mine"],
        "asked_at": q["asked_at"],
        "answers": [
            {
                "answer_id": a["id"],
                "body": a["body"],
                "answered_by": a["answered_by"],
                "is_seller": a["is_seller"],
                "is_mine": a["is_mine"],
                "helpful_count": a["helpful_count"],
                "answered_at": a["answered_at"],
            }
            for a in answers
        ],
    }


@tool(domain=DOMAIN, reads=("shop_products", "shop_questions", "shop_answers"))
def list_product_questions(
    ctx: WorldContext,
    product_id: ProductId,
    query: Annotated[str, Field(max_length=200)] = "",
) -> dict[str, Any]:
    """Read the customer questions and answers of a product.

    Optionally only those containing some words.

    Args:
        product_id: Product id, e.g. "prd_0042".
        query: Words the question or an answer must contain, e.g. "size".

    Returns:
        JSON {"product_id", "title", "questions": [{question_id, question, answers: [...]}]}.
    """
    world = ctx.world
    p = get_product(world, product_id)
    tokens = words(query)
    out = []
    for q in world.select("shop_questions", {"product_id": p["id"]}, order_by="asked_at DESC"):
        entry = _question_out(world, q)
        if tokens:
            vocab = set(words(q["question"] + " " + " ".join(a["body"] for a in entry["answers"])))
            if not all(t in vocab for t in tokens):
                continue
        out.append(entry)
    return {"product_id": p["id"], "title": p["title"], "questions": out}


@tool(domain=DOMAIN, reads=("shop_products", "shop_questions"), writes=("shop_questions",))
def ask_product_question(
    ctx: WorldContext,
    product_id: ProductId,
    question: Annotated[str, Field(min_length=1, max_length=1000)],
) -> dict[str, Any]:
    """Ask a public question about a product (answered later by the seller or buyers).

    Args:
        product_id: Product id, e.g. "prd_0042".
        question: The question, e.g. "Does it fit a 30 lb dog?".
    """
    world = ctx.world
    p = get_product(world, product_id)
    text = question.strip()
    if len(text) < 5:
        raise ToolError("the question is too short; ask a full question")
    for q in world.select("shop_questions", {"product_id": p["id"], "is_mine": True}):
        if q["question"].strip().lower() == text.lower():
            raise ToolError(f"you already asked this question ({q['id']})")
    owner = ctx.owner
    row = world.insert(
        "shop_questions",
        {
            "product_id": p["id"],
            "question": text,
            "asked_by": f"{owner.first_name} {owner.last_name[:1]}.".strip(),
            "is_mine": True,
            "asked_at": ctx.clock.now(),
        },
    )
    return {**_question_out(world, row), "product_id": p["id"]}


@tool(
    domain=DOMAIN,
    reads=("shop_questions", "shop_answers", *_ORDERS),
    writes=("shop_answers",),
)
def answer_product_question(
    ctx: WorldContext,
    question_id: ItemId,
    answer: Annotated[str, Field(min_length=1, max_length=2000)],
) -> dict[str, Any]:
    """Answer a customer question about a product the owner has received (only buyers can answer).

    Args:
        question_id: Question id, e.g. "pq_0004" (from list_product_questions).
        answer: The answer text.
    """
    world = ctx.world
    q = world.get("shop_questions", question_id.strip())
    text = answer.strip()
    if not text:
        raise ToolError("the answer is empty")
    if not _bought(world, q["product_id"]):
        raise ToolError(
            "only customers who received this product can answer questions about it; you have "
            "no delivered order of it"
        )
    if world.count("shop_answers", {"question_id": q["id"], "is_mine": True}):
        raise ToolError(f"you already answered question {q['id']}")
    owner = ctx.owner
    world.insert(
        "shop_answers",
        {
            "question_id": q["id"],
            "body": text,
            "answered_by": f"{owner.first_name} {owner.last_name[:1]}.".strip(),
            "is_mine": True,
            "answered_at": ctx.clock.now(),
        },
    )
    return _question_out(world, q)
