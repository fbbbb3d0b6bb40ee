"""Notes domain: seed, every tool (happy and error paths), and a schema-driven fuzz."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from mmtoolbench.core.errors import ToolArgumentError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, notes
from mmtoolbench.sandbox.domains.contacts import seed_contact_id
from mmtoolbench.sandbox.domains.notes import notes_seed
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world, build_world
from tests.sandbox.domain_fuzz import fuzz_tool_with_pools
from tests.sandbox.domain_harness import DomainTools

REGISTRY = build_tool_registry(["notes"])
TOOLS = [t.name for t in REGISTRY if t.domain == notes.DOMAIN]
PASSCODE = "0922"


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world(["notes"])


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call
fails = HARNESS.fails


def note(ctx: WorldContext, title: str) -> str:
    return str(ctx.world.select("notes", {"title": title})[0]["id"])


def folder(ctx: WorldContext, name: str) -> str:
    return str(ctx.world.select("note_folders", {"name": name})[0]["id"])


def item(ctx: WorldContext, text: str) -> str:
    return str(ctx.world.select("note_checklist_items", {"text": text})[0]["id"])


def cid(ctx: WorldContext, name: str) -> str:
    first, last = name.split(" ", 1)
    return seed_contact_id(ctx.world, first, last)


def new_image(ctx: WorldContext, color: tuple[int, int, int]) -> str:
    return ctx.images.add_pil(Image.new("RGB", (12, 12), color)).image_id


# ----------------------------------------------------------------------------- seed


def test_seed_is_deterministic_and_coherent(seeded: World) -> None:
    other = build_seeded_world(["notes"])
    assert other.snapshot().rows == seeded.snapshot().rows
    assert seeded.count("note_folders") == 6
    specs = notes_seed().notes
    assert seeded.count("notes") == len(specs)
    deleted = sum(1 for n in seeded.select("notes") if n["deleted_at"])
    assert deleted == sum(n.deleted is not None for n in specs) > 0
    assert seeded.count("notes", {"is_locked": True}) == sum(n.locked for n in specs) > 0
    assert seeded.images.ids() == ["img_0", "img_1", "img_2"]
    assert seeded.integrity_check() == []
    assert sum(seeded.count(t.name) for t in notes.TABLES) <= 120


# ----------------------------------------------------------------------------- folders


def test_list_note_folders(ctx: WorldContext) -> None:
    res = call(ctx, "list_note_folders")
    by_name = {f["name"]: f for f in res["folders"]}
    assert by_name["Notes"]["id"] == "notes" and by_name["Notes"]["note_count"] == 3
    assert by_name["1:1s"]["parent_id"] == by_name["Work"]["id"]
    names = [f["name"] for f in res["folders"]]
    assert names == ["Notes", "Book Club", "Personal", "Recipes", "Travel", "Work", "1:1s"]
    assert by_name["Personal"]["note_count"] == 5 and res["recently_deleted_count"] == 2


def test_create_note_folder(ctx: WorldContext) -> None:
    res = call(ctx, "create_note_folder", name=" Garden ")
    assert res["name"] == "Garden" and res["parent_id"] is None
    sub = call(
        ctx, "create_note_folder", name="Design reviews", parent_folder_id=folder(ctx, "Work")
    )
    assert sub["parent_id"] == folder(ctx, "Work")
    fails(ctx, "create_note_folder", "already exists", name="recipes")
    fails(ctx, "create_note_folder", "built-in folder name", name="Recently Deleted")
    fails(ctx, "create_note_folder", "cannot hold subfolders", name="X", parent_folder_id="notes")
    fails(
        ctx, "create_note_folder", "no note folder with id", name="X", parent_folder_id="nfd_0999"
    )


def test_rename_note_folder(ctx: WorldContext) -> None:
    res = call(ctx, "rename_note_folder", folder_id=folder(ctx, "Book Club"), name="Books")
    assert res["name"] == "Books"
    fails(ctx, "rename_note_folder", "cannot be renamed", folder_id="notes", name="Misc")
    fails(
        ctx, "rename_note_folder", "already exists", folder_id=folder(ctx, "Books"), name="Travel"
    )
    fails(ctx, "rename_note_folder", "already called", folder_id=folder(ctx, "Books"), name="Books")


def test_delete_note_folder(ctx: WorldContext) -> None:
    work = folder(ctx, "Work")
    res = call(ctx, "delete_note_folder", folder_id=work)
    assert res["subfolders_deleted"] == 1 and len(res["notes_moved_to_recently_deleted"]) == 5
    assert ctx.world.count("note_folders", {"name": ["Work", "1:1s"]}) == 0
    deleted = call(ctx, "list_recently_deleted_notes")
    assert len(deleted) == 7 and deleted[0]["original_folder"] == "Notes"
    fails(ctx, "delete_note_folder", "cannot be deleted", folder_id="notes")
    fails(ctx, "delete_note_folder", "no note folder with id", folder_id=work)


# ----------------------------------------------------------------------------- reading


def test_list_notes(ctx: WorldContext) -> None:
    res = call(ctx, "list_notes")
    assert res["total"] == 20
    assert [n["title"] for n in res["notes"][:2]] == ["Grocery list", "Q3 roadmap brainstorm"]
    locked = next(n for n in res["notes"] if n["title"] == "Gift ideas for Sam")
    assert locked["preview"] == "Locked" and locked["checklist"] is None
    default = call(ctx, "list_notes", folder_id="notes")
    assert {n["title"] for n in default["notes"]} == {"Parking", "Grocery list", "Soccer carpool"}
    recipes = call(ctx, "list_notes", tag="#Recipes", sort_by="title")
    assert [n["title"] for n in recipes["notes"]] == [
        "Banana bread",
        "Mom's lasagna",
        "Sam's jollof rice",
    ]
    assert call(ctx, "list_notes", pinned_only=True)["total"] == 2
    assert call(ctx, "list_notes", shared_only=True)["total"] == 6
    fails(ctx, "list_notes", "no note folder with id", folder_id="nfd_0999")
    fails(ctx, "list_notes", "is not a valid tag", tag="two words")


def test_get_note(ctx: WorldContext) -> None:
    grocery = call(ctx, "get_note", note_id=note(ctx, "Grocery list"))
    assert (
        grocery["checklist"] == "2/7 done" and grocery["checklist_items"][0]["text"] == "oat milk"
    )
    assert grocery["collaborators"] == [
        {"contact_id": cid(ctx, "Sam Okafor"), "name": "Sam Okafor", "permission": "can_edit"}
    ]
    offsite = call(ctx, "get_note", note_id=note(ctx, "Team offsite agenda"))
    assert offsite["shared_by"]["name"] == "Rachel Tan" and offsite["access"] == "view_only"
    gifts = note(ctx, "Gift ideas for Sam")
    fails(ctx, "get_note", "is locked; give the notes passcode", note_id=gifts)
    fails(
        ctx,
        "get_note",
        r"wrong notes passcode \(hint: Biscuit's birthday\)",
        note_id=gifts,
        passcode="1234",
    )
    opened = call(ctx, "get_note", note_id=gifts, passcode=PASSCODE)
    assert "Ranunculus" in opened["body"]
    fails(ctx, "get_note", r"no note with id 'note_0999' \(use list_notes", note_id="note_0999")


def test_search_notes(ctx: WorldContext) -> None:
    assert [n["title"] for n in call(ctx, "search_notes", query="nutmeg")["notes"]] == [
        "Mom's lasagna"
    ]
    assert call(ctx, "search_notes", query="ranunculus")["total"] == 0, "locked bodies hidden"
    assert [n["title"] for n in call(ctx, "search_notes", query="wi-fi")["notes"]] == [
        "Wi-Fi & door codes"
    ]
    assert call(ctx, "search_notes", query="oat milk")["total"] == 1, "checklist is searched"
    assert call(ctx, "search_notes", query="vaccination record")["total"] == 1, "captions too"
    assert call(ctx, "search_notes", query="portland")["total"] == 0, "deleted notes are not"
    fails(ctx, "search_notes", "the search query is empty", query="  ")


def test_list_note_attachments(ctx: WorldContext) -> None:
    every = call(ctx, "list_note_attachments")
    assert {a["note_title"] for a in every} == {
        "Q3 roadmap brainstorm",
        "Biscuit — vet info",
        "Mom's lasagna",
    }
    scans = call(ctx, "list_note_attachments", kind="scan")
    assert {a["image_id"] for a in scans} == {"img_1", "img_2"}
    with pytest.raises(ToolArgumentError, match="kind"):
        call(ctx, "list_note_attachments", kind="video")


# ----------------------------------------------------------------------------- writing


def test_create_note(ctx: WorldContext) -> None:
    photo = new_image(ctx, (200, 10, 10))
    res = call(
        ctx,
        "create_note",
        body="Paint colors\nLiving room: Swiss Coffee\nBedroom: Sea Salt",
        folder_id=folder(ctx, "Personal"),
        tags=["#Home", "paint"],
        checklist_items=["buy rollers", "  ", "tape"],
        image_ids=[photo],
    )
    assert res["id"] == "note_0023" and res["title"] == "Paint colors"
    assert res["tags"] == ["home", "paint"] and res["checklist"] == "0/2 done"
    assert res["attachments"][0]["image_id"] == photo
    assert res["folder"]["name"] == "Personal" and res["created_at"] == ctx.clock.now_iso()
    plain = call(ctx, "create_note", title="Call plumber")
    assert plain["folder"] == {"id": "notes", "name": "Notes"}


@pytest.mark.parametrize(
    ("args", "pattern"),
    [
        ({}, "the note is empty"),
        ({"title": "  ", "body": "\n\n"}, "the note is empty"),
        ({"title": "x", "tags": ["no spaces please"]}, "is not a valid tag"),
        ({"title": "x", "image_ids": ["img_77"]}, "unknown image id 'img_77'"),
        ({"title": "x", "folder_id": "nfd_0999"}, "no note folder with id"),
        ({"title": "x", "checklist_items": [" "]}, "at least one non-empty checklist item"),
    ],
)
def test_create_note_errors(ctx: WorldContext, args: dict[str, Any], pattern: str) -> None:
    fails(ctx, "create_note", pattern, **args)


def test_update_note(ctx: WorldContext) -> None:
    parking = note(ctx, "Parking")
    res = call(ctx, "update_note", note_id=parking, body="Level 3, spot 12A.")
    assert res["body"] == "Level 3, spot 12A." and res["updated_at"] == ctx.clock.now_iso()
    fails(ctx, "update_note", "nothing to change", note_id=parking, title="Parking")
    fails(ctx, "update_note", "title cannot be empty", note_id=parking, title=" ")
    fails(
        ctx,
        "update_note",
        "view only, so you cannot edit it; ask Rachel Tan",
        note_id=note(ctx, "Team offsite agenda"),
        body="x",
    )
    wifi = note(ctx, "Wi-Fi & door codes")
    fails(ctx, "update_note", "is locked", note_id=wifi, title="Codes")
    assert (
        call(ctx, "update_note", note_id=wifi, title="Codes", passcode=PASSCODE)["title"] == "Codes"
    )


def test_append_to_note(ctx: WorldContext) -> None:
    carpool = note(ctx, "Soccer carpool")
    res = call(ctx, "append_to_note", note_id=carpool, text="July 5: Ahmed")
    assert res["body"].endswith("June 28: Tom\nJuly 5: Ahmed")
    fails(ctx, "append_to_note", "nothing to append", note_id=carpool, text="\n \n")
    fails(ctx, "append_to_note", "is in Recently Deleted", note_id=note(ctx, "Untitled"), text="x")


def test_replace_text_in_note(ctx: WorldContext) -> None:
    lasagna = note(ctx, "Mom's lasagna")
    res = call(
        ctx, "replace_text_in_note", note_id=lasagna, find="serves 8", replace_with="Serves 10"
    )
    assert res["replacements"] == 1 and res["body"].startswith("Serves 10.")
    fails(
        ctx,
        "replace_text_in_note",
        "does not occur",
        note_id=lasagna,
        find="serves 8",
        replace_with="x",
        match_case=True,
    )
    fails(
        ctx,
        "replace_text_in_note",
        "does not change",
        note_id=lasagna,
        find="Serves 10",
        replace_with="Serves 10",
    )


def test_delete_restore_and_erase(ctx: WorldContext) -> None:
    eat = note(ctx, "Lisbon — places to eat")
    res = call(ctx, "delete_note", note_id=eat)
    assert res["restorable_for_days"] == 30
    fails(ctx, "delete_note", "already in Recently Deleted", note_id=eat)
    deleted = call(ctx, "list_recently_deleted_notes")
    assert [d["title"] for d in deleted] == [
        "Lisbon — places to eat",
        "Old packing list — Portland",
        "Untitled",
    ]
    assert [d["days_until_erased"] for d in deleted] == [30, 25, 8]
    restored = call(ctx, "restore_note", note_id=eat)
    assert restored["folder"]["name"] == "Travel"
    fails(ctx, "restore_note", "is not in Recently Deleted", note_id=eat)
    moved_back = call(
        ctx, "restore_note", note_id=note(ctx, "Untitled"), folder_id=folder(ctx, "Personal")
    )
    assert moved_back["folder"]["name"] == "Personal"
    old = note(ctx, "Old packing list — Portland")
    assert call(ctx, "permanently_delete_note", note_id=old)["erased_note_id"] == old
    assert ctx.world.count("note_checklist_items", {"note_id": old}) == 0
    fails(ctx, "permanently_delete_note", "delete it with delete_note first", note_id=eat)


def test_restore_after_folder_deleted(ctx: WorldContext) -> None:
    call(ctx, "delete_note_folder", folder_id=folder(ctx, "Recipes"))
    res = call(ctx, "restore_note", note_id=note(ctx, "Banana bread"))
    assert res["folder"] == {"id": "notes", "name": "Notes"}


def test_empty_recently_deleted_notes(ctx: WorldContext) -> None:
    res = call(ctx, "empty_recently_deleted_notes")
    assert res["count"] == 2 and ctx.world.count("notes") == 20
    fails(ctx, "empty_recently_deleted_notes", "already empty")


def test_move_note(ctx: WorldContext) -> None:
    parking = note(ctx, "Parking")
    res = call(ctx, "move_note", note_id=parking, folder_id=folder(ctx, "Personal"))
    assert res["folder"]["name"] == "Personal"
    assert call(ctx, "move_note", note_id=parking, folder_id="notes")["folder"]["id"] == "notes"
    fails(ctx, "move_note", "already in 'Notes'", note_id=parking, folder_id="notes")
    fails(ctx, "move_note", "no note folder", note_id=parking, folder_id="nfd_0404")


def test_duplicate_note(ctx: WorldContext) -> None:
    packing = note(ctx, "Lisbon packing list")
    copy = call(ctx, "duplicate_note", note_id=packing)
    assert copy["id"] != packing and copy["title"] == "Lisbon packing list"
    assert copy["checklist"] == "4/5 done" and copy["collaborators"] == []
    gifts = note(ctx, "Gift ideas for Sam")
    fails(ctx, "duplicate_note", "is locked", note_id=gifts)
    assert call(ctx, "duplicate_note", note_id=gifts, passcode=PASSCODE)["is_locked"] is True


def test_pin_and_unpin(ctx: WorldContext) -> None:
    parking = note(ctx, "Parking")
    assert call(ctx, "pin_note", note_id=parking)["is_pinned"] is True
    fails(ctx, "pin_note", "already pinned", note_id=parking)
    assert call(ctx, "unpin_note", note_id=parking)["is_pinned"] is False
    fails(ctx, "unpin_note", "already not pinned", note_id=parking)


# ----------------------------------------------------------------------------- locking and settings


def test_lock_and_remove_lock(ctx: WorldContext) -> None:
    biscuit = note(ctx, "Biscuit — vet info")
    assert call(ctx, "lock_note", note_id=biscuit)["preview"] == "Locked"
    fails(ctx, "lock_note", "already locked", note_id=biscuit)
    fails(ctx, "lock_note", "shared notes cannot be locked", note_id=note(ctx, "Grocery list"))
    fails(ctx, "remove_note_lock", "wrong notes passcode", note_id=biscuit, passcode="0000")
    assert call(ctx, "remove_note_lock", note_id=biscuit, passcode=PASSCODE)["is_locked"] is False
    fails(ctx, "remove_note_lock", "is not locked", note_id=biscuit, passcode=PASSCODE)


def test_lock_needs_a_passcode() -> None:
    ctx = WorldContext(build_world(["notes"]))
    created = call(ctx, "create_note", title="Secret")
    fails(ctx, "lock_note", "no notes passcode is set", note_id=created["id"])
    call(ctx, "set_notes_passcode", new_passcode="4321")
    assert call(ctx, "lock_note", note_id=created["id"])["is_locked"] is True
    fails(ctx, "get_note", "is locked", note_id=created["id"])


def test_set_notes_passcode(ctx: WorldContext) -> None:
    fails(ctx, "set_notes_passcode", "give the correct current_passcode", new_passcode="5555")
    fails(
        ctx,
        "set_notes_passcode",
        "at least 4 characters",
        new_passcode="12",
        current_passcode=PASSCODE,
    )
    fails(
        ctx,
        "set_notes_passcode",
        "must not contain the passcode",
        new_passcode="5555",
        current_passcode=PASSCODE,
        hint="it is 5555",
    )
    res = call(
        ctx, "set_notes_passcode", new_passcode="5555", current_passcode=PASSCODE, hint="all fives"
    )
    assert res == {"passcode_set": True, "hint": "all fives"}
    fails(
        ctx,
        "get_note",
        "wrong notes passcode",
        note_id=note(ctx, "Gift ideas for Sam"),
        passcode=PASSCODE,
    )
    assert call(ctx, "get_note", note_id=note(ctx, "Gift ideas for Sam"), passcode="5555")[
        "is_locked"
    ]


def test_notes_settings_and_sort(ctx: WorldContext) -> None:
    assert call(ctx, "get_notes_settings") == {
        "passcode_set": True,
        "passcode_hint": "Biscuit's birthday",
        "sort_by": "date_edited",
    }
    assert call(ctx, "set_notes_sort_order", sort_by="title") == {"sort_by": "title"}
    titles = [n["title"] for n in call(ctx, "list_notes")["notes"]]
    assert titles[:2] == ["Grocery list", "Q3 roadmap brainstorm"], "pinned stay on top"
    assert titles[2:] == sorted(titles[2:], key=str.lower)
    fails(ctx, "set_notes_sort_order", "already sorted by title", sort_by="title")


# ----------------------------------------------------------------------------- tags


def test_note_tags(ctx: WorldContext) -> None:
    parking = note(ctx, "Parking")
    assert call(ctx, "add_note_tags", note_id=parking, tags=["car", "#Car", "home"])["tags"] == [
        "car",
        "home",
    ]
    fails(ctx, "add_note_tags", "already has the tags car", note_id=parking, tags=["car"])
    fails(ctx, "add_note_tags", "view only", note_id=note(ctx, "Team offsite agenda"), tags=["x"])
    assert call(ctx, "remove_note_tags", note_id=parking, tags=["home"])["tags"] == ["car"]
    fails(ctx, "remove_note_tags", "has no tag work", note_id=parking, tags=["work"])
    fails(ctx, "remove_note_tags", "give at least one tag", note_id=parking, tags=[])
    tags = call(ctx, "list_note_tags")
    assert tags[0] == {"tag": "work", "note_count": 4}
    assert {"tag": "car", "note_count": 1} in tags


# ----------------------------------------------------------------------------- checklists


def test_checklist_items(ctx: WorldContext) -> None:
    grocery = note(ctx, "Grocery list")
    res = call(ctx, "add_note_checklist_items", note_id=grocery, items=["bananas", "  "])
    assert res["checklist_items"][-1]["text"] == "bananas" and res["checklist"] == "2/8 done"
    fails(ctx, "add_note_checklist_items", "at least one non-empty", note_id=grocery, items=[" "])
    eggs = item(ctx, "eggs")
    assert call(ctx, "check_note_checklist_item", item_id=eggs)["checklist"] == "3/8 done"
    fails(ctx, "check_note_checklist_item", "already checked", item_id=eggs)
    assert call(ctx, "uncheck_note_checklist_item", item_id=eggs)["checklist"] == "2/8 done"
    fails(ctx, "uncheck_note_checklist_item", "already unchecked", item_id=eggs)
    removed = call(ctx, "remove_note_checklist_item", item_id=eggs)
    assert removed["removed_item"] == "eggs" and removed["checklist"] == "2/7 done"
    fails(ctx, "remove_note_checklist_item", "no checklist item with id", item_id=eggs)
    deleted_note_item = item(ctx, "rain jacket")
    fails(ctx, "check_note_checklist_item", "in Recently Deleted", item_id=deleted_note_item)


# ----------------------------------------------------------------------------- attachments


def test_attachments(ctx: WorldContext) -> None:
    apartment = note(ctx, "Apartment — things to fix")
    receipt = new_image(ctx, (240, 240, 240))
    res = call(
        ctx,
        "attach_image_to_note",
        note_id=apartment,
        image_id=receipt,
        kind="scan",
        caption="Plumber invoice",
    )
    assert res["attachments"] == [
        {
            "id": res["attachments"][0]["id"],
            "image_id": receipt,
            "kind": "scan",
            "caption": "Plumber invoice",
        }
    ]
    fails(ctx, "attach_image_to_note", "already attached", note_id=apartment, image_id=receipt)
    fails(ctx, "attach_image_to_note", "unknown image id", note_id=apartment, image_id="img_404")
    fails(
        ctx,
        "attach_image_to_note",
        "view only",
        note_id=note(ctx, "Team offsite agenda"),
        image_id=receipt,
    )
    removed = call(ctx, "remove_note_attachment", attachment_id=res["attachments"][0]["id"])
    assert removed["removed_image_id"] == receipt and removed["attachments"] == []
    fails(ctx, "remove_note_attachment", "no note attachment with id", attachment_id="nat_0999")


# ----------------------------------------------------------------------------- sharing


def test_share_note(ctx: WorldContext) -> None:
    banana = note(ctx, "Banana bread")
    mom = cid(ctx, "Carol {owner}")
    res = call(ctx, "share_note", note_id=banana, contact_id=mom, permission="view_only")
    assert res["collaborators"][0]["permission"] == "view_only" and res["is_shared"]
    fails(ctx, "share_note", "already shared with", note_id=banana, contact_id=mom)
    fails(
        ctx,
        "share_note",
        "locked notes cannot be shared",
        note_id=note(ctx, "Gift ideas for Sam"),
        contact_id=mom,
    )
    fails(
        ctx,
        "share_note",
        "belongs to Ray Delgado",
        note_id=note(ctx, "Soccer carpool"),
        contact_id=mom,
    )
    fails(ctx, "share_note", "no contact with id", note_id=banana, contact_id="ct_0999")


def test_change_permission_and_stop_sharing(ctx: WorldContext) -> None:
    party = note(ctx, "Grandma Ruth's 84th birthday")
    mom = cid(ctx, "Carol {owner}")
    res = call(
        ctx,
        "change_note_collaborator_permission",
        note_id=party,
        contact_id=mom,
        permission="can_edit",
    )
    assert {c["permission"] for c in res["collaborators"]} == {"can_edit"}
    fails(
        ctx,
        "change_note_collaborator_permission",
        "already has can_edit",
        note_id=party,
        contact_id=mom,
        permission="can_edit",
    )
    fails(
        ctx,
        "change_note_collaborator_permission",
        "is not shared with Sam Okafor",
        note_id=party,
        contact_id=cid(ctx, "Sam Okafor"),
        permission="view_only",
    )
    one = call(ctx, "stop_sharing_note", note_id=party, contact_id=mom)
    assert one["removed"] == [mom] and len(one["collaborators"]) == 1
    everyone = call(ctx, "stop_sharing_note", note_id=party)
    assert everyone["collaborators"] == [] and everyone["is_shared"] is False
    fails(ctx, "stop_sharing_note", "is not shared", note_id=party)
    fails(ctx, "stop_sharing_note", "only the owner", note_id=note(ctx, "Team offsite agenda"))


def test_list_shared_notes(ctx: WorldContext) -> None:
    shared = call(ctx, "list_shared_notes")
    by_title = {s["title"]: s for s in shared}
    assert by_title["Soccer carpool"]["direction"] == "shared_with_me"
    assert by_title["Soccer carpool"]["shared_by"] == "Ray Delgado"
    assert [c["name"] for c in by_title["Lisbon packing list"]["collaborators"]] == ["Sam Okafor"]
    assert len(shared) == 6


# ----------------------------------------------------------------------------- fuzz

_WORDS = [
    "notes",
    "Recipes",
    "work",
    "#family",
    "two words",
    "0922",
    "1234",
    "lasagna",
    "oat milk",
    "img_0",
    "img_7",
    "",
    " ",
    "\n",
]


_ID_PREFIXES = {
    "note_id": "note_",
    "folder_id": "nfd_",
    "parent_folder_id": "nfd_",
    "item_id": "nci_",
    "attachment_id": "nat_",
    "contact_id": "ct_",
    "image_id": "img_",
    "image_ids": "img_",
}


def id_pools(world: World) -> dict[str, list[str]]:
    """For each id parameter: existing ids of its kind, plus one that does not exist."""
    every = [str(k) for rows in world.snapshot().rows.values() for k in rows]
    every += world.images.ids()
    pools = {
        name: [*(i for i in every if i.startswith(prefix)), "x_0001"]
        for name, prefix in _ID_PREFIXES.items()
    }
    pools["folder_id"].append("notes")
    pools["passcode"] = pools["current_passcode"] = [PASSCODE, "1111", ""]
    return pools


@pytest.mark.parametrize("tool_name", TOOLS)
def test_fuzz_tool_raises_only_tool_errors(ctx: WorldContext, tool_name: str) -> None:
    fuzz_tool_with_pools(ctx, REGISTRY.get(tool_name), id_pools(ctx.world), _WORDS)


def test_every_notes_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    assert len(TOOLS) >= 32
    assert [t for t in TOOLS if f'"{t}"' not in source] == []


# ----------------------------------------------------------------------------- SQL reads


def _python_list(
    world: World, folder: str | None, tag: str | None, pinned: bool, shared: bool, sort_by: str
) -> list[str]:
    """list_notes' filters and order as they were written in Python."""
    rows = world.select("notes", {"deleted_at": None})
    if folder is not None:
        rows = [n for n in rows if n["folder_id"] == (None if folder == "notes" else folder)]
    if tag is not None:
        rows = [n for n in rows if tag in n["tags"]]
    if pinned:
        rows = [n for n in rows if n["is_pinned"]]
    if shared:
        rows = [
            n
            for n in rows
            if n["access"] != "owner"
            or world.exists_where("note_collaborators", {"note_id": n["id"]})
        ]
    if sort_by == "title":
        rows.sort(key=lambda n: (str(n["title"]) or "New Note").lower())
    else:
        column = "created_at" if sort_by == "date_created" else "updated_at"
        rows.sort(key=lambda n: str(n[column]), reverse=True)
    rows.sort(key=lambda n: not n["is_pinned"])
    return [str(n["id"]) for n in rows]


def test_list_notes_in_sql_matches_the_python_filters(ctx: WorldContext) -> None:
    world = ctx.world
    call(ctx, "create_note", title="", body="untitled")
    call(ctx, "create_note", title="ápple", body="x")
    notes = world.select("notes")
    call(ctx, "pin_note", note_id=notes[-1]["id"])
    call(ctx, "delete_note", note_id=notes[0]["id"])
    tags = sorted({t for n in notes for t in n["tags"]})[:3]
    folders = [None, "notes", *[str(f["id"]) for f in world.select("note_folders")][:3]]
    checked = 0
    for folder in folders:
        for tag in (None, *tags):
            for pinned, shared in ((False, False), (True, False), (False, True)):
                for sort_by in ("date_edited", "date_created", "title"):
                    args: dict[str, Any] = {"sort_by": sort_by, "limit": 3}
                    args.update({"pinned_only": pinned, "shared_only": shared})
                    if folder is not None:
                        args["folder_id"] = folder
                    if tag is not None:
                        args["tag"] = tag
                    expected = _python_list(world, folder, tag, pinned, shared, sort_by)
                    got = call(ctx, "list_notes", **args)
                    assert [n["id"] for n in got["notes"]] == expected[:3], args
                    assert got["total"] == len(expected), args
                    checked += len(expected) > 3
    assert checked > 5  # the limit cut some listings
