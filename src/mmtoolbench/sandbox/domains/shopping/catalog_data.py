"""The shopping domain's hand-written catalog: the models of its data file.

The content lives in ``mmtoolbench/data/sandbox/domains/shopping_catalog.json``: sellers,
product lines per category, reviews, questions and answers. Each `Line` is one product,
or one product per entry of ``options`` (the title's ``{opt}`` is filled in). Lines with
``colors`` and/or ``sizes`` get one variant row per combination. The seed turns these
tables into ~240 products deterministically.
"""

from __future__ import annotations

from functools import cache

from mmtoolbench.sandbox.domains._common import DataModel, load_domain_data


class Line(DataModel):
    """A product line of the catalog.

    Attributes:
        key: Stable handle the seed uses to find the product (options add ``#n``).
        sub: Subcategory.
        brand: Brand (author for books).
        title: Product title; ``{opt}`` is replaced by each option.
        price: Current price in USD (ignored when ``options`` give prices).
        blurb: Description paragraph.
        features: Bullet points.
        look: What the product photo shows (becomes the image caption).
        list_price: Regular price when the product is on sale.
        options: ``(option text, price)`` pairs, one product each.
        colors: Color variants.
        sizes: Size / capacity / format variants.
        size_prices: Price per size (parallel to ``sizes``), when sizes cost differently.
        seller: Seller name (see `Seller`).
        prime: Prime-eligible.
        ship_days: Standard shipping days.
        returns: Return window in days (0 = not returnable).
        max_per_order: Purchase limit per order.
        rating: Fixed average rating; random when None.
        popularity: 1 (niche) to 3 (bestseller): scales the number of ratings.
    """

    key: str
    sub: str
    brand: str
    title: str
    price: float
    blurb: str
    features: tuple[str, ...]
    look: str
    list_price: float | None = None
    options: tuple[tuple[str, float], ...] = ()
    colors: tuple[str, ...] = ()
    sizes: tuple[str, ...] = ()
    size_prices: tuple[float, ...] = ()
    seller: str = "Shopwell"
    prime: bool = True
    ship_days: int = 2
    returns: int = 30
    max_per_order: int = 10
    rating: float | None = None
    popularity: int = 2


class Seller(DataModel):
    """A seller: name, whether it is the store itself, positive feedback %, ships from."""

    name: str
    is_store: bool
    positive_feedback_pct: int
    ships_from: str


class Review(DataModel):
    """A hand-written review of one product (``product`` is a `Line` key)."""

    product: str
    author: str
    rating: int
    title: str
    body: str
    verified: bool
    helpful: int
    days_ago: int


class GenericReview(DataModel):
    """A short review the seed spreads over a few more products."""

    rating: int
    title: str
    body: str


class Answer(DataModel):
    """An answer to a product question."""

    body: str
    by: str
    is_seller: bool
    helpful: int


class Question(DataModel):
    """A customer question about one product, with its answers."""

    product: str
    question: str
    asker: str
    days_ago: int
    answers: tuple[Answer, ...]


class ShoppingCatalog(DataModel):
    """The whole data file."""

    sellers: tuple[Seller, ...]
    categories: dict[str, tuple[Line, ...]]
    reviews: tuple[Review, ...]
    generic_reviews: tuple[GenericReview, ...]
    reviewer_names: tuple[str, ...]
    questions: tuple[Question, ...]


@cache
def shopping_catalog() -> ShoppingCatalog:
    """The bundled catalog, read and validated on first use."""
    return load_domain_data("shopping_catalog", ShoppingCatalog)
