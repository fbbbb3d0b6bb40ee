"""Contacts domain: helpers, seed, and every tool (happy path and error path)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from mmtoolbench.core.errors import ToolArgumentError, ToolError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, contacts
from mmtoolbench.sandbox.domains._common import normalize_email, normalize_phone
from mmtoolbench.sandbox.domains.contacts import contacts_seed, seed_contact_id
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world
from tests.sandbox.domain_harness import DomainTools

REGISTRY = build_tool_registry(["contacts", "phone"])


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world(["contacts", "phone"])


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call
fails = HARNESS.fails


def cid(ctx: WorldContext, name: str) -> str:
    first, last = name.split(" ", 1)
    return seed_contact_id(ctx.world, first, last)


# ----------------------------------------------------------------------------- helpers


@pytest.mark.parametrize(
    ("raw", "expected"),
    [
        ("+1 (415) 555-0142", "+14155550142"),
        ("415.555.0142", "+14155550142"),
        ("1-415-555-0142", "+14155550142"),
        ("tel:+442079460958", "+442079460958"),
        ("0044 20 7946 0958", "+442079460958"),
    ],
)
def test_normalize_phone(raw: str, expected: str) -> None:
    assert normalize_phone(raw) == expected


@pytest.mark.parametrize(
    "raw", ["555-0142", "+1 415 555 01", "call me", "+0123456789", "0415 555 0142"]
)
def test_normalize_phone_rejects(raw: str) -> None:
    with pytest.raises(ToolError, match="is not a valid phone number: use international form"):
        normalize_phone(raw)


def test_short_codes_only_when_allowed() -> None:
    assert normalize_phone("28735", allow_short_code=True) == "28735"
    with pytest.raises(ToolError):
        normalize_phone("28735")


@pytest.mark.parametrize("raw", ["Maya.Patel@Gmail.com ", "a+b@sub.example.org"])
def test_normalize_email(raw: str) -> None:
    assert normalize_email(raw) == raw.strip().lower()


@pytest.mark.parametrize(
    "raw", ["maya", "maya@", "@gmail.com", "maya@gmail", "ma ya@gmail.com", "a..b@x.com"]
)
def test_normalize_email_rejects(raw: str) -> None:
    with pytest.raises(ToolError, match="is not a valid email address"):
        normalize_email(raw)


def test_seed_address_book(ctx: WorldContext) -> None:
    world = ctx.world
    seeded = contacts_seed()
    duplicate_cards = 1  # one person is in the address book twice (merge_contacts)
    people = len(seeded.people) + len(seeded.businesses) + duplicate_cards
    assert world.count("contacts") == people
    sam = world.get("contacts", cid(ctx, "Sam Okafor"))
    assert sam["relationship"] == "partner" and sam["is_favorite"]
    mom = world.get("contacts", cid(ctx, "Carol {owner}"))
    assert mom["last_name"] == ctx.owner.last_name and mom["nickname"] == "Mom"
    assert all(
        re.fullmatch(r"\+1\d{3}5550[1]\d\d", p["number"]) for p in world.select("contact_phones")
    )
    assert all(
        world.count("contact_phones", {"contact_id": c["id"], "is_primary": True}) == 1
        for c in world.select("contacts")
    )
    assert {g["name"] for g in world.select("contact_groups")} == {
        "Family",
        "Work",
        "Book Club",
        "Soccer",
    }


# ----------------------------------------------------------------------------- reads


def test_search_contacts(ctx: WorldContext) -> None:
    res = call(ctx, "search_contacts", query="maya")
    assert res["total_matches"] == 2
    assert {r["name"] for r in res["results"]} == {"Maya Patel", "Maya"}
    assert [r["name"] for r in call(ctx, "search_contacts", query="dentist")["results"]] == [
        "Alan Whitfield"
    ]
    assert call(ctx, "search_contacts", query="brightline", limit=2)["total_matches"] == 5
    sam_phone = call(ctx, "get_contact", contact_id=cid(ctx, "Sam Okafor"))["phones"][0]["number"]
    by_digits = call(ctx, "search_contacts", query=f"555-{sam_phone[-4:]}")["results"]
    assert cid(ctx, "Sam Okafor") in [r["id"] for r in by_digits]
    assert call(ctx, "search_contacts", query="zzzz nobody") == {"results": [], "total_matches": 0}


def test_search_contacts_argument_errors(ctx: WorldContext) -> None:
    with pytest.raises(
        ToolArgumentError, match="`query` must be a string of at least 1 characters"
    ):
        call(ctx, "search_contacts", query="")
    with pytest.raises(ToolArgumentError, match="`limit` must be an integer >= 1 <= 100"):
        call(ctx, "search_contacts", query="a", limit=0)


def test_get_contact(ctx: WorldContext) -> None:
    card = call(ctx, "get_contact", contact_id=cid(ctx, "Nina {owner}"))
    assert card["relationship"] == "sister"
    assert [p["label"] for p in card["phones"]] == ["mobile", "work"]
    assert card["phones"][0]["is_primary"] and card["emails"][0]["address"].endswith("@icloud.com")
    assert card["addresses"][0]["city"] == "Portland"
    assert [g["name"] for g in card["groups"]] == ["Family"]
    fails(
        ctx,
        "get_contact",
        r"no contact with id 'ct_9999' \(use search_contacts",
        contact_id="ct_9999",
    )


def test_list_contacts(ctx: WorldContext) -> None:
    page = call(ctx, "list_contacts", limit=5)
    assert page["total"] == 42 and len(page["contacts"]) == 5
    names = [
        c["name"] for c in call(ctx, "list_contacts", sort_by="first_name", limit=100)["contacts"]
    ]
    assert names == sorted(names, key=lambda n: n.split(" ")[0]) or names[0] < names[-1]
    recent = call(ctx, "list_contacts", sort_by="recently_added", limit=1)["contacts"][0]
    assert recent["name"] == "Maya"  # the duplicate card was added last
    assert call(ctx, "list_contacts", offset=100)["contacts"] == []
    with pytest.raises(ToolArgumentError, match="sort_by"):
        call(ctx, "list_contacts", sort_by="age")


def test_find_contact_by_phone(ctx: WorldContext) -> None:
    number = call(ctx, "get_contact", contact_id=cid(ctx, "Sam Okafor"))["phones"][0]["number"]
    pretty = f"({number[2:5]}) {number[5:8]}-{number[8:]}"
    res = call(ctx, "find_contact_by_phone", phone_number=pretty)
    assert res["number"] == number and [c["name"] for c in res["contacts"]] == ["Sam Okafor"]
    assert call(ctx, "find_contact_by_phone", phone_number="+1 628 555 0177")["contacts"] == []
    fails(ctx, "find_contact_by_phone", "not a valid phone number", phone_number="12-3456-7890-12")


def test_list_favorite_contacts(ctx: WorldContext) -> None:
    favs = call(ctx, "list_favorite_contacts")
    assert [f["name"] for f in favs] == [
        f"Carol {ctx.owner.last_name}",
        "Maya Patel",
        f"Nina {ctx.owner.last_name}",
        "Sam Okafor",
    ]


def test_find_duplicate_contacts(ctx: WorldContext) -> None:
    dups = call(ctx, "find_duplicate_contacts")
    assert len(dups) == 1
    assert dups[0]["names"] == ["Maya Patel", "Maya"]
    assert dups[0]["reason"].startswith("same phone +1415555")


def test_birthdays(ctx: WorldContext) -> None:
    upcoming = call(ctx, "list_upcoming_birthdays", days=30)
    assert [(b["name"], b["next_birthday"]) for b in upcoming] == [
        (f"Ruth {ctx.owner.last_name}", "2025-06-18"),
        ("Sam Okafor", "2025-06-20"),
        ("Maya Patel", "2025-06-27"),
        ("Kevin O'Brien", "2025-07-02"),
    ]
    assert upcoming[1]["turning"] == 35 and upcoming[1]["weekday"] == "Friday"
    window = call(ctx, "list_birthdays_in_range", start_date="2025-06-20", end_date="2025-06-20")
    assert [b["name"] for b in window] == ["Sam Okafor"]
    new_year = call(ctx, "list_birthdays_in_range", start_date="2025-12-15", end_date="2026-01-15")
    assert all(b["next_birthday"][5:7] in ("12", "01") for b in new_year)
    fails(
        ctx,
        "list_birthdays_in_range",
        "is before start_date",
        start_date="2025-06-20",
        end_date="2025-06-01",
    )
    fails(
        ctx,
        "list_birthdays_in_range",
        "at most one year",
        start_date="2025-01-01",
        end_date="2026-06-01",
    )
    with pytest.raises(ToolArgumentError, match="end_date"):
        call(ctx, "list_birthdays_in_range", start_date="2025-01-01", end_date="next week")


def test_groups_read(ctx: WorldContext) -> None:
    groups = {g["name"]: g for g in call(ctx, "list_contact_groups")}
    assert groups["Book Club"]["member_count"] == 4
    members = call(ctx, "list_contact_group_members", group_id=groups["Soccer"]["id"])
    assert "Hiro Tanaka" in [m["name"] for m in members["members"]]
    fails(
        ctx,
        "list_contact_group_members",
        "no contact group with id 'grp_0999'",
        group_id="grp_0999",
    )


# ----------------------------------------------------------------------------- create / update


def test_create_contact(ctx: WorldContext) -> None:
    before = ctx.world.snapshot()
    card = call(
        ctx,
        "create_contact",
        first_name=" Priyanka ",
        last_name="Desai",
        phone_number="(510) 555-0188",
        email="Priyanka.Desai@Example.com",
        birthday="1993-02-11",
        relationship="Climbing Partner",
        company="Granite Gym",
    )
    assert card["id"] == "ct_0043"
    assert card["name"] == "Priyanka Desai" and card["relationship"] == "climbing partner"
    assert card["phones"] == [{"number": "+15105550188", "label": "mobile", "is_primary": True}]
    assert card["emails"][0]["address"] == "priyanka.desai@example.com"
    assert card["created_at"] == ctx.clock.now_iso()
    d = ctx.world.diff_since(before)
    assert d.changed_tables() == ["contacts", "contact_phones", "contact_emails"]
    business = call(ctx, "create_contact", company="Bay Bikes", phone_number="+14155550155")
    assert business["name"] == "Bay Bikes"


@pytest.mark.parametrize(
    ("args", "pattern"),
    [
        ({}, "give at least a first_name, a last_name or a company"),
        ({"first_name": "X", "phone_number": "12345"}, "'12345' is not a valid phone number"),
        ({"first_name": "X", "email": "x-at-example.com"}, "is not a valid email address"),
        ({"first_name": "X", "birthday": "2030-01-01"}, "birthday 2030-01-01 is in the future"),
        (
            {"first_name": "Sam", "last_name": "Okafor"},
            r"a contact named Sam Okafor already exists \(ct_0005\)",
        ),
    ],
)
def test_create_contact_errors(ctx: WorldContext, args: dict[str, Any], pattern: str) -> None:
    fails(ctx, "create_contact", pattern, **args)


def test_create_contact_duplicate_number_and_override(ctx: WorldContext) -> None:
    number = call(ctx, "get_contact", contact_id=cid(ctx, "Sam Okafor"))["phones"][0]["number"]
    fails(
        ctx,
        "create_contact",
        r"already belongs to Sam Okafor \(ct_0005\).*allow_duplicate",
        first_name="S",
        phone_number=number,
    )
    email = call(ctx, "get_contact", contact_id=cid(ctx, "Sam Okafor"))["emails"][0]["address"]
    fails(ctx, "create_contact", "already belongs to Sam Okafor", first_name="S", email=email)
    card = call(
        ctx,
        "create_contact",
        first_name="Sam",
        last_name="Okafor",
        phone_number=number,
        allow_duplicate=True,
    )
    assert card["phones"][0]["number"] == number


def test_update_contact_name(ctx: WorldContext) -> None:
    ruth = cid(ctx, "Ruth {owner}")
    card = call(
        ctx, "update_contact_name", contact_id=ruth, nickname="Nana", last_name="Ellis-Moore"
    )
    assert card["nickname"] == "Nana" and card["name"] == "Ruth Ellis-Moore"
    assert call(ctx, "update_contact_name", contact_id=ruth, nickname="")["nickname"] is None
    fails(ctx, "update_contact_name", "give first_name, last_name or nickname", contact_id=ruth)
    fails(
        ctx,
        "update_contact_name",
        "needs a first name, a last name or a company",
        contact_id=ruth,
        first_name="",
        last_name="",
    )


def test_update_contact_work(ctx: WorldContext) -> None:
    kevin = cid(ctx, "Kevin O'Brien")
    card = call(
        ctx,
        "update_contact_work",
        contact_id=kevin,
        company="Northwind",
        job_title="Staff Engineer",
    )
    assert (card["company"], card["job_title"]) == ("Northwind", "Staff Engineer")
    assert call(ctx, "update_contact_work", contact_id=kevin, job_title="")["job_title"] is None
    fails(ctx, "update_contact_work", "give company or job_title", contact_id=kevin)
    vet = ctx.world.select("contacts", {"company": "Golden Gate Veterinary"})[0]["id"]
    fails(ctx, "update_contact_work", "has no name", contact_id=vet, company="")


def test_set_contact_birthday(ctx: WorldContext) -> None:
    tom = cid(ctx, "Tom Becker")
    assert (
        call(ctx, "set_contact_birthday", contact_id=tom, birthday="1990-07-04")["birthday"]
        == "1990-07-04"
    )
    assert call(ctx, "set_contact_birthday", contact_id=tom, birthday=None)["birthday"] is None
    fails(ctx, "set_contact_birthday", "in the future", contact_id=tom, birthday="2026-01-01")
    with pytest.raises(ToolArgumentError, match="missing required argument `birthday`"):
        call(ctx, "set_contact_birthday", contact_id=tom)


def test_set_contact_relationship(ctx: WorldContext) -> None:
    tom = cid(ctx, "Tom Becker")
    assert (
        call(ctx, "set_contact_relationship", contact_id=tom, relationship="Best Friend")[
            "relationship"
        ]
        == "best friend"
    )
    assert (
        call(ctx, "set_contact_relationship", contact_id=tom, relationship=None)["relationship"]
        is None
    )
    fails(
        ctx,
        "set_contact_relationship",
        "no contact with id 'ct_0000'",
        contact_id="ct_0000",
        relationship="x",
    )


def test_update_contact_notes(ctx: WorldContext) -> None:
    sam = cid(ctx, "Sam Okafor")
    card = call(ctx, "update_contact_notes", contact_id=sam, text="Shoe size 10")
    assert card["notes"].endswith("ranunculus.\nShoe size 10")
    assert call(ctx, "update_contact_notes", contact_id=sam, text="", mode="replace")["notes"] == ""
    fails(ctx, "update_contact_notes", "nothing to append", contact_id=sam, text="  ")


def test_contact_phones(ctx: WorldContext) -> None:
    tom = cid(ctx, "Tom Becker")
    card = call(
        ctx,
        "add_contact_phone",
        contact_id=tom,
        phone_number="415 555 0190",
        label="home",
        make_primary=True,
    )
    assert card["phones"][0] == {"number": "+14155550190", "label": "home", "is_primary": True}
    assert sum(p["is_primary"] for p in card["phones"]) == 1
    fails(
        ctx,
        "add_contact_phone",
        r"already has the number \+14155550190",
        contact_id=tom,
        phone_number="+14155550190",
    )
    card = call(
        ctx,
        "update_contact_phone",
        contact_id=tom,
        old_phone_number="+14155550190",
        new_phone_number="+14155550191",
        label="work",
    )
    assert card["phones"][0] == {"number": "+14155550191", "label": "work", "is_primary": True}
    fails(
        ctx,
        "update_contact_phone",
        r"has no number \+14155550100; their numbers: \+14155550191",
        contact_id=tom,
        old_phone_number="+14155550100",
        label="home",
    )
    fails(
        ctx,
        "update_contact_phone",
        "nothing to change",
        contact_id=tom,
        old_phone_number="+14155550191",
    )
    card = call(ctx, "remove_contact_phone", contact_id=tom, phone_number="+14155550191")
    assert len(card["phones"]) == 1 and card["phones"][0]["is_primary"]  # next one promoted
    fails(ctx, "remove_contact_phone", "has no number", contact_id=tom, phone_number="+14155550191")


def test_contact_emails(ctx: WorldContext) -> None:
    zoe = cid(ctx, "Zoe Martin")
    card = call(
        ctx, "add_contact_email", contact_id=zoe, email="Zoe@Work.example.com", label="work"
    )
    assert card["emails"][-1] == {
        "address": "zoe@work.example.com",
        "label": "work",
        "is_primary": False,
    }
    fails(
        ctx,
        "add_contact_email",
        "already has the email",
        contact_id=zoe,
        email="zoe@work.example.com",
    )
    fails(ctx, "add_contact_email", "not a valid email", contact_id=zoe, email="zoe@@x")
    card = call(
        ctx,
        "update_contact_email",
        contact_id=zoe,
        old_email="zoe@work.example.com",
        new_email="zoe.m@work.example.com",
        make_primary=True,
    )
    assert card["emails"][0] == {
        "address": "zoe.m@work.example.com",
        "label": "work",
        "is_primary": True,
    }
    fails(
        ctx,
        "update_contact_email",
        "has no email nobody@x.com",
        contact_id=zoe,
        old_email="nobody@x.com",
        label="other",
    )
    card = call(ctx, "remove_contact_email", contact_id=zoe, email="zoe.m@work.example.com")
    assert len(card["emails"]) == 1 and card["emails"][0]["is_primary"]
    fails(
        ctx, "remove_contact_email", "has no email", contact_id=zoe, email="zoe.m@work.example.com"
    )


def test_contact_addresses(ctx: WorldContext) -> None:
    rachel = cid(ctx, "Rachel Tan")
    card = call(
        ctx,
        "add_contact_address",
        contact_id=rachel,
        street="500 Howard St, Floor 4",
        city="San Francisco",
        region="CA",
        postal_code="94105",
        label="work",
        country="us",
    )
    address = card["addresses"][0]
    assert address["country"] == "US" and address["id"].startswith("cad_")
    fails(
        ctx,
        "add_contact_address",
        "already has this address",
        contact_id=rachel,
        street="500 howard st, floor 4",
        city="san francisco",
    )
    call(ctx, "remove_contact_address", contact_id=rachel, address_id=address["id"])
    fails(
        ctx,
        "remove_contact_address",
        "has no address 'cad_0001'; their addresses: none",
        contact_id=rachel,
        address_id="cad_0001",
    )


# ----------------------------------------------------------------------------- delete / merge


def test_delete_contact_cascades(ctx: WorldContext) -> None:
    sam = cid(ctx, "Sam Okafor")
    before = ctx.world.snapshot()
    assert call(ctx, "delete_contact", contact_id=sam) == {
        "deleted_contact_id": sam,
        "name": "Sam Okafor",
    }
    d = ctx.world.diff_since(before)
    assert set(d.changed_tables()) == {
        "contacts",
        "contact_phones",
        "contact_emails",
        "contact_addresses",
        "contact_group_members",
        "phone_favorites",
    }
    assert ctx.world.integrity_check() == []
    fails(ctx, "delete_contact", "no contact with id", contact_id=sam)


def test_merge_contacts(ctx: WorldContext) -> None:
    maya, dup = (
        cid(ctx, "Maya Patel"),
        ctx.world.select("contacts", {"first_name": "Maya", "last_name": ""})[0]["id"],
    )
    res = call(ctx, "merge_contacts", keep_contact_id=maya, merge_contact_id=dup)
    card = res["contact"]
    assert res["merged_contact_id"] == dup and card["id"] == maya
    assert "maya@lumenbooks.com" in [e["address"] for e in card["emails"]]
    assert len(card["phones"]) == 1  # the shared number is not duplicated
    assert sum(e["is_primary"] for e in card["emails"]) == 1
    assert not ctx.world.exists("contacts", dup)
    assert call(ctx, "find_duplicate_contacts") == []
    fails(
        ctx, "merge_contacts", "are the same contact", keep_contact_id=maya, merge_contact_id=maya
    )
    fails(ctx, "merge_contacts", "no contact with id", keep_contact_id=maya, merge_contact_id=dup)


def test_merge_contacts_moves_other_domains_references(ctx: WorldContext) -> None:
    tom = cid(ctx, "Tom Becker")
    other = call(ctx, "create_contact", first_name="Tommy", phone_number="+14155550177")["id"]
    fav = call(ctx, "add_phone_favorite", contact_id=other)
    call(ctx, "merge_contacts", keep_contact_id=tom, merge_contact_id=other)
    favs = {f["id"]: f for f in call(ctx, "list_phone_favorites")}
    assert favs[fav["id"]]["contact_id"] == tom and favs[fav["id"]]["number"] == "+14155550177"


# ----------------------------------------------------------------------------- favorites / photos


def test_contact_favorites(ctx: WorldContext) -> None:
    tom = cid(ctx, "Tom Becker")
    assert call(ctx, "add_contact_to_favorites", contact_id=tom)["is_favorite"] is True
    fails(ctx, "add_contact_to_favorites", "Tom Becker is already a favorite", contact_id=tom)
    assert call(ctx, "remove_contact_from_favorites", contact_id=tom)["is_favorite"] is False
    fails(ctx, "remove_contact_from_favorites", "Tom Becker is not a favorite", contact_id=tom)


def test_contact_photo(ctx: WorldContext) -> None:
    tom = cid(ctx, "Tom Becker")
    image = ctx.images.add_pil(Image.new("RGB", (32, 32), "teal"))
    res = call(ctx, "set_contact_photo", contact_id=tom, image_id=image.image_id)
    assert res["photo_image_id"] == image.image_id
    assert call(ctx, "get_contact", contact_id=tom)["photo_image_id"] == image.image_id
    fails(
        ctx,
        "set_contact_photo",
        "unknown image id 'img_99'; known images: ",
        contact_id=tom,
        image_id="img_99",
    )
    assert call(ctx, "remove_contact_photo", contact_id=tom)["photo_image_id"] is None
    fails(ctx, "remove_contact_photo", "Tom Becker has no photo", contact_id=tom)


# ----------------------------------------------------------------------------- groups


def test_contact_groups_write(ctx: WorldContext) -> None:
    tom, hiro = cid(ctx, "Tom Becker"), cid(ctx, "Hiro Tanaka")
    group = call(ctx, "create_contact_group", name=" Climbing ", contact_ids=[tom, hiro, tom])
    assert group == {"id": "grp_0005", "name": "Climbing", "member_ids": [tom, hiro]}
    fails(
        ctx,
        "create_contact_group",
        r"a group named 'Climbing' already exists \(grp_0005\)",
        name="climbing",
    )
    fails(
        ctx,
        "create_contact_group",
        "no contact with id 'ct_0404'",
        name="New",
        contact_ids=["ct_0404"],
    )
    assert (
        call(ctx, "rename_contact_group", group_id=group["id"], name="Bouldering")["previous_name"]
        == "Climbing"
    )
    fails(
        ctx,
        "rename_contact_group",
        "a group named 'Family' already exists",
        group_id=group["id"],
        name="family",
    )
    zoe = cid(ctx, "Zoe Martin")
    assert (
        call(ctx, "add_contact_to_group", contact_id=zoe, group_id=group["id"])["member_count"] == 3
    )
    fails(
        ctx,
        "add_contact_to_group",
        "Zoe Martin is already in 'Bouldering'",
        contact_id=zoe,
        group_id=group["id"],
    )
    assert (
        call(ctx, "remove_contact_from_group", contact_id=zoe, group_id=group["id"])["member_count"]
        == 2
    )
    fails(
        ctx,
        "remove_contact_from_group",
        "Zoe Martin is not in 'Bouldering'",
        contact_id=zoe,
        group_id=group["id"],
    )
    res = call(ctx, "delete_contact_group", group_id=group["id"])
    assert res == {"deleted_group_id": group["id"], "name": "Bouldering", "members_removed": 2}
    assert ctx.world.exists("contacts", tom)
    fails(ctx, "delete_contact_group", "no contact group with id", group_id=group["id"])


def test_every_contacts_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    tools = [t.name for t in build_tool_registry(["contacts"]) if t.domain == contacts.DOMAIN]
    assert len(tools) >= 30
    assert [t for t in tools if f'"{t}"' not in source] == []
