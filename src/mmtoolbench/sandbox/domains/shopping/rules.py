"""Pure store rules of the shopping domain: money, sales tax, postal codes, card numbers,
barcodes, gift card codes and order numbers. No world access here."""

from __future__ import annotations

import hashlib
import re
from decimal import ROUND_HALF_UP, Decimal, InvalidOperation

from mmtoolbench.core.errors import ToolError

# ----------------------------------------------------------------------------- money


def to_cents(amount: float) -> int:
    """Dollars (a float such as 24.99) to whole cents, rounding half up."""
    try:
        value = Decimal(str(amount))
    except InvalidOperation:  # pragma: no cover - floats always convert
        return 0
    if not value.is_finite():
        return 0
    return int((value * 100).quantize(Decimal(1), rounding=ROUND_HALF_UP))


def dollars(cents: int) -> float:
    """Whole cents to dollars (2 decimals)."""
    return round(cents / 100, 2)


def percent_of(cents: int, rate_percent: Decimal) -> int:
    """``rate_percent`` % of an amount in cents, rounded half up to a cent."""
    value = Decimal(cents) * rate_percent / Decimal(100)
    return int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def share(part: int, whole: int, amount: int) -> int:
    """``amount * part / whole`` in cents, rounded half up (0 when ``whole`` is 0)."""
    if whole <= 0:
        return 0
    value = Decimal(amount) * Decimal(part) / Decimal(whole)
    return int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def money(cents: int) -> str:
    """Display form, e.g. ``$1,234.50``."""
    sign = "-" if cents < 0 else ""
    return f"{sign}${abs(cents) / 100:,.2f}"


# ----------------------------------------------------------------------------- regions & tax

#: US states (and DC): code -> (name, state sales tax rate in percent, ZIP first digits).
US_STATES: dict[str, tuple[str, str, str]] = {
    "AL": ("Alabama", "4", "3"),
    "AK": ("Alaska", "0", "9"),
    "AZ": ("Arizona", "5.6", "8"),
    "AR": ("Arkansas", "6.5", "7"),
    "CA": ("California", "7.25", "9"),
    "CO": ("Colorado", "2.9", "8"),
    "CT": ("Connecticut", "6.35", "0"),
    "DE": ("Delaware", "0", "1"),
    "DC": ("District of Columbia", "6", "2"),
    "FL": ("Florida", "6", "3"),
    "GA": ("Georgia", "4", "3"),
    "HI": ("Hawaii", "4", "9"),
    "ID": ("Idaho", "6", "8"),
    "IL": ("Illinois", "6.25", "6"),
    "IN": ("Indiana", "7", "4"),
    "IA": ("Iowa", "6", "5"),
    "KS": ("Kansas", "6.5", "6"),
    "KY": ("Kentucky", "6", "4"),
    "LA": ("Louisiana", "5", "7"),
    "ME": ("Maine", "5.5", "0"),
    "MD": ("Maryland", "6", "2"),
    "MA": ("Massachusetts", "6.25", "0"),
    "MI": ("Michigan", "6", "4"),
    "MN": ("Minnesota", "6.875", "5"),
    "MS": ("Mississippi", "7", "3"),
    "MO": ("Missouri", "4.225", "6"),
    "MT": ("Montana", "0", "5"),
    "NE": ("Nebraska", "5.5", "6"),
    "NV": ("Nevada", "6.85", "8"),
    "NH": ("New Hampshire", "0", "0"),
    "NJ": ("New Jersey", "6.625", "0"),
    "NM": ("New Mexico", "4.875", "8"),
    "NY": ("New York", "4", "01"),
    "NC": ("North Carolina", "4.75", "2"),
    "ND": ("North Dakota", "5", "5"),
    "OH": ("Ohio", "5.75", "4"),
    "OK": ("Oklahoma", "4.5", "7"),
    "OR": ("Oregon", "0", "9"),
    "PA": ("Pennsylvania", "6", "1"),
    "RI": ("Rhode Island", "7", "0"),
    "SC": ("South Carolina", "6", "2"),
    "SD": ("South Dakota", "4.2", "5"),
    "TN": ("Tennessee", "7", "3"),
    "TX": ("Texas", "6.25", "7"),
    "UT": ("Utah", "6.1", "8"),
    "VT": ("Vermont", "6", "0"),
    "VA": ("Virginia", "5.3", "2"),
    "WA": ("Washington", "6.5", "9"),
    "WV": ("West Virginia", "6", "2"),
    "WI": ("Wisconsin", "5", "5"),
    "WY": ("Wyoming", "4", "8"),
}

#: Canadian provinces: code -> (name, GST/HST + PST rate in percent, postal first letters).
CA_PROVINCES: dict[str, tuple[str, str, str]] = {
    "AB": ("Alberta", "5", "T"),
    "BC": ("British Columbia", "12", "V"),
    "MB": ("Manitoba", "12", "R"),
    "NB": ("New Brunswick", "15", "E"),
    "NL": ("Newfoundland and Labrador", "15", "A"),
    "NS": ("Nova Scotia", "14", "B"),
    "NT": ("Northwest Territories", "5", "X"),
    "NU": ("Nunavut", "5", "X"),
    "ON": ("Ontario", "13", "KLMNP"),
    "PE": ("Prince Edward Island", "15", "C"),
    "QC": ("Quebec", "14.975", "GHJ"),
    "SK": ("Saskatchewan", "11", "S"),
    "YT": ("Yukon", "5", "Y"),
}

COUNTRIES: dict[str, str] = {"US": "United States", "CA": "Canada"}


def _regions(country: str) -> dict[str, tuple[str, str, str]]:
    return US_STATES if country == "US" else CA_PROVINCES


def normalize_country(raw: str) -> str:
    """``US`` or ``CA`` from a code or a name.

    Raises:
        ToolError: For any other country (the store ships to the US and Canada).
    """
    text = raw.strip().upper().replace(".", "")
    aliases = {
        "US": "US",
        "USA": "US",
        "UNITED STATES": "US",
        "UNITED STATES OF AMERICA": "US",
        "CA": "CA",
        "CAN": "CA",
        "CANADA": "CA",
    }
    if text in aliases:
        return aliases[text]
    raise ToolError(
        f"the store only ships to the United States and Canada; country must be 'US' or 'CA', "
        f"got {raw!r}"
    )


def normalize_state(country: str, raw: str) -> str:
    """Two-letter state/province code from a code or a full name.

    Raises:
        ToolError: If it is not a state of ``country``.
    """
    regions = _regions(country)
    text = raw.strip()
    code = text.upper()
    if code in regions:
        return code
    for key, (name, _rate, _prefix) in regions.items():
        if name.lower() == text.lower():
            return key
    what = "US state (or DC)" if country == "US" else "Canadian province or territory"
    raise ToolError(
        f"{raw!r} is not a {what}; use the two-letter code, e.g. "
        + ("'CA' or 'NY'" if country == "US" else "'ON' or 'BC'")
    )


def tax_rate(country: str, state: str) -> Decimal:
    """Sales tax rate in percent for a destination (0 for unknown regions)."""
    entry = _regions(country).get(state) if country in COUNTRIES else None
    return Decimal(entry[1]) if entry else Decimal(0)


_ZIP = re.compile(r"^([0-9]{5})(?:[-\s]?([0-9]{4}))?$")
_CA_POSTAL = re.compile(
    r"^([ABCEGHJ-NPRSTVXY][0-9][ABCEGHJ-NPRSTV-Z])\s?([0-9][ABCEGHJ-NPRSTV-Z][0-9])$"
)


def normalize_postal_code(country: str, state: str, raw: str) -> str:
    """Validate a postal code for a country and state and return its standard form.

    US: ``94117`` or ``94117-1234`` and the first digit must match the state's ZIP range.
    Canada: ``K1A 0B1`` and the first letter must match the province.

    Raises:
        ToolError: Saying what format is expected.
    """
    text = raw.strip().upper()
    if country == "US":
        m = _ZIP.match(text)
        if m is None:
            raise ToolError(
                f"{raw!r} is not a US ZIP code: use 5 digits like '94117' or ZIP+4 like "
                "'94117-1234'"
            )
        zip5 = m.group(1)
        name, _rate, firsts = US_STATES[state]
        if zip5[0] not in firsts:
            raise ToolError(
                f"ZIP code {zip5} is not in {name} ({state}); {name} ZIP codes start with "
                + " or ".join(repr(f) for f in firsts)
                + ": check the ZIP code and the state"
            )
        return f"{zip5}-{m.group(2)}" if m.group(2) else zip5
    m = _CA_POSTAL.match(text)
    if m is None:
        raise ToolError(
            f"{raw!r} is not a Canadian postal code: use the form 'A1A 1A1', e.g. 'K1A 0B1'"
        )
    name, _rate, letters = CA_PROVINCES[state]
    if m.group(1)[0] not in letters:
        raise ToolError(
            f"postal code {m.group(1)} {m.group(2)} is not in {name} ({state}); {name} postal "
            f"codes start with {' or '.join(letters)}"
        )
    return f"{m.group(1)} {m.group(2)}"


# ----------------------------------------------------------------------------- cards


def card_digits(raw: str) -> str:
    """Digits of a card number typed with spaces or dashes.

    Raises:
        ToolError: If anything else than digits, spaces and dashes is present, or the
            length is not 13-19 digits.
    """
    text = raw.strip()
    if not re.fullmatch(r"[0-9\s-]+", text):
        raise ToolError("a card number has only digits (spaces and dashes are ignored)")
    digits = re.sub(r"[^0-9]", "", text)
    if not 13 <= len(digits) <= 19:
        raise ToolError(f"a card number has 13 to 19 digits; got {len(digits)}")
    return digits


def luhn_valid(digits: str) -> bool:
    """Whether a digit string passes the Luhn (mod 10) check."""
    if not re.fullmatch(r"[0-9]+", digits):
        return False
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        total += d
    return total % 10 == 0


def card_brand(digits: str) -> str | None:
    """Card network from the number's prefix: visa, mastercard, amex, discover or None."""
    if digits.startswith("4") and len(digits) in (13, 16, 19):
        return "visa"
    if len(digits) == 16 and (51 <= int(digits[:2]) <= 55 or 2221 <= int(digits[:4]) <= 2720):
        return "mastercard"
    if len(digits) == 15 and digits[:2] in ("34", "37"):
        return "amex"
    if len(digits) in (16, 19) and (
        digits.startswith(("6011", "65")) or 644 <= int(digits[:3]) <= 649
    ):
        return "discover"
    return None


BRAND_NAMES = {
    "visa": "Visa",
    "mastercard": "Mastercard",
    "amex": "American Express",
    "discover": "Discover",
}


# ----------------------------------------------------------------------------- barcodes


def gtin_check_digit(body: str) -> int:
    """GS1 check digit of a UPC/EAN body (all digits but the last)."""
    total = 0
    for i, ch in enumerate(reversed(body)):
        total += int(ch) * (3 if i % 2 == 0 else 1)
    return (10 - total % 10) % 10


def make_upc(body11: str) -> str:
    """A 12-digit UPC-A from 11 digits."""
    return body11 + str(gtin_check_digit(body11))


def make_ean13(body12: str) -> str:
    """A 13-digit EAN (or ISBN-13) from 12 digits."""
    return body12 + str(gtin_check_digit(body12))


def normalize_barcode(raw: str) -> str:
    """Validate a barcode and return it as a 13-digit EAN (UPC-A gets a leading 0).

    Accepts UPC-A (12 digits), EAN-13 / ISBN-13 (13), GTIN-14 with a leading 0, and
    ISBN-10 (9 digits + check digit or X). Spaces and dashes are ignored.

    Raises:
        ToolError: Wrong length, non-digits, or a check digit that does not match.
    """
    text = re.sub(r"[\s-]", "", raw.strip()).upper()
    if len(text) == 10 and re.fullmatch(r"[0-9]{9}[0-9X]", text):
        total = sum((10 - i) * int(ch) for i, ch in enumerate(text[:9]))
        check = (11 - total % 11) % 11
        expected = "X" if check == 10 else str(check)
        if text[9] != expected:
            raise ToolError(
                f"{raw!r} is not a valid ISBN-10: the check digit should be {expected}, "
                f"not {text[9]}; re-read the number"
            )
        return make_ean13("978" + text[:9])
    if not re.fullmatch(r"[0-9]+", text):
        raise ToolError(
            f"{raw!r} is not a barcode number: give the 12 digits of a UPC or the 13 digits of "
            "an EAN/ISBN printed under the bars"
        )
    if len(text) == 14 and text.startswith("0"):
        text = text[1:]
    if len(text) == 12:
        text = "0" + text
    if len(text) != 13:
        raise ToolError(
            f"{raw!r} has {len(text)} digits; a UPC has 12 digits and an EAN/ISBN-13 has 13"
        )
    expected_digit = gtin_check_digit(text[:12])
    if int(text[12]) != expected_digit:
        raise ToolError(
            f"{raw!r} fails the barcode check digit (the last digit should be "
            f"{expected_digit}); a digit was probably misread: re-read the barcode"
        )
    return text


# ----------------------------------------------------------------------------- codes


def normalize_code(raw: str) -> str:
    """Gift card / promo code in canonical comparison form: upper case, no spaces or dashes."""
    return re.sub(r"[\s-]", "", raw.strip()).upper()


def order_number(seed_text: str) -> str:
    """A store order number like ``112-4839201-5512345`` derived from ``seed_text``."""
    digest = hashlib.sha256(seed_text.encode("utf-8")).hexdigest()
    a = int(digest[:12], 16) % 10_000_000
    b = int(digest[12:24], 16) % 10_000_000
    return f"11{int(digest[24], 16) % 4 + 1}-{a:07d}-{b:07d}"


def tracking_number(carrier: str, seed_text: str) -> str:
    """A carrier-style tracking number derived from ``seed_text``."""
    digest = hashlib.sha256(seed_text.encode("utf-8")).hexdigest().upper()
    digits = str(int(digest[:20], 16))[:12].rjust(12, "0")
    if carrier == "UPS":
        return "1Z" + digest[20:26] + digits[:10]
    if carrier == "USPS":
        return "9400" + digits + digits[:6]
    return "TBA" + digits
