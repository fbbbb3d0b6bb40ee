"""Shopping: an Amazon-style store.

Catalog search and barcode lookup, product pages, reviews and Q&A, cart and "saved for
later", wish lists, checkout (place order, buy now), order history, tracking,
cancellations, returns and refunds, "buy again", shipping addresses, payment cards, gift
cards and promo codes.

The tools are defined here; the package's modules hold the rest: `schema` (tables),
`rules` (money, sales tax, postal codes, card numbers, barcodes), `catalog_data` (the
hand-written catalog tables), `common` (world helpers shared by tools and seed) and
`seed`.
"""

from __future__ import annotations

import hashlib
from datetime import date, datetime, time, timedelta
from typing import Annotated, Any, Literal

from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains._common import count_and_page, normalize_phone
from mmtoolbench.sandbox.domains.shopping.common import (
    EXPEDITED_FEE,
    EXPEDITED_FEE_PRIME,
    CheckoutLine,
    Quote,
    address_line,
    availability,
    card_expired,
    card_label,
    cart_lines,
    cart_rows,
    cart_totals,
    cart_totals_after_add,
    clean,
    default_row,
    find_promo,
    get_order,
    get_product,
    gift_card_balance_cents,
    is_prime_member,
    issue_refund,
    item_refund_cents,
    line_of,
    net_paid,
    product_and_variant,
    product_summary,
    promo_eligible_cents,
    promo_problem,
    quote,
    rating_of,
    resolve_variant,
    returned_quantity,
    seller_name,
    ship_to,
    stock_of,
    unit_price_cents,
    variant_label,
    variants_of,
    words,
)
from mmtoolbench.sandbox.domains.shopping.rules import (
    card_brand,
    card_digits,
    dollars,
    luhn_valid,
    money,
    normalize_barcode,
    normalize_code,
    normalize_country,
    normalize_postal_code,
    normalize_state,
    order_number,
    tax_rate,
    to_cents,
)
from mmtoolbench.sandbox.domains.shopping.schema import (
    ACCOUNT_ID,
    CATEGORIES,
    RETURN_REASONS,
)
from mmtoolbench.sandbox.domains.shopping.schema import DOMAIN as DOMAIN
from mmtoolbench.sandbox.domains.shopping.schema import REQUIRES as REQUIRES
from mmtoolbench.sandbox.domains.shopping.schema import TABLES as TABLES
from mmtoolbench.sandbox.domains.shopping.seed import seed as seed
from mmtoolbench.sandbox.world.search import Source
from mmtoolbench.sandbox.world.search import candidates as search_candidates
from mmtoolbench.sandbox.world.state import Row, World

_STOCK_TABLES = ("shop_products", "shop_product_variants")


# =============================================================================
# catalog, reviews, Q&A
# =============================================================================

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


class _Field:
    """Searched text of a product with its weight; its words are split on first use."""

    __slots__ = ("_vocab", "folded", "text", "weight")

    def __init__(self, text: str, weight: int) -> None:
        self.text = text
        self.weight = weight
        # What `words` splits: every word it yields is a substring of this.
        self.folded = text.lower().replace("'", "")
        self._vocab: set[str] | None = None

    def matches(self, token: str) -> bool:
        """Whether ``token`` is one of the words or (3+ letters) starts one."""
        if token not in self.folded:
            return False
        if self._vocab is None:
            self._vocab = set(words(self.text))
        vocab = self._vocab
        return token in vocab or (len(token) >= 3 and any(w.startswith(token) for w in vocab))


def _search_fields(world: World, product: Row, variants: list[Row]) -> list[_Field]:
    """The product's searched fields, heaviest first."""
    extra = " ".join(f"{v['color'] or ''} {v['size'] or ''}" for v in variants)
    return [
        _Field(product["title"], 3),
        _Field(product["brand"], 3),
        _Field(f"{product['category']} {product['subcategory']}", 2),
        _Field(" ".join([product["description"], " ".join(product["features"]), extra]), 1),
    ]


def _score(tokens: list[str], fields: list[_Field]) -> int:
    """Sum over the tokens of the heaviest field each matches (0 if one matches none)."""
    score = 0
    for token in tokens:
        best = 0
        for field in fields:  # heaviest first: a lighter field cannot do better
            if field.weight <= best:
                break
            if field.matches(token):
                best = field.weight
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
    brand_text = clean(brand)
    if not tokens:
        hits_page, total = _browse_products(
            world,
            category=category,
            brand=brand_text,
            min_price=min_price,
            max_price=max_price,
            min_rating=min_rating,
            in_stock_only=in_stock_only,
            prime_only=prime_only,
            sort_by=sort_by,
            limit=limit,
            offset=offset,
        )
        if brand_text and total == 0:
            _check_brand(world, brand_text)
        return {
            "results": [product_summary(world, p) for p in hits_page],
            "total_matches": total,
            "offset": offset,
        }
    where: dict[str, Any] = {}
    if category:
        where["category"] = category
    if prime_only:
        where["is_prime"] = True
    hits: list[tuple[int, Row, float, int]] = []
    # The full-text indexes narrow to products whose text may hold every token (a
    # token matches a word it starts, so it occurs in the text); `_score` decides.
    sources = [Source("shop_products"), Source("shop_product_variants", key="product_id")]
    narrowed = search_candidates(world, tokens, sources)
    if narrowed is None:  # only words of 1-2 letters: narrowed by a substring test in SQL
        narrowed = _products_containing(world, tokens)
    where["id"] = sorted(narrowed)
    rows = (
        world.select_by_key("shop_products", "brand", brand_text.lower(), where)
        if brand_text
        else world.select("shop_products", where)
    )
    for p in rows:
        if brand_text and p["brand"].lower() != brand_text.lower():
            continue
        price = float(p["price"])
        if min_price is not None and price < min_price:
            continue
        if max_price is not None and price > max_price:
            continue
        variants = variants_of(world, p["id"]) if p["stock_quantity"] is None else []
        score = _score(tokens, _search_fields(world, p, variants))
        if score == 0:
            continue
        if in_stock_only and stock_of(world, p, None) <= 0:
            continue
        avg, count = rating_of(world, p)
        if min_rating is not None and avg < min_rating:
            continue
        hits.append((score, p, avg, count))
    if brand_text and not hits:
        _check_brand(world, brand_text)
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
        "results": [product_summary(world, h[1], rating=(h[2], h[3])) for h in page],
        "total_matches": len(hits),
        "offset": offset,
    }


def _check_brand(world: World, brand: str) -> None:
    """Raise the unknown-brand error when no product has this brand."""
    if not world.select_by_key("shop_products", "brand", brand.lower(), limit=1):
        raise ToolError(
            f"no brand called {brand!r} in the catalog; leave brand empty and put it in the "
            "query instead"
        )


_FOLDED = "replace(lower({}), '''', '')"
_PRODUCT_TEXT = _FOLDED.format(
    "p.title || ' ' || p.brand || ' ' || p.category || ' ' || p.subcategory || ' ' || "
    "p.description || ' ' || p.features"
)
_VARIANT_TEXT = _FOLDED.format("COALESCE(v.color, '') || ' ' || COALESCE(v.size, '')")


def _products_containing(world: World, tokens: list[str]) -> set[str]:
    """Ids of the products whose searched text (folded as `words` folds it) contains
    every token, tested in the database: a superset of the products `_score` matches."""
    terms = " AND ".join(
        f"(instr({_PRODUCT_TEXT}, ?) > 0 OR EXISTS (SELECT 1 FROM shop_product_variants v "
        f"WHERE v.product_id = p.id AND instr({_VARIANT_TEXT}, ?) > 0))"
        for _ in tokens
    )
    params = [t for t in tokens for _ in range(2)]
    return {r["id"] for r in world.query(f"SELECT p.id FROM shop_products p WHERE {terms}", params)}


#: Written reviews of a product: their number and the sum of their stars.
_REVIEW_N = "COALESCE(rv.n, 0)"
_REVIEW_SUM = "COALESCE(rv.stars, 0)"
#: Products with their written reviews' number and stars (``rv``), joined once.
_WITH_REVIEWS = (
    "shop_products p LEFT JOIN (SELECT product_id, COUNT(*) AS n, SUM(rating) AS stars "
    "FROM shop_reviews GROUP BY product_id) rv ON rv.product_id = p.id"
)
#: Ten times the average rating as `rating_of` computes it, before rounding.
_RATING_X10 = (
    f"((p.ratings_average * p.ratings_count + {_REVIEW_SUM}) / (p.ratings_count + {_REVIEW_N}))"
    " * 10"
)


def _browse_products(
    world: World,
    *,
    category: str | None,
    brand: str | None,
    min_price: float | None,
    max_price: float | None,
    min_rating: float | None,
    in_stock_only: bool,
    prime_only: bool,
    sort_by: str,
    limit: int,
    offset: int,
) -> tuple[list[Row], int]:
    """`search_products` without keywords, filtered, sorted and paged in the database.

    Returns the page's products and the number of matches. The rating filter and sort
    use the rounded average of `rating_of`: rounded in SQL where the tenths are not near
    a tie (SQL rounds ties away from zero, Python to even and by the exact binary
    value), and in Python for the few averages near one.
    """
    terms: list[str] = []
    params: list[Any] = []
    if category:
        terms.append("p.category = ?")
        params.append(category)
    if prime_only:
        terms.append("p.is_prime = 1")
    if brand:
        terms.append("key_shop_products_brand(p.brand) = ?")
        params.append(brand.lower())
    if min_price is not None:
        terms.append("p.price >= ?")
        params.append(float(min_price))
    if max_price is not None:
        terms.append("p.price <= ?")
        params.append(float(max_price))
    if sort_by == "price_high_to_low":
        # The price range again on the neg_price key, which orders the page.
        if min_price is not None:
            terms.append("key_shop_products_neg_price(p.price) <= ?")
            params.append(-float(min_price))
        if max_price is not None:
            terms.append("key_shop_products_neg_price(p.price) >= ?")
            params.append(-float(max_price))
    if in_stock_only:
        terms.append(
            "COALESCE(p.stock_quantity, (SELECT COALESCE(SUM(v.stock_quantity), 0) "
            "FROM shop_product_variants v WHERE v.product_id = p.id)) > 0"
        )
    count = f"(p.ratings_count + {_REVIEW_N})"
    rating = "0.0"
    overrides: list[Any] = []
    if min_rating is not None or sort_by == "avg_customer_review":
        where = f" WHERE {' AND '.join(terms)}" if terms else ""
        near = world.query(
            f"SELECT p.id, x FROM (SELECT p.id, {_RATING_X10} AS x FROM {_WITH_REVIEWS}"
            f"{where}) p WHERE x IS NOT NULL AND abs(x - floor(x) - 0.5) < 1e-6",
            params,
        )
        for row in near:
            product = world.get("shop_products", row["id"])
            overrides += [row["id"], rating_of(world, product)[0]]
        x10 = _RATING_X10
        rounded = f"(floor({x10} + 0.5) / 10.0)"
        if overrides:
            cases = " ".join("WHEN ? THEN ?" for _ in range(len(overrides) // 2))
            rounded = f"(CASE p.id {cases} ELSE {rounded} END)"
        rating = f"COALESCE({rounded}, 0.0)"
    if min_rating is not None:
        terms.append(f"{rating} >= ?")
    where = f" WHERE {' AND '.join(terms)}" if terms else ""
    filter_params = list(params)
    if min_rating is not None:
        filter_params += [*overrides, float(min_rating)]
    order = {
        "relevance": f"{count} DESC",
        "price_low_to_high": "p.price ASC",
        # The same order as "p.price DESC, p.rowid", read in the neg_price key index.
        "price_high_to_low": "key_shop_products_neg_price(p.price)",
        "avg_customer_review": f"{rating} DESC, {count} DESC",
        "best_sellers": f"{count} DESC",
        "newest": "p.date_first_available DESC",
    }[sort_by]
    source = _WITH_REVIEWS if min_rating is not None else "shop_products p"
    count_sql = f"SELECT COUNT(*) AS n FROM {source}{where}"
    # Kept until the catalog or its reviews are written (a count reads every match).
    counted = world.derived(
        f"shopping.browse_count {count_sql} {filter_params!r}",
        _BROWSE_TABLES,
        lambda: int(world.query(count_sql, filter_params)[0]["n"]),
    )
    order_params = overrides if sort_by == "avg_customer_review" else []
    candidates = ""
    candidate_params: list[Any] = []
    if sort_by in ("relevance", "best_sellers") and min_rating is None:
        # The page is among the first offset + limit products without written reviews
        # by ratings_count (their count; read in its index) and the reviewed ones.
        unreviewed = " AND ".join([*terms, "p.id NOT IN (SELECT product_id FROM shop_reviews)"])
        reviewed = " AND ".join([*terms, "p.id IN (SELECT product_id FROM shop_reviews)"])
        candidates = (
            " AND p.rowid IN (SELECT r FROM (SELECT p.rowid AS r FROM shop_products p "
            f"WHERE {unreviewed} ORDER BY key_shop_products_neg_ratings(p.ratings_count), "
            "p.rowid LIMIT ?) "
            f"UNION ALL SELECT p.rowid FROM shop_products p WHERE {reviewed})"
        )
        candidate_params = [*params, offset + limit, *params]
    page_where = where + candidates if where else (" WHERE 1" + candidates if candidates else "")
    page = world.query(
        f"SELECT p.* FROM {_WITH_REVIEWS}{page_where} ORDER BY {order}, p.rowid LIMIT ? OFFSET ?",
        [*filter_params, *candidate_params, *order_params, limit, offset],
        table="shop_products",
    )
    return page, counted


#: Tables `_browse_products` reads.
_BROWSE_TABLES = ("shop_products", "shop_product_variants", "shop_reviews")


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
        # Aggregated in the database: count, price range, subcategories, and the six
        # most common brands (ties in order of first appearance).
        (stats,) = world.query(
            "SELECT COUNT(*) AS n, MIN(price) AS lo, MAX(price) AS hi FROM shop_products "
            "WHERE category = ?",
            (cat,),
        )
        if not stats["n"]:
            continue
        subs = world.query(
            "SELECT DISTINCT subcategory FROM shop_products WHERE category = ? "
            "ORDER BY subcategory",
            (cat,),
        )
        brands = world.query(
            "SELECT brand, COUNT(*) AS n, MIN(rowid) AS first FROM shop_products "
            "WHERE category = ? GROUP BY brand ORDER BY n DESC, first LIMIT 6",
            (cat,),
        )
        out.append(
            {
                "category": cat,
                "product_count": int(stats["n"]),
                "subcategories": [r["subcategory"] for r in subs],
                "price_range": f"{money(to_cents(stats['lo']))} - {money(to_cents(stats['hi']))}",
                "top_brands": [r["brand"] for r in brands],
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
    """Delete one of the owner's product reviews (others' reviews cannot be deleted).

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


# =============================================================================
# cart, wish lists, checkout
# =============================================================================

Quantity = Annotated[int, Field(ge=1, le=999)]
Priority = Literal["lowest", "low", "medium", "high", "highest"]
Privacy = Literal["private", "shared", "public"]
Speed = Literal["standard", "expedited"]

_CART = ("shop_cart_items", *_STOCK_TABLES)
_LISTS = ("shop_wish_lists", "shop_wish_list_items", *_STOCK_TABLES)
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


def _cart_item_out(world: World, row: Row, line: CheckoutLine | None = None) -> dict[str, Any]:
    """A cart row as tools show it (``line``: its `line_of`, when already known)."""
    line = line if line is not None else line_of(world, row)
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
    return cart_totals(world).as_dict()


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
    p, variant = product_and_variant(world, product_id, variant_id, size, color)
    existing = world.select(
        "shop_cart_items",
        {
            "product_id": p["id"],
            "variant_id": variant["id"] if variant else None,
            "saved_for_later": False,
        },
        limit=1,
    )
    new_qty = quantity + (int(existing[0]["quantity"]) if existing else 0)
    _check_quantity(world, p, variant, new_qty)
    # The cart's totals before the write: the write then updates them (a big cart is
    # not summed again on every add).
    before = cart_totals(world)
    if existing:
        # The line just read, with its new quantity (one UPDATE, no read back).
        world.update_where("shop_cart_items", {"id": existing[0]["id"]}, {"quantity": new_qty})
        row = {**existing[0], "quantity": new_qty}
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
    totals = cart_totals_after_add(
        world,
        before,
        new_line=not existing,
        quantity=quantity,
        unit_cents=unit_price_cents(p, variant),
    )
    # The product and option just read are the line's (only the cart was written).
    line = CheckoutLine(p, variant, int(row["quantity"]), cart_item_id=row["id"])
    return {"added": _cart_item_out(world, row, line), **totals.as_dict()}


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
    """Empty the shopping cart (optionally also the saved-for-later list).

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
    for wl in world.select_by_key("shop_wish_lists", "folded_name", name.lower(), limit=2):
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
    """Remove an item from its wish list (the product stays in the catalog and cart).

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


_CART_LINE_SQL = (
    "SELECT c.id, c.product_id, c.variant_id, c.quantity, c.added_at, c.rowid AS pos, "
    "p.stock_quantity IS NULL AND v.id IS NULL AS no_option, "
    "COALESCE(v.stock_quantity, p.stock_quantity) AS stock, p.max_per_order AS max_qty "
    "FROM shop_cart_items c JOIN shop_products p ON p.id = c.product_id "
    "LEFT JOIN shop_product_variants v ON v.id = c.variant_id WHERE c.saved_for_later = 0"
)


def _checkout_cart_lines(world: World) -> list[CheckoutLine]:
    """The cart's checkout lines, after the line checks `_prepare` runs first.

    The first line with a problem (in cart order), and the first line whose product and
    option together exceed the stock or per-order limit, are found in the database, so
    that a checkout that fails on them reads one line, not the whole cart; they raise
    the error `_prepare` would have raised.
    """
    order = "ORDER BY added_at DESC, pos ASC LIMIT 1"
    bad = world.query(
        f"SELECT id FROM ({_CART_LINE_SQL}) WHERE no_option OR stock <= 0 OR quantity > stock "
        f"OR quantity > max_qty {order}"
    )
    if bad:
        line = line_of(world, world.get("shop_cart_items", bad[0]["id"]))
        issue = _line_issue(world, line)
        assert issue is not None
        raise ToolError(f"cannot order {line.product['title']}: {issue}")
    over = world.query(
        "SELECT id, total FROM (SELECT *, SUM(quantity) OVER (PARTITION BY product_id, "
        f"variant_id) AS total FROM ({_CART_LINE_SQL})) WHERE total != quantity "
        f"AND (stock <= 0 OR total > stock OR total > max_qty) {order}"
    )
    if over:
        line = line_of(world, world.get("shop_cart_items", over[0]["id"]))
        _check_quantity(world, line.product, line.variant, int(over[0]["total"]))
    return [line_of(world, r) for r in cart_rows(world, False)]


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
    lines = _checkout_cart_lines(world)
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
    lines = _checkout_cart_lines(world)
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
    p, variant = product_and_variant(world, product_id, variant_id, size, color)
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


# =============================================================================
# orders, tracking, cancellations, returns
# =============================================================================

OrderRef = Annotated[str, Field(min_length=1, max_length=64)]
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
    tokens = words(query)
    digits = "".join(ch for ch in query if ch.isdigit())
    terms: list[str] = []
    params: list[Any] = []
    if status:
        terms.append("status = ?")
        params.append(status)
    if placed_since is not None:
        terms.append("substr(placed_at, 1, 10) >= ?")
        params.append(placed_since.isoformat())
    if tokens:
        # Candidates: every token occurs in an item title (folded as `words` folds it),
        # or the order number holds the digits; the exact word test follows.
        title_terms = " AND ".join(
            "EXISTS (SELECT 1 FROM shop_order_items i WHERE i.order_id = shop_orders.id "
            "AND instr(replace(lower(i.title), '''', ''), ?) > 0)"
            for _ in tokens
        )
        if len(digits) >= 7:
            terms.append(f"(({title_terms}) OR instr(replace(order_number, '-', ''), ?) > 0)")
            params += [*tokens, digits]
        else:
            terms.append(f"({title_terms})")
            params += tokens
    where = f" WHERE {' AND '.join(terms)}" if terms else ""
    order = " ORDER BY placed_at DESC, rowid ASC"
    if not tokens:
        total, page = count_and_page(world, "shop_orders", where, params, order, limit, offset)
        return {"orders": [_order_brief(world, o) for o in page], "total_matches": total}
    found = []
    for o in world.query(f"SELECT * FROM shop_orders{where}{order}", params, table="shop_orders"):
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
    # Received items not cancelled nor fully returned, newest order first; each product
    # and option once (from its latest order), with how many such items it has.
    found = world.query(
        "SELECT product_id, variant_id, item_id, order_id, placed_at, variant_label, "
        "unit_price, MIN(pos) AS first, COUNT(*) AS n FROM ("
        "SELECT i.product_id, i.variant_id, i.id AS item_id, o.id AS order_id, o.placed_at, "
        "i.variant_label, i.unit_price, "
        "ROW_NUMBER() OVER (ORDER BY o.placed_at DESC, o.rowid, i.rowid) AS pos "
        "FROM shop_orders o JOIN shop_order_items i ON i.order_id = o.id "
        "JOIN shop_products p ON p.id = i.product_id "
        "WHERE o.status IN ('delivered', 'returned') AND i.status = 'active' "
        "AND COALESCE((SELECT SUM(r.quantity) FROM shop_returns r "
        "WHERE r.order_item_id = i.id), 0) < i.quantity"
        ") GROUP BY product_id, variant_id ORDER BY first LIMIT ?",
        (limit,),
    )
    out = []
    for f in found:
        product = world.get("shop_products", f["product_id"])
        variant = (
            world.get_or_none("shop_product_variants", f["variant_id"]) if f["variant_id"] else None
        )
        out.append(
            {
                "product_id": product["id"],
                "variant_id": f["variant_id"],
                "title": product["title"],
                "variant": f["variant_label"],
                "last_ordered": (f["placed_at"] or "")[:10],
                "last_order_id": f["order_id"],
                "times_ordered": int(f["n"]),
                "price_paid": float(f["unit_price"]),
                "price_now": dollars(unit_price_cents(product, variant)),
                "availability": availability(stock_of(world, product, variant)),
            }
        )
    return out


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


# =============================================================================
# account, addresses, cards, gift cards, promo codes
# =============================================================================

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
    found = world.select_by_key("shop_gift_cards", "code_key", wanted, limit=1) if wanted else []
    card = found[0] if found else None
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
