"""Contacts: the address book (people, their numbers, emails, addresses, groups).

Also home of the phone-number and email helpers every domain uses
(`normalize_phone`, `normalize_email`, `resolve_recipient`, `contacts_with_number`).
"""

from __future__ import annotations

import random
import re
from datetime import date, timedelta
from functools import cache
from typing import Annotated, Any, Literal

from pydantic import Field

from mmtoolbench.core.errors import ToolError
from mmtoolbench.core.tools import tool
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains._common import (
    DataModel,
    display_name,
    load_domain_data,
    next_birthday,
    normalize_email,
    normalize_phone,
)
from mmtoolbench.sandbox.world.schema import Column, KeyIndex, Table
from mmtoolbench.sandbox.world.sql import in_values
from mmtoolbench.sandbox.world.state import Row, World, WorldIntegrityError

DOMAIN = "contacts"
REQUIRES: tuple[str, ...] = ()

_HINT = "use search_contacts or list_contacts to find contact ids"


def _name_key(first: str | None, last: str | None, company: str | None) -> str:
    """`display_name` in lower case, from stored columns (the ``name`` key index)."""
    return display_name({"first_name": first, "last_name": last, "company": company}).lower()


TABLES: tuple[Table, ...] = (
    Table(
        name="contacts",
        domain=DOMAIN,
        entity="contact",
        id_prefix="ct",
        key_indexes=(
            KeyIndex("name", ("first_name", "last_name", "company"), _name_key),
            KeyIndex("birth_day", ("birthday",), lambda b: b[5:10] if b else None),
        ),
        search_columns=(
            "first_name",
            "last_name",
            "nickname",
            "company",
            "relationship",
            "job_title",
        ),
        indexes=(("last_name", "first_name"),),
        lookup_hint=_HINT,
        description="People and businesses in the owner's address book.",
        columns=(
            Column("id", "TEXT", primary_key=True, description="Contact id, e.g. ct_0007."),
            Column("first_name", "TEXT", not_null=True, default="", description="Given name."),
            Column("last_name", "TEXT", not_null=True, default="", description="Family name."),
            Column("nickname", "TEXT", description="Nickname, e.g. 'Mom'."),
            Column("company", "TEXT", description="Company or business name."),
            Column("job_title", "TEXT"),
            Column("birthday", "DATE", description="Date of birth."),
            Column(
                "relationship",
                "TEXT",
                description="Relation to the owner in lower case: mother, partner, friend, "
                "coworker, dentist...",
            ),
            Column("notes", "TEXT", not_null=True, default="", description="Free-form notes."),
            Column("photo_image_id", "TEXT", description="Image id of the contact photo."),
            Column("is_favorite", "BOOLEAN", not_null=True, default=False),
            Column("created_at", "DATETIME", not_null=True),
            Column("updated_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="contact_phones",
        domain=DOMAIN,
        entity="contact phone number",
        id_prefix="cph",
        description="Phone numbers of contacts (E.164, e.g. +14155550123).",
        unique_together=(("contact_id", "number"),),
        indexes=(("number",),),
        search_columns=("number",),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "contact_id", "TEXT", not_null=True, references="contacts.id", on_delete="CASCADE"
            ),
            Column(
                "label",
                "TEXT",
                not_null=True,
                default="mobile",
                choices=("mobile", "home", "work", "other"),
            ),
            Column("number", "TEXT", not_null=True, description="E.164 number."),
            Column("is_primary", "BOOLEAN", not_null=True, default=False),
        ),
    ),
    Table(
        name="contact_emails",
        domain=DOMAIN,
        entity="contact email",
        id_prefix="cem",
        description="Email addresses of contacts (lower case).",
        unique_together=(("contact_id", "address"),),
        indexes=(("address",),),
        search_columns=("address",),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "contact_id", "TEXT", not_null=True, references="contacts.id", on_delete="CASCADE"
            ),
            Column(
                "label",
                "TEXT",
                not_null=True,
                default="personal",
                choices=("personal", "work", "other"),
            ),
            Column("address", "TEXT", not_null=True),
            Column("is_primary", "BOOLEAN", not_null=True, default=False),
        ),
    ),
    Table(
        name="contact_addresses",
        domain=DOMAIN,
        entity="contact address",
        id_prefix="cad",
        description="Postal addresses of contacts.",
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "contact_id", "TEXT", not_null=True, references="contacts.id", on_delete="CASCADE"
            ),
            Column(
                "label", "TEXT", not_null=True, default="home", choices=("home", "work", "other")
            ),
            Column("street", "TEXT", not_null=True),
            Column("city", "TEXT", not_null=True),
            Column("region", "TEXT", not_null=True, default="", description="State or province."),
            Column("postal_code", "TEXT", not_null=True, default=""),
            Column("country", "TEXT", not_null=True, default="US", description="ISO country code."),
        ),
    ),
    Table(
        name="contact_groups",
        domain=DOMAIN,
        entity="contact group",
        id_prefix="grp",
        lookup_hint="use list_contact_groups to find group ids",
        description="Named groups of contacts (Family, Work...).",
        key_indexes=(KeyIndex("folded_name", ("name",), lambda name: name.lower()),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column("name", "TEXT", not_null=True, unique=True),
            Column("created_at", "DATETIME", not_null=True),
        ),
    ),
    Table(
        name="contact_group_members",
        domain=DOMAIN,
        entity="group membership",
        id_prefix="cgm",
        description="Which contacts are in which group.",
        unique_together=(("group_id", "contact_id"),),
        columns=(
            Column("id", "TEXT", primary_key=True),
            Column(
                "group_id",
                "TEXT",
                not_null=True,
                references="contact_groups.id",
                on_delete="CASCADE",
            ),
            Column(
                "contact_id", "TEXT", not_null=True, references="contacts.id", on_delete="CASCADE"
            ),
            Column("added_at", "DATETIME", not_null=True),
        ),
    ),
)

_CONTACT_TABLES = ("contacts", "contact_phones", "contact_emails", "contact_addresses")
_GROUP_TABLES = ("contact_groups", "contact_group_members")

PhoneLabel = Literal["mobile", "home", "work", "other"]
EmailLabel = Literal["personal", "work", "other"]
AddressLabel = Literal["home", "work", "other"]
ContactId = Annotated[str, Field(min_length=1, max_length=64)]
GroupId = Annotated[str, Field(min_length=1, max_length=64)]
Name = Annotated[str, Field(max_length=100)]
Limit = Annotated[int, Field(ge=1, le=100)]

# ----------------------------------------------------------------------------- helpers


def contacts_with_number(world: World, number: str) -> list[Row]:
    """Contacts having ``number`` (already normalised), oldest first."""
    return world.query(
        "SELECT c.* FROM contacts c JOIN contact_phones p ON p.contact_id = c.id "
        "WHERE p.number = ? GROUP BY c.id ORDER BY c.rowid",
        (number,),
        table="contacts",
    )


#: The name columns of the oldest contact having a number (`contacts_with_number`'s
#: first row).
_FIRST_WITH_NUMBER = (
    "SELECT c.first_name, c.last_name, c.company FROM contacts c "
    "JOIN contact_phones p ON p.contact_id = c.id WHERE p.number = ? ORDER BY c.rowid LIMIT 1"
)


def owner_phone(world: World) -> str:
    """The owner's number, read again only after the owner row changes."""
    return world.derived("contacts.owner_phone", ("owner",), lambda: world.owner.phone)


def name_for_number(world: World, number: str) -> str | None:
    """Display name of the first contact with ``number``, or None if unknown."""
    if number == owner_phone(world):
        return f"{world.owner.name} (me)"
    found = world.query(_FIRST_WITH_NUMBER, (number,))
    return display_name(found[0]) if found else None


def contact_numbers(world: World, contact_id: str) -> list[Row]:
    """Phone rows of a contact, primary first."""
    return world.select("contact_phones", {"contact_id": contact_id}, order_by="is_primary DESC")


#: A contact's name columns and its number to call or text (primary, else first).
_WITH_PRIMARY = (
    "SELECT c.id, c.first_name, c.last_name, c.company, (SELECT p.number FROM contact_phones p "
    "WHERE p.contact_id = c.id ORDER BY p.is_primary DESC, p.rowid LIMIT 1) AS number "
    "FROM contacts c WHERE c.id = ?"
)


def primary_number(world: World, contact_id: str) -> str | None:
    """The number to call or text a contact on (primary, else first), or None."""
    phones = contact_numbers(world, contact_id)
    return str(phones[0]["number"]) if phones else None


_CONTACT_ID = re.compile(r"ct_\d+")
_LETTER = re.compile(r"[A-Za-z]")


def recipient_number(world: World, recipient: str, *, allow_short_code: bool = False) -> str:
    """The number `resolve_recipient` gives for ``recipient``, with the same errors,
    without looking up the contact of a number.

    Raises:
        ToolError: Unknown contact id, contact without a number, or invalid number.
    """
    text = recipient.strip()
    if _CONTACT_ID.fullmatch(text):
        found = world.query(_WITH_PRIMARY, (text,))
        if not found:
            world.get("contacts", text)  # raises the usual "no contact" error
        row = found[0]
        if row["number"] is None:
            raise ToolError(
                f"contact {text} ({display_name(row)}) has no phone number; "
                "add one with add_contact_phone or give a number"
            )
        return str(row["number"])
    if _LETTER.search(text) and not text.lower().startswith("tel:"):
        raise ToolError(
            f"{recipient!r} is neither a contact id nor a phone number; "
            "use search_contacts to find the contact id"
        )
    return normalize_phone(text, allow_short_code=allow_short_code)


def resolve_recipient(
    world: World, recipient: str, *, allow_short_code: bool = False
) -> tuple[str, Row | None]:
    """Turn a contact id or a phone number into ``(number, contact or None)``.

    Args:
        world: The world.
        recipient: A contact id (``ct_0007``) or a phone number.
        allow_short_code: Accept SMS short codes as numbers.

    Raises:
        ToolError: Unknown contact id, contact without a number, or invalid number.
    """
    text = recipient.strip()
    if _CONTACT_ID.fullmatch(text):
        contact = world.get("contacts", text)
        number = primary_number(world, text)
        if number is None:
            raise ToolError(
                f"contact {text} ({display_name(contact)}) has no phone number; "
                "add one with add_contact_phone or give a number"
            )
        return number, contact
    if _LETTER.search(text) and not text.lower().startswith("tel:"):
        raise ToolError(
            f"{recipient!r} is neither a contact id nor a phone number; "
            "use search_contacts to find the contact id"
        )
    number = normalize_phone(text, allow_short_code=allow_short_code)
    found = contacts_with_number(world, number)
    return number, (found[0] if found else None)


def _touch(ctx: WorldContext, contact_id: str) -> Row:
    """Stamp a contact as updated now; returns its row as stored."""
    return ctx.world.update("contacts", contact_id, {"updated_at": ctx.clock.now()})


#: The first number and email of a contact (primary first, then insertion order).
_FIRST_DETAILS = (
    "SELECT (SELECT number FROM contact_phones WHERE contact_id = :id "
    "ORDER BY is_primary DESC, rowid LIMIT 1) AS phone, "
    "(SELECT address FROM contact_emails WHERE contact_id = :id "
    "ORDER BY is_primary DESC, rowid LIMIT 1) AS email"
)


def _summary(world: World, contact: Row) -> dict[str, Any]:
    cid = contact["id"]
    first = world.query(_FIRST_DETAILS, {"id": cid})[0]
    return {
        "id": cid,
        "name": display_name(contact),
        "nickname": contact["nickname"],
        "relationship": contact["relationship"],
        "company": contact["company"],
        "phone": first["phone"],
        "email": first["email"],
        "is_favorite": contact["is_favorite"],
    }


#: Everything a card lists besides the contact row, in one query: phones and emails
#: (primary first, then insertion order), addresses (insertion order), groups (by
#: name). ``k`` tells the kind, ``s1, s2`` sort within it.
_CARD_DETAILS = (
    "SELECT 0 AS k, number AS a, label AS b, is_primary AS c, NULL AS d, NULL AS e, "
    "NULL AS f, NULL AS g, -is_primary AS s1, rowid AS s2 "
    "FROM contact_phones WHERE contact_id = :id "
    "UNION ALL SELECT 1, address, label, is_primary, NULL, NULL, NULL, NULL, -is_primary, rowid "
    "FROM contact_emails WHERE contact_id = :id "
    "UNION ALL SELECT 2, id, label, street, city, region, postal_code, country, 0, rowid "
    "FROM contact_addresses WHERE contact_id = :id "
    "UNION ALL SELECT 3, g.id, g.name, NULL, NULL, NULL, NULL, NULL, g.name, 0 "
    "FROM contact_groups g JOIN contact_group_members m ON m.group_id = g.id "
    "WHERE m.contact_id = :id "
    "ORDER BY k, s1, s2"
)


def _card(world: World, contact: Row) -> dict[str, Any]:
    phones: list[dict[str, Any]] = []
    emails: list[dict[str, Any]] = []
    addresses: list[dict[str, Any]] = []
    groups: list[dict[str, Any]] = []
    for r in world.query(_CARD_DETAILS, {"id": contact["id"]}):
        kind = r["k"]
        if kind == 0:
            phones.append({"number": r["a"], "label": r["b"], "is_primary": bool(r["c"])})
        elif kind == 1:
            emails.append({"address": r["a"], "label": r["b"], "is_primary": bool(r["c"])})
        elif kind == 2:
            addresses.append(
                {
                    "id": r["a"],
                    "label": r["b"],
                    "street": r["c"],
                    "city": r["d"],
                    "region": r["e"],
                    "postal_code": r["f"],
                    "country": r["g"],
                }
            )
        else:
            groups.append({"id": r["a"], "name": r["b"]})
    return _card_of(contact, phones, emails, addresses, groups)


def _card_of(
    contact: Row,
    phones: list[dict[str, Any]],
    emails: list[dict[str, Any]],
    addresses: list[dict[str, Any]],
    groups: list[dict[str, Any]],
) -> dict[str, Any]:
    """The card of a contact whose details the caller has already."""
    return {
        "id": contact["id"],
        "name": display_name(contact),
        "first_name": contact["first_name"],
        "last_name": contact["last_name"],
        "nickname": contact["nickname"],
        "company": contact["company"],
        "job_title": contact["job_title"],
        "birthday": contact["birthday"],
        "relationship": contact["relationship"],
        "notes": contact["notes"],
        "photo_image_id": contact["photo_image_id"],
        "is_favorite": contact["is_favorite"],
        "phones": phones,
        "emails": emails,
        "addresses": addresses,
        "groups": groups,
        "created_at": contact["created_at"],
        "updated_at": contact["updated_at"],
    }


def _contact(ctx: WorldContext, contact_id: str) -> Row:
    return ctx.world.get("contacts", contact_id.strip())


def _clean(value: str | None) -> str | None:
    """Trim; empty becomes None."""
    if value is None:
        return None
    text = value.strip()
    return text or None


def _check_birthday(ctx: WorldContext, birthday: date | None) -> None:
    if birthday is not None and birthday > ctx.clock.today():
        raise ToolError(
            f"birthday {birthday.isoformat()} is in the future (today is {ctx.clock.today()})"
        )


def _owner_of_number(world: World, number: str, exclude: str | None = None) -> Row | None:
    for c in contacts_with_number(world, number):
        if c["id"] != exclude:
            return c
    return None


def _owner_of_email(world: World, address: str, exclude: str | None = None) -> Row | None:
    rows = world.query(
        "SELECT c.* FROM contacts c JOIN contact_emails e ON e.contact_id = c.id "
        "WHERE e.address = ? ORDER BY c.rowid",
        (address,),
        table="contacts",
    )
    for c in rows:
        if c["id"] != exclude:
            return c
    return None


def _set_primary(world: World, table: str, contact_id: str, row_id: str) -> None:
    world.update_where(table, {"contact_id": contact_id}, {"is_primary": False})
    world.update(table, row_id, {"is_primary": True})


def _find_phone(world: World, contact: Row, raw_number: str) -> Row:
    number = normalize_phone(raw_number, allow_short_code=True)
    rows = world.select("contact_phones", {"contact_id": contact["id"], "number": number})
    if not rows:
        have = ", ".join(p["number"] for p in contact_numbers(world, contact["id"])) or "none"
        raise ToolError(
            f"{display_name(contact)} ({contact['id']}) has no number {number}; their numbers: {have}"
        )
    return rows[0]


def _find_email(world: World, contact: Row, raw_email: str) -> Row:
    address = raw_email.strip().lower()
    rows = world.select("contact_emails", {"contact_id": contact["id"], "address": address})
    if not rows:
        have = (
            ", ".join(
                e["address"] for e in world.select("contact_emails", {"contact_id": contact["id"]})
            )
            or "none"
        )
        raise ToolError(
            f"{display_name(contact)} ({contact['id']}) has no email {address}; their emails: {have}"
        )
    return rows[0]


def _promote_first(world: World, table: str, contact_id: str) -> None:
    rows = world.select(table, {"contact_id": contact_id})
    if rows and not any(r["is_primary"] for r in rows):
        world.update(table, rows[0]["id"], {"is_primary": True})


def _birthdays_between(world: World, start: date, end: date) -> list[dict[str, Any]]:
    # Candidates from the month-day index (29 February births fall on 28 February in
    # common years), then the exact test.
    days = {(start + timedelta(days=i)).strftime("%m-%d") for i in range((end - start).days + 1)}
    if "02-28" in days:
        days.add("02-29")
    cond, params = in_values("key_contacts_birth_day(birthday)", sorted(days))
    rows = world.query(
        f"SELECT * FROM contacts WHERE {cond} ORDER BY last_name, rowid",
        params,
        table="contacts",
    )
    found = []
    for c in rows:
        if not c["birthday"]:
            continue
        born = date.fromisoformat(c["birthday"])
        day = next_birthday(born, start)
        if day <= end:
            found.append(
                {
                    "contact_id": c["id"],
                    "name": display_name(c),
                    "relationship": c["relationship"],
                    "birthday": c["birthday"],
                    "next_birthday": day.isoformat(),
                    "turning": day.year - born.year,
                    "weekday": day.strftime("%A"),
                }
            )
    found.sort(key=lambda b: (b["next_birthday"], b["name"]))
    return found


#: Each duplicate test of `create_contact`: the oldest contact with the display name
#: (its ``name`` key), the number, or the email address.
_SAME_NAME = (
    "SELECT * FROM (SELECT 0 AS k, id, first_name, last_name, company FROM contacts "
    f"WHERE {TABLES[0].key_indexes[0].expression('contacts')} = ? ORDER BY rowid LIMIT 1)"
)
_SAME_NUMBER = (
    "SELECT * FROM (SELECT 1 AS k, c.id, c.first_name, c.last_name, c.company FROM contacts c "
    "JOIN contact_phones p ON p.contact_id = c.id WHERE p.number = ? ORDER BY c.rowid LIMIT 1)"
)
_SAME_EMAIL = (
    "SELECT * FROM (SELECT 2 AS k, c.id, c.first_name, c.last_name, c.company FROM contacts c "
    "JOIN contact_emails e ON e.contact_id = c.id WHERE e.address = ? ORDER BY c.rowid LIMIT 1)"
)


def _check_new_contact(world: World, full: str, number: str | None, address: str | None) -> None:
    """Refuse a new contact whose name (``full``, folded; "" for none), number or email
    belongs to an existing contact; one query for the three tests, the name's error
    first, then the number's, then the email's."""
    parts: list[str] = []
    params: list[Any] = []
    for sql, value in ((_SAME_NAME, full or None), (_SAME_NUMBER, number), (_SAME_EMAIL, address)):
        if value is not None:
            parts.append(sql)
            params.append(value)
    if not parts:
        return
    found = world.query(" UNION ALL ".join(parts), params)
    if not found:
        return
    c = min(found, key=lambda r: int(r["k"]))
    if c["k"] == 0:
        raise ToolError(
            f"a contact named {display_name(c)} already exists ({c['id']}); update it, "
            "or pass allow_duplicate=true to create another"
        )
    if c["k"] == 1:
        raise ToolError(
            f"{number} already belongs to {display_name(c)} ({c['id']}); update that "
            "contact, or pass allow_duplicate=true"
        )
    raise ToolError(
        f"{address} already belongs to {display_name(c)} ({c['id']}); update that "
        "contact, or pass allow_duplicate=true"
    )


def _group(ctx: WorldContext, group_id: str) -> Row:
    return ctx.world.get("contact_groups", group_id.strip())


def _group_name_taken(world: World, name: str, exclude: str | None = None) -> Row | None:
    for g in world.select_by_key("contact_groups", "folded_name", name.lower(), limit=2):
        if g["name"].lower() == name.lower() and g["id"] != exclude:
            return g
    return None


# ----------------------------------------------------------------------------- read tools


@tool(domain=DOMAIN, reads=_CONTACT_TABLES)
def search_contacts(
    ctx: WorldContext, query: Annotated[str, Field(min_length=1)], limit: Limit = 10
) -> dict[str, Any]:
    """Search the address book by name, nickname, company, relationship, email or phone.

    Every word of the query must match (case-insensitive). Phone digits match anywhere
    in a number, so "0142" finds +14155550142.

    Args:
        query: Words to look for, e.g. "maya", "dentist", "brightline", "555-0142".
        limit: Maximum number of contacts to return.

    Returns:
        {"results": [contact summaries with id, name, relationship, phone, email...],
        "total_matches": n}.
    """
    world = ctx.world
    words = query.lower().split()
    matches: list[tuple[int, Row]] = []
    candidates = _search_candidates(world, words)
    where = None if candidates is None else {"id": sorted(candidates)}
    for c in world.select("contacts", where, order_by=["last_name", "first_name"]):
        phones = [p["number"] for p in contact_numbers(world, c["id"])]
        emails = [e["address"] for e in world.select("contact_emails", {"contact_id": c["id"]})]
        name = display_name(c).lower()
        haystack = " ".join(
            [
                name,
                (c["nickname"] or "").lower(),
                (c["company"] or "").lower(),
                (c["relationship"] or "").lower(),
                (c["job_title"] or "").lower(),
                *emails,
            ]
        )
        digits_hay = " ".join(phones)
        ok = True
        for w in words:
            digits = re.sub(r"\D", "", w)
            if w in haystack:
                continue
            if (
                len(digits) >= 3
                and len(digits) >= len(w) - 3
                and digits in digits_hay.replace("+", "")
            ):
                continue
            ok = False
            break
        if ok:
            q = query.lower().strip()
            rank = 0 if name == q else 1 if name.startswith(q) else 2
            matches.append((rank, c))
    matches.sort(key=lambda m: m[0])
    return {
        "results": [_summary(world, c) for _, c in matches[:limit]],
        "total_matches": len(matches),
    }


def _search_candidates(world: World, words: list[str]) -> set[str] | None:
    """Ids of the contacts that may match every word (a superset of what
    `search_contacts` keeps), found with the full-text indexes; None when no word can
    narrow the search (all shorter than 3 characters)."""
    found: set[str] | None = None
    for w in words:
        if len(w) < 3 or w in "(no name)":
            continue  # the index cannot narrow on it (or it matches unnamed contacts)
        ids = world.matching("contacts", w)
        ids |= world.matching("contact_emails", w, "contact_id")
        digits = re.sub(r"\D", "", w)
        if len(digits) >= 3 and len(digits) >= len(w) - 3:
            ids |= world.matching("contact_phones", digits, "contact_id")
        found = ids if found is None else found & ids
    return found


@tool(domain=DOMAIN, reads=(*_CONTACT_TABLES, *_GROUP_TABLES))
def get_contact(ctx: WorldContext, contact_id: ContactId) -> dict[str, Any]:
    """Get everything about one contact: names, numbers, emails, addresses, birthday,
    relationship, notes, photo image id, favorite flag and groups.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007" (from search_contacts).
    """
    return _card(ctx.world, _contact(ctx, contact_id))


@tool(domain=DOMAIN, reads=_CONTACT_TABLES)
def list_contacts(
    ctx: WorldContext,
    sort_by: Literal["last_name", "first_name", "recently_added"] = "last_name",
    limit: Limit = 50,
    offset: Annotated[int, Field(ge=0)] = 0,
) -> dict[str, Any]:
    """List the address book, a page at a time.

    Args:
        sort_by: Order: by last name, by first name, or newest first.
        limit: Page size.
        offset: How many contacts to skip (for the next page, add the page size).

    Returns:
        {"contacts": [summaries], "total": number of contacts, "offset": offset}.
    """
    order = {
        "last_name": ["last_name", "first_name"],
        "first_name": ["first_name", "last_name"],
        "recently_added": ["created_at DESC"],
    }[sort_by]
    rows = ctx.world.select("contacts", order_by=order, limit=limit, offset=offset)
    return {
        "contacts": [_summary(ctx.world, c) for c in rows],
        "total": ctx.world.count("contacts"),
        "offset": offset,
    }


@tool(domain=DOMAIN, reads=_CONTACT_TABLES)
def find_contact_by_phone(
    ctx: WorldContext, phone_number: Annotated[str, Field(min_length=3)]
) -> dict[str, Any]:
    """Find who a phone number belongs to (reverse lookup).

    Args:
        phone_number: The number in any common format, e.g. "(415) 555-0142".

    Returns:
        {"number": normalised number, "contacts": [summaries]}; the list is empty for an
        unknown number.
    """
    number = normalize_phone(phone_number, allow_short_code=True)
    return {
        "number": number,
        "contacts": [_summary(ctx.world, c) for c in contacts_with_number(ctx.world, number)],
    }


@tool(domain=DOMAIN, reads=_CONTACT_TABLES)
def list_favorite_contacts(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the contacts starred as favorites, by name."""
    rows = ctx.world.select("contacts", {"is_favorite": True}, order_by=["first_name", "last_name"])
    return [_summary(ctx.world, c) for c in rows]


@tool(domain=DOMAIN, reads=_CONTACT_TABLES)
def find_duplicate_contacts(ctx: WorldContext) -> list[dict[str, Any]]:
    """Find contacts that look like duplicates: same full name, or sharing a phone number
    or email address. Merge them with merge_contacts.

    Returns:
        [{"contact_ids": [...], "names": [...], "reason": "..."}], one entry per pair.
    """
    world = ctx.world
    contacts = world.select("contacts")
    pairs: dict[tuple[str, str], list[str]] = {}

    def note(a: str, b: str, reason: str) -> None:
        key = (a, b) if a < b else (b, a)
        reasons = pairs.setdefault(key, [])
        if reason not in reasons:
            reasons.append(reason)

    by_name: dict[str, list[str]] = {}
    for c in contacts:
        by_name.setdefault(display_name(c).lower(), []).append(c["id"])
    for name, ids in by_name.items():
        for i, a in enumerate(ids):
            for b in ids[i + 1 :]:
                note(a, b, f"same name {name!r}")
    for table, col, what in (
        ("contact_phones", "number", "phone"),
        ("contact_emails", "address", "email"),
    ):
        owners: dict[str, list[str]] = {}
        for r in world.select(table):
            owners.setdefault(r[col], []).append(r["contact_id"])
        for value, ids in owners.items():
            uniq = list(dict.fromkeys(ids))
            for i, a in enumerate(uniq):
                for b in uniq[i + 1 :]:
                    note(a, b, f"same {what} {value}")
    result = []
    for (a, b), reasons in sorted(pairs.items()):
        result.append(
            {
                "contact_ids": [a, b],
                "names": [
                    display_name(world.get("contacts", a)),
                    display_name(world.get("contacts", b)),
                ],
                "reason": "; ".join(reasons),
            }
        )
    return result


@tool(domain=DOMAIN, reads=("contacts",))
def list_birthdays_in_range(
    ctx: WorldContext, start_date: date, end_date: date
) -> list[dict[str, Any]]:
    """List contacts whose birthday falls between two dates (inclusive), ignoring the
    birth year; the range may cross New Year.

    Args:
        start_date: First day, "YYYY-MM-DD".
        end_date: Last day, "YYYY-MM-DD" (at most a year after start_date).

    Returns:
        Birthdays in date order: contact_id, name, birthday, next_birthday, turning (age),
        weekday.
    """
    if end_date < start_date:
        raise ToolError(f"end_date {end_date} is before start_date {start_date}")
    if (end_date - start_date).days > 366:
        raise ToolError("the range can span at most one year")
    return _birthdays_between(ctx.world, start_date, end_date)


@tool(domain=DOMAIN, reads=("contacts",))
def list_upcoming_birthdays(
    ctx: WorldContext, days: Annotated[int, Field(ge=1, le=366)] = 30
) -> list[dict[str, Any]]:
    """List contacts whose birthday is today or within the next few days.

    Args:
        days: How many days ahead to look (today counts as day 0).
    """
    today = ctx.clock.today()
    return _birthdays_between(ctx.world, today, today + timedelta(days=days))


@tool(domain=DOMAIN, reads=_GROUP_TABLES)
def list_contact_groups(ctx: WorldContext) -> list[dict[str, Any]]:
    """List the contact groups with their ids and member counts."""
    return [
        {
            "id": g["id"],
            "name": g["name"],
            "member_count": ctx.world.count("contact_group_members", {"group_id": g["id"]}),
        }
        for g in ctx.world.select("contact_groups", order_by="name")
    ]


@tool(domain=DOMAIN, reads=(*_GROUP_TABLES, *_CONTACT_TABLES))
def list_contact_group_members(ctx: WorldContext, group_id: GroupId) -> dict[str, Any]:
    """List the contacts in a group.

    Args:
        group_id: Id of the group, e.g. "grp_0002" (from list_contact_groups).
    """
    group = _group(ctx, group_id)
    rows = ctx.world.query(
        "SELECT c.* FROM contacts c JOIN contact_group_members m ON m.contact_id = c.id "
        "WHERE m.group_id = ? ORDER BY c.first_name, c.last_name",
        (group["id"],),
        table="contacts",
    )
    return {
        "group": {"id": group["id"], "name": group["name"]},
        "members": [_summary(ctx.world, c) for c in rows],
    }


# ----------------------------------------------------------------------------- write tools


@tool(domain=DOMAIN, reads=_CONTACT_TABLES, writes=("contacts", "contact_phones", "contact_emails"))
def create_contact(
    ctx: WorldContext,
    first_name: Name = "",
    last_name: Name = "",
    phone_number: str | None = None,
    phone_label: PhoneLabel = "mobile",
    email: str | None = None,
    email_label: EmailLabel = "personal",
    company: Name | None = None,
    job_title: Name | None = None,
    birthday: date | None = None,
    relationship: Name | None = None,
    notes: Annotated[str, Field(max_length=2000)] = "",
    allow_duplicate: bool = False,
) -> dict[str, Any]:
    """Add a new contact to the address book.

    Give at least a first name, a last name or a company. A contact whose name, number
    or email already belongs to another contact is refused unless allow_duplicate is
    true (prefer updating the existing contact).

    Args:
        first_name: Given name.
        last_name: Family name.
        phone_number: Phone number, e.g. "+14155550123" or "415-555-0123".
        phone_label: Kind of number.
        email: Email address.
        email_label: Kind of email.
        company: Company or business name.
        job_title: Job title.
        birthday: Date of birth, "YYYY-MM-DD".
        relationship: Relation to the user in lower case, e.g. "friend", "coworker", "plumber".
        notes: Free-form notes.
        allow_duplicate: Create it even if it looks like an existing contact.

    Returns:
        The new contact, with its id.
    """
    world = ctx.world
    first, last, org = first_name.strip(), last_name.strip(), _clean(company)
    if not (first or last or org):
        raise ToolError("give at least a first_name, a last_name or a company")
    number = normalize_phone(phone_number) if phone_number and phone_number.strip() else None
    address = normalize_email(email) if email and email.strip() else None
    _check_birthday(ctx, birthday)
    if not allow_duplicate:
        _check_new_contact(world, f"{first} {last}".strip().lower(), number, address)
    now = ctx.clock.now()
    contact = world.insert(
        "contacts",
        {
            "first_name": first,
            "last_name": last,
            "company": org,
            "job_title": _clean(job_title),
            "birthday": birthday,
            "relationship": _clean(relationship.lower() if relationship else None),
            "notes": notes.strip(),
            "created_at": now,
            "updated_at": now,
        },
    )
    phones: list[dict[str, Any]] = []
    emails: list[dict[str, Any]] = []
    if number is not None:
        phone = world.insert(
            "contact_phones",
            {
                "contact_id": contact["id"],
                "number": number,
                "label": phone_label,
                "is_primary": True,
            },
        )
        phones.append(
            {"number": phone["number"], "label": phone["label"], "is_primary": phone["is_primary"]}
        )
    if address is not None:
        row = world.insert(
            "contact_emails",
            {
                "contact_id": contact["id"],
                "address": address,
                "label": email_label,
                "is_primary": True,
            },
        )
        emails.append(
            {"address": row["address"], "label": row["label"], "is_primary": row["is_primary"]}
        )
    # A new contact has no addresses and is in no group yet.
    return _card_of(contact, phones, emails, [], [])


@tool(domain=DOMAIN, reads=("contacts",), writes=("contacts",))
def update_contact_name(
    ctx: WorldContext,
    contact_id: ContactId,
    first_name: Name | None = None,
    last_name: Name | None = None,
    nickname: Name | None = None,
) -> dict[str, Any]:
    """Change a contact's first name, last name and/or nickname. Fields left out stay as
    they are; an empty nickname removes it.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        first_name: New given name.
        last_name: New family name.
        nickname: New nickname ("" to remove).
    """
    contact = _contact(ctx, contact_id)
    if first_name is None and last_name is None and nickname is None:
        raise ToolError("give first_name, last_name or nickname to change")
    changes: dict[str, Any] = {}
    if first_name is not None:
        changes["first_name"] = first_name.strip()
    if last_name is not None:
        changes["last_name"] = last_name.strip()
    if nickname is not None:
        changes["nickname"] = _clean(nickname)
    merged = {**contact, **changes}
    if not (merged["first_name"] or merged["last_name"] or merged["company"]):
        raise ToolError("a contact needs a first name, a last name or a company")
    changes["updated_at"] = ctx.clock.now()
    return _card(ctx.world, ctx.world.update("contacts", contact["id"], changes))


@tool(domain=DOMAIN, reads=("contacts",), writes=("contacts",))
def update_contact_work(
    ctx: WorldContext,
    contact_id: ContactId,
    company: Name | None = None,
    job_title: Name | None = None,
) -> dict[str, Any]:
    """Change where a contact works and their job title. Fields left out stay as they
    are; "" removes a field.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        company: Company name ("" to remove).
        job_title: Job title ("" to remove).
    """
    contact = _contact(ctx, contact_id)
    if company is None and job_title is None:
        raise ToolError("give company or job_title to change")
    changes: dict[str, Any] = {}
    if company is not None:
        changes["company"] = _clean(company)
    if job_title is not None:
        changes["job_title"] = _clean(job_title)
    merged = {**contact, **changes}
    if not (merged["first_name"] or merged["last_name"] or merged["company"]):
        raise ToolError("this contact has no name, so its company cannot be removed")
    changes["updated_at"] = ctx.clock.now()
    return _card(ctx.world, ctx.world.update("contacts", contact["id"], changes))


@tool(domain=DOMAIN, reads=("contacts",), writes=("contacts",))
def set_contact_birthday(
    ctx: WorldContext, contact_id: ContactId, birthday: date | None
) -> dict[str, Any]:
    """Set or remove a contact's birthday.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        birthday: Date of birth "YYYY-MM-DD", or null to remove it.
    """
    contact = _contact(ctx, contact_id)
    _check_birthday(ctx, birthday)
    row = ctx.world.update(
        "contacts", contact["id"], {"birthday": birthday, "updated_at": ctx.clock.now()}
    )
    return _card(ctx.world, row)


@tool(domain=DOMAIN, reads=("contacts",), writes=("contacts",))
def set_contact_relationship(
    ctx: WorldContext, contact_id: ContactId, relationship: Name | None
) -> dict[str, Any]:
    """Set how a contact is related to the user (e.g. "sister", "coworker", "dentist"),
    or remove it.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        relationship: Relationship in lower case, or null to remove it.
    """
    contact = _contact(ctx, contact_id)
    value = _clean(relationship.lower() if relationship else None)
    row = ctx.world.update(
        "contacts", contact["id"], {"relationship": value, "updated_at": ctx.clock.now()}
    )
    return _card(ctx.world, row)


@tool(domain=DOMAIN, reads=("contacts",), writes=("contacts",))
def update_contact_notes(
    ctx: WorldContext,
    contact_id: ContactId,
    text: Annotated[str, Field(max_length=2000)],
    mode: Literal["append", "replace"] = "append",
) -> dict[str, Any]:
    """Add to or replace the free-form notes of a contact.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        text: The note text. With mode "replace", "" clears the notes.
        mode: "append" adds a new line after the existing notes; "replace" overwrites them.
    """
    contact = _contact(ctx, contact_id)
    text = text.strip()
    if mode == "append":
        if not text:
            raise ToolError("nothing to append: text is empty")
        notes = f"{contact['notes']}\n{text}" if contact["notes"] else text
    else:
        notes = text
    row = ctx.world.update(
        "contacts", contact["id"], {"notes": notes, "updated_at": ctx.clock.now()}
    )
    return _card(ctx.world, row)


#: How many numbers (emails) a contact has, and whether one of them is the given one.
_HAS_PHONE = (
    "SELECT COUNT(*) AS n, COALESCE(MAX(number = ?), 0) AS same FROM contact_phones "
    "WHERE contact_id = ?"
)
_HAS_EMAIL = (
    "SELECT COUNT(*) AS n, COALESCE(MAX(address = ?), 0) AS same FROM contact_emails "
    "WHERE contact_id = ?"
)


@tool(domain=DOMAIN, reads=_CONTACT_TABLES, writes=("contacts", "contact_phones"))
def add_contact_phone(
    ctx: WorldContext,
    contact_id: ContactId,
    phone_number: Annotated[str, Field(min_length=3)],
    label: PhoneLabel = "mobile",
    make_primary: bool = False,
) -> dict[str, Any]:
    """Add a phone number to a contact. Their first number becomes the primary one.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        phone_number: The number, e.g. "+14155550123" or "415-555-0123".
        label: Kind of number.
        make_primary: Make it the number used to call and text them.
    """
    world = ctx.world
    contact = _contact(ctx, contact_id)
    number = normalize_phone(phone_number)
    have = world.query(_HAS_PHONE, (number, contact["id"]))[0]
    if have["same"]:
        raise ToolError(f"{display_name(contact)} already has the number {number}")
    first = not have["n"]
    row = world.insert(
        "contact_phones",
        {"contact_id": contact["id"], "number": number, "label": label, "is_primary": first},
    )
    if make_primary and not first:
        _set_primary(world, "contact_phones", contact["id"], row["id"])
    return _card(world, _touch(ctx, contact["id"]))


def _update_detail(
    ctx: WorldContext,
    contact: dict[str, Any],
    row: dict[str, Any],
    table: str,
    column: str,
    new_value: str | None,
    label: str | None,
    make_primary: bool,
    kind: str,
) -> dict[str, Any]:
    """Change one phone number or email row of a contact (value, label, primary flag)."""
    world = ctx.world
    changes: dict[str, Any] = {}
    if new_value is not None and new_value != row[column]:
        if world.count(table, {"contact_id": contact["id"], column: new_value}):
            raise ToolError(f"{display_name(contact)} already has the {kind} {new_value}")
        changes[column] = new_value
    if label is not None:
        changes["label"] = label
    if changes:
        world.update(table, row["id"], changes)
    if make_primary and not row["is_primary"]:
        _set_primary(world, table, contact["id"], row["id"])
    return _card(world, _touch(ctx, contact["id"]))


@tool(domain=DOMAIN, reads=_CONTACT_TABLES, writes=("contacts", "contact_phones"))
def update_contact_phone(
    ctx: WorldContext,
    contact_id: ContactId,
    old_phone_number: Annotated[str, Field(min_length=3)],
    new_phone_number: str | None = None,
    label: PhoneLabel | None = None,
    make_primary: bool = False,
) -> dict[str, Any]:
    """Change one of a contact's phone numbers: the number itself, its label, and/or make
    it primary.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        old_phone_number: The number as it is now (any common format).
        new_phone_number: The replacement number, if it changes.
        label: New label, if it changes.
        make_primary: Make this the number used to call and text them.
    """
    world = ctx.world
    contact = _contact(ctx, contact_id)
    phone = _find_phone(world, contact, old_phone_number)
    if new_phone_number is None and label is None and not make_primary:
        raise ToolError("nothing to change: give new_phone_number, label or make_primary")
    number = None if new_phone_number is None else normalize_phone(new_phone_number)
    return _update_detail(
        ctx, contact, phone, "contact_phones", "number", number, label, make_primary, "number"
    )


@tool(domain=DOMAIN, reads=_CONTACT_TABLES, writes=("contacts", "contact_phones"))
def remove_contact_phone(
    ctx: WorldContext, contact_id: ContactId, phone_number: Annotated[str, Field(min_length=3)]
) -> dict[str, Any]:
    """Remove a phone number from a contact. If it was primary, their next number becomes
    primary.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        phone_number: The number to remove (any common format).
    """
    world = ctx.world
    contact = _contact(ctx, contact_id)
    phone = _find_phone(world, contact, phone_number)
    world.delete("contact_phones", phone["id"])
    _promote_first(world, "contact_phones", contact["id"])
    return _card(world, _touch(ctx, contact["id"]))


@tool(domain=DOMAIN, reads=_CONTACT_TABLES, writes=("contacts", "contact_emails"))
def add_contact_email(
    ctx: WorldContext,
    contact_id: ContactId,
    email: Annotated[str, Field(min_length=3)],
    label: EmailLabel = "personal",
    make_primary: bool = False,
) -> dict[str, Any]:
    """Add an email address to a contact. Their first address becomes the primary one.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        email: The address, e.g. "maya.patel@gmail.com".
        label: Kind of address.
        make_primary: Make it their main address.
    """
    world = ctx.world
    contact = _contact(ctx, contact_id)
    address = normalize_email(email)
    have = world.query(_HAS_EMAIL, (address, contact["id"]))[0]
    if have["same"]:
        raise ToolError(f"{display_name(contact)} already has the email {address}")
    first = not have["n"]
    row = world.insert(
        "contact_emails",
        {"contact_id": contact["id"], "address": address, "label": label, "is_primary": first},
    )
    if make_primary and not first:
        _set_primary(world, "contact_emails", contact["id"], row["id"])
    return _card(world, _touch(ctx, contact["id"]))


@tool(domain=DOMAIN, reads=_CONTACT_TABLES, writes=("contacts", "contact_emails"))
def update_contact_email(
    ctx: WorldContext,
    contact_id: ContactId,
    old_email: Annotated[str, Field(min_length=3)],
    new_email: str | None = None,
    label: EmailLabel | None = None,
    make_primary: bool = False,
) -> dict[str, Any]:
    """Change one of a contact's email addresses: the address, its label, and/or make it
    primary.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        old_email: The address as it is now.
        new_email: The replacement address, if it changes.
        label: New label, if it changes.
        make_primary: Make it their main address.
    """
    world = ctx.world
    contact = _contact(ctx, contact_id)
    row = _find_email(world, contact, old_email)
    if new_email is None and label is None and not make_primary:
        raise ToolError("nothing to change: give new_email, label or make_primary")
    address = None if new_email is None else normalize_email(new_email)
    return _update_detail(
        ctx, contact, row, "contact_emails", "address", address, label, make_primary, "email"
    )


@tool(domain=DOMAIN, reads=_CONTACT_TABLES, writes=("contacts", "contact_emails"))
def remove_contact_email(
    ctx: WorldContext, contact_id: ContactId, email: Annotated[str, Field(min_length=3)]
) -> dict[str, Any]:
    """Remove an email address from a contact.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        email: The address to remove.
    """
    world = ctx.world
    contact = _contact(ctx, contact_id)
    row = _find_email(world, contact, email)
    world.delete("contact_emails", row["id"])
    _promote_first(world, "contact_emails", contact["id"])
    return _card(world, _touch(ctx, contact["id"]))


@tool(domain=DOMAIN, reads=_CONTACT_TABLES, writes=("contacts", "contact_addresses"))
def add_contact_address(
    ctx: WorldContext,
    contact_id: ContactId,
    street: Annotated[str, Field(min_length=1, max_length=200)],
    city: Annotated[str, Field(min_length=1, max_length=100)],
    region: Annotated[str, Field(max_length=100)] = "",
    postal_code: Annotated[str, Field(max_length=20)] = "",
    country: Annotated[str, Field(min_length=2, max_length=2)] = "US",
    label: AddressLabel = "home",
) -> dict[str, Any]:
    """Add a postal address to a contact.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        street: Street and number, with apartment if any, e.g. "12 Oak Ave, Apt 4".
        city: City.
        region: State or province, e.g. "CA".
        postal_code: ZIP or postal code.
        country: Two-letter country code, e.g. "US".
        label: Kind of address.

    Returns:
        The contact; the new address is listed under "addresses" with its id.
    """
    world = ctx.world
    contact = _contact(ctx, contact_id)
    street, city = street.strip(), city.strip()
    if not street or not city:
        raise ToolError("street and city must not be blank")
    for a in world.select("contact_addresses", {"contact_id": contact["id"]}):
        if a["street"].lower() == street.lower() and a["city"].lower() == city.lower():
            raise ToolError(f"{display_name(contact)} already has this address ({a['id']})")
    world.insert(
        "contact_addresses",
        {
            "contact_id": contact["id"],
            "label": label,
            "street": street,
            "city": city,
            "region": region.strip(),
            "postal_code": postal_code.strip(),
            "country": country.upper(),
        },
    )
    return _card(world, _touch(ctx, contact["id"]))


@tool(domain=DOMAIN, reads=_CONTACT_TABLES, writes=("contacts", "contact_addresses"))
def remove_contact_address(
    ctx: WorldContext, contact_id: ContactId, address_id: Annotated[str, Field(min_length=1)]
) -> dict[str, Any]:
    """Remove a postal address from a contact.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        address_id: Id of the address, e.g. "cad_0003" (listed by get_contact).
    """
    world = ctx.world
    contact = _contact(ctx, contact_id)
    address = world.get_or_none("contact_addresses", address_id.strip())
    if address is None or address["contact_id"] != contact["id"]:
        have = ", ".join(
            a["id"] for a in world.select("contact_addresses", {"contact_id": contact["id"]})
        )
        raise ToolError(
            f"{display_name(contact)} has no address {address_id!r}; their addresses: {have or 'none'}"
        )
    world.delete("contact_addresses", address["id"])
    return _card(world, _touch(ctx, contact["id"]))


@tool(
    domain=DOMAIN,
    reads=("contacts",),
    writes=(
        "contacts",
        "contact_phones",
        "contact_emails",
        "contact_addresses",
        "contact_group_members",
    ),
)
def delete_contact(ctx: WorldContext, contact_id: ContactId) -> dict[str, Any]:
    """Delete a contact with all their numbers, emails, addresses and group memberships.
    Messages and call history with their numbers are kept.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
    """
    contact = _contact(ctx, contact_id)
    ctx.world.delete("contacts", contact["id"])
    return {"deleted_contact_id": contact["id"], "name": display_name(contact)}


@tool(
    domain=DOMAIN,
    reads=(*_CONTACT_TABLES, *_GROUP_TABLES),
    writes=(
        "contacts",
        "contact_phones",
        "contact_emails",
        "contact_addresses",
        "contact_group_members",
    ),
)
def merge_contacts(
    ctx: WorldContext, keep_contact_id: ContactId, merge_contact_id: ContactId
) -> dict[str, Any]:
    """Merge a duplicate contact into another: numbers, emails, addresses and groups move
    to the kept contact, its empty fields are filled from the duplicate, notes are
    combined, and the duplicate is deleted.

    Args:
        keep_contact_id: Id of the contact to keep, e.g. "ct_0007".
        merge_contact_id: Id of the duplicate to fold in and delete.
    """
    world = ctx.world
    keep = _contact(ctx, keep_contact_id)
    dup = _contact(ctx, merge_contact_id)
    if keep["id"] == dup["id"]:
        raise ToolError("keep_contact_id and merge_contact_id are the same contact")
    with world.transaction():
        for table, col in (("contact_phones", "number"), ("contact_emails", "address")):
            have = {r[col] for r in world.select(table, {"contact_id": keep["id"]})}
            for r in world.select(table, {"contact_id": dup["id"]}):
                if r[col] in have:
                    world.delete(table, r["id"])
                else:
                    world.update(table, r["id"], {"contact_id": keep["id"], "is_primary": False})
            _promote_first(world, table, keep["id"])
        keep_addr = {
            (a["street"].lower(), a["city"].lower())
            for a in world.select("contact_addresses", {"contact_id": keep["id"]})
        }
        for a in world.select("contact_addresses", {"contact_id": dup["id"]}):
            if (a["street"].lower(), a["city"].lower()) in keep_addr:
                world.delete("contact_addresses", a["id"])
            else:
                world.update("contact_addresses", a["id"], {"contact_id": keep["id"]})
        keep_groups = {
            m["group_id"] for m in world.select("contact_group_members", {"contact_id": keep["id"]})
        }
        for m in world.select("contact_group_members", {"contact_id": dup["id"]}):
            if m["group_id"] in keep_groups:
                world.delete("contact_group_members", m["id"])
            else:
                world.update("contact_group_members", m["id"], {"contact_id": keep["id"]})
        # Other domains' references (phone favorites...) follow the kept contact.
        for table, col in world.references_to("contacts"):
            if table in _CONTACT_TABLES or table in _GROUP_TABLES:
                continue
            pk = world.table(table).pk.name
            for r in world.select(table, {col: dup["id"]}):
                try:
                    with world.transaction():
                        world.update(table, r[pk], {col: keep["id"]})
                except WorldIntegrityError:  # keep already has the same row
                    world.delete(table, r[pk])
        changes: dict[str, Any] = {}
        for field_name in (
            "nickname",
            "company",
            "job_title",
            "birthday",
            "relationship",
            "photo_image_id",
        ):
            if not keep[field_name] and dup[field_name]:
                changes[field_name] = dup[field_name]
        if not (keep["first_name"] or keep["last_name"]) and (
            dup["first_name"] or dup["last_name"]
        ):
            changes["first_name"], changes["last_name"] = dup["first_name"], dup["last_name"]
        if dup["notes"] and dup["notes"] not in keep["notes"]:
            changes["notes"] = f"{keep['notes']}\n{dup['notes']}" if keep["notes"] else dup["notes"]
        if dup["is_favorite"] and not keep["is_favorite"]:
            changes["is_favorite"] = True
        changes["updated_at"] = ctx.clock.now()
        world.update("contacts", keep["id"], changes)
        world.delete("contacts", dup["id"])
    return {
        "merged_contact_id": dup["id"],
        "contact": _card(world, world.get("contacts", keep["id"])),
    }


@tool(domain=DOMAIN, reads=("contacts",), writes=("contacts",))
def add_contact_to_favorites(ctx: WorldContext, contact_id: ContactId) -> dict[str, Any]:
    """Star a contact as a favorite.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
    """
    contact = _contact(ctx, contact_id)
    if contact["is_favorite"]:
        raise ToolError(f"{display_name(contact)} is already a favorite")
    row = ctx.world.update(
        "contacts", contact["id"], {"is_favorite": True, "updated_at": ctx.clock.now()}
    )
    return _summary(ctx.world, row)


@tool(domain=DOMAIN, reads=("contacts",), writes=("contacts",))
def remove_contact_from_favorites(ctx: WorldContext, contact_id: ContactId) -> dict[str, Any]:
    """Unstar a favorite contact.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
    """
    contact = _contact(ctx, contact_id)
    if not contact["is_favorite"]:
        raise ToolError(f"{display_name(contact)} is not a favorite")
    row = ctx.world.update(
        "contacts", contact["id"], {"is_favorite": False, "updated_at": ctx.clock.now()}
    )
    return _summary(ctx.world, row)


@tool(domain=DOMAIN, reads=("contacts",), writes=("contacts",))
def set_contact_photo(
    ctx: WorldContext, contact_id: ContactId, image_id: Annotated[str, Field(min_length=1)]
) -> dict[str, Any]:
    """Use an image from the conversation as a contact's photo.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        image_id: Id of the image, e.g. "img_2".
    """
    contact = _contact(ctx, contact_id)
    image = ctx.images.get(image_id.strip())
    ctx.world.update(
        "contacts", contact["id"], {"photo_image_id": image.image_id, "updated_at": ctx.clock.now()}
    )
    return {
        "contact_id": contact["id"],
        "name": display_name(contact),
        "photo_image_id": image.image_id,
    }


@tool(domain=DOMAIN, reads=("contacts",), writes=("contacts",))
def remove_contact_photo(ctx: WorldContext, contact_id: ContactId) -> dict[str, Any]:
    """Remove a contact's photo.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
    """
    contact = _contact(ctx, contact_id)
    if contact["photo_image_id"] is None:
        raise ToolError(f"{display_name(contact)} has no photo")
    ctx.world.update(
        "contacts", contact["id"], {"photo_image_id": None, "updated_at": ctx.clock.now()}
    )
    return {"contact_id": contact["id"], "name": display_name(contact), "photo_image_id": None}


@tool(domain=DOMAIN, reads=(*_GROUP_TABLES, "contacts"), writes=_GROUP_TABLES)
def create_contact_group(
    ctx: WorldContext,
    name: Annotated[str, Field(min_length=1, max_length=60)],
    contact_ids: list[str] | None = None,
) -> dict[str, Any]:
    """Create a contact group, optionally with its first members.

    Args:
        name: Group name, unique (case-insensitive), e.g. "Climbing crew".
        contact_ids: Ids of contacts to put in it, e.g. ["ct_0003", "ct_0011"].
    """
    world = ctx.world
    clean = name.strip()
    if not clean:
        raise ToolError("group name must not be blank")
    if other := _group_name_taken(world, clean):
        raise ToolError(f"a group named {other['name']!r} already exists ({other['id']})")
    members = list(dict.fromkeys(c.strip() for c in contact_ids or []))
    for cid in members:
        world.get("contacts", cid)
    now = ctx.clock.now()
    group = world.insert("contact_groups", {"name": clean, "created_at": now})
    for cid in members:
        world.insert(
            "contact_group_members", {"group_id": group["id"], "contact_id": cid, "added_at": now}
        )
    return {"id": group["id"], "name": group["name"], "member_ids": members}


@tool(domain=DOMAIN, reads=("contact_groups",), writes=("contact_groups",))
def rename_contact_group(
    ctx: WorldContext, group_id: GroupId, name: Annotated[str, Field(min_length=1, max_length=60)]
) -> dict[str, Any]:
    """Rename a contact group.

    Args:
        group_id: Id of the group, e.g. "grp_0002".
        name: New name, unique (case-insensitive).
    """
    group = _group(ctx, group_id)
    clean = name.strip()
    if not clean:
        raise ToolError("group name must not be blank")
    if other := _group_name_taken(ctx.world, clean, exclude=group["id"]):
        raise ToolError(f"a group named {other['name']!r} already exists ({other['id']})")
    row = ctx.world.update("contact_groups", group["id"], {"name": clean})
    return {"id": row["id"], "name": row["name"], "previous_name": group["name"]}


@tool(domain=DOMAIN, reads=_GROUP_TABLES, writes=_GROUP_TABLES)
def delete_contact_group(ctx: WorldContext, group_id: GroupId) -> dict[str, Any]:
    """Delete a contact group. Its members stay in the address book.

    Args:
        group_id: Id of the group, e.g. "grp_0002".
    """
    group = _group(ctx, group_id)
    n = ctx.world.count("contact_group_members", {"group_id": group["id"]})
    ctx.world.delete("contact_groups", group["id"])
    return {"deleted_group_id": group["id"], "name": group["name"], "members_removed": n}


@tool(domain=DOMAIN, reads=(*_GROUP_TABLES, "contacts"), writes=("contact_group_members",))
def add_contact_to_group(
    ctx: WorldContext, contact_id: ContactId, group_id: GroupId
) -> dict[str, Any]:
    """Put a contact in a group.

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        group_id: Id of the group, e.g. "grp_0002" (from list_contact_groups).
    """
    contact = _contact(ctx, contact_id)
    group = _group(ctx, group_id)
    if ctx.world.count(
        "contact_group_members", {"group_id": group["id"], "contact_id": contact["id"]}
    ):
        raise ToolError(f"{display_name(contact)} is already in {group['name']!r}")
    ctx.world.insert(
        "contact_group_members",
        {"group_id": group["id"], "contact_id": contact["id"], "added_at": ctx.clock.now()},
    )
    return {
        "group": {"id": group["id"], "name": group["name"]},
        "contact_id": contact["id"],
        "member_count": ctx.world.count("contact_group_members", {"group_id": group["id"]}),
    }


@tool(domain=DOMAIN, reads=(*_GROUP_TABLES, "contacts"), writes=("contact_group_members",))
def remove_contact_from_group(
    ctx: WorldContext, contact_id: ContactId, group_id: GroupId
) -> dict[str, Any]:
    """Take a contact out of a group (the contact itself is kept).

    Args:
        contact_id: Id of the contact, e.g. "ct_0007".
        group_id: Id of the group, e.g. "grp_0002".
    """
    contact = _contact(ctx, contact_id)
    group = _group(ctx, group_id)
    n = ctx.world.delete_where(
        "contact_group_members", {"group_id": group["id"], "contact_id": contact["id"]}
    )
    if n == 0:
        raise ToolError(f"{display_name(contact)} is not in {group['name']!r}")
    return {
        "group": {"id": group["id"], "name": group["name"]},
        "contact_id": contact["id"],
        "member_count": ctx.world.count("contact_group_members", {"group_id": group["id"]}),
    }


# ----------------------------------------------------------------------------- seed


class SeedPerson(DataModel):
    """A person in the seeded address book; "{owner}" in ``last`` is the owner's last name.

    Attributes:
        extra_number: Label of a second phone number ("" for none).
        home_city: City of the home address (None: no address).
    """

    first: str
    last: str
    nickname: str | None
    relationship: str
    company: str | None
    job_title: str | None
    area_code: str
    email_domain: str
    extra_number: str
    home_city: str | None


class SeedBusiness(DataModel):
    """A company-only contact."""

    company: str
    relationship: str
    area_code: str
    email: str


class ContactsSeed(DataModel):
    """``data/sandbox/domains/contacts_seed.json``: the address book's people."""

    people: tuple[SeedPerson, ...]
    businesses: tuple[SeedBusiness, ...]


@cache
def contacts_seed() -> ContactsSeed:
    """The bundled address book, read and validated on first use."""
    return load_domain_data("contacts_seed", ContactsSeed)


_STREETS = (
    "Oak Street",
    "Cedar Avenue",
    "Valencia Street",
    "Maple Drive",
    "Hillcrest Road",
    "Lakeview Avenue",
    "Juniper Lane",
    "Bayview Terrace",
    "Willow Court",
    "Sunset Boulevard",
)
_REGION = {
    "Sacramento": ("CA", "958"),
    "Portland": ("OR", "972"),
    "Oakland": ("CA", "946"),
    "San Francisco": ("CA", "941"),
    "Berkeley": ("CA", "947"),
    "Los Angeles": ("CA", "900"),
    "New York": ("NY", "100"),
    "Seattle": ("WA", "981"),
    "Chicago": ("IL", "606"),
    "Brooklyn": ("NY", "112"),
}
#: Birthdays that fall soon after the seed reference time (13 June 2025).
_FIXED_BIRTHDAYS = {
    ("Sam", "Okafor"): "1990-06-20",
    ("Ruth", "{owner}"): "1941-06-18",
    ("Maya", "Patel"): "1992-06-27",
    ("Kevin", "O'Brien"): "1988-07-02",
}
_GROUPS = {
    "Family": (
        "mother",
        "father",
        "sister",
        "grandmother",
        "partner",
        "sister-in-law",
        "mother-in-law",
        "brother-in-law",
    ),
    "Work": ("manager", "coworker"),
    "Book Club": (),
    "Soccer": (),
}
#: People who share a home get one address: Mark lives with Carol, Priya with Nina, and
#: Sam with the owner (the owner's own address).
_SAME_HOME: dict[tuple[str, str], tuple[str, str] | None] = {
    ("Sam", "Okafor"): None,
    ("Mark", "{owner}"): ("Carol", "{owner}"),
    ("Priya", "Shah"): ("Nina", "{owner}"),
}
#: The neighbors live in the owner's building: (first, last) -> their apartment.
_NEIGHBORS = {("Ahmed", "Hassan"): "Apt 1", ("Ivy", "Thompson"): "Apt 5"}
_OWNER_ADDRESS = re.compile(
    r"^(?P<street>[^,]+?)(?:,\s*(?P<unit>Apt [^,]+))?,\s*(?P<city>[^,]+),\s*"
    r"(?P<region>[A-Z]{2})\s+(?P<zip>\d{5})$"
)
_BOOK_CLUB = (("Maya", "Patel"), ("Chloe", "Nguyen"), ("Elena", "Popescu"), ("Zoe", "Martin"))
_SOCCER = (
    ("Ray", "Delgado"),
    ("Lucas", "Fernández"),
    ("Tom", "Becker"),
    ("Hiro", "Tanaka"),
    ("Ahmed", "Hassan"),
)
_FAVORITES = (("Sam", "Okafor"), ("Carol", "{owner}"), ("Nina", "{owner}"), ("Maya", "Patel"))


def _slug(text: str) -> str:
    plain = text.lower().replace("á", "a").replace("é", "e").replace("í", "i").replace("'", "")
    return re.sub(r"[^a-z0-9]+", "", plain)


def seed(world: World, rng: random.Random) -> None:
    """Fill the address book: ~40 people around the owner (family, friends, coworkers,
    services), their numbers, emails and addresses, groups and favorites, plus one
    duplicate card to merge.

    Numbers use the fictional 555-01xx range; the owner has 555-0100.
    """
    owner = world.owner
    family = owner.last_name or "Ellis"
    today = world.clock.today()
    created_base = world.clock.days_ago(900)
    ids: dict[tuple[str, str], str] = {}
    homes: dict[tuple[str, str], dict[str, str]] = {}
    used_numbers = {owner.phone}

    def fresh_number(area: str, suffix: int) -> str:
        number = f"+1{area}555{suffix:04d}"
        while number in used_numbers:
            suffix = 100 + (suffix - 99) % 100
            number = f"+1{area}555{suffix:04d}"
        used_numbers.add(number)
        return number

    content = contacts_seed()
    for i, person in enumerate(content.people):
        first, last_t, nick, rel = person.first, person.last, person.nickname, person.relationship
        company, title, area = person.company, person.job_title, person.area_code
        domain, extra, city = person.email_domain, person.extra_number, person.home_city
        last = last_t.replace("{owner}", family)
        created = created_base + timedelta(
            days=i * 17 + rng.randint(0, 10), minutes=rng.randint(0, 600)
        )
        birthday = _FIXED_BIRTHDAYS.get((first, last_t))
        personal = rel not in (
            "dentist",
            "doctor",
            "plumber",
            "landlord",
            "mechanic",
            "recruiter",
            "accountant",
            "dog walker",
            "hair stylist",
            "yoga instructor",
        )
        if birthday is None and personal and rng.random() < 0.8:
            year = {"grandmother": 1941, "mother": 1963, "father": 1961, "mother-in-law": 1965}.get(
                rel, rng.randint(1984, 1996)
            )
            born = date(year, 1, 1) + timedelta(days=rng.randint(0, 364))
            # Keep the seed's "upcoming" birthdays to the fixed ones above.
            if 0 <= (next_birthday(born, today) - today).days <= 30:
                born = born + timedelta(days=45)
            birthday = born.isoformat()
        notes = ""
        if rel == "partner":
            notes = "Allergic to shellfish. Favorite flowers: ranunculus."
        elif rel == "dentist":
            notes = "Cleanings every 6 months. Office closes at 5pm on Fridays."
        elif rel == "dog walker":
            notes = "Walks Biscuit Mon/Wed/Fri at noon. Has a key (lockbox code in 1Password)."
        contact = world.insert(
            "contacts",
            {
                "first_name": first,
                "last_name": last,
                "nickname": nick,
                "company": company,
                "job_title": title,
                "birthday": birthday,
                "relationship": rel,
                "notes": notes,
                "is_favorite": (first, last_t) in _FAVORITES,
                "created_at": created,
                "updated_at": created + timedelta(days=rng.randint(0, 60)),
            },
        )
        cid = contact["id"]
        ids[(first, last_t)] = cid
        mobile_label = "work" if not personal else "mobile"
        world.insert(
            "contact_phones",
            {
                "contact_id": cid,
                "label": mobile_label,
                "number": fresh_number(area, 101 + i),
                "is_primary": True,
            },
        )
        if extra:
            world.insert(
                "contact_phones",
                {
                    "contact_id": cid,
                    "label": extra,
                    "number": fresh_number(area, 199 - i),
                    "is_primary": False,
                },
            )
        if domain.endswith(("gmail.com", "icloud.com", "yahoo.com", "outlook.com")):
            local = rng.choice(
                [
                    f"{_slug(first)}.{_slug(last)}",
                    f"{_slug(first)}{_slug(last)}",
                    f"{_slug(first)[0]}{_slug(last)}{rng.randint(10, 99)}",
                ]
            )
            label = "personal"
        else:
            local = (
                f"{_slug(first)}.{_slug(last)}" if rel in ("manager", "coworker") else _slug(first)
            )
            label = "work"
        world.insert(
            "contact_emails",
            {"contact_id": cid, "label": label, "address": f"{local}@{domain}", "is_primary": True},
        )
        if label == "work" and rel in ("manager", "coworker") and rng.random() < 0.5:
            world.insert(
                "contact_emails",
                {
                    "contact_id": cid,
                    "label": "personal",
                    "address": f"{_slug(first)}.{_slug(last)}@gmail.com",
                    "is_primary": False,
                },
            )
        if city is not None:
            region, zip_prefix = _REGION[city]
            # Draw the random address even when it is replaced below, so the random
            # details of everyone after this person stay the same.
            home: dict[str, str] = {
                "street": f"{rng.randint(12, 4800)} {rng.choice(_STREETS)}",
                "city": city,
                "region": region,
                "postal_code": f"{zip_prefix}{rng.randint(1, 99):02d}",
            }
            home.update(_shared_home(world, (first, last_t), homes))
            homes[(first, last_t)] = home
            world.insert(
                "contact_addresses",
                {"contact_id": cid, "label": "home", **home, "country": "US"},
            )
    for j, business in enumerate(content.businesses):
        company, rel, area, email = (
            business.company,
            business.relationship,
            business.area_code,
            business.email,
        )
        created = created_base + timedelta(days=700 + j)
        contact = world.insert(
            "contacts",
            {"company": company, "relationship": rel, "created_at": created, "updated_at": created},
        )
        world.insert(
            "contact_phones",
            {
                "contact_id": contact["id"],
                "label": "work",
                "number": fresh_number(area, 160 + j),
                "is_primary": True,
            },
        )
        world.insert(
            "contact_emails",
            {"contact_id": contact["id"], "label": "work", "address": email, "is_primary": True},
        )
        world.insert(
            "contact_addresses",
            {
                "contact_id": contact["id"],
                "label": "work",
                "street": "2390 Irving Street",
                "city": "San Francisco",
                "region": "CA",
                "postal_code": "94122",
            },
        )
    # A duplicate card: Maya saved twice, once from a work email signature.
    maya = ids[("Maya", "Patel")]
    dup_created = world.clock.days_ago(40)
    dup = world.insert(
        "contacts",
        {
            "first_name": "Maya",
            "company": "Lumen Books",
            "job_title": "Senior Editor",
            "created_at": dup_created,
            "updated_at": dup_created,
        },
    )
    world.insert(
        "contact_phones",
        {
            "contact_id": dup["id"],
            "label": "mobile",
            "number": primary_number(world, maya),
            "is_primary": True,
        },
    )
    world.insert(
        "contact_emails",
        {
            "contact_id": dup["id"],
            "label": "work",
            "address": "maya@lumenbooks.com",
            "is_primary": True,
        },
    )
    # Groups.
    group_ids: dict[str, str] = {}
    for k, name in enumerate(_GROUPS):
        group_ids[name] = world.insert(
            "contact_groups",
            {"name": name, "created_at": created_base + timedelta(days=30 * k + 5)},
        )["id"]

    def join(group: str, cid: str) -> None:
        world.insert(
            "contact_group_members",
            {
                "group_id": group_ids[group],
                "contact_id": cid,
                "added_at": created_base + timedelta(days=rng.randint(200, 800)),
            },
        )

    for person in content.people:
        for group, rels in _GROUPS.items():
            if person.relationship in rels:
                join(group, ids[(person.first, person.last)])
    for key in _BOOK_CLUB:
        join("Book Club", ids[key])
    for key in _SOCCER:
        join("Soccer", ids[key])


def _shared_home(
    world: World, person: tuple[str, str], homes: dict[tuple[str, str], dict[str, str]]
) -> dict[str, str]:
    """The address fields ``person`` shares with their household ({} if none): the
    owner's home for the partner and the neighbors, a relative's home for the others."""
    if person in _SAME_HOME:
        other = _SAME_HOME[person]
        if other is not None:
            return dict(homes.get(other, {}))
    elif person not in _NEIGHBORS:
        return {}
    m = _OWNER_ADDRESS.match(world.owner.address or "")
    if m is None:
        return {}
    unit = _NEIGHBORS.get(person, m["unit"])
    return {
        "street": f"{m['street']}, {unit}" if unit else m["street"],
        "city": m["city"],
        "region": m["region"],
        "postal_code": m["zip"],
    }


def seed_contact_id(world: World, first_name: str, last_name: str) -> str:
    """Id of the seeded contact with this exact name (for other domains' seeds).

    ``last_name`` may be ``"{owner}"`` for the owner's family.

    Raises:
        KeyError: If there is no such contact.
    """
    last = last_name.replace("{owner}", world.owner.last_name)
    rows = world.select("contacts", {"first_name": first_name, "last_name": last})
    if not rows:
        raise KeyError(f"no seeded contact {first_name} {last}")
    return str(rows[0]["id"])
