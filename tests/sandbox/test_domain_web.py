"""Web/utilities domain: weather, conversions, calculator, dates, places, directions,
dictionary, phrasebook, web search, bookmarks and barcodes (happy and error paths),
seed determinism, and a random-argument fuzz over every tool."""

from __future__ import annotations

import contextlib
import random
from datetime import date, datetime, timedelta, timezone
from pathlib import Path

import pytest

from mmtoolbench.core.errors import ToolArgumentError, ToolError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, web, web_data
from mmtoolbench.sandbox.domains.web import (
    _open_status,
    ean13_check_digit,
    parse_hours,
    us_federal_holidays,
)
from mmtoolbench.sandbox.tool_output import ToolOutput
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world
from tests.sandbox.domain_harness import DomainTools
from tests.sandbox.test_domain_vision import random_args

REGISTRY = build_tool_registry(["web"])
TOOLS = [t for t in REGISTRY if t.domain == web.DOMAIN]


def make_world() -> World:
    """The seeded web world."""
    return build_seeded_world(["web"])


@pytest.fixture(scope="module")
def seeded() -> World:
    return make_world()


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call
fails = HARNESS.fails


def place_id(ctx: WorldContext, name: str) -> str:
    return str(ctx.world.select("places", {"name": name})[0]["id"])


# ----------------------------------------------------------------------------- seed


def test_seed_rows_and_determinism() -> None:
    a, b = make_world(), make_world()
    assert a.snapshot().rows == b.snapshot().rows
    counts = {t.name: a.count(t.name) for t in web.TABLES}
    assert counts == {
        "weather_locations": 30,
        "weather_forecasts": 240,
        "currency_rates": 30,
        "places": 63,
        "saved_places": 4,
        "web_pages": 24,
        "web_bookmarks": 5,
    }
    assert a.integrity_check() == []
    sf = a.select("weather_locations", {"name": "San Francisco"})[0]
    days = [r["date"] for r in a.select("weather_forecasts", {"location_id": sf["id"]}, order_by="date")]  # fmt: skip
    assert days[0] == "2025-06-12" and days[-1] == "2025-06-19"
    winter = build_seeded_world(["web"], reference_time=datetime(2025, 1, 10, 8, 0, tzinfo=timezone(timedelta(hours=-8))))  # fmt: skip
    rows = winter.select("weather_forecasts", {"location_id": sf["id"]}, order_by="date")
    assert rows[1]["date"] == "2025-01-10"
    sydney = winter.select("weather_locations", {"name": "Sydney"})[0]["id"]
    assert winter.select("weather_forecasts", {"location_id": sydney})[0]["high_c"] > 18  # summer
    assert {p["category"] for p in a.select("places")} <= set(web_data.PLACE_CATEGORIES)


def test_parse_hours_and_open_status() -> None:
    assert parse_hours("mon-fri 08:00-18:00; sat 09:00-13:00")["sat"] == [["09:00", "13:00"]]
    assert parse_hours("mon-fri 08:00-18:00")["sun"] == []
    assert parse_hours("fri-mon 10:00-12:00")["sun"] == [["10:00", "12:00"]]
    assert parse_hours("daily 11:30-14:30, 17:00-22:00")["wed"] == [["11:30", "14:30"], ["17:00", "22:00"]]  # fmt: skip
    bar = {"timezone": "America/Los_Angeles", "hours": parse_hours("daily 16:00-02:00")}
    pdt = timezone(timedelta(hours=-7))
    assert _open_status(bar, datetime(2025, 6, 14, 1, 0, tzinfo=pdt)) == {"open_now": True, "closes_at": "02:00"}  # fmt: skip
    assert _open_status(bar, datetime(2025, 6, 14, 3, 0, tzinfo=pdt)) == {"open_now": False, "opens": "today 16:00"}  # fmt: skip
    assert _open_status(bar, datetime(2025, 6, 14, 23, 0, tzinfo=pdt))["open_now"]
    shop = {"timezone": "America/Los_Angeles", "hours": parse_hours("mon-fri 09:00-17:00")}
    assert _open_status(shop, datetime(2025, 6, 13, 18, 0, tzinfo=pdt)) == {"open_now": False, "opens": "Mon 09:00"}  # fmt: skip
    always = {"timezone": "America/Los_Angeles", "hours": parse_hours("24h")}
    assert _open_status(always, datetime(2025, 6, 13, 18, 0, tzinfo=pdt)) == {"open_now": True, "closes_at": "midnight"}  # fmt: skip
    assert _open_status({"hours": "garbage"}, datetime(2025, 6, 13, tzinfo=pdt)) == {"open_now": False, "opens": None}  # fmt: skip


def test_us_federal_holidays() -> None:
    h2025 = {name: d.isoformat() for d, name, _ in us_federal_holidays(2025)}
    assert h2025["Thanksgiving Day"] == "2025-11-27" and h2025["Memorial Day"] == "2025-05-26"
    assert h2025["Martin Luther King Jr. Day"] == "2025-01-20" and len(h2025) == 11
    assert len(us_federal_holidays(2020)) == 10  # before Juneteenth
    july4 = next(o for d, n, o in us_federal_holidays(2026) if n == "Independence Day")
    assert july4 == date(2026, 7, 3)  # Saturday -> observed Friday


# ----------------------------------------------------------------------------- weather


def test_weather(ctx: WorldContext) -> None:
    cities = call(ctx, "list_weather_cities")
    assert len(cities) == len(web_data.web_data().cities) and {"name": "Tokyo", "region": "Tokyo", "country": "JP", "timezone": "Asia/Tokyo"} in cities  # fmt: skip
    now = call(ctx, "get_current_weather")
    assert now["city"] == "San Francisco" and now["local_time"] == "2025-06-13 09:30"
    today = now["today"]
    assert today["low_c"] <= now["temperature_c"] <= today["high_c"]
    assert now["temperature_f"] == pytest.approx(now["temperature_c"] * 9 / 5 + 32, abs=0.1)
    assert today["sunrise"] == "05:47" and today["sunset"] == "20:32"
    tokyo = call(ctx, "get_current_weather", city="tokyo")
    assert tokyo["local_time"] == "2025-06-14 01:30" and tokyo["is_daytime"] is False
    fails(ctx, "get_current_weather", "no weather for 'San Fransisco'; did you mean 'San Francisco'", city="San Fransisco")  # fmt: skip
    week = call(ctx, "get_weather_forecast", city="NYC", days=7)
    assert week["city"] == "New York" and [d["date"] for d in week["days"]][:2] == ["2025-06-13", "2025-06-14"]  # fmt: skip
    assert len(week["days"]) == 7 and "note" not in week
    assert call(ctx, "get_weather_forecast", city="Seattle, WA", days=1, start_date="tomorrow")["days"][0]["weekday"] == "Saturday"  # fmt: skip
    assert call(ctx, "get_weather_forecast", city="Seattle", start_date="yesterday", days=1)["days"][0]["date"] == "2025-06-12"  # fmt: skip
    tokyo_week = call(ctx, "get_weather_forecast", city="Tokyo", days=7)
    assert tokyo_week["days"][0]["date"] == "2025-06-14" and len(tokyo_week["days"]) == 7
    late = call(ctx, "get_weather_forecast", city="Tokyo", days=7, start_date="2025-06-19")
    assert "only 2 of 7 days" in late["note"]
    fails(ctx, "get_weather_forecast", "forecasts cover 2025-06-12 to 2025-06-19", city="Paris", start_date="2025-07-01")  # fmt: skip
    fails(ctx, "get_weather_forecast", "not a date", city="Paris", start_date="next week")


# ----------------------------------------------------------------------------- conversions


@pytest.mark.parametrize(
    ("value", "src", "dst", "expected"),
    [
        (5, "km", "miles", 3.10686),
        (100, "C", "F", 212),
        (-40, "°F", "celsius", -40),
        (0, "K", "C", -273.15),
        (1, "lb", "kg", 0.453592),
        (16, "oz", "lbs", 1),
        (1, "gallon", "liters", 3.78541),
        (1, "cup", "tbsp", 16),
        (1, "tbsp", "tsp", 3),
        (1, "mph", "km/h", 1.60934),
        (10, "knots", "m/s", 5.14444),
        (1, "acre", "m²", 4046.86),
        (1, "sq ft", "cm2", 929.03),
        (1, "GB", "MB", 1000),
        (1, "GiB", "MiB", 1024),
        (8, "bit", "B", 1),
        (1, "Mb", "MB", 0.125),
        (1, "mb", "kB", 1000),
        (1, "day", "hours", 24),
        (6, "ft", "m", 1.8288),
    ],
)
def test_convert_units(
    ctx: WorldContext, value: float, src: str, dst: str, expected: float
) -> None:
    assert call(ctx, "convert_units", value=value, from_unit=src, to_unit=dst)["result"] == pytest.approx(expected, rel=1e-5)  # fmt: skip


def test_convert_units_errors_and_list(ctx: WorldContext) -> None:
    out = call(ctx, "convert_units", value=5, from_unit="kilometres", to_unit="mi")
    assert out["text"] == "5 km = 3.10686 mi" and out["category"] == "length"
    fails(ctx, "convert_units", r"cannot convert length \(km\) to mass \(kg\)", value=1, from_unit="km", to_unit="kg")  # fmt: skip
    fails(
        ctx, "convert_units", "unknown unit 'furlongs'", value=1, from_unit="furlongs", to_unit="m"
    )
    fails(ctx, "convert_units", "below absolute zero", value=-500, from_unit="F", to_unit="C")
    units = call(ctx, "list_units", category="temperature")
    assert list(units) == ["temperature"] and [u["symbol"] for u in units["temperature"]] == ["C", "F", "K"]  # fmt: skip
    assert set(call(ctx, "list_units")) == {"length", "mass", "volume", "temperature", "speed", "area", "data", "time"}  # fmt: skip
    with pytest.raises(ToolArgumentError):
        call(ctx, "list_units", category="energy")


def test_currency(ctx: WorldContext) -> None:
    out = call(ctx, "convert_currency", amount=100, from_currency="usd", to_currency="EUR")
    assert out["result"] == 86.62 and out["as_of"] == "2025-06-13T00:00:00-07:00"
    yen = call(ctx, "convert_currency", amount=50, from_currency="euros", to_currency="yen")
    assert yen["result"] == round(50 / 0.8662 * 144.21) and yen["text"].endswith("JPY")
    fails(ctx, "convert_currency", "unknown currency 'dogecoin'", amount=1, from_currency="dogecoin", to_currency="USD")  # fmt: skip
    rates = call(ctx, "list_currency_rates", base="EUR")
    by_code = {r["code"]: r["per_base"] for r in rates["rates"]}
    assert rates["base"] == "EUR" and by_code["EUR"] == 1 and by_code["USD"] == pytest.approx(1.15447, rel=1e-4)  # fmt: skip
    fails(ctx, "list_currency_rates", "unknown currency", base="XYZ")


def test_time_zones(ctx: WorldContext) -> None:
    ny = call(ctx, "convert_time_zone", time_text="3pm", from_zone="New York", to_zone="local")
    assert ny["from"]["abbreviation"] == "EDT" and ny["to"]["datetime"] == "2025-06-13 12:00"
    tokyo = call(ctx, "convert_time_zone", time_text="2025-06-20 18:00", to_zone="JST")
    assert tokyo["to"]["datetime"] == "2025-06-21 10:00" and tokyo["day_change"] == "next day"
    winter = call(ctx, "convert_time_zone", time_text="2025-01-15 09:00", from_zone="America/New_York", to_zone="London")  # fmt: skip
    assert winter["to"]["datetime"] == "2025-01-15 14:00" and winter["to"]["abbreviation"] == "GMT"
    india = call(ctx, "convert_time_zone", time_text="09:00", from_zone="UTC", to_zone="UTC+5:30")
    assert india["to"]["time_12h"] == "2:30 PM" and india["difference_hours"] == 5.5
    fails(ctx, "convert_time_zone", "unknown time zone or city 'Atlantis'", time_text="9am", to_zone="Atlantis")  # fmt: skip
    fails(ctx, "convert_time_zone", "not understood", time_text="25:00", to_zone="UTC")
    london = call(ctx, "get_world_time", location="London")
    assert london["datetime"] == "2025-06-13 17:30" and london["relative_to_device"] == "8 hours ahead of device time"  # fmt: skip
    assert call(ctx, "get_world_time", location="Mumbai")["relative_to_device"] == "12.5 hours ahead of device time"  # fmt: skip
    assert call(ctx, "get_world_time", location="Honolulu")["datetime"] == "2025-06-13 06:30"
    fails(ctx, "get_world_time", "unknown time zone", location="Mars/Olympus")


# ----------------------------------------------------------------------------- calculator


@pytest.mark.parametrize(
    ("expression", "expected"),
    [
        ("2 + 3 * 4", 14),
        ("2^10", 1024),
        ("10 // 3", 3),
        ("7 % 3", 1),
        ("sqrt(16) + cbrt(-8)", 2),
        ("sin(30)", 0.5),
        ("log(100) + ln(e)", 3),
        ("log(8, 2)", 3),
        ("factorial(5)", 120),
        ("1,234 + 1", 1235),
        ("3 x 4 ÷ 2", 6),
        ("(1849.99 - 120) * 8.75%", 151.374125),
        ("80 * 50%", 40),
        ("45.60 * 18%", 8.208),
        ("round(2/3, 2)", 0.67),
        ("max(1, 5, 3) - min(4, 2)", 3),
        ("-(2 ** 3)", -8),
    ],
)
def test_calculate(ctx: WorldContext, expression: str, expected: float) -> None:
    assert call(ctx, "calculate", expression=expression)["result"] == pytest.approx(expected)


@pytest.mark.parametrize(
    ("expression", "message"),
    [
        ("1/0", "division by zero"),
        ("__import__('os').system('ls')", "unknown function|only numbers"),
        ("2**99999", "too large"),
        ("9**9**9", "too large"),
        ("(-8)**0.5", "not a real number"),
        ("foo(1)", "unknown function 'foo'"),
        ("1 +", "could not parse"),
        ("x", "unknown name 'x'"),
        ("sqrt(-1)", "math error"),
        ("factorial(200)", "factorial needs"),
        ("'a' * 3", "only numbers"),
        ("-" * 100 + "1", "nested too deeply"),
    ],
)
def test_calculate_errors(ctx: WorldContext, expression: str, message: str) -> None:
    fails(ctx, "calculate", message, expression=expression)


def test_calculate_tip(ctx: WorldContext) -> None:
    out = call(ctx, "calculate_tip", bill_amount=86.40, tip_percent=20, people=3)
    assert (out["tip"], out["total"], out["per_person"]) == (17.28, 103.68, 34.56)
    up = call(ctx, "calculate_tip", bill_amount=86.40, tip_percent=20, people=3, round_up=True)
    assert (up["per_person"], up["total"], up["tip"]) == (35.0, 105.0, 18.6)
    with pytest.raises(ToolArgumentError, match="bill_amount"):
        call(ctx, "calculate_tip", bill_amount=0)


# ----------------------------------------------------------------------------- dates


def test_dates(ctx: WorldContext) -> None:
    span = call(ctx, "count_days_between", start_date="today", end_date="2025-07-04")
    assert (span["days"], span["weekdays"], span["business_days"]) == (21, 15, 14)  # Juneteenth
    back = call(ctx, "count_days_between", start_date="2025-07-04", end_date="today", include_end_date=True)  # fmt: skip
    assert back["days"] == -22
    fails(ctx, "count_days_between", "end_date 'someday' is not a date", start_date="today", end_date="someday")  # fmt: skip
    assert call(ctx, "add_to_date", start_date="2025-01-31", months=1)["result"] == "2025-02-28"
    ninety = call(ctx, "add_to_date", days=90)
    assert ninety == {"start_date": "2025-06-13", "result": "2025-09-11", "weekday": "Thursday", "from_today": "in 90 days"}  # fmt: skip
    assert call(ctx, "add_to_date", start_date="June 13, 2025", weeks=-1)["result"] == "2025-06-06"
    fails(ctx, "add_to_date", "nothing to add", start_date="today")
    fails(ctx, "add_to_date", "outside the years", start_date="9999-12-01", months=1)
    info = call(ctx, "get_date_info", day="2025-06-19")
    assert info["weekday"] == "Thursday" and info["us_federal_holiday"] == "Juneteenth National Independence Day"  # fmt: skip
    assert info["relative"] == "in 6 days" and info["iso_week"] == 25 and not info["is_weekend"]
    assert call(ctx, "get_date_info")["relative"] == "today"
    fails(ctx, "get_date_info", "is not a date", day="2025-02-30")
    holidays = call(ctx, "list_public_holidays", upcoming_only=True)["holidays"]
    assert holidays[0]["name"].startswith("Juneteenth") and holidays[0]["days_from_today"] == 6
    assert len(call(ctx, "list_public_holidays", year=2024)["holidays"]) == 11
    with pytest.raises(ToolArgumentError, match="year"):
        call(ctx, "list_public_holidays", year=1800)


# ----------------------------------------------------------------------------- places


def test_search_places(ctx: WorldContext) -> None:
    coffee = call(ctx, "search_places", query="coffee", open_now=True)
    assert coffee["near"] == "current location (Home)"
    assert coffee["results"][0]["name"] == "Alder Street Café" and coffee["results"][0]["open_now"]
    ramen = call(ctx, "search_places", query="ramen")["results"][0]
    assert ramen["name"] == "Sunset Noodle House" and ramen["opens"] == "today 11:30"
    assert call(ctx, "search_places", query="ramen", open_now=True)["results"] == []
    pharmacies = call(ctx, "search_places", category="pharmacy", sort_by="distance")["results"]
    assert [p["name"] for p in pharmacies] == ["Inner Sunset Pharmacy", "CareRx Pharmacy"]
    near_work = call(ctx, "search_places", query="lunch", near="Work", max_distance_km=1.5)[
        "results"
    ]
    assert "Green Bowl" in [p["name"] for p in near_work]
    top = call(ctx, "search_places", category="museum", sort_by="rating", min_rating=4.7)["results"]
    assert {p["name"] for p in top} >= {"de Young Museum", "California Academy of Sciences"}
    assert "note" in call(ctx, "search_places", query="zzzz")
    fails(ctx, "search_places", "unknown location 'Narnia'", near="Narnia")


def test_get_place_details(ctx: WorldContext) -> None:
    details = call(ctx, "get_place_details", place_id=place_id(ctx, "Sunset Noodle House"))
    assert details["hours"]["mon"] == "closed" and details["hours"]["fri"] == "11:30-21:30"
    assert details["price"] == "$$" and details["saved_as"] is None
    gym = call(ctx, "get_place_details", place_id=place_id(ctx, "Sunset Fitness Club"))
    assert gym["saved_as"] == "Gym" and gym["open_now"]
    pharmacy = call(ctx, "get_place_details", place_id=place_id(ctx, "CareRx Pharmacy"))
    assert pharmacy["hours"]["sun"] == "open 24 hours"
    fails(ctx, "get_place_details", "no place with id 'plc_0999'", place_id="plc_0999")


def test_directions(ctx: WorldContext) -> None:
    transit = call(ctx, "get_directions", destination="Work", mode="transit")
    assert transit["from"] == "current location (Home)" and transit["to"] == "Work"
    assert 20 <= transit["duration_minutes"] <= 45 and len(transit["steps"]) == 3
    rush = call(ctx, "get_directions", destination="Work")
    calm = call(ctx, "get_directions", destination="Work", depart_at="2025-06-14T11:00:00")
    assert rush["duration_minutes"] > calm["duration_minutes"] and "rush-hour" in rush["note"]
    assert calm["arrive_at"].startswith("2025-06-14T11:")
    tahoe = call(ctx, "get_directions", destination="Lake Tahoe", origin="Home")
    assert 180 <= tahoe["duration_minutes"] <= 260 and 250 < tahoe["distance_km"] < 350
    museum = place_id(ctx, "de Young Museum")
    walk = call(ctx, "get_directions", destination=museum, mode="walking")
    assert walk["duration_minutes"] <= 15
    fails(ctx, "get_directions", "too far for walking", destination="Lake Tahoe", mode="walking")
    fails(
        ctx, "get_directions", "are the same place", destination="Home", origin="current location"
    )
    fails(ctx, "get_directions", "unknown location", destination="nowhere special")
    modes = call(ctx, "compare_travel_modes", destination="Lake Tahoe")
    assert modes["fastest"] == "driving"
    assert [o.get("available", True) for o in modes["options"]] == [True, False, False, False]
    near = call(ctx, "compare_travel_modes", destination="Coffee")
    assert near["fastest"] in ("walking", "cycling", "driving")
    fails(ctx, "compare_travel_modes", "unknown location", destination="plc_xyz", origin="Atlantis")


def test_saved_places(ctx: WorldContext) -> None:
    labels = [s["label"] for s in call(ctx, "list_saved_places")]
    assert labels == ["Home", "Work", "Gym", "Coffee"]
    taco = place_id(ctx, "Taqueria Los Gemelos")
    saved = call(ctx, "save_place", place_id=taco, label=" Burritos ")
    assert saved["id"] == "svp_0005" and saved["label"] == "Burritos"
    assert call(ctx, "get_directions", destination="burritos")["to"] == "Burritos"
    fails(ctx, "save_place", r"labelled 'Gym' already exists \(svp_0003\)", place_id=place_id(ctx, "Valencia Pizza Co."), label="gym")  # fmt: skip
    fails(ctx, "save_place", "already saved as 'Burritos'", place_id=taco, label="Tacos")
    fails(ctx, "save_place", "no place with id", place_id="plc_0404", label="X")
    assert call(ctx, "remove_saved_place", saved_place="burritos") == {"removed_id": "svp_0005", "label": "Burritos"}  # fmt: skip
    assert call(ctx, "remove_saved_place", saved_place="svp_0004")["label"] == "Coffee"
    fails(ctx, "remove_saved_place", "no saved place 'Coffee'; saved places: Gym, Home, Work", saved_place="Coffee")  # fmt: skip


# ----------------------------------------------------------------------------- words


def test_define_word(ctx: WorldContext) -> None:
    entry = call(ctx, "define_word", word=" Serendipity ")
    assert entry["part_of_speech"] == "noun" and "luck" in entry["synonyms"]
    fails(ctx, "define_word", "'serendipty' is not in the offline dictionary; did you mean 'serendipity'", word="serendipty")  # fmt: skip


def test_phrasebook(ctx: WorldContext) -> None:
    ja = call(ctx, "translate_phrase", text="Where is the bathroom?", target_language="Japanese")
    assert ja["translation"] == "トイレはどこですか？" and ja["romaji"] == "toire wa doko desu ka?"
    assert call(ctx, "translate_phrase", text="¡Gracias!", source_language="es", target_language="fr")["translation"] == "merci"  # fmt: skip
    assert call(ctx, "translate_phrase", text="arigatō gozaimasu", source_language="ja", target_language="en")["translation"] == "thank you"  # fmt: skip
    assert call(ctx, "translate_phrase", text="Thanks!", target_language="de")["translation"] == "danke"  # fmt: skip
    fails(ctx, "translate_phrase", "is not in the English phrasebook", text="The quick brown fox", target_language="es")  # fmt: skip
    fails(ctx, "translate_phrase", "language 'Klingon' is not in the phrasebook", text="hello", target_language="Klingon")  # fmt: skip
    fails(ctx, "translate_phrase", "same", text="hello", target_language="English")
    french = call(ctx, "list_phrasebook_phrases", language="French")
    assert {"english": "the check please", "translation": "l'addition, s'il vous plaît"} in french["phrases"]  # fmt: skip
    assert "hello" in call(ctx, "list_phrasebook_phrases")["phrases"]
    fails(ctx, "list_phrasebook_phrases", "not in the phrasebook", language="Elvish")


# ----------------------------------------------------------------------------- web


def test_search_and_read_web(ctx: WorldContext) -> None:
    found = call(ctx, "search_web", query="ferry building farmers market hours")
    top = found["results"][0]
    assert top["url"] == "https://www.ferrybuildingmarket.org/farmers-market"
    assert "Saturdays from 8 am" in top["snippet"]
    bridge = call(ctx, "search_web", query="Golden Gate Bridge opened", limit=1)["results"]
    assert [r["title"] for r in bridge] == ["Golden Gate Bridge"]
    assert call(ctx, "search_web", query="quantum chromodynamics")["results"] == []
    fails(ctx, "search_web", "no searchable words", query="the of and")
    page = call(ctx, "read_webpage", url="http://sfparksguide.org/golden-gate-park/")
    assert (
        page["title"] == "Golden Gate Park: the essential guide" and "1,017 acres" in page["text"]
    )
    fails(ctx, "read_webpage", "not available offline; did you mean 'sfparksguide.org/golden-gate-park'", url="https://www.sfparksguide.org/golden-gate-parks")  # fmt: skip


def _bm25s_search(world: World, query: str, limit: int) -> list[str]:
    """The URLs search_web returned before it scored in SQL: bm25s over every page."""
    import bm25s

    q = web._web_tokens(query)
    pages = world.select("web_pages")
    docs = [
        web._web_tokens(f"{p['title']} {p['title']} {p['site_name']} {p['body']}") or ["\u2205"]
        for p in pages
    ]
    retriever = bm25s.BM25()
    retriever.index(docs, show_progress=False)
    scores = [float(s) for s in retriever.get_scores(q)]
    order = sorted(range(len(pages)), key=lambda i: (-scores[i], i))
    return [pages[i]["url"] for i in order[:limit] if scores[i] > 0]


def test_search_web_ranks_as_bm25s_over_every_page() -> None:
    """Candidates from the indexes, statistics from the key indexes: the same pages in
    the same order as bm25s over the whole corpus, also with padding pages, accented
    text (which the full-text index does not fold), one- and two-letter words, a page
    without words, and words that repeat."""
    from mmtoolbench.sandbox.world.bulk import pad_table

    world = make_world()
    pad_table(world, "web_pages", 150)
    extra = (
        ("Café Über", "Crème", "The café serves crème brûlée; Straße and ﬁsh. SF is 5 km away."),
        ("…", "", "— — —"),
        ("UV and AI", "x", "An uv index of 10 in SF, a B-52 and 5 G."),
    )
    for i, (title, site, body) in enumerate(extra):
        world.insert("web_pages", {"url": f"https://x.example/{i}", "title": title, "site_name": site, "body": body})  # fmt: skip
    ctx = WorldContext(world)
    rng = random.Random(3)
    vocabulary = sorted({t for p in world.select("web_pages", limit=40) for t in web._tokens(p["body"])})  # fmt: skip
    queries = ["cafe creme", "strasse fish", "sf 5", "uv index 10", "b 52 g", "weather weather forecast", "pages page", "x"]  # fmt: skip
    queries += [" ".join(rng.choices(vocabulary, k=rng.randint(1, 4))) for _ in range(120)]
    queries += [" ".join(w[:2] for w in rng.choices(vocabulary, k=2)) for _ in range(30)]
    # padding words: short ones are on many pages (scored in SQL, see _short_term_pages)
    padding = sorted({t for p in world.select("web_pages", offset=24, limit=60) for t in web._tokens(p["body"])})  # fmt: skip
    queries += [" ".join(rng.choices(padding, k=rng.randint(1, 3))) for _ in range(60)]
    for query in queries:
        if not web._web_tokens(query):
            continue
        limit = rng.choice([1, 3, 10])
        got = [r["url"] for r in call(ctx, "search_web", query=query, limit=limit)["results"]]
        assert got == _bm25s_search(world, query, limit), query


def test_lookups_read_only_what_they_return() -> None:
    """City, currency, place and saved-place names are found through key indexes; the
    "did you mean" hints and lists of a not-found error read a bounded number of rows."""
    from mmtoolbench.sandbox.world.bulk import pad_table

    world = make_world()
    for table in ("weather_locations", "currency_rates", "places", "saved_places"):
        pad_table(world, table, 400)
    ctx = WorldContext(world)
    start = world.rows_read
    assert call(ctx, "get_current_weather", city="Seattle, WA")["city"] == "Seattle"
    assert call(ctx, "get_world_time", location="washington d.c.")["zone"] == "America/New_York"
    assert call(ctx, "convert_currency", amount=10, from_currency="euros", to_currency="Japanese yen")["to"] == "JPY"  # fmt: skip
    assert call(ctx, "get_directions", destination="Alder Street Cafe", origin="work")["to"] == "Alder Street Café"  # fmt: skip
    assert world.rows_read - start < 40
    start = world.rows_read
    fails(ctx, "get_current_weather", "did you mean 'San Francisco'", city="San Fransisco")
    fails(ctx, "convert_currency", "did you mean 'EUR'", amount=1, from_currency="EUX", to_currency="USD")  # fmt: skip
    fails(ctx, "remove_saved_place", "saved places: Coffee, Gym, Home", saved_place="Dentist")
    assert world.rows_read - start < 3 * 2 * 100 + 60


def test_bookmarks(ctx: WorldContext) -> None:
    listing = call(ctx, "list_web_bookmarks")
    assert listing["folders"] == ["Bookmarks", "Reading List", "Recipes"]
    assert len(listing["bookmarks"]) == 5
    url = "https://www.sfparksguide.org/golden-gate-park"
    added = call(ctx, "bookmark_webpage", url=url + "/", folder="Weekend")
    assert added == {"id": "bkm_0006", "url": url, "title": "Golden Gate Park: the essential guide", "folder": "Weekend"}  # fmt: skip
    other = call(ctx, "bookmark_webpage", url="https://example.org/new", title="New page")
    assert other["title"] == "New page"
    fails(ctx, "bookmark_webpage", "already bookmarked as bkm_0006 in 'Weekend'", url=url)
    fails(ctx, "bookmark_webpage", "is not a web address", url="golden gate park")
    reading = call(ctx, "list_web_bookmarks", folder="reading list")["bookmarks"]
    assert [b["id"] for b in reading] == ["bkm_0005", "bkm_0004"]
    fails(ctx, "list_web_bookmarks", "no bookmark folder 'Travel'", folder="Travel")
    assert call(ctx, "remove_web_bookmark", bookmark_id="bkm_0006")["url"] == url
    fails(ctx, "remove_web_bookmark", "no bookmark with id 'bkm_0006'", bookmark_id="bkm_0006")


# ----------------------------------------------------------------------------- barcode


def _read_ean13(ctx: WorldContext, image_id: str) -> str:
    """Decode the barcode image back to digits (3 px per module, 11 quiet modules)."""
    img = ctx.images.get(image_id).open().convert("L")
    row = [int(img.getpixel((x, 60)) or 0) for x in range(img.width)]  # type: ignore[arg-type]
    modules = "".join("1" if row[(11 + i) * 3 + 1] < 128 else "0" for i in range(95))
    assert modules[:3] == "101" and modules[45:50] == "01010" and modules[92:] == "101"
    left = [modules[3 + 7 * i : 10 + 7 * i] for i in range(6)]
    right = [modules[50 + 7 * i : 57 + 7 * i] for i in range(6)]
    parity, digits = "", ""
    for code in left:
        if code in web._EAN_L:
            parity, digits = parity + "L", digits + str(web._EAN_L.index(code))
        else:
            parity, digits = parity + "G", digits + str(web._EAN_G.index(code))
    first = str(web._EAN_PARITY.index(parity))
    return first + digits + "".join(str(web._EAN_R.index(c)) for c in right)


def test_generate_barcode(ctx: WorldContext) -> None:
    assert ean13_check_digit("400638133393") == 1
    out = call(ctx, "generate_barcode", number="400-6381-33393-1")
    assert isinstance(out, ToolOutput) and out.value["code"] == "4006381333931"
    assert out.images == (out.value["image_id"],)
    assert _read_ean13(ctx, out.value["image_id"]) == "4006381333931"
    upc = call(ctx, "generate_barcode", number="0 36000 29145 2")
    assert _read_ean13(ctx, upc.value["image_id"]) == "0036000291452"
    fails(ctx, "generate_barcode", "should end in 1, not 7", number="4006381333937")
    fails(ctx, "generate_barcode", "03600029145 should end in 2, not 3", number="036000291453")
    fails(ctx, "generate_barcode", "is not an EAN-13 number", number="12345")
    fails(ctx, "generate_barcode", "is not an EAN-13 number", number="٤٠٠٦٣٨١٣٣٣٩٣")


# ----------------------------------------------------------------------------- fuzz

POOL = [
    "Home", "Work", "Gym", "current location", "Tokyo", "San Francisco", "NYC", "plc_0001",
    "plc_0016", "plc_0999", "svp_0002", "svp_0404", "bkm_0001", "bkm_0404", "USD", "EUR",
    "yen", "km", "mi", "F", "C", "GB", "cup", "today", "tomorrow", "2025-06-20", "1999-13-40",
    "3pm", "25:61", "UTC+14:00", "UTC-99", "JST", "local", "2+2*3", "1/0", "2**2**2**2",
    "https://www.sfparksguide.org/golden-gate-park", "https://example.org/x", "hello",
    "gracias", "Spanish", "ja", "ubiquitous", "Reading List", "400638133393", "2025-06-13T17:30",
    "America/New_York", "../../etc/passwd", "",
]  # fmt: skip


class _Rollback(Exception):
    """Undoes a fuzz call's changes."""


@pytest.mark.parametrize("tool_name", [t.name for t in TOOLS])
def test_fuzz_only_tool_errors(ctx: WorldContext, tool_name: str) -> None:
    t = REGISTRY.get(tool_name)
    rng = random.Random(f"web:{tool_name}")
    for _ in range(30):
        args = random_args(t, rng, POOL)
        with contextlib.suppress(_Rollback), ctx.world.transaction():
            try:
                t.invoke(ctx, args)
            except ToolError:
                raise _Rollback from None  # the episode's transaction undoes failed calls
            assert ctx.world.integrity_check() == [], args
            raise _Rollback


def test_every_web_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    assert len(TOOLS) >= 22
    assert [t.name for t in TOOLS if f'"{t.name}"' not in source] == []
