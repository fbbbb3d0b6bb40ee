"""Files domain (iCloud Drive): seed, every tool (happy path and error path) and a fuzz."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from mmtoolbench.core.errors import ToolArgumentError
from mmtoolbench.sandbox.context import WorldContext
from mmtoolbench.sandbox.domains import build_tool_registry, files
from mmtoolbench.sandbox.domains.contacts import seed_contact_id
from mmtoolbench.sandbox.domains.files import files_seed
from mmtoolbench.sandbox.world import World
from mmtoolbench.sandbox.world.seed import build_seeded_world
from tests.sandbox.domain_fuzz import fuzz_tool, id_pool
from tests.sandbox.domain_harness import DomainTools

REGISTRY = build_tool_registry(["files"])
FILES_TOOLS = [t for t in REGISTRY if t.domain == files.DOMAIN]


@pytest.fixture(scope="module")
def seeded() -> World:
    return build_seeded_world(["files"])


HARNESS = DomainTools(REGISTRY)
call = HARNESS.call
fails = HARNESS.fails


def cid(ctx: WorldContext, name: str) -> str:
    first, last = name.split(" ", 1)
    return seed_contact_id(ctx.world, first, last)


def fld(ctx: WorldContext, path: str) -> str:
    parent: str | None = None
    for name in path.split("/"):
        rows = ctx.world.select("drive_folders", {"name": name, "parent_id": parent})
        assert rows, path
        parent = str(rows[0]["id"])
    assert parent is not None
    return parent


def fil(ctx: WorldContext, path: str) -> str:
    folder, _, name = path.rpartition("/")
    rows = ctx.world.select(
        "drive_files", {"name": name, "folder_id": fld(ctx, folder) if folder else None}
    )
    assert len(rows) == 1, path
    return str(rows[0]["id"])


def live(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The rows that are not in Recently Deleted themselves."""
    return [r for r in rows if r["trashed_at"] is None]


def folder_ids_below(ctx: WorldContext, folder_id: str) -> list[str]:
    """``folder_id`` and every folder inside it, at any depth (trashed or not)."""
    found = [folder_id]
    for child in ctx.world.select("drive_folders", {"parent_id": folder_id}):
        found += folder_ids_below(ctx, str(child["id"]))
    return found


def files_below(ctx: WorldContext, folder_id: str) -> list[dict[str, Any]]:
    """The files in ``folder_id`` or any folder inside it (trashed or not)."""
    return [
        f
        for fid in folder_ids_below(ctx, folder_id)
        for f in ctx.world.select("drive_files", {"folder_id": fid})
    ]


def trash_rows(ctx: WorldContext) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """What Recently Deleted lists (items deleted themselves, not inside a deleted folder)
    and every file it holds (those items' files and the files inside deleted folders)."""
    folders = ctx.world.select("drive_folders")
    gone = {f["id"] for f in folders if f["trashed_at"] is not None}
    gone_below = {fid for f in gone for fid in folder_ids_below(ctx, f)}
    files = ctx.world.select("drive_files")
    top = [f for f in folders if f["id"] in gone and f["parent_id"] not in gone_below]
    top += [f for f in files if f["trashed_at"] is not None and f["folder_id"] not in gone_below]
    held = [f for f in files if f["trashed_at"] is not None or f["folder_id"] in gone_below]
    return top, held


def version_count(ctx: WorldContext, file_id: str) -> int:
    """How many versions a text file has: the earlier ones stored plus the current one."""
    return ctx.world.count("drive_file_versions", {"file_id": file_id}) + 1


def names(listing: dict[str, Any]) -> list[str]:
    return [x["name"] for x in (*listing["folders"], *listing["files"])]


# ----------------------------------------------------------------------------- seed


def test_seed_drive(ctx: WorldContext) -> None:
    world = ctx.world
    drive = files_seed()
    assert world.count("drive_folders") == len(drive.folders)
    assert world.count("drive_files") == len(drive.files)
    for table in files.TABLES:
        assert world.count(table.name) <= 120
    for f in world.select("drive_files"):
        if f["content"] is not None:
            assert f["size_bytes"] == len(f["content"].encode())
        if f["image_id"] is not None:
            image = ctx.images.get(f["image_id"])
            assert f["size_bytes"] == len(image.data) and f["mime_type"] == image.media_type
        assert f["created_at"] <= f["modified_at"] <= ctx.clock.now_iso()
    budget = world.get("drive_files", fil(ctx, "Documents/Finance/Budget 2025.csv"))
    assert "biscuit" in budget["content"] and budget["is_favorite"]
    carol = world.get("drive_folders", fld(ctx, "Family Reunion 2025"))
    assert (
        carol["owner_contact_id"] == cid(ctx, "Carol {owner}") and carol["my_permission"] == "edit"
    )
    reunion = world.get("drive_files", fil(ctx, "Family Reunion 2025/Reunion Plan.md"))
    assert ctx.owner.last_name in reunion["content"] and "{owner}" not in reunion["content"]
    assert world.integrity_check() == []


def test_seed_is_deterministic() -> None:
    a = build_seeded_world(["files"])
    b = build_seeded_world(["files"])
    sa, sb = a.snapshot(), b.snapshot()
    for table in files.TABLES:
        assert sa.rows[table.name] == sb.rows[table.name]
    assert [a.images.get(i).sha256 for i in a.images.ids()] == [
        b.images.get(i).sha256 for i in b.images.ids()
    ]


# ----------------------------------------------------------------------------- browsing


def test_list_drive_folder(ctx: WorldContext) -> None:
    top = call(ctx, "list_drive_folder")
    assert top["folder"]["id"] == "root"
    assert "Old Drafts" not in names(top) and "Documents" in names(top)
    documents = fld(ctx, "Documents")
    docs = call(ctx, "list_drive_folder", folder_id=documents)
    sub = sorted(
        f["name"] for f in live(ctx.world.select("drive_folders", {"parent_id": documents}))
    )
    inside = sorted(
        f["name"] for f in live(ctx.world.select("drive_files", {"folder_id": documents}))
    )
    assert sub and inside and names(docs) == sub + inside  # folders first, by name
    assert docs["folder"]["path"] == "iCloud Drive/Documents" and docs["folder"]["owner"] == "you"
    downloads = fld(ctx, "Downloads")
    by_size = call(ctx, "list_drive_folder", folder_id=downloads, sort_by="size")
    biggest = max(
        live(ctx.world.select("drive_files", {"folder_id": downloads})),
        key=lambda f: f["size_bytes"],
    )
    assert by_size["files"][0]["name"] == biggest["name"]
    fails(
        ctx,
        "list_drive_folder",
        "no folder with id 'fld_0999' .use list_drive_folder",
        folder_id="fld_0999",
    )
    fails(
        ctx,
        "list_drive_folder",
        "'Old Drafts' .* is in Recently Deleted",
        folder_id=fld(ctx, "Old Drafts"),
    )


def test_get_drive_tree(ctx: WorldContext) -> None:
    tree = call(ctx, "get_drive_tree", max_depth=2, include_files=False)
    docs = next(f for f in tree["folders"] if f["name"] == "Documents")
    sub_rows = sorted(
        live(ctx.world.select("drive_folders", {"parent_id": fld(ctx, "Documents")})),
        key=lambda f: f["name"],
    )
    assert [f["name"] for f in docs["folders"]] == [f["name"] for f in sub_rows]
    first = sub_rows[0]["id"]
    hidden = len(live(ctx.world.select("drive_folders", {"parent_id": first}))) + len(
        live(ctx.world.select("drive_files", {"folder_id": first}))
    )
    assert hidden > 0 and docs["folders"][0]["more_items"] == hidden and "files" not in docs
    travel = fld(ctx, "Travel")
    sub = call(ctx, "get_drive_tree", folder_id=travel)
    travel_files = live(ctx.world.select("drive_files", {"folder_id": travel}))
    assert travel_files and sub["files"] == [
        {"id": f["id"], "name": f["name"]} for f in sorted(travel_files, key=lambda f: f["name"])
    ]
    fails(ctx, "get_drive_tree", "no folder with id", folder_id="fil_0001")


def test_get_file_info(ctx: WorldContext) -> None:
    tax_return = fil(ctx, "Documents/Finance/Taxes 2024/Tax Return 2024 - Filed.pdf")
    info = call(ctx, "get_file_info", file_id=tax_return)
    row = ctx.world.get("drive_files", tax_return)
    assert (info["extension"], info["mime_type"]) == ("pdf", row["mime_type"])
    assert info["size"] == f"{row['size_bytes'] / 1000:.1f} KB"
    tags = [t["color"] for t in ctx.world.select("drive_tags", {"file_id": tax_return})]
    assert tags and info["tags"] == tags and info["shared_with"] == []
    assert info["shared_via_folders"] == [
        {
            "contact_id": cid(ctx, "Frank Dimitriou"),
            "name": "Frank Dimitriou",
            "permission": "view",
            "via_folder": "Taxes 2024",
        }
    ]
    roster = call(ctx, "get_file_info", file_id=fil(ctx, "Soccer League/Team Roster.csv"))
    assert (roster["owner"], roster["my_permission"]) == ("Ray Delgado", "view")
    receipts = fil(ctx, "Documents/Finance/Taxes 2024/Receipts for Frank.zip")
    zipped = call(ctx, "get_file_info", file_id=receipts)
    members = ctx.world.get("drive_files", receipts)["archive_members"]
    assert members and len(zipped["archive_members"]) == len(members)
    fails(ctx, "get_file_info", "fld_0001 is a folder, not a file", file_id=fld(ctx, "Documents"))
    fails(ctx, "get_file_info", "no file with id 'fil_0999'", file_id="fil_0999")


def test_search_files(ctx: WorldContext) -> None:
    _, in_trash = trash_rows(ctx)
    trashed = {f["id"] for f in in_trash}
    kept = [f for f in ctx.world.select("drive_files") if f["id"] not in trashed]
    lease = call(ctx, "search_files", query="lease agreement")
    leases = [f for f in kept if "lease agreement" in f["name"].lower()]
    assert len(leases) > 1 and lease["total_matches"] == len(leases)
    assert {r["matched_in"] for r in lease["results"]} == {"name"}
    inside = call(ctx, "search_files", query="biscuit")
    mention = {f["name"] for f in kept if "biscuit" in (f["content"] or "").lower()}
    assert mention and {r["name"] for r in inside["results"]} == mention
    assert {r["matched_in"] for r in inside["results"]} == {"content"}
    finance = fld(ctx, "Documents/Finance")
    pdfs = call(ctx, "search_files", extension=".PDF", folder_id=finance, limit=50)
    finance_pdfs = {
        f["name"]
        for f in files_below(ctx, finance)
        if f["id"] not in trashed and f["name"].lower().endswith(".pdf")
    }
    assert len(finance_pdfs) > 1 and {r["name"] for r in pdfs["results"]} == finance_pdfs
    big = call(ctx, "search_files", min_size_bytes=50_000_000)
    large = {f["name"] for f in kept if f["size_bytes"] >= 50_000_000}
    assert large and {r["name"] for r in big["results"]} == large
    red = call(ctx, "search_files", tag="red", include_folders=True)
    red_tags = ctx.world.select("drive_tags", {"color": "red"})
    gone_folders = {
        fid
        for f in ctx.world.select("drive_folders")
        if f["trashed_at"] is not None
        for fid in folder_ids_below(ctx, f["id"])
    }
    red_items = {
        ctx.world.get("drive_files", t["file_id"])["name"]
        if t["file_id"]
        else ctx.world.get("drive_folders", t["folder_id"])["name"]
        for t in red_tags
        if (t["file_id"] or t["folder_id"]) not in trashed | gone_folders
    }
    assert len(red_items) > 1 and {r["name"] for r in red["results"]} == red_items
    week = call(ctx, "search_files", modified_after="2025-06-12", limit=100)
    assert week["results"] and all(r["modified_at"] >= "2025-06-12" for r in week["results"])
    assert call(ctx, "search_files", query="portfolio")["total_matches"] == 0  # only in the trash
    fails(
        ctx,
        "search_files",
        "modified_before 2025-01-01 is before modified_after 2025-06-01",
        modified_after="2025-06-01",
        modified_before="2025-01-01",
    )
    fails(
        ctx,
        "search_files",
        "max_size_bytes is smaller than min_size_bytes",
        min_size_bytes=10,
        max_size_bytes=1,
    )
    with pytest.raises(ToolArgumentError):
        call(ctx, "search_files", tag="pink")


def test_list_recent_files(ctx: WorldContext) -> None:
    recent = call(ctx, "list_recent_files", days=2)
    stamps = [f["modified_at"] for f in recent]
    newest = max(live(ctx.world.select("drive_files")), key=lambda f: str(f["modified_at"]))
    assert stamps == sorted(stamps, reverse=True) and recent[0]["name"] == newest["name"]
    assert "Untitled.txt" not in [
        f["name"] for f in call(ctx, "list_recent_files", days=30, limit=200)
    ]
    with pytest.raises(ToolArgumentError):
        call(ctx, "list_recent_files", days=0)


def test_find_duplicate_files(ctx: WorldContext) -> None:
    dups = call(ctx, "find_duplicate_files")
    assert [d["name"] for d in dups] == ["Lease Agreement - 1847 Alder St.pdf", "IMG_2041.jpg"]
    call(ctx, "delete_file", file_id=fil(ctx, "Downloads/Lease Agreement - 1847 Alder St.pdf"))
    assert [d["name"] for d in call(ctx, "find_duplicate_files")] == ["IMG_2041.jpg"]


def test_get_drive_storage_usage(ctx: WorldContext) -> None:
    usage = call(ctx, "get_drive_storage_usage")
    total = sum(f["size_bytes"] for f in ctx.world.select("drive_files"))
    assert usage["used_bytes"] == total and usage["quota_bytes"] == 50_000_000_000
    video = sum(
        f["size_bytes"]
        for f in ctx.world.select("drive_files")
        if f["mime_type"].startswith("video/")
    )
    assert video > 0 and usage["by_category"]["video"]["bytes"] == video
    _, in_trash = trash_rows(ctx)
    assert in_trash and usage["trash_bytes"] == sum(f["size_bytes"] for f in in_trash)
    assert usage["largest_files"][0]["path"].endswith("Usability Test Recording.mov")
    call(ctx, "empty_drive_trash")
    assert call(ctx, "get_drive_storage_usage")["trash_bytes"] == 0


# ----------------------------------------------------------------------------- folders


def test_create_drive_folder(ctx: WorldContext) -> None:
    made = call(
        ctx, "create_drive_folder", name=" Receipts ", parent_folder_id=fld(ctx, "Documents")
    )
    assert made["path"] == "iCloud Drive/Documents/Receipts" and made["item_count"] == 0
    assert (
        ctx.world.get("drive_folders", fld(ctx, "Documents"))["modified_at"] == ctx.clock.now_iso()
    )
    top = call(ctx, "create_drive_folder", name="Scans")
    assert top["parent_id"] == "root"
    fails(
        ctx,
        "create_drive_folder",
        "an item named 'Receipts' .* already exists in iCloud Drive/Documents",
        name="receipts",
        parent_folder_id=fld(ctx, "Documents"),
    )
    fails(ctx, "create_drive_folder", "may not contain '/'", name="a/b")
    fails(
        ctx,
        "create_drive_folder",
        "view-only access",
        name="Mine",
        parent_folder_id=fld(ctx, "Soccer League"),
    )
    fails(
        ctx,
        "create_drive_folder",
        "is in Recently Deleted",
        name="X",
        parent_folder_id=fld(ctx, "Old Drafts"),
    )
    # Edit access to a shared folder is enough.
    assert (
        call(
            ctx,
            "create_drive_folder",
            name="Photos",
            parent_folder_id=fld(ctx, "Family Reunion 2025"),
        )["name"]
        == "Photos"
    )


def test_rename_drive_folder(ctx: WorldContext) -> None:
    travel = fld(ctx, "Travel")
    res = call(ctx, "rename_drive_folder", folder_id=travel, name="Trips")
    assert res["previous_name"] == "Travel" and res["path"] == "iCloud Drive/Trips"
    assert call(ctx, "get_file_info", file_id=fil(ctx, "Trips/Big Sur Itinerary.md"))[
        "path"
    ].startswith("iCloud Drive/Trips/")
    fails(
        ctx, "rename_drive_folder", "an item named 'Documents'", folder_id=travel, name="documents"
    )
    fails(ctx, "rename_drive_folder", "already called 'Trips'", folder_id=travel, name="Trips")
    fails(
        ctx,
        "rename_drive_folder",
        "belongs to Carol Ellis, who shared it with you; only they can rename",
        folder_id=fld(ctx, "Family Reunion 2025"),
        name="Reunion",
    )
    fails(
        ctx,
        "rename_drive_folder",
        "top level of iCloud Drive can't be changed",
        folder_id="root",
        name="x",
    )


def test_move_drive_folder(ctx: WorldContext) -> None:
    portland = fld(ctx, "Travel/Portland June 2025")
    res = call(
        ctx, "move_drive_folder", folder_id=portland, destination_folder_id=fld(ctx, "Documents")
    )
    assert res["path"] == "iCloud Drive/Documents/Portland June 2025"
    assert res["previous_path"] == "iCloud Drive/Travel"
    fails(
        ctx,
        "move_drive_folder",
        "is already in iCloud Drive/Documents",
        folder_id=portland,
        destination_folder_id=fld(ctx, "Documents"),
    )
    docs = fld(ctx, "Documents")
    fails(
        ctx,
        "move_drive_folder",
        "into itself or one of its subfolders",
        folder_id=docs,
        destination_folder_id=fld(ctx, "Documents/Finance"),
    )
    fails(
        ctx,
        "move_drive_folder",
        "view-only access",
        folder_id=portland,
        destination_folder_id=fld(ctx, "Soccer League"),
    )
    assert call(ctx, "move_drive_folder", folder_id=portland)["parent_id"] == "root"


def test_copy_drive_folder(ctx: WorldContext) -> None:
    taxes = fld(ctx, "Documents/Finance/Taxes 2024")
    copy = call(ctx, "copy_drive_folder", folder_id=taxes)
    assert (
        copy["name"] == "Taxes 2024 copy" and copy["files_copied"] == 4 and copy["tags"] == ["red"]
    )
    assert ctx.world.count("drive_shares", {"folder_id": copy["id"]}) == 0
    again = call(ctx, "copy_drive_folder", folder_id=taxes)
    assert again["name"] == "Taxes 2024 copy 2"
    brightline = fld(ctx, "Brightline Health")
    to_copy = live(files_below(ctx, brightline))
    sub = live(ctx.world.select("drive_folders", {"parent_id": brightline}))
    assert to_copy and sub
    deep = call(
        ctx,
        "copy_drive_folder",
        folder_id=brightline,
        destination_folder_id="root",
        new_name="BH backup",
    )
    assert deep["files_copied"] == len(to_copy)
    assert len(call(ctx, "get_drive_tree", folder_id=deep["id"])["folders"]) == len(sub)
    fails(
        ctx,
        "copy_drive_folder",
        "into itself",
        folder_id=fld(ctx, "Documents"),
        destination_folder_id=fld(ctx, "Documents/Home"),
    )
    fails(
        ctx,
        "copy_drive_folder",
        "an item named 'Documents'",
        folder_id=taxes,
        destination_folder_id="root",
        new_name="Documents",
    )
    fails(
        ctx,
        "copy_drive_folder",
        "view-only access",
        folder_id=taxes,
        destination_folder_id=fld(ctx, "Soccer League"),
    )


def test_delete_drive_folder(ctx: WorldContext) -> None:
    recipes = fld(ctx, "Recipes")
    inside = len(live(files_below(ctx, recipes)))
    assert inside > 0
    res = call(ctx, "delete_drive_folder", folder_id=recipes)
    assert res["files_inside"] == inside and res["moved_to"] == "Recently Deleted"
    assert "Recipes" not in names(call(ctx, "list_drive_folder"))
    lasagna = ctx.world.select("drive_files", {"name": "Mom's Lasagna.txt"})[0]["id"]
    fails(
        ctx, "write_text_file", "inside the deleted folder 'Recipes'", file_id=lasagna, content="x"
    )
    fails(ctx, "delete_drive_folder", "is in Recently Deleted", folder_id=recipes)
    fails(ctx, "delete_drive_folder", "only they can delete", folder_id=fld(ctx, "Soccer League"))
    fails(ctx, "delete_drive_folder", "fil_0001 is a file, not a folder", folder_id="fil_0001")


# ----------------------------------------------------------------------------- files


def test_create_text_file(ctx: WorldContext) -> None:
    made = call(
        ctx,
        "create_text_file",
        name="Gift ideas",
        content="- ranunculus\n",
        folder_id=fld(ctx, "Documents"),
    )
    assert (
        made["name"] == "Gift ideas.txt"
        and made["mime_type"] == "text/plain"
        and made["size_bytes"] == 13
    )
    md = call(ctx, "create_text_file", name="notes.md")
    assert md["mime_type"] == "text/markdown" and md["folder_id"] == "root"
    fails(ctx, "create_text_file", "'report.pdf' is not one", name="report.pdf")
    fails(
        ctx,
        "create_text_file",
        "an item named 'Gift ideas.txt'",
        name="gift IDEAS.txt",
        folder_id=fld(ctx, "Documents"),
    )
    fails(
        ctx,
        "create_text_file",
        "view-only access",
        name="x.txt",
        folder_id=fld(ctx, "Soccer League"),
    )
    fails(ctx, "create_text_file", "the file name is empty", name="   ")


def test_read_text_file(ctx: WorldContext) -> None:
    res = call(ctx, "read_text_file", file_id=fil(ctx, "Travel/Big Sur Itinerary.md"))
    assert (
        "Pfeiffer Big Sur" in res["content"]
        and res["path"] == "iCloud Drive/Travel/Big Sur Itinerary.md"
    )
    roster = call(ctx, "read_text_file", file_id=fil(ctx, "Soccer League/Team Roster.csv"))
    assert "Hiro Tanaka" in roster["content"]  # view access is enough to read
    fails(
        ctx,
        "read_text_file",
        "is not a text file .image/png.*use open_image_file",
        file_id=fil(ctx, "Pictures/Pixel Art Avatar.png"),
    )
    fails(
        ctx,
        "read_text_file",
        "is not a text file .application/pdf",
        file_id=fil(ctx, "Documents/Resume - Jordan Ellis.pdf"),
    )


def test_write_text_file_keeps_versions(ctx: WorldContext) -> None:
    todo = fil(ctx, "Desktop/todo.txt")
    had = version_count(ctx, todo)
    old_text = ctx.world.get("drive_files", todo)["content"]
    res = call(ctx, "write_text_file", file_id=todo, content="- nothing!\n")
    assert res["size_bytes"] == 11 and res["modified_at"] == ctx.clock.now_iso()
    versions = call(ctx, "list_file_versions", file_id=todo)["versions"]
    assert [v["version_number"] for v in versions] == list(range(had + 1, 0, -1))
    assert old_text.startswith(versions[1]["preview"].rstrip(".…")[:20])
    fails(
        ctx,
        "write_text_file",
        "already has exactly this text",
        file_id=todo,
        content="- nothing!\n",
    )
    fails(
        ctx,
        "write_text_file",
        "with view-only access",
        file_id=fil(ctx, "Soccer League/Team Roster.csv"),
        content="x",
    )
    plan = fil(ctx, "Family Reunion 2025/Reunion Plan.md")
    assert call(ctx, "write_text_file", file_id=plan, content="new plan")["size_bytes"] == 8


def test_append_to_text_file(ctx: WorldContext) -> None:
    packing = fil(ctx, "Travel/Portland June 2025/Packing List.txt")
    had = version_count(ctx, packing)
    before = ctx.world.get("drive_files", packing)["content"]
    res = call(ctx, "append_to_text_file", file_id=packing, text="- umbrella")
    content = ctx.world.get("drive_files", packing)["content"]
    assert content == before + "- umbrella" and res["size_bytes"] == len(content.encode())
    call(ctx, "append_to_text_file", file_id=packing, text="- snacks")
    assert ctx.world.get("drive_files", packing)["content"].endswith("- umbrella\n- snacks")
    assert len(call(ctx, "list_file_versions", file_id=packing)["versions"]) == had + 2
    fails(
        ctx,
        "append_to_text_file",
        "not a text file",
        file_id=fil(ctx, "Downloads/zoom_installer.pkg"),
        text="x",
    )
    with pytest.raises(ToolArgumentError):
        call(ctx, "append_to_text_file", file_id=packing, text="")


def test_rename_file(ctx: WorldContext) -> None:
    todo = fil(ctx, "Desktop/todo.txt")
    res = call(ctx, "rename_file", file_id=todo, name="To do.md")
    assert res["previous_name"] == "todo.txt" and res["mime_type"] == "text/markdown"
    fails(ctx, "rename_file", "already called 'To do.md'", file_id=todo, name="To do.md")
    fails(
        ctx,
        "rename_file",
        "an item named 'Screenshot",
        file_id=todo,
        name="screenshot 2025-06-12 at 4.15.02 pm.png",
    )
    fails(
        ctx,
        "rename_file",
        "is an image; keep an image extension",
        file_id=fil(ctx, "Pictures/Pixel Art Avatar.png"),
        name="avatar.txt",
    )
    fails(
        ctx,
        "rename_file",
        "view-only access",
        file_id=fil(ctx, "Soccer League/Team Roster.csv"),
        name="Roster.csv",
    )
    fails(
        ctx,
        "rename_file",
        "is in Recently Deleted",
        file_id=fil(ctx, "Documents/Resume 2022.pdf"),
        name="CV.pdf",
    )


def test_move_file(ctx: WorldContext) -> None:
    shot = fil(ctx, "Desktop/Screenshot 2025-06-12 at 4.15.02 PM.png")
    dest = fld(ctx, "Travel/Portland June 2025")
    res = call(ctx, "move_file", file_id=shot, destination_folder_id=dest)
    assert (
        res["path"].startswith("iCloud Drive/Travel/Portland June 2025/")
        and res["previous_path"] == "iCloud Drive/Desktop"
    )
    fails(
        ctx,
        "move_file",
        "is already in iCloud Drive/Travel/Portland June 2025",
        file_id=shot,
        destination_folder_id=dest,
    )
    lease = fil(ctx, "Downloads/Lease Agreement - 1847 Alder St.pdf")
    fails(
        ctx,
        "move_file",
        "an item named 'Lease Agreement - 1847 Alder St.pdf'",
        file_id=lease,
        destination_folder_id=fld(ctx, "Documents/Home"),
    )
    fails(
        ctx,
        "move_file",
        "only they can move|view-only",
        file_id=fil(ctx, "Soccer League/Team Roster.csv"),
        destination_folder_id="root",
    )
    assert call(ctx, "move_file", file_id=shot)["folder_id"] == "root"


def test_copy_file(ctx: WorldContext) -> None:
    card = fil(ctx, "Documents/Medical/Dental Insurance Card.jpg")
    copy = call(ctx, "copy_file", file_id=card)
    assert (
        copy["name"] == "Dental Insurance Card copy.jpg"
        and copy["image_id"] == ctx.world.get("drive_files", card)["image_id"]
    )
    budget = fil(ctx, "Documents/Finance/Budget 2025.csv")
    other = call(ctx, "copy_file", file_id=budget, destination_folder_id="root")
    assert (
        other["name"] == "Budget 2025.csv"
        and other["tags"] == ["green"]
        and not other["is_favorite"]
    )
    fails(
        ctx,
        "copy_file",
        "an item named 'Budget 2025.csv'",
        file_id=budget,
        destination_folder_id="root",
        new_name="budget 2025.csv",
    )
    fails(
        ctx,
        "copy_file",
        "view-only access",
        file_id=budget,
        destination_folder_id=fld(ctx, "Soccer League"),
    )
    roster = call(
        ctx,
        "copy_file",
        file_id=fil(ctx, "Soccer League/Team Roster.csv"),
        destination_folder_id=fld(ctx, "Documents"),
    )
    assert roster["path"] == "iCloud Drive/Documents/Team Roster.csv"
    assert call(ctx, "get_file_info", file_id=roster["id"])["my_permission"] == "owner"


def test_delete_file(ctx: WorldContext) -> None:
    dup = fil(ctx, "Downloads/IMG_2041.jpg")
    res = call(ctx, "delete_file", file_id=dup)
    assert res == {
        "deleted_file_id": dup,
        "name": "IMG_2041.jpg",
        "from": "iCloud Drive/Downloads",
        "moved_to": "Recently Deleted",
    }
    assert ctx.world.get("drive_files", dup)["trashed_at"] == ctx.clock.now_iso()
    fails(ctx, "delete_file", "is in Recently Deleted", file_id=dup)
    fails(ctx, "delete_file", "view-only access", file_id=fil(ctx, "Soccer League/Team Roster.csv"))
    assert (
        call(ctx, "delete_file", file_id=fil(ctx, "Family Reunion 2025/Guest List.csv"))["moved_to"]
        == "Recently Deleted"
    )


def test_compress_drive_items(ctx: WorldContext) -> None:
    one = call(ctx, "compress_drive_items", item_ids=[fld(ctx, "Book Club")])
    assert one["name"] == "Book Club.zip" and one["folder_id"] == "root"
    assert [m["path"] for m in one["archive_members"]] == [
        "Book Club/",
        "Book Club/June Discussion Questions.txt",
        "Book Club/Reading List 2025.md",
    ]
    ids = [
        fil(ctx, "Documents/Home/Lease Agreement - 1847 Alder St.pdf"),
        fil(ctx, "Documents/Home/Apartment Inventory.txt"),
    ]
    many = call(ctx, "compress_drive_items", item_ids=ids)
    assert (
        many["name"] == "Archive.zip" and many["path"] == "iCloud Drive/Documents/Home/Archive.zip"
    )
    assert call(ctx, "compress_drive_items", item_ids=ids)["name"] == "Archive 2.zip"
    named = call(
        ctx,
        "compress_drive_items",
        item_ids=ids,
        archive_name="Lease docs",
        destination_folder_id="root",
    )
    assert named["name"] == "Lease docs.zip"
    assert 0 < named["size_bytes"] < 1_204_331 + 2_000
    fails(
        ctx,
        "compress_drive_items",
        "an item named 'Lease docs.zip'",
        item_ids=ids,
        archive_name="lease docs.zip",
        destination_folder_id="root",
    )
    fails(ctx, "compress_drive_items", "is in Recently Deleted", item_ids=[fld(ctx, "Old Drafts")])
    fails(ctx, "compress_drive_items", "no file or folder with id 'xyz'", item_ids=["xyz"])


def test_save_image_to_files_and_open(ctx: WorldContext) -> None:
    image = ctx.images.add_pil(Image.new("RGB", (40, 30), "purple"))
    saved = call(
        ctx,
        "save_image_to_files",
        image_id=image.image_id,
        folder_id=fld(ctx, "Pictures"),
        name="Receipt June 12",
    )
    assert saved["name"] == "Receipt June 12.png" and saved["image_id"] == image.image_id
    assert saved["size_bytes"] == len(image.data) and saved["mime_type"] == "image/png"
    opened = call(ctx, "open_image_file", file_id=saved["id"])
    assert opened == {
        "file_id": saved["id"],
        "name": "Receipt June 12.png",
        "image_id": image.image_id,
        "width": 40,
        "height": 30,
        "media_type": "image/png",
    }
    default = call(ctx, "save_image_to_files", image_id=image.image_id)
    assert default["name"] == f"Image {image.image_id}.png" and default["folder_id"] == "root"
    fails(ctx, "save_image_to_files", "unknown image id 'img_99'", image_id="img_99")
    fails(
        ctx,
        "save_image_to_files",
        "does not have an image extension",
        image_id=image.image_id,
        name="scan.pdf",
    )
    fails(
        ctx,
        "save_image_to_files",
        "an item named 'Receipt June 12.png'",
        image_id=image.image_id,
        folder_id=fld(ctx, "Pictures"),
        name="Receipt June 12.png",
    )
    fails(
        ctx,
        "save_image_to_files",
        "view-only access",
        image_id=image.image_id,
        folder_id=fld(ctx, "Soccer League"),
    )


def test_open_image_file_seeded(ctx: WorldContext) -> None:
    res = call(
        ctx, "open_image_file", file_id=fil(ctx, "Documents/Medical/Dental Insurance Card.jpg")
    )
    assert res["media_type"] == "image/jpeg" and (res["width"], res["height"]) == (420, 260)
    assert ctx.images.get(res["image_id"]).source == "seed:files/dental_card"
    same = call(ctx, "open_image_file", file_id=fil(ctx, "Downloads/IMG_2041.jpg"))
    assert (
        same["image_id"]
        == call(ctx, "open_image_file", file_id=fil(ctx, "Pictures/IMG_2041.jpg"))["image_id"]
    )
    fails(
        ctx,
        "open_image_file",
        "is not an image file with a preview .application/pdf",
        file_id=fil(ctx, "Documents/Resume - Jordan Ellis.pdf"),
    )


def test_versions(ctx: WorldContext) -> None:
    budget = fil(ctx, "Documents/Finance/Budget 2025.csv")
    n = version_count(ctx, budget)
    assert n == 3  # the errors below name versions 1-4
    listed = call(ctx, "list_file_versions", file_id=budget)["versions"]
    assert [(v["version_number"], v["is_current"]) for v in listed] == [
        (k, k == n) for k in range(n, 0, -1)
    ]
    res = call(ctx, "restore_file_version", file_id=budget, version_number=1)
    assert res["restored_version"] == 1
    content = ctx.world.get("drive_files", budget)["content"]
    assert content.startswith("category,monthly_budget,jan,feb,mar\n") and "may" not in content
    assert [
        v["version_number"] for v in call(ctx, "list_file_versions", file_id=budget)["versions"]
    ] == [4, 3, 2, 1]
    fails(
        ctx,
        "restore_file_version",
        "version 4 is already the current version",
        file_id=budget,
        version_number=4,
    )
    fails(
        ctx,
        "restore_file_version",
        "has no version 9; earlier versions: 1, 2, 3",
        file_id=budget,
        version_number=9,
    )
    fails(
        ctx,
        "restore_file_version",
        "has the same text as the current version",
        file_id=budget,
        version_number=1,
    )
    fails(
        ctx,
        "list_file_versions",
        "is not a text file",
        file_id=fil(ctx, "Downloads/zoom_installer.pkg"),
    )


# ----------------------------------------------------------------------------- tags & favorites


def test_tags(ctx: WorldContext) -> None:
    itinerary = fil(ctx, "Travel/Big Sur Itinerary.md")
    had = [t["color"] for t in ctx.world.select("drive_tags", {"file_id": itinerary})]
    assert had == ["yellow"]  # removed below
    green_before = ctx.world.select("drive_tags", {"color": "green"})
    assert green_before
    assert call(ctx, "add_drive_tag", item_id=itinerary, color="green")["tags"] == [*had, "green"]
    fails(ctx, "add_drive_tag", "already has the green tag", item_id=itinerary, color="green")
    recipes = fld(ctx, "Recipes")
    assert call(ctx, "add_drive_tag", item_id=recipes, color="green")["kind"] == "folder"
    tagged = call(ctx, "list_drive_tagged_items", color="green")
    green_files = sorted(
        [itinerary, *(t["file_id"] for t in green_before if t["file_id"])],
        key=lambda f: ctx.world.get("drive_files", f)["name"],
    )
    green_folders = {"Recipes"} | {
        ctx.world.get("drive_folders", t["folder_id"])["name"]
        for t in green_before
        if t["folder_id"]
    }
    assert [t["name"] for t in tagged] == [
        *sorted(green_folders),  # folders first
        *(ctx.world.get("drive_files", f)["name"] for f in green_files),
    ]
    assert call(ctx, "remove_drive_tag", item_id=itinerary, color="yellow")["tags"] == ["green"]
    fails(
        ctx,
        "remove_drive_tag",
        r"has no yellow tag \(its tags: green\)",
        item_id=itinerary,
        color="yellow",
    )
    fails(
        ctx, "add_drive_tag", "is in Recently Deleted", item_id=fld(ctx, "Old Drafts"), color="red"
    )
    assert call(ctx, "list_drive_tagged_items", color="gray") == []


def test_favorites(ctx: WorldContext) -> None:
    fav_folders = live(ctx.world.select("drive_folders", {"is_favorite": True}))
    fav_files = live(ctx.world.select("drive_files", {"is_favorite": True}))
    assert fav_folders and fav_files
    assert [f["name"] for f in call(ctx, "list_drive_favorites")] == [
        *sorted(f["name"] for f in fav_folders),
        *sorted(f["name"] for f in fav_files),
    ]
    pics = fld(ctx, "Pictures")
    assert call(ctx, "add_drive_favorite", item_id=pics)["is_favorite"] is True
    fails(ctx, "add_drive_favorite", "folder 'Pictures' .* is already a favorite", item_id=pics)
    assert call(ctx, "remove_drive_favorite", item_id=pics)["is_favorite"] is False
    fails(ctx, "remove_drive_favorite", "is not a favorite", item_id=pics)
    fails(ctx, "add_drive_favorite", "no file with id 'fil_0404'", item_id="fil_0404")


# ----------------------------------------------------------------------------- sharing


def test_share_unshare_and_permission(ctx: WorldContext) -> None:
    inventory = fil(ctx, "Documents/Home/Apartment Inventory.txt")
    jenna = cid(ctx, "Jenna Wright")
    res = call(ctx, "share_drive_item", item_id=inventory, contact_id=jenna)
    assert res["shared_with"] == [
        {"contact_id": jenna, "name": "Jenna Wright", "permission": "view"}
    ]
    fails(
        ctx,
        "share_drive_item",
        r"already shared with Jenna Wright \(view\); use change_drive_share_permission",
        item_id=inventory,
        contact_id=jenna,
    )
    up = call(
        ctx, "change_drive_share_permission", item_id=inventory, contact_id=jenna, permission="edit"
    )
    assert up["shared_with"][0]["permission"] == "edit"
    fails(
        ctx,
        "change_drive_share_permission",
        "already has edit access",
        item_id=inventory,
        contact_id=jenna,
        permission="edit",
    )
    assert call(ctx, "unshare_drive_item", item_id=inventory, contact_id=jenna)["shared_with"] == []
    fails(
        ctx,
        "unshare_drive_item",
        "is not shared with Jenna Wright",
        item_id=inventory,
        contact_id=jenna,
    )
    fails(
        ctx,
        "change_drive_share_permission",
        "share it first with share_drive_item",
        item_id=inventory,
        contact_id=jenna,
        permission="view",
    )
    fails(
        ctx,
        "share_drive_item",
        "only the owner can share",
        item_id=fil(ctx, "Family Reunion 2025/Guest List.csv"),
        contact_id=jenna,
    )
    fails(
        ctx,
        "share_drive_item",
        "no contact with id 'ct_0999'",
        item_id=inventory,
        contact_id="ct_0999",
    )
    nobody = ctx.world.insert(
        "contacts",
        {
            "first_name": "No",
            "last_name": "Way",
            "created_at": ctx.clock.now(),
            "updated_at": ctx.clock.now(),
        },
    )
    fails(
        ctx,
        "share_drive_item",
        "has no email address or phone number",
        item_id=inventory,
        contact_id=nobody["id"],
    )


def test_list_shared_with_me(ctx: WorldContext) -> None:
    shared = call(ctx, "list_shared_with_me")
    assert [(s["name"], s["shared_by"], s["my_permission"]) for s in shared] == [
        ("Family Reunion 2025", f"Carol {ctx.owner.last_name}", "edit"),
        ("Soccer League", "Ray Delgado", "view"),
    ]
    ctx.world.delete("contacts", cid(ctx, "Ray Delgado"))
    assert [s["name"] for s in call(ctx, "list_shared_with_me")] == ["Family Reunion 2025"]
    assert ctx.world.integrity_check() == []


def test_list_shared_by_me(ctx: WorldContext) -> None:
    shared = call(ctx, "list_shared_by_me")
    assert [s["name"] for s in shared] == [
        "Book Club",
        "Taxes 2024",
        "Big Sur Itinerary.md",
        "Dashboard Mockup.png",
    ]
    mock = shared[-1]
    assert {s["name"]: s["permission"] for s in mock["shared_with"]} == {
        "Rachel Tan": "edit",
        "Kevin O'Brien": "view",
    }


# ----------------------------------------------------------------------------- trash


def test_list_drive_trash(ctx: WorldContext) -> None:
    trash = call(ctx, "list_drive_trash")
    top, _ = trash_rows(ctx)
    assert len(top) > 1
    assert sorted(i["name"] for i in trash["items"]) == sorted(r["name"] for r in top)
    old = next(i for i in trash["items"] if i["name"] == "Old Drafts")
    old_row = ctx.world.get("drive_folders", fld(ctx, "Old Drafts"))
    deleted_days_ago = (ctx.clock.today() - ctx.clock.parse(old_row["trashed_at"]).date()).days
    assert old["files_inside"] == len(files_below(ctx, old_row["id"])) > 0
    assert old["days_until_permanent_deletion"] == 30 - deleted_days_ago  # kept for 30 days
    assert trash["items"][1]["original_location"] == "iCloud Drive/Documents"


def test_restore_from_drive_trash(ctx: WorldContext) -> None:
    resume = fil(ctx, "Documents/Resume 2022.pdf")
    res = call(ctx, "restore_from_drive_trash", item_id=resume)
    assert (
        res["restored_to"] == "iCloud Drive/Documents"
        and res["path"] == "iCloud Drive/Documents/Resume 2022.pdf"
    )
    fails(ctx, "restore_from_drive_trash", "is not in Recently Deleted", item_id=resume)
    bio = fil(ctx, "Old Drafts/Old Bio.txt")
    fails(ctx, "restore_from_drive_trash", "inside the deleted folder 'Old Drafts'", item_id=bio)
    # A file deleted on its own inside a folder that is deleted later comes back to the top level.
    call(ctx, "delete_file", file_id=fil(ctx, "Recipes/Sourdough Starter.md"))
    call(ctx, "delete_drive_folder", folder_id=fld(ctx, "Recipes"))
    starter = ctx.world.select("drive_files", {"name": "Sourdough Starter.md"})[0]["id"]
    assert call(ctx, "restore_from_drive_trash", item_id=starter)["restored_to"] == "iCloud Drive"
    # Name taken meanwhile.
    call(ctx, "create_drive_folder", name="Old Drafts")
    fails(
        ctx,
        "restore_from_drive_trash",
        "an item named 'Old Drafts'",
        item_id=fld(ctx, "Old Drafts"),
    )


def test_permanently_delete_drive_item(ctx: WorldContext) -> None:
    old = fld(ctx, "Old Drafts")
    held = files_below(ctx, old)
    freed = sum(f["size_bytes"] for f in held)
    assert held and freed > 1_000_000
    res = call(ctx, "permanently_delete_drive_item", item_id=old)
    assert res["files"] == len(held) and res["freed"] == f"{freed / 1_000_000:.1f} MB"
    assert ctx.world.count("drive_files", {"name": "Old Bio.txt"}) == 0
    fails(ctx, "permanently_delete_drive_item", "no folder with id", item_id=old)
    fails(
        ctx,
        "permanently_delete_drive_item",
        "is not in Recently Deleted",
        item_id=fil(ctx, "Desktop/todo.txt"),
    )


def test_empty_drive_trash(ctx: WorldContext) -> None:
    tags_before = ctx.world.count("drive_tags")
    top, held = trash_rows(ctx)
    assert top and held
    res = call(ctx, "empty_drive_trash")
    assert res["items_deleted"] == len(top) and res["files_deleted"] == len(held)
    assert call(ctx, "list_drive_trash")["items"] == []
    assert ctx.world.count("drive_tags") == tags_before
    fails(ctx, "empty_drive_trash", "Recently Deleted is already empty")
    assert ctx.world.integrity_check() == []


# ----------------------------------------------------------------------------- fuzz

# Missing ids, the top-level pseudo-folder and awkward names, mixed into the id pool.
_EXTRA = [
    "root",
    "fil_9999",
    "fld_0000",
    "ct_9999",
    "img_999",
    "a/b",
    "..",
    "Ünïcødé ✓.txt",
    "\x00",
    "notes.md",
    "photo.jpg",
    "2025-06-13",
]

# Parameter-name fragments -> id prefixes the fuzz prefers for them.
_HINTS: dict[str, tuple[str, ...]] = {
    "folder": ("fld_", "root"),
    "file_id": ("fil_",),
    "item": ("fil_", "fld_", "root"),
    "contact": ("ct_",),
    "image": ("img_",),
    "name": ("a/b", "..", "Ünïcødé", "notes.md", "photo.jpg", "\x00"),
}


@pytest.mark.parametrize("tool_name", [t.name for t in FILES_TOOLS])
def test_fuzz_only_tool_errors(ctx: WorldContext, tool_name: str) -> None:
    pool = id_pool(ctx.world, files.DOMAIN, _EXTRA)
    fuzz_tool(ctx, REGISTRY.get(tool_name), pool, _HINTS)


def test_every_files_tool_is_tested() -> None:
    source = Path(__file__).read_text(encoding="utf-8")
    names_ = [t.name for t in FILES_TOOLS]
    assert len(names_) >= 32
    assert [n for n in names_ if f'"{n}"' not in source] == []


# ----------------------------------------------------------------------------- SQL reads


@pytest.mark.parametrize(
    "mime",
    [
        *sorted(set(files._MIME.values())),
        "application/octet-stream",
        "IMAGE/PNG",
        "text",
        "application/vnd.apple.",
        "x/officedocument",
        "audio/",
        "",
    ],
)
def test_category_sql_is_the_python_category(ctx: WorldContext, mime: str) -> None:
    (row,) = ctx.world.query(
        f"SELECT {files._CATEGORY_SQL} AS c FROM (SELECT ? AS mime_type)", [mime]
    )
    assert row["c"] == files._category(mime)


def test_scoped_search_keeps_the_walk_order(ctx: WorldContext) -> None:
    """Ties (same modification time) come in the order the folder walk meets them:
    a folder's files, then its subfolders, the last by name walked first."""
    top = call(ctx, "create_drive_folder", name="Walk")["id"]
    b = call(ctx, "create_drive_folder", name="b", parent_folder_id=top)["id"]
    c = call(ctx, "create_drive_folder", name="c", parent_folder_id=top)["id"]
    d = call(ctx, "create_drive_folder", name="d", parent_folder_id=c)["id"]
    for folder in (b, d, top, c):
        call(ctx, "create_text_file", name="quokka.txt", content="x", folder_id=folder)
    found = call(ctx, "search_files", query="QUOKKA", folder_id=top, include_folders=True)
    paths = [r["path"] for r in found["results"]]
    assert paths == [
        "iCloud Drive/Walk/quokka.txt",
        "iCloud Drive/Walk/c/quokka.txt",
        "iCloud Drive/Walk/c/d/quokka.txt",
        "iCloud Drive/Walk/b/quokka.txt",
    ]
    assert found["total_matches"] == 4
    first = call(ctx, "search_files", query="quokka", folder_id=top, limit=1)
    assert first["total_matches"] == 4 and len(first["results"]) == 1
    # Deleting a folder takes what is inside it out of every listing and search.
    call(ctx, "delete_drive_folder", folder_id=c)
    assert call(ctx, "search_files", query="quokka")["total_matches"] == 2
    usage = call(ctx, "get_drive_storage_usage")
    assert usage["trash_bytes"] >= 2
