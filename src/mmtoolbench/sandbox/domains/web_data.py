"""Reference data of the ``web`` domain: the models of its data file.

The content lives in ``mmtoolbench/data/sandbox/domains/web.json``: cities and their
climate, currency rates, unit definitions, time-zone aliases, places (points of
interest), a small web page corpus, the owner's bookmarks, a dictionary and a phrasebook.
The domain's seed turns the world-table parts (cities, forecasts, rates, places, pages)
into rows; the rest (units, dictionary, phrasebook, zones) is read directly by the tools.
`web_data` reads and validates the file on first use.
"""

from __future__ import annotations

from functools import cache
from typing import Final, Literal, get_args

from pydantic import model_validator

from mmtoolbench.sandbox.domains._common import DataModel, load_domain_data


class City(DataModel):
    """A city with weather, and its climate normals (January and July)."""

    name: str
    region: str
    country: str
    latitude: float
    longitude: float
    timezone: str
    high_jan: float
    low_jan: float
    high_jul: float
    low_jul: float
    wet_jan: float  # chance of a rainy day
    wet_jul: float
    fog: float = 0.0  # chance of a foggy dry morning in summer
    aliases: tuple[str, ...] = ()


class Currency(DataModel):
    """A currency and its rate: how many units one US dollar buys."""

    code: str
    name: str
    symbol: str
    units_per_usd: float
    decimals: int
    aliases: tuple[str, ...] = ()


class Unit(DataModel):
    """A unit: its category and how many base units one of it is (temperature aside).

    Base units: meter, kilogram, liter, kelvin (special-cased), meter/second, square
    meter, byte, second.
    """

    key: str
    name: str
    category: str
    factor: float
    aliases: tuple[str, ...] = ()


PlaceCategory = Literal[
    "restaurant", "cafe", "bakery", "bar", "grocery", "pharmacy", "hardware_store",
    "bookstore", "electronics_store", "clothing_store", "gym", "park", "museum", "landmark",
    "hospital", "urgent_care", "gas_station", "ev_charging", "bank", "post_office",
    "library", "hotel", "movie_theater", "salon", "laundromat", "veterinarian", "pet_store",
    "transit_station", "airport", "office", "beach",
]  # fmt: skip
PLACE_CATEGORIES: Final[tuple[str, ...]] = get_args(PlaceCategory)


class Place(DataModel):
    """A point of interest."""

    name: str
    category: PlaceCategory
    subcategory: str
    address: str
    neighborhood: str
    city: str
    latitude: float
    longitude: float
    phone: str
    rating: float
    review_count: int
    price_level: int | None
    hours: str  # "daily 07:00-19:00", "mon-fri 08:00-18:00; sat 09:00-17:00", "24h"
    tags: tuple[str, ...]
    description: str
    timezone: str = "America/Los_Angeles"


#: Where "current location" is when the owner has no Home saved place: downtown SF.
DEFAULT_LOCATION: Final[tuple[float, float]] = (37.7749, -122.4194)
HOME_COORDS: Final[tuple[float, float]] = (37.7642, -122.4668)


class Page(DataModel):
    """A web page of the offline corpus."""

    url: str
    title: str
    site_name: str
    days_old: int  # published this many days before the reference time
    body: str


class Bookmark(DataModel):
    """A bookmark the owner already has (its page must be in the corpus)."""

    url: str
    folder: str
    days_ago: int


class Entry(DataModel):
    """A dictionary entry."""

    word: str
    part_of_speech: str
    pronunciation: str
    definitions: tuple[str, ...]
    example: str
    synonyms: tuple[str, ...] = ()


class WebData(DataModel):
    """The whole data file."""

    cities: tuple[City, ...]
    #: Extra city -> IANA zone names for time-zone questions (weather cities are added).
    city_zones: dict[str, str]
    #: Time-zone abbreviations people type -> IANA zone (standard and daylight alike).
    zone_abbreviations: dict[str, str]
    currencies: tuple[Currency, ...]
    units: tuple[Unit, ...]
    places: tuple[Place, ...]
    pages: tuple[Page, ...]
    bookmarks: tuple[Bookmark, ...]
    dictionary: tuple[Entry, ...]
    #: Language code -> name (the phrasebook's languages besides English).
    languages: dict[str, str]
    #: English phrase -> {language code: translation}; Japanese also has "ja_romaji".
    phrasebook: dict[str, dict[str, str]]

    @model_validator(mode="after")
    def _bookmarks_have_pages(self) -> WebData:
        urls = {p.url for p in self.pages}
        missing = [b.url for b in self.bookmarks if b.url not in urls]
        if missing:
            raise ValueError(f"bookmarks without a page in the corpus: {missing}")
        return self


@cache
def web_data() -> WebData:
    """The bundled web reference data, read and validated on first use."""
    return load_domain_data("web", WebData)
