"""Bundled reference data of the ``web`` domain: cities and their climate, currency
rates, unit definitions, time-zone aliases, places (points of interest), a small web
page corpus, a dictionary and a phrasebook.

Everything is plain constants: the domain's seed turns the world-table parts (cities,
forecasts, rates, places, pages) into rows; the rest (units, dictionary, phrasebook)
is read directly by the tools.
"""

from __future__ import annotations

from typing import Final, Literal, NamedTuple, get_args


class City(NamedTuple):
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


CITIES: Final[tuple[City, ...]] = (
    City("San Francisco", "CA", "US", 37.7749, -122.4194, "America/Los_Angeles", 14, 8, 20, 13, 0.45, 0.03, 0.35, ("sf", "san fran")),
    City("Los Angeles", "CA", "US", 34.0522, -118.2437, "America/Los_Angeles", 20, 9, 29, 18, 0.30, 0.01, 0.10, ("la",)),
    City("San Diego", "CA", "US", 32.7157, -117.1611, "America/Los_Angeles", 19, 9, 25, 18, 0.25, 0.01, 0.15),
    City("Lake Tahoe", "CA", "US", 38.9399, -119.9772, "America/Los_Angeles", 5, -9, 27, 6, 0.35, 0.08, 0.0, ("south lake tahoe", "tahoe")),
    City("Seattle", "WA", "US", 47.6062, -122.3321, "America/Los_Angeles", 8, 2, 26, 14, 0.60, 0.10),
    City("Las Vegas", "NV", "US", 36.1699, -115.1398, "America/Los_Angeles", 14, 3, 40, 27, 0.10, 0.05, 0.0, ("vegas",)),
    City("Phoenix", "AZ", "US", 33.4484, -112.0740, "America/Phoenix", 19, 7, 41, 29, 0.10, 0.15),
    City("Denver", "CO", "US", 39.7392, -104.9903, "America/Denver", 7, -7, 32, 16, 0.15, 0.35),
    City("Chicago", "IL", "US", 41.8781, -87.6298, "America/Chicago", 0, -8, 29, 20, 0.35, 0.35),
    City("Austin", "TX", "US", 30.2672, -97.7431, "America/Chicago", 17, 5, 36, 23, 0.25, 0.20),
    City("New York", "NY", "US", 40.7128, -74.0060, "America/New_York", 4, -3, 29, 21, 0.35, 0.35, 0.0, ("nyc", "new york city", "manhattan")),
    City("Boston", "MA", "US", 42.3601, -71.0589, "America/New_York", 2, -6, 28, 19, 0.35, 0.30),
    City("Washington", "DC", "US", 38.9072, -77.0369, "America/New_York", 6, -2, 31, 22, 0.30, 0.35, 0.0, ("washington dc", "washington d.c.", "dc")),
    City("Miami", "FL", "US", 25.7617, -80.1918, "America/New_York", 24, 16, 32, 25, 0.20, 0.60),
    City("Honolulu", "HI", "US", 21.3069, -157.8583, "Pacific/Honolulu", 27, 19, 31, 23, 0.35, 0.20, 0.0, ("hawaii",)),
    City("Vancouver", "BC", "CA", 49.2827, -123.1207, "America/Vancouver", 7, 1, 22, 13, 0.65, 0.10),
    City("Toronto", "ON", "CA", 43.6532, -79.3832, "America/Toronto", -1, -8, 27, 17, 0.40, 0.35),
    City("Mexico City", "CDMX", "MX", 19.4326, -99.1332, "America/Mexico_City", 21, 6, 23, 12, 0.05, 0.75, 0.0, ("cdmx",)),
    City("London", "England", "GB", 51.5074, -0.1278, "Europe/London", 8, 2, 23, 14, 0.50, 0.35),
    City("Paris", "Ile-de-France", "FR", 48.8566, 2.3522, "Europe/Paris", 7, 3, 25, 15, 0.45, 0.30),
    City("Berlin", "Berlin", "DE", 52.5200, 13.4050, "Europe/Berlin", 3, -2, 24, 14, 0.45, 0.40),
    City("Madrid", "Madrid", "ES", 40.4168, -3.7038, "Europe/Madrid", 10, 3, 33, 19, 0.25, 0.05),
    City("Rome", "Lazio", "IT", 41.9028, 12.4964, "Europe/Rome", 12, 3, 31, 18, 0.35, 0.08),
    City("Amsterdam", "North Holland", "NL", 52.3676, 4.9041, "Europe/Amsterdam", 6, 1, 22, 13, 0.55, 0.40),
    City("Tokyo", "Tokyo", "JP", 35.6762, 139.6503, "Asia/Tokyo", 10, 1, 30, 23, 0.20, 0.45),
    City("Seoul", "Seoul", "KR", 37.5665, 126.9780, "Asia/Seoul", 2, -6, 29, 22, 0.15, 0.60),
    City("Singapore", "Singapore", "SG", 1.3521, 103.8198, "Asia/Singapore", 30, 23, 31, 25, 0.50, 0.45),
    City("Sydney", "NSW", "AU", -33.8688, 151.2093, "Australia/Sydney", 26, 19, 17, 8, 0.35, 0.35),
    City("Mumbai", "Maharashtra", "IN", 19.0760, 72.8777, "Asia/Kolkata", 31, 17, 30, 25, 0.01, 0.90, 0.0, ("bombay",)),
    City("Dubai", "Dubai", "AE", 25.2048, 55.2708, "Asia/Dubai", 24, 15, 41, 30, 0.08, 0.01),
)  # fmt: skip

#: Extra city -> IANA zone names for time-zone questions (weather cities are added).
CITY_ZONES: Final[dict[str, str]] = {
    "oakland": "America/Los_Angeles",
    "san jose": "America/Los_Angeles",
    "portland": "America/Los_Angeles",
    "salt lake city": "America/Denver",
    "dallas": "America/Chicago",
    "houston": "America/Chicago",
    "atlanta": "America/New_York",
    "philadelphia": "America/New_York",
    "anchorage": "America/Anchorage",
    "montreal": "America/Toronto",
    "sao paulo": "America/Sao_Paulo",
    "buenos aires": "America/Argentina/Buenos_Aires",
    "lisbon": "Europe/Lisbon",
    "dublin": "Europe/Dublin",
    "zurich": "Europe/Zurich",
    "stockholm": "Europe/Stockholm",
    "athens": "Europe/Athens",
    "istanbul": "Europe/Istanbul",
    "moscow": "Europe/Moscow",
    "cairo": "Africa/Cairo",
    "nairobi": "Africa/Nairobi",
    "johannesburg": "Africa/Johannesburg",
    "lagos": "Africa/Lagos",
    "delhi": "Asia/Kolkata",
    "new delhi": "Asia/Kolkata",
    "bangalore": "Asia/Kolkata",
    "bangkok": "Asia/Bangkok",
    "hong kong": "Asia/Hong_Kong",
    "shanghai": "Asia/Shanghai",
    "beijing": "Asia/Shanghai",
    "taipei": "Asia/Taipei",
    "manila": "Asia/Manila",
    "jakarta": "Asia/Jakarta",
    "osaka": "Asia/Tokyo",
    "kyoto": "Asia/Tokyo",
    "melbourne": "Australia/Melbourne",
    "perth": "Australia/Perth",
    "auckland": "Pacific/Auckland",
}

#: Time-zone abbreviations people type -> IANA zone (standard and daylight names alike).
ZONE_ABBREVIATIONS: Final[dict[str, str]] = {
    "utc": "UTC",
    "gmt": "UTC",
    "z": "UTC",
    "pt": "America/Los_Angeles",
    "pst": "America/Los_Angeles",
    "pdt": "America/Los_Angeles",
    "pacific": "America/Los_Angeles",
    "mt": "America/Denver",
    "mst": "America/Denver",
    "mdt": "America/Denver",
    "mountain": "America/Denver",
    "ct": "America/Chicago",
    "cst": "America/Chicago",
    "cdt": "America/Chicago",
    "central": "America/Chicago",
    "et": "America/New_York",
    "est": "America/New_York",
    "edt": "America/New_York",
    "eastern": "America/New_York",
    "akst": "America/Anchorage",
    "hst": "Pacific/Honolulu",
    "bst": "Europe/London",
    "cet": "Europe/Paris",
    "cest": "Europe/Paris",
    "eet": "Europe/Athens",
    "ist": "Asia/Kolkata",
    "sgt": "Asia/Singapore",
    "hkt": "Asia/Hong_Kong",
    "jst": "Asia/Tokyo",
    "kst": "Asia/Seoul",
    "aest": "Australia/Sydney",
    "aedt": "Australia/Sydney",
    "nzst": "Pacific/Auckland",
}


class Currency(NamedTuple):
    """A currency and its rate: how many units one US dollar buys."""

    code: str
    name: str
    symbol: str
    units_per_usd: float
    decimals: int
    aliases: tuple[str, ...] = ()


CURRENCIES: Final[tuple[Currency, ...]] = (
    Currency("USD", "US Dollar", "$", 1.0, 2, ("dollar", "dollars", "us dollar", "us dollars", "usd", "$", "bucks")),
    Currency("EUR", "Euro", "€", 0.8662, 2, ("euro", "euros", "€")),
    Currency("GBP", "British Pound", "£", 0.7371, 2, ("pound", "pounds", "pound sterling", "sterling", "£", "british pounds")),
    Currency("JPY", "Japanese Yen", "¥", 144.21, 0, ("yen", "japanese yen")),
    Currency("CAD", "Canadian Dollar", "C$", 1.3617, 2, ("canadian dollar", "canadian dollars")),
    Currency("AUD", "Australian Dollar", "A$", 1.5384, 2, ("australian dollar", "australian dollars")),
    Currency("NZD", "New Zealand Dollar", "NZ$", 1.6590, 2, ("new zealand dollar", "new zealand dollars")),
    Currency("CHF", "Swiss Franc", "CHF", 0.8121, 2, ("swiss franc", "swiss francs", "franc", "francs")),
    Currency("CNY", "Chinese Yuan", "¥", 7.1814, 2, ("yuan", "renminbi", "rmb", "chinese yuan")),
    Currency("HKD", "Hong Kong Dollar", "HK$", 7.8499, 2, ("hong kong dollar", "hong kong dollars")),
    Currency("TWD", "New Taiwan Dollar", "NT$", 29.56, 2, ("taiwan dollar", "taiwan dollars", "new taiwan dollar")),
    Currency("KRW", "South Korean Won", "₩", 1362.4, 0, ("won", "korean won")),
    Currency("SGD", "Singapore Dollar", "S$", 1.2831, 2, ("singapore dollar", "singapore dollars")),
    Currency("INR", "Indian Rupee", "₹", 85.92, 2, ("rupee", "rupees", "indian rupee", "indian rupees")),
    Currency("THB", "Thai Baht", "฿", 32.48, 2, ("baht", "thai baht")),
    Currency("PHP", "Philippine Peso", "₱", 56.12, 2, ("philippine peso", "philippine pesos")),
    Currency("IDR", "Indonesian Rupiah", "Rp", 16281.0, 0, ("rupiah", "indonesian rupiah")),
    Currency("VND", "Vietnamese Dong", "₫", 26048.0, 0, ("dong", "vietnamese dong")),
    Currency("MXN", "Mexican Peso", "MX$", 18.98, 2, ("peso", "pesos", "mexican peso", "mexican pesos")),
    Currency("BRL", "Brazilian Real", "R$", 5.5480, 2, ("real", "reais", "brazilian real")),
    Currency("SEK", "Swedish Krona", "kr", 9.5012, 2, ("swedish krona", "swedish kronor")),
    Currency("NOK", "Norwegian Krone", "kr", 9.9514, 2, ("norwegian krone", "norwegian kroner")),
    Currency("DKK", "Danish Krone", "kr", 6.4627, 2, ("danish krone", "danish kroner")),
    Currency("PLN", "Polish Zloty", "zł", 3.7015, 2, ("zloty", "polish zloty")),
    Currency("CZK", "Czech Koruna", "Kč", 21.61, 2, ("koruna", "czech koruna")),
    Currency("TRY", "Turkish Lira", "₺", 39.24, 2, ("lira", "turkish lira")),
    Currency("ZAR", "South African Rand", "R", 17.81, 2, ("rand", "south african rand")),
    Currency("AED", "UAE Dirham", "AED", 3.6725, 2, ("dirham", "dirhams", "uae dirham")),
    Currency("SAR", "Saudi Riyal", "SAR", 3.7502, 2, ("riyal", "saudi riyal")),
    Currency("ILS", "Israeli New Shekel", "₪", 3.5204, 2, ("shekel", "shekels", "israeli shekel")),
)  # fmt: skip


# ----------------------------------------------------------------------------- units


class Unit(NamedTuple):
    """A unit: its category and how many base units one of it is (temperature aside)."""

    key: str
    name: str
    category: str
    factor: float
    aliases: tuple[str, ...] = ()


#: Base units: meter, kilogram, liter, kelvin (special-cased), meter/second, square
#: meter, byte, second.
UNITS: Final[tuple[Unit, ...]] = (
    # length (meter)
    Unit("mm", "millimeter", "length", 0.001, ("millimeter", "millimeters", "millimetre", "millimetres")),
    Unit("cm", "centimeter", "length", 0.01, ("centimeter", "centimeters", "centimetre", "centimetres")),
    Unit("m", "meter", "length", 1.0, ("meter", "meters", "metre", "metres")),
    Unit("km", "kilometer", "length", 1000.0, ("kilometer", "kilometers", "kilometre", "kilometres", "kms")),
    Unit("in", "inch", "length", 0.0254, ("inch", "inches", '"')),
    Unit("ft", "foot", "length", 0.3048, ("foot", "feet", "'")),
    Unit("yd", "yard", "length", 0.9144, ("yard", "yards")),
    Unit("mi", "mile", "length", 1609.344, ("mile", "miles")),
    Unit("nmi", "nautical mile", "length", 1852.0, ("nautical mile", "nautical miles")),
    # mass (kilogram)
    Unit("mg", "milligram", "mass", 1e-6, ("milligram", "milligrams")),
    Unit("g", "gram", "mass", 0.001, ("gram", "grams", "gr")),
    Unit("kg", "kilogram", "mass", 1.0, ("kilogram", "kilograms", "kilo", "kilos", "kgs")),
    Unit("t", "metric ton", "mass", 1000.0, ("tonne", "tonnes", "metric ton", "metric tons")),
    Unit("oz", "ounce", "mass", 0.028349523125, ("ounce", "ounces")),
    Unit("lb", "pound", "mass", 0.45359237, ("pound", "pounds", "lbs")),
    Unit("st", "stone", "mass", 6.35029318, ("stone", "stones")),
    Unit("ton", "US ton", "mass", 907.18474, ("short ton", "short tons", "us ton", "tons")),
    # volume (liter)
    Unit("ml", "milliliter", "volume", 0.001, ("milliliter", "milliliters", "millilitre", "millilitres", "mL")),
    Unit("cl", "centiliter", "volume", 0.01, ("centiliter", "centiliters", "centilitre")),
    Unit("l", "liter", "volume", 1.0, ("liter", "liters", "litre", "litres", "L")),
    Unit("m3", "cubic meter", "volume", 1000.0, ("cubic meter", "cubic meters", "cubic metre", "m^3")),
    Unit("tsp", "teaspoon", "volume", 0.00492892159375, ("teaspoon", "teaspoons")),
    Unit("tbsp", "tablespoon", "volume", 0.01478676478125, ("tablespoon", "tablespoons")),
    Unit("fl oz", "US fluid ounce", "volume", 0.0295735295625, ("fluid ounce", "fluid ounces", "floz", "fl. oz")),
    Unit("cup", "US cup", "volume", 0.2365882365, ("cups",)),
    Unit("pt", "US pint", "volume", 0.473176473, ("pint", "pints")),
    Unit("qt", "US quart", "volume", 0.946352946, ("quart", "quarts")),
    Unit("gal", "US gallon", "volume", 3.785411784, ("gallon", "gallons", "us gallon", "us gallons")),
    Unit("imp gal", "imperial gallon", "volume", 4.54609, ("imperial gallon", "imperial gallons", "uk gallon", "uk gallons")),
    # temperature (special)
    Unit("C", "degree Celsius", "temperature", 1.0, ("celsius", "°c", "degc", "centigrade", "degrees celsius")),
    Unit("F", "degree Fahrenheit", "temperature", 1.0, ("fahrenheit", "°f", "degf", "degrees fahrenheit")),
    Unit("K", "kelvin", "temperature", 1.0, ("kelvin", "kelvins")),
    # speed (meter/second)
    Unit("m/s", "meter per second", "speed", 1.0, ("meters per second", "metres per second", "mps")),
    Unit("km/h", "kilometer per hour", "speed", 1 / 3.6, ("kph", "kmh", "km/hr", "kilometers per hour", "kilometres per hour")),
    Unit("mph", "mile per hour", "speed", 0.44704, ("mi/h", "miles per hour")),
    Unit("ft/s", "foot per second", "speed", 0.3048, ("fps", "feet per second")),
    Unit("kn", "knot", "speed", 1852 / 3600, ("knot", "knots", "kt", "kts")),
    # area (square meter)
    Unit("cm2", "square centimeter", "area", 1e-4, ("square centimeter", "square centimeters", "sq cm")),
    Unit("m2", "square meter", "area", 1.0, ("square meter", "square meters", "square metre", "square metres", "sq m", "sqm")),
    Unit("km2", "square kilometer", "area", 1e6, ("square kilometer", "square kilometers", "sq km")),
    Unit("in2", "square inch", "area", 0.00064516, ("square inch", "square inches", "sq in")),
    Unit("ft2", "square foot", "area", 0.09290304, ("square foot", "square feet", "sq ft", "sqft")),
    Unit("yd2", "square yard", "area", 0.83612736, ("square yard", "square yards", "sq yd")),
    Unit("acre", "acre", "area", 4046.8564224, ("acres", "ac")),
    Unit("ha", "hectare", "area", 10000.0, ("hectare", "hectares")),
    Unit("mi2", "square mile", "area", 2589988.110336, ("square mile", "square miles", "sq mi")),
    # data (byte); decimal (kB = 1000 B) and binary (KiB = 1024 B)
    Unit("bit", "bit", "data", 0.125, ("bits", "b")),
    Unit("B", "byte", "data", 1.0, ("byte", "bytes")),
    Unit("kB", "kilobyte", "data", 1e3, ("kilobyte", "kilobytes", "KB", "kb")),
    Unit("MB", "megabyte", "data", 1e6, ("megabyte", "megabytes", "mb")),
    Unit("GB", "gigabyte", "data", 1e9, ("gigabyte", "gigabytes", "gb", "gig", "gigs")),
    Unit("TB", "terabyte", "data", 1e12, ("terabyte", "terabytes", "tb")),
    Unit("KiB", "kibibyte", "data", 1024.0, ("kibibyte", "kibibytes", "kib")),
    Unit("MiB", "mebibyte", "data", 1024.0**2, ("mebibyte", "mebibytes", "mib")),
    Unit("GiB", "gibibyte", "data", 1024.0**3, ("gibibyte", "gibibytes", "gib")),
    Unit("TiB", "tebibyte", "data", 1024.0**4, ("tebibyte", "tebibytes", "tib")),
    Unit("kbit", "kilobit", "data", 125.0, ("kilobit", "kilobits", "kb/s-bit")),
    Unit("Mbit", "megabit", "data", 125e3, ("megabit", "megabits", "Mb")),
    Unit("Gbit", "gigabit", "data", 125e6, ("gigabit", "gigabits", "Gb")),
    # time (second)
    Unit("ms", "millisecond", "time", 0.001, ("millisecond", "milliseconds")),
    Unit("s", "second", "time", 1.0, ("sec", "secs", "second", "seconds")),
    Unit("min", "minute", "time", 60.0, ("mins", "minute", "minutes")),
    Unit("h", "hour", "time", 3600.0, ("hr", "hrs", "hour", "hours")),
    Unit("day", "day", "time", 86400.0, ("days", "d")),
    Unit("week", "week", "time", 604800.0, ("weeks", "wk", "wks")),
    Unit("year", "year (365.25 days)", "time", 31557600.0, ("years", "yr", "yrs")),
)  # fmt: skip


# ----------------------------------------------------------------------------- places


class Place(NamedTuple):
    """A point of interest."""

    name: str
    category: str
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


PlaceCategory = Literal[
    "restaurant", "cafe", "bakery", "bar", "grocery", "pharmacy", "hardware_store",
    "bookstore", "electronics_store", "clothing_store", "gym", "park", "museum", "landmark",
    "hospital", "urgent_care", "gas_station", "ev_charging", "bank", "post_office",
    "library", "hotel", "movie_theater", "salon", "laundromat", "veterinarian", "pet_store",
    "transit_station", "airport", "office", "beach",
]  # fmt: skip
PLACE_CATEGORIES: Final[tuple[str, ...]] = get_args(PlaceCategory)

_SF = "San Francisco"
PLACES: Final[tuple[Place, ...]] = (
    # --- near home (Inner Sunset)
    Place("Alder Street Café", "cafe", "coffee", "1290 9th Ave, San Francisco, CA 94122", "Inner Sunset", _SF, 37.7645, -122.4665, "+16285550101", 4.6, 812, 1, "mon-fri 06:30-17:00; sat-sun 07:30-17:00", ("wifi", "outdoor seating", "oat milk"), "Neighborhood espresso bar with pastries from local bakeries."),
    Place("Sunset Noodle House", "restaurant", "ramen", "612 Irving St, San Francisco, CA 94122", "Inner Sunset", _SF, 37.7640, -122.4655, "+16285550102", 4.5, 1420, 2, "tue-sun 11:30-21:30", ("takeout", "vegetarian options"), "Tonkotsu and miso ramen, gyoza and rice bowls."),
    Place("Sunset Fresh Market", "grocery", "supermarket", "745 Irving St, San Francisco, CA 94122", "Inner Sunset", _SF, 37.7639, -122.4671, "+16285550103", 4.2, 503, 2, "daily 07:00-22:00", ("produce", "bakery", "delivery"), "Full grocery with a produce section, deli and bakery counter."),
    Place("Inner Sunset Pharmacy", "pharmacy", "pharmacy", "801 Irving St, San Francisco, CA 94122", "Inner Sunset", _SF, 37.7638, -122.4680, "+16285550104", 4.0, 188, None, "mon-fri 09:00-19:00; sat 10:00-17:00", ("prescriptions", "vaccines"), "Independent pharmacy: prescriptions, flu shots and over-the-counter medicine."),
    Place("Parkside Hardware", "hardware_store", "hardware", "960 Irving St, San Francisco, CA 94122", "Inner Sunset", _SF, 37.7636, -122.4695, "+16285550105", 4.7, 365, 2, "mon-sat 08:00-19:00; sun 09:00-18:00", ("keys cut", "paint", "plumbing"), "Hardware, paint, plumbing parts and key cutting."),
    Place("Bubbles Laundromat", "laundromat", "laundromat", "1010 Judah St, San Francisco, CA 94122", "Inner Sunset", _SF, 37.7618, -122.4690, "+16285550106", 3.9, 97, 1, "daily 06:00-23:00", ("wash and fold", "card payment"), "Self-service laundry with wash-and-fold service."),
    Place("Inner Sunset Public Library", "library", "library", "1305 18th Ave, San Francisco, CA 94122", "Inner Sunset", _SF, 37.7631, -122.4760, "+16285550107", 4.6, 142, None, "mon 12:00-18:00; tue-thu 10:00-20:00; fri-sat 10:00-18:00; sun 13:00-17:00", ("wifi", "kids corner", "study rooms"), "Branch library with study rooms and a children's section."),
    Place("Sunset Fitness Club", "gym", "gym", "1120 Irving St, San Francisco, CA 94122", "Inner Sunset", _SF, 37.7634, -122.4712, "+16285550108", 4.3, 264, 2, "mon-fri 05:00-23:00; sat-sun 07:00-21:00", ("classes", "showers", "day pass"), "Gym with weights, cardio machines, spin and yoga classes."),
    Place("Pacific Coast Bank - Irving", "bank", "bank", "700 Irving St, San Francisco, CA 94122", "Inner Sunset", _SF, 37.7640, -122.4666, "+16285550109", 3.6, 58, None, "mon-fri 09:00-17:00; sat 09:00-13:00", ("atm", "notary"), "Bank branch with a 24-hour ATM."),
    Place("US Post Office - Irving Street", "post_office", "post office", "1317 9th Ave, San Francisco, CA 94122", "Inner Sunset", _SF, 37.7648, -122.4664, "+16285550110", 3.2, 121, None, "mon-fri 09:00-17:00; sat 09:00-13:00", ("passports", "po boxes"), "Mail and packages, passport appointments."),
    Place("Golden Gate Animal Clinic", "veterinarian", "veterinarian", "1425 Irving St, San Francisco, CA 94122", "Inner Sunset", _SF, 37.7633, -122.4725, "+16285550111", 4.8, 233, None, "mon-fri 08:00-18:00; sat 09:00-14:00", ("cats", "dogs", "vaccinations"), "Veterinary clinic for cats and dogs."),
    Place("Paws & Claws Pet Supply", "pet_store", "pet store", "1500 Irving St, San Francisco, CA 94122", "Inner Sunset", _SF, 37.7632, -122.4735, "+16285550112", 4.5, 176, 2, "daily 10:00-19:00", ("dog food", "grooming"), "Pet food, toys and self-service dog wash."),
    Place("Parnassus Medical Center", "hospital", "hospital", "505 Parnassus Ave, San Francisco, CA 94143", "Parnassus Heights", _SF, 37.7631, -122.4578, "+16285550113", 4.1, 612, None, "24h", ("emergency room", "pharmacy"), "Teaching hospital with a 24-hour emergency department."),
    Place("Ocean Fish & Chips", "restaurant", "seafood", "3825 Judah St, San Francisco, CA 94122", "Outer Sunset", _SF, 37.7606, -122.5040, "+16285550114", 4.4, 389, 2, "wed-mon 11:00-20:30", ("takeout", "beer"), "Beer-battered fish and chips a block from Ocean Beach."),
    Place("Fog Bowl Cinema", "movie_theater", "cinema", "3630 Balboa St, San Francisco, CA 94121", "Outer Richmond", _SF, 37.7762, -122.4970, "+16285550115", 4.7, 655, 2, "mon-thu 16:00-23:00; fri 14:00-00:30; sat-sun 11:00-00:30", ("classic films", "popcorn"), "Single-screen neighborhood movie palace showing new releases and classics."),
    # --- Mission / Castro / Noe
    Place("Taqueria Los Gemelos", "restaurant", "mexican", "2950 Mission St, San Francisco, CA 94110", "Mission", _SF, 37.7495, -122.4183, "+16285550116", 4.6, 2210, 1, "daily 10:00-23:00", ("takeout", "late night", "cash only"), "Mission-style burritos, al pastor tacos and horchata."),
    Place("Valencia Pizza Co.", "restaurant", "pizza", "745 Valencia St, San Francisco, CA 94110", "Mission", _SF, 37.7610, -122.4216, "+16285550117", 4.3, 978, 2, "daily 12:00-22:00", ("delivery", "vegan options", "gluten-free crust"), "Naples-style pizza from a wood oven."),
    Place("Bombay Spice", "restaurant", "indian", "1010 Valencia St, San Francisco, CA 94110", "Mission", _SF, 37.7557, -122.4210, "+16285550118", 4.4, 744, 2, "daily 11:30-14:30, 17:00-22:00", ("vegetarian options", "delivery"), "North Indian curries, tandoori and biryani."),
    Place("Mission Morning Bakery", "bakery", "bakery", "600 Guerrero St, San Francisco, CA 94110", "Mission", _SF, 37.7614, -122.4242, "+16285550119", 4.7, 3105, 2, "daily 07:30-17:00", ("sourdough", "croissants", "long lines"), "Country sourdough, morning buns and seasonal tarts."),
    Place("Lucky Penny Tavern", "bar", "pub", "3100 16th St, San Francisco, CA 94103", "Mission", _SF, 37.7650, -122.4229, "+16285550120", 4.1, 402, 2, "daily 16:00-02:00", ("happy hour", "pool table", "trivia tuesday"), "Dive-ish pub with a pool table and Tuesday trivia."),
    Place("Dolores Park", "park", "park", "Dolores St & 19th St, San Francisco, CA 94114", "Mission", _SF, 37.7596, -122.4269, "", 4.7, 5820, None, "daily 06:00-22:00", ("playground", "tennis courts", "dogs allowed"), "Sloping lawn with skyline views, a playground and tennis courts."),
    Place("Little Athens Grill", "restaurant", "greek", "4050 18th St, San Francisco, CA 94114", "Castro", _SF, 37.7609, -122.4350, "+16285550150", 4.5, 611, 2, "mon-sat 11:00-21:00", ("vegetarian options", "outdoor seating"), "Gyros, souvlaki plates and Greek salads."),
    Place("Noe Bread Co.", "bakery", "bakery", "3990 24th St, San Francisco, CA 94114", "Noe Valley", _SF, 37.7516, -122.4316, "+16285550122", 4.6, 489, 2, "tue-sun 07:00-15:00", ("gluten-free options", "coffee"), "Bakery known for rye loaves and cardamom buns."),
    Place("Shear Bliss Salon", "salon", "hair salon", "4100 24th St, San Francisco, CA 94114", "Noe Valley", _SF, 37.7514, -122.4340, "+16285550151", 4.8, 210, 3, "tue-sat 10:00-19:00", ("appointments", "color"), "Haircuts, color and blowouts by appointment."),
    # --- SoMa / Financial District / waterfront (near work)
    Place("Brightline Health", "office", "office", "455 Brannan St, San Francisco, CA 94107", "SoMa", _SF, 37.7794, -122.3960, "+16285550124", 4.0, 12, None, "mon-fri 08:00-19:00", ("badge entry",), "Offices of Brightline Health, a digital health company."),
    Place("Fog City Roasters", "cafe", "coffee", "400 Brannan St, San Francisco, CA 94107", "SoMa", _SF, 37.7800, -122.3955, "+16285550125", 4.5, 930, 2, "mon-fri 06:30-16:00; sat 08:00-14:00", ("wifi", "pour-over"), "Roaster-cafe with pour-over and cold brew on tap."),
    Place("Green Bowl", "restaurant", "vegan", "580 Howard St, San Francisco, CA 94105", "SoMa", _SF, 37.7875, -122.3975, "+16285550126", 4.4, 702, 2, "mon-fri 10:30-15:00", ("vegan", "gluten-free options", "takeout"), "Grain bowls and salads for the weekday lunch crowd."),
    Place("Brickyard Burgers", "restaurant", "burgers", "2401 3rd St, San Francisco, CA 94107", "Dogpatch", _SF, 37.7587, -122.3880, "+16285550127", 4.3, 856, 2, "daily 11:00-22:00", ("outdoor seating", "beer", "kids menu"), "Smash burgers, fries and milkshakes."),
    Place("Byte Shop Electronics", "electronics_store", "electronics", "850 Market St, San Francisco, CA 94102", "Union Square", _SF, 37.7847, -122.4072, "+16285550128", 4.0, 1103, 3, "mon-sat 10:00-20:00; sun 11:00-18:00", ("phone repair", "headphones", "laptops"), "Phones, laptops, headphones and a repair counter."),
    Place("Union Thread", "clothing_store", "clothing", "210 Post St, San Francisco, CA 94108", "Union Square", _SF, 37.7885, -122.4050, "+16285550129", 4.2, 318, 3, "mon-sat 10:00-20:00; sun 11:00-19:00", ("menswear", "womenswear", "tailoring"), "Everyday clothing with in-house tailoring."),
    Place("CareRx Pharmacy", "pharmacy", "pharmacy", "1 Market St, San Francisco, CA 94105", "Financial District", _SF, 37.7941, -122.3950, "+16285550130", 3.8, 420, None, "24h", ("24 hours", "prescriptions", "photo printing"), "24-hour pharmacy and convenience store."),
    Place("BayCare Urgent Care", "urgent_care", "urgent care", "300 2nd St, San Francisco, CA 94107", "SoMa", _SF, 37.7847, -122.3952, "+16285550131", 4.2, 350, None, "daily 08:00-20:00", ("walk-ins", "x-ray", "covid testing"), "Walk-in urgent care for minor injuries and illness."),
    Place("Ferry Building Marketplace", "landmark", "market hall", "1 Ferry Building, San Francisco, CA 94111", "Embarcadero", _SF, 37.7955, -122.3937, "", 4.7, 15400, 2, "mon-fri 07:00-20:00; sat 08:00-20:00; sun 10:00-17:00", ("farmers market tue thu sat", "food hall", "ferries"), "1898 ferry terminal turned food hall; farmers market Tuesday, Thursday and Saturday."),
    Place("Oracle Park", "landmark", "stadium", "24 Willie Mays Plaza, San Francisco, CA 94107", "SoMa", _SF, 37.7786, -122.3893, "+16285550132", 4.8, 9800, 3, "daily 10:00-18:00", ("giants", "tours"), "Waterfront home of the San Francisco Giants; ballpark tours on non-game days."),
    Place("SFMOMA", "museum", "modern art", "151 3rd St, San Francisco, CA 94103", "SoMa", _SF, 37.7857, -122.4011, "+16285550133", 4.6, 8700, 3, "mon-tue 10:00-17:00; thu 13:00-20:00; fri-sun 10:00-17:00", ("wheelchair accessible", "cafe"), "San Francisco Museum of Modern Art, seven floors of modern and contemporary art."),
    Place("Embarcadero BART Station", "transit_station", "subway", "298 Market St, San Francisco, CA 94111", "Financial District", _SF, 37.7929, -122.3968, "", 3.9, 610, None, "mon-fri 05:00-00:00; sat 06:00-00:00; sun 08:00-00:00", ("bart", "muni metro"), "BART and Muni Metro station at the foot of Market Street."),
    Place("Civic Center BART Station", "transit_station", "subway", "1150 Market St, San Francisco, CA 94102", "Civic Center", _SF, 37.7796, -122.4138, "", 3.4, 402, None, "mon-fri 05:00-00:00; sat 06:00-00:00; sun 08:00-00:00", ("bart", "muni metro"), "BART and Muni Metro station near City Hall."),
    Place("VoltUp Charging Hub", "ev_charging", "ev charging", "1500 Folsom St, San Francisco, CA 94103", "SoMa", _SF, 37.7713, -122.4140, "+16285550134", 4.1, 88, None, "24h", ("dc fast charging", "ccs", "nacs"), "Eight DC fast chargers (CCS and NACS), pay by app or card."),
    Place("Sunset Gas & Go", "gas_station", "gas station", "2001 19th Ave, San Francisco, CA 94116", "Parkside", _SF, 37.7490, -122.4755, "+16285550135", 3.7, 140, None, "24h", ("car wash", "air pump"), "Gas station with a convenience store and car wash."),
    # --- north side
    Place("Trattoria Sette", "restaurant", "italian", "550 Columbus Ave, San Francisco, CA 94133", "North Beach", _SF, 37.8000, -122.4100, "+16285550136", 4.6, 1330, 3, "tue-sun 17:00-22:30", ("reservations", "wine list"), "Handmade pasta and Roman classics; reservations recommended."),
    Place("Golden Lotus Dim Sum", "restaurant", "chinese", "520 Clement St, San Francisco, CA 94118", "Inner Richmond", _SF, 37.7830, -122.4640, "+16285550137", 4.4, 1890, 1, "thu-tue 09:00-15:00", ("takeout", "cash only", "dim sum carts"), "Classic dim sum: har gow, siu mai and egg tarts."),
    Place("Fogline Books", "bookstore", "bookstore", "506 Clement St, San Francisco, CA 94118", "Inner Richmond", _SF, 37.7829, -122.4636, "+16285550138", 4.8, 1450, 2, "daily 10:00-21:00", ("used books", "book club picks"), "New and used books with a staff-picks wall and book club shelf."),
    Place("Copper Kettle Brunch", "restaurant", "brunch", "2050 Chestnut St, San Francisco, CA 94123", "Marina", _SF, 37.8003, -122.4390, "+16285550139", 4.2, 1020, 2, "daily 08:00-15:00", ("brunch", "outdoor seating", "mimosas"), "Eggs benedict, pancakes and mimosas."),
    Place("The Foggy Anchor", "bar", "cocktail bar", "3200 Fillmore St, San Francisco, CA 94123", "Marina", _SF, 37.7985, -122.4360, "+16285550140", 4.0, 530, 3, "mon-thu 17:00-00:00; fri-sat 16:00-02:00; sun 14:00-22:00", ("cocktails", "happy hour"), "Nautical-themed cocktail bar."),
    Place("Sakura Sushi Bar", "restaurant", "sushi", "1737 Post St, San Francisco, CA 94115", "Japantown", _SF, 37.7853, -122.4300, "+16285550141", 4.5, 870, 3, "mon-sat 11:30-14:00, 17:30-22:00", ("omakase", "reservations"), "Nigiri, rolls and an omakase counter."),
    Place("Pho Saigon Corner", "restaurant", "vietnamese", "690 Larkin St, San Francisco, CA 94109", "Tenderloin", _SF, 37.7838, -122.4175, "+16285550142", 4.3, 1240, 1, "daily 09:00-21:00", ("takeout", "cash only"), "Pho, bun and banh mi."),
    Place("The Alder Inn", "hotel", "hotel", "840 Post St, San Francisco, CA 94109", "Nob Hill", _SF, 37.7875, -122.4145, "+16285550143", 4.1, 760, 3, "24h", ("wifi", "breakfast", "pet friendly"), "Boutique hotel a few blocks from Union Square."),
    # --- landmarks and parks
    Place("Golden Gate Bridge Welcome Center", "landmark", "bridge", "Golden Gate Bridge Plaza, San Francisco, CA 94129", "Presidio", _SF, 37.8078, -122.4750, "", 4.8, 42100, None, "daily 09:00-18:00", ("views", "gift shop", "walking path"), "Visitor center at the south end of the Golden Gate Bridge; the sidewalk is open to pedestrians in daylight."),
    Place("Golden Gate Park", "park", "park", "501 Stanyan St, San Francisco, CA 94117", "Golden Gate Park", _SF, 37.7694, -122.4862, "", 4.8, 31000, None, "daily 05:00-00:00", ("trails", "gardens", "dogs allowed", "bike rental"), "Over 1,000 acres of gardens, meadows, lakes and museums."),
    Place("de Young Museum", "museum", "fine arts", "50 Hagiwara Tea Garden Dr, San Francisco, CA 94118", "Golden Gate Park", _SF, 37.7715, -122.4687, "+16285550144", 4.7, 6400, 2, "tue-sun 09:30-17:15", ("observation tower", "cafe"), "Fine arts museum with a free observation tower."),
    Place("California Academy of Sciences", "museum", "science", "55 Music Concourse Dr, San Francisco, CA 94118", "Golden Gate Park", _SF, 37.7699, -122.4661, "+16285550145", 4.7, 11200, 3, "mon-sat 09:30-17:00; sun 11:00-17:00", ("planetarium", "aquarium", "kids"), "Natural history museum, aquarium, planetarium and rainforest dome."),
    Place("Coit Tower", "landmark", "tower", "1 Telegraph Hill Blvd, San Francisco, CA 94133", "Telegraph Hill", _SF, 37.8024, -122.4058, "", 4.5, 7600, 1, "daily 10:00-18:00", ("views", "murals"), "1933 Art Deco tower on Telegraph Hill with murals and city views."),
    Place("Ocean Beach", "beach", "beach", "Great Highway, San Francisco, CA 94121", "Outer Sunset", _SF, 37.7594, -122.5107, "", 4.6, 3900, None, "daily 05:00-00:00", ("dogs allowed", "bonfire pits", "strong currents"), "Three-mile beach along the Great Highway; strong currents, swimming not advised."),
    Place("Lands End Lookout", "park", "trail", "680 Point Lobos Ave, San Francisco, CA 94121", "Outer Richmond", _SF, 37.7804, -122.5116, "", 4.8, 5100, None, "daily 09:00-17:00", ("hiking", "views", "ruins"), "Visitor center and trailhead for the coastal trail and Sutro Baths ruins."),
    Place("Twin Peaks", "landmark", "viewpoint", "501 Twin Peaks Blvd, San Francisco, CA 94114", "Twin Peaks", _SF, 37.7544, -122.4477, "", 4.7, 8900, None, "daily 05:00-00:00", ("views", "parking"), "Hilltop viewpoint with 360-degree views of the city."),
    Place("San Francisco International Airport", "airport", "airport", "San Francisco, CA 94128", "San Mateo County", _SF, 37.6213, -122.3790, "+16285550146", 4.1, 20300, None, "24h", ("bart", "flights"), "SFO, the Bay Area's main international airport."),
    # --- other cities (for trips)
    Place("Emerald Bay State Park", "park", "state park", "138 Emerald Bay Rd, South Lake Tahoe, CA 96150", "Emerald Bay", "Lake Tahoe", 38.9544, -120.1100, "+15305550147", 4.9, 6200, None, "daily 06:00-21:00", ("hiking", "kayaking", "parking fee"), "Granite-ringed bay with Vikingsholm castle and Eagle Falls trail."),
    Place("Lakeview Lodge", "hotel", "lodge", "3950 Lake Tahoe Blvd, South Lake Tahoe, CA 96150", "South Lake Tahoe", "Lake Tahoe", 38.9456, -119.9670, "+15305550148", 4.3, 890, 3, "24h", ("lake views", "hot tub", "parking"), "Lodge-style hotel across from the lake."),
    Place("Pike Place Market", "landmark", "market", "85 Pike St, Seattle, WA 98101", "Downtown", "Seattle", 47.6097, -122.3422, "", 4.8, 52000, 2, "daily 09:00-18:00", ("fish market", "flowers", "food"), "Public market on the waterfront since 1907.", "America/Los_Angeles"),
    Place("Central Park", "park", "park", "Central Park, New York, NY 10024", "Manhattan", "New York", 40.7812, -73.9665, "", 4.8, 260000, None, "daily 06:00-01:00", ("trails", "boating", "zoo"), "843-acre park in the middle of Manhattan.", "America/New_York"),
    Place("The Metropolitan Museum of Art", "museum", "art", "1000 5th Ave, New York, NY 10028", "Upper East Side", "New York", 40.7794, -73.9632, "+12125550149", 4.8, 98000, 3, "sun-tue 10:00-17:00; thu 10:00-17:00; fri-sat 10:00-21:00", ("wheelchair accessible", "rooftop"), "One of the world's largest art museums.", "America/New_York"),
    Place("Griffith Observatory", "landmark", "observatory", "2800 E Observatory Rd, Los Angeles, CA 90027", "Griffith Park", "Los Angeles", 34.1184, -118.3004, "", 4.8, 61000, None, "tue-fri 12:00-22:00; sat-sun 10:00-22:00", ("telescopes", "views", "free entry"), "Free observatory with planetarium shows and views of the Hollywood Sign."),
    Place("Senso-ji Temple", "landmark", "temple", "2-3-1 Asakusa, Taito City, Tokyo 111-0032", "Asakusa", "Tokyo", 35.7148, 139.7967, "", 4.6, 71000, None, "daily 06:00-17:00", ("temple", "shopping street"), "Tokyo's oldest temple, reached through the Kaminarimon gate.", "Asia/Tokyo"),
)  # fmt: skip

#: Where "current location" is when the owner has no Home saved place: downtown SF.
DEFAULT_LOCATION: Final[tuple[float, float]] = (37.7749, -122.4194)
HOME_COORDS: Final[tuple[float, float]] = (37.7642, -122.4668)


# ----------------------------------------------------------------------------- web pages


class Page(NamedTuple):
    """A web page of the offline corpus."""

    url: str
    title: str
    site_name: str
    days_old: int  # published this many days before the reference time
    body: str


PAGES: Final[tuple[Page, ...]] = (
    Page(
        "https://www.sfbaytransit.info/news/weekend-bart-service-changes",
        "BART weekend service changes: single-tracking between Civic Center and 24th St",
        "Bay Transit Info",
        3,
        "This Saturday and Sunday BART will single-track between Civic Center and 24th St "
        "Mission for rail replacement work. Trains on the Red and Yellow lines will run every "
        "20 minutes instead of every 10, and riders should add about 15 minutes to trips "
        "through downtown San Francisco. Muni Metro is not affected. Bus bridges are not "
        "planned; the last trains leave Embarcadero at 11:50 pm. Clipper and the Clipper app "
        "fares are unchanged. Work is expected to finish before the Monday morning commute.",
    ),
    Page(
        "https://www.ferrybuildingmarket.org/farmers-market",
        "Ferry Plaza Farmers Market: days, hours and what's in season",
        "Ferry Building Marketplace",
        20,
        "The Ferry Plaza Farmers Market runs Tuesdays and Thursdays from 10 am to 2 pm and "
        "Saturdays from 8 am to 2 pm in front of the Ferry Building on the Embarcadero. In "
        "June look for cherries, apricots, early peaches, strawberries, snap peas and the "
        "first heirloom tomatoes. Bring your own bag; most vendors accept cards. Parking is "
        "limited, so take BART or Muni to Embarcadero station, a two-minute walk away. Dogs "
        "are not allowed in the market area except service animals.",
    ),
    Page(
        "https://www.homecookjournal.com/recipes/weeknight-shakshuka",
        "Weeknight shakshuka (serves 4)",
        "Home Cook Journal",
        45,
        "Ingredients: 2 tablespoons olive oil, 1 onion, 1 red bell pepper, 3 cloves garlic, "
        "1 teaspoon cumin, 1 teaspoon smoked paprika, one 28-ounce can crushed tomatoes, "
        "6 eggs, feta and parsley to serve. Soften the onion and pepper in the oil for 8 "
        "minutes, add garlic and spices for 1 minute, then the tomatoes; simmer 10 minutes. "
        "Make six wells, crack in the eggs, cover and cook 6 to 8 minutes until the whites "
        "set. Total time 30 minutes. Serve with crusty bread. Per serving about 290 calories.",
    ),
    Page(
        "https://www.homecookjournal.com/guides/cups-to-grams",
        "Baking conversions: cups to grams for flour, sugar and butter",
        "Home Cook Journal",
        120,
        "Weighing is more accurate than measuring by volume. One US cup of all-purpose flour "
        "weighs about 120 grams, bread flour about 127 grams, granulated sugar 200 grams, "
        "brown sugar (packed) 213 grams, powdered sugar 120 grams, butter 227 grams (two "
        "sticks), rolled oats 90 grams and water 236 grams. One tablespoon of butter is 14 "
        "grams. Oven temperatures: 350 F is 175 C, 375 F is 190 C, 400 F is 200 C, 425 F is "
        "220 C.",
    ),
    Page(
        "https://www.kitchenfixit.com/how-to/descale-coffee-maker",
        "How to descale a drip coffee maker with vinegar",
        "Kitchen Fix-It",
        200,
        "Descale every one to three months if your water is hard. Fill the reservoir with "
        "equal parts white vinegar and water, start a brew cycle, and stop it halfway; let it "
        "sit for 30 minutes, then finish the cycle. Run two or three cycles of plain water to "
        "rinse out the vinegar taste. For machines with a descale light, use the "
        "manufacturer's citric acid solution instead, because vinegar can damage some seals. "
        "Wash the carafe and filter basket with warm soapy water.",
    ),
    Page(
        "https://www.tahoetrailsguide.com/weekend-itinerary",
        "A two-day Lake Tahoe itinerary from San Francisco",
        "Tahoe Trails Guide",
        30,
        "Lake Tahoe is about 300 km (185 miles) from San Francisco, roughly 3.5 to 4 hours by "
        "car via I-80 or US-50; leave before 2 pm on Fridays to beat traffic. Day one: hike "
        "the Eagle Falls trail and walk down to Vikingsholm at Emerald Bay State Park (parking "
        "fills by 9 am in summer). Day two: rent kayaks at Pope Beach or bike the South Lake "
        "Tahoe greenway. Nights are cold even in June, often near 5 C (41 F), so pack layers. "
        "Afternoon thunderstorms are common in summer.",
    ),
    Page(
        "https://www.sfparksguide.org/golden-gate-park",
        "Golden Gate Park: the essential guide",
        "SF Parks Guide",
        60,
        "Golden Gate Park stretches about 5 km from the Panhandle to Ocean Beach and covers "
        "1,017 acres. Highlights include the de Young Museum and its free observation tower, "
        "the California Academy of Sciences, the Japanese Tea Garden, the Conservatory of "
        "Flowers, Stow Lake with paddle boats, and the bison paddock. JFK Promenade is "
        "car-free every day. The park is an easy walk from the Inner Sunset; bike rentals "
        "are available near Stanyan Street.",
    ),
    Page(
        "https://www.smilesmartdental.com/blog/how-often-cleaning",
        "How often should you get a dental cleaning?",
        "SmileSmart Dental Blog",
        90,
        "Most adults should have a professional cleaning and check-up every six months. "
        "People with gum disease, diabetes or a history of cavities may need visits every "
        "three to four months. A routine cleaning takes 45 to 60 minutes and usually includes "
        "scaling, polishing and flossing; bitewing X-rays are typically taken once a year. "
        "Avoid eating for 30 minutes after a fluoride treatment. Most insurance plans cover "
        "two cleanings per year at no cost.",
    ),
    Page(
        "https://www.gearverdict.com/reviews/best-noise-cancelling-headphones-2025",
        "Best noise-cancelling headphones of 2025: Auralis Q5 vs Sonivo NC900",
        "Gear Verdict",
        14,
        "We tested the two leading over-ear models for a month. The Auralis Q5 ($349) has "
        "the strongest noise cancelling we have measured, 30 hours of battery life and "
        "multipoint Bluetooth, but it does not fold flat. The Sonivo NC900 ($299) is lighter "
        "at 250 grams, folds into a slim case, and lasts 40 hours, with slightly weaker "
        "cancelling on trains and planes. Our pick for commuters is the Sonivo NC900; for "
        "frequent flyers, the Auralis Q5. Both support USB-C audio.",
    ),
    Page(
        "https://www.gearverdict.com/guides/e-bike-buying-guide",
        "E-bike buying guide: what to look for in a city e-bike",
        "Gear Verdict",
        75,
        "For hilly cities like San Francisco choose a mid-drive motor with at least 60 Nm of "
        "torque and a battery of 500 Wh or more, which gives 50 to 80 km of assisted range. "
        "Class 1 and class 3 bikes are allowed on most bike lanes; class 3 assists up to "
        "45 km/h (28 mph). Hydraulic disc brakes are worth the extra cost. Expect to pay "
        "$1,800 to $3,500. Budget for a U-lock and insurance: e-bikes are a common theft "
        "target.",
    ),
    Page(
        "https://www.bayeatsguide.com/mission-tacos",
        "The best burritos and tacos in the Mission, ranked",
        "Bay Eats Guide",
        40,
        "1. Taqueria Los Gemelos on Mission Street: the al pastor super burrito is the one to "
        "beat, open until 11 pm every night (cash only). 2. A taco truck at 24th and Harrison "
        "on weekends. 3. For a sit-down meal, Bombay Spice is not Mexican but its lunch "
        "thali on Valencia is a neighborhood favorite. Finish with a morning bun from Mission "
        "Morning Bakery on Guerrero the next day.",
    ),
    Page(
        "https://www.sfstreetsense.com/street-cleaning-rules",
        "San Francisco street cleaning: how to avoid a ticket",
        "SF Street Sense",
        150,
        "Street cleaning signs list the day and hours, for example 'Tuesday 12 pm - 2 pm, "
        "2nd and 4th week'. Move your car before the window starts; the ticket is $96 and "
        "towing can follow. Cleaning does not happen on city holidays. Sign up for the SF311 "
        "app alerts to get a reminder the night before. Parking within 15 feet of a fire "
        "hydrant is never allowed, even on cleaning days.",
    ),
    Page(
        "https://www.sfcitynews.org/2025/juneteenth-closures",
        "Juneteenth 2025: what's open and closed in San Francisco",
        "SF City News",
        5,
        "Juneteenth falls on Thursday, June 19, 2025, a federal and state holiday. City "
        "offices, public libraries, post offices and banks will be closed, and there is no "
        "mail delivery. Muni runs a Saturday schedule. Most grocery stores, pharmacies and "
        "restaurants stay open. Street cleaning is suspended and parking meters are not "
        "enforced. The Fillmore Juneteenth festival runs on Saturday, June 21, from 11 am to "
        "6 pm.",
    ),
    Page(
        "https://www.leafyliving.com/plant-care/fiddle-leaf-fig",
        "Fiddle leaf fig care: light, water and brown spots",
        "Leafy Living",
        300,
        "Fiddle leaf figs want bright, indirect light, ideally near an east-facing window. "
        "Water when the top 5 cm of soil is dry, usually every 7 to 10 days, and let the pot "
        "drain completely. Brown spots in the middle of leaves usually mean overwatering; "
        "crispy brown edges mean the air or soil is too dry. Rotate the pot a quarter turn "
        "each week so it grows straight, and feed monthly in spring and summer.",
    ),
    Page(
        "https://www.sfsundayleague.org/summer-2025-schedule",
        "SF Sunday Soccer League: summer 2025 schedule",
        "SF Sunday Soccer League",
        10,
        "The summer season starts Sunday, June 15, and runs ten weeks. All games are at "
        "Beach Chalet fields in Golden Gate Park, kick-off at 10 am and 11:30 am. Teams must "
        "check in 15 minutes early; shin guards are required. Registration closes Friday, "
        "June 13 at midnight; the fee is $95 per player. Playoffs are on August 24. Rain "
        "cancellations are posted on the league page by 8 am.",
    ),
    Page(
        "https://www.fogline-books.com/book-club/june-pick",
        "Fogline Books book club pick for June: 'The Lighthouse Keeper's Daughter'",
        "Fogline Books",
        25,
        "This month's pick is 'The Lighthouse Keeper's Daughter' by Imogen Hale, a 352-page "
        "novel about a family on the Oregon coast in 1962. Copies are 20% off at the store on "
        "Clement Street for book club members. The discussion is on Thursday, June 26, at 7 "
        "pm in the back room; next month's pick is 'Salt and Signal' by Marcus Oduya.",
    ),
    Page(
        "https://www.runnersweekly.com/training/half-marathon-12-weeks",
        "A 12-week half-marathon plan for beginners",
        "Runners Weekly",
        100,
        "Run four days a week: two easy runs, one workout and one long run. Start with a "
        "long run of 6 km and add about 1.5 km each week, peaking at 18 km in week 10, then "
        "taper for two weeks. Keep easy runs conversational. A half marathon is 21.1 km "
        "(13.1 miles). Replace shoes every 500 to 800 km, and practise race-day fueling on "
        "long runs longer than 75 minutes.",
    ),
    Page(
        "https://www.weathersmart.org/uv-index-explained",
        "The UV index explained",
        "WeatherSmart",
        365,
        "The UV index measures the strength of sunburn-producing ultraviolet radiation. 0-2 "
        "is low, 3-5 moderate, 6-7 high, 8-10 very high and 11+ extreme. At 3 or above, "
        "wear SPF 30+ sunscreen and reapply every two hours; at 8 or above, seek shade "
        "around midday. UV can be high on cool or cloudy days, and fog does not block most "
        "UV. Sand, water and snow reflect UV and increase exposure.",
    ),
    Page(
        "https://www.wanderlogbook.com/japan/tokyo-rainy-season",
        "Visiting Tokyo in the rainy season (tsuyu)",
        "Wander Logbook",
        55,
        "Tokyo's rainy season usually runs from early June to mid-July. Expect frequent "
        "light rain, humidity near 80% and highs around 25 to 28 C. Pack a compact umbrella "
        "(convenience stores sell them for about 500 yen) and quick-dry shoes. Indoor "
        "options: the teamLab museums, department store food halls and the Edo-Tokyo Museum. "
        "Hydrangeas bloom at temples such as Hase-dera in Kamakura. Senso-ji is less crowded "
        "on rainy mornings.",
    ),
    Page(
        "https://www.moneysimple.com/guides/tipping-and-splitting-bills",
        "How much to tip in the US, and how to split a bill fairly",
        "Money Simple",
        180,
        "At sit-down restaurants tip 18 to 22 percent of the pre-tax total; 15 percent is "
        "the floor for adequate service. Tip 10 to 15 percent for takeout when you order at "
        "a counter, 15 to 20 percent for delivery, and $1 to $2 per drink at a bar. When "
        "splitting, divide the total including tax and tip evenly for shared dishes, or "
        "itemize if orders differ by more than about 20 percent. Payment apps can request "
        "each person's share.",
    ),
    Page(
        "https://www.encyclopedia-libre.org/wiki/Golden_Gate_Bridge",
        "Golden Gate Bridge",
        "Encyclopedia Libre",
        700,
        "The Golden Gate Bridge is a suspension bridge spanning the Golden Gate strait, "
        "connecting San Francisco to Marin County. It opened on May 27, 1937. Its main span "
        "is 1,280 m (4,200 ft) long and its total length is 2,737 m (8,981 ft); the towers "
        "rise 227 m (746 ft) above the water. The bridge is painted International Orange. "
        "It carries US Route 101 and California State Route 1, and pedestrians may use the "
        "east sidewalk during daylight hours. Southbound drivers pay a toll electronically.",
    ),
    Page(
        "https://www.encyclopedia-libre.org/wiki/Ferry_Building",
        "San Francisco Ferry Building",
        "Encyclopedia Libre",
        700,
        "The San Francisco Ferry Building is a terminal for ferries across San Francisco Bay "
        "and a marketplace on The Embarcadero. Designed by A. Page Brown, it opened in 1898; "
        "its 245-foot clock tower was modeled on the Giralda bell tower in Seville. After "
        "the Embarcadero Freeway was removed following the 1989 Loma Prieta earthquake, the "
        "building was renovated and reopened in 2003 with a food hall. Ferries leave for "
        "Oakland, Alameda, Larkspur, Sausalito and Vallejo.",
    ),
    Page(
        "https://www.sfcitynews.org/2025/sunset-night-market-returns",
        "Sunset Night Market returns to Irving Street on Fridays",
        "SF City News",
        8,
        "The Sunset Night Market is back on Irving Street between 8th and 10th Avenues every "
        "Friday through September, from 5 pm to 9 pm. Expect more than 40 food vendors, live "
        "music and a kids' zone. The block is closed to cars from 3 pm. The N Judah runs "
        "extra trains; parking is very limited, so walking or biking is recommended.",
    ),
    Page(
        "https://www.healthbeat.org/articles/summer-hydration",
        "How much water do you need in summer?",
        "HealthBeat",
        130,
        "A common guideline is about 2.7 liters of total water a day for women and 3.7 "
        "liters for men, about 20 percent of which comes from food. In hot weather or during "
        "exercise add roughly 0.5 to 1 liter per hour of activity. Pale yellow urine is a "
        "good sign of hydration. Signs of heat exhaustion include heavy sweating, dizziness, "
        "nausea and headache: move to a cool place and drink water.",
    ),
)

#: Bookmarks the owner already has (url, folder, days ago).
SEED_BOOKMARKS: Final[tuple[tuple[str, str, int], ...]] = (
    ("https://www.homecookjournal.com/recipes/weeknight-shakshuka", "Recipes", 40),
    ("https://www.homecookjournal.com/guides/cups-to-grams", "Recipes", 100),
    ("https://www.sfcitynews.org/2025/sunset-night-market-returns", "Bookmarks", 7),
    ("https://www.tahoetrailsguide.com/weekend-itinerary", "Reading List", 12),
    (
        "https://www.gearverdict.com/reviews/best-noise-cancelling-headphones-2025",
        "Reading List",
        2,
    ),
)


# ----------------------------------------------------------------------------- dictionary


class Entry(NamedTuple):
    """A dictionary entry."""

    word: str
    part_of_speech: str
    pronunciation: str
    definitions: tuple[str, ...]
    example: str
    synonyms: tuple[str, ...] = ()


DICTIONARY: Final[tuple[Entry, ...]] = (
    Entry("ambiguous", "adjective", "/æmˈbɪɡjuəs/", ("Open to more than one interpretation.", "Not clear or decided."), "The instructions were ambiguous about the deadline.", ("unclear", "vague", "equivocal")),
    Entry("amortize", "verb", "/ˈæmərtaɪz/", ("To pay off a debt with regular payments over time.", "To spread the cost of an asset over its useful life."), "The loan is amortized over thirty years.", ("pay off",)),
    Entry("anecdote", "noun", "/ˈænɪkdoʊt/", ("A short, often amusing story about a real incident or person.",), "She opened the toast with an anecdote from their road trip.", ("story", "tale")),
    Entry("benevolent", "adjective", "/bəˈnɛvələnt/", ("Well meaning and kindly.",), "A benevolent neighbor watered our plants all summer.", ("kind", "generous", "charitable")),
    Entry("candid", "adjective", "/ˈkændɪd/", ("Truthful and straightforward; frank.", "Of a photograph: taken informally, without the subject posing."), "Thanks for the candid feedback on the draft.", ("frank", "honest", "open")),
    Entry("collateral", "noun", "/kəˈlætərəl/", ("Something pledged as security for repayment of a loan.",), "The car served as collateral for the loan.", ("security", "guarantee")),
    Entry("copay", "noun", "/ˈkoʊpeɪ/", ("A fixed amount a patient pays for a covered medical service, with insurance paying the rest.",), "The copay for a specialist visit is $40.", ("copayment",)),
    Entry("deductible", "noun", "/dɪˈdʌktəbəl/", ("The amount paid out of pocket before an insurer starts to pay.",), "We haven't met our deductible yet this year.", ()),
    Entry("diligent", "adjective", "/ˈdɪlɪdʒənt/", ("Showing care and conscientiousness in work or duties.",), "A diligent reviewer caught the typo.", ("careful", "thorough", "industrious")),
    Entry("ephemeral", "adjective", "/ɪˈfɛmərəl/", ("Lasting for a very short time.",), "The fog's ephemeral shapes vanished by noon.", ("fleeting", "transient", "short-lived")),
    Entry("equinox", "noun", "/ˈiːkwɪnɒks/", ("The time when the sun crosses the celestial equator and day and night are about equal in length, around March 20 and September 22.",), "The autumn equinox marks the start of fall.", ()),
    Entry("escrow", "noun", "/ˈɛskroʊ/", ("Money or property held by a third party until the conditions of a contract are met.",), "The deposit stays in escrow until closing.", ()),
    Entry("fortuitous", "adjective", "/fɔːrˈtuːɪtəs/", ("Happening by chance rather than design.", "Happening by a lucky chance."), "Our meeting at the airport was fortuitous.", ("chance", "lucky", "accidental")),
    Entry("frugal", "adjective", "/ˈfruːɡəl/", ("Sparing or economical with money or food.",), "A frugal grocery list kept the budget on track.", ("thrifty", "economical")),
    Entry("gluten", "noun", "/ˈɡluːtən/", ("A mixture of proteins found in wheat, barley and rye that gives dough its elasticity.",), "The bakery labels every loaf that contains gluten.", ()),
    Entry("gregarious", "adjective", "/ɡrɪˈɡɛəriəs/", ("Fond of company; sociable.",), "Our gregarious host introduced everyone.", ("sociable", "outgoing")),
    Entry("hiatus", "noun", "/haɪˈeɪtəs/", ("A pause or gap in a sequence or activity.",), "The book club is on hiatus until September.", ("break", "pause")),
    Entry("itinerary", "noun", "/aɪˈtɪnəˌrɛri/", ("A planned route or schedule of a journey.",), "Send me the itinerary for the Tahoe trip.", ("schedule", "route", "plan")),
    Entry("jargon", "noun", "/ˈdʒɑːrɡən/", ("Special words used by a profession or group that are hard for others to understand.",), "The contract was full of legal jargon.", ("terminology", "lingo")),
    Entry("latency", "noun", "/ˈleɪtənsi/", ("The delay before a transfer of data begins following an instruction.", "The state of existing but not yet being developed or manifest."), "Video calls stutter when latency is high.", ("delay", "lag")),
    Entry("meticulous", "adjective", "/məˈtɪkjələs/", ("Showing great attention to detail; very careful and precise.",), "She keeps meticulous records of shared expenses.", ("precise", "thorough", "scrupulous")),
    Entry("mitigate", "verb", "/ˈmɪtɪɡeɪt/", ("To make something less severe, serious or painful.",), "Backups mitigate the risk of losing photos.", ("alleviate", "reduce", "lessen")),
    Entry("nostalgia", "noun", "/nɒˈstældʒə/", ("A sentimental longing for a period in the past.",), "The old photos filled him with nostalgia.", ("wistfulness", "longing")),
    Entry("obsolete", "adjective", "/ˌɒbsəˈliːt/", ("No longer produced or used; out of date.",), "The charger became obsolete when the port changed.", ("outdated", "outmoded")),
    Entry("onboarding", "noun", "/ˈɒnbɔːrdɪŋ/", ("The process of integrating a new employee or user into an organization or product.",), "Onboarding for new hires takes two weeks.", ("orientation",)),
    Entry("paradigm", "noun", "/ˈpærədaɪm/", ("A typical example or pattern of something; a model.", "A world view underlying the theories of a subject."), "Remote work shifted the paradigm of office life.", ("model", "pattern", "framework")),
    Entry("perennial", "adjective", "/pəˈrɛniəl/", ("Lasting or existing for a long time; recurring.", "Of a plant: living for several years."), "Parking is a perennial complaint in the neighborhood.", ("enduring", "recurring")),
    Entry("pragmatic", "adjective", "/præɡˈmætɪk/", ("Dealing with things sensibly and realistically, based on practical considerations.",), "Taking BART was the pragmatic choice.", ("practical", "realistic", "sensible")),
    Entry("procrastinate", "verb", "/proʊˈkræstɪneɪt/", ("To delay or postpone action; to put off doing something.",), "I procrastinated on my taxes until April.", ("delay", "postpone", "stall")),
    Entry("quintessential", "adjective", "/ˌkwɪntɪˈsɛnʃəl/", ("Representing the most perfect or typical example of a quality or class.",), "A cable car ride is the quintessential San Francisco experience.", ("typical", "classic", "archetypal")),
    Entry("reimburse", "verb", "/ˌriːɪmˈbɜːrs/", ("To repay a person who has spent or lost money.",), "The company will reimburse travel expenses within 30 days.", ("repay", "refund", "compensate")),
    Entry("resilient", "adjective", "/rɪˈzɪliənt/", ("Able to recover quickly from difficulties.", "Able to spring back into shape after bending or stretching."), "The team proved resilient after the launch delay.", ("tough", "hardy", "adaptable")),
    Entry("serendipity", "noun", "/ˌsɛrənˈdɪpɪti/", ("The occurrence of events by chance in a happy or beneficial way.",), "Finding the café was pure serendipity.", ("luck", "chance", "fortune")),
    Entry("sourdough", "noun", "/ˈsaʊərdoʊ/", ("Bread made from dough leavened by a fermented starter of wild yeast and bacteria, giving a tangy flavor.",), "San Francisco is famous for its sourdough.", ()),
    Entry("succinct", "adjective", "/səkˈsɪŋkt/", ("Briefly and clearly expressed.",), "Keep the status update succinct.", ("concise", "brief", "terse")),
    Entry("tenacious", "adjective", "/təˈneɪʃəs/", ("Holding firmly to something; persistent and determined.",), "A tenacious climber reached the top on the third try.", ("persistent", "determined", "dogged")),
    Entry("transient", "adjective", "/ˈtrænziənt/", ("Lasting only for a short time; impermanent.",), "The error was transient and disappeared after a restart.", ("temporary", "fleeting", "brief")),
    Entry("ubiquitous", "adjective", "/juːˈbɪkwɪtəs/", ("Present, appearing or found everywhere.",), "Smartphones are ubiquitous on the morning train.", ("omnipresent", "everywhere", "pervasive")),
    Entry("umami", "noun", "/uːˈmɑːmi/", ("A savory taste, one of the five basic tastes, produced by glutamates as in broth, cheese and mushrooms.",), "Miso adds umami to the ramen broth.", ("savoriness",)),
    Entry("vicarious", "adjective", "/vɪˈkɛəriəs/", ("Experienced in the imagination through the actions of another person.",), "I got vicarious joy from her travel photos.", ("indirect", "secondhand")),
    Entry("wanderlust", "noun", "/ˈwɒndərlʌst/", ("A strong desire to travel and explore the world.",), "Wanderlust struck after reading about Tokyo.", ("restlessness",)),
    Entry("zeitgeist", "noun", "/ˈzaɪtɡaɪst/", ("The defining spirit or mood of a particular period of history.",), "The film captured the zeitgeist of the nineties.", ("spirit of the age",)),
)  # fmt: skip


# ----------------------------------------------------------------------------- phrasebook

LANGUAGES: Final[dict[str, str]] = {
    "es": "Spanish",
    "fr": "French",
    "de": "German",
    "it": "Italian",
    "pt": "Portuguese",
    "ja": "Japanese",
}

#: English phrase -> {language code: translation}; Japanese also has "ja_romaji".
PHRASEBOOK: Final[dict[str, dict[str, str]]] = {
    "hello": {"es": "hola", "fr": "bonjour", "de": "hallo", "it": "ciao", "pt": "olá", "ja": "こんにちは", "ja_romaji": "konnichiwa"},
    "goodbye": {"es": "adiós", "fr": "au revoir", "de": "auf Wiedersehen", "it": "arrivederci", "pt": "adeus", "ja": "さようなら", "ja_romaji": "sayōnara"},
    "thank you": {"es": "gracias", "fr": "merci", "de": "danke", "it": "grazie", "pt": "obrigado", "ja": "ありがとうございます", "ja_romaji": "arigatō gozaimasu"},
    "please": {"es": "por favor", "fr": "s'il vous plaît", "de": "bitte", "it": "per favore", "pt": "por favor", "ja": "お願いします", "ja_romaji": "onegaishimasu"},
    "yes": {"es": "sí", "fr": "oui", "de": "ja", "it": "sì", "pt": "sim", "ja": "はい", "ja_romaji": "hai"},
    "no": {"es": "no", "fr": "non", "de": "nein", "it": "no", "pt": "não", "ja": "いいえ", "ja_romaji": "iie"},
    "excuse me": {"es": "disculpe", "fr": "excusez-moi", "de": "Entschuldigung", "it": "mi scusi", "pt": "com licença", "ja": "すみません", "ja_romaji": "sumimasen"},
    "sorry": {"es": "lo siento", "fr": "désolé", "de": "es tut mir leid", "it": "mi dispiace", "pt": "desculpe", "ja": "ごめんなさい", "ja_romaji": "gomen nasai"},
    "good morning": {"es": "buenos días", "fr": "bonjour", "de": "guten Morgen", "it": "buongiorno", "pt": "bom dia", "ja": "おはようございます", "ja_romaji": "ohayō gozaimasu"},
    "good night": {"es": "buenas noches", "fr": "bonne nuit", "de": "gute Nacht", "it": "buona notte", "pt": "boa noite", "ja": "おやすみなさい", "ja_romaji": "oyasumi nasai"},
    "how are you": {"es": "¿cómo está?", "fr": "comment allez-vous ?", "de": "wie geht es Ihnen?", "it": "come sta?", "pt": "como está?", "ja": "お元気ですか？", "ja_romaji": "o-genki desu ka?"},
    "nice to meet you": {"es": "mucho gusto", "fr": "enchanté", "de": "freut mich", "it": "piacere", "pt": "prazer em conhecê-lo", "ja": "はじめまして", "ja_romaji": "hajimemashite"},
    "do you speak english": {"es": "¿habla inglés?", "fr": "parlez-vous anglais ?", "de": "sprechen Sie Englisch?", "it": "parla inglese?", "pt": "fala inglês?", "ja": "英語を話せますか？", "ja_romaji": "eigo o hanasemasu ka?"},
    "i don't understand": {"es": "no entiendo", "fr": "je ne comprends pas", "de": "ich verstehe nicht", "it": "non capisco", "pt": "não entendo", "ja": "わかりません", "ja_romaji": "wakarimasen"},
    "how much does this cost": {"es": "¿cuánto cuesta esto?", "fr": "combien ça coûte ?", "de": "wie viel kostet das?", "it": "quanto costa questo?", "pt": "quanto custa isso?", "ja": "これはいくらですか？", "ja_romaji": "kore wa ikura desu ka?"},
    "where is the bathroom": {"es": "¿dónde está el baño?", "fr": "où sont les toilettes ?", "de": "wo ist die Toilette?", "it": "dov'è il bagno?", "pt": "onde fica o banheiro?", "ja": "トイレはどこですか？", "ja_romaji": "toire wa doko desu ka?"},
    "the check please": {"es": "la cuenta, por favor", "fr": "l'addition, s'il vous plaît", "de": "die Rechnung, bitte", "it": "il conto, per favore", "pt": "a conta, por favor", "ja": "お会計をお願いします", "ja_romaji": "o-kaikei o onegaishimasu"},
    "a table for two please": {"es": "una mesa para dos, por favor", "fr": "une table pour deux, s'il vous plaît", "de": "einen Tisch für zwei, bitte", "it": "un tavolo per due, per favore", "pt": "uma mesa para dois, por favor", "ja": "二名でお願いします", "ja_romaji": "ni-mei de onegaishimasu"},
    "where is the train station": {"es": "¿dónde está la estación de tren?", "fr": "où est la gare ?", "de": "wo ist der Bahnhof?", "it": "dov'è la stazione?", "pt": "onde fica a estação de trem?", "ja": "駅はどこですか？", "ja_romaji": "eki wa doko desu ka?"},
    "i am allergic to peanuts": {"es": "soy alérgico a los cacahuetes", "fr": "je suis allergique aux arachides", "de": "ich bin allergisch gegen Erdnüsse", "it": "sono allergico alle arachidi", "pt": "sou alérgico a amendoim", "ja": "ピーナッツアレルギーがあります", "ja_romaji": "pīnattsu arerugī ga arimasu"},
    "help": {"es": "¡ayuda!", "fr": "au secours !", "de": "Hilfe!", "it": "aiuto!", "pt": "socorro!", "ja": "助けて！", "ja_romaji": "tasukete!"},
    "can you help me": {"es": "¿puede ayudarme?", "fr": "pouvez-vous m'aider ?", "de": "können Sie mir helfen?", "it": "può aiutarmi?", "pt": "pode me ajudar?", "ja": "手伝っていただけますか？", "ja_romaji": "tetsudatte itadakemasu ka?"},
    "water please": {"es": "agua, por favor", "fr": "de l'eau, s'il vous plaît", "de": "Wasser, bitte", "it": "acqua, per favore", "pt": "água, por favor", "ja": "お水をください", "ja_romaji": "o-mizu o kudasai"},
    "cheers": {"es": "¡salud!", "fr": "santé !", "de": "prost!", "it": "salute!", "pt": "saúde!", "ja": "乾杯！", "ja_romaji": "kanpai!"},
    "i would like a coffee": {"es": "quisiera un café", "fr": "je voudrais un café", "de": "ich hätte gern einen Kaffee", "it": "vorrei un caffè", "pt": "eu queria um café", "ja": "コーヒーをください", "ja_romaji": "kōhī o kudasai"},
    "please call a doctor": {"es": "llame a un médico, por favor", "fr": "appelez un médecin, s'il vous plaît", "de": "bitte rufen Sie einen Arzt", "it": "chiami un medico, per favore", "pt": "chame um médico, por favor", "ja": "医者を呼んでください", "ja_romaji": "isha o yonde kudasai"},
    "where is the hotel": {"es": "¿dónde está el hotel?", "fr": "où est l'hôtel ?", "de": "wo ist das Hotel?", "it": "dov'è l'albergo?", "pt": "onde fica o hotel?", "ja": "ホテルはどこですか？", "ja_romaji": "hoteru wa doko desu ka?"},
    "happy birthday": {"es": "feliz cumpleaños", "fr": "joyeux anniversaire", "de": "alles Gute zum Geburtstag", "it": "buon compleanno", "pt": "feliz aniversário", "ja": "お誕生日おめでとうございます", "ja_romaji": "o-tanjōbi omedetō gozaimasu"},
}  # fmt: skip
