"""Web and utilities: what a phone assistant can do besides apps, all offline.

Weather (a seeded forecast per city, by date relative to the clock), unit, currency
and time-zone conversion, a calculator, date arithmetic and public holidays, local
places with opening hours and travel-time estimates, saved places, a dictionary, a
phrasebook, web search over a bundled page corpus with browser bookmarks, and barcode
images. Reference data lives in `web_data`; everything is deterministic.
"""

from __future__ import annotations

import ast
import calendar
import difflib
import json
import math
import operator
import random
import re
import string
import struct
import unicodedata
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta, timezone, tzinfo
from functools import cache, lru_cache
from typing import Annotated, Any, Literal
from zoneinfo import ZoneInfo

from PIL import Image, ImageDraw
from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import web_data as data
from mmtoolbench.sandbox.domains.vision import load_font
from mmtoolbench.sandbox.tool_output import ToolOutput
from mmtoolbench.sandbox.world.schema import Column, KeyIndex, Table
from mmtoolbench.sandbox.world.sql import in_values
from mmtoolbench.sandbox.world.state import Row, World

DOMAIN = "web"
REQUIRES: tuple[str, ...] = ()

CONDITIONS = (
    "sunny",
    "partly cloudy",
    "cloudy",
    "fog",
    "drizzle",
    "rain",
    "heavy rain",
    "thunderstorms",
    "snow",
)

#: The columns of a web page that search_web searches.
_PAGE_TEXT = ("title", "site_name", "body")
#: The columns of a place that search_places matches, scores and filters on (in its
#: `_place_finder` key), besides the numbers it reads from the row.
_PLACE_FINDER = (
    "category",
    "name",
    "subcategory",
    "tags",
    "description",
    "neighborhood",
    "hours",
    "timezone",
)

TABLES: tuple[Table, ...] = (
    Table(
        name="weather_locations",
        domain=DOMAIN,
        entity="weather location",
        id_prefix="wloc",
        lookup_hint="use list_weather_cities to see the cities with forecasts",
        description="Cities the weather service has forecasts for.",
        key_indexes=(KeyIndex("names", ("name", "aliases"), lambda n, a: _names_key(n, a)),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column("name", "TEXT", not_null=True, unique=True, description="City name."),
            Column("region", "TEXT", not_null=True, default="", description="State/province."),
            Column("country", "TEXT", not_null=True, description="ISO country code."),
            Column("latitude", "REAL", not_null=True),
            Column("longitude", "REAL", not_null=True),
            Column("timezone", "TEXT", not_null=True, description="IANA zone."),
            Column("aliases", "JSON", not_null=True, default=(), description="Other names."),
        ),
    ),
    Table(
        name="weather_forecasts",
        domain=DOMAIN,
        entity="weather forecast",
        id_prefix="wfc",
        description="Daily weather per city (yesterday's observed, today's and six days ahead).",
        unique_together=(("location_id", "date"),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "location_id",
                "TEXT",
                not_null=True,
                references="weather_locations.id",
                on_delete="CASCADE",
            ),
            Column("date", "DATE", not_null=True, description="Local date in the city."),
            Column("condition", "TEXT", not_null=True, choices=CONDITIONS),
            Column("high_c", "REAL", not_null=True),
            Column("low_c", "REAL", not_null=True),
            Column("precipitation_chance", "INTEGER", not_null=True, description="Percent."),
            Column("precipitation_mm", "REAL", not_null=True, default=0.0),
            Column("humidity", "INTEGER", not_null=True, description="Percent."),
            Column("wind_kph", "REAL", not_null=True),
            Column("wind_direction", "TEXT", not_null=True, default="W"),
            Column("uv_index", "INTEGER", not_null=True),
            Column("sunrise", "TEXT", description="Local time HH:MM."),
            Column("sunset", "TEXT", description="Local time HH:MM."),
        ),
    ),
    Table(
        name="currency_rates",
        domain=DOMAIN,
        entity="currency",
        lookup_hint="use list_currency_rates to see supported currencies",
        description="Exchange rates: units of each currency one US dollar buys.",
        key_indexes=(KeyIndex("name_key", ("name",), lambda name: _norm_or_none(name)),),
        columns=(
            Column("code", "TEXT", primary_key=True, description="ISO 4217 code, e.g. EUR."),
            Column("name", "TEXT", not_null=True),
            Column("symbol", "TEXT", not_null=True, default=""),
            Column("units_per_usd", "REAL", not_null=True),
            Column("decimals", "INTEGER", not_null=True, default=2),
            Column("as_of", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="places",
        domain=DOMAIN,
        entity="place",
        id_prefix="plc",
        lookup_hint="use search_places to find place ids",
        description="Points of interest: restaurants, shops, parks, landmarks, services.",
        # search_places without a key test: distance, rating and name from this index
        indexes=(("latitude", "longitude", "rating", "name"),),
        key_indexes=(
            KeyIndex("name_key", ("name",), lambda name: _norm_or_none(name)),
            # what search_places matches, scores and filters on (see `_place_finder`)
            KeyIndex("finder", _PLACE_FINDER, lambda *values: _place_finder(*values)),
        ),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Place id, e.g. plc_0004."),
            Column("name", "TEXT", not_null=True),
            Column("category", "TEXT", not_null=True, choices=data.PLACE_CATEGORIES),
            Column("subcategory", "TEXT", not_null=True, default="", description="e.g. ramen."),
            Column("address", "TEXT", not_null=True),
            Column("neighborhood", "TEXT", not_null=True, default=""),
            Column("city", "TEXT", not_null=True),
            Column("latitude", "REAL", not_null=True),
            Column("longitude", "REAL", not_null=True),
            Column("phone", "TEXT", description="E.164 number."),
            Column("rating", "REAL", description="Average review, 1-5."),
            Column("review_count", "INTEGER", not_null=True, default=0),
            Column("price_level", "INTEGER", description="1 ($) to 4 ($$$$)."),
            Column(
                "hours",
                "JSON",
                not_null=True,
                default={},
                description='Opening hours per weekday: {"mon": [["09:00", "17:00"]], ...}; '
                "a close before the open time means past midnight.",
            ),
            Column("timezone", "TEXT", not_null=True, default="America/Los_Angeles"),
            Column("tags", "JSON", not_null=True, default=()),
            Column("description", "TEXT", not_null=True, default=""),
        ),
    ),
    Table(
        name="saved_places",
        domain=DOMAIN,
        entity="saved place",
        id_prefix="svp",
        lookup_hint="use list_saved_places to find saved places",
        description="The owner's saved places in Maps (Home, Work, favorites).",
        key_indexes=(KeyIndex("label_key", ("label",), lambda label: _norm_or_none(label)),),
        columns=(
            Column("id", "TEXT", primary_key=True, description="Saved place id, e.g. svp_0002."),
            Column("label", "TEXT", not_null=True, unique=True, description="e.g. Home, Gym."),
            Column(
                "place_id",
                "TEXT",
                references="places.id",
                on_delete="SET NULL",
                unique=True,
                description="The place saved, if it is a known place.",
            ),
            Column("address", "TEXT", not_null=True),
            Column("latitude", "REAL", not_null=True),
            Column("longitude", "REAL", not_null=True),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="web_pages",
        domain=DOMAIN,
        entity="web page",
        id_prefix="wpg",
        key_indexes=(
            KeyIndex("url_key", ("url",), lambda url: _url_key_or_none(url)),
            # search_web's BM25 statistics (see `_page_terms`)
            KeyIndex("term_count", _PAGE_TEXT, lambda t, s, b: _page_term(t, s, b, "length")),
            KeyIndex("short_terms", _PAGE_TEXT, lambda t, s, b: _page_term(t, s, b, "short")),
            KeyIndex("unfolded", _PAGE_TEXT, lambda t, s, b: _page_term(t, s, b, "unfolded")),
        ),
        search_columns=_PAGE_TEXT,
        lookup_hint="use search_web to find page URLs",
        description="The web pages reachable offline (search results and their text).",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column("url", "TEXT", not_null=True, unique=True),
            Column("title", "TEXT", not_null=True),
            Column("site_name", "TEXT", not_null=True, default=""),
            Column("published_on", "DATE"),
            Column("body", "TEXT", not_null=True),
        ),
    ),
    Table(
        name="web_bookmarks",
        domain=DOMAIN,
        entity="bookmark",
        id_prefix="bkm",
        key_indexes=(KeyIndex("url_key", ("url",), lambda url: _url_key_or_none(url)),),
        lookup_hint="use list_web_bookmarks to find bookmark ids",
        description="Browser bookmarks, in folders (Bookmarks, Reading List, ...).",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Bookmark id, e.g. bkm_0003."),
            Column("url", "TEXT", not_null=True, unique=True),
            Column("title", "TEXT", not_null=True),
            Column("folder", "TEXT", not_null=True, default="Bookmarks"),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
)

Text = Annotated[str, Field(min_length=1, max_length=200)]
CityName = Annotated[str, Field(min_length=1, max_length=100)]
DayText = Annotated[str, Field(min_length=1, max_length=40)]
Location = Annotated[str, Field(min_length=1, max_length=200)]
Limit = Annotated[int, Field(ge=1, le=50)]
Mode = Literal["driving", "walking", "cycling", "transit"]

# ----------------------------------------------------------------------------- shared helpers


def _norm(text: str) -> str:
    """Casefolded, accent-free text with single spaces and no punctuation at the ends."""
    if text.isascii():  # NFKD and accent removal change nothing
        plain = text
    else:
        decomposed = unicodedata.normalize("NFKD", text.replace("’", "'"))
        plain = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    return re.sub(r"\s+", " ", plain.casefold()).strip(' .,;:!?¿¡"')


def _norm_or_none(text: str | None) -> str | None:
    """`_norm`, for a key index (whose function also sees NULLs)."""
    return None if text is None else _norm(text)


def _closest(word: str, options: list[str], n: int = 3) -> str:
    close = difflib.get_close_matches(word, options, n=n, cutoff=0.5)
    return f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""


#: Joins the normalised names of a `_names_key`; whitespace, so `_norm` never keeps it.
_SEP = "\x1f"
#: Values a "did you mean" hint compares at most: the neighbours of the typed text in the
#: column's sort order, i.e. every value while the table has no more rows than this.
_HINT_POOL = 100
#: Names listed in a not-found error at most (then "... and N more").
_MAX_LISTED = 50


def _names_key(name: str | None, aliases: str | None) -> str | None:
    """A weather city's normalised name and aliases (raw JSON list), each between `_SEP`s;
    the name comes first."""
    if name is None:
        return None
    names = [_norm(name)]
    try:
        parsed = json.loads(aliases) if aliases else None
    except ValueError:  # not stored: the column's CHECK rejects it
        parsed = None
    if isinstance(parsed, list):
        names += [_norm(str(a)) for a in parsed]
    return _SEP + _SEP.join(names) + _SEP


def _key_index(world: World, table: str, key: str) -> tuple[str, str]:
    """The SQL expression of a `KeyIndex` and the name of its index (as `Table.index_ddl`
    names it), to scan the index itself: its stored keys are read without calling the
    key function, and a row is read back only when its key passes the test."""
    found = next(k for k in world.table(table).key_indexes if k.name == key)
    return found.expression(table), f'"kx_{table}__{key}"'


def _cities(
    world: World, test: str, params: list[Any], *, order_by: str, limit: int, offset: int = 0
) -> list[Row]:
    """weather_locations rows whose `_names_key` passes ``test`` (SQL in which ``{names}``
    stands for the key), found by scanning the key's index."""
    names, index = _key_index(world, "weather_locations", "names")
    schema = world.table("weather_locations")
    sql = (
        f"SELECT {schema.select_list} FROM weather_locations INDEXED BY {index} "
        f"WHERE {names} IS NOT NULL AND ({test.format(names=names)}) "
        f"ORDER BY {order_by} LIMIT ? OFFSET ?"
    )
    return world.query(sql, [*params, limit, offset], table="weather_locations")


def _near_values(world: World, table: str, expr: str, probe: str) -> list[str]:
    """Values of the indexed ``expr`` closest to ``probe`` in sort order (at most
    `_HINT_POOL` on each side): the options of a "did you mean" hint."""
    pool = []
    for test, order in ((">=", "ASC"), ("<", "DESC")):
        rows = world.query(
            f"SELECT {expr} AS v FROM {table} WHERE {expr} {test} ? ORDER BY {expr} {order} "
            "LIMIT ?",
            [probe, _HINT_POOL],
        )
        pool += [str(r["v"]) for r in rows]
    return pool


def _zone(name: str) -> tzinfo | None:
    """An IANA zone by name, or None when unknown or not installed."""
    try:
        return ZoneInfo(name)
    except Exception:  # ZoneInfoNotFoundError, ValueError for malformed keys, OSError
        return None


def _c_to_f(c: float) -> float:
    return round(c * 9 / 5 + 32, 1)


def _weekday_name(d: date) -> str:
    return calendar.day_name[d.weekday()]


def _parse_day(ctx: WorldContext, text: str, *, what: str = "date") -> date:
    """Parse "today", "tomorrow", "yesterday", "YYYY-MM-DD", "June 19, 2025", "06/19/2025"."""
    raw = text.strip()
    low = raw.lower()
    today = ctx.clock.today()
    relative = {"today": 0, "now": 0, "tomorrow": 1, "yesterday": -1}
    if low in relative:
        return today + timedelta(days=relative[low])
    for fmt in ("%Y-%m-%d", "%B %d, %Y", "%b %d, %Y", "%d %B %Y", "%d %b %Y", "%m/%d/%Y"):
        try:
            return datetime.strptime(raw, fmt).date()
        except ValueError:
            continue
    raise ToolError(
        f"{what} {text!r} is not a date: use YYYY-MM-DD (e.g. {today.isoformat()}), "
        "'today', 'tomorrow' or 'yesterday'"
    )


def _haversine_km(a: tuple[float, float], b: tuple[float, float]) -> float:
    lat1, lon1, lat2, lon2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    h = (
        math.sin((lat2 - lat1) / 2) ** 2
        + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    )
    return 2 * 6371.0088 * math.asin(min(1.0, math.sqrt(h)))


def _bearing(a: tuple[float, float], b: tuple[float, float]) -> str:
    lat1, lon1, lat2, lon2 = map(math.radians, (a[0], a[1], b[0], b[1]))
    y = math.sin(lon2 - lon1) * math.cos(lat2)
    x = math.cos(lat1) * math.sin(lat2) - math.sin(lat1) * math.cos(lat2) * math.cos(lon2 - lon1)
    deg = (math.degrees(math.atan2(y, x)) + 360) % 360
    names = ("north", "northeast", "east", "southeast", "south", "southwest", "west", "northwest")
    return names[round(deg / 45) % 8]


# ----------------------------------------------------------------------------- weather


def _sun_times(lat: float, lon: float, day: date, tz: tzinfo) -> tuple[str | None, str | None]:
    """Sunrise and sunset (local HH:MM) by the NOAA approximation; None in polar day/night."""
    n = day.timetuple().tm_yday
    g = 2 * math.pi / 365 * (n - 1)
    eqtime = 229.18 * (
        0.000075
        + 0.001868 * math.cos(g)
        - 0.032077 * math.sin(g)
        - 0.014615 * math.cos(2 * g)
        - 0.040849 * math.sin(2 * g)
    )
    decl = (
        0.006918
        - 0.399912 * math.cos(g)
        + 0.070257 * math.sin(g)
        - 0.006758 * math.cos(2 * g)
        + 0.000907 * math.sin(2 * g)
        - 0.002697 * math.cos(3 * g)
        + 0.00148 * math.sin(3 * g)
    )
    phi = math.radians(lat)
    cos_ha = math.cos(math.radians(90.833)) / (math.cos(phi) * math.cos(decl)) - math.tan(
        phi
    ) * math.tan(decl)
    if not -1 <= cos_ha <= 1:
        return None, None
    ha = math.degrees(math.acos(cos_ha))
    midnight = datetime(day.year, day.month, day.day, tzinfo=UTC)

    def local(minutes: float) -> str:
        return (midnight + timedelta(minutes=round(minutes))).astimezone(tz).strftime("%H:%M")

    return local(720 - 4 * (lon + ha) - eqtime), local(720 - 4 * (lon - ha) - eqtime)


def _normal(jan: float, jul: float, day: date) -> float:
    """Climate normal for a day, interpolated between the January and July values."""
    phase = 2 * math.pi * ((day.month - 1) + (day.day - 1) / 31) / 12
    return (jan + jul) / 2 + (jan - jul) / 2 * math.cos(phase)


def _weather_day(rng: random.Random, city: data.City, day: date) -> dict[str, Any]:
    high = _normal(city.high_jan, city.high_jul, day) + rng.gauss(0, 2.2)
    low = _normal(city.low_jan, city.low_jul, day) + rng.gauss(0, 1.6)
    wet = _normal(city.wet_jan, city.wet_jul, day)
    summer = day.month in (5, 6, 7, 8, 9) if city.latitude >= 0 else day.month in (11, 12, 1, 2, 3)
    if rng.random() < wet:
        if high < 2:
            condition = "snow"
        elif high > 24 and rng.random() < 0.35:
            condition = "thunderstorms"
        else:
            condition = rng.choices(["drizzle", "rain", "heavy rain"], weights=[3, 5, 2])[0]
        chance = rng.randint(55, 95)
        mm = {"drizzle": 1.5, "rain": 7.0, "heavy rain": 22.0, "thunderstorms": 14.0}.get(
            condition, 5.0
        ) * rng.uniform(0.5, 1.5)
        humidity = rng.randint(70, 96)
        high -= 2
    else:
        if summer and city.fog and rng.random() < city.fog:
            condition = "fog"
        else:
            condition = rng.choices(["sunny", "partly cloudy", "cloudy"], weights=[5, 3, 2])[0]
        chance = rng.randint(0, 20)
        mm = 0.0
        humidity = rng.randint(30, 75) if condition != "fog" else rng.randint(80, 95)
        if condition == "fog":
            high -= 3
    low = min(low, high - 3)
    tz = _zone(city.timezone) or UTC
    sunrise, sunset = _sun_times(city.latitude, city.longitude, day, tz)
    sun = max(0.0, math.cos(math.radians(abs(city.latitude - 23.4 * math.sin(
        2 * math.pi * (day.timetuple().tm_yday - 81) / 365
    )))))  # fmt: skip
    uv = (
        sun**2
        * 11
        * {"sunny": 1.0, "partly cloudy": 0.85, "fog": 0.6, "cloudy": 0.5}.get(condition, 0.3)
    )
    return {
        "date": day,
        "condition": condition,
        "high_c": round(high, 1),
        "low_c": round(low, 1),
        "precipitation_chance": chance,
        "precipitation_mm": round(mm, 1),
        "humidity": humidity,
        "wind_kph": round(rng.uniform(5, 28), 1),
        "wind_direction": rng.choice(["N", "NE", "E", "SE", "S", "SW", "W", "NW"]),
        "uv_index": max(0, min(11, round(uv))),
        "sunrise": sunrise,
        "sunset": sunset,
    }


def _weather_city(ctx: WorldContext, name: str) -> Row:
    """The first city by name called ``name`` (or its part before a comma), by name or alias."""
    key = _norm(name)
    for cand in (key, key.split(",")[0].strip()):
        rows = _cities(
            ctx.world,
            "instr({names}, ?) > 0",
            [_SEP + cand + _SEP],
            order_by="name, rowid",
            limit=1,
        )
        if rows:
            return rows[0]
    probe = name.strip().title()
    hint = _closest(probe, _near_values(ctx.world, "weather_locations", '"name"', probe))
    raise ToolError(
        f"no weather for {name!r}{hint} (use list_weather_cities to see the "
        f"{ctx.world.count('weather_locations')} cities with forecasts)"
    )


def _forecast_day(row: Row) -> dict[str, Any]:
    try:
        weekday = _weekday_name(date.fromisoformat(row["date"]))
    except ValueError:
        weekday = ""
    return {
        "date": row["date"],
        "weekday": weekday,
        "condition": row["condition"],
        "high_c": row["high_c"],
        "high_f": _c_to_f(row["high_c"]),
        "low_c": row["low_c"],
        "low_f": _c_to_f(row["low_c"]),
        "precipitation_chance_percent": row["precipitation_chance"],
        "precipitation_mm": row["precipitation_mm"],
        "humidity_percent": row["humidity"],
        "wind_kph": row["wind_kph"],
        "wind_mph": round(row["wind_kph"] / 1.609344, 1),
        "wind_direction": row["wind_direction"],
        "uv_index": row["uv_index"],
        "sunrise": row["sunrise"],
        "sunset": row["sunset"],
    }


def _city_now(ctx: WorldContext, city: Row) -> datetime:
    tz = _zone(city["timezone"]) or ctx.clock.tz
    return ctx.clock.now().astimezone(tz)


def _temp_at(low: float, high: float, hour: float) -> float:
    """Temperature over a day: the low near 05:00, the high near 15:00."""
    if 5 <= hour <= 15:
        frac = (1 - math.cos(math.pi * (hour - 5) / 10)) / 2
    else:
        since = hour - 15 if hour > 15 else hour + 9
        frac = (1 + math.cos(math.pi * since / 14)) / 2
    return low + (high - low) * frac


@tool(domain=DOMAIN, reads=("weather_locations",))
def list_weather_cities(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the cities the weather service has forecasts for, with their time zones."""
    return [
        {
            "name": r["name"],
            "region": r["region"],
            "country": r["country"],
            "timezone": r["timezone"],
        }
        for r in ctx.world.select("weather_locations", order_by="name")
    ]


@tool(domain=DOMAIN, reads=("weather_locations", "weather_forecasts"))
def get_current_weather(ctx: WorldContext, city: CityName = "San Francisco") -> dict[str, Any]:
    """Get the weather right now in a city: temperature (C and F), conditions, humidity,
    wind, UV index, and today's high and low.

    Args:
        city: City name, e.g. "San Francisco", "New York", "Tokyo" (see
            list_weather_cities); defaults to the owner's city, San Francisco.
    """
    loc = _weather_city(ctx, city)
    local = _city_now(ctx, loc)
    rows = ctx.world.select(
        "weather_forecasts", {"location_id": loc["id"], "date": local.date().isoformat()}
    )
    if not rows:
        raise ToolError(f"no weather data for {loc['name']} on {local.date().isoformat()}")
    day = rows[0]
    hour = local.hour + local.minute / 60
    temp = round(_temp_at(day["low_c"], day["high_c"], hour), 1)
    is_day = None
    if day["sunrise"] and day["sunset"]:
        is_day = day["sunrise"] <= local.strftime("%H:%M") < day["sunset"]
    return {
        "city": loc["name"],
        "local_time": local.strftime("%Y-%m-%d %H:%M"),
        "condition": day["condition"],
        "temperature_c": temp,
        "temperature_f": _c_to_f(temp),
        "humidity_percent": day["humidity"],
        "wind_kph": day["wind_kph"],
        "wind_mph": round(day["wind_kph"] / 1.609344, 1),
        "wind_direction": day["wind_direction"],
        "uv_index": day["uv_index"] if is_day else 0,
        "is_daytime": is_day,
        "today": _forecast_day(day),
    }


@tool(domain=DOMAIN, reads=("weather_locations", "weather_forecasts"))
def get_weather_forecast(
    ctx: WorldContext,
    city: CityName = "San Francisco",
    days: Annotated[int, Field(ge=1, le=7)] = 3,
    start_date: DayText = "today",
) -> dict[str, Any]:
    """Get the daily weather forecast for a city: conditions, high/low in C and F,
    chance of rain, wind, UV index, sunrise and sunset. Forecasts cover yesterday
    (observed) to six days ahead.

    Args:
        city: City name, e.g. "Seattle", "Lake Tahoe", "Paris" (see list_weather_cities).
        days: Number of days, 1-7.
        start_date: First day: "today", "tomorrow", "yesterday" or "YYYY-MM-DD"; "today"
            is the city's local date.
    """
    loc = _weather_city(ctx, city)
    local_today = _city_now(ctx, loc).date()
    if start_date.strip().lower() in ("today", "tomorrow", "yesterday", "now"):
        offset = {"today": 0, "now": 0, "tomorrow": 1, "yesterday": -1}[start_date.strip().lower()]
        start = local_today + timedelta(days=offset)
    else:
        start = _parse_day(ctx, start_date, what="start_date")
    wanted = [(start + timedelta(days=i)).isoformat() for i in range(days)]
    rows = ctx.world.select(
        "weather_forecasts", {"location_id": loc["id"], "date": wanted}, order_by="date"
    )
    if not rows:
        (have,) = ctx.world.query(
            "SELECT MIN(date) AS first, MAX(date) AS last FROM weather_forecasts "
            "WHERE location_id = ?",
            [loc["id"]],
        )
        span = f"{have['first']} to {have['last']}" if have["first"] is not None else "no dates"
        raise ToolError(
            f"no forecast for {loc['name']} from {start.isoformat()}: forecasts cover {span}"
        )
    result: dict[str, Any] = {
        "city": loc["name"],
        "timezone": loc["timezone"],
        "days": [_forecast_day(r) for r in rows],
    }
    if len(rows) < days:
        result["note"] = (
            f"only {len(rows)} of {days} days are available (forecasts reach 6 days ahead)"
        )
    return result


# ----------------------------------------------------------------------------- units


@cache
def _unit_maps() -> tuple[dict[str, data.Unit], dict[str, data.Unit]]:
    """Unit lookup by exact name/alias, and by lower-cased name (built on first use)."""
    exact: dict[str, data.Unit] = {}
    for unit in data.web_data().units:
        for name in (unit.key, unit.name, *unit.aliases):
            exact.setdefault(name, unit)
    lower: dict[str, data.Unit] = {}
    for name, unit in exact.items():
        if name == name.lower():
            lower[name] = unit
    for name, unit in exact.items():
        lower.setdefault(name.lower(), unit)
    return exact, lower


def _unit(text: str) -> data.Unit:
    raw = re.sub(r"\s+", " ", text.strip()).rstrip(".")
    raw = raw.replace("²", "2").replace("³", "3").replace("^2", "2").replace("^3", "3")
    raw = raw.replace("sq. ", "sq ").replace("degrees ", "").replace("degree ", "")
    units_exact, units_lower = _unit_maps()
    for cand in (raw, raw.removesuffix("s")):
        if cand in units_exact:
            return units_exact[cand]
        if cand.lower() in units_lower:
            return units_lower[cand.lower()]
    hint = _closest(raw.lower(), sorted(units_lower))
    raise ToolError(f"unknown unit {text!r}{hint} (list_units lists the supported units)")


def _to_kelvin(value: float, key: str) -> float:
    if key == "C":
        return value + 273.15
    if key == "F":
        return (value - 32) * 5 / 9 + 273.15
    return value


def _from_kelvin(value: float, key: str) -> float:
    if key == "C":
        return value - 273.15
    if key == "F":
        return (value - 273.15) * 9 / 5 + 32
    return value


def _sig(x: float, digits: int = 6) -> float:
    if x == 0 or not math.isfinite(x):
        return x
    return float(f"{x:.{digits}g}")


@tool(domain=DOMAIN)
def convert_units(
    ctx: WorldContext,
    value: Annotated[float, Field(ge=-1e15, le=1e15, allow_inf_nan=False)],
    from_unit: Annotated[str, Field(min_length=1, max_length=40)],
    to_unit: Annotated[str, Field(min_length=1, max_length=40)],
) -> dict[str, Any]:
    """Convert a quantity between units of length, mass, volume (US cups, gallons...),
    temperature, speed, area, data size or time.

    Args:
        value: The amount, e.g. 5.
        from_unit: Unit to convert from: symbol or name, e.g. "km", "miles", "lb", "cup",
            "F", "mph", "sq ft", "GB", "hours".
        to_unit: Unit to convert to, of the same kind, e.g. "mi", "kg", "ml", "C".

    Returns: the result (6 significant digits) and a readable line such as
    "5 km = 3.10686 mi".
    """
    del ctx
    src, dst = _unit(from_unit), _unit(to_unit)
    if src.category != dst.category:
        raise ToolError(
            f"cannot convert {src.category} ({src.key}) to {dst.category} ({dst.key}): "
            "both units must measure the same thing"
        )
    if src.category == "temperature":
        kelvin = _to_kelvin(value, src.key)
        if kelvin < -1e-9:
            raise ToolError(f"{value:g} {src.key} is below absolute zero")
        result = _from_kelvin(kelvin, dst.key)
    else:
        result = value * src.factor / dst.factor
    rounded = _sig(result)
    return {
        "value": value,
        "from_unit": src.key,
        "to_unit": dst.key,
        "category": src.category,
        "result": rounded,
        "text": f"{value:g} {src.key} = {rounded:g} {dst.key}",
    }


@tool(domain=DOMAIN)
def list_units(
    ctx: WorldContext,
    category: Literal["length", "mass", "volume", "temperature", "speed", "area", "data", "time"]
    | None = None,
) -> dict[str, list[dict[str, Any]]]:
    """List the units convert_units understands, by category.

    Args:
        category: Only this category; all categories when omitted.
    """
    del ctx
    out: dict[str, list[dict[str, Any]]] = {}
    for unit in data.web_data().units:
        if category is None or unit.category == category:
            out.setdefault(unit.category, []).append(
                {"symbol": unit.key, "name": unit.name, "also": list(unit.aliases[:4])}
            )
    return out


# ----------------------------------------------------------------------------- currency


@cache
def _currency_aliases() -> dict[str, str]:
    """Currency name/alias -> code (built on first use)."""
    return {
        alias: cur.code
        for cur in data.web_data().currencies
        for alias in (*cur.aliases, cur.name.lower())
    }


def _currency(ctx: WorldContext, text: str) -> Row:
    raw = text.strip()
    code = raw.upper()
    row = ctx.world.get_or_none("currency_rates", code) if len(code) <= 8 else None
    if row is not None:
        return row
    aliases = _currency_aliases()
    alias = aliases.get(_norm(raw)) or aliases.get(raw)
    if alias is not None:
        found = ctx.world.get_or_none("currency_rates", alias)
        if found is not None:
            return found
    for r in ctx.world.select_by_key("currency_rates", "name_key", _norm(raw), limit=1):
        return r
    codes = _near_values(ctx.world, "currency_rates", '"code"', code)
    raise ToolError(
        f"unknown currency {text!r}{_closest(code, codes)}; use an ISO code such as USD, EUR, "
        "JPY (list_currency_rates lists them)"
    )


@tool(domain=DOMAIN, reads=("currency_rates",))
def convert_currency(
    ctx: WorldContext,
    amount: Annotated[float, Field(ge=0, le=1e12, allow_inf_nan=False)],
    from_currency: Annotated[str, Field(min_length=1, max_length=40)],
    to_currency: Annotated[str, Field(min_length=1, max_length=40)],
) -> dict[str, Any]:
    """Convert money between currencies at today's exchange rates.

    Args:
        amount: Amount in the source currency, e.g. 120.50.
        from_currency: ISO code or name, e.g. "USD", "euros", "yen".
        to_currency: ISO code or name, e.g. "EUR", "GBP", "MXN".

    Returns: the converted amount (rounded to the currency's minor unit), the rate
    used and its date.
    """
    src, dst = _currency(ctx, from_currency), _currency(ctx, to_currency)
    if src["units_per_usd"] <= 0 or dst["units_per_usd"] <= 0:
        raise ToolError("no valid exchange rate for this pair")
    rate = dst["units_per_usd"] / src["units_per_usd"]
    decimals = max(0, min(8, int(dst["decimals"])))
    result = round(amount * rate, decimals)
    return {
        "amount": amount,
        "from": src["code"],
        "to": dst["code"],
        "result": result,
        "text": f"{amount:,.{max(0, min(8, int(src['decimals'])))}f} {src['code']} = "
        f"{result:,.{decimals}f} {dst['code']}",
        "rate": _sig(rate),
        "inverse_rate": _sig(1 / rate),
        "as_of": dst["as_of"],
    }


@tool(domain=DOMAIN, reads=("currency_rates",))
def list_currency_rates(
    ctx: WorldContext, base: Annotated[str, Field(min_length=1, max_length=40)] = "USD"
) -> dict[str, Any]:
    """List every supported currency with its exchange rate against a base currency.

    Args:
        base: Base currency code or name, e.g. "USD", "EUR".

    Returns: for each currency: code, name, symbol and how many units 1 base buys.
    """
    b = _currency(ctx, base)
    if b["units_per_usd"] <= 0:
        raise ToolError(f"no valid exchange rate for {b['code']}")
    return {
        "base": b["code"],
        "as_of": b["as_of"],
        "rates": [
            {
                "code": r["code"],
                "name": r["name"],
                "symbol": r["symbol"],
                "per_base": _sig(r["units_per_usd"] / b["units_per_usd"]),
            }
            for r in ctx.world.select("currency_rates", order_by="code")
        ],
    }


# ----------------------------------------------------------------------------- time zones

_OFFSET_RE = re.compile(r"^(?:utc|gmt)?\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$")


def _resolve_zone(ctx: WorldContext, text: str) -> tuple[tzinfo, str]:
    """A zone from a city, IANA name, abbreviation, UTC offset or "local"."""
    raw = text.strip()
    key = _norm(raw)
    if key in ("local", "here", "device", "my time", "home", "my timezone", "current"):
        return ctx.clock.tz, "device time"
    abbreviations = data.web_data().zone_abbreviations
    if key in abbreviations:
        name = abbreviations[key]
        tz = _zone(name)
        if tz is not None:
            return tz, name
    m = _OFFSET_RE.match(key)
    if m:
        hours, minutes = int(m.group(2)), int(m.group(3) or 0)
        if hours <= 14 and minutes < 60:
            sign = 1 if m.group(1) == "+" else -1
            delta = timedelta(hours=hours, minutes=minutes) * sign
            return timezone(delta), f"UTC{m.group(1)}{hours:02d}:{minutes:02d}"
    if "/" in raw or raw.upper() == "UTC":
        candidates = [
            raw,
            raw.replace(" ", "_"),
            "/".join(p.title() for p in raw.replace(" ", "_").split("/")),
        ]
        for cand in candidates:
            tz = _zone(cand)
            if tz is not None:
                return tz, cand
    # the first city (in insertion order) called key or its part before a comma, by name
    # or alias, whose zone is known
    named = [_SEP + key + _SEP, _SEP + key.split(",")[0].strip() + _SEP]
    offset, batch = 0, 8
    while True:
        rows = _cities(
            ctx.world,
            "instr({names}, ?) > 0 OR instr({names}, ?) > 0",
            named,
            order_by="rowid",
            limit=batch,
            offset=offset,
        )
        for row in rows:
            tz = _zone(row["timezone"])
            if tz is not None:
                return tz, row["timezone"]
        if len(rows) < batch:
            break
        offset += batch
    zones = data.web_data().city_zones
    city = zones.get(key) or zones.get(key.split(",")[0].strip())
    if city is not None:
        tz = _zone(city)
        if tz is not None:
            return tz, city
    raise ToolError(
        f"unknown time zone or city {text!r}: use a city (e.g. 'Tokyo'), an IANA zone "
        "(e.g. 'America/New_York'), an abbreviation (PST, EST, CET, JST...), an offset "
        "like 'UTC+5:30', or 'local'"
    )


_CLOCK_RE = re.compile(r"^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$")


def _parse_clock(text: str) -> time | None:
    m = _CLOCK_RE.match(text.strip().lower())
    if not m:
        return None
    hour, minute = int(m.group(1)), int(m.group(2) or 0)
    suffix = (m.group(3) or "").replace(".", "")
    if suffix:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if suffix == "pm" else 0)
    if hour > 23 or minute > 59:
        return None
    return time(hour, minute)


def _describe_instant(moment: datetime, label: str) -> dict[str, Any]:
    offset = moment.utcoffset() or timedelta()
    total = int(offset.total_seconds() // 60)
    sign = "+" if total >= 0 else "-"
    return {
        "zone": label,
        "datetime": moment.strftime("%Y-%m-%d %H:%M"),
        "weekday": _weekday_name(moment.date()),
        "time_12h": moment.strftime("%I:%M %p").lstrip("0"),
        "utc_offset": f"UTC{sign}{abs(total) // 60:02d}:{abs(total) % 60:02d}",
        "abbreviation": moment.tzname(),
    }


@tool(domain=DOMAIN, reads=("weather_locations",))
def convert_time_zone(
    ctx: WorldContext,
    time_text: Annotated[str, Field(min_length=1, max_length=40)],
    to_zone: Location,
    from_zone: Location = "local",
) -> dict[str, Any]:
    """Convert a time from one time zone to another (e.g. "3pm in New York is what time
    here?"). Daylight saving time is applied for the date.

    Args:
        time_text: "15:00", "3pm", "9:30 am" (today in from_zone) or a date and time
            "2025-06-20 18:00".
        to_zone: Target: a city ("London"), IANA zone ("Asia/Tokyo"), abbreviation
            ("EST", "CET") or offset ("UTC+2").
        from_zone: Zone the time is in; "local" (default) is the device's time zone.

    Returns: both times with weekday, UTC offset and abbreviation, and the day change
    ("next day", "previous day" or "same day").
    """
    src_tz, src_label = _resolve_zone(ctx, from_zone)
    dst_tz, dst_label = _resolve_zone(ctx, to_zone)
    text = time_text.strip()
    clock = _parse_clock(text)
    if clock is not None:
        day = ctx.clock.now().astimezone(src_tz).date()
        moment = datetime.combine(day, clock, tzinfo=src_tz)
    else:
        try:
            parsed = datetime.fromisoformat(text.replace(" ", "T", 1))
        except ValueError:
            raise ToolError(
                f"time {time_text!r} not understood: use '15:00', '3pm' or '2025-06-20 18:00'"
            ) from None
        moment = parsed.replace(tzinfo=src_tz) if parsed.tzinfo is None else parsed
    try:
        converted = moment.astimezone(dst_tz)
    except (OverflowError, ValueError):
        raise ToolError(f"time {time_text!r} is out of range") from None
    delta = (converted.replace(tzinfo=None).date() - moment.replace(tzinfo=None).date()).days
    change = {0: "same day", 1: "next day", -1: "previous day"}.get(delta, f"{delta:+d} days")
    diff = (converted.utcoffset() or timedelta()) - (moment.utcoffset() or timedelta())
    return {
        "from": _describe_instant(moment, src_label),
        "to": _describe_instant(converted, dst_label),
        "day_change": change,
        "difference_hours": diff.total_seconds() / 3600,
    }


@tool(domain=DOMAIN, reads=("weather_locations",))
def get_world_time(ctx: WorldContext, location: Location) -> dict[str, Any]:
    """Get the current local time in a city or time zone, and how far ahead or behind
    the device's time it is.

    Args:
        location: City ("Tokyo", "London"), IANA zone ("Europe/Paris"), abbreviation
            ("EST") or offset ("UTC+5:30").
    """
    tz, label = _resolve_zone(ctx, location)
    now = ctx.clock.now()
    there = now.astimezone(tz)
    ahead = ((there.utcoffset() or timedelta()) - (now.utcoffset() or timedelta())).total_seconds()
    hours = ahead / 3600
    relation = (
        "same time as here"
        if hours == 0
        else f"{abs(hours):g} hours {'ahead of' if hours > 0 else 'behind'} device time"
    )
    return {**_describe_instant(there, label), "relative_to_device": relation}


# ----------------------------------------------------------------------------- calculator

_BINARY: dict[type[ast.operator], Callable[[Any, Any], Any]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
    ast.Pow: operator.pow,
}


def _factorial(x: float) -> float:
    if x != int(x) or x < 0 or x > 170:
        raise ToolError("factorial needs a whole number from 0 to 170")
    return float(math.factorial(int(x)))


def _log(x: float, base: float = 10) -> float:
    return math.log(x, base)


_FUNCTIONS: dict[str, Callable[..., Any]] = {
    "sqrt": math.sqrt,
    "cbrt": lambda x: math.copysign(abs(x) ** (1 / 3), x),
    "abs": abs,
    "round": lambda x, n=0: round(x, int(n)),
    "floor": math.floor,
    "ceil": math.ceil,
    "exp": math.exp,
    "ln": math.log,
    "log": _log,
    "log10": math.log10,
    "log2": math.log2,
    "sin": lambda x: math.sin(math.radians(x)),
    "cos": lambda x: math.cos(math.radians(x)),
    "tan": lambda x: math.tan(math.radians(x)),
    "asin": lambda x: math.degrees(math.asin(x)),
    "acos": lambda x: math.degrees(math.acos(x)),
    "atan": lambda x: math.degrees(math.atan(x)),
    "factorial": _factorial,
    "min": min,
    "max": max,
}
_CONSTANTS = {"pi": math.pi, "e": math.e, "tau": math.tau}
_MAX_MAGNITUDE = 1e300


def _eval(node: ast.AST, depth: int = 0) -> float:
    if depth > 60:
        raise ToolError("the expression is nested too deeply")
    if isinstance(node, ast.Expression):
        return _eval(node.body, depth + 1)
    if (
        isinstance(node, ast.Constant)
        and isinstance(node.value, (int, float))
        and not isinstance(node.value, bool)
    ):
        return float(node.value)
    if isinstance(node, ast.Name):
        if node.id in _CONSTANTS:
            return _CONSTANTS[node.id]
        raise ToolError(f"unknown name {node.id!r}; constants: pi, e, tau")
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.UAdd, ast.USub)):
        value = _eval(node.operand, depth + 1)
        return value if isinstance(node.op, ast.UAdd) else -value
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        left, right = _eval(node.left, depth + 1), _eval(node.right, depth + 1)
        if isinstance(node.op, ast.Pow) and (
            abs(right) > 10000 or (abs(left) > 1 and abs(right) * math.log10(abs(left)) > 300)
        ):
            raise ToolError("the result is too large")
        result = _BINARY[type(node.op)](left, right)
        if isinstance(result, complex):
            raise ToolError("the result is not a real number")
        return float(result)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
        fn = _FUNCTIONS.get(node.func.id)
        if fn is None:
            raise ToolError(
                f"unknown function {node.func.id!r}; available: {', '.join(sorted(_FUNCTIONS))}"
            )
        args = [_eval(a, depth + 1) for a in node.args]
        if not args or len(args) > 20:
            raise ToolError(f"{node.func.id}() needs 1 to 20 arguments")
        result = fn(*args)
        if isinstance(result, complex):
            raise ToolError("the result is not a real number")
        return float(result)
    raise ToolError(
        "only numbers, + - * / // % ** ^, parentheses, functions (sqrt, log, sin...) and "
        "constants (pi, e) are allowed"
    )


@tool(domain=DOMAIN)
def calculate(
    ctx: WorldContext, expression: Annotated[str, Field(min_length=1, max_length=300)]
) -> dict[str, Any]:
    """Evaluate an arithmetic expression exactly as a calculator would.

    Supports + - * / // (floor division) % (remainder) ** or ^ (power), parentheses,
    "x" or "×" for times, "÷" for divide, percent as "15%" (= 0.15), functions sqrt,
    cbrt, abs, round(x, digits), floor, ceil, exp, ln, log(x, base=10), log2, log10,
    sin/cos/tan (degrees), asin/acos/atan, factorial, min, max, and constants pi, e.

    Args:
        expression: e.g. "(1849.99 - 120) * 0.0875" or "sqrt(2)^2" or "45.60 * 18%".

    Returns: the numeric result (up to 12 significant digits).
    """
    del ctx
    text = expression.strip().replace("×", "*").replace("÷", "/").replace("^", "**")
    text = re.sub(r"(?<=\d)\s*[xX]\s*(?=[\d(.])", "*", text)
    text = re.sub(r"(\d+(?:\.\d+)?)\s*%(?!\s*[\d(.a-z])", r"(\1/100)", text)
    text = text.replace(",", "") if re.fullmatch(r"[\d,.\s+\-*/()%]+", text) else text
    try:
        tree = ast.parse(text, mode="eval")
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        raise ToolError(f"could not parse {expression!r} as arithmetic") from None
    try:
        value = _eval(tree)
    except ZeroDivisionError:
        raise ToolError("division by zero") from None
    except (OverflowError, ValueError, TypeError, RecursionError) as exc:
        raise ToolError(f"math error: {exc}") from None
    if not math.isfinite(value) or abs(value) > _MAX_MAGNITUDE:
        raise ToolError("the result is too large")
    result: float | int = _sig(value, 12)
    if float(result).is_integer() and abs(result) < 1e15:
        result = int(result)
    return {"expression": expression.strip(), "result": result}


@tool(domain=DOMAIN)
def calculate_tip(
    ctx: WorldContext,
    bill_amount: Annotated[float, Field(gt=0, le=1e7, allow_inf_nan=False)],
    tip_percent: Annotated[float, Field(ge=0, le=100, allow_inf_nan=False)] = 18,
    people: Annotated[int, Field(ge=1, le=100)] = 1,
    round_up: bool = False,
) -> dict[str, Any]:
    """Work out the tip and total for a bill, optionally split between people.

    Args:
        bill_amount: The bill before tip, e.g. 86.40.
        tip_percent: Tip in percent, e.g. 18 or 20.
        people: Number of people splitting the total equally.
        round_up: Round each person's share up to a whole amount (the tip grows to match).
    """
    del ctx
    tip = round(bill_amount * tip_percent / 100, 2)
    total = round(bill_amount + tip, 2)
    share = math.ceil(total / people * 100) / 100
    if round_up:
        share = float(math.ceil(total / people))
        total = round(share * people, 2)
        tip = round(total - bill_amount, 2)
    return {
        "bill_amount": round(bill_amount, 2),
        "tip_percent": tip_percent,
        "tip": tip,
        "total": total,
        "people": people,
        "per_person": round(share, 2),
        "effective_tip_percent": round(100 * tip / bill_amount, 2),
    }


# ----------------------------------------------------------------------------- dates


def _nth_weekday(year: int, month: int, weekday: int, n: int) -> date:
    """The n-th given weekday of a month (n=-1 for the last)."""
    if n > 0:
        first = date(year, month, 1)
        return first + timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
    last = date(year, month, calendar.monthrange(year, month)[1])
    return last - timedelta(days=(last.weekday() - weekday) % 7)


def us_federal_holidays(year: int) -> list[tuple[date, str, date]]:
    """US federal holidays of a year as ``(date, name, observed date)``, in date order."""
    days = [
        (date(year, 1, 1), "New Year's Day"),
        (_nth_weekday(year, 2, 0, 3), "Washington's Birthday (Presidents' Day)"),
        (_nth_weekday(year, 5, 0, -1), "Memorial Day"),
        (date(year, 7, 4), "Independence Day"),
        (_nth_weekday(year, 9, 0, 1), "Labor Day"),
        (_nth_weekday(year, 10, 0, 2), "Columbus Day (Indigenous Peoples' Day)"),
        (date(year, 11, 11), "Veterans Day"),
        (_nth_weekday(year, 11, 3, 4), "Thanksgiving Day"),
        (date(year, 12, 25), "Christmas Day"),
    ]
    if year >= 1986:
        days.append((_nth_weekday(year, 1, 0, 3), "Martin Luther King Jr. Day"))
    if year >= 2021:
        days.append((date(year, 6, 19), "Juneteenth National Independence Day"))
    out = []
    for day, name in sorted(days):
        observed = day
        if day.weekday() == 5:
            observed = day - timedelta(days=1)
        elif day.weekday() == 6:
            observed = day + timedelta(days=1)
        out.append((day, name, observed))
    return out


def _holiday_name(day: date) -> str | None:
    for actual, name, observed in us_federal_holidays(day.year):
        if day == actual:
            return name
        if day == observed:
            return f"{name} (observed)"
    return None


def _relative(days: int) -> str:
    if days == 0:
        return "today"
    if days == 1:
        return "tomorrow"
    if days == -1:
        return "yesterday"
    return f"in {days} days" if days > 0 else f"{-days} days ago"


@tool(domain=DOMAIN)
def count_days_between(
    ctx: WorldContext,
    start_date: DayText,
    end_date: DayText,
    include_end_date: bool = False,
) -> dict[str, Any]:
    """Count the days between two dates, with weeks, weekdays (Mon-Fri), weekend days
    and business days (weekdays that are not US federal holidays).

    Args:
        start_date: "YYYY-MM-DD", "today", "tomorrow" or "yesterday".
        end_date: "YYYY-MM-DD", "today", "tomorrow" or "yesterday".
        include_end_date: Count the end date too (e.g. for "how many days is the trip").

    Returns: days (negative when end_date is before start_date), weeks and days, and
    the weekday/weekend/business-day counts.
    """
    start = _parse_day(ctx, start_date, what="start_date")
    end = _parse_day(ctx, end_date, what="end_date")
    sign = 1 if end >= start else -1
    lo, hi = min(start, end), max(start, end)
    span = (hi - lo).days + (1 if include_end_date else 0)
    if span > 366 * 200:
        raise ToolError("the dates are more than 200 years apart")
    holidays = {obs for y in range(lo.year, hi.year + 1) for _, _, obs in us_federal_holidays(y)}
    weekdays = business = 0
    for i in range(span):
        d = lo + timedelta(days=i)
        if d.weekday() < 5:
            weekdays += 1
            if d not in holidays:
                business += 1
    return {
        "start_date": start.isoformat(),
        "end_date": end.isoformat(),
        "days": sign * span,
        "weeks_and_days": f"{span // 7} weeks, {span % 7} days",
        "weekdays": weekdays,
        "weekend_days": span - weekdays,
        "business_days": business,
        "include_end_date": include_end_date,
    }


@tool(domain=DOMAIN)
def add_to_date(
    ctx: WorldContext,
    start_date: DayText = "today",
    years: Annotated[int, Field(ge=-200, le=200)] = 0,
    months: Annotated[int, Field(ge=-2400, le=2400)] = 0,
    weeks: Annotated[int, Field(ge=-10000, le=10000)] = 0,
    days: Annotated[int, Field(ge=-73000, le=73000)] = 0,
) -> dict[str, Any]:
    """Add (or, with negative numbers, subtract) years, months, weeks and days to a date,
    e.g. "what date is 90 days from today?". Months keep the day of month, clamped to
    the month's last day (Jan 31 + 1 month = Feb 28).

    Args:
        start_date: "YYYY-MM-DD", "today", "tomorrow" or "yesterday".
        years: Years to add.
        months: Months to add.
        weeks: Weeks to add.
        days: Days to add.
    """
    if not (years or months or weeks or days):
        raise ToolError("nothing to add: give years, months, weeks or days")
    start = _parse_day(ctx, start_date, what="start_date")
    total_months = start.year * 12 + (start.month - 1) + years * 12 + months
    year, month = divmod(total_months, 12)
    if not 1 <= year <= 9999:
        raise ToolError("the result is outside the years 1-9999")
    day = min(start.day, calendar.monthrange(year, month + 1)[1])
    try:
        result = date(year, month + 1, day) + timedelta(weeks=weeks, days=days)
    except (OverflowError, ValueError):
        raise ToolError("the result is outside the years 1-9999") from None
    return {
        "start_date": start.isoformat(),
        "result": result.isoformat(),
        "weekday": _weekday_name(result),
        "from_today": _relative((result - ctx.clock.today()).days),
    }


@tool(domain=DOMAIN)
def get_date_info(ctx: WorldContext, day: DayText = "today") -> dict[str, Any]:
    """Get facts about a date: weekday, week number, day of year, quarter, whether it is
    a weekend or US federal holiday, and how far it is from today.

    Args:
        day: "YYYY-MM-DD", "today", "tomorrow" or "yesterday".
    """
    d = _parse_day(ctx, day, what="day")
    iso = d.isocalendar()
    delta = (d - ctx.clock.today()).days
    return {
        "date": d.isoformat(),
        "weekday": _weekday_name(d),
        "iso_week": iso.week,
        "day_of_year": d.timetuple().tm_yday,
        "quarter": (d.month - 1) // 3 + 1,
        "days_in_month": calendar.monthrange(d.year, d.month)[1],
        "is_leap_year": calendar.isleap(d.year),
        "is_weekend": d.weekday() >= 5,
        "us_federal_holiday": _holiday_name(d),
        "days_from_today": delta,
        "relative": _relative(delta),
    }


@tool(domain=DOMAIN)
def list_public_holidays(
    ctx: WorldContext,
    year: Annotated[int, Field(ge=1971, le=2100)] | None = None,
    upcoming_only: bool = False,
) -> dict[str, Any]:
    """List US federal public holidays of a year, with the day they are observed when
    they fall on a weekend (Saturday -> Friday, Sunday -> Monday).

    Args:
        year: The year; the current year when omitted.
        upcoming_only: Only holidays from today on.
    """
    today = ctx.clock.today()
    y = year if year is not None else today.year
    items = []
    for day, name, observed in us_federal_holidays(y):
        if upcoming_only and observed < today:
            continue
        items.append(
            {
                "date": day.isoformat(),
                "name": name,
                "weekday": _weekday_name(day),
                "observed_date": observed.isoformat(),
                "days_from_today": (observed - today).days,
            }
        )
    return {"country": "US", "year": y, "holidays": items}


# ----------------------------------------------------------------------------- places

_DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
_SYNONYMS = {
    "coffee": "cafe",
    "espresso": "cafe",
    "food": "restaurant",
    "eat": "restaurant",
    "dinner": "restaurant",
    "lunch": "restaurant",
    "breakfast": "restaurant",
    "drugstore": "pharmacy",
    "medicine": "pharmacy",
    "chemist": "pharmacy",
    "doctor": "urgent_care",
    "clinic": "urgent_care",
    "er": "hospital",
    "emergency": "hospital",
    "charger": "ev_charging",
    "charging": "ev_charging",
    "ev": "ev_charging",
    "gas": "gas_station",
    "fuel": "gas_station",
    "petrol": "gas_station",
    "atm": "bank",
    "vet": "veterinarian",
    "groceries": "grocery",
    "supermarket": "grocery",
    "books": "bookstore",
    "movie": "movie_theater",
    "movies": "movie_theater",
    "cinema": "movie_theater",
    "lodging": "hotel",
    "train": "transit_station",
    "bart": "transit_station",
    "subway": "transit_station",
    "haircut": "salon",
    "laundry": "laundromat",
    "drinks": "bar",
    "pub": "bar",
    "hike": "park",
    "hiking": "park",
    "gym": "gym",
    "workout": "gym",
    "mail": "post_office",
    "shipping": "post_office",
    "bread": "bakery",
    "pastry": "bakery",
}
_STOP = {"a", "an", "the", "of", "in", "near", "me", "for", "and", "to", "at", "on", "with", "best", "good", "place", "places", "shop", "store", "open", "now"}  # fmt: skip


def parse_hours(spec: str) -> dict[str, list[list[str]]]:
    """Turn "mon-fri 08:00-18:00; sat 09:00-13:00" / "daily 07:00-19:00" / "24h" into the
    ``hours`` JSON of a place."""
    hours: dict[str, list[list[str]]] = {d: [] for d in _DAYS}
    if spec.strip() == "24h":
        return {d: [["00:00", "24:00"]] for d in _DAYS}
    for part in spec.split(";"):
        days_text, _, times_text = part.strip().partition(" ")
        if days_text == "daily":
            days = list(_DAYS)
        elif "-" in days_text:
            a, b = days_text.split("-")
            i, j = _DAYS.index(a), _DAYS.index(b)
            days = [_DAYS[(i + k) % 7] for k in range((j - i) % 7 + 1)]
        else:
            days = [days_text]
        for span in times_text.split(","):
            open_, close = span.strip().split("-")
            for d in days:
                hours[d].append([open_, close])
    return hours


def _minutes(text: str) -> int | None:
    m = re.fullmatch(r"(\d{1,2}):(\d{2})", str(text).strip())
    if not m or int(m.group(1)) > 24 or int(m.group(2)) > 59:
        return None
    return int(m.group(1)) * 60 + int(m.group(2))


def _intervals(hours: Any, day: str) -> list[tuple[int, int]]:
    """Open intervals of a weekday in minutes; close <= open means past midnight."""
    out: list[tuple[int, int]] = []
    if not isinstance(hours, dict):
        return out
    spans = hours.get(day)
    if not isinstance(spans, list):
        return out
    for span in spans:
        if isinstance(span, (list, tuple)) and len(span) == 2:
            o, c = _minutes(span[0]), _minutes(span[1])
            if o is not None and c is not None:
                out.append((o, c))
    return out


def _fmt_minutes(m: int) -> str:
    return f"{m // 60 % 24:02d}:{m % 60:02d}"


def _open_status(place: Row, now: datetime) -> dict[str, Any]:
    """Whether a place is open at ``now`` (its local time), and until / from when."""
    week = [_intervals(place.get("hours"), d) for d in _DAYS]
    return _open_at(str(place.get("timezone") or ""), week, now)


def _open_at(zone: str, week: list[list[tuple[int, int]]], now: datetime) -> dict[str, Any]:
    """`_open_status` of a place in time zone ``zone`` open at ``week`` (`_intervals` of
    each of `_DAYS`)."""
    tz = _zone(zone) or now.tzinfo or UTC
    local = now.astimezone(tz)
    minute = local.hour * 60 + local.minute
    for o, c in week[local.weekday()]:
        end = c if c > o else 1440 + c
        if o <= minute < end:
            return {"open_now": True, "closes_at": "midnight" if end == 1440 else _fmt_minutes(end)}
    for o, c in week[(local.weekday() - 1) % 7]:
        if c <= o and minute < c:
            return {"open_now": True, "closes_at": _fmt_minutes(c)}
    for ahead in range(8):
        i = (local.weekday() + ahead) % 7
        day = _DAYS[i]
        starts = sorted(o for o, _ in week[i] if ahead > 0 or o > minute)
        if starts:
            when = "today" if ahead == 0 else ("tomorrow" if ahead == 1 else day.title())
            return {"open_now": False, "opens": f"{when} {_fmt_minutes(starts[0])}"}
    return {"open_now": False, "opens": None}


def _hours_text(hours: Any) -> dict[str, str]:
    out = {}
    for d in _DAYS:
        spans = _intervals(hours, d)
        if spans and all(o == 0 and c == 1440 for o, c in spans):
            out[d] = "open 24 hours"
        else:
            out[d] = ", ".join(f"{_fmt_minutes(o)}-{_fmt_minutes(c)}" for o, c in spans) or "closed"
    return out


def _current_location(ctx: WorldContext) -> tuple[float, float, str]:
    home = ctx.world.select("saved_places", {"label": "Home"})
    if home:
        return home[0]["latitude"], home[0]["longitude"], "current location (Home)"
    lat, lon = data.DEFAULT_LOCATION
    return lat, lon, "current location"


def _resolve_location(ctx: WorldContext, text: str) -> dict[str, Any]:
    """A place id, saved place label, "current location", place name or city."""
    raw = text.strip()
    key = _norm(raw)
    if key in ("current location", "my location", "here", "me", "current", "where i am"):
        lat, lon, label = _current_location(ctx)
        return {"label": label, "lat": lat, "lon": lon, "place_id": None, "address": None}
    if re.fullmatch(r"plc_\d+", raw):
        p = ctx.world.get("places", raw)
        return {"label": p["name"], "lat": p["latitude"], "lon": p["longitude"], "place_id": p["id"], "address": p["address"]}  # fmt: skip
    if re.fullmatch(r"svp_\d+", raw):
        s = ctx.world.get("saved_places", raw)
        return {"label": s["label"], "lat": s["latitude"], "lon": s["longitude"], "place_id": s["place_id"], "address": s["address"]}  # fmt: skip
    for s in ctx.world.select_by_key("saved_places", "label_key", key, limit=1):
        return {"label": s["label"], "lat": s["latitude"], "lon": s["longitude"], "place_id": s["place_id"], "address": s["address"]}  # fmt: skip
    matches = ctx.world.select_by_key("places", "name_key", key)
    if len(matches) > 1:
        ids = ", ".join(f"{p['id']} ({p['address']})" for p in matches)
        raise ToolError(f"{raw!r} matches several places: {ids}; give the place id")
    if matches:
        p = matches[0]
        return {"label": p["name"], "lat": p["latitude"], "lon": p["longitude"], "place_id": p["id"], "address": p["address"]}  # fmt: skip
    # a city called key (name or alias), or whose name is key's part before a comma
    # (the name comes first in the key)
    cities = _cities(
        ctx.world,
        "instr({names}, ?) > 0 OR instr({names}, ?) = 1",
        [_SEP + key + _SEP, _SEP + key.split(",")[0] + _SEP],
        order_by="rowid",
        limit=1,
    )
    for c in cities:
        return {"label": c["name"], "lat": c["latitude"], "lon": c["longitude"], "place_id": None, "address": c["name"]}  # fmt: skip
    raise ToolError(
        f"unknown location {raw!r}: give a place id from search_places (e.g. 'plc_0004'), a "
        "saved place label (list_saved_places, e.g. 'Home'), 'current location' or a city name"
    )


def _price(level: Any) -> str | None:
    return "$" * int(level) if isinstance(level, int) and 1 <= level <= 4 else None


def _tokens(text: str) -> list[str]:
    words = re.findall(r"[a-z0-9]+", _norm(text))
    return [w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words]


def _place_summary(place: Row, origin: tuple[float, float], now: datetime) -> dict[str, Any]:
    km = _haversine_km(origin, (place["latitude"], place["longitude"]))
    return {
        "id": place["id"],
        "name": place["name"],
        "category": place["category"],
        "subcategory": place["subcategory"],
        "address": place["address"],
        "neighborhood": place["neighborhood"],
        "rating": place["rating"],
        "review_count": place["review_count"],
        "price": _price(place["price_level"]),
        "distance_km": round(km, 2),
        "distance_mi": round(km / 1.609344, 2),
        **_open_status(place, now),
        "phone": place["phone"],
    }


#: Separators of a `_place_finder` key: between its parts, and before its hours.
_FINDER_PART = "\x1d"
_FINDER_ZONE = "\x1e"
_FINDER_HOURS = _FINDER_PART + _FINDER_ZONE


def _place_finder(
    category: str | None,
    name: str | None,
    subcategory: str | None,
    tags: str | None,
    description: str | None,
    neighborhood: str | None,
    hours: str | None,
    timezone: str | None,
) -> str:
    """What search_places matches, scores and filters a place on (stored values of
    `_PLACE_FINDER`), as one text ``<category> GS <words> GS RS <zone> RS <week>``:

    - words: the place's query words (`_tokens`), each between `_SEP`s, after a letter
      for the score it adds: "n" name (3), "c" category or subcategory (2.5), "t" tags
      (1.5), "o" description or neighborhood (1);
    - zone: the time zone when it is a known one, else "" (as `_open_status` then uses
      the clock's);
    - week: the open intervals of each of `_DAYS` (`_intervals`), "open-close" minutes
      joined by "," and days by ";" (`_schedule_open` reads it back).
    """
    try:
        tag_list = json.loads(tags) if tags else None
    except ValueError:  # not stored: the column's CHECK rejects it
        tag_list = None
    try:
        opening = json.loads(hours) if hours else None
    except ValueError:
        opening = None
    groups = {
        "n": _word_set(name or ""),
        "c": _word_set((category or "").replace("_", " ")) | _word_set(subcategory or ""),
        "t": {t for tag in tag_list for t in _word_set(str(tag))}
        if isinstance(tag_list, list)
        else set(),
        "o": _word_set(description or "") | _word_set(neighborhood or ""),
    }
    words = sorted(g + t for g, ts in groups.items() for t in ts)
    zone = str(timezone or "")
    if not _known_zone(zone) or _FINDER_ZONE in zone:
        zone = ""
    week = ";".join(",".join(f"{o}-{c}" for o, c in _intervals(opening, d)) for d in _DAYS)
    return (
        f"{category or ''}{_FINDER_PART}{_SEP}{_SEP.join(words)}{_SEP}"
        f"{_FINDER_HOURS}{zone}{_FINDER_ZONE}{week}"
    )


def _rows_by_rowid(world: World, table: str, rowids: Sequence[int]) -> dict[int, Row]:
    """The decoded rows of ``table`` with these rowids, by rowid (one query)."""
    if not rowids:
        return {}
    schema = world.table(table)
    cond, params = in_values("rowid", rowids)
    rows = world.query(
        f"SELECT {schema.select_list}, rowid AS rid FROM {table} WHERE {cond}",
        params,
        table=table,
    )
    return {row.pop("rid"): row for row in rows}


@lru_cache(maxsize=4096)
def _word_set(text: str) -> frozenset[str]:
    """The `_tokens` of a text, as a set (cached: copies of a place share texts)."""
    return frozenset(_tokens(text))


@lru_cache(maxsize=256)
def _known_zone(name: str) -> bool:
    """Whether `_zone` knows ``name`` (cached: a failed lookup searches the disk)."""
    return _zone(name) is not None


def _place_schedules(world: World) -> list[str]:
    """The distinct ``<zone> RS <week>`` ends of the places' `_place_finder` keys, read
    in the key's index (padding and copies share them: far fewer than places)."""
    key, index = _key_index(world, "places", "finder")
    rows = world.query(
        f"SELECT DISTINCT substr({key}, instr({key}, ?) + {len(_FINDER_HOURS)}) AS s "
        f"FROM places INDEXED BY {index} WHERE {key} IS NOT NULL",
        [_FINDER_HOURS],
    )
    return [str(r["s"]) for r in rows]


def _schedule_open(schedule: str, now: datetime) -> bool:
    """Whether a place with this `_place_schedules` entry is open at ``now``."""
    zone, _, week_text = schedule.partition(_FINDER_ZONE)
    week = [
        [(int(o), int(c)) for o, _, c in (span.partition("-") for span in day.split(",") if span)]
        for day in week_text.split(";")
    ]
    return bool(_open_at(zone, week, now)["open_now"])


#: Index of the numbers search_places ranks on (see `_places_by_numbers`).
_PLACE_NUMBERS = '"ix_places__latitude__longitude__rating__name"'
#: Half-widths in degrees of the latitude bands `_places_by_numbers` tries in turn.
_BANDS = tuple(1e-4 * 4**i for i in range(12))


def _places_by_numbers(
    world: World,
    center: tuple[float, float],
    where: list[str],
    params: dict[str, Any],
    km: str,
    order: str,
    sort_by: str,
) -> tuple[int, list[Row]]:
    """search_places without a test of the `_place_finder` key (no query, category or
    open_now): the number of places passing ``where`` (rating and distance tests) and
    the first ``params["limit"]`` in ``order``, as ``rid`` rows, from the numbers' index.

    A great-circle distance is at least the Earth's radius times the latitude
    difference, so when the ``limit``-th place within a latitude band is closer (ranks
    better, for relevance: whose distance and rating bound) than any place outside
    it can be, the first ones are the band's: the bands grow until that holds.
    """
    lat0 = center[0]
    rows = [*where]
    # (the bound needs both latitudes within -90..90)
    bounded = -90 <= lat0 <= 90 and not _odd_latitudes(world)
    if "max_km" in params and bounded:  # the latitudes within reach
        reach = math.degrees(params["max_km"] / 6371.0088) * (1 + 1e-6) + 1e-9
        rows.insert(0, "latitude BETWEEN :lat_lo AND :lat_hi")
        params.update(lat_lo=lat0 - reach, lat_hi=lat0 + reach)
    else:
        rows.insert(0, "latitude IS NOT NULL")
    test = " AND ".join(rows)
    count = f"SELECT COUNT(*) AS n FROM places INDEXED BY {_PLACE_NUMBERS} WHERE {test}"
    total = int(world.query(count, params)[0]["n"])
    if not total:
        return 0, []
    select = f"SELECT rowid AS rid, {km} AS km, 0 AS score FROM places INDEXED BY {_PLACE_NUMBERS}"
    ranked = f"{select} WHERE {test}"
    if sort_by != "rating" and total > params["limit"] and bounded:
        if sort_by == "distance":
            value, top = km, 0.0
        else:  # relevance without words: rating and distance
            value = f"(-COALESCE(rating, 0)) * :rating_weight + {km} * :km_weight"
            top = world.derived("web.search_places.top_rating", ("places",), lambda: _top_rating(world))  # fmt: skip
        for band in _BANDS:
            if band >= 180:
                break
            inside = f"{test} AND latitude BETWEEN :band_lo AND :band_hi"
            params.update(band_lo=lat0 - band, band_hi=lat0 + band, kth=params["limit"] - 1)
            kth = world.query(
                f"SELECT {value} AS v, {km} AS km, 0 AS score FROM places INDEXED BY "
                f"{_PLACE_NUMBERS} WHERE {inside} "
                f"ORDER BY {order}, rowid LIMIT 1 OFFSET :kth",
                params,
            )
            # the nearest a place outside the band can be, a little less for rounding
            outside = 6371.0088 * math.radians(band) * (1 - 1e-6)
            if sort_by != "distance":
                outside = -0.1 * top + 0.05 * outside - 1e-6
            if kth and kth[0]["v"] < outside:
                ranked = f"{select} WHERE {inside}"
                break
    return total, world.query(f"{ranked} ORDER BY {order}, rowid LIMIT :limit", params)


def _odd_latitudes(world: World) -> bool:
    """Whether a place lies outside latitudes -90..90 (no band bounds its distance)."""
    return bool(
        world.query(
            f"SELECT 1 AS x FROM places INDEXED BY {_PLACE_NUMBERS} "
            "WHERE latitude < -90 OR latitude > 90 LIMIT 1"
        )
    )


def _top_rating(world: World) -> float:
    """The highest rating of a place (0 for none), once per state of the places."""
    (row,) = world.query(
        f"SELECT MAX(COALESCE(rating, 0)) AS r FROM places INDEXED BY {_PLACE_NUMBERS} "
        "WHERE latitude IS NOT NULL"
    )
    return max(float(row["r"] or 0), 0.0)


@tool(domain=DOMAIN, reads=("places", "saved_places", "weather_locations"))
def search_places(
    ctx: WorldContext,
    query: Annotated[str, Field(max_length=200)] = "",
    category: data.PlaceCategory | None = None,
    near: Location = "current location",
    open_now: bool = False,
    min_rating: Annotated[float, Field(ge=0, le=5, allow_inf_nan=False)] = 0,
    max_distance_km: Annotated[float, Field(gt=0, le=20000, allow_inf_nan=False)] | None = None,
    sort_by: Literal["relevance", "distance", "rating"] = "relevance",
    limit: Limit = 10,
) -> dict[str, Any]:
    """Search nearby places (restaurants, cafes, shops, pharmacies, parks, museums,
    landmarks, services) like a maps app, with distance, rating, price and whether they
    are open now.

    Args:
        query: What to look for, e.g. "ramen", "coffee", "pharmacy", "Golden Gate";
            empty lists everything (filtered by the other arguments).
        category: Only this category, e.g. "restaurant", "cafe", "pharmacy", "park".
        near: Where to measure distance from: "current location" (default, the owner's
            home in San Francisco), a saved place label ("Work"), a place id or a city.
        open_now: Only places open right now.
        min_rating: Minimum average rating, 0-5.
        max_distance_km: Only places within this distance.
        sort_by: "relevance" (default), "distance" or "rating".
        limit: Maximum number of results (1-50).

    Returns: matching places with id (e.g. "plc_0002"), address, rating, price ("$".."$$$$"),
    distance in km and miles, open_now and closing or opening time.
    """
    origin = _resolve_location(ctx, near)
    center = (origin["lat"], origin["lon"])
    now = ctx.clock.now()
    q_tokens = [t for t in _tokens(query) if t not in _STOP]
    world = ctx.world
    # Every filter, the score, the order and the count run in the database, on the
    # `_place_finder` key read from its index and the row's numbers (the distance is
    # `_haversine_km`'s arithmetic in SQL, bit for bit): only the results are read back.
    key, index = _key_index(world, "places", "finder")
    params: dict[str, Any] = {}

    def in_category(name: str, value: str) -> str:  # the key starts with the category
        params[f"{name}_lo"] = value + _FINDER_PART
        params[f"{name}_hi"] = value + chr(ord(_FINDER_PART) + 1)
        return f"({key} >= :{name}_lo AND {key} < :{name}_hi)"

    # the tests of the key (read in its index) come first, then those of the row
    where = [in_category("category", category)] if category is not None else []
    score = "0"
    if q_tokens:
        terms, near_misses = [], []
        for i, tok in enumerate(q_tokens):
            synonym = _SYNONYMS.get(tok)
            same = f" OR {in_category(f's{i}', synonym)}" if synonym is not None else ""
            terms.append(
                f"(CASE WHEN instr({key}, :n{i}) > 0 THEN 3 ELSE 0 END"
                f" + CASE WHEN instr({key}, :c{i}) > 0{same} THEN 2.5 ELSE 0 END"
                f" + CASE WHEN instr({key}, :t{i}) > 0 THEN 1.5 ELSE 0 END"
                f" + CASE WHEN instr({key}, :o{i}) > 0 THEN 1 ELSE 0 END)"
            )
            for group in "ncto":
                params[f"{group}{i}"] = f"{_SEP}{group}{tok}{_SEP}"
            # cheap first: one search of the key for a word ending like the query word
            near_misses.append(f"instr({key}, :w{i}) > 0{same}")
            params[f"w{i}"] = f"{tok}{_SEP}"
        score = " + ".join(terms)
        where += [f"({' OR '.join(near_misses)})", f"({score}) > 0"]
    if open_now:
        schedules = world.derived("web.search_places.schedules", ("places",), lambda: _place_schedules(world))  # fmt: skip
        where.append(
            f"substr({key}, instr({key}, :mark) + {len(_FINDER_HOURS)}) IN "
            "(SELECT value FROM json_each(:open))"
        )
        params["mark"] = _FINDER_HOURS
        params["open"] = json.dumps([s for s in schedules if _schedule_open(s, now)])
    if min_rating:
        where.append("COALESCE(rating, 0) >= :min_rating")
        params["min_rating"] = min_rating
    lat1, lon1 = math.radians(center[0]), math.radians(center[1])
    km = (
        "(:diameter * asin(min(1.0, sqrt(pow(sin((latitude * :rad - :lat1) / 2), 2) "
        "+ :cos1 * cos(latitude * :rad) * pow(sin((longitude * :rad - :lon1) / 2), 2)))))"
    )
    params.update(diameter=2 * 6371.0088, rad=math.radians(1.0), lat1=lat1, lon1=lon1)
    params["cos1"] = math.cos(lat1)
    if max_distance_km is not None:
        where.append(f"{km} <= :max_km")
        params["max_km"] = max_distance_km
    if sort_by == "distance":
        order = "km, name"
    elif sort_by == "rating":
        order = "-COALESCE(rating, 0), km"
    else:
        order = "-score, (-COALESCE(rating, 0)) * :rating_weight + km * :km_weight, name"
        params.update(rating_weight=0.1, km_weight=0.05)
    params["limit"] = limit
    if category is not None or q_tokens or open_now:
        if category is None:  # scan the key's whole index
            where.insert(0, f"{key} IS NOT NULL")
        # The matches are materialized so that their key is read in the index once (an
        # ORDER BY over the key's expressions would compute the key again).
        found = world.query(
            f"WITH m AS MATERIALIZED (SELECT rowid AS rid, name, rating, {km} AS km, {score} "
            f"AS score FROM places INDEXED BY {index} WHERE {' AND '.join(where)}) "
            f"SELECT rid, (SELECT COUNT(*) FROM m) AS total FROM m ORDER BY {order}, rid "
            "LIMIT :limit",
            params,
        )
        total = found[0]["total"] if found else 0
    else:
        total, found = _places_by_numbers(world, center, where, params, km, order, sort_by)
    rids = [r["rid"] for r in found]
    by_rid = _rows_by_rowid(world, "places", rids)
    results = [_place_summary(by_rid[rid], center, now) for rid in rids]
    out: dict[str, Any] = {
        "near": origin["label"],
        "count": total,
        "results": results,
    }
    if not results:
        out["note"] = "no places matched; try fewer filters or other words"
    return out


@tool(domain=DOMAIN, reads=("places", "saved_places"))
def get_place_details(
    ctx: WorldContext, place_id: Annotated[str, Field(min_length=1, max_length=64)]
) -> dict[str, Any]:
    """Get everything about a place: address, phone, opening hours for each weekday,
    whether it is open now, rating, price level, tags and distance from the current
    location.

    Args:
        place_id: Place id, e.g. "plc_0002" (from search_places).
    """
    place = ctx.world.get("places", place_id.strip())
    lat, lon, _ = _current_location(ctx)
    summary = _place_summary(place, (lat, lon), ctx.clock.now())
    saved = ctx.world.select("saved_places", {"place_id": place["id"]})
    return {
        **summary,
        "city": place["city"],
        "latitude": place["latitude"],
        "longitude": place["longitude"],
        "hours": _hours_text(place["hours"]),
        "timezone": place["timezone"],
        "tags": place["tags"],
        "description": place["description"],
        "saved_as": saved[0]["label"] if saved else None,
    }


_MODES: dict[str, tuple[float, float, float, float]] = {
    # detour factor, speed km/h, fixed overhead minutes, longest supported straight km
    "walking": (1.25, 4.8, 0.0, 40.0),
    "cycling": (1.25, 15.0, 2.0, 150.0),
    "transit": (1.3, 22.0, 9.0, 120.0),
    "driving": (1.3, 28.0, 4.0, 2000.0),
}


def _rush_hour(moment: datetime) -> bool:
    return moment.weekday() < 5 and (7 <= moment.hour < 10 or 16 <= moment.hour < 19)


def _trip(a: dict[str, Any], b: dict[str, Any], mode: str, depart: datetime) -> dict[str, Any]:
    straight = _haversine_km((a["lat"], a["lon"]), (b["lat"], b["lon"]))
    detour, speed, overhead, longest = _MODES[mode]
    if straight > longest:
        raise ToolError(
            f"{straight:.0f} km is too far for {mode} directions (at most {longest:.0f} km)"
        )
    road = straight * (detour if straight < 50 else 1.2)
    minutes = overhead
    note = None
    if mode == "driving":
        urban = min(road, 15.0)
        factor = 1.35 if _rush_hour(depart) else 1.0
        minutes += urban / speed * 60 * factor + max(0.0, road - 15.0) / 95 * 60
        if factor > 1:
            note = "rush-hour traffic adds about a third to city driving time"
    else:
        minutes += road / speed * 60
    minutes = max(1, round(minutes))
    arrive = depart + timedelta(minutes=minutes)
    heading = _bearing((a["lat"], a["lon"]), (b["lat"], b["lon"]))
    dest = b["label"] + (
        f" ({b['address']})" if b.get("address") and b["address"] != b["label"] else ""
    )
    if mode == "transit":
        ride = max(1, minutes - 9)
        steps = [
            "Walk about 5 min to the nearest Muni/BART stop",
            f"Ride transit heading {heading} for about {ride} min (wait included in total)",
            f"Walk about 4 min to {dest}",
        ]
    else:
        verb = {"walking": "Walk", "cycling": "Bike", "driving": "Drive"}[mode]
        steps = [
            f"Head {heading} from {a['label']}",
            f"{verb} {road:.1f} km ({road / 1.609344:.1f} mi)",
            f"Arrive at {dest}",
        ]
    trip = {
        "mode": mode,
        "distance_km": round(road, 1),
        "distance_mi": round(road / 1.609344, 1),
        "duration_minutes": minutes,
        "depart_at": depart.isoformat(timespec="minutes"),
        "arrive_at": arrive.isoformat(timespec="minutes"),
        "steps": steps,
    }
    if note:
        trip["note"] = note
    return trip


def _endpoints(
    ctx: WorldContext, origin: str, destination: str
) -> tuple[dict[str, Any], dict[str, Any]]:
    a, b = _resolve_location(ctx, origin), _resolve_location(ctx, destination)
    if _haversine_km((a["lat"], a["lon"]), (b["lat"], b["lon"])) < 0.02:
        raise ToolError(f"{a['label']} and {b['label']} are the same place: nothing to route")
    return a, b


@tool(domain=DOMAIN, reads=("places", "saved_places", "weather_locations"))
def get_directions(
    ctx: WorldContext,
    destination: Location,
    origin: Location = "current location",
    mode: Mode = "driving",
    depart_at: datetime | None = None,
) -> dict[str, Any]:
    """Get directions and the travel time between two places by car, on foot, by bike or
    by public transit, with departure and arrival times (an estimate: road distance from
    the straight-line distance, typical speeds and rush-hour traffic).

    Args:
        destination: Place id ("plc_0012"), saved place label ("Work"), place name, or city.
        origin: Same forms; default "current location" (the owner's home).
        mode: "driving", "walking", "cycling" or "transit".
        depart_at: Departure time, ISO-8601 local time (e.g. "2025-06-13T17:30");
            default now.
    """
    a, b = _endpoints(ctx, origin, destination)
    depart = ctx.clock.localize(depart_at) if depart_at is not None else ctx.clock.now()
    trip = _trip(a, b, mode, depart)
    return {"from": a["label"], "to": b["label"], **trip}


@tool(domain=DOMAIN, reads=("places", "saved_places", "weather_locations"))
def compare_travel_modes(
    ctx: WorldContext,
    destination: Location,
    origin: Location = "current location",
    depart_at: datetime | None = None,
) -> dict[str, Any]:
    """Compare how long a trip takes driving, walking, cycling and by transit, leaving at
    the same time, and say which is fastest.

    Args:
        destination: Place id ("plc_0012"), saved place label ("Work"), place name, or city.
        origin: Same forms; default "current location" (the owner's home).
        depart_at: Departure time, ISO-8601 local time; default now.
    """
    a, b = _endpoints(ctx, origin, destination)
    depart = ctx.clock.localize(depart_at) if depart_at is not None else ctx.clock.now()
    options = []
    for mode in ("driving", "transit", "cycling", "walking"):
        try:
            t = _trip(a, b, mode, depart)
            options.append(
                {
                    "mode": mode,
                    "duration_minutes": t["duration_minutes"],
                    "distance_km": t["distance_km"],
                    "arrive_at": t["arrive_at"],
                }
            )
        except ToolError as exc:
            options.append({"mode": mode, "available": False, "reason": str(exc)})
    usable = [o for o in options if "duration_minutes" in o]
    fastest = min(usable, key=lambda o: o["duration_minutes"])["mode"] if usable else None
    return {"from": a["label"], "to": b["label"], "options": options, "fastest": fastest}


# ----------------------------------------------------------------------------- saved places


def _saved_place(ctx: WorldContext, ref: str) -> Row:
    raw = ref.strip()
    if re.fullmatch(r"svp_\d+", raw):
        return ctx.world.get("saved_places", raw)
    for s in ctx.world.select_by_key("saved_places", "label_key", _norm(raw), limit=1):
        return s
    labels = [s["label"] for s in ctx.world.select("saved_places", order_by="label", limit=_MAX_LISTED)]  # fmt: skip
    if len(labels) == _MAX_LISTED and (more := ctx.world.count("saved_places") - _MAX_LISTED):
        labels.append(f"... and {more} more")
    raise ToolError(f"no saved place {raw!r}; saved places: {', '.join(labels) or 'none'}")


@tool(domain=DOMAIN, reads=("places", "saved_places"), writes=("saved_places",))
def save_place(
    ctx: WorldContext,
    place_id: Annotated[str, Field(min_length=1, max_length=64)],
    label: Annotated[str, Field(min_length=1, max_length=60)],
) -> dict[str, Any]:
    """Save a place in Maps under a label (e.g. "Gym", "Dentist", "Mom's favorite
    bakery") so it can be used in directions by that label.

    Args:
        place_id: Place id, e.g. "plc_0008" (from search_places).
        label: Name to save it under; unique among saved places.
    """
    place = ctx.world.get("places", place_id.strip())
    text = label.strip()
    if not text:
        raise ToolError("label must not be blank")
    # the first saved place (in insertion order) with this label or this place
    label_key, _ = _key_index(ctx.world, "saved_places", "label_key")
    clash = ctx.world.query(
        f"SELECT id, label, {label_key} = ? AS same_label FROM saved_places "
        f"WHERE rowid IN (SELECT rowid FROM saved_places WHERE {label_key} = ? "
        "UNION ALL SELECT rowid FROM saved_places WHERE place_id = ?) ORDER BY rowid LIMIT 1",
        [_norm(text), _norm(text), place["id"]],
    )
    for s in clash:
        if s["same_label"]:
            raise ToolError(
                f"a saved place labelled {s['label']!r} already exists ({s['id']}); "
                "remove it first or choose another label"
            )
        raise ToolError(f"{place['name']} is already saved as {s['label']!r} ({s['id']})")
    row = ctx.world.insert(
        "saved_places",
        {
            "label": text,
            "place_id": place["id"],
            "address": place["address"],
            "latitude": place["latitude"],
            "longitude": place["longitude"],
            "created_at": ctx.clock.now(),
        },
    )
    return {"id": row["id"], "label": row["label"], "place_id": place["id"], "name": place["name"], "address": row["address"]}  # fmt: skip


@tool(domain=DOMAIN, reads=("saved_places", "places"))
def list_saved_places(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the owner's saved places (Home, Work, favorites) with addresses and distance
    from the current location."""
    lat, lon, _ = _current_location(ctx)
    out = []
    for s in ctx.world.select("saved_places", order_by="created_at"):
        place = ctx.world.get_or_none("places", s["place_id"]) if s["place_id"] else None
        out.append(
            {
                "id": s["id"],
                "label": s["label"],
                "place_id": s["place_id"],
                "name": place["name"] if place else None,
                "address": s["address"],
                "distance_km": round(_haversine_km((lat, lon), (s["latitude"], s["longitude"])), 2),
            }
        )
    return out


@tool(domain=DOMAIN, reads=("saved_places",), writes=("saved_places",))
def remove_saved_place(
    ctx: WorldContext, saved_place: Annotated[str, Field(min_length=1, max_length=64)]
) -> dict[str, Any]:
    """Remove a saved place (the place itself stays searchable).

    Args:
        saved_place: Saved place id ("svp_0003") or its label ("Gym").
    """
    row = _saved_place(ctx, saved_place)
    ctx.world.delete("saved_places", row["id"])
    return {"removed_id": row["id"], "label": row["label"]}


# ----------------------------------------------------------------------------- dictionary & phrases


@cache
def _dictionary() -> dict[str, data.Entry]:
    """Dictionary entries by word (built on first use)."""
    return {e.word: e for e in data.web_data().dictionary}


@tool(domain=DOMAIN)
def define_word(
    ctx: WorldContext, word: Annotated[str, Field(min_length=1, max_length=60)]
) -> dict[str, Any]:
    """Look up an English word in the offline dictionary: part of speech, pronunciation,
    definitions, an example and synonyms. The dictionary is small (about 40 words).

    Args:
        word: The word, e.g. "ubiquitous".
    """
    del ctx
    key = _norm(word)
    dictionary = _dictionary()
    entry = dictionary.get(key) or dictionary.get(key.removesuffix("s"))
    if entry is None:
        raise ToolError(
            f"{word.strip()!r} is not in the offline dictionary{_closest(key, sorted(dictionary))}"
        )
    return {
        "word": entry.word,
        "part_of_speech": entry.part_of_speech,
        "pronunciation": entry.pronunciation,
        "definitions": list(entry.definitions),
        "example": entry.example,
        "synonyms": list(entry.synonyms),
    }


_PHRASE_ALIASES = {
    "hi": "hello",
    "thanks": "thank you",
    "thank you very much": "thank you",
    "bye": "goodbye",
    "where is the restroom": "where is the bathroom",
    "where is the toilet": "where is the bathroom",
    "check please": "the check please",
    "the bill please": "the check please",
    "how much is this": "how much does this cost",
    "i do not understand": "i don't understand",
}


def _phrase_key(text: str) -> str:
    return re.sub(r"[¿¡?!.,;:。、！？]", "", _norm(text)).strip()


def _language(text: str) -> str:
    key = _norm(text)
    if key in ("en", "english"):
        return "en"
    for code, name in data.web_data().languages.items():
        if key in (code, name.lower()):
            return code
    supported = ", ".join(f"{n} ({c})" for c, n in data.web_data().languages.items())
    raise ToolError(
        f"language {text!r} is not in the phrasebook; languages: English (en), {supported}"
    )


@tool(domain=DOMAIN)
def translate_phrase(
    ctx: WorldContext,
    text: Annotated[str, Field(min_length=1, max_length=200)],
    target_language: Annotated[str, Field(min_length=1, max_length=30)],
    source_language: Annotated[str, Field(min_length=1, max_length=30)] = "English",
) -> dict[str, Any]:
    """Translate a common travel phrase with the offline phrasebook (English, Spanish,
    French, German, Italian, Portuguese, Japanese). Only the phrasebook's phrases can
    be translated (list_phrasebook_phrases lists them); it is not a general translator.

    Args:
        text: The phrase, e.g. "Where is the bathroom?" or "gracias".
        target_language: Language name or code, e.g. "Spanish", "ja".
        source_language: Language of `text`, default English.

    Returns: the translation (and romaji for Japanese).
    """
    del ctx
    src, dst = _language(source_language), _language(target_language)
    if src == dst:
        raise ToolError("source and target language are the same")
    key = _phrase_key(text)
    english: str | None = None
    if src == "en":
        key = _PHRASE_ALIASES.get(key, key)
        english = key if key in data.web_data().phrasebook else None
    else:
        for phrase, translations in data.web_data().phrasebook.items():
            if _phrase_key(translations.get(src, "")) == key or (
                src == "ja" and _phrase_key(translations.get("ja_romaji", "")) == key
            ):
                english = phrase
                break
    if english is None:
        if src == "en":
            pool = list(data.web_data().phrasebook)
        else:
            pool = [_phrase_key(t.get(src, "")) for t in data.web_data().phrasebook.values()]
        raise ToolError(
            f"{text.strip()!r} is not in the {data.web_data().languages.get(src, 'English')} phrasebook"
            f"{_closest(key, pool)} (list_phrasebook_phrases lists the phrases)"
        )
    entry = data.web_data().phrasebook[english]
    result: dict[str, Any] = {
        "text": text.strip(),
        "source_language": "English" if src == "en" else data.web_data().languages[src],
        "target_language": "English" if dst == "en" else data.web_data().languages[dst],
        "translation": english if dst == "en" else entry[dst],
    }
    if dst == "ja":
        result["romaji"] = entry["ja_romaji"]
    return result


@tool(domain=DOMAIN)
def list_phrasebook_phrases(
    ctx: WorldContext, language: Annotated[str, Field(min_length=1, max_length=30)] | None = None
) -> dict[str, Any]:
    """List the phrases the offline phrasebook can translate and its languages.

    Args:
        language: Also show each phrase's translation into this language, e.g. "French".
    """
    del ctx
    code = _language(language) if language is not None else None
    if code == "en":
        code = None
    phrases: list[Any]
    if code is None:
        phrases = list(data.web_data().phrasebook)
    else:
        phrases = [
            {"english": p, "translation": t[code]} for p, t in data.web_data().phrasebook.items()
        ]
    return {
        "languages": ["English", *data.web_data().languages.values()],
        "phrases": phrases,
    }


# ----------------------------------------------------------------------------- web


_WEB_STOP = {"the", "a", "an", "and", "or", "of", "to", "in", "on", "for", "is", "are", "it", "at", "by", "with", "what", "how", "do", "does", "i", "my", "me", "from", "this", "that", "be", "can"}  # fmt: skip


def _web_tokens(text: str) -> list[str]:
    return [t for t in _tokens(text) if t not in _WEB_STOP]


def _url_key_or_none(url: str | None) -> str | None:
    return None if url is None else _url_key(url)


def _url_key(url: str) -> str:
    text = url.strip().split("#", 1)[0].casefold()
    text = re.sub(r"^[a-z]+://", "", text)
    text = text.removeprefix("www.")
    return text.rstrip("/")


def _page(ctx: WorldContext, url: str) -> Row:
    key = _url_key(url)
    for page in ctx.world.select_by_key("web_pages", "url_key", key, limit=1):
        return page
    # not found: suggest a close one
    expr, _ = _key_index(ctx.world, "web_pages", "url_key")
    close = difflib.get_close_matches(key, _near_values(ctx.world, "web_pages", expr, key), n=1, cutoff=0.75)  # fmt: skip
    hint = f"; did you mean {close[0]!r}?" if close else ""
    raise ToolError(
        f"the page {url.strip()!r} is not available offline{hint} (use search_web to find pages)"
    )


def _snippet(body: str, tokens: list[str]) -> str:
    sentences = re.split(r"(?<=[.!?])\s+", body)
    wanted = set(tokens)
    best = max(sentences, key=lambda s: (len(wanted & set(_tokens(s))), -sentences.index(s)))
    return best if len(best) <= 240 else best[:237] + "..."


#: BM25 parameters (Lucene variant, as bm25s scores by default, in float32 like bm25s).
_K1, _B = 1.5, 0.75
_FLOAT32 = struct.Struct("f")
_RUN = re.compile(r"[a-z0-9]+")
_ASCII_LOWER = str.maketrans(string.ascii_uppercase, string.ascii_lowercase)


def _f32(x: float) -> float:
    """``x`` rounded to the nearest float32."""
    return float(_FLOAT32.unpack(_FLOAT32.pack(x))[0])


@dataclass(frozen=True)
class _PageTerms:
    """What search_web needs of a page's text ("title title site body").

    Attributes:
        counts: Term -> how often it occurs.
        length: Number of terms (a page without any counts as one, "∅").
        short: For the terms shorter than 3 characters, which the full-text index
            (trigrams) cannot find: ``"<length>|"`` then ``"<term>:<count>"`` for each,
            between `_SEP`s; None when the page has none.
        unfolded: 1 when the full-text index may miss a term of the page (a letter or
            digit comes from a non-ASCII character, e.g. "é" -> "e"), else None.
    """

    counts: dict[str, int]
    length: int
    short: str | None
    unfolded: int | None


@lru_cache(maxsize=64)
def _page_terms(title: str, site_name: str, body: str) -> _PageTerms:
    """A page's terms; cached a little, as the key indexes of a page ask for them together."""
    text = f"{title} {title} {site_name} {body}"
    tokens = _web_tokens(text)
    counts = Counter(tokens)
    short = sorted(t for t in counts if len(t) < 3)
    unfolded = None
    if not text.isascii() and _RUN.findall(_norm(text)) != _RUN.findall(
        text.translate(_ASCII_LOWER)
    ):
        unfolded = 1
    return _PageTerms(
        counts=dict(counts),
        length=len(tokens) or 1,
        short=f"{len(tokens) or 1}|{_SEP}{_SEP.join(f'{t}:{counts[t]}' for t in short)}{_SEP}"
        if short
        else None,
        unfolded=unfolded,
    )


def _page_term(title: str | None, site_name: str | None, body: str | None, field: str) -> Any:
    """One field of `_page_terms` (a key of the web_pages table)."""
    if title is None or site_name is None or body is None:
        return None
    return getattr(_page_terms(title, site_name, body), field)


def _corpus_stats(world: World) -> tuple[int, int]:
    """Number of pages and of terms in all of them, summed in the term-count index."""
    expr, index = _key_index(world, "web_pages", "term_count")
    (row,) = world.query(
        f"SELECT COUNT(*) AS pages, SUM({expr}) AS terms FROM web_pages INDEXED BY {index} "
        f"WHERE {expr} IS NOT NULL"
    )
    return int(row["pages"]), int(row["terms"] or 0)


def _pages_with_long_terms(world: World, terms: list[str]) -> list[Row]:
    """Every page containing one of ``terms`` (3+ characters; and maybe a few more
    pages), with its ``rid`` (rowid), found with the full-text index, plus the pages
    that index may miss (`_PageTerms.unfolded`)."""
    schema = world.table("web_pages")
    fts = schema.search_table
    unfolded, _ = _key_index(world, "web_pages", "unfolded")
    tests, params = [f"{unfolded} = 1"], []
    if terms:  # terms are [a-z0-9]+: nothing to escape in a quoted FTS5 string
        tests.append(f'rowid IN (SELECT rowid FROM "{fts}" WHERE "{fts}" MATCH ?)')
        params.append(" OR ".join(f'"{t}"' for t in terms))
    return world.query(
        f"SELECT {schema.select_list}, rowid AS rid FROM web_pages WHERE {' OR '.join(tests)}",
        params,
        table="web_pages",
    )


def _bm25(q: list[str], counts: dict[str, int], length: int, idf: dict[str, float], average: float) -> float:  # fmt: skip
    """A page's BM25 score as bm25s computes it: float32 terms added in query order
    (repeated words again)."""
    norm = _K1 * ((1 - _B) + _B * length / average)
    score = 0.0
    for t in q:
        tf = counts.get(t)
        if tf:
            score = _f32(score + _f32(idf[t] * (tf / (norm + tf))))
    return score


#: Relative margin between a score summed in SQL (float64) and the same score in
#: float32 steps: far above their difference (about 1e-6 for ten words).
_SCORE_MARGIN = 1e-4


def _short_term_pages(
    world: World, q: list[str], short: list[str], n_pages: int, average: float, limit: int
) -> tuple[dict[str, int], list[tuple[int, int, dict[str, int]]]]:
    """The document frequencies of ``short`` (words under 3 characters) and the pages
    holding them that may rank in the first ``limit``, as ``(rowid, length, counts)``.

    Such words may be on most pages, so this runs in the database, in one scan of the
    `_PageTerms.short` keys stored in their index: it keeps the pages holding a word
    with their length and counts, counts the pages of each word, sums each page's score
    in float64, and returns only the pages within `_SCORE_MARGIN` of the ``limit``-th
    best score, and of pages with equal lengths and counts (equal scores, ranked by
    rowid) only the first ``limit`` (one row with the frequencies when none is held).
    """
    expr, index = _key_index(world, "web_pages", "short_terms")
    params: dict[str, Any] = {f"k{i}": f"{_SEP}{t}:" for i, t in enumerate(short)}
    tfs = ", ".join(
        f"CASE WHEN instr(st, :k{i}) > 0 THEN CAST(substr(st, instr(st, :k{i}) + "
        f"{len(params[f'k{i}'])}) AS INTEGER) ELSE 0 END AS tf{i}"
        for i in range(len(short))
    )
    holders = (
        f"SELECT rowid AS rid, CAST(st AS INTEGER) AS len, {tfs} FROM "
        f"(SELECT rowid, {expr} AS st FROM web_pages INDEXED BY {index} WHERE {expr} IS NOT "
        f"NULL AND ({' OR '.join(f'instr(st, :k{i}) > 0' for i in range(len(short)))}))"
    )
    dfs = ", ".join(f"SUM(tf{i} > 0) AS df{i}" for i in range(len(short)))
    # BM25's idf (in float64: the margin covers it), from the frequencies just counted
    idfs = ", ".join(
        f"ln(1 + (:pages - df{i} + 0.5) / (df{i} + 0.5)) AS idf{i}" for i in range(len(short))
    )
    norm = f"({_K1!r} * ({1 - _B!r} + {_B!r} * len / :average))"
    score = " + ".join(
        f"{q.count(t)} * idf{i} * (tf{i} / ({norm} + tf{i}))" for i, t in enumerate(short)
    )
    same = ", ".join(["len", *(f"tf{i}" for i in range(len(short)))])
    params.update(pages=n_pages, average=average, limit=limit, kth=limit - 1)
    params["keep"] = 1 - _SCORE_MARGIN
    rows = world.query(
        f"WITH m AS MATERIALIZED ({holders}), d AS (SELECT {dfs} FROM m), "
        f"w AS (SELECT {idfs} FROM d), "
        f"s AS (SELECT m.*, {score} AS score, ROW_NUMBER() OVER (PARTITION BY {same} "
        "ORDER BY rid) AS nth FROM m, w), "
        "f AS (SELECT score * :keep AS floor FROM s ORDER BY score DESC LIMIT 1 OFFSET :kth) "
        "SELECT d.*, s.* FROM d LEFT JOIN s ON s.nth <= :limit AND "
        "s.score >= COALESCE((SELECT floor FROM f), 0.0)",
        params,
    )
    df = {t: int(rows[0][f"df{i}"] or 0) for i, t in enumerate(short)}
    found = [
        (r["rid"], r["len"], {t: r[f"tf{i}"] for i, t in enumerate(short) if r[f"tf{i}"]})
        for r in rows
        if r["rid"] is not None
    ]
    return df, found


@tool(domain=DOMAIN, reads=("web_pages",))
def search_web(
    ctx: WorldContext,
    query: Annotated[str, Field(min_length=1, max_length=300)],
    limit: Annotated[int, Field(ge=1, le=10)] = 5,
) -> dict[str, Any]:
    """Search the web (an offline index of pages) and get the best-matching pages with a
    snippet each. Read a whole page with read_webpage.

    Args:
        query: Search words, e.g. "farmers market hours ferry building".
        limit: Maximum number of results (1-10).

    Returns: results with url, title, site, publication date and snippet, best first.
    """
    q = _web_tokens(query)
    if not q:
        raise ToolError("the query has no searchable words")
    world = ctx.world
    # BM25 over the whole corpus (as bm25s ranks), computed for the pages holding a
    # query word only: page and word counts are kept per state of web_pages; words of
    # 3+ characters are found with the full-text index (the candidates are a superset
    # of the pages holding them, so their document frequencies are exact), shorter
    # ones in their key index (`_short_term_pages`).
    n_pages, n_terms = world.derived("web.search_web.stats", ("web_pages",), lambda: _corpus_stats(world))  # fmt: skip
    results: list[dict[str, Any]] = []
    if n_pages:
        average = n_terms / n_pages
        long = sorted({t for t in q if len(t) >= 3})
        short = sorted({t for t in q if len(t) < 3})
        pages = _pages_with_long_terms(world, long)
        terms = [_page_terms(p["title"], p["site_name"], p["body"]) for p in pages]
        df = {t: sum(1 for tt in terms if t in tt.counts) for t in long}
        short_pages: list[tuple[int, int, dict[str, int]]] = []
        if short:
            short_df, short_pages = _short_term_pages(world, q, short, n_pages, average, limit)
            df.update(short_df)
        idf = {t: _f32(math.log(1 + (n_pages - n + 0.5) / (n + 0.5))) for t, n in df.items() if n}
        scored: list[tuple[float, int]] = []
        by_rid: dict[int, Row] = {}
        for page, tt in zip(pages, terms, strict=True):
            by_rid[page["rid"]] = page
            scored.append((-_bm25(q, tt.counts, tt.length, idf, average), page["rid"]))
        for rid, length, counts in short_pages:
            if rid not in by_rid:  # pages with a longer word too are scored above
                scored.append((-_bm25(q, counts, length, idf, average), rid))
        best = sorted(s for s in scored if s[0] < 0)[:limit]
        by_rid.update(_rows_by_rowid(world, "web_pages", [r for _, r in best if r not in by_rid]))
        for _, rid in best:
            p = by_rid[rid]
            results.append(
                {
                    "url": p["url"],
                    "title": p["title"],
                    "site_name": p["site_name"],
                    "published_on": p["published_on"],
                    "snippet": _snippet(p["body"], q),
                }
            )
    out: dict[str, Any] = {"query": query.strip(), "results": results}
    if not results:
        out["note"] = "no pages matched; try other words"
    return out


@tool(domain=DOMAIN, reads=("web_pages",))
def read_webpage(
    ctx: WorldContext, url: Annotated[str, Field(min_length=1, max_length=500)]
) -> dict[str, Any]:
    """Open a web page and read its full text. Only pages of the offline index are
    available (find them with search_web).

    Args:
        url: The page address, e.g. "https://www.sfparksguide.org/golden-gate-park".
    """
    page = _page(ctx, url)
    return {
        "url": page["url"],
        "title": page["title"],
        "site_name": page["site_name"],
        "published_on": page["published_on"],
        "text": page["body"],
        "word_count": len(page["body"].split()),
    }


_URL_RE = re.compile(r"^https?://[^\s/$.?#][^\s]*\.[^\s]{2,}$", re.IGNORECASE)


@tool(domain=DOMAIN, reads=("web_bookmarks", "web_pages"), writes=("web_bookmarks",))
def bookmark_webpage(
    ctx: WorldContext,
    url: Annotated[str, Field(min_length=1, max_length=500)],
    folder: Annotated[str, Field(min_length=1, max_length=60)] = "Bookmarks",
    title: Annotated[str, Field(max_length=200)] = "",
) -> dict[str, Any]:
    """Bookmark a web page in the browser, in a folder ("Bookmarks", "Reading List",
    "Recipes", or a new folder name).

    Args:
        url: Page address starting with http:// or https://.
        folder: Folder name; created if new.
        title: Bookmark title; defaults to the page title.
    """
    text = url.strip()
    if not _URL_RE.match(text):
        raise ToolError(f"{url!r} is not a web address (it must start with https://)")
    folder_name = folder.strip()
    if not folder_name:
        raise ToolError("folder must not be blank")
    key = _url_key(text)
    for b in ctx.world.select_by_key("web_bookmarks", "url_key", key, limit=1):
        raise ToolError(f"already bookmarked as {b['id']} in {b['folder']!r}")
    known = next(iter(ctx.world.select_by_key("web_pages", "url_key", key, limit=1)), None)
    name = title.strip() or (known["title"] if known else text)
    row = ctx.world.insert(
        "web_bookmarks",
        {
            "url": known["url"] if known else text,
            "title": name,
            "folder": folder_name,
            "created_at": ctx.clock.now(),
        },
    )
    return {"id": row["id"], "url": row["url"], "title": row["title"], "folder": row["folder"]}


@tool(domain=DOMAIN, reads=("web_bookmarks",))
def list_web_bookmarks(
    ctx: WorldContext, folder: Annotated[str, Field(min_length=1, max_length=60)] | None = None
) -> dict[str, Any]:
    """List browser bookmarks, newest first, optionally only one folder.

    Args:
        folder: Folder name, e.g. "Reading List"; all folders when omitted.
    """
    rows = ctx.world.select("web_bookmarks", order_by="created_at DESC")
    folders = sorted({r["folder"] for r in rows})
    if folder is not None:
        match = [f for f in folders if _norm(f) == _norm(folder)]
        if not match:
            raise ToolError(
                f"no bookmark folder {folder!r}; folders: {', '.join(folders) or 'none'}"
            )
        rows = [r for r in rows if r["folder"] == match[0]]
    return {
        "folders": folders,
        "bookmarks": [
            {k: r[k] for k in ("id", "title", "url", "folder", "created_at")} for r in rows
        ],
    }


@tool(domain=DOMAIN, reads=("web_bookmarks",), writes=("web_bookmarks",))
def remove_web_bookmark(
    ctx: WorldContext, bookmark_id: Annotated[str, Field(min_length=1, max_length=64)]
) -> dict[str, Any]:
    """Delete a browser bookmark.

    Args:
        bookmark_id: Bookmark id, e.g. "bkm_0002" (from list_web_bookmarks).
    """
    row = ctx.world.get("web_bookmarks", bookmark_id.strip())
    ctx.world.delete("web_bookmarks", row["id"])
    return {"removed_id": row["id"], "title": row["title"], "url": row["url"]}


# ----------------------------------------------------------------------------- barcodes

_EAN_L = ("0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011")  # fmt: skip
_EAN_G = ("0100111", "0110011", "0011011", "0100001", "0011101", "0111001", "0000101", "0010001", "0001001", "0010111")  # fmt: skip
_EAN_R = ("1110010", "1100110", "1101100", "1000010", "1011100", "1001110", "1010000", "1000100", "1001000", "1110100")  # fmt: skip
_EAN_PARITY = ("LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL")  # fmt: skip


def ean13_check_digit(first12: str) -> int:
    """Check digit of the first 12 digits of an EAN-13 code."""
    total = sum(int(d) * (3 if i % 2 else 1) for i, d in enumerate(first12))
    return (10 - total % 10) % 10


def ean13_modules(code: str) -> str:
    """The 95 bar modules ("1" = bar) of a 13-digit EAN-13 code."""
    parity = _EAN_PARITY[int(code[0])]
    left = "".join(
        (_EAN_L if p == "L" else _EAN_G)[int(d)] for p, d in zip(parity, code[1:7], strict=True)
    )
    right = "".join(_EAN_R[int(d)] for d in code[7:])
    return "101" + left + "01010" + right + "101"


@tool(domain=DOMAIN)
def generate_barcode(
    ctx: WorldContext, number: Annotated[str, Field(min_length=1, max_length=20)]
) -> ToolOutput:
    """Render an EAN-13 product barcode (as on groceries and books) as a new image that
    you see, e.g. to show a loyalty or product code to a cashier.

    Args:
        number: 13-digit EAN-13 or 12-digit UPC-A code (drawn as EAN-13 with a leading
            0), including its check digit, which is verified; spaces and dashes are
            ignored, e.g. "4006381333931" or "0 36000 29145 2".

    Returns: the image id and the full 13-digit code.
    """
    digits = re.sub(r"[\s-]", "", number)
    if not digits.isascii() or not digits.isdigit() or len(digits) not in (12, 13):
        raise ToolError(f"{number!r} is not an EAN-13 number: give 12 or 13 digits")
    code = digits if len(digits) == 13 else "0" + digits
    check = ean13_check_digit(code[:12])
    if int(code[12]) != check:
        raise ToolError(
            f"invalid check digit: {digits[:-1]} should end in {check}, not {digits[-1]}"
        )
    modules = ean13_modules(code)
    unit, height, quiet = 3, 120, 11
    width = (len(modules) + 2 * quiet) * unit
    img = Image.new("L", (width, height + 40), 255)
    draw = ImageDraw.Draw(img)
    guards = {*range(0, 3), *range(45, 50), *range(92, 95)}
    for i, bit in enumerate(modules):
        if bit == "1":
            x = (quiet + i) * unit
            bottom = height + (12 if i in guards else 0)
            draw.rectangle((x, 10, x + unit - 1, bottom), fill=0)
    font = load_font(22)
    draw.text((2 * unit, height + 12), code[0], font=font, fill=0)
    draw.text(((quiet + 6) * unit, height + 12), " ".join(code[1:7]), font=font, fill=0)
    draw.text(((quiet + 52) * unit, height + 12), " ".join(code[7:]), font=font, fill=0)
    stored = ctx.images.add_pil(img, source=f"tool:generate_barcode({code})")
    value = {"image_id": stored.image_id, "code": code, "format": "EAN-13", "width": stored.width, "height": stored.height}  # fmt: skip
    return ToolOutput(value, [stored.image_id])


# ----------------------------------------------------------------------------- seed


def seed(world: World, rng: random.Random) -> None:
    """Fill the reference data: 30 weather cities with yesterday's weather and a 7-day
    forecast, 30 exchange rates dated now, ~60 places (mostly San Francisco, around the
    owner's home in the Inner Sunset and work in SoMa), the owner's saved places (Home,
    Work, Gym, Coffee), 24 web pages and 5 bookmarks."""
    now = world.clock.now()
    reference = data.web_data()
    for city in reference.cities:
        loc = world.insert(
            "weather_locations",
            {
                "name": city.name,
                "region": city.region,
                "country": city.country,
                "latitude": city.latitude,
                "longitude": city.longitude,
                "timezone": city.timezone,
                "aliases": list(city.aliases),
            },
        )
        tz = _zone(city.timezone) or world.clock.tz
        local_today = now.astimezone(tz).date()
        for offset in range(-1, 7):
            day = local_today + timedelta(days=offset)
            world.insert(
                "weather_forecasts", {"location_id": loc["id"], **_weather_day(rng, city, day)}
            )
    for cur in reference.currencies:
        world.insert(
            "currency_rates",
            {
                "code": cur.code,
                "name": cur.name,
                "symbol": cur.symbol,
                "units_per_usd": cur.units_per_usd,
                "decimals": cur.decimals,
                "as_of": now.replace(hour=0, minute=0, second=0, microsecond=0),
            },
        )
    ids: dict[str, str] = {}
    for p in reference.places:
        row = world.insert(
            "places",
            {
                "name": p.name,
                "category": p.category,
                "subcategory": p.subcategory,
                "address": p.address,
                "neighborhood": p.neighborhood,
                "city": p.city,
                "latitude": p.latitude,
                "longitude": p.longitude,
                "phone": p.phone or None,
                "rating": p.rating,
                "review_count": p.review_count,
                "price_level": p.price_level,
                "hours": parse_hours(p.hours),
                "timezone": p.timezone,
                "tags": list(p.tags),
                "description": p.description,
            },
        )
        ids[p.name] = row["id"]
    home_lat, home_lon = data.HOME_COORDS
    world.insert(
        "saved_places",
        {
            "label": "Home",
            "place_id": None,
            "address": world.owner.address or "San Francisco, CA",
            "latitude": home_lat,
            "longitude": home_lon,
            "created_at": now - timedelta(days=400),
        },
    )
    for label, name, age in (
        ("Work", "Brightline Health", 380),
        ("Gym", "Sunset Fitness Club", 120),
        ("Coffee", "Alder Street Café", 60),
    ):
        place = world.get("places", ids[name])
        world.insert(
            "saved_places",
            {
                "label": label,
                "place_id": place["id"],
                "address": place["address"],
                "latitude": place["latitude"],
                "longitude": place["longitude"],
                "created_at": now - timedelta(days=age),
            },
        )
    titles: dict[str, str] = {}
    for page in reference.pages:
        world.insert(
            "web_pages",
            {
                "url": page.url,
                "title": page.title,
                "site_name": page.site_name,
                "published_on": (now - timedelta(days=page.days_old)).date(),
                "body": page.body,
            },
        )
        titles[page.url] = page.title
    for bookmark in reference.bookmarks:
        world.insert(
            "web_bookmarks",
            {
                "url": bookmark.url,
                "title": titles[bookmark.url],
                "folder": bookmark.folder,
                "created_at": (now - timedelta(days=bookmark.days_ago)).replace(
                    hour=rng.randint(8, 22), minute=rng.randint(0, 59), second=0
                ),
            },
        )
