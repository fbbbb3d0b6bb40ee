"""Helpers several app domains share: their bundled data files, and the little pieces
of app logic written the same way in many domains.

Bundled data: catalogs and reference tables live as JSON under
``mmtoolbench/data/sandbox/domains/`` and are validated by a pydantic model when first
read (`load_domain_data`); domain modules cache the parsed object, so a process reads
each file at most once and only when a seed or a tool needs it.
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Mapping
from datetime import date
from decimal import Decimal
from importlib import resources
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from mmtoolbench.core.errors import ConfigError, ToolError
from mmtoolbench.sandbox.world.state import Row, World

_M = TypeVar("_M", bound=BaseModel)

#: Package folder of the domains' data files.
DATA_PACKAGE = "mmtoolbench"
DATA_FOLDER = ("data", "sandbox", "domains")


class DataModel(BaseModel):
    """Base of the data files' models: immutable, and unknown keys are errors."""

    model_config = ConfigDict(frozen=True, extra="forbid")


def load_domain_data(name: str, model: type[_M]) -> _M:
    """Read and validate the bundled data file ``<name>.json``.

    Args:
        name: File name without ``.json`` (e.g. ``"shopping_catalog"``).
        model: The pydantic model of the whole file.

    Returns:
        The validated content.

    Raises:
        ConfigError: If the file is missing or does not match ``model`` (the message names
            the file and lists each problem).
    """
    path = resources.files(DATA_PACKAGE).joinpath(*DATA_FOLDER, f"{name}.json")
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise ConfigError(f"bundled domain data file missing: {path}") from exc
    try:
        return model.model_validate_json(text)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in e['loc'])}: {e['msg']}" for e in exc.errors()[:20]
        )
        raise ConfigError(f"invalid domain data file {path}: {problems}") from exc


# ----------------------------------------------------------------------------- people

_PHONE_NOISE = re.compile(r"[\s().\-/]")
_EMAIL = re.compile(
    r"^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$"
)


def exact_cents(amount: float) -> int | None:
    """An amount of money in cents, read from its shortest decimal form (``str`` of a
    float): ``12.5`` -> 1250; None when it has more than two decimals (``0.1 + 0.2``).

    Args:
        amount: A finite, non-negative number.
    """
    # Whole units and at most two decimals are read as text; exponent forms go
    # through Decimal (both exact).
    whole, dot, decimals = str(amount).partition(".")
    if whole.isdigit() and (not dot or (decimals.isdigit() and len(decimals.rstrip("0")) <= 2)):
        return int(whole) * 100 + int(decimals.rstrip("0").ljust(2, "0"))
    dec = Decimal(str(amount))
    return None if dec != dec.quantize(Decimal("0.01")) else int(dec * 100)


def normalize_phone(raw: str, *, allow_short_code: bool = False) -> str:
    """Validate a phone number and return it in E.164 form (``+14155550123``).

    Accepts international numbers (``+44 20 7946 0958``, ``0044...``) and US numbers
    with or without the leading 1, with spaces, dashes, dots or parentheses.

    Args:
        raw: The number as the model or user wrote it.
        allow_short_code: Also accept 3-6 digit SMS short codes (returned as digits).

    Raises:
        ToolError: If it is not a valid number, saying what form to use.
    """
    text = raw.strip()
    if text.lower().startswith("tel:"):
        text = text[4:]
    cleaned = _PHONE_NOISE.sub("", text)
    if cleaned.startswith("00"):
        cleaned = "+" + cleaned[2:]
    if cleaned.startswith("+"):
        digits = cleaned[1:]
        valid = digits.isdigit() and 8 <= len(digits) <= 15 and digits[0] != "0"
        # +1 is the North American plan: exactly 10 digits, area code not starting 0/1.
        nanp_ok = not digits.startswith("1") or (len(digits) == 11 and digits[1] not in "01")
        if valid and nanp_ok:
            return "+" + digits
    elif cleaned.isdigit():
        if len(cleaned) == 10 and cleaned[0] not in "01":
            return "+1" + cleaned
        if len(cleaned) == 11 and cleaned[0] == "1" and cleaned[1] not in "01":
            return "+" + cleaned
        if allow_short_code and 3 <= len(cleaned) <= 6:
            return cleaned
    kinds = "phone number" + (" or SMS short code" if allow_short_code else "")
    raise ToolError(
        f"{raw!r} is not a valid {kinds}: use international form like +14155550123 "
        "(a 10-digit US number such as 415-555-0123 also works)"
    )


def normalize_email(raw: str) -> str:
    """Validate an email address and return it trimmed and lower-cased.

    Raises:
        ToolError: If it is not a valid address.
    """
    text = raw.strip().lower()
    if len(text) > 254 or not _EMAIL.match(text):
        raise ToolError(f"{raw!r} is not a valid email address (expected name@example.com)")
    return text


def display_name(contact: Row) -> str:
    """How a contact is shown: first and last name, else company, else "(no name)"."""
    name = f"{contact.get('first_name') or ''} {contact.get('last_name') or ''}".strip()
    return name or contact.get("company") or "(no name)"


def next_birthday(born: date, today: date) -> date:
    """The first anniversary of ``born`` on or after ``today`` (29 Feb -> 28 Feb)."""
    for year in (today.year, today.year + 1):
        try:
            day = born.replace(year=year)
        except ValueError:  # 29 February in a common year
            day = date(year, 2, 28)
        if day >= today:
            return day
    raise AssertionError("unreachable")


# ----------------------------------------------------------------------------- dates


def add_months(day: date, months: int) -> date:
    """``day`` moved by ``months`` calendar months, clamped to the end of a shorter month
    (31 January + 1 month -> 28/29 February)."""
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    month += 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


# ----------------------------------------------------------------------------- flags


def set_flag(
    world: World, table: str, row: Row, column: str, value: bool, what: str, state: str
) -> Row:
    """Set a boolean column of a row, refusing a no-op the way the apps do.

    Args:
        world: The world.
        table: The row's table (keyed by ``id``).
        row: The current row.
        column: The flag column, e.g. ``is_pinned``.
        value: The new value.
        what: How the row is named in the error, e.g. ``note note_0004 ('Groceries')``.
        state: The state in words, e.g. ``pinned`` / ``not pinned``.

    Returns:
        The updated row.

    Raises:
        ToolError: ``<what> is already <state>`` if the flag already has ``value``.
    """
    if row[column] == value:
        raise ToolError(f"{what} is already {state}")
    return world.update(table, row["id"], {column: value})


# ----------------------------------------------------------------------------- named lists


def name_taken(world: World, table: str, name: str, exclude: str | None = None) -> Row | None:
    """The row of ``table`` whose ``name`` equals ``name`` regardless of case (not ``exclude``).

    Found with the table's ``folded_name`` key index (``name.lower()``) when it declares
    one."""
    if any(k.name == "folded_name" for k in world.table(table).key_indexes):
        rows = world.select_by_key(table, "folded_name", name.lower(), limit=2)
    else:
        rows = world.select(table)
    for row in rows:
        if row["name"].lower() == name.lower() and row["id"] != exclude:
            return row
    return None


def create_named(world: World, table: str, noun: str, name: str, values: Mapping[str, Any]) -> Row:
    """Insert a named, colored collection (a calendar, a reminder list) whose name is
    trimmed and unique regardless of case.

    Args:
        world: The world.
        table: Its table (with a ``name`` column).
        noun: How errors name it ("calendar", "list").
        name: The requested name.
        values: The other columns (color, is_default, created_at...).

    Raises:
        ToolError: Blank or taken name.
    """
    text = name.strip()
    if not text:
        raise ToolError("name must not be blank")
    taken = name_taken(world, table, text)
    if taken is not None:
        raise ToolError(f"a {noun} named {taken['name']!r} already exists ({taken['id']})")
    return world.insert(table, {"name": text, **values})


def rename_recolor(
    world: World, table: str, noun: str, row: Row, name: str | None, color: str | None
) -> Row:
    """Rename a named collection and/or change its color, refusing no-ops.

    Raises:
        ToolError: Nothing given, a blank or taken name, or nothing would change.
    """
    if name is None and color is None:
        raise ToolError("give name and/or color to change")
    changes: dict[str, object] = {}
    if name is not None:
        text = name.strip()
        if not text:
            raise ToolError("name must not be blank")
        taken = name_taken(world, table, text, exclude=row["id"])
        if taken is not None:
            raise ToolError(f"a {noun} named {taken['name']!r} already exists ({taken['id']})")
        if text != row["name"]:
            changes["name"] = text
    if color is not None and color != row["color"]:
        changes["color"] = color
    if not changes:
        raise ToolError(f"nothing to change: {noun} {row['id']} already has these values")
    return world.update(table, row["id"], changes)


def count_and_page(
    world: World, table: str, where: str, params: list[Any], order: str, limit: int, offset: int
) -> tuple[int, list[Row]]:
    """All rows of ``table`` matching ``where`` counted in SQL, and one page of them.

    Args:
        world: The world.
        table: Table name (trusted: a domain's own table).
        where: ``""`` or `` WHERE ...`` with ``?`` placeholders.
        params: Values for the placeholders of ``where``.
        order: `` ORDER BY ...`` clause.
        limit: Page size.
        offset: Rows skipped before the page.

    Returns:
        ``(total matches, decoded rows of the page)``.
    """
    (counted,) = world.query(f'SELECT COUNT(*) AS n FROM "{table}"{where}', params)
    page = world.query(
        f'SELECT * FROM "{table}"{where}{order} LIMIT ? OFFSET ?',
        [*params, limit, offset],
        table=table,
    )
    return int(counted["n"]), page
