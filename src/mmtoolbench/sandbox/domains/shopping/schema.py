"""Tables of the shopping domain (an Amazon-style store)."""

from __future__ import annotations

from typing import Any

from mmtoolbench.sandbox.domains.shopping.rules import normalize_code
from mmtoolbench.sandbox.world.schema import Column, KeyIndex, Table

DOMAIN = "shopping"
REQUIRES: tuple[str, ...] = ("contacts",)

CATEGORIES: tuple[str, ...] = (
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
)
ORDER_STATUSES = ("processing", "shipped", "delivered", "cancelled", "returned")
RETURN_REASONS = (
    "no_longer_needed",
    "wrong_size",
    "defective",
    "damaged_in_shipping",
    "not_as_described",
    "wrong_item_sent",
    "better_price_available",
    "arrived_late",
    "ordered_by_mistake",
)
LIST_PRIORITIES = ("lowest", "low", "medium", "high", "highest")

ACCOUNT_ID = "account"

PRODUCT_HINT = "use search_products to find product ids"
ORDER_HINT = "use list_orders to find order ids"
CART_HINT = "use view_cart to find cart item ids"
LIST_HINT = "use list_wish_lists to find list ids"
ADDRESS_HINT = "use list_shipping_addresses to find address ids"
CARD_HINT = "use list_shopping_payment_methods to find card ids"


def _money(name: str, description: str, *, not_null: bool = True) -> Column:
    return Column(name, "REAL", not_null=not_null, description=description)


def _id(description: str) -> Column:
    return Column("id", "TEXT", primary_key=True, description=description)


TABLES: tuple[Table, ...] = (
    Table(
        name="shop_account",
        domain=DOMAIN,
        entity="shopping account",
        description="The owner's store account (a single row, id 'account').",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Always 'account'."),
            Column("is_prime_member", "BOOLEAN", not_null=True, default=False),
            Column("prime_member_since", "DATE"),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="shop_sellers",
        domain=DOMAIN,
        entity="seller",
        id_prefix="slr",
        description="Who sells and ships a product: the store itself or a marketplace seller.",
        columns=(
            _id("Seller id, e.g. slr_0001."),
            Column("name", "TEXT", not_null=True, unique=True),
            Column(
                "is_store",
                "BOOLEAN",
                not_null=True,
                default=False,
                description="Sold and shipped by the store itself.",
            ),
            Column("positive_feedback_pct", "INTEGER", not_null=True, default=95),
            Column("ships_from", "TEXT", not_null=True, description="City, state."),
        ),
    ),
    Table(
        name="shop_products",
        domain=DOMAIN,
        entity="product",
        id_prefix="prd",
        search_columns=("title", "brand", "category", "subcategory", "description", "features"),
        key_indexes=(
            KeyIndex("brand", ("brand",), lambda b: None if b is None else b.lower()),
            # Price high to low, ties in catalog order (search_products without keywords).
            KeyIndex("neg_price", ("price",), lambda price: None if price is None else -price),
            # Most ratings first, ties in catalog order (the best sellers' candidates).
            KeyIndex("neg_ratings", ("ratings_count",), lambda n: None if n is None else -n),
        ),
        indexes=(("price",), ("date_first_available",)),
        lookup_hint=PRODUCT_HINT,
        description="The store catalog.",
        columns=(
            _id("Product id, e.g. prd_0042."),
            Column("title", "TEXT", not_null=True),
            Column("brand", "TEXT", not_null=True, description="Brand; the author for books."),
            Column("category", "TEXT", not_null=True, choices=CATEGORIES),
            Column("subcategory", "TEXT", not_null=True),
            _money(
                "price",
                "Current price in USD (the lowest variant price for products with variants).",
            ),
            _money("list_price", "Regular price in USD; above price when on sale."),
            Column(
                "ratings_average",
                "REAL",
                not_null=True,
                default=0.0,
                description="Average of the star ratings given without a written review.",
            ),
            Column(
                "ratings_count",
                "INTEGER",
                not_null=True,
                default=0,
                description="Number of star ratings given without a written review.",
            ),
            Column(
                "stock_quantity",
                "INTEGER",
                description="Units in stock; NULL when the product has variants (stock "
                "is per variant).",
            ),
            Column("max_per_order", "INTEGER", not_null=True, default=10),
            Column("description", "TEXT", not_null=True, default=""),
            Column(
                "features",
                "JSON",
                not_null=True,
                default=(),
                description="Bullet points (list of strings).",
            ),
            Column("seller_id", "TEXT", not_null=True, references="shop_sellers.id"),
            Column(
                "is_prime",
                "BOOLEAN",
                not_null=True,
                default=False,
                description="Prime-eligible: free standard shipping for Prime members.",
            ),
            Column(
                "shipping_days",
                "INTEGER",
                not_null=True,
                default=2,
                description="Days from order to delivery with standard shipping.",
            ),
            Column(
                "return_window_days",
                "INTEGER",
                not_null=True,
                default=30,
                description="Days after delivery a return is accepted; 0 = not returnable.",
            ),
            Column(
                "barcode",
                "TEXT",
                unique=True,
                description="UPC-A (12 digits) or EAN-13/ISBN-13; NULL for products with "
                "variants (each variant has its own).",
            ),
            Column(
                "image_caption",
                "TEXT",
                not_null=True,
                default="",
                description="What the main product photo shows.",
            ),
            Column("date_first_available", "DATE", not_null=True),
        ),
    ),
    Table(
        name="shop_product_variants",
        domain=DOMAIN,
        entity="product variant",
        id_prefix="pv",
        search_columns=("color", "size"),
        lookup_hint="use list_product_variants to find variant ids",
        description="Sizes / colors of a product, each with its own stock and barcode.",
        unique_together=(("product_id", "color", "size"),),
        columns=(
            _id("Variant id, e.g. pv_0007."),
            Column(
                "product_id",
                "TEXT",
                not_null=True,
                references="shop_products.id",
                on_delete="CASCADE",
            ),
            Column("sku", "TEXT", not_null=True, unique=True),
            Column("color", "TEXT"),
            Column("size", "TEXT", description="Size, capacity or format option."),
            _money("price", "Price in USD when it differs from the product price.", not_null=False),
            Column("stock_quantity", "INTEGER", not_null=True, default=0),
            Column("barcode", "TEXT", not_null=True, unique=True, description="UPC-A."),
        ),
    ),
    Table(
        name="shop_reviews",
        domain=DOMAIN,
        entity="product review",
        id_prefix="rvw",
        lookup_hint="use list_product_reviews to find review ids",
        description="Written customer reviews (the owner's have is_mine = true).",
        columns=(
            _id("Review id, e.g. rvw_0012."),
            Column(
                "product_id",
                "TEXT",
                not_null=True,
                references="shop_products.id",
                on_delete="CASCADE",
            ),
            Column("author_name", "TEXT", not_null=True),
            Column("is_mine", "BOOLEAN", not_null=True, default=False),
            Column("rating", "INTEGER", not_null=True, description="1 to 5 stars."),
            Column("title", "TEXT", not_null=True, default=""),
            Column("body", "TEXT", not_null=True, default=""),
            Column(
                "image_ids",
                "JSON",
                not_null=True,
                default=(),
                description="Image ids of review photos.",
            ),
            Column("verified_purchase", "BOOLEAN", not_null=True, default=False),
            Column("helpful_count", "INTEGER", not_null=True, default=0),
            Column("created_at", "DATETIME", not_null=True),
            Column("updated_at", "DATETIME"),
        ),
    ),
    Table(
        name="shop_questions",
        domain=DOMAIN,
        entity="product question",
        id_prefix="pq",
        lookup_hint="use list_product_questions to find question ids",
        description="Customer questions about products.",
        columns=(
            _id("Question id, e.g. pq_0003."),
            Column(
                "product_id",
                "TEXT",
                not_null=True,
                references="shop_products.id",
                on_delete="CASCADE",
            ),
            Column("question", "TEXT", not_null=True),
            Column("asked_by", "TEXT", not_null=True),
            Column("is_mine", "BOOLEAN", not_null=True, default=False),
            Column("asked_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="shop_answers",
        domain=DOMAIN,
        entity="answer",
        id_prefix="pqa",
        description="Answers to product questions, from the seller or customers.",
        columns=(
            _id("Answer id, e.g. pqa_0004."),
            Column(
                "question_id",
                "TEXT",
                not_null=True,
                references="shop_questions.id",
                on_delete="CASCADE",
            ),
            Column("body", "TEXT", not_null=True),
            Column("answered_by", "TEXT", not_null=True),
            Column("is_mine", "BOOLEAN", not_null=True, default=False),
            Column("is_seller", "BOOLEAN", not_null=True, default=False),
            Column("helpful_count", "INTEGER", not_null=True, default=0),
            Column("answered_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="shop_addresses",
        domain=DOMAIN,
        entity="shipping address",
        id_prefix="sadr",
        indexes=(("is_default",),),
        lookup_hint=ADDRESS_HINT,
        description="The owner's saved shipping addresses (own and other people's).",
        columns=(
            _id("Address id, e.g. sadr_0002."),
            Column("label", "TEXT", description="Nickname such as 'Home' or 'Mom & Dad'."),
            Column("full_name", "TEXT", not_null=True, description="Recipient name."),
            Column("street1", "TEXT", not_null=True),
            Column("street2", "TEXT", description="Apartment, suite, floor..."),
            Column("city", "TEXT", not_null=True),
            Column("state", "TEXT", not_null=True, description="Two-letter state/province."),
            Column("postal_code", "TEXT", not_null=True),
            Column("country", "TEXT", not_null=True, default="US", choices=("US", "CA")),
            Column("phone", "TEXT", description="E.164 phone for the carrier."),
            Column("delivery_instructions", "TEXT"),
            Column("is_default", "BOOLEAN", not_null=True, default=False),
            Column(
                "contact_id",
                "TEXT",
                references="contacts.id",
                on_delete="SET NULL",
                description="The address book contact this address belongs to.",
            ),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="shop_payment_cards",
        domain=DOMAIN,
        entity="payment card",
        id_prefix="scard",
        indexes=(("is_default",),),
        lookup_hint=CARD_HINT,
        description="Saved credit/debit cards (only the last 4 digits are stored).",
        columns=(
            _id("Card id, e.g. scard_0001."),
            Column(
                "brand", "TEXT", not_null=True, choices=("visa", "mastercard", "amex", "discover")
            ),
            Column("last4", "TEXT", not_null=True),
            Column("cardholder_name", "TEXT", not_null=True),
            Column("exp_month", "INTEGER", not_null=True),
            Column("exp_year", "INTEGER", not_null=True),
            Column("nickname", "TEXT"),
            Column(
                "billing_address_id", "TEXT", references="shop_addresses.id", on_delete="SET NULL"
            ),
            Column("is_default", "BOOLEAN", not_null=True, default=False),
            Column("added_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="shop_gift_cards",
        domain=DOMAIN,
        entity="gift card",
        id_prefix="sgc",
        indexes=(("status", "redeemed_by_me"),),
        description="Store gift card codes the store knows; redeemed ones add to the owner's "
        "gift card balance (when redeemed_by_me).",
        key_indexes=(KeyIndex("code_key", ("code",), lambda code: normalize_code(code)),),
        columns=(
            _id("Gift card id, e.g. sgc_0001."),
            Column(
                "code",
                "TEXT",
                not_null=True,
                unique=True,
                description="Claim code as printed, e.g. 'GQ4T-8XRM2K-7HWP'.",
            ),
            _money("amount", "Value in USD."),
            Column(
                "status",
                "TEXT",
                not_null=True,
                default="unredeemed",
                choices=("unredeemed", "redeemed", "void"),
            ),
            Column("redeemed_by_me", "BOOLEAN", not_null=True, default=False),
            Column("redeemed_at", "DATETIME"),
            Column("from_name", "TEXT", description="Who gave it."),
            Column("message", "TEXT"),
        ),
    ),
    Table(
        name="shop_coupons",
        domain=DOMAIN,
        entity="promo code",
        id_prefix="cpn",
        description="Promo codes with their rules.",
        key_indexes=(KeyIndex("code_key", ("code",), lambda code: normalize_code(code)),),
        columns=(
            _id("Promo id, e.g. cpn_0001."),
            Column("code", "TEXT", not_null=True, unique=True),
            Column("description", "TEXT", not_null=True),
            Column(
                "discount_type",
                "TEXT",
                not_null=True,
                choices=("percent", "amount", "free_shipping"),
            ),
            Column(
                "discount_value",
                "REAL",
                not_null=True,
                default=0.0,
                description="Percent off, or USD off; unused for free_shipping.",
            ),
            _money("min_subtotal", "Minimum subtotal of eligible items in USD."),
            _money("max_discount", "Cap on the discount in USD.", not_null=False),
            Column(
                "category",
                "TEXT",
                choices=CATEGORIES,
                description="Only items of this category are eligible.",
            ),
            Column("brand", "TEXT", description="Only items of this brand are eligible."),
            Column("valid_from", "DATE", not_null=True),
            Column("valid_until", "DATE", not_null=True),
            Column("uses_per_customer", "INTEGER", description="NULL = unlimited."),
            Column("first_order_only", "BOOLEAN", not_null=True, default=False),
        ),
    ),
    Table(
        name="shop_cart_items",
        domain=DOMAIN,
        entity="cart item",
        id_prefix="cart",
        # (product_id, saved_for_later): add_to_cart's lookup of the product's line (with
        # only the other index the planner walks every unsaved cart row).
        indexes=(("saved_for_later", "added_at"), ("product_id", "saved_for_later")),
        lookup_hint=CART_HINT,
        description="The shopping cart, including items saved for later.",
        columns=(
            _id("Cart item id, e.g. cart_0003."),
            Column(
                "product_id",
                "TEXT",
                not_null=True,
                references="shop_products.id",
                on_delete="CASCADE",
            ),
            Column(
                "variant_id", "TEXT", references="shop_product_variants.id", on_delete="CASCADE"
            ),
            Column("quantity", "INTEGER", not_null=True, default=1),
            Column("saved_for_later", "BOOLEAN", not_null=True, default=False),
            Column("added_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="shop_wish_lists",
        domain=DOMAIN,
        entity="wish list",
        id_prefix="wl",
        lookup_hint=LIST_HINT,
        description="The owner's wish lists / idea lists.",
        key_indexes=(KeyIndex("folded_name", ("name",), lambda name: name.lower()),),
        columns=(
            _id("List id, e.g. wl_0001."),
            Column("name", "TEXT", not_null=True, unique=True),
            Column("description", "TEXT", not_null=True, default=""),
            Column(
                "privacy",
                "TEXT",
                not_null=True,
                default="private",
                choices=("private", "shared", "public"),
            ),
            Column("is_default", "BOOLEAN", not_null=True, default=False),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="shop_wish_list_items",
        domain=DOMAIN,
        entity="wish list item",
        id_prefix="wli",
        lookup_hint="use get_wish_list to find list item ids",
        description="Products saved on a wish list.",
        columns=(
            _id("List item id, e.g. wli_0004."),
            Column(
                "list_id",
                "TEXT",
                not_null=True,
                references="shop_wish_lists.id",
                on_delete="CASCADE",
            ),
            Column(
                "product_id",
                "TEXT",
                not_null=True,
                references="shop_products.id",
                on_delete="CASCADE",
            ),
            Column(
                "variant_id", "TEXT", references="shop_product_variants.id", on_delete="CASCADE"
            ),
            Column("quantity_wanted", "INTEGER", not_null=True, default=1),
            Column("priority", "TEXT", not_null=True, default="medium", choices=LIST_PRIORITIES),
            Column("comment", "TEXT", not_null=True, default=""),
            _money("price_when_added", "Price in USD when the item was added."),
            Column("added_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="shop_orders",
        domain=DOMAIN,
        entity="order",
        id_prefix="ord",
        indexes=(("placed_at",), ("status", "placed_at")),
        lookup_hint=ORDER_HINT,
        description="Orders the owner placed (one shipment per order). Amounts are as "
        "charged at checkout.",
        key_indexes=(
            KeyIndex("promo_key", ("promo_code",), lambda code: normalize_code(code or "")),
        ),
        columns=(
            _id("Order id, e.g. ord_0004."),
            Column(
                "order_number",
                "TEXT",
                not_null=True,
                unique=True,
                description="Order number shown on receipts, e.g. 112-4839201-5512345.",
            ),
            Column("placed_at", "DATETIME", not_null=True),
            Column("status", "TEXT", not_null=True, default="processing", choices=ORDER_STATUSES),
            Column("address_id", "TEXT", references="shop_addresses.id", on_delete="SET NULL"),
            Column(
                "ship_to",
                "JSON",
                not_null=True,
                json_type=dict[str, Any],
                description="Shipping address as it was at checkout.",
            ),
            Column("card_id", "TEXT", references="shop_payment_cards.id", on_delete="SET NULL"),
            Column(
                "delivery_speed",
                "TEXT",
                not_null=True,
                default="standard",
                choices=("standard", "expedited"),
            ),
            _money("subtotal", "Sum of item prices in USD."),
            _money("shipping_fee", "Shipping in USD."),
            _money("discount", "Promo discount in USD."),
            _money("tax", "Sales tax in USD."),
            _money("total", "Order total in USD."),
            Column("promo_code", "TEXT"),
            Column("is_gift", "BOOLEAN", not_null=True, default=False),
            Column("gift_message", "TEXT"),
            Column("estimated_delivery", "DATE", not_null=True),
            Column("shipped_at", "DATETIME"),
            Column("delivered_at", "DATETIME"),
            Column("cancelled_at", "DATETIME"),
            Column("cancel_reason", "TEXT"),
            Column("carrier", "TEXT"),
            Column("tracking_number", "TEXT"),
        ),
    ),
    Table(
        name="shop_order_items",
        domain=DOMAIN,
        entity="order item",
        id_prefix="oit",
        lookup_hint="use get_order_details to find order item ids",
        description="Lines of an order, with the price paid.",
        columns=(
            _id("Order item id, e.g. oit_0009."),
            Column(
                "order_id", "TEXT", not_null=True, references="shop_orders.id", on_delete="CASCADE"
            ),
            Column("product_id", "TEXT", not_null=True, references="shop_products.id"),
            Column(
                "variant_id", "TEXT", references="shop_product_variants.id", on_delete="SET NULL"
            ),
            Column("title", "TEXT", not_null=True, description="Product title when ordered."),
            Column("variant_label", "TEXT", description="e.g. 'Color: Black, Size: 10'."),
            _money("unit_price", "Price paid per unit in USD."),
            Column("quantity", "INTEGER", not_null=True),
            Column(
                "status", "TEXT", not_null=True, default="active", choices=("active", "cancelled")
            ),
        ),
    ),
    Table(
        name="shop_returns",
        domain=DOMAIN,
        entity="return",
        id_prefix="ret",
        lookup_hint="use list_order_returns to find return ids",
        description="Returns of order items and their refunds.",
        columns=(
            _id("Return id, e.g. ret_0002."),
            Column(
                "order_id", "TEXT", not_null=True, references="shop_orders.id", on_delete="CASCADE"
            ),
            Column(
                "order_item_id",
                "TEXT",
                not_null=True,
                references="shop_order_items.id",
                on_delete="CASCADE",
            ),
            Column("quantity", "INTEGER", not_null=True),
            Column("reason", "TEXT", not_null=True, choices=RETURN_REASONS),
            Column("comment", "TEXT", not_null=True, default=""),
            Column(
                "return_method",
                "TEXT",
                not_null=True,
                default="drop_off",
                choices=("drop_off", "pickup"),
            ),
            Column(
                "refund_method",
                "TEXT",
                not_null=True,
                default="original_payment",
                choices=("original_payment", "gift_card"),
            ),
            _money("refund_amount", "Refund in USD."),
            Column(
                "status",
                "TEXT",
                not_null=True,
                default="refunded",
                choices=("requested", "refunded"),
            ),
            Column(
                "return_code",
                "TEXT",
                not_null=True,
                description="Code shown at the drop-off point.",
            ),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="shop_payments",
        domain=DOMAIN,
        entity="payment",
        id_prefix="pay",
        indexes=(("method",),),
        description="Charges and refunds of orders, by card or gift card balance.",
        columns=(
            _id("Payment id, e.g. pay_0007."),
            Column(
                "order_id", "TEXT", not_null=True, references="shop_orders.id", on_delete="CASCADE"
            ),
            Column("return_id", "TEXT", references="shop_returns.id", on_delete="SET NULL"),
            Column("kind", "TEXT", not_null=True, choices=("charge", "refund")),
            Column("method", "TEXT", not_null=True, choices=("card", "gift_card")),
            Column("card_id", "TEXT", references="shop_payment_cards.id", on_delete="SET NULL"),
            Column("card_label", "TEXT", description="e.g. 'Visa ending in 4417'."),
            _money("amount", "Amount in USD (positive)."),
            Column("created_at", "DATETIME", not_null=True),
            Column("note", "TEXT", not_null=True, default=""),
        ),
    ),
)
